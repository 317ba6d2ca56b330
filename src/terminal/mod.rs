//! The terminal front ends: `railbot play` (hot-seat, the same grammar and views as Discord) and
//! `railbot script` (lines `user: command` on stdin, one answer per line, as text or JSON lines).
//! Both go through `Table` like every front end: `handle`, then `computers_move`. `simulate`
//! plays computer players' games for measurements.

pub mod playing;
mod review;
pub mod simulate;
pub mod stored;
mod view;

pub use review::review_export;
pub use view::{view_seeded, ViewKind};

use crate::games::GameId;
use crate::store::Store;
use crate::t;
use crate::table::{Refusal, Reply, Table, User};
use std::io::{BufRead, Write};

/// A stable user id for a name typed in a terminal or a script (FNV-1a).
pub fn user_id(name: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.trim().to_lowercase().bytes() {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// A person at the terminal. Whoever runs the terminal owns its channel, so may abort.
pub fn user(name: &str) -> User {
    User {
        id: user_id(name),
        name: name.trim().to_string(),
        manager: true,
        guild: None,
    }
}

/// Runs one command for `user` and then lets the computer players move, as one answer (the
/// computer players' moves follow the person's). They move after a refused command too: a game
/// resumed with a computer player awaited goes on.
pub async fn command<S: Store>(table: &Table<S>, channel: u64, user: &User, line: &str) -> Reply {
    let reply = table.handle(channel, user, line).await;
    match table.computers_move(channel).await {
        Some(moved) => reply.then(moved),
        None => reply,
    }
}

/// Seats a new game in `channel`: humans by name, `bot:<kind>` for computer players, and starts
/// it (by the first human).
pub async fn new_game<S: Store>(
    table: &Table<S>,
    channel: u64,
    game: GameId,
    seats: &[String],
) -> Result<Reply, String> {
    let humans: Vec<&String> = seats.iter().filter(|s| !s.starts_with("bot:")).collect();
    let Some(first) = humans.first() else {
        return Err(t!("terminal-no-person"));
    };
    let starter = user(first);
    let check = |r: Reply| match r.error() {
        None => Ok(r),
        Some(why) => Err(why.to_string()),
    };
    check(
        table
            .handle(
                channel,
                &starter,
                &format!("new {} {}", game.id(), seats.len()),
            )
            .await,
    )?;
    for s in seats {
        match s.strip_prefix("bot:") {
            Some(kind) => check(
                table
                    .handle(channel, &starter, &format!("addbot {kind}"))
                    .await,
            )?,
            None => check(table.handle(channel, &user(s), "join").await)?,
        };
    }
    check(command(table, channel, &starter, "start").await)
}

fn print_reply(out: &mut impl Write, reply: &Reply, jsonl: bool) -> std::io::Result<()> {
    if jsonl {
        writeln!(out, "{}", serde_json::to_string(reply).unwrap_or_default())?;
    } else {
        if let Some(why) = reply.error() {
            writeln!(out, "{}", t!("terminal-error", why = why))?;
        }
        // What computer players did after a refused command too.
        let public = reply.public_text();
        if !public.is_empty() {
            writeln!(out, "{public}")?;
        }
        if reply.ok() && !reply.private.is_empty() {
            writeln!(out, "{} {}", t!("terminal-private"), reply.private)?;
        }
    }
    out.flush()
}

/// `railbot script`: answers each `user: command` line once it is committed, with the computer
/// players' moves that followed it.
pub async fn script<S: Store>(table: &Table<S>, channel: u64, jsonl: bool) -> std::io::Result<()> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    for line in stdin.lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        let reply = match line.split_once(':') {
            Some((name, command)) if !name.trim().is_empty() => {
                self::command(table, channel, &user(name), command).await
            }
            _ => Reply::refused(Refusal::Illegal, t!("terminal-script-line"), 0),
        };
        print_reply(&mut out, &reply, jsonl)?;
    }
    Ok(())
}

/// What can be typed next, each with what it does (all of it with `legal`).
fn print_options(out: &mut impl Write, reply: &Reply) -> std::io::Result<()> {
    const SHOWN: usize = 16;
    if reply.options.is_empty() {
        return Ok(());
    }
    writeln!(out, "{}", t!("terminal-you-can"))?;
    for line in reply.options.iter().take(SHOWN) {
        writeln!(out, "  {line}")?;
    }
    if reply.options.len() > SHOWN {
        writeln!(
            out,
            "  {}",
            t!(
                "terminal-more-options",
                n = reply.options.len() - SHOWN,
                legal = crate::i18n::command("", "legal")
            )
        )?;
    }
    out.flush()
}

