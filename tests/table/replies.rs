//! The table's `reply` message: the command layer's parts with commands
//! as typed (no prefix), beside the same read plain.

use crate::common::{ann, bob, CH};
use crate::table_common::{Client, TableBot};
use bridges_bot::web::protocol::{PartFrame, ServerMsg};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_comes_as_parts_with_commands_as_typed() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    // Adjourned on Discord; adjourning again at the table is refused with
    // the command that resumes.
    t.say(CH, &ann(), "!adjourn").await;
    let r = t.say(CH, &bob(), "!adjourn").await;
    assert!(r[0].text.contains("adjourned"), "{r:?}");
    let mut ann_c = Client::connect(&t.ws_url(&t.ticket(CH, ann().id))).await;
    let n = ann_c.frame_after(0).await.n;
    ann_c
        .send(&format!(r#"{{"type":"command","n":{n},"name":"adjourn"}}"#))
        .await;
    let (text, parts) = match ann_c.answer().await {
        ServerMsg::Reply {
            text,
            parts,
            private,
            ..
        } => {
            assert!(!private, "a refusal, not a secret");
            (text, parts)
        }
        other => panic!("{other:?}"),
    };
    // The command reads as typed at the table, without Discord's prefix.
    assert!(
        parts.contains(&PartFrame::Command("resume".into())),
        "{parts:?}"
    );
    // The plain text says the same, without Discord's markup.
    let plain: String = parts
        .iter()
        .map(|p| match p {
            PartFrame::Text(s) | PartFrame::Strong(s) | PartFrame::User(s) => s.clone(),
            PartFrame::Command(s) | PartFrame::Code(s) => format!("`{s}`"),
        })
        .collect();
    assert_eq!(text, plain);
    assert!(text.contains("adjourned already"), "{text}");
    for discord in ["<@", "`!", "**"] {
        assert!(!text.contains(discord), "`{discord}` in {text}");
    }
}

/// A plan written at the table: answered privately on the writer's own
/// tables, never on the opponent's or a spectator's; played when the
/// opponent's move matches it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_plan_written_at_the_table_is_answered_to_its_writer_only() {
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    t.say(CH, &ann(), "e2-e3").await;
    let ([mut ann_c, mut bob_c, mut carol_c], n) = t.watched_clients(CH).await;
    ann_c
        .send(&serde_json::json!({"type": "plan", "n": n, "text": "a6-a5 e3-e4"}).to_string())
        .await;
    match ann_c.answer().await {
        ServerMsg::Reply { text, private, .. } => {
            assert!(private, "{text}");
            assert!(text.contains("a6-a5 → e3-e4"), "{text}");
        }
        other => panic!("{other:?}"),
    }
    for c in [&mut bob_c, &mut carol_c] {
        for msg in c.settle().await {
            let seen = format!("{msg:?}");
            assert!(!seen.contains("e3-e4"), "{seen}");
        }
    }
    // Bob's matching move brings Ann's planned reply.
    let r = t.say(CH, &bob(), "a6-a5").await;
    assert!(r[0].text.contains("White played e3-e4."), "{r:?}");
}
