//! The `[web]` section of the config: the live table's server, its
//! public address and its trusted proxies, checked when the config is
//! read. The web transport (`crate::web`) builds on these; nothing here
//! knows it.

use std::net::IpAddr;

/// `[web]`: the live table's server. Absent: no table on Discord; local
/// mode serves one on 127.0.0.1 at a free port anyway.
#[derive(Clone, Debug, PartialEq, Eq, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WebSettings {
    /// The address and port to listen on.
    pub listen: String,
    /// The address links are built on, like `https://table.example.org`
    /// (a path prefix is kept); unset = `http://` + `listen`.
    pub public_url: Option<String>,
    /// Serve the table as a Discord Activity too: `/table` and the
    /// *Table* button launch it inside Discord (see `web::activity`).
    pub activity: bool,
    /// The Discord application's id (its OAuth2 client id), for the
    /// Activity.
    pub client_id: Option<u64>,
    /// The application's OAuth2 client secret; `DISCORD_CLIENT_SECRET`
    /// fills it in when absent. Never logged, never sent to a page.
    pub client_secret: Option<ClientSecret>,
    /// Connections held at once, in all (sockets and page requests).
    pub max_connections: usize,
    /// Connections held at once from one address.
    pub max_connections_per_ip: usize,
    /// Sockets open at once on one link.
    pub max_sockets_per_link: usize,
    /// Seconds a client has to send a request's headers.
    pub header_timeout_secs: u64,
    /// Seconds a connection may spend on plain HTTP requests (a socket's
    /// time once opened is not counted).
    pub request_timeout_secs: u64,
    /// Seconds between the server's pings on a socket; a socket that has
    /// not answered the last ping by the next one is closed.
    pub ping_secs: u64,
    /// Seconds one write to a socket may take before it is closed.
    pub write_timeout_secs: u64,
    /// Origins of a Discord client besides Discord's own
    /// ([`DISCORD_CLIENT_ORIGINS`]) that may frame the Activity's page and
    /// speak to it, like `"http://127.0.0.1:5000"` (a test harness).
    pub discord_origins: Vec<String>,
    /// The proxies in front of the table (addresses or networks, like
    /// `"10.0.0.0/8"`): their `X-Forwarded-For`/`Forwarded` name the
    /// client, and they are not held to `max_connections_per_ip`.
    pub trusted_proxies: Vec<String>,
}

/// The origins of Discord's clients: the Activity's page is framed by and
/// speaks to these only (and [`WebSettings::discord_origins`]).
pub const DISCORD_CLIENT_ORIGINS: [&str; 6] = [
    "https://discord.com",
    "https://ptb.discord.com",
    "https://canary.discord.com",
    "https://discordapp.com",
    "https://ptb.discordapp.com",
    "https://canary.discordapp.com",
];

/// The OAuth2 client secret: shown as `<redacted>` by `Debug`.
#[derive(Clone, PartialEq, Eq, serde::Deserialize)]
#[serde(transparent)]
pub struct ClientSecret(pub String);

impl std::fmt::Debug for ClientSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<redacted>")
    }
}

/// The environment variable that gives `[web] client_secret`.
pub const CLIENT_SECRET_ENV: &str = "DISCORD_CLIENT_SECRET";

impl Default for WebSettings {
    fn default() -> WebSettings {
        WebSettings {
            listen: "127.0.0.1:8080".into(),
            public_url: None,
            activity: false,
            client_id: None,
            client_secret: None,
            max_connections: 20_000,
            max_connections_per_ip: 64,
            max_sockets_per_link: 8,
            header_timeout_secs: 10,
            request_timeout_secs: 30,
            ping_secs: 30,
            write_timeout_secs: 10,
            discord_origins: Vec::new(),
            trusted_proxies: Vec::new(),
        }
    }
}

impl WebSettings {
    /// Local mode's table: loopback, a free port.
    pub fn local() -> WebSettings {
        WebSettings {
            listen: "127.0.0.1:0".into(),
            ..WebSettings::default()
        }
    }

