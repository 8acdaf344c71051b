//! A record's header, in the spirit of PGN's tag pairs: one tag a line,
//! `[Name "value"]`, before the `game` line. A value is quoted; inside it
//! `\\` is a backslash, `\"` a quote, `\n`, `\r`, `\t` those characters and
//! `\u{1F}` any other control character, so no name (a player's, an
//! event's) can end the line or the string early. Any other backslash, a
//! bare quote or a raw control character is an error naming its line.
//!
//! The tags the bot writes, in this order (each only when it knows it):
//! `Event`, `EventId`, `Round`, `Board` (a tournament game), `GameId`,
//! `Server` (the guild id), `UTCDate` (`2026.12.02`), `UTCTime`
//! (`01:24:11`, when the game began), `First`, `FirstId`, `FirstAI`,
//! `Second`, `SecondId`, `SecondAI` (the seats in playing order; an AI tag
//! holds its level), `TimeControl` (`1/259200`: seconds a move; `-`: no
//! clock), `Rated` (`yes`/`no`), `Result` (`1-0` first seat won, `0-1`,
//! `1/2-1/2`, `*` none), `Termination` (`rules`, `resignation`, `time`,
//! `agreement`, `adjournment lapsed`, `aborted`), `FirstRating`,
//! `FirstRatingDiff`, `SecondRating`, `SecondRatingDiff` (before the game,
//! and the change: `+162`), `Planned` (the turns played from a conditional
//! move, counted from 1 in the record's order: `4 6`). Other well-formed
//! tags are kept as they are.

use super::{AnyGame, Outcome, Seat};
use std::fmt::Write as _;

/// A header line that could not be read, or a header the moves
/// contradict: its 1-based line and what was wrong.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("line {line}: {message}")]
pub struct TagError {
    pub line: usize,
    pub message: String,
}

/// The result a header states, PGN's four.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TagResult {
    Won(Seat),
    Draw,
    /// `*`: no result (an aborted game).
    None,
}

impl TagResult {
    pub fn text(self) -> &'static str {
        match self {
            TagResult::Won(0) => "1-0",
            TagResult::Won(_) => "0-1",
            TagResult::Draw => "1/2-1/2",
            TagResult::None => "*",
        }
    }

    pub fn parse(text: &str) -> Option<TagResult> {
        Some(match text {
            "1-0" => TagResult::Won(0),
            "0-1" => TagResult::Won(1),
            "1/2-1/2" => TagResult::Draw,
            "*" => TagResult::None,
            _ => return None,
        })
    }

    pub fn of(outcome: Outcome) -> TagResult {
        match outcome {
            Outcome::Win(s) => TagResult::Won(s),
            Outcome::Draw => TagResult::Draw,
        }
    }
}

/// How a game ended, as the `Termination` tag says it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Termination {
    /// The rules ended it: the final position decides.
    Rules,
    Resignation,
    /// A player ran out of time on the move clock.
    Time,
    /// A draw agreed by both players.
    Agreement,
    /// An adjournment ran out without the game being resumed.
    AdjournmentLapsed,
    /// Stopped by a moderator: no result.
    Aborted,
}

impl Termination {
    pub const ALL: [Termination; 6] = [
        Termination::Rules,
        Termination::Resignation,
        Termination::Time,
        Termination::Agreement,
        Termination::AdjournmentLapsed,
        Termination::Aborted,
    ];

    pub fn text(self) -> &'static str {
        match self {
            Termination::Rules => "rules",
            Termination::Resignation => "resignation",
            Termination::Time => "time",
            Termination::Agreement => "agreement",
            Termination::AdjournmentLapsed => "adjournment lapsed",
            Termination::Aborted => "aborted",
        }
    }

    pub fn parse(text: &str) -> Option<Termination> {
        Termination::ALL.into_iter().find(|t| t.text() == text)
    }
}

/// What a known tag's value must look like.
#[derive(Clone, Copy)]
enum Form {
    Text,
    /// A whole number (an id, a round).
    Number,
    /// A whole number from 1.
    Count,
    /// A signed whole number with its sign (`+162`, `-3`, `0`).
    Diff,
    Date,
    Time,
    Clock,
    YesNo,
    Level,
    Result,
    Termination,
}

