//! Article 9: draw offers, claims, and the draws that end the game by themselves.

use crate::common;

use common::*;
use escaque::laws::{Article, Claim, DrawOffers, Edition, GameResult, Reason, Status};
use escaque::{EventKind, Notice, Refusal};
use shakmaty::Color;

const KNIGHTS_OUT_AND_BACK: &str = "g1f3 g8f6 f3g1 f6g8";

fn claim(d: &mut Driver, by: Color, claim: Claim, intended: Option<&str>) -> Result<Vec<Notice>, Refusal> {
    d.apply(EventKind::Claim { by, claim, intended: intended.map(uci) })
}

fn reason(d: &Driver) -> Reason {
    d.game().status().ending().expect("the game should be over").reason
}

fn awarded(notices: &[Notice]) -> Option<(Color, u64, Article)> {
    notices.iter().find_map(|n| match *n {
        Notice::TimeAwarded { to, ms, article } => Some((to, ms, article)),
        _ => None,
    })
}

// 9.1: draw offers

#[test]
fn art_9_1_1_tournament_rules_may_forbid_offers() {
    let mut d = with_rules(Rules { draw_offers: DrawOffers::Never, ..Rules::default() }, None);
    d.mv("e2e4").unwrap();
    let refused = d.apply(EventKind::OfferDraw { by: Color::White }).unwrap_err();
    assert_eq!(refused, Refusal::DrawOffersForbidden);
    assert_eq!(refused.article(), Some(Article::DRAW_OFFERS_RESTRICTED));
}

#[test]
fn art_9_1_1_offers_only_from_move_n() {
    let mut d = with_rules(Rules { draw_offers: DrawOffers::FromMove(2), ..Rules::default() }, None);
    d.mv("e2e4").unwrap();
    assert_eq!(
        d.apply(EventKind::OfferDraw { by: Color::White }).unwrap_err(),
        Refusal::DrawOffersNotYet { from_move: 2 }
    );
    d.press(Color::White).unwrap();
    d.play("e7e5");
    d.mv("g1f3").unwrap();
    d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
}

#[test]
fn art_9_1_2_1_an_offer_between_move_and_press_is_made_properly() {
    let mut d = start();
    d.mv("e2e4").unwrap();
    let notices = d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
    assert_eq!(
        notices,
        vec![Notice::DrawOffered { by: Color::White, proper_time: true, article: Article::DRAW_OFFER }]
    );
    d.press(Color::White).unwrap();
    // An offer at another time is valid too, but marked as not proper (11.5 may apply).
    let notices = d.apply(EventKind::OfferDraw { by: Color::Black });
    assert_eq!(notices.unwrap_err(), Refusal::OpponentOfferStanding { by: Color::Black });
    d.apply(EventKind::DeclineDraw { by: Color::Black }).unwrap();
    let notices = d.apply(EventKind::OfferDraw { by: Color::Black }).unwrap();
    assert!(matches!(notices[0], Notice::DrawOffered { proper_time: false, .. }));
}

#[test]
fn art_9_1_2_1_an_offer_lapses_when_the_opponent_touches_a_piece() {
    let mut d = start();
    d.play("e2e4 e7e5");
    d.mv("g1f3").unwrap();
    d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
    d.press(Color::White).unwrap();
    let notices = d.touch("b8").unwrap();
    assert!(notices.contains(&Notice::DrawOfferDeclined { by: Color::Black, article: Article::DRAW_OFFER }));
    assert_eq!(
        d.apply(EventKind::AcceptDraw { by: Color::Black }).unwrap_err(),
        Refusal::NoOfferToAnswer { by: Color::Black }
    );
}

#[test]
fn art_9_1_2_1_an_offer_stands_until_answered() {
    let mut d = start();
    d.play("e2e4 e7e5");
    d.mv("g1f3").unwrap();
    d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
    d.press(Color::White).unwrap();
    // The offerer cannot offer again, nor answer their own offer.
    assert!(d.apply(EventKind::OfferDraw { by: Color::White }).is_err());
    assert!(d.apply(EventKind::AcceptDraw { by: Color::White }).is_err());
    d.apply(EventKind::AcceptDraw { by: Color::Black }).unwrap();
    assert_eq!(reason(&d), Reason::Agreement);
}

