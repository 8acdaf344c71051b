//! Swiss pairings by the FIDE Dutch system (Handbook C.04.3).
//!
//! The pairing is one maximum-weight matching of the whole field, whose
//! edge weight packs the Dutch criteria in order of importance (see
//! [`Context::edge`]); brackets are then decided from the top score down,
//! each decision taken by changing a few weights and matching again:
//! which moved-down players are paired, with whom, which players are
//! exchanged between S1 and S2, and each S1 player's opponent. Among
//! pairings equally good by the criteria this picks the one the Dutch
//! order of candidates (transpositions, then exchanges) reaches first.
//! This is how FIDE-endorsed programs such as bbpPairings pair, and the
//! pairings are the same as theirs (see the fixtures in
//! tests/fixtures/tournament/).

use super::matching::{max_weight_matching, Weight, Wide};
use super::{Board, Colour, Entry, Event, Halves, Round, WIN};
use std::collections::HashMap;

/// How strongly a player wants a colour (A.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    None,
    Mild,
    Strong,
    Absolute,
}

/// A received float (A.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Float {
    None,
    Down,
    Up,
}

/// What the pairing needs to know of one player (A.2–A.7).
#[derive(Clone, Debug)]
struct Card {
    index: usize,
    score: Halves,
    /// Colours of the games played over the board, oldest first.
    colours: Vec<Colour>,
    preference: Option<Colour>,
    /// |games with White − games with Black|.
    imbalance: u32,
    /// The colour of the last two games when they were the same.
    repeated: Option<Colour>,
    /// A strong preference (an imbalance of one, not absolute).
    strong: bool,
    /// Games played over the board.
    played: u32,
    /// May receive the pairing-allocated bye (C2).
    bye_ok: bool,
    /// The float of the last round and of the round before.
    floats: [Float; 2],
}

impl Card {
    fn absolute(&self) -> bool {
        self.imbalance > 1 || self.repeated.is_some()
    }
}

/// The colour preference from the colours played (A.6).
pub fn preference(colours: &[Colour]) -> (Option<Colour>, Strength) {
    let (imbalance, lower, repeated) = colour_history(colours);
    let last = colours.last().copied();
    let pref = if imbalance > 1 {
        Some(lower)
    } else if let Some(c) = repeated {
        Some(c.other())
    } else if imbalance > 0 {
        Some(lower)
    } else {
        last.map(Colour::other)
    };
    let strength = if pref.is_none() {
        Strength::None
    } else if imbalance > 1 || repeated.is_some() {
        Strength::Absolute
    } else if imbalance > 0 {
        Strength::Strong
    } else {
        Strength::Mild
    };
    (pref, strength)
}

/// The colour imbalance, the colour played less, and the colour of the
/// last two games if they were the same.
fn colour_history(colours: &[Colour]) -> (u32, Colour, Option<Colour>) {
    let whites = colours.iter().filter(|&&c| c == Colour::White).count() as u32;
    let blacks = colours.len() as u32 - whites;
    let lower = if whites > blacks {
        Colour::Black
    } else {
        Colour::White
    };
    let n = colours.len();
    let repeated = (n >= 2 && colours[n - 1] == colours[n - 2]).then(|| colours[n - 1]);
    (whites.abs_diff(blacks), lower, repeated)
}

/// The event as the pairing sees it: the cards of the players to pair
/// (by score, then pairing number), who has met whom over the board, and
/// the facts of the round.
struct Field {
    cards: Vec<Card>,
    /// `met[a * players + b]` for player indices.
    met: Vec<bool>,
    players: usize,
    played_rounds: usize,
    total_rounds: usize,
}

