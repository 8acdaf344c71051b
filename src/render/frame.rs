//! Assembling one frame from a [`View`]: copy the cached board, blit
//! sprites for the marks, links and pieces, write the header and footer.

use super::art::{art, Art};
use super::font::{cap_height, fit_text, text_sprite, text_width, Face};
use super::palette::{inks, palette, tone_index, Ink};
use crate::games::view::{At, Mark, PieceKind, View};
use image::{GrayImage, Luma};
use imageproc::drawing::{draw_filled_rect_mut, draw_polygon_mut};
use imageproc::point::Point;
use imageproc::rect::Rect;

/// A drawn board, before PNG encoding: palette indices.
pub struct Frame {
    img: GrayImage,
}

impl Frame {
    pub fn width(&self) -> u32 {
        self.img.width()
    }

    pub fn height(&self) -> u32 {
        self.img.height()
    }

    /// The colour of a pixel (`None` outside the image).
    pub fn rgb(&self, x: i32, y: i32) -> Option<[u8; 3]> {
        if x < 0 || y < 0 || x as u32 >= self.width() || y as u32 >= self.height() {
            return None;
        }
        Some(palette().rgb(self.img.get_pixel(x as u32, y as u32).0[0]))
    }

    /// The pixels as palette indices, row by row (see [`super::palette`]).
    pub(crate) fn indices(&self) -> &[u8] {
        self.img.as_raw()
    }

    /// PNG bytes: 8-bit indexed, fast deflate.
    pub fn encode(&self) -> Vec<u8> {
        super::encode::png_indexed(&self.img, &palette().bytes())
    }
}

/// Draw a view.
pub fn draw_view(view: &View) -> Frame {
    let Some(art) = art(view.shape) else {
        // A shape without geometry (out of range): an empty picture.
        return Frame {
            img: GrayImage::from_pixel(1, 1, Luma([Ink::Page.idx()])),
        };
    };
    let geo = art.geo;
    let mut img = art.base.clone();
    let marks = |want: fn(&Mark) -> bool| {
        view.marks
            .iter()
            .filter(move |m| want(&m.mark))
            .filter_map(|m| Some((m.mark, geo.center(m.at)?)))
    };

    for (mark, (x, y)) in marks(|m| matches!(m, Mark::Goal(_) | Mark::Owned(_))) {
        match mark {
            Mark::Goal(t) => art.goal[tone_index(t)].blit(&mut img, x, y),
            Mark::Owned(t) => art.owned[tone_index(t)].blit(&mut img, x, y),
            _ => {}
        }
    }
    for (_, (x, y)) in marks(|m| matches!(m, Mark::LastMove)) {
        art.highlight.blit(&mut img, x, y);
    }
    for link in &view.links {
        draw_link(&mut img, art, link.from, link.to, tone_index(link.tone));
    }
    for (mark, (x, y)) in marks(|m| matches!(m, Mark::Legal(_))) {
        if let Mark::Legal(t) = mark {
            art.legal_dot[tone_index(t)].blit(&mut img, x, y);
        }
    }
    for (mark, (x, y)) in marks(|m| matches!(m, Mark::Wall(_))) {
        if let Mark::Wall(sides) = mark {
            draw_walls(&mut img, art, sides, x as f32, y as f32);
        }
    }
    for piece in &view.pieces {
        let Some((x, y)) = geo.center(piece.at) else {
            continue;
        };
        let t = tone_index(piece.tone);
        match piece.kind {
            PieceKind::Disc => art.discs[t][0].blit(&mut img, x, y),
            PieceKind::LockedDisc => art.discs[t][1].blit(&mut img, x, y),
            PieceKind::Digit(d) => {
                let ink = inks(piece.tone).digit;
                centred_text(
                    &mut img,
                    Face::Bold,
                    art.digit_px,
                    &d.to_string(),
                    x as f32,
                    y as f32,
                    ink,
                );
            }
        }
    }
    for (mark, (x, y)) in marks(|m| matches!(m, Mark::Miss(_) | Mark::LegalPiece)) {
        match mark {
            Mark::LegalPiece => art.legal_ring.blit(&mut img, x, y),
            Mark::Miss(d) => {
                // Small, in the cell's upper right.
                let (mx, my) = (
                    x as f32 + geo.step_x as f32 * 0.2,
                    y as f32 - geo.step_y as f32 * 0.3,
                );
                centred_text(
                    &mut img,
                    Face::Bold,
                    art.miss_px,
                    &d.to_string(),
                    mx,
                    my,
                    Ink::Miss,
                );
            }
            _ => {}
        }
    }

    header(&mut img, art, view);
    footer(&mut img, art, &view.status);
    Frame { img }
}

