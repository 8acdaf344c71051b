# Pendules : temps restant, rappels, ajournement, perte au temps, les parties de chacun.

clocks-note-stopped = , pendule arrêtée à { $left }
clocks-note-left = , il reste { $left }
clocks-note-game = {" "}(partie : { $left })
clocks-none-ai = Les parties contre moi n'ont pas de pendule : prenez votre temps
clocks-none = Cette partie n'a pas de pendule : prenez votre temps
clocks-game-over = Cette partie est finie
clocks-time-adjourned = La partie est ajournée : la pendule est arrêtée à { $left } pour { $player }. `{ $prefix }reprendre` pour continuer.
clocks-time-rules-turn-game = Au tour de { $player } : il reste { $left } pour ce tour (les règles donnent { $limit } par tour) ; la partie se termine dans { $game }.
clocks-time-rules-turn = Au tour de { $player } : il reste { $left } pour ce tour (les règles donnent { $limit } par tour).
clocks-time-rules-game = Au tour de { $player } ; la partie se termine dans { $game }.
clocks-time-rules = Au tour de { $player }.
clocks-time = Au tour de { $player } : il reste { $left } (la pendule donne { $limit } par coup).
# When the clocks run out, as Discord timestamps (shown in each reader's
# own time zone and language).
clocks-time-move-moment = Le temps du coup expire <t:{ $at }:R> (<t:{ $at }:f>).
clocks-time-game-moment = Le temps de la partie expire <t:{ $at }:R> (<t:{ $at }:f>).
clocks-adjourned-already = La partie est déjà ajournée : `{ $prefix }reprendre` pour continuer
clocks-adjourn-offered = Vous avez déjà proposé d'ajourner : on attend { $name }
clocks-adjourn-offer = { $player } propose d'ajourner : la pendule s'arrête jusqu'à ce que l'un de vous deux tape `{ $prefix }reprendre`. { $mention }, d'accord ?
clocks-button-adjourn = Ajourner
clocks-button-play-on = Continuer
clocks-adjourn-none = Aucun ajournement n'est proposé
clocks-adjourn-yours = C'est vous qui avez proposé d'ajourner : on attend { $name }
clocks-adjourned = Partie ajournée : la pendule est arrêtée à { $left } pour le joueur au trait. L'un ou l'autre peut la relancer avec `{ $prefix }reprendre`.
clocks-adjourn-declined = { $name } refuse d'ajourner : la pendule continue.
clocks-not-adjourned = La partie n'est pas ajournée : la pendule tourne
clocks-resumed = La partie reprend. { $mention }, à vous{ $left } : { $prompt }.
clocks-notify-channel = par une mention dans le salon de la partie
clocks-notify-dm = par message privé
clocks-notify-off = désactivés
clocks-notify-now = Rappels de vos coups : { $how } (`{ $prefix }rappels mp`, `{ $prefix }rappels salon`, `{ $prefix }rappels résumé 8h Europe/Paris` ou `{ $prefix }rappels désactiver`).
clocks-notify-set = C'est fait : rappels de vos coups { $how }.
clocks-mine-your-turn = à vous
clocks-mine-their-turn = au tour de { $name }
clocks-mine-over = finie
clocks-mine-no-clock = sans pendule
clocks-mine-adjourned = ajournée, il reste { $left }
clocks-mine-left = il reste { $left }
clocks-mine-none = Vous n'avez aucune partie en cours ici. `{ $prefix }défier @nom` pour en lancer une.
clocks-mine-header = Vos parties :
clocks-timeout-offline = Le temps de { $name } s'est écoulé pendant que j'étais hors ligne : aucun coup en { $limit }.
clocks-timeout = Temps écoulé pour { $name } : aucun coup en { $limit }.
clocks-remind-channel = { $mention }, un rappel : c'est à vous de jouer ici ; il vous reste { $left } avant de perdre au temps.
clocks-remind-dm = Un rappel : c'est à vous de jouer dans { $channel } ({ $game } contre { $name }) ; il vous reste { $left } avant de perdre au temps.
clocks-turn-lost-offline = Le temps de { $name } s'est écoulé pendant que j'étais hors ligne : aucun coup en { $limit }, le tour est donc perdu.
clocks-turn-lost = Temps écoulé pour { $name } : aucun coup en { $limit }, le tour est donc perdu.
clocks-game-time-offline = Le temps de la partie ({ $limit }) s'est écoulé pendant que j'étais hors ligne : la position décide du résultat.
clocks-game-time = Le temps de la partie est écoulé ({ $limit }) : la position décide du résultat.

