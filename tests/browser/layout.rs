//! The page on a phone and on a desktop, its size, its language, and the
//! README's pictures.

use crate::browser::{driver, Page};
use crate::common::{ann, bob, CH};
use crate::table_common::{act, http_get, TableBot};
use crate::{link, BROWSERS};
use bridges_bot::games::view::Focus;
use bridges_bot::games::ViewCtx;
use fantoccini::actions::{InputSource, MouseActions, PointerAction};
use std::time::Duration;

/// A Numbridge game a few turns in, played over the seats' sockets.
async fn numbridge_midgame(t: &TableBot) {
    t.start(CH, "numbridge").await;
    let mut seats = t.seat_clients(CH).await;
    for _ in 0..6 {
        let tg = t.bot.table_game(CH).unwrap();
        let mover = tg.game.to_move().unwrap();
        let n = seats[mover].last_frame().unwrap().n;
        // A right digit where it goes (the test sees the whole game).
        let Some(good) = tg.game.legal().into_iter().find(|m| {
            let mut g = tg.game.clone_box();
            m.contains(':')
                && g.play(m).is_ok()
                && !g
                    .view(&ViewCtx::public(["", ""]))
                    .marks
                    .iter()
                    .any(|c| matches!(c.mark, bridges_bot::games::view::Mark::Miss(_)))
        }) else {
            break;
        };
        seats[mover].send(&act(n, &good)).await;
        for c in seats.iter_mut() {
            c.frame_after(n).await;
            c.settle().await;
        }
    }
}

