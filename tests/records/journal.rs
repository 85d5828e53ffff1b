//! The journal: written during a game, read back and replayed into the same game, clocks
//! included, every time.

use std::path::PathBuf;

use escaque::clock::{AdjustReason, Adjustment, MINUTE, SECOND, TimeControls};
use escaque::laws::{Article, Claim, DrawOffers};
use escaque::record::sheet::table_pgn;
use escaque::table::journal::{self, Journal};
use escaque::table::session::{Session, SessionError};
use escaque::table::{Event, EventKind, Setup, Table};
use shakmaty::Color::{Black, White};

use crate::common;

fn fixture(name: &str) -> PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/journal-v1").join(name)
}

fn setup() -> Setup {
    Setup {
        white: "Ana Pérez".to_owned(),
        black: "Bruno Sánchez".to_owned(),
        controls: Some(TimeControls::odds("2/60+1:30+1".parse().unwrap(), "90+2".parse().unwrap())),
        draw_offers: DrawOffers::FromMove(2),
        arbiter_present: true,
        ..Setup::default()
    }
}

/// A game with presses, a touch, a refused move, a wrong claim, a pause, an arbiter's
/// adjustment, an offer and a flag fall: every kind of line the window writes most (also
/// `journal_damage`'s richer journal).
pub(crate) fn events() -> Vec<Event> {
    let mv = |at, m: &str| Event::new(at, EventKind::Move { uci: m.parse().unwrap() });
    vec![
        Event::new(1_000, EventKind::Touch { square: "g1".parse().unwrap() }),
        mv(1_500, "e2e4"), // refused: the knight was touched (4.3.1)
        mv(2_000, "g1f3"),
        Event::new(2_100, EventKind::PressClock { by: White }),
        mv(7_000, "g8f6"),
        Event::new(7_050, EventKind::PressClock { by: Black }),
        Event::new(
            9_000,
            EventKind::Claim { by: White, claim: Claim::Threefold, intended: Some("f3g1".parse().unwrap()) },
        ),
        Event::new(9_500, EventKind::PressClock { by: White }),
        Event::new(10_000, EventKind::Pause),
        Event::new(
            10_000,
            EventKind::ClockAdjustment {
                adjustment: Adjustment::AddTime { side: Black, time: MINUTE },
                reason: AdjustReason::article(Article::DISTURBANCE).with_note("noise from the next room"),
            },
        ),
        Event::new(70_000, EventKind::Resume),
        mv(75_000, "f6g8"),
        Event::new(75_000, EventKind::OfferDraw { by: Black }),
        Event::new(75_100, EventKind::PressClock { by: Black }),
        Event::new(76_000, EventKind::DeclineDraw { by: White }),
        Event::new(200_000, EventKind::ObserveFlag),
    ]
}

fn live() -> Table {
    let mut table = Table::new(setup()).unwrap();
    for e in events() {
        let _ = table.apply(e);
    }
    table
}

#[test]
fn a_journal_replays_to_the_same_game_every_time() {
    let path = common::temp_path("test", "same-game.journal");
    let mut journal = Journal::create(&path, &setup()).unwrap();
    let mut table = Table::new(setup()).unwrap();
    for e in events() {
        journal.append(&e).unwrap();
        let _ = table.apply(e);
    }
    let expected = table_pgn(&table);
    assert!(expected.contains("[%clk"), "{expected}");
    // White's 1:27 run out while Black's offer is declined: Black wins on time.
    assert!(expected.contains("[Result \"0-1\"]"), "{expected}");
    // 3:25.55 left (the 2 s increment of the first move comes before it, 2023), shown as the
    // clock face shows it: 3:26.
    assert!(expected.contains("2... Ng8 { [%clk 0:03:26] } 0-1"), "penalty and arbiter's minute: {expected}");
    for _ in 0..3 {
        let recorded = journal::read_file(&path).unwrap();
        assert!(!recorded.torn_tail);
        assert_eq!(recorded.setup, setup());
        assert_eq!(recorded.events, events());
        let replayed = recorded.replay().unwrap();
        assert_eq!(table_pgn(&replayed), expected);
        assert_eq!(replayed.clock(), table.clock(), "clocks included");
        assert_eq!(replayed.game().status(), table.game().status());
    }
    assert_eq!(table_pgn(&live()), expected);
}

