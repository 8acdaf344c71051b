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

pub mod avanco;
pub mod bits;
pub mod bridges;
pub mod header;
pub mod kind;
pub mod numbridge;
pub mod played;
pub mod produto;
pub mod rastros;
pub mod record;
pub mod rules;
pub mod sesqui;
pub mod square;
pub mod view;

pub use header::{TagResult, Tags, Termination};
pub use kind::{Completion, GameInfo, Kind, MoveCommand, OptionSpec, Says, Values};
pub use played::{AnyGame, GameData, PlayError, Played};
pub use record::{
    check_record, parse_headed_record, parse_record, parse_record_at, split_records, RecordError,
};
pub use rules::{Present, Rules, SeatInfo, ViewCtx};

/// A seat at the table: 0 moves first, 1 second.
pub type Seat = usize;

/// How a game ended by its board rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    Win(Seat),
    Draw,
}

impl Outcome {
    pub fn winner(self) -> Option<Seat> {
        match self {
            Outcome::Win(s) => Some(s),
            Outcome::Draw => None,
        }
    }
}

/// What an action did to the turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Progress {
    /// The same player acts again in this turn.
    Continues,
    /// The turn is over (the game may be over too).
    Ended,
}
