//! The banners across the board's side: an offer to answer, a request or claim waiting for
//! the arbiter, a ruling or refusal just made.

use eframe::egui;
use egui::Vec2;
use shakmaty::Color;

use super::game_screen::{GameScreen, RULING_SHOWN, in_play};
use super::{ArbiterCommand, Command, PlayCommand};
use crate::i18n::{Tr, args, describe, side as side_arg};
use crate::laws::{Article, Millis, Pending, Ruling};
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
                live: None,
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
            // The claimant reads that it waits; the arbiter rules from the status line's bar.
            let fill = egui::Color32::from_rgb(0x6A, 0x3D, 0x9A);
            banners.push(Banner {
                text,
                fill,
                turned: towards(Some(by)),
                answers: Vec::new(),
                accessible: true,
                live: None,
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
                live: None,
            });
        }
        banners
    }

    /// The arbiter's rulings on what waits for them, as a banner's answers: where an arbiter is
    /// present, or a claim was referred to one (Guidelines III.5, III.6).
    pub(super) fn rulings(&self, tr: Tr, pending: Pending) -> Vec<Answer> {
        let table = self.table();
        let referred = matches!(pending, Pending::Referred { .. });
        if !(referred || table.setup().arbiter_present) {
            return Vec::new();
        }
        let ids: &[(&str, Ruling)] = match pending {
            Pending::Referred { .. } => &[("arbiter-uphold", Ruling::Draw), ("arbiter-not-uphold", Ruling::Reject)],
            Pending::Increment { .. } => &[
                ("arbiter-grant-increment", Ruling::GrantIncrement),
                ("arbiter-refuse-increment", Ruling::RefuseIncrement),
            ],
            Pending::Claim { .. } => &[
                ("arbiter-claim-draw", Ruling::Draw),
                ("arbiter-postpone", Ruling::Postpone),
                ("arbiter-postpone-without-time", Ruling::PostponeWithoutTime),
                ("arbiter-reject", Ruling::Reject),
            ],
            Pending::Postponed { .. } => &[("arbiter-decide-now", Ruling::Draw), ("arbiter-dismiss", Ruling::Reject)],
        };
        ids.iter().map(|(id, ruling)| (tr.t(id), tr.t(id), ArbiterCommand::Rule(*ruling).into())).collect()
    }
}

/// A banner's button: what it shows, its accessible name, and its command.
pub(super) type Answer = (String, String, Command);

/// A message beside the board that cannot be missed, with the answers it waits for.
pub(super) struct Banner {
    pub(super) text: String,
    pub(super) fill: egui::Color32,
    /// Turned half a turn, for the player across the table.
    pub(super) turned: bool,
    pub(super) answers: Vec<Answer>,
    /// Its text is in the accessibility tree; a ruling's is not, as the status line already
    /// says it.
    pub(super) accessible: bool,
    /// Said by a screen reader as soon as it appears (a problem), not only when asked.
    pub(super) live: Option<egui::accesskit::Live>,
}

/// The room left and right of a banner's content, and above and below.
const MARGIN: Vec2 = Vec2::new(12.0, 4.0);
/// The sizes a banner's text may take, the largest first: the largest that fits is used.
const SIZES: [f32; 6] = [22.0, 20.0, 18.0, 16.0, 14.0, 12.0];

/// Draws `banners` side by side in `strip`, each as wide as its share, the strip's place kept
/// whether there are banners or not.
pub(super) fn strip_ui(ui: &mut egui::Ui, strip: egui::Rect, banners: &[Banner], commands: &mut Vec<Command>) {
    if banners.is_empty() {
        return;
    }
    let gap = 6.0;
    let width = (strip.width() - gap * (banners.len() - 1) as f32) / banners.len() as f32;
    // The far player reads from the other side: their first banner is on the right.
    for (i, banner) in banners.iter().enumerate() {
        let slot = if banner.turned { banners.len() - 1 - i } else { i };
        let rect = egui::Rect::from_min_size(
            strip.min + Vec2::new(slot as f32 * (width + gap), 0.0),
            Vec2::new(width, strip.height()),
        );
        banner_ui(ui, rect, banner, commands);
    }
}

/// How a banner is laid out in its rect: the text's font and wrap width, the buttons' font, and
/// whether the buttons go beside the text or under it.
struct Fit {
    font: egui::FontId,
    wrap: f32,
    button_font: egui::FontId,
    below: bool,
}

