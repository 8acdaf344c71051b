//! The table inside Discord, as an Activity (Discord's Embedded App SDK).
//!
//! Discord loads the Activity's page (`GET /`, also `GET activity`) in a
//! frame of its client, through its proxy (`https://CLIENT_ID.discordsays.com`,
//! mapped to the bot's public URL). The page does the SDK's handshake
//! itself (`activity.js`), asks Discord to authorize the `identify` scope
//! and posts the code to `POST api/activity/token`, which
//! - exchanges the code for the user's access token (the client secret
//!   stays here),
//! - asks Discord who the token's user is (`GET /users/@me`),
//! - asks Discord where the Activity instance runs and who is in it
//!   (`GET /applications/{app}/activity-instances/{id}`, as the bot),
//! - and, when the user is in that instance and its channel has a game,
//!   answers with the access token (for the SDK's `AUTHENTICATE`), the
//!   same signed table token `/table` gives (a seat's for a player, a
//!   spectator's otherwise) as the paths `table` (`t/TOKEN`) and `ws`
//!   (`t/TOKEN/ws`), and the table page's `words`. The page then starts
//!   the ordinary table (`startTable` of `t/table.js`, `makeBoard` of `t/board.js`) in its own
//!   document.
//!
//! Every refusal is one sentence from the catalogs and acts for nobody.

use super::bucket::{Bucket, BURST};
use super::links::ClientSecret;
use super::routes::State;
use crate::commands::Ticket;
use crate::i18n::Lang;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Query, RawQuery, State as Extract};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Clients remembered by the rate limit before the idle ones are dropped.
const MAX_CLIENTS: usize = 10_000;
/// How long a call to Discord may take.
const DISCORD_TIMEOUT: Duration = Duration::from_secs(10);
/// Calls to Discord from the Activity in all: a burst, then a second's
/// worth (each sign-in makes three, the first with the client secret).
const DISCORD_BURST: f64 = 30.0;
const DISCORD_PER_SECOND: f64 = 10.0;
/// Seconds a client is told to wait when refused for going too fast.
const RETRY_AFTER_SECS: u64 = 1;
/// The longest request body read (a code and three ids).
pub const MAX_BODY: usize = 2048;

/// Discord's side of the Activity: the application's credentials and the
/// REST address calls go to (Discord's, or the configured base URL's).
pub struct Activity {
    pub client_id: u64,
    secret: ClientSecret,
    /// Like `https://discord.com/api/v10`.
    api: String,
    /// `Bot TOKEN`.
    bot_auth: String,
    http: reqwest::Client,
    limits: Mutex<HashMap<IpAddr, Bucket>>,
    /// Every sign-in's calls to Discord, whoever asks.
    discord_budget: Mutex<Bucket>,
    /// Discord clients' origins besides Discord's own (a test harness).
    frame_origins: Vec<String>,
}

impl Activity {
    /// `base_url`: the configured Discord base URL (`api_base_url`), if
    /// any; `bot_token`: the bot's token, for the instance look-up.
    pub fn new(
        client_id: u64,
        secret: ClientSecret,
        base_url: Option<&str>,
        bot_token: &str,
    ) -> Activity {
        let base = base_url.map_or("https://discord.com", |b| b.trim_end_matches('/'));
        let token = bot_token.trim();
        Activity {
            client_id,
            secret,
            api: format!("{base}/api/v10"),
            bot_auth: if token.starts_with("Bot ") {
                token.to_string()
            } else {
                format!("Bot {token}")
            },
            http: reqwest::Client::builder()
                .timeout(DISCORD_TIMEOUT)
                .build()
                .unwrap_or_default(),
            limits: Mutex::new(HashMap::new()),
            discord_budget: Mutex::new(Bucket::with_rate(DISCORD_BURST, DISCORD_PER_SECOND)),
            frame_origins: Vec::new(),
        }
    }

