//! Illegal moves on a board that behaves like a wooden one (Article 7.5): what a hand can do
//! to the pieces that the Laws do not allow, which Article it breaks, and what follows.
//!
//! When the players check their own moves, the board accepts a piece put anywhere it can
//! physically go: into check, castling through check, a knight moved like a bishop. The move
//! is completed by the press (7.5.1). This module says what the board looks like afterwards
//! ([`physical_move`]), what rule was broken ([`classify`]), and what the edition's
//! [`IllegalMoveRules`](super::rules::IllegalMoveRules) make of it ([`consequence`]).

use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, EnPassantMode, File, FromSetup, Move, Piece, Position, PositionError,
    Rank, Role, Setup, Square, attacks, san::San, uci::UciMove,
};

use super::article::Article;
use super::rules::{Category, Millis, RuleSet};

/// The rule an illegal move broke.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum IllegalKind {
    /// The piece does not move that way (3.2, 3.3, 3.4, 3.6, 3.7, 3.8.1).
    NotHowItMoves(#[serde(with = "role_name")] Role),
    /// A bishop, rook or queen jumped over a piece (3.5).
    Jumps,
    /// En passant, but not on the move right after the two-square advance (3.7.4.2).
    EnPassantTooLate,
    /// Castling with a king or rook that has moved (3.8.2.1).
    CastlingRightLost,
    /// Castling out of, through or into check, or with a piece in between (3.8.2).
    CastlingPrevented,
    /// The move puts or leaves the mover's own king in check (3.9.2).
    KingLeftInCheck,
    /// A pawn on the last rank with no new piece chosen (7.5.2): it becomes a queen (from 2014;
    /// in 2008 the move is taken back, 7.4.a).
    PromotionNotCompleted,
    /// The opponent's king taken off the board (1.4.1; 1.2 and 7.4.a in 2008), which a hand can
    /// do only where an illegal move left it attacked.
    KingCaptured,
    /// The clock pressed with no move made (7.5.3).
    PressWithoutMove,
    /// A move made with both hands (7.5.4), as the arbiter saw it.
    TwoHands,
    /// A move made from a board that was not a position of chess (after an illegal move no one
    /// claimed): the Laws judge the illegal move before it, not this one.
    FromIllegalPosition,
}

impl IllegalKind {
    /// The Article the move broke.
    pub fn article(self) -> Article {
        match self {
            IllegalKind::NotHowItMoves(role) => match role {
                Role::Bishop => Article::BISHOP_MOVE,
                Role::Rook => Article::ROOK_MOVE,
                Role::Queen => Article::QUEEN_MOVE,
                Role::Knight => Article::KNIGHT_MOVE,
                Role::Pawn => Article::PAWN_MOVE,
                Role::King => Article::KING_MOVE,
            },
            IllegalKind::Jumps => Article::NO_JUMPING,
            IllegalKind::EnPassantTooLate => Article::EN_PASSANT_AT_ONCE,
            IllegalKind::CastlingRightLost => Article::CASTLING_RIGHT_LOST,
            IllegalKind::CastlingPrevented => Article::CASTLING_PREVENTED,
            IllegalKind::KingLeftInCheck => Article::KING_LEFT_IN_CHECK,
            IllegalKind::PromotionNotCompleted => Article::PROMOTION_NOT_COMPLETED,
            IllegalKind::KingCaptured => Article::KING_NEVER_CAPTURED,
            IllegalKind::PressWithoutMove => Article::PRESS_WITHOUT_MOVE,
            IllegalKind::TwoHands => Article::TWO_HANDS,
            IllegalKind::FromIllegalPosition => Article::ILLEGAL_MOVE,
        }
    }

