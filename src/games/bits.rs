//! Small helpers for bitboards: a `u64` holds one bit per cell of a square
//! board up to 8×8, bit `i` for cell index `i` (see [`super::square`]).

/// The cell indices of the set bits, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Bits(pub u64);

impl Iterator for Bits {
    type Item = u8;

    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(i)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bits {}

/// The index of the `n`th set bit (from 0, lowest first); `n` must be less
/// than the number of set bits. Branch-free (random playouts pick `n` at
/// random, so a loop's exit would be mispredicted every time): byte counts
/// and their running sums by SWAR, then a table for the bit in the byte.
#[inline]
pub fn nth_set(x: u64, n: u32) -> u8 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut c = x - ((x >> 1) & 0x5555_5555_5555_5555);
    c = (c & 0x3333_3333_3333_3333) + ((c >> 2) & 0x3333_3333_3333_3333);
    c = (c + (c >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    // Byte i: the set bits in bytes 0..=i (at most 64, so no carries).
    let running = c.wrapping_mul(ONES);
    let n = u64::from(n);
    // High bit of byte i set where running[i] <= n: those bytes come
    // wholly before the bit sought.
    let before = (((n * ONES) | HIGH) - running) & HIGH;
    let byte = ((before >> 7).wrapping_mul(ONES) >> 56) as u32;
    let skipped = ((running << 8) >> (8 * byte)) & 0xff;
    let in_byte = (x >> (8 * byte)) & 0xff;
    8 * byte as u8 + SELECT_IN_BYTE[(n - skipped) as usize & 7][in_byte as usize]
}

/// `SELECT_IN_BYTE[k][b]`: the index of the `k`th set bit of the byte `b`.
static SELECT_IN_BYTE: [[u8; 256]; 8] = select_table();

const fn select_table() -> [[u8; 256]; 8] {
    let mut t = [[0u8; 256]; 8];
    let mut b = 0;
    while b < 256 {
        let mut k = 0;
        let mut i = 0;
        while i < 8 {
            if b >> i & 1 != 0 {
                t[k][b] = i as u8;
                k += 1;
            }
            i += 1;
        }
        b += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_and_nth_agree() {
        let x = 0b1011_0010_0000_0001u64 | 1 << 63;
        let v: Vec<u8> = Bits(x).collect();
        assert_eq!(v, [0, 9, 12, 13, 15, 63]);
        for (n, &i) in v.iter().enumerate() {
            assert_eq!(nth_set(x, n as u32), i);
        }
        assert_eq!(Bits(0).count(), 0);
    }

    #[test]
    fn nth_matches_a_plain_loop() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..2000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            for m in [x, x & x >> 3, x & 0xff00_0000_0000_0000, u64::MAX] {
                for (n, i) in Bits(m).enumerate() {
                    assert_eq!(nth_set(m, n as u32), i, "{m:#x} {n}");
                }
            }
        }
    }
}
