//! Tournaments as plain data: who plays, the rounds paired so far and their
//! results, and the algorithms that pair and rank them. Nothing here knows
//! a game, a store or Discord; the command layer stores an [`Event`] and
//! starts ordinary games for its boards.
//!
//! - [`berger`]: round robin schedules (FIDE C.05 Annex 1 Berger tables).
//! - [`dutch`]: Swiss pairings (FIDE C.04.3 Dutch system).
//! - [`matching`]: the weighted matching the Dutch pairing runs on.
//! - [`standings`] and [`tiebreak`]: points, tie-breaks, places.
//! - [`trf`]: the FIDE TRF16 export.
//! - [`simulate`]: random events for the CLI, tests and benches.

pub mod berger;
pub mod dutch;
pub mod matching;
pub mod simulate;
pub mod standings;
pub mod tiebreak;
pub mod trf;

use serde::{Deserialize, Serialize};

/// Points counted in halves, so a draw stays an integer (a win = 2).
pub type Halves = u32;

/// A win in halves.
pub const WIN: Halves = 2;
/// A draw in halves.
pub const DRAW: Halves = 1;

/// The seat a player takes: White is the first seat (moves first), Black
/// the second, as in the FIDE colour rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Colour {
    White,
    Black,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// How a game of the event ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BoardResult {
    WhiteWon,
    BlackWon,
    Draw,
    /// Black never played (withdrew, or lost on time before a move):
    /// White scores a forfeit win.
    WhiteByForfeit,
    BlackByForfeit,
    /// Neither side played: both lose.
    DoubleForfeit,
}

impl BoardResult {
    /// Points of (White, Black) in halves.
    pub fn points(self) -> (Halves, Halves) {
        match self {
            BoardResult::WhiteWon | BoardResult::WhiteByForfeit => (WIN, 0),
            BoardResult::BlackWon | BoardResult::BlackByForfeit => (0, WIN),
            BoardResult::Draw => (DRAW, DRAW),
            BoardResult::DoubleForfeit => (0, 0),
        }
    }

    /// Whether the game was played over the board (forfeits are not).
    pub fn played(self) -> bool {
        matches!(
            self,
            BoardResult::WhiteWon | BoardResult::BlackWon | BoardResult::Draw
        )
    }
}

/// One line of a round: a game, a pairing-allocated bye, or a player left
/// out (withdrawn, or no legal opponent).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Board {
    Game {
        white: usize,
        black: usize,
        outcome: Option<BoardResult>,
    },
    /// The pairing-allocated bye, worth `points`.
    Bye { player: usize, points: Halves },
    /// Not paired this round, no points.
    Absent { player: usize },
}

/// A round's boards, in board order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub boards: Vec<Board>,
}

impl Round {
    /// Whether every game of the round has a result.
    pub fn finished(&self) -> bool {
        self.boards
            .iter()
            .all(|b| !matches!(b, Board::Game { outcome: None, .. }))
    }
}

/// The pairing system of an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum System {
    /// The Dutch system over this many rounds.
    Swiss { rounds: u32 },
    /// Berger tables; `double`: every pair meets twice, colours reversed.
    RoundRobin { double: bool },
}

/// A registered player. Players are kept in pairing-number order (index 0
/// is pairing number 1: the highest rating).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub name: String,
    pub rating: u32,
    /// Rounds from this one (0-based) on are not paired.
    #[serde(default)]
    pub withdrawn_from: Option<u32>,
}

/// A tournament's pairing record: enough to pair the next round, rank the
/// players and write a TRF16 file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub name: String,
    pub system: System,
    pub players: Vec<Entrant>,
    pub rounds: Vec<Round>,
    /// The pairing-allocated bye's worth in halves (2: a point; 1: a half).
    pub bye_points: Halves,
}

/// What one player did in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Entry {
    /// A game against `opponent`, with `points` once finished.
    Game {
        opponent: usize,
        colour: Colour,
        points: Option<Halves>,
        /// Played over the board (not a forfeit, not pending).
        played: bool,
    },
    Bye {
        points: Halves,
    },
    Absent,
}

impl Entry {
    pub fn points(self) -> Halves {
        match self {
            Entry::Game { points, .. } => points.unwrap_or(0),
            Entry::Bye { points } => points,
            Entry::Absent => 0,
        }
    }
}

