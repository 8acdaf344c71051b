//! Local mode: hot-seat play in a terminal through the same [`Bot`] as on
//! Discord. One fixed channel; the player on turn is the one who acts.

use crate::commands::{Bot, Input, Reply, Request, User};
use crate::config::Config;
use crate::games::Kind;
use crate::i18n::Lang;
use crate::t;
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// The channel and users of local mode (ids no Discord snowflake can have).
pub const LOCAL_CHANNEL: u64 = 1;
pub const ORANGE: u64 = 1;
pub const LIGHT_BLUE: u64 = 2;
pub const LOCAL_BOT: u64 = 3;

/// What `new` asks for: the game and its options, as challenge words;
/// `None` = not understood (the caller shows the usage).
fn new_args(words: &[String], default_size: u8) -> Option<(Kind, String)> {
    let mut kind = Kind::DEFAULT;
    let mut size = None;
    let mut it = words.iter();
    while let Some(w) = it.next() {
        if let Some(k) = Kind::from_word(w) {
            kind = k;
        } else if w == "size" {
            size = Some(it.next()?.clone());
        } else if w.bytes().all(|b| b.is_ascii_digit()) {
            size = Some(w.clone());
        } else {
            return None;
        }
    }
    // The config's default size is the default game's; a size in a plain
    // range is checked here, any other by the game.
    if size.is_none() && kind.is_default() {
        size = Some(default_size.to_string());
    }
    if let (Some(n), Some(spec)) = (&size, kind.info().option("size")) {
        if let crate::games::Values::Range { min, max } = spec.values {
            n.parse::<u32>().ok().filter(|n| (min..=max).contains(n))?;
        }
    }
    let mut args = kind.key().to_string();
    if let Some(n) = size {
        args.push_str(&format!(" size {n}"));
    }
    Some((kind, args))
}

fn seat_names(kind: Kind, lang: Lang) -> [String; 2] {
    kind.seats().map(|s| s.local_name(lang))
}

pub struct Local<W: Write> {
    bot: Bot,
    /// The language of the session (`--lang`, else the config's).
    lang: Lang,
    out: W,
    png_path: PathBuf,
    interactive: bool,
    /// The two local players, named after the seats of the game played.
    names: [String; 2],
    /// The game played (whose seats name the players).
    kind: Kind,
}

impl<W: Write> Local<W> {
    pub fn new(config: &Config, out: W, interactive: bool) -> anyhow::Result<Self> {
        let mut config = config.clone();
        config.rate_limit_per_minute = 0;
        // One person plays both sides here: no clocks, no threads.
        config.threads = false;
        let bot = Bot::open(&config, LOCAL_BOT)?
            .with_hints_anywhere()
            .without_rules_clocks();
        let dir = std::fs::canonicalize(&config.data_dir).unwrap_or(config.data_dir.clone());
        let kind = bot.game_kind(LOCAL_CHANNEL).unwrap_or(Kind::DEFAULT);
        let lang = Lang::parse(&config.language).unwrap_or_default();
        Ok(Local {
            lang,
            bot,
            out,
            png_path: dir.join("local-board.png"),
            interactive,
            names: seat_names(kind, lang),
            kind,
        })
    }

    fn user(&self, id: u64) -> User {
        User {
            id,
            name: self.names[usize::from(id != ORANGE)].clone(),
            is_bot: false,
        }
    }

    fn send(&mut self, from: u64, text: &str, mentions: Vec<User>) -> Vec<Reply> {
        let req = Request {
            channel: LOCAL_CHANNEL,
            guild: None,
            user: self.user(from),
            mentions,
            is_moderator: true,
            in_dm: false,
            is_manager: false,
            locale: None,
            input: Input::Text(text.to_string()),
        };
        if self.bot.will_think(&req) {
            // Shown while the AI searches (best effort: output errors
            // surface on the next write).
            let _ = writeln!(self.out, "{}", t!(self.lang, "local-thinking"));
            let _ = self.out.flush();
        }
        self.bot.handle(req)
    }

    /// `play ai [game] [level K] [size N] [colour]`: a game against the
    /// AI, abandoning the running one. The human moves first unless they
    /// name the second seat's colour (`blue`, `black`, ...).
    fn play_ai(&mut self, args: &str) -> std::io::Result<()> {
        let prefix = self.bot.config().prefix.clone();
        let kind = args
            .split_whitespace()
            .find_map(Kind::from_word)
            .unwrap_or(Kind::DEFAULT);
        let seats = kind.seats();
        let second = args.split_whitespace().any(|w| {
            let w = w.to_lowercase();
            seats[1].words.contains(&w.as_str()) || w == "lightblue"
        });
        let colour = if second {
            String::new()
        } else {
            format!(" {}", seats[0].words[0])
        };
        let me = if second { LIGHT_BLUE } else { ORANGE };
        self.names = seat_names(kind, self.lang);
        self.kind = kind;
        if self.bot.has_game(LOCAL_CHANNEL) {
            self.send(ORANGE, &format!("{prefix}abort"), Vec::new());
        }
        let replies = self.send(me, &format!("{prefix}play ai {args}{colour}"), Vec::new());
        self.show(&replies)
    }

