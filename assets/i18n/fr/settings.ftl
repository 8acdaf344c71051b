# Réglages : la langue du serveur.

language-now-server = Langue sur ce serveur : { $name } (réglage du serveur). Les administrateurs du serveur la changent avec `!langue en|pt|fr|auto`.
language-now-discord = Langue ici : { $name }, celle de votre Discord. Les administrateurs peuvent en fixer une pour tout le serveur : `!langue en|pt|fr`.
language-now-default = Langue ici : { $name }. Les administrateurs du serveur peuvent en choisir une autre : `!langue en|pt|fr`.
language-set = C'est fait : la langue de ce serveur est désormais { $name }.
language-auto = Je suis maintenant la langue Discord de chaque joueur sur ce serveur (la vôtre : { $name }).
language-needs-manager = Seuls les membres qui ont la permission **Gérer le serveur** peuvent changer ma langue.
language-unknown = `{ $word }` n'est pas une langue que je parle : choisissez en, pt, fr ou auto.
language-dm = En messages privés, je suis la langue de votre Discord. Chaque serveur choisit la sienne avec `!langue`.