    /// Let the Discord client at `origins` too frame the page and speak
    /// to it (`[web] discord_origins`).
    pub fn framed_by(mut self, origins: Vec<String>) -> Activity {
        self.frame_origins = origins;
        self
    }

    /// The origins of the Discord clients the page believes.
    pub fn discord_origins(&self) -> Vec<String> {
        super::links::DISCORD_CLIENT_ORIGINS
            .iter()
            .map(|o| o.to_string())
            .chain(self.frame_origins.iter().cloned())
            .collect()
    }

    /// May `client` try again now?
    fn allow(&self, client: IpAddr) -> bool {
        let mut limits = self.limits.lock().unwrap_or_else(|e| e.into_inner());
        let now = Instant::now();
        if limits.len() >= MAX_CLIENTS {
            limits.retain(|_, b| b.refilled(now) < BURST);
        }
        limits.entry(client).or_default().take(now)
    }

    /// May a sign-in call Discord now (the budget of all clients)?
    fn discord_allows(&self) -> bool {
        self.discord_budget
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take(Instant::now())
    }

    /// Exchange an authorization code for the user's access token.
    async fn exchange(&self, code: &str) -> Result<String, Refusal> {
        let id = self.client_id.to_string();
        let form = [
            ("client_id", id.as_str()),
            ("client_secret", self.secret.0.as_str()),
            ("grant_type", "authorization_code"),
            ("code", code),
        ];
        let resp = self
            .http
            .post(format!("{}/oauth2/token", self.api))
            .form(&form)
            .send()
            .await
            .map_err(|_| Refusal::Unreachable)?;
        let status = resp.status();
        if status == StatusCode::TOO_MANY_REQUESTS {
            return Err(Refusal::DiscordBusy);
        }
        if status.is_client_error() {
            return Err(Refusal::CodeRefused);
        }
        let body: serde_json::Value = json_of(resp, status).await?;
        body["access_token"]
            .as_str()
            .filter(|t| !t.is_empty())
            .map(str::to_string)
            .ok_or(Refusal::CodeRefused)
    }

    /// The user an access token is for: id and name.
    async fn user(&self, access_token: &str) -> Result<(u64, String), Refusal> {
        let resp = self
            .http
            .get(format!("{}/users/@me", self.api))
            .bearer_auth(access_token)
            .send()
            .await
            .map_err(|_| Refusal::Unreachable)?;
        let status = resp.status();
        if status == StatusCode::TOO_MANY_REQUESTS {
            return Err(Refusal::DiscordBusy);
        }
        if status.is_client_error() {
            return Err(Refusal::TokenExpired);
        }
        let user: serde_json::Value = json_of(resp, status).await?;
        let id = snowflake(&user["id"]).ok_or(Refusal::Unreachable)?;
        let name = user["global_name"]
            .as_str()
            .or(user["username"].as_str())
            .unwrap_or_default()
            .to_string();
        Ok((id, name))
    }

    /// Where an instance runs (its channel) and who is in it.
    async fn instance(&self, instance_id: &str) -> Result<Instance, Refusal> {
        let resp = self
            .http
            .get(format!(
                "{}/applications/{}/activity-instances/{instance_id}",
                self.api, self.client_id
            ))
            .header(header::AUTHORIZATION, &self.bot_auth)
            .send()
            .await
            .map_err(|_| Refusal::Unreachable)?;
        let status = resp.status();
        if status == StatusCode::TOO_MANY_REQUESTS {
            return Err(Refusal::DiscordBusy);
        }
        if status.is_client_error() {
            return Err(Refusal::UnknownInstance);
        }
        let body: serde_json::Value = json_of(resp, status).await?;
        Ok(Instance {
            channel: snowflake(&body["location"]["channel_id"]).ok_or(Refusal::UnknownInstance)?,
            users: body["users"]
                .as_array()
                .map(|u| u.iter().filter_map(snowflake).collect())
                .unwrap_or_default(),
        })
    }
}

