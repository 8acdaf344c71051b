//! Move clocks: the time left, reminders, loss on time, adjournment, and a
//! player's running games. Game-neutral: a clock only needs whose turn it
//! is and the turn number (`AnyGame::to_move`, `AnyGame::turn`).
//!
//! The clock lives in the game's stored value and is re-armed in the same
//! write as the move that begins a turn. The clock task
//! ([`crate::clock_task`]) sleeps until the next event is due and settles
//! it with [`Bot::fire_clock`]; any command in a channel first settles a
//! deadline that has passed there. Both run under the channel's lock and
//! re-read the game there, so a move and its deadline have one winner: a
//! move handled before the deadline's millisecond wins, one handled at or
//! after it loses, and the game's record (the move, or the loss on time)
//! says which.

use super::buttons::ButtonId;
use super::text::{game_name, mention, who_in};
use super::{Bot, ButtonStyle, Ctx, Fail, Out, Post, Reply};
use crate::clock::span_in;
use crate::games::{AnyGame, Progress};
use crate::i18n::Lang;
use crate::store::{Bank, BankRule, Ending, GameClock, Notify, StoredGame};
use crate::t;
use std::sync::PoisonError;

/// A running game a player sits in: its channel, the player's seat, the
/// stored game and its state.
pub(super) type SeatedGame = (u64, usize, StoredGame, Box<dyn AnyGame>);

/// The time from `now` to `deadline`, rounded up to the second (a clock
/// just started shows its full time).
fn left_span(lang: Lang, deadline: u64, now: u64) -> String {
    span_in(lang, deadline.saturating_sub(now).div_ceil(1000) * 1000)
}

/// A game's clock as a list of games says it: none, stopped with what is
/// left, or what is left now.
pub(super) fn clock_said(lang: Lang, clock: Option<&crate::store::GameClock>, now: u64) -> String {
    match clock {
        None => t!(lang, "clocks-mine-no-clock"),
        Some(c) => match c.stopped_left_ms {
            Some(left) => t!(lang, "clocks-mine-adjourned", left = span_in(lang, left)),
            None => t!(
                lang,
                "clocks-mine-left",
                left = left_span(lang, c.deadline_ms, now)
            ),
        },
    }
}

/// How a challenge states a time bank: its start, what a move adds and
/// the most it holds.
pub(super) fn bank_said(lang: Lang, rule: &BankRule) -> String {
    if rule.increment_ms == 0 {
        return t!(
            lang,
            "challenge-clock-bank-flat",
            start = span_in(lang, rule.start_ms)
        );
    }
    t!(
        lang,
        "challenge-clock-bank",
        start = span_in(lang, rule.start_ms),
        increment = span_in(lang, rule.increment_ms),
        max = span_in(lang, rule.max_ms)
    )
}

/// What settling a channel's clock did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockEvent {
    /// Nothing was due (a move came first, or the entry was stale).
    Nothing,
    /// The player to move was reminded (once).
    Reminded,
    /// The player to move lost on time: the game is over and archived.
    LostOnTime,
    /// The rules' turn limit ran out: the turn was lost, the game goes on.
    TurnLost,
    /// The rules' limit on the whole game ran out: adjudicated.
    GameTimeUp,
    /// A tournament's start time came: it started (or said why not).
    TournamentStarted,
    /// A player's plan was cancelled: they were told privately.
    PlanCancelled,
    /// A vacation ended: the clock runs again.
    VacationOver,
    /// The clock ran out and a day of vacation was spent instead.
    VacationDay,
    /// A player's daily word was sent.
    Digest,
}

/// A clock settled: what happened and what to post about it.
#[derive(Clone, Debug)]
pub struct Fired {
    pub event: ClockEvent,
    pub posts: Vec<Post>,
}

impl Fired {
    fn nothing() -> Fired {
        Fired {
            event: ClockEvent::Nothing,
            posts: Vec::new(),
        }
    }
}

/// The turn part of a rules clock with only a game limit: never due.
const NO_TURN_LIMIT: u64 = u64::MAX;

