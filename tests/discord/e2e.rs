//! End to end: the real serenity client and the real bot (library entry),
//! against a fake Discord on 127.0.0.1. Every test waits on what the bot sent
//! (with timeouts) and never relies on the order of replies across events.

use crate::common::discord as support;

use serde_json::{json, Value};
use support::*;

const GUILD: u64 = 100_000_000_000_000_009;

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_001, "Alice")
}
fn bob() -> FakeUser {
    FakeUser::new(200_000_000_000_000_002, "Bob")
}
fn carol() -> FakeUser {
    FakeUser::new(200_000_000_000_000_003, "Carol")
}

/// A channel of the fake Discord, with helpers that act and wait for the
/// bot's answer to that one action.
struct Table<'a> {
    fake: &'a FakeDiscord,
    channel: u64,
}

impl Table<'_> {
    /// Send a message; return the bot's next post in this channel.
    async fn say(&self, user: &FakeUser, text: &str, mentions: &[&FakeUser]) -> RestCall {
        let start = self.fake.calls().len();
        self.fake
            .send_message(self.channel, Some(GUILD), user, text, mentions);
        let channel = self.channel;
        let call = self
            .fake
            .wait_for(&format!("the reply to {text:?}"), WAIT, |calls| {
                calls[start..]
                    .iter()
                    .find(|c| c.is_channel_post(channel))
                    .cloned()
            })
            .await;
        assert_pings_only(&call, &[]);
        call
    }

    /// The bot's answer (with text or a file) to interaction `id`.
    async fn answer(&self, id: u64) -> RestCall {
        let call = self
            .fake
            .wait_for(&format!("the answer to interaction {id}"), WAIT, |calls| {
                calls
                    .iter()
                    .find(|c| {
                        c.answers_interaction(id)
                            && c.method != "DELETE"
                            && (c.content().is_some_and(|t| !t.is_empty()) || !c.files.is_empty())
                    })
                    .cloned()
            })
            .await;
        assert_pings_only(&call, &[]);
        call
    }

    async fn slash(
        &self,
        user: &FakeUser,
        name: &str,
        options: Vec<(&str, SlashValue)>,
    ) -> RestCall {
        let id = self
            .fake
            .slash(self.channel, Some(GUILD), user, name, options);
        self.answer(id).await
    }

    async fn press(&self, user: &FakeUser, message: &RestCall, custom_id: &str) -> RestCall {
        assert!(
            message.button_ids().iter().any(|b| b == custom_id),
            "no button {custom_id} on {:?}",
            message.button_ids()
        );
        let message_id = message.created_message.expect("a posted message");
        let id = self
            .fake
            .press(self.channel, Some(GUILD), user, message_id, custom_id);
        self.answer(id).await
    }

    /// Autocomplete choices offered for `command`'s `option` as typed.
    async fn autocomplete(
        &self,
        user: &FakeUser,
        command: &str,
        option: &str,
        typed: &str,
    ) -> Vec<String> {
        self.autocomplete_with(user, command, option, typed, &[])
            .await
    }

    /// Autocomplete choices with other options already filled in.
    async fn autocomplete_with(
        &self,
        user: &FakeUser,
        command: &str,
        option: &str,
        typed: &str,
        filled: &[(&str, &str)],
    ) -> Vec<String> {
        let id = self.fake.autocomplete_with(
            self.channel,
            Some(GUILD),
            user,
            command,
            option,
            typed,
            filled,
        );
        let call = self
            .fake
            .wait_for("an autocomplete answer", WAIT, |calls| {
                calls.iter().find(|c| c.answers_interaction(id)).cloned()
            })
            .await;
        let body = call.json.expect("autocomplete JSON");
        assert_eq!(body["type"], 8, "an autocomplete result: {body}");
        body["data"]["choices"]
            .as_array()
            .expect("choices")
            .iter()
            .map(|c| {
                assert_eq!(c["name"], c["value"]);
                c["value"].as_str().unwrap().to_string()
            })
            .collect()
    }
}

/// Every message the bot sends restricts pings to its `users` (never
/// everyone/here/roles). `expected` non-empty: exactly those users.
fn assert_pings_only(call: &RestCall, expected: &[u64]) {
    let Some(msg) = call.message() else { return };
    if msg.get("content").is_none() {
        return;
    }
    let am = &msg["allowed_mentions"];
    assert_eq!(
        am["parse"],
        json!([]),
        "allowed_mentions.parse must be empty: {am}"
    );
    assert_eq!(am["roles"], json!([]), "no role pings: {am}");
    if !expected.is_empty() {
        let mut users: Vec<u64> = am["users"]
            .as_array()
            .expect("allowed_mentions.users")
            .iter()
            .map(|u| u.as_str().unwrap().parse().unwrap())
            .collect();
        users.sort();
        let mut expected = expected.to_vec();
        expected.sort();
        assert_eq!(users, expected, "pinged users");
    }
}

