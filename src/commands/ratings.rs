//! Ratings, leaderboards, players' histories and rematches.

use super::parse::Setup;
use super::text::{game_name, who_in};
use super::{Bot, Ctx, Fail, Out, Reply, Request, User};
use crate::games::Kind;
use crate::i18n::Lang;
use crate::rating::{Rating, PROVISIONAL_RD};
use crate::store::{Ending, HistoryEntry};
use crate::t;

/// Rows of a leaderboard and of a history.
const TOP: usize = 10;

/// The note under lists that mark provisional ratings.
fn provisional_note(lang: Lang) -> String {
    t!(lang, "ratings-provisional", rd = PROVISIONAL_RD)
}

/// "won", "lost", "drew", "aborted" for the player in `seat`.
fn result_word(lang: Lang, outcome: &Ending, seat: usize) -> String {
    match outcome {
        Ending::Aborted { .. } => t!(lang, "ratings-aborted"),
        o => match o.winner() {
            Some(w) if w == seat => t!(lang, "ratings-won"),
            Some(_) => t!(lang, "ratings-lost"),
            None => t!(lang, "ratings-drew"),
        },
    }
}

/// "1338? (1 game)".
fn rated_line(lang: Lang, r: &Rating) -> String {
    t!(lang, "ratings-rated", rating = r.shown(), count = r.games)
}

impl Bot {
    /// `rating [@user] [game]`: one game's rating, or every game's.
    pub(super) fn rating(&self, cx: &Ctx, user: Option<User>, kind: Option<Kind>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let user = user.unwrap_or_else(|| req.user.clone());
        let text = match kind {
            Some(kind) => match self.store.rating(req.guild, user.id, kind)? {
                Some(r) => {
                    let mut t = t!(
                        lang,
                        "ratings-one",
                        name = super::said::verbatim(&user.name),
                        game = game_name(kind, lang),
                        rated = rated_line(lang, &r)
                    );
                    if r.is_provisional() {
                        t.push('\n');
                        t.push_str(&provisional_note(lang));
                    }
                    t
                }
                None => t!(
                    lang,
                    "ratings-none-game",
                    name = super::said::verbatim(&user.name),
                    game = game_name(kind, lang)
                ),
            },
            None => {
                let all = self.store.ratings_of(req.guild, user.id)?;
                if all.is_empty() {
                    t!(
                        lang,
                        "ratings-none",
                        name = super::said::verbatim(&user.name)
                    )
                } else {
                    let list: Vec<String> = all
                        .iter()
                        .map(|(k, r)| {
                            t!(
                                lang,
                                "ratings-entry",
                                game = game_name(*k, lang),
                                rated = rated_line(lang, r)
                            )
                        })
                        .collect();
                    let mut t = t!(
                        lang,
                        "ratings-all",
                        name = super::said::verbatim(&user.name),
                        list = list.join(" · ")
                    );
                    if all.iter().any(|(_, r)| r.is_provisional()) {
                        t.push('\n');
                        t.push_str(&provisional_note(lang));
                    }
                    t
                }
            }
        };
        Ok(vec![Reply::text(text)])
    }

    /// `leaderboard [game]`: the top ratings of the game (the channel's
    /// game, else Bridges) on this server.
    pub(super) fn leaderboard(&self, cx: &Ctx, kind: Option<Kind>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let kind = self.kind_here(req, kind);
        let top = self.store.leaderboard(req.guild, kind, TOP)?;
        let game = game_name(kind, lang);
        if top.is_empty() {
            return Ok(vec![Reply::text(t!(
                lang,
                "ratings-leaderboard-none",
                game = game
            ))]);
        }
        let mut lines = vec![t!(lang, "ratings-leaderboard", game = game)];
        for (i, (_, r)) in top.iter().enumerate() {
            lines.push(format!("{}. {} {}", i + 1, r.name, rated_line(lang, r)));
        }
        if top.iter().any(|(_, r)| r.is_provisional()) {
            lines.push(provisional_note(lang));
        }
        Ok(vec![Reply::text(lines.join("\n"))])
    }

