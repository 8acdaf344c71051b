//! The club's rooms: a channel made one of a game's rooms by a server's
//! managers (`room blitz|normal|study`: Numbridge's). One value per
//! channel, carrying its server, so `store reshard` moves a room with its
//! server.

use super::{decode, encode, Result, Store, ROOMS};
use serde::{Deserialize, Serialize};

/// A channel's room.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChannelRoom {
    pub channel: u64,
    /// The channel's server (`None`: a direct message, shard 0).
    pub guild: Option<u64>,
    /// The room's key, as its game names it (`blitz`; see
    /// [`crate::games::GameInfo::rooms`]).
    pub room: String,
    /// Who made the channel this room, and when (Unix ms).
    pub set_by: u64,
    pub set_ms: u64,
}

impl Store {
    fn rooms(&self) -> Result<sled::Tree> {
        Ok(self.db.open_tree(ROOMS)?)
    }

    /// The room a channel is, if any.
    pub fn room(&self, channel: u64) -> Result<Option<ChannelRoom>> {
        match self.rooms()?.get(channel.to_be_bytes())? {
            Some(b) => Ok(Some(decode(ROOMS, &channel.to_string(), &b)?)),
            None => Ok(None),
        }
    }

    /// Make `room.channel` that room (durably).
    pub fn put_room(&self, room: &ChannelRoom) -> Result<()> {
        let tree = self.rooms()?;
        let w = self.writing();
        tree.insert(room.channel.to_be_bytes(), encode(room))?;
        drop(w);
        self.durable()
    }

    /// The channel is no room any more; whether it was one.
    pub fn remove_room(&self, channel: u64) -> Result<bool> {
        let tree = self.rooms()?;
        let w = self.writing();
        let was = tree.remove(channel.to_be_bytes())?.is_some();
        drop(w);
        self.durable()?;
        Ok(was)
    }
}
