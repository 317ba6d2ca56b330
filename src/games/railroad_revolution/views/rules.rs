//! Short rules by topic (`rules <topic>`), from the catalogue (`locales/<lang>/railroad_revolution/rules.ftl`), with
//! every number read from the data file's `[rules]` table.

use crate::engine::data::Rules;
use crate::engine::GameData;
use crate::t;

/// The topic names (what players type, English in every language), in order. Topic `name`'s
/// title is `rules-topic-<name>-title` and its text `rules-topic-<name>`.
const TOPICS: &[&str] = &[
    "turn",
    "station",
    "rail",
    "telegraph",
    "trade",
    "workers",
    "deals",
    "milestones",
    "tracks",
    "trains",
    "money",
    "setup",
    "end",
];

/// The topic names, in order.
pub fn topics() -> Vec<&'static str> {
    TOPICS.to_vec()
}

/// The text of `key` with every number of the data file's `[rules]` as an argument by its name
/// (`{ $share_value }`), and `slash` as how the front end spells a command before its words.
fn filled(r: &Rules, key: &str, prefix: &str) -> String {
    t!(
        key,
        slash = prefix,
        players_min = r.players_min,
        players_max = r.players_max,
        start_money = r.start_money,
        start_shares = r.start_shares,
        start_white_workers = r.start_white_workers,
        share_value = r.share_value,
        hire_cost = r.hire_cost,
        rail_base_cost = r.rail_base_cost,
        terrain_icon_cost = r.terrain_icon_cost,
        min_available_workers = r.min_available_workers,
        train_face_up_vp = r.train_face_up_vp,
        promote_2_trains = r.promote_2_trains,
        milestone_choice_draw = r.milestone_choice_draw,
        telegraph_bonus_discard = r.telegraph_bonus_discard,
        turquoise_telegraph_cost = r.turquoise_telegraph_cost,
        turquoise_station_cost = r.turquoise_station_cost,
        purple_station_flip_cost = r.purple_station_flip_cost,
        purple_rail_train_cost = r.purple_rail_train_cost,
        orange_rail_refund = r.orange_rail_refund,
        orange_rail_refund_per_icon = r.orange_rail_refund_per_icon,
        orange_telegraph_per_share = r.orange_telegraph_per_share,
        orange_trade_per_train = r.orange_trade_per_train,
        grey_rail_shares = r.grey_rail_shares,
        grey_trade_share_bonus = r.grey_trade_share_bonus,
        purple_trade_steps = r.purple_trade_steps,
    )
}

/// The rules on `topic` (by name or a unique start of it), or the list of topics when none is
/// given, with commands spelt as in a terminal. An unknown topic is an error that lists the
/// topics.
pub fn rules(data: &GameData, topic: Option<&str>) -> Result<String, String> {
    rules_spelt(data, topic, "")
}

/// The topics as the language in scope names them (the grammar reads these words too).
fn topic_names() -> String {
    let name = |t: &str| {
        let word = crate::i18n::current().own_text(&format!("grammar-word-{t}"));
        word.and_then(|w| w.split_whitespace().next().map(str::to_string))
            .unwrap_or_else(|| t.to_string())
    };
    TOPICS
        .iter()
        .map(|t| name(t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The rules' topics and how to ask for one, with commands spelt with `prefix`.
pub fn topics_list(prefix: &str) -> String {
    t!(
        "rules-list",
        topics = topic_names(),
        rules = crate::i18n::command_words(prefix, "rules")
    )
}

/// `rules`, with commands spelt with `prefix` before their words (`/rr ` on Discord).
pub fn rules_spelt(data: &GameData, topic: Option<&str>, prefix: &str) -> Result<String, String> {
    let names = topic_names;
    let Some(asked) = topic.map(|t| t.trim().to_lowercase()) else {
        return Ok(topics_list(prefix));
    };
    let exact = TOPICS.iter().copied().find(|name| *name == asked);
    let starting: Vec<&'static str> = TOPICS
        .iter()
        .copied()
        .filter(|name| name.starts_with(asked.as_str()))
        .collect();
    let found: &str = match (exact, starting.as_slice()) {
        (Some(name), _) => name,
        (None, &[name]) => name,
        _ => {
            return Err(t!(
                "rules-unknown-topic",
                asked = asked.chars().take(40).collect::<String>(),
                topics = names()
            ))
        }
    };
    let title = t!(&format!("rules-topic-{found}-title"));
    let body = filled(&data.rules, &format!("rules-topic-{found}"), prefix);
    Ok(format!("**{title}**\n{body}"))
}
