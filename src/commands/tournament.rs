//! Tournaments in the command layer: `!tournament` (create, join, leave,
//! start, show, withdraw; the organiser's remove, pause, resume, cancel;
//! export) and `!standings`.
//!
//! A round is paired once, together with one challenge per board, in one
//! write; each board's game starts (once) from its challenge when its
//! thread opens, like an accepted challenge, and is an ordinary game with
//! the move clock. When a game of the event ends its result is recorded,
//! and when it was the round's last the next round is paired and posted
//! in the tournament's channel. A result the tournament missed (a restart
//! between the game's end and the tournament's write) is read back from
//! the archive the next time the tournament is looked at.

use super::text::mention;
use super::{Attachment, Bot, Ctx, Fail, OpenThread, Out, Reply, Request};
use crate::games::Kind;
use crate::i18n::Lang;
use crate::store::tournaments::{BoardGame, Phase, Registration, StoredTournament};
use crate::store::{
    ArchivedGame, Challenge, Ending, EventGame, Store, StoredGame, StoredPlayer, STORED_FORMAT,
};
use crate::t;
use crate::tournament::standings::{standings, Separation};
use crate::tournament::tiebreak::TieBreak;
use crate::tournament::{show_points, Board, BoardResult, Entrant, Event, System, WIN};
use std::path::Path;

/// The pairing system asked for at creation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SystemChoice {
    /// Swiss over this many rounds (default: enough for a clear winner).
    Swiss(Option<u32>),
    RoundRobin,
    Double,
}

/// A `!tournament` request.
#[derive(Clone, Debug)]
pub enum TournamentCmd {
    Create {
        kind: Kind,
        options: Vec<(String, String)>,
        clock: Option<Option<u64>>,
        /// A time bank for the event's games (`clock` is its start).
        bank: Option<crate::store::BankRule>,
        rated: bool,
        system: SystemChoice,
        max: Option<u32>,
        starts_ms: Option<u64>,
        /// A player's vacation stops the event's clocks (`no-vacation`:
        /// it does not).
        vacation: bool,
    },
    Join,
    Leave,
    Start,
    Show,
    Withdraw,
    Remove(super::User),
    Pause,
    Resume,
    Cancel,
    /// The TRF16 file and every game's record of an event: the channel's
    /// latest by default, or the server's event of that number.
    Export(Option<u64>),
    /// The channel's events, running and finished.
    List,
    /// The role allowed to organise: `None` = say which; `Some(None)` =
    /// none (only Manage Events again).
    Role(Option<Option<u64>>),
}

impl TournamentCmd {
    /// A subcommand without arguments, by its name (typed or slash).
    pub(super) fn plain(verb: &str) -> Option<TournamentCmd> {
        Some(match verb {
            "show" => TournamentCmd::Show,
            "join" => TournamentCmd::Join,
            "leave" => TournamentCmd::Leave,
            "start" => TournamentCmd::Start,
            "withdraw" => TournamentCmd::Withdraw,
            "pause" => TournamentCmd::Pause,
            "resume" => TournamentCmd::Resume,
            "cancel" => TournamentCmd::Cancel,
            "export" => TournamentCmd::Export(None),
            "list" => TournamentCmd::List,
            _ => return None,
        })
    }
}

/// Time per move when the creator names none: three days.
const DEFAULT_PER_MOVE_MS: u64 = 3 * 24 * 3600 * 1000;
/// A tournament challenge never expires on its own.
const NEVER_MS: u64 = u64::MAX / 2;

/// The TRF16 text of stored tournament `id` (for `bridges-bot tournament
/// export`). Fails with a sentence when the store cannot be opened, the
/// tournament does not exist or has not started.
pub fn export_trf(data: &Path, id: u64) -> anyhow::Result<String> {
    export_event(data, id).map(|(trf, _)| trf)
}

/// The TRF16 text of stored tournament `id` and the records of its
/// games, each with its header (see [`event_records`]).
pub fn export_event(data: &Path, id: u64) -> anyhow::Result<(String, String)> {
    let store = Store::open(data)
        .map_err(|e| anyhow::anyhow!("cannot open the store in {}: {e}", data.display()))?;
    let Some(t) = store.tournament(id)? else {
        anyhow::bail!("no tournament {id} in {}", data.display());
    };
    let Some(event) = t.event.as_ref().filter(|_| t.phase != Phase::Open) else {
        anyhow::bail!("tournament {id} has not started: it has no pairings yet");
    };
    let records = event_records(&store, &t)?;
    Ok((crate::tournament::trf::write(event), records.text))
}

/// The result for the tournament of a finished game (first seat White).
fn result_of(outcome: &Ending, moves: usize) -> Option<BoardResult> {
    Some(match outcome {
        Ending::Aborted { .. } => BoardResult::DoubleForfeit,
        // Out of time before a move of one's own: a forfeit.
        Ending::Timeout { seat } if moves < 2 => {
            if *seat == 0 {
                BoardResult::BlackByForfeit
            } else {
                BoardResult::WhiteByForfeit
            }
        }
        other => match other.winner() {
            Some(0) => BoardResult::WhiteWon,
            Some(_) => BoardResult::BlackWon,
            None => BoardResult::Draw,
        },
    })
}

impl Bot {
    /// The channel's tournament: the latest one not over.
    fn tournament_here(&self, channel: u64) -> Result<Option<StoredTournament>, Fail> {
        let mut all = self.store.tournaments_in(channel)?;
        all.retain(|t| !matches!(t.phase, Phase::Finished | Phase::Cancelled));
        Ok(all.pop())
    }

