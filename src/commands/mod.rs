//! The command layer: transport-neutral requests in, replies out. All the
//! bot's wording lives here; the Discord adapter and local mode only map it.
//!
//! Requests on one channel are handled one at a time (a lock per channel),
//! and a reply is produced only after the store has been flushed.

mod ai;
pub(crate) mod aliases;
mod buttons;
mod challenge;
mod clocks;
mod declarations;
mod digest;
mod hand;
mod language;
mod parse;
mod plan;
mod play;
mod rate;
mod ratings;
mod room;
pub mod said;
mod slash;
mod standings_image;
mod table;
mod text;
pub mod tournament;
mod vacation;

pub use buttons::table_may_press;
pub use clocks::{ClockEvent, Fired};
pub use said::{Part, Text};
pub use slash::{
    autocompleted_options, choice_label, localized_name, localized_sub_name, slash_commands,
    OptionKind, SlashCommand, SlashOption,
};
pub use standings_image::{standings_view, MAX_IMAGE_ROWS};
pub use table::{offer_answer_id, rematch_id, resign_confirm_id, TableGame, TableHook, Ticket};
pub use text::rules as game_rules;
pub use text::{game_lines, game_name, help_moves};

use crate::clock::{Clock, SystemClock};
use crate::config::Config;
use crate::games::{AnyGame, Kind, ViewCtx};
use crate::i18n::{Lang, Msg};
use crate::store::{PositionMark, Store, StoreError, StoredGame};
use crate::t;
use parse::Cmd;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct User {
    pub id: u64,
    pub name: String,
    pub is_bot: bool,
}

#[derive(Clone, Debug)]
pub enum Input {
    /// A message as typed, raw (prefix / mention / bare move detection is done here).
    Text(String),
    /// A slash command: name ("place", "challenge", ...) and options by name.
    Slash {
        name: String,
        options: Vec<(String, OptionValue)>,
    },
    /// A button press: its custom_id ("bridges:accept:<challenge id>", ...).
    Button { custom_id: String },
    /// From the transport, not a person: the thread a [`Reply::open_thread`]
    /// asked for is open; `Request::channel` is the thread, `parent` the
    /// channel of the challenge. Starts the challenge's game in the thread.
    ThreadOpened { challenge: u64, parent: u64 },
}

#[derive(Clone, Debug)]
pub enum OptionValue {
    Str(String),
    Int(i64),
    User(User),
}

#[derive(Clone, Debug)]
pub struct Request {
    pub channel: u64,
    pub guild: Option<u64>,
    pub user: User,
    /// Users mentioned in the message (resolved by the transport).
    pub mentions: Vec<User>,
    /// The sender may manage messages in this channel (for `!abort`).
    pub is_moderator: bool,
    /// Sent in a direct message with the bot (not in a server's channel).
    pub in_dm: bool,
    /// The sender may manage the server (for `!language`).
    pub is_manager: bool,
    /// The sender may manage the server's events (Discord's Manage
    /// Events): by default, who may organise tournaments.
    pub can_manage_events: bool,
    /// The sender's roles on the server (a role the server allows to
    /// organise tournaments); empty where the transport has none.
    pub roles: Vec<u64>,
    /// Discord's locale of the request (`pt-BR`): the user's for an
    /// interaction; `None` where the transport doesn't know it.
    pub locale: Option<String>,
    pub input: Input,
}

impl Request {
    /// A request with no mentions, no permission, in a server's channel
    /// (not a direct message) and no locale: set the fields that differ.
    pub fn plain(channel: u64, guild: Option<u64>, user: User, input: Input) -> Request {
        Request {
            channel,
            guild,
            user,
            mentions: Vec::new(),
            is_moderator: false,
            in_dm: false,
            is_manager: false,
            can_manage_events: false,
            roles: Vec::new(),
            locale: None,
            input,
        }
    }
}

/// What a handler needs of its request, read once: the request, the
/// language to answer in ([`Bot::lang`]) and the time it is handled.
#[derive(Clone, Copy)]
pub(crate) struct Ctx<'a> {
    pub req: &'a Request,
    pub lang: Lang,
    pub now: u64,
}

