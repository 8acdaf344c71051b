//! The command layer: transport-neutral requests in, replies out. All the
//! bot's wording lives here; the Discord adapter and local mode only map it.
//!
//! Requests on one channel are handled one at a time (a lock per channel),
//! and a reply is produced only after the store has been flushed.

mod ai;
mod challenge;
mod parse;
mod play;
mod rate;
mod slash;
mod text;

pub use slash::{slash_commands, OptionKind, SlashCommand, SlashOption};

use crate::config::Config;
use crate::engine::{Game, Player};
use crate::render::{self, BoardView};
use crate::store::{Seat, Store, StoreError, StoredGame};
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
    pub input: Input,
}

#[derive(Clone, Debug)]
pub struct BoardImage {
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
    pub text: String,
    pub board: Option<BoardImage>,
    pub buttons: Vec<Button>,
    /// User ids this reply means to ping; nothing else may be pinged.
    pub mentions: Vec<u64>,
    /// Only the requesting user should see it (slash/button errors).
    pub ephemeral: bool,
}

impl Reply {
    fn text(text: impl Into<String>) -> Reply {
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

/// A request that cannot be carried out; the message says why, in one line.
#[derive(Debug)]
pub(crate) struct Fail(pub String);

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Fail {
        eprintln!("bridges-bot: {e}");
        Fail(match e {
            StoreError::Corrupt { key, reason } if key.starts_with(crate::store::GAMES) => {
                format!(
                    "The saved game data here can't be read ({key}: {}). A moderator can `abort` it",
                    clip_reason(&reason)
                )
            }
            StoreError::Corrupt { key, reason } => {
                format!("Saved data can't be read ({key}: {})", clip_reason(&reason))
            }
            StoreError::Db(_) => "Storage error: nothing was changed, please try again".into(),
        })
    }
}

impl<S: Into<String>> From<S> for Fail {
    fn from(s: S) -> Fail {
        Fail(s.into())
    }
}

pub(crate) type Out = Result<Vec<Reply>, Fail>;

/// Per-user command counts in the current minute.
pub struct Bot {
    config: Config,
    bot_user_id: u64,
    store: Store,
    locks: Mutex<HashMap<u64, Arc<Mutex<()>>>>,
    rate: rate::RateLimiter,
    /// `config.ai_spec`, parsed: plays every AI level when set.
    ai_override: Option<crate::ai::PlayerSpec>,
    /// Hints in any game, not only against the AI (local mode).
    hints_anywhere: bool,
    /// Attach a board image to move replies (off only for load tests).
    board_images: bool,
}

pub(crate) fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

impl Bot {
    pub fn open(config: &Config, bot_user_id: u64) -> anyhow::Result<Bot> {
        std::fs::create_dir_all(&config.data_dir).map_err(|e| {
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
                spec.parse::<crate::ai::PlayerSpec>()
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
            board_images: true,
        })
    }