/// The message carries a PNG board: attached, shown in the embed, with alt
/// text (and, at the end of a game, the record as a second file).
fn assert_board(call: &RestCall) {
    assert!(
        call.files.len() == 1
            || (call.files.len() == 2 && call.files[1].filename.ends_with(".txt")),
        "one board attached: {:?}",
        call.json
    );
    let file = &call.files[0];
    assert!(is_png(&file.bytes), "the attachment is a PNG");
    assert!(file.bytes.len() > 200, "a real image, not a stub");
    let msg = call.message().expect("message");
    assert_eq!(
        msg["embeds"][0]["image"]["url"],
        json!(format!("attachment://{}", file.filename)),
        "the embed shows the attached board"
    );
    let alt = msg["attachments"][0]["description"].as_str().unwrap_or("");
    assert!(!alt.trim().is_empty(), "alt text set: {msg}");
}

fn assert_contains(call: &RestCall, needle: &str) {
    let text = content(call);
    assert!(text.contains(needle), "expected {needle:?} in {text:?}");
}

/// Start a fake Discord and the bot on a fresh data dir.
async fn setup() -> (FakeDiscord, tempfile::TempDir, RunningBot) {
    setup_with(|_| {}).await
}

/// A bot whose slash commands are registered in the test guild.
async fn setup_in_guild() -> (FakeDiscord, tempfile::TempDir, RunningBot) {
    setup_with(|c| c.guild_id = Some(GUILD)).await
}

async fn setup_with(
    change: impl FnOnce(&mut bridges_bot::config::Config),
) -> (FakeDiscord, tempfile::TempDir, RunningBot) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    change(&mut config);
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    (fake, dir, bot)
}

/// The tie-break game on a size-5 board, Alice (Orange) against Bob: Orange
/// bridges worth 3 and 1, Light Blue two worth 2; 4–4, Orange wins on the
/// longest bridge. Turns 1–6 as text: (player is Alice?, text, summary).
const TURNS: [(bool, &str, &str); 6] = [
    (true, "A1", "Orange placed A1."),
    (false, "!place E9, place H9", "Light Blue placed E9 and H9."),
    (
        true,
        "!place A5, bridge A1 A5",
        "Orange placed A5 and bridged A1–A5 (+3).",
    ),
    (
        false,
        "!bridge E9 H9, place I5",
        "Light Blue bridged E9–H9 (+2) and placed I5.",
    ),
    (true, "!place C1; place E1", "Orange placed C1 and E1."),
    (
        false,
        "!place I8, bridge I5 I8",
        "Light Blue placed I8 and bridged I5–I8 (+2).",
    ),
];

const FINAL: &str = "4–4; Orange wins the tie-break: longest bridge 3 vs 2. Alice wins";

/// The Accept button of a challenge.
fn accept_id(challenge: &RestCall) -> String {
    challenge
        .button_ids()
        .into_iter()
        .find(|id| id.starts_with("bridges:accept:"))
        .expect("an Accept button")
}

/// `/challenge` of `b` by `a` for a size-5 game with `a` as Orange.
async fn slash_challenge(t: &Table<'_>, a: &FakeUser, b: &FakeUser) -> RestCall {
    t.slash(
        a,
        "challenge",
        vec![
            ("user", SlashValue::User(b.clone())),
            ("size", SlashValue::Int(5)),
            ("colour", s("orange")),
        ],
    )
    .await
}

/// `!challenge` and Accept (a button press by Bob); returns the game-on answer.
async fn start_text_game(t: &Table<'_>) -> RestCall {
    let (a, b) = (alice(), bob());
    let ch = t
        .say(
            &a,
            &format!("!challenge {} size 5 orange", b.mention()),
            &[&b],
        )
        .await;
    assert_contains(&ch, "challenges you");
    assert_pings_only(&ch, &[b.id]);
    let accept = accept_id(&ch);
    assert!(ch
        .button_ids()
        .iter()
        .any(|id| id.starts_with("bridges:decline:")));
    // Only the challenged user may accept.
    let wrong = t.press(&carol(), &ch, &accept).await;
    assert!(wrong.is_ephemeral(), "{:?}", wrong.json);
    assert!(wrong.files.is_empty());
    let on = t.press(&b, &ch, &accept).await;
    assert_contains(&on, "Game on, size 5");
    assert_board(&on);
    assert_pings_only(&on, &[a.id]);
    on
}

/// Play turn `i` of TURNS by text and check the reply.
async fn text_turn(t: &Table<'_>, i: usize) -> RestCall {
    let (alice_moves, text, summary) = TURNS[i];
    let (mover, next) = if alice_moves {
        (alice(), bob())
    } else {
        (bob(), alice())
    };
    let reply = t.say(&mover, text, &[]).await;
    assert_contains(&reply, summary);
    assert_contains(&reply, &format!("{}, your turn", next.mention()));
    assert_board(&reply);
    assert_pings_only(&reply, &[next.id]);
    reply
}

/// Turn 7 (Alice bridges C1–E1, then presses End turn), Bob passes, Alice
/// The id of a turn's button (`end`, `pass`) on a posted message: it
/// carries the turn it was made for.
fn turn_button(message: &RestCall, kind: &str, channel: u64) -> String {
    let prefix = format!("bridges:{kind}:{channel}:");
    message
        .button_ids()
        .into_iter()
        .find(|b| b.starts_with(&prefix))
        .unwrap_or_else(|| panic!("no {kind} button on {:?}", message.button_ids()))
}

