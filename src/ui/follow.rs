//! The organiser's view (issue 17): the boards of a room on one screen. It opens the folders
//! (or files) the boards' laptops write their live PGN to ([`crate::record::live`]), looks at
//! them once a second, reads a file again only when its size or time changed, and shows every
//! game: a board with the position and the last move, the players, both clocks from the last
//! `[%clk]`, the result or "in play", the last move. A file that cannot be read (half written by
//! a tool that does not write atomically, damaged, gone) never stops the view: the board keeps
//! its last good state, with a small warning by it.
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
use egui::{Align2, Color32, FontId, Rect, RichText, Sense, Stroke, StrokeKind, Vec2};
use shakmaty::{Color, Position, Square};

use super::board::paint_piece;
use crate::i18n::{Lang, Tr, args, describe};
use crate::platform::time::TimeSource;
use crate::record::follow::{Follower, Source};
pub use crate::record::follow::{POLL_EVERY, ReadProblem, SLOW_AFTER};
use crate::record::live::LiveGame;

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

/// The boards in rows from the top, as large as the window allows ([`grid`]).
fn boards_ui(ui: &mut egui::Ui, tr: Tr, cells: &[BoardCell<'_>], drawn: &mut Vec<Rect>) {
    let layout = grid(cells.len(), ui.available_size_before_wrap());
    let rows = cells.len().div_ceil(layout.columns);
    let cell = layout.cell();
    // Too many boards for the window even at the smallest size: the rows scroll.
    egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
        let origin = ui.cursor().min;
        let column = ui.available_width() / layout.columns as f32;
        // The board and its text in the middle of its column; the rows from the top.
        let width = cell.x - CELL_GAP;
        for (i, board) in cells.iter().enumerate() {
            let (row, col) = (i / layout.columns, i % layout.columns);
            let min = origin + Vec2::new(col as f32 * column + (column - width) / 2.0, row as f32 * cell.y);
            let rect = Rect::from_min_size(min, Vec2::new(width, cell.y - ROW_GAP));
            let ui_builder = egui::UiBuilder::new().max_rect(rect);
            drawn.extend(ui.scope_builder(ui_builder, |ui| cell_ui(ui, tr, board, layout)).inner);
        }
        ui.allocate_rect(
            Rect::from_min_size(origin, Vec2::new(column * layout.columns as f32, rows as f32 * cell.y)),
            Sense::hover(),
        );
    });
}

/// How the boards are laid out: how many columns, how large a board, and whether each board's
/// text (heading, players and clocks, last move) goes over and under it or beside it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// Boards in a row.
    pub columns: usize,
    /// A board's side, in points.
    pub side: f32,
    /// The text beside the board rather than over and under it.
    pub beside: bool,
}

impl Layout {
    /// The room one board takes, its text and the gaps around it included.
    pub fn cell(&self) -> Vec2 {
        cell_size(self.side, self.beside)
    }
}

/// Height of the text over and under a board at the normal size: the heading, two player
/// lines, the last move, a warning line.
const TEXT_HEIGHT: f32 = 150.0;
/// Width of the text beside a board at the normal size.
const TEXT_WIDTH: f32 = 230.0;
/// Height the text beside a board needs at the normal size.
const TEXT_BESIDE_HEIGHT: f32 = 240.0;
/// Space between a board and the text beside it.
const BESIDE_GAP: f32 = 14.0;
/// Space between boards, across.
const CELL_GAP: f32 = 18.0;
/// Space between rows of boards.
const ROW_GAP: f32 = 12.0;
/// The smallest board drawn, however many there are.
const SMALLEST: f32 = 48.0;

/// The text grows with the board, up to half as large again, from boards of 300 pixels.
fn text_scale(side: f32) -> f32 {
    (side / 300.0).clamp(1.0, 1.5)
}

/// The room a board of `side` takes, its text and gaps included.
fn cell_size(side: f32, beside: bool) -> Vec2 {
    let scale = text_scale(side);
    if beside {
        Vec2::new(side + BESIDE_GAP + TEXT_WIDTH * scale + CELL_GAP, side.max(TEXT_BESIDE_HEIGHT * scale) + ROW_GAP)
    } else {
        Vec2::new(side + CELL_GAP, side + TEXT_HEIGHT * scale + ROW_GAP)
    }
}

/// The largest board whose cell fits in `room` ([`SMALLEST`] when none does).
fn largest_side(room: Vec2, beside: bool) -> f32 {
    let fits = |side: f32| {
        let need = cell_size(side, beside);
        need.x <= room.x && need.y <= room.y
    };
    let (mut low, mut high) = (SMALLEST, room.x.min(room.y).max(SMALLEST));
    if !fits(low) {
        return SMALLEST;
    }
    // The cell grows with the board: halve the gap between a side that fits and one that may not.
    for _ in 0..24 {
        let middle = (low + high) / 2.0;
        if fits(middle) { low = middle } else { high = middle }
    }
    low.floor()
}

