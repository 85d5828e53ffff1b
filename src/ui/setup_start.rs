//! The setup form's start position: the initial one (Article 2), a FEN, or a Chess960 position
//! (Guidelines II) by its number or drawn at random. The FEN's field and the number's are always
//! there, each enabled when its choice is made, so that a choice moves nothing on the form.

use eframe::egui;
use egui::RichText;

use super::layout::centred_row;
use super::setup_form::{SetupForm, Start};
use crate::i18n::Tr;

impl SetupForm {
    /// The choice, then the FEN's field, then the Chess960 number's.
    pub(super) fn start_position_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr.t("setup-start-position")).strong());
            ui.add_space(24.0);
            ui.radio_value(&mut self.start, Start::Initial, tr.t("setup-start-normal"));
            ui.radio_value(&mut self.start, Start::Fen, tr.t("setup-start-fen"));
            ui.radio_value(&mut self.start, Start::Chess960, tr.t("setup-start-chess960"));
        });
        let width = ui.available_width().min(520.0);
        let fen = egui::TextEdit::singleline(&mut self.fen_text)
            .char_limit(crate::table::FEN_LIMIT)
            .hint_text("FEN")
            .desired_width(width);
        ui.add_enabled(self.start == Start::Fen, fen).accessible_name(tr.t("setup-start-fen"));
        centred_row(ui, |ui| {
            ui.add_enabled_ui(self.start == Start::Chess960, |ui| {
                let label = ui.label(tr.t("setup-chess960-number"));
                ui.add(egui::TextEdit::singleline(&mut self.chess960_text).desired_width(60.0)).labelled_by(label.id);
            });
        });
    }
}
