//! The import map of `src/`: which top-level module uses which, read from
//! the source text (for `tests/layers`). Comments, strings and
//! `#[cfg(test)]` items are left out; `crate::a::…`, `crate::{a::…, b}`,
//! `$crate::a` and the catalog macros (`t!`, `msg!`, `game_catalog!`,
//! which expand to `crate::i18n`) count.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One use of module `to` by module `from`, at `file:line`.
#[derive(Clone, Debug)]
pub struct Edge {
    pub from: String,
    pub to: String,
    pub file: String,
    pub line: usize,
}

impl Edge {
    pub fn new(from: &str, to: &str) -> Edge {
        Edge {
            from: from.into(),
            to: to.into(),
            file: String::new(),
            line: 0,
        }
    }
}

/// The macros that expand to `crate::i18n`.
const I18N_MACROS: [&str; 3] = ["t", "msg", "game_catalog"];

/// The top-level modules of `src/` (folders and files; not `lib`, `main`).
pub fn top_modules(src: &Path) -> BTreeSet<String> {
    std::fs::read_dir(src)
        .expect("src/ reads")
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            if e.path().is_dir() {
                Some(name)
            } else {
                name.strip_suffix(".rs").map(str::to_string)
            }
        })
        .filter(|m| m != "lib" && m != "main")
        .collect()
}

/// Every use of another top-level module in `src/`, outside test code.
pub fn edges(src: &Path) -> Vec<Edge> {
    let mut files = Vec::new();
    walk(src, &mut files);
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let rel = path
            .strip_prefix(src)
            .expect("under src")
            .to_string_lossy()
            .replace('\\', "/");
        let top = rel
            .split('/')
            .next()
            .unwrap_or("")
            .trim_end_matches(".rs")
            .to_string();
        if top == "lib" || top == "main" {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a source file reads");
        for (to, line) in paths_in(&text, &top) {
            if to != top {
                out.push(Edge {
                    from: top.clone(),
                    to,
                    file: format!("src/{rel}"),
                    line,
                });
            }
        }
    }
    out
}

fn walk(dir: &Path, files: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir)
        .expect("a folder reads")
        .filter_map(|e| e.ok())
    {
        let path = e.path();
        if path.is_dir() {
            walk(&path, files);
        } else if path.extension().is_some_and(|x| x == "rs") {
            files.push(path);
        }
    }
}

/// The modules named by `crate::` paths and catalog macros in `text`, with
/// their lines, in order (`module` is the file's own top-level module, for
/// `crate::` paths inside its own macros; it is not filtered out).
pub fn paths_in(text: &str, _module: &str) -> Vec<(String, usize)> {
    let code = without_tests(&blank_comments_and_strings(text));
    let b = code.as_bytes();
    let newlines: Vec<usize> = code.match_indices('\n').map(|(i, _)| i).collect();
    let line_at = |i: usize| newlines.partition_point(|&n| n < i) + 1;
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_alphabetic() || b[i] == b'_' || b[i] == b'$' {
            let start = i;
            i += 1;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            let word = &code[start..i];
            let before = code[..start].trim_end();
            let after_path = before.ends_with("::");
            if word == "crate" || word == "$crate" {
                if !code[i..].starts_with("::") {
                    continue;
                }
                let rest = &code[i + 2..];
                if let Some(group) = rest.strip_prefix('{') {
                    let end = group.find('}').unwrap_or(group.len());
                    let mut depth = 0;
                    let mut item = String::new();
                    for c in group[..end].chars().chain([',']) {
                        match c {
                            '{' => depth += 1,
                            '}' => depth -= 1,
                            ',' if depth == 0 => {
                                let name: String = item
                                    .trim()
                                    .chars()
                                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                                    .collect();
                                if !name.is_empty() {
                                    out.push((module_of(&name), line_at(start)));
                                }
                                item.clear();
                            }
                            c => item.push(c),
                        }
                    }
                } else {
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    if !name.is_empty() {
                        out.push((module_of(&name), line_at(start)));
                        i += 2 + name.len();
                    }
                }
            } else if !after_path
                && I18N_MACROS.contains(&word)
                && code[i..].starts_with('!')
                && !before.ends_with("macro_rules!")
            {
                out.push(("i18n".to_string(), line_at(start)));
            }
        } else {
            i += 1;
        }
    }
    out
}

/// `crate::t!` is `crate::i18n`; any other name is a module.
fn module_of(name: &str) -> String {
    if I18N_MACROS.contains(&name) {
        "i18n".into()
    } else {
        name.into()
    }
}

