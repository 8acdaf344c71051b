//! Numbridge puzzles: an `N×N` sudoku (`N` = 9 or 6) on hexagonal cells laid
//! out as a rhombus, as `docs/games/numbridge.md` states it. Pure code:
//! a complete solution for the chosen blocks from a seed, then digits
//! removed down to the clue count while the solution stays unique.
//!
//! Cells are numbered row by row from row 1 (the top): cell `r·N + c` for
//! 0-based column `c` and row `r`. A grid is `N·N` digits, 0 for an empty
//! cell. Blocks are `N·N` block numbers `0..N`, numbered in the order their
//! first cell appears row by row.
//!
//! The solver keeps a bit mask of used digits per row, column and block and
//! always branches on the empty cell with the fewest candidates. Every search
//! has a node budget, so nothing loops forever: a uniqueness check that runs
//! out of budget keeps its clue (the solution stays unique), a fill that runs
//! out starts over, and after a fixed number of tries the generator reports
//! an error.

use crate::i18n::{Msg, ToMsg};
use crate::msg;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::fmt;
use std::str::FromStr;

/// The largest board: 9×9.
const MAX_CELLS: usize = 81;

/// Complete solutions tried per puzzle (each with a fresh layout when the
/// blocks are irregular).
const SOLUTION_TRIES: usize = 3;
/// Removal orders tried per solution.
const ORDER_TRIES: usize = 8;
/// Irregular layouts tried (per solution) before giving up on finding one
/// with a complete solution.
const LAYOUT_TRIES: usize = 100;
/// Search nodes allowed to a fill of the empty grid.
const FILL_BUDGET: u64 = 20_000;
/// Search nodes allowed to one uniqueness check.
const CHECK_BUDGET: u64 = 50_000;

/// Regular blocks (3×3 on 9×9, 2 rows × 3 columns on 6×6) or irregular ones
/// (`N` connected regions of `N` cells, new for every seed).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Blocks {
    Regular,
    Irregular,
}

impl Blocks {
    pub fn key(self) -> &'static str {
        match self {
            Blocks::Regular => "regular",
            Blocks::Irregular => "irregular",
        }
    }
}

impl fmt::Display for Blocks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Blocks {
    type Err = PuzzleError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "regular" => Ok(Blocks::Regular),
            "irregular" => Ok(Blocks::Irregular),
            _ => Err(PuzzleError::BlocksName(s.to_string())),
        }
    }
}

/// Why no puzzle was made.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PuzzleError {
    Size(usize),
    BlocksName(String),
    TooManyClues {
        size: usize,
        clues: usize,
    },
    TooFewClues {
        size: usize,
        clues: usize,
        seed: u64,
        tries: usize,
    },
    NoLayout {
        size: usize,
        seed: u64,
    },
}

impl ToMsg for PuzzleError {
    fn to_msg(&self) -> Msg {
        match self {
            PuzzleError::Size(size) => msg!("numbridge-puzzle-size", size = *size),
            PuzzleError::BlocksName(v) => msg!("numbridge-puzzle-blocks", value = v),
            PuzzleError::TooManyClues { size, clues } => msg!(
                "numbridge-puzzle-too-many-clues",
                clues = *clues,
                size = *size,
                cells = size * size
            ),
            // A seed is text: a number argument would lose its last digits.
            PuzzleError::TooFewClues {
                size,
                clues,
                seed,
                tries,
            } => msg!(
                "numbridge-puzzle-too-few-clues",
                size = *size,
                clues = *clues,
                seed = seed.to_string(),
                tries = *tries
            ),
            PuzzleError::NoLayout { size, seed } => msg!(
                "numbridge-puzzle-no-layout",
                size = *size,
                seed = seed.to_string()
            ),
        }
    }
}

/// English, for the command line.
impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_msg().fmt(f)
    }
}

impl std::error::Error for PuzzleError {}

