//! An adjourned game in the real app, driven headless with egui_kittest (issue 17, Guidelines
//! I): a few moves, the arbiter adjourns, the player on move writes the sealed move on a covered
//! board (the screen never shows it), the envelope is saved, the app is closed; a new app on
//! another data folder opens the envelope, the arbiter reveals the sealed move, and the game is
//! finished. A second game seals an illegal move, which loses (I.8.3). Time is a mock.

use std::path::{Path, PathBuf};

use crate::gui;

use egui_kittest::kittest::{By, NodeT, Queryable};
use escaque::clock::SECOND;
use escaque::laws::{GameResult, Reason, Status};
use escaque::platform::time::TimeSource;
use gui::{App, Gui};
use shakmaty::Color;

const ADJOURN: &str = "Adjourn the game: the player on move seals a move (Guidelines I.1.1)";
const OPEN: &str = "Open the envelope (Guidelines I.7)";
const PLAY_SEALED: &str = "Play the sealed move (Guidelines I.9.1)";

/// The steps of this file.
impl Gui {
    /// Clicks the first of the buttons labelled `label` (the envelope's screen and the open
    /// arbiter's panel both offer some).
    fn click_first(&mut self, label: &str) {
        self.harness.query_all_by_label(label).next().expect(label).click();
        self.settle();
    }

    /// Whether the board is on screen: its square a1 has a name.
    fn board_shown(&self) -> bool {
        self.harness.query_all(By::new().predicate(|n| n.label().is_some_and(|l| l.starts_with("a1")))).next().is_some()
    }

    /// 1.e4 e5 2.Nf3 Nc6, the arbiter adjourns, White seals `sealed`, and the envelope is saved
    /// in `out`: the envelope's file.
    fn adjourn_after_four_moves(&mut self, sealed: &str, out: &Path) -> PathBuf {
        self.start();
        for (from, to) in [("e2", "e4"), ("e7", "e5"), ("g1", "f3"), ("b8", "c6")] {
            self.play(from, to);
        }
        assert!(self.board_shown());
        self.click("Arbiter's panel (F2)");
        self.click(ADJOURN);
        self.click("Confirm");
        assert!(self.table(|t| t.adjournment().is_some()));
        // The board is covered while White writes the move.
        assert!(!self.board_shown(), "the board is covered");
        self.time.advance(30 * SECOND);
        self.type_in("Sealed move", sealed);
        self.type_in("Resumption: date, time and place (Guidelines I.2)", "Monday 19:00, club room");
        // What was typed is shown as dots only.
        assert!(!self.shows(sealed), "the sealed move is on no widget");
        self.click("Seal the envelope");
        assert!(self.table(|t| t.is_adjourned()));
        assert_eq!(self.table(|t| t.game().plies().len()), 4, "the sealed move is not played");
        assert_eq!(self.running(), None, "both clocks stand still");
        // The opponent's view: the envelope's summary, without the move.
        self.harness.get_by_label_contains("Adjourned game: the envelope");
        self.harness.get_by_label("Monday 19:00, club room");
        assert!(!self.shows(sealed), "the sealed move is on no widget");
        // Kept in the data folder, and saved where the arbiter chooses.
        let kept = std::fs::read_dir(self.dir.join("adjourned")).unwrap().count();
        assert_eq!(kept, 1);
        self.click("Save the envelope…");
        let saved: Vec<PathBuf> = std::fs::read_dir(out).unwrap().map(|e| e.unwrap().path()).collect();
        assert_eq!(saved.len(), 1);
        // Named as the organiser files a record: "2026-11-23 Uxía - Jordi R3.envelope" (the
        // local date first), not by a count of seconds.
        let name = saved[0].file_name().unwrap().to_string_lossy().into_owned();
        let date = name.split(' ').next().unwrap();
        assert!(date.len() == 10 && date.chars().filter(|&c| c == '-').count() == 2, "{name}");
        assert!(date.split('-').all(|part| part.chars().all(|c| c.is_ascii_digit())), "{name}");
        assert!(name.ends_with(".envelope"), "{name}");
        assert!(!std::fs::read_to_string(&saved[0]).unwrap().contains(sealed));
        saved[0].clone()
    }
}

