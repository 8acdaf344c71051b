//! A fake Discord on 127.0.0.1 for end-to-end tests of the real serenity
//! client: REST (recorded, answered with valid objects) on one port, the
//! gateway websocket (hello, identify → READY, resume → RESUMED, heartbeat
//! ACKs, sequence numbers) on another. Tests dispatch gateway events, drop the
//! gateway connection on demand, and wait on the recorded REST calls.

#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpListener;
use tokio_tungstenite::tungstenite::Message as WsMessage;

pub const APP_ID: u64 = 700_000_000_000_000_001;
pub const BOT_ID: u64 = 700_000_000_000_000_002;
pub const BOT_NAME: &str = "Bridges";
/// The role with Manage Messages in every guild of the fake.
pub const MOD_ROLE: u64 = 700_000_000_000_000_003;
/// A role that may manage the server's events (tournament organisers).
pub const EVENTS_ROLE: u64 = 700_000_000_000_000_005;
/// Discord's Manage Events permission bit.
const MANAGE_EVENTS: u64 = 1 << 33;
/// The owner of every guild of the fake (nobody in the tests).
const OWNER: u64 = 700_000_000_000_000_004;
const HEARTBEAT_MS: u64 = 500;
/// The application's OAuth2 client secret the fake accepts.
pub const CLIENT_SECRET: &str = "fake-client-secret";
const TIMESTAMP: &str = "2026-01-01T00:00:00.000000+00:00";

/// A user the test acts as.
#[derive(Clone, Debug)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
}

impl FakeUser {
    pub fn new(id: u64, name: &str) -> Self {
        FakeUser {
            id,
            name: name.to_string(),
        }
    }

    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.name.to_lowercase(),
            "global_name": self.name,
            "avatar": null,
            "bot": false,
        })
    }

    pub fn mention(&self) -> String {
        format!("<@{}>", self.id)
    }
}

/// One file part of a multipart request.
#[derive(Clone, Debug)]
pub struct FilePart {
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct RestCall {
    pub method: String,
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body.
    pub json: Option<Value>,
    pub files: Vec<FilePart>,
    /// The id of the message this call created, if any.
    pub created_message: Option<u64>,
}

impl RestCall {
    pub fn content(&self) -> Option<&str> {
        let j = self.json.as_ref()?;
        // Interaction callbacks wrap the message in `data`.
        j.get("data")
            .and_then(|d| d.get("content"))
            .or_else(|| j.get("content"))
            .and_then(Value::as_str)
    }

    /// The message fields: the body itself, or `data` of an interaction callback.
    pub fn message(&self) -> Option<&Value> {
        let j = self.json.as_ref()?;
        if self.path.ends_with("/callback") {
            j.get("data")
        } else {
            Some(j)
        }
    }

    /// Custom ids of the buttons in this message.
    pub fn button_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        if let Some(rows) = self
            .message()
            .and_then(|m| m.get("components"))
            .and_then(Value::as_array)
        {
            for row in rows {
                for c in row
                    .get("components")
                    .and_then(Value::as_array)
                    .into_iter()
                    .flatten()
                {
                    if let Some(id) = c.get("custom_id").and_then(Value::as_str) {
                        ids.push(id.to_string());
                    }
                }
            }
        }
        ids
    }

    /// Whether the message is flagged ephemeral (flags bit 6).
    pub fn is_ephemeral(&self) -> bool {
        self.message()
            .and_then(|m| m.get("flags"))
            .and_then(Value::as_u64)
            .is_some_and(|f| f & 64 != 0)
    }

    /// An interaction callback's response type (4 a message, 12 launch
    /// the Activity, ...).
    pub fn callback_type(&self) -> Option<u64> {
        self.path
            .ends_with("/callback")
            .then(|| self.json.as_ref()?.get("type")?.as_u64())
            .flatten()
    }

    pub fn is_channel_post(&self, channel: u64) -> bool {
        self.method == "POST" && self.path == format!("/api/v10/channels/{channel}/messages")
    }

    /// A response to the interaction with this token: the callback, an edit
    /// of the original, or a follow-up.
    pub fn answers_interaction(&self, interaction_id: u64) -> bool {
        let token = token_of(interaction_id);
        self.path
            .starts_with(&format!("/api/v10/interactions/{interaction_id}/{token}/"))
            || self.path.contains(&format!("/webhooks/{APP_ID}/{token}"))
    }
}

fn token_of(interaction_id: u64) -> String {
    format!("tok{interaction_id}")
}

