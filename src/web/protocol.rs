//! The table's messages (see `docs/table-protocol.md`): what a viewer
//! sends, decoded strictly, and what the server sends back.

use serde::{Deserialize, Serialize};

/// The protocol's version a page says in `hello`: from 2 on it reads
/// `diff` messages (a page that says none gets whole frames).
pub const DIFF_VERSION: u64 = 2;

/// The longest message a viewer may send, in bytes.
pub const MAX_MESSAGE_BYTES: usize = 4096;

/// What a viewer sends. Every field is required unless said; unknown
/// fields and types are refused.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClientMsg {
    /// Play in the notation the commands take (`C4:7`, `e2-e4`, `pass`),
    /// on the frame numbered `n`.
    Act { n: u64, text: String },
    /// Conditional moves, as `/plan moves:...`: lines of moves (`e6-e5
    /// f2-f3, d6-d5 f2-e3`), empty to show the plan, `clear` to clear it.
    /// The answer is private: the player's own tables only.
    Plan { n: u64, text: String },
    /// A game command that takes no words, on the frame numbered `n`.
    /// With `confirmed`, a command whose frame button carried `ask` was
    /// confirmed on the page: `resign` resigns at once, without the chat's
    /// question (optional, false when left out).
    Command {
        n: u64,
        name: CommandName,
        #[serde(default)]
        confirmed: bool,
    },
    /// Press a button a reply to this socket offered, on frame `n`.
    Button { n: u64, id: String },
    /// Resume after a reconnection: the last frame seen. Answered with
    /// what was missed, or a whole frame (a resync).
    Resume { epoch: u64, n: u64 },
    /// Keep the connection alive; answered with `pong`.
    Ping {},
    /// This socket's language from now on (`en`, `pt`, `fr`); answered
    /// with a fresh frame in it.
    Lang { lang: String },
    /// Once the game is over: the public board after `ply` turns.
    Position { ply: u64 },
    /// The protocol's version the page speaks (its first message); from
    /// [`DIFF_VERSION`] on, frames after the first come as `diff`.
    Hello { version: u64 },
}

/// The game commands a seat may send from the table (as the slash
/// commands of the same names).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CommandName {
    Pass,
    End,
    Undo,
    Resign,
    Draw,
    Adjourn,
    Resume,
    Hand,
    Legal,
    Hint,
    Time,
    /// Answers to the other seat's offers.
    DrawAccept,
    DrawDecline,
    AdjournAccept,
    AdjournDecline,
    /// At a finished game's end: a new game between the same players, in
    /// swapped seats (as the Rematch button under the result).
    Rematch,
}

impl CommandName {
    /// The slash command's name.
    pub fn slash(self) -> &'static str {
        match self {
            CommandName::Pass => "pass",
            CommandName::End => "end",
            CommandName::Undo => "undo",
            CommandName::Resign => "resign",
            CommandName::Draw => "draw",
            CommandName::Adjourn => "adjourn",
            CommandName::Resume => "resume",
            CommandName::Hand => "hand",
            CommandName::Legal => "legal",
            CommandName::Hint => "hint",
            CommandName::Time => "time",
            CommandName::DrawAccept => "draw-accept",
            CommandName::DrawDecline => "draw-decline",
            CommandName::AdjournAccept => "adjourn-accept",
            CommandName::AdjournDecline => "adjourn-decline",
            CommandName::Rematch => "rematch",
        }
    }

    /// Every command, for the names a frame offers.
    pub const ALL: [CommandName; 16] = [
        CommandName::Pass,
        CommandName::End,
        CommandName::Undo,
        CommandName::Resign,
        CommandName::Draw,
        CommandName::Adjourn,
        CommandName::Resume,
        CommandName::Hand,
        CommandName::Legal,
        CommandName::Hint,
        CommandName::Time,
        CommandName::DrawAccept,
        CommandName::DrawDecline,
        CommandName::AdjournAccept,
        CommandName::AdjournDecline,
        CommandName::Rematch,
    ];

    /// The command of this wire name (`draw-accept`).
    pub fn named(name: &str) -> Option<CommandName> {
        CommandName::ALL.into_iter().find(|c| c.slash() == name)
    }
}

