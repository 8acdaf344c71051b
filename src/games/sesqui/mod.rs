//! Sesqui (João Pedro Neto and Bill Taylor, 2007), as
//! `docs/games/sesqui.md` states it: an 8×8 connection game where
//! Black joins North and South, White West and East; after the opening
//! drops each turn is one drop (next to an own stone) and one queen move,
//! in either order, and no action may leave a forbidden crossing.
//!
//! The position is a bit set per colour, the stocks, the turn and what it
//! still owes. For the repetition draw it keeps the starts of earlier turns
//! since the last drop: a drop adds a stone for good, so no earlier
//! position can come back, and while players drop that list stays empty
//! (a clone allocates nothing).

pub mod bits;
mod eval;
mod present;

use super::kind::GameInfo;
use super::present::{no_options, Rules, SeatInfo};
use super::square::{CellError, SquareBoard};
use super::{Kind, Outcome, Progress, Seat};
use crate::i18n::{Msg, ToMsg};
use crate::msg;
use bits::{bit, connects, crossing_cells, crossings, distance, orth, queen_targets, EDGES};
use rand::Rng;
use std::fmt;

pub const SEATS: [SeatInfo; 2] = [SeatInfo::BLACK, SeatInfo::WHITE];

/// What Sesqui states about itself.
pub const INFO: GameInfo = GameInfo::plain(
    "sesqui",
    "Sesqui",
    "game-sesqui",
    &[],
    SEATS,
    crate::game_catalog!("sesqui.ftl"),
);

pub const BOARD: SquareBoard = SquareBoard::new(8, 8);
/// Stones each player starts with.
pub const STOCK: u8 = 30;
/// The last turn: when it ends without a winner the game is drawn.
pub const TURN_LIMIT: u16 = 150;

/// A cell's name (`d4`).
pub fn cell_name(cell: u8) -> String {
    BOARD.name(cell as usize)
}

/// A cell from its name (`d4`). The error says what a cell name looks like
/// on this board, or that the cell is off it.
fn parse_cell(text: &str) -> Result<u8, CellError> {
    BOARD.parse_cell(text).map(|c| c as u8)
}

/// One action: a drop, a queen move, or the pass the rules force.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Action {
    Drop(u8),
    Move { from: u8, to: u8 },
    Pass,
}

/// Why an action is illegal now.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SesquiError {
    Over,
    /// Pass with an owed action legal, or after acting in the turn.
    PassNotForced,
    /// A drop after the turn's drops were made (or on turn 1 or 2 a move).
    DropNotOwed {
        turn: u16,
    },
    MoveNotOwed {
        turn: u16,
    },
    NoStock,
    Taken(u8),
    NotAdjacent,
    NotYours(u8),
    NotAQueenLine {
        from: u8,
        to: u8,
    },
    Blocked {
        from: u8,
        to: u8,
        at: u8,
    },
    /// The lower-left cell of the 2×2 square; `moving`: the action was a move.
    Crossing {
        corner: u8,
        moving: bool,
    },
}

impl ToMsg for SesquiError {
    fn to_msg(&self) -> Msg {
        use SesquiError::*;
        let n = |c: u8| cell_name(c);
        match *self {
            Over => msg!("game-is-over"),
            PassNotForced => msg!("sesqui-pass-not-forced"),
            DropNotOwed { turn: 1 } => msg!("sesqui-turn-one"),
            DropNotOwed { turn: 2 } => msg!("sesqui-turn-two"),
            DropNotOwed { .. } => msg!("sesqui-drop-made"),
            MoveNotOwed { turn: 1 } => msg!("sesqui-turn-one-no-move"),
            MoveNotOwed { turn: 2 } => msg!("sesqui-turn-two-no-move"),
            MoveNotOwed { .. } => msg!("sesqui-move-made"),
            NoStock => msg!("sesqui-no-stock"),
            Taken(c) => msg!("sesqui-taken", cell = n(c)),
            NotAdjacent => msg!("sesqui-not-adjacent"),
            NotYours(c) => msg!("sesqui-not-yours", cell = n(c)),
            NotAQueenLine { from, to } => {
                msg!("sesqui-not-a-queen-line", from = n(from), to = n(to))
            }
            Blocked { from, to, at } => {
                msg!("sesqui-blocked", from = n(from), to = n(to), at = n(at))
            }
            Crossing { corner, moving } => {
                let (from, to) = (n(corner), n(corner + 9));
                if moving {
                    msg!("sesqui-crossing-move", from = from, to = to)
                } else {
                    msg!("sesqui-crossing-drop", from = from, to = to)
                }
            }
        }
    }
}

