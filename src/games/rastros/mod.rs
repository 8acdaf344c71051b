//! Rastros (Slimetrail) on 8×8 or 7×7, as `docs/games/rastros.md`
//! makes it precise: one shared white piece, a bitboard of black stones,
//! the moves, the notation and the ending rules. What people see of it is
//! in [`present`].

use super::bits::{nth_set, Bits};
use super::kind::{GameInfo, OptionSpec, Values};
use super::present::{Rules, SeatInfo};
use super::square::{clip, SquareBoard};
use super::view::Tone;
use super::{Outcome, Progress, Seat};
use crate::i18n::{Msg, ToMsg};
use crate::msg;
use std::fmt;

mod eval;
mod present;

pub const DEFAULT_SIZE: u8 = 8;
pub const SIZES: [u8; 2] = [7, 8];

pub const FIRST: Seat = 0;
pub const SECOND: Seat = 1;

pub const SEATS: [SeatInfo; 2] = [
    SeatInfo {
        name: "First",
        key: "first",
        tone: Tone::White,
        words: &["first", "1"],
        local_words: &[("primeiro", "first"), ("premier", "first")],
    },
    SeatInfo {
        name: "Second",
        key: "second",
        tone: Tone::Black,
        words: &["second", "2"],
        local_words: &[("segundo", "second")],
    },
];

/// What Rastros states about itself: one option, the board's size.
pub const INFO: GameInfo = GameInfo {
    options: &[OptionSpec {
        key: "size",
        values: Values::Numbers(&[SIZES[0] as u32, SIZES[1] as u32]),
        example: "7",
        offered: true,
        secret: false,
    }],
    ..GameInfo::plain(
        "rastros",
        "Rastros",
        "game-rastros",
        &["slimetrail"],
        SEATS,
        crate::game_catalog!("rastros.ftl"),
    )
};

/// The 8 neighbours of every cell on an `n`×`n` board, as masks.
const fn neighbours(n: u8) -> [u64; 64] {
    let mut t = [0u64; 64];
    let n = n as i32;
    let mut c = 0;
    while c < n * n {
        let (f, r) = (c % n, c / n);
        let mut m = 0u64;
        let mut dr = -1;
        while dr <= 1 {
            let mut df = -1;
            while df <= 1 {
                let (g, s) = (f + df, r + dr);
                if (dr != 0 || df != 0) && g >= 0 && g < n && s >= 0 && s < n {
                    m |= 1 << (s * n + g);
                }
                df += 1;
            }
            dr += 1;
        }
        t[c as usize] = m;
        c += 1;
    }
    t
}

static NEIGHBOURS_7: [u64; 64] = neighbours(7);
static NEIGHBOURS_8: [u64; 64] = neighbours(8);

/// One move: the piece from `from` to `to` (cell indices of the board).
/// Written as the destination only (`f6`): `from` is always the piece's
/// cell in a legal move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: u8,
    pub to: u8,
}

/// A cell of a board of a given size, for messages (`b4`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cell {
    pub size: u8,
    pub index: u8,
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let b = SquareBoard::new(self.size, self.size);
        f.write_str(&b.name(self.index.into()))
    }
}

/// The rule a move breaks. Reads after the move's notation:
/// `b4: b4 holds a black stone`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveError {
    Over,
    /// A cell off the board (only typed moves can hold one).
    OffBoard,
    /// The move starts elsewhere than the piece's cell: (piece, from).
    NotThePiece(Cell, Cell),
    /// From and to are the same cell.
    Stays(Cell),
    /// Not one of the 8 cells around the piece.
    NotAdjacent(Cell),
    Stone(Cell),
}

/// A position: the board size, the piece, the stones, who moves, who won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rastros {
    size: u8,
    piece: u8,
    stones: u64,
    to_move: u8,
    winner: Option<u8>,
}

impl Rastros {
    /// The starting position on an `size`×`size` board (7 or 8).
    pub fn start(size: u8) -> Option<Rastros> {
        SIZES.contains(&size).then(|| Rastros {
            size,
            piece: SquareBoard::new(size, size).index(4, 4).unwrap() as u8,
            stones: 0,
            to_move: FIRST as u8,
            winner: None,
        })
    }

    /// A position from its parts, `seat` to move; `None` if they don't fit
    /// the board. The winner follows from them as after a move by the
    /// other seat.
    pub fn from_parts(size: u8, piece: u8, stones: u64, seat: Seat) -> Option<Rastros> {
        let mut p = Rastros::start(size)?;
        let cells = p.cells();
        if piece >= cells
            || stones >> piece & 1 != 0
            || stones.checked_shr(cells.into()).unwrap_or(0) != 0
            || seat > 1
        {
            return None;
        }
        p.piece = piece;
        p.stones = stones;
        p.to_move = seat as u8;
        p.winner = p.ending(1 - seat).map(|w| w as u8);
        Some(p)
    }

