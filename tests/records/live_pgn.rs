//! A board others can follow (issue 17): the live PGN written after every completed move is
//! always a whole game for a reader polling it from another thread, and its last state is the
//! game's record; the app writes it as the game goes on and says so when it cannot; the
//! organiser's view shows the boards of a folder and follows a file as it changes. Time is a
//! mock moved by hand; nothing sleeps.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use crate::gui;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use escaque::clock::SECOND;
use escaque::platform::settings::Settings;
use escaque::platform::time::MockTime;
use escaque::record::live::{LiveSettings, LiveWriter, live_pgn};
use escaque::record::sheet::{EventInfo, from_table, table_pgn_of_event};
use escaque::table::Table;
use escaque::ui::follow::{FollowApp, FollowConfig, POLL_EVERY, SLOW_AFTER};
use gui::{App, Gui};

use gui::common::Play;
use shakmaty::{CastlingMode, Chess, Position, san::San};

impl Gui {
    /// Lets the live file's writing thread write what it was given, and runs frames for the
    /// window to take what came of it (the window itself never waits on the thread).
    fn written(&mut self) {
        if let Some(live) = self.harness.state().live() {
            live.wait_written();
        }
        self.settle();
        if let Some(live) = self.harness.state().live() {
            live.wait_written();
        }
    }
}

/// Morphy's opera game (Paris, 1858): 33 plies ending in mate.
const OPERA: &str = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 \
                     Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";

/// The moves of a game in SAN, as UCI for the table's events.
fn uci_moves(sans: &str) -> Vec<shakmaty::uci::UciMove> {
    let mut position = Chess::default();
    sans.split_whitespace()
        .map(|san| {
            let mv = san.trim_end_matches(['+', '#']).parse::<San>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(mv);
            mv.to_uci(CastlingMode::Standard)
        })
        .collect()
}

fn info(board: u32) -> EventInfo {
    gui::common::club_info("2026.11.23", "3", board)
}

use gui::common::club_table as table;

