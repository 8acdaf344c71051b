//! Bridges as the renderer sees it: a position turned into a plain
//! [`View`] (the one place where Bridges' types meet the renderer's).

use super::{Action, Board, Cell, Content, Player, Position, Step, SEATS};
use crate::games::present::ViewCtx;
use crate::games::view::{At, CellMark, Link, Mark, Piece, PieceKind, Shape, Tone, View};
use crate::games::Outcome;

/// A cell in the view's coordinates (the same column letter and row).
pub fn at(board: &Board, cell: Cell) -> At {
    let name = board.name(cell);
    At::new(name.col, name.row)
}

pub fn tone(player: Player) -> Tone {
    match player {
        Player::Orange => Tone::Orange,
        Player::LightBlue => Tone::Blue,
    }
}

/// The board's shape: hex-hex with the centre hole.
pub fn shape(board: &Board) -> Shape {
    Shape::HexHex {
        side: board.size(),
        hole: true,
    }
}

/// The last turn as Bridges shows it, from its actions (the turn in
/// progress if it has any, else the last finished turn) and the position
/// after them.
#[derive(Clone, Debug, Default)]
pub struct LastTurn {
    /// Its steps (none for a pass or a new game).
    pub steps: Vec<Step>,
    /// Was it a pass?
    pub passed: bool,
    /// Who made it (`None` for a new game).
    pub mover: Option<Player>,
}

impl LastTurn {
    pub fn of(position: &Position, last: &[Action]) -> LastTurn {
        let steps = last
            .iter()
            .filter_map(|a| match *a {
                Action::Step(s) => Some(s),
                _ => None,
            })
            .collect();
        let mid_turn = position.steps_in_turn() > 0;
        // Bridges alternates strictly; the pass that ends the game leaves
        // its maker on move.
        let mover = (!last.is_empty()).then(|| {
            if mid_turn || position.is_over() {
                position.to_move()
            } else {
                position.to_move().other()
            }
        });
        LastTurn {
            steps,
            passed: !mid_turn && last.contains(&Action::Pass),
            mover,
        }
    }
}

/// What the board image shows for `game` as `ctx` asks: its names are
/// Orange's and Light Blue's display names, `show_legal` marks where the
/// player to move may place and which tokens may end a bridge, `status`
/// overrides the line under the board (a resignation, a timeout), and every
/// word is in its language.
pub fn view(position: &Position, last: &LastTurn, ctx: &ViewCtx) -> View {
    let board = position.board();
    let show_legal = ctx.show_legal;
    let result = position.result().map(|r| match r.winner {
        Some(w) => Outcome::Win(w.index()),
        None => Outcome::Draw,
    });
    let to_move = (!position.is_over()).then(|| position.to_move().index());
    // A status override says how the game stands; then the header claims
    // no turn.
    let seats = Player::BOTH.map(|p| {
        ctx.seat_line(
            &SEATS,
            p.index(),
            "",
            result,
            to_move,
            position.score(p).to_string(),
        )
    });
    let to_move = to_move.filter(|_| ctx.status.is_none());
    let status = super::present::status_line(position, last, ctx);

    let mut marks = Vec::new();
    let mut mark = |cell, mark| {
        marks.push(CellMark {
            at: at(board, cell),
            mark,
        })
    };
    for step in &last.steps {
        match *step {
            Step::Place(c) => mark(c, Mark::LastMove),
            Step::Bridge(a, b) => {
                for c in [a, b]
                    .into_iter()
                    .chain(board.between(a, b).into_iter().flatten())
                {
                    mark(c, Mark::LastMove);
                }
            }
        }
    }
    if show_legal && !position.is_over() {
        let mut legal = Vec::new();
        position.legal_steps(&mut legal);
        let mover = tone(position.to_move());
        for step in &legal {
            if let Step::Place(c) = *step {
                mark(c, Mark::Legal(mover));
            }
        }
        let mut ends: Vec<Cell> = legal
            .iter()
            .filter_map(|s| match *s {
                Step::Bridge(a, b) => Some([a, b]),
                _ => None,
            })
            .flatten()
            .collect();
        ends.sort_by_key(|c| c.index());
        ends.dedup();
        for c in ends {
            mark(c, Mark::LegalPiece);
        }
    }

    let links = position
        .bridges()
        .iter()
        .map(|b| Link {
            from: at(board, b.a),
            to: at(board, b.b),
            tone: tone(b.owner),
        })
        .collect();
    let pieces = board
        .cells()
        .filter_map(|cell| match position.content(cell) {
            Content::Token { owner, locked } => Some(Piece {
                at: at(board, cell),
                tone: tone(owner),
                kind: if locked {
                    PieceKind::LockedDisc
                } else {
                    PieceKind::Disc
                },
            }),
            _ => None,
        })
        .collect();
    View {
        shape: shape(board),
        seats,
        to_move,
        status,
        marks,
        links,
        pieces,
        zones: Vec::new(),
    }
}
