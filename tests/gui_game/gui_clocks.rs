//! The clocks in the real app, driven headless with egui_kittest and a mock clock (issue 25,
//! items 6, 7, 8 and 10): the status line says whose press is owed; a new game waits for its
//! start as a DGT clock does (2023 Article 6.6); the arbiter's time at the panel is charged to
//! nobody (6.11); a time control passed is heard, shown and said (6.3.1).

use crate::gui;

use std::sync::Arc;

use egui_kittest::kittest::{By, NodeT, Queryable};
use escaque::clock::{AdjustReason, Adjustment, MINUTE, Phase, SECOND, TimeControls};
use escaque::i18n::{Lang, Tr};
use escaque::laws::{Article, Millis, Status};
use escaque::platform::pin::PinHash;
use escaque::platform::settings::{Settings, Speech};
use escaque::platform::sound::Cue;
use escaque::platform::speech::RecordingVoice;
use escaque::table::Setup;
use gui::{App, Gui};
use shakmaty::Color;

/// The steps of this file.
impl Gui {
    /// The status line of the game on screen, as the controller words it in `lang`.
    fn status_text(&self, lang: Lang) -> String {
        self.harness.state().game().expect("a game is on screen").status_text(Tr::new(lang))
    }

    /// How the game on screen stands, as its status line says it with no ruling on it.
    fn standing(&self) -> String {
        self.harness.state().game().expect("a game is on screen").standing_text(Tr::new(Lang::En))
    }

    /// Whether the game on screen waits for its start.
    fn ready(&self) -> bool {
        self.harness.state().game().expect("a game is on screen").ready()
    }

    /// What a screen reader is told of `side`'s clock besides its name and time: its state and
    /// the notes under its digits.
    fn clock_said(&self, side: Color) -> String {
        let label = if side == Color::White { "White's clock" } else { "Black's clock" };
        self.harness.get_by_label(label).accesskit_node().description().unwrap_or_default()
    }

    /// The texts of the window's polite live regions: the status line (a label keeps its text as
    /// its AccessKit value).
    fn live_lines(&self) -> Vec<String> {
        use eframe::egui::accesskit::Live;
        self.harness
            .query_all(By::new().predicate(|node| node.live() == Live::Polite))
            .filter_map(|node| node.accesskit_node().value())
            .collect()
    }


    fn cues(&self) -> Vec<Cue> {
        self.harness.state().game().expect("a game is on screen").cues().to_vec()
    }
}

/// The app on a fresh folder `name` with `setup` remembered and `settings` otherwise.
fn open(name: &str, settings: Settings) -> Gui {
    App::fresh("gui-clocks", name).settings(settings).open()
}

/// 90 minutes for the game, as FIDE's standard control without its increment, and no PIN.
fn plain() -> Settings {
    Settings {
        setup: Setup { controls: Some(TimeControls::same("5400".parse().unwrap())), ..Setup::default() },
        ..Settings::default()
    }
}

// Item 6: the status line.

#[test]
fn after_a_move_and_before_its_press_the_status_line_says_who_must_press_and_with_which_key() {
    let mut gui = open("press-owed", plain());
    gui.start();
    assert_eq!(gui.status_text(Lang::En), "White to move");
    gui.move_only("e2", "e4");
    // White has moved; White's clock still runs until White presses (6.2.1, 6.2.2).
    assert_eq!(gui.running(), Some(Color::White));
    let line = gui.status_text(Lang::En);
    assert_eq!(line, "White has moved and must press their clock (key Z) to complete the move (Article 6.2.1)");
    assert!(gui.status_text(Lang::Gl).contains("teñen que premer o seu reloxo (tecla Z)"));
    // The press: Black is to move, Black's clock runs.
    gui.press_key(Color::White);
    assert_eq!(gui.status_text(Lang::En), "Black to move");
    gui.move_only("e7", "e5");
    assert!(gui.status_text(Lang::En).starts_with("Black has moved and must press their clock (key /)"));
}

