//! The live table (src/web/): whole games over real WebSockets on
//! 127.0.0.1, what each viewer may see, refusals, resumes, and the wire
//! (compressed files, frame diffs).

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/table.rs"]
mod table_common;

mod clicks;
mod hardening;
mod live;
#[cfg(unix)]
mod open_files;
mod plans;
mod play;
mod refusals;
mod replies;
mod wire;
