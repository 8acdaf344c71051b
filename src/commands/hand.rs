//! Hands (games with hands, such as Numbridge): shown only to their
//! owner, privately, with buttons to play in a few taps. The buttons are
//! the game's own click actions ([`AnyGame::click_actions`], what the
//! live table offers): a pick from the hand first (a tile), then the next
//! step (a cell; narrowed down by row first when there are many), and the
//! action the steps complete is played as the game writes it. An action
//! the table would ask about first (a clue paid with a tile) is marked as
//! such. With candidate highlighting the cells offered are those the game
//! lights, and a private image shows them. `cell C4` (or the hand's
//! button, then a row and a cell) shows a cell's lines privately.

use super::buttons::{ButtonId, CellName};
use super::text::names;
use super::{BoardImage, Bot, ButtonStyle, Ctx, Input, Out, Part, Reply, Request, Text};
use crate::games::view::{ClickAction, CloseUp, Focus};
use crate::games::{AnyGame, ViewCtx};
use crate::i18n::{Arg, Lang};
use crate::store::StoredGame;
use crate::t;

/// At most this many cells are offered as buttons at once; more are first
/// narrowed down by row (a message holds 25 buttons).
const MAX_CELL_BUTTONS: usize = 20;

/// The buttons a message holds.
const MAX_BUTTONS: usize = 25;

/// Is this step a pick (`tile:7`, `colour:white`) rather than a cell?
fn is_pick(step: &str) -> bool {
    step.contains(':')
}

/// The action of `actions` that `steps` (space-separated) complete.
pub(super) fn completed<'a>(actions: &'a [ClickAction], steps: &str) -> Option<&'a ClickAction> {
    actions
        .iter()
        .find(|a| a.steps.iter().map(String::as_str).eq(steps.split(' ')))
}

/// A cell's place on the board as its name says it (`C4`: row 4, then
/// column C), for ordering cells and picking them by row.
fn row_and_column(cell: &str) -> (u16, &str) {
    let digits = cell.trim_start_matches(|c: char| !c.is_ascii_digit());
    let column = &cell[..cell.len() - digits.len()];
    (digits.parse().unwrap_or(0), column)
}

