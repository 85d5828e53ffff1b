//! Issue 25, item 9: what a newcomer's hand meets at the board and at the window's edge. A
//! refused move leaves the touched piece in the hand; closing the window in the middle of a
//! game asks first and loses nothing.

use crate::gui;

use eframe::egui;
use egui_kittest::kittest::Queryable;
use gui::App;

#[test]
fn art_4_3_a_refused_move_leaves_the_touched_piece_picked_up_and_its_next_square_moves_it() {
    let mut gui = App::fresh("gui-hand", "refused-keeps").start();
    // White touches the pawn on e2 (touch-move binds it, 4.3.1) and aims at e5: refused.
    gui.square("e2");
    gui.square("e5");
    assert_eq!(gui.table(|t| t.game().plies().len()), 0, "e2-e5 is refused");
    assert!(gui.table(|t| !t.game().touched().is_empty()), "the pawn is still touched");
    // The pawn is still in the hand: a click on e4 moves it, no second click on e2 needed.
    gui.square("e4");
    assert_eq!(gui.table(|t| t.game().plies().len()), 1, "e2-e4 played with one more click");
}

/// The window is asked to close, as the system's close button asks it.
fn close_requested(gui: &mut gui::Gui) {
    gui.harness
        .input_mut()
        .viewports
        .entry(egui::ViewportId::ROOT)
        .or_default()
        .events
        .push(egui::ViewportEvent::Close);
    gui.settle();
}

#[test]
fn closing_the_window_in_a_game_asks_first_and_keep_playing_keeps_the_game() {
    let mut gui = App::fresh("gui-hand", "close-asks").start();
    gui.play("e2", "e4");
    close_requested(&mut gui);
    let asked = |gui: &gui::Gui| gui.harness.query_all_by_label("Close Escaque during the game?").next().is_some();
    assert!(asked(&gui), "the players are asked");
    gui.click("Keep playing");
    assert!(!asked(&gui));
    assert!(gui.harness.state().game().is_some(), "the game is still on screen");
    gui.play("e7", "e5");
    assert_eq!(gui.table(|t| t.game().plies().len()), 2);
    // Asked again, and this time closed: the journal keeps every move for the next start.
    close_requested(&mut gui);
    gui.click("Close");
    assert!(gui.harness.state().game().is_none(), "the game left the screen, its journal kept");
    let dir = gui.dir.clone();
    // Issue 28: confirmed, the close stops Black's running clock in the journal and marks a
    // clean end, so the next start has nothing to charge and nothing to mark.
    let journal = std::fs::read_to_string(dir.join("current.journal")).unwrap();
    let tail: Vec<&str> = journal.lines().rev().take(2).map(|l| escaque::table::journal::checked(l).unwrap()).collect();
    assert!(tail[0].ends_with(" closed") && tail[1].ends_with(" pause"), "{tail:?}");
    drop(gui);
    let again = App::on(&dir).open();
    again.harness.get_by_label("Resume the game");
    assert!(!again.shows_label_containing("was not closed as it should be"));
}

#[test]
fn after_a_kill_the_start_says_so_and_marks_the_restart_with_the_date_and_time_in_the_journal() {
    let mut gui = App::fresh("gui-hand", "killed").start();
    gui.play("e2", "e4");
    let dir = gui.dir.clone();
    drop(gui); // the window gone with no close: a kill, a crash, the power
    let mut again = App::on(&dir).open();
    assert!(again.shows_label_containing("Escaque was not closed as it should be"));
    let before = jiff::Timestamp::now().as_second();
    again.click("Resume the game");
    let journal = escaque::table::journal::read_file(&dir.join("current.journal")).unwrap();
    assert_eq!(journal.restarts.len(), 1, "the restart is on the record");
    assert!((before..=jiff::Timestamp::now().as_second()).contains(&journal.restarts[0].wall.as_second()));
}

#[test]
fn closing_the_window_with_no_game_in_play_asks_nothing() {
    let mut gui = App::fresh("gui-hand", "close-setup").open();
    close_requested(&mut gui);
    assert!(gui.harness.query_all_by_label("Close Escaque during the game?").next().is_none());
}
