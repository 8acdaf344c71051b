//! Vacation: each player's days off a calendar year (`vacation_days` in
//! the config). `vacation 3d` stops the clock of every correspondence game
//! of theirs (a day or more a move) against a person for that long, says so in each game's channel, and the
//! clock task restarts them by itself; a clock that runs out spends a day,
//! while any are left, before the game is lost on time.

use super::clocks::has_rules_clock;
use super::text::who_in;
use super::{Bot, Ctx, Out, Reply};
use crate::clock::{span_in, DAY};
use crate::games::AnyGame;
use crate::i18n::Lang;
use crate::store::{Prefs, StoredGame, VacationSpent};
use crate::t;
use std::sync::TryLockError;
use std::time::{Duration, Instant};

/// How long `vacation` waits for a game busy with a command elsewhere.
const BUSY_WAIT: Duration = Duration::from_secs(2);

/// The calendar year (UTC) of a moment in Unix ms.
fn year_of(ms: u64) -> i32 {
    let (date, _) = crate::games::header::utc_date_time(ms);
    date.get(..4).and_then(|y| y.parse().ok()).unwrap_or(1970)
}

/// Is this a correspondence game's clock, one vacation applies to: a day
/// or more a move (or a bank starting with a day or more)? A day off means
/// nothing to a game of minutes.
fn correspondence(clock: &crate::store::GameClock) -> bool {
    clock.per_move_ms >= DAY
}

/// A Discord timestamp of a moment, in each reader's own time zone.
fn moment(ms: u64) -> String {
    format!("<t:{}:f>", ms / 1000)
}

impl Bot {
    /// The vacation days `prefs`' player has left in the year of `now`.
    pub(super) fn vacation_left(&self, prefs: &Prefs, now: u64) -> u32 {
        let year = year_of(now);
        let spent = prefs
            .vacation
            .filter(|v| v.year == year)
            .map_or(0, |v| v.days);
        self.config.vacation_days.saturating_sub(spent)
    }

    /// Spend `days` of `prefs`' vacation in the year of `now`.
    fn spend_vacation(prefs: &mut Prefs, days: u32, now: u64) {
        let year = year_of(now);
        let spent = prefs
            .vacation
            .filter(|v| v.year == year)
            .map_or(0, |v| v.days);
        prefs.vacation = Some(VacationSpent {
            year,
            days: spent + days,
        });
    }

    /// Spend a day of the vacation of `stored`'s player to move, whose
    /// clock ran out, when one is left: one more day on the clock, and
    /// the line that says so; `None` when the game is lost on time.
    pub(super) fn vacation_day(
        &self,
        stored: &mut StoredGame,
        game: &dyn AnyGame,
        to_move: usize,
    ) -> Option<String> {
        if stored.ai.is_some()
            || !stored.clock.as_ref().is_some_and(correspondence)
            || !self.vacation_applies(stored)
        {
            return None;
        }
        let now = self.now();
        let player = stored.players[to_move].id;
        let mut prefs = self.store.prefs(player).ok()?;
        let left = self.vacation_left(&prefs, now);
        if left == 0 {
            return None;
        }
        Self::spend_vacation(&mut prefs, 1, now);
        self.store.put_prefs(player, &prefs).ok()?;
        let clock = stored.clock.as_mut()?;
        clock.deadline_ms = clock.deadline_ms.saturating_add(DAY);
        clock.remind_ms = None;
        let lang = self.game_lang(stored);
        Some(t!(
            lang,
            "vacation-day-spent",
            name = who_in(lang, &stored.players, game.seats(), to_move),
            left = left - 1
        ))
    }

