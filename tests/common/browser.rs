//! A real browser in tests: ChromeDriver on a free 127.0.0.1 port driving
//! headless Chromium through WebDriver (the `fantoccini` crate, plain HTTP).
//!
//! Without Chromium or ChromeDriver a test says in one line that it was
//! skipped and how to get them, and passes; with the environment variable
//! `CI` set it fails instead (CI must run these).
#![allow(dead_code)]

use fantoccini::elements::Element;
use fantoccini::{Client, ClientBuilder, Locator};
use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// How long a page may take to show what a test waits for.
pub const WAIT: Duration = Duration::from_secs(30);

/// ChromeDriver (`CHROMEDRIVER`, else `/usr/bin/chromedriver`) and the
/// browser (`CHROMIUM`, else `/usr/bin/chromium`).
fn programs() -> (PathBuf, PathBuf) {
    let path = |var: &str, default: &str| {
        std::env::var_os(var).map_or_else(|| PathBuf::from(default), PathBuf::from)
    };
    (
        path("CHROMEDRIVER", "/usr/bin/chromedriver"),
        path("CHROMIUM", "/usr/bin/chromium"),
    )
}

/// A running ChromeDriver; killed when dropped, with the browsers it
/// started (a test that failed midway closed none of them).
pub struct Driver {
    child: Child,
    port: u16,
    chromium: PathBuf,
    sessions: std::sync::Mutex<Vec<String>>,
}

