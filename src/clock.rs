//! Time for move clocks: where "now" comes from (the system clock, or a
//! clock that tests set by hand), and move-clock durations as people type
//! and read them (`3d`, `12h`, `2 d 23 h`).

use crate::i18n::{Lang, Msg};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// The source of "now", in Unix milliseconds. The command layer reads the
/// time only through this, so tests move time without sleeping.
pub trait Clock: Send + Sync {
    fn now_ms(&self) -> u64;
}

/// The real time.
#[derive(Clone, Copy, Debug, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> u64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as u64)
    }
}

/// A clock that only moves when told to (tests). Clones share the time.
#[derive(Clone, Debug)]
pub struct ManualClock(Arc<AtomicU64>);

impl ManualClock {
    pub fn new(start_ms: u64) -> ManualClock {
        ManualClock(Arc::new(AtomicU64::new(start_ms)))
    }

    pub fn set(&self, ms: u64) {
        self.0.store(ms, Ordering::SeqCst);
    }

    pub fn advance(&self, ms: u64) {
        self.0.fetch_add(ms, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

pub const SECOND: u64 = 1_000;
pub const MINUTE: u64 = 60 * SECOND;
pub const HOUR: u64 = 60 * MINUTE;
pub const DAY: u64 = 24 * HOUR;

/// The shortest and longest time per move a game may have.
pub const MIN_MOVE_TIME: u64 = 10 * SECOND;
pub const MAX_MOVE_TIME: u64 = 30 * DAY;

/// A move clock as typed: `3d`, `12h`, `30m`, `45s`, `1d12h`, or `none` /
/// `off` (no clock, `Ok(None)`). Between 10 s and 30 days. The units
/// may also be typed in Portuguese or French (`3dias`, `3j`, `2heures`).
pub fn parse_move_time(text: &str) -> Result<Option<u64>, Msg> {
    let t = text.trim().to_lowercase();
    if matches!(t.as_str(), "none" | "off" | "no" | "nenhum" | "aucune") {
        return Ok(None);
    }
    let usage = || crate::msg!("clocks-bad-clock", word = crate::i18n::clip(text.trim()));
    let mut total: u64 = 0;
    let mut digits = String::new();
    let mut any = false;
    let chars: Vec<char> = t.chars().filter(|c| !c.is_whitespace()).collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_digit() {
            digits.push(c);
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_alphabetic() {
            i += 1;
        }
        let unit: String = chars[start..i].iter().collect();
        let per = match unit.as_str() {
            "d" | "day" | "days" | "dia" | "dias" | "j" | "jour" | "jours" => DAY,
            "h" | "hour" | "hours" | "hora" | "horas" | "heure" | "heures" => HOUR,
            "m" | "min" | "mins" | "minute" | "minutes" | "minuto" | "minutos" => MINUTE,
            "s" | "sec" | "secs" | "second" | "seconds" | "seg" | "segundo" | "segundos"
            | "seconde" | "secondes" => SECOND,
            _ => return Err(usage()),
        };
        let n: u64 = digits.parse().map_err(|_| usage())?;
        digits.clear();
        total = total.saturating_add(n.saturating_mul(per));
        any = true;
    }
    if !digits.is_empty() || !any {
        return Err(usage());
    }
    if !(MIN_MOVE_TIME..=MAX_MOVE_TIME).contains(&total) {
        return Err(crate::msg!("clocks-clock-range", time = span_msg(total)));
    }
    Ok(Some(total))
}

/// A time bank as typed after `bank`: `10d +36h max 10d` (the bank each
/// player starts with, what each move adds, the most it may hold). The
/// increment may be left out (none), and so may the max (the start).
pub fn parse_bank(text: &str) -> Result<crate::store::BankRule, Msg> {
    let usage = || crate::msg!("clocks-bad-bank", word = crate::i18n::clip(text.trim()));
    let words: Vec<&str> = text.split_whitespace().collect();
    // Out of range says the range; anything else, how a bank is written.
    let time = |w: &str| match parse_move_time(w) {
        Ok(Some(ms)) => Ok(ms),
        Err(e) if e.id == "clocks-clock-range" => Err(e),
        _ => Err(usage()),
    };
    let (start, mut rest) = match words.split_first() {
        Some((first, rest)) => (time(first)?, rest),
        None => return Err(usage()),
    };
    let mut increment_ms = 0;
    if let Some((w, more)) = rest.split_first() {
        if let Some(inc) = w.strip_prefix('+') {
            increment_ms = time(inc)?;
            rest = more;
        }
    }
    let max_ms = match rest {
        [] => start,
        [w, max] if matches!(w.to_lowercase().as_str(), "max" | "máx" | "máximo") => time(max)?,
        _ => return Err(usage()),
    };
    if max_ms < start {
        return Err(crate::msg!(
            "clocks-bank-max-below",
            max = span_msg(max_ms),
            start = span_msg(start)
        ));
    }
    Ok(crate::store::BankRule {
        start_ms: start,
        increment_ms,
        max_ms,
    })
}

/// A length of time as people read it, rounded down to its two largest
/// units: `2 d 23 h`, `5 h 12 min`, `12 min`, `45 s` (English: logs, the
/// command line).
pub fn span(ms: u64) -> String {
    span_in(Lang::En, ms)
}

/// [`span`] in `lang` (French: `2 j 23 h`).
pub fn span_in(lang: Lang, ms: u64) -> String {
    span_msg(ms).text(lang)
}

/// [`span`] as a message, for a sentence formatted later.
pub fn span_msg(ms: u64) -> Msg {
    let (d, h, m, s) = (
        ms / DAY,
        ms % DAY / HOUR,
        ms % HOUR / MINUTE,
        ms % MINUTE / SECOND,
    );
    if d > 0 {
        crate::msg!("clocks-span-days", days = d, hours = h)
    } else if h > 0 {
        crate::msg!("clocks-span-hours", hours = h, minutes = m)
    } else if m > 0 {
        crate::msg!("clocks-span-minutes", minutes = m, seconds = s)
    } else {
        crate::msg!("clocks-span-seconds", seconds = s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_times_parse_within_bounds() {
        assert_eq!(parse_move_time("3d"), Ok(Some(3 * DAY)));
        assert_eq!(parse_move_time("12h"), Ok(Some(12 * HOUR)));
        assert_eq!(parse_move_time("30m"), Ok(Some(30 * MINUTE)));
        assert_eq!(parse_move_time("45s"), Ok(Some(45 * SECOND)));
        assert_eq!(parse_move_time("1d12h"), Ok(Some(36 * HOUR)));
        assert_eq!(parse_move_time("none"), Ok(None));
        assert!(parse_move_time("5s")
            .unwrap_err()
            .to_string()
            .contains("10 s to 30 days"));
        assert!(parse_move_time("31d")
            .unwrap_err()
            .to_string()
            .contains("10 s to 30 days"));
        assert!(parse_move_time("3").is_err());
        assert!(parse_move_time("3w").is_err());
        assert!(parse_move_time("").is_err());
    }

    #[test]
    fn banks_parse_with_increment_and_max() {
        let rule = |start, increment_ms, max_ms| crate::store::BankRule {
            start_ms: start,
            increment_ms,
            max_ms,
        };
        assert_eq!(
            parse_bank("10d +36h max 10d"),
            Ok(rule(10 * DAY, 36 * HOUR, 10 * DAY))
        );
        assert_eq!(parse_bank("3d +1d"), Ok(rule(3 * DAY, DAY, 3 * DAY)));
        assert_eq!(parse_bank("5d max 8d"), Ok(rule(5 * DAY, 0, 8 * DAY)));
        assert_eq!(parse_bank("2d"), Ok(rule(2 * DAY, 0, 2 * DAY)));
        let below = parse_bank("10d max 5d").unwrap_err().to_string();
        assert!(below.contains("5 d") && below.contains("10 d"), "{below}");
        for bad in [
            "",
            "+36h",
            "10d 36h",
            "10d +36h max",
            "10d max 5d 3d",
            "none",
        ] {
            assert!(parse_bank(bad).is_err(), "{bad:?} was taken");
        }
        assert!(parse_bank("40d")
            .unwrap_err()
            .to_string()
            .contains("30 days"));
    }

    #[test]
    fn spans_read_in_two_units() {
        assert_eq!(span(3 * DAY - 1), "2 d 23 h");
        assert_eq!(span(7 * DAY), "7 d");
        assert_eq!(span(5 * HOUR + 12 * MINUTE + 3), "5 h 12 min");
        assert_eq!(span(45 * SECOND), "45 s");
        assert_eq!(span(0), "0 s");
    }
}
