//! The table of every tree in the store: its name, how its keys read, and
//! how its values are decoded, checked, and written from JSON. Export,
//! import, check and the migration on open go through [`TREES`] alone, so a
//! new tree is one more line there (and a [`StoreValue`] impl for its type).

use super::archive::{self, ArchiveIndex};
use super::rooms::ChannelRoom;
use super::timers::Timer;
use super::types::{
    ArchivedGame, Challenge, GuildSettings, Prefs, Stats, StoredGame, StoredHistory,
};
use super::{decode, encode, legacy, StoreError};
use crate::rating::Rating;
use serde::{de::DeserializeOwned, Serialize};
use serde_json::Value;

/// A type stored in one tree.
pub trait StoreValue: Serialize + DeserializeOwned {
    /// The tree it lives in.
    const TREE: &'static str;

    /// Checks beyond reading the value: a game replays through its rules,
    /// and the value agrees with its key. `Err` says what is wrong.
    fn check(&self, _key: &[u8]) -> Result<(), String> {
        Ok(())
    }
}

/// How a tree's keys are written in exports and reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyForm {
    /// One big-endian u64 (a channel or an id): `123`.
    U64,
    /// An archive key (channel and sequence, see `archive.rs`): `123/4`.
    Archive,
    /// A stats key: `all/USER` or `guild GUILD/USER`.
    Stats,
    /// A rating key: guild, user (big-endian u64s), then the game's key
    /// in ASCII: `GUILD/USER/bridges`.
    Rating,
    /// Three big-endian u64s (guild, user, archive id): `1/2/3`.
    U64Triple,
}

/// Which shard's store an entry belongs to, for `store reshard` (a
/// server's data goes with the server; see `crate::shards`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShardBy {
    /// The value's `guild` field (`null`: a direct message, shard 0). A
    /// value without that field is copied to every store.
    Guild,
    /// The key starts with a guild id (big-endian u64 at this byte
    /// offset; 0 = no server, shard 0).
    KeyGuild(usize),
    /// The key starts with a channel: the entry goes where that channel's
    /// game, challenges and archive go (shard 0 if none names it).
    Channel,
    /// A stats key: a server's count goes with the server; the overall
    /// counts are rebuilt per store (see `reshard.rs`).
    Stats,
    /// Per-user data, not per server: copied to every store.
    Everywhere,
    /// Derived from other trees (the archive's index): not moved, rebuilt
    /// in each new store.
    Derived,
}

/// Reads and checks a stored value: `(key as text, key, bytes)`.
pub type CheckFn = fn(&str, &[u8], &[u8]) -> Result<(), StoreError>;
/// A version 1 value as today's JSON.
pub type UpgradeFn = fn(&[u8]) -> Result<Value, String>;

/// A tree of the store and the functions that handle its values.
pub struct TreeSpec {
    pub name: &'static str,
    pub key: KeyForm,
    /// Where the key holds an id from [`super::Store::next_id`] (byte
    /// offset of a big-endian u64): import moves the id counter past it.
    pub id_at: Option<usize>,
    /// Any stored bytes of this tree (every value version) as today's
    /// value in JSON.
    pub to_json: fn(key: &str, bytes: &[u8]) -> Result<Value, StoreError>,
    /// Today's value in JSON as stored bytes (the current version).
    pub from_json: fn(key: &str, json: Value) -> Result<Vec<u8>, StoreError>,
    /// Read and check a stored value (replaying games); `Err` names the key.
    pub check: CheckFn,
    /// A first-release (version 1) value as today's JSON; `None` for trees
    /// that release did not have.
    pub from_v1: Option<UpgradeFn>,
    /// Version 3: today's JSON → what is compressed (leaving out what can
    /// be rebuilt), and back.
    pub slim: fn(&mut Value),
    pub fatten: fn(&mut Value) -> Result<(), String>,
    /// Where `store reshard` puts its entries.
    pub shard_by: ShardBy,
}