#[test]
fn a_press_on_the_side_of_the_clock_that_is_not_running_is_said_to_change_nothing() {
    let mut gui = open("press-stopped-side", plain());
    gui.start();
    let before = gui.remaining(Color::White);
    // Black's key while White's clock runs: no clock stops, none starts (6.2.1), and it is no
    // press without a move (7.5.3), which would be an illegal move on a wooden board in 2023.
    gui.press_key(Color::Black);
    assert_eq!(gui.running(), Some(Color::White));
    assert_eq!(gui.remaining(Color::White), before);
    assert_eq!(
        gui.status_text(Lang::En),
        "Not allowed: Black pressed the clock, but White's time is running, not Black's: the press changes nothing (Article 6.2.1)"
    );
    assert!(gui.status_text(Lang::Gl).contains("o tempo que corre é o das brancas: premer non cambia nada"));
    assert!(!gui.status_text(Lang::En).contains("7.5.3"));
}

#[test]
fn the_status_lines_live_region_says_that_white_must_press() {
    let mut gui = open("press-owed-live", plain());
    gui.start();
    gui.move_only("e2", "e4");
    let expected = "White has moved and must press their clock (key Z) to complete the move (Article 6.2.1)";
    assert!(gui.live_lines().iter().any(|l| l == expected), "{:?}", gui.live_lines());
}

#[test]
fn the_status_line_from_the_ready_game_to_its_end() {
    let mut gui = open("states", plain());
    gui.start_ready_with("Start the game");
    assert_eq!(
        gui.status_text(Lang::En),
        "Ready, no clock running yet: Black starts White's clock by pressing their own (key /), or the arbiter starts the clocks"
    );
    gui.start_clocks();
    assert_eq!(gui.status_text(Lang::En), "White to move");
    gui.play("e2", "e4");
    assert_eq!(gui.status_text(Lang::En), "Black to move");
    // A player stops the clocks to call the arbiter (6.11.2): the notice says so.
    gui.click("Stop the clocks (call the arbiter)");
    assert_eq!(gui.status_text(Lang::En), "Clocks stopped (Article 6.11)");
    gui.click("Start the clocks");
    assert_eq!(gui.status_text(Lang::En), "Play resumes");
    // Over: the ending, with its Article.
    gui.click("Black: resign");
    gui.click("Yes, resign");
    assert!(gui.status_text(Lang::En).contains("5.1.2"), "{}", gui.status_text(Lang::En));
}

#[test]
fn the_status_line_says_how_the_game_stands_in_every_state() {
    let mut gui = App::fresh("gui-clocks", "standing").settings(plain()).height(1200.0).open();
    gui.start_ready_with("Start the game");
    assert_eq!(
        gui.standing(),
        "Ready, no clock running yet: Black starts White's clock by pressing their own (key /), or the arbiter starts the clocks"
    );
    gui.start_clocks();
    assert_eq!(gui.standing(), "White to move");
    gui.move_only("e2", "e4");
    assert_eq!(
        gui.standing(),
        "White has moved and must press their clock (key Z) to complete the move (Article 6.2.1)"
    );
    gui.press_key(Color::White);
    assert_eq!(gui.standing(), "Black to move");
    // Stopped to call the arbiter (6.11.2): until the arbiter starts them (6.11.3).
    gui.click("Stop the clocks (call the arbiter)");
    assert_eq!(gui.standing(), "The clocks are stopped: the arbiter starts them again (Article 6.11.3)");
    gui.click("Start the clocks");
    // Stopped by the arbiter's panel, until it closes (6.11).
    gui.key(eframe::egui::Key::F2);
    assert_eq!(
        gui.standing(),
        "The arbiter has stopped the clocks (Article 6.11); they run again when the panel is closed"
    );
    // The adjournment called: Black's clock runs while Black seals (Guidelines I.1.1).
    gui.click("Adjourn the game: the player on move seals a move (Guidelines I.1.1)");
    gui.click("Confirm");
    assert_eq!(gui.running(), Some(Color::Black));
    assert_eq!(gui.standing(), "Adjournment: Black writes the sealed move (Guidelines I.1.1)");
    gui.type_in("Sealed move", "e5");
    gui.click("Seal the envelope");
    assert!(gui.table(|t| t.is_adjourned()));
    assert_eq!(gui.standing(), "The game is adjourned: the sealed move is in its envelope (Guidelines I.2)");
    // Closing the panel leaves an adjourned game's clocks stopped.
    gui.click("Close the panel");
    assert_eq!(gui.running(), None);

    // Over: the ending, with its Article.
    let mut gui = open("standing-over", plain());
    gui.start();
    gui.click("White: resign");
    gui.click("Yes, resign");
    let ending = gui.table(|t| t.game().status().ending()).unwrap();
    assert_eq!(gui.standing(), escaque::i18n::describe::ending(Tr::new(Lang::En), &ending));
}