    /// Allow `hint` in games between people too (local mode, where one
    /// person plays both sides).
    pub fn with_hints_anywhere(mut self) -> Bot {
        self.hints_anywhere = true;
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

    fn channel_lock(&self, channel: u64) -> Arc<Mutex<()>> {
        let mut locks = self.locks.lock().unwrap_or_else(PoisonError::into_inner);
        locks.entry(channel).or_default().clone()
    }

    /// Handle one request. Empty vec = ignore silently (not addressed to us).
    pub fn handle(&self, req: Request) -> Vec<Reply> {
        if req.user.is_bot || req.user.id == self.bot_user_id {
            return Vec::new();
        }
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
    }

    fn handle_locked(&self, req: Request) -> Vec<Reply> {
        let Some(cmd) = parse::command(self, &req) else {
            return Vec::new();
        };
        if let Some(over) = self.rate.check(req.user.id, now_ms()) {
            return if over {
                let limit = self.config.rate_limit_per_minute;
                let msg = format!(
                    "Slow down: at most {limit} command{} a minute",
                    if limit == 1 { "" } else { "s" }
                );
                vec![addressed(&req, msg)]
            } else {
                Vec::new()
            };
        }
        match self.run(&req, cmd) {
            Ok(replies) => replies,
            Err(Fail(msg)) => {
                vec![addressed(&req, text::printable(&msg))]
            }
        }
    }

    fn run(&self, req: &Request, cmd: Cmd) -> Out {
        let p = &self.config.prefix;
        match cmd {
            Cmd::Invalid(msg) => Err(Fail(msg)),
            Cmd::WrongChannel => Err("This button belongs to a game in another channel".into()),
            Cmd::Help => Ok(vec![Reply::text(text::help(p))]),
            Cmd::Rules => Ok(vec![Reply::text(text::rules())]),
            Cmd::Challenge {
                opponent: Some(opp),
                size,
                colour,
                level,
            } if opp.id == self.bot_user_id => self.play_ai(req, level, size, colour),
            Cmd::Challenge { level: Some(_), .. } => {
                Err("`level` is for games against me: `challenge @me level 3`".into())
            }
            Cmd::Challenge {
                opponent,
                size,
                colour,
                level: None,
            } => self.challenge(req, opponent, size, colour),
            Cmd::PlayAi {
                level,
                size,
                colour,
            } => self.play_ai(req, level, size, colour),
            Cmd::Hint => self.hint(req),
            Cmd::Analyse => self.analyse(req),
            Cmd::Accept(id) => self.accept(req, id),
            Cmd::Decline(id) => self.decline(req, id),
            Cmd::Cancel => self.cancel(req),
            Cmd::Move(text) => self.play(req, &text),
            Cmd::Other(text) => self.other(req, &text),
            Cmd::Undo => self.undo(req),
            Cmd::Board => self.board(req),
            Cmd::Score => self.score(req),
            Cmd::Record => self.record(req),
            Cmd::Resign => self.resign(req),
            Cmd::Draw => self.draw(req),
            Cmd::Abort => self.abort(req),
            Cmd::Stats(user) => self.stats(req, user),
            Cmd::Legal => self.legal(req),
        }
    }

    /// Autocomplete for a cell option: legal cells for `user` in `channel`,
    /// filtered by the typed prefix, at most 25.
    pub fn autocomplete_cells(&self, channel: u64, user: u64, typed: &str) -> Vec<String> {
        let Ok(Some((stored, game))) = self.store.game(channel) else {
            return Vec::new();
        };
        let pos = game.position();
        if pos.is_over() || stored.players[pos.to_move().index()].id != user {
            return Vec::new();
        }
        let typed = typed.trim().to_uppercase();
        let mut names: Vec<String> = play::legal_cells(&game)
            .into_iter()
            .map(|c| game.board().name(c).to_string())
            .filter(|n| n.starts_with(&typed))
            .collect();
        names.truncate(25);
        names
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

    /// The user id on turn in `channel`'s game, if a game is running.
    pub fn player_on_turn(&self, channel: u64) -> Option<u64> {
        let (stored, game) = self.store.game(channel).ok()??;
        Some(stored.players[game.position().to_move().index()].id)
    }

    /// The text board of `channel`'s running game, or else of its last
    /// finished game.
    pub fn text_board(&self, channel: u64) -> Option<String> {
        if let Some((stored, game)) = self.store.game(channel).ok()? {
            return Some(render::render_text(&view(&stored, &game)));
        }
        let done = self.store.last_archived(channel).ok()??;
        let game = Game::from_data(&done.game).ok()?;
        let sentence = text::outcome_sentence(&done.players, &done.outcome);
        let mut v = BoardView::new(&game, names(&done.players));
        v.status = Some(&sentence);
        Some(render::render_text(&v))
    }

    /// Is there a running game (readable or not) in `channel`?
    pub fn has_game(&self, channel: u64) -> bool {
        self.store.has_game(channel).unwrap_or(false)
    }

    /// Is this prefix-less text a complete move by the player on turn?
    fn is_bare_move(&self, req: &Request, text: &str) -> bool {
        let Ok(Some((stored, game))) = self.store.game(req.channel) else {
            return false;
        };
        let pos = game.position();
        !pos.is_over()
            && stored.players[pos.to_move().index()].id == req.user.id
            && game.parse(text).is_ok()
    }

    fn load(&self, channel: u64) -> Result<(StoredGame, Game), Fail> {
        self.store.game(channel)?.ok_or_else(|| {
            Fail(format!(
                "No game in this channel: start one with `{}challenge @name`",
                self.config.prefix
            ))
        })
    }

    /// The requester's colour in the game.
    fn seat(&self, stored: &StoredGame, user: u64) -> Result<Player, Fail> {
        Player::BOTH
            .into_iter()
            .find(|p| stored.players[p.index()].id == user)
            .ok_or_else(|| Fail("You're not playing in this game".into()))
    }

    fn board_image(
        &self,
        stored: &StoredGame,
        game: &Game,
        status: Option<&str>,
    ) -> Option<BoardImage> {
        if !self.board_images {
            return None;
        }
        let mut v = view(stored, game);
        v.status = status;
        Some(BoardImage {
            png: render::render_png(&v),
            alt: render::alt_text(&v),
            file_name: format!(
                "bridges-{}-turn{}.png",
                stored.channel,
                game.position().turn()
            ),
        })
    }
}

fn view<'a>(stored: &'a StoredGame, game: &'a Game) -> BoardView<'a> {
    BoardView::new(game, names(&stored.players))
}

fn names(players: &[Seat; 2]) -> [&str; 2] {
    [players[0].name.as_str(), players[1].name.as_str()]
}

/// A store error's reason, short enough for a chat line.
fn clip_reason(s: &str) -> String {
    if s.chars().count() <= 100 {
        s.to_string()
    } else {
        s.chars().take(100).collect::<String>() + "…"
    }
}

/// A reply for the sender alone: ephemeral for slash commands and buttons,
/// addressed by a mention (which pings no one) in a text channel.
fn addressed(req: &Request, msg: String) -> Reply {
    let text_input = matches!(req.input, Input::Text(_));
    Reply {
        ephemeral: !text_input,
        ..Reply::text(if text_input {
            format!("{} {msg}", text::mention(req.user.id))
        } else {
            msg
        })
    }
}
