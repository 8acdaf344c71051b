//! What people see of Rastros: the board view, the text board and the
//! sentences about moves and results.

use super::{Move, Rastros, FIRST, SEATS, SECOND};
use crate::games::bits::Bits;
use crate::games::rules::{Present, Rules, ViewCtx};
use crate::games::view::{CellMark, Mark, Piece, PieceKind, Shape, Tone, View};
use crate::games::Seat;
use crate::i18n::Lang;

impl Rastros {
    fn name(&self, cell: u8) -> String {
        self.board().name(cell.into())
    }

    /// Why the game ended, after "X wins: ".
    fn win_reason(&self, ctx: &ViewCtx, winner: Seat) -> String {
        let corner = |s: Seat| {
            format!(
                "the piece reached {}, {}'s corner",
                self.name(self.goal(s)),
                ctx.name(s, &SEATS)
            )
        };
        if self.piece == self.goal(FIRST) {
            corner(FIRST)
        } else if self.piece == self.goal(SECOND) {
            corner(SECOND)
        } else {
            format!("{} cannot move", ctx.name(1 - winner, &SEATS))
        }
    }

    fn status(&self, ctx: &ViewCtx) -> String {
        if let Some(s) = ctx.status {
            return s.to_string();
        }
        match self.winner() {
            Some(w) => format!(
                "Game over · {} wins: {}",
                ctx.name(w, &SEATS),
                self.win_reason(ctx, w)
            ),
            None => format!("{} to move", ctx.name(self.seat_to_move(), &SEATS)),
        }
    }
}

impl Present for Rastros {
    fn view(&self, last: &[Move], ctx: &ViewCtx) -> View {
        let b = self.board();
        let mut marks = vec![
            CellMark {
                at: b.at(self.goal(FIRST).into()),
                mark: Mark::Goal(SEATS[FIRST].tone),
            },
            CellMark {
                at: b.at(self.goal(SECOND).into()),
                mark: Mark::Goal(SEATS[SECOND].tone),
            },
        ];
        marks.extend(last.iter().flat_map(|m| [m.from, m.to]).map(|c| CellMark {
            at: b.at(c.into()),
            mark: Mark::LastMove,
        }));
        let to_move = Rules::to_move(self).filter(|_| ctx.status.is_none());
        if ctx.show_legal {
            if let Some(s) = Rules::to_move(self) {
                marks.extend(Bits(self.targets()).map(|c| CellMark {
                    at: b.at(c.into()),
                    mark: Mark::Legal(SEATS[s].tone),
                }));
            }
        }
        let mut pieces: Vec<Piece> = Bits(self.stones)
            .map(|c| Piece {
                at: b.at(c.into()),
                tone: Tone::Black,
                kind: PieceKind::Disc,
            })
            .collect();
        pieces.push(Piece {
            at: b.at(self.piece.into()),
            tone: Tone::White,
            kind: PieceKind::Disc,
        });
        let result = Rules::result(self);
        let seats =
            [FIRST, SECOND].map(|s| ctx.seat_line(&SEATS, s, "", result, to_move, String::new()));
        View {
            shape: Shape::Square {
                files: self.size,
                ranks: self.size,
            },
            seats,
            to_move,
            status: self.status(ctx),
            marks,
            links: Vec::new(),
            pieces,
        }
    }

    fn text_board(&self, ctx: &ViewCtx) -> String {
        let n = self.size;
        let files: String = (0..n).map(|f| format!(" {}", (b'a' + f) as char)).collect();
        let mut out = format!(" {files}\n");
        for r in (0..n).rev() {
            out.push_str(&(r + 1).to_string());
            for f in 0..n {
                let c = r * n + f;
                out.push(' ');
                out.push(if c == self.piece {
                    'O'
                } else if self.stones >> c & 1 != 0 {
                    '#'
                } else if c == self.goal(FIRST) {
                    '1'
                } else if c == self.goal(SECOND) {
                    '2'
                } else {
                    '.'
                });
            }
            out.push_str(&format!(" {}\n", r + 1));
        }
        out.push_str(&format!(" {files}\n"));
        out.push_str(&format!(
            "O the piece · # stones ({}) · 1 {}'s goal ({}) · 2 {}'s goal ({}) · . empty\n",
            self.stones.count_ones(),
            ctx.name(FIRST, &SEATS),
            self.name(self.goal(FIRST)),
            ctx.name(SECOND, &SEATS),
            self.name(self.goal(SECOND)),
        ));
        out.push_str(&self.status(ctx));
        out
    }

    fn score_line(&self, _ctx: &ViewCtx) -> Option<String> {
        None
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let w = self.winner()?;
        Some(format!(
            "{} wins: {}",
            ctx.name(w, &SEATS),
            self.win_reason(ctx, w)
        ))
    }

    fn check_keys(&self) -> serde_json::Map<String, serde_json::Value> {
        let mut m = serde_json::Map::new();
        m.insert("piece".into(), self.name(self.piece).into());
        m.insert("stones".into(), self.stones.count_ones().into());
        m.insert("size".into(), self.size.into());
        m
    }

    fn prompt(&self, _lang: Lang) -> String {
        if self.winner.is_some() {
            return "the game is over".into();
        }
        format!(
            "move the white piece to an empty cell next to it, like `{}`; your goal is {}",
            self.example(),
            self.name(self.goal(self.seat_to_move()))
        )
    }

    fn describe_turn(&self, actions: &[Move], _lang: Lang) -> String {
        let words: Vec<String> = actions
            .iter()
            .map(|m| {
                format!(
                    "moved the piece {} to {}",
                    self.name(m.from),
                    self.name(m.to)
                )
            })
            .collect();
        words.join(", then ")
    }

    fn alt_text(&self, last: &[Move], ctx: &ViewCtx) -> String {
        let stones: Vec<String> = Bits(self.stones).map(|c| self.name(c)).collect();
        let n = stones.len();
        let stone_words = match n {
            0 => "no black stones".to_string(),
            1 => format!("1 black stone on {}", stones[0]),
            _ => format!("{n} black stones on {}", stones.join(" ")),
        };
        let mut s = format!(
            "Rastros board, {0}×{0}. The white piece is on {1}, with {stone_words}; {2}'s goal is {3}, {4}'s {5}.",
            self.size,
            self.name(self.piece),
            ctx.name(FIRST, &SEATS),
            self.name(self.goal(FIRST)),
            ctx.name(SECOND, &SEATS),
            self.name(self.goal(SECOND)),
        );
        if let Some(m) = last.last() {
            s.push_str(&format!(
                " Last move {} to {}.",
                self.name(m.from),
                self.name(m.to)
            ));
        }
        s.push_str(&format!(" {}.", self.status(ctx)));
        s
    }
}