/// Does the game bring its own clocks (Numbridge's turn and game limits)?
/// Those are rules: they can't be stopped, and a turn's time-out plays the
/// rules' `time` instead of losing the game.
pub(super) fn has_rules_clock(game: &dyn AnyGame) -> bool {
    game.turn_limit_ms().is_some() || game.game_limit_ms().is_some()
}

impl Bot {
    /// The language of what a game's clock says with no request to answer
    /// (a loss on time, a reminder): its server's setting, else the config.
    pub(super) fn game_lang(&self, stored: &StoredGame) -> Lang {
        self.lang_of_guild(stored.guild)
    }

    /// A fresh clock for `turn`, starting `now`.
    pub(super) fn clock_for_turn(&self, per_move_ms: u64, turn: usize, now: u64) -> GameClock {
        let deadline_ms = now.saturating_add(per_move_ms);
        let frac = self.config.reminder_at;
        let remind_ms = (frac > 0.0).then(|| deadline_ms - (per_move_ms as f64 * frac) as u64);
        GameClock {
            per_move_ms,
            turn,
            deadline_ms,
            remind_ms,
            stopped_left_ms: None,
            adjourn_offer: None,
            game_deadline_ms: None,
            stopped_game_left_ms: None,
            bank: None,
            vacation_until_ms: None,
        }
    }

    /// The clock a new game starts with: the rules' own clocks (a turn
    /// limit, a game limit) when the game has them, else the move clock
    /// asked for (`per_move_ms`).
    /// With a `bank`, each player's bank starts full and the first
    /// mover's runs.
    pub(super) fn start_clock(
        &self,
        game: &dyn AnyGame,
        per_move_ms: Option<u64>,
        bank: Option<BankRule>,
        now: u64,
    ) -> Option<GameClock> {
        if !has_rules_clock(game) {
            return per_move_ms.map(|ms| {
                let mut clock = self.clock_for_turn(ms, game.turn(), now);
                clock.bank = bank.map(|rule| Bank {
                    rule,
                    left_ms: [ms; 2],
                    running: game.to_move().unwrap_or(0),
                });
                clock
            });
        }
        if !self.rules_clocks {
            return None;
        }
        let per_turn = game.turn_limit_ms().unwrap_or(NO_TURN_LIMIT);
        let mut clock = self.clock_for_turn(per_turn, game.turn(), now);
        // A turn of a minute needs no reminder.
        clock.remind_ms = None;
        clock.game_deadline_ms = game.game_limit_ms().map(|g| now.saturating_add(g));
        Some(clock)
    }

    /// Restart the clock if a new turn has begun since it was armed.
    pub(super) fn rearm(&self, stored: &mut StoredGame, game: &dyn AnyGame) {
        let now = self.now();
        if let Some(clock) = &mut stored.clock {
            if clock.turn != game.turn() && clock.stopped_left_ms.is_none() {
                if let Some(bank) = &mut clock.bank {
                    // What the mover kept, with the increment of a move
                    // made (not of an undo), capped; then the next bank runs.
                    let kept = clock.deadline_ms.saturating_sub(now);
                    let gained = if game.turn() > clock.turn {
                        bank.rule.increment_ms
                    } else {
                        0
                    };
                    bank.left_ms[bank.running] = kept.saturating_add(gained).min(bank.rule.max_ms);
                    bank.running = game.to_move().unwrap_or(bank.running);
                    let mut fresh =
                        self.clock_for_turn(bank.left_ms[bank.running], game.turn(), now);
                    fresh.per_move_ms = clock.per_move_ms;
                    fresh.bank = Some(bank.clone());
                    *clock = fresh;
                    return;
                }
                let mut fresh = self.clock_for_turn(clock.per_move_ms, game.turn(), now);
                if has_rules_clock(game) {
                    fresh.remind_ms = None;
                }
                fresh.game_deadline_ms = clock.game_deadline_ms;
                *clock = fresh;
            }
        }
    }

    /// Save a game after a change, re-arming its clock when a new turn
    /// began (in the same durable write).
    pub(super) fn save(&self, stored: &mut StoredGame, game: &dyn AnyGame) -> Result<(), Fail> {
        self.rearm(stored, game);
        stored.updated_ms = self.now();
        self.store.save_game(stored, game)?;
        Ok(())
    }

