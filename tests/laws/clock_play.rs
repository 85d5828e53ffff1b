//! The twin clock at its boundaries: presses, bonuses, periods, flags, pauses and adjustments.
//! Time is always injected; nothing here waits.

use escaque::clock::{
    AdjustReason, Adjustment, Clock, ClockError, Completes, Flag, IncrementTiming, MINUTE, Phase, Preset, SECOND,
    TimeControl, TimeControls,
};
use escaque::laws::Article;
use shakmaty::Color::{self, Black, White};

/// These tests check the clock's mechanics with the increment given after each move (2014), so
/// that each press's own bonus shows; `tests/laws/clock_increment.rs` checks it given before (2023).
fn clock(tag: &str) -> Clock {
    let control: TimeControl = tag.parse().unwrap_or_else(|e| panic!("{tag}: {e}"));
    Clock::with_timing(TimeControls::same(control), IncrementTiming::AfterEachMove)
}

fn started(tag: &str) -> Clock {
    let mut c = clock(tag);
    c.start(0).unwrap();
    c
}

#[test]
fn white_starts_and_only_the_running_side_may_press() {
    let mut c = clock("300+3");
    assert_eq!(c.phase(), Phase::NotStarted);
    assert_eq!(c.press(White, 0), Err(ClockError::NotStarted));
    assert_eq!(c.remaining(White, 10 * SECOND), 5 * MINUTE, "nothing runs before the start");
    c.start(1_000).unwrap();
    assert_eq!(c.start(2_000), Err(ClockError::AlreadyStarted));
    assert_eq!(c.phase(), Phase::Running(White));
    assert_eq!(c.remaining(White, 11 * SECOND), 5 * MINUTE - 10 * SECOND);
    assert_eq!(c.remaining(Black, 11 * SECOND), 5 * MINUTE);
    let wrong = c.press(Black, 11 * SECOND).unwrap_err();
    assert_eq!(wrong.to_string(), "Black pressed the clock, but White's time is running, not Black's");
    c.press(White, 12 * SECOND).unwrap();
    let back = c.press(Black, 11 * SECOND).unwrap_err();
    assert_eq!(back.to_string(), "0:00:11 is earlier than the last clock event at 0:00:12: time only moves forward");
}

#[test]
fn a_game_from_a_position_with_black_to_move() {
    let mut c = clock("60");
    c.start_with(Black, 0).unwrap();
    assert_eq!(c.running(), Some(Black));
    assert_eq!(c.press(Black, 5 * SECOND).unwrap().move_number, Some(1));
}

/// Each bonus kind, the press coming at various instants of a move that starts with 60 s on
/// the clock: (control, think time, shown after the press, bonus credited).
#[test]
fn each_bonus_kind_at_its_boundaries() {
    let s = SECOND;
    for (tag, think, shown, bonus) in [
        ("60", 0, 60 * s, 0),
        ("60", 59_999, 1, 0),
        ("60+5", 0, 65 * s, 5 * s),
        ("60+5", 20 * s, 45 * s, 5 * s),
        ("60+5", 59_999, 5 * s + 1, 5 * s),
        // Delay (6.3.2): within the delay the main time stays as it was.
        ("60d5", 0, 60 * s, 0),
        ("60d5", 4_999, 60 * s, 4_999),
        ("60d5", 5 * s, 60 * s, 5 * s),
        ("60d5", 5_001, 60 * s - 1, 5 * s),
        ("60d5", 64_999, 1, 5 * s),
        // Bronstein: the time used comes back, up to the bonus.
        ("60b5", 0, 60 * s, 0),
        ("60b5", 3 * s, 60 * s, 3 * s),
        ("60b5", 5 * s, 60 * s, 5 * s),
        ("60b5", 12 * s, 53 * s, 5 * s),
        ("60b5", 59_999, 5 * s + 1, 5 * s),
    ] {
        let mut c = started(tag);
        let press = c.press(White, think).unwrap_or_else(|e| panic!("{tag} after {think}: {e}"));
        assert_eq!((press.used, press.shown, press.bonus), (think, shown, bonus), "{tag} after {think} ms");
        assert_eq!(c.remaining(White, think + 10 * s), shown, "{tag}: White's time is stopped");
    }
}

