//! The command grammar: every legal action written by `describe` parses and applies to the same
//! result; the issue's examples parse; names match by prefix with candidates on error; malformed
//! and illegal commands get errors, never panics.

use crate::common;
use common::*;
use proptest::prelude::*;
use railbot::engine::*;
use railbot::games::railroad_revolution::words::{apply_move, describe};
use railbot::games::railroad_revolution::words::{Verb, MOVE_WORDS};
use railbot::games::GameId;
use railbot::sim::RandomPlayer;
use railbot::table::{parse, Command, CommandError, Lobby, Look, Move};

fn run(game: &Game, seat: Seat, line: &str) -> Result<(Game, Vec<Event>), CommandError> {
    let mut copy = game.clone();
    match parse(line)? {
        Command::Move(mv) => {
            let applied = apply_move(&mut copy, seat, &mv)?;
            Ok((copy, applied.events))
        }
        other => panic!("not a move: {other:?}"),
    }
}

#[test]
fn every_legal_action_described_applies_the_same_way() {
    let mut kinds = std::collections::HashSet::new();
    for seed in 0..25 {
        let mut game = Game::new(&data(), options(2 + (seed % 3) as u8, seed)).unwrap();
        let mut chooser = RandomPlayer::new(seed);
        while let Some(p) = game.pending() {
            for a in game.legal_actions(p.seat) {
                let line = describe(game.data(), game.state(), p.seat, &a);
                let (via_text, events) =
                    run(&game, p.seat, &line).unwrap_or_else(|e| panic!("{line}: {e}"));
                let mut direct = game.clone();
                let expected = direct.apply(p.seat, a).unwrap();
                assert_eq!(events, expected, "{line}");
                if !matches!(a, Action::Promote { .. }) {
                    assert_eq!(via_text.state(), direct.state(), "{line}");
                }
                kinds.insert(std::mem::discriminant(&a));
            }
            match chooser.choose(&game, p.seat) {
                Some(a) => {
                    game.apply(p.seat, a).unwrap();
                }
                None => {
                    game.undo(p.seat).unwrap();
                }
            }
        }
    }
    assert!(kinds.len() >= 20, "kinds of action seen: {}", kinds.len());
}

/// **What a person is told to type is in their words and does the same**: every legal action
/// written for an Italian reader (`describe_typed`: `stazione chicago grigio`, `avanza rete`,
/// `prendi 1 grigio:plancia`) parses and applies as the English command does; English is
/// the grammar's words exactly.
#[test]
fn every_legal_action_described_in_the_readers_words_applies_the_same_way() {
    use railbot::games::railroad_revolution::words::describe_typed;
    use railbot::i18n::{in_lang, Lang};
    let italian = Lang::of("it");
    let mut differ = 0;
    for seed in 0..8 {
        let mut game = Game::new(&data(), options(2 + (seed % 3) as u8, seed)).unwrap();
        let mut chooser = RandomPlayer::new(seed);
        while let Some(p) = game.pending() {
            for a in game.legal_actions(p.seat) {
                let english = describe(game.data(), game.state(), p.seat, &a);
                assert_eq!(
                    in_lang(Lang::en(), || describe_typed(
                        game.data(),
                        game.state(),
                        p.seat,
                        &a
                    )),
                    english
                );
                let line = in_lang(italian, || {
                    describe_typed(game.data(), game.state(), p.seat, &a)
                });
                differ += usize::from(line != english);
                let (via_italian, events) = in_lang(italian, || run(&game, p.seat, &line))
                    .unwrap_or_else(|e| panic!("{line} ({english}): {e}"));
                let (via_english, expected) = run(&game, p.seat, &english).unwrap();
                assert_eq!(events, expected, "{line} ({english})");
                assert_eq!(
                    via_italian.state(),
                    via_english.state(),
                    "{line} ({english})"
                );
            }
            match chooser.choose(&game, p.seat) {
                Some(a) => {
                    game.apply(p.seat, a).unwrap();
                }
                None => {
                    game.undo(p.seat).unwrap();
                }
            }
        }
    }
    assert!(differ > 100, "{differ} commands read otherwise in Italian");
}

