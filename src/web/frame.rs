//! One viewer's frame of a game, built only from what that viewer may see:
//! every part goes through the game's views for `viewer`
//! ([`crate::games::Rules::observe`], the same seam as the images).

use super::protocol::{ClocksFrame, Event, Frame, SeatFrame};
use crate::commands::TableGame;
use crate::games::view::{Mark, Shape, Tone, View};
use crate::games::{AnyGame, ViewCtx};

/// Who looks: a seat, or `None` for a spectator.
pub type Viewer = Option<usize>;

/// The frame `viewer` may see of `table` (numbered by the caller).
pub fn build(table: &TableGame, viewer: Viewer, epoch: u64, n: u64) -> Frame {
    let game = table.game.as_ref();
    let names = [table.players[0].1.as_str(), table.players[1].1.as_str()];
    let mut ctx = ViewCtx::public(names).in_lang(table.lang);
    ctx.viewer = viewer;
    ctx.status = table.ended.as_deref();
    let view = game.view(&ctx);
    let seats = [0, 1].map(|s| SeatFrame {
        name: view.seats[s].name.clone(),
        user: table.players[s].0.to_string(),
        tone: tone_key(view.seats[s].tone).into(),
        sub: view.seats[s].sub.clone(),
        score: view.seats[s].score.clone(),
    });
    let clocks =
        (table.turn_deadline_ms.is_some() || table.game_deadline_ms.is_some() || table.adjourned)
            .then_some(ClocksFrame {
                turn_deadline_ms: table.turn_deadline_ms,
                game_deadline_ms: table.game_deadline_ms,
                adjourned: table.adjourned,
            });
    let over = game.is_over() || table.ended.is_some();
    Frame {
        epoch,
        n,
        game: game.kind().key().into(),
        viewer,
        seats,
        to_move: game.to_move().filter(|_| table.ended.is_none()),
        turn: game.turn(),
        board_svg: board_svg(game, &ctx),
        board_text: game.text_board(&ctx),
        status: view.status.clone(),
        score: game.score_line(&ctx),
        clocks,
        hand: viewer.and_then(|s| game.private_line(s, table.lang)),
        last: game.last_turn(),
        draw_offer: table.draw_offer.filter(|_| !over),
        over,
        result: table
            .ended
            .clone()
            .or_else(|| game.result_sentence(&ctx).filter(|_| game.is_over())),
    }
}

/// The board as SVG, from the same drawing as the channel's PNG, every
/// cell named (`data-cell="C4"`).
pub fn board_svg(game: &dyn AnyGame, ctx: &ViewCtx) -> String {
    crate::render::svg_of(game, ctx)
}

fn tone_key(tone: Tone) -> &'static str {
    match tone {
        Tone::Orange => "orange",
        Tone::Blue => "blue",
        Tone::White => "white",
        Tone::Black => "black",
        Tone::Neutral => "neutral",
    }
}

/// The misses the public view of `table` shows (a failed digit, seen by
/// both seats and spectators), as events of frame `n`.
pub fn misses(table: &TableGame, n: u64) -> Vec<Event> {
    let names = [table.players[0].1.as_str(), table.players[1].1.as_str()];
    let view = table.game.view(&ViewCtx::public(names));
    view.marks
        .iter()
        .filter_map(|m| match m.mark {
            Mark::Miss(digit) => Some(Event {
                n,
                kind: "miss".into(),
                cell: cell_name(&view, m.at),
                digit,
            }),
            _ => None,
        })
        .collect()
}

/// A cell's name as the game's notation writes it (`C4`, `e2`).
pub fn cell_name(view: &View, at: crate::games::view::At) -> String {
    let letter = |base: u8| char::from(base + at.col);
    match view.shape {
        Shape::Square { .. } => format!("{}{}", letter(b'a'), at.row + 1),
        Shape::HexHex { .. } | Shape::Rhombus { .. } => {
            format!("{}{}", letter(b'A'), at.row + 1)
        }
    }
}
