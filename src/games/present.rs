//! What every game adds to its [`Rules`] (which live below the games, in
//! `crate::rules`): its kind and seats, what people see ([`Present`]), the
//! seats as players see them ([`SeatInfo`]) and what a view is drawn for
//! ([`ViewCtx`]).

use super::view::{CloseUp, Counter, Focus, SeatLine, Tone, View};
use super::{Kind, Outcome, Seat};
use crate::i18n::{Lang, Msg};
use crate::msg;
/// The typed interface itself lives below the games and the search.
pub use crate::rules::Rules;

/// A seat as players see it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeatInfo {
    /// Shown to people: `Orange`, `White`, `First`.
    pub name: &'static str,
    /// Used in records, JSON and stored values: `orange`, `white`, `first`.
    pub key: &'static str,
    pub tone: Tone,
    /// Words a challenger may use to pick this seat (lower case, in
    /// English; the first is offered as a slash choice).
    pub words: &'static [&'static str],
    /// The same in the bot's other languages, each with the English word
    /// it stands for (`("brancas", "white")`); compared without accents.
    pub local_words: &'static [(&'static str, &'static str)],
}

impl SeatInfo {
    /// The seat's name as players of `lang` say it (`Laranja`).
    pub fn local_name(&self, lang: Lang) -> String {
        crate::i18n::message(lang, &format!("seat-{}", self.key), &[])
    }

    /// The English word of this seat that `word` (in any language, any
    /// case, accents or not) stands for.
    pub fn english_word(&self, word: &str) -> Option<&'static str> {
        let folded = crate::i18n::fold(word);
        self.words
            .iter()
            .find(|w| crate::i18n::fold(w) == folded)
            .copied()
            .or_else(|| {
                self.local_words
                    .iter()
                    .find(|(w, _)| crate::i18n::fold(w) == folded)
                    .map(|&(_, english)| english)
            })
    }

    /// Does `word` (in any language) pick this seat?
    pub fn is_word(&self, word: &str) -> bool {
        self.english_word(word).is_some()
    }

    /// Is `name` this seat's own name in some language (a local player
    /// named after their seat)?
    pub fn is_named(&self, name: &str) -> bool {
        name == self.name || Lang::ALL.iter().any(|&l| self.local_name(l) == name)
    }

    /// The white side of a black-and-white game.
    pub const WHITE: SeatInfo = SeatInfo {
        name: "White",
        key: "white",
        tone: Tone::White,
        words: &["white", "w"],
        local_words: &[
            ("brancas", "white"),
            ("branca", "white"),
            ("blancs", "white"),
            ("blanc", "white"),
        ],
    };
    /// The black side of a black-and-white game.
    pub const BLACK: SeatInfo = SeatInfo {
        name: "Black",
        key: "black",
        tone: Tone::Black,
        words: &["black", "b"],
        local_words: &[
            ("negras", "black"),
            ("negra", "black"),
            ("noirs", "black"),
            ("noir", "black"),
        ],
    };
}

/// The start of a game that takes no options; the error names the option.
pub fn no_options<R>(
    kind: Kind,
    options: &[(String, String)],
    start: impl FnOnce() -> R,
) -> Result<R, Msg> {
    match options.first() {
        None => Ok(start()),
        Some((k, _)) => Err(msg!(
            "option-none",
            game = Msg::id(kind.name_id()),
            option = k
        )),
    }
}

/// What a view is drawn for.
#[derive(Clone, Copy, Debug)]
pub struct ViewCtx<'a> {
    /// Display names of the two seats.
    pub names: [&'a str; 2],
    /// Who looks: a seat, or `None` for everyone (a channel post).
    pub viewer: Option<Seat>,
    /// Mark what the player to move may do.
    pub show_legal: bool,
    /// A status line replacing the game's own (a resignation, say).
    pub status: Option<&'a str>,
    /// The language of every word drawn or written.
    pub lang: Lang,
}