#[test]
fn the_delay_runs_before_the_main_time() {
    let mut c = started("60d5");
    assert_eq!(c.delay_left(White, 0), 5 * SECOND);
    for (now, main, delay) in [(0, 60_000, 5_000), (4_999, 60_000, 1), (5_000, 60_000, 0), (6_000, 59_000, 0)] {
        assert_eq!((c.remaining(White, now), c.delay_left(White, now)), (main, delay), "at {now}");
    }
    assert_eq!(c.flag_at(White), Some(65 * SECOND));
    // Black's delay starts with Black's move.
    c.press(White, 2 * SECOND).unwrap();
    assert_eq!(c.delay_left(Black, 2 * SECOND), 5 * SECOND);
    assert_eq!(c.delay_left(White, 3 * SECOND), 0);
    assert_eq!(c.flag_at(Black), Some(67 * SECOND));
}

/// Flag fall at exactly zero, for each kind: (control, instant of the fall).
#[test]
fn the_flag_falls_at_exactly_zero() {
    for (tag, fall) in [("60", 60_000), ("60+5", 60_000), ("60d5", 65_000), ("60b5", 60_000), ("1/60:60", 60_000)] {
        let c = started(tag);
        assert_eq!(c.flag_at(White), Some(fall), "{tag}");
        assert_eq!(c.next_flag_at(), Some(fall), "{tag}");
        assert_eq!(c.flag_at(Black), None, "{tag}: Black's time is not running");
        assert_eq!((c.remaining(White, fall - 1), c.fallen(fall - 1)), (1, None), "{tag}");
        assert_eq!((c.remaining(White, fall), c.fallen(fall)), (0, Some(White)), "{tag}");
        let mut late = c.clone();
        let flag = Flag { side: White, at: fall };
        assert_eq!(late.press(White, fall + 1), Err(ClockError::FlagFell(flag)), "{tag}");
        assert_eq!(late.complete_move(White, fall + 1), Err(ClockError::FlagFell(flag)), "{tag}");
        assert_eq!(late, c, "{tag}: a refused press changes nothing");
        let mut in_time = c.clone();
        assert!(in_time.press(White, fall - 1).is_ok(), "{tag}");
        // A move that took exactly the time left did not take longer: the press is in time.
        let mut on_the_dot = c.clone();
        assert!(on_the_dot.press(White, fall).is_ok(), "{tag}");
    }
    let error = started("60").press(White, 70 * SECOND).unwrap_err();
    assert_eq!(error.to_string(), "White's flag fell at 0:01:00 (6.9)");
}

/// Guidelines III.3.1 settles what to do when both flags are down and nobody can tell which
/// fell first. That can only happen with a mechanical clock: here only the running side's time
/// goes down, the instant it reaches zero is known to the millisecond, and the other side's
/// time can never start after it, so one flag is always first.
#[test]
fn guidelines_iii_3_1_cannot_arise_with_this_clock() {
    let mut c = started("60");
    c.press(White, 59 * SECOND).unwrap(); // White: 1 s left
    c.press(Black, 118 * SECOND + 500).unwrap(); // Black: 0.5 s left
    assert_eq!(c.flag_at(White), Some(119_500));
    for later in [119_500, 200 * SECOND, 10 * 60 * MINUTE] {
        assert_eq!(c.flag(later), Some(Flag { side: White, at: 119_500 }));
        assert_eq!(c.remaining(Black, later), 500, "Black's time never runs again");
    }
    assert!(c.press(White, 120 * SECOND).is_err());
    c.pause(130 * SECOND).unwrap();
    c.resume(131 * SECOND).unwrap();
    assert_eq!(c.fallen(10 * 60 * MINUTE), Some(White));
    assert_eq!(c.remaining(Black, 10 * 60 * MINUTE), 500);
}

