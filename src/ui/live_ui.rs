//! The live PGN in the window (issue 17): its part of the setup form (on or off, the folder,
//! the board's number, the read-only page), and the app's writer, which rewrites the file after
//! every completed move and at the end ([`crate::record::live`]) and hands the same text to the
//! page ([`crate::platform::live_http`]) when it is served. A folder that cannot be written, or
//! a page that cannot be served, is said above the window; the game goes on, and the file is
//! written again with the next move.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use eframe::egui;

use super::{EscaqueApp, Problem, Screen};
use crate::i18n::{Tr, args, record};
use crate::laws::Millis;
use crate::platform::live_http::LivePage;
use crate::record::RecordError;
use crate::record::live::{LiveSettings, LiveThread, LiveWriter, Written, file_name, write_live_file};
use crate::record::sheet::EventInfo;
use crate::series::Series;

/// The live file's part of the setup form, as typed; taken into the settings when the game
/// starts, like the rest of the form.
#[derive(Clone, Debug, Default)]
pub struct LiveForm {
    /// Read from the settings once, on the form's first frame.
    loaded: bool,
    /// The settings as the form edits them, but the folder.
    live: LiveSettings,
    folder: String,
    /// The folder dialog could not be shown on this desktop: the path is typed.
    no_dialog: bool,
}

impl LiveForm {
    /// Takes what the settings remember, the first time the form is drawn: whether it did now.
    pub fn load(&mut self, settings: &LiveSettings) -> bool {
        let first = !self.loaded;
        if first {
            *self = LiveForm {
                loaded: true,
                live: settings.clone(),
                folder: settings.folder.display().to_string(),
                no_dialog: false,
            };
        }
        first
    }

    /// What the settings keep of the form.
    pub fn settings(&self) -> LiveSettings {
        LiveSettings { folder: PathBuf::from(self.folder.trim()), board: self.live.board.max(1), ..self.live.clone() }
    }

    /// What the settings keep of the form once a game starts: the form as edited, or, when it
    /// was never shown (a series' next game, `--quick-start`), the settings as they were.
    pub fn settings_or(&self, saved: &LiveSettings) -> LiveSettings {
        if self.loaded { self.settings() } else { saved.clone() }
    }

    /// This laptop's board number as the form has it: one number for the live file and a
    /// series' records (the series' part of the form shows the same number).
    pub fn board_mut(&mut self) -> &mut u32 {
        &mut self.live.board
    }

    /// Sets the folder (the dialog's answer, or tests).
    pub fn set_folder(&mut self, folder: &Path) {
        self.folder = folder.display().to_string();
    }

    /// Draws the switch, the folder (typed, or chosen in the system's dialog) and the board's
    /// number, with the file it writes.
    pub fn live_ui(&mut self, ui: &mut egui::Ui, tr: Tr) {
        ui.add_space(4.0);
        ui.checkbox(&mut self.live.on, tr.t("live-on"));
        if !self.live.on {
            return;
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr.t("live-folder"));
            ui.add(
                egui::TextEdit::singleline(&mut self.folder).hint_text(tr.t("live-folder-hint")).desired_width(330.0),
            )
            .labelled_by(label.id);
            if ui.button(tr.t("live-choose")).clicked() {
                match pick_folder() {
                    Pick::Chosen(folder) => {
                        self.set_folder(&folder);
                        self.no_dialog = false;
                    }
                    Pick::Cancelled => {}
                    Pick::Unavailable => self.no_dialog = true,
                }
            }
            ui.add_space(12.0);
            let label = ui.label(tr.t("live-board"));
            ui.add(egui::DragValue::new(&mut self.live.board).range(1..=999)).labelled_by(label.id);
        });
        if self.no_dialog {
            ui.colored_label(ui.visuals().warn_fg_color, tr.t("live-no-dialog"));
        }
        let settings = self.settings();
        match settings.path() {
            Some(path) => {
                ui.label(tr.t_args("live-file-note", &args([("path", path.display().to_string().into())])));
            }
            None => {
                ui.colored_label(ui.visuals().error_fg_color, tr.t("live-no-folder"));
            }
        }
        ui.horizontal_wrapped(|ui| {
            ui.checkbox(&mut self.live.serve, tr.t("live-serve"));
            if self.live.serve {
                let label = ui.label(tr.t("live-port"));
                ui.add(egui::DragValue::new(&mut self.live.port).range(1024..=65535)).labelled_by(label.id);
                ui.checkbox(&mut self.live.serve_to_network, tr.t("live-serve-network"));
            }
        });
        if self.live.serve {
            let host = if self.live.serve_to_network { tr.t("live-serve-any-host") } else { "127.0.0.1".to_owned() };
            let url = format!("http://{host}:{}/{}", self.live.port, file_name(self.live.board.max(1)));
            ui.label(tr.t_args("live-serve-note", &args([("url", url.into())])));
        }
    }
}

