//! Every command a text of the catalogues tells a person to type parses, in every language
//! (the catalogues themselves: `i18n.rs`).

use super::i18n::catalogue_files;
use crate::common;
use railbot::games::GameId;
use railbot::i18n::{self, Lang};
use std::collections::BTreeSet;

/// The words a text shows between backticks, in `lang`, as a player reads them: every message
/// (and attribute) formatted with commands spelt as in a terminal (`{ $slash }` empty) and every
/// other argument a marker; segments holding the marker are filled by the code (and checked
/// where it fills them).
fn backticked(lang: Lang) -> Vec<(String, String)> {
    const FILLED: &str = "\u{1}";
    let mut names = BTreeSet::new();
    for f in catalogue_files(lang.code()) {
        let text = std::fs::read_to_string(f).unwrap();
        for part in text.split('$').skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            names.insert(name);
        }
    }
    let mut args = fluent_bundle::FluentArgs::new();
    for name in &names {
        args.set(name.as_str(), if name == "slash" { "" } else { FILLED });
    }
    let mut out = Vec::new();
    for (id, attributes) in lang.keys() {
        let keys =
            std::iter::once(id.clone()).chain(attributes.iter().map(|a| format!("{id}.{a}")));
        for key in keys {
            let text = lang.text(&key, Some(&args));
            for (i, segment) in text.split('`').enumerate() {
                if i % 2 == 1 && !segment.contains(FILLED) {
                    out.push((key.clone(), segment.to_string()));
                }
            }
        }
    }
    out
}

/// Whether a move the grammar parsed refuses one of the words a text gave it: an unknown or
/// ambiguous name (`avanza pippo`) or words too many. What the position refuses (a rule, a
/// number out of range, a part still missing) is no refusal of a word, and neither is one of
/// the `samples` the test put for a placeholder.
fn refused_word(
    lang: Lang,
    line: &str,
    samples: &BTreeSet<String>,
) -> Option<railbot::table::CommandError> {
    use railbot::games::railroad_revolution::words::apply_move;
    use railbot::table::{parse, Command, CommandError};
    let mut game = common::first_turn(4);
    let seat = common::seat(&game);
    i18n::in_lang(lang, || {
        let Ok(Command::Move(mv)) = parse(line) else {
            return None;
        };
        match apply_move(&mut game, seat, &mv) {
            Err(
                e @ (CommandError::Unknown { .. }
                | CommandError::Ambiguous { .. }
                | CommandError::TooMany(_)),
            ) => {
                let input = match &e {
                    CommandError::Unknown { input, .. } | CommandError::Ambiguous { input, .. } => {
                        Some(input.to_lowercase())
                    }
                    _ => None,
                };
                match input {
                    Some(input) if samples.contains(&input) => None,
                    _ => Some(e),
                }
            }
            _ => None,
        }
    })
}

/// The words a slash command's options are named by in `lang` (`città`, `lavoratore`), each
/// with its option's English name: a text naming them (`stazione città lavoratore`) shows where
/// a value goes.
fn option_words(lang: Lang, verb: &str) -> Vec<(String, String)> {
    let id = format!("cmd-rr-{verb}");
    lang.keys()
        .iter()
        .filter(|(key, _)| *key == id)
        .flat_map(|(_, attrs)| attrs.iter())
        .filter(|a| !a.contains("description"))
        .map(|a| {
            (
                lang.text(&format!("{id}.{a}"), None).to_lowercase(),
                a.clone(),
            )
        })
        .collect()
}