/// Every tree, in export order. **Register a new tree here.**
pub const TREES: &[TreeSpec] = &[
    TreeSpec {
        from_v1: Some(|b| v1_to_json::<legacy::StoredGame, _>(b, |g| g.upgrade())),
        ..spec::<StoredGame>(KeyForm::U64)
    },
    TreeSpec {
        from_v1: Some(|b| v1_to_json::<legacy::Challenge, _>(b, |c| Ok(c.upgrade()))),
        id_at: Some(0),
        ..spec::<Challenge>(KeyForm::U64)
    },
    TreeSpec {
        from_v1: Some(|b| v1_to_json::<legacy::ArchivedGame, _>(b, |a| a.upgrade())),
        id_at: Some(1),
        slim: slim_archived,
        fatten: fatten_archived,
        ..spec::<ArchivedGame>(KeyForm::Archive)
    },
    // Derived from the archive (rebuilt on import and reshard); `store
    // check` compares.
    TreeSpec {
        shard_by: ShardBy::Derived,
        ..spec::<ArchiveIndex>(KeyForm::U64)
    },
    TreeSpec {
        from_v1: Some(|b| v1_to_json::<Stats, _>(b, Ok)),
        shard_by: ShardBy::Stats,
        ..spec::<Stats>(KeyForm::Stats)
    },
    // The move clocks' index and the players' settings (no first-release
    // values).
    TreeSpec {
        shard_by: ShardBy::Channel,
        ..spec::<Timer>(KeyForm::U64)
    },
    TreeSpec {
        shard_by: ShardBy::Everywhere,
        ..spec::<Prefs>(KeyForm::U64)
    },
    TreeSpec {
        shard_by: ShardBy::KeyGuild(0),
        ..spec::<GuildSettings>(KeyForm::U64)
    },
    // Ratings and each player's history of finished games (written with
    // the archive entry), keyed by server first.
    TreeSpec {
        shard_by: ShardBy::KeyGuild(0),
        ..spec::<Rating>(KeyForm::Rating)
    },
    TreeSpec {
        id_at: Some(16),
        shard_by: ShardBy::KeyGuild(0),
        ..spec::<StoredHistory>(KeyForm::U64Triple)
    },
    // The club's rooms, per channel; each goes with its server.
    spec::<ChannelRoom>(KeyForm::U64),
    // Tournaments (settings, registrations, rounds and results in one
    // value), moving with their server.
    TreeSpec {
        id_at: Some(0),
        ..spec::<super::tournaments::StoredTournament>(KeyForm::U64)
    },
];

/// The spec of tree `name`.
pub fn tree(name: &str) -> Option<&'static TreeSpec> {
    TREES.iter().find(|t| t.name == name)
}

/// The spec of a tree holding `T`s, with no version 1 values and no
/// slimming.
pub const fn spec<T: StoreValue>(key: KeyForm) -> TreeSpec {
    TreeSpec {
        name: T::TREE,
        key,
        id_at: None,
        to_json: to_json::<T>,
        from_json: from_json::<T>,
        check: check::<T>,
        from_v1: None,
        slim: |_| {},
        fatten: |_| Ok(()),
        shard_by: ShardBy::Guild,
    }
}

fn to_json<T: StoreValue>(key: &str, bytes: &[u8]) -> Result<Value, StoreError> {
    let value: T = decode(T::TREE, key, bytes)?;
    serde_json::to_value(&value).map_err(|e| corrupt(T::TREE, key, e.to_string()))
}

fn from_json<T: StoreValue>(key: &str, json: Value) -> Result<Vec<u8>, StoreError> {
    let value: T =
        serde_json::from_value(json).map_err(|e| corrupt(T::TREE, key, e.to_string()))?;
    Ok(encode(&value))
}

fn check<T: StoreValue>(key_text: &str, key: &[u8], bytes: &[u8]) -> Result<(), StoreError> {
    let value: T = decode(T::TREE, key_text, bytes)?;
    value
        .check(key)
        .map_err(|reason| corrupt(T::TREE, key_text, reason))
}

fn v1_to_json<Old: DeserializeOwned, New: Serialize>(
    bytes: &[u8],
    upgrade: impl FnOnce(Old) -> Result<New, String>,
) -> Result<Value, String> {
    let old: Old = serde_json::from_slice(bytes).map_err(|e| e.to_string())?;
    serde_json::to_value(upgrade(old)?).map_err(|e| e.to_string())
}

pub(super) fn corrupt(tree: &str, key: &str, reason: String) -> StoreError {
    StoreError::Corrupt {
        key: format!("{tree}/{key}"),
        reason,
    }
}

