//! The series' part of the setup form (issue 17): its details as typed, drawn folded under the
//! players until opened. What a series does with them is [`super::series_ui`]'s.

use eframe::egui;
use egui::RichText;

use super::layout::centred_row;
use super::{Command, SeriesCommand};
use crate::i18n::{Tr, args};
use crate::record::print;
use crate::series::Kind;

/// The series' details as the setup form edits them; the players are the form's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeriesDraft {
    /// The event's name.
    pub name: String,
    /// Where.
    pub site: String,
    /// When, `YYYY.MM.DD`.
    pub date: String,
    /// Rounds planned.
    pub rounds: u32,
    /// This laptop's board.
    pub board: u32,
    /// A match or an evening.
    pub kind: Kind,
    /// What is wrong with the draft, said under it.
    pub problem: Option<String>,
    /// A series' game was set aside before its first move to put its setup right: the series'
    /// name and the round, to go on with once it is.
    pub continuing: Option<(String, u32)>,
}

impl Default for SeriesDraft {
    fn default() -> SeriesDraft {
        SeriesDraft {
            name: String::new(),
            site: String::new(),
            date: print::local_pgn_date(print::now_secs()),
            rounds: 3,
            board: 1,
            kind: Kind::Match,
            problem: None,
            continuing: None,
        }
    }
}

impl SeriesDraft {
    /// The series' part of the setup form: folded until opened; its button starts the series
    /// with the form's players, its other lists the past series.
    pub fn series_setup_ui(&mut self, ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
        ui.separator();
        let header = egui::CollapsingHeader::new(RichText::new(tr.t("series-setup")).strong()).id_salt("series");
        header.default_open(self.continuing.is_some()).show(ui, |ui| {
            if let Some((name, round)) = &self.continuing {
                ui.label(tr.t_args(
                    "series-continue-note",
                    &args([("name", name.as_str().into()), ("round", (*round).into())]),
                ));
                if ui.button(RichText::new(tr.t("series-continue")).strong()).clicked() {
                    commands.push(SeriesCommand::NextGame.into());
                }
                ui.add_space(6.0);
            }
            centred_row(ui, |ui| {
                for (label, text, width) in [
                    ("series-name", &mut self.name, 220.0),
                    ("series-site", &mut self.site, 140.0),
                    ("series-date", &mut self.date, 100.0),
                ] {
                    let label = ui.label(tr.t(label));
                    ui.add(egui::TextEdit::singleline(text).desired_width(width)).labelled_by(label.id);
                    ui.add_space(4.0);
                }
            });
            centred_row(ui, |ui| {
                let label = ui.label(tr.t("series-rounds"));
                ui.add(egui::DragValue::new(&mut self.rounds).range(1..=99)).labelled_by(label.id);
                ui.add_space(12.0);
                let label = ui.label(tr.t("series-board"));
                ui.add(egui::DragValue::new(&mut self.board).range(1..=999)).labelled_by(label.id);
            });
            ui.radio_value(&mut self.kind, Kind::Match, tr.t("series-kind-match"));
            ui.radio_value(&mut self.kind, Kind::Evening, tr.t("series-kind-evening"));
            if let Some(problem) = &self.problem {
                ui.colored_label(ui.visuals().error_fg_color, problem);
            }
            ui.horizontal(|ui| {
                if ui.button(tr.t("series-start")).clicked() {
                    commands.push(SeriesCommand::Start.into());
                }
                if ui.button(tr.t("series-past")).clicked() {
                    commands.push(SeriesCommand::List.into());
                }
            });
        });
    }
}