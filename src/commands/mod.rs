//! PLACEHOLDER (discord branch): a tiny command layer with exactly the API of
//! spec/interfaces.md, so the Discord adapter compiles and its transport can be
//! tested before the play branch is merged. It knows `ping`, `say`, `count`,
//! and echoes slash commands and buttons. At merge, the play branch's
//! `src/commands/` replaces this module entirely.

use std::path::PathBuf;
use std::sync::Mutex;

use crate::config::Config;

pub struct User {
    pub id: u64,
    pub name: String,
    pub is_bot: bool,
}

pub enum Input {
    Text(String),
    Slash {
        name: String,
        options: Vec<(String, OptionValue)>,
    },
    Button {
        custom_id: String,
    },
}

pub enum OptionValue {
    Str(String),
    Int(i64),
    User(User),
}

pub struct Request {
    pub channel: u64,
    pub guild: Option<u64>,
    pub user: User,
    pub mentions: Vec<User>,
    pub is_moderator: bool,
    pub input: Input,
}

pub struct BoardImage {
    pub png: Vec<u8>,
    pub alt: String,
    pub file_name: String,
}

pub enum ButtonStyle {
    Primary,
    Secondary,
    Success,
    Danger,
}

pub struct Button {
    pub custom_id: String,
    pub label: String,
    pub style: ButtonStyle,
}

#[derive(Default)]
pub struct Reply {
    pub text: String,
    pub board: Option<BoardImage>,
    pub buttons: Vec<Button>,
    pub mentions: Vec<u64>,
    pub ephemeral: bool,
}

pub struct Bot {
    prefix: String,
    file: PathBuf,
    count: Mutex<u64>,
}

/// A valid 1×1 PNG.
const TINY_PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf, 0xc0, 0xf0,
    0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

fn board() -> BoardImage {
    BoardImage {
        png: TINY_PNG.to_vec(),
        alt: "placeholder board".to_string(),
        file_name: "board.png".to_string(),
    }
}

impl Bot {
    pub fn open(config: &Config, _bot_user_id: u64) -> anyhow::Result<Bot> {
        std::fs::create_dir_all(&config.data_dir)?;
        let file = config.data_dir.join("count");
        let count = match std::fs::read_to_string(&file) {
            Ok(s) => s.trim().parse().unwrap_or(0),
            Err(_) => 0,
        };
        Ok(Bot {
            prefix: config.prefix.clone(),
            file,
            count: Mutex::new(count),
        })
    }

    pub fn handle(&self, req: Request) -> Vec<Reply> {
        let user = req.user.id;
        match req.input {
            Input::Text(text) => {
                let Some(rest) = text.strip_prefix(&self.prefix) else {
                    return Vec::new();
                };
                if rest == "ping" {
                    vec![Reply {
                        text: format!("pong <@{user}>"),
                        board: Some(board()),
                        buttons: vec![Button {
                            custom_id: format!("bridges:pass:{}", req.channel),
                            label: "Pass".into(),
                            style: ButtonStyle::Secondary,
                        }],
                        mentions: vec![user],
                        ephemeral: false,
                    }]
                } else if let Some(said) = rest.strip_prefix("say ") {
                    vec![Reply {
                        text: format!("<@{user}> said: {said}"),
                        mentions: vec![user],
                        ..Reply::default()
                    }]
                } else if rest == "count" {
                    let mut count = self.count.lock().unwrap_or_else(|e| e.into_inner());
                    *count += 1;
                    let _ = std::fs::write(&self.file, count.to_string());
                    vec![Reply {
                        text: format!("count {count}"),
                        ..Reply::default()
                    }]
                } else {
                    vec![Reply {
                        text: "unknown command".into(),
                        ..Reply::default()
                    }]
                }
            }
            Input::Slash { name, options } => {
                let opts: Vec<String> = options
                    .iter()
                    .map(|(k, v)| match v {
                        OptionValue::Str(s) => format!("{k}={s}"),
                        OptionValue::Int(i) => format!("{k}={i}"),
                        OptionValue::User(u) => format!("{k}=<@{}>", u.id),
                    })
                    .collect();
                vec![Reply {
                    text: format!("/{name} {}", opts.join(" ")),
                    board: Some(board()),
                    ephemeral: name == "secret",
                    ..Reply::default()
                }]
            }
            Input::Button { custom_id } => vec![Reply {
                text: format!("pressed {custom_id}"),
                ephemeral: custom_id.starts_with("bridges:secret"),
                ..Reply::default()
            }],
        }
    }

    pub fn autocomplete_cells(&self, _channel: u64, _user: u64, typed: &str) -> Vec<String> {
        ["A1", "A2", "B1", "C3"]
            .iter()
            .filter(|c| c.to_lowercase().starts_with(&typed.to_lowercase()))
            .map(|c| c.to_string())
            .collect()
    }

    pub fn flush(&self) -> anyhow::Result<()> {
        let count = self.count.lock().unwrap_or_else(|e| e.into_inner());
        std::fs::write(&self.file, count.to_string())?;
        Ok(())
    }
}
