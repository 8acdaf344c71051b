//! Board images: pixels, sizes, examples, headers, tints; standings tables.

#[path = "../common/mod.rs"]
mod common;

mod headers;
mod images;
mod standings;
mod svg;
mod tints;
