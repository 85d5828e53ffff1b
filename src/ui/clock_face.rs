//! One player's clock: large digits readable from a metre and a half, the running side
//! obvious, tenths under 20 seconds, a low-time colour, the flag, and the moves left to the
//! next control. A click on one's own clock presses it.

use eframe::egui;
use egui::{Color32, FontId, Role, Sense, Stroke, StrokeKind, Vec2, WidgetInfo};

use super::palette::{Face, Palette};
use crate::clock::{HOUR, MINUTE, SECOND};
use crate::laws::Millis;

/// Below this the clock shows tenths of a second.
pub const TENTHS_BELOW: Millis = 20 * SECOND;
/// Below this the digits turn to the low-time colour.
pub const LOW_TIME: Millis = MINUTE;

/// What one clock shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockFace {
    /// Who it belongs to, e.g. "White: Ana Pérez".
    pub title: String,
    /// The accessible name, e.g. "White's clock".
    pub label: String,
    /// The player's time left, shown as [`digits`].
    pub remaining: Millis,
    /// This player's time is running.
    pub running: bool,
    /// This player's time has run out, the flag fallen: the clock turns red.
    pub flag: bool,
    /// Moves to make before the next time control, if there is one.
    pub moves_left: Option<u32>,
    /// The line under the digits, in the player's language: the flag, the moves left.
    pub notes: String,
    /// Whether it runs, in words ("running", "stopped"): with [`ClockFace::notes`], what a
    /// screen reader says of the clock after its name and time.
    pub state: String,
    /// Turned 180° for the player across the table.
    pub turned: bool,
    /// The keycap of the key that presses this clock, as the keyboard in use labels it (e.g.
    /// `-` for the key right of `.` on a Spanish keyboard), and its accessible name ("Black's
    /// clock key: -"); `None`: not shown.
    pub keycap: Option<(String, String)>,
    /// What is left of the delay of the move in progress (6.3.2), and the whole delay: shown as
    /// a bar draining on the running clock; with a Bronstein bonus, what the press will give
    /// back so far, and the bonus. `(0, _)`: no bar.
    pub delay: (Millis, Millis),
    /// The low-battery sign and its words ("Low battery: 10 %"), when the machine runs on a
    /// battery nearly empty; `None`: no sign.
    pub battery: Option<String>,
}

/// The digits for a time: `1:30:00`, `5:00`, `0:19.5`. Like a countdown clock, the digits
/// round up, so `0:00` shows only once the time is out (the flag falls at exactly zero).
///
/// ```
/// use escaque::ui::clock_face::digits;
/// assert_eq!(digits(90 * 60_000), "1:30:00");
/// assert_eq!(digits(299_001), "5:00");
/// assert_eq!(digits(299_000), "4:59");
/// assert_eq!(digits(19_450), "0:19.5");
/// assert_eq!(digits(1), "0:00.1");
/// assert_eq!(digits(0), "0:00.0");
/// ```
pub fn digits(ms: Millis) -> String {
    let unit = digit_unit(ms);
    let shown = ms.div_ceil(unit) * unit;
    if shown >= HOUR {
        format!("{}:{:02}:{:02}", shown / HOUR, shown / MINUTE % 60, shown / SECOND % 60)
    } else if unit == SECOND {
        format!("{}:{:02}", shown / MINUTE, shown / SECOND % 60)
    } else {
        format!("0:{:02}.{}", shown / SECOND, shown / 100 % 10)
    }
}

/// The time a screen reader is given for `ms`: the digits in whole seconds, rounded up like
/// the digits (no tenths), so that it changes at most once a second.
///
/// ```
/// use escaque::ui::clock_face::spoken_digits;
/// assert_eq!(spoken_digits(90 * 60_000), "1:30:00");
/// assert_eq!(spoken_digits(299_001), "5:00");
/// assert_eq!(spoken_digits(19_450), "0:20");
/// assert_eq!(spoken_digits(0), "0:00");
/// ```
pub fn spoken_digits(ms: Millis) -> String {
    let shown = ms.div_ceil(SECOND) * SECOND;
    if shown >= HOUR {
        format!("{}:{:02}:{:02}", shown / HOUR, shown / MINUTE % 60, shown / SECOND % 60)
    } else {
        format!("{}:{:02}", shown / MINUTE, shown / SECOND % 60)
    }
}

