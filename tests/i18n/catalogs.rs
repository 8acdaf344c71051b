//! The message catalogs: every language has every message, with the same
//! arguments, and every message the code asks for exists.

use bridges_bot::i18n::{self, catalog_files, Lang};
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};

/// Arguments a language may use for its own grammar while others ignore
/// them: the seat's key, which chooses "das Brancas" or "d'Orange".
const GRAMMAR_ONLY: &[&str] = &["seat_key"];

/// Message id → the variables it uses (`$name`), for one language,
/// counting those of the messages it refers to (`{ seat-of }` sees the
/// caller's arguments).
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let own = own_vars(lang);
    own.keys()
        .map(|id| {
            let mut vars = BTreeSet::new();
            let mut seen = BTreeSet::new();
            let mut todo = vec![id.clone()];
            while let Some(m) = todo.pop() {
                if !seen.insert(m.clone()) {
                    continue;
                }
                if let Some((v, refs)) = own.get(&m) {
                    vars.extend(v.iter().cloned());
                    todo.extend(refs.iter().cloned());
                }
            }
            // `$seat_the` and `$seat_of` are the seat in a sentence, made
            // from the `seat_key` the caller gives with the seat's name.
            if vars.remove("seat_the") | vars.remove("seat_of") {
                vars.insert("seat".to_string());
                vars.insert("seat_key".to_string());
            }
            (id.clone(), vars)
        })
        .collect()
}

/// The variables a message's arguments must hold, whatever a language's
/// grammar adds.
fn shared_vars(vars: &BTreeSet<String>) -> BTreeSet<String> {
    vars.iter()
        .filter(|v| !GRAMMAR_ONLY.contains(&v.as_str()))
        .cloned()
        .collect()
}

type Vars = (BTreeSet<String>, BTreeSet<String>);

/// Message id → (its own variables, the messages it refers to).
fn own_vars(lang: Lang) -> BTreeMap<String, Vars> {
    let mut out = BTreeMap::new();
    for (file, text) in catalog_files(lang) {
        let resource = fluent_syntax::parser::parse(*text).unwrap_or_else(|(_, errors)| {
            panic!("{lang}/{file} does not parse: {errors:?}");
        });
        for entry in resource.body {
            match entry {
                Entry::Message(m) => {
                    let mut vars = (BTreeSet::new(), BTreeSet::new());
                    if let Some(p) = &m.value {
                        pattern_vars(p, &mut vars);
                    }
                    for a in &m.attributes {
                        pattern_vars(&a.value, &mut vars);
                    }
                    let id = m.id.name.to_string();
                    assert!(
                        out.insert(id.clone(), vars).is_none(),
                        "{lang}/{file}: message `{id}` is defined twice"
                    );
                }
                Entry::Term(t) => {
                    let mut vars = (BTreeSet::new(), BTreeSet::new());
                    pattern_vars(&t.value, &mut vars);
                    out.insert(format!("-{}", t.id.name), vars);
                }
                Entry::Junk { content } => panic!("{lang}/{file}: unreadable entry: {content}"),
                _ => {}
            }
        }
    }
    out
}

