# Tournois : système suisse (système hollandais de la FIDE) et toutes rondes (tables de Berger).

tournament-usage = `{ $word }` n'est pas une commande de tournoi : utilisez créer, rejoindre, quitter, lancer, abandonner, retirer-joueur, pause, reprendre, annuler, exporter ou rôle (sans argument : affiche le tournoi).
tournament-usage-create = Créez un tournoi avec `!tournoi créer JEU [suisse RONDES | toutes-rondes | aller-retour] [pendule 3j] [options du jeu] [amicale] [max N] [début 2j] [sans-vacances]`.
tournament-usage-remove = Dites qui retirer : `!tournoi retirer-joueur @joueur`.
tournament-usage-max = `max` demande un nombre de joueurs, 2 ou plus : `max 16`.
tournament-usage-starts = `début` demande un délai : `début 2j`, `début 12h`.
tournament-none = Pas de tournoi ici. Créez-en un avec `{ $prefix }tournoi créer JEU`.
tournament-in-server = Les tournois se jouent dans le salon d'un serveur, pas en messages privés.
tournament-create-permission = Seuls les membres qui peuvent gérer les événements du serveur (ou qui ont le rôle que le serveur autorise) peuvent organiser un tournoi.
tournament-exists = Ce salon a déjà un tournoi : `{ $prefix }tournoi` l'affiche.
tournament-needs-clock = Les parties d'un tournoi ont besoin d'une pendule par coup : indiquez `pendule 3j` (sans rien : trois jours par coup).
tournament-created = Tournoi { $id } créé : { $game }, { $system }. Inscrivez-vous avec `{ $prefix }tournoi rejoindre` ; l'organisateur le lance avec `{ $prefix }tournoi lancer`.
tournament-not-open = Les inscriptions à ce tournoi sont closes.
tournament-already-in = Vous êtes déjà inscrit.
tournament-full = Le tournoi est complet ({ $max } { $max ->
        [one] joueur
       *[other] joueurs
    }).
tournament-joined = { $name } s'est inscrit ({ $count } { $count ->
        [one] inscrit
       *[other] inscrits
    }).
tournament-leave-started = Le tournoi a commencé : utilisez `{ $prefix }tournoi abandonner` pour arrêter de jouer.
tournament-not-in = Ce joueur n'est pas dans le tournoi.
tournament-left = { $name } a quitté le tournoi.
tournament-organiser-only = Seul l'organisateur (ou un membre qui peut organiser des tournois ici) peut faire cela.
tournament-too-few = Un tournoi demande au moins 2 joueurs.
tournament-started = Le tournoi commence : { $count } { $count ->
        [one] joueur
       *[other] joueurs
    }, { $rounds } { $rounds ->
        [one] ronde
       *[other] rondes
    }.
tournament-round = Ronde { $round } sur { $total } :
tournament-board = Table { $board } : { $first } (commence) contre { $second }
tournament-board-forfeit = Table { $board } : { $first } contre { $second } (non jouée : forfait)
tournament-bye = { $name } est exempt ({ $points }).
tournament-rest = { $name } est au repos pour cette ronde.
tournament-absent = { $name } n'est pas apparié à cette ronde.
tournament-thread = Fil de la partie : { $name }. S'il ne s'ouvre pas automatiquement, le second joueur l'ouvre avec le bouton (ou `{ $prefix }accepter`).
tournament-button-open = Ouvrir la partie
tournament-game-on = Partie du tournoi : { $first } joue en premier contre { $second }. { $prompt }
tournament-not-running = Le tournoi n'est pas en cours.
tournament-not-paused = Le tournoi n'est pas en pause.
tournament-paused = Le tournoi est en pause : les parties en cours continuent, la ronde suivante attend `{ $prefix }tournoi reprendre`.
tournament-resumed = Le tournoi reprend.
tournament-cancelled = Le tournoi est annulé.
tournament-not-started = Le tournoi n'a pas encore commencé.
tournament-export = Le tournoi { $id } en fichier FIDE TRF16.
tournament-removed = Retiré du tournoi.
tournament-already-withdrawn = Ce joueur a déjà abandonné.
tournament-withdrawn = { $name } abandonne : plus d'appariement à partir de la prochaine ronde.
tournament-podium = Le tournoi est terminé ! 🥇 { $first } 🥈 { $second } 🥉 { $third }
tournament-show = Tournoi { $id } : { $game }, { $system } ({ $phase }).
tournament-registered = { $count } { $count ->
        [one] inscrit
       *[other] inscrits
    } : { $names }
