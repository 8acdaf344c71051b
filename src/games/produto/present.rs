//! What Produto shows people: the board as a view and as text, the scores,
//! the result and the sentences about a turn.

use super::board::{Cell, SIDE, SPAN};
use super::{Colour, Produto, Stone, SEATS};
use crate::games::present::{Present, Rules, ViewCtx};
use crate::games::view::{At, CellMark, Mark, Piece, PieceKind, Shape, Tone, View};
use crate::games::Seat;
use crate::i18n::Lang;
use crate::t;
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
            return t!(ctx.lang, "produto-status-over", result = r);
        }
        let owed = match (self.turn(), self.in_turn()) {
            (1, _) => t!(ctx.lang, "produto-owed-first"),
            (_, 0) => t!(ctx.lang, "produto-owed-two"),
            _ => t!(ctx.lang, "produto-owed-one-more"),
        };
        t!(
            ctx.lang,
            "produto-status",
            name = ctx.name(self.seat_of_turn(), &SEATS),
            turn = self.turn(),
            owed = owed
        )
    }

    /// The stones of a turn in words (`white A1 and black A2`).
    fn turn_words(actions: &[Stone], lang: Lang) -> String {
        let stone = |s: &Stone| match s.colour {
            Colour::Black => t!(lang, "produto-stone-black", cell = s.cell.to_string()),
            Colour::White => t!(lang, "produto-stone-white", cell = s.cell.to_string()),
        };
        match actions {
            [a, b] => t!(
                lang,
                "produto-stones-two",
                first = stone(a),
                second = stone(b)
            ),
            _ => {
                let words: Vec<String> = actions.iter().map(stone).collect();
                words.join(", ")
            }
        }
    }
}

impl crate::games::Registered for Produto {
    const KIND: crate::games::Kind = crate::games::Kind::Produto;
}

impl Present for Produto {
    /// The colour (a pick), then the cell.
    fn click_steps(&self, stone: Stone) -> Vec<Vec<String>> {
        let colour = match stone.colour {
            Colour::Black => "colour:black",
            Colour::White => "colour:white",
        };
        vec![vec![colour.into(), stone.cell.to_string()]]
    }

    fn pick_label(&self, id: &str, lang: Lang) -> String {
        match id {
            "colour:black" => t!(lang, "produto-colour-black"),
            "colour:white" => t!(lang, "produto-colour-white"),
            _ => id.to_string(),
        }
    }

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
            let detail = t!(ctx.lang, "produto-seat-stones", count = self.count(colour));
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
            zones: Vec::new(),
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
        out.push_str(&t!(ctx.lang, "produto-board-legend"));
        out.push('\n');
        if let Some(score) = self.score_line(ctx) {
            out.push_str(&score);
            out.push('\n');
        }
        out.push_str(&self.status(ctx));
        out.push('\n');
        out
    }

    fn score_line(&self, ctx: &ViewCtx) -> Option<String> {
        Some(t!(
            ctx.lang,
            "produto-score-line",
            black_name = SEATS[0].local_name(ctx.lang),
            black = self.score(Colour::Black).to_string(),
            white_name = SEATS[1].local_name(ctx.lang),
            white = self.score(Colour::White).to_string()
        ))
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let winner = self.result()?.winner()?;
        let colours = [Colour::BOTH[winner], Colour::BOTH[1 - winner]];
        let [w, l] = colours.map(|c| self.score(c).value());
        let name = ctx.name(winner, &SEATS);
        Some(if w == l {
            let [wn, ln] = colours.map(|c| self.count(c));
            t!(
                ctx.lang,
                "produto-result-fewer-stones",
                name = name,
                score = w,
                own = wn,
                other = ln
            )
        } else {
            t!(
                ctx.lang,
                "produto-result-win",
                name = name,
                winner = w,
                loser = l
            )
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

    fn prompt(&self, lang: Lang) -> String {
        if self.is_over() {
            t!(lang, "game-is-over")
        } else if self.turn() == 1 {
            t!(lang, "produto-prompt-first")
        } else if self.mid_turn() {
            t!(lang, "produto-prompt-second")
        } else {
            t!(lang, "produto-prompt-two")
        }
    }

    fn describe_turn(&self, actions: &[Stone], lang: Lang) -> String {
        t!(
            lang,
            "produto-placed",
            stones = Produto::turn_words(actions, lang)
        )
    }

    fn alt_text(&self, last: &[Stone], ctx: &ViewCtx) -> String {
        let black = self.count(Colour::Black);
        let white = self.count(Colour::White);
        let score = self.score_line(ctx).unwrap_or_default();
        let status = self.status(ctx);
        if last.is_empty() {
            t!(
                ctx.lang,
                "produto-alt",
                black = black,
                white = white,
                score = score,
                status = status
            )
        } else {
            t!(
                ctx.lang,
                "produto-alt-last",
                black = black,
                white = white,
                score = score,
                last = Produto::turn_words(last, ctx.lang),
                status = status
            )
        }
    }
}
