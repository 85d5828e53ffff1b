//! The twin clock itself (Article 6): two times, one running, "now" always a parameter.

use std::fmt;

use shakmaty::{ByColor, Color};

use super::adjust::{AdjustReason, Adjustment, Logged};
use super::control::{Bonus, TimeControls};
use super::time::Hms;
use crate::laws::{Article, IncrementTiming, Millis};

/// Where the clock is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Set up, not yet started (6.6).
    NotStarted,
    /// This side's time is running.
    Running(Color),
    /// Both clocks stopped (6.11); this side's time runs again on resume.
    Paused(Color),
    /// Stopped for good: the game is over.
    Stopped,
}

/// A flag fall: whose, and exactly when (the instant the time reached zero).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Flag {
    /// The player whose time ran out.
    pub side: Color,
    /// Milliseconds since the start of the game.
    pub at: Millis,
}

/// Whether a press completes a move (6.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Completes {
    /// The press completes the presser's move: the usual case.
    Move,
    /// The press completes nothing, e.g. a press without a move (7.5.3) or a move the laws
    /// core already counted with [`Clock::complete_move`]. The bonus is still credited, as a
    /// real clock does; the arbiter corrects it with an [`Adjustment`] if need be.
    Nothing,
}

/// What one press did: enough for a scoresheet's `[%emt]` and `[%clk]`.
///
/// For every press, `shown` = time at the start of the move − `used` + `bonus` +
/// `period_time` (plus any adjustment made during the move).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Press {
    /// Who pressed.
    pub side: Color,
    /// When, in milliseconds since the start of the game.
    pub at: Millis,
    /// The number of the move this press completed (counted from 1 for each player), if it
    /// completed one.
    pub move_number: Option<u32>,
    /// How long the presser's clock ran for this move, pauses left out: the `[%emt]` value.
    pub used: Millis,
    /// What the move's bonus credited: a Fischer increment in full, the part of a delay that
    /// was used (so the main time went down by `used − bonus`, never when `used` is within the
    /// delay), a Bronstein bonus up to the time used, plus any extra increment from an
    /// [`Adjustment::AddIncrement`].
    pub bonus: Millis,
    /// The next period's time, credited because this press completed the last move its period
    /// required; 0 otherwise.
    pub period_time: Millis,
    /// The presser's time after the press, bonus and period time included: the `[%clk]` value.
    pub shown: Millis,
}

/// What [`Clock::complete_move`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Completion {
    /// Whose move was completed.
    pub side: Color,
    /// The number of that move (counted from 1 for each player).
    pub move_number: u32,
    /// The next period's time, if this move ended a period; 0 otherwise.
    pub period_time: Millis,
}

/// Why the clock refused something. The clock is unchanged after an error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockError {
    /// `at` is earlier than the last thing the clock was told.
    TimeWentBack {
        /// The time given, in milliseconds since the start of the game.
        at: Millis,
        /// The time of the last thing the clock was told.
        last: Millis,
    },
    /// The clock has not been started.
    NotStarted,
    /// The clock was started already.
    AlreadyStarted,
    /// `side` pressed, but it is not `side`'s time that runs.
    NotRunning {
        /// The player who pressed.
        side: Color,
        /// The player whose time runs.
        running: Color,
    },
    /// The clocks are paused.
    Paused,
    /// The clocks are paused already.
    AlreadyPaused,
    /// Only a paused clock can resume.
    NotPaused,
    /// The clock is stopped for good.
    Stopped,
    /// A flag fell before this; nobody can press or complete moves any more.
    FlagFell(Flag),
}

use crate::laws::colour::title as name;

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ClockError::TimeWentBack { at, last } => {
                write!(f, "{} is earlier than the last clock event at {}: time only moves forward", Hms(at), Hms(last))
            }
            ClockError::NotStarted => f.write_str("the clock has not been started yet"),
            ClockError::AlreadyStarted => f.write_str("the clock was started already"),
            ClockError::NotRunning { side, running } => write!(
                f,
                "{} pressed the clock, but {}'s time is running, not {}'s",
                name(side),
                name(running),
                name(side)
            ),
            ClockError::Paused => {
                write!(f, "the clocks are paused ({}): resume them first", Article::PAUSE_FOR_ARBITER)
            }
            ClockError::AlreadyPaused => f.write_str("the clocks are paused already"),
            ClockError::NotPaused => f.write_str("the clocks are not paused, so they cannot resume"),
            ClockError::Stopped => f.write_str("the clock has been stopped for good"),
            ClockError::FlagFell(Flag { side, at }) => {
                write!(f, "{}'s flag fell at {} ({})", name(side), Hms(at), Article::FLAG_FALL)
            }
        }
    }
}

