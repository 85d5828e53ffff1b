//! The model behind a "custom time control" form: freely editable, checked on demand.

use super::control::{ControlError, Period, TimeControl, typed_errors};
use super::time::MINUTE;

/// A time control being edited. Unlike [`TimeControl`] it may be invalid for a while: a form
/// edits [`periods`](ControlDraft::periods) directly, shows [`errors`](ControlDraft::errors)
/// next to the fields they name, and enables its OK button when [`build`](ControlDraft::build)
/// succeeds.
///
/// ```
/// use escaque::clock::{Bonus, ControlDraft, Period, MINUTE, SECOND};
/// let mut draft = ControlDraft::default(); // 5 minutes for the game
/// draft.periods[0] = Period::moves(40, 90 * MINUTE).with_bonus(Bonus::Fischer(30 * SECOND));
/// draft.push_period();
/// draft.periods[1].time = 0;
/// assert_eq!(
///     draft.errors().iter().map(|e| e.to_string()).collect::<Vec<_>>(),
///     ["period 2 has no time: give it more than 0 seconds"]
/// );
/// draft.periods[1] = Period::rest(30 * MINUTE).with_bonus(Bonus::Fischer(30 * SECOND));
/// assert_eq!(draft.build()?.to_string(), "40/5400+30:1800+30");
/// # Ok::<(), escaque::clock::ControlError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ControlDraft {
    /// The periods as the form has them now.
    pub periods: Vec<Period>,
}

impl Default for ControlDraft {
    /// Five minutes for the whole game: something valid to start editing from.
    fn default() -> ControlDraft {
        ControlDraft { periods: vec![Period::rest(5 * MINUTE)] }
    }
}

impl From<&TimeControl> for ControlDraft {
    fn from(control: &TimeControl) -> ControlDraft {
        ControlDraft { periods: control.periods().to_vec() }
    }
}

impl ControlDraft {
    /// Adds a period at the end for the rest of the game, with the last period's time and bonus.
    /// If the last period was itself for the rest of the game, it becomes a 40-move period, so
    /// the draft stays valid.
    pub fn push_period(&mut self) {
        let last = self.periods.last().copied().unwrap_or(Period::rest(5 * MINUTE));
        if let Some(last) = self.periods.last_mut().filter(|p| p.is_rest_of_game()) {
            last.moves = Some(40);
        }
        self.periods.push(Period::rest(last.time).with_bonus(last.bonus));
    }

    /// Removes period `index` (from 0), if there is one.
    pub fn remove_period(&mut self, index: usize) {
        if index < self.periods.len() {
            self.periods.remove(index);
        }
    }

    /// Everything wrong with the draft, in period order; empty when it is a valid control. A
    /// bonus over [`MAX_BONUS`](super::MAX_BONUS) is one of them: the form's seconds field
    /// takes no such slip.
    pub fn errors(&self) -> Vec<ControlError> {
        typed_errors(&self.periods)
    }

    /// The control, or the first thing wrong with the draft.
    pub fn build(&self) -> Result<TimeControl, ControlError> {
        match self.errors().first() {
            Some(&e) => Err(e),
            None => TimeControl::new(self.periods.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{Bonus, SECOND};

    #[test]
    fn every_error_at_once() {
        let draft = ControlDraft {
            periods: vec![
                Period::moves(0, 0),
                Period::rest(10 * SECOND).with_bonus(Bonus::Bronstein(20 * SECOND)),
                Period::moves(20, MINUTE),
            ],
        };
        let errors: Vec<String> = draft.errors().iter().map(|e| e.to_string()).collect();
        assert_eq!(
            errors,
            [
                "period 1 has no time: give it more than 0 seconds",
                "period 1 asks for 0 moves: give it at least 1 move, or make it last for the rest of the game",
                "period 2: a Bronstein bonus of 20 s is longer than the period's own time of 10 s",
                "period 3 comes after period 2, which already lasts for the rest of the game",
            ]
        );
        assert_eq!(draft.build().unwrap_err().to_string(), errors[0]);
        assert_eq!(ControlDraft { periods: vec![] }.build(), Err(ControlError::NoPeriods));
    }

    #[test]
    fn editing_keeps_a_valid_draft_valid() {
        let mut draft = ControlDraft::default();
        draft.push_period();
        draft.push_period();
        assert_eq!(draft.build().unwrap().to_string(), "40/300:40/300:300");
        draft.remove_period(1);
        draft.remove_period(7);
        let control = draft.build().unwrap();
        assert_eq!(control.to_string(), "40/300:300");
        assert_eq!(ControlDraft::from(&control), draft);
        // A new period keeps the bonus: 5+3 becomes 5 min for 40 moves, then 5 min, 3 s a move.
        let mut draft = ControlDraft::from(&"300+3".parse::<TimeControl>().unwrap());
        draft.push_period();
        assert_eq!(draft.build().unwrap().to_string(), "40/300+3:300+3");
    }
}
