//! What an arbiter (or the laws core on the arbiter's behalf) may change on a running clock,
//! and why.

use std::fmt;

use shakmaty::Color;

use super::control::TimeControl;
use super::time::{Hms, format_seconds};
use crate::laws::{Article, Millis};

/// A change to the clock that is not a press.
///
/// ```
/// use escaque::clock::{Adjustment, MINUTE};
/// use shakmaty::Color;
/// let penalty = Adjustment::AddTime { side: Color::Black, time: 2 * MINUTE };
/// assert_eq!(penalty.to_string(), "+0:02:00 to Black");
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Adjustment {
    /// `side`'s clock now shows `time` (6.10.2, 7.1).
    SetTime {
        /// The player whose clock is set.
        side: Color,
        /// The time it now shows.
        time: Millis,
    },
    /// `time` more on `side`'s clock: a penalty for the opponent (7.5.5, 9.5.3, 12.9) or
    /// Guidelines III.4/III.5.
    AddTime {
        /// The player who gets the time.
        side: Color,
        /// The time added.
        time: Millis,
    },
    /// `time` less on `side`'s clock: a penalty for the offender (12.9.3). The clock never
    /// goes below zero.
    RemoveTime {
        /// The player who loses the time.
        side: Color,
        /// The time taken off.
        time: Millis,
    },
    /// `side`'s time runs from now, the opponent's stands: the player on move again after
    /// moves were taken back (7.1). A paused clock stays paused, to restart with `side`.
    RunFor {
        /// The player whose time runs.
        side: Color,
    },
    /// `side` has completed `moves` moves (6.10.2, 7.1, 12.5). Only the counter changes: the
    /// time of a period whose end the correction skips over is not credited by itself.
    SetMoves {
        /// The player whose move counter is set.
        side: Color,
        /// The moves that player has completed.
        moves: u32,
    },
    /// From now on every press of `side` adds `increment` more, on top of the control's
    /// own bonus (Guidelines III.4: five seconds for both players).
    AddIncrement {
        /// The player whose presses earn more.
        side: Color,
        /// The time added at each press, on top of the control's own bonus.
        increment: Millis,
    },
    /// `side` now plays under `control`: the right setting, entered by the arbiter (6.10.2).
    /// Times and move counter stay as they are; correct them with the other adjustments.
    SetControl {
        /// The player whose control is set.
        side: Color,
        /// The control that player now plays under.
        control: TimeControl,
    },
}

impl Adjustment {
    /// The player whose clock the adjustment changes.
    pub fn side(&self) -> Color {
        match *self {
            Adjustment::SetTime { side, .. }
            | Adjustment::AddTime { side, .. }
            | Adjustment::RemoveTime { side, .. }
            | Adjustment::RunFor { side }
            | Adjustment::SetMoves { side, .. }
            | Adjustment::AddIncrement { side, .. }
            | Adjustment::SetControl { side, .. } => side,
        }
    }
}

use crate::laws::colour::title as colour;

impl fmt::Display for Adjustment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = colour(self.side());
        match self {
            Adjustment::SetTime { time, .. } => write!(f, "{side}'s clock set to {}", Hms(*time)),
            Adjustment::AddTime { time, .. } => write!(f, "+{} to {side}", Hms(*time)),
            Adjustment::RemoveTime { time, .. } => write!(f, "-{} from {side}", Hms(*time)),
            Adjustment::RunFor { .. } => write!(f, "{side}'s time runs"),
            Adjustment::SetMoves { moves, .. } => write!(f, "{side}'s move counter set to {moves}"),
            Adjustment::AddIncrement { increment, .. } => {
                write!(f, "+{} s a move for {side} from now on", format_seconds(*increment))
            }
            Adjustment::SetControl { control, .. } => {
                write!(f, "{side}'s control set to {control}")
            }
        }
    }
}

/// Why an adjustment was made: the Article applied, a free note, or both.
///
/// ```
/// use escaque::clock::AdjustReason;
/// use escaque::laws::Article;
/// let why = AdjustReason::article(Article::WRONG_CLAIM).with_note("wrong threefold claim");
/// assert_eq!(why.to_string(), "Article 9.5.3: wrong threefold claim");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct AdjustReason {
    /// The Article applied, if any.
    pub article: Option<Article>,
    /// Anything the arbiter wants to add; may be empty.
    pub note: String,
}

impl AdjustReason {
    /// Because of `article`.
    pub fn article(article: Article) -> AdjustReason {
        AdjustReason { article: Some(article), note: String::new() }
    }

    /// Because of what `note` says.
    pub fn note(note: impl Into<String>) -> AdjustReason {
        AdjustReason { article: None, note: note.into() }
    }

    /// The same reason with `note` added.
    pub fn with_note(self, note: impl Into<String>) -> AdjustReason {
        AdjustReason { note: note.into(), ..self }
    }
}

impl fmt::Display for AdjustReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (&self.article, self.note.as_str()) {
            (Some(a), "") => write!(f, "Article {a}"),
            (Some(a), note) => write!(f, "Article {a}: {note}"),
            (None, "") => f.write_str("no reason given"),
            (None, note) => f.write_str(note),
        }
    }
}

/// An adjustment as the clock's log keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Logged {
    /// When it was made, in milliseconds since the start of the game.
    pub at: Millis,
    /// What changed.
    pub adjustment: Adjustment,
    /// Why.
    pub reason: AdjustReason,
}

impl fmt::Display for Logged {
    /// `0:42:10 +0:02:00 to Black (Article 9.5.3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} ({})", Hms(self.at), self.adjustment, self.reason)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{MINUTE, SECOND};

    #[test]
    fn adjustments_read_well() {
        let fischer: TimeControl = "300+3".parse().unwrap();
        for (adjustment, text) in [
            (Adjustment::SetTime { side: Color::White, time: 61 * SECOND }, "White's clock set to 0:01:01"),
            (Adjustment::AddTime { side: Color::Black, time: 2 * MINUTE }, "+0:02:00 to Black"),
            (Adjustment::SetMoves { side: Color::White, moves: 39 }, "White's move counter set to 39"),
            (
                Adjustment::AddIncrement { side: Color::Black, increment: 5 * SECOND },
                "+5 s a move for Black from now on",
            ),
            (Adjustment::SetControl { side: Color::Black, control: fischer }, "Black's control set to 300+3"),
        ] {
            assert_eq!(adjustment.to_string(), text);
        }
    }

    #[test]
    fn reasons_read_well() {
        for (reason, text) in [
            (AdjustReason::article(Article::QUICKPLAY_INCREMENT), "Article III.4"),
            (
                AdjustReason::article(Article::WRONG_SETTING).with_note("40 moves, not 30"),
                "Article 6.10.2: 40 moves, not 30",
            ),
            (AdjustReason::note("clock replaced"), "clock replaced"),
            (AdjustReason::default(), "no reason given"),
        ] {
            assert_eq!(reason.to_string(), text);
        }
        let logged = Logged {
            at: 42 * MINUTE + 10 * SECOND,
            adjustment: Adjustment::AddTime { side: Color::Black, time: 2 * MINUTE },
            reason: AdjustReason::article(Article::WRONG_CLAIM),
        };
        assert_eq!(logged.to_string(), "0:42:10 +0:02:00 to Black (Article 9.5.3)");
    }
}
