//! Adjourned games (Guidelines I of the 2023 Laws; Appendix E in 2014; the guidelines on
//! adjourned games at the end of the 2008 Laws). Pure: no files, no clock of the system.
//!
//! The flow, as the table carries it out ([`crate::table::Table`]):
//! - the arbiter calls the adjournment; the player on move keeps thinking on their own clock
//!   and writes the sealed move, which is not played on the board (I.1.1; 8.1.2 allows writing
//!   a move before making it here). Until the envelope is sealed they may change it;
//! - sealing stops the clocks without starting the opponent's (I.1.1). A player who seals
//!   before the session's end is charged the time up to that end (I.1.2);
//! - the envelope carries the names, the position before the sealed move, the times, who
//!   sealed, the move number, a standing draw offer and where and when play resumes (I.2);
//! - at the resumption the position and the times of the adjournment are set up (I.5), the
//!   envelope is opened with the player who answers present (I.7), and the sealed move is
//!   played, that player's clock then running (I.9.1). A sealed move that is ambiguous, cannot
//!   be read or is illegal loses (I.8), except where Articles 5, 6.9 and 9.6 rule otherwise:
//!   against an opponent who could never checkmate it is a draw, as a flag fall or a
//!   resignation would be;
//! - a lost envelope: play goes on from the recorded position and times, and the player who
//!   sealed makes on the board the move they say they sealed (I.12.1).
//!
//! The editions (read in `laws-2023-ca.txt`, `laws-2014-pt.txt`, `laws-2008-gl.txt`,
//! `laws-2008-es.txt`) number the items differently ([`super::Article::numbered`]) and differ
//! in what the app leaves to the arbiter, so that one flow serves all three:
//! - the draw offer on the envelope: one still standing (2023, I.2.6), one made before the
//!   adjournment (2014 E.2.f, 2008 2f). The app writes the offer standing at the sealing;
//! - the exceptions to the loss for a bad sealed move: Articles 5, 6.9, 9.6, 9.7 (2023, I.8);
//!   5, 6.9, 9.6 (2014, E.8); 5, 6.10, 9.6 (2008, 8), 6.10 being that edition's flag rule.
//!   The app applies them as one rule in every edition: against an opponent who could never
//!   checkmate, a draw;
//! - arriving late at the resumption: the event's waiting time (2023 I.10, 2014 E.10), or one
//!   hour (2008, 10), and what a late sealer keeps. The app does not track who is present: the
//!   arbiter rules on a late arrival from the panel (`docs/adjourned.md`).

use shakmaty::{Chess, Move};

use shakmaty::Position;
use shakmaty::uci::UciMove;

use super::rules::Millis;
use crate::notation::{Lang, MoveError, Notation};

/// How a sealed move reads once the envelope is opened (I.8, I.9.1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SealedReading {
    /// A legal move, written so that only one move is meant: it is played (I.9.1).
    Legal(Move),
    /// More than one legal move fits what was written (I.8.1): these, in the order found.
    Ambiguous(Vec<Move>),
    /// What was written cannot be read as a move (I.8.2).
    Unreadable,
    /// The move is not legal in the position (I.8.3).
    Illegal,
}

impl SealedReading {
    /// The item of Guidelines I that rules on this reading: I.9.1 for a legal move, I.8.1,
    /// I.8.2 or I.8.3 otherwise.
    pub fn article(&self) -> super::Article {
        match self {
            SealedReading::Legal(_) => super::Article::SEALED_MOVE_PLAYED,
            SealedReading::Ambiguous(_) => super::Article::SEALED_MOVE_AMBIGUOUS,
            SealedReading::Unreadable => super::Article::SEALED_MOVE_UNREADABLE,
            SealedReading::Illegal => super::Article::SEALED_MOVE_ILLEGAL,
        }
    }

    /// Whether the arbiter may establish the move the text means, where the app could not:
    /// an ambiguous text, among the moves it fits (I.8.1), or one the app cannot read (I.8.2).
    /// An illegal move stays illegal (I.8.3), and a legal one is played as written (I.9.1).
    pub fn arbiter_may_establish(&self, m: Move) -> bool {
        match self {
            SealedReading::Ambiguous(fits) => fits.contains(&m),
            SealedReading::Unreadable => true,
            SealedReading::Legal(_) | SealedReading::Illegal => false,
        }
    }
}