#[derive(Clone, Debug)]
pub struct BoardImage {
    /// The image: a PNG, or an animated GIF for a replay (`file_name` says
    /// which).
    pub png: Vec<u8>,
    pub alt: String,
    pub file_name: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

#[derive(Clone, Debug)]
pub struct Button {
    pub custom_id: String,
    pub label: String,
    pub style: ButtonStyle,
}

#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// What the reply says, as parts each transport renders.
    pub text: Text,
    pub board: Option<BoardImage>,
    pub buttons: Vec<Button>,
    /// User ids this reply means to ping; nothing else may be pinged.
    pub mentions: Vec<u64>,
    /// Only the requesting user should see it (slash/button errors).
    pub ephemeral: bool,
    /// Private to the requester (a hint, a hand of tiles): ephemeral for
    /// interactions, a direct message otherwise, and never posted in the
    /// channel. Implies `ephemeral`.
    pub private: bool,
    /// Post this reply, then open a public thread named so on the challenge
    /// message (or the accepting message) and tell the bot with
    /// [`Input::ThreadOpened`]; the game starts there.
    pub open_thread: Option<OpenThread>,
    /// After posting this reply, archive the channel: a thread whose game
    /// has ended.
    pub close_thread: bool,
    /// A file to attach (a game's record as text).
    pub file: Option<Attachment>,
    /// Post this reply in that channel, not where the request came from
    /// (a rematch asked in a closed game thread is challenged in the
    /// thread's parent channel); never private nor ephemeral.
    pub post_in: Option<u64>,
    /// Answer the interaction by launching the application's Activity
    /// (the table inside Discord) where the transport can; elsewhere (a
    /// text command, a deferred answer, local mode) this reply's text is
    /// said instead.
    pub launch_activity: bool,
    /// It says the requester's hand again (with its tile buttons): a
    /// transport that shows the hand itself (the table) leaves it out.
    pub shows_hand: bool,
    /// It shows the channel's running game at this position: a transport
    /// that knows message ids tells [`Bot::position_posted`] which message
    /// it became (the daily word links to it).
    pub position: Option<PositionMark>,
}

/// A file attached to a reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// Like `bridges-42.txt`.
    pub name: String,
    pub bytes: Vec<u8>,
}

/// A thread the transport should open for a challenge's game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenThread {
    pub challenge: u64,
    /// Like `alice vs bob · Bridges` (at most 100 characters).
    pub name: String,
    /// A tournament board's game: its thread opens on this reply's own
    /// message (each board of a round its own thread), and where no
    /// thread can be opened the game is played in the channel instead,
    /// one game at a time.
    pub board: bool,
}

/// Something the timer sweep has to say: `reply` in `channel`, or, when
/// `reply.private`, to `user` by direct message.
#[derive(Clone, Debug)]
pub struct Post {
    pub channel: u64,
    /// The user the post is about (the DM's recipient when private).
    pub user: u64,
    pub reply: Reply,
}

impl Reply {
    fn text(text: impl Into<Text>) -> Reply {
        Reply {
            text: text.into(),
            ..Reply::default()
        }
    }

    fn button(mut self, custom_id: String, label: &str, style: ButtonStyle) -> Reply {
        self.buttons.push(Button {
            custom_id,
            label: label.into(),
            style,
        });
        self
    }
}

/// A request that cannot be carried out, said in one line. Most are worded
/// where they arise, in the request's language; the rest (the store's
/// errors, met with `?`, and the checks that see no request) are worded
/// when the reply is made ([`Fail::text`]).
#[derive(Debug)]
pub(crate) enum Fail {
    /// Worded already.
    Said(String),
    /// The store failed.
    Store(StoreError),
    /// No game runs in the channel.
    NoGame,
    /// The requester is not a player of the channel's game.
    NotPlaying,
}

