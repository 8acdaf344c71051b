//! Values as the first release wrote them (value version 1, Bridges
//! only), and their conversion to today's types. Read once, when a store
//! of that release is opened (see `Store::migrate`).

use super::types::{self, STORED_FORMAT};
use crate::games::bridges::game_data;
use crate::games::bridges::{GameData as V1GameData, Player};
use crate::games::Kind;
use serde::{Deserialize, Serialize};

/// The only kind of the first release.
const GAME_KIND: &str = "bridges";

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
    pub players: [types::StoredPlayer; 2],
    /// The engine's stored form; replayed (and so checked) on load.
    pub game: V1GameData,
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
pub enum EndingV1 {
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

/// A finished game, kept in its channel's archive.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ArchivedGame {
    pub format: u32,
    pub kind: String,
    pub channel: u64,
    pub guild: Option<u64>,
    pub players: [types::StoredPlayer; 2],
    pub game: V1GameData,
    /// The full record as text (`size N`, one turn a line).
    pub record: String,
    pub outcome: EndingV1,
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
    pub challenger: types::StoredPlayer,
    pub opponent: types::StoredPlayer,
    pub size: u8,
    /// The challenger's colour (settled when the challenge is made).
    pub challenger_colour: Player,
    pub colour_choice: ColourChoice,
    pub created_ms: u64,
    pub expires_ms: u64,
}

fn ai(a: AiSeat) -> types::AiSeat {
    types::AiSeat {
        seat: a.player.index(),
        level: a.level,
        seed: a.seed,
    }
}

fn check_kind(kind: &str) -> Result<(), String> {
    if kind == GAME_KIND {
        Ok(())
    } else {
        Err(format!("unknown game kind `{kind}`"))
    }
}

impl StoredGame {
    pub fn upgrade(self) -> Result<types::StoredGame, String> {
        check_kind(&self.kind)?;
        Ok(types::StoredGame {
            format: STORED_FORMAT,
            channel: self.channel,
            guild: self.guild,
            players: self.players,
            game: game_data(self.game),
            draw_offer: self.draw_offer.map(Player::index),
            created_ms: self.created_ms,
            updated_ms: self.updated_ms,
            ai: self.ai.map(ai),
            clock: None,
            thread_of: None,
            // Ratings came later: games of this release are unrated.
            rated: false,
            plan: None,
            planned: Vec::new(),
            posted: None,
        })
    }
}

impl EndingV1 {
    fn upgrade(self) -> types::Ending {
        match self {
            EndingV1::Score { winner, .. } => types::Ending::Board {
                winner: winner.map(Player::index),
            },
            EndingV1::Resigned { player } => types::Ending::Resigned {
                seat: player.index(),
            },
            EndingV1::AgreedDraw => types::Ending::AgreedDraw,
            EndingV1::Aborted { moderator } => types::Ending::Aborted { moderator },
        }
    }
}

impl ArchivedGame {
    pub fn upgrade(self) -> Result<types::ArchivedGame, String> {
        check_kind(&self.kind)?;
        Ok(types::ArchivedGame {
            format: STORED_FORMAT,
            channel: self.channel,
            guild: self.guild,
            players: self.players,
            game: game_data(self.game),
            record: self.record,
            outcome: self.outcome.upgrade(),
            created_ms: self.created_ms,
            finished_ms: self.finished_ms,
            ai: self.ai.map(ai),
            rated: false,
            clock_ms: None,
            bank: None,
            thread_of: None,
            rating_change: None,
            event: None,
            planned: Vec::new(),
        })
    }
}

impl Challenge {
    pub fn upgrade(self) -> types::Challenge {
        types::Challenge {
            format: STORED_FORMAT,
            id: self.id,
            channel: self.channel,
            guild: self.guild,
            challenger: self.challenger,
            opponent: self.opponent,
            // The first release hosted one game, the one played when none is named.
            kind: Kind::DEFAULT,
            options: vec![("size".into(), self.size.to_string())],
            challenger_seat: self.challenger_colour.index(),
            random_seat: self.colour_choice == ColourChoice::Random,
            created_ms: self.created_ms,
            expires_ms: self.expires_ms,
            clock_ms: None,
            bank: None,
            thread: false,
            rated: false,
        }
    }
}
