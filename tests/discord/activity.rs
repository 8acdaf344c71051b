//! The table inside Discord (an Activity): `/table` and the *Table* button
//! launch it (callback type 12) when `[web] activity` is on and give the
//! link when it is off; the Activity's token endpoint exchanges Discord's
//! code (with the fake Discord's OAuth2), checks the instance and gives a
//! seat's token to a player and a spectator's to anyone else in it; each
//! bad input gets its sentence and acts for nobody.

use crate::common::discord as support;

use futures_util::StreamExt;
use serde_json::{json, Value};
use support::activity::{answer_to, setup, setup_web};
use support::fake_discord::CLIENT_SECRET;
use support::*;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

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
fn dave() -> FakeUser {
    FakeUser::new(200_000_000_000_000_004, "Dave")
}
fn erin() -> FakeUser {
    FakeUser::new(200_000_000_000_000_005, "Erin")
}

async fn start_game(fake: &FakeDiscord, channel: u64) -> RestCall {
    support::activity::start_game(fake, channel, GUILD, (&alice(), &bob()), "size 5 orange").await
}

fn table_button(on: &RestCall) -> String {
    on.button_ids()
        .into_iter()
        .find(|b| b.starts_with("bridges:table:"))
        .unwrap_or_else(|| panic!("a Table button in {:?}", on.button_ids()))
}

/// With the Activity on, `/table` and the *Table* button launch it, for
/// players and spectators alike; nothing is said in the channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_launches_the_activity_when_it_is_on() {
    let (fake, _dir, bot, _) = setup(true).await;
    let channel = 300_000_000_000_000_071;
    let on = start_game(&fake, channel).await;
    let button = table_button(&on);
    let posts_before = fake
        .calls()
        .iter()
        .filter(|c| c.is_channel_post(channel))
        .count();
    for user in [alice(), carol()] {
        let id = fake.slash(channel, Some(GUILD), &user, "table", vec![]);
        let answer = answer_to(&fake, id).await;
        assert_eq!(answer.callback_type(), Some(12), "{:?}", answer.json);
        let id = fake.press(
            channel,
            Some(GUILD),
            &user,
            on.created_message.unwrap(),
            &button,
        );
        let answer = answer_to(&fake, id).await;
        assert_eq!(answer.callback_type(), Some(12), "{:?}", answer.json);
    }
    let posts_after = fake
        .calls()
        .iter()
        .filter(|c| c.is_channel_post(channel))
        .count();
    assert_eq!(posts_before, posts_after, "nothing said in the channel");
    bot.stop().await.unwrap();
}

/// With it off, the same button and command answer with the private link.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_gives_the_link_when_the_activity_is_off() {
    let (fake, _dir, bot, base) = setup(false).await;
    let channel = 300_000_000_000_000_072;
    let on = start_game(&fake, channel).await;
    let button = table_button(&on);
    for user in [alice(), carol()] {
        let id = fake.slash(channel, Some(GUILD), &user, "table", vec![]);
        let answer = answer_to(&fake, id).await;
        assert_eq!(answer.callback_type(), Some(4), "{:?}", answer.json);
        assert!(answer.is_ephemeral());
        assert!(answer.content().unwrap().contains(&format!("{base}/t/")));
        let id = fake.press(
            channel,
            Some(GUILD),
            &user,
            on.created_message.unwrap(),
            &button,
        );
        let answer = answer_to(&fake, id).await;
        assert_eq!(answer.callback_type(), Some(4), "{:?}", answer.json);
        assert!(answer.content().unwrap().contains(&format!("{base}/t/")));
    }
    // No Activity routes either.
    let page = reqwest::get(format!("{base}/activity")).await.unwrap();
    assert_eq!(page.status(), 404);
    bot.stop().await.unwrap();
}

