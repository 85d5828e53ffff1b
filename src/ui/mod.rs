//! The window (eframe/egui). The game's state lives in the [`Session`] and its table; this
//! module turns input into [`Command`]s, grouped by the part that carries them out (the app,
//! the settings, the game's play, the arbiter, the record) and each group matched in full by
//! its owner, turns play and arbiter commands into table events, and draws what the table
//! says. Drawing functions are named `*_ui`; the window writes no file itself.

use eframe::egui;
mod adjourn_ui;
mod arbiter_panel;
pub mod board;
pub mod clock_face;
mod command;
pub mod follow;
mod follow_board;
mod follow_grid;
mod game_screen;
pub mod live_ui;
mod keyboard;
mod layout;
pub mod palette;
mod series_form;
mod series_run;
mod series_state;
mod series_ui;
mod setup_control;
mod setup_form;
mod setup_players;
mod setup_rules;
mod setup_screen;
mod setup_start;
pub mod signature_pad;
pub mod signing;
pub mod speech_ui;
mod turned;
mod view_menu;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use shakmaty::Color;

use crate::clock::Phase;
use crate::i18n::{Lang, Tr, args, record};
use crate::laws::Millis;
use crate::notation::Notation;
use crate::platform::awake::{self, Inhibitor, StayAwake};
use crate::platform::battery::{self, BatteryWatch, PowerSource};
use crate::platform::places::{self, Places, Relocation};
use crate::platform::settings::{Settings, SettingsProblem};
use crate::platform::sound::{Cue, Sound};
use crate::platform::speech::{self, Voice};
use crate::platform::time::{SystemTime, TimeSource};
use crate::record::RecordError;
use crate::record::archive::Archive;
use crate::table::journal::JournalError;
use crate::table::seat::Seat;
use crate::table::session::{Found, JournalWriteProblem, Session, SessionError};
use crate::table::{Notice, Table};

pub use command::{
    AppCommand, ArbiterAction, ArbiterCommand, Command, PlayCommand, RecordCommand, SeriesCommand, SettingsCommand,
};
pub use game_screen::GameScreen;
pub use setup_screen::SetupForm;

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
    /// ([`places::settle`]), never over a file already there. `None`: nothing to move.
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
        }
    }
}

/// The settings file of the app started as `config` says.
fn settings_file(config: &AppConfig) -> PathBuf {
    config.config_dir.join("settings.ron")
}

/// Something that went wrong outside the game, shown once above the window's content.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Problem {
    Settings(SettingsProblem),
    SettingsNotSaved(RecordError),
    JournalNotArchived {
        dir: PathBuf,
        error: RecordError,
    },
    CannotResume(SessionError),
    /// The journal of the last game cannot be read at all.
    JournalUnreadable(JournalError),
    /// Another window plays on this data folder.
    GameOpenElsewhere,
    /// A file of the old layout could not be moved; it stays where it was.
    NotMoved {
        old: PathBuf,
        to: PathBuf,
        error: String,
    },
    Journal(JournalWriteProblem),
    /// No speech service answered (issue 16): said once, the game goes on in silence.
    SpeechUnavailable,
    /// An adjourned game's envelope that cannot be resumed (Guidelines I).
    Envelope(PathBuf, crate::record::adjourned::EnvelopeError),
    /// No file dialog could be shown to choose an envelope.
    NoEnvelopeDialog,
    /// An envelope given while another game is on screen or waits to be resumed.
    EnvelopeWaits(PathBuf),
    /// The live PGN (issue 17) could not be written: the game goes on.
    Live(live_ui::LiveProblem),
}

impl Problem {
    fn text(&self, tr: Tr) -> String {
        let path = |p: &std::path::Path| p.display().to_string();
        match self {
            Problem::Settings(problem) => crate::i18n::describe::settings_problem(tr, problem),
            Problem::SettingsNotSaved(error) => {
                tr.t_args("problem-settings-not-saved", &args([("error", record::record_error(tr, error).into())]))
            }
            Problem::JournalNotArchived { dir, error } => tr.t_args(
                "problem-journal-not-archived",
                &args([("dir", path(dir).into()), ("error", record::record_error(tr, error).into())]),
            ),
            Problem::CannotResume(e) => {
                tr.t_args("problem-cannot-resume", &args([("error", session_error(tr, e).into())]))
            }
            Problem::GameOpenElsewhere => tr.t("problem-game-open-elsewhere"),
            Problem::NotMoved { old, to, error } => tr.t_args(
                "problem-not-moved",
                &args([("old", path(old).into()), ("to", path(to).into()), ("error", error.as_str().into())]),
            ),
            Problem::JournalUnreadable(error) => tr.t_args(
                "problem-journal-unreadable",
                &args([("error", crate::i18n::describe::journal_error(tr, error).into())]),
            ),
            Problem::Journal(p) => tr.t_args(
                "problem-journal-write",
                &args([("path", path(&p.path).into()), ("error", p.error.as_str().into())]),
            ),
            // Why, in the log (it names sockets and programs); the window says what it means.
            Problem::SpeechUnavailable => tr.t("speech-unavailable"),
            Problem::NoEnvelopeDialog => tr.t("adjourn-no-dialog"),
            Problem::EnvelopeWaits(file) => tr.t_args("adjourn-envelope-waits", &args([("path", path(file).into())])),
            Problem::Envelope(file, e) => tr.t_args(
                "adjourn-problem",
                &args([("path", path(file).into()), ("error", adjourn_ui::envelope_error(tr, e).into())]),
            ),
            Problem::Live(problem) => live_ui::problem_text(tr, problem),
        }
    }
}

