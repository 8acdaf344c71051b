//! The pairing checks the tournament tests apply to an event.

use bridges_bot::tournament::{Board, Colour, Event};
use std::collections::HashSet;

/// Checks the FIDE absolute rules on a Swiss event (simulated, or read
/// from an exported TRF16 file): nobody meets twice or is paired twice in
/// a round, at most one bye each, nobody missing, and outside the last
/// round no colour difference beyond 2 nor a colour three times running.
pub fn check_swiss(event: &Event) -> Result<(), String> {
    let n = event.players.len();
    let mut met = HashSet::new();
    let mut byes = vec![0; n];
    let mut colours: Vec<Vec<Colour>> = vec![Vec::new(); n];
    let total = event.total_rounds() as usize;
    for (r, round) in event.rounds.iter().enumerate() {
        let mut seen = vec![false; n];
        for b in &round.boards {
            let players = match *b {
                Board::Game { white, black, .. } => {
                    if !met.insert((white.min(black), white.max(black))) {
                        return Err(format!(
                            "round {}: {}-{} again",
                            r + 1,
                            white + 1,
                            black + 1
                        ));
                    }
                    colours[white].push(Colour::White);
                    colours[black].push(Colour::Black);
                    vec![white, black]
                }
                Board::Bye { player, .. } => {
                    byes[player] += 1;
                    if byes[player] > 1 {
                        return Err(format!("round {}: a second bye for {}", r + 1, player + 1));
                    }
                    vec![player]
                }
                Board::Absent { player } => vec![player],
            };
            for p in players {
                if std::mem::replace(&mut seen[p], true) {
                    return Err(format!("round {}: {} twice", r + 1, p + 1));
                }
            }
        }
        if seen.iter().any(|s| !s) {
            return Err(format!("round {}: someone is missing", r + 1));
        }
        // Outside the last round (topscorers may break them there), no
        // colour difference beyond 2 and no colour three times running.
        if r + 1 < total {
            for (p, cs) in colours.iter().enumerate() {
                let d: i32 = cs
                    .iter()
                    .map(|c| if *c == Colour::White { 1 } else { -1 })
                    .sum();
                if d.abs() > 2 {
                    return Err(format!(
                        "round {}: {} has colour difference {d}",
                        r + 1,
                        p + 1
                    ));
                }
                if cs.len() >= 3 && cs[cs.len() - 3..].iter().all(|c| *c == cs[cs.len() - 1]) {
                    return Err(format!(
                        "round {}: {} has a colour three times",
                        r + 1,
                        p + 1
                    ));
                }
            }
        }
    }
    Ok(())
}