impl Fail {
    /// The line that says why, in `lang`; `prefix` starts commands. A
    /// line worded where it arose may quote what the user typed: it is
    /// made printable.
    pub(crate) fn text(self, lang: Lang, prefix: &str) -> Text {
        match self {
            Fail::Said(s) => Text::parse(&text::printable(&s)),
            // On a chat, the command that starts a game; in the terminal,
            // its own `new`.
            Fail::NoGame => Text::by_transport(
                t!(lang, "bot-no-game", prefix = said::prefix(prefix)).into(),
                t!(lang, "local-no-game").into(),
            ),
            Fail::NotPlaying => t!(lang, "bot-not-playing").into(),
            Fail::Store(StoreError::Corrupt { key, reason })
                if key.starts_with(crate::store::GAMES) =>
            {
                t!(
                    lang,
                    "bot-game-data-unreadable",
                    key = key,
                    reason = clip_reason(&reason)
                )
                .into()
            }
            Fail::Store(StoreError::Corrupt { key, reason }) => t!(
                lang,
                "bot-data-unreadable",
                key = key,
                reason = clip_reason(&reason)
            )
            .into(),
            Fail::Store(StoreError::Db(_)) => t!(lang, "bot-storage-error").into(),
        }
    }
}

/// For logs: the store's own error, else the English line.
impl std::fmt::Display for Fail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Fail::Said(s) => f.write_str(&said::scrub(s)),
            Fail::Store(e) => write!(f, "{e}"),
            Fail::NoGame => f.write_str("no game in the channel"),
            Fail::NotPlaying => f.write_str("not a player of the game"),
        }
    }
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Fail {
        tracing::error!("{e}");
        Fail::Store(e)
    }
}

impl<S: Into<String>> From<S> for Fail {
    fn from(s: S) -> Fail {
        Fail::Said(s.into())
    }
}

pub(crate) type Out = Result<Vec<Reply>, Fail>;

/// Why a challenge's or an AI game's own words are refused
/// ([`Bot::setup_refusal`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupRefusal {
    /// The words were not understood: the usage message, to word as the
    /// caller's commands are typed.
    Usage(Msg),
    /// Understood but refused (a game option out of range, a colour the
    /// game lacks), worded already.
    Said(Text),
}

/// The command layer's service: the config, the store, the clock and the
/// per-channel state every transport's requests go through
/// ([`Bot::handle`]).
pub struct Bot {
    config: Config,
    bot_user_id: u64,
    store: Store,
    locks: Mutex<HashMap<u64, Arc<Mutex<()>>>>,
    rate: rate::RateLimiter,
    /// `config.ai_spec`, parsed: plays every AI level when set.
    ai_override: Option<crate::search::PlayerSpec>,
    /// Hints in any game, not only against the AI (local mode).
    hints_anywhere: bool,
    /// Run the rules' own clocks (Numbridge's turn and game limits); off
    /// in local mode, where one person plays at their own pace.
    rules_clocks: bool,
    /// Attach a board image to move replies (off only for load tests).
    board_images: bool,
    /// Where "now" comes from (tests set it by hand).
    clock: Arc<dyn Clock>,
    /// `config.language`, parsed.
    lang: crate::i18n::Lang,
    /// The live table's server, when one runs (`src/web/`).
    table: std::sync::OnceLock<Arc<dyn TableHook>>,
    /// Channels whose AI is thinking, with the game as it stands meanwhile
    /// (the table shows it, saying "thinking…").
    thinking: Mutex<HashMap<u64, Box<dyn crate::games::AnyGame>>>,
    /// The AI's search trees kept between its turns, per channel.
    ai_trees: ai::AiTrees,
}

impl Bot {
    pub fn open(config: &Config, bot_user_id: u64) -> anyhow::Result<Bot> {
        crate::store::create_private_dir(&config.data_dir).map_err(|e| {
            anyhow::anyhow!("cannot create data dir {}: {e}", config.data_dir.display())
        })?;
        let store = Store::open(&config.data_dir).map_err(|e| {
            anyhow::anyhow!(
                "cannot open the store in {}: {e}",
                config.data_dir.display()
            )
        })?;
        let ai_override = match &config.ai_spec {
            Some(spec) => Some(
                spec.parse::<crate::search::PlayerSpec>()
                    .map_err(|e| anyhow::anyhow!("ai_spec: {e}"))?,
            ),
            None => None,
        };
        Ok(Bot {
            config: config.clone(),
            bot_user_id,
            store,
            locks: Mutex::new(HashMap::new()),
            rate: rate::RateLimiter::new(config.rate_limit_per_minute),
            ai_override,
            hints_anywhere: false,
            rules_clocks: true,
            board_images: true,
            clock: Arc::new(SystemClock),
            lang: crate::i18n::Lang::parse(&config.language).unwrap_or_default(),
            table: std::sync::OnceLock::new(),
            thinking: Mutex::new(HashMap::new()),
            ai_trees: ai::AiTrees::default(),
        })
    }

