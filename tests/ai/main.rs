//! The AI players: search, levels, arena.

#[path = "../common/mod.rs"]
mod common;

mod bridges_ai;
mod games_vs_ai;
mod generic;
mod numbridge;
mod reuse;
mod solver;
mod solver_knowledge;
mod thinking;