/// An Activity instance, as Discord describes it.
struct Instance {
    channel: u64,
    users: Vec<u64>,
}

async fn json_of(
    resp: reqwest::Response,
    status: StatusCode,
) -> Result<serde_json::Value, Refusal> {
    if !status.is_success() {
        return Err(Refusal::Unreachable);
    }
    let bytes = resp.bytes().await.map_err(|_| Refusal::Unreachable)?;
    serde_json::from_slice(&bytes).map_err(|_| Refusal::Unreachable)
}

/// A snowflake: Discord writes them as strings.
fn snowflake(v: &serde_json::Value) -> Option<u64> {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .or_else(|| v.as_u64())
}

/// Why the token endpoint says no.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    SlowDown,
    BadRequest,
    CodeRefused,
    TokenExpired,
    UnknownInstance,
    NotInInstance,
    NoGame,
    Unreachable,
    /// Discord asked the bot to slow down (its 429), or the bot's own
    /// budget of calls to Discord is spent.
    DiscordBusy,
}

impl Refusal {
    /// The machine-readable name (the answer's `error`).
    pub fn code(self) -> &'static str {
        match self {
            Refusal::SlowDown => "slow-down",
            Refusal::BadRequest => "bad-request",
            Refusal::CodeRefused => "code-refused",
            Refusal::TokenExpired => "token-expired",
            Refusal::UnknownInstance => "unknown-instance",
            Refusal::NotInInstance => "not-in-instance",
            Refusal::NoGame => "no-game",
            Refusal::Unreachable => "discord-unreachable",
            Refusal::DiscordBusy => "discord-busy",
        }
    }

    fn status(self) -> StatusCode {
        match self {
            Refusal::SlowDown | Refusal::DiscordBusy => StatusCode::TOO_MANY_REQUESTS,
            Refusal::BadRequest => StatusCode::BAD_REQUEST,
            Refusal::CodeRefused | Refusal::TokenExpired => StatusCode::UNAUTHORIZED,
            Refusal::UnknownInstance | Refusal::NotInInstance => StatusCode::FORBIDDEN,
            Refusal::NoGame => StatusCode::NOT_FOUND,
            Refusal::Unreachable => StatusCode::BAD_GATEWAY,
        }
    }

    fn text(self, lang: Lang) -> String {
        let id = match self {
            Refusal::SlowDown => "activity-slow-down",
            Refusal::BadRequest => "activity-bad-request",
            Refusal::CodeRefused => "activity-code-refused",
            Refusal::TokenExpired => "activity-token-expired",
            Refusal::UnknownInstance => "activity-unknown-instance",
            Refusal::NotInInstance => "activity-not-in-instance",
            Refusal::NoGame => "activity-no-game",
            Refusal::Unreachable => "activity-discord-unreachable",
            Refusal::DiscordBusy => "activity-discord-busy",
        };
        crate::i18n::message(lang, id, &[])
    }

    fn response(self, lang: Lang) -> Response {
        let mut resp = json_response(
            self.status(),
            &serde_json::json!({"error": self.code(), "text": self.text(lang)}),
        );
        if self.status() == StatusCode::TOO_MANY_REQUESTS {
            resp.headers_mut()
                .insert(header::RETRY_AFTER, RETRY_AFTER_SECS.into());
        }
        resp
    }
}

fn json_response(status: StatusCode, body: &serde_json::Value) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "application/json"),
            (header::CACHE_CONTROL, "no-store"),
        ],
        body.to_string(),
    )
        .into_response()
}

/// What the page posts: the code Discord gave it and the ids of its query.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct TokenRequest {
    code: String,
    instance_id: String,
    channel_id: String,
    #[serde(default)]
    guild_id: Option<String>,
}

/// A sign-in the page posted, read and checked: what goes to Discord is
/// safe in a URL and a form (letters, digits, `-`, `_`; at most 100).
#[derive(Debug, PartialEq, Eq)]
pub struct SignIn {
    pub code: String,
    pub instance_id: String,
    pub channel: u64,
    pub guild: Option<u64>,
}

