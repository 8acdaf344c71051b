//! Command words typed in any of the bot's languages. Help and the slash
//! commands show Portuguese and French players their own words (`!desafiar`,
//! `passar`, `!défier`, `échanger`); these tables say which English word
//! each stands for. Every language's words work at once, whatever language
//! the server speaks, and the parser turns them into English before reading
//! them, so records and stored values stay in English.
//!
//! Words are compared in lower case and without accents, so `!defier`,
//! `!regles` and `mao` work as well as `!défier`, `!règles` and `mão`.

use crate::i18n::fold;
use std::borrow::Cow;

/// A typed word and the English word it stands for.
type Alias = (&'static str, &'static str);

/// The words of a move (`passar`, `colocar E2, ponte E2 E8`). Cells and
/// notation (`E2`, `bE5`, `d4-d7`, `C4+5`) are the same in every language.
const MOVE_WORDS: &[Alias] = &[
    ("colocar", "place"),
    ("ponte", "bridge"),
    ("passar", "pass"),
    ("terminar", "end"),
    ("trocar", "swap"),
    ("poser", "place"),
    ("pont", "bridge"),
    ("passer", "pass"),
    ("finir", "end"),
    ("échanger", "swap"),
];

/// The words of a challenge: its options and the games (a seat's words in
/// every language are the seat's own, [`crate::games::SeatInfo`]).
const CHALLENGE_WORDS: &[Alias] = &[
    // Options.
    ("tamanho", "size"),
    ("lado", "size"),
    ("taille", "size"),
    ("côté", "size"),
    ("nível", "level"),
    ("niveau", "level"),
    ("relógio", "clock"),
    ("pendule", "clock"),
    ("banco", "bank"),
    ("banque", "bank"),
    ("réserve", "bank"),
    ("tópico", "thread"),
    ("fil", "thread"),
    ("amigável", "unrated"),
    ("amicale", "unrated"),
    ("amical", "unrated"),
    ("acaso", "random"),
    ("hasard", "random"),
    // Numbridge's options.
    ("pistas", "clues"),
    ("indices", "clues"),
    ("vez", "turn"),
    ("tour", "turn"),
    ("custo", "cost"),
    ("coût", "cost"),
    ("regulares", "regular"),
    ("réguliers", "regular"),
    ("irregulares", "irregular"),
    ("irréguliers", "irregular"),
    ("candidatos", "candidates"),
    ("candidats", "candidates"),
    // Games.
    ("pontes", "bridges"),
    ("ponts", "bridges"),
];

/// How to be reminded (`!avisos canal`, `!rappels mp`).
const NOTIFY_WORDS: &[Alias] = &[
    ("canal", "channel"),
    ("resumo", "digest"),
    ("résumé", "digest"),
    ("desligados", "off"),
    ("desligado", "off"),
    ("nunca", "off"),
    // The slash choice's label, shared with `/room` (`Desligar`, `Désactiver`).
    ("desligar", "off"),
    ("mp", "dm"),
    ("salon", "channel"),
    ("non", "off"),
    ("jamais", "off"),
    ("désactivés", "off"),
    ("désactiver", "off"),
    ("desactiver", "off"),
];

/// The words of `!plan` (`!plano limpar`, `!plan effacer`).
const PLAN_WORDS: &[Alias] = &[
    ("limpar", "clear"),
    ("apagar", "clear"),
    ("mostrar", "show"),
    ("effacer", "clear"),
    ("voir", "show"),
];

/// The words of `!tournament` (`!torneio criar`, `!tournoi début 2j`):
/// its subcommands and the options of `create`, as the slash names read.
const TOURNAMENT_WORDS: &[Alias] = &[
    // Portuguese.
    ("criar", "create"),
    ("inscrever", "join"),
    ("inscrever-se", "join"),
    ("sair", "leave"),
    ("iniciar", "start"),
    ("mostrar", "show"),
    ("desistir", "withdraw"),
    ("desistir-torneio", "withdraw"),
    ("pausa", "pause"),
    ("retomar", "resume"),
    ("cancelar", "cancel"),
    ("exportar", "export"),
    ("lista", "list"),
    ("retirar", "remove"),
    ("cargo", "role"),
    ("classificação", "standings"),
    ("suíço", "swiss"),
    ("todos-contra-todos", "roundrobin"),
    ("duas-voltas", "double"),
    ("máximo", "max"),
    ("sem-férias", "no-vacation"),
    ("férias", "vacation"),
    ("início", "starts"),
    ("começa", "starts"),
    // French.
    ("créer", "create"),
    ("sans-vacances", "no-vacation"),
    ("vacances", "vacation"),
    ("rejoindre", "join"),
    ("inscrire", "join"),
    ("quitter", "leave"),
    ("lancer", "start"),
    ("afficher", "show"),
    ("abandonner", "withdraw"),
    ("reprendre", "resume"),
    ("annuler", "cancel"),
    ("exporter", "export"),
    ("liste", "list"),
    ("retirer-joueur", "remove"),
    ("rôle", "role"),
    ("classement", "standings"),
    ("suisse", "swiss"),
    ("toutes-rondes", "roundrobin"),
    ("aller-retour", "double"),
    ("début", "starts"),
];

/// The second word of a light-blue seat typed as two words (`azul claro`,
/// `bleu clair`), after [`challenge`] made the first one `blue`.
pub(crate) fn is_light(word: &str) -> bool {
    matches!(fold(word).as_str(), "claro" | "clair")
}

/// The English word `word` stands for in `table`, if it is one of its words.
fn lookup(table: &[Alias], word: &str) -> Option<&'static str> {
    let folded = fold(word);
    table
        .iter()
        .find(|(alias, _)| fold(alias) == folded)
        .map(|&(_, english)| english)
}

