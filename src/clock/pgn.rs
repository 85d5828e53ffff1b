//! The PGN `TimeControl` tag (PGN standard, section 9.6), read and written.

use std::fmt;
use std::str::FromStr;

use super::control::{Bonus, ControlError, Period, TimeControl, TimeControls};
use super::time::{SecondsError, format_seconds, parse_seconds};
use crate::laws::Millis;

/// Everything a PGN `TimeControl` tag can say, including what no clock can run.
///
/// ```
/// use escaque::clock::PgnTimeControl;
/// assert_eq!("?".parse(), Ok(PgnTimeControl::Unknown));
/// assert_eq!("-".parse(), Ok(PgnTimeControl::Untimed));
/// assert_eq!("*180".parse(), Ok(PgnTimeControl::Sandclock(180_000)));
/// let timed: PgnTimeControl = "300+3".parse().unwrap();
/// assert_eq!(timed.to_string(), "300+3");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PgnTimeControl {
    /// `?`: the control is not known.
    Unknown,
    /// `-`: the game was played without a clock.
    Untimed,
    /// `*N`: a sandclock (hourglass) of N seconds.
    Sandclock(Millis),
    /// One or more periods, separated by `:`.
    Timed(TimeControl),
}

/// Why a text is not a time control. Periods are numbered from 1.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParseError {
    /// Nothing but blanks.
    Empty,
    /// Two `:` in a row, or one at either end.
    EmptyPeriod {
        /// The empty period's number.
        period: usize,
    },
    /// The part that should give the seconds is something else.
    NotSeconds {
        /// The period's number.
        period: usize,
        /// The text that should give the seconds.
        text: String,
    },
    /// The part before `/` is not a number of moves.
    NotMoves {
        /// The period's number.
        period: usize,
        /// The part before `/`.
        text: String,
    },
    /// More seconds than the clock can hold.
    TooLong {
        /// The period's number.
        period: usize,
        /// The seconds as written.
        text: String,
    },
    /// A `*` sandclock mixed with other periods.
    SandclockNotAlone,
    /// `?`, `-` or `*N` where a control the clock can run was needed.
    NotRunnable(PgnTimeControl),
    /// The periods read fine but do not make a control.
    Invalid(ControlError),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Empty => f.write_str("the time control is empty"),
            ParseError::EmptyPeriod { period } => write!(f, "period {period} is empty"),
            ParseError::NotSeconds { period, text } => {
                write!(f, "period {period}: '{text}' is not a number of seconds")
            }
            ParseError::NotMoves { period, text } => {
                write!(f, "period {period}: '{text}' is not a number of moves")
            }
            ParseError::TooLong { period, text } => {
                write!(f, "period {period}: '{text}' seconds is more than the clock can hold")
            }
            ParseError::SandclockNotAlone => f.write_str("a sandclock ('*') must be the whole time control"),
            ParseError::NotRunnable(what) => match what {
                PgnTimeControl::Unknown => {
                    f.write_str("'?' says the time control is unknown, which a chess clock cannot run")
                }
                PgnTimeControl::Untimed => {
                    f.write_str("'-' says the game has no clock, which a chess clock cannot run")
                }
                PgnTimeControl::Sandclock(t) => {
                    write!(f, "'*{}' is a sandclock, which a chess clock cannot run", format_seconds(*t))
                }
                // Never made by parsing: a timed control is one the clock can run.
                PgnTimeControl::Timed(c) => {
                    write!(f, "'{c}' was refused, though a clock can run it")
                }
            },
            ParseError::Invalid(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ParseError {}

impl From<ControlError> for ParseError {
    fn from(e: ControlError) -> ParseError {
        ParseError::Invalid(e)
    }
}

fn seconds(period: usize, text: &str) -> Result<Millis, ParseError> {
    parse_seconds(text).map_err(|e| {
        let text = text.to_string();
        match e {
            SecondsError::NotSeconds => ParseError::NotSeconds { period, text },
            SecondsError::TooLong => ParseError::TooLong { period, text },
        }
    })
}

/// One `:`-separated descriptor: `[moves/]seconds[(+|d|b)seconds]`.
fn period(period: usize, text: &str) -> Result<Period, ParseError> {
    if text.is_empty() {
        return Err(ParseError::EmptyPeriod { period });
    }
    let (moves, rest) = match text.split_once('/') {
        Some((moves, rest)) => {
            let n = moves
                .parse::<u32>()
                .ok()
                .filter(|_| moves.bytes().all(|b| b.is_ascii_digit()))
                .ok_or_else(|| ParseError::NotMoves { period, text: moves.to_string() })?;
            (Some(n), rest)
        }
        None => (None, text),
    };
    let (time, bonus) = match rest.find(['+', 'd', 'b']) {
        Some(i) => {
            let amount = seconds(period, &rest[i + 1..])?;
            let bonus = match rest.as_bytes()[i] {
                b'+' => Bonus::Fischer(amount),
                b'd' => Bonus::Delay(amount),
                _ => Bonus::Bronstein(amount),
            };
            (&rest[..i], bonus)
        }
        None => (rest, Bonus::None),
    };
    Ok(Period { moves, time: seconds(period, time)?, bonus })
}

impl FromStr for PgnTimeControl {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<PgnTimeControl, ParseError> {
        match s.trim() {
            "" => Err(ParseError::Empty),
            "?" => Ok(PgnTimeControl::Unknown),
            "-" => Ok(PgnTimeControl::Untimed),
            tag => {
                if let Some(sand) = tag.strip_prefix('*') {
                    if sand.contains(':') {
                        return Err(ParseError::SandclockNotAlone);
                    }
                    return Ok(PgnTimeControl::Sandclock(seconds(1, sand)?));
                }
                let periods = tag
                    .split(':')
                    .enumerate()
                    .map(|(i, text)| match text.starts_with('*') {
                        true => Err(ParseError::SandclockNotAlone),
                        false => period(i + 1, text),
                    })
                    .collect::<Result<Vec<_>, _>>()?;
                Ok(PgnTimeControl::Timed(TimeControl::new(periods)?))
            }
        }
    }
}

impl fmt::Display for PgnTimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnTimeControl::Unknown => f.write_str("?"),
            PgnTimeControl::Untimed => f.write_str("-"),
            PgnTimeControl::Sandclock(t) => write!(f, "*{}", format_seconds(*t)),
            PgnTimeControl::Timed(control) => control.fmt(f),
        }
    }
}

