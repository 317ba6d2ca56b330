//! A small SVG writer: shapes, text in the bundled font (measured with the font's own advance
//! widths, so labels can be laid out side by side), groups that name a piece, and the marks
//! that stand for seats (their colour's look, `render::seating`). A game's own icons and
//! pieces are its own (Railroad Revolution's terrain, Deal star and workers in its views).
//! Numbers are written with one decimal, so the same drawing always gives the same text.

use super::font;
use crate::games::SeatColour;
use crate::render::seating::{look, Shape};
use std::fmt::Write;

/// Where a text's `x` is: its start, middle or end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// The smallest text the picture draws, in pixels at full size (the floor for phones).
pub const MIN_TEXT: f32 = 18.0;

pub const INK: &str = "#222222";
pub const MUTED: &str = "#6b6256";
pub const PAPER: &str = "#f4efe4";
pub const PANEL: &str = "#fffaf0";
pub const GOLD: &str = "#d99a00";
/// Gold dark enough to read as text on the paper.
pub const GOLD_TEXT: &str = "#8f5f00";
pub const WHITE: &str = "#ffffff";
pub const CITY: &str = "#3d4a5c";
pub const LINE: &str = "#a89f91";

/// The colours every game's pictures draw with: the PNG's palette starts with them, then each
/// game's own (`Meta::inks`, its seats' fills among them).
pub const INKS: [&str; 9] = [PAPER, PANEL, INK, MUTED, GOLD, GOLD_TEXT, WHITE, CITY, LINE];

/// An SVG document being written.
pub struct Canvas {
    out: String,
}

fn n(v: f32) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            _ => out.push(ch),
        }
    }
    out
}

/// The two layers of the picture: the board, which few moves change (the printed map, slots,
/// track scales and frames, the city tiles' rewards and first-station bonuses still on offer,
/// the telegraph tiles, the deal, the train and milestone stacks, the companies' names and
/// labels), and the pieces, which most moves change (rails, stations, offices, markers, the
/// title, the companies' numbers). The rasteriser keeps the board's pixels while they are the
/// same and draws only the pieces over them.
pub struct Layers {
    pub board: Canvas,
    pub pieces: Canvas,
}

/// Where the pieces' layer starts in the SVG text.
pub const PIECES: &str = "<g id=\"pieces\">";

impl Layers {
    pub fn new() -> Layers {
        Layers {
            board: Canvas {
                out: String::with_capacity(64 * 1024),
            },
            pieces: Canvas {
                out: String::with_capacity(48 * 1024),
            },
        }
    }

    /// The SVG document: the board's layer, then the pieces' layer.
    pub fn finish(self, width: u32, height: u32) -> String {
        self.finish_view([0, 0, width, height])
    }

    /// The SVG document showing only the part `[x, y, width, height]` of the drawing, at full
    /// size (`width` × `height` pixels).
    pub fn finish_view(self, [x, y, width, height]: [u32; 4]) -> String {
        let mut out = String::with_capacity(self.board.out.len() + self.pieces.out.len() + 512);
        let _ = writeln!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
             viewBox=\"{x} {y} {width} {height}\" font-family=\"{}\" font-weight=\"bold\" \
             font-stretch=\"condensed\" xml:space=\"preserve\">",
            font::FAMILY
        );
        out.push_str("<g id=\"board\">\n");
        let _ = writeln!(
            out,
            "<rect{} width=\"{width}\" height=\"{height}\" fill=\"{PAPER}\"/>",
            if (x, y) == (0, 0) {
                String::new()
            } else {
                format!(" x=\"{x}\" y=\"{y}\"")
            }
        );
        out.push_str(&self.board.out);
        out.push_str("</g>\n");
        out.push_str(PIECES);
        out.push('\n');
        out.push_str(&self.pieces.out);
        out.push_str("</g>\n</svg>\n");
        out
    }
}

impl Default for Layers {
    fn default() -> Self {
        Layers::new()
    }
}

impl Canvas {
    /// A comment naming the part that follows (for readers of the snapshots).
    pub fn part(&mut self, name: &str) {
        let _ = writeln!(self.out, "<!-- {} -->", escape(name).replace("--", "-"));
    }

