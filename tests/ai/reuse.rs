//! Tree reuse between turns (`search::solver::Kept`,
//! `Played::ai_turn_kept`): the solver's trees follow the actions played
//! and carry what they learned into the player's next turn, bounded, and
//! trees of another game or another core are never used.

use bridges_bot::games::avanco::{Avanco, BOARD, WHITE};
use bridges_bot::games::{Kind, Played};
use bridges_bot::rules::Rules;
use bridges_bot::search::{generic, solver};
use bridges_bot::search::{Budget, Core, PlayerSpec, SearchConfig};

fn solver_iters(n: u64) -> PlayerSpec {
    let mut cfg = SearchConfig::new(Budget::Iterations(n));
    cfg.core = Core::Solver;
    cfg.threads = 1;
    cfg.reuse = true;
    PlayerSpec::Mcts(cfg)
}

fn legal<R: Rules>(p: &R) -> Vec<R::Action> {
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    v
}

#[test]
fn the_trees_of_a_turn_follow_the_reply_into_the_next_turn() {
    let start = Avanco::start();
    let spec = solver_iters(3000);
    let (turn, _, kept) = generic::choose_turn_kept(&start, &spec, 1, solver::Kept::default());
    assert_eq!(turn.len(), 1);
    let mut p = start;
    p.apply(turn[0]).unwrap();
    // Kept: rooted after the AI's move, every reply of the opponent known.
    let replies = kept.actions();
    assert_eq!(replies.len(), legal(&p).len());
    let &(reply, seen) = replies.iter().max_by_key(|(_, v)| *v).unwrap();
    assert!(seen > 0);
    let kept = kept.follow(&[reply]);
    assert_eq!(kept.visits(), seen, "the reply's subtree, its visits whole");
    p.apply(reply).unwrap();
    let (next, stats, after) = generic::choose_turn_kept(&p, &spec, 2, kept);
    assert_eq!(stats.iterations, 3000);
    assert_eq!(next.len(), 1);
    assert!(legal(&p).contains(&next[0]));
    assert!(after.nodes() > 0);
    // A reply never tried leaves nothing to continue: the next turn
    // searches afresh, and as well.
    let (_, _, kept) = generic::choose_turn_kept(&start, &spec, 1, solver::Kept::default());
    let mut q = start;
    q.apply(turn[0]).unwrap();
    let foreign = legal(&Avanco::start())
        .into_iter()
        .find(|a| !legal(&q).contains(a))
        .unwrap();
    let none = kept.follow(&[foreign]);
    assert_eq!((none.nodes(), none.visits()), (0, 0));
    let (fresh, _, _) = generic::choose_turn_kept(&p, &spec, 2, none);
    assert!(legal(&p).contains(&fresh[0]));
}

fn cells(names: &[&str]) -> u64 {
    names
        .iter()
        .map(|c| 1u64 << BOARD.parse_cell(c).unwrap())
        .fold(0, |a, b| a | b)
}

#[test]
fn a_win_proven_last_turn_is_played_at_once() {
    // White's runner on d5 is two moves from home, and White moves first:
    // only a runner move wins, and the search proves it.
    let race = Avanco::from_pieces(cells(&["d5", "a1"]), cells(&["e3", "g7"]), WHITE).unwrap();
    let spec = solver_iters(50_000);
    let (turn, _, kept) = generic::choose_turn_kept(&race, &spec, 1, solver::Kept::default());
    let mut p = race;
    p.apply(turn[0]).unwrap();
    // Black's reply, whatever it is: White's kept tree already knows it
    // has won, and plays on without searching.
    let reply = legal(&p)[0];
    p.apply(reply).unwrap();
    let kept = kept.follow(&[reply]);
    assert_eq!(kept.proven(WHITE), Some(1.0));
    let (next, stats, _) = generic::choose_turn_kept(&p, &spec, 2, kept);
    assert_eq!(stats.iterations, 0, "a proven tree needs no iteration");
    // A fresh search proves it again: the kept tree played a winning move.
    assert!(legal(&p).contains(&next[0]));
    let mut won = p;
    won.apply(next[0]).unwrap();
    let after = solver::search(&won, &cfg_of(&spec), 3, None);
    assert!(
        won.result() == Some(bridges_bot::rules::Outcome::Win(WHITE))
            || after.is_some_and(|s| s.proven == Some(0.0)),
        "Black is lost after {:?}",
        next[0]
    );
}

fn cfg_of(spec: &PlayerSpec) -> SearchConfig {
    match spec {
        PlayerSpec::Mcts(cfg) => *cfg,
        _ => unreachable!(),
    }
}

#[test]
fn the_classic_core_and_reuse_off_keep_nothing() {
    let start = Avanco::start();
    let mut off = cfg_of(&solver_iters(500));
    off.reuse = false;
    let mut classic = cfg_of(&solver_iters(500));
    classic.core = Core::Classic;
    for cfg in [off, classic] {
        let (turn, _, kept) =
            generic::choose_turn_kept(&start, &PlayerSpec::Mcts(cfg), 1, solver::Kept::default());
        assert_eq!(turn.len(), 1);
        assert_eq!(kept.nodes(), 0, "{}", PlayerSpec::Mcts(cfg));
    }
    // Off unless asked for (it did not measure stronger yet).
    let PlayerSpec::Mcts(default) = "mcts:200".parse().unwrap() else {
        unreachable!()
    };
    assert!(!default.reuse);
    assert_eq!("mcts:200,reuse=on".parse::<PlayerSpec>().unwrap(), {
        let mut cfg = default;
        cfg.reuse = true;
        PlayerSpec::Mcts(cfg)
    });
}

#[test]
fn kept_trees_of_another_game_are_dropped() {
    let spec = solver_iters(800);
    // Two Avanço games that went different ways: the first's trees are
    // not used in the second.
    let mut a = Played::from_start(Avanco::start());
    let (turn, _, kept) = a.ai_turn_kept(&spec, 1, true, None);
    for t in &turn {
        a.apply(*t).unwrap();
    }
    assert!(kept.nodes() > 0);
    let mut b = Played::from_start(Avanco::start());
    let other = legal(b.position())
        .into_iter()
        .find(|m| !turn.contains(m))
        .unwrap();
    b.apply(other).unwrap();
    let (next, _, after) = b.ai_turn_kept(&spec, 2, true, Some(kept));
    assert!(legal(b.position()).contains(&next[0]));
    assert!(after.nodes() > 0);
    // Through the bot's interface: anything but its own trees is ignored.
    let game = Kind::Sesqui.new_game(&[]).unwrap();
    let (plan, _, sesqui_trees) = game.ai_turn_kept(&spec, 3, Some(Box::new(after)));
    assert!(!plan.is_empty());
    let (plan, _, _) = game.ai_turn_kept(&spec, 3, Some(Box::new(7u32)));
    assert!(!plan.is_empty());
    let (plan, _, _) = game.ai_turn_kept(&spec, 3, Some(sesqui_trees));
    assert!(!plan.is_empty());
    let mut g = game.clone_box();
    for a in plan {
        g.play(&a).unwrap();
    }
}
