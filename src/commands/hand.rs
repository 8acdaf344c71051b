//! Hands of tiles (Numbridge): shown only to their owner, privately, with
//! buttons to play a tile in a few taps (tile → row → cell, or tile → cell
//! when few cells are left; a clue cell takes that clue, paying the tile).
//! With candidate highlighting the cells offered are the tile's candidates
//! and a private image marks them. `cell C4` (or the hand's button, then a
//! row and a cell) shows a cell's lines privately. Game-neutral: the game
//! says how a placement and a clue taken are written
//! ([`crate::games::HandNotation`]), and they are read from its legal
//! moves.

use super::buttons::ButtonId;
use super::text::names;
use super::{BoardImage, Bot, ButtonStyle, Input, Out, Part, Reply, Request, Text};
use crate::games::view::{CloseUp, Focus, Shape};
use crate::games::{AnyGame, HandPlay, ViewCtx};
use crate::i18n::Lang;
use crate::store::StoredGame;
use crate::t;

/// At most this many cells are offered as buttons at once; more are first
/// narrowed down by row (a message holds 25 buttons).
const MAX_CELL_BUTTONS: usize = 20;

/// A legal placement (or a clue taken paying the tile), as the game
/// reads it among its legal moves.
type Placement = HandPlay;

/// The placements and paid clues the player to move may make now, in
/// board order (row, then column).
fn placements(game: &dyn AnyGame) -> Vec<Placement> {
    let Some(notation) = game.kind().info().hand_notation else {
        return Vec::new();
    };
    let mut out: Vec<Placement> = game
        .legal()
        .iter()
        .filter_map(|a| (notation.read)(a))
        .collect();
    out.sort_by_key(|p| (p.row, p.col, p.digit, p.clue));
    out.dedup();
    out
}

/// A reply only `req`'s sender sees: ephemeral for an interaction, a
/// direct message for a text command (where buttons could not act on the
/// game, so they are left off).
fn private(req: &Request, mut reply: Reply) -> Reply {
    if matches!(req.input, Input::Text(_)) {
        reply.buttons.clear();
    }
    Reply {
        private: true,
        ephemeral: true,
        ..reply
    }
}

/// The side of a board whose rows and columns are named `A1`…: the
/// rows and columns a cell may be picked from.
fn board_side(game: &dyn AnyGame) -> Option<(u8, u8)> {
    match game.view(&ViewCtx::public(["", ""])).shape {
        Shape::Rhombus { n } => Some((n, n)),
        _ => None,
    }
}

impl Bot {
    /// `seat`'s hand in `channel`'s game, privately, with buttons to play
    /// a tile when it is their turn; `None` in games without hands.
    pub(super) fn hand_reply(
        &self,
        lang: Lang,
        channel: u64,
        stored: &StoredGame,
        game: &dyn AnyGame,
        seat: usize,
    ) -> Option<Reply> {
        self.hand_reply_with(lang, channel, stored, game, seat, true)
    }

    /// [`Bot::hand_reply`]; `taps`: the reply can carry buttons (not a
    /// direct message), so it says a tile may be tapped.
    fn hand_reply_with(
        &self,
        lang: Lang,
        channel: u64,
        stored: &StoredGame,
        game: &dyn AnyGame,
        seat: usize,
        taps: bool,
    ) -> Option<Reply> {
        if stored.ai.is_some_and(|a| a.seat == seat) {
            return None;
        }
        let line = game.private_line(seat, lang)?;
        let mut reply = Reply {
            private: true,
            ephemeral: true,
            shows_hand: true,
            ..Reply::text(line)
        };
        let look = board_side(game).is_some().then(|| {
            (
                ButtonId::Look { channel, row: 0 }.encode(),
                t!(lang, "hand-button-look"),
            )
        });
        if game.is_over() || game.to_move() != Some(seat) {
            if let Some((id, label)) = look {
                reply = reply.button(id, &label, ButtonStyle::Secondary);
            }
            return Some(reply);
        }
        let turn = game.turn();
        let mut digits: Vec<u8> = placements(game).iter().map(|p| p.digit).collect();
        digits.sort_unstable();
        digits.dedup();
        if !digits.is_empty() && taps {
            // Typed in the terminal, tapped elsewhere.
            reply.text.push_str("\n");
            reply.text.push(Text::by_transport(
                t!(lang, "hand-tap-tile").into(),
                t!(lang, "local-hand-type").into(),
            ));
        }
        for digit in digits {
            reply = reply.button(
                ButtonId::Tile {
                    channel,
                    turn,
                    digit,
                }
                .encode(),
                &t!(lang, "hand-button-place", digit = digit),
                ButtonStyle::Primary,
            );
        }
        if game.choices().iter().any(|c| c == "swap") {
            reply = reply.button(
                ButtonId::Swap { channel, turn }.encode(),
                &t!(lang, "hand-button-swap"),
                ButtonStyle::Secondary,
            );
        }
        if let Some((id, label)) = look {
            reply = reply.button(id, &label, ButtonStyle::Secondary);
        }
        Some(reply)
    }

