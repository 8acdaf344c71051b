//! The client's address behind proxies: `[web] trusted_proxies` names the
//! proxies (addresses or networks, `10.0.0.0/8`); only a connection from
//! one of them has its `X-Forwarded-For` (or `Forwarded: for=`) believed,
//! read from the right and past every trusted hop. Anyone else's headers
//! are ignored: the peer is the client.

use crate::config::web::{parse_proxies, Net};
use axum::http::HeaderMap;
use std::net::IpAddr;

/// The trusted proxies, parsed.
#[derive(Clone, Debug, Default)]
pub struct Proxies(Vec<Net>);

impl Proxies {
    /// `[web] trusted_proxies`; the error names the entry that is wrong.
    pub fn parse(list: &[String]) -> Result<Proxies, String> {
        parse_proxies(list).map(Proxies)
    }

    pub fn trusts(&self, ip: IpAddr) -> bool {
        self.0.iter().any(|n| n.contains(ip))
    }

    /// The client behind `peer`: the peer itself unless it is a trusted
    /// proxy; then the nearest forwarded address that is not one.
    pub fn client(&self, peer: IpAddr, headers: &HeaderMap) -> IpAddr {
        if !self.trusts(peer) {
            return peer;
        }
        let mut hops: Vec<IpAddr> = Vec::new();
        for value in headers.get_all("x-forwarded-for") {
            let text = value.to_str().unwrap_or("");
            hops.extend(
                text.split(',')
                    .filter_map(|h| h.trim().parse::<IpAddr>().ok()),
            );
        }
        if hops.is_empty() {
            for value in headers.get_all("forwarded") {
                let text = value.to_str().unwrap_or("");
                hops.extend(
                    text.split([',', ';'])
                        .filter_map(|p| p.trim().strip_prefix("for="))
                        .filter_map(forwarded_for),
                );
            }
        }
        hops.into_iter()
            .rev()
            .find(|ip| !self.trusts(*ip))
            .unwrap_or(peer)
    }
}

/// A `Forwarded: for=` value: `1.2.3.4`, `"1.2.3.4:5"`, `"[::1]:5"`.
fn forwarded_for(value: &str) -> Option<IpAddr> {
    let v = value.trim().trim_matches('"');
    if let Some(rest) = v.strip_prefix('[') {
        return rest.split(']').next()?.parse().ok();
    }
    v.parse()
        .ok()
        .or_else(|| v.rsplit_once(':').and_then(|(a, _)| a.parse().ok()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.append(
                axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(),
                v.parse().unwrap(),
            );
        }
        h
    }

    #[test]
    fn forwarded_addresses_are_believed_from_trusted_proxies_only() {
        let proxies = Proxies::parse(&["10.0.0.0/8".into(), "::1".into()]).unwrap();
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let xff = headers(&[("x-forwarded-for", "6.6.6.6, 1.2.3.4, 10.1.1.1")]);
        // From the proxy: the nearest hop that is not a proxy.
        assert_eq!(proxies.client(ip("10.0.0.2"), &xff), ip("1.2.3.4"));
        // From anyone else: the peer, whatever it says.
        assert_eq!(proxies.client(ip("8.8.8.8"), &xff), ip("8.8.8.8"));
        let fwd = headers(&[("forwarded", "for=\"[2001:db8::1]:443\";proto=https")]);
        assert_eq!(proxies.client(ip("::1"), &fwd), ip("2001:db8::1"));
        let fwd = headers(&[("forwarded", "for=192.0.2.60;proto=http, for=10.0.0.9")]);
        assert_eq!(proxies.client(ip("10.0.0.2"), &fwd), ip("192.0.2.60"));
        // A proxy that says nothing: itself.
        assert_eq!(
            proxies.client(ip("10.0.0.2"), &HeaderMap::new()),
            ip("10.0.0.2")
        );
        assert!(proxies.trusts(ip("::ffff:10.2.3.4")));
        assert!(!proxies.trusts(ip("11.0.0.1")));
    }

    #[test]
    fn entries_are_checked() {
        for bad in ["10.0.0.0/33", "nowhere", "10.0.0/8", "::1/129"] {
            let err = Proxies::parse(&[bad.into()]).unwrap_err();
            assert!(
                err.contains("trusted_proxies") && err.contains(bad),
                "{err}"
            );
        }
        assert!(Proxies::parse(&["192.168.1.0/24".into(), "fd00::/8".into()]).is_ok());
    }
}
