//! Avanço (Breakthrough) against its page, `docs/games/avanco.md`: every
//! rule, the notation, records and the `record check` JSON, and random
//! playouts checked against a slow model written from the page alone.

use bridges_bot::games::avanco::{Avanco, Move, BLACK, BOARD, WHITE};
use bridges_bot::games::{parse_record, AnyGame, Kind, Outcome, Played, Rules, ViewCtx};
use bridges_bot::i18n::Lang;
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use serde_json::json;

fn cell(name: &str) -> u8 {
    BOARD.parse_cell(name).unwrap() as u8
}

fn mask(cells: &[&str]) -> u64 {
    cells.iter().fold(0, |m, c| m | 1 << cell(c))
}

fn record(text: &str) -> Box<dyn AnyGame> {
    parse_record(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn record_error(text: &str) -> String {
    match parse_record(text) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(e) => e.to_string(),
    }
}

/// Play moves from a position; panics on an illegal one.
fn after(mut p: Avanco, moves: &[&str]) -> Avanco {
    for t in moves {
        let m = p.parse_action(t).unwrap();
        p.apply(m).unwrap_or_else(|e| panic!("{t}: {e}"));
    }
    p
}

fn error(p: &Avanco, t: &str) -> String {
    let m = p.parse_action(t).unwrap();
    let mut q = *p;
    let e = q.apply(m).unwrap_err();
    assert_eq!(q, *p, "a refused move changes nothing");
    p.explain(m, &e).to_string()
}

fn legal(p: &Avanco) -> Vec<String> {
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    let mut t: Vec<String> = v.iter().map(|&m| p.action_text(m)).collect();
    t.sort();
    t
}

// ---- The slow model: a 7×7 array, rules read straight off the page. ----

#[derive(Clone, PartialEq, Debug)]
struct Model {
    /// `board[rank][file]`: the seat of the piece there.
    board: [[Option<usize>; 7]; 7],
    to_move: usize,
    winner: Option<usize>,
}

impl Model {
    fn start() -> Model {
        let mut board = [[None; 7]; 7];
        board[0] = [Some(WHITE); 7];
        board[1] = [Some(WHITE); 7];
        board[5] = [Some(BLACK); 7];
        board[6] = [Some(BLACK); 7];
        Model {
            board,
            to_move: WHITE,
            winner: None,
        }
    }

    fn name(f: usize, r: usize) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    /// Every legal move as text, sorted.
    fn moves(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.winner.is_some() {
            return out;
        }
        let s = self.to_move;
        let dir: i32 = if s == WHITE { 1 } else { -1 };
        for r in 0..7 {
            for f in 0..7 {
                if self.board[r][f] != Some(s) {
                    continue;
                }
                let tr = r as i32 + dir;
                if !(0..7).contains(&tr) {
                    continue;
                }
                for df in [-1i32, 0, 1] {
                    let tf = f as i32 + df;
                    if !(0..7).contains(&tf) {
                        continue;
                    }
                    let target = self.board[tr as usize][tf as usize];
                    let from = Model::name(f, r);
                    let to = Model::name(tf as usize, tr as usize);
                    match target {
                        None => out.push(format!("{from}-{to}")),
                        Some(o) if o != s && df != 0 => out.push(format!("{from}x{to}")),
                        _ => {}
                    }
                }
            }
        }
        out.sort();
        out
    }

    fn play(&mut self, text: &str) {
        assert!(self.moves().contains(&text.to_string()), "{text}");
        let b = text.as_bytes();
        let (ff, fr) = ((b[0] - b'a') as usize, (b[1] - b'1') as usize);
        let (tf, tr) = ((b[3] - b'a') as usize, (b[4] - b'1') as usize);
        let s = self.to_move;
        self.board[fr][ff] = None;
        self.board[tr][tf] = Some(s);
        let far = if s == WHITE { 6 } else { 0 };
        let opponent_left = self.board.iter().flatten().any(|&c| c == Some(1 - s));
        if tr == far || !opponent_left {
            self.winner = Some(s);
        }
        self.to_move = 1 - s;
    }

    fn agrees(&self, p: &Avanco) {
        for r in 0..7 {
            for f in 0..7 {
                assert_eq!(
                    p.owner((r * 7 + f) as u8),
                    self.board[r][f],
                    "{}",
                    Model::name(f, r)
                );
            }
        }
        assert_eq!(p.winner(), self.winner);
        assert_eq!(p.result(), self.winner.map(Outcome::Win), "result");
        assert_eq!(
            Rules::to_move(p),
            self.winner.is_none().then_some(self.to_move)
        );
        assert_eq!(legal(p), self.moves());
    }
}

// ---- The rules, one by one. ----

#[test]
fn start_position_and_first_moves() {
    let p = Avanco::start();
    assert_eq!(
        p.pieces(WHITE),
        mask(&["a1", "b1", "c1", "d1", "e1", "f1", "g1"])
            | mask(&["a2", "b2", "c2", "d2", "e2", "f2", "g2"])
    );
    assert_eq!(p.count(BLACK), 14);
    assert_eq!(Rules::to_move(&p), Some(WHITE));
    let l = legal(&p);
    assert_eq!(l.len(), 19);
    assert!(l.contains(&"a2-b3".to_string()));
    assert!(!l.contains(&"a2-a4".to_string()));
    assert_eq!(l, Model::start().moves());
}

#[test]
fn steps_straight_and_diagonal_onto_empty_cells() {
    let p = after(Avanco::start(), &["c2-c3", "d6-d5"]);
    assert_eq!(p.owner(cell("c3")), Some(WHITE));
    assert_eq!(p.owner(cell("d5")), Some(BLACK));
    let q = after(p, &["c3-d4", "e6-e5"]);
    assert_eq!(q.owner(cell("d4")), Some(WHITE));
    // d4 may not step onto d5 (a piece); it may capture on e5 or step to c5.
    assert_eq!(
        error(&q, "d4-d5"),
        "d4-d5: captures are diagonal only: d5 holds a black piece"
    );
    let l = legal(&q);
    assert!(l.contains(&"d4xe5".to_string()));
    assert!(l.contains(&"d4-c5".to_string()));
    assert!(!l.iter().any(|m| m.starts_with("d4-d5") || m == "d4xd5"));
}

#[test]
fn captures_are_diagonal_only_and_optional() {
    let p = after(Avanco::start(), &["c2-c3", "d6-d5", "c3-c4"]);
    let l = legal(&p);
    assert!(l.contains(&"d5xc4".to_string()));
    assert!(l.contains(&"d5-d4".to_string()), "a capture is optional");
    let q = after(p, &["d5xc4"]);
    assert_eq!(q.count(WHITE), 13);
    assert_eq!(q.owner(cell("c4")), Some(BLACK));
    // Bring a white piece under the black one on c4: no straight capture.
    let r = after(q, &["b2-b3", "a6-a5"]);
    let s = after(r, &["c1-c2"]);
    let t = after(s, &["a5-a4"]);
    let u = after(t, &["c2-c3"]);
    assert_eq!(
        error(&after(u, &["a7-a6"]), "c3xc4"),
        "c3xc4: captures are diagonal only"
    );
    assert!(error(&after(u, &["a7-a6"]), "c3-c4").starts_with("c3-c4: captures are diagonal only"));
}

#[test]
fn nothing_moves_sideways_backward_or_far() {
    let p = after(Avanco::start(), &["c2-c3", "d6-d5"]);
    assert_eq!(error(&p, "c3-d3"), "c3-d3: nothing moves sideways");
    assert_eq!(error(&p, "c3-c2"), "c3-c2: nothing moves backward");
    assert_eq!(error(&p, "c3-b2"), "c3-b2: nothing moves backward");
    assert_eq!(error(&p, "c3-c5"), "c3-c5: a piece steps one rank forward");
    assert_eq!(
        error(&p, "c3-e4"),
        "c3-e4: a piece steps to one of the three cells just ahead of it"
    );
    assert_eq!(
        error(&p, "c3-c3"),
        "c3-c3: a piece must move to another cell"
    );
    assert_eq!(error(&p, "e3-e4"), "e3-e4: there is no piece on e3");
    assert_eq!(
        error(&p, "d5-d4"),
        "d5-d4: d5 holds a black piece: White moves the white pieces"
    );
    assert_eq!(error(&p, "b1-b2"), "b1-b2: b2 holds a white piece");
    assert_eq!(error(&p, "b2-c3"), "b2-c3: c3 holds a white piece");
    let q = after(p, &["c3-c4"]);
    assert_eq!(
        error(&q, "d5-d6"),
        "d5-d6: nothing moves backward",
        "backward is toward rank 7 for Black"
    );
}

#[test]
fn a_piece_on_the_far_rank_wins_at_once() {
    let p = Avanco::from_pieces(mask(&["d6", "a1"]), mask(&["g7", "a7"]), WHITE).unwrap();
    let q = after(p, &["d6-d7"]);
    assert_eq!(q.result(), Some(Outcome::Win(WHITE)));
    assert_eq!(Rules::to_move(&q), None);
    assert!(legal(&q).is_empty());
    assert_eq!(error(&q, "a7-a6"), "a7-a6: the game is over");
    let r = Avanco::from_pieces(mask(&["a3"]), mask(&["b2", "g7"]), BLACK).unwrap();
    let s = after(r, &["b2-b1"]);
    assert_eq!(s.result(), Some(Outcome::Win(BLACK)));
    // Capturing onto the far rank wins too.
    let t = Avanco::from_pieces(mask(&["c6"]), mask(&["d7", "g7"]), WHITE).unwrap();
    assert_eq!(after(t, &["c6xd7"]).result(), Some(Outcome::Win(WHITE)));
}

#[test]
fn capturing_the_last_piece_wins_at_once() {
    let p = Avanco::from_pieces(mask(&["d4", "a1"]), mask(&["e5"]), WHITE).unwrap();
    let q = after(p, &["d4xe5"]);
    assert_eq!(q.count(BLACK), 0);
    assert_eq!(q.result(), Some(Outcome::Win(WHITE)));
    let ctx = ViewCtx::public(["alice", "bob"]);
    use bridges_bot::games::Present;
    assert_eq!(
        q.result_sentence(&ctx).unwrap(),
        "alice wins: the last black piece was captured"
    );
}

// ---- Notation. ----

#[test]
fn notation_round_trips_and_refusals() {
    let p = after(Avanco::start(), &["c2-c3", "d6-d5", "c3-c4"]);
    // `-` is accepted for a capture; output writes `x`.
    let m = p.parse_action("d5-c4").unwrap();
    assert_eq!(m, Move::new(cell("d5"), cell("c4"), true));
    assert_eq!(p.action_text(m), "d5xc4");
    assert_eq!(p.parse_action("D5XC4").unwrap(), m);
    // `x` for a non-capture is refused.
    assert_eq!(error(&p, "d5xd4"), "d5xd4: captures are diagonal only");
    assert!(error(&p, "d5xe4").starts_with("d5xe4: there is nothing to capture on e4"));
    for bad in [
        "pass", "c2", "c2c3", "c2-", "-c3", "c2-c8", "h2-h3", "c2~c3", "",
    ] {
        assert!(p.parse_action(bad).is_err(), "{bad}");
    }
    assert!(p
        .parse_action("pass")
        .unwrap_err()
        .to_string()
        .contains("no pass"));
    // Every legal move reads back as itself.
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    for m in v {
        assert_eq!(p.parse_action(&p.action_text(m)).unwrap(), m);
    }
}

// ---- Records and `record check`. ----

#[test]
fn the_page_example() {
    let g = record("game avanco\nc2-c3\nd6-d5\nc3-c4\nd5xc4\n");
    let j = g.check_json(true);
    let legal = after(Avanco::start(), &["c2-c3", "d6-d5", "c3-c4", "d5xc4"]);
    let mut expected = json!({
        "game": "avanco",
        "turns": 4,
        "over": false,
        "to_move": "white",
        "result": null,
        "pieces": {"white": 13, "black": 14},
    });
    assert_eq!(g.check_json(false), expected);
    expected["legal"] = json!(self::legal(&legal));
    assert_eq!(j, expected);
    let l = j["legal"].as_array().unwrap();
    let mut sorted: Vec<&str> = l.iter().map(|v| v.as_str().unwrap()).collect();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), l.len());
    assert!(l.iter().zip(sorted).all(|(a, b)| a == b), "byte order");
    // `-` for the capture reads the same and writes `x`.
    let h = record("game breakthrough\nc2-c3\nd6-d5\nc3-c4\nd5-c4\n");
    assert_eq!(h.check_json(true), j);
    assert_eq!(h.record(), "game avanco\nc2-c3\nd6-d5\nc3-c4\nd5xc4\n");
}

