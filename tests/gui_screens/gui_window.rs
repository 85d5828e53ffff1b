//! The game window at a club table (issue 14), driven headless with egui_kittest: the board's
//! size face to face, the far player's controls turned to them, the clock keys whatever has
//! the focus, the banner, the keycaps, full screen, the clock's digits and the delay. Time is a
//! mock that only moves when a test says so.

use eframe::egui;
use crate::gui;

use egui_kittest::kittest::Queryable;
use escaque::clock::{SECOND, TimeControls};
use escaque::platform::settings::{Layout, Settings};
use escaque::table::Setup;
use gui::{App, Gui};
use shakmaty::Color;
use shakmaty::Color::{Black, White};

/// The settings the app starts with: `settings` saved in a fresh data folder.
fn with_settings(name: &str, settings: Settings) -> App<'static> {
    App::fresh("gui-window", name).settings(settings)
}

/// The app on a fresh data folder, the players face to face.
fn face_to_face(name: &str) -> App<'static> {
    App::fresh("gui-window", name).seating(Layout::FaceToFace)
}

/// The steps of this file.
impl Gui {
    /// A key as a keyboard sends it: the key pressed (`logical` is what the layout makes of the
    /// `physical` key), the character it types, the key released.
    fn keyboard(&mut self, physical: egui::Key, logical: egui::Key, text: &str) {
        let key = |pressed| egui::Event::Key {
            key: logical,
            physical_key: Some(physical),
            pressed,
            repeat: false,
            modifiers: egui::Modifiers::default(),
        };
        self.harness.event(key(true));
        self.harness.event(egui::Event::Text(text.to_owned()));
        self.harness.event(key(false));
        self.settle();
    }

    /// The texts painted in the last frame, each with whether it is turned half a turn.
    fn painted_texts(&self) -> Vec<(String, bool)> {
        fn walk(shape: &egui::Shape, out: &mut Vec<(String, bool)>) {
            match shape {
                egui::Shape::Text(text) => {
                    let turned = (text.angle - std::f32::consts::PI).abs() < 1e-3;
                    out.push((text.galley.text().to_owned(), turned));
                }
                egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
                _ => {}
            }
        }
        let mut out = Vec::new();
        for clipped in &self.harness.output().shapes {
            walk(&clipped.shape, &mut out);
        }
        out
    }

    fn painted_turned(&self, text: &str) -> bool {
        self.painted_texts().iter().any(|(t, turned)| t == text && *turned)
    }

    fn painted_upright(&self, text: &str) -> bool {
        self.painted_texts().iter().any(|(t, turned)| t == text && !*turned)
    }
}

/// The board's rect, from the accessible nodes of its corner squares.
fn board_rect(gui: &Gui) -> egui::Rect {
    gui.square_rect("a8").union(gui.square_rect("h1"))
}

#[test]
fn face_to_face_at_1280_by_800_the_board_keeps_most_of_the_height_and_the_far_controls_are_turned() {
    let mut gui = face_to_face("face-to-face-size").start();
    let board = board_rect(&gui);
    assert!((board.width() - board.height()).abs() < 1.0, "square: {board:?}");
    assert!(board.height() >= 0.6 * 800.0, "the board is {} px high at 1280×800", board.height());
    eprintln!("face to face at 1280×800: the board is {:.0} px square", board.height());
    // Black, across the table, has their clock and buttons in the column on one side of the
    // board, in its far half; White's in the other column, in its near half.
    let black_clock = gui.harness.get_by_label("Black's clock").rect();
    let black_offer = gui.harness.get_by_label("Black: offer draw").rect();
    let white_clock = gui.harness.get_by_label("White's clock").rect();
    let white_offer = gui.harness.get_by_label("White: offer draw").rect();
    for far in [black_clock, black_offer] {
        assert!(far.right() <= board.left() && far.center().y < 400.0, "far: {far:?}, board {board:?}");
    }
    for near in [white_clock, white_offer] {
        assert!(near.left() >= board.right() && near.center().y > 400.0, "near: {near:?}, board {board:?}");
    }
    // The far player's labels are painted turned half a turn, the near player's upright.
    gui.harness.step();
    assert!(gui.painted_turned("Offer draw") && gui.painted_upright("Offer draw"));
    assert!(gui.painted_turned("Resign") && gui.painted_upright("Resign"));
    // The far player's turned button works like any other: Black offers a draw after moving.
    gui.play("e2", "e4");
    gui.time.advance(2 * SECOND);
    gui.square("e7");
    gui.square("e5");
    gui.click("Black: offer draw");
    assert_eq!(gui.table(|t| t.game().standing_offer()), Some(Color::Black));
}