/// Why a game could not start or resume, in the player's language.
fn session_error(tr: Tr, e: &SessionError) -> String {
    match e {
        SessionError::Setup(e) => setup_screen::setup_error(tr, e),
        SessionError::JournalWrite(JournalWriteProblem { path, error }) => tr.t_args(
            "session-journal-write",
            &args([("path", path.display().to_string().into()), ("error", error.as_str().into())]),
        ),
        SessionError::Untimed => tr.t("session-untimed"),
        SessionError::OpenElsewhere => tr.t("session-open-elsewhere"),
        SessionError::JournalRead { path, error } => tr.t_args(
            "session-journal-read",
            &args([
                ("path", path.display().to_string().into()),
                ("error", crate::i18n::describe::journal_error(tr, error).into()),
            ]),
        ),
    }
}

enum Screen {
    /// An unfinished game was found on start.
    /// An unfinished game was found: the game, and where its journal is damaged, if it is.
    Resume(Box<(Table, Option<JournalError>)>),
    Setup(Box<SetupForm>),
    Game(Box<GameScreen>),
    /// A series between games, looked at, or the list of past series.
    Series(Box<series_ui::SeriesScreen>),
}

/// The Escaque app.
pub struct EscaqueApp {
    config: AppConfig,
    settings: Settings,
    screen: Screen,
    sound: Sound,
    /// Problems to show once: a damaged settings file, a journal that cannot be written.
    problems: Vec<Problem>,
    /// This window's seat on the data folder: its journal, and the lock that keeps the seat its
    /// own for as long as the window is open.
    seat: Seat,
    /// What each physical key (by its US name) was seen to type on the keyboard in use: the
    /// keycaps shown for the clock keys.
    keycaps: std::collections::HashMap<egui::Key, egui::Key>,
    /// The window fills the screen (as the system last said).
    fullscreen: bool,
    /// A clock key was taken from the input: the character it types, which comes right after
    /// it (in the same frame or the next), is taken too.
    swallow_text: bool,
    /// Commands for the window itself (full screen), sent with the next frame's output.
    viewport_commands: Vec<egui::ViewportCommand>,
    /// The screen kept awake while a clock runs (let go as the window closes, with the app).
    awake: StayAwake,
    /// The battery, read once a minute, for the low-battery sign on the clocks.
    battery: BatteryWatch,
    /// Where the settings were read from, and are saved to: the configuration folder's file,
    /// or the old one where it could not be moved.
    settings_path: PathBuf,
    /// What is said aloud, and the voice that says it (issue 16).
    announcer: speech_ui::Announcer,
    /// The live PGN of the game on screen, when the settings ask for one (issue 17).
    live: Option<live_ui::Live>,
    /// The series being played or looked at (issue 17), if any.
    series: Option<series_ui::Running>,
    /// The organiser's view, opened from the start screen (issue 17), in a window of its own.
    follow: Option<follow::FollowApp>,
}

fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "DejaVuSans".to_owned(),
        Arc::new(egui::FontData::from_static(include_bytes!("../../assets/fonts/DejaVuSans.ttf"))),
    );
    fonts.families.insert(egui::FontFamily::Name(board::PIECES.into()), vec!["DejaVuSans".to_owned()]);
    // Also a fallback for text, for any letter the default font lacks.
    fonts.families.entry(egui::FontFamily::Proportional).or_default().push("DejaVuSans".to_owned());
    // And for the scoresheet's monospace cells, which show figurines (♘f3) when asked to.
    fonts.families.entry(egui::FontFamily::Monospace).or_default().push("DejaVuSans".to_owned());
    ctx.set_fonts(fonts);
}

/// Larger type than egui's default: the app is read from a chair, not a desk.
pub fn style(ctx: &egui::Context) {
    ctx.set_theme(egui::Theme::Light);
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily, FontId, TextStyle};
        style.text_styles = [
            (TextStyle::Heading, FontId::new(26.0, FontFamily::Proportional)),
            (TextStyle::Body, FontId::new(16.0, FontFamily::Proportional)),
            (TextStyle::Button, FontId::new(16.0, FontFamily::Proportional)),
            (TextStyle::Small, FontId::new(12.0, FontFamily::Proportional)),
            (TextStyle::Monospace, FontId::new(15.0, FontFamily::Monospace)),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(10.0, 5.0);
        style.spacing.item_spacing = egui::vec2(8.0, 7.0);
        // The window's clear colour is the background; panels paint none of their own. Without a
        // GPU every painted pixel costs CPU (software GL), and the panels' backgrounds would
        // paint the whole window a second time each frame.
        style.visuals.panel_fill = egui::Color32::TRANSPARENT;
    });
}

