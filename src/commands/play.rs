//! Commands on a running game: moves, undo, board, score, record, resign,
//! draw, abort, stats, legal moves; and the end of a game.

use super::buttons::ButtonId;
use super::text::{self, colour_note, mention, names, outcome_sentence, who};
use super::{Attachment, Bot, ButtonStyle, Fail, Out, Reply, Request, User};
use crate::games::{AnyGame, PlayError, Progress, ViewCtx};
use crate::store::{ArchivedGame, Outcome, StoredGame};

/// Discord messages are at most 2000 characters.
const MAX_TEXT: usize = 1900;

/// Turns each player is shown how to move; later "your turn" lines are
/// short (the syntax is known by then, and `!help` has it).
const PROMPTED_TURNS: usize = 2;

/// "<@id>, your turn (Light Blue): up to 2 steps …." for a player's first
/// turns, then "<@id>, your turn (Light Blue)."
/// `left` is the clock's note (`, 2 d left`), empty without a clock.
pub(super) fn your_turn(
    stored: &StoredGame,
    game: &dyn AnyGame,
    seat: usize,
    left: &str,
) -> String {
    let head = format!(
        "{}, your turn{}{left}",
        mention(stored.players[seat].id),
        colour_note(&stored.players, game.seats(), seat)
    );
    // Turn t is the player's ((t + 1) / 2)-th in games that alternate.
    if game.turn().div_ceil(2) <= PROMPTED_TURNS {
        format!("{head}: {}.", game.prompt())
    } else {
        format!("{head}.")
    }
}

/// The game's own name for a seat (`Orange`, `White`).
fn seat_name(game: &dyn AnyGame, s: usize) -> &'static str {
    game.seats()[s].name
}

impl Bot {
    pub(super) fn not_your_turn(&self, stored: &StoredGame, game: &dyn AnyGame) -> Fail {
        let Some(p) = game.to_move() else {
            return Fail("This game is over".into());
        };
        let seat = seat_name(game, p);
        let name = &stored.players[p].name;
        if name == seat {
            Fail(format!("It's {seat}'s turn"))
        } else {
            Fail(format!("It's {seat}'s turn ({name})"))
        }
    }

    /// The buttons under a turn's message, bound to that turn.
    pub(super) fn turn_buttons(&self, reply: Reply, channel: u64, game: &dyn AnyGame) -> Reply {
        if game.is_over() {
            return reply;
        }
        let turn = game.turn();
        let choices = game.choices();
        let reply = if game.mid_turn() && choices.iter().any(|c| c == "end") {
            reply.button(
                ButtonId::End { channel, turn }.encode(),
                "End turn",
                ButtonStyle::Primary,
            )
        } else if !game.mid_turn() && choices.iter().any(|c| c == "pass") {
            reply.button(
                ButtonId::Pass { channel, turn }.encode(),
                "Pass",
                ButtonStyle::Secondary,
            )
        } else {
            reply
        };
        let reply = reply.button(
            ButtonId::Legal { channel }.encode(),
            "Legal moves",
            ButtonStyle::Secondary,
        );
        if game.private_line(0).is_some() {
            reply.button(
                ButtonId::Hand { channel }.encode(),
                "Your hand",
                ButtonStyle::Primary,
            )
        } else {
            reply
        }
    }

    /// Is `user` the player to move? The error says why not.
    pub(super) fn check_turn(
        &self,
        stored: &StoredGame,
        game: &dyn AnyGame,
        user: u64,
    ) -> Result<usize, Fail> {
        let me = self.seat(stored, user)?;
        match game.to_move() {
            None => Err("This game is over".into()),
            Some(p) if p != me => Err(self.not_your_turn(stored, game)),
            Some(_) => Ok(me),
        }
    }

