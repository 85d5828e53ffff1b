//! A crash loses at most a second of the running clock (issue 28): while a clock runs, the
//! journal is told so every half second (a mark, not an event); when the game is resumed,
//! the time the clock ran after the last event, up to the last mark, is charged to that player,
//! and the resume screen says how much. Time is injected everywhere: frames are calls at given
//! instants, never waits.

use crate::gui;

use std::path::{Path, PathBuf};

use escaque::clock::{MINUTE, SECOND, TimeControls};
use escaque::laws::{Millis, Reason};
use escaque::platform::time::MockTime;
use escaque::table::journal;
use escaque::table::session::{ClockRan, Found, MARK_EVERY, Session};
use escaque::table::{Event, EventKind, Setup, Table};
use shakmaty::Color::{Black, White};

fn setup(white: &str, black: &str) -> Setup {
    Setup { controls: Some(TimeControls::odds(white.parse().unwrap(), black.parse().unwrap())), ..Setup::default() }
}

/// A game started at app time 0 (White's clock runs), 1. e4 played and pressed at 3.1 s:
/// Black's clock runs from there.
fn black_thinking(name: &str, setup: Setup) -> (PathBuf, Session) {
    let path = gui::common::temp_path("clock-crash", name);
    let mut session = Session::prepare(setup, &path, 0).unwrap();
    session.act(0, EventKind::Resume).unwrap();
    session.act(3_000, EventKind::Move { uci: "e2e4".parse().unwrap() }).unwrap();
    session.act(3_100, EventKind::PressClock { by: White }).unwrap();
    assert_eq!(session.table().clock().unwrap().running(), Some(Black));
    (path, session)
}

/// The window's frames from `from` to `to` (app time), every `step` ms.
fn frames(session: &mut Session, from: Millis, to: Millis, step: Millis) {
    let mut now = from;
    while now <= to {
        session.keep_time(now);
        now += step;
    }
}

fn lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path).unwrap().lines().map(|l| journal::checked(l).unwrap_or(l).to_owned()).collect()
}

fn marks(path: &Path) -> Vec<Millis> {
    lines(path).iter().filter_map(|l| l.strip_suffix(" running")).map(|at| at.parse().unwrap()).collect()
}

#[test]
fn a_crash_charges_the_running_clock_up_to_its_last_mark() {
    let (path, mut session) = black_thinking("charged.journal", setup("5400+30", "5400+30"));
    // Ten seconds of thought at 60 frames a second, then the power goes.
    frames(&mut session, 3_100, 13_100, 16);
    drop(session);
    let marks = marks(&path);
    assert_eq!(marks.len() as Millis, 10 * SECOND / MARK_EVERY, "{marks:?}");
    // Every half second, on the beat of the press (frames a few milliseconds late do not stretch it).
    assert!(
        marks.iter().enumerate().all(|(i, &at)| (0..16).contains(&(at - 3_100 - (i as Millis + 1) * MARK_EVERY))),
        "{marks:?}"
    );
    let last = *marks.last().unwrap();
    assert!(last > 13_100 - MARK_EVERY, "{last}");

    // Offered again: the time Black's clock ran after the press is said...
    let Some(Found::Game { ran, damage: None, .. }) = Session::found(&path) else { panic!("no game offered") };
    assert_eq!(ran, Some(ClockRan { side: Black, time: last - 3_100 }));
    // ...and charged to Black on resuming, ten minutes later: the clocks stop at the last mark.
    let resumed = Session::resume(&path, 10 * MINUTE).unwrap();
    let clock = resumed.table().clock().unwrap();
    assert_eq!(clock.running(), None);
    assert_eq!(clock.used(Black, resumed.game_time(10 * MINUTE)), last - 3_100);
    assert!((9 * SECOND..=10 * SECOND).contains(&(last - 3_100)));
    assert_eq!(lines(&path).last().unwrap(), &format!("{last} pause"));
    // The same game as one that paused there: the marks change nothing else.
    let mut expected = Table::new(setup("5400+30", "5400+30")).unwrap();
    for e in journal::read_file(&path).unwrap().events {
        let _ = expected.apply(e);
    }
    assert_eq!(resumed.table().clock(), expected.clock());
}

#[test]
fn before_the_marks_a_crash_charged_nobody() {
    // A journal written before the marks (or by a window that crashed within a second of the
    // press) resumes as it always did: the clocks stopped at the last event.
    let (path, session) = black_thinking("no-marks.journal", setup("5400+30", "5400+30"));
    drop(session);
    let Some(Found::Game { ran: None, .. }) = Session::found(&path) else { panic!("a charge without a mark") };
    let resumed = Session::resume(&path, 10 * MINUTE).unwrap();
    assert_eq!(resumed.table().clock().unwrap().used(Black, resumed.game_time(10 * MINUTE)), 0);
}

