//! Article 8: the record of a game. For now, reading a game from PGN.

pub mod export;
pub mod pdf;
pub mod pgn;
pub mod seal;
pub mod sheet;

pub use pgn::{PgnError, PgnGame, PgnMove, PgnProblem, read_game};
