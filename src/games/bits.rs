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
/// than the number of set bits.
#[inline]
pub fn nth_set(mut x: u64, n: u32) -> u8 {
    for _ in 0..n {
        x &= x - 1;
    }
    x.trailing_zeros() as u8
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
}
