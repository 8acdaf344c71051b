//! The table's caps, as a server facing the internet needs them: its own
//! accept loop holds at most `max_connections` connections in all and
//! `max_connections_per_ip` from one address (never more than the
//! open-files limit leaves after [`RESERVED_FDS`] for the store and the
//! images), gives a client `header_timeout_secs` to send its headers and
//! `request_timeout_secs` for its plain requests, and refuses the rest at
//! once. A connection's slot goes with its socket once upgraded. Per
//! link: at most `max_sockets_per_link` sockets, and one budget shared by
//! the link and by the address for the requests that cost the bot
//! (`position`, `lang`).

use super::bucket::{Bucket, BURST};
use super::proxies::Proxies;
use super::WebSettings;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::hash::Hash;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::{Duration, Instant};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};

/// File descriptors the table leaves to the rest of the bot (the store,
/// board images, Discord's connections).
pub const RESERVED_FDS: u64 = 256;

/// Budgets remembered before the full ones are forgotten.
const MAX_BUDGETS: usize = 10_000;

/// One link, as the caps know it: its ticket and expiry.
pub type LinkKey = (u64, u64, Option<usize>, u64, u64);

/// The caps and counts of one server.
pub struct Caps {
    /// Connections allowed in all (the setting, lowered to what the
    /// open-files limit leaves).
    pub total: usize,
    pub per_ip: usize,
    pub per_link: usize,
    pub header_timeout: Duration,
    pub request_timeout: Duration,
    pub ping: Duration,
    pub write_timeout: Duration,
    /// The proxies whose forwarded addresses are believed.
    pub proxies: Proxies,
    open: AtomicUsize,
    by_ip: Counts<IpAddr>,
    by_link: Counts<LinkKey>,
    budgets: Mutex<HashMap<Budget, Bucket>>,
    /// Connections refused at a cap (`bench-table --hostile`).
    pub refused: AtomicU64,
    /// Connections closed by a timeout or a missed pong.
    pub closed: AtomicU64,
}

/// Places held per key (an address's connections, a link's sockets);
/// a key holding none is forgotten.
struct Counts<K>(Mutex<HashMap<K, usize>>);

impl<K: Eq + Hash> Counts<K> {
    fn new() -> Counts<K> {
        Counts(Mutex::new(HashMap::new()))
    }

    /// One more place for `key` if `fits` the places it holds (asked
    /// under the lock); `false` when it does not.
    fn take(&self, key: K, fits: impl FnOnce(usize) -> bool) -> bool {
        let mut counts = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let held = counts.get(&key).copied().unwrap_or(0);
        if !fits(held) {
            return false;
        }
        counts.insert(key, held + 1);
        true
    }

