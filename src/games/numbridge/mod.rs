//! Numbridge, the hex-sudoku duel, as `docs/games/numbridge.md` (and
//! `docs/games/numbridge.md`) makes it precise: two players fill a sudoku
//! whose solution only the bot knows, placing digit tiles from hands of
//! three drawn from a bag; a right tile makes the cell the player's. Ponte
//! and Blitz are won by joining one's two edges with owned cells, Domínios
//! by winning 5 of the 9 blocks.
//!
//! The position holds the puzzle (solution and blocks, from the
//! [`puzzle`] generator), the cells as bit sets (unowned clues, each
//! player's cells), the bag and the hands as digit counts, the miss counts
//! and a small random-number state. Every random event (the puzzle, the
//! deals, the draws, the tile a cost-2 clue takes at random) comes from the
//! `seed` option, so a stored game replays exactly; the seed is a secret
//! while the game runs ([`crate::games::AnyGame::public_record`] leaves it
//! out).
//!
//! Notation (records): `C4:7` a right placement, `C4:7x` a miss, `C4+5` a
//! clue taken discarding a 5 (`C4+` for the free clue of an empty hand),
//! `swap`, `pass` (only when the rules pass a player), `time` (a turn lost
//! on the turn clock) and `timeup` (the game clock ran out: the game is
//! adjudicated). A line holds one turn: two plays in Domínios.

pub mod ai;
pub mod board;
mod complete;
mod notation;
pub mod options;
mod present;
pub mod puzzle;
pub mod rooms;

pub use board::{Cells, Geo};
pub use options::{Config, Variant};
pub use puzzle::{generate, Blocks, Puzzle, PuzzleError};

use super::kind::{GameInfo, MoveCommand, OptionSpec, Says, Values};
use super::present::{Rules, SeatInfo};
use super::view::Tone;
use super::{Outcome, Progress, Seat};
use crate::i18n::{Lang, Msg, ToMsg};
use crate::msg;
use board::{each, nth, MAX_CELLS};
use std::fmt;

pub const SEATS: [SeatInfo; 2] = [
    SeatInfo {
        name: "Orange",
        key: "orange",
        tone: Tone::Orange,
        words: &["orange", "o", "first"],
        local_words: &[
            ("laranja", "orange"),
            ("primeiro", "first"),
            ("premier", "first"),
        ],
    },
    SeatInfo {
        name: "Blue",
        key: "blue",
        tone: Tone::Blue,
        words: &["blue", "b", "second"],
        local_words: &[("azul", "blue"), ("bleu", "blue"), ("segundo", "second")],
    },
];

/// What Numbridge states about itself: its options, its hands (hidden
/// information), its own clocks and its `/nb` commands.
pub const INFO: GameInfo = GameInfo {
    options: &[
        OptionSpec {
            key: "variant",
            values: Values::Words {
                values: &["ponte", "blitz", "dominios"],
                synonyms: &[("domínios", "dominios"), ("dominoes", "dominios")],
                wrong: "usage-not-variant",
            },
            example: "blitz",
            offered: true,
            secret: false,
        },
        OptionSpec {
            key: "clues",
            // Blitz 10–16, the others 24–36 (the game says which).
            values: Values::Range { min: 10, max: 36 },
            example: "30",
            offered: true,
            secret: false,
        },
        OptionSpec {
            key: "blocks",
            values: Values::Words {
                values: &["regular", "irregular"],
                synonyms: &[],
                wrong: "usage-not-blocks",
            },
            example: "irregular",
            offered: true,
            secret: false,
        },
        OptionSpec {
            key: "turn",
            values: Values::Numbers(&options::TURN_TIMES),
            example: "45",
            offered: true,
            secret: false,
        },
        OptionSpec {
            key: "cost",
            values: Values::Numbers(&[1, 2]),
            example: "2",
            offered: true,
            secret: false,
        },
        OptionSpec {
            key: "candidates",
            values: Values::Switch,
            example: "on",
            offered: true,
            secret: false,
        },
        OptionSpec {
            key: "seed",
            values: Values::Any,
            example: "7",
            offered: false,
            // The puzzle, the deals and every draw come from it.
            secret: true,
        },
    ],
    // A tile drawn stays drawn: no take-backs.
    undo: false,
    hands: true,
    rules_clocks: true,
    commands: &[
        MoveCommand {
            name: "nb place",
            options: &[("cell", true), ("digit", true)],
            says: Says::Move("{cell}:{digit}"),
        },
        MoveCommand {
            name: "nb clue",
            options: &[("cell", true), ("discard", false)],
            says: Says::Move("{cell}+{discard}"),
        },
        MoveCommand {
            name: "nb swap",
            options: &[],
            says: Says::Move("swap"),
        },
        MoveCommand {
            name: "nb hand",
            options: &[],
            says: Says::Command("hand"),
        },
        MoveCommand {
            name: "nb cell",
            options: &[("cell", true)],
            says: Says::Command("cell"),
        },
    ],
    group: Some(("nb", "hand-nb-what")),
    rooms: Some(rooms::ROOMS),
    complete: complete::complete,
    ..GameInfo::plain(
        "numbridge",
        "Numbridge",
        "game-numbridge",
        &["hexsudoku", "hex-sudoku", "sudoku"],
        SEATS,
        crate::game_catalog!("numbridge.ftl"),
    )
};