#[test]
fn a_finished_game_has_no_legal_moves_and_a_result() {
    let text = "game avanco\n# a quick race\n\nd2-d3\na6-a5\nd3-d4\na5-a4\nd4-d5\na4-a3\nd5xc6\na3xb2\nc6xd7\n";
    let g = record(text);
    let j = g.check_json(true);
    assert_eq!(
        j,
        json!({
            "game": "avanco", "turns": 9, "over": true, "to_move": null,
            "result": "white", "pieces": {"white": 13, "black": 12}, "legal": [],
        })
    );
    let e = record_error(&format!("{text}a7-a6\n"));
    assert_eq!(e, "line 13: a7-a6: the game is over");
}

#[test]
fn illegal_records_name_line_and_rule() {
    assert_eq!(
        record_error("game avanco\nc2-c3\nd6-d5\nc3-c5\n"),
        "line 4: c3-c5: a piece steps one rank forward"
    );
    // Header, comment and blank lines count.
    assert_eq!(
        record_error("# Avanço\n\ngame avanco\n\nc2-c3\n# Black\nd6-d5\nc3xc4\n"),
        "line 8: c3xc4: captures are diagonal only"
    );
    assert_eq!(
        record_error("game avanco\nc2-c3 d6-d5\n"),
        "line 2: d6-d5: a turn moves one piece once: the next move is the other player's"
    );
    assert!(record_error("game avanco\npass\n").starts_with("line 2: pass: there is no pass"));
    assert!(record_error("game avanco\nc2-c3\nd6-d5\nb2-b2b\n")
        .starts_with("line 4: b2-b2b: `b2b` is not a cell"));
    let e = record_error("game avanco\nsize 7\nc2-c3\n");
    assert!(e.starts_with("line 2: Avanço takes no options"), "{e}");
}

