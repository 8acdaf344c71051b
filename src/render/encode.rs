//! PNG encoding of indexed frames, with a deflate made for board pictures.
//!
//! A frame is flat colour, anti-aliased edges and shapes that repeat: along
//! a row (runs), from the row above, and from one cell to the next. So the
//! compressor only tries three match distances (1, one row, one cell step)
//! at each position, greedily, and writes a single fixed-Huffman block. It
//! is several times faster than general deflate at level 1 for files of
//! about the same size (see `benches/render.rs`). Rows use filter 0.

use super::raster::Canvas;
use std::sync::OnceLock;

const MAX_MATCH: usize = 258;
const MAX_DIST: usize = 32768;

/// Encode an indexed canvas with the given `PLTE` bytes. `hint` is a
/// horizontal distance at which the picture tends to repeat (the cell step).
pub fn png_indexed(canvas: &Canvas, palette: &[u8], hint: usize) -> Vec<u8> {
    let (w, h) = (canvas.width as usize, canvas.height as usize);
    let stride = w + 1;
    // The scanlines as PNG wants them: a filter byte (0) before each row.
    // The buffer is kept per thread: a fresh megabyte costs page faults.
    thread_local! {
        static RAW: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    RAW.with(|raw| {
        let mut raw = raw.borrow_mut();
        raw.clear();
        raw.resize(stride * h, 0);
        for (row, dst) in canvas
            .px
            .chunks_exact(w.max(1))
            .zip(raw.chunks_exact_mut(stride))
        {
            dst[1..].copy_from_slice(row);
        }
        png_bytes(canvas, palette, &raw, stride, hint)
    })
}

fn png_bytes(canvas: &Canvas, palette: &[u8], raw: &[u8], stride: usize, hint: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(64 * 1024);
    out.extend_from_slice(&[137, 80, 78, 71, 13, 10, 26, 10]);
    let mut ihdr = Vec::with_capacity(13);
    ihdr.extend_from_slice(&canvas.width.to_be_bytes());
    ihdr.extend_from_slice(&canvas.height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", |o| o.extend_from_slice(&ihdr));
    chunk(&mut out, b"PLTE", |o| o.extend_from_slice(palette));
    chunk(&mut out, b"IDAT", |o| zlib(o, raw, &[1, stride, hint]));
    chunk(&mut out, b"IEND", |_| {});
    out
}

/// Append a chunk whose data `fill` writes.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], fill: impl FnOnce(&mut Vec<u8>)) {
    let at = out.len();
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(kind);
    fill(out);
    let len = (out.len() - at - 8) as u32;
    out[at..at + 4].copy_from_slice(&len.to_be_bytes());
    let crc = crc32fast::hash(&out[at + 4..]);
    out.extend_from_slice(&crc.to_be_bytes());
}

/// A zlib stream of `data`, trying matches at the given distances.
fn zlib(out: &mut Vec<u8>, data: &[u8], dists: &[usize]) {
    out.extend_from_slice(&[0x78, 0x01]);
    let t = tables();
    let mut bits = Bits { out, acc: 0, n: 0 };
    bits.put(0b011, 3); // final block, fixed Huffman codes
    let dists: Vec<(usize, u32, u32)> = dists
        .iter()
        .filter(|&&d| (1..=MAX_DIST).contains(&d))
        .map(|&d| {
            let (code, n) = t.dist_code(d);
            (d, code, n)
        })
        .collect();
    let mut i = 0;
    while i < data.len() {
        let mut best = (0usize, 0u32, 0u32);
        let byte = data[i];
        for &(d, code, n) in &dists {
            // Most literal positions fail on the first byte: test it first.
            if d <= i && data[i - d] == byte {
                let len = match_len(data, i, d);
                if len > best.0 {
                    best = (len, code, n);
                }
            }
        }
        if best.0 >= 3 {
            let (code, n) = t.len[best.0];
            bits.put(code, n);
            bits.put(best.1, best.2);
            i += best.0;
        } else {
            let (code, n) = t.lit[data[i] as usize];
            bits.put(code, n);
            i += 1;
        }
    }
    let (code, n) = t.lit[256];
    bits.put(code, n);
    bits.flush();
    let adler = simd_adler32::adler32(&data);
    out.extend_from_slice(&adler.to_be_bytes());
}

/// How many bytes from `i` repeat those `d` bytes earlier (at most 258).
#[inline]
fn match_len(data: &[u8], i: usize, d: usize) -> usize {
    let max = MAX_MATCH.min(data.len() - i);
    let (a, b) = (&data[i..i + max], &data[i - d..i - d + max]);
    let mut k = 0;
    while k + 8 <= max {
        let x = u64::from_le_bytes(a[k..k + 8].try_into().unwrap_or([0; 8]))
            ^ u64::from_le_bytes(b[k..k + 8].try_into().unwrap_or([0; 8]));
        if x != 0 {
            return k + (x.trailing_zeros() / 8) as usize;
        }
        k += 8;
    }
    while k < max && a[k] == b[k] {
        k += 1;
    }
    k
}

struct Bits<'a> {
    out: &'a mut Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits<'_> {
    #[inline]
    fn put(&mut self, bits: u32, n: u32) {
        self.acc |= (bits as u64) << self.n;
        self.n += n;
        if self.n >= 32 {
            self.out.extend_from_slice(&(self.acc as u32).to_le_bytes());
            self.acc >>= 32;
            self.n -= 32;
        }
    }

    fn flush(&mut self) {
        while self.n > 0 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n = self.n.saturating_sub(8);
        }
    }
}