/// Tiles in a full hand.
pub const HAND: u8 = 3;
/// Cells of a block a player must own to win it (Domínios).
pub const BLOCK_MAJORITY: u32 = 5;
/// Blocks a player must win to win the game (Domínios).
pub const BLOCKS_TO_WIN: u32 = 5;

/// One play, or what the rules and clocks do for a player.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Action {
    /// A tile on an empty cell. `miss` is what the record says (`C4:7x`);
    /// a player's `C4:7` is resolved against the solution when played.
    Place { cell: u8, digit: u8, miss: bool },
    /// A clue cell taken, paying `discard` (0: the free clue of an empty
    /// hand; with cost 2 a second tile goes at random).
    Take { cell: u8, discard: u8 },
    /// The hand into the bag, and a new one drawn.
    Swap,
    /// Nothing to play: the rules pass the player.
    Pass,
    /// The turn clock ran out: the turn is lost like a miss.
    Time,
    /// The game clock ran out: the game is adjudicated.
    TimeUp,
}

/// Why a play is refused. The messages name the rule and never tell more
/// of the solution than the rules make public.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NumbridgeError {
    Over,
    NotEmpty {
        cell: u8,
        clue: bool,
        owner: Option<Seat>,
    },
    NotInHand(u8),
    NoSuchDigit(u8),
    NotAClue(u8),
    ClueOwned {
        cell: u8,
        owner: Seat,
    },
    TooFewTiles {
        cost: u8,
        held: u8,
    },
    FreeClueNeedsEmptyHand,
    EmptyBag,
    PassNotForced,
    /// A record's `x` (or its absence) disagrees with the puzzle.
    RecordMismatch {
        cell: u8,
        digit: u8,
        miss: bool,
    },
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// Joined the two edges (Ponte, Blitz).
    Connected(Seat),
    /// Won 5 of the 9 blocks (Domínios).
    Blocks(Seat),
    /// The game clock ran out; the adjudicated outcome.
    Adjudicated(Outcome),
}

impl End {
    pub fn outcome(self) -> Outcome {
        match self {
            End::Connected(s) | End::Blocks(s) => Outcome::Win(s),
            End::Adjudicated(o) => o,
        }
    }
}

/// A Numbridge position: the puzzle, the cells, the bag, the hands.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Numbridge {
    cfg: Config,
    geo: &'static Geo,
    solution: [u8; MAX_CELLS],
    blocks: [u8; MAX_CELLS],
    block_masks: [Cells; 9],
    /// The puzzle's clue cells (taken or not).
    givens: Cells,
    /// Clue cells nobody has taken.
    clues: Cells,
    owned: [Cells; 2],
    /// Tiles in the bag, by digit.
    bag: [u8; 10],
    bag_len: u8,
    hands: [[u8; 10]; 2],
    hand_len: [u8; 2],
    misses: [u16; 2],
    /// The last miss: cell and the wrong digit.
    last_miss: Option<(u8, u8)>,
    to_move: Seat,
    /// Plays left in the turn in progress.
    plays_left: u8,
    /// Has the player to move played in this turn?
    acted: bool,
    /// The turn in progress, from 1.
    turn: u16,
    /// After a clue at cost 2: the turn at whose end the seat's hand is
    /// refilled again (its next turn; no refill before, an exchange aside).
    hold: [Option<u16>; 2],
    end: Option<End>,
    rng: u64,
}

