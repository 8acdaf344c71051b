//! bridges-bot: hosts matches of six two-player games (Bridges, Avanço,
//! Rastros, Produto, Sesqui, Numbridge) on Discord and in a terminal.

pub mod cli;
pub mod clock;
pub mod clock_task;
pub mod commands;
pub mod config;
pub mod discord;
pub mod fuzz_checks;
pub mod games;
pub mod i18n;
pub mod local;
pub mod metrics;
pub mod rating;
pub mod render;
pub mod rules;
pub mod search;
pub mod shards;
pub mod store;
pub mod tournament;
pub mod web;
