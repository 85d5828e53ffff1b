//! Issue 28: the arbiter's acts are the arbiter's, in the real app driven headless with
//! egui_kittest and a mock clock. With a PIN set no clock changes without it: there is no
//! one-click time bar, the panel asks for it, a ruling (Guidelines III) asks for it, and
//! restarting the clocks, after a player stopped them (6.11.2) or after a resumed game, asks
//! for it (6.11.3). Without a PIN the setup says plainly that nothing protects the panel; the
//! setup shows the key the record will be sealed with.

use crate::gui;

use egui_kittest::kittest::Queryable;
use escaque::clock::{MINUTE, Phase, SECOND, TimeControls};
use escaque::platform::pin::PinHash;
use escaque::platform::settings::Settings;
use escaque::platform::time::{MockTime, TimeSource};
use escaque::record::seal::SealKey;
use escaque::table::Setup;
use gui::{App, Gui};
use shakmaty::Color;

const PIN: &str = "2468";

/// 15 minutes each, an arbiter present, the quickplay finish announced, and `pin` (if any).
fn settings(pin: Option<&str>) -> Settings {
    Settings {
        setup: Setup {
            controls: Some(TimeControls::same("900".parse().unwrap())),
            arbiter_present: true,
            quickplay_finish: true,
            ..Setup::default()
        },
        arbiter_pin: pin.map(|pin| PinHash::new(pin).unwrap()),
        ..Settings::default()
    }
}

fn panel_open(gui: &Gui) -> bool {
    gui.harness.state().game().expect("a game is on screen").arbiter_panel_open()
}

fn phase(gui: &Gui) -> Phase {
    gui.table(|t| t.clock().unwrap().phase())
}

/// The clocks' times and every adjustment made to them so far.
fn clocks(gui: &Gui) -> (escaque::laws::Millis, escaque::laws::Millis, usize) {
    let adjustments = gui.table(|t| t.clock().unwrap().adjustments().len());
    (gui.remaining(Color::White), gui.remaining(Color::Black), adjustments)
}

#[test]
fn with_a_pin_no_clock_changes_without_it() {
    let mut gui = App::fresh("gui-arbiter-acts", "pin").settings(settings(Some(PIN))).open();
    // Before play: the key the record will be sealed with, and that the PIN guards the panel.
    let key = SealKey::load_or_create(&gui.dir.join("seal.key")).unwrap();
    gui.harness.get_by_label_contains(&format!("Seal key: {}", key.fingerprint()));
    assert!(gui.shows_label_containing("A PIN is set"));
    gui.start();
    gui.play("e2", "e4");
    gui.time.advance(3 * SECOND);
    // No one-click time under the board: the bar says where the arbiter's acts are.
    for gone in ["+1 min White", "+2 min White", "+1 min Black", "+2 min Black"] {
        assert!(gui.harness.query_by_label(gone).is_none(), "{gone} is still a button");
    }
    assert!(gui.shows_label("Time, results and the record are changed in the arbiter's panel"));

    // The panel asks for the PIN; cancelled, nothing changed.
    let before = clocks(&gui);
    gui.click("Arbiter's panel (F2)");
    gui.harness.get_by_label("PIN:");
    gui.click("Cancel");
    assert!(!panel_open(&gui));
    assert_eq!(clocks(&gui), before);

    // A player stops the clocks to call the arbiter (6.11.2): that needs no PIN.
    gui.click("Stop the clocks (call the arbiter)");
    assert_eq!(phase(&gui), Phase::Paused(Color::Black));
    // Restarting them is the arbiter's (6.11.3): the PIN is asked, and a wrong one restarts
    // nothing.
    gui.click("Start the clocks");
    assert!(gui.shows_label_containing("Restarting the clocks is the arbiter's decision (Article 6.11.3)"));
    gui.time.advance(20 * SECOND);
    assert_eq!(phase(&gui), Phase::Paused(Color::Black));
    gui.type_in("PIN:", "1357");
    gui.click("Open the panel");
    assert!(gui.shows_label("Wrong PIN: the panel stays closed."));
    assert_eq!(phase(&gui), Phase::Paused(Color::Black));
    assert_eq!(clocks(&gui), before);
    // The right one restarts them, and only that: the panel stays closed.
    gui.type_in("PIN:", PIN);
    gui.click("Open the panel");
    assert_eq!(gui.running(), Some(Color::Black));
    assert!(!panel_open(&gui));
    assert_eq!(clocks(&gui), before, "restarted, not changed");
}

#[test]
fn with_a_pin_a_quickplay_ruling_waits_for_it() {
    let mut quickplay = settings(Some(PIN));
    // The 2008 edition: a draw claimed under two minutes (10.2 then, III.5 now).
    quickplay.setup.edition = escaque::laws::Edition::Fide2008;
    let mut gui = App::fresh("gui-arbiter-acts", "ruling").settings(quickplay).open();
    gui.start();
    gui.play("e2", "e4");
    gui.time.advance(14 * MINUTE);
    gui.settle();
    gui.click("Black: quickplay claim");
    assert!(gui.table(|t| t.pending().is_some()), "the claim waits for the arbiter");
    let before = clocks(&gui);
    // Rejecting it gives White two minutes: the arbiter's, so the PIN first.
    gui.click("Reject, +2 min to the opponent (III.5.3)");
    assert!(gui.shows_label("This ruling is the arbiter's: the PIN carries it out."));
    assert!(gui.table(|t| t.pending().is_some()), "no ruling before the PIN");
    assert_eq!(clocks(&gui).2, before.2, "no clock changed before the PIN");
    gui.type_in("PIN:", "1357");
    gui.click("Open the panel");
    assert!(gui.table(|t| t.pending().is_some()), "no ruling with a wrong PIN");
    gui.type_in("PIN:", PIN);
    gui.click("Open the panel");
    assert!(gui.table(|t| t.pending().is_none()), "the ruling is made: {}", gui.status_line());
    let (white, _, adjustments) = clocks(&gui);
    assert!(adjustments > before.2 && white >= before.0 + 2 * MINUTE, "{before:?} → {:?}", clocks(&gui));
}

#[test]
fn with_a_pin_restarting_the_clocks_of_a_resumed_game_asks_for_it() {
    let dir = gui::data_dir("gui-arbiter-acts", "resume");
    let time = MockTime::default();
    {
        let mut gui = App::on(&dir).settings(settings(Some(PIN))).time(&time).open();
        gui.start();
        gui.play("e2", "e4");
        gui.play("c7", "c5");
        // The window goes away without a goodbye, as in a crash.
    }
    time.advance(MINUTE);
    let mut gui = App::on(&dir).time(&time).open();
    gui.click("Resume the game");
    assert_eq!(gui.running(), None, "the clocks are stopped");
    let before = clocks(&gui);
    gui.click("Start the clocks");
    assert!(gui.shows_label_containing("Restarting the clocks is the arbiter's decision"));
    gui.time.advance(5 * SECOND);
    assert_eq!(gui.running(), None, "not restarted without the PIN");
    gui.click("Cancel");
    assert_eq!(gui.running(), None);
    gui.click("Start the clocks");
    gui.type_in("PIN:", PIN);
    gui.click("Open the panel");
    assert_eq!(gui.running(), Some(Color::White));
    assert_eq!(clocks(&gui), before);
    let now = gui.time.now();
    assert!(now > 0);
}

#[test]
fn without_a_pin_the_setup_says_that_nothing_protects_the_panel() {
    let gui = App::fresh("gui-arbiter-acts", "no-pin").settings(settings(None)).open();
    assert!(gui.shows_label_containing("No PIN protects the arbiter's panel"));
}
