//! "Could this side still checkmate by some series of legal moves?": the question behind
//! dead positions (5.2.2), flag falls (6.9) and resignations (5.1.2).

use std::fmt::Debug;

use shakmaty::{Chess, Color, Position};

/// The answer to "could this side ever checkmate?".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MateAbility {
    /// Some series of legal moves ends in this side checkmating.
    Possible,
    /// No series of legal moves lets this side checkmate.
    Impossible,
    /// Not decided. Never ends a game and never turns a flag fall into a draw.
    Unknown,
}

/// Something that can answer the question. The core only ever acts on `Impossible`.
pub trait MateOracle: Debug + Send + Sync {
    /// Whether `side` could checkmate in `pos` by some series of legal moves.
    fn can_checkmate(&self, pos: &Chess, side: Color) -> MateAbility;
}

/// The interim answer from material alone: sound when it says `Impossible` (a lone king, or a
/// lone minor piece against a bare king...), silent otherwise. Pawn walls and locked pieces
/// escape it; the exact analysis replaces it.
#[derive(Clone, Copy, Debug, Default)]
pub struct MaterialRule;

impl MateOracle for MaterialRule {
    fn can_checkmate(&self, pos: &Chess, side: Color) -> MateAbility {
        if pos.has_insufficient_material(side) { MateAbility::Impossible } else { MateAbility::Unknown }
    }
}
