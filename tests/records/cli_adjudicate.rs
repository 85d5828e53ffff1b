//! `escaque adjudicate` from outside, as arbiters and scripts use it.

use crate::common;

use std::process::Output;

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    common::escaque(&[&["adjudicate"], args].concat(), stdin.unwrap_or(""))
}

fn verdict(args: &[&str]) -> String {
    let out = run(args, None);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().trim_end().to_owned()
}

fn failure(pgn: &str) -> String {
    let out = run(&["-"], Some(pgn));
    assert_eq!(out.status.code(), Some(2), "should fail: {pgn}");
    assert!(out.stdout.is_empty());
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn verdicts_on_the_reference_games() {
    let table: &[(&[&str], &str)] = &[
        (&["tests/pgn/fools-mate.pgn"], "result=0-1 reason=checkmate"),
        (&["tests/pgn/loyd-stalemate.pgn"], "result=1/2-1/2 reason=stalemate"),
        (&["tests/pgn/fivefold.pgn"], "result=1/2-1/2 reason=fivefold-repetition"),
        (&["tests/pgn/threefold-short.pgn", "--claim", "threefold"], "result=* reason=claim-rejected"),
        (&["tests/pgn/threefold-short.pgn"], "result=* reason=ongoing"),
        (&["tests/pgn/seventy-five-quiet.pgn"], "result=1/2-1/2 reason=seventy-five-moves"),
        (&["tests/pgn/seventy-five-mate.pgn"], "result=1-0 reason=checkmate"),
        (&["tests/pgn/queen-vs-lone-king.pgn", "--flag", "white"], "result=1/2-1/2 reason=timeout-vs-unwinnable"),
        (&["tests/pgn/queen-vs-lone-king.pgn", "--flag", "black"], "result=1-0 reason=time-forfeit"),
        (&["tests/pgn/queen-vs-lone-king.pgn", "--resign", "black"], "result=1-0 reason=resignation"),
        (&["tests/pgn/queen-vs-lone-king.pgn", "--resign", "white"], "result=1/2-1/2 reason=resignation-vs-unwinnable"),
        // White's lone king against king and knight: no one can mate, so the position is dead
        // (5.2.2) and the game was already drawn when the flag fell; 6.9 gives way to 5.2.2.
        (&["tests/pgn/lone-king-vs-knight.pgn", "--flag", "white"], "result=1/2-1/2 reason=dead-position"),
    ];
    for (args, expected) in table {
        assert_eq!(verdict(args), *expected, "{args:?}");
    }
}

#[test]
fn threefold_claims_with_an_intended_move() {
    let pgn =
        &std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/pgn/knights-out-and-back.pgn")).unwrap();
    let out = run(&["-", "--claim", "threefold", "--intended", "Ng8"], Some(pgn));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=1/2-1/2 reason=threefold-claim");
    let out = run(&["-", "--claim", "threefold", "--intended", "Nd5"], Some(pgn));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=* reason=claim-rejected");
    // 9.5.3: a written move that is not legal makes the claim incorrect, whether no piece could
    // even be put there (no black knight reaches f5) or a hand could make it (the rook jumping
    // over its pawn to h6).
    let out = run(&["-", "--claim", "threefold", "--intended", "Nf5"], Some(pgn));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=* reason=claim-rejected");
    let out = run(&["-", "--claim", "threefold", "--intended", "Rh6"], Some(pgn));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=* reason=claim-rejected");
    // What is not a move in SAN at all is still an error of the command line.
    let out = run(&["-", "--claim", "threefold", "--intended", "Zz9"], Some(pgn));
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn fifty_moves_claim() {
    let pgn = "[SetUp \"1\"]\n[FEN \"6k1/8/6K1/8/8/8/8/R7 w - - 99 80\"]\n\n80. Ra2 *";
    let out = run(&["-", "--claim", "fifty-moves"], Some(pgn));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=1/2-1/2 reason=fifty-moves-claim");
}

#[test]
fn moves_after_the_end_are_reported_not_counted() {
    let out = run(&["-"], Some("1. f3 e5 2. g4 Qh4# 3. Nc3 0-1"));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=0-1 reason=checkmate");
    assert!(String::from_utf8_lossy(&out.stderr).contains("before 3. Nc3"));
}

#[test]
fn a_result_tag_that_disagrees_is_remarked() {
    let out = run(&["-"], Some("1. f3 e5 2. g4 Qh4# 1-0"));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=0-1 reason=checkmate");
    assert!(String::from_utf8_lossy(&out.stderr).contains("the PGN gives the result 1-0"));
}

#[test]
fn a_truncated_pgn_names_the_bad_move() {
    let err = failure("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb");
    assert!(err.contains("move 3. Bb"), "{err}");
    let err = failure("1. e4 e5 2. Nf3 Nc6 3. Bb5");
    assert!(err.contains("after move 3. Bb5 without a result marker"), "{err}");
    let err = failure("1. e4 e5 {a comment that never");
    assert!(err.contains("never closed"), "{err}");
    let err = failure("1. e4 e5 (1... c5 2. Nf3 *");
    assert!(err.contains("never closed"), "{err}");
}

#[test]
fn a_garbled_pgn_names_the_bad_move() {
    let err = failure("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf9 *");
    assert!(err.contains("move 4. Qxf9: this is not a move"), "{err}");
    let err = failure("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc7 *");
    assert!(err.contains("move 4. Bxc7: illegal in this position"), "{err}");
    let err = failure("1. Nf3 Nf6 2. d3 d6 3. Nd2 *");
    assert!(err.contains("move 3. Nd2: ambiguous"), "{err}");
    let err = failure("1. e4 -- 2. d4 *");
    assert!(err.contains("move 1... --: a null move"), "{err}");
    let err = failure("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*");
    assert!(err.contains("FEN tag") && err.contains("not a legal position"), "{err}");
    let err = failure("[Variant \"Atomic\"]\n\n1. e4 *");
    assert!(err.contains("Variant tag"), "{err}");
    let err = failure("1. e4 e5 1-0\n\n[Event \"second\"]\n\n1. d4 *");
    assert!(err.contains("more than one game"), "{err}");
    let err = failure("");
    assert!(err.contains("no game"), "{err}");
}

#[test]
fn lichess_style_pgn_with_clock_comments_and_variations_is_read() {
    let pgn = r#"[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[White "a"]
[Black "b"]
[Result "0-1"]
[TimeControl "180+2"]

1. f3 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. g4?? { [%clk 0:02:58] } (2. e4 Nf6) 2... Qh4# { [%clk 0:02:59] } 0-1
"#;
    let out = run(&["-"], Some(pgn));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=0-1 reason=checkmate");
}

#[test]
fn a_missing_file_is_a_clear_error() {
    let out = run(&["tests/pgn/no-such-file.pgn"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read tests/pgn/no-such-file.pgn"));
}

#[test]
fn remarks_and_errors_in_the_language_asked_for_the_verdict_line_unchanged() {
    let out = run(&["-", "--lang", "gl"], Some("1. f3 e5 2. g4 Qh4# 1-0"));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=0-1 reason=checkmate");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("nota: o PGN dá o resultado 1-0; segundo as Leis é 0-1"), "{err}");
    let out = run(&["-", "--lang", "es"], Some("1. f3 e5 2. g4 Qh4# 3. Nc3 0-1"));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=0-1 reason=checkmate");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("las blancas reciben jaque mate (Artículo 5.1.1)") && err.contains("3. Nc3"), "{err}");
    let out = run(&["-", "--lang", "ca"], Some("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf9 *"));
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("línia 1: jugada 4. Qxf9: això no és una jugada en notació algebraica"), "{err}");
    let out = run(&["-", "--lang", "pt", "--resign", "white"], Some("1. f3 e5 2. g4 Qh4# 0-1"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("o abandono das brancas não conta: a partida já terminou"), "{err}");
    // The PGN's moves stay in English SAN whatever the language.
    let out = run(&["-", "--lang", "gl"], Some("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *"));
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "result=* reason=ongoing");
    let clocked = "[TimeControl \"300\"]\n\n1. Nf3 {[%emt 0:00:01]} Nf6 {[%emt 0:00:01]} 2. Bb1 {[%emt 0:00:01]} *";
    let out = run(&["-", "--clocks", "--lang", "gl"], Some(clocked));
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["-", "--clocks", "--lang", "gl"], Some(&clocked.replace("Bb1", "Ng1")));
    let pgn = String::from_utf8_lossy(&out.stdout);
    assert!(pgn.contains("1. Nf3 { [%clk 0:04:59] } 1... Nf6") && !pgn.contains("Cf3"), "PGN in English SAN: {pgn}");
    let out = run(&["-", "--lang", "fr"], Some("1. e4 *"));
    assert_eq!(out.status.code(), Some(2), "an unknown language is refused");
}
