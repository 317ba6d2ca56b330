//! Legality, defined once. `check` says whether an action may be applied now, and why not;
//! `legal_actions_into` lists candidate actions for the decision under way and keeps those that
//! `check` accepts — so the list and `apply` agree by construction.

use super::action::*;
use super::data::ManagerSlot;
use super::effect::Effect;
use super::fixed::Fixed;
use super::game::Game;
use super::state::*;
use super::types::*;

/// Plain words for what each decision waits for (used in `RuleError::NotNow`).
fn waiting_for(d: &Decision) -> &'static str {
    match d {
        Decision::SetupTile => "choose a setup tile",
        Decision::SetupPayment => "sell shares to pay for your setup tile (or undo)",
        Decision::MainAction => "choose a main action and a worker",
        Decision::MainRails { .. } => "place your rails",
        Decision::TradeSale => "sell a piece to complete your Trade",
        Decision::StationCity => "choose the city of your Station",
        Decision::TurnEffects => "take optional effects or end your turn",
        Decision::Effect { active } => match active {
            Active::Advance { .. } => "advance on a track (or say done)",
            Active::Workers { .. } => "choose which workers to gain",
            Active::ChooseWorker { .. } => "choose a worker colour",
            Active::Exchange => "choose the workers to exchange",
            Active::Promote { .. } => "promote a worker (or say done)",
            Active::Flip { .. } => "flip a train (or say done)",
            Active::TakeTrain { .. } => "take a train",
            Active::PlaceRail { .. } => "place a free rail",
            Active::PlaceStation { .. } => "place a free station",
            Active::PlaceOffice { .. } => "place a free office",
            Active::GreyDeal => "accept one deal (or say done)",
        },
        Decision::Deal { .. } => "accept deals or say done",
        Decision::Milestone { .. } => "keep one of the drawn milestones",
    }
}

impl Game {
    fn player(&self, seat: Seat) -> &Player {
        &self.state.players[seat as usize]
    }

    /// Ids inside the action must name real things before anything indexes with them.
    fn check_ids(&self, a: &Action) -> Result<(), RuleError> {
        let d = &*self.data;
        let bad = |what| Err(RuleError::NoSuch { what });
        match *a {
            Action::Station { city, .. } | Action::BuildStation { city }
                if city.index() >= d.cities.len() =>
            {
                bad("city")
            }
            Action::BuildRail { space } if space.index() >= d.spaces.len() => bad("rail space"),
            Action::Telegraph { section, .. } | Action::BuildOffice { section }
                if section.index() >= d.sections.len() =>
            {
                bad("telegraph section")
            }
            Action::FlipTrain { train, .. } | Action::TakeTrain { train }
                if train.index() >= d.trains.len() =>
            {
                bad("train")
            }
            Action::ChooseMilestone { milestone } if milestone.index() >= d.milestones.len() => {
                bad("milestone")
            }
            Action::Promote {
                milestone, slot, ..
            } if milestone >= 2 || slot >= 2 => bad("manager slot"),
            Action::TakeOffer { offer, .. } if offer as usize >= self.state.ctx.offers.len() => {
                bad("effect on offer")
            }
            _ => Ok(()),
        }
    }

    /// Whether `seat` may apply `a` now, and if not, why.
    pub fn check(&self, seat: Seat, a: &Action) -> Result<(), RuleError> {
        match self.decision() {
            Some(decision) => self.check_in(&decision, seat, a),
            None => Err(RuleError::GameOver),
        }
    }

