//! PGN as club tools write it, through the real `escaque` binary: a Latin-1 file from
//! ChessBase, a file of three games read with `--game N`, and a lichess export whose moves carry
//! only `[%clk]`, replayed with `--clocks` (see `docs/pgn-import.md`).

use crate::common;

use std::process::Output;

use common::stdout;

fn path(name: &str) -> String {
    format!("tests/pgn/{name}")
}

fn bytes(name: &str) -> Vec<u8> {
    std::fs::read(format!("{}/tests/pgn/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// `escaque ARGS` with no input.
fn run(args: &[&str]) -> Output {
    common::escaque(args, "")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("the errors are UTF-8")
}

/// The `[%clk]` values of a PGN's moves, in order.
fn clocks(pgn: &str) -> Vec<String> {
    pgn.split("[%clk ").skip(1).map(|s| s[..s.find(']').unwrap()].trim().to_owned()).collect()
}

fn seconds(hms: &str) -> i64 {
    hms.split(':').fold(0, |total, part| total * 60 + part.parse::<i64>().unwrap())
}

#[test]
fn a_latin1_file_from_chessbase_is_read_with_its_accents() {
    let raw = bytes("latin1-chessbase.pgn");
    // Really Latin-1: the accented letters are single bytes, so the file is not UTF-8.
    assert!(std::str::from_utf8(&raw).is_err());
    assert!(raw.windows(6).any(|w| w == b"Su\xe1rez"));
    for args in [
        vec!["adjudicate", "--clocks", "--resign", "white", "tests/pgn/latin1-chessbase.pgn"],
        vec!["adjudicate", "--clocks", "--resign", "white", "-"],
    ] {
        let out = common::escaque_bytes(&args, &raw);
        let text = stdout(&out);
        assert!(text.starts_with("result=0-1 reason=resignation\n"), "{text}");
        for tag in [
            "[Event \"Campeonato Galego de Clubes\"]",
            "[Site \"A Coruña\"]",
            "[White \"Suárez Çelik, Antón\"]",
            "[Black \"Núñez, Mª José\"]",
        ] {
            assert!(text.contains(tag), "{tag} missing from:\n{text}");
        }
        // Castling with zeros, both `e.p.` captures, the NAGs and the variation: all 34 moves
        // were played, the variation's none.
        assert!(text.contains("8... O-O-O") && text.contains("9. O-O "), "{text}");
        assert!(text.contains("10. exf6") && text.contains("11... cxb3"), "{text}");
        assert!(text.contains("17... Ne4") && !text.contains("h6"), "{text}");
        assert_eq!(clocks(&text).len(), 34);
    }
    // Without --clocks the verdict is read all the same.
    assert_eq!(stdout(&run(&["adjudicate", &path("latin1-chessbase.pgn")])), "result=* reason=ongoing\n");
}

#[test]
fn a_latin1_file_makes_a_scoresheet() {
    let dir = std::env::temp_dir().join(format!("escaque-pgn-import-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pdf = dir.join("sheet.pdf");
    let out = run(&["--lang", "gl", "scoresheet", &path("latin1-chessbase.pgn"), "-o", pdf.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_of_three_games_lists_them_and_game_2_is_read_with_game_2() {
    let file = path("three-games.pgn");
    // Without --game: the three games, by number, players and round, and how to choose.
    let out = run(&["adjudicate", &file]);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(err.contains("more than one game (3 games)") && err.contains("--game N"), "{err}");
    for line in [
        "1. Castro, Uxía – Ferreiro, Breixo (round 1)",
        "2. Vázquez, Iago – Rodríguez, Mª Xosé (round 2)",
        "3. Ferreiro, Breixo – Vázquez, Iago (round 3)",
    ] {
        assert!(err.contains(line), "{line} missing from:\n{err}");
    }
    // In Galician too.
    let err = stderr(&run(&["--lang", "gl", "adjudicate", &file]));
    assert!(err.contains("3 partidas") && err.contains("(rolda 2)"), "{err}");
    // The second game: Black mates on move 7, as its result says.
    assert_eq!(stdout(&run(&["adjudicate", "--game", "2", &file])), "result=0-1 reason=checkmate\n");
    let text = stdout(&run(&["adjudicate", "--game", "2", "--clocks", &file]));
    assert!(text.starts_with("result=0-1 reason=checkmate\n"), "{text}");
    for tag in ["[White \"Vázquez, Iago\"]", "[Black \"Rodríguez, Mª Xosé\"]", "[Round \"2\"]", "[Result \"0-1\"]"]
    {
        assert!(text.contains(tag), "{tag} missing from:\n{text}");
    }
    assert!(text.contains("7... Nf3#"), "{text}");
    // The others are there too: the first game's 0-0, the third's O-O-O.
    let first = stdout(&run(&["adjudicate", "--game", "1", &file]));
    assert_eq!(first, "result=* reason=ongoing\n");
    let third = run(&["adjudicate", "--game", "3", "--claim", "threefold", &file]);
    assert!(stdout(&third).starts_with("result=* reason=claim-rejected"));
}

#[test]
fn a_game_number_not_in_the_file_is_refused_by_name() {
    let file = path("three-games.pgn");
    let out = run(&["adjudicate", "--game", "0", &file]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("games are counted from 1: the file's first game is --game 1"), "{}", stderr(&out));
    let out = run(&["adjudicate", "--game", "4", &file]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("there is no game 4: the file holds 3 games"), "{}", stderr(&out));
    let out = run(&["--lang", "es", "adjudicate", "--game", "2", &path("fools-mate.pgn")]);
    assert!(stderr(&out).contains("no hay partida 2: el archivo solo contiene una partida"), "{}", stderr(&out));
    // The scoresheet and verify say the same.
    let out = run(&["scoresheet", &file, "-o", "/dev/null"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("(3 games)"), "{}", stderr(&out));
    let out = run(&["verify", "--game", "9", &file]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("there is no game 9"), "{}", stderr(&out));
}

#[test]
fn a_game_of_several_makes_its_scoresheet() {
    let dir = std::env::temp_dir().join(format!("escaque-pgn-import-game-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pdf = dir.join("game2.pdf");
    let out = run(&["scoresheet", &path("three-games.pgn"), "--game", "2", "-o", pdf.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_lichess_export_with_clk_only_drives_the_clocks() {
    let pgn = String::from_utf8(bytes("lichess-clk-only.pgn")).unwrap();
    assert!(!pgn.contains("%emt") && pgn.contains("[%eval"), "the file is what the test says it is");
    let theirs = clocks(&pgn);
    let last = theirs.len() - 1;

    // 2014: the increment after each move, as lichess gives it: the same clocks, but for the
    // mating move, which no press follows and so earns no increment.
    let text = stdout(&run(&["adjudicate", "--clocks", "--edition", "2014", &path("lichess-clk-only.pgn")]));
    assert!(text.starts_with("result=1-0 reason=checkmate\n"), "{text}");
    let ours = clocks(&text);
    assert_eq!(ours[..last], theirs[..last]);
    assert_eq!(seconds(&ours[last]), seconds(&theirs[last]) - 2);

    // 2023 (the default): the increment before each move; every clock shows the next move's
    // 2 s already, one increment above lichess's; the mating move's, without it, is lichess's.
    let text = stdout(&run(&["adjudicate", "--clocks", &path("lichess-clk-only.pgn")]));
    assert!(text.starts_with("result=1-0 reason=checkmate\n"), "{text}");
    for tag in ["[White \"uxia_lugo\"]", "[Site \"https://lichess.org/abcdefgh\"]", "[TimeControl \"180+2\"]"] {
        assert!(text.contains(tag), "{tag} missing from:\n{text}");
    }
    let ours = clocks(&text);
    assert_eq!(ours.len(), theirs.len());
    for (i, (o, t)) in ours.iter().zip(&theirs).enumerate() {
        let shift = if i == last { 0 } else { 2 };
        assert_eq!(seconds(o), seconds(t) + shift, "move {i}: ours {o}, lichess {t}");
    }
    assert!(text.contains("1. e4 { [%clk 0:03:02] } 1... e5 { [%clk 0:03:02] }"), "{text}");
}

#[test]
fn emt_is_taken_before_clk_and_clk_fills_in_where_it_is_missing() {
    // The first move has both (the [%emt] counts), the others [%clk] only.
    let pgn = "[TimeControl \"60+1\"]\n\n1. e4 { [%emt 0:00:10] [%clk 0:00:51] } 1... e5 { [%clk 0:00:58] } \
               2. Nf3 { [%clk 0:00:45] } *";
    let out = common::escaque(&["adjudicate", "--clocks", "--edition", "2014", "-"], pgn);
    let text = stdout(&out);
    // 1. e4 took 10 s (60 - 10 + 1); 1... e5 took 3 s (from 60 to 58, with 1 s added); 2. Nf3
    // took 7 s, from the 51 s of White's previous [%clk] to 45.
    assert_eq!(clocks(&text), ["0:00:51", "0:00:58", "0:00:45"], "{text}");
}

#[test]
fn a_clk_that_gained_a_little_is_time_given_by_the_opponent() {
    // Black clicks lichess's "+15 seconds" while White thinks: White's clock gains 3 s over
    // what the move's increment gives, so 15 s were given and the move took 12 s.
    let pgn = "[TimeControl \"180+2\"]\n\n1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } \
               2. Nf3 { [%clk 0:03:05] } *";
    let out = common::escaque(&["adjudicate", "--clocks", "--edition", "2014", "-"], pgn);
    let printed = stdout(&out);
    assert_eq!(clocks(&printed), ["0:03:00", "0:03:00", "0:03:05"], "{printed}");
    let err = stderr(&out);
    assert!(err.contains("2. Nf3") && err.contains("White was given 0:00:15"), "{err}");
}

#[test]
fn a_clk_that_no_time_used_explains_is_refused_naming_the_move() {
    // Ten minutes more than a clock of two hours had: no gift explains that, since lichess gives
    // time only to a clock under two hours (a smaller clock may be given any amount, see
    // tests/records/pgn_as_written.rs).
    let pgn = "[TimeControl \"7200+2\"]\n\n1. e4 { [%clk 2:00:00] } 1... e5 { [%clk 2:00:00] } \
               2. Nf3 { [%clk 2:10:05] } *";
    let out = common::escaque(&["adjudicate", "--clocks", "-"], pgn);
    assert_eq!(out.status.code(), Some(2));
    let err = stderr(&out);
    assert!(
        err.contains("move 2. Nf3: its [%clk] 2:10:05 is more than the clock had before the move (2:00:00)"),
        "{err}"
    );
    assert!(err.contains("(0:00:02)"), "{err}");
    let err = stderr(&common::escaque(&["--lang", "ca", "adjudicate", "--clocks", "-"], pgn));
    assert!(err.contains("jugada 2. Nf3") && err.contains("rellotge"), "{err}");
    // Neither [%emt] nor [%clk]: named too.
    let out =
        common::escaque(&["adjudicate", "--clocks", "-"], "[TimeControl \"60\"]\n\n1. e4 { [%clk 0:00:59] } e5 *");
    assert!(stderr(&out).contains("move 1... e5: no [%emt] or [%clk]"), "{}", stderr(&out));
    // A [%clk] that is no time, where it is needed.
    let out = common::escaque(&["adjudicate", "--clocks", "-"], "[TimeControl \"60\"]\n\n1. e4 { [%clk 0:0x:59] } *");
    assert!(stderr(&out).contains("move 1. e4: in [%clk]"), "{}", stderr(&out));
}

#[test]
fn verify_checks_a_sealed_record_among_other_games_with_game_n() {
    use escaque::record::seal::{SealKey, seal};
    use escaque::record::sheet::Scoresheet;
    let played = "[Event \"Torneo Social\"]\n[Site \"Lugo\"]\n[Date \"2026.11.20\"]\n[Round \"4\"]\n\
                  [White \"Núñez, Mª José\"]\n[Black \"Çelik, Deniz\"]\n[Result \"1-0\"]\n\n\
                  1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n";
    let mut sheet = Scoresheet::from_pgn(played).unwrap();
    seal(&mut sheet, &SealKey::from_secret([7; 32]));
    let sealed = sheet.to_pgn();
    let three = String::from_utf8(bytes("three-games.pgn")).unwrap();
    let second =
        three.find("[Event \"Torneo Social do Club Xadrez Lugo\"]\n[Site \"Lugo\"]\n[Date \"2026.11.13\"]").unwrap();
    // The sealed record stands in for the second game of the file.
    let third =
        three.find("[Event \"Torneo Social do Club Xadrez Lugo\"]\n[Site \"Lugo\"]\n[Date \"2026.11.20\"]").unwrap();
    let file = format!("{}{sealed}\n{}", &three[..second], &three[third..]);
    let dir = std::env::temp_dir().join(format!("escaque-pgn-import-verify-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let verify = |name: &str, content: &[u8], game: Option<&str>| {
        let path = dir.join(name);
        std::fs::write(&path, content).unwrap();
        let mut args = vec!["verify", path.to_str().unwrap()];
        args.extend(game.map(|g| ["--game", g]).into_iter().flatten());
        run(&args)
    };
    let out = verify("club.pgn", file.as_bytes(), Some("2"));
    assert_eq!(out.status.code(), Some(0), "{}{}", String::from_utf8_lossy(&out.stdout), stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("intact"), "{}", String::from_utf8_lossy(&out.stdout));
    // Without --game a file of several games is a wrong command, as for the other commands:
    // the games are listed, and nothing is called altered.
    let out = verify("club.pgn", file.as_bytes(), None);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--game"), "{}", stderr(&out));
    // Another game of the file is no sealed record.
    assert_eq!(verify("club.pgn", file.as_bytes(), Some("1")).status.code(), Some(1));
    // Saved again in Latin-1, the record reads as the same text, and verifies.
    let (latin1, _, unmappable) = encoding_rs::WINDOWS_1252.encode(&file);
    assert!(!unmappable && std::str::from_utf8(&latin1).is_err());
    assert_eq!(verify("club-latin1.pgn", &latin1, Some("2")).status.code(), Some(0));
    // A move of the record changed: altered.
    let altered = file.replacen("4. Qxf7#", "4. Qxf7", 1);
    let out = verify("club-altered.pgn", altered.as_bytes(), Some("2"));
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("altered"));
    // A name of the record changed in the Latin-1 file: altered too.
    let latin1_altered: Vec<u8> = latin1.iter().map(|&b| if b == 0xaa { 0xba } else { b }).collect();
    assert_eq!(verify("club-latin1-altered.pgn", &latin1_altered, Some("2")).status.code(), Some(1));
    std::fs::remove_dir_all(&dir).unwrap();
}
