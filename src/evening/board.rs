//! A board's side of the evening: the laptop that plays one board registers there by its seal
//! key, reads the game it plays each round, and leaves its sealed record in the folder.
//!
//! The folder's layout (a contract: the organiser's view, the boards and the broadcaster rely
//! on it):
//!
//! - `<evening>/evening.ron` and `<evening>/round-N/pairings.ron`: the organiser's
//!   ([`super::store`]);
//! - `<evening>/round-N/board-M.pgn`: the board's live file (`record::live`);
//! - `<evening>/sealed/round-N-board-M.pgn`: the board's sealed record, the signed scoresheet as
//!   the window seals it ([`sealed_path`], [`write_sealed`]); kept out of the round folders, so
//!   that a broadcaster watching a round's folder never pushes a game twice;
//! - `<evening>/boards/board-M.ron`: the board laptop's registration ([`register`]): the board,
//!   its seal key's fingerprint and when. One file a board, so that two laptops never write the
//!   same file; a board already registered with another key is refused (the organiser removes
//!   the registration, [`unregister`], to give the board to another laptop).
//!
//! Every file is written whole and crash-safely ([`crate::durable`]).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::model::{Evening, GameLaws};
use super::store::StoreError;
use crate::clock::TimeControls;
use crate::record::file;
use crate::record::seal::RequiredKey;
use crate::record::sheet::EventInfo;
use crate::table::{PlayerDetails, Setup};

/// The folder of the boards' registrations.
pub const BOARDS_FOLDER: &str = "boards";

/// The folder of the sealed records.
pub const SEALED_FOLDER: &str = "sealed";

/// Where board `board`'s laptop is registered in the evening's `folder`: `boards/board-M.ron`.
pub fn registration_path(folder: &Path, board: u32) -> PathBuf {
    folder.join(BOARDS_FOLDER).join(format!("board-{board}.ron"))
}

/// Where the sealed record of round `round`, board `board` goes: `sealed/round-N-board-M.pgn`.
///
/// ```
/// use std::path::Path;
/// use escaque::evening::board::sealed_path;
/// assert_eq!(sealed_path(Path::new("club"), 3, 2), Path::new("club/sealed/round-3-board-2.pgn"));
/// ```
pub fn sealed_path(folder: &Path, round: u32, board: u32) -> PathBuf {
    folder.join(SEALED_FOLDER).join(format!("round-{round}-board-{board}.pgn"))
}

/// A board laptop's registration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Registration {
    /// The board, from 1.
    pub board: u32,
    /// The fingerprint of the laptop's seal key, as [`crate::record::seal::fingerprint`]
    /// writes it (`3f2a 91c0 7d4e 22b8`).
    pub fingerprint: String,
    /// When it registered, in seconds since 1970 (the caller's clock).
    pub at: u64,
}

/// Why a board could not join, or its game be set up.
/// Said in the reader's language by `crate::i18n::evening`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Board numbers count from 1.
    BoardZero,
    /// The text given as the key's fingerprint names no key.
    NotAKey {
        /// The text given.
        text: String,
    },
    /// The board is registered to another laptop's key.
    Taken {
        /// The board.
        board: u32,
        /// The fingerprint it is registered with.
        registered: String,
        /// The fingerprint that asked.
        offered: String,
    },
    /// No such round has been paired.
    NoRound {
        /// The round.
        round: u32,
    },
    /// No game on that board in that round.
    NoBoard {
        /// The round.
        round: u32,
        /// The board.
        board: u32,
    },
    /// The evening's time control is not one a clock can run.
    TimeControl {
        /// The control as the evening writes it.
        text: String,
    },
    /// A file could not be written or read.
    Store(StoreError),
}

from_variants!(BoardError { Store(StoreError) });

/// Registers the laptop whose seal key has `fingerprint` (the fingerprint or the public key,
/// as `escaque verify --key` takes it) for `board`, at `at` (seconds since 1970). Registering
/// again with the same key keeps the first registration; with another key it is refused
/// ([`BoardError::Taken`]). Two laptops registering the same board at the same moment cannot
/// both succeed: the file is made only where none is.
///
/// ```
/// use escaque::evening::board::{BoardError, register, registrations};
/// use escaque::record::seal::SealKey;
/// let folder = std::env::temp_dir().join(format!("escaque-doc-register-{}", std::process::id()));
/// let (one, two) = (SealKey::from_secret([1; 32]), SealKey::from_secret([2; 32]));
/// let first = register(&folder, 1, &one.fingerprint(), 100).unwrap();
/// assert_eq!(register(&folder, 1, &one.public(), 200).unwrap(), first);
/// assert!(matches!(register(&folder, 1, &two.fingerprint(), 300), Err(BoardError::Taken { board: 1, .. })));
/// register(&folder, 2, &two.fingerprint(), 400).unwrap();
/// assert_eq!(registrations(&folder).unwrap().found.iter().map(|r| r.board).collect::<Vec<_>>(), [1, 2]);
/// # std::fs::remove_dir_all(&folder).unwrap();
/// ```
pub fn register(folder: &Path, board: u32, fingerprint: &str, at: u64) -> Result<Registration, BoardError> {
    if board == 0 {
        return Err(BoardError::BoardZero);
    }
    let key = RequiredKey::parse(fingerprint).ok_or_else(|| BoardError::NotAKey { text: fingerprint.to_owned() })?;
    let offered = key.fingerprint().to_owned();
    let path = registration_path(folder, board);
    if let Some(existing) = read_registration(&path)? {
        return same_or_taken(existing, offered);
    }
    let registration = Registration { board, fingerprint: offered.clone(), at };
    file::create_dir(&folder.join(BOARDS_FOLDER)).map_err(StoreError::from)?;
    match crate::durable::write_at_free_name(std::iter::once(path.clone()), pretty(&registration).as_bytes()) {
        Ok(_) => Ok(registration),
        // Another laptop made it a moment before: theirs stands.
        Err(crate::durable::Error::Taken { .. }) => match read_registration(&path)? {
            Some(existing) => same_or_taken(existing, offered),
            None => Err(BoardError::Taken { board, registered: String::new(), offered }),
        },
        Err(e) => Err(StoreError::Record(e.into()).into()),
    }
}

