//! Numbridge's rules (`docs/games/numbridge.md`) through the game interface
//! and records: placing (hit and miss), clues at cost 1 and 2 and the free
//! clue of an empty hand, exchanges, refills and the cost-2 exception, the
//! automatic pass, Domínios' pairs of plays, connection wins (corners on
//! both edges), block majorities, the turn and game clocks with
//! adjudication, records, and what stays secret while a game runs.

use bridges_bot::games::numbridge::{
    generate, Action, Blocks, Config, End, Numbridge, NumbridgeError, Variant,
};
use bridges_bot::games::{parse_record, AnyGame, Kind, Outcome, Played, Progress, Rules, ViewCtx};
use bridges_bot::i18n::Lang;
use proptest::prelude::*;

fn opts(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
    pairs
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

fn game(pairs: &[(&str, &str)]) -> Played<Numbridge> {
    Played::new(&opts(pairs)).unwrap()
}

fn config(variant: Variant, cost: u8) -> Config {
    Config {
        variant,
        clues: 0,
        blocks: Blocks::Regular,
        turn_secs: 60,
        cost,
        candidates: true,
        seed: 5,
    }
}

/// A game on a complete grid with only `empty` cells left empty (the bag
/// holds their digits): for end-game positions.
fn nearly_full(variant: Variant, cost: u8, empty: &[u8]) -> Played<Numbridge> {
    let n = variant.size() as usize;
    let mut p = generate(n, n * n, 3, Blocks::Regular).unwrap();
    for &c in empty {
        p.givens[c as usize] = 0;
    }
    Played::from_start(Numbridge::with_puzzle(config(variant, cost), &p))
}

fn pos(g: &Played<Numbridge>) -> &Numbridge {
    g.position()
}

fn me(g: &Played<Numbridge>) -> usize {
    g.to_move().unwrap()
}

/// An empty cell where a tile of the mover's hand is right.
fn hit(g: &Played<Numbridge>) -> Option<String> {
    let p = pos(g);
    let hand = p.hand(me(g));
    (0..p.geo().cells() as u8)
        .filter(|&c| p.shown(c) == 0)
        .find(|&c| hand[p.solution(c) as usize] > 0)
        .map(|c| format!("{}:{}", p.name(c), p.solution(c)))
}

/// An empty cell and a tile of the mover's hand that is wrong there.
fn miss(g: &Played<Numbridge>) -> (String, u8, u8) {
    let p = pos(g);
    let tiles = p.hand_tiles(me(g));
    for c in 0..p.geo().cells() as u8 {
        if p.shown(c) != 0 {
            continue;
        }
        if let Some(&d) = tiles.iter().find(|&&d| d != p.solution(c)) {
            return (format!("{}:{d}", p.name(c)), c, d);
        }
    }
    panic!("no miss possible")
}

/// A free clue cell and a tile to pay with.
fn clue(g: &Played<Numbridge>) -> (String, u8) {
    let p = pos(g);
    let c = (0..p.geo().cells() as u8)
        .find(|&c| p.free_clues() & (1 << c) != 0)
        .unwrap();
    (p.name(c), c)
}

fn cell(g: &Played<Numbridge>, name: &str) -> u8 {
    pos(g).geo().parse(name).unwrap()
}

#[test]
fn a_new_game_deals_three_tiles_each_and_keeps_the_bag_invariant() {
    let g = game(&[("seed", "11")]);
    let p = pos(&g);
    assert_eq!(p.hand_len(0), 3);
    assert_eq!(p.hand_len(1), 3);
    assert_eq!(p.free_clues().count_ones(), 30);
    assert_eq!(p.bag_len() as u32 + 6, 81 - 30);
    assert!(p.invariant_holds());
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(g.turn_limit_ms(), Some(60_000));
    assert_eq!(g.game_limit_ms(), Some(30 * 60_000));
    let b = game(&[("variant", "blitz"), ("seed", "11")]);
    assert_eq!(pos(&b).size(), 6);
    assert_eq!(pos(&b).free_clues().count_ones(), 12);
    assert_eq!(b.turn_limit_ms(), Some(30_000));
    assert_eq!(b.game_limit_ms(), Some(12 * 60_000));
    assert_eq!(pos(&b).config().cost, 2);
}

#[test]
fn the_same_seed_replays_the_same_game() {
    let a = game(&[("seed", "42")]);
    let b = game(&[("seed", "42")]);
    assert_eq!(a.position(), b.position());
    let c = game(&[("seed", "43")]);
    assert_ne!(a.position(), c.position());
    // Without a seed one is drawn and written to the options.
    let d = game(&[]);
    assert!(d.data().options.iter().any(|(k, _)| k == "seed"));
}

#[test]
fn options_are_checked_with_what_is_allowed() {
    let err = |pairs: &[(&str, &str)]| {
        Played::<Numbridge>::new(&opts(pairs))
            .unwrap_err()
            .to_string()
    };
    assert!(err(&[("variant", "hex")]).contains("ponte, blitz or dominios"));
    assert!(err(&[("clues", "20")]).contains("24 to 36"));
    assert!(err(&[("variant", "blitz"), ("clues", "20")]).contains("10 to 16"));
    assert!(err(&[("turn", "50")]).contains("30, 45, 60 or 120"));
    assert!(err(&[("cost", "3")]).contains("1 or 2"));
    assert!(err(&[("candidates", "maybe")]).contains("on or off"));
    assert!(err(&[("blocks", "round")]).contains("regular"));
    assert!(err(&[("size", "9")]).contains("no option `size`"));
    let g = game(&[
        ("variant", "dominios"),
        ("clues", "28"),
        ("turn", "120"),
        ("cost", "2"),
        ("candidates", "off"),
        ("blocks", "irregular"),
        ("seed", "9"),
    ]);
    let o: Vec<String> = g
        .data()
        .options
        .iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect();
    assert_eq!(
        o,
        [
            "variant dominios",
            "clues 28",
            "blocks irregular",
            "turn 120",
            "cost 2",
            "candidates off",
            "seed 9"
        ]
    );
}

#[test]
fn a_right_tile_owns_the_cell_and_the_hand_is_refilled() {
    let mut g = game(&[("seed", "7")]);
    let bag = pos(&g).bag_len();
    let play = hit(&g).expect("a hand tile fits somewhere");
    assert_eq!(g.play(&play).unwrap(), Progress::Ended);
    let c = cell(&g, play.split(':').next().unwrap());
    assert_eq!(pos(&g).owner(c), Some(0));
    assert_eq!(pos(&g).hand_len(0), 3);
    assert_eq!(pos(&g).bag_len(), bag - 1);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.turn_lines(), vec![play]);
    assert!(pos(&g).invariant_holds());
}

