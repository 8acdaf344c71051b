//! Local (terminal) mode, driven by script files through the built binary.

use crate::common::binary;

use bridges_bot::games::{Kind, ViewCtx};
use std::path::Path;
use std::process::Output;

fn run(args: &[&str], cwd: &Path, script: &str) -> Output {
    binary::run_with_input(args, Some(cwd), script)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

#[test]
fn a_whole_game_from_a_script() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("games");
    let script = "new size 5\nA1\nC1 C4\nA5\nA1-A5\nC1-C4 G3\npass\nG5, G3-G5\nE5\npass\nbogus words\npass\n";
    let out = run(
        &["local", "--data", data.to_str().unwrap()],
        dir.path(),
        script,
    );
    let text = stdout(&out);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("Game on, size 5: Orange vs Light Blue."),
        "{text}"
    );
    assert!(text.contains("Orange placed A1."), "{text}");
    assert!(
        text.contains("Light Blue, your turn: up to 2 steps"),
        "{text}"
    );
    assert!(
        text.contains("Orange placed A5. 1 more step, or `end`."),
        "{text}"
    );
    assert!(
        text.contains("Orange placed A5 and bridged A1–A5 (+3)."),
        "{text}"
    );
    // Errors are shown and the session goes on, without mention markup.
    assert!(
        text.contains("Orange> E5\nE5: the hole cannot hold a token\n"),
        "{text}"
    );
    assert!(text.contains("`bogus` is not a command"), "{text}");
    assert!(!text.contains("<@"), "{text}");
    assert!(
        text.contains(
            "Game over: 3–3; Orange wins the tie-break: longest bridge 3 vs 2. Orange wins."
        ),
        "{text}"
    );
    assert!(
        text.contains("Type `new` for another game, or `quit`."),
        "{text}"
    );
    // The text board is printed, and the PNG is where it says.
    let empty = Kind::Bridges
        .new_game(&[("size".into(), "5".into())])
        .unwrap();
    let ctx = ViewCtx::public(["Orange", "Light Blue"]);
    assert!(text.contains(&empty.text_board(&ctx)), "{text}");
    let line = text
        .lines()
        .find(|l| l.starts_with("Board image: "))
        .expect("a PNG path");
    let png = std::fs::read(line.trim_start_matches("Board image: ")).unwrap();
    assert!(png.starts_with(b"\x89PNG"));
}

#[test]
fn quit_and_resume_the_local_game() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("d");
    let args = ["local", "--data", data.to_str().unwrap()];
    let out = run(&args, dir.path(), "new size 5\nC3\nG4\nquit\nG7\n");
    assert_eq!(out.status.code(), Some(0));
    let text = stdout(&out);
    assert!(
        text.contains("Light Blue placed G4. 1 more step, or `end`."),
        "{text}"
    );
    assert!(!text.contains("G7"), "nothing after quit is read: {text}");

    let out = run(&args, dir.path(), "G7\nrecord\n");
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0));
    assert!(text.contains("Resuming your game."), "{text}");
    assert!(text.contains("Light Blue placed G4 and G7."), "{text}");
    assert!(text.contains("size 5\nC3\nG4 G7\n"), "{text}");

    // `new` from a script starts over at once.
    let out = run(&args, dir.path(), "new size 4\nrecord\n");
    let text = stdout(&out);
    assert!(text.contains("Game on, size 4"), "{text}");
    assert!(text.contains("```\nsize 4\n```"), "{text}");
    assert!(!text.contains("Abandon"), "{text}");
    let out = run(&args, dir.path(), "new size 99\n");
    assert!(stdout(&out).contains("Use `new` or `new size N`, N from 3 to 13"));
}

#[test]
fn no_subcommand_and_no_token_means_local_mode() {
    let dir = tempfile::tempdir().unwrap();
    let out = run(&[], dir.path(), "E2\n");
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("starting local mode"), "{err}");
    let text = stdout(&out);
    assert!(text.contains("Game on, size 8"), "{text}");
    assert!(text.contains("Orange placed E2."), "{text}");
    assert!(dir.path().join("data").is_dir(), "default data dir ./data");
}

#[test]
fn a_token_leads_to_discord_and_bad_configs_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("bot.toml");
    // Nothing listens on port 9 here: the bot tries Discord (at the
    // configured base URL) and fails to log in.
    std::fs::write(
        &cfg,
        "token = \"abc\"\napi_base_url = \"http://127.0.0.1:9\"\n",
    )
    .unwrap();
    let out = run(&["run", "--config", cfg.to_str().unwrap()], dir.path(), "");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot log in to Discord"), "{err}");

    std::fs::write(dir.path().join("config.toml"), "prefixx = \"!\"\n").unwrap();
    let out = run(&[], dir.path(), "");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("config.toml") && err.contains("unknown field `prefixx`"),
        "{err}"
    );
}