/// The language of a wire code: exactly `en`, `pt` or `fr`.
pub fn lang_of(code: &str) -> Option<crate::i18n::Lang> {
    crate::i18n::Lang::ALL
        .into_iter()
        .find(|l| l.code() == code)
}

/// Why a message was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DecodeError {
    TooBig {
        len: usize,
    },
    /// Not JSON, not one of the messages, or with fields it lacks or
    /// does not know: serde's reason.
    Malformed(String),
}

/// Read one text message from a viewer.
pub fn decode(text: &str) -> Result<ClientMsg, DecodeError> {
    if text.len() > MAX_MESSAGE_BYTES {
        return Err(DecodeError::TooBig { len: text.len() });
    }
    let msg: ClientMsg = serde_json::from_str(text).map_err(|e| {
        let mut reason = e.to_string();
        reason.truncate(200);
        DecodeError::Malformed(reason)
    })?;
    match &msg {
        ClientMsg::Act { text, .. } if text.trim().is_empty() || text.len() > 200 => Err(
            DecodeError::Malformed("`text` must hold a move of at most 200 bytes".into()),
        ),
        ClientMsg::Plan { text, .. } if text.len() > 2000 => Err(DecodeError::Malformed(
            "`text` must hold a plan of at most 2000 bytes".into(),
        )),
        ClientMsg::Button { id, .. } if id.is_empty() || id.len() > 100 => Err(
            DecodeError::Malformed("`id` must be a button's id of at most 100 bytes".into()),
        ),
        ClientMsg::Lang { lang } if lang_of(lang).is_none() => Err(DecodeError::Malformed(
            "`lang` must be one of `en`, `pt`, `fr`".into(),
        )),
        _ => Ok(msg),
    }
}

/// One seat in a frame.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatFrame {
    /// The player's name.
    pub name: String,
    /// The Discord user id, as a string (too large for JavaScript numbers).
    pub user: String,
    /// `orange`, `blue`, `white`, `black`.
    pub tone: String,
    /// The line under the name (`Orange · to move`).
    pub sub: String,
    /// The score or count shown large (may be empty).
    pub score: String,
}

/// The clocks, as deadlines in Unix ms.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClocksFrame {
    pub turn_deadline_ms: Option<u64>,
    pub game_deadline_ms: Option<u64>,
    pub adjourned: bool,
}

/// What one viewer may see of a game, whole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frame {
    /// The server's run: numbers from another run mean nothing here.
    pub epoch: u64,
    /// This change's number (per channel).
    pub n: u64,
    /// The game's key (`bridges`, `numbridge`…).
    pub game: String,
    /// The viewer's seat, or `None` for a spectator.
    pub viewer: Option<usize>,
    pub seats: [SeatFrame; 2],
    /// The seat to move.
    pub to_move: Option<usize>,
    /// The turn in progress, from 1.
    pub turn: usize,
    /// The board as SVG (each cell named by `data-cell`).
    pub board_svg: String,
    /// The board as text.
    pub board_text: String,
    /// The line under the board.
    pub status: String,
    pub score: Option<String>,
    pub clocks: Option<ClocksFrame>,
    /// The viewer's own hand, in a game with hands (a seat only).
    pub hand: Option<String>,
    /// The last turn's actions, in notation.
    pub last: Vec<String>,
    /// The seat whose draw offer is open.
    pub draw_offer: Option<usize>,
    /// The seat that starts at the top of the board as drawn: its pages
    /// turn the board so that its side is at the bottom.
    #[serde(default)]
    pub turned_for: Option<usize>,
    /// The game's rules in short, in the frame's language (the catalogs'
    /// `rules-GAME`, as the rules command says them).
    #[serde(default)]
    pub rules: String,
    /// The seat that offered to adjourn, while the offer is open.
    #[serde(default)]
    pub adjourn_offer: Option<usize>,
    /// This viewer may write a plan (conditional moves) from the page: a
    /// seat of a running game that allows them (never a spectator, never
    /// a game with hidden information or against the AI). The plan
    /// itself is never in a frame.
    #[serde(default)]
    pub plans: bool,
    pub over: bool,
    /// How the game ended, once over.
    pub result: Option<String>,
    /// What this viewer can do now by clicks (a seat to move only).
    pub actions: Vec<ActionFrame>,
    /// The pick buttons the actions use (a seat to move only).
    pub picks: Vec<ButtonFrame>,
    /// The buttons this viewer may press now (a seat only).
    pub commands: Vec<CommandFrame>,
    /// What the page says of an illegal click, by case.
    pub why: WhyFrame,
    /// The finished turns, one record line each (public).
    pub history: Vec<String>,
    /// The cells of the last turn.
    pub last_cells: Vec<String>,
    /// Small public facts per seat shown beside the board.
    pub counters: [Vec<CounterFrame>; 2],
    /// The bag's size, in games with a bag.
    pub bag: Option<CounterFrame>,
    /// The frame's language (`en`, `pt`, `fr`).
    pub lang: String,
}

