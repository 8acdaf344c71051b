//! Swiss pairings by the FIDE Dutch system (Handbook C.04.3).
//!
//! Brackets are paired from the top score down. Each bracket is one
//! maximum-weight matching over its players and the players below it
//! (so the rest of the round can still be paired, criterion C4), with a
//! lexicographic weight whose components are the Dutch criteria in order:
//! pairs in the bracket (C5), the pairing score differences (C6), the
//! topscorers' colour limits (C8, C9), colour preferences (C10, C11), the
//! float repetitions (C12–C15), and last the order in which the Dutch
//! system generates candidates (S1 against S2, transpositions before
//! exchanges), so among equally good pairings the first one wins. The
//! absolute criteria (C1 no rematch, C2 one bye, C3 absolute colours) are
//! edges left out. This is the formulation FIDE-endorsed programs such as
//! bbpPairings use, simplified: later brackets see only the players just
//! below them when the field is large, and the candidate order is
//! approximated by preference ranks, so in brackets with moved-down players
//! or exchanges the choice among equally good pairings can differ from
//! theirs (the float score-difference criteria are not applied either).

use super::matching::{max_weight_matching, Lex};
use super::{Board, Colour, Entry, Event, Halves, Round};

/// The criteria of the edge weight, most important first (see the module
/// comment); each is a field of the packed weight.
const C_ANY: usize = 0;
const C_PAIRS: usize = 1;
/// Scores paired in the bracket, one field per score (highest first).
const C_PSD: usize = 2;
const PSD_LEVELS: usize = 5;
/// Pairs the next bracket can still make.
const C_NEXT: usize = C_PSD + PSD_LEVELS;
/// Fewest unplayed rounds for the bye's receiver.
const C_BYE_UNPLAYED: usize = C_NEXT + 1;
const C_TOP_DIFF: usize = C_BYE_UNPLAYED + 1;
const C_TOP_ROW: usize = C_TOP_DIFF + 1;
const C_PREF: usize = C_TOP_ROW + 1;
const C_STRONG: usize = C_PREF + 1;
const C_DOWN1: usize = C_STRONG + 1;
const C_UP1: usize = C_DOWN1 + 1;
const C_DOWN2: usize = C_UP1 + 1;
const C_UP2: usize = C_DOWN2 + 1;
/// Pairs of an S1 player with an S2 player: transpositions come before
/// exchanges in the candidate order.
const C_SPLIT: usize = C_UP2 + 1;
const FIELDS: usize = C_SPLIT + 1;
/// Candidate-order digits: 8 bits each, 7 to a limb.
const DIGIT_BITS: usize = 8;
const DIGITS_PER: usize = 7;

/// An edge's criteria before packing: the fields, and the candidate-order
/// digit at a bracket position.
#[derive(Clone, Copy, Default)]
struct Criteria {
    fields: [i64; FIELDS],
    digit: Option<(usize, i64)>,
}

/// How criteria are packed into the limbs of a [`Lex`] weight: several
/// fields to a limb, each wide enough for its sum over a matching, then
/// the order digits. Every field is shifted up by its lowest value so it
/// is never negative; as every matching compared has the same number of
/// edges (the first field), the shift changes no comparison.
struct Packing {
    width: usize,
    per_limb: usize,
    low: [i64; FIELDS],
    field_limbs: usize,
}

impl Packing {
    fn new(edges: &[(usize, usize, Criteria)], vertices: usize) -> Packing {
        let mut low = [0i64; FIELDS];
        let mut high = [0i64; FIELDS];
        for (_, _, c) in edges {
            for f in 0..FIELDS {
                low[f] = low[f].min(c.fields[f]);
                high[f] = high[f].max(c.fields[f]);
            }
        }
        let range = (0..FIELDS).map(|f| high[f] - low[f]).max().unwrap_or(0) as u64 + 1;
        let most = range * (vertices as u64 / 2 + 1);
        let width = (64 - most.leading_zeros()) as usize + 1;
        let per_limb = (62 / width).max(1);
        Packing {
            width,
            per_limb,
            low,
            field_limbs: FIELDS.div_ceil(per_limb),
        }
    }

