//! Button custom ids, read and written from one declaration per button
//! (the `buttons!` table in [`super::declarations`], beside the
//! commands): its word, its fields in order and what pressing it asks
//! for. An id is `bridges:WORD:FIELD:…`; a turn's buttons carry the turn
//! they were made for, so a tap on an old message cannot act on a later
//! turn; a button made for a channel acts only there.

pub(crate) use super::declarations::ButtonId;
use super::parse::Cmd;
use super::Request;
use crate::msg;

/// Makes [`ButtonId`] from one line per button,
/// `Variant { field: Type, … } = "word" => command;`: the enum, its
/// [`ButtonId::encode`], the reading of its ids and the [`Cmd`] it asks
/// for (an expression of its fields). Each field is one `:`-separated
/// part of the id ([`Field`]), but a `String`, which takes the rest (the
/// steps of a hand, which hold `:` themselves) and so comes last. A field
/// named `channel` is the channel the button acts in.
macro_rules! buttons {
    ($(
        $(#[$doc:meta])*
        $variant:ident { $($field:ident: $ty:ty),* $(,)? } = $word:literal => $cmd:expr;
    )+) => {
        /// What a button does: one line each in the `buttons!` table.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub(crate) enum ButtonId {
            $($(#[$doc])* $variant { $($field: $ty),* },)+
        }

        impl ButtonId {
            /// The button's custom id.
            pub fn encode(self) -> String {
                match self {
                    $(ButtonId::$variant { $($field),* } => {
                        let mut id = String::from(concat!("bridges:", $word));
                        $(
                            id.push(':');
                            $crate::commands::buttons::Field::write(&$field, &mut id);
                        )*
                        id
                    })+
                }
            }

            /// The button of `word` whose fields are `rest` (what
            /// follows `bridges:WORD:`), as this release writes it.
            pub(super) fn read(word: &str, rest: Option<&str>) -> Option<ButtonId> {
                use $crate::commands::buttons::Field;
                match word {
                    $($word => {
                        #[allow(unused_mut)]
                        let mut rest = rest;
                        $(let $field = <$ty as Field>::read(&mut rest)?;)*
                        rest.is_none().then_some(ButtonId::$variant { $($field),* })
                    })+
                    _ => None,
                }
            }

            /// The channel the button acts in; `None`: anywhere.
            pub(super) fn channel(&self) -> Option<u64> {
                match self {
                    $(ButtonId::$variant { $($field),* } => {
                        $(
                            if stringify!($field) == "channel" {
                                return $crate::commands::buttons::Field::channel($field);
                            }
                        )*
                        None
                    })+
                }
            }

            /// What pressing it asks for.
            #[allow(unused_variables)]
            pub(super) fn command(self) -> $crate::commands::parse::Cmd {
                match self {
                    $(ButtonId::$variant { $($field),* } => $cmd,)+
                }
            }
        }
    };
}
pub(super) use buttons;

/// One field of a button id.
pub(crate) trait Field: Sized {
    /// Append it to an id.
    fn write(&self, id: &mut String);
    /// Read it from the front of `rest` (`None`: nothing left), leaving
    /// what follows it (`None` once nothing does).
    fn read(rest: &mut Option<&str>) -> Option<Self>;
    /// The channel it names, if it is a channel.
    fn channel(&self) -> Option<u64> {
        None
    }
}

/// The next `:`-separated part of `rest`.
fn part<'a>(rest: &mut Option<&'a str>) -> Option<&'a str> {
    let text = rest.take()?;
    match text.split_once(':') {
        Some((first, after)) => {
            *rest = Some(after);
            Some(first)
        }
        None => Some(text),
    }
}

macro_rules! number_fields {
    ($($t:ty),*) => {$(
        impl Field for $t {
            fn write(&self, id: &mut String) {
                id.push_str(&self.to_string());
            }
            fn read(rest: &mut Option<&str>) -> Option<Self> {
                part(rest)?.parse().ok()
            }
        }
    )*};
}
number_fields!(usize, u16);

/// A channel, a user, a challenge or an archived game: an id.
impl Field for u64 {
    fn write(&self, id: &mut String) {
        id.push_str(&self.to_string());
    }
    fn read(rest: &mut Option<&str>) -> Option<Self> {
        part(rest)?.parse().ok()
    }
    fn channel(&self) -> Option<u64> {
        Some(*self)
    }
}

