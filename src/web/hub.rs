//! The hub: which sockets watch which channel, and every change fanned out
//! to them. A change (the bot's [`crate::commands::TableHook::changed`])
//! rebuilds each kind of viewer's frame that some socket watches from the
//! game as that viewer may see it (a spectator's, each seat's); when any
//! differs, the channel's number goes up and every socket gets its own
//! frame: what changed since its last one ([`super::diff`]) where the
//! page reads diffs, else whole. One channel is
//! refreshed at a time; channels refresh side by side on the drawers'
//! threads ([`super::drawers`]: one a core), the others waiting their
//! turn in order: the changes a channel gets while it waits are drawn
//! together. A player at the table waits for nobody: where a seat's
//! socket is open, every change is drawn at once. A channel only
//! spectators watch keeps a pace ([`REFRESH_BURST`] at once, then one in
//! [`REFRESH_GAP`]): a change after a quieter spell is drawn at once, and
//! a game that keeps changing faster (two AIs playing, a benchmark) shows
//! them its latest board at that pace instead of every step of it; a seat
//! that sits down meanwhile waits for no pace (`Queue::hasten`).

use super::bucket::Bucket;
use super::diff;
use super::drawers::Drawers;
use super::frame::{self, Viewer};
use super::protocol::{Event, Frame, ServerMsg};
use crate::commands::{Bot, TableGame};
use crate::i18n::Lang;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};
use tokio::sync::mpsc;

/// Messages a socket may have queued before it is dropped as too slow.
pub const SOCKET_QUEUE: usize = 64;

/// A channel's refreshes that may start at once after a quiet spell (a
/// move and the AI's answer)...
pub const REFRESH_BURST: f64 = 2.0;

/// ...and then the time from one to the next, where only spectators
/// watch. A person's moves come further apart, so theirs are drawn at
/// once; what keeps coming faster is drawn together, four boards a second
/// a channel, the last always among them. Measured (issue 49,
/// docs/performance.md): watching 100 games that each step every 45 ms
/// no longer costs the bot half its throughput.
pub const REFRESH_GAP: Duration = Duration::from_millis(250);

/// Events kept per channel for sockets that resume.
const EVENT_LOG: usize = 64;

/// What goes out on a socket: JSON text, shared by every socket that
/// gets the same.
pub type Outgoing = Arc<str>;

/// A socket's place in the hub.
struct Sub {
    id: u64,
    viewer: Viewer,
    user: u64,
    /// The language asked for (`None`: the channel's).
    lang: Option<Lang>,
    tx: mpsc::Sender<Outgoing>,
    /// Not sent anything yet, or asked to resume: what it needs next.
    pending: Option<Pending>,
    /// It said `hello` with a version that reads diffs.
    diffs: bool,
}

#[derive(Clone, Copy, Debug)]
enum Pending {
    /// A whole frame (`resync`: said so).
    Whole { resync: bool },
    /// It saw frame `n` of this run.
    Resume { n: u64 },
}

/// One channel's sockets and what they were last sent.
struct Table {
    /// The game the sockets watch (its `created_ms`).
    game: u64,
    n: u64,
    /// The last frames built, by viewer (spectator, seat 0, seat 1) and
    /// language.
    frames: Frames,
    /// The misses the board shows now (a new one is an event).
    misses: Vec<Event>,
    log: VecDeque<Event>,
    /// Every event numbered above this is in `log`.
    log_from: u64,
    subs: Vec<Sub>,
    /// A refresh waits for a drawer or runs; `dirty`: a change came while
    /// it ran, so another waits.
    busy: bool,
    dirty: bool,
    /// Its refresh waits for its time in the queue (its pace), not begun.
    waiting: bool,
    /// When the change being refreshed arrived (for the latency).
    since: Option<Instant>,
    /// The pace of its refreshes ([`REFRESH_BURST`], [`REFRESH_GAP`]).
    pace: Bucket,
}

fn slot(viewer: Viewer) -> usize {
    match viewer {
        None => 0,
        Some(s) => 1 + s.min(1),
    }
}

/// The hub of one process.
pub struct Hub {
    /// Weak: whoever opened the bot closes it (its store) at shutdown.
    bot: std::sync::Weak<Bot>,
    /// This run's number: a resume from another run is a resync.
    pub epoch: u64,
    tables: Mutex<HashMap<u64, Table>>,
    changes: mpsc::UnboundedSender<(u64, Instant)>,
    next_id: std::sync::atomic::AtomicU64,
    /// Frame numbers are drawn from one counter: a channel's numbers only
    /// go up, even when its table is dropped and made again.
    next_n: std::sync::atomic::AtomicU64,
}

