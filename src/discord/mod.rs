//! The Discord transport: a thin serenity adapter over the command layer.
//!
//! Gateway events become `commands::Request`s; `Bot::handle` runs on the
//! blocking pool; its replies are posted back (board PNG attached and shown in
//! an embed, buttons as components, pings limited to the reply's mentions).
//! All wording and game logic lives in the command layer.

mod clocks;
mod locks;
mod send;
pub mod slash;
mod table;

use std::future::Future;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use anyhow::{anyhow, Context as _};
use serenity::all::{
    async_trait, ChannelId, CommandDataOptionValue, CommandInteraction, ComponentInteraction,
    ComponentInteractionDataKind, Context, CreateAutocompleteResponse, CreateInteractionResponse,
    CreateInteractionResponseMessage, EventHandler, GatewayIntents, GuildId, Http, HttpBuilder,
    Interaction, Message, MessageId, Permissions, Ready, ResolvedValue,
};
use tokio::sync::RwLock;

use crate::commands::{Bot, Input, OpenThread, OptionValue, Reply, Request, User};
use crate::config::Config;
use crate::i18n::Lang;

use locks::{ChannelGuard, ChannelLocks};
use send::Target;

/// Tuning of the adapter (defaults suit production).
#[derive(Clone)]
pub struct Options {
    /// How long an interaction may be worked on before it is deferred
    /// (Discord wants the first response within 3 s).
    pub defer_after: Duration,
    /// Where the bot reads "now" (tests move time by hand); the system
    /// clock when `None`.
    pub clock: Option<Arc<dyn crate::clock::Clock>>,
    /// The longest the clock task sleeps without looking (it wakes at
    /// each clock event's moment regardless); `timer_sweep_secs` when
    /// `None`. Tests moving the clock by hand set it short.
    pub sweep_every: Option<Duration>,
}

impl std::fmt::Debug for Options {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Options")
            .field("defer_after", &self.defer_after)
            .field("clock", &self.clock.as_ref().map(|_| "set"))
            .field("sweep_every", &self.sweep_every)
            .finish()
    }
}

impl Default for Options {
    fn default() -> Self {
        Options {
            defer_after: Duration::from_millis(1500),
            clock: None,
            sweep_every: None,
        }
    }
}

/// How long shutdown waits for in-flight commands.
const SHUTDOWN_WAIT: Duration = Duration::from_secs(30);

/// Run the bot until SIGINT or SIGTERM, then shut down gracefully.
pub async fn run_discord(config: Config) -> anyhow::Result<()> {
    run_discord_until(config, shutdown_signal()).await
}

/// Resolves on SIGINT (Ctrl-C) or, on Unix, SIGTERM.
pub async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

/// The gateway intents for `config`: guilds, guild and direct messages, and
/// message content when `message_content` is set (without it, mention-prefixed
/// text commands, DMs and slash commands still work).
pub fn intents(config: &Config) -> GatewayIntents {
    let mut intents =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if config.message_content {
        intents |= GatewayIntents::MESSAGE_CONTENT;
    }
    intents
}

/// The REST client for `token`, through `api_base_url` when set.
pub fn http_client(config: &Config, token: &str) -> Http {
    let mut http = HttpBuilder::new(token.trim());
    if let Some(base) = &config.api_base_url {
        // An HTTP proxy (or a test server) in front of Discord owns the rate
        // limits; serenity's own rate limiter would also bypass the proxy.
        http = http
            .proxy(base.trim_end_matches('/'))
            .ratelimiter_disabled(true);
    }
    http.build()
}

/// Run the bot until `shutdown` resolves (or the gateway fails for good).
/// Shutdown: new events are refused, in-flight commands finish, the gateway
/// is closed and the store flushed.
pub async fn run_discord_until(
    config: Config,
    shutdown: impl Future<Output = ()> + Send,
) -> anyhow::Result<()> {
    run_discord_with(config, Options::default(), shutdown).await
}

