//! Touch-move (Articles 4.2 to 4.5): which moves the pieces touched so far leave open.
//!
//! In Chess960 (Guidelines II.3.2 of the 2023 Laws; Appendix F.3 b in 2014, F3 b in 2008,
//! which give the same four ways) castling may move both pieces, swap them, move the king
//! alone or move the rook alone. Escaque receives castling as one move, the king onto its own
//! rook (or the one piece it moves, read by [`super::chess960::castling_by_hand`]), after the
//! touches that led to it; what those touches allow is decided here:
//!
//! - king, then rook (4.4.1): castling on that side is due, however it is carried out; the
//!   king set down first on its castling square and the rook brought after it are the touches
//!   king, rook, then the castling move;
//! - the rook alone, where castling leaves the king where it is (king on g1, rook on h1): the
//!   rook is the only piece castling moves, so castling is a move of the touched rook and
//!   keeps 4.3.1;
//! - rook, then king (4.4.2): no castling on that side, whichever pieces it would move.

use shakmaty::{CastlingSide, Chess, Color, Move, MoveList, Piece, Position, Role, Square};

use super::article::Article;

/// A piece that the player on move touched with the intention of moving or capturing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Touched {
    /// The square the touched piece stands on.
    pub square: Square,
    /// The piece touched, with its colour.
    pub piece: Piece,
}

/// What the touched pieces oblige the player on move to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Obligation {
    /// Nothing touched: any legal move.
    Free,
    /// Pieces were touched but none of them can be moved or captured: any legal move (4.5).
    Released,
    /// The piece on this square must move (4.3.1).
    Move(Square),
    /// The opponent's piece on this square must be captured (4.3.2).
    Capture(Square),
    /// The first touched own piece must capture the first touched opponent's piece (4.3.3).
    CaptureWith {
        /// The square of the player's own piece that must capture.
        piece: Square,
        /// The square of the opponent's piece to be captured.
        target: Square,
    },
    /// The player must castle on this side (4.4.1).
    Castle(CastlingSide),
    /// Castling was intended but is illegal on that side: another king move (4.4.3).
    MoveKing,
}

/// The obligation in force and the legal moves that satisfy it.
#[derive(Clone, Debug)]
pub struct Binding {
    /// What the touched pieces oblige the player to do.
    pub obligation: Obligation,
    /// The Article that imposes the obligation; `None` while nothing is touched.
    pub article: Option<Article>,
    /// The legal moves the player may still make.
    pub moves: MoveList,
}

impl Binding {
    /// Whether `m` satisfies the obligation.
    pub fn permits(&self, m: &Move) -> bool {
        self.moves.contains(m)
    }
}

/// The rook a castling moves alone, if the king already stands on its castling square
/// (Chess960, Guidelines II.3.2.4): such a castling is a move of that rook.
fn rook_alone(m: &Move, us: Color) -> Option<Square> {
    match *m {
        Move::Castle { king, rook } if castling_side(king, rook).king_to(us) == king => Some(rook),
        _ => None,
    }
}

/// The square of the piece a move captures, if it captures (en passant included).
pub fn captured_square(m: &Move) -> Option<Square> {
    match *m {
        Move::Normal { capture: Some(_), to, .. } => Some(to),
        Move::EnPassant { from, to } => Some(Square::from_coords(to.file(), from.rank())),
        _ => None,
    }
}

fn castling_side(king: Square, rook: Square) -> CastlingSide {
    if rook.file() > king.file() { CastlingSide::KingSide } else { CastlingSide::QueenSide }
}

