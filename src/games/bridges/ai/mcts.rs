//! Monte Carlo tree search over single decisions (a step, end of turn, or
//! pass), UCT with progressive widening in a cheap prior order, and
//! root-parallel threads whose root statistics are summed.

use super::policy::{self, place_eval};
use crate::games::bridges::{Action, Player, Position, Step};
use crate::search::core::{self, assemble, mix, plan, single, spend, RootStats};
pub use crate::search::{Budget, Playout, SearchConfig, HARD_CAP, MAX_ITERATIONS};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::time::Instant;

/// Nodes per thread's tree (about 100 bytes each, plus cached orders).
const MAX_NODES: usize = 1_000_000;
/// Actions whose prior order a node caches at first.
const RANKED_PREFIX: usize = 12;

/// Statistics of one root action, summed over the threads.
pub type ActionStats = core::ActionStats<Action>;
/// What a search found.
pub type SearchResult = core::SearchResult<Action>;

/// Reward weights: winning matters most; the score margin breaks ties so the
/// search keeps playing well in won or lost positions.
const WIN_WEIGHT: f64 = 0.85;
const MARGIN_SCALE: f64 = 6.0;

/// Reward for Orange of a finished (or abandoned) game, in 0..=1.
pub fn reward_orange(position: &Position) -> f64 {
    let (o, b) = (
        position.score(Player::Orange) as f64,
        position.score(Player::LightBlue) as f64,
    );
    let outcome = if o != b {
        if o > b {
            1.0
        } else {
            0.0
        }
    } else {
        match position.score_result().winner {
            Some(Player::Orange) => 1.0,
            Some(Player::LightBlue) => 0.0,
            None => 0.5,
        }
    };
    let margin = 0.5 + 0.5 * ((o - b) / MARGIN_SCALE).tanh();
    WIN_WEIGHT * outcome + (1.0 - WIN_WEIGHT) * margin
}

fn reward_for(player: Player, orange: f64) -> f64 {
    match player {
        Player::Orange => orange,
        Player::LightBlue => 1.0 - orange,
    }
}

/// If passing now would end the game: who would win (`Some(None)` = draw).
pub fn pass_would_end(position: &Position) -> Option<Option<Player>> {
    (position.steps_in_turn() == 0 && position.turn() > 1 && position.passes_in_row() == 1)
        .then(|| position.score_result().winner)
}

/// Prior order of an action (higher first); the solver search's move
/// order too (`Rules::order_actions`).
pub fn prior(position: &Position, action: Action) -> i64 {
    match action {
        Action::Step(Step::Bridge(a, b)) => {
            1000 + 8 * policy::bridge_value(position.board(), a, b) as i64
        }
        Action::Step(Step::Place(c)) => {
            4 * place_eval(position, position.to_move(), c).score() as i64
        }
        Action::End => 2,
        Action::Pass => match pass_would_end(position) {
            Some(Some(w)) if w == position.to_move() => 1_000_000,
            Some(None) => -5,
            Some(Some(_)) => -100,
            None => -10,
        },
    }
}

#[inline]
fn action_code(a: Action) -> u64 {
    match a {
        Action::Step(Step::Place(c)) => c.index() as u64,
        Action::Step(Step::Bridge(a, b)) => 0x1_0000 | (a.index() as u64) << 20 | b.index() as u64,
        Action::End => 0x2_0000_0000,
        Action::Pass => 0x3_0000_0000,
    }
}

/// Whether `second`, after `first` in the same turn, only reaches a
/// position that the other order reaches too: two placements (kept with the
/// lower cell first), two bridges (lower first), or a placement and then a
/// bridge that does not use it (kept as bridge, then placement). Both
/// orders are legal whenever one is, so the tree keeps one of them.
fn repeats_another_order(first: Step, second: Action) -> bool {
    let Action::Step(second) = second else {
        return false;
    };
    match (first, second) {
        (Step::Place(a), Step::Place(b)) => b < a,
        (Step::Place(a), Step::Bridge(x, y)) => x != a && y != a,
        (Step::Bridge(..), Step::Bridge(..)) => {
            let key = |s: Step| match s {
                Step::Bridge(x, y) => Step::bridge(x, y),
                s => s,
            };
            key(second) < key(first)
        }
        (Step::Bridge(..), Step::Place(_)) => false,
    }
}

