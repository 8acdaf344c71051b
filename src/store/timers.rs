//! Move-clock timers, player settings and server settings.
//!
//! A timed game's clock (deadline, reminder, adjournment) lives in the
//! game's own value ([`super::GameClock`]), so the write that records a
//! move also records the deadline it starts. The `timers` tree is an index
//! for the clock task: channel → the time its game next needs attention,
//! written in the same transaction as the game and removed in the same
//! transaction that archives it. The clock task treats the game's clock as
//! the truth, so a stale entry can only cause a look, never a wrong
//! timeout.
//!
//! In memory, [`DueIndex`] orders the same entries by due time: built from
//! the tree on first use (start-up), then kept in step by every write to
//! the tree, after the write. The earliest entry is one lookup away and a
//! write that makes a timer the earliest wakes the clock task, so nothing
//! polls.

use super::{
    decode, encode, game_key, tx_error, GuildSettings, Prefs, Result, Store, StoreValue,
    StoredGame, TIMERS,
};
use crate::games::AnyGame;
use serde::{Deserialize, Serialize};
use sled::Transactional;
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::Notify;

/// A timer entry: when its game next needs the sweep.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct Timer {
    pub due_ms: u64,
}

impl super::StoreValue for Timer {
    const TREE: &'static str = TIMERS;
}

/// The top bit of a timer's key marks a tournament's start (the rest is
/// the tournament's id) rather than a channel's game clock: no channel
/// has it (Discord's ids are positive 63-bit numbers).
const TOURNAMENT_START: u64 = 1 << 63;

/// The timer key of tournament `id`'s start time.
pub fn tournament_start_key(id: u64) -> u64 {
    id | TOURNAMENT_START
}

/// The tournament whose start a timer key stands for, if it does.
pub fn tournament_of_timer(key: u64) -> Option<u64> {
    (key & DIGEST == TOURNAMENT_START).then_some(key & !TOURNAMENT_START)
}

/// The top two bits of a timer's key mark a player's daily word (the
/// rest is the user's id): tournament ids (the store's counter) never
/// reach bit 62, nor do Discord's ids before 2049.
const DIGEST: u64 = 3 << 62;

/// The timer key of `user`'s daily word.
pub fn digest_key(user: u64) -> u64 {
    user | DIGEST
}

/// The user whose daily word a timer key stands for, if it does.
pub fn user_of_digest(key: u64) -> Option<u64> {
    (key & DIGEST == DIGEST).then_some(key & !DIGEST)
}

pub(super) fn timer_value(due_ms: u64) -> Vec<u8> {
    encode(&Timer { due_ms })
}

/// The timers in due order (see the module's comment). `None` until
/// first used, so store tools that never look at clocks never scan them.
#[derive(Default)]
pub(super) struct DueIndex {
    entries: Mutex<Option<DueEntries>>,
    alarm: Arc<TimerAlarm>,
}

/// How a write reaches the clock task: the task says until when it sleeps
/// ([`TimerAlarm::sleep_until`]); a write arming a timer due before that
/// wakes it ([`TimerAlarm::woken`]).
#[derive(Debug)]
pub struct TimerAlarm {
    wake: Notify,
    /// Unix ms the clock task sleeps until (`u64::MAX`: not sleeping on a
    /// timer; 0: always wake).
    target_ms: AtomicU64,
}

impl Default for TimerAlarm {
    fn default() -> Self {
        TimerAlarm {
            wake: Notify::new(),
            target_ms: AtomicU64::new(0),
        }
    }
}

impl TimerAlarm {
    /// The clock task is about to sleep until `ms`: wake it for anything
    /// due earlier.
    pub fn sleep_until(&self, ms: u64) {
        self.target_ms.store(ms, Ordering::SeqCst);
    }

    /// Resolves when a write armed a timer due before the time given to
    /// [`TimerAlarm::sleep_until`] (or at once, if one did since).
    pub async fn woken(&self) {
        self.wake.notified().await;
    }

    fn armed(&self, due: u64) {
        if due < self.target_ms.load(Ordering::SeqCst) {
            self.wake.notify_one();
        }
    }
}

#[derive(Default)]
struct DueEntries {
    by_due: BTreeSet<(u64, u64)>,
    of_channel: HashMap<u64, u64>,
}

impl DueEntries {
    fn set(&mut self, channel: u64, due: Option<u64>) {
        if let Some(old) = self.of_channel.remove(&channel) {
            self.by_due.remove(&(old, channel));
        }
        if let Some(due) = due {
            self.of_channel.insert(channel, due);
            self.by_due.insert((due, channel));
        }
    }
}

impl DueIndex {
    /// Record that the channel's timer entry is now `due` (`None`:
    /// removed). Called after the write that changed the tree.
    pub(super) fn set(&self, channel: u64, due: Option<u64>) {
        let mut guard = self.entries.lock().unwrap_or_else(PoisonError::into_inner);
        // Not built yet: the tree already holds the change.
        if let Some(entries) = guard.as_mut() {
            entries.set(channel, due);
        }
        drop(guard);
        if let Some(due) = due {
            self.alarm.armed(due);
        }
    }
}

