//! Keyboard play (issue 16), driven headless with egui_kittest: the board reached with Tab, its
//! cursor moved with the arrow keys, pieces picked up and put down with Enter, the clocks
//! pressed with the players' keys; a whole game in each of the five languages, its moves heard
//! through a recording fake of the speech interface (Appendix D), touch-move
//! (4.3) on a piece picked up by keyboard, the promotion dialog, a draw offer and the result
//! dialog, all without the mouse. Time is a mock moved by hand.

use crate::gui;

use eframe::egui::Key;
use egui_kittest::kittest::{By, NodeT, Queryable};
use escaque::clock::SECOND;
use escaque::i18n::speech;
use escaque::i18n::{Lang, Tr};
use escaque::laws::{GameResult, Reason};
use escaque::platform::settings::Settings;
use escaque::platform::settings::Speech;
use escaque::platform::speech::{Kind, RecordingVoice, Said};
use escaque::table::Setup;
use escaque::ui::AppConfig;
use gui::{App, Gui};
use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};
use shakmaty::{Color, Role, Square};
use std::sync::Arc;

/// The app in `lang`, with the setup `setup` remembered, on its setup screen.
fn open(name: &str, lang: Lang, setup: Setup) -> Gui {
    open_with(name, lang, setup, |_| {})
}

/// [`open`], the configuration changed by `tweak` first (a fake given to the app, say).
fn open_with(name: &str, lang: Lang, setup: Setup, tweak: impl FnOnce(&mut AppConfig)) -> Gui {
    App::fresh("keyboard", name).setup(setup).language(lang).config(tweak).open()
}

/// The steps of this file: keys, and the cursor walked from square to square.
impl Gui {
    fn keys(&mut self, key: Key, times: u32) {
        for _ in 0..times {
            self.key(key);
        }
    }

    /// Starts the game with the keyboard: Tab to the start button of the setup form, Enter.
    fn start_by_keys(&mut self, tr: Tr) {
        let start = tr.t("setup-start");
        self.tab_to(&start);
        self.key(Key::Enter);
        assert!(self.harness.state().game().is_some(), "the game screen is shown");
        // The game waits for its start; the arbiter starts it (issue 25, item 7).
        self.start_clocks();
    }

    /// Presses Tab until the widget named `label` has the focus (at most 80 times).
    fn tab_to(&mut self, label: &str) {
        for _ in 0..80 {
            if self.harness.query_all_by_label(label).any(|n| n.is_focused()) {
                return;
            }
            self.key(Key::Tab);
        }
        panic!("Tab never reaches {label:?}");
    }

    /// Presses Tab until a widget whose name contains `words` has the focus (at most 80 times).
    fn tab_to_containing(&mut self, words: &str) {
        for _ in 0..80 {
            if self.harness.query_all_by_label_contains(words).any(|n| n.is_focused()) {
                return;
            }
            self.key(Key::Tab);
        }
        panic!("Tab never reaches {words:?}");
    }

    /// The square whose node a screen reader is on: the board's active descendant, while the
    /// board has the focus (the board's own node then counts as not focused, AccessKit's rule).
    fn focused_square(&self) -> Option<String> {
        self.harness
            .query_all(By::new().role(eframe::egui::accesskit::Role::Button))
            .map(|n| n.accesskit_node())
            .find(|n| n.is_focused() && n.label().is_some_and(|l| l.len() > 2 && l.as_bytes()[2] == b','))
            .and_then(|n| n.label())
    }

    /// Walks the cursor from `from` to `to` with the arrow keys (White at the bottom: Up
    /// towards rank 8, Right towards the h-file).
    fn walk(&mut self, from: Square, to: Square) {
        let files = i32::from(to.file()) - i32::from(from.file());
        let ranks = i32::from(to.rank()) - i32::from(from.rank());
        self.keys(if files > 0 { Key::ArrowRight } else { Key::ArrowLeft }, files.unsigned_abs());
        self.keys(if ranks > 0 { Key::ArrowUp } else { Key::ArrowDown }, ranks.unsigned_abs());
        let name = self.focused_square().expect("the cursor's square has the screen reader's focus");
        assert!(name.starts_with(&to.to_string()), "the cursor is on {to}: {name}");
    }

