//! Games against the AI: starting one, the AI's replies, hints and the
//! analysis of a finished game.

use super::parse::{self, Cmd};
use super::text::{
    colour_note, mention, outcome_sentence, score_line, turn_summary, who, your_move,
};
use super::{now_ms, Bot, Out, Reply, Request};
use crate::ai::{self, Budget, PlayerSpec, SearchConfig};
use crate::engine::{Game, Player, Record};
use crate::store::{AiSeat, ColourChoice, Seat, StoredGame, GAME_KIND};

/// The level of a game against the AI that names none.
pub const DEFAULT_LEVEL: u8 = 3;

/// The name the AI plays under.
fn ai_name(level: u8) -> String {
    format!("AI level {level}")
}

/// A winning chance as a percentage.
fn pct(v: f64) -> String {
    format!("{:.0}%", (v * 100.0).clamp(0.0, 100.0))
}

impl Bot {
    /// How the AI of `level` plays here (the configured override, if any).
    fn ai_spec(&self, level: u8) -> PlayerSpec {
        self.ai_override
            .or_else(|| PlayerSpec::level(level))
            .unwrap_or_else(|| PlayerSpec::mcts_millis(1_000))
    }

    /// The search used for hints: the override's, or a second of thought.
    fn hint_config(&self) -> SearchConfig {
        match self.ai_override {
            Some(PlayerSpec::Mcts(cfg)) => cfg,
            _ => SearchConfig::new(Budget::Millis(1_000)),
        }
    }

    /// Will handling `req` make the AI think (a move in a game against it,
    /// a new game against it, a hint, an analysis)? The transport shows
    /// "thinking…" (the typing indicator) meanwhile.
    pub fn will_think(&self, req: &Request) -> bool {
        if req.user.is_bot || req.user.id == self.bot_user_id {
            return false;
        }
        let ai_game = || match self.store.game(req.channel) {
            Ok(Some((stored, game))) => stored.ai.is_some() && !game.position().is_over(),
            _ => false,
        };
        match parse::command(self, req) {
            Some(Cmd::PlayAi { .. } | Cmd::Analyse) => true,
            Some(Cmd::Challenge {
                opponent: Some(o), ..
            }) => o.id == self.bot_user_id,
            Some(Cmd::Hint) => self.hints_anywhere || ai_game(),
            Some(Cmd::Move(text) | Cmd::Other(text)) => self.ends_turn_against_ai(req, &text),
            _ => false,
        }
    }

    /// Does `text` from the requester end their turn in a game against the
    /// AI (so the AI replies)? A first step of two does not.
    fn ends_turn_against_ai(&self, req: &Request, text: &str) -> bool {
        let Ok(Some((stored, game))) = self.store.game(req.channel) else {
            return false;
        };
        let pos = game.position();
        if stored.ai.is_none()
            || pos.is_over()
            || stored.players[pos.to_move().index()].id != req.user.id
        {
            return false;
        }
        let Ok(actions) = game.parse(text) else {
            return false;
        };
        let mut next = game.clone();
        for a in actions {
            match next.act(a) {
                Ok(crate::engine::TurnProgress::Ended) => return true,
                Ok(_) => {}
                Err(_) => return false,
            }
        }
        false
    }

    /// Start a game against the AI at once (no accept).
    pub(super) fn play_ai(
        &self,
        req: &Request,
        level: Option<u8>,
        size: Option<u8>,
        colour: ColourChoice,
    ) -> Out {
        if self.store.has_game(req.channel)? {
            return Err(self.channel_busy());
        }
        let level = level.unwrap_or(DEFAULT_LEVEL);
        let size = size.unwrap_or(self.config.default_size);
        let human = match colour {
            ColourChoice::Orange => Player::Orange,
            ColourChoice::LightBlue => Player::LightBlue,
            ColourChoice::Random if rand::random::<bool>() => Player::Orange,
            ColourChoice::Random => Player::LightBlue,
        };
        let ai = AiSeat {
            player: human.other(),
            level,
            seed: self.store.next_id()?,
        };
        let me = Seat {
            id: req.user.id,
            name: req.user.name.clone(),
        };
        let mut players = [me.clone(), me];
        players[ai.player.index()] = Seat {
            id: self.bot_user_id,
            name: ai_name(level),
        };
        let mut game = Game::new(size).ok_or("That board size is not playable")?;
        let mut lines = vec![format!(
            "Game on, size {size}: {} vs {}.",
            who(&players, Player::Orange),
            who(&players, Player::LightBlue)
        )];
        self.ai_replies(ai, &players, &mut game, &mut lines);
        let now = now_ms();
        let stored = StoredGame {
            format: 1,
            kind: GAME_KIND.into(),
            channel: req.channel,
            guild: req.guild,
            players,
            game: game.to_data(),
            draw_offer: None,
            created_ms: now,
            updated_ms: now,
            ai: Some(ai),
        };
        if game.turns().is_empty() {
            lines.push(format!(
                "{}, you start: place one token, like `E2`.",
                mention(req.user.id)
            ));
        } else {
            lines.push(score_line(game.position()));
            lines.push(format!(
                "{}, your turn{}: {}.",
                mention(req.user.id),
                colour_note(&stored.players, human),
                your_move(game.position())
            ));
        }
        self.store.put_game(&stored)?;
        let reply = Reply {
            board: self.board_image(&stored, &game, None),
            mentions: vec![req.user.id],
            ..Reply::text(lines.join("\n"))
        };
        Ok(vec![self.turn_buttons(reply, req.channel, false)])
    }

