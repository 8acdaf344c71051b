//! `store reshard`: when the shard count changes, servers move between
//! shards, so their data moves between the shards' stores.
//!
//! Every entry of every source store goes to the target store holding its
//! shard, as its tree's [`ShardBy`] says: a server's games, challenges and
//! archive by their `guild` (direct messages: shard 0), timers with their
//! channel, per-user settings to every store. Stats: a server's counts go
//! with the server; the overall counts (`all/USER`) are rebuilt per store as
//! the sum of its servers' counts plus, in shard 0's store, the direct-message
//! games (overall minus the servers' counts in each source), so the overall
//! counts summed over the stores stay what they were.
//!
//! Sources are opened (so locked) for the whole run and never changed;
//! targets must be absent or empty. Everything is planned in memory, then
//! written, then read back and verified: every entry in the store of its
//! shard, every count accounted for.

use super::trees::{key_text, tree, u64_at};
use super::types::Stats;
use super::{decode, encode, open_db, tools, ShardBy, ARCHIVE, HISTORY, STATS};
use crate::shards::{shard_of, ShardRange};
use anyhow::{bail, Context};
use serde_json::Value;
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

/// What a reshard did.
#[derive(Debug, Default)]
pub struct Report {
    /// Each target, its shards and its entries per tree.
    pub targets: Vec<(PathBuf, ShardRange, BTreeMap<String, usize>)>,
    /// Entries read from the sources, per tree.
    pub read: BTreeMap<String, usize>,
    /// Challenges (or archive entries) whose id was taken in their new
    /// store by another source's: given a fresh id.
    pub renumbered: usize,
    /// Entries that could not be read: put in shard 0's store as they were.
    pub unreadable: usize,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let read: Vec<String> = self.read.iter().map(|(t, n)| format!("{n} {t}")).collect();
        writeln!(f, "read {}", read.join(", "))?;
        for (dir, range, counts) in &self.targets {
            let c: Vec<String> = counts.iter().map(|(t, n)| format!("{n} {t}")).collect();
            writeln!(f, "{} (shards {range}): {}", dir.display(), c.join(", "))?;
        }
        if self.renumbered > 0 {
            writeln!(
                f,
                "{} challenges had an id taken in their new store: renumbered (their old Accept buttons no longer work; `accept` does)",
                self.renumbered
            )?;
        }
        if self.unreadable > 0 {
            writeln!(
                f,
                "{} unreadable entries were put in shard 0's store as they were (see `store check`)",
                self.unreadable
            )?;
        }
        Ok(())
    }
}

/// The shards of each of `stores` target stores: `total` split evenly, in
/// order (`--shards 4` over 2 stores: `0..2`, `2..4`).
pub fn layout(stores: usize, total: u32) -> anyhow::Result<Vec<ShardRange>> {
    if stores == 0 {
        bail!("give at least one --to directory");
    }
    if total == 0 || !(total as usize).is_multiple_of(stores) {
        bail!(
            "{total} shards cannot be split evenly over {stores} stores: give a number of \
             --to directories that divides --shards (like 4 shards over 1, 2 or 4 stores)"
        );
    }
    let per = total / stores as u32;
    Ok((0..stores as u32)
        .map(|i| ShardRange {
            start: i * per,
            end: (i + 1) * per,
        })
        .collect())
}

/// One entry on its way: tree, key, stored bytes.
type Entry = (String, Vec<u8>, Vec<u8>);
/// An entry read from a source, with its value as JSON if it reads.
type ReadEntry = (String, Vec<u8>, Vec<u8>, Option<Value>);
/// A target store's entries: (tree, key) → stored bytes.
type Plan = BTreeMap<(String, Vec<u8>), Vec<u8>>;

/// Where an entry goes.
enum Dest {
    Shard(u32),
    Every,
}

