//! The app at home in the desktop (issue 15), driven headless with egui_kittest: the settings
//! an older version left in the data folder found and moved on first start with nothing lost,
//! the screen held awake while a clock runs (a fake inhibitor writes down what it is asked),
//! and the low-battery sign on both clocks (a fake battery). Time is a mock moved by hand.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use crate::gui;

use egui_kittest::kittest::Queryable;
use escaque::clock::MINUTE;
use escaque::platform::awake::Inhibitor;
use escaque::platform::battery::{POLL_EVERY, Power, PowerSource};
use escaque::platform::settings::Settings;
use escaque::platform::time::MockTime;
use gui::{App, Gui};
use shakmaty::Color;

/// Every file under `dir`, by its path inside it, with its bytes.
fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut found = BTreeMap::new();
    let mut stack = vec![dir.to_owned()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                found.insert(path.strip_prefix(dir).unwrap().to_owned(), std::fs::read(&path).unwrap());
            }
        }
    }
    found
}

/// The fake inhibitor: what it was asked, in order.
#[derive(Clone, Default)]
struct FakeInhibitor(Arc<Mutex<Vec<&'static str>>>);

impl Inhibitor for FakeInhibitor {
    fn inhibit(&mut self, why: &str) -> Result<(), String> {
        assert!(!why.is_empty(), "the desktop is told why");
        self.0.lock().unwrap().push("inhibit");
        Ok(())
    }
    fn release(&mut self) {
        self.0.lock().unwrap().push("release");
    }
}

impl FakeInhibitor {
    fn asked(&self) -> Vec<&'static str> {
        self.0.lock().unwrap().clone()
    }
}

/// The fake battery: answers each question with the power set at the time of asking, and
/// counts the questions.
#[derive(Clone, Default)]
struct FakeBattery {
    power: Arc<Mutex<Power>>,
    asked: Arc<Mutex<u32>>,
    pending: Option<Power>,
}

impl PowerSource for FakeBattery {
    fn ask(&mut self) {
        *self.asked.lock().unwrap() += 1;
        self.pending = Some(*self.power.lock().unwrap());
    }
    fn answer(&mut self) -> Option<Power> {
        self.pending.take()
    }
}

impl FakeBattery {
    fn set(&self, power: Power) {
        *self.power.lock().unwrap() = power;
    }
}

/// The app as the new version opens it: the data folder `data`, the settings in `config`, and
/// `data` also the old layout's folder to move them from; reading `time`.
fn from_old_layout(data: &Path, config: &Path, time: &MockTime) -> App<'static> {
    let (config, old) = (config.to_owned(), data.to_owned());
    App::on(data).time(time).config(move |c| {
        c.config_dir = config;
        c.old_dir = Some(old);
    })
}

impl Gui {
    fn signs(&self, words: &str) -> usize {
        self.harness.query_all_by_label(words).count()
    }
}

#[test]
fn the_settings_and_journal_of_the_old_layout_are_found_on_first_start_and_nothing_is_lost() {
    let root = gui::data_dir("desk", "old-layout");
    let data = root.join("share").join("escaque");
    let config = root.join("config").join("escaque");
    let time = MockTime::default();
    // The old version: everything, settings included, in the data folder; a game left in
    // progress (the window went away as in a crash).
    std::fs::create_dir_all(&data).unwrap();
    let mut old = Settings { muted: true, figurines: true, ..Settings::default() };
    old.setup.white = "Ana Pérez".into();
    old.setup.black = "Brais Souto".into();
    old.save(&data.join("settings.ron")).unwrap();
    let plies = {
        let mut gui = App::on(&data).time(&time).open();
        gui.start();
        gui.play("e2", "e4");
        gui.play("e7", "e5");
        gui.play("g1", "f3");
        gui.table(|t| t.game().plies().len())
    };
    let before = files(&data);
    assert!(before.contains_key(Path::new("settings.ron")) && before.contains_key(Path::new("current.journal")));
    assert!(!config.exists());

    // The new version, with the settings in the configuration folder, starts for the first time.
    time.advance(5 * MINUTE);
    let mut gui = from_old_layout(&data, &config, &time).open();
    // The settings were read from where they are now…
    assert_eq!(gui.harness.state().settings().setup.white, "Ana Pérez");
    assert!(gui.harness.state().settings().muted && gui.harness.state().settings().figurines);
    let after = files(&data);
    assert_eq!(std::fs::read(config.join("settings.ron")).unwrap(), before[Path::new("settings.ron")]);
    assert!(!after.contains_key(Path::new("settings.ron")), "moved, not copied");
    // …and nothing was lost: every file is where it was or in the configuration folder, byte
    // for byte.
    let mut together = after.clone();
    together.extend(files(&config));
    assert_eq!(together, before);
    // The journal's game is offered, and resumes as it was.
    gui.harness.get_by_label_contains("Ana Pérez");
    gui.harness.get_by_label_contains("2 moves");
    gui.click("Resume the game");
    assert_eq!(gui.table(|t| t.game().plies().len()), plies);
    assert_eq!(gui.table(|t| t.setup().black.clone()), "Brais Souto");
    // The resumed game's clocks wait for the arbiter: nothing held yet.
    assert_eq!(gui.running(), None);
    drop(gui);
    let moved = files(&config);
    let mut gui = from_old_layout(&data, &config, &time).open();
    assert_eq!(files(&config), moved, "moved once: nothing more to do");
    assert!(!data.join("settings.ron").exists());
    gui.click("Resume the game");
    assert_eq!(gui.table(|t| t.game().plies().len()), plies);
}

