//! Looking across a server's finished games: `history` (newest first, a page at a time),
//! `game <n>` (one game's final score), `stats [player]` and `leaderboard`, the same words in a
//! terminal, in `script` and on Discord.

use super::grammar::ServerLook;
use super::history::{Finished, Standing, Standings};
use super::service::text;
use super::slot::by_game;
use super::{Table, TableError, TableGame, User};
use crate::games::GameId;
use crate::store::record::GameRecord;
use crate::store::Store;
use crate::t;

/// Finished games on one page of `history`: six lines of four seats with the longest names,
/// each with the link to its final score, fit one Discord message.
pub const PAGE: usize = 6;

impl<S: Store> Table<S> {
    /// The text of a look at the server `user` writes from (a terminal's: server 0).
    pub(super) async fn server_look(
        &self,
        channel: u64,
        user: &User,
        look: ServerLook,
    ) -> Result<String, TableError> {
        let guild = user.guild.unwrap_or(0);
        let c = |w: &str| crate::i18n::command(self.prefix(), w);
        Ok(match look {
            ServerLook::History { page } => {
                // On Discord each game links to its final score (one of another channel
                // stored before the links were kept, to its channel).
                let elsewhere = |f: &Finished| {
                    if self.prefix().is_empty() {
                        return None;
                    }
                    let other = f.channel != channel;
                    final_link(f).or_else(|| {
                        other.then(|| t!("history-where", channel = f.channel.to_string()))
                    })
                };
                let games = self.history(guild).await?;
                history_page(&games, page, several_games(&games), &c, &elsewhere)
            }
            ServerLook::Game(n) => {
                let games = self.history(guild).await?;
                let named = several_games(&games);
                let (f, record) = self.finished_in(&games, n).await?;
                let board = by_game!(record.game, G => self.final_score::<G>(&record).await?);
                let mut line = game_line(n, &f, named);
                line.extend(final_link(&f).filter(|_| !self.prefix().is_empty()));
                format!("{line}\n{board}")
            }
            ServerLook::Stats(name) => {
                let standings = self.standings(guild).await?;
                let heading = self.standings_heading(guild, &standings).await;
                let found = match &name {
                    None => standings.players.get(&format!("user:{}", user.id)),
                    Some(n) => find(&standings, n),
                };
                let said = match found {
                    Some(s) => stats_text(s, &standings),
                    None => t!(
                        "history-no-stats",
                        name = name.unwrap_or_else(|| user.name.clone()),
                        leaderboard = c("leaderboard")
                    ),
                };
                heading
                    .into_iter()
                    .chain([said])
                    .collect::<Vec<_>>()
                    .join("\n")
            }
            ServerLook::Leaderboard => {
                let standings = self.standings(guild).await?;
                let heading = self.standings_heading(guild, &standings).await;
                let said = leaderboard_text(&standings);
                heading
                    .into_iter()
                    .chain([said])
                    .collect::<Vec<_>>()
                    .join("\n")
            }
        })
    }

    /// A finished game's final score table, as its game draws it.
    async fn final_score<G: TableGame>(&self, record: &GameRecord) -> Result<String, TableError> {
        let data = self.data_for::<G>(record).await?;
        let game = record.restore(&data)?.game;
        let seats = super::live::seating(&record.seats);
        Ok(text(game.score_table(&seats, self.style)))
    }

    /// The game standings are of, named where the server has standings in more than one game
    /// (a rating is per game); `None` where it has one. (History lines are named by the
    /// history they are listed from, which is read already.)
    async fn standings_heading(&self, guild: u64, standings: &Standings) -> Option<String> {
        let named = self.several_games_here(guild).await;
        named.then(|| t!("history-standings-of", game = standings.game.meta().title))
    }

    /// Whether server `guild` has standings in more than one game (one read a game, not its
    /// whole history; a row that cannot be read counts none).
    async fn several_games_here(&self, guild: u64) -> bool {
        let mut played = 0;
        for game in GameId::ALL {
            let games = self.standings_in(guild, game).await.map_or(0, |s| s.games);
            played += usize::from(games > 0);
        }
        played > 1
    }
}

/// Whether `games` are of more than one game: then each line names its game.
fn several_games(games: &[Finished]) -> bool {
    games.iter().any(|f| f.game != games[0].game)
}