impl<'a> ViewCtx<'a> {
    pub fn public(names: [&'a str; 2]) -> ViewCtx<'a> {
        ViewCtx {
            names,
            viewer: None,
            show_legal: false,
            status: None,
            lang: Lang::En,
        }
    }

    /// The same, in `lang`.
    pub fn in_lang(self, lang: Lang) -> ViewCtx<'a> {
        ViewCtx { lang, ..self }
    }

    /// One seat's part of the header: its tone, the player's name, a small
    /// line `{seat name}{detail}` ending ` · wins`, ` · draw` or ` · to
    /// move` (the last only while the status line is the game's own), and
    /// the large `score` text.
    pub fn seat_line(
        &self,
        seats: &[SeatInfo; 2],
        seat: Seat,
        detail: &str,
        result: Option<Outcome>,
        to_move: Option<Seat>,
        score: String,
    ) -> SeatLine {
        // Under a player named after their seat (or not named), the seat
        // is not said twice.
        let name = self.names[seat].trim();
        let own = name.is_empty() || seats[seat].is_named(name);
        let sub = if own {
            detail.to_string()
        } else {
            format!("{}{detail}", seats[seat].local_name(self.lang))
        };
        let sub = match result {
            Some(Outcome::Win(w)) if w == seat => crate::t!(self.lang, "view-seat-wins", sub = sub),
            Some(Outcome::Draw) => crate::t!(self.lang, "view-seat-draw", sub = sub),
            None if self.status.is_none() && to_move == Some(seat) => {
                crate::t!(self.lang, "view-seat-to-move", sub = sub)
            }
            _ => sub,
        };
        let sub = sub.trim_start_matches([' ', '·']).to_string();
        SeatLine {
            tone: seats[seat].tone,
            name: self.name(seat, seats),
            sub,
            score,
        }
    }

    /// The display name of `seat`, or the seat's own name (in the view's
    /// language) when blank.
    pub fn name(&self, seat: Seat, seats: &[SeatInfo; 2]) -> String {
        let n = self.names[seat].trim();
        if n.is_empty() {
            seats[seat].local_name(self.lang)
        } else {
            n.to_string()
        }
    }
}

/// A game's place in the registry: its kind (and so its entry) and its
/// seats. [`super::Played`] needs it for records; a position the search
/// plays without the bot (a test game) needs none.
pub trait Registered: Rules {
    /// The game's kind: its registry entry.
    const KIND: Kind;
    /// The seats, as the game's registry entry states them.
    const SEATS: [SeatInfo; 2] = Self::KIND.info().seats;
}

/// What a game shows people: its board, its scores, its result, and the
/// sentences about a turn. [`super::Played`] turns a `Rules + Present`
/// type into an [`super::AnyGame`].
pub trait Present: Registered {
    /// The view to draw. `last` holds the actions of the last turn (the
    /// turn in progress if it has any).
    fn view(&self, last: &[Self::Action], ctx: &ViewCtx) -> View;
    /// A monospace text board (terminals, screen readers).
    fn text_board(&self, ctx: &ViewCtx) -> String;
    /// The text board after the turn `last` (as for [`Present::view`]),
    /// for games whose text board marks it. The default:
    /// [`Present::text_board`].
    fn text_board_after(&self, last: &[Self::Action], ctx: &ViewCtx) -> String {
        let _ = last;
        self.text_board(ctx)
    }
    /// What the player to move may do, listed for a chat message (a few
    /// lines), where the game words it its own way; `None`: the legal
    /// moves' notation, listed.
    fn legal_text(&self, lang: Lang) -> Option<String> {
        let _ = lang;
        None
    }
    /// The score or material as it stands, one short line
    /// (`Score: Orange 12 – Light Blue 9`); `None` where nothing is counted.
    fn score_line(&self, ctx: &ViewCtx) -> Option<String>;
    /// The result in one sentence without a full stop
    /// (`alice wins 12–9`), once over.
    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String>;
    /// The game's own keys of `record check` (besides the common ones).
    fn check_keys(&self) -> serde_json::Map<String, serde_json::Value>;
    /// The order of the keys of `record check` that come first (the common
    /// ones and the game's own); the others follow in the order they were
    /// made, `legal` last. Empty (the default): the common keys, then the
    /// game's.
    const CHECK_ORDER: &'static [&'static str] = &[];
    /// One line on what the player to move may do (`move a piece, like
    /// `c2-c3``).
    fn prompt(&self, lang: Lang) -> String;
    /// A finished turn in words after the mover's name, without a full stop
    /// (`played c2-c3`, `captured on e5 with d4xe5`). `actions` are the
    /// turn's actions, `self` the position after them.
    fn describe_turn(&self, actions: &[Self::Action], lang: Lang) -> String {
        let words: Vec<String> = actions.iter().map(|&a| self.action_text(a)).collect();
        crate::t!(lang, "turn-played", moves = words.join(" "))
    }
    /// A private close-up for `ctx.viewer` (see [`Focus`]): `None` where
    /// the game has none (or, for a tile, when candidate highlighting is
    /// off); an error says what was wrong with the focus.
    fn close_up(&self, focus: Focus, ctx: &ViewCtx) -> Option<Result<CloseUp, Msg>> {
        let _ = (focus, ctx);
        None
    }
    /// How a player does `action` (a legal action of the player to move)
    /// by clicks on the table: each way is the steps in order, each a
    /// cell named as the board names it (`C4`, `e2`) or a pick (`tile:7`,
    /// `colour:white`); most actions have one way, a Bridges bridge two
    /// (from either end). No way: not by clicks but by a command button (a
    /// pass, an end of turn, an exchange), named by the action's notation.
    fn click_steps(&self, action: Self::Action) -> Vec<Vec<String>>;
    /// Whether the table lights `action`'s last step as a target (a game
    /// whose room may ask for help lights only the moves it suggests). The
    /// default: every legal action is lit.
    fn click_lit(&self, action: Self::Action) -> bool {
        let _ = action;
        true
    }
    /// What the table asks before playing `action` by clicks, where it
    /// has a price worth confirming. The default: nothing.
    fn click_ask(&self, action: Self::Action) -> Option<Msg> {
        let _ = action;
        None
    }
    /// A pick's label in `lang` (`tile:7`: `7`). The default: what
    /// follows the `:`.
    fn pick_label(&self, id: &str, lang: Lang) -> String {
        let _ = lang;
        id.split_once(':').map_or(id, |(_, v)| v).to_string()
    }
    /// How many buttons pick `id` gets on `seat`'s table (a game whose
    /// picks are tiles in a hand: one per tile, so `5 5 6` shows three).
    /// The default: one.
    fn pick_copies(&self, seat: Seat, id: &str) -> usize {
        let _ = (seat, id);
        1
    }
    /// Small public facts per seat shown beside the board (`Misses 2`),
    /// and the bag's, where the game has them (called on the position as
    /// everyone sees it). The default: none.
    fn counters(&self, lang: Lang) -> ([Vec<Counter>; 2], Option<Counter>) {
        let _ = lang;
        ([Vec::new(), Vec::new()], None)
    }
    /// The image's alt text: what a screen reader says instead of the board.
    fn alt_text(&self, last: &[Self::Action], ctx: &ViewCtx) -> String {
        let view = self.view(last, ctx);
        crate::t!(
            ctx.lang,
            "view-alt",
            game = crate::i18n::message(ctx.lang, Self::KIND.name_id(), &[]),
            status = view.status
        )
    }
}
