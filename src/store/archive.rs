//! Where finished games are kept: the `archive` tree, in finishing order,
//! and the `archive_index` tree, one entry per channel (how many games it
//! finished, and the last one).
//!
//! An archive key is [`KEY_TAG`], the entry's sequence number, then the
//! channel (17 bytes), so each finished game is appended at the end of the
//! tree. sled never rewrites those leaves again, and its log keeps them in
//! segments that stay full. The layout before (channel, then sequence: 16
//! bytes) put each new entry among its channel's older ones, so every leaf
//! kept changing and the log kept the old versions of all of them (see
//! docs/performance.md, "Store size", for what each layout costs). Keys of that
//! layout are still read, and rewritten in this one on open, each in a
//! transaction with its index entry. Exports spell both as `channel/seq`.

use super::trees::{corrupt, u64_at};
use super::types::{ArchivedGame, HistoryEntry, HistoryMark, StoredHistory};
use super::{decode, encode, game_key, Result, Store, StoreError, ARCHIVE, ARCHIVE_INDEX};
use serde::{Deserialize, Serialize};
use sled::transaction::{ConflictableTransactionError, TransactionalTree};
use sled::Transactional;
use std::collections::BTreeMap;

/// First byte of an archive key in finishing order.
pub const KEY_TAG: u8 = 0;
const KEY_LEN: usize = 17;
/// Length of a key of the layout before (channel, sequence).
const OLD_KEY_LEN: usize = 16;

/// A channel's entry in the `archive_index` tree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArchiveIndex {
    /// Games the channel finished (archive entries).
    pub games: u64,
    /// The sequence number of its last one.
    pub last: u64,
}

impl super::StoreValue for ArchiveIndex {
    const TREE: &'static str = ARCHIVE_INDEX;
}

/// The archive key of a channel's game finished as `seq`.
pub fn key(channel: u64, seq: u64) -> [u8; KEY_LEN] {
    let mut k = [KEY_TAG; KEY_LEN];
    k[1..9].copy_from_slice(&seq.to_be_bytes());
    k[9..].copy_from_slice(&channel.to_be_bytes());
    k
}

/// (channel, sequence) of an archive key of either layout.
pub fn parse_key(key: &[u8]) -> Option<(u64, u64)> {
    match key.len() {
        KEY_LEN if key[0] == KEY_TAG => Some((u64_at(key, 9)?, u64_at(key, 1)?)),
        OLD_KEY_LEN => Some((u64_at(key, 0)?, u64_at(key, 8)?)),
        _ => None,
    }
}

/// The channel's index entry, counting in one more game (`seq`).
fn indexed(
    index: &TransactionalTree,
    channel: u64,
    seq: u64,
) -> std::result::Result<ArchiveIndex, ConflictableTransactionError<StoreError>> {
    let mut entry = match index.get(game_key(channel))? {
        // An unreadable entry is reported and counted afresh: `store
        // check` shows the difference, and an export and import rebuilds
        // the index (see [`rebuild_index`]).
        Some(b) => decode(ARCHIVE_INDEX, &channel.to_string(), &b).unwrap_or_else(|e| {
            tracing::error!("{e}");
            ArchiveIndex::default()
        }),
        None => ArchiveIndex::default(),
    };
    entry.games += 1;
    entry.last = entry.last.max(seq);
    Ok(entry)
}

/// In a transaction: archive `value` as the channel's game `seq` and count
/// it in the index.
pub(super) fn insert(
    archive: &TransactionalTree,
    index: &TransactionalTree,
    channel: u64,
    seq: u64,
    value: &[u8],
) -> std::result::Result<(), ConflictableTransactionError<StoreError>> {
    archive.insert(&key(channel, seq), value)?;
    let entry = indexed(index, channel, seq)?;
    index.insert(&game_key(channel), encode(&entry))?;
    Ok(())
}

