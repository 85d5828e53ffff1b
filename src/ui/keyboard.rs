//! The keys, listed where they are used (issue 16): the toolbar's "Keyboard" menu says which
//! key does what, in the player's language, with the clock keys as the keyboard in use labels
//! them. The keys themselves are handled where their actions are: the board's cursor in
//! [`super::board`], the clock keys, F2, F5, F8 and F11 in the app ([`super::EscaqueApp`]), the move
//! field in the game screen.

use eframe::egui;
use shakmaty::{ByColor, Color};

use crate::i18n::{Tr, args, side};
use crate::laws::Article;
use crate::notation::Notation;

/// The lines of the keyboard's help, in `tr`'s language; `keycaps`: the players' clock keys.
pub fn keys_help(tr: Tr, keycaps: &ByColor<String>) -> Vec<String> {
    let key = |id: &str, key: &str| tr.t_args(id, &args([("key", key.to_owned().into())]));
    let example = Notation::letters(tr.lang()).format(
        &shakmaty::Chess::default(),
        shakmaty::Move::Normal {
            role: shakmaty::Role::Knight,
            from: shakmaty::Square::G1,
            capture: None,
            to: shakmaty::Square::F3,
            promotion: None,
        },
    );
    // Space picks up and presses only where it is not a clock key (the clock takes it first).
    let space = if keycaps.iter().any(|k| k.as_str() == "Space" || k.as_str() == " ") { "no" } else { "yes" };
    let mut lines = vec![
        tr.t("keys-tab"),
        tr.t("keys-arrows"),
        tr.t_args("keys-enter", &args([("space", space.into())])),
        tr.t_args("keys-escape", &args([("article", tr.article(Article::TOUCH_OWN_PIECE).into())])),
        tr.t_args("keys-typed", &args([("example", example.into())])),
    ];
    for colour in Color::ALL {
        lines.push(
            tr.t_args("keys-clock", &args([("key", keycaps.get(colour).clone().into()), ("side", side(colour))])),
        );
    }
    lines.push(tr.t_args("keys-buttons", &args([("space", space.into())])));
    lines.push(key("keys-arbiter", ARBITER_KEY.name()));
    lines.push(key("keys-speech", super::speech_ui::CLOCKS_KEY.name()));
    lines.push(key("keys-contrast", super::palette::HIGH_CONTRAST_KEY.name()));
    lines.push(key("keys-fullscreen", FULLSCREEN_KEY.name()));
    lines
}

/// The toolbar's "Keyboard" menu: every key and what it does.
pub fn keys_menu_ui(ui: &mut egui::Ui, tr: Tr, keycaps: &ByColor<String>) {
    ui.menu_button(tr.t("keys-menu"), |ui| {
        ui.set_max_width(520.0);
        for line in keys_help(tr, keycaps) {
            ui.label(line);
        }
    });
}

/// A modal dialog named `title` for a screen reader (a dialog node with that name), the
/// keyboard's Tab going round its buttons while it is open.
pub fn dialog(id: &str, title: String) -> egui::Modal {
    let id = egui::Id::unique(id);
    egui::Modal::new(id).area(egui::Modal::default_area(id).accessible_name(title))
}

/// The key that opens the arbiter's panel, like its button in the toolbar (named there).
pub const ARBITER_KEY: egui::Key = egui::Key::F2;

/// The key that fills the screen with the window or gives it back its frame, like the
/// toolbar's button (named there).
pub const FULLSCREEN_KEY: egui::Key = egui::Key::F11;
