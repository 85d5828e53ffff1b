//! The arbiter's panel and the wooden board in the real app, driven headless with
//! egui_kittest and a mock clock (issue 12): the PIN, corrections (7.1), penalties (12.9.2),
//! decisions (11.8), and illegal moves claimed and penalised (7.5.1, 7.5.5).

use crate::gui;

use egui_kittest::kittest::{NodeT, Queryable};
use escaque::clock::{MINUTE, SECOND};
use escaque::laws::{Edition, GameResult, Points, Reason, Score, Status};
use escaque::platform::pin::PinHash;
use escaque::platform::settings::Settings;
use escaque::table::{Act, Setup};
use gui::{App, Gui};
use shakmaty::{Color, EnPassantMode, Position, fen::Fen};

/// The steps of this file.
impl Gui {
    /// The app on a fresh data folder `name` with `setup` remembered as the last one (and no PIN).
    fn with_setup(name: &str, setup: Setup) -> Gui {
        App::fresh("gui-arbiter", name).setup(setup).open()
    }


    fn fen(&self) -> String {
        self.table(|t| Fen::from_position(t.game().position(), EnPassantMode::Legal).to_string())
    }
}

#[test]
fn the_trainer_sets_a_pin_opens_the_panel_takes_back_penalises_and_ends_with_0_0() {
    let dir = gui::data_dir("gui-arbiter", "pin-panel");
    let mut gui = App::on(&dir).open();
    // The PIN is set once on the setup screen, and kept only as a hash.
    gui.harness.get_by_label_contains("No PIN protects the arbiter's panel");
    gui.type_in("New PIN:", "2468");
    gui.click("Set the PIN");
    gui.harness.get_by_label_contains("The PIN is set");
    let text = std::fs::read_to_string(dir.join("settings.ron")).unwrap();
    assert!(text.contains("$argon2id$") && !text.contains("2468"), "{text}");
    let stored: PinHash = Settings::load(&dir.join("settings.ron")).settings.arbiter_pin.expect("a PIN is kept");
    assert!(stored.verify("2468"));

    gui.start();
    gui.play("e2", "e4");
    // Black means e7-e5 but the click lands on e6.
    gui.play("e7", "e6");
    assert_eq!(gui.table(|t| t.game().plies().len()), 2);

    // A wrong PIN is refused, and nothing changes.
    gui.click("Arbiter's panel (F2)");
    gui.type_in("PIN:", "1357");
    gui.click("Open the panel");
    gui.harness.get_by_label("Wrong PIN: the panel stays closed.");
    assert!(!gui.panel_open());
    assert!(gui.harness.query_by_label_contains("Take back").is_none(), "no panel");
    assert_eq!(gui.table(|t| (t.game().plies().len(), t.arbiter_log().len())), (2, 0));
    // The right one opens the panel.
    gui.type_in("PIN:", "2468");
    gui.click("Open the panel");
    assert!(gui.panel_open());

    // 7.1: the mis-clicked move is taken back, with a remark; Black is on move again, Black's
    // clock to run once the arbiter closes the panel (the clocks stand still while it is open).
    gui.type_in("Remark for the record (optional):", "mis-click");
    gui.click("Take back (Article 7.1)");
    assert_eq!(gui.table(|t| t.game().plies().len()), 1);
    assert_eq!(gui.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    assert_eq!(gui.table(|t| t.clock().unwrap().phase()), escaque::clock::Phase::Paused(Color::Black));
    let log = gui.table(|t| t.arbiter_log().to_vec());
    assert_eq!(log.len(), 1);
    assert!(matches!(log[0].act, Some(Act::TakeBack { plies: 1, times: None })));
    assert_eq!(log[0].remark, "mis-click");
    // The scoresheet panel shows it, with its Article and the remark.
    gui.harness.get_by_label_contains("one move taken back (Article 7.1)");
    gui.harness.get_by_label("Remark: mis-click");
    gui.click("Close the panel");
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), Some(Color::Black));
    gui.play("e7", "e5");
    assert_eq!(gui.table(|t| t.game().plies()[1].san.to_string()), "e5");
    gui.click("Arbiter's panel (F2)");
    gui.type_in("PIN:", "2468");
    gui.click("Open the panel");

    // 12.9.2: Black is at fault, White gets two minutes more.
    gui.time.advance(3 * SECOND);
    let before = gui.remaining(Color::White);
    gui.click("Black at fault");
    gui.click("+2 min to White (Article 12.9.2)");
    assert_eq!(gui.remaining(Color::White), before + 2 * MINUTE);
    // On the status line and in the arbiter's record on the scoresheet panel.
    assert_eq!(gui.harness.query_all_by_label_contains("+0:02:00 to White").count(), 2);

    // 11.8: both players persistently refuse to comply: both lose, 0-0.
    gui.click("Ground:");
    gui.click("both persistently refuse to comply (Article 11.8)");
    gui.click("End the game");
    let ending = gui.table(|t| t.game().status().ending()).expect("the game is over");
    assert_eq!(ending.reason, Reason::BothLose);
    assert_eq!(ending.result, GameResult::from(Score { white: Points::Zero, black: Points::Zero }));
    assert_eq!(ending.article.to_string(), "11.8");
    assert!(gui.status_line().contains("both lose"), "{}", gui.status_line());
}

