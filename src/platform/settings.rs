//! The settings file (RON): the last setup (the table's own [`Setup`], through serde), the sound
//! switch, the clock keys, the layout, the language, the arbiter's PIN (only its hash), who
//! hears the spoken announcements.
//!
//! A missing file gives the defaults. A file that cannot be read gives the defaults too, and a
//! message that says what was wrong; the broken file is kept beside it so that nothing the user
//! wrote is lost.

pub use crate::ron_fault::{RonDamage, RonFault, RonValue, TextAt};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::clock::{ParseError, TimeControl, TimeControls};
use crate::laws::{DrawOffers, chess960};
use crate::notation::Lang;
use crate::platform::pin::PinHash;
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

/// The size of the clocks' digits and of the board's coordinates (issue 16, for players who see
/// less well): `src/ui/palette.rs` says how much larger each is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum PrintSize {
    /// As the window gives room for.
    #[default]
    Normal,
    /// A quarter larger.
    Large,
    /// Half as large again.
    Largest,
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
    /// The hash of the PIN that opens the arbiter's panel (issue 12), `None` until the trainer
    /// sets one. A stored string that is not an Argon2 PHC string makes the file damaged.
    pub arbiter_pin: Option<PinHash>,
    /// Face to face: the far player's pieces drawn turned towards them (issue 14). Off in files
    /// written before it existed.
    pub turn_far_pieces: bool,
    /// Which players hear the spoken announcements (issue 16, Appendix D); off for both in
    /// files written before it existed.
    pub speech: Speech,
    /// The live PGN for a broadcast (issue 17): off, its folder and this board's number. Off
    /// in files written before it existed.
    pub live: crate::record::live::LiveSettings,
    /// The high-contrast board, pieces, clocks and window (issue 16). Off in older files.
    pub high_contrast: bool,
    /// The size of the clocks' digits and the board's coordinates. Normal in older files.
    pub print_size: PrintSize,
}

/// Which players hear the spoken announcements (issue 16, `docs/speech.md`), and in which
/// language: each completed move, the clocks on request, and the low-time and flag warnings.
/// Said once for each language among the players who hear them: both on in one language, once.
/// Files written before the languages existed read as the window's language for both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Speech {
    /// White's player hears them.
    pub white: bool,
    /// Black's player hears them.
    pub black: bool,
    /// The language White's player hears them in; `None`: the window's.
    pub white_lang: Option<Lang>,
    /// The language Black's player hears them in; `None`: the window's.
    pub black_lang: Option<Lang>,
}

impl Speech {
    /// Speech on for White's player, for Black's, or both, each in the window's language.
    pub const fn on(white: bool, black: bool) -> Speech {
        Speech { white, black, white_lang: None, black_lang: None }
    }

    /// Whether `side`'s player hears the announcements.
    pub fn hears(self, side: shakmaty::Color) -> bool {
        side.fold_wb(self.white, self.black)
    }

    /// Whether anyone does.
    pub fn any(self) -> bool {
        self.white || self.black
    }

    /// The language `side`'s player hears, `window` being the window's language.
    pub fn lang(self, side: shakmaty::Color, window: Lang) -> Lang {
        side.fold_wb(self.white_lang, self.black_lang).unwrap_or(window)
    }

    /// The languages to say what both players hear in: one for each language among the players
    /// whose speech is on, White's first; none if nobody's is.
    ///
    /// ```
    /// use escaque::notation::Lang;
    /// use escaque::platform::settings::Speech;
    /// let both = Speech { white_lang: Some(Lang::Gl), ..Speech::on(true, true) };
    /// assert_eq!(both.languages(Lang::Gl), [Lang::Gl], "both in Galician: once");
    /// assert_eq!(both.languages(Lang::Pt), [Lang::Gl, Lang::Pt], "Galician and Portuguese: once in each");
    /// assert_eq!(Speech::on(false, true).languages(Lang::Ca), [Lang::Ca]);
    /// assert_eq!(Speech::default().languages(Lang::En), []);
    /// ```
    pub fn languages(self, window: Lang) -> Vec<Lang> {
        let mut langs = Vec::with_capacity(2);
        for side in [shakmaty::Color::White, shakmaty::Color::Black] {
            let lang = self.lang(side, window);
            if self.hears(side) && !langs.contains(&lang) {
                langs.push(lang);
            }
        }
        langs
    }

    /// The players changed colours: each keeps their switch and their language.
    pub fn swapped(self) -> Speech {
        Speech { white: self.black, black: self.white, white_lang: self.black_lang, black_lang: self.white_lang }
    }
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
            arbiter_pin: None,
            turn_far_pieces: false,
            speech: Speech::default(),
            live: crate::record::live::LiveSettings::default(),
            high_contrast: false,
            print_size: PrintSize::Normal,
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
    Unreadable(crate::durable::Unreadable),
    /// The file is damaged; a copy is kept at `kept` if it could be made.
    Damaged {
        /// The settings file.
        path: PathBuf,
        /// Where and how it is damaged.
        damage: Damage,
        /// Where the damaged file was copied.
        kept: Option<PathBuf>,
    },
}

