//! The board: drawn from the pieces of a bundled font at any size, with click-click,
//! drag-and-drop and a keyboard cursor. It only turns pointer and key input into
//! [`BoardInput`]s; what they mean is decided by the laws core.
//!
//! The keyboard (issue 16): the board is one stop in the Tab order ([`board_focus`]); while
//! it has the focus the arrow keys move a cursor square, Enter or Space does what a click on
//! that square does, and Escape what a second click on the piece picked up does (it is put
//! back; a piece touched under touch-move stays touched, as the laws decide). The arrows move
//! the cursor on the screen as drawn, that is as the player at the bottom edge sees the board:
//! Up is away from them (towards rank 8 for White, towards rank 1 when the board is turned
//! round with Black at the bottom), and face to face too the near player's view is the one.
//! For a screen reader the board is a grid whose active descendant is the cursor's square, so
//! each move of the cursor is read out as that square's name and piece ("e4, white knight").
//! For the app's own voice, the board leaves [`BoardNews`] (the cursor's square, a piece picked
//! up or put back) while it has the focus; the window takes them each frame ([`take_news`]) and
//! says them to the player using the board, if their speech is on.

use eframe::egui;
use egui::{
    Align2, Color32, EventFilter, FontFamily, FontId, Id, Key, Modifiers, Pos2, Rect, Role, Sense, Stroke, StrokeKind,
    Vec2, WidgetInfo,
};
use shakmaty::{Board, Color, File, Move, Piece, Rank, Role as PieceRole, Square};

pub use super::board_cursor::cursor_step;
use super::palette::{Look, Palette};
use crate::i18n::{Tr, args, describe::piece_arg, side};

/// The font family holding the chess glyphs (DejaVu Sans, see `assets/README.md`).
pub const PIECES: &str = "pieces";

// The colours of the squares, pieces and markers are the palette's (`super::palette`): the
// normal one or the high-contrast one.
/// The keyboard's cursor: a thick dark frame with a bright one inside it, seen on light and
/// dark squares alike, and unlike the touched piece's rounded blue frame by its shape too.
const CURSOR_OUTER: Color32 = Color32::from_rgb(0x10, 0x10, 0x10);
const CURSOR_INNER: Color32 = Color32::from_rgb(0xFF, 0xD4, 0x00);

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
/// player across the table). In the palette's colours, with its outline.
pub fn paint_piece_turned(painter: &egui::Painter, rect: Rect, piece: Piece, turned: bool) {
    let font = FontId::new(rect.height() * 0.82, FontFamily::Name(PIECES.into()));
    // The glyphs sit a little high in their line: nudged down, or up when turned.
    let nudge = rect.height() * 0.02;
    let centre = rect.center() + Vec2::new(0.0, if turned { -nudge } else { nudge });
    let palette = Palette::of(painter.ctx());
    palette.paint_piece(painter, centre, glyphs(piece.role), font, palette.piece(piece.color), turned);
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

/// What the keys did on the board that a player who cannot see it should hear (issue 16): left
/// by the board while it has the focus, taken by the window with [`take_news`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardNews {
    /// The cursor is on this square (it moved, or the board got the focus).
    Cursor(Square),
    /// The piece on this square was picked up.
    PickedUp(Square),
    /// The piece picked up was put back on this square, unmoved.
    PutBack(Square),
}

/// Leaves `news` for the window.
fn tell(ctx: &egui::Context, news: BoardNews) {
    ctx.data_mut(|d| d.get_temp_mut_or_default::<Vec<BoardNews>>(board_id()).push(news));
}

/// What the board's keys did since the last call, in order (see [`BoardNews`]).
pub fn take_news(ctx: &egui::Context) -> Vec<BoardNews> {
    ctx.data_mut(|d| d.remove_temp::<Vec<BoardNews>>(board_id())).unwrap_or_default()
}

/// UI-only state of the board between frames: the piece being dragged, the keyboard's cursor.
#[derive(Clone, Copy, Debug, Default)]
pub struct DragState {
    /// The square of the piece being dragged, while a drag is on.
    pub from: Option<Square>,
    /// The keyboard's cursor, once the board has had the focus or been clicked.
    pub cursor: Option<Square>,
    /// The board was last used with the keys (the cursor stays drawn when the focus leaves).
    pub by_keyboard: bool,
    /// The board had the focus last frame.
    had_focus: bool,
    /// A dialog took the focus from the board: it is given back when the dialog closes, within
    /// this many frames (the focus of the dialog's last button lasts a frame after it).
    refocus: u8,
    /// Where the board was drawn last frame: the bounds of its node for a screen reader.
    rect: Option<Rect>,
    /// The board had the focus when it was last drawn (its cursor was told on getting it).
    told_focus: bool,
    /// The piece picked up, and its square, when the board was last drawn.
    picked: Option<(Square, Piece)>,
}

