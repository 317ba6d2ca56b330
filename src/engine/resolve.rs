//! Carrying out a checked action: the four main actions with their worker abilities
//! (rulebook p. 16), optional effects, and every reward kind of the data file. Called only after
//! `check` accepted the action, so nothing here can fail.

use super::action::*;
use super::effect::Effect;
use super::game::Game;
use super::state::*;
use super::types::*;

impl Game {
    fn p(&mut self, seat: Seat) -> &mut Player {
        &mut self.state.players[seat as usize]
    }

    fn pay(&mut self, seat: Seat, amount: i32, ev: &mut Vec<Event>) {
        if amount != 0 {
            self.p(seat).money -= amount;
            ev.push(Event::Money {
                seat,
                delta: -amount,
            });
        }
    }

    fn gain_money(&mut self, seat: Seat, amount: i32, ev: &mut Vec<Event>) {
        self.pay(seat, -amount, ev);
    }

    fn gain_shares(&mut self, seat: Seat, n: i32, ev: &mut Vec<Event>) {
        if n != 0 {
            self.p(seat).shares += n;
            ev.push(Event::Shares { seat, delta: n });
        }
    }

    /// Takes a worker of `colour` from the common supply; out of stock → the player chooses
    /// another colour (rules-notes 14); nothing in stock at all → the worker is lost.
    fn gain_worker(&mut self, seat: Seat, colour: Colour, ev: &mut Vec<Event>) {
        if self.state.common[colour.index()] > 0 {
            self.state.common[colour.index()] -= 1;
            self.p(seat).supply[colour.index()] += 1;
            ev.push(Event::WorkerGained { seat, colour });
        } else if self.state.common.iter().any(|&n| n > 0) {
            self.push_active(seat, Active::ChooseWorker { cost: 0 }, ev);
        } else {
            ev.push(Event::RewardLost {
                seat,
                reason: "no workers left in the common supply",
            });
        }
    }

    /// Discards a worker to the common supply.
    fn discard_worker(&mut self, seat: Seat, w: WorkerRef, ev: &mut Vec<Event>) {
        self.p(seat).workers_at_mut(w.place)[w.colour.index()] -= 1;
        self.state.common[w.colour.index()] += 1;
        ev.push(Event::WorkerDiscarded {
            seat,
            colour: w.colour,
        });
    }

    /// Moves the placed worker from the personal supply to the player board.
    fn place_worker(
        &mut self,
        seat: Seat,
        worker: Colour,
        action: MainAction,
        ev: &mut Vec<Event>,
    ) {
        let p = self.p(seat);
        p.supply[worker.index()] -= 1;
        p.board[worker.index()] += 1;
        ev.push(Event::ActionChosen {
            seat,
            action,
            worker,
        });
    }

    /// Removes the leftmost piece of a kind (0 = rail, 1 = building) from the player board.
    fn take_leftmost(&mut self, seat: Seat, piece: usize) {
        let p = self.p(seat);
        if let Some(i) = p.leftmost(piece) {
            p.sections[i][piece] -= 1;
        }
    }

    fn offer(&mut self, source: Source, boon: Boon, money: u16, discard: bool, worker_use: bool) {
        // The capacity covers every reward of the data vocabulary; a file nesting rewards
        // deeper than that loses the excess instead of failing.
        let _ = self.state.ctx.offers.try_push(Offer {
            source,
            boon,
            money,
            discard,
            worker_use,
            owed: false,
        });
    }

    /// Puts an effect under way (on top of any other).
    fn push_active(&mut self, seat: Seat, active: Active, ev: &mut Vec<Event>) {
        if self.state.ctx.stack.try_push(active).is_err() {
            ev.push(Event::RewardLost {
                seat,
                reason: "too many effects under way at once",
            });
        }
    }

    /// The placed worker's uses: its colour's ability for this action, or promote as white.
    /// Places the Trade worker; the sale follows at once, or after the flip (`sale_pending`).
    fn choose_trade(
        &mut self,
        seat: Seat,
        worker: Colour,
        sale_pending: bool,
        ev: &mut Vec<Event>,
    ) {
        self.place_worker(seat, worker, MainAction::Trade, ev);
        self.state.ctx.main = Some(Main {
            sale_pending,
            ..Main::new(MainAction::Trade, worker)
        });
    }