    /// The stable name used in files (`not-how-it-moves-knight`, `king-left-in-check`...).
    pub fn name(self) -> &'static str {
        match self {
            IllegalKind::NotHowItMoves(Role::Pawn) => "not-how-it-moves-pawn",
            IllegalKind::NotHowItMoves(Role::Knight) => "not-how-it-moves-knight",
            IllegalKind::NotHowItMoves(Role::Bishop) => "not-how-it-moves-bishop",
            IllegalKind::NotHowItMoves(Role::Rook) => "not-how-it-moves-rook",
            IllegalKind::NotHowItMoves(Role::Queen) => "not-how-it-moves-queen",
            IllegalKind::NotHowItMoves(Role::King) => "not-how-it-moves-king",
            IllegalKind::Jumps => "jumps",
            IllegalKind::EnPassantTooLate => "en-passant-too-late",
            IllegalKind::CastlingRightLost => "castling-right-lost",
            IllegalKind::CastlingPrevented => "castling-prevented",
            IllegalKind::KingLeftInCheck => "king-left-in-check",
            IllegalKind::PromotionNotCompleted => "promotion-not-completed",
            IllegalKind::KingCaptured => "king-captured",
            IllegalKind::PressWithoutMove => "press-without-move",
            IllegalKind::TwoHands => "two-hands",
            IllegalKind::FromIllegalPosition => "from-illegal-position",
        }
    }
}

display_as!(IllegalKind, name);

/// serde for a [`Role`] as its letter.
mod role_name {
    use shakmaty::Role;

    pub fn serialize<S: serde::Serializer>(role: &Role, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_char(role.upper_char())
    }

    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Role, D::Error> {
        let c: char = serde::Deserialize::deserialize(d)?;
        Role::from_char(c).ok_or_else(|| serde::de::Error::custom(format!("not a piece letter: {c}")))
    }
}

/// Why a hand cannot do what a move asks, even on a wooden board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAMove {
    /// No piece of the player on move stands on the square.
    NoOwnPiece(Square),
    /// The target square holds a piece of the mover's own colour (3.1), and it is not castling.
    OwnPieceThere(Square),
    /// A piece chosen for a pawn that does not reach the last rank, or for a piece that is not a
    /// pawn.
    NoPromotionHere,
    /// Castling would put the king or the rook on a square where a piece stands.
    SquareTaken(Square),
    /// Not a move of a piece from one square to another.
    NotOnTheBoard,
}