/// The largest text that lets `banner` fit `size`, its buttons beside the text if there is room,
/// else under it.
fn fit(ui: &egui::Ui, banner: &Banner, size: Vec2) -> Fit {
    let inner = size - 2.0 * MARGIN;
    let spacing = ui.spacing().item_spacing.x;
    let mut last = None;
    for px in SIZES {
        let font = egui::FontId::proportional(px);
        let button_font = egui::FontId::proportional(px.min(18.0));
        let buttons: f32 = banner
            .answers
            .iter()
            .map(|(label, ..)| super::turned::button_width(ui, label, button_font.clone()) + spacing)
            .sum();
        let height =
            |wrap: f32| ui.painter().layout(banner.text.clone(), font.clone(), egui::Color32::WHITE, wrap).size().y;
        let beside = inner.x - buttons;
        if beside >= 120.0 && height(beside) <= inner.y {
            return Fit { font, wrap: beside, button_font, below: false };
        }
        let row = px.min(18.0) + 2.0 * ui.spacing().button_padding.y + 2.0;
        if !banner.answers.is_empty() && buttons <= inner.x && height(inner.x) + row <= inner.y {
            return Fit { font, wrap: inner.x, button_font, below: true };
        }
        last = Some(Fit {
            font,
            wrap: if banner.answers.is_empty() { inner.x } else { beside.max(120.0) },
            button_font,
            below: false,
        });
    }
    last.expect("a size was tried")
}

/// The largest of `sizes` in which `text`, wrapped, fits `size` (the smallest if none does).
pub(super) fn fitting_font(ui: &egui::Ui, text: &str, size: Vec2, sizes: &[f32]) -> egui::FontId {
    let fits = |px: f32| {
        ui.painter().layout(text.to_owned(), egui::FontId::proportional(px), egui::Color32::WHITE, size.x).size().y
            <= size.y
    };
    let px = sizes.iter().copied().find(|&px| fits(px)).or(sizes.last().copied()).unwrap_or(14.0);
    egui::FontId::proportional(px)
}

/// Draws `banner` filling `rect`; its buttons' commands go to `commands`.
fn banner_ui(ui: &mut egui::Ui, rect: egui::Rect, banner: &Banner, commands: &mut Vec<Command>) {
    let Fit { font, wrap, button_font, below } = fit(ui, banner, rect.size());
    ui.painter().rect_filled(rect, 8.0, banner.fill);
    let inner = rect.shrink2(MARGIN);
    let row = if banner.turned {
        egui::Layout::right_to_left(egui::Align::Center)
    } else {
        egui::Layout::left_to_right(egui::Align::Center)
    };
    let text_ui = |ui: &mut egui::Ui| {
        let response = super::turned::label(
            ui,
            &banner.text,
            font.clone(),
            egui::Color32::WHITE,
            wrap,
            banner.turned,
            banner.accessible,
        );
        if let Some(live) = banner.live {
            ui.ctx().accesskit_node_builder(response.id, |node| node.set_live(live));
        }
    };
    let buttons_ui = |ui: &mut egui::Ui, commands: &mut Vec<Command>| {
        for (label, name, command) in &banner.answers {
            if super::turned::button_with_font(ui, label, name, true, banner.turned, button_font.clone()).clicked() {
                commands.push(command.clone());
            }
        }
    };
    if !below {
        ui.scope_builder(egui::UiBuilder::new().max_rect(inner).layout(row), |ui| {
            text_ui(ui);
            buttons_ui(ui, commands);
        });
        return;
    }
    // The text, then the buttons under it as its reader sees it (above it, turned).
    let button_row = button_font.size + 2.0 * ui.spacing().button_padding.y + 2.0;
    let (text_rect, buttons_rect) = if banner.turned {
        let (b, t) = inner.split_top_bottom_at_y(inner.min.y + button_row);
        (t, b)
    } else {
        inner.split_top_bottom_at_y(inner.max.y - button_row)
    };
    ui.scope_builder(egui::UiBuilder::new().max_rect(text_rect).layout(row), text_ui);
    ui.scope_builder(egui::UiBuilder::new().max_rect(buttons_rect).layout(row), |ui| buttons_ui(ui, commands));
}