#[test]
fn face_to_face_the_far_players_pieces_turn_when_the_setting_says_so() {
    let app = with_settings(
        "turned-pieces",
        Settings { layout: Layout::FaceToFace, turn_far_pieces: true, ..Settings::default() },
    );
    let mut gui = app.start();
    gui.harness.step();
    // Black's pawns (body and outline glyphs) are turned; White's are upright.
    let texts = gui.painted_texts();
    let count = |glyph: &str, turned: bool| texts.iter().filter(|(t, tu)| t == glyph && *tu == turned).count();
    assert_eq!((count("\u{265F}", true), count("\u{2659}", true)), (8, 8), "Black's pawns turned");
    assert_eq!((count("\u{265F}", false), count("\u{2659}", false)), (8, 8), "White's pawns upright");
    // The toolbar's box turns them upright again, and the choice is remembered.
    gui.click("Turn the far player's pieces");
    gui.harness.step();
    assert_eq!(gui.painted_texts().iter().filter(|(t, turned)| t == "\u{265F}" && *turned).count(), 0);
    assert!(!Settings::load(&gui.dir.join("settings.ron")).settings.turn_far_pieces);
}

#[test]
fn a_typed_move_then_the_clock_key_presses_the_clock_and_types_nothing() {
    for layout in [Layout::SideBySide, Layout::FaceToFace] {
        let app = with_settings(&format!("typed-then-key-{layout:?}"), Settings { layout, ..Settings::default() });
        let mut gui = app.start();
        gui.time.advance(3 * SECOND);
        gui.type_move("Move:", "e4");
        assert_eq!(gui.table(|t| t.game().plies().len()), 1);
        assert_eq!(gui.running(), Some(White), "the move is made, not yet completed");
        // The move field still has the focus; White's key presses the clock all the same, and
        // its "z" reaches no field.
        assert!(gui.harness.state().game().unwrap().typed().is_empty());
        gui.keyboard(egui::Key::Z, egui::Key::Z, "z");
        assert_eq!(gui.running(), Some(Black), "{layout:?}: the clock key pressed the clock");
        assert_eq!(gui.harness.state().game().unwrap().typed(), "", "{layout:?}: nothing typed");
        // Letters typed for moves still work, and Black's key presses Black's clock.
        gui.time.advance(3 * SECOND);
        gui.type_move("Move:", "e5");
        assert_eq!(gui.table(|t| t.game().plies().len()), 2);
        gui.keyboard(egui::Key::Slash, egui::Key::Slash, "/");
        assert_eq!(gui.running(), Some(White));
        assert_eq!(gui.harness.state().game().unwrap().typed(), "");
        // Half a move typed stays in the field when a clock key is pressed in the middle.
        gui.harness.get_by_label("Move:").type_text("Nf");
        gui.settle();
        gui.keyboard(egui::Key::Slash, egui::Key::Slash, "/");
        assert_eq!(gui.harness.state().game().unwrap().typed(), "Nf");
    }
}

#[test]
fn an_offer_shows_a_banner_turned_to_the_player_who_must_answer_until_it_is_answered() {
    let mut gui = face_to_face("offer-banner").start();
    gui.play("e2", "e4");
    gui.play("e7", "e5");
    gui.play_offering("g1", "f3");
    let banner = "White offers a draw (Article 9.1.2.1). Black: accept or decline?";
    gui.harness.get_by_label(banner);
    // Black sits across the table: the banner and its answers are turned to them, in their
    // column beside the board (issue 25: no banner moves the board).
    let board = board_rect(&gui);
    assert!(gui.harness.get_by_label(banner).rect().right() <= board.left() + 1.0);
    assert!(gui.harness.get_by_label("Black: decline draw").rect().right() <= board.left() + 1.0);
    gui.harness.step();
    assert!(gui.painted_turned(banner) && gui.painted_turned("Decline draw") && gui.painted_turned("Accept draw"));
    // It stays, however long Black thinks.
    gui.time.advance(10 * 60 * SECOND);
    gui.settle();
    gui.harness.get_by_label(banner);
    // Declined: gone.
    gui.click("Black: decline draw");
    assert_eq!(gui.table(|t| t.game().standing_offer()), None);
    assert!(gui.harness.query_by_label(banner).is_none());
}

