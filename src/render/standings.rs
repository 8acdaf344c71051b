//! A tournament's standings as a picture: a title, column heads and one
//! row per player (place, name, points, each tie-break), from a plain-data
//! [`StandingsView`] that the tournament code fills with words already in
//! the reader's language. Nothing here knows a game, a store or a command.
//!
//! Made for phones (Discord shows an image about 400 px wide there): the
//! width stays within the board images' (at most [`MAX_WIDTH`]) and the
//! picture grows taller with the rows; columns are sized by measured
//! widths, the type shrinks a step when many tie-breaks need the room, and
//! a long name is cut (with an ellipsis) at its column's edge so it never
//! runs into the points.

use super::canvas::{wrap, Canvas, DrawnText, Line};
use super::font::{cap_height, clip_to_width, text_width, Face};
use super::palette::Ink;
use image::{GrayImage, Luma};
use imageproc::drawing::draw_hollow_rect_mut;
use imageproc::rect::Rect;

/// The widest a standings picture gets (the board images run 640–990).
pub const MAX_WIDTH: u32 = 880;
/// The narrowest: a short table keeps a board image's width.
pub const MIN_WIDTH: u32 = 640;

/// A medal for the podium's rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Medal {
    Gold,
    Silver,
    Bronze,
}

impl Medal {
    /// The medal of a place (1–3), none below.
    pub fn of_place(place: usize) -> Option<Medal> {
        match place {
            1 => Some(Medal::Gold),
            2 => Some(Medal::Silver),
            3 => Some(Medal::Bronze),
            _ => None,
        }
    }

    /// Its colour (the bar at the row's left edge).
    pub fn ink(self) -> Ink {
        match self {
            Medal::Gold => Ink::Gold,
            Medal::Silver => Ink::Silver,
            Medal::Bronze => Ink::Bronze,
        }
    }

    /// The tint of its row.
    pub fn tint(self) -> Ink {
        match self {
            Medal::Gold => Ink::GoldTint,
            Medal::Silver => Ink::SilverTint,
            Medal::Bronze => Ink::BronzeTint,
        }
    }
}

/// The column heads, in the reader's language.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StandingsHeads {
    pub place: String,
    pub player: String,
    pub points: String,
    /// One short head per tie-break (`BH-C1`), in the rows' order.
    pub tiebreaks: Vec<String>,
}

/// One player's row.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StandingsRow {
    /// The place as shown (equal rows share one).
    pub place: String,
    pub name: String,
    /// A short remark drawn dim after the name (`withdrawn`), or empty.
    pub note: String,
    pub points: String,
    /// The tie-break values as shown, one per head.
    pub tiebreaks: Vec<String>,
    /// The tie-break (an index into `tiebreaks`) that put this player
    /// below the one in the row above: its value is framed.
    pub decided_by: Option<usize>,
    /// A podium row's medal: a tinted row and a bar in its colour.
    pub medal: Option<Medal>,
}

/// A standings table to draw.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct StandingsView {
    /// The first line, large.
    pub title: String,
    /// A line under the title (the game, the system, the round).
    pub subtitle: String,
    pub heads: StandingsHeads,
    pub rows: Vec<StandingsRow>,
    /// Lines under the table (what the heads and the frame mean), wrapped
    /// to the width.
    pub notes: Vec<String>,
}

/// Type sizes tried in turn, largest first: row text, column heads,
/// tie-break values.
const SIZES: [(f32, f32, f32); 4] = [
    (28.0, 22.0, 26.0),
    (26.0, 21.0, 24.0),
    (24.0, 20.0, 22.0),
    (22.0, 18.0, 20.0),
];
const TITLE_PX: f32 = 34.0;
const SUB_PX: f32 = 22.0;
const NOTE_PX: f32 = 22.0;
const MARGIN: f32 = 24.0;
/// Between two columns.
const GAP: f32 = 20.0;
/// The medal bar at a row's left edge.
const BAR_W: u32 = 8;
/// A name column narrower than this takes the next smaller type.
const NAME_MIN: f32 = 280.0;
/// The name column a table gets when there is room (about 20 letters).
const NAME_IDEAL: f32 = 380.0;
/// The frame around the decisive tie-break's value: padding and stroke.
const FRAME_PAD: f32 = 6.0;