/// A generated puzzle: its blocks, its clues and its (unique) solution.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Puzzle {
    /// `N`: 9 or 6.
    pub size: usize,
    /// The block of every cell, `0..N`, row by row from row 1.
    pub blocks: Vec<u8>,
    /// The clues: a digit `1..=N`, or 0 for an empty cell, row by row.
    pub givens: Vec<u8>,
    /// The complete solution, row by row.
    pub solution: Vec<u8>,
}

impl Puzzle {
    /// The number of clues (non-zero givens).
    pub fn clues(&self) -> usize {
        self.givens.iter().filter(|&&d| d != 0).count()
    }

    /// The givens as `N·N` digits, `0` for an empty cell.
    pub fn givens_string(&self) -> String {
        digits(&self.givens)
    }

    /// The solution as `N·N` digits.
    pub fn solution_string(&self) -> String {
        digits(&self.solution)
    }

    /// The CLI's contract: `{"size":N,"blocks":[...],"givens":"...","solution":"..."}`.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "size": self.size,
            "blocks": self.blocks,
            "givens": self.givens_string(),
            "solution": self.solution_string(),
        })
    }
}

fn digits(grid: &[u8]) -> String {
    grid.iter().map(|&d| char::from(b'0' + d)).collect()
}

/// Make a puzzle: `size` 9 or 6, exactly `clues` clues, a unique solution.
/// The same arguments always give the same puzzle.
pub fn generate(
    size: usize,
    clues: usize,
    seed: u64,
    blocks: Blocks,
) -> Result<Puzzle, PuzzleError> {
    if size != 9 && size != 6 {
        return Err(PuzzleError::Size(size));
    }
    let cells = size * size;
    if clues > cells {
        return Err(PuzzleError::TooManyClues { size, clues });
    }
    let too_few = PuzzleError::TooFewClues {
        size,
        clues,
        seed,
        tries: SOLUTION_TRIES * ORDER_TRIES,
    };
    // With two digits missing from the clues they could be swapped in any
    // solution: never unique.
    if clues + 1 < size {
        return Err(too_few);
    }
    let mut rng = SmallRng::seed_from_u64(seed);
    for _ in 0..SOLUTION_TRIES {
        let (layout, solution) = match blocks {
            Blocks::Regular => {
                let layout = Layout::new(size, regular_blocks(size));
                // A regular grid always fills at once; the loop only guards
                // against an unlucky budget.
                let solution = loop {
                    if let Some(s) = fill(&layout, &mut rng) {
                        break s;
                    }
                };
                (layout, solution)
            }
            Blocks::Irregular => irregular_with_solution(size, &mut rng)
                .ok_or(PuzzleError::NoLayout { size, seed })?,
        };
        for _ in 0..ORDER_TRIES {
            if let Some(givens) = remove_down(&layout, &solution, clues, &mut rng) {
                return Ok(Puzzle {
                    size,
                    blocks: layout.blocks.clone(),
                    givens,
                    solution,
                });
            }
        }
    }
    Err(too_few)
}

/// The regular blocks: 3×3 on 9×9, 2 rows × 3 columns on 6×6.
pub fn regular_blocks(size: usize) -> Vec<u8> {
    let (rows, cols) = if size == 6 { (2, 3) } else { (3, 3) };
    let per_band = size / cols;
    (0..size * size)
        .map(|i| ((i / size / rows) * per_band + (i % size) / cols) as u8)
        .collect()
}

/// The (up to six) neighbours of `cell` on the rhombus: `(c±1, r)`,
/// `(c, r−1)`, `(c+1, r−1)`, `(c−1, r+1)`, `(c, r+1)`.
pub fn neighbours(size: usize, cell: usize) -> impl Iterator<Item = usize> {
    let (c, r) = ((cell % size) as isize, (cell / size) as isize);
    let n = size as isize;
    [(1, 0), (-1, 0), (0, -1), (1, -1), (-1, 1), (0, 1)]
        .into_iter()
        .map(move |(dc, dr)| (c + dc, r + dr))
        .filter(move |&(c, r)| (0..n).contains(&c) && (0..n).contains(&r))
        .map(move |(c, r)| (r * n + c) as usize)
}