/// `word` in English if `table` knows it, else as it is.
fn english<'a>(table: &[Alias], word: &'a str) -> Cow<'a, str> {
    lookup(table, word).map_or(Cow::Borrowed(word), Cow::Borrowed)
}

/// A command word after the prefix, in English (`desafiar` → `challenge`):
/// each command's Portuguese and French words are declared with it
/// ([`super::declarations`]).
pub(crate) fn verb(word: &str) -> Cow<'_, str> {
    super::declarations::by_translation(word).map_or(Cow::Borrowed(word), |c| Cow::Borrowed(c.name))
}

/// A challenge's word (option, seat or game) in English (`brancas` →
/// `white`, `pontes` → `bridges`).
pub(crate) fn challenge(word: &str) -> Cow<'_, str> {
    match lookup(CHALLENGE_WORDS, word).or_else(|| seat_word(word)) {
        Some(english) => Cow::Borrowed(english),
        None => Cow::Borrowed(word),
    }
}

/// The English seat word a seat's word in another language stands for
/// (`brancas` → `white`), from every game's seats.
fn seat_word(word: &str) -> Option<&'static str> {
    crate::games::Kind::ALL
        .iter()
        .flat_map(|k| k.seats())
        .find_map(|s| s.english_word(word))
}

/// A game's name in English, for `!regras pontes` (`ponts` → `bridges`).
pub(crate) fn game(word: &str) -> Cow<'_, str> {
    match lookup(CHALLENGE_WORDS, word) {
        Some(english) if crate::games::Kind::from_word(english).is_some() => english.into(),
        _ => word.into(),
    }
}

/// How to be reminded, in English (`canal` → `channel`).
pub(crate) fn notify(word: &str) -> Cow<'_, str> {
    english(NOTIFY_WORDS, word)
}

/// A word of `!plan` in English (`limpar` → `clear`).
pub(crate) fn plan(word: &str) -> Cow<'_, str> {
    english(PLAN_WORDS, word)
}

/// A word of `!tournament` in English (`criar` → `create`, `début` →
/// `starts`).
pub(crate) fn tournament(word: &str) -> Cow<'_, str> {
    english(TOURNAMENT_WORDS, word)
}

/// A move with its words in English (`colocar E2, ponte E2 E8` → `place
/// E2, bridge E2 E8`); cells, spaces and commas stay as typed.
pub(crate) fn move_text(text: &str) -> Cow<'_, str> {
    let is_gap = |c: char| c.is_whitespace() || c == ',';
    if !text.split(is_gap).any(|w| lookup(MOVE_WORDS, w).is_some()) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        out.push_str(lookup(MOVE_WORDS, word).unwrap_or(word));
        word.clear();
    };
    for c in text.chars() {
        if is_gap(c) {
            flush(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_of_every_language_read_as_english() {
        assert_eq!(verb("desafiar"), "challenge");
        assert_eq!(verb("Défier"), "challenge");
        assert_eq!(verb("defier"), "challenge");
        assert_eq!(verb("challenge"), "challenge");
        assert_eq!(verb("mao"), "hand");
        assert_eq!(challenge("Brancas"), "white");
        assert_eq!(challenge("azul-claro"), "blue");
        assert_eq!(challenge("premier"), "first");
        assert_eq!(challenge("size"), "size");
        assert_eq!(game("pontes"), "bridges");
        assert_eq!(game("brancas"), "brancas", "a seat is no game");
        assert_eq!(notify("mp"), "dm");
        assert_eq!(tournament("Início"), "starts");
        assert_eq!(tournament("debut"), "starts");
        assert_eq!(
            tournament("retirer"),
            "retirer",
            "fr retirer cancels no tournament"
        );
    }

    #[test]
    fn a_move_keeps_its_cells_and_gets_english_words() {
        assert_eq!(
            move_text("colocar E2, ponte E2 E8"),
            "place E2, bridge E2 E8"
        );
        assert_eq!(move_text("Passer"), "pass");
        assert_eq!(move_text("échanger"), "swap");
        assert_eq!(move_text("bE5 wC3"), "bE5 wC3");
        assert!(matches!(move_text("d4 d4-d7"), Cow::Borrowed(_)));
    }

    /// One typed word stands for one English word in each table, accents
    /// or not; otherwise the table's order would decide.
    #[test]
    fn no_word_stands_for_two_things() {
        for table in [
            MOVE_WORDS,
            CHALLENGE_WORDS,
            NOTIFY_WORDS,
            PLAN_WORDS,
            TOURNAMENT_WORDS,
        ] {
            for (i, (a, ea)) in table.iter().enumerate() {
                for (b, eb) in &table[i + 1..] {
                    assert!(
                        fold(a) != fold(b) || ea == eb,
                        "`{a}` and `{b}` read alike but mean {ea} and {eb}"
                    );
                }
            }
        }
    }

    /// A seat's word in another language stands for one English word
    /// whichever game's seat brings it, and is no other challenge word.
    #[test]
    fn seat_words_stand_for_one_thing() {
        let seats: Vec<_> = crate::games::Kind::ALL
            .iter()
            .flat_map(|k| k.seats())
            .collect();
        for s in &seats {
            for (word, english) in s.local_words {
                assert!(s.words.contains(english), "{word}: {english}");
                assert_eq!(lookup(CHALLENGE_WORDS, word), None, "{word}");
                for t in &seats {
                    for (w, e) in t.local_words {
                        assert!(fold(w) != fold(word) || e == english, "{word}");
                    }
                }
            }
        }
    }

    /// Every move word is also a command word meaning the same (`!passar`
    /// works like `passar`).
    #[test]
    fn move_words_are_command_words_too() {
        for (word, english) in MOVE_WORDS {
            assert_eq!(verb(word), *english, "{word}");
        }
    }
}