/// The background behind every panel (see [`style`]), in the normal look.
pub const BACKGROUND: egui::Color32 = palette::Palette::NORMAL.background;

impl EscaqueApp {
    /// The app in the window eframe made: fonts and style installed, then started as `config`
    /// says.
    pub fn new(cc: &eframe::CreationContext<'_>, config: AppConfig) -> EscaqueApp {
        install_fonts(&cc.egui_ctx);
        style(&cc.egui_ctx);
        EscaqueApp::with_config(config)
    }

    /// The app without a window, on a bare egui context: for the frame benchmark and tools.
    pub fn headless(ctx: &egui::Context, config: AppConfig) -> EscaqueApp {
        install_fonts(ctx);
        style(ctx);
        EscaqueApp::with_config(config)
    }

    fn with_config(mut config: AppConfig) -> EscaqueApp {
        // The settings an older version kept in the data folder move to the configuration
        // folder first, so that they are read from where they will be saved.
        let mut problems = Vec::new();
        let mut moved = Vec::new();
        let mut settings_path = settings_file(&config);
        if let Some(old) = &config.old_dir {
            let places = Places { config: config.config_dir.clone(), data: config.data_dir.clone() };
            for relocation in places::settle(&places, old) {
                match relocation {
                    Relocation::Failed { old, to, error } => {
                        // Settings that could not be moved are read where they are.
                        if to == settings_path {
                            settings_path = old.clone();
                        }
                        problems.push(Problem::NotMoved { old, to, error: error.to_string() });
                    }
                    Relocation::Moved { from, to } => moved.push(("places-moved", from, to)),
                    Relocation::KeptBoth { old, new } => moved.push(("places-kept-both", old, new)),
                }
            }
        }
        let loaded = Settings::load(&settings_path);
        problems.extend(loaded.problem.map(Problem::Settings));
        let settings = loaded.settings;
        let mut sound = if config.sound { Sound::open() } else { Sound::silent() };
        sound.set_muted(settings.muted);
        let seat = Seat::take(&config.data_dir);
        if seat.elsewhere() {
            // Another window is open on this data folder: this one plays a game of its own.
            problems.push(Problem::GameOpenElsewhere);
        }
        let journal = seat.journal().to_owned();
        let setup_screen = || Screen::Setup(Box::new(SetupForm::new(&settings.setup, settings.chess960_random)));
        let screen = match Session::found(&journal) {
            Some(Found::Game { table, damage }) => Screen::Resume(Box::new((*table, damage))),
            Some(Found::Unreadable(error)) => {
                // Said at once; the file is kept, filed with the games when a new game starts.
                problems.push(Problem::JournalUnreadable(error));
                setup_screen()
            }
            None => setup_screen(),
        };
        let awake = StayAwake::new(std::mem::replace(&mut config.inhibitor, Box::new(awake::Nothing)));
        let battery =
            BatteryWatch::new(std::mem::replace(&mut config.battery, Box::new(battery::NoBattery::default())));
        let config_voice = Arc::clone(&config.voice);
        let mut app = EscaqueApp {
            config,
            settings,
            screen,
            sound,
            problems: Vec::new(),
            seat,
            keycaps: std::collections::HashMap::new(),
            fullscreen: false,
            swallow_text: false,
            viewport_commands: Vec::new(),
            awake,
            battery,
            settings_path,
            announcer: speech_ui::Announcer::new(config_voice),
            live: None,
            series: None,
            follow: None,
        };
        // What was moved is said in the log, in the app's language.
        let tr = app.tr();
        for (message, from, to) in moved {
            let (from, to) = (from.display().to_string(), to.display().to_string());
            eprintln!("{}", tr.t_args(message, &args([("from", from.into()), ("to", to.into())])));
        }
        if let Some(envelope) = app.config.envelope.clone() {
            app.execute(AppCommand::OpenEnvelope(envelope).into());
        }
        if app.config.quick_start {
            match app.screen {
                Screen::Setup(_) => app.execute(AppCommand::StartGame.into()),
                Screen::Resume(_) => {
                    app.execute(AppCommand::ResumeGame.into());
                    app.execute(ArbiterCommand::Resume.into());
                }
                Screen::Game(_) | Screen::Series(_) => {}
            }
        }
        problems.append(&mut app.problems);
        app.problems = problems;
        app
    }

    fn now(&self) -> Millis {
        self.config.time.now()
    }

    /// The translator for the language in use: the one chosen, or the system's; it cites
    /// Articles as the edition of the game on screen (or of the game to resume) numbers them,
    /// 2023 when there is none.
    pub fn tr(&self) -> Tr {
        let tr = Tr::new(self.settings.language.unwrap_or(self.config.system_lang));
        match &self.screen {
            Screen::Game(game) => tr.with_edition(game.table().setup().edition),
            Screen::Resume(found) => tr.with_edition(found.0.setup().edition),
            Screen::Setup(_) | Screen::Series(_) => tr,
        }
    }

