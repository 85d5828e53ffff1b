//! A series (issue 17), driven headless with egui_kittest on the real app: a match of three
//! games started from the setup form, the colours alternating, the standings by Article 10
//! shown after each game (a win, a draw by agreement, a loss), the series' PGN saved and read
//! by python-chess and pgn-extract; then the app started again on the same data folder, the
//! series reopened from the list of past series and exported again. Time is a mock moved by
//! hand.

use crate::gui;

use std::path::{Path, PathBuf};

use eframe::egui;
use egui_kittest::kittest::Queryable;
use escaque::ui::follow::{FollowApp, FollowConfig};
use gui::{App, Gui};
use shakmaty::Color;

/// The app on `dir`, tall enough that the whole setup form is on screen; "Save…" writes into
/// `dir/saved` without asking.
fn open(dir: &Path) -> Gui {
    std::fs::create_dir_all(dir.join("saved")).unwrap();
    App::on(dir).height(1400.0).save_into(&dir.join("saved")).open()
}

impl Gui {
    /// After a game of a series, the result's or the signing's button (in place of "New game")
    /// leads to the screen between games.
    fn after_the_game(&mut self) {
        assert!(self.harness.query_by_label("New game").is_some(), "the toolbar's");
        self.click("The series' standings");
    }

    /// The players of the game on screen, White then Black.
    fn colours(&self) -> (String, String) {
        self.table(|t| (t.setup().white.clone(), t.setup().black.clone()))
    }

    /// The standings as shown: each player's line, "Uxía: 1½".
    fn standings_shown(&self, lines: &[&str]) {
        for line in lines {
            assert!(self.shows_label(line), "the standings show {line:?}");
        }
    }
}

/// The setup form filled for a match of three games between Uxía (White in game 1) and Jordi,
/// and the series started.
fn start_match(gui: &mut Gui) {
    gui.type_into("White", "Uxía");
    gui.type_into("Black", "Jordi");
    gui.click("A series: a match or a club evening");
    gui.type_into("Name", "Club match");
    gui.type_into("Site", "Vigo");
    gui.type_into("Date", "2026.11.23");
    gui.click("Start the series");
    gui.start_clocks();
}

/// The saved files in `dir/saved`.
fn saved(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir.join("saved")).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    files
}

/// A match of three games: White wins, a draw by agreement, Black wins.
fn play_the_match(dir: &Path) -> Gui {
    let mut gui = open(dir);
    start_match(&mut gui);

    // Game 1: Uxía has White and mates (5.1.1); both sign, the record is sealed.
    assert_eq!(gui.colours(), ("Uxía".to_owned(), "Jordi".to_owned()));
    assert_eq!(
        gui.table(|t| (t.setup().event.clone(), t.setup().round.clone())),
        ("Club match".to_owned(), "1".to_owned())
    );
    for (from, to) in [("e2", "e4"), ("e7", "e5"), ("f1", "c4"), ("b8", "c6"), ("d1", "h5"), ("g8", "f6"), ("h5", "f7")]
    {
        gui.play(from, to);
    }
    gui.sign_and_seal();
    gui.after_the_game();
    assert!(gui.harness.state().game().is_none(), "the screen between games");
    gui.harness.get_by_label("Round 1: Uxía – Jordi, 1-0 (signed and sealed)");
    gui.harness.get_by_label("Standings (Article 10)");
    gui.standings_shown(&["Uxía: 1", "Jordi: 0"]);
    gui.harness.get_by_label("Next: round 2 of 3");
    gui.harness.get_by_label("Jordi has White, Uxía has Black");

    // Game 2: the colours swapped; a draw agreed after both have moved (5.2.3), not signed.
    gui.click("Next game");
    gui.start_clocks();
    assert_eq!(gui.colours(), ("Jordi".to_owned(), "Uxía".to_owned()));
    assert_eq!(gui.table(|t| t.setup().round.clone()), "2");
    // The game's screen says which event and round it is, above the players.
    gui.harness.get_by_label("Club match · Round 2");
    gui.play("e2", "e4");
    gui.play("e7", "e5");
    gui.play_offering("g1", "f3");
    gui.click("Black: accept draw");
    assert_eq!(gui.table(|t| t.game().status().ending().map(|e| e.result)), Some(escaque::GameResult::Draw));
    gui.after_the_game();
    gui.harness.get_by_label("Round 2: Jordi – Uxía, ½-½");
    gui.standings_shown(&["Uxía: 1½", "Jordi: ½"]);

    // Game 3: Uxía has White again; Jordi mates with Black.
    gui.click("Next game");
    gui.start_clocks();
    assert_eq!(gui.colours(), ("Uxía".to_owned(), "Jordi".to_owned()));
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        gui.play(from, to);
    }
    assert_eq!(
        gui.table(|t| t.game().status().ending().map(|e| e.result)),
        Some(escaque::GameResult::Win(Color::Black))
    );
    gui.after_the_game();
    gui.harness.get_by_label("Round 3: Uxía – Jordi, 0-1");
    gui.harness.get_by_label("Final standings (Article 10)");
    gui.harness.get_by_label("The series is over.");
    gui.standings_shown(&["Uxía: 1½", "Jordi: 1½"]);
    assert!(gui.harness.query_by_label("Next game").is_none(), "no game after the last round");
    gui
}

