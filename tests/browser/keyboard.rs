//! A whole Bridges game by keyboard alone: Tab to the board, arrow keys to
//! a lit cell, Enter to play it; Tab to *End turn* or *Pass*, Enter.

use crate::browser::{driver, Page};
use crate::common::CH;
use crate::table_common::TableBot;
use crate::{close, three_pages, BROWSERS};
use fantoccini::key::Key;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// What has the focus: `board`, `command:NAME`, or something else.
async fn focused(page: &Page) -> String {
    page.js(
        "const a = document.activeElement;
         if (a && a.classList.contains('board')) return 'board';
         if (a && a.dataset && a.dataset.command) return 'command:' + a.dataset.command;
         return a ? a.tagName : '';",
        vec![],
    )
    .await
    .as_str()
    .unwrap_or("")
    .to_string()
}

/// Tab until `want` has the focus.
async fn tab_to(page: &Page, want: &str) {
    for _ in 0..30 {
        if focused(page).await == want {
            return;
        }
        page.press(Key::Tab).await;
    }
    panic!("Tab never reached {want}");
}

/// The cell under the keyboard's ring.
async fn ring(page: &Page) -> String {
    let v = page
        .js(
            "const b = document.querySelector('.board');
             return (b.getAttribute('aria-activedescendant') || '').replace('tbl-cell-', '');",
            vec![],
        )
        .await;
    v.as_str().unwrap_or("").to_string()
}

/// Arrow keys from the ring's cell to `cell`: towards it along the
/// larger gap first; from a cell seen before (a hex board's zigzag), the
/// next way in order.
async fn arrows_to(page: &Page, cell: &str) {
    let mut visits: std::collections::HashMap<String, usize> = Default::default();
    for _ in 0..80 {
        let at = ring(page).await;
        if at == cell {
            return;
        }
        let d = page
            .js(
                "const box = (n) => document.querySelector('svg .cell[data-cell=\"' + n + '\"]').getBoundingClientRect();
                 const a = box(arguments[0]), b = box(arguments[1]);
                 return [b.x - a.x, b.y - a.y];",
                vec![at.clone().into(), cell.into()],
            )
            .await;
        let (dx, dy) = (d[0].as_f64().unwrap(), d[1].as_f64().unwrap());
        let h = if dx > 0.0 { Key::Right } else { Key::Left };
        let v = if dy > 0.0 { Key::Down } else { Key::Up };
        let (back_h, back_v) = (
            if dx > 0.0 { Key::Left } else { Key::Right },
            if dy > 0.0 { Key::Up } else { Key::Down },
        );
        let ways = if dx.abs() >= dy.abs() {
            [h, v, back_v, back_h]
        } else {
            [v, h, back_h, back_v]
        };
        let seen = visits.entry(at).or_insert(0);
        let key = ways[*seen % 4];
        *seen += 1;
        page.press(key).await;
    }
    panic!("the arrows never reached {cell}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bridges_game_by_keyboard_alone() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("keyboard") else { return };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 4").await;
    let pages = three_pages(&t, &d, CH, 1000).await;
    let mut rng = SmallRng::seed_from_u64(5);
    let mut keys = 0;
    loop {
        let s = pages[0].state().await;
        if s.over {
            break;
        }
        let mover = s.to_move.expect("someone moves");
        let page = &pages[mover];
        page.until("the mover's frame", |p| p.n >= s.n).await;
        let before = page.state().await.n;
        let offer = page
            .js(
                "return [[...document.querySelectorAll('svg .cell.target')].map((c) => c.dataset.cell),
                         [...document.querySelectorAll('[data-command]')].map((c) => c.dataset.command)];",
                vec![],
            )
            .await;
        let targets: Vec<String> = serde_json::from_value(offer[0].clone()).unwrap();
        let commands: Vec<String> = serde_json::from_value(offer[1].clone()).unwrap();
        let has = |c: &str| commands.iter().any(|x| x == c);
        if !targets.is_empty() && (!has("end") || rng.gen_bool(0.5)) {
            let cell = targets.choose(&mut rng).unwrap().clone();
            if focused(page).await != "board" {
                tab_to(page, "board").await;
            }
            arrows_to(page, &cell).await;
            page.press(Key::Enter).await;
            // A bridge's first end: its other end next.
            let started = Instant::now();
            while page.state().await.n == before && started.elapsed() < Duration::from_secs(5) {
                let next: Vec<String> = serde_json::from_value(
                    page.js(
                        "return document.querySelector('svg .cell.chosen')
                           ? [...document.querySelectorAll('svg .cell.target')].map((c) => c.dataset.cell) : [];",
                        vec![],
                    )
                    .await,
                )
                .unwrap();
                if let Some(end) = next.choose(&mut rng) {
                    arrows_to(page, end).await;
                    page.press(Key::Enter).await;
                }
                tokio::time::sleep(Duration::from_millis(30)).await;
            }
        } else {
            let name = if has("end") { "end" } else { "pass" };
            assert!(
                has(name),
                "seat {mover}: no target and no {name}: {commands:?}"
            );
            tab_to(page, &format!("command:{name}")).await;
            page.press(Key::Enter).await;
        }
        keys += 1;
        assert!(keys < 400, "the game never ends");
        page.until("the move played", |p| p.n > before).await;
    }
    let tg = t.bot.table_game(CH).unwrap();
    assert!(tg.ended.is_some() || tg.game.is_over());
    let spectator = pages[2].until("the end", |s| s.over).await;
    assert!(spectator.over);
    eprintln!("keyboard: {keys} turns");
    close(pages).await;
}
