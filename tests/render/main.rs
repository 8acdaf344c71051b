//! Board images: pixels, sizes, examples, headers, tints.

#[path = "../common/mod.rs"]
mod common;

mod headers;
mod images;
mod tints;
