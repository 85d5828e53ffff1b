//! A club's evening across boards on the organiser's screens (issue 30): the evening's folder
//! (any folder the boards' laptops share), its details and players, each round's pairings
//! (Berger's tables or typed) and the crosstable with the tie-breaks. This file draws the frame
//! (the heading, the row of pages, the line that says what the last step came to, always in its
//! place), the folder's page and the details' page; `evening_table.rs` draws the pairings and
//! the crosstable. Nothing on a page moves when a step is taken (issue 25): what a step says
//! has its line reserved above the page, and the buttons stand above the rows they add.

use eframe::egui;
use egui::RichText;

use super::evening_state::{EveningScreen, Page, PlayerRow};
use super::{Command, EveningCommand};
use crate::clock::Preset;
use crate::evening::System;
use crate::i18n::{Tr, args};

/// The setup screen's way in: "Club evening…", beside "Follow boards…".
pub fn start_screen_ui(ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
    ui.add_space(24.0);
    if ui.button(tr.t("evening-screen-start-button")).on_hover_text(tr.t("evening-screen-start-hint")).clicked() {
        commands.push(EveningCommand::Show.into());
    }
}

/// A text field named for the screen reader (and the tests) by `name`, `width` wide.
pub(super) fn field(ui: &mut egui::Ui, text: &mut String, name: &str, width: f32) -> egui::Response {
    // Sized, not only asked for: a grid's cell would otherwise keep its first frame's width.
    let size = egui::vec2(width, ui.spacing().interact_size.y);
    let response = ui.add_sized(size, egui::TextEdit::singleline(text).char_limit(crate::table::TEXT_LIMIT));
    let name = name.to_owned();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::TextInput, true, &name));
    response
}

/// The height kept for what the last step came to: two lines.
const SAID_HEIGHT: f32 = 44.0;

impl EveningScreen {
    /// Draws the evening's screens in the window's middle panel; `pin_set`: the arbiter's PIN
    /// is asked for a result by hand.
    pub fn evening_ui(&mut self, ui: &mut egui::Ui, tr: Tr, pin_set: bool, commands: &mut Vec<Command>) {
        egui::CentralPanel::default_margins().show(ui, |ui| self.column_ui(ui, tr, commands));
        self.by_hand_ui(ui.ctx(), tr, pin_set, commands);
    }

