//! Games against the AI through the command layer: challenge, replies,
//! hints, analysis, stats. The AI plays at a tiny iteration budget
//! (`ai_spec = "iters:30"`), so these run fast and are reproducible.

use crate::common;
use crate::common::binary;

use bridges_bot::commands::{OptionValue, User};
use common::*;

fn harness() -> Harness {
    Harness::with(|c| c.ai_spec = Some("iters:30".into()))
}

/// The text between the first pair of backticks.
fn quoted(text: &str) -> &str {
    text.split('`').nth(1).unwrap_or("")
}

/// Ann plays the AI's hints until the game ends; returns every reply text.
fn play_out_with_hints(h: &Harness) -> Vec<String> {
    let mut texts = Vec::new();
    for _ in 0..400 {
        let hint = h.one(&ann(), "!hint");
        assert!(hint.starts_with("Hint for Ann (Orange): `"), "{hint}");
        let mv = quoted(&hint).to_string();
        let r = h.say(&ann(), &mv);
        assert_eq!(r.len(), 1, "{mv}: {r:?}");
        let text = r[0].text.to_string();
        let done = text.contains("Game over:");
        texts.push(text);
        if done {
            break;
        }
    }
    texts
}

#[test]
fn a_whole_game_against_the_ai_from_challenge_to_result() {
    let h = harness();
    let r = h.say(
        &ann(),
        &format!("!challenge <@{BOT}> size 4 level 1 orange"),
    );
    assert_eq!(r.len(), 1, "{r:?}");
    let start = &r[0];
    // No accept: the game is on at once, Ann (Orange) to start.
    assert!(
        start
            .text
            .starts_with("Game on, size 4: Ann (Orange) vs AI level 1 (Light Blue)."),
        "{}",
        start.text
    );
    assert!(start.text.contains("<@10>, you start"), "{}", start.text);
    assert!(start.board.is_some());
    assert!(!start.buttons.iter().any(|b| b.custom_id.contains("accept")));
    assert_eq!(h.bot.player_on_turn(CH), Some(ann().id));

    // Ann's first token: the AI answers in the same reply, with a board,
    // its turn summary and the score, and it is Ann's turn again.
    let r = h.say(&ann(), "A1");
    assert_eq!(r.len(), 1, "{r:?}");
    let text = &r[0].text;
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Orange placed A1.", "{text}");
    assert!(
        lines[1].starts_with("AI level 1 (Light Blue) placed ")
            || lines[1] == "AI level 1 (Light Blue) passed.",
        "{text}"
    );
    assert!(
        lines.iter().any(|l| l.starts_with("Score: Orange 0")),
        "{text}"
    );
    assert!(
        lines
            .last()
            .unwrap()
            .starts_with("<@10>, your turn (Orange): "),
        "{text}"
    );
    assert!(r[0].board.is_some());
    assert_eq!(r[0].mentions, vec![ann().id]);
    assert_eq!(h.bot.player_on_turn(CH), Some(ann().id));

    let texts = play_out_with_hints(&h);
    let last = texts.last().expect("some moves");
    assert!(last.contains("Game over:"), "{texts:#?}");
    assert!(!h.bot.has_game(CH));
    // Every reply that ended Ann's turn carries the AI's answer (or the end).
    for t in &texts {
        if t.contains("1 more step") {
            continue;
        }
        assert!(
            t.contains("AI level 1 (Light Blue) ") || t.contains("Game over:"),
            "{t}"
        );
    }
    // Games against the AI are kept out of people's stats.
    assert_eq!(
        h.one(&ann(), "!stats"),
        "Ann: 0 games, 0 wins, 0 losses, 0 draws here; 0 games, 0 wins, 0 losses, 0 draws overall"
    );
    // The archive has it: `!record` shows it.
    let rec = h.one(&ann(), "!record");
    assert!(
        rec.starts_with("Last game here, Ann (Orange) vs AI level 1 (Light Blue):"),
        "{rec}"
    );
}