    /// `check` for the decision under way (computed once by the caller).
    fn check_in(&self, decision: &Decision, seat: Seat, a: &Action) -> Result<(), RuleError> {
        if seat != self.state.ctx.seat || seat as usize >= self.state.players.len() {
            return Err(RuleError::NotYourDecision {
                awaited: self.state.ctx.seat,
            });
        }
        self.check_ids(a)?;
        let p = self.player(seat);
        let not_now = || {
            Err(RuleError::NotNow {
                waiting: waiting_for(decision),
            })
        };
        if let Some(verdict) = self.check_any_time(p, a) {
            return verdict;
        }
        match decision {
            Decision::SetupTile => match *a {
                Action::ChooseSetupTile { index }
                    if (index as usize) < self.state.setup_offer.len() =>
                {
                    Ok(())
                }
                Action::ChooseSetupTile { .. } => Err(RuleError::NoSuch { what: "setup tile" }),
                _ => not_now(),
            },
            Decision::SetupPayment => not_now(),
            Decision::MainAction => match *a {
                Action::Station { city, worker } => {
                    self.worker_in_supply(seat, worker)?;
                    self.station_target(seat, city, false)
                }
                Action::Railroad { worker } => {
                    self.worker_in_supply(seat, worker)?;
                    self.railroad_possible(seat, worker)
                }
                Action::Telegraph { section, worker } => {
                    self.worker_in_supply(seat, worker)?;
                    self.office_target(seat, section, false)
                }
                Action::Trade { worker, piece } => {
                    self.worker_in_supply(seat, worker)?;
                    self.trade_possible(seat, piece)
                }
                Action::TradeFlipFirst { worker } => self.trade_flip_first_possible(seat, worker),
                Action::WorkerFirst { action, worker } => {
                    self.worker_in_supply(seat, worker)?;
                    self.worker_first_possible(seat, action, worker)
                }
                Action::EndTurn => {
                    if self.any_main_action(seat) {
                        Err(RuleError::MustAct)
                    } else {
                        self.commit_check(seat)
                    }
                }
                _ => not_now(),
            },
            Decision::MainRails { .. } => match *a {
                Action::BuildRail { space } => self.rail_target(seat, space),
                Action::EndTurn => Err(RuleError::MainActionNotDone),
                _ => not_now(),
            },
            Decision::TradeSale => match *a {
                Action::SellPiece { piece } => self.trade_possible(seat, piece),
                Action::TakeOffer { offer, discard } => self.check_offer(seat, offer, discard),
                Action::EndTurn => Err(RuleError::MainActionNotDone),
                _ => not_now(),
            },
            Decision::StationCity => match *a {
                Action::BuildStation { city } => self.station_target(seat, city, false),
                Action::TakeOffer { offer, discard } => self.check_offer(seat, offer, discard),
                Action::EndTurn => Err(RuleError::MainActionNotDone),
                _ => not_now(),
            },
            Decision::TurnEffects => match *a {
                Action::TakeOffer { offer, discard } => self.check_offer(seat, offer, discard),
                Action::EndTurn => self.end_check(seat),
                _ => not_now(),
            },
            Decision::Deal { both, taken } => match *a {
                Action::AcceptDeal { side } => {
                    if taken & side.bit() != 0 {
                        Err(RuleError::DealTaken)
                    } else if !both && *taken != 0 {
                        Err(RuleError::OnlyOneDeal)
                    } else {
                        self.deal_affordable(seat, &[side])
                    }
                }
                Action::AcceptBothDeals => {
                    if !both {
                        Err(RuleError::OnlyOneDeal)
                    } else if *taken != 0 {
                        Err(RuleError::DealTaken)
                    } else {
                        self.deal_affordable(seat, &[DealSide::A, DealSide::B])
                    }
                }
                Action::TakeOffer { offer, discard } => self.check_offer(seat, offer, discard),
                Action::Done => self.end_check(seat),
                _ => not_now(),
            },
            Decision::Milestone { drawn, .. } => match *a {
                Action::ChooseMilestone { milestone } if drawn.contains(&milestone) => Ok(()),
                Action::ChooseMilestone { .. } => Err(RuleError::NotDrawn),
                _ => not_now(),
            },
            Decision::Effect { active } => {
                if *a == Action::Done {
                    return match *active {
                        Active::Advance { left, fixed: true } if self.can_advance(seat) => {
                            Err(RuleError::MustAdvance { left })
                        }
                        _ => Ok(()),
                    };
                }
                if matches!(a, Action::EndTurn) {
                    return Err(RuleError::EffectUnderWay);
                }
                self.check_effect_step(seat, active, a)
                    .or_else(|e| match e {
                        RuleError::NotNow { .. } => not_now(),
                        e => Err(e),
                    })
            }
        }
    }

    /// The "at any time" actions (rules-notes 12): selling a share, hiring a worker. `None`
    /// for every other action.
    fn check_any_time(&self, p: &Player, a: &Action) -> Option<Result<(), RuleError>> {
        match *a {
            Action::SellShare => Some(if p.shares >= 1 {
                Ok(())
            } else {
                Err(RuleError::NoShares)
            }),
            Action::Hire { colour } => {
                let cost = self.data.rules.hire_cost;
                Some(if p.money < cost {
                    Err(RuleError::CannotAffordHire {
                        cost,
                        money: p.money,
                    })
                } else {
                    self.in_stock(colour)
                })
            }
            _ => None,
        }
    }

    fn check_effect_step(&self, seat: Seat, active: &Active, a: &Action) -> Result<(), RuleError> {
        let p = self.player(seat);
        let not_now = Err(RuleError::NotNow { waiting: "" });
        match (*active, *a) {
            (Active::Advance { .. }, Action::Advance { track, discard }) => {
                let pos = p.tracks[track.index()];
                if pos >= self.data.track_max(track) {
                    return Err(RuleError::TrackAtTop);
                }
                let gate = self.data.gates[pos as usize + 1];
                match (gate.workers > 0, discard) {
                    (true, Some(w)) => self.has_worker(seat, w),
                    (true, None) => Err(RuleError::DiscardNeeded),
                    (false, Some(_)) => Err(RuleError::DiscardNotNeeded),
                    (false, None) => Ok(()),
                }
            }
            (Active::Workers { set, .. }, Action::ChooseWorkers { option }) => {
                if (option as usize) < self.data.worker_sets[set as usize].len() {
                    Ok(())
                } else {
                    Err(RuleError::NoSuch {
                        what: "worker option",
                    })
                }
            }
            (Active::ChooseWorker { .. }, Action::ChooseWorker { colour }) => self.in_stock(colour),
            (Active::Exchange, Action::ExchangeWorker { give, take }) => {
                self.exchange_possible(seat, give, take)
            }
            (
                Active::Promote { .. },
                Action::Promote {
                    worker,
                    milestone,
                    slot,
                },
            ) => {
                self.has_worker(seat, worker)?;
                self.slot_open(seat, milestone, slot, worker.colour)
            }
            (Active::Flip { .. }, Action::FlipTrain { train, face_up }) => {
                if p.trains[train.index()][face_up as usize] > 0 {
                    // A face-up train gives its reward: before the main action's own piece is
                    // placed or sold, not one that would take the last such piece.
                    if face_up {
                        let reward = self.data.trains[train.index()].reward;
                        self.reward_keeps_the_main_piece(seat, reward)?;
                    }
                    Ok(())
                } else {
                    Err(RuleError::NoSuchTrain(if face_up {
                        "such face-up"
                    } else {
                        "such face-down"
                    }))
                }
            }
            (Active::TakeTrain { .. }, Action::TakeTrain { train }) => {
                if self.state.train_stacks[train.index()] > 0 {
                    Ok(())
                } else {
                    Err(RuleError::StackEmpty)
                }
            }
            (Active::PlaceRail { spare, .. }, Action::BuildRail { space }) => {
                if !spare {
                    self.keeps_the_main_piece(seat, Piece::Rail)?;
                }
                self.rail_target(seat, space)
            }
            (Active::PlaceStation { spare }, Action::BuildStation { city }) => {
                if !spare {
                    self.keeps_the_main_piece(seat, Piece::Building)?;
                }
                self.station_target(seat, city, spare)
            }
            (Active::PlaceOffice { spare }, Action::BuildOffice { section }) => {
                if !spare {
                    self.keeps_the_main_piece(seat, Piece::Building)?;
                }
                self.office_target(seat, section, spare)
            }
            (Active::GreyDeal, Action::AcceptDeal { side }) => {
                self.grey_deal_affordable(seat, side)
            }
            _ => not_now,
        }
    }

