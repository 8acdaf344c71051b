//! The board as a picture (PNG) and as text.
//!
//! Fast by doing the drawing ahead of time (the lila-gif way): per board
//! size the empty board and every sprite are drawn once, anti-aliased, in
//! an indexed palette (`art`); a frame copies the board, blits sprites and
//! bridge links, writes the header and footer, and encodes (`frame`).

mod art;
mod encode;
mod font;
mod frame;
mod layout;
mod raster;
mod text;
mod theme;

use crate::engine::Game;

pub use frame::{draw, Frame};
pub use layout::{layout, Layout};
pub use text::{alt_text, render_text};
pub use theme::Ink;

/// What to draw: a game, the players' names and a few options.
pub struct BoardView<'a> {
    pub game: &'a Game,
    /// Display names: [Orange's, Light Blue's].
    pub names: [&'a str; 2],
    /// Mark the cells where the player to move may place (and bridge ends).
    pub show_legal: bool,
    /// Status line override, e.g. "Orange resigned. Light Blue wins."; None =
    /// derived from the game ("Light Blue to move · turn 7", or the result).
    pub status: Option<&'a str>,
}

impl<'a> BoardView<'a> {
    pub fn new(game: &'a Game, names: [&'a str; 2]) -> Self {
        BoardView {
            game,
            names,
            show_legal: false,
            status: None,
        }
    }
}

/// PNG bytes of the board. Never panics for any reachable game.
pub fn render_png(view: &BoardView) -> Vec<u8> {
    draw(view).encode()
}

/// The status line shown under the board (the override, the result, or
/// whose turn it is).
pub fn status_line(view: &BoardView) -> String {
    text::status_line(view)
}

/// PNG bytes of any game's board as `ctx` asks, `None` where no picture is
/// drawn for the game yet.
pub fn png_of(game: &dyn crate::games::AnyGame, ctx: &crate::games::ViewCtx) -> Option<Vec<u8>> {
    let bridges = game.as_any().downcast_ref::<Game>()?;
    let mut v = BoardView::new(bridges, ctx.names);
    v.show_legal = ctx.show_legal;
    v.status = ctx.status;
    Some(render_png(&v))
}
