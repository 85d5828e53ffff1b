//! Saving a record where the player wants it: the system's file dialog (rfd) when the desktop
//! has one, otherwise a known folder, said out loud. Names a file as an organiser files it:
//! the date, the players, the round ([`file_name`], the rule the archive names its kept files
//! by too, defined in [`crate::record::file`]).
//!
//! On a desktop with neither an xdg portal nor zenity, rfd's save dialog returns at once with
//! no answer, exactly as a cancelled one does (`../shared/PLATFORM.md`): to the player the
//! button did nothing. A dialog a person cancels stays open far longer than the
//! [`NO_DIALOG_WITHIN`] it takes rfd to give up, which is how the two are told apart.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::record::RecordError;
pub use crate::record::file::file_name;
use crate::record::file::free_names;

/// An answer faster than this came from no dialog at all: nobody cancels a dialog so fast.
pub const NO_DIALOG_WITHIN: Duration = Duration::from_millis(150);

/// What the file dialog came to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// The player chose this path.
    Chosen(PathBuf),
    /// The player closed the dialog without choosing.
    Cancelled,
    /// No dialog could be shown on this desktop.
    Unavailable,
}

/// Where a record was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Saved {
    /// Where the player chose in the dialog.
    Chosen(PathBuf),
    /// No dialog could be shown: written in the known folder, under this path.
    WithoutDialog(PathBuf),
}

/// Asks the system's dialog where to save a `kind` file named `file_name`.
pub fn ask(kind: &str, file_name: &str) -> Dialog {
    let extension = file_name.rsplit('.').next().unwrap_or_default();
    let asked = Instant::now();
    match rfd::FileDialog::new().add_filter(kind, &[extension]).set_file_name(file_name).save_file() {
        Some(path) => Dialog::Chosen(path),
        None if asked.elapsed() < NO_DIALOG_WITHIN => Dialog::Unavailable,
        None => Dialog::Cancelled,
    }
}

/// The folder records go to when no dialog can ask: `Escaque` in the user's documents folder
/// (or home folder, or else the temporary folder).
pub fn known_folder() -> PathBuf {
    dirs::document_dir().or_else(dirs::home_dir).unwrap_or_else(std::env::temp_dir).join("Escaque")
}

/// Writes `bytes` crash-safely where `dialog` says; `folder` when it could not ask (a name
/// already taken there gets " (2)", " (3)"... rather than being written over). `None` when
/// the player cancelled.
pub fn save(dialog: Dialog, folder: &Path, file_name: &str, bytes: &[u8]) -> Option<Result<Saved, RecordError>> {
    match dialog {
        Dialog::Cancelled => None,
        Dialog::Chosen(path) => Some(crate::record::file::write_file(&path, bytes).map(|()| Saved::Chosen(path))),
        Dialog::Unavailable => {
            if let Err(error) = crate::record::file::create_dir(folder) {
                return Some(Err(error));
            }
            // The first free name taken as the file is written, never one another window
            // took meanwhile.
            let written = crate::record::file::write_at_free_name(free_names(folder, file_name), bytes);
            Some(written.map(Saved::WithoutDialog))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("escaque-save-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn without_a_dialog_the_record_goes_to_the_known_folder_and_never_over_another() {
        let dir = folder("fallback");
        let first = save(Dialog::Unavailable, &dir, "2026-11-23 A - B.pgn", b"one").unwrap().unwrap();
        assert_eq!(first, Saved::WithoutDialog(dir.join("2026-11-23 A - B.pgn")));
        let second = save(Dialog::Unavailable, &dir, "2026-11-23 A - B.pgn", b"two").unwrap().unwrap();
        assert_eq!(second, Saved::WithoutDialog(dir.join("2026-11-23 A - B (2).pgn")));
        assert_eq!(std::fs::read(dir.join("2026-11-23 A - B.pgn")).unwrap(), b"one");
        assert_eq!(std::fs::read(dir.join("2026-11-23 A - B (2).pgn")).unwrap(), b"two");
    }

    #[test]
    fn a_chosen_path_is_written_and_a_cancelled_dialog_writes_nothing() {
        let dir = folder("chosen");
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("mine.pdf");
        assert_eq!(
            save(Dialog::Chosen(path.clone()), &dir, "x.pdf", b"%PDF").unwrap().unwrap(),
            Saved::Chosen(path.clone())
        );
        assert_eq!(std::fs::read(&path).unwrap(), b"%PDF");
        assert!(save(Dialog::Cancelled, &dir, "y.pdf", b"%PDF").is_none());
        assert!(!dir.join("y.pdf").exists());
    }

    #[test]
    fn a_folder_that_cannot_be_made_is_an_error_not_a_silence() {
        let dir = folder("blocked");
        std::fs::write(&dir, b"a file where the folder should be").unwrap();
        let outcome = save(Dialog::Unavailable, &dir.join("inner"), "a.pgn", b"x").unwrap();
        assert!(outcome.is_err());
        let _ = std::fs::remove_file(&dir);
    }

    #[test]
    fn names_are_shortened_and_cleaned() {
        let long = "Maximiliano Alejandro de la Santísima Trinidad Fernández";
        let name = file_name("2026.01.02", long, "B", "", "pgn");
        assert!(name.starts_with("2026-01-02 Maximiliano Alejandro de la Santísima T"), "{name}");
        assert!(name.ends_with(" - B.pgn"), "{name}");
        assert_eq!(file_name("2026.01.02", "", "Black", "1.2", "pgn"), "2026-01-02 ? - Black R1.2.pgn");
        assert_eq!(file_name("", "A", "B", "", "pgn"), "A - B.pgn", "no date known");
    }
}
