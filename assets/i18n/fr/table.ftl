# La table en direct (src/web/, src/commands/table.rs).

table-button = Table
table-off = La table en direct n'est pas activée ici : le propriétaire du bot peut l'activer avec une section `[web]` dans la configuration du bot (voir le README, *Configuration*).
table-link-seat = Votre place à la table en direct de cette partie (à vous seul : quiconque a ce lien joue à votre place) : { $link }
table-link-watch = Suivez cette partie en direct à sa table : { $link }
table-local-link = Table : { $link }
table-local-link-seat = Table ({ $seat }) : { $link }
table-local-link-watch = Table (spectateurs) : { $link }

# La page de la table (src/web/page.rs lui envoie tous les messages
# table-page-* ; le script de la page remplit les arguments { $name }).
table-page-title = Table en direct
table-page-connecting = Connexion à la table…
table-page-reconnecting = Connexion perdue : reconnexion…
table-page-your-turn = À vous de jouer.
table-page-to-move = Au tour de { $name }.
table-page-watching = Vous suivez cette partie.
table-page-you = votre place
table-page-over = La partie est terminée.
table-page-clock = Temps restant : { $time }
table-page-clock-days = { $days } j { $time }
table-page-adjourned = Ajournée : la pendule est arrêtée.
table-page-moves = Coups
table-page-no-moves = Aucun coup pour l'instant.
table-page-result = Résultat
table-page-step-back = Coup précédent
table-page-step-forward = Coup suivant
table-page-step-of = Après le coup { $ply } sur { $total }
table-page-picks = Vos choix
table-page-commands = Actions
table-page-board = Plateau
table-page-board-text = Le plateau en texte
table-page-palette = Couleurs adaptées au daltonisme
table-page-language = Langue
table-page-miss = Raté : le { $digit } ne va pas en { $cell }.
table-page-chosen = Sélection : { $steps }. Choisissez maintenant une des cases en surbrillance.
table-page-played = Joué : { $text }
table-page-keys = Les flèches déplacent la sélection sur le plateau ; Entrée ou Espace joue sur cette case.
table-page-offline = Hors ligne : reconnexion…
table-page-offline-not-sent = Vous êtes hors ligne : rien n'a été envoyé. Rejouez une fois la connexion revenue.
table-page-resumed = De nouveau en ligne : vous n'avez rien manqué.
table-page-new-game = Ouvrir la nouvelle partie
table-page-game-clock = Partie : { $time }
table-page-ask-yes = Oui
table-page-ask-no = Non
table-page-offer-draw = { $name } propose la nulle.
table-page-offer-draw-you = Vous avez proposé la nulle : on attend la réponse de { $name }.
table-page-offer-adjourn = { $name } propose d'ajourner la partie.
table-page-offer-adjourn-you = Vous avez proposé d'ajourner : on attend la réponse de { $name }.
table-page-draw-declined = { $name } refuse la nulle : la partie continue.
table-page-draw-declined-you = Vous avez refusé la nulle : la partie continue.
table-page-draw-accepted = La nulle a été acceptée.
table-page-adjourn-declined = { $name } refuse d'ajourner : la partie continue.
table-page-adjourn-declined-you = Vous avez refusé d'ajourner : la partie continue.
table-page-adjourn-accepted = L'ajournement a été accepté : la pendule est arrêtée.
table-page-moved = { $name } a joué { $move }.
table-page-title-your-turn = À vous de jouer · { $page }
table-page-flip = Retourner le plateau
table-page-now = Revenir à la partie
table-page-rules = Règles
table-page-rematch-asked = Revanche demandée : dès que la nouvelle partie commencera, cette page en affichera le lien.