impl Field {
    fn new(event: &Event) -> Field {
        let n = event.players.len();
        let round = event.rounds.len();
        let table = event.table();
        let mut met = vec![false; n * n];
        let mut floats = vec![Vec::with_capacity(round); n];
        for r in 0..round {
            let before = event.scores_after(r);
            for (p, entries) in table.iter().enumerate() {
                let f = match entries[r] {
                    Entry::Game {
                        opponent,
                        played: true,
                        ..
                    } => {
                        met[p * n + opponent] = true;
                        match before[p].cmp(&before[opponent]) {
                            std::cmp::Ordering::Greater => Float::Down,
                            std::cmp::Ordering::Less => Float::Up,
                            std::cmp::Ordering::Equal => Float::None,
                        }
                    }
                    // Points without a game (a bye, a forfeit win) count as
                    // a downfloat (A.4); a loss without one as no float.
                    e => {
                        if e.points() > 0 {
                            Float::Down
                        } else {
                            Float::None
                        }
                    }
                };
                floats[p].push(f);
            }
        }
        let scores = event.scores();
        let mut cards: Vec<Card> = (0..n)
            .filter(|&p| event.active_in(p, round as u32))
            .map(|p| {
                let colours: Vec<Colour> = table[p]
                    .iter()
                    .filter_map(|e| match *e {
                        Entry::Game {
                            colour,
                            played: true,
                            ..
                        } => Some(colour),
                        _ => None,
                    })
                    .collect();
                let (pref, strength) = preference(&colours);
                let (imbalance, _, repeated) = colour_history(&colours);
                // C2: no bye for a player who had the pairing-allocated bye
                // or scored a win without playing.
                let bye_ok = !table[p].iter().any(|e| match *e {
                    Entry::Bye { .. } => true,
                    Entry::Game {
                        played: false,
                        points: Some(pts),
                        ..
                    } => pts >= WIN,
                    _ => false,
                });
                let f = &floats[p];
                let back = |k: usize| {
                    if f.len() >= k {
                        f[f.len() - k]
                    } else {
                        Float::None
                    }
                };
                Card {
                    index: p,
                    score: scores[p],
                    played: colours.len() as u32,
                    colours,
                    preference: pref,
                    imbalance,
                    repeated,
                    strong: strength == Strength::Strong,
                    bye_ok,
                    floats: [back(1), back(2)],
                }
            })
            .collect();
        cards.sort_by(|a, b| b.score.cmp(&a.score).then(a.index.cmp(&b.index)));
        Field {
            cards,
            met,
            players: n,
            played_rounds: round,
            total_rounds: event.total_rounds() as usize,
        }
    }

    /// Whether two players may meet at all: not again (C1), and not two
    /// players with the same absolute colour preference unless one is a
    /// topscorer in the last round (C3).
    fn compatible(&self, a: &Card, b: &Card) -> bool {
        if self.met[a.index * self.players + b.index] {
            return false;
        }
        let last_round = self.played_rounds + 1 >= self.total_rounds;
        let topscorer = |c: &Card| c.score as usize > self.played_rounds;
        !a.absolute()
            || !b.absolute()
            || a.preference != b.preference
            || (last_round && (topscorer(a) || topscorer(b)))
    }
}

/// Bits below the weight for deciding the opponents of several S1
/// players in one matching (see [`Bracketing::run`]).
const ORDER_ROOM: u32 = 64;

/// Bits needed to write `value`.
fn bits(value: usize) -> u32 {
    usize::BITS - value.leading_zeros()
}

/// Where the criteria sit in an edge weight. Criteria about brackets
/// count pairs per score group: one run of bits per group (the highest
/// score most significant), `group_bits` wide for plain counts.
struct Layout {
    /// Bits for a count of players of one score group.
    group_bits: u32,
    /// Bits for one count per score group.
    groups_bits: u32,
    /// The lowest bit of each score's count: `(score, shift)`.
    shifts: Vec<(Halves, u32)>,
    played_rounds: usize,
}

impl Layout {
    fn new(field: &Field) -> Layout {
        let mut shifts = Vec::new();
        let mut groups_bits = 0;
        let mut largest = 0;
        let cards = &field.cards;
        let mut end = cards.len();
        while end > 0 {
            let score = cards[end - 1].score;
            let size = cards[..end]
                .iter()
                .rev()
                .take_while(|c| c.score == score)
                .count();
            shifts.push((score, groups_bits));
            groups_bits += bits(size);
            largest = largest.max(size);
            end -= size;
        }
        Layout {
            group_bits: bits(largest).max(1),
            groups_bits,
            shifts,
            played_rounds: field.played_rounds,
        }
    }

    fn shift(&self, score: Halves) -> u32 {
        self.shifts
            .iter()
            .find(|s| s.0 == score)
            .map(|s| s.1)
            .unwrap_or(0)
    }

    /// The bits of a whole edge weight, with room for the matching to
    /// double it and keep a sign.
    fn total_bits(&self) -> u32 {
        self.first_field() + 2 + 4
    }

    /// The lowest bit of the first field (everyone paired, C4).
    fn first_field(&self) -> u32 {
        let g = self.group_bits;
        let s = self.groups_bits;
        let mut total = g + s + g + s + 2 * g + 4 * g;
        if self.played_rounds >= 1 {
            total += 2 * g + 2 * s;
        }
        if self.played_rounds >= 2 {
            total += 2 * g + 2 * s;
        }
        total + 3 * g + 1
    }
}

/// Builds a weight field by field, most significant first.
struct Fields<const K: usize>(Wide<K>);

impl<const K: usize> Fields<K> {
    fn push(&mut self, width: u32, value: Wide<K>) {
        self.0 = self.0.shifted(width) + value;
    }
    fn push_small(&mut self, width: u32, value: u64) {
        self.push(width, Wide::small(value));
    }
}

