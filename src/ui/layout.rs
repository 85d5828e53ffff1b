//! Layout helpers shared by the screens' forms.

use eframe::egui;

/// A row whose labels sit level with the text fields and lists beside them: laid out, like
/// [`egui::Ui::horizontal`], from the left and centred, but as high as those widgets from the
/// start.
pub fn centred_row<R>(ui: &mut egui::Ui, add_contents: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let size = egui::vec2(ui.available_width(), 28.0);
    ui.allocate_ui_with_layout(size, egui::Layout::left_to_right(egui::Align::Center), add_contents).inner
}
