//! What every game's picture is drawn with: an SVG canvas ([`canvas`]) in the bundled font
//! ([`font`]), rasterised to an indexed PNG ([`png`]) and, for a replay, to a GIF ([`gif`]).
//! Each game draws its own board (Railroad Revolution's: `games/railroad_revolution/views/picture`).

pub mod canvas;
pub mod drawing;
pub mod font;
pub mod gif;
mod raster;

pub use raster::{palette_rgb, png, png_kept, PictureError, PNG_LIMIT};

/// The file name a board's picture is attached under.
pub const FILE_NAME: &str = "board.png";

/// The file name the picture of a decision's options is attached under.
pub const OPTIONS_FILE_NAME: &str = "options.png";

/// `text` cut with "…" to fit `width` pixels at `size`, any character the font lacks (an
/// emoji in a name) shown as "?" rather than silently dropped.
pub fn fit(text: &str, size: f32, width: f32) -> String {
    let text: String = text
        .chars()
        .map(|c| if font::has_glyph(c) { c } else { '?' })
        .collect();
    if font::width(&text, size) <= width {
        return text;
    }
    let mut out: String = text;
    while !out.is_empty() && font::width(&format!("{out}…"), size) > width {
        out.pop();
    }
    format!("{}…", out.trim_end())
}
