# Jouer : tours, coups, annulation, plateau et score, relevés, abandon,
# nulles, annulation par un modérateur, statistiques, rediffusions, et
# comment une partie s'est terminée.

play-who = { $name } ({ $seat })
play-your-turn = { $player }, à vous de jouer{ $colour }{ $left }
play-over = Cette partie est terminée
play-not-your-turn = C'est au tour { seat-of }
play-not-your-turn-named = C'est au tour { seat-of } ({ $name })
play-adjourned = La partie est ajournée : `{ $prefix }reprendre` pour continuer
play-refused-after-others = { $why } (rien n'a été joué)
play-refused-turn-over = { $why } : rien n'a été joué
play-nothing-played = Rien n'a été joué
play-moved = { $seat } : { $done }.
play-moved-next = { $seat } : { $done }. { $prompt }.
play-forced-pass = Aucun coup possible pour { seat-the } : le tour passe à l'adversaire.
play-not-a-command = `{ $word }` n'est pas une commande : essayez `{ $prefix }aide`
play-nothing-to-undo = Rien à annuler : seule une étape de votre tour en cours peut être reprise
play-took-back = { $seat } : a repris { $step }. À vous : { $prompt }.

play-button-end = Finir le tour
play-button-pass = Passer
play-button-legal = Coups possibles
play-button-hand = Votre main
play-button-rematch = Revanche
play-button-resign = Abandonner
play-button-keep = Continuer
play-button-accept-draw = Accepter la nulle
play-button-decline = Refuser

play-status = { $a } contre { $b } · tour { $turn }
play-status-to-move = { $status } · au tour { seat-of }
play-turn-of = { $game } · tour { $turn }

play-game-over = Partie terminée : { $result }.
play-game-over-to = { $player } Partie terminée : { $result }.
play-ratings = Elo : { $a } { $a0 } → { $a1 } · { $b } { $b0 } → { $b1 }
play-game-id = Partie n° { $id } · `{ $prefix }relevé { $id }` · `{ $prefix }revoir { $id }`

play-record-head = Partie n° { $id }, { $head }
play-record-last = Dernière partie ici, { $head } Partie n° { $id }.
play-record-none = Aucune partie ici pour l'instant, ni en cours ni terminée
play-record-unreadable = Le relevé de cette partie est illisible : { $error }
play-record-omitted = # … { $count } { $count ->
        [one] tour précédent omis
       *[other] tours précédents omis
    }
play-archived-head = { $a } contre { $b } : { $result }.
play-no-such-game = Aucune partie terminée n° { $id } sur ce serveur : `{ $prefix }historique` donne les numéros

play-resign-ask = Abandonner cette partie ? (Ou tapez `{ $prefix }abandonner oui`.)
play-resign-not-yours = Ce bouton est réservé au joueur qui a demandé à abandonner
play-resign-stale = Ce bouton date d'un tour précédent : tapez de nouveau `{ $prefix }abandonner` si vous voulez vraiment abandonner

play-draw-no-ai = Je n'accepte pas les nulles : continuez à jouer, ou `abandonner`
play-draw-already = Vous avez déjà proposé la nulle : on attend { $name }
play-draw-offer = { $who } propose la nulle. { $player } : `{ $prefix }nulle` pour accepter, ou continuez à jouer.
play-draw-none = Aucune proposition de nulle en cours : elle a déjà reçu une réponse, ou la partie a avancé
play-draw-own = C'est votre propre proposition : on attend { $name }
play-draw-declined = { $who } refuse la nulle : la partie continue.

play-abort-not-moderator = Seul un modérateur (**Gérer les messages**) peut interrompre une partie ; les joueurs peuvent `abandonner`
play-abort-none = Aucune partie à interrompre dans ce salon
play-abort-removed = Données de partie illisibles supprimées ({ $key }). Le salon est libre pour une nouvelle partie.

play-stats-counts = { $games } { $games ->
        [one] partie
       *[other] parties
    }, { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    }, { $losses } { $losses ->
        [one] défaite
       *[other] défaites
    }, { $draws } { $draws ->
        [one] nulle
       *[other] nulles
    }
play-stats = { $name } : { $all }
play-stats-here = { $name } : { $here } ici ; { $all } au total

play-replay-none = Aucune partie terminée ici à rediffuser pour l'instant
play-replay-failed = Impossible de rediffuser cette partie : { $error }
play-replay-of-game = Rediffusion de la partie n° { $id } ({ $game }) : { $a } contre { $b }.
play-replay-of-last = Rediffusion de la dernière partie ici ({ $game }) : { $a } contre { $b }.

# Comment une partie s'est terminée, une phrase sans point final.
play-result-wins = { $who } gagne
play-result-draw = partie nulle
play-result-resigned = { $loser } abandonne ; { $winner } gagne
play-result-timeout = { $loser } perd au temps ; { $winner } gagne
play-result-agreed = Nulle par accord mutuel
play-result-aborted = Interrompue par un modérateur ; pas de résultat

# Durées : 2 h, 5 min, 30 s.
play-duration-h = { $n } h
play-duration-min = { $n } min
play-duration-s = { $n } s

# La ligne d'état des images d'une rediffusion, et une rediffusion trop lourde.
play-replay-turn = Tour { $turn } sur { $turns }
play-replay-too-big = la rediffusion ferait { $size } Mo, au-delà de la limite de { $limit } Mo
# La ligne du tour d'un joueur et ce qu'il peut jouer.
play-turn-prompt = { $turn } : { $prompt }.

## Private hands, in any game with hands (the game words its own: `hand-…-KEY` in its catalog).

hand-button-row = Ligne { $row }
hand-not-player = Vous ne jouez pas dans cette partie : les mains sont réservées aux joueurs
hand-none = Ce jeu n'a pas de mains : tout est sur le plateau
hand-look-cell = Ligne { $row } : choisissez une case.
hand-cell-none = Ce jeu n'a pas de cases à regarder ainsi
