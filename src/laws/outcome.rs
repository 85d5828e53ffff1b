//! How a game stands and how it ended, kept apart: [`Status`] says whether play goes on,
//! [`Ending`] says who won, why, and under which Article.

use std::fmt;

use shakmaty::Color;

use super::article::Article;

/// The result as the scoresheet writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// One side won.
    Win(Color),
    /// A draw.
    Draw,
}

impl GameResult {
    /// `1-0`, `0-1` or `1/2-1/2`, as PGN writes it.
    pub fn pgn(self) -> &'static str {
        match self {
            GameResult::Win(Color::White) => "1-0",
            GameResult::Win(Color::Black) => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.pgn())
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reason {
    Checkmate,
    Stalemate,
    DeadPosition,
    FivefoldRepetition,
    SeventyFiveMoves,
    Resignation,
    /// A resignation against an opponent who could never checkmate: a draw (5.1.2).
    ResignationVsUnwinnable,
    TimeForfeit,
    /// A flag fell but the opponent could never checkmate: a draw (6.9).
    TimeoutVsUnwinnable,
    ThreefoldClaim,
    FiftyMovesClaim,
    Agreement,
    /// A draw claimed in a quickplay finish, granted by the arbiter (Guidelines III.5, III.6).
    QuickplayFinish,
    /// A quickplay-finish claim the designated arbiter did not uphold (Guidelines III.6.2).
    ArbiterDecision,
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
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How a game ended: the result, the reason, and the Article that decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ending {
    pub result: GameResult,
    pub reason: Reason,
    pub article: Article,
}

/// Whether play goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    Ongoing,
    /// Play has stopped and the result waits for an arbiter's ruling: a quickplay-finish claim
    /// made with no arbiter present (Guidelines III.6), or one postponed until a flag fell
    /// (III.5.2). `by` is the claimant.
    Referred {
        by: Color,
        article: Article,
    },
    Ended(Ending),
}

impl Status {
    /// The ending, once there is one.
    pub fn ending(self) -> Option<Ending> {
        match self {
            Status::Ongoing | Status::Referred { .. } => None,
            Status::Ended(e) => Some(e),
        }
    }
}
