//! What the table refuses, clearly, changing nothing: links it did not
//! sign, expired or of another game; pages of another origin; stale,
//! oversized, malformed and unknown messages; a spectator acting.

use crate::common::{ann, bob, carol, CH};
use crate::table_common::{act, http_get, ws_of, Client, TableBot};
use bridges_bot::commands::Ticket;
use bridges_bot::web::protocol::ServerMsg;
use bridges_bot::web::token::Keys;

fn path_of(link: &str) -> String {
    let rest = link.split_once("://").unwrap().1;
    rest[rest.find('/').unwrap()..].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn links_it_did_not_sign_or_that_ended_are_refused() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 4").await;
    let seat = t.ticket(CH, ann().id);
    let good = t.server.link(&seat);
    // The page and the socket open with the good link.
    let (status, body) = http_get(t.addr(), &path_of(&good)).await;
    assert_eq!(status, 200, "{body}");
    // The page starts the table's script (which opens the socket).
    assert!(body.contains("startTable"), "{body}");
    Client::connect(&ws_of(&good)).await.close().await;

    // Forged: another seat or channel written in a signed link, or
    // another secret's signature.
    let other_seat = good.replacen(
        &format!(".{}.0.", seat.game),
        &format!(".{}.1.", seat.game),
        1,
    );
    assert_ne!(other_seat, good);
    let other_key = Keys::new(b"not this bot's secret, not at all");
    let expires = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
        + 60_000;
    let foreign = t.server.public.link(&other_key.sign(&seat, expires));
    for link in [&other_seat, &foreign] {
        let (status, body) = http_get(t.addr(), &path_of(link)).await;
        assert_eq!(status, 403, "{body}");
        assert!(body.contains("not made by this bot"), "{body}");
        let err = Client::try_connect(&ws_of(link), None).await.err().unwrap();
        assert!(err.starts_with("403"), "{err}");
        assert!(!body.contains("WebSocket"), "never a page of a game");
    }
    // Cut short.
    let cut = &good[..good.len() - 3];
    let (status, body) = http_get(t.addr(), &path_of(cut)).await;
    assert_eq!(status, 400, "{body}");
    assert!(body.contains("not whole"), "{body}");

    // Expired: signed with the bot's own secret, but in the past.
    let keys = Keys::load_or_create(&t.config.data_dir).unwrap();
    let old = t.server.public.link(&keys.sign(&seat, 1_000_000));
    let (status, body) = http_get(t.addr(), &path_of(&old)).await;
    assert_eq!(status, 410, "{body}");
    assert!(body.contains("expired"), "{body}");
    let err = Client::try_connect(&ws_of(&old), None).await.err().unwrap();
    assert!(err.starts_with("410"), "{err}");

    // Another game: an earlier game of this channel, or a channel with
    // no game.
    for ticket in [
        Ticket {
            game: seat.game - 1,
            ..seat
        },
        Ticket {
            channel: CH + 1,
            ..seat
        },
    ] {
        let link = t.server.link(&ticket);
        let (status, body) = http_get(t.addr(), &path_of(&link)).await;
        assert_eq!(status, 410, "{body}");
        assert!(body.contains("no longer played here"), "{body}");
        let err = Client::try_connect(&ws_of(&link), None)
            .await
            .err()
            .unwrap();
        assert!(err.starts_with("410"), "{err}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_of_another_origin_cannot_open_the_socket() {
    let t = TableBot::new().await;
    t.start(CH, "rastros").await;
    let url = t.ws_url(&t.ticket(CH, ann().id));
    let err = Client::try_connect(&url, Some("https://evil.example.org"))
        .await
        .err()
        .unwrap();
    assert!(err.starts_with("403"), "{err}");
    assert!(err.contains("its own page"), "{err}");
    // The table's own origin is let in.
    let own = format!("http://{}", t.addr());
    let mut c = Client::try_connect(&url, Some(&own)).await.unwrap();
    c.frame_after(0).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_messages_get_an_error_on_their_socket_and_change_nothing() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let mut ann_c = Client::connect(&t.ws_url(&t.ticket(CH, ann().id))).await;
    let mut bob_c = Client::connect(&t.ws_url(&t.ticket(CH, bob().id))).await;
    let mut watcher = Client::connect(&t.ws_url(&t.ticket(CH, carol().id))).await;
    let n = ann_c.frame_after(0).await.n;
    bob_c.frame_after(0).await;
    watcher.frame_after(0).await;
    let record = t.bot.table_game(CH).unwrap().game.record();
    let big = act(n, &"A1 ".repeat(2000));
    let cases: Vec<(String, &str)> = vec![
        (big, "too-big"),
        ("{".into(), "malformed"),
        ("[1,2]".into(), "malformed"),
        (r#"{"type":"shout","text":"hi"}"#.into(), "malformed"),
        (
            format!(r#"{{"type":"act","n":{n},"text":"A1","seat":1}}"#),
            "malformed",
        ),
        (
            format!(r#"{{"type":"command","n":{n},"name":"abort"}}"#),
            "malformed",
        ),
        (act(n + 5, "A1"), "stale"),
        (act(n - 1, "A1"), "stale"),
    ];
    for (msg, code) in cases {
        ann_c.send(&msg).await;
        match ann_c.answer().await {
            ServerMsg::Error { code: got, text } => {
                assert_eq!(got, code, "{msg:.60}: {text}");
                assert!(!text.is_empty());
            }
            other => panic!("{msg:.60}: {other:?}"),
        }
    }
    // A spectator only watches; the other seat cannot play out of turn.
    watcher.send(&act(n, "A1")).await;
    match watcher.answer().await {
        ServerMsg::Error { code, .. } => assert_eq!(code, "watch-only"),
        other => panic!("{other:?}"),
    }
    bob_c.send(&act(n, "A1")).await;
    match bob_c.answer().await {
        ServerMsg::Reply { text, private, .. } => {
            assert!(!private);
            assert!(text.contains("turn"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(t.bot.table_game(CH).unwrap().game.record(), record);
    assert!(t.posted.lock().unwrap().is_empty(), "nothing was posted");
    // Nothing reached the other sockets meanwhile.
    for c in [&mut bob_c, &mut watcher] {
        let meanwhile = c.settle().await;
        assert!(meanwhile.is_empty(), "{meanwhile:?}");
    }
    // And the socket still plays.
    ann_c.send(&act(n, "A1")).await;
    let f = watcher.frame_after(n).await;
    assert_eq!(f.last, ["A1"]);
}
