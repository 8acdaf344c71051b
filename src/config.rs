//! Settings, read from a TOML file (see `config.example.toml`); the Discord
//! token may also come from the `DISCORD_TOKEN` environment variable.

pub mod web;

use anyhow::{bail, Context};
use std::path::{Path, PathBuf};

#[derive(Clone, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Discord bot token; `DISCORD_TOKEN` fills it in when absent.
    pub token: Option<String>,
    /// Command prefix for text commands.
    pub prefix: String,
    /// Directory of the game store.
    pub data_dir: PathBuf,
    /// Board size of a challenge that names none.
    pub default_size: u8,
    /// Register slash commands to this guild only (fast, for testing).
    pub guild_id: Option<u64>,
    /// Request the MESSAGE_CONTENT intent (needed for text commands).
    pub message_content: bool,
    /// REST (and gateway info) base URL, e.g. "http://127.0.0.1:PORT".
    pub api_base_url: Option<String>,
    /// Seconds before an unanswered challenge lapses.
    pub challenge_expiry_secs: u64,
    /// Commands per user per minute; 0 = no limit.
    pub rate_limit_per_minute: u32,
    /// Play every AI level (and hints, analysis) with this player spec, like
    /// `iters:200` or `mcts:500`; unset = the levels' own budgets.
    pub ai_spec: Option<String>,
    /// Time per move of a game between people whose challenge names none:
    /// like `7d`, `12h`, or `none` (no clock).
    pub default_clock: String,
    /// When to remind the player to move: the fraction of the move's time
    /// left (0.25 = with a quarter left); 0 = no reminders.
    pub reminder_at: f64,
    /// Days of vacation each player has a year (`!vacation 3d`); a clock
    /// that runs out spends one, if any are left, before loss on time.
    pub vacation_days: u32,
    /// Play every accepted challenge in a new thread of its channel.
    pub threads: bool,
    /// The longest the clock task sleeps without looking, in seconds: a
    /// safety net for a wall clock that jumps. Clock events fire at their
    /// moment whatever this is.
    pub timer_sweep_secs: u64,
    /// Total gateway shards; unset = as many as Discord recommends.
    pub shards: Option<u32>,
    /// The shards this process connects, like "0..2"; unset = all.
    pub shard_range: Option<String>,
    /// Serve Prometheus metrics on this address, like "127.0.0.1:9100";
    /// unset = off.
    pub metrics_addr: Option<String>,
    /// Log lines as "text" or "json" (one object per line, for log
    /// collectors).
    pub log_format: String,
    /// The language of replies where nothing else decides: `en`, `pt` or
    /// `fr`.
    pub language: String,
    /// `[web]`: the live table's server; absent = none on Discord.
    pub web: Option<web::WebSettings>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            token: None,
            prefix: "!".into(),
            data_dir: PathBuf::from("./data"),
            // The default game's own default size (Bridges' 8; a unit test
            // below holds them equal).
            default_size: 8,
            guild_id: None,
            message_content: true,
            api_base_url: None,
            challenge_expiry_secs: 86_400,
            rate_limit_per_minute: 30,
            ai_spec: None,
            default_clock: "7d".into(),
            reminder_at: 0.25,
            vacation_days: 10,
            threads: false,
            timer_sweep_secs: 300,
            shards: None,
            shard_range: None,
            metrics_addr: None,
            log_format: "text".into(),
            language: "en".into(),
            web: None,
        }
    }
}