/// splitmix64: a small generator that is the same in every build, so
/// stored games replay exactly.
fn next_random(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The `k`th tile (from 0) of a digit-count multiset.
fn nth_tile(counts: &[u8; 10], mut k: u32) -> u8 {
    for d in 1..10u8 {
        let c = u32::from(counts[d as usize]);
        if k < c {
            return d;
        }
        k -= c;
    }
    unreachable!("fewer tiles than asked for")
}

impl Numbridge {
    /// A new game for a configuration and a puzzle made from its seed.
    pub fn with_puzzle(cfg: Config, p: &Puzzle) -> Numbridge {
        let n = p.size as u8;
        let geo = Geo::of(n);
        let mut solution = [0; MAX_CELLS];
        let mut blocks = [0; MAX_CELLS];
        let mut block_masks = [0; 9];
        let mut givens = 0;
        let mut bag = [0u8; 10];
        for i in 0..geo.cells() {
            solution[i] = p.solution[i];
            blocks[i] = p.blocks[i];
            block_masks[p.blocks[i] as usize] |= 1 << i;
            if p.givens[i] != 0 {
                givens |= 1 << i;
            } else {
                bag[p.solution[i] as usize] += 1;
            }
        }
        let bag_len = bag.iter().sum();
        let mut g = Numbridge {
            cfg,
            geo,
            solution,
            blocks,
            block_masks,
            givens,
            clues: givens,
            owned: [0; 2],
            bag,
            bag_len,
            hands: [[0; 10]; 2],
            hand_len: [0; 2],
            misses: [0; 2],
            last_miss: None,
            to_move: 0,
            plays_left: 1,
            acted: false,
            turn: 1,
            hold: [None; 2],
            end: None,
            rng: cfg.seed ^ 0x6E75_6D62_7269_6467,
        };
        // The first player is dealt first.
        g.refill(0);
        g.refill(1);
        g
    }

    pub fn config(&self) -> &Config {
        &self.cfg
    }

    pub fn variant(&self) -> Variant {
        self.cfg.variant
    }

    pub fn geo(&self) -> &'static Geo {
        self.geo
    }

    pub fn size(&self) -> u8 {
        self.geo.n
    }

    /// The cell's name (`C4`).
    pub fn name(&self, cell: u8) -> String {
        self.geo.name(cell)
    }

    /// Block number of every cell.
    pub fn blocks(&self) -> &[u8] {
        &self.blocks[..self.geo.cells()]
    }

    pub fn block_mask(&self, b: usize) -> Cells {
        self.block_masks[b]
    }

    /// The solution digit of a cell: the bot's secret (tests, the end of
    /// the game's view).
    pub fn solution(&self, cell: u8) -> u8 {
        self.solution[cell as usize]
    }

    /// The puzzle's clue cells, taken or not.
    pub fn givens(&self) -> Cells {
        self.givens
    }

    /// Clue cells nobody has taken.
    pub fn free_clues(&self) -> Cells {
        self.clues
    }

    pub fn owned(&self, seat: Seat) -> Cells {
        self.owned[seat]
    }

    /// Cells with no digit on them.
    pub fn empty(&self) -> Cells {
        self.geo.all & !(self.givens | self.owned[0] | self.owned[1])
    }

    /// The digit shown on a cell (clue or owned), 0 when empty.
    pub fn shown(&self, cell: u8) -> u8 {
        if self.empty() & (1 << cell) != 0 {
            0
        } else {
            self.solution[cell as usize]
        }
    }

    /// Who owns a cell.
    pub fn owner(&self, cell: u8) -> Option<Seat> {
        (0..2).find(|&s| self.owned[s] & (1 << cell) != 0)
    }

    pub fn bag(&self) -> &[u8; 10] {
        &self.bag
    }

    pub fn bag_len(&self) -> u8 {
        self.bag_len
    }

    /// A hand by digit counts (index = digit).
    pub fn hand(&self, seat: Seat) -> &[u8; 10] {
        &self.hands[seat]
    }

    pub fn hand_len(&self, seat: Seat) -> u8 {
        self.hand_len[seat]
    }

    /// A hand's tiles, lowest first.
    pub fn hand_tiles(&self, seat: Seat) -> Vec<u8> {
        (1..10u8)
            .flat_map(|d| std::iter::repeat_n(d, self.hands[seat][d as usize] as usize))
            .collect()
    }

    pub fn misses(&self, seat: Seat) -> u16 {
        self.misses[seat]
    }

    pub fn last_miss(&self) -> Option<(u8, u8)> {
        self.last_miss
    }

    pub fn end(&self) -> Option<End> {
        self.end
    }

    pub fn turn(&self) -> u16 {
        self.turn
    }

    /// The seat of the turn in progress.
    pub fn seat(&self) -> Seat {
        self.to_move
    }

    /// Plays left in the turn in progress.
    pub fn plays_left(&self) -> u8 {
        self.plays_left
    }

    /// Is `seat` playing without refills after a clue at cost 2 (until
    /// the end of its next turn)?
    pub fn held(&self, seat: Seat) -> bool {
        self.hold[seat].is_some()
    }

    /// Blocks a seat has won (owns 5 of the 9 cells).
    pub fn blocks_won(&self, seat: Seat) -> u32 {
        (0..self.geo.n as usize)
            .filter(|&b| (self.owned[seat] & self.block_masks[b]).count_ones() >= BLOCK_MAJORITY)
            .count() as u32
    }

    /// The bag invariant: bag + both hands = the solution digits of the
    /// empty cells, digit by digit.
    pub fn invariant_holds(&self) -> bool {
        let mut want = [0u8; 10];
        for c in each(self.empty()) {
            want[self.solution[c as usize] as usize] += 1;
        }
        let have: Vec<u8> = (0..10)
            .map(|d| self.bag[d] + self.hands[0][d] + self.hands[1][d])
            .collect();
        want[..] == have[..]
            && self.bag_len == self.bag.iter().sum::<u8>()
            && (0..2).all(|s| self.hand_len[s] == self.hands[s].iter().sum::<u8>())
            && self.hand_len.iter().all(|&h| h <= HAND)
    }

    /// Can `seat` play at all (a tile, a clue, or an exchange)?
    pub fn can_play(&self, seat: Seat) -> bool {
        self.hand_len[seat] > 0 || self.bag_len > 0 || self.clues != 0
    }

    fn random(&mut self, below: u32) -> u32 {
        (((next_random(&mut self.rng) >> 32) * u64::from(below)) >> 32) as u32
    }

    fn draw(&mut self, seat: Seat) {
        let k = self.random(u32::from(self.bag_len));
        let d = nth_tile(&self.bag, k);
        self.bag[d as usize] -= 1;
        self.bag_len -= 1;
        self.hands[seat][d as usize] += 1;
        self.hand_len[seat] += 1;
    }

    fn refill(&mut self, seat: Seat) {
        while self.hand_len[seat] < HAND && self.bag_len > 0 {
            self.draw(seat);
        }
    }

    fn return_tile(&mut self, seat: Seat, d: u8) {
        self.hands[seat][d as usize] -= 1;
        self.hand_len[seat] -= 1;
        self.bag[d as usize] += 1;
        self.bag_len += 1;
    }

    /// Plays in a turn: two in Domínios but for the very first turn.
    fn plays_per_turn(&self) -> u8 {
        if self.cfg.variant == Variant::Dominios {
            2
        } else {
            1
        }
    }

    fn end_turn(&mut self) {
        let me = self.to_move;
        // A cost-2 clue's hold lasts to the end of the seat's next turn.
        if self.hold[me].is_some_and(|t| t <= self.turn) {
            self.hold[me] = None;
            self.refill(me);
        }
        self.to_move = 1 - self.to_move;
        self.plays_left = self.plays_per_turn();
        self.acted = false;
        self.turn += 1;
    }

    /// After `seat` came to own more cells: has it won?
    fn check_win(&mut self, seat: Seat) {
        if self.cfg.variant.connects() {
            let (a, b) = self.geo.edges(seat);
            if self.geo.joins(self.owned[seat], a, b) {
                self.end = Some(End::Connected(seat));
            }
        } else if self.blocks_won(seat) >= BLOCKS_TO_WIN {
            self.end = Some(End::Blocks(seat));
        }
    }

    /// The clock's verdict: Ponte and Blitz more owned cells; Domínios more
    /// blocks won, then more owned cells; still equal a draw.
    pub fn adjudicate(&self) -> Outcome {
        let cells = |s: Seat| self.owned[s].count_ones();
        let key = |s: Seat| {
            if self.cfg.variant.connects() {
                (0, cells(s))
            } else {
                (self.blocks_won(s), cells(s))
            }
        };
        match key(0).cmp(&key(1)) {
            std::cmp::Ordering::Greater => Outcome::Win(0),
            std::cmp::Ordering::Less => Outcome::Win(1),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    fn check(&self, action: Action) -> Result<(), NumbridgeError> {
        use NumbridgeError::*;
        if self.end.is_some() {
            return Err(Over);
        }
        let me = self.to_move;
        let n = self.geo.n;
        match action {
            Action::Place { cell, digit, miss } => {
                if digit == 0 || digit > n {
                    return Err(NoSuchDigit(digit));
                }
                let bit = 1u128 << cell;
                if self.empty() & bit == 0 {
                    return Err(NotEmpty {
                        cell,
                        clue: self.clues & bit != 0,
                        owner: self.owner(cell),
                    });
                }
                if self.hands[me][digit as usize] == 0 {
                    return Err(NotInHand(digit));
                }
                if miss && self.solution[cell as usize] == digit {
                    return Err(RecordMismatch { cell, digit, miss });
                }
            }
            Action::Take { cell, discard } => {
                let bit = 1u128 << cell;
                if self.clues & bit == 0 {
                    return Err(match self.owner(cell) {
                        Some(owner) if self.givens & bit != 0 => ClueOwned { cell, owner },
                        _ => NotAClue(cell),
                    });
                }
                let held = self.hand_len[me];
                if discard == 0 {
                    if held > 0 {
                        return Err(FreeClueNeedsEmptyHand);
                    }
                } else {
                    if discard > n {
                        return Err(NoSuchDigit(discard));
                    }
                    if held == 0 {
                        return Err(FreeClueNeedsEmptyHand);
                    }
                    if self.hands[me][discard as usize] == 0 {
                        return Err(NotInHand(discard));
                    }
                    if held < self.cfg.cost {
                        return Err(TooFewTiles {
                            cost: self.cfg.cost,
                            held,
                        });
                    }
                }
            }
            Action::Swap => {
                if self.bag_len == 0 {
                    return Err(EmptyBag);
                }
            }
            Action::Pass => {
                if self.acted || self.can_play(me) {
                    return Err(PassNotForced);
                }
            }
            Action::Time | Action::TimeUp => {}
        }
        Ok(())
    }

    /// The action as the record writes it: a placement resolved against
    /// the solution (hit or miss).
    pub fn resolved(&self, action: Action) -> Action {
        match action {
            Action::Place {
                cell,
                digit,
                miss: false,
            } if (cell as usize) < self.geo.cells() && self.solution[cell as usize] != digit => {
                Action::Place {
                    cell,
                    digit,
                    miss: true,
                }
            }
            a => a,
        }
    }

    /// Make a play for the player to move.
    pub fn play(&mut self, action: Action) -> Result<Progress, NumbridgeError> {
        self.check(action)?;
        let me = self.to_move;
        let mut turn_over = false;
        let mut refill = true;
        match action {
            Action::Place { cell, digit, .. } => {
                if self.solution[cell as usize] == digit {
                    self.hands[me][digit as usize] -= 1;
                    self.hand_len[me] -= 1;
                    self.owned[me] |= 1 << cell;
                    if self.last_miss.is_some_and(|(c, _)| c == cell) {
                        self.last_miss = None;
                    }
                    self.check_win(me);
                } else {
                    self.return_tile(me, digit);
                    self.misses[me] += 1;
                    self.last_miss = Some((cell, digit));
                    turn_over = true;
                }
            }
            Action::Take { cell, discard } => {
                if discard != 0 {
                    self.return_tile(me, discard);
                    if self.cfg.cost == 2 {
                        let k = self.random(u32::from(self.hand_len[me]));
                        let d = nth_tile(&self.hands[me], k);
                        self.return_tile(me, d);
                        // Played with what is left until the end of the
                        // seat's next turn (in Domínios the pair of plays).
                        self.hold[me] = Some(self.turn + 2);
                        refill = false;
                    }
                }
                self.clues &= !(1 << cell);
                self.owned[me] |= 1 << cell;
                self.check_win(me);
            }
            Action::Swap => {
                while self.hand_len[me] > 0 {
                    let d = nth_tile(&self.hands[me], 0);
                    self.return_tile(me, d);
                }
                // An exchange draws its new hand even under a hold.
                self.refill(me);
            }
            Action::Pass | Action::Time => turn_over = true,
            Action::TimeUp => {
                self.end = Some(End::Adjudicated(self.adjudicate()));
            }
        }
        if refill && self.hold[me].is_none() {
            self.refill(me);
        }
        if self.end.is_some() {
            return Ok(Progress::Ended);
        }
        self.acted = true;
        self.plays_left = self.plays_left.saturating_sub(1);
        if turn_over || self.plays_left == 0 || !self.can_play(me) {
            self.end_turn();
            Ok(Progress::Ended)
        } else {
            Ok(Progress::Continues)
        }
    }

    /// Every play the player to move may make, passed to `f`.
    fn each_legal(&self, mut f: impl FnMut(Action)) {
        if self.end.is_some() {
            return;
        }
        let me = self.to_move;
        let hand = &self.hands[me];
        let empty = self.empty();
        for d in 1..=self.geo.n {
            if hand[d as usize] == 0 {
                continue;
            }
            for cell in each(empty) {
                f(Action::Place {
                    cell,
                    digit: d,
                    miss: false,
                });
            }
        }
        if self.hand_len[me] == 0 {
            for cell in each(self.clues) {
                f(Action::Take { cell, discard: 0 });
            }
        } else if self.hand_len[me] >= self.cfg.cost {
            for d in 1..=self.geo.n {
                if hand[d as usize] > 0 {
                    for cell in each(self.clues) {
                        f(Action::Take { cell, discard: d });
                    }
                }
            }
        }
        if self.bag_len > 0 {
            f(Action::Swap);
        }
    }
}

/// A seat's name as a message, in the reader's language.
fn seat_msg(seat: Seat) -> Msg {
    Msg::id(if seat == 0 {
        "seat-orange"
    } else {
        "seat-blue"
    })
}

/// A seat's key, for the languages that choose an article by it
/// ("é do Laranja").
fn seat_key(seat: Seat) -> &'static str {
    if seat == 0 {
        "orange"
    } else {
        "blue"
    }
}

impl ToMsg for NumbridgeError {
    fn to_msg(&self) -> Msg {
        use NumbridgeError::*;
        match *self {
            Over => msg!("numbridge-error-over"),
            NotEmpty { clue: true, .. } => msg!("numbridge-error-clue-here"),
            NotEmpty { owner: Some(s), .. } => msg!(
                "numbridge-error-taken",
                seat = seat_msg(s),
                seat_key = seat_key(s)
            ),
            NotEmpty { .. } => msg!("numbridge-error-clue-taken"),
            NotInHand(d) => msg!("numbridge-error-not-in-hand", digit = d),
            NoSuchDigit(d) => msg!("numbridge-error-no-digit", digit = d),
            NotAClue(_) => msg!("numbridge-error-not-a-clue"),
            ClueOwned { owner, .. } => {
                msg!(
                    "numbridge-error-clue-owned",
                    seat = seat_msg(owner),
                    seat_key = seat_key(owner)
                )
            }
            TooFewTiles { cost, held } => {
                msg!("numbridge-error-too-few-tiles", cost = cost, held = held)
            }
            FreeClueNeedsEmptyHand => msg!("numbridge-error-free-clue"),
            EmptyBag => msg!("numbridge-error-empty-bag"),
            PassNotForced => msg!("numbridge-error-pass"),
            RecordMismatch { miss: true, .. } => msg!("numbridge-error-record-miss"),
            RecordMismatch { miss: false, .. } => msg!("numbridge-error-record-hit"),
        }
    }
}

/// English, for records and logs.
impl fmt::Display for NumbridgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_msg().fmt(f)
    }
}