impl DragState {
    /// The square under the keyboard's cursor: where it was left, else the piece picked up,
    /// else the king's pawn of the player at the bottom edge.
    fn cursor_or(&self, view: &BoardView) -> Square {
        self.cursor.or(view.selected).unwrap_or(if view.flipped { Square::E7 } else { Square::E2 })
    }
}

/// The board's node, the one stop of the keyboard's Tab order for the whole board.
fn board_id() -> Id {
    Id::unique("escaque board")
}

/// The node of one square.
fn square_id(square: Square) -> Id {
    board_id().with(("square", square))
}

/// The board's place in the keyboard's Tab order, wherever this is called (the game screen
/// calls it just before the move field, so that Tab goes from the board to the field). It
/// draws nothing: the board's node takes the focus for the whole board, named and described
/// for a screen reader, its active descendant the cursor's square. A dialog over the board
/// takes the focus; it is given back when the dialog closes.
pub fn board_focus(ui: &mut egui::Ui, tr: Tr, drag: &mut DragState, view: &BoardView) -> egui::Response {
    let rect = drag.rect.unwrap_or_else(|| Rect::from_min_size(ui.cursor().min, Vec2::ZERO));
    let free = ui.memory(|m| m.allows_interaction(ui.layer_id()));
    if free && drag.refocus > 0 {
        drag.refocus -= 1;
        if ui.memory(|m| m.focused().is_none()) {
            drag.refocus = 0;
            ui.memory_mut(|m| m.request_focus(board_id()));
        }
    }
    let response = ui.interact(rect, board_id(), Sense::focusable_noninteractive());
    let name = tr.t("board-name");
    response.widget_info(|| WidgetInfo::labeled(Role::Grid, true, &name));
    let cursor = drag.cursor_or(view);
    let help = tr.t("board-keys-help");
    ui.ctx().accesskit_node_builder(board_id(), |node| {
        node.set_active_descendant(square_id(cursor).accesskit_id());
        node.set_description(help);
    });
    ui.data_mut(|d| d.insert_temp(board_id().with("active"), square_id(cursor)));
    if free {
        drag.had_focus = response.has_focus();
    } else if drag.had_focus {
        drag.refocus = 3;
        drag.had_focus = false;
    }
    response
}

/// The node a screen reader has as the focus: the cursor's square while the board has the
/// keyboard (the board's active descendant), else the focused widget's.
pub fn reader_focus(ctx: &egui::Context) -> Option<Id> {
    let focused = ctx.memory(|m| m.focused())?;
    if focused != board_id() {
        return Some(focused);
    }
    ctx.data(|d| d.get_temp(board_id().with("active")))
}

/// With nothing focused, the first Tab goes to the board (the game screen calls this before
/// any widget of its own): the board is the first stop of the Tab order.
pub fn first_tab(ui: &egui::Ui) {
    let tab = |e: &egui::Event| matches!(e, egui::Event::Key { key: Key::Tab, pressed: true, modifiers, .. } if modifiers.is_none());
    let nothing_focused = ui.memory(|m| m.focused().is_none() && m.allows_interaction(ui.layer_id()));
    let first = nothing_focused && ui.input(|i| i.events.iter().any(tab));
    if first {
        ui.memory_mut(|m| {
            m.request_focus(board_id());
            m.move_focus(egui::FocusDirection::None);
        });
    }
}

