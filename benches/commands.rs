//! Cost of requests through the command layer on a real (temp) sled store:
//! a durable step (write + flush), and a chat message in a channel with a
//! long game (load + replay, then ignored).

use bridges_bot::commands::{Bot, Input, Request, User};
use bridges_bot::config::Config;
use criterion::{criterion_group, criterion_main, Criterion};

fn user(id: u64) -> User {
    User {
        id,
        name: format!("p{id}"),
        is_bot: false,
    }
}

fn say(bot: &Bot, from: u64, text: &str) -> usize {
    bot.handle(Request {
        mentions: vec![user(2)],
        ..Request::plain(1, None, user(from), Input::Text(text.into()))
    })
    .len()
}

fn bench(c: &mut Criterion) {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        data_dir: dir.path().into(),
        rate_limit_per_minute: 0,
        ..Config::default()
    };
    let bot = Bot::open(&config, 99).unwrap();
    say(&bot, 1, "!challenge <@2> size 8 orange");
    say(&bot, 2, "!accept");
    // A long game: 60 turns of placements and passes.
    let mut g = bridges_bot::games::bridges::Game::new(8).unwrap();
    let mut rng = <rand::rngs::SmallRng as rand::SeedableRng>::seed_from_u64(1);
    for t in 0..60 {
        let from = if t % 2 == 0 { 1 } else { 2 };
        let text = match g.position().random_step(&mut rng) {
            Some(s) if g.position().check(s).is_ok() && t % 7 != 6 => {
                g.play(s).unwrap();
                if g.current_steps().len() == 1 {
                    g.end_turn().unwrap();
                }
                format!(
                    "!{}, end",
                    bridges_bot::games::bridges::step_text(g.board(), s)
                )
                .replace(", end", if t == 0 { "" } else { ", end" })
            }
            _ => {
                g.pass().unwrap();
                "!pass".into()
            }
        };
        let replies = bot.handle(Request {
            channel: 1,
            guild: None,
            user: user(from),
            mentions: vec![],
            is_moderator: false,
            in_dm: false,
            is_manager: false,
            can_manage_events: false,
            roles: Vec::new(),
            locale: None,
            input: Input::Text(text.clone()),
        });
        assert!(
            !replies[0].text.starts_with("<@"),
            "{text}: {}",
            replies[0].text
        );
    }
    let on_turn = bot.player_on_turn(1).unwrap();
    c.bench_function("chat message in a channel with a 60-turn game", |b| {
        b.iter(|| say(&bot, on_turn, "nice one, well played"))
    });
    c.bench_function("durable step and undo (two flushed writes)", |b| {
        let mut steps = Vec::new();
        g.position().legal_steps(&mut steps);
        let cell = bridges_bot::games::bridges::step_text(g.board(), steps[0]);
        b.iter(|| {
            assert_eq!(say(&bot, on_turn, &format!("!place {cell}")), 1);
            assert_eq!(say(&bot, on_turn, "!undo"), 1);
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
