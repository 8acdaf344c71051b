# !help: the commands, in short.

help-commands = **{ $game }** commands:
    `{ $prefix }challenge @name [game] [options] [colour]` · `{ $prefix }accept` · `{ $prefix }decline` · `{ $prefix }cancel` · `{ $prefix }games`
    Against me: `{ $prefix }play ai [game] [level 1-5]` · `{ $prefix }hint` · `{ $prefix }analyse` (last game)
    Moves (no prefix needed on your turn): { $moves }
    `{ $prefix }board` · `{ $prefix }score` · `{ $prefix }record` · `{ $prefix }legal` · `{ $prefix }resign` · `{ $prefix }draw` · `{ $prefix }stats [@name]` · `{ $prefix }rules [game]` · `{ $prefix }abort` (moderators)
    Clocks: `{ $prefix }challenge @name clock 3d|12h|30m|none` · `... thread` · `{ $prefix }time` · `{ $prefix }adjourn` · `{ $prefix }resume` · `{ $prefix }notify dm|channel|digest 08:00 Europe/Lisbon|off` · `{ $prefix }mygames`
    Language: `{ $prefix }language en|pt|fr|auto` (server managers)
    Ratings (Glicko-2, per game and server; `... unrated` opts out, AI games never count; `?` = provisional, deviation above { $rd }): `{ $prefix }rating [@name] [game]` · `{ $prefix }leaderboard [game]` · `{ $prefix }history [@name] [game]` · `{ $prefix }record ID` · `{ $prefix }replay ID`
    Tournaments: `{ $prefix }tournament create GAME [swiss N|roundrobin|double] [clock 3d] [starts 2d] [no-vacation]` (Manage Events) · `{ $prefix }tournament join|leave|start|withdraw` · `{ $prefix }tournament` · `{ $prefix }standings`
help-moves-bridges = `E2` or `place E2` · `E2-E8` or `bridge E2 E8` · `place E2, bridge E2 E8` · `end` · `pass` · `undo`
help-moves-undo = { $moves } · `undo`
help-numbridge = Numbridge: `{ $prefix }hand` or the **Your hand** button (only to you) · `/nb place|clue|swap|hand|cell` · `{ $prefix }cell C4` (a cell's row, column, block and open digits, only to you) · `{ $prefix }challenge @name numbridge [ponte|blitz|dominios] [clues N] [irregular] [turn 30|45|60|120] [cost 1|2] [candidates on|off]` · `{ $prefix }room` (this channel's room; managers: `room blitz|normal|study|off`). A turn that runs out is lost; when the game's time is up the board decides; `{ $prefix }adjourn` stops both clocks until `{ $prefix }resume`.

# What a command typed wrong gets: what was wrong and how to say it.
usage-no-colour = { $game } has no colour `{ $word }`: choose { $first }, { $second } or random
usage-unknown-game = `{ $word }` is not a game of mine: try { $games }
usage-not-game-id = `{ $word }` is not a game id: use the number from `history` or the game-over message, like `record 42`
usage-resign = `resign { $word }`? Say `resign`, then confirm with the button or `resign yes`
usage-who = I can't tell who `{ $word }` is: mention them so the name turns blue
usage-notify = `{ $word }` is not a way to remind you: use `notify dm`, `notify channel`, `notify digest 08:00` or `notify off`
usage-notify-digest = `{ $word }` is neither a time nor a time zone: write `notify digest 08:00 Europe/Lisbon`
usage-level = Level must be a number from 1 to 5, like `level 3`
usage-level-needs = `level` needs a number, like `level 3`
usage-size = Size must be a number from { $min } to { $max }, like `size 8`
usage-size-needs = `size` needs a number, like `size 8`
usage-slash-size = Size must be from { $min } to { $max }, like 8
usage-clock-needs = `clock` needs a time per move, like `clock 3d`, `clock 12h` or `clock none`
usage-number-needs = `{ $word }` needs a number, like `{ $word } { $example }`
usage-not-option = `{ $word }` is not an option: use `challenge @name [game] [size N] [colour|random] [clock 3d|none] [thread] [unrated]`
usage-game-id = A game id is a number like 42
usage-not-variant = `{ $word }` is not a variant: use ponte, blitz or dominios
usage-not-blocks = `{ $word }` is not a blocks: use regular or irregular
usage-not-command = `/{ $word }` is not a command of mine: try `/help`
usage-button-gone = This button is no longer valid

# The command layer's own answers.
bot-slow-down = Slow down: at most { $count } { $count ->
        [one] command
       *[other] commands
    } a minute
bot-button-other-channel = This button belongs to a game in another channel
bot-button-stale = That button is from an earlier turn: the game has moved on
bot-level-for-ai = `level` is for games against me: `challenge @me level 3`
bot-play-on = Play on.
bot-no-game = No game in this channel: start one with `{ $prefix }challenge @name`
bot-not-playing = You're not playing in this game
bot-game-data-unreadable = The saved game data here can't be read ({ $key }: { $reason }). A moderator can `abort` it
bot-data-unreadable = Saved data can't be read ({ $key }: { $reason })
bot-storage-error = Storage error: nothing was changed, please try again
bot-no-image = (No board image: I need the **Attach Files** and **Embed Links** permissions here.)
bot-restarting = I'm restarting: try again in a moment.
bot-went-wrong = Something went wrong handling that command.
bot-thread-refused-permission = I couldn't open a thread for this game: I need the **{ $permission }** permission in this channel. The challenge is still open: accept it again once that is fixed.
bot-thread-refused = I couldn't open a thread for this game: Discord refused ({ $detail }). The challenge is still open: accept it again once that is fixed.

