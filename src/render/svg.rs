//! The board as SVG, for pages that light and click cells (the live
//! table): drawn from the same plain-data [`View`], the same
//! [`geometry`](super::geometry) and the same sizes and inks as the PNG, so
//! the picture and the table agree on every cell.
//!
//! The document has a `viewBox` and no fixed size, so it scales to any
//! width. Its user units are the PNG's pixels: a cell's centre is where
//! [`Geometry::center`] puts it. When long names need a taller header, the
//! header grows upwards (the `viewBox` starts above 0) and the board keeps
//! its coordinates.
//!
//! Every cell is one element with its name as the game writes it
//! (`data-cell="C4"`, `c4` on a square board). Whatever sits on a cell
//! carries the same `data-cell`; a link carries `data-from` and `data-to`.
//! Styles are CSS classes in the document's `<style>`, so a page can
//! override them:
//!
//! | class | what |
//! |---|---|
//! | `cell` (`lit`: a square board's light square, `hole`: a hole) | a cell, with `data-cell` |
//! | `label` | a coordinate label on the board's edge |
//! | `mark goal` (`half`: half the cell, on a corner of two edges) | a goal or edge cell's tint |
//! | `mark owned` | a cell a player has won |
//! | `mark last` | a cell of the last turn |
//! | `mark legal` | where the player to move may place |
//! | `mark ring` | a piece the player to move may use |
//! | `mark wall` | a block's thick border on a cell's sides |
//! | `mark miss` | a wrong digit tried on the cell |
//! | `link` | a line between two cells (a bridge), `data-from`, `data-to` |
//! | `piece disc` (`locked`: a disc that can no longer act), `piece digit` | a piece |
//! | `seat` (`data-seat="0"` or `"1"`) with `swatch`, `name`, `sub`, `score` | a player's part of the header |
//! | `dash`, `turn` | the dash between the scores, the bar under the mover |
//! | `status` | the line under the board |
//!
//! A tone class goes with the toned ones: `o` orange, `b` blue, `w` white,
//! `k` black, `n` neutral (`piece disc o`, `mark legal b`, `seat o`). The
//! root `<svg>` has the class `board`.
//!
//! Only cells take the pointer (marks, links, pieces and labels have
//! `pointer-events: none`), so a click or a hover anywhere on a cell lands
//! on the cell's own element and its `data-cell`.

use super::art::{disc_rim, half_outline, sizes, Sizes, GAP, PLATE};
use super::canvas::{footer_lines, header_layout, Anchor, FOOTER_PX, FOOTER_STEP};
use super::font::{cap_height, em_size, Face};
use super::geometry::{geometry, CellForm, Geometry};
use super::palette::{inks, Ink, TONES};
use super::sprite::rounded;
use crate::games::view::{At, Mark, PieceKind, Shape, Tone, View};
use std::fmt::{self, Display, Write};

/// A whole `<svg>` document of a view.
pub fn svg(view: &View) -> String {
    let Some(geo) = geometry(view.shape) else {
        // A shape without geometry (out of range): an empty picture.
        return format!("<svg xmlns=\"{NS}\" viewBox=\"0 0 1 1\"/>");
    };
    Doc::new(geo, view).write()
}

/// The same, each cell element also said in words (`aria-label` from
/// `label`), with its zones (`data-zones="r4 cC b3"`) where the view has
/// them and the class `last` on the cells of the last turn.
pub fn svg_labelled(view: &View, label: &dyn Fn(At) -> String) -> String {
    let Some(geo) = geometry(view.shape) else {
        return format!("<svg xmlns=\"{NS}\" viewBox=\"0 0 1 1\"/>");
    };
    let mut doc = Doc::new(geo, view);
    doc.label = Some(label);
    doc.write()
}

/// As [`svg_labelled`], the board only: without the header (seats,
/// scores) and the status line under it, cropped to the cells and their
/// coordinates, for a page that shows those itself (the live table). The
/// user units are the same, so cells are where the whole picture has them.
pub fn svg_board_only(view: &View, label: &dyn Fn(At) -> String) -> String {
    let Some(geo) = geometry(view.shape) else {
        return format!("<svg xmlns=\"{NS}\" viewBox=\"0 0 1 1\"/>");
    };
    let mut doc = Doc::new(geo, view);
    doc.label = Some(label);
    doc.board_only = true;
    doc.write()
}

