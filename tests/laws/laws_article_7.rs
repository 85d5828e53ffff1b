//! Article 7 (irregularities) and the illegal-move rules of Appendices A and B, on a board that
//! behaves like a wooden one: each edition's numbers, refused and allowed cases both.

use escaque::clock::{MINUTE, TimeControls};
use escaque::laws::illegal::{Consequence, IllegalKind};
use escaque::laws::{Article, Edition, GameResult, Reason, Status};
use escaque::table::{Act, ArbiterAct, Event, EventKind, Notice, Refusal, Setup, Table};
use shakmaty::Color::{self, Black, White};
use shakmaty::{Position, Square};

use crate::common;

use common::Driver;

/// A timed game on a wooden board, driven a second an event.
fn wooden(edition: Edition, control: &str, supervised: bool, fen: Option<&str>) -> Driver {
    let setup = Setup {
        edition,
        controls: Some(TimeControls::same(control.parse().unwrap())),
        wooden_board: true,
        supervised,
        fen: fen.map(str::to_owned),
        ..Setup::default()
    };
    Driver::new(Table::new(setup).unwrap())
}

/// The steps of this file; [`Driver::play`] plays a move and its press, legal or not.
impl Driver {
    fn claim(&mut self, by: Color) -> Result<Vec<Notice>, Refusal> {
        self.apply(EventKind::ClaimIllegal { by })
    }
    fn arbiter(&mut self, act: Act) -> Result<Vec<Notice>, Refusal> {
        self.apply(EventKind::Arbiter(ArbiterAct::new(act)))
    }
    fn remaining(&self, side: Color) -> u64 {
        self.table.clock().unwrap().remaining(side, self.at)
    }
    fn fen(&self) -> String {
        shakmaty::fen::Fen::from_position(self.table.game().position(), shakmaty::EnPassantMode::Legal).to_string()
    }
}

/// 1. e4 e5 2. f4 Qh4+: White is in check.
const CHECKED: &str = "e2e4 e7e5 f2f4 d8h4";
const AFTER_QH4: &str = "rnb1kbnr/pppp1ppp/8/4p3/4PP1q/8/PPPP2PP/RNBQKBNR w KQkq - 1 3";

fn dealt(notices: &[Notice]) -> (Color, IllegalKind, Consequence) {
    notices
        .iter()
        .find_map(|n| match n {
            Notice::IllegalMoveDealtWith { offender, kind, consequence, .. } => Some((*offender, *kind, *consequence)),
            _ => None,
        })
        .expect("the illegal move is dealt with")
}

#[test]
fn art_7_5_1_an_illegal_move_is_completed_by_the_press_and_the_position_before_it_reinstated() {
    let mut b = wooden(Edition::Fide2023, "5400", false, None);
    b.play(CHECKED);
    let black_before = b.remaining(Black);
    // 3. a3?? leaves the king in check: the board takes it, and the press completes it.
    b.play("a2a3");
    assert_eq!(b.table.game().plies().last().unwrap().irregular, Some(IllegalKind::KingLeftInCheck));
    assert_eq!(b.table.clock().unwrap().running(), Some(Black));
    let notices = b.claim(Black).unwrap();
    assert_eq!(
        dealt(&notices),
        (
            White,
            IllegalKind::KingLeftInCheck,
            Consequence::Penalty { ms: 2 * MINUTE, article: Article::ILLEGAL_MOVE_PENALTY }
        )
    );
    assert_eq!(b.fen(), AFTER_QH4, "the position before the irregularity");
    assert_eq!(b.table.clock().unwrap().running(), Some(White), "White is on move again (7.1)");
    assert_eq!(b.table.clock().unwrap().moves(White), 2, "the move counter follows (7.1)");
    assert!(b.remaining(Black) >= black_before + 2 * MINUTE - 3_000, "7.5.5: two minutes to Black");
    // The replacement move: 4.3 and 4.7 apply; the touched a-pawn cannot move, so any legal move.
    b.play("g2g3");
    assert_eq!(b.table.game().status(), Status::Ongoing);
    assert_eq!(b.table.game().illegal_moves_dealt(White), 1);
}

