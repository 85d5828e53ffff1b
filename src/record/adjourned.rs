//! The envelope of an adjourned game (Guidelines I.2, I.3): a file the arbiter keeps, from
//! which the game resumes on any laptop. The format is described in `docs/adjourned.md`.
//!
//! One RON document:
//! - `format`: `escaque-envelope 2` (`escaque-envelope 1`, written before the time used was
//!   stated, is still read);
//! - `details`: what I.2 asks the envelope to say (names, the position before the sealed move,
//!   the time each player used and the time left on each clock, who sealed, the move number, a
//!   standing draw offer, where and when play resumes), for the arbiter to check (I.3) and for
//!   the screen;
//! - `journal`: the game's journal up to the sealing, which rebuilds the game exactly, clocks
//!   included (I.5). The sealed move is in its `seal-move` line, in base64: it is on no screen
//!   until the envelope is opened (I.7);
//! - `seal_key`, `seal`: the installation's public key and its Ed25519 signature over
//!   `details` and `journal`, so that an envelope changed after sealing is refused. The seal
//!   is checked against the key the envelope carries: it shows that nothing changed since that
//!   key sealed it, not whose key it is. The key's short fingerprint ([`key_fingerprint`]) is
//!   on the envelope's screen for the arbiter to compare with the one noted at the
//!   adjournment.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use shakmaty::fen::Fen;
use shakmaty::{Color, EnPassantMode};

use super::error::RecordError;
use super::file;
use super::seal::{self, SealKey};
use crate::laws::Millis;
use crate::laws::colour::word as side_word;
use crate::table::journal::{self, JournalError};
use crate::table::{Setup, Table};

/// The first field of every envelope written now.
pub const FORMAT: &str = "escaque-envelope 2";

/// The first field of an envelope written before the time used was stated (still read).
pub const FORMAT_V1: &str = "escaque-envelope 1";

/// What is written on the envelope (Guidelines I.2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Details {
    /// White's name (I.2.1).
    pub white: String,
    /// Black's name (I.2.1).
    pub black: String,
    /// The event, where it was played and the round, as the setup names them.
    pub event: String,
    /// Where it was played.
    pub site: String,
    /// The round.
    pub round: String,
    /// The position before the sealed move, as FEN (I.2.2).
    pub position: String,
    /// The time left on White's clock at the adjournment, in milliseconds: what the clock is
    /// set to at the resumption (I.5).
    pub white_time: Millis,
    /// The time left on Black's clock at the adjournment, in milliseconds (I.5).
    pub black_time: Millis,
    /// The time White used, in milliseconds: how long White's clock ran (I.2.3). `None` only
    /// in an envelope of [`FORMAT_V1`], which did not state it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub white_time_used: Option<Millis>,
    /// The time Black used, in milliseconds (I.2.3); `None` only in a [`FORMAT_V1`] envelope.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub black_time_used: Option<Millis>,
    /// The player who sealed: `white` or `black` (I.2.4).
    pub sealed_by: String,
    /// The number of the sealed move (I.2.5).
    pub move_number: u32,
    /// The player whose draw offer stands, if one does (I.2.6).
    pub draw_offer: Option<String>,
    /// When and where the game resumes, as the arbiter wrote it (I.2.7).
    pub resumption: String,
}

/// An adjourned game's envelope, sealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope {
    /// [`FORMAT`].
    pub format: String,
    /// What the envelope says.
    pub details: Details,
    /// The game's journal up to the sealing.
    pub journal: String,
    /// The public key of the installation that sealed it, base64.
    pub seal_key: String,
    /// The signature over `details` and `journal`, base64.
    pub seal: String,
}

/// Why an envelope cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnvelopeError {
    /// The file cannot be read.
    Unreadable {
        /// The system's words.
        detail: String,
    },
    /// The file is not an envelope of this format.
    NotAnEnvelope {
        /// What the reader found wrong.
        detail: String,
    },
    /// The envelope was changed after it was sealed: its seal does not match.
    Altered,
    /// The game's journal inside cannot be replayed.
    Journal(JournalError),
    /// The journal inside holds no adjourned game (no move sealed, or the game over).
    NotAdjourned,
    /// What the envelope says differs from the game its journal holds.
    DetailsDiffer,
}

impl Details {
    /// What the envelope of `table`'s adjourned game says; `None` if no move is sealed. The
    /// resumption (I.2.7) is the one sealed with the move; `resumption` is used only where none
    /// was (a journal of the previous version, which kept it in the envelope alone).
    pub fn of(table: &Table, resumption: &str) -> Option<Details> {
        // Once opened (I.7), the envelope is an envelope no more.
        let sealed = table.adjournment()?.sealed.as_ref().filter(|s| !s.opened)?;
        let setup: &Setup = table.setup();
        let position = Fen::from_position(table.game().position(), EnPassantMode::Legal).to_string();
        Some(Details {
            white: setup.white.clone(),
            black: setup.black.clone(),
            event: setup.event.clone(),
            site: setup.site.clone(),
            round: setup.round.clone(),
            position,
            white_time: sealed.times.0,
            black_time: sealed.times.1,
            white_time_used: Some(sealed.used.0),
            black_time_used: Some(sealed.used.1),
            sealed_by: side_word(sealed.by).to_owned(),
            move_number: sealed.move_number,
            draw_offer: sealed.offer.map(|c| side_word(c).to_owned()),
            resumption: if sealed.resumption.is_empty() { resumption.trim() } else { sealed.resumption.trim() }
                .to_owned(),
        })
    }