fn same_or_taken(existing: Registration, offered: String) -> Result<Registration, BoardError> {
    if existing.fingerprint == offered {
        Ok(existing)
    } else {
        Err(BoardError::Taken { board: existing.board, registered: existing.fingerprint, offered })
    }
}

/// Removes board `board`'s registration (the organiser's act, to give the board to another
/// laptop); nothing to remove is no error.
pub fn unregister(folder: &Path, board: u32) -> Result<(), BoardError> {
    let path = registration_path(folder, board);
    match std::fs::remove_file(&path) {
        Ok(()) => {
            crate::durable::sync_dir(&folder.join(BOARDS_FOLDER));
            Ok(())
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(StoreError::Record(crate::record::RecordError::writing(&path, &e)).into()),
    }
}

/// The boards' registrations in an evening's folder (`boards/board-M.ron`), each read on its
/// own: one file damaged or unreadable is that board's alone ([`Registrations::damaged`]), the
/// others read all the same. Fails only when the folder of registrations cannot be read.
pub fn registrations(folder: &Path) -> Result<Registrations, StoreError> {
    let dir = folder.join(BOARDS_FOLDER);
    let entries = match std::fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Registrations::default()),
        Err(e) => {
            let unreadable = crate::durable::Unreadable::new(&dir, &e);
            return Err(StoreError::Unreadable(unreadable));
        }
    };
    let mut read = Registrations::default();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(board) = name.strip_prefix("board-").and_then(|n| n.strip_suffix(".ron")) else { continue };
        // Only a board's own name (`board-01.ron` is no board's: it would pass for board 1's).
        let Ok(board) = board.parse::<u32>() else { continue };
        if name != format!("board-{board}.ron") {
            continue;
        }
        match read_registration(&entry.path()) {
            Ok(Some(registration)) => read.found.push(registration),
            Ok(None) => {}
            Err(e) => read.damaged.push((board, e)),
        }
    }
    read.found.sort_by_key(|r| r.board);
    read.damaged.sort_by_key(|(board, _)| *board);
    Ok(read)
}

/// The boards' registrations as [`registrations`] reads them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Registrations {
    /// Every registration read, by board.
    pub found: Vec<Registration>,
    /// The boards whose registration cannot be used, with why (damaged, unreadable).
    pub damaged: Vec<(u32, StoreError)>,
}

/// The registration at `path`; `None` when there is none. A file whose board is not the one its
/// name says is damaged.
fn read_registration(path: &Path) -> Result<Option<Registration>, StoreError> {
    let text = match crate::durable::read(path) {
        Ok(None) => return Ok(None),
        Ok(Some(bytes)) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) => return Err(StoreError::Unreadable(e)),
    };
    let registration: Registration =
        ron::from_str(&text).map_err(|e| super::store::damaged_ron(path, &e, &text))?;
    let named = path.file_name().map(|n| n.to_string_lossy().into_owned());
    if named.as_deref() != Some(format!("board-{}.ron", registration.board).as_str()) {
        let damage = super::store::FileDamage::OtherBoard { board: registration.board };
        return Err(StoreError::Damaged { path: path.to_owned(), damage });
    }
    Ok(Some(registration))
}

/// Writes the sealed record `pgn` of round `round`, board `board` into the evening's `folder`
/// ([`sealed_path`]), crash-safely, over an earlier one (a record sealed again).
pub fn write_sealed(folder: &Path, round: u32, board: u32, pgn: &str) -> Result<PathBuf, StoreError> {
    let path = sealed_path(folder, round, board);
    file::create_dir(&folder.join(SEALED_FOLDER))?;
    file::write_file(&path, pgn.as_bytes())?;
    Ok(path)
}

/// A player at a board, as the evening knows them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Seat {
    /// The starting number.
    pub number: u32,
    /// The name.
    pub name: String,
    /// The FIDE rating, if any.
    pub rating: Option<u16>,
    /// The FIDE title, or empty.
    pub title: String,
    /// The federation's three letters, or empty.
    pub federation: String,
    /// The FIDE ID, if any.
    pub fide_id: Option<u64>,
}

