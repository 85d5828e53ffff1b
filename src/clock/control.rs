//! Time controls: periods, per-move bonuses, and the pair for both players (6.3.1).

use std::fmt;

use shakmaty::Color;

use super::time::{MINUTE, format_seconds};
use crate::laws::{Category, Millis, RuleSet};

/// What a player gets for each move of a period, besides the period's own time.
///
/// Every kind is credited when the player presses the clock; see [`Press::bonus`] for how
/// much that is.
///
/// [`Press::bonus`]: super::Press::bonus
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Bonus {
    /// Nothing: the time of the period is all there is.
    #[default]
    None,
    /// Fischer increment: this much is added at every press, whatever the move took, and
    /// it accumulates.
    Fischer(Millis),
    /// Delay (6.3.2): on each move the main time only starts to run once this much has gone
    /// by; a press within the delay leaves the main time as it was.
    Delay(Millis),
    /// Bronstein: at every press the time the move took is given back, up to this much.
    Bronstein(Millis),
}

/// The kind of a [`Bonus`] without its amount: the choice a form's radio buttons make.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BonusKind {
    /// [`Bonus::None`].
    #[default]
    None,
    /// [`Bonus::Fischer`].
    Fischer,
    /// [`Bonus::Delay`].
    Delay,
    /// [`Bonus::Bronstein`].
    Bronstein,
}

impl Bonus {
    /// A bonus of `kind` and `amount` (the amount is dropped for [`BonusKind::None`]).
    ///
    /// ```
    /// use escaque::clock::{Bonus, BonusKind};
    /// let delay = Bonus::of(BonusKind::Delay, 5_000);
    /// assert_eq!(delay, Bonus::Delay(5_000));
    /// // Switching the kind in a form keeps the amount.
    /// assert_eq!(Bonus::of(BonusKind::Fischer, delay.amount()), Bonus::Fischer(5_000));
    /// ```
    pub const fn of(kind: BonusKind, amount: Millis) -> Bonus {
        match kind {
            BonusKind::None => Bonus::None,
            BonusKind::Fischer => Bonus::Fischer(amount),
            BonusKind::Delay => Bonus::Delay(amount),
            BonusKind::Bronstein => Bonus::Bronstein(amount),
        }
    }

    /// The kind of this bonus.
    pub const fn kind(self) -> BonusKind {
        match self {
            Bonus::None => BonusKind::None,
            Bonus::Fischer(_) => BonusKind::Fischer,
            Bonus::Delay(_) => BonusKind::Delay,
            Bonus::Bronstein(_) => BonusKind::Bronstein,
        }
    }

    /// The amount per move (0 for [`Bonus::None`]).
    pub const fn amount(self) -> Millis {
        match self {
            Bonus::None => 0,
            Bonus::Fischer(t) | Bonus::Delay(t) | Bonus::Bronstein(t) => t,
        }
    }

    /// The delay that runs before the main time at the start of each move.
    pub(crate) fn delay(self) -> Millis {
        match self {
            Bonus::Delay(t) => t,
            _ => 0,
        }
    }
}

impl fmt::Display for Bonus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Bonus::None => f.write_str("no bonus"),
            Bonus::Fischer(t) => write!(f, "an increment of {} s", format_seconds(t)),
            Bonus::Delay(t) => write!(f, "a delay of {} s", format_seconds(t)),
            Bonus::Bronstein(t) => write!(f, "a Bronstein bonus of {} s", format_seconds(t)),
        }
    }
}

/// One period of a time control: `moves` moves (or the rest of the game) in `time`, with a
/// `bonus` for each move played in it.
///
/// ```
/// use escaque::clock::{Bonus, Period, MINUTE, SECOND};
/// let first = Period::moves(40, 90 * MINUTE).with_bonus(Bonus::Fischer(30 * SECOND));
/// assert_eq!(first.moves, Some(40));
/// assert!(Period::rest(30 * MINUTE).is_rest_of_game());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to complete within the period, or `None` for the rest of the game.
    pub moves: Option<u32>,
    /// The period's own time, credited when the period begins.
    pub time: Millis,
    /// What each move of the period brings.
    pub bonus: Bonus,
}

