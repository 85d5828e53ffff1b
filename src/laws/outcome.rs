//! How a game stands and how it ended, kept apart: [`Status`] says whether play goes on,
//! [`Ending`] says who won, why, and under which Article.

use shakmaty::Color;

use super::article::Article;
use super::quickplay::Pending;

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

/// Whether play goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Play goes on.
    Ongoing,
    /// Play has stopped until the arbiter rules on a request or claim of the quickplay finish
    /// (Guidelines III): the one state of "waiting for the arbiter".
    AwaitingArbiter(Pending),
    /// The game is over.
    Ended(Ending),
}

impl Status {
    /// The ending, once there is one.
    pub fn ending(self) -> Option<Ending> {
        match self {
            Status::Ongoing | Status::AwaitingArbiter(_) => None,
            Status::Ended(e) => Some(e),
        }
    }
}
