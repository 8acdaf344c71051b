//! Every game played to its end by clicks only: the two seats' pages click
//! the targets their page lights (cells and picks) and the command buttons
//! it shows; a spectator's page follows and ends on the same result.

use crate::browser::{driver, Page};
use crate::common::CH;
use crate::table_common::TableBot;
use crate::{close, three_pages, BROWSERS};
use bridges_bot::games::view::Mark;
use bridges_bot::games::{Kind, ViewCtx};
use fantoccini::Locator;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// What a seat's page offers now.
#[derive(Debug, serde::Deserialize)]
struct Offer {
    n: u64,
    over: bool,
    to_move: Option<usize>,
    /// `c:C4` a lit cell, `p:tile:7` a lit pick.
    targets: Vec<String>,
    commands: Vec<String>,
    /// Steps chosen and not yet played.
    selecting: bool,
}

const OFFER: &str = "
    const d = document.getElementById('table').dataset;
    const all = (css) => [...document.querySelectorAll(css)];
    return {
      n: Number(d.n || 0), over: d.over === '1',
      to_move: d.toMove === '' || d.toMove === undefined ? null : Number(d.toMove),
      targets: all('.cell.target').map((e) => 'c:' + e.dataset.cell)
        .concat(all('.pick.target').map((e) => 'p:' + e.dataset.pick)),
      commands: all('[data-command]').map((e) => e.dataset.command),
      selecting: all('.cell.chosen, .pick[aria-pressed=\"true\"]').length > 0,
    };";

async fn offer(page: &Page) -> Offer {
    serde_json::from_value(page.js(OFFER, vec![]).await).expect("an offer")
}

/// Click a lit cell or pick (`c:C4`, `p:tile:7`) as a person would.
pub async fn click_target(page: &Page, target: &str) {
    let css = match target.split_once(':') {
        Some(("c", cell)) => format!(".cell.target[data-cell=\"{cell}\"]"),
        Some(("p", pick)) => format!(".pick.target[data-pick=\"{pick}\"]"),
        _ => panic!("not a target: {target}"),
    };
    let e = page
        .client
        .find(Locator::Css(&css))
        .await
        .unwrap_or_else(|e| panic!("{css}: {e}"));
    e.click()
        .await
        .unwrap_or_else(|e| panic!("click {css}: {e}"));
    // A move with a price (a Numbridge clue) is asked first: yes.
    page.js(
        "const b = document.querySelector('.ask:not([hidden]) [data-ask=yes]'); if (b) b.click(); return true;",
        vec![],
    )
    .await;
}

pub async fn click_command(page: &Page, name: &str) {
    let css = format!("[data-command=\"{name}\"]");
    page.one(&css)
        .await
        .click()
        .await
        .expect("a command's button");
}

/// The commands a game's turn may need (never resigning or offering).
const TURN_COMMANDS: [&str; 3] = ["end", "pass", "swap"];

/// Every page ends on the game's result, and the same one.
pub async fn same_result(pages: &[Page], what: &str) {
    let mut results = Vec::new();
    for p in pages {
        p.until("the end", |s| s.over).await;
        results.push(p.text(".result").await);
    }
    assert!(!results[0].is_empty(), "{what}: no result shown");
    assert!(
        results.iter().all(|r| *r == results[0]),
        "{what}: the pages end differently: {results:?}"
    );
}