#[test]
fn a_period_arrives_with_its_last_move_and_not_before() {
    let mut c = started("3/60+1:2/30:20");
    let mut at = 0;
    // (moves left before White's press, period time the press brings)
    for (left, period_time) in [(3, 0), (2, 0), (1, 30_000), (2, 0), (1, 20_000)] {
        assert_eq!(c.moves_left_in_period(White), Some(left));
        let before = c.remaining(White, at + SECOND);
        let press = c.press(White, at + SECOND).unwrap();
        assert_eq!(press.period_time, period_time);
        assert_eq!(press.shown, before + press.bonus + period_time);
        at += 2 * SECOND;
        c.press(Black, at).unwrap();
    }
    assert_eq!(c.moves_left_in_period(White), None);
    assert_eq!(c.period(White), 3);
    assert_eq!(c.moves_left_in_period(Black), None, "Black too has played 5 moves");
}

#[test]
fn completed_moves_without_a_press() {
    // 6.2.1.2: White moves but forgets to press; Black's next move completes White's move 2.
    let mut c = started("2/60:60");
    c.press(White, SECOND).unwrap();
    c.press(Black, 2 * SECOND).unwrap();
    let done = c.complete_move(White, 10 * SECOND).unwrap();
    assert_eq!((done.move_number, done.period_time), (2, 60 * SECOND));
    assert_eq!(c.running(), Some(White), "the clock itself was not pressed");
    assert_eq!(c.remaining(White, 10 * SECOND), 60 * SECOND - 9 * SECOND + 60 * SECOND);
    // When White finally presses, it completes nothing more.
    let press = c.press_with(White, 11 * SECOND, Completes::Nothing).unwrap();
    assert_eq!((press.move_number, press.period_time, c.moves(White)), (None, 0, 2));
    // 7.5.3: a press without a move switches the clock but counts nothing.
    let press = c.press_with(Black, 12 * SECOND, Completes::Nothing).unwrap();
    assert_eq!((press.move_number, c.moves(Black)), (None, 1));
}

#[test]
fn pause_and_resume_stop_both_times() {
    let mut c = started("60d5");
    c.pause(3 * SECOND).unwrap();
    assert_eq!(c.phase(), Phase::Paused(White));
    for now in [3 * SECOND, 100 * SECOND] {
        assert_eq!((c.remaining(White, now), c.delay_left(White, now)), (60 * SECOND, 2 * SECOND));
        assert_eq!(c.remaining(Black, now), 60 * SECOND);
    }
    assert_eq!(c.next_flag_at(), None);
    assert_eq!(c.press(White, 50 * SECOND), Err(ClockError::Paused));
    assert_eq!(c.pause(50 * SECOND), Err(ClockError::AlreadyPaused));
    c.resume(100 * SECOND).unwrap();
    assert_eq!(c.resume(100 * SECOND), Err(ClockError::NotPaused));
    // The 2 s of delay left are kept: the main time runs from 102 s.
    assert_eq!(c.flag_at(White), Some(162 * SECOND));
    let press = c.press(White, 104 * SECOND).unwrap();
    assert_eq!((press.used, press.bonus, press.shown), (7 * SECOND, 5 * SECOND, 58 * SECOND));
    assert_eq!(c.pause(104 * SECOND), Ok(()));
    assert_eq!(c.phase(), Phase::Paused(Black));
    for error in [ClockError::Paused, ClockError::AlreadyPaused, ClockError::NotPaused] {
        assert!(error.to_string().contains("paused"), "{error}");
    }
}

#[test]
fn stopping_freezes_the_clock_for_good() {
    let mut c = started("60");
    c.press(White, 10 * SECOND).unwrap();
    c.stop(15 * SECOND).unwrap();
    assert_eq!(c.phase(), Phase::Stopped);
    assert_eq!(c.remaining(Black, 99 * SECOND), 55 * SECOND);
    assert_eq!(c.press(Black, 20 * SECOND), Err(ClockError::Stopped));
    assert_eq!(c.resume(20 * SECOND), Err(ClockError::Stopped));
    assert_eq!(c.stop(20 * SECOND), Err(ClockError::Stopped));
    let add = Adjustment::AddTime { side: Black, time: MINUTE };
    assert_eq!(c.adjust(20 * SECOND, add, AdjustReason::default()), Err(ClockError::Stopped));
    // Stopping after a flag fall keeps the flag and its instant.
    let mut c = started("60");
    c.stop(90 * SECOND).unwrap();
    assert_eq!(c.flag(1_000 * SECOND), Some(Flag { side: White, at: 60 * SECOND }));
}

