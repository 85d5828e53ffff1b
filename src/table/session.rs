//! A game being played in the app: the table, and the journal every event goes to first.

use std::path::{Path, PathBuf};

use super::journal::{self, Journal, JournalError};
use super::{Event, EventKind, Notice, Refusal, Setup, SetupError, Table};
use crate::clock::Phase;
use crate::durable;
use crate::laws::Millis;

/// A game in progress with its journal.
#[derive(Debug)]
pub struct Session {
    table: Table,
    journal: Journal,
    /// App time at which game time was `base`.
    origin: Millis,
    base: Millis,
    /// The game waits for its start ([`Session::prepare`]): game time stands at `base` until the
    /// clocks are started, so that the journal's times still count from White's first second.
    held: bool,
    /// Set while the journal cannot be written: nothing is played, and the clocks are stopped.
    journal_problem: Option<JournalWriteProblem>,
    /// Events applied but not yet in the journal: the pause made when the disk refused a write,
    /// written before anything else once it takes writes again.
    unwritten: Vec<Event>,
    /// The game time the next mark that a clock is still running is due at: [`MARK_EVERY`]
    /// after the last event, then every [`MARK_EVERY`] (on that beat, so that frames a few
    /// milliseconds late do not stretch it), or after the last mark if frames stopped for
    /// longer.
    mark_due: Millis,
    /// Resumed from a journal whose last line is no closing mark (a crash, a kill, the power
    /// gone): the start is to be marked, with the wall-clock time ([`Session::mark_restart`]).
    unclean_end: bool,
}

/// How often, at most, the journal is told that a clock is still running (a mark, not an event:
/// [`Journal::mark_running`]), and only while one runs and no event was written meanwhile: a
/// crash loses at most this much of the running clock's time and a late frame's delay. Half a
/// second, so that a crash loses at most a second even when the window's frames come half a
/// second late (a busy laptop); once a second, a kill on the beat lost a second and a frame.
pub const MARK_EVERY: Millis = 500;

/// The time a clock ran after the journal's last event, as its last mark that a clock was still
/// running says: charged to that side when the game is resumed (the pause that stops the clocks
/// is written at the mark's time, not at the last event's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockRan {
    /// The side whose clock ran.
    pub side: shakmaty::Color,
    /// For how long after the last event (milliseconds).
    pub time: Millis,
}

impl ClockRan {
    /// What the journal `recorded` says the clock of `table` (its replay) ran after its last
    /// event: nothing unless a clock runs at the end of the replay and a mark comes after it.
    pub fn of(recorded: &journal::Recorded, table: &Table) -> Option<ClockRan> {
        let Phase::Running(side) = table.clock()?.phase() else { return None };
        let last = recorded.events.last().map_or(0, |e| e.at);
        let time = recorded.running_at?.checked_sub(last).filter(|&time| time > 0)?;
        Some(ClockRan { side, time })
    }
}

/// What the journal of the last game holds, found at start-up ([`Session::found`]).
#[derive(Clone, Debug)]
pub enum Found {
    /// A game to resume, or, ended, to sign (8.7). `damage` says where a damaged journal stops
    /// being readable: the game holds every whole event before that line.
    Game {
        /// The game as the journal (or what can be read of it) leaves it.
        table: Box<Table>,
        /// Where and why the journal could not be read further.
        damage: Option<JournalError>,
        /// The time a clock ran after the last event, to be charged when the game is resumed.
        ran: Option<ClockRan>,
        /// The journal has no closing mark: the app ended by a crash, a kill or a lost power,
        /// and resuming marks the start ([`Session::mark_restart`]).
        unclean: bool,
    },
    /// The journal cannot be read at all (its header is damaged).
    Unreadable(JournalError),
}

/// Why a session could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    /// The setup's start position cannot be played.
    Setup(SetupError),
    /// The journal cannot be written.
    JournalWrite(JournalWriteProblem),
    /// The game keeps no clock: the app plays only with one (a journal written by hand, or by
    /// something else).
    Untimed,
    /// Another Escaque window has this game open: only it may write it.
    OpenElsewhere,
    /// The journal cannot be read or replayed.
    JournalRead {
        /// The journal file.
        path: PathBuf,
        /// What is wrong with it.
        error: JournalError,
    },
}

/// The journal could not be written: at the start, or during play (then the clocks stop and
/// nothing is played until it can be written again).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalWriteProblem {
    /// The journal file.
    pub path: PathBuf,
    /// What kind of failure the system reports (a full disk, a read-only one…): the window
    /// says it in the player's words.
    pub kind: std::io::ErrorKind,
    /// The system's words, for the log and for failures the window has no words for.
    pub error: String,
}

