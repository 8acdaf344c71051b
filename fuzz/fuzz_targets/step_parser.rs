//! Any text typed as a move (first byte: board size): see `fuzz_checks::step_parser`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bridges_bot::fuzz_checks::step_parser(data));
