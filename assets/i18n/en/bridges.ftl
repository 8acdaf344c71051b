# What bridges says about itself: its prompt, its turns in words, its scores and results, its rule and notation errors, its board's words.
# A player's colour as a key: $owner is `orange` or `light_blue`.

## Options
bridges-option-unknown = Bridges has no option `{ $option }`: only `size N`
bridges-option-size = expected the header `size N`, N from { $min } to { $max }
bridges-bad-size = bad board size { $size }

## Notation errors (the notation itself stays as is: `place E2`, `pass`, `end`)
bridges-parse-empty = no move given: try `place E2`, `bridge E2 E8`, `pass` or `end`
bridges-parse-unknown-word = `{ $word }` is not a move: try `place E2`, `bridge E2 E8`, `pass` or `end`
bridges-parse-not-a-cell = `{ $word }` is not a cell name: cells are a letter and a number, like E2
bridges-parse-no-such-cell = { $cell } is not on this board: columns A–{ $last_col }, rows 1–{ $last_row }
bridges-parse-place-arity = `place` needs one cell, like `place E2`
bridges-parse-bridge-arity = `bridge` needs two cells, like `bridge E2 E8`
bridges-parse-several = `{ $text }` is more than one step

## Broken rules; they read well after a step (`E5: the hole cannot hold a token`)
bridges-rule-game-over = the game is over
bridges-rule-first-turn-one-step = the first turn is a single step
bridges-rule-turn-full = a turn has at most two steps
bridges-rule-first-turn-no-pass = the first turn cannot be a pass: { $seat } must place a token
bridges-rule-pass-after-step = a step was already made this turn: end the turn instead of passing
bridges-rule-end-without-step = no step was made this turn: make a step or pass
bridges-rule-hole = the hole cannot hold a token
bridges-rule-occupied = { $cell } already holds { $owner ->
        [orange] Orange's
       *[light_blue] Light Blue's
    } token
bridges-rule-on-bridge = { $cell } is covered by { $owner ->
        [orange] Orange's
       *[light_blue] Light Blue's
    } bridge
bridges-rule-touches = touches { $owner ->
        [orange] Orange's
       *[light_blue] Light Blue's
    } token at { $at }
bridges-rule-no-token = { $cell } holds no token
bridges-rule-not-your-token = { $cell } is { $owner ->
        [orange] Orange's
       *[light_blue] Light Blue's
    } token, not yours
bridges-rule-locked = { $cell } is already the end of a bridge
bridges-rule-same-cell = a bridge needs two different cells
bridges-rule-not-on-one-line = { $a } and { $b } are not on one line
bridges-rule-adjacent-ends = { $a } and { $b } are neighbours: a bridge needs a cell between its ends
bridges-rule-blocked = blocked by { $by } at { $at }
bridges-blocker-token = { $owner ->
        [orange] Orange's
       *[light_blue] Light Blue's
    } token
bridges-blocker-bridge = { $owner ->
        [orange] Orange's
       *[light_blue] Light Blue's
    } bridge
# A broken rule named after the step that broke it ($step: `C4`, `E2–E8`).
bridges-explain-touches = { $step } touches { $owner ->
        [orange] Orange's
       *[light_blue] Light Blue's
    } token at { $at }
bridges-explain-blocked = { $step } is blocked by { $by } at { $at }

## What the player to move may do
bridges-prompt-first = place your first token, like `place E2`
bridges-prompt-second = 1 more step, or `end`
bridges-prompt = up to 2 steps (`place E2`, `bridge E2 E8`), or `pass`
bridges-legal-none = No step is possible now: `end` the turn
bridges-legal-place = Place on { $count } { $count ->
        [one] cell
       *[other] cells
    }: { $cells }
bridges-legal-bridges = Bridges: { $bridges }

## A turn in words, after the mover's name ($bridge: `E2–E8 (+5)`)
bridges-turn-placed = placed { $cell }
bridges-turn-placed-two = placed { $first } and { $second }
bridges-turn-bridged = bridged { $bridge }
bridges-turn-two = { $first } and { $second }

