//! The record workflow in the player's language: why sealing, keeping, saving or printing was
//! not done ([`RecordError`]), what the printer answered, and the printed sheet's words.

use std::io::ErrorKind;
use std::path::Path;

use super::{Tr, args};
use crate::record::error::{OsError, RecordError};
use crate::record::pdf::Labels;
use crate::record::print::Printed;

fn path(p: &Path) -> String {
    p.display().to_string()
}

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

/// Why a step of the record workflow was not done.
pub fn record_error(tr: Tr, e: &RecordError) -> String {
    match e {
        RecordError::KeyUnreadable { path: p, error } => {
            tr.t_args("record-key-unreadable", &args([("path", path(p).into()), ("error", os_error(tr, error).into())]))
        }
        RecordError::KeyDamaged { path: p } => tr.t_args("record-key-damaged", &args([("path", path(p).into())])),
        RecordError::NoRandomness { message } => {
            tr.t_args("record-no-randomness", &args([("error", message.as_str().into())]))
        }
        RecordError::CannotCreateFolder { path: p, error } => tr.t_args(
            "record-cannot-create-folder",
            &args([("path", path(p).into()), ("error", os_error(tr, error).into())]),
        ),
        RecordError::CannotWrite { path: p, error } => {
            tr.t_args("record-cannot-write", &args([("path", path(p).into()), ("error", os_error(tr, error).into())]))
        }
        RecordError::DiskFull { path: p } => tr.t_args("record-disk-full", &args([("path", path(p).into())])),
        RecordError::CannotMove { from, to, error } => tr.t_args(
            "record-cannot-move",
            &args([("from", path(from).into()), ("to", path(to).into()), ("error", os_error(tr, error).into())]),
        ),
        RecordError::PrintFailed { path: p, error, viewer: None } => {
            tr.t_args("record-print-failed", &args([("path", path(p).into()), ("error", error.as_str().into())]))
        }
        RecordError::PrintFailed { path: p, error, viewer: Some(viewer) } => tr.t_args(
            "record-print-and-view-failed",
            &args([("path", path(p).into()), ("error", error.as_str().into()), ("viewer", viewer.as_str().into())]),
        ),
    }
}

/// What became of a print request.
pub fn printed(tr: Tr, printed: &Printed) -> String {
    match printed {
        Printed::Queued(answer) => tr.t_args("sign-printed", &args([("answer", answer.as_str().into())])),
        Printed::Opened => tr.t("sign-print-opened"),
    }
}

/// The printed scoresheet's words in the language of `tr`.
pub fn pdf_labels(tr: Tr) -> Labels {
    Labels {
        title: tr.t("pdf-title"),
        event: tr.t("pdf-event"),
        site: tr.t("pdf-site"),
        date: tr.t("pdf-date"),
        round: tr.t("pdf-round"),
        board: tr.t("pdf-board"),
        white: tr.t("pdf-white"),
        black: tr.t("pdf-black"),
        time_control: tr.t("pdf-time-control"),
        result: tr.t("pdf-result"),
        signature: tr.t("pdf-signature"),
        signed_at: tr.t("pdf-signed"),
        final_position: tr.t("pdf-final-position"),
        scan_moves: tr.t("pdf-scan"),
        page: tr.t("pdf-page"),
        annulled: tr.t("pdf-annulled"),
        arbiter: tr.t("pdf-arbiter"),
    }
}