enum GwCmd {
    Dispatch(&'static str, Value),
    Drop,
}

/// The shard of a guild's events, as Discord computes it; DMs go to 0.
pub fn shard_of(guild: Option<u64>, shards: u64) -> u64 {
    guild.map_or(0, |g| (g >> 22) % shards.max(1))
}

/// A guild id that lands on `shard` of `shards` (distinct per `n`).
pub fn guild_on_shard(shard: u64, shards: u64, n: u64) -> u64 {
    ((1000 + n) * shards + shard) << 22
}

#[derive(Default)]
struct Inner {
    calls: Vec<RestCall>,
    /// Message objects the bot posted, by id (for button presses).
    messages: HashMap<u64, Value>,
    next_id: u64,
    /// Gateway commands not yet delivered, each for its shard.
    queue: VecDeque<(u64, GwCmd)>,
    /// Shards Discord recommends (`GET /gateway/bot`) and routes by.
    shard_count: u64,
    /// `[shard, total]` of every IDENTIFY, in order.
    identified: Vec<[u64; 2]>,
    /// The shard of each session (for RESUME).
    session_shards: HashMap<String, u64>,
    /// Channels where the bot lacks Attach Files: posts with a file are
    /// refused (403, 50013).
    no_attach: Vec<u64>,
    /// Channels whose posts fail: (HTTP status, Discord error code, how
    /// many more times).
    failing_posts: HashMap<u64, (u16, u32, u32)>,
    /// Users with Manage Messages in every channel.
    moderators: Vec<u64>,
    /// Users with Manage Server everywhere (interactions only).
    managers: Vec<u64>,
    /// Users with Manage Events (EVENTS_ROLE), in messages and
    /// interactions.
    event_managers: Vec<u64>,
    /// Users whose Discord client speaks another language than en-GB.
    locales: Vec<(u64, String)>,
    /// (channel, user): Manage Messages given by an overwrite on that
    /// channel only (threads have no overwrites of their own).
    channel_moderators: Vec<(u64, u64)>,
    /// Channel of each interaction, by token.
    interaction_channels: HashMap<String, u64>,
    /// Generation of the connection that receives each shard's dispatches.
    current_conn: HashMap<u64, u64>,
    conn_count: u64,
    identifies: u64,
    resumes: u64,
    /// The `d` of the last IDENTIFY.
    last_identify: Option<Value>,
    /// Close frames received from the bot (a clean gateway shutdown).
    closes: u64,
    /// Sequence number per shard.
    seq: HashMap<u64, u64>,
    /// Answer the login check with 401.
    refuse_login: bool,
    /// Answer the next code exchanges with 429 (Discord's rate limit).
    busy_oauth: u32,
    /// Users whose direct messages are closed to the bot.
    closed_dms: Vec<u64>,
    /// Threads opened by the bot, by id (= the id of the message they
    /// were opened on): their channel objects.
    threads: HashMap<u64, Value>,
    /// Refuse to open threads: the bot lacks Create Public Threads.
    refuse_threads: bool,
    /// The message an interaction's first response created, by token.
    interaction_messages: HashMap<String, u64>,
    /// OAuth2 authorization codes not yet exchanged: the user each is for.
    oauth_codes: HashMap<String, u64>,
    /// Users whose access tokens Discord no longer accepts (expired).
    expired_users: Vec<u64>,
    /// Access tokens given out: the user each is for.
    access_tokens: HashMap<String, u64>,
    /// The users the fake knows (for `GET /users/@me` with their token).
    users: HashMap<u64, Value>,
    /// Activity instances: (channel, users in it), by instance id.
    activity_instances: HashMap<String, (u64, Vec<u64>)>,
}

struct Shared {
    inner: Mutex<Inner>,
    ws_url: String,
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
}

pub struct FakeDiscord {
    pub base_url: String,
    shared: Arc<Shared>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        for t in &self.tasks {
            t.abort();
        }
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let http = TcpListener::bind("127.0.0.1:0").await.expect("bind http");
        let ws = TcpListener::bind("127.0.0.1:0").await.expect("bind ws");
        let base_url = format!("http://{}", http.local_addr().unwrap());
        let ws_url = format!("ws://{}", ws.local_addr().unwrap());
        let shared = Arc::new(Shared {
            inner: Mutex::new(Inner {
                next_id: 800_000_000_000_000_000,
                shard_count: 1,
                ..Inner::default()
            }),
            ws_url,
        });
        let app = axum::Router::new()
            .fallback(rest)
            .with_state(shared.clone());
        let t1 = tokio::spawn(async move {
            let _ = axum::serve(http, app).await;
        });
        let gw_shared = shared.clone();
        let t2 = tokio::spawn(async move {
            while let Ok((stream, _)) = ws.accept().await {
                let shared = gw_shared.clone();
                tokio::spawn(async move {
                    if let Err(e) = gateway_connection(shared, stream).await {
                        eprintln!("fake gateway connection ended: {e}");
                    }
                });
            }
        });
        FakeDiscord {
            base_url,
            shared,
            tasks: vec![t1, t2],
        }
    }

    pub fn next_id(&self) -> u64 {
        let mut inner = self.shared.lock();
        inner.next_id += 1;
        inner.next_id
    }

    /// The code the Discord client would give `user`'s Activity for the
    /// `identify` scope (exchanged once).
    pub fn grant_code(&self, user: &FakeUser) -> String {
        let code = format!("code{}", self.next_id());
        let mut inner = self.shared.lock();
        inner.oauth_codes.insert(code.clone(), user.id);
        inner.users.insert(user.id, user.json());
        code
    }

    /// Discord no longer accepts `user`'s access tokens (they expired).
    pub fn expire_tokens(&self, user: &FakeUser) {
        self.shared.lock().expired_users.push(user.id);
    }

    /// An Activity instance runs in `channel` with `users` in it.
    pub fn start_activity(&self, instance_id: &str, channel: u64, users: &[&FakeUser]) {
        self.shared.lock().activity_instances.insert(
            instance_id.to_string(),
            (channel, users.iter().map(|u| u.id).collect()),
        );
    }

    /// All REST calls so far.
    pub fn calls(&self) -> Vec<RestCall> {
        self.shared.lock().calls.clone()
    }

    /// Number of IDENTIFYs and RESUMEs received.
    pub fn sessions(&self) -> (u64, u64) {
        let inner = self.shared.lock();
        (inner.identifies, inner.resumes)
    }

    /// The `d` of the last IDENTIFY the bot sent.
    pub fn last_identify(&self) -> Option<Value> {
        self.shared.lock().last_identify.clone()
    }

    /// Close frames the bot sent (clean gateway closes).
    pub fn closes(&self) -> u64 {
        self.shared.lock().closes
    }

    /// Number of gateway connections accepted so far.
    pub fn connections(&self) -> u64 {
        self.shared.lock().conn_count
    }

