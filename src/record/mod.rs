//! Article 8: the record of a game. For now, reading a game from PGN.

pub mod export;
pub mod pgn;

pub use pgn::{PgnError, PgnGame, PgnMove, PgnProblem, read_game};
