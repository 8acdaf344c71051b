//! Numbridge notation: records write `C4:7`, `C4:7x` (a miss), `C4+5`
//! (a clue, paying a 5), `C4+` (a free clue), `swap`, `pass`, `time`,
//! `timeup`. Players may write a play more loosely: `C4:7`, `c4 7`,
//! `C4=7`, `place C4 7`, `clue C4 5`, `take C4`, `swap`, `exchange`; one
//! play per message, so that a miss is never followed by a play it would
//! have cancelled.

use super::board::Geo;
use super::Action;
use crate::i18n::Msg;
use crate::msg;

/// A cell as the subject of a sentence (`C4`).
pub fn cell_subject(geo: &Geo, cell: u8) -> String {
    geo.name(cell)
}

/// An action's notation.
pub fn text(geo: &Geo, a: Action) -> String {
    match a {
        Action::Place { cell, digit, miss } => {
            format!("{}:{digit}{}", geo.name(cell), if miss { "x" } else { "" })
        }
        Action::Take { cell, discard: 0 } => format!("{}+", geo.name(cell)),
        Action::Take { cell, discard } => format!("{}+{discard}", geo.name(cell)),
        Action::Swap => "swap".into(),
        Action::Pass => "pass".into(),
        Action::Time => "time".into(),
        Action::TimeUp => "timeup".into(),
    }
}

fn digit(geo: &Geo, t: &str) -> Result<u8, Msg> {
    match t.parse::<u8>() {
        Ok(d) if (1..=geo.n).contains(&d) => Ok(d),
        _ => Err(msg!(
            "numbridge-bad-digit",
            text = crate::games::square::clip(t),
            max = geo.n
        )),
    }
}

/// One record token.
pub fn parse_token(geo: &Geo, text: &str) -> Result<Action, Msg> {
    let t = text.trim();
    match t.to_ascii_lowercase().as_str() {
        "swap" => return Ok(Action::Swap),
        "pass" => return Ok(Action::Pass),
        "time" => return Ok(Action::Time),
        "timeup" => return Ok(Action::TimeUp),
        _ => {}
    }
    if let Some((cell, rest)) = t.split_once([':', '=']) {
        let cell = geo.parse(cell)?;
        let (d, miss) = match rest.strip_suffix(['x', 'X']) {
            Some(d) => (d, true),
            None => (rest, false),
        };
        return Ok(Action::Place {
            cell,
            digit: digit(geo, d)?,
            miss,
        });
    }
    if let Some((cell, rest)) = t.split_once('+') {
        let cell = geo.parse(cell)?;
        let discard = if rest.is_empty() {
            0
        } else {
            digit(geo, rest)?
        };
        return Ok(Action::Take { cell, discard });
    }
    Err(msg!(
        "numbridge-bad-play",
        text = crate::games::square::clip(t)
    ))
}

/// A player's message: exactly one play.
pub fn parse_message(geo: &Geo, text: &str) -> Result<Vec<Action>, Msg> {
    let words: Vec<String> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    let w: Vec<&str> = words.iter().map(String::as_str).collect();
    let action = match w[..] {
        [] => return Err(msg!("numbridge-no-play")),
        ["swap" | "exchange"] => Action::Swap,
        ["pass"] => Action::Pass,
        ["time" | "timeup"] => {
            return Err(msg!("numbridge-time-not-played"));
        }
        ["place" | "p" | "put", cell, d] | [cell, d]
            if !cell.contains([':', '=', '+']) && !d.contains([':', '=', '+']) =>
        {
            Action::Place {
                cell: geo.parse(cell)?,
                digit: digit(geo, d)?,
                miss: false,
            }
        }
        ["place" | "p" | "put", tok] => parse_token(geo, tok)?,
        ["clue" | "take", cell] => Action::Take {
            cell: geo.parse(cell)?,
            discard: 0,
        },
        ["clue" | "take", cell, d] => Action::Take {
            cell: geo.parse(cell)?,
            discard: digit(geo, d)?,
        },
        [tok] => parse_token(geo, tok)?,
        _ => {
            // Several plays, or words that make none.
            let plays = w.iter().filter(|t| parse_token(geo, t).is_ok()).count();
            return Err(if plays > 1 {
                msg!("numbridge-one-play")
            } else {
                msg!("numbridge-write-a-play")
            });
        }
    };
    match action {
        Action::Place { miss: true, .. } => Err(msg!("numbridge-no-x")),
        Action::Time | Action::TimeUp => Err(msg!("numbridge-time-not-played")),
        a => Ok(vec![a]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_round_trip() {
        let g = Geo::of(9);
        for t in [
            "C4:7", "C4:7x", "C4+5", "C4+", "swap", "pass", "time", "timeup",
        ] {
            assert_eq!(text(g, parse_token(g, t).unwrap()), t);
        }
    }

    #[test]
    fn players_write_loosely() {
        let g = Geo::of(9);
        let place = Action::Place {
            cell: 3 * 9 + 2,
            digit: 7,
            miss: false,
        };
        for m in ["C4:7", "c4 7", "C4=7", "place C4 7", "p c4:7"] {
            assert_eq!(parse_message(g, m), Ok(vec![place]), "{m}");
        }
        let take = Action::Take {
            cell: 3 * 9 + 2,
            discard: 5,
        };
        assert_eq!(parse_message(g, "clue C4 5"), Ok(vec![take]));
        assert_eq!(parse_message(g, "C4+5"), Ok(vec![take]));
        assert_eq!(parse_message(g, "exchange"), Ok(vec![Action::Swap]));
        assert!(parse_message(g, "C4:7 D5:3")
            .unwrap_err()
            .to_string()
            .contains("one play"));
        assert!(parse_message(g, "C4:7x")
            .unwrap_err()
            .to_string()
            .contains("without `x`"));
        assert!(parse_message(g, "time").is_err());
        assert!(parse_message(g, "C4:0")
            .unwrap_err()
            .to_string()
            .contains("1 to 9"));
        assert!(parse_message(Geo::of(6), "C4:7")
            .unwrap_err()
            .to_string()
            .contains("1 to 6"));
    }
}
