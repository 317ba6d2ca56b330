//! `/luxury …`: Luxury Line's own slash command (issue 44). Each subcommand is a verb of the
//! game's grammar, its one option the rest of the line, autocompleted from what the caller may
//! do now (in their own words, Italian for an Italian reader); whose turn it is not is refused
//! and nothing changes.

use crate::players::*;
use crate::standin::StandIn;
use railbot::i18n::Lang;
use railbot::store::MemoryStore;
use railbot::table::grammar::words::local;
use railbot::table::reminders::ReminderSettings;
use railbot::table::User;
use serde_json::{json, Value};

/// The option of `/luxury <verb>` (`None`: the verb takes none).
fn option_of(verb: &str) -> Option<&'static str> {
    Some(match verb {
        "pick" | "forgo" => "card",
        "railcar" | "conductor" => "train",
        "raise" => "car",
        "contract" | "fulfil" | "final" => "number",
        "buy" => "what",
        _ => return None,
    })
}

/// `/luxury <verb> [option: value]` from `p`, and its answers.
async fn luxury(si: &StandIn, p: &Player, verb: &str, value: &str) -> Vec<Value> {
    let options = match option_of(verb) {
        Some(o) => json!([{"name": o, "type": 3, "value": value}]),
        None => json!([]),
    };
    let token = si.slash_under((p.id, p.name), CHANNEL, ["luxury", verb], options);
    si.settle(&token).await;
    si.answers(&token)
}

/// A 2-seat game's moves typed with `/luxury`: each move's rest is offered by the
/// autocomplete of its verb (labelled in Italian for Bob, who sends the Italian words), and
/// played; the other player's same command is refused and changes nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_typed_with_luxury_are_autocompleted_from_what_is_legal_and_played() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    si.set_locale(BOB.id, "it");
    let new = json!([
        {"name": "game", "type": 4, "value": 2},
        {"name": "players", "type": 4, "value": 2}
    ]);
    slash(&si, &ALICE, "new", new).await;
    for p in [&ALICE, &BOB] {
        slash(&si, p, "join", json!([])).await;
    }
    slash(&si, &ALICE, "start", json!([])).await;
    until_game(&bot, CHANNEL, "the game starts", |_| true).await;
    let it = Lang::find("it").unwrap();
    let mut dice = Dice(11);
    let mut italian_sent = false;
    for _ in 0..30 {
        let s = bot.table.status(CHANNEL).await.unwrap();
        let p = awaited_player(&bot).await.expect("a person is awaited");
        let other = if p.id == ALICE.id { &BOB } else { &ALICE };
        let lines = bot
            .table
            .legal_for(CHANNEL, &User::player(p.id, p.name))
            .await;
        let line = lines[dice.below(lines.len())].clone();
        let (verb, rest) = line.split_once(' ').unwrap_or((line.as_str(), ""));
        let mut value = rest.to_string();
        if let Some(option) = option_of(verb) {
            let typing = json!([{"name": option, "type": 3, "value": rest, "focused": true}]);
            let token = si.autocomplete_under((p.id, p.name), CHANNEL, ["luxury", verb], typing);
            si.answered(&token).await;
            let offers = offered(&si, &token);
            let (label, _) = offers
                .iter()
                .find(|(_, v)| v == rest)
                .unwrap_or_else(|| panic!("{line}: not offered in {offers:?}"));
            if p.id == BOB.id {
                let words: Vec<String> = rest
                    .split(' ')
                    .map(|w| local(it, w).unwrap_or_else(|| w.to_string()))
                    .collect();
                assert_eq!(*label, words.join(" "), "{line}: Bob reads Italian");
                if *label != value {
                    value = label.clone();
                    italian_sent = true;
                }
            }
        }
        let refused = text_of(&luxury(&si, other, verb, rest).await);
        let not_theirs = if other.id == BOB.id {
            "Non tocca a te decidere"
        } else {
            "It is not your decision"
        };
        assert!(refused.contains(not_theirs), "{line}: {refused}");
        assert_eq!(bot.table.status(CHANNEL).await.unwrap().seq, s.seq);
        luxury(&si, p, verb, &value).await;
        until_game(&bot, CHANNEL, &format!("{line} is played"), |now| {
            now.seq != s.seq || now.over
        })
        .await;
    }
    assert!(italian_sent, "an Italian reader's words were sent");
    bot.task.abort();
}
