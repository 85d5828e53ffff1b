//! An evening played as a club plays it (issue 30): 5 players paired by the Berger table (a bye
//! each round), two boards, each a laptop with its own seal key registered in the evening's
//! folder, every game played through the table with the time given, signed and sealed as the
//! window seals it (`Archive::seal_and_keep`), and its record left in `sealed/`. Round 5's board
//! 2 is sealed by a laptop that never registered (unverified: counts nothing), and round 5's
//! board 1 is played without a laptop, its result entered by the arbiter by hand.
//!
//! The Berger table for 5 or 6 players (FIDE Handbook C.05 Annex 1), 6 the bye:
//! round 1: 1-6 2-5 3-4; round 2: 6-4 5-3 1-2; round 3: 2-6 3-1 4-5; round 4: 6-5 1-4 2-3;
//! round 5: 3-6 4-2 5-1.
//!
//! The results, and what counts (hand-computed below):
//!
//! | round | board 1          | board 2                 | bye |
//! |-------|------------------|-------------------------|-----|
//! | 1     | 2-5 1-0 (mate)   | 3-4 ½-½ (agreed)        | 1   |
//! | 2     | 5-3 0-1 (mate)   | 1-2 1-0 (mate)          | 4   |
//! | 3     | 3-1 ½-½ (agreed) | 4-5 0-1 (mate)          | 2   |
//! | 4     | 1-4 1-0 (resign) | 2-3 0-1 (resign)        | 5   |
//! | 5     | 4-2 ½-½ by hand  | 5-1 0-1, other key: no  | 3   |

use std::path::PathBuf;

use escaque::evening::{Standing, TieBreak, Unverified, board, gather, store};
use escaque::i18n::Lang;
use escaque::record::archive::Archive;
use escaque::record::seal::SealKey;

use crate::common;

use common::evening::played;


#[test]
fn every_game_is_gathered_verified_by_hand_or_unverified_with_the_reason() {
    let root = common::data_dir("evening-play", "gathered");
    let folder = played(&root);
    let evening = store::load(&folder).unwrap();
    // The pairings each board read from the folder are the printed Berger table for 5 or 6.
    let printed = ["2-5 3-4 bye 1", "5-3 1-2 bye 4", "3-1 4-5 bye 2", "1-4 2-3 bye 5", "4-2 5-1 bye 3"];
    for (round, printed) in (1..=5).zip(printed) {
        let pairings = store::load_round(&folder, round).unwrap().pairings;
        let read: Vec<String> = pairings
            .iter()
            .map(|p| match p.black {
                Some(black) => format!("{}-{black}", p.white),
                None => format!("bye {}", p.white),
            })
            .collect();
        assert_eq!(read.join(" "), printed, "round {round}");
    }
    let gathering = gather(&folder, &evening).unwrap();
    assert_eq!(gathering.games.len(), 10);
    let standing = |round, board| gathering.get(round, board).unwrap().standing.clone();
    let verified = |score: &str| Standing::Verified(score.parse().unwrap());
    assert_eq!(standing(1, 1), verified("1-0"));
    assert_eq!(standing(1, 2), verified("1/2-1/2"));
    assert_eq!(standing(2, 1), verified("0-1"));
    assert_eq!(standing(2, 2), verified("1-0"));
    assert_eq!(standing(3, 1), verified("1/2-1/2"));
    assert_eq!(standing(3, 2), verified("0-1"));
    assert_eq!(standing(4, 1), verified("1-0"));
    assert_eq!(standing(4, 2), verified("0-1"));
    assert_eq!(standing(5, 1), Standing::ByHand("1/2-1/2".parse().unwrap()));
    // Sealed intact by a key no board registered: unverified, naming both keys.
    let registered = board::registrations(&folder).unwrap().found;
    assert_eq!(registered.iter().map(|r| r.board).collect::<Vec<_>>(), [1, 2]);
    match standing(5, 2) {
        Standing::Unverified(Unverified::OtherKey { found, registered: key }) => {
            assert_eq!(key, registered[1].fingerprint);
            assert_ne!(found, key);
        }
        other => panic!("round 5 board 2: {other:?}"),
    }
    // Every verified record is the one its pairing names.
    for g in gathering.games.iter().filter(|g| matches!(g.standing, Standing::Verified(_))) {
        let sheet = g.sheet.as_ref().unwrap();
        assert_eq!(sheet.tag("White"), Some(evening.players[g.white as usize - 1].name.as_str()));
        assert_eq!(sheet.tag("Round"), Some(g.round.to_string().as_str()));
    }
}