/// Reads the sealed move `text` in the position before it (I.2.2), as an arbiter would: the
/// move stands if its true meaning can be established (I.8.2), and Appendix C.1 lets a player
/// write in their own language's letters.
///
/// - First in `lang`, the notation of the player who sealed (letters or figurines, long or
///   short form, a scoresheet's move number before it): if that reads the text as a move, it
///   decides: one legal move is played, several are ambiguous (I.8.1; a pawn reaching the last
///   rank without the new piece too), none is illegal (I.8.3).
/// - Else, more generously: the other languages' letters and English SAN, a pawn letter
///   (`Pe4`), a lower-case piece letter (`nf3`), UCI (`e7e8q`, `e1g1`). Exactly one legal move
///   fitting is the sealed move; several distinct ones are ambiguous; a text read as a move but
///   no legal one is illegal; a text no reading makes a move of is unreadable (I.8.2).
///
/// ```
/// use escaque::laws::adjourn::{read_sealed, SealedReading};
/// use escaque::notation::Lang;
/// let start = shakmaty::Chess::default();
/// assert!(matches!(read_sealed(&start, Lang::Gl, "Cf3"), SealedReading::Legal(_)));
/// // A Galician who writes the English letter, and a pawn with its letter: one move each.
/// assert!(matches!(read_sealed(&start, Lang::Gl, "Nf3"), SealedReading::Legal(_)));
/// assert!(matches!(read_sealed(&start, Lang::Es, "Pe4"), SealedReading::Legal(_)));
/// assert_eq!(read_sealed(&start, Lang::En, "e5"), SealedReading::Illegal);
/// assert_eq!(read_sealed(&start, Lang::En, "the knight"), SealedReading::Unreadable);
/// ```
pub fn read_sealed(position: &Chess, lang: Lang, text: &str) -> SealedReading {
    let text = without_move_number(text);
    // From-square and to-square (`f1-b5`, `f1b5`, `e1g1`): the piece standing there, whatever
    // it is, in every notation.
    if let Some(fits) = coordinates(position, text)
        && !fits.is_empty()
    {
        return decide(fits, true);
    }
    match reading(position, lang, text) {
        Read::Moves(fits) => return decide(fits, true),
        Read::NotAMove => {}
    }
    let mut fits: Vec<Move> = Vec::new();
    let mut read_as_a_move = false;
    let mut add = |found: Read| {
        if let Read::Moves(found) = found {
            read_as_a_move = true;
            for m in found {
                if !fits.contains(&m) {
                    fits.push(m);
                }
            }
        }
    };
    for variant in variants(text) {
        for other in Lang::ALL {
            add(reading(position, other, &variant));
        }
    }
    if let Ok(uci) = text.trim().parse::<UciMove>() {
        add(Read::Moves(uci.to_move(position).into_iter().collect()));
    }
    decide(fits, read_as_a_move)
}

/// What one reading of the text found.
enum Read {
    /// The text is a move in this notation; these legal moves fit it (none: illegal).
    Moves(Vec<Move>),
    /// The text is no move in this notation.
    NotAMove,
}

fn decide(mut fits: Vec<Move>, read_as_a_move: bool) -> SealedReading {
    match fits.len() {
        0 if read_as_a_move => SealedReading::Illegal,
        0 => SealedReading::Unreadable,
        1 => SealedReading::Legal(fits.remove(0)),
        _ => SealedReading::Ambiguous(fits),
    }
}

/// The text read in `lang`'s notation, and the legal moves it fits.
fn reading(position: &Chess, lang: Lang, text: &str) -> Read {
    let legal = position.legal_moves();
    match Notation::letters(lang).parse(position, text) {
        Ok(m) => Read::Moves(vec![m]),
        Err(MoveError::Ambiguous { role, to, from, .. }) => Read::Moves(
            legal
                .iter()
                .filter(|m| m.role() == role && m.to() == to && m.from().is_some_and(|f| from.contains(&f)))
                .copied()
                .collect(),
        ),
        Err(MoveError::PromotionMissing { to }) => {
            Read::Moves(legal.iter().filter(|m| m.is_promotion() && m.to() == to).copied().collect())
        }
        Err(
            MoveError::Empty
            | MoveError::Syntax { .. }
            | MoveError::UnknownLetter { .. }
            | MoveError::PawnLetter { .. },
        ) => Read::NotAMove,
        Err(_) => Read::Moves(Vec::new()),
    }
}

