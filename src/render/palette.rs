//! Colours, and the 8-bit palette every frame is stored in.
//!
//! A frame is a single-channel image of palette indices: one byte a pixel
//! keeps copying cheap and the PNG small. The palette holds the theme's
//! inks plus anti-aliasing ramps between the inks that usually meet; any
//! other colour maps to the nearest entry, remembered in a small lock-free
//! cache so a frame's blits rarely search the palette.

use crate::games::view::Tone;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;

/// The theme's named colours. Their palette index is their discriminant.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[repr(u8)]
pub enum Ink {
    Page,
    Cell,
    CellLit,
    Grid,
    HoleDeep,
    HoleRim,
    Label,
    HeaderBg,
    Text,
    TextDim,
    Highlight,
    Ring,
    Miss,
    Orange,
    OrangeDark,
    OrangeCore,
    Blue,
    BlueDark,
    BlueCore,
    WhiteFill,
    WhiteRim,
    WhiteCore,
    BlackFill,
    BlackRim,
    BlackCore,
    NeutralFill,
    NeutralCore,
    GoalOrange,
    GoalBlue,
    GoalWhite,
    GoalBlack,
    GoalNeutral,
    OwnedOrange,
    OwnedBlue,
    Gold,
    Silver,
    Bronze,
    GoldTint,
    SilverTint,
    BronzeTint,
}

impl Ink {
    pub const ALL: [Ink; 40] = [
        Ink::Page,
        Ink::Cell,
        Ink::CellLit,
        Ink::Grid,
        Ink::HoleDeep,
        Ink::HoleRim,
        Ink::Label,
        Ink::HeaderBg,
        Ink::Text,
        Ink::TextDim,
        Ink::Highlight,
        Ink::Ring,
        Ink::Miss,
        Ink::Orange,
        Ink::OrangeDark,
        Ink::OrangeCore,
        Ink::Blue,
        Ink::BlueDark,
        Ink::BlueCore,
        Ink::WhiteFill,
        Ink::WhiteRim,
        Ink::WhiteCore,
        Ink::BlackFill,
        Ink::BlackRim,
        Ink::BlackCore,
        Ink::NeutralFill,
        Ink::NeutralCore,
        Ink::GoalOrange,
        Ink::GoalBlue,
        Ink::GoalWhite,
        Ink::GoalBlack,
        Ink::GoalNeutral,
        Ink::OwnedOrange,
        Ink::OwnedBlue,
        Ink::Gold,
        Ink::Silver,
        Ink::Bronze,
        Ink::GoldTint,
        Ink::SilverTint,
        Ink::BronzeTint,
    ];

    /// The palette index of this ink.
    #[inline]
    pub fn idx(self) -> u8 {
        self as u8
    }

    pub fn rgb(self) -> [u8; 3] {
        match self {
            Ink::Page => [30, 34, 42],
            Ink::Cell => [62, 69, 86],
            Ink::CellLit => [84, 92, 112],
            Ink::Grid => [21, 24, 30],
            Ink::HoleDeep => [6, 7, 9],
            Ink::HoleRim => [96, 104, 122],
            Ink::Label => [178, 186, 202],
            Ink::HeaderBg => [21, 24, 30],
            Ink::Text => [242, 244, 248],
            Ink::TextDim => [156, 164, 180],
            Ink::Highlight => [255, 222, 89],
            Ink::Ring => [255, 255, 255],
            Ink::Miss => [255, 92, 92],
            Ink::Orange => [255, 148, 36],
            Ink::OrangeDark => [92, 40, 0],
            Ink::OrangeCore => [196, 92, 0],
            Ink::Blue => [140, 212, 255],
            Ink::BlueDark => [14, 56, 92],
            Ink::BlueCore => [52, 138, 206],
            Ink::WhiteFill => [240, 238, 230],
            Ink::WhiteRim => [26, 28, 34],
            Ink::WhiteCore => [168, 166, 158],
            Ink::BlackFill => [16, 17, 20],
            Ink::BlackRim => [214, 218, 228],
            Ink::BlackCore => [92, 96, 108],
            Ink::NeutralFill => [178, 186, 202],
            Ink::NeutralCore => [120, 128, 146],
            // Goal tints: the tone at about a third over the cell colour.
            Ink::GoalOrange => mix(Ink::Orange.rgb(), Ink::Cell.rgb(), 5, 16),
            Ink::GoalBlue => mix(Ink::Blue.rgb(), Ink::Cell.rgb(), 5, 16),
            // White's and Black's edges (Sesqui) stand as far from the
            // nearest board square in lightness, one above the light
            // squares, the other below the dark ones (about 20 L* each).
            Ink::GoalWhite => mix(Ink::WhiteFill.rgb(), Ink::Cell.rgb(), 7, 16),
            Ink::GoalBlack => mix(Ink::BlackFill.rgb(), Ink::Cell.rgb(), 13, 16),
            Ink::GoalNeutral => mix(Ink::NeutralFill.rgb(), Ink::Cell.rgb(), 4, 16),
            // A won cell: the tone's dark shade, well over the goal tint.
            Ink::OwnedOrange => mix(Ink::Orange.rgb(), Ink::OrangeDark.rgb(), 9, 16),
            Ink::OwnedBlue => mix(Ink::Blue.rgb(), Ink::BlueDark.rgb(), 9, 16),
            // The podium of a standings table: a medal's colour for its
            // bar and place, and its tint (a fifth over the page) for the
            // row, dark enough for white text.
            Ink::Gold => [236, 190, 48],
            Ink::Silver => [192, 200, 212],
            Ink::Bronze => [214, 132, 72],
            Ink::GoldTint => mix(Ink::Gold.rgb(), Ink::HeaderBg.rgb(), 4, 16),
            Ink::SilverTint => mix(Ink::Silver.rgb(), Ink::HeaderBg.rgb(), 3, 16),
            Ink::BronzeTint => mix(Ink::Bronze.rgb(), Ink::HeaderBg.rgb(), 4, 16),
        }
    }
}

