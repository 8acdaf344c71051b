//! Rastros (Slimetrail) against its page, `docs/games/rastros.md`: every
//! rule, the notation, the size option, records and the `record check`
//! JSON, and random playouts checked against a slow model written from the
//! page alone.

use bridges_bot::games::rastros::{Move, Rastros, FIRST, SECOND};
use bridges_bot::games::view::{At, Mark, Tone};
use bridges_bot::games::{parse_record, AnyGame, Kind, Outcome, Played, Rules, ViewCtx};
use bridges_bot::i18n::Lang;
use proptest::prelude::*;
use rand::rngs::SmallRng;
use rand::SeedableRng;
use serde_json::json;

fn record(text: &str) -> Box<dyn AnyGame> {
    parse_record(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn record_error(text: &str) -> String {
    match parse_record(text) {
        Ok(_) => panic!("accepted:\n{text}"),
        Err(e) => e.to_string(),
    }
}

fn position(g: &dyn AnyGame) -> Rastros {
    *g.as_any()
        .downcast_ref::<Played<Rastros>>()
        .expect("a Rastros game")
        .position()
}

fn legal(p: &Rastros) -> Vec<String> {
    let mut v = Vec::new();
    p.legal_actions(&mut v);
    let mut t: Vec<String> = v.iter().map(|&m| p.action_text(m)).collect();
    t.sort();
    t
}

// ---- The slow model: a 2-D array of stones, rules read off the page. ----

#[derive(Clone, PartialEq, Debug)]
struct Model {
    n: usize,
    /// (file, rank) of the white piece.
    piece: (usize, usize),
    stones: [[bool; 8]; 8],
    to_move: usize,
    winner: Option<usize>,
}

impl Model {
    fn start(n: usize) -> Model {
        Model {
            n,
            piece: (4, 4),
            stones: [[false; 8]; 8],
            to_move: FIRST,
            winner: None,
        }
    }

    fn name((f, r): (usize, usize)) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    fn free_neighbours(&self) -> Vec<(usize, usize)> {
        let (f, r) = (self.piece.0 as i32, self.piece.1 as i32);
        let mut out = Vec::new();
        for dr in -1..=1 {
            for df in -1..=1 {
                let (g, s) = (f + df, r + dr);
                let on = (0..self.n as i32).contains(&g) && (0..self.n as i32).contains(&s);
                if (df, dr) != (0, 0) && on && !self.stones[s as usize][g as usize] {
                    out.push((g as usize, s as usize));
                }
            }
        }
        out
    }

    fn moves(&self) -> Vec<String> {
        if self.winner.is_some() {
            return Vec::new();
        }
        let mut v: Vec<String> = self
            .free_neighbours()
            .into_iter()
            .map(Model::name)
            .collect();
        v.sort();
        v
    }

    fn play(&mut self, text: &str) {
        let to = self
            .free_neighbours()
            .into_iter()
            .find(|&c| Model::name(c) == text)
            .unwrap_or_else(|| panic!("{text} is not legal in the model"));
        assert!(self.winner.is_none());
        let (f, r) = self.piece;
        self.stones[r][f] = true;
        self.piece = to;
        let mover = self.to_move;
        self.to_move = 1 - mover;
        if to == (0, 0) {
            self.winner = Some(FIRST);
        } else if to == (self.n - 1, self.n - 1) {
            self.winner = Some(SECOND);
        } else if self.free_neighbours().is_empty() {
            self.winner = Some(mover);
        }
    }

    fn agrees(&self, p: &Rastros) {
        assert_eq!(p.size() as usize, self.n);
        let b = p.board();
        assert_eq!(b.name(p.piece().into()), Model::name(self.piece));
        for r in 0..self.n {
            for f in 0..self.n {
                let i = b.index(f as i32, r as i32).unwrap();
                assert_eq!(
                    p.stones() >> i & 1 == 1,
                    self.stones[r][f],
                    "{}",
                    Model::name((f, r))
                );
            }
        }
        assert_eq!(p.result(), self.winner.map(Outcome::Win));
        assert_eq!(
            Rules::to_move(p),
            self.winner.is_none().then_some(self.to_move)
        );
        assert_eq!(legal(p), self.moves());
    }
}

// ---- The rules. ----

#[test]
fn a_new_game_checks_as_the_page_says() {
    let g = record("game rastros\n");
    assert_eq!(
        g.check_json(true),
        json!({
            "game": "rastros", "turns": 0, "over": false, "to_move": "first",
            "result": null, "piece": "e5", "stones": 0, "size": 8,
            "legal": ["d4", "d5", "d6", "e4", "e6", "f4", "f5", "f6"],
        })
    );
    assert_eq!(g.record(), "game rastros\n");
}

#[test]
fn the_piece_moves_to_empty_neighbours_and_leaves_stones() {
    let g = record("game slimetrail\nf6\ne6\nd5\n");
    let j = g.check_json(true);
    assert_eq!(j["piece"], "d5");
    assert_eq!(j["stones"], 3);
    assert_eq!(j["to_move"], "second");
    // e5, f6 and e6 hold stones now.
    assert_eq!(j["legal"], json!(["c4", "c5", "c6", "d4", "d6", "e4"]));
    assert_eq!(g.record(), "game rastros\nf6\ne6\nd5\n");
    let p = position(g.as_ref());
    assert_eq!(p.stones().count_ones(), 3);
}

#[test]
fn stones_and_far_cells_are_refused() {
    assert_eq!(
        record_error("game rastros\nf6\ne5\n"),
        "line 3: e5: e5 holds a black stone"
    );
    assert_eq!(
        record_error(
            "game rastros\n# b4 is a stone once the piece leaves it\nd4\nc4\nb4\nc3\nb4\n"
        ),
        "line 7: b4: b4 holds a black stone"
    );
    assert_eq!(
        record_error("game rastros\nf6\nf8\n"),
        "line 3: f8: the piece steps to one of the 8 cells around it"
    );
    assert_eq!(
        record_error("game rastros\nf6\nf6\n"),
        "line 3: f6: the piece is on f6 already: it must move"
    );
    assert_eq!(
        record_error("game rastros\nf6 e6\n"),
        "line 2: e6: a turn moves the piece once: the next move is the other player's"
    );
    assert!(record_error("game rastros\npass\n").starts_with("line 2: pass: there is no pass"));
    assert!(record_error("game rastros\nf6\ne5-f7\n")
        .starts_with("line 3: e5-f7: the piece is on f6, not e5"));
}

#[test]
fn the_origin_may_be_written() {
    let g = record("game rastros\ne5-f6\nF6-G7\n");
    assert_eq!(g.record(), "game rastros\nf6\ng7\n");
    let p = position(g.as_ref());
    assert_eq!(
        p.parse_action("g7-h8").unwrap(),
        p.parse_action("h8").unwrap()
    );
}

#[test]
fn the_second_player_moving_into_a1_makes_the_first_win() {
    let g = record("game rastros\nd4\nc3\nb2\na1\n");
    assert_eq!(
        g.check_json(true),
        json!({
            "game": "rastros", "turns": 4, "over": true, "to_move": null,
            "result": "first", "piece": "a1", "stones": 4, "size": 8, "legal": [],
        })
    );
    let ctx = ViewCtx::public(["ann", "bo"]);
    assert_eq!(
        g.result_sentence(&ctx).unwrap(),
        "ann wins: the piece reached a1, ann's corner"
    );
    assert_eq!(
        record_error("game rastros\nd4\nc3\nb2\na1\nb1\n"),
        "line 6: b1: the game is over"
    );
}

#[test]
fn the_first_player_moving_into_h8_makes_the_second_win() {
    let g = record("game rastros\nf6\ng7\nh8\n");
    let j = g.check_json(false);
    assert_eq!(j["result"], "second");
    assert_eq!(j["over"], true);
    assert_eq!(j["piece"], "h8");
}

#[test]
fn the_blocked_player_loses() {
    // The piece ends on h1 with g1, g2 and h2 stones: First cannot move.
    let g = record("game rastros\nf4\ng3\nh2\ng2\ng1\nh1\n");
    let j = g.check_json(true);
    assert_eq!(j["result"], "second");
    assert_eq!(j["stones"], 6);
    assert_eq!(j["legal"], json!([]));
    let ctx = ViewCtx::public(["ann", "bo"]);
    assert_eq!(g.result_sentence(&ctx).unwrap(), "bo wins: ann cannot move");
}

#[test]
fn the_7x7_option() {
    let g = record("game rastros\nsize 7\nf6\n");
    let j = g.check_json(true);
    assert_eq!(j["size"], 7);
    assert_eq!(
        j["legal"],
        json!(["e6", "e7", "f5", "f7", "g5", "g6", "g7"])
    );
    assert_eq!(g.record(), "game rastros\nsize 7\nf6\n");
    // Into g7, the second player's corner on 7×7.
    let h = record("game rastros\nsize 7\nf6\ng7\n");
    assert_eq!(h.check_json(false)["result"], "second");
    assert!(record_error("game rastros\nsize 7\nf6\ng7\n\nf6\n")
        .starts_with("line 6: f6: the game is over"));
    let e = record_error("game rastros\nsize 7\nf5\ng5\nh5\n");
    assert!(e.starts_with("line 5: h5: h5 is not on this board"), "{e}");
    // 8 is the default: a record writes no size line for it.
    assert_eq!(
        record("game rastros\nsize 8\nf6\n").record(),
        "game rastros\nf6\n"
    );
    let e = record_error("game rastros\nsize 9\n");
    assert!(e.starts_with("line 2: size `9`"), "{e}");
    let e = record_error("game rastros\ncolour red\n");
    assert!(e.contains("only `size 7` or `size 8`"), "{e}");
    assert!(Kind::Rastros
        .new_game(&[("size".into(), "7".into())])
        .is_ok());
}

#[test]
fn the_view_marks_goals_piece_stones_and_last_move() {
    let g = record("game rastros\nf6\ne6\n");
    let ctx = ViewCtx::public(["ann", "bo"]);
    let v = g.view(&ctx);
    let at = |s: &str| {
        let b = bridges_bot::games::square::SquareBoard::new(8, 8);
        b.at(b.parse_cell(s).unwrap())
    };
    assert!(v
        .marks
        .iter()
        .any(|m| m.at == At::new(0, 0) && m.mark == Mark::Goal(Tone::White)));
    assert!(v
        .marks
        .iter()
        .any(|m| m.at == At::new(7, 7) && m.mark == Mark::Goal(Tone::Black)));
    let last: Vec<At> = v
        .marks
        .iter()
        .filter(|m| m.mark == Mark::LastMove)
        .map(|m| m.at)
        .collect();
    assert_eq!(last, [at("f6"), at("e6")]);
    let white: Vec<At> = v
        .pieces
        .iter()
        .filter(|p| p.tone == Tone::White)
        .map(|p| p.at)
        .collect();
    assert_eq!(white, [at("e6")]);
    assert_eq!(v.pieces.iter().filter(|p| p.tone == Tone::Black).count(), 2);
    assert_eq!(v.seats[0].sub, "First · to move");
    assert_eq!(v.status, "ann to move");
    assert_eq!(
        g.describe_last_turn(Lang::En).unwrap(),
        "moved the piece f6 to e6"
    );
    let board = g.text_board(&ctx);
    assert!(board.contains("\n6 . . . . O # . . 6\n"), "{board}");
    assert!(board.contains("\n1 1 . . . . . . . 1\n"), "{board}");
    let alt = g.alt_text(&ctx);
    assert!(
        alt.contains("The white piece is on e6, with 2 black stones on e5 f6"),
        "{alt}"
    );
}

#[test]
fn a_position_from_parts() {
    let b = Rastros::start(8).unwrap().board();
    let c = |s: &str| b.parse_cell(s).unwrap() as u8;
    let p = Rastros::from_parts(8, c("b2"), 0, SECOND).unwrap();
    assert_eq!(legal(&p).len(), 8);
    let mut q = p;
    q.apply(Move {
        from: c("b2"),
        to: c("a1"),
    })
    .unwrap();
    assert_eq!(q.result(), Some(Outcome::Win(FIRST)));
    assert!(Rastros::from_parts(8, c("b2"), 1 << c("b2"), FIRST).is_none());
    assert!(Rastros::from_parts(7, 49, 0, FIRST).is_none());
}

// ---- Random playouts against the model. ----

fn playout(size: u8, seed: u64, max: usize) -> Played<Rastros> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let options = [("size".to_string(), size.to_string())];
    let mut g = Played::<Rastros>::new(&options).unwrap();
    let mut model = Model::start(size as usize);
    for _ in 0..max {
        model.agrees(g.position());
        let Some(m) = g.position().random_action(&mut rng) else {
            break;
        };
        model.play(&g.position().action_text(m));
        g.apply(m).unwrap();
    }
    model.agrees(g.position());
    g
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn engine_agrees_with_the_model(seven in any::<bool>(), seed in any::<u64>(), max in 0usize..70) {
        playout(if seven { 7 } else { 8 }, seed, max);
    }

    #[test]
    fn every_move_the_model_refuses_is_refused(seven in any::<bool>(), seed in any::<u64>(), max in 0usize..40, to in 0u8..64) {
        let size = if seven { 7 } else { 8 };
        let g = playout(size, seed, max);
        let p = *g.position();
        let mut q = p;
        let ok = q.apply(Move { from: p.piece(), to }).is_ok();
        let on_board = to < size * size;
        let text = if on_board { p.board().name(to.into()) } else { String::new() };
        prop_assert_eq!(ok, on_board && legal(&p).contains(&text));
        if !ok {
            prop_assert_eq!(q, p);
        }
    }

    #[test]
    fn records_round_trip(seven in any::<bool>(), seed in any::<u64>(), max in 0usize..70) {
        let g = playout(if seven { 7 } else { 8 }, seed, max);
        let text = AnyGame::record(&g);
        let back = parse_record(&text).unwrap();
        prop_assert_eq!(back.record(), text);
        prop_assert_eq!(back.check_json(true), g.check_json(true));
        prop_assert_eq!(position(back.as_ref()), *g.position());
    }
}