/// What python-chess reads in `pgn`: per game, its Round, White, Black, Result, Board, Event
/// and how many moves.
fn python_chess_reads(pgn: &Path) -> String {
    let line = "h['Round'], h['White'], h['Black'], h['Result'], h['Board'], h['Event'], h['Site'], \
                len(list(game.mainline_moves()))";
    gui::common::python_chess_lines(pgn, line).iter().map(|l| format!("{l}\n")).collect()
}

#[test]
fn a_match_of_three_games_alternates_colours_and_scores_each_game_by_article_10() {
    let dir = gui::data_dir("series", "match");
    let mut gui = play_the_match(&dir);
    gui.click("Save the series' PGN…");
    let files = saved(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    assert_eq!(files[0].file_name().unwrap(), "2026-11-23 Club match.pgn");
    gui.harness.get_by_label(&format!("Saved as {}", files[0].display()));

    assert_eq!(
        python_chess_reads(&files[0]),
        "1 Uxía Jordi 1-0 1 Club match Vigo 7\n\
         2 Jordi Uxía 1/2-1/2 1 Club match Vigo 3\n\
         3 Uxía Jordi 0-1 1 Club match Vigo 4\n"
    );
    // pgn-extract reads the three games without a complaint, with their Round and Result tags
    // (`-7`: the seven tags of the roster), and finds the third by its Round tag.
    let pgn_extract = |args: &[&str]| gui::common::pgn_extract(args, &files[0]);
    let roster = pgn_extract(&["-7", "--quiet"]);
    let tags: Vec<&str> = roster.lines().filter(|l| l.starts_with("[Round ") || l.starts_with("[Result ")).collect();
    assert_eq!(
        tags,
        [
            "[Round \"1\"]",
            "[Result \"1-0\"]",
            "[Round \"2\"]",
            "[Result \"1/2-1/2\"]",
            "[Round \"3\"]",
            "[Result \"0-1\"]"
        ]
    );
    let criteria = dir.join("round-3.txt");
    std::fs::write(&criteria, "Round \"3\"\n").unwrap();
    let third = pgn_extract(&[&format!("-t{}", criteria.display()), "--quiet"]);
    assert!(third.contains("[Round \"3\"]") && third.contains("Qh4#") && !third.contains("Qxf7#"), "{third}");

    // The first game's record is the sealed scoresheet, kept with the series as signed: its
    // seal holds.
    let folder = std::fs::read_dir(dir.join("series")).unwrap().next().unwrap().unwrap().path();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
        .arg("verify")
        .arg(folder.join("round-1.pgn"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stdout));
    let series = std::fs::read_to_string(folder.join("series.ron")).unwrap();
    assert!(series.contains("\"Club match\"") && series.contains("round-3.pgn"), "{series}");
}

#[test]
fn a_finished_series_is_reopened_after_a_restart_looked_at_and_exported_again() {
    let dir = gui::data_dir("series", "reopen");
    let mut gui = play_the_match(&dir);
    gui.click("Save the series' PGN…");
    let first = std::fs::read(&saved(&dir)[0]).unwrap();
    drop(gui);
    std::fs::remove_dir_all(dir.join("saved")).unwrap();
    // A series file damaged by something else, beside the match: named, and left as it is.
    let damaged = dir.join("series").join("1").join("series.ron");
    std::fs::create_dir_all(damaged.parent().unwrap()).unwrap();
    std::fs::write(&damaged, "(name: \"Evening\", rounds: two)").unwrap();

    let mut gui = open(&dir);
    assert!(gui.harness.state().game().is_none(), "nothing is left to resume");
    gui.click("A series: a match or a club evening");
    gui.click("Past series");
    gui.harness.get_by_label("Club match, 2026.11.23: 3 of 3 rounds played; Uxía 1½, Jordi 1½");
    let said = format!("{} is damaged and cannot be read (", damaged.display());
    gui.harness.get_by_label_contains(&said);
    assert_eq!(std::fs::read_to_string(&damaged).unwrap(), "(name: \"Evening\", rounds: two)");
    gui.click("Open");
    gui.harness.get_by_label("Final standings (Article 10)");
    gui.standings_shown(&["Uxía: 1½", "Jordi: 1½"]);
    gui.harness.get_by_label("Round 2: Jordi – Uxía, ½-½");
    gui.click("Save the series' PGN…");
    let again = std::fs::read(&saved(&dir)[0]).unwrap();
    assert_eq!(again, first, "the same PGN as when the series was played");
    gui.click("Leave the series");
    gui.harness.get_by_label("Start the game");
}

#[test]
fn a_series_game_interrupted_by_a_restart_is_resumed_and_kept_with_its_series() {
    let dir = gui::data_dir("series", "resume");
    let mut gui = open(&dir);
    start_match(&mut gui);
    gui.play("f2", "f3");
    gui.play("e7", "e5");
    // The window closes in the middle of the first game.
    drop(gui);

    let mut gui = open(&dir);
    // The start screen says which event and round the game waiting belongs to.
    gui.harness.get_by_label("Club match · Round 1");
    gui.click("Resume the game");
    assert_eq!(gui.colours(), ("Uxía".to_owned(), "Jordi".to_owned()));
    gui.click("Start the clocks");
    gui.play("g2", "g4");
    gui.play("d8", "h4");
    gui.after_the_game();
    gui.harness.get_by_label("Round 1: Uxía – Jordi, 0-1");
    gui.standings_shown(&["Jordi: 1", "Uxía: 0"]);
    gui.harness.get_by_label("Jordi has White, Uxía has Black");
    gui.click("Next game");
    gui.start_clocks();
    assert_eq!(gui.colours(), ("Jordi".to_owned(), "Uxía".to_owned()));
}

#[test]
fn in_a_club_evening_the_organiser_pairs_the_next_round() {
    let dir = gui::data_dir("series", "evening");
    let mut gui = open(&dir);
    gui.type_into("White", "Ana");
    gui.type_into("Black", "Bea");
    gui.click("A series: a match or a club evening");
    gui.type_into("Name", "Thursday evening");
    gui.click("Club evening: the players may change each round");
    gui.click("Start the series");
    gui.start_clocks();
    // Ana resigns (5.1.2).
    gui.play("e2", "e4");
    gui.click("White: resign");
    gui.click("Yes, resign");
    gui.after_the_game();
    gui.standings_shown(&["Bea: 1", "Ana: 0"]);
    // The last pair swapped is offered; the organiser puts Carla in Bea's place.
    gui.type_into("White", "Carla");
    gui.type_into("Black", "Ana");
    gui.click("Next game");
    gui.start_clocks();
    assert_eq!(gui.colours(), ("Carla".to_owned(), "Ana".to_owned()));
    assert_eq!(gui.table(|t| t.setup().round.clone()), "2");
}

#[test]
fn article_10_an_arbiters_score_counts_as_given_and_is_kept_exact_in_the_record() {
    let dir = gui::data_dir("series", "arbiter");
    let mut gui = open(&dir);
    start_match(&mut gui);
    gui.play("e2", "e4");
    gui.play("e7", "e5");
    // 11.8: both players persistently refuse to comply: both lose, 0-0.
    gui.harness.key_press(egui::Key::F2);
    gui.settle();
    gui.click("Ground:");
    gui.click("both persistently refuse to comply (Article 11.8)");
    gui.click("End the game");
    gui.click("Confirm");
    assert!(gui.table(|t| t.game().status().ending().is_some()), "the arbiter ended the game");
    gui.after_the_game();
    gui.harness.get_by_label("Round 1: Uxía – Jordi, 0-0");
    gui.standings_shown(&["Uxía: 0", "Jordi: 0"]);
    gui.harness.get_by_label("Uxía 0 – 0 Jordi");
    // The round counts as played: the next game is round 2, colours swapped.
    gui.harness.get_by_label("Next: round 2 of 3");
    gui.click("Save the series' PGN…");
    let pgn = std::fs::read_to_string(&saved(&dir)[0]).unwrap();
    assert!(pgn.contains("[Result \"*\"]") && pgn.contains("[EscaqueScore \"0-0\"]"), "{pgn}");
    // The organiser ends the match there: the standings are final, and kept so.
    gui.click("End the series now");
    gui.harness.get_by_label("Final standings (Article 10)");
    gui.harness.get_by_label("The series is over.");
    assert!(gui.harness.query_by_label("Next game").is_none());
    let folder = std::fs::read_dir(dir.join("series")).unwrap().next().unwrap().unwrap().path();
    assert!(std::fs::read_to_string(folder.join("series.ron")).unwrap().contains("closed: true"));
}

#[test]
fn a_series_is_not_started_without_two_names_or_with_a_setup_that_cannot_start() {
    let dir = gui::data_dir("series", "refused");
    let mut gui = open(&dir);
    gui.type_into("White", "Uxía");
    gui.click("A series: a match or a club evening");
    gui.click("Start the series");
    gui.harness.get_by_label("A series needs the names of both players, and two different names.");
    gui.type_into("Black", "Uxía");
    gui.click("Start the series");
    gui.harness.get_by_label("A series needs the names of both players, and two different names.");
    // Two names, but a start position that is no position: the form says so, and no series is
    // kept.
    gui.type_into("Black", "Jordi");
    // A date not written as PGN writes it.
    gui.type_into("Date", "23/11/2026");
    gui.click("Start the series");
    gui.harness
        .get_by_label("The date is written year.month.day, like 2026.11.23: “23/11/2026” is not a date so written.");
    gui.type_into("Date", "2026.11.23");
    // The FEN's field is there, disabled, before its choice is made (issue 25): the choice is
    // the radio button of that name.
    gui.harness.get_by_role_and_label(egui::accesskit::Role::RadioButton, "from a FEN").click();
    gui.settle();
    let fen = gui.harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "from a FEN");
    fen.focus();
    gui.settle();
    gui.harness.get_by_role_and_label(egui::accesskit::Role::TextInput, "from a FEN").type_text("not a position");
    gui.settle();
    gui.click("Start the series");
    assert!(gui.harness.state().game().is_none(), "no game started");
    gui.harness.get_by_label_contains("not a position");
    assert!(!dir.join("series").exists(), "no series kept");
}