    /// Trade's sale: `piece` from the leftmost section holding any piece, for its value.
    fn sell(&mut self, seat: Seat, piece: Piece, ev: &mut Vec<Event>) {
        let p = self.p(seat);
        let i = p.leftmost_any().unwrap_or(0);
        p.sections[i][piece as usize] -= 1;
        p.sold[piece as usize] += 1;
        let money = self.data.board_sections[i].value;
        self.p(seat).money += money;
        ev.push(Event::PieceSold { seat, piece, money });
    }

    /// The Trade worker's own use (or promotion as white).
    fn trade_worker_uses(&mut self, worker: Colour) {
        let ability = self.untargeted_ability(MainAction::Trade, worker);
        self.worker_uses(worker, ability);
    }

    fn worker_uses(&mut self, worker: Colour, ability: Option<(Boon, u16)>) {
        if worker != Colour::White {
            if let Some((boon, money)) = ability {
                self.offer(Source::WorkerAbility(worker), boon, money, false, true);
            }
        }
        let promote = Effect::Promote {
            max: 1,
            cost_each: 0,
            cost: 0,
        };
        self.offer(Source::Promotion, Boon::Effect(promote), 0, false, true);
    }

    pub(crate) fn execute(&mut self, seat: Seat, action: Action, ev: &mut Vec<Event>) {
        let rules = self.data.rules.clone();
        match action {
            Action::SellShare => {
                self.p(seat).shares -= 1;
                self.p(seat).money += rules.share_value;
                ev.push(Event::ShareSold { seat });
            }
            Action::Hire { colour } => {
                self.p(seat).money -= rules.hire_cost;
                self.state.common[colour.index()] -= 1;
                self.p(seat).supply[colour.index()] += 1;
                ev.push(Event::Hired { seat, colour });
            }
            Action::ChooseSetupTile { index } => {
                let o = self.state.setup_offer.remove(index as usize);
                self.p(seat).supply[o.worker.index()] += 1;
                ev.push(Event::SetupTileChosen {
                    seat,
                    tile: o.tile,
                    back: o.back,
                    worker: o.worker,
                });
                if let Phase::SetupDraft { picked, .. } = &mut self.state.phase {
                    *picked = true;
                }
                let tile = &self.data.setup_tiles[o.tile.index()];
                let reward = if o.back { tile.back } else { tile.front };
                self.start_effect(seat, reward, ev);
            }
            Action::Station { city, worker } => self.station(seat, city, worker, ev),
            Action::Railroad { worker } => {
                self.place_worker(seat, worker, MainAction::Railroad, ev);
                self.pay(seat, rules.rail_base_cost, ev);
                let need = self.state.players[seat as usize].rails_left().min(2) as u8;
                self.state.ctx.main = Some(Main {
                    rails_left: need,
                    ..Main::new(MainAction::Railroad, worker)
                });
                let ability = match worker {
                    Colour::Purple => Some((
                        Boon::Effect(Effect::TakeTrain { cost: 0 }),
                        rules.purple_rail_train_cost,
                    )),
                    Colour::Grey => Some((
                        Boon::Effect(Effect::Shares {
                            n: rules.grey_rail_shares,
                        }),
                        0,
                    )),
                    Colour::Orange => Some((Boon::OrangeRailRefund, 0)),
                    Colour::Turquoise => Some((Boon::ExtraRail, 0)),
                    Colour::White => None,
                };
                self.worker_uses(worker, ability);
            }
            Action::Telegraph { section, worker } => self.telegraph(seat, section, worker, ev),
            Action::Trade { worker, piece } => {
                self.choose_trade(seat, worker, false, ev);
                self.sell(seat, piece, ev);
                let flip = Boon::Effect(Effect::FlipTrain { times: 1, cost: 0 });
                self.offer(Source::TradeFlip, flip, 0, false, false);
                self.trade_worker_uses(worker);
            }
            Action::TradeFlipFirst { worker } => {
                self.choose_trade(seat, worker, true, ev);
                self.start_effect(seat, Effect::FlipTrain { times: 1, cost: 0 }, ev);
            }
            Action::SellPiece { piece } => {
                let mut uses = None;
                if let Some(m) = self.state.ctx.main.as_mut() {
                    m.sale_pending = false;
                    uses = (!m.ability_first).then_some(m.worker);
                }
                self.sell(seat, piece, ev);
                if let Some(worker) = uses {
                    self.trade_worker_uses(worker);
                }
            }
            Action::WorkerFirst { action, worker } => self.worker_first(seat, action, worker, ev),
            Action::BuildRail { space } => self.build_rail(seat, space, ev),
            Action::BuildStation { city } => {
                let Some(Active::PlaceStation { spare }) = self.state.ctx.stack.last().copied()
                else {
                    // No free station under way: the station of a Station chosen worker first.
                    return self.build_main_station(seat, city, ev);
                };
                self.state.ctx.stack.pop();
                self.put_station(seat, city, spare);
                let first = self.state.city_first[city.index()] == Owner::Seat(seat);
                ev.push(Event::StationBuilt {
                    seat,
                    city,
                    first,
                    paid: 0,
                });
            }
            Action::BuildOffice { section } => {
                let spare = matches!(
                    self.state.ctx.stack.pop(),
                    Some(Active::PlaceOffice { spare: true })
                );
                let first = self.put_office(seat, section, spare);
                ev.push(Event::OfficeBuilt {
                    seat,
                    section,
                    first,
                    shares: 0,
                });
            }
            Action::TakeOffer { offer, discard } => {
                let o = self.state.ctx.offers.remove(offer as usize);
                if o.worker_use {
                    self.state.ctx.offers.retain(|x| !x.worker_use);
                }
                if let Some(w) = discard {
                    self.discard_worker(seat, w, ev);
                }
                ev.push(Event::OfferTaken {
                    seat,
                    source: o.source,
                });
                self.pay(seat, o.money as i32, ev);
                self.take_boon(seat, o.boon, ev);
            }
            Action::ChooseWorkers { option } => {
                if let Some(Active::Workers { set, cost }) = self.state.ctx.stack.pop() {
                    self.pay(seat, cost as i32, ev);
                    let colours = self.data.worker_sets[set as usize][option as usize].clone();
                    for c in colours {
                        self.gain_worker(seat, c, ev);
                    }
                }
            }
            Action::ChooseWorker { colour } => {
                if let Some(Active::ChooseWorker { cost }) = self.state.ctx.stack.pop() {
                    self.pay(seat, cost as i32, ev);
                    self.gain_worker(seat, colour, ev);
                }
            }
            Action::ExchangeWorker { give, take } => {
                // The worker given up goes back from wherever it stands; the one gained goes
                // to the personal supply, like every gained worker (rules-notes 25).
                self.state.ctx.stack.pop();
                self.discard_worker(seat, give, ev);
                self.state.common[take.index()] -= 1;
                self.p(seat).supply[take.index()] += 1;
                ev.push(Event::WorkerGained { seat, colour: take });
            }
            Action::Advance { track, discard } => {
                if let Some(Active::Advance { left, .. }) = self.state.ctx.stack.last_mut() {
                    *left -= 1;
                }
                let pos = self.p(seat).tracks[track.index()] + 1;
                self.p(seat).tracks[track.index()] = pos;
                ev.push(Event::Advanced {
                    seat,
                    track,
                    position: pos,
                });
                let gate = self.data.gates[pos as usize];
                self.pay(seat, self.gate_money(gate), ev);
                self.gain_shares(seat, -gate.shares, ev);
                if let Some(w) = discard {
                    self.discard_worker(seat, w, ev);
                }
            }
            Action::Promote {
                worker,
                milestone,
                slot,
            } => {
                let mut owed = 0;
                if let Some(Active::Promote {
                    left,
                    cost_each,
                    cost,
                }) = self.state.ctx.stack.last_mut()
                {
                    *left -= 1;
                    owed = *cost_each as i32 + *cost as i32;
                    *cost = 0;
                }
                self.pay(seat, owed, ev);
                let p = self.p(seat);
                p.workers_at_mut(worker.place)[worker.colour.index()] -= 1;
                let mut id = MilestoneId(0);
                if let Some(held) = &mut p.milestones[milestone as usize] {
                    held.managers[slot as usize] = Some(worker.colour);
                    id = held.id;
                }
                ev.push(Event::Promoted {
                    seat,
                    colour: worker.colour,
                    milestone: id,
                });
            }
            Action::FlipTrain { train, face_up } => {
                let mut owed = 0;
                if let Some(Active::Flip { left, cost }) = self.state.ctx.stack.last_mut() {
                    *left -= 1;
                    owed = *cost as i32;
                    *cost = 0;
                    if *left == 0 {
                        self.state.ctx.stack.pop();
                    }
                }
                self.pay(seat, owed, ev);
                let t = &mut self.p(seat).trains[train.index()];
                t[face_up as usize] -= 1;
                t[!face_up as usize] += 1;
                ev.push(Event::TrainFlipped {
                    seat,
                    train,
                    now_face_up: !face_up,
                });
                if face_up {
                    let reward = self.data.trains[train.index()].reward;
                    self.start_effect(seat, reward, ev);
                }
            }
            Action::TakeTrain { train } => {
                if let Some(Active::TakeTrain { cost }) = self.state.ctx.stack.pop() {
                    self.pay(seat, cost as i32, ev);
                }
                self.state.train_stacks[train.index()] -= 1;
                self.p(seat).trains[train.index()][1] += 1;
                ev.push(Event::TrainTaken { seat, train });
            }
            Action::AcceptDeal { side } => self.accept_deal(seat, side, ev),
            Action::AcceptBothDeals => self.accept_both_deals(seat, ev),
            Action::ChooseMilestone { milestone } => self.keep_milestone(seat, milestone, ev),
            Action::Done => {
                // Done stops the effect under way; with none, it ends a deal decision (a setup
                // pick then moves on in `settle`).
                if self.state.ctx.stack.pop().is_none()
                    && matches!(self.state.phase, Phase::Deals { .. })
                {
                    self.deal_decided(seat, ev);
                }
            }
            Action::EndTurn => self.end_turn(seat, ev),
        }
    }

