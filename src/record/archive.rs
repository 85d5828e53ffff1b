//! The installation's archive of games, in the data folder: the seal key (`seal.key`) and the
//! `games/` folder, which keeps each signed scoresheet (`.pgn`), each printed sheet (`.pdf`)
//! and the journal of each finished or abandoned game (`.journal`), each named as a person
//! files it and finds it again: the date, the players, the round (`2026-11-23 Uxía - Jordi
//! R3.pgn`, the rule of [`file::file_name`], which names a record saved elsewhere too), and
//! ` (2)`, ` (3)`… when that name is taken ([`file::free_names`]): never over a kept file.
//! Whatever reads the folder goes by the extension, never by the name.
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
use super::print::{Printed, local_pgn_date, print_pdf};
use super::seal::{SealKey, seal};
use super::sheet::Scoresheet;
use crate::notation::Notation;
use crate::table::journal::read_recovering;

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
    matches!(e, RecordError::KeyDamaged { .. } | RecordError::KeyChanged { .. } | RecordError::KeyUnreadable { .. })
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

    /// Writes `games/<name>` (the folder made if missing), or the first of `<stem> (2).<ext>`,
    /// `(3)`… free: never over a kept file, even one another window keeps at the same moment.
    fn keep(&self, name: &str, bytes: &[u8]) -> Result<PathBuf, RecordError> {
        let games = self.games_dir();
        file::create_dir(&games)?;
        file::write_at_free_name(file::free_names(&games, name), bytes)
    }

    /// Seals the signed sheet with the installation's key (made on first use) and keeps it in
    /// `games/`, named by [`kept_name`]; `stamp` is the time in seconds since 1970. If the key is there but
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
        let path = self.keep(&kept_name(&sheet, stamp, "pgn"), sheet.to_pgn().as_bytes())?;
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

    /// Keeps the printed sheet of a game no sheet is given for, named by the date of `stamp`
    /// alone (`2026-11-23 Escaque.pdf`); [`Archive::keep_sheet_pdf`] names it by its game.
    pub fn keep_pdf(&self, pdf: &[u8], stamp: u64) -> Result<PathBuf, RecordError> {
        self.keep(&file::file_name(&local_pgn_date(stamp), "", "", "", "pdf"), pdf)
    }

    /// Keeps `sheet`'s printed sheet, named by [`kept_name`] (`2026-11-23 Uxía - Jordi R3.pdf`),
    /// to be printed from there.
    pub fn keep_sheet_pdf(&self, sheet: &Scoresheet, pdf: &[u8], stamp: u64) -> Result<PathBuf, RecordError> {
        self.keep(&kept_name(sheet, stamp, "pdf"), pdf)
    }

    /// Keeps a printed sheet as [`Archive::keep_pdf`] does and sends it to the printer.
    pub fn print(&self, pdf: &[u8], stamp: u64) -> Result<Printed, RecordError> {
        print_pdf(&self.keep_pdf(pdf, stamp)?)
    }

    /// Keeps `sheet`'s printed sheet as [`Archive::keep_sheet_pdf`] does and sends it to the
    /// printer.
    pub fn print_sheet(&self, sheet: &Scoresheet, pdf: &[u8], stamp: u64) -> Result<Printed, RecordError> {
        print_pdf(&self.keep_sheet_pdf(sheet, pdf, stamp)?)
    }

    /// Moves the journal of a finished or abandoned game in with the games, named by the date
    /// of `stamp` and the players and round its header holds (`2026-11-23 Uxía - Jordi
    /// R3.journal`; a journal whose header cannot be read, by the date alone); `None` if there
    /// is no journal.
    pub fn keep_journal(&self, journal: &Path, stamp: u64) -> Result<Option<PathBuf>, RecordError> {
        if !journal.exists() {
            return Ok(None);
        }
        let setup = std::fs::read(journal).ok().and_then(|bytes| read_recovering(&bytes).ok()).map(|(r, _)| r.setup);
        let (white, black, round) = setup.as_ref().map_or(("", "", ""), |s| (&*s.white, &*s.black, &*s.round));
        let name = file::file_name(&local_pgn_date(stamp), white, black, round, "journal");
        let games = self.games_dir();
        file::create_dir(&games)?;
        file::move_to_free_name(journal, file::free_names(&games, &name)).map(Some)
    }
}