/// `railbot play`: hot-seat in a terminal. Each line is played by the awaited person.
pub async fn play<S: Store>(
    table: &Table<S>,
    channel: u64,
    names: &[String],
    picture: Option<&std::path::Path>,
) -> std::io::Result<()> {
    let mut out = std::io::stdout().lock();
    let stdin = std::io::stdin();
    let anyone = user(names.first().map_or("player1", |s| s.as_str()));
    // A game left with a computer player awaited goes on first.
    if let Some(moved) = table.computers_move(channel).await {
        print_reply(&mut out, &moved, false)?;
    }
    let board = table.handle(channel, &anyone, "board").await;
    print_reply(&mut out, &board, false)?;
    let mut last_picture = Written::default();
    refresh_picture(table, channel, picture, &mut last_picture, &mut out).await?;
    print_options(&mut out, &board)?;
    let mut taught = None;
    print_lesson(table, channel, &mut taught, &mut out).await?;
    writeln!(
        out,
        "{}",
        t!(
            "terminal-welcome",
            legal = crate::i18n::command("", "legal"),
            hint = crate::i18n::command("", "hint"),
            help = crate::i18n::command("", "help"),
            quit = crate::i18n::command("", "quit")
        )
    )?;
    loop {
        let status = table.status(channel).await;
        let awaited = status.filter(|s| !s.over).and_then(|s| s.awaited_name);
        // The move that ended the game said the final score (a finished game is never
        // played on: `playing.rs` asks for `--new`).
        let Some(name) = awaited else {
            writeln!(
                out,
                "{}",
                t!(
                    "terminal-review-after",
                    review = "`railbot review 0`",
                    db = "--db"
                )
            )?;
            return Ok(());
        };
        write!(out, "{name}> ")?;
        out.flush()?;
        let mut line = String::new();
        if stdin.lock().read_line(&mut line)? == 0 || is_word(&line, "quit") {
            writeln!(out, "\n{}", t!("terminal-saved", play = "`railbot play`"))?;
            return Ok(());
        }
        if is_word(&line, "review") {
            writeln!(out, "{}", t!("terminal-reviewing"))?;
        }
        let reply = table.handle(channel, &user(&name), &line).await;
        print_reply(&mut out, &reply, false)?;
        // The computer players move after the person's move is answered (or refused: a game
        // resumed with a computer player awaited goes on).
        let reply = match table.computers_move(channel).await {
            Some(moved) => {
                print_reply(&mut out, &moved, false)?;
                moved
            }
            None => reply,
        };
        refresh_picture(table, channel, picture, &mut last_picture, &mut out).await?;
        print_options(&mut out, &reply)?;
        print_lesson(table, channel, &mut taught, &mut out).await?;
    }
}

/// Whether `line` is the grammar's `word` alone, in English or the reader's words (`quit`,
/// `chiudi`).
fn is_word(line: &str, word: &str) -> bool {
    crate::table::grammar::words::read(line) == [word]
}

/// A practice game's lesson for the awaited decision, as plain text, once per moment (`taught`:
/// the sequence number of the last one printed).
async fn print_lesson<S: Store>(
    table: &Table<S>,
    channel: u64,
    taught: &mut Option<usize>,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let Some(lesson) = table.lesson(channel).await else {
        return Ok(());
    };
    if taught.replace(lesson.seq) == Some(lesson.seq) {
        return Ok(());
    }
    writeln!(out, "{}", t!("terminal-learning"))?;
    for line in lesson.lines() {
        writeln!(out, "  {}", line.replace("**", ""))?;
    }
    out.flush()
}

/// `--players` checked against `game`'s seats (`Meta::players`): "--players must be 2, 3 or 4".
pub fn check_players(game: GameId, players: u8) -> anyhow::Result<()> {
    let (fewest, most) = game.meta().players;
    if (fewest..=most).contains(&players) {
        return Ok(());
    }
    let counts: Vec<String> = (fewest..=most).map(|n| n.to_string()).collect();
    let said = match counts.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    };
    anyhow::bail!("--players must be {said}")
}