#[test]
fn a_series_game_set_aside_before_its_first_move_is_put_right_and_the_series_goes_on() {
    let dir = gui::data_dir("series", "discarded");
    let mut gui = open(&dir);
    start_match(&mut gui);
    gui.click("Discard: no move made");
    assert!(gui.harness.state().game().is_none(), "the setup form, to put it right");
    gui.harness.get_by_label(
        "The game of Club match, round 1, was set aside before its first move: put the setup right above, then go on with the series.",
    );
    // Put right: the 2014 Laws, say.
    gui.click("2014");
    gui.click("Continue the series");
    gui.start_clocks();
    assert_eq!(gui.colours(), ("Uxía".to_owned(), "Jordi".to_owned()));
    assert_eq!(gui.table(|t| t.setup().edition), escaque::Edition::Fide2014, "as put right on the form");
    assert_eq!(
        gui.table(|t| (t.setup().event.clone(), t.setup().round.clone())),
        ("Club match".to_owned(), "1".to_owned())
    );
    // Played and kept as the series' first game.
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        gui.play(from, to);
    }
    gui.after_the_game();
    gui.harness.get_by_label("Round 1: Uxía – Jordi, 0-1");
}

/// Waits until the live file's writing thread has written what it was given, and runs frames
/// for the window to take what came of it.
fn live_written(gui: &mut Gui) {
    if let Some(live) = gui.harness.state().live() {
        live.wait_written();
    }
    gui.settle();
    if let Some(live) = gui.harness.state().live() {
        live.wait_written();
    }
}

