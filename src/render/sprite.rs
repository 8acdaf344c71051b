//! Pictures drawn once and copied many times.
//!
//! Shapes are drawn with `imageproc::drawing` on an RGBA canvas at
//! [`SUPERSAMPLE`]× and box-averaged down with `image::imageops` (imageproc's
//! filled shapes have hard edges; 4×4 samples give 16 coverage levels, as
//! many as the palette's ramps hold). The result becomes a [`Sprite`]: runs
//! of opaque palette indices, copied as they are, and of translucent edge
//! pixels, blended with whatever lies below when blitted.

use super::palette::{palette, Ink};
use image::{imageops, GrayImage, Rgba, RgbaImage};
use imageproc::point::Point;

/// Drawing scale of the art before it is averaged down.
pub const SUPERSAMPLE: u32 = 4;

/// An RGBA canvas `SUPERSAMPLE` times larger than `w` × `h`, cleared to
/// `clear` with alpha 0 (the colour the outermost shape is drawn in, so
/// averaging leaves no dark fringe), drawn on by `draw` in 1× units
/// through a [`Pen`], then averaged down to `w` × `h`.
pub fn supersampled(w: u32, h: u32, clear: Ink, draw: impl FnOnce(&mut Pen)) -> RgbaImage {
    let [r, g, b] = clear.rgb();
    let big = RgbaImage::from_pixel(w * SUPERSAMPLE, h * SUPERSAMPLE, Rgba([r, g, b, 0]));
    let mut pen = Pen {
        img: big,
        clear: Rgba([r, g, b, 0]),
    };
    draw(&mut pen);
    imageops::thumbnail(&pen.img, w, h)
}

/// Draws in 1× pixel units on a supersampled canvas.
pub struct Pen {
    img: RgbaImage,
    clear: Rgba<u8>,
}

fn rgba(ink: Option<Ink>, clear: Rgba<u8>) -> Rgba<u8> {
    match ink {
        Some(ink) => {
            let [r, g, b] = ink.rgb();
            Rgba([r, g, b, 255])
        }
        None => clear,
    }
}

impl Pen {
    fn scaled(points: &[(f32, f32)]) -> Vec<Point<i32>> {
        let k = SUPERSAMPLE as f32;
        let mut out: Vec<Point<i32>> = Vec::with_capacity(points.len());
        for &(x, y) in points {
            let p = Point::new((x * k).round() as i32, (y * k).round() as i32);
            if out.last() != Some(&p) {
                out.push(p);
            }
        }
        while out.len() > 1 && out.first() == out.last() {
            out.pop();
        }
        out
    }

    /// Fill a polygon with `ink`, or clear it back to transparent (`None`).
    pub fn polygon(&mut self, points: &[(f32, f32)], ink: Option<Ink>) {
        let poly = Self::scaled(points);
        if poly.len() >= 3 {
            let c = rgba(ink, self.clear);
            imageproc::drawing::draw_polygon_mut(&mut self.img, &poly, c);
        }
    }

    /// Fill a disc of radius `r` around `(x, y)`.
    pub fn disc(&mut self, x: f32, y: f32, r: f32, ink: Option<Ink>) {
        let k = SUPERSAMPLE as f32;
        let c = rgba(ink, self.clear);
        // imageproc's circle is centred on a sample; offset by half a
        // sample so the disc is centred on the point itself.
        let centre = ((x * k - 0.5).round() as i32, (y * k - 0.5).round() as i32);
        imageproc::drawing::draw_filled_circle_mut(
            &mut self.img,
            centre,
            (r * k).round() as i32,
            c,
        );
    }
}

/// A convex polygon with its corners rounded to `radius` (the polygon
/// shrunk by `radius`, grown back along arcs).
pub fn rounded(points: &[(f32, f32)], radius: f32) -> Vec<(f32, f32)> {
    let n = points.len();
    if radius <= 0.0 || n < 3 {
        return points.to_vec();
    }
    let (cx, cy) = points
        .iter()
        .fold((0.0, 0.0), |(a, b), &(x, y)| (a + x, b + y));
    let (cx, cy) = (cx / n as f32, cy / n as f32);
    let mut out = Vec::new();
    for i in 0..n {
        let prev = points[(i + n - 1) % n];
        let p = points[i];
        let next = points[(i + 1) % n];
        // Outward normals of the two edges meeting at p.
        let normal = |a: (f32, f32), b: (f32, f32)| {
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt().max(1e-6);
            let (nx, ny) = (dy / len, -dx / len);
            // Point away from the centre.
            let mid = ((a.0 + b.0) / 2.0 - cx, (a.1 + b.1) / 2.0 - cy);
            if nx * mid.0 + ny * mid.1 < 0.0 {
                (-nx, -ny)
            } else {
                (nx, ny)
            }
        };
        let (n0, n1) = (normal(prev, p), normal(p, next));
        // The arc's centre: p moved inward so it is `radius` from both edges.
        let bis = (n0.0 + n1.0, n0.1 + n1.1);
        let cos_half = ((1.0 + n0.0 * n1.0 + n0.1 * n1.1) / 2.0).sqrt().max(1e-3);
        let blen = (bis.0 * bis.0 + bis.1 * bis.1).sqrt().max(1e-6);
        let d = radius / cos_half;
        let centre = (p.0 - bis.0 / blen * d, p.1 - bis.1 / blen * d);
        let (a0, mut a1) = (n0.1.atan2(n0.0), n1.1.atan2(n1.0));
        while a1 - a0 > std::f32::consts::PI {
            a1 -= 2.0 * std::f32::consts::PI;
        }
        while a0 - a1 > std::f32::consts::PI {
            a1 += 2.0 * std::f32::consts::PI;
        }
        for k in 0..=4 {
            let a = a0 + (a1 - a0) * k as f32 / 4.0;
            out.push((centre.0 + radius * a.cos(), centre.1 + radius * a.sin()));
        }
    }
    out
}

