//! What a person does at the board, as the core receives it.

use shakmaty::{Color, Square, uci::UciMove};

use super::rules::Millis;

/// Something a player (or the clock) did, at a moment of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// Milliseconds since the game started, from a monotonic clock. Never decreases.
    pub at: Millis,
    /// What happened.
    pub kind: EventKind,
}

impl Event {
    /// An event at `at` milliseconds after the start of the game.
    pub fn new(at: Millis, kind: EventKind) -> Event {
        Event { at, kind }
    }
}

/// The kinds of [`Event`].
///
/// Board actions (`Touch`, `Move`) belong to the player on move: the board is shared and only
/// the player on move may touch the pieces (4.3, 6.2.5). Everything else names its player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EventKind {
    /// The player on move touches the piece on `square` with the intention of moving or
    /// capturing it (4.3).
    Touch { square: Square },
    /// A player adjusts the piece on `square`, having said "j'adoube" first (4.2.1).
    Adjust { by: Color, square: Square },
    /// The player on move releases a piece: from a square to a square, with the piece chosen
    /// for a promotion. Castling is the king moved two squares or onto its own rook.
    Move { uci: UciMove },
    /// A player presses the clock (6.2.1).
    PressClock { by: Color },
    /// A player offers a draw (9.1.2.1).
    OfferDraw { by: Color },
    /// A player accepts the opponent's standing draw offer (5.2.3).
    AcceptDraw { by: Color },
    /// A player declines the opponent's standing draw offer.
    DeclineDraw { by: Color },
    /// The player on move claims a draw (9.2, 9.3), optionally with the move they intend to
    /// make, written down first and not played (9.2.1.1, 9.3.1).
    Claim { by: Color, claim: Claim, intended: Option<UciMove> },
    /// A player resigns (5.1.2).
    Resign { by: Color },
    /// The clock reports that `side`'s flag has fallen (6.1, 6.9).
    FlagFall { side: Color },
    /// Play stops and the result is left to an arbiter: a quickplay-finish claim by `by` with
    /// no arbiter present (Guidelines III.6), or a postponed one when a flag falls (III.5.2).
    Refer { by: Color, article: super::article::Article },
    /// The arbiter decides the game: a quickplay-finish claim granted (III.5.1), a postponed
    /// claim decided (III.5.2), or a referred one ruled on (III.6.2).
    Ruling { ending: super::outcome::Ending },
    /// The full analysis, which runs beside the game, proved the position after `plies` moves
    /// dead: the game ended there (5.2.2), even if play went on meanwhile.
    DeadPositionProven { plies: usize },
    /// The full analysis proved that `side` could never checkmate in the final position: a loss
    /// on time or by resignation against `side` becomes a draw (6.9, 5.1.2).
    CannotMateProven { side: Color },
}

/// The draws a player on move may claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Claim {
    /// The same position for at least the third time (9.2).
    Threefold,
    /// Fifty moves by each player without a pawn move or a capture (9.3).
    FiftyMoves,
}
