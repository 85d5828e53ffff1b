//! The window as a screen reader reads it (issue 16), through the AccessKit tree that
//! egui_kittest queries: each square named with its piece in the player's language ("e4, white
//! knight", "e4, empty") and described with its state, the board one named grid, the clocks
//! with whose they are, their time and whether they run, each move of the scoresheet with its
//! number and player, the dialogs titled. Time is a mock moved by hand.

use crate::gui;

use eframe::egui::Key;
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::{By, NodeT, Queryable};
use escaque::clock::SECOND;
use escaque::i18n::Lang;
use escaque::platform::settings::Settings;
use escaque::table::Setup;
use gui::{App, Gui};

/// The app in `lang` (its system language, nothing chosen yet), the game started.
fn game(name: &str, lang: Lang, settings: Settings) -> Gui {
    let mut gui = App::fresh("access", name).settings(settings).language(lang).open();
    gui.start_in(lang);
    gui
}

/// The steps of this file.
impl Gui {
    /// The description a screen reader gives after the name of the node named `label`.
    fn description(&self, label: &str) -> String {
        self.harness.get_by_label(label).accesskit_node().description().unwrap_or_default()
    }
}

/// The names of some squares in one language: at the start and after 1.e4.
struct Names {
    lang: Lang,
    e2_pawn: &'static str,
    e4_empty: &'static str,
    g1_knight: &'static str,
    e8_king: &'static str,
    d8_queen: &'static str,
    e4_pawn: &'static str,
    e2_empty: &'static str,
    last_move: &'static str,
}

const NAMES: [Names; 5] = [
    Names {
        lang: Lang::En,
        e2_pawn: "e2, white pawn",
        e4_empty: "e4, empty",
        g1_knight: "g1, white knight",
        e8_king: "e8, black king",
        d8_queen: "d8, black queen",
        e4_pawn: "e4, white pawn",
        e2_empty: "e2, empty",
        last_move: "last move",
    },
    Names {
        lang: Lang::Gl,
        e2_pawn: "e2, peón branco",
        e4_empty: "e4, baleira",
        g1_knight: "g1, cabaleiro branco",
        e8_king: "e8, rei negro",
        d8_queen: "d8, dama negra",
        e4_pawn: "e4, peón branco",
        e2_empty: "e2, baleira",
        last_move: "última xogada",
    },
    Names {
        lang: Lang::Es,
        e2_pawn: "e2, peón blanco",
        e4_empty: "e4, vacía",
        g1_knight: "g1, caballo blanco",
        e8_king: "e8, rey negro",
        d8_queen: "d8, dama negra",
        e4_pawn: "e4, peón blanco",
        e2_empty: "e2, vacía",
        last_move: "última jugada",
    },
    Names {
        lang: Lang::Pt,
        e2_pawn: "e2, peão branco",
        e4_empty: "e4, vazia",
        g1_knight: "g1, cavalo branco",
        e8_king: "e8, rei preto",
        d8_queen: "d8, dama preta",
        e4_pawn: "e4, peão branco",
        e2_empty: "e2, vazia",
        last_move: "último lance",
    },
    Names {
        lang: Lang::Ca,
        e2_pawn: "e2, peó blanc",
        e4_empty: "e4, buida",
        g1_knight: "g1, cavall blanc",
        e8_king: "e8, rei negre",
        d8_queen: "d8, dama negra",
        e4_pawn: "e4, peó blanc",
        e2_empty: "e2, buida",
        last_move: "última jugada",
    },
];

#[test]
fn the_squares_are_found_by_their_names_and_pieces_in_five_languages_also_after_a_move() {
    for names in NAMES {
        let lang = names.lang;
        let mut gui = game(&format!("squares-{}", lang.code()), lang, Settings::default());
        for name in [names.e2_pawn, names.e4_empty, names.g1_knight, names.e8_king, names.d8_queen] {
            assert_eq!(gui.harness.get_by_label(name).accesskit_node().role(), Role::Button, "{lang}: {name}");
        }
        // 64 squares, each named once.
        let squares = gui.harness.query_all(By::new().role(Role::Button)).filter(|n| {
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.len() > 3 && l.as_bytes()[2] == b',' && l.as_bytes()[0].is_ascii_lowercase())
        });
        assert_eq!(squares.count(), 64, "{lang}");
        gui.play_by_key("e2", "e4");
        assert_eq!(gui.table(|t| t.game().plies().len()), 1, "{lang}");
        gui.harness.get_by_label(names.e4_pawn);
        gui.harness.get_by_label(names.e2_empty);
        assert!(gui.harness.query_by_label(names.e2_pawn).is_none(), "{lang}: e2 is named anew");
        // Both squares of the last move say so.
        for name in [names.e4_pawn, names.e2_empty] {
            let state = gui.description(name);
            assert!(state.contains(names.last_move), "{lang}: {name}: {state:?}");
        }
    }
}

