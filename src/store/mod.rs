//! Durable storage (sled): the game running in each channel, open
//! challenges, finished games, player stats, ratings and histories.
//!
//! Every value is one version byte and then the value: version 3 is JSON
//! slimmed and compressed (`codec.rs`); versions 1 (the first release) and
//! 2 (plain JSON) are still read, and rewritten as version 3 on open. The
//! trees and how their values are handled are listed once, in
//! `trees.rs` ([`TREES`]). A value that cannot be read is reported as
//! [`StoreError::Corrupt`] with its key; the rest of the store keeps
//! working. Every write is durable before the call returns, so a caller may
//! acknowledge it at once: writes from many threads share one flush (group
//! commit, see `commit.rs`).

pub mod archive;
mod codec;
mod commit;
mod legacy;
pub mod reshard;
mod rooms;
mod timers;
pub mod tools;
pub mod tournaments;
mod trees;
mod types;

pub use commit::CommitStats;
pub use rooms::ChannelRoom;
pub use timers::{
    digest_key, tournament_of_timer, tournament_start_key, user_of_digest, TimerAlarm,
};

pub use trees::{key_bytes, key_text, tree, KeyForm, ShardBy, StoreValue, TreeSpec, TREES};
pub use types::{
    AiSeat, ArchivedGame, Bank, BankRule, Challenge, Digest, Ending, EventGame, Finished,
    GameClock, GuildSettings, HistoryEntry, HistoryMark, Notify, Plan, PlanCancel, PositionMark,
    PositionPost, Prefs, Stats, StoredGame, StoredHistory, StoredPlayer, VacationSpent,
    STORED_FORMAT,
};

use crate::games::Kind;
use crate::rating::Rating;

use crate::games::AnyGame;
use serde::de::DeserializeOwned;
use sled::transaction::TransactionError;
use sled::Transactional;
use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, PoisonError, RwLock};

/// Version byte written before every value (see the module doc).
pub const VALUE_VERSION: u8 = 3;
/// Plain JSON, as written before version 3.
const JSON_VERSION: u8 = 2;
const LEGACY_VERSION: u8 = 1;

