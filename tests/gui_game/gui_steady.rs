//! Nothing moves when something passing shows up (issue 25): a draw offer, a refused move, a
//! ruling on a wrong claim, a warning line above the window, the list of claims, the promotion
//! picker, the arbiter's panel and the adjournment's sealing form each leave the board and every
//! player's control (their clock and its key, and each of their buttons) exactly where it was,
//! side by side and face to face, at 1280×800 and 1920×1080.
//!
//! Each state is reached as the players and the arbiter reach it, by clicks and keys. Just
//! before the click or key that brings it, the rectangles of the board (its 64 squares' nodes
//! together, and its grid's node) and of every player's control on screen are taken from the
//! AccessKit tree; once the state shows, each must be where it was, to half a point. The
//! sealing form covers the board by rule (Guidelines I.1.1: the opponent must not see the move
//! written), so there only the players' controls are compared. Every difference is printed
//! ("state/seating/size: 'name' was [..] and is [..]"), and each test fails at its end with all
//! of them.

use crate::gui;

use crate::fit;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use eframe::egui::Rect;
use eframe::egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use escaque::i18n::{Lang, Tr, args, side};
use escaque::laws::Article;
use escaque::platform::settings::Layout;
use escaque::platform::speech::{Kind, Voice};
use escaque::table::Setup;
use fit::SIZES;
use gui::{App, Gui};
use shakmaty::Color::{self, Black, White};

/// The window's words, in English (the tests' system language).
fn tr() -> Tr {
    Tr::new(Lang::En)
}

/// The accessible names of the players' controls, both sides: their buttons (`*-name` in the
/// Fluent files), their clocks and their clocks' keys.
fn controls() -> Vec<String> {
    let tr = tr();
    let mut names = Vec::new();
    for (by, key) in [(White, "Z"), (Black, "/")] {
        let side = || args([("side", side(by))]);
        for id in [
            "action-offer-draw",
            "action-claim-menu",
            "action-ask-increment",
            "action-quickplay-claim",
            "action-claim-illegal",
            "action-resign",
        ] {
            names.push(tr.t_args(&format!("{id}-name"), &side()));
        }
        names.push(tr.t_args("clock-label", &side()));
        names.push(tr.t_args("clock-key-name", &args([("side", escaque::i18n::side(by)), ("key", key.into())])));
    }
    names
}

/// The name the failures give the board's squares together.
const SQUARES: &str = "the board (its 64 squares)";

/// The rectangles of the board and of the players' controls on screen, by name.
fn taken(gui: &Gui) -> Vec<(String, Rect)> {
    let mut rects = Vec::new();
    if let Some(board) = fit::board_rect(&gui.harness) {
        rects.push((SQUARES.to_owned(), board));
    }
    let grid = tr().t("board-name");
    if let Some(node) = gui.harness.query_by_role_and_label(Role::Grid, &grid) {
        rects.push((format!("the board (its grid '{grid}')"), node.rect()));
    }
    rects.extend(fit::rects_named(&gui.harness, &controls()));
    rects
}

/// Whether `a` and `b` are the same rectangle, to half a point.
fn same(a: Rect, b: Rect) -> bool {
    (a.min - b.min).length() <= 0.5 && (a.max - b.max).length() <= 0.5
}

/// The name of a seating, as the failures say it.
fn seating(layout: Layout) -> &'static str {
    match layout {
        Layout::SideBySide => "side by side",
        Layout::FaceToFace => "face to face",
    }
}

/// One passing state: how the game is brought to the moment before it (`ready`), and the
/// clicks or keys that bring it (`bring`), which answer whether it came.
struct State {
    name: &'static str,
    /// The app on a fresh folder of this name, seated and sized so (as the state needs it: a
    /// position, a voice).
    app: fn(&str, Layout, [f32; 2]) -> App<'static>,
    ready: fn(&mut Gui, Layout),
    bring: fn(&mut Gui) -> bool,
    /// The state covers the board by rule.
    covers_board: bool,
}