#[test]
fn art_7_5_1_the_claim_is_refused_when_no_illegal_move_was_made() {
    let mut b = wooden(Edition::Fide2023, "5400", false, None);
    b.play("e2e4");
    let before = b.fen();
    let refused = b.claim(Black).unwrap_err();
    assert_eq!(refused.article(), Some(Article::ILLEGAL_MOVE_UNSUPERVISED));
    assert_eq!(b.fen(), before);
}

#[test]
fn art_7_5_1_a_board_that_checks_moves_refuses_them_instead() {
    let setup = Setup { controls: Some(TimeControls::same("5400".parse().unwrap())), ..Setup::default() };
    let mut t = Table::new(setup).unwrap();
    for (i, m) in ["e2e4", "e7e5", "f2f4", "d8h4"].iter().enumerate() {
        let by = if i % 2 == 0 { White } else { Black };
        t.apply(Event::new(i as u64 * 2_000 + 1_000, EventKind::Move { uci: m.parse().unwrap() })).unwrap();
        t.apply(Event::new(i as u64 * 2_000 + 2_000, EventKind::PressClock { by })).unwrap();
    }
    let refused = t.apply(Event::new(20_000, EventKind::Move { uci: "a2a3".parse().unwrap() })).unwrap_err();
    assert!(matches!(refused, Refusal::IllegalMove { .. }));
}

#[test]
fn art_7_5_5_the_second_illegal_move_loses_2023_and_2014() {
    for edition in [Edition::Fide2023, Edition::Fide2014] {
        let mut b = wooden(edition, "5400", false, None);
        b.play(CHECKED);
        b.play("a2a3");
        b.claim(Black).unwrap();
        b.play("b2b3");
        let notices = b.claim(Black).unwrap();
        assert_eq!(dealt(&notices).2, Consequence::Loses { article: Article::ILLEGAL_MOVE_PENALTY });
        assert_eq!(b.ending(), (GameResult::Win(Black), Reason::IllegalMove, Article::ILLEGAL_MOVE_PENALTY));
        assert_eq!(b.fen(), AFTER_QH4, "{edition}: the position before the irregularity stays on the board");
    }
}

#[test]
fn art_7_5_5_the_third_illegal_move_loses_in_2008() {
    let mut b = wooden(Edition::Fide2008, "5400", false, None);
    b.play(CHECKED);
    for (i, m) in ["a2a3", "b2b3"].iter().enumerate() {
        let black_before = b.remaining(Black);
        b.play(m);
        let notices = b.claim(Black).unwrap();
        assert!(
            matches!(dealt(&notices).2, Consequence::Penalty { ms, .. } if ms == 2 * MINUTE),
            "illegal move {}",
            i + 1
        );
        assert!(b.remaining(Black) > black_before + MINUTE);
        assert_eq!(b.table.game().status(), Status::Ongoing);
    }
    b.play("c2c3");
    b.claim(Black).unwrap();
    assert_eq!(b.ending().1, Reason::IllegalMove);
}

#[test]
fn art_7_5_5_an_illegal_move_that_would_lose_draws_against_a_lone_king() {
    // White: king and rook; Black: a lone king, who could never checkmate.
    let mut b = wooden(Edition::Fide2023, "5400", false, Some("4k3/8/8/8/8/8/8/4K2R w - - 0 1"));
    b.play("h1g3"); // the rook moved like a knight
    b.claim(Black).unwrap();
    assert_eq!(b.table.game().touched().len(), 1, "4.3: the rook was touched, and must move");
    b.play("h1g3");
    b.claim(Black).unwrap();
    assert_eq!(b.ending().0, GameResult::Draw);
    assert_eq!(b.ending().1, Reason::IllegalMoveVsUnwinnable);
}

#[test]
fn art_a_3_the_penalty_is_one_minute_in_rapid_2023_and_two_in_2014() {
    for (edition, minutes, article) in
        [(Edition::Fide2023, 1, Article::RAPID_PENALTY), (Edition::Fide2014, 2, Article::ILLEGAL_MOVE_PENALTY)]
    {
        let mut b = wooden(edition, "900+10", true, None);
        b.play(CHECKED);
        b.play("a2a3");
        let notices = b.claim(Black).unwrap();
        assert_eq!(dealt(&notices).2, Consequence::Penalty { ms: minutes * MINUTE, article }, "{edition}");
    }
}

