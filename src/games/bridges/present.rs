//! Bridges in words about its board: the status line under the board, the
//! image's alt text and the monospace text board (terminals, screen
//! readers), in the view's language, for the position after the last
//! turn ([`LastTurn`]).

use super::view::LastTurn;
use super::words::seat_name;
use super::{step_text, Board, Content, Player, Position, Step, SEATS};
use crate::games::present::ViewCtx;
use crate::t;

/// A player's display name, or the seat's name when blank.
fn name(ctx: &ViewCtx, p: Player) -> String {
    ctx.name(p.index(), &SEATS)
}

/// The status line: the caller's override, the result, or whose turn it is.
pub fn status_line(position: &Position, last: &LastTurn, ctx: &ViewCtx) -> String {
    if let Some(s) = ctx.status {
        return s.to_string();
    }
    let lang = ctx.lang;
    if let Some(result) = position.result() {
        let [o, b] = result.scores;
        return match (result.winner, result.tie_break) {
            (None, _) => t!(lang, "bridges-status-draw", orange = o, light_blue = b),
            (Some(w), None) => t!(
                lang,
                "bridges-status-win",
                name = name(ctx, w),
                high = o.max(b),
                low = o.min(b)
            ),
            (Some(w), Some(tb)) => t!(
                lang,
                "bridges-status-tiebreak",
                name = name(ctx, w),
                orange = o,
                light_blue = b,
                mine = tb.values[w.index()],
                theirs = tb.values[w.other().index()]
            ),
        };
    }
    let mover = position.to_move();
    let (who, turn) = (name(ctx, mover), position.turn());
    if last.passed {
        t!(
            lang,
            "bridges-status-passed",
            passer = name(ctx, mover.other()),
            name = who,
            turn = turn
        )
    } else if position.steps_in_turn() > 0 {
        t!(lang, "bridges-status-turn-step", name = who, turn = turn)
    } else {
        t!(lang, "bridges-status-turn", name = who, turn = turn)
    }
}

/// One line describing the position, for the image's alt text.
pub fn alt_text(position: &Position, last: &LastTurn, ctx: &ViewCtx) -> String {
    let lang = ctx.lang;
    let board = position.board();
    let mut sentences = vec![t!(lang, "bridges-alt-board", size = board.size())];
    for p in Player::BOTH {
        sentences.push(t!(
            lang,
            "bridges-alt-seat",
            name = name(ctx, p),
            seat = seat_name(p, lang),
            points = position.score(p),
            tokens = position.tokens(p).len(),
            bridges = position.bridges().iter().filter(|b| b.owner == p).count()
        ));
    }
    if let Some(p) = last.mover {
        let seat = seat_name(p, lang);
        let step = |st: Step| describe(board, st, ctx);
        sentences.push(match last.steps[..] {
            [] => t!(lang, "bridges-alt-last-pass", seat = seat),
            [one] => t!(lang, "bridges-alt-last", seat = seat, step = step(one)),
            [first, second, ..] => t!(
                lang,
                "bridges-alt-last-two",
                seat = seat,
                first = step(first),
                second = step(second)
            ),
        });
    }
    sentences.push(t!(
        lang,
        "bridges-alt-status",
        status = status_line(position, last, ctx)
    ));
    sentences.join(" ")
}

/// "placed E2", "bridged E2-E8" (the step in record notation).
fn describe(board: &Board, step: Step, ctx: &ViewCtx) -> String {
    match step {
        Step::Place(c) => t!(
            ctx.lang,
            "bridges-turn-placed",
            cell = board.name(c).to_string()
        ),
        Step::Bridge(..) => t!(
            ctx.lang,
            "bridges-turn-bridged",
            bridge = step_text(board, step)
        ),
    }
}

