//! What Numbridge shows people: the board as a view and as text, the
//! counts, the result and the sentences about a turn. A hand appears only
//! in a view for its own seat (`ctx.viewer`), never in a public one.

use super::board::each;
use super::{Action, End, Numbridge, Variant, SEATS};
use crate::games::rules::{Present, Rules, ViewCtx};
use crate::games::view::{CellMark, Mark, Piece, PieceKind, Shape, Tone, View};
use crate::games::{Outcome, Seat};
use crate::i18n::Lang;
use serde_json::json;

/// The edges a seat joins, in words.
const GOALS: [&str; 2] = ["the top and bottom rows", "the left and right columns"];

/// `a 7`, `an 8`.
fn article(d: u8) -> &'static str {
    if d == 8 {
        "an"
    } else {
        "a"
    }
}

fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

impl Numbridge {
    /// The digits a cell may still take by the sudoku rule, as a bit set
    /// (bit `d`): not shown in its row, column or block. Public knowledge.
    pub fn open_digits(&self, cell: u8) -> u16 {
        let n = self.geo.n;
        let (r, c, b) = (cell / n, cell % n, self.blocks[cell as usize]);
        let shown = self.geo.all & !self.empty();
        let unit =
            (self.geo.rows[r as usize] | self.geo.cols[c as usize] | self.block_mask(b as usize))
                & shown;
        let mut used = 0u16;
        for i in each(unit) {
            used |= 1 << self.solution[i as usize];
        }
        ((1u16 << (n + 1)) - 2) & !used
    }

    fn counts_detail(&self, seat: Seat, ctx: &ViewCtx) -> String {
        let mut s = match ctx.viewer {
            Some(v) if v == seat && self.hand_len(seat) > 0 => {
                let t: Vec<String> = self.hand_tiles(seat).iter().map(u8::to_string).collect();
                format!(" · hand {}", t.join(" "))
            }
            _ => format!(" · {}", plural(self.hand_len(seat), "tile", "tiles")),
        };
        if self.misses(seat) > 0 {
            s.push_str(&format!(
                " · {}",
                plural(self.misses(seat), "miss", "misses")
            ));
        }
        s
    }

    fn score_of(&self, seat: Seat) -> u32 {
        if self.variant() == Variant::Dominios {
            self.blocks_won(seat)
        } else {
            self.owned(seat).count_ones()
        }
    }

    fn status(&self, ctx: &ViewCtx) -> String {
        if let Some(s) = ctx.status {
            return s.to_string();
        }
        if let Some(r) = self.result_sentence(ctx) {
            return format!("Game over · {r}");
        }
        let mut s = format!(
            "{} to move · turn {} · bag {}",
            ctx.name(self.seat(), &SEATS),
            self.turn(),
            self.bag_len()
        );
        if self.variant() == Variant::Dominios {
            s.push_str(&format!(
                " · {} left",
                plural(self.plays_left(), "play", "plays")
            ));
        }
        if let Some((cell, d)) = self.last_miss() {
            s.push_str(&format!(" · miss: {} on {}", d, self.name(cell)));
        }
        s
    }

    fn play_words(&self, a: Action) -> String {
        match a {
            Action::Place {
                cell,
                digit,
                miss: false,
            } => format!("placed {} {digit} on {}", article(digit), self.name(cell)),
            Action::Place { cell, digit, .. } => {
                format!(
                    "missed with {} {digit} on {}",
                    article(digit),
                    self.name(cell)
                )
            }
            Action::Take { cell, discard: 0 } => {
                format!("took the clue on {} for free", self.name(cell))
            }
            Action::Take { cell, discard } if self.config().cost == 2 => format!(
                "took the clue on {}, paying {} {discard} and a tile at random",
                self.name(cell),
                article(discard)
            ),
            Action::Take { cell, discard } => {
                format!(
                    "took the clue on {}, paying {} {discard}",
                    self.name(cell),
                    article(discard)
                )
            }
            Action::Swap => "swapped the hand".into(),
            Action::Pass => "passed (nothing to play)".into(),
            Action::Time => "ran out of time for the turn".into(),
            Action::TimeUp => "was on move when the game clock ran out".into(),
        }
    }

    fn cell_list(&self, set: u128) -> String {
        let v: Vec<String> = each(set)
            .map(|c| format!("{} {}", self.name(c), self.solution(c)))
            .collect();
        if v.is_empty() {
            "none".into()
        } else {
            v.join(", ")
        }
    }
}