impl Period {
    /// `moves` moves in `time`, without a bonus.
    pub const fn moves(moves: u32, time: Millis) -> Period {
        Period { moves: Some(moves), time, bonus: Bonus::None }
    }

    /// The rest of the game in `time`, without a bonus.
    pub const fn rest(time: Millis) -> Period {
        Period { moves: None, time, bonus: Bonus::None }
    }

    /// The same period with `bonus` on each move.
    pub const fn with_bonus(self, bonus: Bonus) -> Period {
        Period { bonus, ..self }
    }

    /// Whether the period lasts until the end of the game.
    pub const fn is_rest_of_game(&self) -> bool {
        self.moves.is_none()
    }
}

/// Why a list of periods is not a time control. Periods are numbered from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ControlError {
    /// There are no periods at all.
    NoPeriods,
    /// A period has no time of its own.
    ZeroTime {
        /// The period's number.
        period: usize,
    },
    /// A period asks for zero moves.
    ZeroMoves {
        /// The period's number.
        period: usize,
    },
    /// A period's per-move bonus is longer than the period's own time.
    BonusLongerThanPeriod {
        /// The period's number.
        period: usize,
        /// The bonus each move brings.
        bonus: Bonus,
        /// The period's own time.
        time: Millis,
    },
    /// A period follows one that already lasts for the rest of the game.
    AfterRestOfGame {
        /// The number of the period that follows.
        period: usize,
    },
    /// A period's per-move bonus is longer than [`MAX_BONUS`]: a slip, surely. Only a control
    /// a person types or sets in the form is held to it (the club notation
    /// reader and [`ControlDraft`](super::ControlDraft)); one read from a record or a journal
    /// is run as it was written.
    BonusOverMax {
        /// The period's number.
        period: usize,
        /// The bonus each move brings.
        bonus: Bonus,
    },
}

/// The longest bonus a move may bring in a control a person types: 5 minutes. FIDE's controls
/// count the bonus in seconds and give at most 60 s a move (the classical 30 s; rapid and blitz
/// less); a club may give more, but a bonus of over 5 minutes a move is a slip, a unit mistaken
/// (`15 + 10 min` meant as 15 minutes and 10 seconds) or minutes typed into the seconds' field,
/// and it would make a 15-minute game a standard one (base + 60 × bonus, Appendix A.1).
pub const MAX_BONUS: Millis = 5 * MINUTE;

impl fmt::Display for ControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ControlError::NoPeriods => f.write_str("a time control needs at least one period"),
            ControlError::ZeroTime { period } => {
                write!(f, "period {period} has no time: give it more than 0 seconds")
            }
            ControlError::ZeroMoves { period } => write!(
                f,
                "period {period} asks for 0 moves: give it at least 1 move, or make it last \
                 for the rest of the game"
            ),
            ControlError::BonusLongerThanPeriod { period, bonus, time } => {
                write!(f, "period {period}: {bonus} is longer than the period's own time of {} s", format_seconds(time))
            }
            ControlError::AfterRestOfGame { period } => write!(
                f,
                "period {period} comes after period {}, which already lasts for the rest of \
                 the game",
                period - 1
            ),
            ControlError::BonusOverMax { period, bonus } => write!(
                f,
                "period {period}: {bonus} a move is more than 5 minutes, surely a slip: a bonus \
                 is counted in seconds (FIDE's are 60 s at most); write each time with its unit, \
                 as in 15 min + 10 s"
            ),
        }
    }
}

impl std::error::Error for ControlError {}