    /// One move by keys, the cursor starting on `cursor`: walked to the piece, Enter, walked to
    /// the target, Enter; then, unless the move ended the game, the mover's clock key. Returns
    /// where the cursor is left.
    fn move_by_keys(&mut self, cursor: Square, from: Square, to: Square) -> Square {
        let side = self.table(|t| t.game().turn());
        self.time.advance(2 * SECOND);
        self.walk(cursor, from);
        self.key(Key::Enter);
        self.walk(from, to);
        self.key(Key::Enter);
        if self.table(|t| t.game().status()) == escaque::laws::Status::Ongoing {
            self.key(if side == Color::White { Key::Z } else { Key::Slash });
            assert_eq!(self.running(), Some(!side), "the clock key pressed the clock");
        }
        to
    }

    fn sans(&self) -> Vec<String> {
        self.table(|t| t.game().plies().iter().map(|p| p.san.to_string()).collect())
    }
}

/// Fool's mate by the keyboard alone in `lang`; `name_of_e2` is the name a screen reader gives
/// e2 at the start and `mated` the result dialog's reason, in that language. The game screen's focus is the board's from the first Tab to the mate.
fn fools_mate_by_keys(lang: Lang, name_of_e2: &str, mated: &str) {
    let tr = Tr::new(lang);
    // A recording fake of the speech interface, and speech on for Black's player (Appendix D):
    // the game is heard as well as played without the screen.
    let voice = RecordingVoice::default();
    let name = format!("fools-mate-{}", lang.code());
    let mut gui = open_with(&name, lang, Setup::default(), |config| {
        let settings = Settings { speech: Speech::on(false, true), ..Settings::default() };
        settings.save(&config.data_dir.join("settings.ron")).unwrap();
        config.voice = Arc::new(voice.clone());
    });
    gui.start_by_keys(tr);
    // The first Tab on the game screen reaches the board; the cursor starts on e2.
    gui.key(Key::Tab);
    assert_eq!(gui.focused_square().as_deref(), Some(name_of_e2));
    gui.harness.get_by_label(&tr.t("board-name"));
    let mut cursor = Square::E2;
    for (from, to) in
        [(Square::F2, Square::F3), (Square::E7, Square::E5), (Square::G2, Square::G4), (Square::D8, Square::H4)]
    {
        cursor = gui.move_by_keys(cursor, from, to);
    }
    assert_eq!(gui.sans(), ["f3", "e5", "g4", "Qh4#"]);
    // Each move was heard once, in order and in the language, as D.2.1 words it, when it was
    // completed; then the end of the game.
    let mut position = Chess::default();
    let mut expected = Vec::new();
    for uci in ["f2f3", "e7e5", "g2g4", "d8h4"] {
        let m = uci.parse::<UciMove>().unwrap().to_move(&position).unwrap();
        expected.push(speech::announce_move(tr, &position, &m));
        position.play_unchecked(m);
    }
    let said = voice.said();
    assert!(said.iter().all(|s| s.lang == lang), "{lang}: {said:?}");
    // Black's cursor on Black's moves is heard too (the next test); the announcements here:
    let texts = voice.texts_of(|kind| kind != Kind::Cursor);
    assert_eq!(texts[..4], expected[..], "{lang}");
    let ending = gui.table(|t| t.game().status().ending()).expect("the game is over");
    assert_eq!((ending.result, ending.reason), (GameResult::Win(Color::Black), Reason::Checkmate));
    // Four moves, then the end of the game; nothing said twice.
    let why = escaque::i18n::describe::ending_reason(tr, &ending);
    let over = tr.t_args("speech-game-over", &escaque::i18n::args([("result", "black".into()), ("why", why.into())]));
    assert_eq!(texts[4..], [over], "{lang}");
    // The result dialog: the score and why, in the language.
    gui.harness.get_by_label("0-1");
    assert!(gui.harness.query_all_by_label_contains(mated).count() >= 1, "{lang}: {mated}");
    // Its buttons are reached with Tab: the dialog takes the keyboard from the board.
    gui.tab_to(&tr.t("result-look"));
    gui.key(Key::Enter);
    assert!(gui.harness.query_by_label("0-1").is_none(), "the dialog is closed by keys");
}

#[test]
fn a_whole_game_by_keyboard_in_english() {
    fools_mate_by_keys(Lang::En, "e2, white pawn", "White is checkmated");
}

#[test]
fn a_whole_game_by_keyboard_in_galician() {
    fools_mate_by_keys(Lang::Gl, "e2, peón branco", "as brancas reciben xaque mate");
}

#[test]
fn a_whole_game_by_keyboard_in_spanish() {
    fools_mate_by_keys(Lang::Es, "e2, peón blanco", "las blancas reciben jaque mate");
}

