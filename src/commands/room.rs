//! The club's rooms (`room`, `/room`): a server's managers make a channel
//! a blitz, normal or study room; a room gives the challenges of its game
//! made there their defaults and limits (what a room allows is the game's
//! own rule, see `games::numbridge::rooms`), and its invites say so.

use super::parse::Setup;
use super::{Bot, Fail, Out, Reply, Request};
use crate::games::numbridge::rooms::Room;
use crate::i18n::Lang;
use crate::store::ChannelRoom;
use crate::t;

impl Bot {
    /// `room` (the rules here), `room blitz|normal|study`, `room off`.
    pub(super) fn room(&self, req: &Request, choice: Option<Option<Room>>) -> Out {
        let lang = self.lang(req);
        let p = &self.prefix();
        let Some(choice) = choice else {
            let text = match self.store.room(req.channel)? {
                Some(r) => t!(
                    lang,
                    "room-here",
                    rules = r.room.rules_msg().text(lang),
                    prefix = p
                ),
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
                    room,
                    set_by: req.user.id,
                    set_ms: self.now(),
                })?;
                t!(lang, "room-set", rules = room.rules_msg().text(lang))
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
        let Some(r) = self.store.room(channel)? else {
            return Ok((setup, None));
        };
        if setup.kind() != r.room.game() {
            return Ok((setup, None));
        }
        setup.options = r
            .room
            .settle(&setup.options)
            .map_err(|m| Fail::Said(super::text::sentence(&m.text(lang))))?;
        let line = t!(lang, "room-invite", rules = r.room.rules_msg().text(lang));
        Ok((setup, Some(line)))
    }
}