/// The settings' live file, on, for board 4 of a room, saved where the app reads them.
fn live_on(dir: &Path, room: &Path) {
    let settings = escaque::platform::settings::Settings {
        live: escaque::record::live::LiveSettings { on: true, folder: room.to_owned(), board: 4, ..Default::default() },
        ..Default::default()
    };
    settings.save(&dir.join("settings.ron")).unwrap();
}

/// The live file goes on through a series (review of issue 17): the second game, started
/// without the form, still writes it and the settings keep its folder; each round writes its
/// own folder (`round-1/`, `round-2/`, as lichess's broadcaster watches a folder per round), so
/// round 2 never writes over round 1; and the board is one number: the form's series "Board"
/// is the live file's, and the live file and the series' record carry the same Board and Round.
#[test]
fn the_live_file_follows_a_series_round_by_round_with_one_board_number() {
    let dir = gui::data_dir("gui-series", "live");
    let room = dir.join("room");
    live_on(&dir, &room);
    let mut gui = open(&dir);
    start_match(&mut gui);
    live_written(&mut gui);
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        gui.play(from, to);
    }
    live_written(&mut gui);
    gui.after_the_game();
    gui.click("Next game");
    gui.start_clocks();
    assert_eq!(gui.table(|t| t.setup().round.clone()), "2");
    let saved = escaque::platform::settings::Settings::load(&dir.join("settings.ron")).settings.live;
    assert_eq!(
        (saved.on, saved.folder.clone(), saved.board),
        (true, room.clone(), 4),
        "the settings keep the live file"
    );
    gui.play("e2", "e4");
    live_written(&mut gui);
    let round_1 = std::fs::read_to_string(room.join("round-1").join("board-4.pgn")).unwrap();
    let round_2 = std::fs::read_to_string(room.join("round-2").join("board-4.pgn")).unwrap();
    assert!(round_1.contains("[Round \"1\"]") && round_1.contains("Qh4#") && round_1.contains("[Result \"0-1\"]"));
    assert!(
        round_2.contains("[Round \"2\"]") && round_2.contains("1. e4 { [%clk") && round_2.contains("[Result \"*\"]")
    );
    assert!(!room.join("board-4.pgn").exists(), "a series writes to its rounds' folders only");
    // One board: the series' and the live file's.
    let folder = std::fs::read_dir(dir.join("series")).unwrap().next().unwrap().unwrap().path();
    let series = escaque::series::store::load(&folder).unwrap();
    assert_eq!(series.board, 4, "the form's series board is the live file's");
    let record = std::fs::read_to_string(folder.join(&series.games[0].record)).unwrap();
    let tag = |text: &str, name: &str| {
        let start = format!("[{name} \"");
        text.lines().find_map(|l| l.strip_prefix(&start).map(|v| v.trim_end_matches("\"]").to_owned()))
    };
    for name in ["Board", "Round", "White", "Black", "Result"] {
        assert_eq!(tag(&record, name), tag(&round_1, name), "{name}: the live file and the series' record agree");
    }
    assert_eq!(tag(&record, "Board").as_deref(), Some("4"));
    let _ = std::fs::remove_dir_all(&dir);
}

