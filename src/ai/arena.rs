//! Matches between two players (`crate::search::arena`: one match loop for
//! every game), and Bridges' games with their scores.

pub use crate::games::bridges::ai::{play_game, GameReport};
pub use crate::search::arena::*;