/// What a hand does to the pieces with `uci` on `setup`, whether the Laws allow it or not: the
/// move as the scoresheet can write it, and the board afterwards with the other side to move.
///
/// A king moved two squares along its back rank, or onto its own rook, castles physically: the
/// rook goes to the other side of the king. A pawn moved diagonally onto an empty square behind
/// an opponent's pawn takes it as en passant would.
///
/// ```
/// use escaque::laws::illegal::physical_move;
/// use shakmaty::{Setup, Square};
/// // g1 to e3 is no knight move, but a hand can make it.
/// let (mv, after) = physical_move(&Setup::default(), &"g1e3".parse().unwrap()).unwrap();
/// assert_eq!(mv.to(), Square::E3);
/// assert!(after.board.piece_at(Square::E3).is_some());
/// ```
pub fn physical_move(setup: &Setup, uci: &UciMove) -> Result<(Move, Setup), NotAMove> {
    let UciMove::Normal { from, to, promotion } = *uci else { return Err(NotAMove::NotOnTheBoard) };
    let mover = setup.turn;
    let board = &setup.board;
    let piece = board.piece_at(from).filter(|p| p.color == mover).ok_or(NotAMove::NoOwnPiece(from))?;
    if from == to {
        return Err(NotAMove::NotOnTheBoard);
    }
    let target = board.piece_at(to);
    let back_rank = mover.backrank();
    let mut after = setup.clone();
    after.ep_square = None;
    let castle_rook = match (piece.role, target) {
        (Role::King, Some(t))
            if t.color == mover && t.role == Role::Rook && from.rank() == back_rank && to.rank() == back_rank =>
        {
            Some(to)
        }
        (Role::King, None) if from.rank() == back_rank && to.rank() == back_rank && from.distance(to) == 2 => {
            outermost_rook(board, mover, from, to.file() > from.file())
        }
        _ => None,
    };
    if let Some(rook) = castle_rook {
        let (king_to, rook_to) = castled_squares(mover, rook.file() > from.file());
        if let Some(taken) = landing_taken(board, from, rook, mover) {
            return Err(NotAMove::SquareTaken(taken));
        }
        after.board.discard_piece_at(from);
        after.board.discard_piece_at(rook);
        after.board.set_piece_at(king_to, piece);
        after.board.set_piece_at(rook_to, Piece { color: mover, role: Role::Rook });
        after.castling_rights &= !Bitboard::from_rank(back_rank);
        finish(&mut after, false);
        return Ok((Move::Castle { king: from, rook }, after));
    }
    // A hand can take even the king off the board, where an illegal move left it attacked: an
    // illegal move the arbiter reinstates (1.4.1; 1.2 and 7.4.a in 2008).
    if target.is_some_and(|t| t.color == mover) {
        return Err(NotAMove::OwnPieceThere(to));
    }
    let last_rank = (!mover).backrank();
    if promotion.is_some() && (piece.role != Role::Pawn || to.rank() != last_rank) {
        return Err(NotAMove::NoPromotionHere);
    }
    // A pawn going diagonally onto an empty square takes the pawn beside it, as en passant.
    let beside = Square::from_coords(to.file(), from.rank());
    let en_passant = piece.role == Role::Pawn
        && target.is_none()
        && from.file() != to.file()
        && board.piece_at(beside) == Some(Piece { color: !mover, role: Role::Pawn });
    after.board.discard_piece_at(from);
    if en_passant {
        after.board.discard_piece_at(beside);
    }
    let placed = promotion.map_or(piece, |role| Piece { color: mover, role });
    after.board.set_piece_at(to, placed);
    after.castling_rights &= !(Bitboard::from(from) | Bitboard::from(to));
    if piece.role == Role::King {
        after.castling_rights &= !Bitboard::from_rank(back_rank);
    }
    if piece.role == Role::Pawn && from.file() == to.file() && from.distance(to) == 2 {
        after.ep_square =
            Some(Square::from_coords(from.file(), if mover == Color::White { Rank::Third } else { Rank::Sixth }));
    }
    finish(&mut after, piece.role == Role::Pawn || target.is_some() || en_passant);
    let mv = if en_passant {
        Move::EnPassant { from, to }
    } else {
        Move::Normal { role: piece.role, from, capture: target.map(|t| t.role), to, promotion }
    };
    Ok((mv, after))
}

/// The rook furthest out on one side of `king` on its back rank: the one castling that way
/// moves (Chess960 included).
fn outermost_rook(board: &Board, side: Color, king: Square, short: bool) -> Option<Square> {
    let rank = side.backrank();
    let rook = Piece { color: side, role: Role::Rook };
    let files: Vec<u32> =
        if short { (u32::from(king.file()) + 1..8).rev().collect() } else { (0..u32::from(king.file())).collect() };
    files.into_iter().map(|f| Square::from_coords(File::new(f), rank)).find(|&sq| board.piece_at(sq) == Some(rook))
}

/// Where king and rook stand once castled on that side: g and f, or c and d (3.8.2).
fn castled_squares(side: Color, short: bool) -> (Square, Square) {
    let rank = side.backrank();
    let (king, rook) = if short { (File::G, File::F) } else { (File::C, File::D) };
    (Square::from_coords(king, rank), Square::from_coords(rook, rank))
}

/// A square castling with `king` and `rook` would put one of them on while another piece
/// stands there (squares they leave do not count).
fn landing_taken(board: &Board, king: Square, rook: Square, side: Color) -> Option<Square> {
    let (king_to, rook_to) = castled_squares(side, rook.file() > king.file());
    [king_to, rook_to].into_iter().find(|&sq| sq != king && sq != rook && board.piece_at(sq).is_some())
}

