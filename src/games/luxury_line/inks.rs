//! Luxury Line's colours in pictures beyond the platform's (`Meta::inks`), in a file of their
//! own that imports nothing: the games' index reads them without reaching its views.

pub const GREEN: &str = "#2e7d32";
pub const BLUE: &str = "#1565c0";
pub const RED: &str = "#c62828";

/// Every colour its pictures draw with beyond the platform's `canvas::INKS`: its action
/// cards' colours and its seats' fills (`render::seating::look`). **The order is the
/// palette's**: a PNG's bytes depend on it.
pub const INKS: &[&str] = &[
    GREEN, BLUE, RED, // Seats.
    "#f2c200", "#d0312d", "#1e1e1e", "#1f6fd1",
];
