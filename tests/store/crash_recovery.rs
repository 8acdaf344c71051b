//! Crash safety: the real `bridges-bot` process against the fake Discord,
//! many games in many channels played as fast as the bot answers, killed with
//! SIGKILL at random moments and restarted on the same data dir. Every step
//! the bot acknowledged (its reply reached Discord) must be in the store
//! afterwards, and every stored game must replay from its record. The run
//! ends with SIGTERM under load: a graceful stop keeps exactly what was
//! acknowledged.
//!
//! Seed: `CRASH_SEED` (default 6). Prints steps, kills and lost.

use crate::common::discord as support;

use std::path::{Path, PathBuf};
use std::process::Child;
use std::time::{Duration, Instant};

use bridges_bot::games::bridges::{step_text, Action, Game, Record, Step, TurnProgress};
use bridges_bot::store::Store;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use support::*;

const GUILD: u64 = 100_000_000_000_000_077;
const TABLES: usize = 10;
const KILLS: usize = 25;
const SIZE: u8 = 6;

/// The bot process.
struct Proc {
    child: Child,
    starts: u64,
}

/// A failing assertion must not leave the bot running.
impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn write_config(dir: &Path, fake: &FakeDiscord) -> PathBuf {
    let path = dir.join("config.toml");
    let data = dir.join("data");
    std::fs::write(
        &path,
        format!(
            "token = \"crash-test-token\"\ndata_dir = {:?}\napi_base_url = {:?}\n\
             default_size = {SIZE}\nrate_limit_per_minute = 0\nmessage_content = true\n",
            data.to_str().unwrap(),
            fake.base_url
        ),
    )
    .unwrap();
    path
}

fn spawn_bot(config: &Path, log: &Path) -> Child {
    crate::common::binary::spawn_bot(config, log)
}

enum Phase {
    /// Sent the challenge; waiting for the post with the Accept button.
    Challenging,
    /// Pressed Accept (interaction id); waiting for its answer.
    Accepting(u64),
    /// Ready for the next move.
    Playing,
    /// Sent a move; waiting for the reply. `retry`: re-sent after a kill,
    /// not knowing whether the first one was applied.
    Moving {
        action: Action,
        text: String,
        retry: bool,
    },
    /// Killed before the game started: not used any more.
    Abandoned,
    /// The game is over.
    Done,
}

struct Table {
    channel: u64,
    /// Orange (the challenger), Light Blue.
    users: [FakeUser; 2],
    phase: Phase,
    /// The game as the bot has it (our best knowledge).
    game: Game,
    /// The game as of the last acknowledged command.
    acked: Game,
    started: bool,
}

impl Table {
    fn new(n: u64) -> Table {
        let channel = 300_000_000_000_000_000 + n;
        Table {
            channel,
            users: [
                FakeUser::new(400_000_000_000_000_000 + 2 * n, &format!("Orla{n}")),
                FakeUser::new(400_000_000_000_000_001 + 2 * n, &format!("Blu{n}")),
            ],
            phase: Phase::Challenging,
            game: Game::new(SIZE).unwrap(),
            acked: Game::new(SIZE).unwrap(),
            started: false,
        }
    }

    fn challenge(&mut self, fake: &FakeDiscord) {
        let text = format!("!challenge {} orange", self.users[1].mention());
        let u = self.users.clone();
        fake.send_message(self.channel, Some(GUILD), &u[0], &text, &[&u[1]]);
        self.phase = Phase::Challenging;
    }

    fn next_move(&mut self, fake: &FakeDiscord, rng: &mut SmallRng) {
        let pos = self.game.position();
        let mut legal = Vec::new();
        pos.legal_steps(&mut legal);
        let (action, text) = if pos.steps_in_turn() >= 1 && (legal.is_empty() || rng.gen_bool(0.3))
        {
            (Action::End, "!end".to_string())
        } else if legal.is_empty() {
            (Action::Pass, "!pass".to_string())
        } else {
            let step: Step = legal[rng.gen_range(0..legal.len())];
            (
                Action::Step(step),
                format!("!move {}", step_text(self.game.board(), step)),
            )
        };
        self.send(fake, action, text, false);
    }

    fn send(&mut self, fake: &FakeDiscord, action: Action, text: String, retry: bool) {
        let mover = self.game.position().to_move().index();
        fake.send_message(self.channel, Some(GUILD), &self.users[mover], &text, &[]);
        self.phase = Phase::Moving {
            action,
            text,
            retry,
        };
    }

