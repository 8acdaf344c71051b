//! Tie-breaks (FIDE tie-break regulations, C.07): Buchholz Cut-1,
//! Buchholz, Sonneborn-Berger, direct encounter and wins. A round the
//! player did not play (bye, forfeit, absence) counts, for the Buchholz
//! and Sonneborn-Berger, as a game against an opponent with the player's
//! own score; unfinished games count for nothing yet.

use super::{Entry, Event, Halves, System, WIN};

/// One tie-break.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    BuchholzCut1,
    Buchholz,
    SonnebornBerger,
    DirectEncounter,
    Wins,
}

impl TieBreak {
    /// The tie-breaks of a system, in order.
    pub fn for_system(system: System) -> &'static [TieBreak] {
        match system {
            System::Swiss { .. } => &[
                TieBreak::BuchholzCut1,
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
                TieBreak::DirectEncounter,
                TieBreak::Wins,
            ],
            System::RoundRobin { .. } => &[
                TieBreak::SonnebornBerger,
                TieBreak::DirectEncounter,
                TieBreak::Wins,
            ],
        }
    }

    /// A short stable name (catalog ids and column heads use it).
    pub fn key(self) -> &'static str {
        match self {
            TieBreak::BuchholzCut1 => "bh-c1",
            TieBreak::Buchholz => "bh",
            TieBreak::SonnebornBerger => "sb",
            TieBreak::DirectEncounter => "de",
            TieBreak::Wins => "win",
        }
    }

    /// The unit of [`values`]: values divided by this are points.
    pub fn scale(self) -> i64 {
        match self {
            TieBreak::BuchholzCut1 | TieBreak::Buchholz | TieBreak::DirectEncounter => 2,
            TieBreak::SonnebornBerger => 4,
            TieBreak::Wins => 1,
        }
    }

    /// A value as text: points with halves (and quarters for SB).
    pub fn show(self, value: i64) -> String {
        match self.scale() {
            1 => value.to_string(),
            s => {
                let whole = value / s;
                let frac = (value % s) * 100 / s;
                if frac == 0 {
                    whole.to_string()
                } else {
                    format!("{whole}.{frac:02}")
                        .trim_end_matches('0')
                        .to_string()
                }
            }
        }
    }
}

/// Each player's contribution per round for the Buchholz: the finished
/// opponent's score, or the player's own score for an unplayed round.
fn buchholz_parts(event: &Event, table: &[Vec<Entry>], scores: &[Halves], p: usize) -> Vec<i64> {
    table[p]
        .iter()
        .filter_map(|e| match *e {
            Entry::Game {
                opponent,
                points: Some(_),
                played: true,
                ..
            } => Some(scores[opponent] as i64),
            Entry::Game { points: None, .. } => None,
            _ => Some(scores[p] as i64),
        })
        .take(event.rounds.len())
        .collect()
}

/// Values of a tie-break other than the direct encounter, per player
/// (bigger is better).
pub fn values(event: &Event, tb: TieBreak) -> Vec<i64> {
    let table = event.table();
    let scores = event.scores();
    (0..event.players.len())
        .map(|p| match tb {
            TieBreak::Buchholz => buchholz_parts(event, &table, &scores, p).iter().sum(),
            TieBreak::BuchholzCut1 => {
                let parts = buchholz_parts(event, &table, &scores, p);
                parts.iter().sum::<i64>() - parts.iter().copied().min().unwrap_or(0)
            }
            TieBreak::SonnebornBerger => table[p]
                .iter()
                .map(|e| match *e {
                    Entry::Game {
                        opponent,
                        points: Some(pts),
                        played: true,
                        ..
                    } => pts as i64 * scores[opponent] as i64,
                    other => other.points() as i64 * scores[p] as i64,
                })
                .sum(),
            TieBreak::Wins => table[p]
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        Entry::Game {
                            points: Some(WIN),
                            ..
                        }
                    )
                })
                .count() as i64,
            TieBreak::DirectEncounter => 0,
        })
        .collect()
}

/// The direct encounter among a group of players tied so far: the points
/// each scored against the others, when every two of them have met;
/// otherwise it separates no one (all zero).
pub fn direct_encounter(event: &Event, group: &[usize]) -> Vec<i64> {
    let table = event.table();
    let mut points = vec![0i64; group.len()];
    for (gi, &p) in group.iter().enumerate() {
        for &q in group {
            if p == q {
                continue;
            }
            let mut met = false;
            for e in &table[p] {
                if let Entry::Game {
                    opponent,
                    points: Some(pts),
                    played: true,
                    ..
                } = *e
                {
                    if opponent == q {
                        met = true;
                        points[gi] += pts as i64;
                    }
                }
            }
            if !met {
                return vec![0; group.len()];
            }
        }
    }
    points
}
