//! Gateway sharding: which shard a server belongs to, and the range of
//! shards one process connects.
//!
//! Discord assigns each server to shard `(guild_id >> 22) % shard_count`
//! and direct messages to shard 0. A process running shards `A..B` of
//! `TOTAL` only ever sees those shards' servers, so it keeps their games
//! in a store of its own (`store reshard` moves them when `TOTAL` changes).

use std::fmt;
use std::str::FromStr;

/// The shard of `guild` among `total` shards; direct messages (`None`)
/// belong to shard 0.
pub fn shard_of(guild: Option<u64>, total: u32) -> u32 {
    match guild {
        Some(g) if total > 0 => ((g >> 22) % u64::from(total)) as u32,
        _ => 0,
    }
}

/// Shards `start..end` (end excluded), as written on the command line:
/// `0..2` (shards 0 and 1), `2..=3` (shards 2 and 3) or `5` (shard 5 alone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    pub start: u32,
    pub end: u32,
}

impl ShardRange {
    pub fn contains(&self, shard: u32) -> bool {
        (self.start..self.end).contains(&shard)
    }

    /// The number of shards in the range.
    pub fn len(&self) -> u32 {
        self.end - self.start
    }

    pub fn is_empty(&self) -> bool {
        self.end <= self.start
    }

    /// Is the range within `total` shards?
    pub fn check(&self, total: u32) -> Result<(), String> {
        if total == 0 {
            return Err("the shard count must be at least 1".into());
        }
        if self.end > total {
            return Err(format!(
                "shard range {self} goes past the last shard ({} of {total}: shards are numbered from 0)",
                total - 1
            ));
        }
        Ok(())
    }
}

impl fmt::Display for ShardRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

impl FromStr for ShardRange {
    type Err = String;

    fn from_str(s: &str) -> Result<ShardRange, String> {
        let bad = || {
            format!(
                "`{s}` is not a shard range: write it like `0..2` (shards 0 and 1), `2..=3` or `5`"
            )
        };
        let num = |t: &str| t.trim().parse::<u32>().map_err(|_| bad());
        let (start, end) = if let Some((a, b)) = s.split_once("..=") {
            (num(a)?, num(b)?.checked_add(1).ok_or_else(bad)?)
        } else if let Some((a, b)) = s.split_once("..") {
            (num(a)?, num(b)?)
        } else {
            let a = num(s)?;
            (a, a.checked_add(1).ok_or_else(bad)?)
        };
        if end <= start {
            return Err(format!(
                "shard range `{s}` is empty: the end comes after the start, like `0..2`"
            ));
        }
        Ok(ShardRange { start, end })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guilds_and_dms_map_to_shards_as_discord_does() {
        // The timestamp part of the id (above bit 22) picks the shard.
        assert_eq!(shard_of(Some(41771983423143937), 2), 0);
        assert_eq!(shard_of(Some(41771983423143937 + (1 << 22)), 2), 1);
        assert_eq!(shard_of(Some(7 << 22), 4), 3);
        assert_eq!(shard_of(None, 4), 0);
        assert_eq!(shard_of(Some(u64::MAX), 1), 0);
    }

    #[test]
    fn ranges_read_three_ways_and_say_what_is_wrong() {
        let r: ShardRange = "0..2".parse().unwrap();
        assert_eq!((r.start, r.end, r.len()), (0, 2, 2));
        assert_eq!(
            "2..=3".parse::<ShardRange>().unwrap(),
            ShardRange { start: 2, end: 4 }
        );
        assert_eq!(
            "5".parse::<ShardRange>().unwrap(),
            ShardRange { start: 5, end: 6 }
        );
        assert!(r.contains(1) && !r.contains(2));
        assert!("2..2".parse::<ShardRange>().unwrap_err().contains("empty"));
        assert!("a..b"
            .parse::<ShardRange>()
            .unwrap_err()
            .contains("like `0..2`"));
        assert!("0..5"
            .parse::<ShardRange>()
            .unwrap()
            .check(4)
            .unwrap_err()
            .contains("past"));
        assert!(r.check(2).is_ok());
    }
}
