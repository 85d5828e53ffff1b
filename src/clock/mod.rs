//! Article 6: time controls and the twin clock. "Now" is always a parameter.
//!
//! Pure like the laws core: no wall clock, no files, no interface. Every instant is given as
//! [`Millis`](crate::laws::Millis) since the start of the game, from a monotonic clock, and all
//! arithmetic is on whole milliseconds.
//!
//! - [`TimeControl`]: one player's periods ([`Period`]), each with a move count or for the
//!   rest of the game, a time, and a per-move [`Bonus`] (Fischer increment, delay as in 6.3.2,
//!   or Bronstein). [`TimeControls`] pairs White's and Black's, so odds are possible.
//! - [`Preset`]: the controls a club uses most; [`ControlDraft`]: the model of a custom-control
//!   form, with errors ([`ControlError`]) that name the period and what is wrong.
//! - [`read_control`] and [`club_text`]: a control as clubs write it, in minutes and seconds
//!   (`90+30`, `90/40+30+30`), or the PGN tag after the word `PGN`; the rule is in [`club`].
//! - [`TimeControl::category`]: blitz, rapid or standard under a [`RuleSet`](crate::laws::RuleSet).
//! - [`Clock`]: presses, completed moves, periods, flag falls to the millisecond, pauses, and
//!   arbiter [`Adjustment`]s kept in a log with their [`AdjustReason`].
//!
//! # The PGN `TimeControl` tag
//!
//! [`TimeControl`] reads and writes the tag of the PGN standard (section 9.6): descriptors
//! separated by `:`, each `moves/seconds` or `seconds`, the latter optionally followed by
//! `+increment`. So `40/5400+30:1800+30` is FIDE's classical control and `300+3` five minutes
//! with three seconds a move. [`PgnTimeControl`] also reads `?` (unknown), `-` (no clock) and
//! `*seconds` (a sandclock), which a chess clock cannot run.
//!
//! Escaque extends the tag in three ways, all of them written only when needed:
//!
//! - **Delay and Bronstein.** In place of `+`, the letter `d` introduces a delay and `b` a
//!   Bronstein bonus, in seconds: `300d5` is five minutes with a five-second delay on each
//!   move, `40/5400b30:1800b30` the classical control with a Bronstein bonus. The letter
//!   takes the increment's place, so a descriptor has at most one bonus.
//! - **Milliseconds.** Seconds may carry a decimal point and up to three digits (`2.5`), so
//!   that any control the clock can run can be written down. Whole seconds are written without.
//! - **Time odds.** When the players' controls differ, the tags `WhiteTimeControl` and
//!   `BlackTimeControl` replace `TimeControl` ([`TimeControls::pgn_tags`]).
//!
//! A control whose last descriptor has a move count (`40/7200`) repeats it: two hours for every
//! 40 moves.
//!
//! # How the clock counts
//!
//! - A period's time arrives with the press (or [`Clock::complete_move`]) that completes the
//!   last move its period requires, never before; leftover time carries over (6.3.2).
//! - A Fischer increment is credited at each press: under the 2023 Laws the next move's
//!   (and the first move's from the start), under 2014 the move's own
//!   ([`IncrementTiming`], chosen by the edition's `RuleSet`). A Bronstein bonus is credited
//!   for the move pressed. With a delay the
//!   main time only runs once the move's delay is used up (6.3.2), so a press within the delay
//!   leaves it as it was. Each [`Press`] records the time the move used (`[%emt]`), what the
//!   bonus credited, the period time credited, and the time shown afterwards (`[%clk]`):
//!   `shown = before − used + bonus + period_time`.
//! - A flag falls at the instant the running side's time reaches exactly zero
//!   ([`Clock::flag_at`], [`Clock::next_flag_at`]); after that, presses are refused.
//!
//! ```
//! use escaque::clock::{Clock, Preset, TimeControls, MINUTE, SECOND};
//! use shakmaty::Color::{Black, White};
//! let mut clock = Clock::new(TimeControls::same(Preset::FideClassical.control()));
//! clock.start(0)?;
//! let mut at = 0;
//! for _ in 0..39 {
//!     at += 2 * MINUTE;
//!     clock.press(White, at)?;
//!     at += MINUTE;
//!     clock.press(Black, at)?;
//! }
//! assert_eq!(clock.moves_left_in_period(White), Some(1));
//! at += 2 * MINUTE;
//! let fortieth = clock.press(White, at)?;
//! assert_eq!(fortieth.period_time, 30 * MINUTE); // with move 40, not before
//! // The first move's 30 s from the start, then the next move's with each of 40 presses.
//! assert_eq!(fortieth.shown, 90 * MINUTE + 30 * SECOND - 40 * 2 * MINUTE + 40 * 30 * SECOND + 30 * MINUTE);
//! assert_eq!(clock.moves_left_in_period(White), None);
//! # Ok::<(), escaque::clock::ClockError>(())
//! ```

mod adjust;
pub mod club;
mod control;
mod draft;
mod pgn;
mod preset;
mod time;
mod twin;

pub use crate::laws::IncrementTiming;
pub use adjust::{AdjustReason, Adjustment, Logged};
pub use club::{ControlTextError, MAX_BARE_MINUTES, MAX_CLUB_PERIOD, club_text, read_control};
pub use control::{Bonus, BonusKind, ControlError, MAX_BONUS, Period, TimeControl, TimeControls};
pub use draft::ControlDraft;
pub use pgn::{BLACK_TIME_CONTROL_TAG, ParseError, PgnTimeControl, TagError, WHITE_TIME_CONTROL_TAG};
pub use preset::Preset;
pub(crate) use time::format_seconds;
pub use time::{HOUR, Hms, HmsError, MINUTE, SECOND};
pub use twin::{Clock, ClockError, Completes, Completion, Flag, Phase, Press};