#[test]
fn a_record_changed_moved_or_missing_does_not_count() {
    let root = common::data_dir("evening-play", "tampered");
    let folder = played(&root);
    let evening = store::load(&folder).unwrap();
    // Round 1 board 1's result changed by hand in the file: altered.
    let path = board::sealed_path(&folder, 1, 1);
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, text.replace("[Result \"1-0\"]", "[Result \"0-1\"]")).unwrap();
    // Round 2 board 1's record copied over round 3 board 1's: intact, but another game.
    std::fs::copy(board::sealed_path(&folder, 2, 1), board::sealed_path(&folder, 3, 1)).unwrap();
    // Round 4 board 1's record as last week's evening sealed it: the same pairing, round,
    // board and laptop, another day. Sealed anew by the same laptop's key, so only the date
    // tells it apart.
    let path = board::sealed_path(&folder, 4, 1);
    let mut last_week = escaque::record::sheet::Scoresheet::from_pgn(&std::fs::read_to_string(&path).unwrap()).unwrap();
    last_week.tags.iter_mut().find(|(n, _)| n == "Date").unwrap().1 = "2026.11.19".to_owned();
    let key = SealKey::load_or_create(&Archive::new(&root.join("laptop-1")).key_path()).unwrap();
    escaque::record::seal::seal(&mut last_week, &key);
    std::fs::write(&path, last_week.to_pgn()).unwrap();
    // Round 4 board 2's record removed: pending.
    std::fs::remove_file(board::sealed_path(&folder, 4, 2)).unwrap();
    let gathering = gather(&folder, &evening).unwrap();
    let standing = |round, board| gathering.get(round, board).unwrap().standing.clone();
    assert!(matches!(standing(1, 1), Standing::Unverified(Unverified::Altered { .. })), "{:?}", standing(1, 1));
    assert!(
        matches!(standing(3, 1), Standing::Unverified(Unverified::OtherGame { tag: "White", .. })),
        "{:?}",
        standing(3, 1)
    );
    assert!(
        matches!(standing(4, 1), Standing::Unverified(Unverified::OtherGame { tag: "Date", .. })),
        "{:?}",
        standing(4, 1)
    );
    assert_eq!(standing(4, 2), Standing::Pending);
    // None of them counts: round 1's 2-5 is pending in the crosstable.
    let crosstable = gathering.apply(&evening).crosstable();
    assert_eq!(crosstable.row(2).unwrap().cell(1).unwrap().result, escaque::evening::CellResult::Pending);
}

#[test]
fn the_crosstable_counts_verified_and_by_hand_results_only() {
    let root = common::data_dir("evening-play", "crosstable");
    let folder = played(&root);
    let evening = store::load(&folder).unwrap();
    let counted = gather(&folder, &evening).unwrap().apply(&evening);
    let table = counted.crosstable();
    // Hand-computed (see the module's table; the bye scores 0 in a round robin). Points:
    // 1: 1 (v2) + ½ (v3) + 1 (v4), round 5's 0-1 not counted = 2½; 2: 1 + 0 + 0 + ½ = 1½;
    // 3: ½ + 1 + ½ + 1 = 3; 4: ½ + 0 + 0 + ½ = 1; 5: 0 + 0 + 1 = 1.
    let points: Vec<String> = (1..=5).map(|p| table.row(p).unwrap().points.to_string()).collect();
    assert_eq!(points, ["2.5", "1.5", "3", "1", "1"]);
    // Sonneborn-Berger: 1: 1.5·1 + 3·½ + 1·1 = 4; 2: 1·1 + 1·½ = 1.5; 3: 1·½ + 1·1 + 2.5·½ +
    // 1.5·1 = 4.25; 4: 3·½ + 1.5·½ = 2.25; 5: 1·1 = 1. Wins: 2, 1, 2, 0, 1. Direct encounter
    // separates only 4 and 5, tied on 1: 5 beat 4 in round 3.
    let rules = &table.rules;
    let value = |p: u32, t| table.row(p).unwrap().tie_break(rules, t).unwrap().to_string();
    let sb: Vec<String> = (1..=5).map(|p| value(p, TieBreak::SonnebornBerger)).collect();
    assert_eq!(sb, ["4", "1.5", "4.25", "2.25", "1"]);
    let wins: Vec<String> = (1..=5).map(|p| value(p, TieBreak::Wins)).collect();
    assert_eq!(wins, ["2", "1", "2", "0", "1"]);
    let de: Vec<String> = (1..=5).map(|p| value(p, TieBreak::DirectEncounter)).collect();
    assert_eq!(de, ["0", "0", "0", "0", "1"]);
    assert_eq!(table.standings(), [3, 1, 2, 5, 4]);
    // The hand-entered draw is marked as such in both players' cells.
    for p in [4, 2] {
        let cell = table.row(p).unwrap().cell(5).unwrap();
        assert!(matches!(cell.result, escaque::evening::CellResult::Scored { by_hand: true, .. }), "{cell:?}");
    }
}