    /// Read the time from `clock` instead of the system (tests).
    pub fn with_clock(mut self, clock: Arc<dyn Clock>) -> Bot {
        self.clock = clock;
        self
    }

    /// Now, in Unix milliseconds, from the bot's clock.
    pub(crate) fn now(&self) -> u64 {
        self.clock.now_ms()
    }

    /// Allow `hint` in games between people too (local mode, where one
    /// person plays both sides).
    pub fn with_hints_anywhere(mut self) -> Bot {
        self.hints_anywhere = true;
        self
    }

    /// Play without the rules' own clocks (local mode).
    pub fn without_rules_clocks(mut self) -> Bot {
        self.rules_clocks = false;
        self
    }

    /// Attach board images to replies (the default). Load tests turn this
    /// off to measure the command layer and the store alone.
    pub fn set_board_images(&mut self, on: bool) {
        self.board_images = on;
    }

    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The command prefix as a Fluent argument (`` `{ $prefix }board` ``
    /// becomes a command part).
    fn prefix(&self) -> String {
        said::prefix(&self.config.prefix)
    }

    fn channel_lock(&self, channel: u64) -> Arc<Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        locks.entry(channel).or_default().clone()
    }

    /// Handle one request. Empty vec = ignore silently (not addressed to us).
    pub fn handle(&self, req: Request) -> Vec<Reply> {
        if req.user.is_bot || req.user.id == self.bot_user_id {
            return Vec::new();
        }
        let req = scrubbed(req);
        let channel = req.channel;
        let lock = self.channel_lock(channel);
        let guard = lock.lock().unwrap_or_else(PoisonError::into_inner);
        let replies = self.handle_locked(req);
        drop(guard);
        self.release_channel_lock(channel, lock);
        replies
    }

    /// Forget a channel's lock when nobody else holds or waits for it, so
    /// the map does not grow with every channel ever seen.
    fn release_channel_lock(&self, channel: u64, lock: Arc<Mutex<()>>) {
        let mut locks = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        // Clones are only made under `locks`: 2 = the map's and ours.
        if Arc::strong_count(&lock) == 2 {
            locks.remove(&channel);
        }
        drop(locks);
        // Whatever was done under the lock, the live table looks again.
        self.table_changed(channel);
    }

    fn handle_locked(&self, req: Request) -> Vec<Reply> {
        let Some(cmd) = parse::command(self, &req) else {
            return Vec::new();
        };
        // A thread the transport opened is not a person's command: a
        // round's boards open many at once.
        let from_transport = matches!(cmd, Cmd::ThreadOpened { .. });
        if let Some(over) = (!from_transport)
            .then(|| self.rate.check(req.user.id, self.now()))
            .flatten()
        {
            return if over {
                let limit = self.config.rate_limit_per_minute;
                let msg = t!(self.lang(&req), "bot-slow-down", count = limit);
                vec![addressed(&req, msg)]
            } else {
                Vec::new()
            };
        }
        // A deadline that has passed is settled before anything else here:
        // the move that comes after it is too late.
        let mut replies = self.expire_channel(req.channel);
        let move_cmd = matches!(
            cmd,
            Cmd::Move(_)
                | Cmd::Other(_)
                | Cmd::TurnButton { .. }
                | Cmd::TurnPlay { .. }
                | Cmd::Step { .. }
                | Cmd::ResignAsk { .. }
                | Cmd::Undo
        );
        if !replies.is_empty() && move_cmd {
            return replies;
        }
        match self.run(&req, cmd) {
            Ok(r) => replies.extend(r),
            Err(fail) => {
                let msg = fail.text(self.lang(&req), &self.config.prefix);
                replies.push(addressed(&req, msg));
            }
        }
        replies
    }

