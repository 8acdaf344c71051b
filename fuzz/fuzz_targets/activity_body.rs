//! The body the Activity's page posts to `api/activity/token`: see
//! `fuzz_checks::activity_body`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| bridges_bot::fuzz_checks::activity_body(data));
