//! The notation of stored logs (`engine::notation`). **Codes that exist keep their meaning
//! forever**: this table spells out one code of every action kind and the action it names. A
//! test here fails when a spelling or a meaning changes; fix the code, not the table (a new
//! meaning gets a new code and a new row).

use railbot::ai::Kind;
use railbot::engine::notation::{code, parse};
use railbot::engine::*;
use std::sync::Arc;

fn w(colour: Colour, place: Place) -> WorkerRef {
    WorkerRef { colour, place }
}

/// One code of every action kind, with its meaning in words and as the action.
fn golden() -> Vec<(&'static str, &'static str, Action)> {
    use Colour::*;
    vec![
        ("su.2", "setup draft: take the setup tile at offer index 2", Action::ChooseSetupTile { index: 2 }),
        ("st.3.w", "Station in city 3 with a white worker", Action::Station { city: CityId(3), worker: White }),
        ("st.14.p", "Station in city 14 with a purple worker", Action::Station { city: CityId(14), worker: Purple }),
        ("rr.o", "Railroad with an orange worker", Action::Railroad { worker: Orange }),
        ("tg.7.g", "Telegraph office in section 7 with a grey worker", Action::Telegraph { section: SectionId(7), worker: Grey }),
        ("td.t.r", "Trade with a turquoise worker, selling a rail", Action::Trade { worker: Turquoise, piece: Piece::Rail }),
        ("td.w.b", "Trade with a white worker, selling a building", Action::Trade { worker: White, piece: Piece::Building }),
        ("tf.p", "Trade with a purple worker, flipping a train first", Action::TradeFlipFirst { worker: Purple }),
        ("sp.r", "the sale of a Trade chosen flip first: a rail", Action::SellPiece { piece: Piece::Rail }),
        ("wf.st.p", "Station with a purple worker, its ability (a flip) taken before the city is chosen", Action::WorkerFirst { action: MainAction::Station, worker: Purple }),
        ("wf.td.g", "Trade with a grey worker, its ability (a deal alone) taken before the sale", Action::WorkerFirst { action: MainAction::Trade, worker: Grey }),
        ("br.41", "place a rail on space 41", Action::BuildRail { space: SpaceId(41) }),
        ("bs.0", "place a free station in city 0", Action::BuildStation { city: CityId(0) }),
        ("bo.5", "place a free office in section 5", Action::BuildOffice { section: SectionId(5) }),
        ("to.1", "take optional effect 1 of the offer list", Action::TakeOffer { offer: 1, discard: None }),
        ("to.0.ps", "take optional effect 0, discarding a purple worker from the supply", Action::TakeOffer { offer: 0, discard: Some(w(Purple, Place::Supply)) }),
        ("to.2.gb", "take optional effect 2, discarding a grey worker from the player board", Action::TakeOffer { offer: 2, discard: Some(w(Grey, Place::Board)) }),
        ("cw.1", "workers reward: take option 1", Action::ChooseWorkers { option: 1 }),
        ("ck.t", "gain a turquoise worker", Action::ChooseWorker { colour: Turquoise }),
        ("ex.ws.o", "exchange a white worker from the supply for an orange one", Action::ExchangeWorker { give: w(White, Place::Supply), take: Orange }),
        ("ad.n", "advance one step on the network track", Action::Advance { track: Track::Network, discard: None }),
        ("ad.s", "advance one step on the stations track", Action::Advance { track: Track::Stations, discard: None }),
        ("ad.t.ob", "advance one step on the telegraph track, paying the gate with an orange worker from the board", Action::Advance { track: Track::Telegraph, discard: Some(w(Orange, Place::Board)) }),
        ("pr.ws.1.0", "promote a white worker from the supply to manager slot 0 of held milestone 1", Action::Promote { worker: w(White, Place::Supply), milestone: 1, slot: 0 }),
        ("ft.2.u", "flip a face-up train of kind 2", Action::FlipTrain { train: TrainId(2), face_up: true }),
        ("ft.0.d", "flip a face-down train of kind 0", Action::FlipTrain { train: TrainId(0), face_up: false }),
        ("tt.4", "take a train from the stack of kind 4", Action::TakeTrain { train: TrainId(4) }),
        ("dl.a", "accept deal A of the face-up deal tile", Action::AcceptDeal { side: DealSide::A }),
        ("dl.b", "accept deal B of the face-up deal tile", Action::AcceptDeal { side: DealSide::B }),
        ("dl.ab", "accept both deals: both costs, then A's reward, then B's", Action::AcceptBothDeals),
        ("cm.17", "keep drawn milestone 17", Action::ChooseMilestone { milestone: MilestoneId(17) }),
        ("done", "stop the effect under way, or finish a deal decision", Action::Done),
        ("end", "end the turn", Action::EndTurn),
        ("sell", "sell one share", Action::SellShare),
        ("hi.p", "hire a purple worker", Action::Hire { colour: Purple }),
    ]
}