impl Drop for Driver {
    fn drop(&mut self) {
        use std::io::{Read, Write};
        let sessions =
            std::mem::take(&mut *self.sessions.lock().unwrap_or_else(|e| e.into_inner()));
        for id in sessions {
            // WebDriver's Delete Session, by hand: no runtime here.
            if let Ok(mut s) = std::net::TcpStream::connect(("127.0.0.1", self.port)) {
                let _ = s.set_read_timeout(Some(Duration::from_secs(5)));
                let _ = write!(
                    s,
                    "DELETE /session/{id} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
                );
                let _ = s.read_to_end(&mut Vec::new());
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// ChromeDriver started, or `None` (after saying so) when this machine
/// has no browser to drive and `CI` is not set.
pub fn driver(test: &str) -> Option<Driver> {
    let (driver, chromium) = programs();
    if !driver.exists() || !chromium.exists() {
        let why = format!(
            "{test}: skipped, no browser ({} or {} missing): `apt-get install chromium chromium-driver`, then `cargo test --test browser`",
            driver.display(),
            chromium.display()
        );
        if std::env::var_os("CI").is_some() {
            panic!("{why} (CI is set: the browser tests must run)");
        }
        eprintln!("{why}");
        return None;
    }
    let port = free_port();
    let child = Command::new(&driver)
        .arg(format!("--port={port}"))
        .arg("--allowed-ips=127.0.0.1")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("start {}: {e}", driver.display()));
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(started.elapsed() < WAIT, "chromedriver did not listen");
        std::thread::sleep(Duration::from_millis(50));
    }
    Some(Driver {
        child,
        port,
        chromium,
        sessions: Default::default(),
    })
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

impl Driver {
    /// A new browser (its own profile: a seat's, a spectator's), its
    /// window `width` × `height` CSS pixels.
    pub async fn browser(&self, width: u32, height: u32) -> Page {
        let mut options = serde_json::json!({
                "binary": self.chromium,
                "args": [
                    "--headless=new",
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-dev-shm-usage",
                    "--disable-extensions",
                    "--no-first-run",
                    "--force-device-scale-factor=1",
                    "--hide-scrollbars",
                    "--lang=en-US",
                    format!("--window-size={},{height}", width.max(500)),
                ],
        });
        if width < 500 {
            // A desktop window is at least 500 px wide: a phone's screen
            // is emulated.
            options["mobileEmulation"] = serde_json::json!({
                "deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0, "touch": true},
            });
        }
        let mut caps = serde_json::Map::new();
        caps.insert("goog:chromeOptions".into(), options);
        let client = ClientBuilder::new(hyper_util::client::legacy::connect::HttpConnector::new())
            .capabilities(caps)
            .connect(&format!("http://127.0.0.1:{}", self.port))
            .await
            .expect("a browser session");
        let session = client.session_id().await.ok().flatten();
        if let Some(id) = &session {
            self.sessions.lock().unwrap().push(id.clone());
        }
        Page {
            client,
            driver_port: self.port,
            session: session.unwrap_or_default(),
        }
    }
}

/// One browser showing one page.
pub struct Page {
    pub client: Client,
    /// ChromeDriver's port and this page's session, for [`Page::cdp`].
    driver_port: u16,
    session: String,
}

impl Page {
    pub async fn open(&self, url: &str) {
        self.client.goto(url).await.expect("the page opens");
    }

    /// Run `script` (a function body; `arguments[i]` are `args`) and
    /// return its value.
    pub async fn js(&self, script: &str, args: Vec<serde_json::Value>) -> serde_json::Value {
        self.client
            .execute(script, args)
            .await
            .unwrap_or_else(|e| panic!("script failed: {e}\n{script}"))
    }

    /// The table's state as the page shows it on its root (`data-*`).
    pub async fn state(&self) -> TableState {
        let v = self
            .js(
                "const d = document.getElementById('table').dataset; \
                 return [d.n || '', d.viewer || '', d.toMove || '', d.over || ''];",
                vec![],
            )
            .await;
        let s = |i: usize| v[i].as_str().unwrap_or("").to_string();
        TableState {
            n: s(0).parse().ok(),
            viewer: s(1).parse().ok(),
            to_move: s(2).parse().ok(),
            over: s(3) == "1",
        }
    }

    /// Wait until `ok` holds for the page's state; that state.
    pub async fn until(&self, what: &str, ok: impl Fn(&TableState) -> bool) -> TableState {
        let started = Instant::now();
        loop {
            let s = self.state().await;
            if ok(&s) {
                return s;
            }
            assert!(
                started.elapsed() < WAIT,
                "waited for {what}; the page is at {s:?}"
            );
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    /// Wait until `script` returns true.
    pub async fn until_js(&self, what: &str, script: &str) {
        let started = Instant::now();
        loop {
            if self.js(script, vec![]).await == serde_json::Value::Bool(true) {
                return;
            }
            assert!(started.elapsed() < WAIT, "waited for {what}");
            tokio::time::sleep(Duration::from_millis(30)).await;
        }
    }

    pub async fn all(&self, css: &str) -> Vec<Element> {
        self.client
            .find_all(Locator::Css(css))
            .await
            .unwrap_or_default()
    }

    pub async fn one(&self, css: &str) -> Element {
        self.client
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("{css}: {e}"))
    }

    /// The text of the first element matching `css` ("" if none).
    pub async fn text(&self, css: &str) -> String {
        let v = self
            .js(
                "const e = document.querySelector(arguments[0]); return e ? e.textContent : '';",
                vec![css.into()],
            )
            .await;
        v.as_str().unwrap_or("").to_string()
    }

    /// Run one Chrome DevTools command on the page (through ChromeDriver's
    /// `goog/cdp/execute`): what WebDriver cannot do, like going offline.
    pub async fn cdp(&self, cmd: &str, params: serde_json::Value) -> serde_json::Value {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let body = serde_json::json!({ "cmd": cmd, "params": params }).to_string();
        let mut s = tokio::net::TcpStream::connect(("127.0.0.1", self.driver_port))
            .await
            .expect("chromedriver");
        let head = format!(
            "POST /session/{}/goog/cdp/execute HTTP/1.1\r\nHost: 127.0.0.1\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            self.session,
            body.len()
        );
        s.write_all(head.as_bytes()).await.unwrap();
        s.write_all(body.as_bytes()).await.unwrap();
        // ChromeDriver keeps the connection: read the head, then the body's
        // length.
        let mut got = Vec::new();
        let mut buf = [0u8; 4096];
        loop {
            let k = tokio::time::timeout(WAIT, s.read(&mut buf))
                .await
                .expect("chromedriver answers")
                .unwrap();
            got.extend_from_slice(&buf[..k]);
            let text = String::from_utf8_lossy(&got).to_string();
            if let Some((head, body)) = text.split_once("\r\n\r\n") {
                let length = head
                    .lines()
                    .find_map(|l| {
                        let (k, v) = l.split_once(':')?;
                        k.eq_ignore_ascii_case("content-length")
                            .then(|| v.trim().parse::<usize>().ok())?
                    })
                    .unwrap_or(0);
                if body.len() >= length || k == 0 {
                    assert!(head.contains(" 200 "), "{cmd}: {text}");
                    return serde_json::from_str(body).unwrap_or(serde_json::Value::Null);
                }
            }
            assert!(k > 0, "{cmd}: cut short: {text}");
        }
    }

    /// Cut the page from the network, or give it back (new connections
    /// fail while cut; the open ones are the test's to close).
    pub async fn network(&self, online: bool) {
        self.cdp("Network.enable", serde_json::json!({})).await;
        self.cdp(
            "Network.emulateNetworkConditions",
            serde_json::json!({"offline": !online, "latency": 0,
                               "downloadThroughput": -1, "uploadThroughput": -1}),
        )
        .await;
    }

    /// Press `key` on whatever has the focus.
    pub async fn press(&self, key: fantoccini::key::Key) {
        use fantoccini::actions::{InputSource, KeyAction, KeyActions};
        let value: char = key.into();
        let keys = KeyActions::new("keys".into())
            .then(KeyAction::Down { value })
            .then(KeyAction::Up { value });
        self.client.perform_actions(keys).await.expect("a key");
    }

    /// The page as a PNG.
    pub async fn screenshot(&self) -> Vec<u8> {
        self.client.screenshot().await.expect("a screenshot")
    }

    pub async fn close(self) {
        let _ = self.client.close().await;
    }
}

/// What the page's root says of the game it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableState {
    pub n: Option<u64>,
    pub viewer: Option<usize>,
    pub to_move: Option<usize>,
    pub over: bool,
}

/// The colour of the pixel at (`x`, `y`) of a PNG screenshot.
pub fn pixel(png_bytes: &[u8], x: u32, y: u32) -> [u8; 3] {
    let img = image::load_from_memory_with_format(png_bytes, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8();
    img.get_pixel(x, y).0
}
