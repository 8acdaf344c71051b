//! PLACEHOLDER (discord branch): a minimal version of the `Config` API from
//! spec/interfaces.md so the Discord adapter compiles and can be tested before
//! the play branch is merged. At merge, the play branch's `src/config.rs`
//! replaces this file.

use std::path::{Path, PathBuf};

use anyhow::Context;

#[derive(Clone, Debug, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    pub token: Option<String>,
    pub prefix: String,
    pub data_dir: PathBuf,
    pub default_size: u8,
    pub guild_id: Option<u64>,
    pub message_content: bool,
    pub api_base_url: Option<String>,
    pub challenge_expiry_secs: u64,
    pub rate_limit_per_minute: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            token: None,
            prefix: "!".to_string(),
            data_dir: PathBuf::from("./data"),
            default_size: 8,
            guild_id: None,
            message_content: true,
            api_base_url: None,
            challenge_expiry_secs: 86_400,
            rate_limit_per_minute: 30,
        }
    }
}

impl Config {
    pub fn load(path: &Path) -> anyhow::Result<Config> {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("cannot read {}", path.display()))?;
        let mut config: Config =
            toml::from_str(&text).with_context(|| format!("bad config {}", path.display()))?;
        if config.token.is_none() {
            config.token = std::env::var("DISCORD_TOKEN").ok();
        }
        Ok(config)
    }
}
