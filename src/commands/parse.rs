//! From a request's input to a command: prefix and mention detection, bare
//! moves, slash options and button ids.

use super::{Bot, Input, OptionValue, Request, User};
use crate::engine::{MAX_SIZE, MIN_SIZE};
use crate::store::ColourChoice;

#[derive(Clone, Debug)]
pub(crate) enum Cmd {
    Challenge {
        opponent: Option<User>,
        size: Option<u8>,
        colour: ColourChoice,
        /// The AI's level, when the opponent is this bot.
        level: Option<u8>,
    },
    /// A game against the AI, at once.
    PlayAi {
        level: Option<u8>,
        size: Option<u8>,
        colour: ColourChoice,
    },
    /// Suggest a step (games against the AI, local mode).
    Hint,
    /// The AI's view of the last finished game here.
    Analyse,
    Accept(Option<u64>),
    Decline(Option<u64>),
    Cancel,
    /// Move text: steps, `pass`, `end`.
    Move(String),
    /// A prefixed word that is no command: a move, or unknown.
    Other(String),
    Undo,
    Board,
    Score,
    Record,
    Resign,
    Draw,
    Abort,
    Rules,
    Help,
    Stats(Option<User>),
    Legal,
    /// A button for another channel's game.
    WrongChannel,
    /// Input we understood to be for us but cannot use; the message says why.
    Invalid(String),
}

/// What the request asks for; `None` = not addressed to the bot.
pub(crate) fn command(bot: &Bot, req: &Request) -> Option<Cmd> {
    match &req.input {
        Input::Text(text) => text_command(bot, req, text),
        Input::Slash { name, options } => Some(slash_command(name, options)),
        Input::Button { custom_id } => Some(button_command(req, custom_id)),
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
        return bot
            .is_bare_move(req, text)
            .then(|| Cmd::Move(text.to_string()));
    };
    let rest = rest.trim();
    let (verb, args) = rest
        .split_once(char::is_whitespace)
        .map_or((rest, ""), |(v, a)| (v, a.trim()));
    if verb.is_empty() {
        return None;
    }
    let verb = verb.to_lowercase();
    let alias = match verb.as_str() {
        "archive" => "record",
        "analysis" => "analyse",
        v => v,
    };
    if let Some(cmd) = plain_command(alias) {
        return Some(cmd);
    }
    Some(match verb.as_str() {
        "challenge" => challenge_args(bot, req, args),
        "play" if first_word_is(args, "ai") => play_ai_args(args.get(2..).unwrap_or("")),
        "play-ai" | "playai" => play_ai_args(args),
        "place" | "p" | "bridge" | "b" | "pass" | "end" | "done" => Cmd::Move(rest.to_string()),
        "move" | "m" => Cmd::Move(args.to_string()),
        "stats" => Cmd::Stats(other_mention(bot, req)),
        _ => Cmd::Other(rest.to_string()),
    })
}

/// The first mentioned user who is not this bot.
fn other_mention(bot: &Bot, req: &Request) -> Option<User> {
    req.mentions
        .iter()
        .find(|u| u.id != bot.bot_user_id)
        .cloned()
}

const CHALLENGE_USAGE: &str = "`challenge @name [size N] [orange|blue|random]`";

fn first_word_is(args: &str, word: &str) -> bool {
    args.split_whitespace()
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case(word))
}

fn parse_level(word: &str) -> Result<u8, String> {
    match word.parse::<u8>() {
        Ok(n) if crate::ai::spec::LEVELS.contains(&n) => Ok(n),
        _ => Err("Level must be a number from 1 to 5, like `level 3`".to_string()),
    }
}

fn play_ai_args(args: &str) -> Cmd {
    match options(args) {
        Ok((size, colour, level)) => Cmd::PlayAi {
            level,
            size,
            colour,
        },
        Err(e) => Cmd::Invalid(e),
    }
}

