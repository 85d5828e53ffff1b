//! The problems said once (a damaged settings file, a journal the disk refuses, a voice that
//! cannot speak): banners beside the board on the game screen, a line above the others.

use eframe::egui;

use super::command::{AppCommand, Command};
use super::{EscaqueApp, Problem, banner};
use crate::i18n::Tr;

/// The problems as banners beside the board, each with its "OK" (the game screen).
pub(super) fn problem_banners(tr: Tr, problems: &[Problem]) -> Vec<banner::Banner> {
    if problems.is_empty() {
        return Vec::new();
    }
    let ok = tr.t("problem-ok");
    problems
        .iter()
        .enumerate()
        .map(|(i, problem)| banner::Banner {
            text: problem.text(tr),
            fill: egui::Color32::from_rgb(0x8A, 0x4B, 0x00),
            turned: false,
            answers: vec![(ok.clone(), ok.clone(), AppCommand::DismissProblem(i).into())],
            accessible: true,
            // A screen reader says each problem at once, whatever it was saying (issue 16): a
            // player who cannot see the screen learns that the voice is unavailable, or that the
            // disk refuses the journal.
            live: Some(egui::accesskit::Live::Assertive),
        })
        .collect()
}

impl EscaqueApp {
    /// The problems in a line above a screen other than the game's, each with its "OK".
    pub(super) fn problems_ui(&self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        for (i, problem) in self.problems.iter().enumerate() {
            ui.horizontal_wrapped(|ui| {
                let line = ui.colored_label(ui.visuals().warn_fg_color, problem.text(tr));
                ui.ctx().accesskit_node_builder(line.id, |node| node.set_live(egui::accesskit::Live::Assertive));
                if ui.small_button(tr.t("problem-ok")).clicked() {
                    commands.push(AppCommand::DismissProblem(i).into());
                }
            });
        }
    }
}