/// English, for records and logs.
impl fmt::Display for SesquiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_msg().fmt(f)
    }
}

impl std::error::Error for SesquiError {}

/// Why a game was drawn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DrawReason {
    TwoPasses,
    Repetition,
    TurnLimit,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    Win(Seat),
    Draw(DrawReason),
}

/// A position at the start of a turn, for the repetition draw.
type Snapshot = ([u64; 2], u8);

/// A Sesqui position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Sesqui {
    stones: [u64; 2],
    stock: [u8; 2],
    /// The turn in progress (the last one, once over), from 1.
    turn: u16,
    drops_owed: u8,
    move_owed: bool,
    /// Has the player acted in this turn?
    acted: bool,
    /// Passes in a row just before this turn.
    passes: u8,
    end: Option<End>,
    /// The stones at the start of this turn.
    turn_start: [u64; 2],
    /// Has a drop been made in this turn?
    dropped: bool,
    /// Positions at the starts of the earlier turns since the last drop.
    seen: Vec<Snapshot>,
}

impl Default for Sesqui {
    fn default() -> Self {
        Sesqui::start()
    }
}

impl Sesqui {
    pub fn start() -> Sesqui {
        let mut p = Sesqui {
            stones: [0; 2],
            stock: [STOCK; 2],
            turn: 1,
            drops_owed: 1,
            move_owed: false,
            acted: false,
            passes: 0,
            end: None,
            turn_start: [0; 2],
            dropped: false,
            seen: Vec::new(),
        };
        p.turn_start = p.stones;
        p
    }

    /// A position at the start of turn `turn` with these stones (bit sets,
    /// `a1` = bit 0) and stocks, Black to move on odd turns: for puzzles,
    /// analysis and tests. The history starts here. Errors say what cannot
    /// stand: stones on one cell, more than 30 stones for a player, a
    /// forbidden crossing, a chain already made.
    pub fn setup(black: u64, white: u64, stock: [u8; 2], turn: u16) -> Result<Sesqui, String> {
        if black & white != 0 {
            return Err("a cell holds two stones".into());
        }
        for (s, own) in [black, white].into_iter().enumerate() {
            if own.count_ones() + u32::from(stock[s]) > u32::from(STOCK) {
                return Err(format!("{} has more than {STOCK} stones", SEATS[s].name));
            }
            if connects(own, EDGES[s]) {
                return Err(format!("{} has joined its edges already", SEATS[s].name));
            }
        }
        if crossings(black, white) != 0 {
            return Err("a forbidden crossing stands on the board".into());
        }
        if turn == 0 {
            return Err("turns count from 1".into());
        }
        let mut p = Sesqui::start();
        p.stones = [black, white];
        p.stock = stock;
        p.turn = turn;
        p.drops_owed = if turn == 2 { 2 } else { 1 };
        p.move_owed = turn > 2;
        p.turn_start = p.stones;
        Ok(p)
    }

    fn snapshot(&self) -> Snapshot {
        (self.stones, self.seat() as u8)
    }

    /// The seat of the turn in progress (turns alternate, passes included).
    #[inline]
    pub fn seat(&self) -> Seat {
        (self.turn as usize + 1) % 2
    }

    pub fn turn(&self) -> u16 {
        self.turn
    }

    pub fn stones(&self, seat: Seat) -> u64 {
        self.stones[seat]
    }

