//! What a reply says, as data: text parts, mentions, commands the reader
//! can type, and sentences that differ by transport. Each transport renders
//! it: Discord as markdown ([`Text::markup`]), the terminal and the table
//! with names for mentions and no prefix (`src/local.rs`, `src/web/`).
//!
//! Sentences come from the Fluent catalogs, so they arrive as formatted
//! strings. [`Text::parse`] is the one place that turns such a string into
//! parts: the catalogs' own markup (`**strong**`, `` `code` ``) and the
//! markers the command layer passes as Fluent arguments ([`mention`],
//! [`prefix`], [`verbatim`]). The markers are Unicode noncharacters, which
//! no user may send ([`scrub`] removes them from what comes in), so a name
//! holding `**` or `<@1>` is never read as markup or a mention.

use std::fmt;

/// Opens a mention: `MENTION` id `END` (a user), `MENTION` `&` id `END`
/// (a role).
const MENTION: char = '\u{FDD0}';
/// Opens the command prefix: `PREFIX` prefix `END`, right after a
/// backtick: `` `PREFIX!ENDboard` `` is the command `board`.
const PREFIX: char = '\u{FDD1}';
/// Opens text read as it is (a name, a word the user typed).
const VERBATIM: char = '\u{FDD2}';
/// Closes any marker.
const END: char = '\u{FDD3}';

/// A mention of user `id`, as a Fluent argument: Discord pings it
/// (`<@id>`), the terminal and the table show the user's name.
pub fn mention(id: u64) -> String {
    format!("{MENTION}{id}{END}")
}

/// A mention of role `id`, as a Fluent argument (Discord's `<@&id>`).
pub fn role(id: u64) -> String {
    format!("{MENTION}&{id}{END}")
}

/// The command prefix, as the Fluent argument `prefix`: the catalogs write
/// `` `{ $prefix }board` ``, which becomes [`Part::Command`].
pub fn prefix(prefix: &str) -> String {
    format!("{PREFIX}{prefix}{END}")
}

/// Text from a user (a name, a typed word), as a Fluent argument: read as
/// it is, never as markup.
pub fn verbatim(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    format!("{VERBATIM}{text}{END}")
}

fn is_marker(c: char) -> bool {
    matches!(c, MENTION | PREFIX | VERBATIM | END)
}

/// `text` without the markers: what comes in from users (their messages,
/// names and options) passes through here, so only the command layer
/// makes markers.
pub fn scrub(text: &str) -> String {
    if text.chars().any(is_marker) {
        text.chars().filter(|&c| !is_marker(c)).collect()
    } else {
        text.to_string()
    }
}

/// One piece of a reply's text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Part {
    /// Text as it is (line breaks included).
    Plain(String),
    /// Stressed: a heading, a game's name (`**…**` in the catalogs).
    Strong(String),
    /// A user: pinged on Discord, named elsewhere.
    Mention(u64),
    /// A server's role (Discord only).
    Role(u64),
    /// A command the reader can type: `text` after the server's `prefix`
    /// (`board`, `challenge @name`).
    Command { prefix: String, text: String },
    /// Notation or a word as typed (`` `C4` ``).
    Code(String),
    /// A sentence that differs by transport: `chat` on Discord and the
    /// table (buttons to tap), `terminal` where everything is typed.
    ByTransport {
        chat: Vec<Part>,
        terminal: Vec<Part>,
    },
}

/// A reply's text: parts, and their Discord markup (read by tests and
/// logs, and through `Deref` as a `str`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text {
    parts: Vec<Part>,
    markup: String,
}

impl Text {
    /// A formatted catalog sentence (or several) as parts. Markup that is
    /// not closed stays as text, so `parse(s).markup() == s` for any `s`
    /// without markers.
    pub fn parse(s: &str) -> Text {
        Text::from_parts(parse_parts(s))
    }

    pub fn from_parts(parts: Vec<Part>) -> Text {
        let mut markup = String::new();
        write_markup(&parts, &mut markup);
        Text { parts, markup }
    }

    /// A sentence worded twice: for chats with buttons, and for the
    /// terminal.
    pub fn by_transport(chat: Text, terminal: Text) -> Text {
        Text::from_parts(vec![Part::ByTransport {
            chat: chat.parts,
            terminal: terminal.parts,
        }])
    }

