//! Draws the players make (Article 9): when offers are allowed (9.1.1), and the two draws a
//! player may claim (9.2 threefold repetition, 9.3 fifty moves).

use serde::{Deserialize, Serialize};
use shakmaty::{Chess, Position};

use super::article::Article;
use super::outcome::Reason;

/// Whether and when draw offers are allowed (9.1.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum DrawOffers {
    /// At any time.
    #[default]
    Allowed,
    /// Only from this move of the game on (9.1.1): once both players have completed one move
    /// fewer. One count for the offer and its acceptance, so an offer allowed is one the
    /// opponent may accept.
    FromMove(u32),
    /// Never (without the arbiter's consent, which is outside the app).
    Never,
}

/// The draws a player on move may claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// The same position for at least the third time (9.2).
    Threefold,
    /// Fifty moves by each player without a pawn move or a capture (9.3).
    FiftyMoves,
}

impl Claim {
    /// The Article the claim is made under.
    pub fn article(self) -> Article {
        match self {
            Claim::Threefold => Article::THREEFOLD,
            Claim::FiftyMoves => Article::FIFTY_MOVES,
        }
    }

    /// Why the game ends when the claim is correct.
    pub fn reason(self) -> Reason {
        match self {
            Claim::Threefold => Reason::ThreefoldClaim,
            Claim::FiftyMoves => Reason::FiftyMovesClaim,
        }
    }

    /// Whether `pos`, reached for the `occurrences`-th time, makes the claim correct: the third
    /// occurrence (9.2.2) or fifty moves each without a pawn move or a capture (9.3).
    pub fn holds(self, pos: &Chess, occurrences: usize) -> bool {
        match self {
            Claim::Threefold => occurrences >= 3,
            Claim::FiftyMoves => pos.halfmoves() >= 100,
        }
    }
}