/// The tags the bot writes, in the order it writes them, with their forms.
const KNOWN: &[(&str, Form)] = &[
    ("Event", Form::Text),
    ("EventId", Form::Number),
    ("Round", Form::Count),
    ("Board", Form::Count),
    ("GameId", Form::Number),
    ("Server", Form::Number),
    ("UTCDate", Form::Date),
    ("UTCTime", Form::Time),
    ("First", Form::Text),
    ("FirstId", Form::Number),
    ("FirstAI", Form::Level),
    ("Second", Form::Text),
    ("SecondId", Form::Number),
    ("SecondAI", Form::Level),
    ("TimeControl", Form::Clock),
    ("Rated", Form::YesNo),
    ("Result", Form::Result),
    ("Termination", Form::Termination),
    ("FirstRating", Form::Number),
    ("FirstRatingDiff", Form::Diff),
    ("SecondRating", Form::Number),
    ("SecondRatingDiff", Form::Diff),
    ("Planned", Form::Text),
];

/// The tags of the seats, first seat first.
pub const SEAT_TAGS: [&str; 2] = ["First", "Second"];

/// A record's tags in their order, each with the line it was read from
/// (0 for tags not read from a text).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Tags {
    pairs: Vec<(String, String, usize)>,
}

impl Tags {
    pub fn new() -> Tags {
        Tags::default()
    }

    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }

    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Add a tag (a known tag's value must have its form; a tag set twice
    /// keeps the last value).
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        debug_assert!(valid_name(name), "tag name {name}");
        debug_assert!(check_value(name, &value).is_ok(), "{name} {value}");
        match self.pairs.iter_mut().find(|p| p.0 == name) {
            Some(p) => p.1 = value,
            None => self.pairs.push((name.to_string(), value, 0)),
        }
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|p| p.0 == name)
            .map(|p| p.1.as_str())
    }

    /// The line a tag was read from.
    pub fn line_of(&self, name: &str) -> Option<usize> {
        self.pairs.iter().find(|p| p.0 == name).map(|p| p.2)
    }

    /// (name, value) in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.pairs.iter().map(|p| (p.0.as_str(), p.1.as_str()))
    }

    pub fn result(&self) -> Option<TagResult> {
        self.get("Result").and_then(TagResult::parse)
    }

    pub fn termination(&self) -> Option<Termination> {
        self.get("Termination").and_then(Termination::parse)
    }

    /// The header as text: one tag a line, then a blank line (none when
    /// there are no tags).
    pub fn write(&self) -> String {
        let mut out = String::new();
        for (name, value, _) in &self.pairs {
            let _ = writeln!(out, "[{name} \"{}\"]", quote(value));
        }
        if !out.is_empty() {
            out.push('\n');
        }
        out
    }

    /// Read the tag lines at the start of `lines` (numbered, trimmed,
    /// without blank and comment lines), stopping at the first line that
    /// does not start with `[`.
    pub fn read<'a, I>(lines: &mut std::iter::Peekable<I>) -> Result<Tags, TagError>
    where
        I: Iterator<Item = (usize, &'a str)>,
    {
        let mut tags = Tags::new();
        while let Some(&(line, text)) = lines.peek() {
            if !text.starts_with('[') {
                break;
            }
            let (name, value) = parse_line(text).map_err(|message| TagError { line, message })?;
            if let Some(first) = tags.line_of(&name) {
                return Err(TagError {
                    line,
                    message: format!("the tag {name} was set already on line {first}"),
                });
            }
            check_value(&name, &value).map_err(|message| TagError {
                line,
                message: format!("[{name} \"{}\"]: {message}", quote(&value)),
            })?;
            tags.pairs.push((name, value, line));
            lines.next();
        }
        Ok(tags)
    }

    /// Check the header against the game its moves replay to: a result
    /// the final position decides must be that result, a game the rules
    /// did not end must say how it ended otherwise, and a loss on time is
    /// the loss of the player who had to move. The error names the tag's
    /// line.
    pub fn check_against(&self, game: &dyn AnyGame) -> Result<(), TagError> {
        let result = self.result();
        let end = self.termination();
        let at = |name: &str| self.line_of(name).unwrap_or(0);
        let err = |name: &str, message: String| TagError {
            line: at(name),
            message: format!(
                "[{name} \"{}\"]: {message}",
                quote(self.get(name).unwrap_or(""))
            ),
        };
        if let Some(board) = game.result() {
            let board = TagResult::of(board);
            if let Some(r) = result.filter(|&r| r != board) {
                return Err(err(
                    "Result",
                    format!(
                        "the final position is over with the result {}, not {}",
                        board.text(),
                        r.text()
                    ),
                ));
            }
            if let Some(e) = end.filter(|&e| e != Termination::Rules) {
                return Err(err(
                    "Termination",
                    format!(
                        "the rules ended the game at its last turn ({}), not {}",
                        board.text(),
                        e.text()
                    ),
                ));
            }
            return Ok(());
        }
        if end == Some(Termination::Rules) {
            return Err(err(
                "Termination",
                "the final position is not over: the rules did not end the game".into(),
            ));
        }
        let Some(result) = result else {
            return Ok(());
        };
        match (end, result) {
            (None, TagResult::None) => Ok(()),
            (None, _) => Err(err(
                "Result",
                "the final position is not over: a result needs its Termination tag".into(),
            )),
            (Some(Termination::Aborted), TagResult::None) => Ok(()),
            (Some(Termination::Aborted), _) => Err(err(
                "Result",
                "an aborted game has no result: write `*`".into(),
            )),
            (Some(e), TagResult::None) => Err(err(
                "Result",
                format!("a game ended by {} has a result", e.text()),
            )),
            (Some(Termination::Agreement), TagResult::Won(_)) => {
                Err(err("Result", "an agreement ends a game in a draw".into()))
            }
            (Some(e @ (Termination::Resignation | Termination::Time)), TagResult::Draw) => {
                Err(err(
                    "Result",
                    format!("a game ended by {} has a winner", e.text()),
                ))
            }
            (Some(Termination::Time), TagResult::Won(w)) => match game.to_move() {
                Some(mover) if mover == w => Err(err(
                    "Result",
                    format!(
                        "the player to move ({}) is the one who can lose on time",
                        game.seats()[mover].key
                    ),
                )),
                _ => Ok(()),
            },
            _ => Ok(()),
        }
    }
}

