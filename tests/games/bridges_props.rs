//! Rules invariants over random legal games, a perft-style count of legal
//! steps checked against an independent slow implementation, and parsers fed
//! arbitrary text.

use bridges_bot::games::bridges::{
    parse_actions, Board, Cell, Content, Game, Player, Position, Record, Step, TurnProgress,
};
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::collections::{BTreeSet, HashMap};

/// An independent, deliberately naive model of the board: coordinates in a
/// map, lines walked by coordinates, nothing shared with the engine's tables.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Slow {
    Empty,
    Hole,
    Token(usize, bool),
    Segment(usize),
}

struct SlowBoard {
    n: i32,
    hole_crossed: bool,
    cells: HashMap<(i32, i32), Slow>,
}

impl SlowBoard {
    fn new(n: i32) -> SlowBoard {
        let mut cells = HashMap::new();
        for c in 0..2 * n - 1 {
            for r in 0..2 * n - 1 {
                if (c - r).abs() < n {
                    cells.insert((c, r), Slow::Empty);
                }
            }
        }
        cells.insert((n - 1, n - 1), Slow::Hole);
        SlowBoard {
            n,
            hole_crossed: false,
            cells,
        }
    }

    fn name(&self, (c, r): (i32, i32)) -> String {
        format!("{}{}", (b'A' + c as u8) as char, r + 1)
    }

    /// Cells strictly between two cells on a line, by coordinates.
    fn between(a: (i32, i32), b: (i32, i32)) -> Option<Vec<(i32, i32)>> {
        let (dc, dr) = (b.0 - a.0, b.1 - a.1);
        if (dc, dr) == (0, 0) || !(dc == 0 || dr == 0 || dc == dr) {
            return None;
        }
        let k = dc.abs().max(dr.abs());
        let (sc, sr) = (dc.signum(), dr.signum());
        Some((1..k).map(|i| (a.0 + i * sc, a.1 + i * sr)).collect())
    }

    fn legal(&self, player: usize) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for (&(c, r), &s) in &self.cells {
            let touching = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)]
                .iter()
                .any(|(dc, dr)| matches!(self.cells.get(&(c + dc, r + dr)), Some(Slow::Token(..))));
            if s == Slow::Empty && !touching {
                out.insert(self.name((c, r)));
            }
        }
        let mine: Vec<(i32, i32)> = self
            .cells
            .iter()
            .filter(|(_, &s)| s == Slow::Token(player, false))
            .map(|(&k, _)| k)
            .collect();
        for &a in &mine {
            for &b in &mine {
                if a >= b {
                    continue;
                }
                if let Some(cells) = Self::between(a, b) {
                    if !cells.is_empty()
                        && cells.iter().all(|c| match self.cells[c] {
                            Slow::Empty => true,
                            Slow::Hole => !self.hole_crossed,
                            _ => false,
                        })
                    {
                        out.insert(format!("{}-{}", self.name(a), self.name(b)));
                    }
                }
            }
        }
        out
    }

    fn apply(&mut self, player: usize, text: &str) {
        let parse = |s: &str| {
            let c = (s.as_bytes()[0] - b'A') as i32;
            let r: i32 = s[1..].parse::<i32>().unwrap() - 1;
            (c, r)
        };
        match text.split_once('-') {
            None => {
                self.cells.insert(parse(text), Slow::Token(player, false));
            }
            Some((a, b)) => {
                let (a, b) = (parse(a), parse(b));
                for c in Self::between(a, b).unwrap() {
                    if c == (self.n - 1, self.n - 1) {
                        self.hole_crossed = true;
                    } else {
                        self.cells.insert(c, Slow::Segment(player));
                    }
                }
                self.cells.insert(a, Slow::Token(player, true));
                self.cells.insert(b, Slow::Token(player, true));
            }
        }
    }
}

fn legal_texts(p: &Position) -> BTreeSet<String> {
    let mut v = Vec::new();
    p.legal_steps(&mut v);
    let set: BTreeSet<String> = v
        .iter()
        .map(|&s| bridges_bot::games::bridges::step_text(p.board(), s))
        .collect();
    assert_eq!(set.len(), v.len(), "no legal step listed twice");
    set
}

/// Play a random legal game on `size`, calling `visit` before every step.
fn random_game(size: u8, seed: u64, mut visit: impl FnMut(&Game)) -> Game {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut g = Game::new(size).unwrap();
    let mut steps = Vec::new();
    while !g.position().is_over() {
        visit(&g);
        g.position().legal_steps(&mut steps);
        let pos = g.position();
        let can_stop = pos.turn() > 1;
        if steps.is_empty() || (can_stop && rng.gen_ratio(1, 12)) {
            if pos.steps_in_turn() == 0 {
                g.pass().unwrap();
            } else {
                g.end_turn().unwrap();
            }
            continue;
        }
        // Prefer bridges now and then, so games build plenty of them.
        let bridges: Vec<Step> = steps
            .iter()
            .copied()
            .filter(|s| matches!(s, Step::Bridge(..)))
            .collect();
        let step = if !bridges.is_empty() && rng.gen_ratio(1, 2) {
            bridges[rng.gen_range(0..bridges.len())]
        } else {
            steps[rng.gen_range(0..steps.len())]
        };
        g.play(step).unwrap();
    }
    g
}

