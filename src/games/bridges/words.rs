//! Bridges' sentences: a broken rule, a turn, a result.

use super::super::rules::ViewCtx;
use super::SEATS;
use crate::engine::{Action, Board, Player, Position, RuleError, ScoreResult, Step};

/// Capitalise the first letter.
pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// A rule error for the step that caused it, in one line:
/// "C4 touches Orange's token at C3".
pub fn explain(position: &Position, action: Action, err: RuleError) -> String {
    let board = position.board();
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

/// "placed E2" / "bridged E2–E8 (+5)".
pub fn step_words(board: &Board, step: Step) -> String {
    match step {
        Step::Place(c) => format!("placed {}", board.name(c)),
        Step::Bridge(a, b) => {
            let value = board.line_between(a, b).map_or(0, |(_, d)| d - 1);
            format!("bridged {}–{} (+{value})", board.name(a), board.name(b))
        }
    }
}

/// "placed E2 and bridged E2–E8 (+5)" / "passed".
pub fn describe_steps(board: &Board, steps: &[Step]) -> String {
    if steps.is_empty() {
        return "passed".into();
    }
    let mut words: Vec<String> = steps.iter().map(|&s| step_words(board, s)).collect();
    // "placed G4 and C6" rather than "placed G4 and placed C6".
    if words.len() == 2 && words.iter().all(|w| w.starts_with("placed ")) {
        words[1] = words[1].replacen("placed ", "", 1);
    }
    words.join(" and ")
}

/// "Ann (Orange)", or just "Orange" when the name is the colour.
pub fn who(ctx: &ViewCtx, p: Player) -> String {
    let name = ctx.name(p.index(), &SEATS);
    if name == p.name() {
        p.name().to_string()
    } else {
        format!("{name} ({p})")
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
/// "4–4; Orange wins the tie-break: longest bridge 3 vs 2. Ann wins".
pub fn score_result_sentence(ctx: &ViewCtx, r: &ScoreResult) -> String {
    let [o, b] = r.scores;
    match (r.winner, r.tie_break) {
        (Some(w), None) => {
            let (hi, lo) = if w == Player::Orange { (o, b) } else { (b, o) };
            format!("{} wins {hi}–{lo}", who(ctx, w))
        }
        (Some(w), Some(t)) => {
            let (mine, theirs) = (t.values[w.index()], t.values[w.other().index()]);
            format!(
                "{o}–{b}; {w} wins the tie-break: {} {} vs {}. {} wins",
                ordinal_longest(t.position),
                value(mine),
                value(theirs),
                ctx.name(w.index(), &SEATS)
            )
        }
        (None, _) => format!("{o}–{b} with the same bridges: a draw"),
    }
}

/// The legal steps listed for a chat message: cells to place on, bridges.
pub fn legal_text(position: &Position) -> String {
    let board = position.board();
    let mut steps = Vec::new();
    if !position.is_over() {
        position.legal_steps(&mut steps);
    }
    let places: Vec<String> = steps
        .iter()
        .filter_map(|s| match *s {
            Step::Place(c) => Some(board.name(c).to_string()),
            _ => None,
        })
        .collect();
    let bridges: Vec<String> = steps
        .iter()
        .filter_map(|&s| match s {
            Step::Bridge(..) => Some(step_words(board, s).replace("bridged ", "")),
            _ => None,
        })
        .collect();
    let list = |v: &[String], max: usize| {
        let mut s = v.iter().take(max).cloned().collect::<Vec<_>>().join(" ");
        if v.len() > max {
            s.push_str(&format!(" … ({} more)", v.len() - max));
        }
        s
    };
    let mut text = if steps.is_empty() {
        "No step is possible now: `end` the turn".to_string()
    } else {
        format!("Place on {} cells: {}", places.len(), list(&places, 20))
    };
    if !bridges.is_empty() {
        text.push_str(&format!("\nBridges: {}", list(&bridges, 12)));
    }
    text
}
