//! From a request's input to a command: prefix and mention detection, bare
//! moves, slash options and button ids.

use super::aliases;
use super::declarations::{self, Handler, Slashed, Typed};
use super::{Bot, Input, OptionValue, Request, User};
use crate::games::{Kind, OptionSpec, Says, Values};
use crate::i18n::{clip, Msg};
use crate::msg;

/// What a challenge or a game against the AI asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Setup {
    /// The game named, if any ([`Kind::DEFAULT`] otherwise).
    pub kind: Option<Kind>,
    /// Option lines for the game (`size 8`).
    pub options: Vec<(String, String)>,
    /// The seat word the player chose (`orange`, `white`), `None` = random.
    pub seat: Option<String>,
    /// The move clock asked for: `None` = not said (the default), `Some(None)`
    /// = no clock, `Some(Some(ms))` = ms per move.
    pub clock: Option<Option<u64>>,
    /// A time bank asked for (`clock bank 10d +36h max 10d`); `clock` is
    /// then its start.
    pub bank: Option<crate::store::BankRule>,
    /// Play the game in a thread.
    pub thread: bool,
    /// The challenge said `unrated` (a game against the AI is never rated).
    pub unrated: bool,
}

impl Setup {
    pub fn kind(&self) -> Kind {
        self.kind.unwrap_or(Kind::DEFAULT)
    }

    /// The seat the word names in the game's seats; `Ok(None)` = random.
    pub fn seat_index(&self) -> Result<Option<usize>, Msg> {
        let Some(word) = &self.seat else {
            return Ok(None);
        };
        let kind = self.kind();
        let seats = kind.seats();
        seats
            .iter()
            .position(|s| s.words.contains(&word.as_str()))
            .map(Some)
            .ok_or_else(|| {
                msg!(
                    "usage-no-colour",
                    game = Msg::id(kind.name_id()),
                    word = clip(word),
                    first = seats[0].words[0],
                    second = seats[1].words[0]
                )
            })
    }
}

