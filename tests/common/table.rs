//! The live table in tests: a bot with its table served on 127.0.0.1, and
//! WebSocket clients that keep every message they receive.
#![allow(dead_code)]

use crate::common::{ann, bob, text_request, BOT, CH};
use bridges_bot::commands::{Bot, Reply, Ticket, User};
use bridges_bot::config::Config;
use bridges_bot::web::protocol::{CommandFrame, Frame, ServerMsg};
use bridges_bot::web::{self, Server, WebSettings};
use futures_util::{SinkExt, StreamExt};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

/// How long a test waits for any one message.
pub const WAIT: Duration = Duration::from_secs(30);

/// A bot with its table, and what it posted in channels (as the Discord
/// channel would show it).
pub struct TableBot {
    pub dir: tempfile::TempDir,
    pub config: Config,
    pub bot: Arc<Bot>,
    pub server: Server,
    pub posted: Arc<Mutex<Vec<(u64, Reply)>>>,
}

impl TableBot {
    pub async fn new() -> TableBot {
        TableBot::on_store(|_| {}).await
    }

    /// A bot whose data directory `prepare` fills first (an old store).
    pub async fn on_store(prepare: impl FnOnce(&std::path::Path)) -> TableBot {
        TableBot::serving(prepare, WebSettings::local()).await
    }

    /// A bot whose table is served with `settings` (caps, timeouts).
    pub async fn with_web(settings: WebSettings) -> TableBot {
        TableBot::serving(|_| {}, settings).await
    }

    /// A bot that runs `shards`, a part of a shard layout.
    pub async fn of_shards(shards: web::routes::ShardPart) -> TableBot {
        TableBot::serving_part(|_| {}, WebSettings::local(), Some(shards)).await
    }

    async fn serving(prepare: impl FnOnce(&std::path::Path), settings: WebSettings) -> TableBot {
        TableBot::serving_part(prepare, settings, None).await
    }

    async fn serving_part(
        prepare: impl FnOnce(&std::path::Path),
        settings: WebSettings,
        shards: Option<web::routes::ShardPart>,
    ) -> TableBot {
        let dir = tempfile::tempdir().unwrap();
        let config = Config {
            data_dir: dir.path().join("data"),
            rate_limit_per_minute: 0,
            ..Config::default()
        };
        std::fs::create_dir_all(&config.data_dir).unwrap();
        prepare(&config.data_dir);
        let bot = Arc::new(Bot::open(&config, BOT).unwrap());
        let posted = Arc::new(Mutex::new(Vec::new()));
        let log = posted.clone();
        let runner = web::direct_runner(
            bot.clone(),
            Arc::new(move |channel, replies: Vec<Reply>| {
                let mut log = log.lock().unwrap();
                log.extend(replies.into_iter().map(|r| (channel, r)));
            }),
        );
        let server = web::start(
            bot.clone(),
            &config.data_dir,
            web::Serve {
                settings,
                local: false,
                runner,
                activity: None,
                shards,
            },
        )
        .await
        .unwrap();
        TableBot {
            dir,
            config,
            bot,
            server,
            posted,
        }
    }

    /// A text message, as from Discord, on the blocking pool.
    pub async fn say(&self, ch: u64, user: &User, text: &str) -> Vec<Reply> {
        let bot = self.bot.clone();
        let req = text_request(ch, user, text);
        tokio::task::spawn_blocking(move || bot.handle(req))
            .await
            .unwrap()
    }

    /// Ann (first seat) and Bob start a game of `words` (`bridges size
    /// 4`, `numbridge`) in `ch`.
    pub async fn start(&self, ch: u64, words: &str) {
        let key = words.split_whitespace().next().unwrap();
        let kind = bridges_bot::games::Kind::from_word(key).expect("a game");
        let first = kind.seats()[0].key;
        let r = self
            .say(ch, &ann(), &format!("!challenge <@20> {words} {first}"))
            .await;
        assert_eq!(r.len(), 1, "{r:?}");
        assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
        let r = self.say(ch, &bob(), "!accept").await;
        assert!(self.bot.has_game(ch), "the game of {words} started: {r:?}");
    }

