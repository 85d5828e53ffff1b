//! The organiser's view (issue 17): the boards of a room on one screen. It opens the folders
//! (or files) the boards' laptops write their live PGN to ([`crate::record::live`]), looks at
//! them once a second, reads a file again only when its size or time changed, and shows every
//! game: a small board with the position and the last move, the players, both clocks from the
//! last `[%clk]`, the result or "in play", the last move. A file that cannot be read (half
//! written by a tool that does not write atomically, damaged, gone) never stops the view: the
//! board keeps its last good state, with a small warning under it.
//!
//! `escaque follow FOLDER|FILE...` opens it in a window of its own, and so does the start
//! screen's "Follow boards…" (a folder chosen in the system's dialog; where none can be shown,
//! the view opens with its path field to type one), for a club laptop without a terminal. The
//! time it polls by is injected ([`FollowConfig::time`]), so tests move it by hand.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use eframe::egui;
use egui::{Align2, Color32, FontId, Rect, RichText, Sense, Stroke, StrokeKind, Vec2};
use shakmaty::{Color, Position, Square};

use super::board::paint_piece;
use crate::i18n::{Lang, Tr, args, describe};
use crate::laws::Millis;
use crate::platform::time::TimeSource;
use crate::record::PgnError;
use crate::record::live::{LiveGame, read_live};
use crate::record::pgn::decode;

/// How often the files are looked at.
pub const POLL_EVERY: Millis = 1_000;

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

/// Why a file's last read failed: shown under its board, which keeps its last good state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadProblem {
    /// The file could not be read (the system's words).
    Unreadable(String),
    /// The text is not a whole game (half written, cut short, an unplayable move).
    NotAGame(PgnError),
    /// The file is no longer there.
    Gone,
}

/// One file followed: what was last read from it, and whether the last read failed.
#[derive(Clone, Debug, Default)]
struct Watched {
    /// Size and modification time when last read: read again only when they change.
    stamp: Option<(u64, Option<std::time::SystemTime>)>,
    /// The games of the last good read.
    games: Vec<LiveGame>,
    problem: Option<ReadProblem>,
}

/// A folder or file followed, with the files found in it.
#[derive(Clone, Debug)]
struct Source {
    path: PathBuf,
    files: BTreeMap<PathBuf, Watched>,
    /// The folder or file itself cannot be read.
    problem: Option<String>,
}

/// One board on screen: a game of a file, or a file with nothing good read yet.
#[derive(Clone, Debug)]
pub struct BoardCell<'a> {
    /// The file it comes from.
    pub file: &'a Path,
    /// The game, once a good read was made.
    pub game: Option<&'a LiveGame>,
    /// The last read's problem.
    pub problem: Option<&'a ReadProblem>,
}

