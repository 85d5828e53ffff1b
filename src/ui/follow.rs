//! The organiser's view (issue 17): the boards of a room on one screen. It opens the folders
//! (or files) the boards' laptops write their live PGN to ([`crate::record::live`]), looks at
//! them once a second, reads a file again only when its size or time changed, and shows every
//! game: a board with the position and the last move, the players, both clocks from the last
//! `[%clk]`, the result or "in play", the last move. A file that cannot be read (half written by
//! a tool that does not write atomically, damaged, gone) never stops the view: the board keeps
//! its last good state, with a small warning by it. A folder of round folders (`round-2/`) shows
//! its current round's boards and says which round (issue 30).
//!
//! The files are looked at on a thread of their own ([`crate::record::follow`]'s `Follower`,
//! asked by the window and answering with what it found), never in a frame: a network share
//! that hangs leaves the boards as last read and the window answering, and after a while the
//! view says it is waiting for the folders. This file only draws what the follower reports.
//!
//! `escaque follow FOLDER|FILE...` opens it in a window of its own, and so does the start
//! screen's "Follow boards…" (a folder chosen in the system's dialog; where none can be shown,
//! the view opens with its path field to type one), for a club laptop without a terminal. The
//! time it polls by is injected ([`FollowConfig::time`]), so tests move it by hand.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use eframe::egui;
use egui::{Rect, RichText};

use super::follow_board::boards_ui;
use crate::i18n::{Lang, Tr, args};
use crate::platform::time::TimeSource;
use crate::record::follow::{Follower, Source};
pub use crate::record::follow::{POLL_EVERY, ReadProblem, SLOW_AFTER};

pub use super::follow_board::BoardCell;
pub use super::follow_grid::{Layout, grid};

/// How the organiser's view starts: what it follows, in which language, by which clock.
pub struct FollowConfig {
    /// Folders (every `*.pgn` in them) and files to follow.
    pub sources: Vec<PathBuf>,
    /// The language of the view.
    pub lang: Lang,
    /// The clock the polls are timed by: the system's monotonic clock, or a mock in tests.
    pub time: Arc<dyn TimeSource>,
}

/// What the organiser asks of the view; each carried out by [`FollowApp::execute`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FollowCommand {
    /// Follow this folder or file too (typed in the path field).
    Add(PathBuf),
    /// Choose a folder in the system's dialog, and follow it.
    PickFolder,
    /// Choose PGN files in the system's dialog, and follow them.
    PickFiles,
    /// Stop following the source with this index.
    Remove(usize),
}

/// The organiser's view.
pub struct FollowApp {
    lang: Lang,
    time: Arc<dyn TimeSource>,
    /// The folders and files followed, in the order they were added.
    paths: Vec<PathBuf>,
    /// The path being typed.
    typed: String,
    /// The file dialog could not be shown on this desktop.
    no_dialog: bool,
    /// The looks at the files, made on the poller's thread.
    follower: Follower,
    /// Where the boards were drawn in the last frame.
    drawn: Vec<Rect>,
}

impl FollowApp {
    /// The view in the window eframe made.
    pub fn new(cc: &eframe::CreationContext<'_>, config: FollowConfig) -> FollowApp {
        super::install_fonts(&cc.egui_ctx);
        super::style(&cc.egui_ctx);
        FollowApp::headless(config)
    }

    /// The view without a window (tests, tools): nothing is read until the first frame.
    pub fn headless(config: FollowConfig) -> FollowApp {
        let mut app = FollowApp {
            lang: config.lang,
            time: config.time,
            paths: Vec::new(),
            typed: String::new(),
            no_dialog: false,
            follower: Follower::default(),
            drawn: Vec::new(),
        };
        for path in config.sources {
            app.add(path);
        }
        app
    }

    fn add(&mut self, path: PathBuf) {
        if !path.as_os_str().is_empty() && !self.paths.contains(&path) {
            self.paths.push(path);
            // Looked at at once.
            self.follower.look_soon();
        }
    }

    /// Carries out a command.
    pub fn execute(&mut self, command: FollowCommand) {
        match command {
            FollowCommand::Add(path) => {
                self.add(path);
                self.typed.clear();
            }
            FollowCommand::PickFolder => {
                let asked = std::time::Instant::now();
                match rfd::FileDialog::new().pick_folder() {
                    Some(folder) => self.add(folder),
                    None => self.no_dialog = asked.elapsed() < crate::platform::save::NO_DIALOG_WITHIN,
                }
            }
            FollowCommand::PickFiles => {
                let asked = std::time::Instant::now();
                match rfd::FileDialog::new().add_filter("PGN", &["pgn"]).pick_files() {
                    Some(files) => files.into_iter().for_each(|f| self.add(f)),
                    None => self.no_dialog = asked.elapsed() < crate::platform::save::NO_DIALOG_WITHIN,
                }
            }
            FollowCommand::Remove(i) => {
                if i < self.paths.len() {
                    self.paths.remove(i);
                }
            }
        }
    }