impl std::error::Error for NumbridgeError {}

impl Rules for Numbridge {
    type Action = Action;
    type Error = NumbridgeError;

    fn new(options: &[(String, String)]) -> Result<Numbridge, Msg> {
        let (mut cfg, chosen) = Config::parse(options)?;
        let n = cfg.variant.size() as usize;
        let mut tries = 0;
        loop {
            match generate(n, cfg.clues as usize, cfg.seed, cfg.blocks) {
                Ok(p) => return Ok(Numbridge::with_puzzle(cfg, &p)),
                Err(e) if chosen || tries >= 20 => return Err(e.to_msg()),
                Err(_) => {
                    tries += 1;
                    cfg.seed = rand::random::<u64>() >> 1;
                }
            }
        }
    }

    fn options(&self) -> Vec<(String, String)> {
        self.cfg.lines()
    }

    fn to_move(&self) -> Option<Seat> {
        self.end.is_none().then_some(self.to_move)
    }

    fn result(&self) -> Option<Outcome> {
        self.end.map(End::outcome)
    }

    fn mid_turn(&self) -> bool {
        self.acted
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        self.each_legal(|a| out.push(a));
    }

    fn apply(&mut self, action: Action) -> Result<Progress, NumbridgeError> {
        self.play(action)
    }

