//! Maximum-weight matching in a general graph (Edmonds' blossom algorithm
//! with dual variables, O(n³)), over any weight that forms an ordered
//! group: the Dutch system's lexicographic weights ([`Lex`]) need no big
//! integers because each criterion keeps its own component.
//!
//! Written after the classic primal-dual formulation (Galil, "Efficient
//! algorithms for finding maximum matching in graphs", 1986). Weights are
//! doubled implicitly (slack = dᵤ + dᵥ − 2w) so every quantity stays
//! integral.

use std::cmp::Ordering;
use std::ops::{Add, Sub};

/// A weight the matching can work with: an ordered commutative group with
/// an exact halving of even values.
pub trait Weight: Copy + Ord + Add<Output = Self> + Sub<Output = Self> {
    fn zero() -> Self;
    /// Half of a value whose components are all even.
    fn half(self) -> Self;
    fn double(self) -> Self {
        self + self
    }
}

impl Weight for i64 {
    fn zero() -> Self {
        0
    }
    fn half(self) -> Self {
        self / 2
    }
}

/// A weight of `K` components compared lexicographically (the first
/// component matters most), added componentwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lex<const K: usize>(pub [i64; K]);

impl<const K: usize> Default for Lex<K> {
    fn default() -> Self {
        Lex([0; K])
    }
}

impl<const K: usize> Ord for Lex<K> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.cmp(&other.0)
    }
}

impl<const K: usize> PartialOrd for Lex<K> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const K: usize> Add for Lex<K> {
    type Output = Self;
    fn add(mut self, other: Self) -> Self {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a += b;
        }
        self
    }
}

impl<const K: usize> Sub for Lex<K> {
    type Output = Self;
    fn sub(mut self, other: Self) -> Self {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a -= b;
        }
        self
    }
}

impl<const K: usize> Weight for Lex<K> {
    fn zero() -> Self {
        Lex([0; K])
    }
    fn half(mut self) -> Self {
        for a in &mut self.0 {
            *a /= 2;
        }
        self
    }
}

const NONE: usize = usize::MAX;

/// The labels of the search forest.
const FREE: u8 = 0;
const S: u8 = 1;
const T: u8 = 2;
/// A breadcrumb left by `scan_blossom` (on top of `S`).
const CRUMB: u8 = 4;

/// A maximum-weight matching of the graph on `vertices` vertices with
/// these edges `(u, v, weight)`. Only edges of positive weight can be
/// chosen. Returns each vertex's mate, if any.
pub fn max_weight_matching<W: Weight>(
    vertices: usize,
    edges: &[(usize, usize, W)],
) -> Vec<Option<usize>> {
    if vertices == 0 || edges.is_empty() {
        return vec![None; vertices];
    }
    let mut m = Matcher::new(vertices, edges);
    m.solve();
    m.mate
        .iter()
        .map(|&p| (p != NONE).then(|| m.endpoint[p]))
        .collect()
}

struct Matcher<'a, W: Weight> {
    n: usize,
    edges: &'a [(usize, usize, W)],
    /// endpoint[2k] and endpoint[2k+1] are the two ends of edge k.
    endpoint: Vec<usize>,
    /// For each vertex, the remote endpoints of its edges.
    neighbend: Vec<Vec<usize>>,
    /// The remote endpoint of a vertex's matched edge, or NONE.
    mate: Vec<usize>,
    label: Vec<u8>,
    /// The remote endpoint of the edge through which a blossom got its label.
    labelend: Vec<usize>,
    /// The top-level blossom holding each vertex.
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    /// The least-slack edge to a different S-blossom (or for free vertices).
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<W>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
    /// Each edge's weight doubled (slacks are computed all the time).
    doubled: Vec<W>,
}

