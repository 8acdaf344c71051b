//! Backups and checks of a whole store: a consistent snapshot of every
//! tree, written as JSON lines (`store export`), read back into an empty
//! store (`store import`), and every value checked (`store check`).
//!
//! sled lets one process open a store. While a bot (or any process with
//! the [`super::Store`] open) runs, `store export` cannot open it, so it
//! asks that process: it drops a request file ([`REQUEST_FILE`]) in the
//! data directory, and the store's [`ExportWatcher`] thread takes the
//! snapshot under the store's write gate and writes the file itself.

use super::trees::{hex, key_bytes, key_text, tree, u64_at, unhex, TREES};
use super::{open_db, Result};
use anyhow::{bail, Context};
use serde_json::{json, Value};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::{mpsc, PoisonError, RwLock};
use std::time::Duration;

/// First line of an export: what it is and its version.
pub const EXPORT_FORMAT: &str = "bridges-bot store export";
pub const EXPORT_VERSION: u64 = 1;

/// Dropped in the data directory by `store export` for the process that
/// has the store open: holds the path to write the export to.
pub const REQUEST_FILE: &str = "export.request";
/// Written back by that process when the export is done: `ok` or the error.
pub const DONE_FILE: &str = "export.done";
/// How long a process holding the store may take to pick a request up.
const PICKUP: Duration = Duration::from_secs(5);

/// Every tree's entries at one moment: the known trees in [`TREES`]
/// order, then any other non-empty tree by name.
pub struct Snapshot {
    pub trees: Vec<(String, Vec<(sled::IVec, sled::IVec)>)>,
}

impl Snapshot {
    /// Copy every entry while no write is under way (`gate` held for
    /// writing) and after a flush, so the copy is a durable state.
    pub fn take(db: &sled::Db, gate: &RwLock<()>) -> Result<Snapshot> {
        let _all = gate.write().unwrap_or_else(PoisonError::into_inner);
        db.flush()?;
        let mut trees = Vec::new();
        for name in tree_order(db) {
            let tree = db.open_tree(&name)?;
            let entries = tree.iter().collect::<std::result::Result<Vec<_>, _>>()?;
            trees.push((name, entries));
        }
        Ok(Snapshot { trees })
    }
}

/// The names of the trees in `db`: known ones in [`TREES`] order, then the
/// others sorted.
fn tree_order(db: &sled::Db) -> Vec<String> {
    let present: Vec<String> = db
        .tree_names()
        .iter()
        .map(|n| String::from_utf8_lossy(n).into_owned())
        .collect();
    let mut names: Vec<String> = TREES
        .iter()
        .map(|t| t.name.to_string())
        .filter(|n| present.contains(n))
        .collect();
    let mut others: Vec<String> = present.into_iter().filter(|n| tree(n).is_none()).collect();
    others.sort();
    names.extend(others);
    names
}

/// What an export or import held.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Counts {
    /// Entries per tree, in export order.
    pub trees: Vec<(String, usize)>,
    /// Entries kept as raw bytes: unreadable values, unknown trees.
    pub raw: usize,
}

impl std::fmt::Display for Counts {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = self.trees.iter().map(|(t, n)| format!("{n} {t}")).collect();
        write!(f, "{}", parts.join(", "))?;
        if self.raw > 0 {
            write!(f, " ({} kept as raw bytes: unreadable)", self.raw)?;
        }
        Ok(())
    }
}

fn count(counts: &mut Counts, tree: &str) {
    match counts.trees.last_mut() {
        Some((t, n)) if t == tree => *n += 1,
        _ => counts.trees.push((tree.to_string(), 1)),
    }
}

