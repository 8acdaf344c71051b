//! One viewer's frame of a game, built only from what that viewer may see:
//! every part goes through the game's views for `viewer`
//! ([`crate::games::Rules::observe`], the same seam as the images).

use super::protocol::{
    ActionFrame, ButtonFrame, ClocksFrame, CommandFrame, CommandName, CounterFrame, Event, Frame,
    SeatFrame, WhyFrame,
};
use crate::commands::TableGame;
use crate::games::view::{Counter, Mark, Shape, View};
use crate::games::{AnyGame, ViewCtx};
use crate::i18n::Lang;

/// Who looks: a seat, or `None` for a spectator.
pub type Viewer = Option<usize>;

/// The frame `viewer` may see of `table`, in `lang` (the channel's
/// language when `None`), numbered by the caller.
pub fn build(table: &TableGame, viewer: Viewer, lang: Option<Lang>, epoch: u64, n: u64) -> Frame {
    let lang = lang.unwrap_or(table.lang);
    let game = table.game.as_ref();
    let names = [table.players[0].1.as_str(), table.players[1].1.as_str()];
    let mut ctx = ViewCtx::public(names).in_lang(lang);
    ctx.viewer = viewer;
    let thinking = table.thinking.then(|| crate::t!(lang, "table-ai-thinking"));
    ctx.status = table.ended.as_deref().or(thinking.as_deref());
    let view = game.view(&ctx);
    let seats = [0, 1].map(|s| SeatFrame {
        name: view.seats[s].name.clone(),
        user: table.players[s].0.to_string(),
        tone: view.seats[s].tone.key().into(),
        sub: view.seats[s].sub.clone(),
        score: view.seats[s].score.clone(),
    });
    let clocks =
        (table.turn_deadline_ms.is_some() || table.game_deadline_ms.is_some() || table.adjourned)
            .then_some(ClocksFrame {
                turn_deadline_ms: table.turn_deadline_ms,
                game_deadline_ms: table.game_deadline_ms,
                adjourned: table.adjourned,
            });
    let over = game.is_over() || table.ended.is_some();
    // What the viewer may do: a seat's own, only while the game runs and
    // (clicks) only on its turn.
    let (actions, picks) = match viewer {
        Some(seat) if !over && !table.adjourned => clicks(game, seat, lang),
        _ => (Vec::new(), Vec::new()),
    };
    let commands = match viewer {
        Some(seat) if !over => commands(table, seat, lang),
        Some(_) => rematch(table, lang),
        None => Vec::new(),
    };
    let (counters, bag) = game.counters(lang);
    let counter = |c: Counter| CounterFrame {
        label: c.label,
        value: c.value,
    };
    Frame {
        epoch,
        n,
        game: game.kind().key().into(),
        viewer,
        seats,
        to_move: game.to_move().filter(|_| table.ended.is_none()),
        turn: game.turn(),
        board_svg: board_svg(game, &ctx, &view),
        board_text: game.text_board(&ctx),
        status: view.status.clone(),
        score: game.score_line(&ctx),
        clocks,
        hand: viewer.and_then(|s| game.private_line(s, lang)),
        last: game.last_turn(),
        draw_offer: table.draw_offer.filter(|_| !over),
        adjourn_offer: table.adjourn_offer.filter(|_| !over),
        // On a square board the first seat starts at the bottom (rank 1):
        // the second sees the board turned, its own side at the bottom.
        turned_for: matches!(view.shape, Shape::Square { .. }).then_some(1),
        rules: crate::commands::game_rules(game.kind(), lang),
        plans: viewer.is_some() && table.plans && !over,
        over,
        result: table
            .ended
            .clone()
            .or_else(|| game.result_sentence(&ctx).filter(|_| game.is_over())),
        actions,
        picks,
        commands,
        why: WhyFrame {
            not_your_turn: crate::t!(lang, "table-why-not-your-turn"),
            watching: crate::t!(lang, "table-why-watching"),
            no_action: crate::t!(lang, "table-why-no-action"),
        },
        history: game.turn_lines(),
        last_cells: game.last_cells(),
        counters: counters.map(|c| c.into_iter().map(counter).collect()),
        bag: bag.map(counter),
        lang: lang.code().into(),
    }
}

/// A spectator's frame of a game without hidden information made
/// `seat`'s: the same board, with the seat's own actions and buttons.
pub fn personal(public: Frame, table: &TableGame, seat: usize, lang: Lang) -> Frame {
    let (actions, picks) = match public.over || table.adjourned {
        false => clicks(table.game.as_ref(), seat, lang),
        true => (Vec::new(), Vec::new()),
    };
    Frame {
        viewer: Some(seat),
        plans: table.plans && !public.over,
        commands: match public.over {
            false => commands(table, seat, lang),
            true => rematch(table, lang),
        },
        actions,
        picks,
        ..public
    }
}

