//! Avanço's evaluation for the solver search: the winning chance of a seat
//! from material, advancement, defended pieces and runners, with the races
//! that decide themselves (a piece one step from home, two threats, a
//! runner no one can catch) judged near-certain; and the move order the
//! search tries (captures, then the most advanced moves).

use super::{Avanco, Move, ALL, FILE_A, FILE_G, N, RANK_1, WHITE};
use crate::games::Seat;

/// The value of a piece by ranks gained (0 on its home rank): a piece far
/// up the board is a threat the opponent must answer.
const ADVANCE: [f32; 7] = [0.0, 0.05, 0.15, 0.3, 0.55, 0.9, 0.0];
/// A piece one of its own pieces protects (a capture there is answered).
const DEFENDED: f32 = 0.15;
/// A piece of the side not to move that the mover can take for nothing.
const HANGING: f32 = 0.6;
/// Having the move.
const TEMPO: f32 = 0.1;
/// Score difference to winning chance: chance = 1 / (1 + e^(−k·diff)).
const SCALE: f32 = 1.1;
/// Near-certain results (kept off 0 and 1: only the rules prove a result).
const SURE_WIN: f32 = 0.97;

/// The mask of rank `r` (0-based, from White's side).
const fn rank(r: u8) -> u64 {
    RANK_1 << (N * r)
}

/// The cells `seat`'s pieces `pieces` attack (diagonally ahead).
#[inline]
fn attacks(seat: Seat, pieces: u64) -> u64 {
    if seat == WHITE {
        (((pieces & !FILE_A) << (N - 1)) | ((pieces & !FILE_G) << (N + 1))) & ALL
    } else {
        ((pieces & !FILE_A) >> (N + 1)) | ((pieces & !FILE_G) >> (N - 1))
    }
}

/// The cells `seat`'s pieces `pieces` step straight onto.
#[inline]
fn ahead(seat: Seat, pieces: u64) -> u64 {
    if seat == WHITE {
        (pieces << N) & ALL
    } else {
        pieces >> N
    }
}

/// The rank `seat` reaches after `gained` ranks.
#[inline]
fn rank_of(seat: Seat, gained: u8) -> u64 {
    if seat == WHITE {
        rank(gained)
    } else {
        rank(N - 1 - gained)
    }
}

impl Avanco {
    /// The chance that `seat` wins, by [`Self::score_for_mover`]; `None`
    /// when the mover must take a piece about to reach home (not quiet).
    pub fn evaluate(&self, seat: Seat) -> Option<f32> {
        if let Some(w) = self.winner() {
            return Some(if w == seat { 1.0 } else { 0.0 });
        }
        let mover = self.seat_to_move();
        let chance = match self.race(mover) {
            Race::Won => SURE_WIN,
            Race::Lost => 1.0 - SURE_WIN,
            Race::MustCapture => return None,
            Race::Open => 1.0 / (1.0 + (-SCALE * self.score_for_mover()).exp()),
        };
        Some(if seat == mover { chance } else { 1.0 - chance })
    }

    /// The races that decide the game, from the mover's side.
    fn race(&self, mover: Seat) -> Race {
        let other = 1 - mover;
        let (mine, theirs) = (self.pieces[mover], self.pieces[other]);
        // A piece one step from home walks in (straight or diagonally).
        if mine & rank_of(mover, N - 2) != 0 {
            return Race::Won;
        }
        let threats = theirs & rank_of(other, N - 2);
        if threats != 0 {
            let takeable = threats & attacks(mover, mine);
            return if threats.count_ones() > 1 || takeable == 0 {
                Race::Lost
            } else {
                Race::MustCapture
            };
        }
        // A runner two steps from home with a cell ahead no opposing piece
        // covers: the opponent, with no threat of its own, cannot stop it.
        let empty = ALL & !(mine | theirs);
        let guarded = attacks(other, theirs);
        let mut runners = mine & rank_of(mover, N - 3);
        while runners != 0 {
            let piece = runners & runners.wrapping_neg();
            runners &= runners - 1;
            let to = (ahead(mover, piece) & empty) | (attacks(mover, piece) & !mine);
            if to & !guarded != 0 {
                return Race::Won;
            }
        }
        Race::Open
    }

