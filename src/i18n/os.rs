//! What the operating system said when a file could not be read or written, in the reader's
//! words for the failures we name, and in the system's words only for the rest. Below
//! `record` and `describe`, which both say such failures.

use std::io::ErrorKind;

use super::Tr;
use crate::record::error::OsError;

/// What the operating system said, in the player's language for the common cases, and in the
/// system's words for the rest.
pub fn os_error(tr: Tr, e: &OsError) -> String {
    let id = match e.kind {
        ErrorKind::PermissionDenied => "record-os-permission-denied",
        ErrorKind::NotFound => "record-os-not-found",
        ErrorKind::ReadOnlyFilesystem => "record-os-read-only",
        ErrorKind::NotADirectory => "record-os-not-a-folder",
        ErrorKind::IsADirectory => "record-os-is-a-folder",
        ErrorKind::StorageFull | ErrorKind::QuotaExceeded => "record-os-disk-full",
        // `ErrorKind` grows with each Rust release: the rest in the system's words.
        _ => return e.message.clone(),
    };
    tr.t(id)
}

/// Why a file could not be read, in the reader's words where the failure's kind has them (the
/// system's words only for a kind we do not name).
pub fn unreadable_words(tr: Tr, unreadable: &crate::durable::Unreadable) -> String {
    os_error(tr, &OsError { kind: unreadable.kind, message: unreadable.error.clone() })
}
