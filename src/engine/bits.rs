//! A fixed-size bitset over cell ids, big enough for the largest board.

/// Words in a [`Bits`]: 8 × 64 = 512 bits ≥ 469 cells of a side-13 board.
pub const WORDS: usize = 8;

/// A set of cell ids, stored as a fixed array of words (no heap).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bits([u64; WORDS]);

impl Bits {
    pub const EMPTY: Bits = Bits([0; WORDS]);

    #[inline]
    pub fn contains(&self, i: u16) -> bool {
        let i = i as usize;
        self.0[i >> 6] >> (i & 63) & 1 == 1
    }

    #[inline]
    pub fn insert(&mut self, i: u16) {
        let i = i as usize;
        self.0[i >> 6] |= 1 << (i & 63);
    }

    #[inline]
    pub fn remove(&mut self, i: u16) {
        let i = i as usize;
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    #[inline]
    pub fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[inline]
    pub fn union(&self, other: &Bits) -> Bits {
        let mut out = *self;
        for (o, w) in out.0.iter_mut().zip(other.0) {
            *o |= w;
        }
        out
    }

    #[inline]
    pub fn intersection(&self, other: &Bits) -> Bits {
        let mut out = *self;
        for (o, w) in out.0.iter_mut().zip(other.0) {
            *o &= w;
        }
        out
    }

    /// The cells of `self` that are not in `other`.
    #[inline]
    pub fn difference(&self, other: &Bits) -> Bits {
        let mut out = *self;
        for (o, w) in out.0.iter_mut().zip(other.0) {
            *o &= !w;
        }
        out
    }

    /// The `k`-th smallest member (0-based), if there are more than `k`.
    #[inline]
    pub fn nth(&self, mut k: u32) -> Option<u16> {
        for (wi, &w) in self.0.iter().enumerate() {
            let n = w.count_ones();
            if k < n {
                let mut w = w;
                for _ in 0..k {
                    w &= w - 1;
                }
                return Some((wi * 64) as u16 + w.trailing_zeros() as u16);
            }
            k -= n;
        }
        None
    }

    #[inline]
    pub fn iter(&self) -> BitsIter {
        BitsIter {
            words: self.0,
            word: 0,
        }
    }
}

impl std::fmt::Debug for Bits {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// Members of a [`Bits`] in increasing order.
pub struct BitsIter {
    words: [u64; WORDS],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = u16;

    #[inline]
    fn next(&mut self) -> Option<u16> {
        while self.word < WORDS {
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
        b.remove(63);
        assert!(!b.contains(63));
        assert!(b.contains(64));
        let mut c = Bits::EMPTY;
        c.insert(5);
        c.insert(7);
        assert_eq!(b.intersection(&c).iter().collect::<Vec<_>>(), vec![5]);
        assert_eq!(b.difference(&c).len(), 4);
        assert_eq!(b.union(&c).len(), 6);
    }
}