/// What the keys did on the board this frame, while it has the focus: the cursor moved by the
/// arrows, and Enter or Space (a click on the cursor's square) or Escape (a click on the piece
/// picked up, which puts it back).
fn board_keys(ui: &egui::Ui, drag: &mut DragState, view: &BoardView) -> Option<BoardInput> {
    if !ui.memory(|m| m.has_focus(board_id())) {
        return None;
    }
    let filter = EventFilter { tab: false, horizontal_arrows: true, vertical_arrows: true, escape: true };
    ui.memory_mut(|m| m.set_focus_lock_filter(board_id(), filter));
    let mut cursor = drag.cursor_or(view);
    let (moved, pressed, escape) = ui.input_mut(|i| {
        let mut moved = false;
        for (key, step) in
            [(Key::ArrowUp, (0, -1)), (Key::ArrowDown, (0, 1)), (Key::ArrowLeft, (-1, 0)), (Key::ArrowRight, (1, 0))]
        {
            for _ in 0..i.count_and_consume_key(Modifiers::NONE, key) {
                cursor = cursor_step(cursor, step, view.flipped);
                moved = true;
            }
        }
        let pressed = i.consume_key(Modifiers::NONE, Key::Enter) | i.consume_key(Modifiers::NONE, Key::Space);
        (moved, pressed, i.consume_key(Modifiers::NONE, Key::Escape))
    });
    if moved {
        // The arrows are the cursor's: egui must not also move the focus with them (the first
        // frame after the focus came, before the lock filter holds).
        ui.memory_mut(|m| m.move_focus(egui::FocusDirection::None));
    }
    if moved || pressed || escape || drag.cursor.is_none() {
        drag.by_keyboard = true;
        drag.cursor = Some(cursor);
    }
    if moved {
        tell(ui.ctx(), BoardNews::Cursor(cursor));
    }
    if pressed {
        Some(BoardInput::Pressed(cursor))
    } else if escape {
        view.selected.map(BoardInput::Pressed)
    } else {
        None
    }
}

/// Tells, while the board has the focus, a piece picked up since it was last drawn, or put back
/// unmoved (a piece gone from its square was moved: the move is said when it is completed).
fn tell_picked(ctx: &egui::Context, drag: &mut DragState, view: &BoardView, pieces: &Board, focused: bool) {
    let picked = view.selected.and_then(|square| pieces.piece_at(square).map(|piece| (square, piece)));
    if focused {
        match (drag.picked, picked) {
            (before, Some((square, _))) if before.map(|(s, _)| s) != Some(square) => {
                tell(ctx, BoardNews::PickedUp(square));
            }
            (Some((square, piece)), None) if pieces.piece_at(square) == Some(piece) => {
                tell(ctx, BoardNews::PutBack(square));
            }
            _ => {}
        }
    }
    drag.picked = picked;
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

/// The accessible name of a square: "e2, white pawn", "e4, empty".
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
        None => tr.t_args("board-square-empty", &args([("square", square.to_string().into())])),
    }
}

/// What a screen reader says of a square after its name: the piece picked up, a touched
/// piece, the last move, the king in check, a square the piece picked up may go to.
fn square_state(tr: Tr, square: Square, view: &BoardView) -> String {
    let states = [
        (view.selected == Some(square), "board-state-picked-up"),
        (view.touched.contains(&square), "board-state-touched"),
        (view.last_move.is_some_and(|(a, b)| a == square || b == square), "board-state-last-move"),
        (view.check == Some(square), "board-state-check"),
        (view.hints.contains(&square), "board-state-hint"),
    ];
    states.iter().filter(|(on, _)| *on).map(|(_, id)| tr.t(id)).collect::<Vec<_>>().join(", ")
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
    // The coordinates in the margin, larger as the size setting asks (issue 16): then measured
    // on the window rather than on the board, which gives room to larger clocks.
    let scale = Look::of(ui.ctx()).scale();
    let margin = if scale > 1.0 {
        side.max(ui.ctx().content_rect().size().min_elem() * 0.9) * 0.035 * scale
    } else {
        (side * 0.035).max(10.0)
    };
    let board = Rect::from_min_size(outer.min + Vec2::splat(margin), Vec2::splat(side - 2.0 * margin));
    let painter = ui.painter_at(outer);
    drag.rect = Some(board);
    let palette = Palette::of(ui.ctx());
    let focused = ui.memory(|m| m.has_focus(board_id()));
    if focused && !drag.told_focus {
        tell(ui.ctx(), BoardNews::Cursor(drag.cursor_or(view)));
    }
    drag.told_focus = focused;
    tell_picked(ui.ctx(), drag, view, board_pieces, focused);
    let mut input = board_keys(ui, drag, view);
    // The squares are the board's cells, by row and column (issue 27): its node made first.
    ui.ctx().accesskit_node_builder(board_id(), |node| (node.set_row_count(8), node.set_column_count(8)));
    let mut cells = ui.new_child(egui::UiBuilder::new().max_rect(outer).accessibility_parent(board_id()));
    if let Some(pressed) = squares_ui(&mut cells, tr, &painter, board, board_pieces, view, drag) {
        input = Some(pressed);
    }
    palette.mark_board(&painter, board);
    coordinates(&painter, board, margin, view.flipped, palette.coordinates(ui.visuals()));
    let dragging = drag.from.filter(|_| ui.input(|i| i.pointer.primary_down()));
    pieces(&painter, board, board_pieces, view, dragging);
    // The keyboard's cursor, while the board has the focus or was last used with the keys.
    if focused || drag.by_keyboard {
        let rect = square_rect(board, drag.cursor_or(view), view.flipped);
        let size = board.width() / 8.0;
        let (outer, inner) = if focused { (size * 0.09, size * 0.04) } else { (size * 0.05, size * 0.025) };
        painter.rect_stroke(rect, 0.0, Stroke::new(outer, CURSOR_OUTER), StrokeKind::Inside);
        painter.rect_stroke(rect.shrink(outer), 0.0, Stroke::new(inner, CURSOR_INNER), StrokeKind::Inside);
    }
    drag_ui(ui, board, board_pieces, view, drag, dragging).or(input)
}