/// What the pairing of the current bracket knows beyond the two players.
struct Context<'a> {
    field: &'a Field,
    layout: &'a Layout,
    bye_score: Halves,
    /// C9 applies: the bye assignee is the single downfloater of the
    /// bracket, so the unplayed games of who gets the bye count.
    bye_is_single_downfloater: bool,
    /// For each number of games played, its rank among the players of
    /// the bye's score (fewer games played: a higher rank).
    unplayed_ranks: Vec<(u32, u64)>,
}

impl Context<'_> {
    fn bye_candidate(&self, c: &Card) -> bool {
        c.bye_ok && c.score <= self.bye_score
    }

    fn unplayed_rank(&self, c: &Card) -> u64 {
        if c.score != self.bye_score {
            return 0;
        }
        self.unplayed_ranks
            .iter()
            .find(|r| r.0 == c.played)
            .map(|r| r.1)
            .unwrap_or(0)
    }

    /// The weight of pairing `hi` (ranked higher) with `lo`, whose place is
    /// in the current bracket, the next one or further down. Zero when
    /// they may not meet. The criteria in order: everyone paired (C4) and
    /// the bye to a player who may have it (C2), pairs and scores in this
    /// bracket (C5, C6) and in the next (C7), the bye assignee's unplayed
    /// games (C9), colours (C10–C13), repeated floats (C14–C17) and their
    /// scores (C18–C21), then room for the order of candidates.
    fn edge<const K: usize>(
        &self,
        hi: &Card,
        lo: &Card,
        in_current: bool,
        in_next: bool,
    ) -> Wide<K> {
        if !self.field.compatible(hi, lo) {
            return Wide::zero();
        }
        let l = self.layout;
        let (g, s) = (l.group_bits, l.groups_bits);
        let mut w = Fields(Wide::small(
            1 + u64::from(!self.bye_candidate(hi)) + u64::from(!self.bye_candidate(lo)),
        ));
        let score_bit = |on: bool, score: Halves| -> Wide<K> {
            if on {
                Wide::bit(l.shift(score))
            } else {
                Wide::zero()
            }
        };
        w.push_small(g, u64::from(in_current));
        w.push(s, score_bit(in_current, hi.score));
        w.push_small(g, u64::from(in_next));
        w.push(s, score_bit(in_next, hi.score));
        w.push_small(g, 0);
        let unplayed = if self.bye_is_single_downfloater {
            self.unplayed_rank(hi) + self.unplayed_rank(lo)
        } else {
            0
        };
        w.push_small(g, unplayed);
        for bit in colour_bits(lo, hi) {
            w.push_small(g, u64::from(in_current && bit));
        }
        let down = |c: &Card, back: usize| c.floats[back] == Float::Down;
        let up = |c: &Card, back: usize| c.floats[back] == Float::Up;
        let floats_down = hi.score > lo.score;
        for back in 0..l.played_rounds.min(2) {
            let repeated_down =
                u64::from(down(lo, back)) + u64::from(!floats_down && down(hi, back));
            w.push_small(g, if in_current { repeated_down } else { 0 });
            let no_repeated_up = !(floats_down && up(lo, back));
            w.push_small(g, u64::from(in_current && no_repeated_up));
        }
        for back in 0..l.played_rounds.min(2) {
            let value = score_bit(in_current && down(lo, back), lo.score)
                + score_bit(in_current && down(hi, back), hi.score);
            w.push(s, value);
            let no_repeated_up = !(up(lo, back) && floats_down);
            w.push(s, score_bit(in_current && no_repeated_up, hi.score));
        }
        w.push_small(3 * g + 1, 0);
        w.0
    }
}

/// The colour criteria of a pair as bits, each set when met: no two
/// absolute imbalances clash, no absolute preferences clash (with the
/// rule on repeated colours), colour preferences compatible, strong
/// preferences compatible.
fn colour_bits(player: &Card, opponent: &Card) -> [bool; 4] {
    let differ = player.preference != opponent.preference;
    let first = player.imbalance <= 1 || opponent.imbalance <= 1 || differ;
    let second = !player.absolute()
        || !opponent.absolute()
        || differ
        || if player.imbalance == opponent.imbalance {
            player.repeated.is_none() || player.repeated != opponent.repeated
        } else {
            let smaller = if player.imbalance > opponent.imbalance {
                opponent
            } else {
                player
            };
            smaller.repeated != player.preference.map(Colour::other)
        };
    let third = compatible_preferences(player.preference, opponent.preference);
    let strong_or_absolute = |c: &Card| c.strong || c.absolute();
    let fourth = !strong_or_absolute(player)
        || !strong_or_absolute(opponent)
        || (player.absolute() && opponent.absolute())
        || differ;
    [first, second, third, fourth]
}

fn compatible_preferences(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none() || b.is_none()
}

