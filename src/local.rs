//! Local mode: hot-seat play in a terminal through the same [`Bot`] as on
//! Discord. One fixed channel; the player on turn is the one who acts.

use crate::commands::aliases;
use crate::commands::{Bot, Input, Reply, Request, SetupRefusal, Text, User};
use crate::config::Config;
use crate::games::Kind;
use crate::i18n::{Lang, Msg};
use crate::t;
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// The channel and users of local mode (ids no Discord snowflake can have).
pub const LOCAL_CHANNEL: u64 = 1;
pub const ORANGE: u64 = 1;
pub const LIGHT_BLUE: u64 = 2;
pub const LOCAL_BOT: u64 = 3;
/// Whoever watches the local table: a spectator's link is made for them.
pub const LOCAL_WATCHER: u64 = 4;

/// Local mode's own words in Portuguese and French, and the English word
/// each stands for (`novo` → `new`, `langue` → `lang`). Words it hands to
/// the bot (`tabuleiro`, `annuler`) are the bot's aliases.
const LOCAL_WORDS: &[(&str, &str)] = &[
    ("novo", "new"),
    ("nova", "new"),
    ("sair", "quit"),
    ("língua", "lang"),
    ("lingua", "lang"),
    ("idioma", "lang"),
    ("ajuda", "help"),
    ("jogos", "games"),
    ("jogar", "play"),
    ("jogar-ia", "play-ai"),
    ("nouveau", "new"),
    ("nouvelle", "new"),
    ("quitter", "quit"),
    ("langue", "lang"),
    ("aide", "help"),
    ("jeux", "games"),
    ("jouer", "play"),
    ("jouer-ia", "play-ai"),
    ("exit", "quit"),
    ("language", "lang"),
    ("ia", "ai"),
];

/// `word` as local mode reads it: its English word, if it is one of local
/// mode's own words; else as it is.
fn local_word(word: &str) -> &str {
    LOCAL_WORDS
        .iter()
        .find(|(w, _)| *w == word)
        .map_or(word, |(_, english)| english)
}

