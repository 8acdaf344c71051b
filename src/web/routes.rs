//! The table's routes: `GET t/TOKEN` (the page), `GET t/TOKEN/ws`
//! (the socket), and the page's files (`t/s/NAME-HASH.EXT`, immutable,
//! and under their plain names `t/table.js`, `t/board.js`, `t/diff.js`, `t/table.css`
//! for older pages; see [`super::assets`]), `t/words/LANG`; with the Activity on, `GET /` (also `GET activity`),
//! `GET activity.js` and `POST api/activity/token` (see
//! [`super::activity`]). Every path the page uses is relative to its own,
//! so the table works behind a path prefix. A process that runs a part
//! of a shard layout serves all of them under `s/SHARD/` too, for each of
//! its shards ([`ShardPart`]).

use super::hub::Hub;
use super::page;
use super::protocol::{ServerMsg, MAX_MESSAGE_BYTES};
use super::socket::{self, Visitor};
use super::token::{Claims, Keys, TokenError};
use super::upgrade::Upgrade;
use super::{Origins, Runner};
use crate::commands::TableGame;
use crate::i18n::Lang;
use crate::shards::ShardRange;
use axum::extract::{ConnectInfo, Path, Query, State as Extract};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use std::sync::Arc;

/// What every route shares.
#[derive(Clone)]
pub struct State {
    pub hub: Arc<Hub>,
    pub keys: Keys,
    pub origins: Origins,
    pub runner: Runner,
    pub activity: Option<Arc<super::activity::Activity>>,
    pub caps: Arc<super::limits::Caps>,
    /// This process's part of a shard layout, if it runs only a part.
    pub shards: Option<ShardPart>,
    /// The request came under this process's `s/SHARD/` prefix.
    pub under_shard: bool,
}

/// The shards one process of several runs (`--shards TOTAL --shard-range
/// A..B` covering less than all). Discord's Activity proxy maps one host,
/// so a reverse proxy in front of the processes sends `s/SHARD/…` to the
/// process of that shard: this process serves its routes under
/// `s/N/` for each of its shards, its links carry `s/A/`, and an Activity
/// launched in a server of another process is sent on to `s/SHARD/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardPart {
    pub total: u32,
    pub range: ShardRange,
}

impl ShardPart {
    /// The part `plan` (the config's shard plan) runs; `None` when it runs
    /// every shard (nothing to route).
    pub fn of(plan: Option<(u32, ShardRange)>) -> Option<ShardPart> {
        let (total, range) = plan?;
        (range.start > 0 || range.end < total).then_some(ShardPart { total, range })
    }

    /// The path prefix of this process's links (its first shard's).
    pub fn link_prefix(&self) -> String {
        format!("s/{}", self.range.start)
    }

    /// The shard of `guild`'s Activity, when another process serves it.
    pub fn elsewhere(&self, guild: Option<u64>) -> Option<u32> {
        let shard = crate::shards::shard_of(guild, self.total);
        (!self.range.contains(shard)).then_some(shard)
    }
}

pub fn router(state: State) -> Router {
    let https = state.origins.public.starts_with("https://");
    let mut router = routes(state.clone());
    if let Some(part) = state.shards {
        for shard in part.range.start..part.range.end {
            let under = State {
                under_shard: true,
                ..state.clone()
            };
            router = router.nest(&format!("/s/{shard}"), routes(under));
        }
    }
    super::headers::apply(router, https)
}

/// The routes, with their state.
fn routes(state: State) -> Router {
    let mut router = Router::new()
        .route("/t/:token", get(page))
        .route("/t/table.js", get(script))
        .route("/t/board.js", get(board_script))
        .route("/t/diff.js", get(diff_script))
        .route("/t/table.css", get(style))
        .route("/t/s/:file", get(hashed))
        .route("/t/words/:lang", get(words))
        .route("/t/:token/ws", get(ws));
    if state.activity.is_some() {
        use super::activity;
        router = router
            .route("/", get(activity::page))
            .route("/activity", get(activity::page))
            .route("/activity.js", get(activity::script))
            .route("/api/activity/token", axum::routing::post(activity::token));
    }
    router.with_state(state)
}

