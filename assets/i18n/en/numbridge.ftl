# What numbridge says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# Hand and /nb replies (hand-…) are at the end.

## Options of a game (record lines, challenge words).

numbridge-option-unknown = Numbridge has no option `{ $option }`: its options are { $options }
numbridge-option-variant = variant must be ponte, blitz or dominios, not `{ $value }`
numbridge-option-clues = { $variant } takes { $min } to { $max } clues (default { $default }), not `{ $value }`
numbridge-option-turn = a turn lasts 30, 45, 60 or 120 seconds, not `{ $value }`
numbridge-option-cost = a clue costs 1 or 2 tiles, not `{ $value }`
numbridge-option-candidates = candidates must be on or off, not `{ $value }`
numbridge-option-seed = the seed must be a whole number, not `{ $value }`

## Why no puzzle was made.

numbridge-puzzle-size = the size must be 9 or 6, not { $size }
numbridge-puzzle-blocks = blocks must be `regular` or `irregular`, not `{ $value }`
numbridge-puzzle-too-many-clues = { $clues } { $clues ->
        [one] clue does
       *[other] clues do
    } not fit on a { $size }×{ $size } board ({ $cells } { $cells ->
        [one] cell
       *[other] cells
    })
numbridge-puzzle-too-few-clues = no { $size }×{ $size } puzzle with { $clues } { $clues ->
        [one] clue
       *[other] clues
    } and a unique solution found for seed { $seed } ({ $tries } removal { $tries ->
        [one] order
       *[other] orders
    } tried); give more clues
numbridge-puzzle-no-layout = no irregular { $size }×{ $size } layout with a solution found for seed { $seed }

## Reading a play.

numbridge-bad-cell = `{ $text }` is not a cell: a cell is a column A–{ $last } and a row 1–{ $rows }, like C4
numbridge-bad-digit = `{ $text }` is not a digit: tiles are 1 to { $max }
numbridge-bad-play = `{ $text }` is not a play: write `C4:7` (place a 7 on C4), `C4+5` (take the clue on C4, paying a 5) or `swap`
numbridge-no-play = no play given
numbridge-one-play = one play per message: send this play, then the next one after it
numbridge-write-a-play = write a play like `C4:7`, `c4 7`, `C4+5` or `swap`
numbridge-no-x = write the play without `x` (like `C4:7`): the bot says whether it misses
numbridge-time-not-played = `time` is written by the clock, not played

## A play refused: $reason follows the cell ($cell) it is about.

numbridge-explain-cell = { $cell }: { $reason }
numbridge-error-over = the game is over
numbridge-error-clue-here = it is a clue; take it with `+`
numbridge-error-taken = it is taken; it is { $seat }'s
numbridge-error-clue-taken = it is a clue, taken already
numbridge-error-not-in-hand = you have no { $digit } in your hand
numbridge-error-no-digit = there is no digit { $digit } on this board
numbridge-error-not-a-clue = it holds no clue to take
numbridge-error-clue-owned = its clue is { $seat }'s already
numbridge-error-too-few-tiles = a clue costs { $cost } { $cost ->
        [one] tile
       *[other] tiles
    } and you hold { $held }: place a tile or swap
numbridge-error-free-clue = a clue is free only with an empty hand: name the tile you pay, like `C4+5`
numbridge-error-empty-bag = the bag is empty: no exchange
numbridge-error-pass = you can still play: a pass is only for a player with nothing to play
numbridge-error-record-miss = the record says a miss but the puzzle says otherwise
numbridge-error-record-hit = the record says a hit but the puzzle says otherwise
numbridge-turn-over = the turn was already over (a miss or the last play of the turn ends it)

## What the player to move may do.

numbridge-prompt-over = the game is over
numbridge-prompt-tiles = place a tile, like `C4:7`{ $clue ->
        [paid1] ; take a clue paying a tile, like `C4+5`
        [paid2] ; take a clue paying 2 tiles (you name one, the other goes at random), like `C4+5`
       *[none] {""}
    }{ $swap ->
        [yes] ; or `swap`
       *[no] {""}
    }
numbridge-prompt-no-tiles = { $clue ->
        [free] take a clue for free, like `C4+`{ $swap ->
            [yes] , or `swap` for new tiles
           *[no] {""}
        }
       *[none] { $swap ->
            [yes] `swap` for new tiles
           *[no] nothing to play: you are passed
        }
    }
numbridge-prompt-two-plays = { $prompt } (two plays this turn, one per message)

## A turn in words, after the player's name. $digit is a tile (1 to 9).

numbridge-turn-placed = placed { $digit ->
        [8] an
       *[other] a
    } { $digit } on { $cell }
numbridge-turn-missed = missed with { $digit ->
        [8] an
       *[other] a
    } { $digit } on { $cell }
numbridge-turn-clue-free = took the clue on { $cell } for free
numbridge-turn-clue-paid = took the clue on { $cell }, paying { $digit ->
        [8] an
       *[other] a
    } { $digit }
numbridge-turn-clue-paid-random = took the clue on { $cell }, paying { $digit ->
        [8] an
       *[other] a
    } { $digit } and a tile at random
numbridge-turn-swapped = swapped the hand
numbridge-turn-passed = passed (nothing to play)
numbridge-turn-time = ran out of time for the turn
numbridge-turn-timeup = was on move when the game clock ran out
# Two plays of one turn (or more, one at a time).
numbridge-turn-and = { $first } and { $then }

## The hand, only to its owner.

numbridge-hand = Your hand: { $tiles }
numbridge-hand-empty = Your hand is empty

## The board's words: seat details, status, score, result, text board, alt text.

