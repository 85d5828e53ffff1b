//! Layout helpers shared by the screens' forms.

use eframe::egui;

/// A row whose labels sit level with the text fields and lists beside them: laid out, like
/// [`egui::Ui::horizontal`], from the left and centred, but as high as those widgets from the
/// start.
pub fn centred_row<R>(ui: &mut egui::Ui, add_contents: impl FnOnce(&mut egui::Ui) -> R) -> R {
    let size = egui::vec2(ui.available_width(), 28.0);
    ui.allocate_ui_with_layout(size, egui::Layout::left_to_right(egui::Align::Center), add_contents).inner
}

/// `response`, a combo box's, with its choice said: AT-SPI's adapter gives a combo box no
/// value a screen reader reads, so the choice goes in its description (issue 27: "Language
/// combo box, Español").
pub fn choice_said(response: egui::Response, chosen: &str) -> egui::Response {
    // The closure runs only while AccessKit is on: no string is made for nobody.
    response.ctx.accesskit_node_builder(response.id, |node| node.set_description(chosen));
    response
}