/// Every reason why `periods` is not a time control, in period order.
pub(crate) fn control_errors(periods: &[Period]) -> Vec<ControlError> {
    if periods.is_empty() {
        return vec![ControlError::NoPeriods];
    }
    let mut errors = Vec::new();
    for (i, p) in periods.iter().enumerate() {
        let period = i + 1;
        if i > 0 && periods[i - 1].is_rest_of_game() {
            errors.push(ControlError::AfterRestOfGame { period });
        }
        if p.time == 0 {
            errors.push(ControlError::ZeroTime { period });
        }
        if p.moves == Some(0) {
            errors.push(ControlError::ZeroMoves { period });
        }
        if p.bonus.amount() > p.time && p.time > 0 {
            errors.push(ControlError::BonusLongerThanPeriod { period, bonus: p.bonus, time: p.time });
        }
    }
    errors
}

/// Every reason why `periods`, typed by a person or set in the form, are not a control to start
/// a game with: [`control_errors`], and a bonus over [`MAX_BONUS`] ([`ControlError::BonusOverMax`]),
/// in period order.
pub(crate) fn typed_errors(periods: &[Period]) -> Vec<ControlError> {
    let mut errors = control_errors(periods);
    let over = periods.iter().enumerate().filter(|(_, p)| p.bonus.amount() > MAX_BONUS);
    errors.extend(over.map(|(i, p)| ControlError::BonusOverMax { period: i + 1, bonus: p.bonus }));
    let period = |e: &ControlError| match *e {
        ControlError::NoPeriods => 0,
        ControlError::ZeroTime { period }
        | ControlError::ZeroMoves { period }
        | ControlError::BonusLongerThanPeriod { period, .. }
        | ControlError::AfterRestOfGame { period }
        | ControlError::BonusOverMax { period, .. } => period,
    };
    // Stable: each period's own errors stay in their order, the bound's last.
    errors.sort_by_key(period);
    errors
}

/// One player's time control: a list of periods, always valid (6.3.1).
///
/// Time left over from a period is carried into the next (6.3.2). A period's time is credited
/// when the previous period's last required move is completed. A control whose last period has
/// a move count repeats that last period: `40/7200` gives two hours for every 40 moves.
///
/// The text form is the PGN `TimeControl` tag, with Escaque's extension for delay and
/// Bronstein bonuses (see the [module docs](super)).
///
/// ```
/// use escaque::clock::{Bonus, Period, TimeControl, MINUTE, SECOND};
/// let fide = TimeControl::new(vec![
///     Period::moves(40, 90 * MINUTE).with_bonus(Bonus::Fischer(30 * SECOND)),
///     Period::rest(30 * MINUTE).with_bonus(Bonus::Fischer(30 * SECOND)),
/// ])?;
/// assert_eq!(fide.to_string(), "40/5400+30:1800+30");
/// assert_eq!("40/5400+30:1800+30".parse::<TimeControl>()?, fide);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct TimeControl {
    periods: Vec<Period>,
}

impl TimeControl {
    /// A control of these periods, or the first thing wrong with them.
    pub fn new(periods: Vec<Period>) -> Result<TimeControl, ControlError> {
        match control_errors(&periods).first() {
            Some(&e) => Err(e),
            None => Ok(TimeControl { periods }),
        }
    }

    /// The whole game in `time`, with `bonus` on every move.
    ///
    /// ```
    /// use escaque::clock::{Bonus, TimeControl, MINUTE, SECOND};
    /// let blitz = TimeControl::sudden_death(3 * MINUTE, Bonus::Fischer(2 * SECOND))?;
    /// assert_eq!(blitz.to_string(), "180+2");
    /// # Ok::<(), escaque::clock::ControlError>(())
    /// ```
    pub fn sudden_death(time: Millis, bonus: Bonus) -> Result<TimeControl, ControlError> {
        TimeControl::new(vec![Period::rest(time).with_bonus(bonus)])
    }