#[test]
fn a_whole_game_by_keyboard_in_portuguese() {
    fools_mate_by_keys(Lang::Pt, "e2, peão branco", "as brancas levam xeque-mate");
}

#[test]
fn a_whole_game_by_keyboard_in_catalan() {
    fools_mate_by_keys(Lang::Ca, "e2, peó blanc", "les blanques reben escac i mat");
}

#[test]
fn art_4_3_1_a_piece_picked_up_by_keyboard_must_be_moved() {
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        let mut gui = open(&format!("touch-{}", lang.code()), lang, Setup::default());
        gui.start_by_keys(tr);
        gui.key(Key::Tab);
        // f2 picked up with Enter: touched.
        gui.walk(Square::E2, Square::F2);
        gui.key(Key::Enter);
        assert_eq!(gui.table(|t| t.game().touched().iter().map(|t| t.square).collect::<Vec<_>>()), [Square::F2]);
        // Escape puts it back, as a second click would: it stays touched all the same.
        gui.key(Key::Escape);
        let f2 = gui.harness.get_by_label_contains("f2,").accesskit_node();
        let state = f2.description().unwrap_or_default();
        assert!(state.contains(&tr.t("board-state-touched")), "{lang}: {state}");
        assert!(!state.contains(&tr.t("board-state-picked-up")), "{lang}: {state}");
        assert!(gui.focused_square().is_some_and(|s| s.starts_with("f2")), "{lang}: Escape keeps the board's focus");
        // Another piece is refused, with 4.3.1's reason in the language.
        gui.walk(Square::F2, Square::E2);
        gui.key(Key::Enter);
        gui.walk(Square::E2, Square::E4);
        gui.key(Key::Enter);
        assert!(gui.sans().is_empty(), "{lang}: e2-e4 is refused");
        let status = gui.status_line();
        assert!(status.contains(&tr.article(escaque::laws::Article::TOUCH_OWN_PIECE)), "{lang}: {status}");
        // The touched pawn moves.
        gui.walk(Square::E4, Square::F2);
        gui.key(Key::Enter);
        gui.walk(Square::F2, Square::F4);
        gui.key(Key::Enter);
        assert_eq!(gui.sans(), ["f4"], "{lang}");
    }
}

#[test]
fn the_promotion_dialog_by_keyboard_and_the_board_gets_the_keys_back() {
    // A black pawn stays, so that the game goes on after the knight (no dead position).
    let setup = Setup { fen: Some("8/P6p/8/8/8/8/8/k6K w - - 0 1".to_owned()), ..Setup::default() };
    let mut gui = open("promotion", Lang::En, setup);
    gui.start_by_keys(Tr::new(Lang::En));
    gui.key(Key::Tab);
    gui.walk(Square::E2, Square::A7);
    gui.key(Key::Enter);
    gui.walk(Square::A7, Square::A8);
    gui.key(Key::Enter);
    assert!(gui.sans().is_empty(), "the move waits for the choice");
    // The dialog starts on the queen; Tab goes on to the knight.
    assert!(gui.harness.get_by_label("Queen").is_focused());
    gui.tab_to("Knight");
    gui.key(Key::Enter);
    assert_eq!(gui.sans(), ["a8=N"]);
    assert_eq!(gui.table(|t| t.game().board().role_at(Square::A8)), Some(Role::Knight));
    // The dialog gone, the board has the focus again, the cursor where it was.
    gui.settle();
    assert_eq!(gui.focused_square().as_deref(), Some("a8, white knight"));
}

#[test]
fn a_draw_offered_and_accepted_by_keyboard() {
    let mut gui = open("draw", Lang::En, Setup::default());
    gui.start_by_keys(Tr::new(Lang::En));
    gui.key(Key::Tab);
    let mut cursor = Square::E2;
    cursor = gui.move_by_keys(cursor, Square::E2, Square::E4);
    cursor = gui.move_by_keys(cursor, Square::E7, Square::E5);
    // White moves, offers a draw from their button, then presses the clock.
    gui.walk(cursor, Square::G1);
    gui.key(Key::Enter);
    gui.walk(Square::G1, Square::F3);
    gui.key(Key::Enter);
    gui.tab_to("White: offer draw");
    gui.key(Key::Enter);
    gui.key(Key::Z);
    assert_eq!(gui.table(|t| t.game().standing_offer()), Some(Color::White));
    // Black answers in the banner, by keys.
    gui.tab_to("Black: accept draw");
    gui.key(Key::Enter);
    let ending = gui.table(|t| t.game().status().ending()).expect("agreed");
    assert_eq!((ending.result, ending.reason), (GameResult::Draw, Reason::Agreement));
}

