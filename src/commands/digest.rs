//! The daily word (`notify digest 08:00 Europe/Lisbon`): one direct
//! message a day, at the hour the player chose in their time zone,
//! listing every game where it is their move. Its timer is a player's
//! entry in the clock task's index ([`crate::store::digest_key`]), armed
//! in the same write as the settings that say which day it last went
//! out, so it goes out once a day, also across a restart.

use super::clocks::{ClockEvent, Fired};
use super::text::game_name;
use super::{Bot, Ctx, Out, Post, Reply};
use crate::i18n::Lang;
use crate::store::{Digest, Notify, PositionMark, Prefs};
use crate::t;
use jiff::civil::Date;
use jiff::tz::TimeZone;
use jiff::Timestamp;

/// The daily word's time when none was ever given: 08:00.
const DEFAULT_AT_MIN: u16 = 8 * 60;

/// The time zone called `name` (an IANA name such as `Europe/Lisbon`, or
/// `UTC`), with its name as the zone database writes it.
pub(super) fn zone_named(name: &str) -> Option<(TimeZone, String)> {
    let tz = TimeZone::get(name).ok()?;
    let canonical = tz.iana_name().unwrap_or(name).to_string();
    Some((tz, canonical))
}

/// The player's time zone: the one they stated, else UTC.
fn zone_of(prefs: &Prefs) -> TimeZone {
    prefs
        .zone
        .as_deref()
        .and_then(zone_named)
        .map_or(TimeZone::UTC, |(tz, _)| tz)
}

/// The local date at `ms` in `tz`.
fn local_date(tz: &TimeZone, ms: u64) -> Option<Date> {
    let ts = Timestamp::from_millisecond(i64::try_from(ms).ok()?).ok()?;
    Some(ts.to_zoned_datetime(tz.clone()).date())
}

/// The first moment after `after_ms` when the clock on the wall in `tz`
/// says `at_min` (a time skipped by a change to summer time: just after
/// it).
pub(super) fn next_digest_ms(at_min: u16, tz: &TimeZone, after_ms: u64) -> Option<u64> {
    let mut date = local_date(tz, after_ms)?;
    let (h, m) = ((at_min / 60) as i8, (at_min % 60) as i8);
    for _ in 0..3 {
        let at = date.at(h, m, 0, 0).to_zoned_datetime(tz.clone()).ok()?;
        let ms = u64::try_from(at.timestamp().as_millisecond()).ok()?;
        if ms > after_ms {
            return Some(ms);
        }
        date = date.tomorrow().ok()?;
    }
    None
}

/// `08:00`.
fn hh_mm(at_min: u16) -> String {
    format!("{:02}:{:02}", at_min / 60, at_min % 60)
}

impl Bot {
    /// `notify digest [HH:MM] [zone]`: the daily word from now on (the
    /// time and zone as before where not given).
    pub(super) fn set_digest(&self, cx: &Ctx, at_min: Option<u16>, zone: Option<&str>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let mut prefs = self.store.prefs(req.user.id)?;
        if let Some(name) = zone {
            let Some((_, canonical)) = zone_named(name) else {
                return Err(t!(
                    lang,
                    "clocks-digest-bad-zone",
                    zone = crate::i18n::clip(name)
                )
                .into());
            };
            prefs.zone = Some(canonical);
        }
        let digest = prefs.digest.get_or_insert(Digest {
            at_min: DEFAULT_AT_MIN,
            sent_on: None,
            lang: None,
        });
        if let Some(at) = at_min {
            digest.at_min = at;
        }
        digest.lang = Some(lang.code().to_string());
        let at = digest.at_min;
        prefs.notify = Notify::Digest;
        let tz = zone_of(&prefs);
        let due = next_digest_ms(at, &tz, self.now());
        self.store.put_prefs_and_digest(req.user.id, &prefs, due)?;
        let mut text = t!(
            lang,
            "clocks-notify-set",
            how = self.notify_said(lang, &prefs)
        );
        if prefs.zone.is_none() {
            text.push('\n');
            text.push_str(&t!(lang, "clocks-digest-zone-hint", prefix = self.prefix()));
        }
        Ok(vec![Reply {
            ephemeral: true,
            ..Reply::text(format!("{} {text}", super::text::mention(req.user.id)))
        }])
    }

    /// Who a "your turn" post pings: the player, unless they chose the
    /// daily word instead of a ping per move.
    pub(super) fn turn_ping(&self, player: u64) -> Vec<u64> {
        match self.store.prefs(player) {
            Ok(p) if p.notify == Notify::Digest => Vec::new(),
            _ => vec![player],
        }
    }

