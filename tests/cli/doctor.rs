//! `bridges-bot doctor`: plain-word checks of a setup, against the fake
//! Discord for the token.

use crate::common::discord as support;

use std::path::Path;
use std::process::Command;

use support::*;

/// A token of the right shape for bot id 123456789012345678.
const TOKEN: &str = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB";

fn doctor(config: &Path, offline: bool) -> (i32, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_bridges-bot"));
    cmd.args(["doctor", "--config"]).arg(config);
    if offline {
        cmd.arg("--offline");
    }
    let out = cmd.env_remove("DISCORD_TOKEN").output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_says_what_is_right_and_what_is_wrong() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    std::fs::write(
        &config,
        format!(
            "token = {TOKEN:?}\ndata_dir = {:?}\napi_base_url = {:?}\nshards = 4\nshard_range = \"2..4\"\n",
            dir.path().join("data").to_str().unwrap(),
            fake.base_url
        ),
    )
    .unwrap();
    let (code, out) = tokio::task::spawn_blocking({
        let config = config.clone();
        move || doctor(&config, false)
    })
    .await
    .unwrap();
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("bot id 123456789012345678"), "{out}");
    assert!(out.contains("the token works: logged in as"), "{out}");
    assert!(out.contains("shards 2..4 of 4"), "{out}");
    assert!(out.contains("Attach Files"), "{out}");
    assert!(out.contains("client_id=123456789012345678"), "{out}");
    assert!(out.contains("All checks passed."), "{out}");

    // Discord refuses the token.
    fake.refuse_login();
    let (code, out) = tokio::task::spawn_blocking({
        let config = config.clone();
        move || doctor(&config, false)
    })
    .await
    .unwrap();
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("PROBLEM  discord: Discord refused the token (401)"),
        "{out}"
    );

    // A malformed token and a bad shard range: said, and nothing asked of Discord.
    std::fs::write(&config, "token = \"Bot abc\"\n").unwrap();
    let (code, out) = doctor(&config, true);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("PROBLEM  token: starts with `Bot `"), "{out}");
    std::fs::write(
        &config,
        format!("token = {TOKEN:?}\nshards = 2\nshard_range = \"0..3\"\n"),
    )
    .unwrap();
    let (code, out) = doctor(&config, true);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("PROBLEM  config") && out.contains("past the last shard"),
        "{out}"
    );
}

/// `[web] activity`: the application's id and secret (the secret never
/// shown, from the file or `DISCORD_CLIENT_SECRET`) and an https
/// `public_url` (a path prefix is fine).
#[test]
fn doctor_checks_the_activity() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    let data = dir.path().join("data");
    let write = |web: &str| {
        std::fs::write(
            &config,
            format!(
                "token = {TOKEN:?}\ndata_dir = {:?}\n[web]\nlisten = \"127.0.0.1:0\"\n{web}",
                data.to_str().unwrap()
            ),
        )
        .unwrap();
    };
    let run = |secret_env: Option<&str>| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_bridges-bot"));
        cmd.args(["doctor", "--offline", "--config"]).arg(&config);
        cmd.env_remove("DISCORD_TOKEN")
            .env_remove("DISCORD_CLIENT_SECRET");
        if let Some(s) = secret_env {
            cmd.env("DISCORD_CLIENT_SECRET", s);
        }
        let out = cmd.output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };

    write("activity = true\npublic_url = \"http://127.0.0.1:8080\"\n");
    let out = run(None);
    assert!(
        out.contains("PROBLEM  activity: web.activity is on but web.client_id"),
        "{out}"
    );
    assert!(out.contains("is not https"), "{out}");

    write("activity = true\nclient_id = 42\npublic_url = \"https://t.example.org/bot\"\n");
    let out = run(None);
    assert!(out.contains("web.client_secret is not set"), "{out}");
    assert!(
        out.contains("map the URL mapping's / to t.example.org/bot"),
        "{out}"
    );
    let out = run(Some("from-the-environment"));
    assert!(out.contains("ok       activity: application 42"), "{out}");
    assert!(!out.contains("from-the-environment"), "{out}");

    write("activity = true\nclient_id = 42\nclient_secret = \"in-the-file\"\n");
    let out = run(None);
    assert!(out.contains("ok       activity: application 42"), "{out}");
    assert!(!out.contains("in-the-file"), "{out}");
    assert!(out.contains("PROBLEM  activity: no public_url"), "{out}");

    write("");
    assert!(run(None).contains("note     activity: off"));
}

/// The open-files limit against the table's caps (the limit lowered in
/// the doctor's own process, as a unit's `LimitNOFILE` would), and a
/// links' secret others may read.
#[cfg(unix)]
#[test]
fn doctor_checks_the_open_files_limit_and_the_secrets_mode() {
    use std::os::unix::fs::PermissionsExt;
    use std::os::unix::process::CommandExt;
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("config.toml");
    let data = dir.path().join("data");
    std::fs::write(
        &config,
        format!(
            "token = {TOKEN:?}\ndata_dir = {:?}\n[web]\nlisten = \"127.0.0.1:0\"\nmax_connections = 600\n",
            data.to_str().unwrap()
        ),
    )
    .unwrap();
    let run = |open_files: Option<u64>| {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_bridges-bot"));
        cmd.args(["doctor", "--offline", "--config"]).arg(&config);
        cmd.env_remove("DISCORD_TOKEN");
        if let Some(n) = open_files {
            // SAFETY: setrlimit only, between fork and exec.
            unsafe {
                cmd.pre_exec(move || {
                    let lim = libc::rlimit {
                        rlim_cur: n as libc::rlim_t,
                        rlim_max: n as libc::rlim_t,
                    };
                    if libc::setrlimit(libc::RLIMIT_NOFILE, &lim) != 0 {
                        return Err(std::io::Error::last_os_error());
                    }
                    Ok(())
                });
            }
        }
        let out = cmd.output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let out = run(Some(512));
    assert!(
        out.contains("WARNING  web: the open-files limit is 512, below the 856")
            && out.contains("LimitNOFILE"),
        "{out}"
    );
    let out = run(Some(4096));
    assert!(
        out.contains("ok       web: the open-files limit (4096)"),
        "{out}"
    );

    std::fs::create_dir_all(&data).unwrap();
    let secret = data.join("web-secret");
    std::fs::write(&secret, "00112233445566778899aabbccddeeff").unwrap();
    std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o644)).unwrap();
    let out = run(None);
    assert!(
        out.contains("PROBLEM  web:") && out.contains("mode 644") && out.contains("chmod 600"),
        "{out}"
    );
    std::fs::set_permissions(&secret, std::fs::Permissions::from_mode(0o600)).unwrap();
    assert!(run(None).contains("the links' secret"), "{}", run(None));
    assert!(!run(None).contains("mode 644"));
}
