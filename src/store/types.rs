//! The values kept in the store. Each is written as one version byte and
//! JSON ([`super::VALUE_VERSION`]); values of the first release (version 1,
//! Bridges only) are read through `legacy.rs` and rewritten on open.

use crate::games::{AnyGame, GameData, Kind, Seat};
use serde::{Deserialize, Serialize};

/// Version of the structs below.
pub const STORED_FORMAT: u32 = 2;

/// A player of a stored game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPlayer {
    pub id: u64,
    pub name: String,
}

/// The computer's seat in a game against the AI.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AiSeat {
    /// The seat the AI plays (0 moves first).
    pub seat: Seat,
    /// Its level, 1–5.
    pub level: u8,
    /// The game's seed: with the turn number it seeds each AI turn.
    pub seed: u64,
}

/// The game running in a channel.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct StoredGame {
    /// Version of this struct's layout.
    pub format: u32,
    pub channel: u64,
    pub guild: Option<u64>,
    /// The first mover's seat, then the second's.
    pub players: [StoredPlayer; 2],
    /// The game's stored form (its kind, options and turns); replayed (and
    /// so checked) on load.
    pub game: GameData,
    /// The seat that offered a draw that is still open.
    pub draw_offer: Option<Seat>,
    /// Unix milliseconds.
    pub created_ms: u64,
    pub updated_ms: u64,
    /// Set in a game against the AI.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai: Option<AiSeat>,
    /// The move clock, in a timed game (absent in older values).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<GameClock>,
    /// Set when the game is played in a thread: the thread's parent
    /// channel. The thread is archived when the game ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thread_of: Option<u64>,
    /// The result changes the players' ratings. Values written before
    /// ratings existed read as unrated: nobody agreed to a rated game.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// A player's conditional moves (`plan`): theirs alone, never shown
    /// to anyone else nor archived.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<Plan>,
    /// The turns (counted from 1 in the record's order) played from a
    /// plan: kept with the game, shown only in its archived record.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub planned: Vec<u32>,
    /// The message that shows the game's current position (the daily
    /// word links to it); absent until a transport that knows message
    /// ids posted one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub posted: Option<PositionPost>,
}

/// Which position of a running game a message shows: how many turns were
/// finished and how many actions of the next one were played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionMark {
    pub turns: u32,
    pub current: u32,
}

/// A message that shows a game's position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionPost {
    pub mark: PositionMark,
    /// The message's id in the game's channel.
    pub message: u64,
}

impl StoredGame {
    /// Which position the game is in now.
    pub fn mark(&self) -> PositionMark {
        let count = |n: usize| u32::try_from(n).unwrap_or(u32::MAX);
        PositionMark {
            turns: count(self.game.turns.len()),
            current: count(self.game.current.len()),
        }
    }

    /// The message that shows the position the game is in now, if one
    /// was posted.
    pub fn posted_now(&self) -> Option<u64> {
        self.posted
            .filter(|p| p.mark == self.mark())
            .map(|p| p.message)
    }

    /// When the clock task next has something to do for this game: its
    /// clock's next event, or at once for a cancelled plan to tell.
    pub fn due_ms(&self) -> Option<u64> {
        let clock = self.clock.as_ref().and_then(|c| c.due_ms());
        match &self.plan {
            Some(p) if p.cancelled.is_some() => {
                Some(clock.map_or(self.updated_ms, |c| c.min(self.updated_ms)))
            }
            _ => clock,
        }
    }
}

/// Conditional moves: "if they play X, I play Y", several turns deep.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    /// The seat that wrote it (not to move while it waits).
    pub seat: Seat,
    /// Each line: the opponent's turn, the reply, their next turn, ...
    /// as record lines (an even number, checked when written).
    pub lines: Vec<Vec<String>>,
    /// Set when the opponent's turn matched no line (or the reply was no
    /// longer legal): the player is told privately, then the plan goes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cancelled: Option<PlanCancel>,
}

/// Why a plan was cancelled, for the private word to its owner.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlanCancel {
    /// Their turn (a record line) matched no line.
    Unmatched(String),
    /// The planned reply could not be played.
    Illegal(String),
}

