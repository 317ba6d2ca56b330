//! The door every game goes through (`games::Position`): Railroad Revolution's engine behind
//! it is the engine as it was, a game's id and meta are spelt once, and nothing outside a
//! game's own module imports its engine. (What plays any game through it, with toy games:
//! `written_once.rs`.)

use railbot::ai::random::RandomPlayer;
use railbot::engine::{Game, GameData, Options};
use railbot::games::railroad_revolution::sim::play_random_game;
use railbot::games::{GameId, Position};
use std::sync::Arc;

/// Railroad Revolution behind the door is its engine as it was: a random game played through
/// `Position` is step for step the one `play_random_game` plays, and its returns are the
/// final scores.
#[test]
fn railroad_revolution_through_position_is_its_engine() {
    let data = Arc::new(GameData::embedded().unwrap());
    for (players, seed) in [(2, 5), (3, 6), (4, 7)] {
        let options = Options {
            players,
            variants: Default::default(),
            seed,
        };
        let mut game = Game::new(&data, options).unwrap();
        let mut random = RandomPlayer::new(seed);
        while let Some(seat) = Position::awaited(&game) {
            match random.choose(&game, seat) {
                Some(a) => game.play(seat, a).unwrap(),
                None => game.take_back(seat).unwrap(),
            }
        }
        let played = play_random_game(&data, options).unwrap();
        assert_eq!(game.state(), played.game.state(), "{players} players");
        let totals: Vec<f64> = game.score().iter().map(|s| f64::from(s.total)).collect();
        assert_eq!(game.returns(), totals);
        assert!(game.play(0, railbot::engine::Action::EndTurn).is_err());
    }
}

/// A game's id is one spelling: the stored one (serde) is the typed one (`id`, `from_id`),
/// and a record without one is Railroad Revolution's.
#[test]
fn a_games_id_is_spelled_once() {
    for game in GameId::ALL {
        let stored = serde_json::to_value(game).unwrap();
        assert_eq!(stored, game.id());
        assert_eq!(GameId::from_id(game.id()), Some(game));
        assert_eq!(serde_json::from_value::<GameId>(stored).unwrap(), game);
    }
    assert_eq!(GameId::default(), GameId::RailroadRevolution);
    assert_eq!(GameId::from_id("monopoly"), None);
}

/// A seat's sample does not depend on the order of Railroad Revolution's face-down stacks,
/// only on what is seen and the seed.
#[test]
fn a_sample_of_railroad_revolution_hides_the_stacks_order() {
    let data = Arc::new(GameData::embedded().unwrap());
    let game = Game::new(
        &data,
        Options {
            players: 3,
            variants: Default::default(),
            seed: 9,
        },
    )
    .unwrap();
    let mut other = game.state().to_raw();
    other.deal_stack[..].reverse();
    for stack in other.milestone_stacks.iter_mut() {
        stack[..].rotate_left(1);
    }
    let other = Game::from_raw(&data, other).unwrap();
    assert_ne!(game.state(), other.state());
    for seat in 0..3 {
        assert_eq!(
            game.sample_for(seat, 11).state(),
            other.sample_for(seat, 11).state()
        );
    }
    assert_ne!(
        game.sample_for(0, 11).state(),
        game.sample_for(0, 12).state()
    );
}

/// A game's meta is what its rules say: Railroad Revolution's optional rules are its engine's
/// (the ids a stored game lists), its seats the engine's range.
#[test]
fn a_games_meta_matches_its_engine() {
    let meta = GameId::RailroadRevolution.meta();
    let ids: Vec<&str> = meta.variants.iter().map(|v| v.id).collect();
    assert_eq!(ids, railbot::engine::Variants::IDS);
    assert_eq!(meta.players, (2, railbot::engine::state::MAX_PLAYERS as u8));
    assert_eq!(GameId::seat_range(), (2, 4));
    // Its seats' colours are its companies', stored by the same names, in seating order.
    let companies: Vec<&str> = railbot::engine::PlayerColour::ALL
        .map(|c| c.name())
        .to_vec();
    assert_eq!(meta.colours, companies);
    for c in railbot::engine::PlayerColour::ALL {
        let seat = railbot::games::SeatColour::from(c);
        assert_eq!(railbot::engine::PlayerColour::from(seat), c);
        assert_eq!(
            serde_json::to_value(seat).unwrap(),
            serde_json::to_value(c).unwrap()
        );
    }
}

/// Every game has a colour for each of its most seats, no two alike, each stored by its name
/// and read back.
#[test]
fn every_game_has_a_colour_for_every_seat() {
    use railbot::games::SeatColour;
    for g in GameId::ALL {
        let meta = g.meta();
        assert!(meta.colours.len() >= usize::from(meta.players.1), "{g}");
        let mut distinct = meta.colours.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), meta.colours.len(), "{g}");
        for name in meta.colours {
            let c = SeatColour::from_name(name).unwrap();
            assert_eq!(c.name(), *name);
            let stored = serde_json::to_string(&c).unwrap();
            assert_eq!(serde_json::from_str::<SeatColour>(&stored).unwrap(), c);
        }
    }
    let unknown = serde_json::from_str::<SeatColour>("\"mauve\"").unwrap_err();
    assert!(
        unknown
            .to_string()
            .contains(r#"no game has the colour "mauve""#),
        "{unknown}"
    );
}

