//! The journal: every event of the game in progress, appended to a file (and forced to disk)
//! before the screen changes, so that a crash loses nothing; and its replay, which rebuilds the
//! game exactly, clocks included. The format is described in `docs/journal.md`: version 2 keeps
//! the [`Setup`] as one line of RON (its serde form, shared with the settings); version 1
//! journals, written before, are still read. The file itself is written through
//! [`crate::durable`]: each event appended and forced to disk, the journal locked while open,
//! a journal written anew (recovered, installed from an envelope) replaced atomically.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::{Path, PathBuf};

use shakmaty::{Color, Square, uci::UciMove};

use super::{Event, EventKind, Proof, Refusal, Setup, SetupError, Table};
use crate::clock::{AdjustReason, Adjustment, TimeControl, TimeControls};
use crate::durable;
use crate::laws::{Article, Claim, DrawOffers, Edition, Millis, Ruling};

/// The first line of every journal Escaque writes: the format and its version.
pub const MAGIC: &str = "escaque-journal 2";

/// The first line of a journal written before the setup was kept as RON (still read).
pub const MAGIC_V1: &str = "escaque-journal 1";

/// Where a journal's bytes go: its file, or in tests a disk that fills up on demand.
pub trait Sink: std::fmt::Debug + Send {
    /// Appends `bytes` and forces them to disk. On an error, part of them may have been written.
    fn append(&mut self, bytes: &[u8]) -> io::Result<()>;
    /// Cuts what was written back to its first `len` bytes, and forces that to disk.
    fn truncate(&mut self, len: u64) -> io::Result<()>;
}

impl Sink for File {
    fn append(&mut self, bytes: &[u8]) -> io::Result<()> {
        durable::append(self, bytes)
    }

    fn truncate(&mut self, len: u64) -> io::Result<()> {
        durable::truncate(self, len)
    }
}

/// A journal being written. It ends on a whole event at every instant: a write that fails
/// halfway (a full disk) is cut off again before anything else is written.
#[derive(Debug)]
pub struct Journal {
    sink: Box<dyn Sink>,
    path: PathBuf,
    /// How many bytes are known to be whole lines.
    len: u64,
    /// A failed write may have left part of a line after `len` that could not be cut off yet.
    torn: bool,
}

impl Journal {
    /// Starts a journal for a new game at `path`, replacing any file there, unless another
    /// Escaque has that game open ([`io::ErrorKind::WouldBlock`]): the journal is locked for as
    /// long as it is written.
    pub fn create(path: &Path, setup: &Setup) -> io::Result<Journal> {
        let file = OpenOptions::new().create(true).write(true).truncate(false).open(path)?;
        durable::lock(&file)?;
        file.set_len(0)?;
        Journal::create_in(Box::new(file), path, setup)
    }

    /// Starts a journal for a new game in `sink` (named `path` in messages): its header first.
    pub fn create_in(sink: Box<dyn Sink>, path: &Path, setup: &Setup) -> io::Result<Journal> {
        let mut journal = Journal { sink, path: path.to_owned(), len: 0, torn: false };
        journal.write(header(setup).as_bytes())?;
        Ok(journal)
    }

    /// Opens an existing journal to go on appending to it (a resumed game). A last line cut
    /// short by a crash is cut off first, so that the next entry starts on a line of its own.
    pub fn resume(path: &Path) -> io::Result<Journal> {
        // Bytes, not text: a line torn inside a character must still be cut off.
        let bytes = std::fs::read(path)?;
        let keep = whole_lines(&bytes).len();
        let mut file = OpenOptions::new().append(true).open(path)?;
        durable::lock(&file)?;
        durable::truncate(&mut file, keep as u64)?;
        Ok(Journal { sink: Box::new(file), path: path.to_owned(), len: keep as u64, torn: false })
    }

    /// Says the journal's file was moved to `path` (it stays open: writing goes on there).
    pub fn moved_to(&mut self, path: &Path) {
        self.path = path.to_owned();
    }

    /// Where the journal is.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one event and forces it to disk before returning. When the disk refuses, the
    /// journal is left ending on the last whole event.
    pub fn append(&mut self, event: &Event) -> io::Result<()> {
        self.write(format!("{}\n", sealed(&line(event))).as_bytes())
    }

    /// Appends a mark that a clock was still running at game time `at` ([`running_line`]),
    /// forced to disk like an event: a crash then loses no more of the running clock's time
    /// than has passed since the last mark. Not an event: the game is the same with or without
    /// it, and [`Recorded::running_at`] reads it back.
    pub fn mark_running(&mut self, at: Millis) -> io::Result<()> {
        self.write(format!("{}\n", sealed(&running_line(at))).as_bytes())
    }

    /// Appends a mark that the window was closed as it should be at game time `at`
    /// ([`closed_line`]), forced to disk: the next start then knows that the game was left on
    /// purpose, its clocks stopped, and not by a crash or a kill. Not an event.
    pub fn mark_closed(&mut self, at: Millis) -> io::Result<()> {
        self.write(format!("{}\n", sealed(&closed_line(at))).as_bytes())
    }