/// The SVG of any game's board, as `ctx` asks (as [`super::png_of`]).
pub fn svg_of(game: &dyn crate::games::AnyGame, ctx: &crate::games::ViewCtx) -> String {
    svg(&game.view(ctx))
}

const NS: &str = "http://www.w3.org/2000/svg";

/// A number with at most one decimal.
#[derive(Clone, Copy)]
struct N(f32);

impl Display for N {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tenths = (self.0 * 10.0).round() as i64;
        let sign = if tenths < 0 { "-" } else { "" };
        let (whole, frac) = (tenths.abs() / 10, tenths.abs() % 10);
        if frac == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.{frac}")
        }
    }
}

/// Text as XML character data or an attribute value: markup characters
/// escaped, characters XML cannot carry (controls) left out.
pub struct Esc<'a>(pub &'a str);

impl Display for Esc<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            match c {
                '<' => f.write_str("&lt;")?,
                '>' => f.write_str("&gt;")?,
                '&' => f.write_str("&amp;")?,
                '"' => f.write_str("&quot;")?,
                '\'' => f.write_str("&#39;")?,
                '\u{FFFE}' | '\u{FFFF}' => {}
                c if c.is_control() => {}
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}

/// A colour as CSS writes it.
struct Hex(Ink);

impl Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [r, g, b] = self.0.rgb();
        write!(f, "#{r:02x}{g:02x}{b:02x}")
    }
}

/// The tone's class letter.
fn tone_class(tone: Tone) -> &'static str {
    match tone {
        Tone::Orange => "o",
        Tone::Blue => "b",
        Tone::White => "w",
        Tone::Black => "k",
        Tone::Neutral => "n",
    }
}

/// A closed path through `points`.
fn polygon_path(points: &[(f32, f32)]) -> String {
    let mut d = String::new();
    for (i, &(x, y)) in points.iter().enumerate() {
        let cmd = if i == 0 { 'M' } else { 'L' };
        let _ = write!(d, "{cmd}{} {}", N(x), N(y));
    }
    d.push('Z');
    d
}

/// A closed path through a convex polygon with its corners rounded to
/// `radius` (the same shape as the PNG's [`rounded`] faces, with arcs).
fn rounded_path(points: &[(f32, f32)], radius: f32) -> String {
    if radius <= 0.0 || points.len() < 3 {
        return polygon_path(points);
    }
    // `rounded` gives five points along each corner's arc: the first and
    // the last are where the arc meets the sides.
    let arcs = rounded(points, radius);
    let mut d = String::new();
    for (i, arc) in arcs.chunks(5).enumerate() {
        let (a, b) = (arc[0], arc[arc.len() - 1]);
        let cmd = if i == 0 { 'M' } else { 'L' };
        let r = N(radius);
        let _ = write!(
            d,
            "{cmd}{} {}A{r} {r} 0 0 1 {} {}",
            N(a.0),
            N(a.1),
            N(b.0),
            N(b.1)
        );
    }
    d.push('Z');
    d
}

struct Doc<'a> {
    geo: &'static Geometry,
    view: &'a View,
    size: Sizes,
    out: String,
    /// Cells in words, for a page's screen readers.
    label: Option<&'a dyn Fn(At) -> String>,
    /// Without the header and the status line.
    board_only: bool,
}