/// A game's move clock: each turn has `per_move_ms`; the clock restarts
/// when a turn begins. Stored in the game's own value, so a deadline is
/// written in the same write as the move that starts it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameClock {
    /// Time for each turn, in milliseconds.
    pub per_move_ms: u64,
    /// The turn (the game's turn number) the deadline belongs to.
    pub turn: usize,
    /// When the player to move loses on time (Unix ms). Not running while
    /// the game is adjourned.
    pub deadline_ms: u64,
    /// When to remind the player to move; `None` once reminded (or when
    /// the turn began inside the reminder window).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remind_ms: Option<u64>,
    /// Adjourned: the clock is stopped with this much time left.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped_left_ms: Option<u64>,
    /// The seat that offered to adjourn, while the offer is open.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub adjourn_offer: Option<Seat>,
    /// The rules' limit on the whole game (Numbridge): when it passes the
    /// game is adjudicated. `None` while adjourned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game_deadline_ms: Option<u64>,
    /// Adjourned: the game's limit is stopped with this much time left
    /// (restarted by `resume`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stopped_game_left_ms: Option<u64>,
    /// A time bank game: each player's bank, instead of a fixed time per
    /// move (`per_move_ms` is then the bank's start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bank: Option<Bank>,
    /// Stopped for the vacation of the player to move: the clock restarts
    /// by itself then (Unix ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacation_until_ms: Option<u64>,
}

/// A time bank as a challenge names it (`bank 10d +36h max 10d`): each
/// player starts with `start_ms`, gains `increment_ms` with each move, and
/// never holds more than `max_ms`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BankRule {
    pub start_ms: u64,
    pub increment_ms: u64,
    pub max_ms: u64,
}

/// A running game's time banks. The player to move's bank runs down in
/// [`GameClock::deadline_ms`]; what it holds is written back here, with
/// the increment, in the write of the move that ends the turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bank {
    pub rule: BankRule,
    /// Each seat's bank while it is not running (ms).
    pub left_ms: [u64; 2],
    /// The seat whose bank runs in `deadline_ms`.
    pub running: Seat,
}

impl GameClock {
    /// When the timer sweep next has something to do for this clock
    /// (a reminder, the turn's deadline, the game's); `None` while
    /// adjourned.
    pub fn due_ms(&self) -> Option<u64> {
        if self.stopped_left_ms.is_some() {
            return self.vacation_until_ms;
        }
        let turn = self
            .remind_ms
            .map_or(self.deadline_ms, |r| r.min(self.deadline_ms));
        Some(self.game_deadline_ms.map_or(turn, |g| g.min(turn)))
    }
}

/// How a player wants to be reminded of a move (`!notify`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Notify {
    /// A ping in the game's channel.
    #[default]
    Channel,
    /// A direct message.
    Dm,
    Off,
    /// One direct message a day listing the games to move
    /// ([`Prefs::digest`] says when); reminders by direct message.
    Digest,
}

/// A player's settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prefs {
    #[serde(default)]
    pub notify: Notify,
    /// Vacation days spent, and the year they were spent in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vacation: Option<VacationSpent>,
    /// The player's time zone, an IANA name (`Europe/Lisbon`), stated
    /// once; `None`: UTC.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zone: Option<String>,
    /// The daily word's hour, kept while another way is chosen.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub digest: Option<Digest>,
}

/// When the daily word goes out, and the last day it went out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Digest {
    /// Minutes after the player's local midnight.
    pub at_min: u16,
    /// The player's local date (`2026-01-02`) it was last sent on: once
    /// a day, also across a restart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sent_on: Option<String>,
    /// The language it is written in: the one the player asked in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
}

/// The vacation days a player spent in one calendar year (UTC).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct VacationSpent {
    pub year: i32,
    pub days: u32,
}

/// A server's settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct GuildSettings {
    /// The language the bot speaks there (`pt`), chosen by `!language`;
    /// `None` = Discord's locale, then the config's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub language: Option<String>,
    /// The role whose members may organise tournaments, besides those
    /// who can manage the server's events (`!tournament role`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organiser_role: Option<u64>,
}

impl StoredGame {
    pub fn kind(&self) -> Kind {
        self.game.kind
    }

    /// Rebuild the game (replaying every action).
    pub fn load_game(&self) -> Result<Box<dyn AnyGame>, String> {
        self.game.load()
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "end", rename_all = "snake_case")]
pub enum Ending {
    /// The board rules ended it (winner `None` = draw); the game's record
    /// says how.
    Board {
        winner: Option<Seat>,
    },
    Resigned {
        seat: Seat,
    },
    AgreedDraw,
    /// Stopped by a moderator; no result, no stats.
    Aborted {
        moderator: u64,
    },
    /// The player in `seat` ran out of time on the move clock and lost.
    Timeout {
        seat: Seat,
    },
}

