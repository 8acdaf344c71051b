//! Standings images: rows in order, long names cut before the points,
//! the podium's tints, the decisive tie-break framed, widths within the
//! board images' and every language drawn whole.
//!
//! `BRIDGES_WRITE_EXAMPLES=1 cargo test --test render standings` writes
//! `assets/examples/standings-final.png` (docs/commands.md shows it).

use crate::headers::inside_and_apart;
use bridges_bot::commands::{standings_view, MAX_IMAGE_ROWS};
use bridges_bot::i18n::Lang;
use bridges_bot::render::standings::{MAX_WIDTH, MIN_WIDTH};
use bridges_bot::render::{
    draw_standings, standings_png, Canvas, DrawnText, Ink, Medal, StandingsHeads, StandingsRow,
    StandingsView,
};
use bridges_bot::tournament::simulate::{simulate, Simulation};
use bridges_bot::tournament::{Event, System};
use proptest::prelude::*;

/// Discord display names run to 32 characters; `W` is the widest letter.
const WIDEST: &str = "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW";

fn event(system: System, players: usize, rounds: u32, seed: u64) -> Event {
    simulate(&Simulation {
        system,
        players,
        rounds,
        seed,
        draw_rate: 0.3,
    })
}

/// A finished 8-player Swiss with a long name, accents and a withdrawal.
fn swiss_eight() -> Event {
    let mut e = event(System::Swiss { rounds: 4 }, 8, 4, 7);
    let names = [
        "Ana Sofia",
        WIDEST,
        "Joaquim Gonçalves",
        "Zoë",
        "Maximiliano Wolfeschlegelsteinh",
        "Bob",
        "Élodie Lefèvre",
        "Ирина Петрова",
    ];
    for (p, n) in e.players.iter_mut().zip(names) {
        p.name = n.to_string();
    }
    e.players[5].withdrawn_from = Some(3);
    e
}

fn find<'a>(frame: &'a Canvas, text: &str) -> &'a DrawnText {
    frame
        .texts()
        .iter()
        .find(|t| t.text == text)
        .unwrap_or_else(|| panic!("`{text}` not drawn: {:?}", frame.texts()))
}

fn row(place: usize, name: &str, points: &str) -> StandingsRow {
    StandingsRow {
        place: place.to_string(),
        name: name.to_string(),
        note: String::new(),
        points: points.to_string(),
        tiebreaks: vec![
            "10½".into(),
            "12".into(),
            "27.75".into(),
            "0".into(),
            "3".into(),
        ],
        decided_by: None,
        medal: Medal::of_place(place),
    }
}

fn plain_view(rows: Vec<StandingsRow>) -> StandingsView {
    StandingsView {
        title: "Final standings".into(),
        subtitle: "Bridges · Swiss, 5 rounds · after round 5 of 5".into(),
        heads: StandingsHeads {
            place: "#".into(),
            player: "Player".into(),
            points: "Pts".into(),
            tiebreaks: ["BH-C1", "BH", "SB", "DE", "W"].map(String::from).to_vec(),
        },
        rows,
        notes: vec![
            "A framed value is the tie-break that put a player below the one above.".into(),
        ],
    }
}

#[test]
fn rows_are_drawn_in_the_tables_order() {
    let e = swiss_eight();
    let view = standings_view(Lang::En, &e, "Bridges", true);
    assert_eq!(view.rows.len(), 8);
    let frame = draw_standings(&view);
    let mut last_y = i32::MIN;
    for r in &view.rows {
        // Names are drawn whole or cut with an ellipsis; find by start.
        let head: String = r.name.chars().take(6).collect();
        let t = frame
            .texts()
            .iter()
            .find(|t| t.text.starts_with(&head) && t.x > 20)
            .unwrap_or_else(|| panic!("{} not drawn", r.name));
        assert!(t.y > last_y, "{} drawn above the row before", r.name);
        last_y = t.y;
    }
    // The withdrawal is said after the name.
    assert!(view.rows.iter().any(|r| r.note == "(withdrawn)"));
    find(&frame, "(withdrawn)");
    inside_and_apart(&frame, "8-player Swiss");
}

#[test]
fn long_names_are_cut_before_the_points_column() {
    let mut rows: Vec<StandingsRow> = (1..=6).map(|p| row(p, WIDEST, "4½")).collect();
    rows[1].note = "(withdrawn)".into();
    rows[2].name = "Maximiliano Wolfeschlegelsteinh".into();
    rows[3].name = "i".repeat(32);
    let frame = draw_standings(&plain_view(rows));
    let points: Vec<&DrawnText> = frame.texts().iter().filter(|t| t.text == "4½").collect();
    assert_eq!(points.len(), 6);
    let names: Vec<&DrawnText> = frame
        .texts()
        .iter()
        .filter(|t| t.text.starts_with("WWW") || t.text.starts_with("Maxi"))
        .collect();
    assert_eq!(names.len(), 5, "{:?}", frame.texts());
    for n in &names {
        assert!(n.text.ends_with('…'), "{n:?} not cut");
        assert!(
            n.x + n.w < points[0].x,
            "{n:?} runs into the points {:?}",
            points[0]
        );
    }
    // A name that fits is left whole.
    find(&frame, &"i".repeat(32));
    inside_and_apart(&frame, "long names");
}

