//! The setup form's time-control editor and its "Event and players" section, driven headless
//! with egui_kittest (issue 14), through the harness of `tests/common/gui.rs`.

#[path = "common/gui.rs"]
mod gui;

use eframe::egui::accesskit::Role;
use egui_kittest::kittest::{By, NodeT, Queryable};
use escaque::clock::{Bonus, MINUTE, Period, SECOND, TimeControl, TimeControls};
use escaque::laws::Category;
use escaque::table::{PlayerDetails, Setup};
use gui::{App, Gui};

/// The steps of this file.
impl Gui {
    /// The setup form opened on a fresh data folder `name`.
    fn new(name: &str) -> Gui {
        App::fresh("gui-setup", name).open()
    }

    fn value(&self, label: &str) -> String {
        self.harness.get_by_label(label).value().unwrap_or_default()
    }

    /// Starts the game: the setup it was started with.
    fn start_and_read(&mut self) -> Setup {
        self.start();
        self.table(|t| t.setup().clone())
    }
}

fn control(tag: &str) -> TimeControl {
    tag.parse().unwrap()
}

#[test]
fn ninety_plus_thirty_typed_in_the_editor_is_ninety_minutes_and_thirty_seconds() {
    let mut gui = Gui::new("ninety-thirty");
    gui.type_into_and_leave("White's time control", "90+30");
    // The rows follow the text: one period for the rest of the game, 90 minutes, 30 s a move.
    assert_eq!(gui.value("White, period 1: Minutes"), "90");
    assert_eq!(gui.value("White, period 1: Seconds"), "0");
    assert_eq!(gui.value("White, period 1: Bonus (s)"), "30 s");
    assert!(gui.harness.query_by_label("White, period 2: Minutes").is_none());
    gui.harness.get_by_label("standard");
    let setup = gui.start_and_read();
    let expected = TimeControl::sudden_death(90 * MINUTE, Bonus::Fischer(30 * SECOND)).unwrap();
    assert_eq!(setup.controls, Some(TimeControls::same(expected)));
    assert_eq!(setup.category(), Category::Standard);
    // The clock shows it: under the 2023 Laws the first move's 30 s come with the start.
    assert_eq!(gui.harness.get_by_label("White's clock").value().as_deref(), Some("1:30:30"));
    assert_eq!(gui.harness.get_by_label("Black's clock").value().as_deref(), Some("1:30:30"));
}

#[test]
fn club_notation_with_units_and_the_pgn_tag_are_read_too() {
    let mut gui = Gui::new("units-and-pgn");
    gui.type_into_and_leave("White's time control", "90 min + 30 s");
    // Leaving the field writes the control as the rows now have it.
    assert_eq!(gui.value("White's time control"), "90+30");
    gui.type_into_and_leave("White's time control", "PGN 40/5400+30:1800+30");
    assert_eq!(gui.value("White's time control"), "90/40+30+30");
    assert_eq!(gui.value("White, period 1: Moves"), "40");
    assert_eq!(gui.value("White, period 2: Minutes"), "30");
    let setup = gui.start_and_read();
    assert_eq!(setup.controls.unwrap().white, control("40/5400+30:1800+30"));
}

#[test]
fn a_preset_fills_the_rows_and_starts_with_its_control() {
    let mut gui = Gui::new("preset");
    gui.click("white control preset");
    gui.click("30 min, delay of 5 s");
    assert_eq!(gui.value("White's time control"), "30d5");
    assert_eq!(gui.value("White, period 1: Minutes"), "30");
    gui.harness.get_by_label("rapid");
    gui.click("white control preset");
    gui.click("90+30");
    let setup = gui.start_and_read();
    assert_eq!(setup.controls.unwrap().white, control("5400+30"));
}

#[test]
fn periods_are_added_edited_and_removed() {
    let setup = Setup { controls: Some(TimeControls::same(control("300+3"))), ..Setup::default() };
    let mut gui = App::fresh("gui-setup", "rows").setup(setup).open();
    assert_eq!(gui.value("White's time control"), "5+3");
    gui.click("Add a period to White's control");
    // The first period now has 40 moves; the new one lasts for the rest of the game.
    assert_eq!(gui.value("White's time control"), "5/40+5+3");
    gui.harness.get_by_label("White, period 2: Minutes").set_value_accesskit(15.0);
    gui.settle();
    gui.harness.get_by_label("White, period 1: Moves").set_value_accesskit(20.0);
    gui.settle();
    assert_eq!(gui.value("White's time control"), "5/20+15+3");
    // A bonus kind for one row only: the text says it the PGN way.
    gui.click("White, period 2: Bonus per move");
    gui.click("simple delay");
    assert_eq!(gui.value("White's time control"), "PGN 20/300+3:900d3");
    gui.click("Remove White's period 1");
    assert_eq!(gui.value("White's time control"), "15d3");
    let setup = gui.start_and_read();
    assert_eq!(
        setup.controls.unwrap().white.periods(),
        [Period::rest(15 * MINUTE).with_bonus(Bonus::Delay(3 * SECOND))]
    );
}

