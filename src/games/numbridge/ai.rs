//! The Numbridge player. Numbridge hides things (the solution, the other
//! hand), so the generic search, which plays out the true position, would
//! cheat. This player is given a [`PlayerView`]: what its seat knows (the
//! shown digits, who owns what, its own hand, the public counts, the
//! blocks, the last miss) and nothing else.
//!
//! It works out which digit goes where by sudoku logic: candidates and
//! naked singles (level 1), hidden singles too (level 2); level 3 also
//! settles the rest by search, which is sound because the puzzle's
//! solution is unique, so it usually knows where every tile of its hand
//! goes.
//!
//! Levels 1 and 2 place a tile they are sure of on the cell that helps
//! most by a fixed per-cell score, and otherwise take a useful clue, swap,
//! or guess on the likeliest cell.
//!
//! Level 3 scores every play it can make for sure (each sure tile on each
//! cell it fits, each free clue with the tile worth least as payment) by
//! the position it leaves, the other player to move:
//! - Ponte and Blitz: a race of shortest connections on the rhombus (own
//!   cells free, the other's cells walls): the cells the other still needs
//!   minus the cells I still need, then how many cells lie on each side's
//!   shortest routes (a narrow route is easy to cut) and the clue cells on
//!   them (anyone may take those at once); leaving the other one cell from
//!   joining through a clue is as good as lost. A cell both sides need
//!   scores twice, once for my route, once for cutting theirs. Clues cost
//!   their tiles: little at cost 1 (the hand is refilled), much at cost 2.
//! - Domínios: each block's odds from what each side still needs of its
//!   5 cells and what is left to take (decided blocks count as won or
//!   lost, blocks nobody can win count for nothing), and from those the
//!   chance of winning 5 blocks before the other does; plays go where a
//!   block is contested and still winnable.
//!
//! It guesses only when it has no sure play. A turn of two plays is
//! planned as if the first hit, with the tiles drawn after it unknown.
//!
//! `random` plays uniformly among the legal plays, which know nothing.

use super::board::each;
use super::{Action, Cells, Geo, Numbridge, Variant, BLOCKS_TO_WIN, BLOCK_MAJORITY, HAND};
use crate::games::arena::{play_game_of, Effort, GenericReport};
use crate::games::{Played, Progress, Rules, Seat};
use crate::search::{Budget, PlayerSpec, TurnStats};
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use std::time::Instant;

const MAX: usize = 81;

/// What one seat knows of a game.
#[derive(Clone, Debug)]
pub struct PlayerView {
    pub geo: &'static Geo,
    pub variant: Variant,
    /// Tiles a clue costs.
    pub cost: u8,
    pub me: Seat,
    /// The block of every cell.
    pub blocks: [u8; MAX],
    pub block_masks: [Cells; 9],
    /// Digits on clue and owned cells; 0 on empty cells.
    pub shown: [u8; MAX],
    /// Clue cells nobody has taken.
    pub clues: Cells,
    pub owned: [Cells; 2],
    /// My hand by digit counts.
    pub hand: [u8; 10],
    pub hand_len: u8,
    pub bag_len: u8,
    /// Plays left in my turn.
    pub plays_left: u8,
    /// My hand waits for its refill (a cost-2 clue's hold, Domínios):
    /// plays until the hold ends draw nothing.
    pub held: bool,
    /// The last miss: a digit known not to go on a cell.
    pub last_miss: Option<(u8, u8)>,
}

impl PlayerView {
    /// The view of the player to move (`None` once the game is over).
    pub fn of(game: &Numbridge) -> Option<PlayerView> {
        let me = game.to_move()?;
        let geo = game.geo();
        let mut blocks = [0; MAX];
        let mut shown = [0; MAX];
        let mut block_masks = [0; 9];
        for c in 0..geo.cells() {
            blocks[c] = game.blocks()[c];
            shown[c] = game.shown(c as u8);
        }
        for (b, m) in block_masks.iter_mut().enumerate().take(geo.n as usize) {
            *m = game.block_mask(b);
        }
        Some(PlayerView {
            geo,
            variant: game.variant(),
            cost: game.config().cost,
            me,
            blocks,
            block_masks,
            shown,
            clues: game.free_clues(),
            owned: [game.owned(0), game.owned(1)],
            hand: *game.hand(me),
            hand_len: game.hand_len(me),
            bag_len: game.bag_len(),
            plays_left: game.plays_left(),
            held: game.held(me),
            last_miss: game.last_miss(),
        })
    }

