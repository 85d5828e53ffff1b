//! A club's evening on the organiser's screens (issue 30), driven headless with egui_kittest on
//! the real app: an evening of five players set up from the setup screen's "Club evening…" and
//! kept in its folder, paired by Berger's tables (round 1 with its bye), a board's result
//! entered by the arbiter by hand (behind the PIN when one is set) and shown in the crosstable
//! marked as such; a typed round with a player twice refused in Spanish; a damaged
//! `evening.ron` said in Galician without the RON reader's English.

use crate::gui;
use crate::fit;

use std::path::{Path, PathBuf};

use egui_kittest::kittest::Queryable;
use escaque::evening::store::{self, StoreError};
use escaque::evening::{Evening, Game, Outcome, Pairing, Player};
use escaque::i18n::Lang;
use escaque::laws::{Points, Score};
use escaque::platform::pin::PinHash;
use escaque::platform::settings::Settings;
use gui::{App, Gui};

/// The five players, in starting-number order, with their ratings.
const PLAYERS: [(&str, &str); 5] = [
    ("Vázquez, Uxía", "2010"),
    ("Puig, Jordi", "1890"),
    ("Lopes, Inês", "1750"),
    ("Rial, Carme", "1625"),
    ("Otero, Brais", "1500"),
];

impl Gui {
    /// Opens the evening's screens from the setup screen with `button` and the folder typed
    /// in the field named `field`, opened with `open` (the words of the window's language).
    fn open_evening(&mut self, folder: &Path, [button, field, open]: [&str; 3]) {
        self.click(button);
        self.type_into(field, folder.to_str().unwrap());
        self.click(open);
    }

    /// Whether the widgets named `a` and `b` are on one row (their middles level).
    fn same_row(&self, a: &str, b: &str) -> bool {
        let (a, b) = (self.harness.get_by_label(a).rect(), self.harness.get_by_label(b).rect());
        (a.center().y - b.center().y).abs() < 4.0
    }
}

/// `n` players kept as an evening in `folder`, unpaired.
fn kept_evening(folder: &Path, n: usize) -> Evening {
    let players = PLAYERS[..n].iter().map(|(name, _)| Player { name: (*name).to_owned(), ..Player::default() });
    let evening =
        Evening { name: "Venres".into(), planned_rounds: 3, players: players.collect(), ..Evening::default() };
    store::save(folder, &evening).unwrap();
    evening
}

fn folder_in(gui: &Gui, name: &str) -> PathBuf {
    gui.dir.join(name)
}

