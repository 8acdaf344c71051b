//! The club's rooms: `room` and `/room` through the command layer (only a
//! server's managers set them; a room gives Numbridge challenges made in
//! it their defaults and limits, and says so in the invite), and the rooms
//! tree in the store (export, import, check, reshard with the server).

use crate::common;

use bridges_bot::commands::{Input, OptionValue, Reply, Request};
use bridges_bot::games::numbridge::rooms::Room;
use bridges_bot::shards::shard_of;
use bridges_bot::store::{tools, ChannelRoom, Store};
use common::*;
use std::path::{Path, PathBuf};
use std::process::Command;

/// `text` from Ann as a server manager.
fn manager_says(h: &Harness, ch: u64, text: &str) -> Vec<Reply> {
    h.bot.handle(Request {
        is_manager: true,
        can_manage_events: false,
        roles: Vec::new(),
        ..text_request(ch, &ann(), text)
    })
}

#[test]
fn only_managers_make_a_channel_a_room_and_room_tells_its_rules() {
    let h = Harness::new();
    let none = h.one(&bob(), "!room");
    assert!(none.starts_with("This channel is no room"), "{none}");
    let refused = h.say(&bob(), "!room blitz");
    assert_eq!(
        refused[0].text,
        "<@20> Only the server's managers may make a channel a room"
    );
    let bad = h.say(&bob(), "!room huge");
    assert!(
        bad[0].text.contains("`blitz`, `normal` or `study`"),
        "{}",
        bad[0].text
    );
    let set = manager_says(&h, CH, "!room blitz");
    assert_eq!(
        set[0].text,
        "This channel is a room now. Blitz room: Numbridge Blitz, turns of 30 s, 10–16 clues \
         (default 12), clue cost 2, candidate highlighting not allowed; the first value listed \
         is the default."
    );
    let rules = h.one(&carol(), "!room");
    assert!(
        rules.starts_with("Blitz room: Numbridge Blitz, turns of 30 s"),
        "{rules}"
    );
    // Kept across a restart; another channel is no room.
    let h = h.restart();
    assert!(h.one(&carol(), "!room").starts_with("Blitz room"));
    assert!(h
        .one_in(CH + 1, &carol(), "!room")
        .starts_with("This channel is no room"));
    // Not in a DM.
    let dm = h.bot.handle(Request {
        is_manager: true,
        can_manage_events: false,
        roles: Vec::new(),
        in_dm: true,
        guild: None,
        ..text_request(CH + 2, &ann(), "!room study")
    });
    assert!(
        dm[0].text.contains("not in direct messages"),
        "{}",
        dm[0].text
    );
    // Off, and off again.
    let off = manager_says(&h, CH, "!room off");
    assert!(off[0].text.starts_with("This channel is no room any more"));
    let again = manager_says(&h, CH, "!room off");
    assert_eq!(again[0].text, "This channel was no room: nothing changed.");
    // The Portuguese and French words help quotes (`sala estudo`,
    // `salle désactiver`) do the same.
    let set = manager_says(&h, CH, "!sala estudo");
    assert!(set[0].text.contains("Study room"), "{}", set[0].text);
    let off = manager_says(&h, CH, "!salle désactiver");
    assert!(off[0].text.starts_with("This channel is no room any more"));
    manager_says(&h, CH, "!sala blitz");
    let off = manager_says(&h, CH, "!sala desligar");
    assert!(off[0].text.starts_with("This channel is no room any more"));
}

