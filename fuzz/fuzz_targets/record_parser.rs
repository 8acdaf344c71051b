//! Any text as a game record: reading never panics, and a record that reads
//! is written back to text that reads to the same record.
#![no_main]

use bridges_bot::engine::Record;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(replayed) = Record::parse(text) {
        let written = replayed.record.write();
        let again = Record::parse(&written).expect("a written record reads back");
        assert_eq!(again.record, replayed.record);
    }
});