/// Move every entry of the stores in `from` into new stores in `to` for
/// `total` shards (see the module doc).
pub fn reshard(from: &[PathBuf], to: &[PathBuf], total: u32) -> anyhow::Result<Report> {
    let ranges = layout(to.len(), total)?;
    if from.is_empty() {
        bail!("give at least one --from directory");
    }
    check_distinct(from, to)?;
    for dir in to {
        check_empty_target(dir)?;
    }
    let mut sources = Vec::new();
    for dir in from {
        match tools::open_unlocked(dir)? {
            Some(db) => sources.push(db),
            None => bail!(
                "the store in {} is in use (a running bot?): stop every bot using these stores \
                 before resharding",
                dir.display()
            ),
        }
    }

    let mut report = Report::default();
    // Every entry, read once; and each channel's server.
    let mut read: Vec<Vec<ReadEntry>> = Vec::new();
    let mut channel_guild: HashMap<u64, Option<u64>> = HashMap::new();
    for db in &sources {
        let mut entries = Vec::new();
        for name in db.tree_names() {
            let name = String::from_utf8_lossy(&name).into_owned();
            if name == "__sled__default" {
                continue;
            }
            let spec = tree(&name);
            for item in db.open_tree(&name)?.iter() {
                let (key, bytes) = item?;
                let json = spec.and_then(|s| (s.to_json)(&key_text(s.key, &key), &bytes).ok());
                if let Some(v) = &json {
                    if let (Some(ch), Some(g)) = (v.get("channel"), v.get("guild")) {
                        if let Some(ch) = ch.as_u64() {
                            channel_guild.insert(ch, g.as_u64());
                        }
                    }
                    // A tournament's start timer is keyed by the tournament:
                    // it goes with the tournament's server.
                    if name == super::tournaments::TOURNAMENTS {
                        if let Some(id) = v.get("id").and_then(Value::as_u64) {
                            let guild = v.get("guild").and_then(Value::as_u64);
                            channel_guild.insert(super::tournament_start_key(id), guild);
                        }
                    }
                }
                *report.read.entry(name.clone()).or_default() += 1;
                entries.push((name.clone(), key.to_vec(), bytes.to_vec(), json));
            }
        }
        read.push(entries);
    }

    // Plan: per target, its entries by (tree, key).
    let target_of = |shard: u32| ranges.iter().position(|r| r.contains(shard)).unwrap_or(0);
    let mut planned: Vec<Plan> = vec![BTreeMap::new(); to.len()];
    // Overall stats per target, rebuilt: user → counts.
    let mut overall: Vec<BTreeMap<u64, Stats>> = vec![BTreeMap::new(); to.len()];
    let mut overall_before: BTreeMap<u64, Stats> = BTreeMap::new();
    let mut renumber: Vec<(usize, Entry)> = Vec::new();
    for entries in read {
        let mut guild_sums: BTreeMap<u64, Stats> = BTreeMap::new();
        let mut all: BTreeMap<u64, Stats> = BTreeMap::new();
        for (name, key, bytes, json) in entries {
            let spec = tree(&name);
            let shard_by = spec.map_or(ShardBy::Everywhere, |s| s.shard_by);
            if shard_by == ShardBy::Derived {
                continue; // rebuilt in each new store
            }
            if spec.is_some() && json.is_none() {
                report.unreadable += 1;
            }
            if shard_by == ShardBy::Stats && name == STATS {
                let user = u64_at(&key, 9).unwrap_or(0);
                let stats: Option<Stats> =
                    decode(STATS, &key_text(spec.expect("known").key, &key), &bytes).ok();
                match (key.first(), stats) {
                    (Some(0), Some(s)) => {
                        add(all.entry(user).or_default(), &s);
                        add(overall_before.entry(user).or_default(), &s);
                        continue;
                    }
                    (Some(1), Some(s)) => {
                        let guild = u64_at(&key, 1);
                        add(guild_sums.entry(user).or_default(), &s);
                        let t = target_of(shard_of(guild, total));
                        add(overall[t].entry(user).or_default(), &s);
                        place(&mut planned[t], &mut renumber, t, (name, key, bytes))?;
                        continue;
                    }
                    _ => {}
                }
            }
            let dest = match (shard_by, &json) {
                (ShardBy::Guild, Some(v)) => match v.get("guild") {
                    Some(g) => Dest::Shard(shard_of(g.as_u64(), total)),
                    None => Dest::Every,
                },
                // Unreadable: with its channel's data if the key names a
                // channel that other entries place, else shard 0.
                (ShardBy::Guild, None) => {
                    let channel = if name == super::ARCHIVE {
                        super::archive::parse_key(&key).map(|(c, _)| c)
                    } else {
                        u64_at(&key, 0)
                    };
                    let guild = channel.and_then(|c| channel_guild.get(&c).copied());
                    Dest::Shard(shard_of(guild.flatten(), total))
                }
                (ShardBy::KeyGuild(at), _) => {
                    Dest::Shard(shard_of(u64_at(&key, at).filter(|&g| g != 0), total))
                }
                (ShardBy::Channel, _) => {
                    let guild = u64_at(&key, 0).and_then(|c| channel_guild.get(&c).copied());
                    Dest::Shard(shard_of(guild.flatten(), total))
                }
                (ShardBy::Stats, _) => Dest::Shard(shard_of(
                    (key.first() == Some(&1)).then(|| u64_at(&key, 1)).flatten(),
                    total,
                )),
                _ => Dest::Every,
            };
            match dest {
                Dest::Shard(s) => {
                    let t = target_of(s);
                    place(&mut planned[t], &mut renumber, t, (name, key, bytes))?;
                }
                Dest::Every => {
                    for p in planned.iter_mut() {
                        // Per-user settings held by two sources: the first kept.
                        p.entry((name.clone(), key.clone()))
                            .or_insert_with(|| bytes.clone());
                    }
                }
            }
        }
        // Direct-message games: counted overall but in no server.
        let dm = target_of(0);
        for (user, a) in all {
            let g = guild_sums.get(&user).copied().unwrap_or_default();
            let rest = Stats {
                games: a.games.saturating_sub(g.games),
                wins: a.wins.saturating_sub(g.wins),
                losses: a.losses.saturating_sub(g.losses),
                draws: a.draws.saturating_sub(g.draws),
            };
            add(overall[dm].entry(user).or_default(), &rest);
        }
    }
    // Ids taken in their new store: fresh ones past every id there. The
    // archive goes first: a player's history names its games by archive
    // id, so a renumbered game's history entries follow it.
    renumber.sort_by_key(|(_, (name, _, _))| name != ARCHIVE);
    let mut new_ids: HashMap<(usize, u64, u64), u64> = HashMap::new();
    for (t, (name, key, bytes)) in renumber {
        let spec = tree(&name).expect("only known trees are renumbered");
        let at = spec.id_at.expect("only trees with ids are renumbered");
        let old = u64_at(&key, at).unwrap_or(0);
        let followed = (name == HISTORY)
            .then(|| history_target(&key, &bytes))
            .flatten()
            .and_then(|(channel, id)| new_ids.get(&(t, channel, id)).copied());
        let next = followed.unwrap_or_else(|| {
            planned[t]
                .keys()
                .filter(|(n, _)| *n == name)
                .filter_map(|(_, k)| u64_at(k, at))
                .max()
                .unwrap_or(0)
                + 1
        });
        if name == ARCHIVE {
            if let Some((channel, _)) = super::archive::parse_key(&key) {
                new_ids.insert((t, channel, old), next);
            }
        }
        let mut new_key = key.clone();
        new_key[at..at + 8].copy_from_slice(&next.to_be_bytes());
        let k = key_text(spec.key, &key);
        let mut v = (spec.to_json)(&k, &bytes)?;
        if v.get("id").and_then(Value::as_u64) == Some(old) {
            v["id"] = Value::from(next);
        }
        let bytes = (spec.from_json)(&key_text(spec.key, &new_key), v)?;
        planned[t].insert((name, new_key), bytes);
        report.renumbered += 1;
    }
    // History entries placed without a clash whose game was renumbered.
    for (t, plan) in planned.iter_mut().enumerate() {
        let moved: Vec<(Vec<u8>, u64)> = plan
            .iter()
            .filter(|((n, _), _)| n == HISTORY)
            .filter_map(|((_, k), b)| {
                let (channel, id) = history_target(k, b)?;
                Some((k.clone(), *new_ids.get(&(t, channel, id))?))
            })
            .collect();
        for (key, id) in moved {
            let bytes = plan
                .remove(&(HISTORY.to_string(), key.clone()))
                .expect("listed above");
            let (new_key, bytes) = with_id(HISTORY, &key, &bytes, id)?;
            plan.insert((HISTORY.to_string(), new_key), bytes);
            report.renumbered += 1;
        }
    }
    for (t, users) in overall.iter().enumerate() {
        for (user, s) in users {
            if s.games > 0 {
                let mut key = vec![0u8; 17];
                key[9..].copy_from_slice(&user.to_be_bytes());
                planned[t].insert((STATS.to_string(), key), encode(s));
            }
        }
    }

    // Write.
    for (t, dir) in to.iter().enumerate() {
        write_target(dir, &planned[t])
            .with_context(|| format!("writing {} (the sources are unchanged)", dir.display()))?;
    }
    drop(sources);

    // Read back and verify.
    let mut after_overall: BTreeMap<u64, Stats> = BTreeMap::new();
    for (t, dir) in to.iter().enumerate() {
        let db = open_db(dir).with_context(|| format!("reopening {}", dir.display()))?;
        let mut counts = BTreeMap::new();
        for ((name, key), bytes) in &planned[t] {
            match db.open_tree(name)?.get(key)? {
                Some(b) if b.as_ref() == bytes.as_slice() => {}
                _ => bail!(
                    "verifying {}: entry {name}/{} is missing after writing",
                    dir.display(),
                    tree(name).map_or_else(|| super::trees::hex(key), |s| key_text(s.key, key))
                ),
            }
            *counts.entry(name.clone()).or_default() += 1;
            if name == STATS && key.first() == Some(&0) {
                let s: Stats = decode(STATS, "all", bytes)?;
                add(
                    after_overall
                        .entry(u64_at(key, 9).unwrap_or(0))
                        .or_default(),
                    &s,
                );
            }
        }
        let derived = |n: &[u8]| {
            tree(&String::from_utf8_lossy(n)).is_some_and(|s| s.shard_by == ShardBy::Derived)
        };
        let stored: usize = db
            .tree_names()
            .iter()
            .filter(|n| n.as_ref() != b"__sled__default" && !derived(n))
            .map(|n| db.open_tree(n).map(|t| t.len()).unwrap_or(0))
            .sum();
        if stored != planned[t].len() {
            bail!(
                "verifying {}: {stored} entries stored, {} planned",
                dir.display(),
                planned[t].len()
            );
        }
        report.targets.push((dir.clone(), ranges[t], counts));
    }
    let nonzero = |m: &BTreeMap<u64, Stats>| -> BTreeMap<u64, Stats> {
        m.iter()
            .filter(|(_, s)| s.games > 0)
            .map(|(u, s)| (*u, *s))
            .collect()
    };
    if nonzero(&after_overall) != nonzero(&overall_before) {
        bail!("verifying: the overall stats summed over the new stores differ from the old ones");
    }
    verify_counts(&report)?;
    Ok(report)
}