table-token-malformed = Ce lien de table est incomplet : copiez-le à nouveau ou demandez-en un autre avec /table.
table-token-forged = Ce lien de table n'a pas été créé par ce bot : demandez le vôtre avec /table.
table-token-expired = Ce lien de table a expiré : demandez-en un autre avec /table.
table-other-game = Ce lien de table est celui d'une partie qui ne se joue plus ici : demandez-en un autre avec /table.
table-token-malformed-local = Ce lien de table est incomplet : copiez-le à nouveau depuis le terminal où tourne le bot.
table-token-forged-local = Ce lien de table n'a pas été créé par ce bot : ouvrez l'un des liens qu'affiche son terminal.
table-token-expired-local = Ce lien de table a expiré : ouvrez l'un des liens que le terminal affiche maintenant.
table-other-game-local = Ce lien de table est celui d'une partie qui ne se joue plus ici : le terminal a affiché les liens de la nouvelle partie.
table-replaced = Une nouvelle partie a commencé dans ce salon : cette page montrait la précédente.
table-origin-refused = Cette table ne s'ouvre que depuis sa propre page.
table-error-malformed = Ce message n'a pas pu être lu : { $reason }
table-error-too-big = Ce message est trop long : { $max ->
    [one] { $max } octet
   *[other] { $max } octets
} au plus.
table-error-slow-down = Trop de messages : attendez un instant, puis réessayez.
table-error-watch-only = Ce lien permet seulement de suivre la partie : demandez le vôtre avec /table pour jouer.
table-error-stale = Le plateau a changé entre-temps : regardez à nouveau, puis jouez.
table-error-not-now = Sans effet : la partie n'a pas accepté cette action.
table-error-not-offered = Ce bouton n'a pas été proposé à cette table : on ne peut utiliser ici que les boutons qu'elle affiche.
table-too-many-sockets = Ce lien a déjà { $max } { $max ->
        [one] table ouverte
       *[other] tables ouvertes
    } : fermez-en une, puis réessayez.
table-error-not-over = La partie est encore en cours : ses coups pourront être revus un à un quand elle sera finie.
table-error-no-ply = Cette partie compte { $of ->
    [one] { $of } coup
   *[other] { $of } coups
} : demandez-en un de 0 à { $of }.
# Les boutons de la table (ceux d'une place, quand elle peut s'en servir).
table-command-end = Finir le tour
table-command-pass = Passer
table-command-resign = Abandonner
table-command-draw = Proposer la nulle
table-command-adjourn = Proposer l'ajournement
table-command-resume = Reprendre
table-command-draw-accept = Accepter la nulle
table-command-draw-decline = Refuser la nulle
table-command-adjourn-accept = Ajourner
table-command-adjourn-decline = Continuer
table-command-rematch = Revanche
# Asked by the page before a command that ends the game.
table-ask-resign = Abandonner cette partie ? Votre adversaire la gagnera.
table-ask-ending = Cela termine la partie : { $result } Jouer quand même ?
# Ce que la page dit d'un clic qui ne fait rien.
table-why-not-your-turn = Ce n'est pas à vous de jouer : attendez votre adversaire.
table-why-watching = Vous suivez cette partie : seuls ses joueurs peuvent jouer.
table-why-no-action = Rien ne se joue là : choisissez une case en surbrillance.
# Une case en mots (l'aria-label du plateau).
table-cell = { $cell }, { $what }
table-cell-zones = { $cell }, { $what }, ligne { $row }, colonne { $column }, bloc { $block }
table-cell-empty = vide
# La ligne d'état pendant que l'IA réfléchit à son tour.
table-ai-thinking = L'IA réfléchit…
# Une petite case touchée une fois sur un écran tactile : le second toucher la joue.
table-page-tap-again = { $cell } : touchez-la de nouveau pour confirmer.
# La boîte du plan : les coups conditionnels d'une place, écrits sur la page.
table-page-plan = Préparer vos réponses
table-page-plan-help = Écrivez le coup de l'adversaire, puis votre réponse (puis son coup suivant et votre réponse…) ; séparez les lignes par des virgules. Vous seul voyez votre plan.
table-page-plan-moves = Coups
table-page-plan-save = Enregistrer le plan
table-page-plan-clear = Effacer le plan
# Un interrupteur (aria-pressed) pour un son bref quand l'adversaire joue et quand c'est à vous ; coupé tant qu'on ne l'a pas activé.
table-page-sound = Son