/// Where each column goes, for one type size.
struct Columns {
    sizes: (f32, f32, f32),
    width: f32,
    /// Right edge of the place column.
    place_right: f32,
    name_left: f32,
    name_room: f32,
    points_right: f32,
    /// Right edge of each tie-break column.
    tb_right: Vec<f32>,
}

fn widest<'a>(face: Face, px: f32, texts: impl Iterator<Item = &'a String>) -> f32 {
    texts
        .map(|t| text_width(face, px, t.trim()))
        .fold(0.0, f32::max)
}

/// Column widths by measure, for the first type size that leaves the
/// names their room.
fn columns(view: &StandingsView) -> Columns {
    let n_tb = view.heads.tiebreaks.len();
    let mut last = None;
    for sizes in SIZES {
        let (row_px, head_px, value_px) = sizes;
        let place_w = widest(Face::Bold, row_px, view.rows.iter().map(|r| &r.place))
            .max(text_width(Face::Bold, head_px, &view.heads.place));
        let points_w = widest(Face::Bold, row_px, view.rows.iter().map(|r| &r.points))
            .max(text_width(Face::Bold, head_px, &view.heads.points));
        let tb_w: Vec<f32> = (0..n_tb)
            .map(|k| {
                // Values in bold measure the decisive one, the widest face.
                let values = view.rows.iter().filter_map(|r| r.tiebreaks.get(k));
                widest(Face::Bold, value_px, values).max(text_width(
                    Face::Bold,
                    head_px,
                    &view.heads.tiebreaks[k],
                ))
            })
            .collect();
        let fixed = 2.0 * MARGIN
            + place_w
            + GAP
            + GAP
            + points_w
            + tb_w.iter().map(|w| w + GAP).sum::<f32>();
        let width = (fixed + NAME_IDEAL).clamp(MIN_WIDTH as f32, MAX_WIDTH as f32);
        let name_room = width - fixed;
        let place_right = MARGIN + place_w;
        let name_left = place_right + GAP;
        let points_right = name_left + name_room + GAP + points_w;
        let mut tb_right = Vec::with_capacity(n_tb);
        let mut x = points_right;
        for w in &tb_w {
            x += GAP + w;
            tb_right.push(x);
        }
        let cols = Columns {
            sizes,
            width,
            place_right,
            name_left,
            name_room,
            points_right,
            tb_right,
        };
        if name_room >= NAME_MIN {
            return cols;
        }
        last = Some(cols);
    }
    let mut cols = last.expect("at least one type size");
    // Even the smallest type leaves the names little room: they get what
    // is left (at least a few letters), the picture as narrow as it can.
    if cols.name_room < 80.0 {
        let grow = 80.0 - cols.name_room;
        cols.width += grow;
        cols.name_room = 80.0;
        cols.points_right += grow;
        cols.tb_right.iter_mut().for_each(|x| *x += grow);
    }
    cols
}

/// A rectangle of `ink`, clipped to the picture: rows of the index
/// buffer filled as slices (the bands cover the whole picture).
fn fill(img: &mut GrayImage, x: i32, y: i32, w: u32, h: u32, ink: Ink) {
    let (iw, ih) = (img.width() as i64, img.height() as i64);
    let (x0, x1) = ((x as i64).clamp(0, iw), (x as i64 + w as i64).clamp(0, iw));
    let (y0, y1) = ((y as i64).clamp(0, ih), (y as i64 + h as i64).clamp(0, ih));
    let buf: &mut [u8] = img;
    for row in y0..y1 {
        let at = (row * iw) as usize;
        buf[at + x0 as usize..at + x1 as usize].fill(ink.idx());
    }
}

