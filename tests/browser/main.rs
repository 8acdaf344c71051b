//! The live table's page in a real browser (headless Chromium through
//! ChromeDriver): every game played to its end by clicks, the lights, the
//! keyboard, a miss seen by everyone, phone and desktop layouts, a board
//! patched by diffs.
//!
//! Without Chromium and ChromeDriver each test says it was skipped and
//! passes, unless `CI` is set (`apt-get install chromium chromium-driver`).
//! `BRIDGES_WRITE_EXAMPLES=1 cargo test --test browser` also writes the
//! README's pictures `assets/examples/table-360.png` and `table-1280.png`.

#[path = "../common/browser.rs"]
mod browser;
#[path = "../common/mod.rs"]
mod common;
#[path = "../common/table.rs"]
mod table_common;

mod activity;
mod connection;
mod details;
mod follow;
mod keyboard;
mod layout;
mod lights;
mod offers;
mod plans;
mod play;
mod sound;
mod touch;
mod wire;

/// One browser test at a time: each runs up to three Chromiums, and the
/// machine has few cores.
pub static BROWSERS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(1);

use browser::{Driver, Page};
use table_common::TableBot;

/// The link of `user`'s seat (or spectator's place) at `ch`'s game.
pub fn link(t: &TableBot, ch: u64, user: u64) -> String {
    t.server.link(&t.ticket(ch, user))
}

/// Ann's, Bob's and Carol's (a spectator's) pages at `ch`'s game, each in
/// its own browser `width` pixels wide, each showing its first frame.
pub async fn three_pages(t: &TableBot, d: &Driver, ch: u64, width: u32) -> Vec<Page> {
    let mut pages = Vec::new();
    for user in [common::ann().id, common::bob().id, common::carol().id] {
        let page = d.browser(width, 900).await;
        page.open(&link(t, ch, user)).await;
        page.until("the first frame", |s| s.n.is_some()).await;
        pages.push(page);
    }
    pages
}

/// Close every page.
pub async fn close(pages: Vec<Page>) {
    for p in pages {
        p.close().await;
    }
}
