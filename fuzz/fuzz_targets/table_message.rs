//! Messages a viewer sends to the live table: see
//! `fuzz_checks::table_message`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bridges_bot::fuzz_checks::table_message(data));
