//! Articles 5.2.2, 6.9 and 5.1.2 decided exactly: the laws core asking the chasolver-backed
//! [`ExactOracle`] instead of the material rule. Positions are from public sources, named as in
//! `tests/laws/unwinnable_positions.rs`.

use crate::common;

use std::sync::Arc;

use common::{Driver, position, with_oracle};
use escaque::EventKind;
use escaque::laws::unwinnable;
use escaque::laws::{Article, GameResult, MateAbility, Reason, Status};
use escaque::laws::{ExactOracle, MaterialRule};
use shakmaty::Color;

fn exact(fen: &str) -> Driver {
    with_oracle(fen, Arc::new(ExactOracle::default()))
}

fn material(fen: &str) -> Driver {
    with_oracle(fen, Arc::new(MaterialRule))
}

/// The kings-only wall of CS-P 54, with a black knight White's king can take.
const KNIGHT_BEFORE_THE_WALL: &str = "8/2k5/8/1p1p2p1/1P1P2P1/8/2K5/3n4 w - - 0 1";

#[test]
fn art_5_2_2_taking_the_last_piece_that_could_open_a_wall_ends_the_game() {
    let mut d = exact(KNIGHT_BEFORE_THE_WALL);
    assert_eq!(d.game().status(), Status::Ongoing);
    d.mv("c2d1").unwrap();
    assert_eq!(d.ending(), (GameResult::Draw, Reason::DeadPosition, Article::DEAD_POSITION));
    // The material rule sees pawns and lets the game go on.
    let mut d = material(KNIGHT_BEFORE_THE_WALL);
    d.mv("c2d1").unwrap();
    assert_eq!(d.game().status(), Status::Ongoing);
}

#[test]
fn art_5_2_2_a_forced_capture_is_seen_at_once() {
    // CS-L 35321 one move earlier: after Qb2+ Black's only move takes the queen, so the position
    // after Qb2+ is already dead, with a queen still on the board.
    let before = "8/8/8/8/3Q4/8/4K3/1k6 w - - 0 1";
    let mut d = exact(before);
    d.mv("d4b2").unwrap();
    assert_eq!(d.ending(), (GameResult::Draw, Reason::DeadPosition, Article::DEAD_POSITION));
    // Another check keeps the queen safe and the game alive.
    let mut d = exact(before);
    d.mv("d4d3").unwrap();
    assert_eq!(d.game().status(), Status::Ongoing);
    let mut d = material(before);
    d.mv("d4b2").unwrap();
    assert_eq!(d.game().status(), Status::Ongoing);
}

#[test]
fn art_6_9_flag_against_king_and_bishop_behind_a_closed_wall_is_a_draw() {
    // CS-README (lichess ijyj0mHa): White ran out of time; Black has king, bishop and a locked
    // pawn wall and can never mate. CS-P 1351 (D3-README): the same with two bishops of one
    // colour, while White's knight could still mate.
    for fen in ["5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - -", "7b/1k5B/7b/8/1p1p1p1p/1PpP1P1P/2P3K1/N7 w - -"] {
        let mut d = exact(fen);
        assert_eq!(d.game().status(), Status::Ongoing, "{fen}");
        d.apply(EventKind::FlagReported { side: Color::White }).unwrap();
        assert_eq!(d.ending(), (GameResult::Draw, Reason::TimeoutVsUnwinnable, Article::FLAG_FALL), "{fen}");
        // The material rule gives the game to Black, wrongly.
        let mut d = material(fen);
        d.apply(EventKind::FlagReported { side: Color::White }).unwrap();
        assert_eq!(d.ending().0, GameResult::Win(Color::Black), "{fen}");
    }
}

#[test]
fn art_6_9_flag_loses_when_the_opponent_could_still_mate() {
    // ijyj0mHa again: White can mate (the README's surprise), so Black's flag loses.
    let mut d = exact("5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 b - -");
    d.apply(EventKind::FlagReported { side: Color::Black }).unwrap();
    assert_eq!(d.ending(), (GameResult::Win(Color::White), Reason::TimeForfeit, Article::FLAG_FALL));
}

#[test]
fn art_5_1_2_resignation_against_a_bare_king_is_a_draw() {
    let mut d = exact("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1");
    d.apply(EventKind::Resign { by: Color::White }).unwrap();
    assert_eq!(d.ending(), (GameResult::Draw, Reason::ResignationVsUnwinnable, Article::RESIGNATION));
    let mut d = exact("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1");
    d.apply(EventKind::Resign { by: Color::Black }).unwrap();
    assert_eq!(d.ending(), (GameResult::Win(Color::White), Reason::Resignation, Article::RESIGNATION));
}

#[test]
fn art_5_1_2_resignation_against_a_walled_bishop_is_a_draw() {
    let mut d = exact("5b2/p7/Pp3k2/1Pp1pBp1/2P1P1P1/5K2/8/8 w - -");
    d.apply(EventKind::Resign { by: Color::White }).unwrap();
    assert_eq!(d.ending(), (GameResult::Draw, Reason::ResignationVsUnwinnable, Article::RESIGNATION));
}

/// CS-P 96: a double pawn wall that is dead, but only the full search proves it. Inline the
/// question stays open, and an open question neither ends the game nor draws a flag: the flag
/// loses, until the worker's full answer is applied (see `MateWorker`).
#[test]
fn an_undetermined_answer_never_ends_a_game_nor_draws_a_flag() {
    let fen = "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - -";
    let mut d = exact(fen);
    assert_eq!(d.game().can_checkmate(Color::Black), MateAbility::Unknown);
    assert_eq!(d.game().status(), Status::Ongoing);
    d.apply(EventKind::FlagReported { side: Color::White }).unwrap();
    assert_eq!(d.ending(), (GameResult::Win(Color::Black), Reason::TimeForfeit, Article::FLAG_FALL));
    // The worker's answer, for the same position: Black could never mate.
    assert_eq!(unwinnable::full(&position(fen), Color::Black).ability(), MateAbility::Impossible);
}

#[test]
fn a_whole_game_under_the_exact_oracle_plays_as_before() {
    // The Opera game (Morphy, Paris 1858) ends in mate, not in a false dead position.
    let mut d = exact("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    d.play(
        "e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7 b1c3 c7c6 c1g5 b7b5 \
         c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7 b3b8 d7b8",
    );
    d.mv("d1d8").unwrap();
    assert_eq!(d.ending(), (GameResult::Win(Color::White), Reason::Checkmate, Article::CHECKMATE));
}
