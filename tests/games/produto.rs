//! Produto's rules (`docs/games/produto.md`) through the game interface
//! and records: turns of one then two stones of either colour, groups and
//! scores, the tie-break, the end after turn 31, and the `record check`
//! contract of `docs/games/README.md`.

use bridges_bot::games::produto::{Cell, Colour, Produto, ProdutoError, Stone};
use bridges_bot::games::{parse_record, AnyGame, Kind, Outcome, Played, Progress, Rules, ViewCtx};
use bridges_bot::i18n::Lang;
use serde_json::{json, Value};

fn record(lines: &[&str]) -> String {
    let mut s = String::from("game produto\n");
    for l in lines {
        s.push_str(l);
        s.push('\n');
    }
    s
}

fn check(text: &str) -> Value {
    parse_record(text)
        .unwrap_or_else(|e| panic!("{e}"))
        .check_json(true)
}

fn error(text: &str) -> String {
    match parse_record(text) {
        Ok(_) => panic!("the record replays:\n{text}"),
        Err(e) => e.to_string(),
    }
}

/// Every cell's name, in index order.
fn all_cells() -> Vec<String> {
    Cell::all().map(|c| c.to_string()).collect()
}

/// A full board as a record: `colour_of(col, row)` for each cell, placed in
/// index order, one stone on turn 1 and two on each later turn.
fn full_record(colour_of: impl Fn(u8, u8) -> char) -> String {
    let stones: Vec<String> = Cell::all()
        .map(|c| {
            let (col, row) = c.coords();
            format!("{}{c}", colour_of(col, row))
        })
        .collect();
    let mut lines = vec![stones[0].clone()];
    for pair in stones[1..].chunks(2) {
        lines.push(pair.join(" "));
    }
    let refs: Vec<&str> = lines.iter().map(String::as_str).collect();
    record(&refs)
}

/// Rows of one colour each, alternating: black on rows 1, 3, 5, 7, 9.
fn striped(col: u8, row: u8) -> char {
    let _ = col;
    if row.is_multiple_of(2) {
        'b'
    } else {
        'w'
    }
}

#[test]
fn the_first_turn_is_one_stone_of_either_colour() {
    for first in ["bE5", "wE5", "WE5", "be5"] {
        let v = check(&record(&[first]));
        assert_eq!(v["turns"], 1);
        assert_eq!(v["to_move"], "white");
    }
    assert_eq!(
        error(&record(&["bE5 wC3"])),
        "line 2: wC3: the first turn is a single stone"
    );
}

#[test]
fn later_turns_are_two_stones_each_of_either_colour() {
    for second in ["bA1 bA2", "wA1 wA2", "bA1 wA2", "wA1 bA2"] {
        let v = check(&record(&["bE5", second]));
        assert_eq!(
            (v["turns"].clone(), v["to_move"].clone()),
            (json!(2), json!("black"))
        );
    }
    let v = check(&record(&["bE5", "wA1 bA2", "wC3 wC4"]));
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["stones"], json!({"black": 2, "white": 3}));
    assert_eq!(
        error(&record(&["bE5", "wA1 bA2 wC3"])),
        "line 3: wC3: a turn is two stones"
    );
}

#[test]
fn a_stone_goes_on_an_empty_cell_of_the_board() {
    assert_eq!(
        error(&record(&["bE5", "wE5 bA1"])),
        "line 3: wE5: E5 is taken"
    );
    assert_eq!(
        error(&record(&["bE5", "wA1 bA1"])),
        "line 3: bA1: A1 is taken"
    );
    let e = error(&record(&["bA6"]));
    assert!(
        e.starts_with("line 2: bA6: ") && e.contains("not on the board"),
        "{e}"
    );
    let e = error(&record(&["xE5"]));
    assert!(
        e.starts_with("line 2: xE5: ") && e.contains("not a stone"),
        "{e}"
    );
    // E5 is a cell like any other: no hole.
    assert_eq!(
        check(&record(&["wE5"]))["stones"],
        json!({"black": 0, "white": 1})
    );
}

