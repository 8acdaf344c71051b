//! Avanço (Breakthrough) on 7×7, as `docs/games/avanco.md` makes it
//! precise: the position as two bitboards, its moves, its notation and its
//! rules. What people see of it is in [`present`].

use super::bits::{nth_set, Bits};
use super::kind::GameInfo;
use super::present::{Rules, SeatInfo};
use super::square::{clip, SquareBoard};
use super::{Outcome, Progress, Seat};
use crate::i18n::{Msg, ToMsg};
use crate::msg;
use std::fmt;

mod eval;
mod present;

/// The board: 7 files by 7 ranks, cell `rank * 7 + file`.
pub const BOARD: SquareBoard = SquareBoard::new(7, 7);
const N: u8 = 7;
const CELLS: u8 = N * N;
/// Every cell of the board.
const ALL: u64 = (1 << CELLS) - 1;
const RANK_1: u64 = (1 << N) - 1;
const RANK_7: u64 = RANK_1 << (N * (N - 1));
const FILE_A: u64 = file_mask(0);
const FILE_G: u64 = file_mask(N - 1);

pub const WHITE: Seat = 0;
pub const BLACK: Seat = 1;

pub const SEATS: [SeatInfo; 2] = [SeatInfo::WHITE, SeatInfo::BLACK];

/// What Avanço states about itself.
pub const INFO: GameInfo = GameInfo::plain(
    "avanco",
    "Avanço",
    "game-avanco",
    &["breakthrough", "avanço"],
    SEATS,
    crate::game_catalog!("avanco.ftl"),
);

const fn file_mask(file: u8) -> u64 {
    let mut m = 0;
    let mut r = 0;
    while r < N {
        m |= 1 << (r * N + file);
        r += 1;
    }
    m
}

/// The cell one step straight ahead of `cell` for `seat`, as a mask.
const fn straight(seat: Seat, cell: u8) -> u64 {
    let b = 1u64 << cell;
    if seat == WHITE {
        (b << N) & ALL
    } else {
        b >> N
    }
}

/// The cells one step diagonally ahead of `cell` for `seat`, as a mask.
const fn diagonals(seat: Seat, cell: u8) -> u64 {
    let b = 1u64 << cell;
    if seat == WHITE {
        (((b & !FILE_A) << (N - 1)) | ((b & !FILE_G) << (N + 1))) & ALL
    } else {
        ((b & !FILE_A) >> (N + 1)) | ((b & !FILE_G) >> (N - 1))
    }
}

const fn tables() -> [[[u64; CELLS as usize]; 2]; 2] {
    let mut t = [[[0; CELLS as usize]; 2]; 2];
    let mut seat = 0;
    while seat < 2 {
        let mut c = 0;
        while c < CELLS {
            t[0][seat][c as usize] = straight(seat, c);
            t[1][seat][c as usize] = diagonals(seat, c);
            c += 1;
        }
        seat += 1;
    }
    t
}

/// `[STRAIGHT, DIAGONAL][seat][cell]`: the cells a piece may step to.
const AHEAD: [[[u64; CELLS as usize]; 2]; 2] = tables();

/// One move: a piece from `from` to `to` (cell indices of [`BOARD`]);
/// `capture` says the move takes the piece on `to` (written `x`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move {
    pub from: u8,
    pub to: u8,
    pub capture: bool,
}

impl Move {
    pub const fn new(from: u8, to: u8, capture: bool) -> Move {
        Move { from, to, capture }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sep = if self.capture { 'x' } else { '-' };
        write!(
            f,
            "{}{sep}{}",
            BOARD.name(self.from.into()),
            BOARD.name(self.to.into())
        )
    }
}

/// The rule a move breaks. Reads after the move's notation:
/// `c3-c5: a piece steps one rank forward`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// The game has ended.
    Over,
    /// A cell index off the board (only typed moves can hold one).
    OffBoard,
    /// No piece on the cell moved from.
    Empty(u8),
    /// The piece moved from is the opponent's: (cell, its owner).
    NotYours(u8, Seat),
    /// From and to are the same cell.
    Stays,
    Sideways,
    Backward,
    /// More than one rank ahead.
    TooFar,
    /// One rank ahead but more than one file aside.
    TooWide,
    /// A straight move written as a capture, or onto an opponent's piece:
    /// (its cell, its owner).
    StraightCapture(Option<(u8, Seat)>),
    /// The cell moved to holds the mover's own piece: (cell, owner).
    Occupied(u8, Seat),
    /// Written `x` onto an empty cell.
    NothingToCapture(u8),
    /// A capture written `-` (only typed moves can be so).
    UnmarkedCapture(u8),
}

