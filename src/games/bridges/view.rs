//! The Bridges board as a view: tokens, bridges, the last turn, legal
//! cells and the header.

use super::super::rules::ViewCtx;
use super::super::view::{At, CellMark, Link, Mark, Piece, PieceKind, SeatLine, Shape, Tone, View};
use super::SEATS;
use crate::engine::{Cell, Content, Game, Player, Step};

fn at(game: &Game, c: Cell) -> At {
    let n = game.board().name(c);
    At::new(n.col, n.row)
}

fn tone(p: Player) -> Tone {
    SEATS[p.index()].tone
}

pub fn view(game: &Game, ctx: &ViewCtx) -> View {
    let position = game.position();
    let board = position.board();
    let last = if game.current_steps().is_empty() {
        game.turns().last().map(Vec::as_slice).unwrap_or(&[])
    } else {
        game.current_steps()
    };
    let mut marks = Vec::new();
    for &step in last {
        let cells: Vec<Cell> = match step {
            Step::Place(c) => vec![c],
            Step::Bridge(a, b) => [a, b]
                .into_iter()
                .chain(board.between(a, b).into_iter().flatten())
                .collect(),
        };
        marks.extend(cells.into_iter().map(|c| CellMark {
            at: at(game, c),
            mark: Mark::LastMove,
        }));
    }
    if ctx.show_legal && !position.is_over() {
        let mut legal = Vec::new();
        position.legal_steps(&mut legal);
        let mover = tone(position.to_move());
        for step in legal {
            match step {
                Step::Place(c) => marks.push(CellMark {
                    at: at(game, c),
                    mark: Mark::Legal(mover),
                }),
                Step::Bridge(a, b) => marks.extend([a, b].map(|c| CellMark {
                    at: at(game, c),
                    mark: Mark::LegalPiece,
                })),
            }
        }
    }
    let links = position
        .bridges()
        .iter()
        .map(|b| Link {
            from: at(game, b.a),
            to: at(game, b.b),
            tone: tone(b.owner),
        })
        .collect();
    let pieces = board
        .cells()
        .filter_map(|c| match position.content(c) {
            Content::Token { owner, locked } => Some(Piece {
                at: at(game, c),
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
    let result = position.result();
    let seats = Player::BOTH.map(|p| {
        let mut sub = p.name().to_string();
        match &result {
            None if ctx.status.is_none() && position.to_move() == p => sub.push_str(" · to move"),
            Some(r) if r.winner == Some(p) => sub.push_str(" · wins"),
            Some(r) if r.winner.is_none() => sub.push_str(" · draw"),
            _ => {}
        }
        SeatLine {
            tone: tone(p),
            name: ctx.name(p.index(), &SEATS).to_string(),
            sub,
            score: position.score(p).to_string(),
        }
    });
    let names = [0, 1].map(|s| ctx.name(s, &SEATS));
    let mut bv = crate::render::BoardView::new(game, names);
    bv.status = ctx.status;
    View {
        shape: Shape::HexHex {
            side: board.size(),
            hole: true,
        },
        seats,
        to_move: (!position.is_over() && ctx.status.is_none()).then(|| position.to_move().index()),
        status: crate::render::status_line(&bv),
        marks,
        links,
        pieces,
    }
}
