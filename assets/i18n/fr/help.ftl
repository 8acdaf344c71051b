# !help: the commands, in short.

help-commands = Les commandes pour **{ $game }** (les noms anglais marchent aussi) :
    `{ $prefix }défier @nom [jeu] [options] [couleur]` · `{ $prefix }accepter` · `{ $prefix }refuser` · `{ $prefix }retirer` · `{ $prefix }jeux`
    Contre moi : `{ $prefix }jouer-ia [jeu] [niveau 1-5]` · `{ $prefix }conseil` · `{ $prefix }analyser` (dernière partie)
    Coups (sans préfixe à votre tour) : { $moves }
    `{ $prefix }plateau` · `{ $prefix }score` · `{ $prefix }relevé` · `{ $prefix }possibles` · `{ $prefix }abandonner` · `{ $prefix }nulle` · `{ $prefix }stats [@nom]` · `{ $prefix }règles [jeu]` · `{ $prefix }interrompre` (modérateurs)
    Pendules : `{ $prefix }défier @nom pendule 3j|12h|30m|aucune` · `... fil` · `{ $prefix }temps` · `{ $prefix }ajourner` · `{ $prefix }reprendre` · `{ $prefix }rappels mp|salon|résumé 8h Europe/Paris|désactiver` · `{ $prefix }mes-parties`
    Langue : `{ $prefix }langue en|pt|fr|auto` (administrateurs du serveur)
    Cote Elo (Glicko-2, par jeu et par serveur ; `... amicale` pour ne pas compter, les parties contre moi ne comptent jamais ; `?` = provisoire, écart au-dessus de { $rd }) : `{ $prefix }elo [@nom] [jeu]` · `{ $prefix }classement [jeu]` · `{ $prefix }historique [@nom] [jeu]` · `{ $prefix }relevé N°` · `{ $prefix }revoir N°`
    Tournois : `{ $prefix }tournoi créer JEU [suisse N|toutes-rondes|aller-retour] [pendule 3j] [début 2j] [sans-vacances]` (qui peut gérer les événements) · `{ $prefix }tournoi rejoindre|quitter|lancer|abandonner` · `{ $prefix }tournoi` · `{ $prefix }classement-tournoi`
help-moves-bridges = `E2` ou `poser E2` · `E2-E8` ou `pont E2 E8` · `poser E2, pont E2 E8` · `finir` · `passer` · `annuler`
help-moves-undo = { $moves } · `annuler`
help-numbridge = Numbridge : `{ $prefix }main` ou le bouton **Votre main** (pour vous seul) · `/nb poser|indice|échanger|main|case` · `{ $prefix }case C4` (la ligne, la colonne, le bloc et les chiffres possibles d'une case, pour vous seul) · `{ $prefix }défier @nom numbridge [ponte|blitz|domínios] [indices N] [irréguliers] [tour 30|45|60|120] [coût 1|2] [candidats oui|non]` · `{ $prefix }salle` (la salle de ce salon ; administrateurs du serveur : `salle blitz|normal|étude|désactiver`). Un tour dont le temps s'écoule est perdu ; quand le temps de la partie est écoulé, le plateau décide ; `{ $prefix }ajourner` arrête les deux pendules jusqu'à `{ $prefix }reprendre`.

# Ce que reçoit une commande mal tapée : ce qui n'allait pas et comment le dire.
usage-no-colour = { $game } n'a pas de couleur `{ $word }` : choisissez { $first ->
        [orange] `orange`
        [white] `blancs`
        [black] `noirs`
        [first] `premier`
       *[other] `{ $first }`
    }, { $second ->
        [blue] `bleu-clair`
        [white] `blancs`
        [black] `noirs`
        [second] `second`
       *[other] `{ $second }`
    } ou `hasard`