/// The maximum-weight matching of the players left to pair, with edge
/// weights that the bracket-by-bracket search changes and pairs it fixes.
struct Matcher<const K: usize> {
    n: usize,
    weights: Vec<Wide<K>>,
    /// The partner of each player whose pair is fixed.
    fixed: Vec<Option<usize>>,
    /// Players from here on are not matched one by one: below the
    /// window only completing the round matters, and the rest stands for
    /// them (see [`Rest`]).
    window_end: usize,
    rest: Vec<(usize, Wide<K>)>,
    /// The first player below the bracket and the next score group: below
    /// it only completing the round matters, which players close in rank
    /// can do, so only their edges are matched (see [`BAND`]).
    lower: usize,
}

/// How far apart in rank two players below the next score group may be
/// for their edge to be matched: enough to complete any round that can be
/// completed, few enough edges to keep large fields fast.
const BAND: usize = 16;

impl<const K: usize> Matcher<K> {
    fn new(n: usize) -> Self {
        Matcher {
            n,
            weights: vec![Wide::zero(); n * n],
            fixed: vec![None; n],
            lower: n,
            window_end: n,
            rest: Vec::new(),
        }
    }

    fn set(&mut self, a: usize, b: usize, w: Wide<K>) {
        self.weights[a * self.n + b] = w;
        self.weights[b * self.n + a] = w;
    }

    fn fix(&mut self, a: usize, b: usize) {
        self.fixed[a] = Some(b);
        self.fixed[b] = Some(a);
    }

    /// Each vertex's mate (itself when unmatched).
    fn compute(&self) -> Vec<usize> {
        self.compute_with(0, &HashMap::new())
    }

    /// The matching with every weight shifted up `shift` bits and these
    /// low parts added to some edges (`(lower, higher)` vertex pairs):
    /// several order preferences decided in one matching.
    fn compute_with(&self, shift: u32, extra: &HashMap<(usize, usize), Wide<K>>) -> Vec<usize> {
        let free: Vec<usize> = (0..self.window_end)
            .filter(|&v| self.fixed[v].is_none())
            .collect();
        let mut edges = Vec::new();
        for (i, &a) in free.iter().enumerate() {
            for (j, &b) in free.iter().enumerate().skip(i + 1) {
                if b >= self.lower && b - a.max(self.lower) > BAND {
                    break;
                }
                let w = self.weights[a * self.n + b];
                if w > Wide::zero() {
                    let w = if shift == 0 {
                        w
                    } else {
                        match extra.get(&(a, b)) {
                            Some(low) => w.shifted(shift) + *low,
                            None => w.shifted(shift),
                        }
                    };
                    edges.push((i, j, w));
                }
            }
        }
        let mut vertices = free.len();
        if !self.rest.is_empty() {
            for (i, &a) in free.iter().enumerate() {
                if let Some((_, w)) = self.rest.iter().find(|r| r.0 == a) {
                    edges.push((i, vertices, w.shifted(shift)));
                }
            }
            vertices += 1;
        }
        let mate = max_weight_matching(vertices, &edges);
        let mut out: Vec<usize> = (0..self.n).map(|v| self.fixed[v].unwrap_or(v)).collect();
        for (i, m) in mate.into_iter().enumerate().take(free.len()) {
            match m {
                Some(j) if j < free.len() => out[free[i]] = free[j],
                // Paired further down (with the rest).
                Some(_) => out[free[i]] = self.n,
                None => {}
            }
        }
        out
    }
}

/// Pairs the event's next round.
pub fn pair(event: &Event) -> Round {
    let field = Field::new(event);
    let layout = Layout::new(&field);
    let mates = match (layout.total_bits() + ORDER_ROOM).div_ceil(64) {
        0..=4 => pair_field::<4>(&field, &layout),
        5 => pair_field::<5>(&field, &layout),
        6 => pair_field::<6>(&field, &layout),
        7 => pair_field::<7>(&field, &layout),
        8 => pair_field::<8>(&field, &layout),
        9..=12 => pair_field::<12>(&field, &layout),
        13..=16 => pair_field::<16>(&field, &layout),
        17..=24 => pair_field::<24>(&field, &layout),
        _ => pair_field::<48>(&field, &layout),
    };
    round_of(&field, &mates, event.bye_points)
}

