# What sesqui says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.

# Notation errors.
sesqui-not-an-action = `{ $text }` is not an action: write a drop as its cell (`d4`), a move as `d4-d7`

# Rule errors.
sesqui-pass-not-forced = `pass` is only for a player who owes actions and has none legal
sesqui-turn-one = turn 1 is a single drop
sesqui-turn-two = turn 2 is two drops
sesqui-drop-made = this turn's drop is made already
sesqui-turn-one-no-move = turn 1 is a single drop, no move
sesqui-turn-two-no-move = turn 2 is two drops, no move
sesqui-move-made = this turn's move is made already
sesqui-no-stock = you have no stones left in stock
sesqui-taken = { $cell } is taken
sesqui-not-adjacent = a drop must touch one of your stones orthogonally
sesqui-not-yours = { $cell } holds no stone of yours
sesqui-not-a-queen-line = { $from } and { $to } are not on one rank, file or diagonal: a stone moves like a queen
sesqui-blocked = the path from { $from } to { $to } is blocked at { $at }
sesqui-crossing-drop = the drop would leave a forbidden crossing at { $from }–{ $to }
sesqui-crossing-move = the move would leave a forbidden crossing at { $from }–{ $to }
sesqui-turn-over = the turn was already over: a turn is one drop and one move, and ends early when no owed action is legal

# What the player to move may do.
sesqui-prompt-first = drop a stone on any cell, like `d4`
sesqui-prompt-two-drops = drop two stones on any two cells, like `c3 f6`
sesqui-prompt-second-drop = drop your second stone on any cell, like `f6`
sesqui-prompt-drop-and-move = drop a stone next to one of yours (`d4`) and move a stone like a queen (`d4-d7`), in either order
sesqui-prompt-move = move a stone like a queen, like `d4-d7`
sesqui-prompt-drop = drop a stone next to one of yours, like `d4`

# A turn in words, after the mover's name: `dropped c3 and moved d4-d7`.
sesqui-dropped = dropped { $cell }
sesqui-dropped-two = dropped { $first } and { $second }
sesqui-moved = moved { $action }
sesqui-and = { $first } and { $second }

# The status line, the seats' small lines, the text board.
sesqui-status-over = Game over · { $result }
sesqui-status = { $name } to move · turn { $turn } · { $owed }
sesqui-status-after-pass = { $passer } passed · { $name } to move · turn { $turn } · { $owed }
sesqui-owed-first = 1 drop anywhere
sesqui-owed-two-drops = 2 drops anywhere
sesqui-owed-one-more-drop = 1 more drop anywhere
sesqui-owed-drop-and-move = a drop and a move
sesqui-owed-move = a move
sesqui-owed-drop = a drop
sesqui-seat-stock = { " " }· { $count } in stock
sesqui-board-legend = x black (joins ranks 1 and 8), o white (joins files a and h)

# Stones on the board and in stock; results.
sesqui-score-line = { $black_name } { $black_board } on the board, { $black_stock } in stock · { $white_name } { $white_board } on the board, { $white_stock } in stock
sesqui-result-win-black = { $name } wins, joining North and South
sesqui-result-win-white = { $name } wins, joining West and East
sesqui-draw-two-passes = a draw: two passes in a row
sesqui-draw-repetition = a draw: the same position for the third time
sesqui-draw-turn-limit = a draw: turn { $turn } ended without a winner

# What a screen reader says instead of the board.
sesqui-none = none
sesqui-alt = Sesqui board, 8 by 8. Black joins ranks 1 and 8, White files a and h. Black stones: { $black }. White stones: { $white }. { $score }. { $status }.
sesqui-alt-last = Sesqui board, 8 by 8. Black joins ranks 1 and 8, White files a and h. Black stones: { $black }. White stones: { $white }. { $score }. Last: { $last }. { $status }.
# The live table: a piece in a cell's label (the board's aria-label).
table-piece-sesqui = { $tone ->
    [white] white stone
   *[other] black stone
}