    /// Appends a mark that the game was started again at game time `at` after an end that left
    /// no [`closed_line`] (a crash, a kill, the power gone), at the wall-clock time `wall`
    /// ([`restart_line`]), forced to disk: the unclean end is on the record. Not an event.
    pub fn mark_restart(&mut self, at: Millis, wall: jiff::Timestamp) -> io::Result<()> {
        self.write(format!("{}\n", sealed(&restart_line(at, wall))).as_bytes())
    }

    fn write(&mut self, bytes: &[u8]) -> io::Result<()> {
        if self.torn {
            self.sink.truncate(self.len)?;
            self.torn = false;
        }
        match self.sink.append(bytes) {
            Ok(()) => {
                self.len += bytes.len() as u64;
                Ok(())
            }
            Err(e) => {
                // Part of the line may be on disk: cut it off now, or before the next write.
                self.torn = self.sink.truncate(self.len).is_err();
                Err(e)
            }
        }
    }
}

impl Recorded {
    /// The journal's text in format 2: its setup, every event and every restart mark in their
    /// places, the last running mark and the closing mark, each line with its checksum.
    pub fn to_text(&self) -> String {
        let mut text = header(&self.setup);
        let mut push = |line: String| {
            text.push_str(&sealed(&line));
            text.push('\n');
        };
        let restarts_after = |count: usize| self.restarts.iter().filter(move |r| r.after_events == count);
        for (count, event) in self.events.iter().enumerate() {
            restarts_after(count).for_each(|r| push(restart_line(r.at, r.wall)));
            push(line(event));
        }
        if let Some(at) = self.running_at {
            push(running_line(at));
        }
        restarts_after(self.events.len()).for_each(|r| push(restart_line(r.at, r.wall)));
        if let Some(at) = self.closed_at {
            push(closed_line(at));
        }
        text
    }
}

/// Whether another Escaque has the journal at `path` open (so it must not be moved or
/// replaced): its lock is held ([`durable::in_use`]).
pub use crate::durable::in_use;

/// A journal read back: the setup and the events, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorded {
    /// What was decided before the first move.
    pub setup: Setup,
    /// Every event, accepted or refused, in order.
    pub events: Vec<Event>,
    /// The last line was cut short (a crash while writing it) and was left out.
    pub torn_tail: bool,
    /// The game time of the last mark that a clock was still running ([`running_line`]), when
    /// no event comes after it: the clock that ran at the last event ran at least until then.
    pub running_at: Option<Millis>,
    /// The game time of the closing mark ([`closed_line`]) when it is the journal's last line:
    /// the window was closed as it should be. `None` after a crash, a kill or a lost power
    /// (or a journal written before the mark), which the next start marks ([`Restart`]).
    pub closed_at: Option<Millis>,
    /// Every start after an unclean end ([`restart_line`]), in order.
    pub restarts: Vec<Restart>,
    /// The line each event is on, counted from 1 (for what `replay` tells).
    event_lines: Vec<usize>,
}

impl Recorded {
    /// Rebuilds the game by applying every event. Events that were refused when they were
    /// made are refused again, the same way: they change nothing.
    pub fn replay(&self) -> Result<Table, JournalError> {
        self.replay_telling_refusals().map(|(table, _)| table)
    }

    /// [`replay`](Self::replay), with the events refused: their line, and why.
    pub fn replay_telling_refusals(&self) -> Result<(Table, Vec<(usize, Refusal)>), JournalError> {
        let mut table =
            Table::new(self.setup.clone()).map_err(|e| JournalError::new(None, JournalProblem::Setup(e)))?;
        let mut refused = Vec::new();
        for (event, &line) in self.events.iter().zip(&self.event_lines) {
            if let Err(refusal) = table.apply(event.clone()) {
                refused.push((line, refusal));
            }
        }
        Ok((table, refused))
    }
}

/// What is wrong with a journal, and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalError {
    /// The line, counted from 1, when the problem is on one.
    pub line: Option<usize>,
    /// What is wrong.
    pub problem: JournalProblem,
}

impl JournalError {
    fn new(line: Option<usize>, problem: JournalProblem) -> JournalError {
        JournalError { line, problem }
    }
}

/// What can be wrong with a journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum JournalProblem {
    /// The file cannot be read.
    Unreadable(crate::durable::Unreadable),
    /// The file is empty.
    Empty,
    /// The first line is not a journal's.
    NotAJournal {
        /// The first line.
        first_line: String,
    },
    /// A version 1 header line is wrong.
    BadSetting {
        /// The key.
        key: String,
        /// The value.
        value: String,
        /// What the value should be.
        expected: &'static str,
    },
    /// A version 1 header line names no setting.
    UnknownSetting {
        /// The key.
        key: String,
    },
    /// A version 1 header lacks the time controls.
    ControlsMissing,
    /// The version 2 setup line cannot be read (RON's words).
    SetupUnreadable {
        /// RON's words.
        detail: String,
    },
    /// The header ends without its `start` line.
    NoStart,
    /// The setup's start position cannot be played.
    Setup(SetupError),
    /// A text of the setup (a name, the event...) is longer than its field holds
    /// ([`crate::table::TEXT_LIMIT`]): refused when read (issue 28).
    TooLong(crate::table::TooLong),
    /// An event line cannot be read.
    Event(LineProblem),
    /// An event comes before the one above it.
    OutOfOrder,
    /// A whole line that is not UTF-8 text (a changed byte, not a crash).
    NotUtf8,
    /// A format 2 line without its checksum.
    NoChecksum,
    /// A format 2 line whose checksum does not match: a byte of it was changed.
    ChecksumMismatch,
    /// The last line is whole, its checksum complete, but its line end is missing or was
    /// changed: a changed byte, not a crash (a crash cuts a line before its checksum ends).
    LineEndChanged,
}