#[derive(Clone, Debug)]
pub(crate) enum Cmd {
    /// A command without arguments: its handler (see
    /// [`super::declarations`]).
    Run(Handler),
    Challenge {
        opponent: Option<User>,
        setup: Setup,
        /// The AI's level, when the opponent is this bot.
        level: Option<u8>,
    },
    /// A game against the AI, at once.
    PlayAi {
        level: Option<u8>,
        setup: Setup,
    },
    /// Suggest a step (games against the AI, local mode).
    Hint,
    /// The AI's view of the last finished game here.
    Analyse,
    Accept(Option<u64>),
    Decline(Option<u64>),
    /// Move text: steps, `pass`, `end`.
    Move(String),
    /// A prefixed word that is no command: a move, or unknown.
    Other(String),
    Undo,
    /// The record of the game here, or of archived game `id`.
    Record(Option<u64>),
    /// The Resign button under the message of turn `turn`: ask to confirm.
    ResignAsk {
        turn: usize,
    },
    /// Resign: the confirm button (for `user`, made on `turn`) or
    /// `resign yes`.
    ResignConfirm {
        turn: Option<usize>,
        user: Option<u64>,
    },
    /// The "Keep playing" button of a resign question.
    KeepPlaying,
    /// The Accept (`true`) or Decline button of a draw offer.
    DrawAnswer(bool),
    /// The Rematch button of archived game `id`.
    Rematch(u64),
    /// A player's rating(s) here.
    Rating {
        user: Option<User>,
        kind: Option<Kind>,
    },
    /// The top ratings of a game here.
    Leaderboard(Option<Kind>),
    /// A player's last finished games here.
    History {
        user: Option<User>,
        kind: Option<Kind>,
    },
    Rules(Option<Kind>),
    Help(Option<Kind>),
    Stats(Option<User>),
    /// The last finished game here (or archived game `id`) as an
    /// animated GIF.
    Replay(Option<u64>),
    /// A button for another channel's game.
    WrongChannel,
    /// A turn's button (`pass`, `end`), made for turn `turn`.
    TurnButton {
        text: &'static str,
        turn: usize,
    },
    /// Input we understood to be for us but cannot use; the message says why.
    Invalid(Msg),
    /// The Accept (`true`) or Decline button of an adjournment offer.
    AdjournAnswer(bool),
    /// How to be reminded; `None` = say how it is now.
    Notify(Option<crate::store::Notify>),
    /// The daily word (`notify digest 08:00 Europe/Lisbon`): its time
    /// (minutes after local midnight; `None`: as before, else 08:00) and
    /// time zone, as written (`None`: as before).
    Digest {
        at_min: Option<u16>,
        zone: Option<String>,
    },
    /// Conditional moves: show, clear or write the requester's plan.
    Plan(super::plan::PlanCmd),
    /// Vacation: `None` = the days left; else how long (ms).
    Vacation(Option<u64>),
    /// The server's language: `None` = say which it is; `Some(None)` =
    /// follow Discord's locales again.
    Language(Option<Option<crate::i18n::Lang>>),
    /// The transport opened the thread for a challenge's game.
    ThreadOpened {
        challenge: u64,
        parent: u64,
    },
    /// From a private hand, made for `turn`: the steps clicked so far
    /// (the next ones to pick, in row `row` only if given; or the action
    /// they complete).
    Step {
        steps: String,
        row: Option<u16>,
        turn: usize,
    },
    /// A play from a private hand's button, made for `turn`.
    TurnPlay {
        text: String,
        turn: usize,
    },
    /// A cell's lines and open digits, privately (`cell C4`).
    Cell(String),
    /// The hand's "cell's lines" button: pick a row (0), or a cell of it.
    CellPick(u16),
    /// A channel's room: `None` = say its rules; `Some(None)` = no room.
    /// (A room is named by its key, `blitz`, see [`crate::games::Rooms`].)
    Room(Option<Option<&'static str>>),
    /// `!tournament ...` (see `tournament.rs`).
    Tournament(super::tournament::TournamentCmd),
}

/// What the request asks for; `None` = not addressed to the bot.
pub(crate) fn command(bot: &Bot, req: &Request) -> Option<Cmd> {
    match &req.input {
        Input::Text(text) => text_command(bot, req, text),
        Input::Slash { name, options } => Some(slash_command(bot, req, name, options)),
        Input::Button { custom_id } => Some(super::buttons::command(req, custom_id)),
        Input::ThreadOpened { challenge, parent } => Some(Cmd::ThreadOpened {
            challenge: *challenge,
            parent: *parent,
        }),
    }
}

fn strip_mention(text: &str, id: u64) -> Option<&str> {
    let rest = text
        .strip_prefix(&format!("<@{id}>"))
        .or_else(|| text.strip_prefix(&format!("<@!{id}>")))?;
    Some(rest)
}

fn text_command(bot: &Bot, req: &Request, text: &str) -> Option<Cmd> {
    let text = text.trim();
    let rest = text
        .strip_prefix(bot.config.prefix.as_str())
        .or_else(|| strip_mention(text, bot.bot_user_id));
    let Some(rest) = rest else {
        // No prefix: only a complete move from the player on turn counts.
        let text = aliases::move_text(text);
        return bot
            .is_bare_move(req, &text)
            .then(|| Cmd::Move(text.into_owned()));
    };
    let rest = rest.trim();
    let (verb, args) = rest
        .split_once(char::is_whitespace)
        .map_or((rest, ""), |(v, a)| (v, a.trim()));
    if verb.is_empty() {
        return None;
    }
    let typed = Typed {
        bot,
        req,
        rest,
        args,
    };
    Some(match declarations::by_verb(&verb.to_lowercase()) {
        Some(command) => command.typed(&typed),
        None => Cmd::Other(aliases::move_text(rest).into_owned()),
    })
}

/// The game a `rules` or `help` names by its first word, if any.
pub(super) fn game_word(args: &str) -> Result<Option<Kind>, Msg> {
    match args.split_whitespace().next() {
        None => Ok(None),
        Some(w) => match Kind::from_word(&aliases::game(w)) {
            Some(k) => Ok(Some(k)),
            None => Err(unknown_game(w)),
        },
    }
}

/// `resign` (ask to confirm) or `resign yes`.
pub(super) fn resign_args(t: &Typed) -> Cmd {
    if t.args.is_empty() {
        return Cmd::Run(Bot::resign);
    }
    match t.args.to_lowercase().as_str() {
        "yes" | "y" | "confirm" | "sim" | "oui" => Cmd::ResignConfirm {
            turn: None,
            user: None,
        },
        _ => Cmd::Invalid(msg!("usage-resign", word = clip(t.args))),
    }
}

/// A slash command's name that is no command.
pub(super) fn not_a_command(name: &str) -> Cmd {
    Cmd::Invalid(msg!("usage-not-command", word = clip(name)))
}

/// An archived game's id as typed: `42` or `#42`.
pub(super) fn archive_id(args: &str) -> Result<u64, Msg> {
    let w = args.split_whitespace().next().unwrap_or("");
    w.trim_start_matches('#')
        .parse::<u64>()
        .map_err(|_| msg!("usage-not-game-id", word = clip(w)))
}

/// The game named among `args`, if any (mentions are skipped).
pub(super) fn game_arg(args: &str) -> Result<Option<Kind>, Msg> {
    let mut kind = None;
    for w in args.split_whitespace() {
        if w.starts_with("<@") && w.ends_with('>') {
            continue;
        }
        match Kind::from_word(&aliases::game(w)) {
            Some(k) => kind = Some(k),
            None if w.starts_with('@') => return Err(msg!("usage-who", word = clip(w))),
            None => return Err(unknown_game(w)),
        }
    }
    Ok(kind)
}

/// The first mentioned user who is not this bot.
pub(super) fn other_mention(bot: &Bot, req: &Request) -> Option<User> {
    req.mentions
        .iter()
        .find(|u| u.id != bot.bot_user_id)
        .cloned()
}

/// A challenge word that sets a game option by itself, as its option line
/// (Numbridge: `blitz` is `variant blitz`, `candidates` is `candidates
/// on`), from the options the games offer.
pub(crate) fn game_flag(word: &str) -> Option<(String, String)> {
    Kind::offered_options().iter().find_map(|o| match o.values {
        Values::Switch if o.key == word => Some((o.key.to_string(), "on".to_string())),
        v => v.word(word).map(|v| (o.key.to_string(), v.to_string())),
    })
}

/// A game option of a challenge that takes a number, as its option
/// (Numbridge: `clues 30`, `turn 45`, `cost 2`); the size is read apart.
fn game_number_option(word: &str) -> Option<OptionSpec> {
    Kind::offered_options()
        .into_iter()
        .find(|o| o.key == word && o.key != "size" && o.values.bounds().is_some())
}

/// `cell C4`.
pub(super) fn cell_arg(args: &str) -> Cmd {
    match args.split_whitespace().next() {
        Some(cell) => Cmd::Cell(cell.to_string()),
        None => Cmd::Invalid(msg!("usage-cell")),
    }
}

/// `room blitz|normal|study|off` (nothing: the room's rules).
pub(super) fn room_arg(args: &str) -> Cmd {
    let word = args.trim();
    match word.to_lowercase().as_str() {
        "" => Cmd::Room(None),
        // `desligar`, `désactiver`: the slash option's names.
        "off" | "none" | "no" | "desligar" | "désactiver" | "desactiver" => Cmd::Room(Some(None)),
        w => match super::room::room_word(w) {
            Some(room) => Cmd::Room(Some(Some(room))),
            None => Cmd::Invalid(msg!("usage-room", word = clip(word))),
        },
    }
}

/// `plan` (show it), `plan clear`, or `plan e6-e5 f2-f3, d6-d5 f2-e3`.
pub(super) fn plan_arg(args: &str) -> Cmd {
    use super::plan::PlanCmd;
    let args = args.trim();
    match aliases::plan(&args.to_lowercase()).as_ref() {
        "" | "show" => Cmd::Plan(PlanCmd::Show),
        "clear" => Cmd::Plan(PlanCmd::Clear),
        _ => Cmd::Plan(PlanCmd::Set(aliases::move_text(args).into_owned())),
    }
}

/// `vacation 3d` (nothing: the days left).
pub(super) fn vacation_arg(args: &str) -> Cmd {
    let word = args.trim();
    if word.is_empty() {
        return Cmd::Vacation(None);
    }
    match crate::clock::parse_move_time(word) {
        Ok(Some(ms)) => Cmd::Vacation(Some(ms)),
        _ => Cmd::Invalid(msg!("vacation-usage", word = clip(word))),
    }
}

/// `notify dm|channel|off` (nothing: how it is now), or
/// `notify digest [HH:MM] [zone]`.
pub(super) fn notify_arg(args: &str) -> Cmd {
    use crate::store::Notify;
    let mut words = args.split_whitespace();
    let first = words.next().unwrap_or("").to_lowercase();
    let rest: Vec<&str> = words.collect();
    if aliases::notify(&first) == "digest" {
        return digest_arg(&rest);
    }
    if !rest.is_empty() {
        return Cmd::Invalid(msg!("usage-notify", word = clip(args.trim())));
    }
    match aliases::notify(&first).as_ref() {
        "" => Cmd::Notify(None),
        "dm" | "dms" | "direct" => Cmd::Notify(Some(Notify::Dm)),
        "channel" | "here" | "ping" => Cmd::Notify(Some(Notify::Channel)),
        "off" | "none" | "no" => Cmd::Notify(Some(Notify::Off)),
        other => Cmd::Invalid(msg!("usage-notify", word = clip(other))),
    }
}

/// `digest`'s words after it: a time (`08:00`, `8h`, `8h30`) and a time
/// zone, in either order, each at most once.
fn digest_arg(words: &[&str]) -> Cmd {
    let (mut at_min, mut zone) = (None, None);
    for word in words {
        match clock_time(word) {
            Some(min) if at_min.is_none() => at_min = Some(min),
            None if zone.is_none() && !word.starts_with(|c: char| c.is_ascii_digit()) => {
                zone = Some(word.to_string())
            }
            _ => return Cmd::Invalid(msg!("usage-notify-digest", word = clip(word))),
        }
    }
    Cmd::Digest { at_min, zone }
}

/// A time of day (`08:00`, `8:30`, `8h`, `20h15`) in minutes after
/// midnight.
fn clock_time(word: &str) -> Option<u16> {
    let lower = word.to_lowercase();
    let (h, m) = match lower.split_once([':', 'h']) {
        Some((h, "")) => (h, "0"),
        Some((h, m)) => (h, m),
        None => return None,
    };
    let ok = |s: &str, len: usize| {
        !s.is_empty() && s.len() <= len && s.bytes().all(|b| b.is_ascii_digit())
    };
    if !ok(h, 2) || !ok(m, 2) || (m.len() != 2 && m != "0") {
        return None;
    }
    let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// `language pt|fr|en|auto` (nothing: which it is now).
pub(super) fn language_arg(args: &str) -> Cmd {
    let word = args.trim();
    match word.to_lowercase().as_str() {
        "" => Cmd::Language(None),
        "auto" | "default" | "reset" => Cmd::Language(Some(None)),
        w => match crate::i18n::Lang::parse(w) {
            Some(lang) => Cmd::Language(Some(Some(lang))),
            None => Cmd::Invalid(msg!("language-unknown", word = clip(word))),
        },
    }
}

fn parse_clock(word: &str) -> Result<Option<u64>, Msg> {
    crate::clock::parse_move_time(word)
}

/// A time bank asked for: the clock becomes its start.
fn set_bank(setup: &mut Setup, text: &str) -> Result<(), Msg> {
    let rule = crate::clock::parse_bank(text)?;
    setup.clock = Some(Some(rule.start_ms));
    setup.bank = Some(rule);
    Ok(())
}

/// The error for a word that names no game.
pub(crate) fn unknown_game(word: &str) -> Msg {
    let keys: Vec<&str> = Kind::ALL.iter().map(|k| k.key()).collect();
    msg!(
        "usage-unknown-game",
        word = clip(word),
        games = keys.join(", ")
    )
}

pub(super) fn first_word_is(args: &str, word: &str) -> bool {
    args.split_whitespace()
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case(word))
}

fn parse_level(word: &str) -> Result<u8, Msg> {
    match word.parse::<u8>() {
        Ok(n) if crate::search::spec::LEVELS.contains(&n) => Ok(n),
        _ => Err(msg!("usage-level")),
    }
}

pub(super) fn play_ai_args(args: &str) -> Cmd {
    match options(args) {
        Ok((setup, level)) => Cmd::PlayAi { level, setup },
        Err(e) => Cmd::Invalid(e),
    }
}

/// The size range a command checks for `kind` (its `size` option, when
/// it is a plain range); games with other sizes check their own.
fn size_range(kind: Kind) -> Option<(u32, u32)> {
    match kind.info().option("size")?.values {
        Values::Range { min, max } => Some((min, max)),
        _ => None,
    }
}

fn parse_size(word: &str, (min, max): (u32, u32)) -> Result<u32, Msg> {
    match word.parse::<u32>() {
        Ok(n) if (min..=max).contains(&n) => Ok(n),
        _ => Err(msg!("usage-size", min = min, max = max)),
    }
}

/// Is `w` a seat word of some game (`orange`, `white`, `first`...)?
fn is_seat_word(w: &str) -> bool {
    Kind::ALL
        .iter()
        .any(|k| k.seats().iter().any(|s| s.words.contains(&w)))
}

/// An on/off value as typed in any language (`on`, `sim`, `oui`; `off`,
/// `não`, `non`), as the games read it.
fn switch(word: &str) -> Option<&'static str> {
    match word.to_lowercase().as_str() {
        "on" | "sim" | "oui" => Some("on"),
        "off" | "não" | "nao" | "non" => Some("off"),
        _ => None,
    }
}

