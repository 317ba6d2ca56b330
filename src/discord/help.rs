//! `/rr rules` without a topic, on Discord: the rules' topics, then every slash command as the
//! reader's Discord names it (`/rr tabellone`, `/merci costruisci`) with what it does, in the
//! groups players meet them in (each command's `category`). **Discord's help is built from the
//! registered command tree and the catalogues' descriptions**, so it names nothing a player
//! cannot type there; a terminal's `help` stays the grammar's (`table::looks::help`).

use super::*;
use crate::commands::localize;

/// The help in the language in scope: the rules' topics, then each group of commands.
pub fn help_text<U, E>(commands: &[poise::Command<U, E>]) -> String {
    let mut lines = crate::table::topics_lists(COMMAND_PREFIX);
    let mut group = None;
    let mut all = leaves(commands);
    // Each group once, in the order its first command is registered.
    let first: Vec<Option<&str>> = all.iter().map(|(_, c)| c.category.as_deref()).collect();
    let order = |c: Option<&str>| first.iter().position(|f| *f == c).unwrap_or(usize::MAX);
    all.sort_by_key(|(_, c)| order(c.category.as_deref()));
    for (path, c) in all {
        let category = c.category.as_deref().unwrap_or("other");
        if group != Some(category) {
            group = Some(category);
            lines.push(String::new());
            lines.push(format!("**{}**", t!(&format!("help-group-{category}"))));
        }
        let what = t!(&format!("{}.description", localize::key(&path)));
        lines.push(format!("{} — {what}", named(&path)));
    }
    lines.join("\n")
}

/// A command by its path of English names, as the reader's client shows it (`/rr tabellone`,
/// `/merci costruisci`), in backticks.
pub(super) fn named(path: &[String]) -> String {
    let names: Vec<String> = (1..=path.len())
        .map(|n| t!(&localize::key(&path[..n])))
        .collect();
    format!("`/{}`", names.join(" "))
}

/// Every command a player types (under `/rr`, and each game's own, `/freight`), by its path of
/// names (`rr settings language`), in the order they are registered.
pub fn leaves<U, E>(
    commands: &[poise::Command<U, E>],
) -> Vec<(Vec<String>, &poise::Command<U, E>)> {
    fn walk<'a, U, E>(
        c: &'a poise::Command<U, E>,
        path: Vec<String>,
        out: &mut Vec<(Vec<String>, &'a poise::Command<U, E>)>,
    ) {
        if c.subcommands.is_empty() {
            out.push((path, c));
            return;
        }
        for sub in &c.subcommands {
            let mut p = path.clone();
            p.push(sub.name.to_string());
            walk(sub, p, out);
        }
    }
    let mut out = Vec::new();
    for top in commands {
        walk(top, vec![top.name.to_string()], &mut out);
    }
    out
}

/// `/rr rules` without a topic: the help, privately in the reader's language, or for the
/// whole channel in its language (`public`).
pub async fn rules_and_commands<S: Store>(ctx: Context<'_, S>, public: bool) -> Result<(), Error> {
    let (lang, _) = answer_languages(ctx, public).await;
    let commands = &ctx.framework().options.commands;
    let text = crate::i18n::in_lang(lang, || help_text(commands));
    for page in post::pages(&text) {
        let reply = poise::CreateReply::default().content(page);
        send(ctx, reply.ephemeral(!public)).await?;
    }
    Ok(())
}
