//! The setup screen: players and colours, the time control, the rules the tournament
//! announces, and where the game starts from.

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::{AppCommand, Command, SettingsCommand};
use crate::clock::{Preset, TimeControl};
use crate::i18n::{Lang, Tr, args, describe, side};
use crate::laws::RuleSet;
use crate::table::session::SessionError;
use crate::platform::settings::{Settings, SetupChoice, SetupChoiceError, StartChoice};

/// Why the game did not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormError {
    /// Something in the form.
    Choice(SetupChoiceError),
    /// The game could not start (its journal cannot be written).
    Session(SessionError),
}

/// The form's state: the choice being edited and what is wrong with it.
pub struct SetupForm {
    pub choice: SetupChoice,
    pub error: Option<FormError>,
    /// Chess960 number as typed (empty: drawn at random).
    chess960_text: String,
}

pub use crate::i18n::describe::setup_error;

/// What is wrong with the form, in the player's language.
pub fn choice_error(tr: Tr, e: &SetupChoiceError) -> String {
    match e {
        SetupChoiceError::Control { side: s, text, error } => tr.t_args(
            "setup-error-control",
            &args([
                ("side", side(*s)),
                ("text", text.as_str().into()),
                ("error", describe::control_parse_error(tr, error).into()),
            ]),
        ),
        SetupChoiceError::Chess960Number(n) => tr.t_args("setup-error-chess960", &args([("number", (*n).into())])),
        SetupChoiceError::Edition(year) => tr.t_args("setup-error-edition", &args([("year", (*year).into())])),
        SetupChoiceError::Position(e) => setup_error(tr, e),
    }
}

/// The language selector, on the setup screen and in the game's toolbar: a change takes
/// effect at once.
pub fn language_ui(ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
    let label = ui.label(tr.t("language-label"));
    egui::ComboBox::from_id_salt("language")
        .selected_text(tr.lang().native_name())
        .show_ui(ui, |ui| {
            for lang in Lang::ALL {
                if ui.selectable_label(lang == tr.lang(), lang.native_name()).clicked() && lang != tr.lang() {
                    commands.push(SettingsCommand::SetLanguage(lang).into());
                }
            }
        })
        .response
        .labelled_by(label.id);
}

impl SetupForm {
    pub fn new(choice: SetupChoice) -> SetupForm {
        let chess960_text = match choice.start {
            StartChoice::Chess960(Some(n)) => n.to_string(),
            _ => String::new(),
        };
        SetupForm { choice, error: None, chess960_text }
    }

    /// The control's category, or what is wrong with it.
    fn control_note(tr: Tr, text: &str, edition: u16) -> Result<String, String> {
        let control: TimeControl = text.parse().map_err(|e| describe::control_parse_error(tr, &e))?;
        let rules = RuleSet::of(match edition {
            2008 => crate::laws::Edition::Fide2008,
            2014 => crate::laws::Edition::Fide2014,
            _ => crate::laws::Edition::Fide2023,
        });
        Ok(describe::category(tr, control.category(&rules)))
    }

    fn preset_name(tr: Tr, preset: Preset) -> String {
        match preset {
            Preset::FideClassical => tr.t("preset-fide-classical"),
            other => other.id().to_owned(),
        }
    }

    fn control_ui(ui: &mut egui::Ui, tr: Tr, owner: Color, text: &mut String, edition: u16) {
        let id = match owner {
            Color::White => "white control",
            Color::Black => "black control",
        };
        ui.horizontal(|ui| {
            egui::ComboBox::new(id, "")
                .selected_text(
                    Preset::ALL
                        .iter()
                        .find(|p| p.control().to_string() == *text)
                        .map_or_else(|| tr.t("setup-custom"), |p| SetupForm::preset_name(tr, *p)),
                )
                .show_ui(ui, |ui| {
                    for preset in Preset::ALL {
                        let tag = preset.control().to_string();
                        if ui.selectable_label(*text == tag, SetupForm::preset_name(tr, preset)).clicked() {
                            *text = tag;
                        }
                    }
                })
                .response
                .widget_info(|| {
                    egui::WidgetInfo::labeled(
                        egui::Role::ComboBox,
                        true,
                        tr.t_args("setup-preset-name", &args([("side", side(owner))])),
                    )
                });
            ui.add(egui::TextEdit::singleline(text).desired_width(200.0)).on_hover_text(tr.t("setup-control-hint"));
            match SetupForm::control_note(tr, text, edition) {
                Ok(note) => ui.label(note),
                Err(e) => ui.colored_label(ui.visuals().error_fg_color, e),
            };
        });
    }