    fn station(&mut self, seat: Seat, city: CityId, worker: Colour, ev: &mut Vec<Event>) {
        self.place_worker(seat, worker, MainAction::Station, ev);
        self.state.ctx.main = Some(Main::new(MainAction::Station, worker));
        self.build_main_station(seat, city, ev);
    }

    /// The Station's own effect: the leftmost building to `city`, its cost paid, its rewards
    /// offered, and — unless the worker's ability was taken first — the worker's uses.
    fn build_main_station(&mut self, seat: Seat, city: CityId, ev: &mut Vec<Event>) {
        let rules = self.data.rules.clone();
        let Some(main) = self.state.ctx.main.as_mut() else {
            return;
        };
        main.station_pending = false;
        let (worker, ability_first) = (main.worker, main.ability_first);
        self.put_station(seat, city, false);
        let first = self.state.city_first[city.index()] == Owner::Seat(seat);
        let tile = self.data.city_tiles[self.state.city_tiles[city.index()].index()].clone();
        self.p(seat).money -= tile.cost;
        ev.push(Event::StationBuilt {
            seat,
            city,
            first,
            paid: tile.cost,
        });
        // Appended: nothing is on offer before them (the worker's uses come after).
        self.offer(
            Source::PrimaryReward,
            Boon::Effect(tile.primary),
            0,
            false,
            false,
        );
        if first {
            self.offer(
                Source::FirstStationBonus,
                Boon::Effect(tile.first),
                0,
                false,
                false,
            );
        }
        if ability_first {
            return;
        }
        let ability = match worker {
            Colour::Grey => Some((Boon::Effect(tile.first), 0)),
            Colour::Orange if tile.cost > 0 => Some((
                Boon::Effect(Effect::Money {
                    amount: tile.cost.clamp(0, u16::MAX as i32) as u16,
                }),
                0,
            )),
            Colour::Turquoise => Some((Boon::Effect(tile.primary), rules.turquoise_station_cost)),
            _ => self.untargeted_ability(MainAction::Station, worker),
        };
        self.worker_uses(worker, ability);
    }

