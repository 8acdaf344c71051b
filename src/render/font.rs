//! The bundled font (DejaVu Sans, see `assets/fonts/LICENSE-DejaVu.txt`),
//! measured and drawn through imageproc and ab_glyph. A string is drawn
//! once into a sprite and kept (names and turn lines repeat from frame to
//! frame), so a frame's header costs copies.

use super::palette::Ink;
use super::sprite::Sprite;
use ab_glyph::{Font, FontRef, PxScale, ScaleFont};
use image::{Rgba, RgbaImage};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

static REGULAR_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD_TTF: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Face {
    Regular,
    Bold,
}

fn font(face: Face) -> &'static FontRef<'static> {
    static FONTS: OnceLock<[FontRef<'static>; 2]> = OnceLock::new();
    let fonts = FONTS.get_or_init(|| {
        [
            FontRef::try_from_slice(REGULAR_TTF).expect("bundled font parses"),
            FontRef::try_from_slice(BOLD_TTF).expect("bundled font parses"),
        ]
    });
    &fonts[face as usize]
}

/// `text` without control characters, and with `?` for characters the
/// font lacks.
fn printable(face: Face, text: &str) -> String {
    let f = font(face);
    text.chars()
        .filter(|c| !c.is_control())
        .map(|c| if f.glyph_id(c).0 == 0 { '?' } else { c })
        .collect()
}

/// Width of `text` in pixels (remembered: measuring lays out every glyph's
/// outline, and a frame measures the same few strings again).
pub fn text_width(face: Face, px: f32, text: &str) -> f32 {
    type Widths = HashMap<(Face, u32, String), f32>;
    static CACHE: OnceLock<Mutex<Widths>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = (face, px.to_bits(), text.to_string());
    if let Some(&w) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return w;
    }
    let w = imageproc::drawing::text_size(PxScale::from(px), font(face), &printable(face, text)).0
        as f32;
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    if map.len() >= 4096 {
        map.clear();
    }
    map.insert(key, w);
    w
}

/// `text` as it fits in `max_w` pixels: whole when it does, else its
/// longest beginning that fits with an ellipsis after it (a long name in a
/// table's column).
pub fn clip_to_width(face: Face, px: f32, text: &str, max_w: f32) -> String {
    if text_width(face, px, text) <= max_w {
        return text.to_string();
    }
    let ends: Vec<usize> = text.char_indices().map(|(i, _)| i).skip(1).collect();
    // Binary search over the cut points: a beginning that fits, then a
    // longer one that does not.
    let fits = |k: usize| {
        let head = text[..ends[k]].trim_end();
        text_width(face, px, &format!("{head}…")) <= max_w
    };
    let (mut lo, mut hi) = (0usize, ends.len());
    if ends.is_empty() || !fits(0) {
        return String::new();
    }
    while hi - lo > 1 {
        let mid = (lo + hi) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    format!("{}…", text[..ends[lo]].trim_end())
}

/// The em size (CSS `font-size`) of text drawn at `px`: ab_glyph's scale
/// is the font's ascent-to-descent height, a little more than its em.
pub fn em_size(face: Face, px: f32) -> f32 {
    let f = font(face);
    match (f.units_per_em(), f.height_unscaled()) {
        (Some(em), h) if h > 0.0 => px * em / h,
        _ => px,
    }
}

/// Height above the baseline of capital letters.
pub fn cap_height(face: Face, px: f32) -> f32 {
    let f = font(face);
    let g = f.glyph_id('H').with_scale(PxScale::from(px));
    f.outline_glyph(g)
        .map(|o| -o.px_bounds().min.y)
        .unwrap_or(px * 0.73)
}

type Key = (Face, u32, Ink, String);

/// `text` drawn in `ink`, anchored at the left end of its baseline.
pub fn text_sprite(face: Face, px: f32, text: &str, ink: Ink) -> Arc<Sprite> {
    static CACHE: OnceLock<Mutex<HashMap<Key, Arc<Sprite>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = (face, px.to_bits(), ink, text.to_string());
    if let Some(s) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return s.clone();
    }
    let sprite = Arc::new(draw_text(face, px, text, ink));
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    // Bounded: names come and go; forgetting them all now and then is
    // cheaper than tracking which are still in use.
    if map.len() >= 4096 {
        map.clear();
    }
    map.insert(key, sprite.clone());
    sprite
}

fn draw_text(face: Face, px: f32, text: &str, ink: Ink) -> Sprite {
    let f = font(face);
    let text = printable(face, text);
    let scale = PxScale::from(px);
    let scaled = f.as_scaled(scale);
    let pad = 2;
    let (w, _) = imageproc::drawing::text_size(scale, f, &text);
    let h = (scaled.ascent() - scaled.descent()).ceil() as u32 + 2 * pad;
    let [r, g, b] = ink.rgb();
    // Cleared to the ink at alpha 0: imageproc blends each glyph's
    // coverage into the alpha channel and the colour stays the ink.
    let mut img = RgbaImage::from_pixel(w + 2 * pad + (px / 4.0) as u32, h, Rgba([r, g, b, 0]));
    imageproc::drawing::draw_text_mut(
        &mut img,
        Rgba([r, g, b, 255]),
        pad as i32,
        pad as i32,
        scale,
        f,
        &text,
    );
    Sprite::new(
        &img,
        (pad as i32, pad as i32 + scaled.ascent().round() as i32),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clipping_keeps_what_fits_and_cuts_the_rest_with_an_ellipsis() {
        let long = "Maximiliano Wolfeschlegelsteinh";
        let full = text_width(Face::Regular, 26.0, long);
        assert_eq!(clip_to_width(Face::Regular, 26.0, long, full + 1.0), long);
        for max in [60.0, 120.0, full - 1.0] {
            let cut = clip_to_width(Face::Regular, 26.0, long, max);
            assert!(cut.ends_with('…'), "{cut}");
            assert!(
                text_width(Face::Regular, 26.0, &cut) <= max,
                "{cut} over {max}"
            );
            let kept = cut.trim_end_matches('…');
            assert!(long.starts_with(kept), "{cut}");
            // The longest beginning that fits: the next longer does not.
            let next = (kept.chars().count() + 1..long.chars().count())
                .map(|k| format!("{}…", long.chars().take(k).collect::<String>().trim_end()))
                .find(|c| *c != cut);
            if let Some(next) = next {
                assert!(
                    text_width(Face::Regular, 26.0, &next) > max,
                    "{next} fits {max}"
                );
            }
        }
        // Too narrow for even a letter: nothing rather than an overflow.
        assert_eq!(clip_to_width(Face::Bold, 26.0, "WWW", 3.0), "");
        assert_eq!(clip_to_width(Face::Bold, 26.0, "", 3.0), "");
    }
}
