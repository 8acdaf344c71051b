//! Any bytes as a stored value (first byte: tree): see `fuzz_checks::store_decoder`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bridges_bot::fuzz_checks::store_decoder(data));
