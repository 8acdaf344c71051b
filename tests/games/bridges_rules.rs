//! The rules of RULES.md as tests: the seed-diagram facts, every reason a
//! step can be illegal, turn control, scores and the tie-break.

use bridges_bot::games::bridges::{
    parse_actions, Action, Blocker, Board, CellName, Content, Game, Player, Position, Record,
    RuleError, Step, TieBreak, TurnProgress,
};

fn cell(board: &Board, name: &str) -> bridges_bot::games::bridges::Cell {
    bridges_bot::games::bridges::parse_cell(board, name).unwrap()
}

fn name(s: &str) -> CellName {
    bridges_bot::games::bridges::notation::parse_cell_name(s).unwrap()
}

/// Replay a record given as lines after `size N`.
fn replay(size: u8, lines: &[&str]) -> Position {
    let text = format!("size {size}\n{}\n", lines.join("\n"));
    Record::parse(&text)
        .unwrap_or_else(|e| panic!("{e}"))
        .position
}

fn place(p: &Position, s: &str) -> Result<(), RuleError> {
    p.check(Step::Place(cell(p.board(), s)))
}

fn bridge(p: &Position, a: &str, b: &str) -> Result<(), RuleError> {
    let board = p.board();
    p.check(Step::bridge(cell(board, a), cell(board, b)))
}

#[test]
fn seed_fact_placements_around_c3_on_side_five() {
    // Orange C3; Light Blue builds C7-G7 across E7; Orange to move.
    let p = replay(5, &["C3", "C7 G7", "pass", "C7-G7"]);
    assert_eq!(p.to_move(), Player::Orange);
    assert_eq!(
        place(&p, "C4"),
        Err(RuleError::Touches {
            at: name("C3"),
            owner: Player::Orange
        })
    );
    assert_eq!(place(&p, "E5"), Err(RuleError::Hole));
    assert_eq!(
        place(&p, "E7"),
        Err(RuleError::OnBridge {
            cell: name("E7"),
            owner: Player::LightBlue
        })
    );
    for legal in ["E2", "G4", "E8"] {
        assert_eq!(place(&p, legal), Ok(()), "{legal}");
    }
}

#[test]
fn seed_fact_bridge_over_the_hole() {
    let p = replay(5, &["E2", "pass", "E8 E2-E8"]);
    let board = p.board();
    assert_eq!(p.score(Player::Orange), 5);
    assert_eq!(p.content(board.hole()), Content::Hole);
    for s in ["E3", "E4", "E6", "E7"] {
        assert_eq!(
            p.content(cell(board, s)),
            Content::Segment {
                owner: Player::Orange
            }
        );
    }
    assert_eq!(
        p.content(cell(board, "E2")),
        Content::Token {
            owner: Player::Orange,
            locked: true
        }
    );
}

#[test]
fn a_crossed_hole_is_not_crossed_again() {
    // Orange's E2-E8 crosses the hole E5; Light Blue's B5-H5 would cross it too.
    let p = replay(5, &["E2", "B5 H5", "E8 E2-E8"]);
    assert_eq!(p.hole_bridge(), Some(Player::Orange));
    assert_eq!(p.to_move(), Player::LightBlue);
    assert_eq!(
        bridge(&p, "B5", "H5"),
        Err(RuleError::Blocked {
            at: name("E5"),
            by: Blocker::Bridge(Player::Orange)
        })
    );
    assert_eq!(p.content(p.board().hole()), Content::Hole);
}

#[test]
fn seed_fact_bridges_never_cross() {
    // Light Blue's C7-G7 covers E7; Orange's E4-E9 would cross it.
    let p = replay(5, &["C3", "C7 G7", "E4 E9", "C7-G7"]);
    assert_eq!(
        bridge(&p, "E4", "E9"),
        Err(RuleError::Blocked {
            at: name("E7"),
            by: Blocker::Bridge(Player::LightBlue)
        })
    );
}