    /// Ann's, Bob's and Carol's (a spectator's) sockets at `ch`'s game,
    /// each past its first frame; the first frame's number.
    pub async fn watched_clients(&self, ch: u64) -> ([Client; 3], u64) {
        let mut n = 0;
        let mut open = Vec::new();
        for u in [ann().id, bob().id, crate::common::carol().id] {
            let mut c = Client::connect(&self.ws_url(&self.ticket(ch, u))).await;
            n = c.frame_after(0).await.n;
            open.push(c);
        }
        match <[Client; 3]>::try_from(open) {
            Ok(clients) => (clients, n),
            Err(_) => unreachable!("three sockets were opened"),
        }
    }

    /// Ann's and Bob's sockets at `ch`'s game (seats 0 and 1), each past
    /// its first frame and what came with it.
    pub async fn seat_clients(&self, ch: u64) -> Vec<Client> {
        let mut seats = Vec::new();
        for u in [ann().id, bob().id] {
            let mut c = Client::connect(&self.ws_url(&self.ticket(ch, u))).await;
            c.frame_after(0).await;
            c.settle().await;
            seats.push(c);
        }
        seats
    }

    /// `user`'s ticket for `ch`'s game.
    pub fn ticket(&self, ch: u64, user: u64) -> Ticket {
        self.bot.table_ticket(ch, user).expect("a game runs")
    }

    /// The socket address of `ticket`'s table.
    pub fn ws_url(&self, ticket: &Ticket) -> String {
        ws_of(&self.server.link(ticket))
    }

    pub fn addr(&self) -> std::net::SocketAddr {
        self.server.addr
    }
}

/// A table link's socket address.
pub fn ws_of(link: &str) -> String {
    format!("{}/ws", link.replacen("http://", "ws://", 1))
}

/// A viewer's socket, and every message it got.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    pub got: Vec<ServerMsg>,
    /// The raw text of every message (what a page would see).
    pub raw: Vec<String>,
}

impl Client {
    pub async fn connect(url: &str) -> Client {
        Client::try_connect(url, None)
            .await
            .unwrap_or_else(|e| panic!("connect {url}: {e}"))
    }

    /// Connect, sending `origin` as the page's origin; the HTTP status
    /// and body of a refusal otherwise.
    pub async fn try_connect(url: &str, origin: Option<&str>) -> Result<Client, String> {
        let mut request = url.into_client_request().unwrap();
        if let Some(o) = origin {
            request.headers_mut().insert("Origin", o.parse().unwrap());
        }
        match tokio_tungstenite::connect_async(request).await {
            Ok((ws, _)) => Ok(Client {
                ws,
                got: Vec::new(),
                raw: Vec::new(),
            }),
            Err(tokio_tungstenite::tungstenite::Error::Http(resp)) => {
                let body = resp
                    .body()
                    .as_ref()
                    .map(|b| String::from_utf8_lossy(b).into_owned())
                    .unwrap_or_default();
                Err(format!("{} {body}", resp.status().as_u16()))
            }
            Err(e) => Err(e.to_string()),
        }
    }

    pub async fn send(&mut self, text: &str) {
        self.ws.send(Message::Text(text.into())).await.unwrap();
    }

    /// The next message (panics after [`WAIT`]).
    pub async fn next(&mut self) -> ServerMsg {
        loop {
            let msg = tokio::time::timeout(WAIT, self.ws.next())
                .await
                .expect("a message in time")
                .expect("the socket is open")
                .expect("a readable message");
            if let Message::Text(text) = msg {
                let parsed: ServerMsg = serde_json::from_str(&text)
                    .unwrap_or_else(|e| panic!("unreadable {text}: {e}"));
                self.raw.push(text);
                self.got.push(parsed.clone());
                return parsed;
            }
        }
    }

