//! The page patches its board from diffs (it says `hello` version 2):
//! after every move its cells say what the whole frame's cells say.

use crate::browser::driver;
use crate::common::{ann, bob, carol, CH};
use crate::table_common::{act, Client, TableBot};
use crate::{link, BROWSERS};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_patched_by_diffs_shows_the_whole_frames_board() {
    let _turn = BROWSERS.acquire().await.expect("open");
    let Some(d) = driver("wire") else {
        return;
    };
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let page = d.browser(1000, 900).await;
    page.open(&link(&t, CH, carol().id)).await;
    page.until("the first frame", |s| s.n.is_some()).await;
    // An older client beside it: whole frames.
    let mut whole = Client::connect(&t.ws_url(&t.ticket(CH, carol().id))).await;
    let mut n = whole.frame_after(0).await.n;
    let mut seats = Vec::new();
    for user in [ann().id, bob().id] {
        seats.push(Client::connect(&t.ws_url(&t.ticket(CH, user))).await);
    }
    for _ in 0..5 {
        // The seat to move plays the game's first choice.
        let tg = t.bot.table_game(CH).expect("the game");
        let mover = tg.game.to_move().expect("a seat to move");
        let cell = tg.game.choices().into_iter().next().expect("a move");
        seats[mover].send(&act(n, &cell)).await;
        let f = whole.frame_after(n).await;
        n = f.n;
        page.until("the move", |s| s.n == Some(n)).await;
        // Every cell of the page's board as the whole frame draws it.
        let same = page
            .js(
                "const want = new DOMParser().parseFromString(arguments[0], 'image/svg+xml');
                 const cells = (root) => [...root.querySelectorAll('.cell[data-cell]')]
                   .map((c) => c.getAttribute('data-cell') + '|' + c.getAttribute('aria-label'))
                   .sort().join(',');
                 const pieces = (root) => root.querySelectorAll('.piece[data-cell]').length;
                 const board = document.querySelector('.board svg');
                 return cells(board) === cells(want) && pieces(board) === pieces(want)
                   && cells(board).length > 0;",
                vec![f.board_svg.clone().into()],
            )
            .await;
        assert_eq!(same, serde_json::Value::Bool(true), "after {cell}");
    }
    page.close().await;
}