    pub fn empty(&self) -> Cells {
        self.geo.all & !(self.owned[0] | self.owned[1] | self.shown_mask())
    }

    fn shown_mask(&self) -> Cells {
        let mut m = 0;
        for c in 0..self.geo.cells() {
            if self.shown[c] != 0 {
                m |= 1 << c;
            }
        }
        m
    }

    /// The hand refilled to 3 from the bag with tiles I do not know yet:
    /// the hand's size grows, but only its known tiles can be named.
    fn refill_unknown(&mut self) {
        let drawn = HAND.saturating_sub(self.hand_len).min(self.bag_len);
        self.hand_len += drawn;
        self.bag_len -= drawn;
    }

    /// The digit of every tile in my hand, when they are all known and
    /// all the same.
    fn only_digit(&self) -> Option<u8> {
        let known: u8 = self.hand.iter().sum();
        let mut digits = (1..10u8).filter(|&d| self.hand[d as usize] > 0);
        let d = digits.next()?;
        (digits.next().is_none() && known == self.hand_len).then_some(d)
    }

    /// My view after a sure placement hits (the tiles drawn are unknown).
    fn after_hit(&self, cell: u8, digit: u8) -> PlayerView {
        let mut v = self.clone();
        v.shown[cell as usize] = digit;
        v.owned[self.me] |= 1 << cell;
        v.hand[digit as usize] -= 1;
        v.hand_len -= 1;
        if !v.held {
            v.refill_unknown();
        }
        v.plays_left = v.plays_left.saturating_sub(1);
        v
    }

    fn after_take(&self, cell: u8, discard: u8) -> PlayerView {
        let mut v = self.clone();
        v.clues &= !(1 << cell);
        v.owned[self.me] |= 1 << cell;
        if discard == 0 {
            // The free clue of an empty hand, then a refill (none while the
            // hand is held).
            if !v.held {
                v.refill_unknown();
            }
        } else if v.cost == 1 {
            // The tile paid goes to the bag and the hand is refilled: from
            // an empty bag that very tile comes back.
            if v.bag_len > 0 {
                v.hand[discard as usize] -= 1;
                v.hand_len -= 1;
                v.bag_len += 1;
                if !v.held {
                    v.refill_unknown();
                }
            }
        } else {
            // Cost 2: the tile named and one at random go, and the hand
            // waits for its refill. The one at random is known when the
            // rest are all one digit; else the caller plans no further.
            v.hand[discard as usize] -= 1;
            if let Some(d) = v.only_digit() {
                v.hand[d as usize] -= 1;
            }
            v.hand_len = v.hand_len.saturating_sub(v.cost);
            v.bag_len += v.cost;
            v.held = true;
        }
        v.plays_left = v.plays_left.saturating_sub(1);
        v
    }
}

/// How deep the sudoku reasoning goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Logic {
    NakedSingles,
    Singles,
    Complete,
}

/// What the player can tell of every empty cell: a sure digit, or the
/// digits still possible (bit `d`).
struct Knowledge {
    sure: [u8; MAX],
    cands: [u16; MAX],
}

fn units_of(v: &PlayerView, cell: usize) -> [usize; 3] {
    let n = v.geo.n as usize;
    [cell / n, n + cell % n, 2 * n + v.blocks[cell] as usize]
}

fn unit_masks(v: &PlayerView) -> Vec<Cells> {
    let n = v.geo.n as usize;
    let mut u = Vec::with_capacity(3 * n);
    u.extend_from_slice(&v.geo.rows[..n]);
    u.extend_from_slice(&v.geo.cols[..n]);
    u.extend_from_slice(&v.block_masks[..n]);
    u
}

