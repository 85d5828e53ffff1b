//! Where everything of the game screen goes, worked out from the window's size and the seating
//! alone (issue 25: nothing moves under a hand). The board, each player's clock and each player's
//! buttons have their place before anything is drawn; banners, warnings, the claim list and the
//! arbiter's panel get reserved strips or float over the side column, and never push them.
//!
//! Pure geometry: no drawing, no state, so that the places can be tested as numbers.

use eframe::egui::{Rect, Vec2, pos2, vec2};

/// The height of the toolbar: two rows of buttons (three in a window narrower than
/// [`NARROW`]), reserved whether they are all needed or not, so that a button appearing in it
/// never moves the board.
pub fn toolbar_height(width: f32) -> f32 {
    let rows = if width < NARROW { 3.0 } else { 2.0 };
    rows * 34.0 + 10.0
}

/// The width under which the toolbar's buttons take three rows.
pub const NARROW: f32 = 1100.0;
/// The height of the status line at the bottom: two lines of text.
pub const STATUS: f32 = 52.0;
/// The height of a strip of banners beside the board.
pub const STRIP: f32 = 64.0;
/// The height of a strip of banners in a player's column (face to face), narrower and so taller.
pub const COLUMN_STRIP: f32 = 112.0;
/// The height of a player's button: at least 40 px, so that a finger or a hurried hand finds it.
pub const BUTTON: f32 = 40.0;
/// The room between the regions.
pub const GAP: f32 = 8.0;
/// The narrowest side a board is drawn with.
const SMALLEST_BOARD: f32 = 64.0;

/// How the players sit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seating {
    /// Both on the same side of the board: the clocks in one column beside it.
    SideBySide,
    /// Across the board from each other: each player's clock and buttons on their own side.
    FaceToFace,
}

/// One player's part of the screen: their clock, their buttons (two reserved rows), and where
/// their list of claims floats when it is open.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerPlace {
    pub clock: Rect,
    pub buttons: Rect,
    /// Over the side column, next to the buttons, towards the middle of the screen.
    pub claims: Rect,
    /// Turned half a turn for the player across the table.
    pub turned: bool,
}

/// Every region of the game screen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Regions {
    pub toolbar: Rect,
    pub status: Rect,
    pub board: Rect,
    /// The banners for the far player (face to face) or for everyone (side by side), beside the
    /// board on the far player's side.
    pub far_strip: Rect,
    /// Face to face: the banners for the near player, beside the board on their side.
    pub near_strip: Option<Rect>,
    pub far: PlayerPlace,
    pub near: PlayerPlace,
    /// The scoresheet with the move field and the arbiter's record.
    pub scoresheet: Rect,
    /// Where the arbiter's panel floats when it is open: the side column (the clocks stand still
    /// while it is open).
    pub aside: Rect,
    /// The game is covered (an adjournment): its forms go here.
    pub middle: Rect,
}

/// The height of one player's block: the clock and its rows of buttons.
fn block(clock: f32, rows: usize) -> f32 {
    clock + buttons_height(rows) + 2.0 * GAP
}

/// The height of `rows` rows of players' buttons (one or two: as many as the game's buttons
/// need at the column's width, which the game's setup and the language decide, never play).
pub fn buttons_height(rows: usize) -> f32 {
    let rows = rows.clamp(1, 2) as f32;
    rows * BUTTON + (rows - 1.0) * GAP
}

/// The regions of a window whose content is `window`, the players seated as `seating`, the
/// clocks as large as `scale` (the size setting: 1, 1.25, 1.5) asks.
pub fn regions(window: Rect, seating: Seating, scale: f32, rows: usize) -> Regions {
    let toolbar = Rect::from_min_size(window.min, vec2(window.width(), toolbar_height(window.width())));
    let status = Rect::from_min_max(pos2(window.min.x, window.max.y - STATUS), window.max);
    let content = Rect::from_min_max(pos2(window.min.x, toolbar.max.y), pos2(window.max.x, status.min.y));
    match seating {
        Seating::SideBySide => side_by_side(toolbar, status, content, scale, rows),
        Seating::FaceToFace => {
            let wide = face_to_face_columns(content.size(), scale);
            if wide.1 >= face_to_face_edges(content.size(), scale, rows).1 {
                face_to_face_wide(toolbar, status, content, (wide.0, scale), rows)
            } else {
                face_to_face_tall(toolbar, status, content, scale, rows)
            }
        }
    }
}