# Games against the AI: its name, the start, hints, the analysis.
ai-name = AI level { $level }
ai-no-clock = Games against me have no clock: I answer at once
ai-game-on = Game on, { $setup }: { $first } vs { $second }.
ai-you-start = { $mention }, you start{ $left }: { $prompt }.
ai-no-hints = No hints in a game between two people: hints are for games against me
ai-no-hint = No hint: nothing is legal now
ai-hint-search = the search's pick after a second of thought
ai-hint = Hint for { $who }: `{ $action }`: { $reason }.
ai-analyse-none = No finished game here to analyse yet
ai-analyse-unreadable = The last game's record can't be read: { $error }
ai-analyse-bridges-only = Analysis is for Bridges games for now; the last game here was { $game }
ai-analyse-no-moves = The last game here ended before any move: nothing to analyse
ai-analyse-failed = The last game can't be analysed: { $error }
ai-analysis = The AI's view of the last game here ({ $first } vs { $second }, { $turns } { $turns ->
        [one] turn
       *[other] turns
    }; { $result }):
ai-mistake = { $who }: biggest mistake on turn { $turn }, `{ $played }`; better `{ $better }` (winning chance { $before }% → { $after }%).
ai-no-mistake = { $who }: no clear mistake.
bot-game-refused = { $game }: { $error }
# Permissions as Discord names them in its settings.
bot-permission-create-threads = Create Public Threads
bot-permission-view-channel = View Channel

# Ratings, leaderboards, histories, rematches.
ratings-provisional = ? = provisional (deviation above { $rd })
ratings-won = won
ratings-lost = lost
ratings-drew = drew
ratings-aborted = aborted
ratings-rated = { $rating } ({ $count } { $count ->
        [one] game
       *[other] games
    })
ratings-one = { $name } · { $game }: { $rated }
ratings-none-game = { $name } has no { $game } rating here yet: it starts at 1500 with the first rated game
ratings-none = { $name } has no rating here yet: it starts at 1500 with the first rated game
ratings-entry = { $game } { $rated }
ratings-all = { $name }: { $list }
ratings-leaderboard-none = No rated { $game } games here yet
ratings-leaderboard = **{ $game }** leaderboard:
ratings-history-none-game = { $name } has no finished { $game } games here yet
ratings-history-none = { $name } has no finished games here yet
ratings-history = { $name }'s last games (`{ $prefix }record ID`, `{ $prefix }replay ID`):
ratings-history-line = #{ $id } · { $game } · vs { $opponent } · { $result }
ratings-rematch-not-yours = Only { $first } and { $second } can ask for this rematch

# Local mode (a terminal): its help, prompts and notes.
local-help = Local mode: you play both sides, typing moves as on Discord (`E2`, `E2-E8`, `place E2, bridge E2 E8`, `end`, `pass`; `c2-c3` in Avanço; `help GAME` for a game's moves), no prefix needed; Numbridge against the AI only (`play ai numbridge`). `undo` takes back a step of your turn. Also: `board`, `score`, `record`, `legal`, `hint`, `analyse`, `replay`, `resign` (then `resign yes`), `rules [GAME]`, `games`, `new [GAME] [size N]`, `play ai [GAME] [level 1-5] [size N] [COLOUR]`, `lang en|pt|fr`, `quit`.
local-new-usage = Use `new` or `new size N`, N from 3 to 13 (or `new GAME`, see `games`)
local-thinking = thinking…
local-board-image = Board image: { $path }
local-board-image-failed = (could not write the board image: { $error })
local-record = Record: { $path }
local-record-failed = (could not write the record: { $error })
local-hands = { $game } hides each player's hand, and here both hands would show: play it against the AI with `play ai { $key }`.
local-yes = y
local-carrying-on = Carrying on.
local-resuming = Resuming your game.
local-abandon-new = Abandon the current game and start a new one? [y/N]
local-abandon-ai = Abandon the current game and play the AI? [y/N]
local-no-game = No game running: type `new` or `new size N` to start one.
local-another = Type `new` for another game, or `quit`.
local-abandoned = The game in progress is abandoned.
local-not-option = `{ $word }` is not an option: use `new [GAME] [size N]` or `play ai [GAME] [level 1-5] [size N] [COLOUR]`
local-someone = the other player
local-games = Games (`new GAME`, or `play ai GAME` against the AI):
local-help-game = { $game } moves: { $moves }
local-help-hands = `hand` shows your tiles; here the game is played against the AI: `play ai { $key } [level 1-5]`.
local-lang-now = Language of this session: { $name } (`lang en|pt|fr` changes it).
local-lang-set = Language of this session: { $name }.
local-lang-unknown = `{ $word }` is not a language I speak: choose en, pt or fr.
bot-no-dm = I can't send you that privately: allow direct messages from this server, or use the slash command (its answer is only for you).
bot-done = Done.
# One hosted game in `!games`: name, other name, key, summary.
games-line = **{ $game }**{ $aka } `{ $key }`: { $summary }
