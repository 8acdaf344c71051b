//! Edge tints: both players' edges equally visible (Sesqui), and a cell on
//! both players' edges tinted for both (Numbridge's and Sesqui's corners).

use bridges_bot::games::view::{At, Mark, Tone, View};
use bridges_bot::games::{Kind, ViewCtx};
use bridges_bot::render::{draw_view, geometry, Canvas, Ink};

/// CIE L*: how light a colour looks.
fn lightness([r, g, b]: [u8; 3]) -> f32 {
    let lin = |c: u8| {
        let c = c as f32 / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let y = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    if y > 0.008856 {
        116.0 * y.cbrt() - 16.0
    } else {
        903.3 * y
    }
}

fn view_of(kind: Kind) -> View {
    let game = kind.new_game(&[]).expect("default options");
    game.view(&ViewCtx::public(["a", "b"]))
}

fn pixel(frame: &Canvas, view: &View, at: At, (dx, dy): (f32, f32)) -> [u8; 3] {
    let geo = geometry(view.shape).expect("a drawable shape");
    let (x, y) = geo.center(at).expect("a cell");
    let (ox, oy) = (geo.step_x as f32 * dx, geo.step_y as f32 * dy);
    frame
        .rgb(x + ox.round() as i32, y + oy.round() as i32)
        .expect("inside")
}

/// The cells carrying a goal tint of `tone`, and of no other tone.
fn edge_cells(view: &View, tone: Tone) -> Vec<At> {
    let tones = |at: At| -> Vec<Tone> {
        view.marks
            .iter()
            .filter(|m| m.at == at)
            .filter_map(|m| match m.mark {
                Mark::Goal(t) => Some(t),
                _ => None,
            })
            .collect()
    };
    let mut cells: Vec<At> = view
        .marks
        .iter()
        .filter(|m| tones(m.at) == vec![tone])
        .map(|m| m.at)
        .collect();
    cells.dedup();
    cells
}

#[test]
fn sesqui_edges_stand_out_equally_for_both_players() {
    let view = view_of(Kind::Sesqui);
    let frame = draw_view(&view);
    let board = |at: At| {
        // a1 is a dark square.
        if (at.col + at.row).is_multiple_of(2) {
            Ink::Cell.rgb()
        } else {
            Ink::CellLit.rgb()
        }
    };
    let mut contrast = Vec::new();
    for tone in [Tone::Black, Tone::White] {
        let cells = edge_cells(&view, tone);
        assert_eq!(cells.len(), 12, "{tone:?}: two edges of six inner cells");
        // The nearest in lightness of the board's two squares.
        let squares = [Ink::Cell.rgb(), Ink::CellLit.rgb()].map(lightness);
        let mut least = f32::MAX;
        for at in cells {
            let face = pixel(&frame, &view, at, (0.0, 0.0));
            assert_ne!(face, board(at), "{tone:?} {at:?} is tinted");
            let l = lightness(face);
            least = least.min(
                squares
                    .iter()
                    .map(|s| (s - l).abs())
                    .fold(f32::MAX, f32::min),
            );
        }
        contrast.push(least);
    }
    let (black, white) = (contrast[0], contrast[1]);
    assert!(
        black >= 15.0 && white >= 15.0,
        "black {black}, white {white}"
    );
    assert!(
        (black - white).abs() <= 0.2 * black.max(white),
        "equally visible: black {black}, white {white}"
    );
}

/// A corner cell is on both players' edges: half of it in each tint.
fn corners_show_both_tints(kind: Kind, tones: [Tone; 2], inks: [Ink; 2]) {
    let view = view_of(kind);
    let frame = draw_view(&view);
    let corners: Vec<At> = view
        .marks
        .iter()
        .filter(|m| m.mark == Mark::Goal(tones[1]))
        .map(|m| m.at)
        .filter(|&at| {
            view.marks
                .iter()
                .any(|m| m.at == at && m.mark == Mark::Goal(tones[0]))
        })
        .collect();
    assert!(!corners.is_empty(), "{kind:?} has cells on both edges");
    let near = |c: [u8; 3], ink: Ink| {
        let i = ink.rgb();
        (0..3).all(|k| (c[k] as i32 - i[k] as i32).abs() <= 6)
    };
    for at in corners {
        // The first tint on the upper left, the second on the lower right.
        let first = pixel(&frame, &view, at, (-0.22, -0.1));
        let second = pixel(&frame, &view, at, (0.22, 0.1));
        assert!(near(first, inks[0]), "{kind:?} {at:?}: {first:?}");
        assert!(near(second, inks[1]), "{kind:?} {at:?}: {second:?}");
    }
}

#[test]
fn numbridge_corners_are_tinted_for_both_players() {
    corners_show_both_tints(
        Kind::Numbridge,
        [Tone::Orange, Tone::Blue],
        [Ink::GoalOrange, Ink::GoalBlue],
    );
}

#[test]
fn sesqui_corners_are_tinted_for_both_players() {
    corners_show_both_tints(
        Kind::Sesqui,
        [Tone::Black, Tone::White],
        [Ink::GoalBlack, Ink::GoalWhite],
    );
}
