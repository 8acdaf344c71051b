//! The store: values, archive, tools, resharding, crash recovery.

#[path = "../common/mod.rs"]
mod common;

mod archive;
mod basics;
mod crash_recovery;
mod reshard;
mod tools;
