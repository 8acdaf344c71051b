//! Conditional moves (`plan`): the player who has just moved writes
//! replies ahead ("if they play X, I play Y", several turns deep), checked
//! when written; the bot plays the reply the moment the opponent's turn
//! matches a line (checked again), and cancels the plan when it matches
//! none, telling its owner privately through the clock task. A plan is its
//! owner's alone: every answer to `plan` is private, the turn lines never
//! say a move came from one, and neither the table nor the archive holds
//! it; once the game is over, its archived record says which turns were
//! played from a plan (the `Planned` tag). Games with hidden information refuse plans.

use super::text::{game_name, seat_word, sentence};
use super::{Bot, Ctx, Fail, Out, Post, Reply, Request};
use crate::games::{AnyGame, PlayError, Progress};
use crate::i18n::Lang;
use crate::store::{Plan, PlanCancel, StoredGame};
use crate::t;

/// What `plan` was asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum PlanCmd {
    Show,
    Clear,
    /// Lines separated by commas, each their turn, my reply, ...
    Set(String),
}

/// The most lines a plan holds, and turns a line: a plan is a few forced
/// lines, not an opening book (`plan-too-long` says 20 and 20).
const MAX_LINES: usize = 20;
const MAX_TURNS: usize = 20;

/// A refusal of a move, in words.
fn refusal(lang: Lang, e: PlayError) -> String {
    match e {
        PlayError::Parse(m) | PlayError::TurnOver(m) => sentence(&m.text(lang)),
        PlayError::Rule { message, .. } => sentence(&message.text(lang)),
        PlayError::Over => t!(lang, "play-over"),
    }
}

