# La table en direct (src/web/, src/commands/table.rs).

table-button = Table
table-off = La table en direct n'est pas activée ici : le propriétaire du bot peut l'activer avec une section `[web]` dans la configuration du bot (voir le README, *Configuration*).
table-link-seat = Votre place à la table en direct de cette partie (à vous seul : qui a le lien joue pour vous) : { $link }
table-link-watch = Suivez cette partie en direct à sa table : { $link }
table-local-link = Table : { $link }
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