fn deduce(v: &PlayerView, logic: Logic) -> Knowledge {
    let n = v.geo.n as usize;
    let cells = n * n;
    let full: u16 = (1u16 << (n + 1)) - 2;
    let mut grid = v.shown;
    let mut used = [0u16; 27];
    for (c, &d) in grid.iter().enumerate().take(cells) {
        if d != 0 {
            for u in units_of(v, c) {
                used[u] |= 1 << d;
            }
        }
    }
    let mut banned = [0u16; MAX];
    if let Some((c, d)) = v.last_miss {
        banned[c as usize] |= 1 << d;
    }
    let units = unit_masks(v);
    let cand = |grid: &[u8; MAX], used: &[u16; 27], c: usize| -> u16 {
        if grid[c] != 0 {
            return 0;
        }
        let [a, b, k] = units_of(v, c);
        full & !(used[a] | used[b] | used[k] | banned[c])
    };
    let set = |grid: &mut [u8; MAX], used: &mut [u16; 27], c: usize, d: u8| {
        grid[c] = d;
        for u in units_of(v, c) {
            used[u] |= 1 << d;
        }
    };
    loop {
        let mut progress = false;
        for c in 0..cells {
            let m = cand(&grid, &used, c);
            if grid[c] == 0 && m.count_ones() == 1 {
                set(&mut grid, &mut used, c, m.trailing_zeros() as u8);
                progress = true;
            }
        }
        if logic != Logic::NakedSingles {
            for (ui, &unit) in units.iter().enumerate() {
                for d in 1..=n as u8 {
                    if used[ui] & (1 << d) != 0 {
                        continue;
                    }
                    let mut only = None;
                    let mut count = 0;
                    for c in crate::games::numbridge::board::each(unit) {
                        if cand(&grid, &used, c as usize) & (1 << d) != 0 {
                            count += 1;
                            only = Some(c as usize);
                        }
                    }
                    if count == 1 {
                        let c = only.expect("one cell");
                        if grid[c] == 0 {
                            set(&mut grid, &mut used, c, d);
                            progress = true;
                        }
                    }
                }
            }
        }
        if !progress {
            break;
        }
    }
    if logic == Logic::Complete && (0..cells).any(|c| grid[c] == 0) {
        if let Some(solved) = solve(v, &grid, &banned) {
            grid = solved;
        }
    }
    let mut k = Knowledge {
        sure: [0; MAX],
        cands: [0; MAX],
    };
    for c in 0..cells {
        if v.shown[c] == 0 {
            k.sure[c] = grid[c];
            k.cands[c] = if grid[c] != 0 {
                1 << grid[c]
            } else {
                cand(&grid, &used, c)
            };
        }
    }
    k
}

/// The unique completion of `grid` by search, if found within a budget
/// and unique (else nothing is claimed).
fn solve(v: &PlayerView, grid: &[u8; MAX], banned: &[u16; MAX]) -> Option<[u8; MAX]> {
    let n = v.geo.n as usize;
    let cells = n * n;
    let full: u16 = (1u16 << (n + 1)) - 2;
    let mut used = [0u16; 27];
    for (c, &d) in grid.iter().enumerate().take(cells) {
        if d != 0 {
            for u in units_of(v, c) {
                used[u] |= 1 << d;
            }
        }
    }
    struct S<'a> {
        v: &'a PlayerView,
        grid: [u8; MAX],
        used: [u16; 27],
        banned: &'a [u16; MAX],
        found: usize,
        first: Option<[u8; MAX]>,
        nodes: u32,
        full: u16,
        cells: usize,
    }
    fn run(s: &mut S) -> bool {
        s.nodes += 1;
        if s.nodes > 200_000 {
            return true;
        }
        let mut best = usize::MAX;
        let mut best_m = 0u16;
        for c in 0..s.cells {
            if s.grid[c] != 0 {
                continue;
            }
            let [a, b, k] = units_of(s.v, c);
            let m = s.full & !(s.used[a] | s.used[b] | s.used[k] | s.banned[c]);
            if best == usize::MAX || m.count_ones() < best_m.count_ones() {
                best = c;
                best_m = m;
                if m.count_ones() <= 1 {
                    break;
                }
            }
        }
        if best == usize::MAX {
            s.found += 1;
            if s.first.is_none() {
                s.first = Some(s.grid);
            }
            return s.found >= 2;
        }
        let mut m = best_m;
        while m != 0 {
            let d = m.trailing_zeros() as u8;
            m &= m - 1;
            s.grid[best] = d;
            let us = units_of(s.v, best);
            for u in us {
                s.used[u] |= 1 << d;
            }
            let stop = run(s);
            for u in us {
                s.used[u] &= !(1 << d);
            }
            s.grid[best] = 0;
            if stop {
                return true;
            }
        }
        false
    }
    let mut s = S {
        v,
        grid: *grid,
        used,
        banned,
        found: 0,
        first: None,
        nodes: 0,
        full,
        cells,
    };
    run(&mut s);
    (s.found == 1 && s.nodes <= 200_000).then_some(s.first?)
}