/// The mate of each card (its own position when unpaired).
fn pair_field<const K: usize>(field: &Field, layout: &Layout) -> Vec<usize> {
    let cards = &field.cards;
    let n = cards.len();
    if n == 0 {
        return Vec::new();
    }
    if field.played_rounds == 0 {
        return first_round(n);
    }
    let mut ctx = Context {
        field,
        layout,
        bye_score: 0,
        bye_is_single_downfloater: false,
        unplayed_ranks: Vec::new(),
    };
    let mut m = Matcher::<K>::new(n);
    let top = cards[0].score;
    let odd = n % 2 == 1;
    // Who can take the bye: the lowest score that leaves everyone else
    // paired (C4, C5).
    for j in 0..n {
        for i in 0..j {
            let w = if odd {
                if field.compatible(&cards[j], &cards[i]) {
                    let mut f = Fields(Wide::small(
                        1 + u64::from(!cards[j].bye_ok) + u64::from(!cards[i].bye_ok),
                    ));
                    f.push_small(
                        layout.groups_bits,
                        u64::from(layout.shift(cards[j].score) + layout.shift(cards[i].score)),
                    );
                    f.push_small(layout.group_bits, u64::from(cards[j].score >= top));
                    f.0
                } else {
                    Wide::zero()
                }
            } else {
                ctx.edge(&cards[i], &cards[j], false, false)
            };
            m.set(i, j, w);
        }
    }
    if odd {
        let mates = m.compute();
        if let Some(bye) = (0..n).find(|&v| mates[v] == v) {
            ctx.bye_score = cards[bye].score;
        }
        if ctx.bye_score >= top {
            ctx.bye_is_single_downfloater = (0..n)
                .take_while(|&v| cards[v].score >= top)
                .all(|v| cards[mates[v]].score >= top);
        }
        let mut played: Vec<u32> = cards
            .iter()
            .filter(|c| c.score == ctx.bye_score)
            .map(|c| c.played)
            .collect();
        played.sort_unstable_by(|a, b| b.cmp(a));
        for (rank, p) in played.into_iter().enumerate() {
            match ctx.unplayed_ranks.iter_mut().find(|r| r.0 == p) {
                Some(r) => r.1 = rank as u64,
                None => ctx.unplayed_ranks.push((p, rank as u64)),
            }
        }
        for j in 0..n {
            for i in 0..j {
                m.set(i, j, ctx.edge(&cards[i], &cards[j], false, false));
            }
        }
    }
    Bracketing {
        ctx,
        m,
        matched: vec![false; n],
    }
    .run()
}

/// The first round: one bracket without history, where the first
/// candidate meets every criterion: S1 (the top half) against S2 in
/// order, the last player taking the bye when they are odd.
fn first_round(n: usize) -> Vec<usize> {
    let half = n / 2;
    let mut mates: Vec<usize> = (0..n).collect();
    for i in 0..half {
        mates[i] = half + i;
        mates[half + i] = i;
    }
    mates
}

/// The bracket-by-bracket search: each bracket's pairing is decided on
/// the matching of the whole field, fixing first which moved-down
/// players are paired and with whom, then which players are exchanged
/// between S1 and S2, then each S1 player's opponent, each time keeping
/// the best pairing of the criteria and among equals the first in the
/// Dutch order of candidates.
struct Bracketing<'a, const K: usize> {
    ctx: Context<'a>,
    m: Matcher<K>,
    /// Players whose opponent is decided.
    matched: Vec<bool>,
}

