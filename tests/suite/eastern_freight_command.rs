//! `/freight …`: Eastern Freight's own slash command (issue 43). Each subcommand is a verb of
//! the game's grammar, its one option the rest of the line, autocompleted from what the caller
//! may do now (in their own words); a move of another game's command is refused, saying which
//! game the channel plays, and changes nothing.

use crate::players::*;
use crate::standin::StandIn;
use railbot::i18n::Lang;
use railbot::store::MemoryStore;
use railbot::table::grammar::words::local;
use railbot::table::reminders::ReminderSettings;
use railbot::table::User;
use serde_json::{json, Value};

/// A second channel, holding a Railroad Revolution lobby.
const OTHER: u64 = 700_000_000_000_000_077;

/// The option of `/freight <verb>` (`None`: the verb takes none).
fn option_of(verb: &str) -> Option<&'static str> {
    Some(match verb {
        "draw" | "side" | "route" => "card",
        "build" | "move" | "boost" => "to",
        "pay" => "cards",
        "upgrade" => "part",
        "load" | "deliver" => "goods",
        "give" => "colour",
        "place" => "city",
        _ => return None,
    })
}

/// `/freight <verb> [option: value]` from `p` in `channel`, and its answers.
async fn freight(si: &StandIn, channel: u64, p: &Player, verb: &str, value: &str) -> Vec<Value> {
    let options = match option_of(verb) {
        Some(o) => json!([{"name": o, "type": 3, "value": value}]),
        None => json!([]),
    };
    let token = si.slash_under((p.id, p.name), channel, ["freight", verb], options);
    si.settle(&token).await;
    si.answers(&token)
}

/// `/rr new game: Eastern Freight` for Alice and Bob in the game's channel, started.
async fn two_seat_game(si: &StandIn, bot: &Bot<MemoryStore>) {
    let new = json!([
        {"name": "game", "type": 4, "value": 1},
        {"name": "players", "type": 4, "value": 2}
    ]);
    slash(si, &ALICE, "new", new).await;
    for p in [&ALICE, &BOB] {
        slash(si, p, "join", json!([])).await;
    }
    slash(si, &ALICE, "start", json!([])).await;
    until_game(bot, CHANNEL, "the game starts", |_| true).await;
}

/// A 2-seat game's first moves typed with `/freight`: each move's rest is offered by the
/// autocomplete of its verb (labelled in Italian for an Italian reader, who may send the
/// Italian words), and played; someone whose turn it is not is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_typed_with_freight_are_autocompleted_from_what_is_legal_and_played() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    si.set_locale(BOB.id, "it");
    two_seat_game(&si, &bot).await;
    let it = Lang::find("it").unwrap();
    let mut dice = Dice(11);
    let mut italian_sent = false;
    for _ in 0..24 {
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
            let token =
                si.autocomplete_under((p.id, p.name), CHANNEL, ["freight", verb], typing.clone());
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
            // Whose turn it is not is offered nothing.
            let token =
                si.autocomplete_under((other.id, other.name), CHANNEL, ["freight", verb], typing);
            si.answered(&token).await;
            assert!(offered(&si, &token).is_empty(), "{line}");
        }
        let refused = text_of(&freight(&si, CHANNEL, other, verb, rest).await);
        let not_theirs = if other.id == BOB.id {
            "Non tocca a te decidere"
        } else {
            "It is not your decision"
        };
        assert!(refused.contains(not_theirs), "{line}: {refused}");
        assert_eq!(
            bot.table.status(CHANNEL).await.unwrap().seq,
            s.seq,
            "{line}"
        );
        freight(&si, CHANNEL, p, verb, &value).await;
        until_game(&bot, CHANNEL, &format!("{line} is played"), |now| {
            now.seq != s.seq || now.over
        })
        .await;
    }
    assert!(
        italian_sent,
        "an Italian reader's words were sent at least once"
    );
    bot.task.abort();
}

/// `/freight` in a channel of another game, and another game's moves in an Eastern Freight
/// channel, are refused saying which game the channel plays; nothing changes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_games_command_is_refused_naming_the_channels_game() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    two_seat_game(&si, &bot).await;
    let before = bot.table.stored_record(CHANNEL).await.unwrap();
    let station = json!([{"name": "city", "type": 3, "value": "boston"}]);
    for p in [&ALICE, &BOB] {
        let a = slash(&si, p, "station", station.clone()).await;
        let text = text_of(&a);
        assert!(
            text.contains("This channel plays Eastern Freight"),
            "{text}"
        );
        assert!(a.iter().all(|x| x["data"]["flags"] == 64), "private: {a:?}");
    }
    let after = bot.table.stored_record(CHANNEL).await.unwrap();
    assert_eq!(before, after, "nothing changed");
    // An empty channel is the table's to answer: no game here.
    let a = freight(&si, OTHER, &CAROL, "draw", "deck").await;
    assert!(text_of(&a).contains("No game in this channel"), "{a:?}");
    slash_in(&si, OTHER, &CAROL, "new", json!([])).await;
    let a = freight(&si, OTHER, &CAROL, "draw", "deck").await;
    assert!(
        text_of(&a)
            .contains("This channel plays Railroad Revolution: these moves are Eastern Freight's"),
        "{a:?}"
    );
    bot.task.abort();
}
