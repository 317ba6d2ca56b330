//! Snapshots of every view for a fixed seed, so changes to the look are reviewed on purpose
//! (`cargo insta review`, or `INSTA_UPDATE=always cargo test --test suite render_snapshots::`).

use crate::common;
use common::*;
use railbot::engine::state::Phase;
use railbot::engine::*;
use railbot::games::railroad_revolution::views::{self as render, message::Message};
use railbot::render::{Seating, Size, Style};
use railbot::sim::RandomPlayer;

fn text(messages: Vec<Message>) -> String {
    messages
        .iter()
        .map(|m| m.text())
        .collect::<Vec<_>>()
        .join("\n-- next message --\n")
}

fn seating() -> Seating {
    Seating {
        names: vec!["alice".into(), "bob".into(), "carol".into()],
        colours: render::PlayerColour::ALL[..3]
            .iter()
            .map(|&c| c.into())
            .collect(),
    }
}

/// A 3-player game (seed 5) played by random players until `stop` says so; with its events.
fn game_until(stop: impl Fn(&Game, usize) -> bool) -> (Game, Vec<Event>) {
    let mut game = Game::new(&data(), options(3, 5)).unwrap();
    let mut chooser = RandomPlayer::new(5);
    let mut events = Vec::new();
    let mut step = 0;
    while !game.is_over() && !stop(&game, step) {
        let p = game.pending().unwrap();
        match chooser.choose(&game, p.seat) {
            Some(a) => events.extend(game.apply(p.seat, a).unwrap()),
            None => events.extend(game.undo(p.seat).unwrap()),
        }
        step += 1;
    }
    (game, events)
}

#[test]
fn views_of_a_game_in_progress() {
    let (game, events) = game_until(|_, step| step == 300);
    let s = seating();
    insta::assert_snapshot!(
        "board_compact",
        text(render::board(&game, &s, Style::Emoji, Size::Compact))
    );
    insta::assert_snapshot!(
        "board_full",
        text(render::board(&game, &s, Style::Emoji, Size::Full))
    );
    insta::assert_snapshot!(
        "board_compact_ascii",
        text(render::board(&game, &s, Style::Ascii, Size::Compact))
    );
    insta::assert_snapshot!("company", text(render::company(&game, &s, Style::Emoji, 0)));
    insta::assert_snapshot!(
        "company_ascii",
        text(render::company(&game, &s, Style::Ascii, 1))
    );
    insta::assert_snapshot!("prompt", text(render::prompt(&game, &s, Style::Emoji)));
    let recent = &events[events.len() - 20..];
    insta::assert_snapshot!("log", text(render::log(&game, &s, Style::Emoji, recent)));
    insta::assert_snapshot!(
        "standings",
        text(render::scoreboard(&game, &s, Style::Emoji))
    );
}

#[test]
fn views_of_the_special_decisions() {
    let s = seating();
    let (draft, _) = game_until(|_, step| step == 0);
    insta::assert_snapshot!(
        "setup_draft",
        text(render::setup_draft(&draft, &s, Style::Emoji))
    );
    let (deal, _) = game_until(|g, _| matches!(g.state().phase, Phase::Deals { .. }));
    insta::assert_snapshot!(
        "deal_offer",
        text(render::deal_offer(&deal, &s, Style::Emoji))
    );
    let (milestone, _) = game_until(|g, _| matches!(g.state().phase, Phase::Milestone { .. }));
    insta::assert_snapshot!(
        "milestone_choice",
        text(render::milestone_choice(&milestone, &s, Style::Emoji))
    );
    let (end, _) = game_until(|_, _| false);
    insta::assert_snapshot!(
        "final_score",
        text(render::scoreboard(&end, &s, Style::Emoji))
    );
    insta::assert_snapshot!("legend", text(render::legend(Style::Emoji)));
    insta::assert_snapshot!("legend_ascii", text(render::legend(Style::Ascii)));
}

/// One voice (issue 41): a button's label and its option's line come from the same catalogue
/// entry, the line adding what the label leaves out. The turn message (its lines, then its
/// buttons) at an advance with a gate to pay, an effect on offer and a milestone to keep.
#[test]
fn labels_and_lines_of_an_advance_an_offer_and_a_milestone() {
    let s = seating();
    let line_of =
        |g: &Game, a: &Action| render::option_words::line(g, g.pending().map_or(0, |p| p.seat), a);
    // The first position where such an option is legal, with details its label leaves out.
    let at = |kind: fn(&Action) -> bool, details: bool| {
        game_until(|g, _| {
            g.pending().is_some_and(|p| {
                g.legal_actions(p.seat)
                    .iter()
                    .any(|a| kind(a) && (!details || line_of(g, a).contains(" — ")))
            })
        })
        .0
    };
    let advance = at(|a| matches!(a, Action::Advance { .. }), true);
    let offer = at(|a| matches!(a, Action::TakeOffer { .. }), true);
    let milestone = at(|a| matches!(a, Action::ChooseMilestone { .. }), true);
    // And rails with their prices, which their buttons say too.
    let rails = at(|a| matches!(a, Action::BuildRail { .. }), false);
    for (name, game) in [
        ("one_voice_advance", advance),
        ("one_voice_offer", offer),
        ("one_voice_milestone", milestone),
        ("one_voice_rails", rails),
    ] {
        let turn =
            || render::turn::turn_message(&render::Position::new(&game), &s, Style::Emoji, &[]);
        insta::assert_snapshot!(name, turn().text());
        // The same in Italian, which says it in one voice too.
        let it = railbot::i18n::Lang::of("it");
        insta::assert_snapshot!(
            format!("it_{name}"),
            railbot::i18n::in_lang(it, || turn().text())
        );
    }
}

/// The main views in Italian (issue 28), so a change of the Italian words is reviewed too.
#[test]
fn main_views_in_italian() {
    let it = railbot::i18n::Lang::of("it");
    railbot::i18n::in_lang(it, || {
        let s = seating();
        let (game, events) = game_until(|_, step| step == 300);
        insta::assert_snapshot!(
            "it_board_compact",
            text(render::board(&game, &s, Style::Emoji, Size::Compact))
        );
        insta::assert_snapshot!(
            "it_company",
            text(render::company(&game, &s, Style::Emoji, 0))
        );
        let recent = &events[events.len().saturating_sub(12)..];
        insta::assert_snapshot!("it_log", text(render::log(&game, &s, Style::Emoji, recent)));
        let turn = render::turn::turn_message(&render::Position::new(&game), &s, Style::Emoji, &[]);
        insta::assert_snapshot!("it_turn_message", turn.text());
        let (draft, _) = game_until(|_, step| step == 0);
        insta::assert_snapshot!(
            "it_setup_draft",
            text(render::setup_draft(&draft, &s, Style::Emoji))
        );
        let (deal, _) = game_until(|g, _| matches!(g.state().phase, Phase::Deals { .. }));
        insta::assert_snapshot!(
            "it_deal_offer",
            text(render::deal_offer(&deal, &s, Style::Emoji))
        );
        let (milestone, _) = game_until(|g, _| matches!(g.state().phase, Phase::Milestone { .. }));
        insta::assert_snapshot!(
            "it_milestone_choice",
            text(render::milestone_choice(&milestone, &s, Style::Emoji))
        );
        let (end, _) = game_until(|_, _| false);
        insta::assert_snapshot!(
            "it_final_score",
            text(render::scoreboard(&end, &s, Style::Emoji))
        );
        insta::assert_snapshot!("it_legend", text(render::legend(Style::Emoji)));
    });
}
