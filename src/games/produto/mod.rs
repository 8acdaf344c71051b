//! Produto (Product, Nick Bentley 2006), as `docs/games/produto.md`
//! states it: a side-5 hex-hex board without a hole; turn 1 is one stone,
//! every later turn two, each of either colour; once the board is full a
//! colour scores its largest group times its second largest.
//!
//! The position is the two colours' stones, one `u64` each: the turn, the
//! player to move and the stones placed in this turn all follow from the
//! number of stones on the board.

pub mod board;
mod present;

use super::kind::GameInfo;
use super::present::{no_options, Rules, SeatInfo};
use super::{Kind, Outcome, Progress, Seat};
use crate::i18n::{Msg, ToMsg};
use crate::msg;
pub use board::Cell;
use board::{two_largest, ALL, CELLS};
use rand::Rng;
use std::fmt;

pub const SEATS: [SeatInfo; 2] = [SeatInfo::BLACK, SeatInfo::WHITE];

/// What Produto states about itself.
pub const INFO: GameInfo = GameInfo::plain(
    "produto",
    "Produto",
    "game-produto",
    &["product"],
    SEATS,
    crate::game_catalog!("produto.ftl"),
);

/// A stone's colour. Either player may place either colour.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Colour {
    Black,
    White,
}

impl Colour {
    pub const BOTH: [Colour; 2] = [Colour::Black, Colour::White];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// `b` or `w`, as the notation writes it.
    pub fn letter(self) -> char {
        match self {
            Colour::Black => 'b',
            Colour::White => 'w',
        }
    }
}

/// One stone placed: the game's only action (`bE5`).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Stone {
    pub colour: Colour,
    pub cell: Cell,
}

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.colour.letter(), self.cell)
    }
}

/// Why a stone may not be placed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ProdutoError {
    Taken(Cell),
    Over,
}

impl ToMsg for ProdutoError {
    fn to_msg(&self) -> Msg {
        match self {
            ProdutoError::Taken(cell) => msg!("produto-taken", cell = cell.to_string()),
            ProdutoError::Over => msg!("produto-over"),
        }
    }
}

/// English, for records and logs.
impl fmt::Display for ProdutoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_msg().fmt(f)
    }
}

impl std::error::Error for ProdutoError {}

/// A colour's score with the two group sizes it multiplies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Score {
    pub largest: u32,
    pub second: u32,
}

impl Score {
    pub fn value(self) -> u32 {
        self.largest * self.second
    }
}

impl fmt::Display for Score {
    /// `21 (7×3)`, or `0` for fewer than two groups.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.second == 0 {
            write!(f, "0")
        } else {
            write!(f, "{} ({}×{})", self.value(), self.largest, self.second)
        }
    }
}

/// A Produto position: the stones of each colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Produto {
    stones: [u64; 2],
}

impl Produto {
    /// The empty board.
    pub fn start() -> Produto {
        Produto::default()
    }

    /// The stones of `colour` as a set (bit = cell index).
    #[inline]
    pub fn stones(&self, colour: Colour) -> u64 {
        self.stones[colour.index()]
    }

    #[inline]
    fn filled(&self) -> u64 {
        self.stones[0] | self.stones[1]
    }

    #[inline]
    fn empty(&self) -> u64 {
        ALL & !self.filled()
    }

    /// Stones on the board, both colours.
    #[inline]
    pub fn placed(&self) -> u32 {
        self.filled().count_ones()
    }

    pub fn count(&self, colour: Colour) -> u32 {
        self.stones(colour).count_ones()
    }

    /// The colour on `cell`, if any.
    pub fn at(&self, cell: Cell) -> Option<Colour> {
        Colour::BOTH
            .into_iter()
            .find(|c| self.stones(*c) & cell.bit() != 0)
    }

    pub fn is_over(&self) -> bool {
        self.placed() as usize == CELLS
    }

    /// The number of the turn in progress (or the last, once over), from 1.
    pub fn turn(&self) -> u32 {
        match self.placed() {
            0 => 1,
            n => 2 + (n - 1) / 2,
        }
        .min(31)
    }

    /// Stones already placed in the turn in progress.
    pub fn in_turn(&self) -> u32 {
        match self.placed() {
            0 => 0,
            n => (n - 1) % 2,
        }
    }