#[test]
fn a_settings_file_already_in_the_configuration_folder_is_never_written_over() {
    let root = gui::data_dir("desk", "both");
    let (data, config) = (root.join("data"), root.join("config"));
    let time = MockTime::default();
    let mut old = Settings::default();
    old.setup.white = "Old".into();
    old.save(&data.join("settings.ron")).unwrap();
    let mut new = Settings::default();
    new.setup.white = "New".into();
    new.save(&config.join("settings.ron")).unwrap();
    let (old_bytes, new_bytes) =
        (std::fs::read(data.join("settings.ron")).unwrap(), std::fs::read(config.join("settings.ron")).unwrap());
    let gui = from_old_layout(&data, &config, &time).open();
    assert_eq!(gui.harness.state().settings().setup.white, "New");
    assert_eq!(std::fs::read(data.join("settings.ron")).unwrap(), old_bytes);
    assert_eq!(std::fs::read(config.join("settings.ron")).unwrap(), new_bytes);
}

#[test]
fn settings_that_cannot_be_moved_stay_where_they_were_and_are_read_there() {
    let root = gui::data_dir("desk", "cannot-move");
    let data = root.join("data");
    // Something that is not a folder where the configuration folder should be.
    let config = root.join("config");
    std::fs::write(&config, "not a folder").unwrap();
    let time = MockTime::default();
    let mut old = Settings::default();
    old.setup.white = "Ana Pérez".into();
    old.save(&data.join("settings.ron")).unwrap();
    let bytes = std::fs::read(data.join("settings.ron")).unwrap();
    let gui = from_old_layout(&data, &config, &time).open();
    // Said above the window.
    gui.harness.get_by_label_contains("Could not move");
    assert_eq!(gui.harness.state().settings().setup.white, "Ana Pérez");
    assert_eq!(std::fs::read(data.join("settings.ron")).unwrap(), bytes, "untouched");
    assert_eq!(std::fs::read_to_string(&config).unwrap(), "not a folder");
    // A change is saved where the settings were read from, not where they could not go.
    let mut gui = gui;
    gui.harness.state_mut().execute(escaque::ui::SettingsCommand::ToggleMute.into());
    assert!(Settings::load(&data.join("settings.ron")).settings.muted, "saved where it was read");
    assert!(gui.harness.query_by_label_contains("Cannot save the settings").is_none());
}

#[test]
fn the_screen_is_kept_awake_while_a_clock_runs_and_let_go_at_the_end() {
    let dir = gui::data_dir("desk", "awake");
    let time = MockTime::default();
    let fake = FakeInhibitor::default();
    let fake_given = fake.clone();
    let mut gui = App::on(&dir).time(&time).config(move |c| c.inhibitor = Box::new(fake_given)).open();
    assert_eq!(fake.asked(), Vec::<&str>::new(), "nothing held on the setup screen");
    gui.click("Start the game");
    // The game waits for its start: no clock runs, nothing is held yet.
    assert_eq!(gui.running(), None);
    assert_eq!(fake.asked(), Vec::<&str>::new(), "nothing held before the start");
    // Started, White's clock runs (Article 6.6).
    gui.start_clocks();
    assert_eq!(gui.running(), Some(Color::White));
    assert_eq!(fake.asked(), ["inhibit"], "taken as the clock starts");
    assert!(gui.harness.state().kept_awake());
    gui.play("e2", "e4");
    assert_eq!(gui.running(), Some(Color::Black));
    gui.play("e7", "e5");
    gui.play("g1", "f3");
    time.advance(MINUTE);
    gui.settle();
    assert_eq!(fake.asked(), ["inhibit"], "kept across moves");
    assert!(gui.harness.state().kept_awake());
    gui.click("Stop the clocks (call the arbiter)");
    assert_eq!(gui.running(), None);
    assert_eq!(fake.asked(), ["inhibit", "release"], "let go during the pause");
    gui.click("Start the clocks");
    assert_eq!(gui.running(), Some(Color::Black));
    assert_eq!(fake.asked(), ["inhibit", "release", "inhibit"], "taken again on resuming");
    gui.click("Black: resign");
    gui.click(RESIGN_YES);
    assert!(gui.table(|t| t.game().status().ending()).is_some(), "the game is over");
    assert_eq!(fake.asked(), ["inhibit", "release", "inhibit", "release"], "let go at the end");
    drop(gui);
    assert_eq!(fake.asked().len(), 4, "nothing more to let go as the window closes");
}

