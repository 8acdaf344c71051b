//! Commands on a running game: moves, undo, board, score, record, resign,
//! draw, abort, stats, legal moves; and the end of a game.

use super::buttons::ButtonId;
use super::text::{self, colour_note_in, mention, names, outcome_sentence_in, who_in};
use super::{Attachment, Bot, ButtonStyle, Ctx, Fail, Out, Reply, User};
use crate::games::{AnyGame, PlayError, Progress, ViewCtx};
use crate::i18n::Lang;
use crate::store::{ArchivedGame, Ending, StoredGame};
use crate::t;

/// Discord messages are at most 2000 characters.
const MAX_TEXT: usize = 1900;

/// Turns each player is shown how to move; later "your turn" lines are
/// short (the syntax is known by then, and `!help` has it).
const PROMPTED_TURNS: usize = 2;

/// "<@id>, your turn (Light Blue): up to 2 steps …." for a player's first
/// turns, then "<@id>, your turn (Light Blue).", in `lang`.
/// `left` is the clock's note (`, 2 d left`), empty without a clock.
pub(super) fn your_turn_in(
    lang: Lang,
    stored: &StoredGame,
    game: &dyn AnyGame,
    seat: usize,
    left: &str,
) -> String {
    let head = t!(
        lang,
        "play-your-turn",
        player = mention(stored.players[seat].id),
        colour = colour_note_in(lang, &stored.players, game.seats(), seat),
        left = left
    );
    // Turn t is the player's ((t + 1) / 2)-th in games that alternate.
    if game.turn().div_ceil(2) <= PROMPTED_TURNS {
        t!(
            lang,
            "play-turn-prompt",
            turn = head,
            prompt = game.prompt(lang)
        )
    } else {
        format!("{head}.")
    }
}

/// The game's own name for a seat in `lang` (`Orange`, `Brancas`).
fn seat_name(lang: Lang, game: &dyn AnyGame, s: usize) -> String {
    text::seat_word(lang, game.seats(), s)
}

impl Bot {
    fn not_your_turn(&self, lang: Lang, stored: &StoredGame, game: &dyn AnyGame) -> Fail {
        let Some(p) = game.to_move() else {
            return Fail::Said(t!(lang, "play-over"));
        };
        let seat = seat_name(lang, game, p);
        let seat_key = game.seats()[p].key;
        let name = &stored.players[p].name;
        if game.seats()[p].is_named(name) {
            Fail::Said(t!(
                lang,
                "play-not-your-turn",
                seat = seat,
                seat_key = seat_key
            ))
        } else {
            Fail::Said(t!(
                lang,
                "play-not-your-turn-named",
                seat = seat,
                seat_key = seat_key,
                name = super::said::verbatim(name)
            ))
        }
    }

    /// The buttons under a turn's message, bound to that turn.
    pub(super) fn turn_buttons_in(
        &self,
        lang: Lang,
        reply: Reply,
        channel: u64,
        game: &dyn AnyGame,
    ) -> Reply {
        if game.is_over() {
            return reply;
        }
        let turn = game.turn();
        let choices = game.choices();
        let reply = if game.mid_turn() && choices.iter().any(|c| c == "end") {
            reply.button(
                ButtonId::End { channel, turn }.encode(),
                &t!(lang, "play-button-end"),
                ButtonStyle::Primary,
            )
        } else if !game.mid_turn() && choices.iter().any(|c| c == "pass") {
            reply.button(
                ButtonId::Pass { channel, turn }.encode(),
                &t!(lang, "play-button-pass"),
                ButtonStyle::Secondary,
            )
        } else {
            reply
        };
        let reply = reply.button(
            ButtonId::Legal { channel }.encode(),
            &t!(lang, "play-button-legal"),
            ButtonStyle::Secondary,
        );
        let reply = if game.has_private() {
            reply.button(
                ButtonId::Hand { channel }.encode(),
                &t!(lang, "play-button-hand"),
                ButtonStyle::Primary,
            )
        } else {
            reply
        };
        // The presser's own link to the live table, where one is served.
        let reply = self.with_table_button(reply, lang, channel);
        // Last, and in red: either player may resign at any time (after
        // a private confirmation). At most 5 buttons: one row.
        reply.button(
            ButtonId::ResignAsk { channel, turn }.encode(),
            &t!(lang, "play-button-resign"),
            ButtonStyle::Danger,
        )
    }