/// [`run_discord_until`] with explicit [`Options`].
pub async fn run_discord_with(
    config: Config,
    options: Options,
    shutdown: impl Future<Output = ()> + Send,
) -> anyhow::Result<()> {
    let token = config
        .token
        .clone()
        .filter(|t| !t.trim().is_empty())
        .ok_or_else(|| anyhow!("no Discord token: set `token` in the config or DISCORD_TOKEN"))?;
    let http = http_client(&config, &token);
    let me = http
        .get_current_user()
        .await
        .context("cannot log in to Discord (GET /users/@me failed)")?;
    let bot_id = me.id.get();

    let open_config = config.clone();
    let clock = options.clock.clone();
    let bot = tokio::task::spawn_blocking(move || {
        Bot::open(&open_config, bot_id).map(|b| match clock {
            Some(c) => b.with_clock(c),
            None => b,
        })
    })
    .await
    .context("opening the store panicked")??;

    let shared = Arc::new(Shared {
        bot: std::sync::RwLock::new(Some(Arc::new(bot))),
        bot_id,
        guild_id: config.guild_id,
        registration_file: config.data_dir.join("slash-registration.txt"),
        defer_after: options.defer_after,
        registered: AtomicBool::new(false),
        stopping: AtomicBool::new(false),
        in_flight: Arc::new(RwLock::new(())),
        channels: ChannelLocks::default(),
    });
    let handler = Handler(shared.clone());
    let mut client = serenity::client::ClientBuilder::new_with_http(http, intents(&config))
        .event_handler(handler)
        .await
        .context("cannot build the Discord client")?;
    let shard_manager = client.shard_manager.clone();
    let table = table::serve(&config, shared.clone(), client.http.clone()).await?;
    // The move clocks: at once (deadlines that passed while down), then
    // each at its moment.
    let sweeper = tokio::spawn(clocks::run_clocks(
        shared.clone(),
        client.http.clone(),
        options
            .sweep_every
            .unwrap_or(Duration::from_secs(config.timer_sweep_secs.max(1))),
    ));
    let plan = config.shard_plan()?;
    let metrics = match &config.metrics_addr {
        Some(addr) => {
            let addr: std::net::SocketAddr = addr
                .parse()
                .map_err(|_| anyhow!("metrics_addr {addr:?} is not an address and port"))?;
            Some(tokio::spawn(serve_metrics(
                addr,
                shared.clone(),
                shard_manager.clone(),
            )))
        }
        None => None,
    };
    let mut gateway = tokio::spawn(async move {
        match plan {
            // Serenity's range is inclusive of its end.
            Some((total, range)) => {
                tracing::info!("connecting shards {range} of {total}");
                client
                    .start_shard_range(range.start..range.end - 1, total)
                    .await
            }
            None => client.start_autosharded().await,
        }
    });

    let early_end = tokio::select! {
        res = &mut gateway => Some(res),
        _ = shutdown => None,
    };

    // Refuse new events, let in-flight ones finish, then close and flush.
    shared.stopping.store(true, Ordering::SeqCst);
    let _all_done = match tokio::time::timeout(SHUTDOWN_WAIT, shared.in_flight.write()).await {
        Ok(guard) => Some(guard),
        Err(_) => {
            tracing::warn!("commands still running after {SHUTDOWN_WAIT:?}; shutting down anyway");
            None
        }
    };
    sweeper.abort();
    let _ = sweeper.await;
    if let Some(m) = metrics {
        m.abort();
        let _ = m.await;
    }
    shard_manager.shutdown_all().await;
    drop(table);
    let gateway_result = match early_end {
        Some(res) => res,
        None => gateway.await,
    };
    // Nothing is in flight any more: take the bot out so the store is
    // flushed and closed here (and can be reopened at once).
    let bot = shared.take_bot();
    if let Some(bot) = bot {
        tokio::task::spawn_blocking(move || {
            let flushed = bot.flush();
            if Arc::strong_count(&bot) > 1 {
                tracing::warn!("the store is still in use at shutdown");
            }
            drop(bot);
            flushed
        })
        .await
        .context("flushing the store panicked")?
        .context("flushing the store failed")?;
    }
    match gateway_result {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(anyhow!("Discord gateway: {e}")),
        Err(e) => Err(anyhow!("Discord gateway task failed: {e}")),
    }
}

/// Serve the metrics endpoint; a scrape first reads the gauges kept
/// elsewhere (running games, each shard's gateway latency).
async fn serve_metrics(
    addr: std::net::SocketAddr,
    shared: Arc<Shared>,
    shards: Arc<serenity::gateway::ShardManager>,
) {
    let refresh = move || {
        let (shared, shards) = (shared.clone(), shards.clone());
        async move {
            if let Some(bot) = shared.bot() {
                if let Ok(n) = tokio::task::spawn_blocking(move || bot.game_count()).await {
                    crate::metrics::set_active_games(n);
                }
            }
            let runners = shards.runners.lock().await;
            for (id, info) in runners.iter() {
                crate::metrics::set_gateway_latency(id.0, info.latency);
            }
        }
    };
    if let Err(e) = crate::metrics::serve(addr, refresh).await {
        tracing::error!("cannot serve metrics on {addr}: {e}");
    }
}

