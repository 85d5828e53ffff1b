//! Issue 29: PGN read as it is written by the tools clubs and servers use (a blank line inside
//! the moves, a comment before the first tag, a `{` inside a `;` comment), what is refused
//! named exactly (moves in coordinates, a tag glued to the moves, the line of every refusal),
//! clocks from other servers with `--clocks`, and `verify` on a record never sealed. Each test
//! reads a file of `tests/pgn/` written for the project (see `docs/pgn-import.md`).

use crate::common;

use std::process::Output;

use common::{pgn_file as fixture, stdout};
use escaque::record::pgn::read_game_numbered;

fn run(args: &[&str]) -> Output {
    common::escaque(args, "")
}

/// The error of a command that must refuse its input (exit 2, nothing on standard output).
fn refusal(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr.clone()).unwrap()
}

#[test]
fn a_blank_line_inside_the_movetext_is_layout_not_the_end_of_the_game() {
    // pgn-extract's layout: a comment before move 1 and a blank line after it; blank lines
    // between moves, as people leave them.
    let text = stdout(&run(&["adjudicate", "tests/pgn/pgn-extract-blank-lines.pgn"]));
    assert_eq!(text.trim_end(), "result=1-0 reason=checkmate");
    let game = read_game_numbered(&fixture("pgn-extract-blank-lines.pgn"), None).unwrap();
    assert_eq!(game.moves.len(), 33);
    // Each move knows its line, blank lines counted.
    assert_eq!((game.moves[0].line, game.moves[12].line, game.moves[32].line), (11, 13, 16));
    // With CRLF line ends, and a blank line of spaces, the same.
    let crlf = fixture("pgn-extract-blank-lines.pgn").replace("\n\n7.", "\n   \n7.").replace('\n', "\r\n");
    assert_eq!(read_game_numbered(&crlf, None).unwrap().moves.len(), 33);
    // A blank line inside a variation is layout too.
    let variation = "[Event \"?\"]\n\n1. e4 (1. d4 d5\n\n2. c4) 1... e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    assert_eq!(read_game_numbered(variation, None).unwrap().moves.len(), 7);
    // Two games still part at the second's tags.
    let two = format!("{}\n{}", fixture("pgn-extract-blank-lines.pgn"), fixture("brace-in-semicolon-comment.pgn"));
    assert_eq!(read_game_numbered(&two, Some(2)).unwrap().moves.len(), 7);
}

#[test]
fn a_comment_before_the_first_tag_of_a_file_is_skipped() {
    // As pgn-extract's eco.pgn opens.
    let text = fixture("comment-before-tags.pgn");
    let first = read_game_numbered(&text, Some(1)).unwrap();
    assert_eq!((first.tag("ECO"), first.moves.len()), (Some("C20"), 2));
    let second = read_game_numbered(&text, Some(2)).unwrap();
    assert_eq!((second.tag("ECO"), second.moves.len()), (Some("C60"), 5));
    let out = run(&["adjudicate", "--game", "1", "tests/pgn/comment-before-tags.pgn"]);
    assert_eq!(stdout(&out).trim_end(), "result=* reason=ongoing");
    // A `;` comment and an escape line before the tags, the same.
    let other = "; written by hand\n% an escape line\n[White \"A\"]\n\n1. e4 e5 *\n";
    assert_eq!(read_game_numbered(other, None).unwrap().tag("White"), Some("A"));
    // Errors still count lines from the file's first.
    let bad = text.replace("3. Bb5", "3. Bz5");
    let err = read_game_numbered(&bad, Some(2)).unwrap_err();
    assert_eq!(err.line, Some(14), "{err}");
}

#[test]
fn a_brace_inside_a_rest_of_line_comment_has_no_meaning() {
    // PGN standard, section 5: a `;` comment runs to the end of its line, braces included.
    let out = run(&["adjudicate", "tests/pgn/brace-in-semicolon-comment.pgn"]);
    assert_eq!(stdout(&out).trim_end(), "result=1-0 reason=checkmate");
    // And a `;` inside a brace comment is part of that comment.
    let braces = "[Event \"?\"]\n\n1. e4 {a ; inside} e5 {spanning ; \n lines} 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n";
    assert_eq!(read_game_numbered(braces, None).unwrap().moves.len(), 7);
    // A `{` in a tag's value is part of the value.
    let tag = "[Annotator \"{ and ; \"]\n\n1. e4 *\n";
    assert_eq!(read_game_numbered(tag, None).unwrap().tag("Annotator"), Some("{ and ; "));
}