/// The organiser's view.
pub struct FollowApp {
    lang: Lang,
    time: Arc<dyn TimeSource>,
    sources: Vec<Source>,
    /// The path being typed.
    typed: String,
    next_poll: Option<Millis>,
    /// The file dialog could not be shown on this desktop.
    no_dialog: bool,
    polls: u64,
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
            sources: Vec::new(),
            typed: String::new(),
            next_poll: None,
            no_dialog: false,
            polls: 0,
        };
        for path in config.sources {
            app.add(path);
        }
        app
    }

    fn add(&mut self, path: PathBuf) {
        if !path.as_os_str().is_empty() && !self.sources.iter().any(|s| s.path == path) {
            self.sources.push(Source { path, files: BTreeMap::new(), problem: None });
            // Read at once.
            self.next_poll = None;
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
                if i < self.sources.len() {
                    self.sources.remove(i);
                }
            }
        }
    }

    /// How many times the files were looked at.
    pub fn polls(&self) -> u64 {
        self.polls
    }

    /// Looks at the files if a second has passed since the last look (or none was made).
    pub fn poll_if_due(&mut self) {
        let now = self.time.now();
        if self.next_poll.is_some_and(|at| now < at) {
            return;
        }
        self.next_poll = Some(now + POLL_EVERY);
        self.poll();
    }

    /// Looks at every source now: lists each folder's `*.pgn` files, reads each file whose size
    /// or time changed (or whose last read failed), and keeps the last good state of any that
    /// cannot be read.
    pub fn poll(&mut self) {
        self.polls += 1;
        for source in &mut self.sources {
            let listed = match pgn_files(&source.path) {
                Ok(files) => {
                    source.problem = None;
                    files
                }
                Err(e) => {
                    source.problem = Some(e.to_string());
                    Vec::new()
                }
            };
            for (path, watched) in &mut source.files {
                if !listed.contains(path) && !watched.games.is_empty() {
                    watched.problem = Some(ReadProblem::Gone);
                }
            }
            source.files.retain(|path, watched| listed.contains(path) || !watched.games.is_empty());
            for path in listed {
                let watched = source.files.entry(path.clone()).or_default();
                look_at(&path, watched);
            }
        }
    }

    /// Every board on screen, in order of their `Board` tags (then of their files).
    pub fn boards(&self) -> Vec<BoardCell<'_>> {
        let mut cells: Vec<BoardCell<'_>> = Vec::new();
        for source in &self.sources {
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
        self.poll_if_due();
        let tr = Tr::new(self.lang);
        let mut commands = Vec::new();
        egui::Panel::top("sources").show(ui, |ui| self.sources_ui(ui, tr, &mut commands));
        egui::CentralPanel::default_margins().show(ui, |ui| self.grid_ui(ui, tr));
        for command in commands {
            self.execute(command);
        }
        if let Some(at) = self.next_poll {
            let wait = at.saturating_sub(self.time.now()).max(1);
            ui.ctx().request_repaint_after(Duration::from_millis(wait));
        }
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
        ui.horizontal_wrapped(|ui| {
            for (i, source) in self.sources.iter().enumerate() {
                let name = source.path.display().to_string();
                match &source.problem {
                    None => ui.label(RichText::new(&name).small()),
                    Some(error) => ui.colored_label(
                        ui.visuals().warn_fg_color,
                        tr.t_args("follow-source-unreadable", &args([("path", name.into()), ("error", error.into())])),
                    ),
                };
                if ui.small_button("✕").on_hover_text(tr.t("follow-remove")).clicked() {
                    commands.push(FollowCommand::Remove(i));
                }
                ui.add_space(10.0);
            }
        });
        ui.add_space(2.0);
    }

    fn grid_ui(&self, ui: &mut egui::Ui, tr: Tr) {
        let cells = self.boards();
        if cells.is_empty() {
            ui.add_space(40.0);
            ui.vertical_centered(|ui| ui.label(tr.t("follow-empty")));
            return;
        }
        let area = ui.available_rect_before_wrap();
        let (columns, side) = grid(cells.len(), area.size());
        let cell_size = Vec2::new(area.width() / columns as f32, side + TEXT_HEIGHT * text_scale(side));
        // The grid in the middle of the height it leaves.
        let rows = cells.len().div_ceil(columns);
        let spare = (area.height() - rows as f32 * cell_size.y).max(0.0);
        let area = Rect::from_min_max(area.min + Vec2::new(0.0, spare / 3.0), area.max);
        for (i, cell) in cells.iter().enumerate() {
            let (row, col) = (i / columns, i % columns);
            let min = area.min + Vec2::new(col as f32 * cell_size.x, row as f32 * cell_size.y);
            // As wide as its board, in the middle of its column: the heading and the players'
            // lines line up with the board's edges.
            let left = min.x + (cell_size.x - side) / 2.0;
            let rect = Rect::from_min_size(egui::pos2(left, min.y), Vec2::new(side, cell_size.y));
            ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| cell_ui(ui, tr, cell, side));
        }
        ui.allocate_rect(area, Sense::hover());
    }
}

/// Height of the text around each board at the normal size: the heading, two player lines,
/// the last move, a warning line.
const TEXT_HEIGHT: f32 = 150.0;

/// The text grows with the board, up to half as large again, from boards of 300 pixels.
fn text_scale(side: f32) -> f32 {
    (side / 300.0).clamp(1.0, 1.5)
}

/// The largest board whose text still fits in `height` as well.
fn board_for_height(height: f32) -> f32 {
    let plain = height - TEXT_HEIGHT;
    if plain <= 300.0 {
        plain
    } else {
        // side + TEXT_HEIGHT × side / 300 = height, up to the largest scale.
        (height / (1.0 + TEXT_HEIGHT / 300.0)).clamp(300.0, 450.0).max(height - 1.5 * TEXT_HEIGHT)
    }
}
/// Space between boards, across.
const CELL_GAP: f32 = 18.0;

/// How many columns, and how large a board, for `n` boards in `size`: the layout with the
/// largest board.
///
/// ```
/// use escaque::ui::follow::grid;
/// use eframe::egui::vec2;
/// // Four boards at 1280×800: a row of four.
/// assert_eq!(grid(4, vec2(1260.0, 720.0)).0, 4);
/// // Eight: two rows of four.
/// assert_eq!(grid(8, vec2(1260.0, 720.0)).0, 4);
/// ```
pub fn grid(n: usize, size: Vec2) -> (usize, f32) {
    (1..=n.max(1))
        .map(|columns| {
            let rows = n.max(1).div_ceil(columns);
            let by_width = size.x / columns as f32 - CELL_GAP;
            let by_height = board_for_height(size.y / rows as f32);
            (columns, by_width.min(by_height).max(48.0))
        })
        .fold((1, 0.0), |best, this| if this.1 > best.1 + 0.5 { this } else { best })
}

