//! The games the bot hosts, behind one interface, and what they share.

pub mod bridges_view;
pub mod view;
