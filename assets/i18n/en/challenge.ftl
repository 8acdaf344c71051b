# Challenges: issuing, accepting, declining, cancelling, expiry, the start
# of the game. Fragments that begin with a space keep it with {" "}.

challenge-channel-busy = This channel already has a game: finish it first, or play in a thread
challenge-in-dm = Challenges are made in a server's channel, where your opponent can answer: challenge them there
challenge-say-who = Say who you challenge: `{ $prefix }challenge @name [game] [size N] [colour|random]`
challenge-self = You can't challenge yourself: mention someone else
challenge-bot = Bots can't play: challenge a person
challenge-already = You already challenged { $name } here: `{ $prefix }cancel` that first
challenge-own-clocks = { $game } has its own clocks: `turn 45` sets the time a turn
challenge-issued = { $opponent }, { $challenger } challenges you to { $setup }; { $challenger } plays { $seat }{ $picked }. `{ $prefix }accept` or `{ $prefix }decline` within { $expiry }.{ $clock }{ $note }
challenge-picked-random = {" "}(drawn at random)
challenge-clocks-turn-game = {" "}Clocks: { $turn } a turn, { $game } a game.
challenge-clock-turn = {" "}Clock: { $turn } a turn.
challenge-clock-game = {" "}Clock: { $game } a game.
challenge-clock-move = {" "}Clock: { $time } a move.
challenge-clock-bank = {" "}Clock: a time bank of { $start }, { $increment } added with each move, up to { $max }.
challenge-clock-bank-flat = {" "}Clock: a time bank of { $start } for all of a player's moves.
challenge-no-clock = {" "}No clock.
challenge-note-thread-unrated = {" "}Played in a thread. Unrated.
challenge-note-thread = {" "}Played in a thread.
challenge-note-unrated = {" "}Unrated.
challenge-button-accept = Accept
challenge-button-decline = Decline
challenge-gone = This challenge is no longer open
challenge-other-channel = That challenge belongs to another channel
challenge-expired = This challenge expired: ask { $name } for a new one
challenge-none-for-you = No open challenge for you in this channel
challenge-accepted-thread = { $name } accepted { $challenger }'s challenge: the game is on in the thread **{ $thread }**.
challenge-accept-own = You can't accept your own challenge: waiting for { $name }
challenge-for-other = This challenge is for { $name }
challenge-cant-start = This challenge can't start: { $error }
challenge-game-on = Game on, { $setup }: { $first } vs { $second }.
    { $mention }, you start{ $left }: { $prompt }.
challenge-declined = { $name } declined { $challenger }'s challenge.
challenge-withdrew = { $name } withdrew the challenge to { $opponent }.
challenge-none-open = You have no open challenge in this channel
# The name of a game's thread.
challenge-thread-name = { $challenger } vs { $opponent } · { $game }
# A rematch asked in a closed game thread: where its challenge went ($channel is a channel link).
challenge-rematch-posted = Rematch challenge posted in { $channel }: the new game gets its own thread there.
