//! Whole games by the board rules in Portuguese and in French, through the
//! command layer: from the challenge to the result and the record, every
//! line the bot says (texts, button labels, the board's alt text) is in
//! the players' language. Portuguese comes from the players' Discord locale
//! (`pt-BR`), French from the server's setting (`!language fr`). The same
//! games in English are checked word for word in `tests/commands/`.
//! Games typed in the players' own command words (`!desafiar`, `passar`,
//! `!défier`, `pont A1 A5`) reach the same end and the same English record.

use crate::common;

use bridges_bot::commands::{Reply, Request, User};
use common::*;

/// Words of the English replies that no Portuguese or French reply may
/// hold (French shares `Orange` and `Score`: see [`NOT_PORTUGUESE`]). A
/// record in a code block is notation (`size 5`, `pass`), the same in
/// every language, and is not checked.
const ENGLISH: &[&str] = &[
    "placed",
    "bridged",
    "passed",
    "your turn",
    "you start",
    "left",
    "Game over",
    " wins",
    "to move",
    "Light Blue",
    "tie-break",
    "longest bridge",
    "Accept",
    "Decline",
    "Legal moves",
    "End turn",
    "challenges you",
    "size",
    "Last game here",
    " vs ",
];

/// English words that are French too.
const NOT_PORTUGUESE: &[&str] = &["Orange", "Score"];

/// How a player speaks: a Discord locale, or none (the server's setting),
/// and the English words their replies may not hold.
#[derive(Clone, Copy)]
struct Speaker {
    locale: Option<&'static str>,
    banned: &'static [&'static [&'static str]],
}

impl Speaker {
    fn say(self, h: &Harness, user: &User, text: &str) -> Vec<Reply> {
        h.bot.handle(Request {
            locale: self.locale.map(Into::into),
            ..text_request(CH, user, text)
        })
    }