/// Challenge options: the game, its size, the colour and (against the AI)
/// the level; mentions are skipped.
fn options(args: &str) -> Result<(Setup, Option<u8>), Msg> {
    let mut setup = Setup::default();
    let mut level = None;
    let mut size: Option<String> = None;
    let mut words = args.split_whitespace().peekable();
    while let Some(w) = words.next() {
        let typed = w.to_lowercase();
        let lower = aliases::challenge(&typed).into_owned();
        if w.starts_with("<@") && w.ends_with('>') {
            continue;
        }
        if lower == "size" || lower == "s" {
            match words.next() {
                Some(n) => size = Some(n.to_string()),
                None => return Err(msg!("usage-size-needs")),
            }
        } else if let Some(n) = lower.strip_prefix("size=") {
            size = Some(n.to_string());
        } else if lower == "level" || lower == "l" {
            match words.next() {
                Some(n) => level = Some(parse_level(n)?),
                None => return Err(msg!("usage-level-needs")),
            }
        } else if let Some(n) = lower.strip_prefix("level=") {
            level = Some(parse_level(n)?);
        } else if lower == "clock" || lower == "time" {
            match words.next() {
                Some(t) if aliases::challenge(&t.to_lowercase()) == "bank" => {
                    // `bank START [+INCREMENT] [max MAX]`
                    let mut bank = words.next().unwrap_or_default().to_string();
                    if let Some(inc) = words.next_if(|w| w.starts_with('+')) {
                        bank = format!("{bank} {inc}");
                    }
                    if let Some(max) = words.next_if(|w| w.eq_ignore_ascii_case("max")) {
                        let most = words.next().unwrap_or_default();
                        bank = format!("{bank} {max} {most}");
                    }
                    set_bank(&mut setup, &bank)?;
                }
                Some(t) => setup.clock = Some(parse_clock(t)?),
                None => return Err(msg!("usage-clock-needs")),
            }
        } else if let Some(t) = lower.strip_prefix("clock=") {
            setup.clock = Some(parse_clock(t)?);
        } else if lower == "thread" {
            setup.thread = true;
        } else if lower == "unrated" || lower == "casual" || lower == "friendly" {
            setup.unrated = true;
        } else if lower == "rated" {
            setup.unrated = false;
        } else if lower == "candidates" && words.peek().and_then(|n| switch(n)).is_some() {
            let value = words.next().and_then(switch).unwrap_or("off");
            setup.options.push(("candidates".into(), value.into()));
        } else if let Some(line) = game_flag(&lower) {
            setup.options.push(line);
        } else if let Some(option) = game_number_option(&lower) {
            match words.next() {
                Some(n) if n.bytes().all(|b| b.is_ascii_digit()) => {
                    setup.options.push((option.key.into(), n.to_string()))
                }
                _ => {
                    return Err(msg!(
                        "usage-number-needs",
                        word = &typed,
                        example = option.example
                    ))
                }
            }
        } else if w.bytes().all(|b| b.is_ascii_digit()) {
            size = Some(w.to_string());
        } else if (lower == "light" && words.peek().is_some_and(|n| n.eq_ignore_ascii_case("blue")))
            || (lower == "blue" && words.peek().is_some_and(|n| aliases::is_light(n)))
        {
            words.next();
            setup.seat = Some("blue".into());
        } else if lower == "random" || lower == "any" {
            setup.seat = None;
        } else if let Some(k) = Kind::from_word(&lower) {
            setup.kind = Some(k);
        } else if is_seat_word(&lower) {
            setup.seat = Some(lower);
        } else if w.starts_with('@') {
            return Err(msg!("usage-who", word = clip(w)));
        } else {
            return Err(msg!("usage-not-option", word = clip(w)));
        }
    }
    if let Some(n) = size {
        if let Some(range) = size_range(setup.kind()) {
            parse_size(&n, range)?;
        }
        setup.options.push(("size".into(), n));
    }
    setup.seat_index()?;
    Ok((setup, level))
}

