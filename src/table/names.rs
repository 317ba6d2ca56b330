//! Matching what a player typed against the game's names: case-insensitive, by exact id or name,
//! else by unambiguous prefix; an unknown or ambiguous name gets the close candidates.

use super::grammar::words::grammar_word;
use super::grammar::{Candidate, CommandError, What};

/// Lower-case, with spaces and hyphens as underscores ("Salt Lake" → "salt_lake").
pub fn normalise(s: &str) -> String {
    s.trim()
        .to_lowercase()
        .chars()
        .map(|c| if c == ' ' || c == '-' { '_' } else { c })
        .collect()
}

/// One thing that can be named: its id, its display name, and the value it stands for.
pub struct Named<T> {
    pub id: String,
    pub name: String,
    pub value: T,
}

/// Finds the one candidate `input` names.
pub fn find<T: Copy>(what: What, input: &str, candidates: &[Named<T>]) -> Result<T, CommandError> {
    let key = normalise(input);
    if key.is_empty() {
        return Err(CommandError::Missing(what.into()));
    }
    let keys = |c: &Named<T>| [normalise(&c.id), normalise(&c.name)];
    if let Some(c) = candidates.iter().find(|c| keys(c).contains(&key)) {
        return Ok(c.value);
    }
    let matches: Vec<&Named<T>> = candidates
        .iter()
        .filter(|c| keys(c).iter().any(|k| k.starts_with(&key)))
        .collect();
    match matches.len() {
        1 => Ok(matches[0].value),
        0 => {
            // Close candidates: same first letter, or containing what was typed.
            let first = key.chars().next();
            let close: Vec<Candidate> = candidates
                .iter()
                .filter(|c| {
                    keys(c)
                        .iter()
                        .any(|k| k.contains(&key) || k.chars().next() == first)
                })
                .take(8)
                .map(|c| Candidate::Name(c.id.clone()))
                .collect();
            Err(CommandError::Unknown {
                what,
                input: clip(input),
                candidates: close,
            })
        }
        _ => Err(CommandError::Ambiguous {
            what,
            input: clip(input),
            candidates: matches
                .iter()
                .take(12)
                .map(|c| Candidate::Name(c.id.clone()))
                .collect(),
        }),
    }
}

/// Finds the one of the grammar's `words` (its English words or senses: colours, tracks,
/// `supply`, `player-board`) that `input` names, by the English word or the sender's own
/// (`grigio`, prefixes too); the close candidates are told as words of the grammar, in the
/// sender's words.
pub fn find_word<T: Copy>(
    what: What,
    input: &str,
    words: &[(&'static str, T)],
) -> Result<T, CommandError> {
    let named: Vec<Named<T>> = words
        .iter()
        .map(|&(word, value)| Named {
            id: grammar_word(word).to_string(),
            name: crate::i18n::typed(word),
            value,
        })
        .collect();
    let word = |c: Candidate| match c {
        Candidate::Name(id) => match words.iter().find(|(w, _)| grammar_word(w) == id) {
            Some(&(w, _)) => Candidate::Word(w),
            None => Candidate::Name(id),
        },
        c => c,
    };
    find(what, input, &named).map_err(|e| match e {
        CommandError::Unknown {
            what,
            input,
            candidates,
        } => CommandError::Unknown {
            what,
            input,
            candidates: candidates.into_iter().map(word).collect(),
        },
        CommandError::Ambiguous {
            what,
            input,
            candidates,
        } => CommandError::Ambiguous {
            what,
            input,
            candidates: candidates.into_iter().map(word).collect(),
        },
        e => e,
    })
}

/// What a player typed, shortened for an error message.
pub fn clip(input: &str) -> String {
    let mut s: String = input.chars().filter(|c| !c.is_control()).take(40).collect();
    if input.chars().count() > 40 {
        s.push_str("...");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cities() -> Vec<Named<u8>> {
        [
            ("chicago", "Chicago"),
            ("charlotte", "Charlotte"),
            ("salt_lake_city", "Salt Lake City"),
        ]
        .iter()
        .enumerate()
        .map(|(i, (id, name))| Named {
            id: id.to_string(),
            name: name.to_string(),
            value: i as u8,
        })
        .collect()
    }

    #[test]
    fn exact_then_unique_prefix_case_insensitive() {
        assert_eq!(find(What::Player, "CHICAGO", &cities()), Ok(0));
        assert_eq!(find(What::Player, "chi", &cities()), Ok(0));
        assert_eq!(find(What::Player, "Salt Lake", &cities()), Ok(2));
        assert_eq!(find(What::Player, "salt-l", &cities()), Ok(2));
    }

    #[test]
    fn ambiguous_and_unknown_names_list_candidates() {
        match find(What::Player, "ch", &cities()) {
            Err(CommandError::Ambiguous { candidates, .. }) => {
                assert_eq!(candidates, vec!["chicago", "charlotte"])
            }
            other => panic!("{other:?}"),
        }
        match find(What::Player, "cx", &cities()) {
            Err(CommandError::Unknown { candidates, .. }) => {
                assert_eq!(candidates, vec!["chicago", "charlotte"])
            }
            other => panic!("{other:?}"),
        }
    }
}
