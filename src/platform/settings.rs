//! The settings file (RON): the last setup, the sound switch, the clock keys, the layout.
//!
//! A missing file gives the defaults. A file that cannot be read gives the defaults too, and a
//! message that says what was wrong; the broken file is kept beside it so that nothing the user
//! wrote is lost.

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use shakmaty::Color;

use crate::clock::{ParseError, Preset, TimeControl, TimeControls};
use crate::i18n::Lang;
use crate::laws::{DrawOffers, Edition};
use crate::table::{Setup, SetupError};

/// How the players sit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Layout {
    /// Side by side, both facing the screen: clocks beside the board.
    #[default]
    SideBySide,
    /// Face to face with the laptop flat between them: the far player's clock turned 180°.
    FaceToFace,
}

/// Where the game starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum StartChoice {
    /// The initial position (Article 2).
    #[default]
    Initial,
    /// A position given as FEN.
    Fen(String),
    /// A Chess960 position by its number (0 to 959), or drawn at random when `None`.
    Chess960(Option<u16>),
}

/// The setup as the form keeps it between games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SetupChoice {
    pub white: String,
    pub black: String,
    /// White's control as a PGN `TimeControl` value (with Escaque's extensions).
    pub white_control: String,
    /// Black's control when it differs (time odds).
    pub black_control: Option<String>,
    pub start: StartChoice,
    /// `2008`, `2014` or `2023`.
    pub edition: u16,
    pub touch_move: bool,
    /// `None`: offers allowed; `Some(0)`: never; `Some(n)`: from move n.
    pub draw_offers_from: Option<u32>,
    pub press_with_move: bool,
    pub arbiter_present: bool,
    pub quickplay_finish: bool,
}

impl Default for SetupChoice {
    fn default() -> Self {
        SetupChoice {
            white: String::new(),
            black: String::new(),
            white_control: Preset::FideClassical.control().to_string(),
            black_control: None,
            start: StartChoice::Initial,
            edition: 2023,
            touch_move: true,
            draw_offers_from: None,
            press_with_move: false,
            arbiter_present: false,
            quickplay_finish: false,
        }
    }
}

/// Why a setup cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupChoiceError {
    /// A side's time control cannot be read.
    Control { side: Color, text: String, error: ParseError },
    /// Chess960 positions are numbered 0 to 959.
    Chess960Number(u16),
    /// An edition of the Laws that Escaque does not have.
    Edition(u16),
    /// The start position cannot be played.
    Position(SetupError),
}

impl fmt::Display for SetupChoiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupChoiceError::Control { side, text, error } => {
                let whose = if *side == Color::White { "White's" } else { "Black's" };
                write!(f, "{whose} time control \"{text}\": {error}")
            }
            SetupChoiceError::Chess960Number(n) => write!(f, "Chess960 positions are numbered 0 to 959, not {n}"),
            SetupChoiceError::Edition(year) => write!(f, "there is no {year} edition of the Laws here"),
            SetupChoiceError::Position(e) => write!(f, "{e}"),
        }
    }
}

/// The back rank of Chess960 position `n` (0 to 959), numbered as Scharnagl's scheme does
/// (518 is the usual position).
///
/// ```
/// assert_eq!(escaque::platform::settings::chess960_back_rank(518), "RNBQKBNR");
/// assert_eq!(escaque::platform::settings::chess960_back_rank(0), "BBQNNRKR");
/// ```
pub fn chess960_back_rank(n: u16) -> String {
    let mut rank = [' '; 8];
    let mut n = usize::from(n % 960);
    rank[(n % 4) * 2 + 1] = 'B';
    n /= 4;
    rank[(n % 4) * 2] = 'B';
    n /= 4;
    let place = |rank: &mut [char; 8], nth: usize, piece: char| {
        let file = (0..8).filter(|&f| rank[f] == ' ').nth(nth).expect("a free square");
        rank[file] = piece;
    };
    place(&mut rank, n % 6, 'Q');
    n /= 6;
    const KNIGHTS: [(usize, usize); 10] =
        [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];
    let (a, b) = KNIGHTS[n];
    // Both indices count the five free squares: place the later knight first so that placing
    // it does not shift the earlier one's.
    place(&mut rank, b, 'N');
    place(&mut rank, a, 'N');
    for piece in ['R', 'K', 'R'] {
        place(&mut rank, 0, piece);
    }
    rank.iter().collect()
}

/// The FEN of Chess960 position `n`.
pub fn chess960_fen(n: u16) -> String {
    let back = chess960_back_rank(n);
    format!("{}/pppppppp/8/8/8/8/PPPPPPPP/{back} w KQkq - 0 1", back.to_lowercase())
}

