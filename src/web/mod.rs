//! The live table: a web server inside the bot, on its tokio runtime.
//! Signed links ([`token`]) let a seat play and a spectator watch; one
//! WebSocket per viewer ([`socket`]) carries frames built only from what
//! that viewer may see ([`frame`]), numbered and fanned out by the
//! [`hub`] whenever the bot says a channel changed; an action goes through
//! the command layer like any other request. See `docs/table-protocol.md`.
//!
//! The transport (Discord, local mode) gives a [`Runner`] that carries
//! an action out and posts its public replies where the game is played.

pub mod activity;
pub mod assets;
pub mod bucket;
pub mod diff;
mod drawers;
pub mod frame;
pub mod headers;
pub mod hub;
pub mod limits;
pub mod links;
pub mod page;
pub mod protocol;
pub mod proxies;
pub mod routes;
pub mod socket;
pub mod token;
pub mod upgrade;
pub mod words;

pub use links::{Origins, PublicUrl, WebSettings};

use crate::commands::{Bot, Reply, Request, TableHook, Ticket};
use std::future::Future;
use std::net::SocketAddr;
use std::path::Path;
use std::pin::Pin;
use std::sync::Arc;

/// What came of an action from the table.
pub struct Acted {
    /// The replies for the acting viewer alone (ephemeral or private).
    pub replies: Vec<Reply>,
    /// Something was posted where the game is played.
    pub announced: bool,
}

/// Carries out a request from the table: the command layer under the
/// transport's channel lock, public replies posted as the transport
/// posts them.
pub type Runner = Arc<dyn Fn(Request) -> Pin<Box<dyn Future<Output = Acted> + Send>> + Send + Sync>;

/// A runner without a transport: the command layer on the blocking pool;
/// public replies go to `announce` (local mode prints them).
pub fn direct_runner(
    bot: Arc<Bot>,
    announce: Arc<dyn Fn(u64, Vec<Reply>) + Send + Sync>,
) -> Runner {
    Arc::new(move |req: Request| {
        let bot = bot.clone();
        let announce = announce.clone();
        Box::pin(async move {
            let channel = req.channel;
            let replies = match tokio::task::spawn_blocking(move || bot.handle(req)).await {
                Ok(replies) => replies,
                // The panic hook has logged where; this says what it broke.
                Err(e) => {
                    tracing::error!(channel, "a table action's handling failed: {e}");
                    Vec::new()
                }
            };
            let (own, public) = split_replies(replies);
            let announced = !public.is_empty();
            if announced {
                announce(channel, public);
            }
            Acted {
                replies: own,
                announced,
            }
        })
    })
}

/// The replies for the acting viewer alone, and the public ones.
pub fn split_replies(replies: Vec<Reply>) -> (Vec<Reply>, Vec<Reply>) {
    replies.into_iter().partition(|r| r.ephemeral || r.private)
}

/// What the table is served with.
pub struct Serve {
    pub settings: WebSettings,
    /// Local mode: pages on any loopback origin may open sockets.
    pub local: bool,
    pub runner: Runner,
    /// The table as a Discord Activity (the transport gives Discord's
    /// side); `None`: links only.
    pub activity: Option<activity::Activity>,
    /// The shards of this process when it runs only a part of them.
    pub shards: Option<routes::ShardPart>,
}

impl Serve {
    /// Local mode's table on 127.0.0.1 at a free port, links only (the
    /// benches').
    pub fn local(runner: Runner) -> Serve {
        Serve {
            settings: WebSettings::local(),
            local: true,
            runner,
            activity: None,
            shards: None,
        }
    }

    /// The benches' table: room for `sockets` from one address, on one
    /// link if need be; the caps are printed (a bench says what it ran
    /// with).
    pub fn for_bench(runner: Runner, sockets: usize) -> Serve {
        let mut serve = Serve::local(runner);
        let room = sockets + 64;
        serve.settings.max_connections = serve.settings.max_connections.max(room);
        serve.settings.max_connections_per_ip = room;
        serve.settings.max_sockets_per_link = room;
        println!(
            "caps: max_connections {}, max_connections_per_ip {}, max_sockets_per_link {}",
            serve.settings.max_connections,
            serve.settings.max_connections_per_ip,
            serve.settings.max_sockets_per_link
        );
        serve
    }
}

