//! `bridges-bot doctor`: check the setup before running the bot, in plain
//! words: the config, the token's format (and, unless `--offline`, that
//! Discord accepts it), the data directory and store, sharding, the
//! metrics address, and the permissions the bot needs in a channel.

use crate::config::Config;
use crate::store::tools;
use std::path::{Path, PathBuf};

#[derive(clap::Args, Debug)]
pub struct DoctorArgs {
    /// Config file (default: ./config.toml if it exists).
    #[arg(long, value_name = "FILE")]
    config: Option<PathBuf>,
    /// Do not ask Discord whether it accepts the token.
    #[arg(long)]
    offline: bool,
}

/// The permissions the bot needs in a channel, with their bits.
pub const PERMISSIONS: &[(&str, u64, &str)] = &[
    ("View Channel", 1 << 10, "to see commands"),
    ("Send Messages", 1 << 11, "to answer"),
    ("Embed Links", 1 << 14, "to show the board image"),
    ("Attach Files", 1 << 15, "to attach the board image"),
    ("Read Message History", 1 << 16, "to answer in order"),
    ("Create Public Threads", 1 << 35, "for games in threads"),
    ("Send Messages in Threads", 1 << 38, "for games in threads"),
];

struct Findings {
    problems: usize,
}

impl Findings {
    fn ok(&self, what: &str, text: impl std::fmt::Display) {
        println!("ok       {what}: {text}");
    }
    fn note(&self, what: &str, text: impl std::fmt::Display) {
        println!("note     {what}: {text}");
    }
    /// Works, but not as configured.
    fn warn(&self, what: &str, text: impl std::fmt::Display) {
        println!("WARNING  {what}: {text}");
    }
    fn problem(&mut self, what: &str, text: impl std::fmt::Display) {
        self.problems += 1;
        println!("PROBLEM  {what}: {text}");
    }
}

/// Returns the exit status: 0 when nothing is wrong, 1 otherwise.
pub fn run(args: DoctorArgs) -> i32 {
    let mut f = Findings { problems: 0 };
    let config = match load(args.config.as_deref()) {
        Ok((config, from)) => {
            f.ok("config", from);
            config
        }
        Err(e) => {
            f.problem("config", format!("{e:#}"));
            println!("Fix the config first (see config.example.toml).");
            return 1;
        }
    };
    let bot_id = match config.token() {
        None => {
            f.problem(
                "token",
                "none: set DISCORD_TOKEN or `token` in the config (without one the bot runs in local mode)",
            );
            None
        }
        Some(t) => match token_bot_id(t) {
            Ok(id) => {
                f.ok("token", format!("looks like a bot token (bot id {id})"));
                Some(id)
            }
            Err(e) => {
                f.problem("token", e);
                None
            }
        },
    };
    if let (Some(token), false) = (config.token(), args.offline || bot_id.is_none()) {
        match login(&config, token) {
            Ok(name) => f.ok("discord", format!("the token works: logged in as {name}")),
            Err(e) => f.problem("discord", e),
        }
    }
    check_store(&mut f, &config.data_dir);
    match config.shard_plan() {
        Ok(None) => f.ok("shards", "one process runs every shard Discord recommends"),
        Ok(Some((total, range))) => f.ok(
            "shards",
            format!(
                "this process runs shards {range} of {total} ({} shard{}); its data_dir must hold only those shards' servers",
                range.len(),
                if range.len() == 1 { "" } else { "s" }
            ),
        ),
        Err(e) => f.problem("shards", e),
    }
    match &config.metrics_addr {
        None => f.note("metrics", "off (set metrics_addr to serve them)"),
        Some(addr) => match std::net::TcpListener::bind(addr) {
            Ok(_) => f.ok("metrics", format!("http://{addr}/metrics is free to serve")),
            Err(e) => f.problem(
                "metrics",
                format!(
                    "cannot listen on {addr}: {e} (in use by a running bot, or another program?)"
                ),
            ),
        },
    }
    check_web(&mut f, &config);
    let bits: u64 = PERMISSIONS.iter().map(|p| p.1).sum();
    let list: Vec<String> = PERMISSIONS
        .iter()
        .map(|(name, _, why)| format!("{name} ({why})"))
        .collect();
    f.note(
        "permissions",
        format!("in each game channel the bot needs: {}", list.join(", ")),
    );
    if let Some(id) = bot_id {
        f.note(
            "invite",
            format!(
                "https://discord.com/oauth2/authorize?client_id={id}&scope=bot+applications.commands&permissions={bits}"
            ),
        );
    }
    if !config.message_content {
        f.note(
            "intents",
            "message_content is off: slash commands, buttons, DMs and @mention commands still work",
        );
    } else {
        f.note(
            "intents",
            "message_content is on: enable the Message Content intent in the Developer Portal too",
        );
    }
    if f.problems == 0 {
        println!("All checks passed.");
        0
    } else {
        println!(
            "{} problem{} found.",
            f.problems,
            if f.problems == 1 { "" } else { "s" }
        );
        1
    }
}

