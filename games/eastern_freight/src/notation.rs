//! The notation of actions: compact codes (`mv.t12-1-f` = set in motion onto connection 12's
//! space 1, heading forward) in which stored logs are written and which buttons carry. `parse`
//! reverses `code` exactly; a code that does not parse is refused, never guessed.
//!
//! **A code that exists keeps its meaning forever: stored logs of running games are read with
//! it.** Ids are indexes into the game's data file, which a stored game keeps (by its hash); a
//! build's id indexes the builds the loader derives from that file, so **the order in which
//! `data::validate` lists the builds is part of the notation** (pinned by a test).

use crate::action::Action;
use crate::types::{BuildId, City, Colour, Commodity, Item, Link, Side, Stop};

fn stop(s: Stop) -> String {
    match s {
        Stop::City(c) => format!("c{}", c.0),
        Stop::Track {
            link,
            space,
            forward,
        } => format!("t{}-{}-{}", link.0, space, if forward { 'f' } else { 'b' }),
    }
}

fn parse_stop(s: &str) -> Option<Stop> {
    if let Some(c) = s.strip_prefix('c') {
        return Some(Stop::City(City(c.parse().ok()?)));
    }
    let mut parts = s.strip_prefix('t')?.split('-');
    let link = Link(parts.next()?.parse().ok()?);
    let space = parts.next()?.parse().ok()?;
    let forward = match parts.next()? {
        "f" => true,
        "b" => false,
        _ => return None,
    };
    parts.next().is_none().then_some(Stop::Track {
        link,
        space,
        forward,
    })
}

fn item(i: Item) -> &'static str {
    match i {
        Item::Locomotive => "l",
        Item::Tender => "t",
        Item::FreightCar => "f",
    }
}

impl Action {
    /// The action's code.
    pub fn code(&self) -> String {
        match *self {
            Action::ChooseSide { card, side } => {
                format!("sd.{card}.{}", if side == Side::A { 'a' } else { 'b' })
            }
            Action::PassCard(c) => format!("pc.{}", c.0),
            Action::KeepRoute(r) => format!("kr.{r}"),
            Action::PlaceLocomotive(c) => format!("lo.{}", c.0),
            Action::FreeMove(s) => format!("fm.{}", stop(s)),
            Action::DrawFaceUp(c) => format!("df.{}", c.0),
            Action::DrawDeck => "dd".into(),
            Action::StopDrawing => "ds".into(),
            Action::Build(b) => format!("b.{}", b.0),
            Action::Pay(p) => format!(
                "py.{}",
                p.iter().map(u8::to_string).collect::<Vec<_>>().join(".")
            ),
            Action::SetInMotion(s) => format!("mv.{}", stop(s)),
            Action::Boost(s) => format!("bo.{}", stop(s)),
            Action::Upgrade(i) => format!("up.{}", item(i)),
            Action::Load {
                commodity,
                dump: None,
            } => format!("ld.{}", commodity.0),
            Action::Load {
                commodity,
                dump: Some(d),
            } => format!("ld.{}.{}", commodity.0, d.0),
            Action::Deliver(k) => format!("dl.{}", k.0),
            Action::Pass => "pa".into(),
            Action::EndTurn => "end".into(),
        }
    }

    /// The action of a code; `None` for anything that is not exactly one.
    pub fn parse(code: &str) -> Option<Action> {
        let (head, rest) = code.split_once('.').unwrap_or((code, ""));
        let num = |s: &str| -> Option<u8> {
            // One spelling per number: no sign, no leading zero.
            (s == "0" || (!s.starts_with('0') && s.bytes().all(|b| b.is_ascii_digit())))
                .then(|| s.parse().ok())
                .flatten()
        };
        let action = match (head, rest) {
            ("dd", "") => Action::DrawDeck,
            ("ds", "") => Action::StopDrawing,
            ("pa", "") => Action::Pass,
            ("end", "") => Action::EndTurn,
            ("sd", r) => {
                let (card, side) = r.split_once('.')?;
                let side = match side {
                    "a" => Side::A,
                    "b" => Side::B,
                    _ => return None,
                };
                Action::ChooseSide {
                    card: num(card)?,
                    side,
                }
            }
            ("pc", r) => Action::PassCard(Colour(num(r)?)),
            ("kr", r) => Action::KeepRoute(num(r)?),
            ("lo", r) => Action::PlaceLocomotive(City(num(r)?)),
            ("fm", r) => Action::FreeMove(parse_stop(r)?),
            ("df", r) => Action::DrawFaceUp(Colour(num(r)?)),
            ("b", r) => Action::Build(BuildId(
                (r == "0" || !r.starts_with('0'))
                    .then(|| r.parse().ok())
                    .flatten()?,
            )),
            ("py", r) => {
                let parts: Vec<u8> = r.split('.').map(num).collect::<Option<_>>()?;
                Action::Pay(parts.try_into().ok()?)
            }
            ("mv", r) => Action::SetInMotion(parse_stop(r)?),
            ("bo", r) => Action::Boost(parse_stop(r)?),
            ("up", "l") => Action::Upgrade(Item::Locomotive),
            ("up", "t") => Action::Upgrade(Item::Tender),
            ("up", "f") => Action::Upgrade(Item::FreightCar),
            ("ld", r) => match r.split_once('.') {
                None => Action::Load {
                    commodity: Commodity(num(r)?),
                    dump: None,
                },
                Some((k, d)) => Action::Load {
                    commodity: Commodity(num(k)?),
                    dump: Some(Commodity(num(d)?)),
                },
            },
            ("dl", r) => Action::Deliver(Commodity(num(r)?)),
            _ => return None,
        };
        // Exactly one spelling: what does not read back the same is refused.
        (action.code() == code).then_some(action)
    }
}
