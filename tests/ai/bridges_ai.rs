//! The computer opponent as a player sees it: legal turns, sound endgame
//! passing, taking what wins, determinism, hints, analysis, and the arena CLI.

use bridges_bot::games::arena::{Effort, Verdict};
use bridges_bot::games::bridges::ai::{self, play_game};
use bridges_bot::games::bridges::{Action, Game, Player, Position, Record, Step};
use bridges_bot::search::{Budget, PlayerSpec, SearchConfig};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::process::Command;

fn replay(text: &str) -> Position {
    Record::parse(text).expect("test record replays").position
}

fn iters(n: u64) -> PlayerSpec {
    PlayerSpec::mcts_iterations(n)
}

/// Like level 1: a tiny budget and a randomised final choice.
fn sloppy(n: u64) -> PlayerSpec {
    let mut cfg = SearchConfig::new(Budget::Iterations(n));
    cfg.temperature = 1.0;
    PlayerSpec::Mcts(cfg)
}

/// Apply a turn to a game, asserting every action is legal and that the
/// turn is over afterwards.
fn play_turn(game: &mut Game, actions: &[Action]) {
    let mover = game.position().to_move();
    let turns = game.turns().len();
    assert!(!actions.is_empty() && actions.len() <= 3, "{actions:?}");
    for &a in actions {
        game.act(a)
            .unwrap_or_else(|e| panic!("illegal {a:?} in {actions:?}: {e}"));
    }
    assert_eq!(
        game.turns().len(),
        turns + 1,
        "turn not finished: {actions:?}"
    );
    assert!(game.current_steps().is_empty());
    assert!(game.position().is_over() || game.position().to_move() != mover);
}

#[test]
fn every_player_only_makes_legal_turns_to_the_end_of_the_game() {
    let specs = [
        iters(60),
        sloppy(30),
        PlayerSpec::Greedy,
        PlayerSpec::Random,
    ];
    let mut games = 0;
    for size in [3, 4, 5, 8] {
        for (i, a) in specs.iter().enumerate() {
            let b = &specs[(i + 1) % specs.len()];
            for colour in Player::BOTH {
                let mut effort = [Effort::default(); 2];
                let r = play_game(a, b, size, colour, 7 + i as u64, &mut effort)
                    .unwrap_or_else(|e| panic!("{a} vs {b} on size {size}: {e}"));
                let replayed = Record::parse(&r.record).expect("the record replays");
                assert!(replayed.position.is_over(), "the game ran to its end");
                games += 1;
            }
        }
    }
    assert_eq!(games, 32);
}

#[test]
fn turns_have_the_right_shape_from_any_point_of_a_turn() {
    let mut rng = SmallRng::seed_from_u64(3);
    for g in 0..4u64 {
        let mut game = Game::new(5).unwrap();
        while !game.position().is_over() {
            // Sometimes start the AI in the middle of a turn.
            if game.position().turn() > 1 && rng.gen_bool(0.3) {
                if let Some(step) = game.position().random_step(&mut rng) {
                    game.play(step).unwrap();
                }
            }
            let turn = ai::choose_turn(game.position(), &iters(40), g);
            if game.turns().is_empty() {
                assert!(matches!(turn[..], [Action::Step(_)]), "turn 1: {turn:?}");
            }
            match turn[..] {
                [Action::Pass] | [Action::Step(_)] | [Action::Step(_), Action::Step(_)] => {}
                [Action::Step(_), Action::End] | [Action::End] => {}
                _ => panic!("odd turn {turn:?}"),
            }
            play_turn(&mut game, &turn);
        }
        assert!(ai::choose_turn(game.position(), &iters(40), g).is_empty());
    }
}

/// Orange bridged A1–A5 for 3 points; Light Blue just passed.
const ORANGE_AHEAD_AFTER_PASS: &str = "size 5\nA1\nI9\nA5 A1-A5\npass\n";
/// Light Blue bridged I5–I9 for 3 points; Orange is behind and Light Blue
/// just passed: passing now would lose.
const ORANGE_BEHIND_AFTER_PASS: &str = "size 5\nA1\nI9\npass\nI5 I5-I9\nE1\npass\n";

