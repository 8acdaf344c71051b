//! What Sesqui shows people: the board as a view and as text, the stocks,
//! the result and the sentences about a turn.

use super::bits::EDGES;
use super::{cell_name, Action, DrawReason, End, Sesqui, BOARD, SEATS};
use crate::games::rules::{Present, Rules, ViewCtx};
use crate::games::view::{CellMark, Mark, Piece, PieceKind, Shape, View};
use crate::games::Seat;
use crate::i18n::Lang;
use serde_json::json;

/// The edges a seat joins, in words.
const GOALS: [&str; 2] = ["North and South", "West and East"];

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
    fn owed_words(&self) -> &'static str {
        match (self.turn(), self.owed()) {
            (1, _) => "1 drop anywhere",
            (2, (2, _)) => "2 drops anywhere",
            (2, _) => "1 more drop anywhere",
            (_, (1, true)) => "a drop and a move",
            (_, (_, true)) => "a move",
            _ => "a drop",
        }
    }

    fn status(&self, ctx: &ViewCtx) -> String {
        if let Some(s) = ctx.status {
            return s.to_string();
        }
        if let Some(r) = self.result_sentence(ctx) {
            return format!("Game over · {r}");
        }
        let mut s = String::new();
        if self.passes > 0 {
            s.push_str(&format!("{} passed · ", ctx.name(1 - self.seat(), &SEATS)));
        }
        s.push_str(&format!(
            "{} to move · turn {} · {}",
            ctx.name(self.seat(), &SEATS),
            self.turn(),
            self.owed_words()
        ));
        s
    }

    fn action_words(a: Action) -> String {
        match a {
            Action::Drop(c) => format!("dropped {}", cell_name(c)),
            Action::Move { from, to } => {
                format!("moved {}-{}", cell_name(from), cell_name(to))
            }
            Action::Pass => "passed".into(),
        }
    }
}

impl Present for Sesqui {
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
            let detail = format!(" · {} in stock", self.stock(seat));
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
        out.push_str("x black (joins ranks 1 and 8), o white (joins files a and h)\n");
        if let Some(s) = self.score_line(ctx) {
            out.push_str(&s);
            out.push('\n');
        }
        out.push_str(&self.status(ctx));
        out.push('\n');
        out
    }

    fn score_line(&self, _ctx: &ViewCtx) -> Option<String> {
        let part = |s: Seat| {
            format!(
                "{} {} on the board, {} in stock",
                SEATS[s].name,
                self.stones(s).count_ones(),
                self.stock(s)
            )
        };
        Some(format!("{} · {}", part(0), part(1)))
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        Some(match self.end()? {
            End::Win(s) => format!("{} wins, joining {}", ctx.name(s, &SEATS), GOALS[s]),
            End::Draw(DrawReason::TwoPasses) => "a draw: two passes in a row".into(),
            End::Draw(DrawReason::Repetition) => {
                "a draw: the same position for the third time".into()
            }
            End::Draw(DrawReason::TurnLimit) => {
                format!("a draw: turn {} ended without a winner", super::TURN_LIMIT)
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

    fn prompt(&self, _lang: Lang) -> String {
        if self.end().is_some() {
            return "the game is over".into();
        }
        match (self.turn(), self.owed()) {
            (1, _) => "drop a stone on any cell, like `d4`".into(),
            (2, (2, _)) => "drop two stones on any two cells, like `c3 f6`".into(),
            (2, _) => "drop your second stone on any cell, like `f6`".into(),
            (_, (1, true)) => "drop a stone next to one of yours (`d4`) and move a stone like a queen (`d4-d7`), in either order".into(),
            (_, (_, true)) => "move a stone like a queen, like `d4-d7`".into(),
            _ => "drop a stone next to one of yours, like `d4`".into(),
        }
    }

    fn describe_turn(&self, actions: &[Action], _lang: Lang) -> String {
        let drops: Vec<String> = actions
            .iter()
            .filter_map(|&a| match a {
                Action::Drop(c) => Some(cell_name(c)),
                _ => None,
            })
            .collect();
        if drops.len() == actions.len() && drops.len() > 1 {
            return format!("dropped {}", drops.join(" and "));
        }
        let words: Vec<String> = actions.iter().map(|&a| Sesqui::action_words(a)).collect();
        words.join(" and ")
    }

    fn alt_text(&self, last: &[Action], ctx: &ViewCtx) -> String {
        let list = |s: Seat| {
            let names: Vec<String> = cells(self.stones(s)).map(cell_name).collect();
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(", ")
            }
        };
        let mut s = format!(
            "Sesqui board, 8 by 8. Black joins ranks 1 and 8, White files a and h. Black stones: {}. White stones: {}. {}.",
            list(0),
            list(1),
            self.score_line(ctx).unwrap_or_default()
        );
        if !last.is_empty() {
            s.push_str(&format!(" Last: {}.", self.describe_turn(last, ctx.lang)));
        }
        s.push_str(&format!(" {}.", self.status(ctx)));
        s
    }
}
