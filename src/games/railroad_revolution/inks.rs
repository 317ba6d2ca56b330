//! Railroad Revolution's colours in pictures beyond the platform's (`Meta::inks`), in a file of
//! their own that imports nothing: the games' index reads them without reaching its views.

pub const TERRAIN: &str = "#8a5a2b";
pub const GATE: &str = "#b04a1a";
pub const DUMMY: &str = "#b9b2a6";

/// Every colour its pictures draw with beyond the platform's `canvas::INKS`: its own, its
/// companies' (the seats' fills, `render::seating::look`) and its workers'. **The order is the
/// palette's**: a PNG's bytes depend on it.
pub const INKS: &[&str] = &[
    TERRAIN, GATE, DUMMY, // Companies.
    "#f2c200", "#d0312d", "#1e1e1e", "#1f6fd1", // Workers.
    "#7b3fa0", "#f07f13", "#8c8c8c", "#17a9a2", "#ffffff", "#ffffff", "#ffffff",
];
