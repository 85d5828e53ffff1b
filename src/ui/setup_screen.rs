//! The setup screen: players and colours, the time control, the rules the tournament
//! announces, and where the game starts from.

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::{AppCommand, Command, SettingsCommand};
use crate::clock::{ParseError, Preset, TimeControl, TimeControls};
use crate::i18n::{Lang, Tr, args, describe, side};
use crate::laws::{Category, DrawOffers, Edition, RuleSet, chess960};
use crate::platform::pin::PinHash;
use crate::platform::settings::Settings;
use crate::table::session::SessionError;
use crate::table::{Setup, SetupError};

/// Why the game did not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormError {
    /// Something in the form.
    Choice(FormProblem),
    /// The game could not start (its journal cannot be written).
    Session(SessionError),
}

/// What is wrong with what was typed in the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormProblem {
    /// A side's time control cannot be read.
    Control {
        /// Whose control.
        side: Color,
        /// What was typed.
        text: String,
        /// What is wrong with it.
        error: ParseError,
    },
    /// Chess960 positions are numbered 0 to 959.
    Chess960Number(u16),
    /// The start position cannot be played.
    Position(SetupError),
}

/// Where the game starts from, as the form shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Start {
    /// The initial position (Article 2).
    Initial,
    /// A position typed as FEN.
    Fen(String),
    /// A Chess960 position (Guidelines II), by the number typed (none: drawn at random).
    Chess960,
}

/// The form's state: the setup being edited, the texts typed where a value must be read
/// (time controls, FEN, Chess960 number), and what is wrong with them.
pub struct SetupForm {
    /// The setup: everything the form edits as a value.
    pub setup: Setup,
    /// What stops the game from starting.
    pub error: Option<FormError>,
    white_control: String,
    /// Black's control when it differs (time odds).
    black_control: Option<String>,
    start: Start,
    /// Chess960 number as typed (empty: drawn at random).
    chess960_text: String,
    /// The arbiter's PIN now set, as typed to change it.
    pin_current: String,
    /// The new PIN, as typed.
    pin_new: String,
    /// What came of the last attempt to set the PIN: set, or why not.
    pin_outcome: Option<Result<(), String>>,
}

pub use crate::i18n::describe::setup_error;