    /// Is `user` the player to move? The error says why not.
    pub(super) fn check_turn(
        &self,
        stored: &StoredGame,
        game: &dyn AnyGame,
        user: u64,
    ) -> Result<usize, Fail> {
        self.check_turn_in(self.game_lang(stored), stored, game, user)
    }

    /// [`Bot::check_turn`], the error in `lang`.
    fn check_turn_in(
        &self,
        lang: Lang,
        stored: &StoredGame,
        game: &dyn AnyGame,
        user: u64,
    ) -> Result<usize, Fail> {
        let me = self.seat(stored, user)?;
        match game.to_move() {
            None => Err(t!(lang, "play-over").into()),
            Some(p) if p != me => Err(self.not_your_turn(lang, stored, game)),
            Some(_) => Ok(me),
        }
    }

    pub(super) fn play(&self, cx: &Ctx, text: &str) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (mut stored, mut game) = self.load(req.channel)?;
        let me = self.check_turn_in(lang, &stored, game.as_ref(), req.user.id)?;
        if stored
            .clock
            .as_ref()
            .is_some_and(|c| c.stopped_left_ms.is_some())
        {
            return Err(t!(lang, "play-adjourned", prefix = self.prefix()).into());
        }
        let hidden = game.has_private();
        let progress = game.play(text).map_err(|e| match e {
            PlayError::Parse(m) => Fail::Said(text::sentence(&m.text(lang))),
            PlayError::Rule {
                message,
                after_others,
            } => Fail::Said(if after_others {
                t!(
                    lang,
                    "play-refused-after-others",
                    why = text::sentence(&message.text(lang))
                )
            } else {
                text::sentence(&message.text(lang))
            }),
            PlayError::TurnOver(m) => Fail::Said(t!(
                lang,
                "play-refused-turn-over",
                why = text::sentence(&m.text(lang))
            )),
            PlayError::Over => Fail::Said(t!(lang, "play-over")),
        });
        let progress = match progress {
            Ok(p) => p,
            // A refusal may name what the hand holds: only for its owner.
            Err(Fail::Said(why)) if hidden => {
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
        // So does an offer to adjourn, whoever moves (the clock runs on).
        if let Some(clock) = &mut stored.clock {
            clock.adjourn_offer = None;
        }
        self.after_move(cx, stored, game, me, progress == Progress::Ended)
    }

    /// Save and announce the game after `mover` acted.
    pub(super) fn after_move(
        &self,
        cx: &Ctx,
        mut stored: StoredGame,
        game: Box<dyn AnyGame>,
        mover: usize,
        ended: bool,
    ) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let mover_name = seat_name(lang, game.as_ref(), mover);
        // A hand changed (refilled): its owner sees it again, privately,
        // when they acted through an interaction (text players ask `hand`).
        let hand_for = (!matches!(req.input, super::Input::Text(_))).then_some(mover);
        if !ended {
            let done = game
                .describe_current(lang)
                .ok_or_else(|| Fail::Said(t!(lang, "play-nothing-played")))?;
            let text = t!(
                lang,
                "play-moved-next",
                seat = &mover_name,
                done = done,
                prompt = text::capitalize(&game.prompt(lang))
            );
            stored.game = game.data();
            self.save(&mut stored, game.as_ref())?;
            let reply = Reply {
                board: self.board_image(lang, &stored, game.as_ref(), None),
                position: Some(stored.mark()),
                ..Reply::text(text)
            };
            let mut replies = vec![self.turn_buttons_in(lang, reply, req.channel, game.as_ref())];
            replies.extend(
                hand_for
                    .and_then(|s| self.hand_reply(lang, req.channel, &stored, game.as_ref(), s)),
            );
            return Ok(replies);
        }
        let mut lines = Vec::new();
        if let Some(done) = game.describe_last_turn(lang) {
            lines.push(t!(lang, "play-moved", seat = &mover_name, done = done));
        }
        self.turn_over_in(lang, req.channel, stored, game, lines, hand_for)
    }