usage-unknown-game = `{ $word }` n'est pas un de mes jeux : essayez { $games }
usage-not-game-id = `{ $word }` n'est pas un numéro de partie : utilisez le numéro donné par `historique` ou par le message de fin de partie, comme `relevé 42`
usage-resign = `abandonner { $word }` ? Tapez `abandonner`, puis confirmez avec le bouton ou `abandonner oui`
usage-who = Je ne sais pas qui est `{ $word }` : mentionnez la personne pour que son nom passe en bleu
usage-notify = `{ $word }` n'est pas une façon de vous rappeler vos coups : utilisez `rappels mp`, `rappels salon`, `rappels résumé 8h` ou `rappels désactiver`
usage-notify-digest = `{ $word }` n'est ni une heure ni un fuseau horaire : écrivez `rappels résumé 8h Europe/Paris`
usage-level = Le niveau est un nombre de 1 à 5, comme `niveau 3`
usage-level-needs = `niveau` attend un nombre, comme `niveau 3`
usage-size = La taille est un nombre de { $min } à { $max }, comme `taille 8`
usage-size-needs = `taille` attend un nombre, comme `taille 8`
usage-slash-size = La taille va de { $min } à { $max }, comme 8
usage-clock-needs = `pendule` attend un temps par coup, comme `pendule 3j`, `pendule 12h` ou `pendule aucune`
usage-number-needs = `{ $word }` attend un nombre, comme `{ $word } { $example }`
usage-not-option = `{ $word }` n'est pas une option : utilisez `défier @nom [jeu] [taille N] [couleur|hasard] [pendule 3j|aucune] [fil] [amicale]`
usage-game-id = Un numéro de partie est un nombre comme 42
usage-not-variant = `{ $word }` n'est pas une variante : utilisez ponte, blitz ou domínios
usage-not-blocks = `{ $word }` n'est pas un type de blocs : utilisez réguliers ou irréguliers
usage-not-command = `/{ $word }` n'est pas une de mes commandes : essayez `/aide`
usage-button-gone = Ce bouton n'est plus valable

# Les réponses de la couche des commandes elle-même.
bot-slow-down = Doucement : { $count } { $count ->
        [one] commande
       *[other] commandes
    } par minute au plus
