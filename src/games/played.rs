//! A game with its history, seen through text: [`Played`] wraps any
//! [`Rules`] position with the turns played so far, and [`AnyGame`] is the
//! object-safe face the store, the commands and the CLI use.

use super::present::{Present, Registered, Rules, SeatInfo, ViewCtx};
use super::view::{ClickAction, Counter, View};
use super::{Kind, Outcome, Progress, Seat};
use crate::games::arena::{Effort, GenericReport};
use crate::i18n::{Lang, Msg, ToMsg};
use crate::search::{Budget, PlayerSpec, Review, SearchConfig, TurnStats};
use crate::{msg, t};
use serde::{Deserialize, Serialize};
use std::any::Any;

/// The stored form of any game: versioned, human-readable, and always
/// replayed on load so that a stored game never holds an illegal position.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct GameData {
    pub kind: Kind,
    /// Version of this layout; see [`GameData::FORMAT`].
    pub format: u32,
    /// Option lines (`size 8`), as in a record.
    pub options: Vec<(String, String)>,
    /// Finished turns, one record line each.
    pub turns: Vec<String>,
    /// The actions of the turn in progress.
    pub current: Vec<String>,
}

impl GameData {
    pub const FORMAT: u32 = 2;

    /// Rebuild the game, replaying every action.
    pub fn load(&self) -> Result<Box<dyn AnyGame>, String> {
        if self.format != GameData::FORMAT {
            return Err(format!(
                "game format {} is not supported (this build reads {})",
                self.format,
                GameData::FORMAT
            ));
        }
        let mut game = self
            .kind
            .new_game(&self.options)
            .map_err(|e| e.to_string())?;
        for (i, line) in self.turns.iter().enumerate() {
            game.replay_line(line, false)
                .map_err(|e| format!("turn {}: {e}", i + 1))?;
        }
        for text in &self.current {
            if game
                .play(text)
                .map_err(|e| format!("{text}: {}", e.msg()))?
                == Progress::Ended
            {
                return Err(format!("`{text}` ends its turn: not a turn in progress"));
            }
        }
        Ok(game)
    }
}

/// Why a player's message could not be played. Nothing of it was played.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayError {
    /// The text is not this game's notation; says what would be.
    Parse(Msg),
    /// An action breaks a rule: the sentence that says so (`C4 touches
    /// Orange's token at C3`), and whether actions before it in the same
    /// message were fine (and so were not played either).
    Rule { message: Msg, after_others: bool },
    /// More actions than the turn holds.
    TurnOver(Msg),
    /// The game is over.
    Over,
}

impl PlayError {
    /// What went wrong, as a message to word in the reader's language.
    pub fn msg(&self) -> Msg {
        match self {
            PlayError::Parse(m) | PlayError::TurnOver(m) => m.clone(),
            PlayError::Rule { message, .. } => message.clone(),
            PlayError::Over => msg!("game-is-over"),
        }
    }
}

/// English, for records and logs.
impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.msg().fmt(f)
    }
}

/// A game of any kind, with its history. Object-safe: the bot holds
/// `Box<dyn AnyGame>`.
pub trait AnyGame: Send + Sync {
    fn kind(&self) -> Kind;
    fn seats(&self) -> &'static [SeatInfo; 2];
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// Downcast to `Played<ThatGame>`, for tests written for one game
    /// (no code of `src/` needs it).
    fn as_any(&self) -> &dyn Any;

    fn to_move(&self) -> Option<Seat>;
    fn result(&self) -> Option<Outcome>;
    fn is_over(&self) -> bool {
        self.result().is_some()
    }
    /// The number of the turn in progress, from 1.
    fn turn(&self) -> usize;
    /// Finished turns.
    fn turns_done(&self) -> usize;
    /// Has the player to move acted in this turn already?
    fn mid_turn(&self) -> bool;
    /// The seat that made the last finished turn or the current actions.
    fn last_mover(&self) -> Option<Seat>;

    /// Play a message (one or more actions) for the player to move, all or
    /// nothing.
    fn play(&mut self, text: &str) -> Result<Progress, PlayError>;
    /// Take back the last action of the turn in progress.
    fn undo(&mut self) -> Option<String>;
    /// Apply the passes the rules force (a player with nothing legal); the
    /// seats passed, in order.
    fn forced_passes(&mut self) -> Vec<Seat>;
    /// Replay one record line: a whole turn, or (when `last` and the game
    /// allows it) the start of one.
    fn replay_line(&mut self, line: &str, last: bool) -> Result<(), String>;