/// What is wrong with one event line: what was expected, and what was found instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineProblem {
    /// What the line should have had there.
    pub expected: Expected,
    /// What it had, if anything.
    pub found: Option<String>,
}

/// The parts of an event line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expected {
    /// A time and an action.
    TimeAndAction,
    /// A time in milliseconds.
    Time,
    /// An action.
    Action,
    /// `white` or `black`.
    Side,
    /// A square.
    Square,
    /// A move in UCI form.
    Move,
    /// A whole number.
    Number,
    /// `threefold` or `fifty-moves`.
    Claim,
    /// A proof of the analysis.
    Proof,
    /// An arbiter's ruling.
    Ruling,
    /// A clock adjustment.
    Adjustment,
    /// A time control.
    TimeControl,
    /// `article N` or `note TEXT`.
    ReasonPart,
    /// An arbiter's act, written in RON.
    ArbiterAct,
    /// A step of an adjournment: `session-ends-in` and a time; a side, a language, the sealed
    /// move and the resumption in base64 (Guidelines I).
    SealedMove,
}

impl LineProblem {
    fn new(expected: Expected, found: Option<&str>) -> LineProblem {
        LineProblem { expected, found: found.map(str::to_owned) }
    }
}

impl std::error::Error for JournalError {}

use crate::laws::colour::word as side;

/// The header: the format line, the setup as one line of RON, then `start`.
fn header(setup: &Setup) -> String {
    let ron = ron::to_string(setup).expect("a setup is always written as RON");
    format!("{MAGIC}\n{}\nstart\n", sealed(&format!("setup {ron}")))
}

/// `text` with its checksum: ` #` and the CRC-32 of `text` in eight hex digits. Every format 2
/// line but the first and `start` carries one, so that a changed byte is found at its line
/// instead of being replayed as a different game.
///
/// ```
/// use escaque::table::journal::{checked, sealed};
/// let line = sealed("2000 move g1f3");
/// assert_eq!(checked(&line), Ok("2000 move g1f3"));
/// assert!(checked(&line.replace("g1f3", "g1h3")).is_err());
/// ```
pub fn sealed(text: &str) -> String {
    format!("{text} #{:08x}", crc32fast::hash(text.as_bytes()))
}

/// The text of a line whose checksum holds, or what is wrong with it.
pub fn checked(line: &str) -> Result<&str, JournalProblem> {
    let (text, sum) = line.rsplit_once(" #").ok_or(JournalProblem::NoChecksum)?;
    if sum.len() != 8 || !sum.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(JournalProblem::NoChecksum);
    }
    // Compared as written (lower case): a digit changed to its capital is a changed byte too.
    if sum == format!("{:08x}", crc32fast::hash(text.as_bytes())) {
        Ok(text)
    } else {
        Err(JournalProblem::ChecksumMismatch)
    }
}

fn adjustment_text(adjustment: &Adjustment) -> String {
    match adjustment {
        Adjustment::SetTime { side: s, time } => format!("set-time {} {time}", side(*s)),
        Adjustment::AddTime { side: s, time } => format!("add-time {} {time}", side(*s)),
        Adjustment::RemoveTime { side: s, time } => format!("remove-time {} {time}", side(*s)),
        Adjustment::RunFor { side: s } => format!("run-for {}", side(*s)),
        Adjustment::SetMoves { side: s, moves } => format!("set-moves {} {moves}", side(*s)),
        Adjustment::AddIncrement { side: s, increment } => format!("add-increment {} {increment}", side(*s)),
        Adjustment::SetControl { side: s, control } => format!("set-control {} {control}", side(*s)),
    }
}

/// The word of a mark that a clock was still running: `<at> running`.
const RUNNING: &str = "running";

/// A mark that a clock was still running at game time `at`, as a journal line: `<at> running`.
/// Written at most twice a second while a clock runs ([`crate::table::session::MARK_EVERY`]);
/// not an event (it changes nothing in the game), read back as [`Recorded::running_at`].
/// Journals written before it have none and read as they did; a version of Escaque older than
/// the mark stops reading at the first one, as at a damaged line.
pub fn running_line(at: Millis) -> String {
    format!("{at} {RUNNING}")
}

/// The word of a mark that the window was closed as it should be: `<at> closed`.
const CLOSED: &str = "closed";