/// An archive entry keeps its record; the game it replays to is left out
/// when the record rebuilds exactly that game.
fn slim_archived(v: &mut Value) {
    let Some(obj) = v.as_object_mut() else { return };
    let (Some(record), Some(game)) = (obj.get("record"), obj.get("game")) else {
        return;
    };
    let Some(record) = record.as_str() else {
        return;
    };
    let rebuilt = crate::games::parse_record(record)
        .ok()
        .and_then(|g| serde_json::to_value(g.data()).ok());
    if rebuilt.as_ref() == Some(game) {
        obj.remove("game");
    }
}

fn fatten_archived(v: &mut Value) -> Result<(), String> {
    let Some(obj) = v.as_object_mut() else {
        return Ok(());
    };
    if obj.contains_key("game") {
        return Ok(());
    }
    let record = obj
        .get("record")
        .and_then(Value::as_str)
        .ok_or("no record and no game")?;
    let game = crate::games::parse_record(record).map_err(|e| format!("record: {e}"))?;
    let data = serde_json::to_value(game.data()).map_err(|e| e.to_string())?;
    obj.insert("game".into(), data);
    Ok(())
}

pub(super) fn u64_at(key: &[u8], at: usize) -> Option<u64> {
    key.get(at..at + 8)?.try_into().ok().map(u64::from_be_bytes)
}

fn key_is(key: &[u8], form: KeyForm, what: &str, value: u64) -> Result<(), String> {
    let from_key = match form {
        KeyForm::U64 => u64_at(key, 0),
        KeyForm::Archive => archive::parse_key(key).map(|(channel, _)| channel),
        KeyForm::U64Triple => u64_at(key, 16),
        KeyForm::Stats | KeyForm::Rating => None,
    };
    match from_key {
        Some(k) if k != value => Err(format!("the value's {what} {value} is not its key's {k}")),
        _ => Ok(()),
    }
}

impl StoreValue for StoredGame {
    const TREE: &'static str = super::GAMES;

    fn check(&self, key: &[u8]) -> Result<(), String> {
        key_is(key, KeyForm::U64, "channel", self.channel)?;
        let game = self.load_game()?;
        if game.is_over() {
            return Err("the game is over but was not archived".into());
        }
        Ok(())
    }
}

impl StoreValue for Challenge {
    const TREE: &'static str = super::CHALLENGES;

    fn check(&self, key: &[u8]) -> Result<(), String> {
        key_is(key, KeyForm::U64, "id", self.id)?;
        self.kind
            .new_game(&self.options)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
}

impl StoreValue for ArchivedGame {
    const TREE: &'static str = super::ARCHIVE;

    fn check(&self, key: &[u8]) -> Result<(), String> {
        key_is(key, KeyForm::Archive, "channel", self.channel)?;
        let game = self.game.load()?;
        let from_record =
            crate::games::parse_record(&self.record).map_err(|e| format!("record: {e}"))?;
        if from_record.turn_lines() != game.turn_lines() || from_record.kind() != game.kind() {
            return Err("the record and the stored game differ".into());
        }
        if let super::Ending::Board { winner } = self.outcome {
            match game.result() {
                Some(r) if r.winner() == winner => {}
                Some(r) => {
                    return Err(format!(
                        "the outcome says winner {winner:?}, the board says {:?}",
                        r.winner()
                    ))
                }
                None => return Err("the outcome is a board result but the game is not over".into()),
            }
        }
        Ok(())
    }
}

impl StoreValue for Rating {
    const TREE: &'static str = super::RATINGS;

    fn check(&self, key: &[u8]) -> Result<(), String> {
        let kind = key.get(16..).and_then(|k| std::str::from_utf8(k).ok());
        if kind.and_then(crate::games::Kind::from_word).is_none() {
            return Err(format!("the key names no game: {kind:?}"));
        }
        Rating::check(self)
    }
}

impl StoreValue for StoredHistory {
    const TREE: &'static str = super::HISTORY;

    /// A mark's archive entry and player are checked against the archive
    /// (`archive::history_problems`).
    fn check(&self, key: &[u8]) -> Result<(), String> {
        key_is(key, KeyForm::U64Triple, "id", self.target().1)?;
        if let StoredHistory::Whole(e) = self {
            if u64_at(key, 8) != Some(e.players[e.seat.min(1)].id) {
                return Err("the key's user is not the entry's player".into());
            }
        }
        Ok(())
    }
}

impl StoreValue for ChannelRoom {
    const TREE: &'static str = super::ROOMS;