impl Ending {
    /// The winner; `None` for a draw or an aborted game.
    pub fn winner(&self) -> Option<Seat> {
        match self {
            Ending::Board { winner } => *winner,
            Ending::Resigned { seat } | Ending::Timeout { seat } => Some(1 - seat),
            Ending::AgreedDraw | Ending::Aborted { .. } => None,
        }
    }

    /// Does this result count in the players' stats?
    pub fn counts(&self) -> bool {
        !matches!(self, Ending::Aborted { .. })
    }
}

/// A finished game, kept in its channel's archive.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ArchivedGame {
    pub format: u32,
    pub channel: u64,
    pub guild: Option<u64>,
    pub players: [StoredPlayer; 2],
    pub game: GameData,
    /// The full record as text.
    pub record: String,
    pub outcome: Ending,
    pub created_ms: u64,
    pub finished_ms: u64,
    /// Set for a game against the AI; such games are not counted in stats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ai: Option<AiSeat>,
    /// The game was rated (see [`StoredGame::rated`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
    /// The move clock's time per move, for a rematch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_ms: Option<u64>,
    /// The time bank the game was played with, for a rematch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bank: Option<BankRule>,
    /// The channel whose thread the game was played in (see
    /// [`StoredGame::thread_of`]): a rematch is challenged there. Absent
    /// in games archived before it was kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thread_of: Option<u64>,
    /// Each seat's rating before and after, in a rated game (absent in
    /// games archived before histories became marks).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating_change: Option<[(f64, f64); 2]>,
    /// The tournament board it was played for (absent in other games, and
    /// in tournament games archived before it was kept: their event is
    /// found through the tournament's boards).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<EventGame>,
    /// The turns played from a plan ([`StoredGame::planned`]), in the
    /// record's `Planned` tag.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub planned: Vec<u32>,
}

/// A tournament game's place in its event, for the record's header.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventGame {
    /// The tournament's id.
    pub id: u64,
    /// The event's name (`Avanço swiss #3`).
    pub name: String,
    /// Round and board, from 1.
    pub round: u32,
    pub board: u32,
}

impl ArchivedGame {
    /// The record's header: who played, where, when, how it ended, the
    /// rating changes, the event; `id` is the archive's id of the game.
    pub fn tags(&self, id: Option<u64>) -> crate::games::Tags {
        use crate::games::header::{diff_text, utc_date_time, SEAT_TAGS};
        use crate::games::{TagResult, Tags, Termination};
        let mut tags = Tags::new();
        if let Some(e) = &self.event {
            tags.set("Event", e.name.clone());
            tags.set("EventId", e.id.to_string());
            tags.set("Round", e.round.to_string());
            tags.set("Board", e.board.to_string());
        }
        if let Some(id) = id {
            tags.set("GameId", id.to_string());
        }
        if let Some(g) = self.guild.filter(|&g| g != 0) {
            tags.set("Server", g.to_string());
        }
        let (date, time) = utc_date_time(self.created_ms);
        tags.set("UTCDate", date);
        tags.set("UTCTime", time);
        for (seat, tag) in SEAT_TAGS.iter().enumerate() {
            let p = &self.players[seat];
            tags.set(tag, p.name.clone());
            match self.ai.filter(|a| a.seat == seat) {
                Some(ai) => tags.set(&format!("{tag}AI"), ai.level.clamp(1, 5).to_string()),
                None => tags.set(&format!("{tag}Id"), p.id.to_string()),
            }
        }
        tags.set(
            "TimeControl",
            match self.clock_ms {
                Some(ms) => format!("1/{}", (ms / 1000).max(1)),
                None => "-".into(),
            },
        );
        tags.set("Rated", if self.rated { "yes" } else { "no" });
        if !self.planned.is_empty() {
            let turns: Vec<String> = self.planned.iter().map(u32::to_string).collect();
            tags.set("Planned", turns.join(" "));
        }
        let (result, end) = match &self.outcome {
            Ending::Board { winner } => (
                winner.map_or(TagResult::Draw, TagResult::Won),
                Termination::Rules,
            ),
            Ending::Resigned { seat } => (TagResult::Won(1 - seat), Termination::Resignation),
            Ending::Timeout { seat } => (TagResult::Won(1 - seat), Termination::Time),
            Ending::AgreedDraw => (TagResult::Draw, Termination::Agreement),
            Ending::Aborted { .. } => (TagResult::None, Termination::Aborted),
        };
        tags.set("Result", result.text());
        tags.set("Termination", end.text());
        if let Some(change) = &self.rating_change {
            for (seat, tag) in SEAT_TAGS.iter().enumerate() {
                let (before, after) = change[seat];
                tags.set(
                    &format!("{tag}Rating"),
                    (before.round().max(0.0) as u64).to_string(),
                );
                tags.set(&format!("{tag}RatingDiff"), diff_text(before, after));
            }
        }
        tags
    }

