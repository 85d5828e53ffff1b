//! The series' part of the setup form (issue 17): its details as typed, drawn folded under the
//! players until opened. What a series does with them is `series_run.rs`'s.

use eframe::egui;
use egui::RichText;

use super::layout::centred_row;
use super::{Command, SeriesCommand};
use crate::i18n::{Tr, args};
use crate::record::print;
use crate::series::{Kind, Series};
use crate::table::Setup;

/// The series' details as the setup form edits them; the players are the form's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeriesDraft {
    /// The details as typed: name, site, date, rounds, this laptop's board and the kind (the
    /// players and the games are the form's and the series' own, unused here).
    pub details: Series,
    /// What is wrong with the draft, said under it.
    pub problem: Option<String>,
    /// A series' game was set aside before its first move to put its setup right: the series'
    /// name and the round, to go on with once it is.
    pub continuing: Option<(String, u32)>,
}

impl Default for SeriesDraft {
    fn default() -> SeriesDraft {
        SeriesDraft {
            details: Series::new("", "", &print::local_pgn_date(print::now_secs()), 3, Kind::Match, Default::default()),
            problem: None,
            continuing: None,
        }
    }
}

/// The event's name and site as the form has them, the game's then the series': see
/// [`SeriesDraft::keep_event`].
pub type EventFields = [String; 4];

impl SeriesDraft {
    /// The form's first frame: the series takes the event and site the setup already has.
    pub fn take_event(&mut self, setup: &Setup) {
        for (series, game) in [(&mut self.details.name, &setup.event), (&mut self.details.site, &setup.site)] {
            if !game.trim().is_empty() {
                series.clone_from(game);
            }
        }
    }

    /// The event's name and site as they stand before the form is drawn.
    pub fn event_fields(&self, setup: &Setup) -> EventFields {
        [setup.event.clone(), setup.site.clone(), self.details.name.clone(), self.details.site.clone()]
    }

    /// After the form is drawn: the series' name is the game's Event and its site the game's
    /// Site, one text each (issue 30: the event and site typed under "Event and players" were
    /// dropped by a series, whose games then said `[Event "?"]`). The field changed gives the
    /// other its text.
    pub fn keep_event(&mut self, setup: &mut Setup, before: EventFields) {
        let [event, site, name, series_site] = before;
        for (game, series, game_before, series_before) in [
            (&mut setup.event, &mut self.details.name, event, name),
            (&mut setup.site, &mut self.details.site, site, series_site),
        ] {
            if *series != series_before {
                game.clone_from(series);
            } else if *game != game_before {
                series.clone_from(game);
            }
        }
    }

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
                    ("series-name", &mut self.details.name, 220.0),
                    ("series-site", &mut self.details.site, 140.0),
                    ("series-date", &mut self.details.date, 100.0),
                ] {
                    let label = ui.label(tr.t(label));
                    ui.add(egui::TextEdit::singleline(text).char_limit(crate::table::TEXT_LIMIT).desired_width(width))
                        .labelled_by(label.id);
                    ui.add_space(4.0);
                }
            });
            centred_row(ui, |ui| {
                let label = ui.label(tr.t("series-rounds"));
                ui.add(egui::DragValue::new(&mut self.details.rounds).range(1..=99)).labelled_by(label.id);
                ui.add_space(12.0);
                let label = ui.label(tr.t("series-board"));
                ui.add(egui::DragValue::new(&mut self.details.board).range(1..=999)).labelled_by(label.id);
            });
            ui.radio_value(&mut self.details.kind, Kind::Match, tr.t("series-kind-match"));
            ui.radio_value(&mut self.details.kind, Kind::Evening, tr.t("series-kind-evening"));
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
