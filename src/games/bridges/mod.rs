//! Bridges: its rules (the board, the position, the notation, the scores,
//! `docs/games/bridges.md`), tuned for the search's playouts, and the game
//! interface on [`Position`]: [`Rules`] and [`Present`], so that the bot
//! plays it as `Played<Position>` like every other game.

use super::played::GameData as AnyGameData;
use super::present::{Rules, SeatInfo, ViewCtx};
use super::view::{Tone, View};
use super::{Kind, Outcome, Present, Progress, Seat};
use crate::i18n::{Lang, Msg, ToMsg};
use crate::search::{Budget, PlayerSpec, Review, SearchConfig, Slip, TurnStats};
use crate::{msg, t};
use words::{describe_steps, explain, score_result_sentence};

pub mod ai;
pub mod bits;
pub mod board;
pub mod cell;
pub mod error;
mod eval;
pub mod game;
pub mod info;
pub mod notation;
pub mod position;
pub mod present;
pub mod record;
pub mod score;
pub mod view;
mod words;

pub use bits::Bits;
pub use board::{Board, DEFAULT_SIZE, MAX_SIZE, MIN_SIZE};
pub use cell::{Cell, CellName, Player, Step};
pub use error::{Blocker, RuleError};
pub use game::{Game, GameData, GAME_FORMAT};
pub use notation::{parse_actions, parse_cell, step_text, Action, ParseError};
pub use position::{Bridge, Content, Position, TurnProgress};
pub use record::{Record, RecordError, Replayed, Turn};
pub use score::{ScoreResult, TieBreak};

pub const SEATS: [SeatInfo; 2] = [
    SeatInfo {
        name: "Orange",
        key: "orange",
        tone: Tone::Orange,
        words: &["orange", "o"],
        local_words: &[("laranja", "orange")],
    },
    SeatInfo {
        name: "Light Blue",
        key: "light_blue",
        tone: Tone::Blue,
        words: &["blue", "lightblue", "light_blue", "light-blue", "b"],
        local_words: &[
            ("azul-claro", "blue"),
            ("azul", "blue"),
            ("bleu-clair", "blue"),
            ("bleu", "blue"),
        ],
    },
];

/// The stored form of any game for Bridges' own stored form (which the
/// first release wrote).
pub fn game_data(d: GameData) -> AnyGameData {
    AnyGameData {
        kind: Kind::Bridges,
        format: AnyGameData::FORMAT,
        options: vec![("size".into(), d.size.to_string())],
        turns: d.turns,
        current: d.current,
    }
}

/// The board size set by option lines (`size 8`); errors say what is right.
pub fn size_option(options: &[(String, String)]) -> Result<u8, Msg> {
    let mut size = DEFAULT_SIZE;
    for (k, v) in options {
        if k != "size" {
            return Err(msg!("bridges-option-unknown", option = k));
        }
        size = v
            .parse::<u8>()
            .ok()
            .filter(|n| (MIN_SIZE..=MAX_SIZE).contains(n))
            .ok_or_else(|| msg!("bridges-option-size", min = MIN_SIZE, max = MAX_SIZE))?;
    }
    Ok(size)
}

fn outcome(position: &Position) -> Option<Outcome> {
    position
        .result()
        .map(|r| r.winner.map_or(Outcome::Draw, |w| Outcome::Win(w.index())))
}

fn action_text(position: &Position, a: Action) -> String {
    match a {
        Action::Step(s) => step_text(position.board(), s),
        Action::Pass => "pass".into(),
        Action::End => "end".into(),
    }
}

fn parse_one(position: &Position, text: &str) -> Result<Action, Msg> {
    match parse_actions(position.board(), text).map_err(|e| e.to_msg())?[..] {
        [a] => Ok(a),
        _ => Err(msg!("bridges-parse-several", text = text)),
    }
}

fn apply(position: &mut Position, a: Action) -> Result<Progress, RuleError> {
    match a {
        Action::Step(s) => position.play(s).map(|p| match p {
            TurnProgress::Ended => Progress::Ended,
            TurnProgress::Continues => Progress::Continues,
        }),
        Action::Pass => position.pass().map(|_| Progress::Ended),
        Action::End => position.end_turn().map(|_| Progress::Ended),
    }
}

fn turn_over_error(ended_turn: usize) -> Msg {
    if ended_turn == 1 {
        RuleError::FirstTurnOneStep.to_msg()
    } else {
        RuleError::TurnFull.to_msg()
    }
}

impl Rules for Position {
    type Action = Action;
    type Error = RuleError;

