//! The largest boards on a phone: where a cell is drawn smaller than a
//! fingertip, a first tap only chooses the cell (outlined, its name shown
//! large) and a second tap on it plays; a tap that missed plays nothing.

use crate::browser::{driver, Page};
use crate::common::{ann, CH};
use crate::table_common::TableBot;
use crate::{link, BROWSERS};
use bridges_bot::games::ViewCtx;
use fantoccini::actions::{InputSource, PointerAction, TouchActions, MOUSE_BUTTON_LEFT};
use std::time::Duration;

/// A finger's tap on the middle of cell `cell`.
async fn tap(page: &Page, cell: &str) {
    let at = page
        .js(
            "const r = document.querySelector('.board .cell[data-cell=\"' + arguments[0] + '\"]')
               .getBoundingClientRect();
             return [r.left + r.width / 2, r.top + r.height / 2];",
            vec![cell.into()],
        )
        .await;
    let (x, y) = (at[0].as_f64().unwrap(), at[1].as_f64().unwrap());
    let finger = TouchActions::new("finger".into())
        .then(PointerAction::MoveTo {
            duration: None,
            x: x.round(),
            y: y.round(),
        })
        .then(PointerAction::Down {
            button: MOUSE_BUTTON_LEFT,
        })
        .then(PointerAction::Up {
            button: MOUSE_BUTTON_LEFT,
        });
    page.client.perform_actions(finger).await.expect("a tap");
}

/// The cells holding a piece on the page's board.
async fn pieces(page: &Page) -> Vec<String> {
    let v = page
        .js(
            "return [...document.querySelectorAll('.board svg .piece[data-cell]')].map((p) => p.dataset.cell);",
            vec![],
        )
        .await;
    serde_json::from_value(v).unwrap()
}

/// The pieces on the board as the bot holds it.
fn pieces_played(t: &TableBot) -> usize {
    let tg = t.bot.table_game(CH).unwrap();
    tg.game.view(&ViewCtx::public(["", ""])).pieces.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_a_phone_a_small_cell_plays_on_its_second_tap_and_a_mis_tap_plays_nothing() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("touch") else { return };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 8").await;
    let page = d.browser(360, 740).await;
    page.open(&link(&t, CH, ann().id)).await;
    let first = page.until("the first frame", |s| s.n.is_some()).await;
    // The case this is for: side-8 cells are far under a fingertip here.
    let size = page
        .js(
            "const r = document.querySelector('.board .cell[data-cell]').getBoundingClientRect();
             return Math.min(r.width, r.height);",
            vec![],
        )
        .await
        .as_f64()
        .unwrap();
    assert!(size < 36.0, "side-8 cells are {size} px at 360 px");
    // A hex board has no top and bottom to turn.
    assert_eq!(
        page.js("return document.querySelector('.flip').hidden;", vec![])
            .await,
        true,
        "no turn button on a hex board"
    );
    // Two neighbouring cells, both legal: the one meant, in the middle
    // of the board, and the next one, where the finger lands by mistake.
    let pair = page
        .js(
            "const mid = (c) => { const r = c.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
             const lit = [...document.querySelectorAll('.board .cell.target[data-cell]')];
             const m = lit[Math.floor(lit.length / 2)];
             const [x, y] = mid(m);
             const d = (c) => { const [a, b] = mid(c); return Math.hypot(a - x, b - y); };
             const n = lit.filter((c) => c !== m).sort((a, b) => d(a) - d(b))[0];
             return [m.dataset.cell, n.dataset.cell, d(n)];",
            vec![],
        )
        .await;
    let (meant, missed) = (pair[0].as_str().unwrap(), pair[1].as_str().unwrap());
    assert!(pair[2].as_f64().unwrap() < 36.0, "{pair}: neighbours");
    assert!(pieces(&page).await.is_empty());

    // The mis-tap: chosen and shown, not played.
    tap(&page, missed).await;
    page.until_js(
        "the tapped cell shown large",
        &format!(
            "return document.querySelector('.board .loupe[data-cell=\"{missed}\"]') !== null;"
        ),
    )
    .await;
    let said = page.text(".say").await;
    assert!(said.contains(missed) && said.contains("again"), "{said}");
    // The finger moves to the cell meant: that one is chosen instead.
    tap(&page, meant).await;
    page.until_js(
        "the meant cell shown large",
        &format!(
            "return document.querySelector('.board .loupe[data-cell=\"{meant}\"]') !== null
               && document.querySelectorAll('.board .loupe').length === 1;"
        ),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    assert_eq!(page.state().await.n, first.n, "nothing was sent");
    assert!(pieces(&page).await.is_empty(), "nothing was played");
    assert_eq!(pieces_played(&t), 0, "nothing was played");

    // The second tap on it plays it, and only it.
    tap(&page, meant).await;
    page.until("the move's frame", |s| s.n > first.n).await;
    page.until_js(
        "the token on the meant cell",
        &format!(
            "return document.querySelector('.board svg .piece[data-cell=\"{meant}\"]') !== null;"
        ),
    )
    .await;
    assert_eq!(pieces(&page).await, vec![meant.to_string()]);
    assert_eq!(pieces_played(&t), 1);
    page.close().await;
}