/// Thick borders on the sides of a cell in `sides` (see `Mark::Wall`),
/// centred on the gap between cells.
fn draw_walls(img: &mut GrayImage, art: &Art, sides: u8, cx: f32, cy: f32) {
    let geo = art.geo;
    let corners = geo.outline(cx, cy, 0.0);
    let k = corners.len();
    let half = (geo.step_x as f32 * 0.045).max(1.5);
    for i in 0..k {
        if sides & (1 << i) == 0 {
            continue;
        }
        let (a, b) = (corners[i], corners[(i + 1) % k]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (ux, uy) = (dx / len * half, dy / len * half);
        let (nx, ny) = (-uy, ux);
        let p = |x: f32, y: f32| Point::new(x.round() as i32, y.round() as i32);
        let quad = [
            p(a.0 - ux + nx, a.1 - uy + ny),
            p(b.0 + ux + nx, b.1 + uy + ny),
            p(b.0 + ux - nx, b.1 + uy - ny),
            p(a.0 - ux - nx, a.1 - uy - ny),
        ];
        draw_polygon_mut(img, &quad, Luma([Ink::Text.idx()]));
    }
}

/// A link as bars between consecutive cells along a line of the shape,
/// or, off the shape's lines, one straight bar without anti-aliasing.
fn draw_link(img: &mut GrayImage, art: &Art, from: At, to: At, tone: usize) {
    let geo = art.geo;
    let (dc, dr) = (
        to.col as i32 - from.col as i32,
        to.row as i32 - from.row as i32,
    );
    let g = gcd(dc.unsigned_abs(), dr.unsigned_abs()) as i32;
    if g == 0 {
        return;
    }
    let (uc, ur) = (dc / g, dr / g);
    let lines = super::geometry::lines(geo.shape);
    let found = lines.iter().enumerate().find_map(|(i, &(lc, lr))| {
        let (lc, lr) = (lc as i32, lr as i32);
        if (lc, lr) == (uc, ur) {
            Some((i, from))
        } else if (lc, lr) == (-uc, -ur) {
            Some((i, to))
        } else {
            None
        }
    });
    let start = geo.point(from.col as f32, from.row as f32);
    match found {
        Some((i, first)) => {
            let (sx, sy) = geo.point(first.col as f32, first.row as f32);
            let (px, py) = geo.step_px(lines[i].0 as i32, lines[i].1 as i32);
            let sprite = &art.links[i][tone];
            for k in 0..g {
                sprite.blit(img, sx.round() as i32 + k * px, sy.round() as i32 + k * py);
            }
        }
        None => {
            let end = geo.point(to.col as f32, to.row as f32);
            let t = inks(super::palette::TONES[tone]);
            let half = geo.step_x as f32 * 0.17;
            for (w, ink) in [(half, t.rim), (half - (half / 4.0).max(2.0), t.fill)] {
                let (dx, dy) = (end.0 - start.0, end.1 - start.1);
                let len = (dx * dx + dy * dy).sqrt().max(1.0);
                let (nx, ny) = (-dy / len * w, dx / len * w);
                let p = |x: f32, y: f32| Point::new(x.round() as i32, y.round() as i32);
                let quad = [
                    p(start.0 + nx, start.1 + ny),
                    p(end.0 + nx, end.1 + ny),
                    p(end.0 - nx, end.1 - ny),
                    p(start.0 - nx, start.1 - ny),
                ];
                draw_polygon_mut(img, &quad, Luma([ink.idx()]));
            }
        }
    }
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// Draw `text` with its left end at `x` and baseline at `y`.
fn text(img: &mut GrayImage, face: Face, px: f32, s: &str, x: f32, y: i32, ink: Ink) {
    if !s.is_empty() {
        text_sprite(face, px, s, ink).blit(img, x.round() as i32, y);
    }
}

/// Draw `s` centred on `(cx, cy)` (capitals centred vertically).
fn centred_text(img: &mut GrayImage, face: Face, px: f32, s: &str, cx: f32, cy: f32, ink: Ink) {
    let w = text_width(face, px, s);
    let baseline = (cy + cap_height(face, px) / 2.0).round() as i32;
    text(img, face, px, s, cx - w / 2.0, baseline, ink);
}

fn header(img: &mut GrayImage, art: &Art, view: &View) {
    let w = img.width() as f32;
    let (name_px, sub_px, score_px) = (32.0, 24.0, 46.0);
    let swatch_x = 38.0;
    let text_x = swatch_x + 34.0;
    for (i, seat) in view.seats.iter().enumerate() {
        let ti = inks(seat.tone);
        let score_w = text_width(Face::Bold, score_px, &seat.score);
        let max_w = (w / 2.0 - text_x - score_w - 40.0).max(40.0);
        let name = fit_text(Face::Bold, name_px, seat.name.trim(), max_w);
        let sub = fit_text(Face::Regular, sub_px, &seat.sub, max_w);
        let left_seat = i == 0;
        let (swatch_at, text_at, score_at) = if left_seat {
            (swatch_x, text_x, w / 2.0 - 24.0 - score_w)
        } else {
            (w - swatch_x, w - text_x, w / 2.0 + 24.0)
        };
        art.swatches[tone_index(seat.tone)].blit(img, swatch_at as i32, 40);
        // The right seat's texts are right-aligned at `text_at`.
        let left = |width: f32| if left_seat { text_at } else { text_at - width };
        let nw = text_width(Face::Bold, name_px, &name);
        text(img, Face::Bold, name_px, &name, left(nw), 52, Ink::Text);
        let sw = text_width(Face::Regular, sub_px, &sub);
        text(img, Face::Regular, sub_px, &sub, left(sw), 84, Ink::TextDim);
        text(
            img,
            Face::Bold,
            score_px,
            &seat.score,
            score_at,
            68,
            ti.header,
        );
    }
    if view.seats.iter().all(|s| !s.score.is_empty()) {
        let dash_w = text_width(Face::Bold, score_px, "–");
        text(
            img,
            Face::Bold,
            score_px,
            "–",
            (w - dash_w) / 2.0,
            66,
            Ink::TextDim,
        );
    }
    // A bar in the mover's colour under their half of the header.
    if let Some(seat) = view.to_move.and_then(|i| view.seats.get(i).map(|s| (i, s))) {
        let half = img.width() / 2;
        let x = if seat.0 == 0 { 0 } else { half as i32 };
        let rect = Rect::at(x, art.geo.header_h - 5).of_size(half + 1, 5);
        draw_filled_rect_mut(img, rect, Luma([inks(seat.1.tone).header.idx()]));
    }
}

fn footer(img: &mut GrayImage, art: &Art, status: &str) {
    let px = 28.0;
    let w = img.width() as f32;
    let line = fit_text(Face::Regular, px, status, w - 40.0);
    let tw = text_width(Face::Regular, px, &line);
    let y = art.geo.footer_y + art.geo.footer_h / 2 + 10;
    text(img, Face::Regular, px, &line, (w - tw) / 2.0, y, Ink::Text);
}
