//! A series on screen (issue 17): started from the setup form, a match or a club evening goes
//! game after game. After each game (signed and sealed, or only its result shown) the game is
//! kept with the series and the screen between games shows the games, the standings (Article
//! 10) and the next game, the colours swapped in a match; at the end, the final standings.
//! The series' PGN can be saved at any time, and past series are listed, opened, looked at and
//! exported again. The model and the files are [`crate::series`]'s.

use std::path::PathBuf;

use eframe::egui;
use egui::RichText;
use shakmaty::Color;

use super::{AppCommand, Command, EscaqueApp, Screen, SeriesCommand, SettingsCommand, SetupForm};
use crate::i18n::{Tr, args, record};
use crate::laws::Millis;
use crate::record::print;
use crate::record::sheet::EventInfo;
use crate::series::store::{self, Found, SeriesError, Store};
use crate::series::{Kind, Pairing, Series, SeriesGame};

/// The series being played or looked at: its folder and the series as kept there.
#[derive(Clone, Debug)]
pub struct Running {
    /// Its folder in the data folder.
    pub folder: PathBuf,
    /// The series.
    pub series: Series,
    /// The game on screen is this series' next game (not one started from the setup form).
    pub playing: bool,
    /// A game played and not yet kept with the series: its record could not be written. It
    /// waits here, record and all, until it is ("Try again"); no round starts meanwhile. Its
    /// journal stays where it is until then, so that if the app is closed first, the next start
    /// offers the game again and it is kept with its series then.
    pub pending: Option<Pending>,
}

impl Running {
    /// A series on screen, with no game waiting to be kept.
    fn new(folder: PathBuf, series: Series, playing: bool) -> Running {
        Running { folder, series, playing, pending: None }
    }

    /// Writes the game waiting to be kept, if one is. Kept, it waits no more; if the disk
    /// refuses, it waits on with what went wrong, to be tried again. A score no game gives
    /// (Article 10.2) is never kept: trying again would not change it, so it is let go with
    /// the error returned.
    fn keep_pending(&mut self) -> Result<(), SeriesError> {
        let Some(pending) = self.pending.take() else { return Ok(()) };
        match store::add_game(&self.folder, &mut self.series, pending.game.clone(), &pending.pgn) {
            Ok(()) => Ok(()),
            Err(e @ SeriesError::TooManyPoints(_)) => Err(e),
            Err(e) => {
                self.pending = Some(Pending { error: Some(e.clone()), ..pending });
                Err(e)
            }
        }
    }
}

/// A game of the series whose record is still to be written ([`Running::pending`]).
#[derive(Clone, Debug)]
pub struct Pending {
    /// The game as the series keeps it.
    pub game: SeriesGame,
    /// Its record, as it is to be written beside the series' file.
    pub pgn: String,
    /// Why it could not be written the last time it was tried.
    pub error: Option<SeriesError>,
}

/// The series screens: between games (or looking at a series), or the list of past series.
#[derive(Debug, Default)]
pub struct SeriesScreen {
    /// The past series, when the list is shown.
    pub list: Option<Vec<Found>>,
    /// In an evening, the next game's players as the organiser types them.
    pub white: String,
    /// See [`SeriesScreen::white`].
    pub black: String,
    /// What the last step came to: a file saved, or why not.
    pub said: Option<String>,
}

/// Why a series step failed, in the player's language.
pub fn series_error(tr: Tr, e: &SeriesError) -> String {
    let path = |p: &std::path::Path| p.display().to_string();
    match e {
        SeriesError::Record(e) => record::record_error(tr, e),
        SeriesError::Unreadable(crate::durable::Unreadable { path: p, error }) => {
            tr.t_args("series-unreadable", &args([("path", path(p).into()), ("error", error.as_str().into())]))
        }
        SeriesError::Damaged { path: p, error } => {
            tr.t_args("series-damaged", &args([("path", path(p).into()), ("error", error.as_str().into())]))
        }
        SeriesError::TooManyPoints(too) => {
            let article = tr.t_args("cite-article", &args([("number", "10.2".into())]));
            let score = too.0.to_string().replace("1/2", "½");
            tr.t_args("series-too-many-points", &args([("score", score.into()), ("article", article.into())]))
        }
    }
}

/// The exact score as players write it: `1-0`, `½-½`, `½-0`; "no result" for none.
fn score_text(tr: Tr, game: &SeriesGame) -> String {
    match game.score {
        Some(score) => score.to_string().replace("1/2", "½"),
        None if game.adjourned => tr.t("series-adjourned"),
        None => tr.t("series-no-result"),
    }
}

