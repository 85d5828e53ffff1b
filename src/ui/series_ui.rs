//! A series on screen (issue 17): started from the setup form, a match or a club evening goes
//! game after game. After each game (signed and sealed, or only its result shown) the game is
//! kept with the series and the screen between games shows the games, the standings (Article
//! 10) and the next game, the colours swapped in a match; at the end, the final standings.
//! The series' PGN can be saved at any time, and past series are listed, opened, looked at and
//! exported again. The model and the files are [`crate::series`]'s; what the screen holds is
//! `series_state.rs`'s, the steps `series_run.rs`'s. This file draws.

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::{Command, SeriesCommand};
use crate::i18n::{Tr, args};
use crate::series::store::Found;
use crate::series::{Kind, Series, SeriesGame};

pub use super::series_state::{Pending, Running, SeriesScreen, series_error};

/// The exact score as players write it: `1-0`, `½-½`, `½-0`; "no result" for none.
fn score_text(tr: Tr, game: &SeriesGame) -> String {
    match game.score {
        Some(score) => score.to_string().replace("1/2", "½"),
        None if game.adjourned => tr.t("series-adjourned"),
        None => tr.t("series-no-result"),
    }
}

impl SeriesScreen {
    /// Draws the list of past series, or the series `running`.
    /// In a column as wide as the setup form's, in the middle of the window.
    pub fn series_ui(&mut self, ui: &mut egui::Ui, tr: Tr, running: Option<&Running>, commands: &mut Vec<Command>) {
        let width = ui.available_width().min(760.0);
        let left = (ui.available_width() - width) / 2.0;
        let rect = egui::Rect::from_min_size(
            ui.cursor().min + egui::vec2(left, 16.0),
            egui::vec2(width, ui.available_height() - 16.0),
        );
        ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| match (&self.list, running) {
                (Some(list), _) => list_ui(ui, tr, list, commands),
                (None, Some(running)) => self.standings_ui(ui, tr, running, commands),
                (None, None) => {
                    if ui.button(tr.t("series-back")).clicked() {
                        commands.push(SeriesCommand::Leave.into());
                    }
                }
            });
        });
    }

    /// The series: its name and details, its games, the standings, then the next game (or the
    /// game waiting to be kept) and what may be done with the series.
    fn standings_ui(&mut self, ui: &mut egui::Ui, tr: Tr, running: &Running, commands: &mut Vec<Command>) {
        let series = &running.series;
        games_ui(ui, tr, series);
        ui.add_space(8.0);
        table_ui(ui, tr, series);
        ui.add_space(12.0);
        if let Some(pending) = &running.pending {
            pending_ui(ui, tr, pending, commands);
            if let Some(said) = &self.said {
                ui.label(said);
            }
            return;
        }
        self.next_ui(ui, tr, series, commands);
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(tr.t("series-save-pgn")).clicked() {
                commands.push(SeriesCommand::SavePgn.into());
            }
            if ui.button(tr.t("series-past")).clicked() {
                commands.push(SeriesCommand::List.into());
            }
            if ui.button(tr.t("series-leave")).clicked() {
                commands.push(SeriesCommand::Leave.into());
            }
        });
        if let Some(said) = &self.said {
            ui.label(said);
        }
    }

    /// The next game: its round and players (typed, in an evening) and "Next game", or that the
    /// series is over or waits for an adjourned game.
    fn next_ui(&mut self, ui: &mut egui::Ui, tr: Tr, series: &Series, commands: &mut Vec<Command>) {
        let Some(next) = series.next() else {
            if series.finished() {
                ui.label(RichText::new(tr.t("series-finished")).strong());
            } else {
                // Guidelines I: the last round (or more) adjourned; the series waits for it.
                let rounds: Vec<String> = series.adjourned().map(|g| g.round.to_string()).collect();
                let text = tr.t_args("series-adjourned-to-finish", &args([("rounds", rounds.join(", ").into())]));
                ui.label(RichText::new(text).strong());
            }
            return;
        };
        ui.label(tr.t_args("series-round-of", &args([("round", next.round.into()), ("rounds", series.rounds.into())])));
        match series.kind {
            Kind::Match => {
                ui.label(tr.t_args(
                    "series-next",
                    &args([("white", next.white.as_str().into()), ("black", next.black.as_str().into())]),
                ));
            }
            Kind::Evening => {
                ui.horizontal(|ui| {
                    for (side, name) in [(Color::White, &mut self.white), (Color::Black, &mut self.black)] {
                        let label = ui.label(tr.colour(side));
                        ui.add(egui::TextEdit::singleline(name).desired_width(180.0)).labelled_by(label.id);
                    }
                });
            }
        }
        ui.horizontal(|ui| {
            let next_game = egui::Button::new(RichText::new(tr.t("series-next-game")).size(18.0));
            if ui.add(next_game).clicked() {
                commands.push(SeriesCommand::NextGame.into());
            }
            if ui.button(tr.t("series-end-now")).clicked() {
                commands.push(SeriesCommand::End.into());
            }
        });
    }
}

