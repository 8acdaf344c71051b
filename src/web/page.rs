//! The table's page and its static files (`page.html`, `table.js`,
//! `board.js`, `diff.js`, `table.css`, compiled in; served by [`super::assets`]), and the words it shows: every
//! `table-page-*` message of the catalogs in the viewer's language, put
//! into the page when it is served (and at `t/words/LANG` when the viewer
//! switches language).
//!
//! A message's arguments reach the page as `{name}` markers the script
//! fills in (`table-page-clock = Time left: {time}`); page words have no
//! plural forms, so no count is chosen here.

use crate::i18n::{self, Arg, Lang};

/// The page (the words and the language go in at `{lang}` and `{words}`).
const PAGE: &str = include_str!("page.html");
/// The page's app module: `startTable({…})`.
pub const SCRIPT: &str = include_str!("table.js");
/// The page's board module, which knows no game: `makeBoard({…})`.
pub const BOARD: &str = include_str!("board.js");
/// The page's frame diffs: `applyDiff(frame, diff)`.
pub const DIFF: &str = include_str!("diff.js");
/// The page's style sheet.
pub const STYLE: &str = include_str!("table.css");

/// Every `table-page-*` message id of the catalogs, with its arguments'
/// names, read from the English catalog (every language has the same
/// ones: `tests/i18n` checks it).
fn page_messages() -> &'static [(String, Vec<String>)] {
    static IDS: std::sync::OnceLock<Vec<(String, Vec<String>)>> = std::sync::OnceLock::new();
    IDS.get_or_init(|| {
        let mut out: Vec<(String, Vec<String>)> = Vec::new();
        let table = i18n::catalog_files(Lang::En)
            .iter()
            .find(|(name, _)| *name == "table.ftl")
            .map_or("", |(_, text)| text);
        // Whether the lines read now belong to a page message.
        let mut ours = false;
        for line in table.lines() {
            if line.starts_with([' ', '\t']) {
                if let (true, Some((_, args))) = (ours, out.last_mut()) {
                    args_of(line, args);
                }
                continue;
            }
            let Some((id, value)) = line.split_once('=') else {
                ours = false;
                continue;
            };
            let id = id.trim();
            ours = id.starts_with("table-page-") && !line.starts_with('#');
            if ours {
                let mut args = Vec::new();
                args_of(value, &mut args);
                out.push((id.to_string(), args));
            }
        }
        out
    })
}

/// The `$name` arguments a line of a message uses.
fn args_of(line: &str, args: &mut Vec<String>) {
    for (i, _) in line.match_indices('$') {
        let name: String = line[i + 1..]
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !name.is_empty() && !args.contains(&name) {
            args.push(name);
        }
    }
}

/// The page's words in `lang`, as a JSON object (`id` without its
/// `table-page-` prefix → text), with the language's code and the
/// languages to switch to.
pub fn words_json(lang: Lang) -> String {
    let mut words = serde_json::Map::new();
    for (id, args) in page_messages() {
        let marks: Vec<String> = args.iter().map(|a| format!("{{{a}}}")).collect();
        let args: Vec<(&str, Arg)> = args
            .iter()
            .zip(&marks)
            .map(|(a, m)| (a.as_str(), Arg::from(m.as_str())))
            .collect();
        let key = id.trim_start_matches("table-page-");
        words.insert(key.into(), i18n::message(lang, id, &args).into());
    }
    let langs: Vec<serde_json::Value> = Lang::ALL
        .iter()
        .map(|l| serde_json::json!({"code": l.code(), "name": l.name()}))
        .collect();
    serde_json::json!({"lang": lang.code(), "langs": langs, "words": words}).to_string()
}

/// The page for a viewer reading `lang`, with `frame` (its first board, a
/// [`super::protocol::ServerMsg::Frame`] as JSON) in it.
pub fn html(lang: Lang, frame: &str) -> String {
    // Inside `<script>`: no `</` may close it early.
    let words = words_json(lang).replace("</", "<\\/");
    with_files()
        .replace("{lang}", lang.code())
        .replace("{title}", &i18n::message(lang, "table-page-title", &[]))
        .replace("{words}", &words)
        .replace("{frame}", &frame.replace("</", "<\\/"))
}

/// The page with its files' names (of their content) in place: the same
/// for every viewer, so its inline module can be named by hash in the
/// page's security policy.
pub fn with_files() -> String {
    PAGE.replace("{css}", super::assets::hashed("table.css"))
        .replace("{js}", super::assets::hashed("table.js"))
        .replace("{board}", super::assets::hashed("board.js"))
        .replace("{diff}", super::assets::hashed("diff.js"))
}

/// The viewer's language: the link's `?lang=`, else the browser's
/// `Accept-Language` (its first language we speak, by weight), else the
/// game's.
pub fn choose_lang(query: Option<&str>, accept: Option<&str>, game: Lang) -> Lang {
    if let Some(lang) = query.and_then(Lang::from_discord_locale) {
        return lang;
    }
    let Some(accept) = accept else { return game };
    let mut best: Option<(f32, usize, Lang)> = None;
    for (i, part) in accept.split(',').enumerate() {
        let mut fields = part.split(';');
        let tag = fields.next().unwrap_or("").trim().to_ascii_lowercase();
        let q = fields
            .find_map(|f| f.trim().strip_prefix("q="))
            .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())
            .unwrap_or(0.0);
        let Some(lang) = Lang::from_discord_locale(&tag) else {
            continue;
        };
        if q > 0.0 && best.is_none_or(|(bq, bi, _)| q > bq || (q == bq && i < bi)) {
            best = Some((q, i, lang));
        }
    }
    best.map_or(game, |(_, _, lang)| lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_the_link_then_the_browser_then_the_game() {
        let pick = |q, a| choose_lang(q, a, Lang::Fr);
        assert_eq!(pick(Some("pt"), Some("en")), Lang::Pt);
        assert_eq!(pick(Some("de"), Some("en-GB,en;q=0.9")), Lang::En);
        assert_eq!(pick(None, Some("de-DE,pt-BR;q=0.8,en;q=0.5")), Lang::Pt);
        assert_eq!(pick(None, Some("en;q=0.2, pt;q=0.7")), Lang::Pt);
        assert_eq!(pick(None, Some("de, ja")), Lang::Fr);
        assert_eq!(pick(None, Some("pt;q=0")), Lang::Fr);
        assert_eq!(pick(None, None), Lang::Fr);
        assert_eq!(pick(None, Some(";;,q=,")), Lang::Fr);
    }

    #[test]
    fn the_page_carries_every_page_word_with_markers_for_arguments() {
        for lang in Lang::ALL {
            let json: serde_json::Value = serde_json::from_str(&words_json(lang)).unwrap();
            let words = json["words"].as_object().unwrap();
            assert!(words.len() >= 20, "{lang}: {}", words.len());
            assert_eq!(json["lang"], lang.code());
            assert!(words["clock"].as_str().unwrap().contains("{time}"));
            assert!(words
                .values()
                .all(|w| !w.as_str().unwrap().contains("table-page-")));
            let page = html(lang, "null");
            assert!(page.contains(&format!("<html lang=\"{}\"", lang.code())));
            assert!(!page.contains("{words}") && !page.contains("{title}"));
            for mark in ["{js}", "{board}", "{css}", "{diff}"] {
                assert!(!page.contains(mark), "{mark}");
            }
        }
    }
}
