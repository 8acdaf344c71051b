//! Languages: catalog parity, and games and commands in English, Portuguese and French.

#[path = "../common/mod.rs"]
mod common;

mod bridges;
mod catalogs;
mod challenge;
mod commands;
mod complete;
mod full_game;
mod glossary;
mod numbridge;
mod play;
mod produto;
mod sesqui;
mod square_games;
mod wording;