    fn stroke(stroke: Option<(&str, f32)>) -> String {
        match stroke {
            Some((colour, w)) => format!(" stroke=\"{colour}\" stroke-width=\"{}\"", n(w)),
            None => String::new(),
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub fn rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        rx: f32,
        fill: &str,
        stroke: Option<(&str, f32)>,
    ) {
        let _ = writeln!(
            self.out,
            "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" rx=\"{}\" fill=\"{fill}\"{}/>",
            n(x),
            n(y),
            n(w),
            n(h),
            n(rx),
            Self::stroke(stroke)
        );
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: &str, stroke: Option<(&str, f32)>) {
        self.circle_with(cx, cy, r, fill, stroke, "");
    }

    fn circle_with(
        &mut self,
        cx: f32,
        cy: f32,
        r: f32,
        fill: &str,
        stroke: Option<(&str, f32)>,
        attrs: &str,
    ) {
        let _ = writeln!(
            self.out,
            "<circle{attrs} cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"{fill}\"{}/>",
            n(cx),
            n(cy),
            n(r),
            Self::stroke(stroke)
        );
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, colour: &str, width: f32) {
        let _ = writeln!(
            self.out,
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{colour}\" \
             stroke-width=\"{}\" stroke-linecap=\"round\"/>",
            n(x1),
            n(y1),
            n(x2),
            n(y2),
            n(width)
        );
    }

    pub fn polygon(&mut self, points: &[(f32, f32)], fill: &str, stroke: Option<(&str, f32)>) {
        self.polygon_with(points, fill, stroke, "");
    }

    fn polygon_with(
        &mut self,
        points: &[(f32, f32)],
        fill: &str,
        stroke: Option<(&str, f32)>,
        attrs: &str,
    ) {
        let pts: Vec<String> = points
            .iter()
            .map(|&(x, y)| format!("{},{}", n(x), n(y)))
            .collect();
        let _ = writeln!(
            self.out,
            "<polygon{attrs} points=\"{}\" fill=\"{fill}\"{} stroke-linejoin=\"round\"/>",
            pts.join(" "),
            Self::stroke(stroke)
        );
    }

    /// Text in the bundled font; never smaller than [`MIN_TEXT`]. Returns its width.
    pub fn text(
        &mut self,
        x: f32,
        y: f32,
        size: f32,
        anchor: Anchor,
        fill: &str,
        text: &str,
    ) -> f32 {
        let size = size.max(MIN_TEXT);
        let anchor_attr = match anchor {
            Anchor::Start => "",
            Anchor::Middle => " text-anchor=\"middle\"",
            Anchor::End => " text-anchor=\"end\"",
        };
        let _ = writeln!(
            self.out,
            "<text x=\"{}\" y=\"{}\" font-size=\"{}\" fill=\"{fill}\"{anchor_attr}>{}</text>",
            n(x),
            n(y),
            n(size),
            escape(text)
        );
        font::width(text, size)
    }

    /// Text with a pale halo, readable over lines and slots on the map.
    pub fn label(&mut self, x: f32, y: f32, size: f32, anchor: Anchor, text: &str) -> f32 {
        let size = size.max(MIN_TEXT);
        self.halo(x, y, font::width(text, size), size, anchor);
        self.text(x, y, size, anchor, INK, text)
    }

    /// The pale halo behind a line `w` wide of `size`-pixel text anchored at `x` on baseline
    /// `y`; returns the line's left edge.
    pub fn halo(&mut self, x: f32, y: f32, w: f32, size: f32, anchor: Anchor) -> f32 {
        let left = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - w / 2.0,
            Anchor::End => x - w,
        };
        let h = size * 1.05;
        self.rect(left - 3.0, y - size * 0.8, w + 6.0, h, 4.0, PAPER, None);
        left
    }

    /// A company's mark: its colour in its own shape, `r` its half size. `what` and `at` name
    /// the piece for readers of the SVG (and the picture's tests).
    #[allow(clippy::too_many_arguments)]
    pub fn mark(
        &mut self,
        colour: SeatColour,
        seat: usize,
        cx: f32,
        cy: f32,
        r: f32,
        what: &str,
        at: &str,
    ) {
        let look = look(colour);
        let fill = look.fill;
        let edge = Some((WHITE, 1.5));
        let attrs = format!(" class=\"{what}\" data-seat=\"{seat}\" data-at=\"{at}\"");
        match look.shape {
            Shape::Circle => self.circle_with(cx, cy, r, fill, Some((INK, 1.5)), &attrs),
            Shape::Square => self.polygon_with(
                &[
                    (cx - r * 0.9, cy - r * 0.9),
                    (cx + r * 0.9, cy - r * 0.9),
                    (cx + r * 0.9, cy + r * 0.9),
                    (cx - r * 0.9, cy + r * 0.9),
                ],
                fill,
                edge,
                &attrs,
            ),
            Shape::Triangle => self.polygon_with(
                &[
                    (cx, cy - r * 1.1),
                    (cx + r * 1.1, cy + r * 0.85),
                    (cx - r * 1.1, cy + r * 0.85),
                ],
                fill,
                edge,
                &attrs,
            ),
            Shape::Diamond => self.polygon_with(
                &[
                    (cx, cy - r * 1.2),
                    (cx + r * 1.2, cy),
                    (cx, cy + r * 1.2),
                    (cx - r * 1.2, cy),
                ],
                fill,
                edge,
                &attrs,
            ),
        }
    }

    /// Opens a group that names a piece for readers of the SVG (and the picture's tests):
    /// what it is, whose (a seat, or a word), where; [`Canvas::end_group`] closes it.
    pub fn group(&mut self, what: &str, seat: &str, at: &str) {
        let _ = writeln!(
            self.out,
            "<g class=\"{what}\" data-seat=\"{seat}\" data-at=\"{at}\">"
        );
    }

    /// Closes the last group opened.
    pub fn end_group(&mut self) {
        self.out.push_str("</g>\n");
    }
}
