//! The one font of the picture, shipped in the repository (`assets/fonts/`, DejaVu Sans
//! Condensed Bold, Bitstream Vera licence beside it) and loaded from memory: the picture needs no
//! system fonts. Its advance widths lay labels out; its character map says whether a label can be
//! drawn at all (usvg silently drops text whose glyphs are missing).

use skrifa::instance::{LocationRef, Size};
use skrifa::{FontRef, MetadataProvider};
use std::sync::{Arc, OnceLock};

pub static FONT: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSansCondensed-Bold.ttf");

/// The family name inside the font file.
pub const FAMILY: &str = "DejaVu Sans";

fn face() -> Option<FontRef<'static>> {
    FontRef::new(FONT).ok()
}

/// Advance widths at size 1 of the printable ASCII characters (the labels' usual alphabet).
fn ascii_advances() -> &'static [f32; 128] {
    static ADVANCES: OnceLock<[f32; 128]> = OnceLock::new();
    ADVANCES.get_or_init(|| {
        let mut out = [0.55f32; 128];
        if let Some(f) = face() {
            let metrics = f.glyph_metrics(Size::new(1.0), LocationRef::default());
            let map = f.charmap();
            for (i, slot) in out.iter_mut().enumerate() {
                if let Some(w) = map.map(i as u32).and_then(|g| metrics.advance_width(g)) {
                    *slot = w;
                }
            }
        }
        out
    })
}

/// The width of `text` at `size` pixels, from the font's advance widths.
pub fn width(text: &str, size: f32) -> f32 {
    let ascii = ascii_advances();
    let mut other = None;
    let mut w = 0.0;
    for ch in text.chars() {
        let c = ch as u32;
        if c < 128 {
            w += ascii[c as usize];
        } else {
            let f = other.get_or_insert_with(face);
            w += f
                .as_ref()
                .and_then(|f| {
                    let g = f.charmap().map(c)?;
                    f.glyph_metrics(Size::new(1.0), LocationRef::default())
                        .advance_width(g)
                })
                .unwrap_or(0.6);
        }
    }
    w * size
}

/// Whether the font draws `ch` (a label with a missing glyph would silently lose it).
pub fn has_glyph(ch: char) -> bool {
    ch == ' ' || face().is_some_and(|f| f.charmap().map(ch as u32).is_some())
}

/// The font database usvg draws text with: the bundled font only, loaded once.
pub fn database() -> Arc<resvg::usvg::fontdb::Database> {
    static DB: OnceLock<Arc<resvg::usvg::fontdb::Database>> = OnceLock::new();
    DB.get_or_init(|| {
        let mut db = resvg::usvg::fontdb::Database::new();
        db.load_font_data(FONT.to_vec());
        db.set_sans_serif_family(FAMILY);
        Arc::new(db)
    })
    .clone()
}