impl<const K: usize> Bracketing<'_, K> {
    /// Leaves out of the matching the players far below the bracket when
    /// the field is large. Their edges only say that the round must be
    /// completed (C4), so a window of players just below stands for them,
    /// plus one vertex for all the others when their number is odd (the
    /// bye is among them): pairing a window player with it completes them.
    fn window(&mut self, lower: usize) {
        let cards = &self.ctx.field.cards;
        let n = cards.len();
        self.m.window_end = n;
        self.m.rest.clear();
        if n - lower <= 2 * BAND || self.ctx.bye_is_single_downfloater {
            return;
        }
        let mut end = lower + BAND;
        let odd = n % 2 == 1;
        if (n - end) % 2 != usize::from(odd) {
            end += 1;
        }
        if odd && !cards[end..].iter().any(|c| self.ctx.bye_candidate(c)) {
            return;
        }
        self.m.window_end = end;
        if odd {
            let shift = self.ctx.layout.first_field();
            for (v, card) in cards.iter().enumerate().take(end).skip(lower) {
                let first = 1 + u64::from(!self.ctx.bye_candidate(card));
                self.m.rest.push((v, Wide::small(first).shifted(shift)));
            }
        }
    }

    fn run(mut self) -> Vec<usize> {
        let field: &Field = self.ctx.field;
        let cards = &field.cards;
        let n = cards.len();
        let top = cards[0].score;
        let g = self.ctx.layout.group_bits;
        // The bracket and the next score group, as positions in `cards`:
        // moved-down players first, then residents, then the next group.
        let mut members: Vec<usize> = (0..n).take_while(|&v| cards[v].score >= top).collect();
        let mut next_group = members.len();
        let mut movers = 0usize;
        let mut group_start = 0usize;
        while members.len() > 1 || next_group < n {
            let bracket_len = members.len();
            let next_start = group_start + (bracket_len - movers);
            let group_first = next_group;
            if next_group < n {
                let s = cards[next_group].score;
                while next_group < n && cards[next_group].score >= s {
                    members.push(next_group);
                    next_group += 1;
                }
            }
            self.m.lower = next_group;
            self.window(next_group);
            // Base weights of this bracket and the next group.
            let size = members.len();
            let mut base = vec![Wide::<K>::zero(); size * size];
            for lj in movers..size {
                for li in 0..lj {
                    let (a, b) = (members[li], members[lj]);
                    let w =
                        self.ctx
                            .edge(&cards[a], &cards[b], lj < bracket_len, lj >= bracket_len);
                    base[lj * size + li] = w;
                    self.m.set(a, b, w);
                }
            }
            let base_at = |base: &Vec<Wide<K>>, hi_local: usize, lo_local: usize| {
                base[lo_local * size + hi_local]
            };
            let mut mates = self.m.compute();
            let in_bracket = |v: usize| v >= group_start && v < next_start;

            // Which moved-down players are paired in the bracket (C6: the
            // highest first).
            let mut li = 0;
            while li < movers {
                let score = cards[members[li]].score;
                let same: Vec<usize> = (li..movers)
                    .take_while(|&k| cards[members[k]].score == score)
                    .collect();
                let mut remaining = same.len();
                let mut remaining_matched = same
                    .iter()
                    .filter(|&&k| in_bracket(mates[members[k]]))
                    .count();
                for &k in &same {
                    if remaining_matched == 0 {
                        break;
                    }
                    let v = members[k];
                    if remaining <= remaining_matched {
                        self.matched[v] = true;
                        continue;
                    }
                    remaining -= 1;
                    if !in_bracket(mates[v]) {
                        for (lo, &u) in members.iter().enumerate().take(bracket_len).skip(movers) {
                            let w = base_at(&base, k, lo);
                            if !w.is_zero() {
                                self.m.set(v, u, w + Wide::small(1));
                            }
                        }
                        mates = self.m.compute();
                    }
                    if in_bracket(mates[v]) {
                        self.matched[v] = true;
                        remaining_matched -= 1;
                        for (lo, &u) in members.iter().enumerate().take(bracket_len).skip(movers) {
                            let w = base_at(&base, k, lo);
                            if !w.is_zero() {
                                let bonus = (bracket_len - movers) as u64 + 1;
                                self.m.set(v, u, w + Wide::small(bonus));
                            }
                        }
                    }
                }
                li += same.len();
            }
            // Their opponents: the highest resident that keeps the best
            // pairing.
            for k in 0..movers {
                let v = members[k];
                if !self.matched[v] {
                    continue;
                }
                let mut addend = size as u64;
                let mut first = None;
                for lo in (movers..bracket_len).rev() {
                    let u = members[lo];
                    if self.matched[u] {
                        continue;
                    }
                    let w = base_at(&base, k, lo);
                    if !w.is_zero() {
                        self.m.set(v, u, w + Wide::small(addend));
                        addend += 1;
                        first = Some(u);
                    }
                }
                // Already with the first candidate: the bonus only adds to
                // the best pairing, no need to match again.
                if first != Some(mates[v]) {
                    mates = self.m.compute();
                }
                let mate = mates[v];
                self.matched[mate] = true;
                self.m.fix(v, mate);
            }

            // The remainder: residents not paired with moved-down players.
            let mut remainder: Vec<usize> = Vec::new(); // local positions
            let mut pairs = 0usize;
            for (lo, &v) in members.iter().enumerate().take(bracket_len).skip(movers) {
                if mates[v] < group_start {
                    continue;
                }
                remainder.push(lo);
                if mates[v] < v {
                    pairs += 1;
                }
            }
            let exchange_weight = |base: &Vec<Wide<K>>, a: usize, b: usize, at: usize| -> Wide<K> {
                let w = base_at(base, a, b);
                if w.is_zero() {
                    return w;
                }
                // Fewest exchanges, then the smallest difference of the
                // exchanged players' numbers (the lower ones stay in S1).
                let s1 = Wide::<K>::small(u64::from(at < pairs)).shifted(2 * g);
                let addend = (s1 - Wide::small(at as u64)).shifted(1);
                w + addend
            };
            for (ri, &a) in remainder.iter().enumerate() {
                for &b in &remainder[ri + 1..] {
                    self.m
                        .set(members[a], members[b], exchange_weight(&base, a, b, ri));
                }
            }
            let forward = |mates: &Vec<usize>, v: usize| mates[v] > v && mates[v] < next_start;
            // When every S1 player already meets a later player of the
            // bracket, no pairing gains from the exchange weights: no need
            // to match again.
            if !remainder[..pairs]
                .iter()
                .all(|&lo| forward(&mates, members[lo]))
            {
                mates = self.m.compute();
            }
            let mut exchanges = remainder[..pairs]
                .iter()
                .filter(|&&lo| !forward(&mates, members[lo]))
                .count();
            let total_exchanges = exchanges;
            // S1 players to move to S2: from the bottom of S1 up.
            let mut ri = pairs;
            while ri > 0 && exchanges > 0 {
                ri -= 1;
                let a = remainder[ri];
                let v = members[a];
                if forward(&mates, v) {
                    for &b in &remainder[ri + 1..] {
                        let w = exchange_weight(&base, a, b, ri);
                        if !w.is_zero() {
                            self.m.set(v, members[b], w - Wide::small(1));
                        }
                    }
                    mates = self.m.compute();
                }
                let exchange = !forward(&mates, v);
                if exchange {
                    exchanges -= 1;
                }
                for &b in &remainder[ri + 1..] {
                    if exchange {
                        base[b * size + a] = Wide::zero();
                    }
                    self.m.set(v, members[b], exchange_weight(&base, a, b, ri));
                }
            }
            // S2 players to move to S1: from the top of S2 down.
            let mut exchanges = total_exchanges;
            let mut ri = pairs;
            while ri < remainder.len() && exchanges > 1 {
                let a = remainder[ri];
                let v = members[a];
                let already = forward(&mates, v);
                if !already {
                    for &b in &remainder[ri + 1..] {
                        let w = exchange_weight(&base, a, b, ri);
                        if !w.is_zero() {
                            self.m.set(v, members[b], w + Wide::small(1));
                        }
                    }
                    mates = self.m.compute();
                }
                if forward(&mates, v) {
                    exchanges -= 1;
                    for &b in &remainder[..ri] {
                        base[a * size + b] = Wide::zero();
                        self.m.set(v, members[b], Wide::zero());
                    }
                    for lo in bracket_len..size {
                        base[lo * size + a] = Wide::zero();
                        self.m.set(v, members[lo], Wide::zero());
                    }
                }
                if !already {
                    for &b in &remainder[ri + 1..] {
                        self.m.set(v, members[b], exchange_weight(&base, a, b, ri));
                    }
                }
                ri += 1;
            }
            // Fix S1 and S2: S1 players only meet later S2 players.
            for (ri, &a) in remainder.iter().enumerate() {
                let v = members[a];
                for &b in &remainder[ri + 1..] {
                    let u = members[b];
                    if !forward(&mates, v) || forward(&mates, u) {
                        base[b * size + a] = Wide::zero();
                    }
                    self.m.set(v, u, base[b * size + a]);
                }
            }
            // Each S1 player's opponent: the first of S2 that keeps the
            // best pairing. The S1 players are decided in order, so when a
            // player is not already with his first candidate, the
            // preferences of the next S1 players are added below his (each
            // a digit of `digit` bits) and one matching decides them all.
            let digit = bits(remainder.len() + 1);
            let per_matching = (ORDER_ROOM / digit).max(1) as usize;
            let mut decided: Vec<usize> = Vec::new();
            for (ri, &a) in remainder.iter().enumerate() {
                let v = members[a];
                if !forward(&mates, v) {
                    continue;
                }
                if !decided.contains(&v) {
                    let first = remainder[ri + 1..]
                        .iter()
                        .copied()
                        .find(|&b| !self.matched[members[b]] && !base[b * size + a].is_zero());
                    if first.map(|b| members[b]) != Some(mates[v]) {
                        let group: Vec<usize> = remainder[ri..]
                            .iter()
                            .copied()
                            .filter(|&x| forward(&mates, members[x]))
                            .take(per_matching)
                            .collect();
                        let mut extra = HashMap::new();
                        for (t, &x) in group.iter().enumerate() {
                            let place = digit * (per_matching - 1 - t) as u32;
                            let mut rank = 0u64;
                            for &b in remainder.iter().rev() {
                                let u = members[b];
                                if b <= x || self.matched[u] {
                                    continue;
                                }
                                if !base[b * size + x].is_zero() {
                                    extra.insert((members[x], u), Wide::small(rank).shifted(place));
                                }
                                rank += 1;
                            }
                        }
                        let room = digit * per_matching as u32;
                        mates = self.m.compute_with(room, &extra);
                        decided = group.iter().map(|&x| members[x]).collect();
                    }
                }
                let mate = mates[v];
                self.matched[v] = true;
                self.matched[mate] = true;
                self.m.fix(v, mate);
            }

            // The next bracket: who is left, then the next score group.
            let odd = n % 2 == 1;
            self.ctx.bye_is_single_downfloater =
                odd && group_first < n && self.ctx.bye_score >= cards[group_first].score;
            let mut left = Vec::new();
            movers = 0;
            for (lo, &v) in members.iter().enumerate() {
                if lo < bracket_len && self.matched[v] {
                    continue;
                }
                left.push(v);
                if lo < bracket_len {
                    movers += 1;
                }
                if self.ctx.bye_is_single_downfloater
                    && mates[v] < n
                    && cards[mates[v]].score < cards[group_first].score
                {
                    self.ctx.bye_is_single_downfloater = false;
                }
            }
            let stuck = members.len() == left.len() && group_first == n;
            members = left;
            group_start = next_start;
            if stuck {
                // No legal pairing for those left (only when the absolute
                // criteria cannot all be met): they sit out.
                break;
            }
        }
        (0..n).map(|v| self.m.fixed[v].unwrap_or(v)).collect()
    }
}

