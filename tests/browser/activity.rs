//! The table inside a (simulated) Discord client: a harness page
//! (`tests/fixtures/activity-harness.html`, on its own origin, served by
//! the test) plays the Discord client's side of the Embedded App SDK's
//! messages around the Activity's page in an iframe. Two users play a
//! whole game by clicks inside it while a third in the instance watches;
//! the bot behind it is the real one, against the fake Discord (OAuth2
//! code exchange, the instance's users).

use crate::browser::{driver, Page};
use crate::common::discord::activity::{setup_web, start_game};
use crate::common::discord::{FakeDiscord, FakeUser, APP_ID};
use crate::play::{play_by_clicks, same_result};
use crate::BROWSERS;
use bridges_bot::games::Kind;
use rand::rngs::SmallRng;
use rand::SeedableRng;

const GUILD: u64 = 100_000_000_000_000_009;
const HARNESS: &str = include_str!("../fixtures/activity-harness.html");

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_001, "Alice")
}
fn bob() -> FakeUser {
    FakeUser::new(200_000_000_000_000_002, "Bob")
}
fn carol() -> FakeUser {
    FakeUser::new(200_000_000_000_000_003, "Carol")
}

/// A port for the harness: its origin is the Discord client's, which the
/// bot lets frame the Activity's page.
async fn harness_listener() -> (tokio::net::TcpListener, String) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let origin = format!("http://127.0.0.1:{}", listener.local_addr().unwrap().port());
    (listener, origin)
}

/// Serve the harness on a port of its own (another origin than the
/// bot's, as Discord's client is); its address.
async fn serve_harness(listener: tokio::net::TcpListener) -> (String, tokio::task::JoinHandle<()>) {
    let addr = listener.local_addr().unwrap();
    let app = axum::Router::new().route(
        "/harness",
        axum::routing::get(|| async { axum::response::Html(HARNESS) }),
    );
    let task = tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    (format!("http://127.0.0.1:{}/harness", addr.port()), task)
}

/// The harness's address for `user` in instance `instance` of `channel`.
fn harness_url(
    harness: &str,
    base: &str,
    fake: &FakeDiscord,
    user: &FakeUser,
    instance: &str,
    channel: u64,
    people: &[&FakeUser],
) -> String {
    let people: Vec<String> = people
        .iter()
        .map(|p| format!("{}:{}", p.id, p.name))
        .collect();
    format!(
        "{harness}?activity={base}/&client_id={APP_ID}&instance_id={instance}&channel_id={channel}&guild_id={GUILD}&code={}&user={}:{}&people={}",
        fake.grant_code(user),
        user.id,
        user.name,
        people.join(",")
    )
}

/// Open the harness for one user and step into the Activity's frame.
async fn open_in_discord(page: &Page, url: &str) {
    page.open(url).await;
    page.until_js(
        "the Activity's frame",
        "return document.querySelector('iframe') !== null;",
    )
    .await;
    page.client
        .enter_frame(0)
        .await
        .expect("the Activity's frame");
}

/// What the harness saw (read from its own document).
async fn harness_log(page: &Page) -> serde_json::Value {
    page.client.enter_parent_frame().await.unwrap();
    let log = page.js("return window.harness;", vec![]).await;
    page.client.enter_frame(0).await.unwrap();
    log
}

