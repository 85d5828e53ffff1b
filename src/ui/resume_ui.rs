//! The screen offering an unfinished game found on start.

use super::scoresheet_ui;
use eframe::egui;

use shakmaty::Color;

use crate::i18n::{Tr, args};
use crate::table::Table;
use crate::table::journal::JournalError;
use crate::table::session::ClockRan;

use super::command::{AppCommand, Command};

/// Moves as players count them, from the move numbers the scoresheet shows: after 1. e4 e5
/// 2. Nf3 Nc6 3. Bb5, three (not five plies); after 1... e5 2. Nf3, two.
pub(super) fn moves_made(table: &Table) -> usize {
    let plies = table.game().plies().len();
    let black_first = usize::from(shakmaty::Position::turn(table.game().start()) == Color::Black);
    (plies + black_first).div_ceil(2)
}

pub(super) fn resume_ui(
    ui: &mut egui::Ui,
    tr: Tr,
    table: &Table,
    (damage, ran, unclean): (Option<&JournalError>, Option<&ClockRan>, bool),
    commands: &mut Vec<Command>,
) {
    ui.add_space(40.0);
    ui.vertical_centered(|ui| {
        let ended = table.game().status().ending();
        ui.heading(heading(tr, table));
        let setup = table.setup();
        let player = |name: &str, side: shakmaty::Color| {
            if name.is_empty() {
                tr.colour(side)
            } else {
                tr.t_args("player-with-colour", &args([("name", name.into()), ("side", crate::i18n::side(side))]))
            }
        };
        if let Some(event) = scoresheet_ui::event_line(tr, setup) {
            ui.label(event);
        }
        ui.label(tr.t_args(
            "resume-summary",
            &args([
                ("white", player(&setup.white, Color::White).into()),
                ("black", player(&setup.black, Color::Black).into()),
                ("moves", moves_made(table).into()),
            ]),
        ));
        match ended {
            Some(ending) => ui.label(tr.t_args(
                "resume-unsigned-note",
                &args([("ending", crate::i18n::describe::ending(tr, &ending).into())]),
            )),
            None if table.is_adjourned() => {
                ui.label(tr.t("resume-note"));
                // Guidelines I: say so before the player resumes, not only on the envelope's screen.
                let article = tr.article(crate::laws::Article::ENVELOPE);
                ui.label(tr.t_args("resume-adjourned", &args([("article", article.into())])))
            }
            None if table.adjournment().is_some() => {
                // Called (I.1.1), the move not sealed yet when the app stopped.
                ui.label(tr.t("resume-note"));
                let article = tr.article(crate::laws::Article::ADJOURNMENT);
                ui.label(tr.t_args("resume-adjourn-called", &args([("article", article.into())])))
            }
            None => ui.label(tr.t("resume-note")),
        };
        // The time the clock ran after the last entry, kept by the journal's marks: charged to
        // that player when the game is resumed, and said before.
        if let Some(ran) = ran {
            // In whole seconds, to the nearest (the time said as a clock face would show it
            // would round 10.001 s up to 11).
            let time = crate::i18n::speech::time(tr, ((ran.time + 500) / 1_000).max(1) * 1_000);
            ui.label(
                tr.t_args("resume-clock-ran", &args([("side", crate::i18n::side(ran.side)), ("time", time.into())])),
            );
        }
        // A crash, a kill or a lost power: said, and the restart goes on the record (issue 28).
        if unclean {
            ui.label(tr.t("resume-unclean"));
        }
        if let Some(damage) = damage {
            let problem = crate::i18n::describe::journal_error(tr, damage);
            ui.colored_label(
                ui.visuals().warn_fg_color,
                tr.t_args("resume-damaged", &args([("problem", problem.into())])),
            );
        }
        ui.add_space(20.0);
        let (resume, discard) =
            if ended.is_some() { ("resume-sign", "resume-set-aside") } else { ("resume-button", "resume-discard") };
        if ui.button(tr.t(resume)).clicked() {
            commands.push(AppCommand::ResumeGame.into());
        }
        if ui.button(tr.t(discard)).clicked() {
            commands.push(AppCommand::DiscardUnfinished.into());
        }
    });
}

/// The resume screen's heading: a game to go on with, or one that ended and was not signed.
pub(super) fn heading(tr: Tr, table: &Table) -> String {
    let ended = table.game().status().ending().is_some();
    tr.t(if ended { "resume-unsigned-heading" } else { "resume-heading" })
}
