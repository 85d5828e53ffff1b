//! A changed journal is never taken for another game: a line cut by a crash is told from a
//! whole line whose end was changed, every reason names the real fault and its line, and no
//! single changed byte anywhere in a journal gives a different game without saying so.

use std::path::{Path, PathBuf};

use escaque::clock::TimeControls;
use escaque::table::journal::{self, Journal, JournalProblem};
use escaque::table::session::{Found, Session};
use escaque::table::{Event, EventKind, Setup};
use shakmaty::Color::{Black, White};

use crate::common;

fn setup() -> Setup {
    Setup {
        white: "Uxía Pérez".to_owned(),
        black: "Jordi Ros".to_owned(),
        controls: Some(TimeControls::same("90+30".parse().unwrap())),
        ..Setup::default()
    }
}

/// 1. e4 e5 2. Nf3, each move pressed.
fn events() -> Vec<Event> {
    let mv = |at, m: &str| Event::new(at, EventKind::Move { uci: m.parse().unwrap() });
    vec![
        mv(1_000, "e2e4"),
        Event::new(1_100, EventKind::PressClock { by: White }),
        mv(5_000, "e7e5"),
        Event::new(5_200, EventKind::PressClock { by: Black }),
        mv(9_000, "g1f3"),
        Event::new(9_300, EventKind::PressClock { by: White }),
    ]
}

/// A journal of `events` at a path of its own (`name`), and its bytes.
fn written(name: &str, events: &[Event]) -> (PathBuf, Vec<u8>) {
    let path = common::temp_path("journal-damage", name);
    let mut journal = Journal::create(&path, &setup()).unwrap();
    for e in events {
        journal.append(e).unwrap();
    }
    drop(journal);
    let bytes = std::fs::read(&path).unwrap();
    (path, bytes)
}

fn damaged_copy(path: &Path) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".damaged");
    PathBuf::from(name)
}

#[test]
fn a_whole_last_line_whose_line_end_was_changed_is_damage_not_a_torn_line() {
    for (i, changed) in [b'x', b' ', b'0', b'#', 0xff, b'\r'].into_iter().enumerate() {
        let (path, original) = written(&format!("newline-{i}.journal"), &events());
        let mut bytes = original.clone();
        *bytes.last_mut().unwrap() = changed;
        std::fs::write(&path, &bytes).unwrap();
        let last_line = bytes.iter().filter(|&&b| b == b'\n').count() + 1;

        let (recorded, damage) = journal::read_recovering(&bytes).unwrap();
        assert_eq!(recorded.events, events()[..5].to_vec(), "byte {changed:#x}");
        let damage = damage.unwrap_or_else(|| panic!("byte {changed:#x}: taken for a torn line"));
        assert_eq!(damage.line, Some(last_line), "byte {changed:#x}: {damage}");
        assert_eq!(damage.problem, JournalProblem::LineEndChanged, "byte {changed:#x}: {damage}");
        assert!(journal::read_bytes(&bytes).is_err(), "byte {changed:#x}");

        // The game offered says so, and resuming keeps the original aside.
        match Session::found(&path) {
            Some(Found::Game { damage: Some(_), .. }) => {}
            other => panic!("byte {changed:#x}: offered without a damage notice: {other:?}"),
        }
        let session = Session::recover(&path, 0).unwrap();
        assert_eq!(std::fs::read(damaged_copy(&path)).unwrap(), bytes, "byte {changed:#x}: original kept");
        assert_eq!(session.table().game().plies().len(), 3);
    }
}

#[test]
fn a_whole_last_line_without_its_line_end_is_damage_too() {
    // Its checksum is there and complete: no crash cuts a line there (the line and its end are
    // written at once), so it is not left out silently.
    let (path, original) = written("no-newline.journal", &events());
    let bytes = &original[..original.len() - 1];
    std::fs::write(&path, bytes).unwrap();
    let (recorded, damage) = journal::read_recovering(bytes).unwrap();
    assert_eq!(recorded.events.len(), 5);
    assert_eq!(damage.map(|d| d.problem), Some(JournalProblem::LineEndChanged));
}