tournament-playing = en cours
tournament-board-state = Table { $board } : { $first } contre { $second } ({ $state })
tournament-system-swiss = suisse, { $rounds } { $rounds ->
        [one] ronde
       *[other] rondes
    }
tournament-system-swiss-auto = suisse
tournament-system-roundrobin = toutes rondes
tournament-system-double = toutes rondes aller-retour
tournament-phase-open = inscriptions ouvertes
tournament-phase-running = en cours
tournament-phase-paused = en pause
tournament-phase-finished = terminé
tournament-phase-cancelled = annulé
standings-head = Classement après la ronde { $round } sur { $total } (départages : { $tiebreaks })
standings-line = { $place }. { $name } { $points } ({ $tiebreaks })
standings-separated = {" "}— devant { $name } au départage ({ $tiebreak })
standings-withdrawn = {" "}(abandon)
standings-image-title = Classement
standings-image-final = Classement final
standings-image-round = après la ronde { $round } sur { $total }
standings-image-key = Une valeur encadrée est le départage qui a placé un joueur derrière celui qui le précède.
standings-image-more = { $count ->
    [one] …et un joueur de plus : le tableau complet est dans le message.
   *[other] …et { $count } joueurs de plus : le tableau complet est dans le message.
}
standings-image-alt = Le classement après la ronde { $round } sur { $total } en tableau ; le message contient le même tableau en texte.
standings-image-abbr = { $short } : { $name }
standings-col-place = #
standings-col-player = Joueur
standings-col-points = Pts
tiebreak-short-bh-c1 = BH-1
tiebreak-short-bh = BH
tiebreak-short-sb = SB
tiebreak-short-de = RP
tiebreak-short-win = V
tiebreak-bh-c1 = Buchholz moins 1
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-de = résultat particulier
tiebreak-win = victoires
tournament-usage-role = Dites quel rôle peut organiser des tournois : `!tournoi rôle @rôle` (ou `désactiver`).
tournament-role-none = Ici, les membres qui peuvent gérer les événements du serveur organisent les tournois. Un administrateur du serveur peut aussi autoriser un rôle : `{ $prefix }tournoi rôle @rôle`.
tournament-role-is = Les membres qui ont le rôle { $role } peuvent organiser des tournois ici, comme ceux qui peuvent gérer les événements du serveur.
tournament-role-set = Les membres qui ont le rôle { $role } peuvent désormais organiser des tournois ici.
tournament-role-cleared = Désormais, seuls les membres qui peuvent gérer les événements du serveur organisent les tournois ici.
tournament-role-permission = Seuls les membres qui peuvent gérer le serveur choisissent le rôle qui organise les tournois.
tournament-start-too-few = L'heure de début du tournoi est venue avec { $count } { $count ->
        [one] inscrit
       *[other] inscrits
    } : il faut au moins 2 joueurs. L'organisateur peut le lancer plus tard avec `{ $prefix }tournoi lancer`.
tournament-thread-here = Aucun fil n'a pu être ouvert pour { $name } : ses joueurs jouent ici quand le salon est libre, une partie à la fois (le second joueur la lance avec le bouton ou `{ $prefix }accepter`).

# Exports après l'événement et la liste du salon (issue 41).
tournament-no-such = Aucun tournoi n° { $id } sur ce serveur : `{ $prefix }tournoi liste` affiche ceux de ce salon.
tournament-usage-export = Dites quel tournoi exporter par son numéro : `!tournoi exporter 3` (sans numéro : le dernier de ce salon).
tournament-export-records = Tournoi { $id } : { $count ->
    [one] le relevé d'une partie
   *[other] les relevés de { $count } parties
}, chacun avec son en-tête (joueurs, date, résultat, fin de la partie).
tournament-list-head = { $count ->
    [one] Un tournoi
   *[other] { $count } tournois
} dans ce salon, du plus récent au plus ancien :
tournament-list-line = n° { $id } · { $game }, { $system } ({ $phase }) · { $count ->
    [one] un joueur
   *[other] { $count } joueurs
}
tournament-list-export = `{ $prefix }tournoi exporter N` joint le fichier TRF16 du tournoi N et les relevés de ses parties.
# Whether a player's vacation stops the event's clocks (`no-vacation` at creation).
tournament-vacation-yes = Les vacances comptent : `{ $prefix }vacances` arrête aussi les pendules des parties d'un joueur dans ce tournoi.
tournament-vacation-no = Pas de vacances dans ce tournoi : les pendules continuent de tourner pendant les vacances d'un joueur, qui peut perdre la partie au temps.