/// **A colour looks the same in every game, and no two alike** (`render::seating::look`): every
/// seat colour of every game has a square, a fill and a shape of its own — none falls back to
/// the unknown colour's look, and no two colours share a square, a fill, or (within a game) a
/// shape, so colour is never the only difference.
#[test]
fn every_seat_colour_has_a_look_of_its_own() {
    use railbot::render::seating::look;
    let mut squares = std::collections::BTreeMap::new();
    for g in GameId::ALL {
        let looks: Vec<_> = g.colours().map(|c| (c.name(), look(c))).collect();
        for (i, (name, l)) in looks.iter().enumerate() {
            assert_ne!(l.ascii, "[?]", "{g}: {name} has no look");
            if let Some(other) = squares.insert(l.emoji, *name) {
                assert_eq!(other, *name, "{name} and {other} share a square");
            }
            for (other, m) in &looks[..i] {
                assert_ne!(l.fill, m.fill, "{g}: {name} and {other} share a fill");
                assert_ne!(l.shape, m.shape, "{g}: {name} and {other} share a shape");
            }
        }
    }
}

/// `/rr new game:` and `/rr settings game` offer every game, in `GameId::ALL`'s order (the
/// index is what Discord sends back), each choice named by the game's id.
#[test]
fn the_game_choice_offers_every_game_in_order() {
    use poise::ChoiceParameter;
    use railbot::commands::GameChoice;
    let listed: Vec<String> = GameChoice::list()
        .iter()
        .map(|c| c.name.to_string())
        .collect();
    let ids: Vec<String> = GameId::ALL.iter().map(|g| g.id().to_string()).collect();
    assert_eq!(listed, ids);
    for (i, g) in GameId::ALL.iter().enumerate() {
        assert_eq!(GameChoice::from_index(i).map(GameChoice::id), Some(*g));
    }
}

/// `--game` naming the game held, or none, is accepted. (The refusal of another game's id is
/// written, `terminal::same_game`, but cannot be told apart yet: there is no other game to
/// hold. The second game's issue tests it.)
#[test]
fn the_game_named_or_none_is_accepted() {
    use railbot::terminal::same_game;
    let rr = GameId::RailroadRevolution;
    assert_eq!(same_game(rr, None), Ok(()));
    assert_eq!(same_game(rr, Some(rr)), Ok(()));
}

/// **Nothing outside a game's own module imports that game's engine**, checked over the source
/// tree: a file of `src/`, `commands/` or `benches/` whose code (comments aside) names
/// Railroad Revolution's engine or its module (a path through `engine` or
/// `railroad_revolution` — its views, words, evaluation, measures — or either renamed with
/// `as`) is in its module (`src/games/railroad_revolution/`, and its benchmarks in
/// `benches/railroad_revolution/`), or is one of the registers listed here.
#[test]
fn nothing_outside_a_game_imports_its_engine() {
    // Where a game is added (ARCHITECTURE's checklist): the games' index (`GameId`, its
    // meta, `by_game!`) and the slot that holds a game in play (`Played`, `Playable`), which
    // name each game's module and type and nothing else of it; and the crate's root, which
    // names Railroad Revolution's engine crate `railbot::engine` (the tests' path to it, as
    // it always was; `crate::engine::` anywhere else still counts).
    const REGISTERS: &[&str] = &["src/games/mod.rs", "src/lib.rs", "src/table/slot.rs"];
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["src", "commands", "benches"] {
        crate::common::rust_files(&root.join(dir), &mut files);
    }
    let mut outside: Vec<String> = files
        .iter()
        .filter(|path| {
            let text = std::fs::read_to_string(path).unwrap();
            let code: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .map(|l| format!("{l}\n"))
                .collect();
            // The game's type by its name among the games (`games::RailroadRevolution`, the
            // engine's `Game`) counts too, however it is reached (a `use` list, a path); its
            // id's variants do not: `GameId::…` and `GameChoice::…` (`commands/`' choice), and
            // a variant declared in an enum's body.
            let typed = without_enum_variants(&code)
                .replace("GameId::RailroadRevolution", "")
                .replace("GameChoice::RailroadRevolution", "");
            typed.contains("RailroadRevolution")
                || [
                    "engine::",
                    "::engine",
                    "{engine",
                    " engine,",
                    "engine as ",
                    "as engine",
                    "railroad_revolution::",
                    "railroad_revolution as ",
                    "use railroad_revolution",
                ]
                .iter()
                .any(|name| code.contains(name))
        })
        .map(|path| {
            let relative = path.strip_prefix(root).unwrap();
            relative.to_string_lossy().replace('\\', "/")
        })
        .filter(|path| {
            !path.starts_with("src/games/railroad_revolution/")
                && !path.starts_with("benches/railroad_revolution/")
        })
        .filter(|path| !REGISTERS.contains(&path.as_str()))
        .collect();
    outside.sort();
    assert!(
        outside.is_empty(),
        "import Railroad Revolution's engine from outside its module: {outside:?}"
    );
}