/// What the folder dialog came to.
enum Pick {
    Chosen(PathBuf),
    Cancelled,
    Unavailable,
}

/// Asks the system's dialog for a folder. As for saving ([`crate::platform::save::ask`]), an
/// answer faster than anyone could cancel came from no dialog at all.
fn pick_folder() -> Pick {
    let asked = std::time::Instant::now();
    match rfd::FileDialog::new().pick_folder() {
        Some(folder) => Pick::Chosen(folder),
        None if asked.elapsed() < crate::platform::save::NO_DIALOG_WITHIN => Pick::Unavailable,
        None => Pick::Cancelled,
    }
}

/// What went wrong with the live game, said above the window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveProblem {
    /// The file could not be written (the error names the file or folder).
    NotWritten(RecordError),
    /// The page could not be served on this port (the system's words).
    NotServed {
        /// The port asked for.
        port: u16,
        /// Why.
        error: String,
    },
}

/// The problem above the window.
pub(super) fn problem_text(tr: Tr, problem: &LiveProblem) -> String {
    match problem {
        LiveProblem::NotWritten(error) => {
            tr.t_args("problem-live-not-written", &args([("error", record::record_error(tr, error).into())]))
        }
        LiveProblem::NotServed { port, error } => tr.t_args(
            "problem-live-not-served",
            &args([("port", port.to_string().into()), ("error", error.as_str().into())]),
        ),
    }
}

/// The live game: the writing thread, the writer of the game on screen, and the page when it
/// is served. The page outlives the game: between games (a series' standings, the setup
/// form) it serves the last game until the next one starts.
#[derive(Debug)]
pub struct Live {
    thread: Option<LiveThread>,
    writer: Option<LiveWriter>,
    page: Option<(PageKey, LivePage)>,
}

/// What a page is started with: another port, address or file name is another page.
type PageKey = (u16, bool, String);

impl Live {
    /// Where the page listens, when it is served (tests find it here).
    pub fn page_addr(&self) -> Option<std::net::SocketAddr> {
        self.page.as_ref().map(|(_, page)| page.addr())
    }

    /// The file the game on screen is written to.
    pub fn path(&self) -> Option<&Path> {
        self.writer.as_ref().map(LiveWriter::path)
    }

    /// Waits until the writing thread has written what it was given (tests: the file is read
    /// right after a move). The window never waits on it.
    pub fn wait_written(&self) {
        if let Some(thread) = &self.thread {
            thread.wait_idle();
        }
    }
}

/// Where the game on screen is written and its Round and Board tags: a series' game (a series
/// is being played) goes to its round's folder with the series' board; any other game to the
/// settings' board file.
fn target(
    settings: &LiveSettings,
    series: Option<&Series>,
    setup: &crate::table::Setup,
) -> Option<(PathBuf, String, u32)> {
    match series {
        Some(series) => {
            let (round, board) = series
                .round_and_board()
                .filter(|(round, _)| setup.round.trim().is_empty() || setup.round.trim() == round)
                .unwrap_or_else(|| (setup.round.trim().to_owned(), series.board.to_string()));
            let board = board.parse().unwrap_or(series.board).max(1);
            Some((settings.series_path(&round, board)?, round, board))
        }
        None => Some((settings.path()?, setup.round.trim().to_owned(), settings.board.max(1))),
    }
}

/// What a write's result does to the warning above the window.
#[derive(Debug, PartialEq, Eq)]
enum Warning {
    /// Nothing changes.
    Keep,
    /// The game on screen's file is written: the warning goes.
    Clear,
    /// A file could not be written: said (the error names it).
    Say(RecordError),
}

/// Gives what came of one write to the writer of its file, and to no other: a result that
/// comes back after the game on screen changed (a previous game's file, in another round's
/// folder) is not this game's. A failure is said whatever the file; only the game on screen's
/// file written takes the warning away.
fn written(writer: Option<&mut LiveWriter>, done: Written, now: Millis) -> Warning {
    let Written { path, text, result } = done;
    match writer.filter(|writer| writer.path() == path) {
        Some(writer) => {
            writer.done(text, &result, now);
            result.map_or_else(Warning::Say, |()| Warning::Clear)
        }
        None => result.err().map_or(Warning::Keep, Warning::Say),
    }
}