/// The round from the mates of the cards: games with their colours (E1–E5)
/// in board order, the bye, and the players left out.
fn round_of(field: &Field, mates: &[usize], bye_points: Halves) -> Round {
    let cards = &field.cards;
    let mut boards: Vec<(Halves, Halves, usize, Board)> = Vec::new();
    let mut bye = None;
    let mut absent = Vec::new();
    for (a, &b) in mates.iter().enumerate() {
        if b == a {
            if bye.is_none() && cards[a].bye_ok && cards.len() % 2 == 1 {
                bye = Some(a);
            } else {
                absent.push(a);
            }
            continue;
        }
        if b < a {
            continue;
        }
        let (w, bl) = if colour_of(&cards[a], &cards[b], a < b) == Colour::White {
            (a, b)
        } else {
            (b, a)
        };
        let (hi, lo) = (
            cards[a].score.max(cards[b].score),
            cards[a].score.min(cards[b].score),
        );
        let top = cards[a].index.min(cards[b].index);
        boards.push((
            hi,
            hi + lo,
            top,
            Board::Game {
                white: cards[w].index,
                black: cards[bl].index,
                outcome: None,
            },
        ));
    }
    // C.04.2: boards by the higher score, the sum of scores, then the
    // higher player's rank.
    boards.sort_by(|x, y| y.0.cmp(&x.0).then(y.1.cmp(&x.1)).then(x.2.cmp(&y.2)));
    let mut round = Round {
        boards: boards.into_iter().map(|b| b.3).collect(),
    };
    if let Some(p) = bye {
        round.boards.push(Board::Bye {
            player: cards[p].index,
            points: bye_points,
        });
    }
    for p in absent {
        round.boards.push(Board::Absent {
            player: cards[p].index,
        });
    }
    round
}

