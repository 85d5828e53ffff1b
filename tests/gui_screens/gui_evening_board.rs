//! A laptop playing one board of a club's evening (issue 30), in the window: it joins the
//! evening's folder with its board number (registered by its seal key), the round's game is set
//! up from the pairings with nothing typed, the game is written live into the round's folder,
//! and the sealed record lands in the evening's folder, where the organiser's gathering verifies
//! it against the registered key; the next game is the board's next round.

use crate::gui;

use std::path::{Path, PathBuf};

use escaque::evening::board::{self, registrations};
use escaque::evening::gather::{Standing, gather};
use escaque::evening::{Evening, Player, store};
use escaque::i18n::Lang;
use escaque::laws::{Points, Score};
use egui_kittest::kittest::Queryable;
use gui::App;

/// An evening of five, paired by the Berger tables, kept in a folder of its own.
fn evening_folder(name: &str) -> PathBuf {
    let folder = gui::common::temp_path("gui-evening-board", name);
    std::fs::create_dir_all(&folder).unwrap();
    let player = |name: &str| Player { name: name.to_owned(), ..Player::default() };
    let mut evening = Evening {
        name: "Club evening".to_owned(),
        site: "A Coruña".to_owned(),
        // Another day than the test's: the record carries the evening's date, not the laptop's.
        start: "2026/11/20".to_owned(),
        time_control: "600+5".to_owned(),
        players: ["Uxía", "Breixo", "Antía", "Iago", "Sabela"].map(player).to_vec(),
        ..Evening::default()
    };
    evening.pair_round_robin().unwrap();
    store::save(&folder, &evening).unwrap();
    folder
}

fn join(gui: &mut gui::Gui, folder: &Path, board: &str) {
    gui.click("Play a board of an evening…");
    gui.type_into("The evening's folder", &folder.display().to_string());
    gui.type_into("This laptop's board", board);
    gui.click("Join");
}

/// Waits until the live file's writing thread has written what it was given.
fn live_written(gui: &mut gui::Gui) {
    for _ in 0..2 {
        if let Some(live) = gui.harness.state().live() {
            live.wait_written();
        }
        gui.settle();
    }
}

/// The fingerprint of the seal key of the app whose data folder is `dir`.
fn fingerprint(dir: &Path) -> String {
    escaque::record::seal::SealKey::load_or_create(&dir.join("seal.key")).unwrap().fingerprint()
}

#[test]
fn a_laptop_joins_board_2_plays_its_game_and_its_sealed_record_is_verified_in_the_folder() {
    let folder = evening_folder("joins");
    let mut gui = App::fresh("gui-evening-board", "laptop-a").open();
    join(&mut gui, &folder, "2");
    // Registered by this laptop's seal key.
    let registered = registrations(&folder).unwrap().found;
    assert_eq!(registered.len(), 1);
    assert_eq!((registered[0].board, registered[0].fingerprint.clone()), (2, fingerprint(&gui.dir)));
    // Round 1 of the Berger table for five: board 2 is 3–4 (Antía–Iago); nothing to type.
    assert!(gui.shows_label_containing("Club evening: round 1, board 2. Antía (White) – Iago (Black)."));
    gui.start();
    let setup = gui.table(|t| t.setup().clone());
    assert_eq!((setup.white.as_str(), setup.black.as_str(), setup.round.as_str()), ("Antía", "Iago", "1"));
    assert_eq!(setup.event, "Club evening");
    assert_eq!(setup.controls.as_ref().unwrap().pgn_tags()[0].1, "600+5");
    gui.fools_mate();
    // Written live into the round's folder, as lichess's broadcaster reads it.
    live_written(&mut gui);
    let live = std::fs::read_to_string(folder.join("round-1").join("board-2.pgn")).unwrap();
    assert!(live.contains("[White \"Antía\"]") && live.contains("[Board \"2\"]") && live.contains("0-1"), "{live}");
    gui.sign_and_seal();
    assert!(gui.shows_label_containing("The record is in the evening's folder"));
    // The organiser's gathering verifies it against the registered key: 0-1 counts.
    let evening = store::load(&folder).unwrap();
    let gathered = gather(&folder, &evening).unwrap();
    assert_eq!(gathered.get(1, 2).unwrap().standing, Standing::Verified(Score { white: Points::Zero, black: Points::One }));
    assert!(board::sealed_path(&folder, 1, 2).exists());
    // The next game is the board's next round.
    // The signing dialog's "New game" (the toolbar has one too).
    gui.harness.query_all_by_label("New game").last().unwrap().click();
    gui.settle();
    assert!(gui.shows_label_containing("Club evening: round 2, board 2."), "the next round's game is set up");
}

#[test]
fn a_second_laptop_cannot_take_a_registered_board_and_is_told_why_in_its_language() {
    let folder = evening_folder("taken");
    let mut first = App::fresh("gui-evening-board", "laptop-first").open();
    join(&mut first, &folder, "1");
    let mut second = App::fresh("gui-evening-board", "laptop-second").language(Lang::Es).open();
    second.click("Jugar un tablero de una velada…");
    second.type_into("La carpeta de la velada", &folder.display().to_string());
    second.type_into("El tablero de este portátil", "1");
    second.click("Unirse");
    // Refused, naming both keys; the first laptop's registration stands.
    let other = fingerprint(&second.dir);
    assert!(second.shows_label_containing(&fingerprint(&first.dir)) && second.shows_label_containing(&other));
    assert_eq!(registrations(&folder).unwrap().found[0].fingerprint, fingerprint(&first.dir));
    // A board that is no number is said so; a folder with no evening is said in Spanish.
    second.type_into("El tablero de este portátil", "dos");
    second.click("Unirse");
    assert!(second.shows_label_containing("El tablero es un número desde 1, no «dos»."));
    second.type_into("La carpeta de la velada", "/nowhere/at/all");
    second.type_into("El tablero de este portátil", "2");
    second.click("Unirse");
    assert!(!second.shows_label_containing("No such file"), "no raw system words");
    second.click("Cancelar");
    assert!(second.harness.query_all_by_label("Unirse").next().is_none());
}
