//! A running game as a snapshot and the steps played since.
//!
//! The `games` tree holds each channel's game as it was when it started
//! (or when its steps were last folded in); each durable write after that
//! is one small entry of the `game_steps` tree, keyed by the channel and
//! the step's number since the snapshot ([`step_key`]): the turns and
//! actions it added and the few other fields that changed. A step is a
//! few dozen bytes where the game's whole value is one or two KB, so
//! sled's log fills with little garbage (README, "Store size").
//!
//! Reading a game applies its steps to its snapshot, in order (the game is
//! then replayed from its turns, as always). The steps are folded into a
//! new snapshot every [`FOLD_EVERY`] steps, when the store is closed, and
//! dropped with the game when it ends: the archive keeps its record.
//!
//! A step holds what changed as data, not as a command: the finished
//! turns and actions of the turn in progress it kept and added, and a JSON
//! merge patch (RFC 7386) of the other fields. So any change of a stored
//! game can be written as a step, and a field added to [`StoredGame`]
//! later needs nothing here.

use super::trees::{corrupt, key_text, u64_at, KeyForm};
use super::{
    decode, encode, game_key, tx_error, Result, Store, StoreError, StoreValue, StoredGame, GAMES,
    GAME_STEPS,
};
use crate::games::AnyGame;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sled::transaction::{ConflictableTransactionError, TransactionalTree};
use sled::{IVec, Transactional};

/// Steps written after a snapshot before the next write folds them in
/// (so loading a game never applies more).
pub const FOLD_EVERY: u32 = 128;

const KEY_LEN: usize = 12;

/// The key of a channel's `n`th step since its snapshot (from 1).
pub fn step_key(channel: u64, n: u32) -> [u8; KEY_LEN] {
    let mut k = [0; KEY_LEN];
    k[..8].copy_from_slice(&channel.to_be_bytes());
    k[8..].copy_from_slice(&n.to_be_bytes());
    k
}

/// (channel, step number) of a step key.
pub fn parse_step_key(key: &[u8]) -> Option<(u64, u32)> {
    if key.len() != KEY_LEN {
        return None;
    }
    let n = u32::from_be_bytes(key[8..].try_into().ok()?);
    Some((u64_at(key, 0)?, n))
}

/// What one durable write changed in a running game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GameStep {
    /// Finished turns kept from before (absent: all of them).
    #[serde(default, rename = "kt", skip_serializing_if = "Option::is_none")]
    pub keep_turns: Option<usize>,
    /// Finished turns added, one record line each.
    #[serde(default, rename = "t", skip_serializing_if = "Vec::is_empty")]
    pub turns: Vec<String>,
    /// Actions of the turn in progress kept from before (absent: all).
    #[serde(default, rename = "kc", skip_serializing_if = "Option::is_none")]
    pub keep_current: Option<usize>,
    /// Actions added to the turn in progress.
    #[serde(default, rename = "c", skip_serializing_if = "Vec::is_empty")]
    pub current: Vec<String>,
    /// The other fields that changed: a JSON merge patch of the stored
    /// game without its `game` (`null` removes a field).
    #[serde(default, rename = "set", skip_serializing_if = "Map::is_empty")]
    pub set: Map<String, Value>,
}

impl StoreValue for GameStep {
    const TREE: &'static str = GAME_STEPS;
}

/// The stored game's fields other than `game`, as JSON.
fn fields(stored: &StoredGame) -> Map<String, Value> {
    match serde_json::to_value(stored) {
        Ok(Value::Object(mut m)) => {
            m.remove("game");
            m
        }
        _ => Map::new(),
    }
}

