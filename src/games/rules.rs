//! The typed interface every game implements: a position, its actions and
//! its rules. Pure: no I/O, no history (see [`super::Played`]), and fast
//! enough for the search to clone and play out millions of times.

use super::view::{CloseUp, Focus, SeatLine, Tone, View};
use super::{Kind, Outcome, Progress, Seat};
use crate::i18n::{Lang, Msg, ToMsg};
use crate::msg;
use crate::search::{Budget, PlayerSpec, Review, SearchConfig, TurnStats};
use std::fmt::Debug;

/// A seat as players see it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct SeatInfo {
    /// Shown to people: `Orange`, `White`, `First`.
    pub name: &'static str,
    /// Used in records, JSON and stored values: `orange`, `white`, `first`.
    pub key: &'static str,
    pub tone: Tone,
    /// Words a challenger may use to pick this seat (lower case).
    pub words: &'static [&'static str],
}

impl SeatInfo {
    /// The seat's name as players of `lang` say it (`Laranja`).
    pub fn local_name(&self, lang: Lang) -> String {
        crate::i18n::message(lang, &format!("seat-{}", self.key), &[])
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
    };
    /// The black side of a black-and-white game.
    pub const BLACK: SeatInfo = SeatInfo {
        name: "Black",
        key: "black",
        tone: Tone::Black,
        words: &["black", "b"],
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

/// A game's position and rules.
pub trait Rules: Clone + Send + Sync + 'static {
    /// One thing a player does (a step, a move, a stone; a pass where the
    /// game has passes).
    type Action: Copy + Eq + Debug + Send + Sync + 'static;
    /// Why an action is illegal now; reads well after the action's notation
    /// (`c3-c5: a piece steps one rank forward`).
    type Error: ToMsg + Debug + Send + Sync + 'static;

    const KIND: Kind;
    /// The seats, as the game's registry entry states them.
    const SEATS: [SeatInfo; 2] = Self::KIND.info().seats;

    /// The starting position for option lines (`("size", "7")`). Unknown
    /// options and bad values are errors that say what would be right.
    fn new(options: &[(String, String)]) -> Result<Self, Msg>;
    /// The option lines a record of this game carries (defaults included).
    fn options(&self) -> Vec<(String, String)>;

    /// The seat to act, `None` once the game is over.
    fn to_move(&self) -> Option<Seat>;
    /// The result, once the board rules have ended the game.
    fn result(&self) -> Option<Outcome>;
    /// Has the player to move already acted in this turn?
    fn mid_turn(&self) -> bool;

    /// Every action the player to move may make next, `out` cleared first.
    /// Includes a voluntary pass or end of turn where the rules allow one;
    /// never a pass that only the rules may make (see [`Rules::forced_pass`]).
    fn legal_actions(&self, out: &mut Vec<Self::Action>);
    /// Make an action for the player to move.
    fn apply(&mut self, action: Self::Action) -> Result<Progress, Self::Error>;
    /// When the player to move has nothing legal and the rules pass them,
    /// pass (as the record writes `pass`) and return the action applied.
    fn forced_pass(&mut self) -> Option<Self::Action>;

    /// One action from its notation (one token, as in a record line).
    fn parse_action(&self, text: &str) -> Result<Self::Action, Msg>;
    /// An action's notation, as records and `legal` write it.
    fn action_text(&self, action: Self::Action) -> String;
    /// The sentence for a broken rule, as a player reads it (`c3-c5: a
    /// piece steps one rank forward`); the first letter is capitalised by
    /// the caller.
    fn explain(&self, action: Self::Action, error: &Self::Error) -> Msg {
        msg!(
            "rule-broken",
            action = self.action_text(action),
            reason = error.to_msg()
        )
    }
    /// A player's message as actions (several may be given at once). The
    /// default splits on spaces, `,` and `;`.
    fn parse_message(&self, text: &str) -> Result<Vec<Self::Action>, Msg> {
        let tokens: Vec<&str> = text
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .filter(|t| !t.is_empty())
            .collect();
        if tokens.is_empty() {
            return Err(msg!("move-none"));
        }
        tokens.iter().map(|t| self.parse_action(t)).collect()
    }
    /// The action a record leaves implicit at the end of a line that stops
    /// mid-turn (Bridges' `end`): applied when a line ends, and left out when
    /// a line is written. `None`: a line that stops mid-turn is a turn in
    /// progress (allowed on the last line only).
    fn implicit_end(&self) -> Option<Self::Action> {
        None
    }
    /// The error for an action written after its turn had already ended, in
    /// one record line or message (the turn that ended was `ended_turn`,
    /// counting from 1).
    fn turn_over_error(&self, ended_turn: usize) -> Msg {
        let _ = ended_turn;
        msg!("turn-already-over")
    }

    /// The pass, in games that have one (written `pass` in records; a
    /// turn of passes reads "passed"). `None`: the game has no pass.
    fn pass_action(&self) -> Option<Self::Action> {
        None
    }
    /// Does `text` look like an attempt at a move, so that a parse error
    /// is worth telling the player (rather than taking the message for
    /// chat)? The default: its first word holds a digit, as a cell does.
    /// Games with word moves (`swap`) say so here.
    fn is_move_like(&self, text: &str) -> bool {
        text.split_whitespace()
            .next()
            .unwrap_or("")
            .chars()
            .any(|c| c.is_ascii_digit())
    }
    /// A record line read whole, for games whose turn lines are messages
    /// (Bridges: `place E2, E2-E8`): the turn's actions, or why the line is
    /// not one. `None` (the default): the line is read word by word, one
    /// action a word.
    fn parse_turn_line(&self, line: &str) -> Option<Result<Vec<Self::Action>, String>> {
        let _ = line;
        None
    }

    // Hidden information and the rules' own clocks (Numbridge). The
    // defaults are those of a game of perfect information without clocks;
    // which options are secret and whether undo is allowed are stated in
    // the game's registry entry ([`super::GameInfo`]).

    /// The action as the record writes it once what only the rules know is
    /// settled (Numbridge: a placement is a hit or a miss). `Played` keeps
    /// this form in its history.
    fn resolve(&self, action: Self::Action) -> Self::Action {
        action
    }
    /// The position as `viewer` may know it (a seat, or `None` for an
    /// onlooker: a channel post, a log, an archive of a running game), in
    /// the spirit of OpenSpiel's `ObservationString(player)` and
    /// boardgame.io's `playerView`: what they may not see is wiped (the
    /// other hand, the bag, what the rules have not revealed). The one
    /// hidden-information seam: [`super::Played`] draws every view, text
    /// board, score, result and private line from the observed position,
    /// so nothing private can reach a drawing meant for someone else. It is
    /// for showing and reasoning only: never play on it. Games of perfect
    /// information keep the default, the position itself.
    fn observe(&self, viewer: Option<Seat>) -> std::borrow::Cow<'_, Self> {
        let _ = viewer;
        std::borrow::Cow::Borrowed(self)
    }
    /// What only `seat` may see (a hand), in one short line (called on the
    /// position as `seat` observes it, see [`Rules::observe`]).
    fn private_line(&self, seat: Seat, lang: Lang) -> Option<String> {
        let _ = (seat, lang);
        None
    }
    /// The option lines an invite names, defaults included (what is
    /// played is said in full); `None`: the options as typed.
    fn invite_options(&self) -> Option<Vec<(String, String)>> {
        None
    }
    /// The time limit the rules give one turn, in milliseconds.
    fn turn_limit_ms(&self) -> Option<u64> {
        None
    }
    /// The time limit the rules give the whole game, in milliseconds.
    fn game_limit_ms(&self) -> Option<u64> {
        None
    }
    /// The action that records a turn lost on the turn clock (`time`).
    fn turn_time_action(&self) -> Option<Self::Action> {
        None
    }
    /// The action that ends the game when the game clock runs out
    /// (adjudication, `timeup`).
    fn game_time_action(&self) -> Option<Self::Action> {
        None
    }

