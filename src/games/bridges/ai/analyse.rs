//! Hints (the best next action with a one-line reason) and game analysis
//! (each side's biggest mistake: the turn where the evaluation dropped most).

use super::mcts::{pass_would_end, search, Budget, SearchConfig};
use super::policy::{bridge_value, longest_bridge};
use crate::games::bridges::record::{play_turn, turn_text};
use crate::games::bridges::{Action, Cell, Content, Player, Position, Record, Step};
use crate::i18n::Msg;
use crate::msg;

/// A suggested next action for the player to move.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub action: Action,
    /// The action as a player types it: `place E4`, `bridge E2 E8`, `end`, `pass`.
    pub text: String,
    /// One line: why, to word in the reader's language.
    pub reason: Msg,
    /// The search's evaluation for the player to move (≈ winning chance).
    pub value: f64,
}

/// The default hint: about a second of thought on both cores.
pub fn hint(position: &Position, seed: u64) -> Option<Hint> {
    hint_with(position, &SearchConfig::new(Budget::Millis(1_000)), seed)
}

/// A hint with a chosen search budget. `None` when the game is over.
pub fn hint_with(position: &Position, cfg: &SearchConfig, seed: u64) -> Option<Hint> {
    let mut cfg = *cfg;
    cfg.temperature = 0.0;
    let r = search(position, &cfg, seed, None)?;
    Some(Hint {
        action: r.action,
        text: action_text(position, r.action),
        reason: reason(position, r.action, r.value),
        value: r.value,
    })
}

/// An action as a player types it.
pub fn action_text(position: &Position, action: Action) -> String {
    let board = position.board();
    match action {
        Action::Step(Step::Place(c)) => format!("place {}", board.name(c)),
        Action::Step(Step::Bridge(a, b)) => {
            format!("bridge {} {}", board.name(a), board.name(b))
        }
        Action::End => "end".into(),
        Action::Pass => "pass".into(),
    }
}

/// The unlocked token of `owner` first seen from `cell` in direction `d`, and
/// the cells strictly between.
fn partner(position: &Position, cell: Cell, d: usize) -> Option<(Cell, Player, u32)> {
    for (k, &c) in position.board().ray(cell, d).iter().enumerate() {
        match position.content(Cell(c)) {
            Content::Empty | Content::Hole => continue,
            Content::Token {
                owner,
                locked: false,
            } => return Some((Cell(c), owner, k as u32)),
            _ => return None,
        }
    }
    None
}

/// A player's seat name as a message (`Laranja`).
fn seat(p: Player) -> Msg {
    Msg::id(match p {
        Player::Orange => "seat-orange",
        Player::LightBlue => "seat-light_blue",
    })
}

fn reason(position: &Position, action: Action, value: f64) -> Msg {
    let board = position.board();
    let me = position.to_move();
    let them = me.other();
    let why = match action {
        Action::Pass => match pass_would_end(position) {
            Some(Some(w)) if w == me => msg!(
                "hint-pass-wins",
                them = seat(them),
                mine = position.score(me),
                theirs = position.score(them)
            ),
            Some(None) => msg!("hint-pass-draws"),
            _ => msg!("hint-pass"),
        },
        Action::End => msg!("hint-end"),
        Action::Step(Step::Bridge(a, b)) => {
            let v = bridge_value(board, a, b);
            let longest = longest_bridge(position).0.map_or(0, |(_, lv)| lv);
            if v >= longest {
                msg!("hint-bridge-longest", points = v)
            } else {
                msg!("hint-bridge", points = v)
            }
        }
        Action::Step(Step::Place(c)) => {
            let mut best_own: Option<(Cell, u32)> = None;
            let mut block: Option<(Cell, Cell, u32)> = None;
            for d in 0..3 {
                let f = partner(position, c, d);
                let b = partner(position, c, d + 3);
                for (t, owner, k) in [f, b].into_iter().flatten() {
                    if owner == me && k >= 1 && best_own.is_none_or(|(_, bv)| k > bv) {
                        best_own = Some((t, k));
                    }
                }
                if let (Some((t1, o1, k1)), Some((t2, o2, k2))) = (f, b) {
                    let v = k1 + k2 + 1;
                    if o1 == them && o2 == them && block.is_none_or(|(_, _, bv)| v > bv) {
                        block = Some((t1, t2, v));
                    }
                }
            }
            match (block, best_own) {
                (Some((t1, t2, v)), own) if own.is_none_or(|(_, k)| v >= k) => msg!(
                    "hint-cut",
                    them = seat(them),
                    from = board.name(t1).to_string(),
                    to = board.name(t2).to_string(),
                    points = v
                ),
                (_, Some((t, k))) => msg!(
                    "hint-set-up",
                    to = board.name(t).to_string(),
                    points = k,
                    from = board.name(c).to_string()
                ),
                _ => msg!("hint-room"),
            }
        }
    };
    let percent = (value * 100.0).clamp(0.0, 100.0).round() as i64;
    msg!("hint-reason", why = why, percent = percent)
}

