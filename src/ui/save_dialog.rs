//! Saving a file where the player chooses, through the system's dialog.

use super::signing;

/// Asks where to save `bytes` (the system's file dialog, through rfd) and writes them there,
/// crash-safely; where no dialog can be shown, into the known folder, said so. `None` if the
/// dialog was cancelled. With `folder` (tests), writes there as `file_name` without asking.
pub(crate) fn save_as(kind: &str, file_name: &str, bytes: &[u8], folder: Option<&std::path::Path>) -> Option<signing::Outcome> {
    use crate::platform::save::{self, Dialog, Saved};
    let dialog = match folder {
        Some(folder) => Dialog::Chosen(folder.join(file_name)),
        None => save::ask(kind, file_name),
    };
    Some(match save::save(dialog, &save::known_folder(), file_name, bytes)? {
        Ok(Saved::Chosen(path)) => signing::Outcome::Saved(path),
        Ok(Saved::WithoutDialog(path)) => signing::Outcome::SavedWithoutDialog(path),
        Err(error) => signing::Outcome::Failed(error),
    })
}
