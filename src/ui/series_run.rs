//! A series' steps (issue 17): what each series command does, the next game started with
//! the series' pairing, a game kept with its series when it is over (or waiting until its
//! record can be written), a series' game resumed, set aside or signed. What the screen shows
//! is `series_ui.rs`'s.

use super::series_state::{Pending, Running, SeriesScreen, series_error};
use super::setup_form::FormError;
use super::{AppCommand, EscaqueApp, Screen, SeriesCommand, SettingsCommand, SetupForm};
use crate::i18n::{Tr, args, record};
use crate::laws::Millis;
use crate::record::print;
use crate::record::sheet::EventInfo;
use crate::series::store::{self, Store};
use crate::series::{Kind, Pairing, Series, SeriesGame};

impl EscaqueApp {
    /// Carries out a series command.
    pub(super) fn series_command(&mut self, command: SeriesCommand, now: Millis) {
        let tr = self.tr();
        match command {
            SeriesCommand::Start => self.start_series(now),
            SeriesCommand::NextGame => self.start_series_game(now),
            SeriesCommand::Retry => self.keep_series_game_again(),
            SeriesCommand::End => {
                let Some(running) = &mut self.series else { return };
                let result = store::close(&running.folder, &mut running.series);
                if let Screen::Series(screen) = &mut self.screen {
                    screen.said = result.err().map(|e| series_error(tr, &e));
                }
            }
            SeriesCommand::SavePgn => self.save_series_pgn(),
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
            SeriesCommand::Leave => self.leave_series(),
        }
    }

    /// "Start the series" on the setup form: the series is kept in the data folder with the
    /// form's players, and its first game starts; nothing is kept for a series whose details
    /// or first game are wrong, said on the form.
    fn start_series(&mut self, now: Millis) {
        let tr = self.tr();
        let Screen::Setup(form) = &mut self.screen else { return };
        let mut draft = form.series.details.clone();
        // The series is the event typed on the form, under either of its fields (issue 30).
        for (series, game) in [(&mut draft.name, &form.setup.event), (&mut draft.site, &form.setup.site)] {
            if series.trim().is_empty() {
                series.clone_from(game);
            }
        }
        let (white, black) = (form.setup.white.trim().to_owned(), form.setup.black.trim().to_owned());
        if white.is_empty() || black.is_empty() || white == black {
            form.series.problem = Some(tr.t("series-needs-names"));
            return;
        }
        if !crate::series::is_pgn_date(draft.date.trim()) {
            form.series.problem = Some(tr.t_args("series-bad-date", &args([("date", draft.date.trim().into())])));
            return;
        }
        form.series.problem = None;
        // Nothing is kept for a series whose first game could not start as the form is.
        if let Err(e) = form.to_setup(super::random_number) {
            form.error = Some(FormError::Choice(e));
            return;
        }
        let mut series = Series::new(&draft.name, &draft.site, &draft.date, draft.rounds, draft.kind, [white, black]);
        series.board = draft.board;
        match Store::new(&self.config.data_dir).create(&mut series, print::now_secs()) {
            Ok(folder) => {
                self.series = Some(Running::new(folder, series, false));
                self.start_series_game(now);
            }
            Err(e) => form.series.problem = Some(series_error(tr, &e)),
        }
    }

    /// "Try again": the game waiting to be kept with the series is written again; the screen
    /// between games says what came of it.
    fn keep_series_game_again(&mut self) {
        let tr = self.tr();
        let Some(running) = &mut self.series else { return };
        let pending = running.pending.as_ref().map(|p| (p.game.round, p.game.adjourned));
        let round = pending.map(|(round, _)| round);
        let result = running.keep_pending();
        // Kept at last: a finished game's journal goes with the games now (an adjourned game's
        // stays, to be offered again until it is resumed).
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

    /// "Save the series' PGN": written where the player says (or where tests say).
    fn save_series_pgn(&mut self) {
        let tr = self.tr();
        let Some(running) = &self.series else { return };
        let said = match store::pgn(&running.folder, &running.series) {
            Ok(text) => {
                let name = store::file_name(&running.series);
                let saved = super::save_as("PGN", &name, text.as_bytes(), self.config.save_without_asking.as_deref());
                saved.map(|outcome| super::signing::outcome_text(tr, &outcome))
            }
            Err(e) => Some(series_error(tr, &e)),
        };
        if let Screen::Series(screen) = &mut self.screen {
            screen.said = said;
        }
    }

    /// Back to the setup form, the series left.
    fn leave_series(&mut self) {
        let mut form = SetupForm::new(&self.settings.setup, self.settings.chess960_random);
        // The next game from the form is no game of the series: its event, site and round are
        // not carried over.
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
