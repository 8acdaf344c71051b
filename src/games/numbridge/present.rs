//! What Numbridge shows people: the board as a view and as text, the
//! counts, the result and the sentences about a turn. A hand appears only
//! in a view for its own seat (`ctx.viewer`), never in a public one.

use super::board::each;
use super::{Action, End, Numbridge, Variant, SEATS};
use crate::games::present::{Present, Rules, ViewCtx};
use crate::games::view::{
    CellMark, CellZones, CloseUp, Counter, Focus, Mark, Piece, PieceKind, Shape, Tone, View, Zone,
    ZoneKind,
};
use crate::games::{Outcome, Seat};
use crate::i18n::{Lang, Msg};
use crate::{msg, t};
use serde_json::json;

impl Numbridge {
    /// Each cell's zones: its row, its column and its block (numbered
    /// from 1), from the game's own tables.
    fn zones(&self) -> Vec<CellZones> {
        let g = self.geo();
        each(g.all)
            .map(|c| {
                let (r, col) = (c / g.n, c % g.n);
                CellZones {
                    at: g.at(c),
                    zones: vec![
                        Zone {
                            kind: ZoneKind::Row,
                            name: (r + 1).to_string(),
                        },
                        Zone {
                            kind: ZoneKind::Column,
                            name: char::from(b'A' + col).to_string(),
                        },
                        Zone {
                            kind: ZoneKind::Block,
                            name: (self.blocks()[c as usize] + 1).to_string(),
                        },
                    ],
                }
            })
            .collect()
    }

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

    /// Candidate highlighting for a tile: the empty cells where `digit`
    /// is not yet shown in the row, column or block. Public knowledge, not
    /// the solution (not every candidate is right).
    pub fn candidate_cells(&self, digit: u8) -> super::Cells {
        each(self.empty())
            .filter(|&c| self.open_digits(c) & (1 << digit) != 0)
            .fold(0, |m, c| m | (1 << c))
    }

    /// The cells of a cell's row, column and block.
    pub fn lines_of(&self, cell: u8) -> super::Cells {
        let n = self.geo().n;
        let (r, c) = (cell / n, cell % n);
        self.geo().rows[r as usize]
            | self.geo().cols[c as usize]
            | self.block_mask(self.blocks()[cell as usize] as usize)
    }

    /// A block's letter (`a` to `i`), as the text board's block map names it.
    pub fn block_letter(&self, cell: u8) -> char {
        (b'a' + self.blocks()[cell as usize]) as char
    }

    fn names_of(&self, set: super::Cells) -> Vec<String> {
        each(set).map(|c| self.name(c)).collect()
    }

    fn focus_tile(&self, digit: u8, ctx: &ViewCtx) -> Option<Result<CloseUp, Msg>> {
        if !self.config().candidates {
            return None;
        }
        let viewer = ctx.viewer?;
        if digit == 0 || digit > self.size() || self.hand(viewer)[digit as usize] == 0 {
            return Some(Err(msg!("numbridge-error-not-in-hand", digit = digit)));
        }
        let set = self.candidate_cells(digit);
        let mut view = self.view(&[], ctx);
        let tone = SEATS[viewer].tone;
        let g = self.geo();
        view.marks.extend(each(set).map(|c| CellMark {
            at: g.at(c),
            mark: Mark::Legal(tone),
        }));
        let cells = self.names_of(set);
        let text = t!(
            ctx.lang,
            "numbridge-candidates",
            digit = digit,
            count = cells.len(),
            cells = cells.join(" ")
        );
        Some(Ok(CloseUp { view, text, cells }))
    }

