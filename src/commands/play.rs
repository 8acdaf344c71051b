//! Commands on a running game: moves, undo, board, score, record, resign,
//! draw, abort, stats, legal cells; and the end of a game.

use super::text::{self, mention, outcome_sentence, score_line, turn_summary, who, your_move};
use super::{now_ms, Bot, ButtonStyle, Fail, Out, Reply, Request, User};
use crate::engine::{Cell, Game, ParseError, Player, Step, TurnProgress};
use crate::store::{ArchivedGame, Outcome, StoredGame};

/// Cells the player to move can use now: free cells and bridgeable tokens,
/// in board order.
pub(super) fn legal_cells(game: &Game) -> Vec<Cell> {
    let mut steps = Vec::new();
    game.position().legal_steps(&mut steps);
    let mut cells: Vec<Cell> = steps
        .iter()
        .flat_map(|s| match *s {
            Step::Place(c) => vec![c],
            Step::Bridge(a, b) => vec![a, b],
        })
        .collect();
    cells.sort();
    cells.dedup();
    cells
}

/// Discord messages are at most 2000 characters.
const MAX_TEXT: usize = 1900;

impl Bot {
    pub(super) fn not_your_turn(&self, stored: &StoredGame, game: &Game) -> Fail {
        let p = game.position().to_move();
        let name = &stored.players[p.index()].name;
        if name == p.name() {
            Fail(format!("It's {p}'s turn"))
        } else {
            Fail(format!("It's {p}'s turn ({name})"))
        }
    }

    pub(super) fn turn_buttons(&self, reply: Reply, channel: u64, mid_turn: bool) -> Reply {
        let reply = if mid_turn {
            reply.button(
                format!("bridges:end:{channel}"),
                "End turn",
                ButtonStyle::Primary,
            )
        } else {
            reply.button(
                format!("bridges:pass:{channel}"),
                "Pass",
                ButtonStyle::Secondary,
            )
        };
        reply.button(
            format!("bridges:legal:{channel}"),
            "Legal cells",
            ButtonStyle::Secondary,
        )
    }

