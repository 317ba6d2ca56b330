//! A picture of the whole public board: the map, the telegraph line, the performance tracks, the
//! deal, trains and milestone stacks, and a strip per company. Drawn as SVG from the data file
//! (`pos` of every city) and the state, then rasterised to PNG with resvg in the bundled font.
//!
//! **The same state and seating give the same SVG text** (no clock, no randomness, numbers at
//! one decimal), so a front end can compare a hash of the SVG to know whether the picture
//! changed. **Every label is at least [`canvas::MIN_TEXT`] pixels at full size**, and every
//! company has its own mark shape besides its colour.

pub mod choices;
mod companies;
mod icons;
mod map;
mod panel;
pub mod replay;

use crate::engine::data::GameData;
use crate::engine::effect::Effect;
use crate::engine::state::GameState;
use crate::engine::{Colour, Game};
use crate::games::railroad_revolution::views::words::Seating;
pub use crate::render::picture::fit;
use crate::t;
use canvas::{Anchor, Canvas, Layers, INK};

pub use crate::games::railroad_revolution::inks::INKS;
pub use crate::render::picture::{canvas, font, PictureError, PNG_LIMIT};

/// The PNG of one of its pictures' SVG, in its palette (`render::picture::png`).
pub fn png(svg: &str) -> Result<Vec<u8>, PictureError> {
    crate::render::picture::png(svg, crate::games::GameId::RailroadRevolution)
}

/// The same, kept for the next call with the same text (`render::picture::png_kept`).
pub fn png_kept(svg: &str) -> Result<std::sync::Arc<Vec<u8>>, PictureError> {
    crate::render::picture::png_kept(svg, crate::games::GameId::RailroadRevolution)
}

/// The picture's size in pixels.
pub const WIDTH: u32 = 1600;
pub const HEIGHT: u32 = 1000;

/// What the picture is drawn from.
pub struct Scene<'a> {
    pub game: &'a Game,
    pub data: &'a GameData,
    pub state: &'a GameState,
    pub seating: &'a Seating,
}

impl<'a> Scene<'a> {
    /// What `game` is drawn from, with its players' names and colours.
    pub fn of(game: &'a Game, seating: &'a Seating) -> Scene<'a> {
        Scene {
            game,
            data: game.data(),
            state: game.state(),
            seating,
        }
    }
}

/// The board of `game` as SVG text, `WIDTH` × `HEIGHT`.
pub fn svg(game: &Game, seating: &Seating) -> String {
    svg_captioned(game, seating, None)
}

/// The same with `caption` as its title line (a replay's frame), if given.
pub fn svg_captioned(game: &Game, seating: &Seating, caption: Option<&str>) -> String {
    let scene = Scene::of(game, seating);
    let mut layers = Layers::new();
    title(&mut layers.pieces, &scene, caption);
    map::draw(&mut layers, &scene);
    panel::draw(&mut layers, &scene);
    companies::draw(&mut layers, &scene);
    layers.finish(WIDTH, HEIGHT)
}

/// The title line: the round and who decides what, or the end.
fn title(c: &mut Canvas, scene: &Scene, caption: Option<&str>) {
    c.part("title");
    let s = scene.state;
    let text = match scene.game.pending() {
        _ if caption.is_some() => caption.unwrap_or_default().to_string(),
        None => t!("picture-title-over"),
        Some(p) => {
            let when = match s.phase {
                crate::engine::state::Phase::SetupDraft { .. } => t!("picture-title-setup"),
                _ => crate::games::railroad_revolution::views::prompt::round_words(s, s.turn),
            };
            t!(
                "picture-title",
                when = when,
                name = scene.seating.name(p.seat),
                decision =
                    crate::games::railroad_revolution::views::prompt::decision_words(&p.decision)
            )
        }
    };
    c.text(
        24.0,
        36.0,
        26.0,
        Anchor::Start,
        INK,
        &fit(&text, 26.0, 1020.0),
    );
}

/// A piece of a reward drawn in a row: words, or a worker disc.
#[derive(Clone, Debug, PartialEq)]
pub enum Seg {
    Text(String),
    Worker(Colour),
}

const WORKER_W: f32 = 17.0;

fn cost(cost: u16) -> String {
    if cost > 0 {
        format!(" -${cost}")
    } else {
        String::new()
    }
}