/// Legal actions at the root: never a pass that ends the game in a loss
/// while anything else is possible.
pub fn root_actions(position: &Position) -> Vec<Action> {
    let (mut steps, mut acts) = (Vec::new(), Vec::new());
    policy::legal_actions(position, &mut steps, &mut acts);
    let losing_pass = matches!(pass_would_end(position), Some(Some(w)) if w != position.to_move());
    if losing_pass && acts.len() > 1 {
        acts.retain(|&a| a != Action::Pass);
    }
    acts
}

struct Node {
    action: Action,
    /// The player who chose `action`: values are from its side.
    mover: Player,
    visits: u32,
    total: f64,
    children: Vec<u32>,
    /// Legal actions here, `u32::MAX` until first counted.
    n_actions: u32,
    /// The best actions in prior order (a prefix of all of them).
    ranked: Vec<Action>,
}

impl Node {
    fn new(action: Action, mover: Player) -> Node {
        Node {
            action,
            mover,
            visits: 0,
            total: 0.0,
            children: Vec::new(),
            n_actions: u32::MAX,
            ranked: Vec::new(),
        }
    }
}

/// One thread's search tree; it can be kept for the next decision of the
/// same turn (see [`Forest::advance`]).
pub struct Tree {
    root: Position,
    cfg: SearchConfig,
    nodes: Vec<Node>,
    rng: SmallRng,
    salt: u64,
    steps: Vec<Step>,
    acts: Vec<Action>,
    ranked: Vec<(i64, u64, Action)>,
    playouts: u64,
}

impl Tree {
    fn new(root: &Position, cfg: SearchConfig, seed: u64) -> Tree {
        let root_node = Node::new(Action::Pass, root.to_move().other());
        Tree {
            root: root.clone(),
            cfg,
            nodes: vec![root_node],
            rng: SmallRng::seed_from_u64(seed),
            salt: mix(seed),
            steps: Vec::new(),
            acts: Vec::new(),
            ranked: Vec::new(),
            playouts: 0,
        }
    }

    /// The tree below the root's child for `action`, as a tree rooted at
    /// the position after it (its statistics kept); `None` if this tree
    /// never tried `action`.
    fn advance(self, action: Action) -> Option<Tree> {
        let child = self.nodes[0]
            .children
            .iter()
            .map(|&c| c as usize)
            .find(|&c| self.nodes[c].action == action)?;
        let mut root = self.root;
        if !policy::apply(&mut root, action) {
            return None;
        }
        // Copy the subtree breadth-first, so every node's children follow it.
        let mut old = self.nodes;
        let mut nodes: Vec<Node> = Vec::new();
        let mut queue = std::collections::VecDeque::from([child]);
        while let Some(i) = queue.pop_front() {
            let mut n = std::mem::replace(&mut old[i], Node::new(Action::Pass, Player::Orange));
            let first = nodes.len() + queue.len() + 1;
            for (k, c) in n.children.iter_mut().enumerate() {
                queue.push_back(*c as usize);
                *c = (first + k) as u32;
            }
            nodes.push(n);
        }
        // As an inner node it may have left out steps that repeat another
        // order of the turn; as the root of a decision it offers them all.
        let expanded = nodes[0].children.len();
        nodes[0].ranked.truncate(expanded);
        nodes[0].n_actions = u32::MAX;
        Some(Tree {
            root,
            nodes,
            ..self
        })
    }

