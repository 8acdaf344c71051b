//! The bot's words in each language: Project Fluent message catalogs under
//! `assets/i18n/<lang>/*.ftl`, compiled into the binary, one bundle per
//! language. Code names a message by its id and passes its arguments;
//! plurals and numbers are the catalog's business (Fluent's plural rules),
//! never an `if` in code.
//!
//! Every language has the same message ids with the same arguments: the
//! tests in `tests/i18n/` fail otherwise. A message missing at run time (a
//! catalog edited by hand) falls back to English, then to its id.

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

mod msg;
pub use msg::{Msg, MsgArg, ToMsg};

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Pt,
    Fr,
}

// `CATALOG_FILES`: every `assets/i18n/<lang>/*.ftl`, listed by `build/catalogs.rs`.
include!(concat!(env!("OUT_DIR"), "/catalogs.rs"));

/// A game's own catalog file (`avanco.ftl`), which its `GameInfo` names.
/// Every catalog file under `assets/i18n/<lang>/` is loaded (`build/catalogs.rs`
/// lists them), so `i18n` never asks the games for theirs; a test checks
/// that each game's file is among them.
#[derive(Clone, Copy, Debug)]
pub struct Catalog {
    pub file: &'static str,
}

/// `game_catalog!("avanco.ftl")`: the [`Catalog`] of that file; it fails
/// to compile unless the file is under `assets/i18n/<lang>/` for en, pt
/// and fr.
#[macro_export]
macro_rules! game_catalog {
    ($file:literal) => {{
        const _: [&str; 3] = [
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/i18n/en/",
                $file
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/i18n/pt/",
                $file
            )),
            include_str!(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/assets/i18n/fr/",
                $file
            )),
        ];
        $crate::i18n::Catalog { file: $file }
    }};
}

/// The catalog files of `lang`, in load order (by name).
fn files_of(lang: Lang) -> &'static [(&'static str, &'static str)] {
    CATALOG_FILES
        .iter()
        .find(|(code, _)| *code == lang.code())
        .map_or(&[], |(_, files)| files)
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Pt, Lang::Fr];

    /// The code players type and the config holds: `en`, `pt`, `fr`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Pt => "pt",
            Lang::Fr => "fr",
        }
    }

    /// The language's own name, for menus and confirmations.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Pt => "Português",
            Lang::Fr => "Français",
        }
    }

    /// A language from what a user or a config says: a code (`pt`), a
    /// locale (`pt-BR`, `fr_CA`, `en-GB`) or the language's name in any
    /// of the three (`português`, `french`). Case-insensitive.
    pub fn parse(text: &str) -> Option<Lang> {
        let t = text.trim().to_lowercase();
        let base = t.split(['-', '_']).next().unwrap_or("");
        match base {
            "en" | "english" | "inglês" | "ingles" | "anglais" => Some(Lang::En),
            "pt" | "portuguese" | "português" | "portugues" | "portugais" => Some(Lang::Pt),
            "fr" | "french" | "francês" | "frances" | "français" | "francais" => Some(Lang::Fr),
            _ => None,
        }
    }

    /// The language for a Discord locale (`pt-BR`, `fr`, `en-US`, `en-GB`);
    /// `None` for a locale we don't speak.
    pub fn from_discord_locale(locale: &str) -> Option<Lang> {
        let base = locale.split('-').next().unwrap_or("");
        match base {
            "en" => Some(Lang::En),
            "pt" => Some(Lang::Pt),
            "fr" => Some(Lang::Fr),
            _ => None,
        }
    }

    pub fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Pt => 1,
            Lang::Fr => 2,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// One argument of a message: text, or a number (which selects plurals).
#[derive(Clone, Debug)]
pub enum Arg<'a> {
    Text(std::borrow::Cow<'a, str>),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(s.into())
    }
}
impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(s.as_str().into())
    }
}
impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(s.into())
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64, f64);

struct Bundles {
    bundles: Vec<FluentBundle<FluentResource>>,
}

fn catalog() -> &'static Bundles {
    static CATALOG: OnceLock<Bundles> = OnceLock::new();
    CATALOG.get_or_init(|| Bundles {
        bundles: Lang::ALL.iter().map(|&l| bundle(l)).collect(),
    })
}

fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang
        .code()
        .parse()
        .expect("the three language codes are valid identifiers");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows the bidi isolation marks as boxes on some phones; all
    // three languages run left to right.
    bundle.set_use_isolating(false);
    for (name, text) in files_of(lang) {
        // Parse errors are caught by tests/i18n/; a resource with some
        // bad entries still adds its good ones.
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, errors)| {
            tracing::error!(lang = %lang, file = name, ?errors, "message catalog has errors");
            r
        });
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(lang = %lang, file = name, ?errors, "message catalog clashes");
        }
    }
    bundle
}

/// How many messages so far were missing in the language asked for, or
/// formatted with errors (a missing argument): zero in a sound build.
/// Tests play whole games in every language and check it stays zero.
static PROBLEMS: AtomicUsize = AtomicUsize::new(0);

thread_local! {
    /// [`PROBLEMS`] counted on this thread alone.
    static PROBLEMS_HERE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// The number of message problems since the process started (see
/// [`PROBLEMS`]).
pub fn problems() -> usize {
    PROBLEMS.load(Ordering::Relaxed)
}

/// The message problems of the messages formatted on this thread: what a
/// test that formats its replies on its own thread checks, unaffected by
/// the other tests of its process.
pub fn problems_on_this_thread() -> usize {
    PROBLEMS_HERE.with(|p| p.get())
}

fn count_problem() {
    PROBLEMS.fetch_add(1, Ordering::Relaxed);
    PROBLEMS_HERE.with(|p| p.set(p.get() + 1));
}

/// Message `id` in `lang` with `args`. Falls back to English, then to the
/// id itself, so a missing message never loses the reply.
pub fn message(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let c = catalog();
    let fluent_args = (!args.is_empty()).then(|| {
        let mut a = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            match value {
                Arg::Text(s) => a.set(*name, FluentValue::from(s.to_string())),
                Arg::Number(n) => a.set(*name, FluentValue::from(*n)),
            }
            // A seat's key brings the seat in a sentence, with the article
            // or elision its language needs: its own messages
            // `seat-KEY-the` and `seat-KEY-of` ("as Brancas", "d'Orange"),
            // which `seat-the` and `seat-of` say.
            if let (&"seat_key", Arg::Text(key)) = (name, value) {
                for (arg, form) in [("seat_the", "the"), ("seat_of", "of")] {
                    let id = format!("seat-{key}-{form}");
                    a.set(arg, FluentValue::from(message(lang, &id, &[])));
                }
            }
        }
        a
    });
    for l in [lang, Lang::En] {
        let bundle = &c.bundles[l.index()];
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
            if !errors.is_empty() || l != lang {
                count_problem();
                tracing::warn!(lang = %l, asked = %lang, id, ?errors, "message missing or formatted with errors");
            }
            return text.into_owned();
        }
    }
    count_problem();
    tracing::error!(lang = %lang, id, "no such message in any catalog");
    id.to_string()
}

/// `value` with `places` decimals, written as `lang` writes numbers:
/// `12.3` in English, `12,3` in Portuguese and French. (Fluent leaves
/// numbers to the code.)
pub fn decimal(lang: Lang, value: f64, places: usize) -> String {
    let text = format!("{value:.places$}");
    match lang {
        Lang::En => text,
        Lang::Pt | Lang::Fr => text.replace('.', ","),
    }
}

/// Does `lang`'s catalog hold message `id` itself (no fallback)?
pub fn has_message(lang: Lang, id: &str) -> bool {
    catalog().bundles[lang.index()].has_message(id)
}

/// The catalog files of `lang` as (file name, text), for checks.
pub fn catalog_files(lang: Lang) -> &'static [(&'static str, &'static str)] {
    files_of(lang)
}

/// `t!(lang, "id")`, `t!(lang, "id", name = value, count = n)`: a message.
#[macro_export]
macro_rules! t {
    ($lang:expr, $id:literal) => {
        $crate::i18n::message($lang, $id, &[])
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::message(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),+],
        )
    };
}

/// `word` in lower case and without accents (`Défier` → `defier`): how
/// words typed in any language are compared.
pub fn fold(word: &str) -> String {
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

/// User text quoted back in a message, cut on a character boundary to at
/// most `max` characters and `…`. The one copy: commands quote words at 20
/// ([`clip`]), games quote cells and moves at 16, reasons are cut at 100.
pub fn clip_to(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        s.chars().take(max).collect::<String>() + "…"
    }
}

/// A word of a command quoted back (`\`xyz\` is not an option`).
pub fn clip(s: &str) -> String {
    clip_to(s, 20)
}
