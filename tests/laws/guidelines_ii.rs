//! Guidelines II.3.2 (2023; Appendix F.3 b in 2014, F3 b in 2008): castling in Chess960 by
//! touch. All three editions give the same four ways to castle, so every case runs under each.
//! Castling reaches the table as the king moved onto its own rook (or, where castling moves one
//! piece alone, as that piece's move), after the touches that led to it; a king set down first
//! on its castling square is its touch, then the rook's.

use crate::common;

use common::*;
use escaque::laws::{Article, Edition, GameResult, Obligation, Reason};
use escaque::table::{Notice, Setup, Table};
use shakmaty::{CastlingSide, Color, Position, Role, Square};

/// King b1, rooks a1 and h1: queenside castling moves the king one square (to c1) and the rook
/// past it (to d1), the double move of II.3.2.1.
const KB1_RA1: &str = "4k3/8/8/8/8/8/8/RK5R w AH - 0 1";
/// King g1, rooks a1 and h1: kingside castling leaves the king on g1 and moves the rook alone
/// (II.3.2.4).
const KG1_RH1: &str = "4k3/8/8/8/8/8/8/R5KR w AH - 0 1";
/// King c1, rooks b1 and h1: queenside castling leaves the king on c1, the rook goes to d1.
const KC1_RB1: &str = "4k3/8/8/8/8/8/8/1RK4R w BH - 0 1";
/// King f1, rooks a1 and g1: kingside castling swaps them (II.3.2.2).
const KF1_RG1: &str = "4k3/8/8/8/8/8/8/R4KR1 w AG - 0 1";
/// King e1, rooks a1 and f1: kingside castling moves the king alone, to g1 (II.3.2.3).
const KE1_RF1: &str = "4k3/8/8/8/8/8/8/R3KR2 w AF - 0 1";

fn chess960(edition: Edition, fen: &str) -> Driver {
    let rules = Rules { edition, ..Rules::default() };
    Driver::new(Table::new(Setup { chess960: true, ..setup_with(rules, Some(fen)) }).unwrap())
}

fn role_at(d: &Driver, square: &str) -> Option<Role> {
    d.game().position().board().role_at(sq(square))
}

fn castled(d: &Driver, king: &str, rook: &str, san: &str) {
    assert_eq!(role_at(d, king), Some(Role::King), "king on {king}");
    assert_eq!(role_at(d, rook), Some(Role::Rook), "rook on {rook}");
    assert_eq!(d.game().plies().last().unwrap().san.to_string(), san);
    let white = d.game().position().castles().castling_rights() & d.game().position().board().white();
    assert!(white.is_empty(), "castling spends White's rights on both sides");
}

#[test]
fn ii_3_2_1_king_set_on_its_castling_square_first_then_the_rook_completes_castling() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KB1_RA1);
        d.touch("b1").unwrap(); // the king, lifted and set down on c1
        d.touch("a1").unwrap(); // then the rook, to be brought to d1
        let b = d.game().binding();
        assert_eq!(b.obligation, Obligation::Castle(CastlingSide::QueenSide), "{edition:?}");
        assert_eq!(b.article, Some(Article::TOUCH_KING_THEN_ROOK));
        d.mv("b1a1").unwrap();
        castled(&d, "c1", "d1", "O-O-O");
    }
}

#[test]
fn ii_3_2_1_once_king_and_rook_are_touched_a_plain_king_move_is_refused() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KB1_RA1);
        d.touch("b1").unwrap();
        d.touch("a1").unwrap();
        // Kc1 alone leaves the rook behind: castling is due (4.4.1).
        assert_eq!(touch_move_article(d.mv("b1c1").unwrap_err()), Article::TOUCH_KING_THEN_ROOK, "{edition:?}");
        assert_eq!(touch_move_article(d.mv("a1a5").unwrap_err()), Article::TOUCH_KING_THEN_ROOK);
        d.mv("b1a1").unwrap();
        castled(&d, "c1", "d1", "O-O-O");
    }
}