#[test]
fn interactive_new_asks_first() {
    use bridges_bot::local::Local;
    let dir = tempfile::tempdir().unwrap();
    let config = bridges_bot::config::Config {
        data_dir: dir.path().join("d"),
        default_size: 5,
        ..Default::default()
    };
    let script = "C3\nnew size 4\nn\nrecord\nnew size 4\ny\nrecord\nresign\nresign yes\nG4\n";
    let mut local = Local::new(&config, Vec::new(), true).unwrap();
    local.run(std::io::Cursor::new(script)).unwrap();
    let text = String::from_utf8(local.into_output()).unwrap();
    assert!(text.contains("Game on, size 5"), "{text}");
    assert!(
        text.contains("Abandon the current game and start a new one? [y/N] Carrying on."),
        "{text}"
    );
    assert!(text.contains("```\nsize 5\nC3\n```"), "{text}");
    assert!(text.contains("```\nsize 4\n```"), "{text}");
    assert!(
        text.contains("Game over: Orange resigned; Light Blue wins."),
        "{text}"
    );
    assert!(
        text.contains("No game running: type `new` or `new size N` to start one."),
        "{text}"
    );
}

#[test]
fn other_games_in_local_mode() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("games");
    let args = ["local", "--data", data.to_str().unwrap()];
    let out = run(
        &args,
        dir.path(),
        "new avanco\nc2-c3\nd6-d5\nc3-c4\nd5xc4\nboard\nnew rastros size 7\nf6\nquit\n",
    );
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(text.contains("Game on, Avanço: White vs Black."), "{text}");
    assert!(text.contains("Black, your turn"), "{text}");
    // The text board of the 7×7 game, and the PNG beside it.
    assert!(text.contains("  a b c d e f g"), "{text}");
    assert!(data.join("local-board.png").exists());
    assert!(
        text.contains("Game on, Rastros, size 7: First vs Second."),
        "{text}"
    );
    // The game is stored: it resumes, with its own seat names.
    let out = run(&args, dir.path(), "e7\nquit\n");
    let text = stdout(&out);
    assert!(text.contains("Resuming your game."), "{text}");
    assert!(text.contains("First, your turn"), "{text}");
    let out = run(&args, dir.path(), "new chess\nquit\n");
    assert!(
        stdout(&out).contains("Use `new` or `new size N`"),
        "{}",
        stdout(&out)
    );
}

#[test]
fn local_mode_speaks_of_itself_not_of_discord() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("games");
    let out = run(
        &["local", "--data", data.to_str().unwrap()],
        dir.path(),
        "help\nfrobnicate\nboard\nquit\n",
    );
    let text = stdout(&out);
    assert!(text.contains("Local mode: you play both sides"), "{text}");
    assert!(!text.contains("`!"), "no prefixed commands: {text}");
    assert!(!text.contains("@name"), "no Discord-only commands: {text}");
    assert!(
        text.contains("`frobnicate` is not a command: try `help`"),
        "{text}"
    );
    assert!(
        text.contains("Orange (o) 0 points"),
        "names not doubled: {text}"
    );
    assert!(!text.contains("Orange (Orange"), "{text}");
}

#[test]
fn first_contact_in_local_mode() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("games");
    let script = "new size 5\nA1\nnew avanco size 99\ngames\nhelp numbridge\nnew avanco\nplay ai avanco level 9\nplay ai sesqui size 3\nresign\nresign yes\nquit\n";
    let out = run(
        &["local", "--data", data.to_str().unwrap()],
        dir.path(),
        script,
    );
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    // The prompt names the seat to move in the game played.
    assert!(text.contains("Light Blue> new avanco size 99"), "{text}");
    assert!(text.contains("White> resign"), "{text}");
    // Refused options keep the running game, and say what is wrong.
    assert!(
        text.contains("Light Blue> new avanco size 99\nAvanço: Avanço takes no options"),
        "{text}"
    );
    assert!(
        text.contains("Light Blue> games"),
        "the game goes on: {text}"
    );
    assert!(
        text.contains("White> play ai avanco level 9\nLevel must be a number from 1 to 5"),
        "{text}"
    );
    assert!(
        text.contains("White> play ai sesqui size 3\nSesqui: Sesqui has no option `size`"),
        "{text}"
    );
    // Only a game that starts replaces the running one, and says so.
    assert_eq!(
        text.matches("The game in progress is abandoned.").count(),
        2,
        "{text}"
    );
    // Local words only: no Discord commands, mentions or markup.
    assert!(
        text.contains("Games (`new GAME`, or `play ai GAME` against the AI):"),
        "{text}"
    );
    assert!(text.contains("Numbridge moves: `C4 7`"), "{text}");
    for discord in [
        "@name",
        "(moderators)",
        "server managers",
        "/nb",
        "<@",
        "**",
        "Tap a tile",
    ] {
        assert!(!text.contains(discord), "`{discord}` in {text}");
    }
    assert!(text.contains("White, you start"), "{text}");
    assert!(text.contains("White resigned; Black wins"), "{text}");
}

