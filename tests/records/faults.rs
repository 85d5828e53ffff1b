//! What the files Escaque reads survive (issue 11): a crash inside a character, a changed byte,
//! a time too large to be one.

use std::path::PathBuf;

use escaque::record::adjudicate::{Options, adjudicate_with_clocks};
use escaque::record::{PgnError, PgnProblem};
use escaque::table::journal::{self, Journal, JournalProblem};
use escaque::table::{Event, EventKind, Setup};

use crate::common;

fn journal_with_two_moves(name: &str) -> PathBuf {
    let path = common::temp_path("faults", name);
    let setup = Setup { white: "Uxía".to_owned(), black: "Jordi".to_owned(), ..Setup::default() };
    let mut journal = Journal::create(&path, &setup).unwrap();
    for (at, m) in [(1_000, "e2e4"), (2_000, "e7e5")] {
        journal.append(&Event::new(at, EventKind::Move { uci: m.parse().unwrap() })).unwrap();
    }
    path
}

#[test]
fn a_journal_torn_inside_a_character_loses_that_line_and_no_more() {
    let path = journal_with_two_moves("torn-char.journal");
    let mut bytes = std::fs::read(&path).unwrap();
    // The app stopped while writing a line, halfway through the two bytes of "í".
    let line = "3000 arbiter add-time white 60000 note Uxía";
    bytes.extend_from_slice(&line.as_bytes()[..line.len() - 2]);
    std::fs::write(&path, &bytes).unwrap();
    let recorded = journal::read_file(&path).unwrap();
    assert!(recorded.torn_tail);
    assert_eq!(recorded.events.len(), 2);
    assert_eq!(recorded.setup.white, "Uxía");
    // Resuming cuts the torn bytes off and goes on from a whole line.
    let mut journal = Journal::resume(&path).unwrap();
    journal.append(&Event::new(4_000, EventKind::Move { uci: "g1f3".parse().unwrap() })).unwrap();
    let recorded = journal::read_file(&path).unwrap();
    assert!(!recorded.torn_tail);
    assert_eq!(recorded.events.len(), 3);
}

#[test]
fn a_whole_line_that_is_not_utf8_is_named() {
    let path = journal_with_two_moves("not-utf8.journal");
    let mut bytes = std::fs::read(&path).unwrap();
    let lines = bytes.iter().filter(|&&b| b == b'\n').count();
    bytes.extend_from_slice(b"3000 move g1f3 \xff\n");
    let error = journal::read_bytes(&bytes).unwrap_err();
    assert_eq!((error.line, error.problem), (Some(lines + 1), JournalProblem::NotUtf8));
}

#[test]
fn an_absurd_emt_is_an_error_naming_the_move_never_a_wrapped_time() {
    let pgn = "[TimeControl \"60\"]\n\n1. e4 {[%emt 0:00:10]} e5 {[%emt 18446744073709551.999]} *";
    let error: PgnError = adjudicate_with_clocks(pgn, &Options::default()).unwrap_err();
    assert!(matches!(error.problem, PgnProblem::EmtUnreadable(_)), "{error:?}");
    assert_eq!(error.at.map(|(_, token)| token).as_deref(), Some("e5"));
    // The largest time there is: the flag falls during that move, nothing wraps.
    let big = "5124095576030:25:51.615";
    let pgn = format!("[TimeControl \"60\"]\n\n1. e4 {{[%emt {big}]}} e5 {{[%emt {big}]}} *");
    let verdict = adjudicate_with_clocks(&pgn, &Options::default()).unwrap().verdict;
    assert_eq!(verdict.to_string(), "result=0-1 reason=time-forfeit");
}