#[test]
fn the_issues_examples_parse() {
    for line in [
        "station chicago grey",
        "rail washington_chicago#1 washington_chicago#2 turquoise",
        "telegraph 3 orange",
        "trade white",
        "choose 2",
        "deal a",
        "deal both",
        "pass",
        "milestone b_grey_midwest",
        "promote purple a1_orange_level2",
        "sell 2",
        "hire grey",
        "end",
    ] {
        assert!(matches!(parse(line), Ok(Command::Move(_))), "{line}");
    }
    assert_eq!(parse("undo"), Ok(Command::Undo));
    assert_eq!(
        parse("board"),
        Ok(Command::Look(Look::Board { full: false }))
    );
    assert_eq!(
        parse("Board FULL"),
        Ok(Command::Look(Look::Board { full: true }))
    );
    assert_eq!(parse("me"), Ok(Command::Look(Look::Me)));
    assert_eq!(parse("log 20"), Ok(Command::Look(Look::Log(20))));
    assert_eq!(parse("legal"), Ok(Command::Look(Look::Legal)));
    assert_eq!(
        parse("new 4"),
        Ok(Command::Lobby(Lobby::New {
            game: None,
            players: Some(4),
            variants: vec![]
        }))
    );
    // The variants by their typed words, in the game's order.
    assert_eq!(
        parse("new 3 challenging strat"),
        Ok(Command::Lobby(Lobby::New {
            game: None,
            players: Some(3),
            variants: vec!["strategic", "challenging"]
        }))
    );
    // A game named by its id, before the seats.
    assert_eq!(
        parse("new railroad_revolution 2 strategic"),
        Ok(Command::Lobby(Lobby::New {
            game: Some(GameId::RailroadRevolution),
            players: Some(2),
            variants: vec!["strategic"]
        }))
    );
    assert_eq!(
        parse("new"),
        Ok(Command::Lobby(Lobby::New {
            game: None,
            players: None,
            variants: vec![]
        }))
    );
    // Kinds and variants are checked as they are read, and the error lists them.
    let e = parse("new 2 easy").unwrap_err().to_string();
    assert!(e.contains("strategic, challenging"), "{e}");
    let e = parse("addbot clever").unwrap_err().to_string();
    assert!(e.contains("random, greedy, mcts"), "{e}");
    let e = parse("autopilot on clever").unwrap_err().to_string();
    assert!(e.contains("random, greedy, mcts"), "{e}");
    assert_eq!(
        parse("join"),
        Ok(Command::Lobby(Lobby::Join { colour: None }))
    );
    assert_eq!(parse("start"), Ok(Command::Lobby(Lobby::Start)));
    assert_eq!(
        parse("addbot greedy"),
        Ok(Command::Lobby(Lobby::AddBot(railbot::ai::Kind::Greedy)))
    );
}

#[test]
fn a_railroad_with_its_rails_is_one_command_and_turquoise_places_three() {
    let mut game = first_turn(4);
    let s = seat(&game);
    give_worker(&mut game, Colour::Turquoise);
    let (after, _) = run(
        &game,
        s,
        "rail charlotte_miami#1 charlotte_miami#2 charlotte_miami#3 turquoise",
    )
    .unwrap();
    assert_eq!(after.state().players[s as usize].rails.len(), 4);
    assert_eq!(after.pending().unwrap().decision, Decision::TurnEffects);
    // Without turquoise, two rails (names in any case); a third is refused.
    let (after, _) = run(&game, s, "rail WASHINGTON_CHICAGO#1 charlotte_miami#1").unwrap();
    assert_eq!(after.state().players[s as usize].rails.len(), 3);
    assert!(run(
        &game,
        s,
        "rail charlotte_miami#1 charlotte_miami#2 charlotte_miami#3"
    )
    .is_err());
}