#[test]
fn the_status_line_while_the_arbiter_is_to_rule_in_the_quickplay_finish() {
    use escaque::ui::ArbiterCommand;
    // Rapid, the quickplay finish announced, no increment (Guidelines III).
    let setup = Setup {
        controls: Some(TimeControls::same("900".parse().unwrap())),
        quickplay_finish: true,
        ..Setup::default()
    };
    // Without an arbiter a claim ends play and goes to one (III.6).
    let mut gui = open("standing-referred", Settings { setup: setup.clone(), ..Settings::default() });
    gui.start();
    gui.time.advance(14 * MINUTE);
    gui.harness.state_mut().execute(ArbiterCommand::QuickplayClaim(Color::White).into());
    gui.settle();
    assert_eq!(gui.standing(), "Waiting for the arbiter");
    // With one, the clocks stop while the arbiter rules on the increment asked for (III.4).
    let arbiter = Setup { arbiter_present: true, ..setup };
    let mut gui = open("standing-asked", Settings { setup: arbiter, ..Settings::default() });
    gui.start();
    gui.time.advance(14 * MINUTE);
    gui.harness.state_mut().execute(ArbiterCommand::AskIncrement(Color::White).into());
    gui.settle();
    assert_eq!(gui.running(), None);
    assert_eq!(gui.standing(), "White asks for 5 seconds a move for both (Guidelines III.4): a draw offer too");
}

// Item 7: a new game waits for its start.

#[test]
fn a_new_game_waits_with_full_times_until_black_presses_and_then_whites_clock_runs() {
    let mut gui = open("ready", plain());
    gui.start_ready_with("Start the game");
    let full = 90 * MINUTE;
    assert_eq!((gui.remaining(Color::White), gui.remaining(Color::Black)), (full, full));
    assert_eq!(gui.running(), None, "no clock runs");
    // The time first, where AT-SPI carries it (issue 27), then the state.
    assert!(gui.clock_said(Color::White).starts_with("1:30:00; ready"), "{}", gui.clock_said(Color::White));
    assert!(gui.clock_said(Color::Black).contains("press to start White's clock"), "{}", gui.clock_said(Color::Black));
    // Ten minutes of waiting cost nobody anything.
    gui.time.advance(10 * MINUTE);
    gui.settle();
    assert_eq!((gui.remaining(Color::White), gui.remaining(Color::Black)), (full, full));
    assert_eq!(gui.game_time(), 0);
    // The board takes nothing: no piece is touched, no move made.
    gui.square("e2");
    gui.square("e4");
    assert!(gui.table(|t| t.game().plies().is_empty() && t.game().touched().is_empty()));
    // White's own key starts nothing; Black's starts White's clock, as on a real clock.
    gui.press_key(Color::White);
    assert!(gui.ready());
    assert_eq!(gui.running(), None);
    gui.press_key(Color::Black);
    assert!(!gui.ready());
    assert_eq!(gui.running(), Some(Color::White));
    assert_eq!(gui.game_time(), 0, "the game's time starts with White's clock");
    assert_eq!(gui.cues().last(), Some(&Cue::Press));
    gui.time.advance(3 * SECOND);
    assert_eq!(gui.remaining(Color::White), full - 3 * SECOND);
    assert_eq!(gui.status_text(Lang::En), "White to move");
    gui.play("e2", "e4");
    assert_eq!(gui.table(|t| t.game().plies().len()), 1);
}

