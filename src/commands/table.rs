//! The live table's seam in the command layer: what the web server (in
//! `src/web/`, above this layer) installs as a [`TableHook`] to hear of
//! every change and to sign links, what it reads of a channel's game
//! ([`TableGame`]), and `/table` (or the *Table* button), which answers
//! the presser privately with their own link.

use super::{Bot, ButtonStyle, Ctx, Fail, Out, Reply};
use crate::games::AnyGame;
use crate::i18n::Lang;
use crate::t;

/// What a link lets its holder do: act for `seat` (or, with `None`, only
/// watch) in the game of `channel` that started at `game` (its
/// `created_ms`: a later game in the channel is another game), as `user`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ticket {
    pub channel: u64,
    pub game: u64,
    pub seat: Option<usize>,
    pub user: u64,
}

/// What the table's server gives the bot.
pub trait TableHook: Send + Sync {
    /// `channel`'s game may have changed (after any request, button or
    /// clock event on it): cheap, never blocks.
    fn changed(&self, channel: u64);
    /// The link that carries `ticket`.
    fn link(&self, ticket: &Ticket) -> String;
    /// The table is also served as a Discord Activity: `/table` and the
    /// *Table* button launch it where the transport can.
    fn activity(&self) -> bool {
        false
    }
}

/// A channel's game as the table shows it: the running one, or else the
/// last one finished there.
pub struct TableGame {
    /// The game's id in its tickets (when it started, Unix ms).
    pub created_ms: u64,
    /// The server the game is played on.
    pub guild: Option<u64>,
    /// The two players' ids and names, first mover first.
    pub players: [(u64, String); 2],
    pub game: Box<dyn AnyGame>,
    /// The language the channel's game is said in.
    pub lang: Lang,
    /// When the player to move runs out of time (Unix ms), if clocked.
    pub turn_deadline_ms: Option<u64>,
    /// When the rules' limit on the whole game passes (Unix ms).
    pub game_deadline_ms: Option<u64>,
    /// The clock is stopped (an adjourned game).
    pub adjourned: bool,
    /// The seat whose draw offer is open.
    pub draw_offer: Option<usize>,
    /// The seat whose adjournment offer is open.
    pub adjourn_offer: Option<usize>,
    /// Finished: how it ended, in one sentence (a resignation, a time-out,
    /// a result by the board).
    pub ended: Option<String>,
    /// The AI is thinking about its turn in `game`.
    pub thinking: bool,
    /// A finished game's archive id, when a rematch of it may be asked
    /// (not an aborted one).
    pub rematch_of: Option<u64>,
    /// Its players may write plans (`plan`): a running game between two
    /// people without hidden information.
    pub plans: bool,
}

impl Bot {
    /// Install the table's hook (once; later calls are ignored).
    pub fn set_table(&self, hook: std::sync::Arc<dyn TableHook>) {
        let _ = self.table.set(hook);
    }

    /// Is a table server installed?
    pub fn has_table(&self) -> bool {
        self.table.get().is_some()
    }

    /// While the AI thinks in `channel` about its turn in `game` (the
    /// human's turn made, not yet saved), the table shows that game and
    /// says so; `None` when it has done.
    pub(super) fn set_thinking(&self, channel: u64, game: Option<&dyn AnyGame>) {
        let mut thinking = self.thinking.lock().unwrap_or_else(|e| e.into_inner());
        match game {
            Some(g) => thinking.insert(channel, g.clone_box()),
            None => thinking.remove(&channel),
        };
        drop(thinking);
        self.table_changed(channel);
    }

    /// The game the AI is thinking in at `channel`, if it is.
    fn thinking_game(&self, channel: u64) -> Option<Box<dyn AnyGame>> {
        let thinking = self.thinking.lock().unwrap_or_else(|e| e.into_inner());
        thinking.get(&channel).map(|g| g.clone_box())
    }

    /// Tell the table that `channel` may have changed.
    pub(super) fn table_changed(&self, channel: u64) {
        if let Some(hook) = self.table.get() {
            hook.changed(channel);
        }
    }

