//! Assembling one frame: copy the cached board, blit sprites for the
//! position, write the header and footer, encode.

use super::art::{art, Art};
use super::font::{draw_text, fit_text, text_width, Face};
use super::layout::{FOOTER_H, HEADER_H};
use super::raster::Canvas;
use super::text::{last_turn, status_line};
use super::theme::{theme, Ink};
use super::BoardView;
use crate::engine::{Content, Player, Step};

/// A drawn board, before PNG encoding.
pub struct Frame {
    canvas: Canvas,
}

impl Frame {
    pub fn width(&self) -> u32 {
        self.canvas.width
    }

    pub fn height(&self) -> u32 {
        self.canvas.height
    }

    /// The colour of a pixel (`None` outside the image).
    pub fn rgb(&self, x: i32, y: i32) -> Option<[u8; 3]> {
        self.canvas.get(x, y).map(|i| theme().rgb(i))
    }

    /// PNG bytes: 8-bit indexed, fast deflate.
    pub fn encode(&self) -> Vec<u8> {
        super::encode::png_indexed(&self.canvas, &theme().palette_bytes())
    }
}

/// Draw the board for a view.
pub fn draw(view: &BoardView) -> Frame {
    let position = view.game.position();
    let board = position.board();
    let Some(art) = art(board.size()) else {
        // Unreachable for a real game (sizes are checked on creation).
        return Frame {
            canvas: Canvas::new(1, 1, Ink::Page),
        };
    };
    let layout = art.layout;
    let mut canvas = art.base.clone();
    let at = |cell| layout.cell_center_px(cell);

    for step in last_turn(view.game) {
        match *step {
            Step::Place(c) => {
                let (x, y) = at(c);
                canvas.blit(&art.highlight, x, y);
            }
            Step::Bridge(a, b) => {
                for c in [a, b]
                    .into_iter()
                    .chain(board.between(a, b).into_iter().flatten())
                {
                    let (x, y) = at(c);
                    canvas.blit(&art.highlight, x, y);
                }
            }
        }
    }

    for bridge in position.bridges() {
        let Some((d, _)) = board.line_between(bridge.a, bridge.b) else {
            continue;
        };
        // Ends are in cell order, so the direction is a positive one (0..3).
        let sprite = &art.links[bridge.owner.index()][d % 3];
        let mut prev = bridge.a;
        for c in board
            .between(bridge.a, bridge.b)
            .into_iter()
            .flatten()
            .chain([bridge.b])
        {
            let (x, y) = at(prev);
            canvas.blit(sprite, x, y);
            prev = c;
        }
    }

    let mut legal = Vec::new();
    if view.show_legal && !position.is_over() {
        position.legal_steps(&mut legal);
        let dot = &art.legal_dot[position.to_move().index()];
        for step in &legal {
            if let Step::Place(c) = *step {
                let (x, y) = at(c);
                canvas.blit(dot, x, y);
            }
        }
    }

    for cell in board.cells() {
        if let Content::Token { owner, locked } = position.content(cell) {
            let (x, y) = at(cell);
            canvas.blit(&art.tokens[owner.index()][locked as usize], x, y);
        }
    }

    for step in &legal {
        if let Step::Bridge(a, b) = *step {
            for c in [a, b] {
                let (x, y) = at(c);
                canvas.blit(&art.legal_ring, x, y);
            }
        }
    }

    header(&mut canvas, art, view);
    footer(&mut canvas, art, view);
    Frame { canvas }
}

fn header(canvas: &mut Canvas, art: &Art, view: &BoardView) {
    let position = view.game.position();
    let w = canvas.width as f32;
    let (name_px, sub_px, score_px) = (32.0, 24.0, 46.0);
    let swatch_x = 38.0;
    let text_x = swatch_x + 34.0;
    for p in Player::BOTH {
        let score = position.score(p).to_string();
        let score_w = text_width(Face::Bold, score_px, &score);
        let max_w = (w / 2.0 - text_x - score_w - 40.0).max(40.0);
        let name = view.names[p.index()].trim();
        let name = fit_text(
            Face::Bold,
            name_px,
            if name.is_empty() { p.name() } else { name },
            max_w,
        );
        let mut sub = p.name().to_string();
        match position.result() {
            // A status override (a resignation, a timeout...) says how the
            // game stands; then the header claims no turn.
            None if view.status.is_none() && position.to_move() == p => sub.push_str(" · to move"),
            Some(r) if r.winner == Some(p) => sub.push_str(" · wins"),
            Some(r) if r.winner.is_none() => sub.push_str(" · draw"),
            _ => {}
        }
        let sub = fit_text(Face::Regular, sub_px, &sub, max_w);
        let swatch = &art.swatches[p.index()];
        let (ink, swatch_at, text_at, score_at) = match p {
            Player::Orange => (Ink::Orange, swatch_x, text_x, w / 2.0 - 24.0 - score_w),
            Player::LightBlue => (Ink::Blue, w - swatch_x, w - text_x, w / 2.0 + 24.0),
        };
        canvas.blit(swatch, swatch_at as i32, 40);
        // Light Blue's texts are right-aligned at `text_at`.
        let left = |width: f32| match p {
            Player::Orange => text_at,
            Player::LightBlue => text_at - width,
        };
        let nw = text_width(Face::Bold, name_px, &name);
        draw_text(canvas, Face::Bold, name_px, &name, left(nw), 52, Ink::Text);
        let sw = text_width(Face::Regular, sub_px, &sub);
        draw_text(
            canvas,
            Face::Regular,
            sub_px,
            &sub,
            left(sw),
            84,
            Ink::TextDim,
        );
        draw_text(canvas, Face::Bold, score_px, &score, score_at, 68, ink);
    }
    let dash_w = text_width(Face::Bold, score_px, "–");
    draw_text(
        canvas,
        Face::Bold,
        score_px,
        "–",
        (w - dash_w) / 2.0,
        66,
        Ink::TextDim,
    );
    // A bar in the mover's colour under their half of the header.
    if !position.is_over() && view.status.is_none() {
        let ink = match position.to_move() {
            Player::Orange => Ink::Orange,
            Player::LightBlue => Ink::Blue,
        };
        let half = canvas.width as i32 / 2;
        let x = if position.to_move() == Player::Orange {
            0
        } else {
            half
        };
        canvas.fill_rect(x, HEADER_H - 5, half + 1, 5, ink);
    }
}

fn footer(canvas: &mut Canvas, art: &Art, view: &BoardView) {
    let px = 28.0;
    let status = status_line(view);
    let text = fit_text(Face::Regular, px, &status, canvas.width as f32 - 40.0);
    let tw = text_width(Face::Regular, px, &text);
    let y = art.layout.footer_y + FOOTER_H / 2 + 10;
    draw_text(
        canvas,
        Face::Regular,
        px,
        &text,
        (canvas.width as f32 - tw) / 2.0,
        y,
        Ink::Text,
    );
}
