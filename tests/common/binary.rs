//! Running the built `bridges-bot` binary with a script on standard input.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// Run `bridges-bot ARGS` in `cwd` (if given) without a Discord token,
/// feeding `input` to its standard input, and collect its output.
pub fn run_with_input(args: &[&str], cwd: Option<&Path>, input: &str) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bridges-bot"));
    cmd.args(args)
        .env_remove("DISCORD_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    if let Some(dir) = cwd {
        cmd.current_dir(dir);
    }
    let mut child = cmd.spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Start `bridges-bot run --config CONFIG` without a Discord token from
/// the environment, its output appended to `log` (a restart adds to it).
pub fn spawn_bot(config: &Path, log: &Path) -> std::process::Child {
    let out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(log)
        .unwrap();
    let err = out.try_clone().unwrap();
    Command::new(env!("CARGO_BIN_EXE_bridges-bot"))
        .args(["run", "--config"])
        .arg(config)
        .env_remove("DISCORD_TOKEN")
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(out)
        .stderr(err)
        .spawn()
        .expect("start bridges-bot")
}

/// The standard output of a run that must have succeeded (else the test
/// fails showing both outputs).
pub fn succeeded(out: &Output) -> String {
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout
}