impl<S: Store> Table<S> {
    /// The history's line of the newest finished game played in `channel` of server `guild`,
    /// numbered as the history numbers it (a thread's result line in its parent channel).
    pub async fn result_line(&self, guild: u64, channel: u64) -> Option<String> {
        let games = self.history(guild).await.ok()?;
        let (i, f) = games
            .iter()
            .enumerate()
            .rev()
            .find(|(_, f)| f.channel == channel)?;
        let mut line = game_line(i + 1, f, several_games(&games));
        line.extend(final_link(f));
        Some(line)
    }
}

/// The standing of the player named `name` (a unique start of a name, any case).
fn find<'a>(standings: &'a Standings, name: &str) -> Option<&'a Standing> {
    let name = name.trim().trim_start_matches('@').to_lowercase();
    let exact = standings
        .players
        .values()
        .find(|s| s.name.to_lowercase() == name);
    exact.or_else(|| {
        let mut starting = standings
            .players
            .values()
            .filter(|s| s.name.to_lowercase().starts_with(&name));
        match (starting.next(), starting.next()) {
            (Some(one), None) => Some(one),
            _ => None,
        }
    })
}

/// The link to a game's final score on Discord, once it is known.
fn final_link(f: &Finished) -> Option<String> {
    let message = f.final_message.filter(|_| f.guild != 0)?;
    let link = format!(
        "https://discord.com/channels/{}/{}/{message}",
        f.guild, f.channel
    );
    Some(t!("history-final-board", link = link))
}

/// The most characters of a name a game's line shows: ten lines of four seats stay within
/// one Discord message (2,000 characters) whatever the players' names (a page is [`PAGE`]).
const NAME_IN_LINE: usize = 14;

/// The most characters of a name a line that names its game shows: the game's title takes
/// their room (a page of such lines fits one message too).
const NAME_IN_NAMED_LINE: usize = 11;

/// `name`, cut to `most` characters.
fn short_to(name: &str, most: usize) -> String {
    match name.char_indices().nth(most) {
        Some((cut, _)) => format!("{}…", &name[..cut]),
        None => name.to_string(),
    }
}

/// A seat's name as lists show it: a computer player says so.
fn seat_name(name: &str, computer: bool) -> String {
    seat_name_to(name, computer, NAME_IN_LINE)
}

/// The same, cut to `most` characters.
fn seat_name_to(name: &str, computer: bool, most: usize) -> String {
    let name = short_to(name, most);
    if computer {
        t!("history-computer", name = name)
    } else {
        name.to_string()
    }
}

