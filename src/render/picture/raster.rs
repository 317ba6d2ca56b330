//! SVG to PNG. usvg parses (text shaped in the bundled font) and resvg draws with tiny-skia; the
//! PNG is indexed with the picture's own palette and encoded by the `png` crate at its `Fast`
//! level (fdeflate).
//!
//! Two things keep it fast (see the `picture` benchmark):
//! - **The board's layer is drawn once while it stays the same.** The SVG's first group is the
//!   board (what few moves change: the printed map, frames and labels, tile rewards, the deal
//!   and stacks); its pixels are kept, keyed by its text, and each picture draws only the
//!   pieces' group over a copy of them.
//! - **A fixed palette.** Every colour the picture uses, blends between the ones that meet at
//!   text and shape edges, and a coarse colour cube for the rest: one byte a pixel compresses
//!   to a third of RGB at the fast level, and mapping a pixel is one table lookup.

use super::canvas::{self, PIECES};
use super::font;
use crate::games::GameId;
use resvg::{tiny_skia, usvg};
use std::sync::{Arc, Mutex, OnceLock};

/// The size a picture must stay within (Discord shows it inline; a phone downloads it).
pub const PNG_LIMIT: usize = 350 * 1024;

/// Boards kept drawn (one per game recently pictured; each is 6.4 MB). A game's next picture
/// reuses its board's layer while no other game was drawn in between, as in a quiet bot or the
/// terminal; a busy bot's games interleave and a longer list is rarely hit (it held 38 MB of
/// the load run's heap with six).
const KEPT_BOARDS: usize = 2;

#[derive(Debug, thiserror::Error)]
pub enum PictureError {
    #[error("the board picture could not be drawn: {0}")]
    Svg(String),
    #[error("the board picture could not be encoded: {0}")]
    Png(String),
}

fn options() -> usvg::Options<'static> {
    usvg::Options {
        fontdb: font::database(),
        font_family: font::FAMILY.to_string(),
        ..Default::default()
    }
}

fn draw(svg: &str, pixmap: &mut tiny_skia::Pixmap) -> Result<(), PictureError> {
    let tree =
        usvg::Tree::from_str(svg, &options()).map_err(|e| PictureError::Svg(e.to_string()))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    Ok(())
}

fn blank(svg: &str) -> Result<tiny_skia::Pixmap, PictureError> {
    let tree =
        usvg::Tree::from_str(svg, &options()).map_err(|e| PictureError::Svg(e.to_string()))?;
    let size = tree.size().to_int_size();
    let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| PictureError::Svg("empty picture".to_string()))?;
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// Things drawn, by the SVG text they were drawn from, the most recently used last.
type Kept<T> = Mutex<Vec<(String, Arc<T>)>>;

/// What `make` draws from `svg`, from `kept` when it was drawn recently (at most `capacity`
/// kept, the least recently used dropped first).
fn kept<T>(
    kept: &Kept<T>,
    capacity: usize,
    svg: &str,
    make: impl FnOnce() -> Result<T, PictureError>,
) -> Result<Arc<T>, PictureError> {
    if let Ok(mut k) = kept.lock() {
        if let Some(i) = k.iter().position(|(text, _)| text == svg) {
            let entry = k.remove(i);
            let found = entry.1.clone();
            k.push(entry);
            return Ok(found);
        }
    }
    let made = Arc::new(make()?);
    if let Ok(mut k) = kept.lock() {
        if k.len() >= capacity {
            k.remove(0);
        }
        k.push((svg.to_string(), made.clone()));
    }
    Ok(made)
}

/// The board's layer drawn, from the kept ones when it was drawn recently.
fn board(svg: &str) -> Result<Arc<tiny_skia::Pixmap>, PictureError> {
    static KEPT: OnceLock<Kept<tiny_skia::Pixmap>> = OnceLock::new();
    kept(KEPT.get_or_init(Default::default), KEPT_BOARDS, svg, || {
        blank(svg)
    })
}

/// The PNG of an SVG drawn by [`super::svg`] (any other SVG is drawn whole), in `game`'s
/// palette.
pub fn png(svg: &str, game: GameId) -> Result<Vec<u8>, PictureError> {
    encode(&pixmap(svg)?, game)
}

/// The picture of `svg` as indices into `game`'s [`palette_rgb`], row by row, with its width
/// and height (the pixels a PNG of it holds).
pub fn indexed(svg: &str, game: GameId) -> Result<(u32, u32, Vec<u8>), PictureError> {
    let p = pixmap(svg)?;
    Ok((p.width(), p.height(), indices(&p, game)))
}

/// `game`'s pictures' one palette, as RGB triples.
pub fn palette_rgb(game: GameId) -> &'static [u8] {
    &palette(game).0
}

/// `svg` drawn: the board's layer from the kept ones, the pieces over it.
fn pixmap(svg: &str) -> Result<tiny_skia::Pixmap, PictureError> {
    Ok(match svg.find(PIECES) {
        Some(at) => {
            let board_svg = format!("{}</svg>\n", &svg[..at]);
            let head_end = svg.find("<g id=\"board\">").unwrap_or(0);
            let pieces_svg = format!("{}{}", &svg[..head_end], &svg[at..]);
            let mut pixmap = (*board(&board_svg)?).clone();
            draw(&pieces_svg, &mut pixmap)?;
            pixmap
        }
        None => blank(svg)?,
    })
}

