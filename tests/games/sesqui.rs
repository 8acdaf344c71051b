//! Sesqui's rules (`docs/games/sesqui.md`) through the game interface and
//! records: the opening drops, the adjacency rule, queen moves and their
//! blocking, forbidden crossings, wins mid-turn, turns that end early,
//! forced passes, the three draws, and the `record check` contract.

use bridges_bot::games::sesqui::{Action, DrawReason, End, Sesqui, SesquiError, BOARD};
use bridges_bot::games::{
    parse_record, AnyGame, Kind, Outcome, PlayError, Played, Progress, Rules, ViewCtx,
};
use bridges_bot::i18n::Lang;
use serde_json::{json, Value};

fn record(lines: &[&str]) -> String {
    let mut s = String::from("game sesqui\n");
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

fn cell(name: &str) -> u8 {
    BOARD.parse_cell(name).unwrap() as u8
}

fn set(names: &str) -> u64 {
    names.split_whitespace().map(|n| 1u64 << cell(n)).sum()
}

fn act(p: &mut Sesqui, text: &str) -> Result<Progress, SesquiError> {
    let a = p.parse_action(text).unwrap();
    p.apply(a)
}

fn legal(p: &Sesqui) -> Vec<String> {
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    let mut out: Vec<String> = v.into_iter().map(|a| p.action_text(a)).collect();
    out.sort();
    out
}

/// A game that reaches turn 8 (Black to move) with Black on d4, e6, c6 and
/// White on c4, d5, c3, b2: Black's c5 would cross at c4–d5.
const CROSSING_GAME: [&str; 6] = [
    "d4", "c4 d5", "e4 e4-e6", "b4 b4-b1", "d6 d6-c6", "c3 b1-b2",
];

#[test]
fn turn_1_is_one_drop_anywhere() {
    let v = check(&record(&["h8"]));
    assert_eq!(
        (v["turns"].clone(), v["to_move"].clone()),
        (json!(1), json!("white"))
    );
    assert_eq!(v["stock"], json!({"black": 29, "white": 30}));
    assert_eq!(v["stones"], json!({"black": 1, "white": 0}));
    assert_eq!(
        error(&record(&["d4 e5"])),
        "line 2: e5: turn 1 is a single drop"
    );
    assert_eq!(
        error(&record(&["pass"])),
        "line 2: pass: `pass` is only for a player who owes actions and has none legal"
    );
    let start = check("game sesqui\n");
    assert_eq!(start["legal"].as_array().unwrap().len(), 64);
    assert_eq!(start["legal"][0], "a1");
    assert_eq!(start["legal"][63], "h8");
}

#[test]
fn turn_2_is_two_drops_anywhere() {
    let v = check(&record(&["d4", "a1 h8"]));
    assert_eq!(
        (v["turns"].clone(), v["to_move"].clone()),
        (json!(2), json!("black"))
    );
    assert_eq!(v["stock"], json!({"black": 29, "white": 28}));
    // Next to Black's stone is fine too.
    check(&record(&["d4", "d5 e4"]));
    // In progress on the last line: White still to move, one drop owed.
    let v = check(&record(&["d4", "a1"]));
    assert_eq!(
        (v["turns"].clone(), v["to_move"].clone()),
        (json!(2), json!("white"))
    );
    assert_eq!(v["legal"].as_array().unwrap().len(), 62);
    assert_eq!(
        error(&record(&["d4", "a1 a1-a2"])),
        "line 3: a1-a2: turn 2 is two drops, no move"
    );
    assert_eq!(
        error(&record(&["d4", "a1 b1 c1"])),
        "line 3: c1: turn 2 is two drops"
    );
    assert_eq!(
        error(&record(&["d4", "a1", "d5 d4-d6"])),
        "line 3: a1: the turn is not complete"
    );
    assert_eq!(error(&record(&["d4", "d4 a1"])), "line 3: d4: d4 is taken");
}

#[test]
fn later_drops_touch_an_own_stone_orthogonally() {
    let base = ["d4", "a1 h8"];
    let v = check(&record(&base));
    let legal: Vec<String> = serde_json::from_value(v["legal"].clone()).unwrap();
    let drops: Vec<&String> = legal.iter().filter(|a| !a.contains('-')).collect();
    assert_eq!(drops, ["c4", "d3", "d5", "e4"]);
    // d4 moves like a queen: 7 + 7 + 7 + 6 cells, a1 and h8 block none.
    assert_eq!(legal.len() - drops.len(), 27 - 2);
    for far in ["f6", "e5", "c3", "a2"] {
        assert_eq!(
            error(&record(&[base[0], base[1], far])),
            format!("line 4: {far}: a drop must touch one of your stones orthogonally")
        );
    }
    // After a move, the board of that moment counts.
    check(&record(&[base[0], base[1], "d4-d6 d7"]));
    assert_eq!(
        error(&record(&[base[0], base[1], "d4-d6 d3"])),
        "line 4: d3: a drop must touch one of your stones orthogonally"
    );
}

#[test]
fn a_turn_is_a_drop_and_a_move_in_either_order() {
    let base = ["d4", "a1 h8"];
    for line in ["d5 d4-b6", "d4-b6 b5", "d5 d5-d8", "e4 a1-a2"] {
        let text = record(&[base[0], base[1], line]);
        if line == "e4 a1-a2" {
            assert_eq!(error(&text), "line 4: a1-a2: a1 holds no stone of yours");
            continue;
        }
        let v = check(&text);
        assert_eq!(
            (v["turns"].clone(), v["to_move"].clone()),
            (json!(3), json!("white")),
            "{line}"
        );
    }
    // One action: the turn goes on, only the other kind is listed.
    let v = check(&record(&[base[0], base[1], "d5"]));
    assert_eq!(
        (v["turns"].clone(), v["to_move"].clone()),
        (json!(3), json!("black"))
    );
    assert!(v["legal"]
        .as_array()
        .unwrap()
        .iter()
        .all(|a| a.as_str().unwrap().contains('-')));
    let v = check(&record(&[base[0], base[1], "d4-d6"]));
    let legal: Vec<String> = serde_json::from_value(v["legal"].clone()).unwrap();
    assert_eq!(legal, ["c6", "d5", "d7", "e6"]);
    assert_eq!(
        error(&record(&[base[0], base[1], "d5 d6"])),
        "line 4: d6: this turn's drop is made already"
    );
    assert_eq!(
        error(&record(&[base[0], base[1], "d4-d5 d5-d6"])),
        "line 4: d5-d6: this turn's move is made already"
    );
    assert_eq!(
        error(&record(&[base[0], base[1], "d5 d4-c3 e6"])),
        "line 4: e6: the turn was already over: a turn is one drop and one move, and ends early when no owed action is legal"
    );
}

#[test]
fn stones_slide_like_queens_over_empty_cells() {
    let base = ["d4", "d6 a1"];
    let e = |m: &str| error(&record(&[base[0], base[1], m]));
    assert_eq!(
        e("d4-d7"),
        "line 4: d4-d7: the path from d4 to d7 is blocked at d6"
    );
    assert_eq!(e("d4-d6"), "line 4: d4-d6: d6 is taken");
    assert_eq!(
        e("d4-e6"),
        "line 4: d4-e6: d4 and e6 are not on one rank, file or diagonal: a stone moves like a queen"
    );
    assert_eq!(e("e4-e5"), "line 4: e4-e5: e4 holds no stone of yours");
    assert!(e("d4-d4").contains("not on one rank"));
    for ok in [
        "d4-d5", "d4-h8", "d4-a7", "d4-g1", "d4-a4", "d4-d1", "d4-h4", "d4-b2",
    ] {
        check(&record(&[base[0], base[1], ok]));
    }
    // a1 sits on the long diagonal: d4 stops short of it.
    assert!(e("d4-a1").contains("a1 is taken"));
}

#[test]
fn no_action_may_leave_a_forbidden_crossing() {
    let v = check(&record(&CROSSING_GAME));
    assert_eq!(
        (v["turns"].clone(), v["to_move"].clone()),
        (json!(6), json!("black"))
    );
    let mut drop = CROSSING_GAME.to_vec();
    drop.push("c5");
    assert_eq!(
        error(&record(&drop)),
        "line 8: c5: the drop would leave a forbidden crossing at c4–d5"
    );
    let mut mv = CROSSING_GAME.to_vec();
    mv.push("e7 c6-c5");
    assert_eq!(
        error(&record(&mv)),
        "line 8: c6-c5: the move would leave a forbidden crossing at c4–d5"
    );
    let legal = check(&record(&CROSSING_GAME))["legal"].clone();
    assert!(!legal.as_array().unwrap().contains(&json!("c5")));
    // The other orientation: Black on the rising diagonal, White to move.
    let mut p = Sesqui::setup(set("c4 d5"), set("d4 c6 h1"), [28, 27], 4).unwrap();
    assert_eq!(
        act(&mut p.clone(), "c5"),
        Err(SesquiError::Crossing {
            corner: cell("c4"),
            moving: false
        })
    );
    assert_eq!(
        act(&mut p.clone(), "c6-c5").unwrap_err().to_string(),
        "the move would leave a forbidden crossing at c4–d5"
    );
    assert!(!legal_has(&p, "c5") && !legal_has(&p, "c6-c5"));
    // Three stones in a square, or one colour on both diagonals, are fine.
    assert_eq!(act(&mut p, "d3"), Ok(Progress::Continues));
    let mut q = Sesqui::setup(set("c4 d5"), set("a8"), [28, 29], 3).unwrap();
    assert_eq!(act(&mut q, "a7"), Err(SesquiError::NotAdjacent));
    assert_eq!(act(&mut q, "d4"), Ok(Progress::Continues));
    assert_eq!(act(&mut q, "c4-c3").unwrap(), Progress::Ended);
}

fn legal_has(p: &Sesqui, text: &str) -> bool {
    legal(p).iter().any(|a| a == text)
}

#[test]
fn a_chain_wins_at_once_even_after_the_first_action() {
    // Black b1..b7: the drop on b8 joins South and North.
    let mut g = Played::from_start(
        Sesqui::setup(set("b1 b2 b3 b4 b5 b6 b7"), set("g4 g5"), [23, 28], 3).unwrap(),
    );
    assert_eq!(g.play("b8"), Ok(Progress::Ended));
    assert_eq!(g.result(), Some(Outcome::Win(0)));
    assert_eq!(g.to_move(), None);
    let v = g.check_json(true);
    assert_eq!(
        (v["over"].clone(), v["result"].clone(), v["legal"].clone()),
        (json!(true), json!("black"), json!([]))
    );
    assert_eq!(v["to_move"], Value::Null);
    let ctx = ViewCtx::public(["alice", "bob"]);
    assert_eq!(
        g.result_sentence(&ctx).unwrap(),
        "alice wins, joining North and South"
    );
    // Nothing may follow the winning action in the same message.
    let mut h = Played::from_start(
        Sesqui::setup(set("b1 b2 b3 b4 b5 b6 b7"), set("g4 g5"), [23, 28], 3).unwrap(),
    );
    let over = h.play("b8 b1-c1");
    assert!(matches!(over, Err(PlayError::TurnOver(_))), "{over:?}");
    assert_eq!(over.unwrap_err().to_string(), "the game is over");
    // A diagonal step and a move can win too.
    let mut p = Sesqui::setup(set("b1 b2 b3 b4 b5 b6 b7 e8"), set("g4"), [22, 29], 3).unwrap();
    assert_eq!(act(&mut p, "e8-c8"), Ok(Progress::Ended));
    assert_eq!(p.end(), Some(End::Win(0)));
    // Corners belong to both edges; White joins West and East.
    let mut p = Sesqui::setup(set("d4"), set("a1 b1 c1 d1 e1 f1 g1"), [29, 23], 4).unwrap();
    assert_eq!(act(&mut p, "h1"), Ok(Progress::Ended));
    assert_eq!(p.result(), Some(Outcome::Win(1)));
    let mut p = Sesqui::setup(set("a1 a2 a3 a4 a5 a6 a7"), set("h4"), [23, 29], 5).unwrap();
    assert_eq!(act(&mut p, "a8"), Ok(Progress::Ended));
    assert_eq!(p.result(), Some(Outcome::Win(0)));
    // The greedy baseline prefers the side nearer its connection.
    let p = Sesqui::setup(set("b1 b2 b3 b4 b5 b6"), set("g4"), [24, 29], 3).unwrap();
    assert!(p.heuristic(0) > 0.0 && p.heuristic(1) < 0.0);
    // A chain along the wrong edges wins nothing.
    let mut p = Sesqui::setup(set("a4 b4 c4 d4 e4 f4 g4"), set("a8"), [23, 29], 3).unwrap();
    assert_eq!(act(&mut p, "h4"), Ok(Progress::Continues));
    assert_eq!(p.result(), None);
}

#[test]
fn a_turn_ends_early_when_nothing_owed_is_legal() {
    // No stock: the move is the whole turn.
    let mut p = Sesqui::setup(set("d4"), set("h8"), [0, 0], 3).unwrap();
    assert!(legal(&p).iter().all(|a| a.contains('-')));
    assert_eq!(act(&mut p, "d4-d5"), Ok(Progress::Ended));
    assert_eq!(p.to_move(), Some(1));
    assert_eq!(act(&mut p, "h8-h1"), Ok(Progress::Ended));
    // After the drop no stone of Black's can move: the turn ends.
    let mut p = Sesqui::setup(set("a1"), set("a2 b2 c1 c2"), [29, 26], 3).unwrap();
    assert_eq!(legal(&p), ["a1-b1", "b1"]);
    assert_eq!(act(&mut p, "b1"), Ok(Progress::Ended));
    assert_eq!((p.to_move(), p.mid_turn()), (Some(1), false));
    assert_eq!(p.stock(0), 28);
}

#[test]
fn pass_only_when_the_rules_force_it() {
    // Black's one stone is boxed in: no drop next to it, no move.
    let start = Sesqui::setup(set("a1"), set("a2 b1 b2"), [29, 27], 3).unwrap();
    let mut g = Played::from_start(start.clone());
    let v = g.check_json(true);
    assert_eq!(
        (v["over"].clone(), v["to_move"].clone(), v["legal"].clone()),
        (json!(false), json!("black"), json!([]))
    );
    assert_eq!(g.forced_passes(), vec![0]);
    assert_eq!(g.turn_lines(), vec!["pass"]);
    assert_eq!(g.describe_last_turn(Lang::En).unwrap(), "passed");
    assert_eq!(g.to_move(), Some(1));
    // White has actions: no pass, and no forced pass either.
    assert!(g.play("pass").is_err());
    assert!(g.forced_passes().is_empty());
    assert_eq!(g.play("c2 c2-c3"), Ok(Progress::Ended));
    assert!(!g.is_over());
    // Written by hand, the forced pass is fine too.
    let mut p = start;
    assert_eq!(act(&mut p, "pass"), Ok(Progress::Ended));
    // A pass in the middle of a turn is never legal.
    let mut q = Sesqui::setup(set("d4"), set("h8"), [29, 29], 3).unwrap();
    assert_eq!(act(&mut q, "d5"), Ok(Progress::Continues));
    assert_eq!(act(&mut q, "pass"), Err(SesquiError::PassNotForced));
}

#[test]
fn two_passes_in_a_row_draw() {
    let mut g = Played::from_start(Sesqui::setup(0, 0, [0, 0], 3).unwrap());
    assert_eq!(g.forced_passes(), vec![0, 1]);
    assert_eq!(g.result(), Some(Outcome::Draw));
    let p = g.position();
    assert_eq!(p.end(), Some(End::Draw(DrawReason::TwoPasses)));
    let ctx = ViewCtx::public(["alice", "bob"]);
    assert_eq!(
        g.result_sentence(&ctx).unwrap(),
        "a draw: two passes in a row"
    );
    let v = g.check_json(true);
    assert_eq!(
        (v["result"].clone(), v["turns"].clone(), v["legal"].clone()),
        (json!("draw"), json!(2), json!([]))
    );
    // A pass between two played turns is no draw.
    let mut g = Played::from_start(Sesqui::setup(set("a1"), set("a2 b1 b2"), [29, 27], 3).unwrap());
    assert_eq!(g.forced_passes(), vec![0]);
    g.play("c2 c2-c3").unwrap();
    assert!(!g.is_over());
}

#[test]
fn the_third_occurrence_of_a_position_draws() {
    let mut p = Sesqui::setup(set("d4"), set("h8"), [0, 0], 3).unwrap();
    let cycle = ["d4-d5", "h8-h7", "d5-d4", "h7-h8"];
    for m in cycle {
        assert_eq!(act(&mut p, m), Ok(Progress::Ended));
    }
    assert_eq!(p.result(), None, "second occurrence");
    for (i, m) in cycle.iter().enumerate() {
        assert_eq!(act(&mut p, m), Ok(Progress::Ended));
        assert_eq!(p.result().is_some(), i == 3);
    }
    assert_eq!(p.end(), Some(End::Draw(DrawReason::Repetition)));
    // The same stones with the other player to move are another position.
    let mut p = Sesqui::setup(set("d4"), set("h8"), [0, 0], 3).unwrap();
    for m in [
        "d4-d5", "h8-h7", "d5-d4", "h7-h6", "d4-d5", "h6-h8", "d5-d4",
    ] {
        act(&mut p, m).unwrap();
        assert_eq!(p.result(), None, "{m}");
    }
}

#[test]
fn the_game_is_drawn_when_turn_150_ends_without_a_winner() {
    let mut p = Sesqui::setup(set("d4"), set("h8"), [0, 0], 149).unwrap();
    assert_eq!(p.to_move(), Some(0));
    act(&mut p, "d4-d5").unwrap();
    assert_eq!((p.result(), p.to_move(), p.turn()), (None, Some(1), 150));
    act(&mut p, "h8-h1").unwrap();
    assert_eq!(p.end(), Some(End::Draw(DrawReason::TurnLimit)));
    assert_eq!(p.to_move(), None);
    // A pass is a turn like any other.
    let mut g =
        Played::from_start(Sesqui::setup(set("a1"), set("a2 b1 b2"), [29, 27], 149).unwrap());
    assert_eq!(g.forced_passes(), vec![0]);
    g.play("c2 c2-c3").unwrap();
    assert_eq!(g.result(), Some(Outcome::Draw));
}

#[test]
fn notation_round_trips() {
    let p = Sesqui::start();
    for a in 0..64u8 {
        let name = BOARD.name(a as usize);
        assert_eq!(p.parse_action(&name), Ok(Action::Drop(a)));
        assert_eq!(p.action_text(Action::Drop(a)), name);
        assert_eq!(p.parse_action(&name.to_uppercase()), Ok(Action::Drop(a)));
        for b in 0..64u8 {
            let m = Action::Move { from: a, to: b };
            let text = p.action_text(m);
            assert_eq!(p.parse_action(&text), Ok(m));
            assert_eq!(p.parse_action(&text.to_uppercase()), Ok(m));
        }
    }
    assert_eq!(p.parse_action("PASS"), Ok(Action::Pass));
    assert!(p
        .parse_action("i1")
        .unwrap_err()
        .to_string()
        .contains("not on this board"));
    assert!(p
        .parse_action("x")
        .unwrap_err()
        .to_string()
        .contains("not an action"));
    assert!(p.parse_action("d4-").is_err());
    assert_eq!(p.parse_message("c3, f6").unwrap().len(), 2);
}

#[test]
fn the_record_check_reports_the_common_and_the_page_keys() {
    let text = record(&["d4", "a1 h8", "d5 d4-b6", "a2 a2-a3"]);
    let v = check(&text);
    let mut keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    keys.sort();
    assert_eq!(
        keys,
        ["game", "legal", "over", "result", "stock", "stones", "to_move", "turns"]
    );
    assert_eq!(v["game"], "sesqui");
    assert_eq!(v["turns"], 4);
    assert_eq!(v["over"], false);
    assert_eq!(v["result"], Value::Null);
    assert_eq!(v["to_move"], "black");
    assert_eq!(v["stock"], json!({"black": 28, "white": 27}));
    assert_eq!(v["stones"], json!({"black": 2, "white": 3}));
    let legal: Vec<String> = serde_json::from_value(v["legal"].clone()).unwrap();
    let mut sorted = legal.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(legal, sorted);
    assert!(!legal.contains(&"pass".to_string()));
    // Round trip through the record the game writes.
    let g = parse_record(&text).unwrap();
    assert_eq!(g.record(), text);
    assert_eq!(parse_record(&g.record()).unwrap().check_json(true), v);
    assert!(Kind::Sesqui
        .new_game(&[("size".into(), "8".into())])
        .is_err());
    let e = error("game sesqui\nsize 8\nd4\n");
    assert!(e.starts_with("line 2: Sesqui has no option `size`"), "{e}");
}

#[test]
fn the_view_and_the_words() {
    let mut g = Played::<Sesqui>::new(&[]).unwrap();
    g.play("d4").unwrap();
    g.play("a1 h8").unwrap();
    g.play("d5").unwrap();
    let ctx = ViewCtx::public(["alice", "bob"]);
    let view = g.view(&ctx);
    assert_eq!(view.pieces.len(), 4);
    assert_eq!(view.to_move, Some(0));
    assert!(
        view.seats[0].sub.contains("28 in stock"),
        "{}",
        view.seats[0].sub
    );
    assert_eq!(g.describe_last_turn(Lang::En).unwrap(), "dropped a1 and h8");
    assert!(g.prompt(Lang::En).contains("queen"));
    assert_eq!(
        g.score_line(&ctx).unwrap(),
        "Black 2 on the board, 28 in stock · White 2 on the board, 28 in stock"
    );
    g.play("d5-f7").unwrap();
    assert_eq!(
        g.describe_last_turn(Lang::En).unwrap(),
        "dropped d5 and moved d5-f7"
    );
    assert!(g.text_board(&ctx).contains("  a b c d e f g h"));
    assert!(g.alt_text(&ctx).starts_with("Sesqui board"));
    assert_eq!(g.turns_done(), 3);
    // An illegal message plays nothing.
    assert!(g.play("b2 a1-a2").is_err());
    assert!(!g.mid_turn());
}

/// A slow, plain model of the page's rules, written apart from the engine:
/// an 8×8 array, every cell tried for every action, every 2×2 square
/// scanned for crossings, chains by flood fill, the whole history kept.
// Plain indices are the point of the model.
#[allow(clippy::needless_range_loop)]
mod model {
    type Board = [[u8; 8]; 8]; // [file][rank]: 0 empty, 1 black, 2 white

    #[derive(Clone)]
    pub struct Model {
        pub board: Board,
        pub stock: [u8; 2],
        pub turn: u32,
        drops_owed: u8,
        move_owed: bool,
        pub acted: bool,
        passes: u32,
        pub result: Option<Option<usize>>,
        history: Vec<(Board, usize)>,
    }

    fn name(f: usize, r: usize) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    fn parse(s: &str) -> (usize, usize) {
        let b = s.as_bytes();
        ((b[0] - b'a') as usize, (b[1] - b'1') as usize)
    }

    fn crossing(b: &Board) -> bool {
        (0..7).any(|f| {
            (0..7).any(|r| {
                let (ll, lr, ul, ur) = (b[f][r], b[f + 1][r], b[f][r + 1], b[f + 1][r + 1]);
                ll != 0 && ll == ur && lr != 0 && lr == ul && ll != lr
            })
        })
    }

    impl Model {
        pub fn new() -> Model {
            let board = [[0; 8]; 8];
            Model {
                board,
                stock: [30, 30],
                turn: 1,
                drops_owed: 1,
                move_owed: false,
                acted: false,
                passes: 0,
                result: None,
                history: vec![(board, 0)],
            }
        }

        /// The start of turn `turn` with these stones (bit `rank * 8 + file`).
        pub fn setup(black: u64, white: u64, stock: [u8; 2], turn: u32) -> Model {
            let mut m = Model::new();
            for f in 0..8 {
                for r in 0..8 {
                    let bit = 1u64 << (r * 8 + f);
                    m.board[f][r] = if black & bit != 0 {
                        1
                    } else if white & bit != 0 {
                        2
                    } else {
                        0
                    };
                }
            }
            m.stock = stock;
            m.turn = turn;
            m.drops_owed = if turn == 2 { 2 } else { 1 };
            m.move_owed = turn > 2;
            m.history = vec![(m.board, m.seat())];
            m
        }

        pub fn seat(&self) -> usize {
            if self.turn % 2 == 1 {
                0
            } else {
                1
            }
        }

        pub fn count(&self, seat: usize) -> usize {
            self.board
                .iter()
                .flatten()
                .filter(|&&v| v as usize == seat + 1)
                .count()
        }

        fn drops(&self) -> Vec<String> {
            let me = self.seat() as u8 + 1;
            let mut out = Vec::new();
            if self.drops_owed == 0 || self.stock[self.seat()] == 0 {
                return out;
            }
            for f in 0..8 {
                for r in 0..8 {
                    if self.board[f][r] != 0 {
                        continue;
                    }
                    let touches =
                        [(1i32, 0i32), (-1, 0), (0, 1), (0, -1)]
                            .iter()
                            .any(|(df, dr)| {
                                let (x, y) = (f as i32 + df, r as i32 + dr);
                                (0..8).contains(&x)
                                    && (0..8).contains(&y)
                                    && self.board[x as usize][y as usize] == me
                            });
                    if self.turn > 2 && !touches {
                        continue;
                    }
                    let mut b = self.board;
                    b[f][r] = me;
                    if !crossing(&b) {
                        out.push(name(f, r));
                    }
                }
            }
            out
        }

        fn moves(&self) -> Vec<String> {
            let me = self.seat() as u8 + 1;
            let mut out = Vec::new();
            if !self.move_owed {
                return out;
            }
            for f in 0..8i32 {
                for r in 0..8i32 {
                    if self.board[f as usize][r as usize] != me {
                        continue;
                    }
                    for tf in 0..8i32 {
                        for tr in 0..8i32 {
                            let (df, dr) = (tf - f, tr - r);
                            if (df, dr) == (0, 0) || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
                                continue;
                            }
                            let steps = df.abs().max(dr.abs());
                            let clear = (1..=steps).all(|k| {
                                self.board[(f + k * df.signum()) as usize]
                                    [(r + k * dr.signum()) as usize]
                                    == 0
                            });
                            if !clear {
                                continue;
                            }
                            let mut b = self.board;
                            b[f as usize][r as usize] = 0;
                            b[tf as usize][tr as usize] = me;
                            if !crossing(&b) {
                                out.push(format!(
                                    "{}-{}",
                                    name(f as usize, r as usize),
                                    name(tf as usize, tr as usize)
                                ));
                            }
                        }
                    }
                }
            }
            out
        }

        pub fn legal(&self) -> Vec<String> {
            if self.result.is_some() {
                return Vec::new();
            }
            let mut out = self.drops();
            out.extend(self.moves());
            out.sort();
            out
        }

        fn wins(&self, seat: usize) -> bool {
            let me = seat as u8 + 1;
            let on_first = |f: usize, r: usize| if seat == 0 { r == 0 } else { f == 0 };
            let on_second = |f: usize, r: usize| if seat == 0 { r == 7 } else { f == 7 };
            let mut seen = [[false; 8]; 8];
            let mut stack = Vec::new();
            for f in 0..8 {
                for r in 0..8 {
                    if self.board[f][r] == me && on_first(f, r) {
                        seen[f][r] = true;
                        stack.push((f, r));
                    }
                }
            }
            while let Some((f, r)) = stack.pop() {
                if on_second(f, r) {
                    return true;
                }
                for x in f.saturating_sub(1)..=(f + 1).min(7) {
                    for y in r.saturating_sub(1)..=(r + 1).min(7) {
                        if !seen[x][y] && self.board[x][y] == me {
                            seen[x][y] = true;
                            stack.push((x, y));
                        }
                    }
                }
            }
            false
        }

        fn end_turn(&mut self) {
            let finished = self.turn;
            self.turn += 1;
            self.acted = false;
            self.drops_owed = if self.turn == 2 { 2 } else { 1 };
            self.move_owed = self.turn > 2;
            let now = (self.board, self.seat());
            self.history.push(now);
            let seen = self.history.iter().filter(|h| **h == now).count();
            if self.passes >= 2 || seen >= 3 || finished >= 150 {
                self.result = Some(None);
            }
        }

        pub fn play(&mut self, text: &str) {
            let me = self.seat();
            if text == "pass" {
                assert!(!self.acted && self.legal().is_empty());
                self.passes += 1;
                self.end_turn();
                return;
            }
            assert!(self.legal().iter().any(|a| a == text), "{text}");
            if let Some((a, b)) = text.split_once('-') {
                let ((f, r), (x, y)) = (parse(a), parse(b));
                self.board[f][r] = 0;
                self.board[x][y] = me as u8 + 1;
                self.move_owed = false;
            } else {
                let (f, r) = parse(text);
                self.board[f][r] = me as u8 + 1;
                self.stock[me] -= 1;
                self.drops_owed -= 1;
            }
            self.acted = true;
            self.passes = 0;
            if self.wins(me) {
                self.result = Some(Some(me));
            } else if self.legal().is_empty() {
                self.end_turn();
            }
        }
    }
}