/// `POST api/activity/token` with `body`: the status and the answer.
async fn token(base: &str, body: &Value) -> (u16, Value) {
    let resp = reqwest::Client::new()
        .post(format!("{base}/api/activity/token"))
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = resp.status().as_u16();
    let text = resp.text().await.unwrap();
    let answer = serde_json::from_str(&text).unwrap_or_else(|_| panic!("JSON: {text:?}"));
    (status, answer)
}

fn ask(code: &str, instance: &str, channel: u64) -> Value {
    json!({"code": code, "instance_id": instance, "channel_id": channel.to_string(), "guild_id": GUILD.to_string()})
}

/// The first frame on the socket of `table` (a path like `t/TOKEN`), the
/// page's origin being Discord's proxy.
async fn first_frame(base: &str, table: &str) -> Value {
    let url = format!("{}/{table}/ws", base.replacen("http://", "ws://", 1));
    let mut req = url.into_client_request().unwrap();
    req.headers_mut().insert(
        "origin",
        format!("https://{APP_ID}.discordsays.com").parse().unwrap(),
    );
    let (mut ws, _) = tokio_tungstenite::connect_async(req).await.unwrap();
    loop {
        let msg = tokio::time::timeout(WAIT, ws.next())
            .await
            .expect("a frame in time")
            .unwrap()
            .unwrap();
        if let Message::Text(text) = msg {
            let v: Value = serde_json::from_str(&text).unwrap();
            if v["type"] == "frame" {
                return v;
            }
        }
    }
}

/// The good path: each user in the instance gets their own table, a seat
/// for a player and a spectator's for anyone else; then each bad input
/// gets its sentence, and nothing is done for anyone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_seats_players_and_refuses_bad_input() {
    let (fake, _dir, bot, base) = setup(true).await;
    let channel = 300_000_000_000_000_073;
    let empty = 300_000_000_000_000_074;
    start_game(&fake, channel).await;
    let (a, b, c, d) = (alice(), bob(), carol(), dave());
    fake.start_activity("i-73", channel, &[&a, &b, &c]);
    fake.start_activity("i-74", empty, &[&a]);

    for (user, seat) in [(&a, json!(0)), (&b, json!(1)), (&c, Value::Null)] {
        let (status, answer) = token(&base, &ask(&fake.grant_code(user), "i-73", channel)).await;
        assert_eq!(status, 200, "{answer}");
        assert_eq!(answer["seat"], seat, "{answer}");
        assert_eq!(answer["user"]["id"], json!(user.id.to_string()));
        assert!(answer["access_token"]
            .as_str()
            .is_some_and(|t| !t.is_empty()));
        let table = answer["table"].as_str().unwrap();
        assert!(table.starts_with("t/"), "a relative path: {table}");
        assert_eq!(answer["ws"], json!(format!("{table}/ws")));
        assert_eq!(
            answer["words"]["lang"],
            json!("en"),
            "the table page's words"
        );
        let frame = first_frame(&base, table).await;
        assert_eq!(frame["viewer"], seat, "{user:?}'s own view");
        assert_eq!(frame["game"], json!("bridges"));
    }
    // The client secret went to Discord's token exchange, and only there.
    let secret_calls: Vec<String> = fake
        .calls()
        .iter()
        .filter(|c| {
            c.json
                .as_ref()
                .is_some_and(|j| j.to_string().contains(CLIENT_SECRET))
        })
        .map(|c| c.path.clone())
        .collect();
    assert!(
        secret_calls.iter().all(|p| p == "/api/v10/oauth2/token"),
        "{secret_calls:?}"
    );

    let posts_before = fake
        .calls()
        .iter()
        .filter(|c| c.path.contains("/messages"))
        .count();
    let used = fake.grant_code(&a);
    assert_eq!(token(&base, &ask(&used, "i-73", channel)).await.0, 200);
    let expired = {
        let e = erin();
        fake.expire_tokens(&e);
        fake.grant_code(&e)
    };
    let cases = [
        // A code Discord never gave, and one already used.
        (
            ask("forged-code", "i-73", channel),
            401,
            "Discord refused the sign-in code",
        ),
        (
            ask(&used, "i-73", channel),
            401,
            "Discord refused the sign-in code",
        ),
        // A token Discord no longer accepts.
        (
            ask(&expired, "i-73", channel),
            401,
            "Discord no longer accepts your sign-in",
        ),
        // Dave is not in the instance.
        (
            ask(&fake.grant_code(&d), "i-73", channel),
            403,
            "You are not in this activity's channel",
        ),
        // An instance Discord does not know, and one in another channel.
        (
            ask(&fake.grant_code(&a), "i-forged", channel),
            403,
            "Discord does not know this activity",
        ),
        (
            ask(&fake.grant_code(&a), "i-74", channel),
            403,
            "Discord does not know this activity",
        ),
        // A channel without a game.
        (
            ask(&fake.grant_code(&a), "i-74", empty),
            404,
            "No game is played in this channel",
        ),
        // Not what the page sends.
        (
            json!({"code": "x"}),
            400,
            "The table could not read what the page sent",
        ),
    ];
    for (body, status, sentence) in cases {
        // Paced: this is not the burst the rate limit is for.
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        let (got, answer) = token(&base, &body).await;
        assert_eq!(got, status, "{body}: {answer}");
        let text = answer["text"].as_str().unwrap_or_default();
        assert!(text.starts_with(sentence), "{body}: {text:?}");
        assert!(answer.get("table").is_none() && answer.get("access_token").is_none());
    }
    let posts_after = fake
        .calls()
        .iter()
        .filter(|c| c.path.contains("/messages"))
        .count();
    assert_eq!(posts_before, posts_after, "the refusals acted for nobody");

    // Like the socket, the endpoint is rate-limited.
    let mut slowed = None;
    for _ in 0..30 {
        let (status, answer) = token(&base, &json!({})).await;
        if status == 429 {
            slowed = Some(answer);
            break;
        }
    }
    let slowed = slowed.expect("a burst is slowed down");
    assert!(slowed["text"]
        .as_str()
        .unwrap()
        .starts_with("Too many attempts"));
    bot.stop().await.unwrap();
}