#[test]
fn art_a_5_2_in_rapid_without_supervision_an_illegal_move_stands_once_the_opponent_has_moved() {
    let mut b = wooden(Edition::Fide2023, "900+10", false, None);
    b.play("e2e4 e7e5 g1e3"); // the knight moved like a bishop... two squares straight: no knight move
    assert_eq!(
        b.table.game().plies().last().unwrap().irregular,
        Some(IllegalKind::NotHowItMoves(shakmaty::Role::Knight))
    );
    b.play("b8c6"); // Black moves on without claiming
    let refused = b.claim(Black).unwrap_err();
    assert_eq!(refused, Refusal::Arbiter(escaque::laws::arbiter::ArbiterRefusal::NoIllegalMove));
    assert_eq!(b.arbiter(Act::FindIllegalMove).unwrap_err().article(), Some(Article::ILLEGAL_MOVE_UNSUPERVISED));
    assert_eq!(b.table.game().board().piece_at(Square::E3).map(|p| p.role), Some(shakmaty::Role::Knight));
    // Before the opponent moves, the claim is allowed: one minute (A.3).
    let mut b = wooden(Edition::Fide2023, "900+10", false, None);
    b.play("e2e4 e7e5 g1e3");
    let notices = b.claim(Black).unwrap();
    assert!(matches!(dealt(&notices).2, Consequence::Penalty { ms, .. } if ms == MINUTE));
}

#[test]
fn art_7_5_1_in_standard_an_illegal_move_found_later_takes_the_game_back_to_it() {
    let mut b = wooden(Edition::Fide2023, "5400", false, None);
    b.play("e2e4 e7e5 g1e3 b8c6 d2d3");
    let notices = b.arbiter(Act::FindIllegalMove).unwrap();
    let taken_back = notices
        .iter()
        .find_map(|n| match n {
            Notice::IllegalMoveDealtWith { taken_back, .. } => Some(taken_back.len()),
            _ => None,
        })
        .unwrap();
    assert_eq!(taken_back, 3, "Ne3, Nc6 and d3 come off the board");
    assert_eq!(b.table.game().plies().len(), 2);
    assert_eq!(b.table.clock().unwrap().running(), Some(White));
}

#[test]
fn art_a_4_b_2014_in_blitz_without_supervision_the_first_claimed_illegal_move_loses() {
    let mut b = wooden(Edition::Fide2014, "180+2", false, None);
    b.play(CHECKED);
    b.play("a2a3");
    b.claim(Black).unwrap();
    assert_eq!(b.ending(), (GameResult::Win(Black), Reason::IllegalMove, Article::ILLEGAL_MOVE_LOSES_2014));
    // Under adequate supervision the Competition Rules apply: one minute (B.2).
    let mut b = wooden(Edition::Fide2014, "180+2", true, None);
    b.play(CHECKED);
    b.play("a2a3");
    assert!(matches!(dealt(&b.claim(Black).unwrap()).2, Consequence::Penalty { ms, .. } if ms == MINUTE));
}

#[test]
fn art_a_5_2_2008_blitz_without_supervision_the_claim_wins_and_rapid_the_arbiter_waits_for_a_claim() {
    let mut b = wooden(Edition::Fide2008, "300", false, None);
    b.play(CHECKED);
    b.play("a2a3");
    b.claim(Black).unwrap();
    assert_eq!(b.ending().2, Article::ILLEGAL_MOVE_LOSES_2008);
    let mut b = wooden(Edition::Fide2008, "1800", false, None);
    b.play(CHECKED);
    b.play("a2a3");
    let refused = b.arbiter(Act::FindIllegalMove).unwrap_err();
    assert_eq!(refused.article(), Some(Article::ILLEGAL_MOVE));
    assert!(matches!(dealt(&b.claim(Black).unwrap()).2, Consequence::Penalty { .. }));
}

