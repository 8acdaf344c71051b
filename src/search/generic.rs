//! The AI for any game behind [`Rules`]: a plain Monte Carlo tree search
//! (UCT, uniform random playouts) and the `random` and `greedy` baselines.
//!
//! Every action is a node of the tree, so a turn of several actions (two
//! stones, a drop and a move, Bridges' one or two steps) is a path of
//! several nodes; whose node it is comes from [`Rules::to_move`] after each
//! action, and a node's reward is counted for the seat that moved into it.
//! Passes the rules force ([`Rules::forced_pass`]) are single children in
//! the tree and are made in playouts when nothing is legal.
//!
//! A game may bring its own player ([`Rules::own_turn`]: Bridges' tuned
//! search, Numbridge's player that sees only its seat);
//! [`super::choose_turn_stats`] prefers it. The search here is what every
//! other game plays with, and can also play Bridges' position (tests,
//! benches, the arena's hidden `--generic` switch).
//!
//! What a [`PlayerSpec`] means here: `random` and `greedy` are the
//! baselines below; for `level:K`, `mcts:MS` and `iters:N` the search uses
//! the spec's budget, threads (independent trees whose root statistics are
//! summed), final-choice temperature and exploration constant `c`; Bridges'
//! playout policy, widening and step-order options mean nothing here.

use super::config::{Budget, Core, SearchConfig, HARD_CAP};
use super::core::{assemble, mix, plan, single, spend, RootStats};
pub use super::core::{ActionStats, SearchResult};
use super::solver::Kept;
use super::{PlayerSpec, TurnStats};
use crate::rules::{Outcome, Progress, Rules, Seat};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// Nodes per tree (one is added per iteration).
const MAX_NODES: usize = 2_000_000;
/// Actions in one playout before it is called a draw (a guard against rules
/// that never end a game; real games end long before).
const PLAYOUT_CAP: usize = 10_000;
/// `Node::total` of a node whose actions are not counted yet.
const UNEXPANDED: u32 = u32::MAX;
/// No node.
const NONE: u32 = u32::MAX;
/// The mover of the root (nobody moved into it).
const NOBODY: u8 = u8::MAX;

/// One action's node.
#[derive(Clone, Debug)]
struct Node<A> {
    /// The action that led here (`None` at the root).
    action: Option<A>,
    /// The seat that made `action`; rewards here are that seat's.
    mover: u8,
    /// The action was a pass the rules forced (apply it with
    /// [`Rules::forced_pass`]).
    forced: bool,
    /// The action was refused by the rules (a bug in a game): a loss for
    /// its mover, never explored further.
    refused: bool,
    visits: u32,
    /// Sum of the mover's rewards (0 loss, ½ draw, 1 win).
    reward: f64,
    first_child: u32,
    next_sibling: u32,
    /// Children made so far; they are the first `tried` actions of the
    /// node's legal actions shuffled with `seed`.
    tried: u32,
    /// Actions at this node: [`UNEXPANDED`] until first visited, 0 when the
    /// game is over here, 1 for a forced pass.
    total: u32,
    seed: u64,
}

impl<A> Node<A> {
    fn new(action: Option<A>, mover: u8, seed: u64) -> Node<A> {
        Node {
            action,
            mover,
            forced: false,
            refused: false,
            visits: 0,
            reward: 0.0,
            first_child: NONE,
            next_sibling: NONE,
            tried: 0,
            total: UNEXPANDED,
            seed,
        }
    }
}