/// Whether `blocks` is `N` regions of `N` cells each, every one connected
/// through the six neighbours.
pub fn blocks_valid(size: usize, blocks: &[u8]) -> bool {
    if blocks.len() != size * size {
        return false;
    }
    let mut counts = vec![0usize; size];
    for &b in blocks {
        match counts.get_mut(usize::from(b)) {
            Some(k) => *k += 1,
            None => return false,
        }
    }
    counts.iter().all(|&k| k == size) && (0..size as u8).all(|b| region_connected(size, blocks, b))
}

fn region_connected(size: usize, blocks: &[u8], block: u8) -> bool {
    let Some(start) = blocks.iter().position(|&b| b == block) else {
        return false;
    };
    let mut seen = [false; MAX_CELLS];
    let mut stack = vec![start];
    seen[start] = true;
    let mut reached = 1;
    while let Some(i) = stack.pop() {
        for j in neighbours(size, i) {
            if !seen[j] && blocks[j] == block {
                seen[j] = true;
                reached += 1;
                stack.push(j);
            }
        }
    }
    reached == blocks.iter().filter(|&&b| b == block).count()
}

/// Count the solutions of `grid` (0 = empty) for `blocks`, stopping at
/// `limit`. `None` if the search gave up (more than a few million nodes) or
/// the arguments are malformed.
pub fn count_solutions(size: usize, blocks: &[u8], grid: &[u8], limit: usize) -> Option<usize> {
    if (size != 9 && size != 6) || !blocks_valid(size, blocks) || grid.len() != size * size {
        return None;
    }
    let layout = Layout::new(size, blocks.to_vec());
    let mut s = Search::new(&layout, limit, 5_000_000);
    for (i, &d) in grid.iter().enumerate() {
        if d != 0 {
            if usize::from(d) > size || !s.fits(i, d) {
                return Some(0);
            }
            s.place(i, d);
        }
    }
    s.run(None);
    (!s.aborted).then_some(s.found)
}

/// A block layout with, per cell, its row, column and block unit.
#[derive(Clone, Debug)]
struct Layout {
    size: usize,
    blocks: Vec<u8>,
    /// Per cell: the indices of its row, column and block in `Search::used`.
    units: Vec<[u8; 3]>,
    full: u16,
}

impl Layout {
    fn new(size: usize, blocks: Vec<u8>) -> Self {
        let units = (0..size * size)
            .map(|i| {
                [
                    (i / size) as u8,
                    (size + i % size) as u8,
                    (2 * size) as u8 + blocks[i],
                ]
            })
            .collect();
        Layout {
            size,
            blocks,
            units,
            full: (1u16 << size) - 1,
        }
    }

    fn cells(&self) -> usize {
        self.size * self.size
    }
}

/// A depth-first search over a partly filled grid.
struct Search<'a> {
    layout: &'a Layout,
    grid: [u8; MAX_CELLS],
    /// Used digits (bit `d − 1`) per row, column and block.
    used: [u16; 27],
    /// Digits a cell may not take (the uniqueness check bans the solution's).
    banned: [u16; MAX_CELLS],
    /// The first solution found.
    first: Option<[u8; MAX_CELLS]>,
    found: usize,
    limit: usize,
    nodes: u64,
    budget: u64,
    aborted: bool,
}

impl<'a> Search<'a> {
    fn new(layout: &'a Layout, limit: usize, budget: u64) -> Self {
        Search {
            layout,
            grid: [0; MAX_CELLS],
            used: [0; 27],
            banned: [0; MAX_CELLS],
            first: None,
            found: 0,
            limit,
            nodes: 0,
            budget,
            aborted: false,
        }
    }

