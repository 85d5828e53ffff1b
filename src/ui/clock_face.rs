//! One player's clock: large digits readable from a metre and a half, the running side
//! obvious, tenths under 20 seconds, a low-time colour, the flag, and the moves left to the
//! next control. A click on one's own clock presses it.

use eframe::egui;
use egui::{Color32, FontId, Role, Sense, Stroke, StrokeKind, Vec2, WidgetInfo};

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
    /// Turned 180° for the player across the table.
    pub turned: bool,
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

/// The step of the digits at this time: tenths below 20 seconds, seconds above. The next
/// repaint is due when the time reaches the next step ([`crate::clock::Clock::next_tick_at`]).
pub fn digit_unit(ms: Millis) -> Millis {
    if ms <= TENTHS_BELOW { 100 } else { SECOND }
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
    let visuals = ui.visuals();
    let (bg, fg) = if face.flag {
        (Color32::from_rgb(0xB0, 0x18, 0x18), Color32::WHITE)
    } else if face.running && face.remaining < LOW_TIME {
        (Color32::from_rgb(0xF6, 0xD3, 0x5B), Color32::from_rgb(0x90, 0x10, 0x10))
    } else if face.running {
        (Color32::from_rgb(0xF2, 0xF2, 0xEA), Color32::from_rgb(0x10, 0x10, 0x10))
    } else {
        (visuals.faint_bg_color, visuals.weak_text_color())
    };
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 10.0, bg);
    if face.running {
        painter.rect_stroke(rect, 10.0, Stroke::new(4.0, Color32::from_rgb(0x2E, 0x8B, 0x57)), StrokeKind::Inside);
    }
    let text = digits(face.remaining);
    let digits_font = FontId::monospace((rect.height() * 0.5).min(rect.width() / (text.len() as f32 * 0.62)));
    let small = FontId::proportional((rect.height() * 0.13).max(11.0));
    let lines =
        [(face.title.clone(), small.clone(), 0.16), (text, digits_font, 0.55), (face.notes.clone(), small, 0.88)];
    for (text, font, at) in lines {
        let galley = painter.layout_no_wrap(text, font, fg);
        let centre = rect.left_top() + Vec2::new(rect.width() / 2.0, rect.height() * at);
        if face.turned {
            // Turned half a turn about the centre of the clock.
            let mirrored = rect.center() - (centre - rect.center());
            let pos = mirrored + galley.size() / 2.0;
            painter.add(egui::epaint::TextShape::new(pos, galley, fg).with_angle(std::f32::consts::PI));
        } else {
            painter.galley(centre - galley.size() / 2.0, galley, fg);
        }
    }
    response
}