#[test]
fn a_room_gives_numbridge_challenges_its_defaults_and_refuses_what_it_does_not_allow() {
    let h = Harness::new();
    manager_says(&h, CH, "!room blitz");
    // Defaults: the invite says what is played, and the room's rules.
    let r = h.say(&ann(), "!challenge <@20> numbridge");
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    let t = &r[0].text;
    assert!(
        t.contains(
            "Numbridge, variant blitz, clues 12, blocks regular, turn 30, cost 2, candidates off"
        ),
        "{t}"
    );
    assert!(t.contains("\nThis channel's room: Blitz room: "), "{t}");
    h.say(&ann(), "!cancel");
    // Out of the room's limits: refused, saying what the room allows.
    for (cmd, what) in [
        ("!challenge <@20> numbridge ponte", "variant ponte"),
        ("!challenge <@20> numbridge turn 60", "turn 60"),
        ("!challenge <@20> numbridge clues 16 cost 1", "cost 1"),
        ("!challenge <@20> numbridge candidates on", "candidates on"),
    ] {
        let r = h.say(&ann(), cmd);
        assert!(r[0].buttons.is_empty(), "{cmd}: {}", r[0].text);
        assert!(
            r[0].text.contains(&format!(
                "This channel's room does not allow {what}. Blitz room: Numbridge Blitz"
            )),
            "{cmd}: {}",
            r[0].text
        );
    }
    // Within them: taken, and the game is played so.
    let r = h.say(
        &ann(),
        "!challenge <@20> numbridge clues 16 irregular first",
    );
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    assert!(r[0]
        .text
        .contains("clues 16, blocks irregular, turn 30, cost 2"));
    let on = h.say(&bob(), "!accept");
    assert!(
        on[0].text.contains("30 s left (game: 12 min)"),
        "{}",
        on[0].text
    );
    h.say(&ann(), "!resign yes");
    // Other games are not the room's business.
    let r = h.say(&ann(), "!challenge <@20> size 7");
    assert_eq!(r[0].buttons.len(), 2, "{}", r[0].text);
    assert!(!r[0].text.contains("room"), "{}", r[0].text);
    h.say(&ann(), "!cancel");

    // A study room by `/room`: candidates on unless turned off.
    let set = h.bot.handle(Request {
        is_manager: true,
        can_manage_events: false,
        roles: Vec::new(),
        input: Input::Slash {
            name: "room".into(),
            options: vec![("kind".into(), OptionValue::Str("study".into()))],
        },
        ..text_request(CH, &ann(), "")
    });
    assert!(set[0].text.contains("Study room"), "{}", set[0].text);
    let r = h.say(&ann(), "!challenge <@20> numbridge dominios");
    assert!(
        r[0].text.contains(
            "variant dominios, clues 32, blocks regular, turn 120, cost 1, candidates on"
        ),
        "{}",
        r[0].text
    );
    h.say(&ann(), "!cancel");
    let r = h.slash(
        CH,
        &ann(),
        "challenge",
        vec![
            ("user", OptionValue::User(bob())),
            ("game", OptionValue::Str("numbridge".into())),
            ("candidates", OptionValue::Str("false".into())),
        ],
    );
    assert!(
        r[0].text.contains("turn 120, cost 1, candidates off"),
        "{}",
        r[0].text
    );
}

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
}

fn room(channel: u64, guild: Option<u64>, room: Room) -> ChannelRoom {
    ChannelRoom {
        channel,
        guild,
        room: room.key().into(),
        set_by: 1,
        set_ms: 2,
    }
}

/// A guild of shard `shard` of 4.
fn guild(shard: u64) -> u64 {
    ((1000 + shard) * 4 + shard) << 22
}

#[test]
fn rooms_are_exported_imported_checked_and_move_with_their_server() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    let made: Vec<ChannelRoom> = (0..4u64)
        .map(|s| room(900 + s, Some(guild(s)), Room::ALL[s as usize % 3]))
        .collect();
    {
        let store = Store::open(&src).unwrap();
        for r in &made {
            store.put_room(r).unwrap();
        }
        assert_eq!(store.room(901).unwrap().as_ref(), Some(&made[1]));
        assert!(store.room(42).unwrap().is_none());
    }
    // Export, import into an empty store: the same rooms.
    let file = dir.path().join("x.jsonl");
    let o = bin()
        .args(["store", "export", "--data"])
        .arg(&src)
        .arg("-o")
        .arg(&file)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let rooms: Vec<&serde_json::Value> = lines.iter().filter(|l| l["tree"] == "rooms").collect();
    assert_eq!(rooms.len(), 4);
    assert_eq!(rooms[0]["key"], "900");
    assert_eq!(rooms[0]["value"]["room"], "blitz");
    let copy = dir.path().join("copy");
    let o = bin()
        .args(["store", "import"])
        .arg(&file)
        .arg("--data")
        .arg(&copy)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    {
        let store = Store::open(&copy).unwrap();
        for r in &made {
            assert_eq!(store.room(r.channel).unwrap().as_ref(), Some(r));
        }
    }
    let db = tools::open_unlocked(&copy).unwrap().unwrap();
    assert!(tools::check(&db).unwrap().problems.is_empty());
    // A room stored under another channel's key is reported.
    db.open_tree("rooms")
        .unwrap()
        .insert(
            7u64.to_be_bytes(),
            bridges_bot::store::encode(&room(8, Some(guild(0)), Room::Normal)),
        )
        .unwrap();
    let report = tools::check(&db).unwrap();
    assert_eq!(report.problems.len(), 1, "{:?}", report.problems);
    assert!(
        format!("{:?}", report.problems).contains("rooms/7"),
        "{:?}",
        report.problems
    );
    drop(db);

    // Resharded to 4: each room in its server's store only.
    let to: Vec<PathBuf> = (0..4).map(|i| dir.path().join(format!("t{i}"))).collect();
    let mut cmd = bin();
    cmd.args(["store", "reshard", "--from"])
        .arg(&src)
        .arg("--to");
    cmd.args(&to);
    cmd.args(["--shards", "4"]);
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stores: Vec<Store> = to
        .iter()
        .map(|d: &PathBuf| Store::open(d).unwrap())
        .collect();
    for r in &made {
        for (i, s) in stores.iter().enumerate() {
            let here = s.room(r.channel).unwrap().is_some();
            assert_eq!(
                here,
                i == shard_of(r.guild, 4) as usize,
                "room {} in store {i}",
                r.channel
            );
        }
    }
    let _: &Path = &src;
}
