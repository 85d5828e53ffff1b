//! Durable files: every file Escaque writes goes through here, so that a crash or a full disk
//! at any instant leaves the last good version readable.
//!
//! - A whole file ([`write_atomic`], [`write_private`], [`write_with`], [`replace`]) is written
//!   to a temporary file beside its target, under a name no other writer uses
//!   (`.<name>.<pid>.<n>.tmp`, made with `create_new`), forced to disk, and only then renamed
//!   over the target; the folder is forced to disk too ([`sync_dir`]). A reader sees the old
//!   file or the new one, never a mixture; two writers of one file never write into one
//!   temporary file. A target that is not a regular file (a device, a pipe) is written through.
//! - An appended file (the journal) is forced to disk after every write ([`append`]), and a
//!   write that failed halfway is cut off again ([`truncate`]).
//! - A file kept aside ([`keep_aside`], [`copy_aside`]) or kept under a new name
//!   ([`write_at_free_name`], [`move_to_free_name`]) never lands on an earlier file, even when
//!   two processes keep one at once; [`move_file`] moves files and folders, across disks too,
//!   never deleting an original before its copy is on disk.
//! - [`lock`] / [`lock_file`] hold a file's lock for as long as it is open, telling "held by
//!   another" ([`io::ErrorKind::WouldBlock`]) apart from the system's errors; [`in_use`] asks.
//!
//! This module is the bottom of the crate: it imports nothing from it. Its failures are an
//! [`Error`] that names the file and keeps the system's error, which callers turn into their
//! own (the record's `RecordError`, the journal's problems) with the words they always had.

use std::fmt;
use std::fs::{File, OpenOptions};
use std::io::{self, Seek, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// A file that is there but could not be read (no permission, a folder in its place, a disk
/// error), with the system's words: what the settings and the series say when they cannot
/// read theirs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    /// The file.
    pub path: PathBuf,
    /// The system's words (said only where no words of ours fit `kind`).
    pub error: String,
    /// What kind of failure it was, to say in the reader's words.
    pub kind: std::io::ErrorKind,
}

impl Unreadable {
    /// `path` could not be read, as `error` says.
    pub fn new(path: &Path, error: &std::io::Error) -> Unreadable {
        Unreadable { path: path.to_owned(), error: error.to_string(), kind: error.kind() }
    }
}

/// The bytes of `path`; `None` where there is no such file.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("escaque-doc-read-{}", std::process::id()));
/// std::fs::create_dir_all(&dir).unwrap();
/// assert_eq!(escaque::durable::read(&dir.join("none")).unwrap(), None);
/// std::fs::write(dir.join("a"), "text").unwrap();
/// assert_eq!(escaque::durable::read(&dir.join("a")).unwrap().as_deref(), Some(&b"text"[..]));
/// assert_eq!(escaque::durable::read(&dir).unwrap_err().path, dir);
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn read(path: &Path) -> Result<Option<Vec<u8>>, Unreadable> {
    match std::fs::read(path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(Unreadable::new(path, &e)),
    }
}

/// The text of `path`, which must be there; one not there, or not UTF-8, is [`Unreadable`].
pub fn read_text(path: &Path) -> Result<String, Unreadable> {
    std::fs::read_to_string(path).map_err(|e| Unreadable::new(path, &e))
}

/// What could not be done to a file, and the system's error.
#[derive(Debug)]
pub enum Error {
    /// A file could not be written; the file there before, if any, is unchanged.
    Write {
        /// The file.
        path: PathBuf,
        /// The system's error.
        source: io::Error,
    },
    /// A folder could not be made.
    CreateDir {
        /// The folder.
        path: PathBuf,
        /// The system's error.
        source: io::Error,
    },
    /// Every name offered for a new file was taken ([`write_at_free_name`],
    /// [`move_to_free_name`]): nothing was written or moved.
    Taken {
        /// The last name tried.
        path: PathBuf,
        /// [`io::ErrorKind::AlreadyExists`].
        source: io::Error,
    },
    /// A file could not be moved; it is still where it was.
    Move {
        /// Where the file is.
        from: PathBuf,
        /// Where it was to go.
        to: PathBuf,
        /// The system's error.
        source: io::Error,
    },
}

