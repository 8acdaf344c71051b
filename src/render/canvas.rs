//! Assembling one canvas from a [`View`]: copy the cached board, blit
//! sprites for the marks, links and pieces, write the header and footer.

use super::art::{art, Art};
use super::font::{cap_height, text_sprite, text_width, Face};
use super::palette::{inks, palette, tone_index, Ink};
use crate::games::view::{At, Mark, PieceKind, View};
use image::{GrayImage, Luma};
use imageproc::drawing::{draw_filled_rect_mut, draw_polygon_mut};
use imageproc::point::Point;
use imageproc::rect::Rect;

/// A drawn board, before PNG encoding: palette indices.
pub struct Canvas {
    img: GrayImage,
    /// The words written on it, where.
    texts: Vec<DrawnText>,
}

impl Canvas {
    /// A canvas drawn elsewhere in the renderer (a standings table).
    pub(super) fn from_parts(img: GrayImage, texts: Vec<DrawnText>) -> Canvas {
        Canvas { img, texts }
    }

    pub fn width(&self) -> u32 {
        self.img.width()
    }

    pub fn height(&self) -> u32 {
        self.img.height()
    }

    /// Every piece of text written on the picture (header, status line).
    pub fn texts(&self) -> &[DrawnText] {
        &self.texts
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

    /// The frame made `height` tall (never shorter), the added rows at the
    /// bottom in the page's colour: so that frames whose status line wraps
    /// on some turns and not on others can share one size (a replay).
    pub(crate) fn padded_to(mut self, height: u32) -> Canvas {
        if height > self.height() {
            let mut img = GrayImage::from_pixel(self.width(), height, Luma([Ink::Page.idx()]));
            image::imageops::replace(&mut img, &self.img, 0, 0);
            self.img = img;
        }
        self
    }

    /// PNG bytes: 8-bit indexed, fast deflate.
    pub fn encode(&self) -> Vec<u8> {
        super::encode::png_indexed(&self.img, &palette().bytes())
    }
}

/// Draw a view.
pub fn draw_view(view: &View) -> Canvas {
    let Some(art) = art(view.shape) else {
        // A shape without geometry (out of range): an empty picture.
        return Canvas {
            img: GrayImage::from_pixel(1, 1, Luma([Ink::Page.idx()])),
            texts: Vec::new(),
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

    // A cell on both players' edges (a corner) is tinted half for each.
    let mut tinted: Vec<(At, usize)> = Vec::new();
    for m in &view.marks {
        let Some((x, y)) = geo.center(m.at) else {
            continue;
        };
        match m.mark {
            Mark::Goal(t) => {
                let t = tone_index(t);
                if tinted.iter().any(|&(at, other)| at == m.at && other != t) {
                    art.goal_half[t].blit(&mut img, x, y);
                } else {
                    art.goal[t].blit(&mut img, x, y);
                    tinted.push((m.at, t));
                }
            }
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

    let mut texts = Vec::new();
    let img = header_and_footer(img, art, view, &mut texts);
    Canvas { img, texts }
}

/// Write the header and the status line, growing the picture's strips
/// where the words need more room than the board's art left them.
fn header_and_footer(
    mut img: GrayImage,
    art: &Art,
    view: &View,
    texts: &mut Vec<DrawnText>,
) -> GrayImage {
    let geo = art.geo;
    let w = img.width() as f32;
    let head = header_layout(w, view, geo.header_h);
    let status = footer_lines(w, &view.status);
    let foot_h = geo.footer_h + (status.len() as i32 - 1).max(0) * FOOTER_STEP;
    let (grow_top, grow_bottom) = (head.height - geo.header_h, foot_h - geo.footer_h);
    if grow_top > 0 || grow_bottom > 0 {
        let height = img.height() + (grow_top + grow_bottom) as u32;
        let mut big = GrayImage::from_pixel(img.width(), height, Luma([Ink::HeaderBg.idx()]));
        // The board's rows, moved down under the taller header.
        let row = img.width() as usize;
        let (from, to) = (geo.header_h as usize * row, geo.footer_y as usize * row);
        let at = (geo.header_h + grow_top) as usize * row;
        big.as_mut()[at..at + to - from].copy_from_slice(&img.as_raw()[from..to]);
        img = big;
    }
    for (i, seat) in view.seats.iter().enumerate() {
        let (x, y) = head.swatches[i];
        art.swatches[tone_index(seat.tone)].blit(&mut img, x, y);
    }
    for head_line in &head.lines {
        head_line.line.draw(&mut img, texts);
    }
    // A bar in the mover's colour by their part of the header.
    if let Some(seat) = view.to_move.and_then(|i| view.seats.get(i).map(|s| (i, s))) {
        let (x, y, bw, bh) = head.bars[seat.0];
        let rect = Rect::at(x, y).of_size(bw, bh);
        draw_filled_rect_mut(&mut img, rect, Luma([inks(seat.1.tone).header.idx()]));
    }
    let top = geo.footer_y + grow_top;
    for (k, line) in status.into_iter().enumerate() {
        let tw = text_width(Face::Regular, FOOTER_PX, &line);
        Line {
            face: Face::Regular,
            px: FOOTER_PX,
            text: line,
            x: (w - tw) / 2.0,
            baseline: top + geo.footer_h / 2 + 10 + k as i32 * FOOTER_STEP,
            ink: Ink::Text,
        }
        .draw(&mut img, texts);
    }
    img
}

/// Thick borders on the sides of a cell in `sides` (see `Mark::Wall`),
/// centred on the gap between cells.
fn draw_walls(img: &mut GrayImage, art: &Art, sides: u8, cx: f32, cy: f32) {
    let geo = art.geo;
    let corners = geo.outline(cx, cy, 0.0);
    let k = corners.len();
    let half = super::art::sizes(geo).wall_half;
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
            let size = super::art::sizes(geo);
            let half = size.link_half;
            for (w, ink) in [(half, t.rim), (half - size.link_rim, t.fill)] {
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

/// One piece of text as drawn: what it says and the box it fills (left,
/// top, width, height in pixels). Frames keep these so tests can check that
/// every word is whole and inside the picture.
#[derive(Clone, Debug, PartialEq)]
pub struct DrawnText {
    pub text: String,
    pub x: i32,
    pub y: i32,
    pub w: i32,
    pub h: i32,
}

/// A line of text to draw: `x` its left end, `baseline` its baseline.
pub(super) struct Line {
    pub(super) face: Face,
    pub(super) px: f32,
    pub(super) text: String,
    pub(super) x: f32,
    pub(super) baseline: i32,
    pub(super) ink: Ink,
}

impl Line {
    pub(super) fn draw(&self, img: &mut GrayImage, drawn: &mut Vec<DrawnText>) {
        text(
            img,
            self.face,
            self.px,
            &self.text,
            self.x,
            self.baseline,
            self.ink,
        );
        let cap = cap_height(self.face, self.px);
        drawn.push(DrawnText {
            text: self.text.clone(),
            x: self.x.round() as i32,
            y: (self.baseline as f32 - cap).round() as i32,
            w: text_width(self.face, self.px, &self.text).ceil() as i32,
            h: (cap * 1.3).ceil() as i32,
        });
    }
}

/// The header's words, placed, and the strip's height (the SVG backend
/// lays its header out with the same).
pub(super) struct HeaderLayout {
    pub(super) lines: Vec<HeadLine>,
    /// Where each seat's swatch goes.
    pub(super) swatches: [(i32, i32); 2],
    pub(super) height: i32,
    /// The turn bar under the mover's part: `(x, y, w, h)`.
    pub(super) bars: [(i32, i32, u32, u32); 2],
}

/// Which end of a line of text stays put when its width changes (a
/// right-aligned name, a centred dash).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Anchor {
    Start,
    Middle,
    End,
}

/// A line of the header: what it is (`name`, `sub`, `score`, `dash`),
/// whose seat, and how it is aligned.
pub(super) struct HeadLine {
    pub(super) line: Line,
    pub(super) seat: Option<usize>,
    pub(super) part: &'static str,
    pub(super) anchor: Anchor,
}

impl HeadLine {
    fn new(line: Line, seat: Option<usize>, part: &'static str, anchor: Anchor) -> HeadLine {
        HeadLine {
            line,
            seat,
            part,
            anchor,
        }
    }
}

/// Type sizes tried in turn, largest first: name, sub line, score.
const HEADER_SIZES: [(f32, f32, f32); 4] = [
    (32.0, 24.0, 46.0),
    (30.0, 22.0, 40.0),
    (27.0, 21.0, 36.0),
    (24.0, 20.0, 32.0),
];
const SCORE_PX: f32 = 46.0;
const SWATCH_X: f32 = 38.0;
const TEXT_X: f32 = SWATCH_X + 34.0;
const SUB_STEP: i32 = 26;

/// Lay the header out by measured widths: the two seats side by side
/// (the first on the left), with smaller type or the small line on two
/// lines when a name or line is long; when even that does not fit, each
/// seat gets a full-width band of its own where long words wrap. Nothing
/// is cut.
pub(super) fn header_layout(w: f32, view: &View, min_h: i32) -> HeaderLayout {
    let scores = view.seats.each_ref().map(|s| s.score.trim());
    for sub_lines in [1, 2] {
        for (name_px, sub_px, score_px) in HEADER_SIZES {
            let score_w = scores.map(|s| text_width(Face::Bold, score_px, s));
            let fits = (0..2).all(|i| {
                let seat = &view.seats[i];
                let gap = if score_w[i] > 0.0 {
                    score_w[i] + 40.0
                } else {
                    16.0
                };
                let room = w / 2.0 - TEXT_X - gap;
                let sub = wrap(Face::Regular, sub_px, &seat.sub, room);
                text_width(Face::Bold, name_px, seat.name.trim()) <= room
                    && sub.len() <= sub_lines
                    && sub
                        .iter()
                        .all(|l| text_width(Face::Regular, sub_px, l) <= room)
                    && whole_words(&seat.sub, &sub)
            });
            if fits {
                let sizes = (name_px, sub_px, score_px);
                return side_by_side(w, view, min_h, sizes, score_w);
            }
        }
    }
    let score_w = scores.map(|s| text_width(Face::Bold, SCORE_PX, s));
    stacked(w, view, min_h, score_w)
}

/// Did wrapping break lines only between words?
fn whole_words(text: &str, lines: &[String]) -> bool {
    let words = |s: &str| s.split(' ').filter(|w| !w.is_empty()).count();
    words(text) == lines.iter().map(|l| words(l)).sum::<usize>()
}

fn side_by_side(
    w: f32,
    view: &View,
    min_h: i32,
    (name_px, sub_px, score_px): (f32, f32, f32),
    score_w: [f32; 2],
) -> HeaderLayout {
    let mut lines = Vec::new();
    let mut sub_rows = 1;
    for (i, seat) in view.seats.iter().enumerate() {
        let left_seat = i == 0;
        let (text_at, score_at) = if left_seat {
            (TEXT_X, w / 2.0 - 24.0 - score_w[i])
        } else {
            (w - TEXT_X, w / 2.0 + 24.0)
        };
        // The right seat's texts are right-aligned at `text_at`.
        let left = |width: f32| if left_seat { text_at } else { text_at - width };
        let (text_anchor, score_anchor) = if left_seat {
            (Anchor::Start, Anchor::End)
        } else {
            (Anchor::End, Anchor::Start)
        };
        let name = seat.name.trim().to_string();
        let nw = text_width(Face::Bold, name_px, &name);
        let line = Line {
            face: Face::Bold,
            px: name_px,
            text: name,
            x: left(nw),
            baseline: 52,
            ink: Ink::Text,
        };
        lines.push(HeadLine::new(line, Some(i), "name", text_anchor));
        let gap = if score_w[i] > 0.0 {
            score_w[i] + 40.0
        } else {
            16.0
        };
        let sub = wrap(Face::Regular, sub_px, &seat.sub, w / 2.0 - TEXT_X - gap);
        sub_rows = sub_rows.max(sub.len() as i32);
        for (k, text) in sub.into_iter().enumerate() {
            let sw = text_width(Face::Regular, sub_px, &text);
            let line = Line {
                face: Face::Regular,
                px: sub_px,
                text,
                x: left(sw),
                baseline: 84 + k as i32 * SUB_STEP,
                ink: Ink::TextDim,
            };
            lines.push(HeadLine::new(line, Some(i), "sub", text_anchor));
        }
        let line = Line {
            face: Face::Bold,
            px: score_px,
            text: seat.score.trim().to_string(),
            x: score_at,
            baseline: 68,
            ink: inks(seat.tone).header,
        };
        lines.push(HeadLine::new(line, Some(i), "score", score_anchor));
    }
    if view.seats.iter().all(|s| !s.score.trim().is_empty()) {
        let dash_w = text_width(Face::Bold, score_px, "–");
        let line = Line {
            face: Face::Bold,
            px: score_px,
            text: "–".into(),
            x: (w - dash_w) / 2.0,
            baseline: 66,
            ink: Ink::TextDim,
        };
        lines.push(HeadLine::new(line, None, "dash", Anchor::Middle));
    }
    let height = min_h + (sub_rows - 1) * SUB_STEP;
    let half = (w / 2.0) as i32;
    HeaderLayout {
        lines,
        swatches: [(SWATCH_X as i32, 40), ((w - SWATCH_X) as i32, 40)],
        height,
        bars: [
            (0, height - 5, half as u32 + 1, 5),
            (half, height - 5, half as u32 + 1, 5),
        ],
    }
}

/// Each seat in a band across the whole width: swatch, name and line
/// (wrapped where long) on the left, the score on the right.
fn stacked(w: f32, view: &View, min_h: i32, score_w: [f32; 2]) -> HeaderLayout {
    let (name_px, sub_px) = (26.0, 20.0);
    let (name_step, sub_step) = (32, 26);
    let mut lines = Vec::new();
    let mut swatches = [(0, 0); 2];
    let mut bars = [(0, 0, 0, 0); 2];
    let mut top = 6;
    for (i, seat) in view.seats.iter().enumerate() {
        let score = seat.score.trim();
        let room = if score.is_empty() {
            w - TEXT_X - 20.0
        } else {
            w - TEXT_X - score_w[i] - 48.0
        }
        .max(80.0);
        let mut y = top + 8;
        swatches[i] = (SWATCH_X as i32, y + 18);
        // The name, then the line under it, each wrapped in its room.
        let parts = [
            (
                "name",
                seat.name.trim(),
                Face::Bold,
                name_px,
                name_step,
                Ink::Text,
            ),
            (
                "sub",
                seat.sub.as_str(),
                Face::Regular,
                sub_px,
                sub_step,
                Ink::TextDim,
            ),
        ];
        for (part, words, face, px, step, ink) in parts {
            for text in wrap(face, px, words, room) {
                y += step;
                let line = Line {
                    face,
                    px,
                    text,
                    x: TEXT_X,
                    baseline: y - 6,
                    ink,
                };
                lines.push(HeadLine::new(line, Some(i), part, Anchor::Start));
            }
        }
        let bottom = (y + 8).max(top + 60);
        if !score.is_empty() {
            let cap = cap_height(Face::Bold, SCORE_PX);
            let line = Line {
                face: Face::Bold,
                px: SCORE_PX,
                text: score.to_string(),
                x: w - 24.0 - score_w[i],
                baseline: ((top + bottom) as f32 / 2.0 + cap / 2.0).round() as i32,
                ink: inks(seat.tone).header,
            };
            lines.push(HeadLine::new(line, Some(i), "score", Anchor::End));
        }
        // The mover's band has a bar down its left edge.
        bars[i] = (0, top, 6, (bottom - top) as u32);
        top = bottom;
    }
    HeaderLayout {
        lines,
        swatches,
        height: (top + 6).max(min_h),
        bars,
    }
}

/// `text` broken into lines no wider than `max_w`: at spaces where it
/// can, inside a word when a word alone is too wide.
pub(crate) fn wrap(face: Face, px: f32, text: &str, max_w: f32) -> Vec<String> {
    let fits = |s: &str| text_width(face, px, s) <= max_w;
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let joined = if line.is_empty() {
            word.to_string()
        } else {
            format!("{line} {word}")
        };
        if fits(&joined) {
            line = joined;
            continue;
        }
        if !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        // The word alone, split where it must be.
        for c in word.chars() {
            let longer = format!("{line}{c}");
            if !line.is_empty() && !fits(&longer) {
                lines.push(std::mem::take(&mut line));
                line.push(c);
            } else {
                line = longer;
            }
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// The status line(s) under the board: centred, wrapped when long.
pub(super) fn footer_lines(w: f32, status: &str) -> Vec<String> {
    wrap(Face::Regular, FOOTER_PX, status, w - 40.0)
}

pub(super) const FOOTER_PX: f32 = 28.0;
pub(super) const FOOTER_STEP: i32 = 36;