/// The name `sheet`'s kept files take, with `extension`: its date, players and round, as
/// [`file::file_name`] writes them (`2026-11-23 Uxía Fernández - Jordi Puig R3.pgn`); the local
/// date of `stamp` (seconds since 1970) where the sheet's date is not known in full.
///
/// ```
/// use escaque::record::{archive::kept_name, sheet::Scoresheet};
/// let sheet = Scoresheet::from_pgn("[Date \"2026.11.23\"]\n[Round \"3\"]\n[White \"Uxía\"]\n[Black \"Jordi\"]\n\n1. e4 *").unwrap();
/// assert_eq!(kept_name(&sheet, 0, "pgn"), "2026-11-23 Uxía - Jordi R3.pgn");
/// ```
pub fn kept_name(sheet: &Scoresheet, stamp: u64, extension: &str) -> String {
    let known = |name| sheet.shown(name).unwrap_or_default();
    let date = sheet.shown("Date").filter(|d| !d.contains('?')).map_or_else(|| local_pgn_date(stamp), str::to_owned);
    file::file_name(&date, known("White"), known("Black"), known("Round"), extension)
}

/// The printed sheet as PDF, its moves written in `notation` (the language's letters or
/// figurines), made at `created` (seconds since 1970: the document's creation date; the caller
/// reads the clock, as [`super::print::now_secs`]).
pub fn sheet_pdf_at(sheet: &Scoresheet, labels: &Labels, paper: Paper, notation: Notation, created: u64) -> Vec<u8> {
    let write = |pos: Option<&shakmaty::Chess>, san: &shakmaty::san::SanPlus, mover: shakmaty::Color| {
        match pos.and_then(|pos| san.san.to_move(pos).ok().map(|m| (pos, m))) {
            Some((pos, m)) => notation.format(pos, m),
            // An illegal move on the board and the moves after it: as the record has them, in
            // the players' letters.
            None => notation.write(san, mover, false),
        }
    };
    super::pdf::scoresheet_pdf(sheet, labels, paper, &write, created)
}

/// [`sheet_pdf_at`], made at the time the sheet was completed: when its last signature was
/// made, or else the start of its date (UTC), for a caller that has no time to give.
pub fn sheet_pdf(sheet: &Scoresheet, labels: &Labels, paper: Paper, notation: Notation) -> Vec<u8> {
    sheet_pdf_at(sheet, labels, paper, notation, completed_at(sheet))
}

/// When `sheet` was completed, in seconds since 1970: its last signature's time, or the start of
/// its date (UTC) when it has no signature; 0 when it has neither.
fn completed_at(sheet: &Scoresheet) -> u64 {
    let signed = [sheet.white_signature.as_ref(), sheet.black_signature.as_ref()]
        .into_iter()
        .flatten()
        .filter_map(|s| s.signed_at.trim().parse::<jiff::Timestamp>().ok())
        .max();
    let dated = || {
        let date = sheet.shown("Date")?;
        let mut parts = date.split('.').map(|p| p.parse::<i16>().ok());
        let (y, m, d) = (parts.next()??, parts.next()??, parts.next()??);
        let date = jiff::civil::Date::new(y, i8::try_from(m).ok()?, i8::try_from(d).ok()?).ok()?;
        date.to_zoned(jiff::tz::TimeZone::UTC).ok().map(|z| z.timestamp())
    };
    signed.or_else(dated).and_then(|t| u64::try_from(t.as_second()).ok()).unwrap_or(0)
}
