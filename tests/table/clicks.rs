//! What the page plays by: Numbridge's zones, a finished game stepped
//! through move by move (`position`), the offers answered by buttons.

use crate::common::{ann, bob, carol, CH};
use crate::table_common::{act, press_command, Client, TableBot};
use bridges_bot::games::{GameData, ViewCtx};
use bridges_bot::web::protocol::{lang_of, Frame, ServerMsg};
use std::collections::{BTreeMap, BTreeSet};
use std::time::Duration;

/// The attributes of every cell element of a board's SVG, by cell name.
fn cells(svg: &str) -> BTreeMap<String, String> {
    let attr = |e: &str, name: &str| {
        let key = format!("{name}=\"");
        e.split_once(&key)
            .and_then(|(_, rest)| rest.split_once('"'))
            .map(|(v, _)| v.to_string())
    };
    svg.split('<')
        .filter(|e| e.starts_with("use class=\"cell"))
        .map(|e| (attr(e, "data-cell").unwrap(), e.to_string()))
        .collect()
}

fn attr(element: &str, name: &str) -> Option<String> {
    let key = format!(" {name}=\"");
    element
        .split_once(&key)
        .and_then(|(_, rest)| rest.split_once('"'))
        .map(|(v, _)| v.to_string())
}

/// A socket's next answer that is not a frame, an event or a pong; a
/// message refused as too many is sent again after a pause.
async fn ask(c: &mut Client, msg: &str) -> ServerMsg {
    c.send(msg).await;
    loop {
        match c.next().await {
            ServerMsg::Frame { .. } | ServerMsg::Event(_) | ServerMsg::Pong => {}
            ServerMsg::Error { code, .. } if code == "slow-down" => {
                tokio::time::sleep(Duration::from_millis(1200)).await;
                c.send(msg).await;
            }
            other => return other,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_numbridge_cell_lights_exactly_its_row_its_column_and_its_block() {
    let t = TableBot::new().await;
    t.start(CH, "numbridge").await;
    let mut watcher = Client::connect(&t.ws_url(&t.ticket(CH, carol().id))).await;
    let f = watcher.frame_after(0).await;
    let board = cells(&f.board_svg);
    // The rules (docs: 9×9, regular blocks of 3 rows × 3 columns, row 1
    // at the top, columns by letter): a cell's row, column and block.
    let rc = |name: &str| {
        let c = usize::from(name.as_bytes()[0] - b'A');
        let r: usize = name[1..].parse().unwrap();
        (r - 1, c)
    };
    let block = |(r, c): (usize, usize)| (r / 3, c / 3);
    // What a cell lights, from the rules: by inclusion and exclusion,
    // |row ∪ column ∪ block| less the cell itself.
    let (row, col, blk) = (9, 9, 9);
    let (row_col, row_blk, col_blk, all) = (1, 3, 3, 1);
    let lit_count = row + col + blk - row_col - row_blk - col_blk + all - 1;
    assert_eq!(board.len(), 81);
    for (name, element) in &board {
        let zones: BTreeSet<String> = attr(element, "data-zones")
            .expect("every cell has its zones")
            .split(' ')
            .map(str::to_string)
            .collect();
        assert_eq!(zones.len(), 3, "{name}: a row, a column, a block");
        // What the page lights: every cell sharing a zone with it.
        let lit: BTreeSet<&str> = board
            .iter()
            .filter(|(other, e)| {
                *other != name
                    && attr(e, "data-zones")
                        .unwrap()
                        .split(' ')
                        .any(|z| zones.contains(z))
            })
            .map(|(o, _)| o.as_str())
            .collect();
        let (r, c) = rc(name);
        let want: BTreeSet<&str> = board
            .keys()
            .filter(|o| *o != name)
            .filter(|o| {
                let (r2, c2) = rc(o);
                r2 == r || c2 == c || block((r2, c2)) == block((r, c))
            })
            .map(String::as_str)
            .collect();
        assert_eq!(lit, want, "{name}");
        assert_eq!(lit.len(), lit_count, "{name}");
        // Said in words, with its zones.
        let label = attr(element, "aria-label").unwrap();
        assert!(label.starts_with(&format!("{name}, ")), "{label}");
        assert!(
            label.contains(&format!("row {}", r + 1))
                && label.contains(&format!("column {}", &name[..1])),
            "{label}"
        );
    }
    // In French after a `lang` message.
    watcher.send(r#"{"type":"lang","lang":"fr"}"#).await;
    let fr = loop {
        if let ServerMsg::Frame { frame, .. } = watcher.next().await {
            break *frame;
        }
    };
    assert_eq!(fr.lang, "fr");
    let label = attr(&cells(&fr.board_svg)["E5"], "aria-label").unwrap();
    assert!(
        label.contains("ligne 5") && label.contains("colonne E") && label.contains("bloc "),
        "{label}"
    );
}

/// Play `t`'s game to its end from the seats' frames (the first action
/// offered, or the game's own button).
async fn play_to_end(t: &TableBot, seats: &mut [Client; 2], mut n: u64) -> u64 {
    loop {
        let g = t.bot.table_game(CH).unwrap();
        if g.game.is_over() {
            return n;
        }
        let mover = g.game.to_move().unwrap();
        let f: Frame = seats[mover].last_frame().unwrap().clone();
        let msg = match f.actions.first() {
            Some(a) => act(n, &a.text),
            None => press_command(n, &f.commands[0]),
        };
        seats[mover].send(&msg).await;
        let mut next = n;
        for c in seats.iter_mut() {
            next = next.max(c.frame_after(n).await.n);
        }
        n = next;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_game_is_stepped_through_turn_by_turn() {
    let t = TableBot::new().await;
    t.start(CH, "rastros size 7").await;
    let mut seats = [
        Client::connect(&t.ws_url(&t.ticket(CH, ann().id))).await,
        Client::connect(&t.ws_url(&t.ticket(CH, bob().id))).await,
    ];
    let mut watcher = Client::connect(&t.ws_url(&t.ticket(CH, carol().id))).await;
    let mut n = 0;
    for c in seats.iter_mut() {
        n = n.max(c.frame_after(0).await.n);
    }
    n = n.max(watcher.frame_after(0).await.n);
    // While the game runs too: the start, and nothing else changes.
    let before = t.bot.table_game(CH).unwrap().game.record();
    match ask(&mut watcher, r#"{"type":"position","ply":0}"#).await {
        ServerMsg::Position { ply, of, .. } => assert_eq!((ply, of), (0, 0)),
        other => panic!("{other:?}"),
    }
    match ask(&mut watcher, r#"{"type":"position","ply":1}"#).await {
        ServerMsg::Error { code, .. } => assert_eq!(code, "no-ply"),
        other => panic!("{other:?}"),
    }
    assert!(watcher.settle().await.is_empty(), "no frame came");
    assert_eq!(t.bot.table_game(CH).unwrap().game.record(), before);
    n = play_to_end(&t, &mut seats, n).await;
    let f = watcher.frame_after(n - 1).await;
    assert!(f.over);
    let tg = t.bot.table_game(CH).unwrap();
    let data = tg.game.data();
    let total = data.turns.len();
    assert_eq!(f.history, data.turns);
    let names = [tg.players[0].1.as_str(), tg.players[1].1.as_str()];
    let lang = lang_of(&f.lang).unwrap();
    for k in 0..=total {
        let msg = format!(r#"{{"type":"position","ply":{k}}}"#);
        match ask(&mut watcher, &msg).await {
            ServerMsg::Position {
                ply,
                of,
                board_text,
                board_svg,
            } => {
                assert_eq!((ply, of), (k as u64, total as u64));
                // The record replayed to turn K.
                let replay = GameData {
                    turns: data.turns[..k].to_vec(),
                    current: Vec::new(),
                    ..data.clone()
                }
                .load()
                .unwrap();
                let ctx = ViewCtx::public(names).in_lang(lang);
                assert_eq!(board_text, replay.text_board(&ctx), "turn {k}");
                assert!(board_svg.contains("aria-label"));
            }
            other => panic!("{other:?}"),
        }
    }
    let past = format!(r#"{{"type":"position","ply":{}}}"#, total + 1);
    match ask(&mut watcher, &past).await {
        ServerMsg::Error { code, .. } => assert_eq!(code, "no-ply"),
        other => panic!("{other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_offer_is_answered_by_the_other_seats_buttons() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 4").await;
    let mut seats = [
        Client::connect(&t.ws_url(&t.ticket(CH, ann().id))).await,
        Client::connect(&t.ws_url(&t.ticket(CH, bob().id))).await,
    ];
    let mut watcher = Client::connect(&t.ws_url(&t.ticket(CH, carol().id))).await;
    let mut n = 0;
    for c in seats.iter_mut() {
        n = n.max(c.frame_after(0).await.n);
    }
    watcher.frame_after(0).await;
    let names = |f: &Frame| -> Vec<String> { f.commands.iter().map(|c| c.name.clone()).collect() };
    assert!(names(seats[0].last_frame().unwrap()).contains(&"draw".to_string()));
    let command = |n: u64, name: &str| {
        serde_json::json!({"type": "command", "n": n, "name": name}).to_string()
    };
    seats[0].send(&command(n, "draw")).await;
    let f = seats[1].frame_after(n).await;
    n = f.n;
    assert_eq!(f.draw_offer, Some(0));
    let offered = names(&f);
    assert!(
        offered.contains(&"draw-accept".to_string())
            && offered.contains(&"draw-decline".to_string())
            && !offered.contains(&"draw".to_string()),
        "{offered:?}"
    );
    // The one who offered cannot answer it.
    let own = names(&seats[0].frame_after(n - 1).await);
    assert!(!own.iter().any(|c| c.starts_with("draw")), "{own:?}");
    seats[1].send(&command(n, "draw-decline")).await;
    let f = seats[1].frame_after(n).await;
    n = f.n;
    assert_eq!(f.draw_offer, None);
    assert!(names(&f).contains(&"draw".to_string()));
    seats[0].frame_after(n - 1).await;
    seats[0].send(&command(n, "draw")).await;
    let f = seats[1].frame_after(n).await;
    n = f.n;
    seats[1].send(&command(n, "draw-accept")).await;
    let f = watcher.frame_after(n).await;
    assert!(f.over, "{f:?}");
    assert!(f.commands.is_empty());
}