/// Write `snap` as JSON lines: a header object, then one object per entry
/// with `tree`, `key` (readable, see [`super::KeyForm`]) and `value` (the
/// value as today's JSON). An entry that cannot be read, or of a tree this
/// build does not know, is kept as `raw` hex bytes (with `error`).
pub fn write_export(snap: &Snapshot, out: &mut dyn Write) -> anyhow::Result<Counts> {
    let header = json!({"format": EXPORT_FORMAT, "version": EXPORT_VERSION});
    writeln!(out, "{header}")?;
    let mut counts = Counts::default();
    for (name, entries) in &snap.trees {
        let spec = tree(name);
        for (key, bytes) in entries {
            let line = match spec {
                Some(spec) => {
                    let k = key_text(spec.key, key);
                    match (spec.to_json)(&k, bytes) {
                        Ok(value) => json!({"tree": name, "key": k, "value": value}),
                        Err(e) => {
                            counts.raw += 1;
                            json!({"tree": name, "key": k, "raw": hex(bytes), "error": e.to_string()})
                        }
                    }
                }
                None => {
                    counts.raw += 1;
                    json!({"tree": name, "key": format!("hex:{}", hex(key)), "raw": hex(bytes), "error": "a tree this build does not know"})
                }
            };
            writeln!(out, "{line}")?;
            count(&mut counts, name);
        }
    }
    out.flush()?;
    Ok(counts)
}

/// Write an export of `snap` to `path`, whole or not at all.
pub fn export_to(snap: &Snapshot, path: &Path) -> anyhow::Result<Counts> {
    let tmp = partial_path(path);
    let file = std::fs::File::create(&tmp).with_context(|| format!("{}", tmp.display()))?;
    let mut w = std::io::BufWriter::new(file);
    let counts = write_export(snap, &mut w)?;
    w.into_inner()
        .map_err(|e| e.into_error())?
        .sync_all()
        .context("syncing the export")?;
    std::fs::rename(&tmp, path).with_context(|| format!("{}", path.display()))?;
    Ok(counts)
}

fn partial_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    path.with_file_name(name)
}

/// Does `dir` hold a store at all? (sled would make an empty one.)
pub fn is_store(dir: &Path) -> bool {
    dir.join("conf").is_file() && dir.join("db").is_file()
}

/// Open a store that no process holds; `Ok(None)` if one does.
pub fn open_unlocked(dir: &Path) -> anyhow::Result<Option<sled::Db>> {
    if !is_store(dir) {
        bail!("{} holds no store", dir.display());
    }
    match super::sled_config(dir).open() {
        Ok(db) => Ok(Some(db)),
        Err(sled::Error::Io(e)) if e.to_string().contains("could not acquire lock") => Ok(None),
        Err(e) => Err(e).with_context(|| format!("opening {}", dir.display())),
    }
}

/// `store export`: a snapshot of the store in `dir` written to `out`, by
/// this process if the store is free, else by the process that holds it
/// (waiting up to `wait` for it).
pub fn export(dir: &Path, out: &Path, wait: Duration) -> anyhow::Result<Counts> {
    let out = absolute(out)?;
    if let Some(db) = open_unlocked(dir)? {
        let snap = Snapshot::take(&db, &RwLock::new(()))?;
        drop(db);
        return export_to(&snap, &out);
    }
    ask_running(dir, &out, wait)
}

fn absolute(path: &Path) -> anyhow::Result<PathBuf> {
    let name = path.file_name().context("the output needs a file name")?;
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let parent = parent
        .canonicalize()
        .with_context(|| format!("{}", parent.display()))?;
    Ok(parent.join(name))
}

/// Ask the process that holds the store to export it, and wait.
fn ask_running(dir: &Path, out: &Path, wait: Duration) -> anyhow::Result<Counts> {
    let request = dir.join(REQUEST_FILE);
    let done = dir.join(DONE_FILE);
    let _ = std::fs::remove_file(&done);
    let tmp = dir.join(format!("{REQUEST_FILE}.tmp"));
    std::fs::write(&tmp, out.as_os_str().as_encoded_bytes())
        .with_context(|| format!("writing {}", tmp.display()))?;
    std::fs::rename(&tmp, &request)?;
    let start = std::time::Instant::now();
    while start.elapsed() < wait {
        std::thread::sleep(Duration::from_millis(100));
        // The holder takes the request within half a second; one that
        // leaves it is not serving exports (an older version, or a tool).
        if start.elapsed() > PICKUP && request.exists() {
            let _ = std::fs::remove_file(&request);
            bail!(
                "the store in {} is in use by a process that does not export \
                 (a bot of an older version, or another tool): stop it first",
                dir.display()
            );
        }
        let Ok(answer) = std::fs::read_to_string(&done) else {
            continue;
        };
        let _ = std::fs::remove_file(&done);
        return match answer.strip_prefix("ok ") {
            Some(json) => {
                let v: Value = serde_json::from_str(json).unwrap_or_default();
                Ok(counts_from_json(&v))
            }
            None => bail!("the running bot could not export: {answer}"),
        };
    }
    let _ = std::fs::remove_file(&request);
    bail!(
        "the store in {} is in use, and the process holding it did not finish the export in {} s",
        dir.display(),
        wait.as_secs()
    )
}

