//! The real app driven headless with egui_kittest: clicks on named widgets, keys, and a mock
//! clock that only moves when a test says so.

use std::path::{Path, PathBuf};

use crate::gui;

use egui_kittest::kittest::Queryable;
use escaque::clock::TimeControls;
use escaque::clock::{MINUTE, SECOND};
use escaque::laws::{GameResult, Reason, Status};
use escaque::platform::settings::Settings;
use escaque::platform::time::MockTime;
use escaque::table::Setup;
use gui::{App, Gui, remember};
use shakmaty::{Color, Position, Role, Square};

/// The app on `dir`, "Save…" writing in `chosen/` (when the test makes it) instead of asking.
fn app(dir: &Path) -> App<'static> {
    App::on(dir).save_into(&dir.join("chosen"))
}

impl Gui {
    /// The app on a fresh data folder `name`, on its setup screen.
    fn new(name: &str) -> Gui {
        app(&gui::data_dir("gui", name)).open()
    }
}

#[test]
fn the_setup_form_sets_up_the_game_and_is_remembered() {
    let dir = gui::data_dir("gui", "setup-form");
    let mut gui = app(&dir).open();
    gui.harness.get_by_label("White").focus();
    gui.harness.get_by_label("White").type_text("Uxía");
    gui.settle();
    gui.harness.get_by_label("Black").focus();
    gui.harness.get_by_label("Black").type_text("Jordi");
    gui.settle();
    gui.click("white control preset");
    gui.click("5+3");
    gui.click("An arbiter is present");
    gui.start();
    let setup = gui.table(|t| t.setup().clone());
    assert_eq!((setup.white.as_str(), setup.black.as_str()), ("Uxía", "Jordi"));
    assert_eq!(setup.controls.unwrap().white.to_string(), "300+3");
    assert!(setup.arbiter_present);
    assert_eq!(gui.table(|t| t.category()), escaque::laws::Category::Blitz);
    // The next start offers the same setup.
    let remembered = Settings::load(&dir.join("settings.ron")).settings.setup;
    assert_eq!((remembered.white.as_str(), remembered.controls.unwrap().white.to_string().as_str()), ("Uxía", "300+3"));
}

#[test]
fn fools_mate_by_clicks_and_the_result() {
    let mut gui = Gui::new("fools-mate");
    gui.start();
    gui.play("f2", "f3");
    gui.play("e7", "e5");
    gui.play("g2", "g4");
    gui.play("d8", "h4");
    let ending = gui.table(|t| t.game().status().ending()).expect("the game is over");
    assert_eq!((ending.result, ending.reason), (GameResult::Win(Color::Black), Reason::Checkmate));
    // The result is on screen with its Article: in the result dialog and on the status line.
    assert_eq!(gui.harness.get_all_by_label_contains("White is checkmated (Article 5.1.1)").count(), 2);
    assert_eq!(gui.table(|t| t.game().plies().len()), 4);
}

#[test]
fn a_touched_piece_binds_and_another_cannot_move() {
    let mut gui = Gui::new("touch-move");
    gui.start();
    gui.square("g1");
    gui.square("e2");
    gui.square("e4");
    assert_eq!(gui.table(|t| t.game().plies().len()), 0, "e2-e4 is refused");
    let status = gui.status_line();
    assert!(status.contains("g1") && status.contains("4.3.1"), "the status line says why: {status}");
    gui.square("g1");
    gui.square("f3");
    assert_eq!(gui.table(|t| t.game().plies()[0].san.to_string()), "Nf3");
}

#[test]
fn a_pawn_promotes_to_the_knight_picked() {
    let dir = gui::data_dir("gui", "promotion");
    remember(&dir, Setup { fen: Some("8/P7/8/8/8/8/8/k6K w - - 0 1".to_owned()), ..Setup::default() });
    let mut gui = app(&dir).open();
    gui.start();
    gui.square("a7");
    gui.square("a8");
    assert_eq!(gui.table(|t| t.game().plies().len()), 0, "the move waits for the choice");
    // Under touch-move the pawn released on the last rank stays there: only its piece is left
    // to choose (4.7, 4.4.4), so there is no cancelling.
    assert!(gui.harness.query_by_label("Cancel").is_none());
    gui.harness.get_by_label_contains("Article 4.7");
    gui.click("Knight");
    let a8 = gui.table(|t| t.game().position().board().role_at(Square::A8));
    assert_eq!(a8, Some(Role::Knight));
    assert_eq!(gui.table(|t| t.game().plies()[0].san.to_string()), "a8=N");
}

