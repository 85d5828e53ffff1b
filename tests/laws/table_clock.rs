//! The laws core and the clock together: presses complete moves, penalties become clock time,
//! flags fall at their exact instant and are judged against the position (6.9).

use escaque::clock::{Adjustment, MINUTE, SECOND, TimeControls};
use escaque::laws::{Article, Claim, GameResult, Reason, Status};
use escaque::table::{Event, EventKind, Notice, Refusal, Setup, Table};
use shakmaty::Color::{Black, White};

use crate::common;

use common::Play;

fn table(tc: &str) -> Table {
    table_with(Setup { controls: Some(TimeControls::same(tc.parse().unwrap())), ..Setup::default() })
}

fn table_with(setup: Setup) -> Table {
    Table::new(setup).unwrap()
}

fn ending(t: &Table) -> (GameResult, Reason) {
    let e = t.game().status().ending().expect("the game should be over");
    (e.result, e.reason)
}

#[test]
fn art_6_2_1_a_press_completes_the_move_and_starts_the_opponent() {
    let mut t = table("300+3");
    assert_eq!(t.clock().unwrap().running(), Some(White), "6.6: White's clock starts");
    t.mv(10 * SECOND, "e2e4").unwrap();
    assert_eq!(t.clock().unwrap().running(), Some(White), "the move is made but not completed");
    let notices = t.press(12 * SECOND, White).unwrap();
    assert!(notices.iter().any(|n| matches!(n, Notice::Pressed(p) if p.used == 12 * SECOND)));
    assert_eq!(t.clock().unwrap().running(), Some(Black));
    // 2023: 3 s before the first move, then 3 s more for the next with the press.
    assert_eq!(t.clock().unwrap().remaining(White, 12 * SECOND), 300 * SECOND + 3 * SECOND - 12 * SECOND + 3 * SECOND);
    assert_eq!(t.ply_times()[0].shown, Some(294 * SECOND));
    // A press without a move is refused and the clock goes on running.
    assert!(t.press(13 * SECOND, Black).is_err());
    assert_eq!(t.clock().unwrap().running(), Some(Black));
}

#[test]
fn the_clock_pressed_with_the_move() {
    let mut t = table_with(Setup {
        controls: Some(TimeControls::same("60".parse().unwrap())),
        press_with_move: true,
        ..Setup::default()
    });
    t.mv(5 * SECOND, "e2e4").unwrap();
    assert_eq!(t.clock().unwrap().running(), Some(Black));
    // And a draw offer right after one's own move is made at the proper time (9.1.2.1).
    let notices = t.apply(Event::new(6 * SECOND, EventKind::OfferDraw { by: White })).unwrap();
    assert!(notices.iter().any(|n| matches!(n, Notice::DrawOffered { proper_time: true, .. })));
}

#[test]
fn art_6_2_1_2_a_move_never_pressed_for_is_completed_by_the_players_own_next_move() {
    let mut t = table("60");
    t.mv(5 * SECOND, "e2e4").unwrap();
    t.mv(9 * SECOND, "e7e5").unwrap();
    // White forgot to press: Black's reply completes nothing, and White's time runs on (6.2.2).
    assert_eq!(t.clock().unwrap().moves(White), 0);
    assert_eq!(t.clock().unwrap().running(), Some(White));
    let refused = t.press(10 * SECOND, Black).unwrap_err();
    assert_eq!(refused.article(), Some(escaque::laws::Article::PRESS_ALWAYS_ALLOWED), "6.2.2: White must press");
    // White's own next move completes the first (6.2.1.2): counted, no press, the clock runs on.
    t.mv(12 * SECOND, "g1f3").unwrap();
    assert_eq!(t.clock().unwrap().moves(White), 1);
    assert_eq!(t.clock().unwrap().running(), Some(White));
    assert_eq!(t.clock().unwrap().remaining(White, 12 * SECOND), 48 * SECOND);
    // White may always press (6.2.2): then Black's time runs, and Black's next move or press
    // completes Black's move.
    t.press(13 * SECOND, White).unwrap();
    assert_eq!(t.clock().unwrap().moves(White), 2);
    assert_eq!(t.clock().unwrap().running(), Some(Black));
    t.press(15 * SECOND, Black).unwrap();
    assert_eq!(t.clock().unwrap().moves(Black), 1);
    assert_eq!(t.clock().unwrap().remaining(Black, 15 * SECOND), 58 * SECOND);
}

#[test]
fn a_period_arrives_with_its_last_completed_move() {
    let mut t = table("2/60:30");
    let mut at = 0;
    for (i, m) in ["g1f3", "g8f6", "f3g1", "f6g8"].iter().enumerate() {
        at += SECOND;
        let by = if i % 2 == 0 { White } else { Black };
        t.mv(at, m).unwrap();
        t.press(at, by).unwrap();
        if i == 0 {
            assert_eq!(t.clock().unwrap().remaining(White, at), 59 * SECOND, "not after the first move");
        }
    }
    assert_eq!(t.clock().unwrap().remaining(White, at), 58 * SECOND + 30 * SECOND);
}