    /// Exchange: give `give` back, gain `take` into the personal supply (rules-notes 25). A
    /// board worker may be given for one of its own colour (it comes back to the supply); from
    /// the supply the same colour would change nothing.
    fn exchange_possible(
        &self,
        seat: Seat,
        give: WorkerRef,
        take: Colour,
    ) -> Result<(), RuleError> {
        self.has_worker(seat, give)?;
        if give.colour == take && give.place == Place::Supply {
            return Err(RuleError::NoSuch {
                what: "exchange of a supply worker for its own colour",
            });
        }
        if give.colour == take {
            // The one given back is in the common supply again.
            return Ok(());
        }
        self.in_stock(take)
    }

    fn worker_in_supply(&self, seat: Seat, colour: Colour) -> Result<(), RuleError> {
        if self.player(seat).supply[colour.index()] > 0 {
            Ok(())
        } else {
            Err(RuleError::NoWorkerInSupply { colour })
        }
    }

    fn has_worker(&self, seat: Seat, w: WorkerRef) -> Result<(), RuleError> {
        if self.player(seat).has_worker(w) {
            Ok(())
        } else {
            Err(RuleError::NoSuchWorker {
                colour: w.colour,
                place: match w.place {
                    Place::Supply => "personal supply",
                    Place::Board => "player board",
                },
            })
        }
    }

    fn in_stock(&self, colour: Colour) -> Result<(), RuleError> {
        if self.state.common[colour.index()] > 0 {
            Ok(())
        } else {
            Err(RuleError::OutOfStock { colour })
        }
    }

    fn slot_open(
        &self,
        seat: Seat,
        milestone: u8,
        slot: u8,
        colour: Colour,
    ) -> Result<(), RuleError> {
        let Some(held) = self.player(seat).milestones[milestone as usize] else {
            return Err(RuleError::NoSuch {
                what: "milestone in that place",
            });
        };
        let slots = &self.data.milestones[held.id.index()].managers;
        match slots.get(slot as usize) {
            Some(s) if s.accepts(colour) && held.managers[slot as usize].is_none() => Ok(()),
            _ => Err(RuleError::SlotUnavailable),
        }
    }

    /// Money, shares and workers allow the turn (or deal decision) to end (rules-notes 7).
    pub(crate) fn commit_check(&self, seat: Seat) -> Result<(), RuleError> {
        let p = self.player(seat);
        if p.money < 0 {
            return Err(RuleError::NegativeMoney { owed: -p.money });
        }
        if p.shares < 0 {
            return Err(RuleError::NegativeShares { owed: -p.shares });
        }
        let min = self.data.rules.min_available_workers;
        let available = p.available_workers();
        if available < min {
            return Err(RuleError::TooFewWorkers { available, min });
        }
        Ok(())
    }

    /// The turn (or deal decision) may end: nothing owed is left (rules-notes 27), and money,
    /// shares and workers allow it (rules-notes 7).
    fn end_check(&self, seat: Seat) -> Result<(), RuleError> {
        for offer in self.state.ctx.offers.iter().filter(|o| o.owed) {
            // Owed since the reward was taken (it could be taken and paid then): only tracks
            // that cannot take more drop it, not a payment made impossible since.
            if let Boon::Effect(e @ Effect::Advance { steps, .. }) = offer.boon {
                if self.effect_usable(seat, e).is_ok() {
                    return Err(RuleError::FixedPartOwed { steps });
                }
            }
        }
        self.commit_check(seat)
    }