/// One board: heading, Black's line, the board, White's line, the last move, a warning.
fn cell_ui(ui: &mut egui::Ui, tr: Tr, cell: &BoardCell<'_>, side: f32) {
    let scale = text_scale(side);
    for font in ui.style_mut().text_styles.values_mut() {
        font.size *= scale;
    }
    let file_name = cell.file.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let Some(game) = cell.game else {
        ui.label(RichText::new(file_name).strong());
        if let Some(problem) = cell.problem {
            ui.colored_label(ui.visuals().warn_fg_color, problem_text(tr, problem));
        }
        return;
    };
    ui.horizontal(|ui| {
        let mut heading = match &game.board {
            Some(board) => tr.t_args("follow-board", &args([("board", board.as_str().into())])),
            None => file_name.clone(),
        };
        if let Some(round) = &game.round {
            heading.push_str(" · ");
            heading.push_str(&tr.t_args("follow-round", &args([("round", round.as_str().into())])));
        }
        ui.label(RichText::new(heading).strong());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if game.adjourned {
                ui.label(RichText::new(tr.t("follow-adjourned")).color(Color32::from_rgb(0x8A, 0x4B, 0x08)));
            } else if game.in_play() {
                ui.label(RichText::new(tr.t("follow-in-play")).color(Color32::from_rgb(0x1E, 0x6F, 0xD9)));
            } else {
                ui.label(RichText::new(game.result.replace("1/2", "½")).strong().size(18.0 * scale));
            }
        });
    });
    player_ui(ui, tr, game, Color::Black, side, scale);
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    paint_board(ui.painter(), rect, game);
    player_ui(ui, tr, game, Color::White, side, scale);
    match &game.last {
        Some(last) => {
            // In the view's language, as the scoresheet writes moves (Appendix C).
            let notation = crate::notation::Notation { lang: tr.lang(), figurines: false };
            let written = format!("{} {}", last.number, notation.recorded(&last.san, last.by, last.en_passant));
            ui.label(tr.t_args("follow-last-move", &args([("move", written.into())])))
        }
        None => ui.label(tr.t("follow-no-moves")),
    };
    if let Some(problem) = cell.problem {
        ui.colored_label(ui.visuals().warn_fg_color, RichText::new(problem_text(tr, problem)).small());
    }
}

/// A player's line: the name, and the clock, framed when it is their move.
fn player_ui(ui: &mut egui::Ui, tr: Tr, game: &LiveGame, colour: Color, side: f32, scale: f32) {
    let name = match colour {
        Color::White => &game.white,
        Color::Black => &game.black,
    };
    let to_move = game.in_play() && game.turn() == colour;
    ui.allocate_ui_with_layout(Vec2::new(side, 26.0 * scale), egui::Layout::left_to_right(egui::Align::Center), |ui| {
        let dot = if colour == Color::White { "○" } else { "●" };
        ui.label(RichText::new(format!("{dot} {name}")).strong()).on_hover_text(tr.colour(colour));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let clock = game.clocks[colour].map_or_else(|| "–".to_owned(), super::clock_face::digits);
            let text = RichText::new(clock).monospace().size(18.0 * scale);
            let text = if to_move { text.strong().background_color(Color32::from_rgb(0xFF, 0xF1, 0xB8)) } else { text };
            ui.label(text).on_hover_text(tr.t_args("follow-clock-of", &args([("side", crate::i18n::side(colour))])));
        });
    });
}

const LIGHT: Color32 = Color32::from_rgb(0xEB, 0xDD, 0xC2);
const DARK: Color32 = Color32::from_rgb(0xA9, 0x7F, 0x5E);
const LAST_MOVE: Color32 = Color32::from_rgba_unmultiplied_const(0x9B, 0xB0, 0x2A, 0x70);