/// The Activity's page: relative URLs only, nothing from another host,
/// the client id (public) but never the secret, the guild's language; a
/// socket from Discord's proxy is let in, one from elsewhere is not.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_activity_page_is_self_contained() {
    let (fake, _dir, bot, base) = setup(true).await;
    for path in ["/", "/activity"] {
        let resp = reqwest::get(format!(
            "{base}{path}?instance_id=i-1&channel_id=1&guild_id={GUILD}&frame_id=f"
        ))
        .await
        .unwrap();
        assert_eq!(resp.status(), 200);
        let csp = resp.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .to_string();
        // Nothing loads from another host; only Discord may frame it.
        let (loads, framed_by) = csp.split_once("frame-ancestors").unwrap();
        assert!(
            loads.contains("default-src 'self'") && !loads.contains("http"),
            "{csp}"
        );
        let framers: Vec<&str> = framed_by.split_whitespace().collect();
        assert!(framers.contains(&"https://discord.com"), "{csp}");
        assert!(
            framers
                .iter()
                .all(|f| f.starts_with("https://") && f.contains(".discord")
                    || *f == format!("https://{APP_ID}.discordsays.com")
                    || *f == "https://discord.com"
                    || *f == "https://discordapp.com"),
            "{csp}"
        );
        assert_eq!(resp.headers()["referrer-policy"], "no-referrer");
        assert_eq!(resp.headers()["x-content-type-options"], "nosniff");
        let html = resp.text().await.unwrap();
        assert!(html.contains(&format!("data-client-id=\"{APP_ID}\"")));
        assert!(!html.contains(CLIENT_SECRET));
        assert!(html.contains("Connecting to Discord"));
        assert!(html.contains("safe-area-inset-bottom"));
        assert!(
            !html.contains("src=\"http")
                && !html.contains("href=\"http")
                && !html.contains("url(http"),
            "relative only"
        );
        // The script believes Discord's clients only.
        assert!(
            html.contains("data-discord-origins=\"https://discord.com https://ptb.discord.com"),
            "{html}"
        );
        assert!(!html.contains("127.0.0.1"), "no other origin: {html}");
        assert!(html.contains("src=\"activity.js\""));
        assert!(html.contains("href=\"t/table.css\""));
    }
    let js = reqwest::get(format!("{base}/activity.js")).await.unwrap();
    assert!(js.headers()["content-type"]
        .to_str()
        .unwrap()
        .contains("javascript"));
    let js = js.text().await.unwrap();
    assert!(
        js.contains("api/activity/token") && !js.contains("\"/api"),
        "relative"
    );
    // A socket's origin: Discord's proxy for this application, not another.
    fake.start_activity("i-75", 300_000_000_000_000_075, &[&alice()]);
    start_game(&fake, 300_000_000_000_000_075).await;
    let (_, answer) = token(
        &base,
        &ask(&fake.grant_code(&alice()), "i-75", 300_000_000_000_000_075),
    )
    .await;
    let table = answer["table"].as_str().unwrap();
    assert_eq!(first_frame(&base, table).await["viewer"], json!(0));
    let url = format!("{}/{table}/ws", base.replacen("http://", "ws://", 1));
    let mut req = url.into_client_request().unwrap();
    req.headers_mut()
        .insert("origin", "https://1.discordsays.com".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(req).await.is_err());
    bot.stop().await.unwrap();
}