    /// Wait until `f` finds what it looks for in the REST calls.
    pub async fn wait_for<T>(
        &self,
        what: &str,
        timeout: Duration,
        mut f: impl FnMut(&[RestCall]) -> Option<T>,
    ) -> T {
        let deadline = Instant::now() + timeout;
        loop {
            {
                let inner = self.shared.lock();
                if let Some(t) = f(&inner.calls) {
                    return t;
                }
            }
            if Instant::now() > deadline {
                let calls = self.calls();
                let mut dump = String::new();
                for c in calls.iter().rev().take(12).rev() {
                    dump.push_str(&format!(
                        "  {} {} {}\n",
                        c.method,
                        c.path,
                        c.json
                            .as_ref()
                            .map(|j| j.to_string().chars().take(300).collect::<String>())
                            .unwrap_or_default()
                    ));
                }
                panic!("timed out waiting for {what}; last REST calls:\n{dump}");
            }
            tokio::time::sleep(Duration::from_millis(15)).await;
        }
    }

    /// Wait until a gateway connection is up and a session is ready
    /// (`identifies` IDENTIFYs in total).
    pub async fn wait_identified(&self, identifies: u64, timeout: Duration) {
        let deadline = Instant::now() + timeout;
        while self.sessions().0 < identifies {
            assert!(
                Instant::now() < deadline,
                "timed out waiting for IDENTIFY #{identifies}"
            );
            tokio::time::sleep(Duration::from_millis(15)).await;
        }
    }

    fn push(&self, cmd: GwCmd) {
        let mut inner = self.shared.lock();
        let shard = match &cmd {
            GwCmd::Dispatch(_, d) => shard_of(
                d["guild_id"].as_str().and_then(|g| g.parse().ok()),
                inner.shard_count,
            ),
            GwCmd::Drop => 0,
        };
        inner.queue.push_back((shard, cmd));
    }

    /// Recommend `n` shards and route each guild's events to its shard's
    /// connection, as Discord does.
    pub fn set_shards(&self, n: u64) {
        self.shared.lock().shard_count = n.max(1);
    }

    /// `[shard, total]` of every IDENTIFY so far.
    pub fn identified(&self) -> Vec<[u64; 2]> {
        self.shared.lock().identified.clone()
    }

    /// Refuse posts with files in `channel`, as Discord does when the bot
    /// lacks Attach Files there.
    pub fn refuse_attachments(&self, channel: u64) {
        self.shared.lock().no_attach.push(channel);
    }

    /// Fail the next `times` posts in `channel` with `status` and Discord
    /// error `code` (403 and 50001: the bot lost access; 500: Discord's own
    /// trouble). The failed calls are recorded like the others.
    pub fn fail_posts(&self, channel: u64, status: u16, code: u32, times: u32) {
        self.shared
            .lock()
            .failing_posts
            .insert(channel, (status, code, times));
    }

    /// Answer the next `times` OAuth2 code exchanges with 429.
    pub fn busy_oauth(&self, times: u32) {
        self.shared.lock().busy_oauth = times;
    }

    /// Close shard `shard`'s connection abruptly (no close frame).
    pub fn drop_shard(&self, shard: u64) {
        self.shared.lock().queue.push_back((shard, GwCmd::Drop));
    }

    /// Give `user` the Manage Messages permission (in interactions, and the
    /// moderator role in messages).
    pub fn make_moderator(&self, user: &FakeUser) {
        self.shared.lock().moderators.push(user.id);
    }

    /// Give `user` Manage Server (and Manage Messages) everywhere.
    pub fn make_manager(&self, user: &FakeUser) {
        let mut inner = self.shared.lock();
        inner.moderators.push(user.id);
        inner.managers.push(user.id);
    }

    /// Give `user` Manage Events by the role EVENTS_ROLE (messages and
    /// interactions).
    pub fn make_event_manager(&self, user: &FakeUser) {
        self.shared.lock().event_managers.push(user.id);
    }

    /// `user`'s Discord client speaks `locale` (`pt-BR`): their
    /// interactions say so.
    pub fn set_locale(&self, user: &FakeUser, locale: &str) {
        self.shared
            .lock()
            .locales
            .push((user.id, locale.to_string()));
    }

    /// Give `user` Manage Messages in `channel` by a permission overwrite.
    pub fn make_channel_moderator(&self, channel: u64, user: &FakeUser) {
        self.shared
            .lock()
            .channel_moderators
            .push((channel, user.id));
    }

    /// Close the current gateway connection abruptly (no close frame).
    pub fn drop_gateway(&self) {
        self.push(GwCmd::Drop);
    }

    /// Forget the gateway events not yet delivered (after killing the bot,
    /// so a restarted bot does not get them).
    pub fn clear_queue(&self) {
        self.shared.lock().queue.clear();
    }

    /// Answer `GET /users/@me` (the login check) with 401 Unauthorized.
    /// Refuse direct messages to `user` (as Discord does when a member
    /// closed DMs from the server).
    pub fn close_dms(&self, user: &FakeUser) {
        self.shared.lock().closed_dms.push(user.id);
    }

    /// Refuse thread creation with 403 Missing Permissions (50013), as
    /// Discord does when the bot lacks Create Public Threads.
    pub fn refuse_threads(&self, refuse: bool) {
        self.shared.lock().refuse_threads = refuse;
    }

    /// The thread opened on message `id`: (parent channel, name, archived).
    pub fn thread(&self, id: u64) -> Option<(u64, String, bool)> {
        let inner = self.shared.lock();
        let t = inner.threads.get(&id)?;
        Some((
            t["parent_id"].as_str()?.parse().ok()?,
            t["name"].as_str()?.to_string(),
            t["thread_metadata"]["archived"].as_bool()?,
        ))
    }

    pub fn refuse_login(&self) {
        self.shared.lock().refuse_login = true;
    }

    pub fn dispatch(&self, event: &'static str, data: Value) {
        self.push(GwCmd::Dispatch(event, data));
    }