    fn journal_path(&self) -> PathBuf {
        self.seat.journal().to_owned()
    }

    fn save_settings(&mut self) {
        if let Err(e) = self.settings.save(&self.settings_path) {
            self.problems.push(Problem::SettingsNotSaved(e));
        }
    }

    /// The archive of games in the data folder.
    fn archive(&self) -> Archive {
        Archive::new(&self.config.data_dir)
    }

    /// Moves the journal of a finished or abandoned game out of the way, into `games/`.
    /// Whether the seat's journal is out of the way (filed, or there was none); if it could not
    /// be filed, the problem is shown and the journal stays where it is, untouched.
    fn archive_journal(&mut self) -> bool {
        // A game another window is playing is that window's to keep.
        if self.seat.journal_in_use() {
            return false;
        }
        let archive = self.archive();
        match archive.keep_journal(&self.journal_path(), crate::record::print::now_secs()) {
            Ok(_) => true,
            Err(error) => {
                self.problems.push(Problem::JournalNotArchived { dir: archive.games_dir(), error });
                false
            }
        }
    }

    /// Carries out a command: each group by the part that owns it.
    pub fn execute(&mut self, command: Command) {
        let now = self.now();
        let tr = self.tr();
        match command {
            Command::App(command) => {
                // A game started from the form is no game of the series.
                if let (AppCommand::StartGame, Some(running)) = (&command, &mut self.series) {
                    running.playing = false;
                }
                self.app_command(command, now);
            }
            Command::Series(command) => self.series_command(command, now),
            Command::Settings(command) => {
                command.apply(&mut self.settings);
                self.sound.set_muted(self.settings.muted);
                self.save_settings();
            }
            Command::Play(command) => self.game_command(|game| game.play_command(command, now, tr)),
            Command::Arbiter(command) => {
                let pin = self.settings.arbiter_pin.clone();
                self.game_command(|game| game.arbiter_command(command, now, pin.as_ref()));
            }
            Command::Record(command) => {
                let archive = self.archive();
                let notation = Notation { lang: tr.lang(), figurines: self.settings.figurines };
                let save_to = self.config.save_without_asking.clone();
                let opened = command == RecordCommand::OpenSigning;
                self.game_command(|game| {
                    game.record_command(command, &archive, tr, notation, save_to.as_deref());
                    Vec::new()
                });
                if opened {
                    self.series_signing_opened();
                }
            }
        }
    }

    /// Changes the screen: a game started or resumed, or back to the setup form.
    fn app_command(&mut self, command: AppCommand, now: Millis) {
        match command {
            AppCommand::StartGame => {
                let Screen::Setup(form) = &mut self.screen else { return };
                let setup = match form.to_setup(random_number) {
                    Ok(setup) => setup,
                    Err(e) => {
                        form.error = Some(setup_screen::FormError::Choice(e));
                        return;
                    }
                };
                self.settings.setup = setup.clone();
                self.settings.chess960_random = form.chess960_random();
                self.settings.live = form.live.settings_or(&self.settings.live);
                // A board turned round for the last game is not turned for the next (White
                // starts at the bottom again).
                self.settings.flipped = false;
                self.save_settings();
                // The last game's journal is never written over: if it cannot be filed, no new
                // game starts (the problem above the window says why).
                if !self.archive_journal() {
                    return;
                }
                match Session::start(setup, &self.journal_path(), now) {
                    Ok(session) => self.screen = Screen::Game(Box::new(GameScreen::new(session, self.config.analysis))),
                    Err(e) => {
                        if let Screen::Setup(form) = &mut self.screen {
                            form.error = Some(setup_screen::FormError::Session(e));
                        }
                    }
                }
            }
            AppCommand::ResumeGame => match Session::recover(&self.journal_path(), now) {
                Ok(session) => {
                    self.screen = Screen::Game(Box::new(GameScreen::new(session, self.config.analysis)));
                    self.series_resumed();
                }
                Err(e) => {
                    self.problems.push(Problem::CannotResume(e));
                    self.screen =
                        Screen::Setup(Box::new(SetupForm::new(&self.settings.setup, self.settings.chess960_random)));
                }
            },
            AppCommand::DiscardUnfinished => {
                if !self.archive_journal() {
                    return;
                }
                self.screen =
                    Screen::Setup(Box::new(SetupForm::new(&self.settings.setup, self.settings.chess960_random)));
            }
            AppCommand::DiscardUnstarted => {
                let Screen::Game(game) = &mut self.screen else { return };
                if !game.table().game().plies().is_empty() {
                    return;
                }
                let setup = game.table().setup().clone();
                let tr = self.tr();
                self.game_command(|game| game.play_command(PlayCommand::Abort, now, tr));
                // The game closes its journal as it leaves the screen; the journal, its last
                // line the abandonment, then goes with the games. If it cannot, it stays where
                // it is and is offered at the next start (the problem above the window says why).
                self.screen = Screen::Setup(Box::new(SetupForm::new(&setup, false)));
                self.archive_journal();
                self.series_game_discarded();
            }
            AppCommand::NewGame => {
                // After a game of a series: the screen between games.
                if self.series_game_over() {
                    return;
                }
                self.screen =
                    Screen::Setup(Box::new(SetupForm::new(&self.settings.setup, self.settings.chess960_random)));
            }
            AppCommand::ToggleFullscreen => {
                self.fullscreen = !self.fullscreen;
                self.viewport_commands.push(egui::ViewportCommand::Fullscreen(self.fullscreen));
            }
            AppCommand::SayClocks => {
                let tr = self.tr();
                let Screen::Game(game) = &self.screen else { return };
                let t = game.session.game_time(now);
                self.announcer.say_clocks(game.table(), t, tr, self.settings.speech);
            }
            AppCommand::ChooseEnvelope => match adjourn_ui::pick_envelope() {
                adjourn_ui::Picked::File(path) => self.app_command(AppCommand::OpenEnvelope(path), now),
                adjourn_ui::Picked::Cancelled => {}
                adjourn_ui::Picked::NoDialog => self.problems.push(Problem::NoEnvelopeDialog),
            },
            AppCommand::OpenEnvelope(path) => self.open_envelope(&path, now),
            AppCommand::ChooseFollowFolder => self.choose_follow_folder(),
            AppCommand::FollowBoards(path) => self.follow_boards(path),
        }
    }

