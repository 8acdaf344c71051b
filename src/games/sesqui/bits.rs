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
    fn distance_counts_empty_cells_to_fill() {
        assert_eq!(distance(0, 0, EDGES[0]), 8);
        assert_eq!(distance(RANK_1 << 8, 0, EDGES[0]), 7);
        assert_eq!(distance(FILE_A, 0, EDGES[0]), 0);
        assert_eq!(distance(0, RANK_1 << 24, EDGES[0]), 64);
    }
}