/// The position, White at the bottom, the last move's squares lit.
fn paint_board(painter: &egui::Painter, rect: Rect, game: &LiveGame) {
    let size = rect.width() / 8.0;
    let board = game.position.board();
    for square in Square::ALL {
        let (col, row) = (u32::from(square.file()), 7 - u32::from(square.rank()));
        let r = Rect::from_min_size(rect.min + Vec2::new(col as f32 * size, row as f32 * size), Vec2::splat(size));
        let light = (u32::from(square.file()) + u32::from(square.rank())) % 2 == 1;
        painter.rect_filled(r, 0.0, if light { LIGHT } else { DARK });
        if game.last_move.is_some_and(|(a, b)| a == square || b == square) {
            painter.rect_filled(r, 0.0, LAST_MOVE);
        }
        if let Some(piece) = board.piece_at(square) {
            paint_piece(painter, r, piece);
        }
    }
    painter.rect_stroke(rect, 0.0, Stroke::new(1.0, Color32::from_gray(90)), StrokeKind::Outside);
    if size >= 28.0 {
        // The files under the board, small.
        for (i, file) in shakmaty::File::ALL.iter().enumerate() {
            let at = rect.left_bottom() + Vec2::new((i as f32 + 0.92) * size, -size * 0.12);
            painter.text(
                at,
                Align2::RIGHT_BOTTOM,
                file.char(),
                FontId::proportional(size * 0.2),
                Color32::from_gray(60),
            );
        }
    }
}

/// A read problem in the view's language.
fn problem_text(tr: Tr, problem: &ReadProblem) -> String {
    match problem {
        ReadProblem::Unreadable(error) => {
            tr.t_args("follow-file-unreadable", &args([("error", error.as_str().into())]))
        }
        ReadProblem::NotAGame(error) => {
            tr.t_args("follow-file-not-a-game", &args([("error", describe::pgn_error(tr, error).into())]))
        }
        ReadProblem::Gone => tr.t("follow-file-gone"),
    }
}

/// The `*.pgn` files of a folder (not those hidden: a writer's temporary files), or the file
/// itself.
fn pgn_files(path: &Path) -> std::io::Result<Vec<PathBuf>> {
    if !std::fs::metadata(path)?.is_dir() {
        return Ok(vec![path.to_owned()]);
    }
    let mut files = Vec::new();
    for entry in std::fs::read_dir(path)? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let pgn = name.to_ascii_lowercase().ends_with(".pgn") && !name.starts_with('.');
        if pgn && entry.file_type().is_ok_and(|t| !t.is_dir()) {
            files.push(entry.path());
        }
    }
    files.sort();
    Ok(files)
}

/// Reads a file if it changed since it was last read, or its last read failed; a failed read
/// keeps the games last read.
fn look_at(path: &Path, watched: &mut Watched) {
    let stamp = match std::fs::metadata(path) {
        Ok(meta) => (meta.len(), meta.modified().ok()),
        Err(e) => {
            watched.problem = Some(if e.kind() == std::io::ErrorKind::NotFound {
                ReadProblem::Gone
            } else {
                ReadProblem::Unreadable(e.to_string())
            });
            return;
        }
    };
    if watched.stamp == Some(stamp) && watched.problem.is_none() {
        return;
    }
    watched.stamp = Some(stamp);
    match std::fs::read(path) {
        Err(e) => watched.problem = Some(ReadProblem::Unreadable(e.to_string())),
        Ok(bytes) => match read_live(&decode(&bytes).0) {
            Ok(games) => {
                watched.games = games;
                watched.problem = None;
            }
            Err(error) => watched.problem = Some(ReadProblem::NotAGame(error)),
        },
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
        self.sources.iter().map(|s| s.path.as_path()).collect()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_read_once_is_read_again_only_when_it_changes_and_a_bad_one_keeps_the_last_good() {
        let dir = std::env::temp_dir().join(format!("escaque-follow-unit-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("board-1.pgn");
        std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n[Board \"1\"]\n\n1. e4 *\n").unwrap();
        // A writer's temporary file and another kind of file are passed over.
        std::fs::write(dir.join(".board-1.pgn.1.0.tmp"), "half").unwrap();
        std::fs::write(dir.join("notes.txt"), "x").unwrap();
        let mut watched = Watched::default();
        look_at(&path, &mut watched);
        assert_eq!(pgn_files(&dir).unwrap(), std::slice::from_ref(&path));
        assert_eq!(watched.games[0].plies, 1);
        // Half a file: the last good state stays, with the problem.
        std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n[Board \"1\"]\n\n1. e4 e5 2. N").unwrap();
        look_at(&path, &mut watched);
        assert_eq!(watched.games[0].plies, 1);
        assert!(matches!(watched.problem, Some(ReadProblem::NotAGame(_))));
        std::fs::write(&path, "[White \"A\"]\n[Black \"B\"]\n[Board \"1\"]\n\n1. e4 e5 2. Nf3 *\n").unwrap();
        look_at(&path, &mut watched);
        assert_eq!((watched.games[0].plies, watched.problem.clone()), (3, None));
        std::fs::remove_file(&path).unwrap();
        look_at(&path, &mut watched);
        assert_eq!((watched.games[0].plies, watched.problem.clone()), (3, Some(ReadProblem::Gone)));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