pub(super) fn challenge_args(bot: &Bot, req: &Request, args: &str) -> Cmd {
    match options(args) {
        Ok((setup, level)) => Cmd::Challenge {
            opponent: other_mention(bot, req).or_else(|| mentioned_me(bot, req, args)),
            setup,
            level,
        },
        Err(e) => Cmd::Invalid(e),
    }
}

/// `!tournament [create GAME [swiss ROUNDS | roundrobin | double]
/// [clock 3d] [game options] [rated|unrated] [max N] [starts 2d] | join |
/// leave | start | withdraw | remove @player | pause | resume | cancel |
/// export [N] | list]`; nothing: show the channel's tournament.
pub(super) fn tournament_args(bot: &Bot, req: &Request, args: &str) -> Cmd {
    use super::tournament::{SystemChoice, TournamentCmd};
    let mut words = args.split_whitespace();
    let verb = words.next().unwrap_or("").to_lowercase();
    let verb = aliases::tournament(&verb);
    let verb = match verb.as_ref() {
        "" | "info" => "show",
        "trf" => "export",
        other => other,
    };
    if verb == "export" {
        return match words.next() {
            None => Cmd::Tournament(TournamentCmd::Export(None)),
            Some(w) => match w.trim_start_matches('#').parse::<u64>() {
                Ok(id) if words.next().is_none() => {
                    Cmd::Tournament(TournamentCmd::Export(Some(id)))
                }
                _ => Cmd::Invalid(msg!("tournament-usage-export")),
            },
        };
    }
    if let Some(plain) = TournamentCmd::plain(verb) {
        return Cmd::Tournament(plain);
    }
    let cmd = match verb {
        "standings" => return Cmd::Run(Bot::standings),
        "role" => match words.next() {
            None => TournamentCmd::Role(None),
            Some(w) => match role_arg(w) {
                Some(role) => TournamentCmd::Role(Some(role)),
                None => return Cmd::Invalid(msg!("tournament-usage-role")),
            },
        },
        "remove" | "kick" => match other_mention(bot, req) {
            Some(user) => TournamentCmd::Remove(user),
            None => return Cmd::Invalid(msg!("tournament-usage-remove")),
        },
        "create" | "new" => {
            let Some(game) = words.next() else {
                return Cmd::Invalid(msg!("tournament-usage-create"));
            };
            let Some(kind) = Kind::from_word(&aliases::game(game)) else {
                return Cmd::Invalid(unknown_game(game));
            };
            let mut system = SystemChoice::Swiss(None);
            let mut max = None;
            let mut starts_ms = None;
            let mut vacation = true;
            let mut rest = Vec::new();
            let mut it = words.peekable();
            while let Some(w) = it.next() {
                match aliases::tournament(&w.to_lowercase()).as_ref() {
                    "swiss" => {
                        let rounds = it.peek().and_then(|n| n.parse::<u32>().ok());
                        if rounds.is_some() {
                            it.next();
                        }
                        system = SystemChoice::Swiss(rounds);
                    }
                    "roundrobin" | "round-robin" | "rr" => system = SystemChoice::RoundRobin,
                    "double" => system = SystemChoice::Double,
                    "no-vacation" => vacation = false,
                    "vacation" => vacation = true,
                    // A bank's `max 10d` is the clock's, not the event's.
                    "max"
                        if it.peek().is_some_and(|n| n.parse::<u32>().is_err())
                            && rest.iter().any(|w: &&str| {
                                aliases::challenge(&w.to_lowercase()) == "bank"
                            }) =>
                    {
                        rest.push(w)
                    }
                    "max" => match it.next().and_then(|n| n.parse::<u32>().ok()) {
                        Some(n) if n >= 2 => max = Some(n),
                        _ => return Cmd::Invalid(msg!("tournament-usage-max")),
                    },
                    "starts" => match it.next().map(parse_clock) {
                        Some(Ok(Some(ms))) => starts_ms = Some(ms),
                        _ => return Cmd::Invalid(msg!("tournament-usage-starts")),
                    },
                    _ => rest.push(w),
                }
            }
            let setup = match options(&rest.join(" ")) {
                Ok((setup, None)) => setup,
                Ok((_, Some(_))) => return Cmd::Invalid(msg!("tournament-usage-create")),
                Err(e) => return Cmd::Invalid(e),
            };
            create_cmd(kind, setup, system, max, starts_ms, vacation)
        }
        other => {
            return Cmd::Invalid(msg!("tournament-usage", word = clip(other)));
        }
    };
    Cmd::Tournament(cmd)
}