    /// The `k`-th action of `node` in prior order; also records how many
    /// actions there are. The ordered prefix is cached at the node and
    /// regrown (doubling) only when the widening reaches its end; the part
    /// already expanded (`ranked[..children]`) is kept as it is.
    fn kth_action(&mut self, node: usize, pos: &Position, k: usize) -> Option<Action> {
        if let Some(&a) = self.nodes[node].ranked.get(k) {
            return Some(a);
        }
        if node == 0 {
            self.acts = root_actions(pos);
        } else {
            policy::legal_actions(pos, &mut self.steps, &mut self.acts);
            if let Action::Step(first) = self.nodes[node].action {
                if self.cfg.one_order && pos.steps_in_turn() == 1 {
                    self.acts.retain(|&a| !repeats_another_order(first, a));
                }
            }
        }
        let have = self.nodes[node].children.len();
        let expanded = &self.nodes[node].ranked[..have];
        let salt = mix(self.salt ^ node as u64);
        self.ranked.clear();
        for &a in &self.acts {
            if !expanded.contains(&a) {
                self.ranked
                    .push((prior(pos, a), mix(salt ^ action_code(a)), a));
            }
        }
        let n = have + self.ranked.len();
        self.nodes[node].n_actions = n as u32;
        if k >= n {
            return None;
        }
        let keep = (2 * k).max(RANKED_PREFIX).min(n) - have;
        let order =
            |x: &(i64, u64, Action), y: &(i64, u64, Action)| y.0.cmp(&x.0).then(y.1.cmp(&x.1));
        if keep < self.ranked.len() {
            self.ranked.select_nth_unstable_by(keep - 1, order);
        }
        self.ranked[..keep].sort_unstable_by(order);
        let ranked = &mut self.nodes[node].ranked;
        ranked.truncate(have);
        ranked.extend(self.ranked[..keep].iter().map(|r| r.2));
        Some(ranked[k])
    }

    fn allowed(&self, visits: u32) -> usize {
        1 + (self.cfg.widening * (visits as f64).sqrt()) as usize
    }

    fn select(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let ln = (n.visits.max(1) as f64).ln();
        let c = self.cfg.exploration;
        let mut best = (f64::NEG_INFINITY, n.children[0] as usize);
        for &ch in &n.children {
            let ch = ch as usize;
            let cn = &self.nodes[ch];
            let v = cn.visits.max(1) as f64;
            let u = cn.total / v + c * (ln / v).sqrt();
            if u > best.0 {
                best = (u, ch);
            }
        }
        best.1
    }

    /// One iteration: descend, add a node, play out, back up.
    fn iterate(&mut self, path: &mut Vec<usize>) {
        let mut pos = self.root.clone();
        path.clear();
        let mut node = 0usize;
        path.push(0);
        loop {
            if pos.is_over() {
                break;
            }
            let (visits, have, n_actions) = {
                let n = &self.nodes[node];
                (n.visits, n.children.len(), n.n_actions)
            };
            let want = self.allowed(visits).min(n_actions as usize);
            if have < want && self.nodes.len() < MAX_NODES {
                if let Some(a) = self.kth_action(node, &pos, have) {
                    let mover = pos.to_move();
                    policy::apply(&mut pos, a);
                    let child = self.nodes.len();
                    self.nodes.push(Node::new(a, mover));
                    self.nodes[node].children.push(child as u32);
                    path.push(child);
                    if !pos.is_over() {
                        policy::playout(&mut pos, self.cfg.playout, &mut self.rng);
                        self.playouts += 1;
                    }
                    break;
                }
                continue; // n_actions is now known; decide again
            }
            if self.nodes[node].children.is_empty() {
                // Node budget exhausted: evaluate from here.
                policy::playout(&mut pos, self.cfg.playout, &mut self.rng);
                self.playouts += 1;
                break;
            }
            node = self.select(node);
            policy::apply(&mut pos, self.nodes[node].action);
            path.push(node);
        }
        let r = reward_orange(&pos);
        for &i in path.iter() {
            let n = &mut self.nodes[i];
            n.visits += 1;
            n.total += reward_for(n.mover, r);
        }
    }
}

/// Search the decision at `position` (a step, end of turn, or pass for the
/// player to move). `None` when the game is over. `deadline` (if any) bounds
/// a time budget further, e.g. to share a turn's time between two steps.
pub fn search(
    position: &Position,
    cfg: &SearchConfig,
    seed: u64,
    deadline: Option<Instant>,
) -> Option<SearchResult> {
    search_with(position, cfg, seed, deadline, Forest::default()).map(|(r, _)| r)
}

