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

use crate::laws::MateAbility;
use crate::laws::unwinnable::{Finding, INLINE_NODES, Undecided, Verdict, inline};

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
    /// The helper process of a bounded run could not decide, in its words (those of
    /// [`LineError::Undecided`]).
    Apart(String),
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
            LineError::Apart(why) => f.write_str(why),
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

/// How far the full search of one position may go in a bounded run (issue 28): it runs in a
/// helper process (`program unwinnable --solve-one`), stopped once it has taken `time` or holds
/// more than `bytes` of memory (read from `/proc` where the system has it), and the answer is then
/// `unknown`. The inline stages, bounded by their work budget as in the window
/// ([`INLINE_NODES`]), run first, in the command itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bound {
    /// The `escaque` program that runs the search.
    pub program: std::path::PathBuf,
    /// The most time the search may take.
    pub time: Duration,
    /// The most memory the search may hold, in bytes.
    pub bytes: u64,
}

/// What the helper process said about one position.
enum Apart {
    /// Its answer, or why it has none.
    Answered(Result<&'static str, LineError>),
    /// Stopped at the bound, or it could not be run: `unknown`.
    Unknown,
}

/// The answer within `bound`: the inline stages first, then the full search apart.
fn answer_bounded(text: &str, bound: &Bound) -> Result<&'static str, LineError> {
    let pos = parse_position(text)?;
    let white = inline(&pos, Color::White, INLINE_NODES).finding;
    let black = inline(&pos, Color::Black, INLINE_NODES).finding;
    if white.ability() != MateAbility::Unknown && black.ability() != MateAbility::Unknown {
        return Ok(Verdict { white, black }.word());
    }
    match solve_apart(text, bound) {
        Apart::Answered(answer) => answer,
        Apart::Unknown => Ok("unknown"),
    }
}

/// The memory process `pid` holds now, in bytes (`VmRSS`), where `/proc` says it.
fn resident(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

/// Runs the full search of `text` in a helper process within `bound`.
fn solve_apart(text: &str, bound: &Bound) -> Apart {
    use std::process::{Command, Stdio};
    let spawned = Command::new(&bound.program)
        .args(["unwinnable", "--solve-one"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut child) = spawned else { return Apart::Unknown };
    if let Some(mut stdin) = child.stdin.take() {
        // A helper that died at once is seen below.
        let _ = writeln!(stdin, "{text}");
    }
    let started = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) => {}
            Err(_) => return Apart::Unknown,
        }
        let over = started.elapsed() > bound.time || resident(child.id()).is_some_and(|b| b > bound.bytes);
        if over {
            let _ = child.kill();
            let _ = child.wait();
            return Apart::Unknown;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let mut said = String::new();
    if let Some(mut stdout) = child.stdout.take() {
        let _ = io::Read::read_to_string(&mut stdout, &mut said);
    }
    let said = said.trim();
    if let Some(why) = said.strip_prefix("error: ") {
        return Apart::Answered(Err(LineError::Apart(why.to_owned())));
    }
    match ["none", "white", "black", "both", "unknown"].into_iter().find(|w| *w == said) {
        Some(word) => Apart::Answered(Ok(word)),
        None => Apart::Unknown,
    }
}

/// The helper process of a bounded run: one FEN from `input`, its answer (or `error: why`) on
/// `out`, with no bound (the process that started it keeps the bound).
pub fn solve_one(input: impl BufRead, out: &mut impl Write) -> std::process::ExitCode {
    let line = input.lines().next().and_then(Result::ok).unwrap_or_default();
    let said = match answer(line.trim()) {
        Ok(word) => writeln!(out, "{word}"),
        Err(why) => writeln!(out, "error: {why}"),
    };
    if said.is_ok() { std::process::ExitCode::SUCCESS } else { std::process::ExitCode::from(2) }
}

/// Runs the command over `input`, with no bound on the full search. Returns the summary (also
/// written to `err`).
pub fn run(input: impl BufRead, out: &mut impl Write, err: &mut impl Write) -> io::Result<Summary> {
    run_bounded(input, out, err, None)
}

/// Runs the command over `input`, each position's full search within `bound` if one is given.
/// Returns the summary (also written to `err`).
pub fn run_bounded(
    input: impl BufRead,
    out: &mut impl Write,
    err: &mut impl Write,
    bound: Option<&Bound>,
) -> io::Result<Summary> {
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
        let result = match bound {
            Some(bound) => answer_bounded(text, bound),
            None => answer(text),
        };
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
