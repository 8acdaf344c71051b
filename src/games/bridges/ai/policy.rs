//! Cheap knowledge about steps: bridge values, a quick placement score, the
//! playout policy, and the two baseline players (`random`, `greedy`).

use crate::games::bridges::{Action, Board, Cell, Player, Position, Step};
pub use crate::search::Playout;
use rand::Rng;

/// Cells strictly between the ends of a (legal) bridge: its score.
#[inline]
pub fn bridge_value(board: &Board, a: Cell, b: Cell) -> u32 {
    board.line_between(a, b).map_or(0, |(_, d)| d as u32 - 1)
}

/// What a placement on `cell` would do for `me`, seen along the three lines
/// through it: the bridges it would open to my unlocked tokens, and the
/// opponent bridge it would block.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub struct PlaceEval {
    /// Number of new bridges the token could build at once.
    pub options: u32,
    /// Sum of those bridges' values.
    pub option_value: u32,
    /// Longest of them.
    pub best_option: u32,
    /// Value of the opponent's open bridge this placement cuts (largest).
    pub blocks: u32,
}

impl PlaceEval {
    /// One number for ordering placements.
    #[inline]
    pub fn score(&self) -> u32 {
        2 * self.best_option + self.option_value + 2 * self.blocks
    }
}

/// Evaluate placing a token of `me` on a free `cell`.
pub fn place_eval(position: &Position, me: Player, cell: Cell) -> PlaceEval {
    let mut e = PlaceEval::default();
    for d in 0..3 {
        let fwd = position.open_token_toward(cell, d);
        let back = position.open_token_toward(cell, d + 3);
        for (owner, k) in [fwd, back].into_iter().flatten() {
            if owner == me && k >= 2 {
                e.options += 1;
                e.option_value += k - 1;
                e.best_option = e.best_option.max(k - 1);
            }
        }
        if let (Some((o1, k1)), Some((o2, k2))) = (fwd, back) {
            if o1 != me && o2 != me {
                e.blocks = e.blocks.max(k1 + k2 - 1);
            }
        }
    }
    e
}

/// The longest legal bridge for the player to move (ties: the first), with
/// its value, and how many bridges there are.
pub fn longest_bridge(position: &Position) -> (Option<(Step, u32)>, u32) {
    let best = position
        .longest_bridge()
        .map(|(a, b, v)| (Step::Bridge(a, b), v));
    (best, position.bridge_count_legal())
}

/// Is `player` ahead (the winner if the game ended now)?
#[inline]
pub fn is_winning(position: &Position, player: Player) -> bool {
    let scores = [
        position.score(Player::Orange),
        position.score(Player::LightBlue),
    ];
    let (mine, theirs) = (scores[player.index()], scores[player.other().index()]);
    if mine != theirs {
        return mine > theirs;
    }
    position.score_result().winner == Some(player)
}

/// Probability (in 1/256) that a Greedyish playout takes the longest bridge
/// when one exists.
const BRIDGE_ODDS: u32 = 230;
/// Random placements a Greedyish playout compares.
const PLACE_SAMPLES: u32 = 3;

/// One playout step for the player to move, or `None` when there is none.
#[inline]
pub fn playout_step(position: &Position, policy: Playout, rng: &mut impl Rng) -> Option<Step> {
    match policy {
        Playout::Uniform => position.random_step(rng),
        Playout::Greedyish => {
            let (bridge, _) = longest_bridge(position);
            let n = position.placeable_count();
            if let Some((step, _)) = bridge {
                if n == 0 || rng.gen_range(0..256) < BRIDGE_ODDS {
                    return Some(step);
                }
            }
            if n == 0 {
                return None;
            }
            let me = position.to_move();
            let mut best = (0, None);
            for _ in 0..PLACE_SAMPLES.min(n) {
                let c = position.random_free_cell(rng)?;
                let s = place_eval(position, me, c).score() + 1;
                if s > best.0 {
                    best = (s, Some(c));
                }
            }
            best.1.map(Step::Place)
        }
    }
}

