//! The readers of what comes from outside never panic (issue 11, the fuzzing item): the PGN
//! reader (and the scoresheet and the adjudicator built on it), the `TimeControl` and `h:mm:ss`
//! parsers, the FEN setup of a table, and the journal reader with its replay.
//!
//! `cargo fuzz` needs a nightly toolchain with `cargo-fuzz`, which cannot be had here, so these
//! are proptests of the same reach: arbitrary bytes, mutations of a valid input (bytes
//! inserted, deleted, replaced, spans duplicated, the text cut), and inputs built from the
//! tokens each format is made of, huge numbers included. Each target counts the inputs it ran
//! and checks that count; where a text that reads also writes, it must read back the same.

use std::sync::atomic::{AtomicUsize, Ordering};

use escaque::clock::{Bonus, Hms, Period, PgnTimeControl, TimeControl, TimeControls};
use escaque::record::adjudicate::{Options, adjudicate, adjudicate_with_clocks};
use escaque::record::sheet::Scoresheet;
use escaque::record::{read_game, read_game_strict};
use escaque::table::journal::{self, Journal};
use escaque::table::{Event, EventKind, Setup, Table};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, TestRunner};
use shakmaty::uci::UciMove;
use shakmaty::{Color, Position, Square};

use crate::common;

use common::{RULINGS, legal};