    fn forced_pass(&mut self) -> Option<Action> {
        if self.end.is_some() || self.acted || self.can_play(self.to_move) {
            return None;
        }
        self.play(Action::Pass).ok()?;
        Some(Action::Pass)
    }

    fn pass_action(&self) -> Option<Action> {
        Some(Action::Pass)
    }

    fn parse_action(&self, text: &str) -> Result<Action, Msg> {
        notation::parse_token(self.geo, text)
    }

    fn action_text(&self, action: Action) -> String {
        notation::text(self.geo, action)
    }

    fn explain(&self, action: Action, error: &NumbridgeError) -> Msg {
        match (action, error) {
            (Action::Place { cell, .. }, NumbridgeError::NotEmpty { .. })
            | (Action::Take { cell, .. }, _) => msg!(
                "numbridge-explain-cell",
                cell = notation::cell_subject(self.geo, cell),
                reason = error.to_msg()
            ),
            (_, e) => e.to_msg(),
        }
    }

    fn parse_message(&self, text: &str) -> Result<Vec<Action>, Msg> {
        notation::parse_message(self.geo, text)
    }

    fn turn_over_error(&self, _ended_turn: usize) -> Msg {
        msg!("numbridge-turn-over")
    }

    fn resolve(&self, action: Action) -> Action {
        self.resolved(action)
    }

