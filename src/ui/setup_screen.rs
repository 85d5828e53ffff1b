//! The setup screen: players and colours, the time control, the rules the tournament
//! announces, and where the game starts from.

use eframe::egui;
use egui::RichText;

use crate::clock::{Preset, TimeControl};
use crate::laws::RuleSet;
use crate::settings::{SetupChoice, StartChoice};

/// The form's state: the choice being edited and what is wrong with it.
pub struct SetupForm {
    pub choice: SetupChoice,
    pub error: Option<String>,
    /// Chess960 number as typed (empty: drawn at random).
    chess960_text: String,
}

impl SetupForm {
    pub fn new(choice: SetupChoice) -> SetupForm {
        let chess960_text = match choice.start {
            StartChoice::Chess960(Some(n)) => n.to_string(),
            _ => String::new(),
        };
        SetupForm { choice, error: None, chess960_text }
    }

    /// The control's description, or what is wrong with it.
    fn control_note(text: &str, edition: u16) -> Result<String, String> {
        let control: TimeControl = text.parse().map_err(|e| format!("{e}"))?;
        let rules = RuleSet::of(match edition {
            2008 => crate::laws::Edition::Fide2008,
            2014 => crate::laws::Edition::Fide2014,
            _ => crate::laws::Edition::Fide2023,
        });
        Ok(format!("{:?}", control.category(&rules)).to_lowercase())
    }

    fn control_ui(ui: &mut egui::Ui, id: &str, text: &mut String, edition: u16) {
        ui.horizontal(|ui| {
            egui::ComboBox::new(id, "")
                .selected_text(
                    Preset::ALL.iter().find(|p| p.control().to_string() == *text).map_or("Custom", |p| p.id()),
                )
                .show_ui(ui, |ui| {
                    for preset in Preset::ALL {
                        let tag = preset.control().to_string();
                        if ui.selectable_label(*text == tag, preset.id()).clicked() {
                            *text = tag;
                        }
                    }
                })
                .response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, format!("{id} preset")));
            ui.add(egui::TextEdit::singleline(text).desired_width(200.0))
                .on_hover_text("PGN TimeControl: 40/5400+30:1800+30, 300+3; d = delay, b = Bronstein (300d5)");
            match SetupForm::control_note(text, edition) {
                Ok(note) => ui.label(note),
                Err(e) => ui.colored_label(ui.visuals().error_fg_color, e),
            };
        });
    }

    /// Draws the form; true when the players ask to start.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> bool {
        let mut start = false;
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.heading("New game");
            ui.add_space(8.0);
            let c = &mut self.choice;
            egui::Grid::new("players").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
                let label = ui.label("White");
                ui.add(egui::TextEdit::singleline(&mut c.white).hint_text("name").desired_width(260.0))
                    .labelled_by(label.id);
                ui.end_row();
                let label = ui.label("Black");
                ui.add(egui::TextEdit::singleline(&mut c.black).hint_text("name").desired_width(260.0))
                    .labelled_by(label.id);
                ui.end_row();
                ui.label("");
                ui.horizontal(|ui| {
                    if ui.button("Swap colours").clicked() {
                        std::mem::swap(&mut c.white, &mut c.black);
                    }
                    if ui.button("Draw lots").clicked() && super::random_number() % 2 == 1 {
                        std::mem::swap(&mut c.white, &mut c.black);
                    }
                });
                ui.end_row();
            });

            ui.separator();
            ui.label(RichText::new("Time control").strong());
            let edition = c.edition;
            SetupForm::control_ui(ui, "white control", &mut c.white_control, edition);
            let mut odds = c.black_control.is_some();
            if ui.checkbox(&mut odds, "Different time for Black (time odds)").changed() {
                c.black_control = odds.then(|| c.white_control.clone());
            }
            if let Some(black) = &mut c.black_control {
                ui.label("Black's time control");
                SetupForm::control_ui(ui, "black control", black, edition);
            }

            ui.separator();
            ui.label(RichText::new("Rules").strong());
            ui.horizontal(|ui| {
                ui.label("Laws of Chess:");
                for year in [2023, 2014, 2008] {
                    ui.radio_value(&mut c.edition, year, format!("{year}"));
                }
            });
            ui.checkbox(&mut c.touch_move, "Touch-move (Articles 4.3 to 4.5)");
            ui.horizontal(|ui| {
                ui.label("The clock is pressed:");
                ui.radio_value(&mut c.press_with_move, false, "by each player");
                ui.radio_value(&mut c.press_with_move, true, "automatically with the move");
            });
            ui.horizontal(|ui| {
                ui.label("Draw offers (9.1.1):");
                let mut mode = match c.draw_offers_from {
                    None => 0,
                    Some(0) => 2,
                    Some(_) => 1,
                };
                ui.radio_value(&mut mode, 0, "allowed");
                ui.radio_value(&mut mode, 1, "from move");
                ui.radio_value(&mut mode, 2, "never");
                let mut from = c.draw_offers_from.filter(|&n| n > 0).unwrap_or(30);
                if mode == 1 {
                    ui.add(egui::DragValue::new(&mut from).range(1..=200));
                }
                c.draw_offers_from = match mode {
                    0 => None,
                    1 => Some(from),
                    _ => Some(0),
                };
            });
            ui.checkbox(&mut c.arbiter_present, "An arbiter is present");
            ui.checkbox(&mut c.quickplay_finish, "Quickplay finish (Guidelines III) in force");

            ui.separator();
            ui.label(RichText::new("Start position").strong());
            let mut kind = match c.start {
                StartChoice::Initial => 0,
                StartChoice::Fen(_) => 1,
                StartChoice::Chess960(_) => 2,
            };
            ui.horizontal(|ui| {
                ui.radio_value(&mut kind, 0, "normal");
                ui.radio_value(&mut kind, 1, "from a FEN");
                ui.radio_value(&mut kind, 2, "Chess960");
            });
            match kind {
                0 => c.start = StartChoice::Initial,
                1 => {
                    if !matches!(c.start, StartChoice::Fen(_)) {
                        c.start = StartChoice::Fen(String::new());
                    }
                    if let StartChoice::Fen(fen) = &mut c.start {
                        ui.add(egui::TextEdit::singleline(fen).hint_text("FEN").desired_width(520.0));
                    }
                }
                _ => {
                    ui.horizontal(|ui| {
                        ui.label("Position number (0 to 959; empty: drawn at random)");
                        ui.add(egui::TextEdit::singleline(&mut self.chess960_text).desired_width(60.0));
                    });
                    let text = self.chess960_text.trim();
                    c.start = StartChoice::Chess960(if text.is_empty() {
                        None
                    } else {
                        text.parse().ok().or(Some(u16::MAX))
                    });
                }
            }

            ui.add_space(12.0);
            if let Some(error) = &self.error {
                ui.colored_label(ui.visuals().error_fg_color, error);
            }
            if ui.add(egui::Button::new(RichText::new("Start the game").size(18.0))).clicked() {
                start = true;
            }
            ui.label("Clock keys: Z for White, / for Black (the keys at the two ends of the bottom row).");
        });
        start
    }
}