#[test]
fn there_is_no_pass() {
    let e = error(&record(&["bE5", "pass"]));
    assert!(e.starts_with("line 3: pass: "), "{e}");
    let mut p = Produto::start();
    assert_eq!(p.forced_pass(), None);
    assert!(p.parse_action("pass").is_err());
}

#[test]
fn the_record_check_reports_the_common_and_the_page_keys() {
    let v = check(&record(&["bE5", "bE6 wA1", "wA2 bI9"]));
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    let mut want = vec![
        "game", "groups", "legal", "over", "result", "scores", "stones", "to_move", "turns",
    ];
    want.sort();
    let mut keys = keys;
    keys.sort();
    assert_eq!(keys, want);
    assert_eq!(v["game"], "produto");
    assert_eq!(v["turns"], 3);
    assert_eq!(v["over"], false);
    assert_eq!(v["result"], Value::Null);
    assert_eq!(v["to_move"], "white");
    // Black: E5+E6 and I9; White: A1+A2.
    assert_eq!(v["groups"], json!({"black": [2, 1], "white": [2]}));
    assert_eq!(v["scores"], json!({"black": 2, "white": 0}));
    assert_eq!(v["stones"], json!({"black": 3, "white": 2}));
    let legal: Vec<String> = serde_json::from_value(v["legal"].clone()).unwrap();
    assert_eq!(legal.len(), 2 * 56);
    let mut sorted = legal.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(legal, sorted);
    assert!(legal.contains(&"bA3".to_string()) && legal.contains(&"wA3".to_string()));
    assert!(!legal.iter().any(|l| l.ends_with("E5") || l.ends_with("A1")));
    // The empty board: every cell in both colours.
    let start = check("game product\n");
    assert_eq!(start["turns"], 0);
    assert_eq!(start["to_move"], "black");
    assert_eq!(start["legal"].as_array().unwrap().len(), 122);
    assert_eq!(start["legal"][0], "bA1");
    assert_eq!(start["legal"][121], "wI9");
    assert_eq!(start["scores"], json!({"black": 0, "white": 0}));
    assert_eq!(start["groups"], json!({"black": [], "white": []}));
    let no_legal = parse_record("game produto\nbE5\n")
        .unwrap()
        .check_json(false);
    assert!(no_legal.get("legal").is_none());
}

#[test]
fn a_last_line_may_stop_mid_turn_but_an_earlier_one_may_not() {
    let v = check(&record(&["bE5", "wA1"]));
    assert_eq!(v["turns"], 2);
    assert_eq!(v["to_move"], "white");
    assert_eq!(v["stones"], json!({"black": 1, "white": 1}));
    assert_eq!(v["legal"].as_array().unwrap().len(), 2 * 59);
    let g = parse_record(&record(&["bE5", "wA1"])).unwrap();
    assert!(g.mid_turn());
    assert_eq!(g.record(), record(&["bE5", "wA1"]));
    let text = "game produto\n# a comment\n\nbE5\nwA1\nbA2 bA3\n";
    assert_eq!(error(text), "line 5: wA1: the turn is not complete");
}

