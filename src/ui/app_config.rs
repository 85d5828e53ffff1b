//! How the window is started: where its files are, its clock, its voice and the desktop's services.

use std::path::PathBuf;
use std::sync::Arc;

use crate::i18n::Lang;
use crate::platform::awake::{self, Inhibitor};
use crate::platform::battery::{self, PowerSource};
use crate::platform::places::Places;
use crate::platform::reader::{self, ScreenReader};
use crate::platform::speech::{self, Voice};
use crate::platform::time::{SystemTime, TimeSource};

/// How the app is started: where it keeps its files, which clock it reads, and the desktop's
/// services it uses (the inhibit against the screen saver, the battery).
pub struct AppConfig {
    /// The journal of the game in progress, finished games, the seal key.
    pub data_dir: PathBuf,
    /// The settings (`settings.ron`): the user's configuration folder in the real app, the
    /// data folder in tests.
    pub config_dir: PathBuf,
    /// A folder in the layout of versions up to 0.1, which kept the settings with the journal
    /// in the data folder: its files are moved once, on start, to where they are kept now
    /// ([`crate::platform::places::settle`]), never over a file already there. `None`: nothing to move.
    pub old_dir: Option<PathBuf>,
    /// Keeps the screen awake while a clock runs: the desktop's service, or nothing (tests).
    pub inhibitor: Box<dyn Inhibitor>,
    /// Where the battery is read from, for the low-battery sign on the clocks.
    pub battery: Box<dyn PowerSource>,
    /// The clock the game's times are read from: the system's monotonic clock, or a mock in
    /// tests.
    pub time: Arc<dyn TimeSource>,
    /// Open the sound device (the real app) or stay silent (tests).
    pub sound: bool,
    /// Start a game at once with the remembered setup, or resume the unfinished one with its
    /// clocks running (for the idle measurement and the screenshots).
    pub quick_start: bool,
    /// Repaint every frame instead of only when something visible changes: only to measure
    /// what that costs (`scripts/idle-cpu`).
    pub repaint_every_frame: bool,
    /// The language to speak until one is chosen in the settings: the operating system's in
    /// the real app, English in tests (so that they do not depend on the machine's locale).
    pub system_lang: Lang,
    /// Run the full analysis beside the game (dead positions, unwinnable flags) on a worker
    /// thread. Tests that do not test it leave it off, so that nothing depends on a thread's
    /// speed.
    pub analysis: bool,
    /// Where "Save PGN…" and "Save PDF…" write, under the name they offer, without asking:
    /// tests, which cannot answer the system's file dialog. `None`: the dialog asks.
    pub save_without_asking: Option<PathBuf>,
    /// What says the announcements aloud (issue 16): the desktop's speech service in the real
    /// app, a silent voice in tests unless one is given ([`AppConfig::with_voice`]).
    pub voice: Arc<dyn Voice>,
    /// An adjourned game's envelope to resume on start (`escaque --resume FILE`, Guidelines I.5).
    pub envelope: Option<PathBuf>,
    /// How the live file is written, on its own thread (issue 17): `None`, crash-safely to
    /// the folder; tests give a stand-in that can be held up.
    pub live_write: Option<crate::record::live::WriteFn>,
    /// Whether a screen reader runs (issue 27): the accessibility bus's answer in the real app,
    /// none in tests unless one is given.
    pub screen_reader: ScreenReader,
}

impl AppConfig {
    /// The app as tests and benchmarks run it: all files in `data_dir` (nothing to move), time
    /// from `time`, no sound device, English, no analysis thread (nothing may depend on a
    /// thread's speed), no inhibit and no battery.
    pub fn headless(data_dir: PathBuf, time: Arc<dyn TimeSource>) -> AppConfig {
        AppConfig {
            config_dir: data_dir.clone(),
            data_dir,
            old_dir: None,
            inhibitor: Box::new(awake::Nothing),
            battery: Box::new(battery::NoBattery::default()),
            time,
            sound: false,
            quick_start: false,
            repaint_every_frame: false,
            system_lang: Lang::En,
            analysis: false,
            save_without_asking: None,
            voice: Arc::new(speech::Silent),
            envelope: None,
            live_write: None,
            screen_reader: reader::none(),
        }
    }

    /// The same app speaking through `voice`: a test's [`speech::RecordingVoice`] (which keeps
    /// what was said and in which language), or a [`speech::DesktopVoice`] on chosen services.
    ///
    /// ```no_run
    /// # use std::sync::Arc;
    /// # use escaque::platform::{speech::RecordingVoice, time::MockTime};
    /// # use escaque::ui::AppConfig;
    /// let voice = RecordingVoice::default();
    /// let config = AppConfig::headless("/tmp/escaque-test".into(), Arc::new(MockTime::default()))
    ///     .with_voice(Arc::new(voice.clone()));
    /// // ... the app plays, with speech on for a player (Settings::speech) ...
    /// let heard: Vec<String> = voice.texts();
    /// ```
    pub fn with_voice(mut self, voice: Arc<dyn Voice>) -> AppConfig {
        self.voice = voice;
        self
    }

    /// The real app: the settings in the user's configuration folder, the rest in the data
    /// folder ([`Places::for_user`]; `ESCAQUE_DATA_DIR` puts everything in one folder); the
    /// settings an older version left in the data folder are moved on start. The desktop's
    /// inhibit and the machine's battery.
    pub fn desktop() -> AppConfig {
        let Places { config, data } = Places::for_user();
        AppConfig {
            old_dir: (config != data).then(|| data.clone()),
            config_dir: config,
            data_dir: data,
            inhibitor: Box::new(awake::Desktop::default()),
            battery: Box::new(battery::System::default()),
            time: Arc::new(SystemTime::default()),
            sound: true,
            quick_start: false,
            repaint_every_frame: false,
            system_lang: Lang::detect(),
            analysis: true,
            save_without_asking: None,
            voice: Arc::new(speech::DesktopVoice::desktop()),
            envelope: None,
            live_write: None,
            screen_reader: reader::desktop(),
        }
    }
}

/// The settings file of the app started as `config` says.
pub(super) fn settings_file(config: &AppConfig) -> PathBuf {
    config.config_dir.join("settings.ron")
}
