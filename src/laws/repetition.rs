//! When two positions are "the same" (Article 9.2.2).

use shakmaty::{Bitboard, Board, Chess, Color, EnPassantMode, Position, Square};

/// Everything that makes two positions the same for Article 9.2.2: the same player on move,
/// the same pieces on the same squares, and the same possible moves, which adds the castling
/// rights (9.2.2.2: a right lost makes a different position, even where castling was not yet
/// possible) and an en passant capture that is actually legal (9.2.2.1).
///
/// The key is the position itself, compared exactly: no hash stands in for it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PositionKey {
    board: Board,
    turn: Color,
    castling_rights: Bitboard,
    en_passant: Option<Square>,
}

impl PositionKey {
    /// The key of a position.
    pub fn of(pos: &Chess) -> PositionKey {
        PositionKey {
            board: pos.board().clone(),
            turn: pos.turn(),
            castling_rights: pos.castles().castling_rights(),
            en_passant: pos.ep_square(EnPassantMode::Legal),
        }
    }
}