#[test]
fn without_a_pin_each_action_asks_for_a_confirmation() {
    let mut gui = Gui::with_setup("no-pin", Setup::default());
    gui.start();
    gui.play("e2", "e4");
    // The arbiter's key does what the button does.
    gui.harness.key_press(eframe::egui::Key::F2);
    gui.settle();
    assert!(gui.panel_open(), "no PIN: the panel opens at once");
    gui.click("Warn White (Article 12.9.1)");
    gui.harness.get_by_label("The arbiter decides");
    assert!(gui.table(|t| t.arbiter_log().is_empty()), "nothing done before the confirmation");
    gui.click("Do not do it");
    assert!(gui.table(|t| t.arbiter_log().is_empty()));
    gui.click("Warn White (Article 12.9.1)");
    gui.click("Confirm");
    let log = gui.table(|t| t.arbiter_log().to_vec());
    assert!(matches!(log.as_slice(), [r] if r.act == Some(Act::Warn { side: Color::White })));
    gui.harness.get_by_label_contains("warning to White (Article 12.9.1)");
    gui.click("Close the panel");
    assert!(!gui.panel_open());
}

/// A wooden board under the 2023 Laws, standard play: no hints, any move a hand can make.
fn wooden(fen: Option<&str>) -> Setup {
    Setup { wooden_board: true, fen: fen.map(str::to_owned), ..Setup::default() }
}

#[test]
fn on_a_wooden_board_an_illegal_move_is_claimed_reinstated_and_the_second_loses() {
    let mut gui = Gui::with_setup("wooden", wooden(None));
    gui.start();
    gui.play("e2", "e4");
    gui.play("f7", "f6");
    gui.play("d1", "h5");
    let in_check = gui.fen();
    // Black leaves the king in check, and presses the clock: the board takes it.
    gui.play("a7", "a6");
    assert_eq!(gui.table(|t| t.game().plies().len()), 4);
    assert_eq!(gui.table(|t| t.game().turn()), Color::White);
    // White claims before making a move: the position is reinstated, White's clock shows two
    // minutes more (7.5.1, 7.5.5), and Black is on move again.
    gui.time.advance(4 * SECOND);
    let white_before = gui.remaining(Color::White);
    gui.click("White: illegal move!");
    assert_eq!(gui.fen(), in_check);
    assert_eq!(gui.table(|t| t.game().plies().len()), 3);
    assert_eq!(gui.remaining(Color::White), white_before + 2 * MINUTE);
    assert_eq!(gui.table(|t| t.clock().unwrap().running()), Some(Color::Black));
    assert_eq!(gui.table(|t| t.game().illegal_moves_dealt(Color::Black)), 1);
    gui.harness.get_by_label_contains("an illegal move claimed");
    // Play goes on; the second illegal move of the same player loses.
    gui.play("g7", "g6");
    gui.play("h5", "g6");
    gui.play("a7", "a5");
    gui.click("White: illegal move!");
    let ending = gui.table(|t| t.game().status().ending()).expect("the second illegal move loses");
    assert_eq!((ending.result, ending.reason), (GameResult::Win(Color::White), Reason::IllegalMove));
}