/// Side by side: the players' column on the right, far clock at the top, near clock at the
/// bottom, each with its buttons under it, the scoresheet between them; the banners' strip above
/// the board.
fn side_by_side(toolbar: Rect, status: Rect, content: Rect, scale: f32, rows: usize) -> Regions {
    let (natural, clock) = column_and_clock(content.size(), scale, rows);
    // The board is as tall as the room under the banners' strip; the width it cannot use goes
    // to the players' column (the buttons on one row where their words fit, more of the
    // scoresheet), up to two fifths of the window. The clocks keep the natural column's height.
    let board_side = (content.height() - STRIP - 2.0 * GAP).max(SMALLEST_BOARD);
    let width = natural.max((content.width() - board_side - GAP).min(content.width() * 0.4));
    let column = Rect::from_min_max(pos2(content.max.x - width, content.min.y), content.max).shrink2(vec2(GAP, 0.0));
    let clock_size = vec2(column.width(), clock);
    let place = |top: f32| {
        let clock = Rect::from_min_size(pos2(column.min.x, top + GAP), clock_size);
        let buttons =
            Rect::from_min_size(pos2(column.min.x, clock.max.y + GAP), vec2(column.width(), buttons_height(rows)));
        (clock, buttons)
    };
    let (far_clock, far_buttons) = place(column.min.y);
    let (near_clock, near_buttons) = place(column.max.y - block(clock, rows));
    let scoresheet =
        Rect::from_min_max(pos2(column.min.x, far_buttons.max.y + GAP), pos2(column.max.x, near_clock.min.y - GAP));
    let left = Rect::from_min_max(content.min, pos2(column.min.x - GAP, content.max.y));
    let far_strip = Rect::from_min_size(left.min + vec2(GAP, GAP), vec2(left.width() - GAP, STRIP));
    let below = Rect::from_min_max(pos2(left.min.x, far_strip.max.y + GAP), left.max);
    Regions {
        toolbar,
        status,
        board: square_in(below),
        far_strip,
        near_strip: None,
        far: PlayerPlace {
            clock: far_clock,
            buttons: far_buttons,
            claims: claims_below(far_buttons, scoresheet),
            turned: false,
        },
        near: PlayerPlace {
            clock: near_clock,
            buttons: near_buttons,
            claims: claims_above(near_clock, scoresheet),
            turned: false,
        },
        scoresheet,
        aside: column,
        middle: left,
    }
}

/// Face to face in a wide window: the board in the middle the whole height, the far player's
/// clock, buttons and banners in the left column at the far edge, turned; the near player's in
/// the right column at the near edge, under the scoresheet.
fn face_to_face_wide(toolbar: Rect, status: Rect, content: Rect, (width, scale): (f32, f32), rows: usize) -> Regions {
    // In a small window the clock gives way, so that each column still holds its clock, its
    // buttons and its banners.
    let column_room = content.height() - buttons_height(rows) - COLUMN_STRIP - 5.0 * GAP;
    let clock = ((width - 2.0 * GAP) * 0.55).min(content.height() * 0.34 * scale).min(column_room).max(40.0);
    let far_column = Rect::from_min_size(content.min, vec2(width, content.height())).shrink2(vec2(GAP, 0.0));
    let near_column =
        Rect::from_min_max(pos2(content.max.x - width, content.min.y), content.max).shrink2(vec2(GAP, 0.0));
    let far_clock = Rect::from_min_size(far_column.min + vec2(0.0, GAP), vec2(far_column.width(), clock));
    let far_buttons = Rect::from_min_size(
        pos2(far_column.min.x, far_clock.max.y + GAP),
        vec2(far_column.width(), buttons_height(rows)),
    );
    let near_clock =
        Rect::from_min_max(pos2(near_column.min.x, near_column.max.y - clock - GAP), near_column.max - vec2(0.0, GAP));
    let near_buttons = Rect::from_min_size(
        pos2(near_column.min.x, near_clock.min.y - GAP - buttons_height(rows)),
        vec2(near_column.width(), buttons_height(rows)),
    );
    // Each player's banners in their own column, next to their buttons: the board keeps the
    // whole height.
    let near_strip = Rect::from_min_max(
        pos2(near_column.min.x, near_buttons.min.y - GAP - COLUMN_STRIP),
        pos2(near_column.max.x, near_buttons.min.y - GAP),
    );
    let scoresheet =
        Rect::from_min_max(near_column.min + vec2(0.0, GAP), pos2(near_column.max.x, near_strip.min.y - GAP));
    let far_strip =
        Rect::from_min_size(pos2(far_column.min.x, far_buttons.max.y + GAP), vec2(far_column.width(), COLUMN_STRIP));
    let middle =
        Rect::from_min_max(pos2(far_column.max.x + GAP, content.min.y), pos2(near_column.min.x - GAP, content.max.y));
    let far_free = Rect::from_min_max(pos2(far_column.min.x, far_strip.max.y + GAP), far_column.max);
    Regions {
        toolbar,
        status,
        board: square_in(middle.shrink2(vec2(0.0, GAP))),
        far_strip,
        near_strip: Some(near_strip),
        far: PlayerPlace {
            clock: far_clock,
            buttons: far_buttons,
            claims: claims_below(far_strip, far_free),
            turned: true,
        },
        near: PlayerPlace {
            clock: near_clock,
            buttons: near_buttons,
            claims: claims_above(near_strip, scoresheet),
            turned: false,
        },
        scoresheet,
        aside: near_column,
        middle,
    }
}

