//! The game screen's dialogs: the promotion picker, the resignation and stop questions, the
//! result and the signing.

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::arbiter_panel::{self};
use super::board::{self};
use super::game_screen::GameScreen;
use super::{AppCommand, Command, PlayCommand, RecordCommand};
use crate::i18n::{Tr, args, describe, side as side_arg};
use crate::laws::{Article, Status};

impl GameScreen {
    pub(super) fn modals_ui(
        &mut self,
        ui: &mut egui::Ui,
        tr: Tr,
        face_to_face: bool,
        far: Color,
        commands: &mut Vec<Command>,
    ) {
        let ctx = ui.ctx().clone();
        arbiter_panel::modals_ui(&ctx, tr, &mut self.desk, commands);
        if self.promotion.is_some() {
            let colour = self.table().game().turn();
            let wooden = self.wooden();
            let touch_move = self.table().setup().touch_move;
            super::keyboard::dialog("promotion", tr.t("promotion-heading")).show(&ctx, |ui| {
                // Face to face, the choice faces the player promoting.
                let turned = face_to_face && colour == far;
                if let Some(choice) = board::promotion_ui(ui, tr, colour, touch_move, turned) {
                    commands.push(PlayCommand::Promote(choice).into());
                }
                // A hand can leave the pawn on the last rank with no new piece (7.5.2).
                if wooden && dialog_button(ui, &tr.t("promotion-nothing"), turned) {
                    commands.push(PlayCommand::PromoteNothing.into());
                }
            });
        }
        if let Some(side) = self.confirm_resign {
            // Face to face, the question faces the player who asked it.
            let turned = face_to_face && side == far;
            let title = tr.t_args("resign-heading", &args([("side", side_arg(side))]));
            let note = tr.t_args("resign-note", &args([("article", tr.article(Article::RESIGNATION).into())]));
            super::keyboard::dialog("resign", title.clone()).show(&ctx, |ui| {
                // Read from across the table, the first line is at the screen's bottom.
                let mut parts: Vec<Part> = vec![
                    Box::new(|ui: &mut egui::Ui| text(ui, &title, 26.0, turned, true)),
                    Box::new(|ui: &mut egui::Ui| text(ui, &note, 16.0, turned, true)),
                    Box::new(|ui: &mut egui::Ui| {
                        // In the order its reader reads them: from the right, turned.
                        let mut answers =
                            [("resign-yes", PlayCommand::Resign(side)), ("resign-no", PlayCommand::CancelResign)];
                        if turned {
                            answers.reverse();
                        }
                        ui.horizontal(|ui| {
                            for (id, command) in answers.clone() {
                                if dialog_button(ui, &tr.t(id), turned) {
                                    commands.push(command.into());
                                }
                            }
                        });
                    }),
                ];
                reading(ui, turned, &mut parts);
            });
        }
        if self.confirm_abort {
            super::keyboard::dialog("abort", tr.t("abort-title")).show(&ctx, |ui| {
                ui.heading(tr.t("abort-title"));
                ui.label(tr.t("abort-body"));
                // Each player agrees for themselves: one click cannot stop the other's game.
                for (agreed, side) in self.abort_agreed.iter_mut().zip(Color::ALL) {
                    ui.checkbox(agreed, tr.t_args("abort-agree", &args([("side", side_arg(side))])));
                }
                let both = self.abort_agreed.iter().all(|&a| a);
                ui.horizontal(|ui| {
                    if ui.add_enabled(both, egui::Button::new(tr.t("abort-confirm"))).clicked() {
                        commands.push(PlayCommand::Abort.into());
                    }
                    if ui.button(tr.t("abort-cancel")).clicked() {
                        commands.push(PlayCommand::CancelAbort.into());
                    }
                });
            });
        }
        if self.signing.is_some() {
            let analysing = self.analysing();
            let mut signing = self.signing.take();
            if let Some(signing) = signing.as_mut() {
                signing.far = face_to_face.then_some(far);
                super::keyboard::dialog("signing", tr.t("sign-heading"))
                    .show(&ctx, |ui| signing.signing_ui(ui, tr, analysing, commands));
            }
            self.signing = signing;
        } else if let Status::Ended(ending) = self.table().game().status()
            && !self.result_closed
        {
            self.result_ui(&ctx, tr, &ending, face_to_face, commands);
        }
    }

    /// The result (8.7): what it is, why, and the way on (sign, the next game, a look at the
    /// board). Face to face, the far player reads it too: its words again above, turned to them.
    fn result_ui(
        &self,
        ctx: &egui::Context,
        tr: Tr,
        ending: &crate::laws::Ending,
        face_to_face: bool,
        commands: &mut Vec<Command>,
    ) {
        let title = describe::result_dialog_title(tr, ending);
        let result = describe::result_title(tr, ending);
        let reason = describe::ending_reason(tr, ending);
        super::keyboard::dialog("result", title).show(ctx, |ui| {
            if face_to_face {
                // The far player's copy, turned to them.
                let mut parts: Vec<Part> = vec![
                    Box::new(|ui: &mut egui::Ui| text(ui, &result, 40.0, true, true)),
                    Box::new(|ui: &mut egui::Ui| text(ui, &reason, 18.0, true, true)),
                ];
                reading(ui, true, &mut parts);
                ui.separator();
            }
            ui.heading(RichText::new(result.clone()).size(40.0));
            ui.label(RichText::new(reason.clone()).size(18.0));
            ui.add_space(8.0);
            ui.label(tr.t_args("result-sign", &args([("article", tr.article(Article::SCORESHEETS_SIGNED).into())])));
            ui.horizontal(|ui| {
                if ui.button(tr.t("sign-open")).clicked() {
                    commands.push(RecordCommand::OpenSigning.into());
                }
                if ui.button(tr.t(super::signing::after_game_label(self.in_series))).clicked() {
                    commands.push(AppCommand::NewGame.into());
                }
                if ui.button(tr.t("result-look")).clicked() {
                    commands.push(RecordCommand::CloseResult.into());
                }
            });
        });
    }
}

/// A dialog's lines in the order its reader reads them: top down, or, for the player across
/// the table (`turned`), from the screen's bottom up and from its right.
fn reading(ui: &mut egui::Ui, turned: bool, parts: &mut [Part<'_>]) {
    if turned {
        parts.reverse();
    }
    // Left-aligned either way: a dialog sizes itself to what it holds, and a line aligned to
    // the right would stretch it across the window.
    for part in parts.iter_mut() {
        part(ui);
    }
}

/// One line of a dialog, drawn into the `Ui` it is given.
type Part<'a> = Box<dyn FnMut(&mut egui::Ui) + 'a>;

/// The widest a dialog's line is before it wraps.
const DIALOG_WIDTH: f32 = 440.0;

/// A line of a dialog, `size` px, turned half a turn when `turned`.
fn text(ui: &mut egui::Ui, line: &str, size: f32, turned: bool, accessible: bool) {
    let colour = ui.visuals().text_color();
    super::turned::label(ui, line, egui::FontId::proportional(size), colour, DIALOG_WIDTH, turned, accessible);
}

/// A dialog's button, at least 40 px high, turned half a turn when `turned`.
fn dialog_button(ui: &mut egui::Ui, label: &str, turned: bool) -> bool {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let min = egui::Vec2::new(0.0, super::game_layout::BUTTON);
    super::turned::button_sized(ui, label, label, true, turned, font, min, f32::INFINITY).clicked()
}