    pub fn board(&self) -> SquareBoard {
        SquareBoard::new(self.size, self.size)
    }

    pub fn size(&self) -> u8 {
        self.size
    }

    fn cells(&self) -> u8 {
        self.size * self.size
    }

    /// The white piece's cell.
    pub fn piece(&self) -> u8 {
        self.piece
    }

    /// The cells holding black stones, as a mask.
    pub fn stones(&self) -> u64 {
        self.stones
    }

    /// A seat's goal corner: a1 for the first player, the top-right
    /// corner for the second.
    pub fn goal(&self, seat: Seat) -> u8 {
        if seat == FIRST {
            0
        } else {
            self.cells() - 1
        }
    }

    /// The seat whose turn it is (also once over: who would move next).
    pub fn seat_to_move(&self) -> Seat {
        self.to_move as Seat
    }

    pub fn winner(&self) -> Option<Seat> {
        self.winner.map(Seat::from)
    }

    #[inline]
    fn neighbours(&self, cell: u8) -> u64 {
        if self.size == 8 {
            NEIGHBOURS_8[cell as usize]
        } else {
            NEIGHBOURS_7[cell as usize]
        }
    }

    /// The cells the piece may move to.
    #[inline]
    pub fn targets(&self) -> u64 {
        if self.winner.is_some() {
            return 0;
        }
        self.neighbours(self.piece) & !self.stones
    }

    /// The ending after `mover` moved, in the page's order: a goal corner,
    /// then a blocked player to move.
    #[inline]
    fn ending(&self, mover: Seat) -> Option<Seat> {
        if self.piece == 0 {
            Some(FIRST)
        } else if self.piece == self.cells() - 1 {
            Some(SECOND)
        } else if self.neighbours(self.piece) & !self.stones == 0 {
            Some(mover)
        } else {
            None
        }
    }

    fn why(&self, m: Move) -> MoveError {
        let cell = |index| Cell {
            size: self.size,
            index,
        };
        if m.from >= self.cells() || m.to >= self.cells() {
            MoveError::OffBoard
        } else if m.from != self.piece {
            MoveError::NotThePiece(cell(self.piece), cell(m.from))
        } else if m.to == m.from {
            MoveError::Stays(cell(m.to))
        } else if self.neighbours(m.from) >> m.to & 1 == 0 {
            MoveError::NotAdjacent(cell(m.to))
        } else {
            MoveError::Stone(cell(m.to))
        }
    }

    /// Check and make a move.
    #[inline]
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        if self.winner.is_some() {
            return Err(MoveError::Over);
        }
        if m.from != self.piece || m.to >= 64 || self.targets() >> m.to & 1 == 0 {
            return Err(self.why(m));
        }
        self.stones |= 1 << self.piece;
        self.piece = m.to;
        let mover = self.to_move as Seat;
        self.winner = self.ending(mover).map(|w| w as u8);
        self.to_move ^= 1;
        Ok(())
    }

    /// Read a move: `f6`, or `e5-f6` with the piece's cell first.
    pub fn parse_move(&self, text: &str) -> Result<Move, Msg> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("pass") {
            return Err(msg!("rastros-no-pass"));
        }
        let board = self.board();
        let to = match t.split_once('-') {
            None => board.parse_cell(t)?,
            Some((from, to)) => {
                let from = board.parse_cell(from)?;
                if from != self.piece as usize {
                    return Err(msg!(
                        "rastros-not-from-piece",
                        piece = board.name(self.piece.into()),
                        from = board.name(from),
                        example = self.example()
                    ));
                }
                board.parse_cell(to)?
            }
        };
        Ok(Move {
            from: self.piece,
            to: to as u8,
        })
    }

    /// A cell the piece may move to, for examples in messages.
    fn example(&self) -> String {
        let t = self.targets();
        let cell = if t == 0 {
            self.piece
        } else {
            t.trailing_zeros() as u8
        };
        self.board().name(cell.into())
    }

    /// Steps from the piece to every cell it can reach through empty
    /// cells (`u8::MAX`: out of reach), by breadth-first flood.
    pub fn distances(&self) -> [u8; 64] {
        let mut d = [u8::MAX; 64];
        d[self.piece as usize] = 0;
        let open = !self.stones & ((1u128 << self.cells()) - 1) as u64;
        let mut seen = 1u64 << self.piece;
        let mut frontier = seen;
        let mut step = 0;
        while frontier != 0 {
            step += 1;
            let mut next = 0;
            for c in Bits(frontier) {
                next |= self.neighbours(c);
            }
            // The game ends on a goal corner: nothing goes on from one.
            next &= open & !seen;
            for c in Bits(next) {
                d[c as usize] = step;
            }
            seen |= next;
            frontier = next & !(1 | 1 << (self.cells() - 1));
        }
        d
    }

    fn move_text(&self, m: Move) -> String {
        self.board().name(m.to.into())
    }
}