#[test]
fn guidelines_i_1_1_adjourned_between_a_move_and_its_press_the_press_completes_it_and_the_opponent_seals() {
    let out = gui::data_dir("gui-adjourn", "saved-unpressed");
    let mut gui = app("unpressed", &out, None);
    gui.start();
    gui.play("e2", "e4");
    // Black moves and does not press: the arbiter calls the adjournment now.
    gui.time.advance(2 * SECOND);
    gui.square("e7");
    gui.square("e5");
    assert!(gui.table(|t| t.game().is_uncompleted(Color::Black)));
    gui.click("Arbiter's panel (F2)");
    gui.click(ADJOURN);
    gui.click("Confirm");
    // No field to seal in yet: Black completes the move first.
    assert!(gui.harness.query_by_label("Sealed move").is_none());
    gui.harness.get_by_label_contains("Black has moved and not pressed the clock");
    gui.time.advance(5 * SECOND);
    gui.click("Press Black's clock");
    assert_eq!(gui.running(), Some(Color::White));
    // White, whose clock runs, seals Nf3; the envelope is opened and the move played.
    gui.harness.get_by_label_contains("White seals the move");
    gui.time.advance(20 * SECOND);
    gui.type_in("Sealed move", "Nf3");
    gui.click("Seal the envelope");
    assert!(gui.table(|t| t.is_adjourned()));
    let sealed = gui.table(|t| t.adjournment().unwrap().sealed.clone().unwrap());
    assert_eq!((sealed.by, sealed.move_number), (Color::White, 2));
    // While adjourned nothing is claimed on the board; a draw may be agreed or the game
    // resigned (Guidelines I.4, I.6).
    let disabled = |gui: &Gui, name: &str| gui.harness.get_by_label(name).accesskit_node().is_disabled();
    assert!(disabled(&gui, "White: claim a draw"), "no claim while adjourned");
    assert!(!disabled(&gui, "White: offer draw") && !disabled(&gui, "Black: resign"));
    gui.click_first(OPEN);
    gui.click("Confirm");
    gui.click(PLAY_SEALED);
    gui.click("Confirm");
    assert_eq!(gui.table(|t| t.game().plies().len()), 3);
    assert_eq!(gui.running(), Some(Color::Black));
    gui.play("b8", "c6");
    assert_eq!(gui.table(|t| t.game().plies().len()), 4);
}

#[test]
fn guidelines_i_8_2_the_arbiter_reads_an_unreadable_sealed_move_and_it_is_played() {
    let out = gui::data_dir("gui-adjourn", "saved-unreadable");
    let mut gui = app("unreadable", &out, None);
    let _ = gui.adjourn_after_four_moves("bishop to b5", &out);
    gui.click_first(OPEN);
    gui.click("Confirm");
    assert!(gui.shows("bishop to b5"));
    gui.harness.get_by_label_contains("Its meaning cannot be established as a move (Guidelines I.8.2)");
    // A move that is not legal here is refused, saying why; the arbiter's reading is played.
    gui.type_in("The move the arbiter reads in it", "Bc5");
    gui.click("Play this move (Guidelines I.8.2)");
    gui.harness.get_by_label_contains("\"Bc5\" is not a legal move here");
    assert_eq!(gui.table(|t| t.game().plies().len()), 4);
    gui.harness.get_by_label("The move the arbiter reads in it").focus();
    gui.settle();
    for _ in 0..3 {
        gui.harness.key_press(eframe::egui::Key::Backspace);
        gui.settle();
    }
    gui.harness.get_by_label("The move the arbiter reads in it").type_text("Bb5");
    gui.settle();
    gui.click("Play this move (Guidelines I.8.2)");
    gui.harness.get_by_label_contains("“bishop to b5”. The arbiter reads it as Bb5");
    gui.click("Confirm");
    assert_eq!(gui.table(|t| t.game().plies().len()), 5);
    assert_eq!(gui.table(|t| t.game().status()), Status::Ongoing);
    assert_eq!(gui.running(), Some(Color::Black));
}

