//! The plan box of the table: which pages may write a plan (a seat of a
//! game between people without hidden information), and a plan written
//! there reaching no socket but its writer's, in no frame and no message.

use crate::common::{ann, bob, carol, CH};
use crate::table_common::{act, Client, TableBot};
use bridges_bot::web::protocol::ServerMsg;

/// A line of the plan that is never played: it must never leave Ann.
const SECRET: &str = "d2-d3";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plan_reaches_neither_the_opponent_nor_a_spectator_in_any_frame_or_message() {
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    t.say(CH, &ann(), "e2-e3").await;
    let ([mut ann_c, mut bob_c, mut carol_c], n) = t.watched_clients(CH).await;
    // The box is offered to the seats, never to a spectator.
    assert!(ann_c.last_frame().unwrap().plans);
    assert!(bob_c.last_frame().unwrap().plans);
    assert!(!carol_c.last_frame().unwrap().plans);

    let plan = |text: &str| serde_json::json!({"type": "plan", "n": n, "text": text}).to_string();
    ann_c.send(&plan("a6-a5 e3-e4, b6-b5 d2-d3")).await;
    match ann_c.answer().await {
        ServerMsg::Reply { text, private, .. } => {
            assert!(private, "{text}");
            assert!(text.contains("b6-b5 → d2-d3"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    // Shown again on opening the box: to its writer.
    ann_c.send(&plan("")).await;
    match ann_c.answer().await {
        ServerMsg::Reply { text, private, .. } => {
            assert!(private && text.contains("a6-a5 → e3-e4"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    // Bob answers with a planned move: Ann's reply is played at once.
    let n = bob_c.last_frame().unwrap().n;
    bob_c.send(&act(n, "a6-a5")).await;
    let last = loop {
        let f = carol_c.frame_after(n).await;
        if f.history.len() == 3 {
            break f;
        }
    };
    assert_eq!(last.history[2], "e3-e4", "{:?}", last.history);
    for c in [&mut ann_c, &mut bob_c, &mut carol_c] {
        c.settle().await;
    }
    // The plan's other line never reached Bob's or Carol's socket, and
    // no frame of anyone's held it: only Ann's own private replies.
    for (who, c) in [("Bob", &bob_c), ("Carol", &carol_c)] {
        assert!(c.raw.len() > 2, "{who} got the game's frames");
        for raw in &c.raw {
            assert!(!raw.contains(SECRET), "{who} saw the plan: {raw}");
        }
    }
    for (raw, msg) in ann_c.raw.iter().zip(&ann_c.got) {
        if raw.contains(SECRET) {
            assert!(
                matches!(msg, ServerMsg::Reply { private: true, .. }),
                "the plan outside a private reply: {raw}"
            );
        }
    }
    // The game's record as the table shows it says nothing of a plan.
    let tg = t.bot.table_game(CH).unwrap();
    assert!(!tg.game.turn_lines().join(" ").contains(SECRET));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_plan_box_in_a_game_with_hands() {
    let t = TableBot::new().await;
    t.start(CH, "numbridge").await;
    for user in [ann().id, bob().id, carol().id] {
        let mut c = Client::connect(&t.ws_url(&t.ticket(CH, user))).await;
        assert!(!c.frame_after(0).await.plans, "user {user}");
    }
}
