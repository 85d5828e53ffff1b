//! Guidelines II: the 960 start positions of Chess960, numbered as Scharnagl's scheme does,
//! and castling made by moving one piece alone (what touching allows is in [`super::touch`]).

use shakmaty::{CastlingSide, Chess, Move, Position, uci::UciMove};

/// How many start positions there are.
pub const POSITIONS: u16 = 960;

/// The number of the usual start position.
pub const STANDARD: u16 = 518;

/// The back rank of Chess960 position `n` (0 to 959), numbered as Scharnagl's scheme does
/// (518 is the usual position).
///
/// ```
/// assert_eq!(escaque::laws::chess960::back_rank(518), "RNBQKBNR");
/// assert_eq!(escaque::laws::chess960::back_rank(0), "BBQNNRKR");
/// ```
pub fn back_rank(n: u16) -> String {
    let mut rank = [' '; 8];
    let mut n = usize::from(n % 960);
    rank[(n % 4) * 2 + 1] = 'B';
    n /= 4;
    rank[(n % 4) * 2] = 'B';
    n /= 4;
    let place = |rank: &mut [char; 8], nth: usize, piece: char| {
        let file = (0..8).filter(|&f| rank[f] == ' ').nth(nth).expect("a free square");
        rank[file] = piece;
    };
    place(&mut rank, n % 6, 'Q');
    n /= 6;
    const KNIGHTS: [(usize, usize); 10] =
        [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)];
    let (a, b) = KNIGHTS[n];
    // Both indices count the five free squares: place the later knight first so that placing
    // it does not shift the earlier one's.
    place(&mut rank, b, 'N');
    place(&mut rank, a, 'N');
    for piece in ['R', 'K', 'R'] {
        place(&mut rank, 0, piece);
    }
    rank.iter().collect()
}

/// The FEN of Chess960 position `n`.
pub fn fen(n: u16) -> String {
    let back = back_rank(n);
    format!("{}/pppppppp/8/8/8/8/PPPPPPPP/{back} w KQkq - 0 1", back.to_lowercase())
}

/// The castling a hand makes by moving one piece alone (Guidelines II.3.2.3 and II.3.2.4; 2014
/// Appendix F.3 b, 2008 F3 b): in some Chess960 positions castling leaves the king, or the
/// rook, where it stands, and bringing the other piece to its castling square is the castling.
/// Such a move is never an ordinary legal one (the king would go two squares or more, the rook
/// would pass over its own king), so reading it as castling takes nothing away.
///
/// ```
/// use escaque::laws::chess960::castling_by_hand;
/// use shakmaty::{CastlingMode, Chess, Move, Square, fen::Fen, uci::UciMove};
/// let pos: Chess = "4k3/8/8/8/8/8/8/R5KR w AH - 0 1".parse::<Fen>().unwrap()
///     .into_position(CastlingMode::Chess960).unwrap();
/// let rook_to_f1: UciMove = "h1f1".parse().unwrap();
/// assert_eq!(castling_by_hand(&pos, &rook_to_f1), Some(Move::Castle { king: Square::G1, rook: Square::H1 }));
/// ```
pub fn castling_by_hand(pos: &Chess, uci: &UciMove) -> Option<Move> {
    let UciMove::Normal { from, to, promotion: None } = *uci else { return None };
    let us = pos.turn();
    pos.legal_moves().into_iter().find(|m| match *m {
        Move::Castle { king, rook } => {
            let side = if rook.file() > king.file() { CastlingSide::KingSide } else { CastlingSide::QueenSide };
            let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
            (from == rook && to == rook_to && king == king_to) || (from == king && to == king_to && rook == rook_to)
        }
        _ => false,
    })
}

/// The number of the Chess960 position `fen` starts from, if it is one.
///
/// ```
/// use escaque::laws::chess960;
/// assert_eq!(chess960::number(&chess960::fen(42)), Some(42));
/// assert_eq!(chess960::number("8/8/8/8/8/8/8/K6k w - - 0 1"), None);
/// ```
pub fn number(fen: &str) -> Option<u16> {
    (0..POSITIONS).find(|&n| self::fen(n) == fen)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_number_gives_a_legal_start() {
        let mut seen = std::collections::HashSet::new();
        for n in 0..POSITIONS {
            let rank = back_rank(n);
            assert!(seen.insert(rank.clone()), "{n} repeats {rank}");
            let position = fen(n).parse::<shakmaty::fen::Fen>().unwrap();
            position
                .into_position::<shakmaty::Chess>(shakmaty::CastlingMode::Chess960)
                .unwrap_or_else(|e| panic!("{n} {rank}: {e}"));
            let k = rank.find('K').unwrap();
            assert!(rank[..k].contains('R') && rank[k..].contains('R'), "{rank}: king between the rooks");
            let bishops: Vec<usize> = rank.match_indices('B').map(|(i, _)| i).collect();
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{rank}: bishops on both colours");
        }
        assert_eq!(seen.len(), usize::from(POSITIONS));
    }
}