#[test]
fn adjustments_are_applied_and_logged_with_their_reason() {
    let mut c = started("40/5400+30:1800+30");
    let steps = [
        (
            10 * SECOND,
            Adjustment::AddTime { side: Black, time: 2 * MINUTE },
            AdjustReason::article(Article::WRONG_CLAIM),
        ),
        (
            20 * SECOND,
            Adjustment::SetTime { side: White, time: 80 * MINUTE },
            AdjustReason::article(Article::WRONG_SETTING),
        ),
        (30 * SECOND, Adjustment::SetMoves { side: White, moves: 39 }, AdjustReason::article(Article("7.1"))),
    ];
    for (at, adjustment, reason) in steps.clone() {
        c.adjust(at, adjustment, reason).unwrap();
    }
    assert_eq!(c.remaining(Black, 40 * SECOND), 92 * MINUTE);
    assert_eq!(c.remaining(White, 40 * SECOND), 80 * MINUTE - 20 * SECOND);
    assert_eq!(c.moves_left_in_period(White), Some(1));
    // The corrected counter decides when the next period arrives.
    assert_eq!(c.press(White, 40 * SECOND).unwrap().period_time, 30 * MINUTE);
    let log: Vec<String> = c.adjustments().iter().map(|l| l.to_string()).collect();
    assert_eq!(
        log,
        [
            "0:00:10 +0:02:00 to Black (Article 9.5.3)",
            "0:00:20 White's clock set to 1:20:00 (Article 6.10.2)",
            "0:00:30 White's move counter set to 39 (Article 7.1)",
        ]
    );
    assert_eq!(c.adjustments()[0].at, steps[0].0);
}

#[test]
fn the_arbiter_enters_the_right_setting() {
    // 6.10.2: the clock was set to 300 with no increment; the game is 300+3.
    let mut c = started("300");
    c.press(White, 10 * SECOND).unwrap();
    let right: TimeControl = "300+3".parse().unwrap();
    for side in [White, Black] {
        let set = Adjustment::SetControl { side, control: right.clone() };
        c.adjust(12 * SECOND, set, AdjustReason::article(Article::WRONG_SETTING)).unwrap();
    }
    c.adjust(
        12 * SECOND,
        Adjustment::AddTime { side: White, time: 3 * SECOND },
        AdjustReason::article(Article::WRONG_SETTING),
    )
    .unwrap();
    assert_eq!(c.controls(), &TimeControls::same(right));
    assert_eq!(c.press(Black, 14 * SECOND).unwrap().shown, 299 * SECOND);
    assert_eq!(c.remaining(White, 14 * SECOND), 293 * SECOND);
}