    fn candidates(&self, i: usize) -> u16 {
        let [a, b, c] = self.layout.units[i];
        self.layout.full
            & !(self.used[a as usize]
                | self.used[b as usize]
                | self.used[c as usize]
                | self.banned[i])
    }

    fn fits(&self, i: usize, d: u8) -> bool {
        self.grid[i] == 0 && self.candidates(i) & (1 << (d - 1)) != 0
    }

    fn place(&mut self, i: usize, d: u8) {
        let bit = 1 << (d - 1);
        self.grid[i] = d;
        for u in self.layout.units[i] {
            self.used[u as usize] |= bit;
        }
    }

    fn unplace(&mut self, i: usize) {
        let bit = !(1 << (self.grid[i] - 1));
        self.grid[i] = 0;
        for u in self.layout.units[i] {
            self.used[u as usize] &= bit;
        }
    }

    /// Search on; true when it should stop (enough solutions, or out of
    /// budget). With `rng`, candidates are tried in random order.
    fn run(&mut self, mut rng: Option<&mut SmallRng>) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
            return true;
        }
        // The empty cell with the fewest candidates.
        let mut best = usize::MAX;
        let mut best_mask = 0u16;
        let mut best_count = u32::MAX;
        for i in 0..self.layout.cells() {
            if self.grid[i] != 0 {
                continue;
            }
            let m = self.candidates(i);
            let k = m.count_ones();
            if k < best_count {
                best = i;
                best_mask = m;
                best_count = k;
                if k <= 1 {
                    break;
                }
            }
        }
        if best == usize::MAX {
            self.found += 1;
            if self.first.is_none() {
                self.first = Some(self.grid);
            }
            return self.found >= self.limit;
        }
        if best_count == 0 {
            return false;
        }
        let mut digits = [0u8; 9];
        let mut k = 0;
        let mut m = best_mask;
        while m != 0 {
            digits[k] = m.trailing_zeros() as u8 + 1;
            k += 1;
            m &= m - 1;
        }
        if let Some(r) = rng.as_deref_mut() {
            digits[..k].shuffle(r);
        }
        for &d in &digits[..k] {
            self.place(best, d);
            let stop = self.run(rng.as_deref_mut());
            self.unplace(best);
            if stop {
                return true;
            }
        }
        false
    }
}

/// A random complete grid for `layout`, or `None` if the search ran out of
/// budget (or the layout has no solution).
fn fill(layout: &Layout, rng: &mut SmallRng) -> Option<Vec<u8>> {
    let mut s = Search::new(layout, 1, FILL_BUDGET);
    s.run(Some(rng));
    s.first.map(|g| g[..layout.cells()].to_vec())
}

/// Remove the clues of `solution` in a random order, keeping each removal
/// only if the solution stays unique, until `clues` are left. `None` if the
/// order runs out first.
fn remove_down(
    layout: &Layout,
    solution: &[u8],
    clues: usize,
    rng: &mut SmallRng,
) -> Option<Vec<u8>> {
    let cells = layout.cells();
    let mut order: Vec<usize> = (0..cells).collect();
    order.shuffle(rng);
    let mut grid = solution.to_vec();
    let mut left = cells;
    for (k, &i) in order.iter().enumerate() {
        if left == clues {
            break;
        }
        if left - (cells - k) > clues {
            // Even removing every cell still to come would not reach it.
            return None;
        }
        grid[i] = 0;
        if has_other_solution(layout, &grid, i, solution[i]) {
            grid[i] = solution[i];
        } else {
            left -= 1;
        }
    }
    (left == clues).then_some(grid)
}

/// Whether `grid` (whose solution puts `digit` on `cell`) has a solution
/// with another digit there. Out of budget counts as yes.
fn has_other_solution(layout: &Layout, grid: &[u8], cell: usize, digit: u8) -> bool {
    let mut s = Search::new(layout, 1, CHECK_BUDGET);
    for (i, &d) in grid.iter().enumerate() {
        if d != 0 {
            s.place(i, d);
        }
    }
    s.banned[cell] = 1 << (digit - 1);
    s.run(None);
    s.found > 0 || s.aborted
}