/// What playouts and terminal nodes return: how the game ended (`None`: cut
/// off, or stuck with nothing legal and no pass).
fn reward(outcome: Option<Outcome>, seat: u8) -> f64 {
    match outcome {
        Some(Outcome::Win(w)) if w == seat as Seat => 1.0,
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

/// Play uniformly random actions (forced passes where nothing is legal) to
/// the end of the game, at most [`PLAYOUT_CAP`] of them.
pub fn playout<R: Rules>(p: &mut R, rng: &mut SmallRng) -> Option<Outcome> {
    for _ in 0..PLAYOUT_CAP {
        if let Some(end) = finished(p) {
            return end;
        }
        match p.random_action(rng) {
            Some(a) => {
                if p.apply(a).is_err() {
                    return None;
                }
            }
            None => {
                p.forced_pass()?;
            }
        }
    }
    p.result()
}

/// One search tree with its scratch buffers.
pub struct Tree<R: Rules> {
    nodes: Vec<Node<R::Action>>,
    exploration: f64,
    rng: SmallRng,
    legal: Vec<R::Action>,
    path: Vec<u32>,
    scratch: Option<R>,
    playouts: u64,
}

impl<R: Rules> Tree<R> {
    fn new(exploration: f64, seed: u64) -> Tree<R> {
        let mut rng = SmallRng::seed_from_u64(seed);
        let root = Node::new(None, NOBODY, rng.gen());
        Tree {
            nodes: vec![root],
            exploration,
            rng,
            legal: Vec::new(),
            path: Vec::with_capacity(64),
            scratch: None,
            playouts: 0,
        }
    }

    /// The `k`-th action of the node's shuffled legal actions (`p` is the
    /// node's position, not over, with something legal).
    fn kth_action(&mut self, node: u32, p: &R, k: u32) -> R::Action {
        p.legal_actions(&mut self.legal);
        let mut shuffle = SmallRng::seed_from_u64(self.nodes[node as usize].seed);
        // Fisher-Yates from the front, only as far as needed: the first k
        // places come out the same for every k.
        let len = self.legal.len();
        for i in 0..=k as usize {
            let j = shuffle.gen_range(i..len);
            self.legal.swap(i, j);
        }
        self.legal[k as usize]
    }

    /// Count the node's actions on its first visit (`p` is its position).
    fn expand(&mut self, node: u32, p: &R) {
        let n = &mut self.nodes[node as usize];
        if n.total != UNEXPANDED {
            return;
        }
        if n.refused || finished(p).is_some() {
            n.total = 0;
            return;
        }
        p.legal_actions(&mut self.legal);
        let n = &mut self.nodes[node as usize];
        n.total = if self.legal.is_empty() {
            n.forced = true;
            1
        } else {
            self.legal.len() as u32
        };
    }

    /// The child to descend to by UCT.
    fn select(&self, node: u32) -> u32 {
        let parent = &self.nodes[node as usize];
        let log_n = (parent.visits.max(1) as f64).ln();
        let mut best = NONE;
        let mut best_score = f64::NEG_INFINITY;
        let mut c = parent.first_child;
        while c != NONE {
            let ch = &self.nodes[c as usize];
            let score = if ch.visits == 0 {
                f64::INFINITY
            } else {
                let n = ch.visits as f64;
                ch.reward / n + self.exploration * (log_n / n).sqrt()
            };
            if score > best_score {
                best_score = score;
                best = c;
            }
            c = ch.next_sibling;
        }
        best
    }

    /// Make a child of `node` for its next untried action, applying it to
    /// `p`.
    fn add_child(&mut self, node: u32, p: &mut R) -> u32 {
        let mover = p.to_move().map_or(NOBODY, |s| s as u8);
        let parent = &self.nodes[node as usize];
        let (forced, k) = (parent.forced, parent.tried);
        let (action, refused) = if forced {
            match p.forced_pass() {
                Some(a) => (Some(a), false),
                None => (None, true),
            }
        } else {
            let a = self.kth_action(node, p, k);
            (Some(a), p.apply(a).is_err())
        };
        let id = self.nodes.len() as u32;
        let mut child = Node::new(action, mover, self.rng.gen());
        child.refused = refused;
        let parent = &mut self.nodes[node as usize];
        child.next_sibling = parent.first_child;
        parent.first_child = id;
        parent.tried += 1;
        if refused && forced {
            // Stuck: nothing legal and no pass. Nobody wins.
            parent.total = 0;
        }
        self.nodes.push(child);
        id
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
        let mut node = 0u32;
        let outcome = loop {
            self.expand(node, &p);
            let n = &self.nodes[node as usize];
            if n.total == 0 {
                if n.refused {
                    break None;
                }
                break finished(&p).unwrap_or(None);
            }
            if n.tried < n.total {
                if self.nodes.len() >= MAX_NODES {
                    self.playouts += 1;
                    break playout(&mut p, &mut self.rng);
                }
                let child = self.add_child(node, &mut p);
                self.path.push(child);
                let ch = &self.nodes[child as usize];
                if ch.refused {
                    break None;
                }
                if let Some(end) = finished(&p) {
                    break end;
                }
                self.playouts += 1;
                break playout(&mut p, &mut self.rng);
            }
            let child = self.select(node);
            let ch = &self.nodes[child as usize];
            if ch.forced {
                p.forced_pass();
            } else if let Some(a) = ch.action {
                let _ = p.apply(a);
            }
            self.path.push(child);
            node = child;
        };
        for &id in &self.path {
            let n = &mut self.nodes[id as usize];
            n.visits = n.visits.saturating_add(1);
            n.reward += if n.refused {
                0.0
            } else {
                reward(outcome, n.mover)
            };
        }
        self.scratch = Some(p);
    }

    /// The tree below the root's child for `action`, its nodes copied into
    /// a fresh arena; `None` if the root has no such child.
    fn advance(self, action: R::Action) -> Option<Tree<R>> {
        let mut c = self.nodes[0].first_child;
        while c != NONE && self.nodes[c as usize].action != Some(action) {
            c = self.nodes[c as usize].next_sibling;
        }
        if c == NONE {
            return None;
        }
        let mut nodes = Vec::new();
        let mut root = self.nodes[c as usize].clone();
        root.action = None;
        root.mover = NOBODY;
        root.next_sibling = NONE;
        nodes.push(root);
        // Copy breadth first: each copied node's children get new ids.
        let mut i = 0;
        while i < nodes.len() {
            let mut old = nodes[i].first_child;
            let mut prev = NONE;
            while old != NONE {
                let id = nodes.len() as u32;
                let mut copy = self.nodes[old as usize].clone();
                old = copy.next_sibling;
                copy.next_sibling = NONE;
                if prev == NONE {
                    nodes[i].first_child = id;
                } else {
                    nodes[prev as usize].next_sibling = id;
                }
                prev = id;
                nodes.push(copy);
            }
            i += 1;
        }
        Some(Tree { nodes, ..self })
    }

    /// The root's children: action, visits, summed reward.
    fn root_stats(&self) -> Vec<(R::Action, u64, f64)> {
        let mut out = Vec::new();
        let mut c = self.nodes[0].first_child;
        while c != NONE {
            let n = &self.nodes[c as usize];
            if let Some(a) = n.action {
                out.push((a, n.visits as u64, n.reward));
            }
            c = n.next_sibling;
        }
        out.reverse(); // in the order they were tried
        out
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

/// An action that wins the game at once for the player to move.
pub fn winning_action<R: Rules>(position: &R, legal: &[R::Action]) -> Option<R::Action> {
    let me = position.to_move()?;
    legal.iter().copied().find(|&a| {
        let mut p = position.clone();
        p.apply(a).is_ok() && p.result() == Some(Outcome::Win(me))
    })
}

/// Search the decision at `position`. `None` when the game is over or the
/// player to move has nothing legal (the rules pass them). `deadline`
/// bounds a time budget further (a turn's share); a search never runs past
/// [`HARD_CAP`].
pub fn search<R: Rules>(
    position: &R,
    cfg: &SearchConfig,
    seed: u64,
    deadline: Option<Instant>,
) -> Option<SearchResult<R::Action>> {
    search_with(position, cfg, seed, deadline, Forest::default()).map(|(r, _)| r)
}

/// [`search`] that continues kept trees (rooted at `position`: the caller
/// advances them with the action played) and gives them back.
pub fn search_with<R: Rules>(
    position: &R,
    cfg: &SearchConfig,
    seed: u64,
    deadline: Option<Instant>,
    forest: Forest<R>,
) -> Option<(SearchResult<R::Action>, Forest<R>)> {
    let start = Instant::now();
    finished(position).is_none().then_some(())?;
    let mut legal = Vec::new();
    position.legal_actions(&mut legal);
    let only = |action: R::Action| Some((single(action, 0.5, start), Forest::default()));
    match legal[..] {
        [] => return None,
        [a] => return only(a),
        _ => {}
    }
    if let Some(win) = winning_action(position, &legal) {
        return only(win);
    }

    let threads = cfg.threads.clamp(1, 64);
    let (per_thread, deadline) = plan(cfg.budget, threads, start, deadline);
    let mut kept = forest.0.into_iter();
    let trees: Vec<Tree<R>> = (0..threads)
        .map(|t| match kept.next() {
            Some(mut tree) => {
                tree.exploration = cfg.exploration;
                tree
            }
            None => Tree::new(cfg.exploration, mix(seed ^ mix(t as u64 + 1))),
        })
        .collect();
    let grow = |mut tree: Tree<R>| {
        let before = tree.playouts;
        let iterations = spend(per_thread, deadline, || tree.iterate(position));
        let root = RootStats {
            children: tree.root_stats(),
            iterations,
            playouts: tree.playouts - before,
        };
        (root, tree)
    };
    let (roots, trees): (Vec<_>, Vec<_>) =
        super::on_threads(trees, threads, grow).into_iter().unzip();
    let result = assemble(
        roots,
        cfg.temperature,
        seed,
        legal[0],
        |_, _| std::cmp::Ordering::Equal,
        start,
    );
    Some((result, Forest::from(trees)))
}

/// A uniformly random legal action; `None` when the game is over or
/// nothing is legal.
pub fn random_action<R: Rules>(position: &R, rng: &mut SmallRng) -> Option<R::Action> {
    finished(position).is_none().then_some(())?;
    let mut legal = Vec::new();
    position.legal_actions(&mut legal);
    legal.choose(rng).copied()
}

/// The legal action after which [`Rules::heuristic`] is highest for the
/// player to move (ties broken by `rng`); an action that wins at once is
/// always taken. `None` when the game is over or nothing is legal.
pub fn greedy_action<R: Rules>(position: &R, rng: &mut SmallRng) -> Option<R::Action> {
    let me = position.to_move()?;
    finished(position).is_none().then_some(())?;
    let mut legal = Vec::new();
    position.legal_actions(&mut legal);
    legal.shuffle(rng);
    let mut best = None;
    let mut best_score = f32::NEG_INFINITY;
    for &a in &legal {
        let mut p = position.clone();
        if p.apply(a).is_err() {
            continue;
        }
        let score = match p.result() {
            Some(Outcome::Win(w)) if w == me => return Some(a),
            Some(Outcome::Win(_)) => f32::MIN,
            _ => p.heuristic(me),
        };
        // Shuffled first: the first of equal scores is a random one.
        if best.is_none() || score > best_score {
            best = Some(a);
            best_score = score;
        }
    }
    best
}

/// One decision for the player to move: `None` when the game is over or
/// nothing is legal (the caller applies [`Rules::forced_pass`]). A time
/// budget goes to this one decision.
pub fn choose_action<R: Rules>(position: &R, spec: &PlayerSpec, seed: u64) -> Option<R::Action> {
    let mut rng = SmallRng::seed_from_u64(seed);
    match spec {
        PlayerSpec::Random => random_action(position, &mut rng),
        PlayerSpec::Greedy => greedy_action(position, &mut rng),
        PlayerSpec::Mcts(cfg) if solver_plays(position, cfg) => {
            super::solver::search(position, cfg, seed, None).map(|r| r.result.action)
        }
        PlayerSpec::Mcts(cfg) => search(position, cfg, seed, None).map(|r| r.action),
    }
}

/// The rest of the turn of the player to move: actions to apply in order,
/// until the turn or the game ends. Empty when the game is over or the
/// player has nothing legal (the rules pass them: [`Rules::forced_pass`]).
pub fn choose_turn<R: Rules>(position: &R, spec: &PlayerSpec, seed: u64) -> Vec<R::Action> {
    choose_turn_stats(position, spec, seed).0
}

/// Does the solver core play `cfg` here (rather than the classic one)?
pub fn solver_plays<R: Rules>(position: &R, cfg: &SearchConfig) -> bool {
    match cfg.core {
        Core::Solver => true,
        Core::Classic => false,
        Core::Best => position.solver_is_stronger(),
    }
}

/// Could the turn go on after one of the legal actions?
fn turn_may_continue<R: Rules>(position: &R) -> bool {
    let mut legal = Vec::new();
    position.legal_actions(&mut legal);
    legal.iter().any(|&a| {
        let mut p = position.clone();
        matches!(p.apply(a), Ok(Progress::Continues))
    })
}

/// The share of a turn's time budget for the decision now: all that is
/// left when the turn ends with this action, else 60 % of it.
fn decision_deadline<R: Rules>(position: &R, cfg: &SearchConfig, start: Instant) -> Instant {
    let cap = start + HARD_CAP;
    match cfg.budget {
        Budget::Iterations(_) => cap,
        Budget::Millis(ms) => {
            let end = (start + Duration::from_millis(ms)).min(cap);
            let now = Instant::now();
            let left = end.saturating_duration_since(now);
            if turn_may_continue(position) {
                now + left * 3 / 5
            } else {
                end
            }
        }
    }
}

/// [`choose_turn`] with what it cost. Time budgets are per turn (the first
/// decision of a turn that may go on gets 60 % of it, the next 60 % of the
/// rest, the last all that is left); iteration budgets are per decision,
/// halved after the first decision of a turn, whose trees the later
/// decisions continue.
pub fn choose_turn_stats<R: Rules>(
    position: &R,
    spec: &PlayerSpec,
    seed: u64,
) -> (Vec<R::Action>, TurnStats) {
    let (actions, stats, _) = choose_turn_kept(position, spec, seed, Kept::default());
    (actions, stats)
}

/// [`choose_turn_stats`] that starts from the trees this player kept from
/// its last turn (rooted at `position`: [`Kept::follow`] the actions played
/// since) and gives back its trees after its turn, for the next one. Only
/// the solver core keeps trees, and only with `reuse` on; the classic core
/// (the fixed reference) and the baselines start afresh each turn and give
/// nothing back.
pub fn choose_turn_kept<R: Rules>(
    position: &R,
    spec: &PlayerSpec,
    seed: u64,
    kept: Kept<R>,
) -> (Vec<R::Action>, TurnStats, Kept<R>) {
    let start = Instant::now();
    let mut stats = TurnStats::default();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut p = position.clone();
    let mut actions = Vec::new();
    let Some(mover) = p.to_move() else {
        return (actions, stats, Kept::default());
    };
    let reuse = matches!(spec, PlayerSpec::Mcts(cfg) if cfg.reuse && solver_plays(position, cfg));
    let mut forest = Forest::default();
    let mut solver_forest = if reuse {
        kept.into_forest()
    } else {
        super::solver::Forest::default()
    };
    while finished(&p).is_none() && p.to_move() == Some(mover) {
        let action = match spec {
            PlayerSpec::Random => random_action(&p, &mut rng),
            PlayerSpec::Greedy => greedy_action(&p, &mut rng),
            PlayerSpec::Mcts(cfg) => {
                let mut cfg = *cfg;
                if let (Budget::Iterations(n), false) = (cfg.budget, actions.is_empty()) {
                    cfg.budget = Budget::Iterations((n / 2).max(1));
                }
                let deadline = decision_deadline(&p, &cfg, start);
                let decision_seed = seed.wrapping_add((actions.len() as u64 + 1) * 0x9E37);
                if solver_plays(&p, &cfg) {
                    let kept = std::mem::take(&mut solver_forest);
                    super::solver::search_with(&p, &cfg, decision_seed, Some(deadline), kept).map(
                        |(r, trees)| {
                            stats.iterations += r.result.iterations;
                            stats.playouts += r.result.playouts;
                            solver_forest = trees.advance(r.result.action);
                            r.result.action
                        },
                    )
                } else {
                    let kept = std::mem::take(&mut forest);
                    search_with(&p, &cfg, decision_seed, Some(deadline), kept).map(|(r, trees)| {
                        stats.iterations += r.iterations;
                        stats.playouts += r.playouts;
                        forest = trees.advance(r.action);
                        r.action
                    })
                }
            }
        };
        let Some(action) = action else { break };
        stats.decisions += 1;
        let progress = p.apply(action);
        actions.push(action);
        if !matches!(progress, Ok(Progress::Continues)) {
            break;
        }
    }
    stats.elapsed = start.elapsed();
    let kept = if reuse {
        Kept::from_forest(solver_forest).follow(&[])
    } else {
        Kept::default()
    };
    (actions, stats, kept)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bridges::{Position, Record};

    fn replay(text: &str) -> Position {
        Record::parse(text).unwrap().position
    }

    fn iters(n: u64, threads: usize) -> SearchConfig {
        let mut cfg = SearchConfig::new(Budget::Iterations(n));
        cfg.threads = threads;
        cfg
    }

    #[test]
    fn the_search_spends_its_iteration_budget_and_visits_legal_actions() {
        let p = replay("size 5\nC3\nA1\n");
        let r = search(&p, &iters(500, 1), 3, None).unwrap();
        assert_eq!(r.iterations, 500);
        let mut legal = Vec::new();
        p.legal_actions(&mut legal);
        assert!(legal.contains(&r.action));
        for s in &r.actions {
            assert!(legal.contains(&s.action), "{:?}", s.action);
            assert!((0.0..=1.0).contains(&s.value));
        }
        // The root's children: every legal action was tried once at least.
        assert_eq!(r.actions.len(), legal.len());
        assert_eq!(r.actions.iter().map(|s| s.visits).sum::<u64>(), 500);
    }

    #[test]
    fn threads_split_the_budget_and_sum_their_roots() {
        let p = replay("size 5\nC3\nA1\n");
        let r = search(&p, &iters(301, 3), 3, None).unwrap();
        assert_eq!(r.iterations, 303); // 101 per thread
        assert_eq!(r.actions.iter().map(|s| s.visits).sum::<u64>(), 303);
    }

    #[test]
    fn a_kept_tree_is_rooted_at_the_chosen_child() {
        let p = replay("size 5\nC3\nA1\n");
        let (r, forest) = search_with(&p, &iters(800, 1), 5, None, Forest::default()).unwrap();
        let child_visits = r.actions[0].visits;
        let kept = forest.advance(r.action);
        assert_eq!(kept.visits(), child_visits);
        let mut q = p.clone();
        Rules::apply(&mut q, r.action).unwrap();
        // The kept tree goes on from there and stays consistent.
        let (r2, _) = search_with(&q, &iters(200, 1), 6, None, kept).unwrap();
        let mut legal = Vec::new();
        q.legal_actions(&mut legal);
        assert!(legal.contains(&r2.action));
        assert_eq!(
            r2.actions.iter().map(|s| s.visits).sum::<u64>(),
            child_visits + 200 - 1
        );
    }

    #[test]
    fn nothing_to_decide_when_over() {
        let over = replay("size 5\nA1\npass\npass\n");
        assert!(Rules::result(&over).is_some());
        assert!(search(&over, &iters(10, 1), 1, None).is_none());
        assert!(choose_turn(&over, &PlayerSpec::Greedy, 1).is_empty());
        assert!(choose_turn(&over, &PlayerSpec::Random, 1).is_empty());
    }

    #[test]
    fn a_turn_is_whole() {
        let p = replay("size 6\nC3\nA1\n");
        for spec in [
            PlayerSpec::Random,
            PlayerSpec::Greedy,
            PlayerSpec::mcts_iterations(200),
        ] {
            let turn = choose_turn(&p, &spec, 9);
            let mut q = p.clone();
            let mover = Rules::to_move(&q);
            for (i, &a) in turn.iter().enumerate() {
                let progress = Rules::apply(&mut q, a).unwrap();
                assert_eq!(progress == Progress::Ended, i + 1 == turn.len(), "{spec}");
            }
            assert_ne!(Rules::to_move(&q), mover, "{spec}");
        }
    }
}