numbridge-detail-hand = hand { $tiles }
numbridge-detail-tiles = { $count } { $count ->
        [one] tile
       *[other] tiles
    }
numbridge-detail-misses = { $count } { $count ->
        [one] miss
       *[other] misses
    }
numbridge-status = { $name } to move · turn { $turn } · bag { $bag }
numbridge-status-plays-left = { $count } { $count ->
        [one] play
       *[other] plays
    } left
numbridge-status-miss = miss: { $digit } on { $cell }
numbridge-status-over = Game over · { $result }
numbridge-score-cells = Cells: { $orange } { $orange_cells } – { $blue } { $blue_cells } · misses { $orange_misses }–{ $blue_misses }
numbridge-score-blocks = Blocks: { $orange } { $orange_blocks } – { $blue } { $blue_blocks } · cells { $orange_cells }–{ $blue_cells } · misses { $orange_misses }–{ $blue_misses }
numbridge-result-rows = { $name } wins, joining the top and bottom rows
numbridge-result-columns = { $name } wins, joining the left and right columns
numbridge-result-blocks = { $name } wins { $won } { $won ->
        [one] block
       *[other] blocks
    } to { $lost }
numbridge-tally-cells = cells { $a }–{ $b }
numbridge-tally-blocks = blocks { $a }–{ $b }
numbridge-tally-blocks-cells = blocks { $a }–{ $b }, cells { $x }–{ $y }
numbridge-result-time-win = time is up: { $name } wins on { $tally }
numbridge-result-time-draw = time is up: a draw on { $tally }
numbridge-board-key-connect = clue 5, { $orange } [5], { $blue } (5); { $orange } joins the top and bottom rows, { $blue } the left and right columns
numbridge-board-key-blocks = clue 5, { $orange } [5], { $blue } (5); win 5 blocks by owning 5 of their 9 cells
numbridge-cells-none = none
numbridge-alt = Numbridge { $variant } board, a { $size } by { $size } hex sudoku. Clues: { $clues }. { $orange } cells: { $orange_cells }. { $blue } cells: { $blue_cells }.
numbridge-alt-line = { $line }.
numbridge-alt-last = Last: { $turn }.

## Close-ups, privately: a tile's candidates, a cell's lines (`cell C4`).

numbridge-candidates = Your { $digit } may go on { $count } { $count ->
        [one] cell
       *[other] cells
    } (no { $digit } in their row, column or block yet; not the solution): { $cells }
numbridge-cell-where = { $cell } (row { $row }, column { $column }, block { $block })
numbridge-cell-open = { $place } is empty; digits still open there: { $digits }
numbridge-cell-filled = { $place } holds { $digit ->
        [8] an
       *[other] a
    } { $digit }; its row, column and block are lit
numbridge-board-blocks = Blocks (a letter per block):

## Rooms (`room`): what a room allows, and a challenge it refuses.

numbridge-room-rules = { $room ->
        [blitz] Blitz room
        [normal] Normal room
       *[study] Study room
    }: Numbridge { $variants }, turns of { $turns } s, { $min }–{ $max } clues (default { $default }), clue cost { $costs }, candidate highlighting { $candidates ->
        [never] not allowed
        [on] on (may be turned off)
       *[off] off (may be turned on)
    }; the first value listed is the default
numbridge-room-refuses = this channel's room does not allow { $option } { $value }. { $rules }

## Hands through the command layer (the hand reply, its buttons, /nb).

hand-tap-numbridge = Tap a tile to place it.
hand-type-numbridge = Type a tile's cell and digit to place it, like `C4 7`.
hand-button-place-numbridge = Place { $pick }
hand-button-swap-numbridge = Swap hand
hand-cannot-place-numbridge = You can't place a { $pick } now: `hand` shows your tiles
hand-pick-cell-numbridge = Your { $pick }: pick a cell.
hand-pick-cell-in-row-numbridge = Your { $pick } in row { $row }: pick a cell.
hand-pick-row-numbridge = Your { $pick }: pick a row.
hand-or-type-numbridge = Or type it, like `C4 7`.
hand-nb-what = `/nb` needs what to do: place, clue, swap or hand
hand-button-clue-numbridge = Clue { $cell }
hand-clue-note-numbridge = A Clue button takes that clue, paying with this tile.
hand-button-look-numbridge = A cell's lines
hand-look-row-numbridge = A cell's row, column and block: pick its row.
usage-cell = `cell` needs a cell, like `cell C4`
usage-room = a room is `blitz`, `normal` or `study` (or `off`), not `{ $word }`

## Rooms (`room`, `/room`).

room-none = This channel is no room: Numbridge challenges here may choose any options. A server manager makes it one with `{ $prefix }room blitz`, `normal` or `study`.
room-here = { $rules }. A server manager may change it (`{ $prefix }room normal`) or end it (`{ $prefix }room off`).
room-set = This channel is a room now. { $rules }.
room-off = This channel is no room any more: Numbridge challenges here may choose any options.
room-was-none = This channel was no room: nothing changed.
room-managers-only = Only the server's managers may make a channel a room
room-in-dm = A room is a server's channel: not in direct messages
room-invite = This channel's room: { $rules }.
# The counters beside the table's board.
numbridge-counter-misses = Misses
numbridge-counter-tiles = Tiles
numbridge-counter-bag = Bag
numbridge-take-ask = Take the clue on { $cell }? It costs { $cost ->
        [one] your { $digit }
       *[other] your { $digit } and one more tile at random
    }.
# The live table: a piece in a cell's label (the board's aria-label).
table-piece-numbridge = { $tone ->
    [orange] { $digit }, Orange's
    [blue] { $digit }, Blue's
   *[other] clue { $digit }
}
table-command-swap = Swap
