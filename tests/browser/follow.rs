//! Following the game: the move list follows the last move and can be
//! looked back through during the game, the board is turned for the seat
//! that starts at its top, the other side's move is said, and the tab's
//! title says when it is your turn, in a background tab too.

use crate::browser::Page;
use crate::common::{ann, bob, CH};
use crate::table_common::{act, TableBot};
use crate::{link, BROWSERS};
use bridges_bot::i18n::{message, Arg, Lang};

/// Play `turns` turns over the seats' sockets, each mover's first legal
/// move that does not end the game.
pub(crate) async fn play_turns(t: &TableBot, turns: usize) {
    let mut seats = t.seat_clients(CH).await;
    for _ in 0..turns {
        let tg = t.bot.table_game(CH).unwrap();
        let mover = tg.game.to_move().unwrap();
        let n = seats[mover].last_frame().unwrap().n;
        let m = tg
            .game
            .legal()
            .into_iter()
            .find(|m| {
                let mut g = tg.game.clone_box();
                g.play(m).is_ok() && !g.is_over()
            })
            .expect("a move that goes on");
        // Within the sockets' budgets (5 messages a second).
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
        seats[mover].send(&act(n, &m)).await;
        for c in seats.iter_mut() {
            c.frame_after(n).await;
            c.settle().await;
        }
    }
}

async fn open(t: &TableBot, d: &crate::browser::Driver, user: u64, h: u32) -> Page {
    let page = d.browser(900, h).await;
    page.open(&link(t, CH, user)).await;
    page.until("the first frame", |s| s.n.is_some()).await;
    page
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_move_list_shows_its_last_move_and_looks_back_during_the_game() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = crate::browser::driver("follow") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    // A short window: the list scrolls.
    let page = open(&t, &d, ann().id, 500).await;
    play_turns(&t, 24).await;
    let turns = t.bot.table_game(CH).unwrap().game.turns_done();
    page.until_js(
        "every turn listed",
        &format!("return document.querySelectorAll('.moves .mv').length === {turns};"),
    )
    .await;
    // Two turns a line, numbered.
    let rows = page
        .js(
            "return document.querySelectorAll('.moves li').length;",
            vec![],
        )
        .await;
    assert_eq!(rows.as_u64().unwrap() as usize, turns.div_ceil(2));
    // The last one is marked and in sight in its scrolled list.
    let seen = page
        .js(
            "const box = document.querySelector('.moves').getBoundingClientRect();
             const last = [...document.querySelectorAll('.moves .mv')].pop();
             const r = last.getBoundingClientRect();
             return [last.classList.contains('at'), r.top >= box.top - 1 && r.bottom <= box.bottom + 1,
                     document.querySelector('.moves').scrollHeight > document.querySelector('.moves').clientHeight];",
            vec![],
        )
        .await;
    assert_eq!(seen, serde_json::json!([true, true, true]), "{seen}");

    // Look back at turn 3 while the game runs, then one click to now.
    page.one(".moves .mv[data-ply='3']")
        .await
        .click()
        .await
        .unwrap();
    page.until_js(
        "the board after turn 3",
        "return document.getElementById('table').dataset.ply === '3'
           && !document.querySelector('.now').hidden;",
    )
    .await;
    page.one(".now").await.click().await.unwrap();
    page.until_js(
        "the game as it is",
        "return document.getElementById('table').dataset.ply === ''
           && document.querySelector('.now').hidden;",
    )
    .await;
    page.close().await;
}

/// The mean height on the page of the pieces of a tone (`w`, `k`).
async fn mean_y(page: &Page, tone: &str) -> f64 {
    page.js(
        "const ys = [...document.querySelectorAll('.board svg .piece.' + arguments[0])]
           .map((p) => { const r = p.getBoundingClientRect(); return r.top + r.height / 2; });
         return ys.reduce((a, b) => a + b, 0) / ys.length;",
        vec![tone.into()],
    )
    .await
    .as_f64()
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn as_black_your_own_pieces_are_at_the_bottom_and_the_board_turns_by_hand() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = crate::browser::driver("turned") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    let white = open(&t, &d, ann().id, 900).await;
    let black = open(&t, &d, bob().id, 900).await;
    assert!(mean_y(&white, "w").await > mean_y(&white, "k").await);
    assert!(
        mean_y(&black, "k").await > mean_y(&black, "w").await,
        "Black's pieces at the bottom of Black's page"
    );
    // Its words stay upright: a coordinate reads the same way up.
    let upright = black
        .js(
            "const t = document.querySelector('.board svg text.label');
             return getComputedStyle(t).transform;",
            vec![],
        )
        .await;
    assert_ne!(upright, "none", "labels turned back upright");
    // Turned back by hand.
    black.one(".flip").await.click().await.unwrap();
    black
        .until_js(
            "turned back",
            "return document.getElementById('table').dataset.turned === '';",
        )
        .await;
    assert!(mean_y(&black, "k").await < mean_y(&black, "w").await);
    white.close().await;
    black.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_title_says_your_turn_in_a_background_tab_and_the_move_is_said() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = crate::browser::driver("title") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    let page = open(&t, &d, ann().id, 900).await;
    let plain = message(Lang::En, "table-page-title", &[]);
    let yours = message(
        Lang::En,
        "table-page-title-your-turn",
        &[("page", Arg::from(plain.clone()))],
    );
    page.until_js(
        "Ann's turn in the title",
        &format!(
            "return document.title === {};",
            serde_json::to_string(&yours).unwrap()
        ),
    )
    .await;
    play_turns(&t, 1).await;
    page.until_js(
        "Bob's turn: the plain title",
        &format!(
            "return document.title === {};",
            serde_json::to_string(&plain).unwrap()
        ),
    )
    .await;
    // Another tab in front: Ann's page is in the background.
    let ann_tab = page.client.window().await.unwrap();
    let other = page.client.new_window(true).await.unwrap();
    page.client.switch_to_window(other.handle).await.unwrap();
    page.client.goto("about:blank").await.unwrap();
    play_turns(&t, 1).await;
    // Read the titles without bringing Ann's tab to the front.
    let started = std::time::Instant::now();
    loop {
        let targets = page.cdp("Target.getTargets", serde_json::json!({})).await;
        let infos = targets
            .get("value")
            .unwrap_or(&targets)
            .get("targetInfos")
            .and_then(|v| v.as_array())
            .unwrap_or_else(|| panic!("{targets}"));
        let titles: Vec<String> = infos
            .iter()
            .filter(|t| t["type"] == "page")
            .map(|t| t["title"].as_str().unwrap_or("").to_string())
            .collect();
        if titles.contains(&yours) {
            break;
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(10),
            "titles {titles:?}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    page.client.switch_to_window(ann_tab).await.unwrap();
    // Bob's move was said, to screen readers too.
    let history = t.bot.table_game(CH).unwrap().game.turn_lines();
    let said = message(
        Lang::En,
        "table-page-moved",
        &[
            ("name", Arg::from("Bob".to_string())),
            ("move", Arg::from(history.last().unwrap().clone())),
        ],
    );
    let text = page.text(".say").await;
    assert!(text.starts_with(&said), "{text:?} says {said:?}");
    assert_eq!(
        page.js(
            "return document.querySelector('.say').getAttribute('aria-live');",
            vec![]
        )
        .await,
        "polite"
    );
    page.close().await;
}