    /// `history [@user] [game]`: the last finished games on this server,
    /// newest first, with their ids.
    pub(super) fn history(&self, cx: &Ctx, user: Option<User>, kind: Option<Kind>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let user = user.unwrap_or_else(|| req.user.clone());
        let list = self.store.history(req.guild, user.id, kind, TOP)?;
        if list.is_empty() {
            return Ok(vec![Reply::text(match kind {
                Some(k) => t!(
                    lang,
                    "ratings-history-none-game",
                    name = super::said::verbatim(&user.name),
                    game = game_name(k, lang)
                ),
                None => t!(
                    lang,
                    "ratings-history-none",
                    name = super::said::verbatim(&user.name)
                ),
            })]);
        }
        let mut lines = vec![t!(
            lang,
            "ratings-history",
            name = super::said::verbatim(&user.name),
            prefix = self.prefix()
        )];
        lines.extend(list.iter().map(|e| history_line(lang, e)));
        Ok(vec![Reply::text(lines.join("\n"))])
    }

    /// The Rematch button of archived game `id`: a challenge to the other
    /// player with the same game, options, clock and rating, colours
    /// swapped; against the AI, a new game at once.
    pub(super) fn rematch(&self, cx: &Ctx, id: u64) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let a = self.archived_here(cx, id)?;
        let me = (0..2)
            .find(|&p| a.players[p].id == req.user.id && a.ai.is_none_or(|ai| ai.seat != p))
            .ok_or_else(|| {
                Fail::Said(t!(
                    lang,
                    "ratings-rematch-not-yours",
                    first = super::said::verbatim(&a.players[0].name),
                    second = super::said::verbatim(&a.players[1].name)
                ))
            })?;
        let kind = a.game.kind;
        let setup = Setup {
            kind: Some(kind),
            options: a.game.options.clone(),
            // Colours swapped: I take the seat my opponent had.
            seat: Some(kind.seats()[1 - me].words[0].to_string()),
            clock: Some(a.clock_ms),
            bank: a.bank,
            thread: false,
            unrated: !a.rated,
        };
        if let Some(ai) = a.ai {
            return self.play_ai(cx, Some(ai.level), setup);
        }
        let other = &a.players[1 - me];
        let opponent = User {
            id: other.id,
            name: other.name.clone(),
            is_bot: false,
        };
        match a.thread_of {
            // Pressed in the game's own thread, closed now: the challenge
            // goes to the channel the thread was opened from, and the new
            // game gets a thread of its own there.
            Some(parent) if a.channel == req.channel && parent != req.channel => {
                self.rematch_in_parent(cx, parent, opponent, setup)
            }
            _ => self.challenge(cx, Some(opponent), setup),
        }
    }

    /// A rematch challenged in `parent` (the closed thread's channel) for
    /// a request made in the thread: the challenge is posted there, and
    /// the presser is told where it is.
    fn rematch_in_parent(&self, cx: &Ctx, parent: u64, opponent: User, setup: Setup) -> Out {
        let there = Request {
            channel: parent,
            ..cx.req.clone()
        };
        let setup = Setup {
            thread: true,
            ..setup
        };
        let mut replies = self.challenge(&Ctx { req: &there, ..*cx }, Some(opponent), setup)?;
        for r in &mut replies {
            r.post_in = Some(parent);
        }
        let note = t!(
            cx.lang,
            "challenge-rematch-posted",
            channel = format!("<#{parent}>")
        );
        replies.insert(0, super::addressed(cx.req, note));
        Ok(replies)
    }
}

/// "#42 · Bridges · vs Bob (Light Blue) · won · 1500 → 1662".
fn history_line(lang: Lang, e: &HistoryEntry) -> String {
    let opp = 1 - e.seat.min(1);
    let mut line = t!(
        lang,
        "ratings-history-line",
        id = e.id.to_string(),
        game = game_name(e.kind, lang),
        opponent = who_in(lang, &e.players, e.kind.seats(), opp),
        result = result_word(lang, &e.outcome, e.seat)
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