impl std::error::Error for ClockError {}

/// The Fischer increment of a bonus, zero for any other kind.
fn fischer(bonus: Bonus) -> Millis {
    match bonus {
        Bonus::Fischer(t) => t,
        Bonus::None | Bonus::Bronstein(_) | Bonus::Delay(_) => 0,
    }
}

/// One player's side of the clock.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
struct Side {
    /// The main time, as of the last time this side was settled.
    main: Millis,
    /// Moves completed (6.2.1).
    moves: u32,
    /// The delay of the move in progress (6.3.2), and what is left of it.
    move_delay: Millis,
    delay_left: Millis,
    /// How long the clock has run for the move in progress.
    move_used: Millis,
    /// How long this side's clock has run in the whole game, pauses left out, up to the last
    /// settling: only [`Clock::settle`] adds to it, so no press, correction or switch of the
    /// running clock (`RunFor`) loses any of it.
    ran: Millis,
    /// Extra increment per press from adjustments (Guidelines III.4).
    extra_increment: Millis,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Run {
    NotStarted,
    Running { side: Color, since: Millis },
    Paused { side: Color },
    Stopped,
}

/// The twin chess clock: two times, at most one running, and every instant a parameter
/// (`at` or `now`: milliseconds since the start of the game, from a monotonic clock).
///
/// Events (`start`, `press`, `pause`, …) change the clock and must come in time order; queries
/// (`remaining`, `fallen`, …) take any `now` at or after the last event and change nothing.
///
/// ```
/// use escaque::clock::{Clock, TimeControls, SECOND, MINUTE};
/// use shakmaty::Color::{Black, White};
/// let mut clock = Clock::new(TimeControls::same("180+2".parse()?));
/// clock.start(0)?;                          // 6.6: White's time runs
/// // 2023: the increment comes before each move, the first one's from the start.
/// assert_eq!(clock.remaining(White, 0), 182 * SECOND);
/// let press = clock.press(White, 10 * SECOND)?;
/// assert_eq!(press.used, 10 * SECOND);      // [%emt 0:00:10]
/// assert_eq!(press.shown, 174 * SECOND);    // [%clk 0:02:54]: 3:02 − 10 s + the next 2 s
/// assert_eq!(clock.remaining(Black, 15 * SECOND), 177 * SECOND);
/// assert_eq!(clock.next_flag_at(), Some(10 * SECOND + 182 * SECOND));
/// assert_eq!(clock.fallen(10 * SECOND + 182 * SECOND), Some(Black)); // at exactly zero
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Clock {
    controls: TimeControls,
    timing: IncrementTiming,
    sides: ByColor<Side>,
    run: Run,
    /// The instant of the last event; no event may come before it.
    last: Millis,
    /// The first flag fall the clock has settled past, kept until the arbiter gives that
    /// player time again.
    flag: Option<Flag>,
    presses: Vec<Press>,
    log: Vec<Logged>,
}

impl Clock {
    /// A clock set up for `controls`, not yet started: each side shows its first period's time.
    pub fn new(controls: TimeControls) -> Clock {
        Clock::with_timing(controls, IncrementTiming::default())
    }

    /// A clock whose increment comes before or after each move, as the edition says.
    ///
    /// ```
    /// use escaque::clock::{Clock, IncrementTiming, TimeControls, MINUTE, SECOND};
    /// use shakmaty::Color::White;
    /// let controls = TimeControls::same("5400+30".parse()?);
    /// let before = Clock::with_timing(controls.clone(), IncrementTiming::BeforeEachMove);
    /// assert_eq!(before.remaining(White, 0), 90 * MINUTE + 30 * SECOND); // 1:30:30, as a DGT
    /// let after = Clock::with_timing(controls, IncrementTiming::AfterEachMove);
    /// assert_eq!(after.remaining(White, 0), 90 * MINUTE);
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn with_timing(controls: TimeControls, timing: IncrementTiming) -> Clock {
        let sides = ByColor::new_with(|c| {
            let control = controls.get(c);
            let ahead = match timing {
                IncrementTiming::BeforeEachMove => fischer(control.bonus_of_move(1)),
                IncrementTiming::AfterEachMove => 0,
            };
            Side { main: control.initial().saturating_add(ahead), ..Side::default() }
        });
        Clock {
            controls,
            timing,
            sides,
            run: Run::NotStarted,
            last: 0,
            flag: None,
            presses: Vec::new(),
            log: Vec::new(),
        }
    }