/// `tournament create`, typed or slash: the game's setup and the event's
/// own words.
fn create_cmd(
    kind: Kind,
    setup: Setup,
    system: super::tournament::SystemChoice,
    max: Option<u32>,
    starts_ms: Option<u64>,
    vacation: bool,
) -> super::tournament::TournamentCmd {
    super::tournament::TournamentCmd::Create {
        kind,
        options: setup.options,
        clock: setup.clock,
        bank: setup.bank,
        rated: !setup.unrated,
        system,
        max,
        starts_ms,
        vacation,
    }
}

/// The organisers' role as typed: a role mention (`<@&ID>`) or its id;
/// `off` = none. `None` when it is neither.
fn role_arg(word: &str) -> Option<Option<u64>> {
    let w = word.trim().to_lowercase();
    if matches!(
        w.as_str(),
        "off" | "none" | "no" | "desligar" | "désactiver" | "desactiver"
    ) {
        return Some(None);
    }
    let id = w
        .strip_prefix("<@&")
        .and_then(|r| r.strip_suffix('>'))
        .unwrap_or(&w);
    id.parse::<u64>().ok().filter(|&id| id != 0).map(Some)
}

/// `/tournament SUB`: the same commands as `!tournament SUB`, from typed
/// options (`create` builds its game like `/challenge`).
pub(super) fn slash_tournament(sub: &str, options: &[(String, OptionValue)]) -> Cmd {
    use super::tournament::{SystemChoice, TournamentCmd};
    let opt = |key: &str| options.iter().find(|(k, _)| k == key).map(|(_, v)| v);
    if sub == "export" {
        return match opt("id") {
            Some(OptionValue::Int(n)) => match u64::try_from(*n) {
                Ok(id) => Cmd::Tournament(TournamentCmd::Export(Some(id))),
                Err(_) => Cmd::Invalid(msg!("tournament-usage-export")),
            },
            _ => Cmd::Tournament(TournamentCmd::Export(None)),
        };
    }
    if let Some(plain) = TournamentCmd::plain(sub) {
        return Cmd::Tournament(plain);
    }
    let cmd = match sub {
        "remove" => match opt("player") {
            Some(OptionValue::User(u)) => TournamentCmd::Remove(u.clone()),
            _ => return Cmd::Invalid(msg!("tournament-usage-remove")),
        },
        "role" => {
            let off = matches!(opt("off"), Some(OptionValue::Str(t)) if t == "true");
            match opt("role") {
                _ if off => TournamentCmd::Role(Some(None)),
                Some(OptionValue::Str(r)) => match role_arg(r) {
                    Some(role) => TournamentCmd::Role(Some(role)),
                    None => return Cmd::Invalid(msg!("tournament-usage-role")),
                },
                _ => TournamentCmd::Role(None),
            }
        }
        "create" => {
            let setup = match slash_setup(options) {
                Ok(setup) => setup,
                Err(e) => return Cmd::Invalid(e),
            };
            let Some(kind) = setup.kind else {
                return Cmd::Invalid(msg!("tournament-usage-create"));
            };
            let rounds = match opt("rounds") {
                Some(OptionValue::Int(n)) => match u32::try_from(*n) {
                    Ok(n) if n > 0 => Some(n),
                    _ => return Cmd::Invalid(msg!("tournament-usage-create")),
                },
                _ => None,
            };
            let system = match opt("system") {
                Some(OptionValue::Str(w)) => match w.trim().to_lowercase().as_str() {
                    "swiss" => SystemChoice::Swiss(rounds),
                    "roundrobin" => SystemChoice::RoundRobin,
                    "double" => SystemChoice::Double,
                    _ => return Cmd::Invalid(msg!("tournament-usage-create")),
                },
                _ => SystemChoice::Swiss(rounds),
            };
            let max = match opt("max") {
                Some(OptionValue::Int(n)) => match u32::try_from(*n) {
                    Ok(n) if n >= 2 => Some(n),
                    _ => return Cmd::Invalid(msg!("tournament-usage-max")),
                },
                _ => None,
            };
            let starts_ms = match opt("starts") {
                Some(OptionValue::Str(t)) => match parse_clock(t.trim()) {
                    Ok(Some(ms)) => Some(ms),
                    _ => return Cmd::Invalid(msg!("tournament-usage-starts")),
                },
                _ => None,
            };
            let vacation = !matches!(
                opt("vacation"),
                Some(OptionValue::Str(t)) if matches!(t.trim().to_lowercase().as_str(), "false" | "no")
            );
            create_cmd(kind, setup, system, max, starts_ms, vacation)
        }
        other => return Cmd::Invalid(msg!("tournament-usage", word = clip(other))),
    };
    Cmd::Tournament(cmd)
}