const ADJOURN: &str = "Adjourn the game: the player on move seals a move (Guidelines I.1.1)";

/// Adjourns the game on screen: the arbiter calls it, the player on move seals `sealed`.
fn adjourn(gui: &mut Gui, sealed: &str) {
    gui.click("Arbiter's panel (F2)");
    gui.click(ADJOURN);
    gui.click("Confirm");
    gui.harness.get_by_label("Sealed move").focus();
    gui.settle();
    gui.harness.get_by_label("Sealed move").type_text(sealed);
    gui.settle();
    gui.click("Seal the envelope");
    assert!(gui.table(|t| t.is_adjourned()));
}

/// An adjourned game of a series (Guidelines I, review of issue 17): the envelope's screen
/// leads to the series' standings like the other after-game buttons; the game stays its
/// round's game, shown adjourned, and the series goes on to the next round (not the same round
/// again from the start). Resumed later from its envelope, it is the series' game again, and
/// once finished it counts in the standings in its round's place.
#[test]
fn guidelines_i_an_adjourned_series_game_stays_its_rounds_game_and_counts_once_finished() {
    let dir = gui::data_dir("gui-series", "adjourned");
    let mut gui = open(&dir);
    start_match(&mut gui);
    for (from, to) in [("e2", "e4"), ("e7", "e5")] {
        gui.play(from, to);
    }
    adjourn(&mut gui, "Nf3");
    gui.click("The series' standings");
    assert!(gui.harness.state().game().is_none(), "the screen between games");
    gui.harness.get_by_label("Round 1: Uxía – Jordi, adjourned (to be finished)");
    gui.harness.get_by_label("Next: round 2 of 3");
    gui.standings_shown(&["Uxía: 0", "Jordi: 0"]);
    gui.click("Next game");
    gui.start_clocks();
    assert_eq!(gui.table(|t| (t.setup().round.clone(), t.game().plies().len())), ("2".to_owned(), 0));
    assert_eq!(gui.colours(), ("Jordi".to_owned(), "Uxía".to_owned()));
    // Round 2: Jordi has White and is mated.
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        gui.play(from, to);
    }
    gui.after_the_game();
    gui.standings_shown(&["Uxía: 1", "Jordi: 0"]);
    gui.harness.get_by_label("Next: round 3 of 3");
    gui.click("Leave the series");

    // Later: the envelope is opened from the start screen (as "Open an envelope…" does with
    // the file chosen), and the game is that series' round 1 again.
    let envelope = std::fs::read_dir(dir.join("adjourned")).unwrap().next().unwrap().unwrap().path();
    gui.harness.state_mut().execute(escaque::ui::AppCommand::OpenEnvelope(envelope).into());
    gui.settle();
    assert!(gui.table(|t| t.is_adjourned()));
    // The arbiter opens the envelope (I.7), sees what was written, then plays it (I.9.1).
    gui.click("Open the envelope (Guidelines I.7)");
    gui.click("Confirm");
    gui.click("Play the sealed move (Guidelines I.9.1)");
    gui.click("Confirm");
    assert_eq!(gui.table(|t| t.game().plies().len()), 3, "the sealed Nf3 is played");
    gui.click("Black: resign");
    gui.click("Yes, resign");
    gui.after_the_game();
    gui.harness.get_by_label("Round 1: Uxía – Jordi, 1-0");
    assert!(!gui.shows_label("Round 1: Uxía – Jordi, adjourned (to be finished)"));
    gui.standings_shown(&["Uxía: 2", "Jordi: 0"]);
    gui.harness.get_by_label("Next: round 3 of 3");
    let folder = std::fs::read_dir(dir.join("series")).unwrap().next().unwrap().unwrap().path();
    let series = escaque::series::store::load(&folder).unwrap();
    let rounds: Vec<(u32, bool, Option<String>)> =
        series.games.iter().map(|g| (g.round, g.adjourned, g.score.map(|s| s.to_string()))).collect();
    assert_eq!(rounds, [(1, false, Some("1-0".to_owned())), (2, false, Some("0-1".to_owned()))]);
    // The finished game has the round's own record; the record at the adjournment stays beside.
    assert_eq!(series.games[0].record, "round-1.pgn");
    let at_adjournment = std::fs::read_to_string(folder.join("round-1-adjourned.pgn")).unwrap();
    assert!(at_adjournment.contains("[Result \"*\"]"), "{at_adjournment}");

    // Round 3, the last, adjourned too: no game is left to start, but the series is not over.
    gui.click("Next game");
    gui.start_clocks();
    gui.play("e2", "e4");
    adjourn(&mut gui, "e5");
    gui.click("The series' standings");
    let article = "Article 10";
    assert!(
        gui.shows_label(&format!("Standings ({article})")) && !gui.shows_label(&format!("Final standings ({article})"))
    );
    assert!(!gui.shows_label("The series is over."));
    gui.harness.get_by_label_contains("Adjourned, still to be finished: round 3.");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The folder of the one series kept in `dir`.