/// What `new` asks for: the game and its options, as challenge words;
/// `None` = not understood (the caller shows the usage).
fn new_args(words: &[String], default_size: u8) -> Option<(Kind, String)> {
    let mut kind = Kind::DEFAULT;
    let mut size = None;
    let mut it = words.iter();
    while let Some(w) = it.next() {
        if let Some(k) = Kind::from_word(&aliases::game(w)) {
            kind = k;
        } else if aliases::challenge(w) == "size" {
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

/// A local player: Orange's id plays the first seat, Light Blue's the
/// second, named as in `names`.
fn local_user(id: u64, names: &[String; 2]) -> User {
    User {
        id,
        name: names[usize::from(id != ORANGE)].clone(),
        is_bot: false,
    }
}

/// A reply's text as a terminal shows it: the terminal's wording, read
/// plain ([`Text::plain`]).
fn terminal(text: &Text, name_of: impl Fn(u64) -> String) -> String {
    text.plain(true, name_of)
}

pub struct Local<W: Write> {
    bot: std::sync::Arc<Bot>,
    /// The live table, when served ([`Local::serve_table`]): its runtime,
    /// its server, and the game whose link was last printed.
    table: Option<(tokio::runtime::Runtime, crate::web::Server, u64)>,
    /// The language of the session (`--lang`, else the config's).
    lang: Lang,
    out: W,
    png_path: PathBuf,
    interactive: bool,
    /// The two local players, named after the seats of the game played.
    names: [String; 2],
    /// The game played (whose seats name the players).
    kind: Kind,
    /// The players of the running game, as last seen (a reply that ends
    /// the game still mentions them).
    players: Vec<(u64, String)>,
}

/// A game to start in place of the running one: the command that starts
/// it, who sends it, and the game's seats (which name the players).
struct Start {
    kind: Kind,
    from: u64,
    text: String,
    mentions: Vec<User>,
}

impl<W: Write> Local<W> {
    pub fn new(config: &Config, out: W, interactive: bool) -> anyhow::Result<Self> {
        let mut config = config.clone();
        config.rate_limit_per_minute = 0;
        // One person plays both sides here: no clocks, no threads.
        config.threads = false;
        let bot = std::sync::Arc::new(
            Bot::open(&config, LOCAL_BOT)?
                .with_hints_anywhere()
                .without_rules_clocks(),
        );
        let dir = std::fs::canonicalize(&config.data_dir).unwrap_or(config.data_dir.clone());
        let kind = bot.game_kind(LOCAL_CHANNEL).unwrap_or(Kind::DEFAULT);
        let lang = Lang::parse(&config.language).unwrap_or_default();
        Ok(Local {
            lang,
            bot,
            table: None,
            out,
            png_path: dir.join("local-board.png"),
            interactive,
            names: seat_names(kind, lang),
            kind,
            players: Vec::new(),
        })
    }

    fn user(&self, id: u64) -> User {
        local_user(id, &self.names)
    }

    fn request(&self, user: User, text: &str, mentions: Vec<User>) -> Request {
        Request {
            channel: LOCAL_CHANNEL,
            guild: None,
            user,
            mentions,
            is_moderator: true,
            in_dm: false,
            is_manager: false,
            can_manage_events: false,
            roles: Vec::new(),
            // The bot answers in the session's language (`lang`).
            locale: Some(self.lang.code().to_string()),
            input: Input::Text(text.to_string()),
        }
    }

    fn send(&mut self, from: u64, text: &str, mentions: Vec<User>) -> Vec<Reply> {
        let req = self.request(self.user(from), text, mentions);
        if let Some(players) = self.bot.players(LOCAL_CHANNEL) {
            self.players = players.to_vec();
        }
        if self.bot.will_think(&req) {
            // Shown while the AI searches (best effort: output errors
            // surface on the next write).
            let _ = writeln!(self.out, "{}", t!(self.lang, "local-thinking"));
            let _ = self.out.flush();
        }
        self.bot.handle(req)
    }

    /// `play ai [game] [level K] [size N] [colour]`: a game against the
    /// AI. The human moves first unless they name the second seat's colour
    /// (`blue`, `black`, ...).
    fn ai_start(&self, args: &str) -> Start {
        let prefix = &self.bot.config().prefix;
        let kind = args
            .split_whitespace()
            .find_map(|w| Kind::from_word(&aliases::game(w)))
            .unwrap_or(Kind::DEFAULT);
        let seats = kind.seats();
        let second = args.split_whitespace().any(|w| {
            let w = w.to_lowercase();
            seats[1].is_word(&w) || w == "lightblue"
        });
        let colour = if second {
            String::new()
        } else {
            format!(" {}", seats[0].words[0])
        };
        Start {
            kind,
            from: if second { LIGHT_BLUE } else { ORANGE },
            text: format!("{prefix}play ai {args}{colour}"),
            mentions: Vec::new(),
        }
    }

    /// `new [game] [options]`: a game between the two local players.
    fn new_start(&self, kind: Kind, args: &str) -> Start {
        let prefix = &self.bot.config().prefix;
        let first = kind.seats()[0].words[0];
        let names = seat_names(kind, self.lang);
        Start {
            kind,
            from: ORANGE,
            text: format!("{prefix}challenge <@{LIGHT_BLUE}> {args} {first} clock none"),
            mentions: vec![local_user(LIGHT_BLUE, &names)],
        }
    }

    /// Why `start` would not start a game, in local mode's words; `None`
    /// when it would.
    fn refusal(&self, start: &Start) -> Option<Text> {
        if start.kind.new_game(&[]).is_ok_and(|g| g.has_private())
            && start.mentions.iter().any(|u| u.id == LIGHT_BLUE)
        {
            let game = crate::commands::game_name(start.kind, self.lang);
            let key = start.kind.key();
            return Some(t!(self.lang, "local-hands", game = game, key = key).into());
        }
        let names = seat_names(start.kind, self.lang);
        let req = self.request(
            local_user(start.from, &names),
            &start.text,
            start.mentions.clone(),
        );
        Some(match self.bot.setup_refusal(&self.bot.ctx(&req))? {
            // The usage of local mode's commands, not of `challenge`.
            SetupRefusal::Usage(msg) if msg.id == "usage-not-option" => Msg {
                id: "local-not-option",
                args: msg.args,
            }
            .text(self.lang)
            .into(),
            SetupRefusal::Usage(msg) => msg.text(self.lang).into(),
            SetupRefusal::Said(text) => text,
        })
    }

    /// Start `start`'s game in place of the running one (and say that one
    /// is abandoned); or, when its words are refused, say why and keep the
    /// running game as it is.
    fn start(&mut self, start: Start) -> std::io::Result<()> {
        if let Some(why) = self.refusal(&start) {
            let why = self.terminal_text(&why);
            return writeln!(self.out, "{why}");
        }
        if self.bot.has_game(LOCAL_CHANNEL) {
            let prefix = self.bot.config().prefix.clone();
            self.send(ORANGE, &format!("{prefix}abort"), Vec::new());
            writeln!(self.out, "{}", t!(self.lang, "local-abandoned"))?;
        }
        self.names = seat_names(start.kind, self.lang);
        self.kind = start.kind;
        self.players.clear();
        let challenge = !start.mentions.is_empty();
        let replies = self.send(start.from, &start.text, start.mentions);
        if !challenge || replies.iter().any(|r| r.buttons.is_empty()) {
            // A game against the AI, or a refusal (no Accept button).
            return self.show(&replies);
        }
        let prefix = self.bot.config().prefix.clone();
        let replies = self.send(LIGHT_BLUE, &format!("{prefix}accept"), Vec::new());
        self.show(&replies)
    }

    /// Serve the live table on 127.0.0.1 (at a free port unless `[web]`
    /// says where): a game's link is printed on its own line when it
    /// starts, and moves made at the table are printed here.
    pub fn serve_table(&mut self, config: &Config) -> anyhow::Result<()> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()?;
        let settings = config
            .web
            .clone()
            .unwrap_or_else(crate::web::WebSettings::local);
        let names = self.names.clone();
        let announce = move |_channel: u64, replies: Vec<Reply>| {
            for r in replies {
                let text = terminal(&r.text, |id| local_user(id, &names).name);
                println!("{text}");
            }
        };
        let runner = crate::web::direct_runner(self.bot.clone(), std::sync::Arc::new(announce));
        let server = runtime.block_on(crate::web::start(
            self.bot.clone(),
            &config.data_dir,
            crate::web::Serve {
                settings,
                local: true,
                runner,
                activity: None,
                shards: None,
            },
        ))?;
        self.table = Some((runtime, server, 0));
        Ok(())
    }

    /// The running game's table links, once per game: its player's seat
    /// against the AI, each seat's in a game between the two local players.
    fn show_table_link(&mut self) -> std::io::Result<()> {
        let Some(players) = self.bot.players(LOCAL_CHANNEL) else {
            return Ok(());
        };
        let tickets: Vec<(usize, crate::commands::Ticket)> = (0..2)
            .filter(|&s| players[s].0 != LOCAL_BOT)
            .filter_map(|s| Some((s, self.bot.table_ticket(LOCAL_CHANNEL, players[s].0)?)))
            .collect();
        let Some((_, first)) = tickets.first() else {
            return Ok(());
        };
        let Some((_, server, shown)) = &mut self.table else {
            return Ok(());
        };
        if first.game == *shown {
            return Ok(());
        }
        *shown = first.game;
        let watch = self
            .bot
            .table_ticket(LOCAL_CHANNEL, LOCAL_WATCHER)
            .map(|ticket| server.link(&ticket));
        let mut lines: Vec<String> = match tickets.as_slice() {
            [(_, ticket)] => vec![t!(
                self.lang,
                "table-local-link",
                link = server.link(ticket)
            )],
            both => both
                .iter()
                .map(|(s, ticket)| {
                    t!(
                        self.lang,
                        "table-local-link-seat",
                        seat = self.names[*s].as_str(),
                        link = server.link(ticket)
                    )
                })
                .collect(),
        };
        // Beside the seats' links: one for anyone to watch.
        if let Some(link) = watch {
            lines.push(t!(self.lang, "table-local-link-watch", link = link));
        }
        for line in lines {
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }

    fn show(&mut self, replies: &[Reply]) -> std::io::Result<()> {
        // A game the replies started is mentioned by them.
        if let Some(players) = self.bot.players(LOCAL_CHANNEL) {
            self.players = players.to_vec();
        }
        self.show_table_link()?;
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
            let text = self.terminal_text(&r.text);
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

    /// A reply's text in local mode's terms: no prefix, no mentions, no
    /// markup, and the terminal's wording where it has its own.
    fn terminal_text(&self, text: &Text) -> String {
        let lang = self.lang;
        let seats = self.kind.seats();
        terminal(text, |id| {
            let name = self
                .players
                .iter()
                .find(|(p, _)| *p == id)
                .map(|(_, n)| n.clone())
                .unwrap_or_default();
            // A local player named after their seat reads as the seat, in
            // the session's language.
            match seats.iter().find(|s| s.is_named(&name)) {
                Some(seat) => seat.local_name(lang),
                None if name.is_empty() => t!(lang, "local-someone"),
                None => name,
            }
        })
    }

    /// `help [GAME]`: local mode's commands, and how the game's moves are
    /// typed.
    fn help(&mut self, game: Option<&str>) -> std::io::Result<()> {
        let kind = match game.map(|g| Kind::from_word(&aliases::game(g))) {
            None => None,
            Some(Some(kind)) => Some(kind),
            Some(None) => {
                // Not a game: the bot says so, and which games there are.
                let prefix = self.bot.config().prefix.clone();
                let text = format!("{prefix}help {}", game.unwrap_or_default());
                let replies = self.send(ORANGE, &text, Vec::new());
                return self.show(&replies);
            }
        };
        writeln!(self.out, "{}", t!(self.lang, "local-help"))?;
        let Some(kind) = kind else {
            return Ok(());
        };
        let game = crate::commands::game_name(kind, self.lang);
        let moves = crate::commands::help_moves(kind, self.lang);
        let line = t!(self.lang, "local-help-game", game = game, moves = moves);
        writeln!(self.out, "{}", self.terminal_text(&line.into()))?;
        if kind.new_game(&[]).is_ok_and(|g| g.has_private()) {
            writeln!(
                self.out,
                "{}",
                t!(self.lang, "local-help-hands", key = kind.key())
            )?;
        }
        Ok(())
    }

    /// `lang [en|pt|fr]`: say the session's language, or change it (the
    /// bot's replies, the seats' names and local mode's own words).
    fn language(&mut self, word: Option<&str>) -> std::io::Result<()> {
        let Some(word) = word else {
            let line = t!(self.lang, "local-lang-now", name = self.lang.name());
            return writeln!(self.out, "{line}");
        };
        let Some(lang) = Lang::parse(word) else {
            let line = t!(
                self.lang,
                "local-lang-unknown",
                word = crate::i18n::clip(word)
            );
            return writeln!(self.out, "{line}");
        };
        self.lang = lang;
        self.names = seat_names(self.kind, lang);
        writeln!(
            self.out,
            "{}",
            t!(lang, "local-lang-set", name = lang.name())
        )
    }

    /// The seat of the player `id` in the running game.
    fn seat_of(&self, id: u64) -> Option<usize> {
        let players = self.bot.players(LOCAL_CHANNEL)?;
        players.iter().position(|(p, _)| *p == id)
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
            let start = self.new_start(kind, &args);
            self.start(start)?;
        }
        let mut line = String::new();
        loop {
            let on_turn = self.bot.player_on_turn(LOCAL_CHANNEL);
            // The seat to move, as the session's language names it.
            let who = match on_turn.and_then(|id| self.seat_of(id)) {
                Some(seat) => self.kind.seats()[seat].local_name(self.lang),
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
            // `jogar-ia X` reads as `play ai X`.
            let words: Vec<String> = match words.first().map(|w| local_word(w)) {
                Some("play-ai") => ["play", "ai"]
                    .into_iter()
                    .map(String::from)
                    .chain(words[1..].iter().cloned())
                    .collect(),
                _ => words,
            };
            match words.first().map(|w| local_word(w)) {
                None => continue,
                Some("quit") => break,
                Some("lang") => self.language(words.get(1).map(String::as_str))?,
                Some("new") => {
                    let (kind, args) =
                        match new_args(words.get(1..).unwrap_or_default(), default_size) {
                            Some(a) => a,
                            None => {
                                writeln!(self.out, "{}", t!(self.lang, "local-new-usage"))?;
                                continue;
                            }
                        };
                    let start = self.new_start(kind, &args);
                    let question = t!(self.lang, "local-abandon-new");
                    if self.refusal(&start).is_none()
                        && self.interactive
                        && on_turn.is_some()
                        && !self.confirm(&mut input, &question)?
                    {
                        continue;
                    }
                    self.start(start)?;
                }
                Some("help") => self.help(words.get(1).map(String::as_str))?,
                Some("games") => {
                    writeln!(self.out, "{}", t!(self.lang, "local-games"))?;
                    for line in crate::commands::game_lines(self.lang) {
                        writeln!(self.out, "{}", self.terminal_text(&line.into()))?;
                    }
                }
                Some("play") if words.get(1).is_some_and(|w| local_word(w) == "ai") => {
                    let start = self.ai_start(&words.get(2..).unwrap_or_default().join(" "));
                    let question = t!(self.lang, "local-abandon-ai");
                    if self.refusal(&start).is_none()
                        && self.interactive
                        && on_turn.is_some()
                        && !self.confirm(&mut input, &question)?
                    {
                        continue;
                    }
                    self.start(start)?;
                    self.show_hand()?;
                }
                Some(w)
                    if !self.bot.has_game(LOCAL_CHANNEL)
                        && ![
                            "record", "stats", "help", "rules", "analyse", "analyze", "games",
                            "replay",
                        ]
                        .contains(&aliases::verb(w).as_ref()) =>
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
                    if !matches!(aliases::verb(&words[0]).as_ref(), "hand" | "tiles") {
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
    // Not locked: moves made at the table are printed too.
    let mut local = Local::new(config, std::io::stdout(), interactive)?;
    local.serve_table(config)?;
    local.run(stdin.lock())
}

#[cfg(test)]
mod tests {
    use super::terminal;
    use crate::commands::said::{mention, prefix, verbatim};
    use crate::commands::{Part, Text};

    fn name(id: u64) -> String {
        ["", "Orange", "Light Blue", "AI level 3"][id as usize].to_string()
    }

    #[test]
    fn mentions_markup_and_prefixes_read_as_plain_text() {
        let said = Text::parse(&format!(
            "{} Game over: {} resigned; **AI level 3** wins. `{}new`?",
            mention(3),
            mention(1),
            prefix("!")
        ));
        assert_eq!(
            said.markup(),
            "<@3> Game over: <@1> resigned; **AI level 3** wins. `!new`?"
        );
        assert_eq!(
            terminal(&said, name),
            "Game over: Orange resigned; AI level 3 wins. `new`?"
        );
        // A ping opens a line; a mention elsewhere is a name.
        let said = Text::parse(&format!(
            "{}, your turn\n{} ok {}",
            mention(1),
            mention(2),
            mention(2)
        ));
        assert_eq!(terminal(&said, name), "Orange, your turn\nok Light Blue");
        // Typed by a user: left as typed, stars and all.
        let said = Text::parse(&format!("a {} b", verbatim("<@1> **x**")));
        assert_eq!(terminal(&said, name), "a <@1> **x** b");
    }

    #[test]
    fn the_terminal_has_its_own_wording() {
        let mut said = Text::parse("Your tiles: 3 7\n");
        said.push(Text::by_transport(
            "Tap a tile to place it.".into(),
            "Type a tile's cell and digit, like `C4 7`.".into(),
        ));
        assert_eq!(said.markup(), "Your tiles: 3 7\nTap a tile to place it.");
        assert_eq!(
            terminal(&said, name),
            "Your tiles: 3 7\nType a tile's cell and digit, like `C4 7`."
        );
        assert!(said
            .parts()
            .iter()
            .any(|p| matches!(p, Part::ByTransport { .. })));
    }
}