#[test]
fn a_click_on_blacks_clock_starts_the_game_and_the_arbiters_button_does_too() {
    let mut gui = open("ready-click", plain());
    gui.start_ready_with("Start the game");
    gui.click("White's clock");
    assert!(gui.ready(), "White's clock starts nothing");
    gui.click("Black's clock");
    assert_eq!(gui.running(), Some(Color::White));

    // The arbiter: the toolbar's button starts the clocks of a game that waits.
    let mut gui = open("ready-arbiter", plain());
    gui.start_ready_with("Start the game");
    gui.time.advance(MINUTE);
    gui.click("Start the clocks");
    assert_eq!(gui.running(), Some(Color::White));
    assert_eq!(gui.game_time(), 0);
    // And the arbiter's own command.
    let mut gui = open("ready-command", plain());
    gui.start_ready_with("Start the game");
    gui.start_clocks();
    assert_eq!(gui.running(), Some(Color::White));
}

#[test]
fn a_game_from_a_position_with_black_to_move_waits_for_whites_press() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let mut settings = plain();
    settings.setup.fen = Some(fen.to_owned());
    let mut gui = open("ready-black", settings);
    gui.start_ready_with("Start the game");
    assert!(gui.status_text(Lang::En).contains("White starts Black's clock by pressing their own (key Z)"));
    gui.press_key(Color::Black);
    assert!(gui.ready());
    gui.press_key(Color::White);
    assert_eq!(gui.running(), Some(Color::Black));
}

#[test]
fn a_game_that_waited_for_its_start_when_the_app_stopped_waits_again_and_starts() {
    let mut first = open("ready-crash", plain());
    first.start_ready_with("Start the game");
    first.time.advance(5 * MINUTE);
    let dir = first.dir.clone();
    // The journal holds the game and its clocks stopped at 0, nothing else.
    let journal = std::fs::read_to_string(dir.join("current.journal")).unwrap();
    let events: Vec<&str> = journal.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).collect();
    assert!(events.last().is_some_and(|l| l.contains("pause")), "{journal}");
    drop(first);
    let mut again = App::on(&dir).open();
    again.click("Resume the game");
    assert!(again.ready(), "it waits again");
    assert_eq!((again.remaining(Color::White), again.running()), (90 * MINUTE, None));
    again.press_key(Color::Black);
    assert_eq!(again.running(), Some(Color::White));
    assert_eq!(again.game_time(), 0);
    again.play("e2", "e4");
    assert_eq!(again.table(|t| t.game().plies().len()), 1);
}

// Item 8: the arbiter's time.

/// A game under `pin` (if any), 1.e4 played and pressed, Black's clock running three seconds.
fn black_thinking(name: &str, pin: Option<&str>) -> Gui {
    let arbiter_pin = pin.map(|pin| PinHash::new(pin).unwrap());
    let mut gui = open(name, Settings { arbiter_pin, ..plain() });
    gui.start();
    gui.play("e2", "e4");
    gui.time.advance(3 * SECOND);
    assert_eq!(gui.running(), Some(Color::Black));
    gui
}

