//! The board: drawn from the pieces of a bundled font at any size, with click-click and
//! drag-and-drop. It only turns pointer input into [`BoardInput`]s; what they mean is decided
//! by the laws core.

use eframe::egui;
use egui::{Align2, Color32, FontFamily, FontId, Pos2, Rect, Role, Sense, Stroke, StrokeKind, Vec2, WidgetInfo};
use shakmaty::{Board, Color, File, Move, Piece, Rank, Role as PieceRole, Square};

use crate::i18n::{Tr, args, describe::piece_arg, side};

/// The font family holding the chess glyphs (DejaVu Sans, see `assets/README.md`).
pub const PIECES: &str = "pieces";

const LIGHT: Color32 = Color32::from_rgb(0xEB, 0xDD, 0xC2);
const DARK: Color32 = Color32::from_rgb(0xA9, 0x7F, 0x5E);
const LAST_MOVE: Color32 = Color32::from_rgba_unmultiplied_const(0x9B, 0xB0, 0x2A, 0x60);
const TOUCHED: Color32 = Color32::from_rgb(0x1E, 0x6F, 0xD9);
const CHECK: Color32 = Color32::from_rgba_unmultiplied_const(0xD0, 0x20, 0x20, 0xA0);
const HINT: Color32 = Color32::from_rgba_unmultiplied_const(0x20, 0x30, 0x20, 0x50);

/// The glyphs of a piece: its filled body and its outline.
fn glyphs(role: PieceRole) -> (&'static str, &'static str) {
    match role {
        PieceRole::King => ("\u{265A}", "\u{2654}"),
        PieceRole::Queen => ("\u{265B}", "\u{2655}"),
        PieceRole::Rook => ("\u{265C}", "\u{2656}"),
        PieceRole::Bishop => ("\u{265D}", "\u{2657}"),
        PieceRole::Knight => ("\u{265E}", "\u{2658}"),
        PieceRole::Pawn => ("\u{265F}", "\u{2659}"),
    }
}

/// Paints a piece centred in `rect`, upright.
pub fn paint_piece(painter: &egui::Painter, rect: Rect, piece: Piece) {
    paint_piece_turned(painter, rect, piece, false);
}

/// Paints a piece centred in `rect`; turned half a turn when `turned` (face to face, for the
/// player across the table).
pub fn paint_piece_turned(painter: &egui::Painter, rect: Rect, piece: Piece, turned: bool) {
    let font = FontId::new(rect.height() * 0.82, FontFamily::Name(PIECES.into()));
    let (body, outline) = glyphs(piece.role);
    // The glyphs sit a little high in their line: nudged down, or up when turned.
    let nudge = rect.height() * 0.02;
    let centre = rect.center() + Vec2::new(0.0, if turned { -nudge } else { nudge });
    let (fill, line) = match piece.color {
        Color::White => (Color32::from_rgb(0xFB, 0xFA, 0xF5), Color32::from_rgb(0x20, 0x20, 0x20)),
        Color::Black => (Color32::from_rgb(0x22, 0x22, 0x22), Color32::from_rgb(0x10, 0x10, 0x10)),
    };
    if turned {
        for (glyph, colour) in [(body, fill), (outline, line)] {
            let galley = painter.layout_no_wrap(glyph.to_owned(), font.clone(), colour);
            super::turned::paint_centred(painter, centre, galley, colour, true);
        }
    } else {
        painter.text(centre, Align2::CENTER_CENTER, body, font.clone(), fill);
        painter.text(centre, Align2::CENTER_CENTER, outline, font, line);
    }
}

/// What the board shows beyond the position.
#[derive(Clone, Debug, Default)]
pub struct BoardView {
    /// Black at the bottom.
    pub flipped: bool,
    /// The squares the last move left and reached, highlighted.
    pub last_move: Option<(Square, Square)>,
    /// Squares of touched pieces, in order.
    pub touched: Vec<Square>,
    /// The piece being moved (selected or dragged).
    pub selected: Option<Square>,
    /// Where the selected piece may go, when hints are on.
    pub hints: Vec<Square>,
    /// The king in check, marked; `None` on a wooden board, where the players see it for
    /// themselves (7.5).
    pub check: Option<Square>,
    /// The pieces of this colour are drawn turned half a turn (face to face, for the player
    /// across the table).
    pub turned: Option<Color>,
}

