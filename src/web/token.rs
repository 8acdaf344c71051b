//! Table links as capabilities: a token names the channel, the game (when
//! it started), the seat or a spectator, the Discord user and an expiry,
//! signed with HMAC-SHA256 under a secret created on first run and kept
//! in the data directory.
//!
//! Form: `CHANNEL.GAME.SEAT.USER.EXPIRES.MAC`, with `SEAT` `0`, `1` or `w`
//! (watch), `EXPIRES` in Unix seconds and `MAC` the first 16 bytes of the
//! HMAC of everything before it, in hex. URL-safe as it is.

use crate::commands::Ticket;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::path::Path;

/// The path segment before a token: `/t/TOKEN`.
pub const TOKEN_PATH: &str = "t";

/// The secret's file in the data directory.
pub const SECRET_FILE: &str = "web-secret";

/// How long a link lasts.
pub const LINK_LIFETIME_MS: u64 = 14 * 24 * 3600 * 1000;

/// Bytes of the MAC kept in a token.
const MAC_BYTES: usize = 16;

type HmacSha256 = Hmac<Sha256>;

/// A token's claims, checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claims {
    pub ticket: Ticket,
    /// Unix ms.
    pub expires_ms: u64,
}

/// Why a token is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenError {
    /// Not a token's shape (cut short, altered characters).
    Malformed,
    /// The signature does not match: not made with this bot's secret.
    Forged,
    Expired,
}

impl TokenError {
    /// The catalog message that says so.
    pub fn msg_id(self) -> &'static str {
        match self {
            TokenError::Malformed => "table-token-malformed",
            TokenError::Forged => "table-token-forged",
            TokenError::Expired => "table-token-expired",
        }
    }
}

/// The signing key.
#[derive(Clone)]
pub struct Keys {
    secret: Vec<u8>,
}

impl std::fmt::Debug for Keys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Keys(<secret>)")
    }
}

impl Keys {
    pub fn new(secret: &[u8]) -> Keys {
        Keys {
            secret: secret.to_vec(),
        }
    }

    /// The secret of `data_dir`, created (32 random bytes, hex, readable
    /// by the owner only) when there is none yet; refused when others may
    /// read it.
    pub fn load_or_create(data_dir: &Path) -> anyhow::Result<Keys> {
        let path = data_dir.join(SECRET_FILE);
        match std::fs::read_to_string(&path) {
            Ok(text) => {
                if let Some(why) = exposed(&path) {
                    anyhow::bail!("{why}");
                }
                Keys::from_text(&text).ok_or_else(|| {
                    anyhow::anyhow!("{} is not a secret this bot wrote", path.display())
                })
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                use rand::RngCore;
                let mut secret = [0u8; 32];
                rand::rngs::OsRng.fill_bytes(&mut secret);
                crate::store::create_private_dir(data_dir)?;
                write_private(&path, &hex(&secret))
                    .map_err(|e| anyhow::anyhow!("cannot write {}: {e}", path.display()))?;
                Ok(Keys::new(&secret))
            }
            Err(e) => Err(anyhow::anyhow!("cannot read {}: {e}", path.display())),
        }
    }

    /// A secret file's text, read.
    pub fn from_text(text: &str) -> Option<Keys> {
        let bytes = unhex(text.trim())?;
        (bytes.len() >= 16).then(|| Keys::new(&bytes))
    }

    fn mac(&self, body: &str) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(&self.secret).expect("HMAC takes any key");
        mac.update(body.as_bytes());
        mac
    }

    /// The token of `ticket`, valid until `expires_ms`.
    pub fn sign(&self, ticket: &Ticket, expires_ms: u64) -> String {
        let seat = match ticket.seat {
            Some(s) => s.to_string(),
            None => "w".into(),
        };
        let body = format!(
            "{}.{}.{seat}.{}.{}",
            ticket.channel,
            ticket.game,
            ticket.user,
            expires_ms / 1000
        );
        let tag = self.mac(&body).finalize().into_bytes();
        format!("{body}.{}", hex(&tag[..MAC_BYTES]))
    }

    /// The claims of `token`, if this bot signed it and it has not
    /// expired at `now_ms`.
    pub fn verify(&self, token: &str, now_ms: u64) -> Result<Claims, TokenError> {
        let (body, tag) = token.rsplit_once('.').ok_or(TokenError::Malformed)?;
        let parts: Vec<&str> = body.split('.').collect();
        let [channel, game, seat, user, expires] = parts[..] else {
            return Err(TokenError::Malformed);
        };
        let num = |s: &str| {
            (!s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
                .then(|| s.parse::<u64>().ok())
                .flatten()
                .ok_or(TokenError::Malformed)
        };
        let ticket = Ticket {
            channel: num(channel)?,
            game: num(game)?,
            seat: match seat {
                "0" => Some(0),
                "1" => Some(1),
                "w" => None,
                _ => return Err(TokenError::Malformed),
            },
            user: num(user)?,
        };
        let expires_ms = num(expires)?.saturating_mul(1000);
        // Lower-case hex only, as signed: one spelling per token.
        if !tag.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
            return Err(TokenError::Malformed);
        }
        let tag = unhex(tag)
            .filter(|t| t.len() == MAC_BYTES)
            .ok_or(TokenError::Malformed)?;
        self.mac(body)
            .verify_truncated_left(&tag)
            .map_err(|_| TokenError::Forged)?;
        if expires_ms <= now_ms {
            return Err(TokenError::Expired);
        }
        Ok(Claims { ticket, expires_ms })
    }
}