fn name(cell: u8) -> String {
    BOARD.name(cell.into())
}

/// A seat's colour, as the catalogs select on it (`white`, `black`).
fn colour(seat: Seat) -> &'static str {
    if seat == WHITE {
        "white"
    } else {
        "black"
    }
}

/// A seat's name, formatted in the reader's language.
fn seat_msg(seat: Seat) -> Msg {
    Msg::id(if seat == WHITE {
        "seat-white"
    } else {
        "seat-black"
    })
}

impl ToMsg for MoveError {
    fn to_msg(&self) -> Msg {
        match *self {
            MoveError::Over => msg!("game-is-over"),
            MoveError::OffBoard => msg!("avanco-off-board"),
            MoveError::Empty(c) => msg!("avanco-empty", cell = name(c)),
            MoveError::NotYours(c, owner) => msg!(
                "avanco-not-yours",
                cell = name(c),
                owner = colour(owner),
                seat = seat_msg(1 - owner),
                mover = colour(1 - owner)
            ),
            MoveError::Stays => msg!("avanco-stays"),
            MoveError::Sideways => msg!("avanco-sideways"),
            MoveError::Backward => msg!("avanco-backward"),
            MoveError::TooFar => msg!("avanco-too-far"),
            MoveError::TooWide => msg!("avanco-too-wide"),
            MoveError::StraightCapture(None) => msg!("avanco-straight-capture"),
            MoveError::StraightCapture(Some((c, owner))) => msg!(
                "avanco-straight-capture-on",
                cell = name(c),
                owner = colour(owner)
            ),
            MoveError::Occupied(c, owner) => {
                msg!("avanco-occupied", cell = name(c), owner = colour(owner))
            }
            MoveError::NothingToCapture(c) => msg!("avanco-nothing-to-capture", cell = name(c)),
            MoveError::UnmarkedCapture(c) => msg!("avanco-unmarked-capture", cell = name(c)),
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

/// A position: whose pieces are where, who moves, and who has won.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Avanco {
    /// `pieces[seat]`: bit `cell` set where that seat has a piece.
    pieces: [u64; 2],
    to_move: u8,
    winner: Option<u8>,
}

impl Default for Avanco {
    fn default() -> Avanco {
        Avanco::start()
    }
}

impl Avanco {
    /// The starting position: White on ranks 1–2, Black on ranks 6–7.
    pub const fn start() -> Avanco {
        Avanco {
            pieces: [RANK_1 | RANK_1 << N, RANK_7 | RANK_7 >> N],
            to_move: WHITE as u8,
            winner: None,
        }
    }

    /// A position from its pieces, `seat` to move; `None` when the pieces
    /// overlap or leave the board. The winner follows from the pieces (a
    /// piece on its far rank, or a side without pieces), the mover's
    /// opponent first: that is who moved last.
    pub fn from_pieces(white: u64, black: u64, seat: Seat) -> Option<Avanco> {
        if white & black != 0 || (white | black) & !ALL != 0 || seat > 1 {
            return None;
        }
        let mut p = Avanco {
            pieces: [white, black],
            to_move: seat as u8,
            winner: None,
        };
        for s in [1 - seat, seat] {
            if p.has_won(s) {
                p.winner = Some(s as u8);
                break;
            }
        }
        Some(p)
    }

    /// The cells of a seat's pieces, as a mask.
    pub fn pieces(&self, seat: Seat) -> u64 {
        self.pieces[seat]
    }

    pub fn count(&self, seat: Seat) -> u32 {
        self.pieces[seat].count_ones()
    }

    /// The seat whose piece stands on `cell`.
    pub fn owner(&self, cell: u8) -> Option<Seat> {
        let b = 1u64.checked_shl(cell.into()).unwrap_or(0);
        (0..2).find(|&s| self.pieces[s] & b != 0)
    }

    /// The seat whose turn it is (also once the game is over: who would
    /// have moved next).
    pub fn seat_to_move(&self) -> Seat {
        self.to_move as Seat
    }

    pub fn winner(&self) -> Option<Seat> {
        self.winner.map(Seat::from)
    }

    /// Has `seat` won by the pieces: a piece on its far rank, or no
    /// opponent piece left?
    fn has_won(&self, seat: Seat) -> bool {
        let far = if seat == WHITE { RANK_7 } else { RANK_1 };
        self.pieces[seat] & far != 0 || self.pieces[1 - seat] == 0
    }

    /// The target masks of the mover's moves: straight steps, diagonal
    /// moves toward file a, and toward file g, with each one's shift.
    #[inline]
    fn targets(&self) -> [(u64, i8); 3] {
        let s = self.to_move as usize;
        let own = self.pieces[s];
        let empty = ALL & !(own | self.pieces[1 - s]);
        let n = N as i8;
        if s == WHITE {
            [
                ((own << N) & empty, n),
                (((own & !FILE_A) << (N - 1)) & ALL & !own, n - 1),
                (((own & !FILE_G) << (N + 1)) & ALL & !own, n + 1),
            ]
        } else {
            [
                ((own >> N) & empty, -n),
                (((own & !FILE_A) >> (N + 1)) & !own, -n - 1),
                (((own & !FILE_G) >> (N - 1)) & !own, -n + 1),
            ]
        }
    }

    #[inline]
    fn move_to(&self, to: u8, shift: i8) -> Move {
        let opp = self.pieces[1 - self.to_move as usize];
        Move {
            from: (to as i8 - shift) as u8,
            to,
            capture: opp >> to & 1 != 0,
        }
    }

    /// The number of legal moves.
    pub fn move_count(&self) -> u32 {
        if self.winner.is_some() {
            return 0;
        }
        self.targets().iter().map(|(m, _)| m.count_ones()).sum()
    }

    /// Why `m` is illegal, when the fast test has refused it.
    fn why(&self, m: Move) -> MoveError {
        let s = self.to_move as usize;
        let (from, to) = (m.from, m.to);
        match self.owner(from) {
            None => return MoveError::Empty(from),
            Some(o) if o != s => return MoveError::NotYours(from, o),
            _ => {}
        }
        if from == to {
            return MoveError::Stays;
        }
        let (ff, fr) = BOARD.coords(from.into());
        let (tf, tr) = BOARD.coords(to.into());
        let ahead = if s == WHITE { tr - fr } else { fr - tr };
        let aside = (tf - ff).abs();
        match ahead {
            0 => return MoveError::Sideways,
            a if a < 0 => return MoveError::Backward,
            a if a > 1 => return MoveError::TooFar,
            _ if aside > 1 => return MoveError::TooWide,
            _ => {}
        }
        let target = self.owner(to);
        if aside == 0 {
            return match target {
                Some(o) if o == s => MoveError::Occupied(to, o),
                Some(o) if !m.capture => MoveError::StraightCapture(Some((to, o))),
                _ => MoveError::StraightCapture(None),
            };
        }
        match target {
            Some(o) if o == s => MoveError::Occupied(to, o),
            Some(_) => MoveError::UnmarkedCapture(to),
            None => MoveError::NothingToCapture(to),
        }
    }

    /// Check and make a move.
    #[inline]
    pub fn play(&mut self, m: Move) -> Result<(), MoveError> {
        if self.winner.is_some() {
            return Err(MoveError::Over);
        }
        if m.from >= CELLS || m.to >= CELLS {
            return Err(MoveError::OffBoard);
        }
        let s = self.to_move as usize;
        let (fb, tb) = (1u64 << m.from, 1u64 << m.to);
        let own = self.pieces[s];
        let opp = self.pieces[1 - s];
        let from = m.from as usize;
        // `&` and `|` rather than `&&` and `||`: no branches to mispredict.
        let straight = (AHEAD[0][s][from] == tb) & ((own | opp) & tb == 0) & !m.capture;
        let diagonal =
            (AHEAD[1][s][from] & tb != 0) & (own & tb == 0) & ((opp & tb != 0) == m.capture);
        let ok = (own & fb != 0) & (straight | diagonal);
        if !ok {
            return Err(self.why(m));
        }
        self.pieces[s] = own ^ fb ^ tb;
        self.pieces[1 - s] = opp & !tb;
        let far = if s == WHITE { RANK_7 } else { RANK_1 };
        if tb & far != 0 || self.pieces[1 - s] == 0 {
            self.winner = Some(s as u8);
        }
        self.to_move ^= 1;
        Ok(())
    }

    /// Read a move: `c2-c3`, `d4xe5` (or `d4-e5` for a capture).
    pub fn parse_move(&self, text: &str) -> Result<Move, Msg> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("pass") {
            return Err(msg!("avanco-no-pass"));
        }
        let split = t
            .char_indices()
            .skip(1)
            .find(|&(_, c)| c == '-' || c == 'x' || c == 'X');
        let Some((i, sep)) = split else {
            return Err(msg!("avanco-not-a-move", text = clip(t)));
        };
        let from = BOARD.parse_cell(&t[..i])? as u8;
        let to = BOARD.parse_cell(&t[i + sep.len_utf8()..])? as u8;
        let s = self.to_move as usize;
        let capture = sep != '-'
            || (self.pieces[1 - s] >> to & 1 != 0 && AHEAD[1][s][from as usize] >> to & 1 != 0);
        Ok(Move { from, to, capture })
    }

    /// The advancement of a seat's pieces: ranks gained, summed.
    fn advancement(&self, seat: Seat) -> u32 {
        Bits(self.pieces[seat])
            .map(|c| {
                let r = (c / N) as u32;
                if seat == WHITE {
                    r
                } else {
                    (N - 1) as u32 - r
                }
            })
            .sum()
    }

    /// How far the seat's most advanced piece has come (ranks gained).
    fn front(&self, seat: Seat) -> u32 {
        let p = self.pieces[seat];
        if p == 0 {
            return 0;
        }
        if seat == WHITE {
            (63 - p.leading_zeros()) / N as u32
        } else {
            (N - 1) as u32 - p.trailing_zeros() / N as u32
        }
    }
}

impl Rules for Avanco {
    type Action = Move;
    type Error = MoveError;

