//! The check of a sealed record as `escaque verify` makes it, for every caller: the command, and
//! the evening that counts only records sealed by a registered board's key
//! (`crate::evening::gather`). One function, so that both say the same of the same file.

use super::pgn::{PgnError, PgnProblem, list_games, read_game_strict_numbered, tags_of};
use super::seal::{RequiredKey, Verification, carries_a_seal, verify_with_key};
use super::sheet::Scoresheet;

/// What checking a record found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// The record was read as it was sealed; `verification` says whether its seal holds (and
    /// by the required key), `sheet` is the record.
    Read {
        /// The seal's verdict.
        verification: Verification,
        /// The record as read.
        sheet: Box<Scoresheet>,
    },
    /// The record carries no seal tag: never sealed, however it is written.
    Unsealed,
    /// The record cannot be read as the sheet it was sealed as (an addition, a layout another
    /// reader reads otherwise): altered.
    Unreadable(PgnError),
}

/// Checks game `game` (from 1; `None`: the text must be that game alone) of the PGN `text`
/// (already decoded) as `escaque verify` does, with the key the record must carry if one is
/// `required`. `Err` when the command is wrong rather than the record: a game number naming no
/// game, or none for a text of several.
pub fn check_record(text: &str, game: Option<usize>, required: Option<&RequiredKey>) -> Result<Checked, PgnError> {
    let games = list_games(text);
    let wrong = match game {
        Some(number) if number == 0 || number > games.len() => {
            Some(PgnProblem::NoSuchGame { asked: number, games: games.len() })
        }
        None if games.len() > 1 => Some(PgnProblem::SeveralGames(games)),
        Some(_) | None => None,
    };
    if let Some(problem) = wrong {
        return Err(PgnError::new(problem));
    }
    if !carries_a_seal(&tags_of(text, game)) {
        return Ok(Checked::Unsealed);
    }
    Ok(match read_game_strict_numbered(text, game).and_then(|game| Scoresheet::from_game(&game, true)) {
        Ok(sheet) => Checked::Read { verification: verify_with_key(&sheet, required), sheet: Box::new(sheet) },
        Err(e) => Checked::Unreadable(e),
    })
}