    /// How good the position is for `seat`, roughly (the greedy baseline
    /// picks the action that maximises it). Higher is better.
    fn heuristic(&self, seat: Seat) -> f32 {
        let _ = seat;
        0.0
    }
    // A game's own AI (Bridges' tuned search, Numbridge's player that sees
    // only its seat). The defaults: the search core's generic search.

    /// The rest of the turn of the player to move as the game's own player
    /// plays it, with what it cost. `None`: the game has no player of its
    /// own; the generic search plays (`crate::search::generic`).
    fn own_turn(&self, spec: &PlayerSpec, seed: u64) -> Option<(Vec<Self::Action>, TurnStats)> {
        let _ = (spec, seed);
        None
    }
    /// A suggested action for the player to move with a one-line reason,
    /// where the game can say why. `None`: the first action of the
    /// search's turn, "the search's choice".
    fn own_hint(&self, cfg: &SearchConfig, seed: u64) -> Option<(String, Msg)> {
        let _ = (cfg, seed);
        None
    }
    /// Each seat's biggest mistake in the game played from `start` by
    /// `turns`, where the game can review itself; `None`: it cannot.
    fn own_review(
        start: &Self,
        turns: &[Vec<Self::Action>],
        budget: Budget,
        seed: u64,
    ) -> Option<Result<Review, String>> {
        let _ = (start, turns, budget, seed);
        None
    }

    /// A uniformly random legal action (playouts). Games override it with
    /// something allocation-free.
    fn random_action(&self, rng: &mut rand::rngs::SmallRng) -> Option<Self::Action> {
        use rand::seq::SliceRandom;
        let mut v = Vec::new();
        self.legal_actions(&mut v);
        v.choose(rng).copied()
    }
}

/// What a game shows people: its board, its scores, its result, and the
/// sentences about a turn. [`super::Played`] turns a `Rules + Present`
/// type into an [`super::AnyGame`].
pub trait Present: Rules {
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