/// The colour of `player` against `opponent` (E1–E5); `player_higher`:
/// whether the player ranks higher (score, then pairing number).
fn colour_of(player: &Card, opponent: &Card, player_higher: bool) -> Colour {
    if let Some(c) = neutral_colour(player, opponent) {
        return c;
    }
    let (hi, lo) = if player_higher {
        (player, opponent)
    } else {
        (opponent, player)
    };
    // E4/E5: the higher player gets his preference; with none, the first
    // colour (White) to an odd pairing number, alternating.
    let hi_colour = hi.preference.unwrap_or(if hi.index % 2 == 0 {
        Colour::White
    } else {
        Colour::Black
    });
    let _ = lo;
    if player_higher {
        hi_colour
    } else {
        hi_colour.other()
    }
}

/// The colour of `player` from the two preferences alone (E1–E3), if they
/// decide it.
fn neutral_colour(player: &Card, opponent: &Card) -> Option<Colour> {
    if compatible_preferences(player.preference, opponent.preference) {
        return player.preference.or(opponent.preference.map(Colour::other));
    }
    if player.absolute() && (player.imbalance > opponent.imbalance || !opponent.absolute()) {
        return player.preference;
    }
    if opponent.absolute() && (opponent.imbalance > player.imbalance || !player.absolute()) {
        return opponent.preference.map(Colour::other);
    }
    if player.strong && !opponent.strong {
        return player.preference;
    }
    if opponent.strong && !player.strong {
        return opponent.preference.map(Colour::other);
    }
    // E3: alternate from the last round they had different colours.
    let (mine, theirs) = player
        .colours
        .iter()
        .rev()
        .zip(opponent.colours.iter().rev())
        .find(|(x, y)| x != y)?;
    let _ = mine;
    Some(*theirs)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preferences_follow_a6() {
        use Colour::*;
        assert_eq!(preference(&[]), (None, Strength::None));
        assert_eq!(preference(&[White]), (Some(Black), Strength::Strong));
        assert_eq!(preference(&[White, Black]), (Some(White), Strength::Mild));
        assert_eq!(
            preference(&[Black, Black]),
            (Some(White), Strength::Absolute)
        );
        assert_eq!(
            preference(&[White, White, Black]),
            (Some(Black), Strength::Strong)
        );
        assert_eq!(
            preference(&[White, Black, White, White]),
            (Some(Black), Strength::Absolute)
        );
    }
}
