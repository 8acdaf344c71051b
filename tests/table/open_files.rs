//! The table under a flood, as a unit's open-files limit leaves it: the
//! bot (local mode, the real binary) runs with a limit of 512 files; idle
//! connections and sockets that never read are held from one address,
//! then from several, beyond every cap. A fresh page and socket from
//! another address still work, moves still write their board image, the
//! bot's files stay under its limit, and the timeouts close what was held.

use crate::table_common::WAIT;
use std::io::{BufRead, Write};
use std::net::{IpAddr, SocketAddr};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

const OPEN_FILES: u64 = 512;

/// A connection to `server` from the loopback address `from`.
async fn connect_from(from: &str, server: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(from.parse::<IpAddr>().unwrap(), 0))?;
    socket.connect(server).await
}

/// Does the server close `s` within `within`?
async fn closes_within(s: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 4096];
    let until = tokio::time::Instant::now() + within;
    loop {
        match tokio::time::timeout_at(until, s.read(&mut buf)).await {
            Err(_) => return false,
            Ok(Ok(0)) | Ok(Err(_)) => return true,
            Ok(Ok(_)) => {}
        }
    }
}

/// The status of a WebSocket handshake on `path`, sent on `s` (which
/// then never reads again).
async fn handshake(s: &mut TcpStream, path: &str) -> String {
    let req = format!(
        "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\
         Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    );
    s.write_all(req.as_bytes()).await.unwrap();
    let mut head = [0u8; 12];
    match tokio::time::timeout(WAIT, s.read_exact(&mut head)).await {
        Ok(Ok(_)) => String::from_utf8_lossy(&head[9..]).into_owned(),
        _ => "closed".into(),
    }
}

/// Open files of process `pid`.
fn files_of(pid: u32) -> usize {
    std::fs::read_dir(format!("/proc/{pid}/fd")).map_or(0, |d| d.count())
}

/// The terminal's lines until one that `wanted` accepts.
fn line_until(lines: &mpsc::Receiver<String>, what: &str, wanted: impl Fn(&str) -> bool) -> String {
    loop {
        let line = lines
            .recv_timeout(WAIT)
            .unwrap_or_else(|e| panic!("{what}: {e}"));
        if wanted(&line) {
            return line;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flood_leaves_the_table_and_the_board_images_working() {
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let server: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    std::fs::write(
        dir.path().join("config.toml"),
        format!(
            "data_dir = {:?}\n[web]\nlisten = \"{server}\"\nheader_timeout_secs = 4\n\
             request_timeout_secs = 8\nping_secs = 2\n",
            dir.path().join("data").to_str().unwrap()
        ),
    )
    .unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bridges-bot"));
    cmd.arg("local")
        .current_dir(dir.path())
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null());
    // SAFETY: setrlimit only, between fork and exec.
    unsafe {
        cmd.pre_exec(|| {
            let lim = libc::rlimit {
                rlim_cur: OPEN_FILES as libc::rlim_t,
                rlim_max: OPEN_FILES as libc::rlim_t,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &lim) != 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = cmd.spawn().unwrap();
    let pid = child.id();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, lines) = mpsc::channel();
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    // Local mode starts a game between its two players, a link for each.
    let prefix = format!("http://{server}");
    let link_of = |line: &str| line[line.find(&prefix).unwrap() + prefix.len()..].to_string();
    let first = link_of(&line_until(&lines, "a link", |l| l.contains(&prefix)));
    let second = link_of(&line_until(&lines, "a link", |l| l.contains(&prefix)));
    // The game's first board, before any move.
    line_until(&lines, "the first board", |l| l.contains("Board image"));
    assert_ne!(first, second, "one link per seat");

    // From one address: sockets that never read on the first seat's
    // link (8 held, the rest refused), then idle connections.
    let mut silent = Vec::new();
    let mut statuses = Vec::new();
    for _ in 0..12 {
        let mut s = connect_from("127.0.0.1", server).await.unwrap();
        statuses.push(handshake(&mut s, &format!("{first}/ws")).await);
        silent.push(s);
    }
    assert_eq!(
        statuses.iter().filter(|s| *s == "101").count(),
        8,
        "{statuses:?}"
    );
    assert_eq!(
        statuses.iter().filter(|s| *s == "429").count(),
        4,
        "{statuses:?}"
    );
    let mut idle = Vec::new();
    for _ in 0..300 {
        if let Ok(s) = connect_from("127.0.0.1", server).await {
            idle.push(s);
        }
    }
    // Past the address's cap, connections are closed at once.
    let mut last = idle.pop().unwrap();
    assert!(closes_within(&mut last, Duration::from_secs(2)).await);
    assert!(files_of(pid) < OPEN_FILES as usize, "{}", files_of(pid));

    // Another address: the page and the second seat's socket work.
    let mut page = connect_from("127.0.0.2", server).await.unwrap();
    let req = format!("GET {second} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    page.write_all(req.as_bytes()).await.unwrap();
    let mut body = Vec::new();
    tokio::time::timeout(WAIT, page.read_to_end(&mut body))
        .await
        .unwrap()
        .unwrap();
    let body = String::from_utf8_lossy(&body);
    assert!(body.starts_with("HTTP/1.1 200"), "{body}");
    let stream = connect_from("127.0.0.2", server).await.unwrap();
    let (mut ws, _) = tokio_tungstenite::client_async(format!("ws://{server}{second}/ws"), stream)
        .await
        .expect("a fresh socket from another address");
    use futures_util::StreamExt;
    let first_frame = tokio::time::timeout(WAIT, ws.next()).await.unwrap();
    assert!(
        matches!(&first_frame, Some(Ok(m)) if m.to_text().unwrap_or("").contains("\"frame\"")),
        "{first_frame:?}"
    );

    // Then from many addresses, past the table's cap in all: the bot
    // keeps files for itself, and a move writes its board image.
    for k in 3..=9 {
        for _ in 0..64 {
            if let Ok(s) = connect_from(&format!("127.0.0.{k}"), server).await {
                idle.push(s);
            }
        }
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let files = files_of(pid);
    assert!(files < OPEN_FILES as usize, "the bot holds {files} files");
    writeln!(stdin, "E2").unwrap();
    let said = line_until(&lines, "the move's board", |l| {
        l.contains("board image") || l.contains("Board image")
    });
    assert!(said.starts_with("Board image: "), "{said}");

    // The timeouts close every connection held, idle or silent.
    for s in idle.iter_mut().chain(silent.iter_mut()) {
        assert!(closes_within(s, WAIT).await, "a connection stayed open");
    }
    drop(stdin);
    let _ = child.kill();
    let _ = child.wait();
}