    /// The screens in a column in the middle of the window.
    fn column_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let width = ui.available_width().min(1800.0);
        let left = (ui.available_width() - width) / 2.0;
        let rect = egui::Rect::from_min_size(
            ui.cursor().min + egui::vec2(left, 8.0),
            egui::vec2(width, ui.available_height() - 8.0),
        );
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            self.heading_ui(ui, tr);
            self.pages_ui(ui, tr, commands);
            self.said_ui(ui, tr);
            ui.separator();
            egui::ScrollArea::both().auto_shrink([false, false]).show(ui, |ui| match self.page {
                Page::Folder => self.folder_ui(ui, tr, commands),
                Page::Details => self.details_ui(ui, tr, commands),
                Page::Pairings => self.pairings_ui(ui, tr, commands),
                Page::Crosstable => {
                    self.crosstable_ui(ui, tr);
                    ui.add_space(8.0);
                    super::evening_files::files_ui(ui, tr, commands);
                }
            });
        });
    }

    /// The evening's name, and its details in a line.
    fn heading_ui(&self, ui: &mut egui::Ui, tr: Tr) {
        let e = &self.evening;
        let name = if e.name.is_empty() { tr.t("evening-screen-heading") } else { e.name.clone() };
        ui.heading(RichText::new(name).size(24.0));
        let mut parts: Vec<String> = [&e.site, &e.start].into_iter().filter(|s| !s.is_empty()).cloned().collect();
        if !e.end.is_empty() && e.end != e.start {
            parts.push(format!("– {}", e.end));
        }
        if !e.arbiter.is_empty() {
            parts.push(tr.t_args("evening-screen-arbiter-is", &args([("name", e.arbiter.as_str().into())])));
        }
        if !e.time_control.is_empty() {
            parts.push(e.time_control.clone());
        }
        parts.push(system_name(tr, e.rules.system));
        if let Some(folder) = &self.folder {
            parts.push(tr.t_args("evening-screen-folder-is", &args([("folder", folder.display().to_string().into())])));
        }
        ui.label(parts.join(" · "));
    }

    /// The row of pages, and "Back to the setup screen" at its end.
    fn pages_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        ui.horizontal_wrapped(|ui| {
            let open = self.folder.is_some();
            for (page, id) in [
                (Page::Folder, "evening-screen-page-folder"),
                (Page::Details, "evening-screen-page-details"),
                (Page::Pairings, "evening-screen-page-pairings"),
                (Page::Crosstable, "evening-screen-page-crosstable"),
            ] {
                let enabled = open || page == Page::Folder;
                let tab = egui::Button::selectable(self.page == page, RichText::new(tr.t(id)).size(17.0));
                if ui.add_enabled(enabled, tab).clicked() {
                    self.page = page;
                }
            }
            ui.add_space(24.0);
            if ui.add_enabled(open, egui::Button::new(tr.t("evening-screen-reload"))).clicked() {
                commands.push(EveningCommand::Reload.into());
            }
            // The boards of the current round, live, in the organiser's view (its own window),
            // which follows the evening's round folders as they appear.
            if ui.add_enabled(open, egui::Button::new(tr.t("evening-screen-follow"))).clicked()
                && let Some(folder) = &self.folder
            {
                commands.push(super::AppCommand::FollowBoards(folder.clone()).into());
            }
            if ui.button(tr.t("evening-screen-leave")).clicked() {
                commands.push(EveningCommand::Leave.into());
            }
        });
    }

    /// What the last step came to, on its two lines, kept whether there is something or not.
    fn said_ui(&self, ui: &mut egui::Ui, tr: Tr) {
        let size = egui::vec2(ui.available_width(), SAID_HEIGHT);
        ui.allocate_ui_with_layout(size, egui::Layout::top_down(egui::Align::Min), |ui| {
            ui.set_min_size(size);
            if let Some(said) = &self.said {
                let colour = if said.is_problem() { ui.visuals().error_fg_color } else { ui.visuals().text_color() };
                ui.add(egui::Label::new(RichText::new(said.text(tr)).color(colour)).wrap());
            }
        });
    }

    /// The folder: typed, or chosen in the system's dialog, then opened.
    fn folder_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        ui.label(tr.t("evening-screen-folder-note"));
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr.t("evening-screen-folder"));
            let text = egui::TextEdit::singleline(&mut self.folder_typed).hint_text(tr.t("evening-screen-folder-hint"));
            let width = (ui.available_width() - 24.0).clamp(160.0, 520.0);
            let response = ui.add(text.desired_width(width)).labelled_by(label.id);
            let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if ui.button(tr.t("evening-screen-choose")).clicked() {
                commands.push(EveningCommand::ChooseFolder.into());
            }
            let typed = self.folder_typed.trim();
            if ui.add_enabled(!typed.is_empty(), egui::Button::new(tr.t("evening-screen-open"))).clicked()
                || (entered && !typed.is_empty())
            {
                commands.push(EveningCommand::OpenFolder(typed.into()).into());
            }
        });
    }

    /// The evening's details, then "Save" with the buttons that add and take away a player,
    /// then a row a player.
    fn details_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let f = &mut self.form;
        egui::Grid::new("evening details").num_columns(4).spacing([12.0, 6.0]).show(ui, |ui| {
            for (row, pair) in [
                [("evening-screen-name", &mut f.text.name), ("evening-screen-site", &mut f.text.site)],
                [("evening-screen-start", &mut f.text.start), ("evening-screen-end", &mut f.text.end)],
                [
                    ("evening-screen-arbiter", &mut f.text.arbiter),
                    ("evening-screen-federation", &mut f.text.federation),
                ],
            ]
            .into_iter()
            .enumerate()
            {
                for (id, text) in pair {
                    let label = ui.label(tr.t(id));
                    // The dates' form, as each language spells it (AAAA/MM/DD).
                    let hint = if row == 1 { tr.t("evening-screen-date-hint") } else { String::new() };
                    let width = if row == 0 { 320.0 } else { 200.0 };
                    let edit = egui::TextEdit::singleline(text).char_limit(crate::table::TEXT_LIMIT).hint_text(hint);
                    ui.add(edit.desired_width(width)).labelled_by(label.id);
                }
                ui.end_row();
            }
            ui.label(tr.t("evening-screen-control"));
            control_ui(ui, tr, &mut f.control);
            ui.label(tr.t("evening-screen-system"));
            ui.horizontal(|ui| {
                for system in [System::RoundRobin, System::Swiss] {
                    ui.radio_value(&mut f.system, system, system_name(tr, system));
                }
            });
            ui.end_row();
            let label = ui.label(tr.t("evening-screen-rounds"));
            ui.add(egui::DragValue::new(&mut f.rounds).range(1..=30)).labelled_by(label.id);
            ui.end_row();
        });
        ui.add_space(10.0);
        let paired = !self.evening.rounds.is_empty();
        ui.horizontal_wrapped(|ui| {
            if ui.button(RichText::new(tr.t("evening-screen-save")).size(18.0)).clicked() {
                commands.push(EveningCommand::SaveDetails.into());
            }
            ui.add_space(16.0);
            ui.add_enabled_ui(!paired, |ui| {
                if ui.button(tr.t("evening-screen-add-player")).clicked() {
                    f.players.push(PlayerRow::default());
                }
                if ui
                    .add_enabled(f.players.len() > 2, egui::Button::new(tr.t("evening-screen-remove-player")))
                    .clicked()
                {
                    f.players.pop();
                }
            });
            if paired {
                ui.label(RichText::new(tr.t("evening-screen-players-fixed")).weak());
            }
        });
        ui.add_space(6.0);
        players_ui(ui, tr, &mut f.players);
    }
}

