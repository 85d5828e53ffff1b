//! Reading a typed move in the player's notation.
//!
//! The text is read with the language's letters only: in Galician `R` is the king and `T` the
//! rook, in English `R` is the rook. Upper-case letters name pieces, lower-case ones files, so
//! `Bb4` is a bishop to b4 in English and Galician (and an unknown letter in Spanish, where the
//! bishop is `A`). The move is then looked up among the legal moves, not handed to a SAN
//! parser, so that the answer can say exactly what is wrong.

use shakmaty::attacks;
use shakmaty::san::San;
use shakmaty::{Bitboard, CastlingSide, Chess, Color, File, Move, Piece, Position, Rank, Role, Square};

use super::{Notation, figurine_role};

/// Why castling is not possible now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingBar {
    /// The king or that rook has moved (or is not there): the right is lost (3.8.2.1).
    NoRight,
    /// The king is in check (3.8.2.2).
    InCheck,
    /// A piece stands between the king and the rook (3.8.2.2).
    Blocked,
    /// The king would pass through or land on an attacked square (3.8.2.2).
    Attacked,
}

/// Why a typed move was not read as a legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// Nothing was typed.
    Empty,
    /// An upper-case letter that names no piece in this language.
    UnknownLetter {
        /// The letter typed.
        letter: char,
    },
    /// A letter for the pawn: pawns are written without one (C.4).
    PawnLetter {
        /// The letter typed.
        letter: char,
    },
    /// The text is not a move in algebraic notation.
    Syntax {
        /// What was typed, trimmed.
        text: String,
    },
    /// A pawn reaching the last rank needs the letter of the new piece (C.12).
    PromotionMissing {
        /// The square the pawn reaches.
        to: Square,
    },
    /// Only a pawn reaching the last rank can be promoted.
    NotAPromotion,
    /// A promotion to a king (or a pawn).
    BadPromotion {
        /// The piece asked for.
        role: Role,
    },
    /// The player has no such piece (where the move says it stands).
    NoSuchPiece {
        /// The kind of piece the move names.
        role: Role,
        /// The file the move says it stands on, if it says.
        file: Option<File>,
        /// The rank the move says it stands on, if it says.
        rank: Option<Rank>,
    },
    /// One of the player's own pieces stands on the destination.
    OwnPieceThere {
        /// The destination.
        to: Square,
    },
    /// No piece of that kind can reach the square, even ignoring check.
    CannotReach {
        /// The kind of piece the move names.
        role: Role,
        /// The destination.
        to: Square,
    },
    /// The move is written as a capture but there is nothing to capture there.
    NothingToCapture {
        /// The destination.
        to: Square,
    },
    /// The move is marked en passant but is not an en passant capture.
    NotEnPassant,
    /// The piece could go there, but the king is in check and the move does not parry it.
    StillInCheck {
        /// The kind of piece the move names.
        role: Role,
        /// The destination.
        to: Square,
    },
    /// The piece could go there, but that would expose the own king to check (a pin), or put
    /// the king itself on an attacked square.
    ExposesKing {
        /// The kind of piece the move names.
        role: Role,
        /// The destination.
        to: Square,
    },
    /// The king moved two squares: castling is written 0-0 or 0-0-0.
    CastleWithZeros {
        /// The side castling would be on.
        side: CastlingSide,
    },
    /// Castling that side is not possible now.
    Castling {
        /// The side asked for.
        side: CastlingSide,
        /// Why it is not possible.
        bar: CastlingBar,
    },
    /// More than one piece can make the move: where they stand, and how to write each.
    Ambiguous {
        /// The kind of piece the move names.
        role: Role,
        /// The destination.
        to: Square,
        /// The squares of the pieces that can make the move.
        from: Vec<Square>,
        /// Each of those moves written unambiguously in the player's notation, in the same order.
        options: Vec<String>,
    },
}

/// The move as read, before it is looked up.
struct Typed {
    role: Role,
    file: Option<File>,
    rank: Option<Rank>,
    /// `Some(true)` for `x` or `:`, `Some(false)` for `-`; `None` when nothing was written.
    capture: Option<bool>,
    to: Square,
    promotion: Option<Role>,
    en_passant: bool,
}

/// Removes `suffix` from the end of `s` (ASCII case-insensitive), with any spaces before it.
fn strip_suffix_ci<'a>(s: &'a str, suffix: &str) -> Option<&'a str> {
    let n = s.len().checked_sub(suffix.len())?;
    (s.is_char_boundary(n) && s[n..].eq_ignore_ascii_case(suffix)).then(|| s[..n].trim_end())
}

fn normalise(text: &str) -> String {
    text.trim()
        .chars()
        .map(|c| match c {
            '×' => 'x',
            '–' | '—' | '‐' => '-',
            'O' | 'o' => '0',
            c => c,
        })
        .collect()
}

pub(super) fn parse(notation: Notation, pos: &Chess, text: &str) -> Result<Move, MoveError> {
    match read(notation, text)? {
        Read::Castle(side) => castle(pos, side),
        Read::Typed(typed) => find(notation, pos, typed),
    }
}