    /// A place of `key` given back.
    fn give(&self, key: &K) {
        let mut counts = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = counts.get_mut(key) {
            *n -= 1;
            if *n == 0 {
                counts.remove(key);
            }
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Budget {
    Link(LinkKey),
    Ip(IpAddr),
}

impl Caps {
    /// The caps `settings` ask for, within `open_files` (the process's
    /// limit, when known).
    pub fn new(settings: &WebSettings, open_files: Option<u64>) -> Caps {
        let room = open_files.map_or(usize::MAX, |n| {
            n.saturating_sub(RESERVED_FDS).max(1) as usize
        });
        let secs = Duration::from_secs;
        Caps {
            total: settings.max_connections.min(room),
            per_ip: settings.max_connections_per_ip,
            per_link: settings.max_sockets_per_link,
            header_timeout: secs(settings.header_timeout_secs),
            request_timeout: secs(settings.request_timeout_secs),
            ping: secs(settings.ping_secs),
            write_timeout: secs(settings.write_timeout_secs),
            proxies: Proxies::parse(&settings.trusted_proxies).unwrap_or_default(),
            open: AtomicUsize::new(0),
            by_ip: Counts::new(),
            by_link: Counts::new(),
            budgets: Mutex::new(HashMap::new()),
            refused: AtomicU64::new(0),
            closed: AtomicU64::new(0),
        }
    }

    /// Connections held now.
    pub fn open(&self) -> usize {
        self.open.load(Ordering::Relaxed)
    }

    /// A slot for a connection from `ip`, unless a cap is reached.
    fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<Slot> {
        // A trusted proxy carries many clients: the cap in all holds it.
        let per_ip = if self.proxies.trusts(ip) {
            usize::MAX
        } else {
            self.per_ip
        };
        // Admitted one at a time (by the accept loop): the count in all
        // cannot move between its check and its step.
        let fits = |from_ip| from_ip < per_ip && self.open() < self.total;
        if !self.by_ip.take(ip, fits) {
            self.refused.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        self.open.fetch_add(1, Ordering::Relaxed);
        Some(Slot {
            caps: self.clone(),
            ip,
        })
    }

    /// A socket's place on `link`, unless the link has all its sockets.
    pub fn open_socket(self: &Arc<Self>, link: LinkKey) -> Option<LinkSlot> {
        if !self.by_link.take(link, |held| held < self.per_link) {
            self.refused.fetch_add(1, Ordering::Relaxed);
            return None;
        }
        Some(LinkSlot {
            caps: self.clone(),
            link,
        })
    }

    /// Spend from the budget of `link` and of `ip` for a request that
    /// costs the bot; `false`: one of them is spent.
    pub fn spend(&self, link: LinkKey, ip: IpAddr) -> bool {
        let mut budgets = self.budgets.lock().unwrap_or_else(PoisonError::into_inner);
        let now = Instant::now();
        if budgets.len() >= MAX_BUDGETS {
            budgets.retain(|_, b| b.refilled(now) < BURST);
        }
        let has = |budgets: &mut HashMap<Budget, Bucket>, key| {
            budgets.entry(key).or_default().refilled(now) >= 1.0
        };
        if !has(&mut budgets, Budget::Link(link)) || !has(&mut budgets, Budget::Ip(ip)) {
            return false;
        }
        for key in [Budget::Link(link), Budget::Ip(ip)] {
            budgets.entry(key).or_default().take(now);
        }
        true
    }

    /// A connection was closed by a timeout.
    pub fn timed_out(&self) {
        self.closed.fetch_add(1, Ordering::Relaxed);
    }
}

/// A connection's place under the caps, given back when dropped.
pub struct Slot {
    caps: Arc<Caps>,
    ip: IpAddr,
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.caps.by_ip.give(&self.ip);
        self.caps.open.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A socket's place on its link, given back when dropped.
pub struct LinkSlot {
    caps: Arc<Caps>,
    link: LinkKey,
}

impl Drop for LinkSlot {
    fn drop(&mut self) {
        self.caps.by_link.give(&self.link);
    }
}

/// A connection that holds its slot as long as it lives (an upgraded
/// socket keeps it).
struct Counted {
    stream: TcpStream,
    _slot: Slot,
}

impl AsyncRead for Counted {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Counted {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}

/// Accept and serve connections under `caps` until the task is stopped.
pub async fn serve(listener: TcpListener, router: Router, caps: Arc<Caps>) {
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(e) => {
                // Out of file descriptors (or another passing error):
                // wait for some to be given back rather than spin.
                tracing::warn!("the table cannot accept a connection: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let Some(slot) = caps.admit(peer.ip()) else {
            continue;
        };
        // Frames go out in pieces (see `upgrade`): each at once.
        let _ = stream.set_nodelay(true);
        let router = router.clone();
        let caps = caps.clone();
        tokio::spawn(async move {
            let io = TokioIo::new(Counted {
                stream,
                _slot: slot,
            });
            let service = hyper::service::service_fn(move |mut req| {
                use tower_service::Service;
                req.extensions_mut().insert(ConnectInfo::<SocketAddr>(peer));
                let mut router = router.clone();
                async move { router.call(req).await }
            });
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(caps.header_timeout)
                .serve_connection(io, service)
                .with_upgrades();
            // Past its time the connection is dropped, whatever it was
            // doing; an upgraded socket has left it by then.
            if tokio::time::timeout(caps.request_timeout, conn)
                .await
                .is_err()
            {
                caps.timed_out();
            }
        });
    }
}

/// The process's open-files limit (the soft one), when it can be read.
/// The bot never raises it itself (the unit's system-call filter forbids
/// `setrlimit`): `LimitNOFILE` or `ulimit -n` sets it.
pub fn open_files_limit() -> Option<u64> {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit writes only `lim`.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } == 0 {
            // rlim_t is not u64 on every target.
            #[allow(clippy::unnecessary_cast)]
            return Some(lim.rlim_cur as u64);
        }
    }
    None
}

/// Open files the caps of `settings` need: one per connection and the
/// bot's own.
pub fn files_needed(settings: &WebSettings) -> u64 {
    settings.max_connections as u64 + RESERVED_FDS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caps_count_by_address_and_in_all() {
        let settings = WebSettings {
            max_connections: 3,
            max_connections_per_ip: 2,
            ..WebSettings::default()
        };
        let caps = Arc::new(Caps::new(&settings, None));
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        let a1 = caps.admit(a).unwrap();
        let _a2 = caps.admit(a).unwrap();
        assert!(caps.admit(a).is_none(), "a third from one address");
        let _b1 = caps.admit(b).unwrap();
        assert!(caps.admit(b).is_none(), "a fourth in all");
        drop(a1);
        assert!(caps.admit(b).is_some(), "a slot given back is free");
        assert_eq!(caps.refused.load(Ordering::Relaxed), 2);
    }

    #[test]
    fn a_trusted_proxy_is_held_by_the_cap_in_all_only() {
        let settings = WebSettings {
            max_connections: 4,
            max_connections_per_ip: 1,
            trusted_proxies: vec!["10.0.0.0/8".into()],
            ..WebSettings::default()
        };
        let caps = Arc::new(Caps::new(&settings, None));
        let proxy: IpAddr = "10.0.0.1".parse().unwrap();
        let held: Vec<Slot> = (0..4).map(|_| caps.admit(proxy).unwrap()).collect();
        assert!(caps.admit(proxy).is_none());
        assert_eq!(held.len(), 4);
    }

    #[test]
    fn the_open_files_limit_lowers_the_cap() {
        let caps = Caps::new(&WebSettings::default(), Some(1024));
        assert_eq!(caps.total, 1024 - RESERVED_FDS as usize);
        let caps = Caps::new(&WebSettings::default(), Some(1 << 20));
        assert_eq!(caps.total, 20_000);
    }

    #[test]
    fn a_link_holds_so_many_sockets_and_shares_one_budget() {
        let caps = Arc::new(Caps::new(&WebSettings::default(), None));
        let link: LinkKey = (1, 2, None, 3, 4);
        let held: Vec<LinkSlot> = (0..8).map(|_| caps.open_socket(link).unwrap()).collect();
        assert!(caps.open_socket(link).is_none());
        drop(held);
        assert!(caps.open_socket(link).is_some());
        let ip: IpAddr = "10.0.0.1".parse().unwrap();
        let spent = (0..100).filter(|_| caps.spend(link, ip)).count();
        assert_eq!(spent, BURST as usize);
        // Another link from the same address shares the address's budget.
        assert!(!caps.spend((9, 9, None, 9, 9), ip));
        assert!(caps.spend((9, 9, None, 9, 9), "10.0.0.2".parse().unwrap()));
    }
}