    pub fn stock(&self, seat: Seat) -> u8 {
        self.stock[seat]
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// Drops and whether a move the turn in progress still owes.
    pub fn owed(&self) -> (u8, bool) {
        (self.drops_owed, self.move_owed)
    }

    /// The seat owning the stone on `cell`, if any.
    pub fn at(&self, cell: u8) -> Option<Seat> {
        (0..2).find(|&s| self.stones[s] & bit(cell) != 0)
    }

    #[inline]
    fn empty(&self) -> u64 {
        !(self.stones[0] | self.stones[1])
    }

    /// Would these stones (`own` for the mover) hold a crossing?
    #[inline]
    fn crossing_with(&self, me: Seat, own: u64) -> u64 {
        let other = self.stones[1 - me];
        if me == 0 {
            crossings(own, other)
        } else {
            crossings(other, own)
        }
    }

    /// The cells where the mover may drop now (empty set when none is owed).
    #[inline]
    fn drop_targets(&self) -> u64 {
        let me = self.seat();
        if self.end.is_some() || self.drops_owed == 0 || self.stock[me] == 0 {
            return 0;
        }
        let own = self.stones[me];
        let mut cells = self.empty() & !crossing_cells(own, self.stones[1 - me]);
        if self.turn > 2 {
            cells &= orth(own);
        }
        cells
    }

    /// Every legal action now, each passed to `f`, until `f` says stop
    /// (returns `false`). Returns `false` when stopped.
    #[inline]
    fn each_legal(&self, mut f: impl FnMut(Action) -> bool) -> bool {
        if self.end.is_some() {
            return true;
        }
        let mut drops = self.drop_targets();
        while drops != 0 {
            let c = drops.trailing_zeros() as u8;
            drops &= drops - 1;
            if !f(Action::Drop(c)) {
                return false;
            }
        }
        if !self.move_owed {
            return true;
        }
        let own = self.stones[self.seat()];
        let risky = self.risky();
        let mut pieces = own;
        while pieces != 0 {
            let from = pieces.trailing_zeros() as u8;
            pieces &= pieces - 1;
            let mut targets = self.move_targets(from, risky);
            while targets != 0 {
                let to = targets.trailing_zeros() as u8;
                targets &= targets - 1;
                if !f(Action::Move { from, to }) {
                    return false;
                }
            }
        }
        true
    }

    /// The cells where a stone of the mover's would complete a crossing
    /// with every own stone in place. Only these need the full check for a
    /// move: lifting the moving stone can only undo a crossing.
    #[inline]
    fn risky(&self) -> u64 {
        let me = self.seat();
        crossing_cells(self.stones[me], self.stones[1 - me])
    }

    /// Where the mover's stone on `from` may move (`risky` from [`Self::risky`]).
    #[inline]
    fn move_targets(&self, from: u8, risky: u64) -> u64 {
        let me = self.seat();
        let lifted = self.stones[me] & !bit(from);
        let mut targets = queen_targets(from, !self.empty());
        let mut check = targets & risky;
        while check != 0 {
            let to = check.trailing_zeros() as u8;
            check &= check - 1;
            if self.crossing_with(me, lifted | bit(to)) != 0 {
                targets &= !bit(to);
            }
        }
        targets
    }

    /// Has the mover any legal action now?
    pub fn has_legal(&self) -> bool {
        !self.each_legal(|_| false)
    }

    fn end_turn(&mut self) {
        let finished = self.turn;
        if self.dropped {
            // No position before the drop can come back.
            self.seen.clear();
        } else {
            self.seen.push((self.turn_start, self.seat() as u8));
        }
        self.turn += 1;
        self.acted = false;
        self.drops_owed = 1;
        self.move_owed = self.turn > 2;
        if self.turn == 2 {
            self.drops_owed = 2;
        }
        self.dropped = false;
        self.turn_start = self.stones;
        let now = self.snapshot();
        // This start is one occurrence; two earlier ones make three.
        let repeated = self.seen.iter().filter(|&&s| s == now).count() >= 2;
        self.end = if self.passes >= 2 {
            Some(End::Draw(DrawReason::TwoPasses))
        } else if repeated {
            Some(End::Draw(DrawReason::Repetition))
        } else if finished >= TURN_LIMIT {
            Some(End::Draw(DrawReason::TurnLimit))
        } else {
            None
        };
        if self.end.is_some() {
            // The game ended with the turn: no turn is in progress.
            self.turn = finished;
        }
    }

    fn check_move(&self, from: u8, to: u8) -> Result<u64, SesquiError> {
        let me = self.seat();
        let own = self.stones[me];
        if own & bit(from) == 0 {
            return Err(SesquiError::NotYours(from));
        }
        let (df, dr) = (
            (to % 8) as i32 - (from % 8) as i32,
            (to / 8) as i32 - (from / 8) as i32,
        );
        if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return Err(SesquiError::NotAQueenLine { from, to });
        }
        let (sf, sr) = (df.signum(), dr.signum());
        let (mut x, mut y) = ((from % 8) as i32, (from / 8) as i32);
        let empty = self.empty();
        loop {
            x += sf;
            y += sr;
            let c = (y * 8 + x) as u8;
            if empty & bit(c) == 0 {
                return Err(if c == to {
                    SesquiError::Taken(to)
                } else {
                    SesquiError::Blocked { from, to, at: c }
                });
            }
            if c == to {
                break;
            }
        }
        let after = (own & !bit(from)) | bit(to);
        match self.crossing_with(me, after) {
            0 => Ok(after),
            x => Err(SesquiError::Crossing {
                corner: x.trailing_zeros() as u8,
                moving: true,
            }),
        }
    }

