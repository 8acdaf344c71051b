# Slash commands: what each does (slash-NAME), what its options are for
# (slash-COMMAND-OPTION, or slash-opt-OPTION when shared), the labels of
# fixed choices (choice-VALUE). Names players type are the English ones;
# other languages give theirs as name-NAME. Discord allows 100 characters
# in a description.

slash-challenge = Challenge someone to a game (Bridges unless you pick another) here
slash-play-ai = Play a game against me (the AI), starting at once
slash-accept = Accept the challenge for you here
slash-decline = Decline the challenge for you here
slash-cancel = Withdraw your challenge here
slash-place = Place a token
slash-bridge = Bridge two of your tokens
slash-move = Make a move of the game in this channel, as typed
slash-end = End your turn after one step
slash-pass = Pass your turn
slash-undo = Take back a step of your unfinished turn
slash-board = Show the board
slash-score = Show the score
slash-legal = Show where you can play (only to you)
slash-record = The game record as a file (or the last finished game's, or game ID's)
slash-hint = Suggest a step (games against me only; only to you)
slash-analyse = The AI's view of the last finished game here: each side's biggest mistake
slash-resign = Resign the game (asks you to confirm)
slash-draw = Offer a draw, or accept one
slash-abort = Stop this channel's game (moderators)
slash-stats = Games, wins, losses and draws
slash-rules = The rules in short
slash-help = The commands
slash-games = The games I host
slash-replay = The last finished game here (or game ID) as an animated GIF
slash-time = The time left on the move clock
slash-adjourn = Offer to stop the clock until either player resumes (or accept the offer)
slash-resume = Restart the clock of an adjourned game
slash-notify = How I remind you of your moves
slash-language = The language I speak on this server (managers can change it)
slash-mygames = Your running games on this server (only to you)

slash-opt-game = Which game (default: Bridges)
slash-opt-size = Bridges: cells per side (default 8); Rastros: 7 or 8
slash-opt-colour = Your colour or seat (Orange, White, Black, First move first)
slash-challenge-user = Who you challenge
slash-challenge-clock = Time per move, like 3d, 12h, 30m (10 s to 30 days) or none
slash-challenge-thread = Play the game in a new thread of this channel
slash-play-ai-level = 1 (beginner) to 5 (strongest, slowest); default 3
slash-place-cell = Where, like E2
slash-bridge-from = One end, like E2
slash-bridge-to = Other end, like E8
slash-move-steps = Like `place E2, bridge E2 E8` or `c2-c3` (the legal moves are offered)
slash-stats-user = Whose stats (default: yours)
slash-notify-how = By direct message, in the channel, or not at all
slash-language-choose = en, pt, fr, or auto (each player's Discord language)

choice-orange = Orange
choice-blue = Light Blue
choice-white = White
choice-black = Black
choice-first = First
choice-second = Second
choice-random = Random
choice-dm = Direct message
choice-channel = In the channel
choice-off = Off
choice-en = English
choice-pt = Português
choice-fr = Français
choice-auto = Automatic (Discord's language)

# Names players of this language type; in English, the names themselves.
name-challenge = challenge
name-play-ai = play-ai
name-accept = accept
name-decline = decline
name-cancel = cancel
name-place = place
name-bridge = bridge
name-move = move
name-end = end
name-pass = pass
name-undo = undo
name-board = board
name-score = score
name-legal = legal
name-record = record
name-hint = hint
name-analyse = analyse
name-resign = resign
name-draw = draw
name-abort = abort
name-stats = stats
name-rules = rules
name-help = help
name-games = games
name-replay = replay
name-time = time
name-adjourn = adjourn
name-resume = resume
name-notify = notify
name-language = language
name-mygames = mygames
name-user = user
name-game = game
name-size = size
name-colour = colour
name-clock = clock
name-thread = thread
name-level = level
name-cell = cell
name-from = from
name-to = to
name-steps = steps
name-how = how
name-choose = choose

# Ratings, histories, archived games.
slash-rating = Glicko-2 ratings on this server
slash-leaderboard = The top 10 ratings of a game on this server
slash-history = The last 10 finished games on this server, with their ids
slash-challenge-rated = Change both players' ratings (default: yes)
slash-opt-id = A finished game's id, from /history or its game-over message
slash-rating-user = Whose rating (default: yours)
slash-history-user = Whose games (default: yours)
name-rating = rating
name-leaderboard = leaderboard
name-history = history
name-rated = rated
name-id = id