    /// Resumes the adjourned game of the envelope at `path` (Guidelines I.5): from the start
    /// screen only; the last game's journal is filed first, never written over.
    fn open_envelope(&mut self, path: &std::path::Path, now: Millis) {
        if !matches!(self.screen, Screen::Setup(_)) {
            // An unfinished game here is resumed or set aside first: never filed unasked.
            return self.problems.push(Problem::EnvelopeWaits(path.to_owned()));
        }
        let envelope = match crate::record::adjourned::Envelope::read_file(path) {
            Ok((envelope, _)) => envelope,
            Err(e) => return self.problems.push(Problem::Envelope(path.to_owned(), e)),
        };
        if !self.archive_journal() {
            return;
        }
        let journal = self.journal_path();
        if let Err(e) = envelope.install(&journal) {
            let problem = JournalWriteProblem { path: journal, error: e.to_string() };
            return self.problems.push(Problem::CannotResume(SessionError::JournalWrite(problem)));
        }
        match Session::resume(&journal, now) {
            Ok(session) => {
                let mut game = GameScreen::new(session, self.config.analysis);
                game.adjourn.resumption = envelope.details.resumption.clone();
                game.adjourn.envelope = Some(envelope);
                self.screen = Screen::Game(Box::new(game));
                self.series_resumed();
            }
            Err(e) => self.problems.push(Problem::CannotResume(e)),
        }
    }

    /// Runs `command` on the game on screen (if there is none, there is nothing it could do):
    /// plays its sounds and shows a journal that cannot be written.
    fn game_command(&mut self, command: impl FnOnce(&mut GameScreen) -> Vec<Cue>) {
        let Screen::Game(game) = &mut self.screen else { return };
        for cue in command(game) {
            self.sound.play(cue);
        }
        self.show_journal_problem();
    }

    /// Shows, or takes away once the disk takes writes again, the warning that the journal
    /// cannot be written.
    fn show_journal_problem(&mut self) {
        let Screen::Game(game) = &self.screen else { return };
        match game.session.journal_problem() {
            Some(problem) => {
                let problem = Problem::Journal(problem.clone());
                if !self.problems.contains(&problem) {
                    self.problems.push(problem);
                }
            }
            None => self.problems.retain(|p| !matches!(p, Problem::Journal(_))),
        }
    }

    /// Time-driven work: a flag seen to fall, the low-time warning, and the next repaint,
    /// scheduled for when the next shown digit changes rather than every frame.
    fn tick(&mut self, ctx: &egui::Context) {
        let now = self.now();
        let Screen::Game(game) = &mut self.screen else { return };
        let cues = game.tick(now);
        for cue in cues {
            self.sound.play(cue);
        }
        self.show_journal_problem();
        self.announce();
        let Screen::Game(game) = &self.screen else { return };
        if self.config.repaint_every_frame {
            ctx.request_repaint();
        } else if let Some(delay) = game.next_repaint_in(now) {
            ctx.request_repaint_after(Duration::from_millis(delay));
        }
    }