/// Opens `state` side by side and face to face at both sizes and compares the rectangles;
/// fails with every difference.
fn steady(state: State) {
    let mut failures = Vec::new();
    let mut compared = 0;
    for layout in [Layout::SideBySide, Layout::FaceToFace] {
        for size in SIZES {
            let place = format!("{}/{}/{}×{}", state.name, seating(layout), size[0], size[1]);
            let folder = format!("{}-{:?}-{}", state.name.replace(' ', "-"), layout, size[0]);
            let mut gui = (state.app)(&folder, layout, size).open();
            gui.start();
            (state.ready)(&mut gui, layout);
            let before = taken(&gui);
            if !(state.bring)(&mut gui) {
                failures.push(format!("{place}: the state did not show"));
                continue;
            }
            let after = taken(&gui);
            for (name, was) in &before {
                if state.covers_board && name.starts_with("the board") {
                    continue;
                }
                compared += 1;
                match after.iter().find(|(n, _)| n == name) {
                    Some((_, now)) if same(*was, *now) => {}
                    Some((_, now)) => {
                        failures.push(format!("{place}: '{name}' was {} and is {}", fit::show(*was), fit::show(*now)))
                    }
                    None => failures.push(format!("{place}: '{name}' was {} and is gone", fit::show(*was))),
                }
            }
            if !before.iter().any(|(n, _)| n == SQUARES) {
                failures.push(format!("{place}: the board was not on screen before the state"));
            }
            let dir = gui.dir.clone();
            drop(gui);
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    for line in &failures {
        eprintln!("{line}");
    }
    assert!(
        failures.is_empty(),
        "{}: {} of {compared} rectangles moved or went\n{}",
        state.name,
        failures.len(),
        failures.join("\n")
    );
}

/// A player's button's accessible name.
fn named(id: &str, by: Color) -> String {
    tr().t_args(&format!("{id}-name"), &args([("side", side(by))]))
}

/// The steps of this file.
impl Gui {
    /// Whether a widget is named `label`.
    fn has(&self, label: &str) -> bool {
        self.harness.query_all_by_label(label).next().is_some()
    }

    /// The arbiter opens their panel from the toolbar.
    fn open_panel(&mut self) {
        self.click(&tr().t_args("toolbar-arbiter", &args([("key", "F2".into())])));
    }
}

/// The app on a fresh folder, seated and sized so.
fn as_is(folder: &str, layout: Layout, size: [f32; 2]) -> App<'static> {
    App::fresh("steady", folder).size(size).seating(layout)
}

fn nothing(_: &mut Gui, _: Layout) {}

#[test]
fn a_draw_offer_moves_nothing() {
    steady(State {
        name: "offer",
        app: as_is,
        // 1. e4, and Black has moved and not yet pressed.
        ready: |gui, _| {
            gui.play("e2", "e4");
            gui.move_only("e7", "e5");
        },
        // Black offers a draw and presses the clock: the offer waits for White's answer.
        bring: |gui| {
            gui.click(&named("action-offer-draw", Black));
            gui.click(&tr().t_args("clock-label", &args([("side", side(Black))])));
            gui.table(|t| t.game().standing_offer()) == Some(Black)
        },
        covers_board: false,
    });
}

#[test]
fn a_refused_move_moves_nothing() {
    steady(State {
        name: "refusal",
        app: as_is,
        ready: nothing,
        // White's pawn from e2 to e5: refused (Article 3.7), said in the banner and the status line.
        bring: |gui| {
            gui.square("e2");
            gui.square("e5");
            gui.table(|t| t.game().plies().is_empty()) && !gui.status_line().is_empty()
        },
        covers_board: false,
    });
}

#[test]
fn a_ruling_on_a_wrong_claim_moves_nothing() {
    steady(State {
        name: "ruling",
        app: as_is,
        ready: nothing,
        // White claims a threefold repetition that is none: rejected (9.5.3), the ruling in the
        // banner.
        bring: |gui| {
            let tr = tr();
            gui.click(&named("action-claim-menu", White));
            gui.click(&tr.t_args("claim-threefold-now", &args([("article", tr.article(Article::THREEFOLD).into())])));
            gui.table(|t| t.game().claims().len()) == 1 && !gui.status_line().is_empty()
        },
        covers_board: false,
    });
}

/// The speech menu's switch for White, clicked, and the menu closed again.
fn speech_for_white(gui: &mut Gui) {
    let tr = tr();
    let menu = tr.t("speech-menu");
    let switch = tr.t_args("speech-for-player", &args([("side", side(White))]));
    gui.harness.get_by_role_and_label(Role::Button, &menu).click();
    gui.settle();
    gui.click(&switch);
    // Escape closes the menu, if the click did not.
    if gui.has(&switch) {
        gui.key(eframe::egui::Key::Escape);
    }
    assert!(!gui.has(&switch), "the speech menu is closed");
}

/// A voice with no speech service behind it: found out when it is first woken (as the
/// desktop's voice is, when a player turns speech on), not before.
#[derive(Default)]
struct NoService(AtomicBool);

impl Voice for NoService {
    fn say_as(&self, _: &str, _: Lang, _: Kind) {}

    fn wake(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    fn unavailable(&self) -> Option<String> {
        self.0.load(Ordering::SeqCst).then(|| "no speech service in the test".to_owned())
    }
}

#[test]
fn a_warning_line_above_the_window_moves_nothing() {
    steady(State {
        name: "warning line",
        app: |folder, layout, size| as_is(folder, layout, size).voice(Arc::new(NoService::default())),
        ready: |gui, _| assert!(!gui.shows_label_containing(&tr().t("speech-unavailable"))),
        // White turns their speech on, and no speech service answers: "Speech is unavailable"
        // above the window.
        bring: |gui| {
            speech_for_white(gui);
            gui.shows_label_containing(&tr().t("speech-unavailable"))
        },
        covers_board: false,
    });
}

#[test]
fn a_warning_line_gone_moves_nothing() {
    // A damaged settings file at the start: said above the window until dismissed. The seating
    // is chosen on the toolbar (the settings' own is lost with the file).
    steady(State {
        name: "warning line dismissed",
        app: |folder, _, size| {
            let app = App::fresh("steady", folder).size(size);
            std::fs::write(app.dir().join("settings.ron"), "(this is not: settings").unwrap();
            app
        },
        ready: |gui, layout| {
            if layout == Layout::FaceToFace {
                gui.click(&tr().t("toolbar-seat-face-to-face"));
            }
            assert!(gui.has(&tr().t("problem-ok")), "the damaged settings are said above the window");
        },
        // Dismissed: the line goes.
        bring: |gui| {
            gui.click(&tr().t("problem-ok"));
            !gui.has(&tr().t("problem-ok"))
        },
        covers_board: false,
    });
}

#[test]
fn the_list_of_claims_moves_nothing() {
    steady(State {
        name: "claim form",
        app: as_is,
        ready: nothing,
        bring: |gui| {
            let tr = tr();
            gui.click(&named("action-claim-menu", White));
            gui.has(&tr.t_args("claim-threefold-now", &args([("article", tr.article(Article::THREEFOLD).into())])))
        },
        covers_board: false,
    });
}

#[test]
fn the_promotion_picker_moves_nothing() {
    steady(State {
        name: "promotion picker",
        app: |folder, layout, size| {
            let setup = Setup { fen: Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1".to_owned()), ..Setup::default() };
            as_is(folder, layout, size).setup(setup)
        },
        ready: nothing,
        bring: |gui| {
            gui.square("a7");
            gui.square("a8");
            gui.has(
                &tr().t_args(
                    "piece-name",
                    &args([("piece", escaque::i18n::describe::piece_arg(shakmaty::Role::Queen))]),
                ),
            )
        },
        covers_board: false,
    });
}

#[test]
fn the_arbiters_panel_moves_nothing() {
    steady(State {
        name: "arbiter panel",
        app: as_is,
        ready: nothing,
        bring: |gui| {
            gui.open_panel();
            gui.panel_open()
        },
        covers_board: false,
    });
}

#[test]
fn the_adjournments_sealing_form_moves_nothing() {
    steady(State {
        name: "adjournment form",
        app: as_is,
        ready: |gui, _| {
            gui.play("e2", "e4");
            gui.play("e7", "e5");
        },
        // The arbiter adjourns from their panel, confirms, and closes the panel: White is to
        // write the sealed move.
        bring: |gui| {
            let tr = tr();
            gui.open_panel();
            let adjourn = tr.t_args("adjourn-call", &args([("article", tr.article(Article::ADJOURNMENT).into())]));
            gui.harness.get_by_label(&adjourn).scroll_to_me();
            gui.settle();
            gui.click(&adjourn);
            gui.click(&tr.t("arbiter-confirm-yes"));
            let close = tr.t("arbiter-panel-close");
            gui.harness.get_by_label(&close).scroll_to_me();
            gui.settle();
            gui.click(&close);
            gui.table(|t| t.adjournment().is_some()) && !gui.panel_open()
        },
        covers_board: true,
    });
}
