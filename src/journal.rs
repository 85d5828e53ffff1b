//! The journal: every event of the game in progress, appended to a file (and forced to disk)
//! before the screen changes, so that a crash loses nothing; and its replay, which rebuilds the
//! game exactly, clocks included. The format is described in `docs/journal.md`.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use shakmaty::{Color, Square, uci::UciMove};

use crate::clock::{AdjustReason, Adjustment, TimeControl, TimeControls};
use crate::laws::{Article, Claim, DrawOffers, Edition, EventKind, Millis};
use crate::table::{Action, Event, Proof, Ruling, Setup, Table};

/// The first line of every journal: the format and its version.
pub const MAGIC: &str = "escaque-journal 1";

/// A journal being written.
#[derive(Debug)]
pub struct Journal {
    file: File,
    path: PathBuf,
}

impl Journal {
    /// Starts a journal for a new game at `path`, replacing any file there.
    pub fn create(path: &Path, setup: &Setup) -> io::Result<Journal> {
        let mut file = OpenOptions::new().create(true).write(true).truncate(true).open(path)?;
        file.write_all(header(setup).as_bytes())?;
        file.sync_all()?;
        Ok(Journal { file, path: path.to_owned() })
    }

    /// Opens an existing journal to go on appending to it (a resumed game). A last line cut
    /// short by a crash is cut off first, so that the next entry starts on a line of its own.
    pub fn resume(path: &Path) -> io::Result<Journal> {
        let text = std::fs::read_to_string(path)?;
        let keep = text.rfind('\n').map_or(0, |i| i + 1);
        let file = OpenOptions::new().write(true).open(path)?;
        file.set_len(keep as u64)?;
        let mut file = OpenOptions::new().append(true).open(path)?;
        file.flush()?;
        file.sync_all()?;
        Ok(Journal { file, path: path.to_owned() })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one event and forces it to disk before returning.
    pub fn append(&mut self, event: &Event) -> io::Result<()> {
        self.file.write_all(format!("{}\n", line(event)).as_bytes())?;
        self.file.sync_data()
    }
}

/// A journal read back: the setup and the events, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorded {
    pub setup: Setup,
    pub events: Vec<Event>,
    /// The last line was cut short (a crash while writing it) and was left out.
    pub torn_tail: bool,
}

impl Recorded {
    /// Rebuilds the game by applying every event. Events that were refused when they were
    /// made are refused again, the same way: they change nothing.
    pub fn replay(&self) -> Result<Table, JournalError> {
        let mut table = Table::new(self.setup.clone()).map_err(|e| JournalError::new(None, e.to_string()))?;
        for event in &self.events {
            let _ = table.apply(event.clone());
        }
        Ok(table)
    }
}

/// What is wrong with a journal, and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalError {
    pub line: Option<usize>,
    pub problem: String,
}

impl JournalError {
    fn new(line: Option<usize>, problem: impl Into<String>) -> JournalError {
        JournalError { line, problem: problem.into() }
    }
}

impl fmt::Display for JournalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(line) => write!(f, "line {line}: {}", self.problem),
            None => f.write_str(&self.problem),
        }
    }
}

impl std::error::Error for JournalError {}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn on_off(b: bool) -> &'static str {
    if b { "on" } else { "off" }
}

/// The header: the format line, then one `key value` line per setting, then `start`.
fn header(setup: &Setup) -> String {
    let mut out = format!("{MAGIC}\n");
    let mut put = |key: &str, value: &str| out.push_str(&format!("{key} {value}\n"));
    put("white", &setup.white);
    put("black", &setup.black);
    if let Some(fen) = &setup.fen {
        put("fen", fen);
    }
    put("chess960", on_off(setup.chess960));
    put("white-time-control", &setup.controls.white.to_string());
    put("black-time-control", &setup.controls.black.to_string());
    put(
        "edition",
        match setup.edition {
            Edition::Fide2008 => "2008",
            Edition::Fide2014 => "2014",
            Edition::Fide2023 => "2023",
        },
    );
    put("touch-move", on_off(setup.touch_move));
    let offers = match setup.draw_offers {
        DrawOffers::Allowed => "allowed".to_owned(),
        DrawOffers::Never => "never".to_owned(),
        DrawOffers::FromMove(n) => format!("from-move {n}"),
    };
    put("draw-offers", &offers);
    put("press-with-move", on_off(setup.press_with_move));
    put("arbiter-present", on_off(setup.arbiter_present));
    put("quickplay-finish", on_off(setup.quickplay_finish));
    out.push_str("start\n");
    out
}

fn adjustment_text(adjustment: &Adjustment) -> String {
    match adjustment {
        Adjustment::SetTime { side: s, time } => format!("set-time {} {time}", side(*s)),
        Adjustment::AddTime { side: s, time } => format!("add-time {} {time}", side(*s)),
        Adjustment::SetMoves { side: s, moves } => format!("set-moves {} {moves}", side(*s)),
        Adjustment::AddIncrement { side: s, increment } => format!("add-increment {} {increment}", side(*s)),
        Adjustment::SetControl { side: s, control } => format!("set-control {} {control}", side(*s)),
    }
}