#[test]
fn an_evening_of_five_paired_by_berger_with_a_result_by_hand_in_the_crosstable() {
    let mut gui = App::fresh("gui-evening", "five").open();
    let folder = folder_in(&gui, "club");
    gui.open_evening(&folder, ["Club evening…", "Folder:", "Open"]);
    assert!(gui.shows_label_containing("No evening is kept in"), "a new evening in an empty folder");

    // The details and five players, typed and kept.
    gui.type_into("Name", "Friday evening");
    gui.type_into("Site", "Vigo");
    gui.type_into("First day", "2026/11/27");
    gui.type_into("Chief arbiter", "Seoane, Ana");
    for _ in 0..3 {
        gui.click("Add a player");
    }
    for (n, (name, rating)) in (1..).zip(PLAYERS) {
        gui.type_into(&format!("Player {n}'s name"), name);
        gui.type_into(&format!("Player {n}'s rating"), rating);
    }
    gui.type_into("Player 1's title", "fm");
    gui.type_into("Player 1's federation", "esp");
    gui.type_into("Player 1's FIDE ID", "24101234");
    gui.click("Save the evening");
    let kept = store::load(&folder).expect("the evening is kept in its folder");
    assert_eq!(
        (kept.name.as_str(), kept.site.as_str(), kept.arbiter.as_str()),
        ("Friday evening", "Vigo", "Seoane, Ana")
    );
    assert_eq!(kept.players.iter().map(|p| p.name.as_str()).collect::<Vec<_>>(), PLAYERS.map(|p| p.0));
    let first = &kept.players[0];
    assert_eq!((first.title.as_str(), first.federation.as_str()), ("FM", "ESP"), "written as FIDE writes them");
    assert_eq!((first.rating, first.fide_id), (Some(2010), Some(24101234)));

    // Paired by Berger's tables (C.05 Annex 1): five rounds, each kept in its folder.
    gui.click("Pairings");
    gui.click("Pair by Berger's tables");
    let kept = store::load(&folder).unwrap();
    assert_eq!(kept.rounds.len(), 5, "a round robin of five: five rounds");
    assert_eq!(store::load_round(&folder, 1).unwrap(), kept.rounds[0], "round 1's pairings in round-1/");
    // Round 1 of the table for 5–6 players: 1-6, 2-5, 3-4, and 6 is the bye's number.
    assert_eq!(kept.rounds[0].pairings, [Pairing::game(1, 2, 5), Pairing::game(2, 3, 4), Pairing::bye(1)]);
    assert!(gui.same_row("2. Puig, Jordi", "5. Otero, Brais"), "board 1: Puig – Otero");
    assert!(gui.same_row("3. Lopes, Inês", "4. Rial, Carme"), "board 2: Lopes – Rial");
    assert!(gui.same_row("1. Vázquez, Uxía", "bye"), "Vázquez has the bye");
    assert!(gui.shows_label("Result by hand… (board 2)") && !gui.shows_label("Result by hand… (board 3)"));

    // The arbiter enters board 1's result by hand: 1-0 (no PIN set).
    gui.click("Result by hand… (board 1)");
    gui.click("1-0");
    gui.click("Enter the result");
    assert!(gui.shows_label("1-0 (entered by hand)"), "the pairings say how the result came");
    let one_nil = Score { white: Points::One, black: Points::Zero };
    assert_eq!(
        store::load(&folder).unwrap().games,
        [Game { round: 1, white: 2, black: 5, outcome: Outcome::ByHand(one_nil) }],
        "kept in the folder as entered by hand"
    );

    // The crosstable: Puig's cell marked as entered by hand, Otero's too; the other game
    // pending; Vázquez's bye; Puig first with the only point.
    gui.click("Crosstable");
    for cell in ["5w 1*", "2b 0*"] {
        assert!(gui.shows_label(cell), "the crosstable shows {cell:?}");
    }
    let count = |gui: &Gui, text: &str| gui.harness.query_all_by_label_contains(text).count();
    assert_eq!(
        count(&gui, "w …") + count(&gui, "b …"),
        18,
        "the nine games without a result, pending in both players' cells"
    );
    assert_eq!(count(&gui, "bye 0"), 5, "each player's bye, worth 0 in a round robin");
    assert!(gui.same_row("1.", "Puig, Jordi"), "first place: Puig");

    // A result the file merely claims as verified counts for nothing: only a sealed record that
    // verifies under its board's registered key does (issue 30).
    let mut claimed = store::load(&folder).unwrap();
    claimed.record(1, 2, Outcome::Verified(Score { white: Points::Zero, black: Points::One })).unwrap();
    store::save(&folder, &claimed).unwrap();
    gui.click("Read the folder again");
    assert!(!gui.shows_label_containing("4w 0"), "a claim in evening.ron is not a record");
    // Board 2's laptop, registered by its key, plays round 1 (a draw agreed) and puts its
    // sealed record in the folder: read again, it counts, unmarked.
    let laptop = gui::common::evening::Laptop::new(&gui.dir, "board-2-laptop", 2);
    laptop.join(&folder);
    laptop.play_round(&folder, 1);
    gui.harness.run();
    assert!(!gui.shows_label_containing("4w ½"), "not looked at yet");
    // Nothing to press: within two seconds the folder is looked at again and the record counts.
    gui.time.advance(escaque::ui::EVENING_LOOK_EVERY);
    gui.harness.run();
    assert!(gui.shows_label("4w ½") && gui.shows_label("3b ½"), "board 2's verified draw, unmarked");
    assert!(gui.shows_label("Crosstable (Article 10)"), "still on the crosstable");
    assert!(gui.shows_label_containing("* entered by the arbiter by hand"));
    assert!(gui.shows_label_containing("direct encounter; SB: Sonneborn-Berger; Wins: number of wins"));
}