    /// `, 2 d 23 h left` for the turn lines of a timed game; nothing
    /// without a clock.
    /// With a game limit: `, 58 s left (game: 29 min)`.
    pub(super) fn left_note(&self, lang: Lang, stored: &StoredGame) -> String {
        let now = self.now();
        match &stored.clock {
            None => String::new(),
            Some(c) => match c.stopped_left_ms {
                Some(left) => t!(lang, "clocks-note-stopped", left = span_in(lang, left)),
                None => {
                    let mut s = String::new();
                    if c.per_move_ms != NO_TURN_LIMIT {
                        let left = left_span(lang, c.deadline_ms, now);
                        s = if c.bank.is_some() {
                            t!(lang, "clocks-note-bank", left = left)
                        } else {
                            t!(lang, "clocks-note-left", left = left)
                        };
                    }
                    if let Some(g) = c.game_deadline_ms {
                        s.push_str(&t!(
                            lang,
                            "clocks-note-game",
                            left = left_span(lang, g, now)
                        ));
                    }
                    s
                }
            },
        }
    }

    /// The clock of the channel's game, or why there is none.
    fn timed_game(&self, cx: &Ctx) -> Result<(StoredGame, Box<dyn AnyGame>), Fail> {
        let (req, lang) = (cx.req, cx.lang);
        let (stored, game) = self.load(req.channel)?;
        if stored.clock.is_none() {
            return Err(if stored.ai.is_some() {
                t!(lang, "clocks-none-ai").into()
            } else {
                t!(lang, "clocks-none").into()
            });
        }
        Ok((stored, game))
    }

    pub(super) fn time(&self, cx: &Ctx) -> Out {
        let lang = cx.lang;
        let (stored, game) = self.timed_game(cx)?;
        let clock = stored.clock.as_ref().expect("a timed game");
        let p = &self.prefix();
        let Some(to_move) = game.to_move() else {
            return Err(t!(lang, "clocks-game-over").into());
        };
        let player = who_in(lang, &stored.players, game.seats(), to_move);
        let text = match clock.stopped_left_ms {
            Some(left) => t!(
                lang,
                "clocks-time-adjourned",
                left = span_in(lang, left),
                player = &player,
                prefix = p
            ),
            None if has_rules_clock(game.as_ref()) => {
                let now = cx.now;
                let turn = (clock.per_move_ms != NO_TURN_LIMIT).then(|| {
                    (
                        left_span(lang, clock.deadline_ms, now),
                        span_in(lang, clock.per_move_ms),
                    )
                });
                let whole = clock.game_deadline_ms.map(|g| left_span(lang, g, now));
                match (turn, whole) {
                    (Some((left, limit)), Some(game)) => t!(
                        lang,
                        "clocks-time-rules-turn-game",
                        player = &player,
                        left = left,
                        limit = limit,
                        game = game
                    ),
                    (Some((left, limit)), None) => t!(
                        lang,
                        "clocks-time-rules-turn",
                        player = &player,
                        left = left,
                        limit = limit
                    ),
                    (None, Some(game)) => {
                        t!(
                            lang,
                            "clocks-time-rules-game",
                            player = &player,
                            game = game
                        )
                    }
                    (None, None) => t!(lang, "clocks-time-rules", player = &player),
                }
            }
            None => match &clock.bank {
                Some(bank) => {
                    let other = 1 - bank.running.min(1);
                    t!(
                        lang,
                        "clocks-time-bank",
                        player = &player,
                        left = left_span(lang, clock.deadline_ms, cx.now),
                        rule = bank_said(lang, &bank.rule),
                        other = who_in(lang, &stored.players, game.seats(), other),
                        other_left = span_in(lang, bank.left_ms[other])
                    )
                }
                None => t!(
                    lang,
                    "clocks-time",
                    player = &player,
                    left = left_span(lang, clock.deadline_ms, cx.now),
                    limit = span_in(lang, clock.per_move_ms)
                ),
            },
        };
        // Then the moments each clock runs out, as Discord timestamps.
        let mut lines = vec![text];
        if clock.stopped_left_ms.is_none() {
            if clock.per_move_ms != NO_TURN_LIMIT {
                let at = (clock.deadline_ms / 1000).to_string();
                lines.push(t!(lang, "clocks-time-move-moment", at = at));
            }
            if let Some(g) = clock.game_deadline_ms {
                let at = (g / 1000).to_string();
                lines.push(t!(lang, "clocks-time-game-moment", at = at));
            }
        }
        Ok(vec![Reply::text(lines.join("\n"))])
    }