impl Config {
    /// Read a TOML config file; `DISCORD_TOKEN` fills in a missing token.
    pub fn load(path: &Path) -> anyhow::Result<Config> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read config file {}", path.display()))?;
        let mut config = Config::parse(&text)
            .with_context(|| format!("config file {} is not valid", path.display()))?;
        config.fill_token_from_env();
        if let Some(web) = &mut config.web {
            web.fill_secret_from_env();
        }
        Ok(config)
    }

    /// Parse and check TOML text (no environment lookup).
    pub fn parse(text: &str) -> anyhow::Result<Config> {
        let config: Config =
            toml::from_str(text).map_err(|e| anyhow::anyhow!(toml_error(text, &e)))?;
        config.validate()?;
        Ok(config)
    }

    /// The defaults, with the token from `DISCORD_TOKEN` if set.
    pub fn from_env() -> Config {
        let mut config = Config::default();
        config.fill_token_from_env();
        config
    }

    fn fill_token_from_env(&mut self) {
        if self.token.as_deref().is_none_or(|t| t.trim().is_empty()) {
            self.token = std::env::var("DISCORD_TOKEN")
                .ok()
                .filter(|t| !t.trim().is_empty());
        }
    }

    /// The move clock of a challenge that names none, in ms (`None`: no
    /// clock). Checked by `validate`; an unreadable value means none.
    pub fn default_clock_ms(&self) -> Option<u64> {
        crate::clock::parse_move_time(&self.default_clock)
            .ok()
            .flatten()
    }

    /// The token, if one is configured and not blank.
    pub fn token(&self) -> Option<&str> {
        self.token.as_deref().filter(|t| !t.trim().is_empty())
    }

    /// The shards to run: `None` = all that Discord recommends; else the
    /// total and this process's range (all of them when no range is set).
    pub fn shard_plan(&self) -> anyhow::Result<Option<(u32, crate::shards::ShardRange)>> {
        let range = self
            .shard_range
            .as_deref()
            .map(str::parse::<crate::shards::ShardRange>)
            .transpose()
            .map_err(|e| anyhow::anyhow!("shard_range: {e}"))?;
        match (self.shards, range) {
            (None, None) => Ok(None),
            (None, Some(_)) => bail!("shard_range needs shards (the total), like shards = 4"),
            (Some(total), range) => {
                let range = range.unwrap_or(crate::shards::ShardRange {
                    start: 0,
                    end: total,
                });
                range
                    .check(total)
                    .map_err(|e| anyhow::anyhow!("shards: {e}"))?;
                Ok(Some((total, range)))
            }
        }
    }

    fn validate(&self) -> anyhow::Result<()> {
        if self.prefix.trim().is_empty() || self.prefix.chars().any(char::is_whitespace) {
            bail!("prefix must be non-empty and without spaces, like \"!\"");
        }
        // The sizes the default game takes, as its registry entry states them.
        let sizes = crate::games::Kind::DEFAULT.info().option("size");
        if let Some(crate::games::kind::Values::Range { min, max }) = sizes.map(|o| o.values) {
            if !(min..=max).contains(&u32::from(self.default_size)) {
                bail!(
                    "default_size must be from {min} to {max}, not {}",
                    self.default_size
                );
            }
        }
        crate::clock::parse_move_time(&self.default_clock)
            .map_err(|e| anyhow::anyhow!("default_clock: {e}"))?;
        if !(0.0..1.0).contains(&self.reminder_at) {
            bail!(
                "reminder_at must be a fraction from 0 (no reminders) to below 1, like 0.25, not {}",
                self.reminder_at
            );
        }
        if crate::i18n::Lang::parse(&self.language).is_none() {
            bail!("language must be en, pt or fr, not \"{}\"", self.language);
        }
        if self.timer_sweep_secs == 0 {
            bail!("timer_sweep_secs must be at least 1");
        }
        self.shard_plan()?;
        if !matches!(self.log_format.as_str(), "text" | "json") {
            bail!(
                "log_format must be \"text\" or \"json\", not {:?}",
                self.log_format
            );
        }
        if let Some(addr) = &self.metrics_addr {
            addr.parse::<std::net::SocketAddr>().map_err(|_| {
                anyhow::anyhow!("metrics_addr must be an address and port, like \"127.0.0.1:9100\", not {addr:?}")
            })?;
        }
        if let Some(spec) = &self.ai_spec {
            spec.parse::<crate::rules::spec::PlayerSpec>()
                .map_err(|e| anyhow::anyhow!("ai_spec: {e}"))?;
        }
        if let Some(web) = &self.web {
            web.validate()?;
        }
        Ok(())
    }
}

