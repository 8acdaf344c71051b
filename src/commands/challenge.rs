//! Challenges: make, accept, decline, cancel. A challenge lives in the store
//! (its id is in the buttons), so it survives a restart.

use super::buttons::ButtonId;
use super::parse::Setup;
use super::text::{duration_in, game_name, mention, who_in};
use super::{Bot, ButtonStyle, Ctx, Fail, OpenThread, Out, Reply, User};
use crate::clock::span_in;
use crate::games::{AnyGame, Kind};
use crate::i18n::Lang;
use crate::store::{Challenge, StoredGame, StoredPlayer, STORED_FORMAT};
use crate::t;

/// "Bridges, size 8", "Avanço", "Rastros, size 7".
pub(super) fn setup_text(kind: Kind, options: &[(String, String)], lang: Lang) -> String {
    let mut s = game_name(kind, lang);
    for (k, v) in options {
        s.push_str(", ");
        s.push_str(&option_text(lang, k, v));
    }
    s
}

/// One option of a setup as players of `lang` read it (`lado 5`); an
/// option without words of its own reads as the record writes it.
fn option_text(lang: Lang, key: &str, value: &str) -> String {
    let id = format!("option-{key}");
    if crate::i18n::has_message(lang, &id) {
        crate::i18n::message(lang, &id, &[("value", value.into())])
    } else {
        format!("{key} {value}")
    }
}

/// The options an invite or a "Game on" line names: every option of a
/// game that says them all (Numbridge), else those typed.
pub(super) fn shown_options(
    game: &dyn AnyGame,
    typed: &[(String, String)],
) -> Vec<(String, String)> {
    game.invite_options().unwrap_or_else(|| typed.to_vec())
}

/// What "Game on, …:" names: the options alone for the default game (as
/// the first release did), the game and its options for the others.
pub(super) fn game_on_text(game: &dyn AnyGame, options: &[(String, String)], lang: Lang) -> String {
    let kind = game.kind();
    let options = &shown_options(game, options)[..];
    if kind.is_default() {
        options
            .iter()
            .map(|(k, v)| option_text(lang, k, v))
            .collect::<Vec<_>>()
            .join(", ")
    } else {
        setup_text(kind, options, lang)
    }
}

/// A challenge's or an AI game's setup, checked: the new game is built.
pub(super) struct Settled {
    pub kind: Kind,
    pub options: Vec<(String, String)>,
    pub game: Box<dyn AnyGame>,
    /// The asker's seat; `None` = random.
    pub seat: Option<usize>,
}

/// A game thread's name: `alice vs bob · Bridges`, at most 100 characters.
fn thread_name(c: &Challenge, lang: Lang) -> String {
    let name = t!(
        lang,
        "challenge-thread-name",
        challenger = &c.challenger.name,
        opponent = &c.opponent.name,
        game = game_name(c.kind, lang)
    );
    name.chars().take(100).collect()
}

fn seat_of(u: &User) -> StoredPlayer {
    StoredPlayer {
        id: u.id,
        name: u.name.clone(),
    }
}

impl Bot {
    pub(super) fn channel_busy(&self, lang: Lang) -> Fail {
        Fail::Said(t!(lang, "challenge-channel-busy"))
    }

    /// The channel's challenges that have not expired; expired ones are
    /// removed on the way.
    fn open_challenges(&self, channel: u64) -> Result<Vec<Challenge>, Fail> {
        let now = self.now();
        let mut open = Vec::new();
        for c in self.store.challenges_in(channel)? {
            if now >= c.expires_ms {
                self.store.remove_challenge(c.id)?;
            } else {
                open.push(c);
            }
        }
        Ok(open)
    }

