//! How the catalogs read to a native speaker, as far as a test can tell
//! (the second review, `shared/notes/reviews/languages-2.md`): a count
//! agrees with its noun for 0, 1, 2 and 5 in every language; Portuguese
//! and French text quotes the command words the parser accepts in that
//! language, not the English ones; French puts a narrow no-break space
//! before `; : ! ? %` and inside « », and writes one kind of apostrophe.
//! The third review (`languages-3.md`) adds: no run of narrow no-break
//! spaces, no `[one]` in Portuguese, no English `on`/`off` in prose, and
//! a slash choice two options share reads for both. The fifth read
//! (`assets/i18n/reviews/languages-4.md`) adds: a slash description of an
//! action says it in the infinitive. The sixth (`languages-5.md`) holds
//! options to the same, and "only N left" is never said of none or one.

use bridges_bot::i18n::{self, catalog_files, Arg, Lang};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use std::collections::{BTreeMap, BTreeSet};

/// Arguments the code passes as numbers wherever a message names them.
/// (A variable a message selects on by plural category or by number is a
/// number there too, whatever its name.)
const NUMBERS: &[&str] = &[
    "count", "points", "rounds", "round", "total", "turns", "tokens", "bridges", "clues", "max",
    "min", "tries", "won", "lost", "wins", "losses", "draws", "games", "cost", "seconds",
    "minutes", "hours", "days", "n", "limit", "cells", "size",
];

/// Numbers that rank rather than count (`second-longest bridge`).
const ORDINALS: &[&str] = &["rank"];

/// Per message: which variables it uses (following message references),
/// and which of them it selects on by plural category or number.
struct Vars {
    all: BTreeSet<String>,
    plural: BTreeSet<String>,
    refs: BTreeSet<String>,
}

fn collect(lang: Lang) -> BTreeMap<String, Vars> {
    let mut own = BTreeMap::new();
    for (file, text) in catalog_files(lang) {
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, e)| panic!("{lang}/{file} does not parse: {e:?}"));
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut v = Vars {
                    all: BTreeSet::new(),
                    plural: BTreeSet::new(),
                    refs: BTreeSet::new(),
                };
                if let Some(p) = &m.value {
                    pattern(p, &mut v);
                }
                own.insert(m.id.name.to_string(), v);
            }
        }
    }
    // Follow references: `{ seat-of }` sees the caller's arguments.
    let ids: Vec<String> = own.keys().cloned().collect();
    let mut out = BTreeMap::new();
    for id in ids {
        let mut v = Vars {
            all: BTreeSet::new(),
            plural: BTreeSet::new(),
            refs: BTreeSet::new(),
        };
        let mut todo = vec![id.clone()];
        let mut seen = BTreeSet::new();
        while let Some(m) = todo.pop() {
            if !seen.insert(m.clone()) {
                continue;
            }
            if let Some(o) = own.get(&m) {
                v.all.extend(o.all.iter().cloned());
                v.plural.extend(o.plural.iter().cloned());
                todo.extend(o.refs.iter().cloned());
            }
        }
        out.insert(id, v);
    }
    out
}

fn pattern(p: &Pattern<&str>, v: &mut Vars) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_vars(expression, v);
        }
    }
}

fn expression_vars(e: &Expression<&str>, v: &mut Vars) {
    match e {
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                let numeric = variants.iter().any(|x| match &x.key {
                    VariantKey::NumberLiteral { .. } => true,
                    VariantKey::Identifier { name } => {
                        matches!(*name, "zero" | "one" | "two" | "few" | "many")
                    }
                });
                if numeric {
                    v.plural.insert(id.name.to_string());
                }
            }
            inline_vars(selector, v);
            for x in variants {
                pattern(&x.value, v);
            }
        }
        Expression::Inline(i) => inline_vars(i, v),
    }
}

fn inline_vars(e: &InlineExpression<&str>, v: &mut Vars) {
    match e {
        InlineExpression::VariableReference { id } => {
            v.all.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            v.refs.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, v);
            }
            for a in &arguments.named {
                inline_vars(&a.value, v);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, v),
        _ => {}
    }
}

