//! Command words typed in any of the bot's languages. Help and the slash
//! commands show Portuguese and French players their own words (`!desafiar`,
//! `passar`, `!défier`, `échanger`); these tables say which English word
//! each stands for. Every language's words work at once, whatever language
//! the server speaks, and the parser turns them into English before reading
//! them, so records and stored values stay in English.
//!
//! Words are compared in lower case and without accents, so `!defier`,
//! `!regles` and `mao` work as well as `!défier`, `!règles` and `mão`.

use std::borrow::Cow;

/// A typed word and the English word it stands for.
type Alias = (&'static str, &'static str);

/// The words after the prefix (`!desafiar`), as the English command.
const VERBS: &[Alias] = &[
    // Portuguese: the slash names and the words of help.
    ("desafiar", "challenge"),
    ("aceitar", "accept"),
    ("recusar", "decline"),
    ("cancelar", "cancel"),
    ("jogos", "games"),
    ("jogar-ia", "play-ai"),
    ("jogar", "play"),
    ("dica", "hint"),
    ("sugestão", "hint"),
    ("analisar", "analyse"),
    ("tabuleiro", "board"),
    ("pontuação", "score"),
    ("registo", "record"),
    ("registro", "record"),
    ("possíveis", "legal"),
    ("jogadas-possíveis", "legal"),
    ("desistir", "resign"),
    ("empate", "draw"),
    ("estatísticas", "stats"),
    ("regras", "rules"),
    ("ajuda", "help"),
    ("anular", "abort"),
    ("tempo", "time"),
    ("relógio", "time"),
    ("adiar", "adjourn"),
    ("retomar", "resume"),
    ("avisos", "notify"),
    ("meus-jogos", "mygames"),
    ("idioma", "language"),
    ("língua", "language"),
    ("classificação", "leaderboard"),
    ("torneio", "tournament"),
    ("classificação-torneio", "standings"),
    ("histórico", "history"),
    ("rever", "replay"),
    ("mão", "hand"),
    ("mesa", "table"),
    ("desfazer", "undo"),
    ("jogada", "move"),
    ("colocar", "place"),
    ("ponte", "bridge"),
    ("passar", "pass"),
    ("terminar", "end"),
    ("terminar-turno", "end"),
    ("trocar", "swap"),
    // French.
    ("défier", "challenge"),
    ("accepter", "accept"),
    ("refuser", "decline"),
    ("retirer", "cancel"),
    ("jeux", "games"),
    ("jouer-ia", "play-ai"),
    ("jouer", "play"),
    ("conseil", "hint"),
    ("analyser", "analyse"),
    ("plateau", "board"),
    ("relevé", "record"),
    ("notation", "record"),
    ("possibles", "legal"),
    ("coups-possibles", "legal"),
    ("abandonner", "resign"),
    ("nulle", "draw"),
    ("règles", "rules"),
    ("aide", "help"),
    ("interrompre", "abort"),
    ("temps", "time"),
    ("pendule", "time"),
    ("ajourner", "adjourn"),
    ("reprendre", "resume"),
    ("rappels", "notify"),
    ("mes-parties", "mygames"),
    ("langue", "language"),
    ("cote", "rating"),
    ("classement", "leaderboard"),
    ("tournoi", "tournament"),
    ("classement-tournoi", "standings"),
    ("historique", "history"),
    ("revoir", "replay"),
    ("main", "hand"),
    ("annuler", "undo"),
    ("coup", "move"),
    ("poser", "place"),
    ("pont", "bridge"),
    ("passer", "pass"),
    ("finir", "end"),
    ("échanger", "swap"),
];

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

/// The words of a challenge: its options, the seats, the games.
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
    // Seats.
    ("laranja", "orange"),
    ("azul-claro", "blue"),
    ("azul", "blue"),
    ("bleu-clair", "blue"),
    ("bleu", "blue"),
    ("brancas", "white"),
    ("branca", "white"),
    ("blancs", "white"),
    ("blanc", "white"),
    ("negras", "black"),
    ("negra", "black"),
    ("noirs", "black"),
    ("noir", "black"),
    ("primeiro", "first"),
    ("premier", "first"),
    ("segundo", "second"),
    // Games.
    ("pontes", "bridges"),
    ("ponts", "bridges"),
];

/// How to be reminded (`!avisos canal`, `!rappels mp`).
const NOTIFY_WORDS: &[Alias] = &[
    ("canal", "channel"),
    ("desligados", "off"),
    ("desligado", "off"),
    ("nunca", "off"),
    ("mp", "dm"),
    ("salon", "channel"),
    ("non", "off"),
    ("jamais", "off"),
    ("désactivés", "off"),
];

/// The second word of a light-blue seat typed as two words (`azul claro`,
/// `bleu clair`), after [`challenge`] made the first one `blue`.
pub(crate) fn is_light(word: &str) -> bool {
    matches!(fold(word).as_str(), "claro" | "clair")
}

/// `word` without accents, in lower case (`Défier` → `defier`).
fn fold(word: &str) -> String {
    word.chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ã' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'í' | 'ì' | 'î' | 'ï' => 'i',
            'ó' | 'ò' | 'ô' | 'õ' | 'ö' => 'o',
            'ú' | 'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            c => c,
        })
        .collect()
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

/// A command word after the prefix, in English (`desafiar` → `challenge`).
pub(crate) fn verb(word: &str) -> Cow<'_, str> {
    english(VERBS, word)
}

/// A challenge's word (option, seat or game) in English (`brancas` →
/// `white`, `pontes` → `bridges`).
pub(crate) fn challenge(word: &str) -> Cow<'_, str> {
    english(CHALLENGE_WORDS, word)
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
        assert_eq!(challenge("size"), "size");
        assert_eq!(game("pontes"), "bridges");
        assert_eq!(game("brancas"), "brancas", "a seat is no game");
        assert_eq!(notify("mp"), "dm");
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
        for table in [VERBS, MOVE_WORDS, CHALLENGE_WORDS, NOTIFY_WORDS] {
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

    /// Every move word is also a command word meaning the same (`!passar`
    /// works like `passar`).
    #[test]
    fn move_words_are_command_words_too() {
        for (word, english) in MOVE_WORDS {
            assert_eq!(verb(word), *english, "{word}");
        }
    }
}