    /// The periods, in order.
    pub fn periods(&self) -> &[Period] {
        &self.periods
    }

    /// The time on the clock before the first move: the first period's time.
    pub fn initial(&self) -> Millis {
        self.periods[0].time
    }

    /// Index into [`periods`](Self::periods) of the period that move `number` (counted from 1
    /// for each player) belongs to, with how many times the last period has repeated.
    fn locate(&self, number: u32) -> (usize, u64) {
        let number = u64::from(number);
        let mut end = 0u64;
        for (i, p) in self.periods.iter().enumerate() {
            match p.moves {
                Some(n) if number > end + u64::from(n) => end += u64::from(n),
                _ => return (i, 0),
            }
        }
        // Past the end of a control whose last period has a move count: that period repeats.
        let last = self.periods.len() - 1;
        let n = u64::from(self.periods[last].moves.unwrap_or(1));
        (last, (number - end).div_ceil(n))
    }

    /// The period move `number` belongs to.
    pub(crate) fn period_of_move(&self, number: u32) -> &Period {
        &self.periods[self.locate(number).0]
    }

    /// The bonus of move `number` (counted from 1 for each player).
    pub fn bonus_of_move(&self, number: u32) -> Bonus {
        self.period_of_move(number).bonus
    }

    /// The period number (from 1, counting repeats of the last period) in which a player who
    /// has completed `completed` moves is now playing.
    pub fn period_number(&self, completed: u32) -> u64 {
        let (i, repeats) = self.locate(completed.saturating_add(1));
        i as u64 + repeats + 1
    }

    /// Moves still to complete before the next period begins, for a player who has completed
    /// `completed` moves; `None` in a period for the rest of the game.
    pub fn moves_left(&self, completed: u32) -> Option<u32> {
        self.next_boundary(completed).map(|end| u32::try_from(end - u64::from(completed)).unwrap_or(u32::MAX))
    }

    /// The smallest number of completed moves greater than `completed` that ends a period.
    fn next_boundary(&self, completed: u32) -> Option<u64> {
        let completed = u64::from(completed);
        let mut end = 0u64;
        for p in &self.periods {
            end += u64::from(p.moves?);
            if end > completed {
                return Some(end);
            }
        }
        let n = u64::from(self.periods.last()?.moves?);
        Some(end + (completed - end) / n * n + n)
    }

    /// The time credited when a player completes move `number`: the next period's time if that
    /// move was the last one its period requires, otherwise 0.
    ///
    /// ```
    /// use escaque::clock::{TimeControl, MINUTE};
    /// let fide: TimeControl = "40/5400+30:1800+30".parse()?;
    /// assert_eq!(fide.time_after_move(39), 0);
    /// assert_eq!(fide.time_after_move(40), 30 * MINUTE);
    /// assert_eq!(fide.time_after_move(80), 0);
    /// # Ok::<(), escaque::clock::ParseError>(())
    /// ```
    pub fn time_after_move(&self, number: u32) -> Millis {
        match number.checked_sub(1).and_then(|before| self.next_boundary(before)) {
            Some(end) if end == u64::from(number) => self.periods[self.locate(number.saturating_add(1)).0].time,
            _ => 0,
        }
    }

    /// The time a player has for the first 60 moves, the measure of Appendices A.1 and B.1:
    /// the first period's time, the time of every period that begins before move 60, and the
    /// bonus of each of the 60 moves at its full amount. A delay counts like an increment, and
    /// a Bronstein bonus at its maximum.
    ///
    /// For a single period this is `base + 60 × bonus`, exactly what [`RuleSet::category`]
    /// counts.
    pub fn sixty_move_time(&self) -> Millis {
        (1..=60u32).fold(self.initial(), |total, number| {
            let arriving = if number < 60 { self.time_after_move(number) } else { 0 };
            total.saturating_add(self.bonus_of_move(number).amount()).saturating_add(arriving)
        })
    }

