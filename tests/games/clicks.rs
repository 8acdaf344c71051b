//! What a player can do by clicks (the table's `actions`), for every game:
//! generated from the game's own legal moves, each text is what the
//! game's parser takes and plays, every legal move is reachable (by clicks
//! or by a command button), each cell clicked is a cell of the board's
//! SVG, and no action's clicks are the start of another's (a click never
//! has two meanings).

use bridges_bot::games::{AnyGame, Kind, ViewCtx};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// A game of `kind` after `plies` actions picked by `picks`.
fn position(kind: Kind, picks: &[u16]) -> Box<dyn AnyGame> {
    let options: Vec<(String, String)> = match kind {
        // A seeded puzzle: the same position for the same picks.
        Kind::Numbridge => vec![("seed".into(), "7".into())],
        _ => Vec::new(),
    };
    let mut game = kind.new_game(&options).expect("a new game");
    game.forced_passes();
    for &p in picks {
        let choices = game.choices();
        if choices.is_empty() {
            break;
        }
        let text = &choices[p as usize % choices.len()];
        game.play(text).expect("a legal choice plays");
        game.forced_passes();
    }
    game
}

/// The properties, for the seat to move of `game`.
fn check(game: &dyn AnyGame) -> Result<(), TestCaseError> {
    let Some(seat) = game.to_move() else {
        for s in 0..2 {
            prop_assert!(game.click_actions(s).is_empty());
        }
        return Ok(());
    };
    prop_assert!(game.click_actions(1 - seat).is_empty());
    prop_assert!(game.command_actions(1 - seat).is_empty());
    let actions = game.click_actions(seat);
    let commands = game.command_actions(seat);
    let svg = bridges_bot::render::svg(&game.view(&ViewCtx::public(["a", "b"])));
    for a in &actions {
        let mut after = game.clone_box();
        prop_assert!(
            after.play(&a.text).is_ok(),
            "{}: `{}` does not play",
            game.kind().key(),
            a.text
        );
        prop_assert!(!a.steps.is_empty());
        for step in a.steps.iter().filter(|s| !s.contains(':')) {
            let cell = format!("data-cell=\"{step}\"");
            prop_assert!(svg.contains(&cell), "{step} is not a cell of the board");
        }
    }
    for c in &commands {
        prop_assert!(game.clone_box().play(c).is_ok(), "command `{}`", c);
    }
    // Every legal move, by clicks or by a button, and nothing else.
    let reachable: BTreeSet<&str> = actions
        .iter()
        .map(|a| a.text.as_str())
        .chain(commands.iter().map(String::as_str))
        .collect();
    let choices = game.choices();
    let legal: BTreeSet<&str> = choices.iter().map(String::as_str).collect();
    prop_assert_eq!(reachable, legal, "{}", game.kind().key());
    // One meaning per click: the same steps never name two texts, and no
    // action's steps begin another's.
    for a in &actions {
        for b in &actions {
            if a.text != b.text {
                prop_assert!(
                    !b.steps.starts_with(&a.steps),
                    "{:?} ({}) begins {:?} ({})",
                    a.steps,
                    a.text,
                    b.steps,
                    b.text
                );
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_legal_move_is_a_click_or_a_button(
        game in 0..Kind::ALL.len(),
        picks in prop::collection::vec(any::<u16>(), 0..120),
    ) {
        let g = position(Kind::ALL[game], &picks);
        check(g.as_ref())?;
    }
}

/// Each game has actions by clicks from its first position (no game is
/// left with an empty list).
#[test]
fn every_game_is_played_by_clicks() {
    for kind in Kind::ALL {
        let game = position(kind, &[]);
        let seat = game.to_move().expect("a new game has a player to move");
        let actions = game.click_actions(seat);
        assert!(!actions.is_empty(), "{}", kind.key());
        check(game.as_ref()).unwrap();
    }
}

/// The clicks of the rules pages: a Bridges bridge from either end,
/// Produto's colour then cell, Numbridge's tile then cell.
#[test]
fn clicks_follow_each_games_turn() {
    let find = |game: &dyn AnyGame, text: &str| -> Vec<Vec<String>> {
        let seat = game.to_move().unwrap();
        game.click_actions(seat)
            .into_iter()
            .filter(|a| a.text == text)
            .map(|a| a.steps)
            .collect()
    };
    let mut bridges = Kind::Bridges
        .new_game(&[("size".into(), "5".into())])
        .unwrap();
    assert_eq!(find(bridges.as_ref(), "E2"), vec![vec!["E2".to_string()]]);
    // After a first step, the End turn button; a bridge from either end.
    for step in ["A1", "I5", "I8", "A5"] {
        bridges.play(step).unwrap();
    }
    assert!(bridges.command_actions(0).contains(&"end".to_string()));
    assert_eq!(
        find(bridges.as_ref(), "A1-A5"),
        vec![
            vec!["A1".to_string(), "A5".to_string()],
            vec!["A5".to_string(), "A1".to_string()]
        ]
    );
    let produto = Kind::Produto.new_game(&[]).unwrap();
    assert_eq!(
        find(produto.as_ref(), "wE5"),
        vec![vec!["colour:white".to_string(), "E5".to_string()]]
    );
    let avanco = Kind::Avanco.new_game(&[]).unwrap();
    let first = &avanco.click_actions(0)[0];
    let (from, to) = first.text.split_once('-').unwrap();
    assert_eq!(first.steps, vec![from.to_string(), to.to_string()]);
    let nb = position(Kind::Numbridge, &[]);
    let seat = nb.to_move().unwrap();
    let actions = nb.click_actions(seat);
    let place = actions.iter().find(|a| a.text.contains(':')).unwrap();
    let (cell, digit) = place.text.split_once(':').unwrap();
    assert_eq!(place.steps, vec![format!("tile:{digit}"), cell.to_string()]);
    assert!(nb.command_actions(seat).contains(&"swap".to_string()));
    // The other seat clicks nothing, and its hand is not in the actions.
    assert!(nb.click_actions(1 - seat).is_empty());
}