    pub fn parts(&self) -> &[Part] {
        &self.parts
    }

    /// As Discord shows it: `**strong**`, `<@id>`, `` `!board` ``.
    pub fn markup(&self) -> &str {
        &self.markup
    }

    pub fn as_str(&self) -> &str {
        &self.markup
    }

    pub fn is_empty(&self) -> bool {
        self.parts.is_empty()
    }

    /// `other` after this text.
    pub fn push(&mut self, other: Text) {
        self.markup.push_str(&other.markup);
        for part in other.parts {
            match (self.parts.last_mut(), part) {
                (Some(Part::Plain(a)), Part::Plain(b)) => a.push_str(&b),
                (_, part) => self.parts.push(part),
            }
        }
    }

    /// A formatted sentence (parsed) after this text.
    pub fn push_str(&mut self, s: &str) {
        self.push(Text::parse(s));
    }

    /// `text` addressed to user `id`: a ping, then the text.
    pub fn addressed(id: u64, text: Text) -> Text {
        let mut out = Text::from_parts(vec![Part::Mention(id), Part::Plain(" ".into())]);
        out.push(text);
        out
    }

    /// Read plain, as the terminal and the table's old clients show it
    /// ([`Text::reading`]): a mention reads as the user's name
    /// (`name_of`), strong text reads plain, a command reads without the
    /// prefix (`` `board` ``).
    pub fn plain(&self, terminal: bool, name_of: impl Fn(u64) -> String) -> String {
        let mut out = String::new();
        for part in self.reading(terminal) {
            match part {
                Part::Plain(s) | Part::Strong(s) => out.push_str(&s),
                Part::Mention(id) => out.push_str(&name_of(id)),
                Part::Role(id) => out.push_str(&format!("@{id}")),
                Part::Command { text, .. } => out.push_str(&format!("`{text}`")),
                Part::Code(s) => out.push_str(&format!("`{s}`")),
                Part::ByTransport { .. } => unreachable!("reading() chose a wording"),
            }
        }
        out
    }

    /// The parts as one reader gets them, where nobody is pinged (the
    /// terminal, the table): the terminal's wording or the chat's, and
    /// without the mention that opens a line (a ping, `<@1> It's not your
    /// turn`), since the one it pings is the one reading.
    pub fn reading(&self, terminal: bool) -> Vec<Part> {
        let parts = self.flat(terminal);
        let mut out: Vec<Part> = Vec::with_capacity(parts.len());
        let mut i = 0;
        while i < parts.len() {
            let line_start = match out.last() {
                None => true,
                Some(Part::Plain(s)) => s.ends_with('\n'),
                Some(_) => false,
            };
            match (parts[i], parts.get(i + 1)) {
                (Part::Mention(_), Some(Part::Plain(s))) if line_start && s.starts_with(' ') => {
                    if s.len() > 1 {
                        out.push(Part::Plain(s[1..].to_string()));
                    }
                    i += 2;
                }
                (Part::Plain(s), _) => {
                    match out.last_mut() {
                        Some(Part::Plain(a)) => a.push_str(s),
                        _ => out.push(Part::Plain(s.clone())),
                    }
                    i += 1;
                }
                (p, _) => {
                    out.push(p.clone());
                    i += 1;
                }
            }
        }
        out
    }

    /// The parts a transport reads: `terminal` picks the terminal's
    /// wording of [`Part::ByTransport`], else the chat's.
    pub fn flat(&self, terminal: bool) -> Vec<&Part> {
        let mut out = Vec::new();
        flatten(&self.parts, terminal, &mut out);
        out
    }
}

fn flatten<'a>(parts: &'a [Part], terminal: bool, out: &mut Vec<&'a Part>) {
    for part in parts {
        match part {
            Part::ByTransport { chat, terminal: t } => {
                flatten(if terminal { t } else { chat }, terminal, out)
            }
            p => out.push(p),
        }
    }
}

