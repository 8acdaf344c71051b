//! What people see of Rastros: the board view, the text board and the
//! sentences about moves and results, in the reader's language.

use super::{Move, Rastros, FIRST, SEATS, SECOND};
use crate::games::bits::Bits;
use crate::games::present::{Present, Rules, ViewCtx};
use crate::games::view::{CellMark, Mark, Piece, PieceKind, Shape, Tone, View};
use crate::games::Seat;
use crate::i18n::Lang;
use crate::t;

impl Rastros {
    fn name(&self, cell: u8) -> String {
        self.board().name(cell.into())
    }

    /// Why the game ended, after "X wins: ".
    fn win_reason(&self, ctx: &ViewCtx, winner: Seat) -> String {
        let corner = |s: Seat| {
            t!(
                ctx.lang,
                "rastros-reason-corner",
                cell = self.name(self.goal(s)),
                name = ctx.name(s, &SEATS)
            )
        };
        if self.piece == self.goal(FIRST) {
            corner(FIRST)
        } else if self.piece == self.goal(SECOND) {
            corner(SECOND)
        } else {
            t!(
                ctx.lang,
                "rastros-reason-blocked",
                name = ctx.name(1 - winner, &SEATS)
            )
        }
    }

    fn status(&self, ctx: &ViewCtx) -> String {
        if let Some(s) = ctx.status {
            return s.to_string();
        }
        match self.winner() {
            Some(w) => t!(
                ctx.lang,
                "rastros-status-over",
                name = ctx.name(w, &SEATS),
                reason = self.win_reason(ctx, w)
            ),
            None => t!(
                ctx.lang,
                "rastros-status-to-move",
                name = ctx.name(self.seat_to_move(), &SEATS)
            ),
        }
    }
}

impl crate::games::Registered for Rastros {
    const KIND: crate::games::Kind = crate::games::Kind::Rastros;
}

impl Present for Rastros {
    /// The stone's cell, then its target.
    fn click_steps(&self, m: Move) -> Vec<Vec<String>> {
        let b = self.board();
        vec![vec![b.name(m.from.into()), b.name(m.to.into())]]
    }

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
            zones: Vec::new(),
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
        out.push_str(&t!(
            ctx.lang,
            "rastros-legend",
            stones = self.stones.count_ones(),
            first = ctx.name(FIRST, &SEATS),
            first_goal = self.name(self.goal(FIRST)),
            second = ctx.name(SECOND, &SEATS),
            second_goal = self.name(self.goal(SECOND)),
        ));
        out.push('\n');
        out.push_str(&self.status(ctx));
        out
    }

    fn score_line(&self, _ctx: &ViewCtx) -> Option<String> {
        None
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let w = self.winner()?;
        Some(t!(
            ctx.lang,
            "rastros-wins",
            name = ctx.name(w, &SEATS),
            reason = self.win_reason(ctx, w)
        ))
    }

    fn check_keys(&self) -> serde_json::Map<String, serde_json::Value> {
        let mut m = serde_json::Map::new();
        m.insert("piece".into(), self.name(self.piece).into());
        m.insert("stones".into(), self.stones.count_ones().into());
        m.insert("size".into(), self.size.into());
        m
    }

    fn prompt(&self, lang: Lang) -> String {
        if self.winner.is_some() {
            return t!(lang, "game-is-over");
        }
        t!(
            lang,
            "rastros-prompt",
            example = self.example(),
            goal = self.name(self.goal(self.seat_to_move()))
        )
    }

    fn describe_turn(&self, actions: &[Move], lang: Lang) -> String {
        let mut words = actions.iter().map(|m| {
            t!(
                lang,
                "rastros-moved",
                from = self.name(m.from),
                to = self.name(m.to)
            )
        });
        let first = words.next().unwrap_or_default();
        words.fold(first, |first, next| {
            t!(lang, "rastros-then", first = first, next = next)
        })
    }

    fn alt_text(&self, last: &[Move], ctx: &ViewCtx) -> String {
        let lang = ctx.lang;
        let stones: Vec<String> = Bits(self.stones).map(|c| self.name(c)).collect();
        let mut sentences = vec![t!(
            lang,
            "rastros-alt-board",
            size = self.size,
            piece = self.name(self.piece),
            count = stones.len(),
            stones = stones.join(" "),
            first = ctx.name(FIRST, &SEATS),
            first_goal = self.name(self.goal(FIRST)),
            second = ctx.name(SECOND, &SEATS),
            second_goal = self.name(self.goal(SECOND)),
        )];
        if let Some(m) = last.last() {
            sentences.push(t!(
                lang,
                "rastros-alt-last",
                from = self.name(m.from),
                to = self.name(m.to)
            ));
        }
        sentences.push(t!(lang, "rastros-alt-status", status = self.status(ctx)));
        sentences.join(" ")
    }
}