#[test]
fn ii_3_2_1_chess960_king_clicked_onto_its_castling_square_then_the_rook_castles() {
    let dir = gui::data_dir("gui", "chess960-two-moves");
    // Position 746, RKNNBBQR: the knights leave c1 and d1 free for queenside castling.
    let fen = Some(escaque::laws::chess960::fen(746));
    remember(&dir, Setup { fen, chess960: true, ..Setup::default() });
    let mut gui = app(&dir).open();
    gui.start();
    for (from, to) in [("c1", "b3"), ("c8", "b6"), ("d1", "c3"), ("d8", "c6")] {
        gui.play(from, to);
    }
    gui.square("b1");
    gui.square("c1");
    assert_eq!(gui.table(|t| t.game().plies()[4].san.to_string()), "Kc1");
    // The rook is White's to bring over, though the board's turn is Black's: no touch of an
    // opponent's piece.
    gui.square("a1");
    assert!(gui.table(|t| t.game().touched().is_empty()));
    gui.square("d1");
    assert_eq!(gui.table(|t| t.game().plies()[4].san.to_string()), "O-O-O");
    assert_eq!(gui.table(|t| t.game().plies().len()), 5);
    let status = gui.status_line();
    assert!(status.contains("castles") && status.contains("II.3.2.1"), "{status}");
    gui.click("White's clock");
    assert_eq!(gui.table(|t| t.game().completed_moves(Color::White)), 3);
}

#[test]
fn a_game_with_no_move_is_set_aside_and_its_setup_shown_again() {
    let dir = gui::data_dir("gui", "discard-unstarted");
    remember(&dir, Setup { white: "Uxía".into(), ..Setup::default() });
    let mut gui = app(&dir).open();
    gui.start();
    gui.click("Discard: no move made");
    assert!(gui.harness.state().game().is_none(), "back to the setup form");
    gui.harness.get_by_label("Start the game");
    // The journal went with the games, its last line the abandonment.
    let kept: Vec<String> = std::fs::read_dir(dir.join("games"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap_or_default())
        .filter(|text| text.contains("abandon"))
        .collect();
    assert_eq!(kept.len(), 1, "one journal, ending in the abandonment");
    // Nothing left to resume.
    let gui = app(&dir).open();
    assert!(gui.harness.query_by_label("Resume the game").is_none());
}

#[test]
fn a_game_is_aborted_only_once_confirmed_and_recorded_as_abandoned() {
    let mut gui = Gui::new("abort");
    gui.start();
    gui.play("e2", "e4");
    gui.play("e7", "e5");
    assert!(gui.harness.query_by_label("Discard: no move made").is_none(), "moves were made");
    gui.click("Abort the game…");
    gui.click("Keep playing");
    assert_eq!(gui.table(|t| t.game().status()), Status::Ongoing);
    gui.click("Abort the game…");
    gui.harness.get_by_label_contains("recorded as abandoned");
    // One player alone cannot stop the game.
    gui.click("White agrees to stop the game");
    gui.click("Abort the game");
    assert_eq!(gui.table(|t| t.game().status()), Status::Ongoing);
    gui.click("Black agrees to stop the game");
    gui.click("Abort the game");
    let ending = gui.table(|t| t.game().status().ending()).expect("the game is over");
    assert_eq!((ending.result, ending.reason), (GameResult::Annulled, Reason::Abandoned));
    // The board was turned round during the game; the next game starts with White at the bottom.
    gui.click("Look at the board");
    gui.click("Flip board");
    assert!(gui.harness.state().settings().flipped);
    gui.click("New game");
    gui.start();
    assert!(!gui.harness.state().settings().flipped);
}

#[test]
fn art_4_7_without_touch_move_the_pawn_can_be_taken_back_before_the_piece_is_chosen() {
    let dir = gui::data_dir("gui", "promotion-casual");
    let fen = Some("8/P7/8/8/8/8/8/k6K w - - 0 1".to_owned());
    remember(&dir, Setup { fen, touch_move: false, ..Setup::default() });
    let mut gui = app(&dir).open();
    gui.start();
    gui.square("a7");
    gui.square("a8");
    gui.click("Cancel");
    assert_eq!(gui.table(|t| t.game().plies().len()), 0);
    gui.square("h1");
    gui.square("g1");
    assert_eq!(gui.table(|t| t.game().plies().len()), 1);
}

#[test]
fn a_draw_offered_and_accepted() {
    let mut gui = Gui::new("draw");
    gui.start();
    gui.play("e2", "e4");
    gui.play("e7", "e5");
    gui.square("g1");
    gui.square("f3");
    gui.click("White: offer draw");
    gui.click("White's clock");
    assert_eq!(gui.table(|t| t.game().standing_offer()), Some(Color::White));
    gui.click("Black: accept draw");
    let ending = gui.table(|t| t.game().status().ending()).expect("agreed");
    assert_eq!((ending.result, ending.reason), (GameResult::Draw, Reason::Agreement));
    // The scoresheet marks the offer after White's move.
    gui.harness.get_by_label_contains("Nf3 (=)");
}

#[test]
fn clocks_are_pressed_with_the_players_keys() {
    let mut gui = Gui::new("keys");
    gui.start();
    gui.time.advance(5 * SECOND);
    gui.square("e2");
    gui.square("e4");
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), Some(Color::White), "not yet pressed");
    gui.harness.key_press(eframe::egui::Key::Z);
    gui.settle();
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), Some(Color::Black));
    gui.time.advance(3 * SECOND);
    gui.square("e7");
    gui.square("e5");
    // White's key does nothing for Black's move.
    gui.harness.key_press(eframe::egui::Key::Z);
    gui.settle();
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), Some(Color::Black));
    gui.harness.key_press(eframe::egui::Key::Slash);
    gui.settle();
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), Some(Color::White));
    assert_eq!(
        gui.table(|t| t.clock().unwrap().remaining(Color::Black, 8 * SECOND)),
        // 2023: the first move's 30 s from the start, the next move's with the press.
        90 * MINUTE + 30 * SECOND - 3 * SECOND + 30 * SECOND
    );
}