    /// A station may be built in `city` (main action, free station, or the setup station).
    pub(crate) fn station_target(
        &self,
        seat: Seat,
        city: CityId,
        spare: bool,
    ) -> Result<(), RuleError> {
        let p = self.player(seat);
        if spare {
            if !p.spare_building {
                return Err(RuleError::NoPieceLeft("setup building"));
            }
            if !self.data.start_cities.contains(city)
                || self.state.city_first[city.index()] != Owner::Nobody
            {
                return Err(RuleError::SlotNotAvailable);
            }
        } else {
            if p.buildings_left() == 0 {
                return Err(RuleError::NoPieceLeft("buildings"));
            }
            if !self.state.connected(&self.data, seat).contains(city) {
                return Err(RuleError::NotConnected);
            }
        }
        if p.stations.contains(city) {
            return Err(RuleError::StationAlreadyThere);
        }
        Ok(())
    }

    /// An office may be built in `section`.
    pub(crate) fn office_target(
        &self,
        seat: Seat,
        section: SectionId,
        spare: bool,
    ) -> Result<(), RuleError> {
        let p = self.player(seat);
        if spare {
            if !p.spare_building {
                return Err(RuleError::NoPieceLeft("setup building"));
            }
            if !self.data.sections[section.index()].deal
                || self.state.office_first[section.index()] != Owner::Nobody
            {
                return Err(RuleError::SlotNotAvailable);
            }
        } else if p.buildings_left() == 0 {
            return Err(RuleError::NoPieceLeft("buildings"));
        }
        if p.offices & (1 << section.0) != 0 {
            return Err(RuleError::OfficeAlreadyThere);
        }
        Ok(())
    }

    /// A rail may be placed in `space` now (pieces are checked when the rail step starts).
    pub(crate) fn rail_target(&self, seat: Seat, space: SpaceId) -> Result<(), RuleError> {
        let rails = self.player(seat).rails;
        if rails.contains(space) {
            return Err(RuleError::RailAlreadyThere);
        }
        if !self.data.available_spaces(rails).contains(space) {
            return Err(RuleError::SpaceNotAvailable);
        }
        Ok(())
    }

    /// Whether one more step can be taken and paid now, on some track (rules-notes 13: a fixed
    /// advance may drop steps only when none can). A money gate counts as payable when money
    /// and shares sold cover it.
    pub(crate) fn can_advance(&self, seat: Seat) -> bool {
        let p = self.player(seat);
        let r = &self.data.rules;
        Track::ALL.iter().any(|&t| {
            let pos = p.tracks[t.index()];
            if pos >= self.data.track_max(t) {
                return false;
            }
            let gate = self.data.gates[pos as usize + 1];
            // A worker gate leaves enough workers for the end of the turn (note 7).
            let workers = gate.workers == 0
                || p.available_workers() >= r.min_available_workers + gate.workers as u32;
            let shares = p.shares - gate.shares;
            let money = p.money + shares.max(0) * r.share_value - self.gate_money(gate);
            workers && shares >= 0 && money >= 0
        })
    }

    /// Deals (rules-notes 18): "Accepting a deal means discarding the requested Shares" — the
    /// shares of every deal accepted at once must be in hand now.
    fn deal_affordable(&self, seat: Seat, sides: &[DealSide]) -> Result<(), RuleError> {
        let Some(deal) = self.state.deal_face_up else {
            return Err(RuleError::NoSuch { what: "deal tile" });
        };
        let tile = &self.data.deals[deal.index()];
        // A reward that could do nothing (no worker in stock, every train stack empty, …) is
        // lost, and so the deal that would pay for it is not offered (rules-notes 14, 15).
        for &side in sides {
            self.effect_usable(seat, tile.side(side).reward)
                .map_err(RuleError::OfferUnusable)?;
        }
        let cost: i32 = sides
            .iter()
            .map(|&side| tile.side(side).shares as i32)
            .sum();
        let held = self.player(seat).shares;
        if held < cost {
            return Err(RuleError::DealShares { cost, held });
        }
        Ok(())
    }

    /// Grey's Trade deal: its bonus share "acts as a discount to the cost of the Deal".
    fn grey_deal_affordable(&self, seat: Seat, side: DealSide) -> Result<(), RuleError> {
        let bonus = self.data.rules.grey_trade_share_bonus as i32;
        match self.deal_affordable(seat, &[side]) {
            Err(RuleError::DealShares { cost, held }) if held + bonus >= cost => Ok(()),
            other => other,
        }
    }

    /// Railroad: "If you cannot pay the cost for placing both rails, or you have no more
    /// rails on your Player Board, you cannot choose this action." The cost is the base cost
    /// and the terrain of the cheapest rails that can be placed one after another; the means
    /// are money, every share sold, and what the action's own effects bring in (effects may be
    /// resolved in any order: orange's refund, grey's shares).
    fn railroad_possible(&self, seat: Seat, worker: Colour) -> Result<(), RuleError> {
        let p = self.player(seat);
        let left = p.rails_left();
        if left == 0 {
            return Err(RuleError::NoPieceLeft("rails"));
        }
        let need = left.min(2) as u8;
        let r = &self.data.rules;
        let (per_icon, income) = match worker {
            Colour::Orange => (
                r.terrain_icon_cost - r.orange_rail_refund_per_icon,
                r.orange_rail_refund,
            ),
            Colour::Grey => (
                r.terrain_icon_cost,
                r.grey_rail_shares as i32 * r.share_value,
            ),
            _ => (r.terrain_icon_cost, 0),
        };
        let Some(terrain) = self.cheapest_rails(p.rails, need, per_icon) else {
            return Err(RuleError::NotEnoughRailSpaces { needed: need });
        };
        let cost = r.rail_base_cost + terrain - income;
        let means = p.money + p.shares.max(0) * r.share_value;
        if means < cost {
            return Err(RuleError::CannotAffordRailroad {
                cost: cost + income,
                means: means + income,
            });
        }
        Ok(())
    }

