//! What the page lights: a Numbridge cell's row, column and block on
//! hover (in the page and on a screenshot), and a miss's red mark on every
//! page at the table.

use crate::browser::{driver, pixel, Page};
use crate::common::{ann, CH};
use crate::play::click_target;
use crate::table_common::{wrong_placement, TableBot};
use crate::{close, link, three_pages, BROWSERS};
use bridges_bot::games::view::Focus;
use bridges_bot::games::ViewCtx;
use fantoccini::actions::{InputSource, MouseActions, PointerAction};
use std::collections::BTreeSet;
use std::time::{Duration, Instant};

/// The cells of the board with nothing on them (no piece, no mark but a
/// block's wall on its sides).
async fn plain_cells(page: &Page) -> Vec<String> {
    let v = page
        .js(
            "return [...document.querySelectorAll('svg .cell[data-cell]')]
               .map((c) => c.dataset.cell)
               .filter((n) => !document.querySelector('svg [data-cell=\"' + n + '\"]:not(.cell):not(.wall)'));",
            vec![],
        )
        .await;
    serde_json::from_value(v).unwrap()
}

/// A cell's centre on the screen, in CSS pixels.
async fn centre(page: &Page, cell: &str) -> (f64, f64) {
    let v = page
        .js(
            "const r = document.querySelector('svg .cell[data-cell=\"' + arguments[0] + '\"]').getBoundingClientRect();
             return [r.x + r.width / 2, r.y + r.height / 2];",
            vec![cell.into()],
        )
        .await;
    (v[0].as_f64().unwrap(), v[1].as_f64().unwrap())
}

async fn hover(page: &Page, x: f64, y: f64) {
    let mouse = MouseActions::new("mouse".into()).then(PointerAction::MoveTo {
        duration: Some(Duration::from_millis(0)),
        x: x.round(),
        y: y.round(),
    });
    page.client.perform_actions(mouse).await.expect("a hover");
}

async fn lit(page: &Page) -> BTreeSet<String> {
    let v = page
        .js(
            "return [...document.querySelectorAll('svg .cell.zone')].map((c) => c.dataset.cell);",
            vec![],
        )
        .await;
    serde_json::from_value(v).unwrap()
}

fn near(a: [u8; 3], hex: u32) -> bool {
    let b = [(hex >> 16) as u8, (hex >> 8) as u8, hex as u8];
    a.iter().zip(b).all(|(x, y)| x.abs_diff(y) <= 4)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hovering_a_numbridge_cell_lights_exactly_its_row_column_and_block() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("hover") else { return };
    let t = TableBot::new().await;
    t.start(CH, "numbridge").await;
    let page = d.browser(1000, 1000).await;
    page.open(&link(&t, CH, ann().id)).await;
    page.until("the first frame", |s| s.n.is_some()).await;
    let plain = plain_cells(&page).await;
    assert!(plain.len() > 20, "empty cells: {plain:?}");
    let game = t.bot.table_game(CH).unwrap().game;
    let ctx = ViewCtx::public(["Ann", "Bob"]);
    // The cells of a cell's three zones, as the game itself says them.
    let zones = |cell: &str| -> BTreeSet<String> {
        let close = game
            .close_up(Focus::Cell(cell), &ctx)
            .expect("Numbridge has close-ups")
            .expect("a cell's close-up");
        close.cells.into_iter().filter(|c| c != cell).collect()
    };
    let cell = plain[plain.len() / 2].clone();
    let expected = zones(&cell);
    // Its row, its column and its block, overlapping: fewer than 3 × 8.
    assert!(
        expected.len() > 8 && expected.len() < 24,
        "{cell}: {expected:?}"
    );
    let (x, y) = centre(&page, &cell).await;
    hover(&page, x, y).await;
    let started = Instant::now();
    let mut got = lit(&page).await;
    while got != expected && started.elapsed() < Duration::from_secs(5) {
        tokio::time::sleep(Duration::from_millis(30)).await;
        got = lit(&page).await;
    }
    assert_eq!(
        got, expected,
        "hover on {cell} lights its row, column and block"
    );
    // On the screen: a lit empty cell shows the zone's colour, an unlit
    // one the cell's (the images' palette: Cell #3e4556; the page's
    // --zone #6f7a96).
    let shot = page.screenshot().await;
    let lit_cell = plain
        .iter()
        .find(|c| expected.contains(*c))
        .expect("a lit empty cell");
    let unlit = plain
        .iter()
        .find(|c| !expected.contains(*c) && **c != cell)
        .expect("an unlit empty cell");
    let (lx, ly) = centre(&page, lit_cell).await;
    let (ux, uy) = centre(&page, unlit).await;
    let (lp, up) = (
        pixel(&shot, lx as u32, ly as u32),
        pixel(&shot, ux as u32, uy as u32),
    );
    assert!(near(lp, 0x6f7a96), "lit {lit_cell} at ({lx}, {ly}): {lp:?}");
    assert!(near(up, 0x3e4556), "unlit {unlit} at ({ux}, {uy}): {up:?}");
    // Moving away lights nothing.
    hover(&page, 2.0, 2.0).await;
    page.until_js(
        "nothing lit",
        "return document.querySelectorAll('svg .cell.zone').length === 0;",
    )
    .await;
    page.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_numbridge_miss_shows_its_red_mark_to_both_seats_and_the_spectator() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("miss") else { return };
    let t = TableBot::new().await;
    t.start(CH, "numbridge").await;
    let pages = three_pages(&t, &d, CH, 900).await;
    // A placement the puzzle's solution refuses (the test looks at the
    // whole game; the players cannot).
    let tg = t.bot.table_game(CH).unwrap();
    let mover = tg.game.to_move().unwrap();
    let miss = wrong_placement(tg.game.as_ref());
    let (cell, digit) = miss.split_once(':').unwrap();
    // Every page records each mark it shows (a slow test may look after
    // the two seconds are over): where, the digit, its colour.
    for p in &pages {
        p.js(
            "window.marksSeen = [];
             new MutationObserver(() => {
               for (const m of document.querySelectorAll('svg .missf')) {
                 const c = m.querySelector('circle');
                 window.marksSeen.push([m.dataset.cell, m.textContent, getComputedStyle(c).fill]);
               }
             }).observe(document.getElementById('table'), {childList: true, subtree: true});
             return true;",
            vec![],
        )
        .await;
    }
    // By clicks: the tile, then the cell.
    click_target(&pages[mover], &format!("p:tile:{digit}")).await;
    click_target(&pages[mover], &format!("c:{cell}")).await;
    for p in &pages {
        // Red: the images' miss ink (#ff5c5c), with the digit, on the cell.
        p.until_js(
            "the red mark",
            &format!(
                "return window.marksSeen.some((m) => m[0] === '{cell}' && m[1] === '{digit}'
                   && m[2] === 'rgb(255, 92, 92)');"
            ),
        )
        .await;
    }
    // For about two seconds.
    for p in &pages {
        p.until_js(
            "the mark to go",
            &format!("return !document.querySelector('svg .missf[data-cell=\"{cell}\"]');"),
        )
        .await;
    }
    close(pages).await;
}