/// Runs `test` on `cases` inputs of `strategy` and checks that every one of them ran.
fn run<S: Strategy>(cases: u32, strategy: S, test: impl Fn(S::Value) -> Result<(), TestCaseError>)
where
    S::Value: std::fmt::Debug,
{
    let count = AtomicUsize::new(0);
    let config = Config { cases, failure_persistence: None, ..Config::default() };
    let result = TestRunner::new(config).run(&strategy, |value| {
        count.fetch_add(1, Ordering::Relaxed);
        test(value)
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    assert!(count.load(Ordering::Relaxed) >= cases as usize, "only {} inputs ran", count.load(Ordering::Relaxed));
}

// ---------------------------------------------------------------------------------------------
// Mutations, shared by the PGN and the journal targets.

#[derive(Clone, Debug)]
enum Mutation {
    Insert(Index, u8),
    Delete(Index, usize),
    Replace(Index, u8),
    Cut(Index),
    Duplicate(Index, usize, Index),
}

/// Bytes a mutation puts in: mostly those that mean something in the formats, some any byte.
fn interesting_byte() -> impl Strategy<Value = u8> {
    prop_oneof![
        3 => prop::sample::select(b"[]{}()\"\\ \n\r\t.:/+-*?$!;%#0123456789abdhkqrnpKQRBNPOxe=".to_vec()),
        1 => any::<u8>(),
        1 => prop::sample::select(vec![0xc3u8, 0xa9, 0xe2, 0x82, 0xac, 0xff, 0xfe, 0xef, 0xbb, 0xbf]),
    ]
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        3 => (any::<Index>(), interesting_byte()).prop_map(|(i, b)| Mutation::Insert(i, b)),
        3 => (any::<Index>(), 1..8usize).prop_map(|(i, n)| Mutation::Delete(i, n)),
        3 => (any::<Index>(), interesting_byte()).prop_map(|(i, b)| Mutation::Replace(i, b)),
        1 => any::<Index>().prop_map(Mutation::Cut),
        2 => (any::<Index>(), 1..40usize, any::<Index>()).prop_map(|(i, n, d)| Mutation::Duplicate(i, n, d)),
    ]
}

fn mutate(mut bytes: Vec<u8>, mutations: &[Mutation]) -> Vec<u8> {
    for m in mutations {
        let len = bytes.len();
        match *m {
            Mutation::Insert(i, b) => bytes.insert(i.index(len + 1), b),
            Mutation::Delete(i, n) if len > 0 => {
                let at = i.index(len);
                bytes.drain(at..(at + n).min(len));
            }
            Mutation::Replace(i, b) if len > 0 => bytes[i.index(len)] = b,
            Mutation::Cut(i) => bytes.truncate(i.index(len + 1)),
            Mutation::Duplicate(i, n, d) if len > 0 => {
                let at = i.index(len);
                let span = bytes[at..(at + n).min(len)].to_vec();
                let dest = d.index(len + 1);
                bytes.splice(dest..dest, span);
            }
            _ => {}
        }
    }
    bytes
}

// ---------------------------------------------------------------------------------------------
// 1. The PGN reader.

/// A record as the app writes it, with clocks, a time control and a start position.
const BASE_PGN: &str = r#"[Event "Club championship \"A\""]
[Site "Vigo"]
[Date "2025.03.14"]
[Round "3"]
[White "Iria Pérez"]
[Black "Xoán"]
[Result "1-0"]
[TimeControl "40/5400+30:1800+30"]
[SetUp "1"]
[FEN "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"]
[Termination "normal"]

3. Bb5 { [%clk 1:30:25] [%emt 0:00:05] } 3... a6 { [%clk 1:30:20.500] [%emt 0:00:39.500] }
4. Ba4 { [%clk 1:29:55] [%emt 0:00:30] } 4... Nf6 { [%clk 1:29:50] [%emt 0:01:00] }
5. O-O { [%clk 1:29:00] [%emt 0:01:25] } 5... Be7 { (=) [%clk 1:28:00] [%emt 0:02:20] }
6. Re1 { [%clk 1:28:00] [%emt 0:01:30] } 6... b5 { [%clk 1:27:00] [%emt 0:01:30] }
7. Bb3 { [%clk 1:27:30] [%emt 0:01:00] } 7... d6 { [%clk 1:26:00] [%emt 0:01:30] }
8. c3 { [%clk 1:27:00] [%emt 0:01:00] } 8... O-O { [%clk 1:25:00] [%emt 0:01:30] }
9. h3 { [%clk 1:26:30] [%emt 0:01:00] } { 1-0 by resignation (Article 5.1.2) } 1-0
"#;

/// Everything that reads a PGN text, on one text. Where the strict reader accepts, the lenient
/// one accepts the same game, and the sheet written back reads as the same sheet.
fn read_pgn_every_way(text: &str) -> Result<(), TestCaseError> {
    let lenient = read_game(text);
    let strict = read_game_strict(text);
    if let Ok(game) = &strict {
        prop_assert_eq!(lenient.as_ref().ok(), Some(game), "read strictly but not leniently");
    }
    let sheet = Scoresheet::from_pgn(text);
    let strict_sheet = Scoresheet::from_pgn_strict(text);
    if let Ok(s) = &strict_sheet {
        prop_assert!(sheet.is_ok(), "a sheet read strictly but not leniently: {:?}", sheet);
        let again = Scoresheet::from_pgn_strict(&s.to_pgn());
        prop_assert_eq!(again.as_ref().ok(), Some(s), "the sheet does not read back: {:?}", again);
    }
    let _ = adjudicate(text, &Options::default());
    let _ = adjudicate_with_clocks(text, &Options::default());
    Ok(())
}

#[test]
fn the_base_pgn_reads_every_way() {
    read_game_strict(BASE_PGN).unwrap();
    Scoresheet::from_pgn_strict(BASE_PGN).unwrap();
    adjudicate(BASE_PGN, &Options::default()).unwrap();
    adjudicate_with_clocks(BASE_PGN, &Options::default()).unwrap();
}

#[test]
fn pgn_reader_on_arbitrary_bytes() {
    run(3000, prop::collection::vec(any::<u8>(), 0..400), |bytes| read_pgn_every_way(&String::from_utf8_lossy(&bytes)));
}

#[test]
fn pgn_reader_on_mutations_of_a_valid_record() {
    run(2000, prop::collection::vec(mutation(), 1..8), |mutations| {
        let bytes = mutate(BASE_PGN.as_bytes().to_vec(), &mutations);
        read_pgn_every_way(&String::from_utf8_lossy(&bytes))
    });
}

/// A number, small or near the ends of the integer types.
fn number() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (0u64..200).prop_map(|n| n.to_string()),
        1 => any::<u64>().prop_map(|n| n.to_string()),
        1 => prop::sample::select(vec![
            "0", "00", "4294967295", "4294967296", "18446744073709551615", "18446744073709551616",
            "99999999999999999999999", "18446744073709551", "65535", "65536", "1000000", "1000001",
        ])
        .prop_map(str::to_owned),
    ]
}

/// A text made of the characters of a time control, some numbers huge.
fn time_control_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        3 => number(),
        3 => prop::sample::select(vec!["/", "+", ":", ".", "d", "b", "*", "?", "-", " "]).prop_map(str::to_owned),
        1 => (0u64..1000).prop_map(|n| format!("{n:03}")),
    ];
    prop::collection::vec(piece, 0..10).prop_map(|p| p.concat())
}

/// A text made of the characters of a clock time, some numbers huge.
fn hms_like() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        3 => number(),
        1 => (0u64..100).prop_map(|n| format!("{n:02}")),
        3 => prop::sample::select(vec![":", ".", "-", "+", " ", "1:00:00", "59", "60"]).prop_map(str::to_owned),
    ];
    prop::collection::vec(piece, 0..8).prop_map(|p| p.concat())
}