/// `text` with comments, string literals and char literals blanked (the
/// same length, newlines kept).
fn blank_comments_and_strings(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    while i < c.len() {
        let at = |i: usize, k: usize| c.get(i + k).copied().unwrap_or('\0');
        if at(i, 0) == '/' && at(i, 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
                out.push(' ');
            }
        } else if at(i, 0) == '/' && at(i, 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i, 1) == '*' {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if c[i] == '*' && at(i, 1) == '/' {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
        } else if at(i, 0) == 'r'
            && (at(i, 1) == '"' || (at(i, 1) == '#' && (at(i, 2) == '#' || at(i, 2) == '"')))
            && !(i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_'))
        {
            // A raw string: r"…", r#"…"#, r##"…"##.
            let mut hashes = 0;
            let mut j = i + 1;
            while c.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if c.get(j) != Some(&'"') {
                out.push(c[i]);
                i += 1;
                continue;
            }
            j += 1;
            let end = loop {
                if j >= c.len() {
                    break c.len();
                }
                if c[j] == '"' && (1..=hashes).all(|k| c.get(j + k) == Some(&'#')) {
                    break j + 1 + hashes;
                }
                j += 1;
            };
            while i < end {
                blank(&mut out, c[i]);
                i += 1;
            }
        } else if at(i, 0) == '"' {
            blank(&mut out, c[i]);
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
                if i < c.len() {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            if i < c.len() {
                out.push(' ');
                i += 1;
            }
        } else if at(i, 0) == '\''
            && (at(i, 2) == '\''
                || (at(i, 1) == '\\' && c[i + 2..].iter().take(10).any(|&x| x == '\'')))
        {
            // A char literal ('x', '\n', '\u{…}'); a lifetime has no closing quote.
            let mut j = i + 1;
            if c[j] == '\\' {
                j += 1;
            }
            j += 1;
            while j < c.len() && c[j] != '\'' {
                j += 1;
            }
            while i <= j && i < c.len() {
                blank(&mut out, c[i]);
                i += 1;
            }
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// `text` as code: comments, strings and `#[cfg(test)]` items blanked,
/// lines kept.
pub fn code_of(text: &str) -> String {
    without_tests(&blank_comments_and_strings(text))
}

/// `code` without the items marked `#[cfg(test)]` (a `mod { … }` block, a
/// `use …;`, a `fn … { … }`): blanked, lines kept.
fn without_tests(code: &str) -> String {
    let mut out: Vec<char> = code.chars().collect();
    let text: Vec<char> = out.clone();
    let needle: Vec<char> = "#[cfg(test)]".chars().collect();
    let mut i = 0;
    while i + needle.len() <= text.len() {
        if text[i..i + needle.len()] != needle[..] {
            i += 1;
            continue;
        }
        // The item ends at its first `;` before any `{`, or at the `}`
        // that closes its first `{`.
        let mut j = i + needle.len();
        let mut depth = 0usize;
        while j < text.len() {
            match text[j] {
                ';' if depth == 0 => break,
                '{' => depth += 1,
                '}' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
            j += 1;
        }
        for ch in out.iter_mut().take((j + 1).min(text.len())).skip(i) {
            if *ch != '\n' {
                *ch = ' ';
            }
        }
        i = j + 1;
    }
    out.into_iter().collect()
}

/// The layers of `docs/architecture.md`: module → (layer number, layer
/// name), read from the rows of the table between `<!-- layers -->` and
/// `<!-- /layers -->` (first row lowest; the modules are the `code`
/// names in the second column).
pub fn layers_of_doc(doc: &str) -> BTreeMap<String, (usize, String)> {
    let mut out = BTreeMap::new();
    let Some(start) = doc.find("<!-- layers -->") else {
        return out;
    };
    let end = doc[start..]
        .find("<!-- /layers -->")
        .map_or(doc.len(), |e| start + e);
    let rows = doc[start..end]
        .lines()
        .filter(|l| l.starts_with('|') && !l.starts_with("|-") && !l.starts_with("| layer"));
    for (n, row) in rows.enumerate() {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let (Some(name), Some(modules)) = (cells.get(1), cells.get(2)) else {
            continue;
        };
        for m in modules.split('`').skip(1).step_by(2) {
            out.insert(m.to_string(), (n, name.to_string()));
        }
    }
    out
}

/// A cycle in the graph of `edges`, as the modules along it (the first
/// again at the end), if there is one.
pub fn cycle(edges: &[Edge]) -> Option<Vec<String>> {
    let mut next: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for e in edges {
        next.entry(&e.from).or_default().insert(&e.to);
    }
    // 0 unseen, 1 on the path, 2 done.
    let mut state: BTreeMap<&str, u8> = BTreeMap::new();
    fn visit<'a>(
        m: &'a str,
        next: &BTreeMap<&'a str, BTreeSet<&'a str>>,
        state: &mut BTreeMap<&'a str, u8>,
        path: &mut Vec<&'a str>,
    ) -> Option<Vec<String>> {
        state.insert(m, 1);
        path.push(m);
        for &n in next.get(m).into_iter().flatten() {
            match state.get(n).copied().unwrap_or(0) {
                1 => {
                    let from = path.iter().position(|&p| p == n).unwrap_or(0);
                    let mut c: Vec<String> = path[from..].iter().map(|s| s.to_string()).collect();
                    c.push(n.to_string());
                    return Some(c);
                }
                0 => {
                    if let Some(c) = visit(n, next, state, path) {
                        return Some(c);
                    }
                }
                _ => {}
            }
        }
        path.pop();
        state.insert(m, 2);
        None
    }
    let starts: Vec<&str> = next.keys().copied().collect();
    for m in starts {
        if state.get(m).copied().unwrap_or(0) == 0 {
            if let Some(c) = visit(m, &next, &mut state, &mut Vec::new()) {
                return Some(c);
            }
        }
    }
    None
}