    pub(super) fn play(&self, req: &Request, text: &str) -> Out {
        let (mut stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if game.position().is_over() {
            return Err("This game is over".into());
        }
        if game.position().to_move() != me {
            return Err(self.not_your_turn(&stored, &game));
        }
        let actions = game
            .parse(text)
            .map_err(|e| text::capitalize(&e.to_string()))?;
        let board = game.board();
        let mut next = game.clone();
        let mut ended = false;
        for (i, &action) in actions.iter().enumerate() {
            if ended {
                let err = if next.turns().len() == 1 {
                    crate::engine::RuleError::FirstTurnOneStep
                } else {
                    crate::engine::RuleError::TurnFull
                };
                return Err(
                    format!("{}: nothing was played", text::capitalize(&err.to_string())).into(),
                );
            }
            match next.act(action) {
                Ok(TurnProgress::Ended) => ended = true,
                Ok(TurnProgress::Continues) => {}
                Err(e) => {
                    let msg = text::rule_error(board, action, e);
                    return Err(if i > 0 {
                        format!("{msg} (nothing was played)")
                    } else {
                        msg
                    }
                    .into());
                }
            }
        }
        // An open draw offer lapses when the other side plays on.
        if stored.draw_offer == Some(me.other()) {
            stored.draw_offer = None;
        }
        self.after_move(req, stored, next, me, ended)
    }

    /// Save and announce the game after `mover` acted.
    pub(super) fn after_move(
        &self,
        req: &Request,
        mut stored: StoredGame,
        mut game: Game,
        mover: Player,
        ended: bool,
    ) -> Out {
        let board = game.board();
        let mut lines = Vec::new();
        if !ended {
            let step = *game.current_steps().last().ok_or("Nothing was played")?;
            lines.push(format!(
                "{mover} {}. 1 more step, or `end`.",
                text::step_words(board, step)
            ));
            stored.game = game.to_data();
            stored.updated_ms = now_ms();
            self.store.save_game(&stored, &game)?;
            let reply = Reply {
                board: self.board_image(&stored, &game, None),
                ..Reply::text(lines.join("\n"))
            };
            return Ok(vec![self.turn_buttons(reply, req.channel, true)]);
        }
        let last = game.turns().last().cloned().unwrap_or_default();
        lines.push(turn_summary(board, mover, &last) + ".");
        // A player with no legal step can only pass: do it for them.
        while !game.position().is_over() && !game.position().has_legal_step() {
            let p = game.position().to_move();
            if game.pass().is_err() {
                break;
            }
            lines.push(format!("{p} has no legal step, so I passed for them."));
        }
        // Against the AI: it replies at once, in the same message.
        if let Some(ai) = stored.ai {
            self.ai_replies(ai, &stored.players, &mut game, &mut lines);
        }
        if let Some(r) = game.position().result() {
            lines.push(score_line(game.position()));
            return self.finish(stored, game, Outcome::from_score(&r), lines);
        }
        lines.push(score_line(game.position()));
        let next = game.position().to_move();
        let next_id = stored.players[next.index()].id;
        lines.push(format!(
            "{}, your turn{}: {}.",
            mention(next_id),
            text::colour_note(&stored.players, next),
            your_move(game.position())
        ));
        stored.game = game.to_data();
        stored.updated_ms = now_ms();
        self.store.save_game(&stored, &game)?;
        let reply = Reply {
            board: self.board_image(&stored, &game, None),
            mentions: vec![next_id],
            ..Reply::text(lines.join("\n"))
        };
        Ok(vec![self.turn_buttons(reply, req.channel, false)])
    }

    /// End the game: archive it, count it, announce the result.
    fn finish(
        &self,
        stored: StoredGame,
        game: Game,
        outcome: Outcome,
        mut lines: Vec<String>,
    ) -> Out {
        let sentence = outcome_sentence(&stored.players, &outcome);
        let done = ArchivedGame {
            format: stored.format,
            kind: stored.kind.clone(),
            channel: stored.channel,
            guild: stored.guild,
            players: stored.players.clone(),
            game: game.to_data(),
            record: game.record().write(),
            outcome: outcome.clone(),
            created_ms: stored.created_ms,
            finished_ms: now_ms(),
            ai: stored.ai,
        };
        self.store.finish_game(&done)?;
        lines.push(format!("Game over: {sentence}."));
        let ping = match outcome {
            Outcome::Score { .. } => stored.players.iter().map(|s| s.id).collect(),
            _ => Vec::new(),
        };
        Ok(vec![Reply {
            board: self.board_image(&stored, &game, Some(&sentence)),
            mentions: ping,
            ..Reply::text(lines.join("\n"))
        }])
    }

    /// A prefixed word that is not a command: a move if it reads as one.
    pub(super) fn other(&self, req: &Request, text: &str) -> Out {
        let unknown = || {
            let word = text.split_whitespace().next().unwrap_or(text);
            Fail(format!(
                "`{}` is not a command: try `{}help`",
                super::parse::clip(word),
                self.config.prefix
            ))
        };
        let Some((_, game)) = self.store.game(req.channel)? else {
            return Err(unknown());
        };
        match game.parse(text) {
            Ok(_) => self.play(req, text),
            Err(ParseError::UnknownWord(_)) => Err(unknown()),
            Err(e) => Err(text::capitalize(&e.to_string()).into()),
        }
    }

    pub(super) fn undo(&self, req: &Request) -> Out {
        let (mut stored, mut game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if game.position().is_over() {
            return Err("This game is over".into());
        }
        if game.position().to_move() != me {
            return Err(self.not_your_turn(&stored, &game));
        }
        let step = game
            .undo()
            .ok_or("Nothing to undo: only a step of your unfinished turn can be taken back")?;
        let name = match step {
            Step::Place(c) => game.board().name(c).to_string(),
            Step::Bridge(a, b) => format!("{}–{}", game.board().name(a), game.board().name(b)),
        };
        stored.game = game.to_data();
        stored.updated_ms = now_ms();
        self.store.save_game(&stored, &game)?;
        let reply = Reply {
            board: self.board_image(&stored, &game, None),
            ..Reply::text(format!(
                "{me} took back {name}. Your move: {}.",
                your_move(game.position())
            ))
        };
        Ok(vec![self.turn_buttons(reply, req.channel, false)])
    }

    fn status_line(&self, stored: &StoredGame, game: &Game) -> String {
        let pos = game.position();
        format!(
            "{} vs {} · turn {} · {} to move",
            who(&stored.players, Player::Orange),
            who(&stored.players, Player::LightBlue),
            pos.turn(),
            pos.to_move()
        )
    }

    pub(super) fn board(&self, req: &Request) -> Out {
        let (stored, game) = self.load(req.channel)?;
        let text = format!(
            "{}\n{}",
            self.status_line(&stored, &game),
            score_line(game.position())
        );
        Ok(vec![Reply {
            board: self.board_image(&stored, &game, None),
            ..Reply::text(text)
        }])
    }

    pub(super) fn score(&self, req: &Request) -> Out {
        let (stored, game) = self.load(req.channel)?;
        Ok(vec![Reply::text(format!(
            "{}\n{}",
            score_line(game.position()),
            self.status_line(&stored, &game)
        ))])
    }

    pub(super) fn record(&self, req: &Request) -> Out {
        let (head, record) = match self.store.game(req.channel)? {
            Some((stored, game)) => {
                let mut record = game.record().write();
                if !game.current_steps().is_empty() {
                    let steps: Vec<String> = game
                        .current_steps()
                        .iter()
                        .map(|&s| crate::engine::step_text(game.board(), s))
                        .collect();
                    record.push_str(&format!("# turn in progress: {}\n", steps.join(" ")));
                }
                (self.status_line(&stored, &game), record)
            }
            None => match self.store.last_archived(req.channel)? {
                Some(a) => (
                    format!(
                        "Last game here, {} vs {}: {}.",
                        who(&a.players, Player::Orange),
                        who(&a.players, Player::LightBlue),
                        outcome_sentence(&a.players, &a.outcome)
                    ),
                    a.record,
                ),
                None => {
                    return Err("No game here yet, running or finished".into());
                }
            },
        };
        let body = fit_record(head.len(), record);
        Ok(vec![Reply::text(format!("{head}\n```\n{body}```"))])
    }

    pub(super) fn resign(&self, req: &Request) -> Out {
        let (stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        self.finish(stored, game, Outcome::Resigned { player: me }, Vec::new())
    }

    pub(super) fn draw(&self, req: &Request) -> Out {
        let (mut stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if stored.ai.is_some() {
            return Err("I don't agree draws: play on, or `resign`".into());
        }
        let other = &stored.players[me.other().index()];
        match stored.draw_offer {
            Some(p) if p == me.other() => {
                self.finish(stored, game, Outcome::AgreedDraw, Vec::new())
            }
            Some(_) => {
                Err(format!("You already offered a draw: waiting for {}", other.name).into())
            }
            None => {
                let text = format!(
                    "{} offers a draw. {}: `{}draw` to accept, or play on.",
                    who(&stored.players, me),
                    mention(other.id),
                    self.config.prefix
                );
                let ping = vec![other.id];
                stored.draw_offer = Some(me);
                stored.updated_ms = now_ms();
                self.store.save_game(&stored, &game)?;
                Ok(vec![Reply {
                    mentions: ping,
                    ..Reply::text(text)
                }])
            }
        }
    }

    pub(super) fn abort(&self, req: &Request) -> Out {
        if !req.is_moderator {
            return Err(
                "Only a moderator (Manage Messages) can abort a game; players can `resign`".into(),
            );
        }
        match self.store.game(req.channel) {
            Ok(Some((stored, game))) => self.finish(
                stored,
                game,
                Outcome::Aborted {
                    moderator: req.user.id,
                },
                Vec::new(),
            ),
            Ok(None) => Err("No game in this channel to abort".into()),
            Err(crate::store::StoreError::Corrupt { key, .. }) => {
                self.store.remove_game(req.channel)?;
                Ok(vec![Reply::text(format!(
                    "Removed the unreadable game data ({key}). The channel is free for a new game."
                ))])
            }
            Err(e) => Err(e.into()),
        }
    }

    pub(super) fn stats(&self, req: &Request, user: Option<User>) -> Out {
        let user = user.unwrap_or_else(|| req.user.clone());
        let (all, here) = self.store.stats(user.id, req.guild)?;
        let fmt = |s: crate::store::Stats| {
            let n =
                |k: u32, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
            format!(
                "{}, {}, {}, {}",
                n(s.games, "game", "games"),
                n(s.wins, "win", "wins"),
                n(s.losses, "loss", "losses"),
                n(s.draws, "draw", "draws")
            )
        };
        let text = match here {
            Some(h) => format!("{}: {} here; {} overall", user.name, fmt(h), fmt(all)),
            None => format!("{}: {}", user.name, fmt(all)),
        };
        Ok(vec![Reply::text(text)])
    }

    pub(super) fn legal(&self, req: &Request) -> Out {
        let (stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if game.position().is_over() {
            return Err("This game is over".into());
        }
        if game.position().to_move() != me {
            return Err(self.not_your_turn(&stored, &game));
        }
        let board = game.board();
        let mut steps = Vec::new();
        game.position().legal_steps(&mut steps);
        let places: Vec<String> = steps
            .iter()
            .filter_map(|s| match *s {
                Step::Place(c) => Some(board.name(c).to_string()),
                _ => None,
            })
            .collect();
        let bridges: Vec<String> = steps
            .iter()
            .filter_map(|&s| match s {
                Step::Bridge(..) => Some(text::step_words(board, s).replace("bridged ", "")),
                _ => None,
            })
            .collect();
        let list = |v: &[String], max: usize| {
            let mut s = v.iter().take(max).cloned().collect::<Vec<_>>().join(" ");
            if v.len() > max {
                s.push_str(&format!(" … ({} more)", v.len() - max));
            }
            s
        };
        let mut text = if steps.is_empty() {
            "No step is possible now: `end` the turn".to_string()
        } else {
            format!("Place on {} cells: {}", places.len(), list(&places, 20))
        };
        if !bridges.is_empty() {
            text.push_str(&format!("\nBridges: {}", list(&bridges, 12)));
        }
        let mut view = super::view(&stored, &game);
        view.show_legal = true;
        let image = super::BoardImage {
            png: crate::render::render_png(&view),
            alt: crate::render::alt_text(&view),
            file_name: format!("bridges-{}-legal.png", req.channel),
        };
        Ok(vec![Reply {
            board: Some(image),
            ephemeral: true,
            ..Reply::text(text)
        }])
    }
}

/// A record short enough for one message after a header of `head_len`
/// bytes: the `size` line and the latest turns, with a note of what was cut.
fn fit_record(head_len: usize, record: String) -> String {
    if head_len + record.len() <= MAX_TEXT {
        return record;
    }
    let lines: Vec<&str> = record.lines().collect();
    let mut kept: Vec<&str> = Vec::new();
    let mut len = head_len + 60;
    for l in lines.iter().skip(1).rev() {
        if len + l.len() + 1 > MAX_TEXT {
            break;
        }
        len += l.len() + 1;
        kept.push(l);
    }
    kept.reverse();
    let omitted = lines.len().saturating_sub(1 + kept.len());
    format!(
        "{}\n# … {omitted} earlier turns omitted\n{}\n",
        lines.first().unwrap_or(&""),
        kept.join("\n")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_records_keep_the_header_and_latest_turns() {
        let short = "size 5\nE2\n".to_string();
        assert_eq!(fit_record(10, short.clone()), short);
        let long: String = std::iter::once("size 13".to_string())
            .chain((0..600).map(|i| format!("T{i}")))
            .map(|l| l + "\n")
            .collect();
        let fit = fit_record(100, long);
        assert!(100 + fit.len() <= MAX_TEXT, "{}", fit.len());
        assert!(fit.starts_with("size 13\n# … "), "{fit}");
        assert!(fit.ends_with("T599\n"));
        let omitted: usize = fit
            .lines()
            .nth(1)
            .unwrap()
            .split(' ')
            .nth(2)
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(omitted + fit.lines().count() - 2, 600);
    }
}