/// passes: the game ends; check the final message.
async fn finish_text_game(t: &Table<'_>) {
    let (a, b) = (alice(), bob());
    let mid = t.say(&a, "!bridge C1 E1", &[]).await;
    assert_contains(&mid, "1 more step");
    assert_board(&mid);
    let end = t
        .press(&a, &mid, &turn_button(&mid, "end", t.channel))
        .await;
    assert_contains(&end, "Orange bridged C1–E1 (+1).");
    assert_board(&end);
    let pass = t.say(&b, "!pass", &[]).await;
    assert_contains(&pass, "Light Blue passed.");
    assert_board(&pass);
    let last = t.say(&a, "pass", &[]).await;
    assert_contains(&last, "Score: Orange 4 (3+1) · Light Blue 4 (2+2)");
    assert_contains(&last, FINAL);
    assert_board(&last);
    assert_pings_only(&last, &[a.id, b.id]);
    // The whole record comes with the result, and a Rematch button.
    assert_eq!(last.files.len(), 2, "board and record");
    let record = String::from_utf8(last.files[1].bytes.clone()).unwrap();
    // Its header first (ended by the rules, a draw on the tie-break or
    // a win), then the moves; `record check` reads it clean.
    assert!(record.starts_with("[GameId \""), "{record}");
    assert!(record.contains("[Termination \"rules\"]\n"), "{record}");
    assert!(record.contains("\n\nsize 5\nA1\nE9 H9\n"), "{record}");
    assert!(record.ends_with("pass\npass\n"), "{record}");
    bridges_bot::cli::record::check(&record, false).unwrap();
    assert!(last
        .button_ids()
        .iter()
        .any(|b| b.starts_with("bridges:rematch:")));
    // `!record` attaches it as a text file (multipart), never clipped.
    let rec = t.say(&b, "!record", &[]).await;
    assert_eq!(rec.files.len(), 1, "{:?}", rec.json);
    assert!(
        rec.files[0].filename.ends_with(".txt"),
        "{}",
        rec.files[0].filename
    );
    assert_eq!(rec.files[0].bytes, record.as_bytes());
    let id = rec.files[0]
        .filename
        .trim_start_matches("bridges-")
        .trim_end_matches(".txt")
        .to_string();
    // `/record id:` from the slash command answers with the same file.
    let by_id = t
        .slash(
            &a,
            "record",
            vec![("id", SlashValue::Int(id.parse().unwrap()))],
        )
        .await;
    assert_eq!(by_id.files.len(), 1, "{:?}", by_id.json);
    assert_eq!(by_id.files[0].bytes, record.as_bytes());
    assert_contains(&by_id, &format!("Game #{id}, "));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn full_game_by_text_commands_with_accept_button() {
    let (fake, _dir, bot) = setup().await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_001,
    };
    start_text_game(&t).await;
    for i in 0..TURNS.len() {
        text_turn(&t, i).await;
    }
    finish_text_game(&t).await;

    // Slash commands were registered globally (no guild_id configured).
    let reg = fake
        .calls()
        .into_iter()
        .find(|c| c.method == "PUT" && c.path.ends_with("/commands"))
        .expect("slash commands registered");
    assert_eq!(reg.path, format!("/api/v10/applications/{APP_ID}/commands"));
    let names: Vec<&str> = reg
        .json
        .as_ref()
        .unwrap()
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    for want in [
        "challenge",
        "place",
        "bridge",
        "pass",
        "end",
        "undo",
        "board",
        "score",
        "record",
        "resign",
        "draw",
        "rules",
        "help",
        "stats",
        "rating",
        "leaderboard",
        "history",
    ] {
        assert!(names.contains(&want), "/{want} registered: {names:?}");
    }
    let commands = reg.json.as_ref().unwrap().as_array().unwrap();
    let place = commands.iter().find(|c| c["name"] == "place").unwrap();
    assert_eq!(place["options"][0]["name"], "cell");
    assert_eq!(place["options"][0]["autocomplete"], true);
    let challenge = commands.iter().find(|c| c["name"] == "challenge").unwrap();
    assert_eq!(challenge["options"][0]["type"], 6, "a user option");
    // Portuguese and French clients see the commands in their language.
    assert_eq!(challenge["name_localizations"]["pt-BR"], "desafiar");
    assert_eq!(challenge["name_localizations"]["fr"], "défier");
    assert!(challenge["description_localizations"]["pt-BR"]
        .as_str()
        .unwrap()
        .starts_with("Desafiar alguém"));
    assert_eq!(
        challenge["options"][0]["name_localizations"]["fr"],
        "joueur"
    );
    let colour = &challenge["options"][3];
    assert_eq!(colour["name"], "colour");
    assert_eq!(colour["choices"][1]["value"], "blue");
    assert_eq!(colour["choices"][1]["name"], "Light Blue");
    assert_eq!(
        colour["choices"][1]["name_localizations"]["pt-BR"],
        "Azul-claro"
    );
    bot.stop().await.unwrap();
}

