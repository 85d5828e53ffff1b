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
    pub(super) fn modals_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        let ctx = ui.ctx().clone();
        arbiter_panel::modals_ui(&ctx, tr, &mut self.desk, commands);
        if self.promotion.is_some() {
            let colour = self.table().game().turn();
            let wooden = self.wooden();
            let touch_move = self.table().setup().touch_move;
            super::keyboard::dialog("promotion", tr.t("promotion-heading")).show(&ctx, |ui| {
                if let Some(choice) = board::promotion_ui(ui, tr, colour, touch_move) {
                    commands.push(PlayCommand::Promote(choice).into());
                }
                // A hand can leave the pawn on the last rank with no new piece (7.5.2).
                if wooden && ui.button(tr.t("promotion-nothing")).clicked() {
                    commands.push(PlayCommand::PromoteNothing.into());
                }
            });
        }
        if let Some(side) = self.confirm_resign {
            let title = tr.t_args("resign-heading", &args([("side", side_arg(side))]));
            super::keyboard::dialog("resign", title.clone()).show(&ctx, |ui| {
                ui.heading(title);
                ui.label(tr.t_args("resign-note", &args([("article", tr.article(Article::RESIGNATION).into())])));
                ui.horizontal(|ui| {
                    if ui.button(tr.t("resign-yes")).clicked() {
                        commands.push(PlayCommand::Resign(side).into());
                    }
                    if ui.button(tr.t("resign-no")).clicked() {
                        commands.push(PlayCommand::CancelResign.into());
                    }
                });
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
                super::keyboard::dialog("signing", tr.t("sign-heading"))
                    .show(&ctx, |ui| signing.signing_ui(ui, tr, analysing, commands));
            }
            self.signing = signing;
        } else if let Status::Ended(ending) = self.table().game().status()
            && !self.result_closed
        {
            let title = tr.t_args("dialog-result", &args([("result", describe::result(ending.result).into())]));
            super::keyboard::dialog("result", title).show(&ctx, |ui| {
                ui.heading(RichText::new(describe::result(ending.result)).size(40.0));
                ui.label(RichText::new(describe::ending_reason(tr, &ending)).size(18.0));
                ui.add_space(8.0);
                ui.label(
                    tr.t_args("result-sign", &args([("article", tr.article(Article::SCORESHEETS_SIGNED).into())])),
                );
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
}