/// The text board: one line per row, row 15 at the top; cells 4 characters
/// apart so the hexagons' stagger shows; coordinates on every edge.
pub fn text_board(position: &Position, last_turn: &LastTurn, ctx: &ViewCtx) -> String {
    let lang = ctx.lang;
    let board = position.board();
    let n = board.size() as i32;
    let span = 2 * n - 1;
    // Characters on a grid: (line = rows from the top, x = character
    // column); a later one over an earlier one.
    let mut items: Vec<(i32, i32, char)> = Vec::new();
    let put = |items: &mut Vec<(i32, i32, char)>, l: i32, x: i32, text: &str| {
        for (k, ch) in text.chars().enumerate() {
            items.push((l, x + k as i32, ch));
        }
    };
    let line = |r: i32| span + 1 - r;
    let xpos = |c: i32, r: i32| 2 * (2 * c - r);
    let mut last = vec![false; board.cell_count()];
    for &step in &last_turn.steps {
        match step {
            Step::Place(c) => last[c.index()] = true,
            Step::Bridge(a, b) => {
                for c in [a, b]
                    .into_iter()
                    .chain(board.between(a, b).into_iter().flatten())
                {
                    last[c.index()] = true;
                }
            }
        }
    }
    let mut legal = vec![false; board.cell_count()];
    if ctx.show_legal && !position.is_over() {
        let mut steps = Vec::new();
        position.legal_steps(&mut steps);
        for s in steps {
            if let Step::Place(c) = s {
                legal[c.index()] = true;
            }
        }
    }
    let mut dir = vec![None; board.cell_count()];
    for b in position.bridges() {
        if let Some((d, _)) = board.line_between(b.a, b.b) {
            for c in board.between(b.a, b.b).into_iter().flatten() {
                dir[c.index()] = Some(d % 3);
            }
            if d % 3 == 0 {
                // Join a row bridge across the gaps between its cells.
                let (na, nb) = (board.name(b.a), board.name(b.b));
                let r = na.row as i32;
                let (x0, x1) = (xpos(na.col as i32, r), xpos(nb.col as i32, r));
                for x in (x0.min(x1) + 1)..x0.max(x1) {
                    items.push((line(r), x, '-'));
                }
            }
        }
    }
    for cell in board.cells() {
        let nm = board.name(cell);
        let (c, r) = (nm.col as i32, nm.row as i32);
        let ch = match position.content(cell) {
            Content::Empty if legal[cell.index()] => '+',
            Content::Empty => '.',
            Content::Hole => '#',
            Content::Token { owner, locked } => match (owner, locked) {
                (Player::Orange, false) => 'o',
                (Player::Orange, true) => 'O',
                (Player::LightBlue, false) => 'b',
                (Player::LightBlue, true) => 'B',
            },
            Content::Segment { .. } => match dir[cell.index()] {
                Some(1) => '\\',
                Some(2) => '/',
                _ => '-',
            },
        };
        let x = xpos(c, r);
        items.push((line(r), x, ch));
        if last[cell.index()] {
            items.push((line(r), x - 1, '['));
            items.push((line(r), x + 1, ']'));
        }
    }
    for r in 0..span {
        let (c0, c1) = ((r - n + 1).max(0), (r + n - 1).min(span - 1));
        let t = (r + 1).to_string();
        put(
            &mut items,
            line(r),
            xpos(c0 - 1, r) - (t.len() as i32 - 1),
            &t,
        );
        put(&mut items, line(r), xpos(c1 + 1, r), &t);
    }
    for c in 0..span {
        let (r0, r1) = ((c - n + 1).max(0), (c + n - 1).min(span - 1));
        let t = (b'A' + c as u8) as char;
        // Where a row label already sits past the end, go one cell further.
        let k0 = if r0 > 0 { 2 } else { 1 };
        let k1 = if r1 < span - 1 { 2 } else { 1 };
        items.push((line(r0 - k0), xpos(c, r0 - k0), t));
        items.push((line(r1 + k1), xpos(c, r1 + k1), t));
    }
    let min_x = items.iter().map(|i| i.1).min().unwrap_or(0);
    let min_l = items.iter().map(|i| i.0).min().unwrap_or(0);
    let max_l = items.iter().map(|i| i.0).max().unwrap_or(0);
    let mut grid: Vec<Vec<char>> = vec![Vec::new(); (max_l - min_l + 1) as usize];
    for (l, x, ch) in items {
        let row = &mut grid[(l - min_l) as usize];
        let at = (x - min_x) as usize;
        if row.len() <= at {
            row.resize(at + 1, ' ');
        }
        row[at] = ch;
    }
    let mut out = t!(
        lang,
        "bridges-text-title",
        size = board.size(),
        status = status_line(position, last_turn, ctx)
    );
    out.push('\n');
    // "Ann (Orange, o)", or "Orange (o)" when the name is the colour.
    let who = |p: Player, letter: char| {
        let (n, seat) = (name(ctx, p), seat_name(p, lang));
        let letter = letter.to_string();
        if n == seat {
            t!(lang, "bridges-text-who-seat", seat = seat, letter = letter)
        } else {
            t!(
                lang,
                "bridges-text-who",
                name = n,
                seat = seat,
                letter = letter
            )
        }
    };
    let points = |p: Player| t!(lang, "bridges-text-points", count = position.score(p));
    out.push_str(&format!(
        "{} {} · {} {}\n\n",
        who(Player::Orange, 'o'),
        points(Player::Orange),
        who(Player::LightBlue, 'b'),
        points(Player::LightBlue)
    ));
    for row in grid {
        let s: String = row.into_iter().collect();
        out.push_str(s.trim_end());
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&if ctx.show_legal {
        t!(lang, "bridges-text-legend-legal")
    } else {
        t!(lang, "bridges-text-legend")
    });
    out.push('\n');
    out
}