fn parse_size(word: &str) -> Result<u8, String> {
    match word.parse::<u8>() {
        Ok(n) if (MIN_SIZE..=MAX_SIZE).contains(&n) => Ok(n),
        _ => Err(format!(
            "Size must be a number from {MIN_SIZE} to {MAX_SIZE}, like `size 8`"
        )),
    }
}

fn parse_colour(word: &str) -> Option<ColourChoice> {
    match word.to_lowercase().as_str() {
        "orange" | "o" => Some(ColourChoice::Orange),
        "blue" | "lightblue" | "light_blue" | "light-blue" => Some(ColourChoice::LightBlue),
        "random" | "any" => Some(ColourChoice::Random),
        _ => None,
    }
}

/// Challenge options: size, colour and (against the AI) level; mentions
/// are skipped.
fn options(args: &str) -> Result<(Option<u8>, ColourChoice, Option<u8>), String> {
    let (mut size, mut colour, mut level) = (None, ColourChoice::Random, None);
    let mut words = args.split_whitespace().peekable();
    while let Some(w) = words.next() {
        let lower = w.to_lowercase();
        if w.starts_with("<@") && w.ends_with('>') {
            continue;
        }
        if lower == "size" || lower == "s" {
            match words.next() {
                Some(n) => size = Some(parse_size(n)?),
                None => return Err("`size` needs a number, like `size 8`".to_string()),
            }
        } else if let Some(n) = lower.strip_prefix("size=") {
            size = Some(parse_size(n)?);
        } else if lower == "level" || lower == "l" {
            match words.next() {
                Some(n) => level = Some(parse_level(n)?),
                None => return Err("`level` needs a number, like `level 3`".to_string()),
            }
        } else if let Some(n) = lower.strip_prefix("level=") {
            level = Some(parse_level(n)?);
        } else if w.bytes().all(|b| b.is_ascii_digit()) {
            size = Some(parse_size(w)?);
        } else if lower == "light" && words.peek().is_some_and(|n| n.eq_ignore_ascii_case("blue")) {
            words.next();
            colour = ColourChoice::LightBlue;
        } else if let Some(c) = parse_colour(w) {
            colour = c;
        } else if w.starts_with('@') {
            return Err(format!(
                "I can't tell who `{}` is: mention them so the name turns blue",
                clip(w)
            ));
        } else {
            return Err(format!(
                "`{}` is not an option: use {}",
                clip(w),
                CHALLENGE_USAGE
            ));
        }
    }
    Ok((size, colour, level))
}

