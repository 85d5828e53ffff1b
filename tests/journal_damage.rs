//! A changed journal is never taken for another game: a line cut by a crash is told from a
//! whole line whose end was changed, every reason names the real fault and its line, and no
//! single changed byte anywhere in a journal gives a different game without saying so.

use std::path::{Path, PathBuf};

use escaque::clock::TimeControls;
use escaque::table::journal::{self, Journal, JournalProblem};
use escaque::table::session::{Found, Session};
use escaque::table::{Event, EventKind, Setup};
use shakmaty::Color::{Black, White};

mod common;

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
