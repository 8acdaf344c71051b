//! The address links are built on and the origins the table's socket
//! accepts. The `[web]` section itself is the config's
//! ([`crate::config::web`]); it is re-exported here for the web's users.

use super::token::TOKEN_PATH;
use crate::config::web::is_loopback;
pub use crate::config::web::{
    activity_origin, ClientSecret, PublicUrl, WebSettings, CLIENT_SECRET_ENV,
    DISCORD_CLIENT_ORIGINS,
};

impl PublicUrl {
    /// The link that carries `token`.
    pub fn link(&self, token: &str) -> String {
        format!("{}{}/{TOKEN_PATH}/{token}", self.origin, self.prefix)
    }
}

/// Which pages may open the table's socket (the `Origin` header a browser
/// sends): the public URL's origin, and in local mode any loopback origin.
#[derive(Clone, Debug)]
pub struct Origins {
    pub public: String,
    pub loopback: bool,
    /// Discord's proxy in front of the Activity,
    /// `https://CLIENT_ID.discordsays.com`, when the Activity is on.
    pub activity: Option<String>,
}

impl Origins {
    /// Is a socket from `origin` allowed? A client that sends no `Origin`
    /// is not a browser page (a bot, a test): a page elsewhere cannot
    /// leave it out, so it is let in.
    pub fn allows(&self, origin: Option<&str>) -> bool {
        let Some(origin) = origin else {
            return true;
        };
        let origin = origin.trim_end_matches('/').to_ascii_lowercase();
        if origin == self.public || self.activity.as_deref() == Some(origin.as_str()) {
            return true;
        }
        self.loopback
            && origin
                .strip_prefix("http://")
                .map(|h| h.rsplit_once(':').map_or(h, |(h, _)| h))
                .is_some_and(is_loopback)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links() {
        let u = PublicUrl::parse("https://Table.example.org/bot/").unwrap();
        assert_eq!(u.link("abc"), "https://table.example.org/bot/t/abc");
    }

    #[test]
    fn origins() {
        let o = Origins {
            public: "https://t.example.org".into(),
            loopback: false,
            activity: None,
        };
        assert!(o.allows(Some("https://t.example.org")));
        assert!(!o.allows(Some("https://evil.example.org")));
        assert!(!o.allows(Some("http://127.0.0.1:3000")));
        let local = Origins {
            loopback: true,
            ..o
        };
        assert!(local.allows(Some("http://127.0.0.1:3000")));
        assert!(local.allows(Some("http://localhost:3000")));
        assert!(!local.allows(Some("http://127.0.0.2.evil.org")));
        assert!(!local.allows(Some("https://42.discordsays.com")));
        let activity = Origins {
            activity: Some(activity_origin(42)),
            ..local
        };
        assert!(activity.allows(Some("https://42.discordsays.com")));
        assert!(!activity.allows(Some("https://43.discordsays.com")));
    }
}