/// This bot, when the challenge mentions it (`!challenge @bridges-bot`).
fn mentioned_me(bot: &Bot, req: &Request, args: &str) -> Option<User> {
    let id = bot.bot_user_id;
    let named = args.contains(&format!("<@{id}>")) || args.contains(&format!("<@!{id}>"));
    if !named {
        return None;
    }
    let listed = req.mentions.iter().find(|u| u.id == id).cloned();
    Some(listed.unwrap_or(User {
        id,
        name: "me".into(),
        is_bot: true,
    }))
}

fn slash_command(bot: &Bot, req: &Request, name: &str, options: &[(String, OptionValue)]) -> Cmd {
    let opt = |key: &str| options.iter().find(|(k, _)| k == key).map(|(_, v)| v);
    let game = match opt("game") {
        Some(OptionValue::Str(w)) => match Kind::from_word(w) {
            Some(k) => Some(k),
            None => return Cmd::Invalid(unknown_game(w)),
        },
        _ => None,
    };
    let Some(command) = declarations::by_slash_name(name) else {
        // A game's own command: `/place cell`, or `/nb place` (the
        // transport joins a subcommand to its command's name with a space).
        return game_command(bot, req, name, options);
    };
    let id = match opt("id") {
        Some(OptionValue::Int(n)) => match u64::try_from(*n) {
            Ok(n) => Some(n),
            Err(_) => return Cmd::Invalid(msg!("usage-game-id")),
        },
        Some(OptionValue::Str(s)) => match archive_id(s) {
            Ok(n) => Some(n),
            Err(e) => return Cmd::Invalid(e),
        },
        _ => None,
    };
    command.slashed(&Slashed {
        name,
        options,
        game,
        id,
    })
}