    fn click(self, h: &Harness, user: &User, id: &str) -> Vec<Reply> {
        let mut req = button_request(CH, user, id);
        req.locale = self.locale.map(Into::into);
        h.bot.handle(req)
    }
}

/// Everything a reply shows people, one string per part.
fn shown(replies: &[Reply]) -> Vec<String> {
    let mut out = Vec::new();
    for r in replies {
        out.push(r.text.to_string());
        out.extend(r.buttons.iter().map(|b| b.label.clone()));
        if let Some(board) = &r.board {
            out.push(board.alt.clone());
        }
    }
    out
}

/// Does `text` hold `word` as whole words (`Accept` is not in `Accepter`)?
fn has_words(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// `text` without its code blocks (a record).
fn prose(text: &str) -> String {
    text.split("```").step_by(2).collect::<Vec<_>>().join(" ")
}

/// Every part of `replies` is free of `s`'s banned English, and the
/// texts joined.
fn checked(s: Speaker, replies: &[Reply]) -> String {
    for part in shown(replies) {
        let part = prose(&part);
        for word in s.banned.iter().flat_map(|w| w.iter()) {
            assert!(!has_words(&part, word), "English `{word}` in: {part}");
        }
    }
    replies
        .iter()
        .map(|r| r.text.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The Bridges game of `tests/commands/` (side 5, ended by two passes,
/// decided on the tie-break), every reply checked; returns the texts of
/// the moves' replies in order, then the record's.
fn bridges_game(h: &Harness, s: Speaker) -> Vec<String> {
    let r = s.say(h, &ann(), "!challenge <@20> size 5 orange");
    let mut texts = vec![checked(s, &r)];
    let accept = r[0].buttons[0].custom_id.clone();
    let r = s.click(h, &bob(), &accept);
    assert!(r[0].board.is_some());
    texts.push(checked(s, &r));
    for (who, text) in [
        (ann(), "A1"),
        (bob(), "place C1, place C4"),
        (ann(), "A5"),
        (ann(), "bridge A1 A5"),
        (bob(), "C1-C4 G3"),
        (ann(), "pass"),
        (bob(), "!move G5, b G3 G5"),
        (ann(), "!pass"),
        (bob(), "!pass"),
    ] {
        let r = s.say(h, &who, text);
        assert!(!r.is_empty(), "{text}: no reply");
        texts.push(checked(s, &r));
    }
    assert!(!h.bot.has_game(CH), "the game is over");
    texts.push(checked(s, &s.say(h, &carol(), "!record")));
    complete();
    texts
}

/// No message the bot said was missing in the language or lacked an
/// argument.
fn complete() {
    assert_eq!(
        bridges_bot::i18n::problems_on_this_thread(),
        0,
        "see the log"
    );
}

/// A Rastros game (side 8) that runs the shared piece from e5 into a1:
/// the first player's corner, so Ann wins on Bob's move. Returns the
/// texts of every reply.
fn rastros_game(h: &Harness, s: Speaker) -> Vec<String> {
    let r = s.say(h, &ann(), "!challenge <@20> rastros first");
    let mut texts = vec![checked(s, &r)];
    let accept = r[0].buttons[0].custom_id.clone();
    texts.push(checked(s, &s.click(h, &bob(), &accept)));
    // A wrong move first: the error is in the language too.
    texts.push(checked(s, &s.say(h, &ann(), "c3")));
    for (who, cell) in [(ann(), "d4"), (bob(), "c3"), (ann(), "b2"), (bob(), "a1")] {
        let r = s.say(h, &who, cell);
        assert!(!r.is_empty(), "{cell}: no reply");
        texts.push(checked(s, &r));
    }
    assert!(!h.bot.has_game(CH), "the game is over");
    complete();
    texts
}

fn button_request(ch: u64, user: &User, id: &str) -> Request {
    Request {
        input: bridges_bot::commands::Input::Button {
            custom_id: id.into(),
        },
        ..text_request(ch, user, "")
    }
}

#[test]
fn a_bridges_game_in_portuguese_from_challenge_to_record() {
    let h = Harness::new();
    let t = bridges_game(
        &h,
        Speaker {
            locale: Some("pt-BR"),
            banned: &[ENGLISH, NOT_PORTUGUESE],
        },
    );
    let all = t.join("\n");
    for words in [
        "Laranja",
        "Azul-claro",
        "Fim do jogo",
        "desempate",
        "é a sua vez",
    ] {
        assert!(all.contains(words), "no `{words}` in:\n{all}");
    }
}

#[test]
fn a_bridges_game_in_french_from_challenge_to_record() {
    let h = Harness::new();
    let manager = User {
        id: 99,
        name: "Mod".into(),
        is_bot: false,
    };
    let r = h.bot.handle(Request {
        is_manager: true,
        can_manage_events: false,
        roles: Vec::new(),
        ..text_request(CH, &manager, "!language fr")
    });
    assert!(r[0].text.contains("Français"), "{}", r[0].text);
    let t = bridges_game(
        &h,
        Speaker {
            locale: None,
            banned: &[ENGLISH],
        },
    );
    let all = t.join("\n");
    for words in [
        "Bleu clair",
        "Partie terminée",
        "départage",
        "à vous de jouer",
    ] {
        assert!(all.contains(words), "no `{words}` in:\n{all}");
    }
}

#[test]
fn a_rastros_game_in_portuguese_and_in_french() {
    let h = Harness::new();
    let pt = rastros_game(
        &h,
        Speaker {
            locale: Some("pt-BR"),
            banned: &[ENGLISH, NOT_PORTUGUESE],
        },
    );
    let fr = rastros_game(
        &h,
        Speaker {
            locale: Some("fr"),
            banned: &[ENGLISH],
        },
    );
    // The refused move says why, the moves are described, the corner
    // decides the game for the first player although Bob moved into it.
    for (texts, words) in [
        (&pt, ["1.º jogador", "Fim do jogo", "Ann"]),
        (&fr, ["Premier", "Partie terminée", "Ann"]),
    ] {
        let all = texts.join("\n");
        for w in words {
            assert!(all.contains(w), "no `{w}` in:\n{all}");
        }
        assert_ne!(texts[2], "", "the wrong move has an answer");
    }
}

/// The record of the Bridges game played in [`bridges_game`] (and in
/// `tests/commands/`): the same whatever words the players typed.
const BRIDGES_RECORD: &str = "size 5\nA1\nC1 C4\nA5 A1-A5\nC1-C4 G3\npass\nG5 G3-G5\npass\npass\n";

/// A player (`ann`) and what they type.
type Said = (fn() -> User, &'static str);

/// The words one language types for the Bridges game: the challenge, the
/// acceptance, every move, and the record's command.
struct Typed {
    challenge: &'static str,
    accept: &'static str,
    moves: [Said; 9],
    record: &'static str,
}

/// The Bridges game of [`bridges_game`] typed in a language's own command
/// words, from the challenge to the record; returns every reply's text.
fn bridges_game_typed(h: &Harness, s: Speaker, typed: &Typed) -> Vec<String> {
    let r = s.say(h, &ann(), typed.challenge);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].buttons.len(), 2, "a challenge: {}", r[0].text);
    let mut texts = vec![checked(s, &r)];
    let r = s.say(h, &bob(), typed.accept);
    assert!(r[0].board.is_some(), "the game starts: {}", r[0].text);
    texts.push(checked(s, &r));
    for (who, text) in &typed.moves {
        let r = s.say(h, &who(), text);
        assert!(!r.is_empty(), "{text}: no reply");
        let said = checked(s, &r);
        let refusals = [
            "não é uma jogada",
            "n'est pas un coup",
            "nada foi jogado",
            "rien n'a été joué",
        ];
        assert!(
            !refusals.iter().any(|w| said.contains(w)),
            "{text} was refused: {said}"
        );
        texts.push(said);
    }
    assert!(!h.bot.has_game(CH), "the game is over");
    let record = checked(s, &s.say(h, &carol(), typed.record));
    assert!(record.contains(BRIDGES_RECORD), "{record}");
    texts.push(record);
    complete();
    texts
}

#[test]
fn a_bridges_game_typed_in_portuguese_words_to_the_end() {
    let h = Harness::new();
    let t = bridges_game_typed(
        &h,
        Speaker {
            locale: Some("pt-BR"),
            banned: &[ENGLISH, NOT_PORTUGUESE],
        },
        &Typed {
            challenge: "!desafiar <@20> tamanho 5 laranja",
            accept: "!aceitar",
            moves: [
                (ann, "A1"),
                (bob, "colocar C1, colocar C4"),
                (ann, "colocar A5"),
                (ann, "ponte A1 A5"),
                (bob, "C1-C4 G3"),
                (ann, "passar"),
                (bob, "!jogada G5, ponte G3 G5"),
                (ann, "!passar"),
                (bob, "Passar"),
            ],
            record: "!registo",
        },
    );
    let all = t.join("\n");
    for words in [
        "e fica com o Laranja",
        "Laranja: passou",
        "o Laranja vence o desempate",
        "Fim do jogo",
    ] {
        assert!(all.contains(words), "no `{words}` in:\n{all}");
    }
}

#[test]
fn a_bridges_game_typed_in_french_words_to_the_end() {
    let h = Harness::new();
    let t = bridges_game_typed(
        &h,
        Speaker {
            locale: Some("fr"),
            banned: &[ENGLISH],
        },
        &Typed {
            challenge: "!défier <@20> taille 5 orange",
            accept: "!accepter",
            moves: [
                (ann, "A1"),
                (bob, "poser C1, poser C4"),
                (ann, "poser A5"),
                (ann, "pont A1 A5"),
                (bob, "C1-C4 G3"),
                (ann, "passer"),
                (bob, "!coup G5, pont G3 G5"),
                (ann, "!passer"),
                (bob, "passer"),
            ],
            record: "!relevé",
        },
    );
    let all = t.join("\n");
    for words in [
        "joue Orange",
        "Orange\u{202f}: a passé",
        "Orange remporte le départage",
        "Partie terminée",
    ] {
        assert!(all.contains(words), "no `{words}` in:\n{all}");
    }
}

/// Rastros to the end in each language's words, the seat named in the
/// challenge by its local word (`primeiro`, `premier`), accents typed or
/// not.
#[test]
fn a_rastros_game_typed_in_portuguese_and_in_french_words() {
    for (locale, challenge, accept, record, words) in [
        (
            "pt-BR",
            "!desafiar <@20> rastros primeiro",
            "!aceitar",
            "!registro",
            ["joga em primeiro lugar", "Ann ganha", "Fim do jogo"],
        ),
        (
            "fr",
            "!defier <@20> rastros premier",
            "!accepter",
            "!releve",
            ["joue en premier", "Ann gagne", "Partie terminée"],
        ),
    ] {
        let h = Harness::new();
        let s = Speaker {
            locale: Some(locale),
            banned: if locale == "fr" {
                &[ENGLISH]
            } else {
                &[ENGLISH, NOT_PORTUGUESE]
            },
        };
        let r = s.say(&h, &ann(), challenge);
        let mut texts = vec![checked(s, &r)];
        texts.push(checked(s, &s.say(&h, &bob(), accept)));
        for (who, cell) in [(ann(), "d4"), (bob(), "c3"), (ann(), "b2"), (bob(), "a1")] {
            let r = s.say(&h, &who, cell);
            assert!(!r.is_empty(), "{cell}: no reply");
            texts.push(checked(s, &r));
        }
        assert!(!h.bot.has_game(CH), "{locale}: the game is over");
        let rec = checked(s, &s.say(&h, &carol(), record));
        assert!(rec.contains("d4\nc3\nb2\na1"), "{locale}: {rec}");
        texts.push(rec);
        let all = texts.join("\n");
        for w in words {
            assert!(all.contains(w), "{locale}: no `{w}` in:\n{all}");
        }
        complete();
    }
}

/// Numbridge against the AI in Portuguese words: a swap typed as `trocar`
/// (the record keeps `swap`), then `!desistir` and `!desistir sim` end it.
#[test]
fn a_numbridge_game_against_the_ai_in_portuguese_words() {
    let h = Harness::new();
    let s = Speaker {
        locale: Some("pt-BR"),
        banned: &[ENGLISH, NOT_PORTUGUESE],
    };
    let r = s.say(&h, &ann(), "!jogar-ia numbridge laranja nível 1");
    let start = checked(s, &r);
    assert!(h.bot.has_game(CH), "{start}");
    let swapped = checked(s, &s.say(&h, &ann(), "trocar"));
    assert!(swapped.contains("trocou a mão"), "{swapped}");
    let ask = checked(s, &s.say(&h, &ann(), "!desistir"));
    assert!(ask.contains("Desistir deste jogo?"), "{ask}");
    let over = checked(s, &s.say(&h, &ann(), "!desistir sim"));
    assert!(over.contains("Fim do jogo"), "{over}");
    assert!(!h.bot.has_game(CH), "the game is over");
    let rec = s.say(&h, &carol(), "!registo");
    let rec = rec
        .iter()
        .map(|r| r.text.to_string())
        .collect::<Vec<_>>()
        .join("\n");
    assert!(rec.contains("swap"), "{rec}");
    assert!(!rec.contains("trocar"), "the record keeps English: {rec}");
    complete();
}
