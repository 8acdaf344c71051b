//! What a game tells the solver search beyond its rules: its playout
//! policy (`Rules::playout_action`) drives the playouts, and progressive
//! widening (`Rules::solver_widens`) opens a node's children in the game's
//! order (`Rules::order_actions`); Bridges supplies its tuned search's
//! policy and prior order.

use super::solver::{solver_iters, NotNow};
use bridges_bot::games::bridges::{Action, Position, Record, Step};
use bridges_bot::i18n::Msg;
use bridges_bot::rules::{Outcome, Progress, Rules};
use bridges_bot::search::solver;
use rand::rngs::SmallRng;
use rand::SeedableRng;

/// Numbers each player may pick, once each.
const WIDTH: u8 = 20;
/// The number every pick must be for the first player to win.
const LUCKY: u8 = 7;
/// Picks in a game, the players in turn (deep enough that a short search
/// proves nothing).
const PICKS: usize = 6;

/// The players pick numbers below [`WIDTH`] in turn, [`PICKS`] in all; the
/// first wins when every pick was [`LUCKY`], else the second. Its playout
/// policy (when `policy`) always picks [`LUCKY`]; with `widens`, the solver
/// widens its nodes and tries the highest numbers first; with `cutoff`, it
/// has that playout cutoff and an evaluation that wrongly calls every
/// position a win for the first player.
#[derive(Clone, Debug)]
struct Pick {
    picks: Vec<u8>,
    policy: bool,
    widens: bool,
    cutoff: Option<u32>,
}

impl Pick {
    fn start(policy: bool, widens: bool) -> Pick {
        Pick {
            picks: Vec::new(),
            policy,
            widens,
            cutoff: None,
        }
    }
}

impl Rules for Pick {
    type Action = u8;
    type Error = NotNow;