    /// A MESSAGE_CREATE from `author`; returns the message id.
    pub fn send_message(
        &self,
        channel: u64,
        guild: Option<u64>,
        author: &FakeUser,
        content: &str,
        mentions: &[&FakeUser],
    ) -> u64 {
        let id = self.next_id();
        let mut d = json!({
            "id": id.to_string(),
            "channel_id": channel.to_string(),
            "author": author.json(),
            "content": content,
            "timestamp": TIMESTAMP,
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": mentions.iter().map(|u| u.json()).collect::<Vec<_>>(),
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "pinned": false,
            "type": 0,
        });
        if let Some(g) = guild {
            let mut roles: Vec<String> = if self.shared.lock().moderators.contains(&author.id) {
                vec![MOD_ROLE.to_string()]
            } else {
                Vec::new()
            };
            if self.shared.lock().event_managers.contains(&author.id) {
                roles.push(EVENTS_ROLE.to_string());
            }
            d["guild_id"] = json!(g.to_string());
            d["member"] = json!({
                "roles": roles, "joined_at": TIMESTAMP, "deaf": false, "mute": false, "flags": 0,
            });
        }
        self.dispatch("MESSAGE_CREATE", d);
        id
    }

    fn interaction_base(
        &self,
        kind: u8,
        channel: u64,
        guild: Option<u64>,
        user: &FakeUser,
    ) -> (u64, Value) {
        let id = self.next_id();
        let (moderator, manager, events, locale) = {
            let mut inner = self.shared.lock();
            inner.interaction_channels.insert(token_of(id), channel);
            let locale = inner
                .locales
                .iter()
                .rev()
                .find(|(u, _)| *u == user.id)
                .map_or("en-GB".to_string(), |(_, l)| l.clone());
            (
                inner.moderators.contains(&user.id),
                inner.managers.contains(&user.id),
                inner.event_managers.contains(&user.id),
                locale,
            )
        };
        // View channel + send messages (+ manage messages for moderators).
        // Manage Server is 1 << 5.
        let mut permissions: u64 = match (moderator, manager) {
            (_, true) => 3072 | 8192 | 32,
            (true, false) => 3072 | 8192,
            _ => 3072,
        };
        let mut roles: Vec<String> = Vec::new();
        if events {
            permissions |= MANAGE_EVENTS;
            roles.push(EVENTS_ROLE.to_string());
        }
        let mut d = json!({
            "id": id.to_string(),
            "application_id": APP_ID.to_string(),
            "type": kind,
            "token": token_of(id),
            "version": 1,
            "channel_id": channel.to_string(),
            "locale": locale,
            "entitlements": [],
            "attachment_size_limit": 26_214_400,
        });
        match guild {
            Some(g) => {
                d["guild_id"] = json!(g.to_string());
                d["member"] = json!({
                    "user": user.json(),
                    "roles": roles,
                    "joined_at": TIMESTAMP,
                    "deaf": false,
                    "mute": false,
                    "flags": 0,
                    "permissions": permissions.to_string(),
                });
            }
            None => d["user"] = user.json(),
        }
        (id, d)
    }

    /// A slash command (type 2). Options: (name, value); a value that is a
    /// `FakeUser`'s mention-free id string with `user:` prefix is sent as a
    /// user option, an integer as integer option, anything else as string.
    pub fn slash(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: &FakeUser,
        name: &str,
        options: Vec<(&str, SlashValue)>,
    ) -> u64 {
        let (id, mut d) = self.interaction_base(2, channel, guild, user);
        let mut users = serde_json::Map::new();
        let opts: Vec<Value> = options
            .into_iter()
            .map(|(n, v)| match v {
                SlashValue::Str(s) => json!({"name": n, "type": 3, "value": s}),
                SlashValue::Int(i) => json!({"name": n, "type": 4, "value": i}),
                SlashValue::Bool(b) => json!({"name": n, "type": 5, "value": b}),
                SlashValue::User(u) => {
                    users.insert(u.id.to_string(), u.json());
                    json!({"name": n, "type": 6, "value": u.id.to_string()})
                }
            })
            .collect();
        d["data"] = json!({
            "id": "1",
            "name": name,
            "type": 1,
            "options": opts,
            "resolved": {"users": users},
        });
        self.dispatch("INTERACTION_CREATE", d);
        id
    }

    /// A slash command's subcommand (`/nb place cell:C4 digit:7`): the
    /// subcommand (type 1) holds the options (strings and integers).
    pub fn slash_sub(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: &FakeUser,
        name: &str,
        sub: &str,
        options: Vec<(&str, SlashValue)>,
    ) -> u64 {
        let (id, mut d) = self.interaction_base(2, channel, guild, user);
        let opts: Vec<Value> = options
            .into_iter()
            .map(|(n, v)| match v {
                SlashValue::Int(i) => json!({"name": n, "type": 4, "value": i}),
                SlashValue::Bool(b) => json!({"name": n, "type": 5, "value": b}),
                SlashValue::Str(s) => json!({"name": n, "type": 3, "value": s}),
                SlashValue::User(u) => json!({"name": n, "type": 3, "value": u.id.to_string()}),
            })
            .collect();
        d["data"] = json!({
            "id": "1",
            "name": name,
            "type": 1,
            "options": [{"name": sub, "type": 1, "options": opts}],
        });
        self.dispatch("INTERACTION_CREATE", d);
        id
    }

    /// An autocomplete request for a subcommand's option (`/nb place
    /// digit`), with other options of the subcommand filled in.
    #[allow(clippy::too_many_arguments)]
    pub fn autocomplete_sub(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: &FakeUser,
        command: &str,
        sub: &str,
        focused: &str,
        typed: &str,
        filled: &[(&str, &str)],
    ) -> u64 {
        let (id, mut d) = self.interaction_base(4, channel, guild, user);
        let opts = autocomplete_options(focused, typed, filled);
        d["data"] = json!({
            "id": "1",
            "name": command,
            "type": 1,
            "options": [{"name": sub, "type": 1, "options": opts}],
        });
        self.dispatch("INTERACTION_CREATE", d);
        id
    }