#[test]
fn a_result_by_hand_waits_for_the_arbiters_pin() {
    let dir = gui::data_dir("gui-evening", "pin");
    let folder = dir.join("club");
    let mut evening = kept_evening(&folder, 4);
    evening.pair_round_robin().unwrap();
    store::save(&folder, &evening).unwrap();
    let settings = Settings { arbiter_pin: Some(PinHash::new("4729").unwrap()), ..Settings::default() };
    let mut gui = App::on(&dir).settings(settings).open();
    gui.open_evening(&folder, ["Club evening…", "Folder:", "Open"]);
    gui.click("Result by hand… (board 1)");
    gui.click("½-½");
    gui.type_into("PIN:", "1111");
    let button = gui.harness.get_by_label("Enter the result").rect();
    gui.click("Enter the result");
    assert!(gui.shows_label("Wrong PIN: nothing is entered."));
    assert_eq!(gui.harness.get_by_label("Enter the result").rect(), button, "saying so moves nothing under the hand");
    assert!(store::load(&folder).unwrap().games.is_empty(), "nothing entered on a wrong PIN");
    gui.type_into("PIN:", "4729");
    gui.click("Enter the result");
    assert_eq!(store::load(&folder).unwrap().games.len(), 1, "the right PIN enters it");
    assert!(gui.shows_label("½-½ (entered by hand)"));
}

#[test]
fn a_typed_round_with_a_player_twice_is_refused_in_spanish() {
    let dir = gui::data_dir("gui-evening", "twice");
    let folder = dir.join("club");
    kept_evening(&folder, 4);
    let mut gui = App::on(&dir).language(Lang::Es).open();
    gui.open_evening(&folder, ["Velada del club…", "Carpeta:", "Abrir"]);
    gui.click("Emparejamientos");
    gui.click("Escribir la ronda 1");
    for (line, [board, white, black]) in [(1, ["1", "1", "2"]), (2, ["2", "1", "3"])] {
        gui.type_into(&format!("Línea {line}: Tablero"), board);
        gui.type_into(&format!("Línea {line}: Blancas"), white);
        gui.type_into(&format!("Línea {line}: Negras"), black);
    }
    gui.click("Guardar la ronda");
    assert!(
        gui.shows_label("Ronda 1: El jugador 1 está emparejado dos veces en la ronda."),
        "Round::check's message, in Spanish"
    );
    assert!(!gui.shows_label_containing("paired twice"), "no English");
    assert!(store::load(&folder).unwrap().rounds.is_empty(), "nothing kept");
    assert!(gui.shows_label("Línea 2: Blancas"), "the round stays as typed, to be put right");

    // Put right, it is kept in the folder and shown.
    gui.type_into("Línea 2: Blancas", "4");
    gui.click("Guardar la ronda");
    let kept = store::load(&folder).unwrap();
    assert_eq!(kept.rounds[0].pairings, [Pairing::game(1, 1, 2), Pairing::game(2, 4, 3)]);
    assert_eq!(store::load_round(&folder, 1).unwrap(), kept.rounds[0], "round-1/pairings.ron");
    assert!(gui.same_row("4. Rial, Carme", "3. Lopes, Inês"), "board 2 as typed");
}