    fn run(&self, req: &Request, cmd: Cmd) -> Out {
        let p = &self.prefix();
        let cx = &self.ctx(req);
        let lang = cx.lang;
        match cmd {
            Cmd::Run(handler) => handler(self, cx),
            Cmd::Invalid(msg) => Err(Fail::Said(msg.text(lang))),
            Cmd::WrongChannel => Err(t!(lang, "bot-button-other-channel").into()),
            Cmd::Help(kind) => Ok(vec![Reply::text(text::help(
                p,
                self.kind_here(req, kind),
                lang,
            ))]),
            Cmd::Rules(kind) => Ok(vec![Reply::text(text::rules(
                self.kind_here(req, kind),
                lang,
            ))]),
            Cmd::Challenge {
                opponent: Some(opp),
                setup,
                level,
            } if opp.id == self.bot_user_id => self.play_ai(cx, level, setup),
            Cmd::Challenge { level: Some(_), .. } => Err(t!(lang, "bot-level-for-ai").into()),
            Cmd::Challenge {
                opponent,
                setup,
                level: None,
            } => self.challenge(cx, opponent, setup),
            Cmd::PlayAi { level, setup } => self.play_ai(cx, level, setup),
            Cmd::TurnButton { text, turn } => self.turn_button(cx, text, turn),
            Cmd::Hint => self.hint(cx),
            Cmd::Analyse => self.analyse(cx),
            Cmd::Accept(id) => self.accept(cx, id),
            Cmd::Decline(id) => self.decline(cx, id),
            Cmd::Move(text) => self.play(cx, &text),
            Cmd::Other(text) => self.other(cx, &text),
            Cmd::Undo => self.undo(cx),
            Cmd::Record(id) => self.record(cx, id),
            Cmd::ResignAsk { turn } => self.resign_button(cx, turn),
            Cmd::ResignConfirm { turn, user } => self.resign_confirmed(cx, turn, user),
            Cmd::KeepPlaying => Ok(vec![addressed(req, t!(lang, "bot-play-on"))]),
            Cmd::DrawAnswer(yes) => self.draw_answer(cx, yes),
            Cmd::Rematch(id) => self.rematch(cx, id),
            Cmd::Rating { user, kind } => self.rating(cx, user, kind),
            Cmd::Leaderboard(kind) => self.leaderboard(cx, kind),
            Cmd::History { user, kind } => self.history(cx, user, kind),
            Cmd::Stats(user) => self.stats(cx, user),
            Cmd::Replay(id) => self.replay(cx, id),
            Cmd::AdjournAnswer(yes) => self.adjourn_answer(cx, yes),
            Cmd::Notify(how) => self.notify(cx, how),
            Cmd::Digest { at_min, zone } => self.set_digest(cx, at_min, zone.as_deref()),
            Cmd::Language(choice) => self.language(req, choice),
            Cmd::Plan(cmd) => self.plan(cx, cmd),
            Cmd::Vacation(ms) => self.vacation(cx, ms),
            Cmd::ThreadOpened { challenge, parent } => self.start_in_thread(cx, challenge, parent),
            Cmd::Step { steps, row, turn } => self.step(cx, &steps, row, turn),
            Cmd::TurnPlay { text, turn } => self.turn_button(cx, &text, turn),
            Cmd::Cell(name) => self.cell(cx, &name),
            Cmd::CellPick(row) => self.cell_pick(cx, row),
            Cmd::Room(choice) => self.room(cx, choice),
            Cmd::Tournament(cmd) => self.tournament(cx, cmd),
        }
    }

