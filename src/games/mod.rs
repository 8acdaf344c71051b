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

// The games, each in its folder; its one line in the registry
// (`kind.rs`) makes it a `Kind`.
pub mod avanco;
pub mod bridges;
pub mod numbridge;
pub mod produto;
pub mod rastros;
pub mod sesqui;

pub use header::{TagResult, Tags, Termination};
pub use kind::{Completion, GameInfo, Kind, MoveCommand, OptionSpec, Rooms, Says, Values};
pub use played::{AnyGame, GameData, PlayError, Played};
pub use present::{Present, Registered, Rules, SeatInfo, ViewCtx};
pub use record::{
    check_record, parse_headed_record, parse_record, parse_record_at, split_records, RecordError,
};

pub use crate::rules::{Outcome, Progress, Seat};
