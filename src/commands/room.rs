//! The club's rooms (`room`, `/room`): a server's managers make a channel
//! one of a game's rooms (Numbridge's blitz, normal or study room); a room
//! gives the challenges of its game made there their defaults and limits
//! (what a room allows is the game's own rule, declared in its
//! [`crate::games::GameInfo::rooms`]), and its invites say so.

use super::parse::Setup;
use super::{Bot, Ctx, Fail, Out, Reply};
use crate::games::{Kind, Rooms};
use crate::i18n::{Lang, Msg};
use crate::store::ChannelRoom;
use crate::t;

/// The key of the room a word names, among every game's rooms (registry
/// order).
pub(super) fn room_word(word: &str) -> Option<&'static str> {
    Kind::ALL
        .iter()
        .find_map(|k| k.info().rooms.and_then(|r| (r.from_word)(word)))
}

/// The game whose room `key` is, its rooms, and what the room allows.
fn room_of(key: &str) -> Option<(Kind, Rooms, Msg)> {
    Kind::ALL.iter().find_map(|&k| {
        let rooms = k.info().rooms?;
        (rooms.rules)(key).map(|rules| (k, rooms, rules))
    })
}

impl Bot {
    /// `room` (the rules here), `room blitz|normal|study`, `room off`.
    pub(super) fn room(&self, cx: &Ctx, choice: Option<Option<&'static str>>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let p = &self.prefix();
        let Some(choice) = choice else {
            let here = self.store.room(req.channel)?;
            let text = match here.and_then(|r| room_of(&r.room)) {
                Some((_, _, rules)) => t!(lang, "room-here", rules = rules.text(lang), prefix = p),
                None => t!(lang, "room-none", prefix = p),
            };
            return Ok(vec![Reply::text(text)]);
        };
        if req.in_dm || req.guild.is_none() {
            return Err(t!(lang, "room-in-dm").into());
        }
        if !req.is_manager {
            return Err(t!(lang, "room-managers-only").into());
        }
        let text = match choice {
            Some(room) => {
                self.store.put_room(&ChannelRoom {
                    channel: req.channel,
                    guild: req.guild,
                    room: room.to_string(),
                    set_by: req.user.id,
                    set_ms: self.now(),
                })?;
                let rules = room_of(room).map(|(_, _, rules)| rules.text(lang));
                t!(lang, "room-set", rules = rules.unwrap_or_default())
            }
            None if self.store.remove_room(req.channel)? => t!(lang, "room-off"),
            None => t!(lang, "room-was-none"),
        };
        Ok(vec![Reply::text(text)])
    }

    /// A challenge's setup in this channel's room: the room's defaults
    /// filled in and its limits checked (for the room's game only), and
    /// the line its invite adds.
    pub(super) fn in_room(
        &self,
        channel: u64,
        mut setup: Setup,
        lang: Lang,
    ) -> Result<(Setup, Option<String>), Fail> {
        let here = self.store.room(channel)?;
        let Some((game, rooms, rules)) = here.as_ref().and_then(|r| room_of(&r.room)) else {
            return Ok((setup, None));
        };
        if setup.kind() != game {
            return Ok((setup, None));
        }
        let key = here.map(|r| r.room).unwrap_or_default();
        setup.options = (rooms.settle)(&key, &setup.options)
            .map_err(|m| Fail::Said(super::text::sentence(&m.text(lang))))?;
        let line = t!(lang, "room-invite", rules = rules.text(lang));
        Ok((setup, Some(line)))
    }
}
