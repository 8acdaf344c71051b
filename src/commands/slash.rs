//! The slash commands this layer understands, for the transport to register:
//! names and options here, their words in every language in the catalogs.

use crate::games::Kind;
use crate::i18n::{self, Lang};

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
    pub kind: OptionKind,
    pub required: bool,
    /// Fill from [`super::Bot::autocomplete_cells`].
    pub autocomplete: bool,
    /// Fixed choices (their values; labels come from the catalogs).
    pub choices: &'static [&'static str],
}

/// A slash command. Its description, its options' descriptions and the
/// names players see in their language are in the message catalogs
/// (`assets/i18n/*/slash.ftl`): see [`SlashCommand::description`].
#[derive(Clone, Debug)]
pub struct SlashCommand {
    pub name: &'static str,
    pub options: Vec<SlashOption>,
    /// Subcommands (`/nb place`), each with its own options; a command
    /// with subcommands has no options of its own. Their words are
    /// `slash-COMMAND-SUB` and `slash-COMMAND-SUB-OPTION`.
    pub subcommands: Vec<SlashCommand>,
}

impl SlashCommand {
    /// What the command does, in `lang` (`slash-NAME`).
    pub fn description(&self, lang: Lang) -> String {
        i18n::message(lang, &format!("slash-{}", self.name), &[])
    }

    /// What option `option` is for, in `lang`: `slash-COMMAND-OPTION`, or
    /// the shared `slash-opt-OPTION`.
    pub fn option_description(&self, option: &str, lang: Lang) -> String {
        let own = format!("slash-{}-{option}", self.name);
        if i18n::has_message(Lang::En, &own) {
            i18n::message(lang, &own, &[])
        } else {
            i18n::message(lang, &format!("slash-opt-{option}"), &[])
        }
    }

    /// What subcommand `sub` does, in `lang` (`slash-COMMAND-SUB`).
    pub fn sub_description(&self, sub: &str, lang: Lang) -> String {
        i18n::message(lang, &format!("slash-{}-{sub}", self.name), &[])
    }

    /// What option `option` of subcommand `sub` is for, in `lang`
    /// (`slash-COMMAND-SUB-OPTION`).
    pub fn sub_option_description(&self, sub: &str, option: &str, lang: Lang) -> String {
        i18n::message(lang, &format!("slash-{}-{sub}-{option}", self.name), &[])
    }
}

/// The name players of `lang` type for a command or an option
/// (`name-NAME`); English names are the names themselves.
pub fn localized_name(name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => name.to_string(),
        _ => i18n::message(lang, &format!("name-{name}"), &[]),
    }
}

/// The label of a fixed choice in `lang` (`choice-VALUE`; a game's
/// choice is the game's name).
pub fn choice_label(value: &str, lang: Lang) -> String {
    match Kind::from_word(value) {
        Some(kind) if kind.key() == value => super::text::game_name(kind, lang),
        _ => i18n::message(lang, &format!("choice-{value}"), &[]),
    }
}

fn opt(name: &'static str, kind: OptionKind) -> SlashOption {
    SlashOption {
        name,
        kind,
        required: true,
        autocomplete: false,
        choices: &[],
    }
}

fn optional(name: &'static str, kind: OptionKind) -> SlashOption {
    SlashOption {
        required: false,
        ..opt(name, kind)
    }
}

/// The optional board size of a new game.
fn size_option() -> SlashOption {
    use crate::games::bridges::{MAX_SIZE, MIN_SIZE};
    optional(
        "size",
        OptionKind::Int {
            min: MIN_SIZE as i64,
            max: MAX_SIZE as i64,
        },
    )
}

/// The optional colour of the player starting a new game.
fn colour_option() -> SlashOption {
    SlashOption {
        choices: &[
            "orange", "blue", "white", "black", "first", "second", "random",
        ],
        ..optional("colour", OptionKind::Str)
    }
}

fn cell(name: &'static str) -> SlashOption {
    SlashOption {
        autocomplete: true,
        ..opt(name, OptionKind::Str)
    }
}

fn cmd(name: &'static str, options: Vec<SlashOption>) -> SlashCommand {
    SlashCommand {
        name,
        options,
        subcommands: Vec::new(),
    }
}