/// A value the grammar reads for a placeholder (a slash option or a help's `<placeholder>`),
/// in `lang`'s words where it has its own.
fn sample(lang: Lang, placeholder: &str) -> String {
    let data = common::data();
    let typed = |w: &str| i18n::in_lang(lang, || i18n::typed(w));
    match placeholder {
        "city" => "chicago".to_string(),
        "worker" | "colour" => typed("grey"),
        "space" => "washington_chicago#1".to_string(),
        "then" => "washington_chicago#2".to_string(),
        "third" => "washington_chicago#3".to_string(),
        "section" | "shares" | "n" | "1-8" | "1-3" => "1".to_string(),
        "2-4" => "2".to_string(),
        "piece" => typed("rail-piece"),
        "track" => typed("network"),
        "milestone" | "id" => data.milestones[0].id.clone(),
        "train" | "kind" => data.trains[0].id.clone(),
        "name" => "alice".to_string(),
        "topic" => typed("station"),
        // Eastern Freight's: a track space, a commodity.
        "stop" => "albany-new_york.2".to_string(),
        "commodity" => typed("coal"),
        // Luxury Line's: a row of action cards, a car's place in its train.
        "row" | "car" => "1".to_string(),
        other => panic!("no sample for the placeholder {other}"),
    }
}

/// Every command a help template stands for, as its reader types it: each `a|b` alternative,
/// each `[optional part]` left out and put in, each `<placeholder>` a sample (kept in
/// `samples`). `spelt` is the template in the reader's words, token for token.
fn expansions(
    lang: Lang,
    template: &str,
    spelt: &str,
    samples: &mut BTreeSet<String>,
) -> Vec<String> {
    let (tokens, spelt_tokens): (Vec<&str>, Vec<&str>) =
        (template.split(' ').collect(), spelt.split(' ').collect());
    assert_eq!(
        tokens.len(),
        spelt_tokens.len(),
        "`{template}` spelt `{spelt}`"
    );
    let mut out = vec![String::new()];
    for (t, sp) in tokens.into_iter().zip(spelt_tokens) {
        let optional = t.starts_with('[');
        let strip = |x: &str| x.trim_start_matches('[').trim_end_matches(']').to_string();
        let (t, sp) = (strip(t), strip(sp));
        assert_eq!(
            t.split('|').count(),
            sp.split('|').count(),
            "`{template}`: `{sp}`"
        );
        let mut choices: Vec<String> = t
            .split('|')
            .zip(sp.split('|'))
            .map(|(part, spelt_part)| {
                match part.strip_prefix('<').and_then(|p| p.strip_suffix('>')) {
                    Some(p) => {
                        let value = sample(lang, p);
                        samples.insert(value.to_lowercase());
                        value
                    }
                    None => spelt_part.to_string(),
                }
            })
            .collect();
        if optional {
            choices.push(String::new());
        }
        out = out
            .iter()
            .flat_map(|head| {
                choices
                    .iter()
                    .map(move |c| match (head.is_empty(), c.is_empty()) {
                        (_, true) => head.clone(),
                        (true, false) => c.clone(),
                        (false, false) => format!("{head} {c}"),
                    })
            })
            .collect();
    }
    out
}

