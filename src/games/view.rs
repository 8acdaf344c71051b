//! What a game asks the renderer to draw, as plain data: the board's shape,
//! the pieces on it, lines between cells, marks on cells and the header.
//! Games build a [`View`]; `src/render/` draws any view. Nothing here knows
//! pixels, and nothing here knows a particular game.

/// The board's outline and its cell-naming scheme. Cells are addressed by
/// [`At`] in the shape's own coordinates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Shape {
    /// A pointy-top hex-hex board of `side` cells per side, labelled as in
    /// `docs/games/bridges.md` (columns `A`.., rows `1`..; row 1 at the bottom, column A up
    /// and to the left from A1). `hole`: the centre cell is a hole.
    HexHex { side: u8, hole: bool },
    /// A square board: files `a`.. West to East, ranks `1`.. South to North.
    Square { files: u8, ranks: u8 },
    /// An `n`×`n` rhombus of pointy-top hexes (Numbridge): row 1 at the
    /// top, each lower row shifted half a cell to the right.
    Rhombus { n: u8 },
}

/// A cell in the shape's coordinates, 0-based: `col` is the column letter
/// (`A`/`a` = 0), `row` the row or rank number minus one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct At {
    pub col: u8,
    pub row: u8,
}

impl At {
    pub const fn new(col: u8, row: u8) -> At {
        At { col, row }
    }
}

/// A colour as the game means it; the renderer's theme picks the pixels.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Tone {
    Orange,
    Blue,
    White,
    Black,
    /// Belongs to nobody (a clue digit, a shared piece drawn plainly).
    Neutral,
}

impl Tone {
    /// The tone's name in data (the table's frames, catalog selectors).
    pub const fn key(self) -> &'static str {
        match self {
            Tone::Orange => "orange",
            Tone::Blue => "blue",
            Tone::White => "white",
            Tone::Black => "black",
            Tone::Neutral => "neutral",
        }
    }
}

/// How a piece looks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PieceKind {
    /// A round token or stone.
    Disc,
    /// A disc that can no longer act (a Bridges bridge end): drawn with a
    /// mark in its centre.
    LockedDisc,
    /// A digit in the cell (Numbridge), coloured by its tone.
    Digit(u8),
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub at: At,
    pub tone: Tone,
    pub kind: PieceKind,
}

/// A line joining two cells' centres through the cells between them (a
/// Bridges bridge). Drawn under the pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Link {
    pub from: At,
    pub to: At,
    pub tone: Tone,
}

/// A mark on a cell, drawn under the pieces.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mark {
    /// Part of the last turn (a placed piece, a bridge's cells, a move's
    /// from and to).
    LastMove,
    /// The player to move may place here (a small dot in their tone).
    Legal(Tone),
    /// The player to move may use the piece here (a ring).
    LegalPiece,
    /// A goal cell or an edge cell belonging to a player (a tint).
    Goal(Tone),
    /// A cell a player has won (Numbridge): a strong face in their tone,
    /// clearly unlike the light tint of a goal or an edge.
    Owned(Tone),
    /// A wrong digit tried here (Numbridge), shown small.
    Miss(u8),
    /// A thick border (a region's edge, like a sudoku block's) on the
    /// cell's sides in the mask: bit `i` is the side from outline corner
    /// `i` to corner `i + 1`, clockwise from the top corner of a pointy-top
    /// hex. On a rhombus the sides face `(c+1, r−1)`, `(c+1, r)`,
    /// `(c, r+1)`, `(c−1, r+1)`, `(c−1, r)` and `(c, r−1)`; on a square
    /// (corners from the top left) north, east, south and west.
    Wall(u8),
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CellMark {
    pub at: At,
    pub mark: Mark,
}

/// One player's part of the header: a swatch in `tone`, the name, a
/// smaller line under it (`Orange · to move`), and a score or count shown
/// large (`12`; empty = none).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeatLine {
    pub tone: Tone,
    pub name: String,
    pub sub: String,
    pub score: String,
}

/// Everything a board image shows.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct View {
    pub shape: Shape,
    /// The two seats, first mover's first (left), second's right.
    pub seats: [SeatLine; 2],
    /// Whose half of the header carries the turn bar (`None` when over or
    /// when the status line speaks instead).
    pub to_move: Option<usize>,
    /// The line under the board.
    pub status: String,
    pub marks: Vec<CellMark>,
    pub links: Vec<Link>,
    pub pieces: Vec<Piece>,
    /// The zones each cell belongs to where the game has zones a player
    /// cares about (Numbridge: its row, its column, its block); empty in
    /// the other games. The page lights every cell sharing a zone.
    pub zones: Vec<CellZones>,
}

/// What kind of zone a cell belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ZoneKind {
    Row,
    Column,
    Block,
}

/// One zone of a cell: its kind and its name as players say it (`4`,
/// `C`, `3`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Zone {
    pub kind: ZoneKind,
    pub name: String,
}

impl Zone {
    /// The zone's id on the page: `r4`, `cC`, `b3`.
    pub fn id(&self) -> String {
        let k = match self.kind {
            ZoneKind::Row => 'r',
            ZoneKind::Column => 'c',
            ZoneKind::Block => 'b',
        };
        format!("{k}{}", self.name)
    }
}

/// A cell's zones.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CellZones {
    pub at: At,
    pub zones: Vec<Zone>,
}

/// One thing the player to move can do by clicks: the steps clicked in
/// order (cells by name, `C4`; picks, `tile:7`, `colour:white`) and the
/// notation the game then plays (`C4:7`); `lit`: its last step is shown
/// as a target (a legal move the room's help leaves unlit is not);
/// `ask`: the question the table asks before playing it (its price).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ClickAction {
    pub steps: Vec<String>,
    pub text: String,
    pub lit: bool,
    pub ask: Option<crate::i18n::Msg>,
}

/// A small public fact shown beside the board (`Misses 2`), its label in
/// the viewer's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Counter {
    pub label: String,
    pub value: String,
}

/// What a private close-up looks at (games with hands: Numbridge).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Focus<'a> {
    /// A pick of the viewer's click actions (`tile:7`, a tile of the
    /// hand): the cells it may go on.
    Pick(&'a str),
    /// A cell, by name (`C4`): its lines and what may still go there.
    Cell(&'a str),
}

/// A private close-up: a view, a line about it, and the cells it marks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CloseUp {
    pub view: View,
    pub text: String,
    /// The cells marked, by name, in board order (row, then column).
    pub cells: Vec<String>,
}