/// `s` with every `own` cell joined to it through `own` cells.
fn joined(g: &Geo, own: Cells, mut s: Cells) -> Cells {
    loop {
        let next = s | (g.grow(s) & own);
        if next == s {
            return s;
        }
        s = next;
    }
}

/// Cells a seat still needs to join its edges: own cells cost 0, empty
/// and free clue cells 1, the other's cells are walls. `None`: cut off.
fn distance(v: &PlayerView, seat: Seat, own: Cells, wall: Cells) -> Option<u32> {
    let g = v.geo;
    let (a, b) = g.edges(seat);
    let open = g.all & !wall;
    let close = |s: Cells| joined(g, own, s);
    // `reach`: the cells reachable at the cost so far, layer by layer.
    let mut reach = close(a & own);
    let mut cost = 0;
    loop {
        if reach & b != 0 {
            return Some(cost);
        }
        let next = close(reach | ((g.grow(reach) | a) & open));
        if next == reach {
            return None;
        }
        reach = next;
        cost += 1;
    }
}

/// How much owning `cell` helps `me` (higher is better).
fn cell_value(v: &PlayerView, cell: u8) -> f32 {
    let me = v.me;
    let bit: Cells = 1 << cell;
    match v.variant {
        Variant::Ponte | Variant::Blitz => {
            let big = 100u32;
            let d =
                |seat: Seat, own: Cells, wall: Cells| distance(v, seat, own, wall).unwrap_or(big);
            let my_before = d(me, v.owned[me], v.owned[1 - me]);
            let my_after = d(me, v.owned[me] | bit, v.owned[1 - me]);
            let op_before = d(1 - me, v.owned[1 - me], v.owned[me]);
            let op_after = d(1 - me, v.owned[1 - me], v.owned[me] | bit);
            let gain = my_before.saturating_sub(my_after) as f32;
            let block = op_after.saturating_sub(op_before).min(10) as f32;
            // A small pull to the middle of my own route.
            let n = v.geo.n as f32;
            let (c, r) = ((cell % v.geo.n) as f32, (cell / v.geo.n) as f32);
            let centre = -((c + r / 2.0) - (n - 1.0) * 0.75).abs() * 0.02;
            if my_after == 0 {
                1000.0
            } else {
                3.0 * gain + 2.0 * block + 0.5 / (my_after as f32) + centre
            }
        }
        Variant::Dominios => {
            let b = v.blocks[cell as usize] as usize;
            let m = v.block_masks[b];
            let mine = (v.owned[me] & m).count_ones();
            let theirs = (v.owned[1 - me] & m).count_ones();
            if mine >= 5 || theirs >= 5 {
                return 0.1;
            }
            let won = (0..v.geo.n as usize)
                .filter(|&k| (v.owned[me] & v.block_masks[k]).count_ones() >= 5)
                .count();
            if mine == 4 {
                return if won == 4 { 1000.0 } else { 20.0 };
            }
            if theirs == 4 {
                return 15.0;
            }
            2.0 + mine as f32 + 0.5 * theirs as f32
        }
    }
}

/// The level a spec plays at: 1 to 3.
fn level_of(spec: &PlayerSpec) -> Option<u8> {
    match spec {
        PlayerSpec::Random => None,
        PlayerSpec::Greedy => Some(1),
        PlayerSpec::Mcts(cfg) => Some(match cfg.budget {
            Budget::Millis(ms) if ms <= 100 => 1,
            Budget::Millis(ms) if ms <= 300 => 2,
            _ => 3,
        }),
    }
}