#[test]
fn seed_fact_a_token_ends_one_bridge_only() {
    let p = replay(5, &["A1", "pass", "A3 A5", "pass", "A1-A3"]);
    assert_eq!(p.to_move(), Player::LightBlue);
    let p = replay(5, &["A1", "pass", "A3 A5", "pass", "A1-A3", "pass"]);
    assert_eq!(
        bridge(&p, "A3", "A5"),
        Err(RuleError::Locked { cell: name("A3") })
    );
}

#[test]
fn seed_fact_three_and_one_beats_two_and_two() {
    let p = replay(
        5,
        &[
            "A1", "I5 I8", "A5 A1-A5", "I5-I8", "C1 C3", "E9 H9", "C1-C3", "E9-H9", "pass", "pass",
        ],
    );
    assert!(p.is_over());
    assert_eq!(p.bridge_values(Player::Orange), vec![3, 1]);
    assert_eq!(p.bridge_values(Player::LightBlue), vec![2, 2]);
    let r = p.result().unwrap();
    assert_eq!(r.scores, [4, 4]);
    assert_eq!(r.winner, Some(Player::Orange));
    assert_eq!(
        r.tie_break,
        Some(TieBreak {
            position: 0,
            values: [3, 2]
        })
    );
}

#[test]
fn identical_bridge_lists_draw() {
    let p = replay(5, &["A1", "I5 I9", "A5 A1-A5", "I5-I9", "pass", "pass"]);
    let r = p.result().unwrap();
    assert_eq!(r.scores, [3, 3]);
    assert_eq!(r.winner, None);
    assert_eq!(r.tie_break, None);
}

#[test]
fn higher_score_wins() {
    let p = replay(5, &["A1", "I5 I9", "A5 A1-A5", "pass", "pass"]);
    let r = p.result().unwrap();
    assert_eq!(r.scores, [3, 0]);
    assert_eq!(r.winner, Some(Player::Orange));
}

#[test]
fn placement_errors_name_the_cell() {
    let p = replay(5, &["C3", "G7 E7", "pass"]);
    // Light Blue to move.
    assert_eq!(
        place(&p, "C3"),
        Err(RuleError::Occupied {
            cell: name("C3"),
            owner: Player::Orange
        })
    );
    assert_eq!(
        place(&p, "F7"),
        Err(RuleError::Touches {
            at: name("G7"),
            owner: Player::LightBlue
        })
    );
    assert_eq!(
        RuleError::Touches {
            at: name("C3"),
            owner: Player::Orange
        }
        .to_string(),
        "touches Orange's token at C3"
    );
}

#[test]
fn bridge_errors_say_exactly_why() {
    // Orange: C3, C6 and A1-A4 (locked); Light Blue: G7, E7, G4. Orange to move.
    let p = replay(5, &["C3", "G7 E7", "A1 A4", "G4", "C6 A1-A4", "pass"]);
    assert_eq!(p.to_move(), Player::Orange);
    assert_eq!(bridge(&p, "C3", "C3"), Err(RuleError::SameCell));
    assert_eq!(
        bridge(&p, "C3", "C4"),
        Err(RuleError::AdjacentEnds {
            a: name("C3"),
            b: name("C4")
        })
    );
    assert_eq!(
        bridge(&p, "C3", "A5"),
        Err(RuleError::NotOnOneLine {
            a: name("A5"),
            b: name("C3")
        })
    );
    assert_eq!(
        bridge(&p, "C3", "E3"),
        Err(RuleError::NoToken { cell: name("E3") })
    );
    assert_eq!(
        bridge(&p, "C6", "E8"),
        Err(RuleError::NoToken { cell: name("E8") })
    );
    assert_eq!(
        bridge(&p, "E7", "C7"),
        Err(RuleError::NoToken { cell: name("C7") })
    );
    assert_eq!(
        bridge(&p, "C6", "G6"),
        Err(RuleError::NoToken { cell: name("G6") })
    );
    assert_eq!(
        bridge(&p, "C3", "G7"),
        Err(RuleError::NotYourToken {
            cell: name("G7"),
            owner: Player::LightBlue
        })
    );
    assert_eq!(
        bridge(&p, "A4", "C6"),
        Err(RuleError::Locked { cell: name("A4") })
    );
    assert_eq!(bridge(&p, "C3", "C6"), Ok(()));

    // After placing E3, C6-E3 is off every line and C3-E3 is legal.
    let mut q = p.clone();
    assert_eq!(
        q.play(Step::Place(cell(q.board(), "E3"))),
        Ok(TurnProgress::Continues)
    );
    assert_eq!(
        bridge(&q, "C6", "E3"),
        Err(RuleError::NotOnOneLine {
            a: name("C6"),
            b: name("E3")
        })
    );
    assert_eq!(bridge(&q, "C3", "E3"), Ok(()));
}

