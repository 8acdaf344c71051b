//! Wording shared by the commands: names, mentions, results, help.

use crate::games::{AnyGame, Kind, SeatInfo, ViewCtx};
use crate::store::{Outcome, Seat};

/// The display names of a game's seats.
pub fn names(players: &[Seat; 2]) -> [&str; 2] {
    [players[0].name.as_str(), players[1].name.as_str()]
}

/// "Ann (Orange)", or just "Orange" when the name is the seat's.
pub fn who(players: &[Seat; 2], seats: &[SeatInfo; 2], s: usize) -> String {
    let name = &players[s].name;
    if name == seats[s].name {
        name.clone()
    } else {
        format!("{name} ({})", seats[s].name)
    }
}

pub fn mention(id: u64) -> String {
    format!("<@{id}>")
}

/// " (Light Blue)" after a player's name, unless the name is the seat's.
pub fn colour_note(players: &[Seat; 2], seats: &[SeatInfo; 2], s: usize) -> String {
    if players[s].name == seats[s].name {
        String::new()
    } else {
        format!(" ({})", seats[s].name)
    }
}

/// How a game ended, in one sentence without a full stop. `game` is the
/// game as it ended (for a result by the board rules).
pub fn outcome_sentence(players: &[Seat; 2], game: &dyn AnyGame, outcome: &Outcome) -> String {
    let seats = game.seats();
    match outcome {
        Outcome::Board { winner } => game
            .result_sentence(&ViewCtx::public(names(players)))
            .unwrap_or_else(|| match winner {
                Some(w) => format!("{} wins", who(players, seats, *w)),
                None => "a draw".into(),
            }),
        Outcome::Resigned { seat } => format!(
            "{} resigned; {} wins",
            who(players, seats, *seat),
            who(players, seats, 1 - seat)
        ),
        Outcome::Timeout { seat } => format!(
            "{} ran out of time; {} wins",
            who(players, seats, *seat),
            who(players, seats, 1 - seat)
        ),
        Outcome::AgreedDraw => "Draw agreed".into(),
        Outcome::Aborted { .. } => "Aborted by a moderator; no result".into(),
    }
}

/// Invisible or layout-changing characters: zero-width spaces and joiners,
/// direction overrides, the byte-order mark, tag characters.
fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}'
        | '\u{17B5}' | '\u{180B}'..='\u{180E}' | '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}'
        | '\u{FEFF}' | '\u{FFA0}' | '\u{FFF0}'..='\u{FFFB}' | '\u{E0000}'..='\u{E0FFF}')
}