#[test]
fn names_match_by_unambiguous_prefix_and_errors_list_candidates() {
    let mut game = first_turn(4);
    let s = seat(&game);
    edit(&mut game, |st| {
        st.players[s as usize]
            .rails
            .insert(space("washington_chicago#3"))
    });
    let (after, _) = run(&game, s, "station CHI").unwrap();
    assert!(after.state().players[s as usize]
        .stations
        .contains(city("chicago")));
    match run(&game, s, "station c").map(|_| ()) {
        Err(CommandError::Ambiguous { candidates, .. }) => {
            assert!(
                candidates.iter().any(|c| *c == "chicago")
                    && candidates.iter().any(|c| *c == "charlotte")
            )
        }
        other => panic!("{other:?}"),
    }
    match run(&game, s, "station atlanta").map(|_| ()) {
        Err(e @ CommandError::Unknown { .. }) => {
            assert!(e.to_string().contains("unknown city \"atlanta\""), "{e}")
        }
        other => panic!("{other:?}"),
    }
    // The worker defaults to white; the rules still decide.
    assert_eq!(
        run(&game, s, "station denver").map(|_| ()),
        Err(CommandError::from(RuleError::NotConnected))
    );
}

#[test]
fn moves_from_a_seat_not_awaited_are_refused() {
    let game = first_turn(3);
    let other = (seat(&game) + 1) % 3;
    assert_eq!(
        run(&game, other, "trade white rail").map(|_| ()),
        Err(CommandError::from(RuleError::NotYourDecision {
            awaited: seat(&game)
        }))
    );
}

/// At least 200 malformed or illegal commands: each is an error, none panics.
#[test]
fn a_corpus_of_bad_commands_gets_errors() {
    let game = first_turn(4);
    let s = seat(&game);
    let mut corpus: Vec<String> = vec![
        "".into(),
        "   ".into(),
        "\t\n".into(),
        "stationn chicago".into(),
        "station".into(),
        "station chicago grey extra".into(),
        "station ch".into(),
        "station ☃".into(),
        "station 🟥".into(),
        "telegraph 0".into(),
        "telegraph 9".into(),
        "telegraph -1".into(),
        "telegraph 99999999999999999999999".into(),
        "telegraph 1.5".into(),
        "trade".into(),
        "trade rail rail building".into(),
        "trade purple".into(),
        "rail".into(),
        "rail nowhere#1".into(),
        "rail washington_chicago#9".into(),
        "rail a b c d e".into(),
        "take".into(),
        "take 0".into(),
        "take 18446744073709551616".into(),
        "choose 0".into(),
        "choose 1000".into(),
        "choose x".into(),
        "advance".into(),
        "advance sideways".into(),
        "workers 0".into(),
        "worker magenta".into(),
        "exchange grey".into(),
        "exchange white:attic grey".into(),
        "promote".into(),
        "promote white z9".into(),
        "flip".into(),
        "flip promote_2 sideways".into(),
        "train diesel".into(),
        "deal".into(),
        "deal c".into(),
        "deal a b".into(),
        "pass now".into(),
        "milestone".into(),
        "milestone zzz".into(),
        "setup 5".into(),
        "sell 0".into(),
        "sell 1000".into(),
        "sell -3".into(),
        "hire".into(),
        "hire rainbow".into(),
        "done".into(),
        "end".into(),
        "end turn now".into(),
        "log 0".into(),
        "log many".into(),
        "new 1".into(),
        "new 9".into(),
        "join red blue".into(),
        "undo please".into(),
        "'; DROP TABLE games; --".into(),
        "station chicago'; --".into(),
        "<script>alert(1)</script>".into(),
        "$(rm -rf /)".into(),
        "station \u{0}".into(),
        "x".repeat(600),
        format!("station {}", "c".repeat(400)),
        "station\u{202e}chicago".into(),
    ];
    let verbs = [
        "station",
        "rail",
        "telegraph",
        "trade",
        "take",
        "choose",
        "advance",
        "workers",
        "worker",
        "exchange",
        "promote",
        "flip",
        "train",
        "deal",
        "milestone",
        "setup",
        "sell",
        "hire",
    ];
    let junk = [
        "0",
        "-1",
        "999999999999",
        "🚂",
        "naïve",
        "%s%s%n",
        "null",
        "..",
        "#",
        ":",
        "grey:",
        ":board",
    ];
    for v in verbs {
        for j in junk {
            corpus.push(format!("{v} {j}"));
        }
    }
    assert!(corpus.len() >= 200, "{}", corpus.len());
    let mut refused = 0;
    for line in &corpus {
        let result = match parse(line) {
            Ok(Command::Move(mv)) => apply_move(&mut game.clone(), s, &mv).map(|_| ()),
            Ok(_) => Ok(()),
            Err(e) => Err(e),
        };
        if let Err(e) = result {
            assert!(!e.to_string().is_empty());
            refused += 1;
        }
    }
    // A few lines are well-formed looks ("log", …); every move in the corpus is refused.
    assert!(refused >= 200, "{refused}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_text_never_panics(line in "\\PC{0,80}") {
        let game = first_turn(3);
        let s = seat(&game);
        if let Ok(Command::Move(mv)) = parse(&line) {
            let _ = apply_move(&mut game.clone(), s, &mv);
        }
    }

    #[test]
    fn arbitrary_moves_never_panic(verb in proptest::sample::select(MOVE_WORDS), args in proptest::collection::vec("[a-z0-9_#:.-]{0,12}", 0..4)) {
        let game = first_turn(2);
        let s = seat(&game);
        let _ = apply_move(&mut game.clone(), s, &Move { verb: verb.to_string(), args });
    }
}