    /// The category this control makes under `rules` (Appendices A.1 and B.1), measured by
    /// [`sixty_move_time`](Self::sixty_move_time).
    ///
    /// ```
    /// use escaque::laws::{Category, RuleSet};
    /// use escaque::clock::TimeControl;
    /// let rules = RuleSet::FIDE_2023;
    /// let category = |tag: &str| tag.parse::<TimeControl>().unwrap().category(&rules);
    /// assert_eq!(category("600"), Category::Blitz);
    /// assert_eq!(category("600+1"), Category::Rapid);
    /// assert_eq!(category("3600"), Category::Standard);
    /// assert_eq!(category("40/5400+30:1800+30"), Category::Standard);
    /// ```
    pub fn category(&self, rules: &RuleSet) -> Category {
        rules.category(self.sixty_move_time(), 0)
    }
}

/// Settings and journals keep a control as its PGN `TimeControl` text.
impl From<TimeControl> for String {
    fn from(control: TimeControl) -> String {
        control.to_string()
    }
}

impl fmt::Display for TimeControl {
    /// The PGN `TimeControl` tag.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(":")?;
            }
            if let Some(n) = p.moves {
                write!(f, "{n}/")?;
            }
            f.write_str(&format_seconds(p.time))?;
            let (mark, amount) = match p.bonus {
                Bonus::None => continue,
                Bonus::Fischer(t) => ('+', t),
                Bonus::Delay(t) => ('d', t),
                Bonus::Bronstein(t) => ('b', t),
            };
            write!(f, "{mark}{}", format_seconds(amount))?;
        }
        Ok(())
    }
}

/// The controls of both players: the same for both, or different ones for time odds.
///
/// ```
/// use escaque::clock::{TimeControls, TimeControl};
/// use shakmaty::Color;
/// let odds = TimeControls::odds("300".parse()?, "60".parse()?);
/// assert!(odds.is_odds());
/// assert_eq!(odds.get(Color::Black).to_string(), "60");
/// # Ok::<(), escaque::clock::ParseError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TimeControls {
    /// White's control.
    pub white: TimeControl,
    /// Black's control.
    pub black: TimeControl,
}

impl TimeControls {
    /// The same control for both players.
    pub fn same(control: TimeControl) -> TimeControls {
        TimeControls { white: control.clone(), black: control }
    }

    /// Time odds: a control for each player.
    pub fn odds(white: TimeControl, black: TimeControl) -> TimeControls {
        TimeControls { white, black }
    }