struct Shared {
    /// `None` once shut down.
    bot: std::sync::RwLock<Option<Arc<Bot>>>,
    bot_id: u64,
    guild_id: Option<u64>,
    /// Where the last registration went (`global` or `guild ID`), kept in
    /// the data dir so a switch can clear the set no longer used.
    registration_file: std::path::PathBuf,
    defer_after: Duration,
    registered: AtomicBool,
    stopping: AtomicBool,
    /// Held (read) by every event being handled and every clock event
    /// being settled; shutdown takes it (write) to wait for them.
    in_flight: Arc<RwLock<()>>,
    /// One lock per channel: commands on one game never interleave and their
    /// replies go out in order.
    channels: ChannelLocks,
}

impl Shared {
    fn bot(&self) -> Option<Arc<Bot>> {
        self.bot.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Where the send functions note which message shows a game's position.
    fn positions(&self) -> send::Positions {
        send::Positions(self.bot())
    }

    fn take_bot(&self) -> Option<Arc<Bot>> {
        self.bot.write().unwrap_or_else(|e| e.into_inner()).take()
    }

    /// Lock the channel and run the command layer on the blocking pool.
    async fn handle(self: Arc<Self>, req: Request) -> (Vec<Reply>, ChannelGuard) {
        let arrived = std::time::Instant::now();
        let transport = match req.input {
            Input::Text(_) => "message",
            Input::Slash { .. } => "slash",
            Input::Button { .. } => "button",
            Input::ThreadOpened { .. } => "thread",
        };
        let guard = self.channels.lock(req.channel).await;
        let Some(bot) = self.bot() else {
            return (Vec::new(), guard);
        };
        let asked = req.clone();
        let handler = bot.clone();
        let replies = match tokio::task::spawn_blocking(move || handler.handle(req)).await {
            Ok(replies) => replies,
            Err(e) => {
                tracing::error!("command handling panicked: {e}");
                vec![error_reply(&crate::commands::went_wrong(bot.lang(&asked)))]
            }
        };
        if !replies.is_empty() {
            crate::metrics::command_handled(transport, arrived.elapsed());
        }
        (replies, guard)
    }
}

/// Post replies in `channel`; one whose board image is refused goes again
/// as text.
async fn deliver(
    shared: &Arc<Shared>,
    http: &Http,
    channel: u64,
    user: u64,
    replies: Vec<Reply>,
    lang: Lang,
) {
    let refused = send::to_channel(http, channel, user, replies, lang, &shared.positions()).await;
    resend_as_text(shared, http, channel, user, refused).await;
}

/// Take out of `replies` those to be posted in another channel than
/// `here` ([`Reply::post_in`]), each with its channel.
fn take_elsewhere(replies: &mut Vec<Reply>, here: u64) -> Vec<(u64, Reply)> {
    let (there, stay): (Vec<Reply>, Vec<Reply>) = std::mem::take(replies)
        .into_iter()
        .partition(|r| r.post_in.is_some_and(|c| c != here && c != 0));
    *replies = stay;
    there
        .into_iter()
        .filter_map(|r| Some((r.post_in?, r)))
        .collect()
}

/// Post each reply in its own channel (see [`take_elsewhere`]), holding
/// that channel's lock while it goes out.
async fn deliver_elsewhere(
    shared: &Arc<Shared>,
    http: &Http,
    user: u64,
    elsewhere: Vec<(u64, Reply)>,
    lang: Lang,
) {
    for (channel, reply) in elsewhere {
        let _channel = shared.channels.lock(channel).await;
        deliver(shared, http, channel, user, vec![reply], lang).await;
    }
}

/// Send again, with the text board and a line naming the permission the
/// image needs, the replies whose board image Discord refused.
async fn resend_as_text(
    shared: &Arc<Shared>,
    http: &Http,
    channel: u64,
    user: u64,
    refused: Vec<Reply>,
) {
    if refused.is_empty() {
        return;
    }
    let (board, lang) = match shared.bot() {
        Some(bot) => tokio::task::spawn_blocking(move || {
            let lang = bot.channel_lang(channel);
            (bot.text_board_in(channel, lang), lang)
        })
        .await
        .unwrap_or_default(),
        None => (None, Lang::default()),
    };
    let again: Vec<Reply> = refused
        .into_iter()
        .map(|r| crate::commands::without_image(lang, r, board.clone()))
        .collect();
    let still = send::to_channel(http, channel, user, again, lang, &shared.positions()).await;
    debug_assert!(still.is_empty(), "text replies have no image to refuse");
}

/// Open the thread a reply asked for, on message `anchor` of `parent`,
/// and start the challenge's game in it; say what went wrong otherwise.
async fn open_game_thread(
    shared: &Arc<Shared>,
    http: &Http,
    parent: u64,
    anchor: u64,
    from: &Request,
    open: OpenThread,
) {
    use serenity::all::{AutoArchiveDuration, ChannelType, CreateThread};
    let builder = CreateThread::new(open.name.clone())
        .kind(ChannelType::PublicThread)
        .auto_archive_duration(AutoArchiveDuration::OneWeek);
    let thread = ChannelId::new(parent.max(1))
        .create_thread_from_message(http, MessageId::new(anchor.max(1)), builder)
        .await;
    let thread = match thread {
        Ok(t) => t.id.get(),
        Err(e) if open.board => {
            // A tournament board: its game is played in the channel.
            tracing::info!("no thread for a board in {parent} ({e}): playing in the channel");
            return start_game_in(shared, http, parent, parent, from, open.challenge).await;
        }
        Err(e) => {
            tracing::warn!("opening a game thread in {parent} failed: {e}");
            let lang = shared.bot().map_or(Lang::default(), |b| b.lang(from));
            let permission = missing_permission(&e).map(|id| crate::i18n::message(lang, id, &[]));
            let reply =
                crate::commands::thread_refused(lang, permission.as_deref(), &e.to_string());
            deliver(shared, http, parent, from.user.id, vec![reply], lang).await;
            return;
        }
    };
    start_game_in(shared, http, thread, parent, from, open.challenge).await;
}

/// Tell the command layer the game of `challenge` (made in `parent`) is
/// to start in channel `channel` (its new thread, or `parent` itself
/// where no thread could be opened) and post what it says there.
async fn start_game_in(
    shared: &Arc<Shared>,
    http: &Http,
    channel: u64,
    parent: u64,
    from: &Request,
    challenge: u64,
) {
    let input = Input::ThreadOpened { challenge, parent };
    let req = transport_request(channel, from.guild, from.user.clone(), input);
    let lang = shared.bot().map_or(Lang::default(), |b| b.lang(&req));
    let (replies, _channel) = shared.clone().handle(req).await;
    deliver(shared, http, channel, from.user.id, replies, lang).await;
}

/// A request the transport makes itself (a thread it opened): no
/// permission, no locale, on behalf of `user`.
fn transport_request(channel: u64, guild: Option<u64>, user: User, input: Input) -> Request {
    Request::plain(channel, guild, user, input)
}

/// Take out of `replies` those of tournament boards: each is posted on
/// its own and its thread opened on that message ([`open_board_threads`]).
fn take_boards(replies: &mut Vec<Reply>) -> Vec<Reply> {
    let (boards, rest): (Vec<Reply>, Vec<Reply>) = std::mem::take(replies)
        .into_iter()
        .partition(|r| r.open_thread.as_ref().is_some_and(|o| o.board));
    *replies = rest;
    boards
}

/// Post each board's reply in its channel (`post_in`, else `here`), open
/// its game's thread on that message and start the game there: every
/// board of a round gets its own thread (or, where none can be opened,
/// is played in the channel, one game at a time).
async fn open_board_threads(
    shared: &Arc<Shared>,
    http: &Http,
    here: u64,
    from: &Request,
    boards: Vec<Reply>,
) {
    for reply in boards {
        let Some(open) = reply.open_thread.clone() else {
            continue;
        };
        let channel = reply.post_in.filter(|&c| c != 0).unwrap_or(here);
        let anchor = {
            let _channel = shared.channels.lock(channel).await;
            send::post_for_id(http, channel, reply).await
        };
        match anchor {
            Some(anchor) => open_game_thread(shared, http, channel, anchor, from, open).await,
            // Not posted: the players can still start it with `accept`.
            None => tracing::warn!("a board of channel {channel} could not be posted"),
        }
    }
}

/// The permission Discord says the bot lacks for opening a thread: the
/// catalog id of its name as Discord shows it.
fn missing_permission(e: &serenity::Error) -> Option<&'static str> {
    use serenity::all::HttpError;
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => match r.error.code {
            50013 => Some("bot-permission-create-threads"),
            50001 => Some("bot-permission-view-channel"),
            _ => None,
        },
        _ => None,
    }
}

