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

use imports::{cycle, edges, layers_of_doc, top_modules, Edge};
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