#[test]
fn a_flag_falls_with_the_mock_time() {
    let dir = gui::data_dir("gui", "flag");
    remember(&dir, Setup { controls: Some(TimeControls::same("60".parse().unwrap())), ..Setup::default() });
    let mut gui = app(&dir).open();
    gui.start();
    gui.time.advance(59 * SECOND);
    gui.settle();
    assert_eq!(gui.table(|t| t.game().status()), Status::Ongoing);
    gui.harness.get_by_label("White's clock");
    gui.time.advance(2 * SECOND);
    gui.settle();
    let ending = gui.table(|t| t.game().status().ending()).expect("the flag fell");
    assert_eq!((ending.result, ending.reason), (GameResult::Win(Color::Black), Reason::TimeForfeit));
    assert_eq!(gui.harness.get_all_by_label_contains("White's flag fell (Article 6.9)").count(), 2);
}

#[test]
fn an_unfinished_game_resumes_as_it_was_with_the_clocks_stopped() {
    let dir = gui::data_dir("gui", "resume");
    let time = MockTime::default();
    let (plies, white_left) = {
        let mut gui = app(&dir).time(&time).open();
        gui.start();
        gui.play("e2", "e4");
        gui.play("c7", "c5");
        gui.time.advance(7 * SECOND);
        gui.square("g1");
        gui.square("f3");
        let now = gui.harness.state().game().unwrap().session.game_time(gui.time.now());
        (gui.table(|t| t.game().plies().len()), gui.table(|t| t.clock().unwrap().remaining(Color::White, now)))
        // The window goes away here without any goodbye: as in a crash.
    };
    time.advance(10 * MINUTE);
    let mut gui = app(&dir).time(&time).open();
    // 1. e4 c5 2. Nf3: two moves, as players count them (three plies).
    gui.harness.get_by_label_contains("2 moves");
    gui.click("Resume the game");
    assert_eq!(gui.table(|t| t.game().plies().len()), plies);
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), None, "the clocks are stopped");
    let now = gui.harness.state().game().unwrap().session.game_time(gui.time.now());
    assert_eq!(gui.table(|t| t.clock().unwrap().remaining(Color::White, now)), white_left, "no time lost in the crash");
    gui.click("Start the clocks");
    gui.click("White's clock");
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), Some(Color::Black));
}

use escaque::platform::time::TimeSource;

