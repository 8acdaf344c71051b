//! The Numbridge puzzle generator and its CLI contract, checked by code that
//! shares nothing with the generator: a plain backtracking solver, a plain
//! flood fill over the page's six hex neighbours.

use crate::common::binary;

use bridges_bot::games::numbridge::{generate, Blocks, Puzzle, PuzzleError};
use proptest::prelude::*;
use std::collections::HashSet;

/// The six neighbours of the page: `(c±1, r)`, `(c, r−1)`, `(c+1, r−1)`,
/// `(c−1, r+1)`, `(c, r+1)`.
fn hex_neighbours(n: usize, i: usize) -> Vec<usize> {
    let (c, r) = ((i % n) as i64, (i / n) as i64);
    [
        (c + 1, r),
        (c - 1, r),
        (c, r - 1),
        (c + 1, r - 1),
        (c - 1, r + 1),
        (c, r + 1),
    ]
    .into_iter()
    .filter(|&(c, r)| c >= 0 && r >= 0 && c < n as i64 && r < n as i64)
    .map(|(c, r)| (r * n as i64 + c) as usize)
    .collect()
}

/// Whether digit `d` may go on empty cell `i` of `grid`.
fn allowed(n: usize, blocks: &[u8], grid: &[u8], i: usize, d: u8) -> bool {
    (0..n * n).all(|j| {
        j == i || grid[j] != d || (j / n != i / n && j % n != i % n && blocks[j] != blocks[i])
    })
}

/// Count solutions up to `limit` by backtracking on the empty cell with the
/// fewest allowed digits.
fn count(n: usize, blocks: &[u8], grid: &mut Vec<u8>, limit: usize) -> usize {
    let mut best: Option<(usize, Vec<u8>)> = None;
    for i in 0..n * n {
        if grid[i] != 0 {
            continue;
        }
        let ds: Vec<u8> = (1..=n as u8)
            .filter(|&d| allowed(n, blocks, grid, i, d))
            .collect();
        if best.as_ref().is_none_or(|(_, b)| ds.len() < b.len()) {
            let done = ds.len() <= 1;
            best = Some((i, ds));
            if done {
                break;
            }
        }
    }
    let Some((i, ds)) = best else { return 1 };
    let mut found = 0;
    for d in ds {
        grid[i] = d;
        found += count(n, blocks, grid, limit - found);
        grid[i] = 0;
        if found >= limit {
            break;
        }
    }
    found
}

fn check_blocks(p: &Puzzle) {
    let n = p.size;
    assert_eq!(p.blocks.len(), n * n);
    for b in 0..n as u8 {
        let cells: Vec<usize> = (0..n * n).filter(|&i| p.blocks[i] == b).collect();
        assert_eq!(cells.len(), n, "block {b} has {} cells", cells.len());
        let mut seen = HashSet::from([cells[0]]);
        let mut stack = vec![cells[0]];
        while let Some(i) = stack.pop() {
            for j in hex_neighbours(n, i) {
                if p.blocks[j] == b && seen.insert(j) {
                    stack.push(j);
                }
            }
        }
        assert_eq!(seen.len(), n, "block {b} is not connected: {:?}", p.blocks);
    }
}

fn check_solution(p: &Puzzle) {
    let n = p.size;
    assert_eq!(p.solution.len(), n * n);
    let all: HashSet<u8> = (1..=n as u8).collect();
    let groups: Vec<Box<dyn Fn(usize) -> usize>> = vec![
        Box::new(move |i| i / n),
        Box::new(move |i| i % n),
        Box::new(|i| usize::from(p.blocks[i])),
    ];
    for (kind, group) in ["row", "column", "block"].iter().zip(&groups) {
        for g in 0..n {
            let digits: HashSet<u8> = (0..n * n)
                .filter(|&i| group(i) == g)
                .map(|i| p.solution[i])
                .collect();
            assert_eq!(digits, all, "{kind} {g} of {}", p.solution_string());
        }
    }
}

fn check_puzzle(p: &Puzzle, size: usize, clues: usize) {
    assert_eq!(p.size, size);
    check_blocks(p);
    check_solution(p);
    assert_eq!(p.givens.len(), size * size);
    assert_eq!(p.givens.iter().filter(|&&d| d != 0).count(), clues);
    for (g, s) in p.givens.iter().zip(&p.solution) {
        assert!(*g == 0 || g == s, "a given differs from the solution");
    }
    let mut grid = p.givens.clone();
    assert_eq!(
        count(size, &p.blocks, &mut grid, 2),
        1,
        "not unique: {}",
        p.givens_string()
    );
}

#[test]
fn regular_9x9_puzzles() {
    for seed in 0..8 {
        let p = generate(9, 30, seed, Blocks::Regular).unwrap();
        check_puzzle(&p, 9, 30);
        // 3×3 rhombi.
        for i in 0..81 {
            assert_eq!(usize::from(p.blocks[i]), (i / 9 / 3) * 3 + (i % 9) / 3);
        }
    }
}

#[test]
fn irregular_9x9_puzzles() {
    for seed in 0..8 {
        let p = generate(9, 30, seed, Blocks::Irregular).unwrap();
        check_puzzle(&p, 9, 30);
    }
}