/// The legal moves from the first square written to the second (`f1-b5`, `f1xb5`, `e7e8D`,
/// `e7e8q`), if the text is written so; a pawn reaching the last rank without the new piece
/// fits each promotion.
fn coordinates(position: &Chess, text: &str) -> Option<Vec<Move>> {
    let t: Vec<char> = text
        .trim()
        .trim_end_matches(['+', '#', '!', '?'])
        .chars()
        .filter(|c| !matches!(c, '-' | 'x' | ':' | ' ' | '='))
        .collect();
    let square = |f: char, r: char| {
        Some(shakmaty::Square::from_coords(shakmaty::File::from_char(f)?, shakmaty::Rank::from_char(r)?))
    };
    let (from, to, rest) = match t.as_slice() {
        [a, b, c, d, rest @ ..] if rest.len() <= 1 => (square(*a, *b)?, square(*c, *d)?, rest.first().copied()),
        _ => return None,
    };
    let promotion = match rest {
        None => None,
        Some(c) => Some(crate::notation::figurine_role(c).or_else(|| {
            let upper = c.to_ascii_uppercase();
            Lang::ALL.into_iter().find_map(|l| Notation::role_of_letter(l, upper))
        })?),
    };
    let legal = position.legal_moves();
    let fits = legal.iter().filter(|m| {
        let from_ok = m.from() == Some(from);
        // Castling written as the king's two squares.
        let to_ok =
            m.to() == to || (m.is_castle() && m.castling_side().is_some_and(|s| s.king_to(position.turn()) == to));
        from_ok && to_ok && (promotion.is_none() || m.promotion() == promotion)
    });
    Some(fits.copied().collect())
}

/// A scoresheet's move number before the move, `3.`, `3...` or `3…`, taken off.
fn without_move_number(text: &str) -> &str {
    let t = text.trim();
    let digits = t.len() - t.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 {
        return t;
    }
    let rest = &t[digits..];
    let dots = rest.trim_start_matches(['.', '…']);
    if dots.len() == rest.len() { t } else { dots.trim_start() }
}

/// The text as written, without a pawn letter (`Pe4`), and with a lower-case piece letter
/// written as a capital (`nf3`): the forms a generous reader also tries.
fn variants(text: &str) -> Vec<String> {
    let t = text.trim();
    let mut out = vec![t.to_owned()];
    let mut chars = t.chars();
    let first = chars.next();
    let second = chars.clone().next();
    let is_file = |c: char| ('a'..='h').contains(&c);
    if matches!(first, Some('P' | 'p')) && second.is_some_and(|c| is_file(c) || c == 'x' || c == '-') {
        out.push(chars.as_str().trim_start_matches(['-']).to_owned());
    }
    if let Some(c) = first
        && c.is_ascii_lowercase()
        && !is_file(c)
        && c != 'x'
    {
        out.push(format!("{}{}", c.to_ascii_uppercase(), chars.as_str()));
    }
    out
}

/// The time left to the player who seals before the session's end: the time up to the end of
/// the session counts as used (I.1.2). `session_end` is the game time at which the session
/// ends; `None`, or a time already past, charges nothing more.
///
/// ```
/// use escaque::laws::adjourn::time_left_at_session_end;
/// // Sealed at 10 000 ms with 60 000 ms left; the session ends at 40 000 ms.
/// assert_eq!(time_left_at_session_end(60_000, 10_000, Some(40_000)), 30_000);
/// assert_eq!(time_left_at_session_end(60_000, 10_000, None), 60_000);
/// assert_eq!(time_left_at_session_end(20_000, 10_000, Some(40_000)), 0);
/// ```
pub fn time_left_at_session_end(remaining: Millis, sealed_at: Millis, session_end: Option<Millis>) -> Millis {
    let charged = session_end.map_or(0, |end| end.saturating_sub(sealed_at));
    remaining.saturating_sub(charged)
}