/// A move as typed, in SAN, without looking at a position: what a hand does with it on a
/// wooden board is [`crate::laws::illegal::hand_move`]'s to find.
pub(super) fn san(notation: Notation, text: &str) -> Result<San, MoveError> {
    Ok(match read(notation, text)? {
        Read::Castle(side) => San::Castle(side),
        Read::Typed(Typed { role, file, rank, capture, to, promotion, .. }) => {
            // A pawn written from another file captures, `x` or not (`ed5`).
            let across = role == Role::Pawn && file.is_some_and(|f| f != to.file());
            San::Normal { role, file, rank, capture: capture.unwrap_or(across), to, promotion }
        }
    })
}

/// A move as read, before any position is looked at.
enum Read {
    Castle(CastlingSide),
    Typed(Typed),
}

fn read(notation: Notation, text: &str) -> Result<Read, MoveError> {
    let lang = notation.lang;
    let normal = normalise(text);
    let mut s = normal.as_str();
    // The draw offer's (=) and the annotation marks are not part of the move.
    if let Some(rest) = s.strip_suffix("(=)") {
        s = rest.trim_end();
    }
    s = s.trim_end_matches(['!', '?']);
    s = s.trim_end_matches(['+', '#', '‡']);
    let mut en_passant = false;
    for mark in ["e.p.", "a.p.", "e.p", "a.p", "ep", "ap"] {
        if let Some(rest) = strip_suffix_ci(s, mark) {
            s = rest;
            en_passant = true;
            break;
        }
    }
    s = s.trim_end_matches(['+', '#', '‡']).trim();
    if s.is_empty() {
        return Err(MoveError::Empty);
    }
    if let Some(side) = match s {
        "0-0" | "00" => Some(CastlingSide::KingSide),
        "0-0-0" | "000" => Some(CastlingSide::QueenSide),
        _ => None,
    } {
        return Ok(Read::Castle(side));
    }

    let chars: Vec<char> = s.chars().filter(|c| !c.is_whitespace()).collect();
    let piece_of = |c: char| -> Result<Option<Role>, MoveError> {
        if let Some(role) = figurine_role(c) {
            return if role == Role::Pawn { Ok(Some(Role::Pawn)) } else { Ok(Some(role)) };
        }
        if c.is_ascii_uppercase() {
            return match Notation::role_of_letter(lang, c) {
                Some(role) => Ok(Some(role)),
                None if c == 'P' => Err(MoveError::PawnLetter { letter: c }),
                None => Err(MoveError::UnknownLetter { letter: c }),
            };
        }
        Ok(None)
    };
    let mut rest = &chars[..];
    let role = match rest.first().copied().map(piece_of).transpose()?.flatten() {
        Some(role) => {
            rest = &rest[1..];
            role
        }
        None => Role::Pawn,
    };
    // The new piece, at the end: `d8D`, `d8=D`, `d8/D`, `d8♕`.
    let mut promotion = None;
    if let Some(&last) = rest.last()
        && let Some(p) = piece_of(last)?
    {
        promotion = Some(p);
        rest = &rest[..rest.len() - 1];
        if let Some('=' | '/') = rest.last() {
            rest = &rest[..rest.len() - 1];
        }
    }
    let syntax = || MoveError::Syntax { text: text.trim().to_owned() };
    // The destination square, then what stands before it.
    if rest.len() < 2 {
        return Err(syntax());
    }
    let (head, dest) = rest.split_at(rest.len() - 2);
    let to = match (File::from_char(dest[0]), Rank::from_char(dest[1])) {
        (Some(f), Some(r)) => Square::from_coords(f, r),
        _ => return Err(syntax()),
    };
    let (head, capture) = match head.last() {
        Some('x' | ':') => (&head[..head.len() - 1], Some(true)),
        Some('-') => (&head[..head.len() - 1], Some(false)),
        _ => (head, None),
    };
    let (file, rank) = match head {
        [] => (None, None),
        [c] => match (File::from_char(*c), Rank::from_char(*c)) {
            (Some(f), _) => (Some(f), None),
            (_, Some(r)) => (None, Some(r)),
            _ => return Err(syntax()),
        },
        [f, r] => match (File::from_char(*f), Rank::from_char(*r)) {
            (Some(f), Some(r)) => (Some(f), Some(r)),
            _ => return Err(syntax()),
        },
        _ => return Err(syntax()),
    };
    if let Some(p) = promotion
        && matches!(p, Role::King | Role::Pawn)
    {
        return Err(MoveError::BadPromotion { role: p });
    }
    Ok(Read::Typed(Typed { role, file, rank, capture, to, promotion, en_passant }))
}

fn castle(pos: &Chess, side: CastlingSide) -> Result<Move, MoveError> {
    if let Some(m) = pos.castling_moves(side).first() {
        return Ok(*m);
    }
    let us = pos.turn();
    let castles = pos.castles();
    let bar = if !castles.has(us, side) {
        CastlingBar::NoRight
    } else if pos.is_check() {
        CastlingBar::InCheck
    } else if (castles.path(us, side) & pos.board().occupied()).any() {
        CastlingBar::Blocked
    } else {
        CastlingBar::Attacked
    };
    Err(MoveError::Castling { side, bar })
}

