//! Matches between two players, for measuring strength: games, tallies and
//! the Elo difference with a 95% interval.

use crate::games::played::KeptTrees;
use crate::games::{self, Played, Registered, Seat};
use crate::i18n::ToMsg;
use crate::search::{PlayerSpec, TurnStats};
use std::time::Duration;

/// How one game ended, from A's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Win,
    Draw,
    Loss,
}

/// What a player's turns cost over a match.
#[derive(Clone, Copy, Debug, Default)]
pub struct Effort {
    pub turns: u64,
    pub decisions: u64,
    pub playouts: u64,
    pub thinking: Duration,
}

impl Effort {
    pub fn add(&mut self, t: &TurnStats) {
        self.turns += 1;
        self.decisions += t.decisions as u64;
        self.playouts += t.playouts;
        self.thinking += t.elapsed;
    }

    /// Mean time per turn.
    pub fn per_turn(&self) -> Duration {
        self.thinking / self.turns.max(1) as u32
    }

    /// Playouts per second of thinking.
    pub fn playouts_per_sec(&self) -> f64 {
        self.playouts as f64 / self.thinking.as_secs_f64().max(1e-9)
    }
}

/// Turns after which a game is called a draw (a rules bug guard: a real game
/// ends long before).
const MAX_TURNS: usize = 5_000;

/// One finished arena game.
#[derive(Clone, Debug)]
pub struct GenericReport {
    /// A's seat (0 moves first).
    pub a_seat: Seat,
    pub outcome: Verdict,
    /// The board's result (`None`: the game was cut off, a draw here).
    pub result: Option<games::Outcome>,
    /// Turns played, forced passes included.
    pub turns: usize,
    /// The game record (`game KEY` line, options, one line per turn).
    pub record: String,
}

/// Play one game from `start`, A at `a_seat`: every game's one match loop.
/// Each player plays the game's own player where it has one and `own` is
/// set ([`crate::search::choose_turn_stats`]), else the generic search and
/// baselines; each keeps its trees from one turn to its next
/// ([`Played::ai_turn_kept`]). Passes the rules force are made between turns; a plan cut
/// short mid-turn (what it needed to know was unknown, as Numbridge's
/// tiles drawn after a first play) is planned once more, as the bot does.
/// `effort[0]` is A's, `effort[1]` B's.
pub fn play_game_of<R: Registered>(
    a: &PlayerSpec,
    b: &PlayerSpec,
    start: &R,
    a_seat: Seat,
    seed: u64,
    own: bool,
    effort: &mut [Effort; 2],
) -> Result<GenericReport, String> {
    let mut game = Played::from_start(start.clone());
    let mut turn_seed = seed;
    // Each player's trees from its last turn (the solver core's, with
    // `reuse` on).
    let mut kept: [Option<KeptTrees<R>>; 2] = [None, None];
    while game.position().result().is_none() && game.turns().len() < MAX_TURNS {
        if !game.pass_as_forced().is_empty() {
            continue;
        }
        let Some(mover) = game.position().to_move() else {
            break;
        };
        let (spec, who) = if mover == a_seat { (a, 0) } else { (b, 1) };
        turn_seed = turn_seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let turn = game.turns().len() + 1;
        for replan in 0..2u64 {
            let seed = turn_seed.wrapping_add(replan);
            let trees = kept[who].take();
            let (actions, stats, trees) = game.ai_turn_kept(spec, seed, own, trees);
            kept[who] = Some(trees);
            effort[who].add(&stats);
            if actions.is_empty() {
                return Err(format!("{spec} found no action on turn {turn}"));
            }
            for action in actions {
                let text = game.position().action_text(action);
                game.apply(action).map_err(|e| {
                    format!(
                        "{spec} played an illegal action on turn {turn}: {text}: {}",
                        e.to_msg()
                    )
                })?;
                if game.turns().len() >= turn {
                    break;
                }
            }
            if game.turns().len() >= turn {
                break;
            }
        }
        if game.turns().len() < turn {
            return Err(format!("{spec} did not finish turn {turn}"));
        }
    }
    let result = game.position().result();
    let outcome = match result {
        Some(games::Outcome::Win(w)) if w == a_seat => Verdict::Win,
        Some(games::Outcome::Win(_)) => Verdict::Loss,
        _ => Verdict::Draw,
    };
    Ok(GenericReport {
        a_seat,
        outcome,
        result,
        turns: game.turns().len(),
        record: game.record_text(),
    })
}

/// [`play_game_of`] with the generic search and baselines for both players
/// (whatever player the game has of its own).
pub fn play_generic_game<R: Registered>(
    a: &PlayerSpec,
    b: &PlayerSpec,
    start: &R,
    a_seat: Seat,
    seed: u64,
    effort: &mut [Effort; 2],
) -> Result<GenericReport, String> {
    play_game_of(a, b, start, a_seat, seed, false, effort)
}

/// A's results.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn add(&mut self, o: Verdict) {
        match o {
            Verdict::Win => self.wins += 1,
            Verdict::Draw => self.draws += 1,
            Verdict::Loss => self.losses += 1,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// A's score share: wins plus half the draws, over games.
    pub fn share(&self) -> f64 {
        (self.wins as f64 + 0.5 * self.draws as f64) / self.games().max(1) as f64
    }

    /// The Elo difference A − B and a 95% interval (Wilson score interval on
    /// the share, which stays finite when one side won every game).
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games().max(1) as f64;
        let s = self.share();
        let z = 1.96f64;
        let denom = 1.0 + z * z / n;
        let centre = (s + z * z / (2.0 * n)) / denom;
        let half = z / denom * (s * (1.0 - s) / n + z * z / (4.0 * n * n)).sqrt();
        let lo = if s <= 0.0 { 0.0 } else { centre - half };
        let hi = if s >= 1.0 { 1.0 } else { centre + half };
        (elo_of(s), elo_of(lo), elo_of(hi))
    }
}

/// Elo difference for an expected share `s`.
pub fn elo_of(s: f64) -> f64 {
    if s <= 0.0 {
        f64::NEG_INFINITY
    } else if s >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / s - 1.0).log10()
    }
}

/// `+123`, `-45`, `+inf`.
pub fn elo_text(x: f64) -> String {
    if x.is_infinite() {
        if x > 0.0 { "+inf" } else { "-inf" }.into()
    } else {
        format!("{:+.0}", if x.abs() < 0.5 { 0.0 } else { x })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn even_results_are_zero_elo() {
        let t = Tally {
            wins: 5,
            draws: 2,
            losses: 5,
        };
        let (e, lo, hi) = t.elo();
        assert!(e.abs() < 1e-9);
        assert!(lo < 0.0 && hi > 0.0);
    }

    #[test]
    fn three_to_one_is_about_191() {
        let t = Tally {
            wins: 75,
            draws: 0,
            losses: 25,
        };
        let (e, lo, hi) = t.elo();
        assert!((e - 190.8).abs() < 0.5, "{e}");
        assert!(lo < e && e < hi);
    }

    #[test]
    fn a_clean_sweep_has_a_finite_lower_bound() {
        let t = Tally {
            wins: 10,
            draws: 0,
            losses: 0,
        };
        let (e, lo, hi) = t.elo();
        assert!(e.is_infinite() && hi.is_infinite());
        assert!(lo.is_finite() && lo > 100.0, "{lo}");
        assert_eq!(elo_text(e), "+inf");
    }
}
