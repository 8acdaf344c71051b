//! Bridges on the game interface. The rules live in `crate::engine` (tuned
//! and kept as they are); this module only maps them: [`Rules`] for the
//! position (the generic search and baselines), [`AnyGame`] for the game
//! with its history (`engine::Game`), which the bot stores and shows.

use super::played::{AnyGame, GameData, PlayError};
use super::rules::{Rules, SeatInfo, ViewCtx};
use super::view::{Tone, View};
use super::{Kind, Outcome, Progress, Seat};
use crate::engine::{
    parse_actions, step_text, Action, Game, Player, Position, RuleError, TurnProgress,
    DEFAULT_SIZE, MAX_SIZE, MIN_SIZE,
};
use crate::i18n::{Lang, Msg, ToMsg};
use crate::{msg, t};
use std::any::Any;
use words::{describe_steps, explain, score_result_sentence};

pub mod info;
pub mod present;
pub mod view;
mod words;

pub const SEATS: [SeatInfo; 2] = [
    SeatInfo {
        name: "Orange",
        key: "orange",
        tone: Tone::Orange,
        words: &["orange", "o"],
    },
    SeatInfo {
        name: "Light Blue",
        key: "light_blue",
        tone: Tone::Blue,
        words: &["blue", "lightblue", "light_blue", "light-blue", "b"],
    },
];

