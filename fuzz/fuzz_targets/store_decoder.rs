//! Any bytes as a stored value of any tree: decoding never panics, and a
//! value that decodes is written back to bytes that decode to the same value.
#![no_main]

use bridges_bot::store::{decode_value, encode, Decoded, ARCHIVE, CHALLENGES, GAMES, STATS};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&which, bytes)) = data.split_first() else {
        return;
    };
    let tree = [GAMES, CHALLENGES, ARCHIVE, STATS][usize::from(which % 4)];
    let Ok(value) = decode_value(tree, "fuzz", bytes) else {
        return;
    };
    let again = match &value {
        Decoded::Game(g) => encode(g.as_ref()),
        Decoded::Challenge(c) => encode(c),
        Decoded::Archived(a) => encode(a.as_ref()),
        Decoded::Stats(s) => encode(s),
    };
    let back = decode_value(tree, "fuzz", &again).expect("an encoded value decodes");
    assert_eq!(format!("{value:?}"), format!("{back:?}"));
});