#[test]
fn art_9_1_2_2_the_scoresheet_can_mark_every_offer() {
    let mut d = start();
    d.play("e2e4 e7e5");
    d.mv("g1f3").unwrap();
    d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
    d.press(Color::White).unwrap();
    d.play("b8c6");
    let offers = d.game().offers();
    assert_eq!(offers.len(), 1);
    assert_eq!((offers[0].by, offers[0].after_plies, offers[0].proper_time), (Color::White, 3, true));
    assert_eq!(d.game().standing_offer(), None, "declined by Black's move");
}

// 9.2: threefold repetition

#[test]
fn art_9_2_1_2_threefold_claim_on_the_position_now() {
    let mut d = start();
    d.play(KNIGHTS_OUT_AND_BACK);
    d.play(KNIGHTS_OUT_AND_BACK);
    assert_eq!(d.game().repetitions(), 3);
    assert!(matches!(
        claim(&mut d, Color::Black, Claim::Threefold, None).unwrap_err(),
        Refusal::NotOnMove { by: Color::Black, .. }
    ));
    claim(&mut d, Color::White, Claim::Threefold, None).unwrap();
    let e = d.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason, e.article), (GameResult::Draw, Reason::ThreefoldClaim, Article::THREEFOLD));
}

#[test]
fn art_9_2_1_1_threefold_claim_with_the_intended_move() {
    let mut d = start();
    d.play(KNIGHTS_OUT_AND_BACK);
    d.play("g1f3 g8f6 f3g1");
    claim(&mut d, Color::Black, Claim::Threefold, Some("f6g8")).unwrap();
    assert_eq!(reason(&d), Reason::ThreefoldClaim);
    // The written move is not played when the claim is right.
    assert_eq!(d.game().plies().len(), 7);
}

#[test]
fn art_9_2_2_2_a_lost_castling_right_makes_a_different_position() {
    let mut d = start();
    d.play("e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8");
    // The placement after 1...e5 has come back twice, but the castling rights are gone.
    assert_eq!(d.game().repetitions(), 2);
    let notices = claim(&mut d, Color::White, Claim::Threefold, None).unwrap();
    assert!(notices.iter().any(|n| matches!(n, Notice::ClaimRejected { .. })));
    assert_eq!(d.game().status(), Status::Ongoing);
}

#[test]
fn art_9_2_2_1_an_en_passant_chance_makes_a_different_position() {
    // After 1.e4 Black's d4 pawn may take en passant; the same placement later does not allow it.
    let mut d = from_fen("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1");
    d.play("e2e4 e8e7 e1e2 e7e8 e2e1 e8e7 e1e2 e7e8 e2e1");
    assert_eq!(d.game().repetitions(), 2, "the first occurrence had an en passant capture");
    let notices = claim(&mut d, Color::Black, Claim::Threefold, None).unwrap();
    assert!(notices.iter().any(|n| matches!(n, Notice::ClaimRejected { .. })));
    d.play("e8e7 e1e2 e7e8 e2e1");
    claim(&mut d, Color::Black, Claim::Threefold, None).unwrap();
    assert_eq!(reason(&d), Reason::ThreefoldClaim);
}

// 9.3: fifty moves

#[test]
fn art_9_3_2_fifty_moves_claim_on_the_position_now() {
    let mut d = from_fen("6k1/8/6K1/8/8/8/8/R7 w - - 100 80");
    claim(&mut d, Color::White, Claim::FiftyMoves, None).unwrap();
    let e = d.game().status().ending().unwrap();
    assert_eq!((e.reason, e.article), (Reason::FiftyMovesClaim, Article::FIFTY_MOVES));
}

