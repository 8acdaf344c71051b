//! Games against the AI: starting one, the AI's replies, hints and the
//! analysis of a finished game.

use super::challenge::game_on_text;
use super::hand;
use super::parse::{self, Cmd, Setup};
use super::text::{mention, names, outcome_sentence_in, who_in};
use super::{Bot, Ctx, Out, Reply, Request};
use crate::games::choose_turn_any;
use crate::games::{AnyGame, Progress, ViewCtx};
use crate::i18n::Lang;
use crate::search::{Budget, PlayerSpec, SearchConfig};
use crate::store::{AiSeat, StoredGame, StoredPlayer, STORED_FORMAT};
use crate::t;

/// The level of a game against the AI that names none.
pub const DEFAULT_LEVEL: u8 = 3;

/// The name the AI plays under, in the language of the game's start (it
/// is stored with the game, like a person's name).
fn ai_name(lang: Lang, level: u8) -> String {
    t!(lang, "ai-name", level = level)
}

/// A winning chance as a whole percentage, digits only (the catalog
/// adds the sign as its language writes it).
fn pct(v: f64) -> String {
    format!("{:.0}", (v * 100.0).clamp(0.0, 100.0))
}

/// The seed of the AI's (or a hint's) turn: the game's seed and the turn.
fn turn_seed(seed: u64, turn: usize) -> u64 {
    seed ^ (turn as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
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
            Ok(Some((stored, game))) => stored.ai.is_some() && !game.is_over(),
            _ => false,
        };
        match parse::command(self, req) {
            Some(Cmd::PlayAi { .. } | Cmd::Analyse) => true,
            Some(Cmd::Challenge {
                opponent: Some(o), ..
            }) => o.id == self.bot_user_id,
            Some(Cmd::Hint) => self.hints_anywhere || ai_game(),
            Some(Cmd::Move(text) | Cmd::Other(text) | Cmd::TurnPlay { text, .. }) => {
                self.ends_turn_against_ai(req, &text)
            }
            Some(Cmd::Step { steps, .. }) => {
                let text = match self.store.game(req.channel) {
                    Ok(Some((_, game))) => game.to_move().and_then(|seat| {
                        let actions = game.click_actions(seat);
                        hand::completed(&actions, &steps).map(|a| a.text.clone())
                    }),
                    _ => None,
                };
                text.is_some_and(|t| self.ends_turn_against_ai(req, &t))
            }
            _ => false,
        }
    }

    /// Does `text` from the requester end their turn in a game against the
    /// AI (so the AI replies)? A first step of two does not.
    fn ends_turn_against_ai(&self, req: &Request, text: &str) -> bool {
        let Ok(Some((stored, mut game))) = self.store.game(req.channel) else {
            return false;
        };
        let on_turn = game.to_move().map(|p| stored.players[p].id);
        stored.ai.is_some()
            && on_turn == Some(req.user.id)
            && game.play(text) == Ok(Progress::Ended)
    }

    /// Start a game against the AI at once (no accept).
    pub(super) fn play_ai(&self, cx: &Ctx, level: Option<u8>, setup: Setup) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        if self.store.has_game(req.channel)? {
            return Err(self.channel_busy(lang));
        }
        if matches!(setup.clock, Some(Some(_))) {
            return Err(t!(lang, "ai-no-clock").into());
        }
        let level = level.unwrap_or(DEFAULT_LEVEL);
        let super::challenge::Settled {
            kind: _,
            options,
            mut game,
            seat,
        } = self.settle(&setup, lang)?;
        let human = seat.unwrap_or_else(|| usize::from(rand::random::<bool>()));
        let ai = AiSeat {
            seat: 1 - human,
            level,
            seed: self.store.next_id()?,
        };
        let me = StoredPlayer {
            id: req.user.id,
            name: req.user.name.clone(),
        };
        let mut players = [me.clone(), me];
        players[ai.seat] = StoredPlayer {
            id: self.bot_user_id,
            name: ai_name(lang, level),
        };
        let seats = game.seats();
        let mut lines = vec![t!(
            lang,
            "ai-game-on",
            setup = game_on_text(game.as_ref(), &options, lang),
            first = who_in(lang, &players, seats, 0),
            second = who_in(lang, &players, seats, 1)
        )];
        self.ai_replies(req.channel, lang, ai, &players, game.as_mut(), &mut lines);
        let now = self.now();
        let stored = StoredGame {
            format: STORED_FORMAT,
            channel: req.channel,
            guild: req.guild,
            players,
            game: game.data(),
            draw_offer: None,
            created_ms: now,
            updated_ms: now,
            ai: Some(ai),
            // The rules' own clocks only (Numbridge); no move clock.
            clock: self.start_clock(game.as_ref(), None, None, now),
            thread_of: None,
            // Games against the AI are never rated.
            rated: false,
            plan: None,
            planned: Vec::new(),
            posted: None,
        };
        let left = self.left_note(lang, &stored);
        if game.turns_done() == 0 {
            lines.push(t!(
                lang,
                "ai-you-start",
                mention = mention(req.user.id),
                left = &left,
                prompt = game.prompt(lang)
            ));
        } else {
            if let Some(score) =
                game.score_line(&ViewCtx::public(names(&stored.players)).in_lang(lang))
            {
                lines.push(score);
            }
            lines.push(super::play::your_turn_in(
                lang,
                &stored,
                game.as_ref(),
                human,
                &left,
            ));
        }
        self.store.save_game(&stored, game.as_ref())?;
        let reply = Reply {
            board: self.board_image(lang, &stored, game.as_ref(), None),
            position: Some(stored.mark()),
            mentions: vec![req.user.id],
            ..Reply::text(lines.join("\n"))
        };
        let mut replies = vec![self.turn_buttons_in(lang, reply, req.channel, game.as_ref())];
        if !matches!(req.input, super::Input::Text(_)) {
            replies.extend(self.hand_reply(lang, req.channel, &stored, game.as_ref(), human));
        }
        Ok(replies)
    }

    /// Play the AI's turns while it is on move (and pass for a player
    /// without a legal move), describing each in `lines`.
    pub(super) fn ai_replies(
        &self,
        channel: u64,
        lang: Lang,
        ai: AiSeat,
        players: &[StoredPlayer; 2],
        game: &mut dyn AnyGame,
        lines: &mut Vec<String>,
    ) {
        let spec = self.ai_spec(ai.level);
        let seats = game.seats();
        let thinks = game.to_move() == Some(ai.seat);
        if thinks {
            self.set_thinking(channel, Some(&*game));
        }
        // Bounded: each round is a whole turn; the human moves in between.
        for _ in 0..4 {
            if game.to_move() != Some(ai.seat) {
                break;
            }
            let seed = turn_seed(ai.seed, game.turn());
            let kept = self.ai_trees.take(channel, ai.seed);
            let (plan, _, kept) = game.ai_turn_kept(&spec, seed, kept);
            self.ai_trees.keep(channel, ai.seed, kept);
            let mut ended = play_plan(game, plan);
            // A plan cut short mid-turn in a game with hands (Numbridge's
            // second play, with tiles drawn after the first): plan the rest
            // once more, now that the AI has seen them.
            let hidden = game.has_private();
            if !ended && hidden && game.to_move() == Some(ai.seat) && game.mid_turn() {
                let rest = choose_turn_any(game, &spec, seed.wrapping_add(1));
                ended = play_plan(game, rest);
            }
            // Whatever the search left unfinished: end the turn, or make the
            // first legal move, so that the game never waits on the AI.
            while !ended && game.to_move() == Some(ai.seat) {
                let choices = game.choices();
                let pick = if game.mid_turn() && choices.iter().any(|c| c == "end") {
                    "end".to_string()
                } else if let Some(c) = choices.first() {
                    c.clone()
                } else {
                    break;
                };
                match game.play(&pick) {
                    Ok(Progress::Ended) => ended = true,
                    Ok(Progress::Continues) => {}
                    Err(_) => break,
                }
            }
            if !ended {
                break;
            }
            if let Some(done) = game.describe_last_turn(lang) {
                lines.push(t!(
                    lang,
                    "play-moved",
                    seat = who_in(lang, players, seats, ai.seat),
                    done = done
                ));
            }
            self.forced_passes(game, lines);
        }
        if thinks {
            self.set_thinking(channel, None);
        }
    }

    /// A suggested move for the player on turn, with a one-line reason.
    pub(super) fn hint(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let (stored, game) = self.load(req.channel)?;
        let me = self.seat(&stored, req.user.id)?;
        if stored.ai.is_none() && !self.hints_anywhere {
            return Err(t!(lang, "ai-no-hints").into());
        }
        self.check_turn(&stored, game.as_ref(), req.user.id)?;
        let seed = stored.ai.map_or(stored.created_ms, |a| a.seed) ^ game.turn() as u64;
        let (text, reason) = game
            .hint(&self.hint_config(), seed)
            .ok_or_else(|| t!(lang, "ai-no-hint"))?;
        let reason = reason.text(lang);
        Ok(vec![Reply {
            // A hint is for the asker only.
            ephemeral: true,
            private: true,
            ..Reply::text(t!(
                lang,
                "ai-hint",
                who = who_in(lang, &stored.players, game.seats(), me),
                action = text,
                reason = reason
            ))
        }])
    }

    /// The AI's view of the channel's last finished game: each side's
    /// biggest mistake and the better alternative.
    pub(super) fn analyse(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let done = self
            .store
            .last_archived(req.channel)?
            .ok_or_else(|| t!(lang, "ai-analyse-none"))?;
        let unreadable = |e: String| t!(lang, "ai-analyse-unreadable", error = e);
        let game = done.game.load().map_err(unreadable)?;
        let turns = game.turns_done();
        let budget = match self.ai_override {
            Some(PlayerSpec::Mcts(cfg)) => cfg.budget,
            // About 8 s for the whole game, 20–100 ms a position.
            _ => Budget::Millis((8_000 / turns.max(1) as u64).clamp(20, 100)),
        };
        let seed = done.created_ms ^ done.channel;
        // Only a game that can review itself is analysed; an empty one has
        // nothing to review.
        let review = if turns == 0 {
            None
        } else {
            game.review(budget, seed)
        };
        let Some(analysis) = review else {
            if turns == 0 && game.review(Budget::Iterations(1), seed).is_some() {
                return Err(t!(lang, "ai-analyse-no-moves").into());
            }
            return Err(t!(
                lang,
                "ai-analyse-bridges-only",
                game = super::text::game_name(game.kind(), lang)
            )
            .into());
        };
        let analysis =
            analysis.map_err(|e| t!(lang, "ai-analyse-failed", error = e.to_string()))?;
        let players = &done.players;
        let seats = game.seats();
        let who = |p: usize| who_in(lang, players, seats, p);
        let mut lines = vec![t!(
            lang,
            "ai-analysis",
            first = who(0),
            second = who(1),
            turns = turns,
            result = outcome_sentence_in(lang, players, game.as_ref(), &done.outcome)
        )];
        for p in 0..2 {
            lines.push(match &analysis.mistakes[p] {
                Some(m) => t!(
                    lang,
                    "ai-mistake",
                    who = who(p),
                    turn = m.turn,
                    played = &m.played,
                    better = &m.better,
                    before = pct(m.before),
                    after = pct(m.after)
                ),
                None => t!(lang, "ai-no-mistake", who = who(p)),
            });
        }
        Ok(vec![Reply::text(lines.join("\n"))])
    }
}

