//! One viewer's WebSocket: frames out as the hub sends them; messages in,
//! each size-limited, rate-limited and strictly decoded, an action going
//! through the same command layer as Discord's (as the seat's user, in
//! the game's channel). The server pings it and closes it when a ping
//! goes unanswered, when a write takes too long, when the hub lets it go
//! and when its link expires; it may press only the buttons it was
//! offered (see [`Offered`]).

use super::bucket::Bucket;
use super::hub::{Hub, Outgoing, SOCKET_QUEUE};
use super::limits::{Caps, LinkKey, LinkSlot};
use super::protocol::{
    self, ButtonFrame, ClientMsg, CommandName, DecodeError, PartFrame, ServerMsg,
};
use super::token::Claims;
use super::upgrade::{self, WebSocket};
use super::Runner;
use crate::commands::{Input, OptionValue, Part, Reply, Request, Ticket, User};
use crate::i18n::Lang;
use futures_util::{SinkExt, StreamExt};
use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// What a socket knows of its viewer.
pub struct Visitor {
    pub claims: Claims,
    /// The player's name (for the requests made for them).
    pub name: String,
    pub guild: Option<u64>,
    pub lang: Lang,
}

/// What holds a socket to the caps: its place on its link, and the
/// budgets its costly requests spend (its link's and its address's).
pub struct Held {
    pub caps: Arc<Caps>,
    pub link: LinkKey,
    pub ip: IpAddr,
    pub _slot: LinkSlot,
}

/// The link a socket was opened with, as the caps count it.
pub fn link_key(claims: &Claims) -> LinkKey {
    let t = claims.ticket;
    (t.channel, t.game, t.seat, t.user, claims.expires_ms)
}

/// The buttons a socket was offered (its replies'), which are all it may
/// press; never one that starts a game, answers a challenge or gives a
/// link, whoever offered it.
#[derive(Default)]
pub struct Offered(HashSet<String>);

/// Buttons remembered per socket (a turn's buttons are a handful).
const MAX_OFFERED: usize = 256;

impl Offered {
    pub fn add(&mut self, id: &str) {
        if self.0.len() >= MAX_OFFERED {
            self.0.clear();
        }
        if crate::commands::table_may_press(id) {
            self.0.insert(id.to_string());
        }
    }

    pub fn allows(&self, id: &str) -> bool {
        self.0.contains(id)
    }
}