fn fen_like() -> impl Strategy<Value = String> {
    let rank = prop::collection::vec(prop::sample::select(b"kqrbnpKQRBNP12345678".to_vec()), 1..9)
        .prop_map(|r| String::from_utf8(r).unwrap());
    (
        prop::collection::vec(rank, 1..10),
        prop::sample::select(vec!["w", "b", "x"]),
        prop::sample::select(vec!["-", "KQkq", "K", "q", "AHah", "Bg", "KQkqKQ", "Ha"]),
        prop::sample::select(vec!["-", "e3", "d6", "a1", "h9"]),
        number(),
        number(),
        0..6usize,
    )
        .prop_map(|(ranks, turn, castling, ep, half, full, fields)| {
            let parts = [ranks.join("/"), turn.to_owned(), castling.to_owned(), ep.to_owned(), half, full];
            parts[..parts.len() - fields.min(4)].join(" ")
        })
}

/// A real start position, with its move counters anywhere.
fn real_fen() -> impl Strategy<Value = String> {
    (
        prop::sample::select(vec![
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
            "4k3/1P6/8/8/8/8/6PP/4K2R w K -",
            "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge -",
            "8/8/8/8/8/8/8/K1k5 w - -",
            "7k/5Q2/6K1/8/8/8/8/8 b - -",
            "r3k2r/8/8/8/8/8/8/R3K2R b KQkq -",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - -",
        ]),
        number(),
        number(),
    )
        .prop_map(|(board, half, full)| format!("{board} {half} {full}"))
}

/// A tag value: odd text, or text of what the tag holds.
fn tag_value() -> impl Strategy<Value = String> {
    prop_oneof![
        2 => "[ -~]{0,20}",
        1 => ".{0,12}",
        2 => time_control_like(),
        2 => fen_like(),
        2 => real_fen(),
        1 => prop::sample::select(vec![
            "chess960", "Chess960", "standard", "crazyhouse", "1", "?", "-", "1-0", "1/2-1/2", "*", "AQ", "AQAAAA==",
            "AgABAAIAAwAEAA==", "\\\"", "\\", "}", "{",
        ])
        .prop_map(str::to_owned),
    ]
}

fn tag_name() -> impl Strategy<Value = String> {
    prop_oneof![
        8 => prop::sample::select(vec![
            "Event", "Site", "White", "Black", "Result", "TimeControl", "WhiteTimeControl", "BlackTimeControl",
            "SetUp", "FEN", "Variant", "Termination", "WhiteSignature", "BlackSignatureName", "WhiteSignedAt",
            "Seal", "SealKey", "SealParts", "Board", "Date",
        ])
        .prop_map(str::to_owned),
        1 => "[A-Za-z_0-9]{0,8}",
    ]
}

fn tag_line() -> impl Strategy<Value = String> {
    (tag_name(), tag_value(), 0..8u8).prop_map(|(name, value, form)| match form {
        0 => format!("[{name} {value}]"),
        1 => format!("[{name} \"{value}"),
        _ => format!("[{name} \"{}\"]", value.replace('\\', "\\\\").replace('"', "\\\"")),
    })
}

/// One token of move text.
fn movetext_token() -> impl Strategy<Value = String> {
    let san = (
        prop::sample::select(vec!["", "", "N", "B", "R", "Q", "K"]),
        prop::sample::select(vec!["", "", "a", "h", "1", "8", "b2"]),
        prop::sample::select(vec!["", "", "x"]),
        prop::sample::select(b"abcdefgh".to_vec()),
        prop::sample::select(b"12345678".to_vec()),
        prop::sample::select(vec!["", "", "", "=Q", "=N", "=K", "+", "#", "!", "?!", "!!"]),
    )
        .prop_map(|(p, from, x, f, r, suffix)| format!("{p}{from}{x}{}{}{suffix}", f as char, r as char));
    let comment = prop_oneof![
        hms_like().prop_map(|t| format!("{{[%clk {t}]}}")),
        hms_like().prop_map(|t| format!("{{ [%emt {t}] }}")),
        (hms_like(), hms_like()).prop_map(|(a, b)| format!("{{ [%clk {a}] [%emt {b}] }}")),
        "[ -z|~]{0,16}".prop_map(|t| format!("{{{t}}}")),
        Just("{ (=) }".to_owned()),
        Just("{ Black claims fifty moves (9.3): not correct (9.5.3) }".to_owned()),
    ];
    prop_oneof![
        8 => san,
        4 => number().prop_map(|n| format!("{n}.")),
        1 => number().prop_map(|n| format!("{n}...")),
        4 => comment,
        1 => (0u16..300).prop_map(|n| format!("${n}")),
        1 => prop::sample::select(vec![
            "(", ")", "{", "}", ";", "\n%", "\n", "O-O", "O-O-O", "0-0", "--", "Z0", "e4", "Nf3", "e5", "d4",
            "exd5", "1-0", "0-1", "1/2-1/2", "½-½", "*", "!", "?",
        ])
        .prop_map(str::to_owned),
    ]
}

