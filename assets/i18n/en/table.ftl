# The live table (src/web/, src/commands/table.rs).

table-button = Table
table-off = The live table is not set up here: the bot's owner can turn it on with a `[web]` section in the bot's config (see the README, *Configuration*).
table-link-seat = Your seat at this game's live table (yours alone: whoever holds the link plays for you): { $link }
table-link-watch = Watch this game live at its table: { $link }
table-local-link = Table: { $link }
table-local-link-seat = Table ({ $seat }): { $link }
table-local-link-watch = Table (spectators): { $link }

# The table's page (src/web/page.rs sends every table-page-* message to it;
# { $name } arguments are filled in by the page's script).
table-page-title = Live table
table-page-connecting = Connecting to the table…
table-page-reconnecting = The connection was lost: reconnecting…
table-page-your-turn = Your turn.
table-page-to-move = { $name } to move.
table-page-watching = You are watching this game.
table-page-you = your seat
table-page-over = The game is over.
table-page-clock = Time left: { $time }
table-page-clock-days = { $days } d { $time }
table-page-adjourned = Adjourned: the clock is stopped.
table-page-moves = Moves
table-page-no-moves = No moves yet.
table-page-result = Result
table-page-step-back = Previous move
table-page-step-forward = Next move
table-page-step-of = After move { $ply } of { $total }
table-page-picks = Your choices
table-page-commands = Actions
table-page-board = Board
table-page-board-text = The board as text
table-page-palette = Colour-blind-safe colours
table-page-language = Language
table-page-miss = Miss: { $digit } does not go on { $cell }.
table-page-chosen = Chosen: { $steps }. Now choose one of the lit cells.
table-page-played = Played: { $text }
table-page-keys = Arrow keys move over the board; Enter or Space plays the cell.
table-page-offline = Offline: reconnecting…
table-page-offline-not-sent = You are offline: nothing was sent. Play again once you are back online.
table-page-resumed = Back online: nothing was missed.
table-page-new-game = Open the new game
table-page-game-clock = Game: { $time }
table-page-ask-yes = Yes
table-page-ask-no = No
table-page-offer-draw = { $name } offers a draw.
table-page-offer-draw-you = You offered a draw: waiting for { $name }'s answer.
table-page-offer-adjourn = { $name } offers to adjourn the game.
table-page-offer-adjourn-you = You offered to adjourn: waiting for { $name }'s answer.
table-page-draw-declined = { $name } declined the draw: play on.
table-page-draw-declined-you = You declined the draw: play on.
table-page-draw-accepted = The draw was accepted.
table-page-adjourn-declined = { $name } declined to adjourn: play on.
table-page-adjourn-declined-you = You declined to adjourn: play on.
table-page-adjourn-accepted = The adjournment was accepted: the clock is stopped.
table-page-moved = { $name } played { $move }.
table-page-title-your-turn = Your turn · { $page }
table-page-flip = Turn the board
table-page-now = Back to the game
table-page-rules = Rules
table-page-rematch-asked = Rematch asked: once the new game starts, this page links it.

table-token-malformed = This table link is not whole: copy it again, or ask for a new one with /table.
table-token-forged = This table link was not made by this bot: ask for your own with /table.
table-token-expired = This table link has expired: ask for a new one with /table.
table-other-game = This table link is for a game no longer played here: ask for a new one with /table.
table-token-malformed-local = This table link is not whole: copy it again from the terminal where the bot runs.
table-token-forged-local = This table link was not made by this bot: open one of the links its terminal prints.
table-token-expired-local = This table link has expired: open one of the links the terminal prints now.
table-other-game-local = This table link is for a game no longer played here: the terminal printed the new game's links.
table-replaced = A new game has started in this channel: this page showed the last one.
table-origin-refused = This table can only be opened from its own page.
table-error-malformed = That message could not be read: { $reason }
table-error-too-big = That message is too long: at most { $max ->
    [one] one byte
   *[other] { $max } bytes
}.
table-error-slow-down = Too many messages: wait a moment, then try again.
table-error-watch-only = This link only watches the game: ask for your own with /table to play.
table-error-stale = The board has changed since you looked: look again, then play.
table-error-not-now = Nothing came of that: the game did not take it.
table-error-not-offered = That button was not offered to this table: only the buttons it shows can be pressed here.
table-too-many-sockets = This link already has { $max } { $max ->
        [one] table
       *[other] tables
    } open: close one, then try again.
table-error-not-over = The game is still being played: its moves can be stepped through once it is over.
table-error-no-ply = This game has { $of ->
    [one] { $of } turn
   *[other] { $of } turns
}: ask for one from 0 to { $of }.
# The buttons of the table (a seat's, when it may press them).
table-command-end = End turn
table-command-pass = Pass
table-command-resign = Resign
table-command-draw = Offer a draw
table-command-adjourn = Offer an adjournment
table-command-resume = Resume
table-command-draw-accept = Accept the draw
table-command-draw-decline = Decline the draw
table-command-adjourn-accept = Adjourn
table-command-adjourn-decline = Play on
table-command-rematch = Rematch
# Asked by the page before a command that ends the game.
table-ask-resign = Resign this game? Your opponent wins it.
table-ask-ending = This ends the game: { $result } Play it?
# What the page says of a click that does nothing.
table-why-not-your-turn = It is not your turn: wait for your opponent.
table-why-watching = You are watching this game: only its players can play.
table-why-no-action = Nothing can be played there: choose a lit cell.
# A cell in words (the board's aria-label).
table-cell = { $cell }, { $what }
table-cell-zones = { $cell }, { $what }, row { $row }, column { $column }, block { $block }
table-cell-empty = empty
# The status line while the AI thinks about its turn.
table-ai-thinking = The AI is thinking…
# A small cell tapped once on a touch screen: the second tap plays it.
table-page-tap-again = { $cell }: tap it again to confirm.
# The plan box: a seat's conditional moves, written on the page.
table-page-plan = Plan your replies
table-page-plan-help = Write their move, then your reply (then their next move and your reply to it…); separate lines with commas. Only you can see your plan.
table-page-plan-moves = Moves
table-page-plan-save = Save the plan
table-page-plan-clear = Clear the plan
# A switch (aria-pressed) for a short tone when the other side moves and when it becomes your turn; off until pressed.
table-page-sound = Sound
