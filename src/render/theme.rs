//! Colours and the indexed palette every frame is drawn in.
//!
//! Frames are 8-bit indexed images: one byte a pixel keeps copying and PNG
//! encoding cheap and files small. The palette holds the theme's inks plus
//! anti-aliasing ramps between the inks that usually meet; any other blend
//! is mapped to the nearest palette entry (computed once, then cached).

use std::sync::atomic::{AtomicU16, Ordering};
use std::sync::OnceLock;

/// Coverage steps used for anti-aliasing: 0 (none) ..= `LEVELS` (full).
pub const LEVELS: u8 = 16;

/// The theme's named colours. Their palette index is their discriminant.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[repr(u8)]
pub enum Ink {
    Page,
    Cell,
    Grid,
    HoleDeep,
    HoleRim,
    Label,
    HeaderBg,
    Text,
    TextDim,
    Orange,
    OrangeDark,
    OrangeCore,
    Blue,
    BlueDark,
    BlueCore,
    Highlight,
    White,
    CellLit,
}

impl Ink {
    pub const ALL: [Ink; 18] = [
        Ink::Page,
        Ink::Cell,
        Ink::Grid,
        Ink::HoleDeep,
        Ink::HoleRim,
        Ink::Label,
        Ink::HeaderBg,
        Ink::Text,
        Ink::TextDim,
        Ink::Orange,
        Ink::OrangeDark,
        Ink::OrangeCore,
        Ink::Blue,
        Ink::BlueDark,
        Ink::BlueCore,
        Ink::Highlight,
        Ink::White,
        Ink::CellLit,
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
            Ink::Grid => [21, 24, 30],
            Ink::HoleDeep => [6, 7, 9],
            Ink::HoleRim => [96, 104, 122],
            Ink::Label => [178, 186, 202],
            Ink::HeaderBg => [21, 24, 30],
            Ink::Text => [242, 244, 248],
            Ink::TextDim => [156, 164, 180],
            Ink::Orange => [255, 148, 36],
            Ink::OrangeDark => [92, 40, 0],
            Ink::OrangeCore => [196, 92, 0],
            Ink::Blue => [140, 212, 255],
            Ink::BlueDark => [14, 56, 92],
            Ink::BlueCore => [52, 138, 206],
            Ink::Highlight => [255, 222, 89],
            Ink::White => [255, 255, 255],
            Ink::CellLit => [84, 92, 112],
        }
    }
}

/// Ink pairs that meet often enough to deserve an exact anti-aliasing ramp
/// (foreground over background).
const RAMPS: [(Ink, Ink); 14] = [
    (Ink::Grid, Ink::Cell),
    (Ink::Grid, Ink::Page),
    (Ink::Label, Ink::Page),
    (Ink::OrangeDark, Ink::Cell),
    (Ink::Orange, Ink::OrangeDark),
    (Ink::BlueDark, Ink::Cell),
    (Ink::Blue, Ink::BlueDark),
    (Ink::OrangeCore, Ink::Orange),
    (Ink::BlueCore, Ink::Blue),
    (Ink::Text, Ink::HeaderBg),
    (Ink::TextDim, Ink::HeaderBg),
    (Ink::Highlight, Ink::Cell),
    (Ink::Orange, Ink::HeaderBg),
    (Ink::Blue, Ink::HeaderBg),
];

/// The palette and the blend cache.
pub struct Theme {
    palette: Vec<[u8; 3]>,
    /// `blend[(ink * 256 + under) * (LEVELS + 1) + level]`: 0 = not yet
    /// computed, else palette index + 1.
    blend: Vec<AtomicU16>,
}

static THEME: OnceLock<Theme> = OnceLock::new();

pub fn theme() -> &'static Theme {
    THEME.get_or_init(Theme::build)
}

fn mix(fg: [u8; 3], bg: [u8; 3], level: u8) -> [u8; 3] {
    let a = level as u32;
    let b = (LEVELS - level) as u32;
    let l = LEVELS as u32;
    let m = |i: usize| ((fg[i] as u32 * a + bg[i] as u32 * b + l / 2) / l) as u8;
    [m(0), m(1), m(2)]
}

impl Theme {
    fn build() -> Theme {
        let mut palette: Vec<[u8; 3]> = Ink::ALL.iter().map(|i| i.rgb()).collect();
        for (fg, bg) in RAMPS {
            for level in 1..LEVELS {
                let c = mix(fg.rgb(), bg.rgb(), level);
                if !palette.contains(&c) {
                    palette.push(c);
                }
            }
        }
        assert!(palette.len() <= 256, "palette overflow");
        let blend = (0..Ink::ALL.len() * 256 * (LEVELS as usize + 1))
            .map(|_| AtomicU16::new(0))
            .collect();
        Theme { palette, blend }
    }

    #[cfg(test)]
    fn palette(&self) -> &[[u8; 3]] {
        &self.palette
    }

    /// The palette as PNG `PLTE` bytes.
    pub fn palette_bytes(&self) -> Vec<u8> {
        self.palette.iter().flatten().copied().collect()
    }

    pub fn rgb(&self, idx: u8) -> [u8; 3] {
        self.palette.get(idx as usize).copied().unwrap_or([0, 0, 0])
    }

    /// The palette index for `ink` covering `level / LEVELS` of a pixel whose
    /// current index is `under`.
    #[inline]
    pub fn blend(&self, ink: Ink, under: u8, level: u8) -> u8 {
        if level >= LEVELS {
            return ink.idx();
        }
        if level == 0 {
            return under;
        }
        let slot = (ink as usize * 256 + under as usize) * (LEVELS as usize + 1) + level as usize;
        let cached = self.blend[slot].load(Ordering::Relaxed);
        if cached != 0 {
            return (cached - 1) as u8;
        }
        let idx = self.nearest(mix(ink.rgb(), self.rgb(under), level));
        self.blend[slot].store(idx as u16 + 1, Ordering::Relaxed);
        idx
    }

    /// The palette entry closest to `c` (weighted RGB distance).
    pub fn nearest(&self, c: [u8; 3]) -> u8 {
        let mut best = (u32::MAX, 0u8);
        for (i, p) in self.palette.iter().enumerate() {
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
        let t = theme();
        assert!(t.palette().len() <= 256);
        for ink in Ink::ALL {
            assert_eq!(t.rgb(ink.idx()), ink.rgb());
        }
    }

    #[test]
    fn blends_hit_ramps_exactly_and_ends_are_inks() {
        let t = theme();
        let under = Ink::Cell.idx();
        assert_eq!(t.blend(Ink::Grid, under, LEVELS), Ink::Grid.idx());
        assert_eq!(t.blend(Ink::Grid, under, 0), under);
        let half = t.blend(Ink::Grid, under, LEVELS / 2);
        assert_eq!(
            t.rgb(half),
            mix(Ink::Grid.rgb(), Ink::Cell.rgb(), LEVELS / 2)
        );
    }
}
