//! A finished game as an animated GIF: one frame per turn from the empty
//! board, each with the turn number and the score, the last frame held.
//!
//! Written with the `gif` crate (the encoder `image` itself uses) rather
//! than `image`'s `GifEncoder`: that one takes RGBA frames and quantises
//! each again, while the renderer's frames are palette indices already
//! (fewer than 256 colours), so they go in exactly and far faster. Each
//! frame after the first only holds the rectangle that changed.

use super::canvas::{draw_view, Canvas};
use super::palette::palette;
use crate::games::{parse_record, parse_record_at, ViewCtx};
use crate::i18n::Lang;

/// Discord's attachment limit for a replay.
pub const MAX_BYTES: usize = 8 * 1024 * 1024;

/// How long the last frame stays before the animation starts again.
const HOLD_MS: u16 = 4_000;

/// The replay of a record of any game (see [`crate::games::parse_record`]):
/// frame k shows the position after k turns. `names` are the players'.
/// In English (the command line); see [`replay_gif_in`].
pub fn replay_gif(record: &str, names: [&str; 2], delay_ms: u16) -> Result<Vec<u8>, String> {
    replay_gif_in(record, names, delay_ms, Lang::En)
}

/// [`replay_gif`] with the words on the frames in `lang`.
pub fn replay_gif_in(
    record: &str,
    names: [&str; 2],
    delay_ms: u16,
    lang: Lang,
) -> Result<Vec<u8>, String> {
    let game = parse_record(record).map_err(|e| e.to_string())?;
    let turns = game.turns_done() + usize::from(game.mid_turn());
    let mut frames = Vec::with_capacity(turns + 1);
    for k in 0..=turns {
        let at = parse_record_at(record, Some(k)).map_err(|e| e.to_string())?;
        let ctx = ViewCtx::public(names).in_lang(lang);
        let mut status = crate::t!(lang, "play-replay-turn", turn = k, turns = turns);
        if let Some(score) = at.score_line(&ctx) {
            status.push_str(" · ");
            status.push_str(&score);
        }
        if k == turns {
            if let Some(result) = at.result_sentence(&ctx) {
                status = format!("{status} · {result}");
            }
        }
        let mut view = at.view(&ctx);
        view.status = status;
        frames.push(draw_view(&view));
    }
    // A long status line wraps on some turns: all frames take the tallest.
    let tallest = frames.iter().map(Canvas::height).max().unwrap_or(0);
    let frames: Vec<Canvas> = frames.into_iter().map(|f| f.padded_to(tallest)).collect();
    let gif = encode(&frames, delay_ms)?;
    if gif.len() > MAX_BYTES {
        return Err(crate::t!(
            lang,
            "play-replay-too-big",
            size = crate::i18n::decimal(lang, gif.len() as f64 / 1_048_576.0, 1),
            limit = MAX_BYTES / 1_048_576
        ));
    }
    Ok(gif)
}

/// The bounding box `(left, top, width, height)` of the pixels that differ
/// between two frames of one size, `None` when none does.
fn changed(a: &[u8], b: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let rows: Vec<usize> = a
        .chunks(width)
        .zip(b.chunks(width))
        .enumerate()
        .filter(|(_, (ra, rb))| ra != rb)
        .map(|(y, _)| y)
        .collect();
    let (top, bottom) = (*rows.first()?, *rows.last()?);
    let (mut left, mut right) = (width, 0);
    for y in top..=bottom {
        let (ra, rb) = (
            &a[y * width..(y + 1) * width],
            &b[y * width..(y + 1) * width],
        );
        if let Some(l) = (0..width).find(|&x| ra[x] != rb[x]) {
            left = left.min(l);
            right = right.max((0..width).rev().find(|&x| ra[x] != rb[x]).unwrap_or(l));
        }
    }
    Some((left, top, right - left + 1, bottom - top + 1))
}

/// Frames of one size as a looping GIF with the renderer's palette.
fn encode(frames: &[Canvas], delay_ms: u16) -> Result<Vec<u8>, String> {
    let first = frames.first().ok_or("no frames")?;
    let (w, h) = (first.width() as usize, first.height() as usize);
    let too_big = |_| format!("a {w}×{h} frame is too large for a GIF");
    let (gw, gh) = (
        u16::try_from(w).map_err(too_big)?,
        u16::try_from(h).map_err(too_big)?,
    );
    let mut out = Vec::new();
    {
        let mut enc =
            gif::Encoder::new(&mut out, gw, gh, &palette().bytes()).map_err(|e| e.to_string())?;
        enc.set_repeat(gif::Repeat::Infinite)
            .map_err(|e| e.to_string())?;
        let mut prev: Option<&[u8]> = None;
        for (i, f) in frames.iter().enumerate() {
            let px = f.indices();
            if f.width() as usize != w || f.height() as usize != h {
                return Err("the frames differ in size".into());
            }
            let delay = if i + 1 == frames.len() {
                HOLD_MS.max(delay_ms)
            } else {
                delay_ms
            };
            // Only what changed since the previous frame; an unchanged
            // frame (a pass) still takes its time as one pixel.
            let (left, top, fw, fh) = match prev {
                None => (0, 0, w, h),
                Some(p) => changed(p, px, w).unwrap_or((0, 0, 1, 1)),
            };
            let buffer: Vec<u8> = (top..top + fh)
                .flat_map(|y| px[y * w + left..y * w + left + fw].iter().copied())
                .collect();
            let frame = gif::Frame {
                left: left as u16,
                top: top as u16,
                width: fw as u16,
                height: fh as u16,
                buffer: buffer.into(),
                // Hundredths of a second.
                delay: (delay / 10).max(1),
                dispose: gif::DisposalMethod::Keep,
                ..gif::Frame::default()
            };
            enc.write_frame(&frame).map_err(|e| e.to_string())?;
            prev = Some(px);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_changed_box_covers_exactly_the_differences() {
        let a = vec![0u8; 20];
        let mut b = a.clone();
        assert_eq!(changed(&a, &b, 5), None);
        b[7] = 1; // (2, 1)
        b[13] = 1; // (3, 2)
        assert_eq!(changed(&a, &b, 5), Some((2, 1, 2, 2)));
    }
}