#[test]
fn the_language_changes_at_once_and_is_remembered() {
    let dir = gui::data_dir("gui", "language");
    let mut gui = app(&dir).open();
    gui.click("Language");
    gui.click("Galego");
    // The setup screen speaks Galician at once...
    gui.harness.get_by_label("Comezar a partida");
    assert_eq!(Settings::load(&dir.join("settings.ron")).settings.language, Some(escaque::i18n::Lang::Gl));
    gui.start_with("Comezar a partida");
    // ...and so does the game: the board's squares, the clocks, the status line.
    gui.harness.get_by_label("e2, peón branco");
    gui.harness.get_by_label("Reloxo das brancas");
    gui.square("g1");
    gui.square("e2");
    gui.square("e4");
    let status = gui.status_line();
    assert!(status.contains("Non se permite") && status.contains("Artigo 4.3.1"), "{status}");
    // Back to English from the game's toolbar, at once, the status line included.
    gui.click("Lingua");
    gui.click("English");
    assert!(gui.status_line().contains("Article 4.3.1"), "{}", gui.status_line());
    gui.harness.get_by_label("White's clock");
}

#[test]
fn moves_typed_in_the_players_language() {
    let dir = gui::data_dir("gui", "typed");
    let mut gui = app(&dir)
        .settings(Settings { language: Some(escaque::i18n::Lang::Gl), ..Settings::default() })
        .setup(Setup { press_with_move: true, ..Setup::default() })
        .open();
    gui.start_with("Comezar a partida");
    gui.type_move("Xogada:", "e4");
    gui.type_move("Xogada:", "Cf6");
    assert_eq!(gui.table(|t| t.game().plies().len()), 2);
    // N is no Galician piece letter: the move is not played and the status line says why.
    gui.type_move("Xogada:", "Nf3");
    assert_eq!(gui.table(|t| t.game().plies().len()), 2);
    let status = gui.status_line();
    assert!(status.contains("N non é a letra") && status.contains("R D T B C"), "{status}");
    // The text stays in the field to be corrected. In Galician R is the king: Re2 moves it.
    gui.harness.get_by_label("Xogada:").focus();
    for _ in 0..3 {
        gui.harness.key_press(eframe::egui::Key::Backspace);
    }
    gui.type_move("Xogada:", "Re2");
    assert_eq!(gui.table(|t| t.game().plies()[2].san.to_string()), "Ke2");
    // The scoresheet shows the moves with the Galician letters.
    gui.harness.get_by_label_contains("Cf6");
    gui.harness.get_by_label_contains("Re2");
}

/// A game started, Fool's mate played, both players sign on their pads, and "Seal and save"
/// is pressed.
fn mate_then_sign_and_seal(gui: &mut Gui) {
    gui.start();
    gui.fools_mate();
    gui.sign_and_seal();
}

#[test]
fn both_players_sign_and_the_record_is_sealed() {
    let dir = gui::data_dir("gui", "signing");
    let mut gui = app(&dir).open();
    mate_then_sign_and_seal(&mut gui);
    let saved: Vec<_> = std::fs::read_dir(dir.join("games"))
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "pgn"))
        .collect();
    assert_eq!(saved.len(), 1, "{saved:?}");
    let pgn = std::fs::read_to_string(&saved[0]).unwrap();
    assert!(pgn.contains("[WhiteSignature \"") && pgn.contains("[BlackSignature \""), "{pgn}");
    assert!(pgn.contains("[Seal \""), "{pgn}");
    assert!(pgn.contains("2... Qh4#"), "{pgn}");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("verify").arg(&saved[0]).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    let sheet = escaque::record::sheet::Scoresheet::from_pgn(&pgn).unwrap();
    let strokes = &sheet.white_signature.as_ref().unwrap().strokes;
    assert!(strokes.len() == 1 && strokes[0].len() >= 5, "the zigzag was kept as a path: {strokes:?}");
    assert!(dir.join("seal.key").exists(), "the installation's key was made once");
}

#[test]
fn a_record_that_cannot_be_kept_says_why() {
    let dir = gui::data_dir("gui", "signing-fails");
    std::fs::write(dir.join("games"), "a file where the games' folder should be").unwrap();
    let mut gui = app(&dir).open();
    mate_then_sign_and_seal(&mut gui);
    let said = format!("Not done: Cannot create the folder {}: ", dir.join("games").display());
    gui.harness.get_by_label_contains(&said);
    assert!(gui.harness.state().game().unwrap().signing.as_ref().unwrap().kept.is_none(), "nothing kept");
    // Once the folder can be made, the same button seals.
    std::fs::remove_file(dir.join("games")).unwrap();
    gui.click("Seal and save");
    let kept = gui.harness.state().game().unwrap().signing.as_ref().unwrap().kept.clone().unwrap();
    assert!(kept.unsealed.is_none(), "sealed");
    let sealed = kept.path;
    assert!(sealed.starts_with(dir.join("games")) && sealed.exists(), "{sealed:?}");
}