#[test]
fn guidelines_i_2_7_the_resumption_survives_a_restart_and_a_second_save() {
    let out = gui::data_dir("gui-adjourn", "saved-restart");
    let mut first = app("restart", &out, None);
    first.adjourn_after_four_moves("Bb5", &out);
    let dir = first.dir.clone();
    drop(first);
    let out2 = gui::data_dir("gui-adjourn", "saved-restart-2");
    let mut again = App::on(&dir).height(1600.0).save_into(&out2).open();
    // The start screen says the game waiting is adjourned, before it is resumed.
    again.harness.get_by_label_contains("It is adjourned: the sealed move is in its envelope");
    again.click("Resume the game");
    again.harness.get_by_label("Monday 19:00, club room");
    again.click("Save the envelope…");
    let saved: Vec<PathBuf> = std::fs::read_dir(&out2).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(saved.len(), 1);
    let (envelope, _) = escaque::record::adjourned::Envelope::read_file(&saved[0]).unwrap();
    assert_eq!(envelope.details.resumption, "Monday 19:00, club room");
}

/// The app on a fresh data folder `name`, in a window 1600 high, saving without asking into
/// `out`, and opening `envelope` on start if given.
fn app(name: &str, out: &Path, envelope: Option<PathBuf>) -> Gui {
    App::fresh("gui-adjourn", name)
        .height(1600.0)
        .save_into(out)
        .config(move |config| config.envelope = envelope)
        .open()
}

#[test]
fn guidelines_i_an_adjourned_game_resumes_on_another_installation_and_is_finished() {
    let out = gui::data_dir("gui-adjourn", "saved-legal");
    let mut first = app("first-legal", &out, None);
    let envelope = first.adjourn_after_four_moves("Bb5", &out);
    let times = first.table(|t| t.adjournment().unwrap().sealed.as_ref().unwrap().times);
    drop(first);

    // Another laptop: another data folder, the envelope given on start.
    let mut second = app("second-legal", &out, Some(envelope));
    assert!(second.table(|t| t.is_adjourned()), "the adjourned game is on screen");
    assert_eq!(second.table(|t| t.game().plies().len()), 4);
    second.harness.get_by_label("Monday 19:00, club room");
    assert!(!second.shows("Bb5"));
    // I.5: the times of the adjournment, whatever time passed.
    second.time.advance(3_600 * SECOND);
    second.settle();
    let clock = second.table(|t| t.clock().unwrap().clone());
    let now = second.harness.state().game().unwrap().session.game_time(second.time.now());
    assert_eq!((clock.remaining(Color::White, now), clock.remaining(Color::Black, now)), times);
    // The arbiter opens the envelope: what White wrote is shown with how it reads; nothing is
    // played before the arbiter rules.
    second.click(OPEN);
    second.click("Confirm");
    assert!(second.shows("Bb5"), "the sealed move as written is shown once opened");
    second.harness.get_by_label_contains("It reads as Bb5: the move is played");
    assert_eq!(second.table(|t| t.game().plies().len()), 4);
    assert_eq!(second.running(), None);
    // The ruling confirmed: the sealed move is played and Black's clock runs.
    second.click(PLAY_SEALED);
    second.harness.get_by_label_contains("“Bb5”. It reads as Bb5");
    second.click("Confirm");
    assert!(second.table(|t| t.adjournment().is_none()));
    assert_eq!(second.table(|t| t.game().plies().len()), 5);
    assert_eq!(second.running(), Some(Color::Black));
    assert!(second.board_shown(), "the board is shown again");
    assert!(second.harness.query_by_label_contains("b5, white bishop").is_some(), "the bishop is on b5");
    // The game goes on and ends: Black plays, then White resigns.
    second.play("a7", "a6");
    second.click("White: resign");
    second.click("Yes, resign");
    let ending = second.table(|t| t.game().status().ending().unwrap());
    assert_eq!((ending.result, ending.reason), (GameResult::Win(Color::Black), Reason::Resignation));
    assert!(second.harness.query_all_by_label_contains("White resigns").next().is_some());
}