/// The thread a batch of replies asks for, if any.
fn thread_request(replies: &[Reply]) -> Option<OpenThread> {
    replies.iter().find_map(|r| r.open_thread.clone())
}

/// Will the AI think while handling `req`? (Reads the store: off the runtime.)
async fn will_think(shared: &Arc<Shared>, req: &Request) -> bool {
    let Some(bot) = shared.bot() else {
        return false;
    };
    let probe = req.clone();
    tokio::task::spawn_blocking(move || bot.will_think(&probe))
        .await
        .unwrap_or(false)
}

/// When the AI is about to think on `req`: show the typing indicator now,
/// and keep it up (Discord drops it after 10 s) until the returned task is
/// aborted.
async fn thinking(
    shared: &Arc<Shared>,
    http: &Arc<Http>,
    req: &Request,
) -> Option<tokio::task::JoinHandle<()>> {
    if req.channel == 0 || !will_think(shared, req).await {
        return None;
    }
    let channel = ChannelId::new(req.channel);
    if let Err(e) = channel.broadcast_typing(http).await {
        tracing::warn!("typing indicator failed: {e}");
    }
    let http = http.clone();
    Some(tokio::spawn(async move {
        loop {
            tokio::time::sleep(Duration::from_secs(8)).await;
            let _ = channel.broadcast_typing(&http).await;
        }
    }))
}