impl Present for Numbridge {
    fn view(&self, last: &[Action], ctx: &ViewCtx) -> View {
        let g = self.geo();
        let mut marks = Vec::new();
        let mark = |cell: u8, mark: Mark| CellMark {
            at: g.at(cell),
            mark,
        };
        if self.variant().connects() {
            for (seat, info) in SEATS.iter().enumerate() {
                let (a, b) = g.edges(seat);
                let free = (a | b) & !(self.owned(0) | self.owned(1));
                marks.extend(each(free).map(|c| mark(c, Mark::Goal(info.tone))));
            }
        }
        for (seat, info) in SEATS.iter().enumerate() {
            marks.extend(each(self.owned(seat)).map(|c| mark(c, Mark::Goal(info.tone))));
        }
        // Block borders: the sides facing a cell of another block.
        const SIDES: [(i8, i8); 6] = [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)];
        let n = g.n as i8;
        for cell in 0..g.cells() as u8 {
            let (c, r) = ((cell % g.n) as i8, (cell / g.n) as i8);
            let mut walls = 0u8;
            for (i, (dc, dr)) in SIDES.iter().enumerate() {
                let (c2, r2) = (c + dc, r + dr);
                if (0..n).contains(&c2)
                    && (0..n).contains(&r2)
                    && self.blocks()[(r2 * n + c2) as usize] != self.blocks()[cell as usize]
                {
                    walls |= 1 << i;
                }
            }
            if walls != 0 {
                marks.push(mark(cell, Mark::Wall(walls)));
            }
        }
        for &a in last {
            match a {
                Action::Place { cell, .. } | Action::Take { cell, .. } => {
                    marks.push(mark(cell, Mark::LastMove))
                }
                _ => {}
            }
        }
        if let Some((cell, d)) = self.last_miss() {
            marks.push(mark(cell, Mark::Miss(d)));
        }
        // Candidates for the viewer's own hand (never the solution: only
        // the digits the sudoku rule still allows).
        if let (Some(v), None) = (ctx.viewer, self.end()) {
            if self.config().candidates && v == self.seat() {
                let mut hand = 0u16;
                for d in 1..=g.n {
                    if self.hand(v)[d as usize] > 0 {
                        hand |= 1 << d;
                    }
                }
                let tone = SEATS[v].tone;
                for c in each(self.empty()) {
                    if self.open_digits(c) & hand != 0 {
                        marks.push(mark(c, Mark::Legal(tone)));
                    }
                }
            }
        }
        let mut pieces = Vec::new();
        for c in each(g.all & !self.empty()) {
            let tone = self.owner(c).map_or(Tone::Neutral, |s| SEATS[s].tone);
            pieces.push(Piece {
                at: g.at(c),
                tone,
                kind: PieceKind::Digit(self.solution(c)),
            });
        }
        let result = self.result();
        let seats = [0, 1].map(|seat: Seat| {
            ctx.seat_line(
                &SEATS,
                seat,
                &self.counts_detail(seat, ctx),
                result,
                Some(self.seat()),
                self.score_of(seat).to_string(),
            )
        });
        View {
            shape: Shape::Rhombus { n: g.n },
            seats,
            to_move: ctx.status.is_none().then(|| self.to_move()).flatten(),
            status: self.status(ctx),
            marks,
            links: Vec::new(),
            pieces,
        }
    }

    fn text_board(&self, ctx: &ViewCtx) -> String {
        let g = self.geo();
        let n = g.n;
        let mut out = String::from("    ");
        for c in 0..n {
            out.push_str(&format!(" {}  ", (b'A' + c) as char));
        }
        out.push('\n');
        for r in 0..n {
            out.push_str(&format!("{:>2} {}", r + 1, " ".repeat(2 * r as usize)));
            for c in 0..n {
                let cell = r * n + c;
                let d = self.shown(cell);
                let s = match (d, self.owner(cell)) {
                    (0, _) => " .  ".to_string(),
                    (d, None) => format!(" {d}  "),
                    (d, Some(0)) => format!("[{d}] "),
                    (d, Some(_)) => format!("({d}) "),
                };
                out.push_str(&s);
            }
            out.push('\n');
        }
        out.push_str(&format!(
            "clue 5, Orange [5], Blue (5); {}\n",
            if self.variant().connects() {
                "Orange joins the top and bottom rows, Blue the left and right columns"
            } else {
                "win 5 blocks by owning 5 of their 9 cells"
            }
        ));
        if let Some(s) = self.score_line(ctx) {
            out.push_str(&s);
            out.push('\n');
        }
        out.push_str(&self.status(ctx));
        out.push('\n');
        out
    }

    fn score_line(&self, _ctx: &ViewCtx) -> Option<String> {
        let cells = |s: Seat| self.owned(s).count_ones();
        let misses = format!("misses {}–{}", self.misses(0), self.misses(1));
        Some(if self.variant() == Variant::Dominios {
            format!(
                "Blocks: Orange {} – Blue {} · cells {}–{} · {misses}",
                self.blocks_won(0),
                self.blocks_won(1),
                cells(0),
                cells(1)
            )
        } else {
            format!("Cells: Orange {} – Blue {} · {misses}", cells(0), cells(1))
        })
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let name = |s: Seat| ctx.name(s, &SEATS);
        Some(match self.end()? {
            End::Connected(s) => format!("{} wins, joining {}", name(s), GOALS[s]),
            End::Blocks(s) => format!(
                "{} wins {} blocks to {}",
                name(s),
                self.blocks_won(s),
                self.blocks_won(1 - s)
            ),
            End::Adjudicated(o) => {
                let (a, b) = if self.variant() == Variant::Dominios {
                    (self.blocks_won(0), self.blocks_won(1))
                } else {
                    (self.owned(0).count_ones(), self.owned(1).count_ones())
                };
                let what = if self.variant() == Variant::Dominios && a == b {
                    let (x, y) = (self.owned(0).count_ones(), self.owned(1).count_ones());
                    format!("blocks {a}–{b}, cells {x}–{y}")
                } else if self.variant() == Variant::Dominios {
                    format!("blocks {a}–{b}")
                } else {
                    format!("cells {a}–{b}")
                };
                match o {
                    Outcome::Win(s) => format!("time is up: {} wins on {what}", name(s)),
                    Outcome::Draw => format!("time is up: a draw on {what}"),
                }
            }
        })
    }

    fn check_keys(&self) -> serde_json::Map<String, serde_json::Value> {
        let mut m = serde_json::Map::new();
        let both = |f: &dyn Fn(Seat) -> serde_json::Value| json!({"orange": f(0), "blue": f(1)});
        m.insert("variant".into(), json!(self.variant().key()));
        m.insert("owned".into(), both(&|s| json!(self.owned(s).count_ones())));
        m.insert("bag".into(), json!(self.bag_len()));
        m.insert("hands".into(), both(&|s| json!(self.hand_len(s))));
        m.insert("misses".into(), both(&|s| json!(self.misses(s))));
        if self.variant() == Variant::Dominios {
            m.insert("blocks".into(), both(&|s| json!(self.blocks_won(s))));
        }
        if self.end().is_some() {
            m.insert("hand_tiles".into(), both(&|s| json!(self.hand_tiles(s))));
            m.insert("seed".into(), json!(self.config().seed));
        }
        m
    }

    fn prompt(&self, _lang: Lang) -> String {
        if self.end().is_some() {
            return "the game is over".into();
        }
        let me = self.seat();
        if self.hand_len(me) == 0 {
            return "take a clue for free, like `C4+`, or `swap` for new tiles".into();
        }
        let mut s = "place a tile, like `C4:7`; take a clue paying a tile, like `C4+5`".to_string();
        if self.bag_len() > 0 {
            s.push_str("; or `swap`");
        }
        if self.variant() == Variant::Dominios && self.plays_left() == 2 {
            s.push_str(" (two plays this turn, one per message)");
        }
        s
    }

    fn describe_turn(&self, actions: &[Action], _lang: Lang) -> String {
        let words: Vec<String> = actions.iter().map(|&a| self.play_words(a)).collect();
        words.join(" and ")
    }

    fn alt_text(&self, last: &[Action], ctx: &ViewCtx) -> String {
        let n = self.size();
        let mut s = format!(
            "Numbridge {} board, a {n} by {n} hex sudoku. Clues: {}. Orange cells: {}. Blue cells: {}.",
            self.variant().name(),
            self.cell_list(self.free_clues()),
            self.cell_list(self.owned(0)),
            self.cell_list(self.owned(1)),
        );
        if let Some(line) = self.score_line(ctx) {
            s.push_str(&format!(" {line}."));
        }
        if !last.is_empty() {
            s.push_str(&format!(" Last: {}.", self.describe_turn(last, ctx.lang)));
        }
        s.push_str(&format!(" {}.", self.status(ctx)));
        s
    }
}