    fn focus_cell(&self, name: &str, ctx: &ViewCtx) -> Result<CloseUp, Msg> {
        let g = self.geo();
        let cell = g.parse(name.trim())?;
        let lines = self.lines_of(cell);
        let mut view = self.view(&[], ctx);
        // The three zones lit, the cell itself marked: nothing else lit.
        view.marks
            .retain(|m| !matches!(m.mark, Mark::Goal(_) | Mark::Legal(_)));
        view.marks.extend(each(lines).map(|c| CellMark {
            at: g.at(c),
            mark: Mark::Goal(Tone::Neutral),
        }));
        view.marks.push(CellMark {
            at: g.at(cell),
            mark: Mark::LastMove,
        });
        let lang = ctx.lang;
        let where_ = t!(
            lang,
            "numbridge-cell-where",
            cell = self.name(cell),
            row = cell / g.n + 1,
            column = ((b'A' + cell % g.n) as char).to_string(),
            block = self.block_letter(cell).to_string()
        );
        let text = match self.shown(cell) {
            0 => {
                let open = self.open_digits(cell);
                let digits: Vec<String> = (1..=g.n)
                    .filter(|d| open & (1 << d) != 0)
                    .map(|d| d.to_string())
                    .collect();
                t!(
                    lang,
                    "numbridge-cell-open",
                    place = where_,
                    digits = digits.join(" ")
                )
            }
            d => t!(lang, "numbridge-cell-filled", place = where_, digit = d),
        };
        Ok(CloseUp {
            view,
            text,
            cells: self.names_of(lines),
        })
    }

