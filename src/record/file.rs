//! Crash-safe writing: every file of the record (the seal key, sealed games, PDFs, files saved
//! where the player chose) is written to a temporary file beside its target, flushed to the
//! disk, and only then renamed over the target; the folder is flushed too where the system
//! allows it. A crash or a full disk leaves the target as it was before, or as it is meant to
//! be, never half written. A target that is not a regular file (a device, a pipe) is written
//! straight through.

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use super::error::{OsError, RecordError};

/// Writes `bytes` to `path` crash-safely (see the module's note).
pub fn write_file(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    write_with(path, false, |out| out.write_all(bytes))
}

/// Writes a file only its owner may read (the seal key), crash-safely.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<(), RecordError> {
    write_with(path, true, |out| out.write_all(bytes))
}

/// Writes `path` with what `fill` writes, crash-safely: if `fill` fails, or the disk fills up,
/// the target keeps its old content (or stays absent) and the temporary file is removed.
/// `private`: readable by the owner only (on Unix), from the first byte.
pub fn write_with(
    path: &Path,
    private: bool,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), RecordError> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let failed = |e: io::Error| RecordError::writing(path, &e);
    // A device or a pipe (`-o /dev/stdout`): there is no file to replace, so write through.
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        let mut out = OpenOptions::new().write(true).open(path).map_err(failed)?;
        return fill(&mut out).and_then(|()| out.flush()).map_err(failed);
    }
    let (temp_path, mut temp) = create_temp(dir, path, private).map_err(failed)?;
    let written = fill(&mut temp).and_then(|()| temp.flush()).and_then(|()| temp.sync_all());
    drop(temp);
    if let Err(e) = written.and_then(|()| std::fs::rename(&temp_path, path)) {
        let _ = std::fs::remove_file(&temp_path);
        return Err(failed(e));
    }
    sync_dir(dir);
    Ok(())
}

/// Makes the folder `dir` and its parents.
pub fn create_dir(dir: &Path) -> Result<(), RecordError> {
    std::fs::create_dir_all(dir)
        .map_err(|e| RecordError::CannotCreateFolder { path: dir.to_owned(), error: OsError::from(&e) })
}

/// Moves `from` to `to` (a rename, so atomic on one disk), and flushes the folder.
pub fn move_file(from: &Path, to: &Path) -> Result<(), RecordError> {
    std::fs::rename(from, to).map_err(|e| RecordError::CannotMove {
        from: from.to_owned(),
        to: to.to_owned(),
        error: OsError::from(&e),
    })?;
    if let Some(dir) = to.parent() {
        sync_dir(dir);
    }
    Ok(())
}

/// Moves `path` aside, to `<path>.<suffix>`, or the first of `<path>.<suffix>.1`, `.2`… not
/// taken, and flushes the folder: never over an earlier one (a hard link, which refuses a name
/// that exists, where the system and file system allow; else a rename to a name found free).
/// Returns where it went.
pub fn keep_aside(path: &Path, suffix: &str) -> Result<PathBuf, RecordError> {
    let name = path.file_name().map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let dir = path.parent().unwrap_or(Path::new(""));
    for n in 0u32.. {
        let to = dir.join(if n == 0 { format!("{name}.{suffix}") } else { format!("{name}.{suffix}.{n}") });
        if std::fs::symlink_metadata(&to).is_ok() {
            continue;
        }
        let moved = match std::fs::hard_link(path, &to) {
            Ok(()) => std::fs::remove_file(path),
            // Taken since it was looked at: the next name.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            // A folder, or a file system without links: renamed to the name found free.
            Err(_) => std::fs::rename(path, &to),
        };
        moved.map_err(|e| RecordError::CannotMove {
            from: path.to_owned(),
            to: to.clone(),
            error: OsError::from(&e),
        })?;
        sync_dir(if dir.as_os_str().is_empty() { Path::new(".") } else { dir });
        return Ok(to);
    }
    unreachable!("some name is free")
}

/// A new file beside `target`, with a name no other writer of this process uses: `.name.pid.n.tmp`.
fn create_temp(dir: &Path, target: &Path, private: bool) -> io::Result<(PathBuf, File)> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let name = target.file_name().map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    loop {
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let temp = dir.join(format!(".{name}.{}.{n}.tmp", std::process::id()));
        let mut options = OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        if private {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        #[cfg(not(unix))]
        let _ = private;
        match options.open(&temp) {
            Ok(file) => return Ok((temp, file)),
            // Left by a crashed run with the same process id: take the next name.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

/// Flushes a folder's entries (the rename) to the disk. Best effort: Windows cannot open a
/// folder as a file, and some file systems refuse to flush one; the data itself is flushed.
fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}
