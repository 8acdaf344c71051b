//! The interface the games implement and the search core plays through,
//! below both: a position, its typed actions and its rules ([`Rules`]),
//! seats and results ([`Seat`], [`Outcome`], [`Progress`]), and the words
//! a game's own player is asked in (who plays: [`spec::PlayerSpec`]; with
//! what budget: [`config::SearchConfig`]; what a turn cost:
//! [`TurnStats`]; a game reviewed: [`Review`]). It knows no game and no
//! search: `crate::games` and `crate::search` both build on it (and
//! re-export what they always did).

pub mod config;
pub mod spec;

use crate::i18n::{Lang, Msg, ToMsg};
use crate::msg;
use config::{Budget, SearchConfig};
use spec::PlayerSpec;
use std::fmt::Debug;
use std::time::Duration;

/// A seat at the table: 0 moves first, 1 second.
pub type Seat = usize;

/// All-moves-as-first keys a game may use ([`Rules::amaf_key`]): 0 to 511.
pub const AMAF_KEYS: usize = 512;

/// How a game ended by its board rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    Win(Seat),
    Draw,
}

impl Outcome {
    pub fn winner(self) -> Option<Seat> {
        match self {
            Outcome::Win(s) => Some(s),
            Outcome::Draw => None,
        }
    }
}

/// What an action did to the turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Progress {
    /// The same player acts again in this turn.
    Continues,
    /// The turn is over (the game may be over too).
    Ended,
}

/// What a turn cost.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct TurnStats {
    pub decisions: u32,
    pub iterations: u64,
    pub playouts: u64,
    pub elapsed: Duration,
}

/// One seat's biggest mistake in a finished game.
#[derive(Clone, Debug, PartialEq)]
pub struct Slip {
    /// The turn, counted from 1.
    pub turn: usize,
    /// The turn as played, and the search's better one (record notation).
    pub played: String,
    pub better: String,
    /// The seat's winning chance before and after the turn.
    pub before: f64,
    pub after: f64,
}

/// A finished game reviewed: each seat's biggest mistake, if any.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Review {
    pub mistakes: [Option<Slip>; 2],
}

/// A game's position and rules.
pub trait Rules: Clone + Send + Sync + 'static {
    /// One thing a player does (a step, a move, a stone; a pass where the
    /// game has passes).
    type Action: Copy + Eq + Debug + Send + Sync + 'static;
    /// Why an action is illegal now; reads well after the action's notation
    /// (`c3-c5: a piece steps one rank forward`).
    type Error: ToMsg + Debug + Send + Sync + 'static;

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
    // the game's registry entry (`GameInfo`).

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
    /// hidden-information seam: `Played` draws every view, text
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
    /// The chance that `seat` wins from here, 0 to 1, as the game judges
    /// it without search (the solver search's evaluation: its leaves and
    /// its playouts cut short). `None`: the game has no evaluation, or the
    /// position is not quiet enough to judge (a playout then goes on).
    fn evaluation(&self, seat: Seat) -> Option<f32> {
        let _ = seat;
        None
    }
    /// Did the solver search (`mcts:MS`) measure stronger than the classic
    /// one (`classic:MS`) in this game at equal time? The bot's levels
    /// play the stronger (docs/ai.md has the matches).
    fn solver_is_stronger(&self) -> bool {
        false
    }
    /// Put the legal actions `actions` in the order the solver search
    /// should try them, most promising first. The default: as listed.
    fn order_actions(&self, actions: &mut [Self::Action]) {
        let _ = actions;
    }
    /// Actions a playout of the solver search makes before it asks for the
    /// [`Rules::evaluation`] (`cut=N` overrides it; 10,000 or more: to the
    /// end of the game). The default: 4.
    fn solver_cutoff(&self) -> u32 {
        4
    }
    /// The weight of the minimax value of the game's evaluations beside the
    /// mean reward in the solver search's selection, 0 to 1 (`im=X`
    /// overrides it). The default: 0.4.
    fn solver_minimax(&self) -> f64 {
        0.4
    }
    /// Should the solver search widen its nodes progressively: at a node
    /// with `n` visits, consider only the first `1 + pw·√n` children in
    /// the order of [`Rules::order_actions`] (a game with many actions a
    /// node and a prior order it trusts, as Bridges)? The default: every
    /// child at once.
    fn solver_widens(&self) -> bool {
        false
    }
    /// What a playout of the solver search that ended here is worth to
    /// seat 0, 0 to 1, where the game weighs more than who won (Bridges:
    /// mostly the result, partly the score's margin, as its tuned search
    /// counts it, so a search still plays well in a won or lost game).
    /// Proofs stay exact. The default (`None`): 1 a win, ½ a draw, 0 a
    /// loss.
    fn playout_value(&self) -> Option<f32> {
        None
    }
    /// All moves as first (RAVE) in the solver search: a number below
    /// [`AMAF_KEYS`] naming what `action` does wherever and whenever its
    /// mover plays it (Produto: a stone of one colour on one cell), so the
    /// search can credit an action with the playouts in which its mover
    /// played it later on. `None` (the default): never credited.
    fn amaf_key(&self, action: Self::Action) -> Option<u16> {
        let _ = action;
        None
    }
    /// The solver search's RAVE equivalence: about how many visits of an
    /// action its all-moves-as-first statistics are worth (`rave=K`
    /// overrides it). The default, 0: no RAVE.
    fn solver_rave(&self) -> f64 {
        0.0
    }
    /// GRAVE's threshold in the solver search: a node with this many
    /// visits keeps all-moves-as-first statistics for the nodes below it
    /// that have fewer (`grave=N` overrides it). The default, 0: each
    /// action's own statistics (plain RAVE).
    fn solver_grave(&self) -> u32 {
        0
    }
    /// The playouts a leaf of the solver search gets before it is
    /// expanded (`expand=N` overrides it; at least 1). More make fewer,
    /// better-founded nodes: a game whose nodes hold a hundred children
    /// (Produto) spends less of its time making and scanning them. The
    /// default, 1: a leaf is expanded at its second visit.
    fn solver_expansion(&self) -> u32 {
        1
    }
    /// The action a playout of the solver search makes here: the game's
    /// playout policy (Bridges: the longest bridge most of the time, else
    /// the best of a few random placements). The default:
    /// [`Rules::random_action`].
    fn playout_action(&self, rng: &mut rand::rngs::SmallRng) -> Option<Self::Action> {
        self.random_action(rng)
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
