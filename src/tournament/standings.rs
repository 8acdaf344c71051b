//! The table: players by points, then by the system's tie-breaks, with
//! shared places where everything is equal and, for each player, what put
//! them below the one above.

use super::tiebreak::{direct_encounter, values, TieBreak};
use super::{Event, Halves};

/// What separates a player from the one listed just above.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Separation {
    /// First in the table.
    Top,
    /// Fewer points.
    Points,
    /// Equal points; this tie-break decided.
    TieBreak(TieBreak),
    /// Equal in everything: the place is shared.
    Shared,
}

/// One line of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub player: usize,
    pub points: Halves,
    /// Values of the system's tie-breaks, in [`TieBreak::for_system`] order.
    pub tiebreaks: Vec<i64>,
    /// 1-based; equal lines share a place.
    pub place: usize,
    pub separated: Separation,
}

/// The current table of an event.
pub fn standings(event: &Event) -> Vec<Standing> {
    let tbs = TieBreak::for_system(event.system);
    let points = event.scores();
    let n = event.players.len();
    let plain: Vec<Option<Vec<i64>>> = tbs
        .iter()
        .map(|&tb| (tb != TieBreak::DirectEncounter).then(|| values(event, tb)))
        .collect();
    let mut tb_values = vec![vec![0i64; tbs.len()]; n];
    // Groups of players still tied, refined criterion by criterion.
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| points[b].cmp(&points[a]).then(a.cmp(&b)));
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &p in &order {
        match groups.last_mut() {
            Some(g) if points[g[0]] == points[p] => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    for k in 0..tbs.len() {
        let mut next = Vec::new();
        for group in groups {
            if group.len() == 1 {
                next.push(group);
                continue;
            }
            let vals: Vec<i64> = match &plain[k] {
                Some(v) => group.iter().map(|&p| v[p]).collect(),
                None => direct_encounter(event, &group),
            };
            for (&p, &v) in group.iter().zip(&vals) {
                tb_values[p][k] = v;
            }
            let mut sorted = group.clone();
            sorted.sort_by(|&a, &b| tb_values[b][k].cmp(&tb_values[a][k]).then(a.cmp(&b)));
            let mut sub: Vec<usize> = Vec::new();
            for p in sorted {
                if let Some(&q) = sub.first() {
                    if tb_values[q][k] != tb_values[p][k] {
                        next.push(std::mem::take(&mut sub));
                    }
                }
                sub.push(p);
            }
            next.push(sub);
        }
        groups = next;
    }
    // Values of players alone in their group early on are still shown.
    for (k, plain_k) in plain.iter().enumerate() {
        if let Some(v) = plain_k {
            for p in 0..n {
                tb_values[p][k] = v[p];
            }
        }
    }
    let mut out = Vec::with_capacity(n);
    let mut place = 1;
    let mut prev: Option<usize> = None;
    for group in groups {
        for (i, &p) in group.iter().enumerate() {
            let separated = match prev {
                None => Separation::Top,
                Some(_) if i > 0 => Separation::Shared,
                Some(q) if points[q] != points[p] => Separation::Points,
                Some(q) => tbs
                    .iter()
                    .enumerate()
                    .find(|(k, _)| tb_values[q][*k] != tb_values[p][*k])
                    .map_or(Separation::Shared, |(_, &tb)| Separation::TieBreak(tb)),
            };
            out.push(Standing {
                player: p,
                points: points[p],
                tiebreaks: tb_values[p].clone(),
                place,
                separated,
            });
            prev = Some(p);
        }
        place += group.len();
    }
    out
}