/// A refusal: a status and one sentence from the catalogs, as a small
/// page in the table's colours (its style allowed by hash, nothing else).
fn refusal(status: StatusCode, text: String) -> Response {
    let page = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <meta name=\"color-scheme\" content=\"dark\"><title>{status}</title>\
         <style>{REFUSAL_STYLE}</style></head><body><main><p>{}</p></main></body></html>",
        crate::render::Esc(&text),
        status = status.as_u16(),
    );
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CONTENT_SECURITY_POLICY, refusal_csp()),
        ],
        page,
    )
        .into_response()
}

const REFUSAL_STYLE: &str = "body{margin:0;min-height:100vh;display:flex;align-items:center;\
justify-content:center;background:#1e222a;color:#f2f4f8;font:18px/1.5 system-ui,sans-serif}\
main{max-width:32rem;margin:16px;padding:16px 20px;border-radius:8px;background:#15181e;\
border-left:6px solid #ff5c5c}";

/// The refusal page's policy: its own style only.
fn refusal_csp() -> &'static str {
    static CSP: std::sync::LazyLock<String> = std::sync::LazyLock::new(|| {
        use base64::Engine;
        use sha2::Digest;
        let hash = base64::engine::general_purpose::STANDARD
            .encode(sha2::Sha256::digest(REFUSAL_STYLE.as_bytes()));
        format!(
            "default-src 'none'; style-src 'sha256-{hash}'; frame-ancestors 'none'; \
             base-uri 'none'; form-action 'none'"
        )
    });
    &CSP
}

/// The viewer a token names, checked against the game now in its channel.
async fn admit(state: &State, token: &str) -> Result<Visitor, Response> {
    admit_at(state, token).await.map(|(visitor, _)| visitor)
}

/// [`admit`], and the game as it is now.
async fn admit_at(state: &State, token: &str) -> Result<(Visitor, TableGame), Response> {
    let Some(bot) = state.hub.bot() else {
        return Err(refusal(StatusCode::SERVICE_UNAVAILABLE, String::new()));
    };
    let claims: Result<Claims, TokenError> = state.keys.verify(token, super::now_ms());
    let default_lang = bot.lang_of_guild(None);
    // Local mode has no /table: its terminal prints the links.
    let local = state.origins.loopback;
    let claims = claims.map_err(|e| {
        let status = match e {
            TokenError::Expired => StatusCode::GONE,
            TokenError::Malformed => StatusCode::BAD_REQUEST,
            TokenError::Forged => StatusCode::FORBIDDEN,
        };
        refusal(status, link_words(default_lang, e.msg_id(), local))
    })?;
    let channel = claims.ticket.channel;
    let game = tokio::task::spawn_blocking(move || bot.table_game(channel))
        .await
        .ok()
        .flatten();
    match game {
        Some(g) if g.created_ms == claims.ticket.game => {
            let name = claims
                .ticket
                .seat
                .map(|s| g.players[s.min(1)].1.clone())
                .unwrap_or_default();
            let visitor = Visitor {
                claims,
                name,
                guild: g.guild,
                lang: g.lang,
            };
            Ok((visitor, g))
        }
        other => {
            let lang = other.map_or(default_lang, |g| g.lang);
            Err(refusal(
                StatusCode::GONE,
                link_words(lang, "table-other-game", local),
            ))
        }
    }
}

/// A bad link's sentence; in local mode the one that points to the
/// terminal's links (`ID-local`).
fn link_words(lang: Lang, id: &str, local: bool) -> String {
    match local {
        true => crate::i18n::message(lang, &format!("{id}-local"), &[]),
        false => crate::i18n::message(lang, id, &[]),
    }
}

/// The page asks for another language with `?lang=`.
#[derive(serde::Deserialize)]
pub struct PageQuery {
    lang: Option<String>,
}

