//! Button custom ids, built and read in one place. Every id starts with
//! `bridges:`; a turn's buttons carry the turn they were made for, so a
//! tap on an old message cannot act on a later turn.

/// What a button does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ButtonId {
    Accept(u64),
    Decline(u64),
    Pass {
        channel: u64,
        turn: usize,
    },
    End {
        channel: u64,
        turn: usize,
    },
    Legal {
        channel: u64,
    },
    /// An answer to an adjournment offer.
    Adjourn {
        channel: u64,
        accept: bool,
    },
    /// A rematch of the archived game with this id.
    Rematch(u64),
    /// "Yes, resign": for `user`, on the turn the question was asked.
    Resign {
        channel: u64,
        turn: usize,
        user: u64,
    },
    /// "Resign" under a turn's message: asks the presser to confirm
    /// (as `!resign` does); acts only on the turn it was made for.
    ResignAsk {
        channel: u64,
        turn: usize,
    },
    /// "Keep playing" (no resignation).
    Keep {
        channel: u64,
    },
    /// An answer to a draw offer.
    Draw {
        channel: u64,
        accept: bool,
    },
    /// Show the presser their hand, privately (games with hands).
    Hand {
        channel: u64,
    },
    /// Give the presser their own link to the live table, privately.
    Table {
        channel: u64,
    },
    /// From a private hand: place this tile (then pick a row or a cell).
    Tile {
        channel: u64,
        turn: usize,
        digit: u8,
    },
    /// From a private hand: the tile goes in this row (then pick a cell).
    Row {
        channel: u64,
        turn: usize,
        digit: u8,
        row: u16,
    },
    /// From a private hand: place the tile on cell `col``row` (`C4:7`).
    Put {
        channel: u64,
        turn: usize,
        col: char,
        row: u16,
        digit: u8,
    },
    /// From a private hand: exchange the hand.
    Swap {
        channel: u64,
        turn: usize,
    },
    /// From a private hand: take the clue on `col``row` paying this tile
    /// (`C4+5`).
    Take {
        channel: u64,
        turn: usize,
        col: char,
        row: u16,
        digit: u8,
    },
    /// From a private hand: look at a cell's lines; `row` 0 = pick a row
    /// first, else pick a cell of that row.
    Look {
        channel: u64,
        row: u16,
    },
    /// Look at this cell's lines (`cell C4`).
    LookCell {
        channel: u64,
        col: char,
        row: u16,
    },
}

/// May the live table press this button for its seat? Only the game's
/// own: never one that answers a challenge, starts a rematch or gives a
/// link (a link does what it says, nothing more).
pub fn table_may_press(id: &str) -> bool {
    ButtonId::parse(id).is_some_and(|b| {
        !matches!(
            b,
            ButtonId::Accept(_)
                | ButtonId::Decline(_)
                | ButtonId::Rematch(_)
                | ButtonId::Table { .. }
        )
    })
}

