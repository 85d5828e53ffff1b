//! The scoresheet on screen matches the organiser's sheet (issue 14): the players with their
//! title, federation and rating, the start position, and why the game ended with its Article.
//! The app is driven headless with egui_kittest (the harness of `tests/common/gui.rs`).

use crate::gui;

use egui_kittest::kittest::Queryable;
use escaque::clock::TimeControls;
use escaque::table::{PlayerDetails, Setup};
use gui::App;

const FEN: &str = "6k1/5ppp/8/7n/8/8/5PPP/R5K1 w - - 0 30";

#[test]
fn the_scoresheet_on_screen_names_the_players_the_start_and_the_reason() {
    let setup = Setup {
        white: "Uxía Fernández".to_owned(),
        black: "Jordi Puig".to_owned(),
        white_details: PlayerDetails { rating: Some(2205), title: "FM".to_owned(), federation: "ESP".to_owned() },
        black_details: PlayerDetails { rating: None, title: String::new(), federation: "AND".to_owned() },
        fen: Some(FEN.to_owned()),
        controls: Some(TimeControls::same("300+3".parse().unwrap())),
        ..Setup::default()
    };
    let mut gui = App::fresh("gui-sheet", "details").setup(setup).start();
    assert_eq!(gui.table(|t| t.setup().fen.clone()).as_deref(), Some(FEN), "the game starts from the FEN");
    assert!(gui.shows_label_containing("Uxía Fernández (FM · ESP · 2205)"));
    assert!(gui.shows_label_containing("Jordi Puig (AND)"));
    assert!(gui.shows_label_containing(FEN));
    assert!(!gui.shows_label_containing("Reason:"), "no reason while the game goes on");
    gui.play("h2", "h3");
    gui.play("h5", "f4");
    gui.play("a1", "a8");
    assert!(gui.table(|t| t.game().status().ending()).is_some(), "Ra8 mates");
    assert!(gui.shows_label_containing("Reason:"));
    assert!(gui.harness.query_all_by_label("Black is checkmated").next().is_some());
    assert!(gui.harness.query_all_by_label("(Article 5.1.1)").next().is_some());
}

#[test]
fn a_game_from_the_initial_position_without_details_shows_no_extra_lines() {
    let mut gui = App::fresh("gui-sheet", "plain").setup(Setup::default()).start();
    gui.settle();
    assert!(!gui.shows_label_containing("Start position:"));
    assert!(!gui.shows_label_containing("Reason:"));
}