/// A reward in the picture's short words, with workers as discs of their colour.
pub fn segments(d: &GameData, e: Effect) -> Vec<Seg> {
    let t = |s: String| vec![Seg::Text(s)];
    match e {
        Effect::Money { amount } => t(format!("${amount}")),
        Effect::Shares { n } => t(t!("picture-shares", n = n)),
        Effect::Advance { steps, fixed: true } => t(t!("picture-steps", n = steps)),
        Effect::Advance { steps, .. } => t(t!("picture-steps-up-to", n = steps)),
        Effect::Workers { set, cost: c } => {
            let mut out = Vec::new();
            for (i, option) in d.worker_sets[set as usize].iter().enumerate() {
                if i > 0 {
                    out.push(Seg::Text(format!(" {} ", t!("picture-or"))));
                }
                out.extend(option.iter().map(|&w| Seg::Worker(w)));
            }
            if c > 0 {
                out.push(Seg::Text(cost(c)));
            }
            out
        }
        Effect::Hire { cost: c } => t(format!("{}{}", t!("picture-any-worker"), cost(c))),
        Effect::ExchangeWorker => t(t!("picture-swap-worker")),
        Effect::Promote {
            max,
            cost_each,
            cost: c,
        } => {
            let each = if cost_each > 0 {
                format!(
                    " {}",
                    t!("picture-cost-each", cost = format!("-${cost_each}"))
                )
            } else {
                String::new()
            };
            t(format!(
                "{}{each}{}",
                t!("picture-promote", n = max),
                cost(c)
            ))
        }
        Effect::FlipTrain { times, cost: c } => {
            let times = if times > 1 {
                format!(" x{times}")
            } else {
                String::new()
            };
            t(format!("{}{times}{}", t!("picture-flip-train"), cost(c)))
        }
        Effect::TakeTrain { cost: c } => t(format!("{}{}", t!("picture-train"), cost(c))),
        Effect::PlaceRail { cost: c } => t(format!("{}{}", t!("picture-rail"), cost(c))),
        Effect::PlaceStation => t(t!("picture-station")),
        Effect::PlaceOffice => t(t!("picture-office")),
        Effect::SetupRail => t(t!("picture-spare-rail")),
        Effect::SetupOfficeInDealSection => t(t!("picture-spare-office")),
        Effect::SetupStationInStartCity => t(t!("picture-spare-station")),
        Effect::All { index } => {
            let mut out = Vec::new();
            for (i, &part) in d.compounds[index as usize].iter().enumerate() {
                if i > 0 {
                    out.push(Seg::Text(" + ".into()));
                }
                out.extend(segments(d, part));
            }
            out
        }
    }
}

fn width_of(segs: &[Seg], size: f32) -> f32 {
    segs.iter()
        .map(|s| match s {
            Seg::Text(t) => font::width(t, size),
            Seg::Worker(_) => WORKER_W,
        })
        .sum()
}

/// Draws segments in a row on a pale halo; returns the row's width.
pub fn draw_segs(
    c: &mut Canvas,
    x: f32,
    y: f32,
    size: f32,
    anchor: Anchor,
    fill: &str,
    segs: &[Seg],
) -> f32 {
    let w = width_of(segs, size);
    let mut at = c.halo(x, y, w, size, anchor);
    for s in segs {
        match s {
            Seg::Text(t) => at += c.text(at, y, size, Anchor::Start, fill, t),
            Seg::Worker(w) => {
                c.worker(*w, at + WORKER_W / 2.0, y - size * 0.32, 7.0);
                at += WORKER_W;
            }
        }
    }
    w
}

/// The width of `prefix` and a reward in a row at 18 px.
pub(crate) fn row_width(scene: &Scene, prefix: &str, e: Effect) -> f32 {
    let mut segs = vec![Seg::Text(prefix.to_string())];
    segs.extend(segments(scene.data, e));
    width_of(&segs, 18.0)
}

/// `prefix` and a reward in a row (see [`draw_segs`]).
#[allow(clippy::too_many_arguments)]
pub(crate) fn effect_row(
    c: &mut Canvas,
    scene: &Scene,
    x: f32,
    y: f32,
    anchor: Anchor,
    prefix: &str,
    e: Effect,
    fill: Option<&str>,
) -> f32 {
    let mut segs = vec![Seg::Text(prefix.to_string())];
    segs.extend(segments(scene.data, e));
    draw_segs(c, x, y, 18.0, anchor, fill.unwrap_or(INK), &segs)
}

/// A worker's colour in pictures.
pub fn worker_fill(c: Colour) -> &'static str {
    match c {
        Colour::White => canvas::WHITE,
        Colour::Purple => "#7b3fa0",
        Colour::Orange => "#f07f13",
        Colour::Grey => "#8c8c8c",
        Colour::Turquoise => "#17a9a2",
    }
}

/// Railroad Revolution's pieces on a [`Canvas`].
pub trait Pieces {
    /// A worker: a disc of its colour.
    fn worker(&mut self, c: Colour, cx: f32, cy: f32, r: f32);
}

impl Pieces for Canvas {
    fn worker(&mut self, c: Colour, cx: f32, cy: f32, r: f32) {
        self.circle(cx, cy, r, worker_fill(c), Some((INK, 1.5)));
    }
}
