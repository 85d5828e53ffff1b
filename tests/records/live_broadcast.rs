//! Boards lichess can broadcast as they are (issue 30). An evening's live folder is written as
//! the boards' laptops write it (`LiveWriter`, two rounds of two boards, time injected), and
//! checked against what lichess's broadcaster and lila, the server it pushes to, do with it,
//! as read from their sources (quoted in `docs/live.md`):
//!
//! - the broadcaster (lichess-org/broadcaster, `src/upload.ts`) pushes every file whose path
//!   ends in `.pgn` in the folder it watches *and its subfolders* (`fileList(folder, true)`),
//!   `games.pgn` aside, ordered by the last number in the path, to one broadcast round: so one
//!   folder per round, each holding its boards' files and nothing else;
//! - lila drops a `White`/`Black` tag of one character or `unknown`, then every game with an
//!   unnamed player (`RelayGame.scala`, `RelayInputSanity.scala`): both names are kept ones;
//! - lila finds a pushed game's board by Event, Site, the round's and the board's numbers and
//!   the players (`RelayUpdatePlan.scala`, `isSameGameBasedOnTags`): those tags are fixed once
//!   the file exists, whatever changes later, and unique in a round;
//! - lila takes the points from the `Result` tag (scalachess `Tags.points`, `Outcome.scala`
//!   `pointsFromResult`, which knows `1/2-0`, `0-1/2` and `0-0`): an arbiter's score is there;
//! - the broadcaster forgets a change made while it uploads (`FolderWatcher.vue`): the final
//!   text is written again `AGAIN_AFTER` after the result.

use crate::common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use common::Play;
use escaque::clock::SECOND;
use escaque::laws::arbiter::Ground;
use escaque::record::live::{AGAIN_AFTER, FIXED_TAGS, LiveWriter, round_path};
use escaque::record::read_game;
use escaque::record::sheet::EventInfo;
use escaque::table::{Act, ArbiterAct, Event, EventKind, Table};

/// The evening's details as the boards' laptops have them.
fn info(round: u32, board: u32) -> EventInfo {
    common::club_info("2026.11.27", &round.to_string(), board)
}

use common::club_table as table;

/// How a board's game goes: its moves, then an arbiter's score on a ground (11.7, 11.8), or
/// nothing more (a mate ends it, or it goes on).
struct Plan {
    round: u32,
    board: u32,
    white: &'static str,
    black: &'static str,
    moves: &'static [&'static str],
    arbiter: Option<(Ground, &'static str)>,
}

/// The evening: round 1 finished (a mate, and 0-½ for White's persistent refusal, 11.7),
/// round 2 under way (0-0 for both refusing, 11.8, and a game still in play).
const EVENING: [Plan; 4] = [
    Plan {
        round: 1,
        board: 1,
        white: "Uxía Fernández",
        black: "Breixo Souto",
        moves: &["f2f3", "e7e5", "g2g4", "d8h4"],
        arbiter: None,
    },
    Plan {
        round: 1,
        board: 2,
        white: "Jordi Puig",
        black: "Carme Vidal",
        moves: &["d2d4", "d7d5"],
        arbiter: Some((Ground::PersistentRefusal(shakmaty::Color::White), "0-1/2")),
    },
    Plan {
        round: 2,
        board: 1,
        white: "Carme Vidal",
        black: "Uxía Fernández",
        moves: &["e2e4"],
        arbiter: Some((Ground::BothRefuse, "0-0")),
    },
    Plan { round: 2, board: 2, white: "Breixo Souto", black: "Jordi Puig", moves: &["e2e4", "e7e5"], arbiter: None },
];

/// What one board wrote: its file, its first text, and when its game ended.
struct Written {
    path: PathBuf,
    first: String,
    ended_at: Option<u64>,
}

