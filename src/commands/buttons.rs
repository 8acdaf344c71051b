//! Button custom ids, built and read in one place. Every id starts with
//! `bridges:`; a turn's buttons carry the turn they were made for, so a
//! tap on an old message cannot act on a later turn.

/// What a button does.
#[derive(Clone, Debug, PartialEq, Eq)]
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
    /// From a private hand: the steps clicked so far (`tile:7`, `tile:7
    /// C4`), as the game's click actions name them
    /// ([`crate::games::AnyGame::click_actions`]): the next steps to pick
    /// from, or the action they complete.
    Step {
        channel: u64,
        turn: usize,
        steps: String,
    },
    /// From a private hand: the next steps after `steps` that are cells
    /// of row `row` (when there are too many to offer at once).
    StepRow {
        channel: u64,
        turn: usize,
        row: u16,
        steps: String,
    },
    /// From a private hand: exchange the hand.
    Swap {
        channel: u64,
        turn: usize,
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
            ButtonId::Step {
                channel,
                turn,
                steps,
            } => format!("bridges:step:{channel}:{turn}:{steps}"),
            ButtonId::StepRow {
                channel,
                turn,
                row,
                steps,
            } => format!("bridges:steprow:{channel}:{turn}:{row}:{steps}"),
            ButtonId::Swap { channel, turn } => format!("bridges:swap:{channel}:{turn}"),
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
            ["bridges", "step", c, t, ..] => ButtonId::Step {
                channel: num(c)?,
                turn: t.parse().ok()?,
                steps: steps_after(id, 4)?,
            },
            ["bridges", "steprow", c, t, r, ..] => ButtonId::StepRow {
                channel: num(c)?,
                turn: t.parse().ok()?,
                row: r.parse().ok()?,
                steps: steps_after(id, 5)?,
            },
            // Made before steps, by Numbridge's hands (a tile, a row of
            // cells for it, a tile on a cell, a clue paid with a tile):
            // the same steps, so an old message's buttons still work.
            ["bridges", "tile", c, t, d] => ButtonId::Step {
                channel: num(c)?,
                turn: t.parse().ok()?,
                steps: format!("tile:{}", d.parse::<u8>().ok()?),
            },
            ["bridges", "row", c, t, d, r] => ButtonId::StepRow {
                channel: num(c)?,
                turn: t.parse().ok()?,
                row: r.parse().ok()?,
                steps: format!("tile:{}", d.parse::<u8>().ok()?),
            },
            ["bridges", "put" | "take", c, t, cell, d] => {
                let (col, row) = cell_of(cell)?;
                ButtonId::Step {
                    channel: num(c)?,
                    turn: t.parse().ok()?,
                    steps: format!("tile:{} {col}{row}", d.parse::<u8>().ok()?),
                }
            }
            ["bridges", "swap", c, t] => ButtonId::Swap {
                channel: num(c)?,
                turn: t.parse().ok()?,
            },
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

/// The steps of a step button: what follows its `n`th `:` (steps have
/// their own, `tile:7`), never empty.
fn steps_after(id: &str, n: usize) -> Option<String> {
    let steps = id.splitn(n + 1, ':').nth(n)?;
    (!steps.trim().is_empty()).then(|| steps.to_string())
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
            ButtonId::Step {
                channel: 5,
                turn: 3,
                steps: "tile:7".into(),
            },
            ButtonId::Step {
                channel: 5,
                turn: 3,
                steps: "colour:white C4".into(),
            },
            ButtonId::StepRow {
                channel: 5,
                turn: 3,
                row: 4,
                steps: "tile:7".into(),
            },
            ButtonId::Swap {
                channel: 5,
                turn: 3,
            },
            ButtonId::Look { channel: 5, row: 0 },
            ButtonId::Look { channel: 5, row: 4 },
            ButtonId::LookCell {
                channel: 5,
                col: 'C',
                row: 4,
            },
        ] {
            assert_eq!(ButtonId::parse(&b.clone().encode()), Some(b));
        }
        assert_eq!(
            ButtonId::Step {
                channel: 5,
                turn: 3,
                steps: "tile:7 C4".into(),
            }
            .encode(),
            "bridges:step:5:3:tile:7 C4"
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
            "bridges:step:5:3",
            "bridges:step:5:3: ",
            "bridges:steprow:5:3:x:tile:7",
            "",
        ] {
            assert_eq!(ButtonId::parse(bad), None, "{bad}");
        }
    }

    /// The hand buttons of messages sent before steps still work: each
    /// reads as the steps it stood for.
    #[test]
    fn old_hand_buttons_read_as_steps() {
        let step = |steps: &str| ButtonId::Step {
            channel: 5,
            turn: 3,
            steps: steps.into(),
        };
        assert_eq!(ButtonId::parse("bridges:tile:5:3:7"), Some(step("tile:7")));
        assert_eq!(
            ButtonId::parse("bridges:put:5:3:C4:7"),
            Some(step("tile:7 C4"))
        );
        assert_eq!(
            ButtonId::parse("bridges:take:5:3:D1:2"),
            Some(step("tile:2 D1"))
        );
        assert_eq!(
            ButtonId::parse("bridges:row:5:3:7:4"),
            Some(ButtonId::StepRow {
                channel: 5,
                turn: 3,
                row: 4,
                steps: "tile:7".into(),
            })
        );
    }
}
