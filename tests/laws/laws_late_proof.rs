//! Proofs that arrive after the fact from the analysis beside the game (issue: the window never
//! waits for the full search): a dead position ends the game at the move that made it dead
//! (5.2.2); an opponent proven unable to mate turns a flag or a resignation into a draw (6.9,
//! 5.1.2).

use crate::common;

use common::*;
use escaque::laws::{Article, GameResult, Reason};
use escaque::{EventKind, Proof, Refusal};
use shakmaty::Color::{Black, White};

#[test]
fn art_5_2_2_a_dead_position_proven_late_ends_the_game_where_it_arose() {
    let mut d = start();
    d.play("e2e4 e7e5 g1f3 b8c6");
    assert_eq!(d.game().plies().len(), 4);
    // Pretend the analysis proved the position after 2 moves dead: the game ended there.
    d.apply(EventKind::Analysis(Proof::Dead { plies: 2 })).unwrap();
    let e = d.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason, e.article), (GameResult::Draw, Reason::DeadPosition, Article::DEAD_POSITION));
    assert_eq!(d.game().end_plies(), Some(2));
    assert_eq!(d.game().plies().len(), 4, "the moves played after it stay on the record");
    // A later flag or move changes nothing.
    assert!(matches!(d.apply(EventKind::FlagReported { side: White }).unwrap_err(), Refusal::GameOver(_)));
}

#[test]
fn art_5_2_2_a_proof_after_the_end_changes_nothing() {
    let mut d = start();
    d.play("f2f3 e7e5 g2g4");
    d.mv("d8h4").unwrap();
    assert_eq!(d.apply(EventKind::Analysis(Proof::Dead { plies: 4 })).unwrap_err(), Refusal::NothingToRevise);
    assert_eq!(d.game().status().ending().unwrap().reason, Reason::Checkmate);
    assert_eq!(d.apply(EventKind::Analysis(Proof::Dead { plies: 9 })).unwrap_err(), Refusal::NothingToRevise);
}

#[test]
fn art_6_9_a_flag_becomes_a_draw_when_the_opponent_is_proven_unable_to_mate() {
    let mut d = start();
    d.play("e2e4");
    d.apply(EventKind::FlagReported { side: Black }).unwrap();
    assert_eq!(d.game().status().ending().unwrap().reason, Reason::TimeForfeit);
    // Only a proof about the winner counts.
    assert_eq!(d.apply(EventKind::Analysis(Proof::CannotMate { side: Black })).unwrap_err(), Refusal::NothingToRevise);
    d.apply(EventKind::Analysis(Proof::CannotMate { side: White })).unwrap();
    let e = d.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason, e.article), (GameResult::Draw, Reason::TimeoutVsUnwinnable, Article::FLAG_FALL));
}

#[test]
fn art_5_1_2_a_resignation_becomes_a_draw_when_the_opponent_is_proven_unable_to_mate() {
    let mut d = start();
    d.apply(EventKind::Resign { by: White }).unwrap();
    d.apply(EventKind::Analysis(Proof::CannotMate { side: Black })).unwrap();
    assert_eq!(d.game().status().ending().unwrap().reason, Reason::ResignationVsUnwinnable);
    // Not for a checkmate or an agreement.
    assert_eq!(d.apply(EventKind::Analysis(Proof::CannotMate { side: Black })).unwrap_err(), Refusal::NothingToRevise);
}