/// How a settings file is damaged, typed, so that it is said in the player's language
/// (`i18n::describe::settings_problem`), never in RON's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// Bytes that are not text (UTF-8) begin at `at`.
    NotText {
        /// Where the first of them is.
        at: TextAt,
    },
    /// The text is not the settings, as RON writes them.
    Ron {
        /// Where RON stopped.
        at: TextAt,
        /// What it found wrong there.
        fault: RonFault,
    },
    /// A time control of a file written before issue 10 cannot be read.
    TimeControl(ParseError),
    /// A text of the setup is longer than its field holds (issue 28): a name of megabytes.
    TooLong(crate::table::TooLong),
    /// The file is far larger than any settings: it is not read (issue 28).
    TooLarge {
        /// Its size, in bytes.
        bytes: u64,
    },
}

/// The largest settings file read: a few kilobytes are the settings, so this is only a bound
/// on what a damaged or hostile file can make the window hold.
pub const SETTINGS_LIMIT: u64 = 16 * 1024 * 1024;

impl Damage {
    /// RON's error `e` on `text`, placed at the first character RON found wrong.
    fn ron(e: ron::error::SpannedError, text: &str) -> Damage {
        let RonDamage { at, fault } = RonDamage::of(&e, text);
        Damage::Ron { at, fault }
    }
}

