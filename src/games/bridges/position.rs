//! The rules: board contents, turn control, legal steps. No history: cheap to
//! clone (a few hundred bytes, no heap), so search can copy it freely.

use super::bits::{BitSet, Bits};
use super::board::{Board, CELL_SLOTS, LINE_SLOTS};
use super::cell::{Cell, Player, Step};
use super::error::{Blocker, RuleError};
use super::score::ScoreResult;

/// More bridges than a side-13 board can ever hold (tokens are never
/// adjacent, so at most about a third of the 469 cells hold one).
const MAX_BRIDGES: usize = 128;

/// The legal bridges of one player, each keyed by its lower end and the
/// positive direction toward the other end: `cell * 3 + d` (3 × 469 < 1472).
type Candidates = BitSet<23>;

/// A built bridge: its ends in cell order, owner and value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Bridge {
    pub a: Cell,
    pub b: Cell,
    pub owner: Player,
    /// Cells strictly between the ends, the hole included.
    pub value: u8,
}

/// What a cell holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Content {
    Empty,
    Hole,
    Token { owner: Player, locked: bool },
    Segment { owner: Player },
}

/// Whether the turn goes on after a step.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TurnProgress {
    /// The player may make one more step or end the turn.
    Continues,
    /// The turn is over (second step, or the first turn's single step).
    Ended,
}

#[derive(Clone)]
pub struct Position {
    board: &'static Board,
    tokens: [Bits; 2],
    locked: Bits,
    /// Each player's unlocked tokens (derived: `tokens` less `locked`).
    open: [Bits; 2],
    segments: [Bits; 2],
    /// The owner of the bridge across the hole, once one crosses it: the hole
    /// stays a hole but no later bridge may use it.
    hole_bridge: Option<Player>,
    /// Cells where a token may be placed now (derived, kept up to date),
    /// and how many. Free cells only ever become unfree.
    free: Bits,
    free_count: u16,
    /// For drawing a random free cell: the first `free_listed` entries list
    /// every free cell, and some that no longer are. Rebuilt when more than
    /// half are stale, so a draw takes two tries or fewer on average.
    free_list: [u16; CELL_SLOTS],
    free_listed: u16,
    /// Each player's legal bridges and their numbers (derived, kept up to date).
    candidates: [Candidates; 2],
    candidate_counts: [u16; 2],
    /// Cells a bridge may not cross (tokens, segments, a crossed hole), as
    /// one mask per line of each axis, bit = index along the line (derived,
    /// see `Board::line_place`).
    occ: [[u32; LINE_SLOTS]; 3],
    bridges: [Bridge; MAX_BRIDGES],
    bridge_count: u8,
    scores: [u16; 2],
    to_move: Player,
    turn: u16,
    steps_in_turn: u8,
    passes_in_row: u8,
}

impl std::fmt::Debug for Position {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Position")
            .field("size", &self.board.size())
            .field("turn", &self.turn)
            .field("to_move", &self.to_move)
            .field("scores", &self.scores)
            .finish()
    }
}

impl Position {
    /// A new game on a board of `size` cells per side, Orange to move.
    pub fn new(size: u8) -> Option<Position> {
        let board = Board::get(size)?;
        let mut free = board.all();
        free.remove(board.hole().0);
        let free_count = free.len() as u16;
        let none = Bridge {
            a: Cell(0),
            b: Cell(0),
            owner: Player::Orange,
            value: 0,
        };
        let mut p = Position {
            board,
            tokens: [Bits::EMPTY; 2],
            locked: Bits::EMPTY,
            open: [Bits::EMPTY; 2],
            segments: [Bits::EMPTY; 2],
            hole_bridge: None,
            free,
            free_count,
            free_list: [0; CELL_SLOTS],
            free_listed: 0,
            candidates: [Candidates::EMPTY; 2],
            candidate_counts: [0; 2],
            occ: [[0; LINE_SLOTS]; 3],
            bridges: [none; MAX_BRIDGES],
            bridge_count: 0,
            scores: [0; 2],
            to_move: Player::Orange,
            turn: 1,
            steps_in_turn: 0,
            passes_in_row: 0,
        };
        p.list_free_cells();
        Some(p)
    }

    /// List the free cells afresh for [`Position::random_step`].
    fn list_free_cells(&mut self) {
        let mut n = 0;
        for c in self.free.iter() {
            self.free_list[n % CELL_SLOTS] = c;
            n += 1;
        }
        self.free_listed = n as u16;
    }