    /// Every action the player to move may make next, as notation, sorted
    /// by byte order, without pass or an implicit end of turn.
    fn legal(&self) -> Vec<String>;
    /// Every action the player to move may make next, as notation, sorted,
    /// voluntary passes and ends of turn included (what the AI may choose).
    fn choices(&self) -> Vec<String>;
    /// The actions of the last turn (the turn in progress if it has any).
    fn last_turn(&self) -> Vec<String>;
    /// The finished turns as record lines.
    fn turn_lines(&self) -> Vec<String>;
    /// The full record: `game KEY` (left out for Bridges), option lines,
    /// one line per turn, the turn in progress last where the game allows.
    fn record(&self) -> String;
    fn data(&self) -> GameData;

    fn view(&self, ctx: &ViewCtx) -> View;
    fn alt_text(&self, ctx: &ViewCtx) -> String;
    /// What the player to move may do, in one line.
    fn prompt(&self, lang: Lang) -> String;
    /// The last finished turn in words after the mover's name (`passed`,
    /// `played c2-c3`); `None` before the first turn.
    fn describe_last_turn(&self, lang: Lang) -> Option<String>;
    /// The actions of the turn in progress in words (`placed E2`); `None`
    /// at the start of a turn.
    fn describe_current(&self, lang: Lang) -> Option<String>;
    /// Does `text` read as actions of this game? `Err(None)`: not a move
    /// at all (an unknown word); `Err(Some(why))`: a move written wrong.
    fn parse_check(&self, text: &str) -> Result<(), Option<Msg>>;
    /// What the player to move may do, listed for a chat message (at most
    /// a few lines).
    fn legal_text(&self, lang: Lang) -> String;
    fn text_board(&self, ctx: &ViewCtx) -> String;
    fn score_line(&self, ctx: &ViewCtx) -> Option<String>;
    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String>;
    /// The `record check` JSON object.
    fn check_json(&self, legal: bool) -> serde_json::Value;

    /// What `seat` can do by clicks now: each legal action of the
    /// position as `seat` observes it, with the steps that click it and
    /// its notation; empty unless `seat` is to move. The actions without
    /// clicks are [`AnyGame::command_actions`].
    fn click_actions(&self, seat: Seat) -> Vec<ClickAction>;
    /// The legal actions of `seat` (when to move) that are played by a
    /// command button, as notation (`end`, `pass`, `swap`).
    fn command_actions(&self, seat: Seat) -> Vec<String>;
    /// A pick's label (`colour:white`: `White`).
    fn pick_label(&self, id: &str, lang: Lang) -> String;
    /// How many buttons pick `id` gets on `seat`'s table (see
    /// [`Present::pick_copies`]).
    fn pick_copies(&self, seat: Seat, id: &str) -> usize;
    /// The cells of the last turn, by name, in the order played.
    fn last_cells(&self) -> Vec<String>;
    /// Public counters per seat and the bag's (see
    /// [`Present::counters`]).
    fn counters(&self, lang: Lang) -> ([Vec<Counter>; 2], Option<Counter>);
    /// The game as it stood after its first `turns` finished turns
    /// (replayed from its start); `None` past the last one.
    fn after_turns(&self, turns: usize) -> Option<Box<dyn AnyGame>>;

    // Hidden information and the rules' own clocks (Numbridge). The
    // defaults are those of a game of perfect information without clocks.

