//! Ratings (Glicko-2), leaderboards, rematches, resign and draw
//! confirmations, players' histories and archived games by id.

use crate::common;

use bridges_bot::commands::{OptionValue, Reply};
use bridges_bot::rating::{rating_period, update, Rating};
use bridges_bot::store::Store;
use common::*;

fn rating(r: f64, rd: f64) -> Rating {
    Rating {
        rating: r,
        deviation: rd,
        ..Rating::new("x")
    }
}

/// Glickman's worked example ("Example of the Glicko-2 system", τ = 0.5).
#[test]
fn the_update_matches_glickmans_worked_example() {
    let p = rating_period(
        &rating(1500.0, 200.0),
        &[
            ((1400.0, 30.0), 1.0),
            ((1550.0, 100.0), 0.0),
            ((1700.0, 300.0), 0.0),
        ],
    );
    assert!((p.rating - 1464.06).abs() < 0.01, "{}", p.rating);
    assert!((p.deviation - 151.52).abs() < 0.01, "{}", p.deviation);
    assert!((p.volatility - 0.05999).abs() < 0.00001, "{}", p.volatility);
    assert_eq!(p.games, 3);

    // One game between newcomers: the winner gains what the loser loses.
    let (a, b) = update(&Rating::new("a"), &Rating::new("b"), Some(0));
    assert_eq!((a.rating.round(), b.rating.round()), (1662.0, 1338.0));
    assert_eq!(a.deviation.round(), 290.0);
    assert!(a.is_provisional() && a.games == 1);
    let (a, b) = update(&rating(1600.0, 60.0), &rating(1600.0, 60.0), None);
    assert!((a.rating - 1600.0).abs() < 1e-9 && (b.rating - 1600.0).abs() < 1e-9);
    assert!(!a.is_provisional(), "deviation {}", a.deviation);
    assert_eq!(a.shown(), "1600");
}

/// `winner` challenges `loser` in `ch` (random colours), `loser` accepts
/// and resigns at once. The game-over reply.
fn quick_win(
    h: &Harness,
    ch: u64,
    winner: &bridges_bot::commands::User,
    loser: &bridges_bot::commands::User,
    extra: &str,
) -> Reply {
    let setup = if extra.contains("avanco") || extra.contains("rastros") {
        extra.to_string()
    } else {
        format!("size 5 {extra}")
    };
    let r = h.say_in(ch, winner, &format!("!challenge <@{}> {setup}", loser.id));
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    let r = h.say_in(ch, loser, "!accept");
    assert!(r[0].text.contains("Game on"), "{}", r[0].text);
    let r = h.say_in(ch, loser, "!resign yes");
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(r[0].text.contains("resigned"), "{}", r[0].text);
    r.into_iter().next().unwrap()
}

fn button<'a>(r: &'a Reply, label: &str) -> &'a str {
    &r.buttons
        .iter()
        .find(|b| b.label == label)
        .unwrap_or_else(|| panic!("no {label} button: {:?}", r.buttons))
        .custom_id
}

