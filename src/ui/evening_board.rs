//! A laptop that plays one board of a club's evening (issue 30): it joins the evening's shared
//! folder with its board number (registered there by its seal key's fingerprint,
//! `evening::board::register`), and each round's game is set up from the pairings with nothing
//! to type: players, colours, round, event, site, time control and the evening's Laws. The game
//! is written live to `<evening>/round-N/board-M.pgn` (`record::live`), and once both players
//! have signed, its sealed record goes to `<evening>/sealed/round-N-board-M.pgn`, where the
//! organiser's crosstable verifies it against the registered key (`evening::gather`).
//!
//! The join dialog and the evening's line above the setup form are drawn here; the steps are
//! the app's (`EscaqueApp::board_command` and the hooks the app calls when a game starts, is
//! sealed and is over).

use std::path::PathBuf;

use eframe::egui;

use super::command::{BoardCommand, Command};
use super::{EscaqueApp, Screen, SetupForm, keyboard};
use crate::evening::board::{self, BoardGame};
use crate::evening::{Evening, Outcome, store};
use crate::i18n::{Tr, args, evening as said};
use crate::record::live::LiveSettings;
use crate::record::print;

/// The join dialog, on the setup screen: the evening's folder and this laptop's board.
#[derive(Clone, Debug, Default)]
pub struct JoinDialog {
    /// The folder, as typed or chosen.
    pub folder: String,
    /// The board number, as typed.
    pub board: String,
    /// What went wrong the last time "Join" was pressed, in the player's language.
    pub problem: Option<String>,
    /// No folder dialog could be shown on this desktop: the path is typed.
    pub no_dialog: bool,
}

/// The evening this laptop plays a board of.
#[derive(Clone, Debug)]
pub struct Joined {
    /// The evening's shared folder.
    pub folder: PathBuf,
    /// This laptop's board.
    pub board: u32,
    /// The evening's name.
    pub name: String,
    /// The game the setup form was filled with, or `None` when every game of this board has
    /// a record or a result.
    pub next: Option<BoardGame>,
    /// The round of the game on screen, when it is the evening's game.
    pub playing: Option<u32>,
    /// What came of the last step (the record sent, or why not), in the player's language.
    pub said: Option<String>,
    /// The live settings before joining, given back on leaving.
    before: LiveSettings,
}

/// The round whose game board `board` plays next: the first paired round in which the board
/// has a game with no sealed record in the folder and no result entered by hand.
fn next_round(folder: &std::path::Path, evening: &Evening, board: u32) -> Option<u32> {
    evening.rounds.iter().find_map(|round| {
        let pairing = round.games().find(|p| p.board == board)?;
        let by_hand = evening.games.iter().any(|g| {
            g.round == round.number
                && g.white == pairing.white
                && Some(g.black) == pairing.black
                && matches!(g.outcome, Outcome::ByHand(_))
        });
        let sealed = board::sealed_path(folder, round.number, board).exists();
        (!by_hand && !sealed).then_some(round.number)
    })
}

impl EscaqueApp {
    /// Carries out a command of the board's side of an evening.
    pub(super) fn board_command(&mut self, command: BoardCommand) {
        match command {
            BoardCommand::OpenJoin => {
                let folder = self.joined.as_ref().map(|j| j.folder.display().to_string()).unwrap_or_default();
                self.join_dialog = Some(JoinDialog { folder, board: "1".to_owned(), ..JoinDialog::default() });
            }
            BoardCommand::CloseJoin => self.join_dialog = None,
            BoardCommand::ChooseFolder => {
                let asked = std::time::Instant::now();
                let chosen = rfd::FileDialog::new().pick_folder();
                let Some(dialog) = &mut self.join_dialog else { return };
                match chosen {
                    Some(folder) => dialog.folder = folder.display().to_string(),
                    None if asked.elapsed() < crate::platform::save::NO_DIALOG_WITHIN => dialog.no_dialog = true,
                    None => {}
                }
            }
            BoardCommand::Join => self.join_evening(),
            BoardCommand::Leave => {
                if let Some(joined) = self.joined.take() {
                    self.settings.live = joined.before;
                    self.save_settings();
                    if let Screen::Setup(form) = &mut self.screen {
                        form.live = Default::default();
                    }
                }
            }
        }
    }

