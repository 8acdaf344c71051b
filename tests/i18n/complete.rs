//! Every message a game can say exists in every language with what it
//! needs: random games of all six kinds, each position read in English,
//! Portuguese and French through every presentation method, and a set of
//! wrong inputs refused at every turn with their errors worded in each
//! language. The catalogs count a message missing in the language asked
//! for, or formatted without an argument it names ([`i18n::problems`]):
//! the count must stay zero.

use bridges_bot::games::{AnyGame, Kind, PlayError, ViewCtx};
use bridges_bot::i18n::{self, Lang};
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;

/// Inputs that are wrong somewhere in every game: other games' notation,
/// cells off the board, empty and stray words.
const WRONG: &[&str] = &[
    "",
    "zz",
    "A0",
    "Z99",
    "a9",
    "pass",
    "end",
    "swap",
    "time",
    "timeup",
    "place",
    "bridge A1",
    "place E2, place E3, place E4",
    "c2-c9",
    "c2xc3",
    "a1-a1",
    "e5",
    "bE5",
    "wZ9",
    "bE5 wE5",
    "d4 d4-d7",
    "A1:0",
    "A1:10",
    "C4+",
    "C4+5",
    "I9:5x",
];

/// Everything `game` shows, in `lang`.
fn read_all(game: &dyn AnyGame, lang: Lang) -> Vec<String> {
    let ctx = ViewCtx::public(["Ana", "Rui"]).in_lang(lang);
    let mut out = vec![
        game.prompt(lang),
        game.legal_text(lang),
        game.alt_text(&ctx),
        game.text_board(&ctx),
    ];
    out.extend(game.describe_last_turn(lang));
    out.extend(game.describe_current(lang));
    out.extend(game.score_line(&ctx));
    out.extend(game.result_sentence(&ctx));
    for seat in 0..2 {
        out.extend(game.private_line(seat, lang));
        let mine = ViewCtx {
            viewer: Some(seat),
            show_legal: true,
            ..ctx
        };
        let view = game.view(&mine);
        out.push(view.status);
        out.extend(view.seats.iter().map(|s| s.sub.clone()));
    }
    out
}

/// The errors of `game` for every wrong input and for a stale move, in
/// every language.
fn refusals(game: &dyn AnyGame, stale: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for text in WRONG
        .iter()
        .copied()
        .chain(stale.iter().map(String::as_str))
    {
        let mut g = game.clone_box();
        let error = match g.play(text) {
            Err(e) => e,
            Ok(_) => continue,
        };
        if let PlayError::Over = error {
            continue;
        }
        if let Err(Some(m)) = game.parse_check(text) {
            out.extend(Lang::ALL.map(|l| m.text(l)));
        }
        out.extend(Lang::ALL.map(|l| error.msg().text(l)));
    }
    out
}

#[test]
fn every_game_says_everything_in_every_language() {
    let mut read = 0;
    for kind in Kind::ALL {
        for seed in 0..4u64 {
            let mut rng = SmallRng::seed_from_u64(seed);
            let options = match kind {
                // A fixed puzzle, so that the run is the same each time.
                Kind::Numbridge => vec![("seed".to_string(), (seed + 1).to_string())],
                Kind::Bridges => vec![("size".to_string(), "4".to_string())],
                _ => Vec::new(),
            };
            let mut game = kind.new_game(&options).expect("a new game");
            let mut stale: Vec<String> = Vec::new();
            for _ in 0..300 {
                for lang in Lang::ALL {
                    for text in read_all(game.as_ref(), lang) {
                        assert!(!text.contains("{$"), "{kind:?} {lang}: {text}");
                        read += 1;
                    }
                }
                for text in refusals(game.as_ref(), &stale) {
                    assert!(!text.trim().is_empty(), "{kind:?}: an empty error");
                    assert!(!text.contains("{$"), "{kind:?}: {text}");
                }
                if game.is_over() {
                    break;
                }
                game.forced_passes();
                let choices = game.choices();
                let Some(pick) = choices.choose(&mut rng) else {
                    break;
                };
                stale = choices.clone();
                game.play(pick).expect("a legal choice plays");
            }
            assert_eq!(
                i18n::problems_on_this_thread(),
                0,
                "{kind:?}: a message was missing or lacked an argument (see the log)"
            );
        }
    }
    assert!(read > 10_000, "only {read} texts read");
}