/// A journal that could not be opened for writing: another window has it, or the disk said no.
fn not_opened(path: &Path, e: &std::io::Error) -> SessionError {
    if e.kind() == std::io::ErrorKind::WouldBlock {
        SessionError::OpenElsewhere
    } else {
        SessionError::JournalWrite(JournalWriteProblem::new(path, e))
    }
}

impl JournalWriteProblem {
    /// The journal at `path` refused with `error`.
    pub fn new(path: &Path, error: &std::io::Error) -> JournalWriteProblem {
        JournalWriteProblem { path: path.to_owned(), kind: error.kind(), error: error.to_string() }
    }
}

impl Session {
    /// A new game, journalled at `path` (a previous file there is replaced), starting now.
    pub fn start(setup: Setup, path: &Path, app_now: Millis) -> Result<Session, SessionError> {
        let table = Table::new(setup.clone()).map_err(SessionError::Setup)?;
        if table.clock().is_none() {
            return Err(SessionError::Untimed);
        }
        let journal = Journal::create(path, &setup).map_err(|e| not_opened(path, &e))?;
        Ok(Session::with_journal(table, journal, app_now, 0))
    }

    /// A new game written to `journal` (whose header is written already), starting now.
    pub fn start_in(setup: Setup, journal: Journal, app_now: Millis) -> Result<Session, SessionError> {
        let table = Table::new(setup).map_err(SessionError::Setup)?;
        if table.clock().is_none() {
            return Err(SessionError::Untimed);
        }
        Ok(Session::with_journal(table, journal, app_now, 0))
    }

    /// A new game, journalled at `path` (a previous file there is replaced), ready and waiting
    /// for its start, as a DGT clock waits: the board and both full times are shown, and no clock
    /// runs until the clocks are started (2023 Article 6.6: White's clock is started at the time
    /// set for the start). Black's press or the arbiter's start is [`EventKind::Resume`], which
    /// [`Session::act`] takes as the start.
    ///
    /// How it is kept: the table starts White's clock at game time 0, as always, and the journal
    /// then holds an ordinary pause at 0, so that the format is the one every version reads
    /// (old journals replay as they did, and this one replays to the same waiting game). Game
    /// time is held at 0 while the game waits, so that the start comes at 0 too and every time
    /// in the journal still counts from the first second of White's clock. A crash while
    /// waiting loses nothing: [`Session::resume`] finds the same waiting game
    /// ([`waits_for_start`]).
    pub fn prepare(setup: Setup, path: &Path, app_now: Millis) -> Result<Session, SessionError> {
        let mut session = Session::start(setup, path, app_now)?;
        session.hold();
        Ok(session)
    }

    /// Holds a game just started, its clocks never run, at its start: paused at game time 0
    /// (journalled; while the disk refuses writes the pause is kept to be written first, as
    /// [`Session::act_at`] says), game time held there.
    fn hold(&mut self) {
        if self.table.clock_runs() {
            let _ = self.act_at(self.base, EventKind::Pause);
        }
        self.held = waits_for_start(&self.table);
    }

    fn with_journal(table: Table, journal: Journal, origin: Millis, base: Millis) -> Session {
        Session {
            table,
            journal,
            origin,
            base,
            held: false,
            journal_problem: None,
            unwritten: Vec::new(),
            mark_due: base + MARK_EVERY,
            unclean_end: false,
        }
    }

    /// The game journalled at `path`, exactly as it was at its last event, with the clocks
    /// stopped: at the journal's last mark that a clock was still running, when one comes after
    /// that event (the time it ran is charged to that side, [`ClockRan`]), else at the event.
    /// The time after that (a crash, a closed window) is charged to nobody. The players resume
    /// when they are ready.
    pub fn resume(path: &Path, app_now: Millis) -> Result<Session, SessionError> {
        let read_error = |error| SessionError::JournalRead { path: path.to_owned(), error };
        let recorded = journal::read_file(path).map_err(read_error)?;
        let table = recorded.replay().map_err(read_error)?;
        if table.clock().is_none() {
            return Err(SessionError::Untimed);
        }
        let journal = Journal::resume(path).map_err(|e| not_opened(path, &e))?;
        let ran = ClockRan::of(&recorded, &table).map_or(0, |ran| ran.time);
        let base = recorded.events.last().map_or(0, |e| e.at) + ran;
        let mut session = Session::with_journal(table, journal, app_now, base);
        session.unclean_end = recorded.closed_at.is_none();
        if session.table.clock_runs() {
            let _ = session.act_at(base, EventKind::Pause);
        }
        // A game whose clocks never ran (ready when the window closed, or no event was written)
        // waits for its start again, as it was.
        session.held = waits_for_start(&session.table);
        Ok(session)
    }