fn add(to: &mut Stats, s: &Stats) {
    to.games += s.games;
    to.wins += s.wins;
    to.losses += s.losses;
    to.draws += s.draws;
}

/// Plan an entry for target `t`; an id taken there by another source's
/// entry is renumbered later, any other clash is refused.
fn place(
    planned: &mut Plan,
    renumber: &mut Vec<(usize, Entry)>,
    t: usize,
    (name, key, bytes): Entry,
) -> anyhow::Result<()> {
    // Archive keys are (id, channel): two stores' games may share an id
    // under different channels; in one store ids must be unique.
    let id_taken = name == ARCHIVE
        && key.len() >= 9
        && planned
            .range((name.clone(), key[..9].to_vec())..)
            .next()
            .is_some_and(|((n, k), _)| *n == name && k.starts_with(&key[..9]) && *k != key);
    match planned.get(&(name.clone(), key.clone())) {
        None if id_taken => {
            renumber.push((t, (name, key, bytes)));
            Ok(())
        }
        None => {
            planned.insert((name, key), bytes);
            Ok(())
        }
        Some(b) if *b == bytes => Ok(()),
        Some(_) if tree(&name).is_some_and(|s| s.id_at.is_some()) => {
            renumber.push((t, (name, key, bytes)));
            Ok(())
        }
        Some(_) => {
            let k = tree(&name).map_or_else(|| super::trees::hex(&key), |s| key_text(s.key, &key));
            bail!(
                "{name}/{k} is in two source stores with different values: a channel's data must \
                 be in one store (was a store given twice, or copied?)"
            )
        }
    }
}

