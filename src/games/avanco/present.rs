//! What people see of Avanço: the board view, the text board and the
//! sentences about moves and results, in the reader's language.

use super::{colour, name, Avanco, Move, BLACK, BOARD, N, RANK_1, RANK_7, SEATS, WHITE};
use crate::games::bits::Bits;
use crate::games::present::{Present, Rules, ViewCtx};
use crate::games::view::{CellMark, Mark, Piece, PieceKind, Shape, View};
use crate::games::Seat;
use crate::i18n::Lang;
use crate::t;

impl Avanco {
    /// Why the game ended, after "X wins: ".
    fn win_reason(&self, winner: Seat, lang: Lang) -> String {
        let far = if winner == WHITE { RANK_7 } else { RANK_1 };
        match Bits(self.pieces[winner] & far).next() {
            Some(c) => t!(
                lang,
                "avanco-reason-far-rank",
                colour = colour(winner),
                rank = BOARD.coords(c.into()).1 + 1
            ),
            None => t!(
                lang,
                "avanco-reason-last-captured",
                colour = colour(1 - winner)
            ),
        }
    }

    /// The line under the board.
    fn status(&self, ctx: &ViewCtx) -> String {
        if let Some(s) = ctx.status {
            return s.to_string();
        }
        match self.winner() {
            Some(w) => t!(
                ctx.lang,
                "avanco-status-over",
                name = ctx.name(w, &SEATS),
                reason = self.win_reason(w, ctx.lang)
            ),
            None => t!(
                ctx.lang,
                "avanco-status-to-move",
                name = ctx.name(self.seat_to_move(), &SEATS)
            ),
        }
    }

    /// The movable pieces of the player to move.
    fn movable(&self) -> u64 {
        if self.winner.is_some() {
            return 0;
        }
        let mut from = 0;
        for (mask, shift) in self.targets() {
            for to in Bits(mask) {
                from |= 1 << (to as i8 - shift);
            }
        }
        from
    }
}

/// The letter of a seat's pieces on the text board (`W`, `B` in English).
fn letter(seat: Seat, lang: Lang) -> char {
    let text = if seat == WHITE {
        t!(lang, "avanco-letter-white")
    } else {
        t!(lang, "avanco-letter-black")
    };
    text.chars().next().unwrap_or('?')
}

impl crate::games::Registered for Avanco {
    const KIND: crate::games::Kind = crate::games::Kind::Avanco;
}

impl Present for Avanco {
    /// The piece, then its target.
    fn click_steps(&self, m: Move) -> Vec<Vec<String>> {
        vec![vec![BOARD.name(m.from.into()), BOARD.name(m.to.into())]]
    }

