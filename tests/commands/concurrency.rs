//! Many commands fired at once into one channel's game: exactly the legal
//! ones apply, in one serial order that explains every reply, and the
//! stored game replays afterwards.

use crate::common;

use bridges_bot::commands::{Bot, Input, Reply, Request, User};
use bridges_bot::games::bridges::{Board, Game, GameData, Step, GAME_FORMAT};
use bridges_bot::store::Store;
use common::*;
use rand::{rngs::SmallRng, seq::SliceRandom, SeedableRng};
use std::sync::Barrier;

/// One command of the burst.
#[derive(Clone, Debug)]
struct Cmd {
    user: User,
    text: String,
}

impl Cmd {
    fn new(user: User, text: impl Into<String>) -> Cmd {
        Cmd {
            user,
            text: text.into(),
        }
    }
}

fn send(bot: &Bot, cmd: &Cmd) -> Vec<Reply> {
    bot.handle(Request {
        channel: CH,
        guild: Some(GUILD),
        user: cmd.user.clone(),
        mentions: vec![],
        is_moderator: false,
        in_dm: false,
        is_manager: false,
        can_manage_events: false,
        roles: Vec::new(),
        locale: None,
        input: Input::Text(cmd.text.clone()),
    })
}

/// 100 commands: placements by both players (each cell named once, many
/// of them neighbours, so which apply depends on the order), `end`s, moves
/// by a spectator and reads.
fn burst(seed: u64) -> Vec<Cmd> {
    let board = Board::get(8).unwrap();
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut cells: Vec<String> = board
        .cells()
        .map(|c| board.name(c).to_string())
        .filter(|n| n != "H8" && n != "D4")
        .collect();
    cells.shuffle(&mut rng);
    let mut cmds = Vec::new();
    for (i, cell) in cells.iter().take(60).enumerate() {
        let who = if i % 2 == 0 { ann() } else { bob() };
        cmds.push(Cmd::new(who, format!("!place {cell}")));
    }
    for i in 0..10 {
        let who = if i % 2 == 0 { ann() } else { bob() };
        cmds.push(Cmd::new(who, "!end"));
    }
    for cell in cells.iter().skip(60).take(15) {
        cmds.push(Cmd::new(carol(), format!("!place {cell}")));
    }
    for i in 0..15 {
        let text = if i % 2 == 0 { "!score" } else { "!board" };
        cmds.push(Cmd::new(carol(), text));
    }
    cmds.shuffle(&mut rng);
    assert_eq!(cmds.len(), 100);
    cmds
}

fn is_applied(r: &[Reply]) -> bool {
    r.len() == 1 && (r[0].text.starts_with("Orange ") || r[0].text.starts_with("Light Blue "))
}

/// A bot that attaches no board images (drawing them in a debug build
/// would dominate the test's time; the images are tested elsewhere).
fn quiet() -> Harness {
    let mut h = Harness::new();
    h.bot.set_board_images(false);
    h
}

/// The stored game, read the way a restarted bot reads it (replayed).
fn stored_game(h: Harness) -> (Harness, Game) {
    let Harness { dir, config, bot } = h;
    drop(bot);
    let game = {
        let store = Store::open(&config.data_dir).unwrap();
        let (_, game) = store
            .game(CH)
            .expect("the stored game reads and replays")
            .expect("the game is still running");
        // Bridges' own history type, from the stored form.
        let data = game.data();
        assert_eq!(
            data.kind,
            bridges_bot::games::Kind::Bridges,
            "a Bridges game"
        );
        let size = data.options[0].1.parse().expect("a size");
        Game::from_data(&GameData {
            format: GAME_FORMAT,
            size,
            turns: data.turns,
            current: data.current,
        })
        .expect("a Bridges game")
    };
    let mut bot = Bot::open(&config, BOT).unwrap();
    bot.set_board_images(false);
    (Harness { dir, config, bot }, game)
}

/// Commands of `applied` in the order the final game implies.
fn serial_order(game: &Game, applied: &[(Cmd, String)]) -> Vec<Cmd> {
    let board = game.board();
    let mut pool: Vec<Cmd> = applied.iter().map(|(c, _)| c.clone()).collect();
    let mut take = |user: &User, text: &str| {
        let i = pool
            .iter()
            .position(|c| c.user == *user && c.text == text)
            .unwrap_or_else(|| panic!("no applied command `{text}` by {}", user.name));
        pool.remove(i)
    };
    let mover = |turn: usize| if turn.is_multiple_of(2) { ann() } else { bob() };
    let step_cmd = |s: Step| match s {
        Step::Place(c) => format!("!place {}", board.name(c)),
        Step::Bridge(..) => panic!("nobody bridged"),
    };
    let mut order = Vec::new();
    // Turn 1 (D4, by Ann) was played before the burst.
    for (t, steps) in game.turns().iter().enumerate().skip(1) {
        let user = mover(t);
        for &s in steps {
            order.push(take(&user, &step_cmd(s)));
        }
        assert!(!steps.is_empty(), "nobody passed in this burst");
        if steps.len() == 1 {
            order.push(take(&user, "!end"));
        }
    }
    let user = mover(game.turns().len());
    for &s in game.current_steps() {
        order.push(take(&user, &step_cmd(s)));
    }
    assert!(
        pool.is_empty(),
        "applied but not in the stored game: {pool:?}"
    );
    order
}