#[test]
fn the_game_ends_when_the_board_fills_after_turn_31() {
    let text = full_record(striped);
    assert_eq!(text.lines().count(), 1 + 31);
    let v = check(&text);
    assert_eq!(v["turns"], 31);
    assert_eq!(v["over"], true);
    assert_eq!(v["to_move"], Value::Null);
    assert_eq!(v["legal"], json!([]));
    // Black rows of 5, 7, 9, 7, 5; White rows of 6, 8, 8, 6.
    assert_eq!(
        v["groups"],
        json!({"black": [9, 7, 7, 5, 5], "white": [8, 8, 6, 6]})
    );
    assert_eq!(v["scores"], json!({"black": 63, "white": 64}));
    assert_eq!(v["stones"], json!({"black": 33, "white": 28}));
    assert_eq!(v["result"], "white");
    let ctx = ViewCtx::public(["alice", "bob"]);
    let g = parse_record(&text).unwrap();
    assert_eq!(g.result_sentence(&ctx).unwrap(), "bob wins 64–63");
    assert!(g
        .view(&ctx)
        .status
        .starts_with("Game over · bob wins 64–63"));
    // One turn short: not over, Black to play the last two stones.
    let short: Vec<&str> = text.lines().collect();
    let v = check(&(short[..31].join("\n") + "\n"));
    assert_eq!(
        (v["over"].clone(), v["to_move"].clone()),
        (json!(false), json!("black"))
    );
    assert_eq!(v["legal"].as_array().unwrap().len(), 4);
    // Its last stone alone: still Black's turn 31, one cell left.
    let v = check(&(short[..31].join("\n") + "\n" + short[31].split(' ').next().unwrap() + "\n"));
    assert_eq!(
        (v["turns"].clone(), v["to_move"].clone()),
        (json!(31), json!("black"))
    );
    assert_eq!(v["legal"].as_array().unwrap().len(), 2);
    // Nothing more may follow.
    let e = error(&(text + "bA1\n"));
    assert!(e.starts_with("line 33: bA1: "), "{e}");
}

#[test]
fn equal_scores_go_to_the_player_with_fewer_stones_of_their_own_colour() {
    // Stripes with A3 and H4 swapped: both colours score 112.
    let flip = |c: u8, r: u8| (c, r) == (0, 2) || (c, r) == (7, 3);
    let white_wins = |c: u8, r: u8| {
        let s = striped(c, r);
        if flip(c, r) {
            if s == 'b' {
                'w'
            } else {
                'b'
            }
        } else {
            s
        }
    };
    let v = check(&full_record(white_wins));
    assert_eq!(v["scores"], json!({"black": 112, "white": 112}));
    assert_eq!(
        v["groups"],
        json!({"black": [16, 7, 5, 5], "white": [14, 8, 6]})
    );
    assert_eq!(v["stones"], json!({"black": 33, "white": 28}));
    assert_eq!(v["result"], "white");
    let black_wins = |c: u8, r: u8| if white_wins(c, r) == 'b' { 'w' } else { 'b' };
    let g = parse_record(&full_record(black_wins)).unwrap();
    let v = g.check_json(false);
    assert_eq!(v["scores"], json!({"black": 112, "white": 112}));
    assert_eq!(v["stones"], json!({"black": 28, "white": 33}));
    assert_eq!(v["result"], "black");
    assert_eq!(g.result(), Some(Outcome::Win(0)));
    let ctx = ViewCtx::public(["alice", "bob"]);
    assert_eq!(
        g.result_sentence(&ctx).unwrap(),
        "112–112; alice wins with fewer stones of their own colour (28 vs 33)"
    );
}

#[test]
fn a_colour_with_fewer_than_two_groups_scores_nothing() {
    let mut p = Produto::start();
    for s in ["bA1", "bA2", "bA3", "wE5", "wE6"] {
        p.apply(p.parse_action(s).unwrap()).unwrap();
    }
    assert_eq!(p.score(Colour::Black).value(), 0);
    assert_eq!(p.score(Colour::Black).to_string(), "0");
    p.apply(p.parse_action("bI9").unwrap()).unwrap();
    p.apply(p.parse_action("bI8").unwrap()).unwrap();
    assert_eq!(p.score(Colour::Black).to_string(), "6 (3×2)");
    assert_eq!(p.groups(Colour::Black), vec![3, 2]);
    // Equal groups count as largest and second largest.
    p.apply(p.parse_action("wA5").unwrap()).unwrap();
    p.apply(p.parse_action("wB6").unwrap()).unwrap();
    assert_eq!(p.score(Colour::White).to_string(), "4 (2×2)");
    assert_eq!(p.heuristic(0), 2.0);
    assert_eq!(p.heuristic(1), -2.0);
}

