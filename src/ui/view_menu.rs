//! The "View" menu: the look of the window ([`super::palette`]) as a player changes it, each
//! choice one [`SettingsCommand`].

use eframe::egui;

use super::command::{Command, SettingsCommand};
use super::palette::HIGH_CONTRAST_KEY;
use crate::i18n::{Tr, args};
use crate::platform::settings::{Layout, PrintSize, Settings};

/// The "View" menu: high contrast (with its key), the size of the clocks and coordinates, and
/// where the players sit (chosen before the game too: issue 25). In the game's toolbar and on
/// the setup screen.
pub fn view_menu_ui(ui: &mut egui::Ui, tr: Tr, settings: &Settings, commands: &mut Vec<Command>) {
    ui.menu_button(tr.t("view-menu"), |ui| {
        let label = tr.t_args("view-high-contrast", &args([("key", HIGH_CONTRAST_KEY.name().into())]));
        let mut high_contrast = settings.high_contrast;
        if ui.checkbox(&mut high_contrast, label).clicked() {
            commands.push(SettingsCommand::ToggleHighContrast.into());
        }
        ui.separator();
        ui.label(tr.t("view-size"));
        for (size, id) in [
            (PrintSize::Normal, "view-size-normal"),
            (PrintSize::Large, "view-size-large"),
            (PrintSize::Largest, "view-size-largest"),
        ] {
            if ui.radio(settings.print_size == size, tr.t(id)).clicked() && settings.print_size != size {
                commands.push(SettingsCommand::SetPrintSize(size).into());
            }
        }
        ui.separator();
        ui.label(tr.t("view-seating"));
        for (layout, id) in
            [(Layout::SideBySide, "view-seating-side-by-side"), (Layout::FaceToFace, "view-seating-face-to-face")]
        {
            if ui.radio(settings.layout == layout, tr.t(id)).clicked() && settings.layout != layout {
                commands.push(SettingsCommand::SetLayout(layout).into());
            }
        }
    });
}
