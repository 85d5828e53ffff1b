//! The setup screen: players and colours, the time control, the rules the tournament
//! announces, where the game starts from, the arbiter's PIN, speech and a series; below them,
//! always in sight, "Start the game" and the clock keys.
//!
//! The form's state and what it gives ([`SetupForm::to_setup`]) are `setup_form.rs`'s; each
//! section is drawn by its own file (`setup_players.rs`, `setup_control.rs`, `setup_rules.rs`,
//! `setup_start.rs`; speech by `speech_ui.rs`, the series by `series_form.rs`). A newcomer
//! meets it (issue 25): nothing on it moves when a box is ticked or a choice changes (what a
//! choice enables is there, disabled, before it is made); the first Tab goes to White's name
//! and Tab follows the form from the top down; a Tab stop that gets the focus is scrolled into
//! view.

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::setup_players::{name_id, text_width};
use super::{AppCommand, Command, SettingsCommand};
use crate::i18n::{Lang, Tr, args};
use crate::platform::settings::Settings;

pub use super::setup_form::{FormError, SetupForm, setup_error};

/// The language selector at the end of the game's toolbar, after a separator: a change takes
/// effect at once. Where the toolbar wraps, its label goes to the next row with the list
/// rather than end a row alone (and then needs no separator).
pub fn language_ui(ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
    let text = tr.t("language-label");
    let spacing = &ui.spacing();
    let name = text_width(ui, tr.lang().native_name(), egui::TextStyle::Button);
    let list = spacing.combo_width.max(name + spacing.icon_width + 2.0 * spacing.button_padding.x);
    let separator = 2.0 * spacing.item_spacing.x + 1.0;
    let needed = separator + text_width(ui, &text, egui::TextStyle::Button) + 2.0 * spacing.item_spacing.x + list;
    if ui.layout().main_wrap && ui.available_size_before_wrap().x < needed {
        ui.end_row();
    } else {
        ui.separator();
    }
    let label = ui.label(text);
    language_list_ui(ui, tr, commands).labelled_by(label.id);
}

/// The list of the window's languages, each by its own name.
fn language_list_ui(ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) -> egui::Response {
    let response = egui::ComboBox::from_id_salt("language")
        .selected_text(tr.lang().native_name())
        .show_ui(ui, |ui| {
            for lang in Lang::ALL {
                if ui.selectable_label(lang == tr.lang(), lang.native_name()).clicked() && lang != tr.lang() {
                    commands.push(SettingsCommand::SetLanguage(lang).into());
                }
            }
        })
        .response;
    super::layout::choice_said(response, tr.lang().native_name())
}

/// Whether Tab (without Shift) was pressed in this frame.
fn tab_pressed(ui: &egui::Ui) -> bool {
    ui.input(|i| {
        i.events.iter().any(|e| {
            matches!(e, egui::Event::Key { key: egui::Key::Tab, pressed: true, modifiers, .. } if modifiers.is_none())
        })
    })
}

/// Whether this frame's input moves the keyboard focus: Tab or Shift+Tab, an arrow, a screen
/// reader's request.
fn focus_keys(ui: &egui::Ui) -> bool {
    use egui::Key::{ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Tab};
    ui.input(|i| {
        i.events.iter().any(|e| match e {
            egui::Event::Key { key, pressed: true, .. } => {
                matches!(key, Tab | ArrowUp | ArrowDown | ArrowLeft | ArrowRight)
            }
            egui::Event::AccessKitActionRequest(request) => request.action == egui::accesskit::Action::Focus,
            _ => false,
        })
    })
}

/// The widget that gained the keyboard focus by the keys (or a screen reader), if it is in the
/// scrolled part of the form and not wholly in sight there, is scrolled into view at once.
/// Called at the end of the scrolled part, for whichever widget it is (the sections' own, the
/// live file's, speech's, the series'): a widget outside it is never clipped by it, a list's
/// popup is a layer above, and a widget clicked is where the pointer is (the form does not
/// move under it).
fn scroll_to_focus(ui: &egui::Ui, keyed: bool) {
    let Some(id) = ui.memory(|m| m.focused()).filter(|_| keyed) else { return };
    let Some(response) = ui.ctx().read_response(id) else { return };
    if response.gained_focus() && response.layer_id == ui.layer_id() && response.interact_rect != response.rect {
        response.scroll_to_me_animation(None, egui::style::ScrollAnimation::none());
    }
}

