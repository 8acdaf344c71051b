//! The registry of games: keys, names, aliases, and building a game of a
//! kind from its options or its record.

use super::played::{AnyGame, Played};
use serde::{Deserialize, Serialize};

/// Every game the bot hosts. The key is stored: never rename one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Bridges,
    Avanco,
    Rastros,
    Produto,
    Sesqui,
    Numbridge,
}

impl Kind {
    /// Every hosted kind, in the order `!games` lists them.
    pub const ALL: [Kind; 6] = [
        Kind::Bridges,
        Kind::Avanco,
        Kind::Rastros,
        Kind::Produto,
        Kind::Sesqui,
        Kind::Numbridge,
    ];

    /// The key used in records (`game avanco`), the store and commands.
    pub fn key(self) -> &'static str {
        match self {
            Kind::Bridges => "bridges",
            Kind::Avanco => "avanco",
            Kind::Rastros => "rastros",
            Kind::Produto => "produto",
            Kind::Sesqui => "sesqui",
            Kind::Numbridge => "numbridge",
        }
    }

    /// The name shown to people.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Bridges => "Bridges",
            Kind::Avanco => "Avanço",
            Kind::Rastros => "Rastros",
            Kind::Produto => "Produto",
            Kind::Sesqui => "Sesqui",
            Kind::Numbridge => "Numbridge",
        }
    }

    /// The catalog id of the game's name (`game-avanco`: `Avanço`).
    pub fn name_id(self) -> &'static str {
        match self {
            Kind::Bridges => "game-bridges",
            Kind::Avanco => "game-avanco",
            Kind::Rastros => "game-rastros",
            Kind::Produto => "game-produto",
            Kind::Sesqui => "game-sesqui",
            Kind::Numbridge => "game-numbridge",
        }
    }

    /// Other words users may type for this game (English names).
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            Kind::Bridges => &["bridge"],
            Kind::Avanco => &["breakthrough", "avanço"],
            Kind::Rastros => &["slimetrail"],
            Kind::Produto => &["product"],
            Kind::Sesqui => &[],
            Kind::Numbridge => &["hexsudoku", "hex-sudoku", "sudoku"],
        }
    }

    /// The kind a word names (key, name or alias, any case).
    pub fn from_word(word: &str) -> Option<Kind> {
        let w = word.trim().to_lowercase();
        Kind::ALL.into_iter().find(|k| {
            k.key() == w || k.name().to_lowercase() == w || k.aliases().contains(&w.as_str())
        })
    }

    /// A new game of this kind; `options` are `(key, value)` pairs as in a
    /// record's option lines (`size 7`). Errors name the bad option.
    pub fn new_game(
        self,
        options: &[(String, String)],
    ) -> Result<Box<dyn AnyGame>, crate::i18n::Msg> {
        match self {
            Kind::Bridges => Ok(Box::new(Played::<super::bridges::Position>::new(options)?)),
            Kind::Avanco => Ok(Box::new(Played::<super::avanco::Avanco>::new(options)?)),
            Kind::Rastros => Ok(Box::new(Played::<super::rastros::Rastros>::new(options)?)),
            Kind::Produto => Ok(Box::new(Played::<super::produto::Produto>::new(options)?)),
            Kind::Sesqui => Ok(Box::new(Played::<super::sesqui::Sesqui>::new(options)?)),
            Kind::Numbridge => Ok(Box::new(Played::<super::numbridge::Numbridge>::new(
                options,
            )?)),
        }
    }
}

impl Kind {
    /// The seats of this kind's games.
    pub fn seats(self) -> &'static [super::SeatInfo; 2] {
        // Numbridge's start makes a puzzle: not worth it for its seats.
        if self == Kind::Numbridge {
            return &super::numbridge::SEATS;
        }
        match self.new_game(&[]) {
            Ok(g) => g.seats(),
            Err(_) => &super::bridges::SEATS,
        }
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