    /// The keys of this frame that are commands: the players' clock keys while a game is in
    /// play (the same command as a click on the clock's face), `F2` for the arbiter's panel
    /// (like its button in the toolbar), `F5` to hear the clocks (like the speech menu's button),
    /// `F11` for full screen (like its button) and `F8` for high contrast (like the "View" menu's
    /// toggle).
    ///
    /// While a game is in play the two clock keys press the clock whatever has the focus: their
    /// events are taken out of the frame's input before any widget sees them, so that the
    /// character never reaches the move field. Only the arbiter typing in the panel (a remark,
    /// the PIN) keeps them as text. Every key also teaches which keycap a physical key has on
    /// the keyboard in use.
    fn take_keys(&mut self, ctx: &egui::Context) -> Vec<Command> {
        let white = egui::Key::from_name(&self.settings.white_key);
        let black = egui::Key::from_name(&self.settings.black_key);
        let playing = match &self.screen {
            Screen::Game(game) => game.takes_clock_keys(ctx.egui_wants_keyboard_input()),
            Screen::Setup(_) | Screen::Resume(_) | Screen::Series(_) => false,
        };
        let keycaps = &mut self.keycaps;
        // The character typed by a clock key comes as a text event right after its key event.
        let drop_text = &mut self.swallow_text;
        ctx.input_mut(|input| {
            let mut commands = Vec::new();
            input.events.retain(|event| {
                let after_clock_key = std::mem::take(drop_text);
                match event {
                    egui::Event::Text(_) => !after_clock_key,
                    // Pointer movements may come between a key and its text.
                    egui::Event::PointerMoved(_) | egui::Event::MouseMoved(_) => {
                        *drop_text = after_clock_key;
                        true
                    }
                    egui::Event::Key { key, physical_key, pressed, repeat, modifiers } => {
                        let physical = physical_key.unwrap_or(*key);
                        // Learnt from plain presses only: with Shift the `/` key is `?`.
                        if *pressed && physical_key.is_some() && modifiers.is_none() {
                            keycaps.insert(physical, *key);
                        }
                        if *pressed && !*repeat && physical == ARBITER_KEY {
                            commands.push(ArbiterCommand::OpenPanel.into());
                        }
                        if *pressed && !*repeat && physical == FULLSCREEN_KEY {
                            commands.push(AppCommand::ToggleFullscreen.into());
                        }
                        if *pressed && !*repeat && physical == speech_ui::CLOCKS_KEY {
                            commands.push(AppCommand::SayClocks.into());
                        }
                        if *pressed && !*repeat && physical == palette::HIGH_CONTRAST_KEY {
                            commands.push(SettingsCommand::ToggleHighContrast.into());
                        }
                        let side = if Some(physical) == white {
                            Color::White
                        } else if Some(physical) == black {
                            Color::Black
                        } else {
                            return true;
                        };
                        if !playing {
                            return true;
                        }
                        if *pressed && !*repeat {
                            commands.push(PlayCommand::Press(side).into());
                        }
                        // Held down or let go, the key types nothing either.
                        *drop_text = *pressed;
                        false
                    }
                    _ => true,
                }
            });
            commands
        })
    }

    /// The keycap of the key named `name` (a physical key, by its US name) on the keyboard in
    /// use: what it was seen to type, or, until it is pressed, its US label.
    fn keycap(&self, name: &str) -> String {
        match egui::Key::from_name(name) {
            Some(physical) => match self.keycaps.get(&physical).unwrap_or(&physical) {
                // egui shows the minus sign (U+2212); the keycap has a hyphen-minus.
                egui::Key::Minus => "-".to_owned(),
                key => key.symbol_or_name().to_owned(),
            },
            None => name.to_owned(),
        }
    }