    /// The least terrain cost (`per_icon` an icon) of `need` rails placed one after another
    /// from `rails` (rules-notes 4); `None` when they cannot all be placed.
    fn cheapest_rails(&self, rails: SpaceSet, need: u8, per_icon: i32) -> Option<i32> {
        if need == 0 {
            return Some(0);
        }
        self.data
            .available_spaces(rails)
            .iter()
            .filter_map(|s| {
                let mut more = rails;
                more.insert(s);
                let here = self.data.spaces[s.index()].terrain as i32 * per_icon;
                Some(here + self.cheapest_rails(more, need - 1, per_icon)?)
            })
            .min()
    }

    /// Trade flipping first: a worker, a piece to sell, and a train to flip.
    fn trade_flip_first_possible(&self, seat: Seat, worker: Colour) -> Result<(), RuleError> {
        self.worker_in_supply(seat, worker)?;
        let p = self.player(seat);
        if p.leftmost_any().is_none() {
            return Err(RuleError::NothingToTrade);
        }
        if p.trains_total() == 0 {
            return Err(RuleError::NoSuchTrain("face-up or face-down"));
        }
        Ok(())
    }

    /// A reward's placements (a free rail, station or office from the player board) keep the
    /// main action's own piece (`keeps_the_main_piece`).
    fn reward_keeps_the_main_piece(&self, seat: Seat, e: Effect) -> Result<(), RuleError> {
        let p = self.player(seat);
        match e {
            Effect::PlaceRail { .. } if p.rails_left() > 0 => {
                self.keeps_the_main_piece(seat, Piece::Rail)
            }
            Effect::PlaceStation | Effect::PlaceOffice if p.buildings_left() > 0 => {
                self.keeps_the_main_piece(seat, Piece::Building)
            }
            Effect::All { index } => self.data.compounds[index as usize]
                .iter()
                .try_for_each(|&part| self.reward_keeps_the_main_piece(seat, part)),
            _ => Ok(()),
        }
    }

    /// Before the main action's own effect (a Trade's sale, a Station chosen worker first), a
    /// free placement of `piece` from the player board may not take the last piece that
    /// effect needs: the main action must be completed (rules-notes 8).
    fn keeps_the_main_piece(&self, seat: Seat, piece: Piece) -> Result<(), RuleError> {
        let Some(main) = self.state.ctx.main else {
            return Ok(());
        };
        let p = self.player(seat);
        if main.sale_pending && p.rails_left() + p.buildings_left() <= 1 {
            return Err(RuleError::SaleNeedsAPiece);
        }
        if main.station_pending && piece == Piece::Building && p.buildings_left() <= 1 {
            return Err(RuleError::StationNeedsABuilding);
        }
        Ok(())
    }

    /// Station × purple (rules-notes 26): the flip can change the Station only through a
    /// face-up train whose reward places a rail, on an available space next to a city the
    /// player is not connected to (and has no station in).
    fn flip_may_connect_a_city(&self, seat: Seat) -> Result<(), RuleError> {
        let (p, d) = (self.player(seat), &*self.data);
        let rail_train = (0..d.trains.len())
            .any(|k| p.trains[k][1] > 0 && matches!(d.trains[k].reward, Effect::PlaceRail { .. }));
        let connected = self.state.connected(d, seat);
        let new_city = d.available_spaces(p.rails).iter().any(|s| {
            let mut one = SpaceSet::default();
            one.insert(s);
            d.cities_next_to(one)
                .iter()
                .any(|c| !connected.contains(c) && !p.stations.contains(c))
        });
        if rail_train && p.rails_left() > 0 && new_city {
            Ok(())
        } else {
            Err(RuleError::NotWorkerFirst {
                action: MainAction::Station.name(),
            })
        }
    }

    /// `WorkerFirst` (rules-notes 26): where the table allows it and the ability can change
    /// the action's own effect now, with the ability usable and the action's own effect still
    /// possible — a piece to sell; a building, and a city the flipped train's rail may connect.
    fn worker_first_possible(
        &self,
        seat: Seat,
        action: MainAction,
        worker: Colour,
    ) -> Result<(), RuleError> {
        let ability = match self.untargeted_ability(action, worker) {
            Some((boon, _)) if super::worker_first::may_come_first(action, worker) => boon,
            _ => {
                return Err(RuleError::NotWorkerFirst {
                    action: action.name(),
                })
            }
        };
        let p = self.player(seat);
        match action {
            MainAction::Trade if p.leftmost_any().is_none() => Err(RuleError::NothingToTrade),
            MainAction::Station if p.buildings_left() == 0 => {
                Err(RuleError::NoPieceLeft("buildings"))
            }
            MainAction::Station => self.flip_may_connect_a_city(seat),
            _ => Ok(()),
        }?;
        self.boon_usable(seat, ability)
            .map_err(RuleError::OfferUnusable)
    }

