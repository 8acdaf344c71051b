//! Hands of tiles (Numbridge): shown only to their owner, privately, with
//! buttons to play a tile in a few taps (tile → row → cell, or tile → cell
//! when few cells are left). Game-neutral but for the notation of a
//! placement, `CELL:DIGIT` (`C4:7`), read from the game's legal moves.

use super::buttons::ButtonId;
use super::{Bot, ButtonStyle, Input, Out, Reply, Request};
use crate::games::AnyGame;
use crate::i18n::Lang;
use crate::store::StoredGame;
use crate::t;

/// At most this many cells are offered as buttons at once; more are first
/// narrowed down by row (a message holds 25 buttons).
const MAX_CELL_BUTTONS: usize = 20;

/// A legal placement `C4:7`: the cell's column letter, row and the digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Placement {
    col: char,
    row: u16,
    digit: u8,
}

impl Placement {
    fn parse(text: &str) -> Option<Placement> {
        let (cell, digit) = text.split_once(':')?;
        let mut chars = cell.chars();
        let col = chars.next()?.to_ascii_uppercase();
        if !col.is_ascii_uppercase() {
            return None;
        }
        let row = chars.as_str();
        if row.is_empty() || !row.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if digit.len() != 1 || !digit.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(Placement {
            col,
            row: row.parse().ok()?,
            digit: digit.parse().ok()?,
        })
    }

    fn cell(&self) -> String {
        format!("{}{}", self.col, self.row)
    }
}

/// The placements the player to move may make now, in board order (row,
/// then column).
fn placements(game: &dyn AnyGame) -> Vec<Placement> {
    let mut out: Vec<Placement> = game
        .legal()
        .iter()
        .filter_map(|a| Placement::parse(a))
        .collect();
    out.sort_by_key(|p| (p.row, p.col, p.digit));
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
        if stored.ai.is_some_and(|a| a.seat == seat) {
            return None;
        }
        let line = game.private_line(seat, lang)?;
        let mut reply = Reply {
            private: true,
            ephemeral: true,
            ..Reply::text(line)
        };
        if game.is_over() || game.to_move() != Some(seat) {
            return Some(reply);
        }
        let turn = game.turn();
        let mut digits: Vec<u8> = placements(game).iter().map(|p| p.digit).collect();
        digits.sort_unstable();
        digits.dedup();
        if !digits.is_empty() {
            reply.text.push('\n');
            reply.text.push_str(&t!(lang, "hand-tap-tile"));
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
        match self.hand_reply(lang, req.channel, &stored, game.as_ref(), seat) {
            Some(reply) => Ok(vec![private(req, reply)]),
            None => Ok(vec![private(req, Reply::text(t!(lang, "hand-none")))]),
        }
    }

    /// A tile picked from a private hand (and maybe a row): the cells it
    /// may go on, as buttons; by row first when there are many.
    pub(super) fn hand_tile(&self, req: &Request, digit: u8, row: Option<u16>, turn: usize) -> Out {
        let lang = self.lang(req);
        let (stored, game) = self.load(req.channel)?;
        if game.turn() != turn || game.is_over() {
            return Err(t!(lang, "hand-button-old").into());
        }
        self.check_turn(&stored, game.as_ref(), req.user.id)?;
        let channel = req.channel;
        let cells: Vec<Placement> = placements(game.as_ref())
            .into_iter()
            .filter(|p| p.digit == digit && row.is_none_or(|r| p.row == r))
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
                reply = reply.button(
                    ButtonId::Put {
                        channel,
                        turn,
                        col: p.col,
                        row: p.row,
                        digit,
                    }
                    .encode(),
                    &p.cell(),
                    ButtonStyle::Secondary,
                );
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
        reply.text.push(' ');
        reply.text.push_str(&t!(lang, "hand-or-type"));
        Ok(vec![private(req, reply)])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placements_are_read_from_the_notation() {
        assert_eq!(
            Placement::parse("C4:7"),
            Some(Placement {
                col: 'C',
                row: 4,
                digit: 7
            })
        );
        assert_eq!(
            Placement::parse("c12:3").map(|p| p.cell()),
            Some("C12".into())
        );
        for other in [
            "C4+5", "swap", "pass", "C4:", ":7", "C:7", "C4:77", "é4:7", "C4x:7",
        ] {
            assert_eq!(Placement::parse(other), None, "{other}");
        }
    }
}