    fn check_drop(&self, cell: u8) -> Result<u64, SesquiError> {
        let me = self.seat();
        let own = self.stones[me];
        if self.stock[me] == 0 {
            return Err(SesquiError::NoStock);
        }
        if self.empty() & bit(cell) == 0 {
            return Err(SesquiError::Taken(cell));
        }
        if self.turn > 2 && orth(own) & bit(cell) == 0 {
            return Err(SesquiError::NotAdjacent);
        }
        let after = own | bit(cell);
        match self.crossing_with(me, after) {
            0 => Ok(after),
            x => Err(SesquiError::Crossing {
                corner: x.trailing_zeros() as u8,
                moving: false,
            }),
        }
    }

    /// Make an action for the player to move.
    pub fn act(&mut self, action: Action) -> Result<Progress, SesquiError> {
        if self.end.is_some() {
            return Err(SesquiError::Over);
        }
        let me = self.seat();
        match action {
            Action::Pass => {
                if self.acted || self.has_legal() {
                    return Err(SesquiError::PassNotForced);
                }
                self.passes += 1;
                self.end_turn();
                return Ok(Progress::Ended);
            }
            Action::Drop(cell) => {
                if cell >= 64 {
                    return Err(SesquiError::NotAdjacent);
                }
                if self.drops_owed == 0 {
                    return Err(SesquiError::DropNotOwed { turn: self.turn });
                }
                self.stones[me] = self.check_drop(cell)?;
                self.stock[me] -= 1;
                self.drops_owed -= 1;
                self.dropped = true;
            }
            Action::Move { from, to } => {
                if from >= 64 || to >= 64 {
                    return Err(SesquiError::NotYours(from.min(63)));
                }
                if !self.move_owed {
                    return Err(SesquiError::MoveNotOwed { turn: self.turn });
                }
                self.stones[me] = self.check_move(from, to)?;
                self.move_owed = false;
            }
        }
        self.acted = true;
        self.passes = 0;
        if connects(self.stones[me], EDGES[me]) {
            self.end = Some(End::Win(me));
            return Ok(Progress::Ended);
        }
        if self.has_legal() {
            Ok(Progress::Continues)
        } else {
            self.end_turn();
            Ok(Progress::Ended)
        }
    }
}

/// The `n`th set bit of `bits` (`n` below the count).
#[inline]
fn nth_bit(mut bits: u64, n: u32) -> u8 {
    for _ in 0..n {
        bits &= bits - 1;
    }
    bits.trailing_zeros() as u8
}

impl Rules for Sesqui {
    type Action = Action;
    type Error = SesquiError;

