//! bridges-bot: hosts matches of Bridges on Discord (and in a terminal).

pub mod ai;
pub mod cli;
pub mod clock;
pub mod commands;
pub mod config;
pub mod discord;
pub mod engine;
pub mod fuzz_checks;
pub mod games;
pub mod i18n;
pub mod local;
pub mod metrics;
pub mod rating;
pub mod render;
pub mod shards;
pub mod store;
pub mod tournament;
