//! Every command, declared once: its English name, the other words typed
//! for it (English synonyms, Portuguese, French), its slash command's
//! options, and how its arguments become a [`Cmd`] (or the handler a
//! command without arguments runs). The typed parser, the slash parser and
//! the slash registration ([`super::slash_commands`]) all read this table;
//! a command's help line and slash words are in the catalogs
//! (`help-…`, `slash-NAME`, `name-NAME`).
//!
//! A new command is one line here, its handler and its catalog lines:
//!
//! ```text
//! plain("ping", Bot::ping).pt(&["pingue"]).fr(&["pingue"]).slash(none),
//! ```

use super::buttons::CellName;
use super::parse::{self, Cmd};
use super::slash::{self as s, OptionKind, SlashCommand, SlashOption};
use super::{aliases, Bot, Ctx, OptionValue, Out, Reply, Request, User};
use crate::games::Kind;
use crate::i18n::fold;

/// A command without arguments: what it does.
pub(crate) type Handler = fn(&Bot, &Ctx) -> Out;

/// How a command's input becomes what it asks for.
#[derive(Clone, Copy)]
pub(crate) enum Parse {
    /// No arguments (typed ones are ignored): run the handler.
    Plain(Handler),
    /// Arguments: read from the typed words, and from the slash options.
    Args {
        typed: fn(&Typed) -> Cmd,
        slashed: fn(&Slashed) -> Cmd,
    },
}

/// The slash command of a command, if it has one.
#[derive(Clone, Copy)]
pub(crate) enum Slash {
    /// Typed only (`!play ai`, `!cell C4`).
    None,
    /// A slash command with these options.
    Options(fn() -> Vec<SlashOption>),
    /// A slash command with these subcommands (`/tournament join`).
    Subcommands(fn() -> Vec<SlashCommand>),
}

/// One command: see the module's doc.
#[derive(Clone, Copy)]
pub(crate) struct CommandSpec {
    /// The English name: the typed verb and the slash command's name.
    pub name: &'static str,
    /// Other words typed for it, compared as typed in lower case
    /// (`analyze`, `tiles`, `lb`; `casa`, `salle`).
    pub also: &'static [&'static str],
    /// Portuguese words (`desafiar`), compared without accents.
    pub pt: &'static [&'static str],
    /// French words (`défier`), compared without accents.
    pub fr: &'static [&'static str],
    pub slash: Slash,
    pub parse: Parse,
}

/// A typed command's input, for its parser.
pub(crate) struct Typed<'a> {
    pub bot: &'a Bot,
    pub req: &'a Request,
    /// The text after the prefix, the verb included (`passar`, `colocar E2`).
    pub rest: &'a str,
    /// The words after the verb, trimmed.
    pub args: &'a str,
}

impl Typed<'_> {
    /// The first mentioned user who is not this bot.
    fn mention(&self) -> Option<User> {
        parse::other_mention(self.bot, self.req)
    }
}

/// A slash command's input, for its parser: its options, with the game
/// and the archived game's id already read (every command reads them
/// alike).
pub(crate) struct Slashed<'a> {
    pub name: &'a str,
    pub options: &'a [(String, OptionValue)],
    pub game: Option<Kind>,
    pub id: Option<u64>,
}

impl Slashed<'_> {
    pub fn opt(&self, key: &str) -> Option<&OptionValue> {
        self.options.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    /// An option's value as it would be typed (`""` when not given).
    pub fn text(&self, key: &str) -> String {
        match self.opt(key) {
            Some(OptionValue::Str(s)) => s.trim().to_string(),
            Some(OptionValue::Int(i)) => i.to_string(),
            Some(OptionValue::User(u)) => format!("<@{}>", u.id),
            None => String::new(),
        }
    }

    pub fn user(&self, key: &str) -> Option<User> {
        match self.opt(key) {
            Some(OptionValue::User(u)) => Some(u.clone()),
            _ => None,
        }
    }
}

const fn spec(name: &'static str, parse: Parse) -> CommandSpec {
    CommandSpec {
        name,
        also: &[],
        pt: &[],
        fr: &[],
        slash: Slash::None,
        parse,
    }
}