/// Tree names (part of the on-disk format).
pub const GAMES: &str = "games";
pub const CHALLENGES: &str = "challenges";
pub const ARCHIVE: &str = "archive";
/// Per channel: how many games the archive holds and the last one (see
/// `archive.rs`).
pub const ARCHIVE_INDEX: &str = "archive_index";
pub const STATS: &str = "stats";
/// Move-clock timers: channel → when the sweep next acts on its game.
pub const TIMERS: &str = "timers";
/// Player settings: user → [`Prefs`].
pub const PREFS: &str = "prefs";
/// Server settings: guild → [`GuildSettings`].
pub const GUILDS: &str = "guilds";
/// Glicko-2 ratings: (guild, user, game) → [`Rating`].
pub const RATINGS: &str = "ratings";
/// Each player's finished games: (guild, user, archive id) → [`StoredHistory`]
/// (a mark naming the archive entry).
pub const HISTORY: &str = "history";
/// The club's rooms: channel → [`ChannelRoom`].
pub const ROOMS: &str = "rooms";
/// The guild of games outside any server (direct messages, local mode) in
/// the ratings and history keys.
pub const NO_GUILD: u64 = 0;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A stored value that cannot be decoded (or replayed).
    #[error("stored value {key} cannot be read: {reason}")]
    Corrupt { key: String, reason: String },
    #[error("storage error: {0}")]
    Db(#[from] sled::Error),
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// A value as stored today (version 3). A type whose tree is missing from
/// [`TREES`] is stored unslimmed.
pub fn encode<T: StoreValue>(value: &T) -> Vec<u8> {
    let json = match trees::tree(T::TREE) {
        Some(spec) => {
            let mut v = serde_json::to_value(value).expect("plain data serializes");
            (spec.slim)(&mut v);
            serde_json::to_vec(&v)
        }
        None => serde_json::to_vec(value),
    }
    .expect("plain data serializes");
    compressed(&json)
}

/// Version 3 bytes of JSON text already slimmed.
fn compressed(json: &[u8]) -> Vec<u8> {
    let mut out = vec![VALUE_VERSION];
    out.extend_from_slice(&codec::compress(json));
    out
}

/// A stored value of `tree` of any version this build reads.
pub fn decode<T: DeserializeOwned>(
    tree: &str,
    key: &str,
    bytes: &[u8],
) -> std::result::Result<T, StoreError> {
    let corrupt = |reason: String| trees::corrupt(tree, key, reason);
    match bytes.split_first() {
        None => Err(corrupt("empty value".into())),
        Some((&JSON_VERSION, json)) => {
            serde_json::from_slice(json).map_err(|e| corrupt(e.to_string()))
        }
        Some((&VALUE_VERSION, z)) => {
            let json = codec::decompress(z).map_err(corrupt)?;
            let mut v: serde_json::Value =
                serde_json::from_slice(&json).map_err(|e| corrupt(e.to_string()))?;
            if let Some(spec) = trees::tree(tree) {
                (spec.fatten)(&mut v).map_err(corrupt)?;
            }
            serde_json::from_value::<T>(v).map_err(|e| corrupt(e.to_string()))
        }
        // Written by the first release after this store was opened (or not
        // migrated): read it as it would have been migrated.
        Some((&LEGACY_VERSION, json)) => {
            let upgrade = trees::tree(tree)
                .and_then(|t| t.from_v1)
                .ok_or_else(|| corrupt(format!("no version 1 values in tree `{tree}`")))?;
            let v = upgrade(json).map_err(corrupt)?;
            serde_json::from_value::<T>(v).map_err(|e| corrupt(e.to_string()))
        }
        Some((v, _)) => Err(corrupt(format!(
            "value version {v} is not supported (this build reads 1 to {VALUE_VERSION})"
        ))),
    }
}

/// A value of an older version rewritten as today's.
fn upgrade(tree: &str, key: &str, bytes: &[u8]) -> std::result::Result<Vec<u8>, StoreError> {
    let spec = trees::tree(tree).ok_or_else(|| trees::corrupt(tree, key, "unknown tree".into()))?;
    (spec.from_json)(key, (spec.to_json)(key, bytes)?)
}

/// A stored value of any version as a version 2 value (`2` and plain
/// JSON), which is still read: for tests and tools that edit the JSON.
pub fn as_json_value(tree: &str, key: &str, bytes: &[u8]) -> Result<Vec<u8>> {
    let spec = trees::tree(tree).ok_or_else(|| trees::corrupt(tree, key, "unknown tree".into()))?;
    let v = (spec.to_json)(key, bytes)?;
    let mut out = vec![JSON_VERSION];
    serde_json::to_writer(&mut out, &v).expect("JSON values serialize");
    Ok(out)
}

/// What a stored value decoded to (see [`decode_value`]).
#[derive(Debug)]
pub enum Decoded {
    Game(Box<StoredGame>),
    Challenge(Challenge),
    Archived(Box<ArchivedGame>),
    Stats(Stats),
}

/// Decode a value of `tree` as the store reads it, replaying stored games
/// (and archived ones) so that an illegal step counts as corruption. Any
/// bytes give a value or [`StoreError::Corrupt`] naming `tree/key`, never a
/// panic. The fuzz target and the corpus test call this.
pub fn decode_value(tree: &str, key: &str, bytes: &[u8]) -> Result<Decoded> {
    let corrupt = |reason: String| StoreError::Corrupt {
        key: format!("{tree}/{key}"),
        reason,
    };
    match tree {
        GAMES => {
            let stored: StoredGame = decode(tree, key, bytes)?;
            stored.load_game().map_err(corrupt)?;
            Ok(Decoded::Game(Box::new(stored)))
        }
        CHALLENGES => decode(tree, key, bytes).map(Decoded::Challenge),
        ARCHIVE => {
            let done: ArchivedGame = decode(tree, key, bytes)?;
            done.game.load().map_err(corrupt)?;
            Ok(Decoded::Archived(Box::new(done)))
        }
        STATS => decode(tree, key, bytes).map(Decoded::Stats),
        other => Err(corrupt(format!("unknown tree `{other}`"))),
    }
}

/// Key of a channel's game: the channel id, big-endian.
pub fn game_key(channel: u64) -> [u8; 8] {
    channel.to_be_bytes()
}

/// Stats key: scope (0 = overall, else 1 + guild id), then the user.
fn stats_key(guild: Option<u64>, user: u64) -> [u8; 17] {
    let mut k = [0; 17];
    if let Some(g) = guild {
        k[0] = 1;
        k[1..9].copy_from_slice(&g.to_be_bytes());
    }
    k[9..].copy_from_slice(&user.to_be_bytes());
    k
}

/// Rating key: guild, user, then the game's key.
fn rating_key(guild: u64, user: u64, kind: Kind) -> Vec<u8> {
    let mut k = Vec::with_capacity(24);
    k.extend_from_slice(&guild.to_be_bytes());
    k.extend_from_slice(&user.to_be_bytes());
    k.extend_from_slice(kind.key().as_bytes());
    k
}

/// History key: guild, user, archive id.
fn history_key(guild: u64, user: u64, id: u64) -> [u8; 24] {
    let mut k = [0; 24];
    k[..8].copy_from_slice(&guild.to_be_bytes());
    k[8..16].copy_from_slice(&user.to_be_bytes());
    k[16..].copy_from_slice(&id.to_be_bytes());
    k
}

fn two_u64(a: u64, b: u64) -> [u8; 16] {
    let mut k = [0; 16];
    k[..8].copy_from_slice(&a.to_be_bytes());
    k[8..].copy_from_slice(&b.to_be_bytes());
    k
}

fn tx_error(e: TransactionError<StoreError>) -> StoreError {
    match e {
        TransactionError::Abort(e) => e,
        TransactionError::Storage(e) => StoreError::Db(e),
    }
}

pub struct Store {
    db: sled::Db,
    games: sled::Tree,
    challenges: sled::Tree,
    archive: sled::Tree,
    archive_index: sled::Tree,
    stats: sled::Tree,
    /// An index of the games' next clock events (see `timers.rs`).
    timers: sled::Tree,
    /// The same, in memory and in due order (see `timers.rs`).
    due: timers::DueIndex,
    prefs: sled::Tree,
    guilds: sled::Tree,
    ratings: sled::Tree,
    history: sled::Tree,
    commit: commit::GroupCommit,
    /// Every write holds this for reading while it changes the trees; a
    /// snapshot (export) holds it for writing, so it sees no write half
    /// done. Writers wait for durability after letting go of it.
    gate: Arc<RwLock<()>>,
    /// Serves export requests of `store export` while this store is open.
    _exports: Option<tools::ExportWatcher>,
    /// The last game read or saved per channel, with its exact stored
    /// bytes: a read whose bytes match skips decoding and replaying.
    cache: Mutex<HashMap<u64, Arc<CachedGame>>>,
}

struct CachedGame {
    bytes: sled::IVec,
    stored: StoredGame,
    game: Box<dyn AnyGame>,
}

/// Channels whose games are kept decoded; beyond this the cache restarts.
const CACHE_LIMIT: usize = 4096;

/// How often sled's background thread wakes (default 500 ms). Our writes
/// are made durable by [`commit`] anyway; what this paces is sled's
/// segment cleaner, which runs only in that thread, for at most half of
/// each period. At 500 ms it fell behind the rewrites of running games and
/// the file grew to 4.7 times the live data in 120 s of `bench-load`; at
/// 20 ms it stayed within 2.2 (docs/performance.md, "Store size"). An idle bot pays 50
/// wakes a second (0.4 % of a core).
const SLED_CLEANER_EVERY_MS: u64 = 20;

/// The log segment size of a new store (sled's default is 512 KiB). The
/// file never holds fewer than about seven segments, so smaller ones keep a
/// young store's file near its data: with 128 KiB a simulation of
/// `bench-load`'s writes stayed within 2.5 times the live bytes from 0.5 MB
/// of data on, where 512 KiB needed 1.8 MB. sled fixes the size when it
/// creates a store; an existing store keeps its own.
const NEW_STORE_SEGMENT_SIZE: usize = 128 * 1024;

/// How sled opens the store in `dir`.
/// Create the data directory `dir` (and its parents) readable by the
/// owner only: it holds the table's secret and every game.
pub fn create_private_dir(dir: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(dir)
}

pub(crate) fn sled_config(dir: &Path) -> sled::Config {
    sled::Config::new()
        .path(dir)
        .segment_size(stored_segment_size(dir).unwrap_or(NEW_STORE_SEGMENT_SIZE))
        .flush_every_ms(Some(SLED_CLEANER_EVERY_MS))
}

/// The segment size an existing store was created with (its `conf` file,
/// written by sled: `segment_size: 524288`); `None` for a new store.
fn stored_segment_size(dir: &Path) -> Option<usize> {
    let conf = std::fs::read(dir.join("conf")).ok()?;
    let text = String::from_utf8_lossy(&conf);
    match text.lines().find_map(|l| l.strip_prefix("segment_size: ")) {
        Some(n) => n.trim().parse().ok(),
        // A conf sled cannot read either: let it say so.
        None => Some(512 * 1024),
    }
}

/// Open the sled database in `dir`. A process that just closed it (or was
/// killed) may hold its file lock for a moment: retry for a few seconds.
pub fn open_db(dir: &Path) -> sled::Result<sled::Db> {
    let mut tries = 0;
    loop {
        match sled_config(dir).open() {
            Err(sled::Error::Io(e))
                if e.to_string().contains("could not acquire lock") && tries < 60 =>
            {
                tries += 1;
                std::thread::sleep(std::time::Duration::from_millis(50));
            }
            other => return other,
        }
    }
}

impl Store {
    pub fn open(dir: &Path) -> Result<Store> {
        let db = open_db(dir)?;
        let gate = Arc::new(RwLock::new(()));
        let mut store = Store {
            games: db.open_tree(GAMES)?,
            challenges: db.open_tree(CHALLENGES)?,
            archive: db.open_tree(ARCHIVE)?,
            archive_index: db.open_tree(ARCHIVE_INDEX)?,
            stats: db.open_tree(STATS)?,
            timers: db.open_tree(TIMERS)?,
            due: timers::DueIndex::default(),
            prefs: db.open_tree(PREFS)?,
            guilds: db.open_tree(GUILDS)?,
            ratings: db.open_tree(RATINGS)?,
            history: db.open_tree(HISTORY)?,
            commit: commit::GroupCommit::default(),
            gate: gate.clone(),
            _exports: None,
            cache: Mutex::new(HashMap::new()),
            db,
        };
        store.migrate()?;
        store._exports = Some(tools::ExportWatcher::start(dir, store.db.clone(), gate));
        Ok(store)
    }

    /// Hold while changing the trees (see `gate`).
    fn writing(&self) -> std::sync::RwLockReadGuard<'_, ()> {
        self.gate.read().unwrap_or_else(PoisonError::into_inner)
    }

    /// Every tree's entries at one moment, durable (no write is half
    /// done): what `store export` writes out.
    pub fn snapshot(&self) -> Result<tools::Snapshot> {
        tools::Snapshot::take(&self.db, &self.gate)
    }

    /// Rewrite every value of an older version as today's, and archive
    /// keys of the layout before in finishing order (`archive.rs`),
    /// durably; the number rewritten. A value that cannot be upgraded
    /// stays as it is and is reported as corrupt when read, like any
    /// unreadable value.
    pub fn migrate(&self) -> Result<usize> {
        let mut n = 0;
        let _w = self.writing();
        for spec in TREES {
            let tree = self.db.open_tree(spec.name)?;
            for item in tree.iter() {
                let (key, bytes) = item?;
                if bytes.first().is_none_or(|&v| v >= VALUE_VERSION) {
                    continue;
                }
                match upgrade(spec.name, &key_text(spec.key, &key), &bytes) {
                    Ok(new) => {
                        tree.insert(key, new)?;
                        n += 1;
                    }
                    Err(e) => tracing::error!("not migrated: {e}"),
                }
            }
        }
        drop(_w);
        let moved = self.rekey_archive()?;
        let marked = self.mark_histories()?;
        if n + moved + marked > 0 {
            self.durable()?;
            tracing::info!(
                "migrated {n} stored values to version {VALUE_VERSION}, {moved} archive keys to finishing order, {marked} history entries to marks"
            );
        }
        Ok(n + moved + marked)
    }

    pub fn flush(&self) -> Result<()> {
        self.db.flush()?;
        Ok(())
    }

    /// Bytes of every key and value in the store (what its file would hold
    /// without sled's own overhead).
    pub fn live_bytes(&self) -> Result<u64> {
        let mut n = 0;
        for name in self.db.tree_names() {
            for item in self.db.open_tree(name)?.iter() {
                let (k, v) = item?;
                n += (k.len() + v.len()) as u64;
            }
        }
        Ok(n)
    }

    /// Flushes and durable waits so far (group commit).
    pub fn commit_stats(&self) -> CommitStats {
        self.commit.stats()
    }

    /// Wait until every write made before this call is on disk, sharing
    /// the flush with concurrent writers.
    fn durable(&self) -> Result<()> {
        self.commit.wait(|| self.db.flush())?;
        Ok(())
    }

    /// A fresh id, unique in this store.
    pub fn next_id(&self) -> Result<u64> {
        Ok(self.db.generate_id()?)
    }

    /// The channel's game and its replayed engine state.
    pub fn game(&self, channel: u64) -> Result<Option<(StoredGame, Box<dyn AnyGame>)>> {
        let Some(bytes) = self.games.get(game_key(channel))? else {
            return Ok(None);
        };
        if let Some(c) = self.cached(channel) {
            if c.bytes == bytes {
                return Ok(Some((c.stored.clone(), c.game.clone())));
            }
        }
        let key = channel.to_string();
        let stored: StoredGame = decode(GAMES, &key, &bytes)?;
        let game = stored.load_game().map_err(|reason| StoreError::Corrupt {
            key: format!("{GAMES}/{key}"),
            reason,
        })?;
        self.remember(channel, bytes, &stored, game.as_ref());
        Ok(Some((stored, game)))
    }

    fn cached(&self, channel: u64) -> Option<Arc<CachedGame>> {
        let cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        cache.get(&channel).cloned()
    }

    fn remember(&self, channel: u64, bytes: sled::IVec, stored: &StoredGame, game: &dyn AnyGame) {
        let entry = Arc::new(CachedGame {
            bytes,
            stored: stored.clone(),
            game: game.clone_box(),
        });
        let mut cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        if cache.len() >= CACHE_LIMIT {
            cache.clear();
        }
        cache.insert(channel, entry);
    }

    fn forget(&self, channel: u64) {
        let mut cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        cache.remove(&channel);
    }

    /// Is there a value (readable or not) under the channel's game key?
    pub fn has_game(&self, channel: u64) -> Result<bool> {
        Ok(self.games.contains_key(game_key(channel))?)
    }

    /// Save a channel's game (durable on return).
    pub fn put_game(&self, game: &StoredGame) -> Result<()> {
        let w = self.writing();
        self.games.insert(game_key(game.channel), encode(game))?;
        drop(w);
        self.durable()
    }

    /// Save a channel's game given with its state (`stored.game` must be
    /// `game.data()`), so the next read needs no replay. Durable on return.
    pub fn save_game(&self, stored: &StoredGame, game: &dyn AnyGame) -> Result<()> {
        debug_assert_eq!(stored.game, game.data());
        if stored.clock.is_some() || stored.due_ms().is_some() {
            return self.save_timed_game(stored, game);
        }
        let bytes = sled::IVec::from(encode(stored));
        let w = self.writing();
        self.games.insert(game_key(stored.channel), bytes.clone())?;
        drop(w);
        self.remember(stored.channel, bytes, stored, game);
        self.durable()
    }

    /// Remember that `message` shows the channel's game at `mark`, when the
    /// game is still there (the daily word links to it). Not waited for:
    /// a note lost in a crash only makes that link the channel's. Returns
    /// whether it was kept.
    pub fn note_position(&self, channel: u64, mark: PositionMark, message: u64) -> Result<bool> {
        let key = game_key(channel);
        let _w = self.writing();
        loop {
            let Some(old) = self.games.get(key)? else {
                return Ok(false);
            };
            let mut stored: StoredGame = decode(GAMES, &channel.to_string(), &old)?;
            if stored.mark() != mark {
                // Moved on since (or a late note of an older position).
                return Ok(false);
            }
            let post = PositionPost { mark, message };
            if stored.posted == Some(post) {
                return Ok(true);
            }
            stored.posted = Some(post);
            let new = sled::IVec::from(encode(&stored));
            if self
                .games
                .compare_and_swap(key, Some(&old), Some(new.clone()))?
                .is_ok()
            {
                // The cached game is the same position: only its bytes
                // and the note changed, so it needs no replay.
                match self.cached(channel).filter(|c| c.bytes == old) {
                    Some(c) => self.remember(channel, new, &stored, c.game.as_ref()),
                    None => self.forget(channel),
                }
                return Ok(true);
            }
        }
    }

    /// Remove whatever is stored as the channel's game, readable or not.
    pub fn remove_game(&self, channel: u64) -> Result<()> {
        let w = self.writing();
        self.games.remove(game_key(channel))?;
        self.timers.remove(game_key(channel))?;
        drop(w);
        self.due.set(channel, None);
        self.forget(channel);
        self.durable()
    }

    /// End a channel's game: archive it, count it in both players' stats,
    /// note it in their histories and, when it is rated, update their
    /// ratings, all in one durable write. Returns the archive id and the
    /// rating changes.
    pub fn finish_game(&self, done: &ArchivedGame) -> Result<Finished> {
        let seq = self.next_id()?;
        // The archive entry, slimmed here (that replays the record) and not
        // in the transaction, which may run more than once; only the rating
        // changes are added in it.
        let mut archived = serde_json::to_value(done).expect("plain data serializes");
        if let Some(spec) = trees::tree(ARCHIVE) {
            (spec.slim)(&mut archived);
        }
        let guild = done.guild.unwrap_or(NO_GUILD);
        let kind = done.game.kind;
        let w = self.writing();
        let ratings = (
            &self.games,
            &self.archive,
            &self.archive_index,
            &self.stats,
            &self.timers,
            &self.ratings,
            &self.history,
        )
            .transaction(|(games, archive, index, stats, timers, ratings, history)| {
                games.remove(&game_key(done.channel))?;
                // The game's timer goes with it: it can never fire again.
                timers.remove(&game_key(done.channel))?;
                let counts = done.outcome.counts();
                let winner = done.outcome.winner();
                // Rated: a finished game between people that said so.
                let mut changes = None;
                if done.rated && counts && done.ai.is_none() {
                    let mut before = Vec::new();
                    for seat in &done.players {
                        let key = rating_key(guild, seat.id, kind);
                        let r = match ratings.get(&key)? {
                            Some(b) => {
                                let text = key_text(KeyForm::Rating, &key);
                                match decode::<Rating>(RATINGS, &text, &b) {
                                    Ok(r) => r,
                                    Err(e) => {
                                        // Left alone (and reported); the
                                        // game ends unrated.
                                        tracing::error!("{e}");
                                        before.clear();
                                        break;
                                    }
                                }
                            }
                            None => Rating::new(&seat.name),
                        };
                        before.push(Rating {
                            name: seat.name.clone(),
                            ..r
                        });
                    }
                    if let [a, b] = &before[..] {
                        let (na, nb) = crate::rating::update(a, b, winner);
                        ratings.insert(rating_key(guild, done.players[0].id, kind), encode(&na))?;
                        ratings.insert(rating_key(guild, done.players[1].id, kind), encode(&nb))?;
                        changes = Some([(a.clone(), na), (b.clone(), nb)]);
                    }
                }
                // The archive entry holds the game and its rating changes
                // (in whole points, as histories show them, and written as
                // integers: full precision took a fifth of the entry); each
                // player's history only names it.
                let value = match &changes {
                    Some(c) => {
                        let whole = |r: &Rating| r.rating.round() as i64;
                        let change = [&c[0], &c[1]].map(|(a, b)| (whole(a), whole(b)));
                        let mut v = archived.clone();
                        v["rating_change"] = serde_json::json!(change);
                        compressed(&serde_json::to_vec(&v).expect("plain data serializes"))
                    }
                    None => {
                        compressed(&serde_json::to_vec(&archived).expect("plain data serializes"))
                    }
                };
                archive::insert(archive, index, done.channel, seq, &value)?;
                let mark = encode(&StoredHistory::Mark(HistoryMark {
                    id: seq,
                    channel: done.channel,
                }));
                for (p, seat) in done.players.iter().enumerate() {
                    if done.ai.is_some_and(|ai| ai.seat == p) {
                        continue;
                    }
                    history.insert(&history_key(guild, seat.id, seq), mark.as_slice())?;
                }
                // Games against the AI are not counted in people's stats.
                if !counts || done.ai.is_some() {
                    return Ok(changes);
                }
                for (p, seat) in done.players.iter().enumerate() {
                    let scopes = [None, done.guild];
                    for scope in scopes.iter().take(1 + done.guild.is_some() as usize) {
                        let key = stats_key(*scope, seat.id);
                        let mut s: Stats = match stats.get(key)? {
                            Some(b) => match decode(STATS, &stats_key_text(*scope, seat.id), &b) {
                                Ok(s) => s,
                                // Leave an unreadable count alone (it stays
                                // reported); the game still ends and is archived.
                                Err(e) => {
                                    tracing::error!("{e}");
                                    continue;
                                }
                            },
                            None => Stats::default(),
                        };
                        s.games += 1;
                        match winner {
                            Some(w) if w == p => s.wins += 1,
                            Some(_) => s.losses += 1,
                            None => s.draws += 1,
                        }
                        stats.insert(&key, encode(&s))?;
                    }
                }
                Ok(changes)
            })
            .map_err(tx_error)?;
        drop(w);
        self.due.set(done.channel, None);
        self.forget(done.channel);
        self.durable()?;
        Ok(Finished { id: seq, ratings })
    }

    /// A player's rating in a game on a server (`None`: never rated).
    pub fn rating(&self, guild: Option<u64>, user: u64, kind: Kind) -> Result<Option<Rating>> {
        let key = rating_key(guild.unwrap_or(NO_GUILD), user, kind);
        match self.ratings.get(&key)? {
            Some(b) => decode(RATINGS, &key_text(KeyForm::Rating, &key), &b).map(Some),
            None => Ok(None),
        }
    }

    /// Every rating of a player on a server, by game.
    pub fn ratings_of(&self, guild: Option<u64>, user: u64) -> Result<Vec<(Kind, Rating)>> {
        let prefix = two_u64(guild.unwrap_or(NO_GUILD), user);
        let mut out = Vec::new();
        for item in self.ratings.scan_prefix(prefix) {
            let (key, bytes) = item?;
            let Some(kind) = std::str::from_utf8(&key[16..])
                .ok()
                .and_then(Kind::from_word)
            else {
                continue;
            };
            out.push((
                kind,
                decode(RATINGS, &key_text(KeyForm::Rating, &key), &bytes)?,
            ));
        }
        Ok(out)
    }

    /// The ratings of a game on a server, best first (ties: more games,
    /// then the lower user id), at most `n`, with their users.
    pub fn leaderboard(
        &self,
        guild: Option<u64>,
        kind: Kind,
        n: usize,
    ) -> Result<Vec<(u64, Rating)>> {
        let mut all = Vec::new();
        for item in self
            .ratings
            .scan_prefix(guild.unwrap_or(NO_GUILD).to_be_bytes())
        {
            let (key, bytes) = item?;
            if &key[16.min(key.len())..] != kind.key().as_bytes() {
                continue;
            }
            let text = key_text(KeyForm::Rating, &key);
            match decode::<Rating>(RATINGS, &text, &bytes) {
                Ok(r) => all.push((trees::u64_at(&key, 8).unwrap_or(0), r)),
                Err(e) => tracing::error!("{e}"),
            }
        }
        all.sort_by(|(ua, a), (ub, b)| {
            b.rating
                .total_cmp(&a.rating)
                .then(b.games.cmp(&a.games))
                .then(ua.cmp(ub))
        });
        all.truncate(n);
        Ok(all)
    }

    /// A player's last `n` finished games on a server, newest first,
    /// of one game if `kind` is given.
    pub fn history(
        &self,
        guild: Option<u64>,
        user: u64,
        kind: Option<Kind>,
        n: usize,
    ) -> Result<Vec<HistoryEntry>> {
        let mut out = Vec::new();
        for item in self
            .history
            .scan_prefix(two_u64(guild.unwrap_or(NO_GUILD), user))
            .rev()
        {
            if out.len() >= n {
                break;
            }
            let (key, bytes) = item?;
            let stored: StoredHistory =
                decode(HISTORY, &key_text(KeyForm::U64Triple, &key), &bytes)?;
            let e = match stored {
                StoredHistory::Whole(e) => e,
                // A mark whose archive entry is gone (`store check` reports
                // it) is left out.
                StoredHistory::Mark(m) => match self.archived_at(m.channel, m.id)? {
                    Some(game) => match HistoryEntry::from_archive(m.id, user, &game) {
                        Some(e) => e,
                        None => continue,
                    },
                    None => continue,
                },
            };
            if kind.is_none_or(|k| k == e.kind) {
                out.push(e);
            }
        }
        Ok(out)
    }

    /// The archive entry of game `id`, finished in `channel`.
    fn archived_at(&self, channel: u64, id: u64) -> Result<Option<ArchivedGame>> {
        match self.archive.get(archive::key(channel, id))? {
            Some(b) => decode(ARCHIVE, &format!("{channel}/{id}"), &b).map(Some),
            None => Ok(None),
        }
    }

    /// The archived game with id `id` if it is in `user`'s history on
    /// `guild`: found through the history, without a scan.
    pub fn archived_of(
        &self,
        guild: Option<u64>,
        user: u64,
        id: u64,
    ) -> Result<Option<ArchivedGame>> {
        let key = history_key(guild.unwrap_or(NO_GUILD), user, id);
        let Some(bytes) = self.history.get(key)? else {
            return Ok(None);
        };
        let stored: StoredHistory = decode(HISTORY, &key_text(KeyForm::U64Triple, &key), &bytes)?;
        let (channel, id) = stored.target();
        self.archived_at(channel, id)
    }

    /// The archived game with id `id`, from any channel: archive keys
    /// start with the id (finishing order), so this is one short range.
    pub fn archived(&self, id: u64) -> Result<Option<ArchivedGame>> {
        let mut prefix = [archive::KEY_TAG; 9];
        prefix[1..].copy_from_slice(&id.to_be_bytes());
        if let Some(item) = self.archive.scan_prefix(prefix).next() {
            let (key, bytes) = item?;
            let channel = archive::parse_key(&key).map_or(0, |(c, _)| c);
            return decode(ARCHIVE, &format!("{channel}/{id}"), &bytes).map(Some);
        }
        Ok(None)
    }

    /// The id of the most recently finished game of a channel.
    pub fn last_archived_id(&self, channel: u64) -> Result<Option<u64>> {
        Ok(self.index_entry(channel)?.map(|e| e.last))
    }

    pub fn put_challenge(&self, c: &Challenge) -> Result<()> {
        let w = self.writing();
        self.challenges.insert(c.id.to_be_bytes(), encode(c))?;
        drop(w);
        self.durable()
    }

    pub fn challenge(&self, id: u64) -> Result<Option<Challenge>> {
        match self.challenges.get(id.to_be_bytes())? {
            Some(b) => decode(CHALLENGES, &id.to_string(), &b).map(Some),
            None => Ok(None),
        }
    }

    pub fn remove_challenge(&self, id: u64) -> Result<()> {
        let w = self.writing();
        self.challenges.remove(id.to_be_bytes())?;
        drop(w);
        self.durable()
    }

    /// The readable challenges of a channel, oldest first. Unreadable ones
    /// are skipped (and logged): they can never be accepted.
    pub fn challenges_in(&self, channel: u64) -> Result<Vec<Challenge>> {
        readable_where(&self.challenges, CHALLENGES, |c: &Challenge| {
            c.channel == channel
        })
    }

    /// Turn a challenge into the channel's game, at once. Fails (returns
    /// `false`) if the challenge is gone or the channel already has a game.
    pub fn start_game(&self, challenge_id: u64, game: &StoredGame) -> Result<bool> {
        let value = encode(game);
        let w = self.writing();
        let started = (&self.challenges, &self.games, &self.timers)
            .transaction(|(challenges, games, timers)| {
                if challenges.remove(&challenge_id.to_be_bytes())?.is_none()
                    || games.get(game_key(game.channel))?.is_some()
                {
                    return Ok(false);
                }
                games.insert(&game_key(game.channel), value.clone())?;
                // A timed game's first deadline, in the same write.
                if let Some(due) = game.clock.as_ref().and_then(|c| c.due_ms()) {
                    timers.insert(&game_key(game.channel), timers::timer_value(due))?;
                }
                Ok(true)
            })
            .map_err(tx_error)?;
        drop(w);
        if started {
            let due = game.clock.as_ref().and_then(|c| c.due_ms());
            self.due.set(game.channel, due);
        }
        self.durable()?;
        Ok(started)
    }

    /// A player's stats: overall, and in `guild` if given.
    pub fn stats(&self, user: u64, guild: Option<u64>) -> Result<(Stats, Option<Stats>)> {
        let read = |scope: Option<u64>| -> Result<Stats> {
            match self.stats.get(stats_key(scope, user))? {
                Some(b) => decode(STATS, &stats_key_text(scope, user), &b),
                None => Ok(Stats::default()),
            }
        };
        let overall = read(None)?;
        let here = guild.map(|g| read(Some(g))).transpose()?;
        Ok((overall, here))
    }
}