    /// How a player is reminded, in words (`notify`'s answers).
    pub(super) fn notify_said(&self, lang: Lang, prefs: &Prefs) -> String {
        match prefs.notify {
            Notify::Channel => t!(lang, "clocks-notify-channel"),
            Notify::Dm => t!(lang, "clocks-notify-dm"),
            Notify::Off => t!(lang, "clocks-notify-off"),
            Notify::Digest => t!(
                lang,
                "clocks-notify-digest",
                at = hh_mm(prefs.digest.as_ref().map_or(DEFAULT_AT_MIN, |d| d.at_min)),
                zone = prefs.zone.as_deref().unwrap_or("UTC")
            ),
        }
    }

    /// `user`'s daily word is due (timer `key`): send it, unless it went
    /// out today already, and arm tomorrow's, in one write before it is
    /// posted (never twice a day, also across a restart).
    pub(super) fn fire_digest(&self, key: u64, user: u64) -> Fired {
        let nothing = Fired {
            event: ClockEvent::Nothing,
            posts: Vec::new(),
        };
        let now = self.now();
        match self.store.timer(key) {
            Ok(Some(due)) if due <= now => {}
            _ => return nothing,
        }
        let Ok(mut prefs) = self.store.prefs(user) else {
            return nothing;
        };
        let tz = zone_of(&prefs);
        let (Notify::Digest, Some(digest)) = (prefs.notify, prefs.digest.as_mut()) else {
            // Another way was chosen since: the timer goes.
            let _ = self.store.remove_timer(key);
            return nothing;
        };
        let today = local_date(&tz, now).map(|d| d.to_string());
        let send = today.is_some() && digest.sent_on != today;
        digest.sent_on = today;
        let lang = digest
            .lang
            .as_deref()
            .and_then(Lang::parse)
            .unwrap_or(self.lang);
        let due = next_digest_ms(digest.at_min, &tz, now);
        let text = if send {
            self.digest_text(lang, user, now)
        } else {
            None
        };
        if let Err(e) = self.store.put_prefs_and_digest(user, &prefs, due) {
            tracing::error!("daily word of a player: {e}");
            return nothing;
        }
        let Some(text) = text else {
            return nothing;
        };
        Fired {
            event: ClockEvent::Digest,
            posts: vec![Post {
                channel: 0,
                user,
                reply: Reply {
                    private: true,
                    ephemeral: true,
                    ..Reply::text(text)
                },
            }],
        }
    }

    /// A transport posted the reply marked [`Reply::position`] `mark` in
    /// `channel` as `message`: the daily word links to it while the game
    /// stays at that position.
    pub fn position_posted(&self, channel: u64, mark: PositionMark, message: u64) {
        if let Err(e) = self.store.note_position(channel, mark, message) {
            tracing::warn!("noting the position message of channel {channel}: {e}");
        }
    }

    /// The daily word's text: every game where it is `user`'s move, with
    /// its time left and its links; `None` when there is none.
    fn digest_text(&self, lang: Lang, user: u64, now: u64) -> Option<String> {
        let mut lines = Vec::new();
        for (channel, _, stored, game) in self.games_of(user).ok()? {
            let Some(to_move) = game.to_move().filter(|&p| stored.players[p].id == user) else {
                continue;
            };
            let clock = super::clocks::clock_said(lang, stored.clock.as_ref(), now);
            let place = stored.guild.map_or("@me".to_string(), |g| g.to_string());
            let mut line = t!(
                lang,
                "clocks-digest-line",
                game = game_name(game.kind(), lang),
                name = super::said::verbatim(&stored.players[1 - to_move].name),
                clock = clock,
                link = match stored.posted_now() {
                    Some(message) =>
                        format!("https://discord.com/channels/{place}/{channel}/{message}"),
                    None => format!("https://discord.com/channels/{place}/{channel}"),
                }
            );
            if let Some(table) = self.table_link(channel, user) {
                line.push_str(&t!(lang, "clocks-digest-table", link = table));
            }
            lines.push((
                stored.clock.as_ref().map_or(u64::MAX, |c| c.deadline_ms),
                line,
            ));
        }
        if lines.is_empty() {
            return None;
        }
        // The most pressing first.
        lines.sort_by_key(|(deadline, _)| *deadline);
        let header = t!(lang, "clocks-digest-header", games = lines.len());
        let body: Vec<String> = lines.into_iter().map(|(_, l)| l).collect();
        Some(format!("{header}\n{}", body.join("\n")))
    }
}