    /// "Join": the evening in the dialog's folder, this laptop registered for its board by its
    /// seal key, and the setup form filled with the board's next game. Anything wrong is said
    /// in the dialog, and nothing is changed.
    fn join_evening(&mut self) {
        let tr = self.tr();
        let Some(dialog) = &mut self.join_dialog else { return };
        let text = dialog.board.trim();
        let Some(board) = text.parse::<u32>().ok().filter(|&b| b >= 1) else {
            dialog.problem = Some(tr.t_args("evening-board-bad-number", &args([("text", text.to_owned().into())])));
            return;
        };
        let folder = PathBuf::from(dialog.folder.trim());
        let evening = match store::load(&folder) {
            Ok(evening) => evening,
            Err(e) => return dialog.problem = Some(said::store_error(tr, &e)),
        };
        let fingerprint = match &self.seal_print {
            Ok(print) => print.clone(),
            Err(e) => return dialog.problem = Some(crate::i18n::record::record_error(tr, e)),
        };
        if let Err(e) = board::register(&folder, board, &fingerprint, print::now_secs()) {
            return dialog.problem = Some(said::board_error(tr, &e));
        }
        self.join_dialog = None;
        let before = self.joined.take().map_or_else(|| self.settings.live.clone(), |j| j.before);
        self.joined = Some(Joined {
            folder,
            board,
            name: evening.name.clone(),
            next: None,
            playing: None,
            said: None,
            before,
        });
        self.fill_evening_form(&evening);
    }

    /// The setup form filled with the joined board's next game, written live into the evening's
    /// folder; when every game of the board is played, the form is left as it is.
    fn fill_evening_form(&mut self, evening: &Evening) {
        let tr = self.tr();
        let Some(joined) = &mut self.joined else { return };
        joined.next = None;
        let Some(round) = next_round(&joined.folder, evening, joined.board) else { return };
        let game = BoardGame::of(evening, round, joined.board);
        let (game, setup) = match game.and_then(|game| game.setup(&self.settings.setup).map(|setup| (game, setup))) {
            Ok(both) => both,
            Err(e) => return joined.said = Some(said::board_error(tr, &e)),
        };
        joined.next = Some(game);
        self.settings.live = LiveSettings { on: true, folder: joined.folder.clone(), board: joined.board, ..self.settings.live.clone() };
        self.settings.setup = setup.clone();
        self.save_settings();
        self.screen = Screen::Setup(Box::new(SetupForm::new(&setup, false)));
    }

    /// Back on the setup screen after a game: the next game of the joined board, read again
    /// from the folder (the organiser may have paired the next round meanwhile).
    pub(super) fn evening_next_game(&mut self) {
        let tr = self.tr();
        let Some(joined) = &mut self.joined else { return };
        joined.playing = None;
        match store::load(&joined.folder) {
            Ok(evening) => self.fill_evening_form(&evening),
            Err(e) => joined.said = Some(said::store_error(tr, &e)),
        }
    }

    /// A game started: the evening's when it is the game the form was filled with (its round
    /// and players unchanged).
    pub(super) fn evening_game_started(&mut self) {
        let (Some(joined), Screen::Game(game)) = (&mut self.joined, &self.screen) else { return };
        let setup = game.table().setup();
        joined.playing = joined
            .next
            .as_ref()
            .filter(|next| {
                setup.round == next.round.to_string() && setup.white == next.white.name && setup.black == next.black.name
            })
            .map(|next| next.round);
        joined.said = None;
    }

    /// The signing dialog opened for the evening's game: the record's event, site, date, round
    /// and board are the evening's, as the organiser's gathering checks them.
    pub(super) fn evening_signing_opened(&mut self) {
        let (Some(joined), Screen::Game(game)) = (&self.joined, &mut self.screen) else { return };
        if let (Some(_), Some(next), Some(signing)) = (joined.playing, &joined.next, &mut game.signing) {
            signing.info = next.event_info();
        }
    }

