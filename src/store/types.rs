//! The values kept in the store. Each is written as one version byte and
//! JSON, so a later release can migrate old values.

use crate::engine::{Game, GameData, Player, ScoreResult, TieBreak};
use serde::{Deserialize, Serialize};

/// The kind of game a stored value holds (room for variants later).
pub const GAME_KIND: &str = "bridges";

/// A player of a stored game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    pub id: u64,
    pub name: String,
}

/// The computer's seat in a game against the AI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiSeat {
    /// The colour the AI plays.
    pub player: Player,
    /// Its level, 1–5.
    pub level: u8,
    /// The game's seed: with the turn number it seeds each AI turn.
    pub seed: u64,
}

/// The game running in a channel.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoredGame {
    /// Version of this struct's layout.
    pub format: u32,
    /// Always [`GAME_KIND`].
    pub kind: String,
    pub channel: u64,
    pub guild: Option<u64>,
    /// Orange's seat, then Light Blue's.
    pub players: [Seat; 2],
    /// The engine's stored form; replayed (and so checked) on load.
    pub game: GameData,
    /// The player who offered a draw that is still open.
    pub draw_offer: Option<Player>,
    /// Unix milliseconds.
    pub created_ms: u64,
    pub updated_ms: u64,
    /// Set in a game against the AI (absent in older values).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai: Option<AiSeat>,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "end", rename_all = "snake_case")]
pub enum Outcome {
    /// Two passes in a row: the score decides (winner `None` = draw).
    Score {
        scores: [u32; 2],
        winner: Option<Player>,
        tie_break: Option<(usize, [u8; 2])>,
    },
    Resigned {
        player: Player,
    },
    AgreedDraw,
    /// Stopped by a moderator; no result, no stats.
    Aborted {
        moderator: u64,
    },
}

impl Outcome {
    pub fn from_score(r: &ScoreResult) -> Outcome {
        Outcome::Score {
            scores: r.scores,
            winner: r.winner,
            tie_break: r.tie_break.map(|t| (t.position, t.values)),
        }
    }

    /// The score result this outcome was made from, if any.
    pub fn score_result(&self) -> Option<ScoreResult> {
        match self {
            Outcome::Score {
                scores,
                winner,
                tie_break,
            } => Some(ScoreResult {
                scores: *scores,
                winner: *winner,
                tie_break: tie_break.map(|(position, values)| TieBreak { position, values }),
            }),
            _ => None,
        }
    }

    /// The winner; `None` for a draw or an aborted game.
    pub fn winner(&self) -> Option<Player> {
        match self {
            Outcome::Score { winner, .. } => *winner,
            Outcome::Resigned { player } => Some(player.other()),
            Outcome::AgreedDraw | Outcome::Aborted { .. } => None,
        }
    }

    /// Does this result count in the players' stats?
    pub fn counts(&self) -> bool {
        !matches!(self, Outcome::Aborted { .. })
    }
}

/// A finished game, kept in its channel's archive.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ArchivedGame {
    pub format: u32,
    pub kind: String,
    pub channel: u64,
    pub guild: Option<u64>,
    pub players: [Seat; 2],
    pub game: GameData,
    /// The full record as text (`size N`, one turn a line).
    pub record: String,
    pub outcome: Outcome,
    pub created_ms: u64,
    pub finished_ms: u64,
    /// Set for a game against the AI; such games are not counted in stats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai: Option<AiSeat>,
}

/// Which colour the challenger plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColourChoice {
    Orange,
    LightBlue,
    Random,
}

/// An open challenge, waiting for the opponent.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Challenge {
    pub format: u32,
    pub id: u64,
    pub channel: u64,
    pub guild: Option<u64>,
    pub challenger: Seat,
    pub opponent: Seat,
    pub size: u8,
    /// The challenger's colour (settled when the challenge is made).
    pub challenger_colour: Player,
    pub colour_choice: ColourChoice,
    pub created_ms: u64,
    pub expires_ms: u64,
}

/// A player's results in one scope (a server, or overall).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

impl StoredGame {
    /// Rebuild the engine game (replaying every step).
    pub fn load_game(&self) -> Result<Game, String> {
        if self.kind != GAME_KIND {
            return Err(format!("unknown game kind `{}`", self.kind));
        }
        Game::from_data(&self.game)
    }
}
