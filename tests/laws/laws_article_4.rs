//! Article 4 (and 3.7.5): the act of moving the pieces, touch-move, promotion.

use crate::common;

use common::*;
use escaque::laws::{Article, Obligation};
use escaque::{EventKind, Notice, Refusal};
use shakmaty::{CastlingSide, Color, Position, Role};

#[test]
fn art_4_2_1_only_the_player_on_move_may_adjust() {
    let mut d = start();
    let refused = d.apply(EventKind::Jadoube { by: Color::Black, square: sq("e7") }).unwrap_err();
    assert_eq!(refused.article(), Some(Article::JADOUBE));
    let allowed = d.apply(EventKind::Jadoube { by: Color::White, square: sq("g1") }).unwrap();
    assert!(matches!(allowed[0], Notice::Jadoube { .. }));
    // Adjusting binds to nothing: another piece may move.
    d.mv("e2e4").unwrap();
}

#[test]
fn art_4_3_1_a_touched_own_piece_must_move() {
    let mut d = start();
    let notices = d.touch("g1").unwrap();
    assert!(matches!(
        notices[0],
        Notice::Touched { obligation: Obligation::Move(s), article: Some(Article::TOUCH_OWN_PIECE), .. } if s == sq("g1")
    ));
    assert_eq!(touch_move_article(d.mv("e2e4").unwrap_err()), Article::TOUCH_OWN_PIECE);
    d.mv("g1f3").unwrap();
}

#[test]
fn art_4_3_1_the_first_touched_piece_that_can_move() {
    let mut d = start();
    d.touch("a1").unwrap(); // the rook cannot move: no obligation yet
    d.touch("b1").unwrap();
    d.touch("g1").unwrap();
    assert_eq!(d.game().binding().obligation, Obligation::Move(sq("b1")));
    assert!(d.mv("g1f3").is_err());
    d.mv("b1c3").unwrap();
}

#[test]
fn art_4_3_2_a_touched_opponent_piece_must_be_captured() {
    let mut d = start();
    d.play("e2e4 d7d5");
    d.touch("d5").unwrap();
    assert_eq!(touch_move_article(d.mv("g1f3").unwrap_err()), Article::TOUCH_OPPONENT_PIECE);
    d.mv("e4d5").unwrap();
}

#[test]
fn art_4_3_2_en_passant_captures_the_touched_pawn() {
    let mut d = from_fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1");
    d.play("d7d5");
    d.touch("d5").unwrap();
    assert!(d.mv("e1e2").is_err());
    d.mv("e5d6").unwrap();
    assert_eq!(d.game().position().board().piece_at(sq("d5")), None);
}

#[test]
fn art_4_3_3_both_colours_capture_first_with_first() {
    let mut d = start();
    d.play("e2e4 d7d5 g1f3 a7a6");
    d.touch("e4").unwrap();
    d.touch("d5").unwrap();
    assert_eq!(touch_move_article(d.mv("e4e5").unwrap_err()), Article::TOUCH_BOTH_COLOURS);
    d.mv("e4d5").unwrap();
}

#[test]
fn art_4_3_3_both_colours_fall_back_to_the_first_touched_that_can() {
    let mut d = start();
    d.play("e2e4 d7d5");
    d.touch("g1").unwrap(); // own knight first: it cannot take on d5
    d.touch("d5").unwrap();
    assert_eq!(d.game().binding().obligation, Obligation::Move(sq("g1")));
    assert!(d.mv("e4d5").is_err());
    d.mv("g1f3").unwrap();
}

#[test]
fn art_4_4_1_king_then_rook_must_castle() {
    let mut d = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    d.touch("e1").unwrap();
    d.touch("h1").unwrap();
    assert_eq!(d.game().binding().obligation, Obligation::Castle(CastlingSide::KingSide));
    assert_eq!(touch_move_article(d.mv("e1f1").unwrap_err()), Article::TOUCH_KING_THEN_ROOK);
    assert!(d.mv("h1h2").is_err());
    d.mv("e1g1").unwrap();
    assert_eq!(d.game().position().board().role_at(sq("f1")), Some(Role::Rook));
}

#[test]
fn art_4_4_1_castling_by_moving_the_king_onto_its_rook() {
    let mut d = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    d.mv("e1a1").unwrap();
    assert_eq!(d.game().position().board().role_at(sq("c1")), Some(Role::King));
    assert_eq!(d.game().position().board().role_at(sq("d1")), Some(Role::Rook));
}