#[test]
fn ii_3_2_1_the_king_alone_touched_may_castle() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KB1_RA1);
        d.touch("b1").unwrap();
        assert_eq!(d.game().binding().obligation, Obligation::Move(sq("b1")));
        d.mv("b1a1").unwrap();
        castled(&d, "c1", "d1", "O-O-O");
    }
}

#[test]
fn ii_3_2_1_rook_then_king_may_not_castle_that_side() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KB1_RA1);
        d.touch("a1").unwrap();
        d.touch("b1").unwrap();
        assert_eq!(d.game().binding().obligation, Obligation::Move(sq("a1")), "{edition:?}");
        assert_eq!(touch_move_article(d.mv("b1a1").unwrap_err()), Article::TOUCH_ROOK_THEN_KING);
        d.mv("a1a5").unwrap();
    }
}

#[test]
fn ii_3_2_1_the_rook_alone_touched_may_not_castle_where_the_king_must_move() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KB1_RA1);
        d.touch("a1").unwrap();
        // Castling here moves the king too: the rook, touched first, must move (4.3.1).
        assert_eq!(touch_move_article(d.mv("b1a1").unwrap_err()), Article::TOUCH_OWN_PIECE, "{edition:?}");
    }
}

#[test]
fn ii_3_2_4_touching_only_the_rook_and_castling_is_castling() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KG1_RH1);
        d.touch("h1").unwrap();
        let b = d.game().binding();
        assert_eq!(b.obligation, Obligation::Move(sq("h1")), "{edition:?}");
        assert_eq!(b.article, Some(Article::TOUCH_OWN_PIECE));
        // Castling moves only this rook: the king already stands on g1.
        d.mv("g1h1").unwrap();
        castled(&d, "g1", "f1", "O-O");
    }
}

#[test]
fn ii_3_2_4_the_touched_rook_may_still_make_an_ordinary_move() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KG1_RH1);
        d.touch("h1").unwrap();
        // Castling on the other side moves the king and the other rook: not allowed.
        assert_eq!(touch_move_article(d.mv("g1a1").unwrap_err()), Article::TOUCH_OWN_PIECE, "{edition:?}");
        d.mv("h1h5").unwrap();
        assert_eq!(role_at(&d, "h5"), Some(Role::Rook));
    }
}

#[test]
fn ii_3_2_4_rook_then_king_still_forbids_castling() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KG1_RH1);
        d.touch("h1").unwrap();
        d.touch("g1").unwrap();
        assert_eq!(touch_move_article(d.mv("g1h1").unwrap_err()), Article::TOUCH_ROOK_THEN_KING, "{edition:?}");
        // The rook over the king to f1 is the same castling, refused the same way.
        assert_eq!(touch_move_article(d.mv("h1f1").unwrap_err()), Article::TOUCH_ROOK_THEN_KING);
        // The rook must move, otherwise (4.3.1).
        d.mv("h1h5").unwrap();
        let rights = d.game().position().castles().castling_rights();
        assert!(rights.contains(Square::A1) && !rights.contains(Square::H1));
    }
}

#[test]
fn ii_3_2_4_king_then_rook_and_the_rook_to_f1_is_castling() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KG1_RH1);
        d.touch("g1").unwrap();
        d.touch("h1").unwrap();
        assert_eq!(d.game().binding().obligation, Obligation::Castle(CastlingSide::KingSide), "{edition:?}");
        assert_eq!(touch_move_article(d.mv("h1h5").unwrap_err()), Article::TOUCH_KING_THEN_ROOK);
        // The hand moves only the rook, over the king to f1, as this castling does.
        d.mv("h1f1").unwrap();
        castled(&d, "g1", "f1", "O-O");
    }
}