#[test]
fn a_move_in_coordinates_is_not_algebraic_notation_never_illegal() {
    let err = refusal(&run(&["adjudicate", "tests/pgn/coordinate-moves.pgn"]));
    assert!(err.contains("line 6: move 1. e2e4:") && err.contains("not in algebraic notation"), "{err}");
    assert!(!err.contains("illegal"), "{err}");
    // Every form engines and servers write, with and without a promotion piece or a mark.
    for (token, coordinates) in [
        ("g1f3", true),
        ("e7e8q", true),
        ("e7e8=Q", true),
        ("e2-e4", true),
        ("d4xe5", true),
        ("g1f3+", true),
        ("Ng1f3", false), // long SAN with its piece: algebraic, read as SAN
        ("exd5", false),
        ("e4", false),
    ] {
        let text = format!("[FEN \"4k3/4P3/8/3p4/4P3/8/8/4K1N1 w - - 0 1\"]\n\n1. {token} *\n");
        let problem = read_game_numbered(&text, None).err().map(|e| e.problem);
        assert_eq!(problem == Some(escaque::record::PgnProblem::CoordinateMove), coordinates, "{token}: {problem:?}");
    }
    // In Galician, too.
    let err = refusal(&run(&["--lang", "gl", "adjudicate", "tests/pgn/coordinate-moves.pgn"]));
    assert!(err.contains("liña 6") && err.contains("notación alxébrica"), "{err}");
}

#[test]
fn a_tag_glued_to_the_moves_is_named_as_such() {
    let err = refusal(&run(&["adjudicate", "tests/pgn/tag-glued-to-moves.pgn"]));
    assert!(err.contains("line 3: a tag and moves stand on one line"), "{err}");
    // A tag after the moves on their line, the same.
    let err = read_game_numbered("[Event \"?\"]\n\n1. e4 e5 [Result \"*\"]\n", None).unwrap_err();
    assert_eq!((err.line, err.problem), (Some(3), escaque::record::PgnProblem::TagGluedToMoves));
    // A tag left open is still called so.
    let err = read_game_numbered("[Event \"?\n\n1. e4 *\n", None).unwrap_err();
    assert_eq!(err.problem, escaque::record::PgnProblem::TagNotClosed);
}

#[test]
fn every_refusal_names_its_line_and_move() {
    // (PGN, what the error must say): its line, and its move where a move is concerned.
    let table: &[(&str, &str)] = &[
        ("[Event \"?\"]\n\n1. e4 e5 2. Nf3 Nc6\n3. Bb5 a6 4. Bxc6 Ke7 5. Ke3 *\n", "line 4: move 5. Ke3: illegal"),
        ("[Event \"?\"]\n\n1. e4 e5\n\n2. Ke3 *\n", "line 5: move 2. Ke3: illegal"),
        ("[FEN \"4k3/8/8/8/8/8/8/N3K2N w - - 0 1\"]\n\n1. Kd1 Kd8\n2. Nd5 *\n", "line 4: move 2. Nd5: illegal"),
        ("[FEN \"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1\"]\n\n1. Kf1 Kd8\n2. Nd2 *\n", "line 4: move 2. Nd2: ambiguous"),
        ("[Event \"?\"]\n\n1. e4 e5\n2. Nf3 Nc6 3. Bb5\n", "line 4: "),
        ("[Event \"?\"]\n\n1. e4 e5\n2. -- Nc6 *\n", "line 4: move 2. --: "),
        ("[Event \"?\"]\n\n1. e4 (1. d4\nd5 2. c4 *\n", "line 3: "),
        ("[Event \"?\"]\n[FEN \"8/8/8/8 w - - 0 1\"]\n\n1. e4 *\n", "line 2: "),
        ("[Event \"?\"]\n\n1. e4 e5\n2. Nf3 Qx9 *\n", "line 4: move 2... Qx9: "),
    ];
    for (pgn, says) in table {
        let err = refusal(&common::escaque(&["adjudicate", "-"], pgn));
        assert!(err.contains(says), "{pgn:?}: {err}");
    }
    // With --clocks, as without.
    let pgn = "[TimeControl \"60\"]\n\n1. e4 {[%emt 0:00:01]} e5 {[%emt 0:00:01]}\n2. Ke3 {[%emt 0:00:01]} *\n";
    let err = refusal(&common::escaque(&["adjudicate", "--clocks", "-"], pgn));
    assert!(err.contains("line 4: move 2. Ke3:"), "{err}");
    let err = refusal(&run(&["adjudicate", "tests/pgn/illegal-on-line-7.pgn"]));
    assert!(err.contains("line 7: move 5. Ke3: illegal in this position"), "{err}");
}