#[test]
fn every_move_word_of_the_game_is_a_move_and_no_other_word_is() {
    // The grammar knows a move by its game's words (`Meta::moves`); the game reads each.
    assert_eq!(GameId::RailroadRevolution.meta().moves, MOVE_WORDS);
    for word in MOVE_WORDS {
        assert!(Verb::read(word).is_some(), "{word}");
    }
    // No game's move word is one of the platform's commands (which parse first: it would be
    // shadowed).
    for game in GameId::ALL {
        for word in game.meta().moves {
            let Ok(Command::Move(mv)) = parse(word) else {
                panic!("{word} of {} is a move", game.id());
            };
            assert_eq!(mv.verb, *word);
        }
    }
    assert!(matches!(
        parse("fly west"),
        Err(CommandError::UnknownVerb(_))
    ));
    // A move whose verb is none of this game's (another game's) is refused as unknown.
    let game = first_turn(2);
    let mv = Move {
        verb: "deliver".into(),
        args: vec!["chicago".into()],
    };
    let e = apply_move(&mut game.clone(), seat(&game), &mv).unwrap_err();
    assert_eq!(e, CommandError::UnknownVerb("deliver".into()));
}

#[test]
fn deal_both_is_one_step_even_when_deal_a_asks_a_question_first() {
    // rules-notes 18: deal_1's A (exchange a worker) opens a choice before B can be taken.
    let mut game = first_turn(3);
    let s = seat(&game);
    edit(&mut game, |st| st.deal_face_up = Some(deal("deal_1")));
    let (after, _) = run(&game, s, "rail charlotte_miami#1 charlotte_miami#2 white").unwrap();
    let (after, _) = run(&after, s, "end").unwrap();
    let (after, events) = run(&after, s, "deal both").unwrap();
    let accepted = events
        .iter()
        .filter(|e| matches!(e, Event::DealAccepted { .. }))
        .count();
    assert_eq!(accepted, 2);
    assert!(matches!(
        after.pending().unwrap().decision,
        Decision::Effect {
            active: Active::Exchange
        }
    ));
}

