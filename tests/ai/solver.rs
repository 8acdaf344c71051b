//! The solver search (`search::solver`, `mcts:MS`) and the games'
//! evaluations: proofs of won and lost positions that back up exactly, the
//! winning move played, and each evaluation ranking an obviously better
//! position higher.

use bridges_bot::games::avanco::{Avanco, BOARD, WHITE};
use bridges_bot::games::bridges::{Position, Record};
use bridges_bot::games::produto::Produto;
use bridges_bot::games::rastros::{Rastros, FIRST, SECOND};
use bridges_bot::games::sesqui::Sesqui;
use bridges_bot::i18n::{Msg, ToMsg};
use bridges_bot::rules::{Outcome, Progress, Rules};
use bridges_bot::search::{generic, solver};
use bridges_bot::search::{Budget, Core, PlayerSpec, SearchConfig};
use rand::rngs::SmallRng;
use rand::SeedableRng;

// ---------------------------------------------------------------------
// Nim: take 1, 2 or 3 from a pile; who takes the last wins. The mover
// loses exactly when the pile is a multiple of 4.

#[derive(Clone, Debug)]
struct Nim {
    pile: u8,
    mover: usize,
}

#[derive(Debug)]
pub struct NotNow;

impl ToMsg for NotNow {
    fn to_msg(&self) -> Msg {
        Msg::id("game-is-over")
    }
}

impl Rules for Nim {
    type Action = u8;
    type Error = NotNow;