impl Hub {
    /// A hub for `bot`, and the receiver of its changes for [`Hub::run`].
    pub fn new(bot: Arc<Bot>) -> (Arc<Hub>, mpsc::UnboundedReceiver<(u64, Instant)>) {
        let (hub, rx) = Hub::of(Arc::downgrade(&bot));
        (Arc::new(hub), rx)
    }

    /// [`Hub::new`] for a bot held weakly (none at all in the hub's tests).
    fn of(bot: std::sync::Weak<Bot>) -> (Hub, mpsc::UnboundedReceiver<(u64, Instant)>) {
        let (changes, rx) = mpsc::unbounded_channel();
        let epoch = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| d.as_millis() as u64);
        let hub = Hub {
            bot,
            epoch,
            tables: Mutex::new(HashMap::new()),
            changes,
            next_id: std::sync::atomic::AtomicU64::new(1),
            next_n: std::sync::atomic::AtomicU64::new(1),
        };
        (hub, rx)
    }

    /// The bot, while it is open.
    pub fn bot(&self) -> Option<Arc<Bot>> {
        self.bot.upgrade()
    }

    /// `channel` may have changed (never blocks).
    pub fn changed(&self, channel: u64) {
        let _ = self.changes.send((channel, Instant::now()));
    }

    /// Refresh changed channels until the bot is gone: each in its turn,
    /// one a drawer at once, each at its pace.
    pub async fn run(self: Arc<Self>, mut rx: mpsc::UnboundedReceiver<(u64, Instant)>) {
        let drawers = Drawers::start();
        let mut idle = drawers.count();
        let mut queue = Queue::default();
        let (done_tx, mut done_rx) = mpsc::unbounded_channel::<u64>();
        loop {
            let wake = queue.first_due();
            tokio::select! {
                change = rx.recv() => {
                    let Some((channel, at)) = change else { break };
                    match self.mark(channel, at) {
                        Wake::At(due) => queue.add(channel, due),
                        Wake::Now => queue.hasten(channel),
                        Wake::Queued => {}
                    }
                }
                Some(channel) = done_rx.recv() => {
                    idle += 1;
                    if let Some(due) = self.finished(channel) {
                        queue.add(channel, due);
                    }
                }
                () = until(wake) => {}
            }
            queue.move_due();
            while idle > 0 {
                let Some(channel) = queue.ready.pop_front() else {
                    break;
                };
                idle -= 1;
                let done = Done {
                    channel,
                    tx: done_tx.clone(),
                };
                let hub = self.clone();
                drawers.draw(move || {
                    hub.begin(channel);
                    hub.refresh(channel);
                    drop(done);
                });
            }
        }
    }

    /// `channel` changed at `at`: when is it to be refreshed?
    fn mark(&self, channel: u64, at: Instant) -> Wake {
        let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(t) = tables.get_mut(&channel) else {
            return Wake::Queued;
        };
        t.since.get_or_insert(at);
        if !t.busy {
            t.busy = true;
            return Wake::At(t.queued(t.due()));
        }
        if t.waiting && t.due() <= Instant::now() {
            // A seat sat down at a table that waited for its pace: its
            // refresh waits no longer (it reads the game when it begins).
            t.waiting = false;
            return Wake::Now;
        }
        if !t.waiting {
            // It runs: another follows.
            t.dirty = true;
        }
        Wake::Queued
    }

    /// A refresh of `channel` starts: it reads the game after this, so
    /// every change marked before is in what it draws.
    fn begin(&self, channel: u64) {
        let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(t) = tables.get_mut(&channel) {
            t.dirty = false;
            t.waiting = false;
            t.pace.take(Instant::now());
        }
    }

    /// A refresh of `channel` has ended: when is the next (`None`: no
    /// change came meanwhile)?
    fn finished(&self, channel: u64) -> Option<Instant> {
        let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        let t = tables.get_mut(&channel)?;
        if t.dirty {
            t.dirty = false;
            return Some(t.queued(t.due()));
        }
        t.busy = false;
        if t.subs.is_empty() {
            tables.remove(&channel);
        }
        None
    }

    /// Add a socket watching `game` in `channel` as `viewer` (for
    /// `user`); it gets its first frame (or what it missed since
    /// `resume`) from the refresh this asks for. Returns its id.
    pub fn subscribe(
        &self,
        channel: u64,
        game: u64,
        viewer: Viewer,
        user: u64,
        resume: Option<(u64, u64)>,
        tx: mpsc::Sender<Outgoing>,
    ) -> u64 {
        let id = self
            .next_id
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let pending = self.pending_for(resume);
        {
            let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
            let t = tables
                .entry(channel)
                .or_insert_with(|| Table::new(game, self.fresh_n()));
            t.subs.push(Sub {
                id,
                viewer,
                user,
                lang: None,
                tx,
                pending: Some(pending),
                diffs: false,
            });
        }
        crate::metrics::table_connections(1);
        self.changed(channel);
        id
    }

    fn fresh_n(&self) -> u64 {
        self.next_n
            .fetch_add(1, std::sync::atomic::Ordering::Relaxed)
    }

    fn pending_for(&self, resume: Option<(u64, u64)>) -> Pending {
        match resume {
            Some((epoch, n)) if epoch == self.epoch => Pending::Resume { n },
            Some(_) => Pending::Whole { resync: true },
            None => Pending::Whole { resync: false },
        }
    }

    /// Socket `id` asks for what it missed since frame `n` of run `epoch`.
    pub fn resume(&self, channel: u64, id: u64, epoch: u64, n: u64) {
        let pending = self.pending_for(Some((epoch, n)));
        {
            let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(sub) = tables
                .get_mut(&channel)
                .and_then(|t| t.subs.iter_mut().find(|s| s.id == id))
            {
                sub.pending = Some(pending);
            }
        }
        self.changed(channel);
    }

    /// Socket `id` speaks `lang` from now on: it gets a whole frame in it.
    pub fn set_lang(&self, channel: u64, id: u64, lang: Lang) {
        {
            let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(sub) = tables
                .get_mut(&channel)
                .and_then(|t| t.subs.iter_mut().find(|s| s.id == id))
            {
                sub.lang = Some(lang);
                sub.pending = Some(Pending::Whole { resync: false });
            }
        }
        self.changed(channel);
    }

    /// Socket `id` reads diffs (`hello` from a page that does) or not.
    pub fn set_diffs(&self, channel: u64, id: u64, diffs: bool) {
        let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(sub) = tables
            .get_mut(&channel)
            .and_then(|t| t.subs.iter_mut().find(|s| s.id == id))
        {
            sub.diffs = diffs;
        }
    }

    /// Socket `id` has closed.
    pub fn unsubscribe(&self, channel: u64, id: u64) {
        let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(t) = tables.get_mut(&channel) {
            let before = t.subs.len();
            t.subs.retain(|s| s.id != id);
            if t.subs.len() < before {
                crate::metrics::table_connections(-1);
            }
            if t.subs.is_empty() && !t.busy {
                tables.remove(&channel);
            }
        }
    }

    /// Is frame `n` the last one sent in `channel`? A change still to be
    /// drawn (at most [`REFRESH_GAP`] away) is not counted: the command
    /// layer judges every action against the game as it stands.
    pub fn is_current(&self, channel: u64, n: u64) -> Result<(), u64> {
        let tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        match tables.get(&channel) {
            Some(t) if t.n == n => Ok(()),
            Some(t) => Err(t.n),
            None => Err(0),
        }
    }

    /// Send `msg` to every socket of `user` as `viewer` in `channel` (a
    /// private reply goes to all its owner's tables, and nowhere else).
    pub fn send_to(&self, channel: u64, viewer: Viewer, user: u64, msg: &ServerMsg) {
        let text: Outgoing = msg.json().into();
        let tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(t) = tables.get(&channel) {
            for s in t
                .subs
                .iter()
                .filter(|s| s.viewer == viewer && s.user == user)
            {
                let _ = s.tx.try_send(text.clone());
            }
        }
    }

    /// Sockets open, in all.
    pub fn connections(&self) -> usize {
        let tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        tables.values().map(|t| t.subs.len()).sum()
    }

    /// Rebuild `channel`'s frames and send what changed, and to new and
    /// resuming sockets what they need.
    fn refresh(&self, channel: u64) {
        let Some(bot) = self.bot() else {
            return;
        };
        // Read outside the lock: loading and drawing take a while.
        let table = bot.table_game(channel);
        let base = table.as_ref().map_or(Lang::default(), |tg| tg.lang);
        let Some(before) = self.before(channel, base) else {
            return;
        };
        let built = match &table {
            Some(tg) if tg.created_ms == before.game => Some((
                build_frames(tg, &before.wanted, self.epoch),
                frame::misses(tg, 0),
            )),
            _ => None,
        };
        let Some((mut frames, misses)) = built else {
            // Another game now runs here (or none): these links were for
            // the last one.
            self.close_replaced(&bot, channel);
            return;
        };
        let changed = differs(&mut frames, &before);
        // Only this refresh moves the channel's number (one at a time).
        let n = if changed { self.fresh_n() } else { before.n };
        for f in frames.iter_mut().flatten().flatten() {
            f.n = n;
        }
        let outs = outgoing(&frames, &before, changed);
        let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(t) = tables.get_mut(&channel) else {
            return;
        };
        let since = t.since.take();
        let previous_n = t.n;
        t.n = n;
        for (slot, row) in t.frames.iter_mut().zip(frames) {
            for (kept, f) in slot.iter_mut().zip(row) {
                // A frame nobody watches any more is forgotten: when it is
                // wanted again it is new, not a change.
                *kept = f.map(Arc::new);
            }
        }
        let new_events = t.note_misses(misses, n);
        self.deliver(t, outs, &new_events, changed, previous_n, base);
        drop(tables);
        if let (true, Some(at)) = (changed, since) {
            crate::metrics::table_frame_latency(at.elapsed());
        }
    }

    /// What a refresh of `channel` starts from: the frames its sockets
    /// want, and the last ones built.
    fn before(&self, channel: u64, base: Lang) -> Option<Before> {
        let tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        let t = tables.get(&channel)?;
        let mut wanted = Grid::<bool>::default();
        let mut diffs = Grid::<bool>::default();
        let mut wholes = Grid::<bool>::default();
        for s in &t.subs {
            let (i, l) = (slot(s.viewer), s.lang.unwrap_or(base).index());
            wanted[i][l] = true;
            let reads_diffs = s.diffs && s.pending.is_none();
            diffs[i][l] |= reads_diffs;
            wholes[i][l] |= !reads_diffs;
        }
        Some(Before {
            game: t.game,
            n: t.n,
            wanted,
            diffs,
            wholes,
            frames: t.frames.clone(),
        })
    }

    /// Tell every socket of `channel` that its game no longer runs there
    /// (with the viewer's own link to the new one, if one runs) and let
    /// them all go.
    fn close_replaced(&self, bot: &Bot, channel: u64) {
        let lang = bot.channel_lang(channel);
        let mut tables = self.tables.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(t) = tables.get_mut(&channel) else {
            return;
        };
        t.since = None;
        let subs: Vec<_> = t.subs.drain(..).collect();
        drop(tables);
        // The links read the store: outside the lock.
        for s in subs {
            let link = bot.table_link(channel, s.user);
            let text = match link {
                Some(_) => crate::t!(lang, "table-replaced"),
                None => crate::t!(lang, "table-other-game"),
            };
            let msg = ServerMsg::Replaced { text, link }.json();
            let _ = s.tx.try_send(msg.into());
            crate::metrics::table_connections(-1);
        }
    }

    /// Give each socket of `t` what it needs of frame `n`: what changed
    /// (a diff where it reads them), what it missed, or a whole frame.
    fn deliver(
        &self,
        t: &mut Table,
        mut outs: Outs,
        new_events: &[Event],
        changed: bool,
        previous_n: u64,
        base: Lang,
    ) {
        let n = t.n;
        let event_texts: Vec<Outgoing> = new_events
            .iter()
            .map(|e| ServerMsg::Event(e.clone()).json().into())
            .collect();
        let mut gone = Vec::new();
        for s in t.subs.iter_mut() {
            let (i, l) = (slot(s.viewer), s.lang.unwrap_or(base).index());
            let Some(out) = &mut outs[i][l] else { continue };
            let Some(frame) = &t.frames[i][l] else {
                continue;
            };
            // Written once, when some socket needs it.
            let mut whole = || out.whole.get_or_insert_with(|| whole_text(frame)).clone();
            let mut send: Vec<Outgoing> = Vec::new();
            match s.pending.take() {
                None if changed => {
                    send.push(match (&out.diff, s.diffs) {
                        (Some(diff), true) => diff.clone(),
                        _ => whole(),
                    });
                    send.extend(event_texts.iter().cloned());
                }
                None => {}
                Some(Pending::Resume { n: seen }) if seen == n => {
                    send.push(
                        ServerMsg::Resumed {
                            epoch: self.epoch,
                            n,
                        }
                        .json()
                        .into(),
                    );
                }
                Some(Pending::Resume { n: seen }) if seen <= previous_n && seen >= t.log_from => {
                    // What was missed: the frame now, whole, then the
                    // events since.
                    send.push(whole());
                    send.extend(
                        t.log
                            .iter()
                            .filter(|e| e.n > seen)
                            .map(|e| ServerMsg::Event(e.clone()).json().into()),
                    );
                }
                Some(Pending::Resume { .. }) => send.push(resync(&t.frames[i][l], n)),
                Some(Pending::Whole { resync: true }) => send.push(resync(&t.frames[i][l], n)),
                Some(Pending::Whole { resync: false }) => send.push(whole()),
            }
            for m in send {
                if s.tx.try_send(m).is_err() {
                    // Too slow, or gone: its socket closes.
                    gone.push(s.id);
                    break;
                }
            }
        }
        if !gone.is_empty() {
            let before = t.subs.len();
            t.subs.retain(|s| !gone.contains(&s.id));
            crate::metrics::table_connections(-((before - t.subs.len()) as i64));
        }
    }
}