#[test]
fn art_7_5_2_a_pawn_left_on_the_last_rank_becomes_a_queen_and_the_move_is_penalised() {
    let mut b = wooden(Edition::Fide2023, "5400", false, Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"));
    b.play("a7a8");
    assert!(b.table.game().is_loose(), "a pawn on the last rank is no position of chess");
    let notices = b.claim(Black).unwrap();
    assert_eq!(dealt(&notices).1, IllegalKind::PromotionNotCompleted);
    let queen = b.table.game().board().piece_at(Square::A8).unwrap();
    assert_eq!(queen.role, shakmaty::Role::Queen);
    assert_eq!(b.table.game().position().turn(), Black, "the move stands, completed");
    assert_eq!(b.table.clock().unwrap().running(), Some(Black));
    // A board that checks moves asks for the piece instead.
    let mut t = Table::new(Setup::untimed(Some("4k3/P7/8/8/8/8/8/4K3 w - - 0 1".into()))).unwrap();
    let refused = t.apply(Event::new(1, EventKind::Move { uci: "a7a8".parse().unwrap() })).unwrap_err();
    assert!(matches!(refused, Refusal::PromotionPieceMissing { .. }));
}

#[test]
fn art_7_5_3_a_press_without_a_move_is_penalised_in_2023_and_refused_before() {
    let mut b = wooden(Edition::Fide2023, "5400", false, None);
    let notices = b.apply(EventKind::PressClock { by: White }).unwrap();
    assert!(notices.contains(&Notice::PressedWithoutMove { by: White }));
    assert_eq!(b.table.clock().unwrap().running(), Some(Black));
    assert!(matches!(
        b.apply(EventKind::Move { uci: "e7e5".parse().unwrap() }),
        Err(Refusal::IdlePressWaits { by: White })
    ));
    let notices = b.claim(Black).unwrap();
    assert_eq!(dealt(&notices).1, IllegalKind::PressWithoutMove);
    assert_eq!(b.table.clock().unwrap().running(), Some(White));
    b.play("e2e4");
    let mut b = wooden(Edition::Fide2014, "5400", false, None);
    assert!(matches!(b.apply(EventKind::PressClock { by: White }), Err(Refusal::PressWithoutMove { .. })));
}

#[test]
fn art_7_5_3_a_press_on_the_side_that_is_not_running_is_no_press_without_a_move() {
    // On a wooden board in 2023 a press with no move is penalised, but only a press that stops
    // the presser's running clock is one: Black's press while White's time runs changes nothing.
    let mut b = wooden(Edition::Fide2023, "5400", false, None);
    assert_eq!(b.apply(EventKind::PressClock { by: Black }).unwrap_err(), Refusal::ClockNotRunning { by: Black });
    assert_eq!(b.table.clock().unwrap().running(), Some(White));
    assert!(b.claim(White).is_err(), "nothing to claim");
    // White moves and has not pressed yet: Black is on move on the board, but White's time
    // still runs, and Black's press is still on the stopped side.
    b.apply(EventKind::Move { uci: "e2e4".parse().unwrap() }).unwrap();
    assert_eq!(b.apply(EventKind::PressClock { by: Black }).unwrap_err(), Refusal::ClockNotRunning { by: Black });
    assert_eq!(b.table.clock().unwrap().running(), Some(White));
    b.apply(EventKind::PressClock { by: White }).unwrap();
    let notices = b.apply(EventKind::PressClock { by: Black }).unwrap();
    assert!(notices.contains(&Notice::PressedWithoutMove { by: Black }), "Black's own running clock: 7.5.3");
}

#[test]
fn art_7_5_4_a_move_made_with_both_hands_is_dealt_with_as_an_illegal_move() {
    let mut b = wooden(Edition::Fide2023, "5400", false, None);
    b.play("e2e4 e7e5 g1f3");
    let notices = b.arbiter(Act::TwoHands { side: White }).unwrap();
    assert_eq!(dealt(&notices).1, IllegalKind::TwoHands);
    assert_eq!(b.table.game().plies().len(), 2);
    // Only the last completed move can be judged so: White's is gone, Black's e5 is the last.
    assert_eq!(b.arbiter(Act::TwoHands { side: White }).unwrap_err().article(), Some(Article::TWO_HANDS));
}

#[test]
fn art_a_5_4_both_kings_in_check_after_the_next_move_is_a_draw_in_rapid_without_supervision() {
    let fen = "4k3/8/8/4r3/8/8/8/R3K3 w - - 0 1";
    let mut b = wooden(Edition::Fide2023, "900+10", false, Some(fen));
    b.play("a1a8"); // check, while the own king stays in check: both kings in check
    assert!(b.table.game().is_loose());
    b.play("e5e6"); // Black moves on, still in check too
    assert_eq!(b.ending(), (GameResult::Draw, Reason::IllegalPosition, Article::ILLEGAL_POSITION_PERSISTS));
    // In standard chess the arbiter deals with it instead (7.5.1): play is not drawn.
    let mut b = wooden(Edition::Fide2023, "5400", false, Some(fen));
    b.play("a1a8 e5e6");
    assert_eq!(b.table.game().status(), Status::Ongoing);
    b.arbiter(Act::FindIllegalMove).unwrap();
    assert_eq!(b.table.game().plies().len(), 0);
}

#[test]
fn art_a_5_4_the_next_move_completed_by_the_players_following_move_also_draws() {
    // 6.2.1.2: Black never presses for e5-e6; Black's following move completes it. The
    // illegal position is still on the board then: a draw, as after a press.
    let fen = "4k3/8/8/4r3/8/8/8/R3K3 w - - 0 1";
    let mut b = wooden(Edition::Fide2023, "900+10", false, Some(fen));
    b.play("a1a8");
    b.apply(EventKind::Move { uci: "e5e6".parse().unwrap() }).unwrap();
    b.apply(EventKind::Move { uci: "a8b8".parse().unwrap() }).unwrap();
    assert_eq!(b.table.game().status(), Status::Ongoing);
    b.apply(EventKind::Move { uci: "e6e5".parse().unwrap() }).unwrap();
    assert_eq!(b.ending(), (GameResult::Draw, Reason::IllegalPosition, Article::ILLEGAL_POSITION_PERSISTS));
    // The completing move that clears the board of it does not draw.
    let mut b = wooden(Edition::Fide2023, "900+10", false, Some(fen));
    b.play("a1a8");
    b.apply(EventKind::Move { uci: "e5e6".parse().unwrap() }).unwrap();
    b.apply(EventKind::Move { uci: "a8b8".parse().unwrap() }).unwrap();
    b.apply(EventKind::Move { uci: "e8d7".parse().unwrap() }).unwrap();
    assert_eq!(b.table.game().status(), Status::Ongoing);
}

#[test]
fn art_7_1_the_arbiter_takes_a_move_back_and_sets_the_clocks() {
    let mut b = wooden(Edition::Fide2023, "5400", false, None);
    b.play("e2e4 e7e5 g1f3");
    b.apply(EventKind::Arbiter(ArbiterAct {
        act: Act::TakeBack { plies: 1, times: Some((80 * MINUTE, 85 * MINUTE)) },
        remark: "mis-click".into(),
    }))
    .unwrap();
    assert_eq!(b.table.game().plies().len(), 2);
    assert_eq!(b.table.clock().unwrap().running(), Some(White));
    assert_eq!(b.remaining(White), 80 * MINUTE);
    assert_eq!(b.remaining(Black), 85 * MINUTE);
    assert_eq!(b.table.arbiter_log().last().unwrap().remark, "mis-click");
    let refused = b.arbiter(Act::TakeBack { plies: 5, times: None }).unwrap_err();
    assert_eq!(refused.article(), Some(Article::IRREGULARITY));
}

#[test]
fn art_7_5_1_illegal_pawn_moves_are_written_as_pawn_moves_are() {
    let mut b = wooden(Edition::Fide2023, "5400", false, Some("4k3/P7/8/8/8/8/1P6/4K3 w - - 0 1"));
    b.play("a7a8"); // no piece chosen (7.5.2)
    assert_eq!(b.table.game().plies()[0].san.to_string(), "a8");
    b.claim(Black).unwrap();
    let mut b = wooden(Edition::Fide2023, "5400", false, Some("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1"));
    b.play("b2b5"); // three squares at once
    assert_eq!(b.table.game().plies()[0].san.to_string(), "b2b5");
}

#[test]
fn no_hand_castles_onto_a_square_where_a_piece_stands() {
    use escaque::laws::illegal::{NotAMove, physical_move};
    let setup = |fen: &str| fen.parse::<shakmaty::fen::Fen>().unwrap().into_setup();
    // The king two squares towards the h-rook: it would land on g1, the rook on f1's bishop.
    let refused = physical_move(&setup("4k3/8/8/8/8/8/8/1K3B1R w - - 0 1"), &"b1d1".parse().unwrap());
    assert_eq!(refused.unwrap_err(), NotAMove::SquareTaken(Square::F1));
    // With f1 and g1 empty it castles physically, rights or not.
    let (mv, after) = physical_move(&setup("4k3/8/8/8/8/8/8/4K2R w - - 0 1"), &"e1g1".parse().unwrap()).unwrap();
    assert!(mv.is_castle());
    assert_eq!(after.board.piece_at(Square::F1).map(|p| p.role), Some(shakmaty::Role::Rook));
}

#[test]
fn art_7_1_a_move_that_ended_the_game_by_itself_can_be_taken_back_and_other_endings_stand() {
    let mut b = wooden(Edition::Fide2023, "5400", false, None);
    b.table = Table::new(Setup { wooden_board: false, ..b.table.setup().clone() }).unwrap();
    b.play("f2f3 e7e5 g2g4 d8h4");
    assert_eq!(b.ending().1, Reason::Checkmate);
    b.arbiter(Act::TakeBack { plies: 1, times: None }).unwrap();
    assert_eq!(b.table.game().status(), Status::Ongoing);
    assert_eq!(b.table.clock().unwrap().phase(), escaque::clock::Phase::Paused(Black), "stopped for the arbiter");
    b.apply(EventKind::Resume).unwrap();
    b.play("b8c6");
    assert_eq!(b.table.game().plies().len(), 4);
    // A resignation is no move of the board: it stands.
    b.apply(EventKind::Resign { by: White }).unwrap();
    let refused = b.arbiter(Act::TakeBack { plies: 1, times: None }).unwrap_err();
    assert!(matches!(refused, Refusal::GameOver(_)));
}

#[test]
fn art_7_5_2_a_queen_that_mates_ends_the_game_and_stops_the_clock_the_move_counted_once() {
    let mut b = wooden(Edition::Fide2023, "5400", false, Some("7k/4P3/6K1/8/8/8/8/8 w - - 0 1"));
    b.play("e7e8");
    b.claim(Black).unwrap();
    let (result, reason, _) = b.ending();
    assert_eq!((result, reason), (GameResult::Win(White), Reason::Checkmate));
    assert_eq!(b.table.clock().unwrap().phase(), escaque::clock::Phase::Stopped);
    assert_eq!(b.table.game().completed_moves(White), 1);
}

#[test]
fn art_7_5_1_dealing_with_an_illegal_move_keeps_a_postponed_quickplay_claim() {
    // 2008, rapid with an arbiter: a claim postponed (10.2), then an illegal move claimed.
    let setup = Setup {
        edition: Edition::Fide2008,
        controls: Some(TimeControls::same("1800".parse().unwrap())),
        wooden_board: true,
        supervised: true,
        arbiter_present: true,
        quickplay_finish: true,
        ..Setup::default()
    };
    let mut b = Driver::new(Table::new(setup).unwrap());
    b.at = 29 * MINUTE; // under two minutes left for White
    b.apply(EventKind::QuickplayClaim { by: White }).unwrap();
    b.apply(EventKind::ArbiterRuling(escaque::laws::Ruling::Postpone)).unwrap();
    let postponed = b.table.pending();
    assert!(postponed.is_some());
    b.play("e1e3");
    b.claim(Black).unwrap();
    assert_eq!(b.table.pending(), postponed, "the postponed claim still waits for the flag (10.2)");
}
