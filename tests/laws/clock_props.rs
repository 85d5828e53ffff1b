//! Property tests: random press sequences on every kind of control, checked against a small
//! reference model written independently of the clock.
//!
//! Each sequence is played twice: with the increment given before each move (2023) and after
//! it (2014).
//!
//! For every press: time used + time left = initial time + bonuses + period times, exactly
//! ("used" is the time the clock ran for the move; for a delay, the bonus is the part of the
//! delay that was used, so the main time consumed is `used − bonus`); a press within a delay
//! leaves the main time as it was; a period's time arrives with the press that completes its
//! last required move and not before; the flag falls at the exact instant the model predicts.

use escaque::clock::{
    Bonus, Clock, ClockError, Completes, Flag, IncrementTiming, Period, PgnTimeControl, TimeControl, TimeControls,
};
use escaque::laws::Millis;
use proptest::prelude::*;
use shakmaty::{ByColor, Color};

/// The bonus of each move and the period time credited on completing it, for moves
/// 1..=`limit`, by walking the periods one move at a time.
fn schedule(control: &TimeControl, limit: usize) -> Vec<(Bonus, Millis)> {
    let periods = control.periods();
    let mut moves = Vec::new();
    let mut i = 0;
    while moves.len() < limit {
        let p = periods[i];
        let next = periods[(i + 1).min(periods.len() - 1)].time;
        let count = p.moves.map_or(usize::MAX, |n| n as usize);
        for k in 1..=count {
            if moves.len() == limit {
                break;
            }
            moves.push((p.bonus, if k == count { next } else { 0 }));
        }
        i = (i + 1).min(periods.len() - 1);
    }
    moves
}

/// One move of a player: thinking `before` ms, an optional pause of `pause` ms, thinking
/// `after` ms more, then a press that completes a move or not.
#[derive(Clone, Debug)]
struct Step {
    before: Millis,
    pause: Option<Millis>,
    after: Millis,
    completes: bool,
}

/// Mostly quick moves (around the usual delays and bonuses), some slower, the odd think of up
/// to `longest`: scaled to the control so that games cross its periods and sometimes flag.
fn think(longest: Millis) -> impl Strategy<Value = Millis> {
    prop_oneof![4 => 0..=longest / 10, 2 => 0..=longest / 3, 1 => 0..=longest]
}

fn step(longest: Millis) -> impl Strategy<Value = Step> {
    let pause = prop::option::weighted(0.1, (0..=600_000u64, think(longest)));
    (think(longest), pause, prop::bool::weighted(0.95)).prop_map(|(before, pause, completes)| Step {
        before,
        pause: pause.map(|(p, _)| p),
        after: pause.map_or(0, |(_, after)| after),
        completes,
    })
}

#[derive(Default)]
struct Ledger {
    main: Millis,
    moves: usize,
    used: Millis,
    bonus: Millis,
    period: Millis,
}

/// Plays `steps` from a clock started at `start`, checking every press against the model.
fn run_clock(controls: TimeControls, start: Millis, steps: &[Step]) -> Result<(), TestCaseError> {
    run_clock_with(controls.clone(), start, steps, IncrementTiming::BeforeEachMove)?;
    run_clock_with(controls, start, steps, IncrementTiming::AfterEachMove)
}

/// The Fischer increment of a bonus, zero for the others.
fn fischer_of(bonus: Bonus) -> Millis {
    if let Bonus::Fischer(t) = bonus { t } else { 0 }
}