#[test]
fn a_square_says_the_piece_picked_up_the_touched_piece_and_the_king_in_check() {
    let mut gui = game("state", Lang::En, Settings::default());
    gui.square("b1");
    assert_eq!(gui.description("b1, white knight"), "picked up, touched");
    gui.square("c3");
    gui.harness.key_press(Key::Z);
    gui.settle();
    assert_eq!(gui.description("c3, white knight"), "last move");
    assert_eq!(gui.description("b1, empty"), "last move");
    assert_eq!(gui.description("e2, white pawn"), "", "nothing to say of e2");
    gui.play_by_key("f7", "f6");
    gui.play_by_key("e2", "e4");
    gui.play_by_key("g7", "g5");
    gui.play_by_key("d1", "h5");
    assert_eq!(gui.description("e8, black king"), "king in check");
}

#[test]
fn a_square_says_where_the_piece_picked_up_can_go_when_hints_are_on() {
    let mut gui = game("hints", Lang::Gl, Settings { show_hints: true, ..Settings::default() });
    gui.square("g1");
    assert_eq!(gui.description("f3, baleira"), "a peza collida pode ir aquí");
    assert_eq!(gui.description("h3, baleira"), "a peza collida pode ir aquí");
    assert_eq!(gui.description("e4, baleira"), "");
}

#[test]
fn the_board_is_one_named_grid_with_its_keys_said() {
    for (lang, board, keys) in [
        (Lang::En, "Chessboard", "Arrow keys move the cursor"),
        (Lang::Gl, "Taboleiro", "As frechas moven o cursor"),
        (Lang::Es, "Tablero", "Las flechas mueven el cursor"),
        (Lang::Pt, "Tabuleiro", "As setas movem o cursor"),
        (Lang::Ca, "Tauler", "Les fletxes mouen el cursor"),
    ] {
        let gui = game(&format!("grid-{}", lang.code()), lang, Settings::default());
        let node = gui.harness.get_by_label(board).accesskit_node();
        assert_eq!(node.role(), Role::Grid, "{lang}");
        assert!(node.description().is_some_and(|d| d.starts_with(keys)), "{lang}: {:?}", node.description());
        // Its active descendant is the cursor's square: e2 to begin with.
        let active = node.active_descendant().and_then(|n| n.label());
        assert!(active.as_deref().is_some_and(|l| l.starts_with("e2, ")), "{lang}: {active:?}");
    }
}

#[test]
fn the_clocks_say_whose_they_are_their_time_and_which_one_runs() {
    for (lang, white, black, running, stopped) in [
        (Lang::En, "White's clock", "Black's clock", "running", "stopped"),
        (Lang::Gl, "Reloxo das brancas", "Reloxo das negras", "en marcha", "parado"),
        (Lang::Es, "Reloj de las blancas", "Reloj de las negras", "en marcha", "detenido"),
        (Lang::Pt, "Relógio das brancas", "Relógio das pretas", "a correr", "parado"),
        (Lang::Ca, "Rellotge de les blanques", "Rellotge de les negres", "en marxa", "aturat"),
    ] {
        let mut gui = game(&format!("clocks-{}", lang.code()), lang, Settings::default());
        gui.play_by_key("e2", "e4");
        gui.time.advance(7 * SECOND);
        gui.settle();
        let (w, b) = (gui.harness.get_by_label(white), gui.harness.get_by_label(black));
        assert_eq!(w.accesskit_node().role(), Role::Button, "{lang}");
        // The 2023 default: 90 minutes and 30 s from the start; White used 2 s and got 30 s
        // more with the press; Black's time runs.
        assert_eq!(w.value().as_deref(), Some("1:30:58"), "{lang}");
        assert_eq!(b.value().as_deref(), Some("1:30:23"), "{lang}");
        // The time is in the description too, where AT-SPI carries it (issue 27: it gives a
        // button no text value), in whole seconds.
        let (w, b) = (gui.description(white), gui.description(black));
        assert!(w.starts_with(&format!("1:30:58; {stopped}")), "{lang}: {w}");
        assert!(b.starts_with(&format!("1:30:23; {running}")), "{lang}: {b}");
    }
}

/// Orca 43 speaks a changed description only of the focused object (issue 27): the new status
/// line is put on the square the board's cursor is on, while the board has the keys.
#[test]
fn the_new_status_line_is_the_description_of_the_focused_square() {
    for (lang, square, black_to_move) in [
        (Lang::En, "e4, white pawn", "Black to move"),
        (Lang::Gl, "e4, peón branco", "Xogan as negras"),
        (Lang::Es, "e4, peón blanco", "Juegan las negras"),
        (Lang::Pt, "e4, peão branco", "Vez das pretas"),
        (Lang::Ca, "e4, peó blanc", "Juguen les negres"),
    ] {
        let mut gui = game(&format!("news-{}", lang.code()), lang, Settings::default());
        // Tab to the board (its cursor on e2), the pawn picked up, two steps up, put down, and
        // White's clock key.
        for key in [Key::Tab, Key::Enter, Key::ArrowUp, Key::ArrowUp, Key::Enter] {
            gui.key(key);
        }
        gui.press_key(shakmaty::Color::White);
        gui.settle();
        assert_eq!(gui.description(square), black_to_move, "{lang}");
    }
}

