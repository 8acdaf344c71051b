//! Matches between two players (`crate::games::arena`: one match loop for
//! every game), and Bridges' games with their scores.

pub use crate::games::arena::*;
pub use crate::games::bridges::ai::{play_game, GameReport};