#[test]
fn the_ai_plays_first_when_it_is_orange_and_slash_play_ai_works() {
    let h = harness();
    let r = h.slash(
        CH,
        &ann(),
        "play-ai",
        vec![
            ("level", OptionValue::Int(2)),
            ("size", OptionValue::Int(5)),
            ("colour", OptionValue::Str("blue".into())),
        ],
    );
    assert_eq!(r.len(), 1, "{r:?}");
    let text = &r[0].text;
    assert!(
        text.starts_with(
            "Game on, size 5: AI level 2 (Orange) vs Ann (Light Blue).\nAI level 2 (Orange) placed "
        ),
        "{text}"
    );
    assert!(
        text.contains("<@10>, your turn (Light Blue): up to 2 steps"),
        "{text}"
    );
    assert!(r[0].board.is_some());
    assert_eq!(h.bot.player_on_turn(CH), Some(ann().id));
    // A second game in the same channel is refused.
    let again = one(h.slash(CH, &ann(), "play-ai", vec![]));
    assert!(again.contains("already has a game"), "{again}");
    // Passing (the button) is answered by the AI too.
    let r = h.button(CH, &ann(), &h.turn_button(CH, "pass"));
    let text = &r[0].text;
    assert!(
        text.starts_with("Light Blue passed.\nAI level 2 (Orange) "),
        "{text}"
    );
}

#[test]
fn text_forms_and_bad_options() {
    let h = harness();
    let t = h.one(&ann(), "!challenge <@20> level 3");
    assert!(t.contains("`level` is for games against me"), "{t}");
    let t = h.one(&ann(), &format!("!challenge <@{BOT}> level 9"));
    assert!(t.contains("Level must be a number from 1 to 5"), "{t}");
    let t = h.one(&ann(), "!play ai size 2");
    assert!(t.contains("Size must be a number from 3"), "{t}");
    assert!(!h.bot.has_game(CH));
    // `!play ai` with defaults: level 3, the default size.
    let t = h.one(&ann(), "!play ai orange");
    assert!(
        t.starts_with("Game on, size 8: Ann (Orange) vs AI level 3 (Light Blue)."),
        "{t}"
    );
    // The AI does not agree draws.
    let t = h.one(&ann(), "!draw");
    assert!(t.contains("I don't agree draws"), "{t}");
    // Resigning ends it, without stats.
    let t = h.one(&ann(), "!resign yes");
    assert!(
        t.contains("Game over: Ann (Orange) resigned; AI level 3 (Light Blue) wins."),
        "{t}"
    );
    assert!(h.one(&ann(), "!stats").starts_with("Ann: 0 games"));
}

#[test]
fn hints_only_against_the_ai() {
    let h = harness();
    h.start(5);
    let t = h.one(&ann(), "!hint");
    assert!(
        t.ends_with("No hints in a game between two people: hints are for games against me"),
        "{t}"
    );
    let t = one(h.slash(CH, &ann(), "hint", vec![]));
    assert!(
        t.starts_with("No hints in a game between two people"),
        "{t}"
    );
    h.mod_say_in(CH, &carol(), "!abort");

    h.one(&ann(), "!play ai size 5 orange");
    let t = h.one(&bob(), "!hint");
    assert!(t.contains("You're not playing in this game"), "{t}");
    let hint = h.one(&ann(), "!hint");
    // A step Ann can type as it is, and a one-line reason.
    assert!(hint.starts_with("Hint for Ann (Orange): `place "), "{hint}");
    let (_, reason) = hint.rsplit_once("`: ").unwrap();
    assert!(
        reason.len() > 10 && reason.ends_with(").") && !reason.contains('\n'),
        "{hint}"
    );
    let mv = quoted(&hint).to_string();
    let r = h.say(&ann(), &mv);
    assert!(
        r[0].text
            .starts_with(&format!("Orange placed {}.", &mv["place ".len()..])),
        "{}",
        r[0].text
    );
    // Slash hints are for the asker only.
    let r = h.slash(CH, &ann(), "hint", vec![]);
    assert!(
        r[0].ephemeral && r[0].text.starts_with("Hint for Ann"),
        "{r:?}"
    );
}