#[test]
fn the_cost_is_one_short_line_every_half_second_while_a_clock_runs_and_none_otherwise() {
    let (path, mut session) = black_thinking("cost.journal", setup("5400+30", "5400+30"));
    let before = std::fs::metadata(&path).unwrap().len();
    // A minute of thought at 60 frames a second.
    frames(&mut session, 3_100, 3_100 + MINUTE, 16);
    let written = marks(&path).len();
    let bytes = std::fs::metadata(&path).unwrap().len() - before;
    println!("a minute of a running clock: {written} marks (appends forced to disk), {bytes} bytes");
    let beats = (MINUTE / MARK_EVERY) as usize;
    assert!((beats - 1..=beats).contains(&written), "{written} writes a minute");
    assert!(bytes <= beats as u64 * 32, "{bytes} bytes a minute");
    // A press within the second puts the next mark off: no line is written that says nothing.
    let now = 3_100 + MINUTE + 500;
    session.act(now, EventKind::Move { uci: "e7e5".parse().unwrap() }).unwrap();
    session.act(now, EventKind::PressClock { by: Black }).unwrap();
    assert_eq!(session.next_mark_in(now), Some(MARK_EVERY));
    frames(&mut session, now, now + MARK_EVERY - 1, 16);
    assert_eq!(marks(&path).len(), written);
    // Stopped clocks are not marked: the arbiter's pause (6.11.2), then a game over.
    session.act(now + MARK_EVERY - 1, EventKind::Pause).unwrap();
    assert_eq!(session.next_mark_in(now + MARK_EVERY - 1), None);
    frames(&mut session, now + MARK_EVERY - 1, now + 30 * SECOND, 16);
    assert_eq!(marks(&path).len(), written);
    session.act(now + 30 * SECOND, EventKind::Resign { by: White }).unwrap();
    frames(&mut session, now + 30 * SECOND, now + MINUTE, 16);
    assert_eq!(marks(&path).len(), written);
}

#[test]
fn a_game_waiting_for_its_start_writes_no_marks() {
    let path = gui::common::temp_path("clock-crash", "ready.journal");
    let mut session = Session::prepare(setup("5400+30", "5400+30"), &path, 0).unwrap();
    frames(&mut session, 0, 20 * SECOND, 16);
    assert!(marks(&path).is_empty());
    let Some(Found::Game { ran: None, .. }) = Session::found(&path) else { panic!() };
}

#[test]
fn a_flag_that_fell_while_unrecorded_falls_on_resume() {
    // Black has 8 s; the window ran 10 s after White's press, then crashed before it saw the
    // flag: the resumed game is lost on time (6.9), as it was at the table.
    let (path, mut session) = black_thinking("flag.journal", setup("5400+30", "8"));
    frames(&mut session, 3_100, 13_100, 16);
    drop(session);
    let resumed = Session::resume(&path, MINUTE).unwrap();
    let ending = resumed.table().game().status().ending().expect("the flag fell");
    assert_eq!(ending.reason, Reason::TimeForfeit);
}

#[test]
fn the_marks_survive_a_recovery_and_the_events_read_as_before() {
    let (path, mut session) = black_thinking("recovered.journal", setup("5400+30", "5400+30"));
    frames(&mut session, 3_100, 8_100, 16);
    drop(session);
    let recorded = journal::read_file(&path).unwrap();
    let events: Vec<Event> = recorded.events.clone();
    assert_eq!(events.len(), 4, "the marks are no events: {events:?}");
    assert_eq!(recorded.running_at, marks(&path).last().copied());
    // Written again (as a damaged journal is recovered), the last mark is kept.
    let again = journal::read(&recorded.to_text()).unwrap();
    assert_eq!(again, recorded);
    // An event after a mark: the mark says nothing more.
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str(&format!("{}\n", journal::sealed("9000 resign black")));
    let read = journal::read(&text).unwrap();
    assert_eq!(read.running_at, None);
    // A mark before the event above it is out of order, as an event would be.
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str(&format!("{}\n", journal::sealed("1000 running")));
    let (_, damage) = journal::read_recovering(text.as_bytes()).unwrap();
    assert_eq!(damage.map(|d| d.problem), Some(journal::JournalProblem::OutOfOrder));
}

