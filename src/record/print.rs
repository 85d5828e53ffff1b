//! Sending the printed scoresheet to the system's printing service: CUPS `lp` on Linux and
//! macOS, the shell's print verb on Windows; where there is no printing service, the PDF opens
//! in the default viewer, from which it can be printed.

use std::path::Path;
use std::process::Command;

use super::error::RecordError;

/// What happened to the print request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Printed {
    /// Sent to the printing service; its answer (e.g. the job id).
    Queued(String),
    /// No printing service: the file was opened in the default viewer.
    Opened,
}

/// Runs `command`: its output if it succeeded, or else what it said on stderr (or why it could
/// not start).
fn run(command: &mut Command) -> Result<String, std::io::Error> {
    let out = command.output()?;
    if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_owned())
    } else {
        Err(std::io::Error::other(String::from_utf8_lossy(&out.stderr).trim().to_owned()))
    }
}

/// Prints the PDF at `path`.
pub fn print_pdf(path: &Path) -> Result<Printed, RecordError> {
    let failed = |error: std::io::Error, viewer: Option<std::io::Error>| RecordError::PrintFailed {
        path: path.to_owned(),
        error: error.to_string(),
        viewer: viewer.map(|e| e.to_string()),
    };
    if cfg!(windows) {
        let arg = format!("Start-Process -FilePath '{}' -Verb Print", path.display());
        return run(Command::new("powershell").args(["-NoProfile", "-Command", &arg]))
            .map(Printed::Queued)
            .map_err(|e| failed(e, None));
    }
    match run(Command::new("lp").arg(path)) {
        Ok(answer) => Ok(Printed::Queued(answer)),
        Err(lp_error) => {
            let opener = if cfg!(target_os = "macos") { "open" } else { "xdg-open" };
            run(Command::new(opener).arg(path)).map(|_| Printed::Opened).map_err(|e| failed(lp_error, Some(e)))
        }
    }
}

/// `YYYY-MM-DDTHH:MM:SSZ` for seconds since 1970 (UTC), for the signatures' time.
///
/// ```
/// assert_eq!(escaque::record::print::utc_iso(0), "1970-01-01T00:00:00Z");
/// assert_eq!(escaque::record::print::utc_iso(1_795_383_000), "2026-11-22T21:30:00Z");
/// assert_eq!(escaque::record::print::pgn_date(951_782_400), "2000.02.29");
/// ```
pub fn utc_iso(secs: u64) -> String {
    let (y, m, d) = civil_date(secs / 86_400);
    let s = secs % 86_400;
    format!("{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z", s / 3600, s / 60 % 60, s % 60)
}

/// `YYYY.MM.DD`, the PGN `Date` tag, for seconds since 1970 (UTC).
pub fn pgn_date(secs: u64) -> String {
    let (y, m, d) = civil_date(secs / 86_400);
    format!("{y:04}.{m:02}.{d:02}")
}

/// `YYYY.MM.DD` for seconds since 1970 in the system's local time zone, the date the players
/// see on the wall (a game signed at 22:00 in São Paulo is dated that day, not the next); UTC
/// where no time zone can be found.
pub fn local_pgn_date(secs: u64) -> String {
    let zone = jiff::tz::TimeZone::try_system().ok();
    let at = i64::try_from(secs).ok().and_then(|s| jiff::Timestamp::from_second(s).ok());
    match (at, zone) {
        (Some(at), Some(zone)) => at.to_zoned(zone).strftime("%Y.%m.%d").to_string(),
        _ => pgn_date(secs),
    }
}

/// The calendar date of a day count since 1970-01-01 (proleptic Gregorian calendar).
fn civil_date(days: u64) -> (u64, u64, u64) {
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + u64::from(m <= 2);
    (y, m, d)
}

/// Seconds since 1970 now, from the wall clock (only the interface asks: the core never reads a
/// clock).
pub fn now_secs() -> u64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs())
}

/// A signing time kept as `YYYY-MM-DDTHH:MM:SSZ` (UTC, as the sealed record holds it), shown
/// in the system's local time with its offset: `2026-11-22 22:30 (UTC+01:00)`. Where the local
/// time zone cannot be found, in UTC, marked as such: `2026-11-22 21:30 UTC`. A text that is no
/// such time is shown as it is.
pub fn local_time(signed_at: &str) -> String {
    in_zone(signed_at, jiff::tz::TimeZone::try_system().ok().as_ref())
}

/// [`local_time`] in the time zone `zone`; `None` for UTC, marked as such.
///
/// ```
/// use escaque::record::print::in_zone;
/// let madrid = jiff::tz::TimeZone::get("Europe/Madrid").unwrap();
/// assert_eq!(in_zone("2026-11-22T21:30:00Z", Some(&madrid)), "2026-11-22 22:30 (UTC+01:00)");
/// assert_eq!(in_zone("2026-07-01T21:30:00Z", Some(&madrid)), "2026-07-01 23:30 (UTC+02:00)");
/// let lisbon = jiff::tz::TimeZone::get("Europe/Lisbon").unwrap();
/// assert_eq!(in_zone("2026-11-22T21:30:00Z", Some(&lisbon)), "2026-11-22 21:30 (UTC+00:00)");
/// assert_eq!(in_zone("2026-11-22T21:30:00Z", None), "2026-11-22 21:30 UTC");
/// assert_eq!(in_zone("yesterday", None), "yesterday");
/// ```
pub fn in_zone(signed_at: &str, zone: Option<&jiff::tz::TimeZone>) -> String {
    let Ok(at) = signed_at.trim().parse::<jiff::Timestamp>() else {
        return signed_at.to_owned();
    };
    match zone {
        Some(zone) => at.to_zoned(zone.clone()).strftime("%Y-%m-%d %H:%M (UTC%:z)").to_string(),
        None => at.strftime("%Y-%m-%d %H:%M UTC").to_string(),
    }
}