/// One side's worst turn in a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    pub player: Player,
    /// 1-based turn number (a record line).
    pub turn: usize,
    /// The turn as played, in record notation (`E8 E2-E8`, `pass`).
    pub played: String,
    /// What the search prefers, in record notation.
    pub better: String,
    /// The player's evaluation before the turn, and after what was played.
    pub before: f64,
    pub after: f64,
}

impl Mistake {
    pub fn drop(&self) -> f64 {
        self.before - self.after
    }
}

/// The AI's view of a finished (or unfinished) game.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Orange's evaluation before each turn (one per record line), then at
    /// the end.
    pub orange_values: Vec<f64>,
    /// Each side's biggest drop, if it lost more than a few percent:
    /// `[Orange, Light Blue]`.
    pub mistakes: [Option<Mistake>; 2],
}

/// Drops smaller than this are noise, not mistakes.
const MISTAKE_MIN: f64 = 0.05;

/// Analyse a record: evaluate the position before every turn with `budget`
/// (per position; `Budget::Millis(100)` keeps a 60-turn game near 8 s),
/// then find each side's biggest drop and the search's alternative there.
pub fn analyse(record: &Record, budget: Budget, seed: u64) -> Result<Analysis, String> {
    let mut pos = Position::new(record.size).ok_or("bad board size")?;
    let board = pos.board();
    let cfg = SearchConfig::new(budget);
    let mut positions = vec![pos.clone()];
    for (i, turn) in record.turns.iter().enumerate() {
        play_turn(&mut pos, turn).map_err(|(_, e)| format!("turn {}: {e}", i + 1))?;
        positions.push(pos.clone());
    }
    // Value for the player to move at each position (exact at the end).
    let values: Vec<f64> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if p.is_over() {
                super::mcts::reward_orange(p)
            } else {
                let v = search(p, &cfg, seed ^ i as u64, None).map_or(0.5, |r| r.value);
                match p.to_move() {
                    Player::Orange => v,
                    Player::LightBlue => 1.0 - v,
                }
            }
        })
        .collect();
    let mut mistakes: [Option<Mistake>; 2] = [None, None];
    for (t, turn) in record.turns.iter().enumerate() {
        let mover = positions[t].to_move();
        let side = |v: f64| match mover {
            Player::Orange => v,
            Player::LightBlue => 1.0 - v,
        };
        let (before, after) = (side(values[t]), side(values[t + 1]));
        let best = mistakes[mover.index()]
            .as_ref()
            .map_or(MISTAKE_MIN, |m| m.drop());
        if before - after > best {
            mistakes[mover.index()] = Some(Mistake {
                player: mover,
                turn: t + 1,
                played: turn_text(board, turn),
                better: String::new(),
                before,
                after,
            });
        }
    }
    for m in mistakes.iter_mut().flatten() {
        let p = &positions[m.turn - 1];
        let spec = super::PlayerSpec::Mcts(cfg);
        let turn = super::choose_turn(p, &spec, seed ^ 0xa11);
        let steps: Vec<Step> = turn
            .iter()
            .filter_map(|a| match a {
                Action::Step(s) => Some(*s),
                _ => None,
            })
            .collect();
        m.better = turn_text(board, &steps);
    }
    // A "better" turn equal to the played one is no mistake, only noise.
    for m in &mut mistakes {
        if m.as_ref().is_some_and(|x| x.better == x.played) {
            *m = None;
        }
    }
    Ok(Analysis {
        orange_values: values,
        mistakes,
    })
}