/// A command without arguments.
const fn plain(name: &'static str, run: Handler) -> CommandSpec {
    spec(name, Parse::Plain(run))
}

/// A command with arguments, typed and as a slash command.
const fn args(
    name: &'static str,
    typed: fn(&Typed) -> Cmd,
    slashed: fn(&Slashed) -> Cmd,
) -> CommandSpec {
    spec(name, Parse::Args { typed, slashed })
}

/// A command that is only typed.
const fn typed(name: &'static str, typed: fn(&Typed) -> Cmd) -> CommandSpec {
    args(name, typed, not_slash)
}

impl CommandSpec {
    const fn also(mut self, words: &'static [&'static str]) -> Self {
        self.also = words;
        self
    }

    const fn pt(mut self, words: &'static [&'static str]) -> Self {
        self.pt = words;
        self
    }

    const fn fr(mut self, words: &'static [&'static str]) -> Self {
        self.fr = words;
        self
    }

    const fn slash(mut self, options: fn() -> Vec<SlashOption>) -> Self {
        self.slash = Slash::Options(options);
        self
    }

    const fn subcommands(mut self, subcommands: fn() -> Vec<SlashCommand>) -> Self {
        self.slash = Slash::Subcommands(subcommands);
        self
    }

    /// Its slash command, if it has one.
    pub fn slash_command(&self) -> Option<SlashCommand> {
        match self.slash {
            Slash::None => None,
            Slash::Options(options) => Some(s::cmd(self.name, options())),
            Slash::Subcommands(subcommands) => Some(SlashCommand {
                subcommands: subcommands(),
                ..s::cmd(self.name, vec![])
            }),
        }
    }

    /// What typed `input` asks for.
    pub fn typed(&self, input: &Typed) -> Cmd {
        match self.parse {
            Parse::Plain(run) => Cmd::Run(run),
            Parse::Args { typed, .. } => typed(input),
        }
    }

    /// What the slash command with `input` asks for.
    pub fn slashed(&self, input: &Slashed) -> Cmd {
        match self.parse {
            Parse::Plain(run) => Cmd::Run(run),
            Parse::Args { slashed, .. } => slashed(input),
        }
    }
}

/// No options.
fn none() -> Vec<SlashOption> {
    Vec::new()
}

fn not_slash(input: &Slashed) -> Cmd {
    parse::not_a_command(input.name)
}

/// A move typed with its word (`!pass`, `!colocar E2`): the whole text.
fn move_words(t: &Typed) -> Cmd {
    Cmd::Move(aliases::move_text(t.rest).into_owned())
}