impl SeriesScreen {
    /// The screen between games, or of a series opened from the list.
    fn for_series(series: &Series) -> SeriesScreen {
        let next = series.next();
        SeriesScreen {
            white: next.as_ref().map(|p| p.white.clone()).unwrap_or_default(),
            black: next.map(|p| p.black).unwrap_or_default(),
            ..SeriesScreen::default()
        }
    }

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

    fn standings_ui(&mut self, ui: &mut egui::Ui, tr: Tr, running: &Running, commands: &mut Vec<Command>) {
        let series = &running.series;
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
        ui.add_space(8.0);
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
        ui.add_space(12.0);
        if let Some(pending) = &running.pending {
            pending_ui(ui, tr, pending, commands);
            if let Some(said) = &self.said {
                ui.label(said);
            }
            return;
        }
        match series.next() {
            None if series.finished() => {
                ui.label(RichText::new(tr.t("series-finished")).strong());
            }
            None => {
                // Guidelines I: the last round (or more) adjourned; the series waits for it.
                let rounds: Vec<String> = series.adjourned().map(|g| g.round.to_string()).collect();
                let text = tr.t_args("series-adjourned-to-finish", &args([("rounds", rounds.join(", ").into())]));
                ui.label(RichText::new(text).strong());
            }
            Some(next) => {
                ui.label(tr.t_args(
                    "series-round-of",
                    &args([("round", next.round.into()), ("rounds", series.rounds.into())]),
                ));
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

impl EscaqueApp {
    /// Carries out a series command.
    pub(super) fn series_command(&mut self, command: SeriesCommand, now: Millis) {
        let tr = self.tr();
        match command {
            SeriesCommand::Start => {
                let Screen::Setup(form) = &mut self.screen else { return };
                let draft = form.series.details.clone();
                let (white, black) = (form.setup.white.trim().to_owned(), form.setup.black.trim().to_owned());
                if white.is_empty() || black.is_empty() || white == black {
                    form.series.problem = Some(tr.t("series-needs-names"));
                    return;
                }
                if !crate::series::is_pgn_date(draft.date.trim()) {
                    form.series.problem =
                        Some(tr.t_args("series-bad-date", &args([("date", draft.date.trim().into())])));
                    return;
                }
                form.series.problem = None;
                // Nothing is kept for a series whose first game could not start as the form is.
                if let Err(e) = form.to_setup(super::random_number) {
                    form.error = Some(super::setup_screen::FormError::Choice(e));
                    return;
                }
                let mut series =
                    Series::new(&draft.name, &draft.site, &draft.date, draft.rounds, draft.kind, [white, black]);
                series.board = draft.board;
                match Store::new(&self.config.data_dir).create(&mut series, print::now_secs()) {
                    Ok(folder) => {
                        self.series = Some(Running::new(folder, series, false));
                        self.start_series_game(now);
                    }
                    Err(e) => form.series.problem = Some(series_error(tr, &e)),
                }
            }
            SeriesCommand::NextGame => self.start_series_game(now),
            SeriesCommand::Retry => {
                let Some(running) = &mut self.series else { return };
                let pending = running.pending.as_ref().map(|p| (p.game.round, p.game.adjourned));
                let round = pending.map(|(round, _)| round);
                let result = running.keep_pending();
                // Kept at last: a finished game's journal goes with the games now (an
                // adjourned game's stays, to be offered again until it is resumed).
                let filed = result.is_ok() && pending.is_some_and(|(_, adjourned)| !adjourned);
                let mut screen = SeriesScreen::for_series(&running.series);
                screen.said = match (result, round) {
                    (Ok(()), Some(round)) => Some(tr.t_args("series-kept-now", &args([("round", round.into())]))),
                    (Ok(()), None) => None,
                    // Still waiting: the pending game's lines say what failed.
                    (Err(_), _) if running.pending.is_some() => None,
                    (Err(e), _) => Some(tr.t_args("series-not-kept", &args([("error", series_error(tr, &e).into())]))),
                };
                self.screen = Screen::Series(Box::new(screen));
                if filed {
                    self.archive_journal();
                }
            }
            SeriesCommand::End => {
                let Some(running) = &mut self.series else { return };
                let result = store::close(&running.folder, &mut running.series);
                if let Screen::Series(screen) = &mut self.screen {
                    screen.said = result.err().map(|e| series_error(tr, &e));
                }
            }
            SeriesCommand::SavePgn => {
                let Some(running) = &self.series else { return };
                let said = match store::pgn(&running.folder, &running.series) {
                    Ok(text) => {
                        let name = store::file_name(&running.series);
                        let saved =
                            super::save_as("PGN", &name, text.as_bytes(), self.config.save_without_asking.as_deref());
                        saved.map(|outcome| super::signing::outcome_text(tr, &outcome))
                    }
                    Err(e) => Some(series_error(tr, &e)),
                };
                if let Screen::Series(screen) = &mut self.screen {
                    screen.said = said;
                }
            }
            SeriesCommand::List => {
                let list = Store::new(&self.config.data_dir).list();
                self.screen = Screen::Series(Box::new(SeriesScreen { list: Some(list), ..SeriesScreen::default() }));
            }
            SeriesCommand::Open(folder) => match store::load(&folder) {
                Ok(series) => {
                    let screen = SeriesScreen::for_series(&series);
                    self.series = Some(Running::new(folder, series, false));
                    self.screen = Screen::Series(Box::new(screen));
                }
                Err(e) => {
                    if let Screen::Series(screen) = &mut self.screen {
                        screen.said = Some(series_error(tr, &e));
                    }
                }
            },
            SeriesCommand::Leave => {
                let mut form = SetupForm::new(&self.settings.setup, self.settings.chess960_random);
                // The next game from the form is no game of the series: its event, site and
                // round are not carried over.
                if let Some(running) = self.series.take() {
                    let setup = &mut form.setup;
                    setup.round.clear();
                    setup.series_id.clear();
                    if setup.event == running.series.name {
                        setup.event.clear();
                    }
                    if setup.site == running.series.site {
                        setup.site.clear();
                    }
                }
                self.screen = Screen::Setup(Box::new(form));
            }
        }
    }

    /// Starts the series' next game with the last setup's rules and time control, the event's
    /// details and the pairing (the players typed, in an evening); the setup form is shown
    /// instead, saying why, if it cannot start.
    fn start_series_game(&mut self, now: Millis) {
        let Some(running) = &self.series else { return };
        // A game still to be kept with the series comes first: no round starts before it is.
        if running.pending.is_some() {
            return;
        }
        let (white, black) = match &self.screen {
            Screen::Series(screen) => (screen.white.clone(), screen.black.clone()),
            _ => (String::new(), String::new()),
        };
        let pairing = match running.series.kind {
            Kind::Evening if !white.trim().is_empty() && !black.trim().is_empty() => {
                running.series.pairing_with(&white, &black)
            }
            _ => running.series.next(),
        };
        let Some(Pairing { round, white, black }) = pairing else { return };
        // The form's setup when the series starts from it, else the last game's.
        let mut setup = match &self.screen {
            Screen::Setup(form) => form.setup.clone(),
            _ => self.settings.setup.clone(),
        };
        // A player's details go with the player when the colours swap, and so does their
        // speech switch (issue 16).
        let mut swapped = false;
        if setup.white == black && setup.black == white {
            std::mem::swap(&mut setup.white_details, &mut setup.black_details);
            swapped = setup.white != setup.black;
        }
        let series = &running.series;
        setup.white = white;
        setup.black = black;
        setup.event.clone_from(&series.name);
        setup.site.clone_from(&series.site);
        setup.round = round.to_string();
        setup.series_id.clone_from(&series.id);
        if swapped {
            self.execute(SettingsCommand::SwapSpeech.into());
        }
        match &mut self.screen {
            // From the form: what was typed in it (time control, start position) is kept.
            Screen::Setup(form) => form.setup = setup,
            _ => self.screen = Screen::Setup(Box::new(SetupForm::new(&setup, self.settings.chess960_random))),
        }
        self.app_command(AppCommand::StartGame, now);
        if let (Some(running), Screen::Game(game)) = (&mut self.series, &mut self.screen) {
            running.playing = true;
            game.in_series = true;
            game.adjourn.in_series = true;
        }
        // The game's journal names the series; the settings do not, so that a game started
        // later from the setup form is no game of this series.
        if !self.settings.setup.series_id.is_empty() {
            self.settings.setup.series_id.clear();
            self.save_settings();
        }
    }

    /// After a game of the series (its result shown, perhaps signed and sealed): the game is
    /// kept with the series, and the screen between games shows the standings. An adjourned
    /// game (its envelope sealed, Guidelines I) is kept as its round's game, without a result,
    /// the record as it stands: the series goes on to the next round, and the game counts once
    /// it is resumed and finished. A game still in play is not kept: its round is played next. Returns `false` when no series game is on
    /// screen, for the caller to do what it does otherwise.
    pub(super) fn series_game_over(&mut self) -> bool {
        let Some(running) = &mut self.series else { return false };
        if !running.playing {
            return false;
        }
        let Screen::Game(game) = &self.screen else { return false };
        let tr = Tr::new(self.settings.language.unwrap_or(self.config.system_lang));
        let table = game.table();
        let mut said = None;
        let ending = table.game().status().ending();
        if ending.is_some() || table.is_adjourned() {
            let (pgn, sealed) = match game.signing.as_ref().and_then(|s| s.kept.as_ref()) {
                Some(kept) => (kept.sheet.to_pgn(), kept.unsealed.is_none()),
                None => {
                    let setup = table.setup();
                    let info = EventInfo {
                        event: setup.event.clone(),
                        site: setup.site.clone(),
                        date: print::local_pgn_date(print::now_secs()),
                        round: setup.round.clone(),
                        board: running.series.board.to_string(),
                    };
                    (record::scoresheet(table, &info, tr.lang()).to_pgn(), false)
                }
            };
            let setup = table.setup();
            let round = setup.round.parse().ok().or(running.series.next().map(|p| p.round)).unwrap_or(1);
            let played = SeriesGame {
                round,
                white: setup.white.clone(),
                black: setup.black.clone(),
                score: ending.and_then(|e| e.result.score()),
                record: String::new(),
                sealed,
                adjourned: ending.is_none(),
            };
            // A record the disk refuses waits with the series until it is written (the screen
            // says what failed and offers to try again): nothing played is lost.
            running.pending = Some(Pending { game: played, pgn, error: None });
            if let Err(e) = running.keep_pending()
                && running.pending.is_none()
            {
                said = Some(tr.t_args("series-not-kept", &args([("error", series_error(tr, &e).into())])));
            }
        }
        running.playing = false;
        let waits = running.pending.is_some();
        let mut screen = SeriesScreen::for_series(&running.series);
        screen.said = said;
        let ended = table.game().status().ending().is_some();
        // Leaving the game screen closes the game's journal; a finished game's goes with the
        // games (a game still in play is offered again at the next start, until the next game),
        // once the game is kept with the series: a game waiting to be kept keeps its journal
        // here, offered again at the next start if the app is closed before it is kept.
        self.screen = Screen::Series(Box::new(screen));
        if ended && !waits {
            self.archive_journal();
        }
        true
    }

    /// A game resumed after the app was closed, or from its envelope: if it is the next game
    /// or an adjourned game of a series kept here, the series its setup names
    /// ([`Series::is_its_game`]: by the series' id; by the event's name only for a journal
    /// written before series had ids), it goes on as that series' game.
    pub(super) fn series_resumed(&mut self) {
        let Screen::Game(game) = &self.screen else { return };
        let setup = game.table().setup();
        self.series = Store::new(&self.config.data_dir).list().into_iter().find_map(|found| {
            let series = found.series.ok().filter(|series| series.is_its_game(setup))?;
            Some(Running::new(found.folder, series, true))
        });
        if let Screen::Game(game) = &mut self.screen {
            game.in_series = self.series.is_some();
            game.adjourn.in_series = game.in_series;
        }
    }

    /// A series' game set aside before its first move ("Discard: no move made"): the setup form
    /// shows its setup to be put right, and offers to go on with the series from there.
    pub(super) fn series_game_discarded(&mut self) {
        let (Some(running), Screen::Setup(form)) = (&mut self.series, &mut self.screen) else { return };
        if std::mem::take(&mut running.playing) {
            form.series.continuing = running.series.next().map(|p| (running.series.name.clone(), p.round));
        }
        // Started from the form instead of "Continue the series", the game is no series' game.
        form.setup.series_id.clear();
    }

    /// The signing of a series game: the board's number is filled in, so that the sealed
    /// record carries it.
    pub(super) fn series_signing_opened(&mut self) {
        let (Some(running), Screen::Game(game)) = (&self.series, &mut self.screen) else { return };
        if let Some(signing) = game.signing.as_mut().filter(|_| running.playing) {
            signing.info.board = running.series.board.to_string();
            signing.in_series = true;
        }
    }
}