#[test]
fn clocks_that_cannot_be_a_clock_are_no_usable_clock_never_a_flag_on_move_1() {
    // A correspondence server writes 0:00:00 after every move of a game of one move in five
    // days: no clock ran.
    let err = refusal(&run(&["adjudicate", "--clocks", "tests/pgn/correspondence-clk-zero.pgn"]));
    assert!(err.contains("every [%clk] in the game shows 0:00:00") && err.contains("no usable clock"), "{err}");
    assert!(!err.contains("flag"), "{err}");
    // Without --clocks the game is judged on its moves.
    let out = run(&["adjudicate", "tests/pgn/correspondence-clk-zero.pgn"]);
    assert_eq!(stdout(&out).trim_end(), "result=* reason=ongoing");
    // A clock that never left its starting time is a clock (a short game of premoves).
    let pgn = "[TimeControl \"60\"]\n\n1. e4 {[%clk 0:01:00]} e5 {[%clk 0:01:00]} 2. Qh5 {[%clk 0:01:00]} *\n";
    assert!(common::escaque(&["adjudicate", "--clocks", "-"], pgn).status.success());
}

#[test]
fn lichess_time_given_past_two_minutes_still_gets_a_verdict_with_the_gift_noted() {
    // Black gave White five minutes (twenty clicks of +15 s) during 3. Bc4: lichess allows it
    // while White's clock is under two hours (lila's Clock.moretimeable).
    let out = run(&["adjudicate", "--clocks", "--resign", "white", "tests/pgn/lichess-time-given-five-minutes.pgn"]);
    let text = stdout(&out);
    assert!(text.starts_with("result=0-1 reason=resignation\n"), "{text}");
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("3. Bc4") && err.contains("White was given 0:05:00"), "{err}");
    // Lichess gives no time to a clock showing two hours or more: such a gain is refused.
    let pgn = "[TimeControl \"7200+2\"]\n\n1. e4 { [%clk 2:00:00] } 1... e5 { [%clk 2:00:00] } \
               2. Nf3 { [%clk 2:00:30] } *";
    let err = refusal(&common::escaque(&["adjudicate", "--clocks", "-"], pgn));
    assert!(err.contains("move 2. Nf3: its [%clk] 2:00:30 is more than the clock had"), "{err}");
    // The largest time a file can hold is refused the same way, never a panic.
    let pgn = "[TimeControl \"1\"]\n\n1. e4 { [%clk 5124095576030:25:51.615] } *";
    let err = refusal(&common::escaque(&["adjudicate", "--clocks", "-"], pgn));
    assert!(err.contains("move 1. e4: its [%clk] 5124095576030:25:51.615 is more than"), "{err}");
}

#[test]
fn verify_on_a_record_never_sealed_says_not_sealed() {
    // Annotated, with a variation: never a sealed record, and never called altered.
    let out = run(&["verify", "tests/pgn/unsealed-annotated.pgn"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("not sealed"), "{}", String::from_utf8_lossy(&out.stdout));
    // Every other file of tests/pgn/ that carries no seal: not sealed either.
    for entry in std::fs::read_dir(format!("{}/tests/pgn", env!("CARGO_MANIFEST_DIR"))).unwrap() {
        let path = entry.unwrap().path();
        let text = escaque::record::pgn::decode(&std::fs::read(&path).unwrap()).0;
        let games = escaque::record::pgn::list_games(&text).len();
        if text.contains("[Seal") || text.trim().is_empty() {
            continue;
        }
        for game in 1..=games {
            let n = game.to_string();
            let mut args = vec!["verify", path.to_str().unwrap()];
            if games > 1 {
                args.extend(["--game", &n]);
            }
            let out = run(&args);
            let said = String::from_utf8_lossy(&out.stdout);
            assert!(said.starts_with("not sealed"), "{} game {game}: {said}", path.display());
        }
    }
}