#[test]
fn art_9_5_3_the_wrong_claim_penalty_reaches_the_clock() {
    let mut t = table("5400+30");
    let claim = EventKind::Claim { by: White, claim: Claim::Threefold, intended: None };
    t.apply(Event::new(SECOND, claim)).unwrap();
    assert_eq!(t.clock().unwrap().remaining(Black, SECOND), 5400 * SECOND + 30 * SECOND + 2 * MINUTE);
    // Rapid: one minute (A.3).
    let mut t = table("900");
    let claim = EventKind::Claim { by: White, claim: Claim::FiftyMoves, intended: None };
    t.apply(Event::new(SECOND, claim)).unwrap();
    assert_eq!(t.clock().unwrap().remaining(Black, SECOND), 900 * SECOND + MINUTE);
    assert!(t.clock().unwrap().adjustments()[0].reason.to_string().contains("A.3"));
}

#[test]
fn art_6_9_the_flag_falls_at_its_exact_instant() {
    let mut t = table("60");
    t.mv(10 * SECOND, "e2e4").unwrap();
    t.press(10 * SECOND, White).unwrap();
    // Black thinks for more than a minute: the next event finds the flag down at 70 s.
    let notices = t.apply(Event::new(75 * SECOND, EventKind::ObserveFlag)).unwrap();
    assert!(notices.iter().any(|n| matches!(n, Notice::FlagFell(f) if f.side == Black && f.at == 70 * SECOND)));
    assert_eq!(ending(&t), (GameResult::Win(White), Reason::TimeForfeit));
    assert_eq!(t.clock().unwrap().running(), None, "the clock stops with the game");
    // A move made after the flag is refused: the game is over.
    assert!(t.mv(76 * SECOND, "e7e5").is_err());
}

#[test]
fn a_move_on_the_dot_is_in_time_and_one_after_is_not() {
    let mut t = table("60");
    t.mv(60 * SECOND, "e2e4").unwrap();
    t.press(60 * SECOND, White).unwrap();
    assert_eq!(t.game().status(), Status::Ongoing);
    let mut t = table("60");
    let refused = t.mv(60 * SECOND + 1, "e2e4");
    assert!(refused.is_err());
    assert_eq!(ending(&t), (GameResult::Win(Black), Reason::TimeForfeit));
}

#[test]
fn art_6_9_a_flag_against_a_lone_king_is_a_draw() {
    let mut t = table_with(Setup {
        fen: Some("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1".to_owned()),
        controls: Some(TimeControls::same("60".parse().unwrap())),
        ..Setup::default()
    });
    t.apply(Event::new(61 * SECOND, EventKind::ObserveFlag)).unwrap();
    assert_eq!(ending(&t), (GameResult::Draw, Reason::TimeoutVsUnwinnable));
    assert_eq!(t.game().status().ending().unwrap().article, Article::FLAG_FALL);
}

#[test]
fn no_flag_no_observation() {
    let mut t = table("60");
    assert_eq!(t.apply(Event::new(59 * SECOND, EventKind::ObserveFlag)).unwrap_err(), Refusal::NoFlag);
}

#[test]
fn art_6_11_no_moves_while_the_clocks_are_stopped() {
    let mut t = table("60");
    t.apply(Event::new(SECOND, EventKind::Pause)).unwrap();
    assert_eq!(t.mv(2 * SECOND, "e2e4").unwrap_err(), Refusal::ClocksStopped);
    t.apply(Event::new(100 * SECOND, EventKind::Resume)).unwrap();
    t.mv(101 * SECOND, "e2e4").unwrap();
    assert_eq!(t.clock().unwrap().remaining(White, 101 * SECOND), 58 * SECOND);
}

#[test]
fn the_arbiter_adjusts_a_clock_with_a_reason() {
    let mut t = table("60");
    let adjustment = Adjustment::AddTime { side: Black, time: MINUTE };
    let reason = escaque::clock::AdjustReason::note("disturbance at the next board (12.5)");
    t.apply(Event::new(SECOND, EventKind::ClockAdjustment { adjustment, reason })).unwrap();
    assert_eq!(t.clock().unwrap().remaining(Black, SECOND), 2 * MINUTE);
    assert_eq!(t.clock().unwrap().adjustments().len(), 1);
}

#[test]
fn checkmate_stops_the_clock_and_records_the_last_time() {
    let mut t = table("60");
    let mut at = 0;
    for (m, by) in [("f2f3", White), ("e7e5", Black), ("g2g4", White)] {
        at += SECOND;
        t.mv(at, m).unwrap();
        t.press(at, by).unwrap();
    }
    t.mv(5 * SECOND, "d8h4").unwrap();
    assert_eq!(ending(&t), (GameResult::Win(Black), Reason::Checkmate));
    assert_eq!(t.clock().unwrap().running(), None);
    assert_eq!(t.ply_times()[3].shown, Some(57 * SECOND));
    assert!(t.press(6 * SECOND, Black).is_err());
}