/// `2026-11-27` from Unix seconds (UTC).
pub fn date(unix: u64) -> String {
    // Howard Hinnant's days-to-civil.
    let z = (unix / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

/// One finished game in a line: number, date, scores, winner; its game first where `named`.
fn game_line(n: usize, f: &Finished, named: bool) -> String {
    let most = if named {
        NAME_IN_NAMED_LINE
    } else {
        NAME_IN_LINE
    };
    let mut seats: Vec<_> = f.seats.iter().collect();
    seats.sort_by_key(|s| s.place);
    let scores = seats
        .iter()
        .map(|s| {
            let name = seat_name_to(&s.shown_name(), s.computer.is_some(), most);
            t!("history-seat-score", name = name, vp = s.score.total)
        })
        .collect::<Vec<_>>()
        .join(", ");
    let winners = seats
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| short_to(&s.shown_name(), most))
        .collect::<Vec<_>>()
        .join(" & ");
    let line = t!(
        "history-game-line",
        n = n,
        date = date(f.stamp),
        scores = scores,
        winners = winners,
        rounds = f.rounds
    );
    if named {
        t!("history-in-game", game = f.game.meta().title, line = line)
    } else {
        line
    }
}

/// A page of the history, newest first, with where the rest is; each line names its game
/// where `named`.
fn history_page(
    games: &[Finished],
    page: usize,
    named: bool,
    c: &dyn Fn(&str) -> String,
    elsewhere: &dyn Fn(&Finished) -> Option<String>,
) -> String {
    if games.is_empty() {
        return t!("history-none");
    }
    let pages = games.len().div_ceil(PAGE);
    let page = page.clamp(1, pages);
    let mut lines = vec![t!(
        "history-title",
        count = games.len(),
        page = page,
        pages = pages
    )];
    let newest_first = games.iter().enumerate().rev();
    for (i, f) in newest_first.skip((page - 1) * PAGE).take(PAGE) {
        let mut line = game_line(i + 1, f, named);
        line.extend(elsewhere(f));
        lines.push(line);
    }
    lines.push(t!("history-more", game = c("game")));
    lines.join("\n")
}

/// A player's standing, in a few lines.
fn stats_text(s: &Standing, all: &Standings) -> String {
    let sources = all
        .game
        .meta()
        .score_sources
        .iter()
        .zip(&s.by_source)
        .map(|(source, vp)| t!(source.words, vp = *vp))
        .collect::<Vec<_>>()
        .join(", ");
    let place = all
        .ranked()
        .iter()
        .position(|o| std::ptr::eq(*o, s))
        .map_or(0, |i| i + 1);
    t!(
        "history-stats",
        name = seat_name(&s.name, s.computer.is_some()),
        games = s.games,
        wins = s.wins,
        average = crate::i18n::decimal(s.average_vp(), 1, false),
        best = s.vp_best,
        rating = crate::i18n::decimal(s.ordinal(), 1, false),
        skill = crate::i18n::decimal(s.rating, 1, false),
        uncertainty = crate::i18n::decimal(s.uncertainty, 1, false),
        place = place,
        players = all.players.len(),
        sources = sources
    )
}

/// Everyone's standing, best rating first.
fn leaderboard_text(all: &Standings) -> String {
    if all.players.is_empty() {
        return t!("history-none");
    }
    let mut lines = vec![t!(
        "history-leaderboard-title",
        games = all.games,
        computers = all.with_computers
    )];
    for (i, s) in all.ranked().iter().enumerate() {
        lines.push(t!(
            "history-leaderboard-line",
            place = i + 1,
            name = seat_name(&s.name, s.computer.is_some()),
            rating = crate::i18n::decimal(s.ordinal(), 1, false),
            games = s.games,
            wins = s.wins,
            average = crate::i18n::decimal(s.average_vp(), 0, false),
            best = s.vp_best
        ));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::history::SeatResult;

    #[test]
    fn a_page_of_games_with_the_longest_names_fits_one_message() {
        let long = "a".repeat(32);
        let seat = |place| SeatResult {
            name: long.clone(),
            user: Some(1),
            computer: None,
            score: Default::default(),
            place,
            forgotten: false,
        };
        // A real server's and channel's ids are 18 or 19 digits, in every link.
        // The longest title of any game (a named line starts with it).
        let longest = GameId::ALL
            .into_iter()
            .max_by_key(|g| g.meta().title.chars().count())
            .unwrap();
        let game = |i: u64| Finished {
            schema: 1,
            game: longest,
            guild: 1_000_000_000_000_000_000,
            channel: 1_000_000_000_000_000_000 + i,
            stamp: 1_795_737_600 + i,
            rounds: 12,
            // A four-way tie: every name is a winner's too.
            seats: vec![seat(1), seat(1), seat(1), seat(1)],
            final_message: Some(1_000_000_000_000_000_000 + i),
        };
        let games: Vec<Finished> = (0..25).map(game).collect();
        let c = |w: &str| format!("`/rr {w}`");
        let elsewhere = final_link;
        // Lines that name their game (a server that played several) fit too.
        for named in [false, true] {
            for page in 1..=3 {
                let text = history_page(&games, page, named, &c, &elsewhere);
                let n = text.chars().count();
                assert!(n <= 2000, "{n}: {text}");
            }
        }
        let first = history_page(&games, 1, false, &c, &elsewhere);
        assert!(first.contains(&format!("{}…", &long[..14])), "{first}");
        let link = "https://discord.com/channels/1000000000000000000/1000000000000000024/1000000000000000024";
        assert!(first.contains(&format!("[final board]({link})")), "{first}");
        let named = history_page(&games, 1, true, &c, &elsewhere);
        let title = longest.meta().title;
        assert!(named.contains(&format!("{title} · **#25**")), "{named}");
    }

    /// `/rr history` shows the game: where a server played more than one, each line names
    /// its game (its names cut shorter to make room).
    #[test]
    fn a_line_names_its_game_where_the_server_played_several() {
        let f = Finished {
            schema: 1,
            game: GameId::RailroadRevolution,
            guild: 1,
            channel: 2,
            stamp: 1_795_737_600,
            rounds: 9,
            seats: Vec::new(),
            final_message: None,
        };
        let plain = game_line(3, &f, false);
        assert!(plain.starts_with("**#3**"), "{plain}");
        let named = game_line(3, &f, true);
        assert_eq!(named, format!("Railroad Revolution · {plain}"));
        assert!(!several_games(std::slice::from_ref(&f)));
        assert!(!several_games(&[f.clone(), f]));
    }

    #[test]
    fn dates_are_the_calendars() {
        assert_eq!(super::date(0), "1970-01-01");
        assert_eq!(super::date(1_795_737_600), "2026-11-27");
        assert_eq!(super::date(951_782_400), "2000-02-29");
    }
}
