//! How the organiser's view lays its boards out (issue 17): as many columns as give the
//! largest boards in the window, each board's text over and under it or beside it, the text
//! growing with the board.

use eframe::egui::Vec2;

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
pub(super) const TEXT_BESIDE_HEIGHT: f32 = 240.0;
/// Space between a board and the text beside it.
pub(super) const BESIDE_GAP: f32 = 14.0;
/// Space between boards, across.
pub(super) const CELL_GAP: f32 = 18.0;
/// Space between rows of boards.
pub(super) const ROW_GAP: f32 = 12.0;
/// The smallest board drawn, however many there are.
const SMALLEST: f32 = 48.0;

/// The text grows with the board, up to half as large again, from boards of 300 pixels.
pub(super) fn text_scale(side: f32) -> f32 {
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
