//! The bundled font (DejaVu Sans, see `assets/fonts/LICENSE-DejaVu.txt`)
//! and text drawing with a glyph cache, so a frame's header costs copies,
//! not outline rasterization.

use super::raster::Canvas;
use super::theme::{Ink, LEVELS};
use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};
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

/// A glyph's coverage levels, positioned relative to its pen point on the
/// baseline.
struct Bitmap {
    left: i32,
    top: i32,
    w: u32,
    h: u32,
    cov: Vec<u8>,
}

type GlyphKey = (Face, u16, u32);

fn glyph_cache() -> &'static Mutex<HashMap<GlyphKey, Arc<Bitmap>>> {
    static CACHE: OnceLock<Mutex<HashMap<GlyphKey, Arc<Bitmap>>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(HashMap::new()))
}

fn bitmap(face: Face, id: GlyphId, px: f32) -> Arc<Bitmap> {
    let key = (face, id.0, px.to_bits());
    let cache = glyph_cache();
    if let Some(b) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return b.clone();
    }
    let f = font(face);
    let glyph = id.with_scale_and_position(PxScale::from(px), ab_glyph::point(0.0, 0.0));
    let bmp = match f.outline_glyph(glyph) {
        Some(outlined) => {
            let b = outlined.px_bounds();
            let (w, h) = (b.width() as u32, b.height() as u32);
            let mut cov = vec![0u8; (w * h) as usize];
            outlined.draw(|x, y, c| {
                if x < w && y < h {
                    cov[(y * w + x) as usize] = (c.clamp(0.0, 1.0) * LEVELS as f32).round() as u8;
                }
            });
            Bitmap {
                left: b.min.x as i32,
                top: b.min.y as i32,
                w,
                h,
                cov,
            }
        }
        None => Bitmap {
            left: 0,
            top: 0,
            w: 0,
            h: 0,
            cov: Vec::new(),
        },
    };
    let bmp = Arc::new(bmp);
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, bmp.clone());
    bmp
}

/// The glyphs of `text` with their pen x offsets (kerning applied); control
/// characters are dropped and characters the font lacks become `?`.
fn shape(face: Face, px: f32, text: &str) -> (Vec<(GlyphId, f32)>, f32) {
    let f = font(face);
    let scaled = f.as_scaled(PxScale::from(px));
    let mut out = Vec::with_capacity(text.len());
    let mut pen = 0f32;
    let mut prev: Option<GlyphId> = None;
    for ch in text.chars().filter(|c| !c.is_control()) {
        let mut id = f.glyph_id(ch);
        if id.0 == 0 {
            id = f.glyph_id('?');
        }
        if let Some(p) = prev {
            pen += scaled.kern(p, id);
        }
        out.push((id, pen));
        pen += scaled.h_advance(id);
        prev = Some(id);
    }
    (out, pen)
}

/// Width of `text` in pixels.
pub fn text_width(face: Face, px: f32, text: &str) -> f32 {
    shape(face, px, text).1
}

/// Height above the baseline of capital letters.
pub fn cap_height(face: Face, px: f32) -> f32 {
    let f = font(face);
    let id = f.glyph_id('H');
    let g = id.with_scale(PxScale::from(px));
    f.outline_glyph(g)
        .map(|o| -o.px_bounds().min.y)
        .unwrap_or(px * 0.73)
}

/// `text` shortened with an ellipsis so it fits in `max_w` pixels.
pub fn fit_text(face: Face, px: f32, text: &str, max_w: f32) -> String {
    if text_width(face, px, text) <= max_w {
        return text.to_string();
    }
    let chars: Vec<char> = text.chars().collect();
    for keep in (0..chars.len()).rev() {
        let s: String = chars[..keep]
            .iter()
            .collect::<String>()
            .trim_end()
            .to_string()
            + "…";
        if text_width(face, px, &s) <= max_w {
            return s;
        }
    }
    "…".to_string()
}

/// Draw `text` with its left end at `x` and baseline at `y`.
pub fn draw_text(canvas: &mut Canvas, face: Face, px: f32, text: &str, x: f32, y: i32, ink: Ink) {
    let (glyphs, _) = shape(face, px, text);
    for (id, pen) in glyphs {
        let b = bitmap(face, id, px);
        let gx = (x + pen).round() as i32 + b.left;
        let gy = y + b.top;
        for row in 0..b.h {
            for col in 0..b.w {
                let level = b.cov[(row * b.w + col) as usize];
                canvas.blend(gx + col as i32, gy + row as i32, ink, level);
            }
        }
    }
}

/// Draw `text` centered on `(cx, cy)` (capital letters centered vertically).
pub fn draw_centered(
    canvas: &mut Canvas,
    face: Face,
    px: f32,
    text: &str,
    cx: f32,
    cy: f32,
    ink: Ink,
) {
    let w = text_width(face, px, text);
    let baseline = (cy + cap_height(face, px) / 2.0).round() as i32;
    draw_text(canvas, face, px, text, cx - w / 2.0, baseline, ink);
}