/// Every command, in the order of the slash commands (the games' own move
/// commands go before `/move`, their groups before `/room`); the typed-only
/// ones at the end.
pub(crate) static COMMANDS: &[CommandSpec] = &[
    args(
        "challenge",
        |t| parse::challenge_args(t.bot, t.req, t.args),
        parse::slash_challenge,
    )
    .pt(&["desafiar"])
    .fr(&["défier"])
    .slash(|| {
        let mut options = vec![
            s::opt("user", OptionKind::User),
            s::game_option(),
            s::size_option(),
            s::colour_option(),
            s::optional("clock", OptionKind::Str),
            s::optional("bank", OptionKind::Str),
            s::optional("thread", OptionKind::Bool),
            s::optional("rated", OptionKind::Bool),
        ];
        options.extend(s::game_options());
        options
    }),
    args(
        "play-ai",
        |t| parse::play_ai_args(t.args),
        parse::slash_challenge,
    )
    .also(&["playai"])
    .pt(&["jogar-ia"])
    .fr(&["jouer-ia"])
    .slash(|| {
        let mut options = vec![
            s::optional("level", OptionKind::Int { min: 1, max: 5 }),
            s::game_option(),
            s::size_option(),
            s::colour_option(),
        ];
        options.extend(s::game_options());
        options
    }),
    plain("accept", |b, cx| b.accept(cx, None))
        .pt(&["aceitar"])
        .fr(&["accepter"])
        .slash(none),
    plain("decline", |b, cx| b.decline(cx, None))
        .pt(&["recusar"])
        .fr(&["refuser"])
        .slash(none),
    plain("cancel", Bot::cancel)
        .pt(&["cancelar"])
        .fr(&["retirer"])
        .slash(none),
    args(
        "move",
        |t| move_text(t.args),
        |s| move_text(&s.text("steps")),
    )
    .also(&["m"])
    .pt(&["jogada"])
    .fr(&["coup"])
    .slash(|| {
        vec![SlashOption {
            autocomplete: true,
            ..s::opt("steps", OptionKind::Str)
        }]
    }),
    args("end", move_words, |_| Cmd::Move("end".into()))
        .also(&["done"])
        .pt(&["terminar", "terminar-turno"])
        .fr(&["finir"])
        .slash(none),
    args("pass", move_words, |_| Cmd::Move("pass".into()))
        .pt(&["passar"])
        .fr(&["passer"])
        .slash(none),
    args("undo", |_| Cmd::Undo, |_| Cmd::Undo)
        .pt(&["desfazer"])
        .fr(&["annuler"])
        .slash(none),
    plain("board", Bot::board)
        .pt(&["tabuleiro"])
        .fr(&["plateau"])
        .slash(none),
    plain("table", Bot::table).pt(&["mesa"]).slash(none),
    plain("score", Bot::score).pt(&["pontuação"]).slash(none),
    plain("legal", Bot::legal)
        .pt(&["possíveis", "jogadas-possíveis"])
        .fr(&["possibles", "coups-possibles"])
        .slash(none),
    args(
        "record",
        |t| archive_or(t, Cmd::Record),
        |s| Cmd::Record(s.id),
    )
    .also(&["archive"])
    .pt(&["registo", "registro"])
    .fr(&["relevé", "notation"])
    .slash(|| vec![s::id_option()]),
    args("hint", |_| Cmd::Hint, |_| Cmd::Hint)
        .pt(&["dica", "sugestão"])
        .fr(&["conseil"])
        .slash(none),
    args("analyse", |_| Cmd::Analyse, |_| Cmd::Analyse)
        .also(&["analyze", "analysis"])
        .pt(&["analisar"])
        .fr(&["analyser"])
        .slash(none),
    args("resign", parse::resign_args, |_| Cmd::Run(Bot::resign))
        .pt(&["desistir"])
        .fr(&["abandonner"])
        .slash(none),
    plain("draw", Bot::draw)
        .pt(&["empate"])
        .fr(&["nulle"])
        .slash(none),
    plain("abort", Bot::abort)
        .pt(&["anular"])
        .fr(&["interrompre"])
        .slash(none),
    args(
        "stats",
        |t| Cmd::Stats(t.mention()),
        |s| Cmd::Stats(s.user("user")),
    )
    .pt(&["estatísticas"])
    .slash(|| vec![s::optional("user", OptionKind::User)]),
    args(
        "rules",
        |t| parse::game_word(t.args).map_or_else(Cmd::Invalid, Cmd::Rules),
        |s| Cmd::Rules(s.game),
    )
    .pt(&["regras"])
    .fr(&["règles"])
    .slash(|| vec![s::game_option()]),
    args(
        "help",
        |t| parse::game_word(t.args).map_or_else(Cmd::Invalid, Cmd::Help),
        |s| Cmd::Help(s.game),
    )
    .pt(&["ajuda"])
    .fr(&["aide"])
    .slash(|| vec![s::game_option()]),
    plain("games", |b, cx| {
        Ok(vec![Reply::text(super::text::games(&b.prefix(), cx.lang))])
    })
    .pt(&["jogos"])
    .fr(&["jeux"])
    .slash(none),
    args(
        "replay",
        |t| archive_or(t, Cmd::Replay),
        |s| Cmd::Replay(s.id),
    )
    .pt(&["rever"])
    .fr(&["revoir"])
    .slash(|| vec![s::id_option()]),
    args(
        "rating",
        |t| {
            parse::game_arg(t.args).map_or_else(Cmd::Invalid, |kind| Cmd::Rating {
                user: t.mention(),
                kind,
            })
        },
        |s| Cmd::Rating {
            user: s.user("user"),
            kind: s.game,
        },
    )
    .also(&["ratings", "elo"])
    .fr(&["cote"])
    .slash(|| vec![s::optional("user", OptionKind::User), s::game_option()]),
    args(
        "leaderboard",
        |t| parse::game_arg(t.args).map_or_else(Cmd::Invalid, Cmd::Leaderboard),
        |s| Cmd::Leaderboard(s.game),
    )
    .also(&["top", "lb"])
    .pt(&["classificação"])
    .fr(&["classement"])
    .slash(|| vec![s::game_option()]),
    args(
        "history",
        |t| {
            parse::game_arg(t.args).map_or_else(Cmd::Invalid, |kind| Cmd::History {
                user: t.mention(),
                kind,
            })
        },
        |s| Cmd::History {
            user: s.user("user"),
            kind: s.game,
        },
    )
    .pt(&["histórico"])
    .fr(&["historique"])
    .slash(|| vec![s::optional("user", OptionKind::User), s::game_option()]),
    plain("time", Bot::time)
        .also(&["clock"])
        .pt(&["tempo", "relógio"])
        .fr(&["temps", "pendule"])
        .slash(none),
    args(
        "plan",
        |t| parse::plan_arg(t.args),
        |s| parse::plan_arg(&s.text("moves")),
    )
    .pt(&["plano"])
    .slash(|| vec![s::optional("moves", OptionKind::Str)]),
    args(
        "vacation",
        |t| parse::vacation_arg(t.args),
        |s| parse::vacation_arg(&s.text("days")),
    )
    .also(&["holiday", "holidays"])
    .pt(&["férias"])
    .fr(&["vacances"])
    .slash(|| vec![s::optional("days", OptionKind::Str)]),
    plain("adjourn", Bot::adjourn)
        .pt(&["adiar"])
        .fr(&["ajourner"])
        .slash(none),
    plain("resume", Bot::resume)
        .pt(&["retomar"])
        .fr(&["reprendre"])
        .slash(none),
    args(
        "notify",
        |t| parse::notify_arg(t.args),
        |s| {
            let words = format!("{} {} {}", s.text("how"), s.text("at"), s.text("zone"));
            parse::notify_arg(&words)
        },
    )
    .pt(&["avisos"])
    .fr(&["rappels"])
    .slash(|| {
        vec![
            SlashOption {
                choices: &["dm", "channel", "digest", "off"],
                ..s::opt("how", OptionKind::Str)
            },
            s::optional("at", OptionKind::Str),
            s::optional("zone", OptionKind::Str),
        ]
    }),
    args(
        "language",
        |t| parse::language_arg(t.args),
        |s| parse::language_arg(&s.text("choose")),
    )
    .also(&["lang"])
    .pt(&["idioma", "língua"])
    .fr(&["langue"])
    .slash(|| {
        vec![SlashOption {
            choices: &["en", "pt", "fr", "auto"],
            ..s::optional("choose", OptionKind::Str)
        }]
    }),
    plain("mygames", Bot::my_games)
        .also(&["my-games"])
        .pt(&["meus-jogos"])
        .fr(&["mes-parties"])
        .slash(none),
    args(
        "room",
        |t| parse::room_arg(t.args),
        |s| parse::room_arg(&s.text("kind")),
    )
    .also(&["sala", "salle"])
    .slash(|| {
        vec![SlashOption {
            choices: &["blitz", "normal", "study", "off"],
            ..s::optional("kind", OptionKind::Str)
        }]
    }),
    args(
        "tournament",
        |t| parse::tournament_args(t.bot, t.req, t.args),
        |s| match s.name.strip_prefix("tournament ") {
            Some(sub) => parse::slash_tournament(sub, s.options),
            // No subcommand (Discord always sends one): as `!tournament`.
            None => parse::slash_tournament("show", s.options),
        },
    )
    .also(&["tourney"])
    .pt(&["torneio"])
    .fr(&["tournoi"])
    .subcommands(s::tournament_subcommands),
    plain("standings", Bot::standings)
        .pt(&["classificação-torneio"])
        .fr(&["classement-tournoi"])
        .slash(none),
    // Typed only.
    typed("play", |t| {
        if parse::first_word_is(t.args, "ai") || parse::first_word_is(t.args, "ia") {
            parse::play_ai_args(t.args.get(2..).unwrap_or(""))
        } else {
            Cmd::Other(aliases::move_text(t.rest).into_owned())
        }
    })
    .pt(&["jogar"])
    .fr(&["jouer"]),
    typed("place", move_words)
        .also(&["p"])
        .pt(&["colocar"])
        .fr(&["poser"]),
    typed("bridge", move_words)
        .also(&["b"])
        .pt(&["ponte"])
        .fr(&["pont"]),
    typed("swap", |t| {
        Cmd::Other(aliases::move_text(t.rest).into_owned())
    })
    .pt(&["trocar"])
    .fr(&["échanger"]),
    plain("hand", Bot::hand)
        .also(&["tiles"])
        .pt(&["mão"])
        .fr(&["main"]),
    typed("cell", |t| parse::cell_arg(t.args)).also(&["casa", "case"]),
];

