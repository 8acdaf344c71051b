//! Commands per user per minute: a fixed window that starts at a user's
//! first command and resets a minute later.

use std::collections::HashMap;
use std::sync::{Mutex, PoisonError};

const WINDOW_MS: u64 = 60_000;
/// Past this many users, windows that have ended are forgotten.
const PRUNE_ABOVE: usize = 10_000;

struct Window {
    start_ms: u64,
    count: u32,
}

pub(crate) struct RateLimiter {
    per_minute: u32,
    windows: Mutex<HashMap<u64, Window>>,
}

impl RateLimiter {
    /// At most `per_minute` commands per user a minute; 0 = no limit.
    pub(crate) fn new(per_minute: u32) -> RateLimiter {
        RateLimiter {
            per_minute,
            windows: Mutex::new(HashMap::new()),
        }
    }

    /// Count a command by `user` at `now_ms`. `None`: go ahead. `Some(true)`:
    /// the first refusal in this window (say so); `Some(false)`: refuse
    /// silently.
    pub(crate) fn check(&self, user: u64, now_ms: u64) -> Option<bool> {
        let limit = self.per_minute;
        if limit == 0 {
            return None;
        }
        let mut windows = self.windows.lock().unwrap_or_else(PoisonError::into_inner);
        if windows.len() > PRUNE_ABOVE {
            windows.retain(|_, w| now_ms.saturating_sub(w.start_ms) < WINDOW_MS);
        }
        let w = windows.entry(user).or_insert(Window {
            start_ms: now_ms,
            count: 0,
        });
        if now_ms.saturating_sub(w.start_ms) >= WINDOW_MS {
            *w = Window {
                start_ms: now_ms,
                count: 0,
            };
        }
        w.count += 1;
        (w.count > limit).then_some(w.count == limit + 1)
    }

    #[cfg(test)]
    fn users(&self) -> usize {
        self.windows.lock().unwrap().len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_resets_a_minute_after_its_first_command() {
        let r = RateLimiter::new(3);
        let t0 = 1_000_000;
        for k in 0..3 {
            assert_eq!(r.check(7, t0 + k * 10_000), None, "command {k}");
        }
        assert_eq!(
            r.check(7, t0 + 30_000),
            Some(true),
            "the first refusal says so"
        );
        assert_eq!(
            r.check(7, t0 + 59_999),
            Some(false),
            "later ones are silent"
        );
        // Another user has a window of their own.
        assert_eq!(r.check(8, t0 + 59_999), None);
        // A minute after the window began, a new one starts.
        assert_eq!(r.check(7, t0 + 60_000), None);
        assert_eq!(r.check(7, t0 + 60_001), None);
        assert_eq!(r.check(7, t0 + 60_002), None);
        assert_eq!(r.check(7, t0 + 60_003), Some(true));
        // A clock that went backwards never frees anyone early.
        assert_eq!(r.check(7, t0), Some(false));
    }

    #[test]
    fn zero_means_no_limit() {
        let r = RateLimiter::new(0);
        for k in 0..1000 {
            assert_eq!(r.check(1, k), None);
        }
    }

    #[test]
    fn ended_windows_are_forgotten_once_there_are_many_users() {
        let r = RateLimiter::new(1);
        for user in 0..=PRUNE_ABOVE as u64 {
            assert_eq!(r.check(user, 0), None);
        }
        assert_eq!(r.users(), PRUNE_ABOVE + 1);
        // A minute later the next command prunes every ended window.
        assert_eq!(r.check(u64::MAX, WINDOW_MS), None);
        assert_eq!(r.users(), 1);
        // Within the window nothing is pruned: user 0 is still refused.
        let r = RateLimiter::new(1);
        for user in 0..=PRUNE_ABOVE as u64 {
            r.check(user, 0);
        }
        assert_eq!(r.check(0, 1), Some(true));
    }
}