/// A player whose Discord speaks Portuguese gets Portuguese answers; once a
/// manager sets the server to French, everyone gets French.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replies_follow_the_players_locale_then_the_servers_language() {
    let (fake, _dir, bot) = setup_in_guild().await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_007,
    };
    let (a, b) = (alice(), bob());
    fake.set_locale(&a, "pt-BR");
    let r = t.slash(&a, "rules", vec![("game", s("rastros"))]).await;
    assert_contains(&r, "**Rastros** em resumo");
    let r = t.slash(&b, "rules", vec![]).await;
    assert_contains(&r, "**Bridges** in short");
    // Bob may not choose the server's language; a moderator with Manage
    // Server may.
    let r = t.slash(&b, "language", vec![("choose", s("fr"))]).await;
    assert_contains(&r, "Only members who can manage the server");
    assert!(r.is_ephemeral());
    fake.make_manager(&b);
    let r = t.slash(&b, "language", vec![("choose", s("fr"))]).await;
    assert_contains(&r, "la langue de ce serveur est désormais Français.");
    let r = t.slash(&a, "rules", vec![]).await;
    assert_contains(&r, "**Ponts** en bref");
    bot.stop().await.unwrap();
}

/// (by Alice?, command, options, expected text)
type SlashMove<'a> = (bool, &'a str, Vec<(&'a str, SlashValue)>, &'a str);