/// The layout with the largest board for `n` boards in `size`: every number of columns, with
/// the text over and under the boards or beside them.
///
/// ```
/// use escaque::ui::follow::grid;
/// use eframe::egui::vec2;
/// // Four boards at 1280×800: two rows of two, the players beside each board, larger than a
/// // row of four.
/// let four = grid(4, vec2(1264.0, 700.0));
/// assert_eq!((four.columns, four.beside), (2, true));
/// assert!(four.side > 1264.0 / 4.0);
/// // Eight: two rows of four, the players over and under.
/// assert_eq!((grid(8, vec2(1264.0, 700.0)).columns, grid(8, vec2(1264.0, 700.0)).beside), (4, false));
/// ```
pub fn grid(n: usize, size: Vec2) -> Layout {
    let n = n.max(1);
    let mut best = Layout { columns: 1, side: 0.0, beside: false };
    for beside in [false, true] {
        for columns in 1..=n {
            let rows = n.div_ceil(columns);
            let side = largest_side(Vec2::new(size.x / columns as f32, size.y / rows as f32), beside);
            if side > best.side + 0.5 {
                best = Layout { columns, side, beside };
            }
        }
    }
    best
}

/// One board with its text, as `layout` lays it out; a file with nothing good read yet is its
/// name and why. Where the board was drawn.
fn cell_ui(ui: &mut egui::Ui, tr: Tr, cell: &BoardCell<'_>, layout: Layout) -> Option<Rect> {
    let scale = text_scale(layout.side);
    for font in ui.style_mut().text_styles.values_mut() {
        font.size *= scale;
    }
    let Some(game) = cell.game else {
        ui.label(RichText::new(file_name(cell.file)).strong());
        if let Some(problem) = cell.problem {
            ui.colored_label(ui.visuals().warn_fg_color, problem_text(tr, problem));
        }
        return None;
    };
    Some(if layout.beside {
        cell_beside_ui(ui, tr, cell, game, layout.side, scale)
    } else {
        cell_stacked_ui(ui, tr, cell, game, layout.side, scale)
    })
}

fn file_name(file: &Path) -> String {
    file.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned())
}

/// The board's heading: its number and round (or its file's name).
fn heading(tr: Tr, cell: &BoardCell<'_>, game: &LiveGame) -> String {
    let mut heading = match &game.board {
        Some(board) => tr.t_args("follow-board", &args([("board", board.as_str().into())])),
        None => file_name(cell.file),
    };
    if let Some(round) = &game.round {
        heading.push_str(" · ");
        heading.push_str(&tr.t_args("follow-round", &args([("round", round.as_str().into())])));
    }
    heading
}

/// "in play", "adjourned" or the result.
fn state_ui(ui: &mut egui::Ui, tr: Tr, game: &LiveGame, scale: f32) {
    if game.adjourned {
        ui.label(RichText::new(tr.t("follow-adjourned")).color(Color32::from_rgb(0x8A, 0x4B, 0x08)));
    } else if game.in_play() {
        ui.label(RichText::new(tr.t("follow-in-play")).color(Color32::from_rgb(0x1E, 0x6F, 0xD9)));
    } else {
        ui.label(RichText::new(game.result.replace("1/2", "½")).strong().size(18.0 * scale));
    }
}

