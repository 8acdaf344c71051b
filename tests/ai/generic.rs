//! The generic search (`ai::generic`) on tiny games written here, whose best
//! moves are known, and on Bridges' `Position`: legal actions only, wins
//! taken, forced passes, whole turns, determinism, strength against
//! `random`, and the arena.

use bridges_bot::games::arena::{play_generic_game, Effort, Tally, Verdict};
use bridges_bot::games::bridges::{Position, Record};
use bridges_bot::games::view::Tone;
use bridges_bot::search::generic::{self, choose_action, choose_turn, search};
use bridges_bot::search::{Budget, PlayerSpec, SearchConfig};
// The search plays any `Rules`; the arena keeps a record, so it asks for a
// kind too (these toy games borrow one).
use bridges_bot::games::{Kind, Registered, SeatInfo};
use bridges_bot::i18n::{Msg, ToMsg};
use bridges_bot::rules::{Outcome, Progress, Rules};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use std::process::Command;

// ---------------------------------------------------------------------
// Line3: 4×4 board, three in a row wins. Turn 1 is one stone, every later
// turn two (so turns have several actions). A full board is a draw.

#[derive(Clone, Debug)]
struct Line3 {
    cells: [u8; 16],
    mover: usize,
    placed: u8,
    turn: u32,
    result: Option<Outcome>,
}

fn lines() -> Vec<[usize; 3]> {
    let mut out = Vec::new();
    let at = |r: i32, c: i32| (r * 4 + c) as usize;
    for r in 0..4 {
        for c in 0..4 {
            for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                let (r2, c2) = (r + 2 * dr, c + 2 * dc);
                if (0..4).contains(&r2) && (0..4).contains(&c2) {
                    out.push([at(r, c), at(r + dr, c + dc), at(r2, c2)]);
                }
            }
        }
    }
    out
}

const SEATS: [SeatInfo; 2] = [
    SeatInfo {
        name: "Cross",
        key: "cross",
        tone: Tone::Black,
        words: &["cross"],
        local_words: &[],
    },
    SeatInfo {
        name: "Nought",
        key: "nought",
        tone: Tone::White,
        words: &["nought"],
        local_words: &[],
    },
];

impl Registered for Line3 {
    const KIND: Kind = Kind::Sesqui;
    const SEATS: [SeatInfo; 2] = SEATS;
}

impl Registered for PassNim {
    const KIND: Kind = Kind::Produto;
    const SEATS: [SeatInfo; 2] = SEATS;
}

impl Line3 {
    /// A position from a picture: `x`, `o`, `.` row by row; the mover and
    /// the stones already placed in this turn.
    fn from(picture: &str, mover: usize, placed: u8) -> Line3 {
        let mut cells = [0u8; 16];
        for (i, ch) in picture.chars().filter(|c| !c.is_whitespace()).enumerate() {
            cells[i] = match ch {
                'x' => 1,
                'o' => 2,
                _ => 0,
            };
        }
        Line3 {
            cells,
            mover,
            placed,
            turn: 5,
            result: None,
        }
    }
}