#[test]
fn kind_builds_a_new_game() {
    assert_eq!(Kind::from_word("Breakthrough"), Some(Kind::Avanco));
    let mut g = Kind::Avanco.new_game(&[]).unwrap();
    assert_eq!(g.kind(), Kind::Avanco);
    assert_eq!(g.seats()[0].key, "white");
    g.play("c2-c3").unwrap();
    assert_eq!(
        g.play("c3-c4").unwrap_err().to_string(),
        "c3-c4: c3 holds a white piece: Black moves the black pieces"
    );
    assert_eq!(
        g.play("c6-c4").unwrap_err().to_string(),
        "c6-c4: a piece steps one rank forward"
    );
    assert!(g
        .play("c6-c5 d6-d5")
        .unwrap_err()
        .to_string()
        .starts_with("a turn moves one piece once"));
    assert!(g.prompt(Lang::En).contains("black piece"));
    assert_eq!(g.to_move(), Some(BLACK));
    assert_eq!(g.describe_last_turn(Lang::En).unwrap(), "played c2-c3");
    assert_eq!(g.record(), "game avanco\nc2-c3\n");
    let data = g.data();
    let back = data.load().unwrap();
    assert_eq!(back.record(), g.record());
}

// ---- Random playouts against the model. ----

fn playout(seed: u64, max: usize) -> (Played<Avanco>, Model) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut g = Played::<Avanco>::new(&[]).unwrap();
    let mut model = Model::start();
    for _ in 0..max {
        model.agrees(g.position());
        let Some(m) = g.position().random_action(&mut rng) else {
            break;
        };
        let text = g.position().action_text(m);
        model.play(&text);
        g.apply(m).unwrap();
    }
    model.agrees(g.position());
    (g, model)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn engine_agrees_with_the_model(seed in any::<u64>(), max in 0usize..200) {
        playout(seed, max);
    }

    #[test]
    fn refused_moves_are_refused_by_the_model_too(seed in any::<u64>(), max in 0usize..60, from in 0u8..49, to in 0u8..49, capture in any::<bool>()) {
        let (g, model) = playout(seed, max);
        let p = *g.position();
        let m = Move::new(from, to, capture);
        let mut q = p;
        let text = p.action_text(m);
        match q.apply(m) {
            Ok(_) => prop_assert!(model.moves().contains(&text), "{text}"),
            Err(_) => {
                prop_assert_eq!(q, p);
                prop_assert!(!model.moves().contains(&text), "{}", text);
            }
        }
    }

    #[test]
    fn records_round_trip(seed in any::<u64>(), max in 0usize..200) {
        let (g, _) = playout(seed, max);
        let text = AnyGame::record(&g);
        let back = parse_record(&text).unwrap();
        prop_assert_eq!(back.record(), text);
        prop_assert_eq!(back.check_json(true), g.check_json(true));
        let again = back.as_any().downcast_ref::<Played<Avanco>>().unwrap();
        prop_assert_eq!(again.position(), g.position());
    }
}