#[test]
fn regular_6x6_blocks_are_two_rows_by_three_columns() {
    let p = generate(6, 12, 5, Blocks::Regular).unwrap();
    check_puzzle(&p, 6, 12);
    for i in 0..36 {
        assert_eq!(usize::from(p.blocks[i]), (i / 6 / 2) * 2 + (i % 6) / 3);
    }
}

#[test]
fn same_seed_same_puzzle_other_seeds_other_puzzles() {
    for blocks in [Blocks::Regular, Blocks::Irregular] {
        for size in [9, 6] {
            let clues = if size == 9 { 30 } else { 12 };
            let a = generate(size, clues, 42, blocks).unwrap();
            assert_eq!(a, generate(size, clues, 42, blocks).unwrap());
            let solutions: HashSet<String> = (0..6)
                .map(|s| generate(size, clues, s, blocks).unwrap().solution_string())
                .collect();
            assert_eq!(solutions.len(), 6, "{size} {blocks}");
            if blocks == Blocks::Irregular {
                let layouts: HashSet<Vec<u8>> = (0..6)
                    .map(|s| generate(size, clues, s, blocks).unwrap().blocks)
                    .collect();
                assert_eq!(layouts.len(), 6, "irregular layouts repeat for size {size}");
            }
        }
    }
}

#[test]
fn bad_arguments_are_errors() {
    assert_eq!(
        generate(7, 20, 1, Blocks::Regular),
        Err(PuzzleError::Size(7))
    );
    assert!(matches!(
        generate(9, 82, 1, Blocks::Irregular),
        Err(PuzzleError::TooManyClues { .. })
    ));
    assert!(matches!(
        generate(9, 10, 1, Blocks::Regular),
        Err(PuzzleError::TooFewClues { .. })
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn six_by_six_puzzles_for_any_seed(seed in any::<u64>(), clues in 12usize..=20, irregular in any::<bool>()) {
        let blocks = if irregular { Blocks::Irregular } else { Blocks::Regular };
        let p = generate(6, clues, seed, blocks).unwrap();
        check_puzzle(&p, 6, clues);
        prop_assert_eq!(&p, &generate(6, clues, seed, blocks).unwrap());
    }
}

// The CLI.

fn cli(args: &[&str]) -> std::process::Output {
    binary::run_with_input(args, None, "")
}

#[test]
fn cli_prints_one_json_line() {
    let out = cli(&[
        "numbridge",
        "puzzle",
        "--size",
        "9",
        "--clues",
        "30",
        "--seed",
        "7",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty());
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "one line: {text}");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(|k| k.as_str()).collect();
    assert_eq!(keys, ["size", "blocks", "givens", "solution"]);
    let p = generate(9, 30, 7, Blocks::Regular).unwrap();
    assert_eq!(v["size"], 9);
    let blocks: Vec<u8> = v["blocks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b.as_u64().unwrap() as u8)
        .collect();
    assert_eq!(blocks, p.blocks);
    assert_eq!(v["givens"], p.givens_string());
    assert_eq!(v["solution"], p.solution_string());
    let givens = v["givens"].as_str().unwrap();
    assert_eq!(givens.len(), 81);
    assert_eq!(givens.chars().filter(|&c| c != '0').count(), 30);
}

#[test]
fn cli_irregular_6x6() {
    let out = cli(&[
        "numbridge",
        "puzzle",
        "--size",
        "6",
        "--clues",
        "14",
        "--seed",
        "3",
        "--blocks",
        "irregular",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value =
        serde_json::from_str(&String::from_utf8(out.stdout).unwrap()).unwrap();
    let p = Puzzle {
        size: 6,
        blocks: v["blocks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| b.as_u64().unwrap() as u8)
            .collect(),
        givens: v["givens"]
            .as_str()
            .unwrap()
            .bytes()
            .map(|b| b - b'0')
            .collect(),
        solution: v["solution"]
            .as_str()
            .unwrap()
            .bytes()
            .map(|b| b - b'0')
            .collect(),
    };
    check_puzzle(&p, 6, 14);
}

#[test]
fn cli_errors_exit_2_with_one_line() {
    for (args, needle) in [
        (
            vec!["--size", "7", "--clues", "30", "--seed", "1"],
            "9 or 6",
        ),
        (
            vec!["--size", "6", "--clues", "37", "--seed", "1"],
            "37 clues",
        ),
        (
            vec!["--size", "9", "--clues", "82", "--seed", "1"],
            "82 clues",
        ),
        (vec!["--size", "6", "--clues", "3", "--seed", "1"], "unique"),
        (
            vec![
                "--size", "9", "--clues", "30", "--seed", "1", "--blocks", "hex",
            ],
            "hex",
        ),
        (
            vec!["--size", "nine", "--clues", "30", "--seed", "1"],
            "--size",
        ),
        (
            vec!["--size", "9", "--clues", "30", "--seed", "-1"],
            "--seed",
        ),
    ] {
        let mut all = vec!["numbridge", "puzzle"];
        all.extend(&args);
        let out = cli(&all);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}
