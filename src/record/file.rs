//! The record's files, written through [`crate::durable`] (a temporary file beside the target,
//! forced to disk, renamed over it, the folder forced to disk; a device written through), with
//! its failures said as a [`RecordError`]: the seal key, sealed games, PDFs, files saved where
//! the player chose, the settings, the series, the live files. Each function is
//! [`crate::durable`]'s of the same name; see there for what it guarantees. And how a record's
//! files are named, wherever they go: [`file_name`] (date, players, round) and, when that name
//! is taken, [`free_names`].

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::error::RecordError;
use crate::durable;

/// Writes `bytes` to `path` crash-safely ([`durable::write_atomic`]).
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    Ok(durable::write_atomic(path, bytes)?)
}

/// Writes a file only its owner may read (the seal key), crash-safely ([`durable::write_private`]).
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    Ok(durable::write_private(path, bytes)?)
}

/// Writes `path` with what `fill` writes, crash-safely ([`durable::write_with`]): if `fill`
/// fails, or the disk fills up, the target keeps its old content (or stays absent).
pub fn write_with(
    path: &Path,
    private: bool,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), RecordError> {
    Ok(durable::write_with(path, private, fill)?)
}

/// Makes the folder `dir` and its parents ([`durable::create_dir`]).
pub fn create_dir(dir: &Path) -> Result<(), RecordError> {
    Ok(durable::create_dir(dir)?)
}

/// Writes `bytes` crash-safely to the first of `names` that is free, never over a file there
/// ([`durable::write_at_free_name`]); the name it took.
pub fn write_at_free_name(names: impl IntoIterator<Item = PathBuf>, bytes: &[u8]) -> Result<PathBuf, RecordError> {
    Ok(durable::write_at_free_name(names, bytes)?)
}

/// Moves `from` to the first of `names` that is free, never over a file there
/// ([`durable::move_to_free_name`]); the name it took.
pub fn move_to_free_name(from: &Path, names: impl IntoIterator<Item = PathBuf>) -> Result<PathBuf, RecordError> {
    Ok(durable::move_to_free_name(from, names)?)
}

/// Moves `path` aside, never over an earlier copy ([`durable::keep_aside`]); where it went.
pub fn keep_aside(path: &Path, suffix: &str) -> Result<PathBuf, RecordError> {
    Ok(durable::keep_aside(path, suffix)?)
}

/// `folder/file_name`, then `name (2).ext`, `name (3).ext`...: the names a record takes, in order,
/// the first free one kept (a record saved without a dialog, a game kept in the archive).
pub fn free_names(folder: &Path, file_name: &str) -> impl Iterator<Item = PathBuf> {
    let (stem, extension) = file_name.rsplit_once('.').unwrap_or((file_name, ""));
    let (stem, extension, folder) = (stem.to_owned(), extension.to_owned(), folder.to_owned());
    (1..).map(move |n: u32| {
        let stem = if n == 1 { stem.clone() } else { format!("{stem} ({n})") };
        folder.join(if extension.is_empty() { stem } else { format!("{stem}.{extension}") })
    })
}

/// A record's file name as an organiser files it: `2026-11-23 Uxía Fernández - Jordi Puig R3.pgn`.
/// `date` is the PGN's `YYYY.MM.DD`, as far as it is known (`2026.11.??` gives `2026-11`); empty
/// names and round are left out; characters no file system takes (`/ \ : * ? " < > |` and
/// control characters) become spaces.
///
/// ```
/// use escaque::record::file::file_name;
/// assert_eq!(file_name("2026.11.23", "Uxía", "Jordi", "3", "pgn"), "2026-11-23 Uxía - Jordi R3.pgn");
/// assert_eq!(file_name("2026.11.23", "", "", "", "pdf"), "2026-11-23 Escaque.pdf");
/// assert_eq!(file_name("2026.11.23", "A/B: C", "D", "", "pgn"), "2026-11-23 A B C - D.pgn");
/// assert_eq!(file_name("2026.11.??", "A", "B", "", "pgn"), "2026-11 A - B.pgn");
/// ```
pub fn file_name(date: &str, white: &str, black: &str, round: &str, extension: &str) -> String {
    let clean = |text: &str| -> String {
        let replaced: String =
            text.chars().map(|c| if c.is_control() || "/\\:*?\"<>|".contains(c) { ' ' } else { c }).collect();
        // At most 40 characters a name, and no run of spaces.
        replaced.split_whitespace().collect::<Vec<_>>().join(" ").chars().take(40).collect::<String>().trim().to_owned()
    };
    let known = date.trim().split('.').take_while(|part| !part.is_empty() && !part.contains('?'));
    let mut name = clean(&known.collect::<Vec<_>>().join("-"));
    let (white, black) = (clean(white), clean(black));
    if white.is_empty() && black.is_empty() {
        name.push_str(" Escaque");
    } else {
        let side = |n: &str, fallback: &str| if n.is_empty() { fallback.to_owned() } else { n.to_owned() };
        name.push_str(&format!(" {} - {}", side(&white, "?"), side(&black, "?")));
    }
    let round = clean(round);
    if !round.is_empty() {
        name.push_str(&format!(" R{round}"));
    }
    format!("{}.{extension}", name.trim_start())
}
