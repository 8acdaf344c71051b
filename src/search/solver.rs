//! The solver search (`mcts:MS`): Monte Carlo tree search that proves
//! what it can and leans on the game's own judgement where it cannot.
//!
//! - **MCTS-Solver** (Winands, Björnsson and Saito 2008): a node whose
//!   mover has a child that wins for the player choosing there is a proven
//!   loss for its mover, one whose children are all proven takes their best;
//!   proven results back up exactly, the search never descends into a
//!   proven loss of the chooser, and a root proven won stops the search and
//!   plays the winning action at once.
//! - **Implicit minimax backups** (Lanctot, Winands, Pepels and Sturtevant
//!   2014): a leaf is expanded whole after its first playouts
//!   ([`Rules::solver_expansion`]: one unless the game says more), every
//!   child judged by
//!   [`Rules::evaluation`] (where the search widens, each child when the
//!   window first reaches it); each node keeps beside its mean reward the
//!   minimax of its children's evaluations, and selection mixes the two.
//! - **Playouts cut short**: after a few random actions a playout returns
//!   the evaluation of the position it reached, if the game calls it quiet
//!   (else it goes on; to the end for a game without an evaluation).
//! - **All moves as first** (RAVE; GRAVE as an option) where the game
//!   names its actions by keys ([`Rules::amaf_key`]): a child is also
//!   judged by the iterations in which its mover played its key later on.
//! - Children are tried in the game's order ([`Rules::order_actions`]);
//!   threads are independent trees whose root statistics are summed; the
//!   later decisions of a turn continue the trees of the first.
//!
//! It knows no game: everything it knows comes through [`Rules`].

use super::config::{SearchConfig, MAX_ITERATIONS};
use super::core::{assemble, mix, single, RootStats, SearchResult};
use super::generic::winning_action;
use crate::rules::{Outcome, Rules, Seat, AMAF_KEYS};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::collections::HashMap;
use std::sync::LazyLock;
use std::time::Instant;

/// Nodes per tree; past it, leaves are no longer expanded (a node is 40
/// to 48 bytes: some 140 MB at most).
const MAX_NODES: usize = 3_000_000;
/// Nodes a tree has room for: [`MAX_NODES`], and the children of a last
/// expansion past it.
const ROOM: usize = MAX_NODES + 4096;
/// Children a node holds at most: the first in the game's order (a guard:
/// Bridges has a few hundred). A node holding this many is never proven
/// by its children all being proven, as some may be missing.
const MAX_CHILDREN: u16 = u16::MAX;
/// Actions in one playout before it is called a draw (a guard only).
const PLAYOUT_CAP: u32 = 10_000;
/// The mover of the root (nobody moved into it).
const NOBODY: u8 = u8::MAX;
/// `Node::proven` of a node not proven.
const UNPROVEN: i8 = -1;
/// `Node::key` of an action no all-moves-as-first statistics count.
const NO_KEY: u16 = u16::MAX;
/// Seats whose actions the all-moves-as-first statistics tell apart.
const AMAF_SEATS: usize = 4;
/// Seats a GRAVE table holds statistics for (2: a table is 8 KB).
const TABLE_SEATS: usize = 2;
/// A GRAVE table: iterations and rewards by (seat, key).
type Table = [(u32, f32); TABLE_SEATS * AMAF_KEYS];
/// GRAVE tables a tree holds at most (32 MB).
const MAX_TABLES: usize = 4096;
/// 1 / √(n + 1) for the visit counts n most children have: the
/// exploration term √(ln N / (n + 1)) without a division and a root per
/// child.
static INV_SQRT: LazyLock<Vec<f32>> =
    LazyLock::new(|| (1..=4096u32).map(|n| (n as f32).sqrt().recip()).collect());
/// Proven results for the node's mover: lost, drawn, won (value / 2).
const LOST: i8 = 0;
const DRAWN: i8 = 1;
const WON: i8 = 2;

/// One action's node. Children are contiguous: `first .. first + count`.
#[derive(Clone, Debug)]
struct Node<A> {
    /// The action that led here (`None` at the root).
    action: Option<A>,
    /// The seat that made `action`; rewards and values here are its.
    mover: u8,
    /// The action was a pass the rules forced.
    forced: bool,
    /// [`UNPROVEN`], or the exact result for the mover.
    proven: i8,
    expanded: bool,
    visits: u32,
    /// Sum of the mover's rewards (0 loss, ½ draw, 1 win; evaluations in
    /// between).
    reward: f64,
    /// Minimax of the evaluations below, for the mover (0 to 1).
    value: f32,
    first: u32,
    count: u16,
    /// Children judged so far, in order (all of them unless the search
    /// widens: then those the window has opened).
    ready: u16,
    /// The action's all-moves-as-first key ([`Rules::amaf_key`]), or
    /// [`NO_KEY`].
    key: u16,
    /// Iterations below the parent in which the mover played this
    /// action's key, here or later (RAVE), and the mover's rewards summed
    /// over them.
    amaf_visits: u32,
    amaf_reward: f32,
}

impl<A> Node<A> {
    fn new(action: Option<A>, mover: u8) -> Node<A> {
        Node {
            action,
            mover,
            forced: false,
            proven: UNPROVEN,
            expanded: false,
            visits: 0,
            reward: 0.0,
            value: 0.5,
            first: 0,
            count: 0,
            ready: 0,
            key: NO_KEY,
            amaf_visits: 0,
            amaf_reward: 0.0,
        }
    }

    /// The mean reward, or the evaluation before any visit.
    fn mean(&self) -> f32 {
        if self.visits == 0 {
            self.value
        } else {
            self.reward as f32 / self.visits as f32
        }
    }

    /// `mean` blended with the all-moves-as-first mean by the schedule of
    /// Gelly and Silver (2011): its weight is ñ / (n + ñ + n·ñ / k) for n
    /// visits, ñ such iterations and the equivalence k, so it leads while
    /// the action's own visits are few and fades as they grow.
    /// (With β = m·k / D for D = k·(n + m) + n·m and the all-moves mean
    /// r / m, the blend is mean + k·(r − m·mean) / D: one division.)
    fn with_amaf(&self, mean: f32, (visits, reward): (u32, f32), equivalence: f32) -> f32 {
        if visits == 0 || equivalence <= 0.0 {
            return mean;
        }
        let (n, m, k) = (self.visits as f32, visits as f32, equivalence);
        mean + k * (reward - m * mean) / (k * (n + m) + n * m)
    }