fn error_reply(text: &str) -> Reply {
    Reply {
        text: text.into(),
        ephemeral: true,
        ..Reply::default()
    }
}

fn user_of(u: &serenity::all::User) -> User {
    User {
        id: u.id.get(),
        name: u.global_name.clone().unwrap_or_else(|| u.name.clone()),
        is_bot: u.bot,
    }
}

struct Handler(Arc<Shared>);

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        tracing::info!(shard = ctx.shard_id.0, user = %ready.user.name, "connected to Discord");
        if self.0.registered.swap(true, Ordering::SeqCst) {
            return;
        }
        let commands = slash::definitions();
        let target = match self.0.guild_id {
            Some(g) if g != 0 => format!("guild {g}"),
            _ => "global".to_string(),
        };
        let result = match self.0.guild_id {
            Some(g) if g != 0 => GuildId::new(g).set_commands(&ctx.http, commands).await,
            _ => serenity::all::Command::set_global_commands(&ctx.http, commands).await,
        };
        if let Err(e) = result {
            tracing::error!("registering slash commands failed: {e}");
            self.0.registered.store(false, Ordering::SeqCst);
            return;
        }
        // Switching between a guild and global registration: clear the set
        // registered before, or every command shows twice.
        let before = std::fs::read_to_string(&self.0.registration_file).unwrap_or_default();
        let before = before.trim();
        if !before.is_empty() && before != target {
            let cleared = match before.strip_prefix("guild ").map(str::parse::<u64>) {
                Some(Ok(g)) if g != 0 => GuildId::new(g).set_commands(&ctx.http, Vec::new()).await,
                _ => serenity::all::Command::set_global_commands(&ctx.http, Vec::new()).await,
            };
            match cleared {
                Ok(_) => tracing::info!("cleared the slash commands registered {before}"),
                Err(e) => {
                    tracing::warn!("clearing the slash commands registered {before} failed: {e}")
                }
            }
        }
        if let Err(e) = std::fs::write(&self.0.registration_file, &target) {
            tracing::warn!("cannot remember where slash commands went: {e}");
        }
    }

    async fn message(&self, ctx: Context, msg: Message) {
        let shared = &self.0;
        if msg.author.id.get() == shared.bot_id || shared.stopping.load(Ordering::SeqCst) {
            return;
        }
        let _in_flight = shared.in_flight.read().await;
        if shared.stopping.load(Ordering::SeqCst) {
            return;
        }
        let perms = message_permissions(&ctx.http, &msg).await;
        let req = Request {
            channel: msg.channel_id.get(),
            guild: msg.guild_id.map(|g| g.get()),
            user: user_of(&msg.author),
            mentions: msg.mentions.iter().map(user_of).collect(),
            is_moderator: perms.manage_messages(),
            in_dm: msg.guild_id.is_none(),
            is_manager: perms.manage_guild(),
            can_manage_events: perms.manage_events(),
            roles: msg
                .member
                .as_ref()
                .map_or(Vec::new(), |m| m.roles.iter().map(|r| r.get()).collect()),
            locale: None,
            input: Input::Text(msg.content.clone()),
        };
        let typing = thinking(shared, &ctx.http, &req).await;
        let (replies, channel_guard) = shared.clone().handle(req.clone()).await;
        if let Some(t) = typing {
            t.abort();
        }
        let mut replies = replies;
        let boards = take_boards(&mut replies);
        let open = thread_request(&replies);
        let lang = shared.bot().map_or(Lang::default(), |b| b.lang(&req));
        let elsewhere = take_elsewhere(&mut replies, req.channel);
        deliver(
            shared,
            &ctx.http,
            msg.channel_id.get(),
            msg.author.id.get(),
            replies,
            lang,
        )
        .await;
        drop(channel_guard);
        deliver_elsewhere(shared, &ctx.http, req.user.id, elsewhere, lang).await;
        open_board_threads(shared, &ctx.http, req.channel, &req, boards).await;
        if let Some(open) = open {
            // A text `accept`: the thread opens on the accepting message.
            open_game_thread(shared, &ctx.http, req.channel, msg.id.get(), &req, open).await;
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        let shared = &self.0;
        if shared.stopping.load(Ordering::SeqCst) {
            return answer_restarting(&ctx.http, &interaction).await;
        }
        let _in_flight = shared.in_flight.read().await;
        if shared.stopping.load(Ordering::SeqCst) {
            return answer_restarting(&ctx.http, &interaction).await;
        }
        match interaction {
            Interaction::Command(cmd) => on_command(shared, &ctx.http, &cmd).await,
            Interaction::Autocomplete(cmd) => on_autocomplete(shared, &ctx.http, &cmd).await,
            Interaction::Component(comp) => on_component(shared, &ctx.http, &comp).await,
            _ => {}
        }
    }
}