/// `code` with every enum's body cleared of the game's name (its variants' declarations).
fn without_enum_variants(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find("enum ") {
        let Some(open) = rest[at..].find('{').map(|o| at + o) else {
            break;
        };
        let mut depth = 0;
        let mut close = rest.len();
        for (i, ch) in rest[open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        close = open + i;
                        break;
                    }
                }
                _ => {}
            }
        }
        out.push_str(&rest[..open]);
        out.push_str(&rest[open..close].replace("RailroadRevolution", ""));
        rest = &rest[close..];
    }
    out.push_str(rest);
    out
}

#[test]
fn the_import_check_sees_the_game_in_a_use_list_but_not_in_an_enum_of_ids() {
    let listed = "use crate::games::{\n    GameId,\n    RailroadRevolution,\n};\n";
    assert!(without_enum_variants(listed).contains("RailroadRevolution"));
    let declared =
        "pub enum GameChoice {\n    #[name = \"x\"]\n    RailroadRevolution,\n}\nfn f() {}\n";
    assert!(!without_enum_variants(declared).contains("RailroadRevolution"));
    let both = format!("{declared}{listed}");
    assert!(without_enum_variants(&both).contains("RailroadRevolution"));
}

/// **A game's words of the grammar are its own**: the words its moves, pieces, colours,
/// topics and optional rules are typed with (`Meta::words`, `Meta::senses`) are translated in
/// its catalogue (`locales/<code>/<id>/grammar.ftl`) and nowhere else, and the platform's
/// catalogue and word list (`grammar/words.rs`' `WORDS`) hold only the platform's.
#[test]
fn a_games_grammar_words_are_in_its_own_catalogue() {
    use railbot::table::grammar::words::{key, WORDS};
    let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("locales");
    let keys_in = |path: &std::path::Path| -> Vec<String> {
        std::fs::read_to_string(path)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| l.split_once(" = ").map(|(k, _)| k.trim().to_string()))
            .collect()
    };
    for entry in std::fs::read_dir(&locales).unwrap() {
        let lang = entry.unwrap().path();
        if !lang.is_dir() {
            continue;
        }
        let platform = keys_in(&lang.join("grammar.ftl"));
        let expected: Vec<String> = WORDS.iter().map(|w| key(w)).collect();
        assert_eq!(platform, expected, "{}", lang.display());
        for game in GameId::ALL {
            let meta = game.meta();
            let own = keys_in(&lang.join(game.id()).join("grammar.ftl"));
            for w in meta.words.iter().chain(meta.senses.iter().map(|(s, _)| s)) {
                assert!(
                    !WORDS.contains(w),
                    "{w} is the platform's word and {}'s",
                    game.id()
                );
                assert!(
                    own.contains(&key(w)),
                    "{}: {} is not in {}/grammar.ftl",
                    lang.display(),
                    key(w),
                    game.id()
                );
            }
        }
    }
}

/// A seat's colour is drawn in an ink of the pictures' palette: its fill
/// (`render::seating::look`) is one of its game's `Meta::inks`, never the nearest colour of
/// the palette's cube.
#[test]
fn every_seat_colour_is_one_of_its_games_inks() {
    for game in GameId::ALL {
        let meta = game.meta();
        for name in meta.colours {
            let colour = railbot::games::SeatColour::from_name(name).unwrap();
            let fill = railbot::render::seating::look(colour).fill;
            assert!(meta.inks.contains(&fill), "{}: {name} {fill}", game.id());
        }
    }
}

/// **Railroad Revolution's pictures keep the palette they always had**, whatever game is
/// added (each game has its own): its first entries are the colours its PNGs were always
/// indexed by, in that order (a PNG's bytes depend on it), then the edges' blends and the cube.
#[test]
fn railroad_revolution_keeps_its_palette() {
    const ALWAYS: [&str; 23] = [
        "#f4efe4", "#fffaf0", "#222222", "#6b6256", "#d99a00", "#8f5f00", "#ffffff", "#3d4a5c",
        "#a89f91", "#8a5a2b", "#b04a1a", "#b9b2a6", "#f2c200", "#d0312d", "#1e1e1e", "#1f6fd1",
        "#7b3fa0", "#f07f13", "#8c8c8c", "#17a9a2", "#ffffff", "#ffffff", "#ffffff",
    ];
    let palette = railbot::render::picture::palette_rgb(GameId::RailroadRevolution);
    let first: Vec<String> = palette[..3 * ALWAYS.len()]
        .chunks(3)
        .map(|c| format!("#{:02x}{:02x}{:02x}", c[0], c[1], c[2]))
        .collect();
    assert_eq!(first, ALWAYS);
    // 23 inks, 37 blends and a 5 × 5 × 5 cube: 185 entries, room for a replay's spare one.
    assert_eq!(palette.len(), 3 * 185);
}