fn check_invariants(p: &Position) {
    let board = p.board();
    let mut tokens = 0;
    for c in board.cells() {
        if let Content::Token { .. } = p.content(c) {
            tokens += 1;
            for nb in board.neighbours(c) {
                assert!(
                    !matches!(p.content(nb), Content::Token { .. }),
                    "tokens at {} and {} touch",
                    board.name(c),
                    board.name(nb)
                );
            }
        }
    }
    assert!(tokens >= p.bridges().len() * 2);
    let mut covered = BTreeSet::new();
    let mut scores = [0u32; 2];
    for b in p.bridges() {
        for end in [b.a, b.b] {
            assert_eq!(
                p.content(end),
                Content::Token {
                    owner: b.owner,
                    locked: true
                }
            );
        }
        let between: Vec<Cell> = board.between(b.a, b.b).unwrap().collect();
        assert_eq!(between.len(), b.value as usize);
        assert!(b.value >= 1);
        for c in between {
            assert!(covered.insert(c), "two bridges share {}", board.name(c));
            if c == board.hole() {
                assert_eq!(p.content(c), Content::Hole);
            } else {
                assert_eq!(p.content(c), Content::Segment { owner: b.owner });
            }
        }
        scores[b.owner.index()] += b.value as u32;
    }
    let segments = board
        .cells()
        .filter(|&c| matches!(p.content(c), Content::Segment { .. }))
        .count();
    assert_eq!(
        segments,
        covered.iter().filter(|&&c| c != board.hole()).count()
    );
    let locked = board
        .cells()
        .filter(|&c| matches!(p.content(c), Content::Token { locked: true, .. }))
        .count();
    assert_eq!(locked, p.bridges().len() * 2);
    // What a ray from each cell meets first, by walking it.
    for c in board.cells() {
        for d in 0..6 {
            let mut seen = None;
            let (dc, dr) = bridges_bot::games::bridges::board::DIRECTIONS[d];
            let at = board.name(c);
            for k in 1.. {
                let Some(x) = board.cell_at(at.col as i32 + dc * k, at.row as i32 + dr * k) else {
                    break;
                };
                match p.content(x) {
                    Content::Empty => continue,
                    Content::Hole if p.hole_bridge().is_none() => continue,
                    Content::Token {
                        owner,
                        locked: false,
                    } => seen = Some((owner, k as u32)),
                    _ => {}
                }
                break;
            }
            assert_eq!(
                p.open_token_toward(c, d),
                seen,
                "from {} in direction {d}",
                board.name(c)
            );
        }
    }
    assert_eq!(p.placeable_count(), p.placeable().len());
    let mut longest: Option<u32> = None;
    p.for_each_bridge(|a, b| {
        let v = board.between(a, b).unwrap().count() as u32;
        longest = Some(longest.map_or(v, |l| l.max(v)));
    });
    let found = p.longest_bridge();
    assert_eq!(found.map(|(_, _, v)| v), longest);
    if let Some((a, b, v)) = found {
        assert!(p.check_bridge(a, b).is_ok());
        assert_eq!(board.between(a, b).unwrap().count() as u32, v);
    }
    let mut listed = 0;
    p.for_each_bridge(|_, _| listed += 1);
    assert_eq!(
        listed,
        p.bridge_count_legal(),
        "bridge count kept up to date"
    );
    for pl in Player::BOTH {
        assert_eq!(p.score(pl), scores[pl.index()]);
        assert_eq!(
            p.bridge_values(pl).iter().map(|&v| v as u32).sum::<u32>(),
            scores[pl.index()]
        );
    }
}

/// Every generated step passes validation; every other placement and every
/// other pair of cells is rejected.
fn check_legality_agrees(p: &Position) {
    let legal = legal_texts(p);
    let board = p.board();
    for a in board.cells() {
        let t = board.name(a).to_string();
        assert_eq!(
            p.check(Step::Place(a)).is_ok(),
            legal.contains(&t),
            "place {t}"
        );
        for b in board.cells().filter(|&b| b > a) {
            let t = format!("{}-{}", board.name(a), board.name(b));
            assert_eq!(
                p.check(Step::Bridge(a, b)).is_ok(),
                legal.contains(&t),
                "bridge {t}"
            );
        }
    }
}