    /// What a handler needs of `req`, read once (see [`Ctx`]).
    pub(crate) fn ctx<'a>(&self, req: &'a Request) -> Ctx<'a> {
        Ctx {
            req,
            lang: self.lang(req),
            now: self.now(),
        }
    }

    /// The language to answer `req` in: the server's setting, else
    /// Discord's locale of the request, else the config's `language`.
    pub fn lang(&self, req: &Request) -> crate::i18n::Lang {
        self.lang_and_source(req).0
    }

    /// The language of what the bot says unasked on server `guild`: the
    /// server's setting, else the config's.
    pub fn lang_of_guild(&self, guild: Option<u64>) -> Lang {
        guild
            .and_then(|g| self.store.guild_settings(g).ok())
            .and_then(|s| s.language.as_deref().and_then(Lang::parse))
            .unwrap_or(self.lang)
    }

    /// The language of what the bot says unasked in `channel` (a reply
    /// sent again without its image): the server's of the channel's game
    /// (running, else the last finished), else the config's.
    pub fn channel_lang(&self, channel: u64) -> Lang {
        let guild = match self.store.game(channel) {
            Ok(Some((stored, _))) => stored.guild,
            _ => self
                .store
                .last_archived(channel)
                .ok()
                .flatten()
                .and_then(|a| a.guild),
        };
        self.lang_of_guild(guild)
    }

    /// The game a help or rules request speaks of: the one named, else
    /// the channel's, else the default game.
    fn kind_here(&self, req: &Request, named: Option<Kind>) -> Kind {
        named
            .or_else(|| {
                self.store
                    .game(req.channel)
                    .ok()
                    .flatten()
                    .map(|(s, _)| s.kind())
            })
            .unwrap_or(Kind::DEFAULT)
    }

    /// A turn's button: acts only on the turn it was made for.
    fn turn_button(&self, cx: &Ctx, text: &str, turn: usize) -> Out {
        self.load_at_turn(cx, turn)?;
        self.play(cx, text)
    }

    /// The channel's game for a button made on turn `turn`: the one guard
    /// of every turn's buttons, which refuses a button once its game has
    /// moved on or ended.
    fn load_at_turn(&self, cx: &Ctx, turn: usize) -> Result<(StoredGame, Box<dyn AnyGame>), Fail> {
        let (stored, game) = self.load(cx.req.channel)?;
        if game.turn() != turn || game.is_over() {
            return Err(t!(cx.lang, "bot-button-stale").into());
        }
        Ok((stored, game))
    }

    /// Autocomplete for option `option` of slash command `command`: what
    /// `user` may play next in `channel`'s game, filtered by the typed
    /// prefix, at most 25. `/move steps`: the legal moves; `/place cell`:
    /// the cells a token may go on; `/bridge from`: the ends of legal
    /// bridges, and `/bridge to` the other ends of those from the `from`
    /// already filled in (`filled` holds the other options' values).
    pub fn autocomplete(
        &self,
        channel: u64,
        user: u64,
        command: &str,
        option: &str,
        typed: &str,
        filled: &[(String, String)],
    ) -> Vec<String> {
        let Ok(Some((stored, game))) = self.store.game(channel) else {
            return Vec::new();
        };
        if game.to_move().map(|p| stored.players[p].id) != Some(user) {
            return Vec::new();
        }
        let typed = typed.trim().to_lowercase();
        let legal = game.legal();
        // A game's own command completes as that game says (on this
        // channel's moves); any other, like `/move steps`, offers them all.
        let asked = crate::games::Completion {
            legal: &legal,
            command,
            option,
            filled,
        };
        let mut names = Kind::move_command(command)
            .and_then(|(k, _)| (k.info().complete)(&asked))
            .unwrap_or_else(|| legal.clone());
        names.retain(|n| n.to_lowercase().starts_with(&typed));
        names.sort_by_key(|n| (n.len(), n.clone()));
        names.dedup();
        names.truncate(25);
        names
    }

    /// Autocomplete for `/place cell` (see [`Bot::autocomplete`]).
    pub fn autocomplete_cells(&self, channel: u64, user: u64, typed: &str) -> Vec<String> {
        self.autocomplete(channel, user, "place", "cell", typed, &[])
    }

    /// Flush the store (shutdown).
    pub fn flush(&self) -> anyhow::Result<()> {
        self.store.flush()?;
        Ok(())
    }

    /// The store's group-commit counters (for load tests).
    pub fn commit_stats(&self) -> crate::store::CommitStats {
        self.store.commit_stats()
    }

    /// Bytes of every key and value in the store (for `bench-load`).
    pub fn store_live_bytes(&self) -> Result<u64, crate::store::StoreError> {
        self.store.live_bytes()
    }

    /// The game kind running in `channel`.
    pub fn game_kind(&self, channel: u64) -> Option<Kind> {
        let (stored, _) = self.store.game(channel).ok()??;
        Some(stored.kind())
    }

    /// The number of the turn in progress in `channel`'s game (from 1).
    pub fn turn_of(&self, channel: u64) -> Option<usize> {
        let (_, game) = self.store.game(channel).ok()??;
        Some(game.turn())
    }

    /// The user id on turn in `channel`'s game, if a game is running.
    pub fn player_on_turn(&self, channel: u64) -> Option<u64> {
        let (stored, game) = self.store.game(channel).ok()??;
        Some(stored.players[game.to_move()?].id)
    }

    /// The ids and names of the players of `channel`'s running game.
    pub fn players(&self, channel: u64) -> Option<[(u64, String); 2]> {
        let (stored, _) = self.store.game(channel).ok()??;
        Some(stored.players.map(|p| (p.id, p.name)))
    }

    /// The text board of `channel`'s running game, or else of its last
    /// finished game.
    pub fn text_board(&self, channel: u64) -> Option<String> {
        self.text_board_in(channel, Lang::En)
    }

    /// [`Bot::text_board`] in `lang`.
    pub fn text_board_in(&self, channel: u64, lang: Lang) -> Option<String> {
        if let Some((stored, game)) = self.store.game(channel).ok()? {
            let ctx = ViewCtx::public(text::names(&stored.players)).in_lang(lang);
            return Some(game.text_board(&ctx));
        }
        let done = self.store.last_archived(channel).ok()??;
        let game = done.game.load().ok()?;
        let sentence = text::outcome_sentence_in(lang, &done.players, game.as_ref(), &done.outcome);
        let mut ctx = ViewCtx::public(text::names(&done.players)).in_lang(lang);
        ctx.status = Some(&sentence);
        Some(game.text_board(&ctx))
    }

    /// Does `channel`'s running game hide each player's hand (Numbridge)?
    pub fn has_hands(&self, channel: u64) -> bool {
        matches!(self.store.game(channel), Ok(Some((_, g))) if g.has_private())
    }

    /// The number of games running (for the metrics endpoint).
    pub fn game_count(&self) -> usize {
        self.store.game_count()
    }

    /// Is there a running game (readable or not) in `channel`?
    pub fn has_game(&self, channel: u64) -> bool {
        self.store.has_game(channel).unwrap_or(false)
    }

    /// Why this `challenge …` or `play ai …` would be refused for its own
    /// words (game, options, colour, clock), before the channel is looked
    /// at; `None` when it would start a game in a free channel. Local mode
    /// asks before it gives up the running game for a new one.
    pub(crate) fn setup_refusal(&self, cx: &Ctx) -> Option<SetupRefusal> {
        let (req, lang) = (cx.req, cx.lang);
        let setup = match parse::command(self, req)? {
            Cmd::Invalid(msg) => return Some(SetupRefusal::Usage(msg)),
            Cmd::PlayAi { setup, .. } if matches!(setup.clock, Some(Some(_))) => {
                return Some(SetupRefusal::Said(t!(lang, "ai-no-clock").into()));
            }
            Cmd::PlayAi { setup, .. } | Cmd::Challenge { setup, .. } => setup,
            _ => return None,
        };
        match self.settle(&setup, lang) {
            Ok(_) => None,
            Err(fail) => Some(SetupRefusal::Said(fail.text(lang, &self.config.prefix))),
        }
    }

    /// Is this prefix-less text a complete move by the player on turn?
    fn is_bare_move(&self, req: &Request, text: &str) -> bool {
        let Ok(Some((stored, game))) = self.store.game(req.channel) else {
            return false;
        };
        game.to_move().map(|p| stored.players[p].id) == Some(req.user.id)
            && game.parse_check(text).is_ok()
    }

    fn load(&self, channel: u64) -> Result<(StoredGame, Box<dyn AnyGame>), Fail> {
        self.store.game(channel)?.ok_or(Fail::NoGame)
    }

    /// The requester's seat in the game.
    fn seat(&self, stored: &StoredGame, user: u64) -> Result<usize, Fail> {
        (0..2)
            .find(|&p| stored.players[p].id == user)
            .ok_or(Fail::NotPlaying)
    }

    fn board_image(
        &self,
        lang: Lang,
        stored: &StoredGame,
        game: &dyn AnyGame,
        status: Option<&str>,
    ) -> Option<BoardImage> {
        let mut ctx = ViewCtx::public(text::names(&stored.players)).in_lang(lang);
        ctx.status = status;
        let name = format!(
            "{}-{}-turn{}.png",
            game.kind().key(),
            stored.channel,
            game.turn()
        );
        self.image_for(game, &ctx, name)
    }

    /// The board image of `game` as `ctx` asks (off in load tests).
    fn image_for(
        &self,
        game: &dyn AnyGame,
        ctx: &ViewCtx,
        file_name: String,
    ) -> Option<BoardImage> {
        if !self.board_images {
            return None;
        }
        Some(BoardImage {
            png: crate::render::png_of(game, ctx),
            alt: game.alt_text(ctx),
            file_name,
        })
    }
}