#[test]
fn escaque_replay_prints_the_pgn() {
    let path = common::temp_path("test", "cli.journal");
    let mut journal = Journal::create(&path, &setup()).unwrap();
    for e in events() {
        journal.append(&e).unwrap();
    }
    let run = || {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("replay").arg(&path).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap()
    };
    let first = run();
    assert_eq!(first, table_pgn(&live()));
    assert_eq!(run(), first);
    assert!(first.contains("[WhiteTimeControl \"2/60+1:30+1\"]"));
    assert!(first.contains("[White \"Ana Pérez\"]"));
}

#[test]
fn a_line_cut_short_by_a_crash_is_left_out() {
    let path = common::temp_path("test", "torn.journal");
    let mut journal = Journal::create(&path, &setup()).unwrap();
    for e in &events()[..4] {
        journal.append(e).unwrap();
    }
    drop(journal);
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str("7000 move g8");
    std::fs::write(&path, &text).unwrap();
    let recorded = journal::read_file(&path).unwrap();
    assert!(recorded.torn_tail);
    assert_eq!(recorded.events.len(), 4);
    // Resuming cuts the torn line off and appends after it.
    let mut journal = Journal::resume(&path).unwrap();
    journal.append(&events()[4]).unwrap();
    let recorded = journal::read_file(&path).unwrap();
    assert!(!recorded.torn_tail);
    assert_eq!(recorded.events, events()[..5].to_vec());
}

#[test]
fn a_damaged_journal_names_the_line() {
    let good = std::fs::read_to_string({
        let path = common::temp_path("test", "damaged.journal");
        Journal::create(&path, &setup()).unwrap();
        path
    })
    .unwrap();
    // Format 2 lines carry their checksum (`journal::sealed`).
    let line = |text: &str| format!("{}\n", journal::sealed(text));
    let err = journal::read(&format!("{good}{}", line("1000 move e2e9"))).unwrap_err();
    assert_eq!(err.to_string(), format!("line {}: \"e2e9\" is not a move in UCI form", good.lines().count() + 1));
    let err = journal::read(&format!("{good}{}{}", line("2000 press white"), line("1000 press black"))).unwrap_err();
    assert!(err.to_string().ends_with("this event comes before the one above it"), "{err}");
    let err = journal::read("escaque-journal 9\n").unwrap_err();
    assert!(err.to_string().contains("not an Escaque journal"));
    // The setup is one line of RON since version 2; version 1 had a line per setting.
    let setup_line = good.lines().nth(1).unwrap();
    let setup = journal::checked(setup_line).unwrap();
    let resealed = journal::sealed(&setup.replace("edition:2023", "edition:1999"));
    let err = journal::read(&good.replace(setup_line, &resealed)).unwrap_err();
    assert!(err.to_string().contains("edition"), "{err}");
    // Changed without its checksum, the line is found at once.
    let err = journal::read(&good.replace("edition:2023", "edition:2014")).unwrap_err();
    assert_eq!((err.line, err.problem), (Some(2), journal::JournalProblem::ChecksumMismatch));
    let v1 = std::fs::read_to_string(fixture("classical-arbiter.journal")).unwrap();
    let err = journal::read(&v1.replace("edition 2023", "edition 1999")).unwrap_err();
    assert!(err.to_string().contains("edition"), "{err}");
    let err = journal::read(&good.replace("start\n", "")).unwrap_err();
    assert!(err.to_string().contains("start"), "{err}");
}