fn load(path: Option<&Path>) -> anyhow::Result<(Config, String)> {
    match path {
        Some(p) => Ok((Config::load(p)?, format!("{} reads", p.display()))),
        None if Path::new("config.toml").exists() => Ok((
            Config::load(Path::new("config.toml"))?,
            "config.toml reads".into(),
        )),
        None => Ok((
            Config::from_env(),
            "no config file: the defaults (and DISCORD_TOKEN)".into(),
        )),
    }
}

/// The bot id a token starts with; a token is three dot-separated base64
/// parts, the first being the bot's id.
pub fn token_bot_id(token: &str) -> Result<u64, String> {
    let token = token.trim();
    let shape = "does not look like a bot token: one is three parts separated by dots (copy it \
                 again from the Developer Portal, Bot page, Reset Token)";
    if token.starts_with("Bot ") {
        return Err("starts with `Bot `: give the token alone".into());
    }
    let parts: Vec<&str> = token.split('.').collect();
    if parts.len() != 3 || parts.iter().any(|p| p.is_empty()) {
        return Err(shape.into());
    }
    let id = base64_decode(parts[0])
        .and_then(|b| String::from_utf8(b).ok())
        .and_then(|s| s.parse::<u64>().ok())
        .ok_or_else(|| shape.to_string())?;
    Ok(id)
}

fn base64_decode(s: &str) -> Option<Vec<u8>> {
    let mut bits = 0u32;
    let mut n = 0;
    let mut out = Vec::new();
    for c in s.trim_end_matches('=').bytes() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(v);
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push((bits >> n) as u8);
            bits &= (1 << n) - 1;
        }
    }
    Some(out)
}

fn login(config: &Config, token: &str) -> Result<String, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start the async runtime: {e}"))?;
    runtime.block_on(async {
        let http = crate::discord::http_client(config, token);
        match tokio::time::timeout(std::time::Duration::from_secs(15), http.get_current_user())
            .await
        {
            Err(_) => Err("Discord did not answer in 15 s (network, firewall, proxy?)".into()),
            Ok(Ok(me)) => Ok(me.name.clone()),
            Ok(Err(serenity::Error::Http(serenity::all::HttpError::UnsuccessfulRequest(r))))
                if r.status_code.as_u16() == 401 =>
            {
                Err("Discord refused the token (401): reset it in the Developer Portal".into())
            }
            Ok(Err(e)) => Err(format!("cannot reach Discord: {e}")),
        }
    })
}

fn check_store(f: &mut Findings, dir: &Path) {
    if !dir.exists() {
        let parent = dir
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        return match writable(parent) {
            Ok(()) => f.ok(
                "store",
                format!("{} does not exist yet: it will be made", dir.display()),
            ),
            Err(e) => f.problem(
                "store",
                format!("{} does not exist and cannot be made: {e}", dir.display()),
            ),
        };
    }
    if let Err(e) = writable(dir) {
        return f.problem(
            "store",
            format!("{} is not writable by this user: {e}", dir.display()),
        );
    }
    if !tools::is_store(dir) {
        return f.ok(
            "store",
            format!("{} holds no store yet: one will be made", dir.display()),
        );
    }
    match tools::open_unlocked(dir) {
        Ok(Some(db)) => match tools::check(&db) {
            Ok(report) if report.problems.is_empty() => {
                let entries: usize = report.trees.iter().map(|t| t.entries).sum();
                f.ok(
                    "store",
                    format!("{}: {entries} entries, all readable", dir.display()),
                )
            }
            Ok(report) => f.problem(
                "store",
                format!(
                    "{}: {} entries are corrupt (run `bridges-bot store check --data {}`)",
                    dir.display(),
                    report.problems.len(),
                    dir.display()
                ),
            ),
            Err(e) => f.problem("store", format!("{}: {e}", dir.display())),
        },
        Ok(None) => f.note(
            "store",
            format!(
                "{} is in use by a running process (a bot?): a second bot on it would not start",
                dir.display()
            ),
        ),
        Err(e) => f.problem("store", format!("{e:#}")),
    }
}