#[test]
fn passes_to_end_a_won_game_after_the_opponent_passed() {
    let pos = replay(ORANGE_AHEAD_AFTER_PASS);
    assert_eq!(pos.to_move(), Player::Orange);
    for spec in [iters(50), sloppy(20), PlayerSpec::level(1).unwrap()] {
        for seed in 0..5 {
            assert_eq!(
                ai::choose_turn(&pos, &spec, seed),
                vec![Action::Pass],
                "{spec}"
            );
        }
    }
    let mut after = pos.clone();
    after.pass().unwrap();
    assert_eq!(after.result().unwrap().winner, Some(Player::Orange));
}

#[test]
fn never_passes_into_a_loss() {
    let pos = replay(ORANGE_BEHIND_AFTER_PASS);
    assert_eq!(pos.to_move(), Player::Orange);
    assert_eq!(pos.passes_in_row(), 1);
    for spec in [iters(200), sloppy(5), sloppy(1)] {
        for seed in 0..8 {
            let turn = ai::choose_turn(&pos, &spec, seed);
            assert_ne!(
                turn[0],
                Action::Pass,
                "{spec} seed {seed} passed into a loss"
            );
        }
    }
}

/// Positions from random games (boards 3 and 4) where the player to move is
/// not winning, but one bridge puts it ahead and leaves the opponent without
/// any legal step: a free, winning bridge.
fn free_winning_bridges(wanted: usize) -> Vec<Position> {
    let mut found = Vec::new();
    let mut steps = Vec::new();
    for seed in 0..4000u64 {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut pos = Position::new(3 + (seed % 2) as u8).unwrap();
        while !pos.is_over() {
            if pos.turn() > 1 && pos.steps_in_turn() == 0 {
                let me = pos.to_move();
                let not_winning = pos.score_result().winner != Some(me);
                pos.legal_steps(&mut steps);
                let wins = steps.iter().any(|&s| {
                    let mut p = pos.clone();
                    matches!(s, Step::Bridge(..))
                        && p.play(s).is_ok()
                        && p.score_result().winner == Some(me)
                        && p.end_turn().is_ok()
                        && !p.has_legal_step()
                });
                if not_winning && wins {
                    found.push(pos.clone());
                    if found.len() == wanted {
                        return found;
                    }
                    break;
                }
            }
            match pos.random_step(&mut rng) {
                Some(s) => {
                    pos.play(s).unwrap();
                }
                None if pos.steps_in_turn() > 0 => pos.end_turn().unwrap(),
                None => pos.pass().unwrap(),
            }
        }
    }
    found
}

#[test]
fn takes_a_free_winning_bridge_and_wins() {
    let positions = free_winning_bridges(6);
    assert!(positions.len() >= 3, "found only {}", positions.len());
    for (i, pos) in positions.iter().enumerate() {
        let me = pos.to_move();
        let turn = ai::choose_turn(pos, &iters(400), i as u64);
        assert!(
            turn.iter()
                .any(|a| matches!(a, Action::Step(Step::Bridge(..)))),
            "position {i}: no bridge in {turn:?}"
        );
        // Play on, the AI against itself: the side that bridged wins.
        let mut p = pos.clone();
        let mut turn = turn;
        let mut seed = 100;
        while !p.is_over() {
            for a in &turn {
                match a {
                    Action::Step(s) => p.play(*s).map(|_| ()),
                    Action::Pass => p.pass(),
                    Action::End => p.end_turn(),
                }
                .unwrap();
            }
            seed += 1;
            turn = ai::choose_turn(&p, &iters(200), seed);
        }
        assert_eq!(p.result().unwrap().winner, Some(me), "position {i}");
    }
}

