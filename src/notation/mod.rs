//! Algebraic notation as each translation of the Laws writes it (Appendix C): moves out, for the
//! screen and the printed scoresheet, and moves in, typed on the keyboard.
//!
//! | | king | queen | rook | bishop | knight | en passant |
//! |---|---|---|---|---|---|---|
//! | en | K | Q | R | B | N | `e.p.` |
//! | gl | R | D | T | B | C | `a.p.` |
//! | es | R | D | T | A | C | `a.p.` |
//! | pt | R | D | T | B | C | `e.p.` |
//! | ca | R | D | T | A | C | `a.p.` |
//!
//! In every language: pawns have no letter (C.4); a capture is marked `x` (C.9); castling is
//! `0-0` and `0-0-0` with zeros, as the Laws print it; promotion is the pawn's move followed at
//! once by the new piece's letter, `d8D` (C.12, no `=`); check `+` and checkmate `#`; the en
//! passant mark follows the move after a space, `exd6 a.p.`.
//!
//! Figurines (C.3 recommends them for print) replace the letters with the chess symbols of the
//! side that moves: ♔♕♖♗♘ for White, ♚♛♜♝♞ for Black, so that a column of the scoresheet reads
//! at a glance. The en passant mark stays the language's.
//!
//! PGN is not written here: it stays in English SAN whatever the language
//! ([`crate::record::export`]).

mod lang;
mod parse;

pub use parse::{CastlingBar, MoveError};

use shakmaty::san::{San, SanPlus, Suffix};
use shakmaty::{CastlingSide, Chess, Color, Move, Position, Role};

pub use lang::Lang;

/// How moves are written: the language's letters, or figurines.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Notation {
    /// The language whose letters (or, with figurines, whose en passant mark) are used.
    pub lang: Lang,
    /// Whether pieces are drawn as figurines instead of letters.
    pub figurines: bool,
}

/// The roles that have a letter, in the order the Laws list them (C.2).
pub const PIECES: [Role; 5] = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// The figurine of a piece: outlined for White, filled for Black.
pub fn figurine(role: Role, color: Color) -> char {
    let white = match role {
        Role::King => '♔',
        Role::Queen => '♕',
        Role::Rook => '♖',
        Role::Bishop => '♗',
        Role::Knight => '♘',
        Role::Pawn => '♙',
    };
    match color {
        Color::White => white,
        // The filled symbols are six code points further on.
        Color::Black => char::from_u32(u32::from(white) + 6).unwrap_or(white),
    }
}

/// The role of a figurine of either colour.
pub fn figurine_role(c: char) -> Option<Role> {
    let code = u32::from(c);
    let index = match code {
        0x2654..=0x2659 => code - 0x2654,
        0x265A..=0x265F => code - 0x265A,
        _ => return None,
    };
    Some([Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn][index as usize])
}

impl Notation {
    /// The language's letters.
    pub const fn letters(lang: Lang) -> Notation {
        Notation { lang, figurines: false }
    }

    /// Figurines, with the language's en passant mark.
    pub const fn figurines(lang: Lang) -> Notation {
        Notation { lang, figurines: true }
    }

    /// The letter of a piece in this language (C.2, C.3); pawns have none.
    pub const fn letter(lang: Lang, role: Role) -> Option<char> {
        Some(match (lang, role) {
            (_, Role::Pawn) => return None,
            (Lang::En, Role::King) => 'K',
            (Lang::En, Role::Queen) => 'Q',
            (Lang::En, Role::Rook) => 'R',
            (Lang::En, Role::Bishop) => 'B',
            (Lang::En, Role::Knight) => 'N',
            (_, Role::King) => 'R',
            (_, Role::Queen) => 'D',
            (_, Role::Rook) => 'T',
            (Lang::Es | Lang::Ca, Role::Bishop) => 'A',
            (_, Role::Bishop) => 'B',
            (_, Role::Knight) => 'C',
        })
    }

    /// The piece a letter stands for in this language.
    pub fn role_of_letter(lang: Lang, letter: char) -> Option<Role> {
        PIECES.into_iter().find(|&r| Notation::letter(lang, r) == Some(letter))
    }

    /// The language's letters in the order K Q R B N: `R D T A C` in Spanish.
    pub fn letter_list(lang: Lang) -> String {
        PIECES.iter().filter_map(|&r| Notation::letter(lang, r)).map(String::from).collect::<Vec<_>>().join(" ")
    }

    /// How this language marks an en passant capture (C.9).
    pub const fn en_passant_mark(lang: Lang) -> &'static str {
        match lang {
            Lang::En | Lang::Pt => "e.p.",
            Lang::Gl | Lang::Es | Lang::Ca => "a.p.",
        }
    }

    fn piece(self, role: Role, color: Color) -> Option<char> {
        if role == Role::Pawn {
            None
        } else if self.figurines {
            Some(figurine(role, color))
        } else {
            Notation::letter(self.lang, role)
        }
    }

    /// `san` (a move of `mover`) written in this notation. `en_passant` adds the mark.
    pub fn write(self, san: &SanPlus, mover: Color, en_passant: bool) -> String {
        let mut out = String::new();
        match san.san {
            San::Normal { role, file, rank, capture, to, promotion } => {
                out.extend(self.piece(role, mover));
                out.extend(file.map(|f| f.char()));
                out.extend(rank.map(|r| r.char()));
                if capture {
                    out.push('x');
                }
                out.push_str(&to.to_string());
                out.extend(promotion.and_then(|p| self.piece(p, mover)));
                if en_passant {
                    out.push(' ');
                    out.push_str(Notation::en_passant_mark(self.lang));
                }
            }
            San::Castle(CastlingSide::KingSide) => out.push_str("0-0"),
            San::Castle(CastlingSide::QueenSide) => out.push_str("0-0-0"),
            San::Put { role, to } => {
                out.extend(self.piece(role, mover));
                out.push('@');
                out.push_str(&to.to_string());
            }
            San::Null => out.push_str("--"),
        }
        match san.suffix {
            Some(Suffix::Check) => out.push('+'),
            Some(Suffix::Checkmate) => out.push('#'),
            None => {}
        }
        out
    }

    /// The legal move `m` in `pos`, written in this notation (with check and mate).
    pub fn format(self, pos: &Chess, m: Move) -> String {
        let san = SanPlus::from_move(pos.clone(), m);
        self.write(&san, pos.turn(), m.is_en_passant())
    }

    /// A move of the game's record, in SAN as made by `by`, written in this notation.
    pub fn recorded(self, san: &SanPlus, by: Color, en_passant: bool) -> String {
        self.write(san, by, en_passant)
    }

    /// Reads a move typed in this language's notation (letters or figurines, long or short
    /// form, with or without `x`, `+`, `#` and the en passant mark) and finds it among the
    /// legal moves of `pos`, or says exactly why it cannot.
    pub fn parse(self, pos: &Chess, text: &str) -> Result<Move, MoveError> {
        parse::parse(self, pos, text)
    }

    /// Reads a move typed in this language's notation as SAN, without looking at any position:
    /// on a board that behaves like a wooden one the move need not be legal (Article 7.5).
    ///
    /// ```
    /// use escaque::notation::{Lang, Notation};
    /// let san = Notation::letters(Lang::Gl).read_san("Cg1e3").unwrap();
    /// assert_eq!(san.to_string(), "Ng1e3");
    /// ```
    pub fn read_san(self, text: &str) -> Result<San, MoveError> {
        parse::san(self, text)
    }
}