/// While shutting down: tell the user, privately, to try again (Discord
/// would otherwise show "the application did not respond").
async fn answer_restarting(http: &Http, interaction: &Interaction) {
    // The bot may be gone already: the user's Discord language it is.
    let locale = match interaction {
        Interaction::Command(c) => c.locale.as_str(),
        Interaction::Component(c) => c.locale.as_str(),
        _ => "",
    };
    let lang = Lang::from_discord_locale(locale).unwrap_or_default();
    let message = || {
        CreateInteractionResponse::Message(
            CreateInteractionResponseMessage::new()
                .content(crate::commands::restarting(lang))
                .ephemeral(true),
        )
    };
    let result = match interaction {
        Interaction::Command(c) => c.create_response(http, message()).await,
        Interaction::Component(c) => c.create_response(http, message()).await,
        _ => Ok(()),
    };
    if let Err(e) = result {
        tracing::warn!("answering an interaction during shutdown failed: {e}");
    }
}

/// The author's permissions in a text message's channel, for the commands
/// that need some: `abort` (Manage Messages), `language` (Manage Server)
/// and a tournament's organiser's (Manage Events). Asked of Discord only
/// for messages that could be one of them, to spare two REST calls on
/// every message; empty otherwise.
async fn message_permissions(http: &Http, msg: &Message) -> Permissions {
    let none = Permissions::empty();
    let (Some(guild_id), Some(member)) = (msg.guild_id, msg.member.as_deref()) else {
        return none;
    };
    if !may_need_permissions(&msg.content.to_lowercase()) {
        return none;
    }
    let Ok(guild) = http.get_guild(guild_id).await else {
        return none;
    };
    let Ok(channel) = http.get_channel(msg.channel_id).await else {
        return none;
    };
    let Some(mut channel) = channel.guild() else {
        return none;
    };
    // A thread has no overwrites of its own: Discord computes a member's
    // permissions there from the parent channel.
    if channel.thread_metadata.is_some() {
        let Some(parent) = channel.parent_id else {
            return none;
        };
        match http.get_channel(parent).await.map(|c| c.guild()) {
            Ok(Some(p)) => channel = p,
            _ => return none,
        }
    }
    guild.partial_member_permissions_in(&channel, msg.author.id, member)
}

/// Could this message be a command that needs a permission: `abort`,
/// `language`, or a tournament's organiser's (`create`, `start`,
/// `remove`, `pause`, `resume`, `cancel`, `role`)?
fn may_need_permissions(content: &str) -> bool {
    const ORGANISER: [&str; 8] = [
        "create", "new", "start", "remove", "kick", "pause", "resume", "cancel",
    ];
    let tournament = ["tourn", "torneio"].iter().any(|w| content.contains(w));
    content.contains("abort")
        || content.contains("language")
        || (tournament
            && (ORGANISER.iter().any(|w| content.contains(w)) || content.contains("role")))
}

fn interaction_moderator(member: Option<&serenity::all::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_messages())
}

/// May the member change the server's settings (`/language`)?
fn interaction_manager(member: Option<&serenity::all::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild())
}

/// May the member manage the server's events (organise tournaments)?
fn interaction_event_manager(member: Option<&serenity::all::Member>) -> bool {
    member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_events())
}

/// The member's roles (a role the server allows to organise tournaments).
fn member_roles(member: Option<&serenity::all::Member>) -> Vec<u64> {
    member.map_or(Vec::new(), |m| m.roles.iter().map(|r| r.get()).collect())
}

