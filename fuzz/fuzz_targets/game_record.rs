//! Any text as a record of any game: see `fuzz_checks::game_record`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bridges_bot::fuzz_checks::game_record(data));