/// Every action kind, so a new kind without a row fails to compile here first.
fn kind(a: &Action) -> &'static str {
    match a {
        Action::ChooseSetupTile { .. } => "ChooseSetupTile",
        Action::Station { .. } => "Station",
        Action::Railroad { .. } => "Railroad",
        Action::Telegraph { .. } => "Telegraph",
        Action::Trade { .. } => "Trade",
        Action::TradeFlipFirst { .. } => "TradeFlipFirst",
        Action::SellPiece { .. } => "SellPiece",
        Action::WorkerFirst { .. } => "WorkerFirst",
        Action::BuildRail { .. } => "BuildRail",
        Action::BuildStation { .. } => "BuildStation",
        Action::BuildOffice { .. } => "BuildOffice",
        Action::TakeOffer { .. } => "TakeOffer",
        Action::ChooseWorkers { .. } => "ChooseWorkers",
        Action::ChooseWorker { .. } => "ChooseWorker",
        Action::ExchangeWorker { .. } => "ExchangeWorker",
        Action::Advance { .. } => "Advance",
        Action::Promote { .. } => "Promote",
        Action::FlipTrain { .. } => "FlipTrain",
        Action::TakeTrain { .. } => "TakeTrain",
        Action::AcceptDeal { .. } => "AcceptDeal",
        Action::AcceptBothDeals => "AcceptBothDeals",
        Action::ChooseMilestone { .. } => "ChooseMilestone",
        Action::Done => "Done",
        Action::EndTurn => "EndTurn",
        Action::SellShare => "SellShare",
        Action::Hire { .. } => "Hire",
    }
}

const KINDS: usize = 26;

#[test]
fn every_code_keeps_its_meaning() {
    for (c, meaning, action) in golden() {
        assert_eq!(
            parse(c),
            Some(action),
            "{c} ({meaning}) means another action now"
        );
        assert_eq!(code(&action), c, "{meaning} is spelt differently now");
    }
}

#[test]
fn the_golden_table_has_every_action_kind() {
    let kinds: std::collections::BTreeSet<&str> =
        golden().iter().map(|(_, _, a)| kind(a)).collect();
    assert_eq!(
        kinds.len(),
        KINDS,
        "a kind of action has no golden code: {kinds:?}"
    );
}

#[test]
fn codes_that_are_not_canonical_do_not_parse() {
    for bad in [
        "st.03.w", "st.3.W", "st.3", "to.1.p", "ad.x", "dl.c", "end.1", "", "ft.2.x", "pr.ws.1",
        "wf.st", "wf.xx.p", "wf.td.q",
    ] {
        assert_eq!(parse(bad), None, "{bad:?}");
    }
}

/// The source of an offer, ranked in the order the engine lists them: `to.N` in a stored log
/// points into this order, so it may never change.
fn rank(offer: &railbot::engine::state::Offer) -> u8 {
    match offer.source {
        Source::PrimaryReward => 0,
        Source::FirstStationBonus => 1,
        Source::TelegraphTile => 2,
        Source::TradeFlip => 3,
        Source::WorkerAbility(_) => 4,
        Source::Promotion => 5,
        Source::Part => 6,
    }
}

#[test]
fn offers_keep_a_stable_order() {
    let data = Arc::new(GameData::embedded().unwrap());
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..60u64 {
        let options = Options {
            players: 2 + (seed % 3) as u8,
            variants: Variants::default(),
            seed,
        };
        let mut game = Game::new(&data, options).unwrap();
        let mut bots: Vec<_> = (0..options.players)
            .map(|s| Kind::Random.player(seed * 7 + s as u64))
            .collect();
        for _ in 0..3000 {
            let Some(p) = game.pending() else { break };
            let ranks: Vec<u8> = game.state().ctx.offers.iter().map(rank).collect();
            assert!(
                ranks.windows(2).all(|w| w[0] <= w[1]),
                "offers out of their order: {:?}",
                game.state()
                    .ctx
                    .offers
                    .iter()
                    .map(|o| o.source)
                    .collect::<Vec<_>>()
            );
            seen.extend(ranks);
            match bots[p.seat as usize].choose(&game, p.seat) {
                Some(a) => {
                    game.apply(p.seat, a).unwrap();
                }
                None => {
                    game.undo(p.seat).unwrap();
                }
            }
        }
    }
    assert_eq!(seen.len(), 7, "every source of offers was seen: {seen:?}");
}
