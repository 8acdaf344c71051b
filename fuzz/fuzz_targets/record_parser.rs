//! Any text as a game record: see `fuzz_checks::record_parser`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bridges_bot::fuzz_checks::record_parser(data));
