//! The real app driven headless with egui_kittest, the one harness of every window test: an
//! [`App`] builder (data folder, remembered settings and setup, seating, language, window size,
//! mock clock, anything else of the configuration) that opens a [`Gui`]; clicks on named widgets
//! and squares, moves by clicks or keys, typing, signing; and a mock time that only moves when a
//! test says so. A test binary's `main.rs` takes it in as `mod gui` beside `mod common` (the
//! helpers it uses, also reached as `gui::common`); each file adds the steps only it needs in an
//! `impl Gui` block of its own.
#![allow(dead_code)] // each test file uses a part

use std::path::{Path, PathBuf};
use std::sync::Arc;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, NodeT, Queryable};
use escaque::clock::SECOND;
use escaque::i18n::Lang;
use escaque::laws::{Millis, Status};
use escaque::platform::settings::{Layout, Settings};
use escaque::platform::speech::Voice;
use escaque::platform::time::{MockTime, TimeSource};
use escaque::table::Setup;
use escaque::ui::{AppConfig, EscaqueApp};
use shakmaty::Color;

/// The window's size when a test does not choose one.
pub const WINDOW: [f32; 2] = [1280.0, 800.0];

/// The app in a headless harness, the time it reads and its data folder.
pub struct Gui {
    pub harness: Harness<'static, EscaqueApp>,
    pub time: MockTime,
    pub dir: PathBuf,
}

/// The helpers of every test (`tests/common/mod.rs`), for a window test that also needs them.
pub(crate) use crate::common;

pub use common::data_dir;

/// Remembers `setup` as the last one in `dir`'s settings file (every other setting the
/// default), so that the setup form opens with it and "Start the game" starts it.
pub fn remember(dir: &Path, setup: Setup) {
    Settings { setup, ..Settings::default() }.save(&dir.join("settings.ron")).unwrap();
}

/// The headless configuration on `dir`, reading `time`.
pub fn headless(dir: &Path, time: &MockTime) -> AppConfig {
    AppConfig::headless(dir.to_owned(), Arc::new(time.clone()))
}

/// A change to the configuration, made just before the app opens.
type Tweak<'a> = Box<dyn FnOnce(&mut AppConfig) + 'a>;

/// How a test opens the app. By default: the folder's own settings file (none in a fresh
/// folder), English, side by side, a [`WINDOW`] of 1280×800, a mock clock of its own at zero.
/// Each method changes one of those; [`App::open`] opens the app, [`App::start`] also starts the
/// game.
pub struct App<'a> {
    dir: PathBuf,
    time: MockTime,
    size: [f32; 2],
    settings: Option<Settings>,
    tweaks: Vec<Tweak<'a>>,
}