impl Error {
    /// The system's error.
    pub fn io(&self) -> &io::Error {
        match self {
            Error::Write { source, .. }
            | Error::CreateDir { source, .. }
            | Error::Taken { source, .. }
            | Error::Move { source, .. } => source,
        }
    }

    /// The system's error, for callers that speak `io::Error`.
    pub fn into_io(self) -> io::Error {
        match self {
            Error::Write { source, .. }
            | Error::CreateDir { source, .. }
            | Error::Taken { source, .. }
            | Error::Move { source, .. } => source,
        }
    }

    /// The disk (or the user's quota) is full.
    pub fn is_disk_full(&self) -> bool {
        is_disk_full(self.io())
    }
}

/// English, for logs and scripts; the window says a file error in the player's language
/// through the caller's own error type.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Write { path, source } => write!(f, "cannot write {}: {source}", path.display()),
            Error::CreateDir { path, source } => write!(f, "cannot make the folder {}: {source}", path.display()),
            Error::Taken { path, source } => write!(f, "every name up to {} is taken: {source}", path.display()),
            Error::Move { from, to, source } => {
                write!(f, "cannot move {} to {}: {source}", from.display(), to.display())
            }
        }
    }
}

impl std::error::Error for Error {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(self.io())
    }
}

impl From<Error> for io::Error {
    fn from(e: Error) -> io::Error {
        e.into_io()
    }
}

/// A full disk or an exhausted quota (ENOSPC, EDQUOT; ERROR_DISK_FULL on Windows).
pub fn is_disk_full(e: &io::Error) -> bool {
    matches!(e.kind(), io::ErrorKind::StorageFull | io::ErrorKind::QuotaExceeded)
}

/// Writes `bytes` to `path` as a whole, crash-safely (see the module's note).
///
/// ```
/// let dir = std::env::temp_dir().join(format!("escaque-durable-doc-{}", std::process::id()));
/// escaque::durable::create_dir(&dir).unwrap();
/// let path = dir.join("game.pgn");
/// escaque::durable::write_atomic(&path, b"1. e4 *").unwrap();
/// escaque::durable::write_atomic(&path, b"1. e4 e5 *").unwrap();
/// assert_eq!(std::fs::read(&path).unwrap(), b"1. e4 e5 *");
/// // Nothing is left beside it but the file.
/// assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    write_with(path, false, |out| out.write_all(bytes))
}

/// Writes a file only its owner may read (on Unix, from its first byte), crash-safely.
pub fn write_private(path: &Path, bytes: &[u8]) -> Result<(), Error> {
    write_with(path, true, |out| out.write_all(bytes))
}

/// Replaces the file at `path` with `text`, crash-safely: the same as [`write_atomic`], for a
/// text (the journal written anew, an envelope's game installed).
pub fn replace(path: &Path, text: &str) -> Result<(), Error> {
    write_atomic(path, text.as_bytes())
}

/// Writes `path` with what `fill` writes, crash-safely: if `fill` fails, or the disk fills up,
/// the target keeps its old content (or stays absent) and the temporary file is removed.
/// `private`: readable by the owner only (on Unix), from the first byte. A device or a pipe
/// (`-o /dev/stdout`) is written straight through: there is no file to replace.
pub fn write_with(
    path: &Path,
    private: bool,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<(), Error> {
    let failed = |source: io::Error| Error::Write { path: path.to_owned(), source };
    if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
        let mut out = OpenOptions::new().write(true).open(path).map_err(failed)?;
        return fill(&mut out).and_then(|()| out.flush()).map_err(failed);
    }
    let dir = folder_of(path);
    let (temp_path, mut temp) = create_temp(dir, path, private).map_err(failed)?;
    let written = fill(&mut temp).and_then(|()| temp.flush()).and_then(|()| temp.sync_all());
    drop(temp);
    if let Err(e) = written.and_then(|()| std::fs::rename(&temp_path, path)) {
        // A full disk leaves no half-written copy behind.
        let _ = std::fs::remove_file(&temp_path);
        return Err(failed(e));
    }
    sync_dir(dir);
    Ok(())
}

/// Appends `bytes` to `file` and forces them to disk. On an error, part of them may have
/// been written: [`truncate`] cuts them off again.
pub fn append(file: &mut File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)?;
    file.sync_data()
}

