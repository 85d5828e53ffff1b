//! Where Escaque keeps its files, as the desktop expects: the settings in the user's
//! configuration folder (`~/.config/escaque` under XDG), the journal, the sealed games and the
//! seal key in the data folder (`~/.local/share/escaque`). `ESCAQUE_DATA_DIR` puts everything
//! in one folder (tests, screenshots, a second installation).
//!
//! Versions up to 0.1 kept everything, settings included, in the data folder. [`settle`] moves
//! what it finds in such an old folder to where it belongs now, once, and never over a file
//! already there: what cannot be moved stays where it was, and is said. The data folder itself
//! stays where it was (it already was the XDG one): the app settles the data folder into the
//! configuration folder, so only `settings.ron` and its damaged copies move, and the journal,
//! the games and the seal key are read where they always were (`ui::AppConfig::desktop`).

use std::io;
use std::path::{Path, PathBuf};

use crate::durable;

/// The folders Escaque's files live in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Places {
    /// The settings (`settings.ron`, and damaged copies kept beside it).
    pub config: PathBuf,
    /// The journal of the game in progress, the games' records, the seal key.
    pub data: PathBuf,
}

/// What was found in the old folder and where it went.
#[derive(Debug)]
pub enum Relocation {
    /// Moved from `from` to `to`.
    Moved {
        /// Where it was.
        from: PathBuf,
        /// Where it is now.
        to: PathBuf,
    },
    /// Left where it was: something of that name is already where it belongs now.
    KeptBoth {
        /// The old one, untouched.
        old: PathBuf,
        /// The one already in place, untouched.
        new: PathBuf,
    },
    /// Left where it was: the move failed.
    Failed {
        /// The old one, untouched.
        old: PathBuf,
        /// Where it should have gone.
        to: PathBuf,
        /// Why it could not.
        error: io::Error,
    },
}

impl Places {
    /// Everything in one folder.
    pub fn in_one_folder(dir: PathBuf) -> Places {
        Places { config: dir.clone(), data: dir }
    }

    /// This user's folders: `ESCAQUE_DATA_DIR` if set (everything there), else the platform's
    /// configuration and data folders (XDG on Linux), each with an `escaque` folder.
    pub fn for_user() -> Places {
        if let Some(dir) = std::env::var_os("ESCAQUE_DATA_DIR") {
            return Places::in_one_folder(PathBuf::from(dir));
        }
        let data = dirs::data_dir().map_or_else(|| PathBuf::from(".escaque"), |d| d.join("escaque"));
        let config = dirs::config_dir().map_or_else(|| data.clone(), |d| d.join("escaque"));
        Places { config, data }
    }

    /// The settings file.
    pub fn settings_file(&self) -> PathBuf {
        self.config.join("settings.ron")
    }

    /// Where a file of the old folder named `name` belongs now.
    fn home_of(&self, name: &str) -> PathBuf {
        let settings = name == "settings.ron" || name.starts_with("settings.ron.");
        if settings { self.config.join(name) } else { self.data.join(name) }
    }
}

/// Moves each file and folder of the old folder `old` (what versions up to 0.1 used: all in
/// the data folder) to where `places` keeps it now. Nothing is written over and nothing is
/// deleted before its copy is safely in place; files already where they belong are left alone.
pub fn settle(places: &Places, old: &Path) -> Vec<Relocation> {
    let Ok(entries) = std::fs::read_dir(old) else { return Vec::new() };
    let mut names: Vec<String> = entries.filter_map(|e| e.ok()?.file_name().into_string().ok()).collect();
    names.sort();
    names
        .into_iter()
        .filter_map(|name| {
            let from = old.join(&name);
            let to = places.home_of(&name);
            if from == to {
                return None;
            }
            if to.exists() {
                return Some(Relocation::KeptBoth { old: from, new: to });
            }
            Some(match relocate(&from, &to) {
                Ok(()) => Relocation::Moved { from, to },
                // Made there since it was looked at: left alone too.
                Err(durable::Error::Taken { .. }) => Relocation::KeptBoth { old: from, new: to },
                Err(error) => Relocation::Failed { old: from, to, error: error.into_io() },
            })
        })
        .collect()
}

/// Moves `from` to `to`, never over something there ([`durable::move_to_free_name`], with
/// one name): a rename where both are on one file system, else a copy (forced to disk) and
/// only then the removal of the original; a half copy is removed and the original stays.
fn relocate(from: &Path, to: &Path) -> Result<(), durable::Error> {
    if let Some(parent) = to.parent() {
        durable::create_dir(parent)?;
    }
    durable::move_to_free_name(from, [to.to_owned()]).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("escaque-places-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn the_old_folder_is_moved_once_and_nothing_is_lost() {
        let root = temp("move");
        let old = root.join("old");
        std::fs::create_dir_all(old.join("games")).unwrap();
        std::fs::write(old.join("settings.ron"), "(muted: true)").unwrap();
        std::fs::write(old.join("current.journal"), "escaque-journal 2\nstart\n1000 move e2e4\n").unwrap();
        std::fs::write(old.join("games").join("2026-11-20.pgn"), "1. e4 *").unwrap();
        let places = Places { config: root.join("config"), data: root.join("data") };
        let moved = settle(&places, &old);
        assert_eq!(moved.len(), 3, "{moved:?}");
        assert!(moved.iter().all(|r| matches!(r, Relocation::Moved { .. })), "{moved:?}");
        assert_eq!(std::fs::read_to_string(places.settings_file()).unwrap(), "(muted: true)");
        assert!(std::fs::read_to_string(places.data.join("current.journal")).unwrap().ends_with("e2e4\n"));
        assert_eq!(std::fs::read_to_string(places.data.join("games/2026-11-20.pgn")).unwrap(), "1. e4 *");
        assert_eq!(std::fs::read_dir(&old).unwrap().count(), 0, "the old folder is empty");
        assert!(settle(&places, &old).is_empty(), "once");
    }

    #[test]
    fn a_file_already_in_place_is_never_written_over() {
        let root = temp("both");
        let old = root.join("old");
        std::fs::create_dir_all(&old).unwrap();
        std::fs::write(old.join("settings.ron"), "(muted: true)").unwrap();
        let places = Places { config: root.join("config"), data: root.join("data") };
        std::fs::create_dir_all(&places.config).unwrap();
        std::fs::write(places.settings_file(), "(muted: false)").unwrap();
        let kept = settle(&places, &old);
        assert!(matches!(&kept[..], [Relocation::KeptBoth { .. }]), "{kept:?}");
        assert_eq!(std::fs::read_to_string(places.settings_file()).unwrap(), "(muted: false)");
        assert_eq!(std::fs::read_to_string(old.join("settings.ron")).unwrap(), "(muted: true)");
    }

    #[test]
    fn one_folder_for_everything_moves_nothing() {
        let dir = temp("one");
        std::fs::write(dir.join("settings.ron"), "()").unwrap();
        assert!(settle(&Places::in_one_folder(dir.clone()), &dir).is_empty());
    }
}