    /// The requester's hand (the "Your hand" button, `hand`, `/nb hand`).
    pub(super) fn hand(&self, req: &Request) -> Out {
        let lang = self.lang(req);
        let (stored, game) = self.load(req.channel)?;
        let Ok(seat) = self.seat(&stored, req.user.id) else {
            let why = if game.has_private() {
                t!(lang, "hand-not-player")
            } else {
                t!(lang, "hand-none")
            };
            return Ok(vec![private(req, Reply::text(why))]);
        };
        let taps = !matches!(req.input, Input::Text(_));
        match self.hand_reply_with(lang, req.channel, &stored, game.as_ref(), seat, taps) {
            Some(reply) => Ok(vec![private(req, reply)]),
            None => Ok(vec![private(req, Reply::text(t!(lang, "hand-none")))]),
        }
    }

    /// A tile picked from a private hand (and maybe a row): the cells it
    /// may go on (its candidates, with highlighting on) and the clues it
    /// may pay for, as buttons; by row first when there are many.
    /// A play from a private hand's button, made for `turn`: written as
    /// the game writes it.
    pub(super) fn hand_play(&self, req: &Request, play: HandPlay, turn: usize) -> Out {
        let (_, game) = self.load_at_turn(req, turn)?;
        match game.kind().info().hand_notation {
            Some(notation) => self.play(req, &(notation.write)(play)),
            None => Err(t!(self.lang(req), "bot-button-stale").into()),
        }
    }

    pub(super) fn hand_tile(&self, req: &Request, digit: u8, row: Option<u16>, turn: usize) -> Out {
        let lang = self.lang(req);
        let (stored, game) = self.load_at_turn(req, turn)?;
        let seat = self.check_turn(&stored, game.as_ref(), req.user.id)?;
        let channel = req.channel;
        let mut ctx = ViewCtx::public(names(&stored.players)).in_lang(lang);
        ctx.viewer = Some(seat);
        let candidates = match game.close_up(Focus::Tile(digit), &ctx) {
            Some(Ok(c)) => Some(c),
            Some(Err(m)) => return Err(m.text(lang).into()),
            None => None,
        };
        let offered = |p: &Placement| {
            p.clue
                || candidates
                    .as_ref()
                    .is_none_or(|c| c.cells.contains(&p.cell()))
        };
        let cells: Vec<Placement> = placements(game.as_ref())
            .into_iter()
            .filter(|p| p.digit == digit && row.is_none_or(|r| p.row == r) && offered(p))
            .collect();
        if cells.is_empty() {
            return Err(t!(lang, "hand-cannot-place", digit = digit).into());
        }
        let mut reply = if cells.len() <= MAX_CELL_BUTTONS {
            let mut reply = Reply::text(match row {
                Some(r) => t!(lang, "hand-pick-cell-in-row", digit = digit, row = r),
                None => t!(lang, "hand-pick-cell", digit = digit),
            });
            for p in &cells {
                let (id, label) = if p.clue {
                    (
                        ButtonId::Take {
                            channel,
                            turn,
                            col: p.col,
                            row: p.row,
                            digit,
                        },
                        t!(lang, "hand-button-clue", cell = p.cell()),
                    )
                } else {
                    (
                        ButtonId::Put {
                            channel,
                            turn,
                            col: p.col,
                            row: p.row,
                            digit,
                        },
                        p.cell(),
                    )
                };
                reply = reply.button(id.encode(), &label, ButtonStyle::Secondary);
            }
            reply
        } else {
            let mut rows: Vec<u16> = cells.iter().map(|p| p.row).collect();
            rows.dedup();
            let mut reply = Reply::text(t!(lang, "hand-pick-row", digit = digit));
            for r in rows {
                reply = reply.button(
                    ButtonId::Row {
                        channel,
                        turn,
                        digit,
                        row: r,
                    }
                    .encode(),
                    &t!(lang, "hand-button-row", row = r),
                    ButtonStyle::Secondary,
                );
            }
            reply
        };
        if cells.iter().any(|p| p.clue) {
            reply.text.push_str(" ");
            reply.text.push_str(&t!(lang, "hand-clue-note"));
        }
        reply.text.push_str(" ");
        reply.text.push_str(&t!(lang, "hand-or-type"));
        // The candidates, drawn, when the tile is first picked.
        if let (Some(c), None) = (candidates, row) {
            // The candidates' line is the game's, shown as it is.
            let mut text = Text::from_parts(vec![Part::Plain(format!("{}\n", c.text))]);
            text.push(std::mem::take(&mut reply.text));
            reply.text = text;
            reply.board = self.close_up_image(c, format!("numbridge-{channel}-tile{digit}.png"));
        }
        Ok(vec![private(req, reply)])
    }