fn s(v: &str) -> SlashValue {
    SlashValue::Str(v.to_string())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn full_game_by_slash_commands_with_autocomplete() {
    let (fake, _dir, bot) = setup_in_guild().await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_002,
    };
    let (a, b) = (alice(), bob());

    let ch = slash_challenge(&t, &a, &b).await;
    assert_contains(&ch, "challenges you");
    assert_pings_only(&ch, &[b.id]);
    let accept = accept_id(&ch);
    let on = t.press(&b, &ch, &accept).await;
    assert_contains(&on, "Game on, size 5");
    assert_board(&on);

    // Only the player on turn gets suggestions.
    assert!(t.autocomplete(&b, "place", "cell", "").await.is_empty());
    let r = t.slash(&a, "place", vec![("cell", s("A1"))]).await;
    assert_contains(&r, "Orange placed A1.");
    assert_board(&r);
    assert!(!r.is_ephemeral());

    // Light Blue: every free cell except the hole E5 and A1's neighbours.
    let all = t.autocomplete(&b, "place", "cell", "").await;
    assert_eq!(all.len(), 25, "at most 25 suggestions: {all:?}");
    for bad in ["A1", "A2", "B1", "B2", "E5"] {
        assert!(!all.iter().any(|c| c == bad), "{bad} is not legal: {all:?}");
    }
    let e = t.autocomplete(&b, "place", "cell", "e").await;
    assert_eq!(e, ["E1", "E2", "E3", "E4", "E6", "E7", "E8", "E9"]);
    assert!(t.autocomplete(&a, "place", "cell", "e").await.is_empty());

    let moves: Vec<SlashMove> = vec![
        (false, "place", vec![("cell", s("E9"))], "1 more step"),
        (
            false,
            "place",
            vec![("cell", s("H9"))],
            "Light Blue placed E9 and H9.",
        ),
        (true, "place", vec![("cell", s("A5"))], "1 more step"),
    ];
    for (alice_moves, name, opts, want) in moves {
        let user = if alice_moves { &a } else { &b };
        let r = t.slash(user, name, opts).await;
        assert_contains(&r, want);
        assert_board(&r);
    }
    // Mid-turn, `/bridge` offers bridge ends only (A1 and A5 in column
    // A), and `to` only the other ends of bridges from the `from` chosen;
    // `/place` offers no token of Orange's.
    assert_eq!(
        t.autocomplete(&a, "bridge", "from", "a").await,
        ["A1", "A5"]
    );
    assert_eq!(
        t.autocomplete_with(&a, "bridge", "to", "", &[("from", "A1")])
            .await,
        ["A5"]
    );
    let places = t.autocomplete(&a, "place", "cell", "a").await;
    assert!(places.contains(&"A3".to_string()), "{places:?}");
    assert!(!places.iter().any(|c| c == "A1" || c == "A5"), "{places:?}");

    let moves: Vec<SlashMove> = vec![
        (
            true,
            "bridge",
            vec![("from", s("A1")), ("to", s("A5"))],
            "Orange placed A5 and bridged A1–A5 (+3).",
        ),
        (
            false,
            "bridge",
            vec![("from", s("E9")), ("to", s("H9"))],
            "1 more step",
        ),
        (
            false,
            "place",
            vec![("cell", s("I5"))],
            "Light Blue bridged E9–H9 (+2) and placed I5.",
        ),
        (true, "place", vec![("cell", s("C1"))], "1 more step"),
        (
            true,
            "place",
            vec![("cell", s("E1"))],
            "Orange placed C1 and E1.",
        ),
        (false, "place", vec![("cell", s("I8"))], "1 more step"),
        (
            false,
            "bridge",
            vec![("from", s("I5")), ("to", s("I8"))],
            "Light Blue placed I8 and bridged I5–I8 (+2).",
        ),
        (
            true,
            "bridge",
            vec![("from", s("C1")), ("to", s("E1"))],
            "1 more step",
        ),
        (true, "end", vec![], "Orange bridged C1–E1 (+1)."),
        (false, "pass", vec![], "Light Blue passed."),
    ];
    for (alice_moves, name, opts, want) in moves {
        let user = if alice_moves { &a } else { &b };
        let r = t.slash(user, name, opts).await;
        assert_contains(&r, want);
        assert_board(&r);
        assert!(!r.is_ephemeral());
    }
    let last = t.slash(&a, "pass", vec![]).await;
    assert_contains(&last, FINAL);
    assert_board(&last);
    assert_pings_only(&last, &[a.id, b.id]);

    // Registered to the configured guild only.
    assert!(fake.calls().iter().any(|c| c.method == "PUT"
        && c.path == format!("/api/v10/applications/{APP_ID}/guilds/{GUILD}/commands")));
    assert!(!fake
        .calls()
        .iter()
        .any(|c| c.path == format!("/api/v10/applications/{APP_ID}/commands")));
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_by_non_players_and_out_of_turn_are_refused_and_change_nothing() {
    let (fake, _dir, bot) = setup().await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_003,
    };
    let (a, b, c) = (alice(), bob(), carol());
    let on = start_text_game(&t).await;

    // Carol is not playing: text, slash and button are all refused.
    let r = t.say(&c, "!place C3", &[]).await;
    assert_contains(&r, &c.mention());
    assert_contains(&r, "not playing");
    assert!(r.files.is_empty());
    let r = t.slash(&c, "place", vec![("cell", s("C3"))]).await;
    assert!(r.is_ephemeral(), "slash errors are ephemeral");
    assert_contains(&r, "not playing");
    let r = t
        .press(&c, &on, &format!("bridges:legal:{}", t.channel))
        .await;
    assert!(r.is_ephemeral(), "button errors are ephemeral");
    assert_contains(&r, "not playing");

    // Bob is playing but it is Alice's turn.
    let r = t.say(&b, "!place C3", &[]).await;
    assert_contains(&r, "turn");
    assert_contains(&r, "Alice");
    assert!(r.files.is_empty(), "an error, not a turn");
    let r = t.slash(&b, "place", vec![("cell", s("C3"))]).await;
    assert!(r.is_ephemeral());
    assert_contains(&r, "turn");
    assert_contains(&r, "Alice");
    assert!(r.files.is_empty(), "an error, not a turn");

    // Nothing changed: C3 is still free and it is still Alice's first turn.
    let r = t.say(&a, "!place C3", &[]).await;
    assert_contains(&r, "Orange placed C3.");
    let rec = t.say(&a, "!record", &[]).await;
    let text = content(&rec);
    assert!(text.contains("size 5\nC3\n"), "record: {text}");
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn everyone_typed_in_a_command_is_not_pinged() {
    let (fake, _dir, bot) = setup().await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_004,
    };
    let (a, b) = (alice(), bob());
    for text in [
        format!("!challenge {} @everyone", b.mention()),
        "!challenge @here".to_string(),
    ] {
        let r = t.say(&a, &text, &[&b]).await;
        let msg = r.message().unwrap();
        assert_eq!(
            msg["allowed_mentions"],
            json!({"parse": [], "users": [], "roles": [], "replied_user": false}),
            "reply to {text:?}: {msg}"
        );
        assert!(
            content(&r).contains('@'),
            "the reply quotes what was typed: {}",
            content(&r)
        );
    }
    // A successful challenge pings exactly the challenged user.
    let r = t
        .say(&a, &format!("!challenge {} size 5", b.mention()), &[&b])
        .await;
    assert_pings_only(&r, &[b.id]);
    assert_eq!(r.message().unwrap()["allowed_mentions"]["parse"], json!([]));
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn restart_mid_game_keeps_state_and_old_buttons_work() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_005,
    };
    let (a, b) = (alice(), bob());

    // Challenge, then restart before it is accepted.
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(1, WAIT).await;
    let ch = t
        .say(
            &a,
            &format!("!challenge {} size 5 orange", b.mention()),
            &[&b],
        )
        .await;
    bot.stop().await.unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(2, WAIT).await;

    let accept = accept_id(&ch);
    let on = t.press(&b, &ch, &accept).await;
    assert_contains(&on, "Game on, size 5");
    for i in 0..TURNS.len() {
        text_turn(&t, i).await;
    }
    let mid = t.say(&a, "!bridge C1 E1", &[]).await;
    assert_contains(&mid, "1 more step");

    // Restart mid-turn; press End turn from before the restart.
    bot.stop().await.unwrap();
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(3, WAIT).await;
    let end = t
        .press(&a, &mid, &turn_button(&mid, "end", t.channel))
        .await;
    assert_contains(&end, "Orange bridged C1–E1 (+1).");
    t.say(&b, "!pass", &[]).await;
    let last = t.say(&a, "!pass", &[]).await;
    assert_contains(&last, FINAL);
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn gateway_dropped_bot_reconnects_and_goes_on() {
    let (fake, _dir, bot) = setup().await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_006,
    };
    start_text_game(&t).await;
    text_turn(&t, 0).await;
    text_turn(&t, 1).await;
    let before = fake.connections();
    fake.drop_gateway();
    // The next move is dispatched once the bot is back (resumed or re-identified).
    text_turn(&t, 2).await;
    assert!(fake.connections() > before, "a new gateway connection");
    let (identifies, resumes) = fake.sessions();
    assert!(identifies + resumes >= 2, "identified again or resumed");
    fake.drop_gateway();
    for i in 3..TURNS.len() {
        text_turn(&t, i).await;
    }
    finish_text_game(&t).await;
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_replies_are_split_and_bot_ignores_its_own_messages() {
    let (fake, _dir, bot) = setup().await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_007,
    };
    let r = t.say(&alice(), "!rules", &[]).await;
    assert!(content(&r).chars().count() <= 2000);
    // A message from the bot itself is never answered.
    let me = FakeUser::new(BOT_ID, "Bridges");
    let start = fake.calls().len();
    fake.send_message(t.channel, Some(GUILD), &me, "!help", &[]);
    let r = t.say(&alice(), "!help", &[]).await;
    assert_contains(&r, "challenge");
    let posts = fake.calls()[start..]
        .iter()
        .filter(|c| c.is_channel_post(t.channel))
        .count();
    assert_eq!(posts, 1, "only Alice's !help was answered");
    let v: Value = r.json.clone().unwrap();
    assert!(v["content"].as_str().unwrap().chars().count() <= 2000);
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_commands_are_deferred_then_answered() {
    // Defer every interaction at once, as when rendering or storage is slow.
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let options = Options {
        defer_after: std::time::Duration::ZERO,
        ..Options::default()
    };
    let bot = RunningBot::start_with(config_for(&fake, dir.path()), options);
    fake.wait_identified(1, WAIT).await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_008,
    };
    let (a, b, c) = (alice(), bob(), carol());

    let ch = slash_challenge(&t, &a, &b).await;
    let accept = accept_id(&ch);
    let on = t.press(&b, &ch, &accept).await;
    assert_contains(&on, "Game on, size 5");
    // A deferred answer edits the original response, with the board.
    assert_eq!(on.method, "PATCH");
    assert!(on.path.ends_with("/messages/@original"));
    assert_board(&on);
    assert_pings_only(&on, &[a.id]);
    // The defer came first, as a callback of type 5.
    let calls = fake.calls();
    let token = on.path.split('/').nth(5).unwrap();
    let defer_at = calls.iter().position(|x| {
        x.path.ends_with(&format!("/{token}/callback"))
            && x.json.as_ref().is_some_and(|j| j["type"] == 5)
    });
    let edit_at = calls
        .iter()
        .position(|x| x.path == on.path && x.method == "PATCH");
    assert!(
        defer_at.is_some() && defer_at < edit_at,
        "deferred before the edit"
    );

    // A deferred error becomes an ephemeral follow-up (the public "thinking"
    // response is deleted).
    let r = t.slash(&c, "place", vec![("cell", s("A1"))]).await;
    assert!(r.is_ephemeral(), "{:?}", r.json);
    assert_contains(&r, "not playing");
    assert_eq!(r.method, "POST");
    let token = r.path.rsplit('/').next().unwrap().to_string();
    assert!(fake
        .calls()
        .iter()
        .any(|x| x.method == "DELETE" && x.path.contains(&token)));

    let r = t.slash(&a, "place", vec![("cell", s("A1"))]).await;
    assert_contains(&r, "Orange placed A1.");
    assert_board(&r);
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abort_needs_manage_messages() {
    let (fake, _dir, bot) = setup().await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_009,
    };
    let c = carol();
    start_text_game(&t).await;
    let r = t.slash(&c, "abort", vec![]).await;
    assert!(r.is_ephemeral());
    assert_contains(&r, "Only a moderator");
    fake.make_moderator(&c);
    let r = t.slash(&c, "abort", vec![]).await;
    assert!(!r.is_ephemeral());
    assert_contains(&r, "Aborted by a moderator");

    // The same by text: the permission comes from the member's roles.
    let d = FakeUser::new(200_000_000_000_000_004, "Dave");
    start_text_game(&t).await;
    let r = t.say(&d, "!abort", &[]).await;
    assert_contains(&r, "Only a moderator");
    fake.make_moderator(&d);
    let r = t.say(&d, "!abort", &[]).await;
    assert_contains(&r, "Aborted by a moderator");
    bot.stop().await.unwrap();
}

