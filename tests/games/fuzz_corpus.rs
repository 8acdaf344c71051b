//! The fuzz corpus, run in CI: every committed input under `fuzz/corpus/`
//! goes through the same check its fuzz target runs, and a proptest feeds
//! mutated corpus inputs (bytes flipped, cut, inserted, spliced) to it.

use bridges_bot::fuzz_checks;
use bridges_bot::games::{parse_record, Kind};
use proptest::prelude::*;
use std::path::Path;
use std::sync::OnceLock;

type Check = fn(&[u8]);

const TARGETS: [(&str, Check); 7] = [
    ("step_parser", fuzz_checks::step_parser),
    ("record_parser", fuzz_checks::record_parser),
    ("store_decoder", fuzz_checks::store_decoder),
    ("game_message", fuzz_checks::game_message),
    ("game_record", fuzz_checks::game_record),
    ("table_message", fuzz_checks::table_message),
    ("activity_body", fuzz_checks::activity_body),
];

/// A target's corpus, read once per test process: the committed inputs,
/// and for the targets that go through the registry every game's default
/// inputs ([`fuzz_checks::default_inputs`]).
fn corpus(target: &str) -> &'static [Vec<u8>] {
    static CORPORA: OnceLock<Vec<Vec<Vec<u8>>>> = OnceLock::new();
    let all = CORPORA.get_or_init(|| {
        TARGETS
            .iter()
            .map(|(name, _)| {
                let mut inputs = read_corpus(name);
                inputs.extend(default_inputs(name));
                inputs
            })
            .collect()
    });
    let i = TARGETS
        .iter()
        .position(|(name, _)| *name == target)
        .unwrap();
    &all[i]
}

/// Every game's default input for `target` (none for the targets that
/// know one game only).
fn default_inputs(target: &str) -> Vec<Vec<u8>> {
    let which = match target {
        "game_message" => 0,
        "game_record" => 1,
        _ => return Vec::new(),
    };
    Kind::ALL
        .iter()
        .map(|&k| fuzz_checks::default_inputs(k)[which].clone())
        .collect()
}

fn read_corpus(target: &str) -> Vec<Vec<u8>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files.iter().map(|p| std::fs::read(p).unwrap()).collect()
}

#[test]
fn every_corpus_input_passes_its_check() {
    for (target, check) in TARGETS {
        let inputs = corpus(target);
        assert!(!inputs.is_empty(), "{target}: empty corpus");
        for input in inputs {
            check(input);
        }
    }
}

#[derive(Clone, Debug)]
enum Mutation {
    Flip(usize, u8),
    Cut(usize),
    Insert(usize, Vec<u8>),
    Splice(usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    let ascii = prop::collection::vec(
        prop::sample::select(b" ,;-\n0123456789ABCDEFGHIJKLMNOpasbridgeend{}[]\":".to_vec()),
        1..8,
    );
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Flip(i, b)),
        any::<usize>().prop_map(Mutation::Cut),
        (any::<usize>(), ascii).prop_map(|(i, v)| Mutation::Insert(i, v)),
        (any::<usize>(), any::<usize>()).prop_map(|(i, j)| Mutation::Splice(i, j)),
    ]
}

fn mutate(mut data: Vec<u8>, other: &[u8], mutations: &[Mutation]) -> Vec<u8> {
    for m in mutations {
        let at = |i: usize, len: usize| if len == 0 { 0 } else { i % (len + 1) };
        match m {
            Mutation::Flip(i, b) if !data.is_empty() => {
                let i = i % data.len();
                data[i] ^= b;
            }
            Mutation::Flip(..) => {}
            Mutation::Cut(i) => data.truncate(at(*i, data.len())),
            Mutation::Insert(i, v) => {
                let i = at(*i, data.len());
                data.splice(i..i, v.iter().copied());
            }
            Mutation::Splice(i, j) => {
                let i = at(*i, data.len());
                let j = at(*j, other.len());
                data.truncate(i);
                data.extend_from_slice(&other[j..]);
            }
        }
    }
    data
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn mutated_corpus_inputs_pass_their_check(
        target in 0..TARGETS.len(),
        pick in any::<usize>(),
        other in any::<usize>(),
        mutations in prop::collection::vec(mutation(), 1..6),
    ) {
        let (name, check) = TARGETS[target];
        let inputs = corpus(name);
        let base = inputs[pick % inputs.len()].clone();
        let other = &inputs[other % inputs.len()];
        check(&mutate(base, other, &mutations));
    }
}

/// The targets that go through the registry have inputs for every game
/// without anyone writing them: each game's default inputs, made from its
/// registry entry, play its moves and read back as its record. (Committed
/// `KEY-…` files under `fuzz/corpus/` add to them.)
#[test]
fn every_game_has_default_inputs_from_its_registry_entry() {
    for (i, kind) in Kind::ALL.into_iter().enumerate() {
        let [message, record] = fuzz_checks::default_inputs(kind);
        assert_eq!(usize::from(message[0]), i, "{kind}");
        let lines = std::str::from_utf8(&message[1..]).unwrap().lines().count();
        assert!(lines >= 2, "{kind}: {lines} moves");
        let text = String::from_utf8(record).unwrap();
        let game = parse_record(&text).unwrap_or_else(|e| panic!("{kind}: {e:?}\n{text}"));
        assert_eq!(game.kind(), kind);
        assert!(game.turn_lines().len() >= 2, "{kind}: {text}");
    }
}