impl Store {
    /// The most recently finished game of a channel.
    pub fn last_archived(&self, channel: u64) -> Result<Option<super::ArchivedGame>> {
        let Some(entry) = self.index_entry(channel)? else {
            return Ok(None);
        };
        let key_text = format!("{channel}/{}", entry.last);
        match self.archive.get(key(channel, entry.last))? {
            Some(bytes) => decode(ARCHIVE, &key_text, &bytes).map(Some),
            None => Err(corrupt(
                ARCHIVE_INDEX,
                &channel.to_string(),
                format!("names archive entry {key_text}, which is missing"),
            )),
        }
    }

    /// Number of finished games archived for a channel (0 if its index
    /// entry cannot be read).
    pub fn archived_count(&self, channel: u64) -> usize {
        self.index_entry(channel)
            .ok()
            .flatten()
            .map_or(0, |e| e.games as usize)
    }

    pub(super) fn index_entry(&self, channel: u64) -> Result<Option<ArchiveIndex>> {
        match self.archive_index.get(game_key(channel))? {
            Some(b) => decode(ARCHIVE_INDEX, &channel.to_string(), &b).map(Some),
            None => Ok(None),
        }
    }

    /// Rewrite archive keys of the layout before in today's, each with its
    /// index entry in one transaction (so a crash leaves every entry once,
    /// counted once). Returns how many were moved.
    pub(super) fn rekey_archive(&self) -> Result<usize> {
        let mut moved = 0;
        let _w = self.writing();
        for item in self.archive.iter() {
            let (old, bytes) = item?;
            if old.len() != OLD_KEY_LEN {
                continue;
            }
            let Some((channel, seq)) = parse_key(&old) else {
                continue;
            };
            (&self.archive, &self.archive_index)
                .transaction(|(archive, index)| {
                    archive.remove(&old)?;
                    insert(archive, index, channel, seq, &bytes)
                })
                .map_err(super::tx_error)?;
            moved += 1;
        }
        Ok(moved)
    }

    /// Rewrite whole history entries (written before histories became
    /// marks) as marks; the rating changes they held move into their
    /// archive entry, in whole points as new games keep them. One
    /// transaction per game. Entries whose archive entry is missing or
    /// unreadable, or whose game only one player's entry rates, stay whole
    /// (`store check` reports the first two). Returns how many were
    /// rewritten.
    pub(super) fn mark_histories(&self) -> Result<usize> {
        let _w = self.writing();
        let mut by_game: BTreeMap<(u64, u64), Vec<(sled::IVec, HistoryEntry)>> = BTreeMap::new();
        for item in self.history.iter() {
            let (k, b) = item?;
            // This runs at every open: a value as short as a mark is not
            // decoded (a whole entry that short would only stay whole, and
            // still be read).
            if b.len() <= MARK_MOST_BYTES {
                continue;
            }
            let text = super::key_text(super::KeyForm::U64Triple, &k);
            if let Ok(StoredHistory::Whole(e)) = decode(super::HISTORY, &text, &b) {
                by_game.entry((e.channel, e.id)).or_default().push((k, e));
            }
        }
        let mut n = 0;
        for ((channel, id), entries) in by_game {
            let at = key(channel, id);
            let Some(bytes) = self.archive.get(at)? else {
                continue;
            };
            let name = format!("{channel}/{id}");
            let Ok(mut game) = decode::<ArchivedGame>(ARCHIVE, &name, &bytes) else {
                continue;
            };
            let mut change = [None, None];
            for (_, e) in &entries {
                change[e.seat.min(1)] = e.rating.map(|(a, b)| (a.round(), b.round()));
            }
            match change {
                [Some(a), Some(b)] => game.rating_change = Some([a, b]),
                [None, None] => {}
                _ => continue,
            }
            let value = encode(&game);
            let mark = encode(&StoredHistory::Mark(HistoryMark { id, channel }));
            (&self.archive, &self.history)
                .transaction(|(archive, history)| {
                    archive.insert(&at, value.as_slice())?;
                    for (k, _) in &entries {
                        history.insert(k, mark.as_slice())?;
                    }
                    Ok::<_, ConflictableTransactionError<StoreError>>(())
                })
                .map_err(super::tx_error)?;
            n += entries.len();
        }
        Ok(n)
    }
}