/// What the pointer did on the board this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardInput {
    /// A square was pressed (a click, or the start of a drag).
    Pressed(Square),
    /// A dragged piece was released on a square.
    Dropped {
        /// The square the drag started on.
        from: Square,
        /// The square it was released on.
        to: Square,
    },
}

/// UI-only state of the board between frames: the piece being dragged.
#[derive(Clone, Copy, Debug, Default)]
pub struct DragState {
    /// The square of the piece being dragged, while a drag is on.
    pub from: Option<Square>,
}

fn square_at(board: Rect, pos: Pos2, flipped: bool) -> Option<Square> {
    if !board.contains(pos) {
        return None;
    }
    let size = board.width() / 8.0;
    let col = (((pos.x - board.left()) / size) as u32).min(7);
    let row = (((pos.y - board.top()) / size) as u32).min(7);
    let (file, rank) = if flipped { (7 - col, row) } else { (col, 7 - row) };
    Some(Square::from_coords(File::new(file), Rank::new(rank)))
}

fn square_rect(board: Rect, square: Square, flipped: bool) -> Rect {
    let size = board.width() / 8.0;
    let (col, row) = if flipped {
        (7 - u32::from(square.file()), u32::from(square.rank()))
    } else {
        (u32::from(square.file()), 7 - u32::from(square.rank()))
    };
    Rect::from_min_size(board.min + Vec2::new(col as f32 * size, row as f32 * size), Vec2::splat(size))
}

/// The accessible name of a square: "e2 white pawn", "e4".
fn square_label(tr: Tr, square: Square, piece: Option<Piece>) -> String {
    match piece {
        Some(piece) => tr.t_args(
            "board-square-piece",
            &args([
                ("square", square.to_string().into()),
                ("side", side(piece.color)),
                ("piece", piece_arg(piece.role)),
            ]),
        ),
        None => square.to_string(),
    }
}

/// Draws `board` (the pieces as they stand, even when they make no position of chess) in the
/// largest square that fits `ui`, and reports what the pointer did.
pub fn board_ui(
    ui: &mut egui::Ui,
    tr: Tr,
    board_pieces: &Board,
    view: &BoardView,
    drag: &mut DragState,
) -> Option<BoardInput> {
    let available = ui.available_size();
    let side = available.x.min(available.y).max(64.0);
    let (outer, _) = ui.allocate_exact_size(Vec2::splat(side), Sense::hover());
    let margin = (side * 0.035).max(10.0);
    let board = Rect::from_min_size(outer.min + Vec2::splat(margin), Vec2::splat(side - 2.0 * margin));
    let painter = ui.painter_at(outer);
    let size = board.width() / 8.0;

    let checked_king = view.check;
    let mut input = None;
    for square in Square::ALL {
        let rect = square_rect(board, square, view.flipped);
        let light = (u32::from(square.file()) + u32::from(square.rank())) % 2 == 1;
        painter.rect_filled(rect, 0.0, if light { LIGHT } else { DARK });
        if view.last_move.is_some_and(|(a, b)| a == square || b == square) {
            painter.rect_filled(rect, 0.0, LAST_MOVE);
        }
        if checked_king == Some(square) {
            painter.circle_filled(rect.center(), size * 0.48, CHECK);
        }
        // Each square is a widget of its own, so that it can be named (accessibility, tests).
        let id = ui.scope_id().with(("square", square));
        let response = ui.interact(rect, id, Sense::click_and_drag());
        let label = square_label(tr, square, board_pieces.piece_at(square));
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
        if response.drag_started() && board_pieces.piece_at(square).is_some() {
            drag.from = Some(square);
            input = Some(BoardInput::Pressed(square));
        } else if response.clicked() {
            input = Some(BoardInput::Pressed(square));
        }
    }

    // Coordinates in the margin.
    let coord_font = FontId::proportional(margin * 0.7);
    let coord_colour = ui.visuals().weak_text_color();
    for i in 0..8u32 {
        let file = File::new(i);
        let rank = Rank::new(i);
        let col = if view.flipped { 7 - i } else { i };
        let row = if view.flipped { i } else { 7 - i };
        let x = board.left() + (col as f32 + 0.5) * size;
        let y = board.top() + (row as f32 + 0.5) * size;
        painter.text(
            Pos2::new(x, board.bottom() + margin * 0.5),
            Align2::CENTER_CENTER,
            file.char(),
            coord_font.clone(),
            coord_colour,
        );
        painter.text(
            Pos2::new(board.left() - margin * 0.5, y),
            Align2::CENTER_CENTER,
            rank.char(),
            coord_font.clone(),
            coord_colour,
        );
    }

    for (i, &square) in view.touched.iter().enumerate() {
        let rect = square_rect(board, square, view.flipped).shrink(size * 0.03);
        let width = if i == 0 { size * 0.07 } else { size * 0.04 };
        painter.rect_stroke(rect, size * 0.08, Stroke::new(width, TOUCHED), StrokeKind::Inside);
    }
    if let Some(square) = view.selected {
        let rect = square_rect(board, square, view.flipped);
        painter.rect_stroke(rect, 0.0, Stroke::new(size * 0.04, TOUCHED.gamma_multiply(0.6)), StrokeKind::Inside);
    }

    let pointer = ui.input(|i| i.pointer.interact_pos());
    let dragging = drag.from.filter(|_| ui.input(|i| i.pointer.primary_down()));
    for square in Square::ALL {
        if let Some(piece) = board_pieces.piece_at(square)
            && dragging != Some(square)
        {
            let turned = view.turned == Some(piece.color);
            paint_piece_turned(&painter, square_rect(board, square, view.flipped), piece, turned);
        }
    }
    for &square in &view.hints {
        let rect = square_rect(board, square, view.flipped);
        if board_pieces.piece_at(square).is_some() {
            painter.circle_stroke(rect.center(), size * 0.44, Stroke::new(size * 0.06, HINT));
        } else {
            painter.circle_filled(rect.center(), size * 0.14, HINT);
        }
    }

    // The dragged piece follows the pointer, above everything else.
    if let (Some(from), Some(at)) = (dragging, pointer)
        && let Some(piece) = board_pieces.piece_at(from)
    {
        let layer = egui::LayerId::new(egui::Order::Tooltip, ui.scope_id().with("dragged piece"));
        let drag_painter = ui.ctx().layer_painter(layer);
        paint_piece(&drag_painter, Rect::from_center_size(at, Vec2::splat(size * 1.1)), piece);
    }
    if let Some(from) = drag.from
        && ui.input(|i| i.pointer.primary_released())
    {
        drag.from = None;
        let released = ui.input(|i| i.pointer.interact_pos()).and_then(|p| square_at(board, p, view.flipped));
        if let Some(to) = released.filter(|&to| to != from) {
            input = Some(BoardInput::Dropped { from, to });
        }
    }
    input
}

