//! The move clocks on Discord: the clock task ([`crate::clock_task`])
//! settles each due channel under that channel's lock, then posts what it
//! says. Posts go out paced below Discord's global rate limit, each
//! channel's in order; a channel whose post fails for a passing reason is
//! retried a few times, one that refuses (missing permission, deleted
//! channel) is reported once. Neither holds the other channels back: the
//! game is settled and stored before anything is posted.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ChannelId, Http, HttpError};
use tokio::sync::Mutex as AsyncMutex;
use tokio::time::Instant;

use super::send::{self, PostFailed};
use super::{open_board_threads, resend_as_text, transport_request, Shared};
use crate::clock_task::{drive, DriveOptions, Due};
use crate::commands::{Input, Post, Reply, Request, User};

/// Clock posts per second at most, together: Discord allows a bot 50
/// requests a second in all; commands' replies need the rest.
const POSTS_PER_SECOND: u32 = 25;
/// Channels settled at once (store writes and board images: CPU work).
const SETTLING_AT_ONCE: usize = 4;
/// The waits before each new try of a post that failed for a passing
/// reason (a 5xx, a 429, the network).
const RETRIES: [Duration; 3] = [
    Duration::from_secs(1),
    Duration::from_secs(5),
    Duration::from_secs(20),
];

/// Run the move clocks until aborted: deadlines that passed while down at
/// once (saying so), then each event at its moment.
pub(super) async fn run_clocks(shared: Arc<Shared>, http: Arc<Http>, max_sleep: Duration) {
    let Some(bot) = shared.bot() else {
        return;
    };
    let pacer = Arc::new(Pacer::new(POSTS_PER_SECOND));
    let options = DriveOptions {
        max_sleep,
        concurrency: SETTLING_AT_ONCE,
    };
    drive(bot, options, move |due| {
        settle(shared.clone(), http.clone(), pacer.clone(), due)
    })
    .await;
}

/// Settle one channel's due clock under its lock; its posts go out in
/// their own task, still holding the lock, so the next channel is settled
/// meanwhile.
async fn settle(shared: Arc<Shared>, http: Arc<Http>, pacer: Arc<Pacer>, due: Due) {
    if shared.stopping.load(Ordering::SeqCst) {
        return;
    }
    // Shutdown waits for a settlement under way (and its posts).
    let in_flight = shared.in_flight.clone().read_owned().await;
    let Some(bot) = shared.bot() else {
        return;
    };
    let guard = shared.channels.lock(due.channel).await;
    let channel = due.channel;
    let fired =
        match tokio::task::spawn_blocking(move || bot.fire_clock(channel, due.startup)).await {
            Ok(fired) => fired,
            Err(e) => {
                tracing::error!("settling the clock of channel {channel} panicked: {e}");
                return;
            }
        };
    if fired.posts.is_empty() {
        return;
    }
    tokio::spawn(async move {
        // A round paired when a game ended on time (or a tournament's
        // start): its boards, each opening its own thread, go last.
        let (boards, posts): (Vec<Post>, Vec<Post>) = fired
            .posts
            .into_iter()
            .partition(|p| p.reply.open_thread.as_ref().is_some_and(|o| o.board));
        for post in posts {
            pacer.wait().await;
            deliver_post(&shared, &http, post).await;
        }
        drop(guard);
        for post in boards {
            pacer.wait().await;
            let from = clock_request(post.channel, post.user);
            open_board_threads(&shared, &http, post.channel, &from, vec![post.reply]).await;
        }
        drop(in_flight);
    });
}

/// The request on whose behalf the clock task opens a board's thread: no
/// person's, so no permission and no locale.
fn clock_request(channel: u64, user: u64) -> Request {
    let user = User {
        id: user,
        name: String::new(),
        is_bot: false,
    };
    transport_request(channel, None, user, Input::Text(String::new()))
}

/// Post one clock event; a refused board image goes again as text.
async fn deliver_post(shared: &Arc<Shared>, http: &Http, post: Post) {
    let (channel, user) = (post.channel, post.user);
    let refused = if post.reply.private {
        // A reminder by DM (a refused DM falls back to a ping).
        send::sweep_post(http, post, &shared.positions()).await
    } else {
        post_with_retries(http, channel, post.reply, &shared.positions()).await
    };
    resend_as_text(shared, http, channel, user, refused).await;
}

/// Post `reply` in `channel`, trying again after a passing failure while
/// nothing of it went out; a refusal is reported once.
async fn post_with_retries(
    http: &Http,
    channel: u64,
    reply: Reply,
    positions: &send::Positions,
) -> Vec<Reply> {
    let close = reply.close_thread;
    let target = ChannelId::new(channel.max(1));
    let mut waits = RETRIES.iter();
    let result = loop {
        match send::try_post(http, target, reply.clone(), positions).await {
            Ok(refused) => break Ok(refused),
            Err(PostFailed { sent: 0, error }) if passing(&error) => match waits.next() {
                Some(wait) => {
                    tracing::info!("a clock post to channel {channel} failed ({error}): retrying");
                    tokio::time::sleep(*wait).await;
                }
                None => break Err(error),
            },
            Err(failed) => break Err(failed.error),
        }
    };
    match result {
        Ok(refused) => {
            if close {
                send::archive_thread(http, channel).await;
            }
            refused.into_iter().collect()
        }
        Err(error) => {
            // The game is settled and stored: only the message is lost.
            tracing::warn!(
                "a clock post to channel {channel} was not delivered ({error}); \
                 the game's result is stored"
            );
            Vec::new()
        }
    }
}

/// A failure that may pass: too many requests, Discord's own errors, the
/// network. Not: a missing permission, an unknown channel.
fn passing(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.as_u16() == 429 || r.status_code.is_server_error()
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Spaces posts at least `1 / rate` seconds apart, all channels together.
struct Pacer {
    gap: Duration,
    next: AsyncMutex<Instant>,
}

impl Pacer {
    fn new(per_second: u32) -> Pacer {
        Pacer {
            gap: Duration::from_secs(1) / per_second.max(1),
            next: AsyncMutex::new(Instant::now()),
        }
    }

    /// Wait for this post's slot.
    async fn wait(&self) {
        let slot = {
            let mut next = self.next.lock().await;
            let slot = (*next).max(Instant::now());
            *next = slot + self.gap;
            slot
        };
        tokio::time::sleep_until(slot).await;
    }
}