/// `[web]`: the table's address is free, its public URL well-formed
/// (checked with the config), its links' secret readable.
fn check_web(f: &mut Findings, config: &Config) {
    use crate::web::token::{Keys, SECRET_FILE};
    let Some(web) = &config.web else {
        f.note("web", "off (add a [web] section to serve the live table)");
        return;
    };
    match std::net::TcpListener::bind(&web.listen) {
        Ok(_) => f.ok("web", format!("{} is free to serve the table", web.listen)),
        Err(e) => f.problem(
            "web",
            format!(
                "cannot listen on {}: {e} (in use by a running bot, or another program?)",
                web.listen
            ),
        ),
    }
    match &web.public_url {
        Some(url) => f.ok("web", format!("links are built on {url}")),
        None => f.note(
            "web",
            format!(
                "no public_url: links are built on http://{}, which only this machine can open",
                web.listen
            ),
        ),
    }
    check_activity(f, web);
    check_open_files(f, web, crate::web::limits::open_files_limit());
    let secret = config.data_dir.join(SECRET_FILE);
    match std::fs::read_to_string(&secret) {
        Ok(_) if crate::web::token::exposed(&secret).is_some() => f.problem(
            "web",
            crate::web::token::exposed(&secret).unwrap_or_default(),
        ),
        Ok(text) if Keys::from_text(&text).is_some() => {
            f.ok("web", format!("the links' secret {} is readable", secret.display()))
        }
        Ok(_) => f.problem(
            "web",
            format!(
                "{} is not a secret the bot wrote: delete it (every link is then refused) and the bot makes another",
                secret.display()
            ),
        ),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => f.note(
            "web",
            format!("the links' secret {} is made on first run", secret.display()),
        ),
        Err(e) => f.problem("web", format!("cannot read {}: {e}", secret.display())),
    }
}

/// The open-files limit (`limit`, this process's, as the bot would
/// start with it) against what `[web]`'s caps need: below it the table
/// holds fewer connections than `max_connections`.
fn check_open_files(f: &Findings, web: &crate::web::WebSettings, limit: Option<u64>) {
    let needed = crate::web::limits::files_needed(web);
    match limit {
        Some(n) if n < needed => f.warn(
            "web",
            format!(
                "the open-files limit is {n}, below the {needed} that max_connections = {} needs \
                 (the table then holds {} connections): raise LimitNOFILE in the unit (or ulimit -n), \
                 or lower web.max_connections",
                web.max_connections,
                n.saturating_sub(crate::web::limits::RESERVED_FDS)
            ),
        ),
        Some(n) => f.ok(
            "web",
            format!("the open-files limit ({n}) holds max_connections = {}", web.max_connections),
        ),
        None => f.note("web", "the open-files limit cannot be read here"),
    }
}

/// `[web] activity`: the application's id and secret are there, and the
/// page is reachable over https (Discord's URL mapping needs a public
/// https host; a path prefix is fine).
fn check_activity(f: &mut Findings, web: &crate::web::WebSettings) {
    if !web.activity {
        f.note(
            "activity",
            "off (set activity = true in [web] to play inside Discord; see the README, *The table inside Discord*)",
        );
        return;
    }
    match web.activity_credentials() {
        Ok(Some((id, _))) => f.ok(
            "activity",
            format!("application {id}: its client secret is set (not shown)"),
        ),
        Ok(None) => {}
        Err(e) => f.problem("activity", format!("{e}")),
    }
    match web.public_url.as_deref().map(crate::web::PublicUrl::parse) {
        Some(Ok(url)) if url.origin.starts_with("https://") => f.ok(
            "activity",
            format!(
                "map the URL mapping's / to {}{} in the Developer Portal",
                url.origin.trim_start_matches("https://"),
                url.prefix
            ),
        ),
        Some(Ok(url)) => f.problem(
            "activity",
            format!(
                "public_url {} is not https: Discord's URL mapping needs a public https host",
                url.origin
            ),
        ),
        Some(Err(e)) => f.problem("activity", format!("web.public_url: {e}")),
        None => f.problem(
            "activity",
            "no public_url: Discord's URL mapping needs the table's public https address",
        ),
    }
}

fn writable(dir: &Path) -> std::io::Result<()> {
    let probe = dir.join(format!(".doctor-probe-{}", std::process::id()));
    std::fs::write(&probe, b"")?;
    std::fs::remove_file(&probe)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_read_for_their_bot_id() {
        // "123456789012345678" in base64, then two more parts.
        let t = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB";
        assert_eq!(token_bot_id(t), Ok(123456789012345678));
        assert!(token_bot_id("Bot abc.def.ghi")
            .unwrap_err()
            .contains("alone"));
        assert!(token_bot_id("not-a-token")
            .unwrap_err()
            .contains("three parts"));
        assert!(token_bot_id("x.y.z").unwrap_err().contains("three parts"));
    }
}