#[test]
fn a_line_cut_before_its_checksum_is_complete_is_still_a_torn_line() {
    let (_, whole) = written("torn.journal", &events()[..5]);
    let last = format!("{}\n", journal::sealed(&journal::line(&events()[5])));
    // Cut anywhere before the end of its checksum: no checksum, or part of one.
    for cut in 1..last.len() - 1 {
        let mut bytes = whole.clone();
        bytes.extend_from_slice(&last.as_bytes()[..cut]);
        let (recorded, damage) = journal::read_recovering(&bytes).unwrap();
        assert_eq!(damage, None, "cut after {cut} bytes of {last:?}");
        assert!(recorded.torn_tail, "cut after {cut} bytes");
        assert_eq!(recorded.events, events()[..5].to_vec());
    }
}

/// Real journals in format 2: two written by [`Journal`], and two games of the version 1
/// fixtures written again in format 2 (as a recovered journal is).
fn real_journals() -> Vec<(String, Vec<u8>)> {
    let mut journals = vec![
        ("short".to_owned(), written("fuzz-short.journal", &events()).1),
        ("richer".to_owned(), written("fuzz-richer.journal", &crate::journal::events()).1),
    ];
    for name in ["classical-arbiter", "quickplay-postponed"] {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/journal-v1").join(format!("{name}.journal"));
        let recorded = journal::read_file(&path).unwrap();
        journals.push((name.to_owned(), recorded.to_text().into_bytes()));
    }
    journals
}

/// The values a byte is changed to: a bit flipped, its case (or another bit) flipped, a line
/// end, and a byte that is never UTF-8; each only where it changes the byte.
fn changes(byte: u8) -> impl Iterator<Item = u8> {
    [byte ^ 0x01, byte ^ 0x20, b'\n', 0xff].into_iter().filter(move |&b| b != byte)
}

#[test]
fn no_single_changed_byte_gives_another_game_silently() {
    let mut cases = 0;
    let (mut refused, mut shorter) = (0, 0);
    for (name, original) in real_journals() {
        let (whole, damage) = journal::read_recovering(&original).unwrap();
        assert_eq!(damage, None, "{name}");
        assert!(!whole.torn_tail);
        for at in 0..original.len() {
            for value in changes(original[at]) {
                cases += 1;
                let mut bytes = original.clone();
                bytes[at] = value;
                let case = || format!("{name}: byte {at} ({:#x}) changed to {value:#x}", original[at]);
                match journal::read_recovering(&bytes) {
                    // Not read at all: said at once, and the file is kept as it is.
                    Err(_) => refused += 1,
                    Ok((recorded, damage)) => {
                        // Never the same game silently from a changed file: every change is found.
                        let damage = damage.unwrap_or_else(|| panic!("{}: not noticed", case()));
                        assert_eq!(recorded.setup, whole.setup, "{}", case());
                        // Never another game: the events before the damaged line, and no others.
                        assert!(recorded.events.len() < whole.events.len(), "{}: {damage}", case());
                        assert_eq!(recorded.events[..], whole.events[..recorded.events.len()], "{}", case());
                        assert!(journal::read_bytes(&bytes).is_err(), "{}", case());
                        shorter += 1;
                    }
                }
            }
        }
    }
    println!("{cases} changed journals: {refused} refused, {shorter} offered shorter with the damage said");
    // Every case went one way or the other, and both ways were met.
    assert_eq!(refused + shorter, cases);
    assert!(refused > 100 && shorter > 1000, "{refused} refused, {shorter} shorter of {cases}");
}

/// The same on disk, for one in every 23 changes (a deterministic sample: each resume forces
/// files to disk): the game offered says it is damaged, resuming keeps the changed file aside
/// byte for byte, and the journal written anew holds the events before the damage.
#[test]
fn a_changed_journal_is_kept_aside_when_the_game_is_resumed() {
    let mut checked = 0;
    let mut n = 0;
    for (name, original) in real_journals() {
        let whole = journal::read_bytes(&original).unwrap();
        for at in 0..original.len() {
            for value in changes(original[at]) {
                n += 1;
                if n % 23 != 0 {
                    continue;
                }
                let mut bytes = original.clone();
                bytes[at] = value;
                let case = format!("{name}: byte {at} changed to {value:#x}");
                let path = common::temp_path("journal-damage-disk", &format!("{n}.journal"));
                std::fs::write(&path, &bytes).unwrap();
                match Session::found(&path) {
                    Some(Found::Unreadable(_)) => {
                        // Kept as it is.
                        assert_eq!(std::fs::read(&path).unwrap(), bytes, "{case}");
                    }
                    Some(Found::Game { damage: Some(_), table, .. }) => {
                        let session = Session::recover(&path, 0).unwrap();
                        assert_eq!(std::fs::read(damaged_copy(&path)).unwrap(), bytes, "{case}: kept aside");
                        let kept = journal::read_file(&path).unwrap();
                        let n = table_events(&kept);
                        assert_eq!(kept.events[..n], whole.events[..n], "{case}");
                        assert_eq!(session.table().game().plies(), table.game().plies(), "{case}");
                        checked += 1;
                    }
                    other => panic!("{case}: offered as {other:?}"),
                }
            }
        }
    }
    assert!(checked > 50, "{checked}");
}

