//! The slash commands this layer understands, for the transport to register:
//! names and options here, their words in every language in the catalogs.

use crate::games::{Kind, OptionSpec, Values};
use crate::i18n::{self, Lang};
use std::sync::LazyLock;

/// What kind of value a slash option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Str,
    Int {
        min: i64,
        max: i64,
    },
    User,
    Bool,
    /// A role of the server.
    Role,
}

#[derive(Clone, Debug)]
pub struct SlashOption {
    pub name: &'static str,
    pub kind: OptionKind,
    pub required: bool,
    /// Fill from [`super::Bot::autocomplete`].
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
    /// (`slash-COMMAND-SUB-OPTION`, or the shared `slash-opt-OPTION`: a
    /// game's options where a tournament is created).
    pub fn sub_option_description(&self, sub: &str, option: &str, lang: Lang) -> String {
        let own = format!("slash-{}-{sub}-{option}", self.name);
        if i18n::has_message(Lang::En, &own) {
            i18n::message(lang, &own, &[])
        } else {
            i18n::message(lang, &format!("slash-opt-{option}"), &[])
        }
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

/// The name players of `lang` see for subcommand `sub` of `command`: its
/// own `name-COMMAND-SUB` where the shared word would mislead (French
/// `/tournoi annuler`, not `retirer`, which withdraws a challenge), else
/// `name-SUB`.
pub fn localized_sub_name(command: &str, sub: &str, lang: Lang) -> String {
    let own = format!("name-{command}-{sub}");
    match lang {
        Lang::En => sub.to_string(),
        _ if i18n::has_message(Lang::En, &own) => i18n::message(lang, &own, &[]),
        _ => localized_name(sub, lang),
    }
}

/// The label of a fixed choice in `lang` (`choice-VALUE`; a game's
/// choice is the game's name, a seat's the seat's name unless the
/// catalog words it as a choice of its own, as Portuguese's `Primeiro`).
pub fn choice_label(value: &str, lang: Lang) -> String {
    let id = format!("choice-{value}");
    match Kind::from_word(value) {
        Some(kind) if kind.key() == value => return super::text::game_name(kind, lang),
        _ if i18n::has_message(lang, &id) => return i18n::message(lang, &id, &[]),
        _ => {}
    }
    match Kind::ALL
        .iter()
        .flat_map(|k| k.seats())
        .find(|s| s.words[0] == value)
    {
        Some(seat) => seat.local_name(lang),
        None => i18n::message(lang, &id, &[]),
    }
}

pub(super) fn opt(name: &'static str, kind: OptionKind) -> SlashOption {
    SlashOption {
        name,
        kind,
        required: true,
        autocomplete: false,
        choices: &[],
    }
}

pub(super) fn optional(name: &'static str, kind: OptionKind) -> SlashOption {
    SlashOption {
        required: false,
        ..opt(name, kind)
    }
}

/// The optional board size of a new game: the bounds of every game's
/// `size` together.
pub(super) fn size_option() -> SlashOption {
    let size = Kind::offered_options()
        .into_iter()
        .find(|o| o.key == "size");
    game_option_spec(&size.expect("a game with a size option"))
}

/// Every seat's first word, in registry order, then `random`.
static COLOURS: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    let mut out: Vec<&'static str> = Vec::new();
    for seat in Kind::ALL.iter().flat_map(|k| k.seats()) {
        if !out.contains(&seat.words[0]) {
            out.push(seat.words[0]);
        }
    }
    out.push("random");
    out
});

/// The optional colour of the player starting a new game: any game's seats.
pub(super) fn colour_option() -> SlashOption {
    SlashOption {
        choices: &COLOURS,
        ..optional("colour", OptionKind::Str)
    }
}

fn cell(name: &'static str) -> SlashOption {
    SlashOption {
        autocomplete: true,
        ..opt(name, OptionKind::Str)
    }
}

