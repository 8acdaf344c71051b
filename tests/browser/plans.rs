//! The plan box (issue 52 at the table): a seat writes its conditional
//! moves on the page and sees them; the planned reply is played when the
//! opponent's move matches; the opponent's and a spectator's pages never
//! show the plan, and a spectator has no box.

use crate::browser::driver;
use crate::common::{ann, CH};
use crate::table_common::TableBot;
use crate::{close, three_pages, BROWSERS};
use fantoccini::Locator;

/// The line of the plan that is never played.
const SECRET: &str = "d2-d3";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_writes_its_plan_on_the_page_and_only_its_own_page_shows_it() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("plans") else { return };
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    t.say(CH, &ann(), "e2-e3").await;
    let pages = three_pages(&t, &d, CH, 900).await;
    let (ann_p, bob_p, carol_p) = (&pages[0], &pages[1], &pages[2]);
    let hidden = "return document.querySelector('.plan').hidden;";
    assert_eq!(ann_p.js(hidden, vec![]).await, false, "Ann's box");
    assert_eq!(
        carol_p.js(hidden, vec![]).await,
        true,
        "no box for a spectator"
    );

    // Opened: no plan yet.
    ann_p.one(".plan summary").await.click().await.unwrap();
    ann_p
        .until_js(
            "the plan shown",
            "return document.querySelector('.plan-said').textContent.includes('no plan');",
        )
        .await;
    let field = ann_p.one(".plan-text").await;
    field.send_keys("a6-a5 e3-e4, b6-b5 d2-d3").await.unwrap();
    ann_p
        .client
        .find(Locator::Css("[data-plan=save]"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    ann_p
        .until_js(
            "the plan saved",
            "const t = document.querySelector('.plan-said').textContent;
             return t.includes('Plan saved') && t.includes('b6-b5 → d2-d3') && !t.includes('`');",
        )
        .await;

    // Bob plays a6-a5 on his page: Ann's reply goes at once.
    for cell in ["a6", "a5"] {
        let css = format!(".cell.target[data-cell=\"{cell}\"]");
        bob_p
            .until_js(
                cell,
                &format!("return document.querySelector('{css}') !== null;"),
            )
            .await;
        bob_p.one(&css).await.click().await.unwrap();
    }
    for p in &pages {
        p.until_js(
            "the planned reply played",
            "return [...document.querySelectorAll('.moves .mv')].map((b) => b.textContent).includes('e3-e4');",
        )
        .await;
    }
    assert_eq!(
        t.bot.table_game(CH).unwrap().game.to_move(),
        Some(1),
        "Bob's turn again"
    );
    // Neither Bob's page nor Carol's ever showed the plan.
    for (who, p) in [("Bob", bob_p), ("Carol", carol_p)] {
        let text = p
            .js(
                "return document.body.innerText + document.body.innerHTML;",
                vec![],
            )
            .await;
        assert!(
            !text.as_str().unwrap().contains(SECRET),
            "{who}'s page shows the plan"
        );
    }
    close(pages).await;
}