## Scores and results
bridges-score = Score: { $orange } · { $light_blue }
bridges-score-seat = { $seat } { $score }
# $values: the bridges' values, `3+2`.
bridges-score-seat-bridges = { $seat } { $score } ({ $values })
# A player by name and colour; just the colour when the name is the colour.
bridges-who = { $name } ({ $seat })
bridges-result-win = { $who } wins { $high }–{ $low }
bridges-result-draw = { $orange }–{ $light_blue } with the same bridges: a draw
# $rank: 1 for the longest bridge, 2 for the second-longest…
bridges-tiebreak-bridge = { $rank ->
        [1] longest bridge
        [2] second-longest bridge
        [3] third-longest bridge
       *[other] { $rank }th-longest bridge
    }
bridges-tiebreak-value = { $value ->
        [0] none
       *[other] { $value }
    }
bridges-result-tiebreak = { $orange }–{ $light_blue }; { $seat } wins the tie-break: { $bridge } { $mine } vs { $theirs }. { $name } wins

## The board: the line under it, its alt text and the text board
bridges-status-draw = Game over · draw { $orange }–{ $light_blue }
bridges-status-win = Game over · { $name } wins { $high }–{ $low }
bridges-status-tiebreak = Game over · { $name } wins { $orange }–{ $light_blue } on the tie-break ({ $mine } v { $theirs })
bridges-status-turn = { $name } to move · turn { $turn }
bridges-status-turn-step = { $name } to move · turn { $turn }, step 2
bridges-status-passed = { $passer } passed · { $name } to move · turn { $turn }
bridges-alt-board = Bridges board, side { $size }.
bridges-alt-seat = { $name } ({ $seat }): { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $tokens ->
        [one] { $tokens } token
       *[other] { $tokens } tokens
    }, { $bridges ->
        [one] { $bridges } bridge
       *[other] { $bridges } bridges
    }.
bridges-alt-last-pass = Last turn: { $seat } passed.
bridges-alt-last = Last turn: { $seat } { $step }.
bridges-alt-last-two = Last turn: { $seat } { $first }, then { $second }.
bridges-alt-status = { $status }.
bridges-text-title = Bridges, side { $size } · { $status }
# A player on the text board with their letter (`o`, `b`).
bridges-text-who = { $name } ({ $seat }, { $letter })
bridges-text-who-seat = { $seat } ({ $letter })
bridges-text-points = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
bridges-text-legend = o b: tokens · O B: bridge ends · - / \: bridges · #: hole · [ ]: last turn
bridges-text-legend-legal = o b: tokens · O B: bridge ends · - / \: bridges · #: hole · [ ]: last turn · +: may place

# Hints: why the AI suggests a step, with its evaluation for the asker.
hint-reason = { $why } (my evaluation for you: { $percent }%)
hint-pass-wins = { $them } just passed and you are ahead { $mine }–{ $theirs }: passing ends the game and you win
hint-pass-draws = passing now ends the game in a draw, the best left
hint-pass = no step helps you here: pass and let the opponent commit
hint-end = a second step would only open lines for your opponent: end the turn
hint-bridge-longest = the longest bridge you can build: { $points } { $points ->
        [one] point
       *[other] points
    } before it can be blocked
hint-bridge = scores { $points } { $points ->
        [one] point
       *[other] points
    } and keeps your longer lines open
hint-cut = cuts { $them }'s open line { $from }–{ $to } worth { $points }
hint-set-up = sets up a bridge to { $to } worth { $points } (next step: bridge { $from } { $to })
hint-room = claims room for future bridges and keeps the opponent's tokens apart
# The live table: a piece in a cell's label (the board's aria-label).
table-piece-bridges = { $tone ->
    [orange] orange token
   *[other] blue token
}
table-piece-bridges-locked = { $tone ->
    [orange] orange token, bridge endpoint
   *[other] blue token, bridge endpoint
}
