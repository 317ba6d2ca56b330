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

fn command<U, E>(c: &mut Command<U, E>, path: &[String]) {
    let key = key(path);
    let en = Lang::en();
    if let Some(d) = en.own_text(&format!("{key}.description")) {
        c.description = Some(d.into());
    }
    for lang in Lang::all().into_iter().filter(|l| !l.is_fallback()) {
        let code = lang.code().to_string();
        if let Some(name) = lang.own_text(&key) {
            c.name_localizations
                .to_mut()
                .push((code.clone().into(), name.into()));
        }
        if let Some(d) = lang.own_text(&format!("{key}.description")) {
            c.description_localizations
                .to_mut()
                .push((code.into(), d.into()));
        }
    }
    for p in c.parameters.iter_mut() {
        let opt = format!("{key}.{}", p.name);
        if let Some(d) = en.own_text(&format!("{opt}-description")) {
            p.description = Some(d.into());
        }
        // Choices are keyed by their name in the code, read before English relabels them.
        let choice_keys: Vec<String> = p
            .choices
            .iter()
            .map(|ch| format!("{opt}-choice-{}", ch.name))
            .collect();
        for lang in Lang::all().into_iter().filter(|l| !l.is_fallback()) {
            let code = lang.code().to_string();
            if let Some(name) = lang.own_text(&opt) {
                p.name_localizations
                    .to_mut()
                    .push((code.clone().into(), name.into()));
            }
            if let Some(d) = lang.own_text(&format!("{opt}-description")) {
                p.description_localizations
                    .to_mut()
                    .push((code.clone().into(), d.into()));
            }
            for (choice, choice_key) in p.choices.to_mut().iter_mut().zip(&choice_keys) {
                if let Some(label) = lang.own_text(choice_key) {
                    choice
                        .localizations
                        .to_mut()
                        .push((code.clone().into(), label.into()));
                }
            }
        }
        for (choice, choice_key) in p.choices.to_mut().iter_mut().zip(&choice_keys) {
            if let Some(label) = en.own_text(choice_key) {
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