#[derive(Clone, Copy)]
struct Run {
    y: i16,
    x: i16,
    len: u16,
    opaque: bool,
    start: u32,
}

/// A pre-drawn picture with transparency, stored as runs along rows.
pub struct Sprite {
    runs: Vec<Run>,
    /// Palette indices of the opaque runs.
    opaque: Vec<u8>,
    /// Premultiplied colour and alpha of the translucent runs.
    edge: Vec<[u8; 4]>,
}

impl Sprite {
    /// A sprite from an RGBA picture whose pixel `anchor` lands on the
    /// blit position.
    pub fn new(img: &RgbaImage, anchor: (i32, i32)) -> Sprite {
        let pal = palette();
        let mut sprite = Sprite {
            runs: Vec::new(),
            opaque: Vec::new(),
            edge: Vec::new(),
        };
        for (y, row) in img.rows().enumerate() {
            let mut open: Option<Run> = None;
            for (x, px) in row.enumerate() {
                let [r, g, b, a] = px.0;
                let kind = (a > 0).then_some(a == 255);
                if open.is_some_and(|run| Some(run.opaque) != kind) {
                    sprite.runs.extend(open.take());
                }
                let Some(opaque) = kind else { continue };
                let start = if opaque {
                    sprite.opaque.push(pal.index([r, g, b]));
                    sprite.opaque.len() - 1
                } else {
                    let pm = |c: u8| ((c as u32 * a as u32 + 127) / 255) as u8;
                    sprite.edge.push([pm(r), pm(g), pm(b), a]);
                    sprite.edge.len() - 1
                };
                open.get_or_insert(Run {
                    y: (y as i32 - anchor.1) as i16,
                    x: (x as i32 - anchor.0) as i16,
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

    /// Copy the sprite onto an indexed image with its anchor at `(x, y)`
    /// (clipped).
    pub fn blit(&self, canvas: &mut GrayImage, x: i32, y: i32) {
        let pal = palette();
        let (w, h) = (canvas.width() as i32, canvas.height() as i32);
        let px: &mut [u8] = canvas;
        for run in &self.runs {
            let py = y + run.y as i32;
            let px0 = x + run.x as i32;
            let len = run.len as i32;
            if py < 0 || py >= h || px0 >= w || px0 + len <= 0 {
                continue;
            }
            let skip = (-px0).max(0);
            let end = len.min(w - px0);
            let row = py as usize * w as usize;
            let dst = &mut px[row + (px0 + skip) as usize..row + (px0 + end) as usize];
            let src = run.start as usize + skip as usize..run.start as usize + end as usize;
            if run.opaque {
                dst.copy_from_slice(&self.opaque[src]);
            } else {
                for (slot, &[r, g, b, a]) in dst.iter_mut().zip(&self.edge[src]) {
                    let under = pal.rgb(*slot);
                    let k = 255 - a as u32;
                    let m = |c: u8, u: u8| (c as u32 + (u as u32 * k + 127) / 255).min(255) as u8;
                    *slot = pal.index([m(r, under[0]), m(g, under[1]), m(b, under[2])]);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_supersampled_disc_is_opaque_inside_soft_at_the_edge() {
        let img = supersampled(11, 11, Ink::Orange, |pen| {
            pen.disc(5.5, 5.5, 4.0, Some(Ink::Orange))
        });
        assert_eq!(img.get_pixel(5, 5).0, [255, 148, 36, 255]);
        assert_eq!(img.get_pixel(0, 0).0[3], 0);
        let edge = img.get_pixel(5, 1).0[3];
        assert!(edge > 0 && edge < 255, "{edge}");
        // Fringe-free: the colour stays the ink at the edge.
        assert_eq!(&img.get_pixel(5, 1).0[..3], &[255, 148, 36]);
    }

    #[test]
    fn sprite_blit_is_opaque_inside_and_clipped() {
        let img = supersampled(10, 10, Ink::Orange, |pen| {
            pen.disc(5.0, 5.0, 4.0, Some(Ink::Orange))
        });
        let s = Sprite::new(&img, (5, 5));
        let mut c = GrayImage::from_pixel(8, 8, image::Luma([Ink::Cell.idx()]));
        s.blit(&mut c, 0, 0);
        assert_eq!(c.get_pixel(0, 0).0[0], Ink::Orange.idx());
        assert_eq!(c.get_pixel(7, 7).0[0], Ink::Cell.idx());
    }

    #[test]
    fn rounding_keeps_a_square_inside_its_corners() {
        let sq = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0), (0.0, 10.0)];
        let r = rounded(&sq, 2.0);
        assert_eq!(r.len(), 20);
        for (x, y) in r {
            assert!((-0.01..=10.01).contains(&x) && (-0.01..=10.01).contains(&y));
            // Corners are cut.
            assert!(x.min(10.0 - x) + y.min(10.0 - y) > 0.5, "({x}, {y})");
        }
    }
}