/// The binary: `bridges-bot run --config FILE` serves until SIGTERM, then
/// exits cleanly with the game saved; a second run goes on with it.
#[cfg(unix)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn binary_runs_from_config_file_and_stops_on_sigterm() {
    use std::process::{Command, Stdio};
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("bot.toml");
    std::fs::write(
        &config,
        format!(
            "token = \"test-token\"\ndata_dir = {:?}\napi_base_url = {:?}\n",
            dir.path().join("data"),
            fake.base_url
        ),
    )
    .unwrap();
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_010,
    };
    /// Kills the bot if the test fails before it is stopped.
    struct Guard(Option<std::process::Child>);
    impl Drop for Guard {
        fn drop(&mut self) {
            if let Some(mut c) = self.0.take() {
                let _ = c.kill();
                let _ = c.wait();
            }
        }
    }
    for run in 1..=2u64 {
        let child = Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
            .args(["run", "--config"])
            .arg(&config)
            .env_remove("DISCORD_TOKEN")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut guard = Guard(Some(child));
        fake.wait_identified(run, WAIT).await;
        if run == 1 {
            start_text_game(&t).await;
            text_turn(&t, 0).await;
        } else {
            text_turn(&t, 1).await;
        }
        let status = Command::new("kill")
            .args(["-TERM", &guard.0.as_ref().unwrap().id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
        let mut child = guard.0.take().unwrap();
        let exit = tokio::task::spawn_blocking(move || child.wait())
            .await
            .unwrap()
            .unwrap();
        assert!(exit.success(), "clean exit on SIGTERM: {exit}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn intents_follow_config_and_mention_prefix_works_without_message_content() {
    const GUILDS: u64 = 1;
    const GUILD_MESSAGES: u64 = 1 << 9;
    const DIRECT_MESSAGES: u64 = 1 << 12;
    const MESSAGE_CONTENT: u64 = 1 << 15;
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();

    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(1, WAIT).await;
    let intents = fake.last_identify().unwrap()["intents"].as_u64().unwrap();
    for bit in [GUILDS, GUILD_MESSAGES, DIRECT_MESSAGES, MESSAGE_CONTENT] {
        assert_eq!(intents & bit, bit, "intents {intents:b}");
    }
    bot.stop().await.unwrap();
    assert!(fake.closes() >= 1, "the gateway was closed cleanly");

    let mut config = config_for(&fake, dir.path());
    config.message_content = false;
    let bot = RunningBot::start(config);
    fake.wait_identified(2, WAIT).await;
    let intents = fake.last_identify().unwrap()["intents"].as_u64().unwrap();
    assert_eq!(intents & MESSAGE_CONTENT, 0, "intents {intents:b}");
    assert_eq!(intents & GUILD_MESSAGES, GUILD_MESSAGES);
    // Discord still delivers the content of messages that mention the bot.
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_011,
    };
    let me = FakeUser::new(BOT_ID, "Bridges");
    let r = t
        .say(&alice(), &format!("{} help", me.mention()), &[&me])
        .await;
    assert_contains(&r, "challenge");
    bot.stop().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_channels_play_at_once() {
    let (fake, _dir, bot) = setup().await;
    let t1 = Table {
        fake: &fake,
        channel: 300_000_000_000_000_012,
    };
    let t2 = Table {
        fake: &fake,
        channel: 300_000_000_000_000_013,
    };
    async fn game(t: &Table<'_>) {
        start_text_game(t).await;
        for i in 0..TURNS.len() {
            text_turn(t, i).await;
        }
        finish_text_game(t).await;
    }
    tokio::join!(game(&t1), game(&t2));
    bot.stop().await.unwrap();
}

/// Avanço through the real client: a challenge naming the game, the Accept
/// button, prefix-less moves, a 7×7 board PNG after every turn, the win.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_avanco_game_to_a_win_with_a_board_each_turn() {
    let (fake, _dir, bot) = setup().await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_031,
    };
    let (a, b) = (alice(), bob());
    let ch = t
        .say(
            &a,
            &format!("!challenge {} avanco white", b.mention()),
            &[&b],
        )
        .await;
    assert_contains(&ch, "challenges you to Avanço; Alice plays White");
    let on = t.press(&b, &ch, &accept_id(&ch)).await;
    assert_contains(&on, "Game on, Avanço: Alice (White) vs Bob (Black).");
    assert_board(&on);
    let moves = [
        (&a, "e2-e3"),
        (&b, "a6-a5"),
        (&a, "e3-e4"),
        (&b, "a5-a4"),
        (&a, "e4-e5"),
        (&b, "g6-g5"),
        (&a, "e5xd6"),
        (&b, "g5-g4"),
    ];
    let mut sizes = Vec::new();
    for (user, mv) in moves {
        let r = t.say(user, mv, &[]).await;
        assert_board(&r);
        let png = image::load_from_memory(&r.files[0].bytes).expect("a PNG that decodes");
        sizes.push((png.width(), png.height()));
        assert!(
            r.files[0].filename.starts_with("avanco-"),
            "{}",
            r.files[0].filename
        );
        assert_contains(&r, "your turn");
    }
    assert!(
        sizes.windows(2).all(|w| w[0] == w[1]),
        "one board size: {sizes:?}"
    );
    assert!((600..=2000).contains(&sizes[0].0), "{sizes:?}");
    let last = t.say(&a, "d6xc7", &[]).await;
    assert_contains(&last, "Game over: ");
    assert_board(&last);
    bot.stop().await.unwrap();
}

/// Rastros, Produto and Sesqui through the real client, each to its end:
/// moves picked from `/move` autocomplete (the legal moves), typed as text
/// without a prefix; a board PNG after every action.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rastros_produto_and_sesqui_to_the_end_through_discord() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    // Hundreds of moves in seconds: no rate limit here.
    config.rate_limit_per_minute = 0;
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    let (a, b) = (alice(), bob());
    for (i, game) in ["rastros", "produto", "sesqui"].into_iter().enumerate() {
        let t = Table {
            fake: &fake,
            channel: 300_000_000_000_000_041 + i as u64,
        };
        let ch = t
            .say(&a, &format!("!challenge {} {game}", b.mention()), &[&b])
            .await;
        assert_contains(&ch, "challenges you to ");
        let on = t.press(&b, &ch, &accept_id(&ch)).await;
        assert_contains(&on, "Game on, ");
        assert_board(&on);
        let mut last = String::new();
        for _ in 0..1000 {
            // The player to move is offered moves; the other is offered none.
            let mut mover = &a;
            let mut moves = t.autocomplete(&a, "move", "steps", "").await;
            if moves.is_empty() {
                mover = &b;
                moves = t.autocomplete(&b, "move", "steps", "").await;
            }
            let mv = moves
                .first()
                .unwrap_or_else(|| panic!("{game}: no move offered"));
            let r = t.say(mover, mv, &[]).await;
            assert_board(&r);
            assert!(
                r.files[0].filename.starts_with(&format!("{game}-")),
                "{}",
                r.files[0].filename
            );
            last = r.content().unwrap_or("").to_string();
            assert!(
                !last.contains("can't") && !last.starts_with('<'),
                "{game}: {mv}: {last}"
            );
            if last.contains("Game over: ") {
                break;
            }
        }
        assert!(last.contains("Game over: "), "{game} ended: {last}");
    }
    bot.stop().await.unwrap();
}