/// A mark that the window was closed as it should be at game time `at` (the clocks stopped
/// first), as a journal line: `<at> closed`. Read back as [`Recorded::closed_at`] when nothing
/// comes after it. Not an event.
pub fn closed_line(at: Millis) -> String {
    format!("{at} {CLOSED}")
}

/// The word of a mark that the game started again after an unclean end: `<at> restart <wall>`.
const RESTART: &str = "restart";

/// A start after an unclean end, read back from its mark ([`restart_line`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Restart {
    /// How many events came before it.
    pub after_events: usize,
    /// Game time when the game was started again.
    pub at: Millis,
    /// The wall-clock time of the start (UTC).
    pub wall: jiff::Timestamp,
}

/// A mark that the game started again at game time `at`, at wall-clock time `wall`, after an
/// end that left no [`closed_line`]: `<at> restart 2026-11-27T21:14:03Z` (UTC, to the
/// second). Not an event.
///
/// ```
/// use escaque::table::journal::restart_line;
/// let wall: jiff::Timestamp = "2026-11-27T21:14:03.5Z".parse().unwrap();
/// assert_eq!(restart_line(61_000, wall), "61000 restart 2026-11-27T21:14:03Z");
/// ```
pub fn restart_line(at: Millis, wall: jiff::Timestamp) -> String {
    let second = jiff::Timestamp::from_second(wall.as_second()).unwrap_or(wall);
    format!("{at} {RESTART} {second}")
}

/// The time and the word of a mark line (`<at> <word>` and what follows), if `text` is one.
fn parse_mark(text: &str) -> Option<(Millis, &str, Option<&str>)> {
    let (at, rest) = text.split_once(' ')?;
    if at.is_empty() || !at.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (word, more) = match rest.split_once(' ') {
        Some((word, more)) => (word, Some(more)),
        None => (rest, None),
    };
    Some((at.parse().ok()?, word, more))
}

/// A mark line ([`running_line`], [`closed_line`], [`restart_line`]) read back, if `text` is
/// one.
fn parse_entry_mark(text: &str) -> Option<Entry> {
    match parse_mark(text)? {
        (at, RUNNING, None) => Some(Entry::Running(at)),
        (at, CLOSED, None) => Some(Entry::Closed(at)),
        (at, RESTART, Some(wall)) if !wall.contains(' ') => wall.parse().ok().map(|wall| Entry::Restart(at, wall)),
        _ => None,
    }
}

/// One event as a journal line: `<at> <action>`.
pub fn line(event: &Event) -> String {
    let action = match &event.kind {
        EventKind::Touch { square } => format!("touch {square}"),
        EventKind::Jadoube { by, square } => format!("jadoube {} {square}", side(*by)),
        EventKind::Move { uci } => format!("move {uci}"),
        EventKind::PressClock { by } => format!("press {}", side(*by)),
        EventKind::OfferDraw { by } => format!("offer {}", side(*by)),
        EventKind::AcceptDraw { by } => format!("accept {}", side(*by)),
        EventKind::DeclineDraw { by } => format!("decline {}", side(*by)),
        EventKind::Claim { by, claim, intended } => {
            let what = match claim {
                Claim::Threefold => "threefold",
                Claim::FiftyMoves => "fifty-moves",
            };
            match intended {
                Some(uci) => format!("claim {} {what} {uci}", side(*by)),
                None => format!("claim {} {what}", side(*by)),
            }
        }
        EventKind::Resign { by } => format!("resign {}", side(*by)),
        EventKind::Abandon => "abandon".to_owned(),
        EventKind::RequestIncrement { by } => format!("ask-increment {}", side(*by)),
        EventKind::QuickplayClaim { by } => format!("quickplay-claim {}", side(*by)),
        EventKind::Pause => "pause".to_owned(),
        EventKind::Resume => "resume".to_owned(),
        EventKind::ClockAdjustment { adjustment, reason } => {
            let mut text = format!("arbiter {}", adjustment_text(adjustment));
            if let Some(article) = reason.article {
                text.push_str(&format!(" article {article}"));
            }
            if !reason.note.is_empty() {
                text.push_str(&format!(" note {}", reason.note.replace('\n', " ")));
            }
            text
        }
        EventKind::ArbiterRuling(ruling) => format!("rule {}", ruling_text(*ruling)),
        EventKind::ClaimIllegal { by } => format!("claim-illegal {}", side(*by)),
        EventKind::Arbiter(act) => {
            format!("arbiter-act {}", ron::to_string(act).expect("an arbiter's act is always written"))
        }
        EventKind::ObserveFlag => "observe-flag".to_owned(),
        EventKind::FlagReported { side: s } => format!("flag-reported {}", side(*s)),
        EventKind::Analysis(Proof::Dead { plies }) => format!("analysis dead {plies}"),
        EventKind::Analysis(Proof::CannotMate { side: s }) => format!("analysis cannot-mate {}", side(*s)),
        EventKind::Analysis(Proof::Undecided { side: s }) => format!("analysis undecided {}", side(*s)),
        EventKind::Adjourn { session_ends_in: None } => "adjourn".to_owned(),
        EventKind::Adjourn { session_ends_in: Some(left) } => format!("adjourn session-ends-in {left}"),
        // The sealed move in base64: one word whatever was written, and not read at a glance.
        // The resumption (I.2.7), when written, in base64 after it: a word a reader of the
        // previous version passes over.
        EventKind::SealMove { by, lang, text, resumption } => {
            use base64::Engine as _;
            let b64 = |s: &str| base64::engine::general_purpose::STANDARD.encode(s.as_bytes());
            let mut line = format!("seal-move {} {} {}", side(*by), lang.code(), b64(text));
            if !resumption.is_empty() {
                line.push(' ');
                line.push_str(&b64(resumption));
            }
            line
        }
        EventKind::UnsealEnvelope => "unseal-envelope".to_owned(),
        EventKind::OpenEnvelope => "open-envelope".to_owned(),
        EventKind::EstablishSealed { uci } => format!("establish-sealed {uci}"),
        EventKind::EnvelopeLost => "envelope-lost".to_owned(),
    };
    format!("{} {action}", event.at)
}

