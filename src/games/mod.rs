//! The games the bot hosts, behind one interface, and what they share.
//!
//! Two layers:
//! - [`Rules`]: a game's position and its typed actions (pure, fast, no
//!   history). Each game implements it; the generic search plays through it.
//! - [`AnyGame`]: a game with its history, seen through text (actions as
//!   notation, records, views). [`Played`] gives it to every [`Rules`] type;
//!   the store, the commands, the CLI and local mode only use this layer.
//!
//! Which games exist and what each states about itself (key, names,
//! seats, options, undo, hidden information, clocks, commands): [`Kind`]
//! and its [`GameInfo`].

pub mod arena;
pub mod bits;
pub mod header;
pub mod kind;
pub mod played;
pub mod present;
pub mod record;
pub mod rhombus;
pub mod square;
pub mod view;

// The registry: one line per game (its folder, its kind, its position
// type, its `GameInfo`), which declares the game's module and makes it a
// `Kind` (see `kind.rs`); a new game appends its line.
kind::registry! {
    bridges => Bridges = bridges::Position, bridges::info::INFO;
    avanco => Avanco = avanco::Avanco, avanco::INFO;
    rastros => Rastros = rastros::Rastros, rastros::INFO;
    produto => Produto = produto::Produto, produto::INFO;
    sesqui => Sesqui = sesqui::Sesqui, sesqui::INFO;
    numbridge => Numbridge = numbridge::Numbridge, numbridge::INFO;
}

pub use header::{TagResult, Tags, Termination};
pub use kind::{Completion, GameInfo, MoveCommand, OptionSpec, Rooms, Says, Values, HAND_WORDS};
pub use played::{AnyGame, GameData, PlayError, Played};
pub use present::{Present, Registered, Rules, SeatInfo, ViewCtx};
pub use record::{
    check_record, parse_headed_record, parse_record, parse_record_at, split_records, RecordError,
};

pub use crate::rules::{Outcome, Progress, Seat};

/// The AI's turn in a game of any kind, as notation to play with
/// [`AnyGame::play`] (one string per action): the game's own player where
/// it has one (`Rules::own_turn`), else the generic search
/// (`crate::search::generic`). Empty when the game is over or the player
/// to move has nothing legal (apply [`AnyGame::forced_passes`]).
pub fn choose_turn_any(
    game: &dyn AnyGame,
    spec: &crate::search::PlayerSpec,
    seed: u64,
) -> Vec<String> {
    game.ai_turn(spec, seed, true).0
}