#[test]
fn the_podium_is_tinted_gold_silver_and_bronze() {
    let rows: Vec<StandingsRow> = (1..=5).map(|p| row(p, "Ann", "3")).collect();
    let frame = draw_standings(&plain_view(rows));
    let x_right = frame.width() as i32 - 3;
    // The places: the first column's texts.
    let places: Vec<&DrawnText> = (1..=5)
        .map(|p| {
            let p = p.to_string();
            frame
                .texts()
                .iter()
                .find(|t| t.text == p && t.x < 60)
                .unwrap()
        })
        .collect();
    for (i, want) in [
        Some((Ink::GoldTint, Ink::Gold)),
        Some((Ink::SilverTint, Ink::Silver)),
        Some((Ink::BronzeTint, Ink::Bronze)),
        None,
        None,
    ]
    .into_iter()
    .enumerate()
    {
        let y = places[i].y + places[i].h / 2;
        let band = frame.rgb(x_right, y).unwrap();
        let bar = frame.rgb(2, y).unwrap();
        match want {
            Some((tint, medal)) => {
                assert_eq!(band, tint.rgb(), "row {}", i + 1);
                assert_eq!(bar, medal.rgb(), "row {}", i + 1);
            }
            None => {
                for ink in [Ink::GoldTint, Ink::SilverTint, Ink::BronzeTint] {
                    assert_ne!(band, ink.rgb(), "row {}", i + 1);
                }
                assert_eq!(bar, band, "row {} has no bar", i + 1);
            }
        }
    }
    // The tints differ from one another and from the page.
    let tints = [
        Ink::GoldTint,
        Ink::SilverTint,
        Ink::BronzeTint,
        Ink::HeaderBg,
        Ink::Page,
    ];
    for (i, a) in tints.iter().enumerate() {
        for b in &tints[i + 1..] {
            assert_ne!(a.rgb(), b.rgb(), "{a:?} {b:?}");
        }
    }
}

#[test]
fn the_decisive_tie_break_is_framed_and_highlighted() {
    let mut rows: Vec<StandingsRow> = (1..=3).map(|p| row(p, "Ann", "3")).collect();
    rows[1].tiebreaks[2] = "31.25".into();
    rows[1].decided_by = Some(2);
    let frame = draw_standings(&plain_view(rows));
    let value = find(&frame, "31.25");
    let highlight = Ink::Highlight.rgb();
    // The frame: left of the value, level with its middle.
    let mid = value.y + value.h / 2;
    let framed = (value.x - 10..value.x).any(|x| frame.rgb(x, mid) == Some(highlight));
    assert!(framed, "no frame left of {value:?}");
    // The other rows' values are not framed.
    for other in frame.texts().iter().filter(|t| t.text == "27.75") {
        let mid = other.y + other.h / 2;
        assert!(
            !(other.x - 10..other.x).any(|x| frame.rgb(x, mid) == Some(highlight)),
            "{other:?} framed"
        );
    }
}

#[test]
fn widths_stay_within_the_board_images_and_height_grows_with_the_rows() {
    // Swiss pairing is slow in a debug build: the big fields play a few
    // round-robin rounds (the table's columns are the same kind).
    let mut fields = Vec::new();
    for n in [2, 3, 8, 17] {
        fields.push(event(System::Swiss { rounds: 5 }, n, 5, n as u64));
    }
    for n in [2, 5, 9, 33, MAX_IMAGE_ROWS] {
        fields.push(event(System::RoundRobin { double: false }, n, 3, n as u64));
    }
    let mut last: Option<(bool, usize, u32)> = None;
    for e in &fields {
        let n = e.players.len();
        let frame = draw_standings(&standings_view(Lang::En, e, "Avanço", false));
        assert!(
            (MIN_WIDTH..=MAX_WIDTH).contains(&frame.width()),
            "{n} players: {} px wide",
            frame.width()
        );
        inside_and_apart(&frame, &format!("{n} players, {:?}", e.system));
        let swiss = matches!(e.system, System::Swiss { .. });
        if let Some((was_swiss, m, h)) = last {
            if was_swiss == swiss && m < n {
                assert!(frame.height() > h, "{n} players not taller than {m}");
            }
        }
        last = Some((swiss, n, frame.height()));
    }
    // A big field: the picture stops at MAX_IMAGE_ROWS and says so.
    let e = event(System::RoundRobin { double: false }, 200, 2, 3);
    let view = standings_view(Lang::En, &e, "Bridges", true);
    assert_eq!(view.rows.len(), MAX_IMAGE_ROWS);
    let frame = draw_standings(&view);
    assert!(frame.width() <= MAX_WIDTH);
    let more = 200 - MAX_IMAGE_ROWS;
    assert!(
        frame
            .texts()
            .iter()
            .any(|t| t.text.contains(&format!("and {more} more players"))),
        "{:?}",
        view.notes
    );
}