mod props {
    use super::model::Model;
    use bridges_bot::games::sesqui::Sesqui;
    use bridges_bot::games::{parse_record, AnyGame, Played, Rules};
    use proptest::prelude::*;
    use rand::SeedableRng;
    use serde_json::json;

    const KEYS: [&str; 2] = ["black", "white"];

    fn agree(game: &dyn AnyGame, model: &Model) {
        let v = game.check_json(true);
        assert_eq!(v["legal"], json!(model.legal()));
        assert_eq!(v["over"], json!(model.result.is_some()));
        let to_move = model.result.is_none().then(|| KEYS[model.seat()]);
        assert_eq!(v["to_move"], json!(to_move));
        let result = model.result.map(|r| r.map_or("draw", |s| KEYS[s]));
        assert_eq!(v["result"], json!(result));
        assert_eq!(
            v["stock"],
            json!({"black": model.stock[0], "white": model.stock[1]})
        );
        assert_eq!(
            v["stones"],
            json!({"black": model.count(0), "white": model.count(1)})
        );
        if model.result.is_none() {
            assert_eq!(game.mid_turn(), model.acted);
        }
    }

    /// Play the game and the model side by side, action `pick % legal`
    /// each time (the bot's forced passes when nothing is legal), checking
    /// they agree after every step, until the picks or the game run out.
    fn play_alike(
        game: &mut Played<Sesqui>,
        model: &mut Model,
        picks: &[u16],
    ) -> Result<(), TestCaseError> {
        for &pick in picks {
            if model.result.is_some() {
                break;
            }
            let legal = model.legal();
            if legal.is_empty() {
                // The bot passes for every player in a row who cannot act.
                let mut expect = Vec::new();
                while model.result.is_none() && model.legal().is_empty() {
                    expect.push(model.seat());
                    model.play("pass");
                }
                prop_assert_eq!(game.forced_passes(), expect);
            } else {
                let action = &legal[pick as usize % legal.len()];
                game.play(action).unwrap();
                model.play(action);
            }
            agree(game, model);
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn random_playouts_agree_with_the_model(picks in prop::collection::vec(any::<u16>(), 0..=400)) {
            let mut game = Played::<Sesqui>::new(&[]).unwrap();
            let mut model = Model::new();
            agree(&game, &model);
            play_alike(&mut game, &mut model, &picks)?;
            let again = parse_record(&game.record()).unwrap();
            prop_assert_eq!(again.record(), game.record());
            prop_assert_eq!(again.check_json(true), game.check_json(true));
        }

        /// Few stones and little stock, and picks among the first actions
        /// listed: positions come back, turns run out, players pass.
        #[test]
        fn late_games_agree_with_the_model(
            black in any::<u64>(),
            white in any::<u64>(),
            stock in (0u8..=2, 0u8..=2),
            turn in 3u16..150,
            picks in prop::collection::vec(0u16..4, 0..=300),
        ) {
            let black = black & black.rotate_left(17) & black.rotate_left(31) & black.rotate_left(45);
            let white = white & white.rotate_left(17) & white.rotate_left(31) & white.rotate_left(45) & !black;
            let Ok(start) = Sesqui::setup(black, white, [stock.0, stock.1], turn) else {
                return Ok(());
            };
            let mut game = Played::from_start(start);
            let mut model = Model::setup(black, white, [stock.0, stock.1], turn as u32);
            agree(&game, &model);
            play_alike(&mut game, &mut model, &picks)?;
        }

        #[test]
        fn random_actions_play_legal_games_to_the_end(seed in any::<u64>()) {
            let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
            let mut p = Sesqui::start();
            let mut model = Model::new();
            while p.result().is_none() {
                match p.random_action(&mut rng) {
                    Some(a) => {
                        model.play(&p.action_text(a));
                        p.apply(a).unwrap();
                    }
                    None => {
                        prop_assert!(p.forced_pass().is_some());
                        model.play("pass");
                    }
                }
            }
            let result = model.result.map(|r| r.map_or("draw", |s| KEYS[s]));
            let mine = p.result().map(|r| r.winner().map_or("draw", |s| KEYS[s]));
            prop_assert_eq!(mine, result);
        }
    }
}