bot-button-other-channel = Ce bouton appartient à une partie d'un autre salon
bot-button-stale = Ce bouton date d'un tour précédent : la partie a avancé
bot-level-for-ai = `niveau` ne vaut que pour les parties contre moi : `jouer-ia niveau 3`
bot-play-on = La partie continue.
bot-no-game = Aucune partie dans ce salon : lancez-en une avec `{ $prefix }défier @nom`
bot-not-playing = Vous ne jouez pas dans cette partie
bot-game-data-unreadable = La partie enregistrée ici est illisible ({ $key } : { $reason }). Un modérateur peut utiliser `interrompre`
bot-data-unreadable = Des données enregistrées sont illisibles ({ $key } : { $reason })
bot-storage-error = Erreur de stockage : rien n'a été modifié, veuillez réessayer
bot-no-image = (Pas d'image du plateau : il me faut ici les permissions **Joindre des fichiers** et **Intégrer des liens**.)
bot-restarting = Je redémarre : réessayez dans un instant.
bot-went-wrong = Une erreur est survenue pendant cette commande.
bot-thread-refused-permission = Je n'ai pas pu ouvrir de fil pour cette partie : il me faut la permission **{ $permission }** dans ce salon. Le défi reste ouvert : acceptez-le à nouveau une fois cela réglé.
bot-thread-refused = Je n'ai pas pu ouvrir de fil pour cette partie : Discord a refusé ({ $detail }). Le défi reste ouvert : acceptez-le à nouveau une fois cela réglé.
bot-game-refused = { $game } : { $error }
# Les permissions telles que Discord les nomme dans ses réglages.
bot-permission-create-threads = Créer des fils publics
bot-permission-view-channel = Voir le salon

# Les parties contre l'IA : son nom, le début, les conseils, l'analyse.
ai-name = IA niveau { $level }
ai-no-clock = Les parties contre moi n'ont pas de pendule : je réponds tout de suite
ai-game-on = La partie commence, { $setup } : { $first } contre { $second }.
ai-you-start = { $mention }, à vous de commencer{ $left } : { $prompt }.
ai-no-hints = Pas de conseils dans une partie entre deux personnes : les conseils sont réservés aux parties contre moi
ai-no-hint = Pas de conseil : aucun coup n'est possible maintenant
ai-hint-search = le choix du moteur après une seconde de réflexion
ai-hint = Conseil pour { $who } : `{ $action }` : { $reason }.
ai-analyse-none = Aucune partie terminée ici à analyser pour l'instant
ai-analyse-unreadable = Le relevé de la dernière partie est illisible : { $error }
ai-analyse-bridges-only = L'analyse ne concerne que les parties de Ponts pour l'instant ; dernière partie ici : { $game }
ai-analyse-no-moves = La dernière partie ici s'est terminée avant le premier coup : rien à analyser
ai-analyse-failed = Impossible d'analyser la dernière partie : { $error }
ai-analysis = L'avis de l'IA sur la dernière partie ici ({ $first } contre { $second }, { $turns } { $turns ->
        [one] tour
       *[other] tours
    } ; { $result }) :
ai-mistake = { $who } : plus grosse erreur au tour { $turn }, `{ $played }` ; mieux valait `{ $better }` (chances de gagner { $before } % → { $after } %).
ai-no-mistake = { $who } : pas d'erreur nette.

# Classements, historiques, revanches.
ratings-provisional = ? = provisoire (écart au-dessus de { $rd })
ratings-won = gagnée
ratings-lost = perdue
ratings-drew = nulle
ratings-aborted = interrompue
ratings-rated = { $rating } ({ $count } { $count ->
        [one] partie
       *[other] parties
    })
ratings-one = { $name } · { $game } : { $rated }
ratings-none-game = { $name } n'a pas encore de cote Elo en { $game } ici : elle part de 1500 avec la première partie qui compte
ratings-none = { $name } n'a pas encore de cote Elo ici : elle part de 1500 avec la première partie qui compte
ratings-entry = { $game } { $rated }
ratings-all = { $name } : { $list }
ratings-leaderboard-none = Aucune partie classée ({ $game }) ici pour l'instant
ratings-leaderboard = Classement pour **{ $game }** :
ratings-history-none-game = { $name } n'a pas encore de partie terminée ({ $game }) ici
ratings-history-none = { $name } n'a pas encore de partie terminée ici
ratings-history = Dernières parties de { $name } (`{ $prefix }relevé N°`, `{ $prefix }revoir N°`) :
ratings-history-line = n° { $id } · { $game } · contre { $opponent } · { $result }
ratings-rematch-not-yours = Seuls { $first } et { $second } peuvent demander cette revanche

# Mode local (dans un terminal) : son aide, ses questions et ses notes.
local-help = Mode local : vous jouez les deux camps en tapant les coups comme sur Discord (`E2`, `E2-E8`, `poser E2, pont E2 E8`, `finir`, `passer` ; `c2-c3` à l'Avanço ; `aide JEU` pour les coups d'un jeu), sans préfixe ; Numbridge seulement contre l'IA (`jouer ia numbridge`). `annuler` reprend une étape de votre tour. Aussi : `plateau`, `score`, `relevé`, `possibles`, `conseil`, `analyser`, `revoir`, `abandonner` (puis `abandonner oui`), `règles [JEU]`, `jeux`, `nouvelle [JEU] [taille N]`, `jouer ia [JEU] [niveau 1-5] [taille N] [COULEUR]`, `langue en|pt|fr`, `quitter`.
local-new-usage = Tapez `nouvelle` ou `nouvelle taille N`, N de 3 à 13 (ou `nouvelle JEU`, voir `jeux`)
local-thinking = je réfléchis…
local-board-image = Image du plateau : { $path }
local-board-image-failed = (impossible d'écrire l'image du plateau : { $error })
local-record = Relevé : { $path }
local-record-failed = (impossible d'écrire le relevé : { $error })
local-hands = { $game } cache la main de chaque joueur, et ici les deux mains seraient visibles : jouez-le contre l'IA avec `jouer ia { $key }`.
local-yes = o
local-carrying-on = On continue.
local-resuming = Reprise de votre partie.
local-abandon-new = Abandonner la partie en cours et en commencer une autre ? [o/N]
local-abandon-ai = Abandonner la partie en cours et jouer contre l'IA ? [o/N]
local-no-game = Aucune partie en cours : tapez `nouvelle` ou `nouvelle taille N` pour en commencer une.
local-another = Tapez `nouvelle` pour une autre partie, ou `quitter`.
local-abandoned = La partie en cours est abandonnée.
local-not-option = `{ $word }` n'est pas une option : utilisez `nouvelle [JEU] [taille N]` ou `jouer ia [JEU] [niveau 1-5] [taille N] [COULEUR]`
local-someone = l'autre joueur
local-games = Jeux (`nouvelle JEU`, ou `jouer ia JEU` contre l'IA) :
local-help-game = Coups ({ $game }) : { $moves }
local-help-hands = `main` montre vos tuiles ; ici, on joue contre l'IA : `jouer ia { $key } [niveau 1-5]`.
local-lang-now = Langue de cette session : { $name } (`langue en|pt|fr` la change).
local-lang-set = Langue de cette session : { $name }.
local-lang-unknown = `{ $word }` n'est pas une langue que je parle : choisissez en, pt ou fr.
bot-no-dm = Je ne peux pas vous envoyer cela en privé : autorisez les messages privés de ce serveur, ou utilisez la commande slash (sa réponse n'est visible que par vous).
bot-done = C'est fait.
# Un jeu dans `!games` : nom, autre nom, clé, résumé.
games-line = **{ $game }**{ $aka } `{ $key }` : { $summary }