/// A message that may quote what a user typed, made safe to show: control
/// and invisible characters are written as `\u{…}` escapes, so a quoted
/// `G\u{200b}4` shows why it is not `G4`, and nothing typed can ring a
/// bell, reverse the text or hide in the reply.
pub fn printable(s: &str) -> String {
    if !s
        .chars()
        .any(|c| (c.is_control() && c != '\n') || is_invisible(c))
    {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if (c.is_control() && c != '\n') || is_invisible(c) {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// A message as the first words of a reply: capitalised, unless it opens
/// with a move or a cell (`d2-d4: …`, `e9 is not …`), which keep their case.
pub fn sentence(s: &str) -> String {
    let first = s.split_whitespace().next().unwrap_or("");
    if first.chars().any(|c| c.is_ascii_digit()) {
        s.to_string()
    } else {
        capitalize(s)
    }
}

pub fn duration(secs: u64) -> String {
    if secs >= 3600 && secs.is_multiple_of(3600) {
        format!("{} h", secs / 3600)
    } else if secs >= 60 {
        format!("{} min", secs / 60)
    } else {
        format!("{secs} s")
    }
}

pub fn help(prefix: &str, kind: Kind) -> String {
    let p = prefix;
    let moves = match kind {
        Kind::Bridges => "`E2` or `place E2` · `E2-E8` or `bridge E2 E8` · \
                          `place E2, bridge E2 E8` · `end` · `pass` · `undo`"
            .to_string(),
        // Numbridge's plays can't be taken back (a tile drawn stays drawn).
        Kind::Numbridge => format!("{} · `C4 7`", move_examples(kind)),
        k => format!("{} · `undo`", move_examples(k)),
    };
    let extra = match kind {
        Kind::Numbridge => format!(
            "\nNumbridge: `{p}hand` or the **Your hand** button (only to you) · \
             `/nb place|clue|swap|hand` · `{p}challenge @name numbridge [ponte|blitz|dominios] \
             [clues N] [irregular] [turn 30|45|60|120] [cost 1|2] [candidates]`. \
             A turn that runs out is lost; when the game's time is up the board decides."
        ),
        _ => String::new(),
    };
    format!(
        "**{}** commands:\n\
         `{p}challenge @name [game] [options] [colour]` · `{p}accept` · `{p}decline` · `{p}cancel` · `{p}games`\n\
         Against me: `{p}play ai [game] [level 1-5]` · `{p}hint` · `{p}analyse` (last game)\n\
         Moves (no prefix needed on your turn): {moves}\n\
         `{p}board` · `{p}score` · `{p}record` · `{p}legal` · `{p}resign` · `{p}draw` · `{p}stats [@name]` · `{p}rules [game]` · \
         `{p}abort` (moderators)\n\
         Clocks: `{p}challenge @name clock 3d|12h|30m|none` · `... thread` · `{p}time` · `{p}adjourn` · `{p}resume` · `{p}notify dm|channel|off` · `{p}mygames`{extra}",
        kind.name()
    )
}

/// How moves of a game are typed, for help lines.
pub fn move_examples(kind: Kind) -> &'static str {
    match kind {
        Kind::Bridges => "`E2` · `E2-E8`",
        Kind::Avanco => "`c2-c3` · `d4xe5`",
        Kind::Rastros => "`f6` (where the white piece goes)",
        Kind::Produto => "`bE5 wC3` (colour letter and cell, two stones a turn)",
        Kind::Sesqui => "`d4` (drop) · `d4-d7` (move) · `d4 d4-d7`",
        Kind::Numbridge => "`C4:7` (place) · `C4+5` (take a clue) · `swap`",
    }
}

/// One line per hosted game.
pub fn games(prefix: &str) -> String {
    let mut lines = vec!["Games I host (`{p}challenge @name GAME`):".replace("{p}", prefix)];
    for k in Kind::ALL {
        let aka = k
            .aliases()
            .iter()
            .find(|a| a.is_ascii())
            .map_or(String::new(), |a| format!(" ({a})"));
        lines.push(format!(
            "**{}**{aka} `{}`: {}",
            k.name(),
            k.key(),
            summary(k)
        ));
    }
    lines.join("\n")
}

fn summary(kind: Kind) -> &'static str {
    match kind {
        Kind::Bridges => "tokens and bridges on a hex board; the longest bridges score",
        Kind::Avanco => "Breakthrough on 7×7: race a piece to the far rank",
        Kind::Rastros => "one shared piece leaves a trail; steer it into your corner",
        Kind::Produto => "place stones of either colour; your two biggest groups multiply",
        Kind::Sesqui => "drops and queen moves; connect your two edges",
        Kind::Numbridge => "a hex sudoku duel: place right digits to own cells; join your edges",
    }
}

pub fn rules(kind: Kind) -> String {
    match kind {
        Kind::Bridges => "**Bridges** in short: place tokens of your colour on a hex board (never next to any token; \
     the center is a hole). Bridge two of your unlocked tokens on one line with only empty cells \
     (or the hole) between them: it scores 1 per cell between and locks both ends. Orange's first \
     turn is one step; later turns are 0–2 steps. Two passes in a row end the game; higher score \
     wins, ties go to the longer bridges. Full rules: README, section \"Rules\".",
        Kind::Avanco => "**Avanço** (Breakthrough) in short: 7×7 board, White on ranks 1–2, Black on 6–7; White \
     starts. Move one piece a step forward, straight or diagonally, onto an empty cell; capture \
     only diagonally forward. First to reach the far rank, or to capture every enemy piece, wins. \
     Moves: `c2-c3`, captures `d4xe5`.",
        Kind::Rastros => "**Rastros** (Slimetrail) in short: one white piece, shared, starts on e5. On your turn move \
     it one step in any of 8 directions to an empty cell; the cell it leaves gets a black stone \
     for good. If it reaches a1 the first player wins, h8 the second — whoever moved it. A player \
     who cannot move loses. Moves: the target cell, like `f6`.",
        Kind::Produto => "**Produto** (Product) in short: hex board of side 5. Black places one stone, then each turn \
     is two stones, each of either colour. When the board is full, each colour scores its largest \
     group times its second largest; higher wins, ties go to fewer stones of your colour. Moves: \
     `bE5 wC3`.",
        Kind::Sesqui => "**Sesqui** in short: 8×8, Black joins North and South, White West and East. Turn 1: Black \
     drops one stone; turn 2: White drops two. Then each turn is one drop (next to your own stone) \
     and one queen move of any of your stones, in either order. No 2×2 crossing of black and white \
     diagonals. A chain (8 directions) between your edges wins. Moves: `d4`, `d4-d7`.",
        Kind::Numbridge => "**Numbridge** in short: a hex sudoku only the bot knows the answer to. You hold 3 \
     digit tiles (secret). Play one: place a tile on an empty cell (`C4:7`; right, the cell is \
     yours; wrong, it is a miss and your turn ends), take a clue paying a tile (`C4+5`), or \
     `swap`. Ponte: join your two edges (Orange top–bottom, Blue left–right). Blitz: Ponte on \
     6×6. Domínios: two plays a turn; own 5 cells of a block to win it, 5 blocks win.",
    }
    .into()
}