#[test]
fn a_token_between_blocks_a_bridge() {
    let p = replay(5, &["C3", "C5", "C7", "pass"]);
    assert_eq!(
        bridge(&p, "C3", "C7"),
        Err(RuleError::Blocked {
            at: name("C5"),
            by: Blocker::Token(Player::LightBlue)
        })
    );
    assert_eq!(
        RuleError::Blocked {
            at: name("C5"),
            by: Blocker::Token(Player::LightBlue)
        }
        .to_string(),
        "blocked by Light Blue's token at C5"
    );
}

#[test]
fn turn_control() {
    let mut p = Position::new(5).unwrap();
    assert_eq!(p.pass(), Err(RuleError::FirstTurnNoPass));
    assert_eq!(p.end_turn(), Err(RuleError::EndWithoutStep));
    let b = p.board();
    assert_eq!(p.play(Step::Place(cell(b, "A1"))), Ok(TurnProgress::Ended));
    assert_eq!((p.turn(), p.to_move()), (2, Player::LightBlue));
    // Light Blue may pass on its first turn.
    let mut lb_pass = p.clone();
    assert_eq!(lb_pass.pass(), Ok(()));
    assert_eq!(lb_pass.to_move(), Player::Orange);
    assert!(!lb_pass.is_over());
    assert_eq!(p.end_turn(), Err(RuleError::EndWithoutStep));
    assert_eq!(
        p.play(Step::Place(cell(b, "I9"))),
        Ok(TurnProgress::Continues)
    );
    assert_eq!(p.pass(), Err(RuleError::PassAfterStep));
    assert_eq!(p.end_turn(), Ok(()));
    assert_eq!((p.turn(), p.to_move()), (3, Player::Orange));
    assert_eq!(
        p.play(Step::Place(cell(b, "A3"))),
        Ok(TurnProgress::Continues)
    );
    assert_eq!(
        p.play(Step::bridge(cell(b, "A1"), cell(b, "A3"))),
        Ok(TurnProgress::Ended)
    );
    assert_eq!(p.score(Player::Orange), 1);
    // Two passes in a row end the game; a pass then a step does not.
    p.pass().unwrap();
    assert!(!p.is_over());
    p.play(Step::Place(cell(b, "A5"))).unwrap();
    p.end_turn().unwrap();
    p.pass().unwrap();
    assert!(!p.is_over());
    p.pass().unwrap();
    assert!(p.is_over());
    assert!(p.result().is_some());
    assert_eq!(p.pass(), Err(RuleError::GameOver));
    assert_eq!(p.end_turn(), Err(RuleError::GameOver));
    assert_eq!(
        p.check(Step::Place(cell(b, "E2"))),
        Err(RuleError::GameOver)
    );
    let mut v = Vec::new();
    p.legal_steps(&mut v);
    assert!(v.is_empty());
}

