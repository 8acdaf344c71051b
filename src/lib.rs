//! bridges-bot: hosts matches of Bridges on Discord (and in a terminal).

pub mod cli;
pub mod engine;
pub mod render;
