//! Article 5: the ends of the game.

use crate::common;

use common::*;
use escaque::laws::{Article, Edition, GameResult, Reason, Status};
use escaque::{EventKind, Refusal};
use shakmaty::Color;

#[test]
fn art_5_1_1_checkmate_ends_the_game() {
    let mut d = start();
    d.play("f2f3 e7e5 g2g4");
    assert_eq!(d.game().status(), Status::Ongoing);
    d.mv("d8h4").unwrap();
    assert_eq!(d.ending(), (GameResult::Win(Color::Black), Reason::Checkmate, Article::CHECKMATE));
    // Nothing more is accepted, and the refusal says why.
    let refused = d.mv("e1f2").unwrap_err();
    assert!(matches!(refused, Refusal::GameOver(_)));
    assert_eq!(refused.article(), Some(Article::CHECKMATE));
}

#[test]
fn art_5_1_2_resignation_loses() {
    let mut d = start();
    d.play("e2e4");
    d.apply(EventKind::Resign { by: Color::Black }).unwrap();
    assert_eq!(d.ending(), (GameResult::Win(Color::White), Reason::Resignation, Article::RESIGNATION));
}

#[test]
fn art_5_1_2_resignation_against_a_bare_king_is_a_draw() {
    // White has king and queen, Black a lone king: Black could never mate.
    let mut d = from_fen("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1");
    d.apply(EventKind::Resign { by: Color::White }).unwrap();
    assert_eq!(d.ending(), (GameResult::Draw, Reason::ResignationVsUnwinnable, Article::RESIGNATION));
    // The side that can mate still wins when the bare king resigns.
    let mut d = from_fen("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1");
    d.apply(EventKind::Resign { by: Color::Black }).unwrap();
    assert_eq!(d.ending().1, Reason::Resignation);
}

#[test]
fn art_5_1_2_before_2023_resignation_always_lost() {
    let mut d =
        with_rules(Rules { edition: Edition::Fide2014, ..Rules::default() }, Some("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1"));
    d.apply(EventKind::Resign { by: Color::White }).unwrap();
    assert_eq!(d.ending().0, GameResult::Win(Color::Black));
}

#[test]
fn art_5_2_1_stalemate_is_a_draw() {
    // Sam Loyd's ten-move stalemate.
    let mut d = start();
    d.play("e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 b8c8 f7g6");
    assert_eq!(d.game().status(), Status::Ongoing);
    d.mv("c8e6").unwrap();
    assert_eq!(d.ending(), (GameResult::Draw, Reason::Stalemate, Article::STALEMATE));
}

#[test]
fn art_5_2_2_a_move_that_leaves_a_dead_position_ends_the_game() {
    let mut d = from_fen("8/8/8/4k3/8/8/3p4/4K3 w - - 0 1");
    d.mv("e1d2").unwrap();
    assert_eq!(d.ending(), (GameResult::Draw, Reason::DeadPosition, Article::DEAD_POSITION));
    // A move that leaves mating material on the board does not.
    let mut d = from_fen("8/8/8/4k3/8/8/3p4/4K2R w - - 0 1");
    d.mv("e1d2").unwrap();
    assert_eq!(d.game().status(), Status::Ongoing);
}

#[test]
fn art_5_2_3_agreement_needs_a_move_by_each_player() {
    let mut d = start();
    d.mv("e2e4").unwrap();
    d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
    let refused = d.apply(EventKind::AcceptDraw { by: Color::Black }).unwrap_err();
    assert_eq!(refused, Refusal::AgreementTooEarly);
    assert_eq!(refused.article(), Some(Article::AGREEMENT));
    // The offer still stands after the refused acceptance; Black moves, which declines it.
    assert_eq!(d.game().standing_offer(), Some(Color::White));
    d.press(Color::White).unwrap();
    d.play("e7e5");
    d.mv("g1f3").unwrap();
    d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
    d.apply(EventKind::AcceptDraw { by: Color::Black }).unwrap();
    assert_eq!(d.ending(), (GameResult::Draw, Reason::Agreement, Article::AGREEMENT));
}

#[test]
fn art_5_2_3_before_2023_agreement_at_any_time() {
    let mut d = with_rules(
        Rules { edition: Edition::Fide2014, ..Rules::default() },
        Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    );
    d.mv("e2e4").unwrap();
    d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
    d.apply(EventKind::AcceptDraw { by: Color::Black }).unwrap();
    assert_eq!(d.ending().1, Reason::Agreement);
}

#[test]
fn a_set_up_position_that_is_already_over() {
    let d = from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(d.ending().1, Reason::Stalemate);
}