    fn new(_: &[(String, String)]) -> Result<Nim, Msg> {
        Ok(Nim { pile: 9, mover: 0 })
    }
    fn options(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    fn to_move(&self) -> Option<usize> {
        (self.pile > 0).then_some(self.mover)
    }
    fn result(&self) -> Option<Outcome> {
        (self.pile == 0).then_some(Outcome::Win(1 - self.mover))
    }
    fn mid_turn(&self) -> bool {
        false
    }
    fn legal_actions(&self, out: &mut Vec<u8>) {
        out.clear();
        out.extend(1..=self.pile.min(3));
    }
    fn apply(&mut self, take: u8) -> Result<Progress, NotNow> {
        if !(1..=self.pile.min(3)).contains(&take) {
            return Err(NotNow);
        }
        self.pile -= take;
        self.mover = 1 - self.mover;
        Ok(Progress::Ended)
    }
    fn forced_pass(&mut self) -> Option<u8> {
        None
    }
    fn parse_action(&self, text: &str) -> Result<u8, Msg> {
        text.parse().map_err(|_| NotNow.to_msg())
    }
    fn action_text(&self, take: u8) -> String {
        take.to_string()
    }
}

pub fn solver_iters(n: u64) -> SearchConfig {
    let mut cfg = SearchConfig::new(Budget::Iterations(n));
    cfg.core = Core::Solver;
    cfg.threads = 1;
    cfg
}

#[test]
fn proven_results_back_up_exactly() {
    for pile in 5..=14 {
        let p = Nim { pile, mover: 0 };
        let s = solver::search(&p, &solver_iters(200_000), 3, None).unwrap();
        if pile % 4 == 0 {
            assert_eq!(s.proven, Some(0.0), "pile {pile}: a loss for the mover");
        } else {
            assert_eq!(s.proven, Some(1.0), "pile {pile}: a win for the mover");
            assert_eq!(
                s.result.action,
                pile % 4,
                "pile {pile}: leave a multiple of 4"
            );
        }
        // Proven, the search stops: it does not spend the whole budget.
        assert!(s.result.iterations < 200_000, "pile {pile}");
    }
}

fn cells(names: &[&str]) -> u64 {
    names
        .iter()
        .map(|c| 1u64 << BOARD.parse_cell(c).unwrap())
        .fold(0, |a, b| a | b)
}

/// White's runner on d5 is two moves from home; Black's on e3 too, but
/// White moves first. Only a runner move wins: anything else lets Black in.
fn avanco_race() -> Avanco {
    Avanco::from_pieces(cells(&["d5", "a1"]), cells(&["e3", "g7"]), WHITE).unwrap()
}

#[test]
fn the_solver_proves_an_avanco_race_and_plays_the_winning_move() {
    let p = avanco_race();
    let s = solver::search(&p, &solver_iters(50_000), 1, None).unwrap();
    assert_eq!(s.proven, Some(1.0));
    let from = BOARD.parse_cell("d5").unwrap() as u8;
    assert_eq!(s.result.action.from, from, "{:?}", s.result.action);
    // Whatever the move, it wins: Black cannot stop the runner.
    let mut q = p;
    q.apply(s.result.action).unwrap();
    let reply = solver::search(&q, &solver_iters(50_000), 2, None).unwrap();
    assert_eq!(reply.proven, Some(0.0), "Black is lost");
    // The turn driver of `mcts:MS` plays the same move.
    let turn = generic::choose_turn(&p, &PlayerSpec::Mcts(solver_iters(50_000)), 1);
    assert_eq!(turn.len(), 1);
    assert_eq!(turn[0].from, from);
}

#[test]
fn the_classic_search_is_still_there_beside_the_solver() {
    let classic: PlayerSpec = "classic:50".parse().unwrap();
    let mcts: PlayerSpec = "mcts:50".parse().unwrap();
    let core = |s: PlayerSpec| match s {
        PlayerSpec::Mcts(cfg) => cfg.core,
        _ => unreachable!(),
    };
    assert_eq!(core(classic), Core::Classic);
    assert_eq!(core(mcts), Core::Solver);
    // The levels play each game's stronger core, as measured: the solver
    // in every game (in Produto since it counts all moves as first).
    for k in 1..=5 {
        let PlayerSpec::Mcts(cfg) = PlayerSpec::level(k).unwrap() else {
            unreachable!()
        };
        assert_eq!(cfg.core, Core::Best, "level {k}");
        assert!(generic::solver_plays(&Avanco::start(), &cfg));
        assert!(generic::solver_plays(&Position::new(8).unwrap(), &cfg));
        assert!(generic::solver_plays(&Produto::start(), &cfg));
    }
}

#[test]
fn avanco_evaluation_ranks_material_and_races() {
    let start = Avanco::start();
    let even = start.evaluation(WHITE).unwrap();
    let up_a_piece =
        Avanco::from_pieces(start.pieces(0), start.pieces(1) & !cells(&["d7"]), WHITE).unwrap();
    assert!(up_a_piece.evaluation(WHITE).unwrap() > even);
    assert!(avanco_race().evaluation(WHITE).unwrap() > 0.9);
    // Each side's chances add up to one.
    let v = up_a_piece.evaluation(WHITE).unwrap() + up_a_piece.evaluation(1).unwrap();
    assert!((v - 1.0).abs() < 1e-5);
}

#[test]
fn rastros_evaluation_favours_the_side_the_piece_runs_to() {
    // The piece on b2, beside the first player's goal a1.
    let near_first = Rastros::from_parts(8, 9, 0, FIRST).unwrap();
    // The piece on g7, beside the second player's goal h8.
    let near_second = Rastros::from_parts(8, 54, 0, FIRST).unwrap();
    let centre = Rastros::start(8).unwrap();
    let first = |p: &Rastros| p.evaluation(FIRST).unwrap();
    assert!(first(&near_first) > first(&centre));
    assert!(first(&centre) > first(&near_second));
    assert!(near_second.evaluation(SECOND).unwrap() > 0.5);
}

#[test]
fn sesqui_evaluation_favours_the_side_nearer_its_edges() {
    // Black (North–South) has d1 to d6: two cells from joining.
    let column = (0..6).map(|r| 1u64 << (r * 8 + 3)).fold(0, |a, b| a | b);
    let black_ahead = Sesqui::setup(column, 0, [10, 16], 5).unwrap();
    let even = Sesqui::setup(1 << 3, 1 << 24, [15, 15], 5).unwrap();
    assert!(black_ahead.evaluation(0).unwrap() > even.evaluation(0).unwrap());
    assert!(black_ahead.evaluation(0).unwrap() > 0.5);
    assert!(black_ahead.evaluation(1).unwrap() < 0.5);
}

/// Positions of random games (`seed`), after `after` actions.
fn random_positions<R: Rules>(start: &R, after: usize, games: u64) -> Vec<R> {
    (0..games)
        .filter_map(|seed| {
            let mut rng = SmallRng::seed_from_u64(seed);
            let mut p = start.clone();
            for _ in 0..after {
                let a = p.random_action(&mut rng)?;
                p.apply(a).ok()?;
            }
            p.result().is_none().then_some(p)
        })
        .collect()
}

/// Produto has no evaluation (the products as they stand misjudge even
/// the last turns: docs/ai.md), so the solver plays its endgame by proof:
/// on Black's last turn (two stones on the last two cells, either colour
/// each) it finds a winning pair whenever there is one.
#[test]
fn the_solver_plays_produtos_last_turn_by_proof() {
    let start = Produto::start();
    assert_eq!(start.evaluation(0), None);
    let mut checked = 0;
    for p in random_positions(&start, 59, 60) {
        assert_eq!(p.to_move(), Some(0));
        let mut first = Vec::new();
        p.legal_actions(&mut first);
        let wins = |a: &<Produto as Rules>::Action| {
            let mut q = p;
            q.apply(*a).unwrap();
            let mut second = Vec::new();
            q.legal_actions(&mut second);
            second.iter().any(|b| {
                let mut r = q;
                r.apply(*b).unwrap();
                r.result() == Some(Outcome::Win(0))
            })
        };
        let can_win = first.iter().any(wins);
        let s = solver::search(&p, &solver_iters(20_000), 5, None).unwrap();
        if can_win {
            assert_eq!(s.proven, Some(1.0));
            let turn = generic::choose_turn(&p, &PlayerSpec::Mcts(solver_iters(20_000)), 5);
            let mut q = p;
            for a in turn {
                q.apply(a).unwrap();
            }
            assert_eq!(q.result(), Some(Outcome::Win(0)));
            checked += 1;
        } else {
            assert_eq!(s.proven, Some(0.0));
        }
    }
    assert!(checked > 0);
}

#[test]
fn bridges_evaluation_follows_the_score() {
    let p: Position = Record::parse("size 8\nD4\nK11\nD10 G7\nL5 F12\n")
        .unwrap()
        .position;
    let mut compared = 0;
    for q in random_positions(&p, 30, 60) {
        let lead = |s: usize| {
            let me = bridges_bot::games::bridges::Player::BOTH[s];
            q.score(me) as i64 - q.score(me.other()) as i64
        };
        // A lead bigger than any one open bridge decides the sign.
        if lead(0) >= 12 {
            assert!(q.evaluation(0).unwrap() > 0.5);
            assert!(q.evaluation(1).unwrap() < 0.5);
            compared += 1;
        }
    }
    assert!(compared > 0);
}