/// The options a challenge or a game against the AI may set for Numbridge
/// (each maps to an option line of the game).
fn numbridge_options() -> Vec<SlashOption> {
    vec![
        SlashOption {
            choices: &["ponte", "blitz", "dominios"],
            ..optional("variant", OptionKind::Str)
        },
        optional("clues", OptionKind::Int { min: 10, max: 36 }),
        SlashOption {
            choices: &["regular", "irregular"],
            ..optional("blocks", OptionKind::Str)
        },
        optional("turn", OptionKind::Int { min: 10, max: 120 }),
        optional("cost", OptionKind::Int { min: 1, max: 2 }),
        optional("candidates", OptionKind::Bool),
    ]
}

/// `/nb`: Numbridge's plays and the caller's hand.
fn nb_command() -> SlashCommand {
    let digit = |name: &'static str| SlashOption {
        autocomplete: true,
        ..opt(name, OptionKind::Str)
    };
    SlashCommand {
        subcommands: vec![
            cmd("place", vec![cell("cell"), digit("digit")]),
            cmd(
                "clue",
                vec![
                    cell("cell"),
                    SlashOption {
                        required: false,
                        ..digit("discard")
                    },
                ],
            ),
            cmd("swap", vec![]),
            cmd("hand", vec![]),
        ],
        ..cmd("nb", vec![])
    }
}

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

/// Every slash command, in help order.
pub fn slash_commands() -> Vec<SlashCommand> {
    vec![
        cmd(
            "challenge",
            vec![
                opt("user", OptionKind::User),
                game_option(),
                size_option(),
                colour_option(),
                optional("clock", OptionKind::Str),
                optional("thread", OptionKind::Bool),
                optional("rated", OptionKind::Bool),
            ]
            .into_iter()
            .chain(numbridge_options())
            .collect(),
        ),
        cmd(
            "play-ai",
            vec![
                optional("level", OptionKind::Int { min: 1, max: 5 }),
                game_option(),
                size_option(),
                colour_option(),
            ]
            .into_iter()
            .chain(numbridge_options())
            .collect(),
        ),
        cmd("accept", vec![]),
        cmd("decline", vec![]),
        cmd("cancel", vec![]),
        cmd("place", vec![cell("cell")]),
        cmd("bridge", vec![cell("from"), cell("to")]),
        cmd(
            "move",
            vec![SlashOption {
                autocomplete: true,
                ..opt("steps", OptionKind::Str)
            }],
        ),
        cmd("end", vec![]),
        cmd("pass", vec![]),
        cmd("undo", vec![]),
        cmd("board", vec![]),
        cmd("score", vec![]),
        cmd("legal", vec![]),
        cmd("record", vec![id_option()]),
        cmd("hint", vec![]),
        cmd("analyse", vec![]),
        cmd("resign", vec![]),
        cmd("draw", vec![]),
        cmd("abort", vec![]),
        cmd("stats", vec![optional("user", OptionKind::User)]),
        cmd("rules", vec![game_option()]),
        cmd("help", vec![game_option()]),
        cmd("games", vec![]),
        cmd("replay", vec![id_option()]),
        cmd(
            "rating",
            vec![optional("user", OptionKind::User), game_option()],
        ),
        cmd("leaderboard", vec![game_option()]),
        cmd(
            "history",
            vec![optional("user", OptionKind::User), game_option()],
        ),
        cmd("time", vec![]),
        cmd("adjourn", vec![]),
        cmd("resume", vec![]),
        cmd(
            "notify",
            vec![SlashOption {
                choices: &["dm", "channel", "off"],
                ..opt("how", OptionKind::Str)
            }],
        ),
        cmd(
            "language",
            vec![SlashOption {
                choices: &["en", "pt", "fr", "auto"],
                ..optional("choose", OptionKind::Str)
            }],
        ),
        cmd("mygames", vec![]),
        nb_command(),
    ]
}

/// An archived game's id (from `history` or the game-over message).
fn id_option() -> SlashOption {
    optional(
        "id",
        OptionKind::Int {
            min: 0,
            max: 9_007_199_254_740_991,
        },
    )
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

fn game_option() -> SlashOption {
    SlashOption {
        choices: GAME_KEYS,
        ..optional("game", OptionKind::Str)
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