/// The `#ID` in a game-over message.
fn game_id(r: &Reply) -> u64 {
    let at = r.text.find("Game #").expect("a game id") + 6;
    r.text[at..]
        .split(|c: char| !c.is_ascii_digit())
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn a_rated_game_changes_both_ratings_and_says_so() {
    let h = Harness::new();
    h.start(5);
    h.one(&ann(), "C3");
    let r = h.say(&bob(), "!resign yes");
    let over = &r[0];
    assert!(
        over.text
            .contains("Ratings: Ann 1500? → 1662? · Bob 1500? → 1338?"),
        "{}",
        over.text
    );
    let id = game_id(over);
    assert!(
        over.text
            .contains(&format!("Game #{id} · `!record {id}` · `!replay {id}`")),
        "{}",
        over.text
    );
    let file = over.file.as_ref().expect("the record attached");
    assert_eq!(file.name, format!("bridges-{id}.txt"));
    // The game's record, after its header.
    let record = String::from_utf8(file.bytes.clone()).unwrap();
    assert!(
        record.starts_with(&format!("[GameId \"{id}\"]\n")) && record.ends_with("\n\nsize 5\nC3\n"),
        "{record}"
    );
    assert!(button(over, "Rematch").ends_with(&format!(":{id}")));

    let t = h.one(&carol(), "!rating <@10> bridges");
    assert!(t.starts_with("Ann · Bridges: 1662? (1 game)"), "{t}");
    assert!(t.contains("? = provisional (deviation above 110)"), "{t}");
    let t = h.one(&bob(), "!rating");
    assert!(t.starts_with("Bob: Bridges 1338? (1 game)"), "{t}");
    let t = h.one(&carol(), "!rating");
    assert!(t.contains("Carol has no rating here yet"), "{t}");
    let t = h.one(&ann(), "!rating avanco");
    assert!(t.contains("no Avanço rating here yet"), "{t}");
    let help = h.one(&ann(), "!help");
    assert!(
        help.contains("`?` = provisional, deviation above 110"),
        "{help}"
    );
    assert!(help.contains("`!leaderboard [game]`"), "{help}");
    assert!(help.chars().count() <= 2000, "{}", help.chars().count());
    let t = h.one(&ann(), "!rating chess");
    assert!(t.contains("`chess` is not a game of mine"), "{t}");
    // The slash twin, and the ratings survive a restart.
    let h = h.restart();
    let r = h.slash(
        CH,
        &carol(),
        "rating",
        vec![
            ("user", OptionValue::User(bob())),
            ("game", OptionValue::Str("bridges".into())),
        ],
    );
    assert!(
        r[0].text.starts_with("Bob · Bridges: 1338? (1 game)"),
        "{}",
        r[0].text
    );
}

#[test]
fn unrated_and_ai_games_leave_ratings_alone() {
    let h = Harness::new();
    let r = h.say(&ann(), "!challenge <@20> size 5 unrated");
    assert!(r[0].text.contains("Unrated."), "{}", r[0].text);
    h.say(&bob(), "!accept");
    let r = h.say(&bob(), "!resign yes");
    assert!(r[0].text.contains("Game over"), "{}", r[0].text);
    assert!(!r[0].text.contains("Ratings:"), "{}", r[0].text);
    assert!(h.one(&ann(), "!rating").contains("no rating here yet"));

    // The slash option `rated:false` too.
    let r = h.slash(
        601,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("rated", OptionValue::Str("false".into())),
        ],
    );
    assert!(r[0].text.contains("Unrated."), "{}", r[0].text);

    // Against the AI: never rated, but in the history.
    let r = h.say_in(602, &ann(), "!play ai size 5 orange");
    assert!(r[0].text.contains("Game on"), "{}", r[0].text);
    let r = h.say_in(602, &ann(), "!resign yes");
    assert!(r[0].text.contains("Game over"), "{}", r[0].text);
    assert!(!r[0].text.contains("Ratings:"), "{}", r[0].text);
    assert!(h.one(&ann(), "!rating").contains("no rating here yet"));
    assert!(h
        .one(&ann(), "!leaderboard")
        .contains("No rated Bridges games here yet"));
    let t = h.one(&ann(), "!history");
    assert!(t.contains("vs AI level 3 (Light Blue) · lost"), "{t}");
    assert!(t.contains("vs Bob (") && t.contains("· won"), "{t}");
    assert!(!t.contains('→'), "no rating changes: {t}");
}