/// The game a channel holds (a game gathering players or in play), if any.
pub fn held_game(holding: &crate::table::Holding) -> Option<GameId> {
    use crate::table::Holding;
    match holding {
        Holding::Lobby { game } | Holding::Game { game, .. } => Some(*game),
        Holding::Empty | Holding::Unusable(_) => None,
    }
}

/// `--game` names the game a command is about (none: whichever is held); a channel or file
/// holding a game of another says so, and the command changes nothing.
pub fn same_game(held: GameId, wanted: Option<GameId>) -> Result<(), String> {
    match wanted {
        Some(w) if w != held => Err(t!(
            "terminal-other-game",
            held = held.meta().title,
            wanted = w.meta().title,
            held_id = held.id()
        )),
        _ => Ok(()),
    }
}

/// Starts a practice game in `channel` for `name` against `opponents` computer players of
/// `kind` (`teach`), in place of an empty channel or a finished game.
pub async fn new_practice_game<S: Store>(
    table: &Table<S>,
    channel: u64,
    name: &str,
    kind: crate::ai::Kind,
    opponents: u8,
) -> Result<Reply, String> {
    let reply = command(
        table,
        channel,
        &user(name),
        &format!("teach {} {opponents}", kind.name()),
    )
    .await;
    match reply.error() {
        None => Ok(reply),
        Some(why) => Err(why.to_string()),
    }
}

/// The pictures `railbot play --png` last wrote (their SVG text).
#[derive(Default)]
struct Written {
    board: String,
    options: String,
}

/// `railbot play --png FILE`: rewrites the picture when the board changed, and writes a
/// decision's options on the map beside it when they changed (removed when the decision is
/// about no place). A picture that cannot be written is said once a move and never stops the
/// game.
async fn refresh_picture<S: Store>(
    table: &Table<S>,
    channel: u64,
    path: Option<&std::path::Path>,
    last: &mut Written,
    out: &mut impl Write,
) -> std::io::Result<()> {
    let Some(path) = path else { return Ok(()) };
    let Some(snapshot) = table.picture(channel).await else {
        return Ok(());
    };
    // A decision about a place: its options on the map, beside the board's picture.
    let marks = match table.view(channel, None).await {
        Ok(Some(view)) => view.turn.map(|t| t.message.map).unwrap_or_default(),
        _ => Vec::new(),
    };
    let options = options_path(path);
    match snapshot.options_svg(&marks) {
        Some(svg) if svg == last.options => {}
        Some(svg) => match write_picture(&options, &svg, snapshot.game()) {
            Ok(()) => {
                let path = options.display().to_string();
                writeln!(out, "{}", t!("terminal-options-written", path = path))?;
                last.options = svg;
            }
            Err(e) => writeln!(
                out,
                "{}",
                t!(
                    "terminal-options-not-written",
                    path = options.display().to_string(),
                    error = e.to_string()
                )
            )?,
        },
        None => {
            let _ = std::fs::remove_file(&options);
            last.options.clear();
        }
    }
    let svg = snapshot.svg();
    if svg == last.board {
        return Ok(());
    }
    match write_picture(path, &svg, snapshot.game()) {
        Ok(()) => last.board = svg,
        Err(e) => writeln!(
            out,
            "{}",
            t!(
                "terminal-picture-not-written",
                path = path.display().to_string(),
                error = e.to_string()
            )
        )?,
    }
    Ok(())
}

/// Where `railbot play --png FILE` writes the picture of a decision's options on the map:
/// beside FILE, `-options` added to its name (`board.png` → `board-options.png`).
pub fn options_path(path: &std::path::Path) -> std::path::PathBuf {
    let stem = path
        .file_stem()
        .map_or("board".into(), |s| s.to_string_lossy());
    path.with_file_name(format!("{stem}-options.png"))
}

/// Writes the picture of a board (a game's SVG, `table::Board::board_svg`) as PNG to `path`, whole: it is
/// written beside it and renamed, so an image viewer that keeps the file open never reads half
/// of one.
pub fn write_picture(path: &std::path::Path, svg: &str, game: GameId) -> std::io::Result<()> {
    let png = crate::render::picture::png(svg, game).map_err(std::io::Error::other)?;
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".part");
    let tmp = std::path::PathBuf::from(tmp);
    std::fs::write(&tmp, png)?;
    std::fs::rename(&tmp, path)
}