#[test]
fn a_damaged_evening_file_is_said_in_galician_and_nothing_raw() {
    let dir = gui::data_dir("gui-evening", "damaged");
    let folder = dir.join("club");
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join(store::EVENING_FILE);
    std::fs::write(&file, "(name: \"Venres\",\n players: [ (name: 7 ],\n").unwrap();
    let damaged = store::load(&folder).unwrap_err();
    assert!(matches!(damaged, StoreError::Damaged { .. }), "the file is damaged");
    let mut gui = App::on(&dir).language(Lang::Gl).open();
    gui.open_evening(&folder, ["Xornada do club…", "Cartafol:", "Abrir"]);
    let said = escaque::i18n::evening::store_error(escaque::i18n::Tr::new(Lang::Gl), &damaged);
    assert!(said.starts_with(&format!("{} está danado ou non o escribiu Escaque: liña 2, columna 20: ", file.display())), "{said}");
    assert!(gui.shows_label_containing(&said), "said in Galician with where the reading stopped and why");
    // "2:19-2:20: Expected string": the place, then the reader's words, which are not shown.
    let raw = ron::from_str::<escaque::evening::Evening>("(name: \"Venres\",\n players: [ (name: 7 ],\n").unwrap_err();
    let raw_words = raw.to_string().split_once(": ").unwrap().1.to_owned();
    assert!(!raw_words.is_empty() && !gui.shows(&raw_words), "the RON reader's English ({raw_words:?}) is not shown");
    assert!(gui.shows_label("Cartafol:"), "the folder is not opened: its page stays");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "(name: \"Venres\",\n players: [ (name: 7 ],\n",
        "left as it is"
    );
}

#[test]
fn the_way_in_and_the_pages_are_whole_on_the_narrowest_window_in_every_language() {
    for lang in Lang::ALL {
        let mut gui =
            App::fresh("gui-evening", &format!("narrow-{}", lang.code())).size([720.0, 480.0]).language(lang).open();
        let window = gui.harness.ctx.content_rect();
        let tr = escaque::i18n::Tr::new(lang);
        let whole = |gui: &Gui, id: &str| {
            let label = tr.t(id);
            let rect = gui.harness.get_by_label(&label).rect();
            assert!(window.contains_rect(rect), "{lang}: {label:?} at {rect:?} is cut off by the window {window:?}");
        };
        for id in ["evening-screen-start-button", "follow-start-button", "adjourn-resume-button"] {
            whole(&gui, id);
        }
        gui.click(&tr.t("evening-screen-start-button"));
        for id in
            ["evening-screen-page-crosstable", "evening-screen-reload", "evening-screen-leave", "evening-screen-open"]
        {
            whole(&gui, id);
        }
    }
}

