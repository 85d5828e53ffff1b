//! What can go wrong while keeping the record: the seal key, the files, the printer. The window
//! says it in the player's language (`i18n::record`); the values name the file and carry the
//! system's own words for what went wrong.

use std::io;
use std::path::{Path, PathBuf};

/// A full disk or an exhausted quota (ENOSPC, EDQUOT; ERROR_DISK_FULL on Windows).
pub use crate::durable::is_disk_full;

/// An error the operating system gave: its kind, to say it in the player's language when it is
/// a common one, and its text, for the others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OsError {
    /// The kind of error.
    pub kind: io::ErrorKind,
    /// The system's own words for it.
    pub message: String,
}

impl From<&io::Error> for OsError {
    fn from(e: &io::Error) -> OsError {
        OsError { kind: e.kind(), message: e.to_string() }
    }
}

/// Why a step of the record workflow (sealing, keeping, saving, printing) was not done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The installation's seal key is there but cannot be read.
    KeyUnreadable {
        /// The key file.
        path: PathBuf,
        /// Why it cannot be read.
        error: OsError,
    },
    /// The seal key file does not hold a key (damaged, or the wrong length).
    KeyDamaged {
        /// The key file.
        path: PathBuf,
    },
    /// The seal key file's secret no longer gives the public key written beside it: the file
    /// was changed after it was made, and nothing is sealed with it.
    KeyChanged {
        /// The key file.
        path: PathBuf,
        /// The fingerprint of the key the file was made with (the public key beside the secret).
        expected: String,
        /// The fingerprint of the key its secret now gives.
        found: String,
    },
    /// The system gave no randomness to make a new seal key.
    NoRandomness {
        /// The system's words for the failure.
        message: String,
    },
    /// A folder (the games' folder, the data folder) cannot be made.
    CannotCreateFolder {
        /// The folder.
        path: PathBuf,
        /// Why it cannot be made.
        error: OsError,
    },
    /// A file cannot be written; the file there before, if any, is unchanged.
    CannotWrite {
        /// The file.
        path: PathBuf,
        /// Why it cannot be written.
        error: OsError,
    },
    /// The disk is full: the file was not written; the file there before, if any, is unchanged.
    DiskFull {
        /// The file that was not written.
        path: PathBuf,
    },
    /// A file (the last game's journal) cannot be moved in with the games.
    CannotMove {
        /// Where the file is.
        from: PathBuf,
        /// Where it was to go.
        to: PathBuf,
        /// Why it cannot be moved.
        error: OsError,
    },
    /// The printing service refused the sheet, or could not be started; where there is no
    /// printing service the sheet is opened in a viewer instead, and that failed too.
    PrintFailed {
        /// The sheet's PDF.
        path: PathBuf,
        /// What the printing service said, or why it could not be started.
        error: String,
        /// Why the viewer could not open the sheet, when it was tried (not on Windows).
        viewer: Option<String>,
    },
}

impl RecordError {
    /// A failed write of `path`: a full disk told apart from the rest.
    pub fn writing(path: &Path, e: &io::Error) -> RecordError {
        if is_disk_full(e) {
            RecordError::DiskFull { path: path.to_owned() }
        } else {
            RecordError::CannotWrite { path: path.to_owned(), error: OsError::from(e) }
        }
    }
}

/// What a durable file operation could not do, as the record says it: the same variants, and
/// so the same words, as before the writing moved to [`crate::durable`].
impl From<crate::durable::Error> for RecordError {
    fn from(e: crate::durable::Error) -> RecordError {
        use crate::durable::Error;
        match e {
            Error::Write { path, source } | Error::Taken { path, source } => RecordError::writing(&path, &source),
            Error::CreateDir { path, source } => {
                RecordError::CannotCreateFolder { path, error: OsError::from(&source) }
            }
            Error::Move { from, to, source } => RecordError::CannotMove { from, to, error: OsError::from(&source) },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_disk_is_told_apart() {
        let path = Path::new("/games/1.pgn");
        #[cfg(target_os = "linux")]
        assert_eq!(
            RecordError::writing(path, &io::Error::from_raw_os_error(28)),
            RecordError::DiskFull { path: path.to_owned() },
            "ENOSPC"
        );
        assert_eq!(
            RecordError::writing(path, &io::Error::from(io::ErrorKind::QuotaExceeded)),
            RecordError::DiskFull { path: path.to_owned() }
        );
        let denied = RecordError::writing(path, &io::Error::from(io::ErrorKind::PermissionDenied));
        assert!(matches!(
            denied,
            RecordError::CannotWrite { error: OsError { kind: io::ErrorKind::PermissionDenied, .. }, .. }
        ));
    }
}
