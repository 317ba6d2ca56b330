//! End to end through the stand-in: a private answer follows the reader's Discord locale, the
//! channel's posts follow the channel's language, and a mixed channel works (issue 28).

use crate::common;
use crate::players;
use crate::standin;

use players::*;
use railbot::store::MemoryStore;
use railbot::table::reminders::ReminderSettings;
use serde_json::json;
use standin::StandIn;

/// The turn message in the channel (the newest message that mentions the awaited person).
fn turn_text(si: &StandIn, p: &Player) -> String {
    let m = decision_for(si, p).expect("a turn message");
    format!("{} {}", m.content, m.embeds)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn readers_and_channels_each_get_their_own_language() {
    let si = StandIn::start().await;
    let bot = start_bot_on(&si, MemoryStore::new(), ReminderSettings::default()).await;
    // bob's Discord speaks Italian; alice's British English (which reads as en-US).
    si.set_locale(BOB.id, "it");
    new_game(&si, &bot, &[&ALICE, &BOB]).await;
    let p = awaited_player(&bot).await.unwrap();

    // Private answers follow the reader.
    let bob = text_of(&slash(&si, &BOB, "score", json!([])).await);
    assert!(bob.contains("Classifica"), "{bob}");
    let alice = text_of(&slash(&si, &ALICE, "score", json!([])).await);
    assert!(alice.contains("Standings"), "{alice}");
    // A refusal too: bob is told in Italian that the game is not his to end.
    if p.id == ALICE.id {
        let refused = text_of(&slash(&si, &BOB, "end", json!([])).await);
        assert!(refused.contains("Non tocca a te"), "{refused}");
    }

    // A public command refused is told to its sender alone, in their language.
    let refused = text_of(&slash(&si, &BOB, "new", json!([])).await);
    assert!(refused.contains("ha già una partita"), "{refused}");
    // So is what poise refuses before a command runs: a setting only a channel manager may
    // change, an option in a form Discord no longer sends.
    let who = (BOB.id, BOB.name, false);
    let it = json!([{"name": "language", "type": 3, "value": "it"}]);
    let token = si.slash_group(who, CHANNEL, ["settings", "language"], it);
    si.settle(&token).await;
    let refused = text_of(&si.answers(&token));
    assert!(
        refused.contains("Solo chi può gestire questo canale"),
        "{refused}"
    );
    assert!(refused.contains("/rr impostazioni lingua"), "{refused}");
    let old_form = json!([{"name": "lines", "type": 3, "value": "5"}]);
    let refused = text_of(&slash(&si, &BOB, "log", old_form).await);
    assert!(refused.contains("aggiornamento di railbot"), "{refused}");

    // Help names the slash commands as each reader's Discord shows them, with what they do.
    let help = text_of(&slash(&si, &BOB, "rules", json!([])).await);
    assert!(help.contains("`/rr tabellone` — Il Tabellone"), "{help}");
    assert!(help.contains("`/rr impostazioni lingua` — "), "{help}");
    assert!(help.contains("**Radunare i giocatori**"), "{help}");
    assert!(help.contains("`/rr regole <"), "{help}");
    let help = text_of(&slash(&si, &ALICE, "rules", json!([])).await);
    assert!(help.contains("`/rr board` — The board"), "{help}");
    assert!(
        !help.contains("station <city>"),
        "the typed grammar's help: {help}"
    );

    // The channel has no language set and its server prefers en-GB: its posts are English,
    // whoever asked.
    eventually("the first turn message", || decision_for(&si, p).is_some()).await;
    assert!(turn_text(&si, p).contains("Round") || turn_text(&si, p).contains("Setup"));
    let shared = json!([{"name": "public", "type": 5, "value": true}]);
    let board = text_of(&slash(&si, &BOB, "board", shared.clone()).await);
    assert!(board.contains("Board"), "{board}");

    // A channel manager sets the channel to Italian: public posts are Italian from then on,
    // for alice's shared look too, while her private answers stay English.
    let who = (ALICE.id, ALICE.name, true);
    let it = json!([{"name": "language", "type": 3, "value": "it"}]);
    let token = si.slash_group(who, CHANNEL, ["settings", "language"], it);
    si.settle(&token).await;
    let said = text_of(&si.answers(&token));
    assert!(said.contains("Italiano"), "{said}");
    let board = text_of(&slash(&si, &ALICE, "board", shared).await);
    assert!(board.contains("Tabellone"), "{board}");
    let alice = text_of(&slash(&si, &ALICE, "score", json!([])).await);
    assert!(alice.contains("Standings"), "{alice}");
    let refused = text_of(&slash(&si, &ALICE, "new", json!([])).await);
    assert!(refused.contains("already has a game"), "{refused}");

    // The next move redraws the turn message in Italian, whoever clicked.
    let mut dice = Dice(7);
    click_once(&si, &bot, &mut dice).await;
    let q = awaited_player(&bot).await.unwrap();
    let seq = bot.table.status(CHANNEL).await.unwrap().seq;
    current_decision(&si, q, seq).await;
    let turn = turn_text(&si, q);
    assert!(
        turn.contains("scegli") || turn.contains("Preparazione") || turn.contains("Round"),
        "{turn}"
    );
    assert!(!turn.contains("choose"), "{turn}");

    // Autocomplete: labels in the reader's words, values the grammar's.
    let options = json!([{"name": "topic", "type": 3, "value": "staz", "focused": true}]);
    let token = si.autocomplete(BOB.id, BOB.name, CHANNEL, "rules", options);
    si.answered(&token).await;
    let choices = si.answers(&token)[0]["data"]["choices"].clone();
    assert_eq!(
        choices,
        json!([{"name": "stazione", "value": "station"}]),
        "{choices}"
    );

    // An unknown language is refused and changes nothing.
    let who = (ALICE.id, ALICE.name, true);
    let xx = json!([{"name": "language", "type": 3, "value": "xx"}]);
    let token = si.slash_group(who, CHANNEL, ["settings", "language"], xx);
    si.settle(&token).await;
    let said = text_of(&si.answers(&token));
    assert!(said.contains("does not speak xx"), "{said}");
    let board = text_of(
        &slash(
            &si,
            &BOB,
            "board",
            json!([{"name": "public", "type": 5, "value": true}]),
        )
        .await,
    );
    assert!(board.contains("Tabellone"), "{board}");
    bot.task.abort();
}

/// A channel's language: its own setting, else its server's preferred locale (kept from the
/// gateway), else the table's default; `en-GB` and unknown locales read as `en-US`.
#[tokio::test]
async fn a_channel_speaks_its_setting_else_its_servers_else_the_default() {
    use railbot::i18n::Lang;
    let table = railbot::table::Table::new(
        common::data(),
        MemoryStore::new(),
        railbot::render::Style::Ascii,
        3,
    );
    let (channel, guild) = (7, 70);
    assert_eq!(table.language(channel, Some(guild)).await, Lang::en());
    table.set_server_locale(guild, "it").await.unwrap();
    assert_eq!(table.language(channel, Some(guild)).await.code(), "it");
    // Another server's channel is not concerned.
    assert_eq!(table.language(8, Some(71)).await, Lang::en());
    table
        .set_channel_language(channel, Some("en-US"))
        .await
        .unwrap();
    assert_eq!(table.language(channel, Some(guild)).await, Lang::en());
    table.set_channel_language(channel, None).await.unwrap();
    assert_eq!(table.language(channel, Some(guild)).await.code(), "it");
    table.set_server_locale(guild, "en-GB").await.unwrap();
    assert_eq!(table.language(channel, Some(guild)).await, Lang::en());
    // A language railbot does not speak is refused and stores nothing.
    assert!(table
        .set_channel_language(channel, Some("xx"))
        .await
        .is_err());
    assert_eq!(table.reminder_settings(channel).await.language, None);
    // The default is the table's (the config's `language`, a terminal's `--lang`).
    let it = Lang::of("it");
    let table = railbot::table::Table::new(
        common::data(),
        MemoryStore::new(),
        railbot::render::Style::Ascii,
        3,
    )
    .with_language(it);
    assert_eq!(table.language(channel, Some(guild)).await, it);
}
