//! The table's wire: the page's files gzipped once, under names of their
//! content and kept a year; a page that reads diffs gets what changed
//! and makes of it exactly the frames an older page gets whole.

use crate::common::{ann, bob, carol, CH};
use crate::table_common::{act, press_command, Client, TableBot};
use bridges_bot::web::diff;
use bridges_bot::web::protocol::{Frame, ServerMsg};
use std::io::Read;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// A GET with extra request headers: the status, the response's headers
/// (lower-cased names) and its body as bytes.
async fn get(t: &TableBot, path: &str, extra: &str) -> (u16, Vec<(String, String)>, Vec<u8>) {
    let addr = t.addr();
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let req = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\n{extra}Connection: close\r\n\r\n");
    s.write_all(req.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    s.read_to_end(&mut out).await.unwrap();
    let split = out.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&out[..split]).into_owned();
    let mut lines = head.lines();
    let status = lines
        .next()
        .unwrap()
        .split_whitespace()
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    (status, headers, out[split + 4..].to_vec())
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// The page of `user`'s link, by its path on the server.
fn page_path(t: &TableBot, user: u64) -> String {
    let link = t.server.link(&t.ticket(CH, user));
    let path = link.split_once("127.0.0.1").unwrap().1;
    path[path.find('/').unwrap()..].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_files_are_gzipped_named_by_their_content_and_kept_a_year() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let (status, headers, html) = get(&t, &page_path(&t, carol().id), "").await;
    assert_eq!(status, 200);
    // The page carries a token: never kept.
    assert_eq!(header(&headers, "cache-control"), Some("no-store"));
    let html = String::from_utf8(html).unwrap();
    // The files' bytes, gzipped and not.
    let mut sizes = (0, 0);
    for plain in ["table.js", "board.js", "diff.js", "table.css"] {
        let (stem, ext) = plain.split_once('.').unwrap();
        // Linked relative to the page, by a name of its content.
        let name = html
            .split('"')
            .filter_map(|q| q.strip_prefix("s/").or_else(|| q.strip_prefix("./s/")))
            .find(|q| q.starts_with(&format!("{stem}-")) && q.ends_with(&format!(".{ext}")))
            .unwrap_or_else(|| panic!("{plain} linked by its content: {html}"));
        let path = format!("/t/s/{name}");
        let (status, headers, body) = get(&t, &path, "").await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(
            header(&headers, "cache-control"),
            Some("public, max-age=31536000, immutable")
        );
        assert_eq!(header(&headers, "vary"), Some("Accept-Encoding"));
        assert_eq!(header(&headers, "content-encoding"), None);
        let (status, headers, gz) = get(&t, &path, "Accept-Encoding: gzip, deflate, br\r\n").await;
        assert_eq!(status, 200);
        assert_eq!(header(&headers, "content-encoding"), Some("gzip"));
        assert_eq!(header(&headers, "vary"), Some("Accept-Encoding"));
        let mut unzipped = Vec::new();
        flate2::read::GzDecoder::new(&gz[..])
            .read_to_end(&mut unzipped)
            .unwrap();
        assert_eq!(unzipped, body, "{path}");
        assert!(
            gz.len() < body.len(),
            "{path}: {} of {}",
            gz.len(),
            body.len()
        );
        sizes.0 += gz.len();
        sizes.1 += body.len();
        // Under its plain name (older pages, the Activity): the same
        // file, checked every time by its strong validator.
        let (status, headers, same) = get(&t, &format!("/t/{plain}"), "").await;
        assert_eq!((status, &same), (200, &body));
        assert_eq!(header(&headers, "cache-control"), Some("no-cache"));
        let etag = header(&headers, "etag").unwrap().to_string();
        assert!(etag.starts_with('"') && !etag.starts_with("W/"), "{etag}");
        let (status, _, empty) = get(
            &t,
            &format!("/t/{plain}"),
            &format!("If-None-Match: {etag}\r\n"),
        )
        .await;
        assert_eq!((status, empty.len()), (304, 0));
    }
    assert!(
        sizes.0 * 3 < sizes.1,
        "gzipped {} B of {} B",
        sizes.0,
        sizes.1
    );
    let (status, _, _) = get(&t, "/t/s/table-0000000000.js", "").await;
    assert_eq!(status, 404);
}

/// A socket and the frame it holds, made from whole frames and diffs as
/// the page makes it.
struct Viewer {
    c: Client,
    held: Option<Frame>,
    diffs: usize,
}

impl Viewer {
    async fn open(t: &TableBot, user: u64, reads_diffs: bool) -> Viewer {
        let mut c = Client::connect(&t.ws_url(&t.ticket(CH, user))).await;
        if reads_diffs {
            c.send(r#"{"type":"hello","version":2}"#).await;
        }
        Viewer {
            c,
            held: None,
            diffs: 0,
        }
    }

    /// The frame it holds once one numbered above `after` came.
    async fn frame_after(&mut self, after: u64) -> Frame {
        loop {
            if let Some(held) = self.held.as_ref().filter(|h| h.n > after) {
                return held.clone();
            }
            match self.c.next().await {
                ServerMsg::Frame { frame, .. } => self.held = Some(*frame),
                ServerMsg::Diff(d) => {
                    let held = self.held.as_ref().expect("a whole frame before any diff");
                    self.held = Some(diff::apply(held, &d).expect("a diff from the frame held"));
                    self.diffs += 1;
                }
                _ => {}
            }
        }
    }

    /// The bytes of the messages of `kind` it got.
    fn bytes(&self, kind: &str) -> Vec<usize> {
        let tag = format!("{{\"type\":\"{kind}\"");
        self.c
            .raw
            .iter()
            .filter(|r| r.starts_with(&tag))
            .map(|r| r.len())
            .collect()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_that_reads_diffs_makes_the_frames_an_older_page_gets_whole() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 8").await;
    // Each viewer twice: a page that reads diffs, and one that says no
    // version (it gets whole frames).
    let mut pairs = Vec::new();
    for user in [ann().id, bob().id, carol().id] {
        pairs.push((
            Viewer::open(&t, user, true).await,
            Viewer::open(&t, user, false).await,
        ));
    }
    let mut n = 0;
    for (a, b) in pairs.iter_mut() {
        n = n
            .max(a.frame_after(0).await.n)
            .max(b.frame_after(0).await.n);
        a.c.settle().await;
    }
    for _ in 0..14 {
        // Both pages of every viewer show frame n: the same.
        let mut now = None;
        for (a, b) in pairs.iter_mut() {
            let (fa, fb) = (a.frame_after(n - 1).await, b.frame_after(n - 1).await);
            assert_eq!(fa, fb, "viewer {:?}", fa.viewer);
            now.get_or_insert(fa);
        }
        let now = now.unwrap();
        let Some(mover) = now.to_move else { break };
        // The mover plays the first thing its frame offers.
        let seat = &mut pairs[mover].1;
        let f = seat.held.clone().unwrap();
        let msg = match f.actions.first() {
            Some(a) => act(f.n, &a.text),
            None => press_command(f.n, f.commands.first().expect("something to do")),
        };
        seat.c.send(&msg).await;
        n = seat.frame_after(n).await.n;
    }
    for (a, b) in &pairs {
        // Every change after the first frame came as a diff, on average
        // under a quarter of the whole frame it made.
        assert!(a.diffs >= 10, "{} diffs", a.diffs);
        assert_eq!(b.diffs, 0, "a page that said no version got diffs");
        assert!(b.bytes("diff").is_empty());
        let (diffs, wholes) = (a.bytes("diff"), b.bytes("frame"));
        let mean = |v: &[usize]| v.iter().sum::<usize>() / v.len().max(1);
        assert!(
            mean(&diffs) * 4 < mean(&wholes),
            "diffs of {} B against whole frames of {} B",
            mean(&diffs),
            mean(&wholes)
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_page_that_lost_its_frame_asks_and_gets_a_whole_one() {
    let t = TableBot::new().await;
    t.start(CH, "bridges size 5").await;
    let mut v = Viewer::open(&t, carol().id, true).await;
    let n = v.frame_after(0).await.n;
    v.c.settle().await;
    t.say(CH, &ann(), "!place A1").await;
    let after = v.frame_after(n).await;
    assert_eq!(v.diffs, 1);
    assert_eq!(after.last, ["A1"]);
    // A diff applies only to the frame it is from.
    let Some(ServerMsg::Diff(d)) = v.c.got.last().cloned() else {
        panic!("{:?}", v.c.got.last())
    };
    let mut other = after.clone();
    other.n = d.from + 1;
    assert_eq!(diff::apply(&other, &d), None);
    // The page then asks as diff.js does: a whole frame, a resync.
    v.c.send(r#"{"type":"resume","epoch":0,"n":0}"#).await;
    match v.c.next().await {
        ServerMsg::Frame { frame, resync } => {
            assert!(resync);
            assert_eq!(*frame, after);
        }
        other => panic!("{other:?}"),
    }
}
