//! Sharding end to end: two real `bridges-bot run` processes, each running
//! two of four shards with its own data directory, against the fake Discord
//! (which routes each guild's events to the connection of its shard, as
//! Discord does). Games in servers of all four shards work; a process killed
//! with SIGKILL and restarted loses nothing and does not disturb the other.

use crate::common::discord as support;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bridges_bot::store::Store;
use support::fake_discord::guild_on_shard;
use support::*;

const SHARDS: u64 = 4;

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_001, "Alice")
}
fn bob() -> FakeUser {
    FakeUser::new(200_000_000_000_000_002, "Bob")
}

/// A bot process; killed if a test fails.
struct Proc(Child);

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

impl Proc {
    fn terminate(mut self) {
        // SIGTERM: a graceful stop.
        unsafe {
            libc::kill(self.0.id() as i32, libc::SIGTERM);
        }
        let deadline = Instant::now() + WAIT;
        while self.0.try_wait().unwrap().is_none() {
            assert!(Instant::now() < deadline, "the bot did not stop on SIGTERM");
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// Process `name`'s config: its own data dir; the shards in the config
/// file (`in_file`) or on the command line.
fn write_config(dir: &Path, name: &str, fake: &FakeDiscord, range: &str, in_file: bool) -> PathBuf {
    let path = dir.join(format!("{name}.toml"));
    let mut text = format!(
        "token = \"shard-test-token\"\ndata_dir = {:?}\napi_base_url = {:?}\n\
         default_size = 5\nrate_limit_per_minute = 0\n",
        dir.join(name).to_str().unwrap(),
        fake.base_url
    );
    if in_file {
        text.push_str(&format!("shards = {SHARDS}\nshard_range = {range:?}\n"));
    }
    std::fs::write(&path, text).unwrap();
    path
}

fn spawn(config: &Path, cli_range: Option<&str>, log: &Path) -> Proc {
    let out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .unwrap();
    let err = out.try_clone().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bridges-bot"));
    cmd.args(["run", "--config"]).arg(config);
    if let Some(range) = cli_range {
        cmd.args(["--shards", &SHARDS.to_string(), "--shard-range", range]);
    }
    Proc(
        cmd.env_remove("DISCORD_TOKEN")
            .env("RUST_LOG", "warn")
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .spawn()
            .expect("start bridges-bot"),
    )
}

/// Wait until the shards in `want` have identified (beyond `before`
/// identifies in all).
async fn wait_shards(fake: &FakeDiscord, before: usize, want: &[u64]) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let ids = fake.identified();
        let fresh = &ids[before.min(ids.len())..];
        if want.iter().all(|s| fresh.contains(&[*s, SHARDS])) {
            assert!(
                fresh.iter().all(|[_, total]| *total == SHARDS),
                "every shard identifies with the total: {fresh:?}"
            );
            return;
        }
        assert!(
            Instant::now() < deadline,
            "shards {want:?} did not identify; identifies: {ids:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A game table in a server on `shard`.
struct Table<'a> {
    fake: &'a FakeDiscord,
    guild: u64,
    channel: u64,
}

impl<'a> Table<'a> {
    fn on_shard(fake: &'a FakeDiscord, shard: u64) -> Table<'a> {
        Table {
            fake,
            guild: guild_on_shard(shard, SHARDS, 0),
            channel: 600_000_000_000_000_000 + shard,
        }
    }

    /// Say `text`; the bot's next post in this channel.
    async fn say(&self, user: &FakeUser, text: &str, mentions: &[&FakeUser]) -> RestCall {
        let start = self.fake.calls().len();
        self.fake
            .send_message(self.channel, Some(self.guild), user, text, mentions);
        let channel = self.channel;
        self.fake
            .wait_for(
                &format!("the reply to {text:?} in {channel}"),
                WAIT,
                |calls| {
                    calls[start..]
                        .iter()
                        .find(|c| c.is_channel_post(channel))
                        .cloned()
                },
            )
            .await
    }

    /// Challenge, accept by button, and Alice's first move.
    async fn start_game(&self) {
        let (a, b) = (alice(), bob());
        let ch = self
            .say(
                &a,
                &format!("!challenge {} size 5 orange", b.mention()),
                &[&b],
            )
            .await;
        let accept = ch
            .button_ids()
            .into_iter()
            .find(|id| id.starts_with("bridges:accept:"))
            .expect("an Accept button");
        let id = self.fake.press(
            self.channel,
            Some(self.guild),
            &b,
            ch.created_message.expect("posted"),
            &accept,
        );
        let on = self
            .fake
            .wait_for("the game-on answer", WAIT, |calls| {
                calls
                    .iter()
                    .find(|c| {
                        c.answers_interaction(id) && c.content().is_some_and(|t| !t.is_empty())
                    })
                    .cloned()
            })
            .await;
        assert!(
            on.content().unwrap().contains("Game on"),
            "{:?}",
            on.content()
        );
        let first = self.say(&a, "A1", &[]).await;
        assert!(
            first.content().unwrap().contains("Orange placed A1."),
            "{:?}",
            first.content()
        );
    }

    /// Bob's turn: the game must still be there, at Alice's first move.
    async fn second_turn(&self) {
        let reply = self.say(&bob(), "!place E9, place H9", &[]).await;
        let text = reply.content().unwrap_or_default();
        assert!(text.contains("Light Blue placed E9 and H9."), "{text}");
        assert!(!reply.files.is_empty(), "with its board");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_of_two_shards_each_share_four_shards_and_survive_a_kill() {
    let fake = FakeDiscord::start().await;
    fake.set_shards(SHARDS);
    let dir = tempfile::tempdir().unwrap();
    // Process A: shards on the command line; B: in its config file.
    let conf_a = write_config(dir.path(), "a", &fake, "0..2", false);
    let conf_b = write_config(dir.path(), "b", &fake, "2..4", true);
    let log = dir.path().join("bots.log");
    let a = spawn(&conf_a, Some("0..2"), &log);
    let b = spawn(&conf_b, None, &log);
    wait_shards(&fake, 0, &[0, 1, 2, 3]).await;

    let tables: Vec<Table> = (0..SHARDS).map(|s| Table::on_shard(&fake, s)).collect();
    for t in &tables {
        t.start_game().await;
    }

    // Kill B hard: A's servers play on meanwhile.
    drop(b);
    let before = fake.identified().len();
    for t in &tables[..2] {
        t.second_turn().await;
    }

    // B restarts on its data dir and picks its games up where they were.
    let b = spawn(&conf_b, None, &log);
    wait_shards(&fake, before, &[2, 3]).await;
    for t in &tables[2..] {
        t.second_turn().await;
    }
    // A was not restarted (its shards identified once).
    let ids = fake.identified();
    assert_eq!(ids.iter().filter(|s| s[0] < 2).count(), 2, "{ids:?}");

    a.terminate();
    b.terminate();
    let log_text = std::fs::read_to_string(&log).unwrap_or_default();
    // Each store holds exactly its shards' games.
    for (name, shards) in [("a", 0..2u64), ("b", 2..4)] {
        let store = Store::open(&dir.path().join(name)).unwrap();
        let mut channels = store.game_channels().unwrap();
        channels.sort();
        let want: Vec<u64> = shards.map(|s| tables[s as usize].channel).collect();
        assert_eq!(channels, want, "store {name}; logs:\n{log_text}");
        for c in want {
            let (stored, game) = store.game(c).unwrap().unwrap();
            assert_eq!(
                bridges_bot::shards::shard_of(stored.guild, SHARDS as u32) as u64,
                c - 600_000_000_000_000_000
            );
            assert_eq!(game.turn_lines().len(), 2, "two turns played in {c}");
        }
    }
}

/// The table across shard processes: Discord's Activity proxy maps one
/// host, so a reverse proxy sends `s/SHARD/…` to the process of that shard
/// (docs/operations.md, "Shards"). Here the test is the proxy: an Activity launched in
/// a server of B's shard is sent on by A to `s/SHARD/activity`; B serves
/// the page, signs the player in and opens the socket under that prefix,
/// and A answers nothing under B's prefixes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_activity_launched_in_another_process_shard_is_sent_on_to_its_prefix() {
    use futures_util::StreamExt;
    use support::activity::free_port;
    use support::fake_discord::{APP_ID, CLIENT_SECRET};
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;

    let fake = FakeDiscord::start().await;
    fake.set_shards(SHARDS);
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("bots.log");
    let mut bases = Vec::new();
    let mut procs = Vec::new();
    for (name, range) in [("a", "0..2"), ("b", "2..4")] {
        let conf = write_config(dir.path(), name, &fake, range, true);
        let base = format!("http://127.0.0.1:{}", free_port());
        let web = format!(
            "\n[web]\nlisten = {:?}\npublic_url = {base:?}\nactivity = true\n\
             client_id = {APP_ID}\nclient_secret = {CLIENT_SECRET:?}\n",
            base.trim_start_matches("http://")
        );
        let mut text = std::fs::read_to_string(&conf).unwrap();
        text.push_str(&web);
        std::fs::write(&conf, text).unwrap();
        procs.push(spawn(&conf, None, &log));
        bases.push(base);
    }
    wait_shards(&fake, 0, &[0, 1, 2, 3]).await;
    let (a, b) = (&bases[0], &bases[1]);
    let on_b = Table::on_shard(&fake, 3);
    on_b.start_game().await;
    let on_a = Table::on_shard(&fake, 1);

    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let get = |url: String| {
        let client = client.clone();
        async move { client.get(url).send().await.unwrap() }
    };
    let query = |t: &Table| {
        format!(
            "guild_id={}&channel_id={}&instance_id=i-{}",
            t.guild, t.channel, t.channel
        )
    };

    // A's own server: the page at once, at `/` and `activity`.
    for path in ["/", "/activity"] {
        let page = get(format!("{a}{path}?{}", query(&on_a))).await;
        assert_eq!(page.status(), 200, "{path}");
    }
    // B's server at A: sent on, relative (a proxy's path prefix kept),
    // with Discord's query as it came.
    for path in ["/", "/activity"] {
        let moved = get(format!("{a}{path}?{}", query(&on_b))).await;
        assert_eq!(moved.status(), 307, "{path}");
        assert_eq!(
            moved.headers()["location"].to_str().unwrap(),
            format!("s/3/activity?{}", query(&on_b))
        );
    }
    // A knows nothing under B's prefixes; B serves its own, and sends
    // nothing on from under a prefix (no loop behind a wrong proxy).
    for shard in [2, 3] {
        let none = get(format!("{a}/s/{shard}/activity?{}", query(&on_b))).await;
        assert_eq!(none.status(), 404, "A under s/{shard}");
    }
    let page = get(format!("{b}/s/3/activity?{}", query(&on_b))).await;
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains("activity.js"));
    let wrong = get(format!("{b}/s/3/activity?{}", query(&on_a))).await;
    assert_eq!(wrong.status(), 404);

    // Alice signs in under the prefix, and her socket opens there.
    let instance = format!("i-{}", on_b.channel);
    fake.start_activity(&instance, on_b.channel, &[&alice()]);
    let ask = serde_json::json!({
        "code": fake.grant_code(&alice()),
        "instance_id": instance,
        "channel_id": on_b.channel.to_string(),
        "guild_id": on_b.guild.to_string(),
    });
    let resp = client
        .post(format!("{b}/s/3/api/activity/token"))
        .header("content-type", "application/json")
        .body(ask.to_string())
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let answer: serde_json::Value = serde_json::from_str(&resp.text().await.unwrap()).unwrap();
    let ws = answer["ws"].as_str().unwrap();
    let url = format!("{}/s/3/{ws}", b.replacen("http://", "ws://", 1));
    let mut req = url.into_client_request().unwrap();
    req.headers_mut().insert(
        "origin",
        format!("https://{APP_ID}.discordsays.com").parse().unwrap(),
    );
    let (mut socket, _) = tokio_tungstenite::connect_async(req).await.unwrap();
    let frame = loop {
        let msg = tokio::time::timeout(WAIT, socket.next())
            .await
            .expect("a frame in time")
            .unwrap()
            .unwrap();
        if let tokio_tungstenite::tungstenite::Message::Text(text) = msg {
            let v: serde_json::Value = serde_json::from_str(&text).unwrap();
            if v["type"] == "frame" {
                break v;
            }
        }
    };
    assert_eq!(frame["viewer"], serde_json::json!(0), "Alice's seat");
    for p in procs {
        p.terminate();
    }
}