/// The system's name.
pub(super) fn system_name(tr: Tr, system: System) -> String {
    tr.t(match system {
        System::RoundRobin => "evening-screen-round-robin",
        System::Swiss => "evening-screen-swiss",
    })
}

/// The time control: one of the presets, named by its PGN tag (the same in every language).
fn control_ui(ui: &mut egui::Ui, tr: Tr, control: &mut Option<Preset>) {
    let tag = |p: Option<Preset>| p.map_or_else(|| tr.t("evening-screen-control-none"), |p| p.control().to_string());
    let response = egui::ComboBox::from_id_salt("evening control")
        .selected_text(tag(*control))
        .width(220.0)
        .show_ui(ui, |ui| {
            ui.selectable_value(control, None, tag(None));
            for preset in Preset::ALL {
                ui.selectable_value(control, Some(preset), tag(Some(preset)));
            }
        })
        .response;
    super::layout::choice_said(response, &tag(*control));
}

/// A row a player: the starting number, the name, rating, title, federation and FIDE ID, each
/// field named for the screen reader with the player's number.
fn players_ui(ui: &mut egui::Ui, tr: Tr, players: &mut [PlayerRow]) {
    let heads = [
        "evening-screen-player-name",
        "evening-screen-rating",
        "evening-screen-title",
        "evening-screen-player-federation",
        "evening-screen-fide-id",
    ];
    egui::Grid::new("evening players").num_columns(6).spacing([10.0, 4.0]).show(ui, |ui| {
        ui.label(RichText::new(tr.t("evening-screen-number")).strong());
        for id in heads {
            ui.label(RichText::new(tr.t(id)).strong());
        }
        ui.end_row();
        for (n, row) in (1u32..).zip(players.iter_mut()) {
            ui.label(n.to_string());
            let fields = [(&mut row.name, 300.0), (&mut row.rating, 60.0), (&mut row.title, 60.0)];
            let more = [(&mut row.federation, 60.0), (&mut row.fide_id, 110.0)];
            for ((text, width), id) in
                fields.into_iter().chain(more).zip(["name", "rating", "title", "federation", "fide-id"])
            {
                let name =
                    tr.t_args("evening-screen-player-field", &args([("player", n.into()), ("field", id.into())]));
                field(ui, text, &name, width);
            }
            ui.end_row();
        }
    });
}