    /// What the journal at `path` holds, at start-up: a game not done with (all of it, or what
    /// can be read of a damaged journal) or a journal that cannot be read at all; `None` when
    /// there is no journal. A game is done with once its record is kept: its journal is then
    /// filed with the games, so an ended game still here was never signed.
    pub fn found(path: &Path) -> Option<Found> {
        let bytes = std::fs::read(path).ok()?;
        let (recorded, damage) = match journal::read_recovering(&bytes) {
            Ok(read) => read,
            Err(error) => return Some(Found::Unreadable(error)),
        };
        let table = match recorded.replay() {
            Ok(table) => table,
            Err(error) => return Some(Found::Unreadable(error)),
        };
        let ran = ClockRan::of(&recorded, &table);
        Some(Found::Game { table: Box::new(table), damage, ran, unclean: recorded.closed_at.is_none() })
    }

    /// [`resume`](Self::resume) a damaged journal: the original is kept beside it
    /// (`current.journal.damaged`, numbered if one is there already), and the game goes on from
    /// its last whole event, in a journal written anew from the events that could be read.
    pub fn recover(path: &Path, app_now: Millis) -> Result<Session, SessionError> {
        let read_error = |error| SessionError::JournalRead { path: path.to_owned(), error };
        let write_error = |e: std::io::Error| SessionError::JournalWrite(JournalWriteProblem::new(path, &e));
        let bytes = std::fs::read(path).map_err(write_error)?;
        let (recorded, damage) = journal::read_recovering(&bytes).map_err(read_error)?;
        if damage.is_some() {
            if durable::in_use(path) {
                return Err(SessionError::OpenElsewhere);
            }
            // A copy kept first, then the journal replaced: at every instant the original is at
            // one name or the other, and an earlier copy is never written over.
            durable::copy_aside(path, "damaged").map_err(|e| write_error(e.into_io()))?;
            durable::replace(path, &recorded.to_text()).map_err(|e| write_error(e.into_io()))?;
        }
        Session::resume(path, app_now)
    }

    /// The game.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Where the journal is.
    pub fn journal_path(&self) -> PathBuf {
        self.journal.path().to_owned()
    }

    /// Set when the journal could not be written during play.
    pub fn journal_problem(&self) -> Option<&JournalWriteProblem> {
        self.journal_problem.as_ref()
    }

    /// Says the journal's file was moved to `path` (filed with the games once the record is
    /// kept): it stays open, and the game goes on being journalled there (a late proof of the
    /// analysis, say).
    pub fn journal_moved_to(&mut self, path: &Path) {
        self.journal.moved_to(path);
    }

    /// Game time (milliseconds since the game started) at app time `app_now`; while the game
    /// waits for its start, the time it waits at.
    pub fn game_time(&self, app_now: Millis) -> Millis {
        if self.held {
            return self.base;
        }
        self.base + app_now.saturating_sub(self.origin)
    }

    /// Whether the game waits for its start ([`Session::prepare`]): its clocks set, shown in
    /// full, and never run; the board takes no move until they are started.
    pub fn is_ready(&self) -> bool {
        self.held && waits_for_start(&self.table)
    }

    /// Records an event at app time `app_now`, then applies it. While the game waits for its
    /// start, [`EventKind::Resume`] is the start: the clock of the side to move runs from that
    /// instant, and game time with it (it stood at 0 until then).
    pub fn act(&mut self, app_now: Millis, kind: EventKind) -> Result<Vec<Notice>, Refusal> {
        let answer = self.act_at(self.game_time(app_now), kind);
        // Started (or no longer a game that waits: ended before its start, say): game time
        // runs on from where it was held.
        if self.held && !waits_for_start(&self.table) {
            self.held = false;
            self.origin = app_now;
        }
        answer
    }

    /// Records an event at game time `at` in the journal, then applies it to the table.
    ///
    /// Nothing is played unrecorded: while the disk refuses writes the event is refused
    /// ([`Refusal::NotRecorded`]), the clocks are stopped at that instant, and the journal still
    /// ends on its last whole event. Once the disk takes writes again, the next event writes
    /// the pause first, and play goes on as the players resume it.
    pub fn act_at(&mut self, at: Millis, kind: EventKind) -> Result<Vec<Notice>, Refusal> {
        let event = Event::new(at, kind);
        let written = self.write_unwritten().and_then(|()| self.journal.append(&event));
        if let Err(e) = written {
            self.refused_write(at, &e);
            return Err(Refusal::NotRecorded);
        }
        self.journal_problem = None;
        self.mark_due = self.mark_due.max(at + MARK_EVERY);
        self.table.apply(event)
    }