    /// An autocomplete request (type 4) for `command`, with option `focused`
    /// being typed as `typed`.
    pub fn autocomplete(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: &FakeUser,
        command: &str,
        focused: &str,
        typed: &str,
    ) -> u64 {
        self.autocomplete_with(channel, guild, user, command, focused, typed, &[])
    }

    /// [`FakeDiscord::autocomplete`] with other options already filled in.
    #[allow(clippy::too_many_arguments)]
    pub fn autocomplete_with(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: &FakeUser,
        command: &str,
        focused: &str,
        typed: &str,
        filled: &[(&str, &str)],
    ) -> u64 {
        let (id, mut d) = self.interaction_base(4, channel, guild, user);
        let opts = autocomplete_options(focused, typed, filled);
        d["data"] = json!({"id": "1", "name": command, "type": 1, "options": opts});
        self.dispatch("INTERACTION_CREATE", d);
        id
    }

    /// A button press (type 3) on a message the bot posted.
    pub fn press(
        &self,
        channel: u64,
        guild: Option<u64>,
        user: &FakeUser,
        message_id: u64,
        custom_id: &str,
    ) -> u64 {
        let message = self
            .shared
            .lock()
            .messages
            .get(&message_id)
            .cloned()
            .unwrap_or_else(|| panic!("no bot message {message_id} to press a button on"));
        let (id, mut d) = self.interaction_base(3, channel, guild, user);
        d["message"] = message;
        d["data"] = json!({"custom_id": custom_id, "component_type": 2});
        self.dispatch("INTERACTION_CREATE", d);
        id
    }
}

/// A slash command option value.
pub enum SlashValue {
    Str(String),
    Int(i64),
    Bool(bool),
    User(FakeUser),
}

fn bot_user() -> Value {
    json!({"id": BOT_ID.to_string(), "username": BOT_NAME, "avatar": null, "bot": true})
}

fn role(id: &str, name: &str, permissions: u64) -> Value {
    json!({
        "id": id, "name": name, "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false, "icon": null, "unicode_emoji": null, "position": 0,
        "permissions": permissions.to_string(), "managed": false, "mentionable": false, "flags": 0,
    })
}

/// A guild whose @everyone may view and send, and whose MOD_ROLE may also
/// manage messages.
fn guild_object(id: &str) -> Value {
    json!({
        "id": id, "name": "Test server", "icon": null, "icon_hash": null, "splash": null,
        "discovery_splash": null, "owner_id": OWNER.to_string(), "afk_channel_id": null,
        "afk_timeout": 300, "widget_enabled": false, "widget_channel_id": null,
        "verification_level": 0, "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [
            role(id, "@everyone", 3072),
            role(&MOD_ROLE.to_string(), "Mods", 8192),
            role(&EVENTS_ROLE.to_string(), "Events", MANAGE_EVENTS),
        ],
        "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
        "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
        "max_presences": null, "max_members": 500000, "vanity_url_code": null,
        "description": null, "banner": null, "premium_tier": 0,
        "premium_subscription_count": 0, "preferred_locale": "en-US",
        "public_updates_channel_id": null, "max_video_channel_users": 25, "nsfw_level": 0,
        "stickers": [], "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
    })
}

fn message_object(inner: &mut Inner, channel: &str, payload: &Value, files: &[FilePart]) -> Value {
    inner.next_id += 1;
    let id = inner.next_id;
    let attachments: Vec<Value> = files
        .iter()
        .enumerate()
        .map(|(i, f)| {
            json!({
                "id": (id + 1000 + i as u64).to_string(),
                "filename": f.filename,
                "size": f.bytes.len(),
                "url": format!("https://cdn.invalid/{}", f.filename),
                "proxy_url": format!("https://cdn.invalid/{}", f.filename),
                "content_type": f.content_type,
            })
        })
        .collect();
    let msg = json!({
        "id": id.to_string(),
        "channel_id": channel,
        "author": bot_user(),
        "content": payload.get("content").cloned().unwrap_or(json!("")),
        "timestamp": TIMESTAMP,
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": [],
        "pinned": false,
        "type": 0,
    });
    inner.messages.insert(id, msg.clone());
    msg
}

