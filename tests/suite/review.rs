//! Game review (issue 27): the strongest player's search weighs every decision of a player,
//! deterministically, on a copy of the game.

use railbot::ai::review::{costliest, decisions, judge_all, Decision};
use railbot::engine::{Game, GameData};
use railbot::render::Seating;
use railbot::store::record::{Export, GameRecord};
use std::sync::Arc;

fn golden(name: &str) -> (GameRecord, Game) {
    let path = format!("tests/records/schema2-issue24/{name}.json");
    let export = Export::decode(&std::fs::read_to_string(path).unwrap()).unwrap();
    let data = Arc::new(GameData::from_stored_toml(export.data_file.as_deref().unwrap()).unwrap());
    let restored = export.record.restore(&data).unwrap();
    assert!(restored.repairs.is_empty());
    (restored.record, restored.game)
}

fn cut(record: &GameRecord, game: &Game) -> Vec<Decision<Game>> {
    let start = record.start(game.shared_data()).unwrap();
    decisions(&start, &record.actions().unwrap())
}

#[test]
fn the_log_is_cut_into_decisions_that_replay_it_whole() {
    let (record, game) = golden("p4_both_finished");
    let all = cut(&record, &game);
    let log = record.actions().unwrap();
    assert_eq!(all.iter().map(|d| d.steps.len()).sum::<usize>(), log.len());
    let mut at = 0;
    for d in &all {
        assert_eq!(d.at, at);
        assert_eq!(d.before.pending().unwrap().seat, d.seat);
        assert!(log[at..at + d.steps.len()]
            .iter()
            .all(|(s, _)| *s == d.seat));
        let mut g = d.before.clone();
        for &a in &d.steps {
            g.apply(d.seat, a).unwrap();
        }
        at += d.steps.len();
    }
    assert!(all.iter().filter(|d| d.had_choice()).count() > 100);
}

#[test]
fn a_review_is_the_same_every_time_and_changes_nothing() {
    let (record, game) = golden("p4_both_finished");
    let stored = record.encode().unwrap();
    let seating = Seating::default_for(railbot::games::GameId::RailroadRevolution, 4);
    let review = || {
        railbot::table::review_of(
            &record,
            &game,
            &seating,
            railbot::render::Style::Emoji,
            0,
            &|_, _| {},
            false,
        )
        .unwrap()
    };
    let first = review();
    assert_eq!(first.mistakes.len(), 3);
    for m in &first.mistakes {
        assert!(m.heading.contains("— cost "), "{}", m.heading);
        assert!(m.lines[0].starts_with("You played: "), "{:?}", m.lines);
        assert!(m.lines[1].starts_with("Better: "), "{:?}", m.lines);
    }
    assert!(
        first.sources[0].starts_with("VP by source, you "),
        "{:?}",
        first.sources
    );
    assert_eq!(review(), first, "the same game gives the same review");
    // (That a review changes no stored game is tested through the table, in tests/suite/learn.rs.)
    assert_eq!(record.encode().unwrap(), stored);
}

#[test]
fn the_costliest_decisions_come_first_and_cost_what_the_search_says() {
    let (record, game) = golden("p3_strategic_finished");
    let all = cut(&record, &game);
    let progress = std::sync::Mutex::new(Vec::new());
    let judged = judge_all(&all, &[1], 2, &|done, total| {
        progress.lock().unwrap().push((done, total))
    });
    let told = progress.into_inner().unwrap();
    assert_eq!(told.first(), Some(&(0, judged.len())));
    assert_eq!(told.last(), Some(&(judged.len(), judged.len())));
    // The same on one thread: the number of threads changes nothing.
    assert_eq!(judge_all(&all, &[1], 1, &|_, _| {}), judged);
    assert!(judged.iter().all(|j| all[j.decision].seat == 1));
    let worst = costliest(&judged, 3);
    assert!(worst.windows(2).all(|w| w[0].cost() >= w[1].cost()));
    for j in &judged {
        assert!(j.cost() >= 0.0);
        if j.best.is_empty() {
            assert_eq!(j.cost(), 0.0, "the played plan was the search's best");
        }
    }
}