    /// When the clock gives the increment.
    pub fn timing(&self) -> IncrementTiming {
        self.timing
    }

    /// The controls the clock runs, as adjusted.
    pub fn controls(&self) -> &TimeControls {
        &self.controls
    }

    /// Starts White's time at `at` (6.6).
    pub fn start(&mut self, at: Millis) -> Result<(), ClockError> {
        self.start_with(Color::White, at)
    }

    /// Starts `side`'s time at `at`: for a game from a set-up position with Black to move.
    pub fn start_with(&mut self, side: Color, at: Millis) -> Result<(), ClockError> {
        self.check_time(at)?;
        if self.run != Run::NotStarted {
            return Err(match self.run {
                Run::Stopped => ClockError::Stopped,
                _ => ClockError::AlreadyStarted,
            });
        }
        self.begin_move(side);
        self.run = Run::Running { side, since: at };
        self.last = at;
        Ok(())
    }

    /// `side` presses at `at`, completing a move (6.2.1): see [`press_with`](Self::press_with).
    pub fn press(&mut self, side: Color, at: Millis) -> Result<Press, ClockError> {
        self.press_with(side, at, Completes::Move)
    }

    /// `side` presses at `at`: their time stops, the bonus of the move is credited, the move
    /// is counted if `completes` says so (and with it, if it was the last move of its period,
    /// the next period's time), and the opponent's time starts.
    ///
    /// Refused if `side`'s time is not the one running, or if a flag fell before `at`. A press at
    /// the very millisecond the time reaches zero is in time: the move took exactly the time
    /// left, not longer (the rule `escaque adjudicate --clocks` applies to `[%emt]`).
    pub fn press_with(&mut self, side: Color, at: Millis, completes: Completes) -> Result<Press, ClockError> {
        self.check_time(at)?;
        match self.run {
            Run::Running { side: running, .. } if running != side => {
                return Err(ClockError::NotRunning { side, running });
            }
            Run::Running { .. } => {}
            Run::NotStarted => return Err(ClockError::NotStarted),
            Run::Paused { .. } => return Err(ClockError::Paused),
            Run::Stopped => return Err(ClockError::Stopped),
        }
        self.refuse_after_flag(at)?;
        self.settle(at, Settle::ForPress);
        let control = self.controls.get(side);
        let timing = self.timing;
        let s = self.sides.get_mut(side);
        let this_move = s.moves.saturating_add(1);
        // The move's own Bronstein bonus; the Fischer increment of this move (after it) or of
        // the next one (before it: `moves` counts this move once it is completed).
        let bronstein = match control.bonus_of_move(this_move) {
            Bonus::Bronstein(t) => s.move_used.min(t),
            Bonus::None | Bonus::Fischer(_) | Bonus::Delay(_) => 0,
        };
        let next_move = match completes {
            Completes::Move => this_move.saturating_add(1),
            Completes::Nothing => this_move,
        };
        let increment = match timing {
            IncrementTiming::AfterEachMove => fischer(control.bonus_of_move(this_move)),
            IncrementTiming::BeforeEachMove => fischer(control.bonus_of_move(next_move)),
        };
        let extra = bronstein.saturating_add(increment);
        let credit = extra.saturating_add(s.extra_increment);
        // The delay used on this move never came off the main time: it counts as credited.
        let bonus = (s.move_delay - s.delay_left).saturating_add(credit);
        let (move_number, period_time) = match completes {
            Completes::Move => {
                s.moves = s.moves.saturating_add(1);
                (Some(s.moves), control.time_after_move(s.moves))
            }
            Completes::Nothing => (None, 0),
        };
        s.main = s.main.saturating_add(credit).saturating_add(period_time);
        let press = Press { side, at, move_number, used: s.move_used, bonus, period_time, shown: s.main };
        s.move_used = 0;
        s.move_delay = 0;
        s.delay_left = 0;
        self.begin_move(!side);
        self.run = Run::Running { side: !side, since: at };
        self.last = at;
        self.presses.push(press);
        Ok(press)
    }