fn only_series(dir: &Path) -> PathBuf {
    let folders: Vec<PathBuf> = std::fs::read_dir(dir.join("series")).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(folders.len(), 1, "{folders:?}");
    folders[0].clone()
}

/// The only series' folder under `dir` replaced by a regular file, so that nothing can be
/// written in it (tests run as root: permissions would not stop a write): the folder and its
/// `series.ron`, to put it right later.
fn series_folder_made_a_file(dir: &Path) -> (PathBuf, Vec<u8>) {
    let folder = only_series(dir);
    let kept = std::fs::read(folder.join("series.ron")).unwrap();
    std::fs::remove_dir_all(&folder).unwrap();
    std::fs::write(&folder, "a file where the series' folder was").unwrap();
    (folder, kept)
}

/// Review of issue 17: a series game whose record the disk refuses is not lost (it was dropped
/// and the same round offered again). Here the series' folder is gone, a file in its place
/// (tests run as root, so permissions would not stop the write): the screen says which file
/// could not be written and why, offers "Try again", and starts no round meanwhile; once the
/// folder is put right, trying again keeps the game and the series goes on.
#[test]
fn a_series_game_whose_record_cannot_be_written_waits_and_is_kept_on_trying_again() {
    let dir = gui::data_dir("gui-series", "unwritable");
    let mut gui = open(&dir);
    start_match(&mut gui);
    // Uxía, White, is mated in round 1.
    gui.fools_mate();
    let (folder, kept) = series_folder_made_a_file(&dir);

    gui.after_the_game();
    gui.harness.get_by_label_contains("Round 1 (Uxía – Jordi, 0-1) is not kept with the series yet");
    let refused =
        format!("Cannot write {}: a file stands where a folder should be", folder.join("round-1.pgn").display());
    gui.harness.get_by_label(&refused);
    for gone in ["Next game", "End the series now", "Leave the series", "Past series"] {
        assert!(gui.harness.query_by_label(gone).is_none(), "{gone} is not offered while the game waits");
    }
    // "Continue the series" (the setup form's way on) starts nothing either.
    gui.harness.state_mut().execute(escaque::ui::SeriesCommand::NextGame.into());
    gui.settle();
    assert!(gui.harness.state().game().is_none(), "no round starts while the game waits");

    // Tried again with the folder still a file: it waits on, saying so, its journal kept.
    gui.click("Try again");
    gui.harness.get_by_label(&refused);
    assert!(gui.harness.query_by_label("Next game").is_none());
    assert!(dir.join("current.journal").exists(), "the journal stays while the game waits");

    // Put right: the folder again, with its series file.
    std::fs::remove_file(&folder).unwrap();
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("series.ron"), &kept).unwrap();
    gui.click("Try again");
    gui.harness.get_by_label("Round 1 is now kept with the series.");
    gui.harness.get_by_label("Round 1: Uxía – Jordi, 0-1");
    gui.standings_shown(&["Jordi: 1", "Uxía: 0"]);
    gui.harness.get_by_label("Next: round 2 of 3");
    let series = escaque::series::store::load(&folder).unwrap();
    assert_eq!(series.games.len(), 1);
    let record = std::fs::read_to_string(folder.join(&series.games[0].record)).unwrap();
    assert!(record.contains("Qh4#") && record.contains("[Result \"0-1\"]"), "{record}");
    assert!(!dir.join("current.journal").exists(), "kept, the game's journal goes with the games");
    gui.click("Next game");
    gui.start_clocks();
    assert_eq!(gui.colours(), ("Jordi".to_owned(), "Uxía".to_owned()));
    assert_eq!(gui.table(|t| t.setup().round.clone()), "2");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Review of issue 17: a game waiting to be kept lived only in memory, and its journal was