    /// Apply `action` to our copy, as the bot does (including its passes for
    /// a player without a legal step).
    fn apply(&mut self, action: Action) {
        let progress = self
            .game
            .act(action)
            .unwrap_or_else(|e| panic!("channel {}: our own move {action:?}: {e}", self.channel));
        if progress == TurnProgress::Ended {
            while !self.game.position().is_over() && !self.game.position().has_legal_step() {
                self.game.pass().unwrap();
            }
        }
    }
}

/// What the driver needs of one REST call.
struct Seen {
    channel_post: Option<u64>,
    call_index: usize,
    has_files: bool,
    text: String,
    buttons: Vec<String>,
    message: Option<u64>,
}

/// The new REST calls since `cursor` (without cloning file bytes).
async fn new_calls(fake: &FakeDiscord, cursor: &mut usize) -> Vec<Seen> {
    let start = *cursor;
    let seen = fake
        .wait_for("a snapshot", WAIT, |calls| {
            Some(
                calls[start..]
                    .iter()
                    .enumerate()
                    .map(|(i, c)| Seen {
                        channel_post: (c.method == "POST")
                            .then(|| {
                                let rest = c.path.strip_prefix("/api/v10/channels/")?;
                                let (ch, tail) = rest.split_once('/')?;
                                (tail == "messages").then(|| ch.parse().ok()).flatten()
                            })
                            .flatten(),
                        call_index: start + i,
                        has_files: !c.files.is_empty(),
                        text: c.content().unwrap_or_default().to_string(),
                        buttons: c.button_ids(),
                        message: c.created_message,
                    })
                    .collect::<Vec<_>>(),
            )
        })
        .await;
    *cursor += seen.len();
    seen
}

/// Which interaction ids the calls from `start` answer (a press during
/// the graceful stop is answered "restarting": not accepted).
async fn answered(fake: &FakeDiscord, ids: &[u64], start: usize, end: usize) -> Vec<u64> {
    fake.wait_for("a snapshot", WAIT, |calls| {
        Some(
            ids.iter()
                .copied()
                .filter(|&id| {
                    calls[start..end].iter().any(|c| {
                        c.answers_interaction(id)
                            && c.method != "DELETE"
                            && c.content()
                                != Some(
                                    bridges_bot::commands::restarting(bridges_bot::i18n::Lang::En)
                                        .as_str(),
                                )
                            && (c.content().is_some_and(|t| !t.is_empty()) || !c.files.is_empty())
                    })
                })
                .collect(),
        )
    })
    .await
}

#[derive(Default)]
struct Counts {
    acked: usize,
    /// Of those, placements and bridges.
    acked_steps: usize,
    applied_unacked: usize,
}

/// Route the new calls to the tables.
async fn process(
    fake: &FakeDiscord,
    cursor: &mut usize,
    tables: &mut [Table],
    counts: &mut Counts,
    rng: &mut SmallRng,
    may_send: bool,
) {
    let start = *cursor;
    let seen = new_calls(fake, cursor).await;
    let end = *cursor;
    let accepting: Vec<u64> = tables
        .iter()
        .filter_map(|t| match t.phase {
            Phase::Accepting(id) => Some(id),
            _ => None,
        })
        .collect();
    let accepted = if accepting.is_empty() {
        Vec::new()
    } else {
        answered(fake, &accepting, start, end).await
    };
    for t in tables.iter_mut() {
        if let Phase::Accepting(id) = t.phase {
            if accepted.contains(&id) {
                t.phase = Phase::Playing;
                t.started = true;
            }
        }
    }
    for s in seen {
        let Some(ch) = s.channel_post else { continue };
        let Some(t) = tables.iter_mut().find(|t| t.channel == ch) else {
            panic!("a post in unknown channel {ch}: {}", s.text);
        };
        match std::mem::replace(&mut t.phase, Phase::Playing) {
            Phase::Challenging => {
                let accept = s
                    .buttons
                    .iter()
                    .find(|b| b.starts_with("bridges:accept:"))
                    .unwrap_or_else(|| panic!("no Accept button on {:?}", s.text))
                    .clone();
                let id = fake.press(
                    ch,
                    Some(GUILD),
                    &t.users[1],
                    s.message.expect("posted"),
                    &accept,
                );
                t.phase = Phase::Accepting(id);
            }
            Phase::Moving {
                action,
                text,
                retry,
            } => {
                if s.has_files {
                    t.apply(action);
                    t.acked = t.game.clone();
                    counts.acked += 1;
                    counts.acked_steps += usize::from(matches!(action, Action::Step(_)));
                } else if retry {
                    // The first send had been applied; its reply was lost.
                    t.apply(action);
                    counts.applied_unacked += 1;
                } else {
                    panic!(
                        "channel {ch}: {text:?} refused: {:?} (call {})",
                        s.text, s.call_index
                    );
                }
                if t.game.position().is_over() {
                    t.phase = Phase::Done;
                }
            }
            other => {
                t.phase = other;
                panic!("channel {ch}: unexpected post {:?}", s.text);
            }
        }
    }
    if may_send {
        for t in tables.iter_mut() {
            if matches!(t.phase, Phase::Playing) {
                t.next_move(fake, rng);
            }
        }
    }
}