    pub(super) fn adjourn(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (mut stored, game) = self.timed_game(cx)?;
        let me = self.seat(&stored, req.user.id)?;
        if stored.ai.is_some() {
            // The rules' clocks of a game against me: I never agree.
            return Err(t!(lang, "clocks-adjourn-ai").into());
        }
        let p = self.prefix();
        let clock = stored.clock.as_mut().expect("a timed game");
        if clock.stopped_left_ms.is_some() {
            return Err(t!(lang, "clocks-adjourned-already", prefix = &p).into());
        }
        match clock.adjourn_offer {
            Some(s) if s == 1 - me => return self.adjourn_answer(cx, true),
            Some(_) => {
                return Err(t!(
                    lang,
                    "clocks-adjourn-offered",
                    name = super::said::verbatim(&stored.players[1 - me].name)
                )
                .into())
            }
            None => clock.adjourn_offer = Some(me),
        }
        self.save(&mut stored, game.as_ref())?;
        let other = stored.players[1 - me].id;
        let channel = req.channel;
        let reply = Reply {
            mentions: vec![other],
            ..Reply::text(t!(
                lang,
                "clocks-adjourn-offer",
                player = who_in(lang, &stored.players, game.seats(), me),
                prefix = &p,
                mention = mention(other)
            ))
        }
        .button(
            ButtonId::Adjourn {
                channel,
                accept: true,
            }
            .encode(),
            &t!(lang, "clocks-button-adjourn"),
            ButtonStyle::Success,
        )
        .button(
            ButtonId::Adjourn {
                channel,
                accept: false,
            }
            .encode(),
            &t!(lang, "clocks-button-play-on"),
            ButtonStyle::Secondary,
        );
        Ok(vec![reply])
    }