impl ToMsg for MoveError {
    fn to_msg(&self) -> Msg {
        match *self {
            MoveError::Over => msg!("game-is-over"),
            MoveError::OffBoard => msg!("rastros-off-board"),
            MoveError::NotThePiece(p, from) => msg!(
                "rastros-not-the-piece",
                piece = p.to_string(),
                from = from.to_string()
            ),
            MoveError::Stays(c) => msg!("rastros-stays", cell = c.to_string()),
            MoveError::NotAdjacent(_) => msg!("rastros-not-adjacent"),
            MoveError::Stone(c) => msg!("rastros-stone", cell = c.to_string()),
        }
    }
}

/// English, for records, tests and logs.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_msg().fmt(f)
    }
}

impl std::error::Error for MoveError {}

impl Rules for Rastros {
    type Action = Move;
    type Error = MoveError;

    fn new(options: &[(String, String)]) -> Result<Rastros, Msg> {
        let mut size = DEFAULT_SIZE;
        for (k, v) in options {
            if k != "size" {
                return Err(msg!("rastros-no-option", option = clip(k)));
            }
            size = v
                .parse()
                .ok()
                .filter(|n| SIZES.contains(n))
                .ok_or_else(|| msg!("rastros-bad-size", value = clip(v)))?;
        }
        Ok(Rastros::start(size).expect("a checked size"))
    }

    fn options(&self) -> Vec<(String, String)> {
        if self.size == DEFAULT_SIZE {
            Vec::new()
        } else {
            vec![("size".into(), self.size.to_string())]
        }
    }

    fn to_move(&self) -> Option<Seat> {
        self.winner.is_none().then_some(self.to_move as Seat)
    }

    fn result(&self) -> Option<Outcome> {
        self.winner.map(|w| Outcome::Win(w as Seat))
    }

    fn mid_turn(&self) -> bool {
        false
    }

    fn legal_actions(&self, out: &mut Vec<Move>) {
        out.clear();
        let from = self.piece;
        out.extend(Bits(self.targets()).map(|to| Move { from, to }));
    }

    #[inline]
    fn apply(&mut self, m: Move) -> Result<Progress, MoveError> {
        self.play(m).map(|()| Progress::Ended)
    }

    fn forced_pass(&mut self) -> Option<Move> {
        None
    }

    fn parse_action(&self, text: &str) -> Result<Move, Msg> {
        self.parse_move(text)
    }

    fn action_text(&self, m: Move) -> String {
        self.move_text(m)
    }

    fn turn_over_error(&self, _ended_turn: usize) -> Msg {
        msg!("rastros-turn-over")
    }

    fn heuristic(&self, seat: Seat) -> f32 {
        match self.winner() {
            Some(w) if w == seat => return 1000.0,
            Some(_) => return -1000.0,
            None => {}
        }
        let d = self.distances();
        let far = |c: u8| f32::from(d[c as usize].min(20));
        let (mine, theirs) = (far(self.goal(seat)), far(self.goal(1 - seat)));
        let moves = self.targets().count_ones() as f32;
        let mover = self.seat_to_move();
        // The player to move wins at once from next to their own corner.
        if d[self.goal(mover) as usize] == 1 {
            return if mover == seat { 500.0 } else { -500.0 };
        }
        let sign = if mover == seat { 0.1 } else { -0.1 };
        (theirs - mine) + sign * moves
    }

    fn solver_is_stronger(&self) -> bool {
        true
    }

    fn evaluation(&self, seat: Seat) -> Option<f32> {
        Some(self.evaluate(seat))
    }

    /// The race evaluation steers the first visits; its minimax counts
    /// little beside the playouts (measured stronger: docs/ai.md).
    fn solver_minimax(&self) -> f64 {
        0.1
    }

