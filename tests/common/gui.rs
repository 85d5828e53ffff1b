//! The real app driven headless with egui_kittest, shared by the window's tests: clicks on named
//! widgets and squares, a move played by clicks and the clock, and a mock time that only moves
//! when a test says so. A test file takes it with `#[path = "common/gui.rs"] mod gui;` and adds
//! its own steps in an `impl gui::Gui` block of its own.
#![allow(dead_code)] // each test file uses a part

use std::path::{Path, PathBuf};
use std::sync::Arc;

use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{By, Queryable};
use escaque::clock::SECOND;
use escaque::laws::Status;
use escaque::platform::time::MockTime;
use escaque::ui::{AppConfig, EscaqueApp};
use shakmaty::Color;

/// The app in a headless harness, and the time it reads.
pub struct Gui {
    pub harness: Harness<'static, EscaqueApp>,
    pub time: MockTime,
}

/// A fresh, empty folder for one test: `escaque-<kind>-<pid>-<name>` in the temporary folder.
pub fn data_dir(kind: &str, name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("escaque-{kind}-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The headless configuration on `dir`, reading `time`.
pub fn headless(dir: &Path, time: &MockTime) -> AppConfig {
    AppConfig::headless(dir.to_owned(), Arc::new(time.clone()))
}

impl Gui {
    /// The app as `config` says, in a window of `size`, after its first frames.
    pub fn with_config(config: AppConfig, time: MockTime, size: [f32; 2]) -> Gui {
        let harness = Harness::builder().with_size(size).build_eframe(move |cc| EscaqueApp::new(cc, config));
        let mut gui = Gui { harness, time };
        gui.settle();
        gui
    }

    /// Clicks "Start the game" and checks that the game screen is shown.
    pub fn start(&mut self) {
        self.click("Start the game");
        assert!(self.harness.state().game().is_some(), "the game screen is shown");
    }

    pub fn settle(&mut self) {
        self.harness.run_steps(3);
    }

    pub fn click(&mut self, label: &str) {
        self.harness.get_by_label(label).click();
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

    pub fn square(&mut self, name: &str) {
        self.square_node(name).click();
        self.settle();
    }

    /// Moves by clicking the two squares two seconds later, the mover then pressing their clock
    /// (unless the move ended the game).
    pub fn play(&mut self, from: &str, to: &str) {
        let side = self.table(|t| t.game().turn());
        self.time.advance(2 * SECOND);
        self.square(from);
        self.square(to);
        if self.table(|t| t.game().status()) == Status::Ongoing {
            self.click(&format!("{}'s clock", if side == Color::White { "White" } else { "Black" }));
        }
    }

    pub fn table<T>(&self, f: impl FnOnce(&escaque::table::Table) -> T) -> T {
        f(self.harness.state().game().expect("a game is on screen").table())
    }

    pub fn running(&self) -> Option<Color> {
        self.table(|t| t.clock().unwrap().running())
    }

    /// Replaces the text of the field named `label` by `text`.
    pub fn type_into(&mut self, label: &str, text: &str) {
        self.harness.get_by_label(label).focus();
        self.settle();
        self.harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
        self.settle();
        self.harness.get_by_label(label).type_text(text);
        self.settle();
    }
}