/// The report of a freshly played evening, and its folder.
fn report(name: &str) -> (PathBuf, escaque::evening::Report) {
    let root = common::data_dir("evening-play", name);
    let folder = played(&root);
    let report = escaque::evening::Report::read(&folder).unwrap();
    (root, report)
}

/// The evening's PGN holds every game that counts, in round and board order, each with its
/// `Round "r.b"`, the players' FIDE IDs and the clocks of its record; python-chess and
/// pgn-extract read it without a complaint.
#[test]
fn the_evening_s_pgn_is_read_by_python_chess_and_pgn_extract() {
    let (root, report) = report("pgn");
    let path = root.join("evening.pgn");
    std::fs::write(&path, report.pgn()).unwrap();
    // Each game's clocks: [%clk] on every move of a game with moves.
    let clocked = "[n.clock() for n in game.mainline()]";
    let line = format!(
        "h['Round'], h['White'], h['WhiteFideId'], h['BlackFideId'], h['Result'], h['Event'], h['Site'], \
         h['Date'], len({clocked}), len({clocked}) > 0 and all(c is not None for c in {clocked})"
    );
    let lines = common::python_chess_lines(&path, &line);
    let tail = "Xoves do club Vigo 2026.11.26";
    assert_eq!(
        lines,
        [
            format!("1.1 Pereira, Xoán 2283456 2299002 1-0 {tail} 7 True"),
            format!("1.2 Outeiro, Antía 1912345 2299001 1/2-1/2 {tail} 4 True"),
            format!("2.1 Otero, Breogán 2299002 1912345 0-1 {tail} 4 True"),
            format!("2.2 Castro, Uxía 32012345 2283456 1-0 {tail} 7 True"),
            format!("3.1 Outeiro, Antía 1912345 32012345 1/2-1/2 {tail} 4 True"),
            format!("3.2 Soler, Jordi 2299001 2299002 0-1 {tail} 4 True"),
            format!("4.1 Castro, Uxía 32012345 2299001 1-0 {tail} 3 True"),
            format!("4.2 Pereira, Xoán 2283456 1912345 0-1 {tail} 3 True"),
            // Entered by hand: no moves, its result.
            format!("5.1 Soler, Jordi 2299001 2283456 1/2-1/2 {tail} 0 False"),
        ]
    );
    let extracted = common::pgn_extract(&["-s", "--quiet"], &path);
    assert_eq!(extracted.matches("[Event \"Xoves do club\"]").count(), 9, "{extracted}");
    assert!(extracted.contains("[%clk 0:"), "{extracted}");
    // The record sealed by an unregistered key is not among them, nor any seal.
    assert!(!report.pgn().contains("Round \"5.2\"") && !report.pgn().contains("[Seal "));
    assert!(report.pgn().contains("[EscaqueResultByHand \"1\"]"));
}

/// The columns of `line` from `from` to `to` (1-based, inclusive), as written.
fn columns(line: &str, from: usize, to: usize) -> String {
    line.chars().chain(std::iter::repeat(' ')).skip(from - 1).take(to + 1 - from).collect()
}