    pub fn board(&self) -> &'static Board {
        self.board
    }

    /// The player on turn (the last one to move, once the game is over).
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// The current turn, counted from 1 (Orange's first turn).
    pub fn turn(&self) -> u16 {
        self.turn
    }

    /// Steps already made in the current turn (0 or 1).
    pub fn steps_in_turn(&self) -> u8 {
        self.steps_in_turn
    }

    /// Consecutive passes just made (the game ends at 2).
    pub fn passes_in_row(&self) -> u8 {
        self.passes_in_row
    }

    pub fn is_over(&self) -> bool {
        self.passes_in_row >= 2
    }

    pub fn score(&self, player: Player) -> u32 {
        self.scores[player.index()] as u32
    }

    pub fn bridges(&self) -> &[Bridge] {
        &self.bridges[..self.bridge_count as usize]
    }

    /// The values of `player`'s bridges, largest first.
    pub fn bridge_values(&self, player: Player) -> Vec<u8> {
        let mut v: Vec<u8> = self
            .bridges()
            .iter()
            .filter(|b| b.owner == player)
            .map(|b| b.value)
            .collect();
        v.sort_unstable_by(|a, b| b.cmp(a));
        v
    }

    /// The score comparison and tie-break, whether or not the game is over.
    pub fn score_result(&self) -> ScoreResult {
        ScoreResult::compare(
            [self.score(Player::Orange), self.score(Player::LightBlue)],
            [
                self.bridge_values(Player::Orange),
                self.bridge_values(Player::LightBlue),
            ],
        )
    }

    /// The result once the game is over by two passes.
    pub fn result(&self) -> Option<ScoreResult> {
        self.is_over().then(|| self.score_result())
    }

    pub fn content(&self, cell: Cell) -> Content {
        let i = cell.0;
        for p in Player::BOTH {
            if self.tokens[p.index()].contains(i) {
                return Content::Token {
                    owner: p,
                    locked: self.locked.contains(i),
                };
            }
            if self.segments[p.index()].contains(i) {
                return Content::Segment { owner: p };
            }
        }
        if cell == self.board.hole() {
            Content::Hole
        } else {
            Content::Empty
        }
    }

    pub fn tokens(&self, player: Player) -> Bits {
        self.tokens[player.index()]
    }

    /// Tokens that end a bridge.
    pub fn locked(&self) -> Bits {
        self.locked
    }

    /// Cells covered by `player`'s bridges (the hole excluded).
    pub fn segments(&self, player: Player) -> Bits {
        self.segments[player.index()]
    }

    /// Cells where the player to move could place a token now.
    pub fn placeable(&self) -> Bits {
        self.free
    }

    /// Whose bridge crosses the hole, if any.
    pub fn hole_bridge(&self) -> Option<Player> {
        self.hole_bridge
    }

    /// `cell` is no longer free (if it was). Branch-free: whether a cell is
    /// still free is random in a playout, so a branch would mispredict.
    #[inline]
    fn unfree(&mut self, cell: u16) {
        self.free_count -= self.free.set(cell, false) as u16;
    }

    /// Make the bridge keyed `key` one of player `p`'s candidates or not.
    #[inline]
    fn set_candidate(&mut self, p: usize, key: u16, on: bool) {
        let was = self.candidates[p].set(key, on);
        self.candidate_counts[p] = self.candidate_counts[p] + on as u16 - was as u16;
    }

    /// Drop the bridge candidate from `cell` in direction `d`, whoever holds
    /// it (harmless when nobody does, the hole included).
    #[inline]
    fn drop_candidate(&mut self, cell: u16, d: usize) {
        let key = cell * 3 + d as u16;
        self.set_candidate(0, key, false);
        self.set_candidate(1, key, false);
    }

    /// Is `cell` an unlocked token of player `p`?
    #[inline]
    fn is_open_token(&self, p: usize, cell: u16) -> bool {
        self.open[p].contains(cell)
    }

    fn check_turn_allows_step(&self) -> Result<(), RuleError> {
        if self.is_over() {
            Err(RuleError::GameOver)
        } else if self.turn == 1 && self.steps_in_turn >= 1 {
            Err(RuleError::FirstTurnOneStep)
        } else if self.steps_in_turn >= 2 {
            Err(RuleError::TurnFull)
        } else {
            Ok(())
        }
    }

    /// Is placing on `cell` legal for the player to move (board only)?
    pub fn check_place(&self, cell: Cell) -> Result<(), RuleError> {
        if self.free.contains(cell.0) {
            return Ok(());
        }
        let name = |c: Cell| self.board.name(c);
        match self.content(cell) {
            Content::Hole => Err(RuleError::Hole),
            Content::Token { owner, .. } => Err(RuleError::Occupied {
                cell: name(cell),
                owner,
            }),
            Content::Segment { owner } => Err(RuleError::OnBridge {
                cell: name(cell),
                owner,
            }),
            Content::Empty => {
                for nb in self.board.neighbours(cell) {
                    if let Content::Token { owner, .. } = self.content(nb) {
                        return Err(RuleError::Touches {
                            at: name(nb),
                            owner,
                        });
                    }
                }
                unreachable!("an empty cell with no token beside it is free")
            }
        }
    }

    fn check_bridge_end(&self, cell: Cell) -> Result<(), RuleError> {
        let name = self.board.name(cell);
        match self.content(cell) {
            Content::Token { owner, .. } if owner != self.to_move => {
                Err(RuleError::NotYourToken { cell: name, owner })
            }
            Content::Token { locked: true, .. } => Err(RuleError::Locked { cell: name }),
            Content::Token { .. } => Ok(()),
            _ => Err(RuleError::NoToken { cell: name }),
        }
    }

    /// Is a bridge between `a` and `b` legal for the player to move (board only)?
    pub fn check_bridge(&self, a: Cell, b: Cell) -> Result<(), RuleError> {
        if a == b {
            return Err(RuleError::SameCell);
        }
        let (na, nb) = (self.board.name(a), self.board.name(b));
        let Some((d, dist)) = self.board.line_between(a, b) else {
            return Err(RuleError::NotOnOneLine { a: na, b: nb });
        };
        if dist < 2 {
            return Err(RuleError::AdjacentEnds { a: na, b: nb });
        }
        self.check_bridge_end(a)?;
        self.check_bridge_end(b)?;
        for &c in &self.board.ray(a, d)[..dist - 1] {
            let by = match self.content(Cell(c)) {
                Content::Empty => continue,
                Content::Hole => match self.hole_bridge {
                    None => continue,
                    Some(owner) => Blocker::Bridge(owner),
                },
                Content::Token { owner, .. } => Blocker::Token(owner),
                Content::Segment { owner } => Blocker::Bridge(owner),
            };
            return Err(RuleError::Blocked {
                at: self.board.name(Cell(c)),
                by,
            });
        }
        Ok(())
    }

    /// Is `step` legal now, turn rules included?
    pub fn check(&self, step: Step) -> Result<(), RuleError> {
        self.check_turn_allows_step()?;
        match step {
            Step::Place(c) => self.check_place(c),
            Step::Bridge(a, b) => self.check_bridge(a, b),
        }
    }

    /// The nearest cell from `cell` in direction `d` that a bridge may not
    /// cross (the ends of a legal bridge are each other's nearest); the hole
    /// when there is none, as the hole never ends a bridge.
    #[inline]
    fn nearest(&self, cell: Cell, d: usize) -> u16 {
        let a = d % 3;
        let (line, i) = self.board.line_place(cell, a);
        let (back, fwd) = nearest_in_line(self.occ[a][line], i);
        self.board
            .line_cell(a, line, if d < 3 { fwd } else { back })
    }

    /// The bridge from `a` to `b` as (lower end, higher end, direction,
    /// distance), if it is one of the mover's candidates (so legal now).
    #[inline]
    fn candidate_line(&self, a: Cell, b: Cell) -> Option<(Cell, Cell, usize, usize)> {
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        let (d, dist) = self.board.line_between(lo, hi)?;
        let ok = d < 3
            && self.candidates[self.to_move.index()].contains(lo.0 * 3 + d as u16)
            && self.nearest(lo, d) == hi.0;
        ok.then_some((lo, hi, d, dist))
    }

    /// Make a step for the player to move. The turn ends by itself after the
    /// second step, or after the single step of turn 1.
    pub fn play(&mut self, step: Step) -> Result<TurnProgress, RuleError> {
        self.check_turn_allows_step()?;
        let done = match step {
            Step::Place(t) => {
                let free = self.free.contains(t.0);
                if free {
                    self.place(t);
                }
                free
            }
            Step::Bridge(a, b) => match self.candidate_line(a, b) {
                Some((lo, hi, d, dist)) => {
                    self.build(lo, hi, d, dist);
                    true
                }
                None => false,
            },
        };
        if !done {
            // The full check names the reason; it never disagrees.
            self.check(step)?;
            debug_assert!(false, "the fast and full checks disagree on {step:?}");
            match step {
                Step::Place(t) => self.place(t),
                Step::Bridge(a, b) => {
                    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
                    let (d, dist) = self.board.line_between(lo, hi).expect("checked");
                    self.build(lo, hi, d, dist);
                }
            }
        }
        if self.free_listed > 2 * self.free_count + 8 {
            self.list_free_cells();
        }
        self.passes_in_row = 0;
        self.steps_in_turn += 1;
        if self.turn == 1 || self.steps_in_turn == 2 {
            self.next_turn();
            Ok(TurnProgress::Ended)
        } else {
            Ok(TurnProgress::Continues)
        }
    }

    /// Place a token of the mover's on free cell `t`.
    fn place(&mut self, t: Cell) {
        let q = self.to_move.index();
        // Branch-free upkeep of the candidates along each axis.
        for a in 0..3 {
            let (line, i) = self.board.line_place(t, a);
            let m = self.occ[a][line];
            self.occ[a][line] = m | 1 << i;
            let (back, fwd) = nearest_in_line(m, i);
            let (back, fwd) = (
                self.board.line_cell(a, line, back),
                self.board.line_cell(a, line, fwd),
            );
            // A bridge from `back` forward now ends at `t`: it is the
            // mover's if `back` is, and the opponent's is gone.
            let key = back * 3 + a as u16;
            self.set_candidate(q, key, self.is_open_token(q, back));
            self.set_candidate(1 - q, key, false);
            let key = t.0 * 3 + a as u16;
            self.set_candidate(q, key, self.is_open_token(q, fwd));
        }
        self.tokens[q].insert(t.0);
        self.open[q].insert(t.0);
        self.unfree(t.0);
        for &nb in self.board.near(t) {
            self.unfree(nb);
        }
    }

    /// Build the mover's bridge from `a` to the higher cell `b`, `dist` cells
    /// away in positive direction `d`.
    fn build(&mut self, a: Cell, b: Cell, d: usize, dist: usize) {
        let q = self.to_move.index();
        // The ends' bridges in any direction are gone. Both ends are the
        // mover's, so only the mover can hold a bridge that ends at one.
        for e in [a, b] {
            for d2 in 0..3 {
                self.set_candidate(q, e.0 * 3 + d2 as u16, false);
                let back = self.nearest(e, d2 + 3);
                self.set_candidate(q, back * 3 + d2 as u16, false);
            }
        }
        let hole = self.board.hole().0;
        let ray = self.board.ray(a, d);
        for &c in &ray[..dist - 1] {
            // A bridge across `c` along another axis is gone. (No two cells
            // between the ends share a line of another axis.)
            for a2 in 0..3 {
                let (line, i) = self.board.line_place(Cell(c), a2);
                let m = self.occ[a2][line];
                self.occ[a2][line] = m | 1 << i;
                if a2 != d {
                    let back = self.board.line_cell(a2, line, nearest_in_line(m, i).0);
                    self.drop_candidate(back, a2);
                }
            }
            if c == hole {
                self.hole_bridge = Some(self.to_move);
            } else {
                self.segments[q].insert(c);
                self.unfree(c);
            }
        }
        self.locked.insert(a.0);
        self.locked.insert(b.0);
        self.open[q].remove(a.0);
        self.open[q].remove(b.0);
        self.bridges[self.bridge_count as usize] = Bridge {
            a,
            b,
            owner: self.to_move,
            value: (dist - 1) as u8,
        };
        self.bridge_count += 1;
        self.scores[q] += (dist - 1) as u16;
    }

    fn next_turn(&mut self) {
        self.to_move = self.to_move.other();
        self.turn += 1;
        self.steps_in_turn = 0;
    }

    /// End the turn after its first step.
    pub fn end_turn(&mut self) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if self.steps_in_turn == 0 {
            return Err(RuleError::EndWithoutStep);
        }
        self.next_turn();
        Ok(())
    }

    /// Pass: a turn of no steps. Two passes in a row end the game.
    pub fn pass(&mut self) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if self.turn == 1 {
            return Err(RuleError::FirstTurnNoPass);
        }
        if self.steps_in_turn > 0 {
            return Err(RuleError::PassAfterStep);
        }
        self.passes_in_row += 1;
        if !self.is_over() {
            self.next_turn();
        }
        Ok(())
    }

    /// Calls `f(a, b)` (ends in cell order) for every legal bridge of the
    /// player to move, ignoring turn rules.
    #[inline]
    pub fn for_each_bridge(&self, mut f: impl FnMut(Cell, Cell)) {
        for key in self.candidates[self.to_move.index()].iter() {
            let (x, d) = (Cell(key / 3), (key % 3) as usize);
            f(x, Cell(self.nearest(x, d)));
        }
    }

    /// The longest legal bridge of the player to move (ends in cell order,
    /// the first in cell order among equals) and its value.
    pub fn longest_bridge(&self) -> Option<(Cell, Cell, u32)> {
        let mut best: Option<(Cell, Cell, u32)> = None;
        for key in self.candidates[self.to_move.index()].iter() {
            let (x, a) = (Cell(key / 3), (key % 3) as usize);
            let (line, i) = self.board.line_place(x, a);
            let fwd = nearest_in_line(self.occ[a][line], i).1;
            let value = fwd - i - 1;
            if best.is_none_or(|(_, _, v)| value > v) {
                best = Some((x, Cell(self.board.line_cell(a, line, fwd)), value));
            }
        }
        best
    }

    /// The first cell from `cell` in direction `d` (0..6) that a bridge
    /// could not cross, when it is an unlocked token: its owner and how many
    /// cells away it is (a bridge could join them if that is 2 or more).
    #[inline]
    pub fn open_token_toward(&self, cell: Cell, d: usize) -> Option<(Player, u32)> {
        let a = d % 3;
        let (line, i) = self.board.line_place(cell, a);
        let (back, fwd) = nearest_in_line(self.occ[a][line], i);
        let hit = if d < 3 { fwd } else { back };
        let c = self.board.line_cell(a, line, hit);
        let owner = if self.open[0].contains(c) {
            Player::Orange
        } else if self.open[1].contains(c) {
            Player::LightBlue
        } else {
            return None;
        };
        Some((owner, hit.abs_diff(i)))
    }

    /// The number of cells where the player to move could place a token.
    pub fn placeable_count(&self) -> u32 {
        self.free_count as u32
    }

    /// A uniformly random cell where a token could be placed now, if any.
    #[inline]
    pub fn random_free_cell(&self, rng: &mut impl rand::Rng) -> Option<Cell> {
        if self.free_count == 0 {
            return None;
        }
        // Uniform over the listed cells, retried until one is free: uniform
        // over the free cells, as every free cell is listed once.
        loop {
            let j = rng.gen_range(0..self.free_listed) as usize;
            let c = self.free_list[j % CELL_SLOTS];
            if self.free.contains(c) {
                return Some(Cell(c));
            }
        }
    }

    /// The number of legal bridges for the player to move.
    pub fn bridge_count_legal(&self) -> u32 {
        self.candidate_counts[self.to_move.index()] as u32
    }

    /// Does the player to move have any legal step on the board?
    pub fn has_legal_step(&self) -> bool {
        self.free_count > 0 || self.bridge_count_legal() > 0
    }

    /// Every legal step for the player to move now (empty when the game is
    /// over or the turn is full), appended to `out` after clearing it.
    pub fn legal_steps(&self, out: &mut Vec<Step>) {
        out.clear();
        if self.check_turn_allows_step().is_err() {
            return;
        }
        out.extend(self.free.iter().map(|c| Step::Place(Cell(c))));
        self.for_each_bridge(|a, b| out.push(Step::Bridge(a, b)));
    }

    /// A uniformly random legal step for the player to move, ignoring turn
    /// rules; `None` when there is none. No heap allocation.
    pub fn random_step(&self, rng: &mut impl rand::Rng) -> Option<Step> {
        let n_place = self.free_count as u32;
        let total = n_place + self.bridge_count_legal();
        if total == 0 {
            return None;
        }
        let k = rng.gen_range(0..total);
        if k < n_place {
            return self.random_free_cell(rng).map(Step::Place);
        }
        let key = self.candidates[self.to_move.index()].nth(k - n_place)?;
        let (x, d) = (Cell(key / 3), (key % 3) as usize);
        Some(Step::Bridge(x, Cell(self.nearest(x, d))))
    }
}

/// In a line's mask `m`, the indices of the nearest set bits below and above
/// index `i` (`0 < i < 31`): 0 and 31 when there are none, as if the line
/// had occupied cells at both of its ends.
#[inline]
fn nearest_in_line(m: u32, i: u32) -> (u32, u32) {
    let m = m | 1 | (1 << 31);
    let below = m & ((1u32 << i) - 1);
    let above = (m >> i) >> 1;
    (31 - below.leading_zeros(), i + 1 + above.trailing_zeros())
}