    /// Play the AI's turns while it is on move (and pass for a player
    /// without a legal step), describing each in `lines`.
    pub(super) fn ai_replies(
        &self,
        ai: AiSeat,
        players: &[Seat; 2],
        game: &mut Game,
        lines: &mut Vec<String>,
    ) {
        let spec = self.ai_spec(ai.level);
        // Bounded: each round is a whole turn; the human moves in between.
        for _ in 0..4 {
            let pos = game.position();
            if pos.is_over() || pos.to_move() != ai.player {
                break;
            }
            let turn = game.turns().len() as u64 + 1;
            let seed = ai.seed ^ turn.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let actions = ai::choose_turn(pos, &spec, seed);
            let mut failed = actions.is_empty();
            for a in actions {
                if let Err(e) = game.act(a) {
                    eprintln!("bridges-bot: the AI chose an illegal action: {e}");
                    failed = true;
                    break;
                }
            }
            if failed {
                while game.undo().is_some() {}
                if game.pass().is_err() {
                    break;
                }
            } else if !game.current_steps().is_empty() && game.end_turn().is_err() {
                break;
            }
            let steps = game.turns().last().cloned().unwrap_or_default();
            let summary = turn_summary(game.board(), ai.player, &steps);
            let rest = summary.strip_prefix(ai.player.name()).unwrap_or(&summary);
            lines.push(format!("{}{rest}.", who(players, ai.player)));
            while !game.position().is_over() && !game.position().has_legal_step() {
                let p = game.position().to_move();
                if game.pass().is_err() {
                    break;
                }
                lines.push(format!("{p} has no legal step, so I passed for them."));
            }
        }
    }

    /// A suggested step for the player on turn, with a one-line reason.
    pub(super) fn hint(&self, req: &Request) -> Out {
        let (stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if stored.ai.is_none() && !self.hints_anywhere {
            return Err(
                "No hints in a game between two people: hints are for games against me".into(),
            );
        }
        let pos = game.position();
        if pos.is_over() {
            return Err("This game is over".into());
        }
        if pos.to_move() != me {
            return Err(self.not_your_turn(&stored, &game));
        }
        let seed = stored.ai.map_or(stored.created_ms, |a| a.seed) ^ u64::from(pos.turn());
        let h = ai::hint_with(pos, &self.hint_config(), seed).ok_or("This game is over")?;
        Ok(vec![Reply {
            // A slash command's hint is for the asker only.
            ephemeral: !matches!(req.input, super::Input::Text(_)),
            ..Reply::text(format!(
                "Hint for {}: `{}`: {}.",
                who(&stored.players, me),
                h.text,
                h.reason
            ))
        }])
    }

    /// The AI's view of the channel's last finished game: each side's
    /// biggest mistake and the better alternative.
    pub(super) fn analyse(&self, req: &Request) -> Out {
        let done = self
            .store
            .last_archived(req.channel)?
            .ok_or("No finished game here to analyse yet")?;
        let replayed = Record::parse(&done.record)
            .map_err(|e| format!("The last game's record can't be read: {e}"))?;
        let record = replayed.record;
        let turns = record.turns.len();
        if turns == 0 {
            return Err("The last game here ended before any move: nothing to analyse".into());
        }
        let budget = match self.ai_override {
            Some(PlayerSpec::Mcts(cfg)) => cfg.budget,
            // About 8 s for the whole game, 20–100 ms a position.
            _ => Budget::Millis((8_000 / turns as u64).clamp(20, 100)),
        };
        let analysis = ai::analyse(&record, budget, done.created_ms ^ done.channel)
            .map_err(|e| format!("The last game can't be analysed: {e}"))?;
        let players = &done.players;
        let mut lines = vec![format!(
            "The AI's view of the last game here ({} vs {}, {turns} turn{}; {}):",
            who(players, Player::Orange),
            who(players, Player::LightBlue),
            if turns == 1 { "" } else { "s" },
            outcome_sentence(players, &done.outcome)
        )];
        for p in Player::BOTH {
            lines.push(match &analysis.mistakes[p.index()] {
                Some(m) => format!(
                    "{}: biggest mistake on turn {}, `{}`; better `{}` (winning chance {} → {}).",
                    who(players, p),
                    m.turn,
                    m.played,
                    m.better,
                    pct(m.before),
                    pct(m.after)
                ),
                None => format!("{}: no clear mistake.", who(players, p)),
            });
        }
        Ok(vec![Reply::text(lines.join("\n"))])
    }
}
