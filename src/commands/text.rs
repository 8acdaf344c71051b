//! Wording shared by the commands: turn summaries, scores, results.

use crate::engine::{Action, Board, Player, Position, RuleError, ScoreResult, Step};
use crate::store::{Outcome, Seat};

/// "Ann (Orange)", or just "Orange" when the name is the colour.
pub fn who(players: &[Seat; 2], p: Player) -> String {
    let name = &players[p.index()].name;
    if name == p.name() {
        p.name().to_string()
    } else {
        format!("{name} ({p})")
    }
}

pub fn mention(id: u64) -> String {
    format!("<@{id}>")
}

/// Cell name with the en dash used in messages: `E2–E8`.
pub fn step_words(board: &Board, step: Step) -> String {
    match step {
        Step::Place(c) => format!("placed {}", board.name(c)),
        Step::Bridge(a, b) => {
            let value = board.line_between(a, b).map_or(0, |(_, d)| d - 1);
            format!("bridged {}–{} (+{value})", board.name(a), board.name(b))
        }
    }
}

/// "Orange placed E2 and bridged E2–E8 (+5)" / "Light Blue passed".
pub fn turn_summary(board: &Board, player: Player, steps: &[Step]) -> String {
    if steps.is_empty() {
        return format!("{player} passed");
    }
    let mut words: Vec<String> = steps.iter().map(|&s| step_words(board, s)).collect();
    // "placed G4 and C6" rather than "placed G4 and placed C6".
    if words.len() == 2 && words.iter().all(|w| w.starts_with("placed ")) {
        words[1] = words[1].replacen("placed ", "", 1);
    }
    format!("{player} {}", words.join(" and "))
}

/// " (Light Blue)" after a player's name, unless the name is the colour.
pub fn colour_note(players: &[Seat; 2], p: Player) -> String {
    if players[p.index()].name == p.name() {
        String::new()
    } else {
        format!(" ({p})")
    }
}

pub fn score_line(pos: &Position) -> String {
    let part = |p: Player| {
        let values = pos.bridge_values(p);
        if values.len() > 1 {
            let v: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            format!("{p} {} ({})", pos.score(p), v.join("+"))
        } else {
            format!("{p} {}", pos.score(p))
        }
    };
    format!(
        "Score: {} · {}",
        part(Player::Orange),
        part(Player::LightBlue)
    )
}

/// What the player to move may do now.
pub fn your_move(pos: &Position) -> &'static str {
    if pos.turn() == 1 {
        "place your first token, like `place E2`"
    } else if pos.steps_in_turn() == 1 {
        "1 more step, or `end`"
    } else {
        "up to 2 steps (`place E2`, `bridge E2 E8`), or `pass`"
    }
}

fn ordinal_longest(position: usize) -> String {
    match position {
        0 => "longest bridge".into(),
        1 => "second-longest bridge".into(),
        2 => "third-longest bridge".into(),
        n => format!("{}th-longest bridge", n + 1),
    }
}

fn value(v: u8) -> String {
    if v == 0 {
        "none".into()
    } else {
        v.to_string()
    }
}

/// The result of a scored game in one sentence:
/// "4–4; Orange wins the tie-break: longest bridge 3 vs 2".
pub fn score_result_sentence(players: &[Seat; 2], r: &ScoreResult) -> String {
    let [o, b] = r.scores;
    match (r.winner, r.tie_break) {
        (Some(w), None) => {
            let (hi, lo) = if w == Player::Orange { (o, b) } else { (b, o) };
            format!("{} wins {hi}–{lo}", who(players, w))
        }
        (Some(w), Some(t)) => {
            let (mine, theirs) = (t.values[w.index()], t.values[w.other().index()]);
            format!(
                "{o}–{b}; {w} wins the tie-break: {} {} vs {}. {} wins",
                ordinal_longest(t.position),
                value(mine),
                value(theirs),
                players[w.index()].name
            )
        }
        (None, _) => format!("{o}–{b} with the same bridges: a draw"),
    }
}

pub fn outcome_sentence(players: &[Seat; 2], outcome: &Outcome) -> String {
    match outcome {
        Outcome::Score { .. } => {
            let r = outcome.score_result().expect("a score outcome");
            score_result_sentence(players, &r)
        }
        Outcome::Resigned { player } => format!(
            "{} resigned; {} wins",
            who(players, *player),
            who(players, player.other())
        ),
        Outcome::AgreedDraw => "Draw agreed".into(),
        Outcome::Aborted { .. } => "Aborted by a moderator; no result".into(),
    }
}

/// A rule error for the step that caused it, in one line:
/// "C4 touches Orange's token at C3".
pub fn rule_error(board: &Board, action: Action, err: RuleError) -> String {
    let step = match action {
        Action::Step(Step::Place(c)) => board.name(c).to_string(),
        Action::Step(Step::Bridge(a, b)) => format!("{}–{}", board.name(a), board.name(b)),
        Action::Pass | Action::End => return capitalize(&err.to_string()),
    };
    match err {
        RuleError::Touches { .. } => format!("{step} {err}"),
        RuleError::Blocked { .. } => format!("{step} is {err}"),
        // These name their cells already.
        RuleError::Hole | RuleError::SameCell => format!("{step}: {err}"),
        _ => capitalize(&err.to_string()),
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

pub fn duration(secs: u64) -> String {
    if secs >= 3600 && secs.is_multiple_of(3600) {
        format!("{} h", secs / 3600)
    } else if secs >= 60 {
        format!("{} min", secs / 60)
    } else {
        format!("{secs} s")
    }
}

pub fn help(prefix: &str) -> String {
    let p = prefix;
    format!(
        "**Bridges** commands:\n\
         `{p}challenge @name [size N] [orange|blue|random]` · `{p}accept` · `{p}decline` · `{p}cancel`\n\
         Against me: `{p}play ai [level 1-5] [size N]` · `{p}hint` · `{p}analyse` (last game)\n\
         Moves (no prefix needed on your turn): `E2` or `place E2` · `E2-E8` or `bridge E2 E8` · \
         `place E2, bridge E2 E8` · `end` · `pass` · `undo`\n\
         `{p}board` · `{p}score` · `{p}record` · `{p}legal` · `{p}resign` · `{p}draw` · `{p}stats [@name]` · `{p}rules` · \
         `{p}abort` (moderators)"
    )
}

pub fn rules() -> String {
    "**Bridges** in short: place tokens of your colour on a hex board (never next to any token; \
     the center is a hole). Bridge two of your unlocked tokens on one line with only empty cells \
     (or the hole) between them: it scores 1 per cell between and locks both ends. Orange's first \
     turn is one step; later turns are 0–2 steps. Two passes in a row end the game; higher score \
     wins, ties go to the longer bridges. Full rules: README, section \"Rules\"."
        .into()
}