fn structured_pgn() -> impl Strategy<Value = String> {
    (
        prop::collection::vec(tag_line(), 0..8),
        prop::collection::vec(movetext_token(), 0..40),
        prop::sample::select(vec!["", "1-0", "0-1", "1/2-1/2", "*", "*\n\n[Event \"second\"]\n1. e4 *"]),
        prop::sample::select(vec!["\n", "\r\n", "\n\n", ""]),
    )
        .prop_map(|(tags, tokens, result, gap)| {
            let mut text = tags.join("\n");
            text.push_str(gap);
            text.push('\n');
            text.push_str(&tokens.join(" "));
            text.push(' ');
            text.push_str(result);
            text
        })
}

#[test]
fn pgn_reader_on_structured_random_records() {
    run(3000, structured_pgn(), |text| read_pgn_every_way(&text));
}

/// The moves of [`BASE_PGN`], each with clock comments of any time, under any time control:
/// the times reach the clock, huge ones included.
fn clocked_record() -> impl Strategy<Value = String> {
    let time = prop_oneof![
        2 => millis().prop_map(|ms| Hms(ms).to_string()),
        1 => hms_like(),
    ];
    let comment = (prop::option::of(time.clone()), prop::option::of(time)).prop_map(|(clk, emt)| {
        let clk = clk.map(|t| format!("[%clk {t}] ")).unwrap_or_default();
        let emt = emt.map(|t| format!("[%emt {t}] ")).unwrap_or_default();
        format!("{{ {clk}{emt}}}")
    });
    let control = prop_oneof![
        2 => time_control_like(),
        1 => (millis(), millis(), 1u32..50).prop_map(|(a, b, n)| {
            format!("{n}/{}+{}:{}", Hms(a).0 / 1000 + 1, Hms(b).0 / 1000 % (Hms(a).0 / 1000 + 1), Hms(a).0 / 1000 + 1)
        }),
        1 => Just("40/5400+30:1800+30".to_owned()),
    ];
    let tag = prop::sample::select(vec!["TimeControl", "WhiteTimeControl", "BlackTimeControl"]);
    (prop::collection::vec((tag, control), 1..3), prop::collection::vec(comment, 14), 0..15usize, any::<bool>())
        .prop_map(|(controls, comments, keep, resign)| {
            let start = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";
            let moves = ["Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Na5"];
            let mut text: String = controls.iter().map(|(tag, value)| format!("[{tag} \"{value}\"]\n")).collect();
            text.push_str(&format!("[SetUp \"1\"]\n[FEN \"{start}\"]\n\n"));
            for (i, (m, c)) in moves.iter().zip(&comments).take(keep).enumerate() {
                match i % 2 {
                    0 => text.push_str(&format!("{}. {m} {c} ", 3 + i / 2)),
                    _ => text.push_str(&format!("{m} {c} ")),
                }
            }
            text.push_str(if resign { "1-0\n" } else { "*\n" });
            text
        })
}

#[test]
fn pgn_reader_on_records_with_any_clock_times() {
    run(2000, clocked_record(), |text| read_pgn_every_way(&text));
}

/// Found by `pgn_reader_on_records_with_any_clock_times`: a control of 18446744073709551 s a
/// period brings the clock to the largest time a u64 holds after one move, and rounding that up
/// to a whole second for `[%clk]` overflowed (`attempt to multiply with overflow` in
/// `Hms::shown`).
#[test]
fn a_clock_within_a_second_of_the_largest_time_is_shown_without_overflow() {
    let pgn = "[TimeControl \"1/18446744073709551+939:18446744073709551\"]\n\n1. e4 { [%emt 0:00:00] } *\n";
    let out = adjudicate_with_clocks(pgn, &Options::default()).unwrap();
    assert!(out.pgn.contains("[%clk 5124095576030:25:51]"), "{}", out.pgn);
    assert_eq!(Hms(u64::MAX).shown(), Hms(u64::MAX / 1000 * 1000));
}

// ---------------------------------------------------------------------------------------------
// 2. The TimeControl and h:mm:ss parsers.