    /// The answer to an open adjournment offer.
    pub(super) fn adjourn_answer(&self, cx: &Ctx, accept: bool) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (mut stored, game) = self.timed_game(cx)?;
        let me = self.seat(&stored, req.user.id)?;
        let now = self.now();
        let p = self.prefix();
        let clock = stored.clock.as_mut().expect("a timed game");
        match clock.adjourn_offer {
            None => return Err(t!(lang, "clocks-adjourn-none").into()),
            Some(s) if s == me && accept => {
                return Err(t!(
                    lang,
                    "clocks-adjourn-yours",
                    name = super::said::verbatim(&stored.players[1 - me].name)
                )
                .into())
            }
            Some(_) => {}
        }
        clock.adjourn_offer = None;
        let text = if accept {
            let left = clock.deadline_ms.saturating_sub(now);
            clock.stopped_left_ms = Some(left);
            // The rules' game clock stops too, and restarts with the rest.
            clock.stopped_game_left_ms =
                clock.game_deadline_ms.take().map(|g| g.saturating_sub(now));
            t!(
                lang,
                "clocks-adjourned",
                left = span_in(lang, left),
                prefix = &p
            )
        } else {
            t!(
                lang,
                "clocks-adjourn-declined",
                name = super::said::verbatim(&req.user.name)
            )
        };
        self.save(&mut stored, game.as_ref())?;
        Ok(vec![Reply::text(text)])
    }

    pub(super) fn resume(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (mut stored, game) = self.timed_game(cx)?;
        self.seat(&stored, req.user.id)?;
        let now = cx.now;
        let clock = stored.clock.as_mut().expect("a timed game");
        let Some(left) = clock.stopped_left_ms else {
            return Err(t!(lang, "clocks-not-adjourned").into());
        };
        let mut fresh = self.clock_for_turn(clock.per_move_ms, clock.turn, now);
        fresh.deadline_ms = now.saturating_add(left);
        fresh.game_deadline_ms = clock.stopped_game_left_ms.map(|g| now.saturating_add(g));
        fresh.bank = clock.bank.clone();
        // Remind only if the reminder's moment is still ahead.
        let window = (clock.per_move_ms as f64 * self.config.reminder_at) as u64;
        fresh.remind_ms = fresh
            .remind_ms
            .and_then(|_| fresh.deadline_ms.checked_sub(window))
            .filter(|&r| r > now && !has_rules_clock(game.as_ref()));
        *clock = fresh;
        self.save(&mut stored, game.as_ref())?;
        let Some(to_move) = game.to_move() else {
            return Err(t!(lang, "clocks-game-over").into());
        };
        let id = stored.players[to_move].id;
        Ok(vec![Reply {
            mentions: vec![id],
            ..Reply::text(t!(
                lang,
                "clocks-resumed",
                mention = mention(id),
                left = self.left_note(lang, &stored),
                prompt = game.prompt(lang)
            ))
        }])
    }

    pub(super) fn notify(&self, cx: &Ctx, how: Option<Notify>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let p = &self.prefix();
        let mut prefs = self.store.prefs(req.user.id)?;
        let text = match how {
            None => t!(
                lang,
                "clocks-notify-now",
                how = self.notify_said(lang, &prefs),
                prefix = p
            ),
            Some(n) => {
                prefs.notify = n;
                // Any other way than the daily word stops its timer.
                self.store.put_prefs_and_digest(req.user.id, &prefs, None)?;
                t!(
                    lang,
                    "clocks-notify-set",
                    how = self.notify_said(lang, &prefs)
                )
            }
        };
        Ok(vec![Reply {
            ephemeral: true,
            ..Reply::text(format!("{} {text}", mention(req.user.id)))
        }])
    }

    /// The running games `user` sits in, by channel, with the seat they
    /// sit in. A scan of the games tree (decoded games are cached): fine
    /// at this scale.
    pub(super) fn games_of(&self, user: u64) -> crate::store::Result<Vec<SeatedGame>> {
        let mut out = Vec::new();
        for channel in self.store.game_channels()? {
            let Ok(Some((stored, game))) = self.store.game(channel) else {
                continue;
            };
            if let Some(seat) = stored.players.iter().position(|s| s.id == user) {
                out.push((channel, seat, stored, game));
            }
        }
        Ok(out)
    }

    /// The requester's running games on this server, privately.
    pub(super) fn my_games(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let now = cx.now;
        let mut lines = Vec::new();
        for (channel, me, stored, game) in self.games_of(req.user.id)? {
            if req.guild.is_some() && stored.guild != req.guild {
                continue;
            }
            let other = &stored.players[1 - me].name;
            let turn = match game.to_move() {
                Some(p) if p == me => t!(lang, "clocks-mine-your-turn"),
                Some(p) => t!(
                    lang,
                    "clocks-mine-their-turn",
                    name = super::said::verbatim(&stored.players[p].name)
                ),
                None => t!(lang, "clocks-mine-over"),
            };
            let clock = clock_said(lang, stored.clock.as_ref(), now);
            lines.push(t!(
                lang,
                "clocks-mine-line",
                channel = channel.to_string(),
                game = game_name(game.kind(), lang),
                other = other,
                turn = turn,
                clock = clock
            ));
        }
        let text = if lines.is_empty() {
            t!(lang, "clocks-mine-none", prefix = self.prefix())
        } else {
            format!("{}\n{}", t!(lang, "clocks-mine-header"), lines.join("\n"))
        };
        Ok(vec![Reply {
            private: true,
            ephemeral: true,
            ..Reply::text(text)
        }])
    }

    /// Settle a deadline that passed in `channel` (called under the
    /// channel's lock before each command there): the loss on time, to be
    /// posted in the channel.
    pub(super) fn expire_channel(&self, channel: u64) -> Vec<Reply> {
        let now = self.now();
        match self.store.timer(channel) {
            Ok(Some(due)) if due <= now => {}
            _ => return Vec::new(),
        }
        self.fire(channel, now, false, false)
            .posts
            .into_iter()
            .filter(|p| !p.reply.private)
            .map(|p| p.reply)
            .collect()
    }

    /// Fire every clock event that is due, one channel after another:
    /// losses on time and reminders. Tests and the local mode call this;
    /// the Discord adapter's clock task fires channel by channel
    /// ([`Bot::due_clocks`], [`Bot::fire_clock`]) and sleeps in between.
    pub fn tick(&self) -> Vec<Post> {
        self.sweep(false)
    }

    /// [`Bot::tick`] at start-up: a deadline that passed while the bot was
    /// down fires now, and says so.
    pub fn tick_at_startup(&self) -> Vec<Post> {
        self.sweep(true)
    }

    fn sweep(&self, startup: bool) -> Vec<Post> {
        self.due_clocks()
            .into_iter()
            .flat_map(|(channel, _)| self.fire_clock(channel, startup).posts)
            .collect()
    }

    /// The channels whose clocks are due now, earliest first, each with
    /// its due time (an index in memory: no scan).
    pub fn due_clocks(&self) -> Vec<(u64, u64)> {
        self.store.due_timers(self.now()).unwrap_or_else(|e| {
            tracing::error!("reading the timers failed: {e}");
            Vec::new()
        })
    }

    /// When the next clock event after `after_ms` is due, if any.
    pub fn next_clock_after(&self, after_ms: u64) -> Option<u64> {
        self.store.next_due_after(after_ms).unwrap_or_else(|e| {
            tracing::error!("reading the timers failed: {e}");
            None
        })
    }

    /// When `channel`'s clock is next due, if it has one.
    pub fn clock_due(&self, channel: u64) -> Option<u64> {
        self.store.timer(channel).ok().flatten()
    }

    /// How many clocks are armed.
    pub fn clock_count(&self) -> usize {
        self.store.timer_count().unwrap_or(0)
    }

    /// What wakes the clock task when a command arms a clock earlier
    /// than the one it sleeps towards.
    pub fn clock_alarm(&self) -> std::sync::Arc<crate::store::TimerAlarm> {
        self.store.timer_alarm()
    }

    /// Settle `channel`'s clock if it is due, under the channel's lock:
    /// a command in the channel waits, so a move and its deadline have
    /// exactly one winner. `startup`: the moment passed while the bot was
    /// down (the loss says so).
    pub fn fire_clock(&self, channel: u64, startup: bool) -> Fired {
        // Not a channel's clock: a player's daily word.
        if let Some(user) = crate::store::user_of_digest(channel) {
            return self.fire_digest(channel, user);
        }
        // Not a channel's clock: a tournament's start time.
        if let Some(id) = crate::store::tournament_of_timer(channel) {
            return self.fire_tournament_start(channel, id);
        }
        let lock = self.channel_lock(channel);
        let guard = lock.lock().unwrap_or_else(PoisonError::into_inner);
        let now = self.now();
        let fired = match self.store.timer(channel) {
            Ok(Some(due)) if due <= now => self.fire(channel, now, startup, true),
            Ok(_) => Fired::nothing(),
            Err(e) => {
                tracing::error!("timer of channel {channel}: {e}");
                Fired::nothing()
            }
        };
        drop(guard);
        self.release_channel_lock(channel, lock);
        fired
    }

    /// A tournament's start timer `key` is due (or was): start it.
    fn fire_tournament_start(&self, key: u64, id: u64) -> Fired {
        match self.store.timer(key) {
            Ok(Some(due)) if due <= self.now() => {}
            _ => return Fired::nothing(),
        }
        let replies = self.tournament_start_due(id);
        Fired {
            event: if replies.is_empty() {
                ClockEvent::Nothing
            } else {
                ClockEvent::TournamentStarted
            },
            posts: replies
                .into_iter()
                .map(|reply| Post {
                    channel: reply.post_in.unwrap_or_default(),
                    user: 0,
                    reply,
                })
                .collect(),
        }
    }

    /// Act on `channel`'s clock at `now` (the caller holds its lock):
    /// the game's stored clock decides, whatever the timer index said.
    fn fire(&self, channel: u64, now: u64, startup: bool, remind: bool) -> Fired {
        let (mut stored, game) = match self.store.game(channel) {
            Ok(Some(g)) => g,
            Ok(None) => {
                // A timer left behind by a game that is gone.
                let _ = self.store.remove_timer(channel);
                return Fired::nothing();
            }
            Err(e) => {
                tracing::error!("timer of channel {channel}: {e}");
                return Fired::nothing();
            }
        };
        // A cancelled plan's owner is told first (by the clock task only:
        // the word is private, and a command's replies go to the channel).
        if remind {
            if let Some(post) = self.plan_notice(&mut stored, game.as_ref()) {
                if let Err(e) = self.save(&mut stored, game.as_ref()) {
                    tracing::error!("plan notice in channel {channel}: {e}");
                    return Fired::nothing();
                }
                return Fired {
                    event: ClockEvent::PlanCancelled,
                    posts: vec![post],
                };
            }
        }
        let (Some(clock), Some(to_move)) = (stored.clock.clone(), game.to_move()) else {
            if stored.due_ms().is_none() {
                let _ = self.store.remove_timer(channel);
            }
            return Fired::nothing();
        };
        let player = stored.players[to_move].id;
        let posts = |event: ClockEvent, replies: Vec<Reply>| Fired {
            event,
            posts: replies
                .into_iter()
                .map(|reply| Post {
                    // A tournament's next round goes to its own channel.
                    channel: reply.post_in.unwrap_or(channel),
                    user: player,
                    reply,
                })
                .collect(),
        };
        // A vacation ends: the clock runs again by itself.
        if clock.stopped_left_ms.is_some() && clock.vacation_until_ms.is_some_and(|u| u <= now) {
            let lang = self.game_lang(&stored);
            return match self.vacation_over(&mut stored, game.as_ref(), lang) {
                Some(line) => posts(
                    ClockEvent::VacationOver,
                    vec![Reply {
                        mentions: vec![player],
                        ..Reply::text(line)
                    }],
                ),
                None => Fired::nothing(),
            };
        }
        if clock.game_deadline_ms.is_some_and(|g| now >= g) {
            return match self.game_time_out(stored, game, startup) {
                Ok(replies) => posts(ClockEvent::GameTimeUp, replies),
                Err(e) => {
                    tracing::error!("game time-out in channel {channel}: {e}");
                    Fired::nothing()
                }
            };
        }
        let turn_due = clock.stopped_left_ms.is_none()
            && clock.turn == game.turn()
            && now >= clock.deadline_ms;
        if turn_due && has_rules_clock(game.as_ref()) {
            return match self.turn_time_out(stored, game, to_move, startup) {
                Ok(replies) => posts(ClockEvent::TurnLost, replies),
                Err(e) => {
                    tracing::error!("turn time-out in channel {channel}: {e}");
                    Fired::nothing()
                }
            };
        }
        let lang = self.game_lang(&stored);
        if turn_due {
            // A day of the player's vacation, while any is left, first.
            if let Some(line) = self.vacation_day(&mut stored, game.as_ref(), to_move) {
                if let Err(e) = self.save(&mut stored, game.as_ref()) {
                    tracing::error!("vacation day in channel {channel}: {e}");
                    return Fired::nothing();
                }
                let reply = Reply {
                    mentions: vec![player],
                    ..Reply::text(line)
                };
                return posts(ClockEvent::VacationDay, vec![reply]);
            }
            let name = who_in(lang, &stored.players, game.seats(), to_move);
            let limit = span_in(lang, clock.per_move_ms);
            let line = match (startup, clock.bank.is_some()) {
                (true, true) => t!(lang, "clocks-timeout-bank-offline", name = name),
                (false, true) => t!(lang, "clocks-timeout-bank", name = name),
                (true, false) => t!(lang, "clocks-timeout-offline", name = name, limit = limit),
                (false, false) => t!(lang, "clocks-timeout", name = name, limit = limit),
            };
            return match self.finish(stored, game, Ending::Timeout { seat: to_move }, vec![line]) {
                Ok(replies) => posts(ClockEvent::LostOnTime, replies),
                Err(e) => {
                    tracing::error!("timeout in channel {channel}: {e}");
                    Fired::nothing()
                }
            };
        }
        let mut fired = Fired::nothing();
        if remind && clock.remind_ms.is_some_and(|r| r <= now) && clock.turn == game.turn() {
            if let Some(c) = &mut stored.clock {
                c.remind_ms = None;
            }
            // Marked before it is posted: a reminder is never sent twice.
            if let Err(e) = self.save(&mut stored, game.as_ref()) {
                tracing::error!("reminder in channel {channel}: {e}");
                return Fired::nothing();
            }
            fired.event = ClockEvent::Reminded;
            let left = left_span(lang, clock.deadline_ms, now);
            let notify = self
                .store
                .prefs(player)
                .map(|p| p.notify)
                .unwrap_or_default();
            let reply = match notify {
                Notify::Off => None,
                Notify::Channel => Some(Reply {
                    mentions: vec![player],
                    ..Reply::text(t!(
                        lang,
                        "clocks-remind-channel",
                        mention = mention(player),
                        left = &left
                    ))
                }),
                Notify::Dm | Notify::Digest => Some(Reply {
                    private: true,
                    ephemeral: true,
                    ..Reply::text(t!(
                        lang,
                        "clocks-remind-dm",
                        channel = format!("<#{channel}>"),
                        game = game_name(game.kind(), lang),
                        name = super::said::verbatim(&stored.players[1 - to_move].name),
                        left = &left
                    ))
                }),
            };
            fired.posts.extend(reply.map(|reply| Post {
                channel,
                user: player,
                reply,
            }));
        } else if stored.due_ms() != self.store.timer(channel).ok().flatten() {
            // The index disagrees with the game (an old entry): rewrite it.
            let _ = self.save(&mut stored, game.as_ref());
        }
        fired
    }

    /// The rules' turn limit ran out for `seat`: the turn is lost (the
    /// rules' `time`, recorded), the game goes on and the next turn's clock
    /// starts.
    fn turn_time_out(
        &self,
        stored: StoredGame,
        mut game: Box<dyn AnyGame>,
        seat: usize,
        startup: bool,
    ) -> Out {
        let lang = self.game_lang(&stored);
        let name = who_in(lang, &stored.players, game.seats(), seat);
        let limit = game
            .turn_limit_ms()
            .map(|ms| span_in(lang, ms))
            .unwrap_or_default();
        let line = if startup {
            t!(lang, "clocks-turn-lost-offline", name = name, limit = limit)
        } else {
            t!(lang, "clocks-turn-lost", name = name, limit = limit)
        };
        let channel = stored.channel;
        let progress = game
            .turn_time_out()
            .map_err(|e| Fail::Said(format!("the turn's time-out was refused: {e}")))?;
        if progress == Progress::Continues {
            // A rule that keeps the turn going: save and say so.
            let mut stored = stored;
            stored.game = game.data();
            self.save(&mut stored, game.as_ref())?;
            return Ok(vec![Reply::text(line)]);
        }
        self.turn_over(channel, stored, game, vec![line], None)
    }

    /// The rules' limit on the whole game ran out: the game adjudicates
    /// (recorded) and ends.
    fn game_time_out(&self, stored: StoredGame, mut game: Box<dyn AnyGame>, startup: bool) -> Out {
        let lang = self.game_lang(&stored);
        let limit = game
            .game_limit_ms()
            .map(|ms| span_in(lang, ms))
            .unwrap_or_default();
        let line = if startup {
            t!(lang, "clocks-game-time-offline", limit = limit)
        } else {
            t!(lang, "clocks-game-time", limit = limit)
        };
        let outcome = game
            .game_time_out()
            .map_err(|e| Fail::Said(format!("the game's time-out was refused: {e}")))?;
        self.finish(
            stored,
            game,
            Ending::Board {
                winner: outcome.winner(),
            },
            vec![line],
        )
    }
}
