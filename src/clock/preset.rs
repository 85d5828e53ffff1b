//! The time controls a club uses most, one click away.

use std::fmt;

use super::control::{Bonus, Period, TimeControl};
use super::time::{MINUTE, SECOND};

/// A ready-made control. Each has a stable [`id`](Preset::id) for settings files.
///
/// ```
/// use escaque::clock::Preset;
/// use escaque::laws::{Category, RuleSet};
/// let classical = Preset::FideClassical;
/// assert_eq!(classical.control().to_string(), "40/5400+30:1800+30");
/// assert_eq!(classical.control().category(&RuleSet::FIDE_2023), Category::Standard);
/// assert_eq!(Preset::from_id("3+2"), Some(Preset::Blitz3Plus2));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Preset {
    /// 90 minutes for 40 moves, then 30 minutes for the rest, 30 s a move from move 1.
    FideClassical,
    /// 90 minutes for the game, 30 s a move from move 1: the usual open tournament.
    Standard90Plus30,
    /// 90 minutes for the game, with a Bronstein bonus of up to 30 s a move.
    Standard90Bronstein30,
    /// 60 minutes, 30 s a move.
    Standard60Plus30,
    /// 30 minutes, with a delay of 5 s on each move (6.3.2).
    Rapid30Delay5,
    /// 25 minutes, 10 s a move.
    Rapid25Plus10,
    /// 15 minutes, 10 s a move.
    Rapid15Plus10,
    /// 10 minutes, 5 s a move.
    Rapid10Plus5,
    /// 5 minutes, 3 s a move.
    Blitz5Plus3,
    /// 5 minutes, with a delay of 3 s on each move.
    Blitz5Delay3,
    /// 5 minutes, with a Bronstein bonus of up to 3 s a move.
    Blitz5Bronstein3,
    /// 3 minutes, 2 s a move.
    Blitz3Plus2,
    /// 5 minutes, no increment.
    Blitz5Plus0,
}

impl Preset {
    /// Every preset, slowest first: the order a menu shows them in.
    pub const ALL: [Preset; 13] = [
        Preset::FideClassical,
        Preset::Standard90Plus30,
        Preset::Standard90Bronstein30,
        Preset::Standard60Plus30,
        Preset::Rapid30Delay5,
        Preset::Rapid25Plus10,
        Preset::Rapid15Plus10,
        Preset::Rapid10Plus5,
        Preset::Blitz5Plus3,
        Preset::Blitz5Delay3,
        Preset::Blitz5Bronstein3,
        Preset::Blitz3Plus2,
        Preset::Blitz5Plus0,
    ];

    /// The stable name: `fide-classical`, or the control in club notation (minutes, then the
    /// bonus in seconds after `+`, `d` for a delay or `b` for Bronstein) such as `25+10`.
    pub const fn id(self) -> &'static str {
        match self {
            Preset::FideClassical => "fide-classical",
            Preset::Standard90Plus30 => "90+30",
            Preset::Standard90Bronstein30 => "90b30",
            Preset::Standard60Plus30 => "60+30",
            Preset::Rapid30Delay5 => "30d5",
            Preset::Rapid25Plus10 => "25+10",
            Preset::Rapid15Plus10 => "15+10",
            Preset::Rapid10Plus5 => "10+5",
            Preset::Blitz5Plus3 => "5+3",
            Preset::Blitz5Delay3 => "5d3",
            Preset::Blitz5Bronstein3 => "5b3",
            Preset::Blitz3Plus2 => "3+2",
            Preset::Blitz5Plus0 => "5+0",
        }
    }

    /// The preset with this [`id`](Preset::id).
    pub fn from_id(id: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.id() == id)
    }

    /// The control both players get.
    pub fn control(self) -> TimeControl {
        let sudden = |minutes: u64, seconds: u64| {
            vec![Period::rest(minutes * MINUTE).with_bonus(Bonus::Fischer(seconds * SECOND))]
        };
        let periods = match self {
            Preset::FideClassical => vec![
                Period::moves(40, 90 * MINUTE).with_bonus(Bonus::Fischer(30 * SECOND)),
                Period::rest(30 * MINUTE).with_bonus(Bonus::Fischer(30 * SECOND)),
            ],
            Preset::Standard90Plus30 => sudden(90, 30),
            Preset::Standard90Bronstein30 => vec![Period::rest(90 * MINUTE).with_bonus(Bonus::Bronstein(30 * SECOND))],
            Preset::Standard60Plus30 => sudden(60, 30),
            Preset::Rapid30Delay5 => vec![Period::rest(30 * MINUTE).with_bonus(Bonus::Delay(5 * SECOND))],
            Preset::Rapid25Plus10 => sudden(25, 10),
            Preset::Rapid15Plus10 => sudden(15, 10),
            Preset::Rapid10Plus5 => sudden(10, 5),
            Preset::Blitz5Plus3 => sudden(5, 3),
            Preset::Blitz5Delay3 => vec![Period::rest(5 * MINUTE).with_bonus(Bonus::Delay(3 * SECOND))],
            Preset::Blitz5Bronstein3 => vec![Period::rest(5 * MINUTE).with_bonus(Bonus::Bronstein(3 * SECOND))],
            Preset::Blitz3Plus2 => sudden(3, 2),
            Preset::Blitz5Plus0 => vec![Period::rest(5 * MINUTE)],
        };
        TimeControl::new(periods).expect("every preset is a valid control")
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::laws::{Category, RuleSet};

    #[test]
    fn every_preset_with_its_tag_and_category() {
        use Category::*;
        let table = [
            (Preset::FideClassical, "40/5400+30:1800+30", Standard),
            (Preset::Standard90Plus30, "5400+30", Standard),
            (Preset::Standard90Bronstein30, "5400b30", Standard),
            (Preset::Standard60Plus30, "3600+30", Standard),
            (Preset::Rapid30Delay5, "1800d5", Rapid),
            (Preset::Rapid25Plus10, "1500+10", Rapid),
            (Preset::Rapid15Plus10, "900+10", Rapid),
            (Preset::Rapid10Plus5, "600+5", Rapid),
            (Preset::Blitz5Plus3, "300+3", Blitz),
            (Preset::Blitz5Delay3, "300d3", Blitz),
            (Preset::Blitz5Bronstein3, "300b3", Blitz),
            (Preset::Blitz3Plus2, "180+2", Blitz),
            (Preset::Blitz5Plus0, "300", Blitz),
        ];
        assert_eq!(table.map(|row| row.0), Preset::ALL);
        for (preset, tag, category) in table {
            assert_eq!(preset.control().to_string(), tag, "{preset}");
            assert_eq!(preset.control().category(&RuleSet::FIDE_2023), category, "{preset}");
            assert_eq!(Preset::from_id(preset.id()), Some(preset));
            // The id is the control in club notation, but for the FIDE one, which has a name,
            // and 5+0, which has no increment at all (not one of 0 s).
            let club = match preset {
                Preset::FideClassical => "90/40+30+30",
                Preset::Blitz5Plus0 => "5",
                other => other.id(),
            };
            assert_eq!(crate::clock::club_text(&preset.control()), club, "{preset}");
            assert_eq!(crate::clock::read_control(club), Ok(preset.control()), "{preset}");
        }
        assert_eq!(Preset::from_id("4+2"), None);
    }
}