#[test]
fn on_a_wooden_board_a_second_illegal_move_against_a_lone_king_draws() {
    let mut gui = Gui::with_setup("wooden-lone-king", wooden(Some("4k3/8/8/8/8/8/8/R3K3 w - - 0 1")));
    gui.start();
    // The king moved two squares forward: a king cannot move that way.
    gui.play("e1", "e3");
    gui.click("Black: illegal move!");
    assert_eq!(gui.table(|t| t.game().plies().len()), 0);
    gui.play("e1", "e3");
    gui.click("Black: illegal move!");
    let ending = gui.table(|t| t.game().status().ending()).expect("over");
    assert_eq!((ending.result, ending.reason), (GameResult::Draw, Reason::IllegalMoveVsUnwinnable));
}

#[test]
fn the_setup_form_turns_on_the_wooden_board_and_supervision() {
    let mut gui = Gui::with_setup("wooden-form", Setup::default());
    gui.click("Players check their own moves (wooden board, Article 7.5)");
    gui.click("Adequate supervision (Appendices A.4, B.2)");
    gui.start();
    assert!(gui.table(|t| t.setup().wooden_board && t.setup().supervised));
    // The board takes a move a hand can make but the Laws do not allow: a knight moved like a
    // bishop, with no hint of which squares are legal.
    gui.square("g1");
    gui.square("e3");
    assert_eq!(gui.table(|t| t.game().plies().len()), 1);
    assert_eq!(
        gui.table(|t| t.game().board().piece_at(shakmaty::Square::E3).map(|p| p.role)),
        Some(shakmaty::Role::Knight)
    );
}

