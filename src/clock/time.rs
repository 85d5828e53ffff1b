//! Units of time and how a clock time is written.

use std::fmt;

use crate::laws::Millis;

/// One second in [`Millis`].
pub const SECOND: Millis = 1_000;
/// One minute in [`Millis`].
pub const MINUTE: Millis = 60 * SECOND;
/// One hour in [`Millis`].
pub const HOUR: Millis = 60 * MINUTE;

/// A time written as `h:mm:ss`, with `.mmm` only when there are milliseconds: the form of the
/// `[%clk]` and `[%emt]` comments, also used by the clock's error messages.
///
/// ```
/// use escaque::clock::{Hms, MINUTE};
/// assert_eq!(Hms(90 * MINUTE).to_string(), "1:30:00");
/// assert_eq!(Hms(5_250).to_string(), "0:00:05.250");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hms(pub Millis);

impl fmt::Display for Hms {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = self.0;
        write!(f, "{}:{:02}:{:02}", ms / HOUR, ms / MINUTE % 60, ms / SECOND % 60)?;
        match ms % SECOND {
            0 => Ok(()),
            frac => write!(f, ".{frac:03}"),
        }
    }
}

impl Hms {
    /// The time as a clock face shows it in whole seconds: rounded up, so that `0:00:00` only
    /// ever means the flag has fallen. The scoresheet's `[%clk]` records this, what the players
    /// saw.
    ///
    /// ```
    /// use escaque::clock::Hms;
    /// assert_eq!(Hms(1_550_600).shown().to_string(), "0:25:51");
    /// assert_eq!(Hms(60_000).shown().to_string(), "0:01:00");
    /// // Within a second of the largest time a u64 holds there is no whole second above: the
    /// // last one below is shown, never a wrapped time.
    /// assert_eq!(Hms(u64::MAX).shown(), Hms(u64::MAX / 1000 * 1000));
    /// ```
    pub fn shown(self) -> Hms {
        Hms(self.0.div_ceil(SECOND).checked_mul(SECOND).unwrap_or(Millis::MAX / SECOND * SECOND))
    }
}

/// A text that is not a time in `h:mm:ss` form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HmsError(pub String);

impl fmt::Display for HmsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\"{}\" is not a time in h:mm:ss form", self.0)
    }
}

impl std::error::Error for HmsError {}

impl std::str::FromStr for Hms {
    type Err = HmsError;

    /// Reads `h:mm:ss`, `mm:ss` or `ss`, each with up to three decimals of a second, as the
    /// `[%clk]` and `[%emt]` comments write them.
    ///
    /// ```
    /// use escaque::clock::Hms;
    /// assert_eq!("0:01:05.5".parse::<Hms>(), Ok(Hms(65_500)));
    /// assert_eq!("1:00:00".parse::<Hms>(), Ok(Hms(3_600_000)));
    /// assert!("1:0x:00".parse::<Hms>().is_err());
    /// assert!("1:60:00".parse::<Hms>().is_err());
    /// // More milliseconds than a u64 holds: an error, never a wrapped time.
    /// assert!("18446744073709551.999".parse::<Hms>().is_err());
    /// ```
    fn from_str(text: &str) -> Result<Hms, HmsError> {
        let error = || HmsError(text.to_owned());
        let (whole, frac) = match text.split_once('.') {
            Some((w, f)) => (w, Some(f)),
            None => (text, None),
        };
        let parts: Vec<&str> = whole.split(':').collect();
        if parts.len() > 3 {
            return Err(error());
        }
        let mut ms: Millis = 0;
        for (i, part) in parts.iter().enumerate() {
            let sexagesimal = i > 0;
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) || sexagesimal && part.len() != 2 {
                return Err(error());
            }
            let value: Millis = part.parse().map_err(|_| error())?;
            if sexagesimal && value >= 60 {
                return Err(error());
            }
            ms = ms.checked_mul(60).and_then(|m| m.checked_add(value)).ok_or_else(error)?;
        }
        ms = ms.checked_mul(SECOND).ok_or_else(error)?;
        if let Some(frac) = frac {
            if frac.is_empty() || frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
                return Err(error());
            }
            let frac = format!("{frac:0<3}").parse::<Millis>().map_err(|_| error())?;
            ms = ms.checked_add(frac).ok_or_else(error)?;
        }
        Ok(Hms(ms))
    }
}

/// Seconds as PGN writes them: whole seconds, or a decimal point and up to three digits when
/// there are milliseconds (an Escaque extension; standard tags only hold whole seconds).
pub(crate) fn format_seconds(ms: Millis) -> String {
    match ms % SECOND {
        0 => (ms / SECOND).to_string(),
        frac => {
            let digits = format!("{frac:03}");
            format!("{}.{}", ms / SECOND, digits.trim_end_matches('0'))
        }
    }
}

/// Why a text is not a number of seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SecondsError {
    /// Not digits, with at most one point followed by one to three digits.
    NotSeconds,
    /// More milliseconds than a `u64` holds.
    TooLong,
}

/// Reads [`format_seconds`]' form back: `30`, `2.5`, `0.125`. Integer arithmetic only.
pub(crate) fn parse_seconds(text: &str) -> Result<Millis, SecondsError> {
    let (whole, frac) = match text.split_once('.') {
        Some((whole, frac)) => (whole, Some(frac)),
        None => (text, None),
    };
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(whole) || frac.is_some_and(|f| !all_digits(f) || f.len() > 3) {
        return Err(SecondsError::NotSeconds);
    }
    let whole: Millis = whole.parse().map_err(|_| SecondsError::TooLong)?;
    let frac: Millis = match frac {
        Some(f) => f.parse::<Millis>().map_err(|_| SecondsError::NotSeconds)? * 10u64.pow(3 - f.len() as u32),
        None => 0,
    };
    whole.checked_mul(SECOND).and_then(|ms| ms.checked_add(frac)).ok_or(SecondsError::TooLong)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hms_table() {
        for (ms, text) in [
            (0, "0:00:00"),
            (999, "0:00:00.999"),
            (SECOND, "0:00:01"),
            (59 * SECOND, "0:00:59"),
            (MINUTE, "0:01:00"),
            (HOUR - 1, "0:59:59.999"),
            (HOUR, "1:00:00"),
            (25 * HOUR + 1, "25:00:00.001"),
        ] {
            assert_eq!(Hms(ms).to_string(), text, "{ms} ms");
        }
    }

    #[test]
    fn seconds_table() {
        for (text, ms) in [("0", 0), ("30", 30_000), ("2.5", 2_500), ("0.125", 125), ("1.05", 1_050)] {
            assert_eq!(parse_seconds(text), Ok(ms), "{text}");
            assert_eq!(format_seconds(ms), text, "{ms} ms");
        }
        for bad in ["", ".", "1.", ".5", "1.2345", "-1", "+1", "1e3", "1 ", "１"] {
            assert_eq!(parse_seconds(bad), Err(SecondsError::NotSeconds), "{bad:?}");
        }
        assert_eq!(parse_seconds("18446744073709551615"), Err(SecondsError::TooLong));
        assert_eq!(parse_seconds("99999999999999999999999"), Err(SecondsError::TooLong));
    }
}
