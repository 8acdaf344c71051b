//! The club's rooms, as the rules text names them: blitz rooms (30 s
//! turns, clues cost 2), normal rooms (45 or 60 s) and the study room (2
//! minutes). A room gives a Numbridge challenge made in it its defaults and
//! the values it may choose: variant, turn time, clue count, clue cost and
//! candidate highlighting ("if the room allows it"). Blocks and the seed
//! are free everywhere.

use super::options::{option_value, Config, Variant, TURN_TIMES};
use crate::games::Kind;
use crate::i18n::Msg;
use crate::msg;
use serde::{Deserialize, Serialize};

/// A room kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Room {
    Blitz,
    Normal,
    Study,
}

/// Candidate highlighting in a room.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Candidates {
    /// Not allowed.
    Never,
    /// Allowed, off unless asked for.
    Off,
    /// Allowed, on unless turned off.
    On,
}

/// What a room allows, the first value of each list its default.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RoomRules {
    pub variants: &'static [Variant],
    /// Seconds a turn (a subset of [`TURN_TIMES`]).
    pub turns: &'static [u32],
    /// Clues: least, most, default (within every allowed variant's range).
    pub clues: (u8, u8, u8),
    pub costs: &'static [u8],
    pub candidates: Candidates,
}

/// Numbridge's rooms, as the registry hands them to the commands
/// ([`crate::games::GameInfo::rooms`]).
pub const ROOMS: crate::games::Rooms = crate::games::Rooms {
    from_word: |word| Room::from_word(word).map(Room::key),
    rules: |key| Room::from_key(key).map(Room::rules_msg),
    settle: |key, typed| match Room::from_key(key) {
        Some(room) => room.settle(typed),
        None => Ok(typed.to_vec()),
    },
};

impl Room {
    pub const ALL: [Room; 3] = [Room::Blitz, Room::Normal, Room::Study];

    /// The room of key `key` (`blitz`).
    pub fn from_key(key: &str) -> Option<Room> {
        Room::ALL.into_iter().find(|r| r.key() == key)
    }

    /// The game whose challenges the room rules.
    pub fn game(self) -> Kind {
        Kind::Numbridge
    }

