# Words on every game's board image and text board, and what every game
# shares. A seat's small header line is `{ $sub }` (its seat name and
# any detail) with what it is doing.

view-seat-wins = { $sub } · gagne
view-seat-draw = { $sub } · partie nulle
view-seat-to-move = { $sub } · au trait

# What every game says the same way.
rule-broken = { $action } : { $reason }
move-none = aucun coup indiqué
turn-already-over = le tour était déjà fini
turn-played = a joué { $moves }
view-alt = Plateau de { $game }. { $status }.
option-none = { $game } n'a pas d'option `{ $option }` : il n'en prend aucune
game-is-over = la partie est finie
no-turn-clock = ce jeu n'a pas de pendule par tour
no-game-clock = ce jeu n'a pas de pendule de partie
turn-passed = a passé
moves-none = Aucun coup n'est possible maintenant
moves-list = Vos coups ({ $count }) : { $moves }
moves-more = { " " }… ({ $count } de plus)

# A game option in a setup line (`size 5`), by its record key.
option-size = côté { $value }
option-variant = variante { $value ->
        [ponte] Ponte
        [blitz] Blitz
        [dominios] Domínios
       *[other] { $value }
    }
option-clues = indices { $value }
option-blocks = blocs { $value ->
        [regular] réguliers
        [irregular] irréguliers
       *[other] { $value }
    }
option-turn = { $value } s par tour
option-cost = coût { $value }
option-candidates = { $value ->
        [on] avec candidats
        [off] sans candidats
       *[other] candidats { $value }
    }