    /// Draws the app; exposed so that tests and the frame benchmark can drive it headless.
    pub fn app_ui(&mut self, ui: &mut egui::Ui) {
        let mut commands = Vec::new();
        let tr = self.tr();
        palette::follow(ui.ctx(), &self.settings);
        if !self.problems.is_empty() {
            egui::Panel::top("problems").show(ui, |ui| {
                let mut dismissed = None;
                for (i, problem) in self.problems.iter().enumerate() {
                    ui.horizontal_wrapped(|ui| {
                        let line = ui.colored_label(ui.visuals().warn_fg_color, problem.text(tr));
                        // A screen reader says each problem at once, whatever it was saying
                        // (issue 16): a player who cannot see the screen learns that the voice
                        // is unavailable, or that the disk refuses the journal.
                        ui.ctx().accesskit_node_builder(line.id, |node| {
                            node.set_live(egui::accesskit::Live::Assertive);
                        });
                        if ui.small_button(tr.t("problem-ok")).clicked() {
                            dismissed = Some(i);
                        }
                    });
                }
                if let Some(i) = dismissed {
                    self.problems.remove(i);
                }
            });
        }
        commands.extend(self.take_keys(ui.ctx()));
        self.fullscreen = ui.ctx().input(|i| i.viewport().fullscreen).unwrap_or(self.fullscreen);
        let keycaps = shakmaty::ByColor {
            white: self.keycap(&self.settings.white_key),
            black: self.keycap(&self.settings.black_key),
        };
        match &mut self.screen {
            Screen::Resume(found) => {
                let (table, damage) = &**found;
                egui::CentralPanel::default_margins()
                    .show(ui, |ui| resume_ui(ui, tr, table, damage.as_ref(), &mut commands));
            }
            Screen::Setup(form) => {
                egui::Panel::bottom("adjourned").show(ui, |ui| {
                    ui.horizontal(|ui| {
                        adjourn_ui::start_screen_ui(ui, tr, &mut commands);
                        follow::start_screen_ui(ui, tr, &mut commands);
                    });
                });
                egui::CentralPanel::default_margins().show(ui, |ui| {
                    let width = ui.available_width().min(760.0);
                    let left = (ui.available_width() - width) / 2.0;
                    let rect = egui::Rect::from_min_size(
                        ui.cursor().min + egui::vec2(left, 0.0),
                        egui::vec2(width, ui.available_height()),
                    );
                    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
                        form.setup_ui(ui, tr, &self.settings, &mut commands);
                    });
                });
            }
            Screen::Game(game) => {
                let now = self.config.time.now();
                game.keycaps = keycaps;
                // The battery is read on the game screen only, where its sign is shown.
                self.battery.tick(now);
                ui.ctx().request_repaint_after(Duration::from_millis(self.battery.next_in(now)));
                game.battery_low = self.battery.power().low();
                game.game_ui(ui, tr, &self.settings, self.sound.is_silent(), now, &mut commands);
            }
            Screen::Series(screen) => {
                let running = self.series.as_ref();
                egui::CentralPanel::default_margins().show(ui, |ui| screen.series_ui(ui, tr, running, &mut commands));
            }
        }
        let board_news = board::take_news(ui.ctx());
        for command in commands {
            self.execute(command);
        }
        self.announce_board(&board_news);
        self.announce();
        self.keep_awake();
        self.write_live();
        // A live file's write under way or to be tried again: looked at again within a second,
        // whatever the screen (the setup and series screens repaint on input only).
        if self.live.as_ref().is_some_and(live_ui::Live::unsettled) {
            ui.ctx().request_repaint_after(Duration::from_secs(1));
        }
        self.follow_ui(ui.ctx());
        for command in self.viewport_commands.drain(..) {
            ui.ctx().send_viewport_cmd(command);
        }
    }

    /// Says aloud what the game's new notices and its clock call for (issue 16), and says once
    /// above the window that speech is unavailable, if it is.
    fn announce(&mut self) {
        let tr = self.tr();
        let now = self.now();
        match &mut self.screen {
            Screen::Game(game) => {
                let notices = std::mem::take(&mut game.heard);
                let lines = std::mem::take(&mut game.heard_lines);
                let t = game.session.game_time(now);
                self.announcer.follow(game.table(), t, &notices, &lines, tr, self.settings.speech);
            }
            Screen::Setup(_) | Screen::Resume(_) | Screen::Series(_) => self.announcer.no_game(),
        }
        if let Some(error) = self.announcer.unavailable_news(self.settings.speech) {
            eprintln!("{} ({error})", tr.t("speech-unavailable"));
            if !self.problems.contains(&Problem::SpeechUnavailable) {
                self.problems.push(Problem::SpeechUnavailable);
            }
        }
    }

    /// Says what the board's keys did this frame (the cursor's square, a piece picked up or
    /// put back) to the player using the board, if their speech is on (issue 16).
    fn announce_board(&mut self, news: &[board::BoardNews]) {
        let tr = self.tr();
        if let Screen::Game(game) = &self.screen
            && !news.is_empty()
        {
            self.announcer.board(game.table(), news, tr, self.settings.speech);
        }
    }

    /// Holds the screen awake while a clock runs, lets it go when the clocks stop (a pause, the
    /// end of the game, another screen); a failure to hold it is said once, in the log.
    fn keep_awake(&mut self) {
        let running = match &self.screen {
            Screen::Game(game) => game.table().clock().is_some_and(|c| matches!(c.phase(), Phase::Running(_))),
            Screen::Setup(_) | Screen::Resume(_) | Screen::Series(_) => false,
        };
        let tr = self.tr();
        if let Some(error) = self.awake.follow(running, || tr.t("awake-reason")) {
            eprintln!("{}", tr.t_args("awake-unavailable", &args([("error", error.into())])));
        }
    }

    /// Whether the screen is being held awake now (for tests): a clock runs.
    pub fn kept_awake(&self) -> bool {
        self.awake.held()
    }

    /// Whether the window fills the screen (as far as the app knows).
    pub fn fullscreen(&self) -> bool {
        self.fullscreen
    }

    /// The remembered preferences (for tests).
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game in progress, if any (for tests).
    pub fn game(&self) -> Option<&GameScreen> {
        match &self.screen {
            Screen::Game(game) => Some(game),
            _ => None,
        }
    }
}

/// Moves as players count them, from the move numbers the scoresheet shows: after 1. e4 e5
/// 2. Nf3 Nc6 3. Bb5, three (not five plies); after 1... e5 2. Nf3, two.
fn moves_made(table: &Table) -> usize {
    let plies = table.game().plies().len();
    let black_first = usize::from(shakmaty::Position::turn(table.game().start()) == Color::Black);
    (plies + black_first).div_ceil(2)
}