    /// Counts a completed move for `side` without a press, as the laws core decides it
    /// (6.2.1.1, 6.2.1.2); if it was the last move of its period, the next period's time is
    /// credited. No per-move bonus: that comes with a press.
    pub fn complete_move(&mut self, side: Color, at: Millis) -> Result<Completion, ClockError> {
        self.check_time(at)?;
        match self.run {
            Run::NotStarted => return Err(ClockError::NotStarted),
            Run::Stopped => return Err(ClockError::Stopped),
            Run::Running { .. } | Run::Paused { .. } => {}
        }
        self.refuse_after_flag(at)?;
        self.settle(at, Settle::ForPress);
        let s = self.sides.get_mut(side);
        s.moves = s.moves.saturating_add(1);
        let period_time = self.controls.get(side).time_after_move(s.moves);
        s.main = s.main.saturating_add(period_time);
        self.last = at;
        Ok(Completion { side, move_number: s.moves, period_time })
    }

    /// Stops both times at `at` (6.11.1, 6.11.2). Allowed after a flag fall: the fallen side
    /// shows zero.
    pub fn pause(&mut self, at: Millis) -> Result<(), ClockError> {
        self.check_time(at)?;
        match self.run {
            Run::Running { side, .. } => {
                self.settle(at, Settle::Other);
                self.run = Run::Paused { side };
                self.last = at;
                Ok(())
            }
            Run::NotStarted => Err(ClockError::NotStarted),
            Run::Paused { .. } => Err(ClockError::AlreadyPaused),
            Run::Stopped => Err(ClockError::Stopped),
        }
    }

    /// Restarts, at `at`, the time of the player who was on move when the clocks were paused
    /// (6.11.3). What was left of a delay is kept.
    pub fn resume(&mut self, at: Millis) -> Result<(), ClockError> {
        self.check_time(at)?;
        match self.run {
            Run::Paused { side } => {
                self.run = Run::Running { side, since: at };
                self.last = at;
                Ok(())
            }
            Run::Stopped => Err(ClockError::Stopped),
            _ => Err(ClockError::NotPaused),
        }
    }

    /// Stops the clock for good at `at`: the game is over. The times and any flag fall stay
    /// readable.
    pub fn stop(&mut self, at: Millis) -> Result<(), ClockError> {
        self.check_time(at)?;
        if self.run == Run::Stopped {
            return Err(ClockError::Stopped);
        }
        self.settle(at, Settle::Other);
        self.run = Run::Stopped;
        self.last = at;
        Ok(())
    }

    /// Brings back, paused with `side` to move, a clock stopped when the last move ended the
    /// game, once the arbiter has taken that move back (7.1); the arbiter then restarts it
    /// (6.11.3). A clock that is not stopped, or whose flag fell, stays as it is.
    pub fn reopen(&mut self, side: Color, at: Millis) -> Result<bool, ClockError> {
        self.check_time(at)?;
        if self.run != Run::Stopped || self.flag.is_some() {
            return Ok(false);
        }
        self.begin_move(side);
        self.run = Run::Paused { side };
        self.last = at;
        Ok(true)
    }