    fn limbs(&self, positions: usize) -> usize {
        self.field_limbs + positions.div_ceil(DIGITS_PER)
    }

    fn pack<const K: usize>(&self, c: &Criteria) -> Lex<K> {
        let mut w = [0i64; K];
        for f in 0..FIELDS {
            let limb = f / self.per_limb;
            let shift = self.width * (self.per_limb - 1 - f % self.per_limb);
            w[limb] += (c.fields[f] - self.low[f]) << shift;
        }
        if let Some((pos, digit)) = c.digit {
            let limb = self.field_limbs + pos / DIGITS_PER;
            if limb < K {
                w[limb] += digit << (DIGIT_BITS * (DIGITS_PER - 1 - pos % DIGITS_PER));
            }
        }
        Lex(w)
    }
}

/// The matching of these criteria, packed into the smallest weight that
/// holds them (order digits beyond its room are dropped).
fn solve(
    vertices: usize,
    edges: &[(usize, usize, Criteria)],
    positions: usize,
) -> Vec<Option<usize>> {
    fn run<const K: usize>(
        vertices: usize,
        edges: &[(usize, usize, Criteria)],
        packing: &Packing,
    ) -> Vec<Option<usize>> {
        let packed: Vec<(usize, usize, Lex<K>)> = edges
            .iter()
            .map(|(i, j, c)| (*i, *j, packing.pack::<K>(c)))
            .collect();
        max_weight_matching(vertices, &packed)
    }
    let packing = Packing::new(edges, vertices);
    match packing.limbs(positions) {
        0..=4 => run::<4>(vertices, edges, &packing),
        5..=8 => run::<8>(vertices, edges, &packing),
        9..=16 => run::<16>(vertices, edges, &packing),
        _ => run::<24>(vertices, edges, &packing),
    }
}

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

/// What the pairing needs to know of one player.
#[derive(Clone, Debug)]
pub struct Card {
    pub index: usize,
    pub score: Halves,
    /// Colours of the games played over the board, oldest first.
    pub colours: Vec<Colour>,
    pub preference: Option<Colour>,
    pub strength: Strength,
    /// May receive the pairing-allocated bye (has not scored without
    /// playing yet: C2).
    pub bye_ok: bool,
    pub float_last: Float,
    pub float_before: Float,
    pub topscorer: bool,
    /// Rounds without a game played over the board.
    pub unplayed: u32,
}

impl Card {
    fn difference(&self) -> i32 {
        self.colours
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum()
    }
}

/// The colour preference from the colours played (A.6).
pub fn preference(colours: &[Colour]) -> (Option<Colour>, Strength) {
    let Some(&last) = colours.last() else {
        return (None, Strength::None);
    };
    let diff: i32 = colours
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum();
    let two_same = colours.len() >= 2 && colours[colours.len() - 2] == last;
    if !(-1..=1).contains(&diff) || two_same {
        let c = if diff > 1 {
            Colour::Black
        } else if diff < -1 {
            Colour::White
        } else {
            last.other()
        };
        return (Some(c), Strength::Absolute);
    }
    match diff {
        1 => (Some(Colour::Black), Strength::Strong),
        -1 => (Some(Colour::White), Strength::Strong),
        _ => (Some(last.other()), Strength::Mild),
    }
}

