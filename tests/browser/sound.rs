//! The table's optional sound: off until the viewer switches it on; then a
//! tone when the other side moves and another when it becomes your turn,
//! nothing for your own move, the move tone only for a spectator; the
//! switch is remembered across a reload.
//!
//! The page's `AudioContext` is replaced, from outside, by one that plays
//! nothing and writes down the pitch of every tone started.

use crate::browser::Page;
use crate::common::{ann, carol, CH};
use crate::follow::play_turns;
use crate::table_common::TableBot;
use crate::{link, BROWSERS};

/// An `AudioContext` that records each oscillator started (its pitch) in
/// `window.tones` and each context made in `window.contexts`.
const COUNTING_AUDIO: &str = "
    window.tones = [];
    window.contexts = 0;
    const param = () => ({ value: 0, setValueAtTime() {}, linearRampToValueAtTime() {},
                           exponentialRampToValueAtTime() {} });
    window.AudioContext = class {
      constructor() { window.contexts += 1; this.state = 'running'; this.currentTime = 0; this.destination = {}; }
      resume() { return Promise.resolve(); }
      createOscillator() {
        const o = { frequency: param(), connect: (n) => n, stop() {},
                    start() { window.tones.push(o.frequency.value); } };
        return o;
      }
      createGain() { return { gain: param(), connect: (n) => n }; }
    };
    window.webkitAudioContext = window.AudioContext;
    return true;";

async fn open(t: &TableBot, d: &crate::browser::Driver, user: u64) -> Page {
    let page = d.browser(900, 900).await;
    page.open(&link(t, CH, user)).await;
    page.until_js(
        "online",
        "return document.getElementById('table').dataset.online === '1';",
    )
    .await;
    page.js(COUNTING_AUDIO, vec![]).await;
    page
}

/// The pitches played on `page` so far.
async fn tones(page: &Page) -> Vec<f64> {
    let v = page.js("return window.tones;", vec![]).await;
    v.as_array()
        .unwrap_or_else(|| panic!("{v}"))
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

/// Wait until `page` lists `turns` turns.
async fn listed(page: &Page, turns: usize) {
    page.until_js(
        &format!("{turns} turns listed"),
        &format!("return document.querySelectorAll('.moves .mv').length === {turns};"),
    )
    .await;
}

async fn pressed(page: &Page) -> serde_json::Value {
    page.js(
        "return document.querySelector('.sound').getAttribute('aria-pressed');",
        vec![],
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sound_is_off_until_switched_on_then_the_other_sides_move_and_your_turn_sound() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = crate::browser::driver("sound") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "avanco").await;
    let seat = open(&t, &d, ann().id).await;
    let watcher = open(&t, &d, carol().id).await;
    assert_eq!(pressed(&seat).await, "false", "off by default");
    assert_eq!(
        seat.text(".sound").await,
        bridges_bot::i18n::message(bridges_bot::i18n::Lang::En, "table-page-sound", &[])
    );

    // Off: Ann's move and Bob's answer play nothing, on any page.
    play_turns(&t, 2).await;
    listed(&seat, 2).await;
    listed(&watcher, 2).await;
    assert_eq!(tones(&seat).await, Vec::<f64>::new());
    assert_eq!(tones(&watcher).await, Vec::<f64>::new());
    assert_eq!(
        seat.js("return window.contexts;", vec![]).await,
        0,
        "no audio before the switch"
    );

    seat.one(".sound").await.click().await.unwrap();
    watcher.one(".sound").await.click().await.unwrap();
    assert_eq!(pressed(&seat).await, "true");

    // Ann's own move: nothing on her page; the spectator hears a move.
    play_turns(&t, 1).await;
    listed(&seat, 3).await;
    listed(&watcher, 3).await;
    assert_eq!(
        tones(&seat).await,
        Vec::<f64>::new(),
        "your own move is silent"
    );
    assert_eq!(tones(&watcher).await.len(), 1, "a spectator's move tone");

    // Bob's move: the move tone, then a different one for Ann's turn.
    play_turns(&t, 1).await;
    listed(&seat, 4).await;
    listed(&watcher, 4).await;
    let heard = tones(&seat).await;
    assert_eq!(heard.len(), 2, "{heard:?}");
    assert_ne!(heard[0], heard[1], "your turn sounds unlike a move");
    let watched = tones(&watcher).await;
    assert_eq!(watched, vec![heard[0], heard[0]], "the move tone only");

    // Reloaded, the switch stays on; the first click on the page lets it
    // play again.
    seat.client.refresh().await.unwrap();
    seat.until_js(
        "online again",
        "return document.getElementById('table').dataset.online === '1';",
    )
    .await;
    assert_eq!(pressed(&seat).await, "true", "kept across a reload");
    seat.js(COUNTING_AUDIO, vec![]).await;
    seat.one(".turn").await.click().await.unwrap();
    play_turns(&t, 2).await;
    listed(&seat, 6).await;
    assert_eq!(tones(&seat).await.len(), 2, "after a reload too");
    seat.close().await;
    watcher.close().await;
}
