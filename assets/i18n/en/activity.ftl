# The table inside Discord (an Activity): the page in Discord's frame and
# the server's answers to it.
activity-title = Bridges · table
activity-connecting = Connecting to Discord…
activity-authorizing = Asking Discord who you are…
activity-opening = Opening the table…
activity-participants = Here: { $names }
activity-not-in-discord = This page is the table inside Discord: open it with the Table button of a game's message, or with /table.
activity-authorize-refused = Discord did not let the table know who you are, so it cannot seat you: close the activity and open it again.
activity-closed = Discord closed the connection to the table: { $reason }
activity-bad-request = The table could not read what the page sent: close the activity and open it again.
activity-code-refused = Discord refused the sign-in code: close the activity and open it again.
activity-token-expired = Discord no longer accepts your sign-in: close the activity and open it again.
activity-unknown-instance = Discord does not know this activity: open the table again from a game's message.
activity-not-in-instance = You are not in this activity's channel: join it, then open the table again.
activity-no-game = No game is played in this channel: challenge someone first, then open the table.
activity-discord-unreachable = Discord could not be reached to check who you are: try again in a moment.
activity-slow-down = Too many attempts: wait a moment, then try again.
activity-discord-busy = Discord is busy and asked the table to wait: try again in a moment.