#[test]
fn ii_3_2_4_the_rook_alone_over_its_king_is_castling() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KG1_RH1);
        d.touch("h1").unwrap();
        d.mv("h1f1").unwrap();
        castled(&d, "g1", "f1", "O-O");
        // Without touch-move too: the move is read the same way.
        let rules = Rules { edition, touch_move: false, ..Rules::default() };
        let mut d = Driver::new(Table::new(Setup { chess960: true, ..setup_with(rules, Some(KG1_RH1)) }).unwrap());
        d.mv("h1f1").unwrap();
        castled(&d, "g1", "f1", "O-O");
    }
}

#[test]
fn ii_3_2_4_queenside_the_rook_passes_the_king_alone() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KC1_RB1);
        d.touch("b1").unwrap();
        d.mv("c1b1").unwrap();
        castled(&d, "c1", "d1", "O-O-O");
        // The rook lifted over the king to d1: the same castling.
        let mut d = chess960(edition, KC1_RB1);
        d.touch("b1").unwrap();
        d.mv("b1d1").unwrap();
        castled(&d, "c1", "d1", "O-O-O");
    }
}

#[test]
fn ii_3_2_2_transposition_king_then_rook_castles_rook_then_king_does_not() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KF1_RG1);
        d.touch("f1").unwrap();
        d.touch("g1").unwrap();
        assert_eq!(d.game().binding().obligation, Obligation::Castle(CastlingSide::KingSide), "{edition:?}");
        d.mv("f1g1").unwrap();
        castled(&d, "g1", "f1", "O-O");

        let mut d = chess960(edition, KF1_RG1);
        d.touch("g1").unwrap();
        d.touch("f1").unwrap();
        assert_eq!(touch_move_article(d.mv("f1g1").unwrap_err()), Article::TOUCH_ROOK_THEN_KING);
    }
}

#[test]
fn ii_3_2_3_castling_by_the_king_alone() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KE1_RF1);
        d.touch("e1").unwrap();
        d.mv("e1f1").unwrap();
        castled(&d, "g1", "f1", "O-O");
        // The king carried past its rook to g1: the same castling.
        let mut d = chess960(edition, KE1_RF1);
        d.touch("e1").unwrap();
        d.mv("e1g1").unwrap();
        castled(&d, "g1", "f1", "O-O");

        // The rook alone touched: castling here does not move it, so the rook must move.
        let mut d = chess960(edition, KE1_RF1);
        d.touch("f1").unwrap();
        assert_eq!(touch_move_article(d.mv("e1f1").unwrap_err()), Article::TOUCH_OWN_PIECE, "{edition:?}");
    }
}

#[test]
fn ii_3_2_castling_intended_but_illegal_means_another_king_move() {
    // The black bishop on a3 sees c1: the king can castle on neither side.
    for edition in Edition::ALL {
        let mut d = chess960(edition, "4k3/8/8/8/8/b7/8/RK5R w AH - 0 1");
        d.touch("b1").unwrap();
        d.touch("a1").unwrap();
        let b = d.game().binding();
        assert_eq!(b.obligation, Obligation::MoveKing, "{edition:?}");
        assert_eq!(b.article, Some(Article::CASTLING_INTENT));
        assert_eq!(touch_move_article(d.mv("h1h5").unwrap_err()), Article::CASTLING_INTENT);
        d.mv("b1c2").unwrap();
    }
}

#[test]
fn ii_3_2_standard_chess_keeps_its_touch_rules() {
    // In the usual start castling always moves the king: the rook alone never castles.
    let mut d = from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    d.touch("h1").unwrap();
    assert_eq!(touch_move_article(d.mv("e1g1").unwrap_err()), Article::TOUCH_OWN_PIECE);
    d.touch("e1").unwrap();
    assert_eq!(touch_move_article(d.mv("e1g1").unwrap_err()), Article::TOUCH_ROOK_THEN_KING);
    d.mv("h1f1").unwrap();
    assert_eq!(d.game().plies()[0].san.to_string(), "Rf1");
}

// II.3.2.1, castling by two moves, played as a player does: the king is released on its
// castling square (an ordinary king move, the turn passes on the board) and, before the clock
// is pressed, the rook is brought to its own square. The two make one castling.