const RULINGS: [(Ruling, &str); 6] = [
    (Ruling::GrantIncrement, "grant-increment"),
    (Ruling::RefuseIncrement, "refuse-increment"),
    (Ruling::Draw, "draw"),
    // Written before III.5.2's two minutes became the arbiter's choice: it reads, as it always
    // did, as the postponement with the two minutes.
    (Ruling::Postpone, "postpone"),
    (Ruling::PostponeWithoutTime, "postpone-without-time"),
    (Ruling::Reject, "reject"),
];

fn ruling_text(ruling: Ruling) -> &'static str {
    RULINGS.iter().find(|(r, _)| *r == ruling).map(|(_, text)| *text).expect("every ruling has a name")
}

type Parsed<T> = Result<T, LineProblem>;

fn parse_side(word: Option<&str>) -> Parsed<Color> {
    word.and_then(crate::laws::colour::from_word).ok_or(LineProblem::new(Expected::Side, word))
}

fn parse_word<T: std::str::FromStr>(word: Option<&str>, expected: Expected) -> Parsed<T> {
    let word = word.ok_or(LineProblem::new(expected, None))?;
    word.parse().map_err(|_| LineProblem::new(expected, Some(word)))
}

fn parse_square(word: Option<&str>) -> Parsed<Square> {
    parse_word(word, Expected::Square)
}

fn parse_uci(word: Option<&str>) -> Parsed<UciMove> {
    parse_word(word, Expected::Move)
}

fn parse_number<T: std::str::FromStr>(word: Option<&str>) -> Parsed<T> {
    parse_word(word, Expected::Number)
}

fn parse_adjustment(words: &mut std::str::SplitWhitespace<'_>) -> Parsed<Adjustment> {
    let kind = words.next().ok_or(LineProblem::new(Expected::Adjustment, None))?;
    let s = parse_side(words.next())?;
    Ok(match kind {
        "set-time" => Adjustment::SetTime { side: s, time: parse_number(words.next())? },
        "add-time" => Adjustment::AddTime { side: s, time: parse_number(words.next())? },
        "remove-time" => Adjustment::RemoveTime { side: s, time: parse_number(words.next())? },
        "run-for" => Adjustment::RunFor { side: s },
        "set-moves" => Adjustment::SetMoves { side: s, moves: parse_number(words.next())? },
        "add-increment" => Adjustment::AddIncrement { side: s, increment: parse_number(words.next())? },
        "set-control" => Adjustment::SetControl { side: s, control: parse_word(words.next(), Expected::TimeControl)? },
        other => return Err(LineProblem::new(Expected::Adjustment, Some(other))),
    })
}

fn parse_reason(rest: &[&str]) -> Parsed<AdjustReason> {
    let mut reason = AdjustReason::default();
    let mut i = 0;
    while i < rest.len() {
        match rest[i] {
            "article" if i + 1 < rest.len() => {
                match Article::parse(rest[i + 1]) {
                    Some(a) => reason.article = Some(a),
                    None => reason.note = format!("Article {}", rest[i + 1]),
                }
                i += 2;
            }
            "note" => {
                let note = rest[i + 1..].join(" ");
                reason.note = if reason.note.is_empty() { note } else { format!("{}: {note}", reason.note) };
                break;
            }
            other => return Err(LineProblem::new(Expected::ReasonPart, Some(other))),
        }
    }
    Ok(reason)
}