/// One event as a journal line: `<at> <action>`.
pub fn line(event: &Event) -> String {
    let action = match &event.action {
        Action::Play(kind) => match kind {
            EventKind::Touch { square } => format!("touch {square}"),
            EventKind::Adjust { by, square } => format!("adjust {} {square}", side(*by)),
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
            // Not player actions: the table refuses them, and the journal never holds them.
            EventKind::FlagFall { side: s } => format!("flag-fall {}", side(*s)),
            EventKind::Refer { by, .. } => format!("refer {}", side(*by)),
            EventKind::Ruling { ending } => format!("ruling {}", ending.reason),
            EventKind::DeadPositionProven { plies } => format!("analysis dead {plies}"),
            EventKind::CannotMateProven { side: s } => format!("analysis cannot-mate {}", side(*s)),
        },
        Action::Analysis(Proof::Dead { plies }) => format!("analysis dead {plies}"),
        Action::Analysis(Proof::CannotMate { side: s }) => format!("analysis cannot-mate {}", side(*s)),
        Action::Analysis(Proof::Undecided { side: s }) => format!("analysis undecided {}", side(*s)),
        Action::Pause => "pause".to_owned(),
        Action::Resume => "resume".to_owned(),
        Action::Adjust(adjustment, reason) => {
            let mut text = format!("arbiter {}", adjustment_text(adjustment));
            if let Some(article) = reason.article {
                text.push_str(&format!(" article {article}"));
            }
            if !reason.note.is_empty() {
                text.push_str(&format!(" note {}", reason.note.replace('\n', " ")));
            }
            text
        }
        Action::AskIncrement { by } => format!("ask-increment {}", side(*by)),
        Action::QuickplayClaim { by } => format!("quickplay-claim {}", side(*by)),
        Action::Rule(ruling) => format!(
            "rule {}",
            match ruling {
                Ruling::GrantIncrement => "grant-increment",
                Ruling::RefuseIncrement => "refuse-increment",
                Ruling::Draw => "draw",
                Ruling::Postpone => "postpone",
                Ruling::Reject => "reject",
            }
        ),
        Action::ObserveFlag => "observe-flag".to_owned(),
    };
    format!("{} {action}", event.at)
}

fn parse_side(word: Option<&str>) -> Result<Color, String> {
    match word {
        Some("white") => Ok(Color::White),
        Some("black") => Ok(Color::Black),
        Some(other) => Err(format!("\"{other}\" is not white or black")),
        None => Err("white or black is missing".to_owned()),
    }
}

fn parse_square(word: Option<&str>) -> Result<Square, String> {
    let word = word.ok_or("a square is missing")?;
    word.parse().map_err(|_| format!("\"{word}\" is not a square"))
}

fn parse_uci(word: Option<&str>) -> Result<UciMove, String> {
    let word = word.ok_or("a move is missing")?;
    word.parse().map_err(|_| format!("\"{word}\" is not a move in UCI form"))
}

fn parse_number<T: std::str::FromStr>(word: Option<&str>) -> Result<T, String> {
    let word = word.ok_or("a number is missing")?;
    word.parse().map_err(|_| format!("\"{word}\" is not a whole number"))
}

fn parse_adjustment(words: &mut std::str::SplitWhitespace<'_>) -> Result<Adjustment, String> {
    let kind = words.next().ok_or("the adjustment is missing")?;
    let s = parse_side(words.next())?;
    Ok(match kind {
        "set-time" => Adjustment::SetTime { side: s, time: parse_number(words.next())? },
        "add-time" => Adjustment::AddTime { side: s, time: parse_number(words.next())? },
        "set-moves" => Adjustment::SetMoves { side: s, moves: parse_number(words.next())? },
        "add-increment" => Adjustment::AddIncrement { side: s, increment: parse_number(words.next())? },
        "set-control" => {
            let text = words.next().ok_or("the time control is missing")?;
            let control: TimeControl = text.parse().map_err(|e| format!("{e}"))?;
            Adjustment::SetControl { side: s, control }
        }
        other => return Err(format!("\"{other}\" is not a clock adjustment")),
    })
}