async fn rest(State(shared): State<Arc<Shared>>, req: Request) -> Response {
    let method = req.method().clone();
    let path = req.uri().path().to_string();
    let auth = req
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let is_form = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("application/x-www-form-urlencoded"));
    let is_multipart = req
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let mut json_body: Option<Value> = None;
    let mut files = Vec::new();
    if is_multipart {
        match Multipart::from_request(req, &()).await {
            Ok(mut mp) => {
                while let Ok(Some(field)) = mp.next_field().await {
                    let name = field.name().unwrap_or_default().to_string();
                    let filename = field.file_name().map(str::to_string);
                    let content_type = field.content_type().map(str::to_string);
                    let bytes = field.bytes().await.unwrap_or_default();
                    if name == "payload_json" {
                        json_body = serde_json::from_slice(&bytes).ok();
                    } else {
                        files.push(FilePart {
                            field: name,
                            filename: filename.unwrap_or_default(),
                            content_type,
                            bytes: bytes.to_vec(),
                        });
                    }
                }
            }
            Err(e) => eprintln!("fake discord: bad multipart on {path}: {e}"),
        }
    } else {
        let bytes = Bytes::from_request(req, &()).await.unwrap_or_default();
        if is_form {
            json_body = Some(form_fields(&bytes));
        } else if !bytes.is_empty() {
            json_body = serde_json::from_slice(&bytes).ok();
        }
    }

    let segs: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let mut inner = shared.lock();
    let payload = json_body.clone().unwrap_or(json!({}));
    let mut created = None;
    let response: Response = match (&method, segs.as_slice()) {
        (&Method::GET, ["gateway"]) => Json(json!({"url": shared.ws_url})).into_response(),
        (&Method::GET, ["gateway", "bot"]) => Json(json!({
            "url": shared.ws_url,
            "shards": inner.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1},
        }))
        .into_response(),
        (&Method::GET, ["users", "@me"]) if inner.refuse_login => (
            StatusCode::UNAUTHORIZED,
            Json(json!({"message": "401: Unauthorized", "code": 0})),
        )
            .into_response(),
        // A user's own token (an Activity's): that user, while it lasts.
        (&Method::GET, ["users", "@me"]) if auth.starts_with("Bearer ") => {
            match inner.access_tokens.get(&auth["Bearer ".len()..]).copied() {
                Some(user) if !inner.expired_users.contains(&user) => {
                    Json(inner.users[&user].clone()).into_response()
                }
                _ => (
                    StatusCode::UNAUTHORIZED,
                    Json(json!({"message": "401: Unauthorized", "code": 0})),
                )
                    .into_response(),
            }
        }
        (&Method::GET, ["users", "@me"]) => Json(bot_user()).into_response(),
        // The OAuth2 code exchange: the application's id and secret, and a
        // code not yet used.
        (&Method::POST, ["oauth2", "token"]) if inner.busy_oauth > 0 => {
            inner.busy_oauth -= 1;
            (
                StatusCode::TOO_MANY_REQUESTS,
                [("retry-after", "2")],
                Json(json!({"message": "You are being rate limited.", "retry_after": 2.0, "global": false})),
            )
                .into_response()
        }
        (&Method::POST, ["oauth2", "token"]) => {
            let field = |k: &str| payload[k].as_str().unwrap_or_default().to_string();
            let user = (field("client_id") == APP_ID.to_string()
                && field("client_secret") == CLIENT_SECRET
                && field("grant_type") == "authorization_code")
                .then(|| inner.oauth_codes.remove(&field("code")))
                .flatten();
            match user {
                Some(user) => {
                    let token = format!("access{}-{user}", inner.next_id);
                    inner.next_id += 1;
                    inner.access_tokens.insert(token.clone(), user);
                    Json(json!({
                        "access_token": token,
                        "token_type": "Bearer",
                        "expires_in": 604800,
                        "refresh_token": "refresh",
                        "scope": "identify",
                    }))
                    .into_response()
                }
                None => (
                    StatusCode::BAD_REQUEST,
                    Json(json!({"error": "invalid_grant", "error_description": "Invalid \"code\" in request."})),
                )
                    .into_response(),
            }
        }
        // An Activity instance, asked by the bot.
        (&Method::GET, ["applications", app, "activity-instances", id])
            if auth.starts_with("Bot ") && *app == APP_ID.to_string() =>
        {
            match inner.activity_instances.get(*id) {
                Some((channel, users)) => Json(json!({
                    "application_id": APP_ID.to_string(),
                    "instance_id": id,
                    "launch_id": "1",
                    "location": {"id": format!("gc-1-{channel}"), "kind": "gc", "channel_id": channel.to_string(), "guild_id": "1"},
                    "users": users.iter().map(u64::to_string).collect::<Vec<_>>(),
                }))
                .into_response(),
                None => (
                    StatusCode::NOT_FOUND,
                    Json(json!({"message": "Unknown Activity Instance", "code": 10082})),
                )
                    .into_response(),
            }
        }
        // Opening a DM channel: its id is derived from the user's.
        (&Method::POST, ["users", "@me", "channels"]) => {
            let user: u64 = payload["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .or_else(|| payload["recipient_id"].as_u64())
                .unwrap_or(0);
            Json(json!({
                "id": dm_channel(user).to_string(),
                "type": 1,
                "last_message_id": null,
                "recipients": [{"id": user.to_string(), "username": "someone", "discriminator": "0", "avatar": null}],
            }))
            .into_response()
        }
        (&Method::POST, ["channels", channel, "messages"])
            if inner
                .closed_dms
                .iter()
                .any(|&u| channel.parse::<u64>().ok() == Some(dm_channel(u))) =>
        {
            (
                StatusCode::FORBIDDEN,
                Json(json!({"message": "Cannot send messages to this user", "code": 50007})),
            )
                .into_response()
        }
        (&Method::POST, ["channels", channel, "messages"])
            if inner
                .failing_posts
                .get(&channel.parse::<u64>().unwrap_or(0))
                .is_some_and(|f| f.2 > 0) =>
        {
            let f = inner
                .failing_posts
                .get_mut(&channel.parse::<u64>().unwrap_or(0))
                .expect("checked");
            f.2 -= 1;
            let status = StatusCode::from_u16(f.0).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
            (status, Json(json!({"message": "refused by the test", "code": f.1}))).into_response()
        }
        (&Method::POST, ["channels", channel, "messages"])
            if !files.is_empty()
                && inner.no_attach.contains(&channel.parse::<u64>().unwrap_or(0)) =>
        {
            (
                StatusCode::FORBIDDEN,
                Json(json!({"message": "Missing Permissions", "code": 50013})),
            )
                .into_response()
        }
        (&Method::GET, ["guilds", guild]) => Json(guild_object(guild)).into_response(),
        // A public thread from a message: its id is the message's; one per message.
        (&Method::POST, ["channels", parent, "messages", message, "threads"]) => {
            let id: u64 = message.parse().unwrap_or(0);
            if inner.refuse_threads {
                (
                    StatusCode::FORBIDDEN,
                    Json(json!({"message": "Missing Permissions", "code": 50013})),
                )
                    .into_response()
            } else if let std::collections::hash_map::Entry::Vacant(slot) = inner.threads.entry(id) {
                let thread = json!({
                    "id": id.to_string(),
                    "type": 11,
                    "guild_id": "1",
                    "parent_id": parent,
                    "owner_id": BOT_ID.to_string(),
                    "name": payload["name"],
                    "last_message_id": null,
                    "rate_limit_per_user": 0,
                    "message_count": 0,
                    "member_count": 1,
                    "thread_metadata": {
                        "archived": false,
                        "auto_archive_duration": payload["auto_archive_duration"].as_u64().unwrap_or(1440),
                        "archive_timestamp": TIMESTAMP,
                        "locked": false,
                    },
                    "flags": 0,
                    "total_message_sent": 0,
                });
                slot.insert(thread.clone());
                (StatusCode::CREATED, Json(thread)).into_response()
            } else {
                (
                    StatusCode::BAD_REQUEST,
                    Json(json!({"message": "A thread has already been created for this message", "code": 160004})),
                )
                    .into_response()
            }
        }
        // Editing a thread (archiving it).
        (&Method::PATCH, ["channels", channel])
            if inner.threads.contains_key(&channel.parse::<u64>().unwrap_or(0)) =>
        {
            let id: u64 = channel.parse().unwrap_or(0);
            let thread = inner.threads.get_mut(&id).expect("checked");
            for key in ["archived", "locked"] {
                if let Some(v) = payload.get(key).and_then(Value::as_bool) {
                    thread["thread_metadata"][key] = json!(v);
                }
            }
            Json(thread.clone()).into_response()
        }
        (&Method::GET, ["channels", channel])
            if inner.threads.contains_key(&channel.parse::<u64>().unwrap_or(0)) =>
        {
            Json(inner.threads[&channel.parse::<u64>().unwrap_or(0)].clone()).into_response()
        }
        // Posting into an archived (not locked) thread unarchives it.
        (&Method::POST, ["channels", channel, "messages"])
            if inner
                .threads
                .get(&channel.parse::<u64>().unwrap_or(0))
                .is_some_and(|t| t["thread_metadata"]["locked"] == json!(true)) =>
        {
            (
                StatusCode::BAD_REQUEST,
                Json(json!({"message": "Thread is locked", "code": 50083})),
            )
                .into_response()
        }
        (&Method::GET, ["webhooks", _, token, "messages", "@original"]) => {
            match inner.interaction_messages.get(*token).and_then(|id| inner.messages.get(id)) {
                Some(m) => Json(m.clone()).into_response(),
                None => (
                    StatusCode::NOT_FOUND,
                    Json(json!({"message": "Unknown Message", "code": 10008})),
                )
                    .into_response(),
            }
        }
        (&Method::GET, ["channels", channel]) => {
            let id = channel.parse::<u64>().unwrap_or(0);
            // MANAGE_MESSAGES is 1 << 13.
            let overwrites: Vec<Value> = inner
                .channel_moderators
                .iter()
                .filter(|(c, _)| *c == id)
                .map(|(_, u)| json!({"id": u.to_string(), "type": 1, "allow": "8192", "deny": "0"}))
                .collect();
            Json(json!({
                "id": channel,
                "type": 0,
                "guild_id": "1",
                "name": "games",
                "position": 0,
                "permission_overwrites": overwrites,
                "nsfw": false,
            }))
            .into_response()
        }
        // The typing indicator.
        (&Method::POST, ["channels", _, "typing"]) => StatusCode::NO_CONTENT.into_response(),
        (&Method::POST, ["channels", channel, "messages"]) => {
            if let Some(t) = inner.threads.get_mut(&channel.parse::<u64>().unwrap_or(0)) {
                t["thread_metadata"]["archived"] = json!(false);
            }
            let msg = message_object(&mut inner, channel, &payload, &files);
            created = msg["id"].as_str().and_then(|s| s.parse().ok());
            Json(msg).into_response()
        }
        (&Method::POST, ["interactions", _, token, "callback"]) => {
            // A message response: keep it as a message, so its buttons can be pressed.
            if let Some(data) = payload.get("data").filter(|_| payload["type"] == 4) {
                let channel = inner.interaction_channels.get(*token).copied().unwrap_or(1).to_string();
                let msg = message_object(&mut inner, &channel, data, &files);
                created = msg["id"].as_str().and_then(|s| s.parse().ok());
                if let Some(id) = created {
                    inner.interaction_messages.insert(token.to_string(), id);
                }
            }
            StatusCode::NO_CONTENT.into_response()
        }
        (&Method::POST, ["webhooks", _, token]) | (&Method::PATCH, ["webhooks", _, token, "messages", _]) => {
            let channel = inner.interaction_channels.get(*token).copied().unwrap_or(1).to_string();
            let msg = message_object(&mut inner, &channel, &payload, &files);
            created = msg["id"].as_str().and_then(|s| s.parse().ok());
            Json(msg).into_response()
        }
        (&Method::DELETE, ["webhooks", ..]) => StatusCode::NO_CONTENT.into_response(),
        (&Method::PUT, ["applications", _, "commands"])
        | (&Method::PUT, ["applications", _, "guilds", _, "commands"]) => {
            let commands: Vec<Value> = payload
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .enumerate()
                .map(|(i, mut c)| {
                    c["id"] = json!((900 + i).to_string());
                    c["application_id"] = json!(APP_ID.to_string());
                    c["version"] = json!("1");
                    if c.get("type").is_none() {
                        c["type"] = json!(1);
                    }
                    if c.get("default_member_permissions").is_none() {
                        c["default_member_permissions"] = Value::Null;
                    }
                    c
                })
                .collect();
            Json(commands).into_response()
        }
        _ => (
            StatusCode::NOT_FOUND,
            Json(json!({"message": "Unknown route (fake discord)", "code": 0})),
        )
            .into_response(),
    };
    inner.calls.push(RestCall {
        method: method.to_string(),
        path,
        json: json_body,
        files,
        created_message: created,
    });
    response
}

