//! Everything drawn ahead of time, once per board shape: the empty board
//! (cells, hole, coordinates, header and footer strips) and the sprites a
//! frame is assembled from (pieces, link bars, marks).

use super::font::{cap_height, text_sprite, text_width, Face};
use super::geometry::{geometry, lines, CellForm, Geometry};
use super::palette::{inks, Ink, TONES};
use super::sprite::{rounded, supersampled, Sprite};
use crate::games::view::Shape;
use image::{GrayImage, Luma};
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// How far a cell's face sits inside its outline, pixels (neighbouring
/// faces are parted by twice this, over the plate).
pub(super) const GAP: f32 = 1.5;
/// How far the dark plate under the cells reaches outside their outlines.
pub(super) const PLATE: f32 = 1.5;

/// The sizes a shape's board is drawn with, from its cell step: one place
/// for the PNG's sprites and the SVG's shapes, so both look alike.
#[derive(Clone, Copy, Debug)]
pub(super) struct Sizes {
    /// Radius of a face's rounded corners.
    pub round: f32,
    /// A disc's radius.
    pub disc_r: f32,
    /// A locked disc's centre mark's radius.
    pub core_r: f32,
    /// A legal-placement dot's radius, and its rim's width.
    pub dot_r: f32,
    pub dot_rim: f32,
    /// A legal piece's ring: inner and outer radius.
    pub ring: (f32, f32),
    /// The last move's band: inset of its outer edge, and its width.
    pub highlight_inset: f32,
    pub highlight_band: f32,
    /// The light band inside a Black goal face.
    pub black_band: f32,
    /// Half a link bar's width, and its rim's width.
    pub link_half: f32,
    pub link_rim: f32,
    /// Half a wall's thickness.
    pub wall_half: f32,
    /// Extra inset of a hole's pit inside its rim.
    pub pit: f32,
    /// Text size of a digit piece and of a missed digit.
    pub digit_px: f32,
    pub miss_px: f32,
    /// The header's seat swatches' radius.
    pub swatch_r: f32,
}

pub(super) fn sizes(geo: &Geometry) -> Sizes {
    let s = geo.step_x as f32;
    let disc_r = disc_radius(geo.step_x);
    let link_half = s * 0.17;
    Sizes {
        round: s * 0.08,
        disc_r,
        core_r: disc_r * CORE,
        dot_r: s * 0.12,
        dot_rim: 2.0,
        ring: (disc_r + 2.0, disc_r + 5.0),
        highlight_inset: GAP + 0.5,
        highlight_band: 4.0,
        black_band: (s * 0.035).max(2.0),
        link_half,
        link_rim: (link_half / 4.0).max(2.0),
        wall_half: (s * 0.045).max(1.5),
        pit: 3.0,
        digit_px: (s * 0.62).round(),
        miss_px: (s * 0.36).round(),
        swatch_r: 20.0,
    }
}

pub struct Art {
    pub geo: &'static Geometry,
    pub base: GrayImage,
    /// `[tone][locked]`
    pub discs: [[Sprite; 2]; 5],
    /// `[line][tone]`: a bar from a cell centre to the next centre along
    /// the line (`geometry::lines`); bars of consecutive cells join
    /// seamlessly.
    pub links: Vec<[Sprite; 5]>,
    /// Marks a cell of the last turn.
    pub highlight: Sprite,
    /// `[tone]`: a cell where that player may place.
    pub legal_dot: [Sprite; 5],
    /// Around a piece that may act now.
    pub legal_ring: Sprite,
    /// `[tone]`: a goal cell's tinted face.
    pub goal: [Sprite; 5],
    /// `[tone]`: half a goal cell's face (the right half of a hex, the
    /// lower right triangle of a square), over the other player's tint on
    /// a cell that belongs to both players' edges.
    pub goal_half: [Sprite; 5],
    /// `[tone]`: a won cell's face.
    pub owned: [Sprite; 5],
    /// `[tone]`: discs for the header's seat panels (same size everywhere).
    pub swatches: [Sprite; 5],
    /// Text size of a digit piece and of a missed digit.
    pub digit_px: f32,
    pub miss_px: f32,
}

/// The art for a shape (`None` where the geometry has none).
pub fn art(shape: Shape) -> Option<&'static Art> {
    let geo = geometry(shape)?;
    static CACHE: OnceLock<Mutex<HashMap<Shape, &'static Art>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    Some(
        map.entry(shape)
            .or_insert_with(|| Box::leak(Box::new(Art::build(geo)))),
    )
}

/// Disc radius for a cell step.
pub fn disc_radius(step_x: i32) -> f32 {
    step_x as f32 * 0.36
}

/// Width of a disc's rim for its radius.
pub(super) fn disc_rim(radius: f32) -> f32 {
    (radius / 8.0).max(2.0)
}

