//! Round robin schedules: the FIDE Berger tables (Handbook C.05, Annex 1).
//!
//! For an even number n of places (an odd field adds a dummy place n, and
//! whoever meets the dummy rests), round r has the pivot player n on board
//! 1 against player p: White in odd rounds with p = (r+1)/2, Black in even
//! rounds with p = n/2 + r/2; board k+1 has p+k (White) against p−k, the
//! numbers taken cyclically over 1..n−1.

use super::{Board, BoardResult, Event, Round};

/// The Berger table for `players` players: for each round, the boards as
/// `(white, black)` pairing numbers from 1; with an odd number of players
/// the highest number (`players + 1`) is the dummy.
pub fn table(players: usize) -> Vec<Vec<(usize, usize)>> {
    let n = players + players % 2;
    if n < 2 {
        return Vec::new();
    }
    let ring = n - 1;
    // Wrap any integer onto 1..=ring.
    let wrap = |x: isize| -> usize { (x - 1).rem_euclid(ring as isize) as usize + 1 };
    (1..=ring)
        .map(|r| {
            let p = if r % 2 == 1 {
                r.div_ceil(2)
            } else {
                n / 2 + r / 2
            };
            let mut boards = Vec::with_capacity(n / 2);
            boards.push(if r % 2 == 1 { (p, n) } else { (n, p) });
            for k in 1..n / 2 {
                let (k, p) = (k as isize, p as isize);
                boards.push((wrap(p + k), wrap(p - k)));
            }
            boards
        })
        .collect()
}

/// The schedule of a whole event as 1-based pairing numbers: the single
/// table, or for a double round robin the table with its last two rounds
/// exchanged (so no one gets the same colour three times running, as C.05
/// recommends) followed by the same cycle with colours reversed.
pub fn schedule(players: usize, double: bool) -> Vec<Vec<(usize, usize)>> {
    let mut first = table(players);
    if !double {
        return first;
    }
    let len = first.len();
    if len >= 2 {
        first.swap(len - 2, len - 1);
    }
    let second: Vec<_> = first
        .iter()
        .map(|round| round.iter().map(|&(w, b)| (b, w)).collect())
        .collect();
    first.extend(second);
    first
}

/// Round `round` (0-based) of a round robin event. The player drawn
/// against the dummy rests (a bye worth nothing); a withdrawn player's
/// games are forfeits.
pub fn event_round(event: &Event, double: bool, round: u32) -> Round {
    let n = event.players.len();
    let schedule = schedule(n, double);
    let Some(pairs) = schedule.get(round as usize) else {
        return Round::default();
    };
    let mut boards = Vec::with_capacity(pairs.len());
    for &(w, b) in pairs {
        let (w, b) = (w - 1, b - 1);
        if w >= n || b >= n {
            let player = w.min(b);
            boards.push(Board::Bye { player, points: 0 });
            continue;
        }
        let outcome = match (event.active_in(w, round), event.active_in(b, round)) {
            (true, true) => None,
            (true, false) => Some(BoardResult::WhiteByForfeit),
            (false, true) => Some(BoardResult::BlackByForfeit),
            (false, false) => Some(BoardResult::DoubleForfeit),
        };
        boards.push(Board::Game {
            white: w,
            black: b,
            outcome,
        });
    }
    // Rest boards last, as a pairing list reads.
    boards.sort_by_key(|b| matches!(b, Board::Bye { .. }));
    Round { boards }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_pair_meets_once_and_colours_balance() {
        for n in 2..=20 {
            let t = table(n);
            let places = n + n % 2;
            let mut met = HashSet::new();
            let mut whites = vec![0i32; places + 1];
            for round in &t {
                let mut seen = HashSet::new();
                for &(w, b) in round {
                    assert!(seen.insert(w) && seen.insert(b));
                    assert!(met.insert((w.min(b), w.max(b))), "{n}: {w}-{b} twice");
                    whites[w] += 1;
                    whites[b] -= 1;
                }
            }
            assert_eq!(met.len(), places * (places - 1) / 2);
            assert!(whites.iter().all(|d| d.abs() <= 1), "{n}: {whites:?}");
        }
    }

    #[test]
    fn double_reverses_the_colours() {
        let s = schedule(6, true);
        assert_eq!(s.len(), 10);
        for r in 0..5 {
            for (a, b) in s[r].iter().zip(&s[r + 5]) {
                assert_eq!((a.0, a.1), (b.1, b.0));
            }
        }
        // The last two rounds of the first cycle are exchanged.
        assert_eq!(s[3], table(6)[4]);
        assert_eq!(s[4], table(6)[3]);
    }
}
