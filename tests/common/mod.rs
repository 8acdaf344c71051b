//! Shared helpers: a bot on a temp store, users, and request builders.
#![allow(dead_code)]

use bridges_bot::clock::ManualClock;
use bridges_bot::commands::{Bot, Input, OptionValue, Reply, Request, User};
use bridges_bot::config::Config;

pub const BOT: u64 = 1000;
pub const GUILD: u64 = 77;
pub const CH: u64 = 500;

pub fn ann() -> User {
    User {
        id: 10,
        name: "Ann".into(),
        is_bot: false,
    }
}
pub fn bob() -> User {
    User {
        id: 20,
        name: "Bob".into(),
        is_bot: false,
    }
}
pub fn carol() -> User {
    User {
        id: 30,
        name: "Carol".into(),
        is_bot: false,
    }
}
pub fn robot() -> User {
    User {
        id: 40,
        name: "Robo".into(),
        is_bot: true,
    }
}

pub struct Harness {
    pub dir: tempfile::TempDir,
    pub config: Config,
    pub bot: Bot,
}

impl Harness {
    pub fn new() -> Harness {
        Harness::with(|_| {})
    }

    pub fn with(f: impl FnOnce(&mut Config)) -> Harness {
        let dir = tempfile::tempdir().unwrap();
        let mut config = Config {
            data_dir: dir.path().join("data"),
            rate_limit_per_minute: 0,
            ..Config::default()
        };
        f(&mut config);
        let bot = Bot::open(&config, BOT).unwrap();
        Harness { dir, config, bot }
    }

    /// Drop the bot, let `f` write to the raw store (corrupt values, old
    /// versions), flush, and open the bot again on it.
    pub fn with_raw_store(self, f: impl FnOnce(&sled::Db)) -> Harness {
        let Harness { dir, config, bot } = self;
        drop(bot);
        {
            let db = bridges_bot::store::open_db(&config.data_dir).unwrap();
            f(&db);
            db.flush().unwrap();
        }
        let bot = Bot::open(&config, BOT).unwrap();
        Harness { dir, config, bot }
    }

    /// A bot that reads the time from `clock` (no sleeping in tests).
    pub fn timed(clock: &ManualClock, f: impl FnOnce(&mut Config)) -> Harness {
        let mut h = Harness::with(f);
        let Harness { dir, config, bot } = h;
        drop(bot);
        let bot = Bot::open(&config, BOT)
            .unwrap()
            .with_clock(std::sync::Arc::new(clock.clone()));
        h = Harness { dir, config, bot };
        h
    }

    /// Drop the bot and open it again on the same store, reading `clock`.
    pub fn restart_timed(self, clock: &ManualClock) -> Harness {
        let Harness { dir, config, bot } = self;
        drop(bot);
        let bot = Bot::open(&config, BOT)
            .unwrap()
            .with_clock(std::sync::Arc::new(clock.clone()));
        Harness { dir, config, bot }
    }

    /// Drop the bot (closing the store) and open it again.
    pub fn restart(self) -> Harness {
        let Harness { dir, config, bot } = self;
        drop(bot);
        let bot = Bot::open(&config, BOT).unwrap();
        Harness { dir, config, bot }
    }

    pub fn req(&self, ch: u64, user: &User, input: Input, mentions: Vec<User>) -> Vec<Reply> {
        self.bot.handle(Request {
            mentions,
            input,
            ..text_request(ch, user, "")
        })
    }

    /// A text message in channel `ch`.
    pub fn say_in(&self, ch: u64, user: &User, text: &str) -> Vec<Reply> {
        let mentions = mentioned(text);
        self.req(ch, user, Input::Text(text.into()), mentions)
    }

    pub fn say(&self, user: &User, text: &str) -> Vec<Reply> {
        self.say_in(CH, user, text)
    }

    /// The single reply's text (panics unless exactly one reply).
    pub fn one(&self, user: &User, text: &str) -> String {
        one(self.say(user, text))
    }

    pub fn one_in(&self, ch: u64, user: &User, text: &str) -> String {
        one(self.say_in(ch, user, text))
    }

    pub fn mod_say_in(&self, ch: u64, user: &User, text: &str) -> Vec<Reply> {
        self.bot.handle(Request {
            is_moderator: true,
            ..text_request(ch, user, text)
        })
    }

    /// A text message from a member who may manage the server's events
    /// (and so organise tournaments).
    pub fn organiser_say_in(&self, ch: u64, user: &User, text: &str) -> Vec<Reply> {
        self.bot.handle(Request {
            can_manage_events: true,
            ..text_request(ch, user, text)
        })
    }

    pub fn button(&self, ch: u64, user: &User, id: &str) -> Vec<Reply> {
        self.req(
            ch,
            user,
            Input::Button {
                custom_id: id.into(),
            },
            vec![],
        )
    }

    pub fn slash(
        &self,
        ch: u64,
        user: &User,
        name: &str,
        options: Vec<(&str, OptionValue)>,
    ) -> Vec<Reply> {
        let options = options
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        self.req(
            ch,
            user,
            Input::Slash {
                name: name.into(),
                options,
            },
            vec![],
        )
    }

    /// Ann (Orange) vs Bob (Light Blue) on a board of `size` in `ch`.
    pub fn start_in(&self, ch: u64, size: u8) -> String {
        let p = self.config.prefix.clone();
        let r = self.say_in(
            ch,
            &ann(),
            &format!("{p}challenge <@20> size {size} orange"),
        );
        assert_eq!(r.len(), 1, "{r:?}");
        assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
        one(self.say_in(ch, &bob(), &format!("{p}accept")))
    }

    /// The custom id of a turn's button (`pass`, `end`) for the turn in
    /// progress in `ch`.
    pub fn turn_button(&self, ch: u64, kind: &str) -> String {
        let turn = self.bot.turn_of(ch).expect("a running game");
        format!("bridges:{kind}:{ch}:{turn}")
    }

    pub fn start(&self, size: u8) -> String {
        self.start_in(CH, size)
    }
}

/// Users named in `<@id>` mentions, as a transport would resolve them.
/// `user` says `text` in channel `ch` of the test server: no special
/// permission, no Discord locale. Change fields with `..text_request(…)`.
pub fn text_request(ch: u64, user: &User, text: &str) -> Request {
    Request {
        mentions: mentioned(text),
        ..Request::plain(ch, Some(GUILD), user.clone(), Input::Text(text.into()))
    }
}

pub fn mentioned(text: &str) -> Vec<User> {
    let mut out = Vec::new();
    for u in [ann(), bob(), carol(), robot()] {
        if text.contains(&format!("<@{}>", u.id)) {
            out.push(u);
        }
    }
    if text.contains(&format!("<@{BOT}>")) {
        out.push(User {
            id: BOT,
            name: "bridges".into(),
            is_bot: true,
        });
    }
    out
}

pub fn one(r: Vec<Reply>) -> String {
    assert_eq!(r.len(), 1, "expected one reply, got {r:?}");
    r.into_iter().next().unwrap().text.to_string()
}

pub mod binary;
pub mod discord;
pub mod pairing_checks;
pub mod svg;