/// The threads' trees, kept from one decision to the next within a turn so
/// the second step starts from what the first step's search learned.
pub type Forest = crate::search::forest::Forest<Tree>;

impl crate::search::forest::Regrow for Tree {
    type Action = Action;

    fn advance(self, action: Action) -> Option<Tree> {
        Tree::advance(self, action)
    }

    fn root_visits(&self) -> u64 {
        self.nodes[0].visits as u64
    }
}

impl Forest {
    /// One tree per thread at `position`: each kept one that is rooted
    /// there, new ones for the rest.
    fn into_trees(
        self,
        threads: usize,
        position: &Position,
        cfg: SearchConfig,
        seed: u64,
    ) -> Vec<Tree> {
        let mut kept = self.0.into_iter();
        (0..threads)
            .map(|t| match kept.next() {
                Some(mut tree) if same_position(&tree.root, position) => {
                    tree.cfg = cfg;
                    tree
                }
                _ => Tree::new(position, cfg, mix(seed ^ mix(t as u64 + 1))),
            })
            .collect()
    }
}

/// A cheap check that a kept tree's root is the position searched now.
fn same_position(a: &Position, b: &Position) -> bool {
    a.board().size() == b.board().size()
        && a.turn() == b.turn()
        && a.steps_in_turn() == b.steps_in_turn()
        && a.to_move() == b.to_move()
        && a.bridges() == b.bridges()
        && a.placeable() == b.placeable()
        && Player::BOTH.iter().all(|&p| a.tokens(p) == b.tokens(p))
}