/// A plan as its owner reads it: one line each, turns joined by arrows.
fn plan_text(plan: &Plan) -> String {
    plan.lines
        .iter()
        .map(|l| format!("`{}`", l.join(" → ")))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Only the requester sees it.
fn private(text: String) -> Reply {
    Reply {
        private: true,
        ephemeral: true,
        ..Reply::text(text)
    }
}

impl Bot {
    /// `plan`, `plan clear`, `plan LINE, LINE`: every answer private, a
    /// refusal too (it quotes the plan).
    pub(super) fn plan(&self, cx: &Ctx, cmd: PlanCmd) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        match self.plan_said(req, lang, cmd) {
            Ok(text) | Err(Fail::Said(text)) => Ok(vec![private(text)]),
            Err(e) => Err(e),
        }
    }

    fn plan_said(&self, req: &Request, lang: Lang, cmd: PlanCmd) -> Result<String, Fail> {
        let (mut stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        let p = self.prefix();
        if game.has_private() {
            let game = game_name(game.kind(), lang);
            return Err(t!(lang, "plan-hidden", game = game).into());
        }
        if stored.ai.is_some() {
            return Err(t!(lang, "plan-ai").into());
        }
        let mine = stored
            .plan
            .as_ref()
            .filter(|plan| plan.seat == me && plan.cancelled.is_none());
        match cmd {
            PlanCmd::Show => Ok(match mine {
                Some(plan) => t!(lang, "plan-shown", plan = plan_text(plan), prefix = &p),
                None => t!(lang, "plan-none", prefix = &p),
            }),
            PlanCmd::Clear => {
                if mine.is_none() {
                    return Err(t!(lang, "plan-none", prefix = &p).into());
                }
                stored.plan = None;
                self.save(&mut stored, game.as_ref())?;
                Ok(t!(lang, "plan-cleared"))
            }
            PlanCmd::Set(text) => {
                match game.to_move() {
                    None => return Err(t!(lang, "play-over").into()),
                    Some(s) if s == me => return Err(t!(lang, "plan-your-turn").into()),
                    Some(_) => {}
                }
                let plan = Plan {
                    seat: me,
                    lines: self.check_plan(lang, game.as_ref(), me, &text)?,
                    cancelled: None,
                };
                let shown = plan_text(&plan);
                stored.plan = Some(plan);
                self.save(&mut stored, game.as_ref())?;
                Ok(t!(lang, "plan-saved", plan = shown, prefix = &p))
            }
        }
    }

    /// Read a plan for `me` from the position at the start of the turn in
    /// progress: every move legal, each line whole turns ending with my
    /// reply, and one reply to the same moves. The lines as record lines.
    fn check_plan(
        &self,
        lang: Lang,
        game: &dyn AnyGame,
        me: usize,
        text: &str,
    ) -> Result<Vec<Vec<String>>, Fail> {
        let p = self.prefix();
        let usage = || Fail::Said(t!(lang, "plan-usage", prefix = &p));
        let start = game.after_turns(game.turns_done()).ok_or_else(usage)?;
        let raw: Vec<&str> = text.split(',').map(str::trim).collect();
        if raw.len() > MAX_LINES {
            return Err(t!(lang, "plan-too-long").into());
        }
        let mut lines: Vec<Vec<String>> = Vec::new();
        for (i, line) in raw.iter().enumerate() {
            let n = i + 1;
            if line.is_empty() {
                return Err(usage());
            }
            let mut sim = start.clone_box();
            let mut turns: Vec<String> = Vec::new();
            let mut partial = false;
            for word in line.split_whitespace() {
                let whose = if turns.len().is_multiple_of(2) {
                    1 - me
                } else {
                    me
                };
                if sim.to_move() != Some(whose) {
                    return Err(t!(lang, "plan-no-turn", line = n, word = word).into());
                }
                match sim.play(word) {
                    Err(e) => {
                        let why = refusal(lang, e);
                        return Err(
                            t!(lang, "plan-illegal", line = n, word = word, why = why).into()
                        );
                    }
                    Ok(Progress::Continues) => partial = true,
                    Ok(Progress::Ended) => {
                        turns.push(sim.turn_lines().last().cloned().unwrap_or_default());
                        sim.forced_passes();
                        partial = false;
                    }
                }
            }
            let last = line.split_whitespace().last().unwrap_or_default();
            if partial {
                return Err(t!(lang, "plan-mid-turn", line = n, word = last).into());
            }
            if !turns.len().is_multiple_of(2) {
                return Err(t!(lang, "plan-needs-reply", line = n, word = last).into());
            }
            if turns.len() > MAX_TURNS {
                return Err(t!(lang, "plan-too-long").into());
            }
            // Lines that agree so far must part at one of their moves.
            for (j, other) in lines.iter().enumerate() {
                let split = turns.iter().zip(other).position(|(a, b)| a != b);
                if split.is_some_and(|k| k % 2 == 1) {
                    return Err(t!(lang, "plan-two-replies", first = j + 1, second = n).into());
                }
            }
            lines.push(turns);
        }
        Ok(lines)
    }

    /// A turn just ended: if the player now to move has a plan, play its
    /// reply to the turn (announced as any move, in `lines`), keep the
    /// lines that go on, or cancel it for its owner to be told. A plan
    /// left when the game is over goes with it.
    pub(super) fn follow_plan(
        &self,
        lang: Lang,
        stored: &mut StoredGame,
        game: &mut dyn AnyGame,
        lines: &mut Vec<String>,
    ) {
        let Some(plan) = stored.plan.take() else {
            return;
        };
        if game.result().is_some() {
            return;
        }
        if plan.cancelled.is_some() || game.to_move() != Some(plan.seat) {
            stored.plan = Some(plan);
            return;
        }
        let theirs = game.turn_lines().last().cloned().unwrap_or_default();
        let next: Vec<&[String]> = plan
            .lines
            .iter()
            .filter(|l| l.first() == Some(&theirs))
            .map(|l| &l[1..])
            .collect();
        let cancel = |why: PlanCancel| {
            Some(Plan {
                seat: plan.seat,
                lines: Vec::new(),
                cancelled: Some(why),
            })
        };
        let Some(reply) = next.first().and_then(|l| l.first()).cloned() else {
            stored.plan = cancel(PlanCancel::Unmatched(theirs));
            return;
        };
        // Checked again: the reply must still be legal here.
        let mut after = game.clone_box();
        if after.replay_line(&reply, false).is_err() {
            stored.plan = cancel(PlanCancel::Illegal(reply));
            return;
        }
        game.replay_line(&reply, false)
            .expect("replayed on a copy just now");
        // Marked for the record, shown once the game is over.
        let turn = u32::try_from(game.turn_lines().len()).unwrap_or(u32::MAX);
        stored.planned.push(turn);
        if let Some(done) = game.describe_last_turn(lang) {
            let seat = seat_word(lang, game.seats(), plan.seat);
            lines.push(t!(lang, "play-moved", seat = seat, done = done));
        }
        let rest: Vec<Vec<String>> = next
            .iter()
            .filter(|l| l.len() > 1)
            .map(|l| l[1..].to_vec())
            .collect();
        if !rest.is_empty() {
            stored.plan = Some(Plan {
                seat: plan.seat,
                lines: rest,
                cancelled: None,
            });
        }
    }

    /// A cancelled plan's private word to its owner (the clock task sends
    /// it by DM), and the plan gone; `None` when there is nothing to tell.
    pub(super) fn plan_notice(&self, stored: &mut StoredGame, game: &dyn AnyGame) -> Option<Post> {
        let plan = stored.plan.take_if(|p| p.cancelled.is_some())?;
        let lang = self.game_lang(stored);
        let channel = format!("<#{}>", stored.channel);
        let name = super::said::verbatim(&stored.players[1 - plan.seat].name);
        let game_name = game_name(game.kind(), lang);
        let text = match plan.cancelled? {
            PlanCancel::Unmatched(turn) => t!(
                lang,
                "plan-cancelled",
                channel = channel,
                game = game_name,
                name = name,
                turn = turn
            ),
            PlanCancel::Illegal(reply) => t!(
                lang,
                "plan-cancelled-illegal",
                channel = channel,
                game = game_name,
                name = name,
                reply = reply
            ),
        };
        Some(Post {
            channel: stored.channel,
            user: stored.players[plan.seat].id,
            reply: private(text),
        })
    }
}
