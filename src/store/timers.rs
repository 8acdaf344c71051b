//! Move-clock timers, player settings and server settings.
//!
//! A timed game's clock (deadline, reminder, adjournment) lives in the
//! game's own value ([`super::GameClock`]), so the write that records a
//! move also records the deadline it starts. The `timers` tree is an index
//! for the sweep: channel → the time its game next needs attention, written
//! in the same transaction as the game and removed in the same transaction
//! that archives it. The sweep reads the whole index (a few bytes per timed
//! game: fine for thousands of games) and treats the game's clock as the
//! truth, so a stale entry can only cause a look, never a wrong timeout.

use super::{
    decode, encode, game_key, GuildSettings, Prefs, Result, Store, StoreValue, StoredGame, TIMERS,
};
use crate::games::AnyGame;
use serde::{Deserialize, Serialize};

/// A timer entry: when its game next needs the sweep.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct Timer {
    pub due_ms: u64,
}

impl super::StoreValue for Timer {
    const TREE: &'static str = TIMERS;
}

pub(super) fn timer_value(due_ms: u64) -> Vec<u8> {
    encode(&Timer { due_ms })
}

impl Store {
    /// Save a timed game and its timer entry in one transaction (durable
    /// on return); see [`Store::save_game`].
    pub(super) fn save_timed_game(&self, stored: &StoredGame, game: &dyn AnyGame) -> Result<()> {
        let key = game_key(stored.channel);
        let due = stored.clock.as_ref().and_then(|c| c.due_ms());
        // The game's step and its timer in one transaction.
        self.write_game(stored, Some(game), false, |timers| {
            match due {
                Some(due) => timers.insert(&key, timer_value(due))?,
                None => timers.remove(&key)?,
            };
            Ok(())
        })?;
        self.durable()
    }

    /// The channels whose timers are due at `now_ms`, earliest first.
    /// Unreadable entries are reported and skipped.
    pub fn due_timers(&self, now_ms: u64) -> Result<Vec<u64>> {
        let mut due = Vec::new();
        for item in self.timers.iter() {
            let (key, bytes) = item?;
            let channel = key
                .as_ref()
                .try_into()
                .map(u64::from_be_bytes)
                .unwrap_or_default();
            match decode::<Timer>(TIMERS, &channel.to_string(), &bytes) {
                Ok(t) if t.due_ms <= now_ms => due.push((t.due_ms, channel)),
                Ok(_) => {}
                Err(e) => eprintln!("bridges-bot: {e}"),
            }
        }
        due.sort_unstable();
        Ok(due.into_iter().map(|(_, c)| c).collect())
    }

    /// When the channel's timer is due, if it has one.
    pub fn timer(&self, channel: u64) -> Result<Option<u64>> {
        match self.timers.get(game_key(channel))? {
            Some(b) => Ok(Some(
                decode::<Timer>(TIMERS, &channel.to_string(), &b)?.due_ms,
            )),
            None => Ok(None),
        }
    }

    /// Drop a timer whose game is gone or has no clock (durable on return).
    pub fn remove_timer(&self, channel: u64) -> Result<()> {
        let w = self.writing();
        self.timers.remove(game_key(channel))?;
        drop(w);
        self.durable()
    }

    /// The channels with a running game, in key order (for `mygames`: a
    /// scan of the games tree, fine at this scale).
    pub fn game_channels(&self) -> Result<Vec<u64>> {
        let mut out = Vec::new();
        for key in self.games.iter().keys() {
            let key = key?;
            if let Ok(k) = <[u8; 8]>::try_from(key.as_ref()) {
                out.push(u64::from_be_bytes(k));
            }
        }
        Ok(out)
    }

    /// The number of running games (a scan of the games tree: for the
    /// metrics endpoint, read when scraped).
    pub fn game_count(&self) -> usize {
        self.games.len()
    }

    /// A player's settings (the defaults when none are stored).
    pub fn prefs(&self, user: u64) -> Result<Prefs> {
        self.setting(&self.prefs, user)
    }

    pub fn put_prefs(&self, user: u64, prefs: &Prefs) -> Result<()> {
        self.put_setting(&self.prefs, user, prefs)
    }

    /// A server's settings (the defaults when none are stored).
    pub fn guild_settings(&self, guild: u64) -> Result<GuildSettings> {
        self.setting(&self.guilds, guild)
    }

    pub fn put_guild_settings(&self, guild: u64, settings: &GuildSettings) -> Result<()> {
        self.put_setting(&self.guilds, guild, settings)
    }

    /// A settings value keyed by one id (a user, a guild), or its default.
    fn setting<T: StoreValue + Default>(&self, tree: &sled::Tree, id: u64) -> Result<T> {
        match tree.get(id.to_be_bytes())? {
            Some(b) => decode(T::TREE, &id.to_string(), &b),
            None => Ok(T::default()),
        }
    }

    fn put_setting<T: StoreValue>(&self, tree: &sled::Tree, id: u64, value: &T) -> Result<()> {
        let w = self.writing();
        tree.insert(id.to_be_bytes(), encode(value))?;
        drop(w);
        self.durable()
    }
}