fn pattern_vars(p: &Pattern<&str>, vars: &mut Vars) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &Expression<&str>, vars: &mut Vars) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(e: &InlineExpression<&str>, vars: &mut Vars) {
    match e {
        InlineExpression::VariableReference { id } => {
            vars.0.insert(id.name.to_string());
        }
        InlineExpression::MessageReference { id, .. } => {
            vars.1.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
            for a in &arguments.named {
                inline_vars(&a.value, vars);
            }
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

#[test]
fn every_language_has_the_same_messages_with_the_same_arguments() {
    let english = messages(Lang::En);
    assert!(!english.is_empty());
    for lang in [Lang::Pt, Lang::Fr] {
        let other = messages(lang);
        let missing: Vec<_> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        let extra: Vec<_> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{lang} has messages English lacks: {extra:?}"
        );
        for (id, vars) in &english {
            assert_eq!(
                shared_vars(&other[id]),
                shared_vars(vars),
                "{lang}: message `{id}` takes other arguments than in English"
            );
        }
    }
}

#[test]
fn every_language_has_the_same_catalog_files() {
    let names = |l: Lang| catalog_files(l).iter().map(|(n, _)| *n).collect::<Vec<_>>();
    for lang in Lang::ALL {
        assert_eq!(names(lang), names(Lang::En), "{lang}");
    }
}

/// Every `t!(lang, "id"` and `msg!("id"` in the source names a message
/// English has.
#[test]
fn every_message_the_code_asks_for_exists() {
    let english = messages(Lang::En);
    let mut asked = 0;
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            // The macro's own home only shows it in its docs.
            if path.extension().is_none_or(|e| e != "rs")
                || path.ends_with("i18n/mod.rs")
                || path.ends_with("i18n/msg.rs")
            {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let calls = text.match_indices("t!(").chain(text.match_indices("msg!("));
            for (i, _) in calls {
                // `t!(`, not the end of `format!(`.
                let before = text[..i].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                // `t!(lang, "id"…`: the first string literal after the call.
                let rest = &text[i..];
                let Some(q) = rest.find('"') else { continue };
                if rest[..q].contains(')') || rest[..q].contains(';') {
                    continue; // not a t! call with a literal id
                }
                let id: String = rest[q + 1..].chars().take_while(|c| *c != '"').collect();
                assert!(
                    english.contains_key(&id),
                    "{}: t!(…, \"{id}\") names no message",
                    path.display()
                );
                asked += 1;
            }
        }
    }
    assert!(
        asked > 0,
        "the scan found no t! call: is it looking in the right place?"
    );
}

/// A seat in a sentence takes the article or elision its language needs
/// from its own messages: every seat of every game has them in every
/// language (a missing one would fall back to English).
#[test]
fn every_seat_of_every_game_has_its_articles_in_every_language() {
    for kind in bridges_bot::games::Kind::ALL {
        for seat in kind.seats() {
            for lang in Lang::ALL {
                for form in ["the", "of"] {
                    let id = format!("seat-{}-{form}", seat.key);
                    assert!(i18n::has_message(lang, &id), "{lang} lacks {id} ({kind})");
                }
            }
            // `seat-of` says it with the seat's own article.
            let of = |lang| {
                i18n::message(
                    lang,
                    "seat-of",
                    &[
                        ("seat", i18n::Arg::from(seat.name)),
                        ("seat_key", i18n::Arg::from(seat.key)),
                    ],
                )
            };
            let own = |lang| i18n::message(lang, &format!("seat-{}-of", seat.key), &[]);
            for lang in [Lang::Pt, Lang::Fr] {
                assert_eq!(of(lang), own(lang), "{lang} {}", seat.key);
                assert_ne!(of(lang), seat.local_name(lang), "{lang} {}", seat.key);
            }
        }
    }
}

/// A game's own catalog file is named by its registry entry and loaded in
/// every language.
#[test]
fn every_game_brings_its_own_catalog_file() {
    for lang in Lang::ALL {
        let names: Vec<&str> = catalog_files(lang).iter().map(|(n, _)| *n).collect();
        for kind in bridges_bot::games::Kind::ALL {
            let file = kind.info().catalog.file;
            assert_eq!(
                names.iter().filter(|n| **n == file).count(),
                1,
                "{lang}: {file} of {kind}"
            );
        }
    }
}

/// The game texts are looked up by the game's key.
#[test]
fn every_game_has_its_name_summary_moves_and_rules_in_every_language() {
    for lang in Lang::ALL {
        for kind in bridges_bot::games::Kind::ALL {
            for what in ["game", "summary", "moves", "rules"] {
                let id = format!("{what}-{}", kind.key());
                assert!(i18n::has_message(lang, &id), "{lang} lacks {id}");
            }
            for seat in kind.seats() {
                let id = format!("seat-{}", seat.key);
                assert!(i18n::has_message(lang, &id), "{lang} lacks {id}");
            }
        }
    }
}

/// A game with hands words its hand itself (`hand-button-place-KEY`:
/// `Place 7`), in its own catalog file, in every language; and the words
/// of what its hand offers besides, where it offers it (seen at the
/// start: an exchange of the hand, a clue paid with a tile, a cell's
/// close-up).
#[test]
fn every_game_with_hands_words_its_hand_in_its_own_catalog() {
    use bridges_bot::games::view::Focus;
    use bridges_bot::games::{Kind, ViewCtx, HAND_WORDS};
    let with_hands: Vec<Kind> = Kind::ALL.into_iter().filter(|k| k.info().hands).collect();
    assert!(!with_hands.is_empty(), "no game with hands to check");
    for kind in with_hands {
        let info = kind.info();
        let game = kind.new_game(&[]).unwrap();
        let seat = game.to_move().unwrap();
        let mut words = HAND_WORDS.to_vec();
        if game.choices().iter().any(|c| c == "swap") {
            words.push("hand-button-swap");
        }
        if game.click_actions(seat).iter().any(|a| a.ask.is_some()) {
            words.extend(["hand-button-clue", "hand-clue-note"]);
        }
        let ctx = ViewCtx::public(["", ""]);
        if game.close_up(Focus::Cell("A1"), &ctx).is_some() {
            words.extend(["hand-button-look", "hand-look-row"]);
        }
        for lang in Lang::ALL {
            let own = catalog_files(lang)
                .iter()
                .find(|(name, _)| *name == info.catalog.file)
                .map(|(_, text)| *text)
                .unwrap();
            for word in &words {
                let id = format!("{word}-{}", kind.key());
                assert!(
                    own.lines().any(|l| l.starts_with(&format!("{id} ="))),
                    "{lang}: {} lacks {id}",
                    info.catalog.file
                );
            }
        }
    }
}

#[test]
fn decimals_are_written_as_each_language_writes_them() {
    assert_eq!(i18n::decimal(Lang::En, 12.34, 1), "12.3");
    assert_eq!(i18n::decimal(Lang::Pt, 12.34, 1), "12,3");
    assert_eq!(i18n::decimal(Lang::Fr, 0.05, 2), "0,05");
}

#[test]
fn languages_parse_from_codes_locales_and_names() {
    assert_eq!(Lang::parse("pt"), Some(Lang::Pt));
    assert_eq!(Lang::parse("pt-BR"), Some(Lang::Pt));
    assert_eq!(Lang::parse("Português"), Some(Lang::Pt));
    assert_eq!(Lang::parse("fr_CA"), Some(Lang::Fr));
    assert_eq!(Lang::parse("français"), Some(Lang::Fr));
    assert_eq!(Lang::parse("EN"), Some(Lang::En));
    assert_eq!(Lang::parse("de"), None);
    assert_eq!(Lang::from_discord_locale("pt-BR"), Some(Lang::Pt));
    assert_eq!(Lang::from_discord_locale("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_discord_locale("es-ES"), None);
}

#[test]
fn a_message_reads_in_each_language() {
    assert_eq!(
        i18n::message(Lang::En, "seat-light_blue", &[]),
        "Light Blue"
    );
    assert_eq!(
        i18n::message(Lang::Pt, "seat-light_blue", &[]),
        "Azul-claro"
    );
    assert_eq!(
        i18n::message(Lang::Fr, "seat-light_blue", &[]),
        "Bleu clair"
    );
    assert_eq!(i18n::message(Lang::Pt, "game-bridges", &[]), "Pontes");
    // An unknown id falls back to itself rather than losing the reply.
    assert_eq!(
        i18n::message(Lang::Fr, "no-such-message", &[]),
        "no-such-message"
    );
}

use crate::common;
use common::{ann, Harness};

#[test]
fn the_configured_language_speaks_the_rules_and_the_games() {
    let h = Harness::with(|c| c.language = "pt".into());
    let rules = h.one(&ann(), "!rules");
    assert!(rules.starts_with("**Pontes** em resumo"), "{rules}");
    assert!(rules.contains("Laranja"), "{rules}");
    let games = h.one(&ann(), "!games");
    assert!(
        games.starts_with("Jogos disponíveis (`!desafiar"),
        "{games}"
    );
    assert!(games.contains("**Pontes**"), "{games}");
    assert!(
        games.contains("quanto mais comprida a ponte, mais pontos vale"),
        "{games}"
    );
    let h = Harness::with(|c| c.language = "fr".into());
    assert!(h
        .one(&ann(), "!rules avanco")
        .starts_with("**Avanço** en bref"));
    assert!(h
        .one(&ann(), "!rules rastros")
        .contains("Qui ne peut plus jouer perd"));
}

#[test]
fn a_config_with_an_unknown_language_is_refused_with_the_choices() {
    let Err(err) = bridges_bot::config::Config::parse("language = \"de\"") else {
        panic!("a config with language = \"de\" was accepted");
    };
    assert!(
        err.to_string().contains("language must be en, pt or fr"),
        "{err}"
    );
}

mod language_setting {
    use super::common::{ann, bob, text_request, Harness, CH};
    use bridges_bot::commands::{Input, OptionValue, Request};

    fn say(
        h: &Harness,
        user: &bridges_bot::commands::User,
        text: &str,
        manager: bool,
        locale: Option<&str>,
    ) -> String {
        let replies = h.bot.handle(Request {
            is_manager: manager,
            can_manage_events: false,
            roles: Vec::new(),
            locale: locale.map(str::to_string),
            ..text_request(CH, user, text)
        });
        replies
            .iter()
            .map(|r| r.text.to_string())
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn a_manager_sets_the_server_language_and_it_outranks_discord_and_the_config() {
        let h = Harness::new();
        // Nothing set: Discord's locale of the request decides.
        assert!(say(&h, &ann(), "!rules", false, Some("fr")).starts_with("**Ponts** en bref"));
        assert!(say(&h, &ann(), "!rules", false, Some("de")).starts_with("**Bridges** in short"));
        let t = say(&h, &ann(), "!language", false, Some("pt-BR"));
        assert!(
            t.contains("Língua aqui: Português, a do seu Discord"),
            "{t}"
        );
        // Only a manager may change it; the refusal says who may.
        let t = say(&h, &bob(), "!language pt", false, None);
        assert!(t.contains("Only members who can manage the server"), "{t}");
        let t = say(&h, &ann(), "!language pt", true, Some("en-US"));
        assert!(
            t.contains("a língua deste servidor passa a ser Português"),
            "{t}"
        );
        // The server's setting wins over each player's Discord locale, and
        // lasts over a restart.
        let h = h.restart();
        assert!(say(&h, &bob(), "!rules", false, Some("fr")).starts_with("**Pontes** em resumo"));
        let t = say(&h, &ann(), "!language", false, Some("fr"));
        assert!(t.contains("Língua neste servidor: Português"), "{t}");
        // `auto` hands the choice back to Discord.
        let t = say(&h, &ann(), "!language auto", true, Some("fr"));
        assert!(t.contains("Je suis maintenant la langue Discord"), "{t}");
        assert!(say(&h, &bob(), "!rules", false, Some("en-GB")).starts_with("**Bridges** in short"));
        // A language we don't speak: what was wrong and what would be right.
        let t = say(&h, &ann(), "!language klingon", true, None);
        assert!(
            t.contains("`klingon` is not a language I speak: choose en, pt, fr or auto"),
            "{t}"
        );
    }

    #[test]
    fn the_slash_command_sets_it_too() {
        let h = Harness::new();
        let replies = h.bot.handle(Request {
            is_manager: true,
            can_manage_events: false,
            roles: Vec::new(),
            locale: Some("en-US".into()),
            input: Input::Slash {
                name: "language".into(),
                options: vec![("choose".into(), OptionValue::Str("fr".into()))],
            },
            ..text_request(CH, &ann(), "")
        });
        assert!(
            replies[0]
                .text
                .contains("la langue de ce serveur est désormais Français"),
            "{}",
            replies[0].text
        );
        assert!(say(&h, &bob(), "!rules avanco", false, None).starts_with("**Avanço** en bref"));
    }
}

/// Every slash command, option and choice has its words in every
/// language, within Discord's limits, and localised names are valid
/// Discord names, unique where Discord needs them to be.
#[test]
fn slash_commands_are_localised_within_discords_limits() {
    use bridges_bot::commands::{choice_label, localized_name, localized_sub_name, slash_commands};
    let valid_name = |n: &str| {
        (1..=32).contains(&n.chars().count())
            && n.chars()
                .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
            && n.to_lowercase() == n
    };
    for lang in Lang::ALL {
        let mut command_names = BTreeSet::new();
        for c in slash_commands() {
            let id = format!("slash-{}", c.name);
            assert!(i18n::has_message(lang, &id), "{lang} lacks {id}");
            let d = c.description(lang);
            assert!((1..=100).contains(&d.chars().count()), "{lang} {id}: {d}");
            let name = localized_name(c.name, lang);
            assert!(valid_name(&name), "{lang}: /{} is named `{name}`", c.name);
            assert!(
                command_names.insert(name.clone()),
                "{lang}: two commands named {name}"
            );
            let mut option_names = BTreeSet::new();
            for o in &c.options {
                let own = format!("slash-{}-{}", c.name, o.name);
                let shared = format!("slash-opt-{}", o.name);
                assert!(
                    i18n::has_message(lang, &own) || i18n::has_message(lang, &shared),
                    "{lang} lacks {own} (or {shared})"
                );
                let d = c.option_description(o.name, lang);
                assert!((1..=100).contains(&d.chars().count()), "{lang} {own}: {d}");
                let name = localized_name(o.name, lang);
                assert!(
                    valid_name(&name),
                    "{lang}: option {} is named `{name}`",
                    o.name
                );
                assert!(
                    option_names.insert(name),
                    "{lang}: /{} has two options named alike",
                    c.name
                );
                for choice in o.choices {
                    let label = choice_label(choice, lang);
                    assert!(
                        (1..=100).contains(&label.chars().count()) && !label.starts_with("choice-"),
                        "{lang}: choice {choice} of {own} reads `{label}`"
                    );
                }
            }
        }
    }
    // The Portuguese client shows Portuguese.
    let challenge = slash_commands()
        .into_iter()
        .find(|c| c.name == "challenge")
        .unwrap();
    assert_eq!(localized_name("challenge", Lang::Pt), "desafiar");
    assert!(challenge
        .description(Lang::Pt)
        .starts_with("Desafiar alguém"));
    assert_eq!(choice_label("blue", Lang::Fr), "Bleu clair");
    assert_eq!(choice_label("bridges", Lang::Pt), "Pontes");
    // Subcommands (`/nb colocar`) are unique and valid too.
    for lang in Lang::ALL {
        for c in slash_commands() {
            let mut names = BTreeSet::new();
            for sub in &c.subcommands {
                let name = localized_sub_name(c.name, sub.name, lang);
                assert!(valid_name(&name), "{lang}: /{} {name}", c.name);
                assert!(names.insert(name), "{lang}: /{} has two alike", c.name);
            }
        }
    }
    // Names that say what they do, with their accents (the review of the
    // catalogs): a French /annuler undoes a step, /classement is the
    // leaderboard; a Portuguese /mão and `tópico`.
    for (name, lang, local) in [
        ("hand", Lang::Pt, "mão"),
        ("thread", Lang::Pt, "tópico"),
        ("leaderboard", Lang::Pt, "classificação"),
        ("rating", Lang::Pt, "rating"),
        ("abort", Lang::Pt, "anular"),
        ("undo", Lang::Fr, "annuler"),
        ("cancel", Lang::Fr, "retirer"),
        ("leaderboard", Lang::Fr, "classement"),
        ("rating", Lang::Fr, "elo"),
        ("challenge", Lang::Fr, "défier"),
        ("rules", Lang::Fr, "règles"),
    ] {
        assert_eq!(localized_name(name, lang), local, "{lang} {name}");
    }
    // Inside /tournoi, `annuler` cancels the tournament (a French
    // `retirer` withdraws a challenge); Portuguese players leave one with
    // `/torneio desistir` and set its start with `início` (the second
    // review).
    for (sub, lang, local) in [
        ("cancel", Lang::Fr, "annuler"),
        ("remove", Lang::Fr, "retirer-joueur"),
        ("cancel", Lang::Pt, "cancelar"),
        ("withdraw", Lang::Pt, "desistir"),
        ("cancel", Lang::En, "cancel"),
    ] {
        assert_eq!(
            localized_sub_name("tournament", sub, lang),
            local,
            "{lang} {sub}"
        );
    }
    let starts = slash_commands()
        .into_iter()
        .find(|c| c.name == "tournament")
        .and_then(|c| c.subcommands.into_iter().find(|s| s.name == "create"))
        .and_then(|s| s.options.into_iter().find(|o| o.name == "starts"))
        .map(|o| localized_name(o.name, Lang::Pt));
    assert_eq!(starts.as_deref(), Some("início"));
    assert_eq!(localized_name("rated", Lang::Pt), "conta-para-rating");
    // English names are the commands' own names.
    for c in slash_commands() {
        assert_eq!(localized_name(c.name, Lang::En), c.name);
    }
}
