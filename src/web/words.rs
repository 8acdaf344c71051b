//! A cell in words, for the board's `aria-label` (`C4, empty, row 4,
//! column C, block 3`): its name, what stands on it and its zones, every
//! word from the catalogs (`table-cell-*`, `table-piece-GAME`).

use super::frame::cell_name;
use crate::games::view::{At, PieceKind, Tone, View, ZoneKind};
use crate::games::Kind;
use crate::i18n::{message, Arg, Lang};
use std::collections::HashMap;

/// The words of one game in one language.
pub struct CellWords {
    kind: Kind,
    lang: Lang,
    empty: String,
    /// What a piece is called, by its tone, kind and digit (few of them).
    pieces: std::cell::RefCell<HashMap<(Tone, PieceKind), String>>,
}

impl CellWords {
    pub fn new(kind: Kind, lang: Lang) -> CellWords {
        CellWords {
            kind,
            lang,
            empty: message(lang, "table-cell-empty", &[]),
            pieces: Default::default(),
        }
    }

    fn piece(&self, tone: Tone, kind: PieceKind) -> String {
        self.pieces
            .borrow_mut()
            .entry((tone, kind))
            .or_insert_with(|| {
                let id = match kind {
                    PieceKind::LockedDisc => format!("table-piece-{}-locked", self.kind.key()),
                    _ => format!("table-piece-{}", self.kind.key()),
                };
                let digit = match kind {
                    PieceKind::Digit(d) => i64::from(d),
                    _ => 0,
                };
                message(
                    self.lang,
                    &id,
                    &[("tone", Arg::from(tone.key())), ("digit", Arg::from(digit))],
                )
            })
            .clone()
    }

    /// The cell `at` of `view` in words.
    pub fn label(&self, view: &View, at: At) -> String {
        let cell = cell_name(view, at);
        let what = match view.pieces.iter().find(|p| p.at == at) {
            Some(p) => self.piece(p.tone, p.kind),
            None => self.empty.clone(),
        };
        let zones = view.zones.iter().find(|z| z.at == at);
        let zone = |kind: ZoneKind| {
            zones
                .and_then(|z| z.zones.iter().find(|z| z.kind == kind))
                .map_or(String::new(), |z| z.name.clone())
        };
        match zones {
            None => message(
                self.lang,
                "table-cell",
                &[("cell", Arg::from(cell)), ("what", Arg::from(what))],
            ),
            Some(_) => message(
                self.lang,
                "table-cell-zones",
                &[
                    ("cell", Arg::from(cell)),
                    ("what", Arg::from(what)),
                    ("row", Arg::from(zone(ZoneKind::Row))),
                    ("column", Arg::from(zone(ZoneKind::Column))),
                    ("block", Arg::from(zone(ZoneKind::Block))),
                ],
            ),
        }
    }
}