/// A tag name: a letter, then letters, digits or `_`, at most 40.
fn valid_name(name: &str) -> bool {
    name.len() <= 40
        && name.starts_with(|c: char| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A value written inside quotes.
pub fn quote(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:X}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out
}

/// `[Name "value"]` → (name, value).
fn parse_line(text: &str) -> Result<(String, String), String> {
    const FORM: &str = "a tag is written `[Name \"value\"]`";
    let inner = text.strip_prefix('[').ok_or_else(|| FORM.to_string())?;
    let name_end = inner
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(inner.len());
    let name = &inner[..name_end];
    if name.is_empty() || !valid_name(name) {
        return Err(format!(
            "{FORM}: the name is a letter, then letters, digits or `_` (at most 40)"
        ));
    }
    let rest = &inner[name_end..];
    let after_space = rest.trim_start_matches([' ', '\t']);
    if after_space.len() == rest.len() {
        return Err(format!("{FORM}: a space after the name {name}"));
    }
    let Some(body) = after_space.strip_prefix('"') else {
        return Err(format!("{FORM}: the value of {name} is in double quotes"));
    };
    let mut value = String::new();
    let mut chars = body.char_indices();
    let close = loop {
        let Some((i, c)) = chars.next() else {
            return Err(format!("the value of {name} has no closing quote"));
        };
        match c {
            '"' => break i,
            '\\' => match chars.next().map(|(_, c)| c) {
                Some('\\') => value.push('\\'),
                Some('"') => value.push('"'),
                Some('n') => value.push('\n'),
                Some('r') => value.push('\r'),
                Some('t') => value.push('\t'),
                Some('u') => {
                    let rest = &body[i + 2..];
                    let code = rest
                        .strip_prefix('{')
                        .and_then(|r| r.split_once('}'))
                        .filter(|(hex, _)| {
                            (1..=6).contains(&hex.len())
                                && hex.chars().all(|c| c.is_ascii_hexdigit())
                        })
                        .and_then(|(hex, _)| u32::from_str_radix(hex, 16).ok())
                        .and_then(char::from_u32);
                    let Some(c) = code else {
                        return Err(format!(
                            "the value of {name}: `\\u` is followed by a character's hex code in braces (`\\u{{1F}}`)"
                        ));
                    };
                    value.push(c);
                    let skip = rest.find('}').unwrap_or(0);
                    for _ in 0..=skip {
                        chars.next();
                    }
                }
                Some(other) => {
                    return Err(format!(
                        "the value of {name}: `\\{other}` is not an escape (`\\\\`, `\\\"`, `\\n`, `\\r`, `\\t`, `\\u{{..}}`)"
                    ))
                }
                None => return Err(format!("the value of {name} has no closing quote")),
            },
            c if c.is_control() => {
                return Err(format!(
                    "the value of {name} holds a raw control character: write it escaped"
                ))
            }
            c => value.push(c),
        }
    };
    if &body[close + 1..] != "]" {
        return Err(format!(
            "{FORM}: nothing but `]` after the value of {name} (a quote inside a value is `\\\"`)"
        ));
    }
    Ok((name.to_string(), value))
}

/// Does a known tag's value have its form? Unknown tags take any value.
fn check_value(name: &str, value: &str) -> Result<(), String> {
    let Some(&(_, form)) = KNOWN.iter().find(|(n, _)| *n == name) else {
        return Ok(());
    };
    let digits = |s: &str| !s.is_empty() && s.len() <= 20 && s.bytes().all(|b| b.is_ascii_digit());
    let ok = match form {
        Form::Text => true,
        Form::Number => digits(value) && value.parse::<u64>().is_ok(),
        Form::Count => digits(value) && value.parse::<u32>().is_ok_and(|n| n >= 1),
        Form::Diff => {
            value == "0"
                || value
                    .strip_prefix(['+', '-'])
                    .is_some_and(|d| digits(d) && d.parse::<u32>().is_ok_and(|n| n > 0))
        }
        Form::Date => parse_date(value).is_some(),
        Form::Time => parse_time(value).is_some(),
        Form::Clock => {
            value == "-"
                || value
                    .strip_prefix("1/")
                    .is_some_and(|s| digits(s) && s.parse::<u64>().is_ok_and(|n| n > 0))
        }
        Form::YesNo => matches!(value, "yes" | "no"),
        Form::Level => matches!(value, "1" | "2" | "3" | "4" | "5"),
        Form::Result => TagResult::parse(value).is_some(),
        Form::Termination => Termination::parse(value).is_some(),
    };
    if ok {
        return Ok(());
    }
    Err(match form {
        Form::Text => unreachable!("any text is a text"),
        Form::Number => "expected a whole number".into(),
        Form::Count => "expected a whole number from 1".into(),
        Form::Diff => "expected a change with its sign (`+12`, `-12`, `0`)".into(),
        Form::Date => "expected a date `YYYY.MM.DD` (UTC)".into(),
        Form::Time => "expected a time `HH:MM:SS` (UTC)".into(),
        Form::Clock => "expected `1/SECONDS` (time per move) or `-` (no clock)".into(),
        Form::YesNo => "expected `yes` or `no`".into(),
        Form::Level => "expected an AI level from 1 to 5".into(),
        Form::Result => "expected `1-0`, `0-1`, `1/2-1/2` or `*`".into(),
        Form::Termination => {
            let words: Vec<&str> = Termination::ALL.iter().map(|t| t.text()).collect();
            format!("expected one of: {}", words.join(", "))
        }
    })
}

/// A field of ASCII digits only (no sign, no space) as a number.
fn digits(s: &str) -> Option<u32> {
    s.bytes()
        .all(|c| c.is_ascii_digit())
        .then(|| s.parse().ok())
        .flatten()
}

/// `YYYY.MM.DD` → (year, month, day), a real day.
fn parse_date(text: &str) -> Option<(i64, u32, u32)> {
    let b = text.as_bytes();
    if b.len() != 10 || b[4] != b'.' || b[7] != b'.' {
        return None;
    }
    let (y, m, d) = (
        digits(&text[..4])?,
        digits(&text[5..7])?,
        digits(&text[8..])?,
    );
    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return None,
    };
    (1..=days).contains(&d).then_some((i64::from(y), m, d))
}

