//! Every game, played to its end over the table's sockets by its two
//! seats with a spectator watching, only by what the frames offer (an
//! action's text, a command button); every frame each socket received is
//! checked against what that viewer may see, in the viewer's language
//! (the second seat asks for Portuguese, the spectator for French).

use crate::common::{ann, bob, carol, CH};
use crate::table_common::{act, press_command, Client, TableBot};
use bridges_bot::commands::TableGame;
use bridges_bot::games::{Kind, ViewCtx};
use bridges_bot::i18n::Lang;
use bridges_bot::web::frame;
use bridges_bot::web::protocol::{lang_of, Frame, ServerMsg};
use rand::{Rng, SeedableRng};

/// The words that start a short game of `kind`.
fn words(kind: Kind) -> String {
    match kind {
        Kind::Bridges => "bridges size 4".into(),
        k => k.key().into(),
    }
}

/// What the authoritative game looks like now (a move changed it or not).
fn state(t: &TableBot) -> (String, bool) {
    let g = t.bot.table_game(CH).expect("a game here");
    (g.game.record(), g.ended.is_some() || g.game.is_over())
}

/// The frame `viewer` got is exactly the one built from the game as that
/// viewer may see it, with their own hand and nobody else's.
fn check(t: &TableBot, tg: &TableGame, viewer: Option<usize>, f: &Frame) {
    assert_eq!(f.viewer, viewer);
    let lang = lang_of(&f.lang).expect("a frame's language");
    let want = frame::build(tg, viewer, Some(lang), f.epoch, f.n);
    let fields = |f: &Frame| {
        let mut f = f.clone();
        f.board_svg = format!("{} bytes", f.board_svg.len());
        f
    };
    assert_eq!(fields(f), fields(&want), "viewer {viewer:?}");
    assert!(
        f.board_svg == want.board_svg,
        "the board as {viewer:?} sees it"
    );
    match viewer {
        None => assert_eq!(f.hand, None, "a spectator has no hand"),
        Some(s) => assert_eq!(f.hand, tg.game.private_line(s, lang)),
    }
    // Clicks only for the seat to move; buttons only for seats.
    let mover = viewer.is_some() && f.to_move == viewer && !f.over;
    assert!(
        mover || (f.actions.is_empty() && f.picks.is_empty()),
        "{f:?}"
    );
    assert!(viewer.is_some() || f.commands.is_empty());
    // A tile to pick is one of the viewer's own, in its own hand line,
    // one button per tile (a hand `5 5 6` has three).
    let hand = f.hand.as_deref().unwrap_or("");
    for p in &f.picks {
        if let Some(digit) = p.id.strip_prefix("tile:") {
            assert!(hand.contains(digit), "{} not in {hand}", p.id);
        }
    }
    let tiles = f.picks.iter().filter(|p| p.id.starts_with("tile:")).count();
    if tiles > 0 {
        let in_hand = hand.chars().filter(char::is_ascii_digit).count();
        assert_eq!(tiles, in_hand, "one button per tile of {hand}");
    }
    assert_eq!(f.history, tg.game.turn_lines());
    assert_eq!(f.last_cells, tg.game.last_cells());
    assert_cells_said(&f.board_svg);
    if tg.ended.is_none() {
        // The table and the channel agree.
        let channel = t.bot.text_board_in(CH, lang).unwrap();
        if viewer.is_none() {
            assert_eq!(f.board_text, channel);
        }
        assert_eq!(f.to_move, tg.game.to_move());
    } else {
        assert!(f.over && f.result.is_some(), "{f:?}");
    }
}

/// Every cell of the board is said in words: each element with a
/// `data-cell` that is a cell (class `cell`) has an `aria-label`.
pub fn assert_cells_said(svg: &str) {
    let mut cells = 0;
    for element in svg.split('<').filter(|e| e.contains("data-cell=")) {
        if element.contains("class=\"cell") {
            cells += 1;
            assert!(element.contains("aria-label=\""), "{element}");
        }
    }
    assert!(cells > 0, "no cells in {svg}");
}

