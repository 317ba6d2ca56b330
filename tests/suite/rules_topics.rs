//! `rules <topic>`: short rules by topic, numbers from the data file.

use crate::common;

use railbot::games::railroad_revolution::views::rules::{rules, topics};

#[test]
fn every_topic_reads_its_numbers_from_the_data_file_and_fits_one_message() {
    let data = common::data();
    assert!(topics().len() >= 12, "{:?}", topics());
    for topic in topics() {
        let text = rules(&data, Some(topic)).unwrap();
        assert!(
            !text.contains('{') && !text.contains('}'),
            "{topic}: {text}"
        );
        assert!(
            text.chars().count() <= 2000,
            "{topic} is too long for one message"
        );
        assert!(text.starts_with("**"), "{topic} has a title");
    }
    let money = rules(&data, Some("money")).unwrap();
    assert!(money.contains(&format!("${}", data.rules.share_value)));
    assert!(money.contains(&format!("${}", data.rules.hire_cost)));
    // Another data file, other numbers.
    let text = railbot::engine::data::EMBEDDED_TOML
        .replacen("share_value = 150 ", "share_value = 175 ", 1)
        .replacen("rail_base_cost = 400 ", "rail_base_cost = 450 ", 1);
    let other = railbot::engine::GameData::from_toml(&text).unwrap();
    assert!(rules(&other, Some("money")).unwrap().contains("$175"));
    assert!(rules(&other, Some("rail")).unwrap().contains("$450"));
}

#[test]
fn a_topic_is_found_by_a_unique_start_and_an_unknown_one_lists_the_topics() {
    let data = common::data();
    assert_eq!(
        rules(&data, Some("mile")).unwrap(),
        rules(&data, Some("milestones")).unwrap()
    );
    assert_eq!(
        rules(&data, Some(" Deals ")).unwrap(),
        rules(&data, Some("deals")).unwrap()
    );
    // "t" starts turn, telegraph, trade, trains and tracks.
    let ambiguous = rules(&data, Some("t")).unwrap_err();
    let unknown = rules(&data, Some("chess")).unwrap_err();
    for err in [&ambiguous, &unknown] {
        for topic in topics() {
            assert!(err.contains(topic), "{err}");
        }
    }
    let list = rules(&data, None).unwrap();
    assert!(topics().iter().all(|t| list.contains(t)));
}

#[test]
fn deals_explain_the_both_button() {
    // rules-notes 18
    let text = rules(&common::data(), Some("deals")).unwrap();
    assert!(text.contains("both"));
    assert!(text.contains("Both deals"));
}