/// filed with the games; the app closed before the disk took the record, the series had lost
/// the game and offered its round to be played again. The journal now stays until the game is
/// kept: the next start offers the game, and it is kept with its series as its round.
#[test]
fn a_series_game_still_waiting_when_the_app_closes_is_offered_again_and_kept_as_its_round() {
    let dir = gui::data_dir("gui-series", "waiting-closed");
    let mut gui = open(&dir);
    start_match(&mut gui);
    // Uxía, White, is mated in round 1.
    gui.fools_mate();
    let (folder, kept) = series_folder_made_a_file(&dir);
    gui.after_the_game();
    gui.harness.get_by_label_contains("Round 1 (Uxía – Jordi, 0-1) is not kept with the series yet");
    // The disk still refuses; the window is closed.
    drop(gui);
    assert!(dir.join("current.journal").exists(), "the waiting game's journal is not filed away");

    // The folder put right, the app started again on the same data folder.
    std::fs::remove_file(&folder).unwrap();
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("series.ron"), &kept).unwrap();
    let mut gui = open(&dir);
    gui.harness.get_by_label("A finished game was not signed");
    gui.harness.get_by_label("Club match · Round 1");
    gui.click("Sign its scoresheet");
    gui.after_the_game();
    gui.harness.get_by_label("Round 1: Uxía – Jordi, 0-1");
    gui.standings_shown(&["Jordi: 1", "Uxía: 0"]);
    gui.harness.get_by_label("Next: round 2 of 3");
    let series = escaque::series::store::load(&folder).unwrap();
    let games: Vec<(u32, &str)> = series.games.iter().map(|g| (g.round, g.record.as_str())).collect();
    assert_eq!(games, [(1, "round-1.pgn")], "kept as round 1, once");
    let record = std::fs::read_to_string(folder.join("round-1.pgn")).unwrap();
    assert!(record.contains("Qh4#") && record.contains("[Result \"0-1\"]"), "{record}");
    assert!(!dir.join("current.journal").exists(), "kept, the game's journal goes with the games");
    // Not played again: the next game is round 2, the colours swapped.
    gui.click("Next game");
    gui.start_clocks();
    assert_eq!(gui.colours(), ("Jordi".to_owned(), "Uxía".to_owned()));
    assert_eq!(gui.table(|t| t.setup().round.clone()), "2");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The setup form's series section, open, filled for "Club match" again, and started.
fn start_again_as_club_match(gui: &mut Gui) {
    gui.type_into("Name", "Club match");
    gui.type_into("Site", "Vigo");
    gui.type_into("Date", "2026.11.23");
    gui.click("Start the series");
    gui.start_clocks();
}