/// The body of `POST api/activity/token` read and checked, or refused
/// (with the guild it named, if any: the refusal's language).
pub fn read_sign_in(body: &[u8]) -> Result<SignIn, Option<u64>> {
    let parsed: Option<TokenRequest> = (body.len() <= MAX_BODY)
        .then(|| serde_json::from_slice(body).ok())
        .flatten();
    let guild = parsed
        .as_ref()
        .and_then(|r| r.guild_id.as_deref())
        .and_then(|g| g.parse().ok());
    let req = parsed.ok_or(guild)?;
    let ids_ok = |s: &str| {
        !s.is_empty()
            && s.len() <= 100
            && s.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    };
    let channel: Option<u64> = req.channel_id.parse().ok();
    let (Some(channel), true, true) = (channel, ids_ok(&req.instance_id), ids_ok(&req.code)) else {
        return Err(guild);
    };
    Ok(SignIn {
        code: req.code,
        instance_id: req.instance_id,
        channel,
        guild,
    })
}

/// `POST api/activity/token`.
pub async fn token(
    Extract(state): Extract<State>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    headers: axum::http::HeaderMap,
    body: Bytes,
) -> Response {
    let Some(activity) = state.activity.clone() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let Some(bot) = state.hub.bot() else {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    };
    let read = read_sign_in(&body);
    let guild = match &read {
        Ok(sign_in) => sign_in.guild,
        Err(guild) => *guild,
    };
    let lang = bot.lang_of_guild(guild);
    // The client, not the proxy in front of it (`[web] trusted_proxies`).
    if !activity.allow(state.caps.proxies.client(peer.ip(), &headers)) {
        return Refusal::SlowDown.response(lang);
    }
    let Ok(req) = read else {
        return Refusal::BadRequest.response(lang);
    };
    if !activity.discord_allows() {
        return Refusal::DiscordBusy.response(lang);
    }
    match admit(&state, &activity, &req, req.channel).await {
        Ok(answer) => json_response(StatusCode::OK, &answer),
        Err((refusal, game_lang)) => refusal.response(game_lang.unwrap_or(lang)),
    }
}

/// The checks, in order; the answer for the page, or why not (in the
/// game's language when it is known).
async fn admit(
    state: &State,
    activity: &Activity,
    req: &SignIn,
    channel: u64,
) -> Result<serde_json::Value, (Refusal, Option<Lang>)> {
    let access_token = activity.exchange(&req.code).await.map_err(|r| (r, None))?;
    let (user, name) = activity.user(&access_token).await.map_err(|r| (r, None))?;
    let instance = activity
        .instance(&req.instance_id)
        .await
        .map_err(|r| (r, None))?;
    // The page says which channel it is in; Discord says where the
    // instance runs: they must agree, and the user must be in it.
    if instance.channel != channel {
        return Err((Refusal::UnknownInstance, None));
    }
    if !instance.users.contains(&user) {
        return Err((Refusal::NotInInstance, None));
    }
    let Some(bot) = state.hub.bot() else {
        return Err((Refusal::Unreachable, None));
    };
    let game = tokio::task::spawn_blocking(move || bot.table_game(channel))
        .await
        .ok()
        .flatten()
        .ok_or((Refusal::NoGame, None))?;
    let seat = (0..2).find(|&s| game.players[s].0 == user);
    let ticket = Ticket {
        channel,
        game: game.created_ms,
        seat,
        user,
    };
    let token = state
        .keys
        .sign(&ticket, super::now_ms() + super::token::LINK_LIFETIME_MS);
    tracing::info!(
        channel,
        user,
        seat = ?seat,
        "a Discord user joined the table through the Activity"
    );
    let words: serde_json::Value =
        serde_json::from_str(&super::page::words_json(game.lang)).unwrap_or_default();
    Ok(serde_json::json!({
        "access_token": access_token,
        "table": format!("{}/{token}", super::token::TOKEN_PATH),
        "ws": format!("{}/{token}/ws", super::token::TOKEN_PATH),
        "words": words,
        "seat": seat,
        "user": {"id": user.to_string(), "name": name},
        "lang": game.lang.code(),
    }))
}