/// Each square: its colour and marks, and a widget of its own, so that it can be named
/// (accessibility, tests); the keyboard's focus is the board's, not each square's (a single
/// Tab stop). The square the pointer pressed, if one was.
fn squares_ui(
    ui: &mut egui::Ui,
    tr: Tr,
    painter: &egui::Painter,
    board: Rect,
    board_pieces: &Board,
    view: &BoardView,
    drag: &mut DragState,
) -> Option<BoardInput> {
    let palette = Palette::of(ui.ctx());
    let mut input = None;
    for square in Square::ALL {
        let rect = square_rect(board, square, view.flipped);
        let light = is_light(square);
        painter.rect_filled(rect, 0.0, palette.square(light));
        if view.last_move.is_some_and(|(a, b)| a == square || b == square) {
            palette.mark_last_move(painter, rect, light);
        }
        if view.check == Some(square) {
            palette.mark_check(painter, rect, light);
        }
        let response = ui.interact(rect, square_id(square), Sense::CLICK | Sense::DRAG);
        let label = square_label(tr, square, board_pieces.piece_at(square));
        response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &label));
        let state = square_state(tr, square, view);
        let (column, row): (f32, f32) = ((rect.min - board.min) / rect.width()).into();
        ui.ctx().accesskit_node_builder(response.id, |node| {
            node.set_row_index(row.round() as usize);
            node.set_column_index(column.round() as usize);
            if !state.is_empty() {
                node.set_description(state);
            }
        });
        let pointer = if response.drag_started() && board_pieces.piece_at(square).is_some() {
            drag.from = Some(square);
            true
        } else {
            response.clicked()
        };
        if pointer {
            input = Some(BoardInput::Pressed(square));
            drag.cursor = Some(square);
            drag.by_keyboard = false;
        }
    }
    input
}

/// Whether `square` is a light one.
fn is_light(square: Square) -> bool {
    (u32::from(square.file()) + u32::from(square.rank())) % 2 == 1
}

/// The files and ranks in the margin.
fn coordinates(painter: &egui::Painter, board: Rect, margin: f32, flipped: bool, colour: Color32) {
    let size = board.width() / 8.0;
    let font = FontId::proportional(margin * 0.7);
    for i in 0..8u32 {
        let (col, row) = if flipped { (7 - i, i) } else { (i, 7 - i) };
        let x = board.left() + (col as f32 + 0.5) * size;
        let y = board.top() + (row as f32 + 0.5) * size;
        let file = Pos2::new(x, board.bottom() + margin * 0.5);
        painter.text(file, Align2::CENTER_CENTER, File::new(i).char(), font.clone(), colour);
        let rank = Pos2::new(board.left() - margin * 0.5, y);
        painter.text(rank, Align2::CENTER_CENTER, Rank::new(i).char(), font.clone(), colour);
    }
}

/// The touched and picked-up marks, the pieces (but the one dragged) and the hints.
fn pieces(painter: &egui::Painter, board: Rect, board_pieces: &Board, view: &BoardView, dragging: Option<Square>) {
    let palette = Palette::of(painter.ctx());
    for (i, &square) in view.touched.iter().enumerate() {
        palette.mark_touched(painter, square_rect(board, square, view.flipped), i == 0, is_light(square));
    }
    if let Some(square) = view.selected {
        palette.mark_selected(painter, square_rect(board, square, view.flipped), is_light(square));
    }
    for square in Square::ALL {
        if let Some(piece) = board_pieces.piece_at(square)
            && dragging != Some(square)
        {
            let turned = view.turned == Some(piece.color);
            paint_piece_turned(painter, square_rect(board, square, view.flipped), piece, turned);
        }
    }
    for &square in &view.hints {
        let rect = square_rect(board, square, view.flipped);
        palette.mark_hint(painter, rect, board_pieces.piece_at(square).is_some(), is_light(square));
    }
}