/// Pictures of options kept encoded (a few decisions, each drawn again when its step is shown
/// again).
const KEPT_PNGS: usize = 8;

/// The PNG of `svg` (see [`png`]), kept for the next call with the same text: **a decision's
/// picture is drawn once** however often its message is shown.
pub fn png_kept(svg: &str, game: GameId) -> Result<Arc<Vec<u8>>, PictureError> {
    static KEPT: OnceLock<Kept<Vec<u8>>> = OnceLock::new();
    kept(KEPT.get_or_init(Default::default), KEPT_PNGS, svg, || {
        png(svg, game)
    })
}

/// Each pixel's palette entry (the picture is opaque: alpha is dropped).
fn indices(pixmap: &tiny_skia::Pixmap, game: GameId) -> Vec<u8> {
    let (_, lut) = palette(game);
    pixmap
        .data()
        .chunks_exact(4)
        .map(|p| {
            lut[((p[0] as usize >> 3) << 10) | ((p[1] as usize >> 3) << 5) | (p[2] as usize >> 3)]
        })
        .collect()
}

fn encode(pixmap: &tiny_skia::Pixmap, game: GameId) -> Result<Vec<u8>, PictureError> {
    let (palette, _) = palette(game);
    let indexed = indices(pixmap, game);
    let mut out = Vec::with_capacity(256 * 1024);
    {
        let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
        encoder.set_color(png::ColorType::Indexed);
        encoder.set_palette(palette.clone());
        encoder.set_depth(png::BitDepth::Eight);
        encoder.set_compression(png::Compression::Fast);
        encoder.set_filter(png::Filter::Adaptive);
        let mut writer = encoder
            .write_header()
            .map_err(|e| PictureError::Png(e.to_string()))?;
        writer
            .write_image_data(&indexed)
            .map_err(|e| PictureError::Png(e.to_string()))?;
    }
    // Grown by doubling: up to half of it unused while the picture waits to be sent.
    out.shrink_to_fit();
    Ok(out)
}

fn rgb(hex: &str) -> [u8; 3] {
    let v = u32::from_str_radix(hex.trim_start_matches('#'), 16).unwrap_or(0);
    [(v >> 16) as u8, (v >> 8) as u8, v as u8]
}

fn mix(a: [u8; 3], b: [u8; 3], t: f32) -> [u8; 3] {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    [m(a[0], b[0]), m(a[1], b[1]), m(a[2], b[2])]
}

/// `game`'s palette (RGB triples) and the map from a colour (5 bits a channel) to its entry.
/// **Each game has its own**: the platform's inks, then the game's (`Meta::inks`), then the
/// edges' blends and a cube, so a game's pictures never change when another game is added.
fn palette(game: GameId) -> &'static (Vec<u8>, Vec<u8>) {
    static PALETTES: OnceLock<Vec<(Vec<u8>, Vec<u8>)>> = OnceLock::new();
    let all = PALETTES.get_or_init(|| GameId::ALL.iter().map(|&g| palette_of(g)).collect());
    let at = GameId::ALL.iter().position(|&g| g == game).unwrap_or(0);
    &all[at]
}

fn palette_of(game: GameId) -> (Vec<u8>, Vec<u8>) {
    let inks = canvas::INKS.iter().chain(game.meta().inks);
    let mut colours: Vec<[u8; 3]> = inks.map(|c| rgb(c)).collect();
    // Edges blend these pairs: text on paper and panels, marks and rings on panels.
    let edges: &[(&str, &str, usize)] = &[
        (canvas::INK, canvas::PAPER, 9),
        (canvas::INK, canvas::PANEL, 9),
        ("#ffffff", canvas::CITY, 5),
        (canvas::MUTED, canvas::PANEL, 3),
        (canvas::GOLD, canvas::PANEL, 3),
        (canvas::GOLD_TEXT, canvas::PAPER, 5),
        (canvas::LINE, canvas::PAPER, 3),
    ];
    for &(a, b, steps) in edges {
        for i in 1..=steps {
            colours.push(mix(rgb(a), rgb(b), i as f32 / (steps + 1) as f32));
        }
    }
    // Everything else: a 5 × 5 × 5 cube.
    for r in 0..5u8 {
        for g in 0..5u8 {
            for b in 0..5u8 {
                colours.push([r * 63 + r / 4 * 3, g * 63 + g / 4 * 3, b * 63 + b / 4 * 3]);
            }
        }
    }
    // Repeated colours (white is several things) are harmless: the first match wins.
    colours.truncate(256);
    let mut lut = vec![0u8; 1 << 15];
    for (key, entry) in lut.iter_mut().enumerate() {
        let c = [
            ((key >> 10) & 31) as i32 * 8 + 4,
            ((key >> 5) & 31) as i32 * 8 + 4,
            (key & 31) as i32 * 8 + 4,
        ];
        let mut best = (i32::MAX, 0);
        for (i, p) in colours.iter().enumerate() {
            let d: i32 = (0..3).map(|k| (c[k] - p[k] as i32).pow(2)).sum();
            if d < best.0 {
                best = (d, i);
            }
        }
        *entry = best.1 as u8;
    }
    (colours.concat(), lut)
}