fn mask(file: Option<File>, rank: Option<Rank>) -> Bitboard {
    let mut mask = Bitboard::FULL;
    if let Some(f) = file {
        mask &= Bitboard::from_file(f);
    }
    if let Some(r) = rank {
        mask &= Bitboard::from_rank(r);
    }
    mask
}

fn role_of(m: &Move) -> Role {
    m.role()
}

/// Whether the piece on `from` could go to `to` if check did not matter.
fn reaches(pos: &Chess, from: Square, to: Square, piece: Piece) -> bool {
    let board = pos.board();
    let occupied = board.occupied();
    if board.by_color(piece.color).contains(to) {
        return false;
    }
    if piece.role != Role::Pawn {
        return attacks::attacks(from, piece, occupied).contains(to);
    }
    let forward: i32 = if piece.color == Color::White { 1 } else { -1 };
    let rank_step = i32::from(u8::from(to.rank())) - i32::from(u8::from(from.rank()));
    let file_step = i32::from(u8::from(to.file())) - i32::from(u8::from(from.file()));
    let start_rank = if piece.color == Color::White { Rank::Second } else { Rank::Seventh };
    if file_step == 0 {
        let one = rank_step == forward && !occupied.contains(to);
        let two = rank_step == 2 * forward
            && from.rank() == start_rank
            && !occupied.contains(to)
            && (attacks::between(from, to) & occupied).is_empty();
        one || two
    } else {
        let diagonal = attacks::pawn_attacks(piece.color, from).contains(to);
        diagonal
            && (board.by_color(!piece.color).contains(to) || pos.ep_square(shakmaty::EnPassantMode::Legal) == Some(to))
    }
}

fn find(notation: Notation, pos: &Chess, typed: Typed) -> Result<Move, MoveError> {
    let us = pos.turn();
    let legal = pos.legal_moves();
    let from_mask = mask(typed.file, typed.rank);
    let mut candidates: Vec<Move> = legal
        .iter()
        .filter(|m| {
            role_of(m) == typed.role
                && m.to() == typed.to
                && !m.is_castle()
                && m.from().is_some_and(|f| from_mask.contains(f))
        })
        .copied()
        .collect();

    if candidates.is_empty() {
        return Err(diagnose(pos, &typed, from_mask));
    }
    let promotes = candidates.iter().any(|m| m.is_promotion());
    match typed.promotion {
        None if promotes => return Err(MoveError::PromotionMissing { to: typed.to }),
        Some(_) if !promotes => return Err(MoveError::NotAPromotion),
        Some(p) => candidates.retain(|m| m.promotion() == Some(p)),
        None => {}
    }
    if typed.capture == Some(true) && !candidates.iter().any(|m| m.is_capture()) {
        return Err(MoveError::NothingToCapture { to: typed.to });
    }
    if typed.en_passant && !candidates.iter().any(|m| m.is_en_passant()) {
        return Err(MoveError::NotEnPassant);
    }
    match candidates.as_slice() {
        [m] => Ok(*m),
        _ => {
            let from: Vec<Square> = candidates.iter().filter_map(|m| m.from()).collect();
            let options = candidates
                .iter()
                .map(|m| {
                    let san =
                        shakmaty::san::SanPlus { san: shakmaty::san::San::disambiguate(*m, &legal), suffix: None };
                    notation.write(&san, us, m.is_en_passant())
                })
                .collect();
            Err(MoveError::Ambiguous { role: typed.role, to: typed.to, from, options })
        }
    }
}

/// Why no legal move matches what was typed.
fn diagnose(pos: &Chess, typed: &Typed, from_mask: Bitboard) -> MoveError {
    let us = pos.turn();
    let piece = Piece { color: us, role: typed.role };
    if typed.role == Role::King && typed.to.rank() == us.backrank() {
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            let king_goes = side.king_to(us);
            if typed.to == king_goes
                && !pos.castling_moves(side).is_empty()
                && pos.board().king_of(us).is_some_and(|k| !attacks::king_attacks(k).contains(typed.to))
            {
                return MoveError::CastleWithZeros { side };
            }
        }
    }
    let ours = pos.board().by_piece(piece) & from_mask;
    if ours.is_empty() {
        return MoveError::NoSuchPiece { role: typed.role, file: typed.file, rank: typed.rank };
    }
    if pos.board().by_color(us).contains(typed.to) {
        return MoveError::OwnPieceThere { to: typed.to };
    }
    if ours.into_iter().any(|from| reaches(pos, from, typed.to, piece)) {
        return if pos.is_check() {
            MoveError::StillInCheck { role: typed.role, to: typed.to }
        } else {
            MoveError::ExposesKing { role: typed.role, to: typed.to }
        };
    }
    if typed.capture == Some(true) && !pos.board().occupied().contains(typed.to) {
        return MoveError::NothingToCapture { to: typed.to };
    }
    MoveError::CannotReach { role: typed.role, to: typed.to }
}