    fn new(options: &[(String, String)]) -> Result<Avanco, Msg> {
        match options.first() {
            None => Ok(Avanco::start()),
            Some((k, _)) => Err(msg!("avanco-no-options", option = clip(k))),
        }
    }

    fn options(&self) -> Vec<(String, String)> {
        Vec::new()
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
        if self.winner.is_some() {
            return;
        }
        for (mask, shift) in self.targets() {
            out.extend(Bits(mask).map(|to| self.move_to(to, shift)));
        }
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
        m.to_string()
    }

    fn turn_over_error(&self, _ended_turn: usize) -> Msg {
        msg!("avanco-turn-over")
    }

    fn heuristic(&self, seat: Seat) -> f32 {
        match self.winner() {
            Some(w) if w == seat => return 1000.0,
            Some(_) => return -1000.0,
            None => {}
        }
        let other = 1 - seat;
        let material = self.count(seat) as f32 - self.count(other) as f32;
        let advance = self.advancement(seat) as f32 - self.advancement(other) as f32;
        let front = self.front(seat) as f32 - self.front(other) as f32;
        10.0 * material + advance + 2.0 * front
    }

    fn evaluation(&self, seat: Seat) -> Option<f32> {
        self.evaluate(seat)
    }

    fn solver_is_stronger(&self) -> bool {
        true
    }