    fn new(_: &[(String, String)]) -> Result<Pick, Msg> {
        Ok(Pick::start(false, false))
    }
    fn options(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    fn to_move(&self) -> Option<usize> {
        (self.picks.len() < PICKS).then_some(self.picks.len() % 2)
    }
    fn result(&self) -> Option<Outcome> {
        (self.picks.len() == PICKS).then(|| {
            if self.picks.iter().all(|&n| n == LUCKY) {
                Outcome::Win(0)
            } else {
                Outcome::Win(1)
            }
        })
    }
    fn mid_turn(&self) -> bool {
        false
    }
    fn legal_actions(&self, out: &mut Vec<u8>) {
        out.clear();
        if self.picks.len() < PICKS {
            out.extend(0..WIDTH);
        }
    }
    fn apply(&mut self, n: u8) -> Result<Progress, NotNow> {
        if n >= WIDTH || self.picks.len() >= PICKS {
            return Err(NotNow);
        }
        self.picks.push(n);
        Ok(Progress::Ended)
    }
    fn forced_pass(&mut self) -> Option<u8> {
        None // every pick has a number left
    }
    fn action_text(&self, n: u8) -> String {
        format!("{n}")
    }
    fn parse_action(&self, text: &str) -> Result<u8, Msg> {
        text.trim()
            .parse::<u8>()
            .map_err(|_| Msg::id("game-is-over"))
    }
    fn order_actions(&self, actions: &mut [u8]) {
        actions.sort_by(|a, b| b.cmp(a));
    }
    fn solver_widens(&self) -> bool {
        self.widens
    }
    fn solver_cutoff(&self) -> u32 {
        self.cutoff.unwrap_or(4)
    }
    fn evaluation(&self, seat: usize) -> Option<f32> {
        self.cutoff.map(|_| if seat == 0 { 1.0 } else { 0.0 })
    }
    fn playout_action(&self, rng: &mut SmallRng) -> Option<u8> {
        if self.policy {
            self.to_move().map(|_| LUCKY)
        } else {
            self.random_action(rng)
        }
    }
}

#[test]
fn solver_playouts_follow_the_games_policy() {
    let mut won = [0, 0];
    for (k, policy) in [false, true].into_iter().enumerate() {
        for seed in 0..40 {
            let mut p = Pick::start(policy, false);
            let mut rng = SmallRng::seed_from_u64(seed);
            let (value, judged) = solver::playout(&mut p, 4, &mut rng);
            assert!(!judged, "Pick has no evaluation: played to the end");
            assert_eq!(p.picks.len(), PICKS);
            if value == 1.0 {
                won[k] += 1;
            }
        }
    }
    // The policy picks the lucky number every time; uniform picks rarely.
    assert_eq!(won[1], 40);
    assert_eq!(won[0], 0);
}

#[test]
fn widening_opens_children_in_the_games_order() {
    let mut cfg = solver_iters(30);
    cfg.widening = 1.0;
    let visited = |widens: bool| -> Vec<u8> {
        let s = solver::search(&Pick::start(false, widens), &cfg, 5, None).unwrap();
        let mut v: Vec<u8> = s
            .result
            .actions
            .iter()
            .filter(|a| a.visits > 0)
            .map(|a| a.action)
            .collect();
        v.sort_unstable();
        v
    };
    // 30 visits at the root: at most 1 + √30 children, the highest first.
    let widened = visited(true);
    assert!(widened.len() >= 3, "{widened:?}");
    assert!(widened.len() <= 6, "{widened:?}");
    let top: Vec<u8> = (WIDTH - widened.len() as u8..WIDTH).collect();
    assert_eq!(widened, top);
    // Without widening, the same budget tries every number.
    assert_eq!(visited(false).len(), usize::from(WIDTH));
}

#[test]
fn a_widening_node_judges_only_the_children_its_window_opened() {
    let judged = |widens: bool| {
        let p = Pick::start(false, widens);
        solver::search(&p, &solver_iters(2), 5, None)
            .unwrap()
            .evaluations
    };
    // Two iterations: the root is expanded on the first and visited
    // again on the second (the child visited first may be expanded too).
    // Without widening each expansion makes and judges all 20 children;
    // widening (pw = 2), only those its window opens, 1 + 2·√visits: one
    // at the root's first visit, three at its second, three at a child's.
    assert!(judged(false) >= 20);
    let lazy = judged(true);
    assert!((3..=6).contains(&lazy), "{lazy}");
}

#[test]
fn playouts_stop_at_the_games_cutoff_unless_the_spec_sets_one() {
    // The first player's chance as the search sees it: the evaluation
    // (always a win) where playouts are cut, the real loss where not.
    let value = |game_cutoff: u32, spec_cutoff: Option<u32>| {
        let mut p = Pick::start(false, false);
        p.cutoff = Some(game_cutoff);
        let mut cfg = solver_iters(200);
        cfg.cutoff = spec_cutoff;
        solver::search(&p, &cfg, 9, None).unwrap().result.value
    };
    assert!(value(0, None) > 0.9);
    assert!(value(10_000, None) < 0.1);
    assert!(value(10_000, Some(0)) > 0.9);
    assert!(value(0, Some(10_000)) < 0.1);
    // Bridges plays its playouts to the end.
    assert!(Position::new(8).unwrap().solver_cutoff() >= 10_000);
}

fn bridges(record: &str) -> Position {
    Record::parse(record).unwrap().position
}

#[test]
fn bridges_gives_the_solver_its_tuned_policy_and_order() {
    // Orange to move with two 3-point bridges open (A1–A5, A1–E1).
    let p = bridges("size 5\nA1\nI9\nA5 E1\nI5\n");
    let is_bridge = |a: Option<Action>| matches!(a, Some(Action::Step(Step::Bridge(..))));
    let mut rng = SmallRng::seed_from_u64(3);
    let policy = (0..200)
        .filter(|_| is_bridge(p.playout_action(&mut rng)))
        .count();
    let uniform = (0..200)
        .filter(|_| is_bridge(p.random_action(&mut rng)))
        .count();
    // The policy builds the longest bridge 90 % of the time; a uniform
    // pick among some 80 cells and 2 bridges seldom.
    assert!(policy > 160, "{policy}");
    assert!(uniform < 40, "{uniform}");
    // The order puts the bridges first, then what opens bridges.
    let mut actions = Vec::new();
    p.legal_actions(&mut actions);
    p.order_actions(&mut actions);
    assert!(is_bridge(Some(actions[0])) && is_bridge(Some(actions[1])));
    assert!(!is_bridge(Some(actions[2])));
    assert!(p.solver_widens());
}

#[test]
fn a_bridges_playout_is_worth_its_result_and_margin() {
    use bridges_bot::games::bridges::Player;
    let mut rng = SmallRng::seed_from_u64(11);
    let mut margins = Vec::new();
    for _ in 0..30 {
        // A whole game by the playout policy, then a playout from its end.
        let mut p = Position::new(5).unwrap();
        let (value, judged) = solver::playout(&mut p, 10_000, &mut rng);
        assert!(!judged && p.is_over());
        let lead = p.score(Player::Orange) as f32 - p.score(Player::LightBlue) as f32;
        let margin = 0.5 + 0.5 * (lead / 6.0).tanh();
        // 0.85 the result for the first seat (Orange), 0.15 the margin.
        let result = match Rules::result(&p) {
            Some(Outcome::Win(0)) => 1.0,
            Some(Outcome::Win(_)) => 0.0,
            _ => 0.5,
        };
        assert!(
            (value - (0.85 * result + 0.15 * margin)).abs() < 1e-5,
            "{value} {lead}"
        );
        margins.push(lead);
    }
    // Wins by more are worth more: the playouts differ in their margins.
    assert!(margins.iter().any(|&l| l != margins[0]), "{margins:?}");
}
