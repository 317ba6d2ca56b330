//! Trade: "Discard a rail or building from the leftmost section of your Player Board that
//! still has a piece in it … Gain the money indicated above the section … Before or after you
//! have made the sale, you may flip one of your Train tiles" (rules-notes 8: not the last piece
//! before the sale). The worker's ability (purple's advance, grey's deal, orange's money,
//! turquoise's flip).

use super::Verdict;
use crate::action::*;
use crate::effect::Effect;
use crate::game::Game;
use crate::state::*;
use crate::types::*;

impl Game {
    pub(crate) fn trade_possible(&self, seat: Seat, piece: Piece) -> Result<(), RuleError> {
        let p = self.player(seat);
        let Some(i) = p.leftmost_any() else {
            return Err(RuleError::NothingToTrade);
        };
        if p.sections[i][piece as usize] == 0 {
            return Err(RuleError::PieceNotInSection(piece));
        }
        Ok(())
    }

    /// Trade flipping first: a worker, a piece to sell, and a train to flip.
    pub(crate) fn trade_flip_first_possible(
        &self,
        seat: Seat,
        worker: Colour,
    ) -> Result<(), RuleError> {
        self.worker_in_supply(seat, worker)?;
        let p = self.player(seat);
        if p.leftmost_any().is_none() {
            return Err(RuleError::NothingToTrade);
        }
        if p.trains_total() == 0 {
            return Err(RuleError::NoSuchTrain(Facing::Any));
        }
        Ok(())
    }

    /// The placed worker's uses: its colour's ability for this action, or promote as white.
    /// Places the Trade worker; the sale follows at once, or after the flip (`sale_pending`).
    pub(crate) fn choose_trade(
        &mut self,
        seat: Seat,
        worker: Colour,
        sale_pending: bool,
        ev: &mut Vec<Event>,
    ) {
        self.place_worker(seat, worker, MainAction::Trade, ev);
        self.state.raw.ctx.main = Some(Main {
            sale_pending,
            ..Main::new(MainAction::Trade, worker)
        });
    }

    /// Trade's sale: `piece` from the leftmost section holding any piece, for its value.
    pub(crate) fn sell(&mut self, seat: Seat, piece: Piece, ev: &mut Vec<Event>) {
        let p = self.p(seat);
        let i = p.leftmost_any().unwrap_or(0);
        p.sections[i][piece as usize] -= 1;
        p.sold[piece as usize] += 1;
        let money = self.data.board_sections[i].value;
        self.p(seat).money += money;
        ev.push(Event::PieceSold { seat, piece, money });
    }

    /// The Trade worker's own use (or promotion as white).
    pub(crate) fn trade_worker_uses(&mut self, worker: Colour) {
        let ability = self.untargeted_ability(MainAction::Trade, worker);
        self.worker_uses(worker, ability);
    }

    /// `Trade`: the worker placed and the sale made at once; the Trade's flip and the
    /// worker's uses on offer.
    pub(crate) fn trade(&mut self, seat: Seat, worker: Colour, piece: Piece, ev: &mut Vec<Event>) {
        self.choose_trade(seat, worker, false, ev);
        self.sell(seat, piece, ev);
        let flip = Boon::Effect(Effect::FlipTrain { times: 1, cost: 0 });
        self.offer(Source::TradeFlip, flip, 0, false, false);
        self.trade_worker_uses(worker);
    }

    /// `TradeFlipFirst`: the worker placed, the Trade's flip under way, the sale after it.
    pub(crate) fn trade_flip_first(&mut self, seat: Seat, worker: Colour, ev: &mut Vec<Event>) {
        self.choose_trade(seat, worker, true, ev);
        self.start_effect(seat, Effect::FlipTrain { times: 1, cost: 0 }, ev);
    }

    /// The sale of a Trade chosen flip first or worker first.
    pub(crate) fn sell_piece(&mut self, seat: Seat, piece: Piece, ev: &mut Vec<Event>) {
        let mut uses = None;
        if let Some(m) = self.state.raw.ctx.main.as_mut() {
            m.sale_pending = false;
            uses = (!m.ability_first).then_some(m.worker);
        }
        self.sell(seat, piece, ev);
        if let Some(worker) = uses {
            self.trade_worker_uses(worker);
        }
    }

    /// The sale still to be made (`TradeSale`), or an effect on offer before it.
    pub(crate) fn check_trade_sale(&self, seat: Seat, a: &Action) -> Verdict {
        Some(match *a {
            Action::SellPiece { piece } => self.trade_possible(seat, piece),
            Action::TakeOffer { offer, discard } => self.check_offer(seat, offer, discard),
            Action::EndTurn => Err(RuleError::MainActionNotDone),
            _ => return None,
        })
    }

    pub(crate) fn trade_sale_candidates(&self, seat: Seat, out: &mut Vec<Action>) {
        out.push(Action::SellPiece { piece: Piece::Rail });
        out.push(Action::SellPiece {
            piece: Piece::Building,
        });
        self.offer_candidates(seat, out);
    }

    /// A reward's placements (a free rail, station or office from the player board) keep the
    /// main action's own piece (`keeps_the_main_piece`).
    pub(crate) fn reward_keeps_the_main_piece(
        &self,
        seat: Seat,
        e: Effect,
    ) -> Result<(), RuleError> {
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
    pub(crate) fn keeps_the_main_piece(&self, seat: Seat, piece: Piece) -> Result<(), RuleError> {
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

    /// Orange on Trade: $100 per train held, face up or down.
    pub(crate) fn orange_trade_money(&mut self, seat: Seat, ev: &mut Vec<Event>) {
        let trains = self.player(seat).trains_total() as i32;
        let money = self.data.rules.orange_trade_per_train * trains;
        self.gain_money(seat, money, ev);
    }

    /// Grey on Trade: one deal of the face-up tile, alone, if its shares can be paid.
    pub(crate) fn grey_trade_deal_usable(&self, seat: Seat) -> Result<(), Unusable> {
        match self.state.deal_face_up {
            None => Err(Unusable::NoFaceUpDeal),
            Some(_)
                if [DealSide::A, DealSide::B]
                    .iter()
                    .all(|&side| self.grey_deal_affordable(seat, side).is_err()) =>
            {
                Err(Unusable::TooFewSharesForADeal)
            }
            Some(_) => Ok(()),
        }
    }
}