#[test]
fn trade_flip_first_then_the_sale_in_words() {
    // "Before or after you have made the sale, you may flip one of your Train tiles."
    let mut game = first_turn(4);
    let s = seat(&game);
    let (g, _) = run(&game, s, "trade white flip").unwrap();
    game = g;
    assert!(matches!(
        game.pending().unwrap().decision,
        Decision::Effect {
            active: railbot::engine::Active::Flip { .. }
        }
    ));
    let (g, _) = run(&game, s, "done").unwrap();
    game = g;
    assert_eq!(game.pending().unwrap().decision, Decision::TradeSale);
    // The worker is placed: a second `trade flip` (a double click) or a worker is refused.
    assert!(run(&game, s, "trade flip").is_err());
    assert!(run(&game, s, "trade grey rail").is_err());
    let money = game.state().players[s as usize].money;
    let (g, _) = run(&game, s, "trade rail").unwrap();
    assert!(g.state().players[s as usize].money > money);
    assert_eq!(g.pending().unwrap().decision, Decision::TurnEffects);
    // The piece is chosen at the sale, not with the flip.
    let game = first_turn(4);
    assert!(run(&game, s, "trade white flip rail").is_err());
}

#[test]
fn a_workers_ability_first_in_words() {
    // rules-notes 26: `station purple first`, then the city; `trade grey first`, then the sale.
    let mut game = first_turn(4);
    let s = seat(&game);
    give_worker(&mut game, Colour::Purple);
    give_worker(&mut game, Colour::Grey);
    edit(&mut game, |st| {
        let p = &mut st.players[s as usize];
        p.trains[train("paid_rail").index()] = [0, 1];
        p.rails.insert(space("charlotte_miami#1"));
        p.rails.insert(space("charlotte_miami#2"));
    });
    let (g, _) = run(&game, s, "station purple first").unwrap();
    assert!(matches!(
        g.pending().unwrap().decision,
        Decision::Effect {
            active: railbot::engine::Active::Flip { .. }
        }
    ));
    assert_eq!(
        run(&game, s, "station first purple").unwrap().0.state(),
        g.state(),
        "either order"
    );
    let (g, _) = run(&g, s, "done").unwrap();
    assert_eq!(g.pending().unwrap().decision, Decision::StationCity);
    let (g, _) = run(&g, s, "station washington").unwrap();
    assert!(g.state().players[s as usize]
        .stations
        .contains(city("washington")));
    assert_eq!(g.pending().unwrap().decision, Decision::TurnEffects);

    let (g, _) = run(&game, s, "trade grey first").unwrap();
    assert_eq!(
        g.pending().unwrap().decision,
        Decision::Effect {
            active: railbot::engine::Active::GreyDeal
        }
    );
    let (g, _) = run(&g, s, "done").unwrap();
    assert_eq!(g.pending().unwrap().decision, Decision::TradeSale);
    assert!(run(&g, s, "trade rail").is_ok());
    // Where the ability cannot change the action, it is refused with the reason.
    let e = run(&game, s, "trade white first").unwrap_err().to_string();
    assert!(e.contains("comes after"), "{e}");
    assert!(run(&game, s, "trade grey first rail").is_err());
}