/// What a change asks of the hub's queue.
#[derive(Debug, PartialEq)]
enum Wake {
    /// Queue the channel's refresh for then.
    At(Instant),
    /// Its refresh, queued for later, is due now.
    Now,
    /// A refresh is queued or runs already: it (or the one after it) draws
    /// the change.
    Queued,
}

impl Table {
    /// A table for `game` with no socket yet, at frame `n`.
    fn new(game: u64, n: u64) -> Table {
        Table {
            game,
            n,
            frames: Default::default(),
            misses: Vec::new(),
            log: VecDeque::new(),
            // What came before this table was made is not known.
            log_from: n,
            subs: Vec::new(),
            busy: false,
            dirty: false,
            waiting: false,
            since: None,
            pace: pace(),
        }
    }

    /// Its refresh is queued for `due`: waiting, if that is later.
    fn queued(&mut self, due: Instant) -> Instant {
        self.waiting = due > Instant::now();
        due
    }

    /// When its next refresh may start: now where a seat watches, else
    /// at the spectators' pace.
    fn due(&self) -> Instant {
        let now = Instant::now();
        match self.subs.iter().any(|s| s.viewer.is_some()) {
            true => now,
            false => self.pace.ready_at(now),
        }
    }

    /// Take the misses the board shows now; the new ones, as events of
    /// frame `n`, go into the log too.
    fn note_misses(&mut self, misses: Vec<Event>, n: u64) -> Vec<Event> {
        let new_events: Vec<Event> = misses
            .iter()
            .filter(|m| {
                !self
                    .misses
                    .iter()
                    .any(|o| o.cell == m.cell && o.digit == m.digit)
            })
            .map(|m| Event { n, ..m.clone() })
            .collect();
        self.misses = misses;
        for e in &new_events {
            self.log.push_back(e.clone());
            if self.log.len() > EVENT_LOG {
                if let Some(old) = self.log.pop_front() {
                    self.log_from = old.n;
                }
            }
        }
        new_events
    }
}

