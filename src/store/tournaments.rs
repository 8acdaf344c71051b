//! Tournaments in the store: one value per event (tree `tournaments`,
//! keyed by the tournament's id) holding its settings, registrations and
//! the pairing record (rounds, boards, results) with the channel of each
//! board's game. A value moves with its server when stores are resharded
//! (its `guild` field) and goes through export, import and check like any
//! other (see `trees.rs`).

use super::trees::StoreValue;
use super::{decode, encode, Result, Store};
use crate::games::Kind;
use crate::tournament::Event;
use serde::{Deserialize, Serialize};

/// Tree name (part of the on-disk format).
pub const TOURNAMENTS: &str = "tournaments";

/// Where an event stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Taking registrations.
    Open,
    /// Rounds are being played.
    Running,
    /// Stopped by the organiser: no new round starts.
    Paused,
    Finished,
    Cancelled,
}

/// A registered player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Registration {
    pub user: u64,
    pub name: String,
    /// The rating that seeds the event (the game's rating on the server).
    pub rating: u32,
}

/// One stored tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StoredTournament {
    pub id: u64,
    pub guild: Option<u64>,
    /// The channel where it was created: pairings and standings go there.
    pub channel: u64,
    pub organiser: u64,
    pub kind: Kind,
    /// The game's option lines, as a challenge gives them.
    #[serde(default)]
    pub options: Vec<(String, String)>,
    /// Time per move in the event's games.
    pub per_move_ms: u64,
    pub rated: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_players: Option<u32>,
    /// When it starts by itself (Unix ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_ms: Option<u64>,
    pub phase: Phase,
    pub registrations: Vec<Registration>,
    /// Set when it starts: the pairing record. `event.players[i]` is
    /// `users[i]`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<Event>,
    #[serde(default)]
    pub users: Vec<u64>,
    /// Per round, per board: the channel (thread) of the board's game.
    #[serde(default)]
    pub game_channels: Vec<Vec<Option<u64>>>,
    pub created_ms: u64,
}

impl StoreValue for StoredTournament {
    const TREE: &'static str = TOURNAMENTS;

    fn check(&self, key: &[u8]) -> std::result::Result<(), String> {
        if key != self.id.to_be_bytes() {
            return Err(format!("the value's id {} is not its key", self.id));
        }
        if let Some(event) = &self.event {
            if event.players.len() != self.users.len() {
                return Err("the event's players and users differ in number".into());
            }
            if event.rounds.len() != self.game_channels.len() {
                return Err("the rounds and their game channels differ in number".into());
            }
        }
        Ok(())
    }
}

impl Store {
    /// A stored tournament.
    pub fn tournament(&self, id: u64) -> Result<Option<StoredTournament>> {
        let tree = self.db.open_tree(TOURNAMENTS)?;
        match tree.get(id.to_be_bytes())? {
            Some(b) => decode(TOURNAMENTS, &id.to_string(), &b).map(Some),
            None => Ok(None),
        }
    }

    /// Save a tournament (durable on return).
    pub fn put_tournament(&self, t: &StoredTournament) -> Result<()> {
        let tree = self.db.open_tree(TOURNAMENTS)?;
        let w = self.writing();
        tree.insert(t.id.to_be_bytes(), encode(t))?;
        drop(w);
        self.durable()
    }

    /// The readable tournaments of a channel, oldest first.
    pub fn tournaments_in(&self, channel: u64) -> Result<Vec<StoredTournament>> {
        let tree = self.db.open_tree(TOURNAMENTS)?;
        let mut out = Vec::new();
        for item in tree.iter() {
            let (key, bytes) = item?;
            let id = key
                .as_ref()
                .try_into()
                .map(u64::from_be_bytes)
                .unwrap_or_default();
            match decode::<StoredTournament>(TOURNAMENTS, &id.to_string(), &bytes) {
                Ok(t) if t.channel == channel => out.push(t),
                Ok(_) => {}
                Err(e) => eprintln!("bridges-bot: {e}"),
            }
        }
        Ok(out)
    }
}