    /// Check the section; the error says which key is wrong and how.
    pub fn validate(&self) -> anyhow::Result<()> {
        self.listen.parse::<std::net::SocketAddr>().map_err(|_| {
            anyhow::anyhow!(
                "web.listen must be an address and port, like \"127.0.0.1:8080\", not {:?}",
                self.listen
            )
        })?;
        if let Some(url) = &self.public_url {
            PublicUrl::parse(url).map_err(|e| anyhow::anyhow!("web.public_url: {e}"))?;
        }
        let counts = [
            ("max_connections", self.max_connections as u64),
            ("max_connections_per_ip", self.max_connections_per_ip as u64),
            ("max_sockets_per_link", self.max_sockets_per_link as u64),
            ("header_timeout_secs", self.header_timeout_secs),
            ("request_timeout_secs", self.request_timeout_secs),
            ("ping_secs", self.ping_secs),
            ("write_timeout_secs", self.write_timeout_secs),
        ];
        if let Some((key, _)) = counts.iter().find(|(_, v)| *v == 0) {
            anyhow::bail!("web.{key} must be a whole number above 0, like the default, not 0");
        }
        parse_proxies(&self.trusted_proxies).map_err(|e| anyhow::anyhow!(e))?;
        for origin in &self.discord_origins {
            let ok =
                PublicUrl::parse(origin).is_ok_and(|u| u.prefix.is_empty() && u.origin == *origin);
            if !ok {
                anyhow::bail!(
                    "web.discord_origins: {origin:?} is not an origin like \"https://discord.example.org\" (lower case, no path)"
                );
            }
        }
        Ok(())
    }

    /// The Activity's credentials when `activity` is on: the client id
    /// and secret, or an error that says which key is missing.
    pub fn activity_credentials(&self) -> anyhow::Result<Option<(u64, ClientSecret)>> {
        if !self.activity {
            return Ok(None);
        }
        let id = self.client_id.ok_or_else(|| {
            anyhow::anyhow!(
                "web.activity is on but web.client_id (the application's id) is not set"
            )
        })?;
        let secret = self
            .client_secret
            .clone()
            .filter(|s| !s.0.trim().is_empty())
            .ok_or_else(|| {
                anyhow::anyhow!(
                    "web.activity is on but web.client_secret is not set (nor {CLIENT_SECRET_ENV})"
                )
            })?;
        Ok(Some((id, secret)))
    }

    /// `client_secret` from [`CLIENT_SECRET_ENV`] when the file has none.
    pub fn fill_secret_from_env(&mut self) {
        if self
            .client_secret
            .as_ref()
            .is_none_or(|s| s.0.trim().is_empty())
        {
            self.client_secret = std::env::var(CLIENT_SECRET_ENV)
                .ok()
                .filter(|s| !s.trim().is_empty())
                .map(ClientSecret);
        }
    }
}

/// A checked `public_url`: `https://host[:port][/prefix]`, or plain
/// `http://` on a loopback host (a test, local mode).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicUrl {
    /// `https://host:port`, without a trailing slash.
    pub origin: String,
    /// `/prefix` or empty, without a trailing slash.
    pub prefix: String,
}

impl PublicUrl {
    pub fn parse(url: &str) -> Result<PublicUrl, String> {
        let (scheme, rest) = url.split_once("://").ok_or_else(|| {
            format!("{url:?} is not an address like \"https://table.example.org\"")
        })?;
        let (host, path) = match rest.find('/') {
            Some(i) => (&rest[..i], &rest[i..]),
            None => (rest, ""),
        };
        let name = host.rsplit_once(':').map_or(host, |(h, _)| h);
        let valid_host = !host.is_empty()
            && host
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "-.:[]".contains(c));
        if !valid_host || path.contains(['?', '#', ' ']) {
            return Err(format!(
                "{url:?} is not an address like \"https://table.example.org\""
            ));
        }
        match scheme {
            "https" => {}
            "http" if is_loopback(name) => {}
            _ => return Err(format!("{url:?} must start with https://")),
        }
        Ok(PublicUrl {
            origin: format!("{scheme}://{host}").to_ascii_lowercase(),
            prefix: path.trim_end_matches('/').to_string(),
        })
    }
}

