//! The slash commands, `/rr …` and each later game's own for its moves (`/freight …`,
//! `/luxury …`), one
//! file per group, mounted as `railbot::commands`. **Each game
//! command builds one line of the game's grammar and hands it to the game service
//! (`discord::respond`); no rules logic lives here.** Settings (`waiting [reminders:]`,
//! `settings reminders`, `settings hints`) are one `Table` call each; `teach` and `review`
//! (`learn.rs`) are flows of `discord::learn`. Autocomplete offers what the service says the
//! caller may do now. Every command is generic over the `Store`. `/rr` holds 25 subcommands,
//! Discord's most.

mod freight;
mod history;
mod learn;
mod lobby;
pub mod localize;
mod look;
mod luxury;
mod play;
mod seat;
mod settings;

use crate::discord::{caller, respond, Context, Data, Error};
use crate::games::GameId;
use crate::store::Store;
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// A setting's two values (`/rr settings hints`, `/rr settings threads`, `/rr autopilot`).
/// Registered as Discord choices whose labels come from the catalogue
/// (`<option>-choice-on` / `-off`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Switch {
    #[name = "on"]
    On,
    #[name = "off"]
    Off,
}

impl Switch {
    pub fn on(self) -> bool {
        self == Switch::On
    }
}

/// Where a person's turn reminders go (`/rr waiting reminders:`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum ReminderPlace {
    #[name = "channel"]
    Channel,
    #[name = "dm"]
    Dm,
}

/// How strong the opponents of a practice game are (`/rr learn teach strength:`): the kinds
/// of computer player a learner may choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum Strength {
    #[name = "greedy"]
    Greedy,
    #[name = "random"]
    Random,
    #[name = "best"]
    Best,
}

impl Strength {
    pub fn kind(self) -> crate::ai::Kind {
        use crate::ai::Kind;
        match self {
            Strength::Greedy => Kind::Greedy,
            Strength::Random => Kind::Random,
            Strength::Best => Kind::BEST,
        }
    }
}

/// Which game `/rr new` opens (`/rr settings game` sets a server's default). Registered as
/// Discord choices by index, in `GameId::ALL`'s order (**append only**: a choice's index is
/// what Discord sends); each labelled from the catalogue (`game-choice-<id>`: the title).
#[derive(Clone, Copy, Debug, PartialEq, Eq, poise::ChoiceParameter)]
pub enum GameChoice {
    #[name = "railroad_revolution"]
    RailroadRevolution,
    #[name = "eastern_freight"]
    EasternFreight,
    #[name = "luxury_line"]
    LuxuryLine,
}

impl GameChoice {
    pub fn id(self) -> GameId {
        match self {
            GameChoice::RailroadRevolution => GameId::RailroadRevolution,
            GameChoice::EasternFreight => GameId::EasternFreight,
            GameChoice::LuxuryLine => GameId::LuxuryLine,
        }
    }

    /// The game an autocomplete's command has chosen so far (`game:`, by index), if any.
    fn typed_in<S: Store>(ctx: Context<'_, S>) -> Option<GameId> {
        fn find(options: &[serenity::CommandDataOption]) -> Option<i64> {
            options.iter().find_map(|o| match &o.value {
                serenity::CommandDataOptionValue::SubCommand(inner)
                | serenity::CommandDataOptionValue::SubCommandGroup(inner) => find(inner),
                serenity::CommandDataOptionValue::Integer(i) if o.name == "game" => Some(*i),
                _ => None,
            })
        }
        let poise::Context::Application(a) = ctx else {
            return None;
        };
        let index = usize::try_from(find(&a.interaction.data.options)?).ok()?;
        <GameChoice as poise::ChoiceParameter>::from_index(index).map(GameChoice::id)
    }
}

/// Every command the bot registers.
pub fn all<S: Store>() -> Vec<poise::Command<Arc<Data<S>>, Error>> {
    let mut commands = vec![rr(), freight::freight(), luxury::luxury()];
    localize::localize(&mut commands);
    commands
}