/// Face to face in a tall window: each player's clock and buttons along their own edge, the
/// far player's turned; the scoresheet beside the board.
fn face_to_face_tall(toolbar: Rect, status: Rect, content: Rect, scale: f32, rows: usize) -> Regions {
    let clock = (content.width() * 0.2 * scale).clamp(90.0 * scale, 170.0 * scale);
    let inner = content.shrink2(vec2(GAP, 0.0));
    let far_clock = Rect::from_min_size(inner.min + vec2(0.0, GAP), vec2(inner.width(), clock));
    let far_buttons =
        Rect::from_min_size(pos2(inner.min.x, far_clock.max.y + GAP), vec2(inner.width(), buttons_height(rows)));
    let near_clock = Rect::from_min_max(pos2(inner.min.x, inner.max.y - clock - GAP), inner.max - vec2(0.0, GAP));
    let near_buttons = Rect::from_min_size(
        pos2(inner.min.x, near_clock.min.y - GAP - buttons_height(rows)),
        vec2(inner.width(), buttons_height(rows)),
    );
    let middle =
        Rect::from_min_max(pos2(inner.min.x, far_buttons.max.y + GAP), pos2(inner.max.x, near_buttons.min.y - GAP));
    // The side column: the far player's banners at its top, the scoresheet, the near player's
    // banners at its bottom; the board the rest, its whole height.
    let side = Rect::from_min_size(middle.min, vec2(240.0_f32.min(middle.width() / 3.0), middle.height()));
    let far_strip = Rect::from_min_size(side.min, vec2(side.width(), COLUMN_STRIP));
    let near_strip = Rect::from_min_max(pos2(side.min.x, side.max.y - COLUMN_STRIP), side.max);
    let scoresheet =
        Rect::from_min_max(pos2(side.min.x, far_strip.max.y + GAP), pos2(side.max.x, near_strip.min.y - GAP));
    let right = Rect::from_min_max(pos2(side.max.x + GAP, middle.min.y), middle.max);
    Regions {
        toolbar,
        status,
        board: square_in(right),
        far_strip,
        near_strip: Some(near_strip),
        far: PlayerPlace {
            clock: far_clock,
            buttons: far_buttons,
            claims: claims_below(far_buttons, scoresheet),
            turned: true,
        },
        near: PlayerPlace {
            clock: near_clock,
            buttons: near_buttons,
            claims: claims_above(near_buttons, scoresheet),
            turned: false,
        },
        scoresheet,
        aside: scoresheet,
        middle,
    }
}

/// The largest square centred in `area`.
fn square_in(area: Rect) -> Rect {
    let side = area.width().min(area.height()).max(SMALLEST_BOARD);
    Rect::from_center_size(area.center(), Vec2::splat(side))
}

/// Where a claim list floats under `buttons`, over `over` (as tall as that, at most).
fn claims_below(buttons: Rect, over: Rect) -> Rect {
    Rect::from_min_max(
        pos2(buttons.min.x, buttons.max.y + GAP),
        pos2(buttons.max.x, over.max.y.max(buttons.max.y + GAP)),
    )
}

/// Where a claim list floats above `edge`, over `over`.
fn claims_above(edge: Rect, over: Rect) -> Rect {
    Rect::from_min_max(pos2(edge.min.x, over.min.y.min(edge.min.y - GAP)), pos2(edge.max.x, edge.min.y - GAP))
}

/// Side by side, in the room `size` between the toolbar and the status line: the width of the
/// players' column and the height of each clock. The column grows with the window, and the
/// clocks with it; larger clocks (`scale`) widen it up to 45 % of the window and make the clocks
/// taller, but leave room between them for a few lines of the scoresheet.
fn column_and_clock(size: Vec2, scale: f32, rows: usize) -> (f32, f32) {
    let column = |scale: f32| {
        let width = (size.x * 0.3 * scale).clamp(380.0 * scale, 640.0 * scale).min((size.x * 0.45).max(380.0));
        (width, ((width - 16.0) * 0.42).min(size.y * 0.26 * scale))
    };
    let (width, height) = column(scale);
    // Two blocks (clock and buttons) and some scoresheet between them: 160 px at the normal
    // size; a player who asks for larger clocks gets them from the scoresheet, down to the move
    // field and a line or two at the largest.
    let sheet = (160.0 - 224.0 * (scale - 1.0)).max(48.0);
    let room = (size.y - sheet - 2.0 * block(0.0, rows)) / 2.0;
    (width, height.min(room.max(column(1.0).1.min(room.max(80.0)))))
}