    fn trade_possible(&self, seat: Seat, piece: Piece) -> Result<(), RuleError> {
        let p = self.player(seat);
        let Some(i) = p.leftmost_any() else {
            return Err(RuleError::NothingToTrade);
        };
        if p.sections[i][piece as usize] == 0 {
            return Err(RuleError::PieceNotInSection(piece.name()));
        }
        Ok(())
    }

    /// Some main action is open to the player (otherwise the turn may be passed).
    /// Every main action needs a piece, and Trade is open while any piece is left, so a main
    /// action is open exactly when a worker is in supply and a piece is on the board.
    pub(crate) fn any_main_action(&self, seat: Seat) -> bool {
        let p = self.player(seat);
        p.supply.iter().any(|&n| n > 0) && p.leftmost_any().is_some()
    }

    fn check_offer(
        &self,
        seat: Seat,
        index: u8,
        discard: Option<WorkerRef>,
    ) -> Result<(), RuleError> {
        let offer = self.state.ctx.offers[index as usize];
        match (offer.discard, discard) {
            (true, Some(w)) => self.has_worker(seat, w)?,
            (true, None) => return Err(RuleError::DiscardNeeded),
            (false, Some(_)) => return Err(RuleError::DiscardNotNeeded),
            (false, None) => {}
        }
        self.boon_usable(seat, offer.boon)
            .map_err(RuleError::OfferUnusable)
    }