#[test]
fn art_9_3_1_fifty_moves_claim_with_the_intended_move() {
    let mut d = from_fen("6k1/8/6K1/8/8/8/8/R7 w - - 99 80");
    claim(&mut d, Color::White, Claim::FiftyMoves, Some("a1a2")).unwrap();
    assert_eq!(reason(&d), Reason::FiftyMovesClaim);
    // One half-move short: rejected.
    let mut d = from_fen("6k1/8/6K1/8/8/8/8/R7 w - - 98 80");
    let notices = claim(&mut d, Color::White, Claim::FiftyMoves, Some("a1a2")).unwrap();
    assert!(notices.iter().any(|n| matches!(n, Notice::ClaimRejected { .. })));
}

// 9.4, 9.5: claiming at the wrong moment, wrongly

#[test]
fn art_9_4_touching_a_piece_loses_the_right_to_claim_this_move() {
    let mut d = start();
    d.play(KNIGHTS_OUT_AND_BACK);
    d.play(KNIGHTS_OUT_AND_BACK);
    d.touch("g1").unwrap();
    let refused = claim(&mut d, Color::White, Claim::Threefold, None).unwrap_err();
    assert_eq!(refused, Refusal::ClaimAfterTouch { by: Color::White });
    assert_eq!(refused.article(), Some(Article::CLAIM_AFTER_TOUCH));
    // Adjusting a piece is not touching it: the right stays.
    let mut d = start();
    d.play(KNIGHTS_OUT_AND_BACK);
    d.play(KNIGHTS_OUT_AND_BACK);
    d.apply(EventKind::Jadoube { by: Color::White, square: sq("g1") }).unwrap();
    claim(&mut d, Color::White, Claim::Threefold, None).unwrap();
    assert_eq!(reason(&d), Reason::ThreefoldClaim);
}

#[test]
fn art_9_5_3_a_wrong_claim_gives_the_opponent_two_minutes() {
    let mut d = start();
    d.play(KNIGHTS_OUT_AND_BACK);
    let notices = claim(&mut d, Color::White, Claim::Threefold, None).unwrap();
    assert_eq!(awarded(&notices), Some((Color::Black, 120_000, Article::WRONG_CLAIM)));
    assert_eq!(d.game().status(), Status::Ongoing);
    assert_eq!(d.game().claims().len(), 1);
    assert!(!d.game().claims()[0].correct);
}

#[test]
fn art_9_5_3_and_a_3_one_minute_in_rapid_and_blitz() {
    // 15 minutes is rapid, 5 blitz (A.1, B.1).
    for category in ["900", "300"] {
        let mut d = with_rules(Rules { control: Some(category), ..Rules::default() }, None);
        let notices = claim(&mut d, Color::White, Claim::FiftyMoves, None).unwrap();
        assert_eq!(awarded(&notices), Some((Color::Black, 60_000, Article::RAPID_PENALTY)), "{category:?}");
    }
}

#[test]
fn art_9_5_3_three_minutes_under_the_2008_laws() {
    // 30 minutes is rapid under the 2008 Laws.
    let rules = Rules { edition: Edition::Fide2008, control: Some("1800"), ..Rules::default() };
    let mut d = with_rules(rules, None);
    let notices = claim(&mut d, Color::White, Claim::Threefold, None).unwrap();
    assert_eq!(awarded(&notices).map(|a| a.1), Some(180_000));
}

#[test]
fn art_9_5_3_after_a_wrong_claim_the_intended_move_is_played() {
    let mut d = start();
    d.play(KNIGHTS_OUT_AND_BACK);
    let notices = claim(&mut d, Color::White, Claim::Threefold, Some("g1f3")).unwrap();
    assert!(notices.iter().any(|n| matches!(n, Notice::Moved { .. })));
    assert_eq!(d.game().plies().last().unwrap().san.to_string(), "Nf3");
    assert_eq!(d.game().uncompleted(), Some(Color::White), "the press is still to come");
}