/// Every entry read is in some target, or was merged (overall stats,
/// settings copied to every store).
fn verify_counts(report: &Report) -> anyhow::Result<()> {
    for (name, &n) in &report.read {
        let spec = tree(name);
        let placed: usize = report
            .targets
            .iter()
            .map(|(_, _, c)| c.get(name).copied().unwrap_or(0))
            .sum();
        if spec.is_some_and(|s| s.shard_by == ShardBy::Derived) {
            continue;
        }
        let merged = matches!(
            spec.map(|s| s.shard_by),
            Some(ShardBy::Stats | ShardBy::Everywhere) | None
        );
        if !merged && placed != n {
            bail!("verifying: {n} {name} read but {placed} written");
        }
        if merged && report.targets.iter().all(|(_, _, c)| c.get(name).is_none()) && n > 0 {
            // Overall stats of users with no games left are not written;
            // a tree copied everywhere must be somewhere.
            if spec.map(|s| s.shard_by) != Some(ShardBy::Stats) {
                bail!("verifying: {n} {name} read but none written");
            }
        }
    }
    Ok(())
}

fn check_distinct(from: &[PathBuf], to: &[PathBuf]) -> anyhow::Result<()> {
    let canon = |p: &Path| p.canonicalize().unwrap_or_else(|_| p.to_path_buf());
    let all: Vec<PathBuf> = from.iter().chain(to).map(|p| canon(p)).collect();
    for (i, a) in all.iter().enumerate() {
        if all[..i].contains(a) {
            bail!(
                "{} is given twice: every --from and --to directory must be a different one",
                a.display()
            );
        }
    }
    Ok(())
}