impl<'a> App<'a> {
    /// The app on a fresh, empty data folder (see [`data_dir`]).
    pub fn fresh(kind: &str, name: &str) -> App<'a> {
        App::on(&data_dir(kind, name))
    }

    /// The app on the data folder `dir` as it is: a second window, or the app opened again.
    pub fn on(dir: &Path) -> App<'a> {
        App { dir: dir.to_owned(), time: MockTime::default(), size: WINDOW, settings: None, tweaks: Vec::new() }
    }

    /// The data folder the app will open on.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Writes `settings` as the folder's settings file before the app opens (the setup,
    /// seating and so on of later calls are changed in it).
    pub fn settings(mut self, settings: Settings) -> App<'a> {
        self.settings = Some(settings);
        self
    }

    /// `setup` remembered as the last one (see [`remember`]), kept with the other settings given.
    pub fn setup(mut self, setup: Setup) -> App<'a> {
        self.settings.get_or_insert_with(Settings::default).setup = setup;
        self
    }

    /// How the players sit (side by side, or face to face across the laptop).
    pub fn seating(mut self, layout: Layout) -> App<'a> {
        self.settings.get_or_insert_with(Settings::default).layout = layout;
        self
    }

    /// The system's language, which the window speaks while no language is chosen.
    pub fn language(self, lang: Lang) -> App<'a> {
        self.config(move |config| config.system_lang = lang)
    }

    /// The window's size in points.
    pub fn size(mut self, size: [f32; 2]) -> App<'a> {
        self.size = size;
        self
    }

    /// The window 1280 points wide and `height` high.
    pub fn height(self, height: f32) -> App<'a> {
        self.size([WINDOW[0], height])
    }

    /// The mock clock the app reads: a clone of `time`, so that the test (or another window)
    /// moves the same clock.
    pub fn time(mut self, time: &MockTime) -> App<'a> {
        self.time = time.clone();
        self
    }

    /// The voice the app speaks through (a recording one, say), for the players who asked for
    /// speech (Appendix D).
    pub fn voice(self, voice: Arc<dyn Voice>) -> App<'a> {
        self.config(move |config| config.voice = voice)
    }

    /// "Save…" writes into `folder` without asking where.
    pub fn save_into(self, folder: &Path) -> App<'a> {
        let folder = folder.to_owned();
        self.config(move |config| config.save_without_asking = Some(folder))
    }

    /// Any other change to the headless configuration (a fake voice, inhibitor or battery, an
    /// envelope to open, another configuration folder...), made after the builder's own.
    pub fn config(mut self, tweak: impl FnOnce(&mut AppConfig) + 'a) -> App<'a> {
        self.tweaks.push(Box::new(tweak));
        self
    }

    /// Writes the settings (if any were given), opens the app and runs its first frames.
    pub fn open(self) -> Gui {
        let App { dir, time, size, settings, tweaks } = self;
        if let Some(settings) = settings {
            settings.save(&dir.join("settings.ron")).unwrap();
        }
        let mut config = headless(&dir, &time);
        for tweak in tweaks {
            tweak(&mut config);
        }
        Gui::with_config(config, time, size, dir)
    }

    /// [`App::open`], then "Start the game" clicked (see [`Gui::start`]).
    pub fn start(self) -> Gui {
        let mut gui = self.open();
        gui.start();
        gui
    }
}

impl Gui {
    /// The app as `config` says, in a window of `size`, after its first frames; `dir` is its
    /// data folder. Tests open it through [`App`].
    fn with_config(config: AppConfig, time: MockTime, size: [f32; 2], dir: PathBuf) -> Gui {
        let harness = Harness::builder().with_size(size).build_eframe(move |cc| EscaqueApp::new(cc, config));
        let mut gui = Gui { harness, time, dir };
        gui.settle();
        gui
    }

    /// Clicks "Start the game", checks that the game screen is shown and starts the clocks
    /// (see [`Gui::start_with`]).
    pub fn start(&mut self) {
        self.start_with("Start the game");
    }

    /// Clicks the start button labelled `label` (in the window's language), checks that the
    /// game screen is shown, and has the arbiter start the clocks of the game waiting for its
    /// start (6.6), at the same instant: White's clock runs from there, as it did from the
    /// screen's first frame before the game had a ready state (issue 25, item 7).
    pub fn start_with(&mut self, label: &str) {
        self.start_ready_with(label);
        self.start_clocks();
    }

    /// Clicks the start button labelled `label` and checks that the game screen is shown, its
    /// game waiting for its start: no clock runs (issue 25, item 7).
    pub fn start_ready_with(&mut self, label: &str) {
        self.click(label);
        let game = self.harness.state().game().expect("the game screen is shown");
        assert!(game.ready(), "the game waits for its start");
    }

    /// The arbiter starts the clocks of a game that waits for its start (as the toolbar's
    /// "Start the clocks" does then); nothing once they have run.
    pub fn start_clocks(&mut self) {
        self.harness.state_mut().execute(escaque::ui::ArbiterCommand::Start.into());
        self.settle();
    }