    /// Draws the form; pushes [`AppCommand::StartGame`] when the players ask to start.
    pub fn setup_ui(&mut self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.heading(tr.t("setup-heading"));
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    // Right to left: the switch first, then the selector and its label.
                    let mut figurines = settings.figurines;
                    if ui.checkbox(&mut figurines, tr.t("notation-figurines")).clicked() {
                        commands.push(SettingsCommand::ToggleFigurines.into());
                    }
                    ui.add_space(16.0);
                    let combo = egui::ComboBox::from_id_salt("language")
                        .selected_text(tr.lang().native_name())
                        .show_ui(ui, |ui| {
                            for lang in Lang::ALL {
                                if ui.selectable_label(lang == tr.lang(), lang.native_name()).clicked()
                                    && lang != tr.lang()
                                {
                                    commands.push(SettingsCommand::SetLanguage(lang).into());
                                }
                            }
                        })
                        .response;
                    let label = ui.label(tr.t("language-label"));
                    combo.labelled_by(label.id);
                });
            });
            ui.add_space(8.0);
            let c = &mut self.choice;
            egui::Grid::new("players").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
                let label = ui.label(tr.colour(Color::White));
                ui.add(
                    egui::TextEdit::singleline(&mut c.white).hint_text(tr.t("setup-name-hint")).desired_width(260.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                let label = ui.label(tr.colour(Color::Black));
                ui.add(
                    egui::TextEdit::singleline(&mut c.black).hint_text(tr.t("setup-name-hint")).desired_width(260.0),
                )
                .labelled_by(label.id);
                ui.end_row();
                ui.label("");
                ui.horizontal(|ui| {
                    if ui.button(tr.t("setup-swap")).clicked() {
                        std::mem::swap(&mut c.white, &mut c.black);
                    }
                    if ui.button(tr.t("setup-draw-lots")).clicked() && super::random_number() % 2 == 1 {
                        std::mem::swap(&mut c.white, &mut c.black);
                    }
                });
                ui.end_row();
            });

            ui.separator();
            ui.label(RichText::new(tr.t("setup-time-control")).strong());
            let edition = c.edition;
            SetupForm::control_ui(ui, tr, Color::White, &mut c.white_control, edition);
            let mut odds = c.black_control.is_some();
            if ui.checkbox(&mut odds, tr.t("setup-time-odds")).changed() {
                c.black_control = odds.then(|| c.white_control.clone());
            }
            if let Some(black) = &mut c.black_control {
                ui.label(tr.t("setup-black-control"));
                SetupForm::control_ui(ui, tr, Color::Black, black, edition);
            }

            ui.separator();
            ui.label(RichText::new(tr.t("setup-rules")).strong());
            ui.horizontal(|ui| {
                ui.label(tr.t("setup-laws-edition"));
                for year in [2023, 2014, 2008] {
                    ui.radio_value(&mut c.edition, year, format!("{year}"));
                }
            });
            ui.checkbox(&mut c.touch_move, tr.t("setup-touch-move"));
            ui.horizontal_wrapped(|ui| {
                ui.label(tr.t("setup-press-label"));
                ui.radio_value(&mut c.press_with_move, false, tr.t("setup-press-by-player"));
                ui.radio_value(&mut c.press_with_move, true, tr.t("setup-press-auto"));
            });
            ui.horizontal_wrapped(|ui| {
                ui.label(tr.t("setup-draw-offers"));
                let mut mode = match c.draw_offers_from {
                    None => 0,
                    Some(0) => 2,
                    Some(_) => 1,
                };
                ui.radio_value(&mut mode, 0, tr.t("setup-offers-allowed"));
                ui.radio_value(&mut mode, 1, tr.t("setup-offers-from"));
                ui.radio_value(&mut mode, 2, tr.t("setup-offers-never"));
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
            ui.checkbox(&mut c.arbiter_present, tr.t("setup-arbiter"));
            ui.checkbox(&mut c.quickplay_finish, tr.t("setup-quickplay"));

            ui.separator();
            ui.label(RichText::new(tr.t("setup-start-position")).strong());
            let mut kind = match c.start {
                StartChoice::Initial => 0,
                StartChoice::Fen(_) => 1,
                StartChoice::Chess960(_) => 2,
            };
            ui.horizontal(|ui| {
                ui.radio_value(&mut kind, 0, tr.t("setup-start-normal"));
                ui.radio_value(&mut kind, 1, tr.t("setup-start-fen"));
                ui.radio_value(&mut kind, 2, tr.t("setup-start-chess960"));
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
                        ui.label(tr.t("setup-chess960-number"));
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
                let text = match error {
                    FormError::Choice(e) => choice_error(tr, e),
                    FormError::Session(e) => super::session_error(tr, e),
                };
                ui.colored_label(ui.visuals().error_fg_color, text);
            }
            if ui.add(egui::Button::new(RichText::new(tr.t("setup-start")).size(18.0))).clicked() {
                commands.push(AppCommand::StartGame.into());
            }
            ui.label(tr.t_args(
                "setup-keys",
                &args([
                    ("white", key_name(&settings.white_key).into()),
                    ("black", key_name(&settings.black_key).into()),
                ]),
            ));
            ui.horizontal(|ui| {
                for (side, id, current) in [
                    (shakmaty::Color::White, "setup-key-white", &settings.white_key),
                    (shakmaty::Color::Black, "setup-key-black", &settings.black_key),
                ] {
                    let label = ui.label(tr.t(id));
                    egui::ComboBox::new(id, "")
                        .selected_text(key_name(current))
                        .show_ui(ui, |ui| {
                            for key in CLOCK_KEYS {
                                if ui.selectable_label(current == key, key_name(key)).clicked() {
                                    commands.push(SettingsCommand::SetClockKey(side, (*key).to_owned()).into());
                                }
                            }
                        })
                        .response
                        .labelled_by(label.id);
                }
            });
        });
    }
}

/// Keys a player may press the clock with (egui's names, by their place on a US keyboard).
const CLOCK_KEYS: &[&str] = &["Z", "X", "A", "Q", "Tab", "Space", "Slash", "Minus", "Period", "Enter", "M", "P"];

/// A clock key as printed on the key cap: `Z`, `/`.
fn key_name(name: &str) -> String {
    egui::Key::from_name(name).map_or_else(|| name.to_owned(), |k| k.symbol_or_name().to_owned())
}