    /// A turn has ended (by a play or on time): forced passes, the AI's
    /// answer, the end of the game or the next turn (its clock starts now),
    /// announced after `lines`; and `hand_for`'s hand, privately.
    pub(super) fn turn_over(
        &self,
        channel: u64,
        stored: StoredGame,
        game: Box<dyn AnyGame>,
        lines: Vec<String>,
        hand_for: Option<usize>,
    ) -> Out {
        let lang = self.game_lang(&stored);
        self.turn_over_in(lang, channel, stored, game, lines, hand_for)
    }

    /// [`Bot::turn_over`] in `lang`.
    fn turn_over_in(
        &self,
        lang: Lang,
        channel: u64,
        mut stored: StoredGame,
        mut game: Box<dyn AnyGame>,
        mut lines: Vec<String>,
        hand_for: Option<usize>,
    ) -> Out {
        self.forced_passes_in(lang, game.as_mut(), &mut lines);
        // A plan's reply is played at once, as a move like any other.
        let planned = stored.plan.is_some();
        self.follow_plan(lang, &mut stored, game.as_mut(), &mut lines);
        if planned {
            self.forced_passes_in(lang, game.as_mut(), &mut lines);
        }
        // Against the AI: it replies at once, in the same message.
        if let Some(ai) = stored.ai {
            self.ai_replies(
                channel,
                lang,
                ai,
                &stored.players,
                game.as_mut(),
                &mut lines,
            );
        }
        let ctx = ViewCtx::public(names(&stored.players)).in_lang(lang);
        if let Some(score) = game.score_line(&ctx) {
            lines.push(score);
        }
        if let Some(r) = game.result() {
            let outcome = Ending::Board { winner: r.winner() };
            return self.finish_in(lang, stored, game, outcome, lines);
        }
        let next = game.to_move().unwrap_or(0);
        let next_id = stored.players[next].id;
        stored.game = game.data();
        // The next turn's clock starts now (saved with the move below).
        self.rearm(&mut stored, game.as_ref());
        lines.push(your_turn_in(
            lang,
            &stored,
            game.as_ref(),
            next,
            &self.left_note(lang, &stored),
        ));
        self.save(&mut stored, game.as_ref())?;
        let reply = Reply {
            board: self.board_image(lang, &stored, game.as_ref(), None),
            position: Some(stored.mark()),
            mentions: self.turn_ping(next_id),
            ..Reply::text(lines.join("\n"))
        };
        let mut replies = vec![self.turn_buttons_in(lang, reply, channel, game.as_ref())];
        replies.extend(
            hand_for.and_then(|s| self.hand_reply(lang, channel, &stored, game.as_ref(), s)),
        );
        Ok(replies)
    }

    /// A player with nothing legal can only pass: do it for them.
    pub(super) fn forced_passes(&self, game: &mut dyn AnyGame, lines: &mut Vec<String>) {
        self.forced_passes_in(self.lang, game, lines)
    }