/// `/challenge` and `/play-ai`: the game's setup from the typed options,
/// and the AI's level.
pub(super) fn slash_challenge(s: &Slashed) -> Cmd {
    let setup = match slash_setup(s.options) {
        Ok(setup) => setup,
        Err(e) => return Cmd::Invalid(e),
    };
    let level = match s.opt("level") {
        Some(OptionValue::Int(n)) => match u8::try_from(*n).map(|n| parse_level(&n.to_string())) {
            Ok(Ok(l)) => Some(l),
            _ => return Cmd::Invalid(msg!("usage-level")),
        },
        Some(OptionValue::Str(l)) => match parse_level(l.trim()) {
            Ok(l) => Some(l),
            Err(e) => return Cmd::Invalid(e),
        },
        _ => None,
    };
    if s.name == "play-ai" {
        Cmd::PlayAi { level, setup }
    } else {
        Cmd::Challenge {
            opponent: s.user("user").or_else(|| s.user("opponent")),
            setup,
            level: None,
        }
    }
}

/// The setup of a new game from a slash command's typed options (game,
/// size, colour, clock, thread, rated, the games' own options), as
/// `/challenge`, `/play-ai` and `/tournament create` give them.
fn slash_setup(options: &[(String, OptionValue)]) -> Result<Setup, Msg> {
    let opt = |key: &str| options.iter().find(|(k, _)| k == key).map(|(_, v)| v);
    if let Some(OptionValue::Int(n)) = opt("size") {
        let size = Kind::offered_options()
            .into_iter()
            .find(|o| o.key == "size");
        if let Some((min, max)) = size.and_then(|o| o.values.bounds()) {
            if !(i64::from(min)..=i64::from(max)).contains(n) {
                return Err(msg!("usage-slash-size", min = min, max = max));
            }
        }
    }
    // The options are typed already: build the setup from them.
    let kind = match opt("game") {
        Some(OptionValue::Str(w)) => match Kind::from_word(w) {
            Some(k) => Some(k),
            None => return Err(unknown_game(w)),
        },
        _ => None,
    };
    let mut setup = Setup {
        kind,
        ..Setup::default()
    };
    match opt("size") {
        Some(OptionValue::Int(n)) => setup.options.push(("size".into(), n.to_string())),
        Some(OptionValue::Str(n)) if size_range(setup.kind()).is_some() => {
            let range = size_range(setup.kind()).unwrap_or_default();
            let n = parse_size(n.trim(), range)?;
            setup.options.push(("size".into(), n.to_string()));
        }
        Some(OptionValue::Str(n)) => setup.options.push(("size".into(), n.trim().into())),
        _ => {}
    }
    if let Some(OptionValue::Str(c)) = opt("colour").or(opt("color")) {
        let c = c.trim().to_lowercase();
        if c != "random" && c != "any" {
            setup.seat = Some(if c == "light blue" { "blue".into() } else { c });
        }
    }
    setup.seat_index()?;
    if let Some(OptionValue::Str(t)) = opt("clock") {
        setup.clock = Some(parse_clock(t)?);
    }
    if let Some(OptionValue::Str(t)) = opt("bank") {
        if opt("clock").is_some() {
            return Err(msg!("clocks-bank-or-clock"));
        }
        set_bank(&mut setup, t)?;
    }
    if let Some(OptionValue::Str(t)) = opt("thread") {
        setup.thread = matches!(t.trim().to_lowercase().as_str(), "true" | "yes");
    }
    if let Some(OptionValue::Str(t)) = opt("rated") {
        setup.unrated = matches!(t.trim().to_lowercase().as_str(), "false" | "no");
    }
    // The games' other options, as their option lines: words,
    // then numbers, then switches (the order a setup lists them in).
    let offered = Kind::offered_options();
    let offered = offered.iter().filter(|o| o.key != "size");
    for o in offered.clone() {
        if let (Values::Words { wrong, .. }, Some(OptionValue::Str(w))) = (o.values, opt(o.key)) {
            match o.values.word(&w.trim().to_lowercase()) {
                Some(v) => setup.options.push((o.key.into(), v.into())),
                None => {
                    return Err(Msg {
                        id: wrong,
                        args: vec![("word", clip(w).into())],
                    })
                }
            }
        }
    }
    for o in offered.clone().filter(|o| o.values.bounds().is_some()) {
        match opt(o.key) {
            Some(OptionValue::Int(n)) => setup.options.push((o.key.into(), n.to_string())),
            Some(OptionValue::Str(n)) => setup.options.push((o.key.into(), n.trim().into())),
            _ => {}
        }
    }
    for o in offered.filter(|o| o.values == Values::Switch) {
        if let Some(OptionValue::Str(t)) = opt(o.key) {
            let on = match t.trim().to_lowercase().as_str() {
                "true" | "yes" | "on" => "on",
                _ => "off",
            };
            setup.options.push((o.key.into(), on.into()));
        }
    }
    Ok(setup)
}