    /// Material, advancement and defence for the mover minus the same for
    /// the other side, pieces the mover can take for nothing, and the move.
    fn score_for_mover(&self) -> f32 {
        let mover = self.seat_to_move();
        let other = 1 - mover;
        let side = |s: Seat| {
            let p = self.pieces[s];
            let mut v = p.count_ones() as f32;
            for (gained, w) in ADVANCE.iter().enumerate() {
                v += w * (p & rank_of(s, gained as u8)).count_ones() as f32;
            }
            v + DEFENDED * (p & attacks(s, p)).count_ones() as f32
        };
        let (mine, theirs) = (self.pieces[mover], self.pieces[other]);
        let hanging = theirs & attacks(mover, mine) & !attacks(other, theirs);
        side(mover) - side(other) + TEMPO + HANGING * f32::from(hanging != 0)
    }

    /// Moves in the order the search should try them: captures first, then
    /// the moves that reach furthest.
    pub fn order_moves(&self, moves: &mut [Move]) {
        let mover = self.seat_to_move();
        moves.sort_unstable_by_key(|m| {
            let gained = if mover == WHITE {
                m.to / N
            } else {
                N - 1 - m.to / N
            };
            (!m.capture, u8::MAX - gained)
        });
    }
}

/// What the pieces near home say about the game, for the mover.
enum Race {
    /// The mover wins by force (a piece one step from home, or a runner
    /// nobody can catch).
    Won,
    /// The opponent wins next turn whatever the mover does.
    Lost,
    /// The opponent threatens to reach home; the mover can take the piece.
    MustCapture,
    Open,
}

#[cfg(test)]
mod tests {
    use super::super::BOARD;
    use super::*;
    use crate::games::Rules;

    fn at(cells: &[&str]) -> u64 {
        cells
            .iter()
            .map(|c| 1u64 << BOARD.parse_cell(c).unwrap())
            .fold(0, |a, b| a | b)
    }

    #[test]
    fn the_start_is_even_and_material_counts() {
        let p = Avanco::start();
        let v = p.evaluate(WHITE).unwrap();
        assert!((0.45..0.6).contains(&v), "{v}");
        let up = Avanco::from_pieces(p.pieces(0), p.pieces(1) & !at(&["d7"]), WHITE).unwrap();
        assert!(up.evaluate(WHITE).unwrap() > v);
        assert!(up.evaluate(1).unwrap() < 1.0 - v);
    }

    #[test]
    fn races_are_judged_near_certain() {
        // White a runner on d5 with nothing to stop it, Black far behind.
        let p = Avanco::from_pieces(at(&["d5", "a1"]), at(&["a7", "g7"]), WHITE).unwrap();
        assert!(p.evaluate(WHITE).unwrap() >= SURE_WIN);
        // Two black pieces one step from home: White cannot take both.
        let q = Avanco::from_pieces(at(&["a1", "b1", "c1"]), at(&["a2", "g2"]), WHITE).unwrap();
        assert!(q.evaluate(WHITE).unwrap() <= 1.0 - SURE_WIN);
        // A black runner on a3 that no white piece covers, Black to move.
        let r = Avanco::from_pieces(at(&["d1", "e1"]), at(&["a3", "g3", "d7"]), 1).unwrap();
        assert!(r.evaluate(WHITE).unwrap() <= 1.0 - SURE_WIN);
        // A single threat White can take: not quiet, the search looks on.
        let s = Avanco::from_pieces(at(&["b1", "e1"]), at(&["a2", "d7"]), WHITE).unwrap();
        assert_eq!(s.evaluate(WHITE), None);
    }

    #[test]
    fn captures_are_tried_first() {
        let p = Avanco::from_pieces(at(&["d4", "a1"]), at(&["e5", "g7"]), WHITE).unwrap();
        let mut moves = Vec::new();
        p.legal_actions(&mut moves);
        p.order_moves(&mut moves);
        assert!(moves[0].capture, "{:?}", moves[0]);
    }
}