    fn view(&self, last: &[Move], ctx: &ViewCtx) -> View {
        let mut marks: Vec<CellMark> = last
            .iter()
            .flat_map(|m| [m.from, m.to])
            .map(|c| CellMark {
                at: BOARD.at(c.into()),
                mark: Mark::LastMove,
            })
            .collect();
        if ctx.show_legal {
            marks.extend(Bits(self.movable()).map(|c| CellMark {
                at: BOARD.at(c.into()),
                mark: Mark::LegalPiece,
            }));
        }
        let pieces = [WHITE, BLACK]
            .into_iter()
            .flat_map(|s| {
                Bits(self.pieces[s]).map(move |c| Piece {
                    at: BOARD.at(c.into()),
                    tone: SEATS[s].tone,
                    kind: PieceKind::Disc,
                })
            })
            .collect();
        let to_move = Rules::to_move(self).filter(|_| ctx.status.is_none());
        let result = Rules::result(self);
        let seats = [WHITE, BLACK]
            .map(|s| ctx.seat_line(&SEATS, s, "", result, to_move, self.count(s).to_string()));
        View {
            shape: Shape::Square { files: N, ranks: N },
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
        let lang = ctx.lang;
        let letters = [letter(WHITE, lang), letter(BLACK, lang)];
        let files: String = (0..N).map(|f| format!(" {}", (b'a' + f) as char)).collect();
        let mut out = format!(" {files}\n");
        for r in (0..N).rev() {
            out.push_str(&(r + 1).to_string());
            for f in 0..N {
                let c = r * N + f;
                out.push(' ');
                out.push(match self.owner(c) {
                    Some(s) => letters[s],
                    None => '.',
                });
            }
            out.push_str(&format!(" {}\n", r + 1));
        }
        out.push_str(&format!(" {files}\n"));
        // "W ana (White, 14 pieces)", or "W White (14 pieces)" for a
        // player named after their seat.
        let side = |s: Seat| {
            let name = ctx.name(s, &SEATS);
            let seat = SEATS[s].local_name(lang);
            let letter = letters[s].to_string();
            if SEATS[s].is_named(&name) {
                t!(
                    lang,
                    "avanco-legend-side-seat",
                    letter = letter,
                    seat = seat,
                    count = self.count(s)
                )
            } else {
                t!(
                    lang,
                    "avanco-legend-side",
                    letter = letter,
                    name = name,
                    seat = seat,
                    count = self.count(s)
                )
            }
        };
        out.push_str(&t!(
            lang,
            "avanco-legend",
            white = side(WHITE),
            black = side(BLACK)
        ));
        out.push('\n');
        out.push_str(&self.status(ctx));
        out
    }

    fn score_line(&self, ctx: &ViewCtx) -> Option<String> {
        Some(t!(
            ctx.lang,
            "avanco-score",
            white_seat = SEATS[WHITE].local_name(ctx.lang),
            white = self.count(WHITE),
            black_seat = SEATS[BLACK].local_name(ctx.lang),
            black = self.count(BLACK)
        ))
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let w = self.winner()?;
        Some(t!(
            ctx.lang,
            "avanco-wins",
            name = ctx.name(w, &SEATS),
            reason = self.win_reason(w, ctx.lang)
        ))
    }

    fn check_keys(&self) -> serde_json::Map<String, serde_json::Value> {
        let mut m = serde_json::Map::new();
        m.insert(
            "pieces".into(),
            serde_json::json!({"white": self.count(WHITE), "black": self.count(BLACK)}),
        );
        m
    }

    fn prompt(&self, lang: Lang) -> String {
        if self.winner.is_some() {
            return t!(lang, "game-is-over");
        }
        let (step, capture) = if self.seat_to_move() == WHITE {
            ("c2-c3", "d4xe5")
        } else {
            ("c6-c5", "d5xe4")
        };
        t!(
            lang,
            "avanco-prompt",
            colour = colour(self.seat_to_move()),
            step = step,
            capture = capture
        )
    }

    fn describe_turn(&self, actions: &[Move], lang: Lang) -> String {
        let mut words = actions.iter().map(|m| {
            if m.capture {
                t!(
                    lang,
                    "avanco-captured",
                    cell = name(m.to),
                    move = m.to_string()
                )
            } else {
                t!(lang, "avanco-played", move = m.to_string())
            }
        });
        let first = words.next().unwrap_or_default();
        let turn = words.fold(first, |first, next| {
            t!(lang, "avanco-then", first = first, next = next)
        });
        match self.winner() {
            Some(w) => t!(
                lang,
                "avanco-and-won",
                turn = turn,
                reason = self.win_reason(w, lang)
            ),
            None => turn,
        }
    }

    fn alt_text(&self, last: &[Move], ctx: &ViewCtx) -> String {
        let lang = ctx.lang;
        let side = |s: Seat| {
            let cells: Vec<String> = Bits(self.pieces[s]).map(name).collect();
            t!(
                lang,
                "avanco-alt-side",
                name = ctx.name(s, &SEATS),
                seat = SEATS[s].local_name(lang),
                count = self.count(s),
                cells = cells.join(" ")
            )
        };
        let mut sentences = vec![t!(
            lang,
            "avanco-alt-board",
            white = side(WHITE),
            black = side(BLACK)
        )];
        if let Some(m) = last.last() {
            sentences.push(if m.capture {
                t!(lang, "avanco-alt-last-capture", move = m.to_string())
            } else {
                t!(lang, "avanco-alt-last-move", move = m.to_string())
            });
        }
        sentences.push(t!(lang, "avanco-alt-status", status = self.status(ctx)));
        sentences.join(" ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::view::{At, Tone};

    fn after(moves: &[&str]) -> Avanco {
        let mut p = Avanco::start();
        for t in moves {
            let m = p.parse_move(t).unwrap();
            p.play(m).unwrap();
        }
        p
    }

    #[test]
    fn view_shows_pieces_last_move_and_header() {
        let p = after(&["c2-c3", "d6-d5", "c3-c4", "d5xc4"]);
        let last = [p.parse_move("d5xc4").unwrap()];
        let ctx = ViewCtx::public(["alice", "bob"]);
        let v = p.view(&last, &ctx);
        assert_eq!(v.shape, Shape::Square { files: 7, ranks: 7 });
        assert_eq!(v.pieces.len(), 27);
        assert!(v.pieces.contains(&Piece {
            at: At::new(2, 3),
            tone: Tone::Black,
            kind: PieceKind::Disc
        }));
        let marked: Vec<At> = v.marks.iter().map(|m| m.at).collect();
        assert_eq!(marked, [At::new(3, 4), At::new(2, 3)]);
        assert_eq!(v.seats[0].name, "alice");
        assert_eq!(v.seats[0].sub, "White · to move");
        assert_eq!(v.seats[0].score, "13");
        assert_eq!(v.seats[1].sub, "Black");
        assert_eq!(v.seats[1].score, "14");
        assert_eq!(v.to_move, Some(0));
        assert_eq!(v.status, "alice to move");
        assert_eq!(p.score_line(&ctx).unwrap(), "Pieces: White 13 · Black 14");
        assert_eq!(
            p.describe_turn(&last, Lang::En),
            "captured on c4 with d5xc4"
        );
        let alt = p.alt_text(&last, &ctx);
        assert!(alt.contains("alice (White) has 13 pieces on a1"), "{alt}");
        assert!(alt.contains("Last move d5xc4, a capture."), "{alt}");
        let board = p.text_board(&ctx);
        assert!(board.contains("\n4 . . B . . . . 4\n"), "{board}");
    }

    #[test]
    fn result_sentences_say_why() {
        let ctx = ViewCtx::public(["alice", "bob"]);
        let d5 = BOARD.parse_cell("d5").unwrap();
        let g7 = BOARD.parse_cell("g7").unwrap();
        let mut p = Avanco::from_pieces(1 << d5, 1 << g7, WHITE).unwrap();
        assert_eq!(p.result_sentence(&ctx), None);
        p.play(p.parse_move("d5-d6").unwrap()).unwrap();
        p.play(p.parse_move("g7-g6").unwrap()).unwrap();
        p.play(p.parse_move("d6-d7").unwrap()).unwrap();
        assert_eq!(
            p.result_sentence(&ctx).unwrap(),
            "alice wins: a white piece reached rank 7"
        );
        let v = p.view(&[], &ctx);
        assert_eq!(v.to_move, None);
        assert_eq!(v.seats[0].sub, "White · wins");
        let d3 = BOARD.parse_cell("d3").unwrap();
        let e4 = BOARD.parse_cell("e4").unwrap();
        let mut q = Avanco::from_pieces(1 << d3, 1 << e4, BLACK).unwrap();
        q.play(q.parse_move("e4-d3").unwrap()).unwrap();
        assert_eq!(
            q.result_sentence(&ctx).unwrap(),
            "bob wins: the last white piece was captured"
        );
    }
}
