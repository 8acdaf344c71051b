//! The registry of games (one line a game in `registry!`, invoked in
//! `games/mod.rs`): what each game states about itself once (its
//! [`GameInfo`]: key, names, seats, options, undo, hidden information,
//! clocks, move commands), and building a game of a kind from its options
//! or its record. Everything outside `src/games/` reads these facts instead
//! of naming a game.

use super::present::SeatInfo;
use super::Kind;

/// The registry: one line per game, `module => Variant = Position, INFO;`
/// (in `games/mod.rs`). It declares the game's module (its folder) and
/// makes [`Kind`] (the variant's snake-case name is the key stored in
/// records and the store: never rename one), [`Kind::ALL`], [`Kind::info`]
/// and [`Kind::new_game`]. A new game is appended: `ALL` is the order
/// `games` lists them, and fuzz inputs pick a game by its index there.
macro_rules! registry {
    ($($module:ident => $variant:ident = $position:ty, $info:path;)+) => {
        $(pub mod $module;)+

        /// Every game the bot hosts, one line each in the registry. The key
        /// is stored: never rename one.
        #[derive(
            Clone, Copy, PartialEq, Eq, Hash, Debug, serde::Serialize, serde::Deserialize,
        )]
        #[serde(rename_all = "snake_case")]
        pub enum Kind {
            $($variant),+
        }

        impl Kind {
            /// Every hosted kind, in the order `!games` lists them.
            pub const ALL: [Kind; [$(stringify!($variant)),+].len()] = [$(Kind::$variant),+];

            /// What this game states about itself.
            pub const fn info(self) -> &'static $crate::games::GameInfo {
                match self {
                    $(Kind::$variant => &$info),+
                }
            }

            /// A new game of this kind; `options` are `(key, value)` pairs
            /// as in a record's option lines (`size 7`). Errors name the bad
            /// option.
            pub fn new_game(
                self,
                options: &[(String, String)],
            ) -> Result<Box<dyn $crate::games::AnyGame>, $crate::i18n::Msg> {
                match self {
                    $(Kind::$variant => Ok(Box::new(
                        $crate::games::Played::<$position>::new(options)?,
                    ))),+
                }
            }
        }
    };
}
pub(super) use registry;

/// What a game states about itself, once (in the spirit of OpenSpiel's
/// `GameType`). Each game's folder holds its `INFO`; [`Kind::info`] finds it.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// The key used in records (`game avanco`), the store and commands.
    /// Stored: never change it.
    pub key: &'static str,
    /// The name shown to people (in English; see `name_id`).
    pub name: &'static str,
    /// The catalog id of the game's name (`game-avanco`: `Avanço`).
    pub name_id: &'static str,
    /// Other words users may type for this game (English names).
    pub aliases: &'static [&'static str],
    /// The two seats, the first to move first.
    pub seats: [SeatInfo; 2],
    /// The game's own catalog file (`avanco.ftl` in each language, made
    /// by `crate::game_catalog!`): its words, loaded with the shared ones.
    pub catalog: crate::i18n::Catalog,
    /// The option lines the game takes, in the order commands offer them.
    pub options: &'static [OptionSpec],
    /// May a player take back an action of the turn in progress? Not when
    /// an action reveals something (a draw, a hit or a miss).
    pub undo: bool,
    /// Does each seat hold something the other may not see (a hand)? See
    /// [`super::Rules::observe`]. A game with hands words its private hand
    /// in its own catalog ([`HAND_WORDS`]).
    pub hands: bool,
    /// Do the rules themselves time turns and games (Numbridge)?
    pub rules_clocks: bool,
    /// Slash commands of the game's own that play a move (`/place cell`),
    /// besides the shared `/move`, `/pass` and `/end`.
    pub commands: &'static [MoveCommand],
    /// The word grouping the game's commands (`/nb place`), with the
    /// catalog id of what to say when it comes alone.
    pub group: Option<(&'static str, &'static str)>,
    /// The game's rooms, where a server's managers may make a channel one
    /// (`room blitz`: Numbridge's club rooms).
    pub rooms: Option<Rooms>,
    /// Autocomplete for an option of one of `commands`: the values to offer
    /// from the legal moves of the player to move (`None`: the command or
    /// option is not the game's).
    pub complete: fn(&Completion) -> Option<Vec<String>>,
}