#[test]
fn every_language_draws_its_heads_and_notes_whole() {
    let e = swiss_eight();
    let rr = event(System::RoundRobin { double: true }, 5, 10, 11);
    for lang in Lang::ALL {
        for (what, ev) in [("swiss", &e), ("round robin", &rr)] {
            let view = standings_view(lang, ev, "Numbridge", true);
            let frame = draw_standings(&view);
            let what = format!("{lang} {what}");
            assert!((MIN_WIDTH..=MAX_WIDTH).contains(&frame.width()), "{what}");
            inside_and_apart(&frame, &what);
            let heads = &view.heads;
            for h in [&heads.place, &heads.player, &heads.points]
                .into_iter()
                .chain(&heads.tiebreaks)
            {
                find(&frame, h);
            }
            find(&frame, &view.title);
            // Notes wrap, but every word of them is drawn.
            let all: String = frame.texts().iter().map(|t| t.text.as_str()).collect();
            for note in &view.notes {
                for word in note.split_whitespace() {
                    assert!(all.contains(word), "{what}: `{word}` of a note missing");
                }
            }
        }
    }
    // Languages differ where they should.
    let pt = standings_view(Lang::Pt, &e, "Pontes", true);
    let fr = standings_view(Lang::Fr, &e, "Ponts", true);
    assert_eq!(pt.heads.player, "Jogador");
    assert_eq!(fr.heads.player, "Joueur");
    // Quarters are written with each language's decimal mark.
    let quarters = |v: &StandingsView| {
        v.rows
            .iter()
            .flat_map(|r| r.tiebreaks.iter())
            .any(|t| t.contains(',') || t.contains('.'))
    };
    if quarters(&pt) {
        assert!(pt
            .rows
            .iter()
            .flat_map(|r| &r.tiebreaks)
            .all(|t| !t.contains('.')));
    }
}

#[test]
fn the_example_picture_is_a_small_png() {
    let e = swiss_eight();
    let view = standings_view(Lang::En, &e, "Bridges", true);
    let png = standings_png(&view);
    assert!(png.starts_with(b"\x89PNG"));
    assert!(png.len() < 60 * 1024, "{} bytes", png.len());
    let img = image::load_from_memory(&png).expect("a PNG a decoder reads");
    let frame = draw_standings(&view);
    assert_eq!((img.width(), img.height()), (frame.width(), frame.height()));
    if std::env::var_os("BRIDGES_WRITE_EXAMPLES").is_some() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/assets/examples/standings-final.png"
        );
        std::fs::write(path, &png).expect("writing the example");
    }
}

/// Texts in the first 32 characters of any script, or a long value.
fn any_name() -> impl Strategy<Value = String> {
    prop_oneof![
        "[A-Za-zÀ-ÿ ]{0,32}",
        "[WMm@]{20,32}",
        "\\PC{0,32}",
        Just(String::new()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// Whatever the names, notes and values (any script, empty, too
    /// wide), the picture stays within the widths, every text inside it
    /// and clear of the others, and it is as tall as its rows need.
    #[test]
    fn any_table_lays_out_within_bounds(
        rows in prop::collection::vec(
            (any_name(), any_name(), "[0-9½.,]{0,6}", prop::collection::vec("[0-9½.,]{0,6}", 5), 0usize..7),
            0..12,
        ),
        n_tb in 0usize..6,
        head in any_name(),
    ) {
        let rows: Vec<StandingsRow> = rows
            .into_iter()
            .enumerate()
            .map(|(i, (name, note, points, tbs, decided))| StandingsRow {
                place: (i + 1).to_string(),
                name,
                note: note.chars().take(12).collect(),
                points,
                tiebreaks: tbs.into_iter().take(n_tb).collect(),
                decided_by: (decided < n_tb).then_some(decided),
                medal: Medal::of_place(i + 1),
            })
            .collect();
        let n = rows.len();
        let mut view = plain_view(rows);
        view.heads.tiebreaks.truncate(n_tb);
        view.heads.player = head.clone();
        view.title = head;
        let frame = draw_standings(&view);
        prop_assert!((MIN_WIDTH..=MAX_WIDTH).contains(&frame.width()), "{} wide", frame.width());
        prop_assert!(frame.height() >= 40 * n as u32);
        inside_and_apart(&frame, "any table");
    }
}
