# The live table (src/web/, src/commands/table.rs).

table-button = Table
table-off = The live table is not set up here: the bot's owner can turn it on with a `[web]` section in the bot's config (see the README, *Configuration*).
table-link-seat = Your seat at this game's live table (yours alone: whoever holds the link plays for you): { $link }
table-link-watch = Watch this game live at its table: { $link }
table-local-link = Table: { $link }
table-token-malformed = This table link is not whole: copy it again, or ask for a new one with /table.
table-token-forged = This table link was not made by this bot: ask for your own with /table.
table-token-expired = This table link has expired: ask for a new one with /table.
table-other-game = This table link is for a game no longer played here: ask for a new one with /table.
table-origin-refused = This table can only be opened from its own page.
table-error-malformed = That message could not be read: { $reason }
table-error-too-big = That message is too long: at most { $max ->
    [one] one byte
   *[other] { $max } bytes
}.
table-error-slow-down = Too many messages: wait a moment, then try again.
table-error-watch-only = This link only watches the game: ask for your own with /table to play.
table-error-stale = The board has changed (it is at { $now }, you saw { $seen }): look again, then play.
table-error-not-now = Nothing came of that: the game did not take it.