/// `HH:MM:SS` → seconds of the day.
fn parse_time(text: &str) -> Option<u32> {
    let b = text.as_bytes();
    if b.len() != 8 || b[2] != b':' || b[5] != b':' {
        return None;
    }
    let (h, m, s) = (
        digits(&text[..2])?,
        digits(&text[3..5])?,
        digits(&text[6..])?,
    );
    (h < 24 && m < 60 && s < 60).then_some(h * 3600 + m * 60 + s)
}

/// Unix milliseconds as the `UTCDate` and `UTCTime` values.
pub fn utc_date_time(ms: u64) -> (String, String) {
    let secs = ms / 1000;
    let days = (secs / 86_400) as i64;
    let of_day = secs % 86_400;
    // Days to a civil date (H. Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (
        format!("{y:04}.{m:02}.{d:02}"),
        format!(
            "{:02}:{:02}:{:02}",
            of_day / 3600,
            of_day % 3600 / 60,
            of_day % 60
        ),
    )
}

/// A rating change as the `RatingDiff` tags write it.
pub fn diff_text(before: f64, after: f64) -> String {
    let d = after.round() as i64 - before.round() as i64;
    match d {
        0 => "0".into(),
        d if d > 0 => format!("+{d}"),
        d => d.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Tags, TagError> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty())
            .peekable();
        Tags::read(&mut lines)
    }

    #[test]
    fn awkward_names_round_trip() {
        let mut tags = Tags::new();
        let name = "a \"quoted\"] name\\ with\nnewline\ttab\u{7}bell";
        tags.set("First", name);
        tags.set("Result", "1-0");
        let text = tags.write();
        assert_eq!(text.lines().count(), 3, "{text}");
        let back = read(&text).unwrap();
        assert_eq!(back.get("First"), Some(name));
        assert_eq!(
            back.iter().collect::<Vec<_>>(),
            tags.iter().collect::<Vec<_>>()
        );
    }

    #[test]
    fn bad_lines_say_which_and_why() {
        for (text, line, says) in [
            ("[Event \"x\"]\n[Event \"y\"]", 2, "set already on line 1"),
            ("[Event x]", 1, "double quotes"),
            ("[Event \"x\" ]", 1, "nothing but `]`"),
            ("[Event \"a\"b\"]", 1, "nothing but `]`"),
            ("[Event \"x]", 1, "no closing quote"),
            ("[Event \"\\q\"]", 1, "not an escape"),
            ("\n[UTCDate \"2026.02.30\"]", 2, "YYYY.MM.DD"),
            ("[Result \"2-0\"]", 1, "1/2-1/2"),
            ("[Termination \"boredom\"]", 1, "adjournment lapsed"),
            ("[9x \"1\"]", 1, "the name"),
            ("[Rated\"yes\"]", 1, "a space"),
        ] {
            let e = read(text).unwrap_err();
            assert_eq!(e.line, line, "{text}: {e}");
            assert!(e.message.contains(says), "{text}: {e}");
        }
    }

    #[test]
    fn dates_are_utc_days() {
        assert_eq!(
            utc_date_time(0),
            ("1970.01.01".to_string(), "00:00:00".to_string())
        );
        // 2024-02-29 23:59:59 UTC.
        assert_eq!(
            utc_date_time(1_709_251_199_000),
            ("2024.02.29".to_string(), "23:59:59".to_string())
        );
        assert!(parse_date("2024.02.29").is_some());
        assert!(parse_date("2023.02.29").is_none());
        assert_eq!(diff_text(1500.0, 1662.4), "+162");
        assert_eq!(diff_text(1500.0, 1338.0), "-162");
    }
}