    pub(super) fn play(&self, req: &Request, text: &str) -> Out {
        let (mut stored, mut game) = self.load(req.channel)?;
        let me = self.check_turn(&stored, game.as_ref(), req.user.id)?;
        if stored
            .clock
            .as_ref()
            .is_some_and(|c| c.stopped_left_ms.is_some())
        {
            return Err(format!(
                "The game is adjourned: `{}resume` to play on",
                self.config.prefix
            )
            .into());
        }
        let hidden = game.private_line(me).is_some();
        let progress = game.play(text).map_err(|e| match e {
            PlayError::Parse(m) => Fail(text::sentence(&m)),
            PlayError::Rule {
                message,
                after_others,
            } => Fail(if after_others {
                format!("{} (nothing was played)", text::sentence(&message))
            } else {
                text::sentence(&message)
            }),
            PlayError::TurnOver(m) => Fail(format!("{}: nothing was played", text::sentence(&m))),
            PlayError::Over => Fail("This game is over".into()),
        });
        let progress = match progress {
            Ok(p) => p,
            // A refusal may name what the hand holds: only for its owner.
            Err(Fail(why)) if hidden => {
                return Ok(vec![Reply {
                    private: true,
                    ephemeral: true,
                    ..Reply::text(why)
                }])
            }
            Err(e) => return Err(e),
        };
        // An open draw offer lapses when the other side plays on.
        if stored.draw_offer == Some(1 - me) {
            stored.draw_offer = None;
        }
        self.after_move(req, stored, game, me, progress == Progress::Ended)
    }

    /// Save and announce the game after `mover` acted.
    pub(super) fn after_move(
        &self,
        req: &Request,
        mut stored: StoredGame,
        game: Box<dyn AnyGame>,
        mover: usize,
        ended: bool,
    ) -> Out {
        let mover_name = seat_name(game.as_ref(), mover);
        // A hand changed (refilled): its owner sees it again, privately,
        // when they acted through an interaction (text players ask `hand`).
        let hand_for = (!matches!(req.input, super::Input::Text(_))).then_some(mover);
        if !ended {
            let done = game.describe_current().ok_or("Nothing was played")?;
            let text = format!("{mover_name} {done}. {}.", text::capitalize(&game.prompt()));
            stored.game = game.data();
            self.save(&mut stored, game.as_ref())?;
            let reply = Reply {
                board: self.board_image(&stored, game.as_ref(), None),
                ..Reply::text(text)
            };
            let mut replies = vec![self.turn_buttons(reply, req.channel, game.as_ref())];
            replies.extend(
                hand_for.and_then(|s| self.hand_reply(req.channel, &stored, game.as_ref(), s)),
            );
            return Ok(replies);
        }
        let mut lines = Vec::new();
        if let Some(done) = game.describe_last_turn() {
            lines.push(format!("{mover_name} {done}."));
        }
        self.turn_over(req.channel, stored, game, lines, hand_for)
    }

    /// A turn has ended (by a play or on time): forced passes, the AI's
    /// answer, the end of the game or the next turn (its clock starts now),
    /// announced after `lines`; and `hand_for`'s hand, privately.
    pub(super) fn turn_over(
        &self,
        channel: u64,
        mut stored: StoredGame,
        mut game: Box<dyn AnyGame>,
        mut lines: Vec<String>,
        hand_for: Option<usize>,
    ) -> Out {
        self.forced_passes(game.as_mut(), &mut lines);
        // Against the AI: it replies at once, in the same message.
        if let Some(ai) = stored.ai {
            self.ai_replies(ai, &stored.players, game.as_mut(), &mut lines);
        }
        let ctx = ViewCtx::public(names(&stored.players));
        if let Some(score) = game.score_line(&ctx) {
            lines.push(score);
        }
        if let Some(r) = game.result() {
            return self.finish(stored, game, Outcome::Board { winner: r.winner() }, lines);
        }
        let next = game.to_move().unwrap_or(0);
        let next_id = stored.players[next].id;
        stored.game = game.data();
        // The next turn's clock starts now (saved with the move below).
        self.rearm(&mut stored, game.as_ref());
        lines.push(your_turn(
            &stored,
            game.as_ref(),
            next,
            &self.left_note(self.game_lang(&stored), &stored),
        ));
        self.save(&mut stored, game.as_ref())?;
        let reply = Reply {
            board: self.board_image(&stored, game.as_ref(), None),
            mentions: vec![next_id],
            ..Reply::text(lines.join("\n"))
        };
        let mut replies = vec![self.turn_buttons(reply, channel, game.as_ref())];
        replies.extend(hand_for.and_then(|s| self.hand_reply(channel, &stored, game.as_ref(), s)));
        Ok(replies)
    }

