//! The 8×8 board as bit sets: bit `rank * 8 + file` (`a1` = 0, `h8` = 63),
//! as [`crate::games::square::SquareBoard`] numbers cells. Shifts, edges,
//! the forbidden crossing and chains, all without loops over cells.

pub const FILE_A: u64 = 0x0101_0101_0101_0101;
pub const FILE_H: u64 = FILE_A << 7;
pub const RANK_1: u64 = 0xff;
pub const RANK_8: u64 = RANK_1 << 56;

/// The eight queen directions as (file, rank) steps: N, NE, E, SE, S, SW, W, NW.
pub const DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

#[inline]
pub fn bit(cell: u8) -> u64 {
    1u64 << cell
}

/// The cells orthogonally next to some cell of `b`.
#[inline]
pub fn orth(b: u64) -> u64 {
    (b << 8) | (b >> 8) | ((b & !FILE_H) << 1) | ((b & !FILE_A) >> 1)
}

/// The cells next to some cell of `b` in any of the eight directions.
#[inline]
pub fn king(b: u64) -> u64 {
    let side = ((b & !FILE_H) << 1) | ((b & !FILE_A) >> 1);
    let row = b | side;
    side | (row << 8) | (row >> 8)
}

/// Lower-left cells of the 2×2 squares (neither on file h nor rank 8).
const SQUARE_CORNERS: u64 = !FILE_H & !RANK_8;

/// The lower-left cells of every 2×2 square holding a forbidden crossing:
/// two black stones on one diagonal and two white on the other.
#[inline]
pub fn crossings(black: u64, white: u64) -> u64 {
    let rising = |a: u64, b: u64| a & (a >> 9) & (b >> 1) & (b >> 8);
    (rising(black, white) | rising(white, black)) & SQUARE_CORNERS
}

/// The cells where one more stone of `own` would complete a forbidden
/// crossing with `other` (on a board that holds none).
#[inline]
pub fn crossing_cells(own: u64, other: u64) -> u64 {
    // Squares (by lower-left cell) whose falling or rising diagonal `other` holds.
    let other_falling = (other >> 1) & (other >> 8) & SQUARE_CORNERS;
    let other_rising = other & (other >> 9) & SQUARE_CORNERS;
    // `own` on the rising diagonal (ll, ll + 9) or the falling one (ll + 1, ll + 8).
    let rising = ((own >> 9) & other_falling) | ((own & other_falling) << 9);
    let falling = (((own >> 8) & other_rising) << 1) | (((own >> 1) & other_rising) << 8);
    rising | falling
}

/// Index steps of [`DIRECTIONS`].
pub const STEPS: [i8; 8] = [8, 9, 1, -7, -8, -9, -1, 7];

const fn build_ray_lengths() -> [[u8; 8]; 64] {
    let mut out = [[0u8; 8]; 64];
    let mut c = 0;
    while c < 64 {
        let mut d = 0;
        while d < 8 {
            let (mut f, mut r) = ((c % 8) as i32, (c / 8) as i32);
            let mut n = 0;
            loop {
                f += DIRECTIONS[d].0;
                r += DIRECTIONS[d].1;
                if f < 0 || f > 7 || r < 0 || r > 7 {
                    break;
                }
                n += 1;
            }
            out[c][d] = n;
            d += 1;
        }
        c += 1;
    }
    out
}

/// The number of cells from each cell to the edge in each direction.
pub const RAY_LENGTHS: [[u8; 8]; 64] = build_ray_lengths();

const fn build_rays() -> [[u64; 64]; 8] {
    let mut out = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut c = 0;
        while c < 64 {
            let mut to = c as i32;
            let mut n = 0;
            while n < RAY_LENGTHS[c][d] {
                to += STEPS[d] as i32;
                out[d][c] |= 1u64 << to;
                n += 1;
            }
            c += 1;
        }
        d += 1;
    }
    out
}

/// The cells from each cell to the edge in each direction (the cell itself
/// left out).
pub const RAYS: [[u64; 64]; 8] = build_rays();

/// The cells a queen on `from` reaches over empty cells, stopping before
/// the first cell of `occupied` in each direction.
#[inline]
pub fn queen_targets(from: u8, occupied: u64) -> u64 {
    let mut out = 0;
    for (d, rays) in RAYS.iter().enumerate() {
        let ray = rays[from as usize];
        let blockers = ray & occupied;
        out |= if blockers == 0 {
            ray
        } else {
            // The nearest blocker: lowest bit on rising steps, highest on falling.
            let first = if STEPS[d] > 0 {
                blockers.trailing_zeros()
            } else {
                63 - blockers.leading_zeros()
            };
            ray & !rays[first as usize] & !(1u64 << first)
        };
    }
    out
}