    /// Both players signed and the record was kept: the evening's game's record goes to the
    /// evening's folder (sealed, or unsealed when the key could not be used: the organiser's
    /// crosstable then shows it unverified), said in the signing dialog.
    pub(super) fn evening_record_kept(&mut self) {
        let tr = self.tr();
        let (Some(joined), Screen::Game(game)) = (&mut self.joined, &mut self.screen) else { return };
        let (Some(round), Some(signing)) = (joined.playing, &mut game.signing) else { return };
        let Some(kept) = &signing.kept else { return };
        let text = match board::write_sealed(&joined.folder, round, joined.board, &kept.sheet.to_pgn()) {
            Ok(path) => tr.t_args("evening-board-sent", &args([("path", path.display().to_string().into())])),
            Err(e) => tr.t_args("evening-board-not-sent", &args([("error", said::store_error(tr, &e).into())])),
        };
        signing.evening_note = Some(text.clone());
        joined.said = Some(text);
    }
}

/// The setup screen's button that opens the join dialog.
pub fn start_screen_ui(ui: &mut egui::Ui, tr: Tr, commands: &mut Vec<Command>) {
    ui.add_space(24.0);
    if ui.button(tr.t("evening-board-join-button")).on_hover_text(tr.t("evening-board-join-hint")).clicked() {
        commands.push(BoardCommand::OpenJoin.into());
    }
}

/// The evening's line above the setup form: which game is set up, or that the board's games
/// are played, what came of the last record, and "Leave the evening".
pub fn joined_ui(ui: &mut egui::Ui, tr: Tr, joined: &Joined, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        let line = match &joined.next {
            Some(next) => tr.t_args(
                "evening-board-joined",
                &args([
                    ("evening", joined.name.clone().into()),
                    ("round", next.round.into()),
                    ("board", joined.board.into()),
                    ("white", next.white.name.clone().into()),
                    ("black", next.black.name.clone().into()),
                ]),
            ),
            None => tr.t_args(
                "evening-board-all-played",
                &args([("evening", joined.name.clone().into()), ("board", joined.board.into())]),
            ),
        };
        ui.strong(line);
        if ui.button(tr.t("evening-board-leave")).clicked() {
            commands.push(BoardCommand::Leave.into());
        }
    });
    if let Some(said) = &joined.said {
        ui.label(said);
    }
}

/// The join dialog: the evening's folder (typed, or chosen in the system's dialog), this
/// laptop's board, and what went wrong.
pub fn join_ui(ctx: &egui::Context, tr: Tr, dialog: &mut JoinDialog, commands: &mut Vec<Command>) {
    let title = tr.t("evening-board-join-title");
    keyboard::dialog("evening-join", title.clone()).show(ctx, |ui| {
        ui.set_max_width(560.0);
        ui.heading(title);
        ui.label(tr.t("evening-board-join-intro"));
        ui.add_space(8.0);
        let folder_label = tr.t("evening-board-folder");
        ui.horizontal(|ui| {
            let label = ui.label(&folder_label);
            ui.add(egui::TextEdit::singleline(&mut dialog.folder).desired_width(300.0)).labelled_by(label.id);
            if ui.button(tr.t("evening-board-choose")).clicked() {
                commands.push(BoardCommand::ChooseFolder.into());
            }
        });
        if dialog.no_dialog {
            ui.label(tr.t("evening-board-no-dialog"));
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr.t("evening-board-number"));
            ui.add(egui::TextEdit::singleline(&mut dialog.board).desired_width(60.0)).labelled_by(label.id);
        });
        if let Some(problem) = &dialog.problem {
            ui.colored_label(ui.visuals().warn_fg_color, problem);
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(tr.t("evening-board-join")).clicked() {
                commands.push(BoardCommand::Join.into());
            }
            if ui.button(tr.t("evening-board-cancel")).clicked() {
                commands.push(BoardCommand::CloseJoin.into());
            }
        });
    });
}
