//! Changes reach every table at once, wherever they are made; a table
//! that reconnects resumes; `/table` gives each their own link; a game
//! stored before the table existed opens at it.

use crate::common::{ann, bob, carol, text_request, Harness, CH};
use crate::table_common::{act, wrong_placement, ws_of, Client, TableBot};
use bridges_bot::commands::{Input, Request};
use bridges_bot::web::protocol::ServerMsg;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_made_in_discord_reaches_every_open_table() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let mut seat = Client::connect(&t.ws_url(&t.ticket(CH, bob().id))).await;
    let mut watcher = Client::connect(&t.ws_url(&t.ticket(CH, carol().id))).await;
    let n = seat.frame_after(0).await.n;
    watcher.frame_after(0).await;
    // Ann plays by typing in the channel, as on Discord.
    t.say(CH, &ann(), "!place A1").await;
    for c in [&mut seat, &mut watcher] {
        let f = c.frame_after(n).await;
        assert_eq!(f.last, ["A1"]);
        assert_eq!(f.to_move, Some(1));
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_table_that_reconnects_resumes_or_resyncs() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let url = t.ws_url(&t.ticket(CH, carol().id));
    // Bob's table stays open throughout.
    let mut bob_c = Client::connect(&t.ws_url(&t.ticket(CH, bob().id))).await;
    bob_c.frame_after(0).await;
    let mut c = Client::connect(&url).await;
    let first = c.frame_after(0).await;
    let (epoch, n) = (first.epoch, first.n);
    c.close().await;
    // Nothing changed: resumed, no frame again.
    let mut c = Client::connect(&format!("{url}?epoch={epoch}&n={n}")).await;
    assert_eq!(c.next().await, ServerMsg::Resumed { epoch, n });
    c.close().await;
    // A move while away: the frame now, not a resync.
    t.say(CH, &ann(), "!place A1").await;
    bob_c.frame_after(n).await;
    let mut c = Client::connect(&format!("{url}?epoch={epoch}&n={n}")).await;
    match c.next().await {
        ServerMsg::Frame { frame, resync } => {
            assert!(!resync);
            assert!(frame.n > n);
            assert_eq!(frame.last, ["A1"]);
        }
        other => panic!("{other:?}"),
    }
    c.close().await;
    // When no table was open meanwhile, what happened is not known: a
    // whole frame, said to be a resync.
    bob_c.close().await;
    let seen = c_last(&t).await;
    t.say(CH, &bob(), "!place E9").await;
    let mut c = Client::connect(&format!("{url}?epoch={epoch}&n={seen}")).await;
    match c.next().await {
        ServerMsg::Frame { frame, resync } => {
            assert!(resync, "{frame:?}");
            assert_eq!(frame.last, ["E9"]);
        }
        other => panic!("{other:?}"),
    }
    c.close().await;
    // From another run of the server: a whole frame, said to be a resync.
    let mut c = Client::connect(&format!("{url}?epoch={}&n={n}", epoch + 1)).await;
    match c.next().await {
        ServerMsg::Frame { resync, frame } => {
            assert!(resync);
            assert_eq!(frame.last, ["E9"]);
        }
        other => panic!("{other:?}"),
    }
    // The same over an open socket.
    let now = c.last_frame().unwrap().n;
    c.send(&format!(r#"{{"type":"resume","epoch":{epoch},"n":{now}}}"#))
        .await;
    assert_eq!(c.next().await, ServerMsg::Resumed { epoch, n: now });
}

/// The number of the frame a spectator sees now (its socket then closed).
async fn c_last(t: &TableBot) -> u64 {
    let mut c = Client::connect(&t.ws_url(&t.ticket(CH, carol().id))).await;
    let n = c.frame_after(0).await.n;
    c.close().await;
    // Its table is dropped once the socket is gone.
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    n
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_miss_is_seen_by_both_seats_and_the_spectators() {
    let t = TableBot::new().await;
    t.start(CH, "numbridge").await;
    let mut clients = Vec::new();
    for u in [ann().id, bob().id, carol().id] {
        clients.push(Client::connect(&t.ws_url(&t.ticket(CH, u))).await);
    }
    let mut n = 0;
    for c in clients.iter_mut() {
        c.frame_after(0).await;
        c.settle().await;
        n = n.max(c.last_frame().unwrap().n);
    }
    // A placement the puzzle's solution refuses (the test looks at the
    // whole game; the players cannot).
    let tg = t.bot.table_game(CH).unwrap();
    let mover = tg.game.to_move().unwrap();
    let miss = wrong_placement(tg.game.as_ref());
    clients[mover].send(&act(n, &miss)).await;
    let (cell, digit) = miss.split_once(':').unwrap();
    for c in clients.iter_mut() {
        c.frame_after(n).await;
        // The event follows its frame (a pong may come between them: the
        // socket answers pings as they arrive).
        let event = loop {
            let seen = c.got.iter().find_map(|m| match m {
                ServerMsg::Event(e) => Some(e.clone()),
                _ => None,
            });
            if let Some(e) = seen {
                break e;
            }
            c.next().await;
        };
        assert_eq!(event.kind, "miss");
        assert_eq!(event.cell, cell);
        assert_eq!(event.digit.to_string(), digit);
    }
}

/// A store written by main at 3220f69 (local mode: a size-5 Bridges game
/// with a turn in progress in channel 1).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_stored_before_the_table_opens_at_it() {
    let t = TableBot::on_store(|dir| {
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/store-bridges-3220f69");
        for entry in std::fs::read_dir(src).unwrap() {
            let entry = entry.unwrap();
            std::fs::copy(entry.path(), dir.join(entry.file_name())).unwrap();
        }
    })
    .await;
    let tg = t.bot.table_game(1).expect("the stored game");
    let player = tg.players[0].0;
    let mut c = Client::connect(&t.ws_url(&t.ticket(1, player))).await;
    let f = c.frame_after(0).await;
    assert_eq!(f.game, "bridges");
    assert_eq!(f.viewer, Some(0));
    assert_eq!(f.to_move, Some(0));
    assert_eq!(f.last, ["A5"], "the turn in progress");
    assert!(f.board_svg.starts_with("<svg"), "{:.80}", f.board_svg);
    // And it plays on from the table.
    c.send(&act(f.n, "A1-A5")).await;
    let g = c.frame_after(f.n).await;
    assert_eq!(g.to_move, Some(1), "{:?}", g.status);
}

fn slash_table(ch: u64, user: &bridges_bot::commands::User) -> Request {
    Request {
        input: Input::Slash {
            name: "table".into(),
            options: Vec::new(),
        },
        ..text_request(ch, user, "")
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_table_answers_each_privately_with_their_own_link() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    for (user, seat) in [(ann(), Some(0)), (bob(), Some(1)), (carol(), None)] {
        let bot = t.bot.clone();
        let req = slash_table(CH, &user);
        let r = tokio::task::spawn_blocking(move || bot.handle(req))
            .await
            .unwrap();
        assert_eq!(r.len(), 1, "{r:?}");
        assert!(r[0].private && r[0].ephemeral, "{r:?}");
        let link = r[0]
            .text
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .unwrap_or_else(|| panic!("a link: {}", r[0].text));
        let mut c = Client::connect(&ws_of(link)).await;
        let f = c.frame_after(0).await;
        assert_eq!(f.viewer, seat, "{}", r[0].text);
    }
    // The turn's message carries a Table button in its one row.
    let r = t.say(CH, &ann(), "!place A1").await;
    let buttons: Vec<&str> = r
        .iter()
        .flat_map(|r| &r.buttons)
        .map(|b| b.custom_id.as_str())
        .collect();
    assert!(
        buttons.contains(&format!("bridges:table:{CH}").as_str()),
        "{buttons:?}"
    );
    assert!(buttons.len() <= 5, "{buttons:?}");
}

#[test]
fn without_a_table_slash_table_says_how_to_set_one_up() {
    let h = Harness::new();
    h.start(5);
    let r = h.bot.handle(slash_table(CH, &ann()));
    assert_eq!(r.len(), 1, "{r:?}");
    assert!(r[0].ephemeral, "{r:?}");
    assert!(
        r[0].text.contains("[web]") && r[0].text.contains("README"),
        "{}",
        r[0].text
    );
    // And game messages carry no Table button.
    let r = h.say(&ann(), "!place A1");
    assert!(
        !r.iter()
            .flat_map(|r| &r.buttons)
            .any(|b| b.custom_id.starts_with("bridges:table")),
        "{r:?}"
    );
}

/// A process that runs shards 2..4 of 4 (docs/operations.md, "Shards"): its links
/// carry `s/2/`, the prefix the reverse proxy sends to it; it serves the
/// page and the socket under each of its shards' prefixes (and plain),
/// and nothing under another process's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_shard_process_links_under_its_first_shard_prefix() {
    use crate::table_common::http_get;
    let part = bridges_bot::web::routes::ShardPart {
        total: 4,
        range: "2..4".parse().unwrap(),
    };
    let t = TableBot::of_shards(part).await;
    t.start(CH, "bridges size 5").await;
    let link = t.server.link(&t.ticket(CH, bob().id));
    let path = link
        .strip_prefix(&format!("http://{}", t.addr()))
        .unwrap()
        .to_string();
    let token = path
        .strip_prefix("/s/2/t/")
        .unwrap_or_else(|| panic!("a link under s/2/: {link}"));
    for at in [format!("/s/2/t/{token}"), format!("/s/3/t/{token}")] {
        assert_eq!(http_get(t.addr(), &at).await.0, 200, "{at}");
    }
    for at in [format!("/s/1/t/{token}"), format!("/s/4/t/{token}")] {
        assert_eq!(http_get(t.addr(), &at).await.0, 404, "{at}");
    }
    let mut seat = Client::connect(&ws_of(&link)).await;
    let f = seat.frame_after(0).await;
    assert_eq!(f.viewer, Some(1), "Bob's seat");
}
