//! Any text typed as a move: parsing never panics, and every parsed step
//! is either applied or refused with a reason on a fresh game.
#![no_main]

use bridges_bot::engine::{Game, MAX_SIZE, MIN_SIZE};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&size, text)) = data.split_first() else {
        return;
    };
    let size = MIN_SIZE + size % (MAX_SIZE - MIN_SIZE + 1);
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let mut game = Game::new(size).unwrap();
    if let Ok(actions) = game.parse(text) {
        for action in actions {
            let _ = game.act(action);
        }
    }
});