impl ButtonId {
    pub fn encode(self) -> String {
        match self {
            ButtonId::Accept(id) => format!("bridges:accept:{id}"),
            ButtonId::Decline(id) => format!("bridges:decline:{id}"),
            ButtonId::Pass { channel, turn } => format!("bridges:pass:{channel}:{turn}"),
            ButtonId::End { channel, turn } => format!("bridges:end:{channel}:{turn}"),
            ButtonId::Legal { channel } => format!("bridges:legal:{channel}"),
            ButtonId::Adjourn { channel, accept } => {
                let yes = if accept { "yes" } else { "no" };
                format!("bridges:adjourn:{channel}:{yes}")
            }
            ButtonId::Rematch(id) => format!("bridges:rematch:{id}"),
            ButtonId::Resign {
                channel,
                turn,
                user,
            } => format!("bridges:resign:{channel}:{turn}:{user}"),
            ButtonId::ResignAsk { channel, turn } => {
                format!("bridges:resignask:{channel}:{turn}")
            }
            ButtonId::Keep { channel } => format!("bridges:keep:{channel}"),
            ButtonId::Draw { channel, accept } => {
                let yes = if accept { "yes" } else { "no" };
                format!("bridges:draw:{channel}:{yes}")
            }
            ButtonId::Hand { channel } => format!("bridges:hand:{channel}"),
            ButtonId::Table { channel } => format!("bridges:table:{channel}"),
            ButtonId::Tile {
                channel,
                turn,
                digit,
            } => format!("bridges:tile:{channel}:{turn}:{digit}"),
            ButtonId::Row {
                channel,
                turn,
                digit,
                row,
            } => format!("bridges:row:{channel}:{turn}:{digit}:{row}"),
            ButtonId::Put {
                channel,
                turn,
                col,
                row,
                digit,
            } => format!("bridges:put:{channel}:{turn}:{col}{row}:{digit}"),
            ButtonId::Swap { channel, turn } => format!("bridges:swap:{channel}:{turn}"),
            ButtonId::Take {
                channel,
                turn,
                col,
                row,
                digit,
            } => format!("bridges:take:{channel}:{turn}:{col}{row}:{digit}"),
            ButtonId::Look { channel, row } => format!("bridges:look:{channel}:{row}"),
            ButtonId::LookCell { channel, col, row } => {
                format!("bridges:lookcell:{channel}:{col}{row}")
            }
        }
    }

    /// Read an id; `None` for anything this release did not make (old
    /// turn buttons without a turn included).
    pub fn parse(id: &str) -> Option<ButtonId> {
        let parts: Vec<&str> = id.split(':').collect();
        let num = |s: &str| s.parse::<u64>().ok();
        Some(match parts[..] {
            ["bridges", "accept", n] => ButtonId::Accept(num(n)?),
            ["bridges", "decline", n] => ButtonId::Decline(num(n)?),
            ["bridges", "pass", c, t] => ButtonId::Pass {
                channel: num(c)?,
                turn: t.parse().ok()?,
            },
            ["bridges", "end", c, t] => ButtonId::End {
                channel: num(c)?,
                turn: t.parse().ok()?,
            },
            ["bridges", "legal", c] => ButtonId::Legal { channel: num(c)? },
            ["bridges", "adjourn", c, a @ ("yes" | "no")] => ButtonId::Adjourn {
                channel: num(c)?,
                accept: a == "yes",
            },
            ["bridges", "rematch", n] => ButtonId::Rematch(num(n)?),
            ["bridges", "resign", c, t, u] => ButtonId::Resign {
                channel: num(c)?,
                turn: t.parse().ok()?,
                user: num(u)?,
            },
            ["bridges", "resignask", c, t] => ButtonId::ResignAsk {
                channel: num(c)?,
                turn: t.parse().ok()?,
            },
            ["bridges", "keep", c] => ButtonId::Keep { channel: num(c)? },
            ["bridges", "draw", c, a @ ("yes" | "no")] => ButtonId::Draw {
                channel: num(c)?,
                accept: a == "yes",
            },
            ["bridges", "hand", c] => ButtonId::Hand { channel: num(c)? },
            ["bridges", "table", c] => ButtonId::Table { channel: num(c)? },
            ["bridges", "tile", c, t, d] => ButtonId::Tile {
                channel: num(c)?,
                turn: t.parse().ok()?,
                digit: d.parse().ok()?,
            },
            ["bridges", "row", c, t, d, r] => ButtonId::Row {
                channel: num(c)?,
                turn: t.parse().ok()?,
                digit: d.parse().ok()?,
                row: r.parse().ok()?,
            },
            ["bridges", "put", c, t, cell, d] => {
                let col = cell.chars().next().filter(char::is_ascii_uppercase)?;
                ButtonId::Put {
                    channel: num(c)?,
                    turn: t.parse().ok()?,
                    col,
                    row: cell[1..].parse().ok()?,
                    digit: d.parse().ok()?,
                }
            }
            ["bridges", "swap", c, t] => ButtonId::Swap {
                channel: num(c)?,
                turn: t.parse().ok()?,
            },
            ["bridges", "take", c, t, cell, d] => {
                let (col, row) = cell_of(cell)?;
                ButtonId::Take {
                    channel: num(c)?,
                    turn: t.parse().ok()?,
                    col,
                    row,
                    digit: d.parse().ok()?,
                }
            }
            ["bridges", "look", c, r] => ButtonId::Look {
                channel: num(c)?,
                row: r.parse().ok()?,
            },
            ["bridges", "lookcell", c, cell] => {
                let (col, row) = cell_of(cell)?;
                ButtonId::LookCell {
                    channel: num(c)?,
                    col,
                    row,
                }
            }
            _ => return None,
        })
    }
}

