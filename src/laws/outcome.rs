//! How a game ended, kept apart from whether play goes on ([`super::status::Status`]):
//! [`Ending`] says who won, why, and under which Article.

use shakmaty::Color;

use super::article::Article;

/// The points one player scores in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Points {
    /// 0.
    Zero,
    /// ½.
    Half,
    /// 1.
    One,
}

impl Points {
    /// `0`, `1/2` or `1`, as PGN writes a score.
    pub fn pgn(self) -> &'static str {
        match self {
            Points::Zero => "0",
            Points::Half => "1/2",
            Points::One => "1",
        }
    }

    /// The points written `0`, `1/2` (or `½`) or `1`.
    pub fn parse(text: &str) -> Option<Points> {
        match text {
            "0" => Some(Points::Zero),
            "1/2" | "½" => Some(Points::Half),
            "1" => Some(Points::One),
            _ => None,
        }
    }
}

/// What each player scores, as an arbiter may decide it: besides 1-0, 0-1 and ½-½, scores such
/// as 0-0 (11.8) or ½-0 (12.9.4, 12.9.5).
///
/// ```
/// use escaque::laws::{GameResult, Points, Score};
/// let score = Score { white: Points::Half, black: Points::Zero };
/// assert_eq!(score.to_string(), "1/2-0");
/// assert_eq!(GameResult::from(score).pgn(), "*"); // PGN's Result tag cannot hold it
/// assert_eq!("0-1/2".parse::<Score>().unwrap(), Score { white: Points::Zero, black: Points::Half });
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Score {
    /// White's points.
    pub white: Points,
    /// Black's points.
    pub black: Points,
}

impl Score {
    /// `side`'s points.
    pub fn of(self, side: Color) -> Points {
        match side {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// A score giving `side` these points and the opponent those.
    pub fn with(side: Color, points: Points, opponent: Points) -> Score {
        match side {
            Color::White => Score { white: points, black: opponent },
            Color::Black => Score { white: opponent, black: points },
        }
    }
}

impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.white.pgn(), self.black.pgn())
    }
}

/// A score that is not written `W-B` with each of `0`, `1/2`, `1`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotAScore(pub String);

impl std::fmt::Display for NotAScore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "not a score: {:?} (write it like 1/2-0)", self.0)
    }
}

impl std::str::FromStr for Score {
    type Err = NotAScore;
    fn from_str(text: &str) -> Result<Score, NotAScore> {
        let bad = || NotAScore(text.to_owned());
        let (white, black) = text.trim().split_once('-').ok_or_else(bad)?;
        Ok(Score { white: Points::parse(white).ok_or_else(bad)?, black: Points::parse(black).ok_or_else(bad)? })
    }
}

/// The result as the scoresheet writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// One side won.
    Win(Color),
    /// A draw.
    Draw,
    /// A score only an arbiter gives, other than 1-0, 0-1 and ½-½ (11.8, 12.9.4, 12.9.5).
    Scored(Score),
    /// No result: the game was annulled (7.2.1, 7.2.3).
    Annulled,
}

impl GameResult {
    /// `1-0`, `0-1` or `1/2-1/2`, as PGN writes it; `*` for a score PGN's `Result` tag cannot
    /// hold and for an annulled game (the exact score goes in the `EscaqueScore` tag).
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::Win(Color::White) => "1-0",
            GameResult::Win(Color::Black) => "0-1",
            GameResult::Draw => "1/2-1/2",
            GameResult::Scored(_) | GameResult::Annulled => "*",
        }
    }

    /// What each player scores; `None` for an annulled game.
    pub fn score(self) -> Option<Score> {
        Some(match self {
            GameResult::Win(side) => Score::with(side, Points::One, Points::Zero),
            GameResult::Draw => Score { white: Points::Half, black: Points::Half },
            GameResult::Scored(score) => score,
            GameResult::Annulled => return None,
        })
    }
}

impl From<Score> for GameResult {
    /// The one way each score is kept: 1-0, 0-1 and ½-½ as wins and draws.
    fn from(score: Score) -> GameResult {
        match (score.white, score.black) {
            (Points::One, Points::Zero) => GameResult::Win(Color::White),
            (Points::Zero, Points::One) => GameResult::Win(Color::Black),
            (Points::Half, Points::Half) => GameResult::Draw,
            _ => GameResult::Scored(score),
        }
    }
}

