//! The table's rate limit: a token bucket of [`BURST`] messages at once
//! and [`PER_SECOND`] a second after them (one per socket, and one per
//! client address for the Activity's token endpoint); and the pace of a
//! channel's refreshes (see [`super::hub`]).

use std::time::Instant;

/// Requests allowed at once, and per second after them.
pub const BURST: f64 = 10.0;
pub const PER_SECOND: f64 = 5.0;

/// A token bucket, full when made.
pub struct Bucket {
    tokens: f64,
    at: Instant,
    burst: f64,
    per_second: f64,
}

impl Default for Bucket {
    fn default() -> Bucket {
        Bucket::new()
    }
}

impl Bucket {
    pub fn new() -> Bucket {
        Bucket::with_rate(BURST, PER_SECOND)
    }

    /// A bucket of `burst` at once and `per_second` after them.
    pub fn with_rate(burst: f64, per_second: f64) -> Bucket {
        Bucket {
            tokens: burst,
            at: Instant::now(),
            burst,
            per_second,
        }
    }

    /// The tokens the bucket would hold at `now`.
    pub fn refilled(&self, now: Instant) -> f64 {
        (self.tokens + now.duration_since(self.at).as_secs_f64() * self.per_second).min(self.burst)
    }

    /// When the bucket holds a token again (`now` when it does).
    pub fn ready_at(&self, now: Instant) -> Instant {
        let missing = 1.0 - self.refilled(now);
        if missing <= 0.0 {
            now
        } else {
            now + std::time::Duration::from_secs_f64(missing / self.per_second)
        }
    }

    /// Spend a token at `now`, if there is one.
    pub fn take(&mut self, now: Instant) -> bool {
        self.tokens = self.refilled(now);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_bucket_refuses_a_burst_and_refills() {
        let mut b = Bucket::new();
        let now = Instant::now();
        for _ in 0..BURST as usize {
            assert!(b.take(now));
        }
        assert!(!b.take(now));
        assert!(b.take(now + Duration::from_millis(250)));
    }

    #[test]
    fn an_empty_bucket_says_when_it_holds_a_token_again() {
        let mut b = Bucket::with_rate(2.0, 4.0);
        let now = Instant::now();
        assert_eq!(b.ready_at(now), now);
        assert!(b.take(now) && b.take(now));
        let at = b.ready_at(now);
        assert!(at > now + Duration::from_millis(249) && at <= now + Duration::from_millis(251));
        assert!(!b.take(at - Duration::from_millis(5)));
        assert!(b.take(at + Duration::from_millis(1)));
    }
}