#[test]
fn tab_goes_from_the_board_to_the_move_field_and_a_typed_move_is_played() {
    let mut gui = open("typed", Lang::En, Setup::default());
    gui.start_by_keys(Tr::new(Lang::En));
    gui.key(Key::Tab);
    assert_eq!(gui.focused_square().as_deref(), Some("e2, white pawn"));
    gui.key(Key::Tab);
    let field = gui.harness.get_by_label("Move:");
    assert!(field.is_focused(), "the move field follows the board");
    field.type_text("Nf3");
    gui.settle();
    gui.key(Key::Enter);
    assert_eq!(gui.sans(), ["Nf3"]);
    // Shift+Tab goes back to the board.
    gui.harness.key_press_modifiers(eframe::egui::Modifiers::SHIFT, Key::Tab);
    gui.settle();
    assert_eq!(gui.focused_square().as_deref(), Some("e2, white pawn"));
}

/// Fool's mate by keys in English, the result dialog left open.
fn mated_by_keys(name: &str) -> Gui {
    let mut gui = open(name, Lang::En, Setup::default());
    gui.start_by_keys(Tr::new(Lang::En));
    gui.key(Key::Tab);
    let mut cursor = Square::E2;
    for (from, to) in
        [(Square::F2, Square::F3), (Square::E7, Square::E5), (Square::G2, Square::G4), (Square::D8, Square::H4)]
    {
        cursor = gui.move_by_keys(cursor, from, to);
    }
    gui
}

#[test]
fn art_8_7_both_players_sign_by_keyboard_with_a_mark() {
    let mut gui = mated_by_keys("sign");
    gui.tab_to("Sign the scoresheet");
    gui.key(Key::Enter);
    for (pad, confirm) in [("White's signature", "White signs"), ("Black's signature", "Black signs")] {
        gui.tab_to(pad);
        let node = gui.harness.get_by_role_and_label(eframe::egui::accesskit::Role::Canvas, pad).accesskit_node();
        assert_eq!(node.description().as_deref(), Some("Enter or Space: sign with a cross"));
        // Enter on the pad signs with a cross; the confirmation is a button reached by Tab.
        gui.key(Key::Enter);
        gui.tab_to(confirm);
        gui.key(Key::Enter);
    }
    let signing = gui.harness.state().game().and_then(|g| g.signing.as_ref()).expect("the signing dialog");
    for side in [Color::White, Color::Black] {
        assert!(signing.signed[side].is_some(), "{side:?} signed");
        assert_eq!(signing.pads[side].strokes.len(), 2, "{side:?}: a cross, two strokes");
    }
}

#[test]
fn the_keyboard_menu_lists_the_keys_with_the_clock_keys_of_this_keyboard() {
    let mut gui = open("menu", Lang::Gl, Setup::default());
    gui.start_by_keys(Tr::new(Lang::Gl));
    gui.tab_to("Teclado");
    gui.key(Key::Enter);
    for line in [
        "Frechas, no taboleiro: moven o cursor",
        "Z: as brancas premen o reloxo",
        "/: as negras premen o reloxo",
        "F11: pantalla completa",
        "F5: di en voz alta os dous reloxos",
        "F8: alto contraste",
        "Artigo 4.3.1",
    ] {
        assert!(gui.harness.query_by_label_contains(line).is_some(), "{line}");
    }
}

#[test]
fn with_space_as_a_clock_key_space_presses_the_clock_and_enter_still_moves() {
    let settings = Settings { white_key: "Space".to_owned(), ..Settings::default() };
    let mut gui = App::fresh("keyboard", "space").settings(settings).open();
    gui.start_by_keys(Tr::new(Lang::En));
    gui.key(Key::Tab);
    gui.key(Key::Enter);
    gui.walk(Square::E2, Square::E4);
    gui.key(Key::Enter);
    assert_eq!(gui.sans(), ["e4"]);
    // Space, on the board, is White's clock key: it presses the clock and picks nothing up.
    gui.key(Key::Space);
    assert_eq!(gui.running(), Some(Color::Black), "White pressed with Space");
    assert!(gui.table(|t| t.game().touched().is_empty()), "Space is the clock's, not the board's");
    assert!(gui.focused_square().is_some(), "the board keeps the focus");
}

