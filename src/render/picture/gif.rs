//! A replay as an animated GIF, from its frames' SVG (each game draws its own frames). **One
//! palette for the whole animation** (the pictures' own fixed palette, `raster::palette_rgb`),
//! so frames never flicker or carry a palette of their own, and each frame after the first
//! holds only the rectangle that changed.

use super::raster::{indexed, palette_rgb, PictureError};
use crate::games::GameId;

/// How long a round's frame shows, and the last one (hundredths of a second).
const ROUND_DELAY: u16 = 150;
const LAST_DELAY: u16 = 600;

/// One frame: the moment's SVG with its caption drawn in.
pub struct Frame {
    pub svg: String,
}

/// The GIF of `frames`, looping.
pub fn gif(frames: &[Frame], game: GameId) -> Result<Vec<u8>, PictureError> {
    let bad = |e: gif::EncodingError| PictureError::Png(e.to_string());
    let mut out = Vec::new();
    let Some(first) = frames.first() else {
        return Ok(out);
    };
    let (w, h, mut previous) = indexed(&first.svg, game)?;
    // A spare palette entry marks a pixel a frame leaves as it was: long runs of it compress
    // to almost nothing.
    let mut palette = palette_rgb(game).to_vec();
    let unchanged = (palette.len() / 3 < 256).then_some((palette.len() / 3) as u8);
    if unchanged.is_some() {
        palette.extend([0, 0, 0]);
    }
    let delay = |i: usize| {
        if i + 1 == frames.len() {
            LAST_DELAY
        } else {
            ROUND_DELAY
        }
    };
    {
        let mut enc = gif::Encoder::new(&mut out, w as u16, h as u16, &palette).map_err(bad)?;
        enc.set_repeat(gif::Repeat::Infinite).map_err(bad)?;
        let whole = Pixels {
            now: &previous,
            before: None,
            stride: w as usize,
            unchanged,
        };
        write(&mut enc, &whole, (0, 0, w as usize, h as usize), delay(0)).map_err(bad)?;
        for (i, f) in frames.iter().enumerate().skip(1) {
            let (fw, fh, pixels) = indexed(&f.svg, game)?;
            if (fw, fh) != (w, h) {
                return Err(PictureError::Svg("frames of different sizes".into()));
            }
            // Nothing changed: a one-pixel frame carries the delay (an empty frame is refused
            // by some viewers).
            let rect = changed(&previous, &pixels, w as usize).unwrap_or((0, 0, 1, 1));
            let these = Pixels {
                now: &pixels,
                before: Some(&previous),
                stride: w as usize,
                unchanged,
            };
            write(&mut enc, &these, rect, delay(i)).map_err(bad)?;
            previous = pixels;
        }
    }
    Ok(out)
}

/// A frame's pixels (rows `stride` wide), the frame's before them, and the entry that says
/// "as before" (if the palette has room for it).
struct Pixels<'a> {
    now: &'a [u8],
    before: Option<&'a [u8]>,
    stride: usize,
    unchanged: Option<u8>,
}

/// Writes the rectangle `(x, y, width, height)` of `p` as a frame: a pixel as it was before is
/// written as the "unchanged" entry, which the frame shows through.
fn write<W: std::io::Write>(
    enc: &mut gif::Encoder<W>,
    p: &Pixels,
    (x, y, fw, fh): (usize, usize, usize, usize),
    delay: u16,
) -> Result<(), gif::EncodingError> {
    let mut rect = Vec::with_capacity(fw * fh);
    for row in y..y + fh {
        let start = row * p.stride + x;
        let now = &p.now[start..start + fw];
        match (p.before, p.unchanged) {
            (Some(before), Some(same)) => {
                let was = &before[start..start + fw];
                rect.extend(
                    now.iter()
                        .zip(was)
                        .map(|(n, b)| if n == b { same } else { *n }),
                );
            }
            _ => rect.extend_from_slice(now),
        }
    }
    let shows_through = p.before.and(p.unchanged);
    let mut frame = gif::Frame::from_indexed_pixels(fw as u16, fh as u16, rect, shows_through);
    frame.left = x as u16;
    frame.top = y as u16;
    frame.delay = delay;
    frame.dispose = gif::DisposalMethod::Keep;
    enc.write_frame(&frame)
}

/// The smallest rectangle (x, y, width, height) holding every pixel that differs.
fn changed(a: &[u8], b: &[u8], width: usize) -> Option<(usize, usize, usize, usize)> {
    let (mut x0, mut y0, mut x1, mut y1) = (usize::MAX, usize::MAX, 0, 0);
    for (i, (p, q)) in a.iter().zip(b).enumerate() {
        if p != q {
            let (x, y) = (i % width, i / width);
            x0 = x0.min(x);
            y0 = y0.min(y);
            x1 = x1.max(x);
            y1 = y1.max(y);
        }
    }
    (x0 != usize::MAX).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_changed_rectangle_holds_every_difference() {
        let a = vec![0u8; 12];
        let mut b = a.clone();
        b[5] = 1; // (1, 1) in a 4-wide picture
        b[10] = 2; // (2, 2)
        assert_eq!(super::changed(&a, &b, 4), Some((1, 1, 2, 2)));
        assert_eq!(super::changed(&a, &a, 4), None);
    }
}