# Durées, en leurs deux plus grandes unités : 2 j 23 h, 5 h 12 min, 45 s.
clocks-span-days = { $hours ->
        [0] { $days } j
       *[other] { $days } j { $hours } h
    }
clocks-span-hours = { $minutes ->
        [0] { $hours } h
       *[other] { $hours } h { $minutes } min
    }
clocks-span-minutes = { $seconds ->
        [0] { $minutes } min
       *[other] { $minutes } min { $seconds } s
    }
clocks-span-seconds = { $seconds } s
clocks-bad-clock = `{ $word }` n'est pas une durée de pendule : donnez un nombre et une unité, comme `3j`, `12h`, `30m` ou `45s` (ou `aucune`)
clocks-clock-range = Une pendule par coup va de 10 s à 30 jours, pas { $time } : par exemple `pendule 3j` ou `pendule 12h`
# Une partie en cours dans la liste des parties d'un joueur.
clocks-mine-line = <#{ $channel }> · { $game } contre { $other } · { $turn } · { $clock }
clocks-adjourn-ai = Je n'ajourne pas les parties contre moi : continuez à jouer ou abandonnez
clocks-note-bank = , il reste { $left } en réserve
clocks-time-bank = Au tour de { $player } : il reste { $left } en réserve.{ $rule } { $other } a { $other_left } en réserve.
clocks-timeout-bank = Temps écoulé pour { $name } : sa réserve de temps est vide.
clocks-timeout-bank-offline = Le temps de { $name } s'est écoulé pendant que j'étais hors ligne : sa réserve de temps est vide.
clocks-bad-bank = `{ $word }` n'est pas une réserve de temps : écrivez `pendule réserve 10j +36h max 10j` (la réserve de départ de chaque joueur, ce que chaque coup ajoute, le maximum qu'elle peut contenir)
clocks-bank-max-below = Une réserve de temps ne peut pas plafonner à { $max } si elle commence à { $start } : le maximum doit valoir au moins le départ, comme dans `pendule réserve 10j +36h max 10j`
clocks-bank-or-clock = Donnez un temps par coup (`pendule`) ou une réserve de temps (`réserve`), pas les deux
# Coups conditionnels (`plan`) : toutes les réponses sont privées.
plan-usage = Écrivez le coup de l'adversaire, puis votre réponse, puis son coup suivant et votre réponse, et ainsi de suite ; séparez les lignes par des virgules : `{ $prefix }plan e6-e5 f2-f3, d6-d5 f2-e3`. `{ $prefix }plan` montre votre plan, `{ $prefix }plan effacer` l'efface.
plan-hidden = Pas de plan possible dans une partie de { $game } : le jeu cache des informations (les mains), et un coup prévu d'avance pourrait les trahir
plan-ai = Je réponds aussitôt dans les parties contre moi : il n'y a rien à prévoir
plan-your-turn = C'est à vous de jouer : jouez d'abord, puis préparez vos réponses aux coups de l'adversaire
plan-illegal = Ligne { $line } : `{ $word }` ne peut pas être joué là. { $why }
plan-no-turn = Ligne { $line } : `{ $word }` tombe à un moment où ce n'est au tour de personne de jouer (la partie est finie, ou un joueur doit passer)
plan-mid-turn = La ligne { $line } s'arrête au milieu d'un tour, après `{ $word }` : finissez ce tour (avec `finir` si le jeu le demande)
plan-needs-reply = La ligne { $line } finit sur le coup `{ $word }` de l'adversaire : ajoutez-y votre réponse
plan-two-replies = Les lignes { $first } et { $second } répondent aux mêmes coups de deux façons différentes : n'en gardez qu'une
plan-too-long = Un plan compte au plus 20 lignes de 20 tours chacune
plan-saved = Plan enregistré ; vous seul le voyez, et je jouerai votre réponse dès que le coup de l'adversaire correspondra à une ligne :
    { $plan }
    `{ $prefix }plan effacer` pour l'effacer.