/// Why the table refuses a step of an adjournment, or a move while the game is adjourned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AdjournRefusal {
    /// The game is adjourned: nothing is played on the board until the envelope is opened at
    /// the resumption (I.5, I.9.1).
    Adjourned,
    /// The arbiter has not called an adjournment: there is no move to seal (I.1.1).
    NotCalled,
    /// The adjournment is already called, or the game already adjourned.
    AlreadyCalled,
    /// The envelope is already open: the arbiter rules on the sealed move (I.8, I.9.1).
    AlreadyOpened,
    /// No move has been sealed: there is no envelope to open (I.7).
    NotSealed,
    /// The sealed move was left blank: write the move before sealing the envelope (I.1.1).
    EmptySealedMove,
    /// Only the player on move seals the move (I.1.1).
    NotOnMove,
    /// A move was made and its clock not pressed: the press completes it (6.2.1), and only then
    /// does the opponent, whose clock then runs, seal (I.1.1).
    MoveNotCompleted,
    /// The arbiter may establish the sealed move's meaning only where the app could not read
    /// it, or among the moves an ambiguous one fits, and as a legal move (I.8).
    CannotEstablish,
}

impl AdjournRefusal {
    /// The item of Guidelines I the refusal applies.
    pub fn article(self) -> super::Article {
        match self {
            AdjournRefusal::Adjourned => super::Article::RESUMPTION,
            AdjournRefusal::NotSealed | AdjournRefusal::AlreadyOpened => super::Article::ENVELOPE_OPENED,
            AdjournRefusal::NotCalled
            | AdjournRefusal::AlreadyCalled
            | AdjournRefusal::EmptySealedMove
            | AdjournRefusal::NotOnMove
            | AdjournRefusal::MoveNotCompleted => super::Article::ADJOURNMENT,
            AdjournRefusal::CannotEstablish => super::Article::SEALED_MOVE_INVALID,
        }
    }
}

/// The adjournment of a game, once the arbiter has called it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Adjournment {
    /// When the arbiter called it (game time).
    pub called_at: Millis,
    /// When the session ends (game time), if the arbiter said: a player sealing earlier is
    /// charged the time up to it (I.1.2).
    pub session_end: Option<Millis>,
    /// The envelope, once sealed.
    pub sealed: Option<Sealed>,
}

/// A sealed envelope: what I.2 asks it to say, and the sealed move, which the table keeps to
/// itself until the envelope is opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sealed {
    /// The player who sealed (I.2.4).
    pub by: shakmaty::Color,
    /// When the clocks were stopped (game time).
    pub at: Millis,
    /// The number of the sealed move (I.2.5).
    pub move_number: u32,
    /// The times left on the clocks, White's and Black's, as set up at the resumption (I.5);
    /// the sealing player's already charged to the session's end (I.1.2).
    pub times: (Millis, Millis),
    /// The time each player used, White's and Black's: how long their clock ran, the sealing
    /// player's up to the session's end (I.1.2). What I.2.3 asks the envelope to state.
    pub used: (Millis, Millis),
    /// A draw offer standing, and by whom (I.2.6).
    pub offer: Option<shakmaty::Color>,
    /// The language whose notation the move is written in.
    pub lang: Lang,
    /// When and where play resumes, as the arbiter wrote it before sealing (I.2.7).
    pub resumption: String,
    /// Whether the envelope has been opened (I.7): the sealed move is then shown, with how it
    /// reads, until the arbiter rules on it (I.8, I.9.1).
    pub opened: bool,
    text: String,
}

impl Sealed {
    /// An envelope with the sealed move `text`, not yet opened; the clocks' times left and
    /// used, each White's then Black's.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        by: shakmaty::Color,
        at: Millis,
        move_number: u32,
        (times, used): ((Millis, Millis), (Millis, Millis)),
        offer: Option<shakmaty::Color>,
        lang: Lang,
        text: String,
        resumption: String,
    ) -> Sealed {
        Sealed { by, at, move_number, times, used, offer, lang, resumption, opened: false, text }
    }

    /// The sealed move as written: only for the envelope's file and for its opening, never for
    /// the screen before that (I.7).
    pub fn sealed_text(&self) -> &str {
        &self.text
    }

    /// The sealed move as written, once the envelope is opened (I.7): for the screen and for
    /// the player who asks how it was ruled on (11.9).
    pub fn opened_text(&self) -> Option<&str> {
        self.opened.then_some(self.text.as_str())
    }
}