    /// Applies an arbiter's `adjustment` at `at` and logs it with its `reason`. Possible before
    /// the start (e.g. to set up odds by hand), while running or paused; not once stopped.
    ///
    /// Giving time to a player whose flag had fallen takes the fall back: the ruling is the
    /// arbiter's (6.10.2, 7.1).
    ///
    /// ```
    /// use escaque::clock::{Adjustment, AdjustReason, Clock, TimeControls, MINUTE};
    /// use escaque::laws::Article;
    /// use shakmaty::Color::Black;
    /// let mut clock = Clock::new(TimeControls::same("1800".parse()?));
    /// clock.start(0)?;
    /// clock.adjust(
    ///     5_000,
    ///     Adjustment::AddTime { side: Black, time: 2 * MINUTE },
    ///     AdjustReason::article(Article::WRONG_CLAIM),
    /// )?;
    /// assert_eq!(clock.remaining(Black, 5_000), 32 * MINUTE);
    /// assert_eq!(clock.adjustments()[0].to_string(), "0:00:05 +0:02:00 to Black (Article 9.5.3)");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn adjust(&mut self, at: Millis, adjustment: Adjustment, reason: AdjustReason) -> Result<(), ClockError> {
        self.check_time(at)?;
        if self.run == Run::Stopped {
            return Err(ClockError::Stopped);
        }
        self.settle(at, Settle::Other);
        let side = adjustment.side();
        let s = self.sides.get_mut(side);
        let gives_time = match adjustment {
            Adjustment::SetTime { time, .. } => {
                s.main = time;
                time > 0
            }
            Adjustment::AddTime { time, .. } => {
                s.main = s.main.saturating_add(time);
                time > 0
            }
            Adjustment::RemoveTime { time, .. } => {
                s.main = s.main.saturating_sub(time);
                false
            }
            Adjustment::RunFor { side } => {
                match self.run {
                    Run::Running { side: running, .. } if running != side => {
                        self.begin_move(side);
                        self.run = Run::Running { side, since: at };
                    }
                    Run::Paused { side: paused } if paused != side => {
                        self.begin_move(side);
                        self.run = Run::Paused { side };
                    }
                    Run::Running { .. } | Run::Paused { .. } | Run::NotStarted | Run::Stopped => {}
                }
                false
            }
            Adjustment::SetMoves { moves, .. } => {
                s.moves = moves;
                false
            }
            Adjustment::AddIncrement { increment, .. } => {
                s.extra_increment = s.extra_increment.saturating_add(increment);
                // Given before each move, the increment is there for the move in progress too.
                if self.timing == IncrementTiming::BeforeEachMove {
                    s.main = s.main.saturating_add(increment);
                }
                false
            }
            Adjustment::SetControl { ref control, .. } => {
                *self.controls.get_mut(side) = control.clone();
                false
            }
        };
        if gives_time && self.flag.is_some_and(|f| f.side == side) {
            self.flag = None;
        }
        self.last = at;
        self.log.push(Logged { at, adjustment, reason });
        Ok(())
    }

    /// The main time `side`'s clock shows at `now`. During a delay it does not go down.
    pub fn remaining(&self, side: Color, now: Millis) -> Millis {
        let s = self.sides.get(side);
        match self.run {
            Run::Running { side: running, since } if running == side => {
                let past_delay = now.saturating_sub(since).saturating_sub(s.delay_left);
                s.main.saturating_sub(past_delay)
            }
            _ => s.main,
        }
    }