/// A TOML error as "line L, column C: message", without the source snippet
/// or quoted values that the TOML crate's own text shows (they could hold
/// the token).
fn toml_error(text: &str, e: &toml::de::Error) -> String {
    // Quoted values become "…"; `keywords` stay.
    let mut message = String::new();
    let (mut quoted, mut ticked) = (false, false);
    for c in e.message().trim().chars() {
        if c == '"' && !ticked {
            if !quoted {
                message.push_str("\"…\"");
            }
            quoted = !quoted;
        } else if !quoted {
            ticked ^= c == '`';
            match c {
                '\n' => message.push_str("; "),
                _ => message.push(c),
            }
        }
    }
    match e.span() {
        Some(span) => {
            let before = text.get(..span.start).unwrap_or(text);
            let line = before.matches('\n').count() + 1;
            let column = before.chars().rev().take_while(|&c| c != '\n').count() + 1;
            format!("line {line}, column {column}: {message}")
        }
        None => message,
    }
}

/// Like a derived `Debug`, but the token is never shown. The fields are
/// taken apart by name, so a new field fails to compile until it is shown
/// here too.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let Config {
            token,
            prefix,
            data_dir,
            default_size,
            guild_id,
            message_content,
            api_base_url,
            challenge_expiry_secs,
            rate_limit_per_minute,
            ai_spec,
            default_clock,
            reminder_at,
            vacation_days,
            threads,
            timer_sweep_secs,
            shards,
            shard_range,
            metrics_addr,
            log_format,
            language,
            web,
        } = self;
        f.debug_struct("Config")
            .field("token", &Redacted(token))
            .field("prefix", prefix)
            .field("data_dir", data_dir)
            .field("default_size", default_size)
            .field("guild_id", guild_id)
            .field("message_content", message_content)
            .field("api_base_url", api_base_url)
            .field("challenge_expiry_secs", challenge_expiry_secs)
            .field("rate_limit_per_minute", rate_limit_per_minute)
            .field("ai_spec", ai_spec)
            .field("default_clock", default_clock)
            .field("reminder_at", reminder_at)
            .field("vacation_days", vacation_days)
            .field("threads", threads)
            .field("timer_sweep_secs", timer_sweep_secs)
            .field("shards", shards)
            .field("shard_range", shard_range)
            .field("metrics_addr", metrics_addr)
            .field("log_format", log_format)
            .field("language", language)
            .field("web", web)
            .finish()
    }
}

impl std::fmt::Debug for Redacted<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.is_some() {
            "Some(\"<redacted>\")"
        } else {
            "None"
        })
    }
}