async fn on_command(shared: &Arc<Shared>, http: &Arc<Http>, cmd: &CommandInteraction) {
    let mut options = Vec::new();
    let mut mentions = Vec::new();
    let mut name = cmd.data.name.clone();
    let mut resolved = cmd.data.options();
    // A subcommand (`/nb place`): its name joins the command's, its
    // options are the command's.
    if let Some(ResolvedValue::SubCommand(inner)) = resolved.first().map(|o| o.value.clone()) {
        name = format!("{name} {}", resolved[0].name);
        resolved = inner;
    }
    for opt in resolved {
        let value = match opt.value {
            ResolvedValue::String(s) => OptionValue::Str(s.to_string()),
            ResolvedValue::Integer(i) => OptionValue::Int(i),
            ResolvedValue::Boolean(b) => OptionValue::Str(b.to_string()),
            ResolvedValue::Number(n) => OptionValue::Str(n.to_string()),
            ResolvedValue::User(u, _) => {
                mentions.push(user_of(u));
                OptionValue::User(user_of(u))
            }
            // As typed in a message: `<@&ID>`.
            ResolvedValue::Role(r) => OptionValue::Str(format!("<@&{}>", r.id.get())),
            _ => continue,
        };
        options.push((opt.name.to_string(), value));
    }
    let req = Request {
        channel: cmd.channel_id.get(),
        guild: cmd.guild_id.map(|g| g.get()),
        user: user_of(&cmd.user),
        mentions,
        is_moderator: interaction_moderator(cmd.member.as_deref()),
        in_dm: cmd.guild_id.is_none(),
        is_manager: interaction_manager(cmd.member.as_deref()),
        can_manage_events: interaction_event_manager(cmd.member.as_deref()),
        roles: member_roles(cmd.member.as_deref()),
        locale: Some(cmd.locale.clone()),
        input: Input::Slash { name, options },
    };
    answer(shared, http, Target::Command(cmd), req).await;
}

async fn on_component(shared: &Arc<Shared>, http: &Arc<Http>, comp: &ComponentInteraction) {
    if !matches!(comp.data.kind, ComponentInteractionDataKind::Button) {
        return;
    }
    let req = Request {
        channel: comp.channel_id.get(),
        guild: comp.guild_id.map(|g| g.get()),
        user: user_of(&comp.user),
        mentions: Vec::new(),
        is_moderator: interaction_moderator(comp.member.as_ref()),
        in_dm: comp.guild_id.is_none(),
        is_manager: interaction_manager(comp.member.as_ref()),
        can_manage_events: interaction_event_manager(comp.member.as_ref()),
        roles: member_roles(comp.member.as_ref()),
        locale: Some(comp.locale.clone()),
        input: Input::Button {
            custom_id: comp.data.custom_id.clone(),
        },
    };
    answer(shared, http, Target::Component(comp), req).await;
}

/// Handle an interaction's request; answer directly if the command layer is
/// quick, else defer first and deliver the replies when they are ready.
async fn answer(shared: &Arc<Shared>, http: &Arc<Http>, target: Target<'_>, req: Request) {
    // Discord wants a first answer within 3 s of the interaction: the clock
    // starts now, whatever the checks below cost.
    let arrived = tokio::time::Instant::now();
    let thinks = req.channel != 0 && will_think(shared, &req).await;
    let defer = || async {
        let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
        if let Err(e) = target.respond(http, defer).await {
            tracing::warn!("deferring an interaction failed: {e}");
        }
    };
    if thinks {
        // The AI will think: say so at once ("thinking…"), then show the
        // typing indicator in the channel without waiting for it.
        defer().await;
        let (http, channel) = (http.clone(), ChannelId::new(req.channel));
        tokio::spawn(async move {
            if let Err(e) = channel.broadcast_typing(&http).await {
                tracing::warn!("typing indicator failed: {e}");
            }
        });
    }
    let mut work = tokio::spawn(shared.clone().handle(req.clone()));
    // A zero `defer_after` means: always defer.
    let quick = if thinks || shared.defer_after.is_zero() {
        None
    } else {
        let left = shared.defer_after.saturating_sub(arrived.elapsed());
        tokio::time::timeout(left, &mut work).await.ok()
    };
    let (done, deferred) = match quick {
        Some(done) => (done, false),
        None => {
            if !thinks {
                defer().await;
            }
            (work.await, true)
        }
    };
    let lang = shared.bot().map_or(Lang::default(), |b| b.lang(&req));
    match done {
        Ok((mut replies, channel_guard)) => {
            let boards = take_boards(&mut replies);
            let open = thread_request(&replies);
            let close = replies.iter().any(|r| r.close_thread);
            let elsewhere = take_elsewhere(&mut replies, req.channel);
            let positions = shared.positions();
            send::to_interaction(http, target, replies, deferred, lang, &positions).await;
            drop(channel_guard);
            deliver_elsewhere(shared, http, req.user.id, elsewhere, lang).await;
            if close {
                send::archive_thread(http, req.channel).await;
            }
            open_board_threads(shared, http, req.channel, &req, boards).await;
            if let Some(open) = open {
                // On the challenge message when its button was pressed,
                // else on the answer just posted.
                let anchor = match target {
                    Target::Component(c) => Some(c.message.id.get()),
                    Target::Command(c) => match c.get_response(http).await {
                        Ok(m) => Some(m.id.get()),
                        Err(e) => {
                            tracing::warn!("reading the answer to open a thread failed: {e}");
                            None
                        }
                    },
                };
                if let Some(anchor) = anchor {
                    open_game_thread(shared, http, req.channel, anchor, &req, open).await;
                }
            }
        }
        Err(e) => {
            tracing::error!("command task failed: {e}");
            let replies = vec![error_reply(&crate::commands::went_wrong(lang))];
            let none = send::Positions::default();
            send::to_interaction(http, target, replies, deferred, lang, &none).await;
        }
    }
}

