# Playing a game: turns, moves, undo, board and score, records, resigning,
# draws, aborting, stats, replays, and how a game ended.

play-who = { $name } ({ $seat })
play-your-turn = { $player }, your turn{ $colour }{ $left }
play-over = This game is over
play-not-your-turn = It's { $seat }'s turn
play-not-your-turn-named = It's { $seat }'s turn ({ $name })
play-adjourned = The game is adjourned: `{ $prefix }resume` to play on
play-refused-after-others = { $why } (nothing was played)
play-refused-turn-over = { $why }: nothing was played
play-nothing-played = Nothing was played
play-moved = { $seat } { $done }.
play-moved-next = { $seat } { $done }. { $prompt }.
play-forced-pass = { $seat } has no legal move, so I passed for them.
play-not-a-command = `{ $word }` is not a command: try `{ $prefix }help`
play-nothing-to-undo = Nothing to undo: only a step of your unfinished turn can be taken back
play-took-back = { $seat } took back { $step }. Your move: { $prompt }.

play-button-end = End turn
play-button-pass = Pass
play-button-legal = Legal moves
play-button-hand = Your hand
play-button-rematch = Rematch
play-button-resign = Resign
play-button-keep = Keep playing
play-button-accept-draw = Accept draw
play-button-decline = Decline

play-status = { $a } vs { $b } · turn { $turn }
play-status-to-move = { $status } · { $seat } to move
play-turn-of = { $game } · turn { $turn }

play-game-over = Game over: { $result }.
play-game-over-to = { $player } Game over: { $result }.
play-ratings = Ratings: { $a } { $a0 } → { $a1 } · { $b } { $b0 } → { $b1 }
play-game-id = Game #{ $id } · `{ $prefix }record { $id }` · `{ $prefix }replay { $id }`

play-record-head = Game #{ $id }, { $head }
play-record-last = Last game here, { $head } Game #{ $id }.
play-record-none = No game here yet, running or finished
play-record-unreadable = That game's record can't be read: { $error }
play-record-omitted = # … { $count } earlier { $count ->
        [one] turn
       *[other] turns
    } omitted
play-archived-head = { $a } vs { $b }: { $result }.
play-no-such-game = No finished game #{ $id } on this server: `{ $prefix }history` lists game ids

play-resign-ask = Resign this game? (Or type `{ $prefix }resign yes`.)
play-resign-not-yours = That button is for the player who asked to resign
play-resign-stale = That button is from an earlier turn: `{ $prefix }resign` again if you mean it

play-draw-no-ai = I don't agree draws: play on, or `resign`
play-draw-already = You already offered a draw: waiting for { $name }
play-draw-offer = { $who } offers a draw. { $player }: `{ $prefix }draw` to accept, or play on.
play-draw-none = No draw offer is open: it was answered, or the game moved on
play-draw-own = That's your own offer: waiting for { $name }
play-draw-declined = { $who } declined the draw: play on.

play-abort-not-moderator = Only a moderator (Manage Messages) can abort a game; players can `resign`
play-abort-none = No game in this channel to abort
play-abort-removed = Removed the unreadable game data ({ $key }). The channel is free for a new game.

play-stats-counts = { $games } { $games ->
        [one] game
       *[other] games
    }, { $wins } { $wins ->
        [one] win
       *[other] wins
    }, { $losses } { $losses ->
        [one] loss
       *[other] losses
    }, { $draws } { $draws ->
        [one] draw
       *[other] draws
    }
play-stats = { $name }: { $all }
play-stats-here = { $name }: { $here } here; { $all } overall

play-replay-none = No finished game here to replay yet
play-replay-failed = That game can't be replayed: { $error }
play-replay-of-game = Replay of game #{ $id } ({ $game }): { $a } vs { $b }.
play-replay-of-last = Replay of the last { $game } game here: { $a } vs { $b }.

# How a game ended, one sentence without a full stop.
play-result-wins = { $who } wins
play-result-draw = a draw
play-result-resigned = { $loser } resigned; { $winner } wins
play-result-timeout = { $loser } ran out of time; { $winner } wins
play-result-agreed = Draw agreed
play-result-aborted = Aborted by a moderator; no result

# Durations: 2 h, 5 min, 30 s.
play-duration-h = { $n } h
play-duration-min = { $n } min
play-duration-s = { $n } s

# The status line of a replay's frames, and a replay too big to send.
play-replay-turn = Turn { $turn } of { $turns }
play-replay-too-big = the replay would be { $size } MB, over the { $limit } MB limit
# A player's turn line and what to play.
play-turn-prompt = { $turn }: { $prompt }.

## Private hands, in any game with hands (the game words its own: `hand-…-KEY` in its catalog).

hand-button-row = Row { $row }
hand-not-player = You're not playing in this game: the hands are only for the players
hand-none = This game has no hands: everything is on the board
hand-look-cell = Row { $row }: pick a cell.
hand-cell-none = This game has no cells to look at like that