    fn require_tournament(&self, cx: &Ctx) -> Result<StoredTournament, Fail> {
        let (req, lang) = (cx.req, cx.lang);
        self.tournament_here(req.channel)?
            .ok_or_else(|| t!(lang, "tournament-none", prefix = self.prefix()).into())
    }

    /// May the requester organise tournaments here: manage the server's
    /// events (Discord's Manage Events) or the server, or hold the role
    /// the server allows (`!tournament role`)?
    fn may_organise(&self, req: &Request) -> Result<bool, Fail> {
        if req.is_manager || req.can_manage_events {
            return Ok(true);
        }
        let Some(guild) = req.guild else {
            return Ok(false);
        };
        let role = self.store.guild_settings(guild)?.organiser_role;
        Ok(role.is_some_and(|r| req.roles.contains(&r)))
    }

    /// The event's organiser, or anyone who may organise tournaments here.
    fn is_organiser(&self, req: &Request, t: &StoredTournament) -> Result<bool, Fail> {
        Ok(req.user.id == t.organiser || self.may_organise(req)?)
    }

    pub(super) fn tournament(&self, cx: &Ctx, cmd: TournamentCmd) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        // An event whose start time has passed starts with the first
        // request that looks at it.
        let mut started = Vec::new();
        if !matches!(cmd, TournamentCmd::Create { .. }) {
            if let Some(t) = self.tournament_here(req.channel)? {
                if t.phase == Phase::Open
                    && t.starts_ms.is_some_and(|at| self.now() >= at)
                    && t.registrations.len() >= 2
                {
                    started = self.tournament_begin(lang, t)?;
                }
            }
        }
        if started.is_empty() {
            return self.tournament_cmd(cx, cmd);
        }
        if matches!(cmd, TournamentCmd::Start) {
            // Started already, by its time.
            return Ok(started);
        }
        // The start is said whatever the request then meets.
        match self.tournament_cmd(cx, cmd) {
            Ok(replies) => started.extend(replies),
            Err(fail) => started.push(super::addressed(req, fail.text(lang, &self.config.prefix))),
        }
        Ok(started)
    }

    fn tournament_cmd(&self, cx: &Ctx, cmd: TournamentCmd) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        match cmd {
            TournamentCmd::Create {
                kind,
                options,
                clock,
                bank,
                rated,
                system,
                max,
                starts_ms,
                vacation,
            } => self.tournament_create(
                cx, kind, options, clock, bank, rated, system, max, starts_ms, vacation,
            ),
            TournamentCmd::Show => {
                let mut t = self.require_tournament(cx)?;
                let mut replies = self.catch_up(&mut t)?;
                replies.insert(0, Reply::text(self.tournament_text(lang, &t)));
                Ok(replies)
            }
            TournamentCmd::Join => {
                let mut t = self.require_tournament(cx)?;
                if t.phase != Phase::Open {
                    return Err(t!(lang, "tournament-not-open").into());
                }
                if t.registrations.iter().any(|r| r.user == req.user.id) {
                    return Err(t!(lang, "tournament-already-in").into());
                }
                if t.max_players
                    .is_some_and(|m| t.registrations.len() as u32 >= m)
                {
                    return Err(
                        t!(lang, "tournament-full", max = t.max_players.unwrap_or(0)).into(),
                    );
                }
                let rating = self
                    .store
                    .rating(t.guild, req.user.id, t.kind)?
                    .map_or(1500, |r| r.rating.round().max(0.0) as u32);
                t.registrations.push(Registration {
                    user: req.user.id,
                    name: req.user.name.clone(),
                    rating,
                });
                self.store.put_tournament(&t)?;
                Ok(vec![Reply::text(t!(
                    lang,
                    "tournament-joined",
                    name = super::said::verbatim(&req.user.name),
                    count = t.registrations.len()
                ))])
            }
            TournamentCmd::Leave => {
                let mut t = self.require_tournament(cx)?;
                if t.phase != Phase::Open {
                    return Err(t!(lang, "tournament-leave-started", prefix = self.prefix()).into());
                }
                let before = t.registrations.len();
                t.registrations.retain(|r| r.user != req.user.id);
                if t.registrations.len() == before {
                    return Err(t!(lang, "tournament-not-in").into());
                }
                self.store.put_tournament(&t)?;
                Ok(vec![Reply::text(t!(
                    lang,
                    "tournament-left",
                    name = super::said::verbatim(&req.user.name)
                ))])
            }
            TournamentCmd::Start => {
                let t = self.require_tournament(cx)?;
                if !self.is_organiser(req, &t)? {
                    return Err(t!(lang, "tournament-organiser-only").into());
                }
                if t.phase != Phase::Open {
                    return Err(t!(lang, "tournament-not-open").into());
                }
                self.tournament_begin(lang, t)
            }
            TournamentCmd::Withdraw => {
                let user = req.user.id;
                self.tournament_withdraw(cx, user)
            }
            TournamentCmd::Remove(user) => {
                let t = self.require_tournament(cx)?;
                if !self.is_organiser(req, &t)? {
                    return Err(t!(lang, "tournament-organiser-only").into());
                }
                self.tournament_withdraw(cx, user.id)
            }
            TournamentCmd::Pause | TournamentCmd::Resume | TournamentCmd::Cancel => {
                let mut t = self.require_tournament(cx)?;
                if !self.is_organiser(req, &t)? {
                    return Err(t!(lang, "tournament-organiser-only").into());
                }
                match cmd {
                    TournamentCmd::Pause => {
                        if t.phase != Phase::Running {
                            return Err(t!(lang, "tournament-not-running").into());
                        }
                        t.phase = Phase::Paused;
                        self.store.put_tournament(&t)?;
                        Ok(vec![Reply::text(t!(
                            lang,
                            "tournament-paused",
                            prefix = self.prefix()
                        ))])
                    }
                    TournamentCmd::Resume => {
                        if t.phase != Phase::Paused {
                            return Err(t!(lang, "tournament-not-paused").into());
                        }
                        t.phase = Phase::Running;
                        self.store.put_tournament(&t)?;
                        let mut replies = vec![Reply::text(t!(lang, "tournament-resumed"))];
                        replies.extend(self.advance(lang, t)?);
                        Ok(replies)
                    }
                    _ => {
                        t.phase = Phase::Cancelled;
                        let open: Vec<u64> = t
                            .games
                            .iter()
                            .filter(|g| g.channel.is_none())
                            .map(|g| g.challenge)
                            .collect();
                        self.store.put_tournament(&t)?;
                        self.store.drop_challenges(&open)?;
                        Ok(vec![Reply::text(t!(lang, "tournament-cancelled"))])
                    }
                }
            }
            TournamentCmd::Role(choice) => self.organiser_role(cx, choice),
            TournamentCmd::Export(id) => self.tournament_export(cx, id),
            TournamentCmd::List => self.tournament_list(cx),
        }
    }

    /// `!tournament export [N]`: the event's TRF16 file, then one file with
    /// every game's record, each with its header. Works while the event
    /// runs and after it ended.
    fn tournament_export(&self, cx: &Ctx, id: Option<u64>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let t = match id {
            Some(id) => self
                .store
                .tournament(id)?
                .filter(|t| t.guild == req.guild)
                .ok_or_else(|| Fail::Said(t!(lang, "tournament-no-such", id = id.to_string())))?,
            None => self
                .store
                .tournaments_in(req.channel)?
                .pop()
                .ok_or_else(|| Fail::Said(t!(lang, "tournament-none", prefix = self.prefix())))?,
        };
        let Some(event) = t.event.as_ref().filter(|_| t.phase != Phase::Open) else {
            return Err(t!(lang, "tournament-not-started").into());
        };
        let records = event_records(&self.store, &t)?;
        let trf = Reply {
            file: Some(Attachment {
                name: format!("tournament-{}.trf", t.id),
                bytes: crate::tournament::trf::write(event).into_bytes(),
            }),
            ..Reply::text(t!(lang, "tournament-export", id = t.id.to_string()))
        };
        let games = Reply {
            file: Some(Attachment {
                name: format!("tournament-{}-games.txt", t.id),
                bytes: records.text.into_bytes(),
            }),
            ..Reply::text(t!(
                lang,
                "tournament-export-records",
                id = t.id.to_string(),
                count = records.games
            ))
        };
        Ok(vec![trf, games])
    }

    /// `!tournament list`: the channel's events, newest first.
    fn tournament_list(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let all = self.store.tournaments_in(req.channel)?;
        if all.is_empty() {
            return Err(t!(lang, "tournament-none", prefix = self.prefix()).into());
        }
        let mut lines = vec![t!(lang, "tournament-list-head", count = all.len())];
        for t in all.iter().rev() {
            lines.push(t!(
                lang,
                "tournament-list-line",
                id = t.id.to_string(),
                game = super::text::game_name(t.kind, lang),
                system = t
                    .event
                    .as_ref()
                    .map_or(String::new(), |e| system_text(lang, e.system)),
                phase = phase_text(lang, t.phase),
                count = t.registrations.len()
            ));
        }
        lines.push(t!(lang, "tournament-list-export", prefix = self.prefix()));
        Ok(vec![Reply::text(lines.join("\n"))])
    }

    #[allow(clippy::too_many_arguments)]
    fn tournament_create(
        &self,
        cx: &Ctx,
        kind: Kind,
        options: Vec<(String, String)>,
        clock: Option<Option<u64>>,
        bank: Option<crate::store::BankRule>,
        rated: bool,
        system: SystemChoice,
        max: Option<u32>,
        starts_ms: Option<u64>,
        vacation: bool,
    ) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        if req.in_dm {
            return Err(t!(lang, "tournament-in-server").into());
        }
        if !self.may_organise(req)? {
            return Err(t!(lang, "tournament-create-permission").into());
        }
        if self.tournament_here(req.channel)?.is_some() {
            return Err(t!(lang, "tournament-exists", prefix = self.prefix()).into());
        }
        // The options must make a game.
        kind.new_game(&options)
            .map_err(|e| Fail::Said(t!(lang, "challenge-cant-start", error = e.text(lang))))?;
        let per_move_ms = match clock {
            Some(Some(ms)) => ms,
            Some(None) => return Err(t!(lang, "tournament-needs-clock").into()),
            None => DEFAULT_PER_MOVE_MS,
        };
        let system = match system {
            SystemChoice::Swiss(Some(0)) => return Err(t!(lang, "tournament-usage-create").into()),
            SystemChoice::Swiss(Some(r)) => System::Swiss { rounds: r },
            SystemChoice::Swiss(None) => System::Swiss { rounds: 0 },
            SystemChoice::RoundRobin => System::RoundRobin { double: false },
            SystemChoice::Double => System::RoundRobin { double: true },
        };
        let now = self.now();
        let t = StoredTournament {
            id: self.store.next_id()?,
            guild: req.guild,
            channel: req.channel,
            organiser: req.user.id,
            kind,
            options,
            per_move_ms,
            bank,
            rated,
            max_players: max,
            no_vacation: !vacation,
            starts_ms: starts_ms.map(|ms| now.saturating_add(ms)),
            phase: Phase::Open,
            registrations: Vec::new(),
            // The chosen system, kept in an empty event until the start.
            event: Some(Event::new("", system, Vec::new(), WIN)),
            users: Vec::new(),
            games: Vec::new(),
            created_ms: now,
        };
        // The clock task starts it at its time, with or without a request.
        if let Some(at) = t.starts_ms {
            self.store.arm_tournament_start(t.id, at)?;
        }
        self.store.put_tournament(&t)?;
        Ok(vec![Reply::text(format!(
            "{}\n{}",
            t!(
                lang,
                "tournament-created",
                id = t.id.to_string(),
                game = super::text::game_name(kind, lang),
                system = system_text(lang, system),
                prefix = self.prefix()
            ),
            vacation_said(lang, &t, &self.prefix())
        ))])
    }

    /// `!tournament role`: say or (managers) set the role allowed to
    /// organise tournaments on the server.
    fn organiser_role(&self, cx: &Ctx, choice: Option<Option<u64>>) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let Some(guild) = req.guild.filter(|_| !req.in_dm) else {
            return Err(t!(lang, "tournament-in-server").into());
        };
        let mut settings = self.store.guild_settings(guild)?;
        let Some(role) = choice else {
            return Ok(vec![Reply::text(match settings.organiser_role {
                Some(r) => t!(lang, "tournament-role-is", role = role_mention(r)),
                None => t!(lang, "tournament-role-none", prefix = self.prefix()),
            })]);
        };
        if !req.is_manager {
            return Err(t!(lang, "tournament-role-permission").into());
        }
        settings.organiser_role = role;
        self.store.put_guild_settings(guild, &settings)?;
        Ok(vec![Reply::text(match role {
            Some(r) => t!(lang, "tournament-role-set", role = role_mention(r)),
            None => t!(lang, "tournament-role-cleared"),
        })])
    }

    /// The start time of tournament `id` has come (its timer, from the
    /// clock task): start it if it is still open, in its channel, or say
    /// there why it cannot. Under the channel's lock, like every change to
    /// the tournament.
    pub(super) fn tournament_start_due(&self, id: u64) -> Vec<Reply> {
        let key = crate::store::tournament_start_key(id);
        let t = match self.store.tournament(id) {
            Ok(t) => t,
            Err(e) => {
                tracing::error!("tournament {id}: {e}");
                return Vec::new();
            }
        };
        let Some(t) = t else {
            let _ = self.store.remove_timer(key);
            return Vec::new();
        };
        let channel = t.channel;
        let lock = self.channel_lock(channel);
        let guard = lock
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let replies = self.start_when_due(t);
        drop(guard);
        self.release_channel_lock(channel, lock);
        replies
            .into_iter()
            .map(|mut r| {
                r.post_in = r.post_in.or(Some(channel));
                r
            })
            .collect()
    }

    fn start_when_due(&self, t: StoredTournament) -> Vec<Reply> {
        let key = crate::store::tournament_start_key(t.id);
        let lang = self.lang_of_guild(t.guild);
        // Read again under the lock: a request may have started it.
        let t = match self.store.tournament(t.id) {
            Ok(Some(t)) => t,
            Ok(None) => return Vec::new(),
            Err(e) => {
                tracing::error!("tournament {}: {e}", t.id);
                return Vec::new();
            }
        };
        let (id, due) = (t.id, t.starts_ms.is_some_and(|at| self.now() >= at));
        if t.phase != Phase::Open || !due {
            let _ = self.store.remove_timer(key);
            return Vec::new();
        }
        let replies = if t.registrations.len() < 2 {
            Ok(vec![Reply::text(t!(
                lang,
                "tournament-start-too-few",
                count = t.registrations.len(),
                prefix = self.prefix()
            ))])
        } else {
            self.tournament_begin(lang, t)
        };
        match replies {
            Ok(replies) => {
                // Dropped once it is acted on; a failed start is tried
                // again (the timer stays due).
                let _ = self.store.remove_timer(key);
                replies
            }
            Err(e) => {
                tracing::error!("starting tournament {id}: {e}");
                Vec::new()
            }
        }
    }

    /// Start a tournament: seed the players by rating and pair round 1.
    fn tournament_begin(&self, lang: Lang, mut t: StoredTournament) -> Out {
        let n = t.registrations.len();
        if n < 2 {
            return Err(t!(lang, "tournament-too-few").into());
        }
        let mut regs = t.registrations.clone();
        regs.sort_by(|a, b| {
            b.rating
                .cmp(&a.rating)
                .then(a.name.cmp(&b.name))
                .then(a.user.cmp(&b.user))
        });
        let system = match t.event.as_ref().map(|e| e.system) {
            Some(System::Swiss { rounds }) => {
                // By default enough rounds to separate the field: ⌈log₂ n⌉ + 1.
                let default = (usize::BITS - (n - 1).leading_zeros()) + 1;
                let rounds = if rounds == 0 { default } else { rounds };
                System::Swiss {
                    rounds: rounds.clamp(1, n as u32 - 1),
                }
            }
            Some(s) => s,
            None => System::Swiss { rounds: 1 },
        };
        let entrants = regs
            .iter()
            .map(|r| Entrant {
                name: r.name.clone(),
                rating: r.rating,
                withdrawn_from: None,
            })
            .collect();
        let name = format!("{} #{}", t.kind.key(), t.id);
        t.event = Some(Event::new(&name, system, entrants, WIN));
        t.users = regs.iter().map(|r| r.user).collect();
        t.phase = Phase::Running;
        let mut replies = vec![Reply::text(t!(
            lang,
            "tournament-started",
            count = n,
            rounds = t.event.as_ref().map_or(0, Event::total_rounds)
        ))];
        replies.extend(self.pair_round(lang, t)?);
        Ok(replies)
    }

    /// Pair the next round, store it with its challenges, and post the
    /// pairings with a thread per game.
    fn pair_round(&self, lang: Lang, mut t: StoredTournament) -> Out {
        let Some(event) = t.event.as_mut() else {
            return Ok(Vec::new());
        };
        let Some(round) = event.pair_next() else {
            return Ok(Vec::new());
        };
        let r = event.rounds.len() as u32;
        event.rounds.push(round.clone());
        let now = self.now();
        let mut challenges = Vec::new();
        let mut lines = vec![t!(
            lang,
            "tournament-round",
            round = r + 1,
            total = event.total_rounds()
        )];
        let mut threads = Vec::new();
        for (b, board) in round.boards.iter().enumerate() {
            match *board {
                Board::Game {
                    white,
                    black,
                    outcome: None,
                } => {
                    let seat = |p: usize| StoredPlayer {
                        id: t.users[p],
                        name: event.players[p].name.clone(),
                    };
                    let c = Challenge {
                        format: STORED_FORMAT,
                        id: self.store.next_id()?,
                        channel: t.channel,
                        guild: t.guild,
                        challenger: seat(white),
                        opponent: seat(black),
                        kind: t.kind,
                        options: t.options.clone(),
                        challenger_seat: 0,
                        random_seat: false,
                        created_ms: now,
                        expires_ms: NEVER_MS,
                        clock_ms: Some(t.per_move_ms),
                        bank: t.bank,
                        thread: true,
                        rated: t.rated,
                    };
                    lines.push(t!(
                        lang,
                        "tournament-board",
                        board = b + 1,
                        first = mention(t.users[white]),
                        second = mention(t.users[black])
                    ));
                    threads.push(OpenThread {
                        board: true,
                        challenge: c.id,
                        name: thread_name(
                            &event.players[white].name,
                            &event.players[black].name,
                            r + 1,
                        ),
                    });
                    t.games.push(BoardGame {
                        round: r,
                        board: b as u32,
                        challenge: c.id,
                        channel: None,
                        archive: None,
                    });
                    challenges.push(c);
                }
                Board::Game { white, black, .. } => lines.push(t!(
                    lang,
                    "tournament-board-forfeit",
                    board = b + 1,
                    first = event.players[white].name.clone(),
                    second = event.players[black].name.clone()
                )),
                Board::Bye { player, points: 0 } => lines.push(t!(
                    lang,
                    "tournament-rest",
                    name = event.players[player].name.clone()
                )),
                Board::Bye { player, points } => lines.push(t!(
                    lang,
                    "tournament-bye",
                    name = event.players[player].name.clone(),
                    points = show_points(points)
                )),
                Board::Absent { player } => lines.push(t!(
                    lang,
                    "tournament-absent",
                    name = event.players[player].name.clone()
                )),
            }
        }
        self.store.pair_tournament_round(&t, &challenges)?;
        // The players are pinged once, in their game's thread (which adds
        // them to it), not here.
        let mut replies = vec![Reply {
            post_in: Some(t.channel),
            ..Reply::text(lines.join("\n"))
        }];
        for open in threads {
            replies.push(self.board_thread_reply(lang, &t, open));
        }
        // A round with no game to play (everyone forfeits or rests) is
        // over at once.
        if challenges.is_empty() {
            replies.extend(self.advance(lang, t)?);
        }
        Ok(replies)
    }

    /// The message a board's thread opens on. Its button lets the second
    /// player open the thread where the transport did not (as accepting
    /// a challenge does).
    fn board_thread_reply(&self, lang: Lang, t: &StoredTournament, open: OpenThread) -> Reply {
        Reply {
            open_thread: Some(open.clone()),
            post_in: Some(t.channel),
            ..Reply::text(t!(
                lang,
                "tournament-thread",
                name = open.name.clone(),
                prefix = self.prefix()
            ))
        }
        .button(
            super::buttons::ButtonId::Accept {
                challenge: open.challenge,
            }
            .encode(),
            &t!(lang, "tournament-button-open"),
            super::ButtonStyle::Primary,
        )
    }

    /// Is challenge `c` a tournament board's game (made when its round
    /// was paired)?
    pub(super) fn is_board(&self, c: &Challenge) -> Result<bool, Fail> {
        Ok(self
            .store
            .tournaments_in(c.channel)?
            .iter()
            .any(|t| t.game_of_challenge(c.id).is_some()))
    }

    /// The thread of a board's game is open: start the game there (in
    /// the tournament's channel itself, one game at a time, when the
    /// transport could open no thread: `req.channel == parent`). `None`
    /// when challenge `id` is not a tournament board's.
    pub(super) fn tournament_thread_opened(
        &self,
        req: &Request,
        id: u64,
        parent: u64,
    ) -> Option<Out> {
        // The tournament's value is changed under its channel's lock: the
        // games of a round start and end in their own threads at once.
        self.under_lock_of(parent, req.channel, || {
            let found = self
                .store
                .tournaments_in(parent)
                .ok()
                .and_then(|all| all.into_iter().find(|t| t.game_of_challenge(id).is_some()));
            found.map(|mut t| self.start_board_game(req, &mut t, id, parent))
        })
    }

    /// Run `f` under the lock of tournament channel `parent`, unless the
    /// caller holds it already (`held`: a board played in the channel
    /// itself).
    fn under_lock_of<T>(&self, parent: u64, held: u64, f: impl FnOnce() -> T) -> T {
        if parent == held {
            return f();
        }
        let lock = self.channel_lock(parent);
        let guard = lock
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let out = f();
        drop(guard);
        self.release_channel_lock(parent, lock);
        out
    }

    fn start_board_game(
        &self,
        req: &Request,
        t: &mut StoredTournament,
        id: u64,
        parent: u64,
    ) -> Out {
        let c = self.store.challenge(id)?;
        // Opened by the clock task (no person's request): the server's.
        let lang = match (&c, req.guild) {
            (Some(c), None) => self.lang_of_guild(c.guild),
            _ => self.lang(req),
        };
        let c = c.ok_or_else(|| t!(lang, "challenge-gone"))?;
        if t.phase == Phase::Cancelled {
            return Err(t!(lang, "tournament-cancelled").into());
        }
        if req.channel == parent && self.store.has_game(parent)? {
            // No thread, and the channel has its game: this one waits.
            let name = thread_name(
                &c.challenger.name,
                &c.opponent.name,
                1 + t
                    .games
                    .iter()
                    .find(|g| g.challenge == id)
                    .map_or(0, |g| g.round),
            );
            return Ok(vec![Reply {
                mentions: vec![c.challenger.id, c.opponent.id],
                ..Reply::text(t!(
                    lang,
                    "tournament-thread-here",
                    name = name,
                    prefix = self.prefix()
                ))
            }]);
        }
        let game = c
            .kind
            .new_game(&c.options)
            .map_err(|e| Fail::Said(t!(lang, "challenge-cant-start", error = e.text(lang))))?;
        let now = self.now();
        let stored = StoredGame {
            format: STORED_FORMAT,
            channel: req.channel,
            guild: c.guild,
            players: [c.challenger.clone(), c.opponent.clone()],
            game: game.data(),
            draw_offer: None,
            created_ms: now,
            updated_ms: now,
            ai: None,
            clock: self.start_clock(game.as_ref(), c.clock_ms, c.bank, now),
            thread_of: Some(parent),
            rated: c.rated,
            plan: None,
            planned: Vec::new(),
            posted: None,
        };
        for g in &mut t.games {
            if g.challenge == id {
                g.channel = Some(req.channel);
            }
        }
        if !self.store.start_tournament_game(id, &stored, t)? {
            return Err(t!(lang, "challenge-gone").into());
        }
        let first = &stored.players[0];
        let text = t!(
            lang,
            "tournament-game-on",
            first = mention(first.id),
            second = mention(stored.players[1].id),
            prompt = game.prompt(lang)
        );
        Ok(vec![Reply {
            board: self.board_image(lang, &stored, game.as_ref(), None),
            position: Some(stored.mark()),
            mentions: vec![first.id, stored.players[1].id],
            ..Reply::text(text)
        }])
    }

    /// Does a player's vacation stop `stored`'s clock? Not in a
    /// tournament created with `no-vacation`.
    pub(super) fn vacation_applies(&self, stored: &StoredGame) -> bool {
        let (Some(event), Some(parent)) = (self.event_of(stored), stored.thread_of) else {
            return true;
        };
        self.store.tournaments_in(parent).ok().is_none_or(|all| {
            all.iter()
                .find(|t| t.id == event.id)
                .is_none_or(|t| !t.no_vacation)
        })
    }

    /// The tournament board a game being finished was played for (the
    /// board of its channel still waiting for a result).
    pub(super) fn event_of(&self, stored: &StoredGame) -> Option<EventGame> {
        let parent = stored.thread_of?;
        let all = self.store.tournaments_in(parent).ok()?;
        all.iter().rev().find_map(|t| {
            let event = t.event.as_ref()?;
            t.games.iter().find_map(|g| {
                let pending = matches!(
                    event
                        .rounds
                        .get(g.round as usize)
                        .and_then(|r| r.boards.get(g.board as usize)),
                    Some(Board::Game { outcome: None, .. })
                );
                (g.channel == Some(stored.channel) && pending).then(|| EventGame {
                    id: t.id,
                    name: event.name.clone(),
                    round: g.round + 1,
                    board: g.board + 1,
                })
            })
        })
    }

    /// A game ended: if it was a tournament board's, record the result
    /// and, when the round is over, go on. Replies go to the tournament's
    /// channel.
    pub(super) fn tournament_game_over(&self, done: &ArchivedGame) -> Vec<Reply> {
        let Some(parent) = done.thread_of else {
            return Vec::new();
        };
        // Under the tournament channel's lock, like every change to it
        // (the game's channel's lock is held: the same one when the game
        // was played in the channel itself).
        self.under_lock_of(parent, done.channel, || self.record_game_over(done, parent))
    }

    fn record_game_over(&self, done: &ArchivedGame, parent: u64) -> Vec<Reply> {
        let Ok(all) = self.store.tournaments_in(parent) else {
            return Vec::new();
        };
        let Some(mut t) = all.into_iter().find(|t| t.game_in(done.channel).is_some()) else {
            return Vec::new();
        };
        match self.catch_up(&mut t) {
            Ok(replies) => replies
                .into_iter()
                .map(|mut r| {
                    r.post_in = Some(t.channel);
                    r
                })
                .collect(),
            Err(e) => {
                tracing::error!("tournament {}: {e}", t.id);
                Vec::new()
            }
        }
    }

    /// Read the results of the event's finished games from the archive
    /// (those it has not recorded yet), save, and go on when the round is
    /// over.
    fn catch_up(&self, t: &mut StoredTournament) -> Out {
        let lang = self.lang_of_guild(t.guild);
        let mut changed = false;
        let games = t.games.clone();
        if let Some(event) = t.event.as_mut() {
            for (i, g) in games.iter().enumerate() {
                let Some(channel) = g.channel else { continue };
                let pending = matches!(
                    event
                        .rounds
                        .get(g.round as usize)
                        .and_then(|r| r.boards.get(g.board as usize)),
                    Some(Board::Game { outcome: None, .. })
                );
                if !pending || self.store.has_game(channel)? {
                    continue;
                }
                let Some(done) = self.store.last_archived(channel)? else {
                    continue;
                };
                let moves = done.game.turns.len();
                if let (Some(result), Some(Board::Game { outcome, .. })) = (
                    result_of(&done.outcome, moves),
                    event.rounds[g.round as usize]
                        .boards
                        .get_mut(g.board as usize),
                ) {
                    *outcome = Some(result);
                    changed = true;
                    // Where its record is, for the event's export.
                    t.games[i].archive = self.store.last_archived_id(channel)?;
                }
            }
        }
        if !changed {
            return Ok(Vec::new());
        }
        self.store.put_tournament(t)?;
        self.advance(lang, t.clone())
    }

    /// After a result: pair the next round when this one is over, or end
    /// the event with its podium.
    fn advance(&self, lang: Lang, mut t: StoredTournament) -> Out {
        let Some(event) = &t.event else {
            return Ok(Vec::new());
        };
        if t.phase != Phase::Running || event.rounds.last().is_some_and(|r| !r.finished()) {
            return Ok(Vec::new());
        }
        if (event.rounds.len() as u32) < event.total_rounds() {
            return self.pair_round(lang, t);
        }
        t.phase = Phase::Finished;
        self.store.put_tournament(&t)?;
        let table = self.standings_text(lang, &t);
        let podium = self.podium_text(lang, &t);
        Ok(vec![Reply {
            board: self.standings_image(lang, &t),
            mentions: Vec::new(),
            post_in: Some(t.channel),
            ..Reply::text(format!("{podium}\n{table}"))
        }])
    }

    fn tournament_withdraw(&self, cx: &Ctx, user: u64) -> Out {
        let lang = cx.lang;
        let mut t = self.require_tournament(cx)?;
        if t.phase == Phase::Open {
            let before = t.registrations.len();
            t.registrations.retain(|r| r.user != user);
            if t.registrations.len() == before {
                return Err(t!(lang, "tournament-not-in").into());
            }
            self.store.put_tournament(&t)?;
            return Ok(vec![Reply::text(t!(lang, "tournament-removed"))]);
        }
        let Some(p) = t.users.iter().position(|&u| u == user) else {
            return Err(t!(lang, "tournament-not-in").into());
        };
        let Some(event) = t.event.as_mut() else {
            return Err(t!(lang, "tournament-not-in").into());
        };
        if event.players[p].withdrawn_from.is_some() {
            return Err(t!(lang, "tournament-already-withdrawn").into());
        }
        // From the next round to be paired on; a game running now is
        // played out (or lost on time).
        event.players[p].withdrawn_from = Some(event.rounds.len() as u32);
        let name = event.players[p].name.clone();
        self.store.put_tournament(&t)?;
        Ok(vec![Reply::text(t!(
            lang,
            "tournament-withdrawn",
            name = name
        ))])
    }

    pub(super) fn standings(&self, cx: &Ctx) -> Out {
        let (req, lang) = (cx.req, cx.lang);
        let mut t = match self.tournament_here(req.channel)? {
            Some(t) => t,
            // The last finished one still has a table to show.
            None => self
                .store
                .tournaments_in(req.channel)?
                .into_iter()
                .rfind(|t| t.phase == Phase::Finished)
                .ok_or_else(|| Fail::Said(t!(lang, "tournament-none", prefix = self.prefix())))?,
        };
        let mut replies = self.catch_up(&mut t)?;
        replies.insert(
            0,
            Reply {
                board: self.standings_image(lang, &t),
                ..Reply::text(self.standings_text(lang, &t))
            },
        );
        Ok(replies)
    }

    /// The table: place, name, points and tie-breaks, and what separated
    /// each player from the one above when the points were equal.
    fn standings_text(&self, lang: Lang, t: &StoredTournament) -> String {
        let Some(event) = &t.event.as_ref().filter(|e| !e.players.is_empty()) else {
            return t!(lang, "tournament-not-started");
        };
        let tbs = TieBreak::for_system(event.system);
        let heads: Vec<String> = tbs.iter().map(|tb| tiebreak_name(lang, *tb)).collect();
        let mut lines = vec![t!(
            lang,
            "standings-head",
            round = event.rounds.iter().filter(|r| r.finished()).count(),
            total = event.total_rounds(),
            tiebreaks = heads.join(", ")
        )];
        let table = standings(event);
        for (i, s) in table.iter().enumerate() {
            let values: Vec<String> = tbs
                .iter()
                .zip(&s.tiebreaks)
                .map(|(tb, v)| tb.show(*v))
                .collect();
            let mut line = t!(
                lang,
                "standings-line",
                place = s.place,
                name = event.players[s.player].name.clone(),
                points = show_points(s.points),
                tiebreaks = values.join(" · ")
            );
            if let (Separation::TieBreak(tb), Some(above)) = (s.separated, i.checked_sub(1)) {
                line.push_str(&t!(
                    lang,
                    "standings-separated",
                    tiebreak = tiebreak_name(lang, tb),
                    name = event.players[table[above].player].name.clone()
                ));
            }
            if event.players[s.player].withdrawn_from.is_some() {
                line.push_str(&t!(lang, "standings-withdrawn"));
            }
            lines.push(line);
        }
        format!("```\n{}\n```", lines.join("\n"))
    }

    fn podium_text(&self, lang: Lang, t: &StoredTournament) -> String {
        let Some(event) = &t.event else {
            return String::new();
        };
        let table = standings(event);
        let name = |i: usize| {
            table
                .get(i)
                .map(|s| mention(t.users[s.player]))
                .unwrap_or_else(|| "—".to_string())
        };
        t!(
            lang,
            "tournament-podium",
            first = name(0),
            second = name(1),
            third = name(2)
        )
    }

    /// What `!tournament` shows: the event, its round, pairings and who is
    /// still playing.
    fn tournament_text(&self, lang: Lang, t: &StoredTournament) -> String {
        let system = t
            .event
            .as_ref()
            .map_or(String::new(), |e| system_text(lang, e.system));
        let mut lines = vec![t!(
            lang,
            "tournament-show",
            id = t.id.to_string(),
            game = super::text::game_name(t.kind, lang),
            system = system,
            phase = phase_text(lang, t.phase)
        )];
        lines.push(vacation_said(lang, t, &self.prefix()));
        match (&t.event, t.phase) {
            (_, Phase::Open) => {
                let names: Vec<&str> = t.registrations.iter().map(|r| r.name.as_str()).collect();
                lines.push(t!(
                    lang,
                    "tournament-registered",
                    count = names.len(),
                    names = names.join(", ")
                ));
            }
            (Some(event), _) => {
                if let Some(round) = event.rounds.last() {
                    lines.push(t!(
                        lang,
                        "tournament-round",
                        round = event.rounds.len(),
                        total = event.total_rounds()
                    ));
                    for (b, board) in round.boards.iter().enumerate() {
                        if let Board::Game {
                            white,
                            black,
                            outcome,
                        } = *board
                        {
                            let state = match outcome {
                                None => t!(lang, "tournament-playing"),
                                Some(o) => {
                                    let (w, bl) = o.points();
                                    format!("{}–{}", show_points(w), show_points(bl))
                                }
                            };
                            lines.push(t!(
                                lang,
                                "tournament-board-state",
                                board = b + 1,
                                first = event.players[white].name.clone(),
                                second = event.players[black].name.clone(),
                                state = state
                            ));
                        }
                    }
                }
            }
            _ => {}
        }
        lines.join("\n")
    }
}

