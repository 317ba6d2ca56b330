//! Railroad Revolution's VP sources in words: what a hint, a lesson's note and a review explain
//! a value by ("+6.5 VP expected: telegraph +4.0, links +5.0").

use super::teach::Hint;
use crate::games::railroad_revolution::eval::SOURCE_NAMES;

/// One line in the game's terms: "+6.5 VP expected: telegraph +4.0, links +5.0".
pub fn reason(s: &Hint) -> String {
    let rest = s.gain - s.by_source.iter().sum::<f64>();
    match source_words(&s.by_source, rest) {
        None => crate::t!(
            "hint-expected-keeps",
            gain = crate::i18n::decimal(s.gain, 1, true)
        ),
        Some(words) => crate::t!(
            "hint-expected",
            gain = crate::i18n::decimal(s.gain, 1, true),
            why = words
        ),
    }
}

/// A VP source's name (`SOURCE_NAMES[i]`) in the language in scope (hints, notes, reviews).
pub fn source_name(i: usize) -> String {
    debug_assert!(i < SOURCE_NAMES.len(), "VP source {i}");
    crate::t!(match SOURCE_NAMES.get(i).copied().unwrap_or_default() {
        "trains" => "hint-source-trains",
        "milestones" => "hint-source-milestones",
        "network" => "hint-source-network",
        "stations" => "hint-source-stations",
        "telegraph" => "hint-source-telegraph",
        _ => "hint-source-links",
    })
}

/// The largest VP sources of a difference, in the game's terms ("telegraph +4.0, links
/// +5.0, money, workers and the rest +1.0"); `None` when nothing reaches half a VP.
pub fn source_words(by_source: &[f64], rest: f64) -> Option<String> {
    crate::render::lesson::source_parts(by_source, rest, source_name, |gain| {
        crate::t!("hint-rest", gain = gain)
    })
}
