//! A fixed-size bitset over cell ids, big enough for the largest board.

/// A set of small integers stored as a fixed array of `W` words (no heap).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct BitSet<const W: usize>([u64; W]);

/// A set of cell ids: 8 × 64 = 512 bits ≥ 469 cells of a side-13 board.
pub type Bits = BitSet<8>;

impl<const W: usize> Default for BitSet<W> {
    fn default() -> Self {
        Self::EMPTY
    }
}

impl<const W: usize> BitSet<W> {
    pub const EMPTY: BitSet<W> = BitSet([0; W]);

    #[inline]
    pub fn contains(&self, i: u16) -> bool {
        let i = i as usize;
        self.0[i >> 6] >> (i & 63) & 1 == 1
    }

    /// Add `i`; true if it was not there.
    #[inline]
    pub fn insert(&mut self, i: u16) -> bool {
        let i = i as usize;
        let w = &mut self.0[i >> 6];
        let bit = 1u64 << (i & 63);
        let added = *w & bit == 0;
        *w |= bit;
        added
    }

    /// Remove `i`; true if it was there.
    #[inline]
    pub fn remove(&mut self, i: u16) -> bool {
        let i = i as usize;
        let w = &mut self.0[i >> 6];
        let bit = 1u64 << (i & 63);
        let removed = *w & bit != 0;
        *w &= !bit;
        removed
    }

    /// Put `i` in or out of the set without a branch; true if it was in.
    #[inline]
    pub fn set(&mut self, i: u16, on: bool) -> bool {
        let i = i as usize;
        let w = &mut self.0[i >> 6];
        let shift = i & 63;
        let old = (*w >> shift) & 1;
        *w = (*w & !(1u64 << shift)) | ((on as u64) << shift);
        old == 1
    }

    #[inline]
    pub fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The `k`-th smallest member (0-based), if there are more than `k`,
    /// found by stepping through the members (meant for sparse sets).
    #[inline]
    pub fn nth(&self, mut k: u32) -> Option<u16> {
        for (wi, &w) in self.0.iter().enumerate() {
            let mut w = w;
            while w != 0 {
                if k == 0 {
                    return Some((wi * 64) as u16 + w.trailing_zeros() as u16);
                }
                k -= 1;
                w &= w - 1;
            }
        }
        None
    }

    #[inline]
    pub fn iter(&self) -> BitsIter<W> {
        BitsIter {
            words: self.0,
            word: 0,
        }
    }
}

impl<const W: usize> std::fmt::Debug for BitSet<W> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Members of a [`Bits`] in increasing order.
pub struct BitsIter<const W: usize> {
    words: [u64; W],
    word: usize,
}

impl<const W: usize> Iterator for BitsIter<W> {
    type Item = u16;

    #[inline]
    fn next(&mut self) -> Option<u16> {
        while self.word < W {
            let w = self.words[self.word];
            if w != 0 {
                self.words[self.word] = w & (w - 1);
                return Some((self.word * 64) as u16 + w.trailing_zeros() as u16);
            }
            self.word += 1;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_iterate_and_select() {
        let mut b = Bits::EMPTY;
        for i in [0u16, 5, 63, 64, 200, 468] {
            b.insert(i);
        }
        assert_eq!(b.len(), 6);
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0, 5, 63, 64, 200, 468]);
        assert_eq!(b.nth(3), Some(64));
        assert_eq!(b.nth(6), None);
        for k in 0..7 {
            assert_eq!(b.nth(k), b.iter().nth(k as usize));
        }
        let dense = BitSet::<2>([u64::MAX, 0xF0F0_F0F0_F0F0_F0F0]);
        for k in 0..96 {
            assert_eq!(dense.nth(k), dense.iter().nth(k as usize), "k = {k}");
        }
        assert!(!b.insert(0));
        assert!(b.insert(1));
        assert!(b.remove(1));
        assert!(!b.remove(1));
        assert!(!b.set(2, true));
        assert!(b.set(2, true));
        assert!(b.set(2, false));
        assert!(!b.set(2, false));
        assert!(!b.contains(2));
        b.remove(63);
        assert!(!b.contains(63));
        assert!(b.contains(64));
    }
}
