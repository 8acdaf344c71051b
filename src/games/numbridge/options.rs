//! A Numbridge game's options, as record lines (`variant blitz`, `clues
//! 12`, ...): read with errors that say what is allowed, written back with
//! every default filled in.

use super::puzzle::Blocks;
use crate::i18n::{Msg, ToMsg};
use crate::msg;
use std::fmt;

/// The three ways to win.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// 9×9, one play a turn, join your two edges.
    Ponte,
    /// Ponte on 6×6: 30 s turns, clues cost 2.
    Blitz,
    /// 9×9, two plays a turn, win 5 of the 9 blocks.
    Dominios,
}

impl Variant {
    pub fn key(self) -> &'static str {
        match self {
            Variant::Ponte => "ponte",
            Variant::Blitz => "blitz",
            Variant::Dominios => "dominios",
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Variant::Ponte => "Ponte",
            Variant::Blitz => "Blitz",
            Variant::Dominios => "Domínios",
        }
    }

    /// The board's side.
    pub fn size(self) -> u8 {
        if self == Variant::Blitz {
            6
        } else {
            9
        }
    }

    /// Does a player win by joining edges (else by blocks)?
    pub fn connects(self) -> bool {
        self != Variant::Dominios
    }

    pub fn from_word(w: &str) -> Option<Variant> {
        match w {
            "ponte" | "bridge" => Some(Variant::Ponte),
            "blitz" => Some(Variant::Blitz),
            "dominios" | "domínios" | "domains" => Some(Variant::Dominios),
            _ => None,
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The last value given for option `key`, trimmed and in lower case.
pub(super) fn option_value(options: &[(String, String)], key: &str) -> Option<String> {
    options
        .iter()
        .rev()
        .find(|(k, _)| k.eq_ignore_ascii_case(key))
        .map(|(_, v)| v.trim().to_lowercase())
}

/// Turn times a challenge may choose, in seconds.
pub const TURN_TIMES: [u32; 4] = [30, 45, 60, 120];

/// Everything a game is set up with.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Config {
    pub variant: Variant,
    pub clues: u8,
    pub blocks: Blocks,
    /// Seconds a turn.
    pub turn_secs: u32,
    /// Tiles a clue costs: 1 or 2.
    pub cost: u8,
    /// Candidate highlighting: a player who picks a tile is shown (and
    /// offered) only the empty cells where its digit is not yet shown in
    /// the row, column or block. Off unless asked for (or a room's default).
    pub candidates: bool,
    /// The puzzle, the deals and every draw come from it (a secret while
    /// the game runs).
    pub seed: u64,
}

impl Config {
    /// The clue counts allowed, and the default, for a variant.
    pub fn clue_range(variant: Variant) -> (u8, u8, u8) {
        if variant == Variant::Blitz {
            (10, 16, 12)
        } else {
            (24, 36, 30)
        }
    }

    /// The whole game's time limit: 30 min on 9×9, 12 min on 6×6.
    pub fn game_ms(&self) -> u64 {
        if self.variant.size() == 6 {
            12 * 60_000
        } else {
            30 * 60_000
        }
    }

    /// Read option lines. `seed` is drawn at random when none is given
    /// (the caller tries the next seeds if a puzzle cannot be made).
    pub fn parse(options: &[(String, String)]) -> Result<(Config, bool), Msg> {
        let get = |key: &str| option_value(options, key);
        const KEYS: [&str; 7] = [
            "variant",
            "clues",
            "blocks",
            "turn",
            "cost",
            "candidates",
            "seed",
        ];
        if let Some((k, _)) = options
            .iter()
            .find(|(k, _)| !KEYS.iter().any(|w| w.eq_ignore_ascii_case(k)))
        {
            return Err(msg!(
                "numbridge-option-unknown",
                option = k,
                options = KEYS.join(", ")
            ));
        }
        let variant = match get("variant") {
            None => Variant::Ponte,
            Some(v) => Variant::from_word(&v)
                .ok_or_else(|| msg!("numbridge-option-variant", value = &v))?,
        };
        let (lo, hi, default) = Config::clue_range(variant);
        let clues = match get("clues") {
            None => default,
            Some(v) => v
                .parse::<u8>()
                .ok()
                .filter(|c| (lo..=hi).contains(c))
                .ok_or_else(|| {
                    msg!(
                        "numbridge-option-clues",
                        variant = variant.name(),
                        min = lo,
                        max = hi,
                        default = default,
                        value = &v
                    )
                })?,
        };
        let blocks = match get("blocks") {
            None => Blocks::Regular,
            Some(v) => v.parse::<Blocks>().map_err(|e| e.to_msg())?,
        };
        let turn_secs = match get("turn") {
            None if variant == Variant::Blitz => 30,
            None => 60,
            Some(v) => v
                .trim_end_matches('s')
                .parse::<u32>()
                .ok()
                .filter(|t| TURN_TIMES.contains(t))
                .ok_or_else(|| msg!("numbridge-option-turn", value = &v))?,
        };
        let cost = match get("cost") {
            None if variant == Variant::Blitz => 2,
            None => 1,
            Some(v) => match v.as_str() {
                "1" => 1,
                "2" => 2,
                _ => return Err(msg!("numbridge-option-cost", value = &v)),
            },
        };
        let candidates = match get("candidates").as_deref() {
            Some("on") | Some("yes") | Some("true") => true,
            None | Some("off") | Some("no") | Some("false") => false,
            Some(v) => return Err(msg!("numbridge-option-candidates", value = v)),
        };
        let (seed, chosen) = match get("seed") {
            None => (rand::random::<u64>() >> 1, false),
            Some(v) => (
                v.parse::<u64>()
                    .map_err(|_| msg!("numbridge-option-seed", value = &v))?,
                true,
            ),
        };
        Ok((
            Config {
                variant,
                clues,
                blocks,
                turn_secs,
                cost,
                candidates,
                seed,
            },
            chosen,
        ))
    }

    /// The option lines an invite shows: every one but the secret seed.
    pub fn shown_lines(&self) -> Vec<(String, String)> {
        let mut v = self.lines();
        v.retain(|(k, _)| k != "seed");
        v
    }

    /// The option lines of a record, every default written out.
    pub fn lines(&self) -> Vec<(String, String)> {
        vec![
            ("variant".into(), self.variant.key().into()),
            ("clues".into(), self.clues.to_string()),
            ("blocks".into(), self.blocks.key().into()),
            ("turn".into(), self.turn_secs.to_string()),
            ("cost".into(), self.cost.to_string()),
            (
                "candidates".into(),
                if self.candidates { "on" } else { "off" }.into(),
            ),
            ("seed".into(), self.seed.to_string()),
        ]
    }
}