#[test]
fn each_move_of_the_scoresheet_is_read_with_its_number_and_player_in_letters() {
    for (lang, white, black) in [
        (Lang::En, "1. White: Nf3", "1. Black: e5"),
        (Lang::Gl, "1. Brancas: Cf3", "1. Negras: e5"),
        (Lang::Es, "1. Blancas: Cf3", "1. Negras: e5"),
        (Lang::Pt, "1. Brancas: Cf3", "1. Pretas: e5"),
        (Lang::Ca, "1. Blanques: Cf3", "1. Negres: e5"),
    ] {
        // Figurines on the screen; the screen reader still hears the letters.
        let settings = Settings { figurines: true, ..Settings::default() };
        let mut gui = game(&format!("sheet-{}", lang.code()), lang, settings);
        gui.play_by_key("g1", "f3");
        gui.play_by_key("e7", "e5");
        let white_move = gui.harness.get_by_label_contains(white).accesskit_node().value().unwrap_or_default();
        assert!(white_move.starts_with(&format!("{white}, ")), "{lang}: with the clock: {white_move}");
        gui.harness.get_by_label_contains(black);
        // What the screen shows is the figurine.
        assert!(gui.harness.query_by_label_contains("♘f3").is_some(), "{lang}");
    }
}

#[test]
fn the_dialogs_are_titled() {
    let setup = Setup { fen: Some("8/P6p/8/8/8/8/8/k6K w - - 0 1".to_owned()), ..Setup::default() };
    let mut gui = game("dialogs", Lang::Es, Settings { setup, ..Settings::default() });
    let dialogs = |gui: &Gui| -> Vec<String> {
        gui.harness.query_all(By::new().role(Role::Dialog)).filter_map(|n| n.accesskit_node().label()).collect()
    };
    assert!(dialogs(&gui).is_empty());
    gui.square("a7");
    gui.square("a8");
    assert_eq!(dialogs(&gui), ["Promocionar a:"]);
    gui.click("Dama");
    assert!(dialogs(&gui).is_empty());
    gui.click("Blancas: abandonar");
    assert_eq!(dialogs(&gui), ["¿Abandonan las blancas?"]);
    gui.click("Sí, abandonar");
    assert_eq!(dialogs(&gui), ["Resultado: 0-1"]);
}

#[test]
fn the_line_saying_speech_is_unavailable_is_read_out_at_once() {
    // Speech on for a player, and a voice that finds no service: the line above the window is
    // an assertive live region, which a screen reader says as it appears, in any language.
    for (lang, words) in [(Lang::En, "Speech is unavailable"), (Lang::Gl, "A voz non está dispoñible")] {
        let speech = escaque::platform::settings::Speech::on(false, true);
        let voice = escaque::platform::speech::RecordingVoice::default();
        voice.set_unavailable("no socket");
        let gui = App::fresh("access", &format!("unavailable-{}", lang.code()))
            .settings(Settings { speech, ..Settings::default() })
            .language(lang)
            .voice(std::sync::Arc::new(voice))
            .open();
        let line = gui.harness.get_by_label_contains(words).accesskit_node();
        assert_eq!(line.live(), eframe::egui::accesskit::Live::Assertive, "{lang}");
        assert_eq!(line.role(), Role::Label, "{lang}");
    }
}

/// A running clock with the keyboard's focus keeps, for a screen reader, the time it showed when
/// the focus came (issue 27: Orca reads out a focused widget's every change, so it would count
/// the seconds aloud); without the focus the time follows the digits.
#[test]
fn a_focused_running_clock_keeps_its_time_for_the_screen_reader() {
    let mut gui = game("clock-focus", Lang::En, Settings::default());
    gui.play_by_key("e2", "e4");
    gui.time.advance(3 * SECOND);
    gui.settle();
    gui.harness.get_by_label("Black's clock").focus();
    gui.settle();
    let focused = gui.description("Black's clock");
    assert!(focused.starts_with("1:30:2") && focused.contains("; running"), "{focused}");
    gui.time.advance(5 * SECOND);
    gui.settle();
    assert_eq!(gui.description("Black's clock"), focused, "held while focused");
    // The focus goes on: the time stays a moment (AccessKit sends the change before the focus's
    // move, which the reader would take for the focused clock's), then follows the digits.
    gui.key(Key::Tab);
    assert_eq!(gui.description("Black's clock"), focused, "a moment after the focus left");
    gui.settle();
    gui.settle();
    let after = gui.description("Black's clock");
    assert!(after != focused && after.contains("; running"), "{focused} -> {after}");
}

/// No resizable panel: egui names a panel's splitter "Resize panel", in English whatever the
/// language, and makes it a stop of the Tab order (issue 27). egui 0.37's top and bottom panels
/// are not resizable unless asked, and the app asks for none: this keeps it so (the setup
/// screen has the panel of the adjourned games at its foot).
#[test]
fn no_panel_has_an_english_splitter() {
    let gui =
        App::fresh("access", "splitter").settings(Settings { language: Some(Lang::Gl), ..Settings::default() }).open();
    assert!(gui.harness.query_by_label("Resize panel").is_none());
    assert!(gui.harness.query_all_by_role(Role::Splitter).next().is_none());
}