    fn counts_detail(&self, seat: Seat, ctx: &ViewCtx) -> String {
        let lang = ctx.lang;
        let mut s = match ctx.viewer {
            Some(v) if v == seat && self.hand_len(seat) > 0 => {
                let tiles: Vec<String> = self.hand_tiles(seat).iter().map(u8::to_string).collect();
                format!(
                    " · {}",
                    t!(lang, "numbridge-detail-hand", tiles = tiles.join(" "))
                )
            }
            _ => format!(
                " · {}",
                t!(lang, "numbridge-detail-tiles", count = self.hand_len(seat))
            ),
        };
        if self.misses(seat) > 0 {
            s.push_str(&format!(
                " · {}",
                t!(lang, "numbridge-detail-misses", count = self.misses(seat))
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
        let lang = ctx.lang;
        if let Some(r) = self.result_sentence(ctx) {
            return t!(lang, "numbridge-status-over", result = r);
        }
        let mut s = t!(
            lang,
            "numbridge-status",
            name = ctx.name(self.seat(), &SEATS),
            turn = self.turn(),
            bag = self.bag_len()
        );
        if self.variant() == Variant::Dominios {
            s.push_str(" · ");
            s.push_str(&t!(
                lang,
                "numbridge-status-plays-left",
                count = self.plays_left()
            ));
        }
        if let Some((cell, d)) = self.last_miss() {
            s.push_str(" · ");
            s.push_str(&t!(
                lang,
                "numbridge-status-miss",
                digit = d,
                cell = self.name(cell)
            ));
        }
        s
    }

    fn play_words(&self, a: Action, lang: Lang) -> String {
        match a {
            Action::Place {
                cell,
                digit,
                miss: false,
            } => t!(
                lang,
                "numbridge-turn-placed",
                digit = digit,
                cell = self.name(cell)
            ),
            Action::Place { cell, digit, .. } => t!(
                lang,
                "numbridge-turn-missed",
                digit = digit,
                cell = self.name(cell)
            ),
            Action::Take { cell, discard: 0 } => {
                t!(lang, "numbridge-turn-clue-free", cell = self.name(cell))
            }
            Action::Take { cell, discard } if self.config().cost == 2 => t!(
                lang,
                "numbridge-turn-clue-paid-random",
                cell = self.name(cell),
                digit = discard
            ),
            Action::Take { cell, discard } => t!(
                lang,
                "numbridge-turn-clue-paid",
                cell = self.name(cell),
                digit = discard
            ),
            Action::Swap => t!(lang, "numbridge-turn-swapped"),
            Action::Pass => t!(lang, "numbridge-turn-passed"),
            Action::Time => t!(lang, "numbridge-turn-time"),
            Action::TimeUp => t!(lang, "numbridge-turn-timeup"),
        }
    }

    fn cell_list(&self, set: u128, lang: Lang) -> String {
        let v: Vec<String> = each(set)
            .map(|c| format!("{} {}", self.name(c), self.solution(c)))
            .collect();
        if v.is_empty() {
            t!(lang, "numbridge-cells-none")
        } else {
            v.join(", ")
        }
    }
}

impl crate::games::Registered for Numbridge {
    const KIND: crate::games::Kind = crate::games::Kind::Numbridge;
}

impl Present for Numbridge {
    /// A placement: the tile, then the cell; a clue taken: the tile paid,
    /// then the clue (with cost 2 the second tile goes by itself), or the
    /// clue alone with an empty hand; `swap` is a button.
    fn click_steps(&self, a: Action) -> Vec<Vec<String>> {
        let name = |c| self.geo().name(c);
        match a {
            Action::Place { cell, digit, .. } => vec![vec![format!("tile:{digit}"), name(cell)]],
            Action::Take { cell, discard: 0 } => vec![vec![name(cell)]],
            Action::Take { cell, discard } => vec![vec![format!("tile:{discard}"), name(cell)]],
            Action::Swap | Action::Pass | Action::Time | Action::TimeUp => Vec::new(),
        }
    }

    /// A placement is lit where its digit is a candidate, when the room
    /// allows candidate highlighting; every placement otherwise.
    fn click_lit(&self, a: Action) -> bool {
        match a {
            Action::Place { cell, digit, .. } if self.config().candidates => {
                self.candidate_cells(digit) & (1 << cell) != 0
            }
            _ => true,
        }
    }

    /// Taking a clue costs tiles: asked first, with its price.
    fn click_ask(&self, a: Action) -> Option<Msg> {
        match a {
            Action::Take { cell, discard } if discard > 0 => Some(msg!(
                "numbridge-take-ask",
                cell = self.geo().name(cell),
                digit = discard,
                cost = self.config().cost
            )),
            _ => None,
        }
    }

    /// One button per tile of that digit in `seat`'s hand.
    fn pick_copies(&self, seat: Seat, id: &str) -> usize {
        let digit = id
            .strip_prefix("tile:")
            .and_then(|d| d.parse::<usize>().ok());
        digit.map_or(1, |d| {
            self.hand(seat).get(d).map_or(1, |&k| usize::from(k).max(1))
        })
    }

    fn counters(&self, lang: Lang) -> ([Vec<Counter>; 2], Option<Counter>) {
        let seat = |s: Seat| {
            vec![
                Counter {
                    label: t!(lang, "numbridge-counter-misses"),
                    value: self.misses(s).to_string(),
                },
                Counter {
                    label: t!(lang, "numbridge-counter-tiles"),
                    value: self.hand_len(s).to_string(),
                },
            ]
        };
        let bag = Counter {
            label: t!(lang, "numbridge-counter-bag"),
            value: self.bag_len().to_string(),
        };
        ([seat(0), seat(1)], Some(bag))
    }

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
            marks.extend(each(self.owned(seat)).map(|c| mark(c, Mark::Owned(info.tone))));
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
            zones: self.zones(),
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
        // The blocks, which the cells above cannot show: the same rhombus
        // at half width, each cell its block's letter.
        out.push_str(&t!(ctx.lang, "numbridge-board-blocks"));
        out.push('\n');
        for r in 0..n {
            out.push_str(&format!("{:>2} {}", r + 1, " ".repeat(r as usize)));
            let letters: Vec<String> = (0..n)
                .map(|c| self.block_letter(r * n + c).to_string())
                .collect();
            out.push_str(&letters.join(" "));
            out.push('\n');
        }
        let (orange, blue) = (SEATS[0].local_name(ctx.lang), SEATS[1].local_name(ctx.lang));
        out.push_str(&if self.variant().connects() {
            t!(
                ctx.lang,
                "numbridge-board-key-connect",
                orange = &orange,
                blue = &blue
            )
        } else {
            t!(
                ctx.lang,
                "numbridge-board-key-blocks",
                orange = &orange,
                blue = &blue
            )
        });
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
        let cells = |s: Seat| self.owned(s).count_ones();
        let (orange, blue) = (SEATS[0].local_name(ctx.lang), SEATS[1].local_name(ctx.lang));
        Some(if self.variant() == Variant::Dominios {
            t!(
                ctx.lang,
                "numbridge-score-blocks",
                orange = &orange,
                orange_blocks = self.blocks_won(0),
                blue = &blue,
                blue_blocks = self.blocks_won(1),
                orange_cells = cells(0),
                blue_cells = cells(1),
                orange_misses = self.misses(0),
                blue_misses = self.misses(1)
            )
        } else {
            t!(
                ctx.lang,
                "numbridge-score-cells",
                orange = &orange,
                orange_cells = cells(0),
                blue = &blue,
                blue_cells = cells(1),
                orange_misses = self.misses(0),
                blue_misses = self.misses(1)
            )
        })
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let lang = ctx.lang;
        let name = |s: Seat| ctx.name(s, &SEATS);
        Some(match self.end()? {
            End::Connected(0) => t!(lang, "numbridge-result-rows", name = name(0)),
            End::Connected(s) => t!(lang, "numbridge-result-columns", name = name(s)),
            End::Blocks(s) => t!(
                lang,
                "numbridge-result-blocks",
                name = name(s),
                won = self.blocks_won(s),
                lost = self.blocks_won(1 - s)
            ),
            End::Adjudicated(o) => {
                let (a, b) = if self.variant() == Variant::Dominios {
                    (self.blocks_won(0), self.blocks_won(1))
                } else {
                    (self.owned(0).count_ones(), self.owned(1).count_ones())
                };
                let tally = if self.variant() == Variant::Dominios && a == b {
                    let (x, y) = (self.owned(0).count_ones(), self.owned(1).count_ones());
                    t!(
                        lang,
                        "numbridge-tally-blocks-cells",
                        a = a,
                        b = b,
                        x = x,
                        y = y
                    )
                } else if self.variant() == Variant::Dominios {
                    t!(lang, "numbridge-tally-blocks", a = a, b = b)
                } else {
                    t!(lang, "numbridge-tally-cells", a = a, b = b)
                };
                match o {
                    Outcome::Win(s) => t!(
                        lang,
                        "numbridge-result-time-win",
                        name = name(s),
                        tally = tally
                    ),
                    Outcome::Draw => t!(lang, "numbridge-result-time-draw", tally = tally),
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

    fn prompt(&self, lang: Lang) -> String {
        if self.end().is_some() {
            return t!(lang, "numbridge-prompt-over");
        }
        let me = self.seat();
        let swap = if self.bag_len() > 0 { "yes" } else { "no" };
        let clues = self.free_clues() != 0;
        if self.hand_len(me) == 0 {
            let clue = if clues { "free" } else { "none" };
            return t!(lang, "numbridge-prompt-no-tiles", clue = clue, swap = swap);
        }
        // A clue is offered only when the hand can pay its price.
        let cost = self.config().cost;
        let clue = match cost {
            _ if !clues || self.hand_len(me) < cost => "none",
            1 => "paid1",
            _ => "paid2",
        };
        let s = t!(lang, "numbridge-prompt-tiles", clue = clue, swap = swap);
        if self.variant() == Variant::Dominios && self.plays_left() == 2 {
            t!(lang, "numbridge-prompt-two-plays", prompt = s)
        } else {
            s
        }
    }

    fn close_up(&self, focus: Focus, ctx: &ViewCtx) -> Option<Result<CloseUp, Msg>> {
        match focus {
            // A tile of the hand (`tile:7`); no other pick has one.
            Focus::Pick(pick) => {
                let digit = pick.strip_prefix("tile:")?.parse().ok()?;
                self.focus_tile(digit, ctx)
            }
            Focus::Cell(name) => Some(self.focus_cell(name, ctx)),
        }
    }

    fn describe_turn(&self, actions: &[Action], lang: Lang) -> String {
        let mut words = actions.iter().map(|&a| self.play_words(a, lang));
        let first = words.next().unwrap_or_default();
        words.fold(first, |first, then| {
            t!(lang, "numbridge-turn-and", first = first, then = then)
        })
    }

    fn alt_text(&self, last: &[Action], ctx: &ViewCtx) -> String {
        let lang = ctx.lang;
        let mut s = t!(
            lang,
            "numbridge-alt",
            variant = self.variant().name(),
            size = self.size(),
            clues = self.cell_list(self.free_clues(), lang),
            orange = SEATS[0].local_name(lang),
            orange_cells = self.cell_list(self.owned(0), lang),
            blue = SEATS[1].local_name(lang),
            blue_cells = self.cell_list(self.owned(1), lang)
        );
        if let Some(line) = self.score_line(ctx) {
            s.push(' ');
            s.push_str(&t!(lang, "numbridge-alt-line", line = line));
        }
        if !last.is_empty() {
            s.push(' ');
            s.push_str(&t!(
                lang,
                "numbridge-alt-last",
                turn = self.describe_turn(last, lang)
            ));
        }
        s.push(' ');
        s.push_str(&t!(lang, "numbridge-alt-line", line = self.status(ctx)));
        s
    }
}