/// The legal destinations of the piece on `from`, among `moves`, as squares to hint at
/// (castling shown on the king's destination square).
pub fn destinations(moves: &[Move], from: Square) -> Vec<Square> {
    moves
        .iter()
        .filter(|m| m.from() == Some(from))
        .map(|m| match *m {
            Move::Castle { king, rook } => {
                let file = if rook.file() > king.file() { File::G } else { File::C };
                Square::from_coords(file, king.rank())
            }
            _ => m.to(),
        })
        .collect()
}

/// Paints a picker of the four promotion pieces over the board area; returns the one chosen,
/// or `Some(None)` when the choice was cancelled. Under touch-move the pawn released on the
/// last rank cannot be taken back (4.7): only the piece is still to choose, and there is no
/// cancelling.
pub fn promotion_ui(ui: &mut egui::Ui, tr: Tr, colour: Color, touch_move: bool) -> Option<Option<PieceRole>> {
    let mut chosen = None;
    ui.label(tr.t("promotion-heading"));
    ui.horizontal(|ui| {
        for role in [PieceRole::Queen, PieceRole::Rook, PieceRole::Bishop, PieceRole::Knight] {
            let name = tr.t_args("piece-name", &args([("piece", piece_arg(role))]));
            let (rect, response) = ui.allocate_exact_size(Vec2::splat(72.0), Sense::click());
            response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
            let bg = if response.hovered() { ui.visuals().widgets.hovered.bg_fill } else { LIGHT };
            ui.painter().rect_filled(rect, 6.0, bg);
            paint_piece(ui.painter(), rect, Piece { color: colour, role });
            if response.clicked() {
                chosen = Some(Some(role));
            }
        }
    });
    if touch_move {
        ui.label(
            tr.t_args("promotion-final", &args([("article", tr.article(crate::laws::Article::RELEASED_PIECE).into())])),
        );
    } else if ui.button(tr.t("promotion-cancel")).clicked() {
        chosen = Some(None);
    }
    chosen
}