/// What must not reach `viewer` in the messages of a step that took the
/// game from `before` to `after`: the secrets of either moment. (A hand
/// the viewer held itself at either moment is its own, though two hands
/// may hold the same tiles: [`assert_no_secret`] looks outside the
/// viewer's own lines of both moments.)
fn secrets_between(before: &TableGame, after: &TableGame, viewer: Option<usize>) -> Vec<String> {
    let mut out = secrets_of(before, viewer);
    out.extend(secrets_of(after, viewer));
    out
}

/// The viewer's own hand, in every language, at each of `moments`.
fn own_lines(moments: &[&TableGame], viewer: Option<usize>) -> Vec<String> {
    moments
        .iter()
        .flat_map(|tg| {
            Lang::ALL
                .into_iter()
                .filter_map(move |lang| viewer.and_then(|s| tg.game.private_line(s, lang)))
        })
        .collect()
}

/// What must never reach `viewer` while the game stands as `tg`: the
/// secret options (the seed) and the other seat's hand (in any language).
fn secrets_of(tg: &TableGame, viewer: Option<usize>) -> Vec<String> {
    if !tg.game.has_private() || tg.ended.is_some() {
        return Vec::new();
    }
    let mut out: Vec<String> = tg
        .game
        .record()
        .lines()
        .filter_map(|l| l.strip_prefix("seed "))
        .map(str::to_string)
        .filter(|s| s.len() >= 4)
        .collect();
    for lang in Lang::ALL {
        let own = viewer.and_then(|s| tg.game.private_line(s, lang));
        for s in 0..2 {
            if Some(s) != viewer {
                if let Some(line) = tg.game.private_line(s, lang) {
                    if Some(&line) != own.as_ref() {
                        out.push(line);
                    }
                }
            }
        }
    }
    out
}

/// None of `secrets` is in the messages `raw` that reached `viewer`,
/// outside the viewer's `own` hand lines (the other hand, "Your hand: 2",
/// may be the start of the viewer's own, "Your hand: 2 6 7").
fn assert_no_secret(
    kind: Kind,
    raw: &[String],
    secrets: &[String],
    own: &[String],
    viewer: Option<usize>,
) {
    let mut own = own.to_vec();
    own.sort_by_key(|line| std::cmp::Reverse(line.len()));
    for (k, message) in raw.iter().enumerate() {
        let rest = own.iter().fold(message.clone(), |text, line| {
            text.replace(line.as_str(), "")
        });
        for secret in secrets {
            assert!(
                !rest.contains(secret),
                "{kind:?}: {secret:?} reached viewer {viewer:?} (message {k} of {}): {message}",
                raw.len()
            );
        }
    }
}

