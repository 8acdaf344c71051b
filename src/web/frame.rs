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
    let clocks = (table.turn_deadline_ms.is_some()
        || table.game_deadline_ms.is_some()
        || table.adjourned)
        .then(|| ClocksFrame {
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

/// The board as SVG. Until the SVG backend lands this wraps the PNG the
/// channel sees; the one place to switch over.
pub fn board_svg(game: &dyn AnyGame, ctx: &ViewCtx) -> String {
    let png = crate::render::png_of(game, ctx);
    let (w, h) = png_size(&png).unwrap_or((800, 800));
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\">\
         <image width=\"{w}\" height=\"{h}\" href=\"data:image/png;base64,{}\"/></svg>",
        base64(&png)
    )
}

/// A PNG's width and height, from its header.
fn png_size(png: &[u8]) -> Option<(u32, u32)> {
    let w = u32::from_be_bytes(png.get(16..20)?.try_into().ok()?);
    let h = u32::from_be_bytes(png.get(20..24)?.try_into().ok()?);
    Some((w, h))
}

fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(ABC[(n >> (18 - 6 * i)) as usize & 63] as char);
            } else {
                out.push('=');
            }
        }
    }
    out
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

#[cfg(test)]
mod tests {
    #[test]
    fn base64_matches_the_standard() {
        assert_eq!(super::base64(b""), "");
        assert_eq!(super::base64(b"f"), "Zg==");
        assert_eq!(super::base64(b"fo"), "Zm8=");
        assert_eq!(super::base64(b"foo"), "Zm9v");
        assert_eq!(super::base64(b"foobar"), "Zm9vYmFy");
    }
}