    /// A player with nothing legal can only pass: do it for them.
    pub(super) fn forced_passes(&self, game: &mut dyn AnyGame, lines: &mut Vec<String>) {
        for p in game.forced_passes() {
            lines.push(format!(
                "{} has no legal move, so I passed for them.",
                seat_name(game, p)
            ));
        }
    }

    /// End the game: archive it, count and rate it, announce the result
    /// with the rating changes, the game's id, its record (attached) and a
    /// Rematch button.
    pub(super) fn finish(
        &self,
        stored: StoredGame,
        game: Box<dyn AnyGame>,
        outcome: Outcome,
        mut lines: Vec<String>,
    ) -> Out {
        let sentence = outcome_sentence(&stored.players, game.as_ref(), &outcome);
        let close_thread = stored.thread_of.is_some();
        let done = ArchivedGame {
            format: stored.format,
            channel: stored.channel,
            guild: stored.guild,
            players: stored.players.clone(),
            game: game.data(),
            record: game.record(),
            outcome: outcome.clone(),
            created_ms: stored.created_ms,
            finished_ms: self.now(),
            ai: stored.ai,
            rated: stored.rated,
            clock_ms: stored.clock.as_ref().map(|c| c.per_move_ms),
        };
        let finished = self.store.finish_game(&done)?;
        let id = finished.id;
        lines.push(match outcome {
            // Addressed to the opponent, who may not be watching.
            Outcome::Resigned { seat } => format!(
                "{} Game over: {sentence}.",
                mention(stored.players[1 - seat].id)
            ),
            _ => format!("Game over: {sentence}."),
        });
        if let Some([(a0, a1), (b0, b1)]) = &finished.ratings {
            let [a, b] = &stored.players;
            lines.push(format!(
                "Ratings: {} {} → {} · {} {} → {}",
                a.name,
                a0.shown(),
                a1.shown(),
                b.name,
                b0.shown(),
                b1.shown()
            ));
        }
        let p = &self.config.prefix;
        lines.push(format!("Game #{id} · `{p}record {id}` · `{p}replay {id}`"));
        let aborted = matches!(outcome, Outcome::Aborted { .. });
        let ping = match outcome {
            Outcome::Board { .. } | Outcome::Timeout { .. } => {
                stored.players.iter().map(|s| s.id).collect()
            }
            // The opponent hears of a resignation.
            Outcome::Resigned { seat } => vec![stored.players[1 - seat].id],
            _ => Vec::new(),
        };
        let reply = Reply {
            board: self.board_image(&stored, game.as_ref(), Some(&sentence)),
            mentions: ping,
            close_thread,
            file: Some(record_file(game.kind().key(), id, done.record)),
            ..Reply::text(lines.join("\n"))
        };
        Ok(vec![if aborted {
            reply
        } else {
            reply.button(
                ButtonId::Rematch(id).encode(),
                "Rematch",
                ButtonStyle::Primary,
            )
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
        match game.parse_check(text) {
            Ok(()) => self.play(req, text),
            Err(None) => Err(unknown()),
            Err(Some(e)) => Err(text::sentence(&e).into()),
        }
    }

    pub(super) fn undo(&self, req: &Request) -> Out {
        let (mut stored, mut game) = self.load(req.channel)?;
        let me = self.check_turn(&stored, game.as_ref(), req.user.id)?;
        let name = game
            .undo()
            .ok_or("Nothing to undo: only a step of your unfinished turn can be taken back")?;
        let name = name.replace('-', "–");
        stored.game = game.data();
        self.save(&mut stored, game.as_ref())?;
        let reply = Reply {
            board: self.board_image(&stored, game.as_ref(), None),
            ..Reply::text(format!(
                "{} took back {name}. Your move: {}.",
                seat_name(game.as_ref(), me),
                game.prompt()
            ))
        };
        Ok(vec![self.turn_buttons(reply, req.channel, game.as_ref())])
    }

    fn status_line(&self, stored: &StoredGame, game: &dyn AnyGame) -> String {
        let seats = game.seats();
        let mut s = format!(
            "{} vs {} · turn {}",
            who(&stored.players, seats, 0),
            who(&stored.players, seats, 1),
            game.turn()
        );
        if let Some(p) = game.to_move() {
            s.push_str(&format!(" · {} to move", seats[p].name));
        }
        s
    }

    fn score_text(&self, stored: &StoredGame, game: &dyn AnyGame) -> String {
        let ctx = ViewCtx::public(names(&stored.players));
        game.score_line(&ctx)
            .unwrap_or_else(|| format!("{} · turn {}", game.kind().name(), game.turn()))
    }

    pub(super) fn board(&self, req: &Request) -> Out {
        let (stored, game) = self.load(req.channel)?;
        let text = format!(
            "{}\n{}",
            self.status_line(&stored, game.as_ref()),
            self.score_text(&stored, game.as_ref())
        );
        Ok(vec![Reply {
            board: self.board_image(&stored, game.as_ref(), None),
            ..Reply::text(text)
        }])
    }

    pub(super) fn score(&self, req: &Request) -> Out {
        let (stored, game) = self.load(req.channel)?;
        Ok(vec![Reply::text(format!(
            "{}\n{}",
            self.score_text(&stored, game.as_ref()),
            self.status_line(&stored, game.as_ref())
        ))])
    }

    /// The record of the game here (what may be shown while it runs), of
    /// the last one finished here, or of archived game `id` of this
    /// server: a clipped copy in the message and the whole as a file.
    pub(super) fn record(&self, req: &Request, id: Option<u64>) -> Out {
        let (head, record, file) = match id {
            Some(id) => {
                let a = self.archived_here(req, id)?;
                let head = format!("Game #{id}, {}", self.archived_head(&a)?);
                let file = record_file(a.game.kind.key(), id, a.record.clone());
                (head, a.record, file)
            }
            None => match self.store.game(req.channel)? {
                Some((stored, game)) => {
                    let record = game.public_record();
                    let file = Attachment {
                        name: format!(
                            "{}-{}-turn{}.txt",
                            game.kind().key(),
                            req.channel,
                            game.turn()
                        ),
                        bytes: record.clone().into_bytes(),
                    };
                    (self.status_line(&stored, game.as_ref()), record, file)
                }
                None => match self.store.last_archived(req.channel)? {
                    Some(a) => {
                        let id = self.store.last_archived_id(req.channel)?.unwrap_or(0);
                        let head =
                            format!("Last game here, {} Game #{id}.", self.archived_head(&a)?);
                        let file = record_file(a.game.kind.key(), id, a.record.clone());
                        (head, a.record, file)
                    }
                    None => {
                        return Err("No game here yet, running or finished".into());
                    }
                },
            },
        };
        let body = fit_record(head.len(), record);
        Ok(vec![Reply {
            file: Some(file),
            ..Reply::text(format!("{head}\n```\n{body}```"))
        }])
    }

    /// "Ann (Orange) vs Bob (Light Blue): Ann wins." for an archived game.
    fn archived_head(&self, a: &ArchivedGame) -> Result<String, Fail> {
        let game = a
            .game
            .load()
            .map_err(|e| format!("That game's record can't be read: {e}"))?;
        let seats = game.seats();
        Ok(format!(
            "{} vs {}: {}.",
            who(&a.players, seats, 0),
            who(&a.players, seats, 1),
            outcome_sentence(&a.players, game.as_ref(), &a.outcome)
        ))
    }

    /// Archived game `id`, if it was played on this server (or, outside
    /// servers, outside servers too).
    pub(super) fn archived_here(&self, req: &Request, id: u64) -> Result<ArchivedGame, Fail> {
        // A player's own game is found through their history at once.
        let found = match self.store.archived_of(req.guild, req.user.id, id)? {
            Some(a) => Some(a),
            None => self.store.archived(id)?,
        };
        found.filter(|a| a.guild == req.guild).ok_or_else(|| {
            Fail(format!(
                "No finished game #{id} on this server: `{}history` lists game ids",
                self.config.prefix
            ))
        })
    }

    /// Ask before resigning: only the confirm button (or `resign yes`)
    /// resigns, and only on the turn it was asked.
    pub(super) fn resign(&self, req: &Request) -> Out {
        let (stored, game) = self.load(req.channel)?;
        self.seat(&stored, req.user.id)?;
        let reply = super::addressed(
            req,
            format!(
                "Resign this game? (Or type `{}resign yes`.)",
                self.config.prefix
            ),
        );
        Ok(vec![Reply {
            ephemeral: true,
            ..reply
        }
        .button(
            ButtonId::Resign {
                channel: req.channel,
                turn: game.turn(),
                user: req.user.id,
            }
            .encode(),
            "Resign",
            ButtonStyle::Danger,
        )
        .button(
            ButtonId::Keep {
                channel: req.channel,
            }
            .encode(),
            "Keep playing",
            ButtonStyle::Secondary,
        )])
    }

    /// Resign for real: `turn` and `user` are the confirm button's.
    pub(super) fn resign_confirmed(
        &self,
        req: &Request,
        turn: Option<usize>,
        user: Option<u64>,
    ) -> Out {
        if user.is_some_and(|u| u != req.user.id) {
            return Err("That button is for the player who asked to resign".into());
        }
        let (stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if turn.is_some_and(|t| t != game.turn()) {
            return Err(format!(
                "That button is from an earlier turn: `{}resign` again if you mean it",
                self.config.prefix
            )
            .into());
        }
        self.finish(stored, game, Outcome::Resigned { seat: me }, Vec::new())
    }

    pub(super) fn draw(&self, req: &Request) -> Out {
        let (mut stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if stored.ai.is_some() {
            return Err("I don't agree draws: play on, or `resign`".into());
        }
        let other = &stored.players[1 - me];
        match stored.draw_offer {
            Some(p) if p == 1 - me => self.finish(stored, game, Outcome::AgreedDraw, Vec::new()),
            Some(_) => {
                Err(format!("You already offered a draw: waiting for {}", other.name).into())
            }
            None => {
                let text = format!(
                    "{} offers a draw. {}: `{}draw` to accept, or play on.",
                    who(&stored.players, game.seats(), me),
                    mention(other.id),
                    self.config.prefix
                );
                let ping = vec![other.id];
                stored.draw_offer = Some(me);
                self.save(&mut stored, game.as_ref())?;
                let button = |accept| {
                    ButtonId::Draw {
                        channel: req.channel,
                        accept,
                    }
                    .encode()
                };
                Ok(vec![Reply {
                    mentions: ping,
                    ..Reply::text(text)
                }
                .button(button(true), "Accept draw", ButtonStyle::Success)
                .button(button(false), "Decline", ButtonStyle::Secondary)])
            }
        }
    }

    /// The Accept or Decline button of a draw offer: for the opponent of
    /// the player who offered.
    pub(super) fn draw_answer(&self, req: &Request, accept: bool) -> Out {
        let (mut stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        match stored.draw_offer {
            None => Err("No draw offer is open: it was answered, or the game moved on".into()),
            Some(p) if p == me => Err(format!(
                "That's your own offer: waiting for {}",
                stored.players[1 - me].name
            )
            .into()),
            Some(_) if accept => self.finish(stored, game, Outcome::AgreedDraw, Vec::new()),
            Some(_) => {
                stored.draw_offer = None;
                let text = format!(
                    "{} declined the draw: play on.",
                    who(&stored.players, game.seats(), me)
                );
                self.save(&mut stored, game.as_ref())?;
                Ok(vec![Reply::text(text)])
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

    /// The channel's last finished game (or archived game `id` of this
    /// server) as an animated GIF.
    pub(super) fn replay(&self, req: &Request, id: Option<u64>) -> Out {
        let done = match id {
            Some(id) => self.archived_here(req, id)?,
            None => self
                .store
                .last_archived(req.channel)?
                .ok_or("No finished game here to replay yet")?,
        };
        let gif = crate::render::replay::replay_gif(&done.record, names(&done.players), 700)
            .map_err(|e| format!("That game can't be replayed: {e}"))?;
        let kind = done.game.kind;
        let seats = kind.seats();
        let which = match id {
            Some(id) => format!("game #{id} ({})", kind.name()),
            None => format!("the last {} game here", kind.name()),
        };
        let title = format!(
            "Replay of {which}: {} vs {}.",
            who(&done.players, seats, 0),
            who(&done.players, seats, 1)
        );
        let file_name = match id {
            Some(id) => format!("{}-{id}-replay.gif", kind.key()),
            None => format!("{}-{}-replay.gif", kind.key(), req.channel),
        };
        Ok(vec![Reply {
            board: self.board_images.then(|| super::BoardImage {
                png: gif,
                alt: title.clone(),
                file_name,
            }),
            ..Reply::text(title)
        }])
    }

    pub(super) fn legal(&self, req: &Request) -> Out {
        let (stored, game) = self.load(req.channel)?;
        self.check_turn(&stored, game.as_ref(), req.user.id)?;
        let mut ctx = ViewCtx::public(names(&stored.players));
        ctx.show_legal = true;
        ctx.viewer = self.seat(&stored, req.user.id).ok();
        let image = self.image_for(
            game.as_ref(),
            &ctx,
            format!("bridges-{}-legal.png", req.channel),
        );
        // The moves name the tiles of a hand: only for its owner.
        let private = game.private_line(0).is_some();
        Ok(vec![Reply {
            board: image,
            ephemeral: true,
            private,
            ..Reply::text(game.legal_text())
        }])
    }
}

/// A finished game's record as a text file: `bridges-42.txt`.
fn record_file(kind: &str, id: u64, record: String) -> Attachment {
    Attachment {
        name: format!("{kind}-{id}.txt"),
        bytes: record.into_bytes(),
    }
}

/// A record short enough for one message after a header of `head_len`
/// bytes: the `size` line and the latest turns, with a note of what was cut.
fn fit_record(head_len: usize, record: String) -> String {
    if head_len + record.len() <= MAX_TEXT {
        return record;
    }
    let lines: Vec<&str> = record.lines().collect();
    // The header: the `game` line and option lines such as `size 8`.
    let header = lines
        .iter()
        .take_while(|l| l.starts_with("game ") || l.starts_with("size "))
        .count()
        .max(1);
    let mut kept: Vec<&str> = Vec::new();
    let mut len = head_len + 60 + lines[..header.min(lines.len())].join("\n").len();
    for l in lines.iter().skip(header).rev() {
        if len + l.len() + 1 > MAX_TEXT {
            break;
        }
        len += l.len() + 1;
        kept.push(l);
    }
    kept.reverse();
    let omitted = lines.len().saturating_sub(header + kept.len());
    format!(
        "{}\n# … {omitted} earlier turns omitted\n{}\n",
        lines[..header.min(lines.len())].join("\n"),
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