#[test]
fn side_by_side_the_offer_banner_is_upright_and_accepting_it_ends_the_game() {
    let mut gui = App::on(&gui::data_dir("gui-window", "offer-banner-side")).start();
    gui.play("e2", "e4");
    gui.play("e7", "e5");
    gui.play_offering("g1", "f3");
    let banner = "White offers a draw (Article 9.1.2.1). Black: accept or decline?";
    gui.harness.step();
    assert!(gui.painted_upright(banner) && !gui.painted_turned(banner));
    gui.click("Black: accept draw");
    let ending = gui.table(|t| t.game().status().ending()).expect("agreed");
    assert_eq!(ending.result, escaque::laws::GameResult::Draw);
    assert!(gui.harness.query_by_label(banner).is_none());
}

#[test]
fn a_refusal_shows_in_the_banner_for_a_few_seconds_of_the_screens_time() {
    let mut gui = face_to_face("ruling-banner").start();
    // Touch-move: White touches the knight, then tries to move a pawn (4.3.1).
    gui.square("g1");
    gui.square("e2");
    gui.square("e4");
    let status = gui.harness.state().game().unwrap().status_line().unwrap();
    assert!(status.contains("4.3.1"), "{status}");
    gui.harness.step();
    // White sits at the near edge: upright.
    assert!(gui.painted_upright(&status), "the banner shows the refusal");
    gui.time.advance(5 * SECOND);
    gui.settle();
    assert!(gui.painted_upright(&status), "still there after 5 s");
    gui.time.advance(2 * SECOND);
    gui.settle();
    let shown = gui.painted_texts().iter().filter(|(t, _)| *t == status).count();
    assert_eq!(shown, 1, "after 7 s only the status line says it");
}

#[test]
fn the_clock_keys_are_shown_by_the_keycaps_of_the_keyboard_in_use() {
    let mut gui = App::on(&gui::data_dir("gui-window", "keycaps")).start();
    // Until a key is pressed: the US labels of the physical keys.
    gui.harness.get_by_label("White's clock key: Z");
    gui.harness.get_by_label("Black's clock key: /");
    gui.play("e2", "e4");
    gui.time.advance(2 * SECOND);
    gui.square("e7");
    gui.square("e5");
    // A Spanish keyboard: the key right of "." (US "/") is labelled and types "-".
    gui.keyboard(egui::Key::Slash, egui::Key::Minus, "-");
    assert_eq!(gui.running(), Some(White), "the physical key pressed Black's clock");
    gui.harness.get_by_label("Black's clock key: -");
    assert!(gui.harness.query_by_label("Black's clock key: /").is_none());
    // A press with Shift (which types another character) teaches nothing about the keycap.
    gui.harness.event(egui::Event::Key {
        key: egui::Key::Questionmark,
        physical_key: Some(egui::Key::Slash),
        pressed: true,
        repeat: false,
        modifiers: egui::Modifiers::SHIFT,
    });
    gui.settle();
    gui.harness.get_by_label("Black's clock key: -");
}

#[test]
fn f11_and_the_toolbar_button_toggle_full_screen() {
    let mut gui = App::on(&gui::data_dir("gui-window", "fullscreen")).start();
    let sent = |gui: &Gui| -> Vec<egui::ViewportCommand> {
        gui.harness
            .output()
            .viewport_output
            .get(&egui::ViewportId::ROOT)
            .map(|v| v.commands.clone())
            .unwrap_or_default()
    };
    // One frame for the key going down: the command goes out with that frame.
    gui.harness.key_down(egui::Key::F11);
    gui.harness.step();
    assert!(sent(&gui).contains(&egui::ViewportCommand::Fullscreen(true)), "{:?}", sent(&gui));
    assert!(gui.harness.state().fullscreen());
    gui.harness.key_up(egui::Key::F11);
    gui.settle();
    gui.harness.get_by_label("Full screen (F11)").click();
    gui.harness.step();
    assert!(sent(&gui).contains(&egui::ViewportCommand::Fullscreen(false)), "{:?}", sent(&gui));
    assert!(!gui.harness.state().fullscreen());
}

