//! Score comparison and the tie-break (RULES.md "Score and result").

use super::cell::Player;

/// Which pair of bridge values broke a tie of equal scores.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TieBreak {
    /// 0-based position in the largest-first lists (0 = longest bridges).
    pub position: usize,
    /// The two values at that position, Orange's first.
    pub values: [u8; 2],
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ScoreResult {
    /// Orange's score, then Light Blue's.
    pub scores: [u32; 2],
    /// `None` is a draw (equal scores and identical bridge lists).
    pub winner: Option<Player>,
    /// Set when the scores were equal and the lists decided.
    pub tie_break: Option<TieBreak>,
}

impl ScoreResult {
    /// Compare scores, then the bridge values sorted largest first.
    pub fn compare(scores: [u32; 2], values: [Vec<u8>; 2]) -> ScoreResult {
        if scores[0] != scores[1] {
            let winner = if scores[0] > scores[1] {
                Player::Orange
            } else {
                Player::LightBlue
            };
            return ScoreResult {
                scores,
                winner: Some(winner),
                tie_break: None,
            };
        }
        let len = values[0].len().max(values[1].len());
        for position in 0..len {
            let a = values[0].get(position).copied().unwrap_or(0);
            let b = values[1].get(position).copied().unwrap_or(0);
            if a != b {
                return ScoreResult {
                    scores,
                    winner: Some(if a > b {
                        Player::Orange
                    } else {
                        Player::LightBlue
                    }),
                    tie_break: Some(TieBreak {
                        position,
                        values: [a, b],
                    }),
                };
            }
        }
        ScoreResult {
            scores,
            winner: None,
            tie_break: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn higher_score_wins_without_tie_break() {
        let r = ScoreResult::compare([5, 4], [vec![5], vec![2, 2]]);
        assert_eq!(r.winner, Some(Player::Orange));
        assert_eq!(r.tie_break, None);
        let r = ScoreResult::compare([1, 3], [vec![1], vec![3]]);
        assert_eq!(r.winner, Some(Player::LightBlue));
    }

    #[test]
    fn seed_fact_three_and_one_beats_two_and_two() {
        let r = ScoreResult::compare([4, 4], [vec![3, 1], vec![2, 2]]);
        assert_eq!(r.winner, Some(Player::Orange));
        assert_eq!(
            r.tie_break,
            Some(TieBreak {
                position: 0,
                values: [3, 2]
            })
        );
    }

    #[test]
    fn tie_break_at_a_later_position() {
        let r = ScoreResult::compare([9, 9], [vec![4, 3, 1, 1], vec![4, 3, 2]]);
        assert_eq!(r.winner, Some(Player::LightBlue));
        assert_eq!(
            r.tie_break,
            Some(TieBreak {
                position: 2,
                values: [1, 2]
            })
        );
    }

    #[test]
    fn identical_lists_draw() {
        let r = ScoreResult::compare([5, 5], [vec![3, 2], vec![3, 2]]);
        assert_eq!(r.winner, None);
        assert_eq!(r.tie_break, None);
        let r = ScoreResult::compare([0, 0], [vec![], vec![]]);
        assert_eq!(r.winner, None);
    }
}