/// A time control that reads writes itself as text that reads back the same; likewise a time.
fn parse_times(text: &str) -> Result<(), TestCaseError> {
    if let Ok(control) = text.parse::<TimeControl>() {
        let written = control.to_string();
        prop_assert_eq!(written.parse::<TimeControl>(), Ok(control.clone()), "{:?} wrote {:?}", text, written);
        let _ = control.sixty_move_time();
        for n in [0, 1, 39, 40, 41, 1000, u32::MAX] {
            let _ = (control.bonus_of_move(n), control.time_after_move(n));
            let _ = (control.moves_left(n), control.period_number(n));
        }
        let _ = TimeControls::same(control).category(&escaque::laws::RuleSet::FIDE_2023);
    }
    if let Ok(tag) = text.parse::<PgnTimeControl>() {
        let written = tag.to_string();
        prop_assert_eq!(written.parse::<PgnTimeControl>(), Ok(tag), "{:?} wrote {:?}", text, written);
    }
    if let Ok(time) = text.parse::<Hms>() {
        let written = time.to_string();
        prop_assert_eq!(written.parse::<Hms>(), Ok(time), "{:?} wrote {:?}", text, written);
        prop_assert!(time.shown().0 % 1000 == 0 && time.shown().0.abs_diff(time.0) < 1000);
    }
    Ok(())
}

#[test]
fn time_parsers_on_arbitrary_strings() {
    run(5000, any::<String>(), |text| parse_times(&text));
}

#[test]
fn time_parsers_on_strings_of_their_own_characters() {
    run(10000, prop_oneof![time_control_like(), hms_like()], |text| parse_times(&text));
}

/// Any amount of time, with the ends of a u64 likely.
fn millis() -> impl Strategy<Value = u64> {
    prop_oneof![
        2 => 0u64..10_000_000,
        1 => any::<u64>(),
        1 => (0u64..2_000).prop_map(|d| u64::MAX - d),
        1 => (0u64..2_000).prop_map(|d| (u64::MAX / 1000) * 1000 - d),
    ]
}

#[test]
fn every_time_and_every_control_writes_text_that_reads_back_the_same() {
    let bonus = (0..4u8, millis()).prop_map(|(k, t)| match k {
        0 => Bonus::None,
        1 => Bonus::Fischer(t),
        2 => Bonus::Delay(t),
        _ => Bonus::Bronstein(t),
    });
    let period = (prop::option::of(prop_oneof![1u32..100, any::<u32>()]), millis(), bonus)
        .prop_map(|(moves, time, bonus)| Period { moves, time, bonus });
    run(5000, (millis(), prop::collection::vec(period, 1..4)), |(ms, periods)| {
        prop_assert_eq!(Hms(ms).to_string().parse::<Hms>(), Ok(Hms(ms)));
        if let Ok(control) = TimeControl::new(periods) {
            prop_assert_eq!(control.to_string().parse::<TimeControl>(), Ok(control.clone()));
        }
        prop_assert_eq!(PgnTimeControl::Sandclock(ms).to_string().parse(), Ok(PgnTimeControl::Sandclock(ms)));
        Ok(())
    });
}

// ---------------------------------------------------------------------------------------------
// 3. The FEN setup, and a few moves from it.

#[derive(Clone, Debug)]
enum Step {
    Legal(usize),
    Any(u8, u8, Option<u8>),
    Touch(u8),
    Press(bool),
    Claim(bool, Option<usize>),
    Flag(bool),
    Resign(bool),
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        6 => any::<usize>().prop_map(Step::Legal),
        2 => (any::<u8>(), any::<u8>(), prop::option::of(0u8..6)).prop_map(|(a, b, p)| Step::Any(a, b, p)),
        1 => any::<u8>().prop_map(Step::Touch),
        2 => any::<bool>().prop_map(Step::Press),
        1 => (any::<bool>(), prop::option::of(any::<usize>())).prop_map(|(t, i)| Step::Claim(t, i)),
        1 => any::<bool>().prop_map(Step::Flag),
        1 => any::<bool>().prop_map(Step::Resign),
    ]
}

fn side(white: bool) -> Color {
    if white { Color::White } else { Color::Black }
}