#[test]
fn ii_3_2_1_king_played_onto_its_castling_square_then_the_rook_is_castling() {
    for edition in Edition::ALL {
        let mut d = chess960(edition, KB1_RA1);
        d.mv("b1c1").unwrap();
        assert_eq!(d.game().plies().last().unwrap().san.to_string(), "Kc1");
        let notices = d.mv("a1d1").unwrap();
        assert!(
            notices.iter().any(|n| matches!(n, Notice::CastledByTwoMoves { by: Color::White, ply: 0, article, .. }
                if *article == Article::CASTLING_BY_TWO_MOVES)),
            "{edition:?}: {notices:?}"
        );
        assert_eq!(d.game().plies().len(), 1, "the castling replaces the king's move");
        castled(&d, "c1", "d1", "O-O-O");
        d.press(Color::White).unwrap();
        d.mv("e8e7").unwrap();
    }
}

#[test]
fn ii_3_2_1_king_then_rook_kingside() {
    // King f1, rooks a1 and h1: kingside castling brings the king to g1 and the rook to f1.
    let mut d = chess960(Edition::Fide2023, "4k3/8/8/8/8/8/8/R4K1R w AH - 0 1");
    d.mv("f1g1").unwrap();
    d.mv("h1f1").unwrap();
    castled(&d, "g1", "f1", "O-O");
}

#[test]
fn ii_3_2_1_the_two_moves_keep_one_time_on_the_clock() {
    let rules = Rules { control: Some("5400+30"), ..Rules::default() };
    let setup = Setup { chess960: true, ..setup_with(rules, Some(KB1_RA1)) };
    let mut d = Driver::new(Table::new(setup).unwrap());
    d.mv("b1c1").unwrap();
    d.mv("a1d1").unwrap();
    d.press(Color::White).unwrap();
    assert_eq!(d.table.ply_times().len(), d.game().plies().len());
    assert!(d.table.ply_times()[0].shown.is_some(), "the castling's press is recorded against it");
    assert_eq!(d.game().completed_moves(Color::White), 1);
}

#[test]
fn ii_3_2_1_once_the_clock_is_pressed_the_king_move_stands() {
    let mut d = chess960(Edition::Fide2023, KB1_RA1);
    d.mv("b1c1").unwrap();
    d.press(Color::White).unwrap();
    assert!(d.mv("a1d1").is_err());
    assert_eq!(role_at(&d, "c1"), Some(Role::King));
    assert_eq!(role_at(&d, "a1"), Some(Role::Rook));
}

#[test]
fn ii_3_2_1_not_once_the_opponent_has_touched_a_piece() {
    let mut d = chess960(Edition::Fide2023, KB1_RA1);
    d.mv("b1c1").unwrap();
    d.touch("e8").unwrap();
    assert!(d.mv("a1d1").is_err());
    assert_eq!(d.game().plies().last().unwrap().san.to_string(), "Kc1");
}

#[test]
fn ii_3_2_1_not_when_castling_was_not_legal_before_the_king_moved() {
    // No right to castle with the a1 rook: the king's move was only a king move.
    let mut d = chess960(Edition::Fide2023, "4k3/8/8/8/8/8/8/RK5R w H - 0 1");
    d.mv("b1c1").unwrap();
    assert!(d.mv("a1d1").is_err());
    assert_eq!(role_at(&d, "c1"), Some(Role::King));
}

#[test]
fn ii_3_2_1_castling_by_two_moves_that_mates_ends_the_game() {
    // The rook arriving on d1 checks the king on d8, boxed in by its own rooks and pawns.
    let mut d = chess960(Edition::Fide2023, "2rkr3/2p1p3/8/8/8/8/8/RK5R w A - 0 1");
    d.mv("b1c1").unwrap();
    d.mv("a1d1").unwrap();
    let ending = d.game().status().ending().expect("checkmate");
    assert_eq!((ending.result, ending.reason), (GameResult::Win(Color::White), Reason::Checkmate));
    assert_eq!(d.game().plies().last().unwrap().san.to_string(), "O-O-O#");
}