    /// `vacation` (the days left) or `vacation 3d`.
    pub(super) fn vacation(&self, cx: &Ctx, asked_ms: Option<u64>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let now = self.now();
        let p = self.prefix();
        let mut prefs = self.store.prefs(req.user.id)?;
        let left = self.vacation_left(&prefs, now);
        let private = |text: String| Reply {
            private: true,
            ephemeral: true,
            ..Reply::text(text)
        };
        let Some(asked_ms) = asked_ms else {
            return Ok(vec![private(t!(
                lang,
                "vacation-left",
                days = left,
                prefix = &p
            ))]);
        };
        let days = u32::try_from(asked_ms.div_ceil(DAY)).unwrap_or(u32::MAX);
        if days > left {
            return Err(t!(lang, "vacation-too-long", asked = days, days = left).into());
        }
        let until = now.saturating_add(u64::from(days) * DAY);
        let (mut posts, mut against_me, mut busy) = (Vec::new(), false, Vec::new());
        let mut kept = Vec::new();
        for (channel, _, stored, _) in self.games_of(req.user.id)? {
            if stored.ai.is_some() {
                against_me = true;
                continue;
            }
            if !self.vacation_applies(&stored) {
                if stored.clock.is_some() {
                    kept.push(channel);
                }
                continue;
            }
            // The requester's channel is locked already (this command).
            if channel == req.channel {
                posts.extend(self.pause_for_vacation(channel, &req.user.name, until));
                continue;
            }
            let lock = self.channel_lock(channel);
            let started = Instant::now();
            let guard = loop {
                match lock.try_lock() {
                    Ok(g) => break Some(g),
                    Err(TryLockError::Poisoned(e)) => break Some(e.into_inner()),
                    Err(TryLockError::WouldBlock) if started.elapsed() < BUSY_WAIT => {
                        std::thread::sleep(Duration::from_millis(20))
                    }
                    Err(TryLockError::WouldBlock) => break None,
                }
            };
            let held = guard.is_some();
            if held {
                posts.extend(self.pause_for_vacation(channel, &req.user.name, until));
            } else {
                busy.push(channel);
            }
            drop(guard);
            self.release_channel_lock(channel, lock);
        }
        let paused = posts.len();
        let mut lines = Vec::new();
        if paused == 0 {
            lines.push(t!(lang, "vacation-nothing"));
        } else {
            Self::spend_vacation(&mut prefs, days, now);
            self.store.put_prefs(req.user.id, &prefs)?;
            lines.push(t!(
                lang,
                "vacation-started",
                games = paused,
                until = moment(until),
                days = left - days
            ));
        }
        for channel in busy {
            lines.push(t!(lang, "vacation-busy", channel = format!("<#{channel}>")));
        }
        for channel in kept {
            lines.push(t!(
                lang,
                "vacation-tournament",
                channel = format!("<#{channel}>")
            ));
        }
        if against_me {
            lines.push(t!(lang, "vacation-ai"));
        }
        let mut replies = vec![private(lines.join("\n"))];
        replies.extend(posts);
        Ok(replies)
    }

    /// Stop `channel`'s clock until `until` (the caller holds its lock):
    /// the post for its channel, or nothing when there is no running
    /// clock of a person's game to stop (none, adjourned, the rules').
    fn pause_for_vacation(&self, channel: u64, name: &str, until: u64) -> Option<Reply> {
        let (mut stored, game) = self.store.game(channel).ok()??;
        let to_move = game.to_move()?;
        if has_rules_clock(game.as_ref()) {
            return None;
        }
        let now = self.now();
        let clock = stored.clock.as_mut()?;
        if !correspondence(clock) || clock.stopped_left_ms.is_some() || clock.deadline_ms <= now {
            return None;
        }
        let left = clock.deadline_ms - now;
        clock.stopped_left_ms = Some(left);
        clock.adjourn_offer = None;
        clock.vacation_until_ms = Some(until);
        self.save(&mut stored, game.as_ref()).ok()?;
        let lang = self.game_lang(&stored);
        Some(Reply {
            post_in: Some(channel),
            ..Reply::text(t!(
                lang,
                "vacation-paused",
                name = super::said::verbatim(name),
                until = moment(until),
                left = span_in(lang, left),
                player = who_in(lang, &stored.players, game.seats(), to_move)
            ))
        })
    }

    /// A vacation's end came in `stored`'s game (the caller holds its
    /// lock): the clock runs again with what was left; the line for the
    /// channel.
    pub(super) fn vacation_over(
        &self,
        stored: &mut StoredGame,
        game: &dyn AnyGame,
        lang: Lang,
    ) -> Option<String> {
        let to_move = game.to_move()?;
        let now = self.now();
        let clock = stored.clock.as_mut()?;
        let left = clock.stopped_left_ms.take()?;
        clock.vacation_until_ms = None;
        clock.deadline_ms = now.saturating_add(left);
        // Remind only if the reminder's moment is still ahead.
        let window = (clock.per_move_ms as f64 * self.config.reminder_at) as u64;
        clock.remind_ms = (self.config.reminder_at > 0.0)
            .then(|| clock.deadline_ms.saturating_sub(window))
            .filter(|&r| r > now);
        self.save(stored, game).ok()?;
        Some(t!(
            lang,
            "vacation-over",
            player = who_in(lang, &stored.players, game.seats(), to_move),
            left = span_in(lang, left)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn years_turn_at_midnight_utc() {
        // 2026-01-01T00:00:00Z and the millisecond before.
        assert_eq!(year_of(1_767_225_600_000), 2026);
        assert_eq!(year_of(1_767_225_599_999), 2025);
    }
}