/// `POST api/activity/token` through a proxy that says the client is
/// `client`: the status, the `Retry-After` header and the answer.
async fn token_via(base: &str, client: &str, body: &Value) -> (u16, Option<String>, Value) {
    let resp = reqwest::Client::new()
        .post(format!("{base}/api/activity/token"))
        .header("content-type", "application/json")
        .header("x-forwarded-for", client)
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = resp.status().as_u16();
    let retry = resp
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_string());
    let answer = serde_json::from_str(&resp.text().await.unwrap()).unwrap();
    (status, retry, answer)
}

/// Behind a trusted proxy (docs/table.md's), the endpoint's budget is each
/// client's, not the proxy's: one client's flood slows that client down
/// and nobody else. A 429 from Discord is said as Discord being busy,
/// not as a refused code; both come with `Retry-After`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_a_trusted_proxy_each_client_has_its_own_budget() {
    let (fake, _dir, bot, base) =
        setup_web(true, |web| web.trusted_proxies = vec!["127.0.0.1".into()]).await;
    let channel = 300_000_000_000_000_081;
    start_game(&fake, channel).await;
    let (a, b) = (alice(), bob());
    fake.start_activity("i-81", channel, &[&a, &b]);
    let mut slowed = None;
    for _ in 0..30 {
        let (status, retry, answer) = token_via(&base, "203.0.113.6", &json!({})).await;
        if status == 429 {
            slowed = Some((retry, answer));
            break;
        }
    }
    let (retry, answer) = slowed.expect("the flooding client is slowed down");
    assert_eq!(retry.as_deref(), Some("1"));
    assert_eq!(answer["error"], json!("slow-down"));
    // Another client behind the same proxy signs in.
    let (status, _, answer) = token_via(
        &base,
        "198.51.100.7",
        &ask(&fake.grant_code(&a), "i-81", channel),
    )
    .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["seat"], json!(0));
    // Discord answers the code exchange with 429.
    fake.busy_oauth(1);
    let (status, retry, answer) = token_via(
        &base,
        "198.51.100.8",
        &ask(&fake.grant_code(&b), "i-81", channel),
    )
    .await;
    assert_eq!(status, 429, "{answer}");
    assert!(retry.is_some());
    assert_eq!(answer["error"], json!("discord-busy"));
    assert!(
        answer["text"]
            .as_str()
            .unwrap()
            .starts_with("Discord is busy"),
        "{answer}"
    );
    bot.stop().await.unwrap();
}