/// Railroad Revolution: one game per channel.
#[poise::command(
    slash_command,
    subcommand_required,
    subcommands(
        "lobby::new",
        "lobby::join",
        "lobby::leave",
        "lobby::addbot",
        "lobby::start",
        "lobby::abort",
        "play::station",
        "play::rail",
        "play::telegraph",
        "play::trade",
        "play::sell",
        "play::hire",
        "play::undo",
        "play::end",
        "look::board",
        "look::player",
        "look::log",
        "look::score",
        "look::rules",
        "look::hint",
        "look::waiting",
        "seat::autopilot",
        "learn::learn",
        "history::history",
        "settings::settings"
    )
)]
pub async fn rr<S: Store>(_ctx: Context<'_, S>) -> Result<(), Error> {
    Ok(())
}

/// Runs `line` for the caller, answered privately (moves: the turn message shows them).
async fn run<S: Store>(ctx: Context<'_, S>, line: String) -> Result<(), Error> {
    respond(ctx, line, false).await
}

/// Autocomplete of a game's own command (`/freight`, `/luxury`): the rest of the caller's
/// legal lines whose verb is this subcommand's name.
async fn ac_rest<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let verb = ctx.command().name.clone();
    offer_lines(ctx, &verb, partial).await
}

/// A game's own command's move: `verb` and the rest of the line `what` (none, or blank: the
/// verb alone), played in the channel's game of `game`.
async fn typed<S: Store>(
    ctx: Context<'_, S>,
    game: GameId,
    verb: &str,
    what: Option<String>,
) -> Result<(), Error> {
    let line = match what.as_deref().map(str::trim) {
        Some(w) if !w.is_empty() => format!("{verb} {w}"),
        _ => verb.to_string(),
    };
    play(ctx, game, line).await
}

/// Runs a move of `game`'s for the caller, answered privately; refused, saying which game the
/// channel plays, when the channel gathers players for another game or plays one (another
/// game's grammar would only say it does not know the verb). Anywhere else the table answers
/// (no game here, the game is over, a stored game it cannot use).
async fn play<S: Store>(ctx: Context<'_, S>, game: GameId, line: String) -> Result<(), Error> {
    use crate::table::Holding;
    let here = match ctx.data().table.holding(ctx.channel_id().get()).await {
        Ok(Holding::Game { game, over: false } | Holding::Lobby { game }) => Some(game),
        _ => None,
    };
    match here {
        Some(here) if here != game => {
            let lang = crate::discord::reader_language(ctx);
            let text = crate::tl!(
                lang,
                "discord-other-game",
                here = here.meta().title,
                game = game.meta().title
            );
            crate::discord::send(ctx, crate::discord::private(text)).await
        }
        _ => run(ctx, line).await,
    }
}

/// Runs `line` for the caller, answered for the whole channel (lobby commands).
async fn announce<S: Store>(ctx: Context<'_, S>, line: String) -> Result<(), Error> {
    respond(ctx, line, true).await
}

/// Runs a look for the caller: privately, unless they share it (`public: true`).
async fn look<S: Store>(
    ctx: Context<'_, S>,
    line: String,
    public: Option<bool>,
) -> Result<(), Error> {
    respond(ctx, line, public.unwrap_or(false)).await
}

/// Autocomplete: the `word`-th word of the caller's legal commands starting with `verb`,
/// matching what they typed, at most 25.
async fn legal_words<S: Store>(
    ctx: Context<'_, S>,
    verb: &str,
    word: usize,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let user = caller(ctx);
    let lines = ctx
        .data()
        .table
        .legal_for(ctx.channel_id().get(), &user)
        .await;
    let words = lines.iter().filter_map(|line| {
        let mut words = line.split_whitespace();
        (words.next() == Some(verb))
            .then(|| words.nth(word.saturating_sub(1)))
            .flatten()
    });
    // A Trade's `rail` is the piece, which a language may name apart from the Railroad
    // action (`binario`, not `ferrovia`).
    let words = words.map(|w| match (verb, w) {
        ("trade", "rail") => (w, "rail-piece"),
        _ => (w, w),
    });
    offer_senses(crate::discord::reader_language(ctx), words, partial)
}