#[test]
fn same_seed_and_iteration_budget_give_the_same_turns() {
    let pos = replay("size 8\nD4\nK11\nD10 G7\n");
    for seed in [1u64, 99] {
        let a = ai::choose_turn(&pos, &iters(1500), seed);
        let b = ai::choose_turn(&pos, &iters(1500), seed);
        assert_eq!(a, b);
        let ra = ai::search(
            &pos,
            &SearchConfig::new(Budget::Iterations(800)),
            seed,
            None,
        )
        .unwrap();
        let rb = ai::search(
            &pos,
            &SearchConfig::new(Budget::Iterations(800)),
            seed,
            None,
        )
        .unwrap();
        assert_eq!(ra.actions, rb.actions);
        assert_eq!(ra.iterations, 800);
    }
    // Whole matches replay too.
    let run = || {
        let mut effort = [Effort::default(); 2];
        play_game(
            &iters(80),
            &PlayerSpec::Greedy,
            5,
            Player::Orange,
            5,
            &mut effort,
        )
        .unwrap()
        .record
    };
    assert_eq!(run(), run());
}

#[test]
fn beats_the_random_player_with_a_small_budget() {
    let (mut wins, mut games) = (0, 0);
    for seed in 0..4 {
        let colour = if seed % 2 == 0 {
            Player::Orange
        } else {
            Player::LightBlue
        };
        let mut effort = [Effort::default(); 2];
        let r = play_game(
            &iters(300),
            &PlayerSpec::Random,
            5,
            colour,
            seed,
            &mut effort,
        )
        .unwrap();
        games += 1;
        wins += (r.outcome == Verdict::Win) as u32;
    }
    assert!(wins >= 3, "{wins} of {games}");
}

#[test]
fn hint_explains_the_winning_pass() {
    let pos = replay(ORANGE_AHEAD_AFTER_PASS);
    let h = ai::hint_with(&pos, &SearchConfig::new(Budget::Iterations(100)), 1).unwrap();
    assert_eq!(h.action, Action::Pass);
    assert_eq!(h.text, "pass");
    assert!(
        h.reason.to_string().contains("ends the game and you win"),
        "{}",
        h.reason
    );
}

#[test]
fn hint_points_at_a_winning_bridge() {
    for (i, pos) in free_winning_bridges(3).iter().enumerate() {
        let h = ai::hint_with(pos, &SearchConfig::new(Budget::Iterations(400)), i as u64).unwrap();
        assert!(matches!(h.action, Action::Step(Step::Bridge(..))), "{h:?}");
        assert!(h.text.starts_with("bridge "), "{h:?}");
        assert!(h.reason.to_string().contains("point"), "{}", h.reason);
        assert!(h.value > 0.5, "{h:?}");
    }
    let over = replay("size 5\nA1\npass\npass\n");
    assert!(ai::hint(&over, 1).is_none());
}

#[test]
fn analysis_finds_the_pass_that_threw_the_game() {
    // Orange is behind after Light Blue passed, yet passes: the game ends lost.
    let text = format!("{ORANGE_BEHIND_AFTER_PASS}pass\n");
    let record = Record::parse(&text).unwrap().record;
    let a = ai::analyse(&record, Budget::Iterations(600), 3).unwrap();
    assert_eq!(a.orange_values.len(), record.turns.len() + 1);
    let m = a.mistakes[0].as_ref().expect("Orange's mistake");
    assert_eq!(m.player, Player::Orange);
    assert_eq!(m.turn, 7);
    assert_eq!(m.played, "pass");
    assert_ne!(m.better, "pass");
    assert!(m.drop() > 0.3, "{m:?}");
}

#[test]
fn arena_cli_smoke() {
    let out = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(["arena", "--a", "iters:40", "--b", "greedy", "--games", "3"])
        .args(["--size", "5", "--seed", "4"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let last = stdout.lines().last().unwrap();
    let words: Vec<&str> = last.split(' ').collect();
    assert_eq!(words.len(), 7, "{last}");
    assert_eq!(
        (words[0], words[2], words[4], words[6]),
        ("A:", "wins,", "draws,", "losses")
    );
    let n: Vec<u32> = [1, 3, 5]
        .iter()
        .map(|&i| words[i].parse().unwrap())
        .collect();
    assert_eq!(n.iter().sum::<u32>(), 3, "{last}");
    assert_eq!(stdout.lines().filter(|l| l.starts_with("game ")).count(), 3);
    assert!(stdout.contains("Elo difference"));

    let bad = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(["arena", "--a", "level:9", "--b", "random"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("level must be 1 to 5"));
}
