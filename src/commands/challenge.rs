//! Challenges: make, accept, decline, cancel. A challenge lives in the store
//! (its id is in the buttons), so it survives a restart.

use super::text::{duration, mention, who};
use super::{now_ms, Bot, ButtonStyle, Fail, Out, Reply, Request, User};
use crate::engine::{Game, Player};
use crate::store::{Challenge, ColourChoice, Seat, StoredGame, GAME_KIND};

const FORMAT: u32 = 1;

fn seat(u: &User) -> Seat {
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
        let now = now_ms();
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

    pub(super) fn challenge(
        &self,
        req: &Request,
        opponent: Option<User>,
        size: Option<u8>,
        colour: ColourChoice,
    ) -> Out {
        let p = &self.config.prefix;
        let opp = opponent.ok_or_else(|| {
            format!("Say who you challenge: `{p}challenge @name [size N] [orange|blue|random]`")
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
        let size = size.unwrap_or(self.config.default_size);
        let challenger_colour = match colour {
            ColourChoice::Orange => Player::Orange,
            ColourChoice::LightBlue => Player::LightBlue,
            ColourChoice::Random if rand::random::<bool>() => Player::Orange,
            ColourChoice::Random => Player::LightBlue,
        };
        let now = now_ms();
        let expiry = self.config.challenge_expiry_secs;
        let c = Challenge {
            format: FORMAT,
            id: self.store.next_id()?,
            channel: req.channel,
            guild: req.guild,
            challenger: seat(&req.user),
            opponent: seat(&opp),
            size,
            challenger_colour,
            colour_choice: colour,
            created_ms: now,
            expires_ms: now.saturating_add(expiry.saturating_mul(1000)),
        };
        self.store.put_challenge(&c)?;
        let picked = if colour == ColourChoice::Random {
            " (drawn at random)"
        } else {
            ""
        };
        let reply = Reply {
            mentions: vec![opp.id],
            ..Reply::text(format!(
                "{}, {} challenges you to Bridges, size {size}; {} plays {challenger_colour}{picked}. \
                 `{p}accept` or `{p}decline` within {}.",
                mention(opp.id),
                req.user.name,
                req.user.name,
                duration(expiry)
            ))
        }
        .button(format!("bridges:accept:{}", c.id), "Accept", ButtonStyle::Success)
        .button(format!("bridges:decline:{}", c.id), "Decline", ButtonStyle::Danger);
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
                if now_ms() >= c.expires_ms {
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
        let mut players = [seat(&req.user), seat(&req.user)];
        players[c.challenger_colour.index()] = c.challenger.clone();
        let game = Game::new(c.size).ok_or("That board size is not playable")?;
        let now = now_ms();
        let stored = StoredGame {
            format: FORMAT,
            kind: GAME_KIND.into(),
            channel: req.channel,
            guild: c.guild.or(req.guild),
            players,
            game: game.to_data(),
            draw_offer: None,
            created_ms: now,
            updated_ms: now,
            ai: None,
        };
        if !self.store.start_game(c.id, &stored)? {
            return Err("This challenge is no longer open".into());
        }
        let orange = &stored.players[0];
        let text = format!(
            "Game on, size {}: {} vs {}.\n{}, you start: place one token, like `E2`.",
            c.size,
            who(&stored.players, Player::Orange),
            who(&stored.players, Player::LightBlue),
            mention(orange.id)
        );
        let reply = Reply {
            board: self.board_image(&stored, &game, None),
            mentions: vec![orange.id],
            ..Reply::text(text)
        }
        .button(
            format!("bridges:legal:{}", req.channel),
            "Legal cells",
            ButtonStyle::Secondary,
        );
        Ok(vec![reply])
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