    /// The player who sealed.
    pub fn sealer(&self) -> Option<Color> {
        crate::laws::colour::from_word(&self.sealed_by)
    }
}

/// What the seal signs: the format, the details and the journal, as RON.
fn signed_bytes(format: &str, details: &Details, journal: &str) -> Vec<u8> {
    ron::to_string(&(format, details, journal)).expect("an envelope is always written as RON").into_bytes()
}

/// The short fingerprint of a seal key (its base64 public key): the first eight bytes of the
/// key's SHA-256, in hex, four groups of four, e.g. `3f2a 91c0 7d4e 22b8`. Short enough to note
/// on paper at the adjournment and compare at the resumption. `None` for text that is no key.
///
/// ```
/// use escaque::record::adjourned::key_fingerprint;
/// use escaque::record::seal::SealKey;
/// let one = key_fingerprint(&SealKey::from_secret([7; 32]).public()).unwrap();
/// let other = key_fingerprint(&SealKey::from_secret([8; 32]).public()).unwrap();
/// assert_eq!((one.len(), one.split(' ').count()), (19, 4));
/// assert_ne!(one, other);
/// assert_eq!(key_fingerprint("not a key"), None);
/// ```
pub fn key_fingerprint(public: &str) -> Option<String> {
    seal::fingerprint(public)
}

impl Envelope {
    /// The envelope of `table`'s adjourned game, whose journal is `journal`, sealed with `key`.
    pub fn seal(table: &Table, journal: &str, resumption: &str, key: &SealKey) -> Result<Envelope, EnvelopeError> {
        let details = Details::of(table, resumption).ok_or(EnvelopeError::NotAdjourned)?;
        let seal = key.sign_bytes(&signed_bytes(FORMAT, &details, journal));
        Ok(Envelope { format: FORMAT.to_owned(), details, journal: journal.to_owned(), seal_key: key.public(), seal })
    }

    /// The envelope as its file holds it.
    pub fn to_text(&self) -> String {
        let config = ron::ser::PrettyConfig::default();
        ron::ser::to_string_pretty(self, config).expect("an envelope is always written as RON") + "\n"
    }

    /// Reads an envelope and the adjourned game it holds: the format, the seal, the journal's
    /// replay, and the details against the game. Nothing is written.
    pub fn read(text: &str) -> Result<(Envelope, Table), EnvelopeError> {
        let envelope: Envelope =
            ron::from_str(text).map_err(|e| EnvelopeError::NotAnEnvelope { detail: e.to_string() })?;
        if envelope.format != FORMAT && envelope.format != FORMAT_V1 {
            return Err(EnvelopeError::NotAnEnvelope { detail: envelope.format.clone() });
        }
        let bytes = signed_bytes(&envelope.format, &envelope.details, &envelope.journal);
        if !seal::verify_bytes(&envelope.seal_key, &bytes, &envelope.seal) {
            return Err(EnvelopeError::Altered);
        }
        let table =
            journal::read(&envelope.journal).and_then(|recorded| recorded.replay()).map_err(EnvelopeError::Journal)?;
        // An envelope already opened (I.7) is no sealed envelope.
        if !table.is_adjourned() || table.opened_envelope().is_some() {
            return Err(EnvelopeError::NotAdjourned);
        }
        let mut found = Details::of(&table, &envelope.details.resumption);
        // An envelope of format 1 did not state the time used: the rest is compared.
        if let Some(found) = found.as_mut().filter(|_| envelope.format == FORMAT_V1) {
            (found.white_time_used, found.black_time_used) = (None, None);
        }
        if found.as_ref() != Some(&envelope.details) {
            return Err(EnvelopeError::DetailsDiffer);
        }
        Ok((envelope, table))
    }

    /// Reads the envelope in the file at `path` (see [`Envelope::read`]).
    pub fn read_file(path: &Path) -> Result<(Envelope, Table), EnvelopeError> {
        let bytes = std::fs::read(path).map_err(|e| EnvelopeError::Unreadable { detail: e.to_string() })?;
        let text = String::from_utf8(bytes).map_err(|e| EnvelopeError::NotAnEnvelope { detail: e.to_string() })?;
        Envelope::read(&text)
    }

    /// The short fingerprint of the key the envelope is sealed with ([`key_fingerprint`]).
    pub fn key_fingerprint(&self) -> Option<String> {
        key_fingerprint(&self.seal_key)
    }

    /// A file name for the envelope: the time it was kept, White, Black.
    pub fn file_name(&self, stamp: u64) -> String {
        let clean = |name: &str| -> String {
            let kept: String = name.chars().map(|c| if c.is_alphanumeric() { c } else { '-' }).collect();
            if kept.is_empty() { "-".to_owned() } else { kept }
        };
        format!("{stamp}-{}-{}.envelope", clean(&self.details.white), clean(&self.details.black))
    }

    /// Keeps the envelope in `data_dir/adjourned/`, crash-safely; the file's path.
    pub fn keep(&self, data_dir: &Path, stamp: u64) -> Result<PathBuf, RecordError> {
        let dir = data_dir.join("adjourned");
        file::create_dir(&dir)?;
        let path = dir.join(self.file_name(stamp));
        file::write_file(&path, self.to_text().as_bytes())?;
        Ok(path)
    }

    /// Writes the game's journal to `path` (crash-safely), for the game to resume there.
    pub fn install(&self, path: &Path) -> std::io::Result<()> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            crate::durable::create_dir(dir)?;
        }
        Ok(crate::durable::replace(path, &self.journal)?)
    }
}
