//! Value version 3: the JSON of version 2, slimmed per tree (an archive
//! entry keeps its record, not the replayed game twice) and compressed as
//! raw deflate primed with a fixed dictionary of the field names and words
//! every value repeats. The dictionary is part of the on-disk format: never
//! change [`DICTIONARY`]; a new one needs a new value version.

use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};

/// Words the stored JSON repeats (field names, kinds, outcomes). Deflate
/// refers back to them instead of spelling them out in every value; the
/// most frequent come last (shorter distances).
pub(super) const DICTIONARY: &[u8] = br#"{"end":"timeout","seat":{"end":"aborted","moderator":{"end":"agreed_draw"},"ai":{"seat":1,"level":3,"seed":"challenger":{"id":"opponent":{"id":"challenger_seat":0,"random_seat":false,"expires_ms":"games":0,"wins":0,"losses":0,"draws":0}{"kind":"avanco","kind":"rastros","kind":"produto","kind":"sesqui","game avanco\n","game rastros\n","game produto\n","game sesqui\n"],"current":[]},"draw_offer":null,"created_ms":17,"updated_ms":17"record":"size 8\n","outcome":{"end":"resigned","seat":1},"outcome":{"end":"board","winner":0},"created_ms":17,"finished_ms":17{"format":2,"channel":1,"guild":null,"guild":1,"players":[{"id":1,"name":"p"},{"id":1,"name":"p"}],"game":{"kind":"bridges","format":2,"options":[["size","8"]],"turns":["#;

/// Largest value a version 3 value may inflate to (a guard against
/// corrupt or hostile bytes).
const MAX_INFLATED: usize = 64 << 20;

thread_local! {
    /// Deflate and inflate states are large to set up: one of each per
    /// thread, reset for each value.
    static COMPRESS: std::cell::RefCell<Compress> =
        std::cell::RefCell::new(Compress::new(Compression::best(), false));
    static DECOMPRESS: std::cell::RefCell<Decompress> =
        std::cell::RefCell::new(Decompress::new(false));
}

/// Raw deflate of `data` with the dictionary.
pub(super) fn compress(data: &[u8]) -> Vec<u8> {
    COMPRESS.with(|c| {
        let mut c = c.borrow_mut();
        c.reset();
        compress_with(&mut c, data)
    })
}

fn compress_with(c: &mut Compress, data: &[u8]) -> Vec<u8> {
    c.set_dictionary(DICTIONARY)
        .expect("a dictionary is accepted before any input");
    let mut out = Vec::with_capacity(data.len() / 2 + 64);
    loop {
        let consumed = c.total_in() as usize;
        let status = c
            .compress_vec(&data[consumed..], &mut out, FlushCompress::Finish)
            .expect("deflate of plain bytes cannot fail");
        match status {
            Status::StreamEnd => return out,
            _ => out.reserve(out.capacity().max(256)),
        }
    }
}

/// The bytes [`compress`] was given, or why `data` is not such output.
pub(super) fn decompress(data: &[u8]) -> Result<Vec<u8>, String> {
    DECOMPRESS.with(|d| {
        let mut d = d.borrow_mut();
        d.reset(false);
        decompress_with(&mut d, data)
    })
}

fn decompress_with(d: &mut Decompress, data: &[u8]) -> Result<Vec<u8>, String> {
    d.set_dictionary(DICTIONARY)
        .map_err(|e| format!("inflate: {e}"))?;
    let mut out = Vec::with_capacity(data.len() * 3 + 64);
    loop {
        let consumed = d.total_in() as usize;
        let before = (d.total_in(), d.total_out());
        let status = d
            .decompress_vec(&data[consumed..], &mut out, FlushDecompress::Finish)
            .map_err(|e| format!("inflate: {e}"))?;
        match status {
            Status::StreamEnd => {
                if (d.total_in() as usize) < data.len() {
                    return Err("bytes after the compressed value".into());
                }
                return Ok(out);
            }
            _ if out.len() >= MAX_INFLATED => return Err("inflates too far".into()),
            _ if out.len() < out.capacity() && before == (d.total_in(), d.total_out()) => {
                return Err("compressed value cut short".into())
            }
            _ => out.reserve(out.capacity().max(256)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_rejects_damage() {
        for data in [&b""[..], b"{}", br#"{"format":2,"channel":1,"guild":null}"#] {
            let z = compress(data);
            assert_eq!(decompress(&z).unwrap(), data);
        }
        let big = vec![b'x'; 100_000];
        assert_eq!(decompress(&compress(&big)).unwrap(), big);
        let z = compress(br#"{"format":2,"channel":12345,"guild":null}"#);
        assert!(decompress(&z[..z.len() - 1]).is_err());
        let mut extra = z.clone();
        extra.push(0);
        assert!(decompress(&extra).is_err());
        assert!(decompress(&[0xff, 0xff, 0xff]).is_err());
        // The thread's states recover from a failure.
        assert_eq!(
            decompress(&z).unwrap(),
            br#"{"format":2,"channel":12345,"guild":null}"#
        );
    }

    /// The dictionary is part of the format: a change would make every
    /// stored version 3 value unreadable.
    #[test]
    fn the_dictionary_never_changes() {
        let sum = DICTIONARY
            .iter()
            .fold(0u64, |h, &b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
        assert_eq!((DICTIONARY.len(), sum), (729, 15_263_603_593_266_896_021));
    }
}