#[test]
fn art_9_5_3_a_claim_on_an_illegal_written_move_is_incorrect_and_the_piece_is_touched() {
    for (edition, minutes) in [(Edition::Fide2023, 2), (Edition::Fide2014, 2), (Edition::Fide2008, 3)] {
        let mut d = with_rules(Rules { edition, control: Some("5400"), ..Rules::default() }, None);
        let notices = claim(&mut d, Color::White, Claim::Threefold, Some("e2e5")).unwrap();
        assert!(notices.iter().any(|n| matches!(n, Notice::ClaimRejected { .. })), "{edition}");
        let given = notices.iter().find_map(|n| match n {
            Notice::TimeAwarded { to: Color::Black, ms, .. } => Some(*ms),
            _ => None,
        });
        assert_eq!(given, Some(minutes * 60_000), "{edition}");
        assert_eq!(d.game().claims()[0].intended.map(|s| s.to_string()), Some("e2e5".to_owned()));
        assert!(!d.game().claims()[0].correct);
        // Article 4 then: the e-pawn was touched and must move, legally.
        assert!(d.mv("g1f3").is_err(), "{edition}: 4.3.1 binds");
        d.mv("e2e4").unwrap();
    }
    // In rapid, one minute (A.3).
    let mut d = with_rules(Rules { control: Some("900"), ..Rules::default() }, None);
    let notices = claim(&mut d, Color::White, Claim::FiftyMoves, Some("e2e5")).unwrap();
    assert!(notices.iter().any(|n| matches!(n, Notice::TimeAwarded { ms: 60_000, .. })));
}

#[test]
fn art_9_1_2_3_a_claim_is_also_a_draw_offer() {
    let mut d = start();
    d.play(KNIGHTS_OUT_AND_BACK);
    claim(&mut d, Color::White, Claim::Threefold, Some("g1f3")).unwrap();
    assert_eq!(d.game().standing_offer(), Some(Color::White));
    assert!(d.game().offers()[0].from_claim);
    d.apply(EventKind::AcceptDraw { by: Color::Black }).unwrap();
    assert_eq!(reason(&d), Reason::Agreement);
}

// 9.6: draws without a claim

#[test]
fn art_9_6_1_fivefold_repetition_ends_the_game() {
    let mut d = start();
    for _ in 0..3 {
        d.play(KNIGHTS_OUT_AND_BACK);
    }
    d.play("g1f3 g8f6 f3g1");
    assert_eq!(d.game().status(), Status::Ongoing, "four times is not enough");
    d.mv("f6g8").unwrap();
    let e = d.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason, e.article), (GameResult::Draw, Reason::FivefoldRepetition, Article::FIVEFOLD));
}

#[test]
fn art_9_6_a_2014_fivefold_needs_consecutive_alternate_moves_2023_any_five() {
    // The start position six times, but through detours that never repeat the same
    // back-and-forth five times over: 2023 ends the game on the way (a position five times in
    // any order), 2014 needs the last five in consecutive alternate moves by each player.
    let all = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g5 f6g8 g5f3 g8f6 f3g1 f6g8 \
               g1f3 g8f6 f3g1 f6g8 b1c3 g8f6 c3b1 f6g8 g1f3 g8f6 f3g1 f6g8";
    // 2014: the whole sequence is played, the start position on the board for the fifth time.
    let mut d = with_rules(Rules { edition: Edition::Fide2014, ..Rules::default() }, None);
    d.play(all);
    assert_eq!(d.game().repetitions(), 6);
    assert_eq!(d.game().status(), Status::Ongoing);
    // 2023: a position reached five times in any order ends the game on the way.
    let mut d = with_rules(Rules::default(), None);
    for m in all.split_whitespace() {
        if d.game().status() != Status::Ongoing {
            break;
        }
        d.play(m);
    }
    assert_eq!(reason(&d), Reason::FivefoldRepetition);
    // In 2014 the same back-and-forth five times over ends the game too.
    let mut d = with_rules(Rules { edition: Edition::Fide2014, ..Rules::default() }, None);
    for _ in 0..4 {
        d.play(KNIGHTS_OUT_AND_BACK);
    }
    assert_eq!(reason(&d), Reason::FivefoldRepetition);
}

