//! Conditional moves end to end: the real serenity client and bot against
//! the fake Discord. A plan typed in the channel is answered by DM; the
//! opponent's reply that matches no line cancels it, and the planner is
//! told by DM through the clock task; the game's channel never shows it.

use crate::common::discord as support;

use std::time::Duration;

use support::*;

const GUILD: u64 = 100_000_000_000_000_052;

fn alice() -> FakeUser {
    FakeUser::new(200_000_000_000_000_201, "Alice")
}

fn bob() -> FakeUser {
    FakeUser::new(200_000_000_000_000_202, "Bob")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancelled_plan_is_told_by_dm_and_never_posted_in_the_channel() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut config = config_for(&fake, dir.path());
    config.message_content = true;
    let bot = RunningBot::start(config);
    fake.wait_identified(1, WAIT).await;
    let (a, b) = (alice(), bob());
    let ch = 300_000_000_000_000_201;
    let say = |user: &FakeUser, text: &str, mentions: &[&FakeUser]| {
        say_in(&fake, ch, Some(GUILD), user, text, mentions)
    };
    let s = say(
        &a,
        &format!("!challenge {} avanco white", b.mention()),
        &[&b],
    );
    post_with(&fake, ch, s, "challenges", WAIT).await;
    let s = say(&b, "!accept", &[]);
    post_with(&fake, ch, s, "Game on", WAIT).await;
    let s = say(&a, "e2-e3", &[]);
    post_with(&fake, ch, s, "your turn", WAIT).await;

    let s = say(&a, "!plan a6-a5 e3-e4", &[]);
    let saved = content(
        &post_with(&fake, fake_discord::dm_channel(a.id), s, "Plan saved", WAIT)
            .await
            .1,
    );
    assert!(saved.contains("`a6-a5 → e3-e4`"), "{saved}");

    let s = say(&b, "b6-b5", &[]);
    post_with(&fake, ch, s, "your turn", WAIT).await;
    let told = content(
        &post_with(
            &fake,
            fake_discord::dm_channel(a.id),
            s,
            "is cancelled",
            WAIT,
        )
        .await
        .1,
    );
    assert!(
        told.contains("their move `b6-b5` matched none of its lines. It's your turn."),
        "{told}"
    );
    // Told once, and the channel never saw the plan.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let calls = fake.calls();
    let dms = calls
        .iter()
        .filter(|c| {
            c.is_channel_post(fake_discord::dm_channel(a.id)) && content(c).contains("is cancelled")
        })
        .count();
    assert_eq!(dms, 1);
    for c in calls.iter().filter(|c| c.is_channel_post(ch)) {
        let text = content(c);
        assert!(!text.contains("e3-e4") && !text.contains("plan"), "{text}");
    }
    assert!(calls.iter().all(
        |c| !c.is_channel_post(fake_discord::dm_channel(b.id)) || !content(c).contains("e3-e4")
    ));
    bot.stop().await.unwrap();
}
