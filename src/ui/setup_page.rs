//! The setup screen's page: the start screen's ways in at its foot (an envelope, the
//! organiser's view, a club's evening, a board of an evening), and the setup form centred,
//! under the evening's line when this laptop plays a board of one (issue 30).

use eframe::egui;

use super::setup_screen::SetupForm;
use super::Command;
use crate::i18n::Tr;
use crate::platform::settings::Settings;

/// The setup screen: the start screen's buttons at the foot, and the form centred, under the
/// evening's line when this laptop plays a board of one; `seal` says the key it seals with.
pub(super) fn setup_page_ui(
    ui: &mut egui::Ui,
    tr: Tr,
    form: &mut SetupForm,
    (settings, joined, seal): (&Settings, Option<&super::evening_board::Joined>, &str),
    commands: &mut Vec<Command>,
) {
    egui::Panel::bottom("adjourned").show(ui, |ui| {
        // Wrapped where the window is narrow: every way in whole (issue 30).
        ui.horizontal_wrapped(|ui| {
            super::adjourn_ui::start_screen_ui(ui, tr, commands);
            super::follow::start_screen_ui(ui, tr, commands);
            super::evening_ui::start_screen_ui(ui, tr, commands);
            super::evening_board::start_screen_ui(ui, tr, commands);
        });
    });
    egui::CentralPanel::default_margins().show(ui, |ui| {
        // Wide enough for both names beside "Swap colours" and "Draw lots" in every language
        // (Catalan's buttons left a name 124 px at 760).
        let width = ui.available_width().min(880.0);
        let left = (ui.available_width() - width) / 2.0;
        let rect =
            egui::Rect::from_min_size(ui.cursor().min + egui::vec2(left, 0.0), egui::vec2(width, ui.available_height()));
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            if let Some(joined) = joined {
                super::evening_board::joined_ui(ui, tr, joined, commands);
            }
            form.setup_ui(ui, tr, settings, seal, commands);
        });
    });
}