fn event_of(table: &Table, step: &Step) -> EventKind {
    let square = |n: u8| Square::new(u32::from(n % 64));
    match *step {
        Step::Legal(i) => legal(table, i).map_or(EventKind::ObserveFlag, |uci| EventKind::Move { uci }),
        Step::Any(a, b, p) => EventKind::Move {
            uci: UciMove::Normal {
                from: square(a),
                to: square(b),
                promotion: p.and_then(|p| shakmaty::Role::ALL.get(usize::from(p)).copied()),
            },
        },
        Step::Touch(s) => EventKind::Touch { square: square(s) },
        Step::Press(w) => EventKind::PressClock { by: side(w) },
        Step::Claim(threefold, i) => EventKind::Claim {
            by: table.game().position().turn(),
            claim: if threefold { escaque::Claim::Threefold } else { escaque::Claim::FiftyMoves },
            intended: i.and_then(|i| legal(table, i)),
        },
        Step::Flag(w) => EventKind::FlagReported { side: side(w) },
        Step::Resign(w) => EventKind::Resign { by: side(w) },
    }
}

fn any_fen() -> impl Strategy<Value = String> {
    prop_oneof![3 => real_fen(), 3 => fen_like(), 1 => ".{0,40}", 1 => "[ -~]{0,90}"]
}

#[test]
fn fen_setup_and_moves_from_it() {
    let controls = prop::option::of(prop_oneof![
        Just("40/5400+30:1800+30".to_owned()),
        Just("1".to_owned()),
        Just("0.001d0.001".to_owned()),
        millis().prop_filter("a control needs time", |&t| t > 0).prop_map(|t| format!("{}", Hms(t).0 / 1000 + 1)),
    ]);
    let input = (any_fen(), any::<bool>(), controls, any::<bool>(), prop::collection::vec((step(), millis()), 0..10));
    run(3000, input, |(fen, chess960, control, untimed, steps)| {
        let controls = control.and_then(|c| c.parse::<TimeControl>().ok()).map(TimeControls::same);
        let setup =
            Setup { fen: Some(fen), chess960, controls: if untimed { None } else { controls }, ..Setup::default() };
        let Ok(mut table) = Table::new(setup) else { return Ok(()) };
        let mut at = 0u64;
        for (step, gap) in &steps {
            at = at.saturating_add(gap % 100_000);
            let kind = event_of(&table, step);
            let _ = table.apply(Event::new(at, kind));
        }
        let _ = escaque::record::sheet::table_pgn(&table);
        Ok(())
    });
}

/// Found by `fen_setup_and_moves_from_it`: two moves from `… 0 4294967295` wrapped the move
/// number when the game was written as PGN (`attempt to add with overflow` in `write_game`).
#[test]
fn a_start_position_whose_move_number_would_wrap_is_refused_by_name() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 4294967295";
    let error = Table::new(Setup { fen: Some(fen.to_owned()), controls: None, ..Setup::default() }).unwrap_err();
    match error {
        escaque::SetupError::IllegalPosition { faults, .. } => {
            assert_eq!(faults, [escaque::table::PositionFault::MoveNumberTooLarge(4_294_967_295)]);
        }
        other => panic!("{other:?}"),
    }
    // The PGN reader says the same of its FEN tag, for the sheet and the adjudicator alike.
    let pgn = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n4294967295. e4 e5 *\n");
    for error in [
        read_game(&pgn).unwrap_err(),
        Scoresheet::from_pgn(&pgn).unwrap_err(),
        adjudicate(&pgn, &Options::default()).unwrap_err(),
    ] {
        assert!(matches!(error.problem, escaque::record::PgnProblem::FenIllegal { .. }), "{error:?}");
    }
    // The largest move number allowed plays and writes its moves.
    let fen = format!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 {}", Setup::MAX_START_MOVE);
    let mut table = Table::new(Setup { fen: Some(fen), controls: None, ..Setup::default() }).unwrap();
    for (i, m) in ["e2e4", "e7e5", "g1f3"].iter().enumerate() {
        table.apply(Event::new(i as u64, EventKind::Move { uci: m.parse().unwrap() })).unwrap();
    }
    assert!(escaque::record::sheet::table_pgn(&table).contains("1000001. Nf3"));
}

// ---------------------------------------------------------------------------------------------
// 4. The journal reader, and replay.