    /// The disk refused a write at game time `at`: said, and the clocks stopped there.
    fn refused_write(&mut self, at: Millis, e: &std::io::Error) {
        self.journal_problem = Some(JournalWriteProblem::new(self.journal.path(), e));
        if self.table.clock_runs() && self.unwritten.is_empty() {
            // Kept to be written even if refused: a flag that fell before it falls with it,
            // and replaying it gives the same game.
            let pause = Event::new(at, EventKind::Pause);
            let _ = self.table.apply(pause.clone());
            self.unwritten.push(pause);
        }
    }

    /// The game time the next mark that a clock is still running is due at, while one runs.
    fn next_mark_at(&self) -> Option<Millis> {
        (self.table.clock_runs() && !self.held).then_some(self.mark_due)
    }

    /// Milliseconds from app time `app_now` until [`keep_time`](Self::keep_time) has a mark to
    /// write; `None` while no clock runs. The window repaints by then.
    pub fn next_mark_in(&self, app_now: Millis) -> Option<Millis> {
        self.next_mark_at().map(|due| due.saturating_sub(self.game_time(app_now)))
    }

    /// While a clock runs, tells the journal so at app time `app_now` once a mark is due (called
    /// every frame): [`MARK_EVERY`] after the last event, then every [`MARK_EVERY`]. A crash
    /// then loses at most that much of the running clock's time (and a frame), charged when the
    /// game is resumed ([`ClockRan`]). Forced to disk as an event is; when the disk refuses it,
    /// the clocks stop as for an event ([`act_at`](Self::act_at)).
    pub fn keep_time(&mut self, app_now: Millis) {
        let at = self.game_time(app_now);
        if self.next_mark_at().is_none_or(|due| at < due) {
            return;
        }
        match self.write_unwritten().and_then(|()| self.journal.mark_running(at)) {
            Ok(()) => {
                self.journal_problem = None;
                let beat = self.mark_due + MARK_EVERY;
                self.mark_due = if at < beat { beat } else { at + MARK_EVERY };
            }
            Err(e) => self.refused_write(at, &e),
        }
    }

    /// Whether this game was resumed from a journal left by an unclean end (no closing mark:
    /// a crash, a kill, the power gone) whose start is not marked yet.
    pub fn after_unclean_end(&self) -> bool {
        self.unclean_end
    }

    /// Marks in the journal that the game started again after an unclean end, at the
    /// wall-clock time `wall` (issue 28: a crash or a kill is on the record): once, right after
    /// [`resume`](Self::resume), and only when the journal had no closing mark. A refused
    /// write stops the clocks and is said as for an event.
    pub fn mark_restart(&mut self, wall: jiff::Timestamp) {
        if !std::mem::take(&mut self.unclean_end) {
            return;
        }
        let at = self.base;
        if let Err(e) = self.write_unwritten().and_then(|()| self.journal.mark_restart(at, wall)) {
            self.refused_write(at, &e);
        }
    }

    /// The window is closed as it should be, at app time `app_now`: a running clock is stopped
    /// in the journal (the time after this is charged to nobody), then the closing mark is
    /// written, so that the next start knows the end was clean. What the disk refuses is
    /// answered: the next start then counts the end as unclean, which loses nothing.
    pub fn close(&mut self, app_now: Millis) -> std::io::Result<()> {
        if self.table.clock_runs() {
            let _ = self.act(app_now, EventKind::Pause);
        }
        let at = self.game_time(app_now);
        self.write_unwritten()?;
        self.journal.mark_closed(at)
    }

    /// Writes the events applied while the disk refused writes.
    fn write_unwritten(&mut self) -> std::io::Result<()> {
        while let Some(event) = self.unwritten.first() {
            self.journal.append(event)?;
            self.unwritten.remove(0);
        }
        Ok(())
    }
}

/// Whether `table` is a game waiting for its start: a game in play with no move on the board,
/// whose clocks are stopped and have never run (no press, no time used by either side), and
/// which is not adjourned. The arbiter may have corrected a clock meanwhile (odds set by hand,
/// 6.10.2): the game still waits.
pub fn waits_for_start(table: &Table) -> bool {
    let Some(clock) = table.clock() else { return false };
    matches!(clock.phase(), Phase::Paused(_))
        && clock.presses().is_empty()
        && shakmaty::Color::ALL.iter().all(|&side| clock.used(side, 0) == 0)
        && table.game().plies().is_empty()
        && table.game().status() == crate::laws::Status::Ongoing
        && table.adjournment().is_none()
}