/// Serve one socket until either side closes it.
pub async fn run(
    ws: WebSocket,
    hub: Arc<Hub>,
    runner: Runner,
    visitor: Visitor,
    resume: Option<(u64, u64)>,
    held: Held,
) {
    let (mut sink, mut stream) = ws.split();
    let caps = held.caps.clone();
    let mut offered = Offered::default();
    let mut ping = tokio::time::interval_at(tokio::time::Instant::now() + caps.ping, caps.ping);
    let mut pong_due = false;
    let expires_in =
        Duration::from_millis(visitor.claims.expires_ms.saturating_sub(super::now_ms()));
    let expiry = tokio::time::sleep(expires_in);
    tokio::pin!(expiry);
    let (tx, mut rx) = mpsc::channel::<Outgoing>(SOCKET_QUEUE);
    // The hub holds the sender: when it lets the socket go (too slow,
    // another game now) the queue ends and the socket closes.
    let answers = tx.downgrade();
    let ticket = visitor.claims.ticket;
    let id = hub.subscribe(
        ticket.channel,
        ticket.game,
        ticket.seat,
        ticket.user,
        resume,
        tx,
    );
    let mut limit = Bucket::new();
    // The socket's language (its errors; its frames follow the hub's).
    let mut lang = visitor.lang;
    let say = |msg: ServerMsg| -> Outgoing { msg.json().into() };
    loop {
        tokio::select! {
            out = rx.recv() => {
                // The hub let the socket go: it closes now.
                let Some(text) = out else { break };
                crate::metrics::table_message("out");
                let sent = tokio::time::timeout(caps.write_timeout, upgrade::send_text(&mut sink, &text)).await;
                if !matches!(sent, Ok(Ok(()))) {
                    if sent.is_err() {
                        caps.timed_out();
                    }
                    break;
                }
            }
            _ = ping.tick() => {
                if pong_due {
                    caps.timed_out();
                    break;
                }
                pong_due = true;
                let sent = tokio::time::timeout(caps.write_timeout, sink.send(Message::Ping(Vec::new()))).await;
                if !matches!(sent, Ok(Ok(()))) {
                    caps.timed_out();
                    break;
                }
            }
            _ = &mut expiry => {
                let msg = ServerMsg::error("expired", crate::t!(lang, "table-token-expired"));
                let _ = tokio::time::timeout(caps.write_timeout, upgrade::send_text(&mut sink, &msg.json())).await;
                break;
            }
            incoming = stream.next() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => String::from("\u{0}binary"),
                    Some(Ok(Message::Pong(_))) => {
                        pong_due = false;
                        continue;
                    }
                    Some(Ok(Message::Ping(_) | Message::Frame(_))) => continue,
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                };
                crate::metrics::table_message("in");
                let replies = if !limit.take(Instant::now()) {
                    vec![ServerMsg::error("slow-down", crate::t!(lang, "table-error-slow-down"))]
                } else {
                    handle(&hub, &runner, &visitor, &mut lang, id, &text, &held, &mut offered).await
                };
                // Queued behind the frames already on their way. Gone
                // when the hub let the socket go meanwhile (the action
                // replaced the game): what it queued (why, and the new
                // game's link) still goes out before the socket closes.
                let Some(tx) = answers.upgrade() else { continue };
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
#[allow(clippy::too_many_arguments)]
async fn handle(
    hub: &Arc<Hub>,
    runner: &Runner,
    visitor: &Visitor,
    socket_lang: &mut Lang,
    id: u64,
    text: &str,
    held: &Held,
    offered: &mut Offered,
) -> Vec<ServerMsg> {
    let lang = *socket_lang;
    let ticket = visitor.claims.ticket;
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
    let costly = matches!(msg, ClientMsg::Position { .. } | ClientMsg::Lang { .. });
    if costly && !held.caps.spend(held.link, held.ip) {
        return vec![ServerMsg::error(
            "slow-down",
            crate::t!(lang, "table-error-slow-down"),
        )];
    }
    let pressed = matches!(msg, ClientMsg::Button { .. });
    let (n, input) = match msg {
        ClientMsg::Ping {} => return vec![ServerMsg::Pong],
        ClientMsg::Hello { version } => {
            hub.set_diffs(ticket.channel, id, version >= protocol::DIFF_VERSION);
            return Vec::new();
        }
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
        ClientMsg::Plan { n, text } => (
            n,
            Input::Slash {
                name: "plan".into(),
                options: vec![("moves".into(), OptionValue::Str(text))],
            },
        ),
        ClientMsg::Lang { lang: code } => {
            if let Some(l) = protocol::lang_of(&code) {
                *socket_lang = l;
                hub.set_lang(ticket.channel, id, l);
            }
            return Vec::new();
        }
        ClientMsg::Position { ply } => {
            // Loading and drawing take a while: off the sockets' threads.
            let (hub, ticket) = (hub.clone(), ticket);
            let answer =
                tokio::task::spawn_blocking(move || position(&hub, ticket, lang, ply)).await;
            return vec![answer.unwrap_or_else(|_| {
                ServerMsg::error("not-now", crate::t!(lang, "table-error-not-now"))
            })];
        }
        ClientMsg::Command {
            n,
            name: CommandName::Resign,
            confirmed: true,
        } => {
            // Confirmed on the page: the chat's own confirmation button.
            let turn = hub
                .bot()
                .and_then(|bot| bot.table_game(ticket.channel))
                .map_or(0, |t| t.game.turn());
            let custom_id = crate::commands::resign_confirm_id(ticket.channel, turn, ticket.user);
            (n, Input::Button { custom_id })
        }
        ClientMsg::Command {
            n,
            name: CommandName::Rematch,
            ..
        } => {
            // The Rematch button under the finished game's result.
            let id = hub
                .bot()
                .and_then(|bot| bot.table_game(ticket.channel))
                .and_then(|t| t.rematch_of);
            let Some(id) = id else {
                return vec![ServerMsg::error(
                    "not-now",
                    crate::t!(lang, "table-error-not-now"),
                )];
            };
            (
                n,
                Input::Button {
                    custom_id: crate::commands::rematch_id(id),
                },
            )
        }
        ClientMsg::Command { n, name, .. } => (n, command_input(ticket.channel, name)),
        ClientMsg::Button { n, id } => (n, Input::Button { custom_id: id }),
    };
    if ticket.seat.is_none() {
        return vec![ServerMsg::error(
            "watch-only",
            crate::t!(lang, "table-error-watch-only"),
        )];
    }
    // A command's button is the frame's to offer; a `button` message's
    // must have been offered in a reply.
    if let (true, Input::Button { custom_id }) = (pressed, &input) {
        if !offered.allows(custom_id) {
            return vec![ServerMsg::error(
                "not-offered",
                crate::t!(lang, "table-error-not-offered"),
            )];
        }
    }
    if hub.is_current(ticket.channel, n).is_err() {
        // The frames' numbers are the table's own business, not the player's.
        return vec![ServerMsg::error(
            "stale",
            crate::t!(lang, "table-error-stale"),
        )];
    }
    let user = User {
        id: ticket.user,
        name: visitor.name.clone(),
        is_bot: false,
    };
    let req = Request {
        locale: Some(lang.code().into()),
        ..Request::plain(ticket.channel, visitor.guild, user, input)
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
        for button in &reply.buttons {
            offered.add(&button.custom_id);
        }
        // The table shows the hand itself (from the frame, with its own
        // tile buttons): the chat's copy of it is left out.
        if reply.shows_hand {
            continue;
        }
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

/// What a command button sends through the command layer: its slash
/// command, or for an answer to an offer the offer's button.
fn command_input(channel: u64, name: CommandName) -> Input {
    let slash = |name: &str, options| Input::Slash {
        name: name.into(),
        options,
    };
    let button = |adjourn, accept| Input::Button {
        custom_id: crate::commands::offer_answer_id(channel, adjourn, accept),
    };
    match name {
        CommandName::DrawAccept => button(false, true),
        CommandName::DrawDecline => button(false, false),
        CommandName::AdjournAccept => button(true, true),
        CommandName::AdjournDecline => button(true, false),
        other => slash(other.slash(), Vec::new()),
    }
}

/// The public board of a finished game after `ply` turns, or why not.
fn position(hub: &Hub, ticket: Ticket, lang: Lang, ply: u64) -> ServerMsg {
    let table = hub
        .bot()
        .and_then(|bot| bot.table_game(ticket.channel))
        .filter(|tg| tg.created_ms == ticket.game);
    // Any finished turn, while the game runs too: the public board, as
    // everyone saw it then.
    let Some(tg) = table else {
        return ServerMsg::error("not-over", crate::t!(lang, "table-error-not-over"));
    };
    let of = tg.game.turns_done() as u64;
    let Some(game) = usize::try_from(ply)
        .ok()
        .and_then(|k| tg.game.after_turns(k))
    else {
        return ServerMsg::error("no-ply", crate::t!(lang, "table-error-no-ply", of = of));
    };
    let names = [tg.players[0].1.as_str(), tg.players[1].1.as_str()];
    // Everyone's view: a board that shows no hand.
    let ctx = crate::games::ViewCtx::public(names).in_lang(lang);
    let view = game.view(&ctx);
    ServerMsg::Position {
        ply,
        of,
        board_svg: super::frame::board_svg(game.as_ref(), &ctx, &view),
        board_text: game.text_board(&ctx),
    }
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
