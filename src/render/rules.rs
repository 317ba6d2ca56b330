//! Short rules by topic (`rules <topic>`), from `rules.md`, with every number read from the data
//! file's `[rules]` table.

use crate::engine::data::Rules;
use crate::engine::GameData;

const TEXT: &str = include_str!("rules.md");

/// One topic: its name (what players type), title and text (numbers still as `{name}`).
struct Topic {
    name: &'static str,
    title: &'static str,
    body: &'static str,
}

fn topics_in(text: &'static str) -> Vec<Topic> {
    text.split("\n## ")
        .skip(1)
        .filter_map(|section| {
            let (head, body) = section.split_once('\n')?;
            let (name, title) = head.split_once('|')?;
            Some(Topic {
                name: name.trim(),
                title: title.trim(),
                body: body.trim(),
            })
        })
        .collect()
}

/// The topic names, in the order of the text.
pub fn topics() -> Vec<&'static str> {
    topics_in(TEXT).iter().map(|t| t.name).collect()
}

fn number(r: &Rules, name: &str) -> Option<i64> {
    Some(match name {
        "start_money" => r.start_money as i64,
        "start_shares" => r.start_shares as i64,
        "start_white_workers" => r.start_white_workers as i64,
        "share_value" => r.share_value as i64,
        "hire_cost" => r.hire_cost as i64,
        "rail_base_cost" => r.rail_base_cost as i64,
        "terrain_icon_cost" => r.terrain_icon_cost as i64,
        "min_available_workers" => r.min_available_workers as i64,
        "train_face_up_vp" => r.train_face_up_vp as i64,
        "milestone_choice_draw" => r.milestone_choice_draw as i64,
        _ => return None,
    })
}

/// `body` with each `{name}` replaced by that rule's number, and `{/}` by how the front end
/// spells a command before its words (an unknown name is left as is, which the tests catch).
fn filled(r: &Rules, body: &str, prefix: &str) -> String {
    let mut out = String::with_capacity(body.len());
    let mut rest = body;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match number(r, name) {
                    Some(n) => out.push_str(&n.to_string()),
                    None if name == "/" => out.push_str(prefix),
                    None => out.push_str(&rest[open..open + close + 2]),
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The rules on `topic` (by name or a unique start of it), or the list of topics when none is
/// given, with commands spelt as in a terminal. An unknown topic is an error that lists the
/// topics.
pub fn rules(data: &GameData, topic: Option<&str>) -> Result<String, String> {
    rules_spelt(data, topic, "")
}

/// `rules`, with commands spelt with `prefix` before their words (`/rr ` on Discord).
pub fn rules_spelt(data: &GameData, topic: Option<&str>, prefix: &str) -> Result<String, String> {
    let all = topics_in(TEXT);
    let names = || all.iter().map(|t| t.name).collect::<Vec<_>>().join(", ");
    let Some(asked) = topic.map(|t| t.trim().to_lowercase()) else {
        return Ok(format!(
            "Rules by topic: {}. Ask for one with `{prefix}rules <topic>`.",
            names()
        ));
    };
    let exact = all.iter().find(|t| t.name == asked);
    let starting: Vec<&Topic> = all.iter().filter(|t| t.name.starts_with(&asked)).collect();
    let found = match (exact, starting.as_slice()) {
        (Some(t), _) => t,
        (None, [t]) => *t,
        _ => {
            return Err(format!(
                "No rules topic \"{}\". Topics: {}.",
                asked.chars().take(40).collect::<String>(),
                names()
            ))
        }
    };
    Ok(format!(
        "**{}**\n{}",
        found.title,
        filled(&data.rules, found.body, prefix)
    ))
}