#[test]
fn record_errors_name_line_step_and_reason() {
    let err = |text: &str| Record::parse(text).unwrap_err().to_string();
    assert_eq!(
        err("size 5\nE2\nG4 C6\nE5\n"),
        "line 4: E5: the hole cannot hold a token"
    );
    assert_eq!(
        err("# a comment\nsize 5\n\nA1 C3\n"),
        "line 4: C3: the first turn is a single step"
    );
    assert_eq!(
        err("size 5\nA1\nI9 I7 I5\n"),
        "line 3: I5: a turn has at most two steps"
    );
    assert_eq!(
        err("size 5\nA1\npass\nA1\n"),
        "line 4: A1: A1 already holds Orange's token"
    );
    assert_eq!(
        err("size 5\npass\n"),
        "line 2: pass: the first turn cannot be a pass: Orange must place a token"
    );
    assert_eq!(
        err("size 5\nA1\npass\npass\nA3\n"),
        "line 5: A3: the game is over"
    );
    assert!(err("size 5\nA1\nZ9\n").starts_with("line 3: Z9 is not on this board"));
    assert!(err("size 5\nA1\nhello\n").starts_with("line 3: `hello` is not a move"));
    assert!(err("size 5\nA1\nend\n").starts_with("line 3: `end` has no place"));
    assert!(err("size 5\nA1\npass A3\n").starts_with("line 3: `pass` must stand alone"));
    assert!(err("").starts_with("line 1: expected the header"));
    assert!(err("\n\nsize 14\n").starts_with("line 3: expected the header"));
    assert!(err("size five\n").starts_with("line 1: expected the header"));
}

#[test]
fn record_round_trip_and_game_undo() {
    let text = "size 5\nE2\nG4 C6\nE8 E2-E8\npass\n";
    let r = Record::parse(text).unwrap();
    assert_eq!(r.record.write(), text);
    assert_eq!(r.record.turns.len(), 4);
    let mut g = Game::from_record(&r.record).unwrap();
    assert_eq!(g.position().to_move(), Player::Orange);
    let actions = parse_actions(g.board(), "A1").unwrap();
    assert_eq!(g.act(actions[0]), Ok(TurnProgress::Continues));
    assert_eq!(g.current_steps().len(), 1);
    let undone = g.undo().unwrap();
    assert_eq!(undone, Step::Place(cell(g.board(), "A1")));
    assert_eq!(g.position().content(cell(g.board(), "A1")), Content::Empty);
    assert_eq!(g.undo(), None, "a finished turn cannot be undone");
    assert_eq!(g.act(Action::Pass), Ok(TurnProgress::Ended));
    assert_eq!(g.record().write(), format!("{text}pass\n"));
}

#[test]
fn stored_game_round_trips_and_rejects_bad_data() {
    let r = Record::parse("size 5\nE2\nG4 C6\nE8\n").unwrap();
    let mut g = Game::from_record(&r.record).unwrap();
    g.play(Step::Place(cell(g.board(), "A1"))).unwrap();
    let json = serde_json::to_string(&g).unwrap();
    let back: Game = serde_json::from_str(&json).unwrap();
    assert_eq!(back.to_data(), g.to_data());
    assert_eq!(back.current_steps(), g.current_steps());
    assert_eq!(back.position().to_move(), Player::LightBlue);
    let mut data = g.to_data();
    data.format = 99;
    assert!(Game::from_data(&data)
        .unwrap_err()
        .to_string()
        .contains("format 99"));
    let mut data = g.to_data();
    data.turns[1] = "E5".into();
    assert!(Game::from_data(&data)
        .unwrap_err()
        .to_string()
        .contains("hole"));
    let mut data = g.to_data();
    data.current = vec!["pass".into()];
    assert!(Game::from_data(&data)
        .unwrap_err()
        .to_string()
        .contains("not a step"));
    let bad = json.replace("\"size\":5", "\"size\":40");
    assert!(serde_json::from_str::<Game>(&bad).is_err());
}
