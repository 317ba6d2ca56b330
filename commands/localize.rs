//! The slash commands' words from the catalogues (`locales/*/commands.ftl`): each command's
//! name and description, its options' names and descriptions and its choices' labels. **`en-US`
//! is the registered text and every other language its localisation** (Discord shows each user
//! their own); unlike poise's example this descends into subcommands, and a missing entry keeps
//! the English text (the catalogue test finds it) instead of panicking.

use crate::i18n::Lang;
use poise::Command;

/// Fills in every command of `commands` (and their subcommands) from the catalogues.
pub fn localize<U, E>(commands: &mut [Command<U, E>]) {
    for c in commands {
        let path = vec![c.name.to_string()];
        command(c, &path);
    }
}

/// The catalogue key of a command by its path of English names (`cmd-rr-settings-hints`).
pub fn key(path: &[String]) -> String {
    format!("cmd-{}", path.join("-"))
}

/// Every other language's own text of `key`, by locale code (nothing where one lacks it).
fn localised(key: &str) -> Vec<(String, String)> {
    Lang::all()
        .into_iter()
        .filter(|l| !l.is_fallback())
        .filter_map(|l| l.own_text(key).map(|t| (l.code().to_string(), t)))
        .collect()
}

/// poise's text type.
type Text = std::borrow::Cow<'static, str>;

/// Appends `key`'s localisations to a poise list of (locale, text).
fn push_all(list: &mut std::borrow::Cow<'static, [(Text, Text)]>, key: &str) {
    for (code, text) in localised(key) {
        list.to_mut().push((code.into(), text.into()));
    }
}

fn command<U, E>(c: &mut Command<U, E>, path: &[String]) {
    let key = key(path);
    let en = Lang::en();
    if let Some(d) = en.own_text(&format!("{key}.description")) {
        c.description = Some(d.into());
    }
    push_all(&mut c.name_localizations, &key);
    push_all(
        &mut c.description_localizations,
        &format!("{key}.description"),
    );
    for p in c.parameters.iter_mut() {
        let opt = format!("{key}.{}", p.name);
        if let Some(d) = en.own_text(&format!("{opt}-description")) {
            p.description = Some(d.into());
        }
        push_all(&mut p.name_localizations, &opt);
        push_all(
            &mut p.description_localizations,
            &format!("{opt}-description"),
        );
        // Choices are keyed by their name in the code, before English relabels them.
        for choice in p.choices.to_mut().iter_mut() {
            let choice_key = format!("{opt}-choice-{}", choice.name);
            push_all(&mut choice.localizations, &choice_key);
            if let Some(label) = en.own_text(&choice_key) {
                choice.name = label.into();
            }
        }
    }
    for sub in c.subcommands.iter_mut() {
        let mut p = path.to_vec();
        p.push(sub.name.to_string());
        command(sub, &p);
    }
}
