//! Challenges: make, accept, decline, cancel. A challenge lives in the store
//! (its id is in the buttons), so it survives a restart.

use super::buttons::ButtonId;
use super::parse::Setup;
use super::text::{duration, mention, who};
use super::{Bot, ButtonStyle, Fail, OpenThread, Out, Reply, Request, User};
use crate::clock::span;
use crate::games::{AnyGame, Kind};
use crate::store::{Challenge, Seat, StoredGame, STORED_FORMAT};

/// "Bridges, size 8", "Avanço", "Rastros, size 7".
pub(super) fn setup_text(kind: Kind, options: &[(String, String)]) -> String {
    let mut s = kind.name().to_string();
    for (k, v) in options {
        s.push_str(&format!(", {k} {v}"));
    }
    s
}

/// What "Game on, …:" names: the size alone for Bridges (as it always
/// did), the game and its options for the others.
pub(super) fn game_on_text(kind: Kind, options: &[(String, String)]) -> String {
    match kind {
        Kind::Bridges => options
            .iter()
            .map(|(k, v)| format!("{k} {v}"))
            .collect::<Vec<_>>()
            .join(", "),
        _ => setup_text(kind, options),
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
fn thread_name(c: &Challenge) -> String {
    let name = format!(
        "{} vs {} · {}",
        c.challenger.name,
        c.opponent.name,
        c.kind.name()
    );
    name.chars().take(100).collect()
}

fn seat_of(u: &User) -> Seat {
    Seat {
        id: u.id,
        name: u.name.clone(),
    }
}

impl Bot {
    pub(super) fn channel_busy(&self) -> Fail {
        Fail("This channel already has a game: finish it first, or play in a thread".into())
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
    pub(super) fn settle(&self, setup: &Setup) -> Result<Settled, Fail> {
        let kind = setup.kind();
        let mut options = setup.options.clone();
        if kind == Kind::Bridges && options.is_empty() {
            options.push(("size".into(), self.config.default_size.to_string()));
        }
        let game = kind
            .new_game(&options)
            .map_err(|e| Fail(format!("{}: {e}", kind.name())))?;
        let seat = setup.seat_index()?;
        Ok(Settled {
            kind,
            options,
            game,
            seat,
        })
    }

    pub(super) fn challenge(&self, req: &Request, opponent: Option<User>, setup: Setup) -> Out {
        let p = &self.config.prefix;
        if req.in_dm {
            return Err(
                "Challenges are made in a server's channel, where your opponent can answer: \
                 challenge them there"
                    .into(),
            );
        }
        let opp = opponent.ok_or_else(|| {
            format!("Say who you challenge: `{p}challenge @name [game] [size N] [colour|random]`")
        })?;
        if opp.id == req.user.id {
            return Err("You can't challenge yourself: mention someone else".into());
        }
        if opp.is_bot || opp.id == self.bot_user_id {
            return Err("Bots can't play: challenge a person".into());
        }
        if self.store.has_game(req.channel)? {
            return Err(self.channel_busy());
        }
        let open = self.open_challenges(req.channel)?;
        if let Some(c) = open.iter().find(|c| c.challenger.id == req.user.id) {
            return Err(format!(
                "You already challenged {} here: `{p}cancel` that first",
                c.opponent.name
            )
            .into());
        }
        let Settled {
            kind,
            options,
            game,
            seat,
        } = self.settle(&setup)?;
        let challenger_seat = seat.unwrap_or_else(|| usize::from(rand::random::<bool>()));
        let rules_clock = super::clocks::has_rules_clock(game.as_ref());
        if rules_clock && matches!(setup.clock, Some(Some(_))) {
            return Err(format!(
                "{} has its own clocks: `turn 45` sets the time a turn",
                kind.name()
            )
            .into());
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
            thread,
            rated: !setup.unrated,
        };
        self.store.put_challenge(&c)?;
        let picked = if seat.is_none() {
            " (drawn at random)"
        } else {
            ""
        };
        let clock = match (clock_ms, game.turn_limit_ms(), game.game_limit_ms()) {
            (_, Some(t), Some(g)) => format!(" Clocks: {} a turn, {} a game.", span(t), span(g)),
            (_, Some(t), None) => format!(" Clock: {} a turn.", span(t)),
            (_, None, Some(g)) => format!(" Clock: {} a game.", span(g)),
            (Some(ms), ..) => format!(" Clock: {} a move.", span(ms)),
            (None, ..) => " No clock.".into(),
        };
        let thread_note = match (thread, setup.unrated) {
            (true, true) => " Played in a thread. Unrated.",
            (true, false) => " Played in a thread.",
            (false, true) => " Unrated.",
            (false, false) => "",
        };
        let reply = Reply {
            mentions: vec![opp.id],
            ..Reply::text(format!(
                "{}, {} challenges you to {}; {} plays {}{picked}. \
                 `{p}accept` or `{p}decline` within {}.{clock}{thread_note}",
                mention(opp.id),
                req.user.name,
                setup_text(kind, &options),
                req.user.name,
                game.seats()[challenger_seat].name,
                duration(expiry)
            ))
        }
        .button(
            ButtonId::Accept(c.id).encode(),
            "Accept",
            ButtonStyle::Success,
        )
        .button(
            ButtonId::Decline(c.id).encode(),
            "Decline",
            ButtonStyle::Danger,
        );
        Ok(vec![reply])
    }

    /// The challenge a button names, or the one open for this user here.
    fn find_challenge(&self, req: &Request, id: Option<u64>) -> Result<Challenge, Fail> {
        match id {
            Some(id) => {
                let c = self
                    .store
                    .challenge(id)?
                    .ok_or("This challenge is no longer open")?;
                if c.channel != req.channel {
                    return Err("That challenge belongs to another channel".into());
                }
                if self.now() >= c.expires_ms {
                    self.store.remove_challenge(c.id)?;
                    return Err(format!(
                        "This challenge expired: ask {} for a new one",
                        c.challenger.name
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
                .ok_or_else(|| Fail("No open challenge for you in this channel".into())),
        }
    }

    pub(super) fn accept(&self, req: &Request, id: Option<u64>) -> Out {
        let c = self.find_challenge(req, id)?;
        self.check_accepter(req, &c)?;
        if c.thread {
            // The game starts once the transport has opened its thread.
            let name = thread_name(&c);
            return Ok(vec![Reply {
                open_thread: Some(OpenThread {
                    challenge: c.id,
                    name: name.clone(),
                }),
                ..Reply::text(format!(
                    "{} accepted {}'s challenge: the game is on in the thread **{}**.",
                    req.user.name, c.challenger.name, name
                ))
            }]);
        }
        self.start_challenge(req, &c, None)
    }

    /// Only the challenged player may accept, in a channel without a game.
    fn check_accepter(&self, req: &Request, c: &Challenge) -> Result<(), Fail> {
        if c.opponent.id != req.user.id {
            return Err(if c.challenger.id == req.user.id {
                format!(
                    "You can't accept your own challenge: waiting for {}",
                    c.opponent.name
                )
            } else {
                format!("This challenge is for {}", c.opponent.name)
            }
            .into());
        }
        if self.store.has_game(req.channel)? {
            return Err(self.channel_busy());
        }
        Ok(())
    }

    /// The thread a challenge asked for is open (`req.channel`): start
    /// the game there.
    pub(super) fn start_in_thread(&self, req: &Request, id: u64, parent: u64) -> Out {
        let c = self
            .store
            .challenge(id)?
            .ok_or("This challenge is no longer open")?;
        if c.channel != parent {
            return Err("That challenge belongs to another channel".into());
        }
        self.check_accepter(req, &c)?;
        self.start_challenge(req, &c, Some(parent))
    }

    /// Turn the challenge into the game of `req.channel` (a thread of
    /// `thread_of`, if set).
    fn start_challenge(&self, req: &Request, c: &Challenge, thread_of: Option<u64>) -> Out {
        let mut players = [seat_of(&req.user), seat_of(&req.user)];
        players[c.challenger_seat.min(1)] = c.challenger.clone();
        let game = c
            .kind
            .new_game(&c.options)
            .map_err(|e| Fail(format!("This challenge can't start: {e}")))?;
        let now = self.now();
        let clock = self.start_clock(game.as_ref(), c.clock_ms, now);
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
        };
        if !self.store.start_game(c.id, &stored)? {
            return Err("This challenge is no longer open".into());
        }
        let first = &stored.players[0];
        let seats = game.seats();
        let text = format!(
            "Game on, {}: {} vs {}.\n{}, you start{}: {}.",
            game_on_text(c.kind, &c.options),
            who(&stored.players, seats, 0),
            who(&stored.players, seats, 1),
            mention(first.id),
            self.left_note(&stored),
            game.prompt()
        );
        let reply = Reply {
            board: self.board_image(&stored, game.as_ref(), None),
            mentions: vec![first.id],
            ..Reply::text(text)
        };
        let mut replies = vec![self.turn_buttons(reply, req.channel, game.as_ref())];
        // The accepter sees their hand at once when they accepted with a
        // button or `/accept`; anyone may ask with the "Your hand" button.
        if matches!(
            req.input,
            super::Input::Button { .. } | super::Input::Slash { .. }
        ) {
            let me = (0..2).find(|&s| stored.players[s].id == req.user.id);
            replies
                .extend(me.and_then(|s| self.hand_reply(req.channel, &stored, game.as_ref(), s)));
        }
        Ok(replies)
    }

    pub(super) fn decline(&self, req: &Request, id: Option<u64>) -> Out {
        let c = self.find_challenge(req, id)?;
        let text = if c.opponent.id == req.user.id {
            format!(
                "{} declined {}'s challenge.",
                req.user.name, c.challenger.name
            )
        } else if c.challenger.id == req.user.id {
            format!(
                "{} withdrew the challenge to {}.",
                req.user.name, c.opponent.name
            )
        } else {
            return Err(format!("This challenge is for {}", c.opponent.name).into());
        };
        self.store.remove_challenge(c.id)?;
        Ok(vec![Reply::text(text)])
    }

    pub(super) fn cancel(&self, req: &Request) -> Out {
        let mine: Vec<Challenge> = self
            .open_challenges(req.channel)?
            .into_iter()
            .filter(|c| c.challenger.id == req.user.id)
            .collect();
        if mine.is_empty() {
            return Err("You have no open challenge in this channel".into());
        }
        let mut to = Vec::new();
        for c in &mine {
            self.store.remove_challenge(c.id)?;
            to.push(c.opponent.name.clone());
        }
        Ok(vec![Reply::text(format!(
            "{} withdrew the challenge to {}.",
            req.user.name,
            to.join(", ")
        ))])
    }
}