/// A random irregular layout and a complete solution for it.
fn irregular_with_solution(size: usize, rng: &mut SmallRng) -> Option<(Layout, Vec<u8>)> {
    for _ in 0..LAYOUT_TRIES {
        let layout = Layout::new(size, irregular_blocks(size, rng));
        if let Some(solution) = fill(&layout, rng) {
            return Some((layout, solution));
        }
    }
    None
}

/// Random connected regions: start from the regular blocks and swap the
/// blocks of two neighbouring cells of different blocks many times, keeping
/// a swap only if both blocks stay connected. Numbered by first appearance.
fn irregular_blocks(size: usize, rng: &mut SmallRng) -> Vec<u8> {
    let cells = size * size;
    let neighbours: Vec<Vec<usize>> = (0..cells).map(|i| neighbours(size, i).collect()).collect();
    loop {
        let mut blocks = regular_blocks(size);
        let mut swaps = 0;
        let mut attempts = 0;
        while swaps < 4 * cells && attempts < 40 * cells {
            attempts += 1;
            let a = rng.gen_range(0..cells);
            let b = neighbours[a][rng.gen_range(0..neighbours[a].len())];
            let (ba, bb) = (blocks[a], blocks[b]);
            if ba == bb {
                continue;
            }
            blocks[a] = bb;
            blocks[b] = ba;
            if region_connected(size, &blocks, ba) && region_connected(size, &blocks, bb) {
                swaps += 1;
            } else {
                blocks[a] = ba;
                blocks[b] = bb;
            }
        }
        let blocks = renumber(&blocks);
        if blocks != regular_blocks(size) {
            return blocks;
        }
    }
}

