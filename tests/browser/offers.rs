//! Offers and confirmations as a table shows them: an offer in a banner on
//! both seats' pages, its answer said to both; resigning and a pass that
//! ends the game asked by the page itself, never in a chat's syntax.

use crate::browser::Page;
use crate::common::{ann, bob, CH};
use crate::table_common::TableBot;
use crate::{link, BROWSERS};
use bridges_bot::i18n::{message, Arg, Lang};

fn en(id: &str, name: Option<&str>) -> String {
    match name {
        Some(n) => message(Lang::En, id, &[("name", Arg::from(n.to_string()))]),
        None => message(Lang::En, id, &[]),
    }
}

/// Ann's and Bob's pages at `ch`'s game, each showing its first frame.
async fn two_pages(t: &TableBot, d: &crate::browser::Driver) -> [Page; 2] {
    let mut pages = Vec::new();
    for user in [ann().id, bob().id] {
        let page = d.browser(900, 900).await;
        page.open(&link(t, CH, user)).await;
        page.until("the first frame", |s| s.n.is_some()).await;
        page.until_js(
            "online",
            "return document.getElementById('table').dataset.online === '1';",
        )
        .await;
        pages.push(page);
    }
    pages.try_into().ok().unwrap()
}

/// Wait until the page's offer banner shows `text`.
async fn banner(page: &Page, who: &str, text: &str) {
    page.until_js(
        &format!("{who}'s banner says {text:?}"),
        &format!(
            "const o = document.querySelector('.offer');
             return !o.hidden && o.getBoundingClientRect().height > 0
               && o.querySelector('p').textContent === {};",
            serde_json::to_string(text).unwrap()
        ),
    )
    .await;
}

async fn click(page: &Page, css: &str) {
    page.one(css).await.click().await.unwrap();
}