    /// The control of `side`.
    pub fn get(&self, side: Color) -> &TimeControl {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The control of `side`, to change it.
    pub fn get_mut(&mut self, side: Color) -> &mut TimeControl {
        match side {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// Whether the players have different controls.
    pub fn is_odds(&self) -> bool {
        self.white != self.black
    }

    /// The category of the game: with time odds, that of the player with more time for 60
    /// moves, so that no player is held to the stricter rules of a faster category than the
    /// one they play under.
    pub fn category(&self, rules: &RuleSet) -> Category {
        let slower =
            if self.white.sixty_move_time() >= self.black.sixty_move_time() { &self.white } else { &self.black };
        slower.category(rules)
    }
}

impl fmt::Display for TimeControls {
    /// `300+3`, or `White 300+3, Black 60` with time odds.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_odds() { write!(f, "White {}, Black {}", self.white, self.black) } else { self.white.fmt(f) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{MINUTE, SECOND};

    fn tc(tag: &str) -> TimeControl {
        tag.parse().unwrap_or_else(|e| panic!("{tag}: {e}"))
    }

    #[test]
    fn categories_at_the_boundaries_2023() {
        let rules = RuleSet::FIDE_2023;
        for (tag, category) in [
            ("600", Category::Blitz),      // 10+0: exactly 10 minutes is still blitz
            ("600+1", Category::Rapid),    // 10+1: 11 minutes
            ("180+2", Category::Blitz),    // 3+2: 5 minutes
            ("3540", Category::Rapid),     // 59+0
            ("3600", Category::Standard),  // 60+0: 60 minutes is no longer rapid
            ("3599.999", Category::Rapid), // a millisecond under an hour
            ("600.001", Category::Rapid),  // a millisecond over ten minutes
            ("40/5400+30:1800+30", Category::Standard),
            ("300d5", Category::Blitz),          // 5 min + 60 × 5 s = 10 min
            ("300b6", Category::Rapid),          // 5 min + 60 × 6 s = 11 min
            ("30/600:300", Category::Rapid),     // 10 min, then 5 more at move 30
            ("60/600:3000", Category::Blitz),    // the second period begins after move 60
            ("59/600:3000", Category::Standard), // ... and here it begins for move 60
        ] {
            assert_eq!(tc(tag).category(&rules), category, "{tag}");
        }
    }

    #[test]
    fn category_matches_rule_set_for_one_period() {
        let rules = RuleSet::FIDE_2023;
        for base in [MINUTE, 10 * MINUTE, 25 * MINUTE, 59 * MINUTE, 60 * MINUTE] {
            for inc in [0, SECOND, 10 * SECOND, 30 * SECOND] {
                let control = TimeControl::sudden_death(base, Bonus::Fischer(inc)).unwrap();
                assert_eq!(control.category(&rules), rules.category(base, inc), "{control}");
            }
        }
    }

    #[test]
    fn schedule_of_a_repeating_control() {
        let c = tc("40/7200:20/3600");
        for (completed, left, period) in
            [(0, 40, 1), (39, 1, 1), (40, 20, 2), (59, 1, 2), (60, 20, 3), (79, 1, 3), (80, 20, 4)]
        {
            assert_eq!(c.moves_left(completed), Some(left), "after {completed}");
            assert_eq!(c.period_number(completed), period, "after {completed}");
        }
        for (number, time) in [(40, 3_600_000), (41, 0), (60, 3_600_000), (80, 3_600_000), (70, 0)] {
            assert_eq!(c.time_after_move(number), time, "move {number}");
        }
        assert_eq!(tc("300+2").moves_left(12), None);
        assert_eq!(tc("300+2").period_number(500), 1);
        assert_eq!(tc("40/5400:1800").moves_left(40), None);
    }

    #[test]
    fn bonus_of_each_move() {
        let c = tc("2/60+1:2/60d2:60b3");
        let bonuses: Vec<_> = (1..=6).map(|n| c.bonus_of_move(n)).collect();
        assert_eq!(
            bonuses,
            [1_000, 1_000]
                .map(Bonus::Fischer)
                .into_iter()
                .chain([2_000, 2_000].map(Bonus::Delay))
                .chain([3_000, 3_000].map(Bonus::Bronstein))
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn validation_errors_name_the_period() {
        let m = MINUTE;
        for (periods, message) in [
            (vec![], "a time control needs at least one period"),
            (vec![Period::rest(0)], "period 1 has no time: give it more than 0 seconds"),
            (
                vec![Period::moves(40, 90 * m), Period::moves(0, m)],
                "period 2 asks for 0 moves: give it at least 1 move, or make it last for the rest of the game",
            ),
            (
                vec![Period::rest(m).with_bonus(Bonus::Fischer(2 * m))],
                "period 1: an increment of 120 s is longer than the period's own time of 60 s",
            ),
            (
                vec![Period::rest(30 * m), Period::moves(40, 90 * m)],
                "period 2 comes after period 1, which already lasts for the rest of the game",
            ),
        ] {
            assert_eq!(TimeControl::new(periods).unwrap_err().to_string(), message);
        }
        // A bonus as long as the period is allowed.
        assert!(TimeControl::sudden_death(m, Bonus::Delay(m)).is_ok());
    }
}
