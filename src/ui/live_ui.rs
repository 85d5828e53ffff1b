//! The live PGN in the window (issue 17): its part of the setup form (on or off, the folder,
//! the board's number, the read-only page), and the app's writer, which rewrites the file after
//! every completed move and at the end ([`crate::record::live`]) and hands the same text to the
//! page ([`crate::platform::live_http`]) when it is served. A folder that cannot be written, or
//! a page that cannot be served, is said above the window; the game goes on, and the file is
//! written again with the next move or a few seconds later, a previous game's file too.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use eframe::egui;

use super::{EscaqueApp, Problem, Screen};
use crate::i18n::{Tr, args, record};
use crate::laws::Millis;
use crate::platform::live_http::LivePage;
use crate::record::RecordError;
use crate::record::live::{
    EXIT_GRACE, LiveSettings, LiveThread, LiveWriter, Owed, Written, file_name, round_path, write_live_file,
};
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
    /// number, with the file it writes for the form's `round`. What the switches turn on is
    /// always there, disabled while they are off, so that ticking them moves nothing on the
    /// form (issue 25).
    pub fn live_ui(&mut self, ui: &mut egui::Ui, tr: Tr, round: &str) {
        ui.add_space(4.0);
        ui.checkbox(&mut self.live.on, tr.t("live-on"));
        ui.add_enabled_ui(self.live.on, |ui| {
            // Issue 30: a broadcast drops a game without both names; the form refuses it.
            ui.label(tr.t("live-needs-names"));
            self.folder_ui(ui, tr, round);
            ui.horizontal_wrapped(|ui| {
                ui.checkbox(&mut self.live.serve, tr.t("live-serve"));
                ui.add_enabled_ui(self.live.serve, |ui| {
                    let label = ui.label(tr.t("live-port"));
                    ui.add(egui::DragValue::new(&mut self.live.port).range(1024..=65535)).labelled_by(label.id);
                    ui.checkbox(&mut self.live.serve_to_network, tr.t("live-serve-network"));
                });
            });
            let host = if self.live.serve_to_network { tr.t("live-serve-any-host") } else { "127.0.0.1".to_owned() };
            let url = format!("http://{host}:{}/{}", self.live.port, file_name(self.live.board.max(1)));
            ui.add_enabled_ui(self.live.serve, |ui| ui.label(tr.t_args("live-serve-note", &args([("url", url.into())]))));
        });
    }

    /// The folder, typed or chosen, the board's number, and the file written (or that a folder
    /// is wanted).
    fn folder_ui(&mut self, ui: &mut egui::Ui, tr: Tr, round: &str) {
        ui.horizontal(|ui| {
            let label = ui.label(tr.t("live-folder"));
            ui.add(
                egui::TextEdit::singleline(&mut self.folder).hint_text(tr.t("live-folder-hint")).desired_width(380.0),
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
        match self.settings().path(round) {
            Some(path) => {
                ui.label(tr.t_args("live-file-note", &args([("path", path.display().to_string().into())])));
            }
            // Said as a problem only when the file is to be written.
            None if self.live.on => {
                ui.colored_label(ui.visuals().error_fg_color, tr.t("live-no-folder"));
            }
            None => {
                ui.label(tr.t("live-no-folder"));
            }
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
    /// The file `path` could not be written (the error names the file or folder): one warning
    /// per file, gone once that file is written.
    NotWritten {
        /// The live file.
        path: PathBuf,
        /// Why it was not written.
        error: RecordError,
    },
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
        LiveProblem::NotWritten { error, .. } => {
            tr.t_args("problem-live-not-written", &args([("error", record::record_error(tr, error).into())]))
        }
        LiveProblem::NotServed { port, error } => tr.t_args(
            "problem-live-not-served",
            &args([("port", port.to_string().into()), ("error", error.as_str().into())]),
        ),
    }
}

/// The live game: the writing thread, the writer of the game on screen, the texts still owed
/// to previous games' files, and the page when it is served. The page outlives the game:
/// between games (a series' standings, the setup form) it serves the last game until the next
/// one starts.
#[derive(Debug)]
pub struct Live {
    thread: Option<LiveThread>,
    writer: Option<LiveWriter>,
    /// Previous games' files whose last write failed: sent again a while later, until written.
    owed: Owed,
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

    /// The files of previous games still owed their last text (tests).
    pub fn owed(&self) -> impl Iterator<Item = &Path> {
        self.owed.paths()
    }

    fn new(thread: Option<LiveThread>) -> Live {
        Live { thread, writer: None, owed: Owed::default(), page: None }
    }

    /// Gives what came of one write to the writer of its file, or, for a file no longer on
    /// screen (a previous game's, in another round's folder), to the texts owed: a result that
    /// comes back after the game on screen changed is not this game's. Whatever the file, its
    /// failure is said and its success takes its own warning away, and no other.
    fn take_result(&mut self, done: Written, now: Millis) -> Warning {
        let Written { path, text, result } = done;
        match self.writer.as_mut().filter(|writer| writer.path() == path) {
            Some(writer) => writer.done(text, &result, now),
            None => self.owed.done(path.clone(), text, result.is_ok(), now),
        }
        match result {
            Ok(()) => Warning::Clear(path),
            Err(error) => Warning::Say(path, error),
        }
    }

    /// Makes `writer` the game on screen's (`None`: no game on screen). What the last writer
    /// could not write is owed to its file, and sent again a while later; a file the new
    /// writer takes over is owed nothing more (its new game replaces the old text).
    /// Whether the window must look again soon without any input: a write under way whose
    /// result is still to come, or a file (this game's or a previous one's) whose last write
    /// failed and is to be tried again.
    pub fn unsettled(&self) -> bool {
        !self.owed.is_empty()
            || self.writer.as_ref().is_some_and(|w| w.unwritten().is_some() || w.again().is_some())
            || self.thread.as_ref().is_some_and(LiveThread::unsettled)
    }

    /// The live file turned off: no file is written or owed any more and the page stops. The
    /// thread stays for the rest of the run (turned on again, the same thread writes, so an
    /// older text still waiting on a slow share is never written after a newer one).
    fn turn_off(&mut self) {
        self.writer = None;
        self.owed = Owed::default();
        self.page = None;
    }

    fn set_writer(&mut self, writer: Option<LiveWriter>) {
        if let Some((path, text, at)) = self.writer.as_ref().and_then(LiveWriter::unwritten) {
            self.owed.done(path.to_owned(), text.to_owned(), false, at);
        } else if let Some((path, text, at)) = self.writer.as_ref().and_then(LiveWriter::again) {
            self.owed.again(path.to_owned(), text.to_owned(), at);
        }
        if let Some(path) = writer.as_ref().map(LiveWriter::path) {
            self.owed.forget(path);
        }
        self.writer = writer;
    }

    /// Hands `text` over to be written to `path`: to the thread, which answers later; or, with
    /// no thread to be had, written here, and what came of it.
    fn send(&self, path: PathBuf, text: String) -> Option<Written> {
        match &self.thread {
            Some(thread) => {
                thread.send(path, text);
                None
            }
            None => {
                let result = write_live_file(&path, text.as_bytes());
                Some(Written { path, text, result })
            }
        }
    }

    /// The app closing: every text not yet written (the game on screen's, previous games')
    /// is sent once more, and the thread given `grace` at most to write what it has.
    pub fn finish(mut self, grace: Duration) {
        self.set_writer(None);
        for (path, text) in self.owed.all() {
            // With no thread, written here; nothing is left to say once the app closes.
            let _ = self.send(path, text);
        }
        if let Some(thread) = self.thread.take() {
            thread.finish(grace);
        }
    }
}

/// Where the game on screen is written and its Round and Board tags: a series' game (a series
/// is being played) goes to its round's folder with the series' board; any other game to its
/// setup's round's folder, with the settings' board (issue 30).
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
            settings.writes().then(|| (round_path(&settings.folder, &round, board), round, board))
        }
        None => Some((settings.path(&setup.round)?, setup.round.trim().to_owned(), settings.board.max(1))),
    }
}