/// The action a playout with `policy` makes in a game not over: a step of
/// [`playout_step`]; a pass only with no step left, or to end a game the
/// player is winning after the opponent passed; else the end of the turn.
pub fn playout_action(position: &Position, policy: Playout, rng: &mut impl Rng) -> Action {
    if position.steps_in_turn() == 0
        && position.passes_in_row() == 1
        && is_winning(position, position.to_move())
    {
        return Action::Pass;
    }
    match playout_step(position, policy, rng) {
        Some(step) => Action::Step(step),
        None if position.steps_in_turn() > 0 => Action::End,
        None => Action::Pass,
    }
}

/// Play the game out to its end with `policy` ([`playout_action`]).
pub fn playout(position: &mut Position, policy: Playout, rng: &mut impl Rng) {
    // Each step uses up a free cell or two unlocked tokens; the bound only
    // guards against a rules bug turning into a hang.
    for _ in 0..4096 {
        if position.is_over() {
            return;
        }
        let _ = apply(position, playout_action(position, policy, rng));
    }
}

/// Every legal action now: the steps, plus pass (at the start of any turn but
/// the first) or end (after one step).
pub fn legal_actions(position: &Position, steps: &mut Vec<Step>, out: &mut Vec<Action>) {
    out.clear();
    if position.is_over() {
        return;
    }
    position.legal_steps(steps);
    out.extend(steps.iter().map(|&s| Action::Step(s)));
    if position.steps_in_turn() > 0 {
        out.push(Action::End);
    } else if position.turn() > 1 {
        out.push(Action::Pass);
    }
}

/// Apply one action to a position.
pub fn apply(position: &mut Position, action: Action) -> bool {
    match action {
        Action::Step(s) => position.play(s).is_ok(),
        Action::Pass => position.pass().is_ok(),
        Action::End => position.end_turn().is_ok(),
    }
}

/// Play one decision of a baseline player at a time until its turn is over.
pub fn whole_turn(position: &Position, mut decide: impl FnMut(&Position) -> Action) -> Vec<Action> {
    let mut pos = position.clone();
    let mut turn = Vec::with_capacity(3);
    let mover = pos.to_move();
    while !pos.is_over() && pos.to_move() == mover && turn.len() < 3 {
        let a = decide(&pos);
        if !apply(&mut pos, a) {
            break;
        }
        turn.push(a);
        if !matches!(a, Action::Step(_)) {
            break;
        }
        if pos.steps_in_turn() == 0 {
            break; // the step ended the turn (second step, or turn 1)
        }
    }
    turn
}

/// The `random` baseline: uniform over every legal action.
pub fn random_action(position: &Position, rng: &mut impl Rng) -> Option<Action> {
    let (mut steps, mut acts) = (Vec::new(), Vec::new());
    legal_actions(position, &mut steps, &mut acts);
    if acts.is_empty() {
        return None;
    }
    Some(acts[rng.gen_range(0..acts.len())])
}