/// Cuts `file` back to its first `len` bytes, goes on writing from there, and forces that to
/// disk.
pub fn truncate(file: &mut File, len: u64) -> io::Result<()> {
    file.set_len(len)?;
    // A file not opened for appending writes where a failed write stopped: back to the end.
    file.seek(io::SeekFrom::Start(len))?;
    file.sync_data()
}

/// Makes the folder `dir` and its parents.
pub fn create_dir(dir: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(dir).map_err(|source| Error::CreateDir { path: dir.to_owned(), source })
}

/// Moves the file or folder `from` to `to`, and forces both folders to disk: a rename where
/// both are on one disk (atomic), else a copy forced to disk and only then the removal of the
/// original; a copy that fails halfway is removed and the original stays where it was.
/// `to`'s folder must exist. Like a rename, it replaces a file at `to`.
pub fn move_file(from: &Path, to: &Path) -> Result<(), Error> {
    let failed = |source: io::Error| Error::Move { from: from.to_owned(), to: to.to_owned(), source };
    match std::fs::rename(from, to) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::CrossesDevices => {
            if let Err(e) = copy_synced(from, to) {
                // A half copy would pass for the moved file: it goes, the original stays.
                let _ = if to.is_dir() { std::fs::remove_dir_all(to) } else { std::fs::remove_file(to) };
                return Err(failed(e));
            }
            sync_dir(folder_of(to));
            let removed = if from.is_dir() { std::fs::remove_dir_all(from) } else { std::fs::remove_file(from) };
            removed.map_err(failed)?;
        }
        Err(e) => return Err(failed(e)),
    }
    sync_dir(folder_of(to));
    if folder_of(from) != folder_of(to) {
        sync_dir(folder_of(from));
    }
    Ok(())
}

/// Writes `bytes` as [`write_atomic`] does, to the first of `names` that is free, never over a
/// file there, even one another process made a moment before: the temporary file is given
/// each name in turn with a hard link, which refuses a name that exists (where the file system
/// has no links, a rename to a name found free). Returns the name it took.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("escaque-new-doc-{}", std::process::id()));
/// escaque::durable::create_dir(&dir).unwrap();
/// let names = || (1..).map(|n| dir.join(format!("game-{n}.pgn")));
/// assert_eq!(escaque::durable::write_at_free_name(names(), b"1. e4 *").unwrap(), dir.join("game-1.pgn"));
/// assert_eq!(escaque::durable::write_at_free_name(names(), b"1. d4 *").unwrap(), dir.join("game-2.pgn"));
/// assert_eq!(std::fs::read(dir.join("game-1.pgn")).unwrap(), b"1. e4 *");
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn write_at_free_name(names: impl IntoIterator<Item = PathBuf>, bytes: &[u8]) -> Result<PathBuf, Error> {
    let mut names = names.into_iter().peekable();
    let Some(first) = names.peek().cloned() else {
        return Err(Error::Write { path: PathBuf::new(), source: io::Error::from(io::ErrorKind::InvalidInput) });
    };
    let dir = folder_of(&first).to_owned();
    let (temp_path, mut temp) =
        create_temp(&dir, &first, false).map_err(|source| Error::Write { path: first.clone(), source })?;
    let written = temp.write_all(bytes).and_then(|()| temp.sync_all());
    drop(temp);
    if let Err(source) = written {
        let _ = std::fs::remove_file(&temp_path);
        return Err(Error::Write { path: first, source });
    }
    let mut placed = Err(taken(first));
    for name in names {
        match link_new(&temp_path, &name) {
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => placed = Err(taken(name)),
            linked => {
                placed = linked.map(|()| name.clone()).map_err(|source| Error::Write { path: name, source });
                break;
            }
        }
    }
    // Linked: the temporary name goes (renamed, it is gone already); failed: nothing is left.
    let _ = std::fs::remove_file(&temp_path);
    sync_dir(&dir);
    placed
}

/// Moves the file `from` to the first of `names` that is free, never over a file there (a hard
/// link, which refuses a name that exists, then the old name removed; for a folder, across
/// disks or where the file system has no links, [`move_file`] to a name found free). Returns
/// the name it took.
pub fn move_to_free_name(from: &Path, names: impl IntoIterator<Item = PathBuf>) -> Result<PathBuf, Error> {
    let mut last = PathBuf::new();
    for to in names {
        if std::fs::symlink_metadata(&to).is_ok() {
            last = to;
            continue;
        }
        let moved = match std::fs::hard_link(from, &to) {
            Ok(()) => std::fs::remove_file(from).map_err(|source| {
                // Still where it was, as the error says: the new name goes again.
                let _ = std::fs::remove_file(&to);
                Error::Move { from: from.to_owned(), to: to.clone(), source }
            }),
            // Taken since it was looked at: the next name.
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                last = to;
                continue;
            }
            Err(_) => move_file(from, &to),
        };
        moved?;
        sync_dir(folder_of(&to));
        return Ok(to);
    }
    Err(taken(last))
}