#[test]
fn the_clock_keys_can_be_chosen() {
    let dir = gui::data_dir("gui", "keys-chosen");
    let mut gui = app(&dir).open();
    gui.click("Black's key");
    gui.click("X");
    gui.start();
    gui.square("e2");
    gui.square("e4");
    gui.harness.key_press(eframe::egui::Key::Z);
    gui.settle();
    gui.square("e7");
    gui.square("e5");
    gui.harness.key_press(eframe::egui::Key::Slash);
    gui.settle();
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), Some(Color::Black), "/ is no longer Black's key");
    gui.harness.key_press(eframe::egui::Key::X);
    gui.settle();
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), Some(Color::White));
    assert_eq!(Settings::load(&dir.join("settings.ron")).settings.black_key, "X");
}

#[test]
fn a_journal_that_cannot_be_read_is_said_at_start_up_and_kept() {
    let dir = gui::data_dir("gui", "garbled-journal");
    std::fs::write(dir.join("current.journal"), "escaque-journal 2\nsetup (white: 3)\nstart\n").unwrap();
    let gui = app(&dir).open();
    gui.harness.get_by_label_contains("The journal of the last game cannot be read");
    assert!(dir.join("current.journal").exists(), "kept as it was");
}

/// What `escaque verify` says of `pgn`, and its exit code.
fn escaque_verify(pgn: &std::path::Path) -> (Option<i32>, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque")).arg("verify").arg(pgn).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
}

/// The files in `dir` whose names end with `extension`.
fn files_ending(dir: &std::path::Path, extension: &str) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == extension))
        .collect()
}

#[test]
fn a_damaged_seal_key_keeps_the_record_unsealed_saves_it_and_a_new_key_seals_it() {
    let dir = gui::data_dir("gui", "seal-key-damaged");
    std::fs::write(dir.join("seal.key"), "not base64!").unwrap();
    std::fs::create_dir(dir.join("chosen")).unwrap();
    let mut gui = app(&dir).open();
    mate_then_sign_and_seal(&mut gui);
    // The dialog says it is not sealed, and why.
    gui.harness.get_by_label("Not sealed");
    gui.harness.get_by_label_contains(&format!("The seal key {} is damaged", dir.join("seal.key").display()));
    gui.harness.get_by_label_contains("The signed record is kept unsealed as");
    let kept = gui.harness.state().game().unwrap().signing.as_ref().unwrap().kept.clone().expect("kept");
    assert!(kept.path.starts_with(dir.join("games")));
    let unsealed = std::fs::read_to_string(&kept.path).unwrap();
    assert!(unsealed.contains("[WhiteSignature \"") && unsealed.contains("[BlackSignature \""), "{unsealed}");
    assert!(!unsealed.contains("[Seal"), "{unsealed}");
    let (code, said) = escaque_verify(&kept.path);
    assert_eq!(code, Some(1), "{said}");
    assert!(said.starts_with("not sealed"), "{said}");
    // Saving works on the unsealed record, and printing is offered.
    gui.click("Save PGN…");
    let saved = files_ending(&dir.join("chosen"), "pgn");
    assert_eq!(saved.len(), 1, "{saved:?}");
    assert_eq!(std::fs::read_to_string(&saved[0]).unwrap(), unsealed);
    gui.harness.get_by_label_contains("Saved as");
    gui.click("Save PDF (A4)…");
    let pdfs = files_ending(&dir.join("chosen"), "pdf");
    assert!(pdfs.len() == 1 && std::fs::read(&pdfs[0]).unwrap().starts_with(b"%PDF"), "{pdfs:?}");
    gui.harness.get_by_label("Print");
    // A new key: the damaged one kept aside, the record sealed in its place.
    gui.click("Make a new seal key and seal");
    let aside = dir.join("seal.key.damaged");
    gui.harness.get_by_label_contains(&format!("The old key is kept as {}", aside.display()));
    gui.harness.get_by_label(&format!("Sealed and saved as {}", kept.path.display()));
    assert!(gui.harness.query_by_label("Not sealed").is_none());
    assert_eq!(std::fs::read_to_string(&aside).unwrap(), "not base64!");
    let sealed = std::fs::read_to_string(&kept.path).unwrap();
    assert!(sealed.contains("[Seal \""), "{sealed}");
    assert_eq!(files_ending(&dir.join("games"), "pgn"), vec![kept.path.clone()], "replaced, not added");
    let (code, said) = escaque_verify(&kept.path);
    assert_eq!(code, Some(0), "{said}");
    assert!(said.starts_with("intact"), "{said}");
}

