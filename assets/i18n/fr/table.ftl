# La table en direct (src/web/, src/commands/table.rs).

table-button = Table
table-off = La table en direct n'est pas activée ici : le propriétaire du bot peut l'activer avec une section `[web]` dans la configuration du bot (voir le README, *Configuration*).
table-link-seat = Votre place à la table en direct de cette partie (à vous seul : qui a le lien joue pour vous) : { $link }
table-link-watch = Suivez cette partie en direct à sa table : { $link }
table-local-link = Table : { $link }

# La page de la table (src/web/page.rs lui envoie tous les messages
# table-page-* ; le script de la page remplit les arguments { $name }).
table-page-title = Table en direct
table-page-connecting = Connexion à la table…
table-page-reconnecting = La connexion est perdue : reconnexion…
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
table-page-chosen = Choisi : { $steps }. Choisissez maintenant une des cases éclairées.
table-page-played = Joué : { $text }
table-page-keys = Les flèches parcourent le plateau ; Entrée ou Espace joue la case.

table-token-malformed = Ce lien de table est incomplet : copiez-le à nouveau ou demandez-en un autre avec /table.
table-token-forged = Ce lien de table n'a pas été fait par ce bot : demandez le vôtre avec /table.
table-token-expired = Ce lien de table a expiré : demandez-en un autre avec /table.
table-other-game = Ce lien de table est celui d'une partie qui ne se joue plus ici : demandez-en un autre avec /table.
table-origin-refused = Cette table ne s'ouvre que depuis sa propre page.
table-error-malformed = Ce message n'a pas pu être lu : { $reason }
table-error-too-big = Ce message est trop long : { $max ->
    [one] { $max } octet
   *[other] { $max } octets
} au plus.
table-error-slow-down = Trop de messages : attendez un instant, puis réessayez.
table-error-watch-only = Ce lien permet seulement de suivre la partie : demandez le vôtre avec /table pour jouer.
table-error-stale = Le plateau a changé (il en est à { $now }, vous avez vu { $seen }) : regardez à nouveau, puis jouez.
table-error-not-now = Cela n'a rien donné : la partie ne l'a pas pris en compte.