/// Switching from guild to global registration (and back) clears the set
/// registered before, so no command shows twice.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn switching_slash_registration_clears_the_old_set() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let puts = |fake: &FakeDiscord| -> Vec<(String, usize)> {
        fake.calls()
            .into_iter()
            .filter(|c| c.method == "PUT" && c.path.ends_with("/commands"))
            .map(|c| {
                let n = c.json.as_ref().and_then(|j| j.as_array().map(Vec::len));
                (c.path, n.unwrap_or(0))
            })
            .collect()
    };
    let guild_path = format!("/api/v10/applications/{APP_ID}/guilds/{GUILD}/commands");
    let global_path = format!("/api/v10/applications/{APP_ID}/commands");
    // First run: in the development guild.
    let mut config = config_for(&fake, dir.path());
    config.guild_id = Some(GUILD);
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    fake.wait_for("guild registration", WAIT, |calls| {
        calls.iter().any(|c| c.path == guild_path).then_some(())
    })
    .await;
    bot.stop().await.unwrap();
    let first = puts(&fake);
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(first[0].1 > 10, "the full set in the guild: {first:?}");
    // Second run: global. The guild's set is cleared.
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(2, WAIT).await;
    fake.wait_for("the old set cleared", WAIT, |calls| {
        calls
            .iter()
            .filter(|c| c.path == guild_path)
            .nth(1)
            .map(|_| ())
    })
    .await;
    bot.stop().await.unwrap();
    let all = puts(&fake);
    assert!(
        all.contains(&(global_path.clone(), first[0].1)),
        "the full set globally: {all:?}"
    );
    assert_eq!(all.last(), Some(&(guild_path.clone(), 0)), "{all:?}");
    // A third run with the same setting clears nothing.
    let bot = RunningBot::start(config_for(&fake, dir.path()));
    fake.wait_identified(3, WAIT).await;
    fake.wait_for("global registration again", WAIT, |calls| {
        (calls.iter().filter(|c| c.path == global_path).count() == 2).then_some(())
    })
    .await;
    bot.stop().await.unwrap();
    assert_eq!(
        puts(&fake)
            .iter()
            .filter(|(p, n)| p == &guild_path && *n == 0)
            .count(),
        1
    );
}