impl SetupForm {
    /// Draws the form; pushes [`AppCommand::StartGame`] when the players ask to start.
    ///
    /// The form scrolls; its foot ("Start the game") stays in sight below it, however many
    /// sections are unfolded. `seal` names the key the game's record will be sealed with (its
    /// fingerprint), or why none can be.
    pub fn setup_ui(&mut self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, seal: &str, commands: &mut Vec<Command>) {
        if self.live.load(&settings.live) {
            // One board number for the live file and the series (issue 17).
            self.series.details.board = *self.live.board_mut();
            self.series.take_event(&self.setup);
        }
        let event = self.series.event_fields(&self.setup);
        // The first Tab, from no focus at all, goes to White's name rather than to the window's
        // first control (the bar below, drawn before the form).
        if tab_pressed(ui) && self.focus_seen.is_none() {
            ui.memory_mut(|m| m.request_focus(name_id(Color::White)));
            ui.ctx().request_repaint();
        }
        let keyed = focus_keys(ui);
        let boards = (*self.live.board_mut(), self.series.details.board);
        let foot = if self.error.is_some() { 120.0 } else { 84.0 };
        egui::ScrollArea::vertical().max_height((ui.available_height() - foot).max(120.0)).show(ui, |ui| {
            ui.spacing_mut().item_spacing.y = 6.0;
            self.sections_ui(ui, tr, settings, seal, commands);
            scroll_to_focus(ui, keyed || self.focus_keyed);
        });
        // The live file's "Board" and the series' "Board" are one number: the one changed
        // gives the other its value.
        if self.series.details.board != boards.1 {
            *self.live.board_mut() = self.series.details.board;
        } else if *self.live.board_mut() != boards.0 {
            self.series.details.board = *self.live.board_mut();
        }
        // The event and the site are one each too (issue 30): the series' and the game's.
        self.series.keep_event(&mut self.setup, event);
        ui.separator();
        self.start_ui(ui, tr, settings, commands);
        self.focus_seen = ui.memory(|m| m.focused());
        self.focus_keyed = keyed;
    }

    /// The scrolled part: every section, from the top down.
    fn sections_ui(&mut self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, seal: &str, commands: &mut Vec<Command>) {
        heading_ui(ui, tr, settings, commands);
        self.players_ui(ui, tr, commands);
        self.details_ui(ui, tr);
        ui.separator();
        self.time_control_ui(ui, tr);
        ui.separator();
        self.rules_ui(ui, tr);
        ui.separator();
        self.start_position_ui(ui, tr);
        ui.separator();
        self.pin_ui(ui, tr, settings, seal, commands);
        ui.separator();
        super::speech_ui::setup_ui(ui, tr, settings, commands);
        self.series.series_setup_ui(ui, tr, commands);
    }

    /// The foot of the form, always in sight below the scrolled part: what is wrong with the
    /// form, "Start the game" and the clock keys.
    fn start_ui(&mut self, ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
        ui.add_space(6.0);
        if let Some(error) = &self.error {
            let text = match error {
                FormError::Choice(e) => super::setup_form::choice_error(tr, e),
                FormError::Session(e) => super::session_error(tr, e),
            };
            ui.colored_label(ui.visuals().error_fg_color, text);
        }
        ui.horizontal(|ui| {
            if ui.add(egui::Button::new(RichText::new(tr.t("setup-start")).size(18.0))).clicked() {
                commands.push(AppCommand::StartGame.into());
            }
            ui.add_space(24.0);
            for (side, id, current) in [
                (Color::White, "setup-key-white", &settings.white_key),
                (Color::Black, "setup-key-black", &settings.black_key),
            ] {
                let label = ui.label(tr.t(id));
                let response = egui::ComboBox::new(id, "")
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
                super::layout::choice_said(response, &key_name(current));
            }
        });
        let keys =
            args([("white", key_name(&settings.white_key).into()), ("black", key_name(&settings.black_key).into())]);
        ui.label(RichText::new(tr.t_args("setup-keys", &keys)).weak());
    }
}

/// The form's heading and, at the right, the window's language, the View menu and the
/// figurines' switch, laid out from the left so that Tab reaches them in the order they are
/// read: their width is the one measured in the last frame (a frame whose width changed is laid
/// out again before it is shown).
fn heading_ui(ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
    ui.horizontal(|ui| {
        ui.heading(tr.t("setup-heading"));
        let id = ui.scope_id().with("controls' width");
        let width = ui.data(|d| d.get_temp::<f32>(id)).unwrap_or(0.0);
        ui.add_space((ui.available_width() - width).max(0.0));
        let left = ui.cursor().left();
        let label = ui.label(tr.t("language-label"));
        language_list_ui(ui, tr, commands).labelled_by(label.id);
        ui.add_space(16.0);
        super::view_menu::view_menu_ui(ui, tr, settings, commands);
        ui.add_space(16.0);
        let mut figurines = settings.figurines;
        if ui.checkbox(&mut figurines, tr.t("notation-figurines")).clicked() {
            commands.push(SettingsCommand::ToggleFigurines.into());
        }
        let used = ui.min_rect().right() - left;
        if (used - width).abs() > 0.5 {
            ui.data_mut(|d| d.insert_temp(id, used));
            ui.ctx().request_discard("the setup form's heading measured its controls");
        }
    });
}

/// Keys a player may press the clock with (egui's names, by their place on a US keyboard).
/// Never Tab or Enter: the clock would take them from keyboard play (issue 16), which moves
/// between controls with Tab and picks pieces up with Enter. Space may be one; then only Enter
/// picks up.
const CLOCK_KEYS: &[&str] = &["Z", "X", "A", "Q", "Space", "Slash", "Minus", "Period", "M", "P"];

/// A clock key as printed on the key cap: `Z`, `/`.
fn key_name(name: &str) -> String {
    egui::Key::from_name(name).map_or_else(|| name.to_owned(), |k| k.symbol_or_name().to_owned())
}