    /// How many times the files were asked to be looked at.
    pub fn polls(&self) -> u64 {
        self.follower.polls()
    }

    /// Waits until the last look asked for is answered, `within` at most (tests: the files are
    /// looked at on the poller's thread, and the next frame shows what it found). Whether it was.
    /// The window itself never waits.
    pub fn wait_polled(&self, within: Duration) -> bool {
        self.follower.wait_polled(within)
    }

    /// Asks for a look at the files when one is due ([`Follower::poll_if_due`]), the poller
    /// started with the first frame, waking the window when it answers.
    fn poll_if_due(&mut self, ctx: &egui::Context) {
        if !self.follower.started() {
            let ctx = ctx.clone();
            self.follower.start(Box::new(move || ctx.request_repaint()));
        }
        self.follower.poll_if_due(self.time.now(), &self.paths);
    }

    /// The sources followed, each with what the last look found of it (none yet for a source
    /// just added).
    fn followed(&self) -> impl Iterator<Item = (&Path, Option<&Source>)> {
        self.paths.iter().map(|path| (path.as_path(), self.follower.source(path)))
    }

    /// Every board on screen, in order of their `Board` tags (then of their files).
    pub fn boards(&self) -> Vec<BoardCell<'_>> {
        let mut cells: Vec<BoardCell<'_>> = Vec::new();
        for source in self.followed().filter_map(|(_, source)| source) {
            for (file, watched) in &source.files {
                if watched.games.is_empty() {
                    cells.push(BoardCell { file, game: None, problem: watched.problem.as_ref() });
                }
                for game in &watched.games {
                    cells.push(BoardCell { file, game: Some(game), problem: watched.problem.as_ref() });
                }
            }
        }
        let number = |cell: &BoardCell<'_>| {
            cell.game.and_then(|g| g.board.as_deref()).and_then(|b| b.trim().parse::<u64>().ok()).unwrap_or(u64::MAX)
        };
        cells.sort_by(|a, b| number(a).cmp(&number(b)).then_with(|| a.file.cmp(b.file)));
        cells
    }

    /// Draws the view; exposed so that tests can drive it headless.
    pub fn follow_ui(&mut self, ui: &mut egui::Ui) {
        self.poll_if_due(ui.ctx());
        let tr = Tr::new(self.lang);
        let mut commands = Vec::new();
        egui::Panel::top("sources").show(ui, |ui| self.sources_ui(ui, tr, &mut commands));
        egui::CentralPanel::default_margins().show(ui, |ui| self.grid_ui(ui, tr));
        for command in commands {
            self.execute(command);
        }
        // The next look, or while one is under way a second later (the poller wakes the
        // window as soon as it answers): never every frame.
        ui.ctx().request_repaint_after(Duration::from_millis(self.follower.next_in(self.time.now())));
    }

    fn sources_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<FollowCommand>) {
        ui.add_space(4.0);
        ui.horizontal(|ui| {
            ui.heading(tr.t("follow-heading"));
            ui.add_space(16.0);
            let field = ui.add(
                egui::TextEdit::singleline(&mut self.typed).hint_text(tr.t("follow-path-hint")).desired_width(320.0),
            );
            let field = field.accessible_name(tr.t("follow-path-hint"));
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(tr.t("follow-add")).clicked() || entered) && !self.typed.trim().is_empty() {
                commands.push(FollowCommand::Add(PathBuf::from(self.typed.trim())));
            }
            if ui.button(tr.t("follow-pick-folder")).clicked() {
                commands.push(FollowCommand::PickFolder);
            }
            if ui.button(tr.t("follow-pick-files")).clicked() {
                commands.push(FollowCommand::PickFiles);
            }
        });
        if self.no_dialog {
            ui.colored_label(ui.visuals().warn_fg_color, tr.t("follow-no-dialog"));
        }
        if let Some(waited) = self.follower.unanswered_for(self.time.now()) {
            let seconds = (waited / 1_000).to_string();
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr.t_args("follow-not-answering", &args([("seconds", seconds.into())])),
            );
        }
        ui.horizontal_wrapped(|ui| {
            for (i, (path, source)) in self.followed().enumerate() {
                let name = path.display().to_string();
                match source.and_then(|s| s.problem.as_ref()) {
                    None => ui.label(RichText::new(&name).small()),
                    Some(error) => ui.colored_label(
                        ui.visuals().warn_fg_color,
                        tr.t_args("follow-source-unreadable", &args([("path", name.into()), ("error", error.into())])),
                    ),
                };
                // A folder of round folders: which round its boards are (issue 30).
                if let Some(round) = source.and_then(|s| s.round) {
                    ui.label(RichText::new(tr.t_args("follow-round-shown", &args([("round", round.into())]))).strong());
                }
                if ui.small_button("✕").on_hover_text(tr.t("follow-remove")).clicked() {
                    commands.push(FollowCommand::Remove(i));
                }
                ui.add_space(10.0);
            }
        });
        ui.add_space(2.0);
    }

    /// Where the boards were drawn in the last frame, in the order of [`boards`](Self::boards)
    /// (tests: the layout as drawn).
    pub fn drawn_boards(&self) -> &[Rect] {
        &self.drawn
    }

    fn grid_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        let cells = self.boards();
        let mut drawn = Vec::new();
        if cells.is_empty() {
            ui.add_space(40.0);
            ui.vertical_centered(|ui| ui.label(tr.t("follow-empty")));
        } else {
            boards_ui(ui, tr, &cells, &mut drawn);
        }
        self.drawn = drawn;
    }
}