/// The picks `actions` start with (the tiles of a hand), each once, in
/// order (`tile:2` before `tile:10`).
fn first_picks(actions: &[ClickAction]) -> Vec<String> {
    let mut picks: Vec<String> = actions
        .iter()
        .filter_map(|a| a.steps.first())
        .filter(|s| is_pick(s))
        .cloned()
        .collect();
    picks.sort_by(|a, b| (a.len(), a).cmp(&(b.len(), b)));
    picks.dedup();
    picks
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

/// The board's cells a cell may be picked from, by row (ascending), each
/// row's columns in order: every cell of the board's geometry named by
/// one upper-case letter and its row (`C4`), as the renderer names it.
fn board_rows(game: &dyn AnyGame) -> Vec<(u16, Vec<char>)> {
    let shape = game.view(&ViewCtx::public(["", ""])).shape;
    let Some(geometry) = crate::render::geometry(shape) else {
        return Vec::new();
    };
    let mut cells: Vec<(u16, char)> = geometry
        .cells()
        .iter()
        .filter_map(|&at| {
            let name = geometry.name(at);
            let (row, column) = row_and_column(&name);
            let mut letters = column.chars();
            let col = letters.next().filter(char::is_ascii_uppercase)?;
            (letters.next().is_none() && row > 0).then_some((row, col))
        })
        .collect();
    cells.sort_unstable();
    cells.dedup();
    let mut rows: Vec<(u16, Vec<char>)> = Vec::new();
    for (row, col) in cells {
        match rows.last_mut() {
            Some((r, cols)) if *r == row => cols.push(col),
            _ => rows.push((row, vec![col])),
        }
    }
    rows
}

/// Does the game show a cell's close-up (`cell C4`: Numbridge's row,
/// column and block), so that a hand offers a look at one? Asked of the
/// board's first cell.
fn has_cell_close_ups(game: &dyn AnyGame) -> bool {
    let rows = board_rows(game);
    let Some((row, Some(col))) = rows.first().map(|(r, cols)| (r, cols.first())) else {
        return false;
    };
    let first = format!("{col}{row}");
    game.close_up(Focus::Cell(&first), &ViewCtx::public(["", ""]))
        .is_some()
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
        let info = game.kind().info();
        let look = has_cell_close_ups(game).then(|| {
            (
                ButtonId::Look { channel, row: 0 }.encode(),
                info.word(lang, "hand-button-look", &[]),
            )
        });
        if game.is_over() || game.to_move() != Some(seat) {
            if let Some((id, label)) = look {
                reply = reply.button(id, &label, ButtonStyle::Secondary);
            }
            return Some(reply);
        }
        let turn = game.turn();
        let picks = first_picks(&game.click_actions(seat));
        if !picks.is_empty() && taps {
            // Typed in the terminal, tapped elsewhere.
            reply.text.push_str("\n");
            reply.text.push(Text::by_transport(
                info.word(lang, "hand-tap", &[]).into(),
                info.word(lang, "hand-type", &[]).into(),
            ));
        }
        for pick in picks {
            let label = info.word(
                lang,
                "hand-button-place",
                &[("pick", game.pick_label(&pick, lang).into())],
            );
            reply = reply.button(
                ButtonId::Step {
                    channel,
                    turn,
                    steps: pick,
                }
                .encode(),
                &label,
                ButtonStyle::Primary,
            );
        }
        if game.choices().iter().any(|c| c == "swap") {
            reply = reply.button(
                ButtonId::Swap { channel, turn }.encode(),
                &info.word(lang, "hand-button-swap", &[]),
                ButtonStyle::Secondary,
            );
        }
        if let Some((id, label)) = look {
            reply = reply.button(id, &label, ButtonStyle::Secondary);
        }
        Some(reply)
    }

    /// The requester's hand (the "Your hand" button, `hand`, `/nb hand`).
    pub(super) fn hand(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
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

    /// A step button of a private hand, made for `turn`: the action the
    /// steps complete, played as the game writes it; else the next steps
    /// to pick (only those the game lights, and in row `row` when given),
    /// as buttons, by row first when there are many. When the first step
    /// is picked, the game's private close-up of it comes along (a tile's
    /// candidates).
    pub(super) fn step(&self, cx: &Ctx, steps: &str, row: Option<u16>, turn: usize) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (stored, game) = self.load_at_turn(cx, turn)?;
        let mover = game.to_move().unwrap_or(0);
        if let Some(action) = completed(&game.click_actions(mover), steps) {
            // The player to move plays it; anyone else is refused as a
            // move of theirs would be.
            return self.play(cx, &action.text);
        }
        let seat = self.check_turn(&stored, game.as_ref(), req.user.id)?;
        let actions = game.click_actions(seat);
        let path: Vec<&str> = steps.split(' ').collect();
        let first = game.pick_label(path[0], lang);
        let info = game.kind().info();
        let said = |id: &str, row: Option<u16>| {
            let mut args = vec![("pick", Arg::from(&first))];
            args.extend(row.map(|r| ("row", Arg::from(r))));
            info.word(lang, id, &args)
        };
        let channel = req.channel;
        // The game's close-up of the first pick (a tile's candidates).
        let close_up = match path.len() {
            1 => {
                let mut ctx = ViewCtx::public(names(&stored.players)).in_lang(lang);
                ctx.viewer = Some(seat);
                match game.close_up(Focus::Pick(path[0]), &ctx) {
                    Some(Ok(c)) => Some(c),
                    Some(Err(m)) => return Err(m.text(lang).into()),
                    None => None,
                }
            }
            _ => None,
        };
        // The next steps, each once, in board order, with whether it
        // completes an action the table would ask about first.
        let mut next: Vec<(&str, bool)> = Vec::new();
        for a in &actions {
            let follows = a.steps.len() > path.len()
                && a.steps.iter().zip(&path).all(|(s, p)| s == p)
                && a.lit;
            let step = a.steps.get(path.len()).map_or("", String::as_str);
            let in_row = row.is_none_or(|r| row_and_column(step).0 == r);
            if follows && in_row && !next.iter().any(|&(s, _)| s == step) {
                let asks = a.steps.len() == path.len() + 1 && a.ask.is_some();
                next.push((step, asks));
            }
        }
        next.sort_by_key(|(s, _)| row_and_column(s));
        if next.is_empty() {
            return Err(said("hand-cannot-place", None).into());
        }
        let mut reply = if next.len() <= MAX_CELL_BUTTONS {
            let mut reply = Reply::text(match row {
                Some(r) => said("hand-pick-cell-in-row", Some(r)),
                None => said("hand-pick-cell", None),
            });
            for &(step, asks) in &next {
                let label = if asks {
                    info.word(lang, "hand-button-clue", &[("cell", step.into())])
                } else {
                    step.to_string()
                };
                let id = ButtonId::Step {
                    channel,
                    turn,
                    steps: format!("{steps} {step}"),
                };
                reply = reply.button(id.encode(), &label, ButtonStyle::Secondary);
            }
            reply
        } else {
            let mut rows: Vec<u16> = next.iter().map(|(s, _)| row_and_column(s).0).collect();
            rows.dedup();
            let mut reply = Reply::text(said("hand-pick-row", None));
            for r in rows {
                reply = reply.button(
                    ButtonId::StepRow {
                        channel,
                        turn,
                        row: r,
                        steps: steps.to_string(),
                    }
                    .encode(),
                    &t!(lang, "hand-button-row", row = r),
                    ButtonStyle::Secondary,
                );
            }
            reply
        };
        if next.iter().any(|&(_, asks)| asks) {
            reply.text.push_str(" ");
            reply.text.push_str(&info.word(lang, "hand-clue-note", &[]));
        }
        reply.text.push_str(" ");
        reply.text.push_str(&said("hand-or-type", None));
        // The close-up, drawn, when the first step is picked.
        if let (Some(c), None) = (close_up, row) {
            // The close-up's line is the game's, shown as it is.
            let mut text = Text::from_parts(vec![Part::Plain(format!("{}\n", c.text))]);
            text.push(std::mem::take(&mut reply.text));
            reply.text = text;
            let pick: String = path[0].chars().filter(|c| *c != ':').collect();
            let file = format!("{}-{channel}-{pick}.png", game.kind().key());
            reply.board = self.close_up_image(c, file);
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
    pub(super) fn cell(&self, cx: &Ctx, name: &str) -> Out {
        let (req, lang) = (cx.req, cx.lang);
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
    pub(super) fn cell_pick(&self, cx: &Ctx, row: u16) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (_, game) = self.load(req.channel)?;
        let rows = board_rows(game.as_ref());
        if rows.is_empty() {
            return Err(t!(lang, "hand-cell-none").into());
        }
        let channel = req.channel;
        let mut reply;
        match rows.iter().find(|(r, _)| *r == row) {
            None => {
                reply = Reply::text(game.kind().info().word(lang, "hand-look-row", &[]));
                for &(r, _) in rows.iter().take(MAX_BUTTONS) {
                    reply = reply.button(
                        ButtonId::Look { channel, row: r }.encode(),
                        &t!(lang, "hand-button-row", row = r),
                        ButtonStyle::Secondary,
                    );
                }
            }
            Some((_, cols)) => {
                reply = Reply::text(t!(lang, "hand-look-cell", row = row));
                for &col in cols.iter().take(MAX_BUTTONS) {
                    let cell = CellName { col, row };
                    reply = reply.button(
                        ButtonId::LookCell { channel, cell }.encode(),
                        &cell.to_string(),
                        ButtonStyle::Secondary,
                    );
                }
            }
        }
        Ok(vec![private(req, reply)])
    }
}