    #[inline]
    fn random_action(&self, rng: &mut rand::rngs::SmallRng) -> Option<Move> {
        use rand::Rng;
        let t = self.targets();
        if t == 0 {
            return None;
        }
        let r = rng.gen_range(0..t.count_ones());
        Some(Move {
            from: self.piece,
            to: nth_set(t, r),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(p: &mut Rastros, cells: &[&str]) {
        for t in cells {
            let m = p.parse_move(t).unwrap();
            p.play(m).unwrap();
        }
    }

    #[test]
    fn neighbour_tables_fit_each_board() {
        assert_eq!(NEIGHBOURS_8[0].count_ones(), 3);
        assert_eq!(NEIGHBOURS_8[63].count_ones(), 3);
        assert_eq!(NEIGHBOURS_8[9].count_ones(), 8);
        assert_eq!(NEIGHBOURS_7[48].count_ones(), 3);
        assert_eq!(NEIGHBOURS_7[6].count_ones(), 3);
        assert!(NEIGHBOURS_7.iter().all(|m| m >> 49 == 0));
        // h1 and a2 are not neighbours on 8×8.
        assert_eq!(NEIGHBOURS_8[7] & 1 << 8, 0);
    }

    #[test]
    fn start_moves_and_stones() {
        let mut p = Rastros::start(8).unwrap();
        assert_eq!(p.board().name(p.piece().into()), "e5");
        assert_eq!(p.targets().count_ones(), 8);
        play(&mut p, &["f6"]);
        assert_eq!(p.stones().count_ones(), 1);
        assert_eq!(p.seat_to_move(), SECOND);
        let e = |p: &mut Rastros, t: &str| {
            let m = p.parse_move(t).unwrap();
            p.play(m).unwrap_err().to_string()
        };
        assert_eq!(e(&mut p, "e5"), "e5 holds a black stone");
        assert_eq!(
            e(&mut p, "f8"),
            "the piece steps to one of the 8 cells around it"
        );
        assert_eq!(e(&mut p, "f6"), "the piece is on f6 already: it must move");
        assert!(p
            .parse_move("e5-f7")
            .unwrap_err()
            .to_string()
            .contains("the piece is on f6, not e5"));
        play(&mut p, &["f6-e6"]);
        assert_eq!(p.targets().count_ones(), 6);
    }

    #[test]
    fn goal_corners_decide_whoever_moved() {
        // Second moves the piece into a1: First wins.
        let b1 = 1u8;
        let mut p = Rastros::from_parts(8, b1, 0, SECOND).unwrap();
        play(&mut p, &["a1"]);
        assert_eq!(p.result(), Some(Outcome::Win(FIRST)));
        assert_eq!(Rules::to_move(&p), None);
        let g7 = Rastros::start(7).unwrap().board().parse_cell("f6").unwrap() as u8;
        let mut q = Rastros::from_parts(7, g7, 0, FIRST).unwrap();
        play(&mut q, &["g7"]);
        assert_eq!(q.result(), Some(Outcome::Win(SECOND)));
    }

    #[test]
    fn the_blocked_player_loses() {
        // Piece on b2 after the move; a2 a3 b3 c3 c2 c1 b1... stones around.
        let p0 = Rastros::start(8).unwrap();
        let b = p0.board();
        let cell = |t: &str| b.parse_cell(t).unwrap() as u8;
        let stones = ["a3", "b3", "c3", "c1", "c2", "a2"]
            .iter()
            .fold(0u64, |m, t| m | 1 << cell(t));
        // The piece on b1 moves to b2... which leaves b1 a stone; a1 free.
        let mut p = Rastros::from_parts(8, cell("b1"), stones | 1 << cell("a1"), FIRST)
            .expect("a position");
        assert_eq!(p.result(), None);
        play(&mut p, &["b2"]);
        assert_eq!(p.result(), Some(Outcome::Win(FIRST)));
    }

    #[test]
    fn options_and_sizes() {
        assert_eq!(Rastros::new(&[]).unwrap().size(), 8);
        assert!(Rastros::new(&[]).unwrap().options().is_empty());
        let seven = Rastros::new(&[("size".into(), "7".into())]).unwrap();
        assert_eq!(seven.options(), [("size".to_string(), "7".to_string())]);
        assert_eq!(seven.board().name(seven.goal(SECOND).into()), "g7");
        assert!(Rastros::new(&[("size".into(), "9".into())]).is_err());
        assert!(Rastros::new(&[("colour".into(), "red".into())])
            .unwrap_err()
            .to_string()
            .contains("only `size 7` or `size 8`"));
    }

    #[test]
    fn distances_flood_through_empty_cells() {
        let p = Rastros::start(8).unwrap();
        let d = p.distances();
        assert_eq!(d[0], 4);
        assert_eq!(d[63], 3);
    }

    #[test]
    fn heuristic_sees_the_goals() {
        let b = SquareBoard::new(8, 8);
        let c = |t: &str| b.parse_cell(t).unwrap() as u8;
        // First to move, next to a1: First wins at once.
        let p = Rastros::from_parts(8, c("b2"), 0, FIRST).unwrap();
        assert!(p.heuristic(FIRST) > 100.0);
        assert!(p.heuristic(SECOND) < -100.0);
        // From e5 the second player's corner is nearer.
        let q = Rastros::start(8).unwrap();
        assert!(q.heuristic(SECOND) > q.heuristic(FIRST));
        let mut over = q;
        play(&mut over, &["f6", "g7", "h8"]);
        assert_eq!(over.heuristic(SECOND), 1000.0);
        let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(3);
        assert_eq!(over.random_action(&mut rng), None);
    }
}