#[test]
fn art_4_4_2_rook_then_king_forbids_castling_that_side() {
    let mut d = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    d.touch("h1").unwrap();
    d.touch("e1").unwrap();
    assert_eq!(d.game().binding().obligation, Obligation::Move(sq("h1")));
    assert_eq!(touch_move_article(d.mv("e1g1").unwrap_err()), Article::TOUCH_ROOK_THEN_KING);
    d.mv("h1h5").unwrap();
}

#[test]
fn art_4_4_3_castling_intended_but_illegal_means_another_king_move() {
    // The black rook on f2 guards f1: kingside castling is illegal.
    let mut d = from_fen("r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1");
    d.touch("e1").unwrap();
    d.touch("h1").unwrap();
    assert_eq!(d.game().binding().obligation, Obligation::MoveKing);
    assert_eq!(touch_move_article(d.mv("h1h2").unwrap_err()), Article::CASTLING_INTENT);
    // Castling on the other side is another king move.
    d.mv("e1c1").unwrap();
}

#[test]
fn art_4_4_3_with_no_king_move_any_move_is_free() {
    // Bishop on f1 blocks kingside castling and the king has no square.
    let mut d = from_fen("4k3/8/8/8/8/8/3PPP2/3QKB1R w K - 0 1");
    d.touch("e1").unwrap();
    d.touch("h1").unwrap();
    assert_eq!(d.game().binding().obligation, Obligation::Released);
    d.mv("d2d4").unwrap();
}

#[test]
fn art_4_5_no_touched_piece_can_move_so_any_move() {
    let mut d = start();
    d.touch("a1").unwrap();
    d.touch("e8").unwrap(); // the black king cannot be captured
    assert_eq!(d.game().binding().obligation, Obligation::Released);
    d.mv("d2d4").unwrap();
}

#[test]
fn art_3_7_5_a_promotion_waits_for_the_new_piece() {
    let mut d = from_fen("8/P7/8/8/8/8/8/k6K w - - 0 1");
    let refused = d.mv("a7a8").unwrap_err();
    assert!(matches!(refused, Refusal::PromotionPieceMissing { .. }));
    assert_eq!(refused.article(), Some(Article::PROMOTION));
    assert_eq!(d.game().plies().len(), 0, "nothing moved while the piece was not chosen");
    d.mv("a7a8n").unwrap();
    assert_eq!(d.game().position().board().role_at(sq("a8")), Some(Role::Knight));
}

#[test]
fn art_4_4_4_the_chosen_piece_is_final() {
    let mut d = from_fen("8/P7/8/8/8/8/8/k6K w - - 0 1");
    d.mv("a7a8n").unwrap();
    // No way to exchange the knight for a queen: the move is made and Black is on move.
    assert!(d.mv("a8a8q").is_err());
    assert_eq!(d.game().position().turn(), Color::Black);
    assert_eq!(d.game().plies()[0].san.to_string(), "a8=N");
}

#[test]
fn art_4_7_a_released_piece_cannot_go_elsewhere() {
    let mut d = start();
    d.mv("e2e3").unwrap();
    let refused = d.mv("e3e4").unwrap_err();
    assert_eq!(refused.article(), Some(Article::LEGAL_MOVE));
    assert_eq!(d.game().position().board().role_at(sq("e3")), Some(Role::Pawn));
}

#[test]
fn art_3_10_an_illegal_move_is_refused_and_the_touch_stands() {
    let mut d = start();
    d.touch("g1").unwrap();
    assert!(matches!(d.mv("g1g3").unwrap_err(), Refusal::IllegalMove { .. }));
    assert_eq!(d.game().binding().obligation, Obligation::Move(sq("g1")));
    d.mv("g1h3").unwrap();
}

#[test]
fn touch_move_off_for_casual_play() {
    let mut d = with_rules(Rules { touch_move: false, ..Rules::default() }, None);
    d.touch("g1").unwrap();
    d.mv("e2e4").unwrap();
    assert_eq!(d.game().plies().len(), 1);
}

#[test]
fn touching_an_empty_square_is_refused() {
    let mut d = start();
    assert_eq!(d.touch("e4").unwrap_err(), Refusal::NoPiece(sq("e4")));
}

#[test]
fn a_touch_binds_only_until_the_move() {
    let mut d = start();
    d.touch("g1").unwrap();
    d.mv("g1f3").unwrap();
    assert!(d.game().touched().is_empty());
    assert_eq!(d.game().binding().obligation, Obligation::Free);
    assert_eq!(d.game().position().turn(), Color::Black);
}
