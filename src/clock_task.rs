//! The clock task: sleeps until the next clock event (a reminder, a
//! deadline, a game's limit) is due, settles it, and sleeps again. A command
//! arming an earlier event wakes it ([`crate::store::TimerAlarm`]), so no
//! fixed polling decides when anything fires. Transport-neutral: the caller
//! says how one channel's event is settled and posted ([`drive`]'s
//! `settle`), so the Discord adapter and `bench-clocks` run the same loop.
//!
//! Channels are settled concurrently (up to `concurrency` at once), each
//! under its own lock: a burst of deadlines never waits on one slow or
//! failing channel, and a channel already being settled is not dispatched
//! again until it is done.

use std::collections::HashSet;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{mpsc, Semaphore};

use crate::commands::Bot;

/// One channel's due clock event, handed to the settling function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Due {
    pub channel: u64,
    /// When it was due (Unix ms, the bot's clock).
    pub due_ms: u64,
    /// It was due before the task started: it passed while the bot was
    /// down (a loss on time says so).
    pub startup: bool,
}

/// How the clock task runs.
#[derive(Clone, Copy, Debug)]
pub struct DriveOptions {
    /// The longest it sleeps without looking: a safety net for a wall
    /// clock that jumps (sleeps run on the monotonic clock), and the pace
    /// at which a clock moved by hand (tests) is noticed.
    pub max_sleep: Duration,
    /// Channels settled at once.
    pub concurrency: usize,
}

/// When an event settled but its channel is still due (the store failed):
/// the wait before trying that channel again.
const RETRY_AFTER: Duration = Duration::from_secs(1);

/// Run the clock loop until `bot` says nothing more (the task is aborted
/// by its owner at shutdown). `settle` settles one due channel (typically
/// [`Bot::fire_clock`] on the blocking pool, then posting what it says).
pub async fn drive<F, Fut>(bot: Arc<Bot>, options: DriveOptions, settle: F)
where
    F: Fn(Due) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = ()> + Send + 'static,
{
    let settle = Arc::new(settle);
    let alarm = bot.clock_alarm();
    let started_ms = bot.now();
    let permits = Arc::new(Semaphore::new(options.concurrency.max(1)));
    let (done_tx, mut done_rx) = mpsc::unbounded_channel::<u64>();
    let mut busy: HashSet<u64> = HashSet::new();
    loop {
        while let Ok(channel) = done_rx.try_recv() {
            busy.remove(&channel);
        }
        // While looking, any arming wakes the sleep below at once.
        alarm.sleep_until(0);
        let b = bot.clone();
        let Ok((due, now)) = tokio::task::spawn_blocking(move || {
            let now = b.now();
            (b.due_clocks(), now)
        })
        .await
        else {
            return;
        };
        for (channel, due_ms) in due {
            if !busy.insert(channel) {
                continue;
            }
            let (settle, permits, done, bot) = (
                settle.clone(),
                permits.clone(),
                done_tx.clone(),
                bot.clone(),
            );
            let event = Due {
                channel,
                due_ms,
                startup: due_ms <= started_ms,
            };
            tokio::spawn(async move {
                if let Ok(_permit) = permits.acquire_owned().await {
                    settle(event).await;
                }
                // Still due (the store failed): not again at once.
                let still = tokio::task::spawn_blocking(move || {
                    bot.clock_due(channel).is_some_and(|d| d <= bot.now())
                })
                .await
                .unwrap_or(false);
                if still {
                    tokio::time::sleep(RETRY_AFTER).await;
                }
                let _ = done.send(channel);
            });
        }
        let b = bot.clone();
        let Ok((next, now)) =
            tokio::task::spawn_blocking(move || (b.next_clock_after(now), b.now())).await
        else {
            return;
        };
        alarm.sleep_until(next.unwrap_or(u64::MAX));
        let wait = next
            .map(|n| Duration::from_millis(n.saturating_sub(now)))
            .unwrap_or(options.max_sleep)
            .min(options.max_sleep);
        tokio::select! {
            _ = tokio::time::sleep(wait) => {}
            _ = alarm.woken() => {}
            Some(channel) = done_rx.recv() => {
                busy.remove(&channel);
            }
        }
    }
}
