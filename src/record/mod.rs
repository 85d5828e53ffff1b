//! Article 8: the record of a game: PGN in and out, the scoresheet and the notes beside its
//! moves ([`notes`]), its seal, the printed sheet, and keeping it all on disk ([`archive`],
//! written crash-safely through [`crate::durable`], its errors said as a [`RecordError`] by
//! [`mod@file`]); the live files ([`live`]) and the organiser's looks at them ([`follow`]); and
//! [`adjudicate`], a recorded game replayed under the Laws for an arbiter's verdict.

pub mod adjourned;
pub mod adjudicate;
pub mod archive;
pub mod error;
pub mod export;
pub mod file;
pub mod follow;
pub mod live;
pub mod notes;
pub mod pdf;
pub mod pgn;
pub mod print;
pub mod readers;
pub mod seal;
pub mod sheet;
pub mod signature;
pub mod verify;

pub use error::RecordError;
pub use pgn::{PgnError, PgnGame, PgnMove, PgnProblem, read_game, read_game_strict};