/// Play `pages[0]` and `pages[1]` (the seats) to the game's end by clicks;
/// the number of clicks. Each seat clicks one of the targets its page
/// lights, at random, or the turn's command (*End turn* once it has
/// played, *Pass* or *Swap* when nothing is lit); `plan` may name a
/// sequence of targets to click instead (a right Numbridge digit: a game
/// of wrong guesses would be long).
pub async fn play_by_clicks(
    pages: &[Page],
    rng: &mut SmallRng,
    what: &str,
    plan: &dyn Fn() -> Option<Vec<String>>,
) -> usize {
    let mut clicks = 0;
    let mut stalls = 0;
    let mut planned: Vec<String> = Vec::new();
    // The last offer seen, and the seat whose page showed it.
    let mut o = offer(&pages[0]).await;
    let mut at = 0;
    loop {
        if o.over {
            return clicks;
        }
        let Some(mover) = o.to_move else {
            panic!("{what}: nobody moves and the game is not over")
        };
        if mover != at {
            // The mover's page, once it shows the same frame (or later).
            let n = o.n;
            at = mover;
            let started = Instant::now();
            o = offer(&pages[at]).await;
            while o.n < n && started.elapsed() < Duration::from_secs(10) {
                tokio::time::sleep(Duration::from_millis(10)).await;
                o = offer(&pages[at]).await;
            }
            continue;
        }
        let page = &pages[at];
        let commands: Vec<&str> = TURN_COMMANDS
            .into_iter()
            .filter(|c| o.commands.iter().any(|x| x == c))
            .collect();
        let before = o.n;
        if !o.selecting {
            planned = if rng.gen_bool(0.85) {
                plan().unwrap_or_default()
            } else {
                Vec::new()
            };
            planned.reverse();
        }
        let next = planned.pop().filter(|t| o.targets.contains(t));
        let ending = commands.contains(&"end") && !o.selecting && rng.gen_bool(0.4);
        if let Some(target) = next {
            click_target(page, &target).await;
        } else if !o.targets.is_empty() && !ending {
            let target = o.targets.choose(rng).unwrap().clone();
            click_target(page, &target).await;
        } else if let Some(command) = ["end", "pass", "swap"]
            .into_iter()
            .find(|c| commands.contains(c))
        {
            click_command(page, command).await;
        } else {
            panic!("{what}: seat {at} has nothing to click: {o:?}");
        }
        clicks += 1;
        assert!(clicks < 3000, "{what}: the game never ends");
        // Wait for the move to be played, or for the page to ask the
        // next step of a selection.
        let started = Instant::now();
        loop {
            o = offer(page).await;
            if o.n > before || (o.selecting && !o.targets.is_empty()) {
                break;
            }
            if started.elapsed() > Duration::from_secs(5) {
                stalls += 1;
                assert!(stalls < 5, "{what}: clicks do not play: {o:?}");
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        if clicks % 15 == 0 {
            // The spectator is offered nothing to click.
            let watch = offer(&pages[2]).await;
            assert!(
                watch.targets.is_empty() && watch.commands.is_empty(),
                "{what}: the spectator's page offers {watch:?}"
            );
        }
    }
}

/// A right digit where it goes, as clicks (`p:tile:7`, `c:C4`), in a
/// Numbridge game (the test sees the whole game; the players cannot).
fn right_digit(t: &TableBot) -> Option<Vec<String>> {
    let tg = t.bot.table_game(CH)?;
    // In a shuffled order: one in a few digits is right somewhere.
    let mut places: Vec<String> = tg
        .game
        .legal()
        .into_iter()
        .filter(|m| m.contains(':'))
        .collect();
    places.shuffle(&mut SmallRng::seed_from_u64(tg.game.turn() as u64));
    let good = places.into_iter().find(|m| {
        let mut g = tg.game.clone_box();
        g.play(m).is_ok()
            && !g
                .view(&ViewCtx::public(["", ""]))
                .marks
                .iter()
                .any(|c| matches!(c.mark, Mark::Miss(_)))
    })?;
    let (cell, digit) = good.split_once(':')?;
    Some(vec![format!("p:tile:{digit}"), format!("c:{cell}")])
}

/// Watch a seat's page for the chat leaking onto it: a backtick (chat
/// syntax), a reply that says the hand again (the page shows it, with its
/// own tile buttons), or tile buttons that are not one per tile of the
/// hand. What was seen is kept in `window.chatSeen`.
const WATCH_CHAT: &str = "
    window.chatSeen = [];
    const root = document.getElementById('table');
    const look = () => {
      const side = root.querySelector('.side');
      if (side.textContent.includes('`')) chatSeen.push('a backtick: ' + side.textContent);
      const hand = root.querySelector('.hand').textContent;
      const reply = root.querySelector('.reply').textContent;
      if (hand && reply.startsWith(hand)) chatSeen.push('the hand replied: ' + reply);
      const tiles = root.querySelectorAll('.pick[data-pick^=\"tile:\"]').length;
      const inHand = (hand.match(/[0-9]/g) || []).length;
      if (tiles && tiles !== inHand) chatSeen.push(tiles + ' tile buttons for ' + hand);
    };
    new MutationObserver(look).observe(root, {childList: true, subtree: true, characterData: true});
    return true;";

/// The words that start a short game of `kind`.
fn words(kind: Kind) -> String {
    match kind {
        Kind::Bridges => "bridges size 4".into(),
        // The most clues: the fewest cells to fill.
        Kind::Numbridge => "numbridge clues 36".into(),
        k => k.key().into(),
    }
}

async fn whole_game(kind: Kind) {
    let _turn = BROWSERS.acquire().await.expect("open");
    let what = format!("{kind:?}");
    let Some(d) = driver(&format!("play {}", kind.key())) else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, &words(kind)).await;
    let pages = three_pages(&t, &d, CH, 1000).await;
    for p in &pages[..2] {
        p.js(WATCH_CHAT, vec![]).await;
    }
    let mut rng = SmallRng::seed_from_u64(kind as u64 + 11);
    let started = Instant::now();
    let plan = || right_digit(&t);
    let clicks = play_by_clicks(&pages, &mut rng, &what, &plan).await;
    assert!(clicks > 0);
    // The page's own controls only, never the chat's.
    for (seat, p) in pages[..2].iter().enumerate() {
        let seen = p.js("return window.chatSeen;", vec![]).await;
        assert_eq!(seen, serde_json::json!([]), "{what}: seat {seat}'s page");
    }
    // All three pages end on the game's result.
    let tg = t.bot.table_game(CH).expect("the game");
    assert!(tg.ended.is_some() || tg.game.is_over(), "{what}");
    same_result(&pages, &what).await;
    // The move list on the spectator's page is the game's (a button a turn).
    let moves = pages[2]
        .js(
            "return document.querySelectorAll('.moves .mv').length;",
            vec![],
        )
        .await;
    let moves = moves.as_u64().unwrap_or(0);
    assert!(moves > 0, "{what}: no move listed");
    // The finished game steps back a move on the spectator's page: the
    // board before the last turn.
    // (The board's drawing: its text is only coordinates and digits.)
    let board = "return document.querySelector('.board').innerHTML;";
    let last_board = pages[2].js(board, vec![]).await;
    pages[2]
        .one("[data-step=back]")
        .await
        .click()
        .await
        .expect("◀");
    pages[2]
        .until_js(
            "the position before the last move",
            &format!(
                "return document.getElementById('table').dataset.ply === '{}';",
                moves - 1
            ),
        )
        .await;
    // (Unless the last turn was a pass: it changed nothing on the board.)
    let passed = tg
        .game
        .turn_lines()
        .last()
        .is_some_and(|l| l.trim() == "pass");
    if !passed {
        assert_ne!(pages[2].js(board, vec![]).await, last_board, "{what}");
    }
    eprintln!(
        "{what}: {clicks} clicks in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    close(pages).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bridges_by_clicks() {
    whole_game(Kind::Bridges).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn avanco_by_clicks() {
    whole_game(Kind::Avanco).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rastros_by_clicks() {
    whole_game(Kind::Rastros).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn produto_by_clicks() {
    whole_game(Kind::Produto).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sesqui_by_clicks() {
    whole_game(Kind::Sesqui).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn numbridge_by_clicks() {
    whole_game(Kind::Numbridge).await;
}