/// The words a game with hands gives its private hand, each in its own
/// catalog as `ID-KEY` (`hand-button-place-numbridge`; see
/// [`GameInfo::word`]): what a hand holds and how a pick is played is the
/// game's to say, in its words (a tile, a digit, its notation). Each
/// takes `$pick`, the pick's label (`7`), but the first two; the cell
/// and row pickers also `$row`. A game words too what its hand offers
/// besides, where it offers it: an action by clicks the table asks about
/// first (`hand-button-clue` with `$cell`, `hand-clue-note`), the `swap`
/// choice (`hand-button-swap`), close-ups of cells (`hand-button-look`,
/// `hand-look-row`).
pub const HAND_WORDS: [&str; 8] = [
    // What to do with the hand: tapped, typed (the terminal).
    "hand-tap",
    "hand-type",
    // A pick's button (`Place 7`), and a pick that cannot be played now.
    "hand-button-place",
    "hand-cannot-place",
    // After a pick: its cell, in row `$row`, or its row first.
    "hand-pick-cell",
    "hand-pick-cell-in-row",
    "hand-pick-row",
    // Typing instead, with an example of the notation.
    "hand-or-type",
];

/// A game's option lines (`("size", "8")`), in order.
pub type OptionLines = Vec<(String, String)>;

/// A challenge's option lines settled in a room (see [`Rooms::settle`]).
pub type SettleInRoom = fn(&str, &[(String, String)]) -> Result<OptionLines, crate::i18n::Msg>;

/// A game's rooms (see [`GameInfo::rooms`]): each named by a key
/// (`blitz`), which the store keeps for the channel; a room gives the
/// game's challenges made there their defaults and limits.
#[derive(Clone, Copy, Debug)]
pub struct Rooms {
    /// The key of the room a word names, in any language (`estudo`:
    /// `study`).
    pub from_word: fn(&str) -> Option<&'static str>,
    /// What room `key` allows, as one message (`None`: no such room).
    pub rules: fn(&str) -> Option<crate::i18n::Msg>,
    /// A challenge's option lines in room `key`: what is not said takes
    /// the room's default; what is said must be allowed, else the error
    /// says what the room allows.
    pub settle: SettleInRoom,
}

/// What an autocomplete asks for (see [`GameInfo::complete`]).
#[derive(Clone, Copy, Debug)]
pub struct Completion<'a> {
    /// The legal moves of the player to move, as notation.
    pub legal: &'a [String],
    /// The command (`bridge`, `nb place`).
    pub command: &'a str,
    /// The option being typed (`to`).
    pub option: &'a str,
    /// The values of the command's other options, as typed so far.
    pub filled: &'a [(String, String)],
}

impl Completion<'_> {
    /// The value typed so far for `option`, trimmed and lower case.
    pub fn filled(&self, option: &str) -> Option<String> {
        self.filled
            .iter()
            .find(|(k, _)| k == option)
            .map(|(_, v)| v.trim().to_lowercase())
            .filter(|v| !v.is_empty())
    }
}

/// No commands of its own to complete.
pub fn complete_nothing(_: &Completion) -> Option<Vec<String>> {
    None
}

/// One option a game takes (`size 7`, `variant blitz`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The option line's key.
    pub key: &'static str,
    pub values: Values,
    /// A value for examples in help (`clues 30`).
    pub example: &'static str,
    /// Offered by `/challenge` and `/play-ai`, and read from challenge words.
    pub offered: bool,
    /// A secret while the game runs (left out of the public record).
    pub secret: bool,
}