/// Reads one journal line back into an event.
pub fn parse_line(text: &str) -> Result<Event, LineProblem> {
    let (at, rest) = text.split_once(' ').ok_or(LineProblem::new(Expected::TimeAndAction, None))?;
    let at: Millis = parse_word(Some(at), Expected::Time)?;
    let mut words = rest.split_whitespace();
    let verb = words.next().ok_or(LineProblem::new(Expected::Action, None))?;
    let kind = match verb {
        "touch" => EventKind::Touch { square: parse_square(words.next())? },
        // `adjust` is what version 1 called j'adoube.
        "jadoube" | "adjust" => {
            let by = parse_side(words.next())?;
            EventKind::Jadoube { by, square: parse_square(words.next())? }
        }
        "move" => EventKind::Move { uci: parse_uci(words.next())? },
        "press" => EventKind::PressClock { by: parse_side(words.next())? },
        "offer" => EventKind::OfferDraw { by: parse_side(words.next())? },
        "accept" => EventKind::AcceptDraw { by: parse_side(words.next())? },
        "decline" => EventKind::DeclineDraw { by: parse_side(words.next())? },
        "resign" => EventKind::Resign { by: parse_side(words.next())? },
        "abandon" => EventKind::Abandon,
        "claim" => {
            let by = parse_side(words.next())?;
            let claim = match words.next() {
                Some("threefold") => Claim::Threefold,
                Some("fifty-moves") => Claim::FiftyMoves,
                other => return Err(LineProblem::new(Expected::Claim, other)),
            };
            let intended = words.next().map(|w| parse_uci(Some(w))).transpose()?;
            EventKind::Claim { by, claim, intended }
        }
        "pause" => EventKind::Pause,
        "resume" => EventKind::Resume,
        "observe-flag" => EventKind::ObserveFlag,
        "flag-reported" => EventKind::FlagReported { side: parse_side(words.next())? },
        "analysis" => EventKind::Analysis(match words.next() {
            Some("dead") => Proof::Dead { plies: parse_number(words.next())? },
            Some("cannot-mate") => Proof::CannotMate { side: parse_side(words.next())? },
            Some("undecided") => Proof::Undecided { side: parse_side(words.next())? },
            other => return Err(LineProblem::new(Expected::Proof, other)),
        }),
        "ask-increment" => EventKind::RequestIncrement { by: parse_side(words.next())? },
        "quickplay-claim" => EventKind::QuickplayClaim { by: parse_side(words.next())? },
        "rule" => {
            let word = words.next();
            let ruling = RULINGS.iter().find(|(_, text)| Some(*text) == word).map(|(r, _)| *r);
            EventKind::ArbiterRuling(ruling.ok_or(LineProblem::new(Expected::Ruling, word))?)
        }
        "claim-illegal" => EventKind::ClaimIllegal { by: parse_side(words.next())? },
        "arbiter-act" => {
            let ron = rest.trim_start().strip_prefix("arbiter-act").unwrap_or_default().trim();
            let act = ron::from_str(ron).map_err(|_| LineProblem::new(Expected::ArbiterAct, Some(ron)))?;
            EventKind::Arbiter(act)
        }
        "arbiter" => {
            let adjustment = parse_adjustment(&mut words)?;
            let rest: Vec<&str> = words.collect();
            EventKind::ClockAdjustment { adjustment, reason: parse_reason(&rest)? }
        }
        "adjourn" => match words.next() {
            None => EventKind::Adjourn { session_ends_in: None },
            Some("session-ends-in") => EventKind::Adjourn { session_ends_in: Some(parse_number(words.next())?) },
            other => return Err(LineProblem::new(Expected::SealedMove, other)),
        },
        "seal-move" => {
            use base64::Engine as _;
            let by = parse_side(words.next())?;
            let word = words.next();
            let lang =
                word.and_then(crate::notation::Lang::from_code).ok_or(LineProblem::new(Expected::SealedMove, word))?;
            let decode = |word: Option<&str>| {
                word.and_then(|w| base64::engine::general_purpose::STANDARD.decode(w).ok())
                    .and_then(|bytes| String::from_utf8(bytes).ok())
                    .ok_or(LineProblem::new(Expected::SealedMove, word))
            };
            let text = decode(words.next())?;
            // Written by the previous version without the resumption: none.
            let resumption = match words.next() {
                None => String::new(),
                word => decode(word)?,
            };
            EventKind::SealMove { by, lang, text, resumption }
        }
        "unseal-envelope" => EventKind::UnsealEnvelope,
        "open-envelope" => EventKind::OpenEnvelope,
        "establish-sealed" => EventKind::EstablishSealed { uci: parse_uci(words.next())? },
        "envelope-lost" => EventKind::EnvelopeLost,
        other => return Err(LineProblem::new(Expected::Action, Some(other))),
    };
    Ok(Event::new(at, kind))
}

type Lines<'a> = std::iter::Enumerate<std::str::Lines<'a>>;

/// The header of a version 2 journal: `setup <RON>`, then `start`.
fn parse_header_v2(lines: &mut Lines<'_>) -> Result<Setup, JournalError> {
    // Run out of lines: said at the line where the setup, then `start`, should have been.
    let (index, text) = lines.next().ok_or(JournalError::new(Some(2), JournalProblem::NoStart))?;
    let line = Some(index + 1);
    let text = checked(text).map_err(|problem| JournalError::new(line, problem))?;
    let ron = text.strip_prefix("setup ").ok_or_else(|| {
        JournalError::new(line, JournalProblem::UnknownSetting { key: text.split(' ').next().unwrap_or("").to_owned() })
    })?;
    let setup: Setup = ron::from_str(ron)
        .map_err(|e| JournalError::new(line, JournalProblem::SetupUnreadable { detail: e.to_string() }))?;
    // A name of megabytes is refused when read, at its line, not laid out in the window.
    if let Some(too_long) = setup.too_long() {
        return Err(JournalError::new(line, JournalProblem::TooLong(too_long)));
    }
    match lines.next() {
        Some((_, "start")) => Ok(setup),
        Some((index, text)) => Err(JournalError::new(
            Some(index + 1),
            JournalProblem::UnknownSetting { key: text.split(' ').next().unwrap_or("").to_owned() },
        )),
        None => Err(JournalError::new(Some(index + 2), JournalProblem::NoStart)),
    }
}

