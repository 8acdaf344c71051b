//! An indexed canvas, anti-aliased shapes (signed distances) and sprites.
//!
//! Shapes are only drawn when the theme's cached boards and sprites are
//! built; a frame then just copies the board and blits sprites.

use super::theme::{theme, Ink, LEVELS};

/// An 8-bit indexed image in the theme's palette.
#[derive(Clone)]
pub struct Canvas {
    pub width: u32,
    pub height: u32,
    pub px: Vec<u8>,
}

impl Canvas {
    pub fn new(width: u32, height: u32, ink: Ink) -> Canvas {
        Canvas {
            width,
            height,
            px: vec![ink.idx(); width as usize * height as usize],
        }
    }

    #[inline]
    pub fn get(&self, x: i32, y: i32) -> Option<u8> {
        if x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return None;
        }
        Some(self.px[y as usize * self.width as usize + x as usize])
    }

    /// Fill a rectangle (clipped) with an ink.
    pub fn fill_rect(&mut self, x: i32, y: i32, w: i32, h: i32, ink: Ink) {
        let x0 = x.clamp(0, self.width as i32) as usize;
        let x1 = (x + w).clamp(0, self.width as i32) as usize;
        let y0 = y.clamp(0, self.height as i32) as usize;
        let y1 = (y + h).clamp(0, self.height as i32) as usize;
        for row in y0..y1 {
            let base = row * self.width as usize;
            self.px[base + x0..base + x1].fill(ink.idx());
        }
    }

    /// Blend `ink` at `level / LEVELS` coverage into one pixel (clipped).
    #[inline]
    pub fn blend(&mut self, x: i32, y: i32, ink: Ink, level: u8) {
        if level == 0 || x < 0 || y < 0 || x >= self.width as i32 || y >= self.height as i32 {
            return;
        }
        let i = y as usize * self.width as usize + x as usize;
        self.px[i] = theme().blend(ink, self.px[i], level);
    }

    /// Paint a shape given by its signed distance (pixels, negative inside)
    /// over the pixel box `(x0, y0)..(x1, y1)`.
    pub fn paint(&mut self, bbox: (i32, i32, i32, i32), ink: Ink, sdf: impl Fn(f32, f32) -> f32) {
        let (x0, y0, x1, y1) = bbox;
        for y in y0..y1 {
            for x in x0..x1 {
                let level = coverage(sdf(x as f32 + 0.5, y as f32 + 0.5));
                self.blend(x, y, ink, level);
            }
        }
    }

    /// Copy a sprite with its anchor at `(x, y)`.
    pub fn blit(&mut self, sprite: &Sprite, x: i32, y: i32) {
        let t = theme();
        let (w, h) = (self.width as i32, self.height as i32);
        for run in &sprite.runs {
            let py = y + run.y as i32;
            let px0 = x + run.x as i32;
            let len = run.len as i32;
            if py < 0 || py >= h || px0 >= w || px0 + len <= 0 {
                continue;
            }
            // Clip the run to the canvas.
            let skip = (-px0).max(0);
            let end = len.min(w - px0);
            let row = py as usize * w as usize;
            let dst = &mut self.px[row + (px0 + skip) as usize..row + (px0 + end) as usize];
            let start = run.start as usize;
            let src = start + skip as usize..start + end as usize;
            if run.opaque {
                dst.copy_from_slice(&sprite.opaque[src]);
            } else {
                for (slot, &(ink, level)) in dst.iter_mut().zip(&sprite.blended[src]) {
                    *slot = t.blend(Ink::ALL[ink as usize], *slot, level);
                }
            }
        }
    }
}

/// Anti-aliasing coverage level of a pixel whose center is at signed
/// distance `d` from a shape's edge.
#[inline]
pub fn coverage(d: f32) -> u8 {
    let c = (0.5 - d).clamp(0.0, 1.0);
    (c * LEVELS as f32).round() as u8
}

/// Signed distance to a convex polygon given counter-clockwise or clockwise
/// (either works) by its vertices.
pub fn polygon_sdf(verts: &[(f32, f32)], x: f32, y: f32) -> f32 {
    let n = verts.len();
    let mut inside = true;
    let mut sign = 0f32;
    let mut min_d2 = f32::MAX;
    for i in 0..n {
        let (ax, ay) = verts[i];
        let (bx, by) = verts[(i + 1) % n];
        let (ex, ey) = (bx - ax, by - ay);
        let (wx, wy) = (x - ax, y - ay);
        let t = ((wx * ex + wy * ey) / (ex * ex + ey * ey)).clamp(0.0, 1.0);
        let (dx, dy) = (wx - ex * t, wy - ey * t);
        min_d2 = min_d2.min(dx * dx + dy * dy);
        let cross = ex * wy - ey * wx;
        if cross != 0.0 {
            if sign == 0.0 {
                sign = cross.signum();
            } else if cross.signum() != sign {
                inside = false;
            }
        }
    }
    let d = min_d2.sqrt();
    if inside {
        -d
    } else {
        d
    }
}

