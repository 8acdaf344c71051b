//! Words about a Bridges position: the status line, the alt text and the
//! monospace text board. The words are the game's
//! (`crate::games::bridges::present`), in the view's language.

use super::BoardView;
use crate::games::bridges::present;

/// The status line: the caller's override, the result, or whose turn it is.
pub fn status_line(view: &BoardView) -> String {
    present::status_line(view.game, &view.ctx())
}

/// One line describing the position, for the image's alt text.
pub fn alt_text(view: &BoardView) -> String {
    present::alt_text(view.game, &view.ctx())
}

/// The text board: one line per row, row 15 at the top; cells 4 characters
/// apart so the hexagons' stagger shows; coordinates on every edge.
pub fn render_text(view: &BoardView) -> String {
    present::text_board(view.game, &view.ctx())
}