/// The header of a version 1 journal: one `key value` line per setting, up to `start`.
fn parse_header_v1(lines: &mut Lines<'_>) -> Result<Setup, JournalError> {
    let mut setup = Setup::default();
    let (mut white_tc, mut black_tc): (Option<TimeControl>, Option<TimeControl>) = (None, None);
    // The line where `start` should have been, if the lines run out: after the last.
    let mut start_line = 2;
    for (index, text) in lines.by_ref() {
        let line_no = index + 1;
        start_line = line_no + 1;
        if text == "start" {
            let controls = match (white_tc, black_tc) {
                (Some(white), Some(black)) => TimeControls { white, black },
                _ => return Err(JournalError::new(Some(line_no), JournalProblem::ControlsMissing)),
            };
            setup.controls = Some(controls);
            return Ok(setup);
        }
        let (key, value) = text.split_once(' ').unwrap_or((text, ""));
        let bad = |expected: &'static str| {
            JournalError::new(
                Some(line_no),
                JournalProblem::BadSetting { key: key.to_owned(), value: value.to_owned(), expected },
            )
        };
        let flag = |value: &str| match value {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(bad("on or off")),
        };
        match key {
            "white" => setup.white = value.to_owned(),
            "black" => setup.black = value.to_owned(),
            "fen" => setup.fen = Some(value.to_owned()),
            "chess960" => setup.chess960 = flag(value)?,
            "white-time-control" => white_tc = Some(value.parse().map_err(|_| bad("a time control"))?),
            "black-time-control" => black_tc = Some(value.parse().map_err(|_| bad("a time control"))?),
            "edition" => {
                setup.edition = value
                    .parse()
                    .ok()
                    .and_then(Edition::from_year)
                    .ok_or_else(|| bad("an edition of the Laws (2008, 2014, 2023)"))?
            }
            "touch-move" => setup.touch_move = flag(value)?,
            "draw-offers" => {
                setup.draw_offers = match value.split_once(' ') {
                    None if value == "allowed" => DrawOffers::Allowed,
                    None if value == "never" => DrawOffers::Never,
                    Some(("from-move", n)) => DrawOffers::FromMove(n.parse().map_err(|_| bad("a move number"))?),
                    _ => return Err(bad("allowed, never or from-move N")),
                }
            }
            "press-with-move" => setup.press_with_move = flag(value)?,
            "arbiter-present" => setup.arbiter_present = flag(value)?,
            "quickplay-finish" => setup.quickplay_finish = flag(value)?,
            other => {
                return Err(JournalError::new(Some(line_no), JournalProblem::UnknownSetting { key: other.to_owned() }));
            }
        }
    }
    Err(JournalError::new(Some(start_line), JournalProblem::NoStart))
}

fn parse_header(lines: &mut Lines<'_>) -> Result<Setup, JournalError> {
    match lines.next() {
        Some((_, MAGIC)) => parse_header_v2(lines),
        Some((_, MAGIC_V1)) => {
            let setup = parse_header_v1(lines)?;
            match setup.too_long() {
                Some(too_long) => Err(JournalError::new(None, JournalProblem::TooLong(too_long))),
                None => Ok(setup),
            }
        }
        Some((_, other)) => {
            Err(JournalError::new(Some(1), JournalProblem::NotAJournal { first_line: other.to_owned() }))
        }
        None => Err(JournalError::new(None, JournalProblem::Empty)),
    }
}

/// Reads a journal's text. A last line without its newline was being written when the program
/// stopped: it is left out and `torn_tail` says so. Any other bad line is an error.
pub fn read(text: &str) -> Result<Recorded, JournalError> {
    read_bytes(text.as_bytes())
}

/// The bytes up to the end of the last whole line.
fn whole_lines(bytes: &[u8]) -> &[u8] {
    &bytes[..bytes.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1)]
}

/// Whether `tail`, what follows the last line end, holds a whole checksum (` #` and eight hex
/// digits): a line a crash cut holds none, or only part of one, for the line and its end are
/// written at once and the checksum ends the line. Anything after a whole checksum, or a
/// checksum with no line end after it, is a changed byte. A ` #` in an arbiter's note, cut
/// after eight hex digits, reads as damage too: the safe side (the original is kept and the
/// notice given).
fn holds_whole_checksum(tail: &[u8]) -> bool {
    let Some(at) = tail.windows(2).rposition(|w| w == b" #") else { return false };
    let sum = &tail[at + 2..];
    sum.len() >= 8 && sum[..8].iter().all(u8::is_ascii_hexdigit)
}