/// Every name offered was taken, `path` the last.
fn taken(path: PathBuf) -> Error {
    Error::Taken { path, source: io::Error::from(io::ErrorKind::AlreadyExists) }
}

/// Moves `path` aside, to `<path>.<suffix>`, or the first of `<path>.<suffix>.1`, `.2`… not
/// taken, and forces the folder to disk: never over an earlier copy, even when another process
/// keeps one aside at the same time ([`move_to_free_name`]). Returns where it went.
///
/// ```
/// let dir = std::env::temp_dir().join(format!("escaque-aside-doc-{}", std::process::id()));
/// escaque::durable::create_dir(&dir).unwrap();
/// let path = dir.join("settings.ron");
/// std::fs::write(&path, "(muted: maybe)").unwrap();
/// assert_eq!(escaque::durable::keep_aside(&path, "broken").unwrap(), dir.join("settings.ron.broken"));
/// std::fs::write(&path, "(muted: perhaps)").unwrap();
/// assert_eq!(escaque::durable::keep_aside(&path, "broken").unwrap(), dir.join("settings.ron.broken.1"));
/// assert!(!path.exists());
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn keep_aside(path: &Path, suffix: &str) -> Result<PathBuf, Error> {
    move_to_free_name(path, aside_names(path, suffix))
}

/// Keeps a copy of `path` aside, named as [`keep_aside`] names it (never over an earlier
/// copy: each name is made with `create_new`), forced to disk, and leaves `path` where it is:
/// a damaged journal kept before it is written anew with [`replace`], so that at every instant
/// the original is at one name or the other. A copy, not a link: writing to `path` later never
/// changes it. Returns where the copy is.
pub fn copy_aside(path: &Path, suffix: &str) -> Result<PathBuf, Error> {
    for to in aside_names(path, suffix) {
        match copy_new(path, &to) {
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            copied => {
                copied.map_err(|source| Error::Move { from: path.to_owned(), to: to.clone(), source })?;
                sync_dir(folder_of(&to));
                return Ok(to);
            }
        }
    }
    unreachable!("some name is free")
}

/// `<path>.<suffix>`, then `<path>.<suffix>.1`, `.2`…
fn aside_names(path: &Path, suffix: &str) -> impl Iterator<Item = PathBuf> {
    let name = file_name(path);
    let dir = folder_of(path).to_owned();
    (0u32..).map(move |n| dir.join(if n == 0 { format!("{name}.{suffix}") } else { format!("{name}.{suffix}.{n}") }))
}

/// Gives the file `from` the name `to` as well, never over a file there: a hard link, which
/// refuses a name that exists; where the file system has none, a rename to a name found free
/// (`from` is then gone).
fn link_new(from: &Path, to: &Path) -> io::Result<()> {
    match std::fs::hard_link(from, to) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Err(e),
        Err(_) if std::fs::symlink_metadata(to).is_ok() => Err(io::Error::from(io::ErrorKind::AlreadyExists)),
        Err(_) => std::fs::rename(from, to),
    }
}

/// Takes `file`'s lock, held as long as it is open (by this process): another process that
/// holds it gives [`io::ErrorKind::WouldBlock`]; any other error is the system's.
pub fn lock(file: &File) -> io::Result<()> {
    file.try_lock().map_err(|e| match e {
        std::fs::TryLockError::WouldBlock => io::Error::new(io::ErrorKind::WouldBlock, "open in another window"),
        std::fs::TryLockError::Error(e) => e,
    })
}