/// Draw a standings table.
pub fn draw_standings(view: &StandingsView) -> Canvas {
    let cols = columns(view);
    let (row_px, head_px, value_px) = cols.sizes;
    let w = cols.width.ceil();
    let row_h = (row_px * 1.75).round() as i32;
    let head_h = (head_px * 2.0).round() as i32;
    let text_room = w - 2.0 * MARGIN;

    // The words above and below the table, wrapped to the width.
    let title = wrap(Face::Bold, TITLE_PX, view.title.trim(), text_room);
    let subtitle = if view.subtitle.trim().is_empty() {
        Vec::new()
    } else {
        wrap(Face::Regular, SUB_PX, view.subtitle.trim(), text_room)
    };
    let notes: Vec<String> = view
        .notes
        .iter()
        .filter(|n| !n.trim().is_empty())
        .flat_map(|n| wrap(Face::Regular, NOTE_PX, n.trim(), text_room))
        .collect();
    let note_step = 30;
    let mut y = 20;
    let mut lines: Vec<Line> = Vec::with_capacity(8 + view.rows.len() * (4 + cols.tb_right.len()));
    // Title and subtitle: (face, size, lines, line step, ink).
    let top = [
        (Face::Bold, TITLE_PX, title, 44, Ink::Text),
        (Face::Regular, SUB_PX, subtitle, 30, Ink::TextDim),
    ];
    for (face, px, texts, step, ink) in top {
        for text in texts {
            y += step;
            lines.push(Line {
                face,
                px,
                text,
                x: MARGIN,
                baseline: y - step / 5,
                ink,
            });
        }
    }
    y += 14;
    let head_top = y;
    let rows_top = head_top + head_h + 2;
    let rows_bottom = rows_top + row_h * view.rows.len() as i32;
    let height = rows_bottom + 16 + note_step * notes.len() as i32 + 16;
    let (pw, ph) = (w as u32, height.max(1) as u32);
    // One fill of the page's index (a pixel-by-pixel constructor is slow in
    // unoptimised test builds).
    let mut img = GrayImage::from_raw(pw, ph, vec![Ink::HeaderBg.idx(); (pw * ph) as usize])
        .expect("a buffer of width × height");

    // Column heads, aligned as their columns, and a rule under them.
    let head_base = head_top + (head_h as f32 / 2.0 + cap_height(Face::Bold, head_px) / 2.0) as i32;
    let mut head = |text: &str, right: Option<f32>, left: f32| {
        let text = text.trim().to_string();
        let x = match right {
            Some(r) => r - text_width(Face::Bold, head_px, &text),
            None => left,
        };
        lines.push(Line {
            face: Face::Bold,
            px: head_px,
            text,
            x,
            baseline: head_base,
            ink: Ink::TextDim,
        });
    };
    head(&view.heads.place, Some(cols.place_right), 0.0);
    let player = clip_to_width(
        Face::Bold,
        head_px,
        view.heads.player.trim(),
        cols.name_room,
    );
    head(&player, None, cols.name_left);
    head(&view.heads.points, Some(cols.points_right), 0.0);
    for (k, t) in view.heads.tiebreaks.iter().enumerate() {
        head(t, Some(cols.tb_right[k]), 0.0);
    }
    fill(&mut img, 0, rows_top - 2, w as u32, 2, Ink::Cell);

    let row_cap = cap_height(Face::Regular, row_px);
    for (i, row) in view.rows.iter().enumerate() {
        let top = rows_top + i as i32 * row_h;
        let band = match row.medal {
            Some(m) => m.tint(),
            None if i % 2 == 1 => Ink::Page,
            None => Ink::HeaderBg,
        };
        fill(&mut img, 0, top, w as u32, row_h as u32, band);
        if let Some(m) = row.medal {
            fill(&mut img, 0, top, BAR_W, row_h as u32, m.ink());
        }
        let base = top + ((row_h as f32 + row_cap) / 2.0).round() as i32;
        let right = |face: Face, px: f32, text: &str, r: f32| r - text_width(face, px, text);
        let place = row.place.trim().to_string();
        lines.push(Line {
            face: Face::Bold,
            px: row_px,
            x: right(Face::Bold, row_px, &place, cols.place_right),
            text: place,
            baseline: base,
            ink: Ink::Text,
        });
        // The name, and its note when there is one, cut to the column.
        let note = row.note.trim();
        let note_w = if note.is_empty() {
            0.0
        } else {
            text_width(Face::Regular, value_px, note).min(cols.name_room / 2.0)
        };
        let name_room = cols.name_room - if note.is_empty() { 0.0 } else { note_w + 10.0 };
        let name = clip_to_width(Face::Regular, row_px, row.name.trim(), name_room);
        let name_w = text_width(Face::Regular, row_px, &name);
        lines.push(Line {
            face: Face::Regular,
            px: row_px,
            text: name,
            x: cols.name_left,
            baseline: base,
            ink: Ink::Text,
        });
        if !note.is_empty() {
            let note = clip_to_width(Face::Regular, value_px, note, note_w);
            lines.push(Line {
                face: Face::Regular,
                px: value_px,
                text: note,
                x: cols.name_left + name_w + 10.0,
                baseline: base,
                ink: Ink::TextDim,
            });
        }
        let points = row.points.trim().to_string();
        lines.push(Line {
            face: Face::Bold,
            px: row_px,
            x: right(Face::Bold, row_px, &points, cols.points_right),
            text: points,
            baseline: base,
            ink: Ink::Text,
        });
        for (k, value) in row.tiebreaks.iter().enumerate().take(cols.tb_right.len()) {
            let decisive = row.decided_by == Some(k);
            let face = if decisive { Face::Bold } else { Face::Regular };
            let value = value.trim().to_string();
            let vw = text_width(face, value_px, &value);
            let x = cols.tb_right[k] - vw;
            if decisive {
                // A frame around the value: shape, not only colour, says
                // which tie-break decided.
                let cap = cap_height(face, value_px);
                let (fx, fy) = (x - FRAME_PAD, base as f32 - cap - FRAME_PAD);
                let (fw, fh) = (vw + 2.0 * FRAME_PAD, cap + 2.0 * FRAME_PAD);
                for inset in 0..2 {
                    let rect = Rect::at(fx.round() as i32 + inset, fy.round() as i32 + inset)
                        .of_size(
                            (fw.round() as u32).saturating_sub(2 * inset as u32).max(1),
                            (fh.round() as u32).saturating_sub(2 * inset as u32).max(1),
                        );
                    draw_hollow_rect_mut(&mut img, rect, Luma([Ink::Highlight.idx()]));
                }
            }
            lines.push(Line {
                face,
                px: value_px,
                text: value,
                x,
                baseline: base,
                ink: if decisive {
                    Ink::Highlight
                } else {
                    Ink::TextDim
                },
            });
        }
    }
    for (k, text) in notes.into_iter().enumerate() {
        lines.push(Line {
            face: Face::Regular,
            px: NOTE_PX,
            text,
            x: MARGIN,
            baseline: rows_bottom + 16 + (k as i32 + 1) * note_step - 8,
            ink: Ink::TextDim,
        });
    }
    let mut texts: Vec<DrawnText> = Vec::with_capacity(lines.len());
    for line in &lines {
        if !line.text.is_empty() {
            line.draw(&mut img, &mut texts);
        }
    }
    Canvas::from_parts(img, texts)
}

/// PNG bytes of a standings table.
pub fn standings_png(view: &StandingsView) -> Vec<u8> {
    draw_standings(view).encode()
}
