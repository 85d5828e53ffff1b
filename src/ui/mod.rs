//! The window (eframe/egui). State lives in the [`Session`] and the laws core; this module only
//! turns input into [`Command`]s, commands into table actions, and draws what the table says.

use eframe::egui;
pub mod board;
pub mod clock_face;
mod game_screen;
mod setup_screen;
mod text;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use shakmaty::Color;

use crate::laws::{Claim, Millis};
use crate::session::{Session, SystemTime, TimeSource};
use crate::settings::{Layout, Settings};
use crate::sound::{Cue, Sound};
use crate::table::{Ruling, Table};

pub use game_screen::GameScreen;
pub use setup_screen::SetupForm;

/// Everything a player or the arbiter can ask for, from a button, a key or the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    StartGame,
    ResumeGame,
    DiscardUnfinished,
    NewGame,
    Press(Color),
    OfferDraw(Color),
    AcceptDraw(Color),
    DeclineDraw(Color),
    /// A claim on the position now (9.2.1.2, 9.3.2).
    Claim(Color, Claim),
    /// A claim on the move the player will show on the board next (9.2.1.1, 9.3.1).
    ClaimWithMove(Color, Claim),
    CancelClaimWithMove,
    AskResign(Color),
    Resign(Color),
    CancelResign,
    AskIncrement(Color),
    QuickplayClaim(Color),
    Rule(Ruling),
    Pause,
    Resume,
    AddTime(Color, Millis),
    Flip,
    ToggleHints,
    ToggleMute,
    SetLayout(Layout),
    CloseResult,
    /// A square pressed or a piece dropped on the board.
    Board(board::BoardInput),
    /// The new piece for a pawn reaching the last rank, or `None` to take the pawn back.
    Promote(Option<shakmaty::Role>),
}

/// How the app is started: where it keeps its files, which clock it reads.
pub struct AppConfig {
    /// Settings, the journal of the game in progress, finished games.
    pub data_dir: PathBuf,
    pub time: Arc<dyn TimeSource>,
    /// Open the sound device (the real app) or stay silent (tests).
    pub sound: bool,
    /// Start a game at once with the remembered setup (for the idle measurement).
    pub quick_start: bool,
    /// Repaint every frame instead of only when something visible changes: only to measure
    /// what that costs (`scripts/idle-cpu`).
    pub repaint_every_frame: bool,
}

impl AppConfig {
    /// The real app: files in the user's data directory (or `ESCAQUE_DATA_DIR`).
    pub fn desktop() -> AppConfig {
        let data_dir = std::env::var_os("ESCAQUE_DATA_DIR")
            .map(PathBuf::from)
            .or_else(|| dirs::data_dir().map(|d| d.join("escaque")))
            .unwrap_or_else(|| PathBuf::from(".escaque"));
        AppConfig {
            data_dir,
            time: Arc::new(SystemTime::default()),
            sound: true,
            quick_start: false,
            repaint_every_frame: false,
        }
    }
}

enum Screen {
    /// An unfinished game was found on start.
    Resume(Box<Table>),
    Setup(SetupForm),
    Game(Box<GameScreen>),
}

/// The Escaque app.
pub struct EscaqueApp {
    config: AppConfig,
    settings: Settings,
    screen: Screen,
    sound: Sound,
    /// Problems to show once: a damaged settings file, a journal that cannot be written.
    problems: Vec<String>,
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

/// The background behind every panel (see [`style`]).
pub const BACKGROUND: egui::Color32 = egui::Color32::from_rgb(248, 248, 248);

impl EscaqueApp {
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

    fn with_config(config: AppConfig) -> EscaqueApp {
        let loaded = Settings::load(&config.data_dir.join("settings.ron"));
        let mut problems: Vec<String> = loaded.problem.into_iter().collect();
        let settings = loaded.settings;
        let mut sound = if config.sound { Sound::open() } else { Sound::silent() };
        sound.set_muted(settings.muted);
        let journal = config.data_dir.join("current.journal");
        let screen = match Session::unfinished(&journal) {
            Some(table) => Screen::Resume(Box::new(table)),
            None => Screen::Setup(SetupForm::new(settings.setup.clone())),
        };
        let mut app = EscaqueApp { config, settings, screen, sound, problems: Vec::new() };
        if app.config.quick_start && matches!(app.screen, Screen::Setup(_)) {
            app.execute(Command::StartGame);
        }
        problems.append(&mut app.problems);
        app.problems = problems;
        app
    }

