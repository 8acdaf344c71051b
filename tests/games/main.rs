//! The games' rules, records and fuzz corpora, one module per game.

#[path = "../common/mod.rs"]
mod common;

mod avanco;
mod bridges_props;
mod bridges_rules;
mod clicks;
mod fuzz_corpus;
mod numbridge;
mod numbridge_puzzle;
mod produto;
mod rastros;
mod sesqui;