/// A sprite `(2e + 1)²` pixels around its centre, drawn by `draw` with the
/// centre at `(c, c)`.
fn centred(e: i32, clear: Ink, draw: impl FnOnce(&mut super::sprite::Pen, f32)) -> Sprite {
    let size = (2 * e + 1) as u32;
    let img = supersampled(size, size, clear, |pen| draw(pen, e as f32));
    Sprite::new(&img, (e, e))
}

/// A locked disc's centre mark, as a share of the disc's radius.
const CORE: f32 = 0.46;

fn disc_sprite(fill: Ink, rim: Ink, core: Option<Ink>, radius: f32) -> Sprite {
    let ow = disc_rim(radius);
    centred(radius.ceil() as i32 + 1, rim, |pen, c| {
        pen.disc(c, c, radius, Some(rim));
        pen.disc(c, c, radius - ow, Some(fill));
        if let Some(core) = core {
            // A locked piece: a rim-coloured ring around a darker core.
            let r = radius * CORE;
            pen.disc(c, c, r, Some(rim));
            pen.disc(c, c, r - ow * 0.8, Some(core));
        }
    })
}

/// A cell-shaped sprite: the outline shrunk by `inset`, corners rounded by
/// `round`, in `ink`; with `hollow`, only a band of that width inside it.
fn cell_sprite(geo: &Geometry, inset: f32, round: f32, ink: Ink, hollow: Option<f32>) -> Sprite {
    let e = (geo.step_x / 2 + 4).max(geo.step_y * 2 / 3 + 4);
    centred(e, ink, |pen, c| {
        let outer = rounded(&geo.outline(c, c, inset), round);
        pen.polygon(&outer, Some(ink));
        if let Some(band) = hollow {
            let inner = rounded(&geo.outline(c, c, inset + band), round);
            pen.polygon(&inner, None);
        }
    })
}

/// A goal cell's face in `tone`'s goal ink; Black's, dark like the board's
/// own dark squares, gets a light band inside its edge (as a black stone
/// has a light rim) so it stands out as well as White's light face does.
/// With `half`, only the half described at [`Art::goal_half`].
fn goal_sprite(geo: &Geometry, round: f32, tone: crate::games::view::Tone, half: bool) -> Sprite {
    let e = (geo.step_x / 2 + 4).max(geo.step_y * 2 / 3 + 4);
    let ink = inks(tone).goal;
    let band = (tone == crate::games::view::Tone::Black).then_some(Ink::BlackRim);
    let part = |points: Vec<(f32, f32)>| -> Vec<(f32, f32)> {
        if half {
            half_outline(geo, &points)
        } else {
            points
        }
    };
    centred(e, band.unwrap_or(ink), |pen, c| {
        let outer = rounded(&part(geo.outline(c, c, GAP)), round);
        match band {
            Some(band) => {
                pen.polygon(&outer, Some(band));
                let width = sizes(geo).black_band;
                let inner = rounded(&part(geo.outline(c, c, GAP + width)), round);
                pen.polygon(&inner, Some(ink));
            }
            None => pen.polygon(&outer, Some(ink)),
        }
    })
}

/// The part of a cell's outline a half goal tint covers (see
/// [`Art::goal_half`]).
pub(super) fn half_outline(geo: &Geometry, points: &[(f32, f32)]) -> Vec<(f32, f32)> {
    match geo.form {
        // Pointy-top hex, clockwise from the top: the right half.
        CellForm::Hex { .. } => points[..4].to_vec(),
        // Square from the top left: the lower right triangle.
        CellForm::Square { .. } => vec![points[1], points[2], points[3]],
    }
}

fn link_sprite(geo: &Geometry, (dc, dr): (i8, i8), fill: Ink, rim: Ink) -> Sprite {
    let (dx, dy) = geo.step_px(dc as i32, dr as i32);
    let Sizes {
        link_half: half,
        link_rim: ow,
        ..
    } = sizes(geo);
    let e = half.ceil() as i32 + 2;
    let (x0, y0) = (dx.min(0) - e, dy.min(0) - e);
    let (w, h) = ((dx.abs() + 2 * e + 1) as u32, (dy.abs() + 2 * e + 1) as u32);
    let len = ((dx * dx + dy * dy) as f32).sqrt();
    let (ux, uy) = (dx as f32 / len, dy as f32 / len);
    // The anchor (the first centre) sits at (-x0, -y0) in the sprite.
    let (ax, ay) = (-x0 as f32, -y0 as f32);
    let bar = |half: f32| {
        // Past both ends, so the ends are cut below, not drawn soft.
        let (sx, sy) = (ax - ux * len * 0.5, ay - uy * len * 0.5);
        let (ex, ey) = (ax + ux * len * 1.5, ay + uy * len * 1.5);
        let (px, py) = (-uy * half, ux * half);
        [
            (sx + px, sy + py),
            (ex + px, ey + py),
            (ex - px, ey - py),
            (sx - px, sy - py),
        ]
    };
    let mut img = supersampled(w, h, rim, |pen| {
        pen.polygon(&bar(half), Some(rim));
        pen.polygon(&bar(half - ow), Some(fill));
    });
    // Keep exactly the pixels whose centres lie in 0 <= t < 1 along the
    // step (an integer test), so consecutive bars tile without gaps or
    // seams.
    let (dx, dy) = (dx as i64, dy as i64);
    for (x, y, px) in img.enumerate_pixels_mut() {
        let (rx, ry) = (
            2 * (x as i64 + x0 as i64) + 1,
            2 * (y as i64 + y0 as i64) + 1,
        );
        let dot = rx * dx + ry * dy;
        if !(dot >= 0 && dot < 2 * (dx * dx + dy * dy)) {
            px.0[3] = 0;
        }
    }
    Sprite::new(&img, (-x0, -y0))
}

