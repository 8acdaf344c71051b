//! What Produto shows people: the board as a view and as text, the scores,
//! the result and the sentences about a turn.

use super::board::{Cell, SIDE, SPAN};
use super::{Colour, Produto, Stone, SEATS};
use crate::games::rules::{Present, Rules, ViewCtx};
use crate::games::view::{At, CellMark, Mark, Piece, PieceKind, Shape, Tone, View};
use crate::games::Seat;
use crate::i18n::Lang;
use serde_json::json;

fn at(cell: Cell) -> At {
    let (c, r) = cell.coords();
    At::new(c, r)
}

fn tone(colour: Colour) -> Tone {
    SEATS[colour.index()].tone
}

impl Produto {
    /// `Game over · alice wins 21–12` / `alice to move · turn 3 · 2 stones`.
    fn status(&self, ctx: &ViewCtx) -> String {
        if let Some(s) = ctx.status {
            return s.to_string();
        }
        if let Some(r) = self.result_sentence(ctx) {
            return format!("Game over · {r}");
        }
        let owed = match (self.turn(), self.in_turn()) {
            (1, _) => "1 stone of either colour",
            (_, 0) => "2 stones, each of either colour",
            _ => "1 more stone of either colour",
        };
        format!(
            "{} to move · turn {} · {owed}",
            ctx.name(self.seat_of_turn(), &SEATS),
            self.turn(),
        )
    }

    fn turn_words(actions: &[Stone]) -> String {
        let words: Vec<String> = actions
            .iter()
            .map(|s| format!("{} {}", s.colour.word(), s.cell))
            .collect();
        words.join(" and ")
    }
}

impl Present for Produto {
    fn view(&self, last: &[Stone], ctx: &ViewCtx) -> View {
        let mut marks: Vec<CellMark> = last
            .iter()
            .map(|s| CellMark {
                at: at(s.cell),
                mark: Mark::LastMove,
            })
            .collect();
        if ctx.show_legal && !self.is_over() {
            // Either colour may go on any empty cell: a plain dot.
            marks.extend(
                Cell::all()
                    .filter(|&c| self.at(c).is_none())
                    .map(|c| CellMark {
                        at: at(c),
                        mark: Mark::Legal(Tone::Neutral),
                    }),
            );
        }
        let pieces = Cell::all()
            .filter_map(|c| {
                self.at(c).map(|colour| Piece {
                    at: at(c),
                    tone: tone(colour),
                    kind: PieceKind::Disc,
                })
            })
            .collect();
        let result = self.result();
        let seats = [0, 1].map(|seat: Seat| {
            let colour = Colour::BOTH[seat];
            let detail = format!(" · {} stones", self.count(colour));
            let to_move = Some(self.seat_of_turn());
            let score = self.score(colour).to_string();
            ctx.seat_line(&SEATS, seat, &detail, result, to_move, score)
        });
        View {
            shape: Shape::HexHex {
                side: SIDE as u8,
                hole: false,
            },
            seats,
            to_move: (ctx.status.is_none()).then(|| self.to_move()).flatten(),
            status: self.status(ctx),
            marks,
            links: Vec::new(),
            pieces,
        }
    }

    fn text_board(&self, ctx: &ViewCtx) -> String {
        // Rows from the top; each row indented half a cell per step away
        // from the middle row, as the hexes are drawn.
        let mut out = String::new();
        for r in (0..SPAN).rev() {
            let cells: Vec<Cell> = (0..SPAN).filter_map(|c| Cell::at(c, r)).collect();
            let indent = " ".repeat((r - (SIDE - 1)).unsigned_abs() as usize);
            let row: Vec<&str> = cells
                .iter()
                .map(|&c| match self.at(c) {
                    Some(Colour::Black) => "x",
                    Some(Colour::White) => "o",
                    None => ".",
                })
                .collect();
            let pad = " ".repeat(SPAN as usize - cells.len());
            out.push_str(&format!(
                "{:>2} {indent}{}{pad}{indent}   {}–{}\n",
                r + 1,
                row.join(" "),
                cells[0],
                cells[cells.len() - 1]
            ));
        }
        out.push_str("x black, o white\n");
        if let Some(score) = self.score_line(ctx) {
            out.push_str(&score);
            out.push('\n');
        }
        out.push_str(&self.status(ctx));
        out.push('\n');
        out
    }

    fn score_line(&self, _ctx: &ViewCtx) -> Option<String> {
        Some(format!(
            "Black {} · White {}",
            self.score(Colour::Black),
            self.score(Colour::White)
        ))
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let winner = self.result()?.winner()?;
        let colours = [Colour::BOTH[winner], Colour::BOTH[1 - winner]];
        let [w, l] = colours.map(|c| self.score(c).value());
        let name = ctx.name(winner, &SEATS);
        Some(if w == l {
            let [wn, ln] = colours.map(|c| self.count(c));
            format!("{w}–{l}; {name} wins with fewer stones of their own colour ({wn} vs {ln})")
        } else {
            format!("{name} wins {w}–{l}")
        })
    }

    fn check_keys(&self) -> serde_json::Map<String, serde_json::Value> {
        let per = |f: &dyn Fn(Colour) -> serde_json::Value| json!({"black": f(Colour::Black), "white": f(Colour::White)});
        let mut m = serde_json::Map::new();
        m.insert("scores".into(), per(&|c| json!(self.score(c).value())));
        m.insert("groups".into(), per(&|c| json!(self.groups(c))));
        m.insert("stones".into(), per(&|c| json!(self.count(c))));
        m
    }

    fn prompt(&self, _lang: Lang) -> String {
        if self.is_over() {
            "the game is over".into()
        } else if self.turn() == 1 {
            "place one stone of either colour, like `bE5` or `wE5`".into()
        } else if self.mid_turn() {
            "place your second stone, black or white, like `wC3`".into()
        } else {
            "place two stones, each black or white, like `bE5 wC3`".into()
        }
    }

    fn describe_turn(&self, actions: &[Stone], _lang: Lang) -> String {
        format!("placed {}", Produto::turn_words(actions))
    }

    fn alt_text(&self, last: &[Stone], ctx: &ViewCtx) -> String {
        let mut s = format!(
            "Produto board, {} black and {} white stones of 61 cells. Score: {}.",
            self.count(Colour::Black),
            self.count(Colour::White),
            self.score_line(ctx).unwrap_or_default()
        );
        if !last.is_empty() {
            s.push_str(&format!(" Last: {}.", Produto::turn_words(last)));
        }
        s.push_str(&format!(" {}.", self.status(ctx)));
        s
    }
}