/// The real app, headless (the same code as the window): a player thinks ten seconds, the app
/// goes away without a goodbye; restarted, the resume screen says how much of Black's time
/// ran, and resuming takes it from Black's clock.
#[test]
fn the_resume_screen_says_how_much_was_charged_and_the_clock_shows_it() {
    use egui_kittest::kittest::Queryable;
    let dir = gui::data_dir("clock-crash", "window");
    let time = MockTime::default();
    let black_before = {
        let mut gui = gui::App::on(&dir).time(&time).setup(setup("5400+30", "5400+30")).start();
        gui.play("e2", "e4");
        assert_eq!(gui.running(), Some(Black));
        let before = gui.remaining(Black);
        // Ten seconds of frames, ten a second.
        for _ in 0..100 {
            gui.time.advance(100);
            gui.settle();
        }
        before
        // The window goes away here without a goodbye: as in a crash.
    };
    time.advance(10 * MINUTE);
    let mut gui = gui::App::on(&dir).time(&time).open();
    gui.harness.get_by_label(
        "Black's clock ran 10 seconds after the last entry in the journal, before the app stopped: that time is \
         taken from Black's clock when the game is resumed.",
    );
    gui.click("Resume the game");
    assert_eq!(gui.running(), None, "the clocks are stopped");
    assert_eq!(gui.remaining(Black), black_before - 10 * SECOND, "the ten seconds are Black's");
}

#[test]
fn closing_the_window_stops_the_running_clock_in_the_journal_and_marks_a_clean_end() {
    let (path, mut session) = black_thinking("closed.journal", setup("5400+30", "5400+30"));
    frames(&mut session, 3_100, 10_000, 16);
    // Closed on purpose at 10.1 s, 7 s into Black's thought: the clock stops there, in the journal.
    session.close(10_100).unwrap();
    drop(session);
    let tail = lines(&path);
    assert_eq!(tail[tail.len() - 2..], ["10100 pause".to_owned(), "10100 closed".to_owned()]);
    let Some(Found::Game { ran: None, unclean: false, damage: None, .. }) = Session::found(&path) else {
        panic!("a clean end offered as it was")
    };
    // Resumed an hour later: exactly the 7 s Black thought, nothing for the hour, no restart mark.
    let mut resumed = Session::resume(&path, 60 * MINUTE).unwrap();
    assert!(!resumed.after_unclean_end());
    assert_eq!(resumed.table().clock().unwrap().used(Black, resumed.game_time(60 * MINUTE)), 7_000);
    resumed.mark_restart("2026-11-27T21:14:03Z".parse().unwrap());
    assert!(!lines(&path).iter().any(|l| l.contains("restart")), "a clean end is no restart");
}

#[test]
fn a_start_after_an_unclean_end_is_marked_in_the_journal_with_the_wall_clock_time() {
    let (path, mut session) = black_thinking("killed.journal", setup("5400+30", "5400+30"));
    frames(&mut session, 3_100, 8_100, 16);
    drop(session); // killed: no closing mark
    let Some(Found::Game { unclean: true, .. }) = Session::found(&path) else { panic!("the unclean end is seen") };
    let mut resumed = Session::resume(&path, 60 * MINUTE).unwrap();
    assert!(resumed.after_unclean_end());
    let wall: jiff::Timestamp = "2026-11-27T21:14:03.250Z".parse().unwrap();
    resumed.mark_restart(wall);
    resumed.mark_restart(wall); // once only
    let read = journal::read_file(&path).unwrap();
    assert_eq!(read.restarts.len(), 1, "{:?}", read.restarts);
    let restart = read.restarts[0];
    // At the game time the clocks stopped (the last mark), after the pause that stops them.
    assert_eq!((restart.after_events, restart.wall), (read.events.len(), "2026-11-27T21:14:03Z".parse().unwrap()));
    assert_eq!(lines(&path).last().unwrap(), &format!("{} restart 2026-11-27T21:14:03Z", restart.at));
    assert_eq!(read.events.last().map(|e| e.at), Some(restart.at));
    // The game goes on, then the window is closed as it should be: the next start is clean,
    // and the restart stays on the record, where it was, when the journal is written anew.
    resumed.act(60 * MINUTE + 1_000, EventKind::Resume).unwrap();
    resumed.close(60 * MINUTE + 2_000).unwrap();
    drop(resumed);
    let Some(Found::Game { unclean: false, .. }) = Session::found(&path) else { panic!("closed cleanly") };
    let read = journal::read_file(&path).unwrap();
    let again = journal::read(&read.to_text()).unwrap();
    assert_eq!((again.restarts, again.closed_at, again.events), (read.restarts.clone(), read.closed_at, read.events.clone()));
    // A closing mark counts only as the last line: an event after it makes the end unclean again.
    let mut text = read.to_text();
    text.push_str(&format!("{}\n", journal::sealed(&format!("{} resign black", 60 * MINUTE + 3_000))));
    assert_eq!(journal::read(&text).unwrap().closed_at, None);
}
