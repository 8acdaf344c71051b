//! The properties the fuzz targets check, one function per target, so the
//! fuzzers (`fuzz/`) and the corpus test (`tests/fuzz_corpus.rs`) run the
//! very same code. Each panics only when a property is broken.

use crate::games::bridges::{Game, Record, MAX_SIZE, MIN_SIZE};
use crate::store::{decode_value, encode, Decoded, ARCHIVE, CHALLENGES, GAMES, STATS};

/// First byte: board size; the rest: text typed as a move. Parsing never
/// panics, and every parsed action is applied or refused with a reason.
pub fn step_parser(data: &[u8]) {
    let Some((&size, text)) = data.split_first() else {
        return;
    };
    let size = MIN_SIZE + size % (MAX_SIZE - MIN_SIZE + 1);
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let mut game = Game::new(size).expect("sizes in range exist");
    if let Ok(actions) = game.parse(text) {
        for action in actions {
            let _ = game.act(action);
        }
    }
}

/// Any text as a game record: reading never panics, and a record that
/// reads is written back to text that reads to the same record.
pub fn record_parser(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(replayed) = Record::parse(text) {
        let written = replayed.record.write();
        let again = Record::parse(&written).expect("a written record reads back");
        assert_eq!(again.record, replayed.record);
    }
}

/// First byte: which tree; the rest: a stored value. Decoding never
/// panics, and a value that decodes is encoded to bytes that decode to the
/// same value.
pub fn store_decoder(data: &[u8]) {
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
}
