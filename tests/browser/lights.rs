//! What the page lights: a Numbridge cell's row, column and block on
//! hover (in the page and on a screenshot), and a miss's red mark on every
//! page at the table.

use crate::browser::{driver, pixel, Page};
use crate::common::{ann, bob, CH};
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

/// Every cell of the board, by name.
async fn cell_names(page: &Page) -> Vec<String> {
    let v = page
        .js(
            "return [...document.querySelectorAll('svg .cell[data-cell]')].map((c) => c.dataset.cell);",
            vec![],
        )
        .await;
    serde_json::from_value(v).unwrap()
}

/// A point of a cell a quarter of the way in from its top left corner:
/// inside the cell, away from a digit drawn at its centre.
async fn off_centre(page: &Page, cell: &str) -> (u32, u32) {
    let v = page
        .js(
            "const r = document.querySelector('svg .cell[data-cell=\"' + arguments[0] + '\"]').getBoundingClientRect();
             return [r.x + r.width * 0.3, r.y + r.height * 0.3];",
            vec![cell.into()],
        )
        .await;
    (v[0].as_f64().unwrap() as u32, v[1].as_f64().unwrap() as u32)
}

/// A cell's centre pixels (a 5×5 square): where its digit is drawn.
async fn centre_pixels(page: &Page, shot: &[u8], cell: &str) -> Vec<[u8; 3]> {
    let (x, y) = centre(page, cell).await;
    let (x, y) = (x as u32, y as u32);
    (0..25)
        .map(|k| pixel(shot, x + k % 5 - 2, y + k / 5 - 2))
        .collect()
}

async fn classed(page: &Page, css: &str) -> BTreeSet<String> {
    let v = page
        .js(
            "return [...document.querySelectorAll(arguments[0])].map((c) => c.dataset.cell);",
            vec![css.into()],
        )
        .await;
    serde_json::from_value(v).unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_candidates_on_a_chosen_tile_lights_exactly_its_candidates_and_covers_no_clue() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("candidates") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "numbridge blitz candidates on").await;
    let tg = t.bot.table_game(CH).unwrap();
    let mover = tg.game.to_move().unwrap();
    let user = [ann().id, bob().id][mover];
    let page = d.browser(1000, 1000).await;
    page.open(&link(&t, CH, user)).await;
    page.until("the first frame", |s| s.n.is_some()).await;
    hover(&page, 2.0, 2.0).await;
    let before = page.screenshot().await;
    let pick = page.one(".pick").await;
    let id = pick.attr("data-pick").await.unwrap().unwrap();
    let digit: u8 = id.strip_prefix("tile:").unwrap().parse().unwrap();
    pick.click().await.expect("a tile");
    page.until_js(
        "targets",
        "return document.querySelectorAll('.cell.target').length > 0;",
    )
    .await;
    // The lit cells: exactly the candidates, as the game says them.
    let ctx = ViewCtx {
        viewer: Some(mover),
        ..ViewCtx::public(["Ann", "Bob"])
    };
    let candidates: BTreeSet<String> = tg
        .game
        .close_up(Focus::Pick(&format!("tile:{digit}")), &ctx)
        .expect("Numbridge has close-ups")
        .expect("candidates on")
        .cells
        .into_iter()
        .collect();
    let lit = classed(&page, ".cell.target:not(.take)").await;
    assert_eq!(lit, candidates, "the cells lit for the {digit}");
    // The clues to take are marked apart, and their digits stay seen.
    let takes = classed(&page, ".cell.take").await;
    assert!(!takes.is_empty(), "clues may be taken with a tile");
    assert!(takes.is_disjoint(&candidates));
    let shot = page.screenshot().await;
    for c in &takes {
        assert_eq!(
            centre_pixels(&page, &before, c).await,
            centre_pixels(&page, &shot, c).await,
            "the digit of the clue on {c} is covered"
        );
    }
    // Taking one asks first, with its price; No plays nothing.
    let take = takes.iter().next().unwrap();
    page.one(&format!(".cell.take[data-cell=\"{take}\"]"))
        .await
        .click()
        .await
        .expect("a clue");
    page.until_js(
        "the question",
        "return !document.querySelector('.ask').hidden;",
    )
    .await;
    let question = page.text(".ask p").await;
    assert!(
        question.contains(take.as_str()) && question.contains(&digit.to_string()),
        "{question}"
    );
    page.one("[data-ask=no]").await.click().await.expect("No");
    assert!(
        page.js("return document.querySelector('.ask').hidden;", vec![])
            .await
            == true
    );
    assert_eq!(
        t.bot.table_game(CH).unwrap().game.turns_done(),
        0,
        "nothing was played"
    );
    page.close().await;
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
    let before = page.screenshot().await;
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
    // On the screen: every lit cell changes colour, the goal-coloured
    // edge cells of a row or column included; an unlit one does not.
    let shot = page.screenshot().await;
    let all = cell_names(&page).await;
    for c in &all {
        if *c == cell {
            continue;
        }
        let (x, y) = off_centre(&page, c).await;
        let (b, a) = (pixel(&before, x, y), pixel(&shot, x, y));
        let change: u32 = b.iter().zip(a).map(|(p, q)| u32::from(p.abs_diff(q))).sum();
        if expected.contains(c) {
            assert!(change > 30, "lit {c} at ({x}, {y}): {b:?} then {a:?}");
        } else {
            assert_eq!(b, a, "unlit {c} at ({x}, {y})");
        }
    }
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