/// A cell as a button writes it: an upper-case column letter and a row.
fn cell_of(cell: &str) -> Option<(char, u16)> {
    let col = cell.chars().next().filter(char::is_ascii_uppercase)?;
    Some((col, cell[1..].parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_old_turn_buttons_are_refused() {
        for b in [
            ButtonId::Accept(7),
            ButtonId::Decline(8),
            ButtonId::Pass {
                channel: 5,
                turn: 3,
            },
            ButtonId::End {
                channel: 5,
                turn: 4,
            },
            ButtonId::Legal { channel: 5 },
            ButtonId::Adjourn {
                channel: 5,
                accept: true,
            },
            ButtonId::Adjourn {
                channel: 5,
                accept: false,
            },
            ButtonId::Rematch(42),
            ButtonId::Resign {
                channel: 5,
                turn: 3,
                user: 10,
            },
            ButtonId::ResignAsk {
                channel: 5,
                turn: 3,
            },
            ButtonId::Keep { channel: 5 },
            ButtonId::Draw {
                channel: 5,
                accept: false,
            },
            ButtonId::Hand { channel: 5 },
            ButtonId::Tile {
                channel: 5,
                turn: 3,
                digit: 7,
            },
            ButtonId::Row {
                channel: 5,
                turn: 3,
                digit: 7,
                row: 4,
            },
            ButtonId::Put {
                channel: 5,
                turn: 3,
                col: 'C',
                row: 4,
                digit: 7,
            },
            ButtonId::Swap {
                channel: 5,
                turn: 3,
            },
            ButtonId::Take {
                channel: 5,
                turn: 3,
                col: 'D',
                row: 1,
                digit: 2,
            },
            ButtonId::Look { channel: 5, row: 0 },
            ButtonId::Look { channel: 5, row: 4 },
            ButtonId::LookCell {
                channel: 5,
                col: 'C',
                row: 4,
            },
        ] {
            assert_eq!(ButtonId::parse(&b.encode()), Some(b));
        }
        assert_eq!(
            ButtonId::Put {
                channel: 5,
                turn: 3,
                col: 'C',
                row: 4,
                digit: 7
            }
            .encode(),
            "bridges:put:5:3:C4:7"
        );
        assert_eq!(
            ButtonId::Accept(12).encode(),
            "bridges:accept:12",
            "accept ids stay as they were"
        );
        for bad in [
            "bridges:pass:5",
            "bridges:end:5",
            "x:accept:1",
            "bridges:pass:5:x",
            "bridges:adjourn:5:maybe",
            "bridges:resign:5:3",
            "bridges:resignask:5",
            "bridges:resignask:5:x",
            "bridges:draw:5:maybe",
            "bridges:put:5:3:c4:7",
            "bridges:put:5:3::7",
            "bridges:tile:5:3",
            "bridges:take:5:3:c4:7",
            "bridges:lookcell:5:4C",
            "bridges:look:5",
            "",
        ] {
            assert_eq!(ButtonId::parse(bad), None, "{bad}");
        }
    }
}