/// The time the digits show for `ms`, in milliseconds (rounded up to their step).
///
/// ```
/// use escaque::ui::clock_face::shown;
/// assert_eq!((shown(299_001), shown(19_450)), (300_000, 19_500));
/// ```
pub fn shown(ms: Millis) -> Millis {
    let unit = digit_unit(ms);
    ms.div_ceil(unit) * unit
}

/// The step of the digits at this time: tenths below 20 seconds, seconds above. The next
/// repaint is due when the time reaches the next step ([`crate::clock::Clock::next_tick_at`]).
pub fn digit_unit(ms: Millis) -> Millis {
    if ms <= TENTHS_BELOW { 100 } else { SECOND }
}

/// The size of the digits in a clock face of `size` showing `text`: as large as the face allows,
/// about three fifths of its height, narrower only where the face is narrow, so that the
/// digits grow with the window.
///
/// ```
/// use escaque::ui::clock_face::digit_size;
/// use eframe::egui::vec2;
/// // Twice the face, twice the digits.
/// assert_eq!(digit_size(vec2(600.0, 300.0), "1:30:00"), 2.0 * digit_size(vec2(300.0, 150.0), "1:30:00"));
/// assert_eq!(digit_size(vec2(600.0, 300.0), "5:00"), 180.0);
/// ```
pub fn digit_size(size: Vec2, text: &str) -> f32 {
    // A monospace digit is about 0.6 of the font's size wide; a margin of one digit in all.
    let chars = text.chars().count() as f32 + 1.0;
    (size.y * 0.6).min(size.x / (chars * 0.6)).max(8.0)
}

/// What a screen reader is told of the clock besides its name ("White's clock", whose): how
/// much (AT-SPI carries no text value for a button, issue 27), whether it runs and the notes
/// under the digits. The time is said in whole seconds, so that it changes at most once a
/// second; a running clock that has the keyboard's focus keeps the time it showed when the
/// focus came (the last frame's), so that a screen reader, which reads out a focused widget's
/// every change, does not count the seconds aloud (F5 says both clocks at any moment). It keeps
/// it a moment after the focus leaves too: AccessKit sends the change before the focus's move,
/// which the reader would read out as the focused clock's ([`super::reader::SETTLE`]).
fn reader_description(ui: &egui::Ui, response: &egui::Response, face: &ClockFace) -> String {
    let (key, focused) = (response.id.with("said time"), response.has_focus() && face.running);
    let now = ui.input(|i| i.time);
    let live = spoken_digits(face.remaining);
    // The time said, whether it is held for the focus, and when the focus left.
    let (said, leaving) = ui.data_mut(|d| {
        let (said, held, left) = d.get_temp_mut_or_insert_with(key, || (live.clone(), false, None::<f64>));
        if focused {
            (*held, *left) = (true, None);
        } else if *held {
            (*held, *left) = (false, Some(now));
        } else if left.is_none_or(|left| now - left >= super::reader::SETTLE) {
            (*said, *left) = (live, None);
        }
        (said.clone(), left.is_some())
    });
    if leaving {
        ui.ctx().request_repaint_after(std::time::Duration::from_secs_f64(super::reader::SETTLE));
    }
    let parts = [said.as_str(), face.state.as_str(), face.notes.as_str(), face.battery.as_deref().unwrap_or("")];
    parts.into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>().join("; ")
}