/// The words that follow the number `n` standing alone in `text` (`1
/// rondas` → `rondas`).
fn after(text: &str, n: &str) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let digits: Vec<char> = n.chars().collect();
    let mut out = Vec::new();
    for i in 0..chars.len() {
        let end = i + digits.len();
        let alone = chars[i..].starts_with(&digits)
            && (i == 0 || !(chars[i - 1].is_alphanumeric() || matches!(chars[i - 1], ',' | '.')))
            && chars.get(end).is_some_and(|c| c.is_whitespace());
        if !alone {
            continue;
        }
        let word: String = chars[end..]
            .iter()
            .skip_while(|c| c.is_whitespace())
            .take_while(|c| c.is_alphabetic())
            .collect();
        if !word.is_empty() {
            out.push(word.to_lowercase());
        }
    }
    out
}

/// Words that end like a plural and are not one.
const SINGULAR_IN_S: &[&str] = &[
    "s", "is", "as", "was", "has", "vs", "plus", "fois", "pas", "mois", "mês", "lápis", "às",
];

fn looks_plural(lang: Lang, word: &str) -> bool {
    (word.ends_with('s') || (lang == Lang::Fr && word.ends_with('x')))
        && !word.ends_with("ss")
        && !SINGULAR_IN_S.contains(&word)
}

fn render(lang: Lang, id: &str, vars: &BTreeSet<String>, numbers: &[(&str, f64)]) -> String {
    let args: Vec<(&str, Arg)> = vars
        .iter()
        .map(|v| {
            let value = match numbers.iter().find(|(n, _)| n == v) {
                Some((_, x)) => Arg::Number(*x),
                None => Arg::Text("Ann".into()),
            };
            (v.as_str(), value)
        })
        .collect();
    i18n::message(lang, id, &args)
}

/// Every message that takes a number, with 0, 1, 2 and 5 in it, in every
/// language: 1 takes the singular (no "1 rondas"), 2 reads as 5, and 0
/// reads as the plural in English and Portuguese ("0 inscritos": CLDR's
/// Portuguese *one* covers 0, so a message writes `[1]` for exactly one)
/// and as the singular in French ("0 inscrit").
#[test]
fn every_count_agrees_with_its_noun() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (id, v) in collect(lang) {
            let numbers: Vec<&str> = v
                .all
                .iter()
                .filter(|x| NUMBERS.contains(&x.as_str()) || v.plural.contains(*x))
                .filter(|x| !ORDINALS.contains(&x.as_str()))
                .map(String::as_str)
                .collect();
            // A range's ends (`10–36 clues`) agree with the noun together.
            let range = v.all.contains("min") && v.all.contains("max");
            for &var in &numbers {
                if range && matches!(var, "min" | "max") {
                    continue;
                }
                // The other numbers stay at 5.
                let with = |n: f64| {
                    let mut set: Vec<(&str, f64)> = numbers.iter().map(|o| (*o, 5.0)).collect();
                    set.retain(|(o, _)| *o != var);
                    set.push((var, n));
                    render(lang, &id, &v.all, &set)
                };
                let [r0, r1, r2, r5] = [0.0, 1.0, 2.0, 5.0].map(with);
                checked += 1;
                // The words after the number this variable brought (not
                // after the same digit written in the message itself).
                let nouns = |text: &str, n: &str| {
                    let literal = after(&r5, n);
                    let mut words = after(text, n);
                    words.retain(|w| !literal.contains(w));
                    words
                };
                // 1 takes the singular.
                for w in nouns(&r1, "1") {
                    if looks_plural(lang, &w) {
                        wrong.push(format!("{lang} {id} (${var} = 1): {r1}"));
                    }
                }
                // 2 reads as 5; 0 as 5 in English and Portuguese ("0
                // inscritos") and as 1 in French ("0 inscrit").
                let plural = after(&r5, "5");
                let singular = after(&r1, "1");
                for w in nouns(&r2, "2") {
                    if !plural.contains(&w) {
                        wrong.push(format!("{lang} {id} (${var} = 2): {r2}  ≠  {r5}"));
                    }
                }
                let (like, like_text) = match lang {
                    Lang::Fr => (&singular, &r1),
                    _ => (&plural, &r5),
                };
                for w in nouns(&r0, "0") {
                    if !like.contains(&w) {
                        wrong.push(format!("{lang} {id} (${var} = 0): {r0}  ≠  {like_text}"));
                    }
                }
            }
        }
    }
    assert!(checked > 100, "only {checked} counts checked");
    assert!(
        wrong.is_empty(),
        "{} counts disagree with their nouns:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// The catalog text of every message of `lang`, (id, value with its
/// variants), comments left out.
fn texts(lang: Lang) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for (_, text) in catalog_files(lang) {
        let resource = fluent_syntax::parser::parse(*text).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut s = String::new();
                if let Some(p) = &m.value {
                    pattern_text(p, &mut s);
                }
                out.push((m.id.name.to_string(), s));
            }
        }
    }
    out
}

