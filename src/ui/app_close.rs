//! Closing the window during a game: the players are asked first.

use eframe::egui;

use super::setup_screen::SetupForm;
use crate::laws::Millis;
use super::{EscaqueApp, Screen, keyboard};

impl EscaqueApp {
    /// The window asked to close while a game is in play (the system's close button, a key):
    /// nothing is lost (the journal has every move and the game is offered at the next start),
    /// but a hand that slipped should not end an evening's game, so the players are asked.
    pub(super) fn close_ui(&mut self, ctx: &egui::Context) {
        let in_play = match &self.screen {
            Screen::Game(game) => game.table().game().status().ending().is_none(),
            Screen::Setup(_) | Screen::Resume(_) | Screen::Series(_) | Screen::Evening(_) => false,
        };
        if in_play && ctx.input(|i| i.viewport().close_requested()) && !self.confirm_close {
            ctx.send_viewport_cmd(egui::ViewportCommand::CancelClose);
            self.confirm_close = true;
        }
        if !self.confirm_close {
            return;
        }
        let tr = self.tr();
        let now = self.config.time.now();
        keyboard::dialog("close", tr.t("close-heading")).show(ctx, |ui| {
            ui.heading(tr.t("close-heading"));
            ui.label(tr.t("close-body"));
            ui.horizontal(|ui| {
                if ui.button(tr.t("close-yes")).clicked() {
                    self.close_game(now);
                    ctx.send_viewport_cmd(egui::ViewportCommand::Close);
                    // Asked once: the close it sends is let through.
                    self.screen = Screen::Setup(Box::new(SetupForm::new(&self.settings.setup, false)));
                    self.confirm_close = false;
                }
                if ui.button(tr.t("close-no")).clicked() {
                    self.confirm_close = false;
                }
            });
        });
    }

    /// The window closes as it should with a game on the screen (confirmed in play, or with
    /// nothing to ask): a running clock is stopped in the journal and the closing mark written,
    /// so the next start knows the end was clean (issue 28). A refused write loses nothing:
    /// the next start counts the end as unclean and marks it.
    pub(super) fn close_game(&mut self, now: Millis) {
        if let Screen::Game(game) = &mut self.screen {
            let _ = game.session.close(now);
        }
    }
}