/// The viewers a channel's frames are built for: the spectators, seat 0
/// and seat 1 (see [`slot`]).
const VIEWERS: usize = 3;

/// One `T` by viewer (spectator, seat 0, seat 1) and language (in the
/// order of [`Lang::ALL`]).
type Grid<T> = [[T; Lang::ALL.len()]; VIEWERS];

/// The frames kept, by viewer and language: shared, so that a refresh
/// takes them out of the lock as pointers, not copies of their boards.
type Frames = Grid<Option<Arc<Frame>>>;

/// The frames a refresh has just built, by viewer and language.
type Built = Grid<Option<Frame>>;

/// A channel as a refresh found it.
struct Before {
    game: u64,
    n: u64,
    /// The frames some socket needs, by viewer and language.
    wanted: Grid<bool>,
    /// Those some up-to-date socket reads as diffs.
    diffs: Grid<bool>,
    /// Those some socket needs whole (it reads no diffs, or is new).
    wholes: Grid<bool>,
    /// The last frames built.
    frames: Frames,
}

/// One frame ready to go: whole (when some socket needs it), and as a
/// diff from the last one when some socket reads diffs and the diff is
/// smaller.
struct Out {
    whole: Option<Outgoing>,
    diff: Option<Outgoing>,
}

type Outs = Grid<Option<Out>>;

