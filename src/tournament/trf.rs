//! The FIDE Tournament Report File (TRF16) of an event: the header lines,
//! one `001` line per player with a ten-column block per round, and the
//! `XXR` (number of rounds) and `XXC` (first colour) lines pairing
//! programs read. Only finished rounds are written, so the file is what a
//! pairing program needs to pair the next one.

use super::standings::standings;
use super::{BoardResult, Entry, Event, System, WIN};
use std::fmt::Write;

/// The TRF16 text of an event.
pub fn write(event: &Event) -> String {
    let mut out = String::new();
    let kind = match event.system {
        System::Swiss { .. } => "Swiss (FIDE Dutch system)",
        System::RoundRobin { double: false } => "Round robin (Berger tables)",
        System::RoundRobin { double: true } => "Double round robin (Berger tables)",
    };
    let _ = writeln!(out, "012 {}", one_line(&event.name));
    let _ = writeln!(out, "062 {}", event.players.len());
    let _ = writeln!(out, "092 {kind}");
    let finished = event.rounds.iter().take_while(|r| r.finished()).count();
    let table = event.table();
    let scores = event.scores_after(finished);
    let mut rank = vec![0; event.players.len()];
    if finished == event.rounds.len() {
        for s in standings(event) {
            rank[s.player] = s.place;
        }
    } else {
        // Mid-round: the rank after the finished rounds, by points only.
        let mut order: Vec<usize> = (0..event.players.len()).collect();
        order.sort_by(|&a, &b| scores[b].cmp(&scores[a]).then(a.cmp(&b)));
        for (i, p) in order.into_iter().enumerate() {
            rank[p] = i + 1;
        }
    }
    for (p, player) in event.players.iter().enumerate() {
        let _ = write!(
            out,
            "001 {:>4} {:1}{:>3} {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
            p + 1,
            "",
            "",
            truncate(&one_line(&player.name), 33),
            player.rating.min(9999),
            "",
            "",
            "",
            points_text(scores[p]),
            rank[p],
        );
        for entry in table[p].iter().take(finished) {
            let _ = write!(out, "  {}", round_block(event, *entry));
        }
        out.push('\n');
    }
    let _ = writeln!(out, "XXR {}", event.total_rounds());
    let _ = writeln!(out, "XXC white1");
    if event.bye_points != WIN {
        let _ = writeln!(out, "BBU {:>4}", points_text(event.bye_points));
    }
    out
}

/// `oooo c r`: opponent, colour and result of one round.
fn round_block(event: &Event, entry: Entry) -> String {
    match entry {
        Entry::Game {
            opponent,
            colour,
            points,
            played,
        } => {
            let c = match colour {
                super::Colour::White => 'w',
                super::Colour::Black => 'b',
            };
            let r = match (points, played) {
                (Some(WIN), true) => '1',
                (Some(0), true) => '0',
                (Some(_), true) => '=',
                (Some(WIN), false) => '+',
                (Some(_), false) => '-',
                (None, _) => ' ',
            };
            format!("{:>4} {c} {r}", opponent + 1)
        }
        Entry::Bye { points } => {
            let r = if points == 0 {
                'Z'
            } else if points == event.bye_points && points == WIN {
                'U'
            } else if points == WIN {
                'F'
            } else {
                'H'
            };
            format!("0000 - {r}")
        }
        Entry::Absent => "0000 - -".to_string(),
    }
}

fn points_text(halves: u32) -> String {
    format!("{}.{}", halves / 2, if halves % 2 == 1 { 5 } else { 0 })
}

fn one_line(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

fn truncate(s: &str, chars: usize) -> String {
    s.chars().take(chars).collect()
}

/// Reads a TRF16 file of a Swiss event: the players (in pairing-number
/// order), the rounds played and the `XXR` round count. A round block
/// given to only some players after the last full round (a `0000 - Z`
/// announced absence) marks them absent from the next pairing.
pub fn read(text: &str) -> Result<Event, String> {
    let mut name = String::new();
    let mut players = Vec::new();
    let mut blocks = Vec::new();
    let mut total = None;
    for (n, line) in text.lines().enumerate() {
        if let Some(rest) = line.strip_prefix("012 ") {
            name = rest.trim().to_string();
        } else if let Some(rest) = line.strip_prefix("XXR") {
            total = Some(
                rest.trim()
                    .parse::<u32>()
                    .map_err(|_| format!("line {}: XXR needs a number of rounds", n + 1))?,
            );
        } else if line.starts_with("001") {
            let field = |a: usize, b: usize| -> String {
                line.chars()
                    .skip(a - 1)
                    .take(b + 1 - a)
                    .collect::<String>()
                    .trim()
                    .to_string()
            };
            let number: usize = field(5, 8)
                .parse()
                .map_err(|_| format!("line {}: no starting rank in columns 5-8", n + 1))?;
            if number != players.len() + 1 {
                return Err(format!(
                    "line {}: player {number} where {} was expected",
                    n + 1,
                    players.len() + 1
                ));
            }
            players.push(super::Entrant {
                name: field(15, 47),
                rating: field(49, 52).parse().unwrap_or(0),
                withdrawn_from: None,
            });
            blocks.push(read_rounds(line));
        }
    }
    let rounds = total.ok_or("no XXR line (number of rounds)")?;
    let full = blocks.iter().map(Vec::len).min().unwrap_or(0);
    let mut event = Event {
        name,
        system: System::Swiss { rounds },
        players,
        rounds: Vec::new(),
        bye_points: WIN,
    };
    for r in 0..full {
        let mut boards = Vec::new();
        for (p, b) in blocks.iter().enumerate() {
            let (opp, colour, result) = b[r];
            if opp == 0 {
                boards.push(match result {
                    'U' | 'F' => super::Board::Bye {
                        player: p,
                        points: WIN,
                    },
                    'H' => super::Board::Bye {
                        player: p,
                        points: 1,
                    },
                    _ => super::Board::Absent { player: p },
                });
            } else if colour == 'w' {
                let outcome = outcome_of(result).ok_or(format!(
                    "player {}: round {} has result {result:?}",
                    p + 1,
                    r + 1
                ))?;
                boards.push(super::Board::Game {
                    white: p,
                    black: opp - 1,
                    outcome: Some(outcome),
                });
            }
        }
        event.rounds.push(super::Round { boards });
    }
    for (p, b) in blocks.iter().enumerate() {
        if b.len() > full {
            event.players[p].withdrawn_from = Some(full as u32);
        }
    }
    Ok(event)
}

/// Reads back what [`write`] wrote for one player line: the rounds as
/// `(opponent or 0, colour char, result char)`. For tests and checks.
pub fn read_rounds(line: &str) -> Vec<(usize, char, char)> {
    let chars: Vec<char> = line.chars().collect();
    let mut out = Vec::new();
    let mut at = 91;
    while at + 8 <= chars.len() {
        let opp: String = chars[at..at + 4].iter().collect();
        out.push((
            opp.trim().parse().unwrap_or(0),
            chars[at + 5],
            chars[at + 7],
        ));
        at += 10;
    }
    out
}

/// The outcome for White of a result char pair, for readers.
pub fn outcome_of(white_result: char) -> Option<BoardResult> {
    match white_result {
        '1' => Some(BoardResult::WhiteWon),
        '0' => Some(BoardResult::BlackWon),
        '=' => Some(BoardResult::Draw),
        '+' => Some(BoardResult::WhiteByForfeit),
        '-' => Some(BoardResult::BlackByForfeit),
        _ => None,
    }
}
