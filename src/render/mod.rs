//! The board as a picture (PNG) and as text.
//!
//! Any game's board is drawn from a plain-data [`View`]: `geometry` places
//! the cells of its [`Shape`](crate::games::view::Shape), `art` draws the
//! empty board and every sprite once per shape (with `imageproc`, at 4× and
//! averaged down with `image`), and a frame copies the board, blits sprites
//! and text and encodes (`frame`). Fast by doing the drawing ahead of time
//! (the lila-gif way). Text boards and alt texts are the games' own
//! (`crate::games::Present`).
//!
//! A tournament's standings table is drawn the same way (`standings`),
//! from its own plain-data view.
//!
//! The same view is also drawn as SVG (`svg`), over the same geometry,
//! sizes and inks, with every cell named, for pages that light and click
//! cells.

mod art;
mod canvas;
mod encode;
mod font;
mod geometry;
mod palette;
pub mod replay;
mod sprite;
pub mod standings;
mod svg;

use crate::games::view::View;

pub use canvas::{draw_view, Canvas, DrawnText};
pub use geometry::{geometry, CellForm, Geometry, Label};
pub use palette::Ink;
pub use standings::{
    draw_standings, standings_png, Medal, StandingsHeads, StandingsRow, StandingsView,
};
pub use svg::{svg, svg_board_only, svg_labelled, svg_of, Esc};

/// PNG bytes of a view.
pub fn png(view: &View) -> Vec<u8> {
    draw_view(view).encode()
}

/// PNG bytes of any game's board, as `ctx` asks.
pub fn png_of(game: &dyn crate::games::AnyGame, ctx: &crate::games::ViewCtx) -> Vec<u8> {
    png(&game.view(ctx))
}
