//! The command layer, driven without Discord: challenges, play, clocks, buttons, ratings.

#[path = "../common/mod.rs"]
mod common;

mod abuse;
mod authorization;
mod banks;
mod basics;
mod buttons;
mod clocks;
mod clocks_numbridge;
mod concurrency;
mod digest;
mod games;
mod numbridge;
mod plans;
mod ratings;
mod records;
mod rooms;
mod vacation;
