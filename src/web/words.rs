//! A cell in words, for the board's `aria-label` (`C4, empty, row 4,
//! column C, block 3`): its name, what stands on it and its zones, every
//! word from the catalogs (`table-cell-*`, `table-piece-GAME`). A board's
//! cells are said again at every change of its game, mostly in the same
//! words: each sentence is formatted once and kept ([`LABELS`]).

use super::frame::cell_name;
use crate::games::view::{At, PieceKind, Tone, View, Zone, ZoneKind};
use crate::games::Kind;
use crate::i18n::{message, Arg, Lang};
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock, PoisonError};

/// What a cell's words depend on: the game and language, the cell (its
/// name follows the board's shape), what stands on it and its zones.
type LabelKey = (
    Kind,
    Lang,
    bool,
    At,
    Option<(Tone, PieceKind)>,
    Option<Vec<Zone>>,
);

/// Cells' words already formatted. Boards are few shapes of at most a few
/// hundred cells, each holding one of a few pieces: the keys are bounded,
/// and the cache starts over past [`MAX_LABELS`] all the same.
static LABELS: OnceLock<Mutex<HashMap<LabelKey, String>>> = OnceLock::new();

const MAX_LABELS: usize = 50_000;

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
        let piece = view
            .pieces
            .iter()
            .find(|p| p.at == at)
            .map(|p| (p.tone, p.kind));
        let zones = view.zones.iter().find(|z| z.at == at);
        let square = matches!(view.shape, crate::games::view::Shape::Square { .. });
        let key: LabelKey = (
            self.kind,
            self.lang,
            square,
            at,
            piece,
            zones.map(|z| z.zones.clone()),
        );
        let labels = LABELS.get_or_init(Default::default);
        if let Some(known) = labels
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&key)
        {
            return known.clone();
        }
        let said = self.say(view, at, piece, zones.map(|z| z.zones.as_slice()));
        let mut labels = labels.lock().unwrap_or_else(PoisonError::into_inner);
        if labels.len() >= MAX_LABELS {
            labels.clear();
        }
        labels.insert(key, said.clone());
        said
    }

    /// The cell `at` in words, formatted from the catalogs.
    fn say(
        &self,
        view: &View,
        at: At,
        piece: Option<(Tone, PieceKind)>,
        zones: Option<&[Zone]>,
    ) -> String {
        let cell = cell_name(view, at);
        let what = match piece {
            Some((tone, kind)) => self.piece(tone, kind),
            None => self.empty.clone(),
        };
        let zone = |kind: ZoneKind| {
            zones
                .and_then(|z| z.iter().find(|z| z.kind == kind))
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