/// Face to face with the players' columns beside the board: the column's width and the board's
/// side. Larger clocks widen the columns but leave the board three fifths of the shorter side.
fn face_to_face_columns(size: Vec2, scale: f32) -> (f32, f32) {
    const COLUMN: f32 = 320.0;
    let height = size.y - 2.0 * GAP;
    let board_at_least = 0.6 * size.x.min(height);
    let natural = COLUMN.max((size.x - height) / 2.0);
    let column = (natural * scale).min(((size.x - board_at_least) / 2.0).max(natural));
    (column, height.min(size.x - 2.0 * column).max(SMALLEST_BOARD))
}

/// Face to face with the players along the near and far edges: the board's side.
fn face_to_face_edges(size: Vec2, scale: f32, rows: usize) -> (f32, f32) {
    let clock = (size.x * 0.2 * scale).clamp(90.0 * scale, 170.0 * scale);
    let height = size.y - 2.0 * block(clock, rows) - 2.0 * GAP;
    let width = size.x - 240.0_f32.min(size.x / 3.0) - 3.0 * GAP;
    (0.0, width.min(height).max(SMALLEST_BOARD))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZES: [(f32, f32); 4] = [(1280.0, 800.0), (1920.0, 1080.0), (760.0, 1200.0), (720.0, 480.0)];

    fn all() -> Vec<(Regions, Rect)> {
        let mut out = Vec::new();
        for (w, h) in SIZES {
            let window = Rect::from_min_size(pos2(0.0, 0.0), vec2(w, h));
            for seating in [Seating::SideBySide, Seating::FaceToFace] {
                for scale in [1.0, 1.25, 1.5] {
                    for rows in [1, 2] {
                        out.push((regions(window, seating, scale, rows), window));
                    }
                }
            }
        }
        out
    }

    #[test]
    fn every_region_is_inside_the_window_and_the_board_overlaps_no_player() {
        for (r, window) in all() {
            let inside = |rect: Rect| window.expand(0.5).contains_rect(rect);
            for rect in
                [r.toolbar, r.status, r.board, r.far_strip, r.far.clock, r.far.buttons, r.near.clock, r.near.buttons]
            {
                assert!(inside(rect), "{rect:?} outside {window:?}: {r:?}");
            }
            for rect in [
                r.far.clock,
                r.far.buttons,
                r.near.clock,
                r.near.buttons,
                r.scoresheet,
                r.far_strip,
                r.toolbar,
                r.status,
            ] {
                assert!(!r.board.shrink(0.5).intersects(rect), "{rect:?} over the board {:?} in {window:?}", r.board);
            }
            assert!(!r.far.buttons.intersects(r.near.buttons) && !r.far.clock.intersects(r.near.clock), "{r:?}");
            assert!(r.far.buttons.height() >= BUTTON, "{r:?}");
        }
    }

    #[test]
    fn the_board_is_as_large_as_the_room_allows_at_the_usual_sizes() {
        let window = |w, h| Rect::from_min_size(pos2(0.0, 0.0), vec2(w, h));
        let side = |w, h, seating| regions(window(w, h), seating, 1.0, 2).board.width().round();
        // 800 less the toolbar, the status line, the strip and the gaps.
        assert_eq!(side(1280.0, 800.0, Seating::SideBySide), 590.0);
        assert_eq!(side(1920.0, 1080.0, Seating::SideBySide), 870.0);
        // Side by side, the width the board cannot use goes to the players' column (two fifths
        // of the window), the clocks as tall as in the natural column (three tenths).
        for (w, h) in [(1280.0, 800.0), (1920.0, 1080.0)] {
            let r = regions(window(w, h), Seating::SideBySide, 1.0, 2);
            assert_eq!(r.aside.width().round(), (w * 0.4 - 2.0 * GAP).round(), "{w}×{h}");
            let natural = column_and_clock(vec2(w, r.status.min.y - r.toolbar.max.y), 1.0, 2);
            assert!((r.near.clock.height() - natural.1).abs() < 0.5, "{w}×{h}");
            assert!(r.aside.width() > natural.0, "{w}×{h}");
        }
        // The width between the players' columns: the banners are in the columns.
        assert_eq!(side(1280.0, 800.0, Seating::FaceToFace), 640.0);
        assert_eq!(side(1920.0, 1080.0, Seating::FaceToFace), 934.0);
    }

    #[test]
    fn face_to_face_the_far_player_is_turned_and_the_near_one_is_not() {
        for (r, _) in all() {
            if r.near_strip.is_some() {
                assert!(r.far.turned && !r.near.turned);
            }
        }
    }
}