#[test]
fn the_clocks_grow_with_the_window() {
    for layout in [Layout::SideBySide, Layout::FaceToFace] {
        let app = with_settings(&format!("clock-size-{layout:?}"), Settings { layout, ..Settings::default() });
        let mut gui = app.start();
        let small = gui.harness.get_by_label("White's clock").rect();
        gui.harness.set_size(egui::vec2(1920.0, 1080.0));
        gui.settle();
        let large = gui.harness.get_by_label("White's clock").rect();
        let text = escaque::ui::clock_face::digits(90 * 60 * SECOND + 30 * SECOND);
        let (before, after) = (
            escaque::ui::clock_face::digit_size(small.size(), &text),
            escaque::ui::clock_face::digit_size(large.size(), &text),
        );
        eprintln!("{layout:?}: clock {small:?} → {large:?}; digits {before:.0} px → {after:.0} px");
        assert!(after > before * 1.25, "{layout:?}: digits of {before} px at 1280×800, {after} px at 1920×1080");
        // The digits painted are that size.
        gui.harness.step();
        assert!(gui.painted_upright(&text));
        let board = board_rect(&gui);
        assert!(board.height() >= 0.6 * 1080.0 || layout == Layout::SideBySide, "{board:?}");
    }
}

#[test]
fn art_6_3_2_the_running_delay_is_shown_on_the_running_clock() {
    let setup = Setup { controls: Some(TimeControls::same("300d5".parse().unwrap())), ..Setup::default() };
    let mut gui = with_settings("delay", Settings { setup, ..Settings::default() }).start();
    gui.time.advance(2 * SECOND);
    gui.settle();
    gui.harness.step();
    assert!(gui.painted_upright("delay 3.0 s"), "{:?}", gui.painted_texts());
    // The window wakes for the bar and the countdown while the delay runs.
    let now = escaque::platform::time::TimeSource::now(&gui.time);
    assert!(gui.harness.state().game().unwrap().next_repaint_in(now).is_some_and(|ms| ms <= 100));
    // Once it has run out, the main time runs and the delay is no longer shown.
    gui.time.advance(4 * SECOND);
    gui.settle();
    gui.harness.step();
    assert!(!gui.painted_texts().iter().any(|(t, _)| t.contains("delay")));
    let now = escaque::platform::time::TimeSource::now(&gui.time);
    let t = gui.harness.state().game().unwrap().session.game_time(now);
    assert_eq!(gui.table(|table| table.clock().unwrap().remaining(White, t)), 299 * SECOND);
}

#[test]
fn iii_5_a_claim_waiting_for_the_arbiter_shows_in_the_banner_turned_to_the_claimant_until_the_ruling() {
    // 2008 (10.2): the player on move claims; the arbiter rules.
    let setup = Setup {
        controls: Some(TimeControls::same("900".parse().unwrap())),
        quickplay_finish: true,
        arbiter_present: true,
        edition: escaque::laws::Edition::Fide2008,
        ..Setup::default()
    };
    let mut gui =
        with_settings("claim-banner", Settings { setup, layout: Layout::FaceToFace, ..Settings::default() }).start();
    gui.play("e2", "e4");
    // Black, across the table, is down to under two minutes and claims.
    gui.time.advance(14 * 60 * SECOND);
    gui.settle();
    gui.click("Black: quickplay claim");
    assert!(gui.table(|t| t.pending()).is_some(), "the claim waits for the arbiter");
    // In the banner in Black's column beside the board (and on the status line); the arbiter
    // rules from the bar over the status line.
    let board = board_rect(&gui);
    let above = |gui: &Gui| {
        gui.harness
            .query_all_by_label_contains("Black claims a draw")
            .filter(|n| n.rect().right() <= board.left() + 1.0 && n.rect().bottom() <= board.bottom())
            .count()
    };
    assert_eq!(above(&gui), 1);
    gui.harness.step();
    assert!(gui.painted_texts().iter().any(|(t, turned)| t.starts_with("Black claims a draw") && *turned));
    // Still there a minute later; gone once the arbiter has ruled.
    gui.time.advance(60 * SECOND);
    gui.settle();
    assert_eq!(above(&gui), 1);
    gui.click("Reject, +2 min to the opponent (III.5.3)");
    assert!(gui.table(|t| t.pending()).is_none());
    assert!(!gui.painted_texts().iter().any(|(t, _)| t.starts_with("Black claims a draw")));
}

#[test]
fn face_to_face_in_a_tall_window_the_players_sit_at_the_top_and_bottom_edges() {
    let mut gui = face_to_face("tall").size([800.0, 1280.0]).open();
    gui.click("Start the game");
    let board = board_rect(&gui);
    assert!(board.width() >= 0.6 * 800.0, "the board is {} px wide in 800×1280", board.width());
    let black = gui.harness.get_by_label("Black: offer draw").rect();
    let white = gui.harness.get_by_label("White: offer draw").rect();
    assert!(black.bottom() <= board.top() && white.top() >= board.bottom(), "{black:?} {white:?} {board:?}");
    gui.harness.step();
    assert!(gui.painted_turned("Offer draw") && gui.painted_upright("Offer draw"));
}

