//! Decisions with one choice (issue 41, "a ping that asks nothing"): a decision that allows
//! exactly one action besides selling and hiring, where no sale or hire could open another, is
//! taken for its player by the table, as an ordinary logged action, and said in the log.

use crate::common::{self, *};
use railbot::engine::*;
use railbot::render::Style;
use railbot::store::MemoryStore;
use railbot::table::{only_choice, Table, User};

use Colour::*;

/// The active player built onto a Deal space and ended the turn: the deal decisions begin with
/// theirs. `shares` are every other player's.
fn deal_decisions(shares: i32) -> (Game, Seat) {
    let mut game = first_turn(3);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.deal_face_up = Some(deal("deal_4"));
        for (i, p) in st.players.iter_mut().enumerate() {
            if i != s as usize {
                p.shares = shares;
                // Enough to hire: a hire changes no share, so the deal stays out of reach.
                p.money = 2_000;
            }
        }
    });
    act(&mut game, Action::Railroad { worker: White });
    for id in ["charlotte_miami#1", "charlotte_miami#2"] {
        act(&mut game, Action::BuildRail { space: space(id) });
    }
    act(&mut game, Action::EndTurn);
    (game, s)
}

#[test]
fn a_deal_decision_nobody_can_pay_for_is_the_only_choice_done() {
    let (mut game, active) = deal_decisions(1);
    // The active player holds shares of their own: asked.
    assert_eq!(only_choice(&game), None);
    act(&mut game, Action::Done);
    let next = seat(&game);
    assert_ne!(next, active);
    // Deal 4 costs two shares a side; they hold one (selling only lowers it, hiring does not
    // change it): Done is their only choice, with sell and hire open.
    let legal = game.legal_actions(next);
    assert!(legal.contains(&Action::SellShare), "{legal:?}");
    assert!(legal.iter().any(|a| matches!(a, Action::Hire { .. })));
    assert_eq!(only_choice(&game), Some((next, Action::Done)));
    // The log says why nothing was taken.
    let events = act(&mut game, Action::Done);
    assert!(events.contains(&Event::DealDecided {
        seat: next,
        took: false,
        could: false
    }));
}

#[test]
fn a_deal_decision_with_an_affordable_side_is_asked() {
    let (mut game, _) = deal_decisions(2);
    act(&mut game, Action::Done);
    assert_eq!(only_choice(&game), None, "deal A or B, or done");
    let next = seat(&game);
    let events = act(&mut game, Action::Done);
    assert!(events.contains(&Event::DealDecided {
        seat: next,
        took: false,
        could: true
    }));
}

#[test]
fn a_setup_pick_of_one_tile_is_the_only_choice() {
    let mut game = new_game(2, 7);
    assert!(game.state().setup_offer.len() > 1);
    assert_eq!(only_choice(&game), None);
    // One tile left on offer (a variant, or an offer of as many tiles as players).
    edit(&mut game, |st| st.setup_offer.truncate(1));
    let s = seat(&game);
    assert_eq!(
        only_choice(&game),
        Some((s, Action::ChooseSetupTile { index: 0 }))
    );
}

fn person(id: u64) -> User {
    User::player(id, ["", "alice", "bob", "carol"][id as usize])
}

/// A whole game of three people through the table: **nobody is ever awaited at a decision with
/// one choice**; such decisions were met and taken for their players, and the log said so.
#[tokio::test]
async fn nobody_is_asked_a_decision_with_one_choice_in_a_whole_game() {
    let t = Table::new(common::data(), MemoryStore::new(), Style::Ascii, 17);
    let ch = 5;
    for (u, line) in [
        (1, "new 3"),
        (1, "join"),
        (2, "join"),
        (3, "join"),
        (1, "start"),
    ] {
        let r = t.handle(ch, &person(u), line).await;
        assert!(r.ok(), "{line}: {:?}", r.error());
    }
    let record = t.stored_record(ch).await.unwrap();
    let mut game = record.start(&common::data()).unwrap();
    let mut applied = 0;
    let (mut taken, mut said) = (0, 0);
    for i in 0..20_000u64 {
        // The game as stored, followed action by action: which were taken for their player.
        let actions = t.stored_record(ch).await.unwrap().actions().unwrap();
        if actions.len() < applied {
            game = record.start(&common::data()).unwrap();
            applied = 0;
        }
        for &(s, a) in &actions[applied..] {
            if only_choice(&game) == Some((s, a)) {
                taken += 1;
            }
            game.apply(s, a).unwrap();
        }
        applied = actions.len();
        let Some(user) = t.status(ch).await.and_then(|s| s.awaited_user) else {
            break;
        };
        assert_eq!(
            only_choice(&game),
            None,
            "{} is asked a decision with one choice",
            person(user).name
        );
        let legal = t.handle(ch, &person(user), "legal").await.legal;
        let r = t.handle(ch, &person(user), &simple_pick(&legal, i)).await;
        assert!(r.ok(), "{:?}", r.error());
        said += r.public.matches("cannot take either deal").count();
    }
    assert!(game.is_over(), "the game ended");
    assert!(taken > 0, "decisions with one choice were met");
    assert!(said > 0, "and the log said so");
}