    /// How long `side`'s clock has run by `now`, pauses left out (6.11): the time used that an
    /// adjourned game's envelope states (Guidelines I.2.3).
    ///
    /// It counts every stretch in which `side`'s clock ran, whatever ended it: a press, a pause,
    /// or the arbiter switching which clock runs after an illegal move or a take-back (7.1,
    /// 7.5), so the time of a move taken back still counts: the player spent it. Nothing else
    /// changes it: bonuses, new periods and the arbiter's adjustments neither add to it nor take
    /// from it (an increment is time given, not time used back). A delay (6.3.2) counts as time
    /// used: the clock runs through it even though the main time does not go down, as the
    /// arbiter who timed the player would say, and as [`Press::used`] (`[%emt]`) counts it. So
    /// with a delay or an increment the time used and the time left do not add up to the
    /// starting time. The charge for sealing before a session's end (Guidelines I.1.2) is an
    /// adjustment too: the table adds it to what the envelope states.
    ///
    /// ```
    /// use escaque::clock::{Clock, TimeControls, SECOND};
    /// use shakmaty::Color::{Black, White};
    /// let mut clock = Clock::new(TimeControls::same("300+5".parse()?));
    /// clock.start(0)?;
    /// clock.press(White, 10 * SECOND)?;
    /// clock.pause(15 * SECOND)?;
    /// clock.resume(100 * SECOND)?;
    /// assert_eq!((clock.used(White, 102 * SECOND), clock.used(Black, 102 * SECOND)), (10 * SECOND, 7 * SECOND));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn used(&self, side: Color, now: Millis) -> Millis {
        let running = match self.run {
            Run::Running { side: running, since } if running == side => now.saturating_sub(since),
            _ => 0,
        };
        self.sides.get(side).ran.saturating_add(running)
    }

    /// What is left at `now` of the delay of `side`'s move in progress (6.3.2); 0 without one.
    pub fn delay_left(&self, side: Color, now: Millis) -> Millis {
        let s = self.sides.get(side);
        match self.run {
            Run::Running { side: running, since } if running == side => {
                s.delay_left.saturating_sub(now.saturating_sub(since))
            }
            _ => s.delay_left,
        }
    }

    /// The instant `side`'s flag falls (its time reaches exactly zero) if nothing else happens
    /// first, or fell; `None` if `side`'s time is not running and never ran out.
    pub fn flag_at(&self, side: Color) -> Option<Millis> {
        if let Some(flag) = self.flag.filter(|f| f.side == side) {
            return Some(flag.at);
        }
        match self.run {
            Run::Running { side: running, since } if running == side => {
                let s = self.sides.get(side);
                Some(since.saturating_add(s.delay_left).saturating_add(s.main))
            }
            _ => None,
        }
    }

    /// The instant the running side's flag will fall, for the interface to schedule a repaint
    /// and the core to check; `None` if no time runs or a flag fell already.
    pub fn next_flag_at(&self) -> Option<Millis> {
        match (self.run, self.flag) {
            (Run::Running { side, .. }, None) => self.flag_at(side),
            _ => None,
        }
    }

    /// The next instant after `now` at which the running side's time reaches a multiple of
    /// `unit` (e.g. 1 000 for a display in seconds that rounds up, so that it shows 0 only when
    /// the flag falls); `None` when no time runs down. A `unit` of 0 counts as 1.
    ///
    /// ```
    /// use escaque::clock::{Clock, TimeControls};
    /// let mut clock = Clock::new(TimeControls::same("60d2".parse()?));
    /// clock.start(0)?;
    /// // 60.000 s shown; the 2-second delay runs first, then 59.999… shows as 1:00 until 59.000.
    /// assert_eq!(clock.next_tick_at(0, 1_000), Some(3_000));
    /// assert_eq!(clock.next_tick_at(2_500, 1_000), Some(3_000));
    /// assert_eq!(clock.next_tick_at(3_000, 1_000), Some(4_000));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn next_tick_at(&self, now: Millis, unit: Millis) -> Option<Millis> {
        let unit = unit.max(1);
        let Run::Running { side, .. } = self.run else {
            return None;
        };
        if self.flag.is_some() {
            return None;
        }
        let left = self.remaining(side, now);
        if left == 0 {
            return None;
        }
        let next = (left - 1) / unit * unit;
        Some(now + self.delay_left(side, now) + (left - next))
    }

    /// The flag that has fallen by `now`, with its exact instant, if one has.
    ///
    /// Only the running side's time goes down, and the clock knows to the millisecond when it
    /// reached zero, so there is always one first flag: the question of Guidelines III.3.1
    /// (both flags down, order unknown) only arises with mechanical clocks.
    pub fn flag(&self, now: Millis) -> Option<Flag> {
        self.flag.or_else(|| match self.run {
            Run::Running { side, .. } => self.flag_at(side).filter(|&at| at <= now).map(|at| Flag { side, at }),
            _ => None,
        })
    }

    /// Whose flag has fallen by `now`, if anyone's (see [`flag`](Self::flag)).
    pub fn fallen(&self, now: Millis) -> Option<Color> {
        self.flag(now).map(|f| f.side)
    }

    /// Where the clock is: not started, running, paused or stopped.
    pub fn phase(&self) -> Phase {
        match self.run {
            Run::NotStarted => Phase::NotStarted,
            Run::Running { side, .. } => Phase::Running(side),
            Run::Paused { side } => Phase::Paused(side),
            Run::Stopped => Phase::Stopped,
        }
    }

    /// The side whose time is running, if any.
    pub fn running(&self) -> Option<Color> {
        match self.run {
            Run::Running { side, .. } => Some(side),
            _ => None,
        }
    }

    /// The moves `side` has completed (6.2.1), as corrected by adjustments.
    pub fn moves(&self, side: Color) -> u32 {
        self.sides.get(side).moves
    }

    /// The moves `side` still has to complete before their next period begins, for display;
    /// `None` in a period for the rest of the game.
    pub fn moves_left_in_period(&self, side: Color) -> Option<u32> {
        self.controls.get(side).moves_left(self.moves(side))
    }

    /// The period `side` is playing in, from 1 (repeats of a last period with a move count
    /// count on: 40/7200 is in period 2 from move 41).
    pub fn period(&self, side: Color) -> u64 {
        self.controls.get(side).period_number(self.moves(side))
    }

    /// Every press, in order.
    pub fn presses(&self) -> &[Press] {
        &self.presses
    }

    /// Every adjustment, in order, with its reason.
    pub fn adjustments(&self) -> &[Logged] {
        &self.log
    }

    fn check_time(&self, at: Millis) -> Result<(), ClockError> {
        match at < self.last {
            true => Err(ClockError::TimeWentBack { at, last: self.last }),
            false => Ok(()),
        }
    }

    /// `side`'s time starts for a new move: its delay, if any, runs first.
    fn begin_move(&mut self, side: Color) {
        let delay = self.controls.get(side).bonus_of_move(self.moves(side).saturating_add(1)).delay();
        let s = self.sides.get_mut(side);
        s.move_used = 0;
        s.move_delay = delay;
        s.delay_left = delay;
    }

    /// Refuses a press or a completed move after a flag fell strictly before `at`.
    fn refuse_after_flag(&self, at: Millis) -> Result<(), ClockError> {
        match self.flag(at) {
            Some(flag) if flag.at < at || self.flag.is_some() => Err(ClockError::FlagFell(flag)),
            _ => Ok(()),
        }
    }

    /// Brings the running side's stored times up to `at` (the delay first, then the main
    /// time) and records the flag if the main time reached zero.
    fn settle(&mut self, at: Millis, why: Settle) {
        let Run::Running { side, since } = self.run else {
            return;
        };
        let s = self.sides.get_mut(side);
        let elapsed = at - since;
        let from_delay = elapsed.min(s.delay_left);
        s.delay_left -= from_delay;
        let from_main = elapsed - from_delay;
        let reached_zero = match why {
            Settle::ForPress => from_main > s.main,
            Settle::Other => from_main >= s.main,
        };
        if s.delay_left == 0 && reached_zero && self.flag.is_none() {
            self.flag = Some(Flag { side, at: since + from_delay + s.main });
        }
        s.main -= from_main.min(s.main);
        s.move_used += elapsed;
        s.ran = s.ran.saturating_add(elapsed);
        self.run = Run::Running { side, since: at };
    }
}

