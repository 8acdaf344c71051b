//! The properties the fuzz targets check, one function per target, so the
//! fuzzers (`fuzz/`) and the corpus test (`tests/games/fuzz_corpus.rs`) run the
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

/// A new game of `kind` that is the same on every run: options whose
/// values are free (a seed) take the example of the game's registry entry.
fn fixed_game(kind: crate::games::Kind) -> Box<dyn crate::games::AnyGame> {
    use crate::games::Values;
    let options: Vec<(String, String)> = kind
        .info()
        .options
        .iter()
        .filter(|o| o.values == Values::Any)
        .map(|o| (o.key.to_string(), o.example.to_string()))
        .collect();
    kind.new_game(&options)
        .expect("the registry's examples start a game")
}

/// The default fuzz inputs of a game, made from its registry entry: a
/// `game_message` input (the game's index in `Kind::ALL`, then the legal
/// moves of a fixed walk through a game, one a line) and a `game_record`
/// input (that game's record). A new game is fuzzed from these until it
/// has a corpus of its own (`fuzz/corpus/<target>/KEY-…`).
pub fn default_inputs(kind: crate::games::Kind) -> [Vec<u8>; 2] {
    let index = crate::games::Kind::ALL
        .iter()
        .position(|&k| k == kind)
        .expect("every kind is in ALL");
    let mut game = fixed_game(kind);
    let mut message = vec![index as u8];
    for step in 0..40usize {
        game.forced_passes();
        let legal = game.legal();
        if game.is_over() || legal.is_empty() {
            break;
        }
        let line = &legal[(step * 7 + 3) % legal.len()];
        if game.play(line).is_ok() {
            message.extend_from_slice(line.as_bytes());
            message.push(b'\n');
        }
    }
    [message, game.record().into_bytes()]
}

/// What any game must keep after a message was played: its stored form
/// replays to the same game, its record reads back to the same game, and
/// every seat's and an onlooker's text board, score and private line are
/// drawn without a panic.
fn game_holds(game: &dyn crate::games::AnyGame) {
    use crate::games::{parse_record, ViewCtx};
    let data = game.data();
    let loaded = data.load().expect("a game's stored form loads");
    assert_eq!(loaded.data(), data);
    // A record keeps every finished turn (a turn in progress only where
    // the game writes one).
    let again = parse_record(&game.record()).expect("a game's record reads back");
    assert_eq!(again.kind(), game.kind());
    assert_eq!(again.turn_lines(), game.turn_lines());
    for viewer in [None, Some(0), Some(1)] {
        let ctx = ViewCtx {
            viewer,
            ..ViewCtx::public(["a", "b"])
        };
        let _ = game.text_board(&ctx);
        let _ = game.score_line(&ctx);
        let _ = game.result_sentence(&ctx);
    }
    let _ = game.private_line(0, crate::i18n::Lang::En);
    let _ = game.check_json(true);
}

/// First byte: the game (by registry order); the rest: lines of text, each
/// a message from the player to move (`undo` takes one back). Playing never panics, a message is
/// played whole or not at all, and what was played survives the store and
/// the record (see `game_holds`, checked once at the end: loading a game
/// may build a puzzle).
pub fn game_message(data: &[u8]) {
    use crate::games::Kind;
    let Some((&which, text)) = data.split_first() else {
        return;
    };
    let kind = Kind::ALL[usize::from(which) % Kind::ALL.len()];
    let Ok(text) = std::str::from_utf8(text) else {
        return;
    };
    let mut game = fixed_game(kind);
    let mut played = false;
    for line in text.lines().take(200) {
        game.forced_passes();
        if line == "undo" {
            let _ = game.undo();
            continue;
        }
        let before = game.data();
        match game.play(line) {
            Ok(_) => played = true,
            Err(_) => assert_eq!(game.data(), before, "a refused message changed the game"),
        }
        let _ = game.parse_check(line);
        let _ = game.legal();
    }
    if played {
        game_holds(game.as_ref());
    }
}

/// Any text as a record of any game (its header of tags, then `game KEY`
/// first, else the default game): reading never panics, checking the
/// header against the moves never panics, and a record that reads is
/// written back, header and all, to text that reads to the same tags and
/// turns.
pub fn game_record(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok((tags, game)) = crate::games::parse_headed_record(text) {
        let _ = tags.check_against(game.as_ref());
        let written = format!("{}{}", tags.write(), game.record());
        let (tags_again, again) =
            crate::games::parse_headed_record(&written).expect("a written record reads back");
        assert!(tags_again.iter().eq(tags.iter()), "the tags read back");
        assert_eq!(again.kind(), game.kind());
        assert_eq!(again.turn_lines(), game.turn_lines());
    }
}

/// Any bytes as a message to the live table (`src/web/protocol.rs`):
/// decoding never panics, refuses what is too long, and a message that
/// decodes is within its limits; decoding twice gives the same answer.
pub fn table_message(data: &[u8]) {
    use crate::web::protocol::{decode, ClientMsg, DecodeError, MAX_MESSAGE_BYTES};
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let first = decode(text);
    assert_eq!(first, decode(text), "decoding is a function of the text");
    match first {
        Ok(msg) => {
            assert!(text.len() <= MAX_MESSAGE_BYTES);
            match msg {
                ClientMsg::Act { text, .. } => {
                    assert!(!text.trim().is_empty() && text.len() <= 200)
                }
                ClientMsg::Button { id, .. } => assert!(!id.is_empty() && id.len() <= 100),
                ClientMsg::Lang { lang } => {
                    assert!(crate::web::protocol::lang_of(&lang).is_some())
                }
                _ => {}
            }
        }
        Err(DecodeError::TooBig { len }) => assert!(len > MAX_MESSAGE_BYTES),
        Err(DecodeError::Malformed(reason)) => assert!(reason.len() <= 200),
    }
}

/// Any bytes as the body of the Activity's `POST api/activity/token`
/// (`src/web/activity.rs`): reading never panics and is a function of the
/// bytes; what it accepts fits the size limit, and its ids are safe in a
/// Discord URL and form (letters, digits, `-`, `_`, at most 100).
pub fn activity_body(data: &[u8]) {
    use crate::web::activity::{read_sign_in, MAX_BODY};
    let first = read_sign_in(data);
    assert_eq!(
        first,
        read_sign_in(data),
        "reading is a function of the bytes"
    );
    if let Ok(sign_in) = first {
        assert!(data.len() <= MAX_BODY);
        for id in [&sign_in.code, &sign_in.instance_id] {
            assert!(!id.is_empty() && id.len() <= 100, "{id:?}");
            assert!(
                id.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
                "{id:?}"
            );
        }
    }
}