/// An answer: `yes` or `no`.
impl Field for bool {
    fn write(&self, id: &mut String) {
        id.push_str(if *self { "yes" } else { "no" });
    }
    fn read(rest: &mut Option<&str>) -> Option<Self> {
        match part(rest)? {
            "yes" => Some(true),
            "no" => Some(false),
            _ => None,
        }
    }
}

/// The steps of a hand (`tile:7 C4`): the rest of the id, never blank.
impl Field for String {
    fn write(&self, id: &mut String) {
        id.push_str(self);
    }
    fn read(rest: &mut Option<&str>) -> Option<Self> {
        let steps = rest.take()?;
        (!steps.trim().is_empty()).then(|| steps.to_string())
    }
}

/// A cell as a button writes it: an upper-case column letter and a row
/// (`C4`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct CellName {
    pub col: char,
    pub row: u16,
}

impl std::fmt::Display for CellName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.col, self.row)
    }
}

impl Field for CellName {
    fn write(&self, id: &mut String) {
        id.push_str(&self.to_string());
    }
    fn read(rest: &mut Option<&str>) -> Option<Self> {
        let cell = part(rest)?;
        let col = cell.chars().next().filter(char::is_ascii_uppercase)?;
        Some(CellName {
            col,
            row: cell[1..].parse().ok()?,
        })
    }
}

impl ButtonId {
    /// Read an id; `None` for anything this release did not make (old
    /// turn buttons without a turn included).
    pub fn parse(id: &str) -> Option<ButtonId> {
        let rest = id.strip_prefix("bridges:")?;
        let (word, rest) = match rest.split_once(':') {
            Some((word, rest)) => (word, Some(rest)),
            None => (rest, None),
        };
        ButtonId::read(word, rest).or_else(|| old_hand_button(word, rest?))
    }
}

/// The hand buttons made before steps, by Numbridge's hands (a tile, a
/// row of cells for it, a tile on a cell, a clue paid with a tile): the
/// same steps, so an old message's buttons still work.
fn old_hand_button(word: &str, rest: &str) -> Option<ButtonId> {
    let parts: Vec<&str> = rest.split(':').collect();
    let tile = |d: &str| Some(format!("tile:{}", d.parse::<u8>().ok()?));
    Some(match (word, &parts[..]) {
        ("tile", [c, t, d]) => ButtonId::Step {
            channel: c.parse().ok()?,
            turn: t.parse().ok()?,
            steps: tile(d)?,
        },
        ("row", [c, t, d, r]) => ButtonId::StepRow {
            channel: c.parse().ok()?,
            turn: t.parse().ok()?,
            row: r.parse().ok()?,
            steps: tile(d)?,
        },
        ("put" | "take", [c, t, cell, d]) => {
            let cell = CellName::read(&mut Some(cell))?;
            ButtonId::Step {
                channel: c.parse().ok()?,
                turn: t.parse().ok()?,
                steps: format!("{} {cell}", tile(d)?),
            }
        }
        _ => return None,
    })
}

/// What pressing the button `custom_id` in `req`'s channel asks for.
pub(super) fn command(req: &Request, custom_id: &str) -> Cmd {
    let Some(id) = ButtonId::parse(custom_id) else {
        return Cmd::Invalid(msg!("usage-button-gone"));
    };
    if id.channel().is_some_and(|c| c != req.channel) {
        return Cmd::WrongChannel;
    }
    id.command()
}

/// May the live table press this button for its seat? Only the game's
/// own: never one that answers a challenge, starts a rematch or gives a
/// link (a link does what it says, nothing more).
pub fn table_may_press(id: &str) -> bool {
    ButtonId::parse(id).is_some_and(|b| {
        !matches!(
            b,
            ButtonId::Accept { .. }
                | ButtonId::Decline { .. }
                | ButtonId::Rematch { .. }
                | ButtonId::Table { .. }
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_old_turn_buttons_are_refused() {
        for b in [
            ButtonId::Accept { challenge: 7 },
            ButtonId::Decline { challenge: 8 },
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
            ButtonId::Rematch { game: 42 },
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
                cell: CellName { col: 'C', row: 4 },
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
            ButtonId::Accept { challenge: 12 }.encode(),
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