    fn new(options: &[(String, String)]) -> Result<Position, Msg> {
        let size = size_option(options)?;
        Position::new(size).ok_or_else(|| msg!("bridges-bad-size", size = size))
    }

    fn options(&self) -> Vec<(String, String)> {
        vec![("size".into(), self.board().size().to_string())]
    }

    fn to_move(&self) -> Option<Seat> {
        (!self.is_over()).then(|| Position::to_move(self).index())
    }

    fn result(&self) -> Option<Outcome> {
        outcome(self)
    }

    fn mid_turn(&self) -> bool {
        self.steps_in_turn() > 0
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.is_over() {
            return;
        }
        let mut steps = Vec::new();
        self.legal_steps(&mut steps);
        out.extend(steps.into_iter().map(Action::Step));
        if self.steps_in_turn() == 1 {
            out.push(Action::End);
        } else if self.turn() > 1 {
            out.push(Action::Pass);
        }
    }

    fn apply(&mut self, a: Action) -> Result<Progress, RuleError> {
        apply(self, a)
    }

    fn explain(&self, a: Action, e: &RuleError) -> Msg {
        explain(self, a, *e)
    }

    fn forced_pass(&mut self) -> Option<Action> {
        if self.is_over() || self.steps_in_turn() > 0 || self.has_legal_step() {
            return None;
        }
        self.pass().ok().map(|_| Action::Pass)
    }

    fn pass_action(&self) -> Option<Action> {
        Some(Action::Pass)
    }

    fn parse_action(&self, text: &str) -> Result<Action, Msg> {
        parse_one(self, text)
    }

    fn action_text(&self, a: Action) -> String {
        action_text(self, a)
    }

    fn parse_message(&self, text: &str) -> Result<Vec<Action>, Msg> {
        parse_actions(self.board(), text).map_err(|e| e.to_msg())
    }

    /// Anything but an unknown word is a move written wrong.
    fn is_move_like(&self, text: &str) -> bool {
        !matches!(
            parse_actions(self.board(), text),
            Err(ParseError::UnknownWord(_))
        )
    }

    /// A line is a turn as a player writes it (`place E2, E2-E8`).
    fn parse_turn_line(&self, line: &str) -> Option<Result<Vec<Action>, String>> {
        Some(record::parse_turn_line(self.board(), line).map(|steps| {
            if steps.is_empty() {
                vec![Action::Pass]
            } else {
                steps.into_iter().map(Action::Step).collect()
            }
        }))
    }

    fn implicit_end(&self) -> Option<Action> {
        Some(Action::End)
    }

    fn turn_over_error(&self, ended_turn: usize) -> Msg {
        turn_over_error(ended_turn)
    }

    fn heuristic(&self, seat: Seat) -> f32 {
        let me = Player::BOTH[seat];
        self.score(me) as f32 - self.score(me.other()) as f32
    }

    /// Bridges' tuned search ([`ai`]), the classic core; the solver core is
    /// the search core's own.
    fn own_turn(&self, spec: &PlayerSpec, seed: u64) -> Option<(Vec<Action>, TurnStats)> {
        if matches!(spec, PlayerSpec::Mcts(cfg) if crate::search::generic::solver_plays(self, cfg))
        {
            return None;
        }
        Some(ai::choose_turn_stats(self, spec, seed))
    }

    fn own_hint(&self, cfg: &SearchConfig, seed: u64) -> Option<(String, Msg)> {
        ai::hint_with(self, cfg, seed).map(|h| (h.text, h.reason))
    }

    fn own_review(
        start: &Position,
        turns: &[Vec<Action>],
        budget: Budget,
        seed: u64,
    ) -> Option<Result<Review, String>> {
        let turns = turns
            .iter()
            .map(|t| {
                t.iter()
                    .filter_map(|a| match *a {
                        Action::Step(s) => Some(s),
                        _ => None,
                    })
                    .collect()
            })
            .collect();
        let record = Record {
            size: start.board().size(),
            turns,
        };
        Some(ai::analyse(&record, budget, seed).map(|a| Review {
            mistakes: a.mistakes.map(|m| {
                m.map(|m| Slip {
                    turn: m.turn,
                    played: m.played,
                    better: m.better,
                    before: m.before,
                    after: m.after,
                })
            }),
        }))
    }

    fn evaluation(&self, seat: Seat) -> Option<f32> {
        Some(self.evaluate(seat))
    }

    fn order_actions(&self, actions: &mut [Action]) {
        self.order_for_search(actions);
    }

    fn solver_widens(&self) -> bool {
        true
    }