/// Why the times are being brought up to date: a press at the instant the time reaches zero is
/// still in time, anything else at that instant sees the flag down.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Settle {
    ForPress,
    Other,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{MINUTE, SECOND};
    use crate::laws::Article;
    use shakmaty::Color::{Black, White};

    fn clock(control: &str) -> Clock {
        let mut clock = Clock::new(TimeControls::same(control.parse().unwrap_or_else(|e| panic!("{control}: {e}"))));
        clock.start(0).unwrap();
        clock
    }

    fn used(clock: &Clock, now: Millis) -> (Millis, Millis) {
        (clock.used(White, now), clock.used(Black, now))
    }

    fn irregularity() -> AdjustReason {
        AdjustReason::article(Article::IRREGULARITY)
    }

    #[test]
    fn used_adds_up_the_moves_pressed_and_the_move_in_progress() {
        let mut c = clock("600");
        assert_eq!(used(&c, 0), (0, 0));
        c.press(White, 10 * SECOND).unwrap();
        c.press(Black, 25 * SECOND).unwrap();
        c.press(White, 27 * SECOND).unwrap();
        // White 10 s + 2 s; Black 15 s and 3 s of the move in progress.
        assert_eq!(used(&c, 30 * SECOND), (12 * SECOND, 18 * SECOND));
        let pressed: Millis = c.presses().iter().filter(|p| p.side == Black).map(|p| p.used).sum();
        assert_eq!(pressed, 15 * SECOND, "the [%emt] of Black's presses");
    }

    /// After an illegal move (7.5) the arbiter makes the offender's clock run again: the time
    /// the opponent's clock ran until then is theirs, though they never pressed.
    #[test]
    fn used_keeps_the_time_of_a_clock_the_arbiter_switched_away_from() {
        let mut c = clock("600");
        c.press(White, 10 * SECOND).unwrap();
        // Black's clock runs 15 s until the claim; White's runs again (7.5.1, 7.1).
        c.adjust(25 * SECOND, Adjustment::RunFor { side: White }, irregularity()).unwrap();
        assert_eq!(used(&c, 25 * SECOND), (10 * SECOND, 15 * SECOND));
        c.press(White, 40 * SECOND).unwrap();
        // Black's next move starts from 0 ([%emt]), the time used keeps the 15 s.
        assert_eq!(used(&c, 50 * SECOND), (25 * SECOND, 25 * SECOND));
        assert_eq!(c.presses().last().map(|p| p.used), Some(15 * SECOND));
        // A switch to the side already running changes nothing.
        c.adjust(50 * SECOND, Adjustment::RunFor { side: Black }, irregularity()).unwrap();
        assert_eq!(used(&c, 55 * SECOND), (25 * SECOND, 30 * SECOND));
    }

    #[test]
    fn used_keeps_the_time_of_a_clock_switched_while_paused() {
        let mut c = clock("600");
        c.press(White, 10 * SECOND).unwrap();
        c.pause(18 * SECOND).unwrap();
        c.adjust(60 * SECOND, Adjustment::RunFor { side: White }, irregularity()).unwrap();
        assert_eq!(c.phase(), Phase::Paused(White));
        c.resume(100 * SECOND).unwrap();
        // Black: 8 s before the pause; White: 10 s, then 5 s from the resumption.
        assert_eq!(used(&c, 105 * SECOND), (15 * SECOND, 8 * SECOND));
        // Black's next move starts afresh; the 8 s stay.
        c.press(White, 105 * SECOND).unwrap();
        assert_eq!(used(&c, 110 * SECOND), (15 * SECOND, 13 * SECOND));
    }

    #[test]
    fn used_leaves_out_the_pauses_and_counts_up_to_a_stop() {
        let mut c = clock("600");
        c.pause(4 * SECOND).unwrap();
        assert_eq!(used(&c, 50 * SECOND), (4 * SECOND, 0), "nothing runs while paused (6.11)");
        c.resume(50 * SECOND).unwrap();
        c.press(White, 56 * SECOND).unwrap();
        c.pause(60 * SECOND).unwrap();
        c.resume(90 * SECOND).unwrap();
        c.stop(95 * SECOND).unwrap();
        assert_eq!(used(&c, 200 * SECOND), (10 * SECOND, 9 * SECOND));
    }

    /// A delay (6.3.2) is time used: the clock runs through it, though the main time does not go
    /// down. The time left and the time used then do not add up to the starting time.
    #[test]
    fn used_counts_the_delay_as_time_the_clock_ran() {
        let mut c = clock("60d2");
        c.press(White, SECOND).unwrap(); // within the delay
        c.press(Black, 6 * SECOND).unwrap(); // 2 s of delay, 3 s of main time
        assert_eq!(used(&c, 6 * SECOND), (SECOND, 5 * SECOND));
        assert_eq!((c.remaining(White, 6 * SECOND), c.remaining(Black, 6 * SECOND)), (MINUTE, 57 * SECOND));
        // In the middle of a delay, paused and resumed: what ran of it counts.
        c.pause(7 * SECOND).unwrap();
        c.resume(30 * SECOND).unwrap();
        assert_eq!(c.remaining(White, 30 * SECOND), MINUTE, "1 s of the delay still left");
        assert_eq!(c.used(White, 30_500), 2_500);
    }

    /// Increments, new periods and the arbiter's times are not time used.
    #[test]
    fn used_ignores_increments_periods_and_adjustments() {
        let mut c = clock("2/60+5:600");
        c.press(White, 10 * SECOND).unwrap();
        c.press(Black, 20 * SECOND).unwrap();
        c.press(White, 23 * SECOND).unwrap(); // White's second move ends the period
        let why = || AdjustReason::article(Article::WRONG_CLAIM);
        c.adjust(24 * SECOND, Adjustment::AddTime { side: White, time: 2 * MINUTE }, why()).unwrap();
        c.adjust(24 * SECOND, Adjustment::RemoveTime { side: Black, time: MINUTE }, why()).unwrap();
        c.adjust(24 * SECOND, Adjustment::SetTime { side: White, time: 5 * MINUTE }, why()).unwrap();
        c.adjust(24 * SECOND, Adjustment::AddIncrement { side: Black, increment: 5 * SECOND }, why()).unwrap();
        assert_eq!(used(&c, 30 * SECOND), (13 * SECOND, 17 * SECOND));
    }
}