/// Flattened history: steps, with `None` closing each finished turn.
/// The Bridges game behind the interface.
fn bridges_game(g: &dyn bridges_bot::games::AnyGame) -> Game {
    // Bridges' own history type, from the stored form.
    let data = g.data();
    assert_eq!(
        data.kind,
        bridges_bot::games::Kind::Bridges,
        "a Bridges game"
    );
    let size = data.options[0].1.parse().expect("a size");
    Game::from_data(&bridges_bot::games::bridges::GameData {
        format: bridges_bot::games::bridges::GAME_FORMAT,
        size,
        turns: data.turns,
        current: data.current,
    })
    .expect("a Bridges game")
}

fn flat(game: &Game) -> Vec<Option<Step>> {
    let mut out = Vec::new();
    for turn in game.turns() {
        out.extend(turn.iter().map(|&s| Some(s)));
        out.push(None);
    }
    out.extend(game.current_steps().iter().map(|&s| Some(s)));
    out
}

/// The record of `game` replays to the same position.
fn replays(game: &Game) -> bool {
    let Ok(replayed) = Record::parse(&game.record().write()) else {
        return false;
    };
    let mut pos = replayed.position;
    for &s in game.current_steps() {
        if pos.play(s).is_err() {
            return false;
        }
    }
    same_position(&pos, game.position())
}

fn same_position(
    a: &bridges_bot::games::bridges::Position,
    b: &bridges_bot::games::bridges::Position,
) -> bool {
    let board = a.board();
    a.to_move() == b.to_move()
        && a.turn() == b.turn()
        && a.steps_in_turn() == b.steps_in_turn()
        && a.is_over() == b.is_over()
        && board.cells().all(|c| a.content(c) == b.content(c))
        && a.bridges() == b.bridges()
        && a.score(bridges_bot::games::bridges::Player::Orange)
            == b.score(bridges_bot::games::bridges::Player::Orange)
        && a.score(bridges_bot::games::bridges::Player::LightBlue)
            == b.score(bridges_bot::games::bridges::Player::LightBlue)
}