    /// A worker's ability that does not depend on the action's target (the city, section or
    /// spaces chosen), with the money it costs: the ones that may come first
    /// (`worker_first`) are among them.
    pub(crate) fn untargeted_ability(
        &self,
        action: MainAction,
        worker: Colour,
    ) -> Option<(Boon, u16)> {
        let rules = &self.data.rules;
        let flip = Boon::Effect(Effect::FlipTrain { times: 1, cost: 0 });
        match (action, worker) {
            (MainAction::Station, Colour::Purple) => Some((flip, rules.purple_station_flip_cost)),
            (MainAction::Trade, Colour::Purple) => Some((
                Boon::Effect(Effect::Advance {
                    steps: rules.purple_trade_steps,
                    fixed: false,
                }),
                0,
            )),
            (MainAction::Trade, Colour::Grey) => Some((Boon::GreyTradeDeal, 0)),
            (MainAction::Trade, Colour::Orange) => Some((Boon::OrangeTradeMoney, 0)),
            (MainAction::Trade, Colour::Turquoise) => Some((flip, 0)),
            _ => None,
        }
    }

    /// `WorkerFirst`: the worker placed, its ability taken at once, the action's own effect
    /// still to come (rules-notes 26); a Trade's flip stays on offer, before or after the sale.
    fn worker_first(
        &mut self,
        seat: Seat,
        action: MainAction,
        worker: Colour,
        ev: &mut Vec<Event>,
    ) {
        self.place_worker(seat, worker, action, ev);
        self.state.ctx.main = Some(Main {
            sale_pending: action == MainAction::Trade,
            station_pending: action == MainAction::Station,
            ability_first: true,
            ..Main::new(action, worker)
        });
        if action == MainAction::Trade {
            let flip = Boon::Effect(Effect::FlipTrain { times: 1, cost: 0 });
            self.offer(Source::TradeFlip, flip, 0, false, false);
        }
        if let Some((boon, money)) = self.untargeted_ability(action, worker) {
            ev.push(Event::OfferTaken {
                seat,
                source: Source::WorkerAbility(worker),
            });
            self.pay(seat, money as i32, ev);
            self.take_boon(seat, boon, ev);
        }
    }