/// Autocomplete: the rest of each of the caller's legal lines whose verb is `verb` (`coal
/// dump iron` for `load`), matching what they typed, at most 25. **Each is labelled in the
/// reader's words while its value stays the grammar's** (`carbone scarta ferro` sends `coal
/// dump iron`); what was typed matches either.
async fn offer_lines<S: Store>(
    ctx: Context<'_, S>,
    verb: &str,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let user = caller(ctx);
    let lang = crate::discord::reader_language(ctx);
    let lines = ctx
        .data()
        .table
        .legal_for(ctx.channel_id().get(), &user)
        .await;
    let partial = partial.trim().to_lowercase();
    let mut seen: Vec<(String, String)> = Vec::new();
    for l in &lines {
        let Some(rest) = l.strip_prefix(verb).and_then(|r| r.strip_prefix(' ')) else {
            continue;
        };
        let label = rest
            .split_whitespace()
            .map(|w| crate::table::grammar::words::local(lang, w).unwrap_or_else(|| w.into()))
            .collect::<Vec<_>>()
            .join(" ");
        let typed = |s: &str| s.to_lowercase().starts_with(&partial);
        // Discord refuses the whole answer for one choice over 100 characters.
        let fits = rest.chars().count() <= 100 && label.chars().count() <= 100;
        if fits && (typed(rest) || typed(&label)) && !seen.iter().any(|(_, v)| v == rest) {
            seen.push((label, rest.to_string()));
        }
    }
    seen.truncate(25);
    serenity::CreateAutocompleteResponse::new().set_choices(
        seen.into_iter()
            .map(|(label, value)| serenity::AutocompleteChoice::new(label, value))
            .collect(),
    )
}

/// Autocomplete: the distinct `words` that start with what was typed (any case), at most 25.
/// **Each is labelled in the reader's language while its value stays the grammar's word**
/// (`grigio` sends `grey`); what was typed matches either.
fn offer<'a>(
    lang: crate::i18n::Lang,
    words: impl IntoIterator<Item = &'a str>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    offer_senses(lang, words.into_iter().map(|w| (w, w)), partial)
}

/// [`offer`] of words each labelled by its sense (`rail` as `rail-piece`: the reader's word for
/// the piece; `grammar::words::senses`), its value still the grammar's word.
fn offer_senses<'a>(
    lang: crate::i18n::Lang,
    words: impl IntoIterator<Item = (&'a str, &'a str)>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let partial = partial.trim().to_lowercase();
    let mut seen: Vec<(String, &str)> = Vec::new();
    for (w, sense) in words {
        let label =
            crate::table::grammar::words::local(lang, sense).unwrap_or_else(|| w.to_string());
        let typed = |s: &str| s.to_lowercase().starts_with(&partial);
        if (typed(w) || typed(&label)) && !seen.iter().any(|(_, v)| *v == w) {
            seen.push((label, w));
        }
    }
    seen.truncate(25);
    serenity::CreateAutocompleteResponse::new().set_choices(
        seen.into_iter()
            .map(|(label, w)| serenity::AutocompleteChoice::new(label, w))
            .collect(),
    )
}

/// Autocomplete: the kinds of computer player.
async fn ac_kind<S: Store>(
    ctx: Context<'_, S>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    offer(
        crate::discord::reader_language(ctx),
        crate::ai::Kind::typed_names().into_iter().map(|(n, _)| n),
        partial,
    )
}

/// Joins present words with spaces.
fn line(words: &[Option<&str>]) -> String {
    words
        .iter()
        .flatten()
        .map(|w| w.trim())
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}