#[test]
fn odds_keep_a_control_for_each_side() {
    let mut gui = Gui::new("odds");
    gui.click("Different time for Black (time odds)");
    gui.type_into_and_leave("White's time control", "5+3");
    gui.type_into_and_leave("Black's time control", "2+3");
    let setup = gui.start_and_read();
    assert_eq!(setup.controls, Some(TimeControls::odds(control("300+3"), control("120+3"))));
}

#[test]
fn a_control_that_makes_no_sense_is_refused_with_its_message() {
    let mut gui = Gui::new("nonsense");
    // The PGN tag in seconds typed without PGN: 90 hours, if read as minutes.
    gui.type_into_and_leave("White's time control", "5400+30");
    let message = "period 1: 5400 minutes, without a unit, looks like a control in seconds, which is written with PGN before it; if minutes are meant, write 5400 min";
    gui.harness.get_by_label(message);
    gui.harness.get_by_label("In seconds, as a PGN tag? Write PGN before it: PGN 5400+30");
    gui.click("Start the game");
    assert!(gui.harness.state().game().is_none(), "no game starts");
    gui.harness.get_by_label(&format!("White's time control “5400+30”: {message}"));
    // A bonus where a period should be, and a bonus longer than the period itself.
    gui.type_into_and_leave("White's time control", "90+30+5");
    gui.harness.get_by_label("“+5” comes after the bonus, which must come last");
    gui.type_into_and_leave("White's time control", "1+90");
    gui.harness.get_by_label("period 1: an increment of 90 s is longer than the period's own 60 s");
    // In another language, the same refusal in its words.
    gui.click("Language");
    gui.click("Galego");
    gui.harness.get_by_label("período 1: un incremento de 90 s é máis longo ca os 60 s do propio período");
    gui.type_into_and_leave("Control de tempo das brancas", "90+x");
    gui.harness.get_by_label("«x» non é un engadido en segundos");
}

#[test]
fn the_details_end_up_in_the_setup_and_bad_ones_are_named() {
    let mut gui = Gui::new("details");
    gui.click("Event and players");
    gui.type_into_and_leave("Event", "Open de Vigo");
    gui.type_into_and_leave("Site", "Vigo");
    gui.type_into_and_leave("Round", "3");
    gui.type_into_and_leave("Arbiter", "Xoán");
    gui.type_into_and_leave("White's rating", "2410");
    gui.click("White's title");
    gui.click("IM");
    gui.type_into_and_leave("White's federation", "esp");
    gui.type_into_and_leave("Black's rating", "4000");
    let message = "Black's rating “4000” must be a whole number from 0 to 3500";
    gui.harness.get_by_label(message);
    gui.click("Start the game");
    assert!(gui.harness.state().game().is_none(), "no game starts");
    assert_eq!(gui.harness.query_all_by_label(message).count(), 2, "beside the field and above the button");
    gui.type_into_and_leave("Black's rating", "1850");
    gui.type_into_and_leave("Black's federation", "P1");
    gui.harness.get_by_label("Black's federation “P1” must be three capital letters, as FIDE writes it (ESP, POR)");
    gui.type_into_and_leave("Black's federation", "POR");
    let setup = gui.start_and_read();
    assert_eq!((setup.event.as_str(), setup.site.as_str(), setup.round.as_str()), ("Open de Vigo", "Vigo", "3"));
    assert_eq!(setup.arbiter, "Xoán");
    assert_eq!(
        setup.white_details,
        PlayerDetails { rating: Some(2410), title: "IM".to_owned(), federation: "ESP".to_owned() }
    );
    assert_eq!(
        setup.black_details,
        PlayerDetails { rating: Some(1850), title: String::new(), federation: "POR".to_owned() }
    );
}

#[test]
fn a_title_that_is_not_fide_s_is_named() {
    let details = PlayerDetails { title: "XM".to_owned(), ..PlayerDetails::default() };
    let mut gui =
        App::fresh("gui-setup", "bad-title").setup(Setup { black_details: details, ..Setup::default() }).open();
    gui.click("Start the game");
    assert!(gui.harness.state().game().is_none(), "no game starts");
    gui.harness.get_by_label("Black's title “XM” is not one of GM, IM, FM, CM, WGM, WIM, WFM, WCM");
}

#[test]
fn every_control_of_the_form_has_a_name() {
    let mut gui = Gui::new("names");
    gui.click("Event and players");
    gui.click("Different time for Black (time odds)");
    gui.click("Add a period to Black's control");
    let interactive = [
        Role::TextInput,
        Role::SpinButton,
        Role::ComboBox,
        Role::CheckBox,
        Role::RadioButton,
        Role::Button,
        Role::Slider,
    ];
    let mut seen = 0;
    for node in gui.harness.query_all(By::new().predicate(move |n| interactive.contains(&n.role()))) {
        seen += 1;
        let named = node.accesskit_node().label().is_some_and(|l| !l.trim().is_empty());
        assert!(named, "a {:?} without a name, value {:?}", node.accesskit_node().role(), node.value());
    }
    assert!(seen > 40, "{seen} controls");
}
