# Words on every game's board image and text board, and what every game
# shares. A seat's small header line is `{ $sub }` (its seat name and
# any detail) with what it is doing.

view-seat-wins = { $sub } · wins
view-seat-draw = { $sub } · draw
view-seat-to-move = { $sub } · to move

# What every game says the same way.
rule-broken = { $action }: { $reason }
move-none = no move given
turn-already-over = the turn was already over
turn-played = played { $moves }
view-alt = { $game } board. { $status }.
option-none = { $game } has no option `{ $option }`: it takes none
game-is-over = the game is over
no-turn-clock = this game has no turn clock
no-game-clock = this game has no game clock
turn-passed = passed
moves-none = No move is possible now
moves-list = Your moves ({ $count }): { $moves }
moves-more = { " " }… ({ $count } more)

# A game option in a setup line (`size 5`), by its record key.
option-size = size { $value }
option-variant = variant { $value }
option-clues = clues { $value }
option-blocks = blocks { $value }
option-turn = turn { $value }
option-cost = cost { $value }
option-candidates = candidates { $value }