#[test]
fn analyse_a_finished_game() {
    let h = harness();
    let t = h.one(&ann(), "!analyse");
    assert!(t.contains("No finished game here to analyse yet"), "{t}");
    h.one(&ann(), &format!("!challenge <@{BOT}> size 4 orange"));
    h.say(&ann(), "A1");
    let texts = play_out_with_hints(&h);
    assert!(texts.last().unwrap().contains("Game over:"));
    let a = h.one(&ann(), "!analyse");
    let lines: Vec<&str> = a.lines().collect();
    assert_eq!(lines.len(), 3, "{a}");
    assert!(
        lines[0].starts_with(
            "The AI's view of the last game here (Ann (Orange) vs AI level 3 (Light Blue), "
        ),
        "{a}"
    );
    for (line, who) in lines[1..]
        .iter()
        .zip(["Ann (Orange)", "AI level 3 (Light Blue)"])
    {
        assert!(line.starts_with(&format!("{who}: ")), "{a}");
        assert!(
            line.ends_with(": no clear mistake.")
                || (line.contains(": biggest mistake on turn ")
                    && line.contains("; better `")
                    && line.contains("(winning chance ")),
            "{a}"
        );
    }
    // Also after a game between two people, and as a slash command.
    h.start(4);
    h.say(&ann(), "A1");
    h.say(&bob(), "D7, end");
    h.say(&ann(), "!resign yes");
    let a = one(h.slash(CH, &bob(), "analyse", vec![]));
    assert!(
        a.starts_with(
            "The AI's view of the last game here (Ann (Orange) vs Bob (Light Blue), 2 turns; \
             Ann (Orange) resigned; Bob (Light Blue) wins):"
        ),
        "{a}"
    );
}

#[test]
fn an_ai_game_survives_a_restart_and_replays_the_same() {
    let run = || {
        let h = harness();
        h.one(&ann(), &format!("!challenge <@{BOT}> size 5 orange"));
        let first = h.one(&ann(), "B2");
        let h = h.restart();
        let second = h.one(&ann(), "pass");
        (first, second)
    };
    let (a1, a2) = run();
    assert!(
        a2.starts_with("Orange passed.\nAI level 3 (Light Blue) "),
        "{a2}"
    );
    // Same seed (from the store), same budget: the same replies.
    assert_eq!(run(), (a1, a2));
}

#[test]
fn the_ai_thinks_only_when_it_has_something_to_do() {
    let h = harness();
    let req = |user: &User, text: &str| text_request(CH, user, text);
    assert!(h
        .bot
        .will_think(&req(&ann(), &format!("!challenge <@{BOT}>"))));
    assert!(!h.bot.will_think(&req(&ann(), "!challenge <@20>")));
    assert!(h.bot.will_think(&req(&ann(), "!analyse")));
    h.start(5);
    assert!(!h.bot.will_think(&req(&ann(), "A1")));
    assert!(!h.bot.will_think(&req(&ann(), "!hint")));
    h.mod_say_in(CH, &carol(), "!abort");
    h.one(&ann(), "!play ai size 5 orange");
    assert!(h.bot.will_think(&req(&ann(), "A1")));
    assert!(h.bot.will_think(&req(&ann(), "!hint")));
    assert!(!h.bot.will_think(&req(&ann(), "!board")));
    assert!(!h.bot.will_think(&req(&bob(), "A1")));
}

#[test]
fn local_mode_play_ai_from_a_script() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("config.toml"),
        "data_dir = \"games\"\nai_spec = \"iters:30\"\n",
    )
    .unwrap();
    let script =
        "hint\nplay ai level 2 size 4\nhint\nA1\npass\nresign\nresign yes\nanalyse\nquit\n";
    let out = binary::run_with_input(&["local"], Some(dir.path()), script);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // A fresh run starts a two-player game of the default size first.
    let play = text.find("play ai level 2 size 4\n").expect("echoed");
    // Local mode gives hints in a two-player game too.
    assert!(
        text[..play].contains("Orange> hint\nthinking…\nHint for Orange: `place "),
        "{text}"
    );
    let after = &text[play..];
    assert!(
        after
            .starts_with("play ai level 2 size 4\nThe game in progress is abandoned.\nthinking…\n"),
        "{text}"
    );
    assert!(
        after.contains("Game on, size 4: Orange vs AI level 2 (Light Blue)."),
        "{text}"
    );
    assert!(
        after.contains("thinking…\nHint for Orange: `place "),
        "{text}"
    );
    // The AI answers each turn, after "thinking…", with a text board.
    let a1 = &after[after.find("Orange> A1\n").expect("A1 played")..];
    assert!(a1.starts_with("Orange> A1\nthinking…\n"), "{a1}");
    assert!(
        a1.contains("Orange placed A1.\nAI level 2 (Light Blue) "),
        "{a1}"
    );
    assert!(a1.contains("Board image: "), "{a1}");
    assert!(
        after.contains("Orange passed.\nAI level 2 (Light Blue) "),
        "{text}"
    );
    assert!(
        after.contains("Game over: Orange resigned; AI level 2 (Light Blue) wins."),
        "{text}"
    );
    assert!(
        after.contains(
            "thinking…\nThe AI's view of the last game here (Orange vs AI level 2 (Light Blue), "
        ),
        "{text}"
    );
}
