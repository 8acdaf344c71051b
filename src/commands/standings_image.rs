//! The standings as a picture: the tournament's table put into the
//! renderer's plain-data [`StandingsView`] in the reader's language, and
//! attached to `!standings` and to the final table like a board image.

use super::tournament::{system_text, tiebreak_name};
use super::{BoardImage, Bot};
use crate::i18n::{decimal, Lang};
use crate::render::{Medal, StandingsHeads, StandingsRow, StandingsView};
use crate::store::tournaments::{Phase, StoredTournament};
use crate::t;
use crate::tournament::standings::{standings, Separation};
use crate::tournament::tiebreak::TieBreak;
use crate::tournament::{show_points, Event};

/// Rows drawn at most: a bigger field's picture would be too tall to read
/// on a phone; the text table still lists everyone.
pub const MAX_IMAGE_ROWS: usize = 48;

/// A tie-break's short column head (`BH-C1`).
fn tiebreak_head(lang: Lang, tb: TieBreak) -> String {
    match tb {
        TieBreak::BuchholzCut1 => t!(lang, "tiebreak-short-bh-c1"),
        TieBreak::Buchholz => t!(lang, "tiebreak-short-bh"),
        TieBreak::SonnebornBerger => t!(lang, "tiebreak-short-sb"),
        TieBreak::DirectEncounter => t!(lang, "tiebreak-short-de"),
        TieBreak::Wins => t!(lang, "tiebreak-short-win"),
    }
}

/// A tie-break's value as the points column writes points: halves as
/// `½`, quarters (Sonneborn-Berger) as decimals in the reader's way.
fn tiebreak_value(lang: Lang, tb: TieBreak, value: i64) -> String {
    let value = value.max(0);
    match tb.scale() {
        2 => show_points(value as u32),
        4 if value % 2 == 0 => show_points((value / 2) as u32),
        4 => decimal(lang, value as f64 / 4.0, 2),
        _ => value.to_string(),
    }
}

/// The table of `event` as the picture shows it. `game` is the game's
/// name; `last` whether the event is over (the final table).
pub fn standings_view(lang: Lang, event: &Event, game: &str, last: bool) -> StandingsView {
    let tbs = TieBreak::for_system(event.system);
    let done = event.rounds.iter().filter(|r| r.finished()).count();
    let table = standings(event);
    let withdrawn = t!(lang, "standings-withdrawn");
    let rows: Vec<StandingsRow> = table
        .iter()
        .take(MAX_IMAGE_ROWS)
        .map(|s| {
            let player = &event.players[s.player];
            StandingsRow {
                place: s.place.to_string(),
                name: player.name.clone(),
                note: if player.withdrawn_from.is_some() {
                    withdrawn.trim().to_string()
                } else {
                    String::new()
                },
                points: show_points(s.points),
                tiebreaks: tbs
                    .iter()
                    .zip(&s.tiebreaks)
                    .map(|(&tb, &v)| tiebreak_value(lang, tb, v))
                    .collect(),
                decided_by: match s.separated {
                    Separation::TieBreak(tb) => tbs.iter().position(|&x| x == tb),
                    _ => None,
                },
                // Before any result everyone shares the first place: no
                // podium yet.
                medal: if done > 0 {
                    Medal::of_place(s.place)
                } else {
                    None
                },
            }
        })
        .collect();
    let mut notes = Vec::new();
    if table.len() > MAX_IMAGE_ROWS {
        notes.push(t!(
            lang,
            "standings-image-more",
            count = table.len() - MAX_IMAGE_ROWS
        ));
    }
    // Each head with its meaning, kept on one line (no-break spaces: the
    // picture wraps at spaces).
    let key: Vec<String> = tbs
        .iter()
        .map(|&tb| {
            t!(
                lang,
                "standings-image-abbr",
                short = tiebreak_head(lang, tb),
                name = tiebreak_name(lang, tb)
            )
            .replace(' ', "\u{a0}")
        })
        .collect();
    notes.push(key.join(" · "));
    if rows.iter().any(|r| r.decided_by.is_some()) {
        notes.push(t!(lang, "standings-image-key"));
    }
    StandingsView {
        title: if last {
            t!(lang, "standings-image-final")
        } else {
            t!(lang, "standings-image-title")
        },
        // Game, system and round, each kept on one line when it wraps.
        subtitle: [
            game.to_string(),
            system_text(lang, event.system),
            t!(
                lang,
                "standings-image-round",
                round = done,
                total = event.total_rounds()
            ),
        ]
        .map(|part| part.replace(' ', "\u{a0}"))
        .join(" · "),
        heads: StandingsHeads {
            place: t!(lang, "standings-col-place"),
            player: t!(lang, "standings-col-player"),
            points: t!(lang, "standings-col-points"),
            tiebreaks: tbs.iter().map(|&tb| tiebreak_head(lang, tb)).collect(),
        },
        rows,
        notes,
    }
}

impl Bot {
    /// The standings of `t` as an image to attach (none before the start,
    /// or when images are off).
    pub(super) fn standings_image(&self, lang: Lang, t: &StoredTournament) -> Option<BoardImage> {
        if !self.board_images {
            return None;
        }
        let event = t.event.as_ref().filter(|e| !e.players.is_empty())?;
        let game = super::text::game_name(t.kind, lang);
        let view = standings_view(lang, event, &game, t.phase == Phase::Finished);
        Some(BoardImage {
            png: crate::render::standings_png(&view),
            alt: t!(
                lang,
                "standings-image-alt",
                round = event.rounds.iter().filter(|r| r.finished()).count(),
                total = event.total_rounds()
            ),
            file_name: format!("standings-{}.png", t.id),
        })
    }
}