    fn order_actions(&self, moves: &mut [Move]) {
        self.order_moves(moves);
    }

    #[inline]
    fn random_action(&self, rng: &mut rand::rngs::SmallRng) -> Option<Move> {
        use rand::Rng;
        if self.winner.is_some() {
            return None;
        }
        let t = self.targets();
        let (c0, c1) = (t[0].0.count_ones(), t[1].0.count_ones());
        let total = c0 + c1 + t[2].0.count_ones();
        if total == 0 {
            return None;
        }
        let r = rng.gen_range(0..total);
        // Which of the three sets, without a branch to mispredict.
        let set = usize::from(r >= c0) + usize::from(r >= c0 + c1);
        let skipped = [0, c0, c0 + c1][set];
        let (mask, shift) = t[set];
        Some(self.move_to(nth_set(mask, r - skipped), shift))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(p: &Avanco, t: &str) -> Move {
        p.parse_move(t).unwrap()
    }

    fn cells(mask: u64) -> Vec<String> {
        Bits(mask).map(name).collect()
    }

    #[test]
    fn start_position() {
        let p = Avanco::start();
        assert_eq!(p.count(WHITE), 14);
        assert_eq!(p.count(BLACK), 14);
        assert_eq!(cells(p.pieces(WHITE))[..3], ["a1", "b1", "c1"]);
        assert_eq!(cells(p.pieces(BLACK)).last().unwrap(), "g7");
        // 7 straight + 6 + 6 diagonal steps from rank 2.
        assert_eq!(p.move_count(), 19);
        let mut v = Vec::new();
        p.legal_actions(&mut v);
        assert_eq!(v.len(), 19);
        assert!(v.iter().all(|m| !m.capture));
    }

    #[test]
    fn tables_stay_on_the_board() {
        assert_eq!(
            cells(AHEAD[1][WHITE][BOARD.parse_cell("a2").unwrap()]),
            ["b3"]
        );
        assert_eq!(
            cells(AHEAD[1][WHITE][BOARD.parse_cell("g2").unwrap()]),
            ["f3"]
        );
        assert_eq!(
            cells(AHEAD[1][BLACK][BOARD.parse_cell("d6").unwrap()]),
            ["c5", "e5"]
        );
        assert_eq!(AHEAD[0][WHITE][BOARD.parse_cell("d7").unwrap()], 0);
        assert_eq!(AHEAD[0][BLACK][BOARD.parse_cell("d1").unwrap()], 0);
        assert_eq!(AHEAD[1][BLACK][BOARD.parse_cell("a1").unwrap()], 0);
    }

    #[test]
    fn errors_name_the_rule() {
        let mut p = Avanco::start();
        let e = |p: &mut Avanco, t: &str| {
            let m = mv(p, t);
            p.play(m).unwrap_err().to_string()
        };
        assert_eq!(e(&mut p, "c3-c4"), "there is no piece on c3");
        assert!(e(&mut p, "c6-c5").contains("c6 holds a black piece"));
        assert_eq!(e(&mut p, "c2-c4"), "a piece steps one rank forward");
        assert_eq!(e(&mut p, "c2-e3"), MoveError::TooWide.to_string());
        assert_eq!(e(&mut p, "c2-d2"), "nothing moves sideways");
        assert_eq!(e(&mut p, "c1-c2"), "c2 holds a white piece");
        assert!(e(&mut p, "c2xd3").starts_with("there is nothing to capture on d3"));
        assert_eq!(e(&mut p, "c2xc3"), "captures are diagonal only");
        p.play(mv(&p, "c2-c3")).unwrap();
        assert_eq!(e(&mut p, "c7-c6"), "c6 holds a black piece");
        assert_eq!(e(&mut p, "c6-c6"), "a piece must move to another cell");
        p.play(mv(&p, "c6-c5")).unwrap();
        p.play(mv(&p, "c3-c4")).unwrap();
        assert!(e(&mut p, "c5-c4").starts_with("captures are diagonal only"));
        p.play(mv(&p, "a6-a5")).unwrap();
        assert_eq!(e(&mut p, "c4-b4"), "nothing moves sideways");
        assert_eq!(e(&mut p, "c4-c3"), "nothing moves backward");
    }

    #[test]
    fn heuristic_counts_material_and_advance() {
        let p = Avanco::start();
        assert_eq!(p.heuristic(WHITE), 0.0);
        let q = Avanco::from_pieces(1 << BOARD.parse_cell("d5").unwrap(), 1 << 48, WHITE).unwrap();
        assert!(q.heuristic(WHITE) > 0.0);
        assert!(q.heuristic(BLACK) < 0.0);
        // The greedy choice captures when it can.
        let r = Avanco::from_pieces(
            1 << BOARD.parse_cell("d4").unwrap() | 1,
            1 << BOARD.parse_cell("e5").unwrap() | 1 << 48,
            WHITE,
        )
        .unwrap();
        let mut v = Vec::new();
        r.legal_actions(&mut v);
        let best = v
            .iter()
            .max_by(|a, b| {
                let score = |m: &&Move| {
                    let mut t = r;
                    t.play(**m).unwrap();
                    t.heuristic(WHITE)
                };
                score(a).total_cmp(&score(b))
            })
            .unwrap();
        assert_eq!(best.to_string(), "d4xe5");
    }
}
