//! The installation's archive of games, in the data folder: the seal key (`seal.key`) and the
//! `games/` folder, which keeps each signed scoresheet (`<time>.pgn`), each printed sheet
//! (`<time>.pdf`) and the journal of each finished or abandoned game (`<time>.journal`).
//! Every file is written crash-safely ([`super::file`]); every failure is a [`RecordError`].
//!
//! A seal key that is there but cannot be used (damaged, or unreadable) does not stop the
//! record: the signed scoresheet is kept unsealed, saying why ([`Kept::unsealed`]), and can be
//! saved and printed; [`Archive::new_key_and_seal`] then keeps the damaged key aside
//! (`seal.key.damaged`, `.damaged.1`…, never over an earlier one), makes a new one and seals
//! the kept scoresheet with it.

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

/// A signed scoresheet kept with the games: sealed, or unsealed when the seal key could not be
/// used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kept {
    /// The sheet, with its seal unless [`Kept::unsealed`] says why not.
    pub sheet: Scoresheet,
    /// Where it is kept, in `games/`.
    pub path: PathBuf,
    /// Why the sheet is kept without a seal: the key is damaged or cannot be read
    /// ([`RecordError::KeyDamaged`], [`RecordError::KeyUnreadable`]). `None`: it is sealed.
    pub unsealed: Option<RecordError>,
}

/// A new seal key made in place of one that could not be used, and the kept sheet sealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewKey {
    /// The sheet, now sealed, where it was kept unsealed.
    pub kept: Kept,
    /// Where the old key was moved (`seal.key.damaged`, or numbered); `None` if the key had
    /// been mended or made since, and was used as it was.
    pub damaged_key: Option<PathBuf>,
}

/// Whether `e` is a seal key that is there but cannot be used: the record is then kept unsealed.
fn key_unusable(e: &RecordError) -> bool {
    matches!(e, RecordError::KeyDamaged { .. } | RecordError::KeyUnreadable { .. })
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

    /// Writes `games/<stamp>.<extension>` (the folder made if missing), or the first of
    /// `<stamp>-2`, `-3`… free: never over a kept file, even one another window keeps in the
    /// same second.
    fn keep(&self, stamp: u64, extension: &str, bytes: &[u8]) -> Result<PathBuf, RecordError> {
        let games = self.games_dir();
        file::create_dir(&games)?;
        file::write_at_free_name(names(&games, stamp, extension), bytes)
    }

    /// Seals the signed sheet with the installation's key (made on first use) and keeps it as
    /// `games/<stamp>.pgn`; `stamp` is the time in seconds since 1970. If the key is there but
    /// damaged or unreadable, the sheet is kept unsealed and [`Kept::unsealed`] says why; the
    /// key is left as it is, for [`Archive::new_key_and_seal`].
    pub fn seal_and_keep(&self, mut sheet: Scoresheet, stamp: u64) -> Result<Kept, RecordError> {
        let unsealed = match SealKey::load_or_create(&self.key_path()) {
            Ok(key) => {
                seal(&mut sheet, &key);
                None
            }
            Err(e) if key_unusable(&e) => Some(e),
            Err(e) => return Err(e),
        };
        let path = self.keep(stamp, "pgn", sheet.to_pgn().as_bytes())?;
        Ok(Kept { sheet, path, unsealed })
    }

    /// For a sheet kept unsealed: moves the seal key that could not be used aside, as
    /// `seal.key.damaged` (or `.damaged.1`, `.2`…: never over an earlier one), makes a new key
    /// (the user's alone, written crash-safely), seals the sheet with it and writes it over the
    /// unsealed copy, crash-safely. A key that can be used by now (mended, or made by an
    /// earlier try that failed later) is used as it is, so trying again never moves a good key.
    pub fn new_key_and_seal(&self, kept: &Kept) -> Result<NewKey, RecordError> {
        let path = self.key_path();
        let (key, damaged_key) = match SealKey::load_or_create(&path) {
            Ok(key) => (key, None),
            Err(e) if key_unusable(&e) => {
                let aside = file::keep_aside(&path, "damaged")?;
                (SealKey::create(&path)?, Some(aside))
            }
            Err(e) => return Err(e),
        };
        let mut sheet = kept.sheet.clone();
        seal(&mut sheet, &key);
        file::write_file(&kept.path, sheet.to_pgn().as_bytes())?;
        Ok(NewKey { kept: Kept { sheet, path: kept.path.clone(), unsealed: None }, damaged_key })
    }

    /// Keeps the printed sheet as `games/<stamp>.pdf`, to be printed from there.
    pub fn keep_pdf(&self, pdf: &[u8], stamp: u64) -> Result<PathBuf, RecordError> {
        self.keep(stamp, "pdf", pdf)
    }

    /// Keeps the printed sheet as `games/<stamp>.pdf` and sends it to the printer.
    pub fn print(&self, pdf: &[u8], stamp: u64) -> Result<Printed, RecordError> {
        print_pdf(&self.keep_pdf(pdf, stamp)?)
    }

    /// Moves the journal of a finished or abandoned game in with the games, as
    /// `games/<stamp>.journal`; `None` if there is no journal.
    pub fn keep_journal(&self, journal: &Path, stamp: u64) -> Result<Option<PathBuf>, RecordError> {
        if !journal.exists() {
            return Ok(None);
        }
        let games = self.games_dir();
        file::create_dir(&games)?;
        file::move_to_free_name(journal, names(&games, stamp, "journal")).map(Some)
    }
}

/// `games/<stamp>.<extension>`, then `<stamp>-2.<extension>`, `-3`...: the names a kept file
/// takes, the first free one (two windows keeping a game in the same second).
fn names(games: &Path, stamp: u64, extension: &str) -> impl Iterator<Item = PathBuf> {
    (1..).map(move |n| {
        games.join(if n == 1 { format!("{stamp}.{extension}") } else { format!("{stamp}-{n}.{extension}") })
    })
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
