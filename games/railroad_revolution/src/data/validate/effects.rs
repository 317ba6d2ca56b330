//! Rewards: one `kind` (or `all`) with only its own fields, each count at least 1.

use super::super::raw::RawEffect;
use super::super::Effect;
use super::{err, small};
use crate::data::DataError;
use crate::types::Colour;

/// Builds effects, collecting worker option lists and compound parts.
pub(super) struct EffectBuilder {
    pub(super) worker_sets: Vec<Vec<Vec<Colour>>>,
    pub(super) compounds: Vec<Vec<Effect>>,
}

impl EffectBuilder {
    pub(super) fn build(
        &mut self,
        raw: &RawEffect,
        entry: &str,
        setup: bool,
    ) -> Result<Effect, DataError> {
        if let Some(parts) = &raw.all {
            if raw.kind.is_some() {
                return err(entry, "a reward has either `kind` or `all`, not both");
            }
            if parts.len() < 2 {
                return err(entry, "`all` needs at least two rewards");
            }
            let mut built = Vec::new();
            for (i, p) in parts.iter().enumerate() {
                built.push(self.build(p, &format!("{entry}.all[{i}]"), setup)?);
            }
            self.compounds.push(built);
            let index = small(
                entry,
                "number of compound rewards",
                self.compounds.len() as u32 - 1,
            )?;
            return Ok(Effect::All { index });
        }
        let Some(kind) = raw.kind.as_deref() else {
            return err(entry, "a reward needs `kind` (or `all`)");
        };
        let present: Vec<&str> = [
            ("amount", raw.amount.is_some()),
            ("n", raw.n.is_some()),
            ("steps", raw.steps.is_some()),
            ("options", raw.options.is_some()),
            ("cost", raw.cost.is_some()),
            ("max", raw.max.is_some()),
            ("cost_each", raw.cost_each.is_some()),
            ("times", raw.times.is_some()),
            ("fixed", raw.fixed.is_some()),
        ]
        .into_iter()
        .filter(|(_, p)| *p)
        .map(|(f, _)| f)
        .collect();
        let allowed: &[&str] = match kind {
            "money" => &["amount"],
            "shares" => &["n"],
            "advance" => &["steps", "fixed"],
            "workers" => &["options", "cost"],
            "hire" => &["cost"],
            "promote" => &["max", "cost_each", "cost"],
            "flip_train" => &["times", "cost"],
            "take_train" | "place_rail" => &["cost"],
            "exchange_worker"
            | "place_station"
            | "place_office"
            | "setup_rail"
            | "setup_office_in_deal_section"
            | "setup_station_in_start_city" => &[],
            other => return err(entry, format!("unknown reward kind \"{other}\"")),
        };
        if let Some(bad) = present.iter().find(|f| !allowed.contains(f)) {
            return err(entry, format!("reward kind \"{kind}\" takes no `{bad}`"));
        }
        if kind.starts_with("setup_") && !setup {
            return err(
                entry,
                format!("reward kind \"{kind}\" is only allowed on setup tiles"),
            );
        }
        let cost: u16 = small(entry, "cost", raw.cost.unwrap_or(0))?;
        let need = |v: Option<u32>, field: &str| -> Result<u32, DataError> {
            match v {
                Some(0) => err(entry, format!("`{field}` must be at least 1")),
                Some(v) => Ok(v),
                None => err(entry, format!("reward kind \"{kind}\" needs `{field}`")),
            }
        };
        Ok(match kind {
            "money" => Effect::Money {
                amount: small(entry, "amount", need(raw.amount, "amount")?)?,
            },
            "shares" => Effect::Shares {
                n: small(entry, "n", need(raw.n, "n")?)?,
            },
            "advance" => Effect::Advance {
                steps: small(entry, "steps", need(raw.steps, "steps")?)?,
                fixed: raw.fixed.unwrap_or(false),
            },
            "workers" => {
                let Some(options) = &raw.options else {
                    return err(entry, "reward kind \"workers\" needs `options`");
                };
                if options.is_empty() || options.iter().any(|o| o.is_empty() || o.len() > 3) {
                    return err(entry, "`options` needs 1 or more options of 1 to 3 workers");
                }
                let mut set = Vec::new();
                for option in options {
                    let mut colours = Vec::new();
                    for name in option {
                        let Some(c) = Colour::from_name(name) else {
                            return err(entry, format!("unknown worker colour \"{name}\""));
                        };
                        colours.push(c);
                    }
                    set.push(colours);
                }
                self.worker_sets.push(set);
                Effect::Workers {
                    set: small(
                        entry,
                        "number of worker rewards",
                        self.worker_sets.len() as u32 - 1,
                    )?,
                    cost,
                }
            }
            "hire" => Effect::Hire { cost },
            "exchange_worker" => Effect::ExchangeWorker,
            "promote" => Effect::Promote {
                max: small(entry, "max", need(raw.max, "max")?)?,
                cost_each: small(entry, "cost_each", raw.cost_each.unwrap_or(0))?,
                cost,
            },
            "flip_train" => Effect::FlipTrain {
                times: small(entry, "times", need(raw.times.or(Some(1)), "times")?)?,
                cost,
            },
            "take_train" => Effect::TakeTrain { cost },
            "place_rail" => Effect::PlaceRail { cost },
            "place_station" => Effect::PlaceStation,
            "place_office" => Effect::PlaceOffice,
            "setup_rail" => Effect::SetupRail,
            "setup_office_in_deal_section" => Effect::SetupOfficeInDealSection,
            "setup_station_in_start_city" => Effect::SetupStationInStartCity,
            _ => unreachable!("kinds are matched above"),
        })
    }
}