    /// [`Node::with_amaf`] of its own mean and all-moves-as-first
    /// statistics, with the mean's division folded into the blend's: for
    /// R the rewards summed, (R·(k + m) + k·r) / (k·(n + m) + n·m). A node
    /// visited at least once.
    fn mean_with_amaf(&self, equivalence: f32) -> f32 {
        let (n, sum) = (self.visits as f32, self.reward as f32);
        let (m, r, k) = (self.amaf_visits as f32, self.amaf_reward, equivalence);
        (sum * (k + m) + k * r) / (k * (n + m) + n * m)
    }

    /// Its place in a GRAVE table, if it has a key and a seat tabled.
    fn slot(&self) -> Option<usize> {
        ((self.mover as usize) < TABLE_SEATS && self.key != NO_KEY)
            .then(|| self.mover as usize * AMAF_KEYS + self.key as usize)
    }
}

/// A tree's nodes, `root` first, with room reserved for [`MAX_NODES`] and
/// a last expansion past it: a growing tree never copies its nodes into a
/// larger vector (Produto's trees reach millions of nodes in a fifth of a
/// second). The room is only reserved; its pages are touched as nodes are
/// made.
fn arena<A>(root: Node<A>) -> Vec<Node<A>> {
    let mut nodes = vec![root];
    make_room(&mut nodes);
    nodes
}

/// Reserve [`arena`]'s room in `nodes`, backed by huge pages where the
/// system gives them on request: a search touches a fresh page for every
/// 70 nodes or so, and its selection jumps across the whole arena, so
/// 4 KB pages cost it page faults and address-translation misses.
fn make_room<A>(nodes: &mut Vec<Node<A>>) {
    if nodes.capacity() >= ROOM {
        return;
    }
    nodes.reserve(ROOM - nodes.len());
    let room = nodes.spare_capacity_mut();
    super::memory::advise_huge_pages(room.as_ptr().cast(), std::mem::size_of_val(room));
}

/// 1 / √(n + 1), from `table` ([`INV_SQRT`]) for most n.
#[inline]
fn inv_sqrt_of(table: &[f32], n: u32) -> f32 {
    match table.get(n as usize) {
        Some(&r) => r,
        None => ((n + 1) as f32).sqrt().recip(),
    }
}

/// `action`'s all-moves-as-first key in `p`, or [`NO_KEY`] (the game
/// gives none, or one past [`AMAF_KEYS`]): every key in a tree is below
/// [`AMAF_KEYS`] or [`NO_KEY`].
fn key_of<R: Rules>(p: &R, action: R::Action) -> u16 {
    p.amaf_key(action)
        .filter(|&k| (k as usize) < AMAF_KEYS)
        .unwrap_or(NO_KEY)
}

/// The actions each seat played below a node, by all-moves-as-first key
/// ([`NO_KEY`] and seats past [`AMAF_SEATS`] are never marked).
#[derive(Clone, Copy)]
struct Played([[u64; AMAF_KEYS / 64]; AMAF_SEATS]);

impl Played {
    fn mark(&mut self, seat: u8, key: u16) {
        if (seat as usize) < AMAF_SEATS && (key as usize) < AMAF_KEYS {
            self.0[seat as usize][key as usize / 64] |= 1 << (key % 64);
        }
    }

    /// Each (seat, key) marked, as a GRAVE table's slot.
    fn slots(&self) -> impl Iterator<Item = usize> + '_ {
        self.0[..TABLE_SEATS]
            .iter()
            .flatten()
            .enumerate()
            .flat_map(|(w, &bits)| {
                let mut bits = bits;
                std::iter::from_fn(move || {
                    (bits != 0).then(|| {
                        let b = bits.trailing_zeros() as usize;
                        bits &= bits - 1;
                        w * 64 + b
                    })
                })
            })
    }

    fn has(&self, seat: u8, key: u16) -> bool {
        (seat as usize) < AMAF_SEATS
            && (key as usize) < AMAF_KEYS
            && self.0[seat as usize][key as usize / 64] >> (key % 64) & 1 == 1
    }
}

/// A value for `from` seen by `to` (zero-sum: a draw is ½ for both).
#[inline]
fn flip(value: f32, from: u8, to: u8) -> f32 {
    if from == to {
        value
    } else {
        1.0 - value
    }
}

/// The same for a proven result.
#[inline]
fn flip_proven(proven: i8, from: u8, to: u8) -> i8 {
    if from == to {
        proven
    } else {
        WON - proven
    }
}

/// How a finished game (`None`: stuck or cut off) ended for seat 0.
fn value_for_first(outcome: Option<Outcome>) -> f32 {
    match outcome {
        Some(Outcome::Win(0)) => 1.0,
        Some(Outcome::Win(_)) => 0.0,
        _ => 0.5,
    }
}

/// The game's end, `None` if it goes on.
fn finished<R: Rules>(p: &R) -> Option<Option<Outcome>> {
    match p.result() {
        Some(o) => Some(Some(o)),
        None if p.to_move().is_none() => Some(None),
        None => None,
    }
}

/// A playout from `p`: the game's playout actions
/// ([`Rules::playout_action`]) until the game ends, or until the game
/// evaluates the position it reached after at least `cutoff` actions.
/// Returns the value for seat 0 and whether an evaluation ended it.
pub fn playout<R: Rules>(p: &mut R, cutoff: u32, rng: &mut SmallRng) -> (f32, bool) {
    playout_noting(p, cutoff, rng, |_, _| {})
}