fn counts_to_json(c: &Counts) -> Value {
    json!({"trees": c.trees, "raw": c.raw})
}

fn counts_from_json(v: &Value) -> Counts {
    Counts {
        trees: serde_json::from_value(v["trees"].clone()).unwrap_or_default(),
        raw: v["raw"].as_u64().unwrap_or(0) as usize,
    }
}

/// Serves `store export` requests for a store this process holds: polls
/// the data directory for [`REQUEST_FILE`] twice a second. Stops (and is
/// joined) when dropped.
pub struct ExportWatcher {
    stop: Option<mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl ExportWatcher {
    pub fn start(dir: &Path, db: sled::Db, gate: std::sync::Arc<RwLock<()>>) -> ExportWatcher {
        let (stop, stopped) = mpsc::channel::<()>();
        let dir = dir.to_path_buf();
        let thread = std::thread::Builder::new()
            .name("store-export".into())
            .spawn(move || loop {
                match stopped.recv_timeout(Duration::from_millis(500)) {
                    Err(mpsc::RecvTimeoutError::Timeout) => serve(&dir, &db, &gate),
                    _ => return,
                }
            })
            .ok();
        ExportWatcher {
            stop: Some(stop),
            thread,
        }
    }
}

impl Drop for ExportWatcher {
    fn drop(&mut self) {
        drop(self.stop.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn serve(dir: &Path, db: &sled::Db, gate: &RwLock<()>) {
    let request = dir.join(REQUEST_FILE);
    let Ok(target) = std::fs::read(&request) else {
        return;
    };
    let _ = std::fs::remove_file(&request);
    let target = PathBuf::from(String::from_utf8_lossy(&target).into_owned());
    let result = Snapshot::take(db, gate)
        .map_err(anyhow::Error::from)
        .and_then(|snap| export_to(&snap, &target));
    let answer = match result {
        Ok(counts) => {
            tracing::info!("exported the store to {}: {counts}", target.display());
            format!("ok {}", counts_to_json(&counts))
        }
        Err(e) => {
            tracing::warn!("export to {} failed: {e:#}", target.display());
            format!("{e:#}")
        }
    };
    let tmp = dir.join(format!("{DONE_FILE}.tmp"));
    if std::fs::write(&tmp, answer).is_ok() {
        let _ = std::fs::rename(&tmp, dir.join(DONE_FILE));
    }
}

/// `store import`: the export read from `input` restored into the empty
/// store in `dir` (made if absent). Nothing is written unless every line
/// reads.
pub fn import(input: &mut dyn BufRead, dir: &Path) -> anyhow::Result<Counts> {
    let mut lines = input.lines().enumerate();
    let (_, header) = lines.next().context("the export is empty")?;
    let header: Value = serde_json::from_str(&header?).context("line 1: not a header")?;
    if header["format"] != EXPORT_FORMAT {
        bail!("line 1: not a {EXPORT_FORMAT}");
    }
    match header["version"].as_u64() {
        Some(v) if v <= EXPORT_VERSION => {}
        v => bail!(
            "line 1: export version {v:?} is not supported (this build reads {EXPORT_VERSION})"
        ),
    }
    let mut entries: Vec<(String, Vec<u8>, Vec<u8>)> = Vec::new();
    let mut counts = Counts::default();
    let mut max_id = 0u64;
    for (i, line) in lines {
        let n = i + 1;
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let mut v: Value =
            serde_json::from_str(&line).with_context(|| format!("line {n}: not JSON"))?;
        let name = v["tree"]
            .as_str()
            .with_context(|| format!("line {n}: no tree"))?
            .to_string();
        let k = v["key"]
            .as_str()
            .with_context(|| format!("line {n}: no key"))?
            .to_string();
        let spec = tree(&name);
        let key = match spec {
            Some(s) => key_bytes(s.key, &k),
            None => k.strip_prefix("hex:").and_then(unhex),
        }
        .with_context(|| format!("line {n}: key `{k}` does not read"))?;
        let bytes = if let Some(raw) = v.get("raw") {
            counts.raw += 1;
            raw.as_str()
                .and_then(unhex)
                .with_context(|| format!("line {n}: raw bytes do not read"))?
        } else {
            let spec = spec.with_context(|| format!("line {n}: unknown tree `{name}`"))?;
            (spec.from_json)(&k, v["value"].take()).with_context(|| format!("line {n}"))?
        };
        if let Some(at) = spec.and_then(|s| s.id_at) {
            max_id = max_id.max(u64_at(&key, at).unwrap_or(0));
        }
        count(&mut counts, &name);
        entries.push((name, key, bytes));
    }
    if dir.exists() && !is_store(dir) && dir.read_dir()?.next().is_some() {
        bail!("{} is not empty and holds no store", dir.display());
    }
    let db = open_db(dir).with_context(|| format!("opening {}", dir.display()))?;
    for name in db.tree_names() {
        let n = db.open_tree(&name)?.len();
        if n > 0 {
            bail!(
                "{} already holds a store ({n} entries in `{}`): import restores into an empty one",
                dir.display(),
                String::from_utf8_lossy(&name)
            );
        }
    }
    for (name, key, bytes) in entries {
        db.open_tree(name)?.insert(key, bytes)?;
    }
    // Derived from the archive: an export made before it existed has none.
    super::archive::rebuild_index(&db)?;
    // New challenges and archive entries take ids from sled's counter:
    // move it past every id restored.
    if max_id < 1 << 34 {
        while db.generate_id()? <= max_id {}
    } else {
        tracing::warn!("an id of {max_id} in the export; the id counter was not moved");
    }
    db.flush()?;
    Ok(counts)
}

/// What `store check` found.
#[derive(Debug, Default)]
pub struct CheckReport {
    /// `tree/key: what is wrong`, one per bad entry.
    pub problems: Vec<String>,
    /// Per tree: entries, bytes of keys, bytes of values, entries per value version.
    pub trees: Vec<TreeUsage>,
    /// Trees this build does not know (left unchecked).
    pub unknown: Vec<(String, usize)>,
}

#[derive(Debug, Default, Clone)]
pub struct TreeUsage {
    pub name: String,
    pub entries: usize,
    pub key_bytes: usize,
    pub value_bytes: usize,
    /// Entries by their first byte (value version).
    pub versions: std::collections::BTreeMap<u8, usize>,
}

/// Read and check every value of every known tree (games replay through
/// their rules); changes nothing.
pub fn check(db: &sled::Db) -> Result<CheckReport> {
    let mut report = CheckReport::default();
    for name in tree_order(db) {
        let t = db.open_tree(&name)?;
        let Some(spec) = tree(&name) else {
            if !t.is_empty() {
                report.unknown.push((name, t.len()));
            }
            continue;
        };
        let mut usage = TreeUsage {
            name: name.clone(),
            ..TreeUsage::default()
        };
        for item in t.iter() {
            let (key, bytes) = item?;
            usage.entries += 1;
            usage.key_bytes += key.len();
            usage.value_bytes += bytes.len();
            *usage
                .versions
                .entry(bytes.first().copied().unwrap_or(0))
                .or_default() += 1;
            let k = key_text(spec.key, &key);
            if let Err(e) = (spec.check)(&k, &key, &bytes) {
                report.problems.push(match e {
                    super::StoreError::Corrupt { key, reason } => format!("{key}: {reason}"),
                    e => format!("{name}/{k}: {e}"),
                });
            }
        }
        report.trees.push(usage);
    }
    report.problems.extend(super::archive::index_problems(db)?);
    report
        .problems
        .extend(super::archive::history_problems(db)?);
    Ok(report)
}
