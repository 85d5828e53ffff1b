//! Every screen fits in the window (issue 25): the setup form (and its folded parts, and a
//! warning line above it), the resume screens, the game screen side by side and face to face
//! with each of its passing states (the claim list, the toolbar's menus, a refused move, a
//! draw offer, the promotion picker, the resignation question, the result, the signing, the
//! arbiter's panel and its confirmation, the adjournment's sealing form, the envelope and the
//! envelope opened), the series' screens and the organiser's follow window, in the five
//! languages at 1280×800 and 1920×1080: no widget outside the window, no text wider or taller
//! than the widget that holds it or cut by its panel (how each is judged:
//! `tests/common/fit.rs`). Each screen is reached as a person would reach it, by clicks and
//! keys. Every failure is printed, and each test fails at its end with all of them.

use crate::gui;

use crate::fit;

use std::path::Path;
use std::sync::Arc;

use eframe::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use escaque::clock::{SECOND, TimeControls};
use escaque::i18n::{Lang, Tr, args, side};
use escaque::laws::Article;
use escaque::platform::settings::Layout;
use escaque::platform::time::MockTime;
use escaque::record::live::LiveWriter;
use escaque::record::sheet::EventInfo;
use escaque::table::{Setup, Table};
use escaque::ui::follow::{FollowApp, FollowConfig};
use fit::{Report, SIZES};
use gui::common::Play;
use gui::{App, Gui};
use shakmaty::Color::{self, Black, White};

/// The name of a test's data folder for `what` in `lang` at `size`.
fn name(what: &str, lang: Lang, size: [f32; 2]) -> String {
    format!("{what}-{}-{}", lang.code(), size[0])
}

/// The app on a fresh data folder in `lang` (the system's language) at `size`.
fn app(what: &str, lang: Lang, size: [f32; 2]) -> App<'static> {
    App::fresh("fit", &name(what, lang, size)).language(lang).size(size)
}

/// The message `id` citing `article` as the edition of the game numbers it.
fn citing(tr: Tr, id: &str, article: Article) -> String {
    tr.t_args(id, &args([("article", tr.article(article).into())]))
}

/// A player's button's accessible name: `id`'s "-name" message for `side`.
fn named(tr: Tr, id: &str, by: Color) -> String {
    tr.t_args(&format!("{id}-name"), &args([("side", side(by))]))
}

/// Judges the screen as `screen`, after noting a failure of the walk if `reached` is false (the
/// state the screen should show did not come).
fn judge(report: &mut Report, gui: &Gui, reached: bool, screen: &str, lang: Lang, size: [f32; 2]) {
    if !reached {
        report.note(format!("{}: the walk did not reach this state", fit::place(screen, lang, size)));
    }
    report.check(&gui.harness, screen, lang, size);
}

/// The steps of this file.
impl Gui {
    /// Brings the widget named `label` into view (it may be down a scrolled form) and clicks it.
    fn reach(&mut self, label: &str) {
        self.harness.get_by_label(label).scroll_to_me();
        self.settle();
        self.click(label);
    }

    /// Clicks the first widget named `label` (the envelope's screen and the arbiter's panel
    /// both offer some).
    fn click_first(&mut self, label: &str) {
        self.harness.query_all_by_label(label).next().unwrap_or_else(|| panic!("{label}")).click();
        self.settle();
    }

    /// Clicks the widget of `role` named `label` (a menu's button, where a label says the same).
    fn click_role(&mut self, role: Role, label: &str) {
        self.harness.get_by_role_and_label(role, label).click();
        self.settle();
    }

    /// Whether a widget is named `label`.
    fn has(&self, label: &str) -> bool {
        self.harness.query_all_by_label(label).next().is_some()
    }
}