/// Play the AI's planned actions until its turn ends (`true`) or an action
/// is refused (logged; never naming a tile of a hidden hand).
fn play_plan(game: &mut dyn AnyGame, plan: Vec<String>) -> bool {
    for a in plan {
        match game.play(&a) {
            Ok(Progress::Ended) => return true,
            Ok(Progress::Continues) => {}
            Err(e) => {
                if game.has_private() {
                    tracing::error!("the AI chose an illegal action");
                } else {
                    tracing::error!("the AI chose an illegal action {a}: {e}");
                }
                return false;
            }
        }
    }
    false
}

/// Games whose AI trees are kept from one AI turn to the next.
const KEPT_GAMES: usize = 4;

/// The AI's search trees from its last turn, for the few channels it
/// played in last (`KEPT_GAMES`, each tree bounded by
/// `crate::search::solver::KEPT_NODES`), each with the seed of its game.
/// Memory only: a restart starts afresh, and a game given trees of another
/// (same channel, new game) drops them.
#[derive(Default)]
pub(super) struct AiTrees(std::sync::Mutex<Vec<KeptFor>>);

/// Trees kept for the AI of one game: its channel, its seed, the trees.
type KeptFor = (u64, u64, Box<dyn std::any::Any + Send>);

impl AiTrees {
    /// The trees kept for the AI of the game seeded `seed` in `channel`.
    fn take(&self, channel: u64, seed: u64) -> Option<Box<dyn std::any::Any + Send>> {
        let mut all = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let i = all
            .iter()
            .position(|(c, s, _)| *c == channel && *s == seed)?;
        Some(all.remove(i).2)
    }

    /// Keep `trees` for the next AI turn there, dropping the oldest kept.
    fn keep(&self, channel: u64, seed: u64, trees: Box<dyn std::any::Any + Send>) {
        let mut all = self.0.lock().unwrap_or_else(|e| e.into_inner());
        all.retain(|(c, _, _)| *c != channel);
        if all.len() >= KEPT_GAMES {
            all.remove(0);
        }
        all.push((channel, seed, trees));
    }
}