/// A toy game's error: a message id that no catalog holds reads as itself.
#[derive(Debug)]
struct Toy(&'static str);

impl ToMsg for Toy {
    fn to_msg(&self) -> Msg {
        Msg::id(self.0)
    }
}

impl Rules for Line3 {
    type Action = u8;
    type Error = Toy;

    fn new(options: &[(String, String)]) -> Result<Line3, Msg> {
        if !options.is_empty() {
            return Err(Toy("option-none").to_msg());
        }
        Ok(Line3 {
            cells: [0; 16],
            mover: 0,
            placed: 0,
            turn: 1,
            result: None,
        })
    }
    fn options(&self) -> Vec<(String, String)> {
        Vec::new()
    }
    fn to_move(&self) -> Option<usize> {
        self.result.is_none().then_some(self.mover)
    }
    fn result(&self) -> Option<Outcome> {
        self.result
    }
    fn mid_turn(&self) -> bool {
        self.placed > 0
    }
    fn legal_actions(&self, out: &mut Vec<u8>) {
        out.clear();
        if self.result.is_none() {
            out.extend((0..16u8).filter(|&i| self.cells[i as usize] == 0));
        }
    }
    fn apply(&mut self, a: u8) -> Result<Progress, Toy> {
        if self.result.is_some() {
            return Err(Toy("game-is-over"));
        }
        if a >= 16 || self.cells[a as usize] != 0 {
            return Err(Toy("not an empty cell"));
        }
        let me = self.mover as u8 + 1;
        self.cells[a as usize] = me;
        if lines()
            .iter()
            .any(|l| l.contains(&(a as usize)) && l.iter().all(|&c| self.cells[c] == me))
        {
            self.result = Some(Outcome::Win(self.mover));
            return Ok(Progress::Ended);
        }
        if self.cells.iter().all(|&c| c != 0) {
            self.result = Some(Outcome::Draw);
            return Ok(Progress::Ended);
        }
        self.placed += 1;
        if self.placed == if self.turn == 1 { 1 } else { 2 } {
            self.placed = 0;
            self.turn += 1;
            self.mover = 1 - self.mover;
            Ok(Progress::Ended)
        } else {
            Ok(Progress::Continues)
        }
    }
    fn forced_pass(&mut self) -> Option<u8> {
        None
    }
    fn parse_action(&self, text: &str) -> Result<u8, Msg> {
        text.parse().map_err(|_| Toy("no cell").to_msg())
    }
    fn action_text(&self, a: u8) -> String {
        a.to_string()
    }
    /// Lines still open to a seat, weighted by its stones in them.
    fn heuristic(&self, seat: usize) -> f32 {
        let (me, them) = (seat as u8 + 1, 2 - seat as u8);
        let mut score = 0.0;
        for l in lines() {
            let mine = l.iter().filter(|&&c| self.cells[c] == me).count();
            let theirs = l.iter().filter(|&&c| self.cells[c] == them).count();
            if theirs == 0 {
                score += (mine * mine) as f32;
            }
            if mine == 0 {
                score -= (theirs * theirs) as f32;
            }
        }
        score
    }
}

// ---------------------------------------------------------------------
// PassNim: take 1 or 2 from a pile; taking the last wins. The second seat
// may not take from a pile that is a multiple of 5: the rules pass it.

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Take {
    Take(u8),
    Pass,
}

#[derive(Clone, Debug)]
struct PassNim {
    pile: u8,
    mover: usize,
}

impl PassNim {
    fn blocked(&self) -> bool {
        self.mover == 1 && self.pile.is_multiple_of(5)
    }
}

impl Rules for PassNim {
    type Action = Take;
    type Error = Toy;

    fn new(_: &[(String, String)]) -> Result<PassNim, Msg> {
        Ok(PassNim { pile: 17, mover: 0 })
    }
    fn options(&self) -> Vec<(String, String)> {
        vec![("pile".into(), self.pile.to_string())]
    }
    fn to_move(&self) -> Option<usize> {
        (self.pile > 0).then_some(self.mover)
    }
    fn result(&self) -> Option<Outcome> {
        // The last taker is the one not to move.
        (self.pile == 0).then_some(Outcome::Win(1 - self.mover))
    }
    fn mid_turn(&self) -> bool {
        false
    }
    fn legal_actions(&self, out: &mut Vec<Take>) {
        out.clear();
        if self.pile > 0 && !self.blocked() {
            out.extend((1..=self.pile.min(2)).map(Take::Take));
        }
    }
    fn apply(&mut self, a: Take) -> Result<Progress, Toy> {
        match a {
            Take::Take(n) if self.pile > 0 && !self.blocked() && (1..=2).contains(&n) => {
                self.pile = self.pile.saturating_sub(n);
            }
            Take::Pass if self.pile > 0 && self.blocked() => {}
            _ => return Err(Toy("not now")),
        }
        self.mover = 1 - self.mover;
        Ok(Progress::Ended)
    }
    fn forced_pass(&mut self) -> Option<Take> {
        (self.pile > 0 && self.blocked()).then(|| {
            self.mover = 0;
            Take::Pass
        })
    }
    fn parse_action(&self, text: &str) -> Result<Take, Msg> {
        match text {
            "pass" => Ok(Take::Pass),
            t => t
                .parse()
                .map(Take::Take)
                .map_err(|_| Toy("a number").to_msg()),
        }
    }
    fn action_text(&self, a: Take) -> String {
        match a {
            Take::Take(n) => n.to_string(),
            Take::Pass => "pass".into(),
        }
    }
}

// ---------------------------------------------------------------------

fn iters(n: u64) -> PlayerSpec {
    PlayerSpec::mcts_iterations(n)
}

fn legal<R: Rules>(p: &R) -> Vec<R::Action> {
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    v
}

fn replay(text: &str) -> Position {
    Record::parse(text).unwrap().position
}

#[test]
fn every_player_takes_a_win_at_once() {
    // Cross to start a two-stone turn with two in a row: 2 wins.
    let start = Line3::from("xx.. .o.. ..o. ....", 0, 0);
    // Cross one stone into the turn: 2 still wins.
    let mid = Line3::from("xx.. .o.. ..o. ...x", 0, 1);
    for p in [start, mid] {
        for seed in 0..5 {
            for spec in [
                PlayerSpec::Greedy,
                iters(30),
                iters(2000),
                PlayerSpec::level(1).unwrap(),
            ] {
                assert_eq!(choose_action(&p, &spec, seed), Some(2), "{spec}");
                assert_eq!(choose_turn(&p, &spec, seed), [2], "{spec}");
            }
        }
    }
}

#[test]
fn the_search_finds_a_win_that_takes_the_whole_turn() {
    // Nought (14, 15) to place two stones: 13 wins at once.
    let p = Line3::from(".... xx.. .... ..oo", 1, 0);
    assert_eq!(choose_action(&p, &iters(500), 1), Some(13));
    // Nought (12, 15): no single stone wins, two do (13 and 14, 6 and 9, or
    // 7 and 11); anything else loses, as Cross (4, 5) then wins with two.
    let q = Line3::from(".... xx.. .... o..o", 1, 0);
    for seed in 0..4 {
        let turn = choose_turn(&q, &iters(3000), seed);
        assert_eq!(turn.len(), 2, "{turn:?}");
        let mut after = q.clone();
        for a in turn {
            after.apply(a).unwrap();
        }
        assert_eq!(after.result(), Some(Outcome::Win(1)), "seed {seed}");
    }
}

#[test]
fn the_search_plays_legal_whole_turns_on_bridges() {
    let mut rng = SmallRng::seed_from_u64(7);
    let mut p = replay("size 5\nC3\n");
    let mut n = 0;
    while Rules::result(&p).is_none() && n < 60 {
        n += 1;
        let mover = Rules::to_move(&p);
        let spec = if n % 2 == 0 {
            iters(150)
        } else {
            PlayerSpec::Greedy
        };
        let turn = choose_turn(&p, &spec, n);
        if turn.is_empty() {
            Rules::forced_pass(&mut p).expect("empty only when the rules pass");
            continue;
        }
        for (i, &a) in turn.iter().enumerate() {
            assert!(legal(&p).contains(&a), "turn {n}: {a:?}");
            let progress = Rules::apply(&mut p, a).unwrap();
            assert_eq!(progress == Progress::Ended, i + 1 == turn.len());
        }
        assert!(Rules::to_move(&p) != mover || Rules::result(&p).is_some());
        // A random action between turns, to reach varied positions.
        if n % 5 == 0 && Rules::result(&p).is_none() {
            if let Some(a) = generic::random_action(&p, &mut rng) {
                let _ = Rules::apply(&mut p, a);
                if Rules::mid_turn(&p) {
                    Rules::apply(&mut p, bridges_bot::games::bridges::Action::End).unwrap();
                }
            }
        }
    }
    assert!(Rules::result(&p).is_some(), "the game ends");
}

#[test]
fn iteration_budgets_are_deterministic_for_a_seed() {
    let p = replay("size 6\nC3\nH8\n");
    for threads in [1, 2] {
        let mut cfg = SearchConfig::new(Budget::Iterations(700));
        cfg.threads = threads;
        let a = search(&p, &cfg, 11, None).unwrap();
        let b = search(&p, &cfg, 11, None).unwrap();
        assert_eq!(a.action, b.action);
        assert_eq!(a.actions, b.actions);
        let spec = PlayerSpec::Mcts(cfg);
        assert_eq!(choose_turn(&p, &spec, 5), choose_turn(&p, &spec, 5));
    }
    let l = Line3::new(&[]).unwrap();
    assert_eq!(
        choose_turn(&l, &iters(400), 3),
        choose_turn(&l, &iters(400), 3)
    );
    assert_eq!(
        choose_turn(&l, &PlayerSpec::Greedy, 3),
        choose_turn(&l, &PlayerSpec::Greedy, 3)
    );
}

#[test]
fn forced_passes_are_made_in_search_and_arena() {
    // The second seat is blocked at 15: nothing to decide.
    let blocked = PassNim { pile: 15, mover: 1 };
    assert!(legal(&blocked).is_empty());
    assert!(choose_turn(&blocked, &iters(100), 1).is_empty());
    assert!(choose_action(&blocked, &PlayerSpec::Random, 1).is_none());
    // The first seat at 7: taking 2 leaves 5, the second seat is passed
    // and the first seat faces 5 (take 2 → 3, then it wins). Search finds a
    // move and the value of the position is sound.
    let p = PassNim { pile: 7, mover: 0 };
    let r = search(&p, &SearchConfig::new(Budget::Iterations(3000)), 1, None).unwrap();
    assert!(legal(&p).contains(&r.action));
    assert!((0.0..=1.0).contains(&r.value));
    let start = PassNim::new(&[]).unwrap();
    let mut effort = [Effort::default(); 2];
    for (g, seat) in [(0, 0), (1, 1)] {
        let rep = play_generic_game(
            &iters(300),
            &PlayerSpec::Random,
            &start,
            seat,
            g,
            &mut effort,
        )
        .unwrap();
        assert!(rep.result.is_some());
        assert!(
            rep.record.starts_with("game produto\npile 17\n"),
            "{}",
            rep.record
        );
    }
}

#[test]
fn mcts_beats_random_at_line3() {
    let start = Line3::new(&[]).unwrap();
    let mut effort = [Effort::default(); 2];
    let mut tally = Tally::default();
    for g in 0..10u64 {
        let rep = play_generic_game(
            &iters(3000),
            &PlayerSpec::Random,
            &start,
            (g % 2) as usize,
            100 + g,
            &mut effort,
        )
        .unwrap();
        tally.add(rep.outcome);
    }
    assert!(tally.wins >= 8, "{tally:?}");
    assert_eq!(tally.losses, 0, "{tally:?}");
}

#[test]
fn greedy_beats_random_at_line3() {
    let start = Line3::new(&[]).unwrap();
    let mut effort = [Effort::default(); 2];
    let mut wins = 0;
    for g in 0..10u64 {
        let rep = play_generic_game(
            &PlayerSpec::Greedy,
            &PlayerSpec::Random,
            &start,
            (g % 2) as usize,
            g,
            &mut effort,
        )
        .unwrap();
        wins += (rep.outcome == Verdict::Win) as u32;
    }
    assert!(wins >= 6, "{wins}");
}

#[test]
fn the_generic_arena_plays_bridges_positions() {
    let start = Position::new(4).unwrap();
    let mut effort = [Effort::default(); 2];
    let mut tally = Tally::default();
    for g in 0..4u64 {
        let rep = play_generic_game(
            &iters(400),
            &PlayerSpec::Random,
            &start,
            (g % 2) as usize,
            g,
            &mut effort,
        )
        .unwrap();
        tally.add(rep.outcome);
        // The record replays as a Bridges record.
        let replayed = Record::parse(&rep.record).unwrap().position;
        assert!(Rules::result(&replayed).is_some(), "{}", rep.record);
        assert!(rep.record.starts_with("size 4\n"));
    }
    assert!(tally.wins >= 3, "{tally:?}");
    assert!(effort[0].playouts > 0 && effort[1].playouts == 0);
}

#[test]
fn arena_cli_plays_other_games_or_says_they_have_no_ai() {
    let bin = env!("CARGO_BIN_EXE_bridges-bot");
    let out = Command::new(bin)
        .args([
            "arena",
            "--game",
            "bridges",
            "--generic",
            "--a",
            "iters:200",
        ])
        .args([
            "--b", "random", "--games", "2", "--size", "4", "--seed", "3",
        ])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(
        lines[0].starts_with("game 1: A (Orange) vs B after "),
        "{stdout}"
    );
    assert!(
        lines[1].starts_with("game 2: A (Light Blue) vs B after "),
        "{stdout}"
    );
    assert!(stdout.contains("A = iters:200, B = random, Bridges (size 4), 2 games, seed 3"));
    let last = lines.last().unwrap();
    assert!(
        last.starts_with("A: ") && last.ends_with(" losses"),
        "{last}"
    );

    // Another game by its English name: the same lines.
    let avanco = Command::new(bin)
        .args([
            "arena",
            "--game",
            "breakthrough",
            "--a",
            "greedy",
            "--b",
            "random",
            "--games",
            "2",
            "--seed",
            "5",
        ])
        .output()
        .unwrap();
    assert!(
        avanco.status.success(),
        "{}",
        String::from_utf8_lossy(&avanco.stderr)
    );
    let out = String::from_utf8_lossy(&avanco.stdout);
    assert!(out.contains("Avanço"), "{out}");
    let last = out.lines().last().unwrap();
    assert!(
        last.starts_with("A: ") && last.ends_with(" losses"),
        "{last}"
    );

    let bad = Command::new(bin)
        .args(["arena", "--game", "chess", "--a", "random", "--b", "random"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("unknown game `chess`"));
}

#[test]
fn choose_turn_any_plays_bridges_games_through_their_notation() {
    use bridges_bot::games::choose_turn_any;
    use bridges_bot::games::AnyGame;
    let mut game: Box<dyn AnyGame> = Kind::Bridges
        .new_game(&[("size".into(), "4".into())])
        .unwrap();
    let spec = iters(60);
    let mut seed = 0;
    while !game.is_over() && seed < 200 {
        seed += 1;
        let before = game.turns_done();
        let texts = choose_turn_any(game.as_ref(), &spec, seed);
        if texts.is_empty() {
            assert!(
                !game.forced_passes().is_empty(),
                "empty only for a forced pass"
            );
            continue;
        }
        for (i, t) in texts.iter().enumerate() {
            let progress = game.play(t).unwrap_or_else(|e| panic!("{t}: {e}"));
            assert_eq!(
                progress == Progress::Ended,
                i + 1 == texts.len(),
                "{texts:?}"
            );
        }
        assert_eq!(game.turns_done(), before + 1);
    }
    assert!(game.is_over());
    assert!(choose_turn_any(game.as_ref(), &spec, 1).is_empty());
}