/// The values an option takes. The game's own `new` checks them fully
/// (and says what is wrong); these are what commands offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Values {
    /// A whole number from `min` to `max`.
    Range { min: u32, max: u32 },
    /// One of these whole numbers.
    Numbers(&'static [u32]),
    /// One of these words (`values`); `synonyms` are other words players
    /// may type, each with the value it stands for; `wrong` is the catalog
    /// id saying a `word` is none of them (`usage-not-variant`).
    Words {
        values: &'static [&'static str],
        synonyms: &'static [(&'static str, &'static str)],
        wrong: &'static str,
    },
    /// `on` or `off`; the key alone as a challenge word means `on`.
    Switch,
    /// Any whole number (a seed).
    Any,
}

impl Values {
    /// The value a word stands for, for word options (`dominoes`:
    /// `dominios`).
    pub fn word(&self, word: &str) -> Option<&'static str> {
        match *self {
            Values::Words {
                values, synonyms, ..
            } => values
                .iter()
                .copied()
                .find(|v| *v == word)
                .or_else(|| synonyms.iter().find(|(w, _)| *w == word).map(|(_, v)| *v)),
            _ => None,
        }
    }

    /// The smallest and largest number allowed, for number options.
    pub fn bounds(&self) -> Option<(u32, u32)> {
        match *self {
            Values::Range { min, max } => Some((min, max)),
            Values::Numbers(ns) => Some((*ns.iter().min()?, *ns.iter().max()?)),
            _ => None,
        }
    }
}

/// A slash command that plays a move of one game (`/place cell`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveCommand {
    /// The command's name; `nb place` is subcommand `place` of `/nb`.
    pub name: &'static str,
    /// Its options, in order: name and whether it is required. Every one
    /// autocompletes (see [`GameInfo::complete`]).
    pub options: &'static [(&'static str, bool)],
    /// What it does.
    pub says: Says,
}

/// What a game's slash command stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Says {
    /// Move text, `{option}` replaced by the option's value (blank when
    /// not given): `place {cell}`, `{cell}:{digit}`.
    Move(&'static str),
    /// A shared command by its name (`hand`).
    Command(&'static str),
}

impl MoveCommand {
    /// The move text for the options given (`place c3`); `None` when the
    /// command stands for a shared command.
    pub fn notation(&self, value: impl Fn(&str) -> String) -> Option<String> {
        let Says::Move(template) = self.says else {
            return None;
        };
        let mut out = template.to_string();
        for (name, _) in self.options {
            out = out.replace(&format!("{{{name}}}"), &value(name));
        }
        Some(out)
    }
}

impl GameInfo {
    /// A game of perfect information without options, clocks or commands
    /// of its own; entries change what differs (`..GameInfo::plain(..)`).
    pub const fn plain(
        key: &'static str,
        name: &'static str,
        name_id: &'static str,
        aliases: &'static [&'static str],
        seats: [SeatInfo; 2],
        catalog: crate::i18n::Catalog,
    ) -> GameInfo {
        GameInfo {
            key,
            name,
            name_id,
            aliases,
            seats,
            catalog,
            options: &[],
            undo: true,
            hands: false,
            rules_clocks: false,
            commands: &[],
            group: None,
            rooms: None,
            complete: complete_nothing,
        }
    }

    /// The option spec named `key`.
    pub fn option(&self, key: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.key == key)
    }

    /// Is option `key` a secret while the game runs?
    pub fn is_secret(&self, key: &str) -> bool {
        self.option(key).is_some_and(|o| o.secret)
    }

    /// The game's own word `id` in `lang`: its catalog's `ID-KEY`
    /// (`hand-button-place` of Numbridge: `hand-button-place-numbridge`),
    /// as [`HAND_WORDS`] lists them.
    pub fn word(
        &self,
        lang: crate::i18n::Lang,
        id: &str,
        args: &[(&str, crate::i18n::Arg)],
    ) -> String {
        crate::i18n::message(lang, &format!("{id}-{}", self.key), args)
    }
}

impl Kind {
    /// The game played when none is named: a record without a `game` line,
    /// a challenge, help or local mode that names none. Its record and its
    /// "Game on" line leave its name out, as the first release wrote them,
    /// and the config's `default_size` is its size.
    pub const DEFAULT: Kind = Kind::Bridges;