    fn show(&mut self, replies: &[Reply]) -> std::io::Result<()> {
        for r in replies {
            if let Some(image) = &r.board {
                if let Some(board) = self.bot.text_board_in(LOCAL_CHANNEL, self.lang) {
                    writeln!(self.out, "{board}")?;
                }
                let path = if image.file_name.ends_with(".gif") {
                    self.png_path.with_file_name("local-replay.gif")
                } else {
                    self.png_path.clone()
                };
                let said = match std::fs::write(&path, &image.png) {
                    Ok(()) => t!(
                        self.lang,
                        "local-board-image",
                        path = path.display().to_string()
                    ),
                    Err(e) => t!(self.lang, "local-board-image-failed", error = e.to_string()),
                };
                writeln!(self.out, "{said}")?;
            }
            // Commands here take no prefix: `!board` reads `board`.
            let prefix = format!("`{}", self.bot.config().prefix);
            // A mention reads as the player's name: the seat's, in the
            // session's language.
            let seats = self.kind.seats();
            let name = |i: usize| {
                if seats[i].is_named(&self.names[i]) {
                    seats[i].local_name(self.lang)
                } else {
                    self.names[i].clone()
                }
            };
            let text = r
                .text
                .replace(&prefix, "`")
                .replace(&format!("<@{ORANGE}> "), "")
                .replace(&format!("<@{LIGHT_BLUE}> "), "")
                .replace(&format!("<@{ORANGE}>"), &name(0))
                .replace(&format!("<@{LIGHT_BLUE}>"), &name(1));
            writeln!(self.out, "{text}")?;
            if let Some(file) = &r.file {
                let path = self.png_path.with_file_name("local-record.txt");
                let said = match std::fs::write(&path, &file.bytes) {
                    Ok(()) => t!(self.lang, "local-record", path = path.display().to_string()),
                    Err(e) => t!(self.lang, "local-record-failed", error = e.to_string()),
                };
                writeln!(self.out, "{said}")?;
            }
        }
        Ok(())
    }

    /// Start a new game (`args`: the game and its options), abandoning the
    /// running one.
    fn new_game(&mut self, kind: Kind, args: &str) -> std::io::Result<()> {
        let prefix = self.bot.config().prefix.clone();
        if kind.new_game(&[]).is_ok_and(|g| g.has_private()) {
            let game = crate::commands::game_name(kind, self.lang);
            return writeln!(
                self.out,
                "{}",
                t!(self.lang, "local-hands", game = game, key = kind.key())
            );
        }
        if self.bot.has_game(LOCAL_CHANNEL) {
            self.send(ORANGE, &format!("{prefix}abort"), Vec::new());
        }
        self.names = seat_names(kind, self.lang);
        self.kind = kind;
        let first = kind.seats()[0].words[0];
        let challenge = format!("{prefix}challenge <@{LIGHT_BLUE}> {args} {first} clock none");
        let second = self.user(LIGHT_BLUE);
        let replies = self.send(ORANGE, &challenge, vec![second]);
        if replies.iter().any(|r| r.buttons.is_empty()) {
            // A refusal (no Accept button): show it.
            return self.show(&replies);
        }
        let replies = self.send(LIGHT_BLUE, &format!("{prefix}accept"), Vec::new());
        self.show(&replies)
    }

    /// In a game with hands (Numbridge against the AI), the human's hand
    /// after every answer while it is their turn: one person plays here.
    fn show_hand(&mut self) -> std::io::Result<()> {
        if !self.bot.has_hands(LOCAL_CHANNEL) {
            return Ok(());
        }
        let Some(on) = self.bot.player_on_turn(LOCAL_CHANNEL) else {
            return Ok(());
        };
        if on == LOCAL_BOT {
            return Ok(());
        }
        let prefix = self.bot.config().prefix.clone();
        let replies = self.send(on, &format!("{prefix}hand"), Vec::new());
        self.show(&replies)
    }

    /// The output, back (for tests).
    pub fn into_output(self) -> W {
        self.out
    }

