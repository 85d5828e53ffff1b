//! Text and buttons turned half a turn for the player across the table (face to face). egui
//! cannot rotate widgets, so these lay their text out as a galley, paint it turned, and take
//! clicks on their own rect, with an accessible name like any button (so that screen readers
//! and tests find them).

use std::f32::consts::PI;
use std::sync::Arc;

use eframe::egui;
use egui::{Color32, FontId, Galley, Painter, Pos2, Response, Role, Sense, StrokeKind, Vec2, WidgetInfo};

/// Paints `galley` centred on `centre`; turned half a turn about that centre when `turned`.
pub fn paint_centred(painter: &Painter, centre: Pos2, galley: Arc<Galley>, colour: Color32, turned: bool) {
    if turned {
        // A text shape turns about its position, the galley's top-left corner: half a turn
        // puts that corner at the bottom right of the turned text.
        let pos = centre + galley.size() / 2.0;
        painter.add(egui::epaint::TextShape::new(pos, galley, colour).with_angle(PI));
    } else {
        painter.galley(centre - galley.size() / 2.0, galley, colour);
    }
}

/// A button whose label is turned half a turn when `turned`: `label` is what it shows, `name`
/// its accessible name (e.g. "Black: offer draw"), in `font`. Clicked only when `enabled`.
pub fn button_with_font(
    ui: &mut egui::Ui,
    label: &str,
    name: &str,
    enabled: bool,
    turned: bool,
    font: FontId,
) -> Response {
    button_sized(ui, label, name, enabled, turned, font, Vec2::ZERO, f32::INFINITY)
}

/// [`button_with_font`], at least `min` in size, its label wrapped at `wrap` (less the
/// padding).
#[allow(clippy::too_many_arguments)]
pub fn button_sized(
    ui: &mut egui::Ui,
    label: &str,
    name: &str,
    enabled: bool,
    turned: bool,
    font: FontId,
    min: Vec2,
    wrap: f32,
) -> Response {
    let padding = ui.spacing().button_padding;
    let galley = if wrap.is_finite() {
        ui.painter().layout(label.to_owned(), font, Color32::PLACEHOLDER, (wrap - 2.0 * padding.x).max(20.0))
    } else {
        ui.painter().layout_no_wrap(label.to_owned(), font, Color32::PLACEHOLDER)
    };
    let size = (galley.size() + 2.0 * padding).max(Vec2::new(0.0, ui.spacing().interact_size.y)).max(min);
    let sense = if enabled { Sense::click() } else { Sense::hover() };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    response.widget_info(|| WidgetInfo::labeled(Role::Button, enabled, name));
    if ui.is_rect_visible(rect) {
        let visuals = if enabled { ui.style().interact(&response) } else { &ui.visuals().widgets.inactive };
        ui.painter().rect(rect, visuals.corner_radius, visuals.weak_bg_fill, visuals.bg_stroke, StrokeKind::Inside);
        let colour = if enabled { visuals.text_color() } else { ui.visuals().weak_text_color() };
        paint_centred(ui.painter(), rect.center(), galley, colour, turned);
    }
    response
}

/// The width a button with `label` in `font` takes.
pub fn button_width(ui: &egui::Ui, label: &str, font: FontId) -> f32 {
    ui.painter().layout_no_wrap(label.to_owned(), font, Color32::PLACEHOLDER).size().x
        + 2.0 * ui.spacing().button_padding.x
}

/// A label turned half a turn when `turned`, wrapped at `width`; `accessible`: its text is in
/// the accessibility tree (not when it only repeats what is there already).
pub fn label(
    ui: &mut egui::Ui,
    text: &str,
    font: FontId,
    colour: Color32,
    width: f32,
    turned: bool,
    accessible: bool,
) -> Response {
    let galley = ui.painter().layout(text.to_owned(), font, colour, width.max(40.0));
    let (rect, response) = ui.allocate_exact_size(galley.size(), Sense::hover());
    if accessible {
        response.widget_info(|| WidgetInfo::labeled(Role::Label, true, text));
    }
    if ui.is_rect_visible(rect) {
        paint_centred(ui.painter(), rect.center(), galley, colour, turned);
    }
    response
}