    fn telegraph(&mut self, seat: Seat, section: SectionId, worker: Colour, ev: &mut Vec<Event>) {
        let rules = self.data.rules.clone();
        self.place_worker(seat, worker, MainAction::Telegraph, ev);
        let first = self.put_office(seat, section, false);
        let s = self.data.sections[section.index()];
        let shares = s.shares + if first { s.first } else { 0 };
        self.p(seat).shares += shares as i32;
        ev.push(Event::OfficeBuilt {
            seat,
            section,
            first,
            shares,
        });
        self.state.ctx.main = Some(Main {
            shares_taken: shares,
            ..Main::new(MainAction::Telegraph, worker)
        });
        self.state.ctx.deal_triggered |= s.deal;
        let tile = self.state.telegraph_tiles[section.index()]
            .map(|t| self.data.telegraph_tiles[t.index()].reward);
        if let Some(reward) = tile {
            if rules.telegraph_bonus_discard > 0 {
                self.offer(Source::TelegraphTile, Boon::Effect(reward), 0, true, false);
            } else {
                self.offer(Source::TelegraphTile, Boon::Effect(reward), 0, false, false);
            }
        }
        let ability = match worker {
            Colour::Purple => Some((Boon::Effect(Effect::ExchangeWorker), 0)),
            Colour::Grey => Some((Boon::Effect(Effect::Shares { n: s.first }), 0)),
            Colour::Orange => {
                let amount = (rules.orange_telegraph_per_share * shares as i32)
                    .clamp(0, u16::MAX as i32) as u16;
                Some((Boon::Effect(Effect::Money { amount }), 0))
            }
            Colour::Turquoise => {
                tile.map(|reward| (Boon::Effect(reward), rules.turquoise_telegraph_cost))
            }
            Colour::White => None,
        };
        self.worker_uses(worker, ability);
    }

    /// Places a station (the first-station slot if free) from the board or the spare building.
    fn put_station(&mut self, seat: Seat, city: CityId, spare: bool) {
        if spare {
            self.p(seat).spare_building = false;
        } else {
            self.take_leftmost(seat, 1);
        }
        self.p(seat).stations.insert(city);
        if self.state.city_first[city.index()] == Owner::Nobody {
            self.state.city_first[city.index()] = Owner::Seat(seat);
        }
    }