fn move_text(text: &str) -> Cmd {
    Cmd::Move(aliases::move_text(text).into_owned())
}

/// `record` / `replay`: the game here, or the archived game named.
fn archive_or(t: &Typed, cmd: fn(Option<u64>) -> Cmd) -> Cmd {
    if t.args.is_empty() {
        return cmd(None);
    }
    match parse::archive_id(t.args) {
        Ok(id) => cmd(Some(id)),
        Err(e) => Cmd::Invalid(e),
    }
}

/// The command a Portuguese or French word stands for (`desafiar`,
/// `défier`, `defier`).
pub(crate) fn by_translation(word: &str) -> Option<&'static CommandSpec> {
    let folded = fold(word);
    COMMANDS
        .iter()
        .find(|c| c.pt.iter().chain(c.fr).any(|w| fold(w) == folded))
}

/// The command a typed verb (in lower case) names: a Portuguese or French
/// word first, then an English one.
pub(crate) fn by_verb(verb: &str) -> Option<&'static CommandSpec> {
    by_translation(verb).or_else(|| {
        COMMANDS
            .iter()
            .find(|c| c.name == verb || c.also.contains(&verb))
    })
}

/// The command of a slash command's name (`tournament join` is
/// `tournament`'s): only commands that have one.
pub(crate) fn by_slash_name(name: &str) -> Option<&'static CommandSpec> {
    let first = name.split(' ').next().unwrap_or(name);
    COMMANDS
        .iter()
        .find(|c| c.name == first && !matches!(c.slash, Slash::None))
}