/// [`search`] that starts from kept trees (if they are rooted at
/// `position`) and gives them back for the next decision.
pub fn search_with(
    position: &Position,
    cfg: &SearchConfig,
    seed: u64,
    deadline: Option<Instant>,
    forest: Forest,
) -> Option<(SearchResult, Forest)> {
    let start = Instant::now();
    let acts = root_actions(position);
    if acts.is_empty() {
        return None;
    }
    // Ending a won game by passing needs no thought.
    if matches!(pass_would_end(position), Some(Some(w)) if w == position.to_move()) {
        let mut after = position.clone();
        let _ = after.pass();
        let value = reward_for(position.to_move(), reward_orange(&after));
        return Some((single(Action::Pass, value, start), Forest::default()));
    }
    let threads = cfg.threads.clamp(1, 64);
    let mut budget = cfg.budget;
    if acts.len() == 1 {
        // Forced: only estimate the value, cheaply.
        budget = match budget {
            Budget::Iterations(n) => Budget::Iterations(n.min(100)),
            Budget::Millis(ms) => Budget::Millis(ms.min(20)),
        };
    }
    let (per_thread, deadline) = plan(budget, threads, start, deadline);
    let grow = |mut tree: Tree| {
        let before = tree.playouts;
        let mut path = Vec::with_capacity(64);
        let iterations = spend(per_thread, deadline, || tree.iterate(&mut path));
        let root = &tree.nodes[0];
        let children = root
            .children
            .iter()
            .map(|&c| {
                let n = &tree.nodes[c as usize];
                (n.action, n.visits as u64, n.total)
            })
            .collect();
        let playouts = tree.playouts - before;
        let root = RootStats {
            children,
            iterations,
            playouts,
        };
        (root, tree)
    };
    let trees = forest.into_trees(threads, position, *cfg, seed);
    let (roots, kept): (Vec<_>, Vec<_>) = crate::search::on_threads(trees, threads, grow)
        .into_iter()
        .unzip();
    let result = assemble(
        roots,
        cfg.temperature,
        seed,
        acts[0],
        |a, b| action_code(*a).cmp(&action_code(*b)),
        start,
    );
    Some((result, Forest::from(kept)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bridges::{Cell, Record};
    use crate::search::core::pick_by_visits;

    fn replay(text: &str) -> Position {
        Record::parse(text).unwrap().position
    }

    #[test]
    fn rewards_favour_the_winner_and_the_margin() {
        let p = replay("size 5\nA1\nI9\nA5 A1-A5\npass\npass\n");
        let r = reward_orange(&p);
        assert!(r > WIN_WEIGHT && r <= 1.0, "{r}");
        let q = replay("size 5\nA1\npass\npass\n");
        assert_eq!(reward_orange(&q), 0.5);
    }

    #[test]
    fn a_losing_pass_is_no_root_action_unless_forced() {
        let p = replay("size 5\nA1\nI9\npass\nI5 I5-I9\nE1\npass\n");
        assert_eq!(pass_would_end(&p), Some(Some(Player::LightBlue)));
        let acts = root_actions(&p);
        assert!(!acts.contains(&Action::Pass));
        assert!(!acts.is_empty());
    }

    #[test]
    fn prior_order_puts_bridges_first_and_the_winning_pass_above_all() {
        let p = replay("size 5\nA1\nI9\nA5\nI5\n");
        let mut tree = Tree::new(&p, SearchConfig::new(Budget::Iterations(1)), 1);
        let first = tree.kth_action(0, &p, 0).unwrap();
        assert!(matches!(first, Action::Step(Step::Bridge(..))), "{first:?}");
        let n = tree.nodes[0].n_actions as usize;
        let last = tree.kth_action(0, &p, n - 1).unwrap();
        assert_eq!(last, Action::Pass);
        assert_eq!(tree.kth_action(0, &p, n), None);
        let w = replay("size 5\nA1\nI9\nA5 A1-A5\npass\n");
        assert!(prior(&w, Action::Pass) > prior(&w, Action::Step(Step::Place(Cell(0)))));
    }

    #[test]
    fn a_kept_tree_carries_the_first_steps_search_into_the_second() {
        let p = replay("size 5\nA1\nI9\nA5\n");
        let mut cfg = SearchConfig::new(Budget::Iterations(400));
        cfg.threads = 2;
        let (first, forest) = search_with(&p, &cfg, 3, None, Forest::default()).unwrap();
        let Action::Step(step) = first.action else {
            panic!("a step is best here: {:?}", first.action);
        };
        let chosen = first
            .actions
            .iter()
            .find(|a| a.action == first.action)
            .unwrap();
        let forest = forest.advance(first.action);
        // The chosen child's visits are kept in both trees.
        assert_eq!(forest.visits(), chosen.visits);
        let mut after = p.clone();
        after.play(step).unwrap();
        let (second, forest) = search_with(&after, &cfg, 4, None, forest).unwrap();
        assert_eq!(second.iterations, 400);
        let visits: u64 = second.actions.iter().map(|a| a.visits).sum();
        // All but the visit that created each tree's child reached a
        // grandchild, and are now at the new root's children.
        assert_eq!(visits, chosen.visits - 2 + 400);
        assert!(forest.visits() > 400);
        // A tree rooted elsewhere is not used.
        let (other, _) = search_with(&p, &cfg, 5, None, forest).unwrap();
        let visits: u64 = other.actions.iter().map(|a| a.visits).sum();
        assert_eq!(visits, 400);
    }

    #[test]
    fn a_second_step_is_left_out_only_when_the_other_order_is_kept() {
        let mut rng = SmallRng::seed_from_u64(7);
        let (mut steps, mut seconds) = (Vec::new(), Vec::new());
        let (mut left_out, mut kept) = (0, 0);
        for size in [4u8, 5, 8] {
            let mut p = Position::new(size).unwrap();
            while !p.is_over() {
                if p.turn() > 1 && p.steps_in_turn() == 0 {
                    p.legal_steps(&mut steps);
                    for &first in steps.iter().step_by(5) {
                        let mut after = p.clone();
                        after.play(first).unwrap();
                        if after.steps_in_turn() != 1 {
                            continue;
                        }
                        after.legal_steps(&mut seconds);
                        for &second in &seconds {
                            if !repeats_another_order(first, Action::Step(second)) {
                                kept += 1;
                                continue;
                            }
                            left_out += 1;
                            // The other order is legal, kept, and ends in
                            // the same position.
                            let mut other = p.clone();
                            other.play(second).unwrap();
                            other.play(first).unwrap();
                            let mut this = after.clone();
                            this.play(second).unwrap();
                            let sorted = |q: &Position| {
                                let mut b = q.bridges().to_vec();
                                b.sort_by_key(|b| format!("{b:?}"));
                                b
                            };
                            assert_eq!(sorted(&this), sorted(&other), "{first:?} {second:?}");
                            assert!(this.locked() == other.locked());
                            assert!(this.placeable() == other.placeable());
                            assert_eq!(this.to_move(), other.to_move());
                            for pl in Player::BOTH {
                                assert!(this.tokens(pl) == other.tokens(pl));
                            }
                            assert!(!repeats_another_order(second, Action::Step(first)));
                        }
                    }
                }
                let step = p.random_step(&mut rng);
                match step {
                    Some(s) => {
                        p.play(s).unwrap();
                    }
                    None if p.steps_in_turn() > 0 => p.end_turn().unwrap(),
                    None => p.pass().unwrap(),
                }
            }
        }
        assert!(left_out > 1000 && kept > 1000, "{left_out} {kept}");
    }

    #[test]
    fn a_kept_tree_offers_every_second_step_at_its_new_root() {
        let p = replay("size 5\nA1\nI9\n");
        let cfg = SearchConfig::new(Budget::Iterations(3000));
        let (first, forest) = search_with(&p, &cfg, 3, None, Forest::default()).unwrap();
        let forest = forest.advance(first.action);
        let mut after = p.clone();
        assert!(policy::apply(&mut after, first.action));
        let Action::Step(f) = first.action else {
            panic!("{:?}", first.action)
        };
        let all = root_actions(&after);
        assert!(all.iter().any(|&a| repeats_another_order(f, a)));
        let (second, _) = search_with(&after, &cfg, 4, None, forest).unwrap();
        // Enough visits to widen to every action: the orders the inner node
        // had left out are back at the root, each once.
        let mut seen: Vec<Action> = second.actions.iter().map(|s| s.action).collect();
        seen.sort_by_key(|&a| action_code(a));
        seen.dedup();
        assert_eq!(seen.len(), second.actions.len());
        assert_eq!(seen.len(), all.len());
        assert!(seen.iter().all(|a| all.contains(a)));
    }

    #[test]
    fn temperature_samples_by_visits_and_stays_finite_on_big_counts() {
        let stat = |k: u16, visits| ActionStats {
            action: Action::Step(Step::Place(Cell(k))),
            visits,
            value: 0.5,
        };
        let stats = [stat(1, 3_000_000), stat(2, 1_000_000), stat(3, 0)];
        let mut rng = SmallRng::seed_from_u64(1);
        let mut count = [0; 3];
        for _ in 0..3000 {
            count[pick_by_visits(&stats, 1.0, &mut rng)] += 1;
        }
        // 3:1:0 at temperature 1.
        assert!((2100..2400).contains(&count[0]), "{count:?}");
        assert_eq!(count[2], 0);
        // A tiny temperature on millions of visits: the most visited.
        for _ in 0..100 {
            assert_eq!(pick_by_visits(&stats, 0.01, &mut rng), 0);
        }
        assert_eq!(pick_by_visits(&stats, 0.0, &mut rng), 0);
        assert_eq!(pick_by_visits(&stats[..1], 2.0, &mut rng), 0);
    }

    #[test]
    fn iteration_budget_is_spent_exactly_over_threads() {
        let p = replay("size 5\nA1\nI9\n");
        let mut cfg = SearchConfig::new(Budget::Iterations(301));
        cfg.threads = 3;
        let r = search(&p, &cfg, 9, None).unwrap();
        assert_eq!(r.iterations, 303, "101 per thread");
        let visits: u64 = r.actions.iter().map(|a| a.visits).sum();
        assert_eq!(visits, 303);
        assert!(r.value > 0.0 && r.value < 1.0);
    }
}