/// The frames `wanted` of `tg`, each drawn once per viewer and language,
/// and none that no socket wants.
fn build_frames(tg: &TableGame, wanted: &Grid<bool>, epoch: u64) -> Built {
    let mut frames: Built = Default::default();
    // Without hidden information a seat sees the board a spectator sees:
    // drawn once, its own parts added.
    let shared = !tg.game.has_private();
    for lang in Lang::ALL {
        let l = lang.index();
        if !wanted.iter().any(|row| row[l]) {
            continue;
        }
        let public = (wanted[0][l] || shared).then(|| frame::build(tg, None, Some(lang), epoch, 0));
        for s in 0..VIEWERS - 1 {
            if wanted[1 + s][l] {
                frames[1 + s][l] = Some(match &public {
                    Some(public) if shared => frame::personal(public.clone(), tg, s, lang),
                    _ => frame::build(tg, Some(s), Some(lang), epoch, 0),
                });
            }
        }
        frames[0][l] = public.filter(|_| wanted[0][l]);
    }
    frames
}

/// Is any frame built different from the last one built for its viewer
/// and language (one seen for the first time is not a change)? The
/// frames built are numbered as the last ones meanwhile.
fn differs(frames: &mut Built, before: &Before) -> bool {
    let mut changed = false;
    for (row, last_row) in frames.iter_mut().zip(&before.frames) {
        for (f, last) in row.iter_mut().zip(last_row) {
            if let Some(f) = f {
                f.n = before.n;
                changed |= last.as_deref().is_some_and(|last| f != last);
            }
        }
    }
    changed
}