/// A reply whose board image Discord refused (the bot lacks Attach Files
/// or Embed Links), again as text: the text board and one line saying what
/// permission would bring the image back.
pub fn without_image(lang: Lang, reply: Reply, text_board: Option<String>) -> Reply {
    let mut text = reply.text;
    if let Some(board) = text_board {
        // The board is shown as it is, never read as markup.
        text.push(Text::from_parts(vec![
            Part::Plain("\n```\n".into()),
            Part::Plain(board.trim_end().into()),
            Part::Plain("\n```".into()),
        ]));
    }
    text.push_str("\n");
    text.push_str(&t!(lang, "bot-no-image"));
    Reply {
        text,
        board: None,
        ..reply
    }
}

/// The answer to an interaction that arrives while the bot shuts down.
pub fn restarting(lang: Lang) -> String {
    t!(lang, "bot-restarting")
}

/// The answer when handling a command failed unexpectedly (a panic).
pub fn went_wrong(lang: Lang) -> String {
    t!(lang, "bot-went-wrong")
}

/// What to say when a game's thread could not be opened: the missing
/// permission when the transport knows it (its name as Discord shows it),
/// else what went wrong. Nothing was changed, so the challenge can be
/// accepted again.
pub fn thread_refused(lang: Lang, missing_permission: Option<&str>, detail: &str) -> Reply {
    Reply::text(match missing_permission {
        Some(p) => t!(lang, "bot-thread-refused-permission", permission = p),
        None => t!(lang, "bot-thread-refused", detail = clip_reason(detail)),
    })
}

