# What avanco says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.

## Cell names on square boards (Avanço, Rastros), `square-…`.
square-not-a-cell = `{ $text }` is not a cell: cells are a file a–{ $last_file } and a rank 1–{ $ranks }, like e5
square-off-board = { $cell } is not on this board: files a–{ $last_file }, ranks 1–{ $ranks }

## Options and notation.
avanco-no-options = Avanço takes no options: `{ $option }` is not one (the board is always 7×7)
avanco-no-pass = there is no pass in Avanço: move a piece, like c2-c3
avanco-not-a-move = `{ $text }` is not a move: write from-to, like c2-c3, or fromxto for a capture, like d4xe5

## Broken rules, after the move (`c3-c5: …`). $owner, $mover: white or black.
avanco-off-board = that cell is not on the 7×7 board
avanco-empty = there is no piece on { $cell }
avanco-not-yours = { $cell } holds { $owner ->
        [white] a white piece
       *[black] a black piece
    }: { $seat } moves the { $mover ->
        [white] white pieces
       *[black] black pieces
    }
avanco-stays = a piece must move to another cell
avanco-sideways = nothing moves sideways
avanco-backward = nothing moves backward
avanco-too-far = a piece steps one rank forward
avanco-too-wide = a piece steps to one of the three cells just ahead of it
avanco-straight-capture = captures are diagonal only
avanco-straight-capture-on = captures are diagonal only: { $cell } holds { $owner ->
        [white] a white piece
       *[black] a black piece
    }
avanco-occupied = { $cell } holds { $owner ->
        [white] a white piece
       *[black] a black piece
    }
avanco-nothing-to-capture = there is nothing to capture on { $cell }: `x` marks a capture, `-` a move
avanco-unmarked-capture = this move captures on { $cell }: write it with `x`
avanco-turn-over = a turn moves one piece once: the next move is the other player's

## What the player to move may do; $colour: white or black.
avanco-prompt = move { $colour ->
        [white] a white piece
       *[black] a black piece
    } one cell forward, straight or diagonally, like `{ $step }`; capture diagonally, like `{ $capture }`

## A turn in words, after the mover's name.
avanco-played = played { $move }
avanco-captured = captured on { $cell } with { $move }
avanco-then = { $first }, then { $next }
avanco-and-won = { $turn } and won: { $reason }

## Why the game ended; $colour: white or black.
avanco-reason-far-rank = { $colour ->
        [white] a white piece
       *[black] a black piece
    } reached rank { $rank }
avanco-reason-last-captured = { $colour ->
        [white] the last white piece
       *[black] the last black piece
    } was captured
avanco-wins = { $name } wins: { $reason }
avanco-status-over = Game over · { $name } wins: { $reason }
avanco-status-to-move = { $name } to move
avanco-score = Pieces: { $white_seat } { $white } · { $black_seat } { $black }

## The text board: a letter for each side's pieces, and the legend.
avanco-letter-white = W
avanco-letter-black = B
avanco-legend = { $white } · { $black } · . empty
avanco-legend-side = { $letter } { $name } ({ $seat }, { $count } { $count ->
        [one] piece
       *[other] pieces
    })
avanco-legend-side-seat = { $letter } { $seat } ({ $count } { $count ->
        [one] piece
       *[other] pieces
    })

## The image's alt text, sentence by sentence.
avanco-alt-side = { $name } ({ $seat }) has { $count ->
        [0] 0 pieces
        [one] 1 piece on { $cells }
       *[other] { $count } pieces on { $cells }
    }
avanco-alt-board = Avanço board, 7×7. { $white }; { $black }.
avanco-alt-last-move = Last move { $move }.
avanco-alt-last-capture = Last move { $move }, a capture.
avanco-alt-status = { $status }.
# The live table: a piece in a cell's label (the board's aria-label).
table-piece-avanco = { $tone ->
    [white] White pawn
   *[other] Black pawn
}
