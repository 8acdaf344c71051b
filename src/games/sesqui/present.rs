//! What Sesqui shows people: the board as a view and as text, the stocks,
//! the result and the sentences about a turn.

use super::bits::EDGES;
use super::{cell_name, Action, DrawReason, End, Sesqui, BOARD, SEATS};
use crate::games::present::{Present, Rules, ViewCtx};
use crate::games::view::{CellMark, Mark, Piece, PieceKind, Shape, View};
use crate::games::Seat;
use crate::i18n::Lang;
use crate::t;
use serde_json::json;

fn mark(cell: u8, mark: Mark) -> CellMark {
    CellMark {
        at: BOARD.at(cell as usize),
        mark,
    }
}

fn cells(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let c = set.trailing_zeros() as u8;
            set &= set - 1;
            c
        })
    })
}

impl Sesqui {
    /// What the turn in progress still owes, in words.
    fn owed_words(&self, lang: Lang) -> String {
        match (self.turn(), self.owed()) {
            (1, _) => t!(lang, "sesqui-owed-first"),
            (2, (2, _)) => t!(lang, "sesqui-owed-two-drops"),
            (2, _) => t!(lang, "sesqui-owed-one-more-drop"),
            (_, (1, true)) => t!(lang, "sesqui-owed-drop-and-move"),
            (_, (_, true)) => t!(lang, "sesqui-owed-move"),
            _ => t!(lang, "sesqui-owed-drop"),
        }
    }

    fn status(&self, ctx: &ViewCtx) -> String {
        if let Some(s) = ctx.status {
            return s.to_string();
        }
        if let Some(r) = self.result_sentence(ctx) {
            return t!(ctx.lang, "sesqui-status-over", result = r);
        }
        let name = ctx.name(self.seat(), &SEATS);
        let owed = self.owed_words(ctx.lang);
        if self.passes > 0 {
            t!(
                ctx.lang,
                "sesqui-status-after-pass",
                passer = ctx.name(1 - self.seat(), &SEATS),
                name = name,
                turn = self.turn(),
                owed = owed
            )
        } else {
            t!(
                ctx.lang,
                "sesqui-status",
                name = name,
                turn = self.turn(),
                owed = owed
            )
        }
    }

    fn action_words(a: Action, lang: Lang) -> String {
        match a {
            Action::Drop(c) => t!(lang, "sesqui-dropped", cell = cell_name(c)),
            Action::Move { from, to } => t!(
                lang,
                "sesqui-moved",
                action = format!("{}-{}", cell_name(from), cell_name(to))
            ),
            Action::Pass => t!(lang, "turn-passed"),
        }
    }
}

impl crate::games::Registered for Sesqui {
    const KIND: crate::games::Kind = crate::games::Kind::Sesqui;
}

impl Present for Sesqui {
    /// A drop is its cell; a queen move the queen, then its target; the
    /// forced pass is the rules' own.
    fn click_steps(&self, a: Action) -> Vec<Vec<String>> {
        match a {
            Action::Drop(c) => vec![vec![cell_name(c)]],
            Action::Move { from, to } => vec![vec![cell_name(from), cell_name(to)]],
            Action::Pass => Vec::new(),
        }
    }

    fn view(&self, last: &[Action], ctx: &ViewCtx) -> View {
        let mut marks = Vec::new();
        for (seat, info) in SEATS.iter().enumerate() {
            let [a, b] = EDGES[seat];
            marks.extend(cells(a | b).map(|c| mark(c, Mark::Goal(info.tone))));
        }
        for &a in last {
            match a {
                Action::Drop(c) => marks.push(mark(c, Mark::LastMove)),
                Action::Move { from, to } => {
                    marks.push(mark(from, Mark::LastMove));
                    marks.push(mark(to, Mark::LastMove));
                }
                Action::Pass => {}
            }
        }
        if ctx.show_legal && self.end().is_none() {
            let tone = SEATS[self.seat()].tone;
            let mut legal = Vec::new();
            self.legal_actions(&mut legal);
            let (mut drops, mut pieces) = (0u64, 0u64);
            for a in legal {
                match a {
                    Action::Drop(c) => drops |= 1 << c,
                    Action::Move { from, .. } => pieces |= 1 << from,
                    Action::Pass => {}
                }
            }
            marks.extend(cells(drops).map(|c| mark(c, Mark::Legal(tone))));
            marks.extend(cells(pieces).map(|c| mark(c, Mark::LegalPiece)));
        }
        let pieces = (0..2)
            .flat_map(|s: Seat| {
                cells(self.stones(s)).map(move |c| Piece {
                    at: BOARD.at(c as usize),
                    tone: SEATS[s].tone,
                    kind: PieceKind::Disc,
                })
            })
            .collect();
        let result = self.result();
        let seats = [0, 1].map(|seat: Seat| {
            let detail = t!(ctx.lang, "sesqui-seat-stock", count = self.stock(seat));
            ctx.seat_line(
                &SEATS,
                seat,
                &detail,
                result,
                Some(self.seat()),
                String::new(),
            )
        });
        View {
            shape: Shape::Square { files: 8, ranks: 8 },
            seats,
            to_move: ctx.status.is_none().then(|| self.to_move()).flatten(),
            status: self.status(ctx),
            marks,
            links: Vec::new(),
            pieces,
            zones: Vec::new(),
        }
    }