fn finish(after: &mut Setup, zeroing: bool) {
    after.halfmoves = if zeroing { 0 } else { after.halfmoves.saturating_add(1) };
    if after.turn == Color::Black {
        after.fullmoves = after.fullmoves.saturating_add(1);
    }
    after.turn = !after.turn;
}

/// Why no move of a hand answers a written move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandMoveError {
    /// No piece of that kind, where it is written, can be put on that square (or castle).
    NoPiece,
    /// More than one piece could be the one meant.
    Ambiguous,
}

/// The move a hand makes for `san` on a wooden board, where `turn` is on move on `board`: the
/// piece of that kind (and on the file or rank written) that can reach the square, whether the
/// Laws allow the move or not. A piece whose square is written in full is taken at its word,
/// wherever it goes (a knight moved like a bishop: `Ng1e3`). Otherwise a piece that reaches the
/// square as it moves comes first, then one that would have to jump. Castling moves the king
/// onto the rook furthest out on that side, so that [`physical_move`] castles whatever the
/// rights; a pawn reaching the last rank with no piece written is a promotion not completed
/// (7.5.2).
///
pub fn hand_move(board: &Board, turn: Color, san: &San) -> Result<UciMove, HandMoveError> {
    match *san {
        San::Castle(side) => {
            let back = turn.backrank();
            let king = board.king_of(turn).filter(|k| k.rank() == back).ok_or(HandMoveError::NoPiece)?;
            let rook = outermost_rook(board, turn, king, side.is_king_side()).ok_or(HandMoveError::NoPiece)?;
            // A hand puts the king and the rook on their squares only if nothing else is there.
            if landing_taken(board, king, rook, turn).is_some() {
                return Err(HandMoveError::NoPiece);
            }
            Ok(UciMove::Normal { from: king, to: rook, promotion: None })
        }
        San::Normal { role, file, rank, capture, to, promotion } => {
            let ours = board.by_piece(Piece { color: turn, role });
            let written = ours
                .into_iter()
                .filter(|sq| file.is_none_or(|f| sq.file() == f) && rank.is_none_or(|r| sq.rank() == r) && *sq != to);
            let written: Vec<Square> = written.collect();
            let chosen: Vec<Square> = if file.is_some() && rank.is_some() {
                written
            } else {
                let reach = |through: bool| -> Vec<Square> {
                    written
                        .iter()
                        .copied()
                        .filter(|&from| reaches(board, turn, role, from, to, capture, through))
                        .collect()
                };
                let direct = reach(false);
                if direct.is_empty() { reach(true) } else { direct }
            };
            match chosen[..] {
                [from] => Ok(UciMove::Normal { from, to, promotion }),
                [] => Err(HandMoveError::NoPiece),
                _ => Err(HandMoveError::Ambiguous),
            }
        }
        San::Put { .. } | San::Null => Err(HandMoveError::NoPiece),
    }
}

/// Whether a `role` of `turn` on `from` goes to `to` as that piece moves (3.2 to 3.7); with
/// `through`, jumping over whatever stands between. A pawn goes diagonally only for a capture
/// written `x`, and straight ahead otherwise.
fn reaches(board: &Board, turn: Color, role: Role, from: Square, to: Square, capture: bool, through: bool) -> bool {
    let occupied = if through { Bitboard::EMPTY } else { board.occupied() };
    match role {
        Role::Pawn => {
            let forward: i32 = if turn == Color::White { 1 } else { -1 };
            let step = i32::from(to.rank()) - i32::from(from.rank());
            let files = (i32::from(to.file()) - i32::from(from.file())).abs();
            let start = if turn == Color::White { Rank::Second } else { Rank::Seventh };
            if capture {
                files == 1 && step == forward
            } else if files != 0 {
                false
            } else if step == forward {
                true
            } else if step == 2 * forward && from.rank() == start {
                let middle =
                    Square::from_coords(from.file(), if turn == Color::White { Rank::Third } else { Rank::Sixth });
                through || board.piece_at(middle).is_none()
            } else {
                false
            }
        }
        _ => attacks::attacks(from, Piece { color: turn, role }, occupied).contains(to),
    }
}