/// A challenge typed in a direct message is refused, saying where to
/// challenge (the opponent could never answer it there).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_in_a_dm_is_refused() {
    let (fake, _dir, bot) = setup().await;
    let (a, b) = (alice(), bob());
    let dm = 300_000_000_000_000_099;
    let start = fake.calls().len();
    fake.send_message(dm, None, &a, &format!("!challenge {}", b.mention()), &[&b]);
    let r = fake
        .wait_for("the refusal", WAIT, |calls| {
            calls[start..]
                .iter()
                .find(|c| c.is_channel_post(dm))
                .cloned()
        })
        .await;
    assert_contains(&r, "Challenges are made in a server's channel");
    assert!(r.button_ids().is_empty());
    bot.stop().await.unwrap();
}

/// With `[web]`, every game message carries a *Table* button and `/table`
/// answers privately with the presser's own link; the link connects, and a
/// move made at the table is posted in the channel as usual.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_table_answers_privately_with_a_link_that_plays() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;
    let (fake, _dir, bot) =
        setup_with(|c| c.web = Some(bridges_bot::web::WebSettings::local())).await;
    let t = Table {
        fake: &fake,
        channel: 300_000_000_000_000_037,
    };
    let on = start_text_game(&t).await;
    assert!(
        on.button_ids()
            .iter()
            .any(|b| b.starts_with("bridges:table:")),
        "{:?}",
        on.button_ids()
    );
    assert!(on.button_ids().len() <= 5, "one row: {:?}", on.button_ids());
    let answer = t.slash(&alice(), "table", vec![]).await;
    assert!(answer.is_ephemeral(), "{:?}", answer.json);
    let text = content(&answer);
    let link = text
        .split_whitespace()
        .find(|w| w.starts_with("http://127.0.0.1:"))
        .unwrap_or_else(|| panic!("a link in {text:?}"));
    let url = format!("{}/ws", link.replacen("http://", "ws://", 1));
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let frame = loop {
        let msg = tokio::time::timeout(WAIT, ws.next())
            .await
            .expect("a frame in time")
            .unwrap()
            .unwrap();
        if let Message::Text(text) = msg {
            let v: Value = serde_json::from_str(&text).unwrap();
            if v["type"] == "frame" {
                break v;
            }
        }
    };
    assert_eq!(frame["viewer"], json!(0), "Alice's own seat");
    assert_eq!(frame["game"], json!("bridges"));
    let start = fake.calls().len();
    let act = json!({"type": "act", "n": frame["n"], "text": "A1"});
    ws.send(Message::Text(act.to_string())).await.unwrap();
    let posted = post_containing(&fake, start, t.channel, "Orange placed A1.").await;
    assert_board(&posted);
    bot.stop().await.unwrap();
}
