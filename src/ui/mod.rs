//! The window (eframe/egui). The game's state lives in the [`Session`] and its table; this
//! module turns input into [`Command`]s, grouped by the part that carries them out (the app,
//! the settings, the game's play, the arbiter, the record) and each group matched in full by
//! its owner, turns play and arbiter commands into table events, and draws what the table
//! says. Drawing functions are named `*_ui`; the window writes no file itself.

use eframe::egui;
mod adjourn_ui;
mod app_commands;
mod app_close;
mod app_news;
mod app_config;
mod app_keys;
mod arbiter_panel;
mod arbiter_record;
mod banner;
pub mod board;
mod board_cursor;
pub mod clock_face;
mod command;
mod evening_board;
mod evening_files;
mod evening_run;
mod evening_state;
mod evening_table;
mod evening_ui;
pub mod follow;
mod follow_board;
mod follow_grid;
mod game_commands;
mod game_layout;
mod game_modals;
mod game_screen;
mod game_view;
mod keyboard;
mod layout;
mod look;
mod lots;
pub mod live_ui;
pub mod palette;
mod player_ui;
mod problem_line;
mod reader;
mod resume_ui;
mod save_dialog;
mod scoresheet_ui;
mod series_form;
mod series_run;
mod series_state;
mod series_ui;
mod setup_control;
mod setup_form;
mod setup_players;
mod setup_rules;
mod setup_page;
mod setup_screen;
mod setup_start;
pub mod signature_pad;
pub mod signing;
pub mod speech_ui;
mod turned;
mod view_menu;

use std::path::PathBuf;
use std::sync::Arc;

use crate::platform::settings::SettingsProblem;
use crate::record::RecordError;
use crate::table::session::{JournalWriteProblem, SessionError};
use std::time::Duration;

use crate::i18n::{Tr, args, record};
use crate::laws::Millis;
use crate::platform::awake::{self, StayAwake};
use crate::platform::battery::{self, BatteryWatch};
use crate::platform::places::{self, Places, Relocation};
use crate::platform::settings::Settings;
use crate::platform::sound::Sound;
use crate::record::archive::Archive;
use crate::table::journal::JournalError;
use crate::table::seat::Seat;
use crate::table::session::{ClockRan, Found, Session};
use crate::table::Table;

pub use app_config::AppConfig;
pub use keyboard::{ARBITER_KEY, FULLSCREEN_KEY};
pub use evening_run::EVENING_LOOK_EVERY;
pub(crate) use look::install_fonts;
pub use look::{BACKGROUND, style, window_icon};
pub use lots::random_number;
pub(crate) use save_dialog::save_as;
use app_config::settings_file;
pub use command::{
    AppCommand, ArbiterAction, ArbiterCommand, BoardCommand, Command, EveningCommand, EveningFile, PlayCommand,
    RecordCommand,
    SeriesCommand, SettingsCommand,
};
pub use game_screen::GameScreen;
use resume_ui::resume_ui;
pub use setup_screen::SetupForm;

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
                &args([("path", path(&p.path).into()), ("error", journal_refusal(tr, p).into())]),
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

/// Why the disk refused the journal, in the player's words where the kind is a common one (a
/// full disk, a read-only one, no permission), else in the system's.
fn journal_refusal(tr: Tr, p: &JournalWriteProblem) -> String {
    crate::i18n::record::os_error(tr, &crate::record::error::OsError { kind: p.kind, message: p.error.clone() })
}