    /// While the game runs: the solution of the empty cells, the bag's
    /// digits, the seed and the draws to come, and every hand but the
    /// viewer's are wiped (counts stay: they are public). Once it is over,
    /// everything is public.
    fn observe(&self, viewer: Option<Seat>) -> std::borrow::Cow<'_, Numbridge> {
        if self.end.is_some() {
            return std::borrow::Cow::Borrowed(self);
        }
        let mut seen = self.clone();
        for c in each(self.empty()) {
            seen.solution[c as usize] = 0;
        }
        seen.bag = [0; 10];
        for seat in 0..2 {
            if viewer != Some(seat) {
                seen.hands[seat] = [0; 10];
            }
        }
        seen.cfg.seed = 0;
        seen.rng = 0;
        std::borrow::Cow::Owned(seen)
    }

    fn private_line(&self, seat: Seat, lang: Lang) -> Option<String> {
        let tiles = self.hand_tiles(seat);
        Some(if tiles.is_empty() {
            crate::t!(lang, "numbridge-hand-empty")
        } else {
            let t: Vec<String> = tiles.iter().map(u8::to_string).collect();
            crate::t!(lang, "numbridge-hand", tiles = t.join(" "))
        })
    }

    fn invite_options(&self) -> Option<Vec<(String, String)>> {
        Some(self.cfg.shown_lines())
    }

    fn turn_limit_ms(&self) -> Option<u64> {
        Some(u64::from(self.cfg.turn_secs) * 1000)
    }

    fn game_limit_ms(&self) -> Option<u64> {
        Some(self.cfg.game_ms())
    }

    fn turn_time_action(&self) -> Option<Action> {
        Some(Action::Time)
    }

    fn game_time_action(&self) -> Option<Action> {
        Some(Action::TimeUp)
    }

    /// Numbridge's own player, which sees only its seat ([`ai`]).
    fn own_turn(
        &self,
        spec: &crate::search::PlayerSpec,
        seed: u64,
    ) -> Option<(Vec<Action>, crate::search::TurnStats)> {
        Some(ai::choose_turn_stats(self, spec, seed))
    }

    fn random_action(&self, rng: &mut rand::rngs::SmallRng) -> Option<Action> {
        use rand::Rng;
        let mut count = 0u32;
        self.each_legal(|_| count += 1);
        if count == 0 {
            return None;
        }
        let k = rng.gen_range(0..count);
        let mut i = 0;
        let mut pick = None;
        self.each_legal(|a| {
            if i == k {
                pick = Some(a);
            }
            i += 1;
        });
        pick
    }
}

/// The `k`th empty cell (tests and baselines).
pub fn nth_cell(s: Cells, k: u32) -> u8 {
    nth(s, k)
}