/// One play for the view's player.
fn choose_play(v: &PlayerView, level: u8, rng: &mut SmallRng) -> Option<Action> {
    let logic = match level {
        1 => Logic::NakedSingles,
        2 => Logic::Singles,
        _ => Logic::Complete,
    };
    let k = deduce(v, logic);
    if level >= 3 {
        if let Some(a) = choose_strong(v, &k, rng) {
            return Some(a);
        }
    }
    let empty = v.empty();
    let jitter = |rng: &mut SmallRng| rng.gen::<f32>() * 0.01;
    // 1. A sure placement, on the most useful cell.
    let mut best: Option<(f32, Action)> = None;
    for c in crate::games::numbridge::board::each(empty) {
        let d = k.sure[c as usize];
        if d != 0 && v.hand[d as usize] > 0 {
            let val = if level == 1 { 1.0 } else { cell_value(v, c) } + jitter(rng);
            if best.is_none_or(|(b, _)| val > b) {
                best = Some((
                    val,
                    Action::Place {
                        cell: c,
                        digit: d,
                        miss: false,
                    },
                ));
            }
        }
    }
    // Tiles with no sure cell: what a clue is best paid with.
    let useless: Vec<u8> = (1..=v.geo.n)
        .filter(|&d| v.hand[d as usize] > 0)
        .filter(|&d| !crate::games::numbridge::board::each(empty).any(|c| k.sure[c as usize] == d))
        .collect();
    // 2. A clue worth more than the best sure placement, paid with a tile
    //    I cannot place for sure.
    if level >= 2 && v.clues != 0 {
        let pay = if v.hand_len == 0 {
            Some(0)
        } else if v.hand_len >= v.cost {
            useless.first().copied()
        } else {
            None
        };
        if let Some(pay) = pay {
            let mut clue: Option<(f32, u8)> = None;
            for c in crate::games::numbridge::board::each(v.clues) {
                let val = cell_value(v, c) + jitter(rng);
                if clue.is_none_or(|(b, _)| val > b) {
                    clue = Some((val, c));
                }
            }
            if let Some((val, cell)) = clue {
                let margin = if v.cost == 2 { 2.5 } else { 0.5 };
                let beats = best.is_none_or(|(b, _)| val > b + margin);
                if beats && (val > 1.0 || best.is_none()) {
                    return Some(Action::Take { cell, discard: pay });
                }
            }
        }
    }
    if let Some((_, a)) = best {
        return Some(a);
    }
    if v.hand_len == 0 {
        if v.clues != 0 {
            let cell = crate::games::numbridge::board::each(v.clues)
                .max_by(|&a, &b| cell_value(v, a).total_cmp(&cell_value(v, b)))?;
            return Some(Action::Take { cell, discard: 0 });
        }
        return (v.bag_len > 0).then_some(Action::Swap);
    }
    // 3. No sure tile: a good guess (one of two candidates), else a swap.
    let mut guess: Option<(f32, Action)> = None;
    for c in crate::games::numbridge::board::each(empty) {
        let m = k.cands[c as usize];
        let options = m.count_ones().max(1) as f32;
        for d in 1..=v.geo.n {
            if v.hand[d as usize] > 0 && m & (1 << d) != 0 {
                let p = 1.0 / options;
                let val = p * (1.0 + cell_value(v, c).min(50.0)) + jitter(rng);
                if guess.is_none_or(|(b, _)| val > b) {
                    guess = Some((
                        val,
                        Action::Place {
                            cell: c,
                            digit: d,
                            miss: false,
                        },
                    ));
                }
            }
        }
    }
    if v.bag_len > 0 && (guess.is_none() || level >= 2 && guess.is_some_and(|(g, _)| g < 1.0)) {
        return Some(Action::Swap);
    }
    if let Some((_, a)) = guess {
        return Some(a);
    }
    if v.bag_len > 0 {
        return Some(Action::Swap);
    }
    // Nothing sure, no bag: any tile on any empty cell.
    let d = (1..=v.geo.n).find(|&d| v.hand[d as usize] > 0)?;
    let cell = crate::games::numbridge::board::each(empty).next()?;
    Some(Action::Place {
        cell,
        digit: d,
        miss: false,
    })
}