#[test]
fn a_bronstein_clock_shows_what_the_press_will_give_back() {
    let setup = Setup { controls: Some(TimeControls::same("300b5".parse().unwrap())), ..Setup::default() };
    let mut gui = with_settings("bronstein", Settings { setup, ..Settings::default() }).start();
    gui.time.advance(3 * SECOND);
    gui.settle();
    gui.harness.step();
    assert!(gui.painted_upright("3 s back at the press (Bronstein)"), "{:?}", gui.painted_texts());
    // Never more than the bonus.
    gui.time.advance(4 * SECOND);
    gui.square("e2");
    gui.square("e4");
    gui.harness.step();
    assert!(gui.painted_upright("5 s back at the press (Bronstein)"), "{:?}", gui.painted_texts());
    gui.click("White's clock");
    let now = escaque::platform::time::TimeSource::now(&gui.time);
    let t = gui.harness.state().game().unwrap().session.game_time(now);
    assert_eq!(gui.table(|table| table.clock().unwrap().remaining(White, t)), 300 * SECOND - 7 * SECOND + 5 * SECOND);
}

#[test]
fn face_to_face_the_resignation_question_the_result_and_the_far_signature_are_turned_like_the_far_clock() {
    let mut gui = face_to_face("turned-dialogs").start();
    gui.play("e2", "e4");
    gui.harness.step();
    // The far clock is turned: what Black must read and answer is turned the same way.
    assert!(gui.painted_turned("Black"), "the far clock's name is turned");
    gui.click("Black: resign");
    gui.harness.step();
    assert!(gui.painted_turned("Black resigns?"), "{:?}", gui.painted_texts());
    assert!(gui.painted_turned("Yes, resign") && gui.painted_turned("No, play on"));
    assert!(!gui.painted_upright("Black resigns?"));
    gui.click("Yes, resign");
    gui.harness.step();
    // The result: for the far player turned, for the near one upright.
    assert!(gui.painted_turned("1–0") || gui.painted_turned("1-0"), "{:?}", gui.painted_texts());
    assert!(gui.painted_upright("1–0") || gui.painted_upright("1-0"));
    gui.click("Sign the scoresheet");
    gui.harness.step();
    // Black signs across the table: their pad's name turned to them, White's upright.
    assert!(gui.painted_turned("Black's signature"), "{:?}", gui.painted_texts());
    assert!(gui.painted_upright("White's signature"));
    // A stroke Black draws from their left (the screen's right) is kept from the left of the
    // signature as the sheet prints it.
    let pad = gui.harness.get_by_role_and_label(egui::accesskit::Role::Canvas, "Black's signature").rect();
    gui.harness.drag_at(pad.right_center() - egui::vec2(20.0, 0.0));
    gui.settle();
    gui.harness.hover_at(pad.center());
    gui.settle();
    gui.harness.drop_at(pad.center());
    gui.settle();
    let game = gui.harness.state().game().unwrap();
    let stroke = &game.signing.as_ref().unwrap().pads[Color::Black].strokes[0];
    assert!(stroke.first().unwrap().0 < stroke.last().unwrap().0, "kept from their left: {stroke:?}");
}

#[test]
fn side_by_side_nothing_is_turned() {
    let mut gui = App::fresh("gui-window", "upright-dialogs").start();
    gui.play("e2", "e4");
    gui.click("Black: resign");
    gui.harness.step();
    assert!(gui.painted_upright("Black resigns?") && !gui.painted_turned("Black resigns?"));
}

/// The seating is chosen before the game too (issue 25, item 5: it could be changed only in a
/// game): in the "View" menu on the setup screen, in the window's language; the game then starts
/// face to face, its toolbar's button offering the other seating.
#[test]
fn the_seating_is_chosen_on_the_setup_screen_before_the_game() {
    let mut gui = App::fresh("gui-window", "seating-before").language(escaque::i18n::Lang::Gl).open();
    assert_eq!(gui.harness.state().settings().layout, Layout::SideBySide);
    gui.click("Vista");
    gui.click("Fronte a fronte");
    assert_eq!(gui.harness.state().settings().layout, Layout::FaceToFace);
    gui.start_in(escaque::i18n::Lang::Gl);
    assert!(gui.shows_label("Sentar os xogadores lado a lado"), "the toolbar offers the other seating");
    // And back, from the same menu in the game.
    gui.click("Vista");
    gui.click("Lado a lado");
    assert_eq!(gui.harness.state().settings().layout, Layout::SideBySide);
}