/// `seat`'s click actions and the picks they use, by id (Numbridge: its
/// own tiles, one button per tile; Produto: the colours).
fn clicks(game: &dyn AnyGame, seat: usize, lang: Lang) -> (Vec<ActionFrame>, Vec<ButtonFrame>) {
    let actions = game.click_actions(seat);
    let mut picks: Vec<ButtonFrame> = Vec::new();
    for step in actions.iter().flat_map(|a| &a.steps) {
        if step.contains(':') && !picks.iter().any(|p| &p.id == step) {
            let pick = ButtonFrame {
                id: step.clone(),
                label: game.pick_label(step, lang),
            };
            let copies = game.pick_copies(seat, step);
            picks.extend(std::iter::repeat_n(pick, copies));
        }
    }
    picks.sort_by(|a, b| a.id.cmp(&b.id));
    let actions = actions
        .into_iter()
        .map(|a| ActionFrame {
            steps: a.steps,
            text: a.text,
            lit: a.lit,
            ask: a.ask.map(|m| m.text(lang)),
        })
        .collect();
    (actions, picks)
}

/// The buttons `seat` may press now: the game's own actions without a
/// cell to click when to move (Bridges' `end` and `pass` as the bot's
/// commands of those names, any other played as a move: Numbridge's
/// `swap`), then resign and the offers (or the answers to the other
/// seat's).
fn commands(table: &TableGame, seat: usize, lang: Lang) -> Vec<CommandFrame> {
    let game_own: Vec<String> = if table.adjourned {
        Vec::new()
    } else {
        table.game.command_actions(seat)
    };
    // Each name, and whether pressing it plays it as a move.
    let mut names: Vec<(&str, bool)> = game_own
        .iter()
        .map(|own| match CommandName::named(own) {
            Some(c) => (c.slash(), false),
            None => (own.as_str(), true),
        })
        .collect();
    names.push(("resign", false));
    match table.draw_offer {
        Some(s) if s != seat => names.extend([("draw-accept", false), ("draw-decline", false)]),
        Some(_) => {}
        None => names.push(("draw", false)),
    }
    let timed = table.turn_deadline_ms.is_some() || table.game_deadline_ms.is_some();
    if table.adjourned {
        names.push(("resume", false));
    } else {
        match table.adjourn_offer {
            Some(s) if s != seat => {
                names.extend([("adjourn-accept", false), ("adjourn-decline", false)])
            }
            Some(_) => {}
            None if timed => names.push(("adjourn", false)),
            None => {}
        }
    }
    names
        .into_iter()
        .map(|(name, play)| CommandFrame {
            name: name.into(),
            // A game's own word is in its own catalog file.
            label: crate::i18n::message(lang, &format!("table-command-{name}"), &[]),
            ask: match name {
                "resign" => Some(crate::t!(lang, "table-ask-resign")),
                _ if game_own.iter().any(|own| own == name) => ending(table, name, lang),
                _ => None,
            },
            play,
        })
        .collect()
}

/// A finished game's seat may ask for a rematch (not after an abort).
fn rematch(table: &TableGame, lang: Lang) -> Vec<CommandFrame> {
    table
        .rematch_of
        .map(|_| CommandFrame {
            name: "rematch".into(),
            label: crate::t!(lang, "table-command-rematch"),
            ask: None,
            play: false,
        })
        .into_iter()
        .collect()
}

/// The question before the game's own command `name` when playing it now
/// ends the game (a second pass): what the result would be.
fn ending(table: &TableGame, name: &str, lang: Lang) -> Option<String> {
    let mut game = table.game.clone_box();
    if game.play(name).is_err() || !game.is_over() {
        return None;
    }
    let names = [table.players[0].1.as_str(), table.players[1].1.as_str()];
    let ctx = ViewCtx::public(names).in_lang(lang);
    let mut result = game.result_sentence(&ctx).unwrap_or_default();
    if !result.ends_with(['.', '!', '?']) {
        result.push('.');
    }
    Some(crate::t!(lang, "table-ask-ending", result = result))
}

/// The board as SVG, from the same drawing as the channel's PNG but
/// without its header and status line (the page shows seats, scores and
/// status itself), every cell named (`data-cell="C4"`) and said in words
/// (`aria-label`), with its zones (`data-zones`) where the game has them.
pub fn board_svg(game: &dyn AnyGame, ctx: &ViewCtx, view: &View) -> String {
    let words = super::words::CellWords::new(game.kind(), ctx.lang);
    crate::render::svg_board_only(view, &|at| words.label(view, at))
}

/// The misses the public view of `table` shows (a failed digit, seen by
/// both seats and spectators), as events of frame `n`.
pub fn misses(table: &TableGame, n: u64) -> Vec<Event> {
    let names = [table.players[0].1.as_str(), table.players[1].1.as_str()];
    let view = table.game.view(&ViewCtx::public(names));
    view.marks
        .iter()
        .filter_map(|m| match m.mark {
            Mark::Miss(digit) => Some(Event {
                n,
                kind: "miss".into(),
                cell: cell_name(&view, m.at),
                digit,
            }),
            _ => None,
        })
        .collect()
}

/// A cell's name as the game's notation writes it (`C4`, `e2`).
pub fn cell_name(view: &View, at: crate::games::view::At) -> String {
    let letter = |base: u8| char::from(base + at.col);
    match view.shape {
        Shape::Square { .. } => format!("{}{}", letter(b'a'), at.row + 1),
        Shape::HexHex { .. } | Shape::Rhombus { .. } => {
            format!("{}{}", letter(b'A'), at.row + 1)
        }
    }
}