async fn whole_game_in_discord(kind: Kind, channel: u64) {
    let _turn = BROWSERS.acquire().await.expect("open");
    let what = format!("{kind:?} in Discord");
    let Some(d) = driver(&format!("activity {}", kind.key())) else {
        return;
    };
    let (listener, harness_origin) = harness_listener().await;
    let (fake, _dir, bot, base) =
        setup_web(true, |web| web.discord_origins = vec![harness_origin]).await;
    let (a, b, c) = (alice(), bob(), carol());
    // Alice takes the first seat.
    let extra = if kind == Kind::Numbridge {
        // 6×6 with the most clues: the fewest cells for random clicks.
        " blitz clues 16"
    } else {
        ""
    };
    let words = format!("{}{extra} {}", kind.key(), kind.seats()[0].key);
    start_game(&fake, channel, GUILD, (&a, &b), &words).await;
    let instance = format!("i-{channel}");
    fake.start_activity(&instance, channel, &[&a, &b, &c]);
    let (harness, harness_task) = serve_harness(listener).await;

    let mut pages = Vec::new();
    for user in [&a, &b, &c] {
        let page = d.browser(1000, 900).await;
        let url = harness_url(
            &harness,
            &base,
            &fake,
            user,
            &instance,
            channel,
            &[&a, &b, &c],
        );
        open_in_discord(&page, &url).await;
        page.until("the first frame", |s| s.n.is_some()).await;
        pages.push(page);
    }
    // Each sees the game from their own place; everyone in the instance
    // is shown.
    for (page, viewer) in pages.iter().zip([Some(0), Some(1), None]) {
        assert_eq!(page.state().await.viewer, viewer, "{what}");
        page.until_js(
            "the participants",
            "return document.getElementById('people').textContent === 'Here: Alice, Bob, Carol';",
        )
        .await;
        let log = harness_log(page).await;
        assert_eq!(log["errors"], serde_json::json!([]), "{what}: {log}");
        let cmds: Vec<&str> = log["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|v| v.as_str())
            .collect();
        assert_eq!(&cmds[..3], ["op0", "AUTHORIZE", "AUTHENTICATE"], "{what}");
    }
    // Someone leaves: everyone's list follows.
    for page in &pages {
        page.client.enter_parent_frame().await.unwrap();
        page.js(
            "window.setPeople([[arguments[0], 'Alice'], [arguments[1], 'Bob']]);",
            vec![a.id.to_string().into(), b.id.to_string().into()],
        )
        .await;
        page.client.enter_frame(0).await.unwrap();
        page.until_js(
            "Carol gone from the list",
            "return document.getElementById('people').textContent === 'Here: Alice, Bob';",
        )
        .await;
    }

    // The hands: each seat's own, none on the spectator's page.
    hands_stay_private(&pages, &what).await;

    let mut rng = SmallRng::seed_from_u64(kind as u64 + 39);
    // No plan: the bot's game is behind the Discord adapter here, so the
    // seats click what their pages light, wrong Numbridge digits included.
    let clicks = play_by_clicks(&pages, &mut rng, &what, &|| None).await;
    assert!(clicks > 0, "{what}");
    same_result(&pages, &what).await;
    assert_eq!(
        pages[2].all(".pick").await.len(),
        0,
        "{what}: the spectator is offered no tile"
    );
    eprintln!("{what}: {clicks} clicks");
    for p in pages {
        p.close().await;
    }
    harness_task.abort();
    bot.stop().await.unwrap();
}

/// A seat's page shows its own hand (if the game has hands) and no other;
/// the spectator's shows none.
async fn hands_stay_private(pages: &[Page], what: &str) {
    let mut hands = Vec::new();
    for p in pages {
        hands.push(p.text(".hand").await);
    }
    assert_eq!(hands[2], "", "{what}: the spectator sees a hand");
    for (i, p) in pages.iter().enumerate() {
        let shown = p
            .js("return document.body.innerText;", vec![])
            .await
            .as_str()
            .unwrap_or_default()
            .to_string();
        for (j, hand) in hands.iter().enumerate().take(2) {
            if i != j && !hand.is_empty() && *hand != hands[i] {
                assert!(
                    !shown.contains(hand.as_str()),
                    "{what}: page {i} shows seat {j}'s hand {hand:?}"
                );
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn avanco_played_inside_discord() {
    whole_game_in_discord(Kind::Avanco, 300_000_000_000_000_391).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn numbridge_played_inside_discord() {
    whole_game_in_discord(Kind::Numbridge, 300_000_000_000_000_392).await;
}

/// A site the bot does not know as Discord's client cannot frame the
/// Activity: the harness, served on such an origin, gets an error page in
/// its frame instead of the Activity, and no message from it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_foreign_site_cannot_frame_the_activity() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("activity framed by a foreign site") else {
        return;
    };
    let (listener, _) = harness_listener().await;
    // The harness's origin is not named in `discord_origins`.
    let (fake, _dir, bot, base) = setup_web(true, |_| {}).await;
    let channel = 300_000_000_000_000_393;
    let (a, b) = (alice(), bob());
    start_game(&fake, channel, GUILD, (&a, &b), "size 5 orange").await;
    let instance = format!("i-{channel}");
    fake.start_activity(&instance, channel, &[&a, &b]);
    let (harness, harness_task) = serve_harness(listener).await;
    let page = d.browser(1000, 900).await;
    let url = harness_url(&harness, &base, &fake, &a, &instance, channel, &[&a, &b]);
    open_in_discord(&page, &url).await;
    // Once the frame has navigated away from its first blank document.
    page.until_js(
        "the frame's navigation",
        "return location.href !== 'about:blank' && document.readyState === 'complete';",
    )
    .await;
    let href = page.js("return location.href;", vec![]).await;
    assert!(
        !href.as_str().unwrap_or_default().starts_with(&base),
        "the Activity loaded in a foreign frame: {href}"
    );
    let status = page
        .js("return document.getElementById('status') === null;", vec![])
        .await;
    assert_eq!(status, serde_json::Value::Bool(true));
    let log = harness_log(&page).await;
    assert_eq!(log["log"], serde_json::json!([]), "{log}");
    page.close().await;
    harness_task.abort();
    bot.stop().await.unwrap();
}