fn resume_ui(ui: &mut egui::Ui, tr: Tr, table: &Table, damage: Option<&JournalError>, commands: &mut Vec<Command>) {
    ui.add_space(40.0);
    ui.vertical_centered(|ui| {
        let ended = table.game().status().ending();
        ui.heading(tr.t(if ended.is_some() { "resume-unsigned-heading" } else { "resume-heading" }));
        let setup = table.setup();
        let player = |name: &str, side: shakmaty::Color| {
            if name.is_empty() {
                tr.colour(side)
            } else {
                tr.t_args("player-with-colour", &args([("name", name.into()), ("side", crate::i18n::side(side))]))
            }
        };
        if let Some(event) = game_screen::event_line(tr, setup) {
            ui.label(event);
        }
        ui.label(tr.t_args(
            "resume-summary",
            &args([
                ("white", player(&setup.white, Color::White).into()),
                ("black", player(&setup.black, Color::Black).into()),
                ("moves", moves_made(table).into()),
            ]),
        ));
        match ended {
            Some(ending) => ui.label(tr.t_args(
                "resume-unsigned-note",
                &args([("ending", crate::i18n::describe::ending(tr, &ending).into())]),
            )),
            None if table.is_adjourned() => {
                ui.label(tr.t("resume-note"));
                // Guidelines I: say so before the player resumes, not only on the envelope's screen.
                let article = tr.article(crate::laws::Article::ENVELOPE);
                ui.label(tr.t_args("resume-adjourned", &args([("article", article.into())])))
            }
            None if table.adjournment().is_some() => {
                // Called (I.1.1), the move not sealed yet when the app stopped.
                ui.label(tr.t("resume-note"));
                let article = tr.article(crate::laws::Article::ADJOURNMENT);
                ui.label(tr.t_args("resume-adjourn-called", &args([("article", article.into())])))
            }
            None => ui.label(tr.t("resume-note")),
        };
        if let Some(damage) = damage {
            let problem = crate::i18n::describe::journal_error(tr, damage);
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr.t_args("resume-damaged", &args([("problem", problem.into())])),
            );
        }
        ui.add_space(20.0);
        let (resume, discard) =
            if ended.is_some() { ("resume-sign", "resume-set-aside") } else { ("resume-button", "resume-discard") };
        if ui.button(tr.t(resume)).clicked() {
            commands.push(AppCommand::ResumeGame.into());
        }
        if ui.button(tr.t(discard)).clicked() {
            commands.push(AppCommand::DiscardUnfinished.into());
        }
    });
}

/// Asks where to save `bytes` (the system's file dialog, through rfd) and writes them there,
/// crash-safely; where no dialog can be shown, into the known folder, said so. `None` if the
/// dialog was cancelled. With `folder` (tests), writes there as `file_name` without asking.
fn save_as(kind: &str, file_name: &str, bytes: &[u8], folder: Option<&std::path::Path>) -> Option<signing::Outcome> {
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

/// A number from the operating system's randomness, for drawing lots and Chess960 positions.
pub fn random_number() -> u16 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(0);
    (hasher.finish() % 960) as u16
}

impl eframe::App for EscaqueApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.tick(ctx);
    }

    fn clear_color(&self, _visuals: &egui::Visuals) -> [f32; 4] {
        palette::Look::of_settings(&self.settings).palette().background.to_normalized_gamma_f32()
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.app_ui(ui);
    }

    /// The window closing: the live file's last text (the last move, the result) is given a
    /// moment to reach the file (issue 17); nothing else waits.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.finish_live();
    }
}

/// The key that opens the arbiter's panel, like its button in the toolbar (named there).
pub const ARBITER_KEY: egui::Key = egui::Key::F2;

/// The key that fills the screen with the window or gives it back its frame, like the
/// toolbar's button (named there).
pub const FULLSCREEN_KEY: egui::Key = egui::Key::F11;

/// The window's icon: the app's icon for the desktop (`packaging/linux/icons`), 256 pixels
/// square, built into the program so that it shows wherever the program is run from. `None`
/// only if the picture could not be read (the window then has the system's default).
pub fn window_icon() -> Option<egui::IconData> {
    let png = include_bytes!("../../packaging/linux/icons/hicolor/256x256/apps/io.github.escaque.Escaque.png");
    eframe::icon_data::from_png_bytes(png).ok()
}

/// Runs the window.
pub fn run(config: AppConfig) -> eframe::Result<()> {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Escaque")
        .with_app_id(crate::platform::APP_ID)
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([720.0, 480.0]);
    if let Some(icon) = window_icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions { viewport, ..Default::default() };
    eframe::run_native("Escaque", options, Box::new(|cc| Ok(Box::new(EscaqueApp::new(cc, config)))))
}

/// Sounds for what happened.
fn cues_for(notices: &[Notice]) -> Vec<Cue> {
    notices
        .iter()
        .filter_map(|notice| match notice {
            Notice::Moved { san, .. } => Some(if san.to_string().contains('x') { Cue::Capture } else { Cue::Move }),
            Notice::CastledByTwoMoves { .. } => Some(Cue::Move),
            Notice::Pressed(_) => Some(Cue::Press),
            Notice::FlagFell(_) => Some(Cue::Flag),
            _ => None,
        })
        .collect()
}