    /// The record with its header (a record that has one already is kept
    /// as it is).
    pub fn headed_record(&self, id: Option<u64>) -> String {
        if self.record.trim_start().starts_with('[') {
            return self.record.clone();
        }
        format!("{}{}", self.tags(id).write(), self.record)
    }
}

/// An open challenge, waiting for the opponent.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Challenge {
    pub format: u32,
    pub id: u64,
    pub channel: u64,
    pub guild: Option<u64>,
    pub challenger: StoredPlayer,
    pub opponent: StoredPlayer,
    pub kind: Kind,
    /// The game's option lines (`size 8`).
    pub options: Vec<(String, String)>,
    /// The challenger's seat (settled when the challenge is made).
    pub challenger_seat: Seat,
    /// Did the challenger leave the seat to chance?
    pub random_seat: bool,
    pub created_ms: u64,
    pub expires_ms: u64,
    /// Time per move of the game, in ms; `None` = no clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_ms: Option<u64>,
    /// A time bank instead of a time per move (`clock_ms` is its start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bank: Option<BankRule>,
    /// Play the game in a thread of the challenge's channel.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub thread: bool,
    /// The game will be rated (challenges said `unrated` to opt out).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub rated: bool,
}

/// A player's results in one scope (a server, or overall).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    pub games: u32,
    pub wins: u32,
    pub losses: u32,
    pub draws: u32,
}

/// What the history tree holds for one player's finished game: since
/// issue 32 a mark naming the archive entry, which holds everything else;
/// before, the whole [`HistoryEntry`] (still read as it is: old games'
/// rating changes live only there).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum StoredHistory {
    Whole(HistoryEntry),
    Mark(HistoryMark),
}

/// A game in a player's history: where its archive entry is (the key
/// holds server, user and id; the id is repeated for `store reshard`,
/// which renumbers it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryMark {
    pub id: u64,
    pub channel: u64,
}

impl StoredHistory {
    /// The archive entry it names: (channel, id).
    pub fn target(&self) -> (u64, u64) {
        match self {
            StoredHistory::Whole(e) => (e.channel, e.id),
            StoredHistory::Mark(m) => (m.channel, m.id),
        }
    }
}

/// A finished game in one player's history on one server, as `!history`
/// shows it: a whole stored entry, or a mark read with its archive entry
/// ([`HistoryEntry::from_archive`]).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    /// The archived game's id (`!record ID`).
    pub id: u64,
    pub channel: u64,
    pub kind: Kind,
    /// The player's seat in `players`.
    pub seat: Seat,
    pub players: [StoredPlayer; 2],
    pub outcome: Ending,
    pub finished_ms: u64,
    /// The player's rating before and after, in a rated game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rating: Option<(f64, f64)>,
    /// Played against the AI.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub ai: bool,
}

impl HistoryEntry {
    /// `user`'s entry for archived game `id`; `None` if `user` did not play it.
    pub fn from_archive(id: u64, user: u64, game: &ArchivedGame) -> Option<HistoryEntry> {
        let seat = game.players.iter().position(|p| p.id == user)?;
        Some(HistoryEntry {
            id,
            channel: game.channel,
            kind: game.game.kind,
            seat,
            players: game.players.clone(),
            outcome: game.outcome.clone(),
            finished_ms: game.finished_ms,
            rating: game.rating_change.map(|c| c[seat]),
            ai: game.ai.is_some(),
        })
    }
}

/// What ending a game wrote (see [`super::Store::finish_game`]).
#[derive(Clone, Debug)]
pub struct Finished {
    /// The archived game's id.
    pub id: u64,
    /// Each seat's rating before and after, when the game was rated.
    pub ratings: Option<[(crate::rating::Rating, crate::rating::Rating); 2]>,
}