impl FromStr for TimeControl {
    type Err = ParseError;

    /// A control the clock can run; `?`, `-` and sandclocks are refused with
    /// [`ParseError::NotRunnable`].
    fn from_str(s: &str) -> Result<TimeControl, ParseError> {
        match s.parse()? {
            PgnTimeControl::Timed(control) => Ok(control),
            other => Err(ParseError::NotRunnable(other)),
        }
    }
}

/// The PGN tag of White's control when the players have different ones (an Escaque extension).
pub const WHITE_TIME_CONTROL_TAG: &str = "WhiteTimeControl";
/// The PGN tag of Black's control when the players have different ones (an Escaque extension).
pub const BLACK_TIME_CONTROL_TAG: &str = "BlackTimeControl";

impl TimeControls {
    /// The PGN tags that describe both controls: `TimeControl` when they are the same; with
    /// time odds, `WhiteTimeControl` and `BlackTimeControl` (an Escaque extension; the standard
    /// has no tag for odds), and no `TimeControl`.
    ///
    /// ```
    /// use escaque::clock::TimeControls;
    /// let same = TimeControls::same("300+3".parse()?);
    /// assert_eq!(same.pgn_tags(), [("TimeControl", "300+3".to_string())]);
    /// let odds = TimeControls::odds("300".parse()?, "60".parse()?);
    /// assert_eq!(
    ///     odds.pgn_tags(),
    ///     [("WhiteTimeControl", "300".to_string()), ("BlackTimeControl", "60".to_string())]
    /// );
    /// # Ok::<(), escaque::clock::ParseError>(())
    /// ```
    pub fn pgn_tags(&self) -> Vec<(&'static str, String)> {
        if self.is_odds() {
            vec![(WHITE_TIME_CONTROL_TAG, self.white.to_string()), (BLACK_TIME_CONTROL_TAG, self.black.to_string())]
        } else {
            vec![("TimeControl", self.white.to_string())]
        }
    }

    /// Both controls from the values of the `TimeControl`, `WhiteTimeControl` and
    /// `BlackTimeControl` tags: a colour's own tag wins over `TimeControl`.
    ///
    /// `Ok(None)` when some colour has no tag at all; an error names the tag that is wrong.
    pub fn from_pgn_tags(
        time_control: Option<&str>,
        white: Option<&str>,
        black: Option<&str>,
    ) -> Result<Option<TimeControls>, TagError> {
        let read = |tag: &'static str, value: Option<&str>| {
            value.map(|v| v.parse::<TimeControl>().map_err(|error| TagError { tag, error })).transpose()
        };
        let both = read("TimeControl", time_control)?;
        let white = read(WHITE_TIME_CONTROL_TAG, white)?.or_else(|| both.clone());
        let black = read(BLACK_TIME_CONTROL_TAG, black)?.or(both);
        Ok(white.zip(black).map(|(white, black)| TimeControls { white, black }))
    }
}

/// A PGN time-control tag whose value is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagError {
    /// The tag's name.
    pub tag: &'static str,
    /// What is wrong with its value.
    pub error: ParseError,
}

impl fmt::Display for TagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "tag {}: {}", self.tag, self.error)
    }
}

impl std::error::Error for TagError {}

