//! The app's controller: each command carried out by the part that owns it, and the work the
//! time drives.

use super::Problem;
use super::{EscaqueApp, Screen, random_number};
use super::setup_form::FormProblem;
use super::{adjourn_ui, setup_screen};
use shakmaty::Color;
use eframe::egui;
use std::time::Duration;

use crate::laws::Millis;
use crate::notation::Notation;
use crate::platform::sound::Cue;
use crate::table::session::{JournalWriteProblem, Session, SessionError};

use super::command::{AppCommand, ArbiterCommand, Command, PlayCommand, RecordCommand};
use super::game_screen::GameScreen;
use super::setup_screen::SetupForm;

impl EscaqueApp {
    /// Carries out a command: each group by the part that owns it.
    pub fn execute(&mut self, command: Command) {
        let now = self.now();
        let tr = self.tr();
        match command {
            Command::App(command) => {
                // A game started from the form is no game of the series.
                if let (AppCommand::StartGame, Some(running)) = (&command, &mut self.series) {
                    running.playing = false;
                }
                let started = command == AppCommand::StartGame;
                self.app_command(command, now);
                if started {
                    self.evening_game_started();
                }
            }
            Command::Board(command) => self.board_command(command),
            Command::Series(command) => self.series_command(command, now),
            Command::Evening(command) => self.evening_command(command),
            Command::Settings(command) => {
                command.apply(&mut self.settings);
                self.sound.set_muted(self.settings.muted);
                self.save_settings();
            }
            Command::Play(command) => self.game_command(|game| game.play_command(command, now, tr)),
            Command::Arbiter(command) => {
                let pin = self.settings.arbiter_pin.clone();
                self.game_command(|game| game.arbiter_command(command, now, pin.as_ref()));
            }
            Command::Record(command) => {
                let archive = self.archive();
                let notation = Notation { lang: tr.lang(), figurines: self.settings.figurines };
                let save_to = self.config.save_without_asking.clone();
                let opened = command == RecordCommand::OpenSigning;
                let sealed = command == RecordCommand::SealAndSave;
                self.game_command(|game| {
                    game.record_command(command, &archive, tr, notation, save_to.as_deref());
                    Vec::new()
                });
                if opened {
                    self.series_signing_opened();
                    self.evening_signing_opened();
                }
                if sealed {
                    self.evening_record_kept();
                }
            }
        }
    }

    /// Changes the screen: a game started or resumed, or back to the setup form.
    pub(super) fn app_command(&mut self, command: AppCommand, now: Millis) {
        match command {
            AppCommand::StartGame => self.start_game(now),
            AppCommand::ResumeGame => match Session::recover(&self.journal_path(), now) {
                Ok(mut session) => {
                    // After a crash, a kill or a lost power, the start is marked in the journal
                    // with the wall-clock time (issue 28).
                    session.mark_restart(jiff::Timestamp::now());
                    self.screen = Screen::Game(Box::new(GameScreen::new(session, self.config.analysis)));
                    self.series_resumed();
                }
                Err(e) => {
                    self.problems.push(Problem::CannotResume(e));
                    self.screen =
                        Screen::Setup(Box::new(SetupForm::new(&self.settings.setup, self.settings.chess960_random)));
                }
            },
            AppCommand::DiscardUnfinished => {
                if !self.archive_journal() {
                    return;
                }
                self.screen =
                    Screen::Setup(Box::new(SetupForm::new(&self.settings.setup, self.settings.chess960_random)));
            }
            AppCommand::DiscardUnstarted => {
                let Screen::Game(game) = &mut self.screen else { return };
                if !game.table().game().plies().is_empty() {
                    return;
                }
                let setup = game.table().setup().clone();
                let tr = self.tr();
                self.game_command(|game| game.play_command(PlayCommand::Abort, now, tr));
                // The game closes its journal as it leaves the screen; the journal, its last
                // line the abandonment, then goes with the games. If it cannot, it stays where
                // it is and is offered at the next start (the problem above the window says why).
                self.screen = Screen::Setup(Box::new(SetupForm::new(&setup, false)));
                self.archive_journal();
                self.series_game_discarded();
                self.evening_next_game();
            }
            AppCommand::NewGame => {
                // After a game of a series: the screen between games.
                if self.series_game_over() {
                    return;
                }
                self.screen =
                    Screen::Setup(Box::new(SetupForm::new(&self.settings.setup, self.settings.chess960_random)));
                // A board of an evening: its next game, as the organiser has paired it.
                self.evening_next_game();
            }
            AppCommand::DismissProblem(i) => {
                if i < self.problems.len() {
                    self.problems.remove(i);
                }
            }
            AppCommand::ToggleFullscreen => {
                self.fullscreen = !self.fullscreen;
                self.viewport_commands.push(egui::ViewportCommand::Fullscreen(self.fullscreen));
            }
            AppCommand::SayClocks => {
                let tr = self.tr();
                let Screen::Game(game) = &self.screen else { return };
                let t = game.session.game_time(now);
                self.announcer.say_clocks(game.table(), t, tr, self.settings.speech);
            }
            AppCommand::ChooseEnvelope => match adjourn_ui::pick_envelope() {
                adjourn_ui::Picked::File(path) => self.app_command(AppCommand::OpenEnvelope(path), now),
                adjourn_ui::Picked::Cancelled => {}
                adjourn_ui::Picked::NoDialog => self.problems.push(Problem::NoEnvelopeDialog),
            },
            AppCommand::OpenEnvelope(path) => self.open_envelope(&path, now),
            AppCommand::ChooseFollowFolder => self.choose_follow_folder(),
            AppCommand::FollowBoards(path) => self.follow_boards(path),
        }
    }