#[test]
fn the_leaderboard_is_best_first_with_marks_and_games() {
    let h = Harness::new();
    // Ann beats Bob twice, Carol beats Bob once, Dan never plays rated.
    quick_win(&h, 701, &ann(), &bob(), "");
    quick_win(&h, 702, &ann(), &bob(), "");
    quick_win(&h, 703, &carol(), &bob(), "");
    quick_win(&h, 704, &carol(), &ann(), "unrated");
    // An Avanço game is another leaderboard.
    quick_win(&h, 705, &bob(), &carol(), "avanco");
    let t = h.one(&carol(), "!leaderboard");
    let lines: Vec<&str> = t.lines().collect();
    assert_eq!(lines[0], "**Bridges** leaderboard:", "{t}");
    assert!(
        lines[1].starts_with("1. Ann ") && lines[1].ends_with("? (2 games)"),
        "{t}"
    );
    assert!(
        lines[2].starts_with("2. Carol ") && lines[2].ends_with("? (1 game)"),
        "{t}"
    );
    assert!(
        lines[3].starts_with("3. Bob ") && lines[3].ends_with("? (3 games)"),
        "{t}"
    );
    assert_eq!(lines[4], "? = provisional (deviation above 110)");
    let shown: Vec<i64> = lines[1..4]
        .iter()
        .map(|l| {
            l.split(' ')
                .nth(2)
                .unwrap()
                .trim_end_matches('?')
                .parse()
                .unwrap()
        })
        .collect();
    assert!(shown[0] > shown[1] && shown[1] > shown[2], "{shown:?}");
    let t = h.one(&ann(), "!top avanco");
    assert!(
        t.starts_with("**Avanço** leaderboard:\n1. Bob 1662? (1 game)\n2. Carol 1338? (1 game)"),
        "{t}"
    );
    let r = h.slash(
        CH,
        &ann(),
        "leaderboard",
        vec![("game", OptionValue::Str("avanco".into()))],
    );
    assert!(
        r[0].text.starts_with("**Avanço** leaderboard:"),
        "{}",
        r[0].text
    );
    // Another server has its own ratings.
    let r = h.bot.handle(bridges_bot::commands::Request {
        guild: Some(GUILD + 1),
        ..request(CH, &ann(), "!leaderboard")
    });
    assert!(
        r[0].text.contains("No rated Bridges games here yet"),
        "{}",
        r[0].text
    );
}

fn request(
    ch: u64,
    user: &bridges_bot::commands::User,
    text: &str,
) -> bridges_bot::commands::Request {
    text_request(ch, user, text)
}

#[test]
fn a_rematch_swaps_colours_and_the_other_player_accepts() {
    let h = Harness::new();
    h.start(5);
    let r = h.say(&bob(), "!resign yes");
    let rematch = button(&r[0], "Rematch").to_string();
    // Only the two players may ask.
    let r = h.button(CH, &carol(), &rematch);
    assert!(
        r[0].ephemeral && r[0].text.contains("Only Ann and Bob"),
        "{:?}",
        r[0]
    );
    let r = h.button(CH, &bob(), &rematch);
    assert!(
        r[0].text
            .starts_with("<@10>, Bob challenges you to Bridges, size 5; Bob plays Orange."),
        "{}",
        r[0].text
    );
    assert!(!r[0].text.contains("Unrated"), "{}", r[0].text);
    let accept = button(&r[0], "Accept").to_string();
    // Asking twice is refused, privately.
    let r = h.button(CH, &bob(), &rematch);
    assert!(
        r[0].ephemeral && r[0].text.contains("You already challenged Ann"),
        "{}",
        r[0].text
    );
    let r = h.button(CH, &ann(), &accept);
    assert!(
        r[0].text.contains("Bob (Orange) vs Ann (Light Blue)"),
        "{}",
        r[0].text
    );
    // The old game's button is stale now: the channel has a game.
    let r = h.button(CH, &ann(), &rematch);
    assert!(
        r[0].ephemeral && r[0].text.contains("already has a game"),
        "{}",
        r[0].text
    );

    // An unrated game's rematch is unrated too; against the AI it starts at once.
    let over = quick_win(&h, 801, &ann(), &bob(), "unrated");
    let r = h.button(801, &ann(), button(&over, "Rematch"));
    assert!(r[0].text.contains("Unrated."), "{}", r[0].text);
    h.say_in(802, &ann(), "!play ai size 5 orange level 1");
    let over = h.say_in(802, &ann(), "!resign yes");
    let r = h.button(802, &ann(), button(&over[0], "Rematch"));
    assert!(
        r[0].text
            .contains("Game on, size 5: AI level 1 (Orange) vs Ann (Light Blue)."),
        "{}",
        r[0].text
    );
}

