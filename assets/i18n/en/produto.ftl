# What produto says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.

# Notation errors.
produto-not-a-cell = `{ $text }` is not a cell: cells are a column A–I and a row 1–9, like E5
produto-off-board = { $cell } is not on the board (A1–A5, B1–B6, … E1–E9, … I5–I9)
produto-not-a-stone = `{ $text }` is not a stone: write its colour and its cell, like bE5 or wC3

# Rule errors.
produto-taken = { $cell } is taken
produto-over = the game is over: the board is full
produto-turn-one-stone = the first turn is a single stone
produto-turn-two-stones = a turn is two stones

# What the player to move may do.
produto-prompt-first = place one stone of either colour, like `bE5` or `wE5`
produto-prompt-second = place your second stone, black or white, like `wC3`
produto-prompt-two = place two stones, each black or white, like `bE5 wC3`

# A turn in words, after the mover's name: `placed white A1 and black A2`.
produto-placed = placed { $stones }
produto-stone-black = black { $cell }
produto-stone-white = white { $cell }
produto-stones-two = { $first } and { $second }

# The status line, the seats' small lines, the text board.
produto-status-over = Game over · { $result }
produto-status = { $name } to move · turn { $turn } · { $owed }
produto-owed-first = 1 stone of either colour
produto-owed-two = 2 stones, each of either colour
produto-owed-one-more = 1 more stone of either colour
produto-seat-stones = { " " }· { $count ->
    [one] { $count } stone
   *[other] { $count } stones
}
produto-board-legend = x black, o white

# Scores (largest group × second largest) and results.
produto-score-line = { $black_name } { $black } · { $white_name } { $white }
produto-result-win = { $name } wins { $winner }–{ $loser }
produto-result-fewer-stones = { $score }–{ $score }; { $name } wins with fewer stones of their own colour ({ $own } vs { $other })

# What a screen reader says instead of the board.
produto-alt = Produto board, { $black } black and { $white } white stones of 61 cells. Score: { $score }. { $status }.
produto-alt-last = Produto board, { $black } black and { $white } white stones of 61 cells. Score: { $score }. Last: { $last }. { $status }.
produto-colour-black = Black
produto-colour-white = White
# The live table: a piece in a cell's label (the board's aria-label).
table-piece-produto = { $tone ->
    [white] white stone
   *[other] black stone
}