    /// What only `seat` may see (Numbridge: the hand), in one short line;
    /// `None` in games of perfect information. Never posted in a channel,
    /// drawn in a shared image or logged.
    fn private_line(&self, _seat: Seat, _lang: Lang) -> Option<String> {
        None
    }
    /// The option lines an invite names (every option a game says in
    /// full); `None`: the options as typed.
    fn invite_options(&self) -> Option<Vec<(String, String)>> {
        None
    }
    /// A private close-up for `ctx.viewer` (a tile's candidate cells, a
    /// cell's lines); `None` where the game has none.
    fn close_up(
        &self,
        _focus: crate::games::view::Focus,
        _ctx: &ViewCtx,
    ) -> Option<Result<crate::games::view::CloseUp, Msg>> {
        None
    }
    /// Does the game keep something from some player (a hand)?
    fn has_private(&self) -> bool {
        self.kind().info().hands
    }
    /// The record anyone may see now: the full [`AnyGame::record`] once the
    /// game is over; a game with hidden information leaves out its secrets
    /// (seed, hands) while it runs.
    fn public_record(&self) -> String {
        self.record()
    }
    /// The time limit the rules give one turn, in milliseconds.
    fn turn_limit_ms(&self) -> Option<u64> {
        None
    }
    /// The time limit the rules give the whole game, in milliseconds.
    fn game_limit_ms(&self) -> Option<u64> {
        None
    }
    /// The player to move ran out of turn time: play the rules'
    /// consequence, recorded like any action.
    fn turn_time_out(&mut self) -> Result<Progress, PlayError> {
        Err(PlayError::Parse(msg!("no-turn-clock")))
    }
    /// The whole-game clock ran out: end the game by the rules'
    /// adjudication, recorded like any action.
    fn game_time_out(&mut self) -> Result<Outcome, PlayError> {
        Err(PlayError::Parse(msg!("no-game-clock")))
    }

    // The AI, the same way for every game: the game's own player where it
    // has one (`Rules::own_turn`), else the search core's generic search.

    /// The rest of the turn of the player to move as the AI plays it, as
    /// notation to play with [`AnyGame::play`] (one string per action),
    /// with what it cost; with `own` unset, the generic search plays even
    /// a game that has a player of its own. Empty when the game is over or
    /// the player to move has nothing legal.
    fn ai_turn(&self, spec: &PlayerSpec, seed: u64, own: bool) -> (Vec<String>, TurnStats);
    /// [`AnyGame::ai_turn`] (the game's own player where it has one) that
    /// continues the trees the AI kept from its last turn in this game
    /// (`kept`, as this method gave them back; anything else, or trees of
    /// another game, is ignored) and gives back its trees for its next
    /// turn (bounded: `crate::search::solver::KEPT_NODES` a tree).
    fn ai_turn_kept(
        &self,
        spec: &PlayerSpec,
        seed: u64,
        kept: Option<Box<dyn Any + Send>>,
    ) -> (Vec<String>, TurnStats, Box<dyn Any + Send>);
    /// A suggested action for the player to move and why, in one line.
    fn hint(&self, cfg: &SearchConfig, seed: u64) -> Option<(String, Msg)>;
    /// Each seat's biggest mistake, for games that can review themselves
    /// (`None` for the others).
    fn review(&self, budget: Budget, seed: u64) -> Option<Result<Review, String>>;
    /// One match game between `a` (at `a_seat`) and `b` from this game's
    /// start (see `crate::games::arena::play_game_of`).
    fn arena_game(
        &self,
        a: &PlayerSpec,
        b: &PlayerSpec,
        a_seat: Seat,
        seed: u64,
        own: bool,
        effort: &mut [Effort; 2],
    ) -> Result<GenericReport, String>;
}

impl std::fmt::Debug for dyn AnyGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} game: {:?}", self.kind().key(), self.data())
    }
}

impl Clone for Box<dyn AnyGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// A list of moves for a chat line: the first 30, then how many more.
pub fn list_moves(moves: &[String], lang: Lang) -> String {
    const MAX: usize = 30;
    if moves.is_empty() {
        return t!(lang, "moves-none");
    }
    let shown = moves
        .iter()
        .take(MAX)
        .cloned()
        .collect::<Vec<_>>()
        .join(" ");
    let mut s = t!(lang, "moves-list", count = moves.len(), moves = shown);
    if moves.len() > MAX {
        s.push_str(&t!(lang, "moves-more", count = moves.len() - MAX));
    }
    s
}

/// A player's search trees kept from its last turn in one game, with the
/// game's actions up to the end of that turn: [`Played::ai_turn_kept`].
pub struct KeptTrees<R: Rules> {
    history: Vec<R::Action>,
    trees: crate::search::solver::Kept<R>,
}