    /// A close-up's image (off in load tests).
    fn close_up_image(&self, c: CloseUp, file_name: String) -> Option<BoardImage> {
        if !self.board_images {
            return None;
        }
        Some(BoardImage {
            png: crate::render::png(&c.view),
            alt: c.text,
            file_name,
        })
    }

    /// `cell C4`: the cell's row, column and block lit, and the digits
    /// still open there, privately (to anyone: it is all on the board).
    pub(super) fn cell(&self, req: &Request, name: &str) -> Out {
        let lang = self.lang(req);
        let (stored, game) = self.load(req.channel)?;
        let mut ctx = ViewCtx::public(names(&stored.players)).in_lang(lang);
        ctx.viewer = self.seat(&stored, req.user.id).ok();
        let c = match game.close_up(Focus::Cell(name), &ctx) {
            None => return Err(t!(lang, "hand-cell-none").into()),
            Some(Err(m)) => return Err(super::text::sentence(&m.text(lang)).into()),
            Some(Ok(c)) => c,
        };
        let text = c.text.clone();
        let file = format!("{}-{}-cell.png", game.kind().key(), req.channel);
        let reply = Reply {
            board: self.close_up_image(c, file),
            ..Reply::text(text)
        };
        Ok(vec![private(req, reply)])
    }

    /// The hand's "cell's lines" button: pick a row (`row` 0), then a cell
    /// of that row; each privately.
    pub(super) fn cell_pick(&self, req: &Request, row: u16) -> Out {
        let lang = self.lang(req);
        let (_, game) = self.load(req.channel)?;
        let Some((cols, rows)) = board_side(game.as_ref()) else {
            return Err(t!(lang, "hand-cell-none").into());
        };
        let channel = req.channel;
        let mut reply;
        if row == 0 || row > u16::from(rows) {
            reply = Reply::text(t!(lang, "hand-look-row"));
            for r in 1..=u16::from(rows) {
                reply = reply.button(
                    ButtonId::Look { channel, row: r }.encode(),
                    &t!(lang, "hand-button-row", row = r),
                    ButtonStyle::Secondary,
                );
            }
        } else {
            reply = Reply::text(t!(lang, "hand-look-cell", row = row));
            for c in 0..cols {
                let col = (b'A' + c) as char;
                reply = reply.button(
                    ButtonId::LookCell { channel, col, row }.encode(),
                    &format!("{col}{row}"),
                    ButtonStyle::Secondary,
                );
            }
        }
        Ok(vec![private(req, reply)])
    }
}