/// A role as Discord shows it in a message (without pinging it: replies
/// ping only their users).
fn role_mention(role: u64) -> String {
    super::said::role(role)
}

fn thread_name(first: &str, second: &str, round: u32) -> String {
    let name = format!("R{round} · {first} vs {second}");
    name.chars().take(100).collect()
}

pub(super) fn system_text(lang: Lang, system: System) -> String {
    match system {
        System::Swiss { rounds: 0 } => t!(lang, "tournament-system-swiss-auto"),
        System::Swiss { rounds } => t!(lang, "tournament-system-swiss", rounds = rounds),
        System::RoundRobin { double: false } => t!(lang, "tournament-system-roundrobin"),
        System::RoundRobin { double: true } => t!(lang, "tournament-system-double"),
    }
}

fn phase_text(lang: Lang, phase: Phase) -> String {
    match phase {
        Phase::Open => t!(lang, "tournament-phase-open"),
        Phase::Running => t!(lang, "tournament-phase-running"),
        Phase::Paused => t!(lang, "tournament-phase-paused"),
        Phase::Finished => t!(lang, "tournament-phase-finished"),
        Phase::Cancelled => t!(lang, "tournament-phase-cancelled"),
    }
}

pub(super) fn tiebreak_name(lang: Lang, tb: TieBreak) -> String {
    match tb {
        TieBreak::BuchholzCut1 => t!(lang, "tiebreak-bh-c1"),
        TieBreak::Buchholz => t!(lang, "tiebreak-bh"),
        TieBreak::SonnebornBerger => t!(lang, "tiebreak-sb"),
        TieBreak::DirectEncounter => t!(lang, "tiebreak-de"),
        TieBreak::Wins => t!(lang, "tiebreak-win"),
    }
}