    fn now(&self) -> Millis {
        self.config.time.now()
    }

    fn journal_path(&self) -> PathBuf {
        self.config.data_dir.join("current.journal")
    }

    fn save_settings(&mut self) {
        if let Err(e) = self.settings.save(&self.config.data_dir.join("settings.ron")) {
            self.problems.push(format!("cannot save the settings: {e}"));
        }
    }

    /// Moves the journal of a finished or abandoned game out of the way, into `games/`.
    fn archive_journal(&mut self) {
        let path = self.journal_path();
        if !path.exists() {
            return;
        }
        let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let dir = self.config.data_dir.join("games");
        let moved =
            std::fs::create_dir_all(&dir).and_then(|()| std::fs::rename(&path, dir.join(format!("{stamp}.journal"))));
        if let Err(e) = moved {
            self.problems.push(format!("cannot keep the last game's journal in {}: {e}", dir.display()));
        }
    }

    /// Carries out a command.
    pub fn execute(&mut self, command: Command) {
        let now = self.now();
        match command {
            Command::StartGame => {
                let Screen::Setup(form) = &mut self.screen else { return };
                let setup = match form.choice.to_setup(random_number) {
                    Ok(setup) => setup,
                    Err(e) => {
                        form.error = Some(e.to_string());
                        return;
                    }
                };
                self.settings.setup = form.choice.clone();
                self.save_settings();
                self.archive_journal();
                match Session::start(setup, &self.journal_path(), now) {
                    Ok(session) => self.screen = Screen::Game(Box::new(GameScreen::new(session))),
                    Err(e) => {
                        if let Screen::Setup(form) = &mut self.screen {
                            form.error = Some(e.to_string());
                        }
                    }
                }
            }
            Command::ResumeGame => match Session::resume(&self.journal_path(), now) {
                Ok(session) => self.screen = Screen::Game(Box::new(GameScreen::new(session))),
                Err(e) => {
                    self.problems.push(format!("the unfinished game cannot be resumed: {e}"));
                    self.screen = Screen::Setup(SetupForm::new(self.settings.setup.clone()));
                }
            },
            Command::DiscardUnfinished | Command::NewGame => {
                if matches!(command, Command::DiscardUnfinished) {
                    self.archive_journal();
                }
                self.screen = Screen::Setup(SetupForm::new(self.settings.setup.clone()));
            }
            Command::Flip => {
                self.settings.flipped = !self.settings.flipped;
                self.save_settings();
            }
            Command::ToggleHints => {
                self.settings.show_hints = !self.settings.show_hints;
                self.save_settings();
            }
            Command::ToggleMute => {
                self.settings.muted = !self.settings.muted;
                self.sound.set_muted(self.settings.muted);
                self.save_settings();
            }
            Command::SetLayout(layout) => {
                self.settings.layout = layout;
                self.save_settings();
            }
            other => {
                if let Screen::Game(game) = &mut self.screen {
                    let cues = game.execute(other, now);
                    for cue in cues {
                        self.sound.play(cue);
                    }
                    if let Some(problem) = game.session.journal_problem() {
                        let problem = problem.to_owned();
                        if !self.problems.contains(&problem) {
                            self.problems.push(problem);
                        }
                    }
                }
            }
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
        if self.config.repaint_every_frame {
            ctx.request_repaint();
        } else if let Some(delay) = game.next_repaint_in(now) {
            ctx.request_repaint_after(Duration::from_millis(delay));
        }
    }

    fn clock_keys(&self, ui: &egui::Ui) -> Vec<Command> {
        let white = egui::Key::from_name(&self.settings.white_key);
        let black = egui::Key::from_name(&self.settings.black_key);
        ui.input(|input| {
            input
                .events
                .iter()
                .filter_map(|event| match event {
                    egui::Event::Key { key, physical_key, pressed: true, repeat: false, .. } => {
                        let key = physical_key.unwrap_or(*key);
                        if Some(key) == white {
                            Some(Command::Press(Color::White))
                        } else if Some(key) == black {
                            Some(Command::Press(Color::Black))
                        } else {
                            None
                        }
                    }
                    _ => None,
                })
                .collect()
        })
    }

    /// Draws the app; exposed so that tests and the frame benchmark can drive it headless.
    pub fn app_ui(&mut self, ui: &mut egui::Ui) {
        let mut commands = Vec::new();
        if !self.problems.is_empty() {
            egui::Panel::top("problems").show(ui, |ui| {
                let mut dismissed = None;
                for (i, problem) in self.problems.iter().enumerate() {
                    ui.horizontal(|ui| {
                        ui.colored_label(ui.visuals().warn_fg_color, problem);
                        if ui.small_button("OK").clicked() {
                            dismissed = Some(i);
                        }
                    });
                }
                if let Some(i) = dismissed {
                    self.problems.remove(i);
                }
            });
        }
        if matches!(self.screen, Screen::Game(_)) {
            commands.extend(self.clock_keys_for_game(ui));
        }
        match &mut self.screen {
            Screen::Resume(table) => {
                egui::CentralPanel::default_margins().show(ui, |ui| resume_ui(ui, table, &mut commands));
            }
            Screen::Setup(form) => {
                egui::CentralPanel::default_margins().show(ui, |ui| {
                    let width = ui.available_width().min(760.0);
                    let left = (ui.available_width() - width) / 2.0;
                    let rect = egui::Rect::from_min_size(
                        ui.cursor().min + egui::vec2(left, 0.0),
                        egui::vec2(width, ui.available_height()),
                    );
                    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
                        if form.ui(ui) {
                            commands.push(Command::StartGame);
                        }
                    });
                });
            }
            Screen::Game(game) => {
                let now = self.config.time.now();
                game.ui(ui, &self.settings, self.sound.is_silent(), now, &mut commands);
            }
        }
        for command in commands {
            self.execute(command);
        }
    }