impl<R: Rules> KeptTrees<R> {
    /// Nodes held, over the trees.
    pub fn nodes(&self) -> usize {
        self.trees.nodes()
    }
}

/// A position with the turns that led to it.
#[derive(Clone, Debug)]
pub struct Played<R: Rules> {
    start: R,
    position: R,
    turns: Vec<Vec<R::Action>>,
    current: Vec<R::Action>,
}

impl<R: Registered> Played<R> {
    pub fn new(options: &[(String, String)]) -> Result<Played<R>, Msg> {
        let start = R::new(options)?;
        Ok(Played::from_start(start))
    }

    pub fn from_start(start: R) -> Played<R> {
        Played {
            position: start.clone(),
            start,
            turns: Vec::new(),
            current: Vec::new(),
        }
    }

    pub fn position(&self) -> &R {
        &self.position
    }

    /// Finished turns, as applied (implicit ends of turn included).
    pub fn turns(&self) -> &[Vec<R::Action>] {
        &self.turns
    }

    pub fn current(&self) -> &[R::Action] {
        &self.current
    }

    /// Every action applied so far, in order (forced passes and implicit
    /// ends of turn included).
    pub fn actions(&self) -> Vec<R::Action> {
        let mut all: Vec<R::Action> = self.turns.iter().flatten().copied().collect();
        all.extend_from_slice(&self.current);
        all
    }

    /// The rest of the turn of the player to move (as
    /// [`crate::search::choose_turn_stats`], or the generic search when
    /// `own` is unset), continuing the trees kept from this player's last
    /// turn in this game; gives back its trees for its next turn. Trees
    /// kept in another game (whose actions are not a start of this one's)
    /// are dropped.
    pub fn ai_turn_kept(
        &self,
        spec: &PlayerSpec,
        seed: u64,
        own: bool,
        kept: Option<KeptTrees<R>>,
    ) -> (Vec<R::Action>, TurnStats, KeptTrees<R>) {
        let history = self.actions();
        let trees = kept
            .filter(|k| history.starts_with(&k.history))
            .map(|k| k.trees.follow(&history[k.history.len()..]))
            .unwrap_or_default();
        let (actions, stats, trees) = if own {
            crate::search::choose_turn_kept(&self.position, spec, seed, trees)
        } else {
            crate::search::generic::choose_turn_kept(&self.position, spec, seed, trees)
        };
        let mut after = history;
        let mut p = self.position.clone();
        for &a in &actions {
            after.push(p.resolve(a));
            let _ = p.apply(a);
        }
        (
            actions,
            stats,
            KeptTrees {
                history: after,
                trees,
            },
        )
    }

    /// Apply one typed action, keeping the history.
    pub fn apply(&mut self, action: R::Action) -> Result<Progress, R::Error> {
        let action = self.position.resolve(action);
        let progress = self.position.apply(action)?;
        self.current.push(action);
        if progress == Progress::Ended {
            self.turns.push(std::mem::take(&mut self.current));
        }
        Ok(progress)
    }

    fn pass_action(&self) -> Option<R::Action> {
        self.position.pass_action()
    }

    fn is_silent(&self, a: R::Action) -> bool {
        Some(a) == self.position.implicit_end() || Some(a) == self.pass_action()
    }

    fn line_text(&self, actions: &[R::Action]) -> String {
        let end = self.position.implicit_end();
        let words: Vec<String> = actions
            .iter()
            .filter(|&&a| Some(a) != end)
            .map(|&a| self.position.action_text(a))
            .collect();
        if words.is_empty() {
            "pass".into()
        } else {
            words.join(" ")
        }
    }

    /// Apply actions in order as one unit; on error nothing changes.
    fn apply_all(&mut self, actions: &[R::Action]) -> Result<Progress, PlayError> {
        if self.position.result().is_some() {
            return Err(PlayError::Over);
        }
        let mut next = self.clone();
        let mut progress = Progress::Continues;
        for (i, &a) in actions.iter().enumerate() {
            if progress == Progress::Ended {
                let ended = next.turns.len();
                return Err(PlayError::TurnOver(next.position.turn_over_error(ended)));
            }
            progress = next.apply(a).map_err(|e| PlayError::Rule {
                message: next.position.explain(a, &e),
                after_others: i > 0,
            })?;
        }
        *self = next;
        Ok(progress)
    }