/// Settings and journals keep a control as its PGN `TimeControl` text, read back here.
impl TryFrom<String> for TimeControl {
    type Error = ParseError;
    fn try_from(text: String) -> Result<TimeControl, ParseError> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{MINUTE, SECOND};

    #[test]
    fn reads_the_standard_forms() {
        let m = MINUTE;
        let s = SECOND;
        for (tag, periods) in [
            ("5400", vec![Period::rest(90 * m)]),
            ("300+3", vec![Period::rest(5 * m).with_bonus(Bonus::Fischer(3 * s))]),
            ("300+0", vec![Period::rest(5 * m).with_bonus(Bonus::Fischer(0))]),
            ("40/9000:3600", vec![Period::moves(40, 150 * m), Period::rest(60 * m)]),
            (
                "40/5400+30:1800+30",
                vec![
                    Period::moves(40, 90 * m).with_bonus(Bonus::Fischer(30 * s)),
                    Period::rest(30 * m).with_bonus(Bonus::Fischer(30 * s)),
                ],
            ),
            ("40/7200", vec![Period::moves(40, 120 * m)]),
            ("300d5", vec![Period::rest(5 * m).with_bonus(Bonus::Delay(5 * s))]),
            ("300b2.5", vec![Period::rest(5 * m).with_bonus(Bonus::Bronstein(2_500))]),
            (" 60 ", vec![Period::rest(m)]),
        ] {
            let control: TimeControl = tag.parse().unwrap_or_else(|e| panic!("{tag}: {e}"));
            assert_eq!(control.periods(), periods, "{tag}");
            assert_eq!(control.to_string(), tag.trim(), "{tag}");
        }
    }

    #[test]
    fn errors_say_what_is_wrong() {
        for (tag, message) in [
            ("", "the time control is empty"),
            ("  ", "the time control is empty"),
            ("40/5400+30:18x0", "period 2: '18x0' is not a number of seconds"),
            ("40/5400:", "period 2 is empty"),
            ("::", "period 1 is empty"),
            ("x/300", "period 1: 'x' is not a number of moves"),
            ("+5/300", "period 1: '+5' is not a number of moves"),
            ("40/", "period 1: '' is not a number of seconds"),
            ("300+", "period 1: '' is not a number of seconds"),
            ("300+3+2", "period 1: '3+2' is not a number of seconds"),
            ("300d", "period 1: '' is not a number of seconds"),
            ("5 min", "period 1: '5 min' is not a number of seconds"),
            ("1.5.", "period 1: '1.5.' is not a number of seconds"),
            ("300:40/5400", "period 2 comes after period 1, which already lasts for the rest of the game"),
            ("0", "period 1 has no time: give it more than 0 seconds"),
            (
                "0/300:60",
                "period 1 asks for 0 moves: give it at least 1 move, or make it last for the rest of the game",
            ),
            ("60+90", "period 1: an increment of 90 s is longer than the period's own time of 60 s"),
            ("99999999999999999", "period 1: '99999999999999999' seconds is more than the clock can hold"),
            ("99999999999/60", "period 1: '99999999999' is not a number of moves"),
            ("*60:60", "a sandclock ('*') must be the whole time control"),
            ("60:*60", "a sandclock ('*') must be the whole time control"),
            ("*", "period 1: '' is not a number of seconds"),
            ("?", "'?' says the time control is unknown, which a chess clock cannot run"),
            ("-", "'-' says the game has no clock, which a chess clock cannot run"),
            ("*180", "'*180' is a sandclock, which a chess clock cannot run"),
        ] {
            let error = tag.parse::<TimeControl>().unwrap_err();
            assert_eq!(error.to_string(), message, "{tag:?}");
        }
    }

    #[test]
    fn tags_for_both_colours() {
        let both = TimeControls::from_pgn_tags(Some("300+3"), None, None).unwrap().unwrap();
        assert!(!both.is_odds());
        let odds = TimeControls::from_pgn_tags(Some("300"), None, Some("60")).unwrap().unwrap();
        assert_eq!((odds.white.to_string(), odds.black.to_string()), ("300".into(), "60".into()));
        assert_eq!(TimeControls::from_pgn_tags(None, Some("300"), None), Ok(None));
        assert_eq!(
            TimeControls::from_pgn_tags(Some("300"), Some("3x"), None).unwrap_err().to_string(),
            "tag WhiteTimeControl: period 1: '3x' is not a number of seconds"
        );
        for controls in [both, odds] {
            let tags = controls.pgn_tags();
            let get = |name: &str| tags.iter().find(|(n, _)| *n == name).map(|(_, v)| v.as_str());
            let back = TimeControls::from_pgn_tags(
                get("TimeControl"),
                get(WHITE_TIME_CONTROL_TAG),
                get(BLACK_TIME_CONTROL_TAG),
            );
            assert_eq!(back, Ok(Some(controls)));
        }
    }
}
