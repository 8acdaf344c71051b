//! One async lock per channel, so two commands on one game never
//! interleave and their replies go out in order. A channel's entry is
//! dropped when its last holder lets go, so the map holds only the
//! channels busy right now (memory stays flat over weeks).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

type Map = HashMap<u64, Arc<AsyncMutex<()>>>;

#[derive(Default)]
pub(crate) struct ChannelLocks {
    map: Arc<Mutex<Map>>,
}

/// Holds a channel; releasing it forgets the channel if nobody waits.
pub(crate) struct ChannelGuard {
    map: Arc<Mutex<Map>>,
    channel: u64,
    lock: Arc<AsyncMutex<()>>,
    guard: Option<OwnedMutexGuard<()>>,
}

impl ChannelLocks {
    /// Wait for `channel` and hold it.
    pub async fn lock(&self, channel: u64) -> ChannelGuard {
        let lock = {
            let mut map = self.map.lock().unwrap_or_else(PoisonError::into_inner);
            map.entry(channel).or_default().clone()
        };
        let guard = lock.clone().lock_owned().await;
        ChannelGuard {
            map: self.map.clone(),
            channel,
            lock,
            guard: Some(guard),
        }
    }

    /// Channels held or waited for now.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.map
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .len()
    }
}

impl Drop for ChannelGuard {
    fn drop(&mut self) {
        drop(self.guard.take());
        let mut map = self.map.lock().unwrap_or_else(PoisonError::into_inner);
        // Clones are made only under the map's lock: 2 = the map's and
        // ours, so nobody else holds or waits for this channel.
        if Arc::strong_count(&self.lock) == 2 {
            map.remove(&self.channel);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn locks_serialise_a_channel_and_are_forgotten_when_free() {
        let locks = Arc::new(ChannelLocks::default());
        for channel in 0..1000 {
            let _g = locks.lock(channel).await;
        }
        assert_eq!(locks.len(), 0, "released channels are forgotten");

        let first = locks.lock(7).await;
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
        let waiter = {
            let locks = locks.clone();
            tokio::spawn(async move {
                let _g = locks.lock(7).await;
                tx.send(()).unwrap();
            })
        };
        tokio::task::yield_now().await;
        assert!(rx.try_recv().is_err(), "the second waits for the first");
        assert_eq!(locks.len(), 1);
        drop(first);
        waiter.await.unwrap();
        assert!(rx.try_recv().is_ok());
        assert_eq!(locks.len(), 0);
    }
}
