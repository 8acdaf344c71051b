//! The fuzz corpus, run in CI: every committed input under `fuzz/corpus/`
//! goes through the same check its fuzz target runs, and a proptest feeds
//! mutated corpus inputs (bytes flipped, cut, inserted, spliced) to it.

use bridges_bot::fuzz_checks;
use proptest::prelude::*;
use std::path::Path;
use std::sync::OnceLock;

type Check = fn(&[u8]);

const TARGETS: [(&str, Check); 6] = [
    ("step_parser", fuzz_checks::step_parser),
    ("record_parser", fuzz_checks::record_parser),
    ("store_decoder", fuzz_checks::store_decoder),
    ("game_message", fuzz_checks::game_message),
    ("game_record", fuzz_checks::game_record),
    ("table_message", fuzz_checks::table_message),
];

/// A target's corpus, read once per test process.
fn corpus(target: &str) -> &'static [Vec<u8>] {
    static CORPORA: OnceLock<Vec<Vec<Vec<u8>>>> = OnceLock::new();
    let all = CORPORA.get_or_init(|| TARGETS.iter().map(|(name, _)| read_corpus(name)).collect());
    let i = TARGETS
        .iter()
        .position(|(name, _)| *name == target)
        .unwrap();
    &all[i]
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

/// The targets that go through the registry have inputs for every game:
/// `KEY-…` files (records and messages of that game).
#[test]
fn every_game_has_its_own_corpus() {
    for target in ["game_message", "game_record"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("fuzz/corpus")
            .join(target);
        let names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        for kind in bridges_bot::games::Kind::ALL {
            assert!(
                names
                    .iter()
                    .any(|n| n.starts_with(&format!("{}-", kind.key()))),
                "{target}: no input for {kind}"
            );
        }
    }
}