/// Fixed-Huffman codes, bit-reversed for LSB-first output, with the extra
/// bits of lengths folded in.
struct Tables {
    lit: [(u32, u32); 257],
    len: [(u32, u32); MAX_MATCH + 1],
}

const LEN_BASE: [usize; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u32; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [usize; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u32; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

fn reverse(code: u32, n: u32) -> u32 {
    code.reverse_bits() >> (32 - n)
}

/// The fixed literal/length code of symbol `s` (RFC 1951, 3.2.6).
fn fixed(s: u32) -> (u32, u32) {
    let (code, n) = match s {
        0..=143 => (0x30 + s, 8),
        144..=255 => (0x190 + s - 144, 9),
        256..=279 => (s - 256, 7),
        _ => (0xc0 + s - 280, 8),
    };
    (reverse(code, n), n)
}

fn tables() -> &'static Tables {
    static T: OnceLock<Tables> = OnceLock::new();
    T.get_or_init(|| {
        let mut lit = [(0, 0); 257];
        for (s, slot) in lit.iter_mut().enumerate() {
            *slot = fixed(s as u32);
        }
        let mut len = [(0, 0); MAX_MATCH + 1];
        for (l, slot) in len.iter_mut().enumerate().skip(3) {
            let k = LEN_BASE.iter().rposition(|&b| b <= l).unwrap_or(0);
            let (code, n) = fixed(257 + k as u32);
            let extra = (l - LEN_BASE[k]) as u32;
            *slot = (code | extra << n, n + LEN_EXTRA[k]);
        }
        Tables { lit, len }
    })
}

impl Tables {
    fn dist_code(&self, d: usize) -> (u32, u32) {
        let k = DIST_BASE.iter().rposition(|&b| b <= d).unwrap_or(0);
        let code = reverse(k as u32, 5);
        let extra = (d - DIST_BASE[k]) as u32;
        (code | extra << 5, 5 + DIST_EXTRA[k])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::theme::Ink;

    fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let dec = png::Decoder::new(std::io::Cursor::new(png_bytes));
        let mut r = dec.read_info().expect("valid png");
        let mut buf = vec![0; r.output_buffer_size().expect("size")];
        let info = r.next_frame(&mut buf).expect("frame");
        buf.truncate(info.buffer_size());
        (info.width, info.height, buf)
    }

    #[test]
    fn round_trips_through_a_standard_decoder() {
        let mut c = Canvas::new(301, 77, Ink::Page);
        for y in 0..77 {
            for x in 0..301 {
                if (x * 7 + y * 13) % 11 < 3 || (x / 9 + y / 5) % 3 == 0 {
                    c.px[y * 301 + x] = ((x * 31 + y * 17) % 20) as u8;
                }
            }
        }
        let palette: Vec<u8> = (0..20u8).flat_map(|i| [i, i * 2, i * 3]).collect();
        let bytes = png_indexed(&c, &palette, 60);
        let (w, h, px) = decode(&bytes);
        assert_eq!((w, h), (301, 77));
        assert_eq!(px, c.px);
    }

    #[test]
    fn long_flat_images_compress_well() {
        let c = Canvas::new(1000, 1000, Ink::Cell);
        let bytes = png_indexed(&c, &[0; 3 * 20], 60);
        assert!(bytes.len() < 8000, "{} bytes", bytes.len());
        assert_eq!(decode(&bytes).2, c.px);
    }
}