/// The page's query: Discord adds the instance, channel and guild.
#[derive(serde::Deserialize)]
pub struct PageQuery {
    guild_id: Option<String>,
}

/// `GET /` and `GET activity`: the page in Discord's frame; launched in a
/// server of another process's shard, sent on to that shard's
/// `s/SHARD/activity` (relative: the reverse proxy's path prefix kept).
pub async fn page(
    Extract(state): Extract<State>,
    Query(q): Query<PageQuery>,
    RawQuery(raw): RawQuery,
) -> Response {
    let (Some(activity), Some(bot)) = (state.activity.clone(), state.hub.bot()) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let guild = q.guild_id.and_then(|g| g.parse().ok());
    if let Some(shard) = state.shards.and_then(|part| part.elsewhere(guild)) {
        if state.under_shard {
            // A proxy that sent another shard's server here: no loop.
            return StatusCode::NOT_FOUND.into_response();
        }
        let query = raw.map(|q| format!("?{q}")).unwrap_or_default();
        return (
            StatusCode::TEMPORARY_REDIRECT,
            [
                (header::LOCATION, format!("s/{shard}/activity{query}")),
                (header::CACHE_CONTROL, "no-store".to_string()),
            ],
        )
            .into_response();
    }
    let lang = bot.lang_of_guild(guild);
    let words: serde_json::Map<String, serde_json::Value> = WORDS
        .iter()
        .map(|id| {
            // A sentence with a blank the page fills: `{names}`, `{reason}`.
            let args = [
                ("names", crate::i18n::Arg::from("{names}")),
                ("reason", crate::i18n::Arg::from("{reason}")),
            ];
            (id.to_string(), crate::i18n::message(lang, id, &args).into())
        })
        .collect();
    // `<` never reaches the page's script as markup.
    let words = serde_json::Value::Object(words)
        .to_string()
        .replace('<', "\\u003c");
    let html = include_str!("activity.html")
        .replace("{lang}", lang.code())
        .replace(
            "{title}",
            &crate::i18n::message(lang, "activity-title", &[]).replace('<', "&lt;"),
        )
        .replace("{client_id}", &activity.client_id.to_string())
        .replace("{discord_origins}", &activity.discord_origins().join(" "))
        .replace("{words}", &words);
    (
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (
                header::CONTENT_SECURITY_POLICY,
                super::headers::activity_csp(activity.client_id, &activity.discord_origins())
                    .as_str(),
            ),
            (header::CACHE_CONTROL, "no-store"),
        ],
        html,
    )
        .into_response()
}

/// `GET activity.js`: the handshake and the table's start.
pub async fn script() -> Response {
    (
        [
            (header::CONTENT_TYPE, "text/javascript; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
        ],
        include_str!("activity.js"),
    )
        .into_response()
}

/// The sentences the page says itself (the server's refusals come with
/// their own).
const WORDS: [&str; 8] = [
    "activity-connecting",
    "activity-authorizing",
    "activity-opening",
    "activity-participants",
    "activity-not-in-discord",
    "activity-authorize-refused",
    "activity-closed",
    "activity-discord-unreachable",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bot_token_is_sent_as_a_bot() {
        let a = Activity::new(
            1,
            ClientSecret("s".into()),
            Some("http://127.0.0.1:9/"),
            "abc",
        );
        assert_eq!(a.bot_auth, "Bot abc");
        assert_eq!(a.api, "http://127.0.0.1:9/api/v10");
        let a = Activity::new(1, ClientSecret("s".into()), None, "Bot abc");
        assert_eq!(a.bot_auth, "Bot abc");
        assert_eq!(a.api, "https://discord.com/api/v10");
    }
}