impl Store {
    /// The ordered timers, built from the tree the first time (under the
    /// index's lock, so a write landing meanwhile is applied after).
    fn due_entries(&self) -> Result<std::sync::MutexGuard<'_, Option<DueEntries>>> {
        let mut guard = self
            .due
            .entries
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if guard.is_none() {
            let mut entries = DueEntries::default();
            for item in self.timers.iter() {
                let (key, bytes) = item?;
                let Ok(key) = <[u8; 8]>::try_from(key.as_ref()) else {
                    tracing::error!("a timer with a malformed key was skipped");
                    continue;
                };
                let channel = u64::from_be_bytes(key);
                match decode::<Timer>(TIMERS, &channel.to_string(), &bytes) {
                    Ok(t) => entries.set(channel, Some(t.due_ms)),
                    Err(e) => tracing::error!("{e}"),
                }
            }
            *guard = Some(entries);
        }
        Ok(guard)
    }

    /// What wakes the clock task when a write arms a timer earlier than
    /// the one it sleeps towards.
    pub fn timer_alarm(&self) -> Arc<TimerAlarm> {
        self.due.alarm.clone()
    }

    /// The earliest due time of any timer after `after_ms` (exclusive);
    /// `None` when none is.
    pub fn next_due_after(&self, after_ms: u64) -> Result<Option<u64>> {
        let guard = self.due_entries()?;
        let entries = guard.as_ref().expect("built");
        Ok(entries
            .by_due
            .range((after_ms.saturating_add(1), 0)..)
            .next()
            .map(|&(due, _)| due))
    }

    /// The number of pending timers.
    pub fn timer_count(&self) -> Result<usize> {
        Ok(self.due_entries()?.as_ref().map_or(0, |e| e.by_due.len()))
    }

    /// Save a timed game and its timer entry in one transaction (durable
    /// on return); see [`Store::save_game`].
    pub(super) fn save_timed_game(&self, stored: &StoredGame, game: &dyn AnyGame) -> Result<()> {
        let key = game_key(stored.channel);
        let bytes = sled::IVec::from(encode(stored));
        let due = stored.due_ms();
        let w = self.writing();
        (&self.games, &self.timers)
            .transaction(|(games, timers)| {
                games.insert(&key, bytes.clone())?;
                match due {
                    Some(due) => timers.insert(&key, timer_value(due))?,
                    None => timers.remove(&key)?,
                };
                Ok::<_, sled::transaction::ConflictableTransactionError<super::StoreError>>(())
            })
            .map_err(tx_error)?;
        drop(w);
        self.due.set(stored.channel, due);
        self.remember(stored.channel, bytes, stored, game);
        self.durable()
    }

    /// The channels whose timers are due at `now_ms`, earliest first,
    /// each with its due time.
    pub fn due_timers(&self, now_ms: u64) -> Result<Vec<(u64, u64)>> {
        let guard = self.due_entries()?;
        let entries = guard.as_ref().expect("built");
        Ok(entries
            .by_due
            .range(..=(now_ms, u64::MAX))
            .map(|&(due, channel)| (channel, due))
            .collect())
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

    /// Arm tournament `id`'s start at `due_ms` (durable on return): the
    /// clock task starts it then, also after a restart. Written before the
    /// tournament itself, so a crash between leaves only a timer that
    /// finds no tournament (and is dropped).
    pub fn arm_tournament_start(&self, id: u64, due_ms: u64) -> Result<()> {
        let key = tournament_start_key(id);
        let w = self.writing();
        self.timers.insert(game_key(key), timer_value(due_ms))?;
        drop(w);
        self.due.set(key, Some(due_ms));
        self.durable()
    }

    /// Drop a timer whose game is gone or has no clock (durable on return).
    pub fn remove_timer(&self, channel: u64) -> Result<()> {
        let w = self.writing();
        self.timers.remove(game_key(channel))?;
        drop(w);
        self.due.set(channel, None);
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

    /// Write a player's settings and arm their daily word's timer at
    /// `digest_due` (`None`: none) in one transaction (durable on
    /// return): the day it was sent and the next one never disagree.
    pub fn put_prefs_and_digest(
        &self,
        user: u64,
        prefs: &Prefs,
        digest_due: Option<u64>,
    ) -> Result<()> {
        let key = digest_key(user);
        let bytes = encode(prefs);
        let w = self.writing();
        (&self.prefs, &self.timers)
            .transaction(|(settings, timers)| {
                settings.insert(&user.to_be_bytes(), bytes.clone())?;
                match digest_due {
                    Some(due) => timers.insert(&game_key(key), timer_value(due))?,
                    None => timers.remove(&game_key(key))?,
                };
                Ok::<_, sled::transaction::ConflictableTransactionError<super::StoreError>>(())
            })
            .map_err(tx_error)?;
        drop(w);
        self.due.set(key, digest_due);
        self.durable()
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