/// Guidelines III.4: the player on move with under two minutes asks for a five-second increment
/// for both players; granted, the opponent also gets two more minutes. III.5: a postponed or
/// rejected claim gives the opponent two minutes. Both are adjustments.
#[test]
fn quickplay_finish_mechanics_are_adjustments() {
    let mut c = started("600");
    c.press(White, 8 * MINUTE + 30 * SECOND).unwrap(); // White: 1:30 left
    c.press(Black, 9 * MINUTE).unwrap();
    let at = 9 * MINUTE + 10 * SECOND; // White, on move, has 1:20
    assert!(c.remaining(White, at) < 2 * MINUTE);
    let iii_4 = AdjustReason::article(Article::QUICKPLAY_INCREMENT);
    for side in [White, Black] {
        c.adjust(at, Adjustment::AddIncrement { side, increment: 5 * SECOND }, iii_4.clone()).unwrap();
    }
    c.adjust(at, Adjustment::AddTime { side: Black, time: 2 * MINUTE }, iii_4).unwrap();
    let white = c.press(White, at + 10 * SECOND).unwrap();
    assert_eq!((white.bonus, white.shown), (5 * SECOND, 75 * SECOND));
    let black = c.press(Black, at + 20 * SECOND).unwrap();
    assert_eq!(
        (black.bonus, black.shown),
        (5 * SECOND, 9 * MINUTE + 30 * SECOND - 10 * SECOND + 2 * MINUTE + 5 * SECOND)
    );
    // III.5: a postponed claim.
    c.adjust(
        at + 30 * SECOND,
        Adjustment::AddTime { side: Black, time: 2 * MINUTE },
        AdjustReason::article(Article::QUICKPLAY_CLAIM),
    )
    .unwrap();
    assert_eq!(c.remaining(Black, at + 30 * SECOND), black.shown + 2 * MINUTE);
    assert_eq!(c.adjustments().len(), 4);
}

#[test]
fn time_given_after_a_flag_fall_takes_the_fall_back() {
    let mut c = started("60");
    c.adjust(70 * SECOND, Adjustment::AddTime { side: Black, time: MINUTE }, AdjustReason::default()).unwrap();
    assert_eq!(c.fallen(70 * SECOND), Some(White), "time for the other player changes nothing");
    let revive = Adjustment::SetTime { side: White, time: 30 * SECOND };
    c.adjust(75 * SECOND, revive, AdjustReason::article(Article::WRONG_SETTING)).unwrap();
    assert_eq!(c.fallen(75 * SECOND), None);
    assert_eq!(c.flag_at(White), Some(105 * SECOND));
    assert_eq!(c.press(White, 80 * SECOND).unwrap().shown, 25 * SECOND);
}

#[test]
fn time_odds() {
    let odds = TimeControls::odds("300+3".parse().unwrap(), "60d2".parse().unwrap());
    let mut c = Clock::with_timing(odds, IncrementTiming::AfterEachMove);
    assert_eq!((c.remaining(White, 0), c.remaining(Black, 0)), (300 * SECOND, 60 * SECOND));
    c.start(0).unwrap();
    assert_eq!(c.press(White, 10 * SECOND).unwrap().shown, 293 * SECOND);
    assert_eq!(c.press(Black, 11 * SECOND).unwrap().shown, 60 * SECOND, "within Black's delay");
    assert_eq!((c.flag_at(White), c.flag_at(Black)), (Some(304 * SECOND), None));
}

#[test]
fn ticks_for_the_display() {
    let c = started("60");
    for (now, unit, tick) in [
        (0, SECOND, 1_000),
        (1, SECOND, 1_000),
        (999, SECOND, 1_000),
        (1_000, SECOND, 2_000),
        (59_500, SECOND, 60_000),
        (0, 100, 100),
        (0, 0, 1),
    ] {
        assert_eq!(c.next_tick_at(now, unit), Some(tick), "at {now} by {unit}");
    }
    assert_eq!(c.next_tick_at(60_000, SECOND), None);
    assert_eq!(clock("60").next_tick_at(0, SECOND), None);
}

#[test]
fn emt_and_clk_of_a_short_game() {
    let mut c = Clock::with_timing(TimeControls::same(Preset::Blitz3Plus2.control()), IncrementTiming::AfterEachMove);
    c.start(0).unwrap();
    let mut at = 0;
    for (side, think) in [(White, 2_000), (Black, 4_500), (White, 12_000), (Black, 0)] {
        at += think;
        c.press(side, at).unwrap();
    }
    let rows: Vec<(Color, Option<u32>, u64, u64)> =
        c.presses().iter().map(|p| (p.side, p.move_number, p.used, p.shown)).collect();
    assert_eq!(
        rows,
        [
            (White, Some(1), 2_000, 180_000),
            (Black, Some(1), 4_500, 177_500),
            (White, Some(2), 12_000, 170_000),
            (Black, Some(2), 0, 179_500),
        ]
    );
}