    /// The key used in records (`game avanco`), the store and commands.
    pub fn key(self) -> &'static str {
        self.info().key
    }

    /// The name shown to people.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The catalog id of the game's name (`game-avanco`: `Avanço`).
    pub fn name_id(self) -> &'static str {
        self.info().name_id
    }

    /// Other words users may type for this game (English names).
    pub fn aliases(self) -> &'static [&'static str] {
        self.info().aliases
    }

    /// The seats of this kind's games.
    pub fn seats(self) -> &'static [SeatInfo; 2] {
        &self.info().seats
    }

    /// Is this [`Kind::DEFAULT`]?
    pub fn is_default(self) -> bool {
        self == Kind::DEFAULT
    }

    /// The kind a word names (key, name or alias, any case).
    pub fn from_word(word: &str) -> Option<Kind> {
        let w = word.trim().to_lowercase();
        Kind::ALL.into_iter().find(|k| {
            k.key() == w || k.name().to_lowercase() == w || k.aliases().contains(&w.as_str())
        })
    }

    /// Every game's options that commands offer, merged by key in registry
    /// order (a number option's bounds are those of every game together).
    pub fn offered_options() -> Vec<OptionSpec> {
        let mut out: Vec<OptionSpec> = Vec::new();
        for spec in Kind::ALL.iter().flat_map(|k| k.info().options) {
            if !spec.offered {
                continue;
            }
            match out.iter_mut().find(|o| o.key == spec.key) {
                None => out.push(*spec),
                Some(o) => {
                    if let (Some((a, b)), Some((c, d))) = (o.values.bounds(), spec.values.bounds())
                    {
                        o.values = Values::Range {
                            min: a.min(c),
                            max: b.max(d),
                        };
                    }
                }
            }
        }
        out
    }

    /// The game whose own slash command `name` is (`place`, `nb place`),
    /// with the command.
    pub fn move_command(name: &str) -> Option<(Kind, &'static MoveCommand)> {
        Kind::ALL.into_iter().find_map(|k| {
            k.info()
                .commands
                .iter()
                .find(|c| c.name == name)
                .map(|c| (k, c))
        })
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each line of the registry is one kind with its own key, stored
    /// as the variant's name.
    #[test]
    fn every_kind_is_listed_once_under_its_own_key() {
        for (i, k) in Kind::ALL.into_iter().enumerate() {
            assert!(!Kind::ALL[..i].contains(&k), "{k} twice");
            assert_eq!(serde_json::to_value(k).unwrap(), k.key(), "{k}");
            assert!(
                Kind::ALL[..i].iter().all(|o| o.key() != k.key()),
                "{k}: key taken"
            );
        }
    }

    #[test]
    fn each_entry_states_its_own_facts() {
        for k in Kind::ALL {
            let info = k.info();
            assert_eq!(info.name_id, format!("game-{}", info.key));
            assert_eq!(Kind::from_word(info.key), Some(k));
            let options: Vec<(String, String)> = info
                .options
                .iter()
                .map(|o| (o.key.to_string(), o.example.to_string()))
                .collect();
            let game = k.new_game(&[]).expect("a game with no options");
            assert_eq!(game.seats(), &info.seats, "{k}");
            assert_eq!(game.has_private(), info.hands, "{k}");
            assert_eq!(game.turn_limit_ms().is_some(), info.rules_clocks, "{k}");
            for o in &options {
                let one = std::slice::from_ref(o);
                assert!(k.new_game(one).is_ok(), "{k}: option {o:?}");
            }
            for c in info.commands {
                assert_eq!(
                    c.name.contains(' '),
                    info.group.is_some(),
                    "{k}: {}",
                    c.name
                );
            }
        }
    }

    #[test]
    fn offered_bounds_cover_every_game() {
        let size = Kind::offered_options()
            .into_iter()
            .find(|o| o.key == "size")
            .unwrap();
        assert_eq!(size.values.bounds(), Some((3, 13)));
    }
}
