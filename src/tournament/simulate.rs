//! Random events: players with distinct ratings, rounds paired by the
//! bot's own code, results drawn so the stronger player wins more often
//! (the Elo expectation); the seed fixes everything.

use super::{Board, BoardResult, Entrant, Event, System};
use rand::{Rng, SeedableRng};

/// What to simulate.
#[derive(Clone, Copy, Debug)]
pub struct Simulation {
    pub system: System,
    pub players: usize,
    /// Rounds to play (at most the event's total).
    pub rounds: u32,
    pub seed: u64,
    /// Chance of a draw in any game.
    pub draw_rate: f64,
}

/// The entrants of a simulated event: distinct ratings from 2400 down.
pub fn entrants(players: usize, rng: &mut impl Rng) -> Vec<Entrant> {
    let mut rating = 2400u32;
    (0..players)
        .map(|i| {
            let e = Entrant {
                name: format!("Player {:03}", i + 1),
                rating,
                withdrawn_from: None,
            };
            rating = rating.saturating_sub(rng.gen_range(1..=30)).max(1);
            e
        })
        .collect()
}

/// A game's result between these ratings.
pub fn result(white: u32, black: u32, draw_rate: f64, rng: &mut impl Rng) -> BoardResult {
    if rng.gen_bool(draw_rate.clamp(0.0, 1.0)) {
        return BoardResult::Draw;
    }
    let expected = 1.0 / (1.0 + 10f64.powf((black as f64 - white as f64) / 400.0));
    if rng.gen_bool(expected.clamp(0.0, 1.0)) {
        BoardResult::WhiteWon
    } else {
        BoardResult::BlackWon
    }
}

/// Plays a whole simulated event.
pub fn simulate(sim: &Simulation) -> Event {
    let mut rng = rand::rngs::SmallRng::seed_from_u64(sim.seed);
    let players = entrants(sim.players, &mut rng);
    let mut event = Event::new("Simulated event", sim.system, players, super::WIN);
    for _ in 0..sim.rounds.min(event.total_rounds()) {
        let Some(mut round) = event.pair_next() else {
            break;
        };
        for board in &mut round.boards {
            if let Board::Game {
                white,
                black,
                outcome: outcome @ None,
            } = board
            {
                let (w, b) = (event.players[*white].rating, event.players[*black].rating);
                *outcome = Some(result(w, b, sim.draw_rate, &mut rng));
            }
        }
        event.rounds.push(round);
    }
    event
}