fn common_prefix(a: &[String], b: &[String]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// The step that turns `before` into `after`; `None` when a step cannot
/// say it (another game, or other options: write a snapshot instead).
pub fn diff(before: &StoredGame, after: &StoredGame) -> Option<GameStep> {
    let (b, a) = (&before.game, &after.game);
    if (b.kind, b.format, &b.options) != (a.kind, a.format, &a.options) {
        return None;
    }
    let kept_turns = common_prefix(&b.turns, &a.turns);
    let kept_current = common_prefix(&b.current, &a.current);
    Some(GameStep {
        keep_turns: (kept_turns != b.turns.len()).then_some(kept_turns),
        turns: a.turns[kept_turns..].to_vec(),
        keep_current: (kept_current != b.current.len()).then_some(kept_current),
        current: a.current[kept_current..].to_vec(),
        set: merge_diff(&fields(before), &fields(after)),
    })
}

/// Apply `step` to `stored` (the game as of the step before it).
pub fn apply(stored: &mut StoredGame, step: &GameStep) -> std::result::Result<(), String> {
    let game = &mut stored.game;
    let keep = |kept: Option<usize>, len: usize, what: &str| match kept {
        Some(k) if k > len => Err(format!("keeps {k} {what}, the game has {len}")),
        Some(k) => Ok(k),
        None => Ok(len),
    };
    let turns = keep(step.keep_turns, game.turns.len(), "turns")?;
    let current = keep(step.keep_current, game.current.len(), "actions")?;
    game.turns.truncate(turns);
    game.turns.extend(step.turns.iter().cloned());
    game.current.truncate(current);
    game.current.extend(step.current.iter().cloned());
    if step.set.is_empty() {
        return Ok(());
    }
    let mut fields = Value::Object(fields(stored));
    merge_apply(&mut fields, &step.set);
    if let Value::Object(m) = &mut fields {
        m.insert(
            "game".into(),
            serde_json::to_value(&stored.game).map_err(|e| e.to_string())?,
        );
    }
    *stored = serde_json::from_value(fields).map_err(|e| format!("after the step: {e}"))?;
    Ok(())
}

/// A merge patch taking object `a` to object `b`.
fn merge_diff(a: &Map<String, Value>, b: &Map<String, Value>) -> Map<String, Value> {
    let mut patch = Map::new();
    for (k, new) in b {
        match (a.get(k), new) {
            (Some(old), _) if old == new => {}
            (Some(Value::Object(old)), Value::Object(new)) => {
                patch.insert(k.clone(), Value::Object(merge_diff(old, new)));
            }
            // A null in the patch removes the field: an absent optional
            // field reads the same as a null one.
            (None, Value::Null) => {}
            _ => {
                patch.insert(k.clone(), new.clone());
            }
        }
    }
    for k in a.keys() {
        if !b.contains_key(k) {
            patch.insert(k.clone(), Value::Null);
        }
    }
    patch
}

/// RFC 7386: apply `patch` to `target`.
fn merge_apply(target: &mut Value, patch: &Map<String, Value>) {
    if !target.is_object() {
        *target = Value::Object(Map::new());
    }
    let Value::Object(t) = target else { return };
    for (k, v) in patch {
        match v {
            Value::Null => {
                t.remove(k);
            }
            Value::Object(p) => merge_apply(t.entry(k.clone()).or_insert(Value::Null), p),
            v => {
                t.insert(k.clone(), v.clone());
            }
        }
    }
}

/// Where a channel's game stands on disk: its snapshot and its last step.
#[derive(Clone, Debug, Default)]
pub(super) struct Head {
    /// The bytes of the `games` entry (`None`: no game).
    pub snapshot: Option<IVec>,
    /// Steps since the snapshot.
    pub steps: u32,
    /// The bytes of the last of them.
    pub last: Option<IVec>,
}

/// How a save is written: one more step, or a new snapshot (replacing
/// the steps).
enum Write {
    Step(Vec<u8>),
    Snapshot(IVec),
}

type TxResult<T> = std::result::Result<T, ConflictableTransactionError<StoreError>>;

impl Store {
    /// The channel's steps, in order, with the head they make.
    fn read_steps(&self, channel: u64, snapshot: IVec) -> Result<(Head, Vec<(u32, IVec)>)> {
        let mut head = Head {
            snapshot: Some(snapshot),
            ..Head::default()
        };
        let mut steps = Vec::new();
        for item in self.steps.scan_prefix(game_key(channel)) {
            let (key, bytes) = item?;
            let n = parse_step_key(&key).map_or(0, |(_, n)| n);
            if n != head.steps + 1 {
                return Err(corrupt(
                    GAME_STEPS,
                    &key_text(KeyForm::Step, &key),
                    format!("step {n} follows step {}", head.steps),
                ));
            }
            head.steps = n;
            head.last = Some(bytes.clone());
            steps.push((n, bytes));
        }
        Ok((head, steps))
    }

    /// The channel's game as stored (its snapshot with its steps applied;
    /// not replayed), and the head it was read at. `None`: no game.
    pub(super) fn read_stored(&self, channel: u64) -> Result<Option<(Head, Result<StoredGame>)>> {
        let Some(snapshot) = self.games.get(game_key(channel))? else {
            return Ok(None);
        };
        let (head, steps) = self.read_steps(channel, snapshot.clone())?;
        Ok(Some((head, compose(channel, &snapshot, &steps))))
    }

    /// Is the channel's game on disk still at `head`?
    pub(super) fn at_head(&self, channel: u64, head: &Head) -> Result<bool> {
        if self.games.get(game_key(channel))? != head.snapshot {
            return Ok(false);
        }
        if self.steps.contains_key(step_key(channel, head.steps + 1))? {
            return Ok(false);
        }
        Ok(head.steps == 0 || self.steps.get(step_key(channel, head.steps))? == head.last)
    }

    /// The keys of the channel's steps (to remove them with the game).
    pub(super) fn step_keys(&self, channel: u64) -> Result<Vec<IVec>> {
        self.steps
            .scan_prefix(game_key(channel))
            .keys()
            .collect::<std::result::Result<_, _>>()
            .map_err(StoreError::from)
    }

    /// Save `stored` as the channel's game: one step after the game on
    /// disk, or a new snapshot when a step cannot say the change, when
    /// [`FOLD_EVERY`] steps were written since the last one, or when
    /// `snapshot` is asked for. `also` writes to the timers tree in the
    /// same transaction. With `game` (the state `stored` replays to) the
    /// next read needs no replay. Not durable yet on return.
    pub(super) fn write_game(
        &self,
        stored: &StoredGame,
        game: Option<&dyn AnyGame>,
        snapshot: bool,
        also: impl Fn(&TransactionalTree) -> TxResult<()>,
    ) -> Result<()> {
        let channel = stored.channel;
        let key = game_key(channel);
        let _w = self.writing();
        // Retried only if the game changed between reading and writing
        // (the commands change one channel at a time, so never in use).
        for _ in 0..8 {
            let (head, before) = match self.cached(channel) {
                Some(c) if self.at_head(channel, &c.head)? => {
                    (c.head.clone(), Some(c.stored.clone()))
                }
                _ => match self.read_stored(channel) {
                    Ok(Some((head, before))) => (head, before.ok()),
                    Ok(None) => (Head::default(), None),
                    // Unreadable steps: replaced by a snapshot.
                    Err(StoreError::Corrupt { .. }) => {
                        let snapshot = self.games.get(key)?;
                        let (steps, last) = match self.steps.scan_prefix(key).last() {
                            Some(item) => {
                                let (k, v) = item?;
                                (parse_step_key(&k).map_or(0, |(_, n)| n), Some(v))
                            }
                            None => (0, None),
                        };
                        (
                            Head {
                                snapshot,
                                steps,
                                last,
                            },
                            None,
                        )
                    }
                    Err(e) => return Err(e),
                },
            };
            let step = match &before {
                Some(b) if !snapshot && head.steps < FOLD_EVERY => diff(b, stored),
                _ => None,
            };
            let write = match step {
                Some(step) => Write::Step(encode(&step)),
                None => Write::Snapshot(IVec::from(encode(stored))),
            };
            let stale = match write {
                Write::Snapshot(_) => self.step_keys(channel)?,
                Write::Step(_) => Vec::new(),
            };
            let written = (&self.games, &self.steps, &self.timers)
                .transaction(|(games, steps, timers)| {
                    let moved = games.get(key)? != head.snapshot
                        || steps.get(step_key(channel, head.steps + 1))?.is_some()
                        || (head.steps > 0
                            && steps.get(step_key(channel, head.steps))? != head.last);
                    if moved {
                        return Ok(None);
                    }
                    let new = match &write {
                        Write::Step(bytes) => {
                            let bytes = IVec::from(bytes.as_slice());
                            steps.insert(&step_key(channel, head.steps + 1), bytes.clone())?;
                            Head {
                                snapshot: head.snapshot.clone(),
                                steps: head.steps + 1,
                                last: Some(bytes),
                            }
                        }
                        Write::Snapshot(bytes) => {
                            games.insert(&key, bytes.clone())?;
                            for k in &stale {
                                steps.remove(k)?;
                            }
                            Head {
                                snapshot: Some(bytes.clone()),
                                ..Head::default()
                            }
                        }
                    };
                    also(timers)?;
                    Ok(Some(new))
                })
                .map_err(tx_error)?;
            if let Some(head) = written {
                match game {
                    Some(game) => self.remember(channel, head, stored, game),
                    None => self.forget(channel),
                }
                return Ok(());
            }
        }
        Err(corrupt(
            GAMES,
            &channel.to_string(),
            "the game kept changing while it was saved".into(),
        ))
    }

    /// Fold every running game's steps into its snapshot (when the store
    /// closes: the `games` tree then holds every game whole). A game whose
    /// steps cannot be read keeps them (it stays reported). Returns how
    /// many games were folded.
    pub fn fold_steps(&self) -> Result<usize> {
        let mut channels = std::collections::BTreeSet::new();
        for key in self.steps.iter().keys() {
            if let Some((channel, _)) = parse_step_key(&key?) {
                channels.insert(channel);
            }
        }
        let mut folded = 0;
        for channel in channels {
            if let Some((_, Ok(stored))) = self.read_stored(channel)? {
                if stored.channel == channel {
                    self.write_game(&stored, None, true, |_| Ok(()))?;
                    folded += 1;
                }
            }
        }
        if folded > 0 {
            self.flush()?;
        }
        Ok(folded)
    }
}

/// A snapshot with its steps applied.
fn compose(channel: u64, snapshot: &[u8], steps: &[(u32, IVec)]) -> Result<StoredGame> {
    let mut stored: StoredGame = decode(GAMES, &channel.to_string(), snapshot)?;
    for (n, bytes) in steps {
        let key = format!("{channel}/{n}");
        let step: GameStep = decode(GAME_STEPS, &key, bytes)?;
        apply(&mut stored, &step).map_err(|reason| corrupt(GAME_STEPS, &key, reason))?;
    }
    Ok(stored)
}

/// What `store check` finds wrong with the running games' steps: steps
/// of a channel without a game, and steps that do not apply to their
/// snapshot or make a game that does not replay.
pub fn problems(db: &sled::Db) -> Result<Vec<String>> {
    let games = db.open_tree(GAMES)?;
    let steps = db.open_tree(GAME_STEPS)?;
    let mut by_channel: std::collections::BTreeMap<u64, Vec<(u32, IVec)>> = Default::default();
    for item in steps.iter() {
        let (key, bytes) = item?;
        // A key of another shape is reported by the check of each entry.
        if let Some((channel, n)) = parse_step_key(&key) {
            by_channel.entry(channel).or_default().push((n, bytes));
        }
    }
    let mut out = Vec::new();
    for (channel, list) in by_channel {
        let Some(snapshot) = games.get(game_key(channel))? else {
            out.push(format!(
                "{GAME_STEPS}/{channel}: {} steps of a channel without a game",
                list.len()
            ));
            continue;
        };
        if let Some((i, (n, _))) = list
            .iter()
            .enumerate()
            .find(|(i, (n, _))| *n != *i as u32 + 1)
        {
            out.push(format!(
                "{GAME_STEPS}/{channel}/{n}: step {n} follows step {i}"
            ));
            continue;
        }
        let checked = compose(channel, &snapshot, &list).and_then(|stored| {
            stored
                .check(&game_key(channel))
                .map_err(|reason| corrupt(GAME_STEPS, &channel.to_string(), reason))
        });
        if let Err(e) = checked {
            out.push(match e {
                StoreError::Corrupt { key, reason } => format!("{key}: {reason}"),
                e => e.to_string(),
            });
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Kind;
    use crate::store::{encode, GameClock, Seat, STORED_FORMAT};

    fn game(turns: &[&str], current: &[&str]) -> StoredGame {
        let g = Kind::Bridges
            .new_game(&[("size".into(), "5".into())])
            .unwrap();
        let mut data = g.data();
        data.turns = turns.iter().map(|s| s.to_string()).collect();
        data.current = current.iter().map(|s| s.to_string()).collect();
        StoredGame {
            format: STORED_FORMAT,
            channel: 7,
            guild: Some(3),
            players: [
                Seat {
                    id: 1,
                    name: "Ann".into(),
                },
                Seat {
                    id: 2,
                    name: "Bob".into(),
                },
            ],
            game: data,
            draw_offer: None,
            created_ms: 1,
            updated_ms: 1,
            ai: None,
            clock: None,
            thread_of: None,
            rated: true,
        }
    }

    fn roundtrip(before: &StoredGame, after: &StoredGame) -> GameStep {
        let step = diff(before, after).expect("a step");
        let mut replayed = before.clone();
        apply(&mut replayed, &step).unwrap();
        assert_eq!(encode(&replayed), encode(after), "{step:?}");
        step
    }

    #[test]
    fn a_step_holds_what_changed_and_applies_back() {
        let a = game(&[], &[]);
        let mut b = game(&["C3"], &[]);
        b.updated_ms = 99;
        let step = roundtrip(&a, &b);
        assert_eq!(step.turns, ["C3"]);
        assert_eq!(step.keep_turns, None);
        assert_eq!(step.set.len(), 1, "{step:?}");
        // An action of a turn in progress, then the turn ends.
        let c = game(&["C3"], &["C4"]);
        assert_eq!(roundtrip(&b, &c).current, ["C4"]);
        let d = game(&["C3", "C4 C4-C5"], &[]);
        let step = roundtrip(&c, &d);
        assert_eq!(step.keep_current, Some(0));
        // Undo, a draw offer, a clock armed then stopped and removed.
        let mut e = game(&["C3"], &[]);
        e.draw_offer = Some(1);
        e.clock = Some(GameClock {
            per_move_ms: 60_000,
            turn: 2,
            deadline_ms: 10,
            remind_ms: Some(5),
            stopped_left_ms: None,
            adjourn_offer: None,
            game_deadline_ms: None,
            stopped_game_left_ms: None,
        });
        assert_eq!(roundtrip(&d, &e).keep_turns, Some(1));
        let mut f = e.clone();
        let clock = f.clock.as_mut().unwrap();
        clock.remind_ms = None;
        clock.stopped_left_ms = Some(3);
        f.draw_offer = None;
        roundtrip(&e, &f);
        let mut g = f.clone();
        g.clock = None;
        g.thread_of = Some(4);
        roundtrip(&f, &g);
        roundtrip(&g, &a);
        // Nothing changed: an empty step.
        assert_eq!(roundtrip(&g, &g), GameStep::default());
    }

    #[test]
    fn another_game_or_other_options_take_a_snapshot() {
        let a = game(&[], &[]);
        let mut b = a.clone();
        b.game.options = vec![("size".into(), "6".into())];
        assert!(diff(&a, &b).is_none());
    }

    #[test]
    fn a_step_that_does_not_fit_is_refused() {
        let mut a = game(&["C3"], &[]);
        let step = GameStep {
            keep_turns: Some(4),
            ..GameStep::default()
        };
        assert!(apply(&mut a, &step).unwrap_err().contains("keeps 4 turns"));
        let mut set = Map::new();
        set.insert("players".into(), Value::from(3));
        let step = GameStep {
            set,
            ..GameStep::default()
        };
        assert!(apply(&mut a, &step).is_err());
    }

    #[test]
    fn a_step_is_small() {
        let a = game(&["C3", "C4 C4-C5"], &[]);
        let mut b = game(&["C3", "C4 C4-C5", "D2 D2-D3"], &[]);
        b.updated_ms = 1_764_601_234_567;
        let bytes = encode(&diff(&a, &b).unwrap());
        assert!(bytes.len() < 48, "{} bytes", bytes.len());
        assert!(encode(&b).len() > bytes.len() * 2);
    }

    #[test]
    fn step_keys_read_back() {
        let k = step_key(123_456, 7);
        assert_eq!(parse_step_key(&k), Some((123_456, 7)));
        assert!(step_key(1, 2) < step_key(1, 10), "numbers sort in order");
        assert_eq!(parse_step_key(&k[..11]), None);
    }
}