/// Reads one journal line back into an event.
pub fn parse_line(text: &str) -> Result<Event, String> {
    let (at, rest) = text.split_once(' ').ok_or("an event needs a time and an action")?;
    let at: Millis = at.parse().map_err(|_| format!("\"{at}\" is not a time in milliseconds"))?;
    let mut words = rest.split_whitespace();
    let verb = words.next().ok_or("the action is missing")?;
    let play = |kind| Ok::<Action, String>(Action::Play(kind));
    let action = match verb {
        "touch" => play(EventKind::Touch { square: parse_square(words.next())? })?,
        "adjust" => {
            let by = parse_side(words.next())?;
            play(EventKind::Adjust { by, square: parse_square(words.next())? })?
        }
        "move" => play(EventKind::Move { uci: parse_uci(words.next())? })?,
        "press" => play(EventKind::PressClock { by: parse_side(words.next())? })?,
        "offer" => play(EventKind::OfferDraw { by: parse_side(words.next())? })?,
        "accept" => play(EventKind::AcceptDraw { by: parse_side(words.next())? })?,
        "decline" => play(EventKind::DeclineDraw { by: parse_side(words.next())? })?,
        "resign" => play(EventKind::Resign { by: parse_side(words.next())? })?,
        "claim" => {
            let by = parse_side(words.next())?;
            let claim = match words.next() {
                Some("threefold") => Claim::Threefold,
                Some("fifty-moves") => Claim::FiftyMoves,
                other => return Err(format!("{other:?} is not threefold or fifty-moves")),
            };
            let intended = words.next().map(|w| parse_uci(Some(w))).transpose()?;
            play(EventKind::Claim { by, claim, intended })?
        }
        "pause" => Action::Pause,
        "resume" => Action::Resume,
        "observe-flag" => Action::ObserveFlag,
        "analysis" => Action::Analysis(match words.next() {
            Some("dead") => Proof::Dead { plies: parse_number(words.next())? },
            Some("cannot-mate") => Proof::CannotMate { side: parse_side(words.next())? },
            Some("undecided") => Proof::Undecided { side: parse_side(words.next())? },
            other => return Err(format!("{other:?} is not a proof (dead N, cannot-mate SIDE)")),
        }),
        "ask-increment" => Action::AskIncrement { by: parse_side(words.next())? },
        "quickplay-claim" => Action::QuickplayClaim { by: parse_side(words.next())? },
        "rule" => Action::Rule(match words.next() {
            Some("grant-increment") => Ruling::GrantIncrement,
            Some("refuse-increment") => Ruling::RefuseIncrement,
            Some("draw") => Ruling::Draw,
            Some("postpone") => Ruling::Postpone,
            Some("reject") => Ruling::Reject,
            other => return Err(format!("{other:?} is not a ruling")),
        }),
        "arbiter" => {
            let adjustment = parse_adjustment(&mut words)?;
            let mut reason = AdjustReason::default();
            let rest: Vec<&str> = words.collect();
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
                    other => return Err(format!("\"{other}\" is not part of a reason")),
                }
            }
            Action::Adjust(adjustment, reason)
        }
        other => return Err(format!("\"{other}\" is not an action")),
    };
    Ok(Event::new(at, action))
}

fn parse_header(lines: &mut std::iter::Enumerate<std::str::Lines<'_>>) -> Result<Setup, JournalError> {
    match lines.next() {
        Some((_, MAGIC)) => {}
        Some((_, other)) => {
            return Err(JournalError::new(Some(1), format!("\"{other}\" is not an Escaque journal (\"{MAGIC}\")")));
        }
        None => return Err(JournalError::new(None, "the journal is empty")),
    }
    let mut setup = Setup::default();
    let (mut white_tc, mut black_tc): (Option<TimeControl>, Option<TimeControl>) = (None, None);
    for (index, text) in lines.by_ref() {
        let line_no = index + 1;
        if text == "start" {
            let controls = match (white_tc, black_tc) {
                (Some(white), Some(black)) => TimeControls { white, black },
                _ => return Err(JournalError::new(Some(line_no), "the time controls are missing")),
            };
            setup.controls = controls;
            return Ok(setup);
        }
        let (key, value) = text.split_once(' ').unwrap_or((text, ""));
        let bad = |what: &str| JournalError::new(Some(line_no), format!("\"{value}\" is not {what} for {key}"));
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
                setup.edition = match value {
                    "2008" => Edition::Fide2008,
                    "2014" => Edition::Fide2014,
                    "2023" => Edition::Fide2023,
                    _ => return Err(bad("an edition of the Laws (2008, 2014, 2023)")),
                }
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
            other => return Err(JournalError::new(Some(line_no), format!("\"{other}\" is not a setting"))),
        }
    }
    Err(JournalError::new(None, "the journal ends before its \"start\" line"))
}

/// Reads a journal's text. A last line without its newline was being written when the program
/// stopped: it is left out and `torn_tail` says so. Any other bad line is an error.
pub fn read(text: &str) -> Result<Recorded, JournalError> {
    let torn_tail = !text.is_empty() && !text.ends_with('\n');
    let complete = if torn_tail { &text[..text.rfind('\n').map_or(0, |i| i + 1)] } else { text };
    let mut lines = complete.lines().enumerate();
    let setup = parse_header(&mut lines)?;
    let mut events = Vec::new();
    for (index, text) in lines {
        if text.trim().is_empty() {
            continue;
        }
        let event = parse_line(text).map_err(|problem| JournalError::new(Some(index + 1), problem))?;
        if events.last().is_some_and(|last: &Event| event.at < last.at) {
            return Err(JournalError::new(Some(index + 1), "this event comes before the one above it"));
        }
        events.push(event);
    }
    Ok(Recorded { setup, events, torn_tail })
}

/// Reads a journal file.
pub fn read_file(path: &Path) -> Result<Recorded, JournalError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| JournalError::new(None, format!("cannot read {}: {e}", path.display())))?;
    read(&text)
}