    /// The game a setup asks for, its options with defaults filled in,
    /// and the seat the asker wants (`None` = random); the error says what
    /// is wrong with the options.
    pub(super) fn settle(&self, setup: &Setup, lang: Lang) -> Result<Settled, Fail> {
        let kind = setup.kind();
        let mut options = setup.options.clone();
        // The config's default size is the default game's.
        if kind.is_default() && options.is_empty() {
            options.push(("size".into(), self.config.default_size.to_string()));
        }
        let game = kind.new_game(&options).map_err(|e| {
            Fail::Said(t!(
                lang,
                "bot-game-refused",
                game = game_name(kind, lang),
                error = e.text(lang)
            ))
        })?;
        let seat = setup.seat_index().map_err(|e| Fail::Said(e.text(lang)))?;
        Ok(Settled {
            kind,
            options,
            game,
            seat,
        })
    }

    pub(super) fn challenge(&self, cx: &Ctx, opponent: Option<User>, setup: Setup) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let p = &self.prefix();
        if req.in_dm {
            return Err(t!(lang, "challenge-in-dm").into());
        }
        let opp = opponent.ok_or_else(|| t!(lang, "challenge-say-who", prefix = p))?;
        if opp.id == req.user.id {
            return Err(t!(lang, "challenge-self").into());
        }
        if opp.is_bot || opp.id == self.bot_user_id {
            return Err(t!(lang, "challenge-bot").into());
        }
        if self.store.has_game(req.channel)? {
            return Err(self.channel_busy(lang));
        }
        let open = self.open_challenges(req.channel)?;
        if let Some(c) = open.iter().find(|c| c.challenger.id == req.user.id) {
            return Err(t!(
                lang,
                "challenge-already",
                name = super::said::verbatim(&c.opponent.name),
                prefix = p
            )
            .into());
        }
        let (setup, room_line) = self.in_room(req.channel, setup, lang)?;
        let Settled {
            kind,
            options,
            game,
            seat,
        } = self.settle(&setup, lang)?;
        let challenger_seat = seat.unwrap_or_else(|| usize::from(rand::random::<bool>()));
        let rules_clock = super::clocks::has_rules_clock(game.as_ref());
        if rules_clock && matches!(setup.clock, Some(Some(_))) {
            return Err(t!(lang, "challenge-own-clocks", game = game_name(kind, lang)).into());
        }
        let clock_ms = if rules_clock {
            None
        } else {
            setup
                .clock
                .unwrap_or_else(|| self.config.default_clock_ms())
        };
        let thread = setup.thread || self.config.threads;
        let now = self.now();
        let expiry = self.config.challenge_expiry_secs;
        let c = Challenge {
            format: STORED_FORMAT,
            id: self.store.next_id()?,
            channel: req.channel,
            guild: req.guild,
            challenger: seat_of(&req.user),
            opponent: seat_of(&opp),
            kind,
            options: options.clone(),
            challenger_seat,
            random_seat: seat.is_none(),
            created_ms: now,
            expires_ms: now.saturating_add(expiry.saturating_mul(1000)),
            clock_ms,
            bank: setup.bank.filter(|_| clock_ms.is_some()),
            thread,
            rated: !setup.unrated,
        };
        self.store.put_challenge(&c)?;
        let picked = if seat.is_none() {
            t!(lang, "challenge-picked-random")
        } else {
            String::new()
        };
        let span = |ms: u64| span_in(lang, ms);
        let clock = match (clock_ms, game.turn_limit_ms(), game.game_limit_ms()) {
            (_, Some(t), Some(g)) => t!(
                lang,
                "challenge-clocks-turn-game",
                turn = span(t),
                game = span(g)
            ),
            (_, Some(t), None) => t!(lang, "challenge-clock-turn", turn = span(t)),
            (_, None, Some(g)) => t!(lang, "challenge-clock-game", game = span(g)),
            (Some(ms), ..) => match &c.bank {
                Some(rule) => super::clocks::bank_said(lang, rule),
                None => t!(lang, "challenge-clock-move", time = span(ms)),
            },
            (None, ..) => t!(lang, "challenge-no-clock"),
        };
        let thread_note = match (thread, setup.unrated) {
            (true, true) => t!(lang, "challenge-note-thread-unrated"),
            (true, false) => t!(lang, "challenge-note-thread"),
            (false, true) => t!(lang, "challenge-note-unrated"),
            (false, false) => String::new(),
        };
        let reply = Reply {
            mentions: vec![opp.id],
            ..Reply::text(
                t!(
                    lang,
                    "challenge-issued",
                    opponent = mention(opp.id),
                    challenger = super::said::verbatim(&req.user.name),
                    setup = setup_text(kind, &shown_options(game.as_ref(), &options), lang),
                    seat = game.seats()[challenger_seat].local_name(lang),
                    seat_key = game.seats()[challenger_seat].key,
                    picked = picked,
                    prefix = p,
                    expiry = duration_in(lang, expiry),
                    clock = clock,
                    note = thread_note,
                ) + &room_line.map(|l| format!("\n{l}")).unwrap_or_default(),
            )
        }
        .button(
            ButtonId::Accept { challenge: c.id }.encode(),
            &t!(lang, "challenge-button-accept"),
            ButtonStyle::Success,
        )
        .button(
            ButtonId::Decline { challenge: c.id }.encode(),
            &t!(lang, "challenge-button-decline"),
            ButtonStyle::Danger,
        );
        Ok(vec![reply])
    }

    /// The challenge a button names, or the one open for this user here.
    fn find_challenge(&self, cx: &Ctx, id: Option<u64>) -> Result<Challenge, Fail> {
        let (req, lang) = (cx.req, cx.lang);
        match id {
            Some(id) => {
                let c = self
                    .store
                    .challenge(id)?
                    .ok_or_else(|| t!(lang, "challenge-gone"))?;
                if c.channel != req.channel {
                    return Err(t!(lang, "challenge-other-channel").into());
                }
                if self.now() >= c.expires_ms {
                    self.store.remove_challenge(c.id)?;
                    return Err(t!(
                        lang,
                        "challenge-expired",
                        name = super::said::verbatim(&c.challenger.name)
                    )
                    .into());
                }
                Ok(c)
            }
            None => self
                .open_challenges(req.channel)?
                .into_iter()
                .rev()
                .find(|c| c.opponent.id == req.user.id)
                .ok_or_else(|| Fail::Said(t!(lang, "challenge-none-for-you"))),
        }
    }

    pub(super) fn accept(&self, cx: &Ctx, id: Option<u64>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let c = self.find_challenge(cx, id)?;
        self.check_accepter(cx, &c)?;
        if c.thread {
            // The game starts once the transport has opened its thread.
            let name = thread_name(&c, lang);
            return Ok(vec![Reply {
                open_thread: Some(OpenThread {
                    challenge: c.id,
                    name: name.clone(),
                    board: self.is_board(&c)?,
                }),
                ..Reply::text(t!(
                    lang,
                    "challenge-accepted-thread",
                    name = super::said::verbatim(&req.user.name),
                    challenger = super::said::verbatim(&c.challenger.name),
                    thread = super::said::verbatim(&name),
                ))
            }]);
        }
        self.start_challenge(cx, &c, None)
    }

    /// Only the challenged player may accept, in a channel without a game.
    fn check_accepter(&self, cx: &Ctx, c: &Challenge) -> Result<(), Fail> {
        let (req, lang) = (cx.req, cx.lang);
        if c.opponent.id != req.user.id {
            return Err(if c.challenger.id == req.user.id {
                t!(
                    lang,
                    "challenge-accept-own",
                    name = super::said::verbatim(&c.opponent.name)
                )
            } else {
                t!(
                    lang,
                    "challenge-for-other",
                    name = super::said::verbatim(&c.opponent.name)
                )
            }
            .into());
        }
        if self.store.has_game(req.channel)? {
            return Err(self.channel_busy(lang));
        }
        Ok(())
    }

    /// The thread a challenge asked for is open (`req.channel`): start
    /// the game there.
    pub(super) fn start_in_thread(&self, cx: &Ctx, id: u64, parent: u64) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        if let Some(out) = self.tournament_thread_opened(req, id, parent) {
            return out;
        }
        let c = self
            .store
            .challenge(id)?
            .ok_or_else(|| t!(lang, "challenge-gone"))?;
        if c.channel != parent {
            return Err(t!(lang, "challenge-other-channel").into());
        }
        self.check_accepter(cx, &c)?;
        self.start_challenge(cx, &c, Some(parent))
    }

    /// Turn the challenge into the game of `req.channel` (a thread of
    /// `thread_of`, if set).
    fn start_challenge(&self, cx: &Ctx, c: &Challenge, thread_of: Option<u64>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let mut players = [seat_of(&req.user), seat_of(&req.user)];
        players[c.challenger_seat.min(1)] = c.challenger.clone();
        let game = c
            .kind
            .new_game(&c.options)
            .map_err(|e| Fail::Said(t!(lang, "challenge-cant-start", error = e.text(lang))))?;
        let now = self.now();
        let clock = self.start_clock(game.as_ref(), c.clock_ms, c.bank, now);
        let stored = StoredGame {
            format: STORED_FORMAT,
            channel: req.channel,
            guild: c.guild.or(req.guild),
            players,
            game: game.data(),
            draw_offer: None,
            created_ms: now,
            updated_ms: now,
            ai: None,
            clock,
            thread_of,
            rated: c.rated,
            plan: None,
            planned: Vec::new(),
            posted: None,
        };
        if !self.store.start_game(c.id, &stored)? {
            return Err(t!(lang, "challenge-gone").into());
        }
        let first = &stored.players[0];
        let seats = game.seats();
        let text = t!(
            lang,
            "challenge-game-on",
            setup = game_on_text(game.as_ref(), &c.options, lang),
            first = who_in(lang, &stored.players, seats, 0),
            second = who_in(lang, &stored.players, seats, 1),
            mention = mention(first.id),
            left = self.left_note(lang, &stored),
            prompt = game.prompt(lang),
        );
        let reply = Reply {
            board: self.board_image(lang, &stored, game.as_ref(), None),
            position: Some(stored.mark()),
            mentions: vec![first.id],
            ..Reply::text(text)
        };
        let mut replies = vec![self.turn_buttons_in(lang, reply, req.channel, game.as_ref())];
        // The accepter sees their hand at once when they accepted with a
        // button or `/accept`; anyone may ask with the "Your hand" button.
        if matches!(
            req.input,
            super::Input::Button { .. } | super::Input::Slash { .. }
        ) {
            let me = (0..2).find(|&s| stored.players[s].id == req.user.id);
            replies.extend(
                me.and_then(|s| self.hand_reply(lang, req.channel, &stored, game.as_ref(), s)),
            );
        }
        Ok(replies)
    }

    pub(super) fn decline(&self, cx: &Ctx, id: Option<u64>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let c = self.find_challenge(cx, id)?;
        let text = if c.opponent.id == req.user.id {
            t!(
                lang,
                "challenge-declined",
                name = super::said::verbatim(&req.user.name),
                challenger = super::said::verbatim(&c.challenger.name)
            )
        } else if c.challenger.id == req.user.id {
            t!(
                lang,
                "challenge-withdrew",
                name = super::said::verbatim(&req.user.name),
                opponent = super::said::verbatim(&c.opponent.name)
            )
        } else {
            return Err(t!(
                lang,
                "challenge-for-other",
                name = super::said::verbatim(&c.opponent.name)
            )
            .into());
        };
        self.store.remove_challenge(c.id)?;
        Ok(vec![Reply::text(text)])
    }

    pub(super) fn cancel(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let mine: Vec<Challenge> = self
            .open_challenges(req.channel)?
            .into_iter()
            .filter(|c| c.challenger.id == req.user.id)
            .collect();
        if mine.is_empty() {
            return Err(t!(lang, "challenge-none-open").into());
        }
        let mut to = Vec::new();
        for c in &mine {
            self.store.remove_challenge(c.id)?;
            to.push(c.opponent.name.clone());
        }
        Ok(vec![Reply::text(t!(
            lang,
            "challenge-withdrew",
            name = super::said::verbatim(&req.user.name),
            opponent = super::said::verbatim(&to.join(", "))
        ))])
    }
}