/// A pattern's own text; a placeable reads `{…}` (its variants' text
/// follows, each on its own line).
fn pattern_text(p: &Pattern<&str>, out: &mut String) {
    for e in &p.elements {
        match e {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    out.push_str("{…}");
                    for v in variants {
                        out.push('\n');
                        pattern_text(&v.value, out);
                    }
                    out.push('\n');
                }
                Expression::Inline(InlineExpression::StringLiteral { value }) => {
                    out.push_str(value)
                }
                Expression::Inline(InlineExpression::VariableReference { id })
                    if id.name == "prefix" =>
                {
                    out.push('!')
                }
                Expression::Inline(_) => out.push_str("{…}"),
            },
        }
    }
}

/// The spans between backticks: what players type.
fn code_spans(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

/// English command words, subcommands and option words that have a word
/// of their own in Portuguese and French.
const ENGLISH: &[&str] = &[
    "challenge",
    "accept",
    "decline",
    "cancel",
    "games",
    "play",
    "ai",
    "play-ai",
    "hint",
    "analyse",
    "board",
    "score",
    "record",
    "legal",
    "resign",
    "draw",
    "stats",
    "rules",
    "help",
    "abort",
    "time",
    "adjourn",
    "resume",
    "notify",
    "mygames",
    "language",
    "leaderboard",
    "tournament",
    "standings",
    "history",
    "replay",
    "hand",
    "undo",
    "move",
    "place",
    "bridge",
    "pass",
    "end",
    "swap",
    "create",
    "join",
    "leave",
    "start",
    "withdraw",
    "remove",
    "role",
    "show",
    "export",
    "swiss",
    "roundrobin",
    "clock",
    "starts",
    "size",
    "level",
    "thread",
    "unrated",
    "rated",
    "random",
    "clues",
    "turn",
    "cost",
    "regular",
    "irregular",
    "candidates",
    "study",
    "on",
    "off",
    "channel",
    "dm",
    "new",
    "quit",
    "lang",
    "cell",
    "room",
    "yes",
    "orange",
    "blue",
    "white",
    "black",
    "first",
    "second",
];

/// Words English shares with a language, which its parser accepts as they
/// are.
fn shared(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Fr => &[
            "max", "pause", "double", "notation", "normal", "blitz", "orange", "score", "stats",
            "second",
        ],
        _ => &["max", "blitz", "normal"],
    }
}

/// Record lines keep their English words in every language (`size 7`,
/// `time`): messages about a record quote them as the record has them.
const RECORD_WORDS: &[(&str, &str)] = &[
    ("bridges-option-size", "size"),
    ("rastros-no-option", "size"),
    ("numbridge-time-not-played", "time"),
];