/// `play ai` gives the human the second seat when they name it in any of
/// the bot's languages (`negras`, `bleu`), as a challenge would.
#[test]
fn play_ai_takes_the_second_seat_named_in_any_language() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("games");
    let script = "play ai avanco negras level 1\nresign\nresign yes\nplay ai bleu level 1\nresign\nresign yes\nquit\n";
    let out = run(
        &["local", "--data", data.to_str().unwrap()],
        dir.path(),
        script,
    );
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        text.contains("Black resigned; AI level 1 (White) wins"),
        "{text}"
    );
    assert!(
        text.contains("Light Blue resigned; AI level 1 (Orange) wins"),
        "{text}"
    );
}

/// Local mode's own words have Portuguese and French forms (`novo`,
/// `sair`, `jogar ia`, `língua`), its help shows them, and `lang`
/// changes the session's language: the bot's replies and the seats' names.
#[test]
fn local_mode_speaks_portuguese_and_french_words_too() {
    use bridges_bot::local::Local;
    let dir = tempfile::tempdir().unwrap();
    let config = bridges_bot::config::Config {
        data_dir: dir.path().join("d"),
        default_size: 5,
        language: "pt".into(),
        ..Default::default()
    };
    let script = "ajuda\nnovo tamanho 4\nA1\nlíngua\nlíngua fr\nnouvelle ponts taille 6\nlangue klingon\njouer ia avanco niveau 1\nlangue en\nquitter\nnew\n";
    let mut local = Local::new(&config, Vec::new(), false).unwrap();
    local.run(std::io::Cursor::new(script)).unwrap();
    let text = String::from_utf8(local.into_output()).unwrap();
    assert!(text.contains("Modo local: joga pelos dois lados"), "{text}");
    for words in [
        "`novo [JOGO] [tamanho N]`",
        "`jogar ia [JOGO] [nível 1-5] [tamanho N] [COR]`",
        "`língua en|pt|fr`",
        "`sair`",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
    assert!(
        text.contains("Começa o jogo, lado 4: Laranja contra Azul-claro."),
        "{text}"
    );
    assert!(text.contains("Laranja: colocou A1."), "{text}");
    assert!(
        text.contains("Língua desta sessão: Português (`língua en|pt|fr` muda-a)."),
        "{text}"
    );
    assert!(
        text.contains("Langue de cette session\u{202f}: Français."),
        "{text}"
    );
    assert!(
        text.contains("La partie commence, côté 6\u{202f}: Orange contre Bleu clair."),
        "{text}"
    );
    assert!(
        text.contains("`klingon` n'est pas une langue que je parle"),
        "{text}"
    );
    // `jouer ia` plays the AI, in French.
    assert!(
        text.contains("La partie commence, Avanço\u{202f}: Blancs contre IA niveau 1 (Noirs)."),
        "{text}"
    );
    assert!(
        text.contains("Language of this session: English.\nWhite> "),
        "{text}"
    );
    // `quitter` ends the session: the `new` after it is never read.
    assert!(text.trim_end().ends_with("quitter"), "{text}");
}

/// Local mode prints each seat's table link and, beside them, a
/// spectator's; the spectator's link watches (its page is served).
#[test]
fn local_mode_prints_a_spectator_link_beside_the_seats() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("games");
    let out = run(
        &["local", "--data", data.to_str().unwrap()],
        dir.path(),
        "new avanco\nquit\n",
    );
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(0), "{text}");
    // Each game started: two seats' links and a spectator's.
    let all = text.matches("Table (").count();
    let watch = text.matches("Table (spectators): http://127.0.0.1").count();
    assert!(watch >= 1, "{text}");
    assert_eq!(all, 3 * watch, "the seats' links beside it: {text}");
}