    /// [`Bot::forced_passes`], announced in `lang`.
    fn forced_passes_in(&self, lang: Lang, game: &mut dyn AnyGame, lines: &mut Vec<String>) {
        for p in game.forced_passes() {
            let seat = seat_name(lang, game, p);
            let seat_key = game.seats()[p].key;
            lines.push(t!(
                lang,
                "play-forced-pass",
                seat = seat,
                seat_key = seat_key
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
        outcome: Ending,
        lines: Vec<String>,
    ) -> Out {
        let lang = self.game_lang(&stored);
        self.finish_in(lang, stored, game, outcome, lines)
    }

    /// [`Bot::finish`], announced in `lang`.
    fn finish_in(
        &self,
        lang: Lang,
        stored: StoredGame,
        game: Box<dyn AnyGame>,
        outcome: Ending,
        mut lines: Vec<String>,
    ) -> Out {
        let sentence = outcome_sentence_in(lang, &stored.players, game.as_ref(), &outcome);
        // A tournament game played in its channel (no thread) keeps it.
        let close_thread = stored.thread_of.is_some_and(|p| p != stored.channel);
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
            bank: stored
                .clock
                .as_ref()
                .and_then(|c| c.bank.as_ref().map(|b| b.rule)),
            thread_of: stored.thread_of,
            rating_change: None,
            event: self.event_of(&stored),
            planned: stored.planned.clone(),
        };
        let finished = self.store.finish_game(&done)?;
        // A tournament's game: its result, and maybe the next round.
        let tournament = self.tournament_game_over(&done);
        let id = finished.id;
        // As archived: with the rating changes the store wrote.
        let archived = ArchivedGame {
            rating_change: finished
                .ratings
                .as_ref()
                .map(|c| [&c[0], &c[1]].map(|(a, b)| (a.rating.round(), b.rating.round()))),
            ..done
        };
        lines.push(match outcome {
            // Addressed to the opponent, who may not be watching.
            Ending::Resigned { seat } => t!(
                lang,
                "play-game-over-to",
                player = mention(stored.players[1 - seat].id),
                result = &sentence
            ),
            _ => t!(lang, "play-game-over", result = &sentence),
        });
        if let Some([(a0, a1), (b0, b1)]) = &finished.ratings {
            let [a, b] = &stored.players;
            lines.push(t!(
                lang,
                "play-ratings",
                a = &a.name,
                a0 = a0.shown(),
                a1 = a1.shown(),
                b = &b.name,
                b0 = b0.shown(),
                b1 = b1.shown()
            ));
        }
        let p = &self.prefix();
        lines.push(t!(lang, "play-game-id", id = id.to_string(), prefix = p));
        let aborted = matches!(outcome, Ending::Aborted { .. });
        let ping = match outcome {
            Ending::Board { .. } | Ending::Timeout { .. } => {
                stored.players.iter().map(|s| s.id).collect()
            }
            // The opponent hears of a resignation.
            Ending::Resigned { seat } => vec![stored.players[1 - seat].id],
            _ => Vec::new(),
        };
        let reply = Reply {
            board: self.board_image(lang, &stored, game.as_ref(), Some(&sentence)),
            mentions: ping,
            close_thread,
            file: Some(record_file(
                game.kind().key(),
                id,
                archived.headed_record(Some(id)),
            )),
            ..Reply::text(lines.join("\n"))
        };
        let mut replies = vec![if aborted {
            reply
        } else {
            reply.button(
                ButtonId::Rematch { game: id }.encode(),
                &t!(lang, "play-button-rematch"),
                ButtonStyle::Primary,
            )
        }];
        replies.extend(tournament);
        Ok(replies)
    }

    /// A prefixed word that is not a command: a move if it reads as one.
    pub(super) fn other(&self, cx: &Ctx, text: &str) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let unknown = || {
            let word = text.split_whitespace().next().unwrap_or(text);
            Fail::Said(t!(
                lang,
                "play-not-a-command",
                word = crate::i18n::clip(word),
                prefix = self.prefix()
            ))
        };
        let Some((_, game)) = self.store.game(req.channel)? else {
            return Err(unknown());
        };
        match game.parse_check(text) {
            Ok(()) => self.play(cx, text),
            Err(None) => Err(unknown()),
            Err(Some(e)) => Err(text::sentence(&e.text(lang)).into()),
        }
    }

    pub(super) fn undo(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (mut stored, mut game) = self.load(req.channel)?;
        let me = self.check_turn_in(lang, &stored, game.as_ref(), req.user.id)?;
        let name = game
            .undo()
            .ok_or_else(|| Fail::Said(t!(lang, "play-nothing-to-undo")))?;
        let name = name.replace('-', "–");
        stored.game = game.data();
        self.save(&mut stored, game.as_ref())?;
        let reply = Reply {
            board: self.board_image(lang, &stored, game.as_ref(), None),
            position: Some(stored.mark()),
            ..Reply::text(t!(
                lang,
                "play-took-back",
                seat = seat_name(lang, game.as_ref(), me),
                step = name,
                prompt = game.prompt(lang)
            ))
        };
        Ok(vec![self.turn_buttons_in(
            lang,
            reply,
            req.channel,
            game.as_ref(),
        )])
    }

    fn status_line(&self, lang: Lang, stored: &StoredGame, game: &dyn AnyGame) -> String {
        let seats = game.seats();
        let s = t!(
            lang,
            "play-status",
            a = who_in(lang, &stored.players, seats, 0),
            b = who_in(lang, &stored.players, seats, 1),
            turn = game.turn()
        );
        match game.to_move() {
            Some(p) => t!(
                lang,
                "play-status-to-move",
                status = s,
                seat = seat_name(lang, game, p),
                seat_key = game.seats()[p].key
            ),
            None => s,
        }
    }

    fn score_text(&self, lang: Lang, stored: &StoredGame, game: &dyn AnyGame) -> String {
        let ctx = ViewCtx::public(names(&stored.players)).in_lang(lang);
        game.score_line(&ctx).unwrap_or_else(|| {
            t!(
                lang,
                "play-turn-of",
                game = text::game_name(game.kind(), lang),
                turn = game.turn()
            )
        })
    }

    pub(super) fn board(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (stored, game) = self.load(req.channel)?;
        let text = format!(
            "{}\n{}",
            self.status_line(lang, &stored, game.as_ref()),
            self.score_text(lang, &stored, game.as_ref())
        );
        Ok(vec![Reply {
            board: self.board_image(lang, &stored, game.as_ref(), None),
            position: Some(stored.mark()),
            ..Reply::text(text)
        }])
    }

    pub(super) fn score(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (stored, game) = self.load(req.channel)?;
        Ok(vec![Reply::text(format!(
            "{}\n{}",
            self.score_text(lang, &stored, game.as_ref()),
            self.status_line(lang, &stored, game.as_ref())
        ))])
    }

    /// The record of the game here (what may be shown while it runs), of
    /// the last one finished here, or of archived game `id` of this
    /// server: a clipped copy in the message and the whole as a file.
    pub(super) fn record(&self, cx: &Ctx, id: Option<u64>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (head, record, file, options) = match id {
            Some(id) => {
                let a = self.archived_here(cx, id)?;
                let head = t!(
                    lang,
                    "play-record-head",
                    id = id.to_string(),
                    head = self.archived_head(lang, &a)?
                );
                let record = a.headed_record(Some(id));
                let file = record_file(a.game.kind.key(), id, record.clone());
                (head, record, file, a.game.options)
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
                    let head = self.status_line(lang, &stored, game.as_ref());
                    (head, record, file, game.data().options)
                }
                None => match self.store.last_archived(req.channel)? {
                    Some(a) => {
                        let id = self.store.last_archived_id(req.channel)?.unwrap_or(0);
                        let head = t!(
                            lang,
                            "play-record-last",
                            head = self.archived_head(lang, &a)?,
                            id = id.to_string()
                        );
                        let record = a.headed_record(Some(id));
                        let file = record_file(a.game.kind.key(), id, record.clone());
                        (head, record, file, a.game.options)
                    }
                    None => {
                        return Err(t!(lang, "play-record-none").into());
                    }
                },
            },
        };
        let keys: Vec<&str> = options.iter().map(|(k, _)| k.as_str()).collect();
        let body = fit_record(lang, head.len(), record, &keys);
        Ok(vec![Reply {
            file: Some(file),
            ..Reply::text(format!("{head}\n```\n{body}```"))
        }])
    }