/// [`playout`], telling `note` each action with the position it was
/// played in.
fn playout_noting<R: Rules>(
    p: &mut R,
    cutoff: u32,
    rng: &mut SmallRng,
    mut note: impl FnMut(&R, R::Action),
) -> (f32, bool) {
    let mut steps = 0;
    loop {
        if let Some(end) = finished(p) {
            let value = p.playout_value().unwrap_or_else(|| value_for_first(end));
            return (value, false);
        }
        if steps >= cutoff {
            if let Some(v) = p.evaluation(0) {
                return (v.clamp(0.0, 1.0), true);
            }
        }
        if steps >= PLAYOUT_CAP {
            return (0.5, false);
        }
        match p.playout_action(rng) {
            Some(a) => {
                note(p, a);
                if p.apply(a).is_err() {
                    return (0.5, false);
                }
            }
            None => {
                if p.forced_pass().is_none() {
                    return (0.5, false);
                }
            }
        }
        steps += 1;
    }
}

/// One search tree with its scratch buffers.
pub struct Tree<R: Rules> {
    nodes: Vec<Node<R::Action>>,
    exploration: f32,
    /// The weight of the minimax value beside the mean reward.
    minimax: f32,
    /// Progressive widening: a node with `n` visits considers its first
    /// `1 + w·√n` children not proven lost (`None`: all of them).
    widening: Option<f32>,
    cutoff: u32,
    /// Playouts a leaf gets before it is expanded (at least 1).
    expansion: u32,
    /// The RAVE equivalence (0: no all-moves-as-first statistics).
    rave: f32,
    /// This iteration's playout actions by key ([`NO_KEY`] where the game
    /// gives none), with their movers.
    trail: Vec<(u8, u16)>,
    /// GRAVE (Cazenave 2015): a node with this many visits gets a table of
    /// all-moves-as-first statistics, and a node's children are judged by
    /// the table of the nearest node on the path (itself or above) that
    /// has one (0: plain RAVE, each child by its own).
    grave: u32,
    tables: Vec<Box<Table>>,
    /// The table of each node that has one.
    table_of: HashMap<u32, u32>,
    /// Did the game ever evaluate a position? (If not, the minimax values
    /// are all ½ and carry no weight.)
    judged: bool,
    rng: SmallRng,
    legal: Vec<R::Action>,
    path: Vec<u32>,
    /// For each node of `path`: were children judged there on the way
    /// down (so its parent's minimax may have changed)?
    opened: Vec<bool>,
    scratch: Option<R>,
    child: Option<R>,
    playouts: u64,
    evaluations: u64,
}

impl<R: Rules> Tree<R> {
    fn new(cfg: &SearchConfig, position: &R, seed: u64) -> Tree<R> {
        let mut tree = Tree {
            // Its room comes with its knobs (`configure`, below).
            nodes: vec![Node::new(None, NOBODY)],
            exploration: 0.0,
            minimax: 0.0,
            widening: None,
            cutoff: 0,
            expansion: 1,
            rave: 0.0,
            trail: Vec::new(),
            grave: 0,
            tables: Vec::new(),
            table_of: HashMap::new(),
            judged: false,
            rng: SmallRng::seed_from_u64(seed),
            legal: Vec::new(),
            path: Vec::with_capacity(64),
            opened: Vec::with_capacity(64),
            scratch: None,
            child: None,
            playouts: 0,
            evaluations: 0,
        };
        tree.configure(cfg, position);
        tree
    }

    /// Take the knobs of `cfg`, and the game's where `cfg` leaves them to
    /// it (the minimax weight, the playout cutoff, whether to widen).
    /// A new or kept tree gets its room for a search here.
    fn configure(&mut self, cfg: &SearchConfig, position: &R) {
        make_room(&mut self.nodes);
        let widens = position.solver_widens();
        self.widening = widens.then_some(cfg.widening.max(0.0) as f32);
        self.exploration = cfg.exploration as f32;
        let minimax = cfg.minimax.unwrap_or_else(|| position.solver_minimax());
        self.minimax = minimax.clamp(0.0, 1.0) as f32;
        self.cutoff = cfg.cutoff.unwrap_or_else(|| position.solver_cutoff());
        self.rave = cfg.rave.unwrap_or_else(|| position.solver_rave()).max(0.0) as f32;
        self.grave = cfg.grave.unwrap_or_else(|| position.solver_grave());
        let expansion = cfg.expansion.unwrap_or_else(|| position.solver_expansion());
        self.expansion = expansion.max(1);
    }

    /// Make the children of `node` (position `p`, not over), each judged by
    /// the game or proven when its action ends the game; where the search
    /// widens, only those its window opens (the rest as it opens,
    /// [`Tree::open`]).
    fn expand(&mut self, node: u32, p: &R) {
        let mover = p.to_move().map_or(NOBODY, |s| s as u8);
        p.legal_actions(&mut self.legal);
        if self.widening.is_some() {
            // The window opens on the first children: actions the game's
            // order does not tell apart come in a random order, not the
            // listed one (else every node would try the same first cells).
            self.legal.shuffle(&mut self.rng);
        }
        p.order_actions(&mut self.legal);
        // A guard: no game comes near (Bridges has a few hundred).
        self.legal.truncate(usize::from(MAX_CHILDREN));
        let first = self.nodes.len() as u32;
        let mut q = self.child.take().unwrap_or_else(|| p.clone());
        let evaluations = self.evaluations;
        if self.legal.is_empty() {
            q.clone_from(p);
            let mut child = Node::new(None, mover);
            child.forced = true;
            match q.forced_pass() {
                Some(a) => {
                    child.action = Some(a);
                    self.judge(&mut child, &q);
                }
                None => child.proven = DRAWN, // stuck: nobody wins
            }
            self.nodes.push(child);
        }
        let lazy = self.widening.is_some();
        for k in 0..self.legal.len() {
            let a = self.legal[k];
            let mut child = Node::new(Some(a), mover);
            if self.rave > 0.0 {
                child.key = key_of(p, a);
            }
            if !lazy {
                self.make(&mut child, &mut q, p);
            }
            self.nodes.push(child);
        }
        self.child = Some(q);
        let count = (self.nodes.len() as u32 - first) as u16;
        let ready = if lazy && !self.legal.is_empty() {
            0
        } else {
            count
        };
        let judged = self.nodes[first as usize..]
            .iter()
            .any(|c| c.proven != UNPROVEN || c.value != 0.5);
        if !judged && self.widening.is_none() && self.evaluations > evaluations {
            // Nothing tells the children apart: first visits go in a
            // random order, not the listed one (which would make every
            // node's first replies the same few, Produto's first cells).
            self.nodes[first as usize..].shuffle(&mut self.rng);
        }
        let n = &mut self.nodes[node as usize];
        n.first = first;
        n.count = count;
        n.ready = ready;
        n.expanded = true;
        // Its caller updates the node.
        self.open(node, p);
    }