/// The window counts what `escaque evening` counts (issue 30): the evening played on two
/// registered laptops, a record sealed by a laptop never registered and a result by hand
/// (`common::evening::played`). The pairings' page says why the stranger's record does not
/// count, and the organiser's files saved from the window are the command's, byte for byte
/// (the PDF: its text, its date aside).
#[test]
fn the_window_counts_only_verified_records_and_saves_the_files_escaque_evening_writes() {
    let root = gui::data_dir("gui-evening", "files");
    let folder = gui::common::evening::played(&root);
    let saved = root.join("saved");
    std::fs::create_dir_all(&saved).unwrap();
    let mut gui = App::on(&root.join("window")).save_into(&saved).open();
    gui.open_evening(&folder, ["Club evening…", "Folder:", "Open"]);
    // The pairings open on round 5, its board 2 sealed by the stranger: shown, not counted.
    assert!(gui.shows_label_containing("not counted: "), "the unregistered record is said");
    assert!(gui.shows_label("½-½ (entered by hand)"), "round 5's board 1, by hand");
    gui.click("Crosstable");
    for button in ["PGN of every game…", "TRF (2016)…", "TRF (2026)…", "Crosstable (PDF)…"] {
        gui.click(button);
    }
    let cli = root.join("cli");
    std::fs::create_dir_all(&cli).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
        .args(["evening", folder.to_str().unwrap(), "--lang", "en"])
        .args(["--pgn", cli.join("e.pgn").to_str().unwrap(), "--trf", cli.join("e.trf").to_str().unwrap()])
        .args(["--trf-2026", cli.join("e26.trf").to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let name = "Xoves do club";
    let read = |path: PathBuf| std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(read(saved.join(format!("{name}.pgn"))), read(cli.join("e.pgn")), "the PGN");
    assert_eq!(read(saved.join(format!("{name} - TRF 2016.txt"))), read(cli.join("e.trf")), "the 2016 TRF");
    assert_eq!(read(saved.join(format!("{name} - TRF 2026.txt"))), read(cli.join("e26.trf")), "the 2026 TRF");
    assert!(read(saved.join(format!("{name} - crosstable.pdf"))).starts_with(b"%PDF"));
    // The boards of the current round live: the organiser's view opens on the evening's folder.
    gui.click("Follow the boards live…");
    let view = gui.harness.state().follow_view_open().expect("the organiser's view opens");
    assert_eq!(view.sources(), [folder.as_path()]);
    // The stranger's game counts for nothing in either: the PGN holds the 9 games that count.
    let pgn = String::from_utf8(read(cli.join("e.pgn"))).unwrap();
    assert_eq!(pgn.matches("[Event ").count(), 9, "8 verified records and 1 result by hand");
}

#[test]
fn a_result_arriving_by_itself_moves_no_button_under_the_organisers_hand() {
    let root = gui::data_dir("gui-evening", "steady");
    let folder = gui::common::evening::played(&root);
    let mut gui = App::on(&root.join("window")).open();
    gui.open_evening(&folder, ["Club evening…", "Folder:", "Open"]);
    // Round 5: board 2's record, sealed by a laptop never registered, said at length.
    assert!(gui.shows_label_containing("not counted: "));
    let buttons = ["Result by hand… (board 1)", "Result by hand… (board 2)"].map(str::to_owned);
    let before = fit::rects_named(&gui.harness, &buttons);
    assert_eq!(before.len(), 2);
    // The organiser takes that record out of the folder; two seconds later the page shows the
    // game pending, with nothing pressed, and both buttons where they were.
    std::fs::remove_file(folder.join("sealed/round-5-board-2.pgn")).unwrap();
    gui.time.advance(escaque::ui::EVENING_LOOK_EVERY);
    gui.harness.run();
    assert!(!gui.shows_label_containing("not counted: ") && gui.shows_label("pending"));
    let after = fit::rects_named(&gui.harness, &buttons);
    for ((name, was), (_, is)) in before.iter().zip(&after) {
        assert!((was.min - is.min).length() < 0.5, "{name} moved from {was:?} to {is:?}");
    }
}

#[test]
fn a_folder_that_could_not_be_read_is_tried_again_and_its_message_goes_when_it_reads() {
    let root = gui::data_dir("gui-evening", "retry");
    let folder = gui::common::evening::played(&root);
    let mut gui = App::on(&root.join("window")).open();
    gui.open_evening(&folder, ["Club evening…", "Folder:", "Open"]);
    assert!(gui.shows_label("½-½ (entered by hand)"));
    // The boards' folder gone and a file in its place (a share that answers wrongly): nothing
    // from the laptops can be checked, and the page says why.
    let boards = folder.join("boards");
    std::fs::rename(&boards, root.join("boards-aside")).unwrap();
    std::fs::write(&boards, "").unwrap();
    gui.time.advance(escaque::ui::EVENING_LOOK_EVERY);
    gui.harness.run();
    assert!(gui.shows_label_containing("Cannot read "), "the unreadable folder is said");
    // The share answers again, with an empty folder: the listing the window compares is the
    // same as when it failed, yet the next look reads again and the message goes.
    std::fs::remove_file(&boards).unwrap();
    std::fs::create_dir(&boards).unwrap();
    gui.time.advance(escaque::ui::EVENING_LOOK_EVERY);
    gui.harness.run();
    assert!(!gui.shows_label_containing("Cannot read "), "read again, the message is gone");
    assert!(gui.shows_label_containing("no laptop is registered for this board"));
}