#[test]
fn the_header_score_and_sentences() {
    let mut g = Played::<Produto>::new(&[]).unwrap();
    assert_eq!(g.play("bE5"), Ok(Progress::Ended));
    assert_eq!(g.play("wA1, bA2"), Ok(Progress::Ended));
    assert_eq!(g.play("wC3"), Ok(Progress::Continues));
    let ctx = ViewCtx::public(["alice", "bob"]);
    let view = g.view(&ctx);
    assert_eq!(view.pieces.len(), 4);
    assert_eq!(view.to_move, Some(0));
    assert_eq!(view.seats[0].score, "1 (1×1)");
    assert_eq!(view.seats[1].score, "1 (1×1)");
    assert_eq!(g.score_line(&ctx).unwrap(), "Black 1 (1×1) · White 1 (1×1)");
    assert_eq!(g.last_turn(), vec!["wC3"]);
    assert_eq!(
        g.describe_last_turn(Lang::En).unwrap(),
        "placed white A1 and black A2"
    );
    assert!(g.prompt(Lang::En).contains("second stone"));
    let board = g.text_board(&ctx);
    assert!(board.contains(" 5 "));
    assert!(g.alt_text(&ctx).starts_with("Produto board"));
    // A message may hold more than the turn: nothing is played then.
    let mut h = Played::<Produto>::new(&[]).unwrap();
    assert!(h
        .play("bE5 wC3")
        .unwrap_err()
        .to_string()
        .contains("single stone"));
    assert_eq!(h.turns_done(), 0);
    assert!(Kind::Produto
        .new_game(&[("size".into(), "5".into())])
        .is_err());
}

#[test]
fn notation_round_trips() {
    let p = Produto::start();
    for name in all_cells() {
        for colour in ['b', 'w'] {
            let text = format!("{colour}{name}");
            let a: Stone = p.parse_action(&text).unwrap();
            assert_eq!(p.action_text(a), text);
            assert_eq!(p.parse_action(&text.to_lowercase()), Ok(a));
            assert_eq!(p.parse_action(&text.to_uppercase()), Ok(a));
        }
    }
    let mut q = Produto::start();
    q.apply(p.parse_action("bE5").unwrap()).unwrap();
    assert_eq!(
        q.apply(p.parse_action("wE5").unwrap()),
        Err(ProdutoError::Taken(Cell::parse("E5").unwrap()))
    );
}

/// A slow, plain model of the page's rules, written apart from the engine:
/// a list of cells with their coordinates, neighbours by coordinate
/// differences, groups by flood fill with a stack.
// Plain indices are the point of the model.
#[allow(clippy::needless_range_loop)]
mod model {
    pub struct Model {
        pub cells: Vec<(i32, i32)>,
        pub board: Vec<Option<char>>,
    }

    impl Model {
        pub fn new() -> Model {
            let mut cells = Vec::new();
            for c in 0..9i32 {
                for r in 0..9i32 {
                    if (c - r).abs() <= 4 {
                        cells.push((c, r));
                    }
                }
            }
            let board = vec![None; cells.len()];
            Model { cells, board }
        }

        fn name(&self, i: usize) -> String {
            let (c, r) = self.cells[i];
            format!("{}{}", (b'A' + c as u8) as char, r + 1)
        }

        pub fn placed(&self) -> usize {
            self.board.iter().filter(|b| b.is_some()).count()
        }

        pub fn over(&self) -> bool {
            self.placed() == 61
        }

        /// Turn 1 is Black's one stone; then turns of two alternate.
        pub fn to_move(&self) -> Option<&'static str> {
            if self.over() {
                return None;
            }
            let n = self.placed();
            let turn = if n == 0 { 1 } else { 2 + (n - 1) / 2 };
            Some(if turn % 2 == 1 { "black" } else { "white" })
        }

        pub fn legal(&self) -> Vec<String> {
            let mut out = Vec::new();
            if self.over() {
                return out;
            }
            for i in 0..self.cells.len() {
                if self.board[i].is_none() {
                    out.push(format!("b{}", self.name(i)));
                    out.push(format!("w{}", self.name(i)));
                }
            }
            out.sort();
            out
        }

