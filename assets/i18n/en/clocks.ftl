# Clocks: time left, reminders, adjournment, loss on time, a player's games.
# Fragments that begin with a space or a comma are glued after a name.

clocks-note-stopped = , clock stopped at { $left }
clocks-note-left = , { $left } left
clocks-note-game = {" "}(game: { $left })
clocks-none-ai = Games against me have no clock: take your time
clocks-none = This game has no clock: take your time
clocks-game-over = This game is over
clocks-time-adjourned = The game is adjourned: the clock is stopped with { $left } left for { $player }. `{ $prefix }resume` to play on.
clocks-time-rules-turn-game = { $player } to move: { $left } left in this turn (the rules give { $limit } a turn); the game ends in { $game }.
clocks-time-rules-turn = { $player } to move: { $left } left in this turn (the rules give { $limit } a turn).
clocks-time-rules-game = { $player } to move; the game ends in { $game }.
clocks-time-rules = { $player } to move.
clocks-time = { $player } to move: { $left } left (the clock gives { $limit } a move).
# When the clocks run out, as Discord timestamps (shown in each reader's
# own time zone and language).
clocks-time-move-moment = The move clock runs out <t:{ $at }:R> (<t:{ $at }:f>).
clocks-time-game-moment = The game clock runs out <t:{ $at }:R> (<t:{ $at }:f>).
clocks-adjourned-already = The game is adjourned already: `{ $prefix }resume` to play on
clocks-adjourn-offered = You already offered to adjourn: waiting for { $name }
clocks-adjourn-offer = { $player } offers to adjourn: the clock stops until either of you says `{ $prefix }resume`. { $mention }, do you agree?
clocks-button-adjourn = Adjourn
clocks-button-play-on = Play on
clocks-adjourn-none = No adjournment is on offer
clocks-adjourn-yours = You offered to adjourn: waiting for { $name }
clocks-adjourned = Game adjourned: the clock is stopped with { $left } left for the player to move. Either of you can `{ $prefix }resume` it.
clocks-adjourn-declined = { $name } declined to adjourn: the clock runs on.
clocks-not-adjourned = The game is not adjourned: the clock is running
clocks-resumed = The game resumes. { $mention }, your turn{ $left }: { $prompt }.
clocks-notify-channel = with a ping in the game's channel
clocks-notify-dm = by direct message
clocks-notify-off = not at all
clocks-notify-now = You are reminded of your moves { $how } (`{ $prefix }notify dm`, `{ $prefix }notify channel`, `{ $prefix }notify digest 08:00 Europe/Lisbon` or `{ $prefix }notify off`).
clocks-notify-set = Done: I'll remind you of your moves { $how }.
clocks-mine-your-turn = your turn
clocks-mine-their-turn = { $name }'s turn
clocks-mine-over = over
clocks-mine-no-clock = no clock
clocks-mine-adjourned = adjourned, { $left } left
clocks-mine-left = { $left } left
clocks-mine-none = You have no games running here. `{ $prefix }challenge @name` to start one.
clocks-mine-header = Your games:
clocks-timeout-offline = Time ran out for { $name } while I was offline: no move within { $limit }.
clocks-timeout = Time is up for { $name }: no move within { $limit }.
clocks-remind-channel = { $mention }, a reminder: it's your turn here, { $left } left before you lose on time.
clocks-remind-dm = A reminder: it's your turn in { $channel } ({ $game } against { $name }), { $left } left before you lose on time.
clocks-turn-lost-offline = Time ran out for { $name } while I was offline: no play within { $limit }, so the turn is lost.
clocks-turn-lost = Time is up for { $name }: no play within { $limit }, so the turn is lost.
clocks-game-time-offline = The game's time ({ $limit }) ran out while I was offline: the position is adjudicated.
clocks-game-time = The game's time is up ({ $limit }): the position is adjudicated.

# Lengths of time, in their two largest units: 2 d 23 h, 5 h 12 min, 45 s.
clocks-span-days = { $hours ->
        [0] { $days } d
       *[other] { $days } d { $hours } h
    }
clocks-span-hours = { $minutes ->
        [0] { $hours } h
       *[other] { $hours } h { $minutes } min
    }
clocks-span-minutes = { $seconds ->
        [0] { $minutes } min
       *[other] { $minutes } min { $seconds } s
    }
