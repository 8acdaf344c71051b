//! The WebSocket handshake and the socket's settings, in place of axum's
//! `WebSocketUpgrade`: its sockets write every message whole into a
//! buffer that keeps its size, so each idle socket held a frame (20 KB
//! for a side-8 board). Here frames go out in [`FRAGMENT`]-byte pieces
//! (one message to the page all the same) and the buffers stay small.

use axum::async_trait;
use axum::body::Body;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::SinkExt;
use hyper_util::rt::TokioIo;
use std::future::Future;
use tokio_tungstenite::tungstenite::handshake::derive_accept_key;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::{Role, WebSocketConfig};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

/// A viewer's socket, once upgraded.
pub type WebSocket = WebSocketStream<TokioIo<hyper::upgrade::Upgraded>>;

/// The largest piece of a message written at once: what the socket's
/// write buffer grows to.
pub const FRAGMENT: usize = 4096;

/// A request to open a WebSocket (`GET` with the upgrade headers).
pub struct Upgrade {
    key: HeaderValue,
    on_upgrade: hyper::upgrade::OnUpgrade,
    /// The largest message (and frame) read: larger ones close the socket.
    max_message: usize,
}

/// Not a WebSocket handshake: `426 Upgrade Required`.
pub struct NotUpgrade;

impl IntoResponse for NotUpgrade {
    fn into_response(self) -> Response {
        (
            StatusCode::UPGRADE_REQUIRED,
            [(header::UPGRADE, "websocket")],
        )
            .into_response()
    }
}

fn header_is(headers: &HeaderMap, name: header::HeaderName, value: &str) -> bool {
    headers
        .get(name)
        .is_some_and(|h| h.as_bytes().eq_ignore_ascii_case(value.as_bytes()))
}

#[async_trait]
impl<S: Send + Sync> FromRequestParts<S> for Upgrade {
    type Rejection = NotUpgrade;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, NotUpgrade> {
        let headers = &parts.headers;
        let connection_upgrade = headers
            .get(header::CONNECTION)
            .and_then(|h| h.to_str().ok())
            .is_some_and(|h| {
                h.split(',')
                    .any(|t| t.trim().eq_ignore_ascii_case("upgrade"))
            });
        if parts.method != Method::GET
            || !connection_upgrade
            || !header_is(headers, header::UPGRADE, "websocket")
            || !header_is(headers, header::SEC_WEBSOCKET_VERSION, "13")
        {
            return Err(NotUpgrade);
        }
        let key = headers
            .get(header::SEC_WEBSOCKET_KEY)
            .ok_or(NotUpgrade)?
            .clone();
        let on_upgrade = parts
            .extensions
            .remove::<hyper::upgrade::OnUpgrade>()
            .ok_or(NotUpgrade)?;
        Ok(Upgrade {
            key,
            on_upgrade,
            max_message: 64 << 10,
        })
    }
}

impl Upgrade {
    /// Read messages up to `bytes` long (longer ones close the socket).
    pub fn max_message_size(mut self, bytes: usize) -> Upgrade {
        self.max_message = bytes;
        self
    }

    /// Answer `101 Switching Protocols`; `serve` gets the socket.
    pub fn on_upgrade<F, Fut>(self, serve: F) -> Response
    where
        F: FnOnce(WebSocket) -> Fut + Send + 'static,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let config = WebSocketConfig {
            // Written as soon as sent: nothing waits in the buffer.
            write_buffer_size: 0,
            max_message_size: Some(self.max_message),
            max_frame_size: Some(self.max_message),
            ..WebSocketConfig::default()
        };
        let on_upgrade = self.on_upgrade;
        tokio::spawn(async move {
            let Ok(upgraded) = on_upgrade.await else {
                return;
            };
            let ws = WebSocketStream::from_raw_socket(
                TokioIo::new(upgraded),
                Role::Server,
                Some(config),
            )
            .await;
            serve(ws).await;
        });
        Response::builder()
            .status(StatusCode::SWITCHING_PROTOCOLS)
            .header(header::CONNECTION, "upgrade")
            .header(header::UPGRADE, "websocket")
            .header(
                header::SEC_WEBSOCKET_ACCEPT,
                derive_accept_key(self.key.as_bytes()),
            )
            .body(Body::empty())
            .unwrap_or_else(|_| StatusCode::INTERNAL_SERVER_ERROR.into_response())
    }
}

/// Send `text` as one text message, in pieces of at most [`FRAGMENT`]
/// bytes (cut between characters).
pub async fn send_text<S>(ws: &mut S, text: &str) -> Result<(), ()>
where
    S: futures_util::Sink<Message> + Unpin,
{
    if text.len() <= FRAGMENT {
        return ws.send(Message::Text(text.into())).await.map_err(drop);
    }
    let mut rest = text;
    let mut opcode = OpCode::Data(Data::Text);
    while !rest.is_empty() {
        let mut cut = rest.len().min(FRAGMENT);
        while !rest.is_char_boundary(cut) {
            cut -= 1;
        }
        let (piece, after) = rest.split_at(cut);
        let frame = Frame::message(piece.as_bytes().to_vec(), opcode, after.is_empty());
        ws.feed(Message::Frame(frame)).await.map_err(drop)?;
        opcode = OpCode::Data(Data::Continue);
        rest = after;
    }
    ws.flush().await.map_err(drop)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sent(text: &str) -> Vec<Message> {
        let mut out: Vec<Message> = Vec::new();
        let rt = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        rt.block_on(send_text(&mut out, text)).unwrap();
        out
    }

    #[test]
    fn a_short_message_goes_whole() {
        let out = sent("{\"type\":\"pong\"}");
        assert_eq!(out, vec![Message::Text("{\"type\":\"pong\"}".into())]);
    }

    #[test]
    fn a_long_message_goes_in_pieces_cut_between_characters() {
        // Three-byte characters: a cut at FRAGMENT bytes would split one.
        assert_ne!(FRAGMENT % 3, 0);
        let text: String = "€".repeat(FRAGMENT);
        let out = sent(&text);
        assert!(out.len() >= 3, "{} pieces", out.len());
        let mut whole = Vec::new();
        for (i, m) in out.iter().enumerate() {
            let Message::Frame(f) = m else {
                panic!("piece {i} is {m:?}")
            };
            let opcode = match i {
                0 => OpCode::Data(Data::Text),
                _ => OpCode::Data(Data::Continue),
            };
            assert_eq!(f.header().opcode, opcode, "piece {i}");
            assert_eq!(f.header().is_final, i + 1 == out.len(), "piece {i}");
            assert!(f.payload().len() <= FRAGMENT);
            assert!(i + 1 == out.len() || f.payload().len() > FRAGMENT - 3);
            assert!(std::str::from_utf8(f.payload()).is_ok(), "piece {i}");
            whole.extend_from_slice(f.payload());
        }
        assert_eq!(whole, text.as_bytes());
    }
}
