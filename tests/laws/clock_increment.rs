//! When the increment is given (issue 13): from the start, before each move, in 2023 (the
//! glossary's "Increment"), as FIDE clocks show it; after each move in 2014 (6.3.a); before each
//! move in 2008, as the clocks of its time gave it ("with each move", 6.1).

use escaque::clock::{IncrementTiming, MINUTE, SECOND, TimeControls};
use escaque::laws::{Edition, RuleSet, Status};
use escaque::table::{Event, EventKind, Notice, Setup, Table};
use shakmaty::Color::{Black, White};

use crate::common;

use common::Play;

fn table(edition: Edition, control: &str) -> Table {
    let setup = Setup { edition, controls: Some(TimeControls::same(control.parse().unwrap())), ..Setup::default() };
    Table::new(setup).unwrap()
}

#[test]
fn art_6_increment_before_the_first_move_90_30_shows_1_30_30_in_2023_and_1_30_00_in_2014() {
    assert_eq!(RuleSet::FIDE_2023.increment, IncrementTiming::BeforeEachMove);
    assert_eq!(RuleSet::FIDE_2014.increment, IncrementTiming::AfterEachMove);
    assert_eq!(RuleSet::FIDE_2008.increment, IncrementTiming::BeforeEachMove);
    for (edition, shown) in [
        (Edition::Fide2023, 90 * MINUTE + 30 * SECOND),
        (Edition::Fide2014, 90 * MINUTE),
        (Edition::Fide2008, 90 * MINUTE + 30 * SECOND),
    ] {
        let t = table(edition, "5400+30");
        for side in [White, Black] {
            assert_eq!(t.clock().unwrap().remaining(side, 0), shown, "{edition}, {side:?}");
        }
    }
}

#[test]
fn art_6_increment_after_a_press_the_clock_shows_the_next_moves_time_in_2023() {
    for (edition, shown) in [(Edition::Fide2023, 90 * MINUTE + 30 * SECOND), (Edition::Fide2014, 90 * MINUTE)] {
        let mut t = table(edition, "5400+30");
        t.play_no_press(10 * SECOND, "e2e4");
        let notices = t.apply(Event::new(10 * SECOND, EventKind::PressClock { by: White })).unwrap();
        let press = notices.iter().find_map(|n| if let Notice::Pressed(p) = n { Some(*p) } else { None }).unwrap();
        // 2023: 1:30:30 − 10 s + the next move's 30 s; 2014: 1:30:00 − 10 s + this move's 30 s.
        assert_eq!(press.shown, shown + 20 * SECOND, "{edition}");
        assert_eq!(t.ply_times()[0].shown, Some(press.shown), "[%clk] shows it");
    }
}

#[test]
fn art_6_increment_a_first_move_of_90_20_is_in_time_in_2023_and_not_in_2014() {
    let first = 90 * MINUTE + 20 * SECOND;
    let mut t = table(Edition::Fide2023, "5400+30");
    t.play_no_press(first, "e2e4");
    t.apply(Event::new(first, EventKind::PressClock { by: White })).unwrap();
    assert_eq!(t.game().status(), Status::Ongoing);
    assert_eq!(t.clock().unwrap().remaining(White, first), 40 * SECOND, "10 s left and the next 30 s");
    let mut t = table(Edition::Fide2014, "5400+30");
    let refused = t.apply(Event::new(first, EventKind::Move { uci: "e2e4".parse().unwrap() }));
    assert!(refused.is_err(), "the flag fell at 1:30:00");
    assert!(t.game().status().ending().is_some());
}

#[test]
fn art_6_increment_a_period_that_brings_an_increment_gives_it_before_its_first_move() {
    // The 2023 World Championship control: 120 min for 40 moves, 60 min for 20, then 15 min
    // with 30 s from move 61 on.
    let clock = escaque::clock::Clock::with_timing(
        TimeControls::same("40/7200:20/3600:900+30".parse().unwrap()),
        IncrementTiming::BeforeEachMove,
    );
    assert_eq!(clock.remaining(White, 0), 120 * MINUTE, "no increment before move 61");
    let mut clock = clock;
    clock.start(0).unwrap();
    let mut at = 0;
    let mut shown = Vec::new();
    for n in 0..122u64 {
        at += SECOND;
        let by = if n % 2 == 0 { White } else { Black };
        let press = clock.press(by, at).unwrap();
        if by == White {
            shown.push(press);
        }
    }
    // White's 60th press (move 60) brings the third period's 15 min and move 61's 30 s.
    assert_eq!(shown[59].move_number, Some(60));
    assert_eq!(shown[59].bonus, 30 * SECOND);
    assert_eq!(shown[58].bonus, 0, "move 59 is still in the second period");
    assert_eq!(shown[60].bonus, 30 * SECOND, "move 61 brings move 62's");
}
