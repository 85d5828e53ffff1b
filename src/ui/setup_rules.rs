//! The setup form's rules: the edition of the Laws, what the tournament announces (touch-move,
//! an arbiter, the quickplay finish, supervision, a wooden board), who presses the clock, when
//! draws may be offered; and the arbiter's PIN (issue 12).

use eframe::egui;
use egui::RichText;

use super::setup_form::SetupForm;
use super::{Command, SettingsCommand};
use crate::i18n::{Tr, describe};
use crate::laws::{DrawOffers, Edition};
use crate::platform::pin::PinHash;
use crate::platform::settings::Settings;

impl SetupForm {
    /// The rules, a row or two each.
    pub(super) fn rules_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        let c = &mut self.setup;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr.t("setup-rules")).strong());
            ui.add_space(24.0);
            ui.label(tr.t("setup-laws-edition"));
            for edition in Edition::ALL.into_iter().rev() {
                ui.radio_value(&mut c.edition, edition, edition.to_string());
            }
        });
        egui::Grid::new("rules").num_columns(2).spacing([24.0, 5.0]).show(ui, |ui| {
            ui.checkbox(&mut c.touch_move, tr.t("setup-touch-move"));
            ui.checkbox(&mut c.arbiter_present, tr.t("setup-arbiter"));
            ui.end_row();
            ui.checkbox(&mut c.quickplay_finish, tr.t("setup-quickplay"));
            ui.checkbox(&mut c.supervised, tr.t("setup-supervised"));
            ui.end_row();
        });
        ui.checkbox(&mut c.wooden_board, tr.t("setup-wooden-board"));
        ui.horizontal_wrapped(|ui| {
            ui.label(tr.t("setup-press-label"));
            ui.radio_value(&mut c.press_with_move, false, tr.t("setup-press-by-player"));
            ui.radio_value(&mut c.press_with_move, true, tr.t("setup-press-auto"));
        });
        ui.horizontal_wrapped(|ui| draw_offers_ui(ui, tr, &mut c.draw_offers));
    }

    /// The arbiter's PIN (issue 12): set once by the trainer, kept only as a salted slow hash;
    /// changing it asks for the one set (its field is there, disabled, while none is). Without
    /// a PIN, each of the arbiter's actions asks for a confirmation instead.
    ///
    /// Beside what protects the panel, the key the record will be sealed with (`seal`: its
    /// fingerprint, or why none can be), before play (issue 28).
    pub(super) fn pin_ui(
        &mut self,
        ui: &mut egui::Ui,
        tr: Tr,
        settings: &Settings,
        seal: &str,
        commands: &mut Vec<Command>,
    ) {
        let set = settings.arbiter_pin.as_ref();
        let mut submit = false;
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr.t("setup-pin-heading")).strong());
            ui.add_space(24.0);
            ui.add_enabled_ui(set.is_some(), |ui| {
                let label = ui.label(tr.t("setup-pin-current"));
                ui.add(egui::TextEdit::singleline(&mut self.pin_current).password(true).desired_width(100.0))
                    .labelled_by(label.id);
            });
            let label = ui.label(tr.t("setup-pin-new"));
            let response = ui
                .add(egui::TextEdit::singleline(&mut self.pin_new).password(true).desired_width(100.0))
                .labelled_by(label.id);
            submit |= response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            submit |= ui.button(tr.t("setup-pin-set")).clicked();
        });
        // One line: what protects the panel (said plainly when nothing does, issue 28), then the
        // seal's key, greyed.
        let protection = match set {
            Some(_) => RichText::new(tr.t("setup-pin-is-set")),
            None => RichText::new(tr.t("setup-pin-unprotected")).color(ui.visuals().warn_fg_color),
        };
        let mut line = egui::text::LayoutJob::default();
        let (style, font) = (ui.style(), egui::FontSelection::Default);
        protection.append_to(&mut line, style, font.clone(), egui::Align::Center);
        RichText::new(format!("   {seal}")).weak().append_to(&mut line, style, font, egui::Align::Center);
        ui.label(line);
        if submit {
            let outcome = if set.is_some_and(|hash| !hash.verify(&self.pin_current)) {
                Err(tr.t("setup-pin-wrong"))
            } else {
                match PinHash::new(&self.pin_new) {
                    Ok(hash) => {
                        commands.push(SettingsCommand::SetArbiterPin(hash).into());
                        Ok(())
                    }
                    Err(e) => Err(describe::pin_error(tr, &e)),
                }
            };
            self.pin_current.clear();
            self.pin_new.clear();
            self.pin_outcome = Some(outcome);
        }
        match &self.pin_outcome {
            Some(Ok(())) => {
                ui.label(tr.t("setup-pin-done"));
            }
            Some(Err(why)) => {
                ui.colored_label(ui.visuals().error_fg_color, why);
            }
            None => {}
        }
    }
}

/// When draws may be offered (Article 9.1.1): always, from a move on (its number always shown,
/// disabled unless chosen), or never.
fn draw_offers_ui(ui: &mut egui::Ui, tr: Tr, draw_offers: &mut DrawOffers) {
    ui.label(tr.t("setup-draw-offers"));
    let mut from = match *draw_offers {
        DrawOffers::FromMove(n) => n,
        DrawOffers::Allowed | DrawOffers::Never => 30,
    };
    let mut offers = *draw_offers;
    ui.radio_value(&mut offers, DrawOffers::Allowed, tr.t("setup-offers-allowed"));
    if ui.radio(matches!(offers, DrawOffers::FromMove(_)), tr.t("setup-offers-from")).clicked() {
        offers = DrawOffers::FromMove(from);
    }
    let chosen = matches!(offers, DrawOffers::FromMove(_));
    let number = egui::DragValue::new(&mut from).range(1..=200);
    if ui.add_enabled(chosen, number).accessible_name(tr.t("setup-offers-from")).changed() {
        offers = DrawOffers::FromMove(from);
    }
    ui.radio_value(&mut offers, DrawOffers::Never, tr.t("setup-offers-never"));
    *draw_offers = offers;
}