/// The start screen's button that opens the organiser's view, beside "Open an envelope…".
pub fn start_screen_ui(ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<super::Command>) {
    ui.add_space(24.0);
    if ui.button(tr.t("follow-start-button")).on_hover_text(tr.t("follow-start-hint")).clicked() {
        commands.push(super::AppCommand::ChooseFollowFolder.into());
    }
}

impl super::EscaqueApp {
    /// "Follow boards…": the folder chosen in the system's dialog opens the organiser's view;
    /// where no dialog can be shown the view opens empty, saying so, with its path field.
    pub(super) fn choose_follow_folder(&mut self) {
        let asked = std::time::Instant::now();
        match rfd::FileDialog::new().pick_folder() {
            Some(folder) => self.follow_boards(folder),
            None if asked.elapsed() < crate::platform::save::NO_DIALOG_WITHIN => {
                let mut view = self.follow_view(Vec::new());
                view.no_dialog = true;
                self.follow = Some(view);
            }
            None => {}
        }
    }

    /// Opens the organiser's view on `path` (or adds it to the view already open).
    pub(super) fn follow_boards(&mut self, path: PathBuf) {
        match &mut self.follow {
            Some(view) => view.execute(FollowCommand::Add(path)),
            None => self.follow = Some(self.follow_view(vec![path])),
        }
    }

    fn follow_view(&self, sources: Vec<PathBuf>) -> FollowApp {
        FollowApp::headless(FollowConfig { sources, lang: self.tr().lang(), time: Arc::clone(&self.config.time) })
    }

    /// The organiser's view, when open: in a window of its own (inside the app's window where
    /// the system gives no second one); closing it closes the view.
    pub(super) fn follow_ui(&mut self, ctx: &egui::Context) {
        let Some(view) = &mut self.follow else { return };
        let title = format!("Escaque: {}", Tr::new(view.lang).t("follow-heading"));
        let builder = egui::ViewportBuilder::default().with_title(title).with_inner_size([1280.0, 800.0]);
        let closed = ctx.show_viewport_immediate(egui::ViewportId::from_hash_of("follow"), builder, |ui, _| {
            // A second window is cleared black by the renderer: the app's background first.
            ui.painter().rect_filled(ui.max_rect(), 0.0, super::BACKGROUND);
            view.follow_ui(ui);
            ui.ctx().input(|i| i.viewport().close_requested())
        });
        if closed {
            self.follow = None;
        }
    }

    /// The organiser's view opened from the start screen, if it is open (for tests).
    pub fn follow_view_open(&self) -> Option<&FollowApp> {
        self.follow.as_ref()
    }
}

impl FollowApp {
    /// The folders and files followed (for tests).
    pub fn sources(&self) -> Vec<&Path> {
        self.paths.iter().map(PathBuf::as_path).collect()
    }
}

impl eframe::App for FollowApp {
    fn clear_color(&self, _visuals: &egui::Visuals) -> [f32; 4] {
        super::BACKGROUND.to_normalized_gamma_f32()
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.follow_ui(ui);
    }
}

/// Runs the organiser's view in a window of its own.
pub fn run(config: FollowConfig) -> eframe::Result<()> {
    let title = format!("Escaque: {}", Tr::new(config.lang).t("follow-heading"));
    let mut viewport = egui::ViewportBuilder::default()
        .with_title(title)
        .with_app_id(crate::platform::APP_ID)
        .with_inner_size([1280.0, 800.0])
        .with_min_inner_size([640.0, 480.0]);
    if let Some(icon) = super::window_icon() {
        viewport = viewport.with_icon(icon);
    }
    let options = eframe::NativeOptions { viewport, ..Default::default() };
    eframe::run_native("Escaque", options, Box::new(|cc| Ok(Box::new(FollowApp::new(cc, config)))))
}