/// A form body's fields, as a JSON object of strings.
fn form_fields(bytes: &[u8]) -> Value {
    let text = String::from_utf8_lossy(bytes);
    let decode = |s: &str| {
        let s = s.replace('+', " ");
        let mut out = Vec::new();
        let b = s.as_bytes();
        let mut i = 0;
        while i < b.len() {
            if b[i] == b'%' && i + 2 < b.len() {
                if let Ok(v) = u8::from_str_radix(&s[i + 1..i + 3], 16) {
                    out.push(v);
                    i += 3;
                    continue;
                }
            }
            out.push(b[i]);
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    };
    let mut map = serde_json::Map::new();
    for pair in text.split('&').filter(|p| !p.is_empty()) {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        map.insert(decode(k), Value::String(decode(v)));
    }
    Value::Object(map)
}

/// The DM channel the fake opens with `user`.
pub fn dm_channel(user: u64) -> u64 {
    9_000_000_000_000_000_000 + user % 1_000_000_000_000_000_000
}

fn dispatch_frame(inner: &mut Inner, shard: u64, t: &str, d: Value) -> WsMessage {
    let seq = inner.seq.entry(shard).or_default();
    *seq += 1;
    WsMessage::Text(json!({"op": 0, "t": t, "s": *seq, "d": d}).to_string())
}

async fn gateway_connection(
    shared: Arc<Shared>,
    stream: tokio::net::TcpStream,
) -> anyhow::Result<()> {
    let ws = tokio_tungstenite::accept_async(stream).await?;
    let (mut sink, mut source) = ws.split();
    let generation = {
        let mut inner = shared.lock();
        inner.conn_count += 1;
        inner.conn_count
    };
    sink.send(WsMessage::Text(
        json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}}).to_string(),
    ))
    .await?;
    let mut ready = false;
    // The shard this connection identified (or resumed) as.
    let mut shard = 0u64;
    let mut tick = tokio::time::interval(Duration::from_millis(10));
    loop {
        tokio::select! {
            msg = source.next() => {
                let Some(msg) = msg else { return Ok(()) };
                let text = match msg? {
                    WsMessage::Text(t) => t,
                    WsMessage::Close(_) => {
                        shared.lock().closes += 1;
                        return Ok(());
                    }
                    _ => continue,
                };
                let v: Value = serde_json::from_str(&text)?;
                match v["op"].as_u64() {
                    Some(1) => sink.send(WsMessage::Text(json!({"op": 11}).to_string())).await?,
                    Some(2) => {
                        let frame = {
                            let mut inner = shared.lock();
                            inner.identifies += 1;
                            inner.last_identify = Some(v["d"].clone());
                            let total = v["d"]["shard"][1].as_u64().unwrap_or(1);
                            shard = v["d"]["shard"][0].as_u64().unwrap_or(0);
                            inner.identified.push([shard, total]);
                            inner.seq.insert(shard, 0);
                            inner.current_conn.insert(shard, generation);
                            let session = format!("session{}", inner.identifies);
                            inner.session_shards.insert(session.clone(), shard);
                            let d = json!({
                                "v": 10,
                                "user": bot_user(),
                                "guilds": [],
                                "session_id": session,
                                "resume_gateway_url": shared.ws_url,
                                "application": {"id": APP_ID.to_string(), "flags": 0},
                            });
                            dispatch_frame(&mut inner, shard, "READY", d)
                        };
                        sink.send(frame).await?;
                        ready = true;
                    }
                    Some(6) => {
                        let frame = {
                            let mut inner = shared.lock();
                            inner.resumes += 1;
                            let session = v["d"]["session_id"].as_str().unwrap_or_default();
                            shard = inner.session_shards.get(session).copied().unwrap_or(0);
                            inner.current_conn.insert(shard, generation);
                            dispatch_frame(&mut inner, shard, "RESUMED", json!({}))
                        };
                        sink.send(frame).await?;
                        ready = true;
                    }
                    _ => {}
                }
            }
            _ = tick.tick() => {
                if !ready {
                    continue;
                }
                let frames = {
                    let mut inner = shared.lock();
                    if inner.current_conn.get(&shard) != Some(&generation) {
                        // A newer connection took over; this one is stale.
                        return Ok(());
                    }
                    let mut frames = Vec::new();
                    let mut drop_now = false;
                    // This shard's commands, in order; the others stay queued.
                    let mut rest = VecDeque::new();
                    while let Some((s, cmd)) = inner.queue.pop_front() {
                        if s != shard || drop_now {
                            rest.push_back((s, cmd));
                            continue;
                        }
                        match cmd {
                            GwCmd::Dispatch(t, d) => {
                                frames.push(dispatch_frame(&mut inner, shard, t, d))
                            }
                            GwCmd::Drop => drop_now = true,
                        }
                    }
                    inner.queue = rest;
                    (frames, drop_now)
                };
                for f in frames.0 {
                    sink.send(f).await?;
                }
                if frames.1 {
                    // Drop both halves: the TCP connection closes without a close frame.
                    return Ok(());
                }
            }
        }
    }
}

/// The options of an autocomplete request: those `filled` in, then
/// `focused` being typed as `typed`.
fn autocomplete_options(focused: &str, typed: &str, filled: &[(&str, &str)]) -> Vec<Value> {
    let mut opts: Vec<Value> = filled
        .iter()
        .map(|(k, v)| json!({"name": k, "type": 3, "value": v}))
        .collect();
    opts.push(json!({"name": focused, "type": 3, "value": typed, "focused": true}));
    opts
}