// Every button, declared once: its fields in the order its id carries
// them, its word, and what pressing it asks for (see `buttons!`).
super::buttons::buttons! {
    /// Accept the challenge with this id.
    Accept { challenge: u64 } = "accept" => Cmd::Accept(Some(challenge));
    /// Decline the challenge with this id.
    Decline { challenge: u64 } = "decline" => Cmd::Decline(Some(challenge));
    Pass { channel: u64, turn: usize } = "pass" => Cmd::TurnButton { text: "pass", turn };
    End { channel: u64, turn: usize } = "end" => Cmd::TurnButton { text: "end", turn };
    Legal { channel: u64 } = "legal" => Cmd::Run(Bot::legal);
    /// An answer to an adjournment offer.
    Adjourn { channel: u64, accept: bool } = "adjourn" => Cmd::AdjournAnswer(accept);
    /// A rematch of the archived game with this id.
    Rematch { game: u64 } = "rematch" => Cmd::Rematch(game);
    /// "Yes, resign": for `user`, on the turn the question was asked.
    Resign { channel: u64, turn: usize, user: u64 } = "resign" => Cmd::ResignConfirm {
        turn: Some(turn),
        user: Some(user),
    };
    /// "Resign" under a turn's message: asks the presser to confirm (as
    /// `!resign` does); acts only on the turn it was made for.
    ResignAsk { channel: u64, turn: usize } = "resignask" => Cmd::ResignAsk { turn };
    /// "Keep playing" (no resignation).
    Keep { channel: u64 } = "keep" => Cmd::KeepPlaying;
    /// An answer to a draw offer.
    Draw { channel: u64, accept: bool } = "draw" => Cmd::DrawAnswer(accept);
    /// Show the presser their hand, privately (games with hands).
    Hand { channel: u64 } = "hand" => Cmd::Run(Bot::hand);
    /// Give the presser their own link to the live table, privately.
    Table { channel: u64 } = "table" => Cmd::Run(Bot::table);
    /// From a private hand: the steps clicked so far (`tile:7`, `tile:7
    /// C4`), as the game's click actions name them
    /// ([`crate::games::AnyGame::click_actions`]): the next steps to pick
    /// from, or the action they complete.
    Step { channel: u64, turn: usize, steps: String } = "step" => Cmd::Step {
        steps,
        row: None,
        turn,
    };
    /// From a private hand: the next steps after `steps` that are cells
    /// of row `row` (when there are too many to offer at once).
    StepRow { channel: u64, turn: usize, row: u16, steps: String } = "steprow" => Cmd::Step {
        steps,
        row: Some(row),
        turn,
    };
    /// From a private hand: exchange the hand.
    Swap { channel: u64, turn: usize } = "swap" => Cmd::TurnPlay {
        text: "swap".into(),
        turn,
    };
    /// From a private hand: look at a cell's lines; `row` 0 = pick a row
    /// first, else pick a cell of that row.
    Look { channel: u64, row: u16 } = "look" => Cmd::CellPick(row);
    /// Look at this cell's lines (`cell C4`).
    LookCell { channel: u64, cell: CellName } = "lookcell" => Cmd::Cell(cell.to_string());
}