/// History values this short are marks (16 B on average: two u64s in
/// JSON, compressed; whole entries take over 64), so opening a store does
/// not decode them. A longer mark is decoded and left as it is.
const MARK_MOST_BYTES: usize = 40;

/// Per channel, what the archive holds: games and the last sequence
/// number (keys of today's layout only; older ones are indexed when moved).
pub fn tally(archive: &sled::Tree) -> Result<BTreeMap<u64, ArchiveIndex>> {
    let mut out: BTreeMap<u64, ArchiveIndex> = BTreeMap::new();
    for item in archive.iter().keys() {
        let k = item?;
        if k.len() != KEY_LEN {
            continue;
        }
        if let Some((channel, seq)) = parse_key(&k) {
            let e = out.entry(channel).or_default();
            e.games += 1;
            e.last = e.last.max(seq);
        }
    }
    Ok(out)
}

/// Write the index from the archive (after an import: an export made
/// before the index existed has none).
pub fn rebuild_index(db: &sled::Db) -> Result<usize> {
    let archive = db.open_tree(ARCHIVE)?;
    let index = db.open_tree(ARCHIVE_INDEX)?;
    let counted = tally(&archive)?;
    index.clear()?;
    for (channel, entry) in &counted {
        index.insert(game_key(*channel), encode(entry))?;
    }
    Ok(counted.len())
}

/// Disagreements between the index and the archive, as `store check`
/// reports them.
pub fn index_problems(db: &sled::Db) -> Result<Vec<String>> {
    let counted = tally(&db.open_tree(ARCHIVE)?)?;
    // Unreadable entries are reported as such by the check of each value.
    let mut indexed = BTreeMap::new();
    for item in db.open_tree(ARCHIVE_INDEX)?.iter() {
        let (k, b) = item?;
        let Some(channel) = u64_at(&k, 0).filter(|_| k.len() == 8) else {
            continue;
        };
        indexed.insert(
            channel,
            decode::<ArchiveIndex>(ARCHIVE_INDEX, &channel.to_string(), &b).ok(),
        );
    }
    let mut problems = Vec::new();
    let channels: std::collections::BTreeSet<u64> =
        counted.keys().chain(indexed.keys()).copied().collect();
    for c in channels {
        let held = counted.get(&c).copied().unwrap_or_default();
        match indexed.get(&c) {
            Some(None) => {}
            Some(Some(e)) if *e == held => {}
            Some(Some(e)) => problems.push(format!(
                "{ARCHIVE_INDEX}/{c}: says {} games (last {}), the archive holds {} (last {})",
                e.games, e.last, held.games, held.last
            )),
            None => problems.push(format!(
                "{ARCHIVE_INDEX}/{c}: missing; the archive holds {} games of this channel",
                held.games
            )),
        }
    }
    Ok(problems)
}

/// History marks that name no archive entry, or a game their player did
/// not play, as `store check` reports them.
pub fn history_problems(db: &sled::Db) -> Result<Vec<String>> {
    let archive = db.open_tree(ARCHIVE)?;
    let mut problems = Vec::new();
    for item in db.open_tree(super::HISTORY)?.iter() {
        let (k, b) = item?;
        let text = super::key_text(super::KeyForm::U64Triple, &k);
        // Unreadable entries are reported by the check of each value.
        let Ok(StoredHistory::Mark(m)) = decode(super::HISTORY, &text, &b) else {
            continue;
        };
        let Some(bytes) = archive.get(key(m.channel, m.id))? else {
            problems.push(format!(
                "{}/{text}: names archive entry {}/{}, which is missing",
                super::HISTORY,
                m.channel,
                m.id
            ));
            continue;
        };
        let name = format!("{}/{}", m.channel, m.id);
        let Ok(game) = decode::<ArchivedGame>(ARCHIVE, &name, &bytes) else {
            continue;
        };
        let user = u64_at(&k, 8);
        if !game.players.iter().any(|p| Some(p.id) == user) {
            problems.push(format!(
                "{}/{text}: the user did not play archive entry {name}",
                super::HISTORY
            ));
        }
    }
    Ok(problems)
}
