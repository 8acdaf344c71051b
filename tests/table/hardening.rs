//! A link does what it says and no more, and the table holds against
//! clients that hold connections: buttons only as offered, a socket
//! closed when its link expires, one spelling per token, so many sockets
//! per link, the security headers; idle, half-sent and silent
//! connections closed by the timeouts.

use crate::common::{ann, bob, carol, CH};
use crate::table_common::{http_get, ws_of, Client, TableBot, WAIT};
use bridges_bot::web::protocol::ServerMsg;
use bridges_bot::web::token::Keys;
use bridges_bot::web::WebSettings;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

fn path_of(link: &str) -> String {
    let rest = link.split_once("://").unwrap().1;
    rest[rest.find('/').unwrap()..].to_string()
}

fn button(n: u64, id: &str) -> String {
    serde_json::json!({"type": "button", "n": n, "id": id}).to_string()
}

fn error_code(msg: &ServerMsg) -> &str {
    match msg {
        ServerMsg::Error { code, .. } => code,
        other => panic!("not an error: {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_socket_presses_only_the_buttons_it_was_offered() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 4").await;
    let mut c = Client::connect(&t.ws_url(&t.ticket(CH, ann().id))).await;
    let n = c.frame_after(0).await.n;
    let game = t.bot.table_game(CH).unwrap().created_ms;
    let turn = t.bot.table_game(CH).unwrap().game.turn();
    let resign = format!("bridges:resign:{CH}:{turn}:{}", ann().id);
    // Never offered to this socket: a link that mints links, answers a
    // challenge, starts a rematch, or resigns unasked.
    for id in [
        format!("bridges:table:{CH}"),
        format!("bridges:accept:{CH}"),
        format!("bridges:decline:{CH}"),
        format!("bridges:rematch:{game}"),
        resign.clone(),
    ] {
        c.send(&button(n, &id)).await;
        let answer = c.answer().await;
        assert_eq!(error_code(&answer), "not-offered", "{id}");
        if let ServerMsg::Error { text, .. } = &answer {
            assert!(text.contains("not offered to this table"), "{text}");
        }
    }
    assert!(t.bot.has_game(CH), "nothing was resigned");
    assert!(
        t.posted.lock().unwrap().is_empty(),
        "nothing was posted in the channel"
    );
    // Asked for, the resign buttons are offered: the one pressed resigns.
    c.send(&serde_json::json!({"type": "command", "n": n, "name": "resign"}).to_string())
        .await;
    let offered = match c.answer().await {
        ServerMsg::Reply { buttons, .. } => buttons,
        other => panic!("{other:?}"),
    };
    assert!(offered.iter().any(|b| b.id == resign), "{offered:?}");
    c.send(&button(n, &resign)).await;
    let f = c.frame_after(n).await;
    assert!(f.over, "the offered button resigned: {f:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_socket_closes_when_its_link_expires() {
    let t = TableBot::new().await;
    t.start(CH, "rastros").await;
    let keys = Keys::load_or_create(&t.config.data_dir).unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    // Whole seconds: this link ends 2 to 3 seconds from now.
    let link = t
        .server
        .public
        .link(&keys.sign(&t.ticket(CH, ann().id), now + 3000));
    let mut c = Client::connect(&ws_of(&link)).await;
    c.frame_after(0).await;
    let answer = c.answer().await;
    assert_eq!(error_code(&answer), "expired");
    assert!(c.closed().await, "the socket closed");
    // And it opens no more.
    let err = Client::try_connect(&ws_of(&link), None)
        .await
        .err()
        .unwrap();
    assert!(err.starts_with("410"), "{err}");
}

/// The headers of `GET path`, in lower case.
async fn headers(addr: std::net::SocketAddr, path: String) -> String {
    let mut s = TcpStream::connect(addr).await.unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let text = String::from_utf8_lossy(&out).to_ascii_lowercase();
    text.split_once("\r\n\r\n").unwrap().0.to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_has_one_spelling_and_every_answer_its_headers() {
    let t = TableBot::new().await;
    t.start(CH, "rastros").await;
    let good = t.server.link(&t.ticket(CH, ann().id));
    let (status, _) = http_get(t.addr(), &path_of(&good)).await;
    assert_eq!(status, 200);
    let (body, mac) = good.rsplit_once('.').unwrap();
    let upper = format!("{body}.{}", mac.to_ascii_uppercase());
    assert_ne!(upper, good);
    let (status, text) = http_get(t.addr(), &path_of(&upper)).await;
    assert_eq!(status, 400, "{text}");
    let err = Client::try_connect(&ws_of(&upper), None)
        .await
        .err()
        .unwrap();
    assert!(err.starts_with("400"), "{err}");

    let page = headers(t.addr(), path_of(&good)).await;
    for h in [
        "referrer-policy: no-referrer",
        "x-content-type-options: nosniff",
        "content-security-policy: default-src 'none'; script-src 'self' 'sha256-",
        "frame-ancestors 'none'",
        "connect-src 'self'",
    ] {
        assert!(page.contains(h), "{h} in {page}");
    }
    assert!(!page.contains("strict-transport-security"), "not on http");
    for path in [
        "/t/table.js".to_string(),
        "/t/table.css".to_string(),
        path_of(&upper),
    ] {
        let h = headers(t.addr(), path.clone()).await;
        assert!(h.contains("referrer-policy: no-referrer"), "{path}: {h}");
        assert!(h.contains("x-content-type-options: nosniff"), "{path}: {h}");
        assert!(h.contains("frame-ancestors 'none'"), "{path}: {h}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_link_opens_so_many_sockets_and_shares_one_budget() {
    let t = TableBot::new().await;
    t.start(CH, "rastros").await;
    let url = t.ws_url(&t.ticket(CH, carol().id));
    let mut held = Vec::new();
    for _ in 0..8 {
        let mut c = Client::connect(&url).await;
        c.frame_after(0).await;
        held.push(c);
    }
    let err = Client::try_connect(&url, None).await.err().unwrap();
    assert!(err.starts_with("429"), "{err}");
    assert!(err.contains("already has 8 tables open"), "{err}");
    // Another link is not held back; one closed frees a place.
    Client::connect(&t.ws_url(&t.ticket(CH, bob().id)))
        .await
        .close()
        .await;
    held.pop().unwrap().close().await;
    let mut again = None;
    for _ in 0..50 {
        if let Ok(c) = Client::try_connect(&url, None).await {
            again = Some(c);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    held.push(again.expect("a place freed"));
    // `lang` costs the bot: the link's sockets share one budget (10, then
    // 5 a second), not 10 each.
    let mut slowed = 0;
    for c in held.iter_mut() {
        for _ in 0..3 {
            c.send(r#"{"type":"lang","lang":"pt"}"#).await;
        }
    }
    for c in held.iter_mut() {
        c.got.clear();
        c.settle().await;
        slowed += c
            .got
            .iter()
            .filter(|m| matches!(m, ServerMsg::Error { code, .. } if code == "slow-down"))
            .count();
    }
    assert!(slowed >= 24 - 10 - 5, "only {slowed} of 24 slowed");
}

/// A table with short timeouts and pings.
async fn quick_table() -> TableBot {
    TableBot::with_web(WebSettings {
        header_timeout_secs: 1,
        request_timeout_secs: 2,
        ping_secs: 1,
        write_timeout_secs: 1,
        ..WebSettings::local()
    })
    .await
}

/// Read `s` until the server closes it; `false` if it stays open for
/// [`WAIT`].
async fn closed_by_server(s: &mut TcpStream) -> bool {
    let mut buf = [0u8; 4096];
    let until = tokio::time::Instant::now() + WAIT;
    loop {
        match tokio::time::timeout_at(until, s.read(&mut buf)).await {
            Err(_) => return false,
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => {}
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_half_sent_and_silent_connections_are_closed() {
    let t = quick_table().await;
    t.start(CH, "rastros").await;
    let mut idle = TcpStream::connect(t.addr()).await.unwrap();
    let mut half = TcpStream::connect(t.addr()).await.unwrap();
    half.write_all(b"GET /t/table.js HTTP/1.1\r\nHost: x\r\n")
        .await
        .unwrap();
    // A socket whose client never answers a ping (nor reads).
    let link = t.server.link(&t.ticket(CH, carol().id));
    let mut silent = TcpStream::connect(t.addr()).await.unwrap();
    let handshake = format!(
        "GET {}/ws HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
         Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n",
        path_of(&link)
    );
    silent.write_all(handshake.as_bytes()).await.unwrap();
    let mut head = [0u8; 12];
    silent.read_exact(&mut head).await.unwrap();
    assert_eq!(&head, b"HTTP/1.1 101");
    assert!(closed_by_server(&mut idle).await, "an idle connection");
    assert!(closed_by_server(&mut half).await, "half-sent headers");
    assert!(
        closed_by_server(&mut silent).await,
        "a socket without pongs"
    );
    assert!(
        t.server
            .caps
            .closed
            .load(std::sync::atomic::Ordering::Relaxed)
            >= 1
    );
    // A client that answers pings stays open past several of them.
    let mut live = Client::connect(&t.ws_url(&t.ticket(CH, ann().id))).await;
    live.frame_after(0).await;
    for _ in 0..8 {
        tokio::time::sleep(Duration::from_millis(500)).await;
        assert!(live.settle().await.is_empty());
    }
}
