//! Railroad Revolution's own icons on the platform's canvas: difficult terrain, a Deal's star,
//! a first-station or first-office slot and a dummy building, in its colours (`inks.rs`).

use super::canvas::{Canvas, GOLD, INK, MUTED, PANEL, WHITE};
pub use crate::games::railroad_revolution::inks::{DUMMY, GATE, TERRAIN};

/// Its icons, drawn on the platform's canvas.
pub trait Icons {
    /// A dummy building of an unused colour (2 and 3 players): a grey crossed box.
    fn dummy(&mut self, cx: f32, cy: f32, r: f32, what: &str, at: &str);
    /// A difficult-terrain icon: a small brown mountain.
    fn terrain(&mut self, cx: f32, cy: f32, r: f32);
    /// A Deal icon: a gold five-pointed star.
    fn deal(&mut self, cx: f32, cy: f32, r: f32);
    /// The ring that marks a first-station or first-office slot.
    fn first_slot(&mut self, cx: f32, cy: f32, r: f32);
}

impl Icons for Canvas {
    fn dummy(&mut self, cx: f32, cy: f32, r: f32, what: &str, at: &str) {
        self.group(what, "dummy", at);
        self.rect(
            cx - r,
            cy - r,
            2.0 * r,
            2.0 * r,
            2.0,
            DUMMY,
            Some((MUTED, 1.5)),
        );
        self.line(
            cx - r * 0.6,
            cy - r * 0.6,
            cx + r * 0.6,
            cy + r * 0.6,
            MUTED,
            2.0,
        );
        self.line(
            cx - r * 0.6,
            cy + r * 0.6,
            cx + r * 0.6,
            cy - r * 0.6,
            MUTED,
            2.0,
        );
        self.end_group();
    }

    fn terrain(&mut self, cx: f32, cy: f32, r: f32) {
        self.polygon(
            &[
                (cx - r, cy + r * 0.7),
                (cx, cy - r * 0.9),
                (cx + r, cy + r * 0.7),
            ],
            TERRAIN,
            Some((WHITE, 1.0)),
        );
    }

    fn deal(&mut self, cx: f32, cy: f32, r: f32) {
        let mut pts = Vec::with_capacity(10);
        for i in 0..10 {
            let a = std::f32::consts::PI * (i as f32) / 5.0 - std::f32::consts::FRAC_PI_2;
            let rr = if i % 2 == 0 { r } else { r * 0.45 };
            pts.push((cx + rr * a.cos(), cy + rr * a.sin()));
        }
        self.polygon(&pts, GOLD, Some((INK, 1.2)));
    }

    fn first_slot(&mut self, cx: f32, cy: f32, r: f32) {
        self.circle(cx, cy, r, PANEL, Some((GOLD, 3.0)));
    }
}
