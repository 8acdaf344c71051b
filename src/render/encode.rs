//! PNG encoding of indexed frames: 8-bit palette, no row filter (flat
//! colour compresses best unfiltered), deflate level 2. A board is flat
//! colour and repeated shapes; level 1 (zlib's "quick" mode) leaves the
//! anti-aliased edges' many indices poorly coded (a side-8 midgame board
//! 76 KB), level 2 brings it to 60 KB for a little more time, and no row
//! filter did better at any level. `benches/render.rs` measures it.
//!
//! Written with the `png` crate directly: `image` holds the pixels but
//! cannot write an indexed PNG, and an 8-bit palette file is both the
//! fastest to encode and the smallest (an RGB one is three times the data).

use image::GrayImage;

/// Encode an image of palette indices with the given `PLTE` bytes (3 per
/// entry).
pub fn png_indexed(canvas: &GrayImage, palette: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(96 * 1024);
    let mut encoder = png::Encoder::new(&mut out, canvas.width(), canvas.height());
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(palette);
    encoder.set_filter(png::Filter::NoFilter);
    encoder.set_deflate_compression(png::DeflateCompression::Level(2));
    // Writing to a Vec cannot fail, and the canvas always holds exactly
    // width × height indices, so neither step has an error to report.
    let mut writer = encoder.write_header().expect("writing to memory");
    writer
        .write_image_data(canvas.as_raw())
        .expect("a canvas holds width × height pixels");
    writer.finish().expect("writing to memory");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::Luma;

    fn canvas(w: u32, h: u32, idx: u8) -> GrayImage {
        GrayImage::from_pixel(w, h, Luma([idx]))
    }

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
        let mut c = canvas(301, 77, 0);
        for y in 0..77 {
            for x in 0..301 {
                if (x * 7 + y * 13) % 11 < 3 || (x / 9 + y / 5) % 3 == 0 {
                    c.put_pixel(x as u32, y as u32, Luma([((x * 31 + y * 17) % 20) as u8]));
                }
            }
        }
        let palette: Vec<u8> = (0..20u8).flat_map(|i| [i, i * 2, i * 3]).collect();
        let bytes = png_indexed(&c, &palette);
        let (w, h, px) = decode(&bytes);
        assert_eq!((w, h), (301, 77));
        assert_eq!(&px, c.as_raw());
    }

    #[test]
    fn skewed_and_noisy_data_round_trip() {
        // Pseudo-random bytes with a very skewed histogram.
        let mut c = canvas(640, 480, 0);
        let mut x: u32 = 12345;
        for p in c.iter_mut() {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            *p = (x % 256).leading_zeros().min(255) as u8
                + (x >> 24) as u8 % 3 * (x.is_multiple_of(97) as u8 * 80);
        }
        let bytes = png_indexed(&c, &[7; 3 * 256]);
        assert_eq!(&decode(&bytes).2, c.as_raw());
        let one = canvas(1, 1, 0);
        assert_eq!(&decode(&png_indexed(&one, &[0; 3 * 20])).2, one.as_raw());
    }

    #[test]
    fn long_flat_images_compress_well() {
        let c = canvas(1000, 1000, 1);
        let bytes = png_indexed(&c, &[0; 3 * 20]);
        assert!(bytes.len() < 12_000, "{} bytes", bytes.len());
        assert_eq!(&decode(&bytes).2, c.as_raw());
    }
}