        pub fn play(&mut self, text: &str) {
            let colour = text.chars().next().unwrap();
            let i = (0..self.cells.len())
                .find(|&i| self.name(i) == text[1..])
                .unwrap();
            assert!(self.board[i].is_none());
            self.board[i] = Some(colour);
        }

        fn adjacent(a: (i32, i32), b: (i32, i32)) -> bool {
            let d = (b.0 - a.0, b.1 - a.1);
            [(1, 0), (0, 1), (1, 1), (-1, 0), (0, -1), (-1, -1)].contains(&d)
        }

        pub fn groups(&self, colour: char) -> Vec<u32> {
            let mut seen = vec![false; self.cells.len()];
            let mut out = Vec::new();
            for start in 0..self.cells.len() {
                if seen[start] || self.board[start] != Some(colour) {
                    continue;
                }
                let mut stack = vec![start];
                seen[start] = true;
                let mut size = 0;
                while let Some(i) = stack.pop() {
                    size += 1;
                    for j in 0..self.cells.len() {
                        if !seen[j]
                            && self.board[j] == Some(colour)
                            && Model::adjacent(self.cells[i], self.cells[j])
                        {
                            seen[j] = true;
                            stack.push(j);
                        }
                    }
                }
                out.push(size);
            }
            out.sort_by(|a, b| b.cmp(a));
            out
        }

        pub fn score(&self, colour: char) -> u32 {
            let g = self.groups(colour);
            if g.len() < 2 {
                0
            } else {
                g[0] * g[1]
            }
        }

        pub fn count(&self, colour: char) -> usize {
            self.board.iter().filter(|b| **b == Some(colour)).count()
        }

        pub fn result(&self) -> Option<&'static str> {
            if !self.over() {
                return None;
            }
            let (b, w) = (self.score('b'), self.score('w'));
            Some(if b > w {
                "black"
            } else if w > b {
                "white"
            } else if self.count('b') < self.count('w') {
                "black"
            } else {
                "white"
            })
        }
    }
}

mod props {
    use super::model::Model;
    use bridges_bot::games::produto::Produto;
    use bridges_bot::games::{parse_record, AnyGame, Played, Rules};
    use proptest::prelude::*;
    use rand::SeedableRng;
    use serde_json::json;

    fn agree(game: &dyn AnyGame, model: &Model) {
        let v = game.check_json(true);
        assert_eq!(v["legal"], json!(model.legal()));
        assert_eq!(v["to_move"], json!(model.to_move()));
        assert_eq!(v["over"], json!(model.over()));
        assert_eq!(v["result"], json!(model.result()));
        assert_eq!(
            v["groups"],
            json!({"black": model.groups('b'), "white": model.groups('w')})
        );
        assert_eq!(
            v["scores"],
            json!({"black": model.score('b'), "white": model.score('w')})
        );
        assert_eq!(
            v["stones"],
            json!({"black": model.count('b'), "white": model.count('w')})
        );
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        #[test]
        fn random_playouts_agree_with_the_model(picks in prop::collection::vec(any::<u16>(), 0..=61)) {
            let mut game = Played::<Produto>::new(&[]).unwrap();
            let mut model = Model::new();
            agree(&game, &model);
            for pick in picks {
                let legal = model.legal();
                if legal.is_empty() {
                    break;
                }
                let action = &legal[pick as usize % legal.len()];
                game.play(action).unwrap();
                model.play(action);
                agree(&game, &model);
            }
            // The record replays to the same game.
            let again = parse_record(&game.record()).unwrap();
            prop_assert_eq!(again.record(), game.record());
            prop_assert_eq!(again.check_json(true), game.check_json(true));
        }

        #[test]
        fn random_actions_fill_the_board_with_a_winner(seed in any::<u64>()) {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let mut p = Produto::start();
            let mut model = Model::new();
            while let Some(a) = p.random_action(&mut rng) {
                model.play(&p.action_text(a));
                p.apply(a).unwrap();
            }
            prop_assert!(model.over());
            let winner = p.result().and_then(|r| r.winner()).map(|s| ["black", "white"][s]);
            prop_assert_eq!(winner, model.result());
        }
    }
}