/// Nothing on the page is written in a chat's syntax.
async fn no_chat_syntax(page: &Page) {
    let text = page
        .js("return document.querySelector('.tbl').innerText;", vec![])
        .await;
    let text = text.as_str().unwrap();
    assert!(
        !text.contains('`') && !text.contains("resign yes") && !text.contains("<@"),
        "{text}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_offer_is_seen_and_answered_on_both_pages() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = crate::browser::driver("offers") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    let [a, b] = two_pages(&t, &d).await;

    // Ann offers: she is told she waits, Bob is asked, with his answers.
    click(&a, ".commands [data-command=draw]").await;
    banner(&a, "Ann", &en("table-page-offer-draw-you", Some("Bob"))).await;
    banner(&b, "Bob", &en("table-page-offer-draw", Some("Ann"))).await;
    let answers = b
        .js(
            "return [...document.querySelectorAll('.offer button')].map((e) => e.dataset.command);",
            vec![],
        )
        .await;
    assert_eq!(answers, serde_json::json!(["draw-accept", "draw-decline"]));
    assert_eq!(a.all(".offer button").await.len(), 0, "Ann answers nothing");
    // The offer's answers are not among the other commands.
    assert_eq!(b.all(".commands [data-command=draw-accept]").await.len(), 0);

    // Bob declines: both are told.
    click(&b, ".offer [data-command=draw-decline]").await;
    banner(&b, "Bob", &en("table-page-draw-declined-you", None)).await;
    banner(&a, "Ann", &en("table-page-draw-declined", Some("Bob"))).await;
    assert!(!a.state().await.over && !b.state().await.over);
    for p in [&a, &b] {
        no_chat_syntax(p).await;
    }

    // A second offer, accepted: the game ends in a draw on both pages.
    click(&a, ".commands [data-command=draw]").await;
    banner(&b, "Bob", &en("table-page-offer-draw", Some("Ann"))).await;
    click(&b, ".offer [data-command=draw-accept]").await;
    for (p, who) in [(&a, "Ann"), (&b, "Bob")] {
        p.until(&format!("{who}'s game over"), |s| s.over).await;
        banner(p, who, &en("table-page-draw-accepted", None)).await;
    }
    a.close().await;
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn resigning_and_a_last_pass_are_asked_by_the_page_itself() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = crate::browser::driver("confirm") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let [a, b] = two_pages(&t, &d).await;

    // Resign, then No: asked on the page, nothing sent.
    let n = a.state().await.n;
    click(&a, ".commands [data-command=resign]").await;
    a.until_js(
        "the question",
        &format!(
            "const q = document.querySelector('.ask');
             return !q.hidden && q.querySelector('p').textContent === {};",
            serde_json::to_string(&en("table-ask-resign", None)).unwrap()
        ),
    )
    .await;
    no_chat_syntax(&a).await;
    click(&a, ".ask [data-ask=no]").await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(a.state().await.n, n, "No sends nothing");
    assert!(t.bot.has_game(CH));
    assert_eq!(a.all(".reply button").await.len(), 0, "no chat buttons");

    // Ann places her first token; Bob passes (the game goes on: not
    // asked); Ann's pass would be the second in a row and end the game.
    click(&a, ".board svg .cell.target").await;
    b.until("Bob's turn", |s| s.to_move == Some(1)).await;
    click(&b, ".commands [data-command=pass]").await;
    a.until("Ann's turn", |s| s.to_move == Some(0)).await;
    assert!(b.one(".ask").await.attr("hidden").await.unwrap().is_some());
    click(&a, ".commands [data-command=pass]").await;
    let ending = en("table-ask-ending", None);
    let start = ending.split(':').next().unwrap().to_string();
    a.until_js(
        "the question before the last pass",
        &format!(
            "const q = document.querySelector('.ask');
             return !q.hidden && q.querySelector('p').textContent.startsWith({});",
            serde_json::to_string(&start).unwrap()
        ),
    )
    .await;
    assert!(!a.state().await.over, "asked before it is sent");
    click(&a, ".ask [data-ask=no]").await;

    // Ann resigns for good, with one Yes.
    click(&a, ".commands [data-command=resign]").await;
    a.until_js(
        "the question",
        "return !document.querySelector('.ask').hidden;",
    )
    .await;
    click(&a, ".ask [data-ask=yes]").await;
    for (p, who) in [(&a, "Ann"), (&b, "Bob")] {
        p.until(&format!("{who}'s game over"), |s| s.over).await;
        // A new game is one click away at the end.
        p.until_js(
            &format!("{who}'s rematch"),
            "return document.querySelectorAll('.commands [data-command=rematch]').length === 1;",
        )
        .await;
    }
    a.close().await;
    b.close().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rematch_at_the_end_starts_the_new_game() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = crate::browser::driver("rematch") else {
        return;
    };
    let t = TableBot::new().await;
    t.say(CH, &ann(), "!play ai avanco white").await;
    assert!(t.bot.has_game(CH));
    let first = t.ticket(CH, ann().id).game;
    let page = d.browser(900, 900).await;
    page.open(&link(&t, CH, ann().id)).await;
    page.until("the first frame", |s| s.n.is_some()).await;
    // No rematch while the game runs.
    assert_eq!(page.all(".commands [data-command=rematch]").await.len(), 0);
    click(&page, ".commands [data-command=resign]").await;
    click(&page, ".ask [data-ask=yes]").await;
    page.until("the end", |s| s.over).await;
    page.until_js(
        "the rematch button",
        "return !!document.querySelector('.commands [data-command=rematch]');",
    )
    .await;
    click(&page, ".commands [data-command=rematch]").await;
    // Said on the page; the new game against the AI starts at once.
    page.until_js(
        "the rematch said",
        &format!(
            "return document.querySelector('.say').textContent === {};",
            serde_json::to_string(&en("table-page-rematch-asked", None)).unwrap()
        ),
    )
    .await;
    let started = std::time::Instant::now();
    while t
        .bot
        .table_ticket(CH, ann().id)
        .is_none_or(|tk| tk.game == first)
    {
        assert!(started.elapsed().as_secs() < 10, "no new game");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(t.bot.has_game(CH));
    // The page says its game was replaced and links the new one: Ann's
    // own seat there.
    page.until_js(
        "the new game's link",
        "return !!document.querySelector('.net a.new-game');",
    )
    .await;
    assert!(page
        .text(".net")
        .await
        .starts_with(&en("table-replaced", None)));
    page.close().await;
}
