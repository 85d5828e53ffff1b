//! The board's keyboard cursor moving on the screen as drawn (issue 16), apart from the board's
//! drawing so that [`super::board`] stays short.

use shakmaty::{File, Rank, Square};

/// The square `steps` squares from `square` on the screen, `(right, down)`, as drawn with
/// `flipped`; it stops at the board's edge.
///
/// ```
/// use escaque::ui::board::cursor_step;
/// use shakmaty::Square;
/// assert_eq!(cursor_step(Square::E2, (0, -1), false), Square::E3, "up, White at the bottom");
/// assert_eq!(cursor_step(Square::E7, (0, -1), true), Square::E6, "up, Black at the bottom");
/// assert_eq!(cursor_step(Square::E2, (1, 0), true), Square::D2, "right, Black at the bottom");
/// assert_eq!(cursor_step(Square::H8, (1, -1), false), Square::H8, "the edge holds it");
/// ```
pub fn cursor_step(square: Square, (right, down): (i32, i32), flipped: bool) -> Square {
    let (file, rank) = if flipped { (-right, down) } else { (right, -down) };
    let file = (u32::from(square.file()) as i32 + file).clamp(0, 7) as u32;
    let rank = (u32::from(square.rank()) as i32 + rank).clamp(0, 7) as u32;
    Square::from_coords(File::new(file), Rank::new(rank))
}