impl<'a, W: Weight> Matcher<'a, W> {
    fn new(n: usize, edges: &'a [(usize, usize, W)]) -> Self {
        let maxweight = edges
            .iter()
            .map(|e| e.2)
            .fold(W::zero(), |a, b| if b > a { b } else { a });
        let mut endpoint = Vec::with_capacity(2 * edges.len());
        let mut neighbend = vec![Vec::new(); n];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            endpoint.push(i);
            endpoint.push(j);
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
        }
        let mut dualvar = vec![maxweight; n];
        dualvar.extend(std::iter::repeat_n(W::zero(), n));
        let mut blossombase: Vec<usize> = (0..n).collect();
        blossombase.extend(std::iter::repeat_n(NONE, n));
        Matcher {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; n],
            label: vec![FREE; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase,
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).rev().collect(),
            dualvar,
            allowedge: vec![false; edges.len()],
            queue: Vec::new(),
            doubled: edges.iter().map(|e| e.2.double()).collect(),
        }
    }

    fn slack(&self, k: usize) -> W {
        let (i, j, _) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - self.doubled[k]
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == S {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            self.assign_label(self.endpoint[mb], S, mb ^ 1);
        }
    }

    /// Traces back from v and w to find a new blossom's base, or NONE when
    /// the paths reach two different roots (an augmenting path).
    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & CRUMB != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = S | CRUMB;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint[self.labelend[b]];
                b = self.inblossom[v];
                v = self.endpoint[self.labelend[b]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = S;
        }
        base
    }

    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom slot");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = S;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::zero();
        self.blossomchilds[b] = path.clone();
        self.blossomendps[b] = endps;
        for v in self.leaves_of(b) {
            if self.label[self.inblossom[v]] == T {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in &path {
            let nblist: Vec<usize> = match self.blossombestedges[bv].take() {
                Some(list) => list,
                None => self
                    .leaves_of(bv)
                    .into_iter()
                    .flat_map(|v| self.neighbend[v].iter().map(|p| p / 2))
                    .collect(),
            };
            for k in nblist {
                let (mut i, mut j, _) = self.edges[k];
                if self.inblossom[j] == b {
                    std::mem::swap(&mut i, &mut j);
                }
                let _ = i;
                let bj = self.inblossom[j];
                if bj != b
                    && self.label[bj] == S
                    && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                {
                    bestedgeto[bj] = k;
                }
            }
            self.bestedge[bv] = NONE;
        }
        let list: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        let mut best = NONE;
        for &k in &list {
            if best == NONE || self.slack(k) < self.slack(best) {
                best = k;
            }
        }
        self.blossombestedges[b] = Some(list);
        self.bestedge[b] = best;
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == W::zero() {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves_of(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == T {
            let len = childs.len() as isize;
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
            let mut j = childs.iter().position(|&c| c == entrychild).expect("entry") as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let endps = self.blossomendps[b].clone();
            let mut p = self.labelend[b];
            while j != 0 {
                self.label[self.endpoint[p ^ 1]] = FREE;
                let q = endps[at(j - endptrick as isize)] ^ endptrick ^ 1;
                self.label[self.endpoint[q]] = FREE;
                self.assign_label(self.endpoint[p ^ 1], T, p);
                self.allowedge[endps[at(j - endptrick as isize)] / 2] = true;
                j += jstep;
                p = endps[at(j - endptrick as isize)] ^ endptrick;
                self.allowedge[p / 2] = true;
                j += jstep;
            }
            let bv = childs[at(j)];
            let e = self.endpoint[p ^ 1];
            self.label[e] = T;
            self.label[bv] = T;
            self.labelend[e] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[at(j)] != entrychild {
                let bv = childs[at(j)];
                if self.label[bv] == S {
                    j += jstep;
                    continue;
                }
                let leaves = self.leaves_of(bv);
                if let Some(&v) = leaves.iter().find(|&&v| self.label[v] != FREE) {
                    self.label[v] = FREE;
                    let base_mate = self.mate[self.blossombase[bv]];
                    self.label[self.endpoint[base_mate]] = FREE;
                    self.assign_label(v, T, self.labelend[v]);
                }
                j += jstep;
            }
        }
        self.label[b] = FREE;
        self.labelend[b] = NONE;
        self.blossomchilds[b].clear();
        self.blossomendps[b].clear();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .expect("child");
        let mut j = i as isize;
        let (jstep, endptrick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            let p = self.blossomendps[b][at(j - endptrick as isize)] ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (mut s, mut p) in [(v, 2 * k + 1), (w, 2 * k)] {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    fn solve(&mut self) {
        let n = self.n;
        for _stage in 0..n {
            self.label.iter_mut().for_each(|l| *l = FREE);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            self.allowedge.iter_mut().for_each(|a| *a = false);
            self.queue.clear();
            for v in 0..n {
                if self.mate[v] == NONE && self.label[self.inblossom[v]] == FREE {
                    self.assign_label(v, S, NONE);
                }
            }
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    for idx in 0..self.neighbend[v].len() {
                        let p = self.neighbend[v][idx];
                        let k = p / 2;
                        let w = self.endpoint[p];
                        if self.inblossom[v] == self.inblossom[w] {
                            continue;
                        }
                        let mut kslack = W::zero();
                        if !self.allowedge[k] {
                            kslack = self.slack(k);
                            if kslack <= W::zero() {
                                self.allowedge[k] = true;
                            }
                        }
                        if self.allowedge[k] {
                            if self.label[self.inblossom[w]] == FREE {
                                self.assign_label(w, T, p ^ 1);
                            } else if self.label[self.inblossom[w]] == S {
                                let base = self.scan_blossom(v, w);
                                if base != NONE {
                                    self.add_blossom(base, k);
                                } else {
                                    self.augment_matching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if self.label[w] == FREE {
                                self.label[w] = T;
                                self.labelend[w] = p ^ 1;
                            }
                        } else if self.label[self.inblossom[w]] == S {
                            let b = self.inblossom[v];
                            if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                                self.bestedge[b] = k;
                            }
                        } else if self.label[w] == FREE
                            && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                        {
                            self.bestedge[w] = k;
                        }
                    }
                    if augmented {
                        break;
                    }
                }
                if augmented {
                    break;
                }
                // No augmenting path with tight edges: change the duals.
                let mut deltatype = 1;
                let mut delta = self.dualvar[..n].iter().copied().min().expect("vertices");
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == FREE && self.bestedge[v] != NONE {
                        let d = self.slack(self.bestedge[v]);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == S
                        && self.bestedge[b] != NONE
                    {
                        let d = self.slack(self.bestedge[b]).half();
                        if d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == T
                        && self.dualvar[b] < delta
                    {
                        delta = self.dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        S => self.dualvar[v] = self.dualvar[v] - delta,
                        T => self.dualvar[v] = self.dualvar[v] + delta,
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            S => self.dualvar[b] = self.dualvar[b] + delta,
                            T => self.dualvar[b] = self.dualvar[b] - delta,
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => break,
                    2 => {
                        self.allowedge[deltaedge] = true;
                        let (mut i, j, _) = self.edges[deltaedge];
                        if self.label[self.inblossom[i]] == FREE {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allowedge[deltaedge] = true;
                        let (i, _, _) = self.edges[deltaedge];
                        self.queue.push(i);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            if !augmented {
                break;
            }
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == S
                    && self.dualvar[b] == W::zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

/// A wide integer weight of `K` 64-bit limbs (least significant first),
/// two's complement: the Dutch pairing packs all its criteria into one
/// number, each criterion a run of bits wide enough for its sum over a
/// matching, as FIDE-endorsed programs do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Wide<const K: usize>(pub [u64; K]);

impl<const K: usize> Wide<K> {
    pub fn small(value: u64) -> Self {
        let mut limbs = [0u64; K];
        limbs[0] = value;
        Wide(limbs)
    }

    /// The number with only bit `at` set.
    pub fn bit(at: u32) -> Self {
        let mut limbs = [0u64; K];
        limbs[at as usize / 64] = 1 << (at % 64);
        Wide(limbs)
    }

    pub fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// The number shifted `bits` to the left (high bits fall off).
    pub fn shifted(self, bits: u32) -> Self {
        let (limbs, rest) = ((bits / 64) as usize, bits % 64);
        let mut out = [0u64; K];
        for i in (limbs..K).rev() {
            let low = self.0[i - limbs];
            out[i] = low << rest;
            if rest > 0 && i > limbs {
                out[i] |= self.0[i - limbs - 1] >> (64 - rest);
            }
        }
        Wide(out)
    }
}

impl<const K: usize> Default for Wide<K> {
    fn default() -> Self {
        Wide([0; K])
    }
}

impl<const K: usize> Ord for Wide<K> {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.0[K - 1] as i64)
            .cmp(&(other.0[K - 1] as i64))
            .then_with(|| {
                self.0[..K - 1]
                    .iter()
                    .rev()
                    .cmp(other.0[..K - 1].iter().rev())
            })
    }
}

impl<const K: usize> PartialOrd for Wide<K> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const K: usize> Add for Wide<K> {
    type Output = Self;
    #[inline]
    fn add(mut self, other: Self) -> Self {
        let mut carry = 0u128;
        for (a, b) in self.0.iter_mut().zip(other.0) {
            let sum = *a as u128 + b as u128 + carry;
            *a = sum as u64;
            carry = sum >> 64;
        }
        self
    }
}

impl<const K: usize> Sub for Wide<K> {
    type Output = Self;
    #[inline]
    fn sub(mut self, other: Self) -> Self {
        // a − b = a + !b + 1 in two's complement.
        let mut carry = 1u128;
        for (a, b) in self.0.iter_mut().zip(other.0) {
            let sum = *a as u128 + !b as u128 + carry;
            *a = sum as u64;
            carry = sum >> 64;
        }
        self
    }
}

impl<const K: usize> Weight for Wide<K> {
    fn zero() -> Self {
        Wide([0; K])
    }
    /// An arithmetic shift right by one.
    fn half(mut self) -> Self {
        let sign = self.0[K - 1] >> 63;
        for i in 0..K {
            let high = if i + 1 < K { self.0[i + 1] & 1 } else { sign };
            self.0[i] = (self.0[i] >> 1) | (high << 63);
        }
        self
    }
}