    /// Starts a game with the setup form's choice: remembered, the last game's journal filed,
    /// and the new game waiting for its start, as a DGT clock does (6.6).
    pub(super) fn start_game(&mut self, now: Millis) {
        let Screen::Setup(form) = &mut self.screen else { return };
        // A game written live needs two names a broadcast keeps (issue 30).
        let live = form.live.settings_or(&self.settings.live).writes();
        let named = |setup: crate::table::Setup| {
            let names = [(Color::White, &setup.white), (Color::Black, &setup.black)];
            let unnamed = names.into_iter().find(|(_, name)| live && !crate::record::live::broadcast_name(name));
            match unnamed.map(|(side, _)| side) {
                Some(side) => Err(FormProblem::LiveName(side)),
                None => Ok(setup),
            }
        };
        let setup = match form.to_setup(random_number).and_then(named) {
            Ok(setup) => setup,
            Err(e) => {
                form.error = Some(setup_screen::FormError::Choice(e));
                return;
            }
        };
        self.settings.setup = setup.clone();
        self.settings.chess960_random = form.chess960_random();
        self.settings.live = form.live.settings_or(&self.settings.live);
        // A board turned round for the last game is not turned for the next (White
        // starts at the bottom again).
        self.settings.flipped = false;
        self.save_settings();
        // The last game's journal is never written over: if it cannot be filed, no new
        // game starts (the problem above the window says why).
        if !self.archive_journal() {
            return;
        }
        // The game waits for its start, as a DGT clock does (6.6): the starter's press or
        // the arbiter's start runs the first clock. A quick start (measurements,
        // screenshots) starts it at once.
        match Session::prepare(setup, &self.journal_path(), now) {
            Ok(session) => {
                let mut game = GameScreen::new(session, self.config.analysis);
                if self.config.quick_start {
                    game.arbiter_command(ArbiterCommand::Start, now, None);
                }
                self.screen = Screen::Game(Box::new(game));
            }
            Err(e) => {
                if let Screen::Setup(form) = &mut self.screen {
                    form.error = Some(setup_screen::FormError::Session(e));
                }
            }
        }
    }

    /// Resumes the adjourned game of the envelope at `path` (Guidelines I.5): from the start
    /// screen only; the last game's journal is filed first, never written over.
    pub(super) fn open_envelope(&mut self, path: &std::path::Path, now: Millis) {
        if !matches!(self.screen, Screen::Setup(_)) {
            // An unfinished game here is resumed or set aside first: never filed unasked.
            return self.problems.push(Problem::EnvelopeWaits(path.to_owned()));
        }
        let envelope = match crate::record::adjourned::Envelope::read_file(path) {
            Ok((envelope, _)) => envelope,
            Err(e) => return self.problems.push(Problem::Envelope(path.to_owned(), e)),
        };
        if !self.archive_journal() {
            return;
        }
        let journal = self.journal_path();
        if let Err(e) = envelope.install(&journal) {
            let problem = JournalWriteProblem::new(&journal, &e);
            return self.problems.push(Problem::CannotResume(SessionError::JournalWrite(problem)));
        }
        match Session::resume(&journal, now) {
            Ok(session) => {
                let mut game = GameScreen::new(session, self.config.analysis);
                game.adjourn.resumption = envelope.details.resumption.clone();
                game.adjourn.envelope = Some(envelope);
                self.screen = Screen::Game(Box::new(game));
                self.series_resumed();
            }
            Err(e) => self.problems.push(Problem::CannotResume(e)),
        }
    }

    /// Runs `command` on the game on screen (if there is none, there is nothing it could do):
    /// plays its sounds and shows a journal that cannot be written.
    pub(super) fn game_command(&mut self, command: impl FnOnce(&mut GameScreen) -> Vec<Cue>) {
        let Screen::Game(game) = &mut self.screen else { return };
        for cue in command(game) {
            self.sound.play(cue);
        }
        self.show_journal_problem();
    }

    /// Shows, or takes away once the disk takes writes again, the warning that the journal
    /// cannot be written.
    pub(super) fn show_journal_problem(&mut self) {
        let Screen::Game(game) = &self.screen else { return };
        match game.session.journal_problem() {
            Some(problem) => {
                let problem = Problem::Journal(problem.clone());
                if !self.problems.contains(&problem) {
                    self.problems.push(problem);
                }
            }
            None => self.problems.retain(|p| !matches!(p, Problem::Journal(_))),
        }
    }

    /// Time-driven work: a flag seen to fall, the low-time warning, and the next repaint,
    /// scheduled for when the next shown digit changes rather than every frame.
    pub(super) fn tick(&mut self, ctx: &egui::Context) {
        let now = self.now();
        let Screen::Game(game) = &mut self.screen else { return };
        let cues = game.tick(now);
        for cue in cues {
            self.sound.play(cue);
        }
        self.show_journal_problem();
        self.announce();
        let Screen::Game(game) = &self.screen else { return };
        if self.config.repaint_every_frame {
            ctx.request_repaint();
        } else if let Some(delay) = game.next_repaint_in(now) {
            ctx.request_repaint_after(Duration::from_millis(delay));
        }
    }
}
