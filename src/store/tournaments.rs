//! Tournaments in the store: one value per event (tree `tournaments`,
//! keyed by the tournament's id) holding its settings, registrations and
//! the pairing record (rounds, boards, results) with the channel of each
//! board's game. A value moves with its server when stores are resharded
//! (its `guild` field) and goes through export, import and check like any
//! other (see `trees.rs`).

use super::trees::StoreValue;
use super::types::{Challenge, StoredGame};
use super::{decode, encode, game_key, timers, tx_error, Result, Store, CHALLENGES};
use crate::games::Kind;
use crate::tournament::Event;
use serde::{Deserialize, Serialize};
use sled::Transactional;

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
    /// A time bank instead (`per_move_ms` is its start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bank: Option<super::BankRule>,
    pub rated: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_players: Option<u32>,
    /// Set by `no-vacation`: a player's vacation does not stop this
    /// event's clocks nor spend a day when one runs out (rounds keep
    /// their pace).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_vacation: bool,
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
    /// The games of the boards: their challenge, then their channel once
    /// started.
    #[serde(default)]
    pub games: Vec<BoardGame>,
    pub created_ms: u64,
}

/// A board's game: made as a challenge when the round is paired, started
/// (once) when its thread opens.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardGame {
    pub round: u32,
    pub board: u32,
    pub challenge: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub channel: Option<u64>,
    /// The archive id of its finished game, noted with its result (absent
    /// in boards of events before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub archive: Option<u64>,
}

impl StoredTournament {
    /// The board game played in `channel`.
    pub fn game_in(&self, channel: u64) -> Option<&BoardGame> {
        self.games.iter().find(|g| g.channel == Some(channel))
    }

    /// The board game made as challenge `id`.
    pub fn game_of_challenge(&self, id: u64) -> Option<&BoardGame> {
        self.games.iter().find(|g| g.challenge == id)
    }
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
            for g in &self.games {
                if g.round as usize >= event.rounds.len() {
                    return Err(format!(
                        "a game of round {} that was never paired",
                        g.round + 1
                    ));
                }
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

    /// Save a tournament with the challenges of a round it just paired, in
    /// one durable write: the round is paired once, and its games can
    /// only start from these challenges.
    pub fn pair_tournament_round(
        &self,
        t: &StoredTournament,
        challenges: &[Challenge],
    ) -> Result<()> {
        let tournaments = self.db.open_tree(TOURNAMENTS)?;
        let value = encode(t);
        let made: Vec<(u64, Vec<u8>)> = challenges.iter().map(|c| (c.id, encode(c))).collect();
        let w = self.writing();
        (&tournaments, &self.challenges)
            .transaction(|(tournaments, challenges)| {
                tournaments.insert(&t.id.to_be_bytes(), value.clone())?;
                for (id, bytes) in &made {
                    challenges.insert(&id.to_be_bytes(), bytes.clone())?;
                }
                Ok(())
            })
            .map_err(tx_error)?;
        drop(w);
        self.durable()
    }

    /// Start a board's game from its challenge and note its channel in the
    /// tournament, in one durable write. `false` when the challenge is
    /// gone (the game started already) or the channel has a game.
    pub fn start_tournament_game(
        &self,
        challenge: u64,
        game: &StoredGame,
        t: &StoredTournament,
    ) -> Result<bool> {
        let tournaments = self.db.open_tree(TOURNAMENTS)?;
        let value = encode(game);
        let tvalue = encode(t);
        let w = self.writing();
        let started = (&self.challenges, &self.games, &self.timers, &tournaments)
            .transaction(|(challenges, games, timers, tournaments)| {
                if challenges.remove(&challenge.to_be_bytes())?.is_none()
                    || games.get(game_key(game.channel))?.is_some()
                {
                    return Ok(false);
                }
                games.insert(&game_key(game.channel), value.clone())?;
                if let Some(due) = game.clock.as_ref().and_then(|c| c.due_ms()) {
                    timers.insert(&game_key(game.channel), timers::timer_value(due))?;
                }
                tournaments.insert(&t.id.to_be_bytes(), tvalue.clone())?;
                Ok(true)
            })
            .map_err(tx_error)?;
        drop(w);
        // The clock task's index too, or the game's clock never fires
        // (until a restart rebuilds the index from the tree).
        if started {
            let due = game.clock.as_ref().and_then(|c| c.due_ms());
            self.due.set(game.channel, due);
        }
        self.durable()?;
        Ok(started)
    }

    /// Remove the challenges of a cancelled tournament's boards.
    pub fn drop_challenges(&self, ids: &[u64]) -> Result<()> {
        let tree = self.db.open_tree(CHALLENGES)?;
        let w = self.writing();
        for id in ids {
            tree.remove(id.to_be_bytes())?;
        }
        drop(w);
        self.durable()
    }

    /// The readable tournaments of a channel, oldest first.
    pub fn tournaments_in(&self, channel: u64) -> Result<Vec<StoredTournament>> {
        let tree = self.db.open_tree(TOURNAMENTS)?;
        super::readable_where(&tree, TOURNAMENTS, |t: &StoredTournament| {
            t.channel == channel
        })
    }
}