/// Portuguese and French text quotes the words players of that language
/// type (`!aceitar`, `estudo`, `pendule 3j`), never the English ones.
#[test]
fn portuguese_and_french_quote_their_own_command_words() {
    let mut wrong = Vec::new();
    for lang in [Lang::Pt, Lang::Fr] {
        for (id, text) in texts(lang) {
            for span in code_spans(&text) {
                for word in span
                    .split(|c: char| !(c.is_alphanumeric() || c == '-'))
                    .filter(|w| !w.is_empty())
                {
                    let w = word.to_lowercase();
                    let english = ENGLISH.contains(&w.as_str())
                        && !shared(lang).contains(&w.as_str())
                        && !RECORD_WORDS.contains(&(id.as_str(), w.as_str()));
                    // French writes days `j`: `3j`, not `3d`.
                    let days = lang == Lang::Fr
                        && w.len() > 1
                        && w.ends_with('d')
                        && w[..w.len() - 1].bytes().all(|b| b.is_ascii_digit());
                    if english || days {
                        wrong.push(format!("{lang} {id}: `{span}` ({word})"));
                    }
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} English words in Portuguese and French text:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// French puts a narrow no-break space (U+202F) before `; : ! ? %`, after
/// `n°` and inside « », and writes one apostrophe, `'`.
#[test]
fn french_typography_holds() {
    const NNBSP: char = '\u{202f}';
    let mut wrong = Vec::new();
    for (id, text) in texts(Lang::Fr) {
        // What players type and Discord's timestamps keep their own marks.
        let mut prose = String::new();
        for (i, part) in text.split('`').enumerate() {
            prose.push_str(if i % 2 == 0 { part } else { "x" });
        }
        let prose = strip_between(&prose, '<', '>');
        let chars: Vec<char> = prose.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let before = i.checked_sub(1).map(|j| chars[j]);
            let after = chars.get(i + 1).copied();
            let ends = after.is_none_or(|a| a.is_whitespace() || "\")*»".contains(a));
            let bad = match c {
                ';' | '!' | '?' | ':' => {
                    ends && before.is_some_and(|b| b != NNBSP && !";:!?…(".contains(b))
                }
                // `65 %` as `65 :` (the third review).
                '%' => before != Some(NNBSP),
                // `n° 7` keeps its number on the same line (the fourth read).
                '°' => before.is_some_and(|b| b == 'n' || b == 'N') && after != Some(NNBSP),
                '«' => after != Some(NNBSP),
                '»' => before != Some(NNBSP),
                '\u{2019}' => true,
                _ => false,
            };
            if bad {
                let at: String = chars[i.saturating_sub(20)..(i + 5).min(chars.len())]
                    .iter()
                    .collect();
                wrong.push(format!("{id}: …{at}…"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} marks without their narrow no-break space, or curly apostrophes:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// `text` without what lies between `open` and `close` (both kept).
fn strip_between(text: &str, open: char, close: char) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in text.chars() {
        if c == open {
            inside = true;
            out.push(c);
        } else if c == close && inside {
            inside = false;
            out.push(c);
        } else if !inside {
            out.push(c);
        }
    }
    out
}

use crate::common::{ann, Harness};

/// Every command a Portuguese or French message quotes (`!torneio criar`,
/// `!rappels mp`) is one the bot reads: its first word is a command and,
/// for a tournament, its second word one of `!tournament`'s.
#[test]
fn quoted_commands_are_commands_the_bot_reads() {
    let mut checked = 0;
    let mut wrong = Vec::new();
    for lang in [Lang::Pt, Lang::Fr] {
        let h = Harness::with(|c| c.language = lang.code().into());
        let mut seen = BTreeSet::new();
        for (id, text) in texts(lang) {
            for span in code_spans(&text) {
                let Some(command) = span.strip_prefix('!') else {
                    continue;
                };
                let mut words = command.split_whitespace();
                let Some(verb) = words.next() else { continue };
                let sub = words.next().unwrap_or("");
                for verb in verb.split('|') {
                    // `!torneio inscrever|sair|iniciar`: every choice.
                    let subs: Vec<&str> = if matches!(verb, "torneio" | "tournoi") {
                        sub.split('|').filter(|s| !s.starts_with('@')).collect()
                    } else {
                        vec![""]
                    };
                    for sub in subs {
                        let typed = format!("!{verb} {sub}");
                        if !seen.insert(typed.clone()) {
                            continue;
                        }
                        checked += 1;
                        let reply: String = h
                            .say(&ann(), typed.trim())
                            .iter()
                            .map(|r| r.text.to_string())
                            .collect();
                        let unknown = i18n::message(
                            lang,
                            "play-not-a-command",
                            &[("word", Arg::from(verb)), ("prefix", Arg::from("!"))],
                        );
                        let not_sub =
                            i18n::message(lang, "tournament-usage", &[("word", Arg::from(sub))]);
                        if reply.contains(&unknown) || (!sub.is_empty() && reply.contains(&not_sub))
                        {
                            wrong.push(format!("{lang} {id}: `{typed}` → {reply}"));
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 30, "only {checked} commands checked");
    assert!(
        wrong.is_empty(),
        "{} quoted commands the bot does not read:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// The third review (`shared/notes/reviews/languages-3.md`): a run of
/// narrow no-break spaces shows as a wide gap (`«     Rules     »`); one
/// is the most a mark takes, in every language.
#[test]
fn no_run_of_narrow_no_break_spaces() {
    let mut wrong = Vec::new();
    for lang in Lang::ALL {
        for (id, text) in texts(lang) {
            if text.contains("\u{202f}\u{202f}") {
                wrong.push(format!("{lang} {id}: {text:?}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} messages with two or more U+202F in a row:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// European Portuguese counts 0 in the plural ("0 jogadas") while CLDR's
/// Portuguese *one* takes 0 too: a message says `[1]` for exactly one,
/// never `[one]`.
#[test]
fn portuguese_selects_exactly_one_with_1_not_one() {
    let mut wrong = Vec::new();
    for (file, text) in catalog_files(Lang::Pt) {
        let resource = fluent_syntax::parser::parse(*text)
            .unwrap_or_else(|(_, e)| panic!("pt/{file} does not parse: {e:?}"));
        for entry in resource.body {
            if let Entry::Message(m) = entry {
                let mut keys = Vec::new();
                if let Some(p) = &m.value {
                    variant_keys(p, &mut keys);
                }
                if keys.iter().any(|k| k == "one") {
                    wrong.push(format!("pt/{file} {}", m.id.name));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "`[one]` in Portuguese:\n{}",
        wrong.join("\n")
    );
}

/// The identifier keys of every selector in `p` (`one`, `other`, `orange`).
fn variant_keys(p: &Pattern<&str>, out: &mut Vec<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable {
            expression: Expression::Select { variants, .. },
        } = e
        {
            for v in variants {
                if let VariantKey::Identifier { name } = &v.key {
                    out.push(name.to_string());
                }
                variant_keys(&v.value, out);
            }
        }
    }
}

/// `on` and `off` are English in a sentence as much as in a quoted
/// command ("off: sem sala"): Portuguese and French prose says
/// *ligado*/*desligar*, *activé*/*désactiver*. French *on* is a pronoun
/// ("on ne prend qu'en diagonale"); it is English only as a label, before
/// `:`, `/` or `|`.
#[test]
fn no_english_on_or_off_in_portuguese_and_french_prose() {
    let mut wrong = Vec::new();
    for lang in [Lang::Pt, Lang::Fr] {
        for (id, text) in texts(lang) {
            let mut prose = String::new();
            for (i, part) in text.split('`').enumerate() {
                prose.push_str(if i % 2 == 0 { part } else { " " });
            }
            for (at, word) in words(&prose) {
                let next = prose[at + word.len()..]
                    .chars()
                    .find(|c| !c.is_whitespace());
                let english = match word.to_lowercase().as_str() {
                    "off" => true,
                    "on" => lang == Lang::Pt || next.is_some_and(|c| ":/|".contains(c)),
                    _ => false,
                };
                if english {
                    wrong.push(format!("{lang} {id}: {text:?}"));
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "English on/off in Portuguese and French text:\n{}",
        wrong.join("\n")
    );
}

/// The words of `text` (runs of letters and digits) with where each starts.
fn words(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (c.is_alphanumeric(), start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push((s, &text[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// A slash choice two commands share shows one label for both (`off`:
/// `/notify` and `/room`; `blitz`: `/room` and a challenge's variant). So
/// that the label reads for each, it is also what the bot reads: typed
/// after each command that takes the choice as its one word (`!sala
/// desligar`, `!rappels désactiver`), the label does what the choice does.
#[test]
fn a_slash_choice_shared_by_two_commands_reads_for_both() {
    use bridges_bot::commands::{choice_label, localized_name, slash_commands};
    let commands = slash_commands();
    // Every choice value with the commands that offer it.
    let mut offered: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for c in &commands {
        let options = c
            .options
            .iter()
            .chain(c.subcommands.iter().flat_map(|s| &s.options));
        for o in options {
            for &value in o.choices {
                offered.entry(value).or_default().insert(c.name);
            }
        }
    }
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (value, names) in offered.iter().filter(|(_, names)| names.len() > 1) {
        // A command whose one option is the choice takes it as one word.
        let typed_whole = names.iter().filter(|name| {
            commands
                .iter()
                .any(|c| c.name == **name && c.options.len() == 1 && c.subcommands.is_empty())
        });
        for name in typed_whole {
            for lang in [Lang::Pt, Lang::Fr] {
                let label = choice_label(value, lang).to_lowercase();
                let command = localized_name(name, lang);
                let want = said_first(lang, &format!("!{name} {value}"));
                let got = said_first(lang, &format!("!{command} {label}"));
                checked += 1;
                if got != want {
                    wrong.push(format!(
                        "{lang} /{name} {value} reads `{label}`: `!{command} {label}` → {got}\n    (`!{name} {value}` → {want})"
                    ));
                }
            }
        }
    }
    assert!(checked >= 4, "only {checked} shared choices checked");
    assert!(
        wrong.is_empty(),
        "shared slash choices whose label does not read for every command:\n{}",
        wrong.join("\n")
    );
}

/// What a server manager's `text` gets as the first thing said on a new
/// server in `lang`.
fn said_first(lang: Lang, text: &str) -> String {
    let h = Harness::with(|c| c.language = lang.code().into());
    h.bot
        .handle(bridges_bot::commands::Request {
            is_manager: true,
            ..crate::common::text_request(crate::common::CH, &ann(), text)
        })
        .iter()
        .map(|r| r.text.to_string())
        .collect()
}

/// Is `word` (a description's first word) an infinitive in `lang`:
/// Portuguese *Colocar*, *Pedir*, *Propor*, *Inscrever-se*; French
/// *Poser*, *Finir*, *Reprendre*, *S'inscrire*?
fn is_infinitive(lang: Lang, word: &str) -> bool {
    let word = word.to_lowercase();
    match lang {
        Lang::Pt => word.strip_suffix("-se").unwrap_or(&word).ends_with('r'),
        _ => {
            let verb = word.strip_prefix("s'").unwrap_or(&word);
            verb.ends_with('r') || verb.ends_with("re")
        }
    }
}

/// The third review: a slash command's description that names an action
/// says it in the infinitive in Portuguese and French ("Colocar uma peça",
/// "Poser un jeton"), never the imperative ("Coloque", "Posez") or a bare
/// clause ("Onde pode jogar"); a description that names what a command
/// shows ("O registo do jogo…") stays a noun phrase. The English verb
/// tells which descriptions name an action; options are held the same way.
#[test]
fn slash_command_descriptions_name_their_action_in_the_infinitive() {
    use bridges_bot::commands::slash_commands;
    const ACTIONS: &[&str] = &[
        "Accept",
        "Bridge",
        "Cancel",
        "Challenge",
        "Change",
        "Create",
        "Decline",
        "End",
        "Exchange",
        "Let",
        "Make",
        "Offer",
        "Pass",
        "Place",
        "Plan",
        "Play",
        "Register",
        "Remove",
        "Resign",
        "Restart",
        "Show",
        "Start",
        "Stop",
        "Suggest",
        "Take",
        "Withdraw",
    ];
    // Each command and subcommand: its name, and its description in en,
    // pt and fr.
    let mut described: Vec<(String, [String; 3])> = Vec::new();
    // Their options too: an option whose English names an action ("Change
    // both players' ratings", "Start by itself after this delay") is said
    // in the infinitive as well (the fifth review: pt "Conta para o rating",
    // "Começa automaticamente").
    for c in slash_commands() {
        for sub in &c.subcommands {
            let said = [Lang::En, Lang::Pt, Lang::Fr].map(|l| c.sub_description(sub.name, l));
            described.push((format!("{} {}", c.name, sub.name), said));
            for o in &sub.options {
                let said = [Lang::En, Lang::Pt, Lang::Fr]
                    .map(|l| c.sub_option_description(sub.name, o.name, l));
                described.push((format!("{} {} {}", c.name, sub.name, o.name), said));
            }
        }
        let said = [Lang::En, Lang::Pt, Lang::Fr].map(|l| c.description(l));
        described.push((c.name.to_string(), said));
        for o in &c.options {
            let said = [Lang::En, Lang::Pt, Lang::Fr].map(|l| c.option_description(o.name, l));
            described.push((format!("{} {}", c.name, o.name), said));
        }
    }
    let mut checked = 0;
    let mut wrong = Vec::new();
    for (name, [english, pt, fr]) in &described {
        let verb = english.split_whitespace().next().unwrap_or_default();
        if !ACTIONS.contains(&verb) {
            continue;
        }
        for (lang, text) in [(Lang::Pt, pt), (Lang::Fr, fr)] {
            let mut words = text.split_whitespace();
            let mut first = words.next().unwrap_or_default();
            if matches!(first, "Não" | "Ne") {
                first = words.next().unwrap_or_default();
            }
            checked += 1;
            if !is_infinitive(lang, first) {
                wrong.push(format!("{lang} /{name}: \"{text}\" (en \"{english}\")"));
            }
        }
    }
    assert!(checked >= 60, "only {checked} descriptions checked");
    assert!(
        wrong.is_empty(),
        "slash descriptions of an action not in the infinitive:\n{}",
        wrong.join("\n")
    );
    assert!(is_infinitive(Lang::Pt, "Inscrever-se") && !is_infinitive(Lang::Pt, "Coloque"));
    assert!(is_infinitive(Lang::Fr, "S'inscrire") && !is_infinitive(Lang::Fr, "Posez"));
}

/// The sixth read (`assets/i18n/reviews/languages-5.md`): asking for more
/// vacation than is left says "none left" when none is, and "only one"
/// with the word, never "só tem 0 dias" or "il ne vous en reste que 0".
#[test]
fn too_long_a_vacation_says_none_left_and_only_one_in_words() {
    let said = |lang: Lang, left: f64| {
        i18n::message(
            lang,
            "vacation-too-long",
            &[("asked", Arg::Number(3.0)), ("days", Arg::Number(left))],
        )
    };
    for lang in [Lang::Pt, Lang::Fr] {
        let none = said(lang, 0.0);
        assert!(!none.contains('0'), "{lang}: {none}");
        let one = said(lang, 1.0);
        assert!(
            !one.contains("que 1") && !one.contains("restam 1"),
            "{lang}: {one}"
        );
        let two = said(lang, 2.0);
        assert!(two.contains('2'), "{lang}: {two}");
    }
    assert_eq!(
        said(Lang::Fr, 1.0),
        "Vous demandez 3 jours de vacances, mais il ne vous en reste qu'un cette année"
    );
    assert_eq!(
        said(Lang::Pt, 0.0),
        "Pediu 3 dias de férias, mas já não lhe resta nenhum este ano"
    );
}