clocks-span-seconds = { $seconds } s
clocks-bad-clock = `{ $word }` is not a move clock: use a number and a unit, like `3d`, `12h`, `30m` or `45s` (or `none`)
clocks-clock-range = A move clock is 10 s to 30 days, not { $time }: like `clock 3d` or `clock 12h`
# One running game in the list of a player's games.
clocks-mine-line = <#{ $channel }> · { $game } vs { $other } · { $turn } · { $clock }
clocks-adjourn-ai = I don't adjourn games against me: play on, or resign
# Time banks (`clock bank 10d +36h max 10d`).
clocks-note-bank = , { $left } left in the bank
clocks-time-bank = { $player } to move: { $left } left in the bank.{ $rule } { $other } has { $other_left } in the bank.
clocks-timeout-bank = Time is up for { $name }: the time bank is empty.
clocks-timeout-bank-offline = Time ran out for { $name } while I was offline: the time bank is empty.
clocks-bad-bank = `{ $word }` is not a time bank: write `clock bank 10d +36h max 10d` (the bank each player starts with, what each move adds, the most it can hold)
clocks-bank-max-below = A time bank can't hold at most { $max } when it starts with { $start }: make the max at least the start, like `clock bank 10d +36h max 10d`
clocks-bank-or-clock = Give a time per move (`clock`) or a time bank (`bank`), not both
# Conditional moves (`plan`): every answer is private to the player.
plan-usage = Write their move, then your reply, then their next move and your reply to it, and so on; separate lines with commas: `{ $prefix }plan e6-e5 f2-f3, d6-d5 f2-e3`. `{ $prefix }plan` shows your plan, `{ $prefix }plan clear` clears it.
plan-hidden = Plans can't be made in { $game }: the game hides information (the hands), and a move planned ahead could give it away
plan-ai = I answer at once in games against me: there is nothing to plan
plan-your-turn = It's your move: play it first, then plan your replies to theirs
plan-illegal = Line { $line }: `{ $word }` can't be played there. { $why }
plan-no-turn = Line { $line }: `{ $word }` comes when it's nobody's turn to play it (the game is over, or a player must pass)
plan-mid-turn = Line { $line } stops in the middle of a turn after `{ $word }`: finish that turn (with `end` where the game needs it)
plan-needs-reply = Line { $line } ends with their move `{ $word }`: add your reply to it
plan-two-replies = Lines { $first } and { $second } answer the same moves with different replies: keep one of them
plan-too-long = A plan holds at most 20 lines of 20 turns each
plan-saved = Plan saved; only you can see it, and I'll play your reply the moment their move matches a line:
    { $plan }
    `{ $prefix }plan clear` to clear it.
plan-shown = Your plan (only you can see it):
    { $plan }
    `{ $prefix }plan clear` to clear it.
plan-none = You have no plan in this game. `{ $prefix }plan e6-e5 f2-f3` plans a reply to their move.
plan-cleared = Plan cleared: I'll play nothing for you.
plan-cancelled = Your plan in { $channel } ({ $game } against { $name }) is cancelled: their move `{ $turn }` matched none of its lines. It's your turn.
plan-cancelled-illegal = Your plan in { $channel } ({ $game } against { $name }) is cancelled: your planned reply `{ $reply }` could no longer be played. It's your turn.
# Vacation (`vacation 3d`): days off a year, each player's own.
vacation-left = You have { $days } { $days ->
        [one] day
       *[other] days
    } of vacation left this year. `{ $prefix }vacation 3d` stops the clocks of all your games against people for three days.
vacation-too-long = You asked for { $asked } { $asked ->
        [one] day
       *[other] days
    } of vacation, but have { $days } { $days ->
        [one] day
       *[other] days
    } left this year
vacation-usage = `{ $word }` is not a length of vacation: write the days, like `vacation 3d` (`vacation` alone says how many are left)
vacation-nothing = None of your games has a running clock to stop: no day of vacation was spent.
vacation-started = Enjoy your vacation: the clocks of { $games } { $games ->
        [one] game are
       *[other] games are
    } stopped until { $until }, and start again by themselves. { $days } { $days ->
        [one] day
       *[other] days
    } of vacation left this year.
vacation-busy = The game in { $channel } was busy, so its clock still runs: say `vacation` again in a moment.
vacation-ai = Games against me have no clock, so a vacation changes nothing there.
vacation-tournament = The game in { $channel } belongs to a tournament without vacation: its clock still runs.
vacation-paused = { $name } is on vacation until { $until }: the clock is stopped with { $left } left for { $player }, and starts again by itself then.
vacation-over = The vacation is over: the clock runs again, { $left } left for { $player }.
vacation-day-spent = Time ran out for { $name }, so a day of their vacation is spent instead: one more day to move ({ $left } { $left ->
        [one] day
       *[other] days
    } of vacation left this year).
# The daily word (`notify digest 08:00 Europe/Lisbon`): one DM a day.
clocks-notify-digest = in one direct message a day at { $at } ({ $zone }), listing every game where it is your move (and by direct message when a quarter of your time is left)
clocks-digest-bad-zone = `{ $zone }` is not a time zone I know: write its name as the time zone database does, like `Europe/Lisbon`, `America/Sao_Paulo` or `UTC`.
clocks-digest-zone-hint = The time is in UTC: say your time zone once, like `{ $prefix }notify digest 08:00 Europe/Lisbon`.
clocks-digest-header = Your daily word: it's your move in { $games } { $games ->
        [one] game
       *[other] games
    }:
clocks-digest-line = { $game } against { $name } · { $clock } · { $link }
clocks-digest-table = {" "}· table: { $link }