async fn page(
    Extract(state): Extract<State>,
    Path(token): Path<String>,
    Query(query): Query<PageQuery>,
    headers: HeaderMap,
) -> Response {
    match admit_at(&state, &token).await {
        Ok((visitor, game)) => {
            let accept = headers
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok());
            let lang = page::choose_lang(query.lang.as_deref(), accept, visitor.lang);
            // The board comes with the page (numbered 0: the socket's
            // first frame follows), so a slow link shows it a round trip
            // and a frame's transfer sooner.
            let viewer = visitor.claims.ticket.seat;
            let first = tokio::task::spawn_blocking(move || {
                let frame = super::frame::build(&game, viewer, Some(lang), 0, 0);
                ServerMsg::Frame {
                    frame: Box::new(frame),
                    resync: false,
                }
                .json()
            })
            .await
            .unwrap_or_else(|_| "null".into());
            let html = page::html(lang, &first);
            let common = [
                (header::CACHE_CONTROL, "no-store"),
                (
                    header::CONTENT_SECURITY_POLICY,
                    super::headers::table_page_csp(),
                ),
                (header::VARY, "Accept-Encoding"),
            ];
            match super::assets::gzip_for(&headers, html.as_bytes()) {
                Some(gz) => (
                    common,
                    [
                        (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                        (header::CONTENT_ENCODING, "gzip"),
                    ],
                    gz,
                )
                    .into_response(),
                None => (common, Html(html)).into_response(),
            }
        }
        Err(refused) => refused,
    }
}

/// A static file of the page's under its plain name: checked every time.
fn asset(name: &str, headers: &HeaderMap) -> Response {
    match super::assets::named(name) {
        Some(a) => a.serve(headers, false),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

async fn script(headers: HeaderMap) -> Response {
    asset("table.js", &headers)
}

async fn board_script(headers: HeaderMap) -> Response {
    asset("board.js", &headers)
}

async fn diff_script(headers: HeaderMap) -> Response {
    asset("diff.js", &headers)
}

async fn style(headers: HeaderMap) -> Response {
    asset("table.css", &headers)
}

/// A static file under the name of its content: kept a year.
async fn hashed(Path(file): Path<String>, headers: HeaderMap) -> Response {
    match super::assets::all().iter().find(|a| a.hashed == file) {
        Some(a) => a.serve(&headers, true),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// The page's words in another language (`t/words/pt`).
async fn words(Path(lang): Path<String>) -> Response {
    match Lang::from_discord_locale(&lang).filter(|l| l.code() == lang) {
        Some(lang) => (
            [(header::CONTENT_TYPE, "application/json")],
            page::words_json(lang),
        )
            .into_response(),
        None => StatusCode::NOT_FOUND.into_response(),
    }
}

/// A reconnecting page says the last frame it saw.
#[derive(serde::Deserialize)]
pub struct Resume {
    epoch: Option<u64>,
    n: Option<u64>,
}

async fn ws(
    Extract(state): Extract<State>,
    Path(token): Path<String>,
    Query(resume): Query<Resume>,
    ConnectInfo(peer): ConnectInfo<std::net::SocketAddr>,
    headers: HeaderMap,
    upgrade: Upgrade,
) -> Response {
    let origin = headers
        .get(header::ORIGIN)
        .map(|o| o.to_str().unwrap_or("\u{0}"));
    if !state.origins.allows(origin) {
        let lang = state
            .hub
            .bot()
            .map_or(Lang::default(), |b| b.lang_of_guild(None));
        return refusal(
            StatusCode::FORBIDDEN,
            crate::t!(lang, "table-origin-refused"),
        );
    }
    let visitor = match admit(&state, &token).await {
        Ok(visitor) => visitor,
        Err(refused) => return refused,
    };
    let link = socket::link_key(&visitor.claims);
    let Some(link_slot) = state.caps.open_socket(link) else {
        return refusal(
            StatusCode::TOO_MANY_REQUESTS,
            crate::t!(
                visitor.lang,
                "table-too-many-sockets",
                max = state.caps.per_link
            ),
        );
    };
    let held = socket::Held {
        caps: state.caps.clone(),
        link,
        ip: state.caps.proxies.client(peer.ip(), &headers),
        _slot: link_slot,
    };
    let resume = resume.epoch.zip(resume.n);
    let (hub, runner) = (state.hub.clone(), state.runner.clone());
    upgrade
        // Larger than any message we read: those between get a clear
        // error on the socket rather than a closed connection.
        .max_message_size(16 * MAX_MESSAGE_BYTES)
        .on_upgrade(move |ws| socket::run(ws, hub, runner, visitor, resume, held))
}