/// A store error's reason, short enough for a chat line.
fn clip_reason(s: &str) -> String {
    crate::i18n::clip_to(s, 100)
}

/// `req` without the markers of [`said`] in anything a user wrote (the
/// text, names, options), so only the command layer makes mentions,
/// commands and verbatim text.
fn scrubbed(mut req: Request) -> Request {
    let user = |u: &mut User| u.name = said::scrub(&u.name);
    user(&mut req.user);
    req.mentions.iter_mut().for_each(user);
    match &mut req.input {
        Input::Text(t) => *t = said::scrub(t),
        Input::Slash { options, .. } => {
            for (_, v) in options {
                match v {
                    OptionValue::Str(s) => *s = said::scrub(s),
                    OptionValue::User(u) => user(u),
                    OptionValue::Int(_) => {}
                }
            }
        }
        Input::Button { custom_id } => *custom_id = said::scrub(custom_id),
        Input::ThreadOpened { .. } => {}
    }
    req
}

/// A reply for the sender alone: ephemeral for slash commands and buttons,
/// addressed by a mention (which pings no one) in a text channel.
fn addressed(req: &Request, msg: impl Into<Text>) -> Reply {
    let text_input = matches!(req.input, Input::Text(_));
    let msg = msg.into();
    Reply {
        ephemeral: !text_input,
        ..Reply::text(if text_input {
            Text::addressed(req.user.id, msg)
        } else {
            msg
        })
    }
}