    /// `channel`'s game for the table: the running one, else the last one
    /// finished there; `None` when there is neither (or it is unreadable).
    pub fn table_game(&self, channel: u64) -> Option<TableGame> {
        if let Ok(Some((stored, game))) = self.store.game(channel) {
            let thinking = self.thinking_game(channel);
            let clock = stored.clock.as_ref();
            let adjourned = clock.is_some_and(|c| c.stopped_left_ms.is_some());
            let plans = stored.ai.is_none() && !game.has_private();
            return Some(TableGame {
                created_ms: stored.created_ms,
                guild: stored.guild,
                lang: self.game_lang(&stored),
                turn_deadline_ms: clock
                    .filter(|c| !adjourned && c.deadline_ms != u64::MAX)
                    .map(|c| c.deadline_ms),
                game_deadline_ms: clock.and_then(|c| c.game_deadline_ms),
                adjourned,
                draw_offer: stored.draw_offer,
                adjourn_offer: clock.and_then(|c| c.adjourn_offer),
                players: stored.players.clone().map(|p| (p.id, p.name)),
                thinking: thinking.is_some(),
                game: thinking.unwrap_or(game),
                ended: None,
                rematch_of: None,
                plans,
            });
        }
        let done = self.store.last_archived(channel).ok()??;
        let rematch_of = match done.outcome {
            crate::store::Ending::Aborted { .. } => None,
            _ => self.store.last_archived_id(channel).ok().flatten(),
        };
        let game = done.game.load().ok()?;
        let lang = self.lang_of_guild(done.guild);
        let ended =
            super::text::outcome_sentence_in(lang, &done.players, game.as_ref(), &done.outcome);
        Some(TableGame {
            created_ms: done.created_ms,
            guild: done.guild,
            players: done.players.map(|p| (p.id, p.name)),
            game,
            lang,
            turn_deadline_ms: None,
            game_deadline_ms: None,
            adjourned: false,
            draw_offer: None,
            adjourn_offer: None,
            ended: Some(ended),
            thinking: false,
            rematch_of,
            plans: false,
        })
    }

    /// The ticket `user` gets for `channel`'s running game: their seat's
    /// if they play, a spectator's otherwise.
    pub fn table_ticket(&self, channel: u64, user: u64) -> Option<Ticket> {
        let (stored, _) = self.store.game(channel).ok()??;
        Some(Ticket {
            channel,
            game: stored.created_ms,
            seat: (0..2).find(|&s| stored.players[s].id == user),
            user,
        })
    }

    /// `user`'s own link to `channel`'s running game (their seat's if
    /// they play, a spectator's otherwise), when the table is served.
    pub fn table_link(&self, channel: u64, user: u64) -> Option<String> {
        let hook = self.table.get()?;
        Some(hook.link(&self.table_ticket(channel, user)?))
    }

    /// `/table` and the *Table* button: the presser's own link, privately
    /// (with the Activity on, a launch of it, the link said where the
    /// transport cannot launch).
    pub(super) fn table(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let Some(hook) = self.table.get() else {
            return Err(Fail::Said(t!(lang, "table-off")));
        };
        let ticket = self
            .table_ticket(req.channel, req.user.id)
            .ok_or(Fail::NoGame)?;
        let link = hook.link(&ticket);
        let text = match ticket.seat {
            Some(_) => t!(lang, "table-link-seat", link = link),
            None => t!(lang, "table-link-watch", link = link),
        };
        Ok(vec![Reply {
            private: true,
            ephemeral: true,
            launch_activity: hook.activity(),
            ..Reply::text(text)
        }])
    }

    /// A game message's *Table* button (when a table is served).
    pub(super) fn with_table_button(&self, reply: Reply, lang: Lang, channel: u64) -> Reply {
        if !self.has_table() {
            return reply;
        }
        reply.button(
            super::buttons::ButtonId::Table { channel }.encode(),
            &t!(lang, "table-button"),
            ButtonStyle::Secondary,
        )
    }
}

/// The id of the button that answers the open offer in `channel` (a draw,
/// or with `adjourn` an adjournment): the table's accept and decline
/// buttons press it.
pub fn offer_answer_id(channel: u64, adjourn: bool, accept: bool) -> String {
    use super::buttons::ButtonId;
    match adjourn {
        true => ButtonId::Adjourn { channel, accept }.encode(),
        false => ButtonId::Draw { channel, accept }.encode(),
    }
}

/// The id of the button that confirms `user`'s resignation on turn `turn`
/// in `channel`: the table's own confirmation presses it.
pub fn resign_confirm_id(channel: u64, turn: usize, user: u64) -> String {
    super::buttons::ButtonId::Resign {
        channel,
        turn,
        user,
    }
    .encode()
}

/// The id of the Rematch button of archived game `id`: the table's own
/// rematch button presses it.
pub fn rematch_id(id: u64) -> String {
    super::buttons::ButtonId::Rematch { game: id }.encode()
}