impl Art {
    fn build(geo: &'static Geometry) -> Art {
        let (w, h) = (geo.width, geo.height);
        let mut base = GrayImage::from_pixel(w, h, Luma([Ink::Page.idx()]));
        let strip = |y: i32, hh: i32| Rect::at(0, y).of_size(w, hh as u32);
        draw_filled_rect_mut(
            &mut base,
            strip(0, geo.header_h),
            Luma([Ink::HeaderBg.idx()]),
        );
        draw_filled_rect_mut(
            &mut base,
            strip(geo.footer_y, geo.footer_h),
            Luma([Ink::HeaderBg.idx()]),
        );

        let size = sizes(geo);
        let round = size.round;
        // The plate: each cell's full outline, a little larger, so the
        // board has a dark rim and faces are parted by thin gaps.
        let plate = cell_sprite(geo, -PLATE, 0.0, Ink::Grid, None);
        let face = cell_sprite(geo, GAP, round, Ink::Cell, None);
        let lit = cell_sprite(geo, GAP, round, Ink::CellLit, None);
        let hole_rim = cell_sprite(geo, GAP, round, Ink::HoleRim, None);
        let hole_pit = cell_sprite(geo, GAP + size.pit, round, Ink::HoleDeep, None);
        let centres: Vec<_> = geo
            .cells()
            .iter()
            .filter_map(|&at| Some((at, geo.center(at)?)))
            .collect();
        for &(_, (x, y)) in &centres {
            plate.blit(&mut base, x, y);
        }
        for &(at, (x, y)) in &centres {
            if Some(at) == geo.hole() {
                hole_rim.blit(&mut base, x, y);
                hole_pit.blit(&mut base, x, y);
            } else if matches!(geo.form, CellForm::Square { .. }) && (at.col + at.row) % 2 == 1 {
                // Square boards alternate dark and light squares (a1 dark).
                lit.blit(&mut base, x, y);
            } else {
                face.blit(&mut base, x, y);
            }
        }
        let cap = cap_height(Face::Bold, geo.label_px);
        for label in &geo.labels {
            let s = text_sprite(Face::Bold, geo.label_px, &label.text, Ink::Label);
            let tw = text_width(Face::Bold, geo.label_px, &label.text);
            s.blit(
                &mut base,
                (label.x - tw / 2.0).round() as i32,
                (label.y + cap / 2.0).round() as i32,
            );
        }

        let radius = size.disc_r;
        let discs = TONES.map(|t| {
            let i = inks(t);
            [
                disc_sprite(i.fill, i.rim, None, radius),
                disc_sprite(i.fill, i.rim, Some(i.core), radius),
            ]
        });
        let links = lines(geo.shape)
            .iter()
            .map(|&d| {
                TONES.map(|t| {
                    let i = inks(t);
                    link_sprite(geo, d, i.fill, i.rim)
                })
            })
            .collect();
        let dot_r = size.dot_r;
        let legal_dot = TONES.map(|t| {
            let i = inks(t);
            let ow = size.dot_rim;
            centred(dot_r.ceil() as i32 + 1, i.rim, |pen, c| {
                pen.disc(c, c, dot_r, Some(i.rim));
                pen.disc(c, c, dot_r - ow, Some(i.fill));
            })
        });
        let (r0, r1) = size.ring;
        let legal_ring = centred(r1.ceil() as i32 + 1, Ink::Ring, |pen, c| {
            pen.disc(c, c, r1, Some(Ink::Ring));
            pen.disc(c, c, r0, None);
        });
        Art {
            geo,
            base,
            discs,
            links,
            highlight: cell_sprite(
                geo,
                size.highlight_inset,
                0.0,
                Ink::Highlight,
                Some(size.highlight_band),
            ),
            legal_dot,
            legal_ring,
            goal: TONES.map(|t| goal_sprite(geo, round, t, false)),
            goal_half: TONES.map(|t| goal_sprite(geo, round, t, true)),
            owned: TONES.map(|t| cell_sprite(geo, GAP, round, inks(t).owned, None)),
            swatches: TONES.map(|t| {
                let i = inks(t);
                disc_sprite(i.fill, i.rim, None, size.swatch_r)
            }),
            digit_px: size.digit_px,
            miss_px: size.miss_px,
        }
    }
}
