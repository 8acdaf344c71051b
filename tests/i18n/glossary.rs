//! Each catalog keeps to its glossary (`assets/i18n/{pt,fr}/GLOSSARY.md`):
//! the words of the games' own texts are used, and the calques the review
//! found do not come back where the glossary names another word. Seat names
//! take their article or elision in a sentence.

use bridges_bot::i18n::{self, catalog_files, Arg, Lang};

/// One row of a glossary table.
#[derive(Debug)]
struct Rule {
    concept: String,
    /// Forms to use; at least one appears in scope (empty: not checked).
    words: Vec<String>,
    /// Forms that may not appear in scope.
    forbidden: Vec<String>,
    /// Message id prefixes; `None` = every message.
    scope: Option<Vec<String>>,
}

fn list(cell: &str) -> Vec<String> {
    if cell.trim() == "—" {
        return Vec::new();
    }
    cell.split(',')
        .map(|w| w.trim().to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

/// The rules of a glossary: the rows of its one table (after the header
/// and the `|---|` line).
fn rules(glossary: &str) -> Vec<Rule> {
    glossary
        .lines()
        .filter(|l| l.starts_with('|'))
        .skip(2)
        .map(|l| {
            let cells: Vec<&str> = l.trim_matches('|').split('|').collect();
            assert!(cells.len() >= 4, "a glossary row needs 4 cells: {l}");
            let scope = cells[3].trim();
            Rule {
                concept: cells[0].trim().to_string(),
                words: list(cells[1]),
                forbidden: list(cells[2]),
                scope: (scope != "all").then(|| list(scope)),
            }
        })
        .collect()
}

fn glossary(lang: Lang) -> String {
    let path = format!(
        "{}/assets/i18n/{}/GLOSSARY.md",
        env!("CARGO_MANIFEST_DIR"),
        lang.code()
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every message of `lang` as (id, its source text without comments).
fn messages(lang: Lang) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for (_, text) in catalog_files(lang) {
        for line in text.lines() {
            let continues = line.starts_with(' ') || line.starts_with('}');
            match out.last_mut() {
                Some((_, body)) if continues => {
                    body.push('\n');
                    body.push_str(line);
                }
                _ => {
                    if let Some((id, value)) = line.split_once(" = ") {
                        if !id.starts_with('#') && !id.contains(' ') {
                            out.push((id.to_string(), value.to_string()));
                            continue;
                        }
                    }
                    // A comment or a blank line ends a message.
                    out.push((String::new(), String::new()));
                }
            }
        }
    }
    out.retain(|(id, _)| !id.is_empty());
    out
}

/// Does `text` hold `phrase` as whole words, whatever the case?
fn has_phrase(text: &str, phrase: &str) -> bool {
    let text = text.to_lowercase();
    let phrase = phrase.to_lowercase();
    text.match_indices(&phrase).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + phrase.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

fn in_scope(rule: &Rule, id: &str) -> bool {
    rule.scope
        .as_ref()
        .is_none_or(|prefixes| prefixes.iter().any(|p| id.starts_with(p.as_str())))
}

/// What `lang`'s catalog breaks of its glossary, one line each.
fn breaches(lang: Lang) -> Vec<String> {
    let messages = messages(lang);
    let mut out = Vec::new();
    for rule in rules(&glossary(lang)) {
        let scoped: Vec<&(String, String)> = messages
            .iter()
            .filter(|(id, _)| in_scope(&rule, id))
            .collect();
        assert!(
            !scoped.is_empty(),
            "{lang}: `{}` covers no message: {:?}",
            rule.concept,
            rule.scope
        );
        for (id, text) in &scoped {
            for bad in &rule.forbidden {
                if has_phrase(text, bad) {
                    out.push(format!(
                        "{lang} {id}: `{bad}` where the glossary says {:?} ({})",
                        rule.words, rule.concept
                    ));
                }
            }
        }
        if !rule.words.is_empty()
            && !scoped
                .iter()
                .any(|(_, text)| rule.words.iter().any(|w| has_phrase(text, w)))
        {
            out.push(format!(
                "{lang}: no message in scope says {:?} ({})",
                rule.words, rule.concept
            ));
        }
    }
    out
}

#[test]
fn the_glossaries_have_rules() {
    for lang in [Lang::Pt, Lang::Fr] {
        let rules = rules(&glossary(lang));
        assert!(rules.len() >= 10, "{lang}: {rules:?}");
        assert!(rules.iter().any(|r| !r.forbidden.is_empty()));
    }
}

#[test]
fn the_portuguese_catalog_keeps_to_its_glossary() {
    let b = breaches(Lang::Pt);
    assert!(b.is_empty(), "{}", b.join("\n"));
}

#[test]
fn the_french_catalog_keeps_to_its_glossary() {
    let b = breaches(Lang::Fr);
    assert!(b.is_empty(), "{}", b.join("\n"));
}

/// The check finds a calque when one is there, and only as a whole word.
#[test]
fn the_check_sees_calques_as_whole_words() {
    assert!(has_phrase("coloque uma Pedra negra", "pedra"));
    assert!(!has_phrase("coloque duas pedras", "pedra"));
    assert!(has_phrase("a 3.ª vez acabou", "ª vez"));
    assert!(!has_phrase("uma ponte", "pont"));
    let rule = Rule {
        concept: "test".into(),
        words: vec!["peça".into()],
        forbidden: vec!["pedra".into()],
        scope: Some(vec!["produto-".into()]),
    };
    assert!(in_scope(&rule, "produto-prompt-first"));
    assert!(!in_scope(&rule, "avanco-prompt"));
    let table =
        "| a | b | c | d | e |\n|---|---|---|---|---|\n| x | peça | pedra, pedras | all | 004 |\n";
    let parsed = rules(table);
    assert_eq!(parsed.len(), 1);
    assert_eq!(parsed[0].forbidden, ["pedra", "pedras"]);
    assert!(parsed[0].scope.is_none());
}

fn said(lang: Lang, id: &str, seat: &str, key: &str) -> String {
    i18n::message(
        lang,
        id,
        &[("seat", Arg::from(seat)), ("seat_key", Arg::from(key))],
    )
}

/// A seat in a sentence takes the article or elision its language needs,
/// chosen by the seat's key.
#[test]
fn seat_names_take_their_article_in_a_sentence() {
    let seat = |lang: Lang, key: &str| i18n::message(lang, &format!("seat-{key}"), &[]);
    let cases = [
        (Lang::Pt, "white", "É a vez das Brancas"),
        (Lang::Pt, "orange", "É a vez do Laranja"),
        (Lang::Pt, "light_blue", "É a vez do Azul-claro"),
        (Lang::Pt, "first", "É a vez do 1.º jogador"),
        (Lang::Fr, "orange", "C'est au tour d'Orange"),
        (Lang::Fr, "white", "C'est au tour des Blancs"),
        (Lang::Fr, "light_blue", "C'est au tour de Bleu clair"),
        (Lang::En, "white", "It's White's turn"),
    ];
    for (lang, key, want) in cases {
        let got = said(lang, "play-not-your-turn", &seat(lang, key), key);
        assert_eq!(got, want, "{lang} {key}");
    }
    let got = said(Lang::Pt, "play-forced-pass", "Negras", "black");
    assert_eq!(
        got,
        "Nenhuma jogada possível para as Negras: a vez passa ao adversário."
    );
    let got = said(Lang::Fr, "play-forced-pass", "Noirs", "black");
    assert_eq!(
        got,
        "Aucun coup possible pour les Noirs\u{202f}: le tour passe à l'adversaire."
    );
}