fn challenge_args(bot: &Bot, req: &Request, args: &str) -> Cmd {
    match options(args) {
        Ok((size, colour, level)) => Cmd::Challenge {
            opponent: other_mention(bot, req).or_else(|| mentioned_me(bot, req, args)),
            size,
            colour,
            level,
        },
        Err(e) => Cmd::Invalid(e),
    }
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

pub(crate) fn clip(s: &str) -> String {
    if s.chars().count() <= 20 {
        s.to_string()
    } else {
        s.chars().take(20).collect::<String>() + "…"
    }
}

fn slash_command(name: &str, options: &[(String, OptionValue)]) -> Cmd {
    let opt = |key: &str| options.iter().find(|(k, _)| k == key).map(|(_, v)| v);
    let text = |key: &str| match opt(key) {
        Some(OptionValue::Str(s)) => s.trim().to_string(),
        Some(OptionValue::Int(i)) => i.to_string(),
        Some(OptionValue::User(u)) => format!("<@{}>", u.id),
        None => String::new(),
    };
    let user = |key: &str| match opt(key) {
        Some(OptionValue::User(u)) => Some(u.clone()),
        _ => None,
    };
    if let Some(cmd) = plain_command(name) {
        return cmd;
    }
    match name {
        "challenge" => {
            let size = match opt("size") {
                Some(OptionValue::Int(n)) => match u8::try_from(*n)
                    .ok()
                    .filter(|n| (MIN_SIZE..=MAX_SIZE).contains(n))
                {
                    Some(n) => Some(n),
                    None => {
                        return Cmd::Invalid(format!(
                            "Size must be from {MIN_SIZE} to {MAX_SIZE}, like 8"
                        ))
                    }
                },
                Some(OptionValue::Str(s)) => match parse_size(s.trim()) {
                    Ok(n) => Some(n),
                    Err(e) => return Cmd::Invalid(e),
                },
                _ => None,
            };
            let colour = match opt("colour").or(opt("color")) {
                None => ColourChoice::Random,
                Some(OptionValue::Str(s)) => match parse_colour(s.trim()) {
                    Some(c) => c,
                    None if s.trim().eq_ignore_ascii_case("light blue") => ColourChoice::LightBlue,
                    None => {
                        return Cmd::Invalid(format!(
                            "Colour must be orange, blue or random, not `{}`",
                            clip(s)
                        ))
                    }
                },
                Some(_) => ColourChoice::Random,
            };
            Cmd::Challenge {
                opponent: user("user").or_else(|| user("opponent")),
                size,
                colour,
                level: None,
            }
        }
        "play-ai" => {
            let int = |key: &str| match opt(key) {
                Some(OptionValue::Int(n)) => Some(n.to_string()),
                Some(OptionValue::Str(s)) => Some(s.trim().to_string()),
                _ => None,
            };
            let mut args = Vec::new();
            if let Some(l) = int("level") {
                args.push(format!("level {l}"));
            }
            if let Some(n) = int("size") {
                args.push(format!("size {n}"));
            }
            if let Some(OptionValue::Str(c)) = opt("colour").or(opt("color")) {
                args.push(c.trim().to_string());
            }
            play_ai_args(&args.join(" "))
        }
        "place" => Cmd::Move(format!("place {}", text("cell"))),
        "bridge" => Cmd::Move(format!("bridge {} {}", text("from"), text("to"))),
        "move" => Cmd::Move(text("steps")),
        "pass" => Cmd::Move("pass".into()),
        "end" => Cmd::Move("end".into()),
        "stats" => Cmd::Stats(user("user")),
        other => Cmd::Invalid(format!(
            "`/{}` is not a command of mine: try `/help`",
            clip(other)
        )),
    }
}

/// The commands that take no arguments, by name (text and slash alike).
fn plain_command(name: &str) -> Option<Cmd> {
    Some(match name {
        "hint" => Cmd::Hint,
        "analyse" | "analyze" => Cmd::Analyse,
        "accept" => Cmd::Accept(None),
        "decline" => Cmd::Decline(None),
        "cancel" => Cmd::Cancel,
        "undo" => Cmd::Undo,
        "board" => Cmd::Board,
        "score" => Cmd::Score,
        "record" => Cmd::Record,
        "resign" => Cmd::Resign,
        "draw" => Cmd::Draw,
        "abort" => Cmd::Abort,
        "rules" => Cmd::Rules,
        "help" => Cmd::Help,
        "legal" => Cmd::Legal,
        _ => return None,
    })
}

fn button_command(req: &Request, custom_id: &str) -> Cmd {
    let mut parts = custom_id.split(':');
    let (Some("bridges"), Some(kind), Some(arg), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Cmd::Invalid("This button is no longer valid".into());
    };
    let Ok(n) = arg.parse::<u64>() else {
        return Cmd::Invalid("This button is no longer valid".into());
    };
    let here = n == req.channel;
    match kind {
        "accept" => Cmd::Accept(Some(n)),
        "decline" => Cmd::Decline(Some(n)),
        "pass" | "end" | "legal" if !here => Cmd::WrongChannel,
        "pass" => Cmd::Move("pass".into()),
        "end" => Cmd::Move("end".into()),
        "legal" => Cmd::Legal,
        _ => Cmd::Invalid("This button is no longer valid".into()),
    }
}