plan-shown = Votre plan (vous seul le voyez) :
    { $plan }
    `{ $prefix }plan effacer` pour l'effacer.
plan-none = Vous n'avez pas de plan dans cette partie. `{ $prefix }plan e6-e5 f2-f3` prépare une réponse au coup de l'adversaire.
plan-cleared = Plan effacé : je ne jouerai rien pour vous.
plan-cancelled = Votre plan dans { $channel } ({ $game } contre { $name }) est annulé : le coup `{ $turn }` de l'adversaire ne correspond à aucune de ses lignes. C'est à vous de jouer.
plan-cancelled-illegal = Votre plan dans { $channel } ({ $game } contre { $name }) est annulé : la réponse prévue `{ $reply }` ne pouvait plus être jouée. C'est à vous de jouer.
# Vacances (`vacances 3j`) : des jours de congé par an, propres à chaque joueur.
vacation-left = Il vous reste { $days } { $days ->
        [one] jour
       *[other] jours
    } de vacances cette année. `{ $prefix }vacances 3j` arrête les pendules de toutes vos parties contre des personnes pendant trois jours.
vacation-too-long = Vous demandez { $asked } { $asked ->
        [one] jour
       *[other] jours
    } de vacances, mais { $days ->
        [0] il ne vous en reste plus cette année
        [1] il ne vous en reste qu'un cette année
       *[other] il ne vous en reste que { $days } cette année
    }
vacation-usage = `{ $word }` n'est pas une durée de vacances : écrivez les jours, comme `vacances 3j` (`vacances` seul dit combien il en reste)
vacation-nothing = Aucune de vos parties n'a de pendule en marche : aucun jour de vacances n'a été pris.
vacation-started = Bonnes vacances : les pendules de { $games } { $games ->
        [one] partie sont arrêtées
       *[other] parties sont arrêtées
    } jusqu'au { $until } et repartiront d'elles-mêmes. Il vous reste { $days } { $days ->
        [one] jour
       *[other] jours
    } de vacances cette année.
vacation-busy = La partie dans { $channel } était occupée, sa pendule tourne toujours : redites `vacances` dans un instant.
vacation-ai = Les parties contre moi n'ont pas de pendule : les vacances n'y changent rien.
vacation-tournament = La partie dans { $channel } appartient à un tournoi sans vacances : sa pendule continue de tourner.
vacation-paused = { $name } est en vacances jusqu'au { $until } : la pendule est arrêtée à { $left } pour { $player }, et repartira d'elle-même à ce moment-là.
vacation-over = Les vacances sont finies : la pendule repart, il reste { $left } à { $player }.
vacation-day-spent = Le temps de { $name } est écoulé : un jour de ses vacances est pris à la place, soit un jour de plus pour jouer (il lui reste { $left } { $left ->
        [one] jour
       *[other] jours
    } de vacances cette année).
# The daily word (`notify digest 08:00 Europe/Lisbon`): one DM a day.
clocks-notify-digest = dans un message privé quotidien, à { $at } ({ $zone }), avec toutes les parties où c'est à vous de jouer (et par message privé quand il vous reste un quart du temps)
clocks-digest-bad-zone = Je ne connais pas le fuseau horaire `{ $zone }` : écrivez son nom comme dans la base des fuseaux horaires, par exemple `Europe/Paris`, `America/Montreal` ou `UTC`.
clocks-digest-zone-hint = L'heure est en UTC : indiquez une fois votre fuseau horaire, par exemple `{ $prefix }rappels résumé 8h Europe/Paris`.
clocks-digest-header = Votre résumé du jour : c'est à vous de jouer dans { $games } { $games ->
        [one] partie
       *[other] parties
    } :
clocks-digest-line = { $game } contre { $name } · { $clock } · { $link }
clocks-digest-table = {" "}· table : { $link }