fn stats_key_text(scope: Option<u64>, user: u64) -> String {
    match scope {
        Some(g) => format!("guild {g}/{user}"),
        None => format!("all/{user}"),
    }
}

/// The readable values of a tree keyed by id that `keep` keeps, in key
/// order. Unreadable ones are skipped (and logged): they stay reported by
/// `store check`.
pub(crate) fn readable_where<T: DeserializeOwned>(
    tree: &sled::Tree,
    name: &str,
    keep: impl Fn(&T) -> bool,
) -> Result<Vec<T>> {
    let mut out = Vec::new();
    for item in tree.iter() {
        let (key, bytes) = item?;
        let id = key
            .as_ref()
            .try_into()
            .map(u64::from_be_bytes)
            .unwrap_or_default();
        match decode::<T>(name, &id.to_string(), &bytes) {
            Ok(v) if keep(&v) => out.push(v),
            Ok(_) => {}
            Err(e) => tracing::error!("{e}"),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Kind;

    fn stored(channel: u64, game: &dyn AnyGame) -> StoredGame {
        StoredGame {
            format: STORED_FORMAT,
            channel,
            guild: None,
            players: [
                StoredPlayer {
                    id: 1,
                    name: "Ann".into(),
                },
                StoredPlayer {
                    id: 2,
                    name: "Bob".into(),
                },
            ],
            game: game.data(),
            draw_offer: None,
            created_ms: 0,
            updated_ms: 0,
            ai: None,
            clock: None,
            thread_of: None,
            rated: false,
            plan: None,
            planned: Vec::new(),
            posted: None,
        }
    }

    fn played(messages: &[&str]) -> Box<dyn AnyGame> {
        let mut g = Kind::DEFAULT
            .new_game(&[("size".into(), "5".into())])
            .unwrap();
        for m in messages {
            g.play(m).unwrap();
        }
        g
    }

    #[test]
    fn the_decoded_game_cache_follows_the_stored_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let g = played(&["C3"]);
        store.save_game(&stored(7, g.as_ref()), g.as_ref()).unwrap();
        let (_, read) = store.game(7).unwrap().unwrap();
        assert_eq!(read.data(), g.data());
        // Written behind the cache's back: the new bytes are what counts.
        let g2 = played(&["C3", "G4"]);
        store.put_game(&stored(7, g2.as_ref())).unwrap();
        assert_eq!(store.game(7).unwrap().unwrap().1.data(), g2.data());
        store.games.insert(game_key(7), b"\x02{".to_vec()).unwrap();
        assert!(matches!(store.game(7), Err(StoreError::Corrupt { .. })));
        store.remove_game(7).unwrap();
        assert!(store.game(7).unwrap().is_none());
        // Durable writes went through the group commit.
        let c = store.commit_stats();
        assert_eq!(c.waits, 3);
        assert!(c.flushes >= 1 && c.flushes <= 3);
    }
}
