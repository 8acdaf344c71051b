//! The rules: board contents, turn control, legal steps. No history: cheap to
//! clone (a few hundred bytes, no heap), so search can copy it freely.

use super::bits::Bits;
use super::board::Board;
use super::cell::{Cell, Player, Step};
use super::error::{Blocker, RuleError};
use super::score::ScoreResult;

/// More bridges than a side-13 board can ever hold (tokens are never
/// adjacent, so at most about a third of the 469 cells hold one).
const MAX_BRIDGES: usize = 128;

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

    /// Cells where the player to move could place a token now.
    pub fn placeable(&self) -> Bits {
        self.free
    }

    /// Whose bridge crosses the hole, if any.
    pub fn hole_bridge(&self) -> Option<Player> {
        self.hole_bridge
    }

    /// Cells a bridge may not cross: tokens, segments, a crossed hole.
    fn occupied(&self) -> Bits {
        let mut o = self.tokens[0]
            .union(&self.tokens[1])
            .union(&self.segments[0])
            .union(&self.segments[1]);
        if self.hole_bridge.is_some() {
            o.insert(self.board.hole().0);
        }
        o
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

    /// Make a step for the player to move. The turn ends by itself after the
    /// second step, or after the single step of turn 1.
    pub fn play(&mut self, step: Step) -> Result<TurnProgress, RuleError> {
        self.check(step)?;
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
        let p = self.to_move.index();
        match step {
            Step::Place(c) => {
                self.tokens[p].insert(c.0);
                self.free.remove(c.0);
                self.free = self.free.difference(self.board.neighbour_bits(c));
            }
            Step::Bridge(a, b) => {
                let (d, dist) = self.board.line_between(a, b).expect("checked");
                let hole = self.board.hole().0;
                for &c in &self.board.ray(a, d)[..dist - 1] {
                    if c == hole {
                        self.hole_bridge = Some(self.to_move);
                    } else {
                        self.segments[p].insert(c);
                        self.free.remove(c);
                    }
                }
                self.locked.insert(a.0);
                self.locked.insert(b.0);
                let (a, b) = if a < b { (a, b) } else { (b, a) };
                self.bridges[self.bridge_count as usize] = Bridge {
                    a,
                    b,
                    owner: self.to_move,
                    value: (dist - 1) as u8,
                };
                self.bridge_count += 1;
                self.scores[p] += (dist - 1) as u16;
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
        let p = self.to_move.index();
        let own_unlocked = self.tokens[p].difference(&self.locked);
        let occupied = self.occupied();
        for x in own_unlocked.iter() {
            // Positive directions only, so each pair is seen once, from its
            // lower end (the positive directions raise the cell index).
            for d in 0..3 {
                let ray = self.board.ray(Cell(x), d);
                for (k, &c) in ray.iter().enumerate() {
                    if occupied.contains(c) {
                        if k > 0 && own_unlocked.contains(c) {
                            f(Cell(x), Cell(c));
                        }
                        break;
                    }
                }
            }
        }
    }

    /// Does the player to move have any legal step on the board?
    pub fn has_legal_step(&self) -> bool {
        if !self.free.is_empty() {
            return true;
        }
        let mut any = false;
        self.for_each_bridge(|_, _| any = true);
        any
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
        let mut n_bridges = 0usize;
        self.for_each_bridge(|_, _| n_bridges += 1);
        let n_place = self.free.len() as usize;
        let total = n_place + n_bridges;
        if total == 0 {
            return None;
        }
        let k = rng.gen_range(0..total);
        if k < n_place {
            return Some(Step::Place(Cell(self.free.nth(k as u32)?)));
        }
        let (mut skip, mut chosen) = (k - n_place, None);
        self.for_each_bridge(|a, b| {
            if skip == 0 && chosen.is_none() {
                chosen = Some(Step::Bridge(a, b));
            }
            skip = skip.wrapping_sub(1);
        });
        chosen
    }
}
