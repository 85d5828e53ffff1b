//! The evening kept in its shared folder (any folder the boards' laptops share): the
//! [`Evening`] as `evening.ron`, and a folder a round, `round-1/`, `round-2/`…, made when the
//! evening is kept (the boards' live files go in them), each with that round's pairings as
//! `round-N/pairings.ron`. Every file is written whole and crash-safely (a temporary file of its
//! own, forced to disk, renamed over: [`crate::record::file`]); the rounds' files are written
//! before the evening's, so the evening file never names a round whose pairings are not there.
//!
//! A thin store: no locking between laptops yet (only the organiser's laptop writes these).

use std::path::{Path, PathBuf};

use super::model::Evening;
use super::pairing::Round;
use crate::record::RecordError;
use crate::record::file;

/// The evening's file in its folder.
pub const EVENING_FILE: &str = "evening.ron";

/// The pairings' file in a round's folder.
pub const PAIRINGS_FILE: &str = "pairings.ron";

/// Why the evening could not be kept or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// A file could not be written or a folder made (the disk full among them).
    Record(RecordError),
    /// A file cannot be read (missing, no permission).
    Unreadable(crate::durable::Unreadable),
    /// A file is not what it should be: damaged, or written by something else.
    Damaged {
        /// The file.
        path: PathBuf,
        /// What is wrong with it, typed (said by `crate::i18n::evening`, never in the RON
        /// reader's English).
        damage: FileDamage,
    },
}

/// What is wrong with a file of the evening's folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileDamage {
    /// It is not RON as Escaque writes the file: where the reader stopped, and why.
    Ron(crate::ron_fault::RonDamage),
    /// The round in place `place` (from 1) is numbered `number`: rounds are numbered 1, 2, 3…
    RoundNumbered {
        /// Its place in the file.
        place: u32,
        /// The number it has.
        number: u32,
    },
    /// A round's pairings are wrong.
    Round {
        /// The round.
        round: u32,
        /// What is wrong.
        error: super::PairingError,
    },
    /// A result for a game that is not paired.
    ResultNotPaired {
        /// The round.
        round: u32,
        /// White's starting number.
        white: u32,
        /// Black's starting number.
        black: u32,
    },
    /// A board's registration names another board than its file's name.
    OtherBoard {
        /// The board it names.
        board: u32,
    },
}

from_variants!(StoreError { Record(RecordError) });

/// The folder of round `round` in the evening's `folder`.
pub fn round_folder(folder: &Path, round: u32) -> PathBuf {
    folder.join(format!("round-{round}"))
}

/// Keeps `evening` in `folder`: a folder for every planned and paired round, each paired
/// round's pairings, then the evening's file.
pub fn save(folder: &Path, evening: &Evening) -> Result<(), StoreError> {
    file::create_dir(folder)?;
    let rounds = evening.planned_rounds.max(evening.rounds.len() as u32);
    for number in 1..=rounds {
        file::create_dir(&round_folder(folder, number))?;
    }
    for round in &evening.rounds {
        file::write_file(&round_folder(folder, round.number).join(PAIRINGS_FILE), pretty(round).as_bytes())?;
    }
    file::write_file(&folder.join(EVENING_FILE), pretty(evening).as_bytes())?;
    Ok(())
}

/// The evening kept in `folder`.
pub fn load(folder: &Path) -> Result<Evening, StoreError> {
    let path = folder.join(EVENING_FILE);
    let evening: Evening = read(&path)?;
    // The folder is shared and its file can be changed by hand: rounds numbered 1, 2, 3…, each
    // pairing only the evening's players, each result a paired game's; else it is damaged.
    let players = u32::try_from(evening.players.len()).unwrap_or(u32::MAX);
    for (i, round) in evening.rounds.iter().enumerate() {
        let numbered = usize::try_from(round.number).is_ok_and(|n| n == i + 1);
        let place = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let fault = if numbered {
            round.check(players, false).err().map(|error| FileDamage::Round { round: round.number, error })
        } else {
            Some(FileDamage::RoundNumbered { place, number: round.number })
        };
        if let Some(damage) = fault {
            return Err(StoreError::Damaged { path, damage });
        }
    }
    let paired = |g: &crate::evening::Game| {
        evening.rounds.iter().any(|r| {
            r.number == g.round && r.pairings.iter().any(|p| p.white == g.white && p.black == Some(g.black))
        })
    };
    if let Some(game) = evening.games.iter().find(|g| !paired(g)) {
        let damage = FileDamage::ResultNotPaired { round: game.round, white: game.white, black: game.black };
        return Err(StoreError::Damaged { path, damage });
    }
    Ok(evening)
}

/// The pairings of round `round` as its folder holds them (what a board reads on joining).
pub fn load_round(folder: &Path, round: u32) -> Result<Round, StoreError> {
    read(&round_folder(folder, round).join(PAIRINGS_FILE))
}

fn read<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, StoreError> {
    let text = crate::durable::read_text(path).map_err(StoreError::Unreadable)?;
    ron::from_str(&text).map_err(|e| damaged_ron(path, &e, &text))
}

/// A file of the evening's folder that RON could not read as Escaque writes it, typed.
pub(super) fn damaged_ron(path: &Path, e: &ron::error::SpannedError, text: &str) -> StoreError {
    StoreError::Damaged { path: path.to_owned(), damage: FileDamage::Ron(crate::ron_fault::RonDamage::of(e, text)) }
}

fn pretty<T: serde::Serialize>(value: &T) -> String {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default()).expect("an evening is plain data")
}