/// Every game of an event, as one text: each game's record with its
/// header, in round and board order, a blank line between two.
pub struct EventRecords {
    pub text: String,
    /// How many games it holds.
    pub games: usize,
}

/// The records of an event's finished games, read from the archive: by
/// the archive id the board noted when its result came in, or (boards of
/// events before it was noted) the last game of the board's own thread.
pub fn event_records(store: &Store, t: &StoredTournament) -> crate::store::Result<EventRecords> {
    let mut boards: Vec<&BoardGame> = t.games.iter().collect();
    boards.sort_by_key(|g| (g.round, g.board));
    let mut text = String::new();
    let mut games = 0;
    for g in boards {
        // By its id when that is still the board's game (a store reshard
        // may renumber archive ids), else the last game of its thread.
        let by_id = match g.archive {
            Some(id) => store
                .archived(id)?
                .filter(|a| Some(a.channel) == g.channel)
                .map(|a| (Some(id), a)),
            None => None,
        };
        let found = match (by_id, g.channel) {
            (Some(found), _) => Some(found),
            (None, Some(c)) if c != t.channel && !store.has_game(c)? => store
                .last_archived(c)?
                .map(|a| (store.last_archived_id(c).ok().flatten(), a)),
            _ => None,
        };
        let Some((id, mut a)) = found else { continue };
        if a.event.is_none() {
            a.event = Some(EventGame {
                id: t.id,
                name: t
                    .event
                    .as_ref()
                    .map_or_else(|| format!("{} #{}", t.kind.key(), t.id), |e| e.name.clone()),
                round: g.round + 1,
                board: g.board + 1,
            });
        }
        if games > 0 {
            text.push('\n');
        }
        text.push_str(&a.headed_record(id));
        games += 1;
    }
    Ok(EventRecords { text, games })
}

/// Whether a player's vacation stops the event's clocks, said plainly.
fn vacation_said(lang: crate::i18n::Lang, t: &StoredTournament, prefix: &str) -> String {
    if t.no_vacation {
        t!(lang, "tournament-vacation-no", prefix = prefix)
    } else {
        t!(lang, "tournament-vacation-yes", prefix = prefix)
    }
}