/// The grammar keeps its English words and also reads Italian ones (issue 28): the same
/// commands, whichever words were typed; an English word is never read as another.
#[test]
fn italian_words_read_as_the_grammars_english_ones() {
    for (italian, english) in [
        ("fine", "end"),
        ("annulla", "undo"),
        ("stazione chicago grigio", "station chicago grey"),
        (
            "Ferrovia washington_charlotte#1 BIANCO",
            "rail washington_charlotte#1 white",
        ),
        ("commercio arancio binario", "trade orange rail"),
        ("contratto a", "deal a"),
        ("regole stazione", "rules station"),
        ("autopilota on", "autopilot on"),
        ("tabellone completo", "board full"),
        // A worker with its place, each side of the colon in the reader's words.
        ("prendi 1 grigio:plancia", "take 1 grey:board"),
        (
            "scambia Viola:Riserva bianco",
            "exchange purple:supply white",
        ),
        ("avanza rete", "advance network"),
        ("ribalta t1 giù", "flip t1 down"),
    ] {
        assert_eq!(parse(italian), parse(english), "{italian}");
    }
    // An English word is never translated; a name is not a grammar word.
    assert_eq!(railbot::table::grammar::words::english("end"), None);
    assert_eq!(railbot::table::grammar::words::english("chicago"), None);
}

/// A refusal names the grammar's words as its reader types them (issue 40): the close
/// candidates of an unknown track, side or deal, an unknown verb as it was typed, and the main
/// action a worker's ability cannot come before.
#[test]
fn refusals_name_the_grammars_words_in_the_readers_words() {
    use railbot::i18n::{in_lang, Lang};
    let it = Lang::of("it");
    let game = first_turn(4);
    let s = seat(&game);
    let said = |line: &str| {
        in_lang(it, || match parse(line) {
            Ok(Command::Move(mv)) => {
                let mut copy = game.clone();
                apply_move(&mut copy, s, &mv).unwrap_err().said()
            }
            other => other.unwrap_err().said(),
        })
    };
    let e = said("avanza sx");
    assert!(e.contains("stazioni") && !e.contains("stations"), "{e}");
    let e = said("contratto x");
    assert!(e.contains("a, b, entrambi, nessuno"), "{e}");
    let train = data().trains[0].id.clone();
    let e = said(&format!("ribalta {train} x"));
    assert!(e.contains("su, giù"), "{e}");
    let e = said("su");
    assert!(e.contains("\"su\"") && !e.contains("\"up\""), "{e}");
    let e = said("commercio bianco prima");
    assert!(e.contains("l'azione Commercio"), "{e}");
    // English stays the grammar's words.
    let e = parse("advance sx")
        .map(|c| match c {
            Command::Move(mv) => apply_move(&mut game.clone(), s, &mv).unwrap_err(),
            other => panic!("{other:?}"),
        })
        .unwrap_or_else(|e| e);
    assert!(e.said().contains("stations"), "{}", e.said());
}

/// A rules topic may be asked for in Italian too.
#[test]
fn rules_topics_read_in_italian() {
    assert_eq!(parse("regole contratti"), parse("rules deals"));
    assert_eq!(parse("regole obiettivi"), parse("rules milestones"));
}

#[test]
fn a_games_refusal_is_its_own_type_said_in_its_words() {
    use railbot::games::railroad_revolution::words::Refused;
    let held = vec![Colour::ALL[0], Colour::ALL[1]];
    let which = CommandError::from(Refused::WhichWorker(held.clone()));
    assert_eq!(
        which,
        CommandError::from(Refused::WhichWorker(held.clone()))
    );
    assert_ne!(which, CommandError::from(Refused::WhichPiece));
    assert_ne!(which, CommandError::from(RuleError::GameOver));
    let names = format!("{}, {}", held[0].name(), held[1].name());
    assert_eq!(
        which.to_string(),
        format!("which worker? you have {names} in your supply")
    );
    assert!(which.said().contains(held[0].name()), "{}", which.said());
    let CommandError::Game(refused) = &which else {
        panic!("{which:?}")
    };
    assert_eq!(
        refused.as_game::<Refused>(),
        Some(&Refused::WhichWorker(held))
    );
    // Only the rules' not-your-decision is another seat's turn.
    assert!(!which.is_not_your_turn());
    assert!(CommandError::from(RuleError::NotYourDecision { awaited: 0 }).is_not_your_turn());
}