/// The whole turn for the player to move of `game`: one play, or two in
/// Domínios (the second planned as if the first hit; a miss ends the
/// turn and the second is not played). Uses only that seat's view.
pub fn choose_turn(game: &Numbridge, spec: &PlayerSpec, seed: u64) -> Vec<Action> {
    let mut rng = SmallRng::seed_from_u64(seed);
    let Some(level) = level_of(spec) else {
        // `random`: uniform over the legal plays, knowing nothing.
        return random_turn(game, &mut rng);
    };
    let Some(mut v) = PlayerView::of(game) else {
        return Vec::new();
    };
    if !game.can_play(v.me) {
        return Vec::new();
    }
    let mut out = Vec::new();
    while v.plays_left > 0 {
        let Some(a) = choose_play(&v, level, &mut rng) else {
            break;
        };
        out.push(a);
        v = match a {
            Action::Place { cell, digit, .. } => v.after_hit(cell, digit),
            Action::Take { cell, discard } => {
                let mut next = v.after_take(cell, discard);
                if v.cost == 2 && discard != 0 {
                    let mut rest = v.clone();
                    rest.hand[discard as usize] -= 1;
                    rest.hand_len -= 1;
                    if rest.only_digit().is_none() {
                        // The tile taken at random is unknown: plan no
                        // further (the rest is planned once it is known).
                        next.plays_left = 0;
                    }
                }
                next
            }
            // A new hand is unknown: plan no further.
            _ => break,
        };
        if v.hand_len == 0 && v.clues == 0 && v.bag_len == 0 {
            break;
        }
    }
    out
}

fn random_turn(game: &Numbridge, rng: &mut SmallRng) -> Vec<Action> {
    let mut p = game.clone();
    let mut out = Vec::new();
    let me = game.to_move();
    while p.to_move() == me && me.is_some() {
        let Some(a) = p.random_action(rng) else { break };
        out.push(a);
        match p.apply(a) {
            Ok(Progress::Continues) => {}
            _ => break,
        }
    }
    out
}

/// [`choose_turn`] with what it cost (`Rules::own_turn`).
pub fn choose_turn_stats(
    game: &Numbridge,
    spec: &PlayerSpec,
    seed: u64,
) -> (Vec<Action>, TurnStats) {
    let start = Instant::now();
    let turn = choose_turn(game, spec, seed);
    let stats = TurnStats {
        decisions: turn.len() as u32,
        elapsed: start.elapsed(),
        ..TurnStats::default()
    };
    (turn, stats)
}

/// Play one arena game from the options; A sits at `a_seat`.
pub fn play_arena_game(
    a: &PlayerSpec,
    b: &PlayerSpec,
    options: &[(String, String)],
    a_seat: Seat,
    seed: u64,
    effort: &mut [Effort; 2],
) -> Result<GenericReport, String> {
    let start = Played::<Numbridge>::new(options).map_err(|e| e.to_string())?;
    play_game_of(a, b, start.position(), a_seat, seed, true, effort)
}

// ---------------------------------------------------------------------
// Level 3: every candidate play scored by the position it leaves.
// ---------------------------------------------------------------------

/// Cells reachable from edge `a` at each cost: `layers[k]` holds the
/// cells a seat joins to `a` by filling at most `k` cells (its own cells
/// cost nothing, `wall` cells are shut). Returns the number of layers
/// filled (they stop growing, or reach the board's size).
fn layers(g: &Geo, a: Cells, own: Cells, wall: Cells, out: &mut [Cells; MAX + 2]) -> usize {
    let open = g.all & !wall;
    let close = |s: Cells| joined(g, own, s);
    out[0] = close(a & own);
    let mut k = 0;
    while k < MAX {
        let next = close(out[k] | ((g.grow(out[k]) | a) & open));
        k += 1;
        out[k] = next;
        if next == out[k - 1] {
            break;
        }
    }
    k + 1
}

/// A seat's race to its edges: the fewest cells still to fill (`None`
/// when cut off) and the empty or clue cells on some shortest route.
#[derive(Clone, Copy, Debug)]
struct Race {
    dist: Option<u32>,
    route: Cells,
}

