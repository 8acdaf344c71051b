//! The command-line tools and local mode, through the built binary.

#[path = "../common/mod.rs"]
mod common;

mod bench_load;
mod bench_table;
mod doctor;
mod engine;
mod local_mode;
mod operations;
mod record;
mod render_svg;
mod replay;