display_as!(GameResult, pgn);

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    /// 5.1.1.
    Checkmate,
    /// 5.2.1.
    Stalemate,
    /// Neither side could checkmate by any series of legal moves (5.2.2).
    DeadPosition,
    /// The same position for the fifth time (9.6.1).
    FivefoldRepetition,
    /// 75 moves each without a pawn move or a capture (9.6.2).
    SeventyFiveMoves,
    /// 5.1.2.
    Resignation,
    /// A resignation against an opponent who could never checkmate: a draw (5.1.2).
    ResignationVsUnwinnable,
    /// A flag fell (6.9).
    TimeForfeit,
    /// A flag fell but the opponent could never checkmate: a draw (6.9).
    TimeoutVsUnwinnable,
    /// A correct claim of threefold repetition (9.2).
    ThreefoldClaim,
    /// A correct claim of fifty moves (9.3).
    FiftyMovesClaim,
    /// 5.2.3.
    Agreement,
    /// A draw claimed in a quickplay finish, granted by the arbiter (Guidelines III.5, III.6).
    QuickplayFinish,
    /// The arbiter decided the result: a quickplay-finish claim not upheld (Guidelines III.6.2),
    /// a player absent (6.7.1), a device (11.3.2.2), a persistent refusal (11.7), a penalty
    /// (12.9.4 to 12.9.6).
    ArbiterDecision,
    /// Both players lost (11.8).
    BothLose,
    /// An illegal move lost the game (7.5.5; A.4.b in 2014, B3c in 2008).
    IllegalMove,
    /// An illegal move that would lose, against an opponent who could never checkmate: a draw.
    IllegalMoveVsUnwinnable,
    /// Both kings in check, or a pawn on the last rank, still on the board after the next move
    /// (A.5.4): a draw.
    IllegalPosition,
    /// The game was annulled, to be played again (7.2.1, 7.2.3).
    Annulled,
    /// The sealed move of an adjourned game was ambiguous, unreadable or illegal: its writer
    /// loses (Guidelines I.8).
    SealedMove,
    /// A sealed move that would lose (I.8), against an opponent who could never checkmate: a
    /// draw, as Articles 5 and 6.9 rule (the exceptions I.8 names).
    SealedMoveVsUnwinnable,
    /// The players, both confirming, stopped the game: no result. No Article provides for it
    /// (the Laws end a game only as Article 5 says, or by the arbiter); a club's training game
    /// with a wrong setup, or one that cannot go on, is stopped so and recorded as such.
    Abandoned,
}

impl Reason {
    /// The stable name used by the headless commands (`reason=...`).
    pub fn name(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::DeadPosition => "dead-position",
            Reason::FivefoldRepetition => "fivefold-repetition",
            Reason::SeventyFiveMoves => "seventy-five-moves",
            Reason::Resignation => "resignation",
            Reason::ResignationVsUnwinnable => "resignation-vs-unwinnable",
            Reason::TimeForfeit => "time-forfeit",
            Reason::TimeoutVsUnwinnable => "timeout-vs-unwinnable",
            Reason::ThreefoldClaim => "threefold-claim",
            Reason::FiftyMovesClaim => "fifty-moves-claim",
            Reason::Agreement => "agreement",
            Reason::QuickplayFinish => "quickplay-finish",
            Reason::ArbiterDecision => "arbiter-decision",
            Reason::BothLose => "both-lose",
            Reason::IllegalMove => "illegal-move",
            Reason::IllegalMoveVsUnwinnable => "illegal-move-vs-unwinnable",
            Reason::SealedMove => "sealed-move",
            Reason::SealedMoveVsUnwinnable => "sealed-move-vs-unwinnable",
            Reason::IllegalPosition => "illegal-position",
            Reason::Annulled => "annulled",
            Reason::Abandoned => "abandoned",
        }
    }
}

display_as!(Reason, name);

/// How a game ended: the result, the reason, and the Article that decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ending {
    /// Who won, or a draw.
    pub result: GameResult,
    /// Why.
    pub reason: Reason,
    /// The Article that decided it.
    pub article: Article,
}

