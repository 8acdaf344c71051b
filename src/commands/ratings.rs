//! Ratings, leaderboards, players' histories and rematches.

use super::parse::Setup;
use super::text::who;
use super::{Bot, Fail, Out, Reply, Request, User};
use crate::games::Kind;
use crate::rating::{Rating, PROVISIONAL_RD};
use crate::store::{HistoryEntry, Outcome};

/// Rows of a leaderboard and of a history.
const TOP: usize = 10;

/// "3 games", "1 game".
fn games(n: u32) -> String {
    format!("{n} game{}", if n == 1 { "" } else { "s" })
}

/// The note under lists that mark provisional ratings.
fn provisional_note() -> String {
    format!("? = provisional (deviation above {PROVISIONAL_RD})")
}

/// "won", "lost", "drew", "aborted" for the player in `seat`.
fn result_word(outcome: &Outcome, seat: usize) -> &'static str {
    match outcome {
        Outcome::Aborted { .. } => "aborted",
        o => match o.winner() {
            Some(w) if w == seat => "won",
            Some(_) => "lost",
            None => "drew",
        },
    }
}

fn rated_line(r: &Rating) -> String {
    format!("{} ({})", r.shown(), games(r.games))
}

impl Bot {
    /// `rating [@user] [game]`: one game's rating, or every game's.
    pub(super) fn rating(&self, req: &Request, user: Option<User>, kind: Option<Kind>) -> Out {
        let user = user.unwrap_or_else(|| req.user.clone());
        let text = match kind {
            Some(kind) => match self.store.rating(req.guild, user.id, kind)? {
                Some(r) => format!(
                    "{} · {}: {}{}",
                    user.name,
                    kind.name(),
                    rated_line(&r),
                    if r.is_provisional() {
                        format!("\n{}", provisional_note())
                    } else {
                        String::new()
                    }
                ),
                None => format!(
                    "{} has no {} rating here yet: it starts at 1500 with the first rated game",
                    user.name,
                    kind.name()
                ),
            },
            None => {
                let all = self.store.ratings_of(req.guild, user.id)?;
                if all.is_empty() {
                    format!(
                        "{} has no rating here yet: it starts at 1500 with the first rated game",
                        user.name
                    )
                } else {
                    let list: Vec<String> = all
                        .iter()
                        .map(|(k, r)| format!("{} {}", k.name(), rated_line(r)))
                        .collect();
                    let mut t = format!("{}: {}", user.name, list.join(" · "));
                    if all.iter().any(|(_, r)| r.is_provisional()) {
                        t.push_str(&format!("\n{}", provisional_note()));
                    }
                    t
                }
            }
        };
        Ok(vec![Reply::text(text)])
    }

    /// `leaderboard [game]`: the top ratings of the game (the channel's
    /// game, else Bridges) on this server.
    pub(super) fn leaderboard(&self, req: &Request, kind: Option<Kind>) -> Out {
        let kind = self.kind_here(req, kind);
        let top = self.store.leaderboard(req.guild, kind, TOP)?;
        if top.is_empty() {
            return Ok(vec![Reply::text(format!(
                "No rated {} games here yet",
                kind.name()
            ))]);
        }
        let mut lines = vec![format!("**{}** leaderboard:", kind.name())];
        for (i, (_, r)) in top.iter().enumerate() {
            lines.push(format!("{}. {} {}", i + 1, r.name, rated_line(r)));
        }
        if top.iter().any(|(_, r)| r.is_provisional()) {
            lines.push(provisional_note());
        }
        Ok(vec![Reply::text(lines.join("\n"))])
    }

    /// `history [@user] [game]`: the last finished games on this server,
    /// newest first, with their ids.
    pub(super) fn history(&self, req: &Request, user: Option<User>, kind: Option<Kind>) -> Out {
        let user = user.unwrap_or_else(|| req.user.clone());
        let list = self.store.history(req.guild, user.id, kind, TOP)?;
        if list.is_empty() {
            let game = kind.map_or(String::new(), |k| format!(" {}", k.name()));
            return Ok(vec![Reply::text(format!(
                "{} has no finished{game} games here yet",
                user.name
            ))]);
        }
        let mut lines = vec![format!(
            "{}'s last games (`{p}record ID`, `{p}replay ID`):",
            user.name,
            p = self.config.prefix
        )];
        lines.extend(list.iter().map(history_line));
        Ok(vec![Reply::text(lines.join("\n"))])
    }

    /// The Rematch button of archived game `id`: a challenge to the other
    /// player with the same game, options, clock and rating, colours
    /// swapped; against the AI, a new game at once.
    pub(super) fn rematch(&self, req: &Request, id: u64) -> Out {
        let a = self.archived_here(req, id)?;
        let me = (0..2)
            .find(|&p| a.players[p].id == req.user.id && a.ai.is_none_or(|ai| ai.seat != p))
            .ok_or_else(|| {
                Fail(format!(
                    "Only {} and {} can ask for this rematch",
                    a.players[0].name, a.players[1].name
                ))
            })?;
        let kind = a.game.kind;
        let setup = Setup {
            kind: Some(kind),
            options: a.game.options.clone(),
            // Colours swapped: I take the seat my opponent had.
            seat: Some(kind.seats()[1 - me].words[0].to_string()),
            clock: Some(a.clock_ms),
            thread: false,
            unrated: !a.rated,
        };
        if let Some(ai) = a.ai {
            return self.play_ai(req, Some(ai.level), setup);
        }
        let other = &a.players[1 - me];
        let opponent = User {
            id: other.id,
            name: other.name.clone(),
            is_bot: false,
        };
        self.challenge(req, Some(opponent), setup)
    }
}

/// "#42 · Bridges · vs Bob (Light Blue) · won · 1500 → 1662".
fn history_line(e: &HistoryEntry) -> String {
    let opp = 1 - e.seat.min(1);
    let mut line = format!(
        "#{} · {} · vs {} · {}",
        e.id,
        e.kind.name(),
        who(&e.players, e.kind.seats(), opp),
        result_word(&e.outcome, e.seat)
    );
    if let Some((before, after)) = e.rating {
        line.push_str(&format!(
            " · {} → {}",
            before.round() as i64,
            after.round() as i64
        ));
    }
    line
}
