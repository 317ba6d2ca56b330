//! Which servers this process serves when several share the bot (`serve --shards A-B
//! --shard-count N`): Discord sends a server's events to shard `(server id >> 22) % N`, and DMs
//! to shard 0. **A process's reminders and computer players act only for the servers on its
//! shards**, so that two processes on one database never both remind a person. A leaf: the
//! table keeps a `Shards` (`Table::with_shards`) and asks it (`Table::serves`).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    /// The first and last shard of this process (both included).
    pub first: u32,
    pub last: u32,
    /// Shards of the whole bot.
    pub count: u32,
}

impl Shards {
    /// `A-B` (or one shard, `A`) of `count`.
    pub fn parse(range: &str, count: u32) -> Result<Shards, String> {
        let number = |s: &str| {
            s.trim()
                .parse::<u32>()
                .map_err(|_| format!("--shards takes a range such as 0-3, not {range:?}"))
        };
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(range)?, number(range)?),
        };
        if count == 0 || first > last || last >= count {
            return Err(format!(
                "--shards {range} is not a range of the {count} shards (0 to {})",
                count.saturating_sub(1)
            ));
        }
        Ok(Shards { first, last, count })
    }

    /// The shard Discord sends `guild`'s events to (a DM's: 0).
    pub fn of(guild: Option<u64>, count: u32) -> u32 {
        guild.map_or(0, |g| ((g >> 22) % u64::from(count.max(1))) as u32)
    }

    pub fn serves(&self, guild: Option<u64>) -> bool {
        (self.first..=self.last).contains(&Shards::of(guild, self.count))
    }
}

#[cfg(test)]
mod tests {
    use super::Shards;

    #[test]
    fn a_server_is_on_the_shard_discord_sends_its_events_to() {
        // Discord's formula: (guild_id >> 22) % num_shards.
        let guild = 81384788765712384u64; // Discord API's own server
        assert_eq!(Shards::of(Some(guild), 16), ((guild >> 22) % 16) as u32);
        assert_eq!(Shards::of(None, 4), 0, "DMs go to shard 0");
        let two = Shards::parse("2-3", 4).unwrap();
        assert_eq!((two.first, two.last, two.count), (2, 3, 4));
        assert!(two.serves(Some(2 << 22)) && two.serves(Some(3 << 22)));
        assert!(!two.serves(Some(1 << 22)) && !two.serves(None));
        assert_eq!(
            Shards::parse("1", 2).unwrap(),
            Shards {
                first: 1,
                last: 1,
                count: 2
            }
        );
        for bad in ["3-2", "0-4", "x", "1-"] {
            assert!(Shards::parse(bad, 4).is_err(), "{bad}");
        }
        assert!(Shards::parse("0", 0).is_err());
    }
}