impl EscaqueApp {
    /// Writes the live file when the game on screen changed (a move completed, the game ended
    /// or was adjourned), through the writing thread: the frame never waits for the disk. A
    /// failed write is said above the window until a write succeeds; nothing else changes. The
    /// writer is made for each game as it comes on screen; the page stays between games.
    pub(super) fn write_live(&mut self) {
        let now = self.now();
        let settings = self.settings.live.clone();
        if settings.path().is_none() {
            self.live = None;
            self.problems.retain(|p| !matches!(p, Problem::Live(_)));
            return;
        }
        let write = self.config.live_write.clone().unwrap_or_else(|| Arc::new(write_live_file));
        let live = self.live.get_or_insert_with(|| Live { thread: LiveThread::start(write), writer: None, page: None });
        // What the thread wrote since the last frame.
        for done in live.thread.as_ref().map(LiveThread::take_done).unwrap_or_default() {
            match written(live.writer.as_mut(), done, now) {
                Warning::Keep => {}
                Warning::Clear => self.problems.retain(|p| !matches!(p, Problem::Live(LiveProblem::NotWritten(_)))),
                Warning::Say(error) => {
                    self.problems.retain(|p| !matches!(p, Problem::Live(LiveProblem::NotWritten(_))));
                    self.problems.push(Problem::Live(LiveProblem::NotWritten(error)));
                }
            }
        }
        if !settings.serve {
            live.page = None;
        }
        let Screen::Game(game) = &self.screen else {
            live.writer = None;
            return;
        };
        let table = game.session.table();
        let setup = table.setup();
        let series = self.series.as_ref().filter(|running| running.playing).map(|running| &running.series);
        let Some((path, round, board)) = target(&settings, series, setup) else { return };
        let info = EventInfo {
            event: setup.event.trim().to_owned(),
            site: setup.site.trim().to_owned(),
            date: crate::record::print::local_pgn_date(crate::record::print::now_secs()),
            round,
            board: board.to_string(),
        };
        let same =
            |w: &LiveWriter| w.path() == path && EventInfo { date: w.info().date.clone(), ..info.clone() } == *w.info();
        if !live.writer.as_ref().is_some_and(same) {
            live.writer = Some(LiveWriter::new(path, info));
        }
        let key: PageKey = (settings.port, settings.serve_to_network, file_name(board));
        if settings.serve && live.page.as_ref().is_none_or(|(k, _)| *k != key) {
            live.page = None;
            let started = LivePage::start(settings.port, settings.serve_to_network, &key.2);
            self.problems.retain(|p| !matches!(p, Problem::Live(LiveProblem::NotServed { .. })));
            match started {
                Ok(page) => live.page = Some((key, page)),
                Err(error) => self.problems.push(Problem::Live(LiveProblem::NotServed { port: settings.port, error })),
            }
        }
        let Some(writer) = &mut live.writer else { return };
        let Some(text) = writer.next(table, now) else { return };
        if let Some((_, page)) = &live.page {
            page.publish(&text);
        }
        match &live.thread {
            Some(thread) => thread.send(writer.path().to_owned(), text),
            // No thread to be had: written here, as before.
            None => {
                let result = write_live_file(writer.path(), text.as_bytes());
                writer.done(text, &result, now);
                self.problems.retain(|p| !matches!(p, Problem::Live(LiveProblem::NotWritten(_))));
                if let Err(error) = result {
                    self.problems.push(Problem::Live(LiveProblem::NotWritten(error)));
                }
            }
        }
    }

    /// The live game of the game on screen, when one is written (for tests).
    pub fn live(&self) -> Option<&Live> {
        self.live.as_ref()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::live::RETRY_AFTER;
    use crate::table::{Setup, Table};

    fn failed(path: &str) -> Written {
        let error = RecordError::DiskFull { path: PathBuf::from(path) };
        Written { path: PathBuf::from(path), text: "[Result \"*\"]".to_owned(), result: Err(error) }
    }

    /// Review of issue 17: a write of the previous game's file, whose result came back once the
    /// next game (round 2, another file) was on screen, was taken for the new game's: its
    /// failure made the new file be written again, and its success could hide the new file's
    /// failure. A result goes to the writer of its own file only; a failure is still said.
    #[test]
    fn a_previous_games_write_result_is_not_the_new_games() {
        let table = Table::new(Setup::default()).unwrap();
        let mut writer = LiveWriter::new(PathBuf::from("room/round-2/board-1.pgn"), EventInfo::default());
        assert!(writer.next(&table, 0).is_some(), "round 2's first text is handed over");
        let warning = written(Some(&mut writer), failed("room/round-1/board-1.pgn"), 0);
        assert!(matches!(warning, Warning::Say(_)), "round 1's file not written is said");
        assert_eq!(writer.next(&table, RETRY_AFTER), None, "round 2's writer is untouched: nothing to try again");
        let ok = Written { path: PathBuf::from("room/round-1/board-1.pgn"), text: String::new(), result: Ok(()) };
        assert_eq!(written(Some(&mut writer), ok, 0), Warning::Keep, "round 1 written says nothing of round 2");
        // Its own file's failure is its own: tried again a while later.
        let warning = written(Some(&mut writer), failed("room/round-2/board-1.pgn"), 0);
        assert!(matches!(warning, Warning::Say(_)));
        assert!(writer.next(&table, RETRY_AFTER).is_some(), "round 2's file is tried again");
        let between = written(None, failed("room/round-1/board-1.pgn"), 0);
        assert_eq!(between, Warning::Say(RecordError::DiskFull { path: PathBuf::from("room/round-1/board-1.pgn") }));
    }
}