impl Event {
    /// Players sorted by rating (highest first, then name), so the index
    /// is the pairing number minus one.
    pub fn new(name: &str, system: System, mut players: Vec<Entrant>, bye_points: Halves) -> Self {
        players.sort_by(|a, b| b.rating.cmp(&a.rating).then_with(|| a.name.cmp(&b.name)));
        Event {
            name: name.to_string(),
            system,
            players,
            rounds: Vec::new(),
            bye_points,
        }
    }

    /// How many rounds the event has in all.
    pub fn total_rounds(&self) -> u32 {
        match self.system {
            System::Swiss { rounds } => rounds,
            System::RoundRobin { double } => {
                let n = self.players.len() as u32;
                let per_cycle = if n.is_multiple_of(2) {
                    n.saturating_sub(1)
                } else {
                    n
                };
                if double {
                    2 * per_cycle
                } else {
                    per_cycle
                }
            }
        }
    }

    /// Whether a player takes part in round `round` (0-based).
    pub fn active_in(&self, player: usize, round: u32) -> bool {
        self.players[player]
            .withdrawn_from
            .is_none_or(|from| round < from)
    }

    /// Each player's entry in a round.
    pub fn entries(&self, round: usize) -> Vec<Entry> {
        let mut out = vec![Entry::Absent; self.players.len()];
        for board in &self.rounds[round].boards {
            match *board {
                Board::Game {
                    white,
                    black,
                    outcome,
                } => {
                    let pts = outcome.map(|o| o.points());
                    let played = outcome.is_some_and(|o| o.played());
                    out[white] = Entry::Game {
                        opponent: black,
                        colour: Colour::White,
                        points: pts.map(|p| p.0),
                        played,
                    };
                    out[black] = Entry::Game {
                        opponent: white,
                        colour: Colour::Black,
                        points: pts.map(|p| p.1),
                        played,
                    };
                }
                Board::Bye { player, points } => out[player] = Entry::Bye { points },
                Board::Absent { player } => out[player] = Entry::Absent,
            }
        }
        out
    }

    /// Every player's entries, round by round: `[player][round]`.
    pub fn table(&self) -> Vec<Vec<Entry>> {
        let mut table = vec![Vec::with_capacity(self.rounds.len()); self.players.len()];
        for r in 0..self.rounds.len() {
            for (p, e) in self.entries(r).into_iter().enumerate() {
                table[p].push(e);
            }
        }
        table
    }

    /// Points of every player after the first `rounds` rounds.
    pub fn scores_after(&self, rounds: usize) -> Vec<Halves> {
        let mut scores = vec![0; self.players.len()];
        for r in 0..rounds.min(self.rounds.len()) {
            for (p, e) in self.entries(r).into_iter().enumerate() {
                scores[p] += e.points();
            }
        }
        scores
    }

    /// Points of every player so far.
    pub fn scores(&self) -> Vec<Halves> {
        self.scores_after(self.rounds.len())
    }

    /// Whether every round is paired and finished.
    pub fn complete(&self) -> bool {
        self.rounds.len() as u32 >= self.total_rounds() && self.rounds.iter().all(Round::finished)
    }

    /// Pairs the next round (Berger table or Dutch system). `None` when
    /// the event has all its rounds or the current one is not finished.
    pub fn pair_next(&self) -> Option<Round> {
        if self.rounds.len() as u32 >= self.total_rounds()
            || self.rounds.last().is_some_and(|r| !r.finished())
        {
            return None;
        }
        let round = self.rounds.len() as u32;
        Some(match self.system {
            System::RoundRobin { double } => berger::event_round(self, double, round),
            System::Swiss { .. } => dutch::pair(self),
        })
    }

    /// Records a game's result; false if no such game is pending.
    pub fn record(
        &mut self,
        round: usize,
        player_a: usize,
        player_b: usize,
        outcome: BoardResult,
    ) -> bool {
        let Some(r) = self.rounds.get_mut(round) else {
            return false;
        };
        for board in &mut r.boards {
            if let Board::Game {
                white,
                black,
                outcome: o,
            } = board
            {
                if (*white, *black) == (player_a, player_b)
                    || (*white, *black) == (player_b, player_a)
                {
                    *o = Some(outcome);
                    return true;
                }
            }
        }
        false
    }
}

/// A score in halves as text: `3`, `2½`, `½`.
pub fn show_points(halves: Halves) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}