async fn on_autocomplete(shared: &Arc<Shared>, http: &Http, cmd: &CommandInteraction) {
    let Some(focused) = cmd.data.autocomplete() else {
        return;
    };
    let mut cells = Vec::new();
    // A subcommand's options sit inside it (`/nb place cell`).
    let (command, given) = match cmd.data.options.first() {
        Some(o) => match &o.value {
            CommandDataOptionValue::SubCommand(inner) => {
                (format!("{} {}", cmd.data.name, o.name), inner.as_slice())
            }
            _ => (cmd.data.name.clone(), cmd.data.options.as_slice()),
        },
        None => (cmd.data.name.clone(), cmd.data.options.as_slice()),
    };
    if let (true, Some(bot)) = (slash::autocompleted(&command, focused.name), shared.bot()) {
        let (channel, user, option, typed) = (
            cmd.channel_id.get(),
            cmd.user.id.get(),
            focused.name.to_string(),
            focused.value.to_string(),
        );
        // The other options already filled in (`/bridge to` reads `from`).
        let filled: Vec<(String, String)> = given
            .iter()
            .filter(|o| o.name != option)
            .filter_map(|o| match &o.value {
                CommandDataOptionValue::String(v) => Some((o.name.clone(), v.clone())),
                CommandDataOptionValue::Autocomplete { value, .. } => {
                    Some((o.name.clone(), value.clone()))
                }
                _ => None,
            })
            .collect();
        cells = tokio::task::spawn_blocking(move || {
            bot.autocomplete(channel, user, &command, &option, &typed, &filled)
        })
        .await
        .unwrap_or_default();
    }
    let choices = cells
        .into_iter()
        .take(25)
        .fold(CreateAutocompleteResponse::new(), |r, c| {
            r.add_string_choice(c.clone(), c)
        });
    let response = CreateInteractionResponse::Autocomplete(choices);
    if let Err(e) = cmd.create_response(http, response).await {
        tracing::warn!("answering autocomplete failed: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(text: &str, post_in: Option<u64>) -> Reply {
        Reply {
            text: text.into(),
            post_in,
            ..Reply::default()
        }
    }

    #[test]
    fn only_commands_that_may_need_a_permission_ask_discord_for_it() {
        assert!(may_need_permissions("!abort"));
        assert!(may_need_permissions("!tournament create bridges"));
        assert!(may_need_permissions("!torneio start"));
        assert!(may_need_permissions("!tournament role <@&5>"));
        assert!(!may_need_permissions("!tournament join"));
        assert!(!may_need_permissions("!tournament"));
        assert!(!may_need_permissions("a1 b2"));
    }

    #[test]
    fn board_replies_are_taken_out_in_order() {
        let board = |text: &str| Reply {
            open_thread: Some(OpenThread {
                challenge: 1,
                name: text.into(),
                board: true,
            }),
            ..reply(text, Some(7))
        };
        let accept = Reply {
            open_thread: Some(OpenThread {
                challenge: 2,
                name: "accept".into(),
                board: false,
            }),
            ..reply("accept", None)
        };
        let mut replies = vec![reply("round", Some(7)), board("b1"), accept, board("b2")];
        let boards = take_boards(&mut replies);
        let taken: Vec<_> = boards.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(taken, ["b1", "b2"]);
        let kept: Vec<_> = replies.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(kept, ["round", "accept"]);
    }

    #[test]
    fn replies_for_another_channel_are_taken_out_in_order() {
        let mut replies = vec![
            reply("note", None),
            reply("challenge", Some(7)),
            reply("here anyway", Some(5)),
            reply("nowhere", Some(0)),
            reply("second", Some(8)),
        ];
        let there = take_elsewhere(&mut replies, 5);
        let kept: Vec<_> = replies.iter().map(|r| r.text.as_str()).collect();
        assert_eq!(kept, ["note", "here anyway", "nowhere"]);
        let moved: Vec<_> = there.iter().map(|(c, r)| (*c, r.text.as_str())).collect();
        assert_eq!(moved, [(7, "challenge"), (8, "second")]);
        let mut none = vec![reply("a", None)];
        assert!(take_elsewhere(&mut none, 5).is_empty());
        assert_eq!(none.len(), 1);
    }
}