/// Plays `plan` on a table, writing its live file as the app does after each step; half way,
/// the window's details change (another event's name, round and board, as a setup put right
/// would give): the file must keep those it was first written with.
fn play(evening: &Path, plan: &Plan) -> (Written, LiveWriter, Table) {
    let path = round_path(evening, &plan.round.to_string(), plan.board);
    let mut writer = LiveWriter::new(path.clone(), info(plan.round, plan.board));
    let mut game = table(plan.white, plan.black);
    assert!(matches!(writer.update(&game, 0), Some(Ok(()))), "the round's folder is made and the file written");
    let first = std::fs::read_to_string(&path).unwrap();
    writer.retag(EventInfo {
        event: "Another event".to_owned(),
        round: "7".to_owned(),
        board: "9".to_owned(),
        ..info(plan.round, plan.board)
    });
    let mut at = 0;
    for uci in plan.moves {
        at += 7 * SECOND;
        game.play(at, uci);
        assert!(matches!(writer.update(&game, at), Some(Ok(()))));
    }
    if let Some((ground, score)) = plan.arbiter {
        at += 7 * SECOND;
        let act = Act::End { ground, score: score.parse().unwrap() };
        game.apply(Event::new(at, EventKind::Arbiter(ArbiterAct { act, remark: String::new() }))).unwrap();
        assert!(matches!(writer.update(&game, at), Some(Ok(()))));
    }
    let ended_at = game.game().status().ending().map(|_| at);
    (Written { path, first, ended_at }, writer, game)
}

/// The files lichess's broadcaster pushes for the folder it watches, as its source lists them
/// (lichess-org/broadcaster, `src/upload.ts`): `fileList(folder, true)` descends into every
/// subfolder; `isPgnFile` keeps paths ending in `.pgn`; `filesToUpload` leaves out `games.pgn`
/// when other files are there; `sortFiles` orders by the last number of the path
/// (`/(\d+)\D*$/`).
fn broadcaster_files(folder: &Path) -> Vec<PathBuf> {
    fn walk(folder: &Path, files: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(folder).unwrap() {
            let entry = entry.unwrap();
            if entry.file_type().unwrap().is_dir() {
                walk(&entry.path(), files);
            } else {
                files.push(entry.path());
            }
        }
    }
    let mut files = Vec::new();
    walk(folder, &mut files);
    let pgn: Vec<PathBuf> = files.into_iter().filter(|f| f.to_string_lossy().ends_with(".pgn")).collect();
    let games = |f: &PathBuf| f.file_name().is_some_and(|n| n == "games.pgn");
    let mut pushed: Vec<PathBuf> =
        if pgn.iter().any(|f| !games(f)) { pgn.into_iter().filter(|f| !games(f)).collect() } else { pgn };
    let last_number = |f: &PathBuf| {
        let text = f.to_string_lossy();
        let digits: String =
            text.chars().rev().skip_while(|c| !c.is_ascii_digit()).take_while(char::is_ascii_digit).collect();
        digits.chars().rev().collect::<String>().parse::<u64>().unwrap_or(0)
    };
    pushed.sort_by_key(last_number);
    pushed
}

/// Whether lila keeps a player's name (lila, `modules/relay/src/main/RelayGame.scala`,
/// `cleanOrRemovePlayerNames`: the trimmed name longer than one character and not `unknown`).
fn lila_keeps(name: &str) -> bool {
    let clean = name.trim();
    clean.chars().count() > 1 && clean.to_lowercase() != "unknown"
}

/// The results lila reads from a `Result` tag with a hyphen (scalachess, `Outcome.scala`,
/// `normalizationMap`, and `*`), each with White's and Black's points in halves.
const LILA_RESULTS: [(&str, Option<(u8, u8)>); 7] = [
    ("*", None),
    ("1-0", Some((2, 0))),
    ("0-1", Some((0, 2))),
    ("1/2-1/2", Some((1, 1))),
    ("0-0", Some((0, 0))),
    ("1/2-0", Some((1, 0))),
    ("0-1/2", Some((0, 1))),
];

fn tag<'a>(game: &'a escaque::record::PgnGame, name: &str) -> &'a str {
    game.tag(name).unwrap_or_else(|| panic!("no {name} tag"))
}