    /// Places an office (the first-office slot if free); returns whether it took that slot.
    fn put_office(&mut self, seat: Seat, section: SectionId, spare: bool) -> bool {
        if spare {
            self.p(seat).spare_building = false;
        } else {
            self.take_leftmost(seat, 1);
        }
        self.p(seat).offices |= 1 << section.0;
        let first = self.state.office_first[section.index()] == Owner::Nobody;
        if first {
            self.state.office_first[section.index()] = Owner::Seat(seat);
        }
        first
    }

    fn build_rail(&mut self, seat: Seat, space: SpaceId, ev: &mut Vec<Event>) {
        let terrain = self.data.spaces[space.index()].terrain as i32;
        let deal = self.data.spaces[space.index()].deal;
        let mut paid = 0;
        if let Some(m) = self.state.ctx.main.as_mut().filter(|m| m.rails_left > 0) {
            // The main action's rail: terrain cost and Deal icons count (rules-notes 4, 6).
            m.rails_left -= 1;
            m.built.insert(space);
            self.state.ctx.deal_triggered |= deal;
            paid = terrain * self.data.rules.terrain_icon_cost;
            self.take_leftmost(seat, 0);
        } else if let Some(Active::PlaceRail { cost, spare }) = self.state.ctx.stack.pop() {
            // A free rail: no terrain cost, no deal (rules-notes 5).
            paid = cost as i32;
            if spare {
                self.p(seat).spare_rail = false;
            } else {
                self.take_leftmost(seat, 0);
            }
        }
        self.p(seat).money -= paid;
        self.p(seat).rails.insert(space);
        ev.push(Event::RailPlaced { seat, space, paid });
    }

    fn take_boon(&mut self, seat: Seat, boon: Boon, ev: &mut Vec<Event>) {
        let rules = self.data.rules.clone();
        match boon {
            Boon::Effect(e) => self.start_effect(seat, e, ev),
            Boon::OrangeRailRefund => {
                let built = self.state.ctx.main.map(|m| m.built).unwrap_or_default();
                let icons: i32 = built
                    .iter()
                    .map(|s| self.data.spaces[s.index()].terrain as i32)
                    .sum();
                self.gain_money(
                    seat,
                    rules.orange_rail_refund + rules.orange_rail_refund_per_icon * icons,
                    ev,
                );
            }
            Boon::OrangeTradeMoney => {
                let trains = self.state.players[seat as usize].trains_total() as i32;
                self.gain_money(seat, rules.orange_trade_per_train * trains, ev);
            }
            Boon::GreyTradeDeal => self.push_active(seat, Active::GreyDeal, ev),
            Boon::ExtraRail => {
                if let Some(m) = &mut self.state.ctx.main {
                    m.rails_left += 1;
                }
            }
        }
    }

