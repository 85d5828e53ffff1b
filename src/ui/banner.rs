//! The banners across the board's side: an offer to answer, a request or claim waiting for
//! the arbiter, a ruling or refusal just made.

use eframe::egui;
use egui::Vec2;
use shakmaty::Color;

use super::game_screen::{GameScreen, RULING_SHOWN, in_play};
use super::{Command, PlayCommand};
use crate::i18n::{Tr, args, describe, side as side_arg};
use crate::laws::{Article, Millis, Pending};
use crate::table::Notice;

impl GameScreen {
    /// What the banner across the board's side shows now: a standing draw offer until it is
    /// answered (with the answers), a request or claim until the arbiter rules, and a ruling or
    /// refusal for [`RULING_SHOWN`] after it was made. Face to face, each is turned to the far
    /// player when it is theirs to read.
    pub(super) fn banners(&self, tr: Tr, now: Millis, face_to_face: bool, far: Color) -> Vec<Banner> {
        let table = self.table();
        let game = table.game();
        let towards = |side: Option<Color>| face_to_face && side == Some(far);
        let mut banners = Vec::new();
        if let Some(by) = game.standing_offer()
            && in_play(game.status())
        {
            let answer = |id: &str, command: PlayCommand| {
                (tr.t(id), tr.t_args(&format!("{id}-name"), &args([("side", side_arg(!by))])), command.into())
            };
            banners.push(Banner {
                text: tr.t_args(
                    "banner-draw-offer",
                    &args([
                        ("side", side_arg(by)),
                        ("opponent", side_arg(!by)),
                        ("article", tr.article(Article::DRAW_OFFER).into()),
                    ]),
                ),
                fill: egui::Color32::from_rgb(0x1F, 0x4E, 0x9A),
                // Turned to the player who must answer.
                turned: towards(Some(!by)),
                answers: vec![
                    answer("action-accept-draw", PlayCommand::AcceptDraw(!by)),
                    answer("action-decline-draw", PlayCommand::DeclineDraw(!by)),
                ],
                accessible: true,
            });
        }
        if let Some(pending) = table.pending()
            && let Some(text) = describe::notice(tr, &Notice::AwaitingArbiter(pending))
        {
            let by = match pending {
                Pending::Increment { by }
                | Pending::Claim { by }
                | Pending::Postponed { by }
                | Pending::Referred { by, .. } => by,
            };
            banners.push(Banner {
                text,
                fill: egui::Color32::from_rgb(0x6A, 0x3D, 0x9A),
                turned: towards(Some(by)),
                answers: Vec::new(),
                accessible: true,
            });
        }
        if let Some((at, whom)) = self.ruling
            && now < at + RULING_SHOWN
            && let Some(text) = self.status_line().filter(|t| !t.is_empty())
        {
            banners.push(Banner {
                text,
                fill: egui::Color32::from_rgb(0xA8, 0x3A, 0x10),
                turned: towards(whom),
                answers: Vec::new(),
                accessible: false,
            });
        }
        banners
    }
}

/// The height of a banner across the board's side.
const BANNER_HEIGHT: f32 = 60.0;

/// A message across the board's side that cannot be missed, with the answers it waits for.
pub(super) struct Banner {
    pub(super) text: String,
    pub(super) fill: egui::Color32,
    /// Turned half a turn, for the player across the table.
    pub(super) turned: bool,
    /// Buttons: what each shows, its accessible name, and its command.
    pub(super) answers: Vec<(String, String, Command)>,
    /// Its text is in the accessibility tree; a ruling's is not, as the status line already
    /// says it.
    pub(super) accessible: bool,
}

/// Draws `banner` across the width of `ui`; its buttons' commands go to `commands`.
pub(super) fn banner_ui(ui: &mut egui::Ui, banner: &Banner, commands: &mut Vec<Command>) {
    let (wrap, font, height) = banner_layout(ui, banner, ui.available_width());
    let (rect, _) = ui.allocate_exact_size(Vec2::new(ui.available_width(), height), egui::Sense::hover());
    ui.painter().rect_filled(rect, 8.0, banner.fill);
    let inner = rect.shrink2(Vec2::new(BANNER_MARGIN, 4.0));
    let layout = if banner.turned {
        egui::Layout::right_to_left(egui::Align::Center)
    } else {
        egui::Layout::left_to_right(egui::Align::Center)
    };
    ui.scope_builder(egui::UiBuilder::new().max_rect(inner).layout(layout), |ui| {
        super::turned::label(ui, &banner.text, font, egui::Color32::WHITE, wrap, banner.turned, banner.accessible);
        for (label, name, command) in &banner.answers {
            if super::turned::button_with_font(ui, label, name, true, banner.turned, BANNER_BUTTON_FONT).clicked() {
                commands.push(command.clone());
            }
        }
    });
}

/// The font of the banner's buttons.
const BANNER_BUTTON_FONT: egui::FontId = egui::FontId::new(20.0, egui::FontFamily::Proportional);
/// The room left and right of a banner's content.
const BANNER_MARGIN: f32 = 14.0;

/// How `banner` is laid out `width` wide: where its text wraps, its font, and the banner's
/// height (the text's lines and some room, at least [`BANNER_HEIGHT`]).
pub(super) fn banner_layout(ui: &egui::Ui, banner: &Banner, width: f32) -> (f32, egui::FontId, f32) {
    let padding = ui.spacing().button_padding.x * 2.0 + ui.spacing().item_spacing.x;
    let buttons: f32 = banner
        .answers
        .iter()
        .map(|(label, ..)| {
            ui.painter().layout_no_wrap(label.clone(), BANNER_BUTTON_FONT, egui::Color32::WHITE).size().x + padding
        })
        .sum();
    let wrap = (width - 2.0 * BANNER_MARGIN - buttons - ui.spacing().item_spacing.x).max(120.0);
    let font = egui::FontId::proportional(if banner.answers.is_empty() { 22.0 } else { 20.0 });
    let text = ui.painter().layout(banner.text.clone(), font.clone(), egui::Color32::WHITE, wrap);
    (wrap, font, (text.size().y + 20.0).max(BANNER_HEIGHT))
}
