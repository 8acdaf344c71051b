//! The slash commands this layer understands, for the transport to register
//! (names, options and descriptions live here with the rest of the wording).

/// What kind of value a slash option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Str,
    Int { min: i64, max: i64 },
    User,
    Bool,
}

#[derive(Clone, Debug)]
pub struct SlashOption {
    pub name: &'static str,
    pub description: &'static str,
    pub kind: OptionKind,
    pub required: bool,
    /// Fill from [`super::Bot::autocomplete_cells`].
    pub autocomplete: bool,
    /// Fixed choices (value = label).
    pub choices: &'static [&'static str],
}

#[derive(Clone, Debug)]
pub struct SlashCommand {
    pub name: &'static str,
    pub description: &'static str,
    pub options: Vec<SlashOption>,
    /// Subcommands (`/nb place`), each with its own options; a command
    /// with subcommands has no options of its own.
    pub subcommands: Vec<SlashCommand>,
}

fn opt(name: &'static str, description: &'static str, kind: OptionKind) -> SlashOption {
    SlashOption {
        name,
        description,
        kind,
        required: true,
        autocomplete: false,
        choices: &[],
    }
}

/// The optional board size of a new game.
fn size_option() -> SlashOption {
    use crate::engine::{MAX_SIZE, MIN_SIZE};
    SlashOption {
        required: false,
        ..opt(
            "size",
            "Bridges: cells per side (default 8); Rastros: 7 or 8",
            OptionKind::Int {
                min: MIN_SIZE as i64,
                max: MAX_SIZE as i64,
            },
        )
    }
}

/// The optional colour of the player starting a new game.
fn colour_option() -> SlashOption {
    SlashOption {
        required: false,
        choices: &[
            "orange", "blue", "white", "black", "first", "second", "random",
        ],
        ..opt(
            "colour",
            "Your colour or seat (Orange, White, Black, First move first)",
            OptionKind::Str,
        )
    }
}

fn cell(name: &'static str, description: &'static str) -> SlashOption {
    SlashOption {
        autocomplete: true,
        ..opt(name, description, OptionKind::Str)
    }
}

fn cmd(name: &'static str, description: &'static str, options: Vec<SlashOption>) -> SlashCommand {
    SlashCommand {
        name,
        description,
        options,
        subcommands: Vec::new(),
    }
}

/// The options a challenge or a game against the AI may set for Numbridge
/// (each maps to an option line of the game).
fn numbridge_options() -> Vec<SlashOption> {
    let optional = |o: SlashOption| SlashOption {
        required: false,
        ..o
    };
    vec![
        SlashOption {
            choices: &["ponte", "blitz", "dominios"],
            ..optional(opt(
                "variant",
                "Numbridge: ponte (9×9, default), blitz (6×6) or dominios",
                OptionKind::Str,
            ))
        },
        optional(opt(
            "clues",
            "Numbridge: clues on the board (9×9: 24–36, default 30; blitz 10–16)",
            OptionKind::Int { min: 10, max: 36 },
        )),
        SlashOption {
            choices: &["regular", "irregular"],
            ..optional(opt(
                "blocks",
                "Numbridge: regular blocks, or irregular ones (new every game)",
                OptionKind::Str,
            ))
        },
        optional(opt(
            "turn",
            "Numbridge: seconds a turn (30, 45, 60 or 120)",
            OptionKind::Int { min: 10, max: 120 },
        )),
        optional(opt(
            "cost",
            "Numbridge: tiles a clue costs (1 or 2)",
            OptionKind::Int { min: 1, max: 2 },
        )),
        optional(opt(
            "candidates",
            "Numbridge: show where a chosen tile may go by the sudoku rule",
            OptionKind::Bool,
        )),
    ]
}

/// `/nb`: Numbridge's plays and the caller's hand.
fn nb_command() -> SlashCommand {
    let digit = |name: &'static str, description: &'static str| SlashOption {
        autocomplete: true,
        ..opt(name, description, OptionKind::Str)
    };
    SlashCommand {
        subcommands: vec![
            cmd(
                "place",
                "Place a tile of your hand on an empty cell",
                vec![
                    cell("cell", "The empty cell, like C4"),
                    digit("digit", "A digit of your hand, like 7"),
                ],
            ),
            cmd(
                "clue",
                "Take a clue, discarding a tile of your hand",
                vec![
                    cell("cell", "The clue's cell, like C4"),
                    SlashOption {
                        required: false,
                        ..digit("discard", "The tile you discard (none with an empty hand)")
                    },
                ],
            ),
            cmd("swap", "Exchange your whole hand with the bag", vec![]),
            cmd("hand", "Your hand of tiles (only to you)", vec![]),
        ],
        ..cmd(
            "nb",
            "Numbridge: play a tile, take a clue, swap, see your hand",
            vec![],
        )
    }
}