/// A running table server.
pub struct Server {
    /// Where it listens.
    pub addr: SocketAddr,
    pub hub: Arc<Hub>,
    pub public: PublicUrl,
    pub keys: token::Keys,
    /// Its caps, and the connections they refused and closed.
    pub caps: Arc<limits::Caps>,
    task: tokio::task::JoinHandle<()>,
    hub_task: tokio::task::JoinHandle<()>,
}

pub use hub::Hub;

impl Server {
    /// The link that carries `ticket` (valid for [`token::LINK_LIFETIME_MS`]).
    pub fn link(&self, ticket: &Ticket) -> String {
        self.public
            .link(&self.keys.sign(ticket, now_ms() + token::LINK_LIFETIME_MS))
    }

    /// Stop serving.
    pub fn stop(&self) {
        self.task.abort();
        self.hub_task.abort();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

pub(crate) fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// The bot's side of the table: changes to the hub, links signed.
struct Hook {
    hub: std::sync::Weak<Hub>,
    keys: token::Keys,
    public: PublicUrl,
    activity: bool,
}

impl TableHook for Hook {
    fn changed(&self, channel: u64) {
        if let Some(hub) = self.hub.upgrade() {
            hub.changed(channel);
        }
    }

    fn link(&self, ticket: &Ticket) -> String {
        self.public
            .link(&self.keys.sign(ticket, now_ms() + token::LINK_LIFETIME_MS))
    }

    fn activity(&self) -> bool {
        self.activity
    }
}

/// Start serving the table for `bot` (its secret in `data_dir`), on the
/// current tokio runtime.
pub async fn start(bot: Arc<Bot>, data_dir: &Path, serve: Serve) -> anyhow::Result<Server> {
    serve.settings.validate()?;
    let keys = token::Keys::load_or_create(data_dir)?;
    let listener = tokio::net::TcpListener::bind(&serve.settings.listen)
        .await
        .map_err(|e| anyhow::anyhow!("cannot listen on {}: {e}", serve.settings.listen))?;
    let addr = listener.local_addr()?;
    let mut public = match &serve.settings.public_url {
        Some(url) => PublicUrl::parse(url).map_err(|e| anyhow::anyhow!("web.public_url: {e}"))?,
        None => PublicUrl::parse(&format!("http://{addr}"))
            .map_err(|e| anyhow::anyhow!("web.listen: {e}"))?,
    };
    if let Some(part) = serve.shards {
        // The reverse proxy sends `s/SHARD/` to this process.
        public.prefix = format!("{}/{}", public.prefix, part.link_prefix());
    }
    let activity = serve.activity.map(Arc::new);
    let caps = Arc::new(limits::Caps::new(
        &serve.settings,
        limits::open_files_limit(),
    ));
    if caps.total < serve.settings.max_connections {
        tracing::warn!(
            "the open-files limit holds the table to {} connections (web.max_connections is {}): raise LimitNOFILE",
            caps.total,
            serve.settings.max_connections
        );
    }
    let (hub, changes) = Hub::new(bot.clone());
    bot.set_table(Arc::new(Hook {
        hub: Arc::downgrade(&hub),
        keys: keys.clone(),
        public: public.clone(),
        activity: activity.is_some(),
    }));
    let hub_task = tokio::spawn(hub.clone().run(changes));
    let state = routes::State {
        hub: hub.clone(),
        keys: keys.clone(),
        origins: Origins {
            public: public.origin.clone(),
            loopback: serve.local,
            activity: activity
                .as_ref()
                .map(|a| links::activity_origin(a.client_id)),
        },
        runner: serve.runner,
        activity,
        caps: caps.clone(),
        shards: serve.shards,
        under_shard: false,
    };
    let task = tokio::spawn(limits::serve(listener, routes::router(state), caps.clone()));
    Ok(Server {
        addr,
        hub,
        public,
        keys,
        caps,
        task,
        hub_task,
    })
}