#[test]
fn the_arbiters_panel_by_keyboard_f2_a_warning_confirmed_and_closed() {
    let mut gui = open("arbiter", Lang::En, Setup::default());
    gui.start_by_keys(Tr::new(Lang::En));
    gui.key(Key::Tab);
    gui.move_by_keys(Square::E2, Square::E2, Square::E4);
    gui.key(Key::F2);
    assert!(gui.harness.state().game().unwrap().arbiter_panel_open(), "F2 opens the panel (no PIN set)");
    gui.tab_to_containing("Warn White");
    gui.key(Key::Enter);
    // Without a PIN each action asks for a confirmation, a dialog reached with Tab.
    gui.tab_to("Confirm");
    gui.key(Key::Enter);
    assert_eq!(gui.table(|t| t.arbiter_log().len()), 1, "the warning is recorded");
    gui.tab_to("Close the panel");
    gui.key(Key::Enter);
    assert!(!gui.harness.state().game().unwrap().arbiter_panel_open());
}

#[test]
fn on_a_board_turned_round_face_to_face_up_is_away_from_the_player_at_the_bottom() {
    use escaque::platform::settings::Layout;
    let mut gui = App::fresh("keyboard", "flipped").seating(Layout::FaceToFace).open();
    gui.start_by_keys(Tr::new(Lang::En));
    // The board turned round with the toolbar's button, by keys; then Tab on to the board.
    gui.tab_to("Flip board");
    gui.key(Key::Enter);
    assert!(gui.harness.state().settings().flipped);
    for _ in 0..80 {
        if gui.focused_square().is_some() {
            break;
        }
        gui.key(Key::Tab);
    }
    // The cursor stays on its square, e2 (the first Tab had put it there); Black at the bottom
    // now, Up goes towards rank 1 and Right towards the a-file, as the screen shows them.
    assert_eq!(gui.focused_square().as_deref(), Some("e2, white pawn"));
    gui.key(Key::ArrowUp);
    assert_eq!(gui.focused_square().as_deref(), Some("e1, white king"));
    gui.key(Key::ArrowRight);
    assert_eq!(gui.focused_square().as_deref(), Some("d1, white queen"));
    gui.keys(Key::ArrowDown, 5);
    assert_eq!(gui.focused_square().as_deref(), Some("d6, empty"));
    gui.keys(Key::ArrowDown, 4);
    assert_eq!(gui.focused_square().as_deref(), Some("d8, black queen"), "the edge holds the cursor");
    // Face to face too, Tab goes from the board to the move field.
    gui.key(Key::Tab);
    assert!(gui.harness.get_by_label("Move:").is_focused());
}

/// The words a player hears, in `lang`, for: e2 with its pawn; e3, empty; the pawn picked up
/// from e2; put back on e2.
struct Heard {
    lang: Lang,
    e2_pawn: &'static str,
    e3_empty: &'static str,
    picked_up: &'static str,
    put_back: &'static str,
}

const HEARD: [Heard; 5] = [
    Heard {
        lang: Lang::En,
        e2_pawn: "Eva 2, white pawn",
        e3_empty: "Eva 3, empty",
        picked_up: "Picked up from Eva 2",
        put_back: "Put back on Eva 2",
    },
    Heard {
        lang: Lang::Gl,
        e2_pawn: "Eva 2, peón branco",
        e3_empty: "Eva 3, baleira",
        picked_up: "Peza collida en Eva 2",
        put_back: "Peza devolta a Eva 2",
    },
    Heard {
        lang: Lang::Es,
        e2_pawn: "Eva 2, peón blanco",
        e3_empty: "Eva 3, vacía",
        picked_up: "Pieza levantada de Eva 2",
        put_back: "Pieza devuelta a Eva 2",
    },
    Heard {
        lang: Lang::Pt,
        e2_pawn: "Eva 2, peão branco",
        e3_empty: "Eva 3, vazia",
        picked_up: "Peça levantada de Eva 2",
        put_back: "Peça devolvida a Eva 2",
    },
    Heard {
        lang: Lang::Ca,
        e2_pawn: "Eva 2, peó blanc",
        e3_empty: "Eva 3, buida",
        picked_up: "Peça aixecada de Eva 2",
        put_back: "Peça tornada a Eva 2",
    },
];