/// Every slash command, in help order.
pub fn slash_commands() -> Vec<SlashCommand> {
    vec![
        cmd(
            "challenge",
            "Challenge someone to a game (Bridges unless you pick another) here",
            vec![
                opt("user", "Who you challenge", OptionKind::User),
                game_option(),
                size_option(),
                colour_option(),
                SlashOption {
                    required: false,
                    ..opt(
                        "clock",
                        "Time per move, like 3d, 12h, 30m (10 s to 30 days) or none",
                        OptionKind::Str,
                    )
                },
                SlashOption {
                    required: false,
                    ..opt(
                        "thread",
                        "Play the game in a new thread of this channel",
                        OptionKind::Bool,
                    )
                },
            ]
            .into_iter()
            .chain(numbridge_options())
            .collect(),
        ),
        cmd(
            "play-ai",
            "Play a game against me (the AI), starting at once",
            vec![
                SlashOption {
                    required: false,
                    ..opt(
                        "level",
                        "1 (beginner) to 5 (strongest, slowest); default 3",
                        OptionKind::Int { min: 1, max: 5 },
                    )
                },
                game_option(),
                size_option(),
                colour_option(),
            ]
            .into_iter()
            .chain(numbridge_options())
            .collect(),
        ),
        cmd("accept", "Accept the challenge for you here", vec![]),
        cmd("decline", "Decline the challenge for you here", vec![]),
        cmd("cancel", "Withdraw your challenge here", vec![]),
        cmd(
            "place",
            "Place a token",
            vec![cell("cell", "Where, like E2")],
        ),
        cmd(
            "bridge",
            "Bridge two of your tokens",
            vec![
                cell("from", "One end, like E2"),
                cell("to", "Other end, like E8"),
            ],
        ),
        cmd(
            "move",
            "Make a move of the game in this channel, as typed",
            vec![SlashOption {
                autocomplete: true,
                ..opt(
                    "steps",
                    "Like `place E2, bridge E2 E8` or `c2-c3` (the legal moves are offered)",
                    OptionKind::Str,
                )
            }],
        ),
        cmd("end", "End your turn after one step", vec![]),
        cmd("pass", "Pass your turn", vec![]),
        cmd("undo", "Take back a step of your unfinished turn", vec![]),
        cmd("board", "Show the board", vec![]),
        cmd("score", "Show the score", vec![]),
        cmd("legal", "Show where you can play (only to you)", vec![]),
        cmd(
            "record",
            "The game record (or the last finished game's)",
            vec![],
        ),
        cmd(
            "hint",
            "Suggest a step (games against me only; only to you)",
            vec![],
        ),
        cmd(
            "analyse",
            "The AI's view of the last finished game here: each side's biggest mistake",
            vec![],
        ),
        cmd("resign", "Resign the game", vec![]),
        cmd("draw", "Offer a draw, or accept one", vec![]),
        cmd("abort", "Stop this channel's game (moderators)", vec![]),
        cmd(
            "stats",
            "Games, wins, losses and draws",
            vec![SlashOption {
                required: false,
                ..opt("user", "Whose stats (default: yours)", OptionKind::User)
            }],
        ),
        cmd("rules", "The rules in short", vec![game_option()]),
        cmd("help", "The commands", vec![game_option()]),
        cmd("games", "The games I host", vec![]),
        cmd(
            "replay",
            "The last finished game here as an animated GIF",
            vec![],
        ),
        cmd("time", "The time left on the move clock", vec![]),
        cmd(
            "adjourn",
            "Offer to stop the clock until either player resumes (or accept the offer)",
            vec![],
        ),
        cmd("resume", "Restart the clock of an adjourned game", vec![]),
        cmd(
            "notify",
            "How I remind you of your moves",
            vec![SlashOption {
                choices: &["dm", "channel", "off"],
                ..opt(
                    "how",
                    "By direct message, in the channel, or not at all",
                    OptionKind::Str,
                )
            }],
        ),
        cmd(
            "mygames",
            "Your running games on this server (only to you)",
            vec![],
        ),
        nb_command(),
    ]
}

/// The game keys, in the order `games` lists them.
const GAME_KEYS: &[&str] = &[
    "bridges",
    "avanco",
    "rastros",
    "produto",
    "sesqui",
    "numbridge",
];

/// The command and option names that autocomplete, with a subcommand's
/// name joined to its command's by a space (`nb place`).
pub fn autocompleted_options() -> Vec<(String, &'static str)> {
    let mut out = Vec::new();
    for c in slash_commands() {
        for o in c.options.iter().filter(|o| o.autocomplete) {
            out.push((c.name.to_string(), o.name));
        }
        for sub in &c.subcommands {
            for o in sub.options.iter().filter(|o| o.autocomplete) {
                out.push((format!("{} {}", c.name, sub.name), o.name));
            }
        }
    }
    out
}

fn game_option() -> SlashOption {
    SlashOption {
        required: false,
        choices: GAME_KEYS,
        ..opt("game", "Which game (default: Bridges)", OptionKind::Str)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_game_choices_are_the_hosted_games() {
        let keys: Vec<&str> = crate::games::Kind::ALL.iter().map(|k| k.key()).collect();
        assert_eq!(super::GAME_KEYS, keys);
    }
}