impl Settings {
    /// Reads the settings from `path`. Never fails: see [`Loaded::problem`].
    pub fn load(path: &Path) -> Loaded {
        // A file far larger than any settings is not read into memory at all.
        if let Ok(meta) = std::fs::metadata(path)
            && meta.len() > SETTINGS_LIMIT
        {
            let kept = file::keep_aside(path, "broken").ok();
            let problem = SettingsProblem::Damaged {
                path: path.to_owned(),
                damage: Damage::TooLarge { bytes: meta.len() },
                kept,
            };
            return Loaded { settings: Settings::default(), problem: Some(problem) };
        }
        let bytes = match crate::durable::read(path) {
            Ok(Some(bytes)) => bytes,
            Ok(None) => return Loaded { settings: Settings::default(), problem: None },
            Err(e) => return Loaded { settings: Settings::default(), problem: Some(SettingsProblem::Unreadable(e)) },
        };
        // Where RON stopped and what it found, or the clock's error for a time control of an old
        // file that cannot be read; a file that is not UTF-8 text is damaged like any other (and
        // kept).
        let text = String::from_utf8(bytes).map_err(|e| {
            let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
            Damage::NotText { at: TextAt::end_of(std::str::from_utf8(valid).unwrap_or_default()) }
        });
        let read = text.and_then(|text| {
            let mut settings = ron::from_str::<Settings>(&text).map_err(|e| Damage::ron(e, &text))?;
            let legacy = ron::from_str::<LegacyFile>(&text).map_err(|e| Damage::ron(e, &text))?;
            legacy.setup.apply(&mut settings).map_err(Damage::TimeControl)?;
            // A name of megabytes is refused here, when read, not laid out in the window.
            if let Some(too_long) = settings.setup.too_long() {
                return Err(Damage::TooLong(too_long));
            }
            Ok(settings)
        });
        match read {
            Ok(settings) => Loaded { settings, problem: None },
            Err(e) => {
                // Moved aside (`settings.ron.broken`, numbered, never over an earlier copy), so
                // that the defaults saved next take its place and nothing it said is lost.
                let kept = file::keep_aside(path, "broken").ok();
                let problem = SettingsProblem::Damaged { path: path.to_owned(), damage: e, kept };
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

/// What settings files held before the setup was the table's own (issue 10): read so that an
/// old file keeps its time controls, start position and draw-offer rule.
#[derive(Deserialize, Default)]
#[serde(default)]
struct LegacyFile {
    setup: LegacySetup,
}

/// The setup's old fields; the others kept their names and are read as the [`Setup`]'s.
#[derive(Deserialize, Default)]
#[serde(default)]
struct LegacySetup {
    white_control: String,
    black_control: Option<String>,
    start: LegacyStart,
    draw_offers_from: Option<u32>,
}

#[derive(Deserialize, Default)]
enum LegacyStart {
    #[default]
    Initial,
    Fen(String),
    Chess960(Option<u16>),
}

impl LegacySetup {
    /// Puts the old fields into `settings`, when the file has them (every file written before
    /// issue 10 has `white_control`).
    fn apply(self, settings: &mut Settings) -> Result<(), ParseError> {
        if self.white_control.is_empty() {
            return Ok(());
        }
        let white: TimeControl = self.white_control.parse()?;
        let setup = &mut settings.setup;
        setup.controls = Some(match self.black_control {
            Some(black) => TimeControls::odds(white, black.parse()?),
            None => TimeControls::same(white),
        });
        setup.draw_offers = match self.draw_offers_from {
            None => DrawOffers::Allowed,
            Some(0) => DrawOffers::Never,
            Some(n) => DrawOffers::FromMove(n),
        };
        (setup.fen, setup.chess960) = match self.start {
            LegacyStart::Initial => (None, false),
            LegacyStart::Fen(fen) => (Some(fen), false),
            LegacyStart::Chess960(number) => {
                settings.chess960_random = number.is_none();
                (Some(chess960::fen(number.unwrap_or(chess960::STANDARD))), true)
            }
        };
        Ok(())
    }
}

/// Where to keep a damaged settings file: `settings.ron.broken`, or the first of
/// `settings.ron.broken.1`, `.2`... not taken, so that every damaged copy is kept.
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

    #[test]
    fn a_file_written_before_the_setup_was_the_tables_keeps_what_it_said() {
        let dir = std::env::temp_dir().join(format!("escaque-settings-old-{}", std::process::id()));
        let path = dir.join("settings.ron");
        std::fs::create_dir_all(&dir).unwrap();
        let old = r#"(setup: (white: "Uxía", black: "Jordi", white_control: "300+3", black_control: Some("60"),
            start: Fen("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1"), edition: 2014, touch_move: false,
            draw_offers_from: Some(30), press_with_move: true, arbiter_present: true, quickplay_finish: false),
            muted: true)"#;
        std::fs::write(&path, old).unwrap();
        let loaded = Settings::load(&path);
        assert_eq!(loaded.problem, None);
        let setup = loaded.settings.setup;
        assert_eq!((setup.white.as_str(), setup.black.as_str()), ("Uxía", "Jordi"));
        assert_eq!(setup.controls, Some(TimeControls::odds("300+3".parse().unwrap(), "60".parse().unwrap())));
        assert_eq!(setup.fen.as_deref(), Some("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1"));
        assert_eq!((setup.edition, setup.draw_offers), (crate::laws::Edition::Fide2014, DrawOffers::FromMove(30)));
        assert!(!setup.touch_move && setup.press_with_move && setup.arbiter_present && loaded.settings.muted);
        // A Chess960 position drawn at random stays drawn at random.
        std::fs::write(&path, r#"(setup: (white_control: "900", start: Chess960(None), draw_offers_from: Some(0)))"#)
            .unwrap();
        let settings = Settings::load(&path).settings;
        assert!(settings.chess960_random && settings.setup.chess960);
        assert_eq!(settings.setup.draw_offers, DrawOffers::Never);
        // An old time control that cannot be read: the file is damaged, and kept.
        std::fs::write(&path, r#"(setup: (white_control: "90x"))"#).unwrap();
        assert!(matches!(Settings::load(&path).problem, Some(SettingsProblem::Damaged { .. })));
    }

    #[test]
    fn a_damaged_file_says_where_and_what_as_a_kind_never_in_rons_words() {
        let dir = std::env::temp_dir().join(format!("escaque-settings-kinds-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        let ron = |line, column, fault| Damage::Ron { at: TextAt { line, column }, fault };
        let cases: [(&[u8], Damage); 9] = [
            (b"(\n    setup: (white: 12),\n)", ron(2, 20, RonFault::Expected(RonValue::Text))),
            (b"(muted: maybe)", ron(1, 9, RonFault::Expected(RonValue::Boolean))),
            (b"(language: Some(xx))", ron(1, 17, RonFault::UnknownVariant("xx".to_owned()))),
            (b"(muted: true", ron(1, 9, RonFault::ExpectedMark(','))),
            (b"(black_key: \"Z", ron(1, 13, RonFault::ExpectedMark('"'))),
            (b"(muted: true) and more", ron(1, 15, RonFault::TrailingText)),
            (b"(muted: true, arbiter_pin: Some(\"1234\"))", ron(1, 34, RonFault::InvalidValue)),
            (b"\n(muted: \xff\xfe)", Damage::NotText { at: TextAt { line: 2, column: 9 } }),
            (b"(setup: (white_control: \"90x\"))", Damage::TimeControl("90x".parse::<TimeControl>().unwrap_err())),
        ];
        for (text, damage) in cases {
            std::fs::write(&path, text).unwrap();
            let loaded = Settings::load(&path);
            let Some(SettingsProblem::Damaged { damage: found, kept, .. }) = loaded.problem else {
                panic!("{:?}: {:?}", String::from_utf8_lossy(text), loaded.problem)
            };
            assert_eq!(found, damage, "{:?}", String::from_utf8_lossy(text));
            // Kept aside as before, never over an earlier copy.
            assert_eq!(std::fs::read(kept.unwrap()).unwrap(), text);
        }
    }

    #[test]
    fn every_damaged_settings_file_is_kept_and_numbered_even_when_not_utf8() {
        let dir = std::env::temp_dir().join(format!("escaque-settings-damaged-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        std::fs::write(&path, b"(muted: \xff\xfe)").unwrap();
        let loaded = Settings::load(&path);
        assert!(matches!(loaded.problem, Some(SettingsProblem::Damaged { .. })), "{:?}", loaded.problem);
        assert_eq!(std::fs::read(dir.join("settings.ron.broken")).unwrap(), b"(muted: \xff\xfe)");
        std::fs::write(&path, "(muted: maybe)").unwrap();
        assert!(Settings::load(&path).problem.is_some());
        assert_eq!(std::fs::read(dir.join("settings.ron.broken")).unwrap(), b"(muted: \xff\xfe)", "the first kept");
        assert_eq!(std::fs::read_to_string(dir.join("settings.ron.broken.1")).unwrap(), "(muted: maybe)");
        // Moved aside, the damaged file is not found again at the next start.
        assert_eq!(Settings::load(&path).problem, None);
        assert!(!dir.join("settings.ron.broken.2").exists());
    }

    #[test]
    fn a_file_written_before_the_far_players_pieces_could_turn_keeps_them_upright() {
        let dir = std::env::temp_dir().join(format!("escaque-settings-turned-{}", std::process::id()));
        let path = dir.join("settings.ron");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, "(layout: FaceToFace, black_key: \"X\")").unwrap();
        let loaded = Settings::load(&path);
        assert_eq!(loaded.problem, None);
        assert_eq!((loaded.settings.layout, loaded.settings.turn_far_pieces), (Layout::FaceToFace, false));
        // Written today, read back the same.
        let turned = Settings { turn_far_pieces: true, ..loaded.settings };
        turned.save(&path).unwrap();
        assert_eq!(Settings::load(&path).settings, turned);
        // A version without the field skips it (serde ignores fields it does not know).
        #[derive(Deserialize, Default)]
        #[serde(default)]
        struct Before {
            layout: Layout,
            black_key: String,
        }
        let before: Before = ron::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!((before.layout, before.black_key.as_str()), (Layout::FaceToFace, "X"));
    }

    #[test]
    fn a_file_written_before_the_arbiter_pin_has_none() {
        let dir = std::env::temp_dir().join(format!("escaque-settings-pin-old-{}", std::process::id()));
        let path = dir.join("settings.ron");
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, "(setup: (white: \"Uxía\"), muted: true, language: Some(gl), figurines: true)").unwrap();
        let loaded = Settings::load(&path);
        assert_eq!(loaded.problem, None);
        assert_eq!((loaded.settings.arbiter_pin, loaded.settings.muted), (None, true));
    }

    #[test]
    fn the_arbiter_pin_is_kept_hashed_and_never_in_clear() {
        let dir = std::env::temp_dir().join(format!("escaque-settings-pin-{}", std::process::id()));
        let path = dir.join("settings.ron");
        // The '-' is not in the base64 alphabet of a PHC string, so the PIN cannot appear in the
        // salt or the hash by chance.
        let pin = "rook-7391";
        let settings = Settings { arbiter_pin: Some(PinHash::new(pin).unwrap()), ..Settings::default() };
        settings.save(&path).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(!text.contains(pin) && !text.contains("7391"), "{text}");
        assert!(text.contains("arbiter_pin: Some(\"$argon2id$v=19$"), "{text}");
        let loaded = Settings::load(&path);
        assert_eq!(loaded, Loaded { settings: settings.clone(), problem: None });
        let hash = loaded.settings.arbiter_pin.unwrap();
        assert!(hash.verify(pin) && !hash.verify("rook-7392"));
    }

    #[test]
    fn a_stored_pin_that_is_no_hash_makes_the_file_damaged_and_kept() {
        let dir = std::env::temp_dir().join(format!("escaque-settings-pin-bad-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        let damaged = "(muted: true, arbiter_pin: Some(\"1234\"))";
        std::fs::write(&path, damaged).unwrap();
        let loaded = Settings::load(&path);
        assert_eq!(loaded.settings, Settings::default());
        let Some(SettingsProblem::Damaged { damage, kept, .. }) = loaded.problem else {
            panic!("{:?}", loaded.problem)
        };
        assert!(matches!(damage, Damage::Ron { fault: RonFault::InvalidValue, .. }), "{damage:?}");
        assert_eq!(kept.as_deref(), Some(dir.join("settings.ron.broken").as_path()));
        assert_eq!(std::fs::read_to_string(dir.join("settings.ron.broken")).unwrap(), damaged);
    }
}