struct Redacted<'a>(&'a Option<String>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_size_is_the_default_games_and_checked_by_its_range() {
        use crate::games::bridges::{DEFAULT_SIZE, MAX_SIZE, MIN_SIZE};
        assert_eq!(Config::default().default_size, DEFAULT_SIZE);
        for (size, ok) in [
            (MIN_SIZE, true),
            (MAX_SIZE, true),
            (MIN_SIZE - 1, false),
            (MAX_SIZE + 1, false),
        ] {
            let parsed = Config::parse(&format!("default_size = {size}\n"));
            assert_eq!(parsed.is_ok(), ok, "{size}");
        }
        let err = Config::parse("default_size = 99\n")
            .unwrap_err()
            .to_string();
        assert_eq!(
            err,
            format!("default_size must be from {MIN_SIZE} to {MAX_SIZE}, not 99")
        );
    }

    #[test]
    fn debug_shows_every_setting() {
        let config = Config {
            ai_spec: Some("iters:200".into()),
            language: "pt".into(),
            vacation_days: 7,
            ..Config::default()
        };
        let debug = format!("{config:?}");
        for shown in [
            "ai_spec: Some(\"iters:200\")",
            "language: \"pt\"",
            "vacation_days: 7",
        ] {
            assert!(debug.contains(shown), "{shown} in {debug}");
        }
    }

    #[test]
    fn debug_and_parse_errors_hide_the_token() {
        let config = Config {
            token: Some("tok.hidden-123".into()),
            ..Config::default()
        };
        let debug = format!("{config:?}");
        assert!(!debug.contains("hidden-123") && debug.contains("<redacted>"));
        let with_secret = Config::parse(
            "[web]\nactivity = true\nclient_id = 1\nclient_secret = \"sec-hidden-9\"\n",
        )
        .unwrap();
        let debug = format!("{with_secret:?}");
        assert!(
            !debug.contains("sec-hidden-9") && debug.contains("<redacted>"),
            "{debug}"
        );
        for text in [
            "token = tok.hidden-123\n",
            "token = \"tok.hidden-123\n",
            "prefix = \"!\"\ndefault_size = \"tok.hidden-123\"\n",
        ] {
            let err = format!("{:#}", Config::parse(text).unwrap_err());
            assert!(!err.contains("hidden-123"), "{err}");
            assert!(err.starts_with("line "), "{err}");
        }
        let err = format!("{:#}", Config::parse("a = 1\nb = \"x\"\n").unwrap_err());
        assert!(err.contains("line 1"), "{err}");
    }

    #[test]
    fn example_file_parses_and_lists_every_key() {
        let text = include_str!("../config.example.toml");
        // Uncomment every `# key = value` line (and `# [section]`): all
        // must be known keys.
        let all: String = text
            .lines()
            .map(|l| {
                l.strip_prefix("# ")
                    .filter(|r| r.contains(" = ") || r.starts_with('['))
                    .unwrap_or(l)
            })
            .map(|l| format!("{l}\n"))
            .collect();
        let c = Config::parse(&all).expect("every documented key parses");
        assert_eq!(c.guild_id, Some(123456789012345678));
        let web = c.web.expect("the [web] section");
        assert_eq!(web.listen, "127.0.0.1:8080");
        assert_eq!(web.public_url.as_deref(), Some("https://table.example.org"));
        assert!(!web.activity);
        assert_eq!(web.client_id, Some(123456789012345678));
        assert!(web.client_secret.is_some());
        let c = Config::parse(text).unwrap();
        assert!(c.web.is_none(), "no table on Discord unless asked for");
        assert!(Config::parse("[web]\npublic_url = \"http://example.org\"").is_err());
        assert!(Config::parse("[web]\nlisten = \"nowhere\"").is_err());
        assert!(Config::parse("[web]\nport = 1").is_err());
    }

    #[test]
    fn defaults_and_errors() {
        let c = Config::parse("").unwrap();
        assert_eq!(c.prefix, "!");
        assert_eq!(c.default_size, 8);
        assert_eq!(c.challenge_expiry_secs, 86_400);
        let err = Config::parse("colour = 1").unwrap_err().to_string();
        assert!(err.contains("unknown field"), "{err}");
        assert!(Config::parse("default_size = 20").is_err());
        assert!(Config::parse("prefix = \"\"").is_err());
        assert_eq!(c.default_clock_ms(), Some(7 * crate::clock::DAY));
        assert_eq!(
            Config::parse("default_clock = \"none\"")
                .unwrap()
                .default_clock_ms(),
            None
        );
        let err = format!("{:#}", Config::parse("default_clock = \"5s\"").unwrap_err());
        assert!(err.contains("10 s to 30 days"), "{err}");
        assert!(Config::parse("reminder_at = 1.5").is_err());
        let c = Config::parse("shards = 4\nshard_range = \"2..4\"").unwrap();
        let (total, range) = c.shard_plan().unwrap().unwrap();
        assert_eq!((total, range.start, range.end), (4, 2, 4));
        assert!(Config::parse("shard_range = \"0..2\"").is_err());
        assert!(Config::parse("shards = 2\nshard_range = \"0..3\"").is_err());
        assert!(Config::parse("shards = 0").is_err());
        assert!(Config::parse("metrics_addr = \"localhost\"").is_err());
        assert!(Config::parse("metrics_addr = \"127.0.0.1:9100\"").is_ok());
    }
}