impl Seat {
    /// The details the setup and the record's tags carry besides the name.
    pub fn details(&self) -> PlayerDetails {
        PlayerDetails { rating: self.rating, title: self.title.clone(), federation: self.federation.clone() }
    }
}

/// The game a board plays in a round: who, with which colours, under which control and Laws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardGame {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 1.
    pub board: u32,
    /// White.
    pub white: Seat,
    /// Black.
    pub black: Seat,
    /// The evening's name (the `Event` tag).
    pub event: String,
    /// Where (the `Site` tag).
    pub site: String,
    /// The day, as PGN writes it (`2026.11.27`); empty when the evening has no date.
    pub date: String,
    /// The chief arbiter.
    pub arbiter: String,
    /// The time control, as the PGN `TimeControl` tag writes it; empty for the base setup's.
    pub time_control: String,
    /// The Laws the evening plays under; `None` for the base setup's.
    pub laws: Option<GameLaws>,
}

impl BoardGame {
    /// The game on `board` in `round` of `evening`.
    ///
    /// ```
    /// use escaque::evening::{Evening, Player, board::BoardGame};
    /// use escaque::table::Setup;
    /// let player = |name: &str| Player { name: name.to_owned(), ..Player::default() };
    /// let mut evening = Evening {
    ///     name: "Club evening".to_owned(),
    ///     start: "2026/11/27".to_owned(),
    ///     time_control: "600+5".to_owned(),
    ///     players: ["Uxía", "Breixo", "Antía", "Iago", "Sabela"].map(player).to_vec(),
    ///     ..Evening::default()
    /// };
    /// evening.pair_round_robin().unwrap();
    /// // Round 1 of the Berger table for 5: board 1 is 2–5, board 2 is 3–4 (1 rests).
    /// let game = BoardGame::of(&evening, 1, 2).unwrap();
    /// let setup = game.setup(&Setup::default()).unwrap();
    /// assert_eq!((setup.white.as_str(), setup.black.as_str(), setup.round.as_str()), ("Antía", "Iago", "1"));
    /// assert_eq!(setup.controls.unwrap().pgn_tags()[0].1, "600+5");
    /// assert_eq!((game.event_info().board.as_str(), game.event_info().date.as_str()), ("2", "2026.11.27"));
    /// ```
    pub fn of(evening: &Evening, round: u32, board: u32) -> Result<BoardGame, BoardError> {
        let paired = evening.rounds.iter().find(|r| r.number == round).ok_or(BoardError::NoRound { round })?;
        let pairing = paired.games().find(|p| p.board == board).ok_or(BoardError::NoBoard { round, board })?;
        let seat = |number: u32| {
            let player =
                number.checked_sub(1).and_then(|i| evening.players.get(i as usize)).cloned().unwrap_or_default();
            Seat {
                number,
                name: player.name,
                rating: player.rating,
                title: player.title,
                federation: player.federation,
                fide_id: player.fide_id,
            }
        };
        Ok(BoardGame {
            round,
            board,
            white: seat(pairing.white),
            black: seat(pairing.black.expect("a game has Black")),
            event: evening.name.clone(),
            site: evening.site.clone(),
            date: pgn_date(&evening.start),
            arbiter: evening.arbiter.clone(),
            time_control: evening.time_control.clone(),
            laws: evening.laws,
        })
    }

    /// The setup the board starts the game with: `base` (the laptop's remembered setup: its
    /// seating, its sounds) with this game's players, their details, the event, site, round and
    /// arbiter, the evening's time control and Laws. Nothing is left to type.
    pub fn setup(&self, base: &Setup) -> Result<Setup, BoardError> {
        let mut setup = Setup {
            white: self.white.name.clone(),
            black: self.black.name.clone(),
            white_details: self.white.details(),
            black_details: self.black.details(),
            event: self.event.clone(),
            site: self.site.clone(),
            round: self.round.to_string(),
            arbiter: self.arbiter.clone(),
            // A game of the evening is no game of a series.
            series_id: String::new(),
            fen: None,
            chess960: false,
            ..base.clone()
        };
        if !self.time_control.trim().is_empty() {
            let control =
                self.time_control.parse().map_err(|_| BoardError::TimeControl { text: self.time_control.clone() })?;
            setup.controls = Some(TimeControls::same(control));
        }
        if let Some(laws) = self.laws {
            laws.apply(&mut setup);
        }
        Ok(setup)
    }

    /// What the sealed record's tags say of the event: its name, site, date, round and board.
    pub fn event_info(&self) -> EventInfo {
        EventInfo {
            event: self.event.clone(),
            site: self.site.clone(),
            date: self.date.clone(),
            round: self.round.to_string(),
            board: self.board.to_string(),
        }
    }
}

/// A date as the evening writes it (`YYYY/MM/DD`) as PGN writes it (`YYYY.MM.DD`); empty when
/// none is given.
pub fn pgn_date(date: &str) -> String {
    date.trim().replace(['/', '-'], ".")
}

fn pretty<T: Serialize>(value: &T) -> String {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default()).expect("a registration is plain data")
}