/// A path of its own in a directory of its own: a journal may hold a lock on its directory.
fn temp_path(name: &str) -> std::path::PathBuf {
    static NEXT: AtomicUsize = AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("escaque-parsers-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// A journal as the app writes it: a timed game with touches, presses, an offer and an
/// arbiter's adjustment.
fn real_journal() -> Vec<u8> {
    let path = temp_path("base.journal");
    let setup = Setup { white: "Uxía".to_owned(), black: "Jordi".to_owned(), ..Setup::default() };
    let mut journal = Journal::create(&path, &setup).unwrap();
    for line in [
        "1000 touch g1",
        "1500 move g1f3",
        "1600 press white",
        "3000 move d7d5",
        "3100 press black",
        "4000 offer white",
        "4500 decline black",
        "5000 arbiter add-time black 60000 article 6.11.2 note a phone rang: Uxía's",
        "6000 move e2e4",
        "6100 press white",
        "7000 claim black threefold d5e4",
        "8000 pause",
        "9000 resume",
        "9500 rule reject",
    ] {
        journal.append(&journal::parse_line(line).unwrap()).unwrap();
    }
    drop(journal);
    std::fs::read(&path).unwrap()
}

fn v1_journal() -> Vec<u8> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/journal-v1/classical-arbiter.journal");
    std::fs::read(path).unwrap()
}

/// Reads the bytes; what reads, replays.
fn read_journal(bytes: &[u8]) -> Result<(), TestCaseError> {
    if let Ok(recorded) = journal::read_bytes(bytes) {
        let _ = recorded.replay_telling_refusals();
        if let Ok(table) = recorded.replay() {
            let _ = escaque::record::sheet::table_pgn(&table);
        }
    }
    Ok(())
}

#[test]
fn the_base_journals_read_and_replay() {
    journal::read_bytes(&real_journal()).unwrap().replay().unwrap();
    journal::read_bytes(&v1_journal()).unwrap().replay().unwrap();
}

#[test]
fn journal_reader_on_arbitrary_bytes() {
    let base = real_journal();
    let header: Vec<u8> = base.split_inclusive(|&b| b == b'\n').take(3).flatten().copied().collect();
    let input = (any::<bool>(), prop::collection::vec(any::<u8>(), 0..300));
    run(3000, input, |(with_header, bytes)| {
        read_journal(&bytes)?;
        if with_header {
            read_journal(&[header.clone(), bytes].concat())?;
        }
        Ok(())
    });
}

#[test]
fn journal_reader_on_mutations_of_a_real_journal() {
    let v2 = real_journal();
    let v1 = v1_journal();
    run(2000, (any::<bool>(), prop::collection::vec(mutation(), 1..6)), |(old, mutations)| {
        read_journal(&mutate(if old { v1.clone() } else { v2.clone() }, &mutations))
    });
}

/// Mutations inside the lines of a journal, each line sealed again with its checksum: what a
/// checksum would refuse reaches the event parser and the replay.
#[test]
fn journal_reader_on_mutated_lines_sealed_again() {
    let v2 = String::from_utf8(real_journal()).unwrap();
    let lines: Vec<String> = v2.lines().map(|l| journal::checked(l).unwrap_or(l).to_owned()).collect();
    run(2000, prop::collection::vec(mutation(), 1..4), |mutations| {
        let text = lines[2..].join("\n");
        let mutated = String::from_utf8_lossy(&mutate(text.into_bytes(), &mutations)).into_owned();
        let mut journal = format!("{}\n{}\n{}\n", lines[0], journal::sealed(&lines[1]), lines[2]);
        for line in mutated.lines().skip(1) {
            journal.push_str(&journal::sealed(line));
            journal.push('\n');
        }
        read_journal(journal.as_bytes())
    });
}

/// An event of any kind, its numbers anywhere in their range, as the table receives it.
fn any_event_kind() -> impl Strategy<Value = EventKind> {
    use escaque::clock::{AdjustReason, Adjustment};
    use escaque::laws::Article;
    use escaque::table::Proof;
    let square = any::<u8>().prop_map(|n| Square::new(u32::from(n % 64)));
    let uci = (square.clone(), square.clone(), prop::option::of(0usize..6)).prop_map(|(from, to, p)| UciMove::Normal {
        from,
        to,
        promotion: p.and_then(|p| shakmaty::Role::ALL.get(p).copied()),
    });
    let by = any::<bool>().prop_map(side);
    let control = time_control_like().prop_filter_map("a control", |t| t.parse::<TimeControl>().ok());
    let adjustment = prop_oneof![
        (by.clone(), millis()).prop_map(|(side, time)| Adjustment::SetTime { side, time }),
        (by.clone(), millis()).prop_map(|(side, time)| Adjustment::AddTime { side, time }),
        (by.clone(), prop_oneof![0u32..100, any::<u32>()])
            .prop_map(|(side, moves)| Adjustment::SetMoves { side, moves }),
        (by.clone(), millis()).prop_map(|(side, increment)| Adjustment::AddIncrement { side, increment }),
        (by.clone(), control).prop_map(|(side, control)| Adjustment::SetControl { side, control }),
    ];
    let reason = prop_oneof![
        Just(AdjustReason::default()),
        Just(AdjustReason::article(Article::DISTURBANCE)),
        Just(AdjustReason::article(Article::WRONG_SETTING)),
    ];
    let ruling = prop::sample::select(RULINGS.to_vec());
    prop_oneof![
        6 => uci.clone().prop_map(|uci| EventKind::Move { uci }),
        2 => square.clone().prop_map(|square| EventKind::Touch { square }),
        1 => (by.clone(), square).prop_map(|(by, square)| EventKind::Jadoube { by, square }),
        5 => by.clone().prop_map(|by| EventKind::PressClock { by }),
        1 => by.clone().prop_map(|by| EventKind::OfferDraw { by }),
        1 => by.clone().prop_map(|by| EventKind::AcceptDraw { by }),
        1 => by.clone().prop_map(|by| EventKind::DeclineDraw { by }),
        1 => (by.clone(), any::<bool>(), prop::option::of(uci)).prop_map(|(by, t, intended)| EventKind::Claim {
            by,
            claim: if t { escaque::Claim::Threefold } else { escaque::Claim::FiftyMoves },
            intended,
        }),
        1 => by.clone().prop_map(|by| EventKind::Resign { by }),
        1 => by.clone().prop_map(|by| EventKind::RequestIncrement { by }),
        1 => by.clone().prop_map(|by| EventKind::QuickplayClaim { by }),
        1 => Just(EventKind::Pause),
        1 => Just(EventKind::Resume),
        3 => (adjustment, reason).prop_map(|(adjustment, reason)| EventKind::ClockAdjustment { adjustment, reason }),
        1 => ruling.prop_map(EventKind::ArbiterRuling),
        2 => Just(EventKind::ObserveFlag),
        1 => by.clone().prop_map(|side| EventKind::FlagReported { side }),
        1 => prop_oneof![0usize..40, any::<usize>()].prop_map(|plies| EventKind::Analysis(Proof::Dead { plies })),
        1 => by.clone().prop_map(|side| EventKind::Analysis(Proof::CannotMate { side })),
        1 => by.prop_map(|side| EventKind::Analysis(Proof::Undecided { side })),
    ]
}

/// A journal line: an event as the app writes it, at any time; now and then words of the
/// format in any order, or a number where a word should be.
fn journal_line() -> impl Strategy<Value = String> {
    let word = prop_oneof![
        prop::sample::select(vec![
            "touch",
            "move",
            "press",
            "claim",
            "arbiter",
            "set-time",
            "add-time",
            "set-control",
            "article",
            "note",
            "white",
            "black",
            "e2e4",
            "e2",
            "analysis",
            "dead",
            "rule",
        ])
        .prop_map(str::to_owned),
        number(),
        time_control_like(),
    ];
    prop_oneof![
        12 => (millis(), any_event_kind()).prop_map(|(at, kind)| journal::line(&Event::new(at, kind))),
        1 => (number(), prop::collection::vec(word, 0..6)).prop_map(|(at, w)| format!("{at} {}", w.join(" "))),
    ]
}

#[test]
fn journal_reader_on_structured_random_lines() {
    // Headers of a classical game, an untimed one, a blitz one from a FEN, and a Chess960 one.
    let setups = [
        Setup::default(),
        Setup::untimed(None),
        Setup {
            fen: Some("4k3/1P6/8/8/8/8/6PP/4K2R w K - 0 60".to_owned()),
            controls: Some(TimeControls::same("180+2".parse().unwrap())),
            ..Setup::default()
        },
        Setup {
            fen: Some("bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1".to_owned()),
            chess960: true,
            controls: Some(TimeControls::odds("60d5".parse().unwrap(), "2/60b1:30+1".parse().unwrap())),
            ..Setup::default()
        },
    ];
    let headers: Vec<String> = setups
        .iter()
        .map(|setup| {
            let path = temp_path("header.journal");
            drop(Journal::create(&path, setup).unwrap());
            std::fs::read_to_string(&path).unwrap()
        })
        .collect();
    let input = (0..headers.len(), prop::collection::vec(journal_line(), 0..16), any::<bool>(), any::<bool>());
    run(3000, input, |(header, lines, sorted, torn)| {
        let header = &headers[header];
        let mut lines = lines;
        if sorted {
            // Times in order, so that the events reach the table.
            lines.sort_by_key(|l| l.split(' ').next().and_then(|t| t.parse::<u64>().ok()).unwrap_or(0));
        }
        let mut text = header.clone();
        for line in &lines {
            text.push_str(&journal::sealed(line));
            text.push('\n');
        }
        if torn {
            text.pop();
        }
        read_journal(text.as_bytes())
    });
}