#[test]
fn verify_calls_a_record_whose_bytes_are_no_longer_utf8_altered_exit_1() {
    // A sealed record, one byte of its Event tag changed so that the file is no longer UTF-8 (a
    // record that was never sealed is "not sealed", whatever its bytes: issue 29).
    use escaque::record::seal::{SealKey, seal};
    use escaque::record::sheet::Scoresheet;
    let mut sheet = Scoresheet::from_pgn("[Event \"Club X\"]\n[Result \"*\"]\n\n1. e4 *\n").unwrap();
    seal(&mut sheet, &SealKey::from_secret([3; 32]));
    let sealed = sheet.to_pgn();
    let at = sealed.find("Club X").unwrap() + "Club ".len();
    let mut bytes = sealed.into_bytes();
    bytes[at] = 0xff;
    let path = common::temp_path("faults", "not-utf8.pgn");
    std::fs::write(&path, &bytes).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("verify").arg(&path).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("altered:"));
    // A file that cannot be read at all is exit 2.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
        .arg("verify")
        .arg(common::temp_path("faults", "missing.pgn"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn a_changed_byte_in_a_journal_is_found_at_its_line_not_replayed_as_another_game() {
    let path = journal_with_two_moves("changed-byte.journal");
    let text = std::fs::read_to_string(&path).unwrap();
    let line = text.lines().position(|l| l.starts_with("2000 move e7e5")).unwrap() + 1;
    // e7e5 becomes e7e6: still a legal move, a different game, unless the checksum says no.
    let error = journal::read(&text.replace("2000 move e7e5", "2000 move e7e6")).unwrap_err();
    assert_eq!((error.line, error.problem), (Some(line), JournalProblem::ChecksumMismatch));
}

#[test]
fn replay_says_which_events_it_refused_and_on_which_line() {
    let path = common::temp_path("faults", "refused.journal");
    let mut journal = Journal::create(&path, &Setup::default()).unwrap();
    journal.append(&Event::new(1_000, EventKind::Touch { square: "g1".parse().unwrap() })).unwrap();
    // Refused by touch-move (4.3.1): the knight was touched.
    journal.append(&Event::new(1_500, EventKind::Move { uci: "e2e4".parse().unwrap() })).unwrap();
    journal.append(&Event::new(2_000, EventKind::Move { uci: "g1f3".parse().unwrap() })).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("replay").arg(&path).output().unwrap();
    assert!(out.status.success());
    let said = String::from_utf8(out.stderr).unwrap();
    assert!(said.contains("the event on line 5 was refused") && said.contains("Article 4.3.1"), "{said}");
    assert!(String::from_utf8(out.stdout).unwrap().contains("1. Nf3"));
}

/// A disk that fills up on demand: a write then stops halfway, as a full disk does.
#[derive(Clone, Debug, Default)]
struct Disk {
    bytes: std::sync::Arc<std::sync::Mutex<Vec<u8>>>,
    full: std::sync::Arc<std::sync::atomic::AtomicBool>,
}

impl Disk {
    fn set_full(&self, full: bool) {
        self.full.store(full, std::sync::atomic::Ordering::SeqCst);
    }
    fn contents(&self) -> Vec<u8> {
        self.bytes.lock().unwrap().clone()
    }
}

impl journal::Sink for Disk {
    fn append(&mut self, bytes: &[u8]) -> std::io::Result<()> {
        let mut disk = self.bytes.lock().unwrap();
        if self.full.load(std::sync::atomic::Ordering::SeqCst) {
            disk.extend_from_slice(&bytes[..bytes.len() / 2]);
            return Err(std::io::Error::new(std::io::ErrorKind::StorageFull, "no space left on device"));
        }
        disk.extend_from_slice(bytes);
        Ok(())
    }
    fn truncate(&mut self, len: u64) -> std::io::Result<()> {
        self.bytes.lock().unwrap().truncate(len as usize);
        Ok(())
    }
}

#[test]
fn a_full_disk_stops_the_clocks_and_loses_no_completed_move() {
    use escaque::clock::Phase;
    use escaque::record::sheet::table_pgn;
    use escaque::table::Refusal;
    use escaque::table::session::Session;
    let disk = Disk::default();
    let setup = Setup::default();
    let path = common::temp_path("faults", "full-disk.journal");
    let journal = Journal::create_in(Box::new(disk.clone()), &path, &setup).unwrap();
    let mut session = Session::start_in(setup, journal, 0).unwrap();
    let mv = |m: &str| EventKind::Move { uci: m.parse().unwrap() };
    let white = shakmaty::Color::White;
    session.act_at(1_000, mv("e2e4")).unwrap();
    session.act_at(1_100, EventKind::PressClock { by: white }).unwrap();
    // The disk fills: Black's move is not played unrecorded, and the clocks stop there.
    disk.set_full(true);
    assert_eq!(session.act_at(5_000, mv("e7e5")).unwrap_err(), Refusal::NotRecorded);
    // The kind of refusal is kept, so that the window says it in the player's words, not the
    // system's ("No space left on device (os error 28)").
    let problem = session.journal_problem().expect("the refusal is kept");
    assert_eq!(problem.kind, std::io::ErrorKind::StorageFull);
    let said = escaque::i18n::record::os_error(
        escaque::i18n::Tr::new(escaque::i18n::Lang::Gl),
        &escaque::record::error::OsError { kind: problem.kind, message: problem.error.clone() },
    );
    assert_eq!(said, "o disco está cheo");
    assert!(matches!(session.table().clock().unwrap().phase(), Phase::Paused(_)));
    assert_eq!(session.table().game().plies().len(), 1);
    // The journal ends on its last whole event: it reads, and replays to the game as it stands.
    let on_disk = journal::read_bytes(&disk.contents()).unwrap();
    assert!(!on_disk.torn_tail);
    assert_eq!(on_disk.events.len(), 2);
    // Still full: nothing is played, and the journal stays whole.
    assert_eq!(session.act_at(9_000, EventKind::Resume).unwrap_err(), Refusal::NotRecorded);
    assert!(journal::read_bytes(&disk.contents()).is_ok());
    // Space returns: the players start the clocks; the pause is written first, then play goes on.
    disk.set_full(false);
    session.act_at(60_000, EventKind::Resume).unwrap();
    assert!(session.journal_problem().is_none());
    session.act_at(64_000, mv("e7e5")).unwrap();
    session.act_at(64_100, EventKind::PressClock { by: shakmaty::Color::Black }).unwrap();
    let replayed = journal::read_bytes(&disk.contents()).unwrap().replay().unwrap();
    assert_eq!(table_pgn(&replayed), table_pgn(session.table()), "the journal holds the game as played");
    // The time the disk was full was charged to nobody: Black's clock stopped at 5 s.
    let black = replayed.clock().unwrap().remaining(shakmaty::Color::Black, 64_100);
    assert_eq!(black, session.table().clock().unwrap().remaining(shakmaty::Color::Black, 64_100));
}

#[test]
fn a_second_window_on_the_same_data_folder_cannot_write_the_first_ones_game() {
    use escaque::table::session::{Session, SessionError};
    let path = common::temp_path("faults", "two-windows.journal");
    let mut first = Session::start(Setup::default(), &path, 0).unwrap();
    first.act_at(1_000, EventKind::Move { uci: "e2e4".parse().unwrap() }).unwrap();
    let before = std::fs::read(&path).unwrap();
    // The second window can neither take the game over nor start another in its place.
    assert!(journal::in_use(&path));
    assert!(matches!(Session::resume(&path, 0), Err(SessionError::OpenElsewhere)));
    assert!(matches!(Session::start(Setup::default(), &path, 0), Err(SessionError::OpenElsewhere)));
    assert_eq!(std::fs::read(&path).unwrap(), before, "the first window's game is untouched");
    // It can still read it, as the start-up screen does.
    assert_eq!(journal::read_file(&path).unwrap().events.len(), 1);
    // Once the first window lets go, the game can be resumed.
    drop(first);
    assert!(!journal::in_use(&path));
    assert!(Session::resume(&path, 0).is_ok());
}

#[test]
fn a_format_1_journal_resumed_and_appended_to_still_reads() {
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/journal-v1/draw-agreed.journal");
    let path = common::temp_path("faults", "resumed-v1.journal");
    std::fs::copy(&fixture, &path).unwrap();
    let before = journal::read_file(&path).unwrap().events.len();
    let mut journal = Journal::resume(&path).unwrap();
    // A claim with no intended move: its checksum must not be read as the move.
    let claim = EventKind::Claim { by: shakmaty::Color::Black, claim: escaque::laws::Claim::Threefold, intended: None };
    journal.append(&Event::new(7_000, claim.clone())).unwrap();
    let recorded = journal::read_file(&path).unwrap();
    assert_eq!(recorded.events.len(), before + 1);
    assert_eq!(recorded.events.last().unwrap().kind, claim);
}

#[test]
fn a_damaged_journal_offers_every_whole_event_says_where_and_keeps_the_original() {
    use escaque::table::session::{Found, Session};
    let path = journal_with_two_moves("damaged.journal");
    let mut journal = Journal::resume(&path).unwrap();
    journal.append(&Event::new(3_000, EventKind::Move { uci: "g1f3".parse().unwrap() })).unwrap();
    journal.append(&Event::new(4_000, EventKind::Move { uci: "b8c6".parse().unwrap() })).unwrap();
    drop(journal);
    let damaged = std::fs::read_to_string(&path).unwrap().replace("3000 move g1f3", "3000 move g1h3");
    std::fs::write(&path, &damaged).unwrap();
    let line = damaged.lines().position(|l| l.starts_with("3000 move")).unwrap() + 1;
    let Some(Found::Game { table, damage, .. }) = Session::found(&path) else { panic!("the game is offered") };
    assert_eq!(table.game().plies().len(), 2, "every whole event before the damage");
    let damage = damage.expect("the damage is told");
    assert_eq!((damage.line, damage.problem), (Some(line), JournalProblem::ChecksumMismatch));
    let session = Session::recover(&path, 0).unwrap();
    assert_eq!(session.table().game().plies().len(), 2);
    drop(session);
    assert_eq!(
        std::fs::read_to_string(path.with_extension("journal.damaged")).unwrap(),
        damaged,
        "the original is kept"
    );
    assert!(journal::read_file(&path).is_ok(), "the journal goes on whole");
    // A second damaged journal is kept too, under the next name.
    std::fs::write(&path, &damaged).unwrap();
    Session::recover(&path, 0).unwrap();
    assert!(path.with_extension("journal.damaged.1").exists());
}

#[test]
fn a_journal_that_cannot_be_read_at_all_is_said_at_start_up_and_kept() {
    use escaque::table::session::{Found, Session};
    let path = common::temp_path("faults", "garbled.journal");
    std::fs::write(&path, "escaque-journal 2\nsetup (white: 3)\nstart\n").unwrap();
    assert!(matches!(Session::found(&path), Some(Found::Unreadable(_))));
    assert!(path.exists());
}

#[test]
fn a_journal_file_cut_back_after_a_failed_write_goes_on_at_its_end_without_a_hole() {
    use escaque::table::journal::Sink;
    let path = common::temp_path("faults", "cut-back.journal");
    let mut file = std::fs::OpenOptions::new().create(true).write(true).truncate(true).open(&path).unwrap();
    Sink::append(&mut file, b"1000 move e2e4\n2000 mo").unwrap();
    // The second line was cut short (a full disk): cut back, then write on.
    Sink::truncate(&mut file, 15).unwrap();
    Sink::append(&mut file, b"2000 move e7e5\n").unwrap();
    assert_eq!(std::fs::read(&path).unwrap(), b"1000 move e2e4\n2000 move e7e5\n");
}

#[test]
fn a_flag_that_falls_while_the_disk_is_full_reaches_the_journal_once_it_has_room() {
    use escaque::clock::TimeControls;
    use escaque::table::Refusal;
    use escaque::table::session::Session;
    let disk = Disk::default();
    let setup = Setup { controls: Some(TimeControls::same("60".parse().unwrap())), ..Setup::default() };
    let path = common::temp_path("faults", "flag-full-disk.journal");
    let journal = Journal::create_in(Box::new(disk.clone()), &path, &setup).unwrap();
    let mut session = Session::start_in(setup, journal, 0).unwrap();
    disk.set_full(true);
    // White's minute ran out at 60 s; the next event finds it while nothing can be written.
    assert_eq!(session.act_at(70_000, EventKind::ObserveFlag).unwrap_err(), Refusal::NotRecorded);
    let ended = session.table().game().status();
    assert!(ended.ending().is_some(), "{ended:?}");
    disk.set_full(false);
    // The next event, refused or not, writes first what the full disk held back.
    let _ = session.act_at(71_000, EventKind::Resume);
    let replayed = journal::read_bytes(&disk.contents()).unwrap().replay().unwrap();
    assert_eq!(replayed.game().status(), ended, "the journal ends the game as the table did");
}

#[test]
fn a_changed_line_appended_to_a_format_1_journal_is_found_by_its_checksum() {
    let fixture =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/journal-v1/draw-agreed.journal");
    let mut text = std::fs::read_to_string(&fixture).unwrap();
    text.push_str(&format!("{}\n", journal::sealed("7000 move a7a6")).replace("a7a6", "a7a5"));
    let error = journal::read(&text).unwrap_err();
    assert_eq!(error.problem, JournalProblem::ChecksumMismatch);
}

#[test]
fn two_windows_keeping_a_game_in_the_same_second_never_write_over_each_other() {
    let dir = common::temp_path("faults", "same-second");
    let archive = escaque::record::archive::Archive::new(&dir);
    let first = journal_with_two_moves("same-second-a.journal");
    let second = journal_with_two_moves("same-second-b.journal");
    let a = archive.keep_journal(&first, 1_700_000_000).unwrap().unwrap();
    let b = archive.keep_journal(&second, 1_700_000_000).unwrap().unwrap();
    assert_ne!(a, b);
    assert!(a.exists() && b.exists());
}