/// The inks a tone is drawn with.
#[derive(Clone, Copy, Debug)]
pub struct ToneInks {
    /// A disc's face.
    pub fill: Ink,
    /// A disc's rim (the colour that meets the cell).
    pub rim: Ink,
    /// The centre mark of a locked disc.
    pub core: Ink,
    /// Digits on a cell.
    pub digit: Ink,
    /// The header's score and turn bar (on the dark header).
    pub header: Ink,
    /// A goal cell's tint.
    pub goal: Ink,
    /// A won cell's face (the goal tint for tones that win no cells).
    pub owned: Ink,
}

/// Tones in a fixed order, for tables indexed by tone.
pub const TONES: [Tone; 5] = [
    Tone::Orange,
    Tone::Blue,
    Tone::White,
    Tone::Black,
    Tone::Neutral,
];

pub fn tone_index(tone: Tone) -> usize {
    match tone {
        Tone::Orange => 0,
        Tone::Blue => 1,
        Tone::White => 2,
        Tone::Black => 3,
        Tone::Neutral => 4,
    }
}

pub fn inks(tone: Tone) -> ToneInks {
    use Ink::*;
    let t = |fill, rim, core, digit, header, goal| ToneInks {
        fill,
        rim,
        core,
        digit,
        header,
        goal,
        owned: goal,
    };
    match tone {
        // A player's digit stands on the cell they won, whose face says
        // whose it is (`Mark::Owned`): the digit itself is light.
        Tone::Orange => ToneInks {
            owned: OwnedOrange,
            ..t(Orange, OrangeDark, OrangeCore, Text, Orange, GoalOrange)
        },
        Tone::Blue => ToneInks {
            owned: OwnedBlue,
            ..t(Blue, BlueDark, BlueCore, Text, Blue, GoalBlue)
        },
        // White reads as a near-white face with a dark rim, Black as a
        // near-black face with a light rim, both clear on the cell colour.
        Tone::White => t(
            WhiteFill, WhiteRim, WhiteCore, WhiteFill, WhiteFill, GoalWhite,
        ),
        Tone::Black => t(
            BlackFill, BlackRim, BlackCore, BlackFill, BlackRim, GoalBlack,
        ),
        Tone::Neutral => t(NeutralFill, Grid, NeutralCore, Text, Label, GoalNeutral),
    }
}

/// `fg` over `bg` at `num / den` coverage.
fn mix(fg: [u8; 3], bg: [u8; 3], num: u32, den: u32) -> [u8; 3] {
    let m = |a: u8, b: u8| ((a as u32 * num + b as u32 * (den - num) + den / 2) / den) as u8;
    [m(fg[0], bg[0]), m(fg[1], bg[1]), m(fg[2], bg[2])]
}