/// The `greedy` baseline: the longest bridge, else the placement that opens
/// the most bridges (ties at random), else pass or end the turn.
pub fn greedy_action(position: &Position, rng: &mut impl Rng) -> Option<Action> {
    if position.is_over() {
        return None;
    }
    let can_step =
        !(position.turn() == 1 && position.steps_in_turn() > 0) && position.steps_in_turn() < 2;
    if can_step {
        if let (Some((step, _)), _) = longest_bridge(position) {
            return Some(Action::Step(step));
        }
        let me = position.to_move();
        let mut best: Option<(u32, Cell)> = None;
        let mut ties = 0u32;
        for c in position.placeable().iter() {
            let c = Cell(c);
            let o = place_eval(position, me, c).options;
            match best {
                Some((bo, _)) if o < bo => {}
                Some((bo, _)) if o == bo => {
                    ties += 1;
                    if rng.gen_range(0..ties) == 0 {
                        best = Some((o, c));
                    }
                }
                _ => {
                    best = Some((o, c));
                    ties = 1;
                }
            }
        }
        if let Some((_, c)) = best {
            return Some(Action::Step(Step::Place(c)));
        }
    }
    Some(if position.steps_in_turn() > 0 {
        Action::End
    } else {
        Action::Pass
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::bridges::Record;
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    fn replay(text: &str) -> Position {
        Record::parse(text).unwrap().position
    }

    fn cell(p: &Position, name: &str) -> Cell {
        crate::games::bridges::parse_cell(p.board(), name).unwrap()
    }

    #[test]
    fn place_eval_sees_own_bridges_and_opponent_lines() {
        // Orange: A1 and A5. Light Blue: I5 and I9 (column I, 3 between).
        let p = replay("size 5\nA1\nI9\nA5\nI5\n");
        assert_eq!(p.to_move(), Player::Orange);
        // A3 sits between Orange's own A1 and A5: two 1-point options.
        let e = place_eval(&p, Player::Orange, cell(&p, "A3"));
        assert_eq!((e.options, e.option_value, e.best_option), (2, 2, 1));
        assert_eq!(e.blocks, 0);
        // I7 cuts Light Blue's I5–I9 line (3 points).
        let e = place_eval(&p, Player::Orange, cell(&p, "I7"));
        assert_eq!(e.blocks, 3);
        assert_eq!(e.options, 0);
        // E1 sees A1 along row 1 (B1, C1, D1 between): a 3-point option.
        let e = place_eval(&p, Player::Orange, cell(&p, "E1"));
        assert_eq!((e.options, e.best_option), (1, 3));
    }

    #[test]
    fn greedy_takes_the_longest_bridge_first() {
        // Orange has A1, A5 (3 between) and E1 (row 1: 3 between A1 and E1).
        let p = replay("size 5\nA1\nI9\nA5 E1\nI5\n");
        let (best, count) = longest_bridge(&p);
        assert_eq!(count, 2);
        assert_eq!(best.unwrap().1, 3);
        let mut rng = SmallRng::seed_from_u64(1);
        let a = greedy_action(&p, &mut rng).unwrap();
        assert!(matches!(a, Action::Step(Step::Bridge(..))), "{a:?}");
        let turn = whole_turn(&p, |q| greedy_action(q, &mut rng).unwrap());
        assert_eq!(turn.len(), 2, "a bridge then one more step: {turn:?}");
    }

    #[test]
    fn greedy_places_where_bridges_open() {
        let p = replay("size 5\nA1\nI9\n");
        let mut rng = SmallRng::seed_from_u64(2);
        let Some(Action::Step(Step::Place(c))) = greedy_action(&p, &mut rng) else {
            panic!("expected a placement");
        };
        assert_eq!(place_eval(&p, Player::Orange, c).options, 1);
    }

    #[test]
    fn playouts_end_the_game_with_both_policies() {
        for policy in [Playout::Uniform, Playout::Greedyish] {
            for seed in 0..20 {
                let mut rng = SmallRng::seed_from_u64(seed);
                let mut p = Position::new(3 + (seed % 6) as u8).unwrap();
                playout(&mut p, policy, &mut rng);
                assert!(p.is_over(), "{policy:?} seed {seed}");
            }
        }
    }

    #[test]
    fn random_player_turns_are_legal_until_the_end() {
        let mut rng = SmallRng::seed_from_u64(5);
        let mut p = Position::new(4).unwrap();
        while !p.is_over() {
            let turn = whole_turn(&p, |q| random_action(q, &mut rng).unwrap());
            assert!(!turn.is_empty());
            for a in turn {
                assert!(apply(&mut p, a), "{a:?}");
            }
        }
    }
}
