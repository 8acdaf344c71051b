//! Messages played in any game of the registry: see
//! `fuzz_checks::game_message`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bridges_bot::fuzz_checks::game_message(data));