#[test]
fn the_time_the_arbiter_takes_typing_the_pin_and_acting_is_charged_to_nobody() {
    let mut gui = black_thinking("arbiter-pin-time", Some("2468"));
    let before = gui.remaining(Color::Black);
    gui.click("Arbiter's panel (F2)");
    // The PIN prompt alone stops nothing.
    gui.type_in("PIN:", "24");
    gui.time.advance(14 * SECOND);
    assert_eq!(gui.running(), Some(Color::Black));
    gui.type_in("PIN:", "68");
    gui.click("Open the panel");
    // The panel open: the clocks stand still, and the fourteen seconds come back to Black, an
    // adjustment the record shows with its Article.
    assert!(gui.panel_open());
    assert_eq!(gui.table(|t| t.clock().unwrap().phase()), Phase::Paused(Color::Black));
    assert_eq!(gui.remaining(Color::Black), before);
    let logged = gui.table(|t| t.clock().unwrap().adjustments().last().cloned()).expect("an adjustment");
    assert_eq!(logged.adjustment, Adjustment::AddTime { side: Color::Black, time: 14 * SECOND });
    assert_eq!(logged.reason, AdjustReason::article(Article::PAUSE_FOR_ARBITER));
    assert!(gui.shows("+0:00:14 to Black (Article 6.11)"));
    assert_eq!(gui.status_text(Lang::En), "Clock: +0:00:14 to Black (Article 6.11)", "the ruling on the status line");
    // The arbiter acts, slowly: nothing runs.
    gui.time.advance(20 * SECOND);
    gui.click("Warn White (Article 12.9.1)");
    gui.time.advance(20 * SECOND);
    assert_eq!(gui.remaining(Color::Black), before);
    // Closed: Black's clock runs again, from where it was when the PIN was asked for.
    gui.click("Close the panel");
    assert_eq!(gui.running(), Some(Color::Black));
    assert_eq!(gui.remaining(Color::Black), before);
    gui.time.advance(SECOND);
    assert_eq!(gui.remaining(Color::Black), before - SECOND);
    assert_eq!(gui.remaining(Color::White), 90 * MINUTE - 2 * SECOND);
}

#[test]
fn a_player_who_asks_for_the_pin_and_cancels_stops_nothing_and_gets_nothing_back() {
    let mut gui = black_thinking("arbiter-pin-cancel", Some("2468"));
    let before = gui.remaining(Color::Black);
    gui.click("Arbiter's panel (F2)");
    gui.type_in("PIN:", "1111");
    gui.time.advance(14 * SECOND);
    gui.click("Cancel");
    assert!(!gui.panel_open());
    assert_eq!(gui.running(), Some(Color::Black));
    assert_eq!(gui.remaining(Color::Black), before - 14 * SECOND);
    assert!(gui.table(|t| t.clock().unwrap().adjustments().is_empty()), "nothing given back");
    // A wrong PIN does not stop them either.
    gui.click("Arbiter's panel (F2)");
    gui.type_in("PIN:", "1357");
    gui.click("Open the panel");
    assert!(!gui.panel_open());
    assert_eq!(gui.running(), Some(Color::Black));
}

#[test]
fn without_a_pin_the_panel_stops_the_clocks_at_once_and_closing_it_runs_them_again() {
    let mut gui = black_thinking("arbiter-no-pin", None);
    let before = gui.remaining(Color::Black);
    gui.key(eframe::egui::Key::F2);
    assert!(gui.panel_open());
    assert_eq!(gui.running(), None);
    assert_eq!(
        gui.status_text(Lang::En),
        "The arbiter has stopped the clocks (Article 6.11); they run again when the panel is closed"
    );
    gui.time.advance(MINUTE);
    gui.click("Warn White (Article 12.9.1)");
    gui.click("Confirm");
    assert!(gui.table(|t| t.clock().unwrap().adjustments().is_empty()), "nothing to give back");
    gui.click("Close the panel");
    assert_eq!(gui.running(), Some(Color::Black));
    assert_eq!(gui.remaining(Color::Black), before);
    assert_eq!(gui.status_text(Lang::En), "Black to move");
}

