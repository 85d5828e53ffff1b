//! A game being played in the app: the table, and the journal every event goes to first.

use std::path::{Path, PathBuf};

use crate::clock::Phase;
use crate::journal::{self, Journal};
use crate::laws::{Millis, Status};
use crate::table::{Action, Event, Notice, Refusal, Setup, Table};

/// A time source for the app: milliseconds from a monotonic clock. The real one reads
/// [`std::time::Instant`]; tests use [`MockTime`] and move it by hand.
pub trait TimeSource: Send + Sync {
    fn now(&self) -> Millis;
}

/// The real monotonic clock, counting from its creation.
#[derive(Debug)]
pub struct SystemTime {
    origin: std::time::Instant,
}

impl Default for SystemTime {
    fn default() -> Self {
        SystemTime { origin: std::time::Instant::now() }
    }
}

impl TimeSource for SystemTime {
    fn now(&self) -> Millis {
        self.origin.elapsed().as_millis() as Millis
    }
}

/// A clock for tests: it only moves when told to.
#[derive(Debug, Default, Clone)]
pub struct MockTime(std::sync::Arc<std::sync::atomic::AtomicU64>);

impl MockTime {
    pub fn advance(&self, ms: Millis) {
        self.0.fetch_add(ms, std::sync::atomic::Ordering::SeqCst);
    }
}

impl TimeSource for MockTime {
    fn now(&self) -> Millis {
        self.0.load(std::sync::atomic::Ordering::SeqCst)
    }
}

/// A game in progress with its journal.
#[derive(Debug)]
pub struct Session {
    table: Table,
    journal: Journal,
    /// App time at which game time was `base`.
    origin: Millis,
    base: Millis,
    /// Set when the journal could not be written: play goes on, but a crash would lose events.
    journal_problem: Option<JournalProblem>,
}

/// Why a session could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SessionError {
    /// The setup's start position cannot be played.
    Setup(crate::table::SetupError),
    /// The journal cannot be written (`error` is the system's message).
    JournalWrite { path: PathBuf, error: String },
    /// The journal cannot be read or replayed (`error` says where and why, in English).
    JournalRead { path: PathBuf, error: String },
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SessionError::Setup(e) => write!(f, "{e}"),
            SessionError::JournalWrite { path, error } => {
                write!(f, "cannot write the journal {}: {error}", path.display())
            }
            SessionError::JournalRead { path, error } => write!(f, "{}: {error}", path.display()),
        }
    }
}

/// The journal could not be written during play: the game goes on, but a crash would lose
/// events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalProblem {
    pub path: PathBuf,
    pub error: String,
}

impl std::fmt::Display for JournalProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cannot write to the journal {} ({}): a crash now would lose the game",
            self.path.display(),
            self.error
        )
    }
}

impl Session {
    /// A new game, journalled at `path` (a previous file there is replaced), starting now.
    pub fn start(setup: Setup, path: &Path, app_now: Millis) -> Result<Session, SessionError> {
        let table = Table::new(setup.clone()).map_err(SessionError::Setup)?;
        let journal = Journal::create(path, &setup)
            .map_err(|e| SessionError::JournalWrite { path: path.to_owned(), error: e.to_string() })?;
        Ok(Session { table, journal, origin: app_now, base: 0, journal_problem: None })
    }

    /// The game journalled at `path`, exactly as it was at its last event, with the clocks
    /// stopped there: the time between that event and now (a crash, a closed window) is
    /// charged to nobody. The players resume when they are ready.
    pub fn resume(path: &Path, app_now: Millis) -> Result<Session, SessionError> {
        let read_error =
            |e: &dyn std::fmt::Display| SessionError::JournalRead { path: path.to_owned(), error: e.to_string() };
        let recorded = journal::read_file(path).map_err(|e| read_error(&e))?;
        let table = recorded.replay().map_err(|e| read_error(&e))?;
        let journal = Journal::resume(path)
            .map_err(|e| SessionError::JournalWrite { path: path.to_owned(), error: e.to_string() })?;
        let base = recorded.events.last().map_or(0, |e| e.at);
        let mut session = Session { table, journal, origin: app_now, base, journal_problem: None };
        if matches!(session.table.clock().phase(), Phase::Running(_)) {
            let _ = session.act_at(base, Action::Pause);
        }
        Ok(session)
    }

    /// Whether the journal at `path` holds a game that has not ended.
    pub fn unfinished(path: &Path) -> Option<Table> {
        let recorded = journal::read_file(path).ok()?;
        let table = recorded.replay().ok()?;
        (!matches!(table.game().status(), Status::Ended(_))).then_some(table)
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    pub fn journal_path(&self) -> PathBuf {
        self.journal.path().to_owned()
    }

    pub fn journal_problem(&self) -> Option<&JournalProblem> {
        self.journal_problem.as_ref()
    }

    /// Game time (milliseconds since the game started) at app time `app_now`.
    pub fn game_time(&self, app_now: Millis) -> Millis {
        self.base + app_now.saturating_sub(self.origin)
    }

    /// Records an action at app time `app_now`, then applies it.
    pub fn act(&mut self, app_now: Millis, action: Action) -> Result<Vec<Notice>, Refusal> {
        self.act_at(self.game_time(app_now), action)
    }

    /// Records an action at game time `at` in the journal, then applies it to the table.
    pub fn act_at(&mut self, at: Millis, action: Action) -> Result<Vec<Notice>, Refusal> {
        let event = Event::new(at, action);
        if let Err(e) = self.journal.append(&event) {
            self.journal_problem = Some(JournalProblem { path: self.journal.path().to_owned(), error: e.to_string() });
        }
        self.table.apply(event)
    }
}
