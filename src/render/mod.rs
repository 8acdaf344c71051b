//! The board as a picture (PNG) and as text.
//!
//! Any game's board is drawn from a plain-data [`View`]: `geometry` places
//! the cells of its [`Shape`](crate::games::view::Shape), `art` draws the
//! empty board and every sprite once per shape (with `imageproc`, at 4× and
//! averaged down with `image`), and a frame copies the board, blits sprites
//! and text and encodes (`frame`). Fast by doing the drawing ahead of time
//! (the lila-gif way).
//!
//! [`BoardView`] and the functions on it are the Bridges front door; the
//! conversion to a [`View`] lives in `games::bridges::view`.

mod art;
mod encode;
mod font;
mod frame;
mod geometry;
mod palette;
pub mod replay;
mod sprite;
mod text;

use crate::engine::Game;
use crate::games::view::View;
use crate::games::ViewCtx;
use crate::i18n::Lang;

pub use frame::{draw_view, DrawnText, Frame};
pub use geometry::{geometry, CellForm, Geometry, Label};
pub use palette::Ink;
pub use text::{alt_text, render_text};

/// PNG bytes of a view.
pub fn png(view: &View) -> Vec<u8> {
    draw_view(view).encode()
}

/// What to draw: a Bridges game, the players' names and a few options.
pub struct BoardView<'a> {
    pub game: &'a Game,
    /// Display names: [Orange's, Light Blue's].
    pub names: [&'a str; 2],
    /// Mark the cells where the player to move may place (and bridge ends).
    pub show_legal: bool,
    /// Status line override, e.g. "Orange resigned. Light Blue wins."; None =
    /// derived from the game ("Light Blue to move · turn 7", or the result).
    pub status: Option<&'a str>,
    /// The language of every word (English unless set).
    pub lang: Lang,
}

impl<'a> BoardView<'a> {
    pub fn new(game: &'a Game, names: [&'a str; 2]) -> Self {
        BoardView {
            game,
            names,
            show_legal: false,
            status: None,
            lang: Lang::En,
        }
    }

    /// The same, in `lang`.
    pub fn in_lang(self, lang: Lang) -> Self {
        BoardView { lang, ..self }
    }

    /// What a game's presentation needs to know of this view.
    pub fn ctx(&self) -> ViewCtx<'a> {
        ViewCtx {
            names: self.names,
            viewer: None,
            show_legal: self.show_legal,
            status: self.status,
            lang: self.lang,
        }
    }

    /// The plain-data view the renderer draws.
    pub fn view(&self) -> View {
        crate::games::bridges::view::view(self.game, &self.ctx())
    }
}

/// Draw a Bridges board.
pub fn draw(view: &BoardView) -> Frame {
    draw_view(&view.view())
}

/// PNG bytes of the board. Never panics for any reachable game.
pub fn render_png(view: &BoardView) -> Vec<u8> {
    png(&view.view())
}

/// The status line shown under the board (the override, the result, or
/// whose turn it is).
pub fn status_line(view: &BoardView) -> String {
    text::status_line(view)
}

/// PNG bytes of any game's board, as `ctx` asks.
pub fn png_of(game: &dyn crate::games::AnyGame, ctx: &crate::games::ViewCtx) -> Vec<u8> {
    png(&game.view(ctx))
}