/// The series' name, its details and its games, a line each.
fn games_ui(ui: &mut egui::Ui, tr: Tr, series: &Series) {
    let name = if series.name.is_empty() { tr.t("series-unnamed") } else { series.name.clone() };
    ui.heading(name);
    let details = tr.t_args(
        "series-details",
        &args([
            ("date", series.date.as_str().into()),
            ("board", series.board.into()),
            ("kind", if series.kind == Kind::Match { "match" } else { "evening" }.into()),
        ]),
    );
    // The site, where one was given, before the rest.
    ui.label(if series.site.is_empty() { details } else { format!("{}, {details}", series.site) });
    ui.add_space(8.0);
    ui.label(RichText::new(tr.t("series-games")).strong());
    if series.games.is_empty() {
        ui.label(tr.t("series-no-games"));
    }
    for game in &series.games {
        let line = tr.t_args(
            "series-game-line",
            &args([
                ("round", game.round.into()),
                ("white", game.white.as_str().into()),
                ("black", game.black.as_str().into()),
                ("result", score_text(tr, game).into()),
                ("sealed", if game.sealed { "yes" } else { "no" }.into()),
            ]),
        );
        ui.label(line);
    }
}

/// The standings (Article 10), final once the series is over; a match's score, large, first.
fn table_ui(ui: &mut egui::Ui, tr: Tr, series: &Series) {
    let heading = if series.finished() { "series-final-standings" } else { "series-standings" };
    let article = tr.t_args("cite-article", &args([("number", "10".into())]));
    ui.label(RichText::new(tr.t_args(heading, &args([("article", article.into())]))).strong().size(20.0));
    let standings = series.standings();
    // A match's score, large, in the order of the players: "Uxía 1½ – ½ Jordi".
    if let (Kind::Match, [first, second]) = (series.kind, series.players.clone()) {
        let points = |name: &str| standings.iter().find(|s| s.player == name).map(|s| s.points).unwrap_or_default();
        let score = tr.t_args(
            "series-match-score",
            &args([
                ("first", first.as_str().into()),
                ("second", second.as_str().into()),
                ("a", points(&first).to_string().into()),
                ("b", points(&second).to_string().into()),
            ]),
        );
        ui.label(RichText::new(score).size(30.0));
    }
    egui::Grid::new("standings").num_columns(3).spacing([24.0, 4.0]).striped(true).show(ui, |ui| {
        for (place, line) in standings.iter().enumerate() {
            ui.label(RichText::new(format!("{}.", place + 1)).size(20.0));
            let text = tr.t_args(
                "series-standing-line",
                &args([("player", line.player.as_str().into()), ("points", line.points.to_string().into())]),
            );
            ui.label(RichText::new(text).size(20.0));
            ui.label(tr.t_args("series-standing-games", &args([("games", line.played.into())])));
            ui.end_row();
        }
    });
}

/// A game whose record could not be written: what failed, and "Try again". Nothing else is
/// offered meanwhile (no next round, no leaving the series), so that the game is not lost; if
/// the app is closed instead, its journal, kept, offers it again at the next start.
fn pending_ui(ui: &mut egui::Ui, tr: Tr, pending: &Pending, commands: &mut Vec<Command>) {
    let game = &pending.game;
    let text = tr.t_args(
        "series-pending",
        &args([
            ("round", game.round.into()),
            ("white", game.white.as_str().into()),
            ("black", game.black.as_str().into()),
            ("result", score_text(tr, game).into()),
        ]),
    );
    ui.colored_label(ui.visuals().error_fg_color, RichText::new(text).strong());
    if let Some(error) = &pending.error {
        ui.colored_label(ui.visuals().error_fg_color, series_error(tr, error));
    }
    ui.add_space(6.0);
    if ui.button(RichText::new(tr.t("series-retry")).size(18.0)).clicked() {
        commands.push(SeriesCommand::Retry.into());
    }
}

/// The past series, newest first; a series file that cannot be read is named with what is
/// wrong, and left as it is.
fn list_ui(ui: &mut egui::Ui, tr: Tr, list: &[Found], commands: &mut Vec<Command>) {
    ui.heading(tr.t("series-list-heading"));
    if list.is_empty() {
        ui.label(tr.t("series-list-empty"));
    }
    for found in list {
        ui.horizontal(|ui| match &found.series {
            Ok(series) => {
                let name = if series.name.is_empty() { tr.t("series-unnamed") } else { series.name.clone() };
                let standings = series
                    .standings()
                    .iter()
                    .map(|s| format!("{} {}", s.player, s.points))
                    .collect::<Vec<_>>()
                    .join(", ");
                ui.label(tr.t_args(
                    "series-list-line",
                    &args([
                        ("name", name.into()),
                        ("date", series.date.as_str().into()),
                        ("played", series.rounds_played().into()),
                        ("rounds", series.rounds.into()),
                        ("standings", standings.into()),
                    ]),
                ));
                if ui.button(tr.t("series-open")).clicked() {
                    commands.push(SeriesCommand::Open(found.folder.clone()).into());
                }
            }
            Err(e) => {
                ui.colored_label(ui.visuals().warn_fg_color, series_error(tr, e));
            }
        });
    }
    ui.add_space(12.0);
    if ui.button(tr.t("series-back")).clicked() {
        commands.push(SeriesCommand::Leave.into());
    }
}