/// Each frame as it goes out (numbered already).
fn outgoing(frames: &Built, before: &Before, changed: bool) -> Outs {
    let mut outs: Outs = Default::default();
    for (i, row) in frames.iter().enumerate() {
        for (l, f) in row.iter().enumerate() {
            let Some(f) = f else { continue };
            let mut whole = before.wholes[i][l].then(|| whole_text(f));
            let diff = match &before.frames[i][l] {
                Some(last) if changed && before.diffs[i][l] => {
                    // The frames kept carry the channel's number.
                    debug_assert_eq!(last.n, before.n);
                    let text = ServerMsg::Diff(diff::between(last, f)).json();
                    // Its boards alone make a whole frame longer than that.
                    let smaller = text.len() < f.board_svg.len() + f.board_text.len()
                        || text.len() < whole.get_or_insert_with(|| whole_text(f)).len();
                    smaller.then(|| text.into())
                }
                _ => None,
            };
            outs[i][l] = Some(Out { whole, diff });
        }
    }
    outs
}

/// A frame whole, as it goes out.
fn whole_text(frame: &Frame) -> Outgoing {
    ServerMsg::Frame {
        frame: Box::new(frame.clone()),
        resync: false,
    }
    .json()
    .into()
}

fn resync(frame: &Option<Arc<Frame>>, n: u64) -> Outgoing {
    let mut f = Frame::clone(frame.as_deref().expect("built for every viewer present"));
    f.n = n;
    ServerMsg::Frame {
        frame: Box::new(f),
        resync: true,
    }
    .json()
    .into()
}

/// A new channel's pace: [`REFRESH_BURST`] refreshes at once, then one
/// in [`REFRESH_GAP`].
fn pace() -> Bucket {
    Bucket::with_rate(REFRESH_BURST, 1.0 / REFRESH_GAP.as_secs_f64())
}

/// The channels waiting for a drawer: those whose time has come, in
/// order, and those that must wait for it (their pace).
#[derive(Default)]
struct Queue {
    ready: VecDeque<u64>,
    later: BinaryHeap<Reverse<(Instant, u64)>>,
}

impl Queue {
    /// `channel` is to be refreshed at `due`.
    fn add(&mut self, channel: u64, due: Instant) {
        if due <= Instant::now() {
            self.ready.push_back(channel);
        } else {
            self.later.push(Reverse((due, channel)));
        }
    }

    /// Those whose time has come join the ready ones.
    fn move_due(&mut self) {
        let now = Instant::now();
        while let Some(Reverse((due, channel))) = self.later.peek().copied() {
            if due > now {
                break;
            }
            self.later.pop();
            self.ready.push_back(channel);
        }
    }