/// The page's widest element against the window: nothing sticks out.
async fn overflow(page: &Page) -> (f64, f64) {
    let v = page
        .js(
            "return [document.documentElement.scrollWidth, window.innerWidth];",
            vec![],
        )
        .await;
    (v[0].as_f64().unwrap(), v[1].as_f64().unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_fits_a_phone_and_a_desktop() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("layout") else { return };
    let t = TableBot::new().await;
    numbridge_midgame(&t).await;
    let write = std::env::var_os("BRIDGES_WRITE_EXAMPLES").is_some();
    for (width, height) in [(360, 800), (1280, 800)] {
        let page = d.browser(width, height).await;
        page.open(&link(&t, CH, ann().id)).await;
        page.until("the first frame", |s| s.n.is_some()).await;
        let (scroll, inner) = overflow(&page).await;
        assert!(scroll <= inner, "{width} px: the page is {scroll} px wide");
        let geometry = page
            .js(
                "const b = document.querySelector('.board svg').getBoundingClientRect();
                 const s = document.querySelector('.side').getBoundingClientRect();
                 return [b.width, b.right, s.left, s.top, b.bottom,
                         performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd];",
                vec![],
            )
            .await;
        let g: Vec<f64> = serde_json::from_value(geometry).unwrap();
        if width == 360 {
            // The board fills the phone's width; the rest comes below it.
            assert!(
                g[0] >= 0.95 * inner,
                "the board is {} px wide of {inner}",
                g[0]
            );
            assert!(g[3] >= g[4] - 1.0, "the side is below the board: {g:?}");
        } else {
            // Beside the board on a desktop.
            assert!(g[2] >= g[1] - 1.0, "the side is beside the board: {g:?}");
        }
        // No seat's name, line or counter is cut.
        let cut = page
            .js(
                "return [...document.querySelectorAll('.seat .nm, .seat .sb, .seat .ct, .seat .sc')]
                   .filter((e) => e.scrollWidth > e.clientWidth + 0.5 && e.clientWidth > 0)
                   .map((e) => e.className + ': ' + e.textContent);",
                vec![],
            )
            .await;
        assert_eq!(cut, serde_json::json!([]), "{width} px: cut");
        // The board without the picture's header and status line: the
        // page shows the seats, the score and the status itself.
        let strips = page
            .js(
                "return document.querySelectorAll('.board svg .seat, .board svg .status, .board svg .strip').length;",
                vec![],
            )
            .await;
        assert_eq!(strips, 0, "{width} px: the board repeats the page's strips");
        // The seats, their counters, the hand's tiles and the commands.
        let parts = page
            .js(
                "return [document.querySelectorAll('.seat .nm').length,
                         document.querySelector('.seat .nm').textContent,
                         document.querySelector('.text').textContent.length,
                         document.querySelector('[aria-live]') !== null];",
                vec![],
            )
            .await;
        assert_eq!(parts[0], 2);
        assert_eq!(parts[1], "Ann");
        assert!(
            parts[2].as_u64().unwrap() > 50,
            "the text board is on the page"
        );
        assert_eq!(parts[3], true);
        if write {
            // Hover a cell so the picture shows its zones lit.
            let tg = t.bot.table_game(CH).unwrap();
            let close = tg
                .game
                .close_up(Focus::Cell("E5"), &ViewCtx::public(["", ""]))
                .and_then(Result::ok);
            if close.is_some() {
                let v = page
                    .js(
                        "const r = document.querySelector('svg .cell[data-cell=\"E5\"]').getBoundingClientRect();
                         return [r.x + r.width / 2, r.y + r.height / 2];",
                        vec![],
                    )
                    .await;
                let mouse = MouseActions::new("mouse".into()).then(PointerAction::MoveTo {
                    duration: Some(Duration::from_millis(0)),
                    x: v[0].as_f64().unwrap().round(),
                    y: v[1].as_f64().unwrap().round(),
                });
                page.client.perform_actions(mouse).await.unwrap();
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            let path = format!(
                "{}/assets/examples/table-{width}.png",
                env!("CARGO_MANIFEST_DIR")
            );
            std::fs::write(&path, page.screenshot().await).unwrap();
            eprintln!("wrote {path}");
        }
        eprintln!(
            "{width} px: DOMContentLoaded at {:.0} ms after navigation",
            g[5]
        );
        page.close().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_switches_language_and_reads_the_browsers() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("language") else { return };
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    let page = d.browser(1000, 800).await;
    // The browser says English (`--lang=en-US`): the page is in English.
    page.open(&link(&t, CH, bob().id)).await;
    page.until("the first frame", |s| s.n.is_some()).await;
    assert_eq!(page.text(".history h2").await, "Moves");
    // Switched on the page: its words, and the game's, in Portuguese.
    page.one("select.lang")
        .await
        .select_by_value("pt")
        .await
        .unwrap();
    page.until_js(
        "Portuguese words",
        "return document.documentElement.lang === 'pt'
           && document.querySelector('.history h2').textContent === 'Jogadas';",
    )
    .await;
    // The link's `?lang=` wins over the browser's language.
    page.open(&format!("{}?lang=fr", link(&t, CH, bob().id)))
        .await;
    page.until("the first frame", |s| s.n.is_some()).await;
    assert_eq!(page.text(".history h2").await, "Coups");
    // The status line too, at once (not at the next move).
    let tg = t.bot.table_game(CH).unwrap();
    let names = [tg.players[0].1.as_str(), tg.players[1].1.as_str()];
    let ctx = bridges_bot::games::ViewCtx::public(names).in_lang(bridges_bot::i18n::Lang::Fr);
    let status = tg.game.view(&ctx).status;
    page.until_js(
        &format!("the status in French: {status}"),
        &format!(
            "return document.querySelector('.say').textContent === {};",
            serde_json::to_string(&status).unwrap()
        ),
    )
    .await;
    page.close().await;
}

/// Everything a first visit loads, without the board (which comes over
/// the socket): the page, its script and its style sheet, uncompressed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_visit_loads_less_than_100_kb_all_relative() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let page_link = link(&t, CH, ann().id);
    let path = page_link.split_once("127.0.0.1").unwrap().1;
    let path = &path[path.find('/').unwrap()..];
    let (status, html) = http_get(t.addr(), path).await;
    assert_eq!(status, 200);
    let (s1, js) = http_get(t.addr(), "/t/table.js").await;
    let (s2, css) = http_get(t.addr(), "/t/table.css").await;
    assert_eq!((s1, s2), (200, 200));
    let total = html.len() + js.len() + css.len();
    eprintln!(
        "first visit: page {} B, script {} B, style {} B: {total} B",
        html.len(),
        js.len(),
        css.len()
    );
    assert!(total < 100_000, "{total} bytes");
    // Nothing from another host, nothing from the server's root.
    for text in [&html, &js, &css] {
        let text = text.replace("http://www.w3.org/2000/svg", "");
        assert!(!text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"));
        assert!(!text.contains("src=\"/") && !text.contains("href=\"/"));
    }
    // Relative, under names of their content (see tests/table's wire).
    assert!(html.contains("href=\"s/table-") && html.contains("\"./s/table-"));
    // The words of another language.
    let (status, words) = http_get(t.addr(), "/t/words/fr").await;
    assert_eq!(status, 200);
    assert!(words.contains("\"lang\":\"fr\""), "{words}");
    assert_eq!(http_get(t.addr(), "/t/words/de").await.0, 404);
}