fn write_markup(parts: &[Part], out: &mut String) {
    for part in parts {
        match part {
            Part::Plain(s) => out.push_str(s),
            Part::Strong(s) => {
                out.push_str("**");
                out.push_str(s);
                out.push_str("**");
            }
            Part::Mention(id) => out.push_str(&format!("<@{id}>")),
            Part::Role(id) => out.push_str(&format!("<@&{id}>")),
            Part::Command { prefix, text } => {
                out.push('`');
                out.push_str(prefix);
                out.push_str(text);
                out.push('`');
            }
            Part::Code(s) => {
                out.push('`');
                out.push_str(s);
                out.push('`');
            }
            Part::ByTransport { chat, .. } => write_markup(chat, out),
        }
    }
}

impl std::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        &self.markup
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.markup)
    }
}

impl From<String> for Text {
    fn from(s: String) -> Text {
        Text::parse(&s)
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Text {
        Text::parse(s)
    }
}

impl PartialEq<str> for Text {
    fn eq(&self, other: &str) -> bool {
        self.markup == other
    }
}

impl PartialEq<&str> for Text {
    fn eq(&self, other: &&str) -> bool {
        self.markup == *other
    }
}

impl PartialEq<String> for Text {
    fn eq(&self, other: &String) -> bool {
        &self.markup == other
    }
}

/// What the marker pass finds: the catalog's own characters, and what the
/// command layer marked.
#[derive(Clone, Debug, PartialEq)]
enum Token {
    Char(char),
    Verbatim(String),
    Mention(u64),
    Role(u64),
    Prefix(String),
}

fn tokens(s: &str) -> Vec<Token> {
    let mut out = Vec::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if !matches!(c, MENTION | PREFIX | VERBATIM) {
            // A stray `END` is dropped.
            if c != END {
                out.push(Token::Char(c));
            }
            continue;
        }
        let mut inner = String::new();
        for d in chars.by_ref() {
            if d == END {
                break;
            }
            inner.push(d);
        }
        // What a marker holds cannot hold markers: `scrub`bed names, ids.
        let inner = scrub(&inner);
        out.push(match c {
            PREFIX => Token::Prefix(inner),
            VERBATIM => Token::Verbatim(inner),
            _ => match inner.strip_prefix('&') {
                Some(id) => id
                    .parse()
                    .map_or(Token::Verbatim(inner.clone()), Token::Role),
                None => inner.parse().map_or(Token::Verbatim(inner), Token::Mention),
            },
        });
    }
    out
}

/// Where `pattern` (characters of the catalog, never user text) next
/// starts in `tokens[from..]`.
fn find(tokens: &[Token], from: usize, pattern: &[char]) -> Option<usize> {
    (from..tokens.len()).find(|&i| {
        pattern
            .iter()
            .enumerate()
            .all(|(k, &c)| tokens.get(i + k) == Some(&Token::Char(c)))
    })
}

/// The text of `tokens` when all are characters or verbatim text.
fn text_of(tokens: &[Token]) -> Option<String> {
    let mut s = String::new();
    for t in tokens {
        match t {
            Token::Char(c) => s.push(*c),
            Token::Verbatim(v) => s.push_str(v),
            _ => return None,
        }
    }
    Some(s)
}

