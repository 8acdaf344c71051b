# What rastros says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# Cell-name errors are `square-…` in avanco.ftl.

## Options and notation.
rastros-no-option = Rastros has no option `{ $option }`: only `size 7` or `size 8`
rastros-bad-size = size `{ $value }`: Rastros is played on 8×8 or 7×7, `size 8` or `size 7`
rastros-no-pass = there is no pass in Rastros: move the piece, like f6
rastros-not-from-piece = the piece is on { $piece }, not { $from }: write just the cell it moves to, like { $example }

## Broken rules, after the move (`b4: …`).
rastros-off-board = that cell is not on the board
rastros-not-the-piece = the piece is on { $piece }, not { $from }
rastros-stays = the piece is on { $cell } already: it must move
rastros-not-adjacent = the piece steps to one of the 8 cells around it
rastros-stone = { $cell } holds a black stone
rastros-turn-over = a turn moves the piece once: the next move is the other player's

## What the player to move may do.
rastros-prompt = move the white piece to an empty cell next to it, like `{ $example }`; your goal is { $goal }

## A turn in words, after the mover's name.
rastros-moved = moved the piece { $from } to { $to }
rastros-then = { $first }, then { $next }

## Why the game ended, and the status line.
rastros-reason-corner = the piece reached { $cell }, { $name }'s corner
rastros-reason-blocked = { $name } cannot move
rastros-wins = { $name } wins: { $reason }
rastros-status-over = Game over · { $name } wins: { $reason }
rastros-status-to-move = { $name } to move

## The text board's legend (O, #, 1, 2 and . are the board's signs).
rastros-legend = O the piece · # stones ({ $stones }) · 1 { $first }'s goal ({ $first_goal }) · 2 { $second }'s goal ({ $second_goal }) · . empty

## The image's alt text, sentence by sentence.
rastros-alt-board = Rastros board, { $size }×{ $size }. The white piece is on { $piece }, with { $count ->
        [0] no black stones
        [one] 1 black stone on { $stones }
       *[other] { $count } black stones on { $stones }
    }; { $first }'s goal is { $first_goal }, { $second }'s { $second_goal }.
rastros-alt-last = Last move { $from } to { $to }.
rastros-alt-status = { $status }.
# The live table: a piece in a cell's label (the board's aria-label).
table-piece-rastros = { $tone ->
    [white] the piece
   *[other] black stone
}