/// Reads a journal's bytes: the last line, if cut short, is left out before the text is
/// decoded, so that a crash inside a multi-byte character loses that line and no more.
pub fn read_bytes(bytes: &[u8]) -> Result<Recorded, JournalError> {
    match read_recovering(bytes)? {
        (recorded, None) => Ok(recorded),
        (_, Some(damage)) => Err(damage),
    }
}

/// Reads what can be read of a damaged journal: every whole event up to the first line that
/// cannot be read, and what is wrong there. A header that cannot be read leaves nothing.
pub fn read_recovering(bytes: &[u8]) -> Result<(Recorded, Option<JournalError>), JournalError> {
    let complete = whole_lines(bytes);
    let tail = &bytes[complete.len()..];
    // A whole last line whose line end was changed is damage, said and kept; only a line cut
    // before its checksum ends is a crash's.
    let changed_end = holds_whole_checksum(tail).then(|| {
        let line = complete.iter().filter(|&&b| b == b'\n').count() + 1;
        JournalError::new(Some(line), JournalProblem::LineEndChanged)
    });
    let torn_tail = !tail.is_empty() && changed_end.is_none();
    // Text up to the first byte that is not UTF-8: the lines before it can still be read.
    let (complete, not_utf8) = match std::str::from_utf8(complete) {
        Ok(text) => (text, None),
        Err(e) => {
            let valid = &complete[..e.valid_up_to()];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            let text = std::str::from_utf8(whole_lines(valid)).expect("checked up to here");
            (text, Some(JournalError::new(Some(line), JournalProblem::NotUtf8)))
        }
    };
    let with_checksums = complete.starts_with(MAGIC);
    let mut lines = complete.lines().enumerate();
    // A header that runs out of lines (no line, or no `start`) where a byte that is not UTF-8
    // or a changed line end cut the text short ends there for that reason, not for want of
    // lines: that is what is said, at its line.
    let setup = parse_header(&mut lines).map_err(|error| {
        match (&error.problem, not_utf8.as_ref().or(changed_end.as_ref())) {
            (JournalProblem::Empty | JournalProblem::NoStart, Some(cut)) => cut.clone(),
            _ => error,
        }
    })?;
    let mut events = Vec::new();
    let mut event_lines = Vec::new();
    let mut damage = None;
    // The time of the last event or mark: neither ever goes back.
    let mut last_at: Option<Millis> = None;
    let mut running_at = None;
    let mut closed_at = None;
    let mut restarts = Vec::new();
    for (index, text) in lines {
        if text.trim().is_empty() {
            continue;
        }
        let at_line = |problem| JournalError::new(Some(index + 1), problem);
        // Format 1 lines have no checksum, but those appended to a resumed format 1 journal do,
        // and are checked like any.
        let text = match checked(text) {
            Ok(text) => Ok(text),
            Err(JournalProblem::NoChecksum) if !with_checksums => Ok(text),
            Err(problem) => Err(at_line(problem)),
        };
        let entry = text.and_then(|text| match parse_entry_mark(text) {
            Some(mark) => Ok(mark),
            None => parse_line(text).map(Entry::Event).map_err(|p| at_line(JournalProblem::Event(p))),
        });
        if entry.is_ok() {
            // The closing mark counts only as the last line.
            closed_at = None;
        }
        match entry {
            Ok(entry) if last_at.is_some_and(|last| entry.at() < last) => {
                damage = Some(at_line(JournalProblem::OutOfOrder));
                break;
            }
            Ok(Entry::Running(at)) => {
                running_at = Some(at);
                last_at = Some(at);
            }
            Ok(Entry::Closed(at)) => {
                closed_at = Some(at);
                last_at = Some(at);
            }
            Ok(Entry::Restart(at, wall)) => {
                restarts.push(Restart { after_events: events.len(), at, wall });
                last_at = Some(at);
            }
            Ok(Entry::Event(event)) => {
                running_at = None;
                last_at = Some(event.at);
                events.push(event);
                event_lines.push(index + 1);
            }
            Err(error) => {
                damage = Some(error);
                break;
            }
        }
    }
    let recorded = Recorded { setup, events, event_lines, torn_tail, running_at, closed_at, restarts };
    Ok((recorded, damage.or(not_utf8).or(changed_end)))
}

/// A line after the header: an event, or a mark (a clock still running, the window closed, a
/// start after an unclean end).
enum Entry {
    Event(Event),
    Running(Millis),
    Closed(Millis),
    Restart(Millis, jiff::Timestamp),
}

impl Entry {
    fn at(&self) -> Millis {
        match self {
            Entry::Event(event) => event.at,
            Entry::Running(at) | Entry::Closed(at) | Entry::Restart(at, _) => *at,
        }
    }
}

/// Reads a journal file.
pub fn read_file(path: &Path) -> Result<Recorded, JournalError> {
    let bytes = std::fs::read(path).map_err(|e| {
        JournalError::new(None, JournalProblem::Unreadable(crate::durable::Unreadable::new(path, &e)))
    })?;
    read_bytes(&bytes)
}