/// A command by its English name.
pub(crate) fn by_name(name: &str) -> Option<&'static CommandSpec> {
    COMMANDS.iter().find(|c| c.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A typed word names one command, accents or not, whichever
    /// language brings it; otherwise the table's order would decide.
    #[test]
    fn no_word_names_two_commands() {
        let words = |c: &CommandSpec| -> Vec<String> {
            let mut out = vec![c.name.to_string()];
            out.extend(c.also.iter().map(|w| w.to_string()));
            out.extend(c.pt.iter().chain(c.fr).map(|w| fold(w)));
            out
        };
        for (i, a) in COMMANDS.iter().enumerate() {
            for b in &COMMANDS[i + 1..] {
                for w in words(a) {
                    assert!(
                        !words(b).contains(&w),
                        "`{w}` names both {} and {}",
                        a.name,
                        b.name
                    );
                }
            }
        }
    }

    /// Every word a command declares names it when typed, accented or
    /// not for Portuguese and French, and is turned into its English name
    /// for the parsers and local mode.
    #[test]
    fn every_declared_word_names_its_command() {
        for c in COMMANDS {
            for w in std::iter::once(&c.name).chain(c.also) {
                assert_eq!(by_verb(w).map(|f| f.name), Some(c.name), "{w}");
            }
            for w in c.pt.iter().chain(c.fr) {
                assert_eq!(by_verb(w).map(|f| f.name), Some(c.name), "{w}");
                assert_eq!(by_verb(&fold(w)).map(|f| f.name), Some(c.name), "{w}");
                assert_eq!(aliases::verb(w), c.name, "{w}");
            }
        }
    }

    /// Every word is lower case, as typed verbs are compared.
    #[test]
    fn words_are_lower_case() {
        for c in COMMANDS {
            for w in std::iter::once(&c.name)
                .chain(c.also)
                .chain(c.pt)
                .chain(c.fr)
            {
                assert_eq!(w.to_lowercase(), *w, "{}", c.name);
            }
        }
    }

    /// A subcommand's name and a slash command's are looked up apart:
    /// a typed-only command is never a slash command's (`/place` is a
    /// game's own).
    #[test]
    fn typed_only_commands_have_no_slash_name() {
        assert!(by_slash_name("place").is_none());
        assert!(by_slash_name("cell").is_none());
        assert_eq!(
            by_slash_name("tournament join").map(|c| c.name),
            Some("tournament")
        );
        assert_eq!(by_verb("défier").map(|c| c.name), Some("challenge"));
        assert_eq!(by_verb("defier").map(|c| c.name), Some("challenge"));
        assert_eq!(by_verb("analyze").map(|c| c.name), Some("analyse"));
        assert!(by_verb("analyzé").is_none(), "English words are as typed");
    }
}