    /// Judge `child` of position `p` (`q`: scratch for its position).
    fn make(&mut self, child: &mut Node<R::Action>, q: &mut R, p: &R) {
        let Some(a) = child.action else { return };
        q.clone_from(p);
        if q.apply(a).is_err() {
            child.proven = LOST; // refused by the rules: a bug in a game
        } else {
            self.judge(child, q);
        }
    }

    /// The widening window of a node with `visits` visits: how many
    /// children not proven it considers.
    fn window(&self, visits: u32) -> u32 {
        self.widening
            .map_or(u32::MAX, |w| 1 + (w * (visits as f32).sqrt()) as u32)
    }

    /// Judge the children of `node` (position `p`) its window has come to:
    /// a node widens lazily, so the hundred children of a Bridges node are
    /// not all made and judged on its second visit, only those it
    /// considers. (A proven win beyond the window is found when the window
    /// reaches it.) Did it judge any (then `node` is to be updated)?
    fn open(&mut self, node: u32, p: &R) -> bool {
        let n = &self.nodes[node as usize];
        if n.ready >= n.count {
            return false;
        }
        let (first, count, ready) = (n.first, u32::from(n.count), u32::from(n.ready));
        let window = self.window(n.visits);
        let open = |c: &Node<R::Action>| c.proven != WON && c.proven != LOST;
        let mut considered = self.nodes[first as usize..(first + ready) as usize]
            .iter()
            .filter(|c| open(c))
            .count() as u32;
        if considered >= window {
            return false;
        }
        let mut q = self.child.take().unwrap_or_else(|| p.clone());
        let mut k = ready;
        while considered < window && k < count {
            let mut child = self.nodes[(first + k) as usize].clone();
            self.make(&mut child, &mut q, p);
            considered += u32::from(open(&child));
            self.nodes[(first + k) as usize] = child;
            k += 1;
        }
        self.child = Some(q);
        self.nodes[node as usize].ready = k as u16;
        true
    }

    /// A new child's proven result or evaluation (`q`: its position).
    fn judge(&mut self, child: &mut Node<R::Action>, q: &R) {
        match finished(q) {
            Some(end) => {
                let v = flip(value_for_first(end), 0, child.mover);
                child.proven = (v * 2.0).round() as i8;
                child.value = v;
            }
            None => {
                self.evaluations += 1;
                if let Some(v) = q.evaluation(child.mover as Seat) {
                    self.judged = true;
                    child.value = v.clamp(0.0, 1.0);
                }
            }
        }
    }

    /// The child to descend to: the chooser's proven win at once, never a
    /// proven loss while something else is left, else the best mix of mean
    /// reward and minimax value plus the exploration term, among the
    /// children the widening considers (the first ones in the game's
    /// order, proven losses not counted).
    fn select(&self, node: u32) -> u32 {
        // GRAVE: the nearest table on the path, the node's own first.
        let table = match self.grave {
            0 => None,
            _ => self
                .path
                .iter()
                .rev()
                .find_map(|id| self.table_of.get(id))
                .map(|&t| &self.tables[t as usize]),
        };
        let n = &self.nodes[node as usize];
        let explore = self.exploration * ((n.visits + 1) as f32).ln().sqrt();
        let inv_sqrt = &*INV_SQRT;
        let weight = if self.judged { self.minimax } else { 0.0 };
        let window = self.window(n.visits);
        let mut considered = 0u32;
        let mut best = n.first;
        let mut best_score = f32::NEG_INFINITY;
        for c in n.first..n.first + u32::from(n.count) {
            let ch = &self.nodes[c as usize];
            if ch.proven != WON && ch.proven != LOST {
                if considered == window {
                    continue; // beyond the window: only a proven win counts
                }
                considered += 1;
            }
            let score = match ch.proven {
                WON => return c,
                LOST => continue,
                DRAWN => 0.5,
                _ if weight == 0.0 && self.rave > 0.0 && table.is_none() && ch.visits > 0 => {
                    // Produto's case, the most children a node: one division.
                    let v = ch.mean_with_amaf(self.rave);
                    v + explore * inv_sqrt_of(inv_sqrt, ch.visits)
                }
                _ => {
                    let v = (1.0 - weight) * ch.mean() + weight * ch.value;
                    let v = if self.rave > 0.0 {
                        let amaf = match (table, ch.slot()) {
                            (Some(t), Some(slot)) => t[slot],
                            _ => (ch.amaf_visits, ch.amaf_reward),
                        };
                        ch.with_amaf(v, amaf, self.rave)
                    } else {
                        v
                    };
                    v + explore * inv_sqrt_of(inv_sqrt, ch.visits)
                }
            };
            if score > best_score {
                best_score = score;
                best = c;
            }
        }
        best
    }

    /// Back up the minimax value and proof of `node` from its children.
    fn update(&mut self, node: u32) {
        let n = &self.nodes[node as usize];
        if !n.expanded || n.count == 0 {
            return;
        }
        let (first, count, me) = (n.first, n.count, n.mover);
        let ready = first + u32::from(n.ready);
        let chooser = self.nodes[first as usize].mover;
        let mut best = f32::NEG_INFINITY;
        let mut best_proven = LOST;
        // Children not judged yet are neither proven nor valued.
        let mut all_proven = n.ready == count && count < MAX_CHILDREN;
        for c in first..ready {
            let ch = &self.nodes[c as usize];
            let v = if ch.proven == UNPROVEN {
                all_proven = false;
                ch.value
            } else {
                best_proven = best_proven.max(ch.proven);
                f32::from(ch.proven) / 2.0
            };
            best = best.max(v);
        }
        let n = &mut self.nodes[node as usize];
        n.value = flip(best, chooser, me);
        if best_proven == WON || all_proven {
            n.proven = flip_proven(best_proven, chooser, me);
            n.value = f32::from(n.proven) / 2.0;
        }
    }

