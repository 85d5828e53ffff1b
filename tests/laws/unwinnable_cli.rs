//! `escaque unwinnable` from outside: one FEN a line in, who can still mate out (Articles 5.2.2,
//! 6.9). Positions are from public sources, named as in `tests/laws/unwinnable_positions.rs`.

use crate::common;

use std::process::Output;

fn run(stdin: &str) -> Output {
    common::escaque(&["unwinnable"], stdin)
}

fn lines(out: &Output) -> Vec<String> {
    String::from_utf8(out.stdout.clone()).unwrap().lines().map(str::to_owned).collect()
}

#[test]
fn one_answer_per_position() {
    let input = "\
5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - -
# CS-P 54, a kings-only wall; comments and blank lines get no answer

8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/8 w - -
8/8/8/8/8/8/5k1p/7K w - - 2 65
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
2k5/8/8/8/8/8/8/2KR4 w - -
8/8/8/8/8/8/8/2kr2K1 w - -
";
    let out = run(input);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(lines(&out), ["white", "none", "none", "both", "white", "black"]);
    let summary = String::from_utf8(out.stderr).unwrap();
    assert!(summary.contains("6 positions (2 none, 2 white, 1 black, 1 both, 0 unknown), 0 bad lines"), "{summary}");
}

#[test]
fn a_bad_line_gets_an_error_naming_it_and_the_run_goes_on() {
    let input = "\
8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/8 w - -
not a fen
8/8/8/8/8/8/8/8 w - - 0 1
8/8/8/8/8/8/5k1p/7K w - - 2 65
";
    let out = run(input);
    assert_eq!(out.status.code(), Some(2));
    let got = lines(&out);
    assert_eq!(got.len(), 4, "{got:?}");
    assert_eq!(got[0], "none");
    assert!(got[1].starts_with("error: line 2: not a FEN"), "{}", got[1]);
    assert!(got[2].starts_with("error: line 3: not a legal position"), "{}", got[2]);
    assert_eq!(got[3], "none");
    let summary = String::from_utf8(out.stderr).unwrap();
    assert!(summary.contains("2 positions") && summary.contains("2 bad lines"), "{summary}");
}

#[test]
fn chess960_castling_rights_get_a_clear_answer() {
    // A Chess960 position with castling rights on both sides (Shredder-FEN letters, king on g1):
    // the solver cannot play those castlings, but a mate that needs none still counts. (Were the
    // answer "cannot mate", it would be withheld: see the unit tests in src/laws/unwinnable.rs.)
    let chess960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    // X-FEN letters for rooks on the standard squares read the same as in chess.
    let standard = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    let out = run(&format!("{chess960}\n{standard}\n"));
    assert!(out.status.success());
    assert_eq!(lines(&out), ["both", "both"]);
}

#[test]
fn an_illegal_castling_right_is_an_error_not_a_panic() {
    let out = run("rk6/p1r5/8/8/8/8/8/RK5R w HAha - 0 1\n");
    assert_eq!(out.status.code(), Some(2));
    let got = lines(&out);
    assert!(got[0].starts_with("error: line 1: not a legal position"), "{got:?}");
    assert!(!String::from_utf8_lossy(&out.stderr).contains("panicked"));
}

#[test]
fn the_library_entry_point_reports_the_same() {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let summary =
        escaque::cli::unwinnable::run("8/8/8/8/8/8/5k1p/7K w - -\nbad\n".as_bytes(), &mut out, &mut err).unwrap();
    assert_eq!(summary.none, 1);
    assert_eq!(summary.errors, 1);
    assert_eq!(String::from_utf8(out).unwrap().lines().next(), Some("none"));
}

/// Issue 28: the full search of one position is bounded in memory and time, as the window's
/// analysis is bounded by its budget; beyond the bound the answer is `unknown`. This legal
/// position took 3.5 s and 358 MB unbounded.
const HEAVY: &str = "1bB5/4k3/1p1p4/1P1Pp1p1/4P1P1/6bB/6r1/5K2 b - -";

#[test]
fn the_full_search_stops_at_its_memory_bound_and_says_unknown() {
    // Time enough for any machine: the memory bound alone stops it.
    let out = common::escaque(&["unwinnable", "--megabytes", "64", "--seconds", "600"], &format!("{HEAVY}\n"));
    assert_eq!(lines(&out), ["unknown"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("1 unknown"), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn the_full_search_stops_at_its_time_bound_and_says_unknown() {
    let out = common::escaque(&["unwinnable", "--seconds", "0"], &format!("{HEAVY}\n"));
    assert_eq!(lines(&out), ["unknown"]);
}

#[test]
fn within_the_bounds_the_answers_are_the_full_search_s() {
    // Answered inline, and by the helper's full search, within the default bounds.
    let out = run("8/8/8/8/8/8/5k1p/7K w - -\n4k3/8/8/8/8/8/8/4K2R w K - 0 1\n");
    assert_eq!(lines(&out), ["none", "white"]);
}

/// A bound that is no number ("nan", which the argument parser takes for a number) is the least
/// bound: an answer, never a panic (found in review).
#[test]
fn a_time_bound_that_is_no_number_is_the_least_bound_not_a_panic() {
    let out = common::escaque(&["unwinnable", "--seconds", "nan"], &format!("{HEAVY}\n"));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(lines(&out), ["unknown"]);
}