/// The last move, in the view's language as the scoresheet writes moves (Appendix C), and the
/// last read's problem.
fn last_move_ui(ui: &mut egui::Ui, tr: Tr, cell: &BoardCell<'_>, game: &LiveGame) {
    match &game.last {
        Some(last) => {
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

/// The text over and under the board: heading, Black's line, the board, White's line, the last
/// move, a warning.
fn cell_stacked_ui(ui: &mut egui::Ui, tr: Tr, cell: &BoardCell<'_>, game: &LiveGame, side: f32, scale: f32) -> Rect {
    // One height whatever it says (a result is written larger): the boards of a row line up.
    ui.allocate_ui_with_layout(Vec2::new(side, 24.0 * scale), egui::Layout::left_to_right(egui::Align::Center), |ui| {
        ui.add(egui::Label::new(RichText::new(heading(tr, cell, game)).strong()).truncate());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| state_ui(ui, tr, game, scale));
    });
    player_line_ui(ui, tr, game, Color::Black, side, scale);
    let (rect, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    paint_board(ui.painter(), rect, game);
    player_line_ui(ui, tr, game, Color::White, side, scale);
    last_move_ui(ui, tr, cell, game);
    rect
}

/// The text beside the board: heading and state, Black's name and clock level with the board's
/// top, the last move, and White's clock and name level with its bottom.
fn cell_beside_ui(ui: &mut egui::Ui, tr: Tr, cell: &BoardCell<'_>, game: &LiveGame, side: f32, scale: f32) -> Rect {
    let (board, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    paint_board(ui.painter(), board, game);
    let height = side.max(TEXT_BESIDE_HEIGHT * scale);
    let text = Rect::from_min_max(
        egui::pos2(board.right() + BESIDE_GAP, board.top()),
        egui::pos2(ui.max_rect().right(), board.top() + height),
    );
    ui.scope_builder(egui::UiBuilder::new().max_rect(text).layout(egui::Layout::top_down(egui::Align::Min)), |ui| {
        ui.add(egui::Label::new(RichText::new(heading(tr, cell, game)).strong()).truncate());
        // One height whatever it says (a result is written larger): the boards of a row line up.
        let line = Vec2::new(ui.available_width(), 26.0 * scale);
        ui.allocate_ui_with_layout(line, egui::Layout::left_to_right(egui::Align::Center), |ui| {
            state_ui(ui, tr, game, scale)
        });
        ui.add_space(10.0 * scale);
        player_beside_ui(ui, tr, game, Color::Black, scale);
        ui.add_space(10.0 * scale);
        last_move_ui(ui, tr, cell, game);
        // From the bottom up: White's name level with the board's bottom, its clock above.
        ui.with_layout(egui::Layout::bottom_up(egui::Align::Min), |ui| {
            player_beside_ui(ui, tr, game, Color::White, scale)
        });
    });
    board
}

/// A player's name, with the colour they play on hover; cut short with "…" if too long.
fn name_ui(ui: &mut egui::Ui, tr: Tr, game: &LiveGame, colour: Color) {
    let name = match colour {
        Color::White => &game.white,
        Color::Black => &game.black,
    };
    let dot = if colour == Color::White { "○" } else { "●" };
    ui.add(egui::Label::new(RichText::new(format!("{dot} {name}")).strong()).truncate())
        .on_hover_text(tr.colour(colour));
}

/// A player's clock after their last move, framed in yellow when it is their move.
fn clock_ui(ui: &mut egui::Ui, tr: Tr, game: &LiveGame, colour: Color, size: f32) {
    let to_move = game.in_play() && game.turn() == colour;
    let clock = game.clocks[colour].map_or_else(|| "–".to_owned(), super::clock_face::digits);
    let text = RichText::new(clock).monospace().size(size);
    let text = if to_move { text.strong().background_color(Color32::from_rgb(0xFF, 0xF1, 0xB8)) } else { text };
    ui.label(text).on_hover_text(tr.t_args("follow-clock-of", &args([("side", crate::i18n::side(colour))])));
}

/// A player's line over or under the board: the name, and the clock at the right.
fn player_line_ui(ui: &mut egui::Ui, tr: Tr, game: &LiveGame, colour: Color, side: f32, scale: f32) {
    ui.allocate_ui_with_layout(Vec2::new(side, 26.0 * scale), egui::Layout::left_to_right(egui::Align::Center), |ui| {
        // The clock first, from the right, so that a long name is cut short before it.
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            clock_ui(ui, tr, game, colour, 18.0 * scale);
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| name_ui(ui, tr, game, colour));
        });
    });
}

/// A player beside the board: the name, then the clock, large (in a bottom-up layout, the
/// other way round).
fn player_beside_ui(ui: &mut egui::Ui, tr: Tr, game: &LiveGame, colour: Color, scale: f32) {
    name_ui(ui, tr, game, colour);
    clock_ui(ui, tr, game, colour, 26.0 * scale);
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

#[cfg(test)]
mod tests {
    use super::*;

    /// However many boards, the layout fits the window (down to the smallest board), in rows
    /// that wrap.
    #[test]
    fn every_layout_fits_its_window() {
        for size in [Vec2::new(1264.0, 700.0), Vec2::new(1904.0, 980.0), Vec2::new(624.0, 380.0)] {
            for n in 1..=24 {
                let layout = grid(n, size);
                let rows = n.div_ceil(layout.columns);
                let cell = layout.cell();
                if layout.side > SMALLEST {
                    assert!(layout.columns as f32 * cell.x <= size.x + 0.5, "{n} boards in {size:?}: {layout:?}");
                    assert!(rows as f32 * cell.y <= size.y + 0.5, "{n} boards in {size:?}: {layout:?}");
                }
            }
        }
    }

    /// Four boards use the height: at 1280×800 and 1920×1080 (the room the panel leaves) they
    /// are larger than a row of four could make them.
    #[test]
    fn four_boards_are_larger_than_a_row_of_four() {
        for size in [Vec2::new(1264.0, 700.0), Vec2::new(1904.0, 980.0)] {
            let layout = grid(4, size);
            assert!(layout.side > size.x / 4.0 - CELL_GAP + 10.0, "{size:?}: {layout:?}");
            assert_eq!(layout.columns, 2, "two rows of two: {layout:?}");
        }
    }
}