    fn check(&self, key: &[u8]) -> Result<(), String> {
        key_is(key, KeyForm::U64, "channel", self.channel)
    }
}

impl StoreValue for Prefs {
    const TREE: &'static str = super::PREFS;
}

impl StoreValue for GuildSettings {
    const TREE: &'static str = super::GUILDS;
}

impl StoreValue for Stats {
    const TREE: &'static str = super::STATS;

    fn check(&self, _key: &[u8]) -> Result<(), String> {
        let sum = u64::from(self.wins) + u64::from(self.losses) + u64::from(self.draws);
        if sum != u64::from(self.games) {
            return Err(format!(
                "{} games but {} wins, {} losses and {} draws",
                self.games, self.wins, self.losses, self.draws
            ));
        }
        Ok(())
    }
}

/// A key as text (see [`KeyForm`]); a key of another shape as `hex:…`.
pub fn key_text(form: KeyForm, key: &[u8]) -> String {
    let text = || -> Option<String> {
        match (form, key.len()) {
            (KeyForm::U64, 8) => Some(u64_at(key, 0)?.to_string()),
            (KeyForm::Archive, _) => {
                let (channel, seq) = archive::parse_key(key)?;
                Some(format!("{channel}/{seq}"))
            }
            (KeyForm::Stats, 17) if key[0] == 0 && key[1..9] == [0; 8] => {
                Some(format!("all/{}", u64_at(key, 9)?))
            }
            (KeyForm::Stats, 17) if key[0] == 1 => {
                Some(format!("guild {}/{}", u64_at(key, 1)?, u64_at(key, 9)?))
            }
            (KeyForm::Rating, 17..) if key[16..].iter().all(u8::is_ascii_lowercase) => {
                let kind = std::str::from_utf8(&key[16..]).ok()?;
                Some(format!("{}/{}/{kind}", u64_at(key, 0)?, u64_at(key, 8)?))
            }
            (KeyForm::U64Triple, 24) => Some(format!(
                "{}/{}/{}",
                u64_at(key, 0)?,
                u64_at(key, 8)?,
                u64_at(key, 16)?
            )),
            _ => None,
        }
    };
    text().unwrap_or_else(|| format!("hex:{}", hex(key)))
}

/// The key bytes [`key_text`] wrote as `text`.
pub fn key_bytes(form: KeyForm, text: &str) -> Option<Vec<u8>> {
    if let Some(h) = text.strip_prefix("hex:") {
        return unhex(h);
    }
    let num = |s: &str| s.parse::<u64>().ok();
    match form {
        KeyForm::U64 => num(text).map(|k| k.to_be_bytes().to_vec()),
        KeyForm::Archive => {
            let (channel, seq) = text.split_once('/')?;
            Some(archive::key(num(channel)?, num(seq)?).to_vec())
        }
        KeyForm::Stats => {
            let (scope, user) = text.rsplit_once('/')?;
            let mut k = vec![0u8; 17];
            if scope != "all" {
                let guild = num(scope.strip_prefix("guild ")?)?;
                k[0] = 1;
                k[1..9].copy_from_slice(&guild.to_be_bytes());
            }
            k[9..].copy_from_slice(&num(user)?.to_be_bytes());
            Some(k)
        }
        KeyForm::Rating => {
            let mut parts = text.splitn(3, '/');
            let (g, u, kind) = (parts.next()?, parts.next()?, parts.next()?);
            if kind.is_empty() || !kind.bytes().all(|b| b.is_ascii_lowercase()) {
                return None;
            }
            let mut k = num(g)?.to_be_bytes().to_vec();
            k.extend_from_slice(&num(u)?.to_be_bytes());
            k.extend_from_slice(kind.as_bytes());
            Some(k)
        }
        KeyForm::U64Triple => {
            let mut k = Vec::with_capacity(24);
            let parts: Vec<&str> = text.split('/').collect();
            if parts.len() != 3 {
                return None;
            }
            for p in parts {
                k.extend_from_slice(&num(p)?.to_be_bytes());
            }
            Some(k)
        }
    }
}

pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}