    /// One iteration from the root position `root`.
    fn iterate(&mut self, root: &R) {
        let mut p = match self.scratch.take() {
            Some(mut p) => {
                p.clone_from(root);
                p
            }
            None => root.clone(),
        };
        self.path.clear();
        self.path.push(0);
        self.opened.clear();
        self.opened.push(false);
        self.trail.clear();
        let mut node = 0u32;
        let first_value = loop {
            let n = &self.nodes[node as usize];
            if n.proven != UNPROVEN {
                break flip(f32::from(n.proven) / 2.0, n.mover, 0);
            }
            if !n.expanded {
                if (node != 0 && n.visits < self.expansion) || self.nodes.len() >= MAX_NODES {
                    self.playouts += 1;
                    let (v, judged) = if self.rave > 0.0 {
                        let trail = &mut self.trail;
                        // `credit` passes over NO_KEY as `Played` does.
                        playout_noting(&mut p, self.cutoff, &mut self.rng, |q, a| {
                            if let Some(seat) = q.to_move() {
                                trail.push((seat as u8, key_of(q, a)));
                            }
                        })
                    } else {
                        playout(&mut p, self.cutoff, &mut self.rng)
                    };
                    self.evaluations += u64::from(judged);
                    break v;
                }
                self.expand(node, &p);
                self.update(node);
                *self.opened.last_mut().expect("the path") = true;
            } else if self.open(node, &p) {
                self.update(node);
                *self.opened.last_mut().expect("the path") = true;
            }
            let n = &self.nodes[node as usize];
            if n.proven != UNPROVEN && node != 0 {
                break flip(f32::from(n.proven) / 2.0, n.mover, 0);
            }
            let child = self.select(node);
            let ch = &self.nodes[child as usize];
            if ch.forced {
                p.forced_pass();
            } else if let Some(a) = ch.action {
                let _ = p.apply(a);
            }
            self.path.push(child);
            self.opened.push(false);
            node = child;
        };
        // A node's minimax and proof follow from its children's: it is
        // updated only when the child below changed (or its own children
        // were judged on the way down), not over all its children at every
        // iteration (a Produto node has a hundred).
        let mut stale = true;
        for i in (0..self.path.len()).rev() {
            let id = self.path[i];
            if stale {
                let n = &self.nodes[id as usize];
                let before = (n.value, n.proven);
                self.update(id);
                let n = &self.nodes[id as usize];
                stale = (n.value, n.proven) != before;
            }
            stale |= self.opened[i];
            let n = &mut self.nodes[id as usize];
            n.visits = n.visits.saturating_add(1);
            n.reward += f64::from(flip(first_value, 0, n.mover));
        }
        if self.rave > 0.0 {
            self.credit(first_value);
        }
        self.scratch = Some(p);
    }

    /// All moves as first: along the path, from the leaf up, credit each
    /// child whose mover played its key later in the iteration (below its
    /// parent, in the tree or the playout) with the iteration's reward.
    fn credit(&mut self, first_value: f32) {
        let mut played = Played([[0; AMAF_KEYS / 64]; AMAF_SEATS]);
        for &(seat, key) in &self.trail {
            played.mark(seat, key);
        }
        for &id in self.path.iter().rev() {
            let n = &self.nodes[id as usize];
            let (mover, key) = (n.mover, n.key);
            if n.expanded {
                let children = n.first as usize..n.first as usize + usize::from(n.ready);
                for ch in &mut self.nodes[children] {
                    if played.has(ch.mover, ch.key) {
                        ch.amaf_visits += 1;
                        ch.amaf_reward += flip(first_value, 0, ch.mover);
                    }
                }
            }
            let visits = self.nodes[id as usize].visits;
            let due = self.grave > 0 && visits >= self.grave && !self.table_of.contains_key(&id);
            if due && self.tables.len() < MAX_TABLES {
                self.table_of.insert(id, self.tables.len() as u32);
                self.tables
                    .push(Box::new([(0, 0.0); TABLE_SEATS * AMAF_KEYS]));
            }
            if let Some(&t) = self.table_of.get(&id) {
                let table = &mut self.tables[t as usize];
                for slot in played.slots() {
                    let seat = (slot / AMAF_KEYS) as u8;
                    table[slot].0 += 1;
                    table[slot].1 += flip(first_value, 0, seat);
                }
            }
            played.mark(mover, key);
        }
    }

    /// Has the root been proven (won, lost or drawn for its chooser)?
    fn solved(&self) -> bool {
        self.nodes[0].proven != UNPROVEN
    }

    fn children(&self) -> &[Node<R::Action>] {
        let n = &self.nodes[0];
        &self.nodes[n.first as usize..n.first as usize + usize::from(n.count)]
    }

    /// The tree below the root's child for `action`, its nodes copied into
    /// a fresh arena; `None` if the root has no such child.
    fn advance(self, action: R::Action) -> Option<Tree<R>> {
        self.advance_within(action, MAX_NODES)
    }

    /// [`Tree::advance`] keeping at most `limit` nodes: breadth first, so
    /// the nodes nearest the new root stay; a node whose children no longer
    /// fit keeps its visits, reward, value and proof but is a leaf again
    /// (expanded anew when the search comes back to it).
    fn advance_within(self, action: R::Action, limit: usize) -> Option<Tree<R>> {
        let keep = self.children().iter().find(|c| c.action == Some(action))?;
        let mut root = keep.clone();
        root.action = None;
        root.forced = false;
        Some(self.rooted_at(root, limit))
    }

    /// The same tree, at most `limit` nodes of it (as [`Tree::advance_within`]).
    fn shrink(self, limit: usize) -> Tree<R> {
        let root = self.nodes[0].clone();
        self.rooted_at(root, limit)
    }

