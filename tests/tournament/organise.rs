//! Running an event from Discord, through the command layer: who may
//! organise (Manage Events, the server's role, managers), `/tournament`
//! mapped to the same commands as `!tournament`, a start time kept by the
//! clock task (also across a restart), and a board played in the channel
//! where no thread could be opened.

use crate::common;

use bridges_bot::clock::ManualClock;
use bridges_bot::commands::{Input, OptionValue, Reply, Request};
use common::*;

fn ask(h: &Harness, req: Request) -> Vec<Reply> {
    h.bot.handle(req)
}

fn texts(replies: &[Reply]) -> String {
    replies
        .iter()
        .map(|r| r.text.as_str())
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn organisers_are_who_manages_events_the_servers_role_or_managers() {
    let h = Harness::new();
    let create = "!tournament create bridges swiss 2";
    // Managing messages is not enough any more.
    let r = h.mod_say_in(CH, &bob(), create);
    assert!(r[0].text.contains("manage the server's events"), "{r:?}");
    // Choosing the role is the server managers'.
    let r = h.say_in(CH, &bob(), "!tournament role <@&555>");
    assert!(
        r[0].text.contains("Only members who can manage the server"),
        "{r:?}"
    );
    let manager = |text: &str| {
        ask(
            &h,
            Request {
                is_manager: true,
                ..text_request(CH, &carol(), text)
            },
        )
    };
    let r = manager("!tournament role <@&555>");
    assert!(r[0].text.contains("<@&555>"), "{r:?}");
    assert!(r[0].mentions.is_empty(), "a role is never pinged");
    let r = h.say_in(CH, &bob(), "!tournament role");
    assert!(r[0].text.contains("<@&555>"), "{r:?}");
    let r = h.say_in(CH, &bob(), "!tournament role @organisers");
    assert!(r[0].text.contains("Say which role"), "{r:?}");
    // A member with the role organises.
    let with_role = |user: &bridges_bot::commands::User, text: &str| {
        ask(
            &h,
            Request {
                roles: vec![9, 555],
                ..text_request(CH, user, text)
            },
        )
    };
    let r = with_role(&bob(), create);
    assert!(r[0].text.contains("created"), "{r:?}");
    // Organiser powers too, on an event someone else made: cancel it.
    let r = h.say_in(CH, &ann(), "!tournament cancel");
    assert!(r[0].text.contains("Only the organiser"), "{r:?}");
    let r = with_role(&ann(), "!tournament cancel");
    assert!(r[0].text.contains("cancelled"), "{r:?}");
    // Without the role again, only Manage Events (or managers).
    manager("!tournament role off");
    let r = with_role(&bob(), create);
    assert!(r[0].text.contains("manage the server's events"), "{r:?}");
    let r = h.organiser_say_in(CH, &bob(), create);
    assert!(r[0].text.contains("created"), "{r:?}");
    manager("!tournament cancel");
    let r = manager(create);
    assert!(r[0].text.contains("created"), "{r:?}");
}

#[test]
fn slash_tournament_runs_the_same_commands_as_the_text_ones() {
    let h = Harness::new();
    let create = |user| {
        ask(
            &h,
            Request {
                can_manage_events: true,
                input: Input::Slash {
                    name: "tournament create".into(),
                    options: vec![
                        ("game".into(), OptionValue::Str("rastros".into())),
                        ("system".into(), OptionValue::Str("roundrobin".into())),
                        ("clock".into(), OptionValue::Str("2d".into())),
                        ("max".into(), OptionValue::Int(3)),
                    ],
                },
                ..text_request(CH, user, "")
            },
        )
    };
    let made = create(&ann());
    assert!(
        made[0].text.contains("Rastros, round robin"),
        "{}",
        made[0].text
    );
    for u in [ann(), bob(), carol()] {
        let r = h.slash(CH, &u, "tournament join", vec![]);
        assert!(r[0].text.contains("joined"), "{r:?}");
    }
    let full = h.slash(CH, &robot_free(), "tournament join", vec![]);
    assert!(full[0].text.contains("full (3 players)"), "{full:?}");
    let shown = h.slash(CH, &bob(), "tournament show", vec![]);
    assert_eq!(shown[0].text, h.say_in(CH, &bob(), "!tournament")[0].text);
    let r = h.slash(CH, &bob(), "tournament start", vec![]);
    assert!(r[0].text.contains("Only the organiser"), "{r:?}");
    let r = h.slash(CH, &ann(), "tournament start", vec![]);
    assert!(r[0].text.contains("3 players, 3 rounds"), "{}", texts(&r));
    let boards: Vec<_> = r.iter().filter_map(|r| r.open_thread.as_ref()).collect();
    assert_eq!(boards.len(), 1);
    assert!(boards[0].board, "a board opens its own thread");
    let table = h.slash(CH, &carol(), "standings", vec![]);
    assert_eq!(table[0].text, h.say_in(CH, &carol(), "!standings")[0].text);
    let removed = h.slash(
        CH,
        &ann(),
        "tournament remove",
        vec![("player", OptionValue::User(carol()))],
    );
    assert!(removed[0].text.contains("Carol withdraws"), "{removed:?}");
    let wrong = h.slash(
        CH,
        &ann(),
        "tournament create",
        vec![("game", OptionValue::Str("chess".into()))],
    );
    assert!(wrong[0].text.contains("chess"), "{wrong:?}");
}

/// Someone who is no player yet.
fn robot_free() -> bridges_bot::commands::User {
    bridges_bot::commands::User {
        id: 60,
        name: "Eve".into(),
        is_bot: false,
    }
}

fn create_with_start(h: &Harness, players: &[bridges_bot::commands::User]) {
    let r = h.organiser_say_in(CH, &ann(), "!tournament create bridges swiss 1 starts 2h");
    assert!(r[0].text.contains("created"), "{r:?}");
    for u in players {
        h.say_in(CH, u, "!tournament join");
    }
}

#[test]
fn the_start_time_starts_the_event_with_no_request_even_after_a_restart() {
    let clock = ManualClock::new(1_000_000);
    let h = Harness::timed(&clock, |_| {});
    create_with_start(&h, &[ann(), bob()]);
    assert_eq!(h.bot.clock_count(), 1, "the start is a timer");
    clock.advance(3600 * 1000);
    assert!(h.bot.tick().is_empty(), "not yet");
    let h = h.restart_timed(&clock);
    clock.advance(3600 * 1000);
    let posts = h.bot.tick();
    let all: Vec<&str> = posts.iter().map(|p| p.reply.text.as_str()).collect();
    assert!(
        posts
            .iter()
            .any(|p| p.reply.text.contains("The tournament starts") && p.channel == CH),
        "{all:?}"
    );
    let board = posts
        .iter()
        .find(|p| p.reply.open_thread.is_some())
        .unwrap_or_else(|| panic!("{all:?}"));
    assert_eq!(board.channel, CH);
    assert_eq!(h.bot.clock_count(), 0, "fired once");
    assert!(h.bot.tick().is_empty());
    let show = h.say_in(CH, &bob(), "!tournament");
    assert!(show[0].text.contains("Round 1 of 1"), "{}", show[0].text);
}

#[test]
fn a_start_time_with_too_few_players_says_so_and_waits_for_the_organiser() {
    let clock = ManualClock::new(1_000_000);
    let h = Harness::timed(&clock, |_| {});
    create_with_start(&h, &[bob()]);
    clock.advance(3 * 3600 * 1000);
    let posts = h.bot.tick();
    assert_eq!(posts.len(), 1, "{posts:?}");
    assert!(posts[0].reply.text.contains("1 registered"), "{posts:?}");
    assert_eq!(posts[0].channel, CH);
    assert!(h.bot.tick().is_empty(), "said once");
    // Started by hand, the event's timer no longer acts.
    h.say_in(CH, &carol(), "!tournament join");
    let r = h.say_in(CH, &ann(), "!tournament start");
    assert!(r[0].text.contains("The tournament starts"), "{r:?}");
}

#[test]
fn a_board_without_a_thread_is_played_in_the_channel_one_game_at_a_time() {
    let h = Harness::new();
    let r = h.organiser_say_in(CH, &ann(), "!tournament create bridges swiss 1 clock 1d");
    assert!(r[0].text.contains("created"), "{r:?}");
    for u in [ann(), bob(), carol(), robot_free()] {
        h.say_in(CH, &u, "!tournament join");
    }
    let replies = h.say_in(CH, &ann(), "!tournament start");
    let boards: Vec<_> = replies
        .iter()
        .filter_map(|r| r.open_thread.clone())
        .collect();
    assert_eq!(boards.len(), 2);
    // The transport could open no thread: the game starts in the channel.
    let opened = |challenge| {
        h.req(
            CH,
            &ann(),
            Input::ThreadOpened {
                challenge,
                parent: CH,
            },
            vec![],
        )
    };
    let first = opened(boards[0].challenge);
    assert!(
        first[0].text.contains("Tournament game on"),
        "{}",
        first[0].text
    );
    assert!(h.bot.has_game(CH));
    // The second waits while the channel has its game.
    let second = opened(boards[1].challenge);
    assert!(second[0].text.contains("one game at a time"), "{second:?}");
    assert_eq!(second[0].mentions.len(), 2);
    // The first game ends (its second player resigns): the channel is
    // not closed like a thread, and the second board can start.
    let [(a, _), (b, _)] = h.bot.players(CH).unwrap();
    let loser = [ann(), bob(), carol(), robot_free()]
        .into_iter()
        .find(|u| u.id == b)
        .unwrap();
    let end = h.say_in(CH, &loser, "!resign yes");
    assert!(end.iter().all(|r| !r.close_thread), "{end:?}");
    assert!(!h.bot.has_game(CH), "{a} won");
    let second = opened(boards[1].challenge);
    assert!(
        second[0].text.contains("Tournament game on"),
        "{}",
        second[0].text
    );
}

#[test]
fn a_board_game_started_while_the_clock_task_runs_is_lost_on_time() {
    let clock = ManualClock::new(1_000_000);
    let h = Harness::timed(&clock, |_| {});
    // The clock task has looked already: its index of timers is built.
    assert!(h.bot.tick().is_empty());
    let r = h.organiser_say_in(CH, &ann(), "!tournament create bridges swiss 1 clock 1h");
    assert!(r[0].text.contains("created"), "{r:?}");
    for u in [ann(), bob()] {
        h.say_in(CH, &u, "!tournament join");
    }
    let replies = h.say_in(CH, &ann(), "!tournament start");
    let open = replies
        .iter()
        .find_map(|r| r.open_thread.clone())
        .expect("a board");
    let thread = 4100;
    let on = h.req(
        thread,
        &ann(),
        Input::ThreadOpened {
            challenge: open.challenge,
            parent: CH,
        },
        vec![],
    );
    assert!(on[0].text.contains("Tournament game on"), "{on:?}");
    assert!(h.bot.clock_due(thread).is_some());
    clock.advance(2 * 3600 * 1000);
    let due: Vec<u64> = h.bot.due_clocks().iter().map(|&(c, _)| c).collect();
    assert_eq!(due, [thread], "the game's clock is due");
    let posts = h.bot.tick();
    assert!(
        posts
            .iter()
            .any(|p| p.reply.text.contains("The tournament is over!") && p.channel == CH),
        "{posts:?}"
    );
}

#[test]
fn a_start_timer_moves_with_its_server_when_stores_are_resharded() {
    use bridges_bot::store::{tournament_start_key, Store};
    // A server of shard 1 of 2.
    let guild = 1u64 << 22;
    assert_eq!(bridges_bot::shards::shard_of(Some(guild), 2), 1);
    let h = Harness::new();
    let made = h.bot.handle(Request {
        guild: Some(guild),
        can_manage_events: true,
        ..text_request(CH, &ann(), "!tournament create bridges starts 2d")
    });
    assert!(made[0].text.contains("created"), "{made:?}");
    let id: u64 = made[0]
        .text
        .split_whitespace()
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let Harness { dir, config, bot } = h;
    drop(bot);
    let to = [dir.path().join("s0"), dir.path().join("s1")];
    bridges_bot::store::reshard::reshard(std::slice::from_ref(&config.data_dir), &to, 2).unwrap();
    let key = tournament_start_key(id);
    let s0 = Store::open(&to[0]).unwrap();
    assert_eq!(s0.timer(key).unwrap(), None);
    drop(s0);
    let s1 = Store::open(&to[1]).unwrap();
    assert!(s1.timer(key).unwrap().is_some(), "with its tournament");
    assert!(s1.tournament(id).unwrap().is_some());
}

/// Help names the tournament commands, and Portuguese and French players
/// can type them in their own words (the slash names: `/torneio`,
/// `/tournoi`, `/classificação-torneio`).
#[test]
fn help_lists_tournaments_and_their_words_work_in_every_language() {
    let h = Harness::new();
    let help = texts(&h.say_in(CH, &ann(), "!help"));
    assert!(help.contains("!tournament create GAME"), "{help}");
    assert!(help.contains("!standings"), "{help}");
    for word in ["!tournament", "!torneio", "!tournoi"] {
        let r = h.say_in(CH, &ann(), word);
        assert!(r[0].text.contains("No tournament here"), "{word}: {r:?}");
    }
    for word in [
        "!standings",
        "!classificação-torneio",
        "!classement-tournoi",
    ] {
        let r = h.say_in(CH, &ann(), word);
        assert!(r[0].text.contains("No tournament here"), "{word}: {r:?}");
    }
}

/// The subcommands and `create`'s options in Portuguese and French, as
/// help and the messages quote them (`!torneio criar`, `pendule 3j`,
/// `début 2j`), do what the English ones do; French `retirer` (once the
/// slash name of `cancel`) cancels nothing.
#[test]
fn tournament_words_work_in_portuguese_and_french() {
    let h = Harness::with(|c| c.language = "pt".into());
    let r = h.organiser_say_in(
        CH,
        &bob(),
        "!torneio criar pontes suíço 2 relógio 2d máximo 8 início 2d",
    );
    let t = texts(&r);
    assert!(
        t.contains("Torneio 0 criado: Pontes, suíço, 2 rondas."),
        "{t}"
    );
    assert!(t.contains("suíço, 2 rondas"), "{t}");
    let t = texts(&h.say_in(CH, &ann(), "!torneio inscrever"));
    assert!(t.contains("Ann inscreveu-se (1 inscrito)"), "{t}");
    let t = texts(&h.say_in(CH, &carol(), "!torneio inscrever-se"));
    assert!(t.contains("(2 inscritos)"), "{t}");
    let t = texts(&h.say_in(CH, &carol(), "!torneio sair"));
    assert!(t.contains("Carol saiu do torneio"), "{t}");
    let t = texts(&h.say_in(CH, &ann(), "!torneio mostrar"));
    assert!(t.contains("inscrições abertas"), "{t}");
    let t = texts(&h.organiser_say_in(CH, &bob(), "!torneio cancelar"));
    assert!(t.contains("O torneio foi cancelado"), "{t}");

    let h = Harness::with(|c| c.language = "fr".into());
    let r = h.organiser_say_in(
        CH,
        &bob(),
        "!tournoi créer ponts toutes-rondes pendule 3j max 8 début 2j",
    );
    let t = texts(&r);
    assert!(t.contains("Tournoi 0 créé"), "{t}");
    assert!(t.contains("toutes rondes"), "{t}");
    let t = texts(&h.say_in(CH, &ann(), "!tournoi rejoindre"));
    assert!(t.contains("(1 inscrit)"), "{t}");
    let t = texts(&h.organiser_say_in(CH, &bob(), "!tournoi retirer"));
    assert!(t.contains("n'est pas une commande de tournoi"), "{t}");
    let t = texts(&h.say_in(CH, &ann(), "!tournoi afficher"));
    assert!(t.contains("inscriptions ouvertes"), "{t}");
    let t = texts(&h.organiser_say_in(CH, &bob(), "!tournoi annuler"));
    assert!(t.contains("Le tournoi est annulé"), "{t}");
    // `désactiver` (the slash option's name) takes the organisers' role away.
    let manager = |text: &str| {
        texts(&ask(
            &h,
            Request {
                is_manager: true,
                ..text_request(CH, &carol(), text)
            },
        ))
    };
    assert!(manager("!tournoi rôle <@&555>").contains("<@&555>"));
    let t = manager("!tournoi rôle désactiver");
    assert!(t.contains("Désormais, seuls les membres"), "{t}");
}