#[test]
fn a_hundred_commands_at_once_apply_in_one_serial_order() {
    for seed in 0..3 {
        let h = quiet();
        h.start(8);
        assert!(h.one(&ann(), "D4").starts_with("Orange placed D4."));
        let cmds = burst(seed);
        let barrier = Barrier::new(cmds.len());
        let results: Vec<(Cmd, Vec<Reply>)> = std::thread::scope(|s| {
            let handles: Vec<_> = cmds
                .iter()
                .map(|c| {
                    let (bot, barrier) = (&h.bot, &barrier);
                    s.spawn(move || {
                        barrier.wait();
                        (c.clone(), send(bot, c))
                    })
                })
                .collect();
            handles.into_iter().map(|t| t.join().unwrap()).collect()
        });

        // Every command got exactly one reply; refusals ping nobody.
        let mut applied = Vec::new();
        for (cmd, replies) in &results {
            assert_eq!(replies.len(), 1, "{cmd:?}: {replies:?}");
            let r = &replies[0];
            if is_applied(replies) {
                applied.push((cmd.clone(), r.text.to_string()));
            } else if cmd.text.starts_with("!place") || cmd.text == "!end" {
                assert!(
                    r.text.starts_with(&format!("<@{}> ", cmd.user.id)),
                    "{cmd:?}: {}",
                    r.text
                );
                assert!(r.mentions.is_empty(), "{cmd:?}: {r:?}");
            }
            if cmd.user == carol() && cmd.text.starts_with("!place") {
                assert_eq!(r.text, "<@30> You're not playing in this game");
            }
        }
        assert!(applied.len() >= 4, "seed {seed}: only {applied:?}");

        // The stored game replays and holds exactly the applied commands.
        let (h, game) = stored_game(h);
        let order = serial_order(&game, &applied);
        assert_eq!(order.len(), applied.len());

        // Each refused placement was refused for a reason that still holds:
        // the turn was the other player's, or a token (never removed in this
        // burst) blocks the cell.
        let board = game.board();
        let token_at = |name: &str| {
            let cell = bridges_bot::games::bridges::parse_cell(board, name).unwrap();
            matches!(
                game.position().content(cell),
                bridges_bot::games::bridges::Content::Token { .. }
            )
        };
        for (cmd, replies) in &results {
            let text = &replies[0].text;
            if is_applied(replies) || cmd.user == carol() || !cmd.text.starts_with("!place") {
                continue;
            }
            let cell = cmd.text.trim_start_matches("!place ");
            let why = text.trim_start_matches(&format!("<@{}> ", cmd.user.id));
            if why.starts_with("It's ") && why.ends_with("'s turn (Ann)") == (cmd.user == bob()) {
                continue;
            }
            let blocker = if let Some(rest) = why.strip_prefix(&format!("{cell} touches ")) {
                rest.rsplit(' ').next().unwrap()
            } else if why.starts_with(&format!("{cell} already holds")) {
                cell
            } else {
                panic!("seed {seed}: {cmd:?}: unexpected refusal {why}")
            };
            assert!(token_at(blocker), "seed {seed}: {cmd:?}: {why}");
        }

        // Played one at a time in that order on a fresh bot, the same
        // commands get the very same replies.
        let fresh = quiet();
        fresh.start(8);
        fresh.one(&ann(), "D4");
        let mut serial: Vec<String> = order.iter().map(|c| one(send(&fresh.bot, c))).collect();
        let mut concurrent: Vec<String> = applied.iter().map(|(_, t)| t.clone()).collect();
        serial.sort();
        concurrent.sort();
        assert_eq!(serial, concurrent, "seed {seed}");
        assert_eq!(h.one(&carol(), "!record"), fresh.one(&carol(), "!record"));
        assert_eq!(h.one(&carol(), "!score"), fresh.one(&carol(), "!score"));
    }
}

#[test]
fn channels_do_not_block_each_other_and_all_writes_survive() {
    // 20 channels, 10 threads each making alternating moves in two
    // channels at once: every acknowledged step is stored.
    let h = Harness::new();
    for ch in 0..20 {
        h.start_in(1000 + ch, 5);
    }
    std::thread::scope(|s| {
        for t in 0..10u64 {
            let h = &h;
            s.spawn(move || {
                for ch in [1000 + 2 * t, 1001 + 2 * t] {
                    for (user, text) in [(ann(), "C3"), (bob(), "G4 G7"), (ann(), "C6 C3-C6")] {
                        let t = h.one_in(ch, &user, text);
                        assert!(!t.starts_with('<'), "{ch}: {text}: {t}");
                    }
                }
            });
        }
    });
    let Harness { config, bot, .. } = h;
    drop(bot);
    let store = Store::open(&config.data_dir).unwrap();
    for ch in 0..20 {
        let (_, game) = store.game(1000 + ch).unwrap().unwrap();
        assert_eq!(game.record(), "size 5\nC3\nG4 G7\nC6 C3-C6\n");
    }
}
