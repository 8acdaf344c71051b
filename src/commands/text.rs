//! Wording shared by the commands: names, mentions, results, help.

use crate::games::{AnyGame, Kind, SeatInfo, ViewCtx};
use crate::i18n::{self, Lang};
use crate::store::{Ending, StoredPlayer};
use crate::t;

/// The display names of a game's seats.
pub fn names(players: &[StoredPlayer; 2]) -> [&str; 2] {
    [players[0].name.as_str(), players[1].name.as_str()]
}

/// A seat's name in `lang` (`Orange`: `Laranja`, `Orange`).
pub fn seat_word(lang: Lang, seats: &[SeatInfo; 2], s: usize) -> String {
    seats[s].local_name(lang)
}

/// A player in `lang`: "Ann (Laranja)", or just "Laranja" when the name
/// is the seat's.
pub fn who_in(lang: Lang, players: &[StoredPlayer; 2], seats: &[SeatInfo; 2], s: usize) -> String {
    let name = &players[s].name;
    if seats[s].is_named(name) {
        seat_word(lang, seats, s)
    } else {
        t!(
            lang,
            "play-who",
            name = name,
            seat = seat_word(lang, seats, s)
        )
    }
}

pub use super::said::mention;

/// " (Light Blue)" after a player's name, unless the name is the seat's
/// (in `lang`: " (Azul-claro)").
pub fn colour_note_in(
    lang: Lang,
    players: &[StoredPlayer; 2],
    seats: &[SeatInfo; 2],
    s: usize,
) -> String {
    if seats[s].is_named(&players[s].name) {
        String::new()
    } else {
        format!(" ({})", seat_word(lang, seats, s))
    }
}

/// How a game ended, in `lang`, in one sentence without a full stop.
/// `game` is the game as it ended (for a result by the board rules).
pub fn outcome_sentence_in(
    lang: Lang,
    players: &[StoredPlayer; 2],
    game: &dyn AnyGame,
    outcome: &Ending,
) -> String {
    let seats = game.seats();
    let who = |s: usize| who_in(lang, players, seats, s);
    match outcome {
        Ending::Board { winner } => game
            .result_sentence(&ViewCtx::public(names(players)).in_lang(lang))
            .unwrap_or_else(|| match winner {
                Some(w) => t!(lang, "play-result-wins", who = who(*w)),
                None => t!(lang, "play-result-draw"),
            }),
        Ending::Resigned { seat } => t!(
            lang,
            "play-result-resigned",
            loser = who(*seat),
            winner = who(1 - seat)
        ),
        Ending::Timeout { seat } => t!(
            lang,
            "play-result-timeout",
            loser = who(*seat),
            winner = who(1 - seat)
        ),
        Ending::AgreedDraw => t!(lang, "play-result-agreed"),
        Ending::Aborted { .. } => t!(lang, "play-result-aborted"),
    }
}

/// Invisible or layout-changing characters: zero-width spaces and joiners,
/// direction overrides, the byte-order mark, tag characters.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}'
        | '\u{17B5}' | '\u{180B}'..='\u{180E}' | '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}'
        | '\u{FEFF}' | '\u{FFA0}' | '\u{FFF0}'..='\u{FFFB}' | '\u{E0000}'..='\u{E0FFF}')
}

/// A message that may quote what a user typed, made safe to show: control
/// and invisible characters are written as `\u{…}` escapes, so a quoted
/// `G\u{200b}4` shows why it is not `G4`, and nothing typed can ring a
/// bell, reverse the text or hide in the reply.
pub fn printable(s: &str) -> String {
    if !s
        .chars()
        .any(|c| (c.is_control() && c != '\n') || is_invisible(c))
    {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if (c.is_control() && c != '\n') || is_invisible(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// A message as the first words of a reply: capitalised, unless it opens
/// with a move or a cell (`d2-d4: …`, `e9 is not …`), which keep their case.
pub fn sentence(s: &str) -> String {
    let first = s.split_whitespace().next().unwrap_or("");
    if first.chars().any(|c| c.is_ascii_digit()) {
        s.to_string()
    } else {
        capitalize(s)
    }
}

/// "2 h", "5 min", "30 s" in `lang`.
pub fn duration_in(lang: Lang, secs: u64) -> String {
    if secs >= 3600 && secs.is_multiple_of(3600) {
        t!(lang, "play-duration-h", n = secs / 3600)
    } else if secs >= 60 {
        t!(lang, "play-duration-min", n = secs / 60)
    } else {
        t!(lang, "play-duration-s", n = secs)
    }
}

/// `!help [GAME]`: the commands, and how the game's moves are typed
/// (`help-moves-KEY` where a game words it itself; else its examples, with
/// a word on `undo` where the game allows take-backs), then the game's own
/// help (`help-KEY`) if its catalog has one.
pub fn help(prefix: &str, kind: Kind, lang: Lang) -> String {
    let mut text = t!(
        lang,
        "help-commands",
        game = game_name(kind, lang),
        prefix = prefix,
        moves = help_moves(kind, lang),
        rd = crate::rating::PROVISIONAL_RD
    );
    let extra = format!("help-{}", kind.key());
    if i18n::has_message(Lang::En, &extra) {
        text.push('\n');
        text.push_str(&i18n::message(lang, &extra, &[("prefix", prefix.into())]));
    }
    text
}

/// How a game's moves are typed, and `undo` where it takes back a step.
pub fn help_moves(kind: Kind, lang: Lang) -> String {
    let own = format!("help-moves-{}", kind.key());
    if i18n::has_message(Lang::En, &own) {
        i18n::message(lang, &own, &[])
    } else if kind.info().undo {
        t!(lang, "help-moves-undo", moves = move_examples(kind, lang))
    } else {
        move_examples(kind, lang)
    }
}

/// How moves of a game are typed, for help lines.
pub fn move_examples(kind: Kind, lang: Lang) -> String {
    i18n::message(lang, &format!("moves-{}", kind.key()), &[])
}

/// The game's name as players of `lang` say it (Bridges: Pontes, Ponts).
pub fn game_name(kind: Kind, lang: Lang) -> String {
    i18n::message(lang, &format!("game-{}", kind.key()), &[])
}

/// One line per hosted game.
pub fn games(prefix: &str, lang: Lang) -> String {
    let mut lines = vec![t!(lang, "games-intro", prefix = prefix)];
    lines.extend(game_lines(lang));
    lines.join("\n")
}

/// The hosted games, one line each: name, key and what it is about.
pub fn game_lines(lang: Lang) -> Vec<String> {
    let mut lines = Vec::new();
    for k in Kind::ALL {
        let aka = k
            .aliases()
            .iter()
            .find(|a| a.is_ascii())
            .map_or(String::new(), |a| format!(" ({a})"));
        lines.push(t!(
            lang,
            "games-line",
            game = game_name(k, lang),
            aka = aka,
            key = k.key(),
            summary = i18n::message(lang, &format!("summary-{}", k.key()), &[])
        ));
    }
    lines
}

/// The game's rules in short, for a phone screen.
pub fn rules(kind: Kind, lang: Lang) -> String {
    i18n::message(lang, &format!("rules-{}", kind.key()), &[])
}
