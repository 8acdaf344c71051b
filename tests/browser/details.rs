//! The details of point 7 of issue 48: target dots that stand out on any
//! cell in both palettes, no dot on every cell of a fresh board, the
//! keyboard's focus kept across frames, Up and Down to the neighbouring
//! row of a hex board, no keyboard ring after a click, a bad link's page.

use crate::browser::{driver, Page};
use crate::common::{ann, bob, CH};
use crate::table_common::{act, Client, TableBot};
use crate::{link, BROWSERS};
use fantoccini::key::Key;

async fn open(t: &TableBot, d: &crate::browser::Driver, user: u64) -> Page {
    let page = d.browser(900, 900).await;
    page.open(&link(t, CH, user)).await;
    page.until("the first frame", |s| s.n.is_some()).await;
    page
}

/// The page's colours' contrast ratios (WCAG), in the palette shown.
const CONTRASTS: &str = "
    const css = getComputedStyle(document.getElementById('table'));
    const hex = (v) => { const s = css.getPropertyValue(v).trim(); return [1, 3, 5].map((i) => parseInt(s.slice(i, i + 2), 16) / 255); };
    const lum = (c) => { const [r, g, b] = c.map((x) => x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
    const ratio = (a, b) => { const [x, y] = [lum(hex(a)), lum(hex(b))].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const cell = document.querySelector('.board svg .cell[data-cell]');
    const face = getComputedStyle(cell).fill.match(/\\d+/g).map((x) => Number(x) / 255);
    const onCell = (() => { const [x, y] = [lum(hex('--target')), lum(face)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); })();
    return { dotOnCell: onCell, dotInRing: ratio('--target', '--dot-ring'),
             ringOnOrange: ratio('--dot-ring', '--orange'), ringOnBlue: ratio('--dot-ring', '--blue'),
             ringOnWhite: ratio('--dot-ring', '--white') };";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dots_stand_out_and_a_fresh_board_is_not_covered_with_them() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("dots") else { return };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let page = open(&t, &d, ann().id).await;
    page.until("Ann's turn", |s| s.to_move == Some(0)).await;
    // Every cell may take the first token: no dot says anything.
    let (dots, targets) = (
        page.all(".board svg .ov .dot").await.len(),
        page.all(".board svg .cell.target").await.len(),
    );
    assert!(targets > 50, "{targets} targets");
    assert_eq!(dots, 0, "a dot on every cell");
    // Both palettes: the light dot on a cell, its dark ring on a token.
    for palette in ["default", "colour-blind"] {
        let c = page.js(CONTRASTS, vec![]).await;
        for (k, v) in c.as_object().unwrap() {
            let v = v.as_f64().unwrap();
            assert!(v >= 3.0, "{palette}: {k} {v:.2}:1");
        }
        page.one(".cvd-toggle").await.click().await.unwrap();
    }
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_keyboard_keeps_its_place_and_a_click_leaves_no_ring() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("focus") else { return };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let page = open(&t, &d, bob().id).await;

    // The focus on a command stays there when a frame comes.
    page.js(
        "document.querySelector('.commands [data-command=draw]').focus(); return true;",
        vec![],
    )
    .await;
    let n = page.state().await.n.unwrap();
    let mut ann_socket = Client::connect(&t.ws_url(&t.ticket(CH, ann().id))).await;
    ann_socket.frame_after(0).await;
    let cell = t.bot.table_game(CH).unwrap().game.legal()[0].clone();
    ann_socket.send(&act(n, &cell)).await;
    page.until("the next frame", |s| s.n > Some(n)).await;
    let focus = page
        .js(
            "const a = document.activeElement; return a && a.dataset ? a.dataset.command || a.tagName : '';",
            vec![],
        )
        .await;
    assert_eq!(focus, "draw", "the focus after a frame");

    // Down from a cell goes to the next row, never two rows on.
    page.js(
        "document.querySelector('.board').focus(); return true;",
        vec![],
    )
    .await;
    let row = |v: &serde_json::Value| -> i64 {
        let s = v.as_str().unwrap().replace("tbl-cell-", "");
        s[1..].parse().unwrap()
    };
    let at = || {
        page.js(
            "return document.querySelector('.board').getAttribute('aria-activedescendant') || '';",
            vec![],
        )
    };
    // To the top row first.
    for _ in 0..10 {
        page.press(Key::Up).await;
    }
    let mut last = row(&at().await);
    for _ in 0..4 {
        page.press(Key::Down).await;
        let now = row(&at().await);
        assert_eq!(
            (now - last).abs(),
            1,
            "Down from row {last} went to row {now}"
        );
        last = now;
    }
    assert_eq!(
        page.all(".board svg .ov .kring").await.len(),
        1,
        "the keyboard's ring"
    );

    // A click on a cell: no keyboard ring left behind.
    page.one(".board svg .cell[data-cell]")
        .await
        .click()
        .await
        .unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    assert_eq!(
        page.all(".board svg .ov .kring").await.len(),
        0,
        "a ring after a click"
    );
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_link_gets_a_small_page_in_the_tables_colours() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("bad-link") else { return };
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    let good = link(&t, CH, ann().id);
    // One character of the MAC changed.
    let last = good.chars().last().unwrap();
    let bad = format!(
        "{}{}",
        &good[..good.len() - 1],
        if last == '0' { '1' } else { '0' }
    );
    let page = d.browser(360, 700).await;
    page.open(&bad).await;
    let seen = page
        .js(
            "return [getComputedStyle(document.body).backgroundColor, document.querySelector('main p').textContent];",
            vec![],
        )
        .await;
    assert_eq!(seen[0], "rgb(30, 34, 42)", "the table's background");
    assert_eq!(
        seen[1],
        bridges_bot::i18n::message(bridges_bot::i18n::Lang::En, "table-token-forged", &[])
    );
    page.close().await;
}