/// What is wrong with the form, in the player's language.
pub fn choice_error(tr: Tr, e: &FormProblem) -> String {
    match e {
        FormProblem::Control { side: s, text, error } => tr.t_args(
            "setup-error-control",
            &args([
                ("side", side(*s)),
                ("text", text.as_str().into()),
                ("error", describe::control_parse_error(tr, error).into()),
            ]),
        ),
        FormProblem::Chess960Number(n) => tr.t_args("setup-error-chess960", &args([("number", (*n).into())])),
        FormProblem::Position(e) => setup_error(tr, e),
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
    /// The form showing `setup` (the last game's), with a Chess960 position to be drawn at
    /// random if `chess960_random`.
    pub fn new(setup: &Setup, chess960_random: bool) -> SetupForm {
        let controls = setup.controls.clone().unwrap_or_else(|| TimeControls::same(Preset::FideClassical.control()));
        let (start, chess960_text) = match &setup.fen {
            Some(fen) if setup.chess960 => {
                let number = if chess960_random { None } else { chess960::number(fen) };
                (Start::Chess960, number.map_or_else(String::new, |n| n.to_string()))
            }
            Some(fen) => (Start::Fen(fen.clone()), String::new()),
            None => (Start::Initial, String::new()),
        };
        SetupForm {
            setup: setup.clone(),
            error: None,
            white_control: controls.white.to_string(),
            black_control: controls.is_odds().then(|| controls.black.to_string()),
            start,
            chess960_text,
            pin_current: String::new(),
            pin_new: String::new(),
            pin_outcome: None,
        }
    }

    /// The arbiter's PIN (issue 12): set once by the trainer, kept only as a salted slow hash;
    /// changing it asks for the one set. Without a PIN, each of the arbiter's actions asks for
    /// a confirmation instead.
    fn pin_ui(&mut self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
        ui.label(RichText::new(tr.t("setup-pin-heading")).strong());
        let set = settings.arbiter_pin.as_ref();
        ui.label(tr.t(if set.is_some() { "setup-pin-is-set" } else { "setup-pin-none" }));
        let mut submit = false;
        ui.horizontal_wrapped(|ui| {
            if set.is_some() {
                let label = ui.label(tr.t("setup-pin-current"));
                ui.add(egui::TextEdit::singleline(&mut self.pin_current).password(true).desired_width(120.0))
                    .labelled_by(label.id);
            }
            let label = ui.label(tr.t("setup-pin-new"));
            let response = ui
                .add(egui::TextEdit::singleline(&mut self.pin_new).password(true).desired_width(120.0))
                .labelled_by(label.id);
            submit |= response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            submit |= ui.button(tr.t("setup-pin-set")).clicked();
        });
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

    /// Whether the Chess960 position is to be drawn at random.
    pub fn chess960_random(&self) -> bool {
        self.start == Start::Chess960 && self.chess960_text.trim().is_empty()
    }

    /// The setup to play, or what is wrong with the form. `random` draws a Chess960 number
    /// when none was typed.
    pub fn to_setup(&self, random: impl FnOnce() -> u16) -> Result<Setup, FormProblem> {
        let control = |text: &str, side: Color| {
            text.parse::<TimeControl>().map_err(|error| FormProblem::Control { side, text: text.to_owned(), error })
        };
        let white = control(&self.white_control, Color::White)?;
        let controls = match &self.black_control {
            Some(text) => TimeControls::odds(white, control(text, Color::Black)?),
            None => TimeControls::same(white),
        };
        let (fen, chess960) = match &self.start {
            Start::Initial => (None, false),
            Start::Fen(text) => (Some(text.trim().to_owned()), false),
            Start::Chess960 => {
                let text = self.chess960_text.trim();
                let n = if text.is_empty() { random() } else { text.parse().unwrap_or(u16::MAX) };
                if n >= chess960::POSITIONS {
                    return Err(FormProblem::Chess960Number(n));
                }
                (Some(chess960::fen(n)), true)
            }
        };
        let setup = Setup {
            white: self.setup.white.trim().to_owned(),
            black: self.setup.black.trim().to_owned(),
            fen,
            chess960,
            controls: Some(controls),
            ..self.setup.clone()
        };
        setup.start_position().map_err(FormProblem::Position)?;
        Ok(setup)
    }

    /// The control's category under `edition`, or what is wrong with it.
    fn control_note(text: &str, edition: Edition) -> Result<Category, ParseError> {
        Ok(text.parse::<TimeControl>()?.category(&RuleSet::of(edition)))
    }

    fn preset_name(tr: Tr, preset: Preset) -> String {
        match preset {
            Preset::FideClassical => tr.t("preset-fide-classical"),
            other => other.id().to_owned(),
        }
    }

    fn control_ui(ui: &mut egui::Ui, tr: Tr, owner: Color, text: &mut String, edition: Edition) {
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
            match SetupForm::control_note(text, edition) {
                Ok(category) => ui.label(describe::category(tr, category)),
                Err(e) => ui.colored_label(ui.visuals().error_fg_color, describe::control_parse_error(tr, &e)),
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
            let c = &mut self.setup;
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
            SetupForm::control_ui(ui, tr, Color::White, &mut self.white_control, edition);
            let mut odds = self.black_control.is_some();
            if ui.checkbox(&mut odds, tr.t("setup-time-odds")).changed() {
                self.black_control = odds.then(|| self.white_control.clone());
            }
            if let Some(black) = &mut self.black_control {
                ui.label(tr.t("setup-black-control"));
                SetupForm::control_ui(ui, tr, Color::Black, black, edition);
            }

            ui.separator();
            ui.label(RichText::new(tr.t("setup-rules")).strong());
            ui.horizontal(|ui| {
                ui.label(tr.t("setup-laws-edition"));
                for edition in Edition::ALL.into_iter().rev() {
                    ui.radio_value(&mut c.edition, edition, edition.to_string());
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
                let mut from = match c.draw_offers {
                    DrawOffers::FromMove(n) => n,
                    DrawOffers::Allowed | DrawOffers::Never => 30,
                };
                let mut offers = c.draw_offers;
                ui.radio_value(&mut offers, DrawOffers::Allowed, tr.t("setup-offers-allowed"));
                if ui.radio(matches!(offers, DrawOffers::FromMove(_)), tr.t("setup-offers-from")).clicked() {
                    offers = DrawOffers::FromMove(from);
                }
                ui.radio_value(&mut offers, DrawOffers::Never, tr.t("setup-offers-never"));
                if let DrawOffers::FromMove(_) = offers {
                    ui.add(egui::DragValue::new(&mut from).range(1..=200));
                    offers = DrawOffers::FromMove(from);
                }
                c.draw_offers = offers;
            });
            ui.checkbox(&mut c.arbiter_present, tr.t("setup-arbiter"));
            ui.checkbox(&mut c.quickplay_finish, tr.t("setup-quickplay"));
            ui.checkbox(&mut c.wooden_board, tr.t("setup-wooden-board"));
            ui.checkbox(&mut c.supervised, tr.t("setup-supervised"));

            ui.separator();
            ui.label(RichText::new(tr.t("setup-start-position")).strong());
            let mut kind = match self.start {
                Start::Initial => 0,
                Start::Fen(_) => 1,
                Start::Chess960 => 2,
            };
            ui.horizontal(|ui| {
                ui.radio_value(&mut kind, 0, tr.t("setup-start-normal"));
                ui.radio_value(&mut kind, 1, tr.t("setup-start-fen"));
                ui.radio_value(&mut kind, 2, tr.t("setup-start-chess960"));
            });
            match kind {
                0 => self.start = Start::Initial,
                1 => {
                    if !matches!(self.start, Start::Fen(_)) {
                        self.start = Start::Fen(String::new());
                    }
                    if let Start::Fen(fen) = &mut self.start {
                        ui.add(egui::TextEdit::singleline(fen).hint_text("FEN").desired_width(520.0));
                    }
                }
                _ => {
                    self.start = Start::Chess960;
                    ui.horizontal(|ui| {
                        let label = ui.label(tr.t("setup-chess960-number"));
                        ui.add(egui::TextEdit::singleline(&mut self.chess960_text).desired_width(60.0))
                            .labelled_by(label.id);
                    });
                }
            }

            ui.separator();
            self.pin_ui(ui, tr, settings, commands);

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

#[cfg(test)]
mod tests {
    use super::*;

    fn form(change: impl FnOnce(&mut SetupForm)) -> SetupForm {
        let mut form = SetupForm::new(&Setup::default(), false);
        change(&mut form);
        form
    }

    #[test]
    fn bad_choices_say_what_is_wrong() {
        let tr = Tr::new(Lang::En);
        let bad = form(|f| f.white_control = "90x".to_owned());
        assert!(choice_error(tr, &bad.to_setup(|| 0).unwrap_err()).starts_with("White's time control “90x”"));
        let bad = form(|f| f.start = Start::Fen("8/8/8/8/8/8/8/8 w - - 0 1".to_owned()));
        assert!(choice_error(tr, &bad.to_setup(|| 0).unwrap_err()).contains("not a legal position"));
        let bad = form(|f| {
            f.start = Start::Chess960;
            f.chess960_text = "960".to_owned();
        });
        assert_eq!(bad.to_setup(|| 0).unwrap_err(), FormProblem::Chess960Number(960));
    }

    #[test]
    fn the_form_shows_the_setup_it_was_given_and_gives_it_back() {
        let chess960 = Setup {
            white: "Uxía".to_owned(),
            fen: Some(chess960::fen(42)),
            chess960: true,
            controls: Some(TimeControls::odds("300+3".parse().unwrap(), "60".parse().unwrap())),
            edition: Edition::Fide2014,
            draw_offers: DrawOffers::FromMove(20),
            ..Setup::default()
        };
        assert_eq!(SetupForm::new(&chess960, false).to_setup(|| 7).unwrap(), chess960);
        // Drawn at random: a new number each game, the rest as it was.
        let random = SetupForm::new(&chess960, true);
        assert!(random.chess960_random());
        assert_eq!(random.to_setup(|| 7).unwrap().fen, Some(chess960::fen(7)));
    }
}