#[test]
fn every_action_survives_the_round_trip() {
    let line = |e: &Event| journal::parse_line(&journal::line(e)).unwrap();
    for e in events() {
        assert_eq!(line(&e), e);
    }
    let more = [
        EventKind::RequestIncrement { by: White },
        EventKind::QuickplayClaim { by: Black },
        EventKind::ArbiterRuling(escaque::laws::Ruling::Postpone),
        EventKind::ArbiterRuling(escaque::laws::Ruling::PostponeWithoutTime),
        EventKind::Analysis(escaque::table::Proof::Dead { plies: 37 }),
        EventKind::Analysis(escaque::table::Proof::CannotMate { side: White }),
        EventKind::Analysis(escaque::table::Proof::Undecided { side: Black }),
        EventKind::Jadoube { by: White, square: "e2".parse().unwrap() },
        EventKind::Resign { by: Black },
        EventKind::AcceptDraw { by: White },
        EventKind::ClockAdjustment {
            adjustment: Adjustment::SetTime { side: White, time: 5 * SECOND },
            reason: AdjustReason::default(),
        },
        EventKind::ClockAdjustment {
            adjustment: Adjustment::SetControl { side: Black, control: "40/5400+30:1800+30".parse().unwrap() },
            reason: AdjustReason::article(Article::WRONG_SETTING),
        },
        EventKind::FlagReported { side: Black },
    ];
    for action in more {
        let e = Event::new(42, action);
        assert_eq!(line(&e), e);
    }
}

#[test]
fn a_journal_without_a_clock_is_not_played_in_the_window() {
    let path = common::temp_path("test", "untimed.journal");
    Journal::create(&path, &Setup::untimed(None)).unwrap();
    assert!(matches!(Session::resume(&path, 0), Err(SessionError::Untimed)));
    assert!(matches!(Session::start(Setup::untimed(None), &path, 0), Err(SessionError::Untimed)));
}

#[test]
fn iii_5_2_an_old_postpone_line_reads_as_the_postponement_with_two_minutes() {
    // Journals written before the two minutes became the arbiter's choice say `rule postpone`.
    let old = journal::parse_line("1103000 rule postpone").unwrap();
    assert_eq!(old, Event::new(1_103_000, EventKind::ArbiterRuling(escaque::laws::Ruling::Postpone)));
    let new = journal::parse_line("1103000 rule postpone-without-time").unwrap();
    assert_eq!(new.kind, EventKind::ArbiterRuling(escaque::laws::Ruling::PostponeWithoutTime));
}

#[test]
fn a_name_of_megabytes_in_the_journal_header_is_refused_when_read_naming_the_field_and_the_line() {
    // Issue 28: the texts of a journal's setup are bounded like the settings' (200 characters),
    // checked when read: a journal changed by hand (its checksum made again) to hold a name of a
    // million characters is not laid out in the window, and the reason names the field.
    let path = common::temp_path("journal", "long-name.journal");
    Journal::create(&path, &setup()).unwrap();
    let text = std::fs::read_to_string(&path).unwrap();
    let long = "x".repeat(1_000_000);
    let changed: String = text
        .lines()
        .map(|line| match journal::checked(line) {
            Ok(setup_line) if setup_line.starts_with("setup ") => journal::sealed(&setup_line.replace("Bruno Sánchez", &long)),
            _ => line.to_owned(),
        })
        .map(|line| line + "\n")
        .collect();
    let error = journal::read(&changed).unwrap_err();
    assert_eq!(error.line, Some(2));
    let journal::JournalProblem::TooLong(too_long) = &error.problem else { panic!("{error:?}") };
    assert_eq!((too_long.field, too_long.length, too_long.limit), (escaque::table::TextField::Black, 1_000_000, 200));
    let said = escaque::i18n::describe::journal_error(escaque::i18n::Tr::new(escaque::i18n::Lang::Es), &error);
    assert!(said.contains("línea 2") && said.contains("1000000") && said.contains("200"), "{said}");
    // A name of 200 characters is read.
    let at_limit = changed.replace(&long, &"x".repeat(200));
    let at_limit: String = at_limit
        .lines()
        .map(|line| match line.rsplit_once(" #") {
            Some((text, _)) if text.starts_with("setup ") => journal::sealed(text),
            _ => line.to_owned(),
        })
        .map(|line| line + "\n")
        .collect();
    assert_eq!(journal::read(&at_limit).unwrap().setup.black.chars().count(), 200);
}