#[test]
fn the_panel_closes_by_itself_when_the_game_ends() {
    let mut gui = black_thinking("arbiter-ends", None);
    gui.key(eframe::egui::Key::F2);
    assert!(gui.panel_open());
    // The arbiter lets Black's clock run on with the panel open (the toolbar's button), and
    // Black's flag falls: the game is over, and the panel, which covers the players' column
    // while it is open, goes.
    gui.click("Start the clocks");
    gui.time.advance(gui.remaining(Color::Black) + SECOND);
    gui.settle();
    assert!(matches!(gui.table(|t| t.game().status()), Status::Ended(_)));
    assert!(!gui.panel_open(), "closed with the game");
    assert_eq!(gui.table(|t| t.clock().unwrap().phase()), Phase::Stopped);
}

#[test]
fn the_arbiter_who_starts_the_clocks_at_the_panel_keeps_them_as_they_are_on_closing() {
    let mut gui = black_thinking("arbiter-restarts", None);
    gui.key(eframe::egui::Key::F2);
    gui.click("Start the clocks");
    assert_eq!(gui.running(), Some(Color::Black));
    gui.click("Stop the clocks (call the arbiter)");
    gui.click("Close the panel");
    assert_eq!(gui.running(), None, "the arbiter stopped them: they stay stopped");
}

// Item 10: a time control passed.

#[test]
fn a_time_control_passed_is_heard_shown_on_the_clock_for_a_while_and_said() {
    // Two moves in ten minutes, then five minutes for the rest of the game.
    let setup = Setup { controls: Some(TimeControls::same("2/600:300".parse().unwrap())), ..Setup::default() };
    let voice = RecordingVoice::default();
    let settings = Settings { setup, speech: Speech::on(true, false), ..Settings::default() };
    let mut gui = App::fresh("gui-clocks", "control").settings(settings).voice(Arc::new(voice.clone())).open();
    gui.start();
    gui.play("e2", "e4");
    gui.play("e7", "e5");
    assert!(!gui.cues().contains(&Cue::TimeControl));
    let note = "time control passed: +5 min";
    gui.play("g1", "f3");
    // White's second move (two seconds each) completes the period: the next five minutes are added.
    let shown: Millis = 10 * MINUTE - 4 * SECOND + 5 * MINUTE;
    assert_eq!(
        gui.table(|t| t.clock().unwrap().presses().last().map(|p| (p.period_time, p.shown))),
        Some((5 * MINUTE, shown))
    );
    assert_eq!(gui.cues().last(), Some(&Cue::TimeControl), "{:?}", gui.cues());
    assert!(gui.clock_said(Color::White).contains(note), "{}", gui.clock_said(Color::White));
    assert!(!gui.clock_said(Color::Black).contains(note));
    assert!(
        voice.texts().iter().any(|t| t == "White has reached the time control: 5 more minutes"),
        "{:?}",
        voice.texts()
    );
    // In each language, on the face.
    let passed = |lang| escaque::i18n::describe::control_passed(Tr::new(lang), 5 * MINUTE);
    assert_eq!(passed(Lang::Gl), "control de tempo superado: +5 min");
    assert_eq!(passed(Lang::Ca), "control de temps superat: +5 min");
    let odd = escaque::i18n::describe::control_passed(Tr::new(Lang::En), 90 * SECOND);
    assert_eq!(odd, "time control passed: +1:30");
    // Ten seconds later the note is gone; Black's own control comes with Black's second move.
    gui.time.advance(10 * SECOND);
    gui.settle();
    assert!(!gui.clock_said(Color::White).contains(note));
    gui.play("b8", "c6");
    assert_eq!(gui.cues().last(), Some(&Cue::TimeControl));
    assert!(gui.clock_said(Color::Black).contains(note));
}
