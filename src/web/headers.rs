//! The table's security headers: on every answer `nosniff` and
//! `Referrer-Policy: no-referrer` (a link is a capability: it must not
//! reach another log as a `Referer`), HSTS when the public URL is https,
//! and a policy that lets nothing load and no site frame the answer
//! unless the route set its own (the table page's [`table_page_csp`], the
//! Activity's [`activity_csp`]).

use axum::http::{header, HeaderValue};
use axum::response::Response;
use axum::Router;
use std::sync::LazyLock;

/// For answers that are no page (files, refusals, JSON).
const NOTHING: &str =
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/// A year, as HSTS asks.
const HSTS: &str = "max-age=31536000";

/// Every answer of `router` with the headers; HSTS when `https`.
pub fn apply(router: Router, https: bool) -> Router {
    router.layer(axum::middleware::map_response(
        move |mut resp: Response| async move {
            let h = resp.headers_mut();
            h.insert(
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            );
            h.insert(
                header::REFERRER_POLICY,
                HeaderValue::from_static("no-referrer"),
            );
            if !h.contains_key(header::CONTENT_SECURITY_POLICY) {
                h.insert(
                    header::CONTENT_SECURITY_POLICY,
                    HeaderValue::from_static(NOTHING),
                );
            }
            if https {
                h.insert(
                    header::STRICT_TRANSPORT_SECURITY,
                    HeaderValue::from_static(HSTS),
                );
            }
            resp
        },
    ))
}

/// The table page's policy: scripts from the bot only (its files and the
/// page's one inline module, by hash), styles from the bot and the board
/// SVG's own `<style>`, the socket and the words to the same origin,
/// framed by no site.
pub fn table_page_csp() -> &'static str {
    static CSP: LazyLock<String> = LazyLock::new(|| {
        // Hashed as served: with the files' names in place.
        let page = super::page::with_files();
        let hashes: String = inline_scripts(&page)
            .map(|s| format!(" 'sha256-{}'", sha256_base64(s)))
            .collect();
        format!(
            "default-src 'none'; script-src 'self'{hashes}; style-src 'self' 'unsafe-inline'; \
             img-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; \
             frame-ancestors 'none'"
        )
    });
    &CSP
}

/// The Activity page's policy: nothing from another host, framed only by
/// Discord's clients (`discord`) and the application's proxy.
pub fn activity_csp(client_id: u64, discord: &[String]) -> String {
    format!(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
         img-src 'self' data:; connect-src 'self'; frame-src 'self'; base-uri 'none'; \
         form-action 'none'; frame-ancestors {} https://{client_id}.discordsays.com",
        discord.join(" ")
    )
}

/// The text of each inline script that runs (not the page's JSON data)
/// in `html`.
fn inline_scripts(html: &str) -> impl Iterator<Item = &str> {
    html.split("<script").skip(1).filter_map(|rest| {
        let (attrs, body) = rest.split_once('>')?;
        let (body, _) = body.split_once("</script>")?;
        (!attrs.contains("src=") && !attrs.contains("application/json")).then_some(body)
    })
}

fn sha256_base64(text: &str) -> String {
    use base64::Engine;
    use sha2::Digest;
    base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(text.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_policy_names_its_inline_module_by_hash() {
        // The page as a viewer gets it (files named by their content,
        // words in place): its one inline module is the one allowed.
        let page = super::super::page::html(crate::i18n::Lang::default(), "null");
        let scripts: Vec<&str> = inline_scripts(&page).collect();
        assert_eq!(scripts.len(), 1, "{scripts:?}");
        assert!(scripts[0].contains("startTable"));
        let csp = table_page_csp();
        let allowed = format!("script-src 'self' 'sha256-{}';", sha256_base64(scripts[0]));
        assert!(
            csp.starts_with(&format!("default-src 'none'; {allowed}")),
            "{csp}"
        );
        assert!(!csp.contains("unsafe-eval") && !csp.contains("script-src 'self' 'unsafe-inline'"));
        assert!(csp.contains("frame-ancestors 'none'"));
    }

    #[tokio::test]
    async fn hsts_only_when_the_public_url_is_https() {
        use tower_service::Service;
        let answer = |https: bool| async move {
            let mut router = apply(
                Router::new().route("/", axum::routing::get(|| async { "x" })),
                https,
            );
            let req = axum::http::Request::get("/")
                .body(axum::body::Body::empty())
                .unwrap();
            router.call(req).await.unwrap()
        };
        let on = answer(true).await;
        assert_eq!(on.headers()[header::STRICT_TRANSPORT_SECURITY], HSTS);
        assert_eq!(on.headers()[header::REFERRER_POLICY], "no-referrer");
        assert_eq!(on.headers()[header::CONTENT_SECURITY_POLICY], NOTHING);
        let off = answer(false).await;
        assert!(!off
            .headers()
            .contains_key(header::STRICT_TRANSPORT_SECURITY));
        assert_eq!(off.headers()[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    }
}
