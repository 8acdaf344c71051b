//! The page says the truth about its connection: offline it shows so,
//! disables its controls and neither sends nor claims a click; back online
//! it says so and clears; a page whose game was replaced says so and links
//! the channel's new game.

use crate::browser::{driver, Page};
use crate::common::{ann, bob, carol, CH};
use crate::table_common::TableBot;
use crate::{link, BROWSERS};
use bridges_bot::i18n::{message, Lang};

/// Before the page's own script: every WebSocket it opens is kept in
/// `window.sockets`, so that a test can cut one as a network would.
const KEEP_SOCKETS: &str = "
    window.sockets = [];
    const Real = window.WebSocket;
    window.WebSocket = function (url, protocols) {
      const s = new Real(url, protocols);
      window.sockets.push(s);
      return s;
    };
    window.WebSocket.prototype = Real.prototype;
    Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });";

async fn keep_sockets(page: &Page) {
    page.cdp(
        "Page.addScriptToEvaluateOnNewDocument",
        serde_json::json!({ "source": KEEP_SOCKETS }),
    )
    .await;
}

fn en(id: &str) -> String {
    message(Lang::En, id, &[])
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn offline_a_click_is_neither_sent_nor_claimed_and_back_online_the_page_says_so() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("offline") else { return };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    // A spectator keeps the table open: Ann's page will resume.
    let watcher = d.browser(900, 900).await;
    watcher.open(&link(&t, CH, carol().id)).await;
    watcher.until("the first frame", |s| s.n.is_some()).await;
    let page = d.browser(900, 900).await;
    keep_sockets(&page).await;
    page.open(&link(&t, CH, ann().id)).await;
    let before = page.until("Ann's turn", |s| s.to_move == Some(0)).await;
    page.until_js(
        "online",
        "return document.getElementById('table').dataset.online === '1';",
    )
    .await;
    assert!(
        page.js("return document.querySelector('.net').hidden;", vec![])
            .await
            == true,
        "no offline badge while online"
    );

    // The network goes, and the socket with it.
    page.network(false).await;
    page.js(
        "window.sockets.forEach((s) => s.close()); return true;",
        vec![],
    )
    .await;
    page.until_js(
        "the offline badge",
        "const n = document.querySelector('.net');
         return document.getElementById('table').dataset.online === ''
           && !n.hidden && n.getBoundingClientRect().height > 0;",
    )
    .await;
    assert_eq!(
        page.text(".net").await,
        message(Lang::En, "table-page-offline", &[])
    );
    let enabled = page
        .js(
            "return [...document.querySelectorAll('.commands button')].filter((b) => !b.disabled).length;",
            vec![],
        )
        .await;
    assert_eq!(enabled, 0, "offline, every command button is disabled");
    // A lit cell, clicked: refused on the page, nothing sent.
    page.one(".cell.target")
        .await
        .click()
        .await
        .expect("a click");
    let said = page.text(".say").await;
    assert_eq!(said, en("table-page-offline-not-sent"));
    assert!(!said.contains("Played"), "{said}");
    let tg = t.bot.table_game(CH).unwrap();
    assert_eq!(tg.game.turns_done(), 0, "nothing was played");
    assert_eq!(tg.game.to_move(), Some(0));

    // Back: the page reconnects by itself, says so and clears the badge.
    page.network(true).await;
    page.until_js(
        "back online",
        "return document.getElementById('table').dataset.online === '1'
           && document.querySelector('.net').hidden;",
    )
    .await;
    assert_eq!(page.text(".say").await, en("table-page-resumed"));
    let after = page.state().await;
    assert_eq!(after.to_move, before.to_move);
    let enabled = page
        .js(
            "return [...document.querySelectorAll('.commands button')].every((b) => !b.disabled);",
            vec![],
        )
        .await;
    assert_eq!(enabled, true, "online again, the commands work");
    page.close().await;
    watcher.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_whose_game_was_replaced_says_so_and_links_the_new_game() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("replaced") else { return };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let page = d.browser(900, 900).await;
    keep_sockets(&page).await;
    page.open(&link(&t, CH, bob().id)).await;
    page.until("the first frame", |s| s.n.is_some()).await;
    // The game ends, and another starts in the channel.
    t.say(CH, &ann(), "!resign yes").await;
    page.until("the end", |s| s.over).await;
    t.start(CH, "avanco").await;
    page.until_js(
        "the new game's link",
        "const a = document.querySelector('.net a.new-game');
         return !!a && !document.querySelector('.net').hidden;",
    )
    .await;
    assert!(page.text(".net").await.starts_with(&en("table-replaced")));
    // No more tries: the page gave up its old game's socket for good.
    let tries = page.js("return window.sockets.length;", vec![]).await;
    assert_eq!(tries, 1, "the page does not reconnect to a replaced game");
    // The link is Bob's own seat at the new game.
    let href = page
        .js(
            "return document.querySelector('.net a.new-game').href;",
            vec![],
        )
        .await;
    let href = href.as_str().unwrap().to_string();
    page.one(".net a.new-game")
        .await
        .click()
        .await
        .expect("follow");
    let s = page
        .until("the new game's first frame", |s| s.n.is_some())
        .await;
    assert_eq!(s.viewer, Some(1), "Bob's seat at {href}");
    page.until_js(
        "an Avanço board",
        "return !!document.querySelector('svg .cell[data-cell=\"e2\"]');",
    )
    .await;
    page.close().await;
}