fn parse_parts(s: &str) -> Vec<Part> {
    let tokens = tokens(s);
    let mut parts = Vec::new();
    let mut plain = String::new();
    let mut i = 0;
    while i < tokens.len() {
        let part = match &tokens[i] {
            Token::Char('*') if tokens.get(i + 1) == Some(&Token::Char('*')) => {
                find(&tokens, i + 2, &['*', '*'])
                    .filter(|&end| end > i + 2)
                    .and_then(|end| Some((Part::Strong(text_of(&tokens[i + 2..end])?), end + 2)))
            }
            Token::Char('`') => find(&tokens, i + 1, &['`']).and_then(|end| {
                let inner = &tokens[i + 1..end];
                let part = match inner.first() {
                    Some(Token::Prefix(p)) => Part::Command {
                        prefix: p.clone(),
                        text: text_of(&inner[1..])?,
                    },
                    _ => Part::Code(text_of(inner)?),
                };
                Some((part, end + 1))
            }),
            Token::Mention(id) => Some((Part::Mention(*id), i + 1)),
            Token::Role(id) => Some((Part::Role(*id), i + 1)),
            _ => None,
        };
        match part {
            Some((part, next)) => {
                if !plain.is_empty() {
                    parts.push(Part::Plain(std::mem::take(&mut plain)));
                }
                parts.push(part);
                i = next;
            }
            None => {
                match &tokens[i] {
                    Token::Char(c) => plain.push(*c),
                    Token::Verbatim(v) | Token::Prefix(v) => plain.push_str(v),
                    Token::Mention(_) | Token::Role(_) => unreachable!("parsed above"),
                }
                i += 1;
            }
        }
    }
    if !plain.is_empty() {
        parts.push(Part::Plain(plain));
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn plain(s: &str) -> Part {
        Part::Plain(s.into())
    }

    #[test]
    fn a_catalog_sentence_reads_as_parts() {
        let s = format!(
            "{}, **Bridges**: `{}board` or `C4`; ask {}",
            mention(7),
            prefix("!"),
            role(9)
        );
        let text = Text::parse(&s);
        assert_eq!(
            text.parts(),
            [
                Part::Mention(7),
                plain(", "),
                Part::Strong("Bridges".into()),
                plain(": "),
                Part::Command {
                    prefix: "!".into(),
                    text: "board".into()
                },
                plain(" or "),
                Part::Code("C4".into()),
                plain("; ask "),
                Part::Role(9),
            ]
        );
        assert_eq!(
            text.markup(),
            "<@7>, **Bridges**: `!board` or `C4`; ask <@&9>"
        );
    }

    #[test]
    fn user_text_is_never_markup_nor_a_mention() {
        let name = "**Ann** <@1> `x`";
        let s = format!("**{}** won; {} played", verbatim(name), verbatim(name));
        let text = Text::parse(&s);
        assert_eq!(
            text.parts(),
            [
                Part::Strong(name.into()),
                plain(&format!(" won; {name} played"))
            ]
        );
        // As Discord showed it before: the name as it is.
        assert_eq!(text.markup(), format!("**{name}** won; {name} played"));
        // A typed word in a code span stays one code span.
        let typed = format!("`{}` is not a command", verbatim("a`b"));
        assert_eq!(Text::parse(&typed).parts()[0], Part::Code("a`b".into()));
    }

    #[test]
    fn scrubbed_input_cannot_forge_a_marker() {
        let forged = format!("{}Evil{}", mention(1), prefix("!"));
        let s = format!("hi {}", verbatim(&scrub(&forged)));
        assert_eq!(Text::parse(&s).parts(), [plain("hi 1Evil!")]);
    }

    #[test]
    fn unclosed_markup_stays_text() {
        for s in ["**a", "a ** b", "`a", "****", "``", "* x *", "**`a**`"] {
            assert_eq!(Text::parse(s).markup(), s, "{s}");
        }
        assert_eq!(Text::parse("``").parts(), [Part::Code(String::new())]);
    }

    #[test]
    fn by_transport_renders_the_chat_wording_on_discord() {
        let mut text = Text::parse("Your hand. ");
        text.push(Text::by_transport(
            Text::parse("Tap a tile."),
            Text::parse("Type `C4 7`."),
        ));
        assert_eq!(text.markup(), "Your hand. Tap a tile.");
        let terminal: Vec<_> = text.flat(true).into_iter().cloned().collect();
        assert_eq!(
            terminal,
            [
                plain("Your hand. "),
                plain("Type "),
                Part::Code("C4 7".into()),
                plain(".")
            ]
        );
    }

    proptest! {
        #[test]
        fn markup_round_trips(s in "[a-c *`<@>&!0-9\n]{0,40}") {
            let text = Text::parse(&s);
            prop_assert_eq!(text.markup(), s.as_str());
        }

        #[test]
        fn marked_mentions_commands_and_names_round_trip(
            name in "[a-z*`<@>]{1,8}",
            id in 1u64..1_000_000,
            cmd in "[a-z]{1,8}",
        ) {
            let s = format!("{} `{}{cmd}` **{}**", mention(id), prefix("!"), verbatim(&name));
            let text = Text::parse(&s);
            prop_assert_eq!(
                text.parts(),
                &[
                    Part::Mention(id),
                    plain(" "),
                    Part::Command { prefix: "!".into(), text: cmd.clone() },
                    plain(" "),
                    Part::Strong(name.clone()),
                ][..]
            );
            prop_assert_eq!(text.markup(), format!("<@{id}> `!{cmd}` **{name}**"));
        }
    }
}