/// `[web] trusted_proxies`, checked; the error names the entry that is
/// wrong.
pub fn parse_proxies(list: &[String]) -> Result<Vec<Net>, String> {
    list.iter()
        .map(|s| s.parse())
        .collect::<Result<Vec<Net>, String>>()
        .map_err(|e| format!("web.trusted_proxies: {e}"))
}

/// An address or a network.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Net {
    base: IpAddr,
    bits: u8,
}

impl std::str::FromStr for Net {
    type Err = String;

    fn from_str(text: &str) -> Result<Net, String> {
        let bad = || {
            format!("{text:?} is not an address or a network like \"10.0.0.1\" or \"10.0.0.0/8\"")
        };
        let (addr, bits) = match text.split_once('/') {
            Some((a, b)) => (a, Some(b.parse::<u8>().map_err(|_| bad())?)),
            None => (text, None),
        };
        let base: IpAddr = addr.trim().parse().map_err(|_| bad())?;
        let max = if base.is_ipv4() { 32 } else { 128 };
        let bits = bits.unwrap_or(max);
        if bits > max {
            return Err(bad());
        }
        Ok(Net { base, bits })
    }
}

impl Net {
    pub fn contains(&self, ip: IpAddr) -> bool {
        let ip = canonical(ip);
        match (self.base, ip) {
            (IpAddr::V4(n), IpAddr::V4(a)) => prefix_eq(&n.octets(), &a.octets(), self.bits),
            (IpAddr::V6(n), IpAddr::V6(a)) => prefix_eq(&n.octets(), &a.octets(), self.bits),
            _ => false,
        }
    }
}

/// An IPv4 address in IPv6 clothes (`::ffff:a.b.c.d`) as IPv4.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

fn prefix_eq(a: &[u8], b: &[u8], bits: u8) -> bool {
    let (whole, rest) = ((bits / 8) as usize, bits % 8);
    if a[..whole] != b[..whole] {
        return false;
    }
    rest == 0 || {
        let mask = 0xffu8 << (8 - rest);
        a[whole] & mask == b[whole] & mask
    }
}

/// The origin of Discord's proxy for application `client_id`: the
/// Activity's page is served from there.
pub fn activity_origin(client_id: u64) -> String {
    format!("https://{client_id}.discordsays.com")
}

pub fn is_loopback(host: &str) -> bool {
    matches!(host, "127.0.0.1" | "localhost" | "[::1]")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_urls() {
        let u = PublicUrl::parse("https://Table.example.org/bot/").unwrap();
        assert_eq!(u.origin, "https://table.example.org");
        assert_eq!(u.prefix, "/bot");
        assert!(PublicUrl::parse("http://example.org").is_err());
        assert!(PublicUrl::parse("http://127.0.0.1:9000").is_ok());
        assert!(PublicUrl::parse("example.org").is_err());
        assert!(PublicUrl::parse("https://").is_err());
        assert!(PublicUrl::parse("https://a b").is_err());
    }

    #[test]
    fn activity_credentials() {
        let mut web = WebSettings {
            activity: true,
            ..WebSettings::default()
        };
        assert!(web.activity_credentials().is_err());
        web.client_id = Some(42);
        let err = web.activity_credentials().unwrap_err().to_string();
        assert!(err.contains("client_secret"), "{err}");
        web.client_secret = Some(ClientSecret("s3cret-value".into()));
        assert_eq!(web.activity_credentials().unwrap().unwrap().0, 42);
        assert!(!format!("{web:?}").contains("s3cret-value"));
        web.activity = false;
        assert!(web.activity_credentials().unwrap().is_none());
    }

    #[test]
    fn settings() {
        assert!(WebSettings::default().validate().is_ok());
        let bad = WebSettings {
            listen: "localhost".into(),
            ..WebSettings::default()
        };
        assert!(bad.validate().is_err());
        let bad = WebSettings {
            public_url: Some("http://example.org".into()),
            ..WebSettings::default()
        };
        assert!(bad.validate().is_err());
    }
}