    /// "Ann (Orange) vs Bob (Light Blue): Ann wins." for an archived game.
    fn archived_head(&self, lang: Lang, a: &ArchivedGame) -> Result<String, Fail> {
        let game = a
            .game
            .load()
            .map_err(|e| Fail::Said(t!(lang, "play-record-unreadable", error = e.to_string())))?;
        let seats = game.seats();
        Ok(t!(
            lang,
            "play-archived-head",
            a = who_in(lang, &a.players, seats, 0),
            b = who_in(lang, &a.players, seats, 1),
            result = outcome_sentence_in(lang, &a.players, game.as_ref(), &a.outcome)
        ))
    }

    /// Archived game `id`, if it was played on this server (or, outside
    /// servers, outside servers too).
    pub(super) fn archived_here(&self, cx: &Ctx, id: u64) -> Result<ArchivedGame, Fail> {
        let req = cx.req;
        // A player's own game is found through their history at once.
        let found = match self.store.archived_of(req.guild, req.user.id, id)? {
            Some(a) => Some(a),
            None => self.store.archived(id)?,
        };
        found.filter(|a| a.guild == req.guild).ok_or_else(|| {
            Fail::Said(t!(
                cx.lang,
                "play-no-such-game",
                id = id.to_string(),
                prefix = self.prefix()
            ))
        })
    }