    /// Apply the passes the rules force (a player with nothing legal); the
    /// seats passed, in order.
    pub fn pass_as_forced(&mut self) -> Vec<Seat> {
        let mut out = Vec::new();
        while self.current.is_empty() {
            let Some(seat) = self.position.to_move() else {
                break;
            };
            let Some(a) = self.position.forced_pass() else {
                break;
            };
            self.turns.push(vec![a]);
            out.push(seat);
        }
        out
    }

    /// The last turn's actions: the turn in progress if it has any.
    fn last_actions(&self) -> &[R::Action] {
        if self.current.is_empty() {
            self.turns.last().map(Vec::as_slice).unwrap_or(&[])
        } else {
            &self.current
        }
    }

    /// The position as the viewer of `ctx` may know it.
    fn seen(&self, ctx: &ViewCtx) -> std::borrow::Cow<'_, R> {
        self.position.observe(ctx.viewer)
    }

    /// The full record: `game KEY` (left out for the kind a record without
    /// it stands for), option lines, one line per finished turn, then the
    /// turn in progress: as a last line, or as a `#` comment in games whose
    /// lines are whole turns (an implicit end of turn).
    pub fn record_text(&self) -> String {
        let mut out = String::new();
        if R::KIND != super::record::UNNAMED_KIND {
            out.push_str(&format!("game {}\n", R::KIND.key()));
        }
        for (k, v) in self.start.options() {
            out.push_str(&format!("{k} {v}\n"));
        }
        for line in self.turns.iter().map(|t| self.line_text(t)) {
            out.push_str(&line);
            out.push('\n');
        }
        if !self.current.is_empty() {
            if self.start.implicit_end().is_none() {
                out.push_str(&self.line_text(&self.current));
            } else {
                let words: Vec<String> = self
                    .current
                    .iter()
                    .map(|&a| self.position.action_text(a))
                    .collect();
                out.push_str(&format!("# turn in progress: {}", words.join(" ")));
            }
            out.push('\n');
        }
        out
    }

    /// Replay a record line read whole ([`Rules::parse_turn_line`]).
    fn replay_actions(&mut self, line: &str, actions: &[R::Action]) -> Result<(), String> {
        let turn_before = self.turns.len();
        for &a in actions {
            // A pass stands alone on its line: named as written there.
            let text = if Some(a) == self.pass_action() {
                line.to_string()
            } else {
                self.position.action_text(a)
            };
            if self.turns.len() > turn_before {
                let why = self.position.turn_over_error(turn_before + 1);
                return Err(format!("{text}: {why}"));
            }
            self.apply(a)
                .map_err(|e| format!("{text}: {}", e.to_msg()))?;
        }
        if self.turns.len() == turn_before {
            if let Some(end) = self.position.implicit_end() {
                self.apply(end)
                    .map_err(|e| format!("{line}: {}", e.to_msg()))?;
            }
        }
        Ok(())
    }

    fn sorted_texts(&self, keep: impl Fn(R::Action) -> bool) -> Vec<String> {
        if self.position.result().is_some() {
            return Vec::new();
        }
        let mut actions = Vec::new();
        self.position.legal_actions(&mut actions);
        let mut out: Vec<String> = actions
            .into_iter()
            .filter(|&a| keep(a))
            .map(|a| self.position.action_text(a))
            .collect();
        out.sort();
        out.dedup();
        out
    }
}

impl<R: Present> AnyGame for Played<R> {
    fn kind(&self) -> Kind {
        R::KIND
    }

    fn seats(&self) -> &'static [SeatInfo; 2] {
        &R::SEATS
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn to_move(&self) -> Option<Seat> {
        self.position.to_move()
    }

    fn result(&self) -> Option<Outcome> {
        self.position.result()
    }

    fn turn(&self) -> usize {
        self.turns.len() + 1
    }

    fn turns_done(&self) -> usize {
        self.turns.len()
    }

    fn mid_turn(&self) -> bool {
        self.position.mid_turn()
    }

    fn last_mover(&self) -> Option<Seat> {
        if !self.current.is_empty() {
            return self.position.to_move();
        }
        // Replaying is the one sure way for games whose turn order varies.
        let n = self.turns.len();
        if n == 0 {
            return None;
        }
        let mut p = self.start.clone();
        for t in &self.turns[..n - 1] {
            for &a in t {
                p.apply(a).ok()?;
            }
        }
        p.to_move()
    }