#[test]
fn art_9_6_1_not_in_the_2008_laws() {
    let mut d = with_rules(
        Rules { edition: Edition::Fide2008, ..Rules::default() },
        Some("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
    );
    for _ in 0..6 {
        d.play(KNIGHTS_OUT_AND_BACK);
    }
    assert_eq!(d.game().status(), Status::Ongoing);
    assert_eq!(d.game().repetitions(), 7);
}

#[test]
fn art_9_6_2_seventy_five_moves_end_the_game() {
    let mut d = from_fen("6k1/8/6K1/8/8/8/8/R7 w - - 148 120");
    d.play("a1a2");
    assert_eq!(d.game().status(), Status::Ongoing, "149 half-moves are not yet 75 moves each");
    let mut d = from_fen("6k1/8/6K1/8/8/8/8/R7 w - - 149 120");
    d.mv("a1a2").unwrap();
    let e = d.game().status().ending().unwrap();
    assert_eq!((e.reason, e.article), (Reason::SeventyFiveMoves, Article::SEVENTY_FIVE_MOVES));
}

#[test]
fn art_9_6_2_checkmate_on_the_last_move_prevails() {
    let mut d = from_fen("6k1/8/6K1/8/8/8/8/R7 w - - 149 120");
    d.mv("a1a8").unwrap();
    let e = d.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Win(Color::White), Reason::Checkmate));
}

#[test]
fn art_9_6_2_not_in_the_2008_laws() {
    let mut d = with_rules(
        Rules { edition: Edition::Fide2008, ..Rules::default() },
        Some("6k1/8/6K1/8/8/8/8/R7 w - - 149 120"),
    );
    d.play("a1a2");
    assert_eq!(d.game().status(), Status::Ongoing);
}

#[test]
fn art_9_1_1_an_offer_allowed_from_move_n_can_be_accepted_one_count_for_both() {
    let mut d = with_rules(Rules { draw_offers: DrawOffers::FromMove(2), ..Rules::default() }, None);
    d.play("e2e4 e7e5");
    // Black's offer with Black's first move is made in move 1: refused.
    let mut early = with_rules(Rules { draw_offers: DrawOffers::FromMove(2), ..Rules::default() }, None);
    early.play("e2e4");
    early.mv("e7e5").unwrap();
    assert_eq!(
        early.apply(EventKind::OfferDraw { by: Color::Black }).unwrap_err(),
        Refusal::DrawOffersNotYet { from_move: 2 }
    );
    // White offers with White's second move; Black, who has made one move, may accept it.
    d.mv("g1f3").unwrap();
    d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
    d.press(Color::White).unwrap();
    d.apply(EventKind::AcceptDraw { by: Color::Black }).unwrap();
    assert_eq!(d.game().status().ending().unwrap().reason, escaque::laws::Reason::Agreement);
}

#[test]
fn art_11_5_an_offer_at_an_improper_time_is_valid_told_and_marked_on_the_record() {
    use escaque::i18n::{Lang, Tr, describe};
    use escaque::record::sheet::EventInfo;
    let mut d = start();
    d.play("e2e4");
    // Black offers before making a move: valid (9.1.2.1), but at an improper time.
    let notices = d.apply(EventKind::OfferDraw { by: Color::Black }).unwrap();
    let said = describe::notice(Tr::new(Lang::En), &notices[0]).unwrap();
    assert!(said.contains("improper time") && said.contains("Article 11.5"), "{said}");
    let gl = describe::notice(Tr::new(Lang::Gl), &notices[0]).unwrap();
    assert!(gl.contains("Artigo 11.5"), "{gl}");
    d.play("e7e5");
    let pgn = escaque::i18n::record::scoresheet(&d.table, &EventInfo::default(), Lang::En)
        .to_pgn()
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(pgn.contains("e5 { (=) } { Black's draw offer was made at an improper time (9.1.2.1, 11.5) }"), "{pgn}");
    // An offer between move and press is told as before.
    let mut d = start();
    d.mv("e2e4").unwrap();
    let notices = d.apply(EventKind::OfferDraw { by: Color::White }).unwrap();
    assert!(!describe::notice(Tr::new(Lang::En), &notices[0]).unwrap().contains("11.5"));
}
