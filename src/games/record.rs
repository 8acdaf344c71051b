//! Records of every game (`docs/games/README.md`): an optional header of
//! tag lines (`[Result "1-0"]`, see `header.rs`), an optional `game KEY`
//! line (Bridges when absent), option lines `KEY VALUE`, then one turn per
//! line. Blank lines and `#` comments are skipped.

use super::header::Tags;
use super::played::AnyGame;
use super::Kind;
use thiserror::Error;

/// Why a record could not be read: its 1-based line and what was wrong.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("line {line}: {message}")]
pub struct RecordError {
    pub line: usize,
    pub message: String,
}

/// The game of a record without a `game` line: records of the first
/// release, which hosted only it. Its records leave the line out.
pub const UNNAMED_KIND: Kind = Kind::DEFAULT;

/// The one option line of a record without a `game` line, as the first
/// release wrote it (`size 8`): there, `place E2` is a turn, not an option.
const UNNAMED_HEADER: &str = "size";

/// Does this line start a turn rather than set an option? Option lines are
/// a lower-case word and one value (`size 8`); no action is written so.
fn is_option_line(unnamed: bool, text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    match words[..] {
        [k, _] => {
            k.chars().all(|c| c.is_ascii_alphabetic())
                && k.len() > 2
                && (!unnamed || k.eq_ignore_ascii_case(UNNAMED_HEADER))
        }
        _ => false,
    }
}

/// Read a record of any game and replay it (its header is read, and must
/// be well formed, but not checked against the moves).
pub fn parse_record(text: &str) -> Result<Box<dyn AnyGame>, RecordError> {
    parse_record_at(text, None)
}

/// Read a record with its header (empty when it has none) and replay it.
pub fn parse_headed_record(text: &str) -> Result<(Tags, Box<dyn AnyGame>), RecordError> {
    read_record(text, None)
}

/// Read a record, replay it and check its header against the final
/// position ([`Tags::check_against`]): what `record check` does.
pub fn check_record(text: &str) -> Result<(Tags, Box<dyn AnyGame>), RecordError> {
    let (tags, game) = read_record(text, None)?;
    tags.check_against(game.as_ref()).map_err(|e| RecordError {
        line: e.line,
        message: e.message,
    })?;
    Ok((tags, game))
}

/// Read a record and replay its first `turns` turn lines (all when
/// `None`); asking for more turns than the record has is an error.
pub fn parse_record_at(text: &str, turns: Option<usize>) -> Result<Box<dyn AnyGame>, RecordError> {
    read_record(text, turns).map(|(_, game)| game)
}

fn read_record(text: &str, turns: Option<usize>) -> Result<(Tags, Box<dyn AnyGame>), RecordError> {
    let mut lines = text
        .lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'))
        .peekable();
    let tags = Tags::read(&mut lines).map_err(|e| RecordError {
        line: e.line,
        message: e.message,
    })?;
    let mut kind = UNNAMED_KIND;
    let mut first_line = 1;
    if let Some(&(line, l)) = lines.peek() {
        first_line = line;
        let words: Vec<&str> = l.split_whitespace().collect();
        if words
            .first()
            .is_some_and(|w| w.eq_ignore_ascii_case("game"))
        {
            let Some(k) = words
                .get(1)
                .and_then(|w| Kind::from_word(w))
                .filter(|_| words.len() == 2)
            else {
                let keys: Vec<&str> = Kind::ALL.iter().map(|k| k.key()).collect();
                return Err(RecordError {
                    line,
                    message: format!("expected `game KEY`, KEY one of {}", keys.join(", ")),
                });
            };
            kind = k;
            lines.next();
        }
    }
    let mut options = Vec::new();
    while let Some(&(line, l)) = lines.peek() {
        if !is_option_line(kind == UNNAMED_KIND, l) {
            break;
        }
        let (k, v) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
        options.push((k.to_lowercase(), v.trim().to_string()));
        first_line = line;
        lines.next();
    }
    if kind == UNNAMED_KIND && options.is_empty() {
        return Err(RecordError {
            line: first_line,
            message: format!(
                "expected the header `{UNNAMED_HEADER} N`, N from {} to {}",
                super::bridges::MIN_SIZE,
                super::bridges::MAX_SIZE
            ),
        });
    }
    let mut game = kind.new_game(&options).map_err(|message| RecordError {
        line: first_line,
        message: message.to_string(),
    })?;
    let lines: Vec<(usize, &str)> = lines.collect();
    for (i, &(line, text)) in lines.iter().enumerate() {
        game.replay_line(text, i + 1 == lines.len())
            .map_err(|message| RecordError { line, message })?;
    }
    if let Some(k) = turns {
        if k > lines.len() {
            return Err(RecordError {
                line: lines.last().map_or(first_line, |l| l.0),
                message: format!("--turn {k}: the record has only {} turns", lines.len()),
            });
        }
        let mut at = kind.new_game(&options).map_err(|message| RecordError {
            line: first_line,
            message: message.to_string(),
        })?;
        for (i, &(line, text)) in lines[..k].iter().enumerate() {
            at.replay_line(text, i + 1 == lines.len())
                .map_err(|message| RecordError { line, message })?;
        }
        return Ok((tags, at));
    }
    Ok((tags, game))
}

/// A text of several records one after another (a tournament's games),
/// each beginning with its header: the records with the number of lines
/// before each. A new record starts at a tag line that follows a line of
/// moves or options; a text with one record gives it whole.
pub fn split_records(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut start_line = 0;
    let mut in_body = false;
    let mut offset = 0;
    for (i, line) in text.split_inclusive('\n').enumerate() {
        let l = line.trim();
        if l.starts_with('[') {
            if in_body {
                out.push((start_line, &text[start..offset]));
                start = offset;
                start_line = i;
            }
            in_body = false;
        } else if !l.is_empty() && !l.starts_with('#') {
            in_body = true;
        }
        offset += line.len();
    }
    out.push((start_line, &text[start..]));
    out
}
