//! The Discord token never appears in the bot's output: the real binary is run
//! with a recognisable fake token in several ways (a normal session against
//! the fake Discord with trace logging, a refused login, an unreachable
//! Discord, broken config files) and all of stdout and stderr is scanned.

use crate::common::discord as support;

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use support::*;

const TOKEN: &str = "tok.SECRET-canary-123";
/// A part of the token that no other text would contain.
const CANARY: &str = "SECRET-canary";
const GUILD: u64 = 100_000_000_000_000_055;

fn bot() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bridges-bot"));
    cmd.env("DISCORD_TOKEN", TOKEN)
        .env("RUST_LOG", "trace")
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    cmd
}

fn config(dir: &Path, body: &str) -> std::path::PathBuf {
    let path = dir.join("config.toml");
    std::fs::write(&path, body).unwrap();
    path
}

/// Both streams, with a note of which run they came from.
fn output_text(what: &str, out: &Output) -> String {
    format!(
        "--- {what}: {}\n{}{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn assert_no_token(text: &str) {
    for (n, line) in text.lines().enumerate() {
        assert!(
            !line.contains(CANARY) && !line.contains("canary-123"),
            "the token leaked on line {}: {line}",
            n + 1
        );
    }
}

/// Wait for the child without blocking the runtime (the fake runs on it).
async fn wait_output(child: std::process::Child) -> Output {
    tokio::task::spawn_blocking(move || child.wait_with_output().unwrap())
        .await
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_normal_session_with_trace_logs_never_shows_the_token() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let path = config(
        dir.path(),
        &format!(
            "data_dir = {:?}\napi_base_url = {:?}\ndefault_size = 5\n",
            dir.path().join("data").to_str().unwrap(),
            fake.base_url
        ),
    );
    // Trace logs are long: write them to a file (a full pipe would block the bot).
    let log_path = dir.path().join("bot.log");
    let log = std::fs::File::create(&log_path).unwrap();
    let child = bot()
        .args(["run", "--config"])
        .arg(&path)
        .stdout(log.try_clone().unwrap())
        .stderr(log)
        .spawn()
        .unwrap();
    let pid = child.id();
    fake.wait_identified(1, WAIT).await;
    // The identify carries the token: the fake saw it, the logs must not.
    let identify = fake.last_identify().unwrap();
    assert!(identify.to_string().contains(CANARY));

    // Play a little: challenge, accept, a move, a bad move.
    let (ann, bob) = (
        FakeUser::new(500_000_000_000_000_001, "Ann"),
        FakeUser::new(500_000_000_000_000_002, "Bob"),
    );
    let channel = 600_000_000_000_000_001;
    let text = format!("!challenge {} orange", bob.mention());
    fake.send_message(channel, Some(GUILD), &ann, &text, &[&bob]);
    let (msg, accept) = fake
        .wait_for("the challenge", WAIT, |calls| {
            calls.iter().find_map(|c| {
                let b = c
                    .button_ids()
                    .into_iter()
                    .find(|b| b.starts_with("bridges:accept:"))?;
                Some((c.created_message?, b))
            })
        })
        .await;
    let id = fake.press(channel, Some(GUILD), &bob, msg, &accept);
    fake.wait_for("the accept answer", WAIT, |calls| {
        calls.iter().find(|c| c.answers_interaction(id)).cloned()
    })
    .await;
    let before = fake.calls().len();
    fake.send_message(channel, Some(GUILD), &ann, "!place C3", &[]);
    fake.send_message(channel, Some(GUILD), &ann, "!place Z99", &[]);
    fake.wait_for("two replies", WAIT, |calls| {
        (calls[before..]
            .iter()
            .filter(|c| c.is_channel_post(channel))
            .count()
            >= 2)
            .then_some(())
    })
    .await;
    // A dropped gateway: reconnect and resume (logs of the resume path).
    fake.drop_gateway();
    let deadline = Instant::now() + WAIT;
    while fake.sessions().1 < 1 && fake.sessions().0 < 2 {
        assert!(Instant::now() < deadline, "no reconnect");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    // SAFETY: kill(2) on our own child's pid; no memory is involved.
    assert_eq!(unsafe { libc::kill(pid as libc::pid_t, libc::SIGTERM) }, 0);
    let out = wait_output(child).await;
    let text = output_text("normal run", &out) + &std::fs::read_to_string(&log_path).unwrap();
    assert!(
        out.status.success(),
        "{}",
        &text[text.len().saturating_sub(3000)..]
    );
    assert!(
        text.contains("TRACE") || text.contains("DEBUG"),
        "trace logging was on"
    );
    assert_no_token(&text);
    // Nor is it written to the data dir.
    let mut files = vec![dir.path().join("data")];
    let mut scanned = 0;
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
        } else {
            let bytes = std::fs::read(&path).unwrap();
            assert!(
                !bytes.windows(CANARY.len()).any(|w| w == CANARY.as_bytes()),
                "the token is in {}",
                path.display()
            );
            scanned += 1;
        }
    }
    assert!(scanned > 0, "the store wrote files");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_login_does_not_show_the_token() {
    let fake = FakeDiscord::start().await;
    fake.refuse_login();
    let dir = tempfile::tempdir().unwrap();
    let path = config(
        dir.path(),
        &format!(
            "token = {TOKEN:?}\ndata_dir = {:?}\napi_base_url = {:?}\n",
            dir.path().join("data").to_str().unwrap(),
            fake.base_url
        ),
    );
    let child = bot()
        .env_remove("DISCORD_TOKEN")
        .args(["run", "--config"])
        .arg(&path)
        .spawn()
        .unwrap();
    let out = wait_output(child).await;
    let text = output_text("refused login", &out);
    assert!(!out.status.success(), "{text}");
    assert!(text.contains("log in"), "says the login failed: {text}");
    assert!(
        fake.calls().iter().any(|c| c.path.ends_with("/users/@me")),
        "the login was tried"
    );
    assert_no_token(&text);
}

#[test]
fn an_unreachable_discord_does_not_show_the_token() {
    let dir = tempfile::tempdir().unwrap();
    // A port nobody listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let path = config(
        dir.path(),
        &format!(
            "data_dir = {:?}\napi_base_url = \"http://127.0.0.1:{port}\"\n",
            dir.path().join("data").to_str().unwrap()
        ),
    );
    let out = bot().args(["run", "--config"]).arg(&path).output().unwrap();
    let text = output_text("unreachable", &out);
    assert!(!out.status.success(), "{text}");
    assert_no_token(&text);
}

#[test]
fn broken_config_files_do_not_show_the_token() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        // An unquoted token: a syntax error on the token's own line.
        format!("token = {TOKEN}\n"),
        // An unterminated string.
        format!("token = \"{TOKEN}\n"),
        // A valid token, then an unknown field and a wrong type.
        format!("token = {TOKEN:?}\nprefixx = \"!\"\n"),
        format!("token = {TOKEN:?}\ndefault_size = \"big {TOKEN}\"\n"),
        format!("token = [{TOKEN:?}, 5]\n"),
        format!("[token]\nvalue = {TOKEN:?}\n"),
    ];
    let mut all = String::new();
    for (i, body) in cases.iter().enumerate() {
        let path = config(dir.path(), body);
        let out = bot()
            .env_remove("DISCORD_TOKEN")
            .args(["run", "--config"])
            .arg(&path)
            .output()
            .unwrap();
        let text = output_text(&format!("config case {i}"), &out);
        assert!(!out.status.success(), "{text}");
        assert!(text.contains("config"), "names the config: {text}");
        all.push_str(&text);
    }
    assert_no_token(&all);
}