/// The stones of `own` joined (in 8 directions, through `own`) to a stone
/// of `own` on `from`.
#[inline]
pub fn chain_from(own: u64, from: u64) -> u64 {
    let mut reach = own & from;
    loop {
        let next = reach | (king(reach) & own);
        if next == reach {
            return reach;
        }
        reach = next;
    }
}

/// The two edges a seat connects: Black North and South, White West and East.
pub const EDGES: [[u64; 2]; 2] = [[RANK_1, RANK_8], [FILE_A, FILE_H]];

/// Does `own` hold a chain touching both `edges`?
#[inline]
pub fn connects(own: u64, edges: [u64; 2]) -> bool {
    chain_from(own, edges[0]) & edges[1] != 0
}

/// The fewest empty cells `own` must still fill to join its two edges,
/// moving through own and empty cells in eight directions (64 when
/// `blocked` cuts them apart).
pub fn distance(own: u64, blocked: u64, edges: [u64; 2]) -> u32 {
    let empty = !own & !blocked;
    let mut reach = chain_from(own, edges[0]);
    for k in 0..64 {
        if reach & edges[1] != 0 {
            return k;
        }
        let next = reach | ((king(reach) | edges[0]) & empty);
        let next = chain_from(own | next, next);
        if next == reach {
            return 64;
        }
        reach = next;
    }
    64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_stay_on_the_board() {
        // a1 (0): its neighbours are b1, a2, b2.
        assert_eq!(king(bit(0)), bit(1) | bit(8) | bit(9));
        assert_eq!(orth(bit(0)), bit(1) | bit(8));
        // h4 (31): no wrap to a5.
        assert_eq!(orth(bit(31)), bit(30) | bit(23) | bit(39));
        assert_eq!(king(bit(63)).count_ones(), 3);
        assert_eq!(king(bit(27)).count_ones(), 8);
    }

    #[test]
    fn crossings_in_both_orientations_only() {
        // c3 = 18, d3 = 19, c4 = 26, d4 = 27.
        let (c3, d3, c4, d4) = (bit(18), bit(19), bit(26), bit(27));
        assert_eq!(crossings(c3 | d4, d3 | c4), c3);
        assert_eq!(crossings(d3 | c4, c3 | d4), c3);
        assert_eq!(crossings(c3 | d4 | d3, c4), 0);
        assert_eq!(crossings(c3 | d4 | d3 | c4, 0), 0);
        // h-file and a-file cells never form a square together.
        assert_eq!(crossings(bit(7) | bit(8), bit(15) | bit(0)), 0);
    }

    #[test]
    fn crossing_cells_are_the_drops_that_cross() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut seen = 0;
        for _ in 0..2000 {
            let (a, b) = (next() & next(), next() & next());
            let (own, other) = (a & !b, b & !a);
            if crossings(own, other) != 0 {
                continue;
            }
            let cells = crossing_cells(own, other);
            for c in 0..64 {
                if (own | other) & bit(c) == 0 {
                    let crosses = crossings(own | bit(c), other) != 0;
                    assert_eq!(cells & bit(c) != 0, crosses);
                    seen += usize::from(crosses);
                }
            }
        }
        assert!(seen > 0);
    }

    #[test]
    fn ray_lengths_reach_the_edges() {
        assert_eq!(RAY_LENGTHS[0], [7, 7, 7, 0, 0, 0, 0, 0]);
        assert_eq!(RAY_LENGTHS[27], [4, 4, 4, 3, 3, 3, 3, 3]);
    }

    #[test]
    fn queen_targets_stop_before_blockers() {
        // d4 (27) alone: 27 cells.
        assert_eq!(queen_targets(27, bit(27)).count_ones(), 27);
        // d6 (43) blocks the file: d5 only to the north.
        let t = queen_targets(27, bit(27) | bit(43));
        assert!(t & bit(35) != 0 && t & bit(43) == 0 && t & bit(51) == 0);
        // b2 (9) blocks the south-west diagonal: c3 only.
        let t = queen_targets(27, bit(9));
        assert!(t & bit(18) != 0 && t & bit(9) == 0 && t & bit(0) == 0);
        assert_eq!(queen_targets(0, bit(1) | bit(8) | bit(9)), 0);
    }

    #[test]
    fn distance_counts_empty_cells_to_fill() {
        assert_eq!(distance(0, 0, EDGES[0]), 8);
        assert_eq!(distance(RANK_1 << 8, 0, EDGES[0]), 7);
        assert_eq!(distance(FILE_A, 0, EDGES[0]), 0);
        assert_eq!(distance(0, RANK_1 << 24, EDGES[0]), 64);
    }
}
