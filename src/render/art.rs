//! Everything drawn ahead of time, once per board size: the empty board
//! (cells, hole, coordinates, header and footer strips) and the sprites a
//! frame is assembled from (tokens, bridge links, highlights, markers).

use super::font::{draw_centered, Face};
use super::layout::{layout, Layout, FOOTER_H, HEADER_H};
use super::raster::{circle_sdf, polygon_sdf, ring_sdf, Canvas, Sprite};
use super::theme::Ink;
use crate::engine::{Board, Player, MAX_SIZE};
use std::sync::OnceLock;

/// The three line directions with increasing cell index, as in
/// `Board::line_between`: along the row, up the column, up the diagonal.
const DIRS: [(f32, f32); 3] = [(1.0, 0.0), (0.0, 1.0), (1.0, 1.0)];

pub struct Art {
    pub layout: &'static Layout,
    pub base: Canvas,
    /// `[player][locked]`
    pub tokens: [[Sprite; 2]; 2],
    /// `[player][direction]`: a bridge bar from a cell center to the next
    /// center along the line; bars of consecutive cells join seamlessly.
    pub links: [[Sprite; 3]; 2],
    /// Marks a cell of the last turn.
    pub highlight: Sprite,
    /// `[player]`: a cell where that player may place.
    pub legal_dot: [Sprite; 2],
    /// Around a token that may be a bridge end now.
    pub legal_ring: Sprite,
    /// Tokens for the header's player panels (same size on every board).
    pub swatches: [Sprite; 2],
}

pub fn art(size: u8) -> Option<&'static Art> {
    static ARTS: [OnceLock<Art>; (MAX_SIZE + 1) as usize] = [const { OnceLock::new() }; 14];
    let layout = layout(size)?;
    let board = Board::get(size)?;
    Some(ARTS[size as usize].get_or_init(|| Art::build(board, layout)))
}

fn inks(player: Player) -> (Ink, Ink, Ink) {
    match player {
        Player::Orange => (Ink::Orange, Ink::OrangeDark, Ink::OrangeCore),
        Player::LightBlue => (Ink::Blue, Ink::BlueDark, Ink::BlueCore),
    }
}

/// Token radius for a cell step.
pub fn token_radius(step_x: i32) -> f32 {
    step_x as f32 * 0.36
}

fn token_sprite(player: Player, locked: bool, radius: f32) -> Sprite {
    let (fill, dark, core) = inks(player);
    let ow = (radius / 8.0).max(2.0);
    let e = radius.ceil() as i32 + 1;
    Sprite::build(
        (-e, -e, e + 1, e + 1),
        dark,
        |x, y| circle_sdf(0.0, 0.0, radius, x, y),
        |c, ox, oy| {
            let bb = (0, 0, c.width as i32, c.height as i32);
            c.paint(bb, fill, |x, y| circle_sdf(ox, oy, radius - ow, x, y));
            if locked {
                // A locked end: a dark ring around a darker core.
                let r = radius * 0.46;
                c.paint(bb, dark, |x, y| circle_sdf(ox, oy, r, x, y));
                c.paint(bb, core, |x, y| circle_sdf(ox, oy, r - ow * 0.8, x, y));
            }
        },
    )
}

fn link_sprite(player: Player, dir: (f32, f32), layout: &Layout) -> Sprite {
    let (fill, dark, _) = inks(player);
    // Pixel vector of one step; integer because centers are whole pixels.
    let (x0, y0) = layout.point((0.0, 0.0));
    let (x1, y1) = layout.point(dir);
    let (dx, dy) = ((x1 - x0).round() as i32, (y1 - y0).round() as i32);
    let half = layout.step_x as f32 * 0.17;
    let ow = (half / 4.0).max(2.0);
    let len = ((dx * dx + dy * dy) as f32).sqrt();
    let e = half.ceil() as i32 + 1;
    let bbox = (
        dx.min(0) - e,
        dy.min(0) - e,
        dx.max(0) + e + 1,
        dy.max(0) + e + 1,
    );
    let perp = move |x: f32, y: f32| (x * dy as f32 - y * dx as f32).abs() / len;
    // Exact integer test of 0 <= t < 1 along the step at pixel centers, so
    // consecutive links tile without gaps or seams.
    let along = move |x: f32, y: f32| {
        let (px, py) = ((2.0 * x) as i64, (2.0 * y) as i64);
        let dot = px * dx as i64 + py * dy as i64;
        dot >= 0 && dot < 2 * (dx as i64 * dx as i64 + dy as i64 * dy as i64)
    };
    Sprite::build(
        bbox,
        dark,
        |x, y| {
            if along(x, y) {
                perp(x, y) - half
            } else {
                f32::MAX
            }
        },
        |c, ox, oy| {
            let bb = (0, 0, c.width as i32, c.height as i32);
            c.paint(bb, fill, |x, y| perp(x - ox, y - oy) - (half - ow));
        },
    )
}