fn race(g: &Geo, seat: Seat, own: Cells, wall: Cells) -> Race {
    let (a, b) = g.edges(seat);
    let mut la = [0; MAX + 2];
    let mut lb = [0; MAX + 2];
    let na = layers(g, a, own, wall, &mut la);
    let nb = layers(g, b, own, wall, &mut lb);
    let Some(d) = (0..na).find(|&k| la[k] & b != 0) else {
        return Race {
            dist: None,
            route: 0,
        };
    };
    let mut route = 0;
    // A filled cell at exact cost `i` from `a` and `j` from `b` lies on a
    // route of `i + j - 1` cells.
    for i in 1..=d.min(na - 1) {
        let j = d + 1 - i;
        if j == 0 || j >= nb {
            continue;
        }
        let ea = la[i] & !la[i - 1];
        let eb = lb[j] & !lb[j - 1];
        route |= ea & eb;
    }
    Race {
        dist: Some(d as u32),
        route: route & !own & !wall,
    }
}

/// How good the cells `owned` are for `me` in Ponte and Blitz, with the
/// other player to move: the race (cells I still need against cells they
/// still need), then how many ways each route has (a route with few cells
/// is easy to cut), then clue cells on my route (I can take them at will,
/// and so can they on theirs).
fn connection_score(v: &PlayerView, owned: [Cells; 2]) -> f32 {
    let g = v.geo;
    let me = v.me;
    let op = 1 - me;
    let mine = race(g, me, owned[me], owned[op]);
    let theirs = race(g, op, owned[op], owned[me]);
    let Some(dm) = mine.dist else {
        return -1.0e6;
    };
    if dm == 0 {
        return 1.0e6;
    }
    let Some(dt) = theirs.dist else {
        return 1.0e5;
    };
    let clues = v.clues & !(owned[0] | owned[1]);
    let ways = |r: &Race| ((r.route.count_ones() as f32) + 1.0).ln();
    let mut s = 10.0 * (dt as f32 - dm as f32) + 1.5 * (ways(&mine) - ways(&theirs));
    // Clue cells are free for the taking: a route through them is quicker.
    s += 0.6 * ((mine.route & clues).count_ones() as f32).min(3.0);
    s -= 0.6 * ((theirs.route & clues).count_ones() as f32).min(3.0);
    // They move next: one cell from their goal with a way in is lost.
    if dt == 1 && theirs.route & clues != 0 {
        s -= 1.0e4;
    } else if dt == 1 {
        s -= 40.0;
    }
    s
}

/// Chance-like worth of a block to me in Domínios, from what each
/// player still needs (5 − owned) and what is left to take.
fn block_odds(mine: u32, theirs: u32, left: u32, my_move_next: bool) -> Option<f32> {
    if mine >= BLOCK_MAJORITY {
        return Some(1.0);
    }
    if theirs >= BLOCK_MAJORITY {
        return Some(0.0);
    }
    let need_me = BLOCK_MAJORITY - mine;
    let need_op = BLOCK_MAJORITY - theirs;
    let me_can = need_me <= left;
    let op_can = need_op <= left;
    match (me_can, op_can) {
        (false, false) => None,
        (true, false) => Some(1.0 - 0.15 * (need_me as f32 / left.max(1) as f32)),
        (false, true) => Some(0.15 * (need_op as f32 / left.max(1) as f32)),
        (true, true) => {
            let tempo = if my_move_next { 0.6 } else { -0.6 };
            let x = need_op as f32 - need_me as f32 + tempo;
            Some(1.0 / (1.0 + (-0.9 * x).exp()))
        }
    }
}

