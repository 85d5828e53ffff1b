//! The setup form's players: their names with the buttons that swap the colours or draw lots
//! for them, and, folded until opened, the event's details and each player's rating, title and
//! federation (with the live file's part, issue 17).

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::layout::centred_row;
use super::setup_form::{SetupForm, TITLES, choice_error, details_checked};
use super::{Command, SettingsCommand};
use crate::i18n::{Tr, args, side};
use crate::table::PlayerDetails;

/// The id of `side`'s name field: the first Tab of the form goes to White's.
pub(super) fn name_id(side: Color) -> egui::Id {
    egui::Id::unique(("setup name", side.char()))
}

/// The width `text` takes in `style` on one line.
pub(super) fn text_width(ui: &egui::Ui, text: &str, style: egui::TextStyle) -> f32 {
    let font = style.resolve(ui.style());
    ui.painter().layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE).size().x
}

impl SetupForm {
    /// The players' names, as wide as the row leaves them, then "Swap colours" and "Draw lots".
    pub(super) fn players_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let (swap, lots) = (tr.t("setup-swap"), tr.t("setup-draw-lots"));
        let spacing = ui.spacing().item_spacing.x;
        let button = |text: &str| text_width(ui, text, egui::TextStyle::Button) + 2.0 * ui.spacing().button_padding.x;
        let labels = [Color::White, Color::Black].map(|c| text_width(ui, &tr.colour(c), egui::TextStyle::Body));
        let fixed = labels.iter().sum::<f32>() + button(&swap) + button(&lots) + 12.0 + 8.0 * spacing;
        let width = ((ui.available_width() - fixed) / 2.0).clamp(90.0, 180.0);
        let c = &mut self.setup;
        centred_row(ui, |ui| {
            for (owner, name) in [(Color::White, &mut c.white), (Color::Black, &mut c.black)] {
                let label = ui.label(tr.colour(owner));
                let field = egui::TextEdit::singleline(name)
                    .char_limit(crate::table::TEXT_LIMIT)
                    .id(name_id(owner))
                    .hint_text(tr.t("setup-name-hint"));
                ui.add(field.desired_width(width)).labelled_by(label.id);
                ui.add_space(6.0);
            }
            // Each player keeps their own speech switch when the colours change (issue 16).
            if ui.button(swap).clicked() {
                std::mem::swap(&mut c.white, &mut c.black);
                commands.push(SettingsCommand::SwapSpeech.into());
            }
            if ui.button(lots).clicked() && super::random_number() % 2 == 1 {
                std::mem::swap(&mut c.white, &mut c.black);
                commands.push(SettingsCommand::SwapSpeech.into());
            }
        });
    }

    /// The event, the site, the round, the arbiter, and each player's rating, title and
    /// federation: collapsed until opened.
    pub(super) fn details_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        egui::CollapsingHeader::new(RichText::new(tr.t("setup-details")).strong()).id_salt("details").show(ui, |ui| {
            self.event_ui(ui, tr);
            ui.add_space(4.0);
            self.player_details_ui(ui, tr);
            self.live.live_ui(ui, tr, &self.setup.round);
        });
    }

    /// The event's details, on one row.
    fn event_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        let c = &mut self.setup;
        centred_row(ui, |ui| {
            for (label, text, width) in [
                ("setup-event", &mut c.event, 200.0),
                ("setup-site", &mut c.site, 120.0),
                ("setup-round", &mut c.round, 36.0),
                ("setup-arbiter-name", &mut c.arbiter, 140.0),
            ] {
                let label = ui.label(tr.t(label));
                ui.add(egui::TextEdit::singleline(text).char_limit(crate::table::TEXT_LIMIT).desired_width(width))
                    .labelled_by(label.id);
                ui.add_space(4.0);
            }
        });
    }

    /// Each player's rating, title and federation, a row each, with what is wrong below.
    fn player_details_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        let c = &mut self.setup;
        let mut problems = Vec::new();
        egui::Grid::new("player details").num_columns(7).spacing([10.0, 6.0]).show(ui, |ui| {
            let [white_rating, black_rating] = &mut self.ratings;
            for (owner, details, rating) in
                [(Color::White, &mut c.white_details, white_rating), (Color::Black, &mut c.black_details, black_rating)]
            {
                player_row_ui(ui, tr, owner, details, rating);
                ui.end_row();
                if let Err(problem) = details_checked(owner, details, rating) {
                    problems.push(problem);
                }
            }
        });
        // Below the grid, so that a long message does not widen its columns.
        for problem in &problems {
            ui.colored_label(ui.visuals().error_fg_color, choice_error(tr, problem));
        }
    }
}

/// One player's rating, title and federation.
fn player_row_ui(ui: &mut egui::Ui, tr: Tr, owner: Color, details: &mut PlayerDetails, rating: &mut String) {
    let named = |id: &str| tr.t_args(id, &args([("side", side(owner))]));
    ui.label(tr.colour(owner));
    ui.label(tr.t("setup-rating"));
    ui.add(egui::TextEdit::singleline(rating).desired_width(56.0)).accessible_name(named("setup-rating-of"));
    ui.label(tr.t("setup-title"));
    let no_title = tr.t("setup-no-title");
    let shown = if details.title.is_empty() { no_title.clone() } else { details.title.clone() };
    let response = egui::ComboBox::from_id_salt((owner.char(), "title"))
        .selected_text(shown.clone())
        .width(90.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(&mut details.title, String::new(), no_title);
            for title in TITLES {
                ui.selectable_value(&mut details.title, title.to_owned(), title);
            }
        })
        .response
        .accessible_name(named("setup-title-of"));
    super::layout::choice_said(response, &shown);
    ui.label(tr.t("setup-federation"));
    let field = egui::TextEdit::singleline(&mut details.federation)
        .hint_text(RichText::new("ESP").weak())
        .char_limit(3)
        .desired_width(56.0);
    if ui.add(field).accessible_name(named("setup-federation-of")).changed() {
        details.federation = details.federation.to_uppercase();
    }
}