/// The setup form as it opens, with its folded parts opened (the event and players, the live
/// game, the series), and a warning line above it; the list of past series; the resume screen
/// of a game left unfinished.
#[test]
fn the_setup_and_resume_screens_fit_in_five_languages_at_both_sizes() {
    let mut report = Report::default();
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for size in SIZES {
            // Names as a club's players have them: each must show whole in its field.
            let names = Setup { white: "Uxía Fernández".to_owned(), black: "Jordi Puig".to_owned(), ..Setup::default() };
            let mut gui = app("setup", lang, size).setup(names).open();
            report.check(&gui.harness, "setup", lang, size);
            gui.reach(&tr.t("setup-details"));
            report.check(&gui.harness, "setup, event and players", lang, size);
            gui.reach(&tr.t("live-on"));
            gui.reach(&tr.t("live-serve"));
            report.check(&gui.harness, "setup, live game", lang, size);
            gui.reach(&tr.t("series-setup"));
            report.check(&gui.harness, "setup, series", lang, size);
            gui.reach(&tr.t("series-past"));
            judge(&mut report, &gui, gui.has(&tr.t("series-list-empty")), "past series (none)", lang, size);
            gui.reach(&tr.t("series-back"));
            // A game left after a move: the next start offers it.
            gui.reach(&tr.t("live-on"));
            gui.reach(&tr.t("setup-start"));
            gui.start_clocks();
            gui.play_by_key("e2", "e4");
            // Black thinks ten seconds before the app stops: the resume screen says how much
            // of Black's time ran (issue 28), a long sentence that must fit too.
            for _ in 0..10 {
                gui.time.advance(1_000);
                gui.settle();
            }
            let dir = gui.dir.clone();
            drop(gui);
            let gui = App::on(&dir).language(lang).size(size).open();
            let time = escaque::i18n::speech::time(tr, 10 * SECOND);
            let ran =
                tr.t_args("resume-clock-ran", &args([("side", side(shakmaty::Color::Black)), ("time", time.into())]));
            judge(&mut report, &gui, gui.has(&tr.t("resume-button")) && gui.has(&ran), "resume", lang, size);
            drop(gui);
            let _ = std::fs::remove_dir_all(dir);

            // A damaged settings file: said on a line above the form.
            let dir = gui::data_dir("fit", &name("damaged", lang, size));
            std::fs::write(dir.join("settings.ron"), "(this is not: settings").unwrap();
            let gui = App::on(&dir).language(lang).size(size).open();
            judge(&mut report, &gui, gui.has(&tr.t("problem-ok")), "setup, warning line", lang, size);
            drop(gui);
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    report.finish("the setup and resume screens");
}

/// The game screen and its passing states, seated as `layout` says, in every language at both
/// sizes.
fn game_screens(layout: Layout, seating: &str) {
    let mut report = Report::default();
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for size in SIZES {
            let screen = |what: &str| format!("{seating}, {what}");
            let mut gui = app(&format!("game-{seating}"), lang, size).seating(layout).open();
            gui.start_in(lang);
            report.check(&gui.harness, &screen("game"), lang, size);

            // White, on move, opens the list of claims, and closes it.
            let claims = named(tr, "action-claim-menu", White);
            gui.click(&claims);
            let threefold = citing(tr, "claim-threefold-now", Article::THREEFOLD);
            judge(&mut report, &gui, gui.has(&threefold), &screen("claim list"), lang, size);
            gui.click(&claims);

            // White asks to resign, and plays on.
            gui.click(&named(tr, "action-resign", White));
            judge(&mut report, &gui, gui.has(&tr.t("resign-no")), &screen("resignation question"), lang, size);
            gui.click(&tr.t("resign-no"));

            // The toolbar's menus, each opened and closed again.
            let speech = tr.t_args("speech-for-player", &args([("side", side(White))]));
            for (menu, inside) in
                [("speech-menu", speech), ("keys-menu", tr.t("keys-tab")), ("view-menu", tr.t("view-size"))]
            {
                gui.click_role(Role::Button, &tr.t(menu));
                let open = gui.shows_label_containing(&inside);
                let name = format!("menu {}", menu.trim_end_matches("-menu"));
                judge(&mut report, &gui, open, &screen(&name), lang, size);
                gui.click_role(Role::Button, &tr.t(menu));
            }

            // A move refused: the pawn from e2 to e5 (Article 3.7), in the banner and the status
            // line; then the touched pawn to e4 (4.3.1).
            gui.square("e2");
            gui.square("e5");
            let refused = gui.table(|t| t.game().plies().is_empty()) && !gui.status_line().is_empty();
            judge(&mut report, &gui, refused, &screen("refused move"), lang, size);
            gui.square("e2");
            gui.square("e4");
            gui.press_key(White);
            // Black moves and offers a draw: White answers in the banner.
            gui.move_only("e7", "e5");
            gui.click(&named(tr, "action-offer-draw", Black));
            gui.press_key(Black);
            let offered = gui.table(|t| t.game().standing_offer()) == Some(Black);
            judge(&mut report, &gui, offered, &screen("draw offer"), lang, size);
            gui.click(&named(tr, "action-decline-draw", White));

            // The arbiter's panel, then the adjournment: confirmed, sealed, kept, opened.
            let panel = tr.t_args("toolbar-arbiter", &args([("key", "F2".into())]));
            gui.click(&panel);
            let open = gui.harness.state().game().unwrap().arbiter_panel_open();
            judge(&mut report, &gui, open, &screen("arbiter's panel"), lang, size);
            let adjourn = citing(tr, "adjourn-call", Article::ADJOURNMENT);
            gui.reach(&adjourn);
            let asked = gui.has(&tr.t("arbiter-confirm-yes"));
            judge(&mut report, &gui, asked, &screen("arbiter's confirmation"), lang, size);
            gui.click(&tr.t("arbiter-confirm-yes"));
            let called = gui.table(|t| t.adjournment().is_some());
            judge(&mut report, &gui, called, &screen("sealing form, panel open"), lang, size);
            gui.reach(&tr.t("arbiter-panel-close"));
            let closed = !gui.harness.state().game().unwrap().arbiter_panel_open();
            judge(&mut report, &gui, called && closed, &screen("sealing form"), lang, size);
            gui.type_in(&tr.t("adjourn-sealed-move"), "d4");
            let resumption = citing(tr, "adjourn-resumption", Article::ENVELOPE);
            gui.type_in(&resumption, "Monday 19:00, club room");
            gui.reach(&tr.t("adjourn-seal"));
            let sealed = gui.table(|t| t.is_adjourned());
            judge(&mut report, &gui, sealed, &screen("envelope"), lang, size);
            let dir = gui.dir.clone();
            drop(gui);
            // The adjourned game offered at the next start, resumed, its envelope opened.
            let mut gui = App::on(&dir).language(lang).size(size).open();
            judge(&mut report, &gui, gui.has(&tr.t("resume-button")), &screen("resume adjourned"), lang, size);
            gui.click(&tr.t("resume-button"));
            let open = citing(tr, "adjourn-open", Article::ENVELOPE_OPENED);
            gui.click_first(&open);
            gui.click(&tr.t("arbiter-confirm-yes"));
            let opened = citing(tr, "adjourn-opened-title", Article::ENVELOPE_OPENED);
            judge(&mut report, &gui, gui.has(&opened), &screen("envelope opened"), lang, size);
            drop(gui);
            let _ = std::fs::remove_dir_all(dir);

            // A pawn promoted, the game resigned, the result, left unsigned and offered again,
            // then signed and sealed.
            let fen = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
            let setup = Setup { fen: Some(fen.to_owned()), ..Setup::default() };
            let mut gui = app(&format!("promotion-{seating}"), lang, size).seating(layout).setup(setup).open();
            gui.start_in(lang);
            gui.square("a7");
            gui.square("a8");
            let queen =
                tr.t_args("piece-name", &args([("piece", escaque::i18n::describe::piece_arg(shakmaty::Role::Queen))]));
            judge(&mut report, &gui, gui.has(&queen), &screen("promotion picker"), lang, size);
            gui.click(&queen);
            gui.press_key(White);
            gui.click(&named(tr, "action-resign", Black));
            gui.click(&tr.t("resign-yes"));
            let over = gui.table(|t| t.game().status().ending().is_some()) && gui.has(&tr.t("sign-open"));
            judge(&mut report, &gui, over, &screen("result"), lang, size);
            let dir = gui.dir.clone();
            drop(gui);
            let mut gui = App::on(&dir).language(lang).size(size).open();
            judge(&mut report, &gui, gui.has(&tr.t("resume-sign")), &screen("resume unsigned"), lang, size);
            gui.click(&tr.t("resume-sign"));
            gui.click(&tr.t("sign-open"));
            judge(&mut report, &gui, gui.has(&tr.t("sign-seal")), &screen("signing"), lang, size);
            for by in [White, Black] {
                gui.sign_on_pad(&tr.t_args("sign-pad", &args([("side", side(by))])));
                gui.click(&tr.t_args("sign-confirm", &args([("side", side(by))])));
            }
            gui.click(&tr.t("sign-seal"));
            judge(&mut report, &gui, gui.has(&tr.t("sign-save-pgn")), &screen("signed and sealed"), lang, size);
            gui.click_first(&tr.t("sign-close"));
            report.check(&gui.harness, &screen("game over"), lang, size);
            drop(gui);
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    report.finish(&format!("the game screens, {seating}"));
}

#[test]
fn the_game_screens_fit_side_by_side_in_five_languages_at_both_sizes() {
    game_screens(Layout::SideBySide, "side by side");
}

#[test]
fn the_game_screens_fit_face_to_face_in_five_languages_at_both_sizes() {
    game_screens(Layout::FaceToFace, "face to face");
}

/// A match of three games started from the form: its first game, the screen between games
/// after it and the list of past series.
#[test]
fn the_series_screens_fit_in_five_languages_at_both_sizes() {
    let mut report = Report::default();
    for lang in Lang::ALL {
        let tr = Tr::new(lang);
        for size in SIZES {
            let mut gui = app("series", lang, size).open();
            gui.type_into(&tr.colour(White), "Uxía Fernández Castro");
            gui.type_into(&tr.colour(Black), "Jordi Puig i Vidal");
            gui.reach(&tr.t("series-setup"));
            gui.type_into(&tr.t("series-name"), "Club match");
            gui.type_into(&tr.t("series-site"), "Vigo");
            gui.type_into(&tr.t("series-date"), "2026.11.23");
            gui.reach(&tr.t("series-start"));
            if gui.harness.state().game().is_none() {
                report.note(fit::place("series game", lang, size) + ": the series did not start");
                report.check(&gui.harness, "series form", lang, size);
                continue;
            }
            let round = gui.table(|t| t.setup().round.clone());
            judge(&mut report, &gui, round == "1", "series game", lang, size);
            gui.play_by_key("e2", "e4");
            gui.click(&named(tr, "action-resign", Black));
            gui.click(&tr.t("resign-yes"));
            let label = tr.t("series-after-game");
            judge(&mut report, &gui, gui.has(&label), "series game result", lang, size);
            gui.click(&tr.t("series-after-game"));
            let between = gui.harness.state().game().is_none() && gui.has(&tr.t("series-next-game"));
            judge(&mut report, &gui, between, "series standings", lang, size);
            gui.reach(&tr.t("series-past"));
            let listed = gui.has(&tr.t("series-open"));
            judge(&mut report, &gui, listed, "past series", lang, size);
            let dir = gui.dir.clone();
            drop(gui);
            let _ = std::fs::remove_dir_all(dir);
        }
    }
    report.finish("the series screens");
}

/// The event of the boards the organiser follows.
fn info(board: u32) -> EventInfo {
    EventInfo {
        event: "Club evening".to_owned(),
        site: "Vigo".to_owned(),
        date: "2026.11.23".to_owned(),
        round: "3".to_owned(),
        board: board.to_string(),
    }
}

/// Four games a few moves in, written in `room` as the boards' laptops write them.
fn four_boards(room: &Path) {
    let games = [
        ("Uxía Fernández Castro", "Breixo Souto Pereira", "e2e4 c7c5 g1f3 d7d6"),
        ("Jordi Puig i Vidal", "Carme Vidal i Soler", "d2d4 g8f6 c2c4 e7e6 b1c3"),
        ("Inês Costa Gonçalves", "Duarte Lima Ferreira", "e2e4 e7e5 g1f3 b8c6"),
        ("Lucía Martín Rodríguez", "Pablo Ruiz Sánchez", "c2c4"),
    ];
    for (board, (white, black, moves)) in (1u32..).zip(games) {
        let mut setup = Setup { white: white.to_owned(), black: black.to_owned(), ..Setup::default() };
        setup.controls = Some(TimeControls::same("600+5".parse().unwrap()));
        setup.press_with_move = false;
        let mut game = Table::new(setup).unwrap();
        let mut at = 0;
        for uci in moves.split_whitespace() {
            at += 7 * SECOND;
            game.play(at, uci);
        }
        let mut writer = LiveWriter::new(room.join(format!("board-{board}.pgn")), info(board));
        assert!(matches!(writer.update(&game, at), Some(Ok(()))));
    }
}

/// The organiser's window (`escaque follow`), following a room of four boards.
#[test]
fn the_organisers_follow_window_fits_in_five_languages_at_both_sizes() {
    let room = gui::data_dir("fit", "follow-room");
    four_boards(&room);
    let mut report = Report::default();
    for lang in Lang::ALL {
        for size in SIZES {
            let time = MockTime::default();
            let config = FollowConfig { sources: vec![room.clone()], lang, time: Arc::new(time.clone()) };
            let mut harness: Harness<'static, FollowApp> =
                Harness::builder().with_size(size).build_eframe(move |cc| FollowApp::new(cc, config));
            harness.run_steps(3);
            assert!(harness.state().wait_polled(std::time::Duration::from_secs(30)), "the boards were read");
            harness.run_steps(2);
            if harness.query_by_label_contains("Pablo Ruiz Sánchez").is_none() {
                report.note(format!("{}: the boards are not shown", fit::place("follow", lang, size)));
            }
            report.check(&harness, "follow", lang, size);
        }
    }
    let _ = std::fs::remove_dir_all(room);
    report.finish("the organiser's window");
}