pub(super) fn cmd(name: &'static str, options: Vec<SlashOption>) -> SlashCommand {
    SlashCommand {
        name,
        options,
        subcommands: Vec::new(),
    }
}

/// One game option as a slash option, named as its option line.
fn game_option_spec(spec: &OptionSpec) -> SlashOption {
    let kind = match spec.values {
        Values::Range { .. } | Values::Numbers(_) => {
            let (min, max) = spec.values.bounds().unwrap_or((0, 0));
            OptionKind::Int {
                min: min.into(),
                max: max.into(),
            }
        }
        Values::Switch => OptionKind::Bool,
        Values::Words { .. } | Values::Any => OptionKind::Str,
    };
    let choices = match spec.values {
        Values::Words { values, .. } => values,
        _ => &[],
    };
    SlashOption {
        choices,
        ..optional(spec.key, kind)
    }
}

/// The options a challenge or a game against the AI may set besides the
/// size (each maps to an option line of a game), from the registry.
pub(super) fn game_options() -> Vec<SlashOption> {
    Kind::offered_options()
        .iter()
        .filter(|o| o.key != "size")
        .map(game_option_spec)
        .collect()
}

/// A game's own move command (`/place cell`, `place` of `/nb`).
fn move_command(c: &crate::games::MoveCommand) -> SlashCommand {
    let name = c.name.rsplit(' ').next().unwrap_or(c.name);
    let options = c
        .options
        .iter()
        .map(|&(option, required)| SlashOption {
            required,
            ..cell(option)
        })
        .collect();
    cmd(name, options)
}

