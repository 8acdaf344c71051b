# Réglages : la langue du serveur.

language-now-server = Je parle { $name } sur ce serveur (son réglage). Les gestionnaires la changent avec `!language en|pt|fr|auto`.
language-now-discord = Je parle { $name } ici, comme votre Discord. Les gestionnaires peuvent en choisir une pour le serveur : `!language en|pt|fr`.
language-now-default = Je parle { $name } ici. Les gestionnaires peuvent choisir : `!language en|pt|fr`.
language-set = Désormais je parle { $name } sur ce serveur.
language-auto = Je suis maintenant la langue Discord de chaque joueur sur ce serveur ({ $name } pour vous).
language-needs-manager = Seuls les membres qui peuvent gérer le serveur peuvent changer ma langue.
language-unknown = `{ $word }` n'est pas une langue que je parle : choisissez en, pt, fr ou auto.
language-dm = En messages privés je suis la langue de votre Discord. Chaque serveur choisit la sienne avec `!language`.