    /// Ask before resigning: only the confirm button (or `resign yes`)
    /// resigns, and only on the turn it was asked.
    pub(super) fn resign(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (stored, game) = self.load(req.channel)?;
        self.seat(&stored, req.user.id)?;
        let reply = super::addressed(req, t!(lang, "play-resign-ask", prefix = self.prefix()));
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
            &t!(lang, "play-button-resign"),
            ButtonStyle::Danger,
        )
        .button(
            ButtonId::Keep {
                channel: req.channel,
            }
            .encode(),
            &t!(lang, "play-button-keep"),
            ButtonStyle::Secondary,
        )])
    }

    /// The Resign button under turn `turn`'s message: a player of the game
    /// is asked to confirm, privately, as by `!resign`; a button of an
    /// earlier turn is refused like the other turn buttons.
    pub(super) fn resign_button(&self, cx: &Ctx, turn: usize) -> Out {
        self.load_at_turn(cx, turn)?;
        self.resign(cx)
    }

    /// Resign for real: `turn` and `user` are the confirm button's.
    pub(super) fn resign_confirmed(&self, cx: &Ctx, turn: Option<usize>, user: Option<u64>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        if user.is_some_and(|u| u != req.user.id) {
            return Err(t!(lang, "play-resign-not-yours").into());
        }
        let (stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if turn.is_some_and(|t| t != game.turn()) {
            return Err(t!(lang, "play-resign-stale", prefix = self.prefix()).into());
        }
        self.finish_in(
            lang,
            stored,
            game,
            Ending::Resigned { seat: me },
            Vec::new(),
        )
    }

    pub(super) fn draw(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (mut stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if stored.ai.is_some() {
            return Err(t!(lang, "play-draw-no-ai").into());
        }
        let other = &stored.players[1 - me];
        match stored.draw_offer {
            Some(p) if p == 1 - me => {
                self.finish_in(lang, stored, game, Ending::AgreedDraw, Vec::new())
            }
            Some(_) => Err(t!(
                lang,
                "play-draw-already",
                name = super::said::verbatim(&other.name)
            )
            .into()),
            None => {
                let text = t!(
                    lang,
                    "play-draw-offer",
                    who = who_in(lang, &stored.players, game.seats(), me),
                    player = mention(other.id),
                    prefix = self.prefix()
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
                .button(
                    button(true),
                    &t!(lang, "play-button-accept-draw"),
                    ButtonStyle::Success,
                )
                .button(
                    button(false),
                    &t!(lang, "play-button-decline"),
                    ButtonStyle::Secondary,
                )])
            }
        }
    }

    /// The Accept or Decline button of a draw offer: for the opponent of
    /// the player who offered.
    pub(super) fn draw_answer(&self, cx: &Ctx, accept: bool) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (mut stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        match stored.draw_offer {
            None => Err(t!(lang, "play-draw-none").into()),
            Some(p) if p == me => Err(t!(
                lang,
                "play-draw-own",
                name = super::said::verbatim(&stored.players[1 - me].name)
            )
            .into()),
            Some(_) if accept => self.finish_in(lang, stored, game, Ending::AgreedDraw, Vec::new()),
            Some(_) => {
                stored.draw_offer = None;
                let text = t!(
                    lang,
                    "play-draw-declined",
                    who = who_in(lang, &stored.players, game.seats(), me)
                );
                self.save(&mut stored, game.as_ref())?;
                Ok(vec![Reply::text(text)])
            }
        }
    }

    pub(super) fn abort(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        if !req.is_moderator {
            return Err(t!(lang, "play-abort-not-moderator").into());
        }
        match self.store.game(req.channel) {
            Ok(Some((stored, game))) => self.finish_in(
                lang,
                stored,
                game,
                Ending::Aborted {
                    moderator: req.user.id,
                },
                Vec::new(),
            ),
            Ok(None) => Err(t!(lang, "play-abort-none").into()),
            Err(crate::store::StoreError::Corrupt { key, .. }) => {
                self.store.remove_game(req.channel)?;
                Ok(vec![Reply::text(t!(
                    lang,
                    "play-abort-removed",
                    key = key.to_string()
                ))])
            }
            Err(e) => Err(e.into()),
        }
    }

    pub(super) fn stats(&self, cx: &Ctx, user: Option<User>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let user = user.unwrap_or_else(|| req.user.clone());
        let (all, here) = self.store.stats(user.id, req.guild)?;
        let fmt = |s: crate::store::Stats| {
            t!(
                lang,
                "play-stats-counts",
                games = s.games,
                wins = s.wins,
                losses = s.losses,
                draws = s.draws
            )
        };
        let text = match here {
            Some(h) => t!(
                lang,
                "play-stats-here",
                name = super::said::verbatim(&user.name),
                here = fmt(h),
                all = fmt(all)
            ),
            None => t!(
                lang,
                "play-stats",
                name = super::said::verbatim(&user.name),
                all = fmt(all)
            ),
        };
        Ok(vec![Reply::text(text)])
    }

    /// The channel's last finished game (or archived game `id` of this
    /// server) as an animated GIF.
    pub(super) fn replay(&self, cx: &Ctx, id: Option<u64>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let done = match id {
            Some(id) => self.archived_here(cx, id)?,
            None => self
                .store
                .last_archived(req.channel)?
                .ok_or_else(|| Fail::Said(t!(lang, "play-replay-none")))?,
        };
        let gif =
            crate::render::replay::replay_gif_in(&done.record, names(&done.players), 700, lang)
                .map_err(|e| Fail::Said(t!(lang, "play-replay-failed", error = e.to_string())))?;
        let kind = done.game.kind;
        let seats = kind.seats();
        let game_name = text::game_name(kind, lang);
        let a = who_in(lang, &done.players, seats, 0);
        let b = who_in(lang, &done.players, seats, 1);
        let title = match id {
            Some(id) => t!(
                lang,
                "play-replay-of-game",
                id = id.to_string(),
                game = game_name,
                a = a,
                b = b
            ),
            None => t!(lang, "play-replay-of-last", game = game_name, a = a, b = b),
        };
        let file_name = match id {
            Some(id) => format!("{}-{id}-replay.gif", kind.key()),
            None => format!("{}-{}-replay.gif", kind.key(), req.channel),
        };
        // The record with its header goes with the moving picture.
        let record_id = match id {
            Some(id) => Some(id),
            None => self.store.last_archived_id(req.channel)?,
        };
        let record = done.headed_record(record_id);
        Ok(vec![Reply {
            board: self.board_images.then(|| super::BoardImage {
                png: gif,
                alt: title.clone(),
                file_name,
            }),
            file: Some(match record_id {
                Some(id) => record_file(kind.key(), id, record),
                None => Attachment {
                    name: format!("{}-{}.txt", kind.key(), req.channel),
                    bytes: record.into_bytes(),
                },
            }),
            ..Reply::text(title)
        }])
    }

    pub(super) fn legal(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (stored, game) = self.load(req.channel)?;
        self.check_turn_in(lang, &stored, game.as_ref(), req.user.id)?;
        let mut ctx = ViewCtx::public(names(&stored.players)).in_lang(lang);
        ctx.show_legal = true;
        ctx.viewer = self.seat(&stored, req.user.id).ok();
        let image = self.image_for(
            game.as_ref(),
            &ctx,
            format!("bridges-{}-legal.png", req.channel),
        );
        // The moves name the tiles of a hand: only for its owner.
        let private = game.has_private();
        Ok(vec![Reply {
            board: image,
            ephemeral: true,
            private,
            ..Reply::text(game.legal_text(lang))
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
/// bytes: the header (the `game` line and the option lines, whose keys are
/// `option_keys`) and the latest turns, with a note of what was cut.
fn fit_record(lang: Lang, head_len: usize, record: String, option_keys: &[&str]) -> String {
    if head_len + record.len() <= MAX_TEXT {
        return record;
    }
    let lines: Vec<&str> = record.lines().collect();
    let header = lines
        .iter()
        .take_while(|l| {
            let word = l.split_whitespace().next().unwrap_or("");
            // The header's tags and the blank line after them too.
            word.is_empty() || l.starts_with('[') || word == "game" || option_keys.contains(&word)
        })
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
        "{}\n{}\n{}\n",
        lines[..header.min(lines.len())].join("\n"),
        t!(lang, "play-record-omitted", count = omitted),
        kept.join("\n")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_records_keep_the_header_and_latest_turns() {
        let short = "size 5\nE2\n".to_string();
        assert_eq!(fit_record(Lang::En, 10, short.clone(), &["size"]), short);
        let long: String = std::iter::once("size 13".to_string())
            .chain((0..600).map(|i| format!("T{i}")))
            .map(|l| l + "\n")
            .collect();
        let pt = fit_record(Lang::Pt, 100, long.clone(), &["size"]);
        assert!(pt.contains(" jogadas anteriores omitidas\n"), "{pt}");
        let fit = fit_record(Lang::En, 100, long, &["size"]);
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
        // Every option line stays (Numbridge's seed, once the game is over).
        let nb: String = ["game numbridge", "variant blitz", "seed 42"]
            .into_iter()
            .map(String::from)
            .chain((0..600).map(|i| format!("C{i}:7")))
            .map(|l| l + "\n")
            .collect();
        let fit = fit_record(Lang::En, 100, nb.clone(), &["variant", "seed"]);
        assert!(
            fit.starts_with("game numbridge\nvariant blitz\nseed 42\n# … "),
            "{fit}"
        );
        // So does the header of tags, and the blank line after it.
        let headed = format!("[Result \"1-0\"]\n[Termination \"time\"]\n\n{nb}");
        let fit = fit_record(Lang::En, 100, headed, &["variant", "seed"]);
        assert!(
            fit.starts_with(
                "[Result \"1-0\"]\n[Termination \"time\"]\n\ngame numbridge\nvariant blitz\nseed 42\n# … "
            ),
            "{fit}"
        );
    }
}