#[test]
fn resigning_asks_for_confirmation() {
    let h = Harness::new();
    h.start(5);
    let r = h.say(&ann(), "!resign");
    assert_eq!(r.len(), 1);
    assert!(
        r[0].text.starts_with("<@10> Resign this game?"),
        "{}",
        r[0].text
    );
    assert!(r[0].mentions.is_empty());
    let confirm = button(&r[0], "Resign").to_string();
    let keep = button(&r[0], "Keep playing").to_string();
    assert!(h.bot.has_game(CH), "nothing happened yet");
    let r = h.button(CH, &ann(), &keep);
    assert!(r[0].ephemeral && r[0].text == "Play on.", "{:?}", r[0]);
    // Not Bob's button, nor Carol's.
    for u in [bob(), carol()] {
        let r = h.button(CH, &u, &confirm);
        assert!(
            r[0].ephemeral && r[0].text.contains("That button is for the player"),
            "{}",
            r[0].text
        );
    }
    assert!(h.bot.has_game(CH));
    // After a move the question is stale.
    h.one(&ann(), "C3");
    let r = h.button(CH, &ann(), &confirm);
    assert!(
        r[0].ephemeral && r[0].text.contains("earlier turn"),
        "{}",
        r[0].text
    );
    assert!(h.bot.has_game(CH));
    // Carol cannot even be asked.
    assert!(h.one(&carol(), "!resign").contains("You're not playing"));
    // The slash command asks privately; its button resigns.
    let r = h.slash(CH, &ann(), "resign", vec![]);
    assert!(
        r[0].ephemeral && r[0].text.starts_with("Resign this game?"),
        "{:?}",
        r[0]
    );
    let r = h.button(CH, &ann(), button(&r[0], "Resign"));
    assert!(
        r[0].text
            .contains("Game over: Ann (Orange) resigned; Bob (Light Blue) wins."),
        "{}",
        r[0].text
    );
    assert!(!h.bot.has_game(CH));
    assert!(h
        .one(&ann(), "!resign maybe")
        .contains("then confirm with the button"));
}

#[test]
fn a_draw_offer_comes_with_buttons_for_the_opponent() {
    let h = Harness::new();
    h.start(5);
    let r = h.say(&ann(), "!draw");
    assert!(
        r[0].text.contains("Ann (Orange) offers a draw. <@20>"),
        "{}",
        r[0].text
    );
    let yes = button(&r[0], "Accept draw").to_string();
    let no = button(&r[0], "Decline").to_string();
    let r = h.button(CH, &ann(), &yes);
    assert!(
        r[0].ephemeral && r[0].text.contains("That's your own offer"),
        "{}",
        r[0].text
    );
    let r = h.button(CH, &carol(), &yes);
    assert!(
        r[0].ephemeral && r[0].text.contains("not playing"),
        "{}",
        r[0].text
    );
    let r = h.button(CH, &bob(), &no);
    assert_eq!(r[0].text, "Bob (Light Blue) declined the draw: play on.");
    let r = h.button(CH, &bob(), &yes);
    assert!(
        r[0].ephemeral && r[0].text.contains("No draw offer is open"),
        "{}",
        r[0].text
    );
    let r = h.say(&ann(), "!draw");
    let r = h.button(CH, &bob(), button(&r[0], "Accept draw"));
    assert!(
        r[0].text.contains("Game over: Draw agreed."),
        "{}",
        r[0].text
    );
    assert!(
        r[0].text
            .contains("Ratings: Ann 1500? → 1500? · Bob 1500? → 1500?"),
        "{}",
        r[0].text
    );
}

