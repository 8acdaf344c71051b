//! The page's static files (`table.js`, `board.js`, `diff.js`, `table.css`),
//! compiled in and prepared once: each under a name that changes with its
//! content (`s/table-0123456789.js`, served `immutable` for a year), with
//! a strong `ETag` for the plain names older pages ask for, and gzipped
//! once for the browsers that accept it.

use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};
use std::io::Write;
use std::sync::OnceLock;

/// One static file, ready to serve.
pub struct Asset {
    /// The plain name (`table.js`).
    pub name: &'static str,
    /// The name that changes with the content (`table-0123456789.js`).
    pub hashed: String,
    pub kind: &'static str,
    body: &'static [u8],
    gzip: Vec<u8>,
    /// A strong validator: the content's hash, quoted.
    etag: String,
}

/// How long a hashed name is kept: a year (its content never changes).
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// Every static file of the page.
pub fn all() -> &'static [Asset] {
    static ALL: OnceLock<Vec<Asset>> = OnceLock::new();
    ALL.get_or_init(|| {
        [
            (
                "table.js",
                "text/javascript; charset=utf-8",
                super::page::SCRIPT,
            ),
            (
                "board.js",
                "text/javascript; charset=utf-8",
                super::page::BOARD,
            ),
            (
                "diff.js",
                "text/javascript; charset=utf-8",
                super::page::DIFF,
            ),
            ("table.css", "text/css; charset=utf-8", super::page::STYLE),
        ]
        .into_iter()
        .map(|(name, kind, text)| Asset::new(name, kind, text.as_bytes()))
        .collect()
    })
}

/// The file of this plain name.
pub fn named(name: &str) -> Option<&'static Asset> {
    all().iter().find(|a| a.name == name)
}

/// The hashed name of the file `name` (for the page's links).
pub fn hashed(name: &str) -> &'static str {
    named(name).map_or("", |a| a.hashed.as_str())
}

impl Asset {
    fn new(name: &'static str, kind: &'static str, body: &'static [u8]) -> Asset {
        let digest = Sha256::digest(body);
        let hex: String = digest[..6].iter().map(|b| format!("{b:02x}")).collect();
        let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
        let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        // Writing into memory does not fail.
        let gzip = gz
            .write_all(body)
            .and_then(|()| gz.finish())
            .unwrap_or_default();
        Asset {
            name,
            hashed: format!("{stem}-{hex}.{ext}"),
            kind,
            body,
            gzip,
            etag: format!("\"{hex}\""),
        }
    }

    /// The response to a request with `headers`: gzipped when accepted,
    /// `304` when the validator matches; `immutable` under the hashed
    /// name, checked every time (`no-cache`) under the plain one.
    pub fn serve(&self, headers: &HeaderMap, immutable: bool) -> Response {
        let cache = if immutable { IMMUTABLE } else { "no-cache" };
        let etag = HeaderValue::from_str(&self.etag).unwrap_or(HeaderValue::from_static("\"\""));
        let common = [
            (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
            (header::VARY, HeaderValue::from_static("Accept-Encoding")),
            (header::ETAG, etag),
        ];
        let matches = headers
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                v.split(',')
                    .any(|t| t.trim() == self.etag || t.trim() == "*")
            });
        if matches {
            return (StatusCode::NOT_MODIFIED, common).into_response();
        }
        let kind = (header::CONTENT_TYPE, HeaderValue::from_static(self.kind));
        if accepts_gzip(headers) && !self.gzip.is_empty() {
            let encoding = (header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
            (common, [kind, encoding], self.gzip.clone()).into_response()
        } else {
            (common, [kind], self.body).into_response()
        }
    }
}

/// `body` gzipped (quickly: it is made per request) when `headers` take
/// gzip; `None` when they do not.
pub fn gzip_for(headers: &HeaderMap, body: &[u8]) -> Option<Vec<u8>> {
    if !accepts_gzip(headers) {
        return None;
    }
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
    gz.write_all(body).and_then(|()| gz.finish()).ok()
}

/// Does `Accept-Encoding` take gzip (by name or `*`, with a weight above 0)?
fn accepts_gzip(headers: &HeaderMap) -> bool {
    let Some(accept) = headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
    else {
        return false;
    };
    accept.split(',').any(|part| {
        let mut fields = part.split(';');
        let coding = fields.next().unwrap_or("").trim();
        let q = fields
            .find_map(|f| f.trim().strip_prefix("q="))
            .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok())
            .unwrap_or(0.0);
        (coding.eq_ignore_ascii_case("gzip") || coding == "*") && q > 0.0
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(name: header::HeaderName, value: &str) -> HeaderMap {
        let mut h = HeaderMap::new();
        h.insert(name, HeaderValue::from_str(value).unwrap());
        h
    }

    #[test]
    fn gzip_is_chosen_by_its_weight() {
        let accept = |v| accepts_gzip(&with(header::ACCEPT_ENCODING, v));
        assert!(accept("gzip, deflate, br"));
        assert!(accept("br;q=1.0, gzip;q=0.8"));
        assert!(accept("*"));
        assert!(!accept("gzip;q=0"));
        assert!(!accept("br, deflate"));
        assert!(!accept(""));
        assert!(!accept("identity"));
        assert!(!accepts_gzip(&HeaderMap::new()));
    }

    #[test]
    fn each_file_has_a_name_of_its_content_and_unzips_to_itself() {
        for a in all() {
            assert!(a.hashed.starts_with(a.name.split('.').next().unwrap()));
            assert_ne!(a.hashed, a.name);
            let mut out = Vec::new();
            std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&a.gzip[..]), &mut out)
                .unwrap();
            assert_eq!(out, a.body, "{}", a.name);
            assert!(a.gzip.len() < a.body.len(), "{}", a.name);
        }
        let names: std::collections::HashSet<&str> =
            all().iter().map(|a| a.hashed.as_str()).collect();
        assert_eq!(names.len(), all().len());
    }
}
