//! Bridges' sentences: a broken rule, a turn, a score, a result, the moves
//! one may make. The words are in `assets/i18n/*/bridges.ftl`.

use super::super::present::ViewCtx;
use super::SEATS;
use crate::games::bridges::{Action, Board, Player, Position, RuleError, ScoreResult, Step};
use crate::i18n::{Lang, Msg, ToMsg};
use crate::{msg, t};

/// A player's seat name in `lang`.
pub fn seat_name(p: Player, lang: Lang) -> String {
    SEATS[p.index()].local_name(lang)
}

/// A rule error for the step that caused it, in one line:
/// "C4 touches Orange's token at C3". Errors that don't name a cell come
/// as they are (the caller capitalises the first letter).
pub fn explain(position: &Position, action: Action, err: RuleError) -> Msg {
    let board = position.board();
    let step = match action {
        Action::Step(Step::Place(c)) => board.name(c).to_string(),
        Action::Step(Step::Bridge(a, b)) => format!("{}–{}", board.name(a), board.name(b)),
        Action::Pass | Action::End => return err.to_msg(),
    };
    match err {
        RuleError::Touches { at, owner } => msg!(
            "bridges-explain-touches",
            step = step,
            owner = owner.key(),
            at = at.to_string()
        ),
        RuleError::Blocked { at, by } => msg!(
            "bridges-explain-blocked",
            step = step,
            by = by.to_msg(),
            at = at.to_string()
        ),
        // These name their cells already.
        RuleError::Hole | RuleError::SameCell => {
            msg!("rule-broken", action = step, reason = err.to_msg())
        }
        _ => err.to_msg(),
    }
}

/// A bridge with its value: "E2–E8 (+5)".
fn bridge_words(
    board: &Board,
    a: crate::games::bridges::Cell,
    b: crate::games::bridges::Cell,
) -> String {
    let value = board.line_between(a, b).map_or(0, |(_, d)| d - 1);
    format!("{}–{} (+{value})", board.name(a), board.name(b))
}

/// "placed E2" / "bridged E2–E8 (+5)".
fn step_words(board: &Board, step: Step, lang: Lang) -> String {
    match step {
        Step::Place(c) => t!(
            lang,
            "bridges-turn-placed",
            cell = board.name(c).to_string()
        ),
        Step::Bridge(a, b) => t!(
            lang,
            "bridges-turn-bridged",
            bridge = bridge_words(board, a, b)
        ),
    }
}

/// "placed E2 and bridged E2–E8 (+5)" / "placed G4 and C6" / "passed".
pub fn describe_steps(board: &Board, steps: &[Step], lang: Lang) -> String {
    match *steps {
        [] => t!(lang, "turn-passed"),
        [one] => step_words(board, one, lang),
        // "placed G4 and C6" rather than "placed G4 and placed C6".
        [Step::Place(a), Step::Place(b)] => t!(
            lang,
            "bridges-turn-placed-two",
            first = board.name(a).to_string(),
            second = board.name(b).to_string()
        ),
        [first, second, ..] => t!(
            lang,
            "bridges-turn-two",
            first = step_words(board, first, lang),
            second = step_words(board, second, lang)
        ),
    }
}

/// "Ann (Orange)", or just "Orange" when the name is the colour.
pub fn who(ctx: &ViewCtx, p: Player) -> String {
    let name = ctx.name(p.index(), &SEATS);
    let seat = seat_name(p, ctx.lang);
    if name == seat {
        seat
    } else {
        t!(ctx.lang, "bridges-who", name = name, seat = seat)
    }
}

/// "Score: Orange 12 (5+7) · Light Blue 9".
pub fn score_line(position: &Position, lang: Lang) -> String {
    let part = |p: Player| {
        let values = position.bridge_values(p);
        let (seat, score) = (seat_name(p, lang), position.score(p));
        if values.len() > 1 {
            let v: Vec<String> = values.iter().map(|v| v.to_string()).collect();
            t!(
                lang,
                "bridges-score-seat-bridges",
                seat = seat,
                score = score,
                values = v.join("+")
            )
        } else {
            t!(lang, "bridges-score-seat", seat = seat, score = score)
        }
    };
    t!(
        lang,
        "bridges-score",
        orange = part(Player::Orange),
        light_blue = part(Player::LightBlue)
    )
}

/// The result of a scored game in one sentence:
/// "4–4; Orange wins the tie-break: longest bridge 3 vs 2. Ann wins".
pub fn score_result_sentence(ctx: &ViewCtx, r: &ScoreResult) -> String {
    let lang = ctx.lang;
    let [o, b] = r.scores;
    match (r.winner, r.tie_break) {
        (Some(w), None) => {
            let (hi, lo) = if w == Player::Orange { (o, b) } else { (b, o) };
            t!(
                lang,
                "bridges-result-win",
                who = who(ctx, w),
                high = hi,
                low = lo
            )
        }
        (Some(w), Some(tb)) => {
            let (mine, theirs) = (tb.values[w.index()], tb.values[w.other().index()]);
            t!(
                lang,
                "bridges-result-tiebreak",
                orange = o,
                light_blue = b,
                seat = seat_name(w, lang),
                seat_key = SEATS[w.index()].key,
                bridge = t!(lang, "bridges-tiebreak-bridge", rank = tb.position + 1),
                mine = t!(lang, "bridges-tiebreak-value", value = mine),
                theirs = t!(lang, "bridges-tiebreak-value", value = theirs),
                name = ctx.name(w.index(), &SEATS)
            )
        }
        (None, _) => t!(lang, "bridges-result-draw", orange = o, light_blue = b),
    }
}

/// The legal steps listed for a chat message: cells to place on, bridges.
pub fn legal_text(position: &Position, lang: Lang) -> String {
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
            Step::Bridge(a, b) => Some(bridge_words(board, a, b)),
            _ => None,
        })
        .collect();
    let list = |v: &[String], max: usize| {
        let mut s = v.iter().take(max).cloned().collect::<Vec<_>>().join(" ");
        if v.len() > max {
            s.push_str(&t!(lang, "moves-more", count = v.len() - max));
        }
        s
    };
    let mut text = if steps.is_empty() {
        t!(lang, "bridges-legal-none")
    } else {
        t!(
            lang,
            "bridges-legal-place",
            count = places.len(),
            cells = list(&places, 20)
        )
    };
    if !bridges.is_empty() {
        text.push('\n');
        text.push_str(&t!(
            lang,
            "bridges-legal-bridges",
            bridges = list(&bridges, 12)
        ));
    }
    text
}