pub fn circle_sdf(cx: f32, cy: f32, r: f32, x: f32, y: f32) -> f32 {
    ((x - cx).powi(2) + (y - cy).powi(2)).sqrt() - r
}

/// A ring between radii `r_in` and `r_out`.
pub fn ring_sdf(cx: f32, cy: f32, r_in: f32, r_out: f32, x: f32, y: f32) -> f32 {
    let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
    (d - r_out).max(r_in - d)
}

#[derive(Clone, Copy)]
struct Run {
    y: i16,
    x: i16,
    len: u16,
    /// Opaque runs are copied from `opaque`; the others blend inks from
    /// `blended` over what lies below.
    opaque: bool,
    start: u32,
}

/// A pre-drawn picture with transparency, stored as runs of pixels along
/// rows: opaque runs (palette indices, copied as they are) and edge runs
/// (an ink and a coverage level, blended with the pixels below).
pub struct Sprite {
    runs: Vec<Run>,
    opaque: Vec<u8>,
    blended: Vec<(u8, u8)>,
}

impl Sprite {
    /// Build a sprite over the box `(x0, y0)..(x1, y1)` around its anchor
    /// (0, 0). `alpha` is the sprite's outline shape: pixels partly inside
    /// it blend `edge` over whatever lies below. `paint` draws the opaque
    /// content on a canvas pre-filled with `edge`, whose origin is the
    /// anchor shifted to `(-x0, -y0)`.
    pub fn build(
        bbox: (i32, i32, i32, i32),
        edge: Ink,
        alpha: impl Fn(f32, f32) -> f32,
        paint: impl FnOnce(&mut Canvas, f32, f32),
    ) -> Sprite {
        let (x0, y0, x1, y1) = bbox;
        let (w, h) = ((x1 - x0) as u32, (y1 - y0) as u32);
        let mut content = Canvas::new(w, h, edge);
        paint(&mut content, -x0 as f32, -y0 as f32);
        let mut sprite = Sprite {
            runs: Vec::new(),
            opaque: Vec::new(),
            blended: Vec::new(),
        };
        for y in y0..y1 {
            let mut open: Option<Run> = None;
            for x in x0..x1 {
                let level = coverage(alpha(x as f32 + 0.5, y as f32 + 0.5));
                let kind = (level > 0).then_some(level >= LEVELS);
                if open.is_some_and(|r| Some(r.opaque) != kind) {
                    sprite.runs.extend(open.take());
                }
                let Some(opaque) = kind else { continue };
                let start = if opaque {
                    let i = ((y - y0) as u32 * w + (x - x0) as u32) as usize;
                    sprite.opaque.push(content.px[i]);
                    sprite.opaque.len() - 1
                } else {
                    sprite.blended.push((edge as u8, level));
                    sprite.blended.len() - 1
                };
                open.get_or_insert(Run {
                    y: y as i16,
                    x: x as i16,
                    len: 0,
                    opaque,
                    start: start as u32,
                })
                .len += 1;
            }
            sprite.runs.extend(open.take());
        }
        sprite
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn polygon_sdf_sign_and_distance() {
        let square = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
        assert!((polygon_sdf(&square, 5.0, 5.0) + 5.0).abs() < 1e-4);
        assert!((polygon_sdf(&square, 13.0, 5.0) - 3.0).abs() < 1e-4);
        assert!((polygon_sdf(&square, 13.0, 14.0) - 5.0).abs() < 1e-4);
    }

    #[test]
    fn sprite_blit_is_opaque_inside_and_clipped() {
        let s = Sprite::build(
            (-5, -5, 5, 5),
            Ink::Orange,
            |x, y| circle_sdf(0.0, 0.0, 4.0, x, y),
            |_, _, _| {},
        );
        let mut c = Canvas::new(8, 8, Ink::Cell);
        c.blit(&s, 0, 0);
        assert_eq!(c.get(0, 0), Some(Ink::Orange.idx()));
        assert_eq!(c.get(7, 7), Some(Ink::Cell.idx()));
    }
}
