//! The layering of `src/`, held: every `crate::` path (and every `t!`,
//! `msg!`, `game_catalog!` call, which expand to `crate::i18n`) outside
//! test code is read, and an import from a lower layer to a higher one,
//! a module that no layer names, or a cycle between the top-level modules
//! fails here. The layers are the table in `docs/architecture.md`; this
//! test reads them from there, so the page and the check cannot drift.
//!
//! It reads files only: it does not link the bot.

#[path = "../common/imports.rs"]
mod imports;

use imports::{code_of, cycle, edges, layers_of_doc, top_modules, Edge};
use std::collections::BTreeMap;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn layers() -> BTreeMap<String, (usize, String)> {
    let doc = std::fs::read_to_string(root().join("docs/architecture.md"))
        .expect("docs/architecture.md reads");
    layers_of_doc(&doc)
}

fn src_edges() -> Vec<Edge> {
    edges(&root().join("src"))
}

#[test]
fn every_module_has_a_layer() {
    let layers = layers();
    assert!(
        layers.len() >= 10,
        "the layer table was not found: {layers:?}"
    );
    let modules = top_modules(&root().join("src"));
    let missing: Vec<_> = modules
        .iter()
        .filter(|m| !layers.contains_key(*m))
        .collect();
    assert!(
        missing.is_empty(),
        "src/ modules with no layer in docs/architecture.md: {missing:?}"
    );
    let gone: Vec<_> = layers.keys().filter(|m| !modules.contains(*m)).collect();
    assert!(
        gone.is_empty(),
        "docs/architecture.md names modules src/ lacks: {gone:?}"
    );
}

#[test]
fn no_import_points_up() {
    let layers = layers();
    let mut wrong = Vec::new();
    for e in src_edges() {
        let (Some((from, from_name)), Some((to, to_name))) =
            (layers.get(&e.from), layers.get(&e.to))
        else {
            continue;
        };
        if to > from {
            wrong.push(format!(
                "{}:{}: {} ({from_name}) uses {} ({to_name}), a higher layer",
                e.file, e.line, e.from, e.to
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "imports against docs/architecture.md:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_modules_import_no_cycle() {
    let edges = src_edges();
    assert!(
        edges
            .iter()
            .any(|e| e.from == "commands" && e.to == "store"),
        "the scan sees no import at all"
    );
    if let Some(cycle) = cycle(&edges) {
        let shown: Vec<String> = cycle
            .windows(2)
            .map(|w| {
                let e = edges
                    .iter()
                    .find(|e| e.from == w[0] && e.to == w[1])
                    .unwrap();
                format!("{} → {} ({}:{})", e.from, e.to, e.file, e.line)
            })
            .collect();
        panic!("a cycle between modules of src/:\n{}", shown.join("\n"));
    }
}

/// No game above the games: the command layer, the store, the renderer,
/// the transports, the config and the catalogs reach a game through the registry
/// (`Kind`, `GameInfo`, `AnyGame`), never by its module, so a new game
/// (with a hand, rooms, commands of its own) needs no edit there. The one
/// exception reads the store's first layout, which held Bridges only.
#[test]
fn no_game_is_named_above_the_games() {
    let src = root().join("src");
    let games: Vec<String> = std::fs::read_dir(src.join("games"))
        .expect("src/games lists")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(games.len() >= 6, "the games were not found: {games:?}");
    let mut files = Vec::new();
    for top in [
        "commands",
        "store",
        "render",
        "web",
        "discord",
        "local.rs",
        "clock_task.rs",
        "config.rs",
        "config",
        "i18n",
    ] {
        let path = src.join(top);
        if path.is_dir() {
            let mut stack = vec![path];
            while let Some(dir) = stack.pop() {
                for e in std::fs::read_dir(&dir).expect("a folder lists").flatten() {
                    let p = e.path();
                    if p.is_dir() {
                        stack.push(p);
                    } else if p.extension().is_some_and(|x| x == "rs") {
                        files.push(p);
                    }
                }
            }
        } else if path.exists() {
            files.push(path);
        }
    }
    assert!(files.len() >= 20, "the files were not found: {files:?}");
    let mut named = Vec::new();
    for file in files {
        let rel = file
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy();
        if rel.replace('\\', "/") == "store/legacy.rs" {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(&file).expect("a source file reads"));
        for (n, line) in code.lines().enumerate() {
            for game in &games {
                if line.contains(&format!("games::{game}")) {
                    named.push(format!("src/{rel}:{}: {}", n + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        named.is_empty(),
        "a game named above the games:\n{}",
        named.join("\n")
    );
}

/// The scanner itself: what it must see and what it must not.
#[test]
fn the_scanner_reads_paths_groups_and_macros_but_not_comments_strings_or_tests() {
    let text = r##"
//! Uses `crate::web` in a doc: not an import.
use crate::{games::Kind, i18n::Lang};
use crate::store;
fn f() {
    let s = "crate::discord"; // crate::cli in a comment
    let r = r#"crate::local"#;
    /* crate::metrics */
    let m = t!(lang, "id");
    crate::render::draw();
    let c = 'x';
}
#[cfg(test)]
mod tests {
    use crate::commands::Bot;
}
#[cfg(test)]
use crate::tournament;
fn g<'a>(x: &'a str) -> &'a str { crate::clock::now(); x }
"##;
    let found: Vec<(String, usize)> = imports::paths_in(text, "games");
    let names: Vec<&str> = found.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(
        names,
        ["games", "i18n", "store", "i18n", "render", "clock"],
        "{found:?}"
    );
    assert_eq!(found[2].1, 4, "line of `use crate::store`");
    let edges = vec![
        Edge::new("a", "b"),
        Edge::new("b", "c"),
        Edge::new("c", "a"),
        Edge::new("c", "d"),
    ];
    assert_eq!(cycle(&edges).unwrap(), ["a", "b", "c", "a"]);
    assert!(cycle(&edges[..2]).is_none());
}
