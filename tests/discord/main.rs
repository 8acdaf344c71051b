//! The Discord adapter against a fake Discord on 127.0.0.1.

#[path = "../common/mod.rs"]
mod common;

mod activity;
mod ai;
mod clocks;
mod digest;
mod e2e;
mod numbridge;
mod plans;
mod secrets;
mod shards;
mod threads;
mod tournament;
