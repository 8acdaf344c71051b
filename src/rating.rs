//! Glicko-2 ratings (through the `skillratings` crate): one rating per
//! player per game per server, updated once per rated game (each game is
//! its own rating period).

use serde::{Deserialize, Serialize};
use skillratings::glicko2::{glicko2, glicko2_rating_period, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

/// A rating whose deviation is above this is provisional (marked `?`):
/// a new player starts at 350 and drops below 110 after about 8 to 10
/// games.
pub const PROVISIONAL_RD: f64 = 110.0;

/// The system constant τ (Glickman suggests 0.3–1.2); 0.5 as in his
/// worked example.
pub const TAU: f64 = 0.5;

/// A player's Glicko-2 rating in one game kind on one server.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The player's name when last rated (for leaderboards).
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
    /// Rated games played.
    pub games: u32,
}

impl Rating {
    /// A new player's rating: 1500, deviation 350, volatility 0.06.
    pub fn new(name: &str) -> Rating {
        let g = Glicko2Rating::new();
        Rating {
            name: name.to_string(),
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            games: 0,
        }
    }

    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_RD
    }

    /// The rating as shown: rounded, `?` when provisional (`1563?`).
    pub fn shown(&self) -> String {
        format!(
            "{}{}",
            self.rating.round() as i64,
            if self.is_provisional() { "?" } else { "" }
        )
    }

    fn glicko(&self) -> Glicko2Rating {
        Glicko2Rating {
            rating: self.rating,
            deviation: self.deviation,
            volatility: self.volatility,
        }
    }

    fn with(&self, g: Glicko2Rating) -> Rating {
        Rating {
            name: self.name.clone(),
            rating: g.rating,
            deviation: g.deviation,
            volatility: g.volatility,
            games: self.games.saturating_add(1),
        }
    }

    /// Is every number usable (finite, deviation and volatility positive)?
    pub fn check(&self) -> Result<(), String> {
        let ok = self.rating.is_finite()
            && self.deviation.is_finite()
            && self.deviation > 0.0
            && self.volatility.is_finite()
            && self.volatility > 0.0;
        if ok {
            Ok(())
        } else {
            Err(format!(
                "rating {} / deviation {} / volatility {} are not usable",
                self.rating, self.deviation, self.volatility
            ))
        }
    }
}

fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::new()
    }
}

/// Both players' ratings after a game between them: `winner` is the seat
/// that won (`None` = a draw).
pub fn update(a: &Rating, b: &Rating, winner: Option<usize>) -> (Rating, Rating) {
    let outcome = match winner {
        Some(0) => Outcomes::WIN,
        Some(_) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (na, nb) = glicko2(&a.glicko(), &b.glicko(), &outcome, &config());
    (a.with(na), b.with(nb))
}

/// One player's rating after a rating period of several games, each
/// against an opponent `(rating, deviation)` with a score (1, ½, 0): for
/// checking against Glickman's worked example.
pub fn rating_period(player: &Rating, games: &[((f64, f64), f64)]) -> Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = games
        .iter()
        .map(|&((rating, deviation), score)| {
            let outcome = if score > 0.75 {
                Outcomes::WIN
            } else if score < 0.25 {
                Outcomes::LOSS
            } else {
                Outcomes::DRAW
            };
            (
                Glicko2Rating {
                    rating,
                    deviation,
                    volatility: 0.06,
                },
                outcome,
            )
        })
        .collect();
    let g = glicko2_rating_period(&player.glicko(), &results, &config());
    Rating {
        games: player.games.saturating_add(games.len() as u32),
        ..player.with(g)
    }
}