/// The TRF read back by the columns of the 2016 specification (C.04 Annex 2): every `001`
/// line's fields where they belong, each round's opponent, colour and result; the draw the
/// arbiter entered by hand shows as a draw in both players' round 5; the unverified game's
/// result is left blank.
#[test]
fn the_trf_matches_the_2016_columns_line_by_line_and_shows_the_result_by_hand() {
    let (_, report) = report("trf");
    let trf = report.trf_2016().unwrap();
    assert!(trf.ends_with("XXR 5\r\n"));
    let lines: Vec<&str> = trf.split("\r\n").collect();
    let line = |code: &str| lines.iter().find(|l| l.starts_with(code)).copied().unwrap();
    assert_eq!(line("012"), "012 Xoves do club");
    assert_eq!(line("022"), "022 Vigo");
    assert_eq!(line("042"), "042 2026/11/26");
    assert_eq!(line("092"), "092 Individual: Round-Robin");
    assert_eq!(line("102"), "102 Rosalía Castro");
    assert_eq!(line("122"), "122 600+5");
    let dates = line("132");
    for round in 0..5 {
        assert_eq!(columns(dates, 92 + 10 * round, 99 + 10 * round), "26/11/26", "round {}", round + 1);
    }
    let players: Vec<&str> = lines.iter().filter(|l| l.starts_with("001")).copied().collect();
    assert_eq!(players.len(), 5);
    // (start, title, name, rating, fide id, points, rank, rounds: (opponent, colour, result)).
    type Round = (&'static str, &'static str, &'static str);
    type Line = (&'static str, &'static str, &'static str, &'static str, &'static str, &'static str, &'static str);
    let expected: [(Line, [Round; 5]); 5] = [
        (
            ("1", "WFM", "Castro, Uxía", "2105", "32012345", "2.5", "2"),
            [("0000", "-", "Z"), ("2", "w", "1"), ("3", "b", "="), ("4", "w", "1"), ("5", "b", " ")],
        ),
        (
            ("2", "", "Pereira, Xoán", "1874", "2283456", "1.5", "3"),
            [("5", "w", "1"), ("1", "b", "0"), ("0000", "-", "Z"), ("3", "w", "0"), ("4", "b", "=")],
        ),
        (
            ("3", "FM", "Outeiro, Antía", "2290", "1912345", "3.0", "1"),
            [("4", "w", "="), ("5", "b", "1"), ("1", "w", "="), ("2", "b", "1"), ("0000", "-", "Z")],
        ),
        (
            ("4", "", "Soler, Jordi", "1650", "2299001", "1.0", "5"),
            [("3", "b", "="), ("0000", "-", "Z"), ("5", "w", "0"), ("1", "b", "0"), ("2", "w", "=")],
        ),
        (
            ("5", "", "Otero, Breogán", "1500", "2299002", "1.0", "4"),
            [("2", "b", "0"), ("3", "w", "0"), ("4", "b", "1"), ("0000", "-", "Z"), ("1", "w", " ")],
        ),
    ];
    for (line, ((start, title, name, rating, id, points, rank), rounds)) in players.iter().zip(expected) {
        assert_eq!(columns(line, 5, 8).trim_start(), start, "{line}");
        assert_eq!(columns(line, 11, 13).trim(), title, "{line}");
        assert_eq!(columns(line, 15, 47).trim_end(), name, "{line}");
        assert_eq!(columns(line, 49, 52).trim_start(), rating, "{line}");
        assert_eq!(columns(line, 54, 56), "ESP", "{line}");
        assert_eq!(columns(line, 58, 68).trim_start(), id, "{line}");
        assert_eq!(columns(line, 81, 84).trim_start(), points, "{line}");
        assert_eq!(columns(line, 86, 89).trim_start(), rank, "{line}");
        for (r, (opponent, colour, result)) in rounds.iter().enumerate() {
            let at = 91 + 10 * r;
            assert_eq!(columns(line, at + 1, at + 4).trim_start(), *opponent, "round {}: {line}", r + 1);
            assert_eq!(columns(line, at + 6, at + 6), *colour, "round {}: {line}", r + 1);
            assert_eq!(columns(line, at + 8, at + 8), *result, "round {}: {line}", r + 1);
        }
        // Blanks between the fields.
        for gap in [4, 9, 14, 48, 53, 57, 69, 80, 85, 90] {
            assert_eq!(columns(line, gap, gap), " ", "column {gap}: {line}");
        }
    }
}

/// The 2026 layout: the same player lines, with the number of rounds (`142`) and the encoded
/// time control (`222`) after the tournament lines, and `XXR` still last.
#[test]
fn the_2026_report_adds_the_rounds_and_the_encoded_time_control() {
    let (_, report) = report("trf-2026");
    let (old, new) = (report.trf_2016().unwrap(), report.trf_2026().unwrap());
    let added: Vec<&str> = new.split("\r\n").filter(|l| !old.split("\r\n").any(|o| o == *l)).collect();
    assert_eq!(added, ["142 5", "222 600+5"]);
    let players = |t: &str| t.split("\r\n").filter(|l| l.starts_with("001")).map(str::to_owned).collect::<Vec<_>>();
    assert_eq!(players(&old), players(&new));
    assert!(new.ends_with("XXR 5\r\n"));
}

/// `escaque evening` on the folder prints the text the window shows, and writes the PGN and both
/// TRFs byte for byte as the library makes them, and a PDF of the crosstable.
#[test]
fn escaque_evening_gives_the_same_crosstable_pgn_and_trf_as_the_window() {
    let (root, report) = report("cli");
    let folder = root.join("evening");
    let file = |name: &str| root.join(name);
    for lang in [Lang::En, Lang::Gl] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_escaque"))
            .args(["evening", folder.to_str().unwrap(), "--lang", lang.code()])
            .args(["--pgn", file("cli.pgn").to_str().unwrap(), "--trf", file("cli.trf").to_str().unwrap()])
            .args(["--trf-2026", file("cli-2026.trf").to_str().unwrap(), "--pdf", file("cli.pdf").to_str().unwrap()])
            .output()
            .unwrap();
        let printed = common::stdout(&out);
        let tr = escaque::i18n::Tr::new(lang);
        assert_eq!(printed, escaque::i18n::evening::report_text(tr, &report), "{lang}");
        assert_eq!(std::fs::read_to_string(file("cli.pgn")).unwrap(), report.pgn());
        assert_eq!(std::fs::read_to_string(file("cli.trf")).unwrap(), report.trf_2016().unwrap());
        assert_eq!(std::fs::read_to_string(file("cli-2026.trf")).unwrap(), report.trf_2026().unwrap());
        assert!(std::fs::read(file("cli.pdf")).unwrap().starts_with(b"%PDF"));
    }
}

/// What `escaque evening` prints, read as a person would: the pairings with each result and why
/// a record does not count, then the crosstable in the order of the standings with its marks.
#[test]
fn the_printed_crosstable_says_the_standings_the_marks_and_the_reasons() {
    let (_, report) = report("text");
    let text = escaque::i18n::evening::report_text(escaque::i18n::Tr::new(Lang::En), &report);
    assert!(text.contains("Board 1: 4 Soler, Jordi – 2 Pereira, Xoán: ½-½ (entered by hand)"), "{text}");
    assert!(text.contains("Board 2: 5 Otero, Breogán – 1 Castro, Uxía: not verified: sealed with the key"), "{text}");
    assert!(text.contains("Bye: 3 Outeiro, Antía"), "{text}");
    let table: Vec<&str> = text.lines().skip_while(|l| !l.starts_with("Place")).collect();
    let names: Vec<&str> =
        table[1..6].iter().map(|l| l.split("  ").find(|f| f.contains(',')).unwrap().trim()).collect();
    assert_eq!(names, ["Outeiro, Antía", "Castro, Uxía", "Pereira, Xoán", "Otero, Breogán", "Soler, Jordi"]);
    assert!(table[2].contains("5b ?"), "the unverified game: {}", table[2]);
    assert!(table[3].contains("4b ½†"), "the result by hand: {}", table[3]);
    assert!(table[1].contains("4.25"), "SB of the first: {}", table[1]);
    let gl = escaque::i18n::evening::report_text(escaque::i18n::Tr::new(Lang::Gl), &report);
    assert!(gl.contains("Táboa cruzada") && gl.contains("Taboleiro 1: 4 Soler, Jordi"), "{gl}");
}