/// What a write's result does to the warnings above the window.
#[derive(Debug, PartialEq, Eq)]
enum Warning {
    /// The file is written: its warning goes (another file's stays).
    Clear(PathBuf),
    /// The file could not be written: said (the error names it), in place of that file's last
    /// warning.
    Say(PathBuf, RecordError),
}

/// Applies `warning` to the problems above the window.
fn warn(problems: &mut Vec<Problem>, warning: Warning) {
    let (Warning::Clear(path) | Warning::Say(path, _)) = &warning;
    problems.retain(|p| !matches!(p, Problem::Live(LiveProblem::NotWritten { path: of, .. }) if of == path));
    if let Warning::Say(path, error) = warning {
        problems.push(Problem::Live(LiveProblem::NotWritten { path, error }));
    }
}

impl EscaqueApp {
    /// Writes the live file when the game on screen changed (a move completed, the game ended
    /// or was adjourned), through the writing thread: the frame never waits for the disk. A
    /// failed write is said above the window until that file is written; it is tried again
    /// with the next change or a few seconds later, a previous game's file too. The writer is
    /// made for each game as it comes on screen; the page stays between games. Turned off, the
    /// live file's thread is let go at once: it writes what it was given, and the window never
    /// waits for it.
    pub(super) fn write_live(&mut self) {
        let now = self.now();
        let settings = self.settings.live.clone();
        if !settings.writes() {
            if let Some(live) = &mut self.live {
                live.turn_off();
            }
            self.problems.retain(|p| !matches!(p, Problem::Live(_)));
            return;
        }
        let write = self.config.live_write.clone().unwrap_or_else(|| Arc::new(write_live_file));
        let live = self.live.get_or_insert_with(|| Live::new(LiveThread::start(write)));
        // What the thread wrote since the last frame.
        for done in live.thread.as_ref().map(LiveThread::take_done).unwrap_or_default() {
            warn(&mut self.problems, live.take_result(done, now));
        }
        // Previous games' files not written: tried again a while after they failed.
        for (path, text) in live.owed.due(now) {
            if let Some(done) = live.send(path, text) {
                warn(&mut self.problems, live.take_result(done, now));
            }
        }
        if !settings.serve {
            live.page = None;
        }
        let Screen::Game(game) = &self.screen else {
            live.set_writer(None);
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
        // A file keeps its writer, and so its tags (issue 30), whatever changes in the window.
        match &mut live.writer {
            Some(writer) if writer.path() == path => writer.retag(info),
            _ => live.set_writer(Some(LiveWriter::new(path, info))),
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
        let path = writer.path().to_owned();
        if let Some((_, page)) = &live.page {
            page.publish(&text);
        }
        if let Some(done) = live.send(path, text) {
            warn(&mut self.problems, live.take_result(done, now));
        }
    }

    /// The app closing: what is still to be written of the live files is given
    /// [`EXIT_GRACE`] at most to reach them (the only place the window waits for the thread).
    pub(super) fn finish_live(&mut self) {
        if let Some(live) = self.live.take() {
            live.finish(EXIT_GRACE);
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

    const ROUND_1: &str = "room/round-1/board-1.pgn";
    const ROUND_2: &str = "room/round-2/board-1.pgn";

    fn disk_full(path: &str) -> RecordError {
        RecordError::DiskFull { path: PathBuf::from(path) }
    }

    fn failed(path: &str, text: &str) -> Written {
        Written { path: PathBuf::from(path), text: text.to_owned(), result: Err(disk_full(path)) }
    }

    fn ok(path: &str, text: &str) -> Written {
        Written { path: PathBuf::from(path), text: text.to_owned(), result: Ok(()) }
    }

    /// The live game with no thread (nothing is sent in these tests) writing `path`'s game.
    fn live_on(path: &str) -> Live {
        let mut live = Live::new(None);
        live.set_writer(Some(LiveWriter::new(PathBuf::from(path), EventInfo::default())));
        live
    }

    /// The files named by the warnings above the window.
    fn warned(problems: &[Problem]) -> Vec<&Path> {
        problems
            .iter()
            .filter_map(|p| match p {
                Problem::Live(LiveProblem::NotWritten { path, .. }) => Some(path.as_path()),
                _ => None,
            })
            .collect()
    }

    fn writer(live: &mut Live) -> &mut LiveWriter {
        live.writer.as_mut().expect("a game on screen")
    }

    /// Second review of issue 17: a failed write was tried again only when the window drew a
    /// frame, and the setup and series screens draw one on input only. While a write is under
    /// way or a file is to be tried again, the window is told to look again soon; once all is
    /// written and told, nothing keeps it drawing.
    #[test]
    fn the_window_looks_again_while_a_file_is_to_be_tried_again() {
        let table = Table::new(Setup::default()).unwrap();
        let mut live = live_on(ROUND_1);
        assert!(!live.unsettled(), "nothing handed over yet");
        let text = writer(&mut live).next(&table, 0).unwrap();
        live.take_result(failed(ROUND_1, &text), 0);
        assert!(live.unsettled(), "this game's file is to be tried again");
        live.set_writer(None);
        assert!(live.unsettled(), "between games: owed to round 1's file");
        live.take_result(ok(ROUND_1, &text), RETRY_AFTER);
        assert!(!live.unsettled(), "written: nothing to look at again");
        // Turned off, nothing is owed any more.
        let mut live = live_on(ROUND_1);
        let text = writer(&mut live).next(&table, 0).unwrap();
        live.take_result(failed(ROUND_1, &text), 0);
        live.set_writer(None);
        live.turn_off();
        assert!(!live.unsettled() && live.owed().count() == 0);
    }

    /// Review of issue 17: a write of the previous game's file, whose result came back once the
    /// next game (round 2, another file) was on screen, was taken for the new game's: its
    /// failure made the new file be written again, and its success could hide the new file's
    /// failure. A result goes to the writer of its own file only; a failure is still said.
    #[test]
    fn a_previous_games_write_result_is_not_the_new_games() {
        let table = Table::new(Setup::default()).unwrap();
        let mut live = live_on(ROUND_2);
        assert!(writer(&mut live).next(&table, 0).is_some(), "round 2's first text is handed over");
        let warning = live.take_result(failed(ROUND_1, "1-0"), 0);
        assert_eq!(warning, Warning::Say(PathBuf::from(ROUND_1), disk_full(ROUND_1)), "round 1 not written is said");
        assert_eq!(writer(&mut live).next(&table, RETRY_AFTER), None, "round 2's writer is untouched");
        assert_eq!(live.owed().collect::<Vec<_>>(), [Path::new(ROUND_1)], "round 1's text is owed instead");
        let warning = live.take_result(ok(ROUND_1, "1-0"), 0);
        assert_eq!(warning, Warning::Clear(PathBuf::from(ROUND_1)), "round 1's warning only");
        assert_eq!(live.owed().count(), 0);
        // Its own file's failure is its own: tried again a while later.
        let warning = live.take_result(failed(ROUND_2, "*"), 0);
        assert_eq!(warning, Warning::Say(PathBuf::from(ROUND_2), disk_full(ROUND_2)));
        assert!(writer(&mut live).next(&table, RETRY_AFTER).is_some(), "round 2's file is tried again");
        assert_eq!(live.owed().count(), 0, "never owed: its writer has it");
    }

    /// Review of issue 17: once round 2 was on screen (or between games), a failed write of
    /// round 1's file was said but never tried again, and round 2's first write took every
    /// warning away, round 1's too: its file could stay at `*` for good, silently. What the
    /// last game could not write is owed to its file and sent again [`RETRY_AFTER`] after the
    /// failure, as the game on screen's is; a file written takes its own warning away only.
    #[test]
    fn a_previous_games_file_not_written_is_tried_again_and_keeps_its_warning() {
        let mut problems = Vec::new();
        let mut round_1 = Table::new(Setup::default()).unwrap();
        let mut live = live_on(ROUND_1);
        let first = writer(&mut live).next(&round_1, 0).unwrap();
        warn(&mut problems, live.take_result(ok(ROUND_1, &first), 0));
        // White resigns (the result replaces `*`): that write fails.
        let resign = crate::table::EventKind::Resign { by: shakmaty::Color::White };
        round_1.apply(crate::table::Event::new(1_000, resign)).unwrap();
        let result = writer(&mut live).next(&round_1, 1_000).expect("the result is handed over");
        assert!(result.contains("0-1"), "{result}");
        warn(&mut problems, live.take_result(failed(ROUND_1, &result), 1_000));
        // Between games, then round 2 on screen in its own folder, its first write a success.
        live.set_writer(None);
        let round_2 = Table::new(Setup::default()).unwrap();
        live.set_writer(Some(LiveWriter::new(PathBuf::from(ROUND_2), EventInfo::default())));
        let text = writer(&mut live).next(&round_2, 2_000).unwrap();
        warn(&mut problems, live.take_result(ok(ROUND_2, &text), 2_000));
        assert_eq!(warned(&problems), [Path::new(ROUND_1)], "round 2 written says nothing of round 1");
        // Round 1's result is sent again a while after its failure, once until it answers.
        assert!(live.owed.due(1_000 + RETRY_AFTER - 1).is_empty(), "not at once");
        assert_eq!(live.owed.due(1_000 + RETRY_AFTER), [(PathBuf::from(ROUND_1), result.clone())]);
        assert!(live.owed.due(1_000 + 3 * RETRY_AFTER).is_empty(), "not again while under way");
        // It fails again: tried again later; then written, and its warning goes.
        warn(&mut problems, live.take_result(failed(ROUND_1, &result), 7_000));
        assert_eq!(warned(&problems), [Path::new(ROUND_1)], "one warning per file");
        assert_eq!(live.owed.due(7_000 + RETRY_AFTER), [(PathBuf::from(ROUND_1), result.clone())]);
        warn(&mut problems, live.take_result(ok(ROUND_1, &result), 12_000));
        assert!(warned(&problems).is_empty(), "{problems:?}");
        assert_eq!(live.owed().count(), 0, "nothing owed once written");
    }

    /// The next game in the same file (a game outside a series, after the last) takes the file
    /// over: the last game's text is owed no more.
    #[test]
    fn the_next_game_in_the_same_file_takes_it_over() {
        let table = Table::new(Setup::default()).unwrap();
        let mut live = live_on(ROUND_1);
        let text = writer(&mut live).next(&table, 0).unwrap();
        let _ = live.take_result(failed(ROUND_1, &text), 0);
        live.set_writer(None);
        assert_eq!(live.owed().collect::<Vec<_>>(), [Path::new(ROUND_1)], "owed between games");
        live.set_writer(Some(LiveWriter::new(PathBuf::from(ROUND_1), EventInfo::default())));
        assert_eq!(live.owed().count(), 0, "the new game's writer has the file");
    }
}
