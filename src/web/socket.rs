//! One viewer's WebSocket: frames out as the hub sends them; messages in,
//! each size-limited, rate-limited and strictly decoded, an action going
//! through the same command layer as Discord's (as the seat's user, in
//! the game's channel).

use super::hub::{Hub, Outgoing, SOCKET_QUEUE};
use super::protocol::{self, ButtonFrame, ClientMsg, DecodeError, PartFrame, ServerMsg};
use super::token::Claims;
use super::upgrade::{self, WebSocket};
use super::Runner;
use crate::commands::{Input, OptionValue, Part, Reply, Request, User};
use crate::i18n::Lang;
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// Messages a socket may send in a burst, and per second after it.
const BURST: f64 = 10.0;
const PER_SECOND: f64 = 5.0;

/// A token bucket.
struct RateLimit {
    tokens: f64,
    at: Instant,
}

impl RateLimit {
    fn new() -> RateLimit {
        RateLimit {
            tokens: BURST,
            at: Instant::now(),
        }
    }

    fn allow(&mut self) -> bool {
        let now = Instant::now();
        let gained = now.duration_since(self.at).as_secs_f64() * PER_SECOND;
        self.tokens = (self.tokens + gained).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// What a socket knows of its viewer.
pub struct Seat {
    pub claims: Claims,
    /// The player's name (for the requests made for them).
    pub name: String,
    pub guild: Option<u64>,
    pub lang: Lang,
}

/// Serve one socket until either side closes it.
pub async fn run(
    ws: WebSocket,
    hub: Arc<Hub>,
    runner: Runner,
    seat: Seat,
    resume: Option<(u64, u64)>,
) {
    let (mut sink, mut stream) = ws.split();
    let (tx, mut rx) = mpsc::channel::<Outgoing>(SOCKET_QUEUE);
    // The hub holds the sender: when it lets the socket go (too slow,
    // another game now) the queue ends and the socket closes.
    let answers = tx.downgrade();
    let ticket = seat.claims.ticket;
    let id = hub.subscribe(
        ticket.channel,
        ticket.game,
        ticket.seat,
        ticket.user,
        resume,
        tx,
    );
    let mut limit = RateLimit::new();
    let say = |msg: ServerMsg| -> Outgoing { msg.json().into() };
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(text) = out else { break };
                crate::metrics::table_message("out");
                if upgrade::send_text(&mut sink, &text).await.is_err() {
                    break;
                }
            }
            incoming = stream.next() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => String::from("\u{0}binary"),
                    Some(Ok(Message::Ping(_) | Message::Pong(_) | Message::Frame(_))) => continue,
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                };
                crate::metrics::table_message("in");
                let replies = if !limit.allow() {
                    vec![ServerMsg::error("slow-down", crate::t!(seat.lang, "table-error-slow-down"))]
                } else {
                    handle(&hub, &runner, &seat, id, &text).await
                };
                // Queued behind the frames already on their way.
                let Some(tx) = answers.upgrade() else { break };
                if replies.into_iter().any(|a| tx.try_send(say(a)).is_err()) {
                    break;
                }
            }
        }
    }
    hub.unsubscribe(ticket.channel, id);
    let _ = sink.close().await;
}

/// One message from the viewer; the answer for this socket alone, if any.
async fn handle(
    hub: &Arc<Hub>,
    runner: &Runner,
    seat: &Seat,
    id: u64,
    text: &str,
) -> Vec<ServerMsg> {
    let lang = seat.lang;
    let ticket = seat.claims.ticket;
    let msg = match protocol::decode(text) {
        Ok(msg) => msg,
        Err(DecodeError::TooBig { .. }) => {
            return vec![ServerMsg::error(
                "too-big",
                crate::t!(
                    lang,
                    "table-error-too-big",
                    max = protocol::MAX_MESSAGE_BYTES
                ),
            )]
        }
        Err(DecodeError::Malformed(reason)) => {
            return vec![ServerMsg::error(
                "malformed",
                crate::t!(lang, "table-error-malformed", reason = reason),
            )]
        }
    };
    let (n, input) = match msg {
        ClientMsg::Ping {} => return vec![ServerMsg::Pong],
        ClientMsg::Resume { epoch, n } => {
            hub.resume(ticket.channel, id, epoch, n);
            return Vec::new();
        }
        ClientMsg::Act { n, text } => (
            n,
            Input::Slash {
                name: "move".into(),
                options: vec![("steps".into(), OptionValue::Str(text))],
            },
        ),
        ClientMsg::Command { n, name } => (
            n,
            Input::Slash {
                name: name.slash().into(),
                options: Vec::new(),
            },
        ),
        ClientMsg::Button { n, id } => (n, Input::Button { custom_id: id }),
    };
    if ticket.seat.is_none() {
        return vec![ServerMsg::error(
            "watch-only",
            crate::t!(lang, "table-error-watch-only"),
        )];
    }
    if let Err(now) = hub.is_current(ticket.channel, n) {
        return vec![ServerMsg::error(
            "stale",
            crate::t!(lang, "table-error-stale", now = now, seen = n),
        )];
    }
    let user = User {
        id: ticket.user,
        name: seat.name.clone(),
        is_bot: false,
    };
    let req = Request {
        locale: Some(lang.code().into()),
        ..Request::plain(ticket.channel, seat.guild, user, input)
    };
    // The players as the action found them (a game it ends is gone).
    let players = hub
        .bot()
        .and_then(|bot| bot.players(ticket.channel))
        .unwrap_or_default();
    let name_of = |id: u64| {
        players
            .iter()
            .find(|(p, _)| *p == id)
            .map_or_else(|| crate::t!(lang, "local-someone"), |(_, n)| n.clone())
    };
    let own = runner(req).await;
    let mut answers = Vec::new();
    let said = !own.replies.is_empty();
    for reply in own.replies {
        let msg = reply_msg(&reply, &name_of);
        if reply.private {
            // Its owner's every table, and nowhere else.
            hub.send_to(ticket.channel, ticket.seat, ticket.user, &msg);
        } else {
            answers.push(msg);
        }
    }
    if !said && !own.announced {
        answers.push(ServerMsg::error(
            "not-now",
            crate::t!(lang, "table-error-not-now"),
        ));
    }
    answers
}

/// A reply as the table shows it: its parts with users named and
/// commands without the prefix, in the chat's wording (the table has
/// buttons), and the same read plain.
fn reply_msg(reply: &Reply, name_of: &dyn Fn(u64) -> String) -> ServerMsg {
    let parts = reply
        .text
        .reading(false)
        .into_iter()
        .map(|part| match part {
            Part::Plain(s) => PartFrame::Text(s),
            Part::Strong(s) => PartFrame::Strong(s),
            Part::Mention(id) => PartFrame::User(name_of(id)),
            Part::Role(id) => PartFrame::Text(format!("@{id}")),
            Part::Command { text, .. } => PartFrame::Command(text),
            Part::Code(s) => PartFrame::Code(s),
            Part::ByTransport { .. } => unreachable!("reading() chose a wording"),
        })
        .collect();
    ServerMsg::Reply {
        text: reply.text.plain(false, name_of),
        parts,
        private: reply.private,
        buttons: reply
            .buttons
            .iter()
            .map(|b| ButtonFrame {
                id: b.custom_id.clone(),
                label: b.label.clone(),
            })
            .collect(),
    }
}