/// Number blocks in the order their first cell appears, row by row.
fn renumber(blocks: &[u8]) -> Vec<u8> {
    let mut map = [u8::MAX; 9];
    let mut next = 0;
    blocks
        .iter()
        .map(|&b| {
            let m = &mut map[usize::from(b)];
            if *m == u8::MAX {
                *m = next;
                next += 1;
            }
            *m
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn valid_solution(p: &Puzzle) -> bool {
        let n = p.size;
        let full = (1u32 << n) - 1;
        let mut rows = vec![0u32; n];
        let mut cols = vec![0u32; n];
        let mut blks = vec![0u32; n];
        for i in 0..n * n {
            let d = p.solution[i];
            if d == 0 || usize::from(d) > n {
                return false;
            }
            let bit = 1 << (d - 1);
            rows[i / n] |= bit;
            cols[i % n] |= bit;
            blks[usize::from(p.blocks[i])] |= bit;
        }
        rows.iter().chain(&cols).chain(&blks).all(|&m| m == full)
    }

    #[test]
    fn regular_blocks_are_rhombi() {
        let b9 = regular_blocks(9);
        assert_eq!(&b9[..9], &[0, 0, 0, 1, 1, 1, 2, 2, 2]);
        assert_eq!(b9[80], 8);
        assert_eq!(b9[3 * 9], 3);
        let b6 = regular_blocks(6);
        assert_eq!(&b6[..12], &[0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
        assert_eq!(&b6[12..18], &[2, 2, 2, 3, 3, 3]);
        assert_eq!(b6[35], 5);
        assert!(blocks_valid(9, &b9));
        assert!(blocks_valid(6, &b6));
    }

    #[test]
    fn neighbours_follow_the_page() {
        // (c, r) = (1, 1) on 9×9: cell 10.
        let mut n: Vec<usize> = neighbours(9, 10).collect();
        n.sort();
        assert_eq!(n, vec![1, 2, 9, 11, 18, 19]);
        // A1 has A2 ((0,1)) and B1 ((1,0)) only.
        let mut n: Vec<usize> = neighbours(9, 0).collect();
        n.sort();
        assert_eq!(n, vec![1, 9]);
        // Top-right (8, 0): (7, 0), (7, 1), (8, 1).
        let mut n: Vec<usize> = neighbours(9, 8).collect();
        n.sort();
        assert_eq!(n, vec![7, 16, 17]);
    }

    #[test]
    fn disconnected_blocks_are_rejected() {
        // On 6×6, swap two far cells of blocks 0 and 5.
        let mut b = regular_blocks(6);
        b.swap(0, 35);
        assert!(!blocks_valid(6, &b));
        // (2, 1) of block 0 and (3, 2) of block 3 touch only through the
        // (c+1, r+1) diagonal, which is not a hex neighbour: swapped, each
        // is cut off from its new block.
        let mut b = regular_blocks(6);
        b.swap(8, 15);
        assert!(!region_connected(6, &b, 0));
        assert!(!region_connected(6, &b, 3));
        assert!(!blocks_valid(6, &b));
        // (2, 1) and (3, 0) are neighbours: swapped, both blocks stay whole.
        let mut b = regular_blocks(6);
        b.swap(8, 3);
        assert!(blocks_valid(6, &b));
    }

    #[test]
    fn regular_puzzles_are_valid_and_unique() {
        for (size, clues) in [(9, 30), (6, 12)] {
            for seed in 0..5 {
                let p = generate(size, clues, seed, Blocks::Regular).unwrap();
                assert!(valid_solution(&p));
                assert_eq!(p.clues(), clues);
                assert!(p
                    .givens
                    .iter()
                    .zip(&p.solution)
                    .all(|(&g, &s)| g == 0 || g == s));
                assert_eq!(count_solutions(size, &p.blocks, &p.givens, 2), Some(1));
                assert_eq!(p.blocks, regular_blocks(size));
            }
        }
    }

    #[test]
    fn irregular_puzzles_are_valid_and_unique() {
        for (size, clues) in [(9, 30), (6, 12)] {
            for seed in 0..5 {
                let p = generate(size, clues, seed, Blocks::Irregular).unwrap();
                assert!(blocks_valid(size, &p.blocks));
                assert_ne!(p.blocks, regular_blocks(size));
                assert!(valid_solution(&p));
                assert_eq!(p.clues(), clues);
                assert_eq!(count_solutions(size, &p.blocks, &p.givens, 2), Some(1));
            }
        }
    }

    #[test]
    fn errors() {
        assert_eq!(
            generate(7, 30, 1, Blocks::Regular),
            Err(PuzzleError::Size(7))
        );
        assert_eq!(
            generate(6, 37, 1, Blocks::Regular),
            Err(PuzzleError::TooManyClues { size: 6, clues: 37 })
        );
        assert!(matches!(
            generate(6, 3, 1, Blocks::Regular),
            Err(PuzzleError::TooFewClues { .. })
        ));
        assert!(matches!(
            generate(9, 12, 1, Blocks::Regular),
            Err(PuzzleError::TooFewClues { .. })
        ));
        assert_eq!("Irregular".parse::<Blocks>(), Ok(Blocks::Irregular));
        assert!("hex".parse::<Blocks>().is_err());
    }

    #[test]
    fn all_clues_is_the_solution() {
        let p = generate(6, 36, 9, Blocks::Regular).unwrap();
        assert_eq!(p.givens, p.solution);
    }

    #[test]
    fn count_solutions_counts() {
        let blocks = regular_blocks(6);
        // The empty 6×6 grid has many solutions.
        assert_eq!(count_solutions(6, &blocks, &[0; 36], 2), Some(2));
        let p = generate(6, 36, 3, Blocks::Regular).unwrap();
        let mut g = p.solution.clone();
        assert_eq!(count_solutions(6, &blocks, &g, 5), Some(1));
        g[0] = if g[0] == 1 { 2 } else { 1 };
        assert_eq!(count_solutions(6, &blocks, &g, 5), Some(0));
    }
}
