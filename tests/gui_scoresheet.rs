//! The scoresheet on screen matches the organiser's sheet (issue 14): the players with their
//! title, federation and rating, the start position, and why the game ended with its Article.
//! The app is driven headless with egui_kittest (harness copied from `tests/gui.rs`).

use std::path::PathBuf;
use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};
use escaque::clock::{SECOND, TimeControls};
use escaque::laws::Status;
use escaque::platform::settings::Settings;
use escaque::platform::time::MockTime;
use escaque::table::{PlayerDetails, Setup};
use escaque::ui::{AppConfig, EscaqueApp};
use shakmaty::{Color, Position};

const FEN: &str = "6k1/5ppp/8/7n/8/8/5PPP/R5K1 w - - 0 30";

struct Gui {
    harness: Harness<'static, EscaqueApp>,
    time: MockTime,
}

fn data_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-gui-sheet-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

impl Gui {
    fn open(dir: &std::path::Path, setup: Setup) -> Gui {
        Settings { setup, ..Settings::default() }.save(&dir.join("settings.ron")).unwrap();
        let time = MockTime::default();
        let config = AppConfig::headless(dir.to_owned(), Arc::new(time.clone()));
        let harness = Harness::builder().with_size([1280.0, 800.0]).build_eframe(move |cc| EscaqueApp::new(cc, config));
        let mut gui = Gui { harness, time };
        gui.settle();
        gui.click("Start the game");
        assert!(gui.harness.state().game().is_some(), "the game screen is shown");
        gui
    }

    fn settle(&mut self) {
        self.harness.run_steps(3);
    }

    fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).click();
        self.settle();
    }

    fn square(&mut self, name: &str) {
        let prefix = format!("{name} ");
        let name = name.to_owned();
        self.harness
            .get(By::new().predicate(move |node| node.label().is_some_and(|l| l == name || l.starts_with(&prefix))))
            .click();
        self.settle();
    }

    fn play(&mut self, from: &str, to: &str) {
        let side = self.table(|t| t.game().position().turn());
        self.time.advance(2 * SECOND);
        self.square(from);
        self.square(to);
        if self.table(|t| t.game().status()) == Status::Ongoing {
            self.click(&format!("{}'s clock", if side == Color::White { "White" } else { "Black" }));
        }
    }

    fn table<T>(&self, f: impl FnOnce(&escaque::table::Table) -> T) -> T {
        f(self.harness.state().game().expect("a game is on screen").table())
    }

    fn shows(&self, text: &str) -> bool {
        self.harness.query_all_by_label_contains(text).next().is_some()
    }
}

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
    let mut gui = Gui::open(&data_dir("details"), setup);
    assert_eq!(gui.table(|t| t.setup().fen.clone()).as_deref(), Some(FEN), "the game starts from the FEN");
    assert!(gui.shows("Uxía Fernández (FM · ESP · 2205)"));
    assert!(gui.shows("Jordi Puig (AND)"));
    assert!(gui.shows(FEN));
    assert!(!gui.shows("Reason:"), "no reason while the game goes on");
    gui.play("h2", "h3");
    gui.play("h5", "f4");
    gui.play("a1", "a8");
    assert!(gui.table(|t| t.game().status().ending()).is_some(), "Ra8 mates");
    assert!(gui.shows("Reason:"));
    assert!(gui.harness.query_all_by_label("Black is checkmated").next().is_some());
    assert!(gui.harness.query_all_by_label("(Article 5.1.1)").next().is_some());
}

#[test]
fn a_game_from_the_initial_position_without_details_shows_no_extra_lines() {
    let mut gui = Gui::open(&data_dir("plain"), Setup::default());
    gui.settle();
    assert!(!gui.shows("Start position:"));
    assert!(!gui.shows("Reason:"));
}
