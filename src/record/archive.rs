//! The installation's archive of games, in the data folder: the seal key (`seal.key`) and the
//! `games/` folder, which keeps each sealed scoresheet (`<time>.pgn`), each printed sheet
//! (`<time>.pdf`) and the journal of each finished or abandoned game (`<time>.journal`).
//! Every file is written crash-safely ([`super::file`]); every failure is a [`RecordError`].

use std::path::{Path, PathBuf};

use super::error::RecordError;
use super::file;
use super::pdf::{Labels, Paper};
use super::print::{Printed, print_pdf};
use super::seal::{SealKey, seal};
use super::sheet::Scoresheet;
use crate::notation::Notation;

/// The archive in a data folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Archive {
    data_dir: PathBuf,
}

/// A scoresheet sealed and kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sealed {
    /// The sheet, with its seal.
    pub sheet: Scoresheet,
    /// Where it is kept, in `games/`.
    pub path: PathBuf,
}

impl Archive {
    /// The archive in `data_dir`; nothing is read or made until it is used.
    pub fn new(data_dir: &Path) -> Archive {
        Archive { data_dir: data_dir.to_owned() }
    }

    /// The folder of kept games.
    pub fn games_dir(&self) -> PathBuf {
        self.data_dir.join("games")
    }

    /// The installation's seal key.
    pub fn key_path(&self) -> PathBuf {
        self.data_dir.join("seal.key")
    }

    /// Writes `name` into `games/` (made if missing).
    fn keep(&self, name: &str, bytes: &[u8]) -> Result<PathBuf, RecordError> {
        let games = self.games_dir();
        file::create_dir(&games)?;
        let path = games.join(name);
        file::write_file(&path, bytes)?;
        Ok(path)
    }

    /// Seals the signed sheet with the installation's key (made on first use) and keeps it as
    /// `games/<stamp>.pgn`; `stamp` is the time in seconds since 1970.
    pub fn seal_and_keep(&self, mut sheet: Scoresheet, stamp: u64) -> Result<Sealed, RecordError> {
        let key = SealKey::load_or_create(&self.key_path())?;
        seal(&mut sheet, &key);
        let path = self.keep(&format!("{stamp}.pgn"), sheet.to_pgn().as_bytes())?;
        Ok(Sealed { sheet, path })
    }

    /// Keeps the printed sheet as `games/<stamp>.pdf` and sends it to the printer.
    pub fn print(&self, pdf: &[u8], stamp: u64) -> Result<Printed, RecordError> {
        let path = self.keep(&format!("{stamp}.pdf"), pdf)?;
        print_pdf(&path)
    }

    /// Moves the journal of a finished or abandoned game in with the games, as
    /// `games/<stamp>.journal`; `None` if there is no journal.
    pub fn keep_journal(&self, journal: &Path, stamp: u64) -> Result<Option<PathBuf>, RecordError> {
        if !journal.exists() {
            return Ok(None);
        }
        let games = self.games_dir();
        file::create_dir(&games)?;
        let to = games.join(format!("{stamp}.journal"));
        file::move_file(journal, &to)?;
        Ok(Some(to))
    }
}

/// The printed sheet as PDF, its moves written in `notation` (the language's letters or
/// figurines).
pub fn sheet_pdf(sheet: &Scoresheet, labels: &Labels, paper: Paper, notation: Notation) -> Vec<u8> {
    let write = |pos: &shakmaty::Chess, san: &shakmaty::san::SanPlus| match san.san.to_move(pos) {
        Ok(m) => notation.format(pos, m),
        Err(_) => san.to_string(),
    };
    super::pdf::scoresheet_pdf(sheet, labels, paper, &write)
}
