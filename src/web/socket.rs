//! One viewer's WebSocket: frames out as the hub sends them; messages in,
//! each size-limited, rate-limited and strictly decoded, an action going
//! through the same command layer as Discord's (as the seat's user, in
//! the game's channel).

use super::bucket::Bucket;
use super::hub::{Hub, Outgoing, SOCKET_QUEUE};
use super::protocol::{
    self, ButtonFrame, ClientMsg, CommandName, DecodeError, PartFrame, ServerMsg,
};
use super::token::Claims;
use super::upgrade::{self, WebSocket};
use super::Runner;
use crate::commands::{Input, OptionValue, Part, Reply, Request, Ticket, User};
use crate::i18n::Lang;
use futures_util::{SinkExt, StreamExt};
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

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
    let mut limit = Bucket::new();
    // The socket's language (its errors; its frames follow the hub's).
    let mut lang = seat.lang;
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
                let replies = if !limit.take(Instant::now()) {
                    vec![ServerMsg::error("slow-down", crate::t!(lang, "table-error-slow-down"))]
                } else {
                    handle(&hub, &runner, &seat, &mut lang, id, &text).await
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
    socket_lang: &mut Lang,
    id: u64,
    text: &str,
) -> Vec<ServerMsg> {
    let lang = *socket_lang;
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
        ClientMsg::Command { n, name } => (n, command_input(ticket.channel, name)),
        ClientMsg::Button { n, id } => (n, Input::Button { custom_id: id }),
    };
    if ticket.seat.is_none() {
        return vec![ServerMsg::error(
            "watch-only",
            crate::t!(lang, "table-error-watch-only"),
        )];
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
    // The viewer's hand as the table shows it (from the frame, with its
    // own tile buttons): a reply that says it again is the chat's.
    let hand = ticket.seat.and_then(|s| {
        let tg = hub.bot()?.table_game(ticket.channel)?;
        tg.game.private_line(s, lang)
    });
    for reply in own.replies {
        let msg = reply_msg(&reply, &name_of);
        if let (Some(hand), true) = (&hand, reply.private) {
            if let ServerMsg::Reply { text, .. } = &msg {
                if text.lines().next() == Some(hand.as_str()) {
                    continue;
                }
            }
        }
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
/// command; `swap` a move; an answer to an offer the offer's button.
fn command_input(channel: u64, name: CommandName) -> Input {
    let slash = |name: &str, options| Input::Slash {
        name: name.into(),
        options,
    };
    let button = |adjourn, accept| Input::Button {
        custom_id: crate::commands::offer_answer_id(channel, adjourn, accept),
    };
    match name {
        CommandName::Swap => slash(
            "move",
            vec![("steps".into(), OptionValue::Str("swap".into()))],
        ),
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
    let Some(tg) = table.filter(|tg| tg.ended.is_some() || tg.game.is_over()) else {
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