    fn play(&mut self, text: &str) -> Result<Progress, PlayError> {
        let actions = self
            .position
            .parse_message(text)
            .map_err(PlayError::Parse)?;
        self.apply_all(&actions)
    }

    fn undo(&mut self) -> Option<String> {
        if !R::KIND.info().undo {
            return None;
        }
        let last = self.current.pop()?;
        let mut p = self.start.clone();
        for &a in self.turns.iter().flatten().chain(self.current.iter()) {
            p.apply(a).expect("history replays");
        }
        self.position = p;
        Some(self.position.action_text(last))
    }

    fn forced_passes(&mut self) -> Vec<Seat> {
        self.pass_as_forced()
    }

    fn replay_line(&mut self, line: &str, last: bool) -> Result<(), String> {
        if let Some(actions) = self.position.parse_turn_line(line) {
            return self.replay_actions(line, &actions?);
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.is_empty() {
            return Err("an empty turn: write `pass` for a pass".into());
        }
        let turn_before = self.turns.len();
        for w in &words {
            if self.turns.len() > turn_before {
                return Err(format!(
                    "{w}: {}",
                    self.position.turn_over_error(turn_before + 1)
                ));
            }
            let a = self
                .position
                .parse_action(w)
                .map_err(|e| format!("{w}: {e}"))?;
            if self.position.result().is_some() {
                return Err(format!("{w}: the game is over"));
            }
            if words.len() > 1 && Some(a) == self.pass_action() {
                return Err("`pass` must stand alone on its line".into());
            }
            if Some(a) == self.position.implicit_end() {
                return Err(format!(
                    "`{w}` has no place in a record: a line is a whole turn"
                ));
            }
            let text = self.position.action_text(a);
            self.apply(a)
                .map_err(|e| format!("{text}: {}", e.to_msg()))?;
        }
        if self.turns.len() == turn_before {
            match self.position.implicit_end() {
                Some(end) => {
                    self.apply(end)
                        .map_err(|e| format!("{line}: {}", e.to_msg()))?;
                }
                None if last => {}
                None => return Err(format!("{line}: the turn is not complete")),
            }
        }
        Ok(())
    }

    fn legal(&self) -> Vec<String> {
        self.sorted_texts(|a| !self.is_silent(a))
    }

    fn choices(&self) -> Vec<String> {
        self.sorted_texts(|_| true)
    }

    fn last_turn(&self) -> Vec<String> {
        let end = self.position.implicit_end();
        self.last_actions()
            .iter()
            .filter(|&&a| Some(a) != end)
            .map(|&a| self.position.action_text(a))
            .collect()
    }

    fn turn_lines(&self) -> Vec<String> {
        self.turns.iter().map(|t| self.line_text(t)).collect()
    }

    fn click_actions(&self, seat: Seat) -> Vec<ClickAction> {
        if self.position.to_move() != Some(seat) {
            return Vec::new();
        }
        // Only what `seat` may know goes into its actions (its own hand).
        let seen = self.position.observe(Some(seat));
        let mut actions = Vec::new();
        seen.legal_actions(&mut actions);
        actions
            .into_iter()
            .flat_map(|a| {
                let text = seen.action_text(a);
                let (lit, ask) = (seen.click_lit(a), seen.click_ask(a));
                seen.click_steps(a)
                    .into_iter()
                    .map(move |steps| ClickAction {
                        steps,
                        text: text.clone(),
                        lit,
                        ask: ask.clone(),
                    })
            })
            .collect()
    }

    fn command_actions(&self, seat: Seat) -> Vec<String> {
        if self.position.to_move() != Some(seat) {
            return Vec::new();
        }
        let seen = self.position.observe(Some(seat));
        let mut actions = Vec::new();
        seen.legal_actions(&mut actions);
        let mut out: Vec<String> = actions
            .into_iter()
            .filter(|&a| seen.click_steps(a).is_empty())
            .map(|a| seen.action_text(a))
            .collect();
        out.dedup();
        out
    }

    fn pick_label(&self, id: &str, lang: Lang) -> String {
        self.position.pick_label(id, lang)
    }

    fn pick_copies(&self, seat: Seat, id: &str) -> usize {
        // Only what `seat` may know (its own hand).
        self.position.observe(Some(seat)).pick_copies(seat, id)
    }

    fn last_cells(&self) -> Vec<String> {
        // Each action's steps, as the position before it saw them: the
        // cells are those of its steps (picks left out).
        let mut out: Vec<String> = Vec::new();
        for &a in self.last_actions() {
            let way = self.position.click_steps(a).into_iter().next();
            for step in way.unwrap_or_default() {
                if !step.contains(':') && !out.contains(&step) {
                    out.push(step);
                }
            }
        }
        out
    }

    fn counters(&self, lang: Lang) -> ([Vec<Counter>; 2], Option<Counter>) {
        self.position.observe(None).counters(lang)
    }

    fn after_turns(&self, turns: usize) -> Option<Box<dyn AnyGame>> {
        if turns > self.turns.len() {
            return None;
        }
        let mut game = Played::from_start(self.start.clone());
        for &a in self.turns[..turns].iter().flatten() {
            game.apply(a).ok()?;
        }
        Some(Box::new(game))
    }

    fn record(&self) -> String {
        self.record_text()
    }

    fn data(&self) -> GameData {
        GameData {
            kind: R::KIND,
            format: GameData::FORMAT,
            options: self.start.options(),
            turns: self.turn_lines(),
            current: self
                .current
                .iter()
                .map(|&a| self.position.action_text(a))
                .collect(),
        }
    }

    fn view(&self, ctx: &ViewCtx) -> View {
        self.seen(ctx).view(self.last_actions(), ctx)
    }

    fn alt_text(&self, ctx: &ViewCtx) -> String {
        self.seen(ctx).alt_text(self.last_actions(), ctx)
    }

    fn prompt(&self, lang: Lang) -> String {
        self.position.prompt(lang)
    }

    fn describe_last_turn(&self, lang: Lang) -> Option<String> {
        let turn = self.turns.last()?;
        Some(if turn.iter().all(|&a| self.is_silent(a)) {
            t!(lang, "turn-passed")
        } else {
            self.position.describe_turn(turn, lang)
        })
    }

    fn describe_current(&self, lang: Lang) -> Option<String> {
        (!self.current.is_empty()).then(|| self.position.describe_turn(&self.current, lang))
    }

    fn parse_check(&self, text: &str) -> Result<(), Option<Msg>> {
        match self.position.parse_message(text) {
            Ok(_) => Ok(()),
            // Not even an attempt at a move: chat.
            Err(_) if !self.position.is_move_like(text) => Err(None),
            Err(e) => Err(Some(e)),
        }
    }

    fn legal_text(&self, lang: Lang) -> String {
        self.position
            .legal_text(lang)
            .unwrap_or_else(|| list_moves(&self.legal(), lang))
    }

    fn text_board(&self, ctx: &ViewCtx) -> String {
        self.seen(ctx).text_board_after(self.last_actions(), ctx)
    }

    fn score_line(&self, ctx: &ViewCtx) -> Option<String> {
        self.seen(ctx).score_line(ctx)
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        self.seen(ctx).result_sentence(ctx)
    }

    fn check_json(&self, legal: bool) -> serde_json::Value {
        use serde_json::{json, Value};
        let result = self.result();
        let key = |s: Seat| Value::from(R::SEATS[s].key);
        let mut m = serde_json::Map::new();
        m.insert("game".into(), json!(R::KIND.key()));
        // The turns its record holds: a turn in progress is a line of it
        // unless lines are whole turns.
        let current_line = !self.current.is_empty() && self.start.implicit_end().is_none();
        m.insert(
            "turns".into(),
            json!(self.turns.len() + usize::from(current_line)),
        );
        m.insert("over".into(), json!(result.is_some()));
        m.insert("to_move".into(), self.to_move().map_or(Value::Null, key));
        m.insert(
            "result".into(),
            match result {
                None => Value::Null,
                Some(Outcome::Draw) => json!("draw"),
                Some(Outcome::Win(s)) => key(s),
            },
        );
        m.extend(self.position.check_keys());
        if !R::CHECK_ORDER.is_empty() {
            let mut ordered = serde_json::Map::new();
            for &k in R::CHECK_ORDER {
                if let Some(v) = m.remove(k) {
                    ordered.insert(k.into(), v);
                }
            }
            ordered.extend(m);
            m = ordered;
        }
        if legal {
            m.insert("legal".into(), json!(self.legal()));
        }
        Value::Object(m)
    }

    fn private_line(&self, seat: Seat, lang: Lang) -> Option<String> {
        self.position.observe(Some(seat)).private_line(seat, lang)
    }

    fn invite_options(&self) -> Option<Vec<(String, String)>> {
        self.position.invite_options()
    }

    fn close_up(
        &self,
        focus: crate::games::view::Focus,
        ctx: &ViewCtx,
    ) -> Option<Result<crate::games::view::CloseUp, Msg>> {
        self.position.close_up(focus, ctx)
    }

    fn public_record(&self) -> String {
        let info = R::KIND.info();
        if self.result().is_some() || !info.options.iter().any(|o| o.secret) {
            return self.record();
        }
        self.record()
            .lines()
            .filter(|l| {
                let key = l.split_whitespace().next().unwrap_or("");
                !info.is_secret(key)
            })
            .map(|l| format!("{l}\n"))
            .collect()
    }

    fn turn_limit_ms(&self) -> Option<u64> {
        self.position.turn_limit_ms()
    }

    fn game_limit_ms(&self) -> Option<u64> {
        self.position.game_limit_ms()
    }

    fn turn_time_out(&mut self) -> Result<Progress, PlayError> {
        let a = self
            .position
            .turn_time_action()
            .ok_or_else(|| PlayError::Parse(msg!("no-turn-clock")))?;
        self.apply_all(&[a])
    }

    fn ai_turn(&self, spec: &PlayerSpec, seed: u64, own: bool) -> (Vec<String>, TurnStats) {
        let (actions, stats) = if own {
            crate::search::choose_turn_stats(&self.position, spec, seed)
        } else {
            crate::search::generic::choose_turn_stats(&self.position, spec, seed)
        };
        let mut p = self.position.clone();
        let mut out = Vec::with_capacity(actions.len());
        for a in actions {
            out.push(p.action_text(a));
            let _ = p.apply(a);
        }
        (out, stats)
    }

    fn ai_turn_kept(
        &self,
        spec: &PlayerSpec,
        seed: u64,
        kept: Option<Box<dyn Any + Send>>,
    ) -> (Vec<String>, TurnStats, Box<dyn Any + Send>) {
        let kept = kept
            .and_then(|k| k.downcast::<KeptTrees<R>>().ok())
            .map(|k| *k);
        let (actions, stats, kept) = Played::ai_turn_kept(self, spec, seed, true, kept);
        let mut p = self.position.clone();
        let mut out = Vec::with_capacity(actions.len());
        for a in actions {
            out.push(p.action_text(a));
            let _ = p.apply(a);
        }
        (out, stats, Box::new(kept))
    }

    fn hint(&self, cfg: &SearchConfig, seed: u64) -> Option<(String, Msg)> {
        if let Some(h) = self.position.own_hint(cfg, seed) {
            return Some(h);
        }
        let (turn, _) = self.ai_turn(&PlayerSpec::Mcts(*cfg), seed, true);
        let first = turn.into_iter().next()?;
        Some((first, msg!("ai-hint-search")))
    }

    fn review(&self, budget: Budget, seed: u64) -> Option<Result<Review, String>> {
        R::own_review(&self.start, &self.turns, budget, seed)
    }

    fn arena_game(
        &self,
        a: &PlayerSpec,
        b: &PlayerSpec,
        a_seat: Seat,
        seed: u64,
        own: bool,
        effort: &mut [Effort; 2],
    ) -> Result<GenericReport, String> {
        crate::games::arena::play_game_of(a, b, &self.start, a_seat, seed, own, effort)
    }

    fn game_time_out(&mut self) -> Result<Outcome, PlayError> {
        let a = self
            .position
            .game_time_action()
            .ok_or_else(|| PlayError::Parse(msg!("no-game-clock")))?;
        self.apply_all(&[a])?;
        self.result().ok_or(PlayError::Over)
    }
}