#[test]
fn guidelines_i_8_3_an_illegal_sealed_move_loses_when_the_envelope_is_opened() {
    let out = gui::data_dir("gui-adjourn", "saved-illegal");
    let mut first = app("first-illegal", &out, None);
    let envelope = first.adjourn_after_four_moves("Bc5", &out);
    drop(first);

    let mut second = app("second-illegal", &out, Some(envelope));
    assert!(second.table(|t| t.is_adjourned()));
    second.click(OPEN);
    second.click("Confirm");
    // The arbiter sees what was written, the reading and the Article before the loss (I.3, 11.9).
    assert!(second.shows("Bc5"));
    second
        .harness
        .get_by_label_contains("It is not a legal move in this position (Guidelines I.8.3). Ruling: White loses.");
    assert!(second.table(|t| t.game().status()) == Status::Ongoing, "nothing is ruled before the arbiter confirms");
    second.click("Confirm the ruling (Guidelines I.8.3)");
    second.harness.get_by_label_contains("White's sealed move 3, written in English notation: “Bc5”.");
    second.click("Confirm");
    let status = second.table(|t| t.game().status());
    let Status::Ended(ending) = status else { panic!("the game is over: {status:?}") };
    assert_eq!((ending.result, ending.reason), (GameResult::Win(Color::Black), Reason::SealedMove));
    assert_eq!(ending.article.to_string(), "I.8.3");
    assert_eq!(second.table(|t| t.game().plies().len()), 4, "the illegal move is not played");
    let said = "White's sealed move was ambiguous, unreadable or illegal: White loses";
    assert!(second.harness.query_all_by_label_contains(said).next().is_some(), "the ending is said");
}

#[test]
fn guidelines_i_3_a_changed_envelope_is_refused_and_nothing_is_lost() {
    let out = gui::data_dir("gui-adjourn", "saved-changed");
    let mut first = app("first-changed", &out, None);
    let envelope = first.adjourn_after_four_moves("Bb5", &out);
    drop(first);
    let text = std::fs::read_to_string(&envelope).unwrap();
    std::fs::write(&envelope, text.replace("Monday 19:00", "Tuesday 19:00")).unwrap();

    let second = app("second-changed", &out, Some(envelope.clone()));
    assert!(second.harness.state().game().is_none(), "no game is started from it");
    second.harness.get_by_label_contains("the envelope was changed after it was sealed");
    // The envelope's file is as it was given.
    assert!(std::fs::read_to_string(&envelope).unwrap().contains("Tuesday 19:00"));
}

#[test]
fn guidelines_i_12_1_a_lost_envelope_the_sealing_player_plays_the_move_on_the_board() {
    let out = gui::data_dir("gui-adjourn", "saved-lost");
    let mut first = app("first-lost", &out, None);
    first.adjourn_after_four_moves("Bb5", &out);
    let times = first.table(|t| t.adjournment().unwrap().sealed.as_ref().unwrap().times);
    // The same laptop, another day: the window was closed, and the game is offered again.
    let dir = first.dir.clone();
    drop(first);
    let mut again = App::on(&dir).height(1600.0).save_into(&out).open();
    again.click("Resume the game");
    assert!(again.table(|t| t.is_adjourned()), "still adjourned");
    again.click("The envelope is lost (Guidelines I.12.1)");
    again.click("Confirm");
    assert!(again.table(|t| t.adjournment().is_none()));
    // White's clock runs from the recorded time, and White makes the move on the board.
    assert_eq!(again.running(), Some(Color::White));
    assert_eq!(again.table(|t| t.clock().unwrap().remaining(Color::Black, 0)), times.1);
    again.play("f1", "b5");
    assert_eq!(again.table(|t| t.game().plies().len()), 5);
    assert_eq!(again.running(), Some(Color::Black));
}

#[test]
fn an_envelope_given_while_a_game_waits_to_be_resumed_is_not_opened_and_nothing_is_filed() {
    let out = gui::data_dir("gui-adjourn", "saved-waits");
    let mut first = app("first-waits", &out, None);
    let envelope = first.adjourn_after_four_moves("Bb5", &out);
    let dir = first.dir.clone();
    drop(first);
    let journal = std::fs::read(dir.join("current.journal")).unwrap();
    let gui = App::on(&dir).height(1600.0).config(move |config| config.envelope = Some(envelope)).open();
    assert!(gui.harness.state().game().is_none(), "the unfinished game is offered, nothing else");
    gui.harness.get_by_label_contains("resume the unfinished game or set it aside first");
    assert_eq!(std::fs::read(dir.join("current.journal")).unwrap(), journal, "the journal is untouched");
}