/// Opens the file at `path` for writing (made if missing, its content left as it is) and takes
/// its [`lock`]: held until the returned file is dropped.
///
/// ```
/// use std::io::ErrorKind;
/// let dir = std::env::temp_dir().join(format!("escaque-lock-doc-{}", std::process::id()));
/// escaque::durable::create_dir(&dir).unwrap();
/// let path = dir.join("current.lock");
/// let held = escaque::durable::lock_file(&path).unwrap();
/// assert!(escaque::durable::in_use(&path));
/// assert_eq!(escaque::durable::lock_file(&path).unwrap_err().kind(), ErrorKind::WouldBlock);
/// drop(held);
/// assert!(!escaque::durable::in_use(&path));
/// # std::fs::remove_dir_all(&dir).unwrap();
/// ```
pub fn lock_file(path: &Path) -> io::Result<File> {
    let file = OpenOptions::new().create(true).truncate(false).write(true).open(path)?;
    lock(&file)?;
    Ok(file)
}

/// Whether another holder has the file at `path` locked ([`lock`]). A missing file is not.
pub fn in_use(path: &Path) -> bool {
    File::open(path).is_ok_and(|file| matches!(file.try_lock(), Err(std::fs::TryLockError::WouldBlock)))
}

/// Forces a folder's entries (a rename, a new file) to disk. Best effort: Windows cannot open
/// a folder as a file, and some file systems refuse to flush one; the data itself is flushed.
pub fn sync_dir(dir: &Path) {
    #[cfg(unix)]
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
    #[cfg(not(unix))]
    let _ = dir;
}

/// The folder a file is in (`.` for a bare name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned())
}

/// A new file beside `target`, with a name no other writer uses: `.name.pid.n.tmp`, made with
/// `create_new`, so that even a name left by a crashed run is never shared.
fn create_temp(dir: &Path, target: &Path, private: bool) -> io::Result<(PathBuf, File)> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let name = file_name(target);
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

/// Copies the file `from` to `to`, a name that must not exist yet, and forces it to disk.
fn copy_new(from: &Path, to: &Path) -> io::Result<()> {
    let mut source = File::open(from)?;
    let mut copy = OpenOptions::new().write(true).create_new(true).open(to)?;
    let copied = io::copy(&mut source, &mut copy).and_then(|_| copy.sync_all());
    if copied.is_err() {
        let _ = std::fs::remove_file(to);
    }
    copied
}