/// What python-chess makes of each text: one line per text, `moves result white black round
/// board clocks` or `ERROR ...`; one process for all of them.
fn python_chess(texts: &[String]) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("escaque-live-python-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("texts.json");
    let json = format!(
        "[{}]",
        texts
            .iter()
            .map(|t| format!("\"{}\"", t.replace('\\', "\\\\").replace('"', "\\\"").replace('\n', "\\n")))
            .collect::<Vec<_>>()
            .join(",")
    );
    std::fs::write(&input, json).unwrap();
    let script = r#"
import io, json, sys, chess.pgn
for text in json.load(open(sys.argv[1], encoding="utf-8")):
    stream = io.StringIO(text)
    game = chess.pgn.read_game(stream)
    if game is None:
        print("ERROR no game"); continue
    if game.errors:
        print("ERROR", game.errors); continue
    if chess.pgn.read_game(stream) is not None:
        print("ERROR a second game"); continue
    h = game.headers
    clocks = ",".join(str(int(n.clock())) if n.clock() is not None else "-" for n in game.mainline())
    moves = len(list(game.mainline_moves()))
    print(moves, h["Result"], h["White"], h["Black"], h["Round"], h.get("Board", "-"), h.get("TimeControl", "-"), clocks or "none", sep="|")
"#;
    let out = std::process::Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(&input)
        .output()
        .expect("python3 with python-chess (scripts/setup-debian installs it)");
    assert!(out.status.success(), "python-chess: {}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
    String::from_utf8(out.stdout).unwrap().lines().map(str::to_owned).collect()
}

/// The issue's test: one writer plays a whole game, writing the live file after every move; a
/// reader in another thread reads it as fast as it can and keeps every distinct content. Every
/// read is a whole game python-chess reads without error (never torn, never empty), the games
/// grow a move at a time, and the last read is the game's record: byte for byte the PGN of the
/// finished game with its `[%clk]` (what `escaque replay` prints), and game for game (moves,
/// clocks, result, players) the full scoresheet the players sign, which carries `[%emt]` and
/// the ending's note besides.
#[test]
fn a_reader_polling_the_live_file_always_reads_a_whole_game_and_last_the_record() {
    let dir = gui::data_dir("live", "race");
    let path = dir.join("board-1.pgn");
    let stop = Arc::new(AtomicBool::new(false));
    // How many distinct contents the reader has seen, for the writer to wait on.
    let seen_count = Arc::new(AtomicUsize::new(0));
    let reader = {
        let (path, stop, seen_count) = (path.clone(), stop.clone(), seen_count.clone());
        std::thread::spawn(move || {
            let mut reads = 0u64;
            let mut absent = 0u64;
            let mut empty = 0u64;
            let mut seen: Vec<String> = Vec::new();
            loop {
                // Read once more after the stop, so that the last state is surely seen.
                let last_round = stop.load(Ordering::SeqCst);
                match std::fs::read(&path) {
                    Ok(bytes) => {
                        reads += 1;
                        if bytes.is_empty() {
                            empty += 1;
                        }
                        let text = String::from_utf8(bytes).expect("the live file is UTF-8");
                        if seen.last() != Some(&text) {
                            seen.push(text);
                            seen_count.store(seen.len(), Ordering::SeqCst);
                        }
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound && seen.is_empty() => absent += 1,
                    Err(e) => panic!("the live file could not be read after it was first written: {e}"),
                }
                if last_round {
                    return (reads, absent, empty, seen);
                }
            }
        })
    };

    let mut writer = LiveWriter::new(path.clone(), info(1));
    let mut game = table("Paul Morphy", "Duke Karl / Count Isouard");
    let mut at = 0;
    let mut writes = 0;
    let wait_for_reader = |writes: usize| {
        // Not a sleep: the writer goes on as soon as the reader has read this state, so that
        // every state is seen; the bound only stops a broken test from hanging.
        let started = std::time::Instant::now();
        while seen_count.load(Ordering::SeqCst) < writes {
            assert!(started.elapsed().as_secs() < 60, "the reader never saw write {writes}");
            std::thread::yield_now();
        }
    };
    assert!(matches!(writer.update(&game, 0), Some(Ok(()))));
    writes += 1;
    wait_for_reader(writes);
    for (i, uci) in uci_moves(OPERA).iter().enumerate() {
        at += (3 + (i as u64 % 7)) * SECOND;
        game.play(at, uci);
        match writer.update(&game, at) {
            Some(Ok(())) => writes += 1,
            other => panic!("move {i}: the live file was not written: {other:?}"),
        }
        wait_for_reader(writes);
    }
    assert_eq!(game.game().status().ending().map(|e| e.result.pgn()), Some("1-0"));
    stop.store(true, Ordering::SeqCst);
    let (reads, absent, empty, seen) = reader.join().unwrap();
    println!("{reads} reads ({absent} before the file existed), {} distinct contents, {writes} writes", seen.len());
    assert_eq!(empty, 0, "a read found the file empty");
    assert_eq!(seen.len(), writes, "every state written was read, and nothing else");

    let mut texts = seen.clone();
    let record = from_table(&game, &info(1)).to_pgn();
    texts.push(record.clone());
    let parsed = python_chess(&texts);
    assert_eq!(parsed.len(), texts.len());
    for (i, line) in parsed[..seen.len()].iter().enumerate() {
        assert!(!line.starts_with("ERROR"), "read {i} is not a whole game: {line}\n{}", seen[i]);
        let fields: Vec<&str> = line.split('|').collect();
        // One more move in each state; the result open until the mate.
        assert_eq!(fields[0], i.to_string(), "state {i}: {line}");
        let result = if i == seen.len() - 1 { "1-0" } else { "*" };
        assert_eq!(fields[1], result, "state {i}: {line}");
        assert_eq!(&fields[4..7], ["3", "1", "600+5"], "Round, Board and TimeControl: {line}");
    }
    // The last read is the record of the finished game.
    let last = seen.last().unwrap();
    assert_eq!(last, &live_pgn(&game, &info(1)));
    assert_eq!(last, &table_pgn_of_event(&game, &info(1)), "byte for byte the game's PGN with [%clk]");
    assert_eq!(
        parsed[seen.len() - 1],
        parsed[seen.len()],
        "game for game the scoresheet: moves, result, players, tags and every [%clk]"
    );
    assert!(record.contains("[%emt") && !last.contains("[%emt"), "the sheet has more than the live file");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A settings file written before the live file existed reads with it off.
#[test]
fn an_old_settings_file_has_the_live_file_off() {
    let dir = gui::data_dir("live", "old-settings");
    let path = dir.join("settings.ron");
    std::fs::write(&path, "(muted: true, white_key: \"Z\")").unwrap();
    let loaded = Settings::load(&path);
    assert_eq!(loaded.problem, None);
    assert!(loaded.settings.muted);
    assert_eq!(loaded.settings.live, LiveSettings::default());
    assert_eq!(loaded.settings.live.path("1"), None, "off by default");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Settings with the live file on, in `folder`, for board `board`, saved where the app reads
/// them.
fn live_settings(dir: &Path, folder: &Path, board: u32) {
    let mut settings = Settings {
        live: LiveSettings { on: true, folder: folder.to_owned(), board, ..LiveSettings::default() },
        ..Settings::default()
    };
    settings.setup.round = "2".to_owned();
    settings.setup.white = "Uxía".to_owned();
    settings.setup.black = "Breixo".to_owned();
    settings.save(&dir.join("settings.ron")).unwrap();
}

/// The app writes the live file as the game goes on: the empty game when it starts, then
/// after each completed move, with the board's number and the round.
#[test]
fn the_app_writes_the_live_file_after_every_completed_move() {
    let dir = gui::data_dir("live", "app");
    let room = dir.join("room");
    live_settings(&dir, &room, 4);
    let time = MockTime::default();
    let mut gui = App::on(&dir).time(&time).open();
    gui.start();
    gui.written();
    let file = room.join("round-2/board-4.pgn");
    let text = || std::fs::read_to_string(&file).unwrap();
    assert!(text().contains("[Board \"4\"]") && text().contains("[Round \"2\"]") && text().ends_with("\n\n*\n"));
    gui.time.advance(2 * SECOND);
    gui.square("e2");
    gui.square("e4");
    gui.written();
    assert!(!text().contains("e4"), "a move not yet completed by the press is not shown");
    gui.click("White's clock");
    gui.written();
    assert!(text().contains("1. e4 { [%clk"), "{}", text());
    gui.play("e7", "e5");
    gui.written();
    assert!(text().contains("1... e5 { [%clk"), "{}", text());
    assert!(text().contains("[White \"Uxía\"]"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A folder that cannot be written: the window says so, the game goes on and nothing recorded
/// is lost; once the folder can be written the file is there again and the warning goes.
#[test]
fn a_live_folder_that_cannot_be_written_is_said_and_the_game_goes_on() {
    let dir = gui::data_dir("live", "blocked");
    // A file stands where the folder should be made.
    let room = dir.join("room");
    std::fs::write(&room, "not a folder").unwrap();
    live_settings(&dir, &room, 1);
    let time = MockTime::default();
    let mut gui = App::on(&dir).time(&time).open();
    gui.start();
    gui.written();
    let warning = "Live game not written: Cannot create the folder";
    assert!(gui.harness.query_by_label_contains(warning).is_some(), "the problem is said");
    gui.play("e2", "e4");
    gui.play("e7", "e5");
    assert_eq!(gui.table(|t| t.game().plies().len()), 2, "the game goes on");
    let journal = std::fs::read_to_string(dir.join("current.journal")).unwrap();
    assert!(journal.contains("e2e4") && journal.contains("e7e5"), "everything is in the journal");
    // Every write handed over so far has failed and been seen to fail; only then is the way
    // cleared, so that the next write is the first that can succeed (the writing thread is
    // its own: without this it could write the last move's text the moment the file goes, and
    // the warning leave the window between a square being found and being clicked).
    gui.written();
    assert!(gui.harness.query_by_label_contains(warning).is_some(), "still said while not written");
    std::fs::remove_file(&room).unwrap();
    gui.play("g1", "f3");
    gui.written();
    let text = std::fs::read_to_string(room.join("round-2/board-1.pgn")).unwrap();
    assert!(text.contains("1. e4 { [%clk") && text.contains("2. Nf3 { [%clk"), "{text}");
    assert!(gui.harness.query_by_label_contains(warning).is_none(), "the warning goes once it is written");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Four games of a room, each a few moves in, written as the boards' laptops write them.
fn four_boards(room: &Path) -> BTreeMap<u32, Table> {
    let games = [
        ("Uxía Fernández", "Breixo Souto", "e4 c5 Nf3 d6"),
        ("Jordi Puig", "Carme Vidal", "d4 Nf6 c4 e6 Nc3"),
        ("Inês Costa", "Duarte Lima", "e4 e5 Nf3 Nc6"),
        ("Lucía Martín", "Pablo Ruiz", "c4"),
    ];
    let mut tables = BTreeMap::new();
    for (board, (white, black, moves)) in (1u32..).zip(games) {
        let mut game = table(white, black);
        let mut at = 0;
        for uci in uci_moves(moves) {
            at += 7 * SECOND;
            game.play(at, &uci);
        }
        let mut writer = LiveWriter::new(room.join(format!("board-{board}.pgn")), info(board));
        assert!(matches!(writer.update(&game, at), Some(Ok(()))));
        tables.insert(board, game);
    }
    tables
}

fn follow(paths: Vec<PathBuf>, time: &MockTime) -> Harness<'static, FollowApp> {
    follow_in(escaque::i18n::Lang::En, paths, time)
}

fn follow_in(lang: escaque::i18n::Lang, paths: Vec<PathBuf>, time: &MockTime) -> Harness<'static, FollowApp> {
    follow_sized(lang, paths, time, [1280.0, 800.0])
}

fn follow_sized(
    lang: escaque::i18n::Lang,
    paths: Vec<PathBuf>,
    time: &MockTime,
    size: [f32; 2],
) -> Harness<'static, FollowApp> {
    let config = FollowConfig { sources: paths, lang, time: Arc::new(time.clone()) };
    let mut harness = Harness::builder().with_size(size).build_eframe(move |cc| FollowApp::new(cc, config));
    polled(&mut harness);
    harness
}

/// Runs frames (the view asks for a look at the files when one is due), lets the poller's
/// thread answer, and runs frames to show what it found. The window itself never waits.
fn polled(harness: &mut Harness<'static, FollowApp>) {
    harness.run_steps(3);
    assert!(harness.state().wait_polled(Duration::from_secs(30)), "the poller answered");
    harness.run_steps(2);
}

/// The organiser's view opens a folder of four boards and shows each: players, round, clocks,
/// last move; a file rewritten is read again at the next poll (not before), and a file half
/// written by some other tool leaves its board as last read, with a warning.
#[test]
fn the_organisers_view_shows_four_boards_and_follows_a_change() {
    let dir = gui::data_dir("live", "follow");
    let room = dir.join("room");
    let mut tables = four_boards(&room);
    let time = MockTime::default();
    let mut harness = follow(vec![room.clone()], &time);
    for label in ["Board 1 · round 3", "Board 2 · round 3", "Board 3 · round 3", "Board 4 · round 3"] {
        assert!(harness.query_by_label(label).is_some(), "{label} is shown");
    }
    for name in ["Uxía Fernández", "Carme Vidal", "Inês Costa", "Pablo Ruiz"] {
        assert!(harness.query_by_label_contains(name).is_some(), "{name} is shown");
    }
    assert!(harness.query_by_label("Last move: 3. Nc3").is_some());
    assert!(harness.query_by_label("Last move: 1. c4").is_some());
    assert_eq!(harness.query_all_by_label("in play").count(), 4);
    // 10 min + 5 s, 7 s a move: 10:05 at the start, 10:03 after a side's first move, 10:01
    // after its second, 9:59 after its third. Boards 1 and 3: two moves a side; board 2: three
    // for White, two for Black; board 4: one for White, and Black still at the control's 10:00.
    assert_eq!(harness.query_all_by_label("10:01").count(), 5);
    assert_eq!(harness.query_all_by_label("9:59").count(), 1);
    assert_eq!(harness.query_all_by_label("10:03").count(), 1);
    assert_eq!(harness.query_all_by_label("10:00").count(), 1);

    // Board 4 goes on: Black answers 1... e5, and its file is rewritten.
    let board4 = tables.get_mut(&4).unwrap();
    let mut at = 7 * SECOND;
    at += 30 * SECOND;
    board4.play(at, &uci_moves("c4 e5")[1]);
    let mut writer = LiveWriter::new(room.join("board-4.pgn"), info(4));
    assert!(matches!(writer.update(board4, at), Some(Ok(()))));
    let polls = harness.state().polls();
    polled(&mut harness);
    assert_eq!(harness.state().polls(), polls, "no poll before a second has passed");
    assert!(harness.query_by_label("Last move: 1... e5").is_none());
    time.advance(POLL_EVERY);
    polled(&mut harness);
    assert_eq!(harness.state().polls(), polls + 1);
    assert!(harness.query_by_label("Last move: 1... e5").is_some(), "the change is shown at the next poll");
    // Black's clock: 10:05, 30 s used, 5 s back.
    assert!(harness.query_by_label("9:40").is_some());

    // Board 3 half written by a tool that does not write atomically: the last good state stays.
    let whole = std::fs::read_to_string(room.join("board-3.pgn")).unwrap();
    std::fs::write(room.join("board-3.pgn"), &whole[..whole.len() - 10]).unwrap();
    time.advance(POLL_EVERY);
    polled(&mut harness);
    assert!(harness.query_by_label("Last move: 2... Nc6").is_some(), "board 3 keeps its last good state");
    assert!(harness.query_by_label_contains("Last read was not a whole game").is_some(), "with a warning");
    std::fs::write(room.join("board-3.pgn"), &whole).unwrap();
    time.advance(POLL_EVERY);
    polled(&mut harness);
    assert!(harness.query_by_label_contains("Last read was not a whole game").is_none(), "the warning goes");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Review of issue 17: the view read the files in its frame, so a network share that hangs
/// froze the window. The files are read on a thread of their own: while one hangs (here a
/// named pipe, whose reading waits until something is written into it), frames go on with the
/// boards as last read, no other look is piled up, and after a while the view says it is
/// waiting; once the share answers, its board is shown.
#[cfg(unix)]
#[test]
fn a_folder_that_hangs_never_holds_up_the_organisers_view() {
    use std::io::Write;
    let dir = gui::data_dir("live", "follow-hang");
    let room = dir.join("room");
    four_boards(&room);
    let time = MockTime::default();
    let mut harness = follow(vec![room.clone()], &time);
    assert_eq!(harness.query_all_by_label("in play").count(), 4);
    let pipe = room.join("board-5.pgn");
    let made = std::process::Command::new("mkfifo").arg(&pipe).status().expect("mkfifo");
    assert!(made.success());
    let mut game = table("Rosalía Castro", "Manuel Murguía");
    let mut at = 0;
    at += 5 * SECOND;
    game.play(at, &uci_moves("e4")[0]);
    let text = live_pgn(&game, &info(5));
    let (inside_tx, inside) = std::sync::mpsc::channel();
    let (answer, answer_rx) = std::sync::mpsc::channel::<()>();
    let share = {
        let pipe = pipe.clone();
        std::thread::spawn(move || {
            // Opening the pipe waits for its reader: the view looking at the folder.
            let mut file = std::fs::OpenOptions::new().write(true).open(&pipe).unwrap();
            inside_tx.send(()).unwrap();
            // The share hangs until the test lets it answer. A view that read in its frame
            // would still be in that frame, and the test could not: the share gives up waiting.
            let answered_in_time = answer_rx.recv_timeout(Duration::from_secs(30)).is_ok();
            file.write_all(text.as_bytes()).unwrap();
            answered_in_time
        })
    };
    time.advance(POLL_EVERY);
    harness.run_steps(3);
    inside.recv_timeout(Duration::from_secs(30)).expect("the view looks at the pipe");
    let polls = harness.state().polls();
    // The look hangs; the window goes on.
    time.advance(SLOW_AFTER);
    harness.run_steps(3);
    assert_eq!(harness.state().polls(), polls, "no new look is asked for while one hangs");
    assert_eq!(harness.query_all_by_label("in play").count(), 4, "the boards as last read");
    assert!(harness.query_by_label("Last move: 3. Nc3").is_some());
    let waiting = "The folders have not answered for 5 s: the boards show what was last read.";
    assert!(harness.query_by_label(waiting).is_some(), "the view says it is waiting");
    answer.send(()).unwrap();
    assert!(share.join().unwrap(), "the window never waited on the share");
    assert!(harness.state().wait_polled(Duration::from_secs(30)), "the look is answered");
    // Read once: a pipe is never read again unless it changes; taken away all the same.
    std::fs::remove_file(&pipe).unwrap();
    harness.run_steps(2);
    assert!(harness.query_by_label("Board 5 · round 3").is_some(), "the board that hung is shown");
    assert!(harness.query_by_label_contains("Rosalía Castro").is_some());
    assert!(harness.query_by_label(waiting).is_none(), "no longer waiting");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Review of issue 17: an empty band stood above the boards, and four boards stood in one row
/// at the top with the window's lower half empty. At 1280×800 and 1920×1080 the boards start
/// right under the list of folders and are larger than a row of four could make them, and all
/// of each board's text is inside the window; eight boards still fit, in rows.
#[test]
fn the_organisers_view_gives_the_boards_the_whole_window() {
    let dir = gui::data_dir("live", "follow-layout");
    let room = dir.join("room");
    four_boards(&room);
    let time = MockTime::default();
    for (w, h) in [(1280.0, 800.0), (1920.0, 1080.0)] {
        let harness = follow_sized(escaque::i18n::Lang::En, vec![room.clone()], &time, [w, h]);
        let boards = harness.state().drawn_boards().to_vec();
        assert_eq!(boards.len(), 4);
        let folder = harness.get_by_label(&room.display().to_string()).rect();
        let first = harness.get_by_label("Board 1 · round 3").rect();
        let band = first.top() - folder.bottom();
        assert!(band < 30.0, "{w}×{h}: no band above the boards ({band} points)");
        for board in &boards {
            assert!((board.width() - board.height()).abs() < 0.5, "square");
            assert!(board.width() > w / 4.0, "{w}×{h}: {board:?} is larger than a row of four allows");
            assert!(board.right() <= w && board.bottom() <= h, "{w}×{h}: {board:?} is inside the window");
        }
        for name in ["Uxía Fernández", "Breixo Souto", "Lucía Martín", "Pablo Ruiz"] {
            let label = harness.get_by_label_contains(name).rect();
            assert!(label.right() <= w && label.bottom() <= h, "{w}×{h}: {name} is inside the window: {label:?}");
        }
        for last in ["Last move: 2... d6", "Last move: 1. c4"] {
            assert!(harness.get_by_label(last).rect().bottom() <= h, "{w}×{h}: {last} is inside the window");
        }
    }
    // Eight boards: all inside the window.
    let more = dir.join("more");
    four_boards(&more);
    let harness = follow_sized(escaque::i18n::Lang::En, vec![room.clone(), more], &time, [1280.0, 800.0]);
    let boards = harness.state().drawn_boards();
    assert_eq!(boards.len(), 8);
    assert!(boards.iter().all(|b| b.right() <= 1280.0 && b.bottom() <= 800.0), "{boards:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A result, a file given by itself, and a folder that is not there: the view says what it can.
#[test]
fn the_organisers_view_shows_a_result_and_a_missing_folder() {
    let dir = gui::data_dir("live", "follow-result");
    let file = dir.join("final.pgn");
    let mut game = table("Ana", "Breixo");
    let mut at = 0;
    for uci in uci_moves("f3 e5 g4 Qh4#") {
        at += 2 * SECOND;
        game.play(at, &uci);
    }
    std::fs::write(&file, live_pgn(&game, &info(9))).unwrap();
    let time = MockTime::default();
    let harness = follow(vec![file, dir.join("no-such-folder")], &time);
    assert!(harness.query_by_label("0-1").is_some(), "the result is shown");
    assert!(harness.query_by_label("in play").is_none());
    assert!(harness.query_by_label("Last move: 2... Qh4#").is_some());
    assert!(harness.query_by_label_contains("no-such-folder cannot be read").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Sends one HTTP request by hand and returns the status line and the body.
fn http(addr: std::net::SocketAddr, method: &str, path: &str) -> (String, String) {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(addr).unwrap();
    write!(stream, "{method} {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").unwrap();
    let mut reply = String::new();
    stream.read_to_string(&mut reply).unwrap();
    let (head, body) = reply.split_once("\r\n\r\n").unwrap_or((&reply, ""));
    (head.lines().next().unwrap_or_default().to_owned(), body.to_owned())
}

/// The app on a fresh folder whose settings write board 5's live file to `room` and serve it
/// on a free port of the machine's own address, in a window `height` high: the app and `room`.
fn serving(name: &str, height: f32) -> (Gui, std::path::PathBuf) {
    let dir = gui::data_dir("live", name);
    let room = dir.join("room");
    let live =
        LiveSettings { on: true, folder: room.clone(), board: 5, serve: true, port: 0, ..LiveSettings::default() };
    let mut settings = Settings { live, ..Settings::default() };
    (settings.setup.white, settings.setup.black) = ("Uxía".to_owned(), "Breixo".to_owned());
    settings.save(&dir.join("settings.ron")).unwrap();
    let time = MockTime::default();
    (App::on(&dir).height(height).time(&time).open(), room)
}

/// The read-only page, when asked for: the same text as the file after every move, on the
/// machine's own address, refusing anything but reading.
#[test]
fn the_live_game_is_served_read_only_on_the_machines_own_address() {
    let (mut gui, room) = serving("page", 800.0);
    gui.start();
    let addr = gui.harness.state().live().and_then(|l| l.page_addr()).expect("the page is served");
    assert!(addr.ip().is_loopback());
    gui.play("d2", "d4");
    gui.written();
    let file = std::fs::read_to_string(room.join("round-1/board-5.pgn")).unwrap();
    let (status, body) = http(addr, "GET", "/board-5.pgn");
    assert!(status.contains("200"), "{status}");
    assert_eq!(body, file);
    assert!(body.contains("1. d4 { [%clk"));
    assert!(http(addr, "POST", "/").0.contains("405"), "read-only");
    let _ = std::fs::remove_dir_all(room.parent().unwrap());
}

/// The setup form turns the live file on: ticked, a folder typed (the form names the file it
/// will write), and the game started: the file is written and the settings remember it.
#[test]
fn the_setup_form_turns_the_live_file_on_and_it_is_remembered() {
    let dir = gui::data_dir("live", "form");
    let room = dir.join("room");
    let time = MockTime::default();
    let mut gui = App::on(&dir).height(1000.0).time(&time).open();
    gui.click("Event and players");
    // Off by default: its folder is shown, disabled, so that ticking the switch moves nothing.
    assert!(gui.harness.get_by_label("Folder").accesskit_node().is_disabled(), "off by default");
    gui.click("Write the game live to a folder, as PGN, for a broadcast or the organiser's view");
    assert!(!gui.harness.get_by_label("Folder").accesskit_node().is_disabled(), "on");
    assert!(gui.harness.query_by_label_contains("Choose the folder the live game goes to").is_some());
    gui.harness.get_by_label("Folder").focus();
    gui.settle();
    gui.harness.get_by_label("Folder").type_text(room.to_str().unwrap());
    gui.settle();
    // Round 1's folder when no round is given (issue 30: every game in its round's folder).
    let note = format!("Rewritten after every move: {}", room.join("round-1").join("board-1.pgn").display());
    assert!(gui.harness.query_by_label(&note).is_some(), "the form names the file");
    // A broadcast drops a game without both names (issue 30): the form says so and the game
    // does not start until they are typed.
    assert!(gui.shows_label_containing("A broadcast shows only games with both players' names"), "said beforehand");
    gui.click("Start the game");
    assert!(gui.harness.state().game().is_none(), "not started without names");
    let refusal = "a broadcast, which needs both players' names: type White's name (two letters or more";
    assert!(gui.shows_label_containing(refusal), "the form says why");
    // Folded, so that "White" names the player's field alone.
    gui.click("Event and players");
    gui.type_into("White", "Uxía");
    gui.click("Start the game");
    assert!(gui.shows_label_containing("type Black's name"), "Black's too");
    gui.type_into("Black", "Breixo");
    gui.start();
    gui.written();
    assert!(std::fs::read_to_string(room.join("round-1/board-1.pgn")).unwrap().contains("[Board \"1\"]"));
    let saved = Settings::load(&dir.join("settings.ron")).settings.live;
    assert_eq!((saved.on, saved.folder, saved.board, saved.serve), (true, room, 1, false));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The view speaks the organiser's language, moves included (Appendix C): the queen's mate is
/// `Dh4#` in Galician.
#[test]
fn the_organisers_view_writes_the_last_move_in_its_language() {
    let dir = gui::data_dir("live", "follow-gl");
    let mut game = table("Ana", "Breixo");
    let mut at = 0;
    for uci in uci_moves("f3 e5 g4 Qh4#") {
        at += 2 * SECOND;
        game.play(at, &uci);
    }
    std::fs::write(dir.join("board-9.pgn"), live_pgn(&game, &info(9))).unwrap();
    let harness = follow_in(escaque::i18n::Lang::Gl, vec![dir.clone()], &MockTime::default());
    assert!(harness.query_by_label("Última xogada: 2... Dh4#").is_some());
    assert!(harness.query_by_label("Taboleiro 9 · rolda 3").is_some());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--quick-start` starts the game without showing the form: the live settings stay as they
/// were, and the file is written (review of issue 17: they were wiped).
#[test]
fn quick_start_keeps_the_live_settings_and_writes_the_file() {
    let dir = gui::data_dir("live", "quick-start");
    let room = dir.join("room");
    live_settings(&dir, &room, 3);
    let time = MockTime::default();
    let mut gui = App::on(&dir).time(&time).config(|config| config.quick_start = true).open();
    gui.settle();
    assert!(gui.harness.state().game().is_some(), "the game started at once");
    gui.written();
    let saved = Settings::load(&dir.join("settings.ron")).settings.live;
    assert_eq!((saved.on, saved.folder, saved.board), (true, room.clone(), 3));
    assert!(std::fs::read_to_string(room.join("round-2/board-3.pgn")).unwrap().contains("[Board \"3\"]"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A stand-in for the disk: the first write waits until the test lets it go (a network share
/// that hangs), telling the test when it has begun; later writes go straight to the file. Each
/// write says when it is done.
struct SlowShare {
    began: std::sync::Mutex<std::sync::mpsc::Sender<()>>,
    release: std::sync::Mutex<std::sync::mpsc::Receiver<()>>,
    held: AtomicBool,
    wrote: std::sync::Mutex<std::sync::mpsc::Sender<()>>,
}

/// The test's ends of a [`SlowShare`]: told when the first write has begun, lets it go, told
/// when each write is done.
struct ShareEnds {
    began: std::sync::mpsc::Receiver<()>,
    release: std::sync::mpsc::Sender<()>,
    wrote: std::sync::mpsc::Receiver<()>,
}

/// The app's writer of the live file on a [`SlowShare`], and the test's ends of it.
fn slow_share() -> (escaque::record::live::WriteFn, ShareEnds) {
    let (began_tx, began) = std::sync::mpsc::channel();
    let (release, release_rx) = std::sync::mpsc::channel();
    let (wrote_tx, wrote) = std::sync::mpsc::channel();
    let share = SlowShare {
        began: std::sync::Mutex::new(began_tx),
        release: std::sync::Mutex::new(release_rx),
        held: AtomicBool::new(true),
        wrote: std::sync::Mutex::new(wrote_tx),
    };
    let write = Arc::new(move |path: &Path, bytes: &[u8]| {
        if share.held.swap(false, Ordering::SeqCst) {
            share.began.lock().unwrap().send(()).unwrap();
            // Hangs until the test lets it go.
            let _ = share.release.lock().unwrap().recv();
        }
        let result = escaque::record::live::write_live_file(path, bytes);
        let _ = share.wrote.lock().unwrap().send(());
        result
    });
    (write, ShareEnds { began, release, wrote })
}

/// The app on a fresh data folder `name`, its window `height` high, writing board 2's live file
/// to `room/` in its folder through [`slow_share`]: the folder, the room, the app and the
/// share's ends.
fn on_a_slow_share(name: &str, height: f32) -> (PathBuf, PathBuf, Gui, ShareEnds) {
    let dir = gui::data_dir("live", name);
    let room = dir.join("room");
    live_settings(&dir, &room, 2);
    let (write, share) = slow_share();
    let time = MockTime::default();
    let gui = App::on(&dir).height(height).time(&time).config(|config| config.live_write = Some(write)).open();
    (dir, room, gui, share)
}

/// Far longer than anything waited for here takes, however busy the machine: each wait ends
/// as soon as what it waits for happens.
const GENEROUS: Duration = Duration::from_secs(60);

/// From a game that has ended, the setup form for the next, its live part shown.
fn next_game_form(gui: &mut Gui) {
    gui.harness.query_all_by_label("New game").last().unwrap().click();
    gui.settle();
    assert!(gui.harness.state().game().is_none(), "the setup form is shown");
    if gui.harness.query_by_label(LIVE_ON).is_none() {
        gui.click("Event and players");
    }
}

/// The setup form's switch of the live file.
const LIVE_ON: &str = "Write the game live to a folder, as PGN, for a broadcast or the organiser's view";

/// The live file is written on a thread of its own: while a write hangs (a slow or dropped
/// network share), frames go on, the clocks are pressed on time and the game is played; once
/// the share answers, the file is the game as it stands (review of issue 17: the window wrote
/// it, with fsync, in the frame).
#[test]
fn a_live_write_that_hangs_never_holds_up_the_window() {
    let (dir, room, mut gui, share) = on_a_slow_share("slow-share", 800.0);
    gui.start();
    // The first write (the empty game) has begun, and hangs.
    share.began.recv().unwrap();
    // Frames go on meanwhile: moves are made and the clocks pressed at their times.
    gui.time.advance(3 * SECOND);
    gui.play("e2", "e4");
    gui.time.advance(5 * SECOND);
    gui.play("e7", "e5");
    assert_eq!(gui.table(|t| t.game().plies().len()), 2);
    assert_eq!(gui.running(), Some(shakmaty::Color::White), "Black's press was taken at once");
    let times = gui.table(|t| t.game().plies().iter().map(|p| p.completed_at).collect::<Vec<_>>());
    // `play` lets 2 s pass before each move: pressed at 5 s and 12 s of the game.
    assert_eq!(times, [Some(5 * SECOND), Some(12 * SECOND)], "each press stamped at its time");
    assert!(!room.join("round-2/board-2.pgn").exists(), "the hanging write has not finished");
    // The share answers: the latest text is written, not every one in between.
    share.release.send(()).unwrap();
    gui.written();
    let text = std::fs::read_to_string(room.join("round-2/board-2.pgn")).unwrap();
    assert!(text.contains("1. e4 { [%clk") && text.contains("1... e5 { [%clk"), "{text}");
    assert!(gui.harness.query_by_label_contains("Live game not written").is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Review of issue 17: turning the live file off dropped its writing thread in the frame, and
/// the drop waited for a write that hung (a network share gone): the window froze. Turned off
/// while a write hangs, the next game starts at once: the share is let go only once it has
/// (or by a watchdog a minute later, which fails the test); the thread, which stays for the
/// run, still writes the last game's result when the share answers.
#[test]
fn turning_the_live_file_off_while_a_write_hangs_never_holds_up_the_window() {
    let (dir, room, mut gui, share) = on_a_slow_share("off-while-hanging", 1000.0);
    gui.start();
    share.began.recv().unwrap();
    gui.fools_mate();
    next_game_form(&mut gui);
    gui.click(LIVE_ON);
    let (returned, watched) = std::sync::mpsc::channel::<()>();
    let release = share.release.clone();
    let watchdog = std::thread::spawn(move || {
        let late = watched.recv_timeout(GENEROUS).is_err();
        release.send(()).unwrap();
        late
    });
    // The game starts with the live file off: the app lets go of the thread.
    gui.start();
    returned.send(()).unwrap();
    assert!(!watchdog.join().unwrap(), "the window waited for the hanging write");
    assert!(gui.harness.state().live().is_none_or(|live| live.path().is_none()), "the live file is off");
    assert!(!Settings::load(&dir.join("settings.ron")).settings.live.on, "and remembered off");
    // Released, the share takes the empty game, then the last text it was given: the result.
    for _ in 0..2 {
        share.wrote.recv_timeout(GENEROUS).expect("the thread, let go, still writes");
    }
    let text = std::fs::read_to_string(room.join("round-2/board-2.pgn")).unwrap();
    assert!(text.contains("Qh4#") && text.ends_with(" 0-1\n"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Review of issue 17: once the next game was on screen (in another folder), the last game's
/// file whose write had failed was never tried again, and the next game's first write took
/// every warning away, the last game's too: its file could stay at `*` for good, silently. The
/// last game's result is sent again a few seconds after it failed, while the next game is
/// written; its warning stays until its own file is written.
#[test]
fn a_previous_games_file_not_written_is_tried_again_while_the_next_is_written() {
    let dir = gui::data_dir("live", "owed");
    let (room_a, room_b) = (dir.join("room-a"), dir.join("room-b"));
    // A file stands where the first game's folder should be made.
    std::fs::write(&room_a, "not a folder").unwrap();
    live_settings(&dir, &room_a, 1);
    let time = MockTime::default();
    let mut gui = App::on(&dir).height(1000.0).time(&time).open();
    gui.start();
    gui.fools_mate();
    gui.written();
    let warning = format!("Live game not written: Cannot create the folder {}", room_a.display());
    assert!(gui.harness.query_by_label_contains(&warning).is_some(), "the problem is said");
    next_game_form(&mut gui);
    gui.type_into("Folder", room_b.to_str().unwrap());
    gui.start();
    gui.written();
    let next = std::fs::read_to_string(room_b.join("round-2/board-1.pgn")).unwrap();
    assert!(next.ends_with("\n\n*\n"), "the next game is written: {next}");
    assert!(gui.harness.query_by_label_contains(&warning).is_some(), "the last game's warning stays");
    assert!(gui.harness.query_by_label_contains("Live game not written").is_some());
    assert_eq!(gui.harness.state().live().unwrap().owed().collect::<Vec<_>>(), [room_a.join("round-2/board-1.pgn")]);
    // The folder can be made now: a few seconds on, the last game's result is written.
    std::fs::remove_file(&room_a).unwrap();
    gui.time.advance(escaque::record::live::RETRY_AFTER);
    gui.settle();
    gui.written();
    let last = std::fs::read_to_string(room_a.join("round-2/board-1.pgn")).unwrap();
    assert!(last.contains("Qh4#") && last.ends_with(" 0-1\n"), "{last}");
    assert!(gui.harness.query_by_label_contains("Live game not written").is_none(), "its warning goes");
    assert_eq!(gui.harness.state().live().unwrap().owed().count(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// An adjourned game (Guidelines I) is not "in play" for the room: the live file says so in its
/// Termination tag, the result still open, and the organiser's view shows it adjourned, no
/// clock marked as running.
#[test]
fn guidelines_i_an_adjourned_game_is_shown_adjourned_in_the_live_file_and_the_view() {
    let dir = gui::data_dir("live", "adjourned");
    let room = dir.join("room");
    live_settings(&dir, &room, 6);
    let time = MockTime::default();
    let mut gui = App::on(&dir).height(1400.0).time(&time).open();
    gui.start();
    gui.play("e2", "e4");
    gui.play("e7", "e5");
    gui.click("Arbiter's panel (F2)");
    gui.click("Adjourn the game: the player on move seals a move (Guidelines I.1.1)");
    gui.click("Confirm");
    gui.written();
    let file = room.join("round-2/board-6.pgn");
    assert!(!std::fs::read_to_string(&file).unwrap().contains("adjourned"), "still in play while White seals");
    gui.harness.get_by_label("Sealed move").focus();
    gui.settle();
    gui.harness.get_by_label("Sealed move").type_text("Nf3");
    gui.settle();
    gui.click("Seal the envelope");
    gui.written();
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("[Termination \"adjourned\"]") && text.contains("[Result \"*\"]"), "{text}");
    assert!(!text.contains("Nf3"), "the sealed move stays in the envelope");
    let game = &escaque::record::live::read_live(&text).unwrap()[0];
    assert!(game.adjourned && !game.in_play());
    let view = follow(vec![room.clone()], &time);
    assert!(view.query_by_label("adjourned").is_some(), "the view says adjourned");
    assert!(view.query_by_label("in play").is_none());
    let _ = std::fs::remove_dir_all(&dir);
}

/// The read-only page stays up between games (review of issue 17: pollers were refused between
/// a series' games): after a game it serves that game, whole, until the next one starts, on the
/// same address.
#[test]
fn the_page_serves_the_last_game_until_the_next_starts() {
    let (mut gui, room) = serving("page-between", 1000.0);
    gui.start();
    let addr = gui.harness.state().live().and_then(|l| l.page_addr()).expect("the page is served");
    for (from, to) in [("f2", "f3"), ("e7", "e5"), ("g2", "g4"), ("d8", "h4")] {
        gui.play(from, to);
    }
    gui.written();
    let last = std::fs::read_to_string(room.join("round-1/board-5.pgn")).unwrap();
    gui.harness.query_all_by_label("New game").last().unwrap().click();
    gui.settle();
    assert!(gui.harness.state().game().is_none(), "no game on screen");
    let (status, body) = http(addr, "GET", "/board-5.pgn");
    assert!(status.contains("200"), "{status}");
    assert_eq!(body, last, "the last game, whole");
    gui.start();
    assert_eq!(gui.harness.state().live().and_then(|l| l.page_addr()), Some(addr), "the same page");
    gui.play("d2", "d4");
    let body = http(addr, "GET", "/").1;
    assert!(body.contains("1. d4 { [%clk") && body.contains("[Result \"*\"]"), "{body}");
    let _ = std::fs::remove_dir_all(room.parent().unwrap());
}

/// "Follow boards…" on the start screen opens the organiser's view on a folder (chosen in the
/// system's dialog; here given as the dialog would give it), for a laptop without a terminal.
#[test]
fn the_start_screen_opens_the_organisers_view_on_a_folder() {
    let dir = gui::data_dir("live", "follow-from-start");
    let room = dir.join("room");
    four_boards(&room);
    let time = MockTime::default();
    let mut gui = App::on(&dir).height(900.0).time(&time).open();
    gui.settle();
    assert!(gui.harness.query_by_label("Follow boards…").is_some(), "beside “Open an envelope…”");
    assert!(gui.harness.state().follow_view_open().is_none());
    gui.harness.state_mut().execute(escaque::ui::AppCommand::FollowBoards(room.clone()).into());
    gui.settle();
    let view = gui.harness.state().follow_view_open().expect("the view is open");
    assert!(view.wait_polled(Duration::from_secs(30)), "the poller answered");
    gui.settle();
    let view = gui.harness.state().follow_view_open().expect("the view is open");
    assert_eq!(view.sources(), [room.as_path()]);
    assert_eq!(view.boards().len(), 4);
    assert!(gui.harness.query_by_label("Board 1 · round 3").is_some(), "the boards are shown");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Second review of issue 17: turned off, the live file's thread was let go and a new one
/// started when it was turned on again; the old one, still hanging on a slow share with the
/// last game's result, could write it over the newer game the new thread had written. One
/// thread writes for the whole run: turned on again for the same file, the newer game's text
/// takes the place of the older one still waiting, and only it reaches the file.
#[test]
fn turned_off_and_on_again_an_older_game_never_reaches_the_file_after_a_newer_one() {
    let (dir, room, mut gui, share) = on_a_slow_share("off-and-on", 1000.0);
    gui.start();
    // The share hangs on game 1's first text; its result waits behind it.
    share.began.recv().unwrap();
    gui.fools_mate();
    // Game 2 with the live file off, then game 3 with it on again, in the same file.
    next_game_form(&mut gui);
    gui.click(LIVE_ON);
    gui.start();
    gui.fools_mate();
    next_game_form(&mut gui);
    gui.click(LIVE_ON);
    gui.start();
    gui.play("e2", "e4");
    assert_eq!(gui.harness.state().live().and_then(|live| live.path()), Some(room.join("round-2/board-2.pgn").as_path()));
    // The share answers: the first text, then only the newest text for the file: game 3's.
    share.release.send(()).unwrap();
    for _ in 0..2 {
        share.wrote.recv_timeout(GENEROUS).expect("written");
    }
    gui.written();
    let text = std::fs::read_to_string(room.join("round-2/board-2.pgn")).unwrap();
    assert!(text.contains("1. e4") && !text.contains("Qh4#") && text.trim_end().ends_with('*'), "{text}");
    assert!(share.wrote.try_recv().is_err(), "nothing older written after it");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every write a [`recording`] disk was given, in order: the file and the text.
type Writes = Arc<std::sync::Mutex<Vec<(PathBuf, String)>>>;

/// A stand-in for the disk that keeps every write, in order, then writes it.
fn recording() -> (escaque::record::live::WriteFn, Writes) {
    let writes: Writes = Arc::default();
    let kept = Arc::clone(&writes);
    let write = Arc::new(move |path: &Path, bytes: &[u8]| {
        kept.lock().unwrap().push((path.to_owned(), String::from_utf8_lossy(bytes).into_owned()));
        escaque::record::live::write_live_file(path, bytes)
    });
    (write, writes)
}

/// Issue 30: lichess's broadcaster forgets a change made while it uploads, so the final text
/// is written again `AGAIN_AFTER` after the result, once; the window looks again by itself
/// meanwhile, and a game left before then (the next game's form) still has it written again.
#[test]
fn the_final_text_is_written_again_after_the_result_even_once_the_game_is_left() {
    use escaque::record::live::AGAIN_AFTER;
    let dir = gui::data_dir("live", "again");
    let room = dir.join("room");
    live_settings(&dir, &room, 1);
    let (write, writes) = recording();
    let time = MockTime::default();
    let mut gui = App::on(&dir).height(1000.0).time(&time).config(|config| config.live_write = Some(write)).open();
    let file = room.join("round-2").join("board-1.pgn");
    let times = |text: &str| writes.lock().unwrap().iter().filter(|(p, t)| *p == file && t == text).count();
    gui.start();
    gui.fools_mate();
    gui.written();
    let last = std::fs::read_to_string(&file).unwrap();
    assert!(last.contains("[Result \"0-1\"]"), "{last}");
    assert_eq!(times(&last), 1);
    assert!(gui.harness.state().live().unwrap().unsettled(), "the window looks again by itself");
    gui.time.advance(AGAIN_AFTER - SECOND);
    gui.written();
    assert_eq!(times(&last), 1, "not before");
    gui.time.advance(SECOND);
    gui.written();
    assert_eq!(times(&last), 2, "written again");
    gui.time.advance(10 * AGAIN_AFTER);
    gui.written();
    assert_eq!(times(&last), 2, "once");

    // The next game in the same file, left for the form right after its result.
    next_game_form(&mut gui);
    gui.start();
    gui.time.advance(3 * SECOND);
    gui.fools_mate();
    gui.written();
    let second = std::fs::read_to_string(&file).unwrap();
    assert_ne!(second, last);
    next_game_form(&mut gui);
    gui.time.advance(AGAIN_AFTER);
    gui.written();
    assert_eq!(times(&second), 2, "written again from the form");
    let _ = std::fs::remove_dir_all(&dir);
}