/// A game's own slash command as the move it stands for (`/bridge a1 b2`
/// is `bridge a1 b2`), or the shared command it names (`/nb hand`, `/nb
/// cell C4`: the values of its options are the typed command's words).
fn game_command(bot: &Bot, req: &Request, name: &str, options: &[(String, OptionValue)]) -> Cmd {
    let text = |key: &str| {
        let slashed = Slashed {
            name,
            options,
            game: None,
            id: None,
        };
        slashed.text(key)
    };
    if let Some((_, c)) = Kind::move_command(name) {
        return match c.says {
            Says::Move(_) => Cmd::Move(c.notation(text).unwrap_or_default()),
            Says::Command(word) => {
                let args: Vec<String> = c.options.iter().map(|(o, _)| text(o)).collect();
                let args = args.join(" ");
                let args = args.trim();
                let rest = format!("{word} {args}");
                match declarations::by_name(word) {
                    Some(command) => command.typed(&Typed {
                        bot,
                        req,
                        rest: rest.trim(),
                        args,
                    }),
                    None => not_a_command(name),
                }
            }
        };
    }
    let group = Kind::ALL
        .iter()
        .find_map(|k| k.info().group.filter(|(g, _)| *g == name));
    match group {
        Some((_, what)) => Cmd::Invalid(Msg::id(what)),
        None => not_a_command(name),
    }
}