    fn text_board(&self, ctx: &ViewCtx) -> String {
        let mut out = String::new();
        for rank in (0..8u8).rev() {
            out.push_str(&format!("{} ", rank + 1));
            let row: Vec<&str> = (0..8u8)
                .map(|file| match self.at(rank * 8 + file) {
                    Some(0) => "x",
                    Some(_) => "o",
                    None => ".",
                })
                .collect();
            out.push_str(&row.join(" "));
            out.push('\n');
        }
        out.push_str("  a b c d e f g h\n");
        out.push_str(&t!(ctx.lang, "sesqui-board-legend"));
        out.push('\n');
        if let Some(s) = self.score_line(ctx) {
            out.push_str(&s);
            out.push('\n');
        }
        out.push_str(&self.status(ctx));
        out.push('\n');
        out
    }

    fn score_line(&self, ctx: &ViewCtx) -> Option<String> {
        Some(t!(
            ctx.lang,
            "sesqui-score-line",
            black_name = SEATS[0].local_name(ctx.lang),
            black_board = self.stones(0).count_ones(),
            black_stock = self.stock(0),
            white_name = SEATS[1].local_name(ctx.lang),
            white_board = self.stones(1).count_ones(),
            white_stock = self.stock(1)
        ))
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let lang = ctx.lang;
        Some(match self.end()? {
            End::Win(0) => t!(lang, "sesqui-result-win-black", name = ctx.name(0, &SEATS)),
            End::Win(s) => t!(lang, "sesqui-result-win-white", name = ctx.name(s, &SEATS)),
            End::Draw(DrawReason::TwoPasses) => t!(lang, "sesqui-draw-two-passes"),
            End::Draw(DrawReason::Repetition) => t!(lang, "sesqui-draw-repetition"),
            End::Draw(DrawReason::TurnLimit) => {
                t!(lang, "sesqui-draw-turn-limit", turn = super::TURN_LIMIT)
            }
        })
    }

    fn check_keys(&self) -> serde_json::Map<String, serde_json::Value> {
        let mut m = serde_json::Map::new();
        m.insert(
            "stock".into(),
            json!({"black": self.stock(0), "white": self.stock(1)}),
        );
        m.insert(
            "stones".into(),
            json!({"black": self.stones(0).count_ones(), "white": self.stones(1).count_ones()}),
        );
        m
    }

    fn prompt(&self, lang: Lang) -> String {
        if self.end().is_some() {
            return t!(lang, "game-is-over");
        }
        match (self.turn(), self.owed()) {
            (1, _) => t!(lang, "sesqui-prompt-first"),
            (2, (2, _)) => t!(lang, "sesqui-prompt-two-drops"),
            (2, _) => t!(lang, "sesqui-prompt-second-drop"),
            (_, (1, true)) => t!(lang, "sesqui-prompt-drop-and-move"),
            (_, (_, true)) => t!(lang, "sesqui-prompt-move"),
            _ => t!(lang, "sesqui-prompt-drop"),
        }
    }

    fn describe_turn(&self, actions: &[Action], lang: Lang) -> String {
        if let [Action::Drop(a), Action::Drop(b)] = actions {
            return t!(
                lang,
                "sesqui-dropped-two",
                first = cell_name(*a),
                second = cell_name(*b)
            );
        }
        let mut words = actions.iter().map(|&a| Sesqui::action_words(a, lang));
        let first = words.next().unwrap_or_default();
        words.fold(first, |so_far, next| {
            t!(lang, "sesqui-and", first = so_far, second = next)
        })
    }

    fn alt_text(&self, last: &[Action], ctx: &ViewCtx) -> String {
        let list = |s: Seat| {
            let names: Vec<String> = cells(self.stones(s)).map(cell_name).collect();
            if names.is_empty() {
                t!(ctx.lang, "sesqui-none")
            } else {
                names.join(", ")
            }
        };
        let score = self.score_line(ctx).unwrap_or_default();
        let status = self.status(ctx);
        if last.is_empty() {
            t!(
                ctx.lang,
                "sesqui-alt",
                black = list(0),
                white = list(1),
                score = score,
                status = status
            )
        } else {
            t!(
                ctx.lang,
                "sesqui-alt-last",
                black = list(0),
                white = list(1),
                score = score,
                last = self.describe_turn(last, ctx.lang),
                status = status
            )
        }
    }
}