    /// Clicks the setup form's start button as it reads in `lang` (the window's language) and
    /// checks that the game screen is shown.
    pub fn start_in(&mut self, lang: Lang) {
        self.start_with(&escaque::i18n::Tr::new(lang).t("setup-start"));
    }

    /// Runs the frames an input takes to be carried out and shown.
    pub fn settle(&mut self) {
        self.harness.run_steps(3);
    }

    /// Clicks the one widget named `label`, scrolled into sight first when it is outside the
    /// window (a long form's lower part), as a person scrolls to what they click.
    pub fn click(&mut self, label: &str) {
        let window = self.harness.ctx.content_rect();
        let node = self.harness.get_by_label(label);
        if node.accesskit_node().bounding_box().is_some() && !window.contains_rect(node.rect()) {
            node.scroll_to_me();
            self.settle();
        }
        self.harness.get_by_label(label).click();
        self.settle();
    }

    /// Presses a key.
    pub fn key(&mut self, key: egui::Key) {
        self.harness.key_press(key);
        self.settle();
    }

    /// The square `name` ("e4"), found by its accessible name ("e4, empty" or "e4, white
    /// knight"; "e4" or "e4 white knight" before issue 16).
    fn square_node(&self, name: &str) -> egui_kittest::Node<'_> {
        let prefix = format!("{name} ");
        let comma = format!("{name},");
        let name = name.to_owned();
        self.harness.get(By::new().predicate(move |node| {
            node.label().is_some_and(|l| l == name || l.starts_with(&prefix) || l.starts_with(&comma))
        }))
    }

    pub fn square_rect(&self, name: &str) -> egui::Rect {
        self.square_node(name).rect()
    }

    /// Clicks the square `name` ("e4").
    pub fn square(&mut self, name: &str) {
        self.square_node(name).click();
        self.settle();
    }

    /// The move of the game by clicks: two seconds later, the squares `from` and `to` clicked,
    /// and the mover's clock pressed by clicking it, unless the move ended the game or left it
    /// waiting for the arbiter (the status is no longer ongoing).
    pub fn play(&mut self, from: &str, to: &str) {
        let side = self.table(|t| t.game().turn());
        self.move_only(from, to);
        if self.table(|t| t.game().status()) == Status::Ongoing {
            self.click(&format!("{}'s clock", if side == Color::White { "White" } else { "Black" }));
        }
    }

    /// [`Gui::play`] with the clock pressed by the mover's key (`Z` for White, `/` for Black),
    /// always, whatever the move did.
    pub fn play_by_key(&mut self, from: &str, to: &str) {
        let side = self.table(|t| t.game().turn());
        self.move_only(from, to);
        self.press_key(side);
    }

    /// The move by clicks two seconds later, then the mover's draw offer and their clock pressed
    /// by clicking (an offer is made after the move and before the press, 9.1.2.1).
    pub fn play_offering(&mut self, from: &str, to: &str) {
        let side = if self.table(|t| t.game().turn()) == Color::White { "White" } else { "Black" };
        self.move_only(from, to);
        self.click(&format!("{side}: offer draw"));
        self.click(&format!("{side}'s clock"));
    }

    /// Two seconds later, the squares `from` and `to` clicked; no clock pressed.
    pub fn move_only(&mut self, from: &str, to: &str) {
        self.time.advance(2 * SECOND);
        self.square(from);
        self.square(to);
    }

    /// Presses `side`'s clock with their key (`Z` for White, `/` for Black).
    pub fn press_key(&mut self, side: Color) {
        self.key(if side == Color::White { egui::Key::Z } else { egui::Key::Slash });
    }

    /// Fool's mate by clicks from the start of a game on screen: Black mates on the fourth ply.
    pub fn fools_mate(&mut self) {
        for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
            self.play(from, to);
        }
    }

    /// Whether the arbiter's panel is open (false when no game is on screen).
    pub fn panel_open(&self) -> bool {
        self.harness.state().game().is_some_and(|g| g.arbiter_panel_open())
    }

    /// `f` of the table of the game on screen.
    pub fn table<T>(&self, f: impl FnOnce(&escaque::table::Table) -> T) -> T {
        f(self.harness.state().game().expect("a game is on screen").table())
    }

    /// The side whose clock runs.
    pub fn running(&self) -> Option<Color> {
        self.table(|t| t.clock().unwrap().running())
    }

    /// The game's time now (the clocks' time).
    pub fn game_time(&self) -> Millis {
        let now = self.time.now();
        self.harness.state().game().expect("a game is on screen").session.game_time(now)
    }

    /// What `side`'s clock shows now.
    pub fn remaining(&self, side: Color) -> Millis {
        let at = self.game_time();
        self.table(|t| t.clock().unwrap().remaining(side, at))
    }

    /// The game screen's status line, empty when it says nothing (or no game is on screen).
    pub fn status_line(&self) -> String {
        self.harness.state().game().and_then(|g| g.status_line()).unwrap_or_default()
    }

    /// Whether any widget on screen shows `text`, in its name or in its value.
    pub fn shows(&self, text: &str) -> bool {
        let text = text.to_owned();
        self.harness
            .query_all(By::new().predicate(move |n| {
                n.label().is_some_and(|l| l.contains(&text)) || n.value().is_some_and(|v| v.contains(&text))
            }))
            .next()
            .is_some()
    }

    /// Whether some widget's name contains `text`.
    pub fn shows_label_containing(&self, text: &str) -> bool {
        self.harness.query_all_by_label_contains(text).next().is_some()
    }

    /// Whether a widget's name is exactly `text`.
    pub fn shows_label(&self, text: &str) -> bool {
        self.harness.query_by_label(text).is_some()
    }

    /// Replaces the text of the field named `label` by `text`, as a person selecting all of it
    /// and typing would; the field keeps the focus.
    pub fn type_into(&mut self, label: &str, text: &str) {
        self.focus(label);
        self.harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        self.settle();
        self.harness.get_by_label(label).type_text(text);
        self.settle();
    }

    /// [`Gui::type_into`], then Tab pressed to leave the field.
    pub fn type_into_and_leave(&mut self, label: &str, text: &str) {
        self.type_into(label, text);
        self.key(egui::Key::Tab);
    }

    /// Types `text` into the field named `label` after what it holds (nothing selected first).
    pub fn type_in(&mut self, label: &str, text: &str) {
        self.focus(label);
        self.harness.get_by_label(label).type_text(text);
        self.settle();
    }

    /// Gives the focus to the widget named `label`.
    pub fn focus(&mut self, label: &str) {
        self.harness.get_by_label(label).focus();
        self.settle();
    }

    /// Types a move in the move field named `field` and presses Enter.
    pub fn type_move(&mut self, field: &str, text: &str) {
        self.type_in(field, text);
        self.key(egui::Key::Enter);
    }

    /// Draws a zigzag on the signature pad named `label`.
    pub fn sign_on_pad(&mut self, label: &str) {
        let rect = self.harness.get_by_role_and_label(egui::accesskit::Role::Canvas, label).rect();
        self.harness.drag_at(rect.left_center() + egui::vec2(20.0, 0.0));
        self.settle();
        for i in 1..6 {
            let x = rect.left() + 20.0 + i as f32 * (rect.width() - 40.0) / 6.0;
            let y = if i % 2 == 0 { rect.top() + 15.0 } else { rect.bottom() - 15.0 };
            self.harness.hover_at(egui::pos2(x, y));
            self.settle();
        }
        self.harness.drop_at(rect.right_center() - egui::vec2(20.0, 0.0));
        self.settle();
    }

    /// From the result: both players sign on their pads, and "Seal and save" is pressed.
    pub fn sign_and_seal(&mut self) {
        self.click("Sign the scoresheet");
        self.sign_on_pad("White's signature");
        self.click("White signs");
        self.sign_on_pad("Black's signature");
        self.click("Black signs");
        self.click("Seal and save");
    }
}