fn check_empty_target(dir: &Path) -> anyhow::Result<()> {
    if !dir.exists() {
        return Ok(());
    }
    if tools::is_store(dir) {
        let db = match tools::open_unlocked(dir)? {
            Some(db) => db,
            None => bail!(
                "{} is a store in use: --to directories must be new",
                dir.display()
            ),
        };
        for name in db.tree_names() {
            if !db.open_tree(&name)?.is_empty() {
                bail!(
                    "{} already holds a store with data: --to directories must be absent or empty",
                    dir.display()
                );
            }
        }
        return Ok(());
    }
    if dir.read_dir()?.next().is_some() {
        bail!(
            "{} is not empty: --to directories must be absent or empty",
            dir.display()
        );
    }
    Ok(())
}

fn write_target(dir: &Path, entries: &Plan) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    let db = open_db(dir)?;
    let mut max_id = 0u64;
    for ((name, key), bytes) in entries {
        if let Some(at) = tree(name).and_then(|s| s.id_at) {
            max_id = max_id.max(u64_at(key, at).unwrap_or(0));
        }
        db.open_tree(name)?
            .insert(key.as_slice(), bytes.as_slice())?;
    }
    // New challenges and archive entries take ids from sled's counter:
    // past every id moved here.
    if max_id < 1 << 34 {
        while db.generate_id()? <= max_id {}
    }
    // The archive's index counts this store's archive (renumbered ids
    // included).
    super::archive::rebuild_index(&db)?;
    db.flush()?;
    Ok(())
}

/// The (channel, archive id) a history entry names.
fn history_target(key: &[u8], bytes: &[u8]) -> Option<(u64, u64)> {
    let spec = tree(HISTORY)?;
    let v = (spec.to_json)(&key_text(spec.key, key), bytes).ok()?;
    Some((v.get("channel")?.as_u64()?, v.get("id")?.as_u64()?))
}

/// An entry of tree `name` with its id (in key and value) changed to `id`.
fn with_id(name: &str, key: &[u8], bytes: &[u8], id: u64) -> anyhow::Result<(Vec<u8>, Vec<u8>)> {
    let spec = tree(name).expect("a known tree");
    let at = spec.id_at.expect("a tree with ids");
    let mut new_key = key.to_vec();
    new_key[at..at + 8].copy_from_slice(&id.to_be_bytes());
    let mut v = (spec.to_json)(&key_text(spec.key, key), bytes)?;
    v["id"] = Value::from(id);
    let bytes = (spec.from_json)(&key_text(spec.key, &new_key), v)?;
    Ok((new_key, bytes))
}