#[test]
fn the_hold_ends_when_the_window_closes_during_a_game() {
    let dir = gui::data_dir("desk", "awake-close");
    let time = MockTime::default();
    let fake = FakeInhibitor::default();
    let fake_given = fake.clone();
    let mut gui = App::on(&dir).time(&time).config(move |c| c.inhibitor = Box::new(fake_given)).open();
    gui.start();
    gui.play("d2", "d4");
    assert_eq!(fake.asked(), ["inhibit"]);
    drop(gui);
    assert_eq!(fake.asked(), ["inhibit", "release"], "let go with the window");
}

#[test]
fn the_low_battery_sign_shows_on_both_clocks_only_on_a_battery_running_low() {
    let dir = gui::data_dir("desk", "battery");
    let time = MockTime::default();
    let battery = FakeBattery::default();
    battery.set(Power::OnBattery { percent: 50 });
    let battery_given = battery.clone();
    let mut gui = App::on(&dir).time(&time).config(move |c| c.battery = Box::new(battery_given)).open();
    assert_eq!(*battery.asked.lock().unwrap(), 0, "read on the game screen only");
    gui.start();
    let low = "Low battery: 10 %";
    assert_eq!(gui.signs("Low battery: 50 %"), 0, "half full: no sign");
    // Each state as the next reading finds it, a minute of the app's time later.
    let cases = [
        (Power::OnBattery { percent: 10 }, 2),
        (Power::Mains, 0),
        (Power::OnBattery { percent: 10 }, 2),
        (Power::Charging { percent: 10 }, 0),
        (Power::Absent, 0),
        (Power::OnBattery { percent: 50 }, 0),
    ];
    let mut shown = 0;
    for (power, signs) in cases {
        battery.set(power);
        time.advance(POLL_EVERY / 2);
        gui.settle();
        assert_eq!(gui.signs(low), shown, "{power:?}: not read again before the minute is up");
        time.advance(POLL_EVERY / 2);
        gui.settle();
        assert_eq!(gui.signs(low), signs, "{power:?}: one sign on each clock, or none");
        shown = signs;
    }
    // Read once a minute, no more: the first reading and one for each case.
    assert_eq!(*battery.asked.lock().unwrap(), 1 + cases.len() as u32);
}

#[test]
fn the_sign_waits_for_the_next_reading() {
    let dir = gui::data_dir("desk", "battery-poll");
    let time = MockTime::default();
    let battery = FakeBattery::default();
    battery.set(Power::OnBattery { percent: 40 });
    let battery_given = battery.clone();
    let mut gui = App::on(&dir).time(&time).config(move |c| c.battery = Box::new(battery_given)).open();
    gui.start();
    battery.set(Power::OnBattery { percent: 9 });
    time.advance(POLL_EVERY - 1);
    gui.settle();
    assert_eq!(gui.signs("Low battery: 9 %"), 0, "not read again yet");
    time.advance(1);
    gui.settle();
    assert_eq!(gui.signs("Low battery: 9 %"), 2);
}

#[test]
fn the_window_has_the_apps_icon() {
    let icon = escaque::ui::window_icon().expect("the icon decodes");
    assert_eq!((icon.width, icon.height), (256, 256));
    assert_eq!(icon.rgba.len(), 256 * 256 * 4);
    assert!(icon.rgba.chunks(4).any(|p| p[3] == 255), "and is not blank");
}

/// The confirmation of a resignation, as the English file says it.
const RESIGN_YES: &str = "Yes, resign";