    /// Stones the turn in progress still takes.
    pub fn stones_left_in_turn(&self) -> u32 {
        if self.is_over() {
            0
        } else if self.turn() == 1 {
            1
        } else {
            2 - self.in_turn()
        }
    }

    /// The seat whose turn it is (or was, once over).
    pub fn seat_of_turn(&self) -> Seat {
        (self.turn() as usize + 1) % 2
    }

    /// A colour's score as it stands.
    pub fn score(&self, colour: Colour) -> Score {
        let (largest, second) = two_largest(self.stones(colour));
        Score { largest, second }
    }

    /// The group sizes of a colour, largest first.
    pub fn groups(&self, colour: Colour) -> Vec<u32> {
        let mut out = Vec::new();
        board::for_each_group(self.stones(colour), |n| out.push(n));
        out.sort_unstable_by(|a, b| b.cmp(a));
        out
    }

    /// The winner by the rules, the board full or not: the higher score, or
    /// on equal scores the player with fewer stones of their own colour.
    /// `None` only for equal scores and equal counts (never on a full board).
    pub fn leader(&self) -> Option<Seat> {
        let s = [0, 1].map(|i| self.score(Colour::BOTH[i]).value());
        let n = [0, 1].map(|i| self.count(Colour::BOTH[i]));
        match s[0].cmp(&s[1]).then(n[1].cmp(&n[0])) {
            std::cmp::Ordering::Greater => Some(0),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// Place a stone for the player to move.
    pub fn place(&mut self, stone: Stone) -> Result<Progress, ProdutoError> {
        if self.is_over() {
            return Err(ProdutoError::Over);
        }
        let bit = stone.cell.bit();
        if self.filled() & bit != 0 {
            return Err(ProdutoError::Taken(stone.cell));
        }
        self.stones[stone.colour.index()] |= bit;
        Ok(if self.in_turn() == 0 {
            Progress::Ended
        } else {
            Progress::Continues
        })
    }
}

/// The `n`th set bit of `bits` (`n` below the count).
#[inline]
fn nth_bit(mut bits: u64, n: u32) -> u32 {
    for _ in 0..n {
        bits &= bits - 1;
    }
    bits.trailing_zeros()
}

impl Rules for Produto {
    type Action = Stone;
    type Error = ProdutoError;

    fn new(options: &[(String, String)]) -> Result<Produto, Msg> {
        no_options(Kind::Produto, options, Produto::start)
    }

    fn options(&self) -> Vec<(String, String)> {
        Vec::new()
    }

    fn to_move(&self) -> Option<Seat> {
        (!self.is_over()).then(|| self.seat_of_turn())
    }

    fn result(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        Some(self.leader().map_or(Outcome::Draw, Outcome::Win))
    }

    fn mid_turn(&self) -> bool {
        self.in_turn() > 0
    }

    fn legal_actions(&self, out: &mut Vec<Stone>) {
        out.clear();
        if self.is_over() {
            return;
        }
        let mut empty = self.empty();
        while empty != 0 {
            let cell = Cell::new(empty.trailing_zeros() as usize).expect("a board cell");
            empty &= empty - 1;
            for colour in Colour::BOTH {
                out.push(Stone { colour, cell });
            }
        }
    }

    fn apply(&mut self, stone: Stone) -> Result<Progress, ProdutoError> {
        self.place(stone)
    }

    fn forced_pass(&mut self) -> Option<Stone> {
        None
    }

    fn parse_action(&self, text: &str) -> Result<Stone, Msg> {
        let t = text.trim();
        let bad = || msg!("produto-not-a-stone", text = super::square::clip(t));
        let mut chars = t.chars();
        let colour = match chars.next().map(|c| c.to_ascii_lowercase()) {
            Some('b') => Colour::Black,
            Some('w') => Colour::White,
            _ => return Err(bad()),
        };
        let rest = chars.as_str();
        if rest.is_empty() {
            return Err(bad());
        }
        // A cell off the board says so; anything else is no stone at all.
        let cell = Cell::parse(rest).map_err(|e| {
            if e.id == "produto-off-board" {
                e
            } else {
                bad()
            }
        })?;
        Ok(Stone { colour, cell })
    }

    fn action_text(&self, stone: Stone) -> String {
        stone.to_string()
    }

    fn turn_over_error(&self, ended_turn: usize) -> Msg {
        if self.is_over() {
            ProdutoError::Over.to_msg()
        } else if ended_turn == 1 {
            msg!("produto-turn-one-stone")
        } else {
            msg!("produto-turn-two-stones")
        }
    }

    fn heuristic(&self, seat: Seat) -> f32 {
        let me = Colour::BOTH[seat];
        let other = Colour::BOTH[1 - seat];
        self.score(me).value() as f32 - self.score(other).value() as f32
    }

    /// A stone of one colour on one cell, whenever it is placed: the
    /// board at the end decides the game, not the order of its stones.
    fn amaf_key(&self, stone: Stone) -> Option<u16> {
        Some((stone.cell.index() * 2 + stone.colour.index()) as u16)
    }

    /// All moves as first, weighted long: a stone's statistics over the
    /// playouts in which its mover placed it at any time lead its own
    /// visits until these number in the tens of thousands (docs/ai.md has
    /// the equivalences measured).
    fn solver_rave(&self) -> f64 {
        30_000.0
    }

    /// A leaf gets three playouts before its hundred children are made:
    /// the search spends less of its time making and scanning nodes
    /// (docs/ai.md has the values measured).
    fn solver_expansion(&self) -> u32 {
        3
    }

    /// With all moves as first, the solver beats the classic search at
    /// equal time (docs/ai.md); without, it lost.
    fn solver_is_stronger(&self) -> bool {
        true
    }

    fn random_action(&self, rng: &mut rand::rngs::SmallRng) -> Option<Stone> {
        let empty = self.empty();
        if self.is_over() {
            return None;
        }
        let pick = rng.gen_range(0..empty.count_ones() * 2);
        let cell = Cell::new(nth_bit(empty, pick / 2) as usize)?;
        let colour = Colour::BOTH[(pick % 2) as usize];
        Some(Stone { colour, cell })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stone(text: &str) -> Stone {
        Produto::start().parse_action(text).unwrap()
    }

    #[test]
    fn the_turn_follows_from_the_stones_on_the_board() {
        let mut p = Produto::start();
        assert_eq!((p.turn(), p.to_move(), p.mid_turn()), (1, Some(0), false));
        assert_eq!(p.apply(stone("bE5")), Ok(Progress::Ended));
        assert_eq!((p.turn(), p.to_move(), p.mid_turn()), (2, Some(1), false));
        assert_eq!(p.apply(stone("wA1")), Ok(Progress::Continues));
        assert_eq!((p.turn(), p.to_move(), p.mid_turn()), (2, Some(1), true));
        assert_eq!(
            p.apply(stone("bA1")),
            Err(ProdutoError::Taken(stone("bA1").cell))
        );
        assert_eq!(p.apply(stone("bA2")), Ok(Progress::Ended));
        assert_eq!((p.turn(), p.to_move()), (3, Some(0)));
    }

    #[test]
    fn notation_is_case_insensitive_and_written_one_way() {
        let p = Produto::start();
        for t in ["bE5", "BE5", "be5", "Be5"] {
            assert_eq!(p.action_text(p.parse_action(t).unwrap()), "bE5");
        }
        assert!(p
            .parse_action("xE5")
            .unwrap_err()
            .to_string()
            .contains("not a stone"));
        assert!(p
            .parse_action("bJ1")
            .unwrap_err()
            .to_string()
            .contains("not on the board"));
        assert!(p.parse_action("pass").is_err());
    }

    #[test]
    fn random_actions_are_legal_and_cover_both_colours() {
        use rand::SeedableRng;
        let mut rng = rand::rngs::SmallRng::seed_from_u64(7);
        let mut p = Produto::start();
        let mut colours = [0; 2];
        while let Some(a) = p.random_action(&mut rng) {
            colours[a.colour.index()] += 1;
            p.apply(a).unwrap();
        }
        assert!(p.is_over());
        assert!(colours[0] > 0 && colours[1] > 0);
        assert!(p.result().unwrap().winner().is_some());
    }
}