/// One thing to do by clicks: the steps (cells by name, picks by id) and
/// the notation the page then sends as `act`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActionFrame {
    pub steps: Vec<String>,
    pub text: String,
    /// Its last step is shown as a target (`false`: legal, but outside
    /// the candidates the room shows).
    #[serde(default = "lit")]
    pub lit: bool,
    /// The question the page asks before sending it (a clue's price).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ask: Option<String>,
}

fn lit() -> bool {
    true
}

/// A command button: the name `command` sends, and its label.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CommandFrame {
    pub name: String,
    pub label: String,
    /// A question the page asks before sending it (resigning, a pass
    /// that ends the game); sent with `confirmed` once answered yes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ask: Option<String>,
    /// Pressing it plays `name` as a move (`act`), not as a command: a
    /// game's own action without a cell to click that is none of the
    /// bot's commands (Numbridge's `swap`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub play: bool,
}

/// A public fact beside the board (`Misses`, `2`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CounterFrame {
    pub label: String,
    pub value: String,
}

/// The sentences for an illegal click.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WhyFrame {
    /// A seat clicks while the other is to move.
    pub not_your_turn: String,
    /// A spectator clicks.
    pub watching: String,
    /// A click that continues no action.
    pub no_action: String,
}

/// A thing that happened that everyone at the table is shown for a few
/// moments (a failed digit: a miss).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// The frame that came with it.
    pub n: u64,
    /// `miss`.
    pub kind: String,
    /// The cell, by name (`C4`).
    pub cell: String,
    /// The digit tried.
    pub digit: u8,
}

/// One step of rebuilding a text from the last frame's: keep `[at, len]`
/// of its pieces, or put new text.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Edit {
    Keep([usize; 2]),
    Put(String),
}

/// One step of rebuilding a list from the last frame's: keep `[at, len]`
/// of its items, or put new ones (`{"put":[…]}`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ListEdit {
    Keep([usize; 2]),
    Put { put: Vec<serde_json::Value> },
}

/// What changed since the viewer's frame `from`: the boards as edits of
/// the last ones (absent: unchanged), long lists (a seat's `actions`) as
/// edits where that is shorter, every other changed field whole.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FrameDiff {
    pub n: u64,
    pub from: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_svg: Option<Vec<Edit>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board_text: Option<Vec<Edit>>,
    /// The frame's fields whose values changed, by name.
    pub set: serde_json::Map<String, serde_json::Value>,
    /// The frame's lists that changed, as edits of the last ones.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub lists: std::collections::BTreeMap<String, Vec<ListEdit>>,
}

/// A button a reply offers (as under a Discord message).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ButtonFrame {
    pub id: String,
    pub label: String,
}

/// A piece of a reply's text: `{"t":"text","v":"…"}`; `t` is `text`,
/// `strong`, `user` (a user's name), `command` (a command as typed,
/// without the prefix: `board`) or `code` (notation: `C4 7`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", content = "v", rename_all = "kebab-case")]
pub enum PartFrame {
    Text(String),
    Strong(String),
    User(String),
    Command(String),
    Code(String),
}

