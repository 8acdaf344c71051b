//! The rules: board contents, turn control, legal steps. No history: cheap to
//! clone (a few hundred bytes, no heap), so search can copy it freely.

use super::bits::{BitSet, Bits};
use super::board::Board;
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
    segments: [Bits; 2],
    /// The owner of the bridge across the hole, once one crosses it: the hole
    /// stays a hole but no later bridge may use it.
    hole_bridge: Option<Player>,
    /// Cells where a token may be placed now (derived, kept up to date).
    free: Bits,
    /// Each player's legal bridges and their numbers (derived, kept up to date).
    candidates: [Candidates; 2],
    candidate_counts: [u16; 2],
    /// Cells a bridge may not cross (tokens, segments, a crossed hole), once
    /// per line axis in that axis' ordering (derived, see `Board::axis_pos`).
    occ: [Bits; 3],
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
        let none = Bridge {
            a: Cell(0),
            b: Cell(0),
            owner: Player::Orange,
            value: 0,
        };
        Some(Position {
            board,
            tokens: [Bits::EMPTY; 2],
            locked: Bits::EMPTY,
            segments: [Bits::EMPTY; 2],
            hole_bridge: None,
            free,
            candidates: [Candidates::EMPTY; 2],
            candidate_counts: [0; 2],
            occ: [Bits::EMPTY; 3],
            bridges: [none; MAX_BRIDGES],
            bridge_count: 0,
            scores: [0; 2],
            to_move: Player::Orange,
            turn: 1,
            steps_in_turn: 0,
            passes_in_row: 0,
        })
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

    /// Mark a cell as one a bridge may not cross.
    #[inline]
    fn occupy(&mut self, cell: u16) {
        for a in 0..3 {
            self.occ[a].insert(self.board.axis_pos(Cell(cell), a));
        }
    }

    #[inline]
    fn add_candidate(&mut self, p: usize, key: u16) {
        if self.candidates[p].insert(key) {
            self.candidate_counts[p] += 1;
        }
    }

    /// Drop a bridge candidate, whoever holds it.
    #[inline]
    fn drop_candidate(&mut self, key: u16) {
        for p in 0..2 {
            if self.candidates[p].remove(key) {
                self.candidate_counts[p] -= 1;
            }
        }
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
    /// cross (the ends of a legal bridge are each other's nearest).
    #[inline]
    fn nearest(&self, cell: Cell, d: usize) -> Option<u16> {
        self.board.nearest_on_axis(&self.occ[d % 3], cell, d)
    }

    /// Fast legality of a bridge for the player to move, from the candidates.
    #[inline]
    fn is_candidate(&self, a: Cell, b: Cell) -> bool {
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        match self.board.line_between(lo, hi) {
            Some((d, _)) if d < 3 => {
                self.candidates[self.to_move.index()].contains(lo.0 * 3 + d as u16)
                    && self.nearest(lo, d) == Some(hi.0)
            }
            _ => false,
        }
    }

    /// Make a step for the player to move. The turn ends by itself after the
    /// second step, or after the single step of turn 1.
    pub fn play(&mut self, step: Step) -> Result<TurnProgress, RuleError> {
        self.check_turn_allows_step()?;
        let fast = match step {
            Step::Place(c) => self.free.contains(c.0),
            Step::Bridge(a, b) => self.is_candidate(a, b),
        };
        if !fast {
            // The full check names the reason; it never disagrees.
            self.check(step)?;
            debug_assert!(false, "the fast and full checks disagree on {step:?}");
        }
        self.apply(step);
        self.steps_in_turn += 1;
        if self.turn == 1 || self.steps_in_turn == 2 {
            self.next_turn();
            Ok(TurnProgress::Ended)
        } else {
            Ok(TurnProgress::Continues)
        }
    }

    fn apply(&mut self, step: Step) {
        let q = self.to_move.index();
        match step {
            Step::Place(t) => {
                let unlocked = self.tokens[q].difference(&self.locked);
                for d in 0..3 {
                    let back = self.nearest(t, d + 3);
                    if let Some(bk) = back {
                        // The bridge that would have crossed `t` is gone.
                        let key = bk * 3 + d as u16;
                        self.drop_candidate(key);
                        if unlocked.contains(bk) {
                            self.add_candidate(q, key);
                        }
                    }
                    if let Some(f) = self.nearest(t, d) {
                        if unlocked.contains(f) {
                            self.add_candidate(q, t.0 * 3 + d as u16);
                        }
                    }
                }
                self.tokens[q].insert(t.0);
                self.occupy(t.0);
                self.free.remove(t.0);
                self.free = self.free.difference(self.board.neighbour_bits(t));
            }
            Step::Bridge(a, b) => {
                let (a, b) = if a < b { (a, b) } else { (b, a) };
                let (d, dist) = self.board.line_between(a, b).expect("checked");
                for e in [a, b] {
                    for d2 in 0..3 {
                        self.drop_candidate(e.0 * 3 + d2 as u16);
                        if let Some(bk) = self.nearest(e, d2 + 3) {
                            self.drop_candidate(bk * 3 + d2 as u16);
                        }
                    }
                }
                let hole = self.board.hole().0;
                for &c in &self.board.ray(a, d)[..dist - 1] {
                    for d2 in (0..3).filter(|&d2| d2 != d) {
                        if let Some(bk) = self.nearest(Cell(c), d2 + 3) {
                            self.drop_candidate(bk * 3 + d2 as u16);
                        }
                    }
                    if c == hole {
                        self.hole_bridge = Some(self.to_move);
                    } else {
                        self.segments[q].insert(c);
                        self.free.remove(c);
                    }
                }
                for &c in &self.board.ray(a, d)[..dist - 1] {
                    self.occupy(c);
                }
                self.locked.insert(a.0);
                self.locked.insert(b.0);
                self.bridges[self.bridge_count as usize] = Bridge {
                    a,
                    b,
                    owner: self.to_move,
                    value: (dist - 1) as u8,
                };
                self.bridge_count += 1;
                self.scores[q] += (dist - 1) as u16;
            }
        }
        self.passes_in_row = 0;
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
            if let Some(y) = self.nearest(x, d) {
                f(x, Cell(y));
            }
        }
    }

    /// The number of legal bridges for the player to move.
    pub fn bridge_count_legal(&self) -> u32 {
        self.candidate_counts[self.to_move.index()] as u32
    }

    /// Does the player to move have any legal step on the board?
    pub fn has_legal_step(&self) -> bool {
        !self.free.is_empty() || self.bridge_count_legal() > 0
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
        let n_place = self.free.len();
        let total = n_place + self.bridge_count_legal();
        if total == 0 {
            return None;
        }
        let k = rng.gen_range(0..total);
        if k < n_place {
            return Some(Step::Place(Cell(self.free.nth(k)?)));
        }
        let key = self.candidates[self.to_move.index()].nth(k - n_place)?;
        let (x, d) = (Cell(key / 3), (key % 3) as usize);
        let y = self.nearest(x, d)?;
        Some(Step::Bridge(x, Cell(y)))
    }
}