    /// With the tuned policy, prior order and reward, 73.3 % over 120
    /// games against the tuned search at equal time (docs/ai.md).
    fn solver_is_stronger(&self) -> bool {
        true
    }

    /// Playouts to the end: the tuned policy judges better than the
    /// evaluation after a few steps (docs/ai.md); the evaluation judges the
    /// children of a node.
    fn solver_cutoff(&self) -> u32 {
        10_000
    }

    /// As the tuned search rewards a game: 0.85 the result, 0.15 the
    /// score's margin.
    fn playout_value(&self) -> Option<f32> {
        Some(ai::mcts::reward_orange(self) as f32)
    }

    fn playout_action(&self, rng: &mut rand::rngs::SmallRng) -> Option<Action> {
        self.playout_action_greedyish(rng)
    }

    /// A placement on one cell, whenever it is made (a bridge depends on
    /// the tokens around it: it has no key).
    fn amaf_key(&self, action: Action) -> Option<u16> {
        match action {
            Action::Step(Step::Place(cell)) => Some(cell.index() as u16),
            _ => None,
        }
    }

    fn random_action(&self, rng: &mut rand::rngs::SmallRng) -> Option<Action> {
        if self.is_over() {
            return None;
        }
        Some(match self.random_step(rng) {
            Some(s) => Action::Step(s),
            None if self.steps_in_turn() == 1 => Action::End,
            None => Action::Pass,
        })
    }
}

impl crate::games::Registered for Position {
    const KIND: Kind = Kind::Bridges;
    const SEATS: [SeatInfo; 2] = SEATS;
}

impl Present for Position {
    /// A place is its cell; a bridge its two ends, either first (both
    /// are the mover's tokens); `pass` and `end` are buttons.
    fn click_steps(&self, a: Action) -> Vec<Vec<String>> {
        let name = |c| self.board().name(c).to_string();
        match a {
            Action::Step(Step::Place(c)) => vec![vec![name(c)]],
            Action::Step(Step::Bridge(x, y)) => {
                vec![vec![name(x), name(y)], vec![name(y), name(x)]]
            }
            Action::Pass | Action::End => Vec::new(),
        }
    }

    fn view(&self, last: &[Action], ctx: &ViewCtx) -> View {
        view::view(self, &view::LastTurn::of(self, last), ctx)
    }

    fn alt_text(&self, last: &[Action], ctx: &ViewCtx) -> String {
        present::alt_text(self, &view::LastTurn::of(self, last), ctx)
    }

    fn text_board(&self, ctx: &ViewCtx) -> String {
        self.text_board_after(&[], ctx)
    }

    fn text_board_after(&self, last: &[Action], ctx: &ViewCtx) -> String {
        present::text_board(self, &view::LastTurn::of(self, last), ctx)
    }

    fn legal_text(&self, lang: Lang) -> Option<String> {
        Some(words::legal_text(self, lang))
    }

    fn score_line(&self, ctx: &ViewCtx) -> Option<String> {
        Some(words::score_line(self, ctx.lang))
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let r = Position::result(self)?;
        Some(score_result_sentence(ctx, &r))
    }

    /// The order Bridges' report always had, `game` first.
    const CHECK_ORDER: &'static [&'static str] = &[
        "game", "size", "turns", "over", "to_move", "scores", "bridges", "result",
    ];

    fn check_keys(&self) -> serde_json::Map<String, serde_json::Value> {
        use serde_json::json;
        let per = |f: &dyn Fn(Player) -> serde_json::Value| {
            let mut o = serde_json::Map::new();
            o.insert("orange".into(), f(Player::Orange));
            o.insert("light_blue".into(), f(Player::LightBlue));
            serde_json::Value::Object(o)
        };
        let mut m = serde_json::Map::new();
        m.insert("size".into(), json!(self.board().size()));
        m.insert("scores".into(), per(&|p| json!(self.score(p))));
        m.insert("bridges".into(), per(&|p| json!(self.bridge_values(p))));
        m
    }

    fn prompt(&self, lang: Lang) -> String {
        if self.turn() == 1 {
            t!(lang, "bridges-prompt-first")
        } else if self.steps_in_turn() == 1 {
            t!(lang, "bridges-prompt-second")
        } else {
            t!(lang, "bridges-prompt")
        }
    }

    fn describe_turn(&self, actions: &[Action], lang: Lang) -> String {
        let steps: Vec<Step> = actions
            .iter()
            .filter_map(|a| match *a {
                Action::Step(s) => Some(s),
                _ => None,
            })
            .collect();
        describe_steps(self.board(), &steps, lang)
    }
}