    fn boon_usable(&self, seat: Seat, boon: Boon) -> Result<(), &'static str> {
        match boon {
            Boon::Effect(e) => self.effect_usable(seat, e),
            Boon::OrangeRailRefund | Boon::OrangeTradeMoney => Ok(()),
            Boon::GreyTradeDeal => match self.state.deal_face_up {
                None => Err("there is no face-up deal"),
                Some(_)
                    if [DealSide::A, DealSide::B]
                        .iter()
                        .all(|&side| self.grey_deal_affordable(seat, side).is_err()) =>
                {
                    Err("you hold too few shares for either deal")
                }
                Some(_) => Ok(()),
            },
            Boon::ExtraRail => {
                let p = self.player(seat);
                if p.rails_left() == 0 {
                    Err("no rail left on your player board")
                } else if self.data.available_spaces(p.rails).is_empty() {
                    Err("no available rail space")
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Whether taking this effect can do anything now.
    pub(crate) fn effect_usable(&self, seat: Seat, e: Effect) -> Result<(), &'static str> {
        let p = self.player(seat);
        let ok = match e {
            Effect::Money { .. } | Effect::Shares { .. } | Effect::All { .. } => true,
            Effect::Workers { .. } | Effect::Hire { .. } => {
                self.state.common.iter().any(|&n| n > 0)
            }
            Effect::Advance { .. } => {
                return self.active_usable(
                    seat,
                    Active::Advance {
                        left: 1,
                        fixed: false,
                    },
                )
            }
            Effect::ExchangeWorker => return self.active_usable(seat, Active::Exchange),
            Effect::Promote { .. } => {
                return self.active_usable(
                    seat,
                    Active::Promote {
                        left: 1,
                        cost_each: 0,
                        cost: 0,
                    },
                )
            }
            Effect::FlipTrain { .. } => p.trains_total() > 0,
            Effect::TakeTrain { .. } => self.state.train_stacks.iter().any(|&n| n > 0),
            Effect::PlaceRail { .. } => {
                return self.active_usable(
                    seat,
                    Active::PlaceRail {
                        cost: 0,
                        spare: false,
                    },
                )
            }
            Effect::PlaceStation => {
                return self.active_usable(seat, Active::PlaceStation { spare: false })
            }
            Effect::PlaceOffice => {
                return self.active_usable(seat, Active::PlaceOffice { spare: false })
            }
            Effect::SetupRail => {
                return self.active_usable(
                    seat,
                    Active::PlaceRail {
                        cost: 0,
                        spare: true,
                    },
                )
            }
            Effect::SetupOfficeInDealSection => {
                return self.active_usable(seat, Active::PlaceOffice { spare: true })
            }
            Effect::SetupStationInStartCity => {
                return self.active_usable(seat, Active::PlaceStation { spare: true })
            }
        };
        if ok {
            Ok(())
        } else {
            Err(match e {
                Effect::Hire { .. } | Effect::Workers { .. } => {
                    "no workers left in the common supply"
                }
                Effect::FlipTrain { .. } => "you have no train to flip",
                _ => "every train stack is empty",
            })
        }
    }

    /// Whether an effect under way can still do something (else it ends by itself).
    pub(crate) fn active_usable(&self, seat: Seat, a: Active) -> Result<(), &'static str> {
        let p = self.player(seat);
        let d = &*self.data;
        let ok = |b: bool, why: &'static str| if b { Ok(()) } else { Err(why) };
        match a {
            Active::Advance { left, .. } => ok(
                left > 0
                    && Track::ALL
                        .iter()
                        .any(|&t| p.tracks[t.index()] < d.track_max(t)),
                "every track is at the top",
            ),
            Active::Workers { .. } | Active::ChooseWorker { .. } => ok(
                self.state.common.iter().any(|&n| n > 0),
                "no workers left in the common supply",
            ),
            Active::Exchange => ok(
                WorkerRef::all().any(|give| {
                    Colour::ALL
                        .iter()
                        .any(|&take| self.exchange_possible(seat, give, take).is_ok())
                }),
                "no worker to exchange",
            ),
            Active::Promote { left, .. } => ok(
                left > 0 && self.promotion_possible(seat),
                "none of your workers can take an open manager slot",
            ),
            Active::Flip { left, .. } => ok(
                left > 0 && p.trains_total() > 0,
                "you have no train to flip",
            ),
            Active::TakeTrain { .. } => ok(
                self.state.train_stacks.iter().any(|&n| n > 0),
                "every train stack is empty",
            ),
            Active::PlaceRail { spare, .. } => ok(
                (if spare {
                    p.spare_rail
                } else {
                    p.rails_left() > 0
                }) && !d.available_spaces(p.rails).is_empty(),
                "no rail or no available rail space",
            ),
            // The same tests as `station_target` and `office_target`, over all targets at once.
            Active::PlaceStation { spare: false } => ok(
                p.buildings_left() > 0 && self.state.connected(d, seat).0 & !p.stations.0 != 0,
                "no city where a station can go",
            ),
            Active::PlaceStation { spare: true } => ok(
                (0..d.cities.len())
                    .any(|c| self.station_target(seat, CityId(c as u8), true).is_ok()),
                "no city where a station can go",
            ),
            Active::PlaceOffice { spare: false } => ok(
                p.buildings_left() > 0 && (p.offices as u32) < (1u32 << d.sections.len()) - 1,
                "no section where an office can go",
            ),
            Active::PlaceOffice { spare: true } => ok(
                (0..d.sections.len())
                    .any(|s| self.office_target(seat, SectionId(s as u8), true).is_ok()),
                "no section where an office can go",
            ),
            Active::GreyDeal => ok(
                self.state.deal_face_up.is_some(),
                "there is no face-up deal",
            ),
        }
    }

    fn promotion_possible(&self, seat: Seat) -> bool {
        let p = self.player(seat);
        p.milestones.iter().flatten().any(|held| {
            self.data.milestones[held.id.index()]
                .managers
                .iter()
                .enumerate()
                .any(|(i, slot)| {
                    held.managers[i].is_none()
                        && Colour::ALL.iter().any(|&c| {
                            slot.accepts(c) && p.supply[c.index()] + p.board[c.index()] > 0
                        })
                })
        })
    }

    /// Appends every legal action of `seat` to `out` (which is cleared first): candidates for
    /// the decision under way, kept only if `check` accepts them.
    pub fn legal_actions_into(&self, seat: Seat, out: &mut Vec<Action>) {
        out.clear();
        let Some(decision) = self.decision() else {
            return;
        };
        if seat != self.state.ctx.seat {
            return;
        }
        let d = &*self.data;
        let p = self.player(seat);
        match &decision {
            Decision::SetupTile => {
                for index in 0..self.state.setup_offer.len() as u8 {
                    out.push(Action::ChooseSetupTile { index });
                }
            }
            Decision::SetupPayment => {}
            Decision::MainAction => {
                // The targets do not depend on the worker: test them once, with the same
                // functions `check` uses, then pair them with each worker in supply.
                let cities = CitySet(
                    self.state
                        .connected(d, seat)
                        .iter()
                        .filter(|&c| self.station_target(seat, c, false).is_ok())
                        .fold(0, |m, c| m | 1 << c.0),
                );
                let mut railroad = [false; 5];
                for worker in Colour::ALL.into_iter().filter(|w| p.supply[w.index()] > 0) {
                    railroad[worker.index()] = self.railroad_possible(seat, worker).is_ok();
                }
                let sections = (0..d.sections.len() as u8)
                    .filter(|&s| self.office_target(seat, SectionId(s), false).is_ok())
                    .fold(0u32, |m, s| m | 1 << s);
                let pieces = [Piece::Rail, Piece::Building]
                    .map(|piece| self.trade_possible(seat, piece).is_ok().then_some(piece));
                for worker in Colour::ALL {
                    if p.supply[worker.index()] == 0 {
                        continue;
                    }
                    for city in cities.iter() {
                        out.push(Action::Station { city, worker });
                    }
                    if railroad[worker.index()] {
                        out.push(Action::Railroad { worker });
                    }
                    for section in 0..d.sections.len() as u8 {
                        if sections & (1 << section) != 0 {
                            let section = SectionId(section);
                            out.push(Action::Telegraph { section, worker });
                        }
                    }
                    for piece in pieces.into_iter().flatten() {
                        out.push(Action::Trade { worker, piece });
                    }
                    if self.trade_flip_first_possible(seat, worker).is_ok() {
                        out.push(Action::TradeFlipFirst { worker });
                    }
                    for action in [MainAction::Station, MainAction::Trade] {
                        if self.worker_first_possible(seat, action, worker).is_ok() {
                            out.push(Action::WorkerFirst { action, worker });
                        }
                    }
                }
                if !self.any_main_action(seat) && self.commit_check(seat).is_ok() {
                    out.push(Action::EndTurn);
                }
                // Vetted above with `check`'s own target tests; only the "at any time"
                // actions are left to check.
                self.push_any_time_actions(seat, out);
                return;
            }
            Decision::TradeSale => {
                out.push(Action::SellPiece { piece: Piece::Rail });
                out.push(Action::SellPiece {
                    piece: Piece::Building,
                });
                self.offer_candidates(seat, out);
            }
            Decision::StationCity => {
                for city in self.state.connected(d, seat).iter() {
                    out.push(Action::BuildStation { city });
                }
                self.offer_candidates(seat, out);
            }
            Decision::MainRails { .. } => {
                // Exactly `rail_target`'s test: available and without the player's rail.
                for space in d.available_spaces(p.rails).iter() {
                    out.push(Action::BuildRail { space });
                }
                self.push_any_time_actions(seat, out);
                return;
            }
            Decision::TurnEffects | Decision::Deal { .. } => {
                self.offer_candidates(seat, out);
                if matches!(decision, Decision::Deal { .. }) {
                    out.push(Action::AcceptDeal { side: DealSide::A });
                    out.push(Action::AcceptDeal { side: DealSide::B });
                    out.push(Action::AcceptBothDeals);
                    out.push(Action::Done);
                } else {
                    out.push(Action::EndTurn);
                }
            }
            Decision::Milestone { drawn, .. } => {
                for &milestone in drawn {
                    out.push(Action::ChooseMilestone { milestone });
                }
            }
            Decision::Effect { active } => {
                self.effect_candidates(seat, *active, out);
                out.push(Action::Done);
            }
        }
        out.retain(|a| self.check_in(&decision, seat, a).is_ok());
        self.push_any_time_actions(seat, out);
    }

    /// Taking each optional effect on offer (with each worker that may pay a discard).
    fn offer_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        for (i, offer) in self.state.ctx.offers.iter().enumerate() {
            let offer_i = i as u8;
            if offer.discard {
                for w in WorkerRef::all().filter(|w| p.has_worker(*w)) {
                    out.push(Action::TakeOffer {
                        offer: offer_i,
                        discard: Some(w),
                    });
                }
            } else {
                out.push(Action::TakeOffer {
                    offer: offer_i,
                    discard: None,
                });
            }
        }
    }

