//! The organiser's view's boards (issue 17): each game of the files followed, drawn with its
//! position and last move, the players and their clocks, the result or "in play"; a file with
//! nothing good read yet, by its name and why.

use std::path::Path;

use eframe::egui;
use egui::{Align2, Color32, FontId, Rect, RichText, Sense, Stroke, StrokeKind, Vec2};
use shakmaty::{Color, Position, Square};

use super::board::paint_piece;
use super::follow_grid::{BESIDE_GAP, CELL_GAP, Layout, ROW_GAP, TEXT_BESIDE_HEIGHT, grid, text_scale};
use crate::i18n::{Tr, args, describe};
use crate::record::follow::ReadProblem;
use crate::record::live::LiveGame;

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

/// The boards in rows from the top, as large as the window allows ([`grid`]).
pub(super) fn boards_ui(ui: &mut egui::Ui, tr: Tr, cells: &[BoardCell<'_>], drawn: &mut Vec<Rect>) {
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