impl SetupChoice {
    /// The setup for the laws and the clock, or what is wrong with the form. `random` draws a
    /// Chess960 number when none was chosen.
    pub fn to_setup(&self, random: impl FnOnce() -> u16) -> Result<Setup, SetupChoiceError> {
        let control = |text: &str, side: Color| {
            text.parse::<TimeControl>().map_err(|error| SetupChoiceError::Control {
                side,
                text: text.to_owned(),
                error,
            })
        };
        let white = control(&self.white_control, Color::White)?;
        let controls = match &self.black_control {
            Some(text) => TimeControls::odds(white, control(text, Color::Black)?),
            None => TimeControls::same(white),
        };
        let (fen, chess960) = match &self.start {
            StartChoice::Initial => (None, false),
            StartChoice::Fen(text) => (Some(text.trim().to_owned()), false),
            StartChoice::Chess960(n) => {
                let n = n.unwrap_or_else(random);
                if n > 959 {
                    return Err(SetupChoiceError::Chess960Number(n));
                }
                (Some(chess960_fen(n)), true)
            }
        };
        let edition = Edition::from_year(self.edition).ok_or(SetupChoiceError::Edition(self.edition))?;
        let setup = Setup {
            white: self.white.trim().to_owned(),
            black: self.black.trim().to_owned(),
            fen,
            chess960,
            controls: Some(controls),
            edition,
            touch_move: self.touch_move,
            draw_offers: match self.draw_offers_from {
                None => DrawOffers::Allowed,
                Some(0) => DrawOffers::Never,
                Some(n) => DrawOffers::FromMove(n),
            },
            press_with_move: self.press_with_move,
            arbiter_present: self.arbiter_present,
            quickplay_finish: self.quickplay_finish,
        };
        setup.start_position().map_err(SetupChoiceError::Position)?;
        Ok(setup)
    }
}

/// Everything Escaque remembers between runs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub setup: SetupChoice,
    pub muted: bool,
    /// The key each player presses the clock with, by its name on a US keyboard (egui's
    /// names: `Z`, `Slash`, `Space`...). Physical positions, so any keyboard layout works.
    pub white_key: String,
    pub black_key: String,
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
            setup: SetupChoice::default(),
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
    pub settings: Settings,
    pub problem: Option<SettingsProblem>,
}

/// Why the settings file could not be used (the defaults are, instead).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsProblem {
    /// The file exists but cannot be read.
    Unreadable { path: PathBuf, error: String },
    /// The file is damaged; a copy is kept at `kept` if it could be made.
    Damaged { path: PathBuf, error: String, kept: Option<PathBuf> },
}

impl fmt::Display for SettingsProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsProblem::Unreadable { path, error } => {
                write!(f, "cannot read the settings file {}: {error}; defaults are used", path.display())
            }
            SettingsProblem::Damaged { path, error, kept } => {
                write!(f, "the settings file {} is damaged ({error}); defaults are used", path.display())?;
                match kept {
                    Some(kept) => write!(f, " and the damaged file is kept as {}", kept.display()),
                    None => Ok(()),
                }
            }
        }
    }
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

    /// Writes the settings to `path`, through a temporary file so that a crash never leaves
    /// half a file.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::default())
            .map_err(|e| std::io::Error::other(e.to_string()))?;
        let tmp = path.with_extension("ron.tmp");
        std::fs::write(&tmp, text)?;
        std::fs::rename(&tmp, path)
    }
}

fn broken_copy(path: &Path) -> PathBuf {
    path.with_extension("ron.broken")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_chess960_number_gives_a_legal_start() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let rank = chess960_back_rank(n);
            assert!(seen.insert(rank.clone()), "{n} repeats {rank}");
            let setup = SetupChoice { start: StartChoice::Chess960(Some(n)), ..SetupChoice::default() };
            setup.to_setup(|| 0).unwrap_or_else(|e| panic!("{n} {rank}: {e}"));
            let k = rank.find('K').unwrap();
            assert!(rank[..k].contains('R') && rank[k..].contains('R'), "{rank}: king between the rooks");
            let bishops: Vec<usize> = rank.match_indices('B').map(|(i, _)| i).collect();
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{rank}: bishops on both colours");
        }
        assert_eq!(seen.len(), 960);
    }

    #[test]
    fn bad_choices_say_what_is_wrong() {
        let bad = SetupChoice { white_control: "90x".to_owned(), ..SetupChoice::default() };
        assert!(bad.to_setup(|| 0).unwrap_err().to_string().starts_with("White's time control \"90x\""));
        let bad =
            SetupChoice { start: StartChoice::Fen("8/8/8/8/8/8/8/8 w - - 0 1".to_owned()), ..SetupChoice::default() };
        assert!(bad.to_setup(|| 0).unwrap_err().to_string().contains("not a legal position"));
        let bad = SetupChoice { start: StartChoice::Chess960(Some(960)), ..SetupChoice::default() };
        assert!(bad.to_setup(|| 0).is_err());
    }

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
