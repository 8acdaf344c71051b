//! The page patches its board from diffs (it says `hello` version 2):
//! after every move its cells say what the whole frame's cells say.

use crate::browser::driver;
use crate::common::{ann, bob, carol, CH};
use crate::table_common::{act, Client, TableBot};
use crate::{link, BROWSERS};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_patched_by_diffs_shows_the_whole_frames_board() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("wire") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let page = d.browser(1000, 900).await;
    page.open(&link(&t, CH, carol().id)).await;
    page.until("the first frame", |s| s.n.is_some()).await;
    // An older client beside it: whole frames.
    let mut whole = Client::connect(&t.ws_url(&t.ticket(CH, carol().id))).await;
    let mut n = whole.frame_after(0).await.n;
    let mut seats = Vec::new();
    for user in [ann().id, bob().id] {
        seats.push(Client::connect(&t.ws_url(&t.ticket(CH, user))).await);
    }
    for _ in 0..5 {
        // The seat to move plays the game's first choice.
        let tg = t.bot.table_game(CH).expect("the game");
        let mover = tg.game.to_move().expect("a seat to move");
        let cell = tg.game.choices().into_iter().next().expect("a move");
        seats[mover].send(&act(n, &cell)).await;
        let f = whole.frame_after(n).await;
        n = f.n;
        page.until("the move", |s| s.n == Some(n)).await;
        // Every cell of the page's board as the whole frame draws it.
        let same = page
            .js(
                "const want = new DOMParser().parseFromString(arguments[0], 'image/svg+xml');
                 const cells = (root) => [...root.querySelectorAll('.cell[data-cell]')]
                   .map((c) => c.getAttribute('data-cell') + '|' + c.getAttribute('aria-label'))
                   .sort().join(',');
                 const pieces = (root) => root.querySelectorAll('.piece[data-cell]').length;
                 const board = document.querySelector('.board svg');
                 return cells(board) === cells(want) && pieces(board) === pieces(want)
                   && cells(board).length > 0;",
                vec![f.board_svg.clone().into()],
            )
            .await;
        assert_eq!(same, serde_json::Value::Bool(true), "after {cell}");
    }
    page.close().await;
}

/// The first board on a slow mobile link (Chromium's network emulation:
/// 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), at a side-8 game
/// 24 turns in, on a first visit and on a repeat one (the page's files
/// cached). Nothing is asserted about time (the machine is shared): the
/// figures, from navigation to the board in the page, are printed and
/// written to `slow-link.txt` in Cargo's test directory for the README.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_board_on_a_slow_link_is_recorded() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("wire") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 8").await;
    let mut watcher = Client::connect(&t.ws_url(&t.ticket(CH, carol().id))).await;
    let mut n = watcher.frame_after(0).await.n;
    let mut seats = Vec::new();
    for user in [ann().id, bob().id] {
        seats.push(Client::connect(&t.ws_url(&t.ticket(CH, user))).await);
    }
    for _ in 0..24 {
        let tg = t.bot.table_game(CH).expect("the game");
        let mover = tg.game.to_move().expect("a seat to move");
        let choices = tg.game.choices();
        // Spread over the board: every seventh choice.
        let cell = choices[(7 * n as usize) % choices.len()].clone();
        seats[mover].send(&act(n, &cell)).await;
        n = watcher.frame_after(n).await.n;
    }
    let page = d.browser(390, 844).await;
    page.cdp("Network.enable", serde_json::json!({})).await;
    page.cdp(
        "Network.emulateNetworkConditions",
        serde_json::json!({"offline": false, "latency": 150,
                           "downloadThroughput": 1_600_000 / 8,
                           "uploadThroughput": 750_000 / 8}),
    )
    .await;
    // Stamped the moment the board is in the page, before any of its
    // scripts run.
    page.cdp(
        "Page.addScriptToEvaluateOnNewDocument",
        serde_json::json!({"source":
            "new MutationObserver((_, o) => {
               if (document.querySelector('.board svg .cell')) {
                 window.__firstBoard = performance.now(); o.disconnect();
               }
             }).observe(document, {subtree: true, childList: true});"}),
    )
    .await;
    let url = link(&t, CH, carol().id);
    let mut figures = Vec::new();
    for visit in ["first visit", "repeat visit"] {
        page.open(&url).await;
        page.until("the first frame", |s| s.n == Some(n)).await;
        page.until_js("the board", "return window.__firstBoard !== undefined;")
            .await;
        let ms = page
            .js(
                "const nav = performance.getEntriesByType('navigation')[0];
                 return [window.__firstBoard, nav.transferSize,
                         performance.getEntriesByType('resource')
                           .reduce((s, r) => s + r.transferSize, 0)];",
                vec![],
            )
            .await;
        let board = ms[0].as_f64().expect("a time");
        assert!(board > 0.0);
        figures.push(format!(
            "{visit}: navigation to first board {board:.0} ms (page {} B, files {} B over the wire)",
            ms[1], ms[2]
        ));
    }
    let text = format!(
        "slow link (150 ms, 1.6 Mbit/s), side-8 Bridges 24 turns in, 390x844:\n{}\n",
        figures.join("\n")
    );
    println!("{text}");
    std::fs::write(
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("slow-link.txt"),
        &text,
    )
    .unwrap();
    page.close().await;
}