#[test]
fn an_evenings_live_folder_is_what_lichess_broadcaster_and_lila_take_as_it_is() {
    let evening = common::data_dir("live-broadcast", "evening");
    let mut written = Vec::new();
    for plan in &EVENING {
        let (board, mut writer, game) = play(&evening, plan);
        // The final text again, AGAIN_AFTER after the result, once: not before, not twice.
        if let Some(ended) = board.ended_at {
            let last = std::fs::read_to_string(&board.path).unwrap();
            assert_eq!(writer.next(&game, ended + AGAIN_AFTER - 1), None, "not before");
            assert_eq!(writer.next(&game, ended + AGAIN_AFTER).as_deref(), Some(last.as_str()), "written again");
            assert_eq!(writer.next(&game, ended + 10 * AGAIN_AFTER), None, "once");
        } else {
            assert_eq!(writer.next(&game, 10 * AGAIN_AFTER), None, "a game in play is written on change only");
        }
        written.push((plan, board));
    }

    // One folder per round, holding its boards' files and nothing else the broadcaster would
    // push, in board order; the evening's own folder would push both rounds into one.
    for round in [1, 2] {
        let folder = evening.join(format!("round-{round}"));
        let boards: Vec<PathBuf> = (1..=2).map(|b| folder.join(format!("board-{b}.pgn"))).collect();
        assert_eq!(broadcaster_files(&folder), boards, "round {round}'s folder");
    }
    assert_eq!(
        broadcaster_files(&evening).len(),
        4,
        "the evening's folder mixes the rounds: a round folder is watched"
    );

    // Each round: the tags lila matches a game to its board by are unique.
    let mut keys = BTreeSet::new();
    for (plan, board) in &written {
        let text = std::fs::read_to_string(&board.path).unwrap();
        let game = read_game(&text).unwrap();
        let first = read_game(&board.first).unwrap();
        // Both names kept by lila.
        for side in ["White", "Black"] {
            assert!(lila_keeps(tag(&game, side)), "{side} of {}", board.path.display());
        }
        assert_eq!((tag(&game, "White"), tag(&game, "Black")), (plan.white, plan.black));
        // Fixed once the file exists: as first written, whatever changed in the window since.
        for name in FIXED_TAGS {
            assert_eq!(game.tag(name), first.tag(name), "{name} of {}", board.path.display());
        }
        assert_eq!(tag(&game, "Event"), "Club evening");
        // The round's folder is the Round tag's, the file's number the Board tag's.
        assert_eq!(tag(&game, "Round"), plan.round.to_string());
        assert_eq!(tag(&game, "Board"), plan.board.to_string());
        let key = FIXED_TAGS.map(|name| tag(&game, name).to_owned());
        assert!(keys.insert(key), "one game per board and round");
        // The result as lila reads it, an arbiter's score included; the movetext keeps `*`.
        let result = tag(&game, "Result");
        let known = LILA_RESULTS.iter().find(|(r, _)| *r == result).unwrap_or_else(|| panic!("lila reads {result}"));
        let expected = match (plan.arbiter, board.ended_at) {
            (Some((_, score)), _) => score,
            (None, Some(_)) => "0-1",
            (None, None) => "*",
        };
        assert_eq!(result, expected, "{}", board.path.display());
        assert_eq!(known.1.is_none(), board.ended_at.is_none(), "a result once the game has ended");
        if plan.arbiter.is_some() {
            assert_eq!(game.result, "*", "the marker PGN readers know");
            assert_eq!(game.tag("EscaqueScore"), Some(expected), "and the score kept as the record has it");
        }
    }

    // python-chess reads every file pushed without an error, with the tags lila takes.
    let files: Vec<String> = [1, 2]
        .into_iter()
        .flat_map(|r| broadcaster_files(&evening.join(format!("round-{r}"))))
        .map(|f| f.display().to_string())
        .collect();
    let script = r#"
import sys, chess.pgn
for path in sys.argv[1:]:
    game = chess.pgn.read_game(open(path, encoding="utf-8"))
    assert game is not None and not game.errors, (path, game and game.errors)
    h = game.headers
    print(h["Round"], h["Board"], h["White"], h["Black"], h["Result"], len(list(game.mainline_moves())), sep="|")
"#;
    let out = std::process::Command::new("python3").arg("-c").arg(script).args(&files).output().expect("python3");
    assert!(out.status.success(), "python-chess: {}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "1|1|Uxía Fernández|Breixo Souto|0-1|4\n\
         1|2|Jordi Puig|Carme Vidal|0-1/2|2\n\
         2|1|Carme Vidal|Uxía Fernández|0-0|1\n\
         2|2|Breixo Souto|Jordi Puig|*|2\n"
    );
    let _ = std::fs::remove_dir_all(&evening);
}
