//! `escaque adjudicate --clocks`: the TimeControl tag and each move's [%emt] drive the clock.

use crate::common;

use std::process::Output;

use common::pgn_file as pgn;
use common::stdout;

use shakmaty::{Chess, Position, san::SanPlus};

fn run(args: &[&str], pgn: &str) -> Output {
    common::escaque(&[&["adjudicate", "--clocks", "-"], args].concat(), pgn)
}

/// A legal game of `plies` half-moves that never repeats a position and does not end: the
/// moves are picked deterministically from the legal ones.
fn long_game(plies: usize) -> Vec<String> {
    let mut pos = Chess::default();
    let mut seen = vec![pos.board().clone()];
    let mut sans = Vec::new();
    for ply in 0..plies {
        let mut moves: Vec<_> = pos.legal_moves().into_iter().collect();
        moves.sort_by_key(|m| m.to_uci(shakmaty::CastlingMode::Standard).to_string());
        let n = moves.len();
        let m = (0..n)
            .map(|i| moves[(ply * 7 + i) % n])
            .find(|m| {
                let mut next = pos.clone();
                next.play_unchecked(*m);
                !next.is_game_over() && !seen.contains(next.board()) && !next.is_insufficient_material()
            })
            .expect("some move keeps the game going");
        sans.push(SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string());
        seen.push(pos.board().clone());
    }
    sans
}

fn pgn_with_times(tc: &str, sans: &[String], emt: &str) -> String {
    let mut text = format!("[TimeControl \"{tc}\"]\n\n");
    for (i, san) in sans.iter().enumerate() {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        text.push_str(&format!("{san} {{[%emt {emt}]}} "));
    }
    text.push_str("*\n");
    text
}

/// The `[%clk]` values after White's moves, in order.
fn white_clocks(pgn: &str) -> Vec<String> {
    let movetext: String = pgn.lines().skip_while(|l| !l.is_empty()).collect::<Vec<_>>().join(" ");
    movetext.split("[%clk ").skip(1).map(|s| s[..s.find(']').unwrap()].to_owned()).step_by(2).collect()
}

#[test]
fn the_second_period_arrives_with_the_40th_move_and_not_before() {
    let sans = long_game(84);
    let out = run(&[], &pgn_with_times("40/3600:1800", &sans, "0:00:30"));
    let text = stdout(&out);
    assert!(text.starts_with("result=* reason=ongoing\n"), "{text}");
    let clocks = white_clocks(&text);
    assert_eq!(clocks[38], "0:40:30", "after move 39: 60 min - 39 × 30 s");
    assert_eq!(clocks[39], "1:10:00", "after move 40: the 30 minutes have arrived");
    assert_eq!(clocks[40], "1:09:30");
}

#[test]
fn a_move_longer_than_the_time_left_is_a_flag_fall() {
    let pgn = "[TimeControl \"60\"]\n\n1. e4 {[%emt 0:00:10]} e5 {[%emt 0:01:01]} 2. Nf3 {[%emt 0:00:01]} *";
    let out = run(&[], pgn);
    let text = stdout(&out);
    assert!(text.starts_with("result=1-0 reason=time-forfeit\n"), "{text}");
    // The flag fell at 1:10, before Black's move was made: the move is not on the record.
    assert!(text.contains("1. e4 { [%clk 0:00:50] } 1-0"), "{text}");
    assert!(String::from_utf8_lossy(&out.stderr).contains("the flag fell during the move"));
}

#[test]
fn art_6_increment_the_move_has_its_increment_before_it_in_2023_and_after_it_in_2014() {
    // 2023: the increment comes from the start, before each move: Black's first move has 65 s.
    assert!(stdout(&run(&[], &pgn("increment-first-move-66s.pgn"))).starts_with("result=1-0 reason=time-forfeit\n"));
    let text = stdout(&run(&[], &pgn("increment-first-move-65s.pgn")));
    assert!(text.starts_with("result=* reason=ongoing\n"), "{text}");
    // Nothing left of this move's time, and the next move's 5 s already on the clock.
    assert!(text.contains("1... e5 { [%clk 0:00:05] }"), "{text}");
    // 2014: the increment comes after the move, so it does not save a move that took too long.
    let text = stdout(&run(&["--edition", "2014"], &pgn("increment-first-move-62s.pgn")));
    assert!(text.starts_with("result=1-0 reason=time-forfeit\n"), "{text}");
    // Exactly the time left is not longer than it.
    let text = stdout(&run(&["--edition", "2014"], &pgn("increment-first-move-60s.pgn")));
    assert!(text.starts_with("result=* reason=ongoing\n"), "{text}");
    assert!(text.contains("1... e5 { [%clk 0:00:05] }"), "{text}");
}

#[test]
fn a_flag_against_a_lone_king_is_a_draw() {
    let pgn = "[TimeControl \"60\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1\"]\n\n\
               1. Qb3 {[%emt 0:01:01]} *";
    assert!(stdout(&run(&[], pgn)).starts_with("result=1/2-1/2 reason=timeout-vs-unwinnable\n"));
}

#[test]
fn a_game_without_time_control_or_emt_is_refused() {
    let out = run(&[], "1. e4 {[%emt 0:00:10]} *");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("TimeControl"));
    let out = run(&[], "[TimeControl \"60\"]\n\n1. e4 {[%emt 0:00:10]} e5 *");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("move 1... e5: no [%emt]"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let out = run(&[], "[TimeControl \"60\"]\n\n1. e4 {[%emt 0:0x:10]} *");
    assert_eq!(out.status.code(), Some(2));
    let out = run(&[], "[TimeControl \"sixty\"]\n\n1. e4 {[%emt 0:00:10]} *");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("sixty"), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn claims_and_resignations_with_clocks() {
    let pgn = "[TimeControl \"300\"]\n\n1. Nf3 {[%emt 0:00:01]} Nf6 {[%emt 0:00:01]} 2. Ng1 {[%emt 0:00:01]} *";
    let out = run(&["--claim", "threefold", "--intended", "Ng8"], pgn);
    assert!(stdout(&out).starts_with("result=* reason=claim-rejected\n"));
    let out = run(&["--resign", "black"], pgn);
    assert!(stdout(&out).starts_with("result=1-0 reason=resignation\n"));
}

#[test]
fn the_game_printed_again_keeps_its_event_tags() {
    let pgn = "[Event \"Club championship\"]\n[Site \"Lugo\"]\n[Date \"2026.11.20\"]\n[Round \"3\"]\n\
               [White \"Uxía\"]\n[Black \"Jordi\"]\n[TimeControl \"60+5\"]\n\n\
               1. e4 {[%emt 0:00:10]} e5 {[%emt 0:00:12]} *\n";
    let out = stdout(&run(&[], pgn));
    for tag in ["[Event \"Club championship\"]", "[Site \"Lugo\"]", "[Date \"2026.11.20\"]", "[Round \"3\"]", "[White \"Uxía\"]"] {
        assert!(out.contains(tag), "{tag} missing from:\n{out}");
    }
}