/// The position of chess the board makes, if it makes one; castling rights and an en passant
/// square that cannot stand are dropped. `Err` gives the board back: both kings in check, the
/// side not on move in check, a pawn on the first or last rank, a missing king.
pub fn position_of(setup: Setup, mode: CastlingMode) -> Result<Chess, Box<Setup>> {
    Chess::from_setup(setup.clone(), mode)
        .or_else(PositionError::ignore_invalid_castling_rights)
        .or_else(PositionError::ignore_invalid_ep_square)
        .or_else(PositionError::ignore_impossible_check)
        .or_else(PositionError::ignore_too_much_material)
        .map_err(|_| Box::new(setup))
}

/// The board as a [`Setup`], the side on move included.
pub fn setup_of(position: &Chess) -> Setup {
    position.to_setup(EnPassantMode::Legal)
}

/// Whether `side`'s king on `board` is attacked.
fn in_check(board: &Board, side: Color) -> bool {
    board.king_of(side).is_some_and(|k| board.attacks_to(k, !side, board.occupied()).any())
}

/// A board A.5.4 names: both kings in check, or a pawn on the last rank.
pub fn is_illegal_position(board: &Board) -> bool {
    let pawns_on_edge = board.pawns() & (Bitboard::from_rank(Rank::First) | Bitboard::from_rank(Rank::Eighth));
    pawns_on_edge.any() || (in_check(board, Color::White) && in_check(board, Color::Black))
}

/// Which rule `uci` breaks in `position`, a move that is not legal there (`uci.to_move` fails)
/// but that a hand can make ([`physical_move`] succeeds).
pub fn classify(position: &Chess, uci: &UciMove) -> IllegalKind {
    let UciMove::Normal { from, to, promotion } = *uci else { return IllegalKind::NotHowItMoves(Role::King) };
    let board = position.board();
    let Some(piece) = board.piece_at(from) else { return IllegalKind::NotHowItMoves(Role::Pawn) };
    let mover = piece.color;
    // A pawn on the last rank with no piece chosen, where the promotion itself is legal.
    if piece.role == Role::Pawn && promotion.is_none() && to.rank() == (!mover).backrank() {
        let with_queen = UciMove::Normal { from, to, promotion: Some(Role::Queen) };
        if with_queen.to_move(position).is_ok() {
            return IllegalKind::PromotionNotCompleted;
        }
    }
    let castling = piece.role == Role::King
        && from.rank() == mover.backrank()
        && to.rank() == mover.backrank()
        && (from.distance(to) == 2 || board.piece_at(to) == Some(Piece { color: mover, role: Role::Rook }));
    if castling {
        let short = to.file() > from.file();
        let side_rights = position.castles().castling_rights() & Bitboard::from_rank(mover.backrank());
        let has_right = side_rights.into_iter().any(|rook| (rook.file() > from.file()) == short);
        return if has_right { IllegalKind::CastlingPrevented } else { IllegalKind::CastlingRightLost };
    }
    let occupied = board.occupied();
    let geometry_ok = match piece.role {
        Role::Pawn => {
            let forward = if mover == Color::White { 1 } else { -1 };
            let step = i32::from(to.rank()) - i32::from(from.rank());
            let file_gap = (i32::from(to.file()) - i32::from(from.file())).abs();
            let start_rank = if mover == Color::White { Rank::Second } else { Rank::Seventh };
            let target = board.piece_at(to);
            if file_gap == 1 && step == forward {
                if target.is_none() {
                    // Diagonal onto an empty square: en passant, but not at once.
                    let beside = Square::from_coords(to.file(), from.rank());
                    if board.piece_at(beside) == Some(Piece { color: !mover, role: Role::Pawn }) {
                        return IllegalKind::EnPassantTooLate;
                    }
                    false
                } else {
                    true
                }
            } else if file_gap == 0 && target.is_none() && step == forward {
                true
            } else if file_gap == 0 && target.is_none() && step == 2 * forward && from.rank() == start_rank {
                let middle = Square::from_coords(from.file(), Rank::new((i32::from(from.rank()) + forward) as u32));
                if board.piece_at(middle).is_some() {
                    return IllegalKind::Jumps;
                }
                true
            } else {
                false
            }
        }
        Role::Knight | Role::King => attacks::attacks(from, piece, occupied).contains(to),
        Role::Bishop | Role::Rook | Role::Queen => {
            if attacks::attacks(from, piece, occupied).contains(to) {
                true
            } else if attacks::attacks(from, piece, Bitboard::EMPTY).contains(to) {
                return IllegalKind::Jumps;
            } else {
                false
            }
        }
    };
    if geometry_ok { IllegalKind::KingLeftInCheck } else { IllegalKind::NotHowItMoves(piece.role) }
}