/// Why the secret at `path` may not be used as it is: others than its
/// owner may read it (a restored backup, say); the message gives the fix.
pub fn exposed(path: &Path) -> Option<String> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(path).ok()?.permissions().mode() & 0o777;
        if mode & 0o077 != 0 {
            return Some(format!(
                "{} may be read by others (mode {mode:o}): anyone who reads it can forge table links; \
                 make it private with `chmod 600 {}`",
                path.display(),
                path.display()
            ));
        }
    }
    #[cfg(not(unix))]
    let _ = path;
    None
}

fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path)?;
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ticket(seat: Option<usize>) -> Ticket {
        Ticket {
            channel: 42,
            game: 1_700_000_000_000,
            seat,
            user: 7,
        }
    }

    #[test]
    fn signed_tokens_round_trip_and_refuse_changes() {
        let keys = Keys::new(b"0123456789abcdef0123456789abcdef");
        for seat in [Some(0), Some(1), None] {
            let token = keys.sign(&ticket(seat), 10_000_000);
            let claims = keys.verify(&token, 5_000_000).unwrap();
            assert_eq!(claims.ticket, ticket(seat));
            assert_eq!(keys.verify(&token, 10_000_000), Err(TokenError::Expired));
        }
        let token = keys.sign(&ticket(Some(0)), 10_000_000);
        // Another seat, another channel: the MAC no longer matches.
        let other = token.replacen("42.", "43.", 1);
        assert_eq!(keys.verify(&other, 0), Err(TokenError::Forged));
        let other = token.replacen(".0.", ".1.", 1);
        assert_eq!(keys.verify(&other, 0), Err(TokenError::Forged));
        let other_key = Keys::new(b"another secret, as long as that!");
        assert_eq!(other_key.verify(&token, 0), Err(TokenError::Forged));
        for bad in ["", "...", "42", &token[..token.len() - 2], "a.b.c.d.e.f"] {
            assert_eq!(keys.verify(bad, 0), Err(TokenError::Malformed), "{bad}");
        }
    }

    #[test]
    fn the_secret_is_made_once_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let a = Keys::load_or_create(dir.path()).unwrap();
        let b = Keys::load_or_create(dir.path()).unwrap();
        assert_eq!(a.secret, b.secret);
        assert_eq!(a.secret.len(), 32);
        std::fs::write(dir.path().join(SECRET_FILE), "not hex").unwrap();
        assert!(Keys::load_or_create(dir.path()).is_err());
    }

    #[cfg(unix)]
    #[test]
    fn a_secret_others_may_read_is_refused_with_the_fix() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("data");
        Keys::load_or_create(&data).unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&data), 0o700, "the data directory is the owner's");
        let path = data.join(SECRET_FILE);
        assert_eq!(mode(&path), 0o600);
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let err = Keys::load_or_create(&data).unwrap_err().to_string();
        assert!(
            err.contains("mode 644") && err.contains("chmod 600"),
            "{err}"
        );
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
        assert!(Keys::load_or_create(&data).is_ok());
    }

    #[test]
    fn a_mac_is_lower_case_hex_only() {
        let keys = Keys::new(b"0123456789abcdef0123456789abcdef");
        let token = keys.sign(&ticket(Some(0)), 10_000_000);
        assert!(keys.verify(&token, 0).is_ok());
        let (body, mac) = token.rsplit_once('.').unwrap();
        assert!(mac.bytes().any(|b| b.is_ascii_lowercase()), "{mac}");
        let upper = format!("{body}.{}", mac.to_ascii_uppercase());
        assert_eq!(keys.verify(&upper, 0), Err(TokenError::Malformed));
    }
}