/// The pairing cards of the players in the next round, and who has met
/// whom (`met[a * n + b]`).
pub fn cards(event: &Event) -> (Vec<Card>, Vec<bool>) {
    let n = event.players.len();
    let round = event.rounds.len();
    let total = event.total_rounds() as usize;
    let table = event.table();
    let mut met = vec![false; n * n];
    let mut floats = vec![Vec::with_capacity(round); n];
    for r in 0..round {
        let before = event.scores_after(r);
        for (p, entries) in table.iter().enumerate() {
            let f = match entries[r] {
                Entry::Game {
                    opponent, played, ..
                } => {
                    met[p * n + opponent] = true;
                    // Not playing (a forfeit) counts as a downfloat.
                    if !played || before[p] > before[opponent] {
                        Float::Down
                    } else if before[p] < before[opponent] {
                        Float::Up
                    } else {
                        Float::None
                    }
                }
                Entry::Bye { .. } | Entry::Absent => Float::Down,
            };
            floats[p].push(f);
        }
    }
    let scores = event.scores();
    let cards = (0..n)
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
            let (preference, strength) = preference(&colours);
            let scored_unplayed = table[p].iter().any(|e| match *e {
                Entry::Bye { points } => points > 0,
                Entry::Game {
                    played: false,
                    points: Some(pts),
                    ..
                } => pts > 0,
                _ => false,
            });
            let f = &floats[p];
            Card {
                index: p,
                score: scores[p],
                colours,
                preference,
                strength,
                bye_ok: !scored_unplayed,
                float_last: f.last().copied().unwrap_or(Float::None),
                float_before: if f.len() >= 2 {
                    f[f.len() - 2]
                } else {
                    Float::None
                },
                // Over half the points possible, when pairing the last round.
                topscorer: total > 0 && round + 1 == total && scores[p] as usize > total - 1,
                unplayed: table[p]
                    .iter()
                    .filter(|e| !matches!(e, Entry::Game { played: true, .. }))
                    .count() as u32,
            }
        })
        .collect();
    (cards, met)
}

/// Pairs the event's next round.
pub fn pair(event: &Event) -> Round {
    let (mut cards, met) = cards(event);
    let n = event.players.len();
    pair_cards(&mut cards, &met, n, event.bye_points)
}