    /// The subtree below `root` (a copy of one of this tree's nodes) in a
    /// fresh arena, at most `limit` nodes.
    fn rooted_at(self, root: Node<R::Action>, limit: usize) -> Tree<R> {
        // A tree kept for a later turn holds what it keeps; one searched
        // on in this turn gets its room at once.
        let mut nodes = if limit >= MAX_NODES {
            arena(root)
        } else {
            vec![root]
        };
        // Breadth first: each copied node's children get new, contiguous ids.
        let mut i = 0;
        while i < nodes.len() {
            let (first, count) = (nodes[i].first, nodes[i].count);
            if nodes[i].expanded {
                if nodes.len() + usize::from(count) > limit.max(1) {
                    let n = &mut nodes[i];
                    (n.expanded, n.first, n.count, n.ready) = (false, 0, 0, 0);
                } else {
                    let new_first = nodes.len() as u32;
                    let children = first as usize..first as usize + usize::from(count);
                    nodes.extend_from_slice(&self.nodes[children]);
                    nodes[i].first = new_first;
                }
            }
            i += 1;
        }
        // The tables start again.
        Tree {
            nodes,
            tables: Vec::new(),
            table_of: HashMap::new(),
            ..self
        }
    }

    /// Nodes in the tree.
    fn len(&self) -> usize {
        self.nodes.len()
    }
}

/// Nodes a tree keeps from one turn of a game to the next (some 12 MB):
/// the rest of its subtree is dropped, breadth first.
pub const KEPT_NODES: usize = 250_000;

/// What a player keeps between its turns in one game: its trees, rooted
/// at the position after its last turn. Follow the actions played since
/// ([`Kept::follow`]) and hand it to its next turn.
pub struct Kept<R: Rules>(Forest<R>);

impl<R: Rules> Default for Kept<R> {
    fn default() -> Self {
        Kept(Forest::default())
    }
}

impl<R: Rules> Kept<R> {
    /// The trees after `actions` (the other players' turns, forced passes
    /// included), each bounded to [`KEPT_NODES`]; none left when an action
    /// was never tried in a tree.
    pub fn follow(self, actions: &[R::Action]) -> Kept<R> {
        let mut trees = (self.0).0;
        for &a in actions {
            trees = trees
                .into_iter()
                .filter_map(|t| t.advance_within(a, KEPT_NODES))
                .collect();
        }
        if actions.is_empty() {
            trees = trees
                .into_iter()
                .map(|mut t| {
                    if t.len() > KEPT_NODES {
                        t.shrink(KEPT_NODES)
                    } else {
                        // It keeps its nodes, not a search's room.
                        t.nodes.shrink_to_fit();
                        t
                    }
                })
                .collect();
        }
        Kept(Forest::from(trees))
    }

    /// Visits already gathered at the root, over the trees.
    pub fn visits(&self) -> u64 {
        self.0.visits()
    }

    /// The trees, for the first decision of the turn.
    pub(crate) fn into_forest(self) -> Forest<R> {
        self.0
    }

    /// The trees after the player's turn.
    pub(crate) fn from_forest(forest: Forest<R>) -> Kept<R> {
        Kept(forest)
    }

    /// Nodes held, over the trees.
    pub fn nodes(&self) -> usize {
        (self.0).0.iter().map(Tree::len).sum()
    }

    /// The root's actions tried so far, with their visits summed over the
    /// trees (in the order first met).
    pub fn actions(&self) -> Vec<(R::Action, u64)> {
        let mut out: Vec<(R::Action, u64)> = Vec::new();
        for tree in &(self.0).0 {
            for c in tree.children() {
                let Some(a) = c.action else { continue };
                match out.iter_mut().find(|(b, _)| *b == a) {
                    Some((_, v)) => *v += u64::from(c.visits),
                    None => out.push((a, u64::from(c.visits))),
                }
            }
        }
        out
    }