/// The stored form of any game for the engine's own stored form (which
/// the first release wrote, and which today's Bridges keeps in memory).
pub fn game_data(d: crate::engine::GameData) -> GameData {
    GameData {
        kind: Kind::Bridges,
        format: GameData::FORMAT,
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
    const KIND: Kind = Kind::Bridges;
    const SEATS: [SeatInfo; 2] = SEATS;

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

impl AnyGame for Game {
    fn kind(&self) -> Kind {
        Kind::Bridges
    }

    fn seats(&self) -> &'static [SeatInfo; 2] {
        &SEATS
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn to_move(&self) -> Option<Seat> {
        Rules::to_move(self.position())
    }

    fn result(&self) -> Option<Outcome> {
        outcome(self.position())
    }

    fn turn(&self) -> usize {
        self.turns().len() + 1
    }

    fn turns_done(&self) -> usize {
        self.turns().len()
    }

    fn mid_turn(&self) -> bool {
        !self.current_steps().is_empty()
    }

    fn last_mover(&self) -> Option<Seat> {
        if !self.current_steps().is_empty() {
            return Some(self.position().to_move().index());
        }
        // Bridges alternates strictly: turn 1 is Orange's.
        let n = self.turns().len();
        (n > 0).then(|| (n - 1) % 2)
    }

    fn play(&mut self, text: &str) -> Result<Progress, PlayError> {
        if self.position().is_over() {
            return Err(PlayError::Over);
        }
        let actions = self.parse(text).map_err(|e| PlayError::Parse(e.to_msg()))?;
        let mut next = self.clone();
        let mut progress = Progress::Continues;
        for (i, &a) in actions.iter().enumerate() {
            if progress == Progress::Ended {
                return Err(PlayError::TurnOver(turn_over_error(next.turns().len())));
            }
            progress = match next.act(a) {
                Ok(TurnProgress::Ended) => Progress::Ended,
                Ok(TurnProgress::Continues) => Progress::Continues,
                Err(e) => {
                    return Err(PlayError::Rule {
                        message: explain(next.position(), a, e),
                        after_others: i > 0,
                    })
                }
            };
        }
        *self = next;
        Ok(progress)
    }

    fn undo(&mut self) -> Option<String> {
        let step = Game::undo(self)?;
        Some(step_text(self.board(), step))
    }

    fn forced_passes(&mut self) -> Vec<Seat> {
        let mut out = Vec::new();
        while self.current_steps().is_empty()
            && !self.position().is_over()
            && !self.position().has_legal_step()
        {
            let p = self.position().to_move();
            if self.pass().is_err() {
                break;
            }
            out.push(p.index());
        }
        out
    }

    fn replay_line(&mut self, line: &str, _last: bool) -> Result<(), String> {
        self.play_turn_line(line)
    }

    fn legal(&self) -> Vec<String> {
        let position = self.position();
        if position.is_over() {
            return Vec::new();
        }
        let mut steps = Vec::new();
        position.legal_steps(&mut steps);
        let mut out: Vec<String> = steps
            .into_iter()
            .map(|s| step_text(position.board(), s))
            .collect();
        out.sort();
        out.dedup();
        out
    }

    fn choices(&self) -> Vec<String> {
        let mut actions = Vec::new();
        self.position().legal_actions(&mut actions);
        let mut out: Vec<String> = actions
            .into_iter()
            .map(|a| action_text(self.position(), a))
            .collect();
        out.sort();
        out
    }

    fn last_turn(&self) -> Vec<String> {
        let steps = if self.current_steps().is_empty() {
            self.turns().last().map(Vec::as_slice).unwrap_or(&[])
        } else {
            self.current_steps()
        };
        steps.iter().map(|&s| step_text(self.board(), s)).collect()
    }

    fn turn_lines(&self) -> Vec<String> {
        self.to_data().turns
    }

    fn record(&self) -> String {
        let mut record = Game::record(self).write();
        if !self.current_steps().is_empty() {
            let steps: Vec<String> = self
                .current_steps()
                .iter()
                .map(|&s| step_text(self.board(), s))
                .collect();
            record.push_str(&format!("# turn in progress: {}\n", steps.join(" ")));
        }
        record
    }

    fn data(&self) -> GameData {
        game_data(self.to_data())
    }

    fn view(&self, ctx: &ViewCtx) -> View {
        view::view(self, ctx)
    }

    fn alt_text(&self, ctx: &ViewCtx) -> String {
        present::alt_text(self, ctx)
    }

    fn prompt(&self, lang: Lang) -> String {
        let pos = self.position();
        if pos.turn() == 1 {
            t!(lang, "bridges-prompt-first")
        } else if pos.steps_in_turn() == 1 {
            t!(lang, "bridges-prompt-second")
        } else {
            t!(lang, "bridges-prompt")
        }
    }

    fn describe_last_turn(&self, lang: Lang) -> Option<String> {
        let steps = self.turns().last()?;
        Some(describe_steps(self.board(), steps, lang))
    }

    fn describe_current(&self, lang: Lang) -> Option<String> {
        let steps = self.current_steps();
        (!steps.is_empty()).then(|| describe_steps(self.board(), steps, lang))
    }

    fn parse_check(&self, text: &str) -> Result<(), Option<Msg>> {
        match self.parse(text) {
            Ok(_) => Ok(()),
            Err(crate::engine::ParseError::UnknownWord(_)) => Err(None),
            Err(e) => Err(Some(e.to_msg())),
        }
    }

    fn legal_text(&self, lang: Lang) -> String {
        words::legal_text(self.position(), lang)
    }

    fn text_board(&self, ctx: &ViewCtx) -> String {
        present::text_board(self, ctx)
    }

    fn score_line(&self, ctx: &ViewCtx) -> Option<String> {
        Some(words::score_line(self.position(), ctx.lang))
    }

    fn result_sentence(&self, ctx: &ViewCtx) -> Option<String> {
        let r = self.position().result()?;
        Some(score_result_sentence(ctx, &r))
    }

    fn check_json(&self, legal: bool) -> serde_json::Value {
        use serde_json::json;
        let pos = self.position();
        let over = pos.is_over();
        let result = pos.result().map(|r| r.winner.map_or("draw", |w| w.key()));
        let mut m = serde_json::Map::new();
        // The order Bridges' report always had, `game` first.
        m.insert("game".into(), json!("bridges"));
        m.insert("size".into(), json!(pos.board().size()));
        m.insert("turns".into(), json!(self.turns().len()));
        m.insert("over".into(), json!(over));
        m.insert(
            "to_move".into(),
            json!((!over).then(|| pos.to_move().key())),
        );
        let per = |f: &dyn Fn(Player) -> serde_json::Value| {
            let mut o = serde_json::Map::new();
            o.insert("orange".into(), f(Player::Orange));
            o.insert("light_blue".into(), f(Player::LightBlue));
            serde_json::Value::Object(o)
        };
        m.insert("scores".into(), per(&|p| json!(pos.score(p))));
        m.insert("bridges".into(), per(&|p| json!(pos.bridge_values(p))));
        m.insert("result".into(), json!(result));
        if legal {
            m.insert("legal".into(), json!(AnyGame::legal(self)));
        }
        serde_json::Value::Object(m)
    }
}