    fn new(options: &[(String, String)]) -> Result<Sesqui, Msg> {
        no_options(Kind::Sesqui, options, Sesqui::start)
    }

    fn options(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    fn to_move(&self) -> Option<Seat> {
        self.end.is_none().then(|| self.seat())
    }

    fn result(&self) -> Option<Outcome> {
        self.end.map(|e| match e {
            End::Win(s) => Outcome::Win(s),
            End::Draw(_) => Outcome::Draw,
        })
    }

    fn mid_turn(&self) -> bool {
        self.acted
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.each_legal(|a| {
            out.push(a);
            true
        });
    }

    fn apply(&mut self, action: Action) -> Result<Progress, SesquiError> {
        self.act(action)
    }

    fn forced_pass(&mut self) -> Option<Action> {
        if self.end.is_some() || self.acted || self.has_legal() {
            return None;
        }
        self.act(Action::Pass).ok().map(|_| Action::Pass)
    }

    fn pass_action(&self) -> Option<Action> {
        Some(Action::Pass)
    }

    fn parse_action(&self, text: &str) -> Result<Action, Msg> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("pass") {
            return Ok(Action::Pass);
        }
        match t.split_once(['-', '–']) {
            Some((a, b)) => Ok(Action::Move {
                from: parse_cell(a).map_err(|e| e.to_msg())?,
                to: parse_cell(b).map_err(|e| e.to_msg())?,
            }),
            None => parse_cell(t).map(Action::Drop).map_err(|e| match e {
                CellError::NotACell { .. } => {
                    msg!("sesqui-not-an-action", text = super::square::clip(t))
                }
                e => e.to_msg(),
            }),
        }
    }

    fn action_text(&self, action: Action) -> String {
        match action {
            Action::Drop(c) => cell_name(c),
            Action::Move { from, to } => format!("{}-{}", cell_name(from), cell_name(to)),
            Action::Pass => "pass".into(),
        }
    }

    fn turn_over_error(&self, ended_turn: usize) -> Msg {
        if self.end.is_some() {
            return SesquiError::Over.to_msg();
        }
        match ended_turn {
            1 => msg!("sesqui-turn-one"),
            2 => msg!("sesqui-turn-two"),
            _ => msg!("sesqui-turn-over"),
        }
    }

    fn heuristic(&self, seat: Seat) -> f32 {
        match self.end {
            Some(End::Win(w)) => return if w == seat { 1000.0 } else { -1000.0 },
            Some(End::Draw(_)) => return 0.0,
            None => {}
        }
        let d = |s: Seat| distance(self.stones[s], self.stones[1 - s], EDGES[s]) as f32;
        d(1 - seat) - d(seat)
    }

    fn solver_is_stronger(&self) -> bool {
        true
    }

    fn evaluation(&self, seat: Seat) -> Option<f32> {
        Some(self.evaluate(seat))
    }

    fn random_action(&self, rng: &mut rand::rngs::SmallRng) -> Option<Action> {
        if self.end.is_some() {
            return None;
        }
        // Count every legal action by its sets of cells, then find the one picked.
        let drops = self.drop_targets();
        let mut total = drops.count_ones();
        let mut moves = [(0u8, 0u64); 64];
        let mut n = 0;
        if self.move_owed {
            let risky = self.risky();
            let mut pieces = self.stones[self.seat()];
            while pieces != 0 {
                let from = pieces.trailing_zeros() as u8;
                pieces &= pieces - 1;
                let targets = self.move_targets(from, risky);
                if targets != 0 {
                    moves[n] = (from, targets);
                    n += 1;
                    total += targets.count_ones();
                }
            }
        }
        if total == 0 {
            return None;
        }
        let mut k = rng.gen_range(0..total);
        if k < drops.count_ones() {
            return Some(Action::Drop(nth_bit(drops, k)));
        }
        k -= drops.count_ones();
        for &(from, targets) in &moves[..n] {
            let c = targets.count_ones();
            if k < c {
                return Some(Action::Move {
                    from,
                    to: nth_bit(targets, k),
                });
            }
            k -= c;
        }
        None
    }
}