/// How good `owned` is for `me` in Domínios, the other to move: the
/// chance of winning 5 blocks before they do, each block's odds taken
/// as independent.
fn blocks_score(v: &PlayerView, owned: [Cells; 2]) -> f32 {
    let me = v.me;
    let op = 1 - me;
    let n = v.geo.n as usize;
    let taken = owned[0] | owned[1];
    let (mut won_me, mut won_op) = (0u32, 0u32);
    // Distribution of my blocks and of theirs among the live ones.
    let mut pm = [0f32; 10];
    let mut po = [0f32; 10];
    pm[0] = 1.0;
    po[0] = 1.0;
    let mut live = 0usize;
    let mut cells = 0f32;
    for b in 0..n {
        let m = v.block_masks[b];
        let mine = (owned[me] & m).count_ones();
        let theirs = (owned[op] & m).count_ones();
        let left = (m & !taken).count_ones();
        if mine >= BLOCK_MAJORITY {
            won_me += 1;
            continue;
        }
        if theirs >= BLOCK_MAJORITY {
            won_op += 1;
            continue;
        }
        cells += mine as f32 - theirs as f32;
        let Some(p) = block_odds(mine, theirs, left, false) else {
            continue;
        };
        live += 1;
        for k in (0..=live).rev() {
            pm[k] = pm[k] * (1.0 - p) + if k > 0 { pm[k - 1] * p } else { 0.0 };
            po[k] = po[k] * p + if k > 0 { po[k - 1] * (1.0 - p) } else { 0.0 };
        }
    }
    if won_me >= BLOCKS_TO_WIN {
        return 1.0e6;
    }
    let need_me = (BLOCKS_TO_WIN - won_me) as usize;
    let need_op = BLOCKS_TO_WIN.saturating_sub(won_op) as usize;
    let at_least = |p: &[f32; 10], k: usize| p.iter().skip(k).sum::<f32>();
    let win = at_least(&pm, need_me);
    let lose = if need_op == 0 {
        1.0
    } else {
        at_least(&po, need_op)
    };
    100.0 * (win - lose) + 3.0 * (won_me as f32 - won_op as f32) + 0.05 * cells
}

fn position_score(v: &PlayerView, owned: [Cells; 2]) -> f32 {
    match v.variant {
        Variant::Ponte | Variant::Blitz => connection_score(v, owned),
        Variant::Dominios => blocks_score(v, owned),
    }
}

/// Level 3's play: every sure placement and every clue it may take,
/// scored by the position each leaves (with a cost for the tiles a clue
/// throws away). `None` when it has nothing sure to play (the caller then
/// swaps or guesses).
fn choose_strong(v: &PlayerView, k: &Knowledge, rng: &mut SmallRng) -> Option<Action> {
    let me = v.me;
    let empty = v.empty();
    let jitter = |rng: &mut SmallRng| rng.gen::<f32>() * 0.001;
    let with = |cell: u8| {
        let mut o = v.owned;
        o[me] |= 1 << cell;
        o
    };
    // Each digit's best sure cell, and the value of holding it.
    let mut best_of = [f32::NEG_INFINITY; 10];
    let mut best: Option<(f32, Action)> = None;
    for c in each(empty) {
        let d = k.sure[c as usize];
        if d == 0 || v.hand[d as usize] == 0 {
            continue;
        }
        let s = position_score(v, with(c)) + jitter(rng);
        if s > best_of[d as usize] {
            best_of[d as usize] = s;
        }
        if best.is_none_or(|(b, _)| s > b) {
            best = Some((
                s,
                Action::Place {
                    cell: c,
                    digit: d,
                    miss: false,
                },
            ));
        }
    }
    // A clue, paid with the tile worth least (one with no sure cell first).
    let pay = if v.hand_len == 0 {
        Some(0)
    } else if v.hand_len >= v.cost {
        (1..=v.geo.n)
            .filter(|&d| v.hand[d as usize] > 0)
            .min_by(|&a, &b| best_of[a as usize].total_cmp(&best_of[b as usize]))
    } else {
        None
    };
    if let Some(pay) = pay {
        // Cost 1 is refilled at once: the clue costs little. Cost 2 leaves
        // one tile for the next turn.
        let price = match (pay, v.cost) {
            (0, _) => 0.0,
            (_, 1) => 0.3,
            _ => 6.0,
        };
        for c in each(v.clues) {
            let s = position_score(v, with(c)) - price + jitter(rng);
            if best.is_none_or(|(b, _)| s > b) {
                best = Some((
                    s,
                    Action::Take {
                        cell: c,
                        discard: pay,
                    },
                ));
            }
        }
    }
    best.map(|(_, a)| a)
}