/// Ink pairs that meet often enough to deserve an exact anti-aliasing ramp
/// (foreground over background), with the ramp's number of steps.
const RAMPS: [(Ink, Ink, u32); 23] = [
    (Ink::Grid, Ink::Cell, 16),
    (Ink::Grid, Ink::Page, 16),
    (Ink::Label, Ink::Page, 16),
    (Ink::OrangeDark, Ink::Cell, 16),
    (Ink::Orange, Ink::OrangeDark, 16),
    (Ink::BlueDark, Ink::Cell, 16),
    (Ink::Blue, Ink::BlueDark, 16),
    (Ink::Text, Ink::HeaderBg, 16),
    (Ink::TextDim, Ink::HeaderBg, 16),
    (Ink::Highlight, Ink::Cell, 16),
    (Ink::OrangeCore, Ink::OrangeDark, 8),
    (Ink::BlueCore, Ink::BlueDark, 8),
    (Ink::Orange, Ink::HeaderBg, 8),
    (Ink::Blue, Ink::HeaderBg, 8),
    (Ink::WhiteRim, Ink::Cell, 6),
    (Ink::WhiteFill, Ink::WhiteRim, 8),
    (Ink::BlackRim, Ink::Cell, 6),
    (Ink::BlackFill, Ink::BlackRim, 8),
    (Ink::Ring, Ink::Cell, 4),
    // Standings tables: text on the podium's tints, the decisive
    // tie-break's mark on the page.
    (Ink::Text, Ink::GoldTint, 4),
    (Ink::Text, Ink::SilverTint, 4),
    (Ink::Text, Ink::BronzeTint, 4),
    (Ink::Highlight, Ink::HeaderBg, 8),
];

/// Entries of the nearest-colour cache (a power of two).
const CACHE_SLOTS: usize = 1 << 16;

/// The palette and its nearest-colour cache.
pub struct Palette {
    colours: Vec<[u8; 3]>,
    /// Direct-mapped: `1 << 32 | rgb << 8 | index`, 0 = empty. One 64-bit
    /// word holds key and value, so threads never see a torn entry.
    cache: Vec<AtomicU64>,
}

pub fn palette() -> &'static Palette {
    static PALETTE: OnceLock<Palette> = OnceLock::new();
    PALETTE.get_or_init(Palette::build)
}

impl Palette {
    fn build() -> Palette {
        let mut colours: Vec<[u8; 3]> = Ink::ALL.iter().map(|i| i.rgb()).collect();
        for (fg, bg, steps) in RAMPS {
            for level in 1..steps {
                let c = mix(fg.rgb(), bg.rgb(), level, steps);
                if !colours.contains(&c) {
                    colours.push(c);
                }
            }
        }
        assert!(colours.len() <= 256, "palette overflow: {}", colours.len());
        let cache = (0..CACHE_SLOTS).map(|_| AtomicU64::new(0)).collect();
        Palette { colours, cache }
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.colours.len()
    }

    /// The palette as PNG `PLTE` bytes.
    pub fn bytes(&self) -> Vec<u8> {
        self.colours.iter().flatten().copied().collect()
    }

    #[inline]
    pub fn rgb(&self, idx: u8) -> [u8; 3] {
        self.colours.get(idx as usize).copied().unwrap_or([0, 0, 0])
    }

    /// The palette index closest to `c`.
    #[inline]
    pub fn index(&self, c: [u8; 3]) -> u8 {
        let key = (c[0] as u64) << 16 | (c[1] as u64) << 8 | c[2] as u64;
        let slot = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 48) as usize & (CACHE_SLOTS - 1);
        let entry = self.cache[slot].load(Ordering::Relaxed);
        if entry >> 8 == (1 << 24) | key {
            return entry as u8;
        }
        let idx = self.search(c);
        self.cache[slot].store(1 << 32 | key << 8 | idx as u64, Ordering::Relaxed);
        idx
    }

    /// The palette entry closest to `c` (weighted RGB distance).
    fn search(&self, c: [u8; 3]) -> u8 {
        let mut best = (u32::MAX, 0u8);
        for (i, p) in self.colours.iter().enumerate() {
            let d = |k: usize| (p[k] as i32 - c[k] as i32).unsigned_abs();
            let dist = 2 * d(0) * d(0) + 4 * d(1) * d(1) + 3 * d(2) * d(2);
            if dist < best.0 {
                best = (dist, i as u8);
            }
        }
        best.1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn palette_fits_and_inks_keep_their_index() {
        let p = palette();
        assert!(p.len() <= 256);
        for ink in Ink::ALL {
            assert_eq!(p.rgb(ink.idx()), ink.rgb(), "{ink:?}");
            assert_eq!(p.rgb(p.index(ink.rgb())), ink.rgb(), "{ink:?}");
        }
    }

    #[test]
    fn ramps_are_exact_and_other_colours_land_near() {
        let p = palette();
        let half = mix(Ink::Grid.rgb(), Ink::Cell.rgb(), 8, 16);
        assert_eq!(p.rgb(p.index(half)), half);
        // Twice, to go through the cache.
        for _ in 0..2 {
            let near = p.rgb(p.index([250, 150, 40]));
            assert_eq!(near, Ink::Orange.rgb());
        }
    }
}
