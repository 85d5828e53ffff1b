//! `escaque unwinnable`: one FEN a line in, who can still checkmate out.
//!
//! For each line, stdout gets one line: `none`, `white`, `black` or `both` (the sides that can
//! still checkmate by some series of legal moves, Articles 5.2.2 and 6.9), or `unknown` when the
//! solver's node limit was reached before an answer. Blank lines and lines starting with `#` are
//! skipped without output. A line that is not a legal position, or one the solver cannot decide
//! for another reason (Chess960 castling rights that matter, a refusal), gets
//! `error: line N: why` in its place and the run goes on; the exit status is then 2. A summary
//! goes to stderr.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::time::{Duration, Instant};

use shakmaty::{CastlingMode, Chess, Color};

use crate::i18n::{Lang, Tr, describe};

use crate::laws::unwinnable::{Finding, Undecided, Verdict};

/// What a run saw.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Positions answered `none`: neither side can checkmate.
    pub none: usize,
    /// Positions answered `white`: only White can still checkmate.
    pub white: usize,
    /// Positions answered `black`: only Black can still checkmate.
    pub black: usize,
    /// Positions answered `both`: either side can still checkmate.
    pub both: usize,
    /// Positions answered `unknown`: the solver's node limit was reached first.
    pub unknown: usize,
    /// Lines answered with `error:`.
    pub errors: usize,
    /// Wall-clock time of the whole run.
    pub elapsed: Duration,
    /// The slowest line (its number in the input, from 1) and its time.
    pub worst: Option<(usize, Duration)>,
}

impl Summary {
    /// Positions answered, whatever the word; lines answered with `error:` are not counted.
    pub fn positions(&self) -> usize {
        self.none + self.white + self.black + self.both + self.unknown
    }
}

/// Why a line gets no answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    /// Not a FEN: the part that cannot be read.
    NotFen(crate::table::FenPart),
    /// A FEN, but not a legal position: the rules it breaks.
    Illegal(Vec<crate::table::PositionFault>),
    /// The solver could not decide for `side`, for a reason other than its node limit.
    Undecided {
        /// The side asked about.
        side: Color,
        /// Why.
        why: Undecided,
    },
}

/// The `error:` line scripts read.
impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::NotFen(part) => write!(f, "not a FEN ({})", describe::fen_part(Tr::new(Lang::En), *part)),
            LineError::Illegal(faults) => {
                write!(f, "not a legal position ({})", describe::position_faults(Tr::new(Lang::En), faults))
            }
            LineError::Undecided { side, why } => {
                write!(f, "cannot decide whether {} can checkmate: {why}", crate::laws::colour::word(*side))
            }
        }
    }
}

/// Reads a FEN as a legal position; Chess960 castling rights (Shredder or X-FEN) are accepted.
pub fn parse_position(text: &str) -> Result<Chess, LineError> {
    crate::table::read_fen(text, CastlingMode::Chess960).map_err(|e| match e {
        crate::table::FenError::Unreadable(part) => LineError::NotFen(part),
        crate::table::FenError::Illegal(faults) => LineError::Illegal(faults),
    })
}

/// The output line for one input line (without the newline), and the word counted.
fn answer(text: &str) -> Result<&'static str, LineError> {
    let pos = parse_position(text)?;
    let verdict = Verdict::full(&pos);
    for (side, finding) in [(Color::White, &verdict.white), (Color::Black, &verdict.black)] {
        if let Finding::Unknown(why) = finding
            && *why != Undecided::NodeLimit
        {
            return Err(LineError::Undecided { side, why: why.clone() });
        }
    }
    Ok(verdict.word())
}

/// Runs the command over `input`. Returns the summary (also written to `err`).
pub fn run(input: impl BufRead, out: &mut impl Write, err: &mut impl Write) -> io::Result<Summary> {
    let mut summary = Summary::default();
    let started = Instant::now();
    for (index, line) in input.lines().enumerate() {
        let line = line?;
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            continue;
        }
        let number = index + 1;
        let t = Instant::now();
        let result = answer(text);
        let took = t.elapsed();
        if summary.worst.is_none_or(|(_, w)| took > w) {
            summary.worst = Some((number, took));
        }
        match result {
            Ok(word) => {
                match word {
                    "none" => summary.none += 1,
                    "white" => summary.white += 1,
                    "black" => summary.black += 1,
                    "both" => summary.both += 1,
                    _ => summary.unknown += 1,
                }
                writeln!(out, "{word}")?;
            }
            Err(why) => {
                summary.errors += 1;
                writeln!(out, "error: line {number}: {why}")?;
            }
        }
    }
    out.flush()?;
    summary.elapsed = started.elapsed();
    let s = &summary;
    write!(
        err,
        "escaque unwinnable: {} positions ({} none, {} white, {} black, {} both, {} unknown), {} bad lines; {:.1} ms",
        s.positions(),
        s.none,
        s.white,
        s.black,
        s.both,
        s.unknown,
        s.errors,
        s.elapsed.as_secs_f64() * 1e3,
    )?;
    if let Some((number, took)) = s.worst {
        write!(err, ", slowest line {number} ({:.1} ms)", took.as_secs_f64() * 1e3)?;
    }
    writeln!(err)?;
    Ok(summary)
}
