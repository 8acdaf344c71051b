//! bridges-bot: hosts matches of Bridges on Discord (and in a terminal).

pub mod ai;
pub mod cli;
pub mod engine;