/// Draws a clock filling `size`; the response is clicked when the clock is pressed.
pub fn clock_ui(ui: &mut egui::Ui, face: &ClockFace, size: Vec2) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    response.widget_info(|| {
        let mut info = WidgetInfo::labeled(Role::Button, true, &face.label);
        info.value = None;
        info.current_text_value = Some(digits(face.remaining));
        info
    });
    let description = reader_description(ui, &response, face);
    ui.ctx().accesskit_node_builder(response.id, |node| node.set_description(description));
    let palette = Palette::of(ui.ctx());
    let visuals = ui.visuals();
    let Face { bg, fg } = if face.flag {
        palette.flag
    } else if face.running && face.remaining < LOW_TIME {
        palette.low
    } else if face.running {
        palette.running
    } else {
        palette.idle.unwrap_or(Face { bg: visuals.faint_bg_color, fg: visuals.weak_text_color() })
    };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 10.0, bg);
    let mut frame = if face.running { palette.running_frame } else { palette.idle_frame };
    if frame.color == Color32::PLACEHOLDER {
        frame.color = fg;
    }
    painter.rect_stroke(rect, 10.0, frame, StrokeKind::Inside);
    // Positions are worked out upright and turned half a turn about the face's centre for the
    // player across the table.
    let place = |p: egui::Pos2| if face.turned { rect.center() - (p - rect.center()) } else { p };
    let text = digits(face.remaining);
    let digits_font = FontId::monospace(digit_size(rect.size(), &text));
    let small = FontId::proportional((rect.height() * 0.11).clamp(11.0, 28.0));
    let lines = [
        (face.title.clone(), small.clone(), 0.12),
        (text, digits_font, 0.52),
        (face.notes.clone(), small.clone(), 0.89),
    ];
    // The name and the notes fit the face's width (the notes clear of the keycap in the corner):
    // a long line is set smaller, never cut.
    let keycap_room =
        face.keycap.as_ref().map_or(0.0, |_| 2.0 * ((rect.height() * 0.13).clamp(12.0, 32.0) * 1.4 + 18.0));
    for (i, (text, font, at)) in lines.into_iter().enumerate() {
        // Bold digits where the palette asks: drawn again a little to each side.
        let bold = if i == 1 { palette.bold_digits * font.size } else { 0.0 };
        let mut galley = painter.layout_no_wrap(text.clone(), font.clone(), fg);
        let room = rect.width() - 24.0 - if i == 2 { keycap_room } else { 0.0 };
        if i != 1 && galley.size().x > room && room > 0.0 {
            let size = (font.size * room / galley.size().x).max(8.0);
            galley = painter.layout_no_wrap(text, FontId::new(size, font.family.clone()), fg);
        }
        let centre = rect.left_top() + Vec2::new(rect.width() / 2.0, rect.height() * at);
        for dx in [-bold, bold].into_iter().filter(|&dx| dx != 0.0).chain([0.0]) {
            super::turned::paint_centred(&painter, place(centre) + Vec2::new(dx, 0.0), galley.clone(), fg, face.turned);
        }
    }
    // The delay (6.3.2) draining along the bottom edge while it runs: the main time stands
    // still until the bar is empty.
    let (delay_left, delay) = face.delay;
    if delay_left > 0 && delay > 0 {
        let full = rect.shrink2(Vec2::new(12.0, 6.0));
        let height = (rect.height() * 0.05).max(5.0);
        let width = full.width() * (delay_left as f32 / delay as f32).min(1.0);
        let bar = egui::Rect::from_min_size(egui::pos2(full.left(), full.bottom() - height), Vec2::new(width, height));
        let bar = if face.turned { egui::Rect::from_two_pos(place(bar.min), place(bar.max)) } else { bar };
        painter.rect_filled(bar, 3.0, palette.delay_bar.unwrap_or(fg));
    }
    // The key that presses this clock, as a keycap in the corner (the far player's turned, in
    // their bottom right).
    if let Some((keycap, name)) = &face.keycap {
        let font = FontId::proportional((rect.height() * 0.13).clamp(12.0, 32.0));
        let galley = painter.layout_no_wrap(keycap.clone(), font, fg);
        let side = galley.size().max_elem() + 10.0;
        let cap_size = Vec2::new(galley.size().x.max(galley.size().y) + 10.0, side);
        // Bottom right, clear of the name at the top.
        let upright = egui::Rect::from_min_size(rect.right_bottom() - cap_size - Vec2::splat(8.0), cap_size);
        let cap = egui::Rect::from_center_size(place(upright.center()), cap_size);
        painter.rect_stroke(cap, 4.0, Stroke::new(1.5, fg), StrokeKind::Inside);
        super::turned::paint_centred(&painter, cap.center(), galley, fg, face.turned);
        let cap_response = ui.interact(cap, response.id.with("keycap"), Sense::hover());
        cap_response.widget_info(|| WidgetInfo::labeled(Role::Label, true, name));
    }
    if let Some(words) = &face.battery {
        battery_sign(ui, &painter, rect, face.turned, words, response.id);
    }
    response
}

