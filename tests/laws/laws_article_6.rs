//! Article 6 as the laws core sees it: the clock press completes a move, a flag fall ends the
//! game. The clock's own arithmetic is tested in the clock tests.

use crate::common;

use common::*;
use escaque::laws::{Article, GameResult, Reason, Status};
use escaque::{EventKind, Notice, Refusal};
use shakmaty::Color;

#[test]
fn art_6_2_1_the_press_completes_the_move() {
    let mut d = start();
    d.mv("e2e4").unwrap();
    assert_eq!(d.game().uncompleted(), Some(Color::White));
    assert_eq!(d.game().completed_moves(Color::White), 0);
    let notices = d.press(Color::White).unwrap();
    assert_eq!(notices, vec![Notice::MoveCompleted { by: Color::White, moves: 1, article: Article::CLOCK_PRESS }]);
    assert_eq!(d.game().plies()[0].completed_at, Some(2_000));
}

#[test]
fn art_7_5_3_a_press_without_a_move_is_refused() {
    let mut d = start();
    assert_eq!(d.press(Color::White).unwrap_err(), Refusal::PressWithoutMove { by: Color::White });
    d.mv("e2e4").unwrap();
    // White has not pressed: White's time still runs, so Black's press is on a stopped clock.
    let refused = d.press(Color::Black).unwrap_err();
    assert_eq!(refused, Refusal::ClockNotRunning { by: Color::Black });
    assert_eq!(refused.article(), Some(Article::CLOCK_PRESS));
    d.press(Color::White).unwrap();
    assert!(d.press(Color::White).is_err(), "one press per move");
}

#[test]
fn art_6_2_1_a_press_on_the_side_of_the_clock_that_is_not_running_changes_nothing() {
    let mut d = start();
    // White's clock runs from the start: Black's press stops nothing and starts nothing, and is
    // no press without a move (7.5.3 is for the player whose clock runs).
    let refused = d.press(Color::Black).unwrap_err();
    assert_eq!(refused, Refusal::ClockNotRunning { by: Color::Black });
    assert_eq!(refused.article(), Some(Article::CLOCK_PRESS));
    assert_eq!(d.game().clock_side(), Color::White);
    d.mv("e2e4").unwrap();
    d.press(Color::White).unwrap();
    // Now Black's time runs: White pressing again is the same nothing.
    assert_eq!(d.press(Color::White).unwrap_err(), Refusal::ClockNotRunning { by: Color::White });
    assert_eq!(d.game().clock_side(), Color::Black);
    assert_eq!(d.game().completed_moves(Color::White), 1);
}

#[test]
fn art_6_2_1_2_the_players_own_next_move_completes_an_unpressed_one() {
    let mut d = start();
    d.mv("e2e4").unwrap();
    // The opponent's reply completes nothing: both moves now wait for a press.
    let notices = d.mv("e7e5").unwrap();
    assert!(!notices.iter().any(|n| matches!(n, Notice::MoveCompleted { .. })));
    assert!(d.game().is_uncompleted(Color::White) && d.game().is_uncompleted(Color::Black));
    assert_eq!(d.game().uncompleted(), Some(Color::White), "White's press is the one owed first");
    // Black cannot press before White has: White's time runs (6.2.2); the refusal is Black's.
    let refused = d.press(Color::Black).unwrap_err();
    assert!(matches!(refused, Refusal::OpponentNotPressed { by: Color::Black, .. }), "{refused:?}");
    assert_eq!(refused.acted_by(), Some(Color::Black), "said to Black, who pressed");
    let notices = d.mv("g1f3").unwrap();
    assert!(notices.contains(&Notice::MoveCompleted {
        by: Color::White,
        moves: 1,
        article: Article::NEXT_MOVE_COMPLETES
    }));
    assert_eq!(d.game().completed_moves(Color::Black), 0);
}

#[test]
fn art_6_2_1_1_a_move_that_ends_the_game_is_completed() {
    let mut d = start();
    d.play("f2f3 e7e5 g2g4");
    let notices = d.mv("d8h4").unwrap();
    assert!(notices.contains(&Notice::MoveCompleted { by: Color::Black, moves: 2, article: Article::MOVE_ENDS_GAME }));
}

#[test]
fn art_6_9_a_flag_fall_loses() {
    let mut d = from_fen("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1");
    d.apply(EventKind::FlagReported { side: Color::Black }).unwrap();
    let e = d.game().status().ending().unwrap();
    assert_eq!(
        (e.result, e.reason, e.article),
        (GameResult::Win(Color::White), Reason::TimeForfeit, Article::FLAG_FALL)
    );
}

#[test]
fn art_6_9_a_flag_against_an_opponent_who_cannot_mate_is_a_draw() {
    let mut d = from_fen("8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1");
    d.apply(EventKind::FlagReported { side: Color::White }).unwrap();
    let e = d.game().status().ending().unwrap();
    assert_eq!((e.result, e.reason), (GameResult::Draw, Reason::TimeoutVsUnwinnable));
}

#[test]
fn art_6_9_gives_way_to_a_dead_position() {
    // A lone king against king and knight is dead (5.2.2) before any flag can fall; 6.9 makes
    // its exception for 5.2.2 explicitly.
    let mut d = from_fen("8/8/8/4k3/8/8/8/4K1n1 w - - 0 1");
    assert_eq!(d.game().status().ending().unwrap().reason, Reason::DeadPosition);
    assert!(matches!(d.apply(EventKind::FlagReported { side: Color::White }).unwrap_err(), Refusal::GameOver(_)));
}

#[test]
fn events_must_come_in_time_order() {
    let mut table = start().table;
    table.apply(escaque::Event::new(5_000, EventKind::Move { uci: uci("e2e4") })).unwrap();
    let refused = table.apply(escaque::Event::new(4_999, EventKind::PressClock { by: Color::White }));
    assert_eq!(refused.unwrap_err(), Refusal::TimeRunsBackwards { last: 5_000, at: 4_999 });
    table.apply(escaque::Event::new(5_000, EventKind::PressClock { by: Color::White })).unwrap();
    assert_eq!(table.game().status(), Status::Ongoing);
}

#[test]
fn art_6_2_1_2_taking_back_the_move_that_completed_an_unpressed_one_leaves_it_unpressed() {
    let mut d = with_rules(Rules { control: Some("5400"), ..Rules::default() }, None);
    d.mv("e2e4").unwrap();
    d.mv("e7e5").unwrap();
    d.mv("g1f3").unwrap(); // completes e4 (6.2.1.2)
    assert_eq!(d.game().completed_moves(Color::White), 1);
    let act = escaque::table::ArbiterAct::new(escaque::table::Act::TakeBack { plies: 1, times: None });
    d.apply(EventKind::Arbiter(act)).unwrap();
    // As if Nf3 had never been played: e4 still waits for White's press, White's time runs.
    assert!(d.game().is_uncompleted(Color::White));
    assert_eq!(d.game().completed_moves(Color::White), 0);
    assert_eq!(d.table.clock().unwrap().running(), Some(Color::White));
    assert_eq!(d.game().clock_side(), Color::White);
}