    /// Starts a reward: instant ones happen now, others wait for the player's steps.
    pub(crate) fn start_effect(&mut self, seat: Seat, e: Effect, ev: &mut Vec<Event>) {
        let active = match e {
            Effect::Money { amount } => return self.gain_money(seat, amount as i32, ev),
            Effect::Shares { n } => return self.gain_shares(seat, n as i32, ev),
            Effect::Workers { set, cost } => {
                if self.state.common.iter().all(|&n| n == 0) {
                    // Every colour is out of stock: the reward is lost, and its cost is not
                    // paid (rules-notes 14).
                    return ev.push(Event::RewardLost {
                        seat,
                        reason: "no workers left in the common supply",
                    });
                }
                if self.data.worker_sets[set as usize].len() == 1 {
                    self.pay(seat, cost as i32, ev);
                    let colours = self.data.worker_sets[set as usize][0].clone();
                    for c in colours {
                        self.gain_worker(seat, c, ev);
                    }
                    return;
                }
                Active::Workers { set, cost }
            }
            Effect::All { index } => {
                let parts = self.data.compounds[index as usize].clone();
                if matches!(self.state.phase, Phase::SetupDraft { .. }) {
                    for part in parts.into_iter().rev() {
                        self.start_effect(seat, part, ev);
                    }
                } else {
                    // Its fixed part is owed once the reward is taken (rules-notes 27), if a
                    // step can be taken and paid then (note 13).
                    let payable = self.can_advance(seat);
                    for part in parts {
                        let owed = matches!(part, Effect::Advance { fixed: true, .. }) && payable;
                        let _ = self.state.ctx.offers.try_push(Offer {
                            source: Source::Part,
                            boon: Boon::Effect(part),
                            owed,
                            ..Offer::default()
                        });
                    }
                }
                return;
            }
            Effect::Advance { steps, fixed } => Active::Advance { left: steps, fixed },
            Effect::Hire { cost } => Active::ChooseWorker { cost },
            Effect::ExchangeWorker => Active::Exchange,
            Effect::Promote {
                max,
                cost_each,
                cost,
            } => Active::Promote {
                left: max,
                cost_each,
                cost,
            },
            Effect::FlipTrain { times, cost } => Active::Flip { left: times, cost },
            Effect::TakeTrain { cost } => Active::TakeTrain { cost },
            Effect::PlaceRail { cost } => Active::PlaceRail { cost, spare: false },
            Effect::PlaceStation => Active::PlaceStation { spare: false },
            Effect::PlaceOffice => Active::PlaceOffice { spare: false },
            Effect::SetupRail => Active::PlaceRail {
                cost: 0,
                spare: true,
            },
            Effect::SetupOfficeInDealSection => Active::PlaceOffice { spare: true },
            Effect::SetupStationInStartCity => Active::PlaceStation { spare: true },
        };
        match self.active_usable(seat, active) {
            Ok(()) => self.push_active(seat, active, ev),
            // Nothing to do with it (e.g. every train stack empty): the reward is lost, and so
            // is any cost attached to it (rules-notes 15).
            Err(reason) => ev.push(Event::RewardLost { seat, reason }),
        }
    }

    fn accept_deal(&mut self, seat: Seat, side: DealSide, ev: &mut Vec<Event>) {
        let Some(deal) = self.state.deal_face_up else {
            return;
        };
        let tile = &self.data.deals[deal.index()];
        let offer = tile.side(side);
        ev.push(Event::DealAccepted { seat, deal, side });
        self.gain_shares(seat, -(offer.shares as i32), ev);
        if let Some(Active::GreyDeal) = self.state.ctx.stack.last() {
            self.state.ctx.stack.pop();
            self.state.deal_used = true;
            let bonus = self.data.rules.grey_trade_share_bonus as i32;
            self.gain_shares(seat, bonus, ev);
        } else {
            self.state.ctx.deals_taken |= side.bit();
        }
        self.start_effect(seat, offer.reward, ev);
    }

    /// Both deals: both share costs now; the rewards are stacked so that A's comes first.
    fn accept_both_deals(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let Some(deal) = self.state.deal_face_up else {
            return;
        };
        let tile = &self.data.deals[deal.index()];
        let (a, b) = (tile.a, tile.b);
        for side in [DealSide::A, DealSide::B] {
            ev.push(Event::DealAccepted { seat, deal, side });
        }
        self.gain_shares(seat, -((a.shares + b.shares) as i32), ev);
        self.state.ctx.deals_taken |= DealSide::A.bit() | DealSide::B.bit();
        // The effect stack is last-in first-out: B goes under A.
        self.start_effect(seat, b.reward, ev);
        self.start_effect(seat, a.reward, ev);
    }

    /// Ends effects that can no longer do anything, and moves the setup draft along.
    pub(crate) fn settle(&mut self, ev: &mut Vec<Event>) {
        let seat = self.state.ctx.seat;
        while let Some(&top) = self.state.ctx.stack.last() {
            if self.active_usable(seat, top).is_ok() {
                break;
            }
            self.state.ctx.stack.pop();
        }
        if let Phase::SetupDraft { step, picked: true } = self.state.phase {
            // The pick ends by itself once its reward is resolved and paid for.
            if self.state.ctx.stack.is_empty() && self.commit_check(seat).is_ok() {
                self.next_setup_pick(step, ev);
            }
        }
    }
}