    /// Selling a share and hiring, open at every decision (rules-notes 12).
    /// Every decision allows them (the caller has checked the seat).
    fn push_any_time_actions(&self, seat: Seat, out: &mut Vec<Action>) {
        let p = self.player(seat);
        let mut offer = |a: Action| {
            if let Some(Ok(())) = self.check_any_time(p, &a) {
                out.push(a);
            }
        };
        offer(Action::SellShare);
        for colour in Colour::ALL {
            offer(Action::Hire { colour });
        }
    }

    fn effect_candidates(&self, seat: Seat, active: Active, out: &mut Vec<Action>) {
        let d = &*self.data;
        let p = self.player(seat);
        let held: Fixed<WorkerRef, 10> = WorkerRef::all().filter(|w| p.has_worker(*w)).collect();
        match active {
            Active::Advance { .. } => {
                for track in Track::ALL {
                    let pos = p.tracks[track.index()];
                    if pos >= d.track_max(track) {
                        continue;
                    }
                    if d.gates[pos as usize + 1].workers > 0 {
                        for w in held.iter().copied() {
                            out.push(Action::Advance {
                                track,
                                discard: Some(w),
                            });
                        }
                    } else {
                        out.push(Action::Advance {
                            track,
                            discard: None,
                        });
                    }
                }
            }
            Active::Workers { set, .. } => {
                for option in 0..d.worker_sets[set as usize].len() as u8 {
                    out.push(Action::ChooseWorkers { option });
                }
            }
            Active::ChooseWorker { .. } => {
                for colour in Colour::ALL {
                    out.push(Action::ChooseWorker { colour });
                }
            }
            Active::Exchange => {
                for give in held.iter().copied() {
                    for take in Colour::ALL {
                        out.push(Action::ExchangeWorker { give, take });
                    }
                }
            }
            Active::Promote { .. } => {
                for (m, held_m) in p.milestones.iter().enumerate() {
                    let Some(held_m) = held_m else { continue };
                    let slots = &d.milestones[held_m.id.index()].managers;
                    for (slot, kind) in slots.iter().enumerate() {
                        for w in held.iter().copied() {
                            if kind.accepts(w.colour) || matches!(kind, ManagerSlot::Any) {
                                out.push(Action::Promote {
                                    worker: w,
                                    milestone: m as u8,
                                    slot: slot as u8,
                                });
                            }
                        }
                    }
                }
            }
            Active::Flip { .. } => {
                for k in 0..d.trains.len() {
                    for face_up in [true, false] {
                        out.push(Action::FlipTrain {
                            train: TrainId(k as u8),
                            face_up,
                        });
                    }
                }
            }
            Active::TakeTrain { .. } => {
                for k in 0..d.trains.len() {
                    out.push(Action::TakeTrain {
                        train: TrainId(k as u8),
                    });
                }
            }
            Active::PlaceRail { .. } => {
                for space in d.available_spaces(p.rails).iter() {
                    out.push(Action::BuildRail { space });
                }
            }
            Active::PlaceStation { .. } => {
                for c in 0..d.cities.len() {
                    out.push(Action::BuildStation {
                        city: CityId(c as u8),
                    });
                }
            }
            Active::PlaceOffice { .. } => {
                for s in 0..d.sections.len() {
                    out.push(Action::BuildOffice {
                        section: SectionId(s as u8),
                    });
                }
            }
            Active::GreyDeal => {
                out.push(Action::AcceptDeal { side: DealSide::A });
                out.push(Action::AcceptDeal { side: DealSide::B });
            }
        }
    }
}