    fn clock_keys_for_game(&self, ui: &egui::Ui) -> Vec<Command> {
        // Typing in a text field must not press a clock.
        if ui.ctx().egui_wants_keyboard_input() { Vec::new() } else { self.clock_keys(ui) }
    }

    /// The game in progress, if any (for tests).
    pub fn game(&self) -> Option<&GameScreen> {
        match &self.screen {
            Screen::Game(game) => Some(game),
            _ => None,
        }
    }
}

fn resume_ui(ui: &mut egui::Ui, table: &Table, commands: &mut Vec<Command>) {
    ui.add_space(40.0);
    ui.vertical_centered(|ui| {
        ui.heading("An unfinished game was found");
        let setup = table.setup();
        let name = |n: &str, c: &str| if n.is_empty() { c.to_owned() } else { format!("{n} ({c})") };
        ui.label(format!(
            "{} against {}, {} moves played.",
            name(&setup.white, "White"),
            name(&setup.black, "Black"),
            table.game().plies().len()
        ));
        ui.label("It resumes exactly as it was at its last event, with the clocks stopped.");
        ui.add_space(20.0);
        if ui.button("Resume the game").clicked() {
            commands.push(Command::ResumeGame);
        }
        if ui.button("Set up a new game (the old one is kept in the games folder)").clicked() {
            commands.push(Command::DiscardUnfinished);
        }
    });
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
        BACKGROUND.to_normalized_gamma_f32()
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.app_ui(ui);
    }
}

/// Runs the window.
pub fn run(config: AppConfig) -> eframe::Result<()> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Escaque")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([720.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native("Escaque", options, Box::new(|cc| Ok(Box::new(EscaqueApp::new(cc, config)))))
}

/// Sounds for what happened.
fn cues_for(notices: &[crate::table::Notice]) -> Vec<Cue> {
    use crate::laws::Notice as L;
    use crate::table::Notice as T;
    let mut cues = Vec::new();
    for notice in notices {
        match notice {
            T::Laws(L::Moved { san, .. }) => {
                cues.push(if san.to_string().contains('x') { Cue::Capture } else { Cue::Move })
            }
            T::Pressed(_) => cues.push(Cue::Press),
            T::FlagFell(_) => cues.push(Cue::Flag),
            _ => {}
        }
    }
    cues
}