    /// Messages until a frame numbered above `after`; that frame.
    pub async fn frame_after(&mut self, after: u64) -> Frame {
        loop {
            if let ServerMsg::Frame { frame, .. } = self.next().await {
                if frame.n > after {
                    return *frame;
                }
            }
        }
    }

    /// Messages until one that is not a frame or an event.
    pub async fn answer(&mut self) -> ServerMsg {
        loop {
            match self.next().await {
                ServerMsg::Frame { .. } | ServerMsg::Event(_) => {}
                other => return other,
            }
        }
    }

    /// Ping, and every message up to the pong (what came meanwhile). A
    /// socket that sent too much waits and pings again.
    pub async fn settle(&mut self) -> Vec<ServerMsg> {
        self.send(r#"{"type":"ping"}"#).await;
        let mut seen = Vec::new();
        loop {
            match self.next().await {
                ServerMsg::Pong => return seen,
                ServerMsg::Error { code, .. } if code == "slow-down" => {
                    tokio::time::sleep(Duration::from_millis(1200)).await;
                    self.send(r#"{"type":"ping"}"#).await;
                }
                other => seen.push(other),
            }
        }
    }

    /// Was this socket told to slow down among `msgs`?
    pub fn slowed(msgs: &[ServerMsg]) -> bool {
        msgs.iter()
            .any(|m| matches!(m, ServerMsg::Error { code, .. } if code == "slow-down"))
    }

    /// The last frame received.
    pub fn last_frame(&self) -> Option<&Frame> {
        self.got.iter().rev().find_map(|m| match m {
            ServerMsg::Frame { frame, .. } => Some(frame.as_ref()),
            _ => None,
        })
    }

    /// Read until the server closes the socket; `false` if it is still
    /// open after [`WAIT`].
    pub async fn closed(&mut self) -> bool {
        let until = tokio::time::Instant::now() + WAIT;
        loop {
            match tokio::time::timeout_at(until, self.ws.next()).await {
                Err(_) => return false,
                Ok(None | Some(Err(_)) | Some(Ok(Message::Close(_)))) => return true,
                Ok(Some(Ok(_))) => {}
            }
        }
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

/// A plain HTTP GET on the table's server: the status and the body.
pub async fn http_get(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = TcpStream::connect(addr).await.unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(WAIT, s.read_to_end(&mut out))
        .await
        .unwrap()
        .unwrap();
    let text = String::from_utf8_lossy(&out).into_owned();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = text
        .split_once("\r\n\r\n")
        .map(|(_, b)| b.to_string())
        .unwrap_or_default();
    (status, body)
}

/// An act message.
pub fn act(n: u64, text: &str) -> String {
    serde_json::json!({"type": "act", "n": n, "text": text}).to_string()
}

/// What the page sends when a frame's command button is pressed on frame
/// `n`: the command, or the move for a game's own action (`"play"`).
pub fn press_command(n: u64, c: &CommandFrame) -> String {
    if c.play {
        return act(n, &c.name);
    }
    serde_json::json!({"type": "command", "n": n, "name": c.name}).to_string()
}

pub const CHANNEL: u64 = CH;

/// A Numbridge placement the puzzle's solution refuses, playable now (the
/// test looks at the whole game; the players cannot): `C4:7`.
pub fn wrong_placement(game: &dyn bridges_bot::games::AnyGame) -> String {
    use bridges_bot::games::view::Mark;
    use bridges_bot::games::ViewCtx;
    game.legal()
        .into_iter()
        .filter(|m| m.contains(':'))
        .find(|m| {
            let mut g = game.clone_box();
            g.play(m).is_ok()
                && g.view(&ViewCtx::public(["", ""]))
                    .marks
                    .iter()
                    .any(|c| matches!(c.mark, Mark::Miss(_)))
        })
        .expect("a wrong digit somewhere")
}