/// The binding that `touched` (in the order the pieces were touched) puts on the player on
/// move in `pos`.
///
/// ```
/// use escaque::laws::touch::{binding, Obligation, Touched};
/// use shakmaty::{Chess, Position, Square};
/// let pos = Chess::default();
/// let knight = Touched { square: Square::G1, piece: pos.board().piece_at(Square::G1).unwrap() };
/// let b = binding(&pos, &[knight]);
/// assert_eq!(b.obligation, Obligation::Move(Square::G1));
/// assert_eq!(b.moves.len(), 2); // Nf3 and Nh3
/// ```
pub fn binding(pos: &Chess, touched: &[Touched]) -> Binding {
    let mut legal = pos.legal_moves();
    if touched.is_empty() {
        return Binding { obligation: Obligation::Free, article: None, moves: legal };
    }
    let us = pos.turn();
    let own: Vec<Touched> = touched.iter().copied().filter(|t| t.piece.color == us).collect();
    let theirs: Vec<Touched> = touched.iter().copied().filter(|t| t.piece.color != us).collect();
    let rights = pos.castles().castling_rights() & pos.us();
    let is_castling_rook = |t: &Touched| t.piece.role == Role::Rook && rights.contains(t.square);

    // 4.4.2: a rook touched before the king cannot castle this move.
    let mut rook_then_king = false;
    if let Some(k) = own.iter().position(|t| t.piece.role == Role::King) {
        let barred: Vec<Square> = own[..k].iter().filter(|t| is_castling_rook(t)).map(|t| t.square).collect();
        if !barred.is_empty() {
            rook_then_king = true;
            legal.retain(|m| !matches!(*m, Move::Castle { rook, .. } if barred.contains(&rook)));
        }
    }

    // 4.4.1 and 4.4.3: king and then a rook that may castle, and nothing of the opponent's.
    if theirs.is_empty() && own.len() >= 2 && own[0].piece.role == Role::King && is_castling_rook(&own[1]) {
        let (king, rook) = (own[0].square, own[1].square);
        let castle = Move::Castle { king, rook };
        if legal.contains(&castle) {
            legal.retain(|m| *m == castle);
            return Binding {
                obligation: Obligation::Castle(castling_side(king, rook)),
                article: Some(Article::TOUCH_KING_THEN_ROOK),
                moves: legal,
            };
        }
        let mut king_moves = legal.clone();
        king_moves.retain(|m| m.from() == Some(king));
        return if king_moves.is_empty() {
            Binding { obligation: Obligation::Released, article: Some(Article::CASTLING_INTENT), moves: legal }
        } else {
            Binding { obligation: Obligation::MoveKing, article: Some(Article::CASTLING_INTENT), moves: king_moves }
        };
    }

    // A castling that moves the rook alone is a move of that rook (II.3.2.4); one the king
    // makes, alone or with the rook, is a move of the king (3.8.2).
    let moves_of = |sq: Square| {
        let mut ms = legal.clone();
        ms.retain(|m| m.from() == Some(sq) || rook_alone(m, us) == Some(sq));
        ms
    };
    let captures_of = |sq: Square| {
        let mut ms = legal.clone();
        ms.retain(|m| captured_square(m) == Some(sq));
        ms
    };

    let own_article = if rook_then_king { Article::TOUCH_ROOK_THEN_KING } else { Article::TOUCH_OWN_PIECE };
    if theirs.is_empty() {
        for t in &own {
            let ms = moves_of(t.square);
            if !ms.is_empty() {
                return Binding { obligation: Obligation::Move(t.square), article: Some(own_article), moves: ms };
            }
        }
    } else if own.is_empty() {
        for t in &theirs {
            let ms = captures_of(t.square);
            if !ms.is_empty() {
                return Binding {
                    obligation: Obligation::Capture(t.square),
                    article: Some(Article::TOUCH_OPPONENT_PIECE),
                    moves: ms,
                };
            }
        }
    } else {
        // 4.3.3: capture the first touched opponent's piece with the first touched own piece;
        // failing that, move or capture the first touched piece that can be.
        let (piece, target) = (own[0].square, theirs[0].square);
        let mut ms = moves_of(piece);
        ms.retain(|m| captured_square(m) == Some(target));
        if !ms.is_empty() {
            return Binding {
                obligation: Obligation::CaptureWith { piece, target },
                article: Some(Article::TOUCH_BOTH_COLOURS),
                moves: ms,
            };
        }
        for t in touched {
            let (ms, obligation) = if t.piece.color == us {
                (moves_of(t.square), Obligation::Move(t.square))
            } else {
                (captures_of(t.square), Obligation::Capture(t.square))
            };
            if !ms.is_empty() {
                return Binding { obligation, article: Some(Article::TOUCH_BOTH_COLOURS), moves: ms };
            }
        }
    }
    Binding { obligation: Obligation::Released, article: Some(Article::NOTHING_TOUCHED_CAN_MOVE), moves: legal }
}