/// Copies a file or a folder (with everything in it), each file forced to disk.
fn copy_synced(from: &Path, to: &Path) -> io::Result<()> {
    if from.is_dir() {
        std::fs::create_dir_all(to)?;
        for entry in std::fs::read_dir(from)? {
            let entry = entry?;
            copy_synced(&entry.path(), &to.join(entry.file_name()))?;
        }
        sync_dir(to);
        Ok(())
    } else {
        std::fs::copy(from, to)?;
        File::open(to)?.sync_all()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("escaque-durable-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> =
            std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
        names.sort();
        names
    }

    #[test]
    fn a_whole_file_is_replaced_and_nothing_is_left_beside_it() {
        let dir = scratch("whole");
        let path = dir.join("a.txt");
        for (write, text) in [(write_atomic as fn(&Path, &[u8]) -> Result<(), Error>, "one"), (write_private, "two")] {
            write(&path, text.as_bytes()).unwrap();
            assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        }
        replace(&path, "three").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "three");
        assert_eq!(names(&dir), ["a.txt"]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn a_private_file_is_its_owners_alone() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("private");
        let path = dir.join("seal.key");
        write_private(&path, b"secret").unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_failed_write_leaves_the_old_file_and_says_which() {
        let dir = scratch("failed");
        let path = dir.join("a.txt");
        write_atomic(&path, b"old").unwrap();
        let failed = write_with(&path, false, |out| {
            out.write_all(b"half")?;
            Err(io::Error::from(io::ErrorKind::StorageFull))
        })
        .unwrap_err();
        assert!(failed.is_disk_full());
        assert!(matches!(&failed, Error::Write { path: p, .. } if *p == path));
        assert_eq!(std::fs::read(&path).unwrap(), b"old");
        assert_eq!(names(&dir), ["a.txt"]);
        // A folder that is not there: the system's error, named.
        let nowhere = dir.join("missing").join("a.txt");
        let e = write_atomic(&nowhere, b"x").unwrap_err();
        assert_eq!(e.io().kind(), io::ErrorKind::NotFound);
        assert!(e.to_string().starts_with(&format!("cannot write {}", nowhere.display())), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn kept_aside_never_over_an_earlier_copy() {
        let dir = scratch("aside");
        let path = dir.join("j.journal");
        type KeepFn = fn(&Path, &str) -> Result<PathBuf, Error>;
        let cases: [(KeepFn, bool, &str, &str); 4] = [
            (copy_aside, true, "first", "j.journal.damaged"),
            (copy_aside, true, "second", "j.journal.damaged.1"),
            (keep_aside, false, "third", "j.journal.damaged.2"),
            (keep_aside, false, "fourth", "j.journal.damaged.3"),
        ];
        for (keep, copied, text, expected) in cases {
            std::fs::write(&path, text).unwrap();
            let to = keep(&path, "damaged").unwrap();
            assert_eq!(to, dir.join(expected));
            assert_eq!(std::fs::read_to_string(&to).unwrap(), text);
            assert_eq!(path.exists(), copied, "{text}");
        }
        // A copy kept aside is not changed when the original is written to or replaced.
        std::fs::write(&path, "fifth").unwrap();
        let copy = copy_aside(&path, "damaged").unwrap();
        std::fs::OpenOptions::new().append(true).open(&path).unwrap().write_all(b" and more").unwrap();
        replace(&path, "mended").unwrap();
        assert_eq!(std::fs::read_to_string(copy).unwrap(), "fifth");
        let missing = keep_aside(&dir.join("none"), "broken").unwrap_err();
        assert!(matches!(missing, Error::Move { .. }), "{missing}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_file_written_or_moved_to_a_free_name_never_lands_on_another() {
        let dir = scratch("free");
        let names = || (1..4).map(|n| dir.join(format!("{n}.pgn")));
        std::fs::write(dir.join("1.pgn"), "kept before").unwrap();
        assert_eq!(write_at_free_name(names(), b"two").unwrap(), dir.join("2.pgn"));
        std::fs::write(dir.join("j"), "journal").unwrap();
        assert_eq!(move_to_free_name(&dir.join("j"), names()).unwrap(), dir.join("3.pgn"));
        assert_eq!(
            [1, 2, 3].map(|n| std::fs::read_to_string(dir.join(format!("{n}.pgn"))).unwrap()),
            ["kept before", "two", "journal"]
        );
        // Every name taken: said, and nothing written or moved.
        let full = write_at_free_name(names(), b"four").unwrap_err();
        assert!(matches!(&full, Error::Taken { path, .. } if *path == dir.join("3.pgn")), "{full}");
        std::fs::write(dir.join("j"), "another").unwrap();
        let full = move_to_free_name(&dir.join("j"), names()).unwrap_err();
        assert!(matches!(&full, Error::Taken { path, .. } if *path == dir.join("3.pgn")), "{full}");
        assert_eq!(names().filter(|p| p.exists()).count(), 3);
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 4, "no temporary file left");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_folder_moves_whole_and_a_missing_file_says_so() {
        let dir = scratch("move");
        std::fs::create_dir_all(dir.join("old/games")).unwrap();
        std::fs::write(dir.join("old/games/1.pgn"), "1. e4 *").unwrap();
        move_file(&dir.join("old/games"), &dir.join("games")).unwrap();
        assert_eq!(std::fs::read_to_string(dir.join("games/1.pgn")).unwrap(), "1. e4 *");
        assert!(!dir.join("old/games").exists());
        let e = move_file(&dir.join("old/none"), &dir.join("none")).unwrap_err();
        assert_eq!(e.io().kind(), io::ErrorKind::NotFound);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_appended_write_is_cut_back_to_its_last_whole_line() {
        let dir = scratch("append");
        let path = dir.join("j.journal");
        let mut file = File::create(&path).unwrap();
        append(&mut file, b"one\n").unwrap();
        append(&mut file, b"tw").unwrap();
        truncate(&mut file, 4).unwrap();
        append(&mut file, b"two\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "one\ntwo\n");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_lock_is_held_while_its_file_is_open() {
        let dir = scratch("lock");
        let path = dir.join("current.lock");
        assert!(!in_use(&path), "no file, no lock");
        let held = lock_file(&path).unwrap();
        assert!(in_use(&path));
        let again = OpenOptions::new().write(true).open(&path).unwrap();
        assert_eq!(lock(&again).unwrap_err().kind(), io::ErrorKind::WouldBlock);
        drop(held);
        assert!(!in_use(&path));
        lock(&again).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
    }
}