fn same_position(a: &Position, b: &Position) {
    assert_eq!(a.to_move(), b.to_move());
    assert_eq!(a.turn(), b.turn());
    assert_eq!(a.is_over(), b.is_over());
    assert_eq!(a.score_result(), b.score_result());
    for c in a.board().cells() {
        assert_eq!(a.content(c), b.content(c));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn random_games_keep_the_invariants(size in 3u8..=13, seed in any::<u64>()) {
        let mut positions = 0;
        let g = random_game(size, seed, |g| {
            check_invariants(g.position());
            positions += 1;
        });
        check_invariants(g.position());
        prop_assert!(positions > 0);
        // The written record replays to the same state.
        let text = g.record().write();
        let replayed = Record::parse(&text).unwrap();
        same_position(&replayed.position, g.position());
        prop_assert_eq!(replayed.record.write(), text);
        // The stored form too.
        let back = Game::from_data(&g.to_data()).unwrap();
        same_position(back.position(), g.position());
    }

    #[test]
    fn legal_steps_match_validation(size in 3u8..=6, seed in any::<u64>()) {
        let mut n = 0;
        random_game(size, seed, |g| {
            // Every position of small games; a sample of the rest.
            if n % 3 == 0 {
                check_legality_agrees(g.position());
            }
            n += 1;
        });
    }

    #[test]
    fn step_parser_never_panics(text in "\\PC{0,60}") {
        let _ = parse_actions(Board::get(8).unwrap(), &text);
    }

    #[test]
    fn step_parser_handles_move_like_text(text in "([pPbB]|place|bridge|pass|end|[A-Za-z][0-9]{1,3}|[-,; ]|\u{200b}|\u{0415}){0,12}") {
        let _ = parse_actions(Board::get(5).unwrap(), &text);
    }

    #[test]
    fn record_parser_never_panics(body in "(size [0-9]{1,3}\n)?(([A-Ia-i][0-9]{1,2}([-][A-I][0-9])?|pass|end| |#|\n){0,40})") {
        let _ = Record::parse(&body);
    }

    #[test]
    fn random_step_is_always_legal(size in 3u8..=13, seed in any::<u64>()) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let mut p = Position::new(size).unwrap();
        while !p.is_over() {
            match p.random_step(&mut rng) {
                Some(s) => {
                    prop_assert!(p.check(s).is_ok());
                    if p.play(s).unwrap() == TurnProgress::Continues && rng.gen_bool(0.5) {
                        p.end_turn().unwrap();
                    }
                }
                None if p.steps_in_turn() > 0 => p.end_turn().unwrap(),
                None => p.pass().unwrap(),
            }
        }
        check_invariants(&p);
    }

    /// `random_step` reaches every legal step and nothing else, at every
    /// few turns of a random game (so the sampling tables stay complete).
    #[test]
    fn random_step_reaches_every_legal_step(size in 3u8..=8, seed in any::<u64>()) {
        let mut rng = SmallRng::seed_from_u64(seed);
        let g = random_game(size, seed, |_| {});
        let mut p = Position::new(size).unwrap();
        for (i, turn) in g.turns().iter().enumerate() {
            if i % 5 == 0 {
                let legal = legal_texts(&p);
                let mut seen = BTreeSet::new();
                // 40 draws per legal step: missing one by chance is < 1e-15.
                for _ in 0..40 * legal.len().max(1) {
                    if let Some(s) = p.random_step(&mut rng) {
                        seen.insert(bridges_bot::games::bridges::step_text(p.board(), s));
                    }
                }
                prop_assert_eq!(&seen, &legal);
            }
            if turn.is_empty() {
                p.pass().unwrap();
                continue;
            }
            for &step in turn {
                p.play(step).unwrap();
            }
            if p.steps_in_turn() == 1 {
                p.end_turn().unwrap();
            }
        }
    }
}

/// Perft-style: the number of legal single steps at every position of fixed
/// random games, from the engine and from the slow model, step by step.
#[test]
fn perft_counts_match_the_slow_model() {
    let mut total = 0usize;
    for (size, seed) in [
        (3u8, 1u64),
        (4, 2),
        (5, 3),
        (5, 4),
        (6, 5),
        (8, 6),
        (8, 7),
        (10, 8),
    ] {
        let g = random_game(size, seed, |_| {});
        let board = g.board();
        let mut slow = SlowBoard::new(size as i32);
        let mut p = Position::new(size).unwrap();
        for turn in g.turns() {
            let player = p.to_move().index();
            if turn.is_empty() {
                assert!(slow.legal(player) == legal_texts(&p));
                p.pass().unwrap();
                continue;
            }
            for &step in turn {
                let engine = legal_texts(&p);
                assert_eq!(engine, slow.legal(player), "size {size} seed {seed}");
                total += engine.len();
                let text = bridges_bot::games::bridges::step_text(board, step);
                slow.apply(player, &text);
                p.play(step).unwrap();
            }
            if p.steps_in_turn() == 1 {
                p.end_turn().unwrap();
            }
        }
    }
    // Pinned so a change to legality anywhere shows up here too.
    assert!(
        total > 1000,
        "games this long visit many positions: {total}"
    );
}