    /// Has a tree proven the root, and what for the player to move there?
    pub fn proven(&self, chooser: Seat) -> Option<f64> {
        (self.0).0.iter().find(|t| t.solved()).map(|t| {
            let root = &t.nodes[0];
            f64::from(flip_proven(root.proven, root.mover, chooser as u8)) / 2.0
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::avanco::Avanco;
    use crate::games::produto::Produto;
    use crate::rules::config::Budget;

    #[test]
    fn a_tree_cut_to_a_limit_keeps_its_root_and_searches_on() {
        let mut cfg = SearchConfig::new(Budget::Iterations(3000));
        cfg.threads = 1;
        let p = Avanco::start();
        let (r, forest) = search_with(&p, &cfg, 7, None, Forest::default()).unwrap();
        let mut trees = forest.0;
        let tree = trees.pop().unwrap();
        let (root_visits, children) = (tree.nodes[0].visits, tree.nodes[0].count);
        assert!(tree.len() > 500, "{}", tree.len());
        let small = tree.shrink(200);
        assert!(small.len() <= 200, "{}", small.len());
        // The root and its children stay whole, with what they learned.
        assert_eq!(small.nodes[0].visits, root_visits);
        assert_eq!(small.nodes[0].count, children);
        assert!(small.len() > children as usize);
        // A node cut off below is a leaf again, and the search goes on.
        let (again, _) = search_with(&p, &cfg, 8, None, Forest::from(vec![small])).unwrap();
        let mut legal = Vec::new();
        p.legal_actions(&mut legal);
        assert!(legal.contains(&again.result.action));
        assert!(legal.contains(&r.result.action));
        let visits: u64 = again.result.actions.iter().map(|s| s.visits).sum();
        assert_eq!(visits, u64::from(root_visits) + 3000);
    }

    /// A Produto position a few stones in, and a one-tree config.
    fn produto_tree(rave: Option<f64>) -> (Produto, Tree<Produto>) {
        let mut p = Produto::start();
        for stone in ["bE5", "wD4", "bF6", "wA1", "bI9"] {
            p.apply(p.parse_action(stone).unwrap()).unwrap();
        }
        let mut cfg = SearchConfig::new(Budget::Iterations(1));
        cfg.rave = rave;
        let tree = Tree::new(&cfg, &p, 11);
        (p, tree)
    }

    #[test]
    fn all_moves_as_first_credits_the_stones_their_mover_placed_later() {
        let (p, mut tree) = produto_tree(Some(100.0));
        let mut credited = 0;
        for _ in 0..400 {
            let before: Vec<(u32, u32)> = tree
                .children()
                .iter()
                .map(|c| (c.visits, c.amaf_visits))
                .collect();
            tree.iterate(&p);
            // What each seat placed in this iteration, below the root.
            let mut placed = std::collections::HashSet::new();
            for &id in &tree.path[1..] {
                let n = &tree.nodes[id as usize];
                placed.insert((n.mover, n.key));
            }
            placed.extend(tree.trail.iter().copied());
            for (c, (visits, amaf)) in tree.children().iter().zip(before) {
                let played = placed.contains(&(c.mover, c.key));
                assert_eq!(c.amaf_visits, amaf + u32::from(played), "{:?}", c.action);
                // A child visited is a stone its mover placed.
                assert!(c.visits == visits || played);
                credited += u32::from(played && c.visits == visits);
            }
        }
        // Stones placed later in playouts count too, not only the visited.
        assert!(credited > 400, "{credited}");
        for c in tree.children() {
            assert!(c.amaf_visits >= c.visits);
            let key = c.action.map(|a| p.amaf_key(a).unwrap());
            assert_eq!(Some(c.key), key);
        }
    }

    #[test]
    fn grave_tables_count_what_each_seat_played_below_a_visited_node() {
        let mut p = Produto::start();
        p.apply(p.parse_action("bE5").unwrap()).unwrap();
        let mut cfg = SearchConfig::new(Budget::Iterations(1));
        (cfg.rave, cfg.grave) = (Some(1000.0), Some(10));
        let mut tree = Tree::new(&cfg, &p, 5);
        for _ in 0..2000 {
            tree.iterate(&p);
        }
        let table = &tree.tables[tree.table_of[&0] as usize];
        for c in tree.children() {
            // The root's table counts what its children count, from its
            // 10th visit on.
            let (n, _) = table[c.slot().unwrap()];
            assert!(
                n <= c.amaf_visits && c.amaf_visits - n <= 10,
                "{n} {}",
                c.amaf_visits
            );
        }
        // And the other seat's stones too, which no root child counts.
        let other = 1 - tree.children()[0].mover as usize;
        assert!(table[other * AMAF_KEYS..(other + 1) * AMAF_KEYS]
            .iter()
            .any(|&(n, _)| n > 0));
        // Only nodes visited often enough have one.
        let tabled = &tree.table_of;
        assert!(tabled.len() > 2 && tabled.len() == tree.tables.len());
        assert!(tabled
            .keys()
            .all(|&id| tree.nodes[id as usize].visits >= 10));
    }

    #[test]
    fn without_rave_no_all_moves_as_first_statistics_are_kept() {
        // Produto counts all moves as first unless `rave=0` turns it off.
        assert!(produto_tree(None).1.rave > 0.0);
        let (p, mut tree) = produto_tree(Some(0.0));
        for _ in 0..200 {
            tree.iterate(&p);
        }
        assert!(tree.trail.is_empty());
        assert!(tree.len() > 200);
        assert!(tree
            .nodes
            .iter()
            .all(|n| n.amaf_visits == 0 && n.key == NO_KEY));
    }

    #[test]
    fn a_leaf_gets_the_games_playouts_before_it_is_expanded() {
        for expansion in [1, 3] {
            let (p, _) = produto_tree(None);
            let mut cfg = SearchConfig::new(Budget::Iterations(1));
            cfg.expansion = Some(expansion);
            let mut tree = Tree::new(&cfg, &p, 4);
            for _ in 0..3000 {
                tree.iterate(&p);
            }
            let below = |n: &Node<_>| -> u32 {
                let children =
                    &tree.nodes[n.first as usize..n.first as usize + usize::from(n.count)];
                children.iter().map(|c| c.visits).sum()
            };
            assert_eq!(below(&tree.nodes[0]), 3000);
            // A node below the root had exactly its `expansion` playouts
            // before the iteration that expanded it went on to a child.
            let open = tree.nodes[1..].iter().filter(|n| n.proven == UNPROVEN);
            let expanded: Vec<_> = open.clone().filter(|n| n.expanded).collect();
            assert!(expanded.len() > 20, "{}", expanded.len());
            for n in expanded {
                assert_eq!(n.visits, expansion + below(n));
            }
            let leaves = open.filter(|n| !n.expanded);
            assert!(leaves.clone().all(|n| n.visits <= expansion));
            assert!(leaves.clone().any(|n| n.visits == expansion));
        }
    }

    #[test]
    fn a_node_stays_small() {
        // MAX_NODES of them bound a tree's memory.
        use std::mem::size_of;
        let sizes = [
            size_of::<Node<crate::games::produto::Stone>>(),
            size_of::<Node<crate::games::bridges::Action>>(),
            size_of::<Node<crate::games::avanco::Move>>(),
        ];
        assert!(sizes.iter().all(|&s| s <= 48), "{sizes:?}");
    }

    #[test]
    fn the_all_moves_as_first_mean_leads_while_visits_are_few() {
        let mut n = Node::new(Some(()), 0);
        let amaf = (100, 80.0);
        assert_eq!(n.with_amaf(0.2, amaf, 100.0), 0.8); // never visited
        (n.visits, n.reward) = (5, 1.0);
        let few = n.with_amaf(n.mean(), amaf, 100.0);
        (n.visits, n.reward) = (10_000, 2_000.0);
        let many = n.with_amaf(n.mean(), amaf, 100.0);
        assert!(few > 0.7 && many < 0.21, "{few} {many}");
        assert_eq!(n.with_amaf(0.2, amaf, 0.0), 0.2); // off
        assert_eq!(n.with_amaf(0.2, (0, 0.0), 100.0), 0.2); // nothing counted
    }

    #[test]
    fn the_blend_with_one_division_is_the_blend() {
        let mut n = Node::new(Some(()), 0);
        for (visits, reward, amaf, k) in [
            (1, 1.0, (0, 0.0), 30_000.0),
            (5, 1.0, (100, 80.0), 100.0),
            (10_000, 2_000.0, (100, 80.0), 100.0),
            (300, 150.0, (40_000, 9_000.0), 30_000.0),
        ] {
            (n.visits, n.reward, (n.amaf_visits, n.amaf_reward)) = (visits, reward, amaf);
            let two = n.with_amaf(n.mean(), amaf, k);
            let one = n.mean_with_amaf(k);
            assert!((one - two).abs() < 1e-5, "{visits} {amaf:?}: {one} {two}");
        }
    }
}

/// The trees of one decision, kept for the next decision of the same turn.
pub type Forest<R> = super::forest::Forest<Tree<R>>;

impl<R: Rules> super::forest::Regrow for Tree<R> {
    type Action = R::Action;

    fn advance(self, action: R::Action) -> Option<Tree<R>> {
        Tree::advance(self, action)
    }

    fn root_visits(&self) -> u64 {
        self.nodes[0].visits as u64
    }
}

/// What a solver search found, with what it knows for sure.
#[derive(Clone, Debug)]
pub struct Solved<A> {
    pub result: SearchResult<A>,
    /// The root's proven result for the player to move: `Some(1.0)` a
    /// forced win, `Some(0.0)` a forced loss, `Some(0.5)` a draw.
    pub proven: Option<f64>,
    /// Positions the game evaluated (leaves and playouts cut short).
    pub evaluations: u64,
}

/// Search the decision at `position`. `None` when the game is over or the
/// player to move has nothing legal. `deadline` bounds a time budget
/// further; a search never runs past [`super::HARD_CAP`].
pub fn search<R: Rules>(
    position: &R,
    cfg: &SearchConfig,
    seed: u64,
    deadline: Option<Instant>,
) -> Option<Solved<R::Action>> {
    search_with(position, cfg, seed, deadline, Forest::default()).map(|(r, _)| r)
}

/// [`search`] that continues kept trees (rooted at `position`) and gives
/// them back.
pub fn search_with<R: Rules>(
    position: &R,
    cfg: &SearchConfig,
    seed: u64,
    deadline: Option<Instant>,
    forest: Forest<R>,
) -> Option<(Solved<R::Action>, Forest<R>)> {
    let start = Instant::now();
    finished(position).is_none().then_some(())?;
    let mut legal = Vec::new();
    position.legal_actions(&mut legal);
    // A decision without search gives the kept trees back as they came.
    let only = |action: R::Action, proven: Option<f64>, forest: Forest<R>| {
        let result = single(action, proven.unwrap_or(0.5), start);
        let solved = Solved {
            result,
            proven,
            evaluations: 0,
        };
        Some((solved, forest))
    };
    match legal[..] {
        [] => return None,
        [a] => return only(a, None, forest),
        _ => {}
    }
    if let Some(win) = winning_action(position, &legal) {
        return only(win, Some(1.0), forest);
    }

    let threads = cfg.threads.clamp(1, 64);
    let (per_thread, deadline) = super::core::plan(cfg.budget, threads, start, deadline);
    let mut kept = forest.0.into_iter();
    let trees: Vec<Tree<R>> = (0..threads)
        .map(|t| match kept.next() {
            Some(mut tree) => {
                tree.configure(cfg, position);
                tree
            }
            None => Tree::new(cfg, position, mix(seed ^ mix(t as u64 + 0x501))),
        })
        .collect();
    let grow = |mut tree: Tree<R>| {
        let (playouts, evaluations) = (tree.playouts, tree.evaluations);
        let mut iterations = 0u64;
        // A proven root is played at once: no iteration can change it.
        while iterations < per_thread.min(MAX_ITERATIONS) && !tree.solved() {
            tree.iterate(position);
            iterations += 1;
            if iterations.is_multiple_of(32) && Instant::now() >= deadline {
                break;
            }
        }
        let spent = (
            iterations,
            tree.playouts - playouts,
            tree.evaluations - evaluations,
        );
        (spent, tree)
    };
    let grown = super::on_threads(trees, threads, grow);
    let chooser = position.to_move().map_or(NOBODY, |s| s as u8);
    // What the trees proved about each root action, for the chooser.
    let mut won = None;
    let mut lost: Vec<R::Action> = Vec::new();
    let mut root_proven = None;
    for (_, tree) in &grown {
        if tree.solved() {
            let p = flip_proven(tree.nodes[0].proven, tree.nodes[0].mover, chooser);
            root_proven = Some(f64::from(p) / 2.0);
        }
        for c in tree.children() {
            match (c.proven, c.action) {
                (WON, Some(a)) => won = won.or(Some(a)),
                (LOST, Some(a)) if !lost.contains(&a) => lost.push(a),
                _ => {}
            }
        }
    }
    let mut roots = Vec::new();
    let mut evaluations = 0;
    for ((iterations, playouts, evals), tree) in &grown {
        evaluations += evals;
        let every_action_lost = tree
            .children()
            .iter()
            .all(|c| c.action.is_none_or(|a| lost.contains(&a)));
        let children = tree
            .children()
            .iter()
            .filter_map(|c| c.action.map(|a| (a, c)))
            .filter(|(a, _)| every_action_lost || !lost.contains(a))
            .map(|(a, c)| (a, c.visits as u64, c.reward))
            .collect();
        roots.push(RootStats {
            children,
            iterations: *iterations,
            playouts: *playouts,
        });
    }
    let mut result = assemble(
        roots,
        cfg.temperature,
        seed,
        legal[0],
        |_, _| std::cmp::Ordering::Equal,
        start,
    );
    if let Some(a) = won {
        // A proven win is played, whatever the visits say.
        result.action = a;
        result.value = 1.0;
        root_proven = Some(1.0);
    }
    let trees: Vec<Tree<R>> = grown.into_iter().map(|(_, t)| t).collect();
    let solved = Solved {
        result,
        proven: root_proven,
        evaluations,
    };
    Some((solved, Forest::from(trees)))
}
