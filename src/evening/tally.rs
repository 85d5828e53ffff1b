//! Points counted in quarters: a game gives 0, ½ or 1 (Article 10), and a Sonneborn-Berger
//! product (an opponent's score times ½) needs quarters. Whole numbers, so sums and
//! comparisons are exact.

use crate::laws::Points;

/// A number of points, in quarters of a point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Tally(pub u32);

impl Tally {
    /// No points.
    pub const ZERO: Tally = Tally(0);

    /// The points of one game.
    pub fn of(points: Points) -> Tally {
        Tally(match points {
            Points::Zero => 0,
            Points::Half => 2,
            Points::One => 4,
        })
    }

    /// This many times the points of one game (Sonneborn-Berger: an opponent's score times
    /// what was scored against them). Exact to the quarter, since one factor is 0, ½ or 1.
    pub fn times(self, points: Points) -> Tally {
        Tally(self.0 * Tally::of(points).0 / 4)
    }

    /// The points written with one decimal, as TRF's points field wants them (`2.5`); a
    /// quarter is rounded down, which points never have.
    pub fn one_decimal(self) -> String {
        format!("{}.{}", self.0 / 4, [0, 2, 5, 7][(self.0 % 4) as usize])
    }
}

impl std::ops::Add for Tally {
    type Output = Tally;
    fn add(self, other: Tally) -> Tally {
        Tally(self.0 + other.0)
    }
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, other: Tally) {
        self.0 += other.0;
    }
}

impl std::iter::Sum for Tally {
    fn sum<I: Iterator<Item = Tally>>(iter: I) -> Tally {
        iter.fold(Tally::ZERO, |a, b| a + b)
    }
}

impl std::fmt::Display for Tally {
    /// `3`, `2.5`, `6.25`, `0.75`: as few decimals as the value needs.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let whole = self.0 / 4;
        match self.0 % 4 {
            0 => write!(f, "{whole}"),
            1 => write!(f, "{whole}.25"),
            2 => write!(f, "{whole}.5"),
            _ => write!(f, "{whole}.75"),
        }
    }
}