#[test]
fn history_lists_the_last_ten_and_any_archived_game_is_reached_by_id() {
    let h = Harness::new();
    let mut ids = Vec::new();
    for i in 0..11 {
        let over = quick_win(&h, 900 + i, &ann(), &bob(), "");
        ids.push(game_id(&over));
    }
    quick_win(&h, 950, &bob(), &ann(), "rastros");
    let t = h.one(&carol(), "!history <@10>");
    let lines: Vec<&str> = t.lines().collect();
    assert_eq!(lines[0], "Ann's last games (`!record ID`, `!replay ID`):");
    assert_eq!(lines.len(), 11, "{t}");
    assert!(
        lines[1].starts_with("#")
            && lines[1].contains("· Rastros · vs Bob (")
            && lines[1].contains("· lost · "),
        "{t}"
    );
    for (line, id) in lines[2..].iter().zip(ids.iter().rev()) {
        assert!(
            line.starts_with(&format!("#{id} · Bridges · vs Bob (")),
            "{line}"
        );
        assert!(line.contains(" · won · "), "{line}");
    }
    assert!(
        !t.contains(&format!("#{} ", ids[0])),
        "the oldest is left out: {t}"
    );
    let t = h.one(&bob(), "!history rastros");
    assert_eq!(t.lines().count(), 2, "{t}");
    let r = h.slash(
        CH,
        &ann(),
        "history",
        vec![("game", OptionValue::Str("avanco".into()))],
    );
    assert_eq!(r[0].text, "Ann has no finished Avanço games here yet");

    // Any archived game of this server, from any channel.
    let first = ids[0];
    let r = h.say_in(999, &carol(), &format!("!record {first}"));
    assert!(
        r[0].text.starts_with(&format!("Game #{first}, ")),
        "{}",
        r[0].text
    );
    assert!(
        r[0].text.contains("Bob (") && r[0].text.contains("resigned"),
        "{}",
        r[0].text
    );
    let file = r[0].file.as_ref().expect("the record attached");
    assert_eq!(file.name, format!("bridges-{first}.txt"));
    let record = String::from_utf8(file.bytes.clone()).unwrap();
    assert!(
        record.contains("[Termination \"resignation\"]\n") && record.ends_with("\n\nsize 5\n"),
        "{record}"
    );
    let r = h.slash(
        999,
        &carol(),
        "replay",
        vec![("id", OptionValue::Int(first as i64))],
    );
    assert!(
        r[0].text
            .starts_with(&format!("Replay of game #{first} (Bridges): ")),
        "{}",
        r[0].text
    );
    assert!(r[0].board.as_ref().unwrap().png.starts_with(b"GIF8"));
    let r = h.slash(
        999,
        &carol(),
        "record",
        vec![("id", OptionValue::Int(first as i64))],
    );
    assert!(r[0].file.is_some());
    // Not another server's, nor a game that does not exist.
    let r = h.bot.handle(bridges_bot::commands::Request {
        guild: Some(GUILD + 1),
        ..request(999, &carol(), &format!("!replay #{first}"))
    });
    assert!(
        r[0].text
            .contains(&format!("No finished game #{first} on this server")),
        "{}",
        r[0].text
    );
    assert!(h
        .one(&ann(), "!record 987654")
        .contains("No finished game #987654"));
    assert!(h
        .one(&ann(), "!record abc")
        .contains("`abc` is not a game id"));
    // `!record` of the channel's last game names its id and attaches it.
    let r = h.say_in(900 + 10, &ann(), "!record");
    let last = ids[10];
    assert!(r[0].text.starts_with("Last game here, "), "{}", r[0].text);
    assert!(
        r[0].text
            .contains(&format!("resigned; Ann (Orange) wins. Game #{last}.\n```"))
            || r[0].text.contains(&format!("wins. Game #{last}.\n```")),
        "{}",
        r[0].text
    );
    assert_eq!(
        r[0].file.as_ref().unwrap().name,
        format!("bridges-{last}.txt")
    );
}

#[test]
fn the_rating_change_is_written_with_the_archive_entry() {
    let h = Harness::new();
    h.start(5);
    h.say(&bob(), "!resign yes");
    let Harness { dir, config, bot } = h;
    drop(bot);
    let store = Store::open(&config.data_dir).unwrap();
    let ann = store
        .rating(Some(GUILD), 10, bridges_bot::games::Kind::Bridges)
        .unwrap()
        .unwrap();
    assert_eq!(
        (ann.rating.round(), ann.games, ann.name.as_str()),
        (1662.0, 1, "Ann")
    );
    let hist = store.history(Some(GUILD), 20, None, 10).unwrap();
    assert_eq!(hist.len(), 1);
    assert_eq!(
        hist[0].rating.map(|(a, b)| (a.round(), b.round())),
        Some((1500.0, 1338.0))
    );
    let done = store
        .archived(hist[0].id)
        .unwrap()
        .expect("archived under the id");
    assert!(done.rated && done.channel == CH);
    let mine = store
        .archived_of(Some(GUILD), 20, hist[0].id)
        .unwrap()
        .unwrap();
    assert_eq!(mine.record, done.record);
    assert!(store
        .archived_of(Some(GUILD), 30, hist[0].id)
        .unwrap()
        .is_none());
    assert!(store
        .archived_of(Some(GUILD + 1), 20, hist[0].id)
        .unwrap()
        .is_none());
    // Both trees are checked and exported like the others.
    let snap = store.snapshot().unwrap();
    for name in ["ratings", "history"] {
        let (_, entries) = snap.trees.iter().find(|(n, _)| n == name).expect(name);
        assert_eq!(entries.len(), 2, "{name}: one entry per player");
    }
    drop(dir);
}