/// The games' own move commands: those of their own name, and those
/// grouped under a game's word (`/nb`), each group one command.
fn game_commands() -> (Vec<SlashCommand>, Vec<SlashCommand>) {
    let mut plain = Vec::new();
    let mut groups = Vec::new();
    for k in Kind::ALL {
        let info = k.info();
        let (grouped, own): (Vec<_>, Vec<_>) =
            info.commands.iter().partition(|c| c.name.contains(' '));
        plain.extend(own.into_iter().map(move_command));
        if let Some((group, _)) = info.group {
            groups.push(SlashCommand {
                subcommands: grouped.into_iter().map(move_command).collect(),
                ..cmd(group, vec![])
            });
        }
    }
    (plain, groups)
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

/// Every slash command, in help order: the commands declared with one
/// ([`super::declarations`]), the games' own move commands before `/move`
/// and their groups (`/nb`) before `/room`.
pub fn slash_commands() -> Vec<SlashCommand> {
    let (mut game_moves, mut game_groups) = game_commands();
    let mut commands = Vec::new();
    for command in super::declarations::COMMANDS {
        match command.name {
            "move" => commands.append(&mut game_moves),
            "room" => commands.append(&mut game_groups),
            _ => {}
        }
        commands.extend(command.slash_command());
    }
    commands
}

/// `/tournament`'s subcommands, one per `!tournament` word; `create` takes
/// the game and its options from the games' registry, like `/challenge`.
pub(super) fn tournament_subcommands() -> Vec<SlashCommand> {
    let create = cmd(
        "create",
        vec![
            SlashOption {
                choices: &GAME_KEYS,
                ..opt("game", OptionKind::Str)
            },
            SlashOption {
                choices: &["swiss", "roundrobin", "double"],
                ..optional("system", OptionKind::Str)
            },
            optional("rounds", OptionKind::Int { min: 1, max: 99 }),
            optional("clock", OptionKind::Str),
            optional("bank", OptionKind::Str),
            size_option(),
            optional("rated", OptionKind::Bool),
            optional("max", OptionKind::Int { min: 2, max: 1000 }),
            optional("starts", OptionKind::Str),
            optional("vacation", OptionKind::Bool),
        ]
        .into_iter()
        .chain(game_options())
        .collect(),
    );
    let plain = [
        "join", "leave", "start", "show", "withdraw", "pause", "resume", "cancel",
    ];
    let mut subcommands = vec![create];
    subcommands.extend(plain.iter().map(|&name| cmd(name, vec![])));
    subcommands.push(cmd(
        "export",
        vec![optional(
            "id",
            OptionKind::Int {
                min: 1,
                max: 9_007_199_254_740_991,
            },
        )],
    ));
    subcommands.push(cmd("list", vec![]));
    subcommands.push(cmd("remove", vec![opt("player", OptionKind::User)]));
    subcommands.push(cmd(
        "role",
        vec![
            optional("role", OptionKind::Role),
            optional("off", OptionKind::Bool),
        ],
    ));
    subcommands
}

/// An archived game's id (from `history` or the game-over message).
pub(super) fn id_option() -> SlashOption {
    optional(
        "id",
        OptionKind::Int {
            min: 0,
            max: 9_007_199_254_740_991,
        },
    )
}

/// The game keys, in the order `games` lists them.
static GAME_KEYS: LazyLock<Vec<&'static str>> =
    LazyLock::new(|| Kind::ALL.iter().map(|k| k.key()).collect());

pub(super) fn game_option() -> SlashOption {
    SlashOption {
        choices: &GAME_KEYS,
        ..optional("game", OptionKind::Str)
    }
}

#[cfg(test)]
mod surface_snapshot {
    use crate::games::Kind;

    /// A choice list as the snapshot shows it: the list of games and the
    /// list of seats come from the registry (pinned by
    /// `game_and_seat_choices_come_from_the_registry`) and read `[GAMES]`
    /// and `[SEATS]`, so a new game leaves the snapshot as it is.
    fn choices(list: &[&str]) -> String {
        if list == super::GAME_KEYS.as_slice() {
            "[GAMES]".into()
        } else if list == super::COLOURS.as_slice() {
            "[SEATS]".into()
        } else {
            format!("{list:?}")
        }
    }

    /// One line per command: what Discord is shown (names, option kinds,
    /// requirement, autocomplete, choices, subcommands).
    fn surface() -> String {
        fn line(c: &super::SlashCommand, indent: &str, out: &mut String) {
            out.push_str(&format!("{indent}{}\n", c.name));
            for o in &c.options {
                out.push_str(&format!(
                    "{indent}  {} {:?} req={} auto={} {}\n",
                    o.name,
                    o.kind,
                    o.required,
                    o.autocomplete,
                    choices(o.choices)
                ));
            }
            for s in &c.subcommands {
                line(s, &format!("{indent}    "), out);
            }
        }
        let mut out = String::new();
        for c in super::slash_commands() {
            line(&c, "", &mut out);
        }
        out
    }

    /// Every game's key in registry order is the `game` choice; every
    /// seat's first word, once, in registry order, then `random`, is the
    /// `colour` choice.
    #[test]
    fn game_and_seat_choices_come_from_the_registry() {
        let keys: Vec<&str> = Kind::ALL.iter().map(|k| k.key()).collect();
        assert_eq!(*super::GAME_KEYS, keys);
        let mut seats: Vec<&str> = Vec::new();
        for k in Kind::ALL {
            for s in k.seats() {
                if !seats.contains(&s.words[0]) {
                    seats.push(s.words[0]);
                }
            }
        }
        seats.push("random");
        assert_eq!(*super::COLOURS, seats);
        let surface = surface();
        assert_eq!(surface.matches("[GAMES]").count(), 8, "{surface}");
        assert_eq!(surface.matches("[SEATS]").count(), 2, "{surface}");
    }

    /// The commands Discord registers change only on purpose: update the
    /// fixture with the change (`SURFACE_OUT=path` writes the new one).
    #[test]
    fn the_surface_is_the_one_registered() {
        if let Ok(p) = std::env::var("SURFACE_OUT") {
            std::fs::write(p, surface()).unwrap();
        }
        let want = include_str!("../../tests/fixtures/slash_surface.txt");
        assert_eq!(surface(), want);
    }
}