#[test]
fn the_cursor_and_a_piece_picked_up_or_put_back_are_heard_by_the_player_using_the_board() {
    for heard in HEARD {
        let lang = heard.lang;
        let tr = Tr::new(lang);
        let voice = RecordingVoice::default();
        let mut gui = open_with(&format!("cursor-{}", lang.code()), lang, Setup::default(), |config| {
            let settings = Settings { speech: Speech::on(true, false), ..Settings::default() };
            settings.save(&config.data_dir.join("settings.ron")).unwrap();
            config.voice = Arc::new(voice.clone());
        });
        gui.start_by_keys(tr);
        voice.clear();
        let cursor = |text: &str| Said { text: text.to_owned(), lang, kind: Kind::Cursor };
        // The board gets the focus: where the cursor is.
        gui.key(Key::Tab);
        assert_eq!(voice.said(), [cursor(heard.e2_pawn)], "{lang}");
        // Each arrow: the square, with the phonetic file name (D.2.1).
        gui.key(Key::ArrowUp);
        gui.key(Key::ArrowDown);
        assert_eq!(voice.said()[1..], [cursor(heard.e3_empty), cursor(heard.e2_pawn)], "{lang}");
        // Enter picks the pawn up; Escape puts it back (touched all the same, 4.3.1).
        voice.clear();
        gui.key(Key::Enter);
        assert_eq!(voice.said(), [cursor(heard.picked_up)], "{lang}");
        gui.key(Key::Escape);
        assert_eq!(voice.said(), [cursor(heard.picked_up), cursor(heard.put_back)], "{lang}");
        // Picked up again and put down on e4: no "put back"; the move is said at the press.
        voice.clear();
        gui.key(Key::Enter);
        gui.walk(Square::E2, Square::E4);
        gui.key(Key::Enter);
        gui.key(Key::Z);
        let e4 = speech::announce_move(
            tr,
            &Chess::default(),
            &"e2e4".parse::<UciMove>().unwrap().to_move(&Chess::default()).unwrap(),
        );
        let e3 = speech::announce_square(tr, Square::E3, None);
        let e4_empty = speech::announce_square(tr, Square::E4, None);
        assert_eq!(voice.texts(), [heard.picked_up.to_owned(), e3, e4_empty, e4], "{lang}");
        assert_eq!(voice.said().last().map(|s| s.kind), Some(Kind::Move(1)));
    }
}

#[test]
fn the_cursor_is_said_to_the_player_on_move_in_their_language_and_the_other_hears_it_only_without() {
    // White in Galician, Black in Portuguese, both on: White on move hears the cursor, in
    // Galician; Black's moves of the cursor on Black's turn are said in Portuguese.
    let voice = RecordingVoice::default();
    let mut gui = open_with("cursor-langs", Lang::En, Setup::default(), |config| {
        let speech = Speech { white_lang: Some(Lang::Gl), black_lang: Some(Lang::Pt), ..Speech::on(true, true) };
        Settings { speech, ..Settings::default() }.save(&config.data_dir.join("settings.ron")).unwrap();
        config.voice = Arc::new(voice.clone());
    });
    gui.start_by_keys(Tr::new(Lang::En));
    voice.clear();
    gui.key(Key::Tab);
    gui.move_by_keys(Square::E2, Square::E2, Square::E4);
    voice.clear();
    gui.key(Key::ArrowUp);
    let said = voice.said();
    assert_eq!(said, [Said { text: "Eva 5, vazia".to_owned(), lang: Lang::Pt, kind: Kind::Cursor }]);
    // Black's speech off: the cursor on Black's turn goes to the player who hears, White (who
    // may be looking round the board on the opponent's time).
    let mut gui = open_with("cursor-other", Lang::En, Setup::default(), |config| {
        let speech = Speech { white_lang: Some(Lang::Ca), ..Speech::on(true, false) };
        Settings { speech, ..Settings::default() }.save(&config.data_dir.join("settings.ron")).unwrap();
        config.voice = Arc::new(voice.clone());
    });
    gui.start_by_keys(Tr::new(Lang::En));
    gui.key(Key::Tab);
    gui.move_by_keys(Square::E2, Square::E2, Square::E4);
    voice.clear();
    gui.key(Key::ArrowUp);
    assert_eq!(voice.said(), [Said { text: "Eva 5, buida".to_owned(), lang: Lang::Ca, kind: Kind::Cursor }]);
}

#[test]
fn with_nobodys_speech_on_the_cursor_says_nothing() {
    let voice = RecordingVoice::default();
    let mut gui =
        open_with("cursor-silent", Lang::En, Setup::default(), |config| config.voice = Arc::new(voice.clone()));
    gui.start_by_keys(Tr::new(Lang::En));
    gui.key(Key::Tab);
    gui.key(Key::ArrowUp);
    gui.key(Key::Enter);
    assert_eq!(voice.said(), []);
}