async fn play_whole_game(kind: Kind) {
    let t = TableBot::new().await;
    t.start(CH, &words(kind)).await;
    let viewers = [Some(0), Some(1), None];
    let users = [ann().id, bob().id, carol().id];
    let mut clients = Vec::new();
    for u in users {
        clients.push(Client::connect(&t.ws_url(&t.ticket(CH, u))).await);
    }
    let mut n = 0;
    for (i, c) in clients.iter_mut().enumerate() {
        let f = c.frame_after(0).await;
        let tg = t.bot.table_game(CH).unwrap();
        check(&t, &tg, viewers[i], &f);
        c.settle().await;
        n = n.max(c.last_frame().unwrap().n);
    }
    // The second seat and the spectator ask for their languages: a whole
    // frame in it comes back (and every frame after).
    for (i, lang) in [(1, "pt"), (2, "fr")] {
        clients[i]
            .send(&format!(r#"{{"type":"lang","lang":"{lang}"}}"#))
            .await;
        let f = loop {
            if let ServerMsg::Frame { frame, .. } = clients[i].next().await {
                if frame.lang == lang {
                    break *frame;
                }
            }
        };
        let tg = t.bot.table_game(CH).unwrap();
        check(&t, &tg, viewers[i], &f);
        n = n.max(f.n);
    }
    // Nothing secret reached anyone while the tables opened.
    let tg = t.bot.table_game(CH).unwrap();
    for (i, c) in clients.iter().enumerate() {
        let own = own_lines(&[&tg], viewers[i]);
        assert_no_secret(kind, &c.raw, &secrets_of(&tg, viewers[i]), &own, viewers[i]);
    }
    let mut rng = rand::rngs::SmallRng::seed_from_u64(kind as u64 + 7);
    let mut turns = 0;
    let mut posted = 0;
    // What each socket had received before the step checked.
    let mut seen = clients.iter().map(|c| c.raw.len()).collect::<Vec<_>>();
    loop {
        let (before, over) = state(&t);
        if over {
            break;
        }
        turns += 1;
        assert!(turns < 3000, "{kind:?} never ends");
        let tg = t.bot.table_game(CH).unwrap();
        let tg_before = t.bot.table_game(CH).unwrap();
        let mover = tg.game.to_move().expect("someone moves");
        // Only what the mover's frame offers: its actions, and the
        // game's own buttons (end, pass, swap).
        let offer = clients[mover].last_frame().unwrap().clone();
        assert_eq!(offer.n, n);
        // The game's own actions that are none of the bot's commands
        // (Numbridge's swap) are played as moves; the rest are commands.
        for c in &offer.commands {
            assert_eq!(c.play, c.name == "swap", "{kind:?}: {c:?}");
        }
        let buttons: Vec<_> = offer
            .commands
            .iter()
            .filter(|c| ["end", "pass", "swap"].contains(&c.name.as_str()))
            .collect();
        let total = offer.actions.len() + buttons.len();
        assert!(total > 0, "{kind:?}: nothing offered to the mover");
        let k = rng.gen_range(0..total);
        let (message, cells) = match offer.actions.get(k) {
            Some(a) => (
                act(n, &a.text),
                a.steps
                    .iter()
                    .filter(|s| !s.contains(':'))
                    .cloned()
                    .collect(),
            ),
            None => (
                press_command(n, buttons[k - offer.actions.len()]),
                Vec::<String>::new(),
            ),
        };
        clients[mover].send(&message).await;
        // Taken: the game changed (a frame follows).
        loop {
            let msg = clients[mover].next().await;
            if state(&t).0 != before {
                break;
            }
            match msg {
                ServerMsg::Error { code, .. } if code == "slow-down" => {
                    tokio::time::sleep(std::time::Duration::from_millis(1200)).await;
                    clients[mover].send(&message).await;
                }
                ServerMsg::Error { .. } | ServerMsg::Reply { .. } => {
                    panic!("{kind:?}: {message} was offered but refused: {msg:?}")
                }
                _ => {}
            }
        }
        let history_before = offer.history.len();
        // Every table sees the change, each as its viewer may.
        let tg = t.bot.table_game(CH).unwrap();
        let mut next = n;
        for (i, c) in clients.iter_mut().enumerate() {
            let f = match c.last_frame() {
                // The mover's may have come while it waited for the move.
                Some(f) if f.n > n => f.clone(),
                _ => c.frame_after(n).await,
            };
            check(&t, &tg, viewers[i], &f);
            next = f.n;
        }
        n = next;
        // The history grows by the turn that ended (and the passes the
        // rules forced after it), and the last turn's cells are the
        // action's.
        let f = clients[2].last_frame().unwrap();
        let added = &f.history[history_before..];
        assert!(
            added.len() <= 1 || added[1..].iter().all(|l| l == "pass"),
            "{kind:?}: {added:?}"
        );
        if added.iter().skip(1).all(|l| l != "pass") {
            for c in &cells {
                assert!(f.last_cells.contains(c), "{kind:?}: {c} in {f:?}");
            }
        }
        // The channel saw the move as usual.
        let now = t.posted.lock().unwrap().len();
        assert!(now > posted, "{kind:?}: the move was posted in the channel");
        posted = now;
        for (i, c) in clients.iter().enumerate() {
            let new = &c.raw[seen[i]..];
            seen[i] = c.raw.len();
            let secrets = secrets_between(&tg_before, &tg, viewers[i]);
            let own = own_lines(&[&tg_before, &tg], viewers[i]);
            assert_no_secret(kind, new, &secrets, &own, viewers[i]);
        }
    }
    let last = clients[2].last_frame().unwrap();
    assert!(last.over && last.result.is_some(), "{kind:?}: {last:?}");
    // A spectator is never answered privately, and nobody gets a reply
    // that is someone else's.
    assert!(
        !clients[2]
            .got
            .iter()
            .any(|m| matches!(m, ServerMsg::Reply { .. })),
        "{kind:?}"
    );
    for c in clients {
        c.close().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_game_plays_to_its_end_at_the_table() {
    for kind in Kind::ALL {
        play_whole_game(kind).await;
    }
}

/// The page comes with its viewer's first board (numbered 0, the socket's
/// frames follow): exactly the frame that viewer may see, with its own
/// hand and no other secret anywhere in the page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_comes_with_its_viewers_first_board() {
    use crate::table_common::http_get;
    let t = TableBot::new().await;
    t.start(CH, &words(Kind::Numbridge)).await;
    let tg = t.bot.table_game(CH).expect("a game here");
    for (user, viewer) in [(ann(), Some(0)), (bob(), Some(1)), (carol(), None)] {
        let link = t.server.link(&t.ticket(CH, user.id));
        let path = link.strip_prefix(&format!("http://{}", t.addr())).unwrap();
        let (status, page) = http_get(t.addr(), &format!("{path}?lang=en")).await;
        assert_eq!(status, 200);
        let json = page
            .split_once(r#"<script type="application/json" id="frame">"#)
            .and_then(|(_, rest)| rest.split_once("</script>"))
            .map(|(json, _)| json.replace("<\\/", "</"))
            .expect("the first board in the page");
        let ServerMsg::Frame { frame: f, resync } = serde_json::from_str(&json).unwrap() else {
            panic!("a frame: {json}");
        };
        assert!(!resync);
        assert_eq!((f.epoch, f.n), (0, 0), "not yet the socket's");
        assert_eq!(f.lang, "en");
        check(&t, &tg, viewer, &f);
        if viewer.is_some() {
            assert!(f.hand.is_some(), "a seat's own hand");
        }
        for secret in secrets_of(&tg, viewer) {
            assert!(!page.contains(&secret), "{viewer:?} must not see {secret}");
        }
    }
}

/// Only a board with a top and a bottom turns: the square boards (Avanço,
/// Rastros, Sesqui) name the seat they turn for, and the second seat's
/// page turns; the hex and rhombus boards (Bridges, Produto, Numbridge)
/// never do, on any viewer's page.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_square_boards_turn() {
    let t = TableBot::new().await;
    for (i, kind) in Kind::ALL.into_iter().enumerate() {
        let ch = CH + 1 + i as u64;
        t.start(ch, &words(kind)).await;
        let shape = kind
            .new_game(&[])
            .unwrap()
            .view(&ViewCtx::public(["", ""]))
            .shape;
        let square = matches!(shape, bridges_bot::games::view::Shape::Square { .. });
        for user in [ann(), bob(), carol()] {
            let mut c = Client::connect(&t.ws_url(&t.ticket(ch, user.id))).await;
            let f = c.frame_after(0).await;
            let want = square.then_some(1);
            assert_eq!(f.turned_for, want, "{kind:?}, {}", user.name);
            c.close().await;
        }
    }
}