#[test]
fn a_game_that_ended_unsigned_is_offered_again_until_it_is_signed() {
    let dir = gui::data_dir("gui", "unsigned");
    {
        app(&dir).start().fools_mate();
        // Escaque stops here, before the scoresheet is signed.
    }
    let mut gui = app(&dir).open();
    gui.harness.get_by_label("A finished game was not signed");
    gui.click("Sign its scoresheet");
    gui.sign_and_seal();
    assert!(!dir.join("current.journal").exists(), "the journal is filed with the games");
    assert_eq!(files_ending(&dir.join("games"), "journal").len(), 1);
    drop(gui);
    // Signed: the next start offers nothing more.
    let gui = app(&dir).open();
    assert!(gui.harness.query_by_label("A finished game was not signed").is_none());
    gui.harness.get_by_label("Start the game");
}

#[test]
fn a_second_window_on_the_same_data_folder_plays_a_game_of_its_own() {
    let dir = gui::data_dir("gui", "two-windows");
    let mut first = one_move_played(&dir);
    let before = std::fs::read(dir.join("current.journal")).unwrap();
    let mut second = app(&dir).open();
    second.harness.get_by_label_contains("A game is open in another Escaque window");
    second.start();
    second.play("d2", "d4");
    assert_eq!(std::fs::read(dir.join("current.journal")).unwrap(), before, "the first window's game untouched");
    let own = escaque::table::journal::read_file(&dir.join("current-2.journal")).unwrap();
    assert_eq!(own.events.iter().filter(|e| matches!(e.kind, escaque::table::EventKind::Move { .. })).count(), 1);
    first.play("e7", "e5");
    assert_eq!(first.table(|t| t.game().plies().len()), 2);
}

/// A window on `dir` with a game started and 1. e4 played.
fn one_move_played(dir: &std::path::Path) -> Gui {
    let mut gui = app(dir).open();
    gui.start();
    gui.play("e2", "e4");
    gui
}

/// Two windows opened on `dir`, the second while the first is still on the setup screen; then
/// each starts a game and plays a move.
fn two_windows(dir: &std::path::Path) -> (Gui, Gui) {
    let mut first = app(dir).open();
    let mut second = app(dir).open();
    second.harness.get_by_label_contains("A game is open in another Escaque window");
    first.start();
    first.play("e2", "e4");
    second.start();
    second.play("d2", "d4");
    (first, second)
}

#[test]
fn a_window_keeps_its_seat_on_every_screen_so_two_never_share_a_journal() {
    let dir = gui::data_dir("gui", "seats");
    let _windows = two_windows(&dir);
    let moves = |name: &str| {
        let recorded = escaque::table::journal::read_file(&dir.join(name)).unwrap();
        recorded.events.iter().filter(|e| matches!(e.kind, escaque::table::EventKind::Move { .. })).count()
    };
    assert_eq!((moves("current.journal"), moves("current-2.journal")), (1, 1));
}

#[test]
fn a_game_left_in_a_second_windows_journal_is_offered_at_a_later_start() {
    let dir = gui::data_dir("gui", "stranded");
    // Both windows close (a power cut).
    drop(two_windows(&dir));
    let mut next = app(&dir).open();
    next.harness.get_by_label("An unfinished game was found");
    next.click("Set up a new game (the old one is kept in the games folder)");
    drop(next);
    // The second window's game is offered too, not stranded.
    let next = app(&dir).open();
    next.harness.get_by_label("An unfinished game was found");
    next.harness.get_by_label_contains("one move played");
}

#[test]
fn a_journal_that_cannot_be_filed_is_never_written_over_by_a_new_game() {
    let dir = gui::data_dir("gui", "unfiled");
    drop(one_move_played(&dir));
    let before = std::fs::read(dir.join("current.journal")).unwrap();
    // The games' folder cannot be made: the old journal cannot be filed away.
    std::fs::write(dir.join("games"), "a file where the games' folder should be").unwrap();
    let mut gui = app(&dir).open();
    gui.click("Set up a new game (the old one is kept in the games folder)");
    gui.harness.get_by_label_contains("Cannot keep the last game's journal");
    assert_eq!(std::fs::read(dir.join("current.journal")).unwrap(), before, "untouched");
}