/// Why a game could not start or resume, in the player's language.
fn session_error(tr: Tr, e: &SessionError) -> String {
    match e {
        SessionError::Setup(e) => setup_screen::setup_error(tr, e),
        SessionError::JournalWrite(p) => tr.t_args(
            "session-journal-write",
            &args([("path", p.path.display().to_string().into()), ("error", journal_refusal(tr, p).into())]),
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
    Resume(Box<(Table, Option<JournalError>, Option<ClockRan>, bool)>),
    Setup(Box<SetupForm>),
    Game(Box<GameScreen>),
    /// A series between games, looked at, or the list of past series.
    Series(Box<series_ui::SeriesScreen>),
    /// A club's evening across boards, on the organiser's screens (issue 30).
    Evening(Box<evening_state::EveningScreen>),
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
    /// The window was asked to close during a game in play: the players confirm first.
    confirm_close: bool,
    /// The status line's news put on the screen reader's focus (issue 27).
    reader_news: reader::FocusNews,
    /// The installation's seal key, by its fingerprint, shown on the setup screen before
    /// play (issue 28), or why it cannot seal.
    seal_print: Result<String, crate::record::RecordError>,
    /// The evening this laptop plays a board of, and the dialog that joins one (issue 30).
    joined: Option<evening_board::Joined>,
    join_dialog: Option<evening_board::JoinDialog>,
}

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
            Some(Found::Game { table, damage, ran, unclean }) => Screen::Resume(Box::new((*table, damage, ran, unclean))),
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
        let data_dir = config.data_dir.clone();
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
            confirm_close: false,
            reader_news: reader::FocusNews::default(),
            seal_print: crate::record::seal::SealKey::load_or_create(&Archive::new(&data_dir).key_path())
                .map(|key| key.fingerprint()),
            joined: None,
            join_dialog: None,
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
                Screen::Game(_) | Screen::Series(_) | Screen::Evening(_) => {}
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
            Screen::Setup(_) | Screen::Series(_) | Screen::Evening(_) => tr,
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

    /// Draws the app; exposed so that tests and the frame benchmark can drive it headless.
    pub fn app_ui(&mut self, ui: &mut egui::Ui) {
        let mut commands = Vec::new();
        let tr = self.tr();
        palette::follow(ui.ctx(), &self.settings);
        let reading = (self.config.screen_reader)();
        self.announcer.set_reader(reading);
        speech_ui::note_reader(ui.ctx(), reading);
        self.name_window(ui.ctx(), tr);
        // On the game screen the problems are banners in the strip beside the board, which keeps
        // its place; elsewhere a line above the screen.
        let in_game = matches!(self.screen, Screen::Game(_));
        if !self.problems.is_empty() && !in_game {
            egui::Panel::top("problems").show(ui, |ui| self.problems_ui(ui, tr, &mut commands));
        }
        commands.extend(self.take_keys(ui.ctx()));
        self.fullscreen = ui.ctx().input(|i| i.viewport().fullscreen).unwrap_or(self.fullscreen);
        let keycaps = shakmaty::ByColor {
            white: self.keycap(&self.settings.white_key),
            black: self.keycap(&self.settings.black_key),
        };
        match &mut self.screen {
            Screen::Resume(found) => {
                let (table, damage, ran, unclean) = &**found;
                egui::CentralPanel::default_margins()
                    .show(ui, |ui| resume_ui(ui, tr, table, (damage.as_ref(), ran.as_ref(), *unclean), &mut commands));
            }
            Screen::Setup(form) => {
                let seal = match &self.seal_print {
                    Ok(print) => tr.t_args("setup-seal-fingerprint", &args([("fingerprint", print.clone().into())])),
                    Err(e) => record::record_error(tr, e),
                };
                setup_page::setup_page_ui(ui, tr, form, (&self.settings, self.joined.as_ref(), &seal), &mut commands);
            }
            Screen::Game(game) => {
                let now = self.config.time.now();
                game.keycaps = keycaps;
                // The battery is read on the game screen only, where its sign is shown.
                self.battery.tick(now);
                ui.ctx().request_repaint_after(Duration::from_millis(self.battery.next_in(now)));
                game.battery_low = self.battery.power().low();
                let problems = problem_line::problem_banners(tr, &self.problems);
                game.game_ui(ui, tr, &self.settings, self.sound.is_silent(), now, problems, &mut commands);
            }
            Screen::Series(screen) => {
                let running = self.series.as_ref();
                egui::CentralPanel::default_margins().show(ui, |ui| screen.series_ui(ui, tr, running, &mut commands));
            }
            Screen::Evening(screen) => {
                // The boards' results follow with nothing to press: the folder looked at every
                // two seconds, gathered again only when a registration or a record changed.
                let now = self.config.time.now();
                screen.look_if_due(now);
                ui.ctx().request_repaint_after(Duration::from_millis(screen.next_look_in(now)));
                screen.evening_ui(ui, tr, self.settings.arbiter_pin.is_some(), &mut commands);
            }
        }
        if let Some(dialog) = &mut self.join_dialog {
            evening_board::join_ui(ui.ctx(), tr, dialog, &mut commands);
        }
        let line = if let Screen::Game(game) = &self.screen { Some(game.status_text(tr)) } else { None };
        self.reader_news.follow(ui.ctx(), line);
        let board_news = board::take_news(ui.ctx());
        for command in commands {
            self.execute(command);
        }
        self.announce_board(&board_news);
        let problems = self.problems.len();
        self.announce();
        // A voice finding out whether it can speak: looked at again soon, so that one that
        // cannot is said at once (issue 25), not with the next move of the cursor; the line
        // found after this frame was drawn is drawn in the next one, at once.
        if self.announcer.waiting_for_voice() {
            ui.ctx().request_repaint_after(Duration::from_millis(250));
        }
        if self.problems.len() > problems {
            ui.ctx().request_repaint();
        }
        self.keep_awake();
        self.write_live();
        // A live file's write under way or to be tried again: looked at again within a second,
        // whatever the screen (the setup and series screens repaint on input only).
        if self.live.as_ref().is_some_and(live_ui::Live::unsettled) {
            ui.ctx().request_repaint_after(Duration::from_secs(1));
        }
        self.follow_ui(ui.ctx());
        self.close_ui(ui.ctx());
        for command in self.viewport_commands.drain(..) {
            ui.ctx().send_viewport_cmd(command);
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
        self.close_game(self.now());
        self.finish_live();
    }
}

/// The window's title and its accessible name: the app's name, the same in every language.
const TITLE: &str = "Escaque";

/// Runs the window.
pub fn run(config: AppConfig) -> eframe::Result<()> {
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(TITLE)
        .with_app_id(crate::platform::APP_ID)
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([720.0, 480.0]);
    if let Some(icon) = window_icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions { viewport, ..Default::default() };
    eframe::run_native(TITLE, options, Box::new(|cc| Ok(Box::new(EscaqueApp::new(cc, config)))))
}