impl<'a> Doc<'a> {
    fn new(geo: &'static Geometry, view: &'a View) -> Doc<'a> {
        Doc {
            geo,
            view,
            size: sizes(geo),
            out: String::with_capacity(24 * 1024),
            label: None,
            board_only: false,
        }
    }

    /// With cells said in words, the text drawn on the board (digits,
    /// coordinates) is hidden from screen readers: the labels say it.
    fn hidden(&self) -> &'static str {
        match self.label {
            Some(_) => " aria-hidden=\"true\"",
            None => "",
        }
    }

    /// A cell's own element: as [`Doc::put`], said in words when labelled.
    fn put_cell(&mut self, class: &str, at: At, (x, y): (i32, i32)) {
        let Some(label) = self.label else {
            return self.put(class, "f", at, (x, y));
        };
        let view = self.view;
        let last = view
            .marks
            .iter()
            .any(|m| m.at == at && m.mark == Mark::LastMove);
        let name = self.geo.name(at);
        let _ = write!(
            self.out,
            "<use class=\"{class}{}\" data-cell=\"{name}\" aria-label=\"{}\"",
            if last { " last" } else { "" },
            Esc(&label(at))
        );
        if let Some(z) = view.zones.iter().find(|z| z.at == at) {
            let ids: Vec<String> = z.zones.iter().map(|z| z.id()).collect();
            let _ = write!(self.out, " data-zones=\"{}\"", Esc(&ids.join(" ")));
        }
        let _ = write!(self.out, " href=\"#f\" x=\"{x}\" y=\"{y}\"/>");
    }

    fn write(mut self) -> String {
        if self.board_only {
            return self.write_board_only();
        }
        let geo = self.geo;
        let w = geo.width as f32;
        let head = header_layout(w, self.view, geo.header_h);
        let status = footer_lines(w, &self.view.status);
        let foot_h = geo.footer_h + (status.len() as i32 - 1).max(0) * FOOTER_STEP;
        let grow = head.height - geo.header_h;
        let height = geo.footer_y + foot_h + grow;
        let top = -grow;
        let _ = write!(
            self.out,
            "<svg xmlns=\"{NS}\" viewBox=\"0 {top} {} {height}\" class=\"board\">",
            geo.width
        );
        self.style();
        self.defs();
        let o = &mut self.out;
        let _ = write!(
            o,
            "<rect class=\"bg\" x=\"0\" y=\"{top}\" width=\"{}\" height=\"{height}\"/>",
            geo.width
        );
        let _ = write!(
            o,
            "<rect class=\"strip\" x=\"0\" y=\"{top}\" width=\"{}\" height=\"{}\"/>",
            geo.width, head.height
        );
        let _ = write!(
            o,
            "<rect class=\"strip\" x=\"0\" y=\"{}\" width=\"{}\" height=\"{foot_h}\"/>",
            geo.footer_y, geo.width
        );
        self.board_layers();
        self.header(&head, grow);
        let o = &mut self.out;
        for (k, line) in status.iter().enumerate() {
            let y = geo.footer_y + geo.footer_h / 2 + 10 + k as i32 * FOOTER_STEP;
            let _ = write!(
                o,
                "<text class=\"status\" x=\"{}\" y=\"{y}\">{}</text>",
                N(w / 2.0),
                Esc(line)
            );
        }
        self.out.push_str("</svg>");
        self.out
    }

    /// The board itself, bottom layer first: cells, their labels, the
    /// marks under the links, the links, the marks over them, the pieces,
    /// the marks on top.
    fn board_layers(&mut self) {
        self.cells();
        self.labels();
        self.marks_under();
        self.links();
        self.marks_over();
        self.pieces();
        self.marks_top();
    }

    fn write_board_only(mut self) -> String {
        let (x, y, w, h) = self.geo.board_box;
        let _ = write!(
            self.out,
            "<svg xmlns=\"{NS}\" viewBox=\"{x} {y} {w} {h}\" class=\"board\">"
        );
        self.style();
        self.defs();
        let _ = write!(
            self.out,
            "<rect class=\"bg\" x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\"/>"
        );
        self.board_layers();
        self.out.push_str("</svg>");
        self.out
    }

    fn style(&mut self) {
        let s = self.size;
        let geo = self.geo;
        let o = &mut self.out;
        o.push_str("<style>");
        let _ = write!(
            o,
            "text{{font-family:'DejaVu Sans',Verdana,sans-serif}}\
             .bg{{fill:{}}}.strip{{fill:{}}}\
             .cell{{fill:{};stroke:{};stroke-width:{};paint-order:stroke}}\
             .cell.lit{{fill:{}}}.cell.hole{{fill:{}}}.pit{{fill:{}}}\
             .label{{fill:{};font-weight:bold;font-size:{}px;text-anchor:middle}}\
             .mark.last{{fill:none;stroke:{};stroke-width:{}}}\
             .ring{{fill:none;stroke:{};stroke-width:{}}}\
             .wall{{fill:none;stroke:{};stroke-width:{};stroke-linecap:square}}\
             .mark,.link,.piece,.label,.pit{{pointer-events:none}}\
             .link line{{stroke-width:{}}}.link .in{{stroke-width:{}}}\
             .digit{{font-weight:bold;font-size:{}px;text-anchor:middle}}\
             .miss{{fill:{};font-weight:bold;font-size:{}px;text-anchor:middle}}\
             .name{{fill:{};font-weight:bold}}.sub{{fill:{}}}.score{{font-weight:bold}}\
             .dash{{fill:{};font-weight:bold}}\
             .status{{fill:{};font-size:{}px;text-anchor:middle}}",
            Hex(Ink::Page),
            Hex(Ink::HeaderBg),
            Hex(Ink::Cell),
            Hex(Ink::Grid),
            N(2.0 * (GAP + PLATE)),
            Hex(Ink::CellLit),
            Hex(Ink::HoleRim),
            Hex(Ink::HoleDeep),
            Hex(Ink::Label),
            N(em_size(Face::Bold, geo.label_px)),
            Hex(Ink::Highlight),
            N(s.highlight_band),
            Hex(Ink::Ring),
            N(s.ring.1 - s.ring.0),
            Hex(Ink::Text),
            N(2.0 * s.wall_half),
            N(2.0 * s.link_half),
            N(2.0 * (s.link_half - s.link_rim)),
            N(em_size(Face::Bold, s.digit_px)),
            Hex(Ink::Miss),
            N(em_size(Face::Bold, s.miss_px)),
            Hex(Ink::Text),
            Hex(Ink::TextDim),
            Hex(Ink::TextDim),
            Hex(Ink::Text),
            N(em_size(Face::Regular, FOOTER_PX)),
        );
        for tone in TONES {
            let t = tone_class(tone);
            let i = inks(tone);
            let _ = write!(
                o,
                ".disc.{t},.legal.{t},.swatch.{t}{{fill:{};stroke:{};color:{}}}\
                 .link.{t} line{{stroke:{}}}.link.{t} .in{{stroke:{}}}\
                 .owned.{t}{{fill:{}}}.digit.{t}{{fill:{}}}.score.{t},.turn.{t}{{fill:{}}}",
                Hex(i.fill),
                Hex(i.rim),
                Hex(i.core),
                Hex(i.rim),
                Hex(i.fill),
                Hex(i.owned),
                Hex(i.digit),
                Hex(i.header),
            );
            if tone == Tone::Black {
                // Black's goal face has a light band inside its edge (see
                // `art::goal_sprite`): the band is the fill, the face the
                // colour.
                let _ = write!(
                    o,
                    ".goal.{t}{{fill:{};color:{}}}",
                    Hex(Ink::BlackRim),
                    Hex(i.goal)
                );
            } else {
                let _ = write!(o, ".goal.{t}{{fill:{}}}", Hex(i.goal));
            }
        }
        o.push_str("</style>");
    }

    /// Shapes drawn once and placed on cells with `<use>`, centred on 0 0.
    fn defs(&mut self) {
        let geo = self.geo;
        let s = self.size;
        let face = rounded_path(&geo.outline(0.0, 0.0, GAP), s.round);
        let o = &mut self.out;
        o.push_str("<defs>");
        // A cell's face (also a goal's or a won cell's tint).
        let _ = write!(o, "<path id=\"f\" d=\"{face}\"/>");
        // The last move's band.
        let band = geo.outline(0.0, 0.0, s.highlight_inset + s.highlight_band / 2.0);
        let _ = write!(o, "<path id=\"l\" d=\"{}\"/>", polygon_path(&band));
        // A disc, a locked disc, a legal dot, a ring, a swatch.
        let rim = disc_rim(s.disc_r);
        let _ = write!(
            o,
            "<circle id=\"d\" r=\"{}\" stroke-width=\"{}\"/>",
            N(s.disc_r - rim / 2.0),
            N(rim)
        );
        let core_rim = rim * 0.8;
        let _ = write!(
            o,
            "<g id=\"dl\"><use href=\"#d\"/><circle r=\"{}\" stroke-width=\"{}\" \
             fill=\"currentColor\"/></g>",
            N(s.core_r - core_rim / 2.0),
            N(core_rim)
        );
        let _ = write!(
            o,
            "<circle id=\"o\" r=\"{}\" stroke-width=\"{}\"/>",
            N(s.dot_r - s.dot_rim / 2.0),
            N(s.dot_rim)
        );
        let _ = write!(
            o,
            "<circle id=\"r\" r=\"{}\"/>",
            N((s.ring.0 + s.ring.1) / 2.0)
        );
        let swatch_rim = disc_rim(s.swatch_r);
        let _ = write!(
            o,
            "<circle id=\"s\" r=\"{}\" stroke-width=\"{}\"/>",
            N(s.swatch_r - swatch_rim / 2.0),
            N(swatch_rim)
        );
        let view = self.view;
        let has = |want: fn(&Mark) -> bool| view.marks.iter().any(|m| want(&m.mark));
        if geo.hole().is_some() {
            let pit = rounded_path(&geo.outline(0.0, 0.0, GAP + s.pit), s.round);
            let _ = write!(o, "<path id=\"p\" d=\"{pit}\"/>");
        }
        if has(|m| matches!(m, Mark::Goal(_))) {
            let half = half_outline(geo, &geo.outline(0.0, 0.0, GAP));
            let _ = write!(o, "<path id=\"h\" d=\"{}\"/>", rounded_path(&half, s.round));
            if has(|m| matches!(m, Mark::Goal(Tone::Black))) {
                let inset = GAP + s.black_band;
                let inner = rounded_path(&geo.outline(0.0, 0.0, inset), s.round);
                let half_inner =
                    rounded_path(&half_outline(geo, &geo.outline(0.0, 0.0, inset)), s.round);
                let _ = write!(
                    o,
                    "<g id=\"fk\"><use href=\"#f\"/><path d=\"{inner}\" fill=\"currentColor\"/></g>\
                     <g id=\"hk\"><use href=\"#h\"/><path d=\"{half_inner}\" \
                     fill=\"currentColor\"/></g>"
                );
            }
        }
        o.push_str("</defs>");
    }

    /// `<use>` of a shape on a cell: ` class="…" data-cell="…" href="#…" x y`.
    fn put(&mut self, class: &str, shape: &str, at: At, (x, y): (i32, i32)) {
        let name = self.geo.name(at);
        let _ = write!(
            self.out,
            "<use class=\"{class}\" data-cell=\"{name}\" href=\"#{shape}\" x=\"{x}\" y=\"{y}\"/>"
        );
    }

    fn cells(&mut self) {
        let geo = self.geo;
        let square = matches!(geo.form, CellForm::Square { .. });
        if let Shape::Square { .. } = geo.shape {
            // The plate under a square board, in one piece.
            let corners: Vec<(i32, i32)> =
                geo.cells().iter().filter_map(|&a| geo.center(a)).collect();
            let (x0, y0) = corners
                .iter()
                .fold((i32::MAX, i32::MAX), |(a, b), &(x, y)| (a.min(x), b.min(y)));
            let (x1, y1) = corners
                .iter()
                .fold((i32::MIN, i32::MIN), |(a, b), &(x, y)| (a.max(x), b.max(y)));
            let half = geo.step_x as f32 / 2.0 + PLATE;
            let _ = write!(
                self.out,
                "<rect fill=\"{}\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"/>",
                Hex(Ink::Grid),
                N(x0 as f32 - half),
                N(y0 as f32 - half),
                N((x1 - x0) as f32 + 2.0 * half),
                N((y1 - y0) as f32 + 2.0 * half)
            );
        }
        for &at in geo.cells() {
            let Some(c) = geo.center(at) else { continue };
            if Some(at) == geo.hole() {
                self.put_cell("cell hole", at, c);
                let _ = write!(
                    self.out,
                    "<use class=\"pit\" href=\"#p\" x=\"{}\" y=\"{}\"/>",
                    c.0, c.1
                );
            } else if square && (at.col + at.row) % 2 == 1 {
                // Square boards alternate dark and light squares (a1 dark).
                self.put_cell("cell lit", at, c);
            } else {
                self.put_cell("cell", at, c);
            }
        }
    }

    fn labels(&mut self) {
        let geo = self.geo;
        let cap = cap_height(Face::Bold, geo.label_px);
        for label in &geo.labels {
            let _ = write!(
                self.out,
                "<text class=\"label\"{} x=\"{}\" y=\"{}\">{}</text>",
                self.hidden(),
                N(label.x),
                (label.y + cap / 2.0).round(),
                Esc(&label.text)
            );
        }
    }

    /// Goal tints, won cells and the last move: under the links.
    fn marks_under(&mut self) {
        let geo = self.geo;
        let view = self.view;
        // A cell on both players' edges (a corner) is tinted half for each.
        let mut tinted: Vec<(At, Tone)> = Vec::new();
        for m in &view.marks {
            let Some(c) = geo.center(m.at) else { continue };
            match m.mark {
                Mark::Goal(t) => {
                    let half = tinted.iter().any(|&(at, other)| at == m.at && other != t);
                    let black = t == Tone::Black;
                    let (class, shape) = match (half, black) {
                        (false, false) => ("goal", "f"),
                        (false, true) => ("goal", "fk"),
                        (true, false) => ("goal half", "h"),
                        (true, true) => ("goal half", "hk"),
                    };
                    if !half {
                        tinted.push((m.at, t));
                    }
                    self.put(&format!("mark {class} {}", tone_class(t)), shape, m.at, c);
                }
                Mark::Owned(t) => {
                    self.put(&format!("mark owned {}", tone_class(t)), "f", m.at, c);
                }
                _ => {}
            }
        }
        for m in &view.marks {
            if let (Mark::LastMove, Some(c)) = (m.mark, geo.center(m.at)) {
                self.put("mark last", "l", m.at, c);
            }
        }
    }

    fn links(&mut self) {
        let geo = self.geo;
        for link in &self.view.links {
            let (Some(a), Some(b)) = (geo.center(link.from), geo.center(link.to)) else {
                continue;
            };
            let ends = format!(
                "x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"",
                a.0, a.1, b.0, b.1
            );
            let _ = write!(
                self.out,
                "<g class=\"link {}\" data-from=\"{}\" data-to=\"{}\"><line {ends}/>\
                 <line class=\"in\" {ends}/></g>",
                tone_class(link.tone),
                geo.name(link.from),
                geo.name(link.to)
            );
        }
    }

    /// Legal dots and walls: over the links, under the pieces.
    fn marks_over(&mut self) {
        let geo = self.geo;
        let view = self.view;
        for m in &view.marks {
            if let (Mark::Legal(t), Some(c)) = (m.mark, geo.center(m.at)) {
                self.put(&format!("mark legal {}", tone_class(t)), "o", m.at, c);
            }
        }
        for m in &view.marks {
            let (Mark::Wall(sides), Some((x, y))) = (m.mark, geo.center(m.at)) else {
                continue;
            };
            let corners = geo.outline(x as f32, y as f32, 0.0);
            let k = corners.len();
            let mut d = String::new();
            for i in (0..k).filter(|i| sides & (1 << i) != 0) {
                let (a, b) = (corners[i], corners[(i + 1) % k]);
                let _ = write!(d, "M{} {}L{} {}", N(a.0), N(a.1), N(b.0), N(b.1));
            }
            if !d.is_empty() {
                let _ = write!(
                    self.out,
                    "<path class=\"mark wall\" data-cell=\"{}\" d=\"{d}\"/>",
                    geo.name(m.at)
                );
            }
        }
    }

    fn pieces(&mut self) {
        let geo = self.geo;
        let digit_cap = cap_height(Face::Bold, self.size.digit_px);
        for piece in &self.view.pieces {
            let Some(c) = geo.center(piece.at) else {
                continue;
            };
            let t = tone_class(piece.tone);
            match piece.kind {
                PieceKind::Disc => self.put(&format!("piece disc {t}"), "d", piece.at, c),
                PieceKind::LockedDisc => {
                    self.put(&format!("piece disc locked {t}"), "dl", piece.at, c)
                }
                PieceKind::Digit(d) => {
                    let _ = write!(
                        self.out,
                        "<text class=\"piece digit {t}\" data-cell=\"{}\"{} x=\"{}\" y=\"{}\">{d}</text>",
                        geo.name(piece.at),
                        self.hidden(),
                        c.0,
                        (c.1 as f32 + digit_cap / 2.0).round()
                    );
                }
            }
        }
    }

    /// Missed digits and legal pieces' rings: over the pieces.
    fn marks_top(&mut self) {
        let geo = self.geo;
        let view = self.view;
        let miss_cap = cap_height(Face::Bold, self.size.miss_px);
        for m in &view.marks {
            let Some((x, y)) = geo.center(m.at) else {
                continue;
            };
            match m.mark {
                Mark::LegalPiece => self.put("mark ring", "r", m.at, (x, y)),
                Mark::Miss(d) => {
                    // Small, in the cell's upper right.
                    let (mx, my) = (
                        x as f32 + geo.step_x as f32 * 0.2,
                        y as f32 - geo.step_y as f32 * 0.3,
                    );
                    let _ = write!(
                        self.out,
                        "<text class=\"mark miss\" data-cell=\"{}\"{} x=\"{}\" y=\"{}\">{d}</text>",
                        geo.name(m.at),
                        self.hidden(),
                        N(mx),
                        (my + miss_cap / 2.0).round()
                    );
                }
                _ => {}
            }
        }
    }

    /// The seats' lines, as the PNG lays them out, moved up by `grow` when
    /// the header is taller than the board's art left it.
    fn header(&mut self, head: &super::canvas::HeaderLayout, grow: i32) {
        let view = self.view;
        let o = &mut self.out;
        if grow > 0 {
            let _ = write!(o, "<g transform=\"translate(0 -{grow})\">");
        }
        let text = |o: &mut String, hl: &super::canvas::HeadLine, class: &str| {
            let line = &hl.line;
            if line.text.is_empty() {
                return;
            }
            let width = super::font::text_width(line.face, line.px, &line.text);
            let (x, anchor) = match hl.anchor {
                Anchor::Start => (line.x, ""),
                Anchor::Middle => (line.x + width / 2.0, " text-anchor=\"middle\""),
                Anchor::End => (line.x + width, " text-anchor=\"end\""),
            };
            let _ = write!(
                o,
                "<text class=\"{class}\" x=\"{}\" y=\"{}\" font-size=\"{}\"{anchor}>{}</text>",
                N(x),
                line.baseline,
                N(em_size(line.face, line.px)),
                Esc(&line.text)
            );
        };
        for (i, seat) in view.seats.iter().enumerate() {
            let t = tone_class(seat.tone);
            let _ = write!(o, "<g class=\"seat {t}\" data-seat=\"{i}\">");
            let (x, y) = head.swatches[i];
            let _ = write!(
                o,
                "<use class=\"swatch {t}\" href=\"#s\" x=\"{x}\" y=\"{y}\"/>"
            );
            for hl in head.lines.iter().filter(|l| l.seat == Some(i)) {
                let class = if hl.part == "score" {
                    format!("score {t}")
                } else {
                    hl.part.to_string()
                };
                text(o, hl, &class);
            }
            o.push_str("</g>");
        }
        for hl in head.lines.iter().filter(|l| l.seat.is_none()) {
            text(o, hl, hl.part);
        }
        if let Some((i, seat)) = view.to_move.and_then(|i| view.seats.get(i).map(|s| (i, s))) {
            let (x, y, bw, bh) = head.bars[i];
            let _ = write!(
                o,
                "<rect class=\"turn {}\" x=\"{x}\" y=\"{y}\" width=\"{bw}\" height=\"{bh}\"/>",
                tone_class(seat.tone)
            );
        }
        if grow > 0 {
            o.push_str("</g>");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_have_at_most_one_decimal() {
        let s = |v: f32| N(v).to_string();
        assert_eq!(s(3.0), "3");
        assert_eq!(s(34.666), "34.7");
        assert_eq!(s(-0.04), "0");
        assert_eq!(s(-2.25), "-2.3");
        assert_eq!(s(-17.3), "-17.3");
    }

    #[test]
    fn text_is_escaped_and_controls_dropped() {
        assert_eq!(
            Esc("<a href=\"x\">&'\u{7}\u{FFFF}é</a>").to_string(),
            "&lt;a href=&quot;x&quot;&gt;&amp;&#39;é&lt;/a&gt;"
        );
    }
}
