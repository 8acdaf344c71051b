# Tournaments: Swiss (FIDE Dutch system) and round robin (Berger tables).

tournament-usage = `{ $word }` is not a tournament command: use create, join, leave, start, withdraw, remove, pause, resume, cancel, export or role (nothing: show it).
tournament-usage-create = Create a tournament with `!tournament create GAME [swiss ROUNDS | roundrobin | double] [clock 3d] [game options] [rated|unrated] [max N] [starts 2d] [no-vacation]`.
tournament-usage-remove = Say whom to remove: `!tournament remove @player`.
tournament-usage-max = `max` needs a number of players, 2 or more: `max 16`.
tournament-usage-starts = `starts` needs a delay: `starts 2d`, `starts 12h`.
tournament-none = No tournament here. Create one with `{ $prefix }tournament create GAME`.
tournament-in-server = Tournaments are run in a server's channel, not in direct messages.
tournament-create-permission = Only members who can manage the server's events (or have the role the server allows) may organise a tournament.
tournament-exists = This channel already has a tournament: `{ $prefix }tournament` shows it.
tournament-needs-clock = A tournament's games need a move clock: say `clock 3d` (or leave it out for three days a move).
tournament-created = Tournament { $id } created: { $game }, { $system }. Join with `{ $prefix }tournament join`; the organiser starts it with `{ $prefix }tournament start`.
tournament-not-open = The tournament is not taking registrations.
tournament-already-in = You are already registered.
tournament-full = The tournament is full ({ $max } { $max ->
        [one] player
       *[other] players
    }).
tournament-joined = { $name } joined ({ $count } registered).
tournament-leave-started = The tournament has started: use `{ $prefix }tournament withdraw` to stop playing.
tournament-not-in = That player is not in the tournament.
tournament-left = { $name } left the tournament.
tournament-organiser-only = Only the organiser (or a member who may organise tournaments here) may do that.
tournament-too-few = A tournament needs at least 2 players.
tournament-started = The tournament starts: { $count } { $count ->
        [one] player
       *[other] players
    }, { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }.
tournament-round = Round { $round } of { $total }:
tournament-board = Board { $board }: { $first } (first) vs { $second }
tournament-board-forfeit = Board { $board }: { $first } vs { $second } (not played: forfeit)
tournament-bye = { $name } has the bye ({ $points }).
tournament-rest = { $name } rests this round.
tournament-absent = { $name } is not paired this round.
tournament-thread = Game thread: { $name }. If it does not open by itself, the second player opens it with the button (or `{ $prefix }accept`).
tournament-button-open = Open the game
tournament-game-on = Tournament game on: { $first } moves first against { $second }. { $prompt }
tournament-not-running = The tournament is not running.
tournament-not-paused = The tournament is not paused.
tournament-paused = The tournament is paused: games in progress go on, the next round waits for `{ $prefix }tournament resume`.
tournament-resumed = The tournament goes on.
tournament-cancelled = The tournament is cancelled.
tournament-not-started = The tournament has not started yet.
tournament-export = Tournament { $id } as a FIDE TRF16 file.
tournament-removed = Removed from the tournament.
tournament-already-withdrawn = That player has already withdrawn.
tournament-withdrawn = { $name } withdraws: not paired from the next round on.
tournament-podium = The tournament is over! 🥇 { $first } 🥈 { $second } 🥉 { $third }
tournament-show = Tournament { $id }: { $game }, { $system } ({ $phase }).
tournament-registered = { $count } registered: { $names }
tournament-playing = playing
tournament-board-state = Board { $board }: { $first } vs { $second } ({ $state })
tournament-system-swiss = Swiss, { $rounds } { $rounds ->
        [one] round
       *[other] rounds
    }
tournament-system-swiss-auto = Swiss
tournament-system-roundrobin = round robin
tournament-system-double = double round robin
tournament-phase-open = open for registration
tournament-phase-running = running
tournament-phase-paused = paused
tournament-phase-finished = finished
tournament-phase-cancelled = cancelled
standings-head = Standings after round { $round } of { $total } (tie-breaks: { $tiebreaks })
standings-line = { $place }. { $name } { $points } ({ $tiebreaks })
standings-separated = {" "}— ahead of { $name } on { $tiebreak }
standings-withdrawn = {" "}(withdrawn)
standings-image-title = Standings
standings-image-final = Final standings
standings-image-round = after round { $round } of { $total }
standings-image-key = A framed value is the tie-break that put a player below the one above.
standings-image-more = { $count ->
    [one] …and one more player: the whole table is in the message.
   *[other] …and { $count } more players: the whole table is in the message.
}
standings-image-alt = The standings after round { $round } of { $total } as a table; the message holds the same table as text.
standings-image-abbr = { $short }: { $name }
standings-col-place = #
standings-col-player = Player
standings-col-points = Pts
tiebreak-short-bh-c1 = BH-C1
tiebreak-short-bh = BH
tiebreak-short-sb = SB
tiebreak-short-de = DE
tiebreak-short-win = W
tiebreak-bh-c1 = Buchholz Cut-1
tiebreak-bh = Buchholz
tiebreak-sb = Sonneborn-Berger
tiebreak-de = direct encounter
tiebreak-win = wins
tournament-usage-role = Say which role may organise tournaments: `!tournament role @role` (or `off`).
tournament-role-none = Members who can manage the server's events organise tournaments here. A manager can allow a role too: `{ $prefix }tournament role @role`.
tournament-role-is = Members with the role { $role } may organise tournaments here, as well as those who can manage the server's events.
tournament-role-set = Members with the role { $role } may now organise tournaments here.
tournament-role-cleared = Only members who can manage the server's events organise tournaments here now.
tournament-role-permission = Only members who can manage the server may choose the role that organises tournaments.
tournament-start-too-few = The tournament's start time has come with { $count } registered: it needs at least 2 players. The organiser can start it later with `{ $prefix }tournament start`.
tournament-thread-here = No thread could be opened for { $name }: its players play here when the channel is free, one game at a time (the second player starts it with the button or `{ $prefix }accept`).

# Exports after the event and the channel's list (issue 41).
tournament-no-such = No tournament { $id } on this server: `{ $prefix }tournament list` shows this channel's.
tournament-usage-export = Say which tournament to export by its number: `!tournament export 3` (nothing: this channel's latest).
tournament-export-records = Tournament { $id }: { $count ->
    [one] one game's record
   *[other] { $count } games' records
}, each with its header (players, date, result, how the game ended).
tournament-list-head = { $count ->
    [one] One tournament
   *[other] { $count } tournaments
} in this channel, newest first:
tournament-list-line = #{ $id } · { $game }, { $system } ({ $phase }) · { $count ->
    [one] one player
   *[other] { $count } players
}
tournament-list-export = `{ $prefix }tournament export N` attaches tournament N's TRF16 file and the records of its games.
# Whether a player's vacation stops the event's clocks (`no-vacation` at creation).
tournament-vacation-yes = Vacation applies: `{ $prefix }vacation` stops the clocks of a player's games here too.
tournament-vacation-no = No vacation in this tournament: its clocks keep running while a player is on vacation, and a clock that runs out loses the game.