/// Pairs these players (any order); `met` is indexed by player index,
/// `n` players in all.
pub fn pair_cards(cards: &mut [Card], met: &[bool], n: usize, bye_points: Halves) -> Round {
    cards.sort_by(|a, b| b.score.cmp(&a.score).then(a.index.cmp(&b.index)));
    let bye_score = bye_score(cards, met, n);
    let mut games: Vec<(usize, usize)> = Vec::new(); // positions in `cards`
    let mut bye: Option<usize> = None;
    let mut absent: Vec<usize> = Vec::new();
    let mut moved_down: Vec<usize> = Vec::new();
    let mut start = 0;
    while start < cards.len() || !moved_down.is_empty() {
        let end = if start < cards.len() {
            let s = cards[start].score;
            start + cards[start..].iter().take_while(|c| c.score == s).count()
        } else {
            start
        };
        let mut bracket = std::mem::take(&mut moved_down);
        bracket.extend(start..end);
        let below: Vec<usize> = (end..cards.len()).collect();
        let last = below.is_empty();
        let outcome = pair_bracket(cards, met, n, &bracket, &below, bye_score);
        let mut paired = vec![false; cards.len()];
        for &(a, b) in &outcome.pairs {
            paired[a] = true;
            paired[b] = true;
            games.push((a, b));
        }
        for &p in &bracket {
            if paired[p] {
                continue;
            }
            if last {
                if outcome.bye == Some(p) {
                    bye = Some(p);
                } else {
                    absent.push(p);
                }
            } else {
                moved_down.push(p);
            }
        }
        start = end;
        if last {
            break;
        }
    }
    let mut boards: Vec<(Halves, Halves, usize, Board)> = games
        .into_iter()
        .map(|(a, b)| {
            let (w, bl) = if a_is_white(&cards[a], &cards[b]) {
                (a, b)
            } else {
                (b, a)
            };
            let (hi, lo) = (
                cards[a].score.max(cards[b].score),
                cards[a].score.min(cards[b].score),
            );
            let top = cards[a].index.min(cards[b].index);
            (
                hi,
                hi + lo,
                top,
                Board::Game {
                    white: cards[w].index,
                    black: cards[bl].index,
                    outcome: None,
                },
            )
        })
        .collect();
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

/// The lowest score the pairing-allocated bye can go to with the rest of
/// the round still paired (the bye goes to the lowest score possible);
/// `None` with an even number of players.
fn bye_score(cards: &[Card], met: &[bool], n: usize) -> Option<Halves> {
    if cards.len().is_multiple_of(2) {
        return None;
    }
    let mut scores: Vec<Halves> = cards.iter().filter(|c| c.bye_ok).map(|c| c.score).collect();
    scores.sort_unstable();
    scores.dedup();
    let mut edges = Vec::new();
    for i in 0..cards.len() {
        for j in i + 1..cards.len() {
            if compatible(&cards[i], &cards[j], met, n) {
                edges.push((i, j, 1i64));
            }
        }
    }
    let base = edges.len();
    let bye = cards.len();
    for &s in &scores {
        edges.truncate(base);
        for (i, c) in cards.iter().enumerate() {
            if c.bye_ok && c.score <= s {
                edges.push((i, bye, 1));
            }
        }
        let mate = max_weight_matching(cards.len() + 1, &edges);
        if mate.iter().all(Option::is_some) {
            return Some(s);
        }
    }
    scores.last().copied()
}

struct BracketOutcome {
    pairs: Vec<(usize, usize)>,
    bye: Option<usize>,
}

/// Whether two players may meet at all (C1, C3).
fn compatible(a: &Card, b: &Card, met: &[bool], n: usize) -> bool {
    if met[a.index * n + b.index] {
        return false;
    }
    let both_absolute = a.strength == Strength::Absolute && b.strength == Strength::Absolute;
    !both_absolute || a.preference != b.preference || a.topscorer || b.topscorer
}

/// Colours for a pair (E1–E5): whether `a` takes White.
fn a_is_white(a: &Card, b: &Card) -> bool {
    let a_higher = (a.score, std::cmp::Reverse(a.index)) > (b.score, std::cmp::Reverse(b.index));
    let (hi, lo) = if a_higher { (a, b) } else { (b, a) };
    let hi_white = match (hi.preference, lo.preference) {
        (None, None) => hi.index % 2 == 0,
        (Some(c), None) => c == Colour::White,
        (None, Some(c)) => c == Colour::Black,
        (Some(x), Some(y)) if x != y => x == Colour::White,
        (Some(x), Some(_)) => {
            // Both want x: the stronger preference wins (E2); between two
            // absolute ones the wider colour difference.
            let key = |c: &Card| (c.strength, c.difference().abs());
            if key(hi) != key(lo) {
                if key(hi) > key(lo) {
                    x == Colour::White
                } else {
                    x != Colour::White
                }
            } else if let Some(c) = last_different(hi, lo) {
                // E3: alternate from the last time they had different colours.
                c == Colour::Black
            } else {
                x == Colour::White // E4: the higher ranked gets his wish
            }
        }
    };
    hi_white == a_higher
}

/// The colour `hi` had the last time the two had different colours (their
/// played games counted back from the latest).
fn last_different(hi: &Card, lo: &Card) -> Option<Colour> {
    hi.colours
        .iter()
        .rev()
        .zip(lo.colours.iter().rev())
        .find(|(x, y)| x != y)
        .map(|(x, _)| *x)
}

/// Colour quality of a pair as `[C8, C9, C10, C11]` violations.
fn colour_faults(a: &Card, b: &Card) -> [i64; 4] {
    let (white, black) = if a_is_white(a, b) { (a, b) } else { (b, a) };
    let mut faults = [0i64; 4];
    for (p, got) in [(white, Colour::White), (black, Colour::Black)] {
        if a.topscorer || b.topscorer {
            let d = p.difference() + if got == Colour::White { 1 } else { -1 };
            if d.abs() > 2 {
                faults[0] += 1;
            }
            let n = p.colours.len();
            if n >= 2 && p.colours[n - 1] == got && p.colours[n - 2] == got {
                faults[1] += 1;
            }
        }
        if let Some(want) = p.preference {
            if want != got {
                faults[2] += 1;
                if p.strength >= Strength::Strong {
                    faults[3] += 1;
                }
            }
        }
    }
    faults
}

/// The place of each bracket position in the Dutch candidate order: the
/// rank of partner `j` in the list of position `i` (i < j).
struct Order {
    movers: usize,
    size: usize,
    rem_start: usize,
    s2_start: usize,
}

impl Order {
    fn new(movers: usize, size: usize) -> Self {
        let residents = size - movers;
        let rem_start = movers + movers.min(residents);
        let s2_start = rem_start + (size - rem_start) / 2;
        Order {
            movers,
            size,
            rem_start,
            s2_start,
        }
    }

    /// Whether `i` (S1) and `j` (S2) pair across the split, as a
    /// candidate without exchanges does.
    fn across(&self, i: usize, j: usize) -> bool {
        (i < self.movers && j >= self.movers)
            || (i >= self.rem_start && i < self.s2_start && j >= self.s2_start)
    }

    fn rank(&self, i: usize, j: usize) -> usize {
        if i < self.movers {
            // A moved-down player takes the residents in order (S2).
            if j >= self.movers {
                j - self.movers
            } else {
                self.size + j - i
            }
        } else if i >= self.rem_start && i < self.s2_start {
            // S1 of the remainder: S2 in order, then exchanges from the
            // bottom of S1.
            if j >= self.s2_start {
                j - self.s2_start
            } else {
                self.size + (self.s2_start - 1 - j)
            }
        } else {
            j - i - 1
        }
    }
}

/// A homogeneous bracket of players with no history at all (the first
/// round): every criterion is met by the first candidate, S1 against S2
/// in order, the last player floating down (or taking the bye).
fn first_round_bracket(
    cards: &[Card],
    met: &[bool],
    n: usize,
    bracket: &[usize],
    below: &[usize],
    bye_score: Option<Halves>,
) -> Option<BracketOutcome> {
    let fresh = |p: usize| {
        let c = &cards[p];
        c.colours.is_empty()
            && c.unplayed == 0
            && c.bye_ok
            && c.float_last == Float::None
            && c.float_before == Float::None
            && !met[c.index * n..(c.index + 1) * n].iter().any(|&m| m)
    };
    let score = cards[bracket[0]].score;
    if !bracket.iter().all(|&p| cards[p].score == score && fresh(p)) {
        return None;
    }
    let half = bracket.len() / 2;
    let pairs = (0..half).map(|i| (bracket[i], bracket[half + i])).collect();
    let last = (bracket.len() % 2 == 1).then(|| bracket[bracket.len() - 1]);
    let bye = last.filter(|&p| below.is_empty() && bye_score.is_none_or(|s| cards[p].score <= s));
    Some(BracketOutcome { pairs, bye })
}

/// Pairs one bracket with the players below it in the matching.
fn pair_bracket(
    cards: &[Card],
    met: &[bool],
    n: usize,
    bracket: &[usize],
    below: &[usize],
    bye_score: Option<Halves>,
) -> BracketOutcome {
    if let Some(outcome) = first_round_bracket(cards, met, n, bracket, below, bye_score) {
        return outcome;
    }
    // Later brackets only need to absorb what floats down; a window of
    // them keeps the matching small in large fields.
    let window = if below.len() <= 2 * bracket.len() + 24 {
        below.len()
    } else {
        bracket.len() + 24
    };
    let lower = &below[..window];
    let whole = window == below.len();
    let mut nodes: Vec<usize> = bracket.to_vec();
    nodes.extend_from_slice(lower);
    let bye_node = (whole && nodes.len() % 2 == 1).then_some(nodes.len());
    let vertices = nodes.len() + usize::from(bye_node.is_some());
    let in_bracket = bracket.len();
    let movers = bracket
        .iter()
        .take_while(|&&p| cards[p].score > cards[bracket[in_bracket - 1]].score)
        .count();
    // The bracket's scores, highest first, each with its own component.
    let mut levels: Vec<Halves> = bracket.iter().map(|&p| cards[p].score).collect();
    levels.dedup();
    let level = |score: Halves| -> usize {
        let at = levels.iter().position(|&x| x == score).unwrap_or(0);
        C_PSD + at.min(PSD_LEVELS - 1)
    };
    // The next bracket: the first score group below.
    let next_score = lower.first().map(|&p| cards[p].score);
    let in_next = |node: usize| -> bool {
        node >= in_bracket && Some(cards[nodes[node]].score) == next_score
    };
    let order = Order::new(movers, in_bracket);
    let float_faults = |w: &mut Criteria, p: &Card, f: Float| {
        if f == Float::Down && p.float_last == Float::Down {
            w.fields[C_DOWN1] -= 1;
        }
        if f == Float::Up && p.float_last == Float::Up {
            w.fields[C_UP1] -= 1;
        }
        if f == Float::Down && p.float_before == Float::Down {
            w.fields[C_DOWN2] -= 1;
        }
        if f == Float::Up && p.float_before == Float::Up {
            w.fields[C_UP2] -= 1;
        }
    };
    // Order digits for the positions whose partner the candidate order
    // decides: the moved-down players, S1 and a few more for exchanges.
    let positions = in_bracket.saturating_sub(1).min(order.s2_start + 8);
    let mut edges: Vec<(usize, usize, Criteria)> = Vec::new();
    for i in 0..nodes.len() {
        let a = &cards[nodes[i]];
        for j in i + 1..nodes.len() {
            let b = &cards[nodes[j]];
            if !compatible(a, b, met, n) {
                continue;
            }
            let mut w = Criteria::default();
            w.fields[C_ANY] = 1;
            if j < in_bracket {
                w.fields[C_PAIRS] = 1;
                w.fields[level(a.score.max(b.score))] += 1;
                let faults = colour_faults(a, b);
                w.fields[C_TOP_DIFF] -= faults[0];
                w.fields[C_TOP_ROW] -= faults[1];
                w.fields[C_PREF] -= faults[2];
                w.fields[C_STRONG] -= faults[3];
                if a.score > b.score {
                    float_faults(&mut w, a, Float::Down);
                    float_faults(&mut w, b, Float::Up);
                }
                if order.across(i, j) {
                    w.fields[C_SPLIT] = 1;
                }
                if i < positions {
                    w.digit = Some((i, 255 - order.rank(i, j).min(254) as i64));
                }
            } else if i < in_bracket {
                // a floats down out of the bracket.
                float_faults(&mut w, a, Float::Down);
            }
            if in_next(j) && (i < in_bracket || in_next(i)) {
                w.fields[C_NEXT] = 1;
            }
            edges.push((i, j, w));
        }
        if let Some(bye) = bye_node {
            if a.bye_ok && bye_score.is_none_or(|s| a.score <= s) {
                let mut w = Criteria::default();
                w.fields[C_ANY] = 1;
                w.fields[C_BYE_UNPLAYED] = -(a.unplayed as i64);
                if i < in_bracket {
                    float_faults(&mut w, a, Float::Down);
                }
                edges.push((i, bye, w));
            }
        }
    }
    let mate = solve(vertices, &edges, positions);
    let mut pairs = Vec::new();
    let mut bye = None;
    for i in 0..in_bracket {
        match mate[i] {
            Some(j) if j < in_bracket && i < j => pairs.push((nodes[i], nodes[j])),
            Some(j) if Some(j) == bye_node => bye = Some(nodes[i]),
            _ => {}
        }
    }
    BracketOutcome { pairs, bye }
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