/// The dragged piece follows the pointer, above everything else; dropped on another square,
/// it is a move.
fn drag_ui(
    ui: &egui::Ui,
    board: Rect,
    board_pieces: &Board,
    view: &BoardView,
    drag: &mut DragState,
    dragging: Option<Square>,
) -> Option<BoardInput> {
    let pointer = ui.input(|i| i.pointer.interact_pos());
    if let (Some(from), Some(at)) = (dragging, pointer)
        && let Some(piece) = board_pieces.piece_at(from)
    {
        let layer = egui::LayerId::new(egui::Order::Tooltip, ui.scope_id().with("dragged piece"));
        let drag_painter = ui.ctx().layer_painter(layer);
        paint_piece(&drag_painter, Rect::from_center_size(at, Vec2::splat(board.width() / 8.0 * 1.1)), piece);
    }
    let from = drag.from?;
    if !ui.input(|i| i.pointer.primary_released()) {
        return None;
    }
    drag.from = None;
    let released = ui.input(|i| i.pointer.interact_pos()).and_then(|p| square_at(board, p, view.flipped));
    released.filter(|&to| to != from).map(|to| BoardInput::Dropped { from, to })
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

/// The choice of the new piece for a pawn on the last rank (3.7.5): queen, rook, bishop or
/// knight, each a button named for screen readers; `Some(None)` when the pawn is taken back.
/// Under touch-move a pawn released on the last rank cannot be taken back (4.7): only the piece
/// is still to choose. For the player across the table (`turned`), the words are
/// turned half a turn and read from the screen's bottom up.
pub fn promotion_ui(
    ui: &mut egui::Ui,
    tr: Tr,
    colour: Color,
    touch_move: bool,
    turned: bool,
) -> Option<Option<PieceRole>> {
    let mut chosen = None;
    // Read from across the table, the first line is at the screen's bottom: the lines in the
    // other order.
    ui.vertical(|ui| {
        let font = egui::TextStyle::Body.resolve(ui.style());
        let colour_text = ui.visuals().text_color();
        let heading = |ui: &mut egui::Ui| {
            super::turned::label(ui, &tr.t("promotion-heading"), font.clone(), colour_text, 360.0, turned, true);
        };
        let mut pieces = |ui: &mut egui::Ui| {
            let mut roles = [PieceRole::Queen, PieceRole::Rook, PieceRole::Bishop, PieceRole::Knight];
            if turned {
                roles.reverse();
            }
            ui.horizontal(|ui| {
                for role in roles {
                    if promotion_piece_ui(ui, tr, Piece { color: colour, role }) {
                        chosen = Some(Some(role));
                    }
                }
            });
        };
        let foot = |ui: &mut egui::Ui| {
            if touch_move {
                let article = tr.article(crate::laws::Article::RELEASED_PIECE);
                let note = tr.t_args("promotion-final", &args([("article", article.into())]));
                super::turned::label(ui, &note, font.clone(), colour_text, 360.0, turned, true);
                false
            } else {
                let label = tr.t("promotion-cancel");
                super::turned::button_with_font(ui, &label, &label, true, turned, font.clone()).clicked()
            }
        };
        let cancelled = if turned {
            let cancelled = foot(ui);
            pieces(ui);
            heading(ui);
            cancelled
        } else {
            heading(ui);
            pieces(ui);
            foot(ui)
        };
        if cancelled {
            chosen = Some(None);
        }
    });
    chosen
}

/// One piece of the promotion's choice, 72 px square: whether it was chosen.
fn promotion_piece_ui(ui: &mut egui::Ui, tr: Tr, piece: Piece) -> bool {
    let name = tr.t_args("piece-name", &args([("piece", piece_arg(piece.role))]));
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(72.0), Sense::click());
    response.widget_info(|| WidgetInfo::labeled(Role::Button, true, &name));
    // The keyboard starts on the queen: Enter takes it, Tab or the arrows go on.
    if piece.role == PieceRole::Queen && ui.memory(|m| m.focused().is_none()) {
        response.request_focus();
    }
    let bg = if response.hovered() { ui.visuals().widgets.hovered.bg_fill } else { Palette::of(ui.ctx()).light };
    ui.painter().rect_filled(rect, 6.0, bg);
    if response.has_focus() {
        ui.painter().rect_stroke(rect, 6.0, Stroke::new(4.0, CURSOR_OUTER), StrokeKind::Inside);
    }
    paint_piece(ui.painter(), rect, piece);
    response.clicked()
}
