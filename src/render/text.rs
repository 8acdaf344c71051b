//! Words about a position: the status line, the alt text and the monospace
//! text board (terminals, screen readers).

use super::BoardView;
use crate::engine::{step_text, Board, Content, Game, Player, Step};
use crate::games::bridges::view::last_turn;

/// Who made the last turn (`None` for a new game).
fn last_mover(game: &Game) -> Option<Player> {
    if !game.current_steps().is_empty() {
        return Some(game.position().to_move());
    }
    let n = game.turns().len();
    (n > 0).then(|| {
        if (n - 1).is_multiple_of(2) {
            Player::Orange
        } else {
            Player::LightBlue
        }
    })
}

fn name<'a>(view: &BoardView<'a>, p: Player) -> &'a str {
    let n = view.names[p.index()].trim();
    if n.is_empty() {
        p.name()
    } else {
        n
    }
}

/// The status line: the caller's override, the result, or whose turn it is.
pub fn status_line(view: &BoardView) -> String {
    if let Some(s) = view.status {
        return s.to_string();
    }
    let game = view.game;
    let position = game.position();
    if let Some(result) = position.result() {
        let [o, b] = result.scores;
        return match (result.winner, result.tie_break) {
            (None, _) => format!("Game over · draw {o}–{b}"),
            (Some(w), None) => {
                let (hi, lo) = (o.max(b), o.min(b));
                format!("Game over · {} wins {hi}–{lo}", name(view, w))
            }
            (Some(w), Some(tb)) => format!(
                "Game over · {} wins {o}–{b} on the tie-break ({} v {})",
                name(view, w),
                tb.values[w.index()],
                tb.values[w.other().index()]
            ),
        };
    }
    let mover = position.to_move();
    let mut s = String::new();
    if game.current_steps().is_empty() && game.turns().last().is_some_and(|t| t.is_empty()) {
        s.push_str(&format!("{} passed · ", name(view, mover.other())));
    }
    s.push_str(&format!(
        "{} to move · turn {}",
        name(view, mover),
        position.turn()
    ));
    if position.steps_in_turn() > 0 {
        s.push_str(", step 2");
    }
    s
}

/// One line describing the position, for the image's alt text.
pub fn alt_text(view: &BoardView) -> String {
    let game = view.game;
    let position = game.position();
    let board = position.board();
    let mut s = format!("Bridges board, side {}.", board.size());
    for p in Player::BOTH {
        let tokens = position.tokens(p).len();
        let bridges = position.bridges().iter().filter(|b| b.owner == p).count();
        let score = position.score(p);
        s.push_str(&format!(
            " {} ({}): {} point{}, {} token{}, {} bridge{}.",
            name(view, p),
            p.name(),
            score,
            plural(score as usize),
            tokens,
            plural(tokens as usize),
            bridges,
            plural(bridges)
        ));
    }
    if let Some(p) = last_mover(game) {
        let steps = last_turn(game);
        if steps.is_empty() {
            s.push_str(&format!(" Last turn: {} passed.", p.name()));
        } else {
            let list: Vec<String> = steps.iter().map(|&st| describe(board, st)).collect();
            s.push_str(&format!(
                " Last turn: {} {}.",
                p.name(),
                list.join(", then ")
            ));
        }
    }
    s.push(' ');
    s.push_str(&status_line(view));
    s.push('.');
    s
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn describe(board: &Board, step: Step) -> String {
    match step {
        Step::Place(c) => format!("placed {}", board.name(c)),
        Step::Bridge(..) => format!("bridged {}", step_text(board, step)),
    }
}

/// The text board: one line per row, row 15 at the top; cells 4 characters
/// apart so the hexagons' stagger shows; coordinates on every edge.
pub fn render_text(view: &BoardView) -> String {
    let game = view.game;
    let position = game.position();
    let board = position.board();
    let n = board.size() as i32;
    let span = 2 * n - 1;
    // Items on a grid: (line = rows from the top, x = character column).
    let mut items: Vec<(i32, i32, String)> = Vec::new();
    let line = |r: i32| span + 1 - r;
    let xpos = |c: i32, r: i32| 2 * (2 * c - r);
    let mut last = vec![false; board.cell_count()];
    for &step in last_turn(game) {
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
    if view.show_legal && !position.is_over() {
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
                    items.push((line(r), x, "-".to_string()));
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
        items.push((line(r), x, ch.to_string()));
        if last[cell.index()] {
            items.push((line(r), x - 1, "[".to_string()));
            items.push((line(r), x + 1, "]".to_string()));
        }
    }
    for r in 0..span {
        let (c0, c1) = ((r - n + 1).max(0), (r + n - 1).min(span - 1));
        let t = (r + 1).to_string();
        items.push((line(r), xpos(c0 - 1, r) - (t.len() as i32 - 1), t.clone()));
        items.push((line(r), xpos(c1 + 1, r), t));
    }
    for c in 0..span {
        let (r0, r1) = ((c - n + 1).max(0), (c + n - 1).min(span - 1));
        let t = ((b'A' + c as u8) as char).to_string();
        // Where a row label already sits past the end, go one cell further.
        let k0 = if r0 > 0 { 2 } else { 1 };
        let k1 = if r1 < span - 1 { 2 } else { 1 };
        items.push((line(r0 - k0), xpos(c, r0 - k0), t.clone()));
        items.push((line(r1 + k1), xpos(c, r1 + k1), t));
    }
    let min_x = items.iter().map(|i| i.1).min().unwrap_or(0);
    let min_l = items.iter().map(|i| i.0).min().unwrap_or(0);
    let max_l = items.iter().map(|i| i.0).max().unwrap_or(0);
    let mut grid: Vec<Vec<char>> = vec![Vec::new(); (max_l - min_l + 1) as usize];
    for (l, x, s) in items {
        let row = &mut grid[(l - min_l) as usize];
        for (k, ch) in s.chars().enumerate() {
            let at = (x - min_x) as usize + k;
            if row.len() <= at {
                row.resize(at + 1, ' ');
            }
            row[at] = ch;
        }
    }
    let mut out = String::new();
    out.push_str(&format!(
        "Bridges, side {} · {}\n",
        board.size(),
        status_line(view)
    ));
    // "Ann (Orange, o)", or "Orange (o)" when the name is the colour.
    let who = |p: Player, letter: char| {
        let n = name(view, p);
        if n == p.name() {
            format!("{n} ({letter})")
        } else {
            format!("{n} ({}, {letter})", p.name())
        }
    };
    out.push_str(&format!(
        "{} {} · {} {}\n\n",
        who(Player::Orange, 'o'),
        points(position.score(Player::Orange)),
        who(Player::LightBlue, 'b'),
        points(position.score(Player::LightBlue))
    ));
    for row in grid {
        let s: String = row.into_iter().collect();
        out.push_str(s.trim_end());
        out.push('\n');
    }
    out.push_str("\no b: tokens · O B: bridge ends · - / \\: bridges · #: hole · [ ]: last turn");
    if view.show_legal {
        out.push_str(" · +: may place");
    }
    out.push('\n');
    out
}

fn points(n: u32) -> String {
    if n == 1 {
        "1 point".to_string()
    } else {
        format!("{n} points")
    }
}