/// What the server sends.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ServerMsg {
    /// The game as this viewer may see it; `resync`: sent whole after a
    /// reconnection that could not resume.
    Frame {
        #[serde(flatten)]
        frame: Box<Frame>,
        resync: bool,
    },
    /// Frame `n` as what changed since frame `from` (to pages that said
    /// `hello` with [`DIFF_VERSION`]).
    Diff(FrameDiff),
    Event(Event),
    /// Nothing was missed since frame `n`.
    Resumed {
        epoch: u64,
        n: u64,
    },
    /// The command layer's answer to this viewer's action (a refusal, a
    /// hand, a question), for this viewer only.
    Reply {
        /// The reply read plain, for clients that read no `parts`.
        text: String,
        parts: Vec<PartFrame>,
        private: bool,
        buttons: Vec<ButtonFrame>,
    },
    /// The public board after `ply` of the `of` turns of a finished game.
    Position {
        ply: u64,
        of: u64,
        board_svg: String,
        board_text: String,
    },
    /// Another game now runs in the channel (or none): this page's game
    /// is no longer played there; `link`: the viewer's own link to the
    /// new one, when one runs. The socket then closes.
    Replaced {
        text: String,
        link: Option<String>,
    },
    /// A message of this socket was refused; nothing changed.
    Error {
        code: String,
        text: String,
    },
    Pong,
}

impl ServerMsg {
    pub fn error(code: &str, text: String) -> ServerMsg {
        ServerMsg::Error {
            code: code.into(),
            text,
        }
    }

    pub fn json(&self) -> String {
        serde_json::to_string(self).expect("server messages serialize")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strict_decoding() {
        assert_eq!(
            decode(r#"{"type":"act","n":12,"text":"C4:7"}"#),
            Ok(ClientMsg::Act {
                n: 12,
                text: "C4:7".into()
            })
        );
        assert_eq!(
            decode(r#"{"type":"command","n":3,"name":"resign"}"#),
            Ok(ClientMsg::Command {
                n: 3,
                name: CommandName::Resign,
                confirmed: false
            })
        );
        assert_eq!(decode(r#"{"type":"ping"}"#), Ok(ClientMsg::Ping {}));
        assert_eq!(
            decode(r#"{"type":"hello","version":2}"#),
            Ok(ClientMsg::Hello { version: 2 })
        );
        assert_eq!(
            decode(r#"{"type":"lang","lang":"pt"}"#),
            Ok(ClientMsg::Lang { lang: "pt".into() })
        );
        assert_eq!(
            decode(r#"{"type":"position","ply":3}"#),
            Ok(ClientMsg::Position { ply: 3 })
        );
        assert_eq!(
            decode(r#"{"type":"command","n":3,"name":"draw-accept"}"#),
            Ok(ClientMsg::Command {
                n: 3,
                name: CommandName::DrawAccept,
                confirmed: false
            })
        );
        for c in CommandName::ALL {
            assert_eq!(CommandName::named(c.slash()), Some(c));
        }
        for bad in [
            "",
            "null",
            "{}",
            r#"{"type":"act","n":12,"text":"C4:7","seat":1}"#,
            r#"{"type":"act","n":-1,"text":"C4:7"}"#,
            r#"{"type":"act","text":"C4:7"}"#,
            r#"{"type":"act","n":1,"text":"  "}"#,
            r#"{"type":"command","n":3,"name":"abort"}"#,
            r#"{"type":"shout","text":"hi"}"#,
            r#"{"type":"ping","x":1}"#,
            r#"{"type":"lang","lang":"de"}"#,
            r#"{"type":"lang"}"#,
            r#"{"type":"lang","lang":"pt","n":1}"#,
            r#"{"type":"position","ply":-1}"#,
            r#"{"type":"position","ply":"3"}"#,
            r#"{"type":"position","ply":3,"of":9}"#,
            r#"{"type":"hello"}"#,
            r#"{"type":"hello","version":"2"}"#,
        ] {
            assert!(
                matches!(decode(bad), Err(DecodeError::Malformed(_))),
                "{bad}"
            );
        }
        let big = format!(r#"{{"type":"act","n":1,"text":"{}"}}"#, "a".repeat(5000));
        assert!(matches!(decode(&big), Err(DecodeError::TooBig { .. })));
    }
}