/// Whether a label reads exactly `text` (one or more on screen).
fn shows_exactly(gui: &Gui, text: &str) -> bool {
    gui.harness.query_all_by_label(text).next().is_some()
}

/// I.2.3 on screen: the envelope's screen states, each labelled, the time each player used and
/// the time left on each clock; and (I.3) the fingerprint of the key the envelope is sealed
/// with, the same on the laptop that opens it, another for an envelope sealed again with
/// another key, whose seal holds all the same.
#[test]
fn guidelines_i_2_3_the_envelope_screen_shows_time_used_time_left_and_the_seal_keys_fingerprint() {
    let out = gui::data_dir("gui-adjourn", "saved-times");
    let mut first = app("first-times", &out, None);
    let envelope = first.adjourn_after_four_moves("Bb5", &out);
    let sealed = first.table(|t| t.adjournment().unwrap().sealed.clone().unwrap());
    // White used 2 s for each of two moves and 30 s writing the sealed move; Black 2 s twice.
    assert_eq!(sealed.used, (34 * SECOND, 4 * SECOND));
    for label in ["White's time used", "White's time left", "Black's time used", "Black's time left", "Seal key"] {
        assert!(shows_exactly(&first, label), "{label}");
    }
    assert!(shows_exactly(&first, "0:00:34") && shows_exactly(&first, "0:00:04"), "the time used");
    for left in [sealed.times.0, sealed.times.1] {
        let shown = escaque::clock::Hms(left).shown().to_string();
        assert!(shows_exactly(&first, &shown), "the time left, {shown}");
    }
    let (read, table) = escaque::record::adjourned::Envelope::read_file(&envelope).unwrap();
    assert_eq!((read.details.white_time_used, read.details.black_time_used), (Some(34 * SECOND), Some(4 * SECOND)));
    let fingerprint = read.key_fingerprint().unwrap();
    assert!(shows_exactly(&first, &fingerprint), "the seal key's fingerprint, {fingerprint}");
    first.harness.get_by_label_contains("compare it with the one noted at the adjournment");
    drop(first);

    // Another laptop opens the envelope: the same fingerprint, for the arbiter to compare.
    let second = app("second-times", &out, Some(envelope.clone()));
    assert!(second.table(|t| t.is_adjourned()));
    assert!(shows_exactly(&second, &fingerprint));
    assert!(shows_exactly(&second, "0:00:34"));
    drop(second);

    // The same envelope sealed again with another key: its seal holds (it is checked against
    // the key inside it), and only the fingerprint shows it is not the envelope noted.
    let other = escaque::record::seal::SealKey::from_secret([9; 32]);
    let resealed =
        escaque::record::adjourned::Envelope::seal(&table, &read.journal, &read.details.resumption, &other).unwrap();
    let forged = out.join("resealed.envelope");
    std::fs::write(&forged, resealed.to_text()).unwrap();
    let third = app("third-times", &out, Some(forged));
    assert!(third.table(|t| t.is_adjourned()), "the seal holds");
    let other_print = resealed.key_fingerprint().unwrap();
    assert_ne!(other_print, fingerprint);
    assert!(shows_exactly(&third, &other_print) && !shows_exactly(&third, &fingerprint));
}

#[test]
fn guidelines_i_1_1_an_adjournment_called_and_not_sealed_when_the_app_stopped_is_said_so_and_sealed_after() {
    let out = gui::data_dir("gui-adjourn", "saved-called");
    let mut first = app("called", &out, None);
    first.start();
    for (from, to) in [("e2", "e4"), ("e7", "e5")] {
        first.play(from, to);
    }
    first.click("Arbiter's panel (F2)");
    first.click(ADJOURN);
    first.click("Confirm");
    assert!(first.table(|t| t.adjournment().is_some() && !t.is_adjourned()));
    // The app stops before White seals.
    let dir = first.dir.clone();
    drop(first);
    let mut again = App::on(&dir).height(1600.0).open();
    again.harness.get_by_label_contains("The arbiter called the adjournment: the player on move is still to seal");
    assert!(again.harness.query_by_label_contains("the sealed move is in its envelope").is_none());
    again.click("Resume the game");
    again.type_in("Sealed move", "Nf3");
    again.click("Seal the envelope");
    assert!(again.table(|t| t.is_adjourned()));
}