impl Art {
    fn build(board: &'static Board, layout: &'static Layout) -> Art {
        let mut base = Canvas::new(layout.width, layout.height, Ink::Page);
        base.fill_rect(0, 0, layout.width as i32, HEADER_H, Ink::HeaderBg);
        base.fill_rect(
            0,
            layout.footer_y,
            layout.width as i32,
            FOOTER_H,
            Ink::HeaderBg,
        );
        let gap = 1.5f32;
        let round = layout.step_x as f32 * 0.08;
        let ext = (layout.step_x / 2 + 4, layout.step_y * 2 / 3 + 4);
        for cell in board.cells() {
            let (cx, cy) = layout.cell_center_px(cell);
            let (fx, fy) = (cx as f32, cy as f32);
            let bb = (cx - ext.0, cy - ext.1, cx + ext.0 + 1, cy + ext.1 + 1);
            // The plate: the cell's full hexagon, a little wider, so the
            // board has a dark rim and cells are separated by thin gaps.
            let plate = layout.hex(fx, fy, -1.5);
            base.paint(bb, Ink::Grid, |x, y| polygon_sdf(&plate, x, y));
            let inner = layout.hex(fx, fy, gap + round);
            if cell == board.hole() {
                base.paint(bb, Ink::HoleRim, |x, y| polygon_sdf(&inner, x, y) - round);
                let pit = layout.hex(fx, fy, gap + round + 3.0);
                base.paint(bb, Ink::HoleDeep, |x, y| polygon_sdf(&pit, x, y) - round);
            } else {
                base.paint(bb, Ink::Cell, |x, y| polygon_sdf(&inner, x, y) - round);
            }
        }
        for label in &layout.labels {
            draw_centered(
                &mut base,
                Face::Bold,
                layout.label_px,
                &label.text,
                label.x,
                label.y,
                Ink::Label,
            );
        }
        let radius = token_radius(layout.step_x);
        let token = |p, locked| token_sprite(p, locked, radius);
        let links = |p| DIRS.map(|d| link_sprite(p, d, layout));
        let hex_out = layout.hex(0.0, 0.0, gap + 0.5);
        let hex_in = layout.hex(0.0, 0.0, gap + 4.5);
        let e = (layout.step_x / 2 + 2, layout.step_y * 2 / 3 + 2);
        let highlight = Sprite::build(
            (-e.0, -e.1, e.0 + 1, e.1 + 1),
            Ink::Highlight,
            |x, y| polygon_sdf(&hex_out, x, y).max(-polygon_sdf(&hex_in, x, y)),
            |_, _, _| {},
        );
        let dot_r = layout.step_x as f32 * 0.12;
        let dot = |p| {
            let (fill, dark, _) = inks(p);
            let d = dot_r.ceil() as i32 + 1;
            Sprite::build(
                (-d, -d, d + 1, d + 1),
                dark,
                |x, y| circle_sdf(0.0, 0.0, dot_r, x, y),
                |c, ox, oy| {
                    let bb = (0, 0, c.width as i32, c.height as i32);
                    c.paint(bb, fill, |x, y| circle_sdf(ox, oy, dot_r - 2.0, x, y));
                },
            )
        };
        let (r0, r1) = (radius + 2.0, radius + 5.0);
        let re = r1.ceil() as i32 + 1;
        let legal_ring = Sprite::build(
            (-re, -re, re + 1, re + 1),
            Ink::White,
            |x, y| ring_sdf(0.0, 0.0, r0, r1, x, y),
            |_, _, _| {},
        );
        Art {
            layout,
            base,
            tokens: [
                [token(Player::Orange, false), token(Player::Orange, true)],
                [
                    token(Player::LightBlue, false),
                    token(Player::LightBlue, true),
                ],
            ],
            links: [links(Player::Orange), links(Player::LightBlue)],
            highlight,
            legal_dot: [dot(Player::Orange), dot(Player::LightBlue)],
            legal_ring,
            swatches: [
                token_sprite(Player::Orange, false, 20.0),
                token_sprite(Player::LightBlue, false, 20.0),
            ],
        }
    }
}
