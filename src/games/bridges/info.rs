//! What Bridges states about itself (see [`crate::games::GameInfo`]): its
//! size option, its seats and its `/place` and `/bridge` commands.

use super::SEATS;
use super::{MAX_SIZE, MIN_SIZE};
use crate::games::kind::{Completion, GameInfo, MoveCommand, OptionSpec, Says, Values};

pub const INFO: GameInfo = GameInfo {
    options: &[OptionSpec {
        key: "size",
        values: Values::Range {
            min: MIN_SIZE as u32,
            max: MAX_SIZE as u32,
        },
        example: "8",
        offered: true,
        secret: false,
    }],
    commands: &[
        MoveCommand {
            name: "place",
            options: &[("cell", true)],
            says: Says::Move("place {cell}"),
        },
        MoveCommand {
            name: "bridge",
            options: &[("from", true), ("to", true)],
            says: Says::Move("bridge {from} {to}"),
        },
    ],
    complete,
    ..GameInfo::plain(
        "bridges",
        "Bridges",
        "game-bridges",
        &["bridge"],
        SEATS,
        crate::game_catalog!("bridges.ftl"),
    )
};

/// `/place cell`: the cells a token may go on; `/bridge from`: the ends of
/// legal bridges, and `/bridge to` the other ends of those from the `from`
/// already filled in. Legal moves read `c3` (a token) and `a1-b2` (a
/// bridge).
fn complete(c: &Completion) -> Option<Vec<String>> {
    let ends = |a: &String| -> Vec<String> { a.split('-').map(str::to_string).collect() };
    Some(match (c.command, c.option) {
        ("place", _) => c
            .legal
            .iter()
            .filter(|a| !a.contains('-'))
            .cloned()
            .collect(),
        ("bridge", "to") if c.filled("from").is_some() => {
            let from = c.filled("from")?;
            c.legal
                .iter()
                .filter_map(|a| match &ends(a)[..] {
                    [x, y] if x.to_lowercase() == from => Some(y.clone()),
                    [x, y] if y.to_lowercase() == from => Some(x.clone()),
                    _ => None,
                })
                .collect()
        }
        ("bridge", _) => c
            .legal
            .iter()
            .filter(|a| a.contains('-'))
            .flat_map(ends)
            .collect(),
        _ => return None,
    })
}