/// The events of a recovered journal that were in the original: all but the pause resuming
/// writes when a clock ran.
fn table_events(kept: &journal::Recorded) -> usize {
    match kept.events.last() {
        Some(Event { kind: EventKind::Pause, .. }) => kept.events.len() - 1,
        _ => kept.events.len(),
    }
}

/// A byte that is not UTF-8 in a line of the header is said as such, at its line: not as an
/// empty journal (the first line) nor as one that ends before its `start` line (the setup).
#[test]
fn a_byte_not_utf8_in_the_header_is_named_at_its_line() {
    use escaque::i18n::{Lang, Tr, describe};
    let (_, original) = written("not-utf8.journal", &events());
    let text = String::from_utf8(original.clone()).unwrap();
    let mut line_starts = vec![0];
    line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
    // The format line, the setup line (in the middle of its RON and in its checksum), `start`,
    // and an event line.
    let setup_len = text.lines().nth(1).unwrap().len();
    for (line, offset) in [(1, 3), (2, 10), (2, setup_len - 2), (3, 0), (4, 2)] {
        let mut bytes = original.clone();
        bytes[line_starts[line - 1] + offset] = 0xff;
        let err = match journal::read_recovering(&bytes) {
            Err(err) => err,
            Ok((_, damage)) => damage.unwrap(),
        };
        assert_eq!((err.line, &err.problem), (Some(line), &JournalProblem::NotUtf8), "line {line}: {err}");
        assert_eq!(err.to_string(), format!("line {line}: the line is not UTF-8 text: a byte of it was changed"));
        // Said in every language, with the line.
        let mut said = std::collections::BTreeSet::new();
        for lang in Lang::ALL {
            let text = describe::journal_error(Tr::new(lang), &err);
            assert!(text.contains(&line.to_string()) && text.contains("UTF-8"), "{lang:?}: {text}");
            said.insert(text);
        }
        assert_eq!(said.len(), Lang::ALL.len(), "each language its own words");
    }
}

/// A whole setup line whose line end was changed, with nothing after it, is said as that, not
/// as a journal that ends before its `start` line.
#[test]
fn a_changed_line_end_in_the_header_is_named_at_its_line() {
    let (_, original) = written("header-end.journal", &[]);
    let text = String::from_utf8(original).unwrap();
    let two_lines: String = text.lines().take(2).map(|l| format!("{l}\n")).collect();
    let mut bytes = two_lines.into_bytes();
    *bytes.last_mut().unwrap() = b'x';
    let err = journal::read_bytes(&bytes).unwrap_err();
    assert_eq!((err.line, err.problem), (Some(2), JournalProblem::LineEndChanged));
    // Cut short by a crash, the same header ends before its `start` line, as it says.
    let cut = &bytes[..bytes.len() - 4];
    assert_eq!(journal::read_bytes(cut).unwrap_err().problem, JournalProblem::NoStart);
}

/// A header that ends before its `start` line says where `start` should have been.
#[test]
fn a_header_without_its_start_line_names_the_line() {
    let (_, original) = written("no-start.journal", &[]);
    let text = String::from_utf8(original).unwrap();
    let first: String = text.lines().take(1).map(|l| format!("{l}\n")).collect();
    let two: String = text.lines().take(2).map(|l| format!("{l}\n")).collect();
    for (header, line) in [(first, 2), (two, 3)] {
        let err = journal::read(&header).unwrap_err();
        assert_eq!((err.line, &err.problem), (Some(line), &JournalProblem::NoStart));
        assert_eq!(err.to_string(), format!("line {line}: the journal ends before its \"start\" line"));
    }
    // Format 1: a line per setting, then `start`.
    let v1 = "escaque-journal 1\nwhite Ana\nblack Bruno\n";
    let err = journal::read(v1).unwrap_err();
    assert_eq!((err.line, err.problem), (Some(4), JournalProblem::NoStart));
}
