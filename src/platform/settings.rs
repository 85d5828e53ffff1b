//! The settings file (RON): the last setup (the table's own [`Setup`], through serde), the sound
//! switch, the clock keys, the layout, the language.
//!
//! A missing file gives the defaults. A file that cannot be read gives the defaults too, and a
//! message that says what was wrong; the broken file is kept beside it so that nothing the user
//! wrote is lost.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::notation::Lang;
use crate::record::RecordError;
use crate::record::file;
use crate::table::Setup;

/// How the players sit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Layout {
    /// Side by side, both facing the screen: clocks beside the board.
    #[default]
    SideBySide,
    /// Face to face with the laptop flat between them: the far player's clock turned 180°.
    FaceToFace,
}

/// Everything Escaque remembers between runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The setup of the last game started, offered again by the setup form.
    pub setup: Setup,
    /// Chess960 positions are drawn at random for each game (the setup keeps the last drawn).
    pub chess960_random: bool,
    /// No sounds.
    pub muted: bool,
    /// The key each player presses the clock with, by its name on a US keyboard (egui's
    /// names: `Z`, `Slash`, `Space`...). Physical positions, so any keyboard layout works.
    pub white_key: String,
    /// Black's clock key.
    pub black_key: String,
    /// How the players sit.
    pub layout: Layout,
    /// Dots on the squares a touched piece may go to.
    pub show_hints: bool,
    /// Black at the bottom.
    pub flipped: bool,
    /// The language chosen in the window; `None` until one is chosen: then the operating
    /// system's (English if Escaque does not speak it).
    pub language: Option<Lang>,
    /// Moves on the scoresheet with figurines (♘f3) instead of the language's letters.
    pub figurines: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            setup: Setup::default(),
            chess960_random: false,
            muted: false,
            white_key: "Z".to_owned(),
            black_key: "Slash".to_owned(),
            layout: Layout::SideBySide,
            show_hints: false,
            flipped: false,
            language: None,
            figurines: false,
        }
    }
}

/// Settings read from disk, and what went wrong if the file could not be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loaded {
    /// The settings: those of the file, or the defaults.
    pub settings: Settings,
    /// Why the file could not be used, if it could not.
    pub problem: Option<SettingsProblem>,
}

/// Why the settings file could not be used (the defaults are, instead).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsProblem {
    /// The file exists but cannot be read.
    Unreadable {
        /// The settings file.
        path: PathBuf,
        /// The system's words.
        error: String,
    },
    /// The file is damaged; a copy is kept at `kept` if it could be made.
    Damaged {
        /// The settings file.
        path: PathBuf,
        /// RON's words.
        error: String,
        /// Where the damaged file was copied.
        kept: Option<PathBuf>,
    },
}

impl Settings {
    /// Reads the settings from `path`. Never fails: see [`Loaded::problem`].
    pub fn load(path: &Path) -> Loaded {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Loaded { settings: Settings::default(), problem: None };
            }
            Err(e) => {
                return Loaded {
                    settings: Settings::default(),
                    problem: Some(SettingsProblem::Unreadable { path: path.to_owned(), error: e.to_string() }),
                };
            }
        };
        match ron::from_str::<Settings>(&text) {
            Ok(settings) => Loaded { settings, problem: None },
            Err(e) => {
                let kept = broken_copy(path);
                let saved = std::fs::copy(path, &kept).is_ok();
                let problem = SettingsProblem::Damaged {
                    path: path.to_owned(),
                    error: e.to_string(),
                    kept: saved.then_some(kept),
                };
                Loaded { settings: Settings::default(), problem: Some(problem) }
            }
        }
    }

    /// Writes the settings to `path`, through a temporary file forced to disk and renamed over
    /// the old one, so that a crash or a full disk never leaves half a file.
    pub fn save(&self, path: &Path) -> Result<(), RecordError> {
        if let Some(dir) = path.parent() {
            file::create_dir(dir)?;
        }
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .expect("settings are always written as RON");
        file::write_file(path, text.as_bytes())
    }
}

fn broken_copy(path: &Path) -> PathBuf {
    path.with_extension("ron.broken")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_a_damaged_file_is_kept() {
        let dir = std::env::temp_dir().join(format!("escaque-settings-{}", std::process::id()));
        let path = dir.join("settings.ron");
        let mut settings = Settings::default();
        settings.setup.white = "Uxía".to_owned();
        settings.muted = true;
        settings.save(&path).unwrap();
        assert_eq!(Settings::load(&path), Loaded { settings: settings.clone(), problem: None });
        std::fs::write(&path, "(setup: (white: \"Uxía\", edition: \"two thousand\"))").unwrap();
        let loaded = Settings::load(&path);
        assert_eq!(loaded.settings, Settings::default());
        let problem = loaded.problem.unwrap().to_string();
        assert!(problem.contains("damaged") && problem.contains("settings.ron.broken"), "{problem}");
        assert!(std::fs::read_to_string(dir.join("settings.ron.broken")).unwrap().contains("Uxía"));
        assert_eq!(Settings::load(&dir.join("none.ron")).problem, None);
    }

    #[test]
    fn the_language_is_kept_and_old_files_still_load() {
        let dir = std::env::temp_dir().join(format!("escaque-settings-lang-{}", std::process::id()));
        let path = dir.join("settings.ron");
        std::fs::create_dir_all(&dir).unwrap();
        // A file written before the translations: no language, so the system's is used.
        std::fs::write(&path, "(setup: (white: \"Uxía\"), muted: true)").unwrap();
        let loaded = Settings::load(&path);
        assert_eq!((loaded.problem, loaded.settings.language, loaded.settings.muted), (None, None, true));
        std::fs::write(&path, "(language: Some(gl), figurines: true)").unwrap();
        let settings = Settings::load(&path).settings;
        assert_eq!((settings.language, settings.figurines), (Some(Lang::Gl), true));
        settings.save(&path).unwrap();
        assert_eq!(Settings::load(&path).settings, settings);
    }
}