/// The low-battery sign: a battery nearly empty, in red, and its words beside it, centred in the
/// gap between the player's name and the digits (turned with the face for the far player).
fn battery_sign(ui: &mut egui::Ui, painter: &egui::Painter, rect: egui::Rect, turned: bool, words: &str, id: egui::Id) {
    let red = Color32::from_rgb(0xB0, 0x18, 0x18);
    // The name's line ends at about 0.18 of the face's height and the digits start below 0.3.
    let height = (rect.height() * 0.085).clamp(9.0, 22.0);
    let font = FontId::proportional(height);
    let galley = painter.layout_no_wrap(words.to_owned(), font, red);
    let body = Vec2::new(height * 1.8, height);
    let gap = height * 0.25 + 6.0;
    let size = Vec2::new(body.x + gap + galley.size().x, height.max(galley.size().y));
    let centre = rect.left_top() + Vec2::new(rect.width() / 2.0, rect.height() * 0.245);
    let upright = egui::Rect::from_center_size(centre, size);
    // Laid out upright, then turned half a turn about the face's centre.
    let at = |p: egui::Pos2| if turned { rect.center() - (p - rect.center()) } else { p };
    let area = egui::Rect::from_two_pos(at(upright.min), at(upright.max));
    // The words read from `start` in direction `dir`: left to right upright, right to left on
    // the screen when turned.
    let (dir, start) = if turned { (-1.0, area.right_center()) } else { (1.0, area.left_center()) };
    // On a white plate: red on white reads on every face (the running clock's is dark).
    painter.rect_filled(area.expand2(Vec2::new(6.0, 2.0)), 4.0, Color32::WHITE);
    let body_rect =
        egui::Rect::from_two_pos(start + Vec2::new(0.0, -body.y / 2.0), start + Vec2::new(dir * body.x, body.y / 2.0));
    painter.rect_filled(body_rect.expand(1.0), 2.0, Color32::WHITE);
    painter.rect_stroke(body_rect, 2.0, Stroke::new(2.0, red), StrokeKind::Inside);
    let nub_x = start.x + dir * body.x;
    let nub = egui::Rect::from_two_pos(
        egui::pos2(nub_x, start.y - body.y * 0.22),
        egui::pos2(nub_x + dir * height * 0.25, start.y + body.y * 0.22),
    );
    painter.rect_filled(nub, 1.0, red);
    let level = egui::Rect::from_two_pos(
        start + Vec2::new(dir * 4.0, -body.y / 2.0 + 4.0),
        start + Vec2::new(dir * (4.0 + body.x * 0.15), body.y / 2.0 - 4.0),
    );
    painter.rect_filled(level, 1.0, red);
    let words_at = start + Vec2::new(dir * (body.x + gap + galley.size().x / 2.0), 0.0);
    super::turned::paint_centred(painter, words_at, galley, red, turned);
    let sign = ui.interact(area, id.with("battery"), Sense::hover());
    sign.widget_info(|| WidgetInfo::labeled(Role::Label, true, words));
}