    /// `channel`, waiting for its time, is due now: it joins the ready
    /// ones (once: it leaves the waiting ones).
    fn hasten(&mut self, channel: u64) {
        let before = self.later.len();
        self.later.retain(|Reverse((_, c))| *c != channel);
        if self.later.len() < before {
            self.ready.push_back(channel);
        }
    }

    /// When the first of those waiting is due.
    fn first_due(&self) -> Option<Instant> {
        self.later.peek().map(|Reverse((due, _))| *due)
    }
}

/// Returns at `at` (never, for `None`).
async fn until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at.into()).await,
        None => std::future::pending().await,
    }
}

/// Says a refresh of `channel` has ended when dropped (also when it
/// panicked: its channel must not stay busy, nor its drawer taken).
struct Done {
    channel: u64,
    tx: mpsc::UnboundedSender<u64>,
}

impl Drop for Done {
    fn drop(&mut self) {
        let _ = self.tx.send(self.channel);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_channel_is_refreshed_at_once_in_a_burst_then_at_its_pace() {
        let mut t = Table::new(1, 1);
        let start = Instant::now();
        for _ in 0..REFRESH_BURST as usize {
            assert!(t.due() <= Instant::now());
            t.pace.take(Instant::now());
        }
        // The burst spent: the next waits about a gap from the start.
        let due = t.due();
        assert!(due > Instant::now(), "{:?}", due - start);
        assert!(due <= Instant::now() + REFRESH_GAP);
        // A player sits down: drawn at once, whatever the pace.
        let (tx, _rx) = mpsc::channel(1);
        t.subs.push(Sub {
            id: 1,
            viewer: Some(0),
            user: 2,
            lang: None,
            tx,
            pending: None,
            diffs: true,
        });
        assert!(t.due() <= Instant::now());
    }

    #[test]
    fn a_seat_sitting_down_at_a_table_waiting_for_its_pace_is_drawn_at_once() {
        // A hub without a bot: its tables and queue only.
        let (hub, _changes) = Hub::of(std::sync::Weak::new());
        let (tx, _rx) = mpsc::channel(4);
        hub.subscribe(9, 1, None, 3, None, tx.clone());
        {
            let mut tables = hub.tables.lock().unwrap();
            let t = tables.get_mut(&9).unwrap();
            for _ in 0..REFRESH_BURST as usize {
                t.pace.take(Instant::now());
            }
        }
        // Only a spectator watches, its burst spent: the refresh waits.
        let Wake::At(due) = hub.mark(9, Instant::now()) else {
            panic!("a refresh to queue")
        };
        assert!(due > Instant::now());
        let mut q = Queue::default();
        q.add(9, due);
        // Another change: the waiting refresh will draw it too.
        assert_eq!(hub.mark(9, Instant::now()), Wake::Queued);
        // A seat sits down: its first frame waits for no pace.
        hub.subscribe(9, 1, Some(0), 2, None, tx);
        assert_eq!(hub.mark(9, Instant::now()), Wake::Now);
        q.hasten(9);
        q.move_due();
        assert_eq!(q.ready, [9]);
        assert_eq!(q.first_due(), None, "queued once, not twice");
        // Once it runs, a change asks for another refresh after it.
        hub.begin(9);
        assert_eq!(hub.mark(9, Instant::now()), Wake::Queued);
        assert!(hub.tables.lock().unwrap()[&9].dirty);
        // A channel not waiting is not moved.
        q.hasten(4);
        assert_eq!(q.ready, [9]);
    }

    #[test]
    fn the_queue_hands_out_channels_due_in_order_and_keeps_the_others_until_their_time() {
        let mut q = Queue::default();
        let now = Instant::now();
        let ms = Duration::from_millis(1);
        q.add(5, now + Duration::from_secs(3600));
        q.add(7, now + 2 * ms);
        q.add(3, now);
        q.add(6, now + ms);
        q.add(4, now);
        q.move_due();
        assert_eq!(q.ready.iter().take(2).collect::<Vec<_>>(), [&3, &4]);
        std::thread::sleep(5 * ms);
        q.move_due();
        // Those whose time came, in the order of their times; the last
        // still waits.
        assert_eq!(q.ready, [3, 4, 6, 7]);
        assert_eq!(q.first_due(), Some(now + Duration::from_secs(3600)));
    }
}