/// Plays `steps` with the increment given before each move (2023: the first move's from the
/// start, each press the next move's) or after it (2014: each press its own move's).
fn run_clock_with(
    controls: TimeControls,
    start: Millis,
    steps: &[Step],
    timing: IncrementTiming,
) -> Result<(), TestCaseError> {
    const LIMIT: usize = 400;
    let plan = ByColor::new_with(|c| schedule(controls.get(c), LIMIT));
    let initial = ByColor::new_with(|c| {
        let ahead =
            if timing == IncrementTiming::BeforeEachMove { fischer_of(schedule(controls.get(c), 1)[0].0) } else { 0 };
        controls.get(c).initial() + ahead
    });
    let mut model = ByColor::new_with(|c| Ledger { main: initial.get(c).to_owned(), ..Ledger::default() });
    let mut clock = Clock::with_timing(controls.clone(), timing);
    clock.start(start).unwrap();
    let mut at = start;
    let mut side = Color::White;
    for step in steps {
        let m = model.get_mut(side);
        let (bonus, period_time) = plan.get(side)[m.moves];
        let delay = match bonus {
            Bonus::Delay(d) => d,
            _ => 0,
        };
        let used = step.before + step.after;
        // The flag, in clock time since this move began, and then in game time.
        let fall = delay + m.main;
        let fall_at = at
            + fall
            + match step.pause {
                Some(p) if fall > step.before => p,
                _ => 0,
            };
        prop_assert_eq!(clock.flag_at(side), Some(at + fall));
        prop_assert_eq!(clock.moves_left_in_period(side), clock.controls().get(side).moves_left(m.moves as u32));

        at += step.before;
        if let Some(p) = step.pause {
            let shown = clock.remaining(side, at);
            clock.pause(at).unwrap();
            prop_assert_eq!(clock.remaining(side, at + p), shown, "time runs while paused");
            at += p;
            clock.resume(at).unwrap();
        }
        at += step.after;
        let completes = if step.completes { Completes::Move } else { Completes::Nothing };

        // A press at the very instant the time reaches zero is in time; a pause at that instant
        // sees the flag down first.
        let paused_at_zero = step.pause.is_some() && step.before >= fall;
        if used > fall || (used == fall && paused_at_zero) {
            let flag = Flag { side, at: fall_at };
            prop_assert_eq!(clock.fallen(fall_at), Some(side));
            if fall_at > start {
                prop_assert_eq!(clock.fallen(fall_at - 1).filter(|_| step.pause.is_none()), None);
            }
            prop_assert_eq!(clock.press_with(side, at, completes), Err(ClockError::FlagFell(flag)));
            prop_assert_eq!(clock.remaining(side, at), 0);
            return Ok(());
        }

        // Before the press: the period's time has not arrived.
        let consumed = used - used.min(delay);
        prop_assert_eq!(clock.remaining(side, at), m.main - consumed);
        let press = clock.press_with(side, at, completes).unwrap();

        let increment = match timing {
            IncrementTiming::AfterEachMove => fischer_of(bonus),
            IncrementTiming::BeforeEachMove => {
                fischer_of(plan.get(side)[if step.completes { m.moves + 1 } else { m.moves }].0)
            }
        };
        let credit = increment
            + match bonus {
                Bonus::None | Bonus::Fischer(_) => 0,
                Bonus::Delay(t) | Bonus::Bronstein(t) => used.min(t),
            };
        let arrival = if step.completes { period_time } else { 0 };
        let expected = m.main + credit + arrival - used;
        prop_assert_eq!(press.used, used);
        prop_assert_eq!(press.bonus, credit);
        prop_assert_eq!(press.period_time, arrival);
        prop_assert_eq!(press.shown, expected);
        if delay > 0 && used <= delay {
            // Nothing came off the main time; only the next move's increment, if it is given
            // before that move, came on.
            prop_assert_eq!(press.shown, m.main + arrival + increment, "a press within the delay");
        }
        m.main = expected;
        m.used += used;
        m.bonus += credit;
        m.period += arrival;
        if step.completes {
            m.moves += 1;
        }
        prop_assert_eq!(press.move_number, step.completes.then_some(m.moves as u32));
        // The ledger balances for both players after every press.
        for c in Color::ALL {
            let l = model.get(c);
            prop_assert_eq!(l.used + clock.remaining(c, at), initial.get(c) + l.bonus + l.period);
            prop_assert_eq!(clock.moves(c) as usize, l.moves);
        }
        side = !side;
        prop_assert_eq!(clock.running(), Some(side));
    }
    Ok(())
}

fn controls(tag: &str) -> TimeControls {
    TimeControls::same(tag.parse().unwrap())
}

/// A random valid control: up to four periods, short ones so that sequences cross them.
fn control() -> impl Strategy<Value = TimeControl> {
    let bonus = (0..4u8, 0..=10_000u64).prop_map(|(kind, t)| match kind {
        0 => Bonus::None,
        1 => Bonus::Fischer(t),
        2 => Bonus::Delay(t),
        _ => Bonus::Bronstein(t),
    });
    let period = (1..=6u32, 10_000..=240_000u64, bonus).prop_map(|(moves, time, bonus)| Period {
        moves: Some(moves),
        time,
        bonus,
    });
    (prop::collection::vec(period, 1..=4), any::<bool>()).prop_map(|(mut periods, rest)| {
        if rest {
            periods.last_mut().unwrap().moves = None;
        }
        TimeControl::new(periods).unwrap()
    })
}

fn steps(longest: Millis) -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec(step(longest), 1..120)
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn sudden_death(steps in steps(40_000), start in 0..5_000u64) {
        run_clock(controls("300"), start, &steps)?;
    }

    #[test]
    fn fischer(steps in steps(30_000)) {
        run_clock(controls("180+2"), 0, &steps)?;
    }

    #[test]
    fn delay(steps in steps(45_000)) {
        run_clock(controls("300d5"), 0, &steps)?;
    }

    #[test]
    fn bronstein(steps in steps(45_000)) {
        run_clock(controls("300b5"), 0, &steps)?;
    }

    #[test]
    fn fide_classical(steps in prop::collection::vec(step(800_000), 60..200)) {
        run_clock(controls("40/5400+30:1800+30"), 0, &steps)?;
    }

    #[test]
    fn multi_period_with_every_bonus(steps in steps(25_000)) {
        run_clock(controls("3/60d2:2/30b1:4/40:20+1"), 0, &steps)?;
    }

    #[test]
    fn repeating_last_period(steps in steps(40_000)) {
        run_clock(controls("5/60+1"), 0, &steps)?;
    }

    #[test]
    fn time_odds(steps in steps(20_000)) {
        let odds = TimeControls::odds("300+3".parse().unwrap(), "4/60d2:30".parse().unwrap());
        run_clock(odds, 0, &steps)?;
    }

    #[test]
    fn random_controls(white in control(), black in control(), steps in steps(30_000)) {
        run_clock(TimeControls::odds(white, black), 0, &steps)?;
    }

    #[test]
    fn pgn_tag_round_trip(control in control()) {
        let tag = control.to_string();
        prop_assert_eq!(tag.parse::<TimeControl>(), Ok(control));
    }

    #[test]
    fn pgn_tag_reading_never_panics(text in "[0-9/:+db.*?x -]{0,16}") {
        if let Ok(read) = text.parse::<PgnTimeControl>() {
            prop_assert_eq!(read.to_string().parse::<PgnTimeControl>(), Ok(read));
        }
    }

    /// The category measure agrees with `RuleSet::category` for one-period controls.
    #[test]
    fn one_period_category(base in 1..=7_200_000u64, inc in 0..=60_000u64) {
        let rules = escaque::laws::RuleSet::FIDE_2023;
        let control = TimeControl::sudden_death(base, Bonus::Fischer(inc.min(base))).unwrap();
        prop_assert_eq!(control.category(&rules), rules.category(base, inc.min(base)));
    }
}
