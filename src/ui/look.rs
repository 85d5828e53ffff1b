//! The window's look: its fonts, its style and its icon.

use std::sync::Arc;

use eframe::egui;

use super::{board, palette};

pub(crate) fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        "DejaVuSans".to_owned(),
        Arc::new(egui::FontData::from_static(include_bytes!("../../assets/fonts/DejaVuSans.ttf"))),
    );
    fonts.families.insert(egui::FontFamily::Name(board::PIECES.into()), vec!["DejaVuSans".to_owned()]);
    // Also a fallback for text, for any letter the default font lacks.
    fonts.families.entry(egui::FontFamily::Proportional).or_default().push("DejaVuSans".to_owned());
    // And for the scoresheet's monospace cells, which show figurines (♘f3) when asked to.
    fonts.families.entry(egui::FontFamily::Monospace).or_default().push("DejaVuSans".to_owned());
    ctx.set_fonts(fonts);
}

/// Larger type than egui's default: the app is read from a chair, not a desk.
pub fn style(ctx: &egui::Context) {
    ctx.set_theme(egui::Theme::Light);
    ctx.all_styles_mut(|style| {
        use egui::{FontFamily, FontId, TextStyle};
        style.text_styles = [
            (TextStyle::Heading, FontId::new(26.0, FontFamily::Proportional)),
            (TextStyle::Body, FontId::new(16.0, FontFamily::Proportional)),
            (TextStyle::Button, FontId::new(16.0, FontFamily::Proportional)),
            (TextStyle::Small, FontId::new(12.0, FontFamily::Proportional)),
            (TextStyle::Monospace, FontId::new(15.0, FontFamily::Monospace)),
        ]
        .into();
        style.spacing.button_padding = egui::vec2(10.0, 5.0);
        style.spacing.item_spacing = egui::vec2(8.0, 7.0);
        // The window's clear colour is the background; panels paint none of their own. Without a
        // GPU every painted pixel costs CPU (software GL), and the panels' backgrounds would
        // paint the whole window a second time each frame.
        style.visuals.panel_fill = egui::Color32::TRANSPARENT;
    });
}

/// The background behind every panel (see [`style`]), in the normal look.
pub const BACKGROUND: egui::Color32 = palette::Palette::NORMAL.background;

/// The window's icon: the app's icon for the desktop (`packaging/linux/icons`), 256 pixels
/// square, built into the program so that it shows wherever the program is run from. `None`
/// only if the picture could not be read (the window then has the system's default).
pub fn window_icon() -> Option<egui::IconData> {
    let png = include_bytes!("../../packaging/linux/icons/hicolor/256x256/apps/io.github.escaque.Escaque.png");
    eframe::icon_data::from_png_bytes(png).ok()
}
