//! The record's files, written through [`crate::durable`] (a temporary file beside the target,
//! forced to disk, renamed over it, the folder forced to disk; a device written through), with
//! its failures said as a [`RecordError`]: the seal key, sealed games, PDFs, files saved where
//! the player chose, the settings, the series, the live files. Each function is
//! [`crate::durable`]'s of the same name; see there for what it guarantees.

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
