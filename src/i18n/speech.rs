//! What is said aloud to a player who cannot see the board (Appendix D, issue 16): the text of
//! each announcement, in the player's language. Pure: no speech engine, no window, no clock of
//! the machine; whatever speaks the text (a screen reader, a speech engine) comes later.
//!
//! Appendix D.2.1 suggests saying the files by phonetic names rather than by letters; each
//! language's `speech-file-*` messages hold the names its own translation of the Laws gives
//! (`locales/*/escaque.ftl` names the source). Ranks are said as numbers, pieces by the
//! language's own words. A move is said piece, from-square, to-square, with the language's
//! word for a capture; then, each after a comma, the promotion with its piece and the check or
//! mate. D.2.6.1 lets the player ask for the time and the number of moves: [`announce_clock`].
//! Keyboard play is heard square by square with the same phonetic names: [`announce_square`],
//! [`announce_picked_up`], [`announce_put_back`]. The wording per language is in
//! `docs/speech.md`.
//!
//! ```
//! use escaque::i18n::{Lang, Tr, speech};
//! use shakmaty::{Chess, Move, Role, Square};
//! let m = Move::Normal { role: Role::Knight, from: Square::G1, capture: None, to: Square::F3, promotion: None };
//! assert_eq!(speech::announce_move(Tr::new(Lang::En), &Chess::default(), &m), "Knight Gustav 1 to Felix 3");
//! ```

use shakmaty::{CastlingSide, Chess, Color, Move, Piece, Position, Role, Square};

use super::describe::piece_arg;
use super::{Tr, args, side};
use crate::clock::{HOUR, Hms, MINUTE, SECOND};
use crate::laws::Millis;

/// A file's phonetic name (D.2.1): `Anna` for the a-file, in English.
fn file_name(tr: Tr, sq: Square) -> String {
    let id = format!("speech-file-{}", sq.file().char());
    tr.t(&id)
}

/// A square as said aloud: the file's phonetic name and the rank's number, `Gustav 1`.
pub fn square(tr: Tr, sq: Square) -> String {
    let rank = u32::from(sq.rank()) + 1;
    tr.t_args("speech-square", &args([("file", file_name(tr, sq).into()), ("rank", rank.into())]))
}

/// A piece's word in the language, in lower case: `knight`, `cavall`.
pub fn piece(tr: Tr, role: Role) -> String {
    let key = match role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    };
    tr.t_args("speech-piece", &args([("piece", key.into())]))
}

/// The first letter in upper case: an announcement is said as a sentence.
fn sentence(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// A move `m` made from `position_before`, as announced (D.2.1): `Knight Gustav 1 to Felix 3`,
/// `Pawn Eva 4 takes David 5`, `Castles short`, `Pawn Anna 7 to Anna 8, promotes to queen,
/// check`. `m` must be legal in `position_before`; whether it checks or mates is found by
/// playing it.
pub fn announce_move(tr: Tr, position_before: &Chess, m: &Move) -> String {
    let mover = |role, from, to, id: &str| {
        tr.t_args(
            id,
            &args([("name", piece(tr, role).into()), ("from", square(tr, from).into()), ("to", square(tr, to).into())]),
        )
    };
    let mut parts = Vec::with_capacity(3);
    match *m {
        Move::Castle { .. } => {
            let wing = match m.castling_side() {
                Some(CastlingSide::KingSide) => "kingside",
                _ => "queenside",
            };
            parts.push(tr.t_args("speech-castle", &args([("wing", wing.into())])));
        }
        Move::EnPassant { from, to } => parts.push(mover(Role::Pawn, from, to, "speech-en-passant")),
        Move::Normal { role, from, capture, to, promotion } => {
            let id = if capture.is_some() { "speech-capture" } else { "speech-move" };
            parts.push(mover(role, from, to, id));
            if let Some(promoted) = promotion {
                parts.push(tr.t_args("speech-promotion", &args([("name", piece(tr, promoted).into())])));
            }
        }
        // A drop (Crazyhouse) never happens in chess: say the piece and its square.
        Move::Put { role, to } => parts.push(format!("{} {}", piece(tr, role), square(tr, to))),
    }
    let mut after = position_before.clone();
    after.play_unchecked(*m);
    if after.is_checkmate() {
        parts.push(tr.t("speech-checkmate"));
    } else if after.is_check() {
        parts.push(tr.t("speech-check"));
    }
    sentence(parts.join(", "))
}

/// A time as said aloud, in whole seconds rounded up as the clock face shows them (so that
/// zero is only ever said once the flag has fallen): `1 hour, 5 minutes and 3 seconds`. Parts
/// that are zero are left out; a time of zero is `0 seconds`.
pub fn time(tr: Tr, remaining: Millis) -> String {
    let shown = Hms(remaining).shown().0;
    let (h, m, s) = (shown / HOUR, shown / MINUTE % 60, shown / SECOND % 60);
    let count = |id: &str, n: Millis| tr.t_args(id, &args([("count", n.into())]));
    let mut parts: Vec<String> = [("speech-hours", h), ("speech-minutes", m), ("speech-seconds", s)]
        .into_iter()
        .filter(|&(_, n)| n > 0)
        .map(|(id, n)| count(id, n))
        .collect();
    match parts.pop() {
        None => count("speech-seconds", 0),
        Some(last) if parts.is_empty() => last,
        Some(last) => tr.t_args("speech-and", &args([("first", parts.join(", ").into()), ("last", last.into())])),
    }
}

/// The clock on request (D.2.6.1): the side, its time and how many moves it has made:
/// `White: 1 hour and 30 minutes; 20 moves made`.
pub fn announce_clock(tr: Tr, side_: Color, remaining: Millis, moves_made: u32) -> String {
    tr.t_args(
        "speech-clock",
        &args([("side", side(side_)), ("time", time(tr, remaining).into()), ("moves", moves_made.into())]),
    )
}

/// The warning that a side is low on time, with what it has left: `Black, low on time: 30
/// seconds`. When to give it is the caller's choice.
pub fn announce_low_time(tr: Tr, side_: Color, remaining: Millis) -> String {
    tr.t_args("speech-low-time", &args([("side", side(side_)), ("time", time(tr, remaining).into())]))
}

/// The warning that a side's flag has fallen: `White's flag has fallen`.
pub fn announce_flag(tr: Tr, side_: Color) -> String {
    tr.t_args("speech-flag", &args([("side", side(side_))]))
}

/// The board cursor's square as said aloud while a player moves it with the keys: the square,
/// then its piece or that it is empty, `Eva 4, white knight`, `Anna 3, empty`: the screen
/// reader's words for a square, with the file's phonetic name (D.2.1).
pub fn announce_square(tr: Tr, sq: Square, piece: Option<Piece>) -> String {
    let name = square(tr, sq);
    match piece {
        Some(piece) => tr.t_args(
            "board-square-piece",
            &args([("square", name.into()), ("side", side(piece.color)), ("piece", piece_arg(piece.role))]),
        ),
        None => tr.t_args("board-square-empty", &args([("square", name.into())])),
    }
}

/// A piece picked up with the keys, from `sq`: `Picked up from Gustav 1`.
pub fn announce_picked_up(tr: Tr, sq: Square) -> String {
    tr.t_args("speech-picked-up", &args([("square", square(tr, sq).into())]))
}

/// The piece picked up put back on `sq` (Escape): `Put back on Gustav 1`.
pub fn announce_put_back(tr: Tr, sq: Square) -> String {
    tr.t_args("speech-put-back", &args([("square", square(tr, sq).into())]))
}