/// Review of issue 17: a resumed game was matched to a series by its event's name alone. Two
/// series of the same name (last week's match and this week's): the game of the older one,
/// interrupted by a restart, is resumed and kept with its own series (the id its journal
/// carries), not with the newer one listed first.
#[test]
fn a_resumed_game_is_kept_with_its_own_series_not_another_of_the_same_name() {
    let dir = gui::data_dir("gui-series", "same-name");
    let mut gui = open(&dir);
    start_match(&mut gui);
    gui.click("Discard: no move made");
    start_again_as_club_match(&mut gui);
    gui.click("Discard: no move made");
    // Two series named "Club match"; the older is listed second. Its next game is played.
    let listed = escaque::series::store::Store::new(&dir).list();
    assert_eq!(listed.len(), 2);
    let names: Vec<String> = listed.iter().map(|f| f.series.as_ref().unwrap().name.clone()).collect();
    assert_eq!(names, ["Club match", "Club match"]);
    gui.click("Past series");
    gui.harness.query_all_by_label("Open").nth(1).expect("two series listed").click();
    gui.settle();
    gui.click("Next game");
    gui.start_clocks();
    let older = listed[1].series.as_ref().unwrap().id.clone();
    assert_eq!(gui.table(|t| t.setup().series_id.clone()), older, "the game names its series");
    gui.play("f2", "f3");
    gui.play("e7", "e5");
    drop(gui);

    let mut gui = open(&dir);
    gui.click("Resume the game");
    gui.click("Start the clocks");
    gui.play("g2", "g4");
    gui.play("d8", "h4");
    gui.after_the_game();
    gui.harness.get_by_label("Round 1: Uxía – Jordi, 0-1");
    let games =
        |found: &escaque::series::store::Found| escaque::series::store::load(&found.folder).unwrap().games.len();
    assert_eq!((games(&listed[0]), games(&listed[1])), (0, 1), "kept with the older series, its own");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A journal written before series had ids, of a series kept before ids: the game is still
/// recognised by the event's name, as it was then, and kept with its series.
#[test]
fn a_game_whose_journal_is_from_before_series_ids_is_still_kept_with_its_series() {
    let dir = gui::data_dir("gui-series", "before-ids");
    let mut gui = open(&dir);
    start_match(&mut gui);
    gui.play("f2", "f3");
    gui.play("e7", "e5");
    drop(gui);
    // Both files as the previous version wrote them: no `id` in the series, no `series_id` in
    // the journal's setup line (its checksum made again).
    let folder = only_series(&dir);
    let series = std::fs::read_to_string(folder.join("series.ron")).unwrap();
    let without: Vec<&str> = series.lines().filter(|l| !l.trim_start().starts_with("id:")).collect();
    assert_eq!(without.len() + 1, series.lines().count(), "{series}");
    std::fs::write(folder.join("series.ron"), without.join("\n") + "\n").unwrap();
    assert_eq!(escaque::series::store::load(&folder).unwrap().id, "");
    let journal = dir.join("current.journal");
    let text = std::fs::read_to_string(&journal).unwrap();
    let mut lines: Vec<String> = text.lines().map(str::to_owned).collect();
    let setup = escaque::table::journal::checked(&lines[1]).unwrap().to_owned();
    let at = setup.find(",series_id:\"").expect("the journal names the series");
    let end = at + 12 + setup[at + 12..].find('"').unwrap() + 1;
    lines[1] = escaque::table::journal::sealed(&format!("{}{}", &setup[..at], &setup[end..]));
    assert!(!lines[1].contains("series_id"));
    std::fs::write(&journal, lines.join("\n") + "\n").unwrap();

    let mut gui = open(&dir);
    gui.click("Resume the game");
    assert_eq!(gui.table(|t| t.setup().series_id.clone()), "");
    gui.click("Start the clocks");
    gui.play("g2", "g4");
    gui.play("d8", "h4");
    gui.after_the_game();
    gui.harness.get_by_label("Round 1: Uxía – Jordi, 0-1");
    assert_eq!(escaque::series::store::load(&folder).unwrap().games.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The organiser's view on `room`, with its own mock clock, after its first look.
fn organisers_view(room: &Path, time: &escaque::platform::time::MockTime) -> egui_kittest::Harness<'static, FollowApp> {
    let config = FollowConfig {
        sources: vec![room.to_owned()],
        lang: escaque::i18n::Lang::En,
        time: std::sync::Arc::new(time.clone()),
    };
    let mut view =
        egui_kittest::Harness::builder().with_size([1280.0, 800.0]).build_eframe(move |cc| FollowApp::new(cc, config));
    looked(&mut view);
    view
}

/// Runs the view's frames, lets its poller answer, and runs the frames that show the answer.
fn looked(view: &mut egui_kittest::Harness<'static, FollowApp>) {
    view.run_steps(3);
    assert!(view.state().wait_polled(std::time::Duration::from_secs(30)), "the poller answered");
    view.run_steps(2);
}

/// Issue 30, the two failures an organiser met. The event and site typed under "Event and
/// players" (not in the series' own fields) were dropped by the series: every game said
/// `[Event "?"]`. And the organiser's view, opened on the room's folder, said "no boards yet"
/// for a series, which writes `round-1/board-4.pgn`, and never saw round 2. Now the series
/// keeps them (its PGN, each game's record and the live files carry them), and the view shows
/// the current round's boards, saying which round, and goes on to round 2 when it starts.
#[test]
fn the_organisers_view_follows_a_series_round_folders_and_the_series_keeps_the_forms_event() {
    let dir = gui::data_dir("gui-series", "rounds-event");
    let room = dir.join("room");
    live_on(&dir, &room);
    let mut gui = open(&dir);
    gui.type_into("White", "Uxía");
    gui.type_into("Black", "Jordi");
    gui.click("Event and players");
    gui.type_into("Event", "Club evening");
    gui.type_into("Site", "Vigo");
    // Folded again, so that the series' fields are in sight, below.
    gui.click("Event and players");
    gui.click("A series: a match or a club evening");
    gui.type_into("Date", "2026.11.27");
    gui.click("Start the series");
    gui.start_clocks();
    assert_eq!(
        gui.table(|t| (t.setup().event.clone(), t.setup().site.clone())),
        ("Club evening".to_owned(), "Vigo".to_owned())
    );
    live_written(&mut gui);

    let time = escaque::platform::time::MockTime::default();
    let mut view = organisers_view(&room, &time);
    assert!(view.query_by_label_contains("No boards yet").is_none(), "the round folder is found");
    assert!(view.query_by_label("Showing round 1").is_some(), "the view says which round it shows");
    assert!(view.query_by_label("Board 4 · round 1").is_some());
    assert!(view.query_by_label_contains("Uxía").is_some());

    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        gui.play(from, to);
    }
    live_written(&mut gui);
    gui.after_the_game();
    gui.click("Save the series' PGN…");
    gui.click("Next game");
    gui.start_clocks();
    gui.play("e2", "e4");
    live_written(&mut gui);

    // Round 2's first file has appeared: the next look shows round 2, and round 1's board goes.
    time.advance(escaque::ui::follow::POLL_EVERY);
    looked(&mut view);
    assert!(view.query_by_label("Showing round 2").is_some(), "round 2 is shown once it starts");
    assert!(view.query_by_label("Board 4 · round 2").is_some());
    assert!(view.query_by_label("Board 4 · round 1").is_none(), "round 1's board is not this round's");
    assert!(view.query_by_label("Last move: 1. e4").is_some());

    // The series' PGN, the game's record kept with the series and both live files carry the
    // event and the site typed on the form.
    let files = saved(&dir);
    assert_eq!(files.len(), 1, "{files:?}");
    assert_eq!(python_chess_reads(&files[0]), "1 Uxía Jordi 0-1 4 Club evening Vigo 4\n");
    let folder = std::fs::read_dir(dir.join("series")).unwrap().next().unwrap().unwrap().path();
    let series = escaque::series::store::load(&folder).unwrap();
    assert_eq!((series.name.as_str(), series.site.as_str()), ("Club evening", "Vigo"));
    let record = std::fs::read_to_string(folder.join(&series.games[0].record)).unwrap();
    for text in [
        record,
        std::fs::read_to_string(room.join("round-1/board-4.pgn")).unwrap(),
        std::fs::read_to_string(room.join("round-2/board-4.pgn")).unwrap(),
    ] {
        assert!(text.contains("[Event \"Club evening\"]") && text.contains("[Site \"Vigo\"]"), "{text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