    /// Ask a yes/no `question` (default no); on no, say so. Yes is `y`,
    /// or the language's own first letter (`s`im, `o`ui).
    fn confirm(&mut self, input: &mut impl BufRead, question: &str) -> anyhow::Result<bool> {
        write!(self.out, "{question} ")?;
        self.out.flush()?;
        let mut answer = String::new();
        input.read_line(&mut answer)?;
        let answer = answer.trim().to_lowercase();
        let yes = answer == "y" || answer == t!(self.lang, "local-yes");
        if !yes {
            writeln!(self.out, "{}", t!(self.lang, "local-carrying-on"))?;
        }
        Ok(yes)
    }

    /// Run the session until `quit` or the end of the input.
    pub fn run(&mut self, mut input: impl BufRead) -> anyhow::Result<()> {
        let default_size = self.bot.config().default_size;
        let help = t!(self.lang, "local-help");
        writeln!(self.out, "{help}")?;
        let resuming = self.bot.player_on_turn(LOCAL_CHANNEL).is_some();
        if resuming || self.bot.has_game(LOCAL_CHANNEL) {
            if resuming {
                writeln!(self.out, "{}", t!(self.lang, "local-resuming"))?;
            }
            let replies = self.send(
                ORANGE,
                &format!("{}board", self.bot.config().prefix),
                Vec::new(),
            );
            self.show(&replies)?;
        } else {
            let (kind, args) = new_args(&[], default_size)
                .ok_or_else(|| anyhow::anyhow!("default_size {default_size} is not a size"))?;
            self.new_game(kind, &args)?;
        }
        let mut line = String::new();
        loop {
            let on_turn = self.bot.player_on_turn(LOCAL_CHANNEL);
            let who = match on_turn {
                Some(LIGHT_BLUE) => t!(self.lang, "seat-light_blue"),
                Some(_) => t!(self.lang, "seat-orange"),
                None => "bridges".to_string(),
            };
            write!(self.out, "{who}> ")?;
            self.out.flush()?;
            line.clear();
            if input.read_line(&mut line)? == 0 {
                writeln!(self.out)?;
                break;
            }
            let cmd = line.trim();
            if !self.interactive {
                writeln!(self.out, "{cmd}")?;
            }
            let words: Vec<String> = cmd.split_whitespace().map(|w| w.to_lowercase()).collect();
            match words.first().map(String::as_str) {
                None => continue,
                Some("quit" | "exit") => break,
                Some("new") => {
                    let (kind, args) =
                        match new_args(words.get(1..).unwrap_or_default(), default_size) {
                            Some(a) => a,
                            None => {
                                writeln!(self.out, "{}", t!(self.lang, "local-new-usage"))?;
                                continue;
                            }
                        };
                    let question = t!(self.lang, "local-abandon-new");
                    if self.interactive
                        && on_turn.is_some()
                        && !self.confirm(&mut input, &question)?
                    {
                        continue;
                    }
                    self.new_game(kind, &args)?;
                }
                Some("help") if words.len() == 1 => {
                    writeln!(self.out, "{}", t!(self.lang, "local-help"))?
                }
                Some("play") if words.get(1).is_some_and(|w| w == "ai") => {
                    let question = t!(self.lang, "local-abandon-ai");
                    if self.interactive
                        && on_turn.is_some()
                        && !self.confirm(&mut input, &question)?
                    {
                        continue;
                    }
                    let args = words.get(2..).unwrap_or_default().join(" ");
                    self.play_ai(&args)?;
                    self.show_hand()?;
                }
                Some(w)
                    if !self.bot.has_game(LOCAL_CHANNEL)
                        && ![
                            "record", "stats", "help", "rules", "analyse", "analyze", "games",
                            "replay",
                        ]
                        .contains(&w) =>
                {
                    writeln!(self.out, "{}", t!(self.lang, "local-no-game"))?;
                }
                Some(_) => {
                    let prefix = self.bot.config().prefix.clone();
                    let text = if cmd.starts_with(&prefix) {
                        cmd.to_string()
                    } else {
                        format!("{prefix}{cmd}")
                    };
                    let replies = self.send(on_turn.unwrap_or(ORANGE), &text, Vec::new());
                    self.show(&replies)?;
                    if !matches!(words[0].as_str(), "hand" | "tiles") {
                        self.show_hand()?;
                    }
                }
            }
            if on_turn.is_some() && !self.bot.has_game(LOCAL_CHANNEL) {
                writeln!(self.out, "{}", t!(self.lang, "local-another"))?;
            }
        }
        self.bot.flush()?;
        Ok(())
    }
}

/// `bridges-bot local`: play in this terminal (or from a script on stdin).
pub fn run_local(config: &Config) -> anyhow::Result<()> {
    use std::io::IsTerminal;
    let stdin = std::io::stdin();
    let interactive = stdin.is_terminal();
    let mut local = Local::new(config, std::io::stdout().lock(), interactive)?;
    local.run(stdin.lock())
}