fn sigterm(pid: u32) {
    // SAFETY: kill(2) on our own child's pid; no memory is involved.
    let done = unsafe { libc::kill(pid as libc::pid_t, libc::SIGTERM) };
    assert_eq!(done, 0, "SIGTERM failed");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_steps_survive_sigkill_and_sigterm() {
    let seed: u64 = std::env::var("CRASH_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(6);
    let mut rng = SmallRng::seed_from_u64(seed);
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(dir.path(), &fake);
    let log = dir.path().join("bot.log");

    let mut proc = Proc {
        child: spawn_bot(&config, &log),
        starts: 1,
    };
    fake.wait_identified(1, WAIT).await;

    let mut tables: Vec<Table> = Vec::new();
    let mut next_table = 0u64;
    let mut cursor = 0usize;
    let mut counts = Counts::default();
    let mut kills = 0usize;
    let mut restarts: Vec<Duration> = Vec::new();
    let began = Instant::now();
    let mut next_kill = Instant::now() + Duration::from_millis(rng.gen_range(400..1600));
    // A kill also waits for some acknowledged commands since the last one,
    // so a slow (loaded) machine still plays enough between kills; the
    // timing only decides where in the flow of moves the kill lands.
    let mut acked_at_kill = 0usize;
    let mut need_acked = rng.gen_range(4..12);

    loop {
        // Keep TABLES games going.
        let live = tables
            .iter()
            .filter(|t| !matches!(t.phase, Phase::Abandoned | Phase::Done))
            .count();
        for _ in live..TABLES {
            next_table += 1;
            let mut t = Table::new(next_table);
            t.challenge(&fake);
            tables.push(t);
        }
        process(&fake, &mut cursor, &mut tables, &mut counts, &mut rng, true).await;

        assert!(
            began.elapsed() < Duration::from_secs(600),
            "only {} commands acknowledged in 10 minutes",
            counts.acked
        );
        if Instant::now() >= next_kill && counts.acked >= acked_at_kill + need_acked {
            if kills == KILLS {
                break;
            }
            proc.child.kill().expect("SIGKILL");
            proc.child.wait().expect("reap");
            kills += 1;
            fake.clear_queue();
            // Whatever the dead process posted counts; then the unknowns.
            process(
                &fake,
                &mut cursor,
                &mut tables,
                &mut counts,
                &mut rng,
                false,
            )
            .await;
            let restart = Instant::now();
            proc.child = spawn_bot(&config, &log);
            proc.starts += 1;
            fake.wait_identified(proc.starts, WAIT).await;
            restarts.push(restart.elapsed());
            for t in tables.iter_mut() {
                match std::mem::replace(&mut t.phase, Phase::Abandoned) {
                    Phase::Challenging | Phase::Accepting(_) => {}
                    Phase::Moving { action, text, .. } => t.send(&fake, action, text, true),
                    other => t.phase = other,
                }
            }
            next_kill = Instant::now() + Duration::from_millis(rng.gen_range(300..1500));
            acked_at_kill = counts.acked;
            need_acked = rng.gen_range(4..12);
        }
        tokio::time::sleep(Duration::from_millis(3)).await;
    }

    // Graceful stop under load: SIGTERM with moves in flight.
    sigterm(proc.child.id());
    // Keep playing while it shuts down: what it refuses must not be applied.
    let deadline = Instant::now() + WAIT;
    let exit = loop {
        if let Some(exit) = proc.child.try_wait().unwrap() {
            break exit;
        }
        assert!(Instant::now() < deadline, "no exit after SIGTERM");
        process(&fake, &mut cursor, &mut tables, &mut counts, &mut rng, true).await;
        tokio::time::sleep(Duration::from_millis(3)).await;
    };
    let log_text = std::fs::read_to_string(&log).unwrap_or_default();
    assert!(exit.success(), "SIGTERM exit {exit:?}; log:\n{log_text}");
    process(
        &fake,
        &mut cursor,
        &mut tables,
        &mut counts,
        &mut rng,
        false,
    )
    .await;
    let in_flight_at_term = tables
        .iter()
        .filter(|t| matches!(t.phase, Phase::Moving { .. }))
        .count();

    // Check the store.
    let store = Store::open(&dir.path().join("data")).expect("open the store");
    let (mut lost, mut inconsistent, mut differs, mut games, mut finished) = (0, 0, 0, 0, 0);
    for t in &tables {
        let stored = match store.game(t.channel).expect("readable game") {
            Some((_, g)) => Some(bridges_game(g.as_ref())),
            None => store
                .last_archived(t.channel)
                .expect("readable archive")
                .map(|a| {
                    let g = bridges_game(a.game.load().expect("archived game data").as_ref());
                    let rec = Record::parse(&a.record).expect("archived record parses");
                    if !same_position(&rec.position, g.position()) {
                        inconsistent += 1;
                    }
                    finished += 1;
                    g
                }),
        };
        let Some(stored) = stored else {
            assert!(!t.started, "channel {}: the game is gone", t.channel);
            continue;
        };
        games += 1;
        if !replays(&stored) {
            inconsistent += 1;
        }
        let (acked, have) = (flat(&t.acked), flat(&stored));
        let common = acked.iter().zip(&have).take_while(|(a, b)| a == b).count();
        lost += acked.len() - common;
        // A graceful stop neither loses nor adds anything: the store holds
        // exactly what we know of (acknowledged, or applied before a kill).
        if t.started && flat(&t.game) != have {
            differs += 1;
            eprintln!(
                "channel {}: stored {} items, expected {}",
                t.channel,
                have.len(),
                flat(&t.game).len()
            );
        }
    }
    println!(
        "crash recovery (seed {seed}): {} commands acknowledged ({} steps, the rest ends \
         and passes), \
         {} applied but unacknowledged before a kill, {kills} SIGKILLs + 1 SIGTERM \
         ({in_flight_at_term} moves in flight), {games} games stored ({finished} finished) \
         in {} channels, lost = {lost}, inconsistent = {inconsistent}, \
         differing after SIGTERM = {differs}, restart to READY max {} ms, {:.1} s",
        counts.acked,
        counts.acked_steps,
        counts.applied_unacked,
        tables.len(),
        restarts.iter().max().unwrap_or(&Duration::ZERO).as_millis(),
        began.elapsed().as_secs_f64()
    );
    assert!(kills >= 20);
    assert!(counts.acked > 100, "too little was played");
    assert_eq!(lost, 0, "acknowledged steps lost");
    assert_eq!(inconsistent, 0, "stored games that do not replay");
    assert_eq!(differs, 0, "the graceful stop changed the store");
    // Every finished game is archived once and counted in the archive's
    // index (written in the same transaction), whatever the kills hit.
    drop(store);
    let db = bridges_bot::store::open_db(&dir.path().join("data")).expect("reopen");
    let report = bridges_bot::store::tools::check(&db).expect("check the store");
    assert_eq!(report.problems, Vec::<String>::new());
}
