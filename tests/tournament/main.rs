//! Tournaments: pairings (Berger, Dutch), tie-breaks, TRF16, the CLI and events through the command layer.

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod flow;
mod organise;
mod pairing;