    pub fn key(self) -> &'static str {
        match self {
            Room::Blitz => "blitz",
            Room::Normal => "normal",
            Room::Study => "study",
        }
    }

    /// A room from the word that names it (English, Portuguese, French).
    pub fn from_word(word: &str) -> Option<Room> {
        match word.trim().to_lowercase().as_str() {
            "blitz" => Some(Room::Blitz),
            "normal" => Some(Room::Normal),
            "study" | "estudo" | "étude" | "etude" => Some(Room::Study),
            _ => None,
        }
    }

    pub fn rules(self) -> RoomRules {
        match self {
            Room::Blitz => RoomRules {
                variants: &[Variant::Blitz],
                turns: &[30],
                clues: (10, 16, 12),
                costs: &[2],
                candidates: Candidates::Never,
            },
            Room::Normal => RoomRules {
                variants: &[Variant::Ponte, Variant::Dominios],
                turns: &[60, 45],
                clues: (26, 34, 30),
                costs: &[1],
                candidates: Candidates::Off,
            },
            Room::Study => RoomRules {
                variants: &[Variant::Ponte, Variant::Dominios],
                turns: &[120],
                clues: (28, 36, 32),
                costs: &[1, 2],
                candidates: Candidates::On,
            },
        }
    }

    /// What the room allows, as one message (`!room`, refusals, invites).
    pub fn rules_msg(self) -> Msg {
        let r = self.rules();
        let list = |v: Vec<String>| v.join("/");
        msg!(
            "numbridge-room-rules",
            room = self.key(),
            variants = list(r.variants.iter().map(|v| v.name().to_string()).collect()),
            turns = list(r.turns.iter().map(u32::to_string).collect()),
            min = r.clues.0,
            max = r.clues.1,
            default = r.clues.2,
            costs = list(r.costs.iter().map(u8::to_string).collect()),
            candidates = match r.candidates {
                Candidates::Never => "never",
                Candidates::Off => "off",
                Candidates::On => "on",
            }
        )
    }

    /// A challenge's option lines in this room: what is not said takes the
    /// room's default; what is said must be allowed, else the error says
    /// what the room allows.
    pub fn settle(self, typed: &[(String, String)]) -> Result<Vec<(String, String)>, Msg> {
        let r = self.rules();
        let get = |key: &str| option_value(typed, key);
        let refuse = |option: &str, value: &str| {
            msg!(
                "numbridge-room-refuses",
                option = option,
                value = value,
                rules = self.rules_msg()
            )
        };
        let variant = match get("variant") {
            None => r.variants[0],
            Some(w) => match Variant::from_word(&w) {
                Some(v) if r.variants.contains(&v) => v,
                Some(_) => return Err(refuse("variant", &w)),
                // Not a variant at all: the game's own error says so.
                None => return Ok(typed.to_vec()),
            },
        };
        let turn = match get("turn") {
            None => r.turns[0],
            Some(w) => match w.trim_end_matches('s').parse::<u32>() {
                Ok(t) if r.turns.contains(&t) => t,
                Ok(t) if TURN_TIMES.contains(&t) => return Err(refuse("turn", &w)),
                _ => return Ok(typed.to_vec()),
            },
        };
        let (lo, hi, _) = Config::clue_range(variant);
        let clues = match get("clues") {
            None => r.clues.2,
            Some(w) => match w.parse::<u8>() {
                Ok(c) if (r.clues.0..=r.clues.1).contains(&c) => c,
                Ok(c) if (lo..=hi).contains(&c) => return Err(refuse("clues", &w)),
                _ => return Ok(typed.to_vec()),
            },
        };
        let cost = match get("cost") {
            None => r.costs[0],
            Some(w) => match w.parse::<u8>() {
                Ok(c) if r.costs.contains(&c) => c,
                Ok(1 | 2) => return Err(refuse("cost", &w)),
                _ => return Ok(typed.to_vec()),
            },
        };
        let candidates = match get("candidates").as_deref() {
            None => r.candidates == Candidates::On,
            Some("on" | "yes" | "true") if r.candidates == Candidates::Never => {
                return Err(refuse("candidates", "on"))
            }
            Some("on" | "yes" | "true") => true,
            Some("off" | "no" | "false") => false,
            Some(_) => return Ok(typed.to_vec()),
        };
        let mut lines = vec![
            ("variant".to_string(), variant.key().to_string()),
            ("clues".into(), clues.to_string()),
            ("turn".into(), turn.to_string()),
            ("cost".into(), cost.to_string()),
            (
                "candidates".into(),
                if candidates { "on" } else { "off" }.into(),
            ),
        ];
        // The rest as typed (blocks, a seed, an unknown key for the game
        // to refuse).
        let ruled = ["variant", "clues", "turn", "cost", "candidates"];
        lines.extend(
            typed
                .iter()
                .filter(|(k, _)| !ruled.iter().any(|r| r.eq_ignore_ascii_case(k)))
                .cloned(),
        );
        Ok(lines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(v: &[(&str, &str)]) -> Vec<(String, String)> {
        v.iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn every_room_default_makes_a_game_and_stays_in_the_variants_ranges() {
        for room in Room::ALL {
            let r = room.rules();
            for &v in r.variants {
                let (lo, hi, _) = Config::clue_range(v);
                assert!(lo <= r.clues.0 && r.clues.1 <= hi, "{room:?} {v:?}");
                let got = room.settle(&lines(&[("variant", v.key())])).unwrap();
                let (cfg, _) = Config::parse(&got).unwrap();
                assert_eq!(cfg.variant, v);
                assert_eq!(cfg.turn_secs, r.turns[0]);
                assert_eq!(cfg.clues, r.clues.2);
                assert_eq!(cfg.cost, r.costs[0]);
                assert_eq!(cfg.candidates, r.candidates == Candidates::On);
            }
            assert!(r.turns.iter().all(|t| TURN_TIMES.contains(t)));
        }
    }

    #[test]
    fn a_room_refuses_what_it_does_not_allow_and_keeps_the_rest() {
        let refused = |room: Room, k: &str, v: &str| room.settle(&lines(&[(k, v)])).is_err();
        assert!(refused(Room::Blitz, "variant", "ponte"));
        assert!(refused(Room::Blitz, "candidates", "on"));
        assert!(refused(Room::Normal, "turn", "120"));
        assert!(refused(Room::Normal, "clues", "24"));
        assert!(refused(Room::Normal, "cost", "2"));
        assert!(!refused(Room::Study, "cost", "2"));
        assert!(!refused(Room::Normal, "candidates", "on"));
        let got = Room::Study
            .settle(&lines(&[("blocks", "irregular"), ("candidates", "off")]))
            .unwrap();
        assert!(got.contains(&("blocks".into(), "irregular".into())));
        assert!(got.contains(&("candidates".into(), "off".into())));
        // Not a value of the game at all: left for the game's own error.
        assert_eq!(
            Room::Normal.settle(&lines(&[("clues", "many")])).unwrap(),
            lines(&[("clues", "many")])
        );
    }
}