#[test]
fn a_miss_returns_the_tile_ends_the_turn_and_is_shown() {
    let mut g = game(&[("seed", "7")]);
    let bag = pos(&g).bag_len();
    let (play, c, d) = miss(&g);
    assert_eq!(g.play(&play).unwrap(), Progress::Ended);
    let p = pos(&g);
    assert_eq!(p.shown(c), 0);
    assert_eq!(p.owner(c), None);
    assert_eq!(p.misses(0), 1);
    assert_eq!(p.last_miss(), Some((c, d)));
    assert_eq!(p.bag_len(), bag);
    assert_eq!(p.hand_len(0), 3);
    assert_eq!(g.turn_lines(), vec![format!("{play}x")]);
    assert_eq!(g.to_move(), Some(1));
    assert!(p.invariant_holds());
    // Shown to everyone: the public view marks it, the status names it.
    let v = g.view(&ViewCtx::public(["a", "b"]));
    assert!(v.status.contains(&format!("miss: {d} on")));
    assert!(g.describe_last_turn(Lang::En).unwrap().contains("missed"));
}

#[test]
fn refusals_name_the_rule_and_reveal_nothing() {
    let mut g = game(&[("seed", "7")]);
    let (name, _) = clue(&g);
    let tiles = pos(&g).hand_tiles(0);
    let absent = (1..=9).find(|d| !tiles.contains(d)).unwrap();
    let e = g
        .play(&format!("{name}:{}", tiles[0]))
        .unwrap_err()
        .to_string();
    assert_eq!(e, format!("{name}: it is a clue; take it with `+`"));
    let (empty, _, _) = miss(&g);
    let cellname = empty.split(':').next().unwrap().to_string();
    let e = g
        .play(&format!("{cellname}:{absent}"))
        .unwrap_err()
        .to_string();
    assert_eq!(e, format!("you have no {absent} in your hand"));
    let e = g
        .play(&format!("{cellname}+{}", tiles[0]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("holds no clue"), "{e}");
    assert!(g
        .play("pass")
        .unwrap_err()
        .to_string()
        .contains("you can still play"));
    assert!(g
        .play("J1:1")
        .unwrap_err()
        .to_string()
        .contains("not a cell"));
    assert!(g.play("A1:0").unwrap_err().to_string().contains("1 to 9"));
    assert!(g
        .play("C4:7x")
        .unwrap_err()
        .to_string()
        .contains("without `x`"));
    // Nothing was played, and no refusal told a hit from a miss.
    assert_eq!(g.turns_done(), 0);
    // Two plays in one message are refused before either is tried.
    let mut d = game(&[("variant", "dominios"), ("seed", "7")]);
    d.play(&hit(&d).unwrap()).unwrap();
    let first = hit(&d).unwrap();
    let e = d.play(&format!("{first} {first}")).unwrap_err().to_string();
    assert!(e.contains("one play per message"), "{e}");
    // And a play is never taken back.
    assert!(d.undo().is_none());
}

#[test]
fn players_may_write_plays_loosely() {
    for text in [
        "{c}:{d}",
        "{c} {d}",
        "{c}={d}",
        "place {c} {d}",
        "p {c}:{d}",
    ] {
        let mut g = game(&[("seed", "7")]);
        let play = hit(&g).unwrap();
        let (c, d) = play.split_once(':').unwrap();
        let msg = text.replace("{c}", &c.to_lowercase()).replace("{d}", d);
        g.play(&msg).unwrap_or_else(|e| panic!("{msg}: {e}"));
        assert_eq!(g.turn_lines(), vec![play.clone()], "{msg}");
    }
    let mut g = game(&[("seed", "7")]);
    let (name, _) = clue(&g);
    let t = pos(&g).hand_tiles(0)[0];
    g.play(&format!("clue {name} {t}")).unwrap();
    assert_eq!(g.turn_lines(), vec![format!("{name}+{t}")]);
    g.play("exchange").unwrap();
    assert_eq!(g.turn_lines()[1], "swap");
}

#[test]
fn a_clue_at_cost_one_pays_the_named_tile_and_refills() {
    let mut g = game(&[("seed", "8")]);
    let (name, c) = clue(&g);
    let bag = pos(&g).bag_len();
    let t = pos(&g).hand_tiles(0)[1];
    g.play(&format!("{name}+{t}")).unwrap();
    let p = pos(&g);
    assert_eq!(p.owner(c), Some(0));
    assert_eq!(p.free_clues().count_ones(), 29);
    assert_eq!(p.hand_len(0), 3);
    assert_eq!(p.bag_len(), bag);
    assert!(p.invariant_holds());
    // Taken: nobody takes it again.
    let t1 = p.hand_tiles(1)[0];
    let e = g.play(&format!("{name}+{t1}")).unwrap_err().to_string();
    assert_eq!(e, format!("{name}: its clue is Orange's already"));
}

#[test]
fn a_clue_at_cost_two_takes_a_second_tile_at_random_and_skips_the_refill() {
    let mut g = game(&[("variant", "blitz"), ("seed", "4")]);
    let (name, _) = clue(&g);
    let bag = pos(&g).bag_len();
    let t = pos(&g).hand_tiles(0)[0];
    g.play(&format!("{name}+{t}")).unwrap();
    assert_eq!(g.turn_lines(), vec![format!("{name}+{t}")]);
    assert_eq!(pos(&g).hand_len(0), 1, "no refill after a cost-2 clue");
    assert_eq!(pos(&g).bag_len(), bag + 2);
    assert!(pos(&g).invariant_holds());
    // Blue plays; Orange's next play is made with the one tile left, and
    // the hand is refilled at the end of that turn.
    g.play("swap").unwrap();
    assert_eq!(pos(&g).hand_len(0), 1);
    // One tile is fewer than the cost: no clue now.
    let (name2, _) = clue(&g);
    let t = pos(&g).hand_tiles(0)[0];
    let e = g.play(&format!("{name2}+{t}")).unwrap_err().to_string();
    assert!(e.contains("a clue costs 2 tiles and you hold 1"), "{e}");
    g.play("swap").unwrap();
    assert_eq!(pos(&g).hand_len(0), 3);
    assert!(pos(&g).invariant_holds());
    // The same seed removes the same second tile: the record replays.
    let again = parse_record(&g.record()).unwrap();
    assert_eq!(again.data(), g.data());
}

/// A play that surely hits, else an exchange (or a free clue).
fn play_on(g: &mut Played<Numbridge>) {
    let play = match hit(g) {
        Some(h) => h,
        None if pos(g).bag_len() > 0 => "swap".into(),
        None => format!("{}+", clue(g).0),
    };
    g.play(&play).unwrap();
}

#[test]
fn in_dominios_a_cost_two_clue_holds_the_refill_to_the_end_of_the_next_turn() {
    // The decision (docs/games/numbridge.md, "Refills"): a Domínios turn
    // is the pair of plays, so after a clue at cost 2 the rest of that
    // turn and the whole next turn are played with what is left; the hand
    // is refilled when that next turn ends.
    let mut g = game(&[("variant", "dominios"), ("cost", "2"), ("seed", "11")]);
    play_on(&mut g); // Orange's single first play.
    assert_eq!(me(&g), 1);
    let (name, _) = clue(&g);
    let t = pos(&g).hand_tiles(1)[0];
    assert_eq!(g.play(&format!("{name}+{t}")).unwrap(), Progress::Continues);
    assert_eq!(pos(&g).hand_len(1), 1, "the clue took two tiles");
    assert!(pos(&g).held(1));
    // The second play of the pair places the last tile: no refill.
    let last = hit(&g).expect("the tile left has its cell");
    assert_eq!(g.play(&last).unwrap(), Progress::Ended);
    assert_eq!(
        pos(&g).hand_len(1),
        0,
        "no refill at the end of the clue's turn"
    );
    assert!(pos(&g).invariant_holds());
    // Orange's pair.
    play_on(&mut g);
    if me(&g) == 0 {
        play_on(&mut g);
    }
    assert_eq!(me(&g), 1);
    // Blue's next turn, with an empty hand: a free clue, still no refill…
    let (free, _) = clue(&g);
    assert_eq!(g.play(&format!("{free}+")).unwrap(), Progress::Continues);
    assert_eq!(pos(&g).hand_len(1), 0, "held for the whole next turn");
    // …and the hand is refilled when that turn ends.
    let (free2, _) = clue(&g);
    assert_eq!(g.play(&format!("{free2}+")).unwrap(), Progress::Ended);
    assert_eq!(pos(&g).hand_len(1), 3);
    assert!(!pos(&g).held(1));
    assert!(pos(&g).invariant_holds());
    // The record replays to the same game.
    let again = parse_record(&g.record()).unwrap();
    assert_eq!(again.data(), g.data());
}

#[test]
fn an_exchange_under_a_hold_draws_a_new_hand() {
    let mut g = game(&[("variant", "blitz"), ("seed", "4")]);
    let (name, _) = clue(&g);
    let t = pos(&g).hand_tiles(0)[0];
    g.play(&format!("{name}+{t}")).unwrap();
    g.play("swap").unwrap();
    assert!(pos(&g).held(0));
    g.play("swap").unwrap();
    assert_eq!(pos(&g).hand_len(0), 3, "the exchange draws at once");
    assert!(!pos(&g).held(0), "the turn after the clue's ended");
    assert!(pos(&g).invariant_holds());
}

#[test]
fn an_empty_hand_takes_a_clue_for_free_and_only_then() {
    // Three empty cells: Orange holds all three tiles, Blue none.
    let mut g = nearly_full(Variant::Ponte, 1, &[40, 41, 42]);
    assert_eq!(pos(&g).hand_len(0), 3);
    assert_eq!(pos(&g).hand_len(1), 0);
    assert_eq!(pos(&g).bag_len(), 0);
    let e = g.play("A1+").unwrap_err().to_string();
    assert!(e.contains("free only with an empty hand"), "{e}");
    g.play(&format!("A1+{}", pos(&g).hand_tiles(0)[0])).unwrap();
    // The tile went to the bag and came straight back.
    assert_eq!(pos(&g).hand_len(0), 3);
    g.play("B1+").unwrap();
    assert_eq!(pos(&g).owner(1), Some(1));
    assert_eq!(g.turn_lines()[1], "B1+");
    assert!(pos(&g).invariant_holds());
}

#[test]
fn an_exchange_redraws_and_is_refused_with_an_empty_bag() {
    let mut g = game(&[("seed", "21")]);
    let bag = pos(&g).bag_len();
    g.play("swap").unwrap();
    assert_eq!(pos(&g).hand_len(0), 3);
    assert_eq!(pos(&g).bag_len(), bag);
    assert!(pos(&g).invariant_holds());
    let mut e = nearly_full(Variant::Ponte, 1, &[40, 41, 42]);
    let err = e.play("swap").unwrap_err().to_string();
    assert_eq!(err, "the bag is empty: no exchange");
}

#[test]
fn a_player_with_nothing_to_play_is_passed() {
    // Domínios, one empty cell in each of blocks 6, 7 and 8: Orange holds
    // the three tiles, Blue none. The clues are shared out so that Orange
    // and Blue win three blocks each and blocks 6–8 stand at 4–4.
    let (mut orange, mut blue) = (Vec::new(), Vec::new());
    for b in 0..6 {
        let c = block_cells(b);
        let (five, four) = if b < 3 {
            (&mut orange, &mut blue)
        } else {
            (&mut blue, &mut orange)
        };
        five.extend_from_slice(&c[..5]);
        four.extend_from_slice(&c[5..]);
    }
    let mut empty = Vec::new();
    for b in 6..9 {
        let c = block_cells(b);
        empty.push(c[0]);
        orange.extend_from_slice(&c[1..5]);
        blue.extend_from_slice(&c[5..]);
    }
    let mut g = nearly_full(Variant::Dominios, 1, &empty);
    assert_eq!((pos(&g).hand_len(0), pos(&g).hand_len(1)), (3, 0));
    take_all(&mut g, &pair_turns(&orange, &blue));
    assert_eq!(pos(&g).free_clues(), 0);
    assert!(g.result().is_none());
    assert_eq!(g.to_move(), Some(0));
    assert_eq!(g.forced_passes(), Vec::<usize>::new());
    // Orange misses: the turn ends; Blue has nothing and is passed.
    let (m, _, _) = miss(&g);
    g.play(&m).unwrap();
    assert_eq!(g.to_move(), Some(1));
    assert!(g.play("swap").is_err());
    assert_eq!(g.forced_passes(), vec![1]);
    assert_eq!(g.turn_lines().last().unwrap(), "pass");
    assert_eq!(g.describe_last_turn(Lang::En).unwrap(), "passed");
    assert_eq!(g.to_move(), Some(0));
    // Orange's right tile wins a fourth block, the next one a fifth.
    g.play(&hit(&g).unwrap()).unwrap();
    g.play(&hit(&g).unwrap()).unwrap();
    assert_eq!(g.result(), Some(Outcome::Win(0)));
}

/// Take clues in the given order, each line a turn: free with an empty
/// hand, else paying the lowest tile (which the refill brings back when
/// the bag is empty).
fn take_all(g: &mut Played<Numbridge>, turns: &[Vec<u8>]) {
    for t in turns {
        let pay = match pos(g).hand_tiles(me(g)).first() {
            Some(d) => d.to_string(),
            None => String::new(),
        };
        let line: Vec<String> = t
            .iter()
            .map(|&c| format!("{}+{pay}", pos(g).name(c)))
            .collect();
        g.replay_line(&line.join(" "), false)
            .unwrap_or_else(|e| panic!("{}: {e}", line.join(" ")));
    }
}

#[test]
fn joining_the_edges_wins_and_corners_count_for_both_edges() {
    // Column I (with the corners I1 and I9) joins Orange's top and bottom.
    let mut g = nearly_full(Variant::Ponte, 1, &[]);
    let col_i: Vec<u8> = (0..9).map(|r| r * 9 + 8).collect();
    let blue: Vec<u8> = (0..9).map(|r| r * 9 + 2).collect();
    let mut turns = Vec::new();
    for k in 0..9 {
        turns.push(vec![col_i[k]]);
        if k < 8 {
            turns.push(vec![blue[k]]);
        }
    }
    take_all(&mut g, &turns[..turns.len() - 1]);
    assert!(g.result().is_none());
    take_all(&mut g, &turns[turns.len() - 1..]);
    assert_eq!(g.result(), Some(Outcome::Win(0)));
    assert_eq!(pos(&g).end(), Some(End::Connected(0)));
    // Row 9 (corners A9 and I9) joins Blue's left and right columns.
    let mut g = nearly_full(Variant::Ponte, 1, &[]);
    let row9: Vec<u8> = (72..81).collect();
    let orange: Vec<u8> = (0..9).map(|k| k * 9 + k / 2).filter(|c| *c < 72).collect();
    let mut turns = Vec::new();
    for k in 0..9 {
        turns.push(vec![
            orange[k % orange.len()] + if k >= orange.len() { 1 } else { 0 },
        ]);
        turns.push(vec![row9[k]]);
    }
    take_all(&mut g, &turns);
    assert_eq!(g.result(), Some(Outcome::Win(1)));
    // The main diagonal ((c+1, r+1) is no neighbour) joins nothing.
    let mut g = nearly_full(Variant::Blitz, 2, &[]);
    let diag: Vec<u8> = (0..6).map(|i| i * 6 + i).collect();
    let other: Vec<u8> = vec![1, 8, 15, 22, 29];
    let mut turns = Vec::new();
    for k in 0..6 {
        turns.push(vec![diag[k]]);
        if k < 5 {
            turns.push(vec![other[k]]);
        }
    }
    take_all(&mut g, &turns);
    assert!(g.result().is_none());
}

/// Block `b`'s cells on 9×9 (regular blocks), in order.
fn block_cells(b: u8) -> Vec<u8> {
    let (br, bc) = (b / 3, b % 3);
    let mut v = Vec::new();
    for r in 0..3 {
        for c in 0..3 {
            v.push((br * 3 + r) * 9 + bc * 3 + c);
        }
    }
    v
}

/// Domínios turns for two lists of cells taken free: Orange's first turn
/// single, then pairs, alternating.
fn pair_turns(orange: &[u8], blue: &[u8]) -> Vec<Vec<u8>> {
    let mut turns = vec![vec![orange[0]]];
    let (mut o, mut b) = (1, 0);
    while o < orange.len() || b < blue.len() {
        if b < blue.len() {
            turns.push(blue[b..(b + 2).min(blue.len())].to_vec());
            b += 2;
        }
        if o < orange.len() {
            turns.push(orange[o..(o + 2).min(orange.len())].to_vec());
            o += 2;
        }
    }
    turns
}

#[test]
fn dominios_turns_are_pairs_and_the_first_is_single() {
    let mut g = game(&[("variant", "dominios"), ("seed", "3")]);
    assert_eq!(g.play("swap").unwrap(), Progress::Ended);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(g.play("swap").unwrap(), Progress::Continues);
    assert!(g.mid_turn());
    assert_eq!(g.play("swap").unwrap(), Progress::Ended);
    assert_eq!(g.turn_lines(), vec!["swap", "swap swap"]);
    // A miss ends the whole turn.
    let (m, _, _) = miss(&g);
    assert_eq!(g.play(&m).unwrap(), Progress::Ended);
    assert_eq!(g.to_move(), Some(1));
    // So does the turn clock, mid-turn.
    g.play("swap").unwrap();
    assert_eq!(g.turn_time_out().unwrap(), Progress::Ended);
    assert_eq!(g.turn_lines().last().unwrap(), "swap time");
    assert_eq!(g.to_move(), Some(0));
}

#[test]
fn five_cells_win_a_block_and_five_blocks_win_the_game() {
    // Orange takes 5 cells of blocks 0..5, Blue 4 of each; Orange's last
    // cell wins the fifth block.
    let mut orange = Vec::new();
    let mut blue = Vec::new();
    for b in 0..5 {
        let cells = block_cells(b);
        orange.extend_from_slice(&cells[..5]);
        blue.extend_from_slice(&cells[5..]);
    }
    // Turns alternate: Blue takes as many cells as Orange bar the first.
    for b in 5..9 {
        blue.push(block_cells(b)[0]);
    }
    let mut g = nearly_full(Variant::Dominios, 1, &[]);
    let turns = pair_turns(&orange, &blue);
    take_all(&mut g, &turns[..turns.len() - 1]);
    assert_eq!(pos(&g).blocks_won(0), 4);
    assert!(g.result().is_none());
    let last = turns.last().unwrap();
    take_all(&mut g, std::slice::from_ref(last));
    assert_eq!(pos(&g).blocks_won(0), 5);
    assert_eq!(pos(&g).end(), Some(End::Blocks(0)));
    assert_eq!(g.result(), Some(Outcome::Win(0)));
    assert!(g
        .result_sentence(&ViewCtx::public(["ann", "bob"]))
        .unwrap()
        .starts_with("ann wins 5 blocks to 0"));
}

#[test]
fn time_loses_the_turn_like_a_miss() {
    let mut g = game(&[("seed", "5")]);
    let hand = pos(&g).hand_tiles(0);
    assert_eq!(g.turn_time_out().unwrap(), Progress::Ended);
    assert_eq!(g.turn_lines(), vec!["time"]);
    assert_eq!(g.to_move(), Some(1));
    assert_eq!(pos(&g).hand_tiles(0), hand);
    assert_eq!(pos(&g).misses(0), 0);
    // Players cannot write it.
    assert!(g.play("time").is_err());
}

#[test]
fn the_game_clock_adjudicates_each_variant() {
    // Ponte: more owned cells wins.
    let mut g = nearly_full(Variant::Ponte, 1, &[]);
    take_all(&mut g, &[vec![0], vec![1], vec![2]]);
    assert_eq!(g.game_time_out().unwrap(), Outcome::Win(0));
    assert_eq!(g.turn_lines().last().unwrap(), "timeup");
    assert_eq!(pos(&g).end(), Some(End::Adjudicated(Outcome::Win(0))));
    assert!(g.play("swap").is_err());
    // Equal cells: a draw.
    let mut g = nearly_full(Variant::Blitz, 2, &[]);
    take_all(&mut g, &[vec![0], vec![1]]);
    assert_eq!(g.game_time_out().unwrap(), Outcome::Draw);
    // Domínios: blocks first, then cells.
    let b0 = block_cells(0);
    let b1 = block_cells(1);
    let orange: Vec<u8> = b0[..5].to_vec();
    let blue: Vec<u8> = [&b1[..4], &b0[5..7]].concat();
    let mut g = nearly_full(Variant::Dominios, 1, &[]);
    take_all(&mut g, &pair_turns(&orange, &blue));
    assert_eq!(pos(&g).owned(0).count_ones(), 5);
    assert_eq!(pos(&g).owned(1).count_ones(), 6);
    assert_eq!(g.game_time_out().unwrap(), Outcome::Win(0));
    let mut g = nearly_full(Variant::Dominios, 1, &[]);
    take_all(&mut g, &pair_turns(&[0, 1, 2], &[40, 41]));
    assert_eq!(g.game_time_out().unwrap(), Outcome::Win(0));
    let mut g = nearly_full(Variant::Dominios, 1, &[]);
    take_all(&mut g, &pair_turns(&[0, 1, 2], &[40, 41]));
    // Mid-turn: the clock adjudicates the turn in progress too.
    assert_eq!(g.play("G5+").unwrap(), Progress::Continues);
    assert_eq!(g.game_time_out().unwrap(), Outcome::Draw);
    assert_eq!(g.turn_lines().last().unwrap(), "G5+ timeup");
    let text = g.result_sentence(&ViewCtx::public(["a", "b"])).unwrap();
    assert_eq!(text, "time is up: a draw on blocks 0–0, cells 3–3");
}

#[test]
fn records_round_trip_and_hide_the_seed_while_running() {
    let mut g: Box<dyn AnyGame> = Kind::Numbridge
        .new_game(&opts(&[("variant", "dominios"), ("seed", "77")]))
        .unwrap();
    let spec = bridges_bot::search::PlayerSpec::level(2).unwrap();
    for t in 0..12u64 {
        g.forced_passes();
        for a in bridges_bot::games::choose_turn_any(g.as_ref(), &spec, t) {
            if g.play(&a).unwrap() == Progress::Ended {
                break;
            }
        }
    }
    let record = g.record();
    assert!(record.starts_with("game numbridge\nvariant dominios\n"));
    assert!(record.contains("seed 77\n"));
    let again = parse_record(&record).unwrap();
    assert_eq!(again.data(), g.data());
    let public = g.public_record();
    assert!(!public.contains("seed"), "{public}");
    assert_eq!(public.lines().count(), record.lines().count() - 1);
    let check = g.check_json(false);
    assert_eq!(check["variant"], "dominios");
    assert!(check.get("seed").is_none() && check.get("hand_tiles").is_none());
    assert_eq!(
        check["bag"].as_u64().unwrap()
            + check["hands"]["orange"].as_u64().unwrap()
            + check["hands"]["blue"].as_u64().unwrap(),
        81 - 30
            - check["owned"]["orange"].as_u64().unwrap()
            - check["owned"]["blue"].as_u64().unwrap()
            + (30
                - (g.as_any().downcast_ref::<Played<Numbridge>>().unwrap())
                    .position()
                    .free_clues()
                    .count_ones() as u64)
    );
    // Over: the whole record.
    let verdict = g.game_time_out().unwrap();
    assert!(g.record().ends_with("timeup\n"));
    assert!(g.public_record().contains("seed 77"));
    // The record replays to the same adjudication.
    let again = parse_record(&g.record()).unwrap();
    assert_eq!(again.result(), Some(verdict));
    assert!(g.check_json(false).get("seed").is_some());
}

#[test]
fn a_record_that_contradicts_the_puzzle_is_refused() {
    let mut g = game(&[("seed", "7")]);
    let play = hit(&g).unwrap();
    g.play(&play).unwrap();
    let wrong = g.record().replace(&play, &format!("{play}x"));
    let e = parse_record(&wrong).unwrap_err().to_string();
    assert!(e.contains("the record says a miss"), "{e}");
}

#[test]
fn private_lines_show_each_hand_and_public_views_never_do() {
    let g = game(&[("seed", "13")]);
    let tiles = pos(&g).hand_tiles(0);
    let line = g.private_line(0, Lang::En).unwrap();
    let want: Vec<String> = tiles.iter().map(|d| d.to_string()).collect();
    assert_eq!(line, format!("Your hand: {}", want.join(" ")));
    assert!(g
        .private_line(1, Lang::En)
        .unwrap()
        .starts_with("Your hand: "));
    let public = g.view(&ViewCtx::public(["a", "b"]));
    for s in &public.seats {
        assert!(s.sub.contains("· 3 tiles"), "{}", s.sub);
        assert!(!s.sub.contains("hand"), "{}", s.sub);
    }
    assert!(!g.alt_text(&ViewCtx::public(["a", "b"])).contains("hand"));
    let mut mine = ViewCtx::public(["a", "b"]);
    mine.viewer = Some(0);
    let private = g.view(&mine);
    assert!(private.seats[0]
        .sub
        .contains(&format!("hand {}", want.join(" "))));
    assert!(!private.seats[1].sub.contains("hand"));
    let e = nearly_full(Variant::Ponte, 1, &[40]);
    assert_eq!(e.private_line(1, Lang::En).unwrap(), "Your hand is empty");
}

#[test]
fn the_legal_list_is_every_hand_digit_on_every_empty_cell() {
    let g = game(&[("seed", "17")]);
    let p = pos(&g);
    let legal = g.legal();
    let digits: std::collections::BTreeSet<u8> = p.hand_tiles(0).into_iter().collect();
    let empty = 81 - 30;
    let places = legal.iter().filter(|t| t.contains(':')).count();
    assert_eq!(places, digits.len() * empty);
    assert!(legal.iter().all(|t| !t.ends_with('x')));
    assert_eq!(
        legal.iter().filter(|t| t.contains('+')).count(),
        30 * digits.len()
    );
    assert!(legal.contains(&"swap".to_string()));
}

fn random_game(variant: &str, cost: &str, seed: u64) -> (Played<Numbridge>, bool) {
    use rand::{Rng, SeedableRng};
    let mut g = game(&[
        ("variant", variant),
        ("cost", cost),
        ("seed", &seed.to_string()),
    ]);
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let mut ok = true;
    for _ in 0..3_000 {
        if g.result().is_some() {
            break;
        }
        g.forced_passes();
        if g.result().is_some() {
            break;
        }
        let mut legal = Vec::new();
        g.position().legal_actions(&mut legal);
        let a = legal[rng.gen_range(0..legal.len())];
        // Bias towards right tiles so that games finish.
        let a = match a {
            Action::Place { cell, .. } if rng.gen_bool(0.7) => {
                let p = g.position();
                let d = p.solution(cell);
                if p.hand(g.to_move().unwrap())[d as usize] > 0 {
                    Action::Place {
                        cell,
                        digit: d,
                        miss: false,
                    }
                } else {
                    a
                }
            }
            a => a,
        };
        g.apply(a).unwrap();
        ok &= g.position().invariant_holds();
    }
    (g, ok)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn the_bag_invariant_holds_and_games_end(
        seed in 0u64..1_000_000,
        v in 0usize..3,
        cost in 1u8..=2,
    ) {
        // Every variant at both clue costs (the cost-2 hold included).
        let variant = ["ponte", "blitz", "dominios"][v];
        let (g, ok) = random_game(variant, &cost.to_string(), seed);
        prop_assert!(ok);
        prop_assert!(g.result().is_some(), "{variant} seed {seed} did not end");
        // The record replays to the same game.
        let again = parse_record(&g.record()).unwrap();
        prop_assert_eq!(again.data(), g.data());
    }
}

/// A rule error reads, in English, as the catalog words it (records and
/// logs print it).
#[test]
fn errors_read_as_their_catalog_sentence() {
    assert_eq!(
        NumbridgeError::EmptyBag.to_string(),
        "the bag is empty: no exchange"
    );
}

/// The hidden-information seam: what a seat or an onlooker observes holds
/// no hand but the seat's own, no bag, no seed and no solution of an empty
/// cell, yet draws exactly what the full position draws for them.
#[test]
fn an_observed_position_hides_the_secrets_and_draws_the_same() {
    use bridges_bot::games::Present;
    use rand::{Rng, SeedableRng};
    let mut g = game(&[("variant", "blitz"), ("seed", "11")]);
    let mut rng = rand::rngs::SmallRng::seed_from_u64(11);
    for _ in 0..12 {
        g.forced_passes();
        if g.result().is_some() {
            break;
        }
        let p = pos(&g);
        for viewer in [None, Some(0), Some(1)] {
            let seen = p.observe(viewer);
            for seat in 0..2 {
                let own = viewer == Some(seat);
                assert_eq!(
                    seen.hand_tiles(seat).is_empty(),
                    !own || p.hand_len(seat) == 0
                );
                assert_eq!(seen.hand_len(seat), p.hand_len(seat));
            }
            assert!(seen.bag().iter().all(|&n| n == 0));
            assert_eq!(seen.config().seed, 0);
            for c in 0..p.geo().cells() as u8 {
                if p.shown(c) == 0 {
                    assert_eq!(seen.solution(c), 0);
                }
            }
            let names = ["ann", "bob"];
            let ctx = ViewCtx {
                viewer,
                show_legal: true,
                ..ViewCtx::public(names)
            };
            let last = g.current();
            assert_eq!(seen.text_board(&ctx), p.text_board(&ctx));
            assert_eq!(seen.alt_text(last, &ctx), p.alt_text(last, &ctx));
            assert_eq!(seen.view(last, &ctx), p.view(last, &ctx));
        }
        let mut legal = Vec::new();
        g.position().legal_actions(&mut legal);
        let a = legal[rng.gen_range(0..legal.len())];
        g.apply(a).unwrap();
    }
}

#[test]
fn the_prompt_offers_only_what_can_be_played_now() {
    use bridges_bot::games::Present;
    // Four empty cells: the deals take every tile, the bag is empty.
    let g = nearly_full(Variant::Ponte, 1, &[0, 10, 20, 30]);
    assert_eq!(pos(&g).bag_len(), 0);
    assert_eq!(
        pos(&g).prompt(Lang::En),
        "place a tile, like `C4:7`; take a clue paying a tile, like `C4+5`"
    );
    // Blue holds one tile: at cost 2 no clue is offered, nor a swap.
    let g = nearly_full(Variant::Blitz, 2, &[0, 7, 14, 21]);
    let mut p = pos(&g).clone();
    assert_eq!(p.hand_len(1), 1);
    let hit = (0..36u8)
        .find(|&c| p.shown(c) == 0 && p.hand(0)[p.solution(c) as usize] > 0)
        .unwrap();
    p.play(Action::Place {
        cell: hit,
        digit: p.solution(hit),
        miss: false,
    })
    .unwrap();
    assert_eq!(p.prompt(Lang::En), "place a tile, like `C4:7`");
}