#[test]
fn on_a_wooden_board_a_pawn_left_on_the_last_rank_becomes_a_queen_when_claimed() {
    let mut gui = Gui::with_setup("wooden-promotion", wooden(Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1")));
    gui.start();
    gui.square("a7");
    gui.square("a8");
    gui.click("Leave the pawn without a new piece");
    gui.click("White's clock");
    assert_eq!(gui.table(|t| t.game().board().role_at(shakmaty::Square::A8)), Some(shakmaty::Role::Pawn));
    let black_before = gui.remaining(Color::Black);
    gui.click("Black: illegal move!");
    // 7.5.2: the pawn becomes a queen of its colour, and the opponent gets the penalty time.
    assert_eq!(gui.table(|t| t.game().position().board().role_at(shakmaty::Square::A8)), Some(shakmaty::Role::Queen));
    assert_eq!(gui.remaining(Color::Black), black_before + 2 * MINUTE);
}

#[test]
fn on_a_wooden_board_a_typed_move_a_hand_can_make_is_taken_in_the_players_language() {
    let mut gui = App::fresh("gui-arbiter", "wooden-typed")
        .settings(Settings { language: Some(escaque::i18n::Lang::Gl), ..Settings::default() })
        .setup(Setup { press_with_move: true, ..wooden(None) })
        .open();
    gui.start_with("Comezar a partida");
    for typed in ["e4", "f6", "Dh5"] {
        gui.type_in("Xogada:", typed);
        gui.harness.key_press(eframe::egui::Key::Enter);
        gui.settle();
    }
    // Black, in check, plays a6 all the same (typed), and a knight like a bishop is read too.
    gui.type_in("Xogada:", "a6");
    gui.harness.key_press(eframe::egui::Key::Enter);
    gui.settle();
    assert_eq!(gui.table(|t| t.game().plies().len()), 4, "{}", gui.status_line());
    assert!(gui.table(|t| t.game().plies()[3].irregular.is_some()));
    gui.type_in("Xogada:", "Cg1e3");
    gui.harness.key_press(eframe::egui::Key::Enter);
    gui.settle();
    // Written as a hand writes it (issue 25, item 9); the arbiter would name it in full.
    assert_eq!(gui.table(|t| t.game().plies()[4].san.to_string()), "Ne3+", "{}", gui.status_line());
    assert_eq!(gui.table(|t| t.game().plies()[4].san_in_full().to_string()), "Ng1e3+");
    // What no hand can do is still not read: no Galician bishop can reach h8.
    gui.type_in("Xogada:", "Bh8");
    gui.harness.key_press(eframe::egui::Key::Enter);
    gui.settle();
    assert_eq!(gui.table(|t| t.game().plies().len()), 5);
}

#[test]
fn a_mis_click_that_mates_is_taken_back_and_play_goes_on() {
    let mut gui = Gui::with_setup("mis-click-mate", Setup::default());
    gui.start();
    gui.play("f2", "f3");
    gui.play("e7", "e5");
    gui.play("g2", "g4");
    gui.play("d8", "h4");
    assert_eq!(gui.table(|t| t.game().status().ending().map(|e| e.reason)), Some(Reason::Checkmate));
    gui.click("Look at the board");
    gui.harness.key_press(eframe::egui::Key::F2);
    gui.settle();
    gui.click("Take back (Article 7.1)");
    gui.click("Confirm");
    assert_eq!(gui.table(|t| t.game().status()), Status::Ongoing, "{}", gui.status_line());
    assert_eq!(gui.table(|t| t.game().plies().len()), 3);
    // The clocks wait for the arbiter, who starts them again; then Black plays on.
    assert_eq!(gui.table(|t| t.clock().unwrap().phase()), escaque::clock::Phase::Paused(Color::Black));
    gui.click("Close the panel");
    gui.click("Start the clocks");
    gui.play("b8", "c6");
    assert_eq!(gui.table(|t| t.game().plies().len()), 4);
}

/// Guidelines III in the window: which quickplay buttons each edition offers.
fn quickplay_setup(edition: escaque::laws::Edition, arbiter_present: bool) -> Setup {
    Setup {
        controls: Some(escaque::clock::TimeControls::same("900".parse().unwrap())),
        quickplay_finish: true,
        arbiter_present,
        edition,
        ..Setup::default()
    }
}

#[test]
fn iii_5_the_window_offers_the_increment_not_the_claim_with_an_arbiter() {
    use escaque::laws::Edition;
    // 2023: III.4 always applies on this clock, so no III.5 claim.
    let mut gui = Gui::with_setup("quickplay-2023", quickplay_setup(Edition::Fide2023, true));
    gui.start();
    gui.harness.get_by_label("White: ask for an increment");
    assert!(gui.harness.query_by_label("White: quickplay claim").is_none());
    // 2008: no increment to ask for; the 10.2 claim instead.
    let mut gui = Gui::with_setup("quickplay-2008", quickplay_setup(Edition::Fide2008, true));
    gui.start();
    gui.harness.get_by_label("White: quickplay claim");
    assert!(gui.harness.query_by_label("White: ask for an increment").is_none());
    // Its place is kept (nothing moves under a hand, issue 25), but only the player on move may
    // claim (10.2).
    assert!(gui.harness.get_by_label("Black: quickplay claim").accesskit_node().is_disabled(), "10.2: the player on move");
}

#[test]
fn iii_6_1_the_window_offers_the_claim_to_both_players_without_an_arbiter() {
    let mut gui = Gui::with_setup("quickplay-no-arbiter", quickplay_setup(escaque::laws::Edition::Fide2023, false));
    gui.start();
    gui.harness.get_by_label("White: quickplay claim");
    gui.harness.get_by_label("Black: quickplay claim");
    assert!(gui.harness.query_by_label("White: ask for an increment").is_none());
}

#[test]
fn iii_2_2_no_quickplay_buttons_where_the_control_has_an_increment() {
    let setup = Setup {
        controls: Some(escaque::clock::TimeControls::same("900+5".parse().unwrap())),
        ..quickplay_setup(escaque::laws::Edition::Fide2023, false)
    };
    let mut gui = Gui::with_setup("quickplay-increment", setup);
    gui.start();
    assert!(gui.harness.query_by_label("White: quickplay claim").is_none());
    assert!(gui.harness.query_by_label("Black: quickplay claim").is_none());
    assert!(gui.harness.query_by_label("White: ask for an increment").is_none());
}

#[test]
fn the_arbiters_panel_cites_the_numbers_of_the_games_edition() {
    // 2023 12.9.1 is 2014's 12.9.a and 2008's 13.4.a (issue 13, item 8).
    for (name, edition, warn) in [
        ("cite-2008", Edition::Fide2008, "Warn White (Article 13.4.a)"),
        ("cite-2014", Edition::Fide2014, "Warn White (Article 12.9.a)"),
    ] {
        let mut gui = Gui::with_setup(name, Setup { edition, ..Setup::default() });
        gui.start();
        gui.play("e2", "e4");
        gui.harness.key_press(eframe::egui::Key::F2);
        gui.settle();
        assert!(gui.harness.query_by_label("Warn White (Article 12.9.1)").is_none(), "{edition}");
        gui.click(warn);
        gui.click("Confirm");
        gui.harness.get_by_label_contains(&warn.replace("Warn White", "warning to White"));
    }
}