/// What dealing with an illegal move means, as the edition, category and supervision say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Consequence {
    /// The position before it is reinstated and the opponent gets `ms` more (7.5.5, A.3).
    Penalty {
        /// Time for the opponent.
        ms: Millis,
        /// The Article that gives it.
        article: Article,
    },
    /// The offender loses, or draws if the opponent could never checkmate.
    Loses {
        /// The Article that decides it.
        article: Article,
    },
}

/// What the `count`th illegal move of the same player (1 for the first) costs, for a game of
/// `category` under `rules`, `supervised` or not (A.4, B.2: an arbiter for at most three games,
/// and every game recorded).
///
/// ```
/// use escaque::laws::illegal::{Consequence, consequence};
/// use escaque::laws::{Article, Category, RuleSet};
/// let first = consequence(&RuleSet::FIDE_2023, Category::Standard, false, 1);
/// assert_eq!(first, Consequence::Penalty { ms: 120_000, article: Article::ILLEGAL_MOVE_PENALTY });
/// let second = consequence(&RuleSet::FIDE_2023, Category::Standard, false, 2);
/// assert_eq!(second, Consequence::Loses { article: Article::ILLEGAL_MOVE_PENALTY });
/// // 2008: the third one loses.
/// let second_2008 = consequence(&RuleSet::FIDE_2008, Category::Standard, false, 2);
/// assert!(matches!(second_2008, Consequence::Penalty { .. }));
/// ```
pub fn consequence(rules: &RuleSet, category: Category, supervised: bool, count: u32) -> Consequence {
    let illegal = &rules.illegal_moves;
    if !supervised {
        let loses_at_once = match category {
            Category::Standard => None,
            Category::Rapid => illegal.unsupervised_rapid_loses,
            Category::Blitz => illegal.unsupervised_blitz_loses,
        };
        if let Some(article) = loses_at_once {
            return Consequence::Loses { article };
        }
    }
    if count >= illegal.loses_at {
        return Consequence::Loses { article: Article::ILLEGAL_MOVE_PENALTY };
    }
    let (ms, article) = match category {
        Category::Standard => (illegal.penalty[0], Article::ILLEGAL_MOVE_PENALTY),
        Category::Rapid => (illegal.penalty[1], Article::RAPID_PENALTY),
        Category::Blitz => (illegal.penalty[2], Article::RAPID_PENALTY),
    };
    let article = if ms == illegal.penalty[0] { Article::ILLEGAL_MOVE_PENALTY } else { article };
    Consequence::Penalty { ms, article }
}

/// Whether an illegal move can still be dealt with once the opponent has made their next move.
/// In standard chess, and wherever the Competition Rules apply, it can be found at any time
/// during the game (7.5.1); in rapid and blitz without adequate supervision it then stands
/// (A.5.2; A.4.b in 2014; A4c and B3c in 2008).
pub fn found_later(category: Category, supervised: bool) -> bool {
    category == Category::Standard || supervised
}