/// **Every command a text tells a person to type parses**, in every language: a command of
/// the grammar, a rules topic (`rules <topic>` knows it), or a slash command named as the
/// reader's client names it; shell commands (`railbot …`) and option syntax (`thread: true`)
/// aside. A move's every word is one the grammar knows: applied to a game, none is refused as
/// unknown, ambiguous or too many (`avanza rete` fails if the grammar does not read `rete`);
/// a slash option's name in a command (`stazione città lavoratore`) stands for a value. And
/// every command of the terminal's help, spelt in the reader's words: each alternative, with
/// and without each optional part, a value for each placeholder.
#[test]
fn every_command_a_text_tells_a_person_to_type_parses() {
    use railbot::table::grammar::words::read;
    use railbot::table::{parse, Command, Look};
    let data = common::data();
    for lang in Lang::all() {
        let slash_names: BTreeSet<String> = lang
            .keys()
            .iter()
            .filter(|(id, _)| id.starts_with("cmd-rr"))
            .map(|(id, _)| lang.text(id, None))
            .collect();
        let topic = |t: &str| {
            railbot::games::railroad_revolution::views::rules::rules(&data, Some(t)).is_ok()
        };
        let rules_topic = |line: &str| {
            matches!(
                i18n::in_lang(lang, || parse(line)),
                Ok(Command::Look(Look::Rules(Some(t)))) if topic(&t)
            )
        };
        let mut checked = 0;
        for (key, segment) in backticked(lang) {
            let segment = segment.trim();
            if segment.starts_with("railbot ") || segment.contains(':') {
                continue;
            }
            let ok = if let Some(words) = segment.strip_prefix("/rr ") {
                words.split(' ').all(|w| slash_names.contains(w))
            } else {
                match i18n::in_lang(lang, || parse(segment)) {
                    Ok(Command::Look(Look::Rules(Some(t)))) => topic(&t),
                    Ok(_) => true,
                    // A rules topic named alone ("see `deals`").
                    Err(_) => rules_topic(&format!("rules {segment}")),
                }
            };
            assert!(ok, "{} {key}: `{segment}` is no command", lang.code());
            // A move's words: slash options' names stand for values, every other word is
            // one the grammar reads.
            if !segment.starts_with("/rr ") {
                let verb = read(segment).into_iter().next().unwrap_or_default();
                let options = option_words(lang, &verb);
                let mut samples = BTreeSet::new();
                let line: Vec<String> = segment
                    .split(' ')
                    .enumerate()
                    .map(|(i, w)| {
                        let option = options.iter().find(|(name, _)| *name == w.to_lowercase());
                        match option {
                            Some((_, option)) if i > 0 => {
                                let value = sample(lang, option);
                                samples.insert(value.to_lowercase());
                                value
                            }
                            _ => w.to_string(),
                        }
                    })
                    .collect();
                let line = line.join(" ");
                for value in samples.clone() {
                    samples.extend(read(&value));
                }
                if let Some(e) = refused_word(lang, &line, &samples) {
                    panic!(
                        "{} {key}: `{segment}` (as `{line}`) has a word the grammar refuses: {}",
                        lang.code(),
                        i18n::in_lang(lang, || e.said())
                    );
                }
            }
            // In the reader's own words: no English word where the language has its own.
            for w in segment.trim_start_matches("/rr ").split(' ') {
                if let Some(own) = railbot::table::grammar::words::local(lang, w) {
                    assert!(
                        own == w,
                        "{} {key}: `{segment}` says `{w}` where its readers type `{own}`",
                        lang.code()
                    );
                }
            }
            checked += 1;
        }
        assert!(checked > 10, "{} {checked}", lang.code());
        // The terminal's help in each game's channel: each command as spelt, every
        // alternative, with and without its optional parts, a value for each placeholder.
        let mut expanded = 0;
        for game in GameId::ALL {
            let new = railbot::table::help_new_template(game);
            let templates = game
                .meta()
                .help_moves
                .iter()
                .copied()
                .chain(railbot::table::HELP_LOOKS.iter().copied())
                .chain([new.as_str()])
                .chain(railbot::table::HELP_LOBBY.iter().copied())
                .chain(railbot::table::HELP_SEAT.iter().copied())
                .chain([railbot::table::HELP_TEACH]);
            let help = i18n::in_lang(lang, || railbot::table::help(game));
            for template in templates {
                let spelt = i18n::in_lang(lang, || railbot::table::spell(template));
                assert!(
                    help.contains(&spelt),
                    "{}: the help lacks `{spelt}`",
                    lang.code()
                );
                let mut samples = BTreeSet::new();
                for command in expansions(lang, template, &spelt, &mut samples) {
                    for value in samples.clone() {
                        samples.extend(read(&value));
                    }
                    let parsed = i18n::in_lang(lang, || parse(&command));
                    let ok = match &parsed {
                        Ok(Command::Look(Look::Rules(Some(t)))) => topic(t),
                        Ok(_) => true,
                        Err(_) => false,
                    };
                    assert!(
                        ok,
                        "{}: the help's `{spelt}` does not parse as `{command}`: {parsed:?}",
                        lang.code()
                    );
                    if let Some(e) = refused_word(lang, &command, &samples) {
                        panic!(
                            "{}: the help's `{spelt}` as `{command}` has a word the grammar refuses: {}",
                            lang.code(),
                            i18n::in_lang(lang, || e.said())
                        );
                    }
                    expanded += 1;
                }
            }
        }
        assert!(expanded > 60, "{} {expanded}", lang.code());
    }
}
