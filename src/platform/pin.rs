//! The arbiter's PIN (issue 12, item 1): the trainer sets it once, and the arbiter's panel opens
//! with it. Only a salted, deliberately slow hash is kept (Argon2id, as a PHC string such as
//! `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`), never the PIN itself.
//!
//! ```
//! use escaque::platform::pin::{PinError, PinHash};
//!
//! let hash = PinHash::new("4729")?;
//! assert!(hash.verify("4729"));
//! assert!(!hash.verify("4728"));
//! assert!(hash.as_phc().starts_with("$argon2id$") && !hash.as_phc().contains("4729"));
//! assert_eq!(PinHash::new("12"), Err(PinError::TooShort { min: 4 }));
//! # Ok::<(), PinError>(())
//! ```

use std::str::FromStr;

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Version};
use serde::{Deserialize, Serialize};

/// Argon2's cost parameters (memory in KiB, passes, lanes), for [`PinHash::with_params`].
pub use argon2::Params;

/// The fewest characters a PIN may have.
pub const MIN_LEN: usize = 4;
/// The most characters a PIN may have.
pub const MAX_LEN: usize = 32;

/// The most a stored hash may ask of [`PinHash::verify`]: memory in KiB, passes, lanes. Far
/// above [`slow_params`], so that any hash Escaque made verifies; a hash asking for more (a
/// settings file edited by hand) is not read, rather than hang the window or exhaust memory.
const CEILING: (u32, u32, u32) = (256 * 1024, 64, 16);

/// `phc` parsed, if it is a hash Argon2 can check a PIN against: a PHC string naming an Argon2
/// algorithm and version, with a salt, an output, and parameters Argon2 accepts within
/// [`CEILING`].
fn checkable(phc: &str) -> Option<PasswordHash> {
    let hash = PasswordHash::new(phc).ok()?;
    Algorithm::try_from(hash.algorithm.as_str()).ok()?;
    if let Some(version) = hash.version {
        Version::try_from(version).ok()?;
    }
    hash.salt.as_ref()?;
    hash.hash.as_ref()?;
    let params = Params::try_from(&hash).ok()?;
    let (memory, passes, lanes) = CEILING;
    (params.m_cost() <= memory && params.t_cost() <= passes && params.p_cost() <= lanes).then_some(hash)
}

/// Why a PIN cannot be set, or a stored hash cannot be read. `Display` is the English message
/// (`pin-error-*` in the Fluent files).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PinError {
    /// Fewer than `min` characters.
    TooShort {
        /// The fewest characters a PIN may have ([`MIN_LEN`]).
        min: usize,
    },
    /// More than `max` characters.
    TooLong {
        /// The most characters a PIN may have ([`MAX_LEN`]).
        max: usize,
    },
    /// A space or other whitespace, or a control character, which cannot be typed reliably.
    BadCharacter(char),
    /// Argon2 could not hash the PIN (or the system gave no random salt): argon2's words.
    Hashing(String),
    /// A stored hash that is not an Argon2 PHC string Escaque can check a PIN against.
    Malformed,
}

impl std::error::Error for PinError {}

/// A PIN, hashed: Argon2 (id, i or d) as a PHC string, salted at random. Stored in the settings
/// as that string (serde); reading a string that is not one, or not one that can be checked
/// (no salt, parameters Argon2 refuses or above a ceiling), fails with [`PinError::Malformed`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct PinHash(String);

/// The parameters new PINs are hashed with: Argon2's defaults (19 MiB, 2 passes, 1 lane, the
/// OWASP recommendation), tens of milliseconds in an optimised build. Checking a PIN takes as
/// long, which is what makes guessing slow.
pub fn slow_params() -> Params {
    Params::DEFAULT
}

/// Whether `pin` may be set: [`MIN_LEN`] to [`MAX_LEN`] characters, none of them whitespace
/// or control characters.
pub fn check(pin: &str) -> Result<(), PinError> {
    if let Some(c) = pin.chars().find(|c| c.is_whitespace() || c.is_control()) {
        return Err(PinError::BadCharacter(c));
    }
    match pin.chars().count() {
        n if n < MIN_LEN => Err(PinError::TooShort { min: MIN_LEN }),
        n if n > MAX_LEN => Err(PinError::TooLong { max: MAX_LEN }),
        _ => Ok(()),
    }
}

impl PinHash {
    /// Hashes `pin` with [`slow_params`] and a random salt, once [`check`] accepts it.
    pub fn new(pin: &str) -> Result<PinHash, PinError> {
        PinHash::with_params(pin, slow_params())
    }

    /// Hashes `pin` with the given Argon2id parameters and a random salt, once [`check`]
    /// accepts it. [`PinHash::new`] is this with [`slow_params`].
    pub fn with_params(pin: &str, params: Params) -> Result<PinHash, PinError> {
        check(pin)?;
        let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, params);
        let hash: PasswordHash = argon2.hash_password(pin.as_bytes()).map_err(|e| PinError::Hashing(e.to_string()))?;
        Ok(PinHash(hash.to_string()))
    }

    /// Whether `pin` is the PIN this is the hash of, compared in constant time by Argon2 with
    /// the parameters the hash names. A hash that cannot be checked verifies nothing, without
    /// panicking; one made by [`PinHash::with_params`] with more than 256 MiB, 64 passes or 16
    /// lanes is such a hash (no stored hash may make the window hang or run out of memory).
    pub fn verify(&self, pin: &str) -> bool {
        if check(pin).is_err() {
            return false;
        }
        let Some(hash) = checkable(&self.0) else { return false };
        Argon2::default().verify_password(pin.as_bytes(), &hash).is_ok()
    }

    /// The PHC string, as stored.
    pub fn as_phc(&self) -> &str {
        &self.0
    }
}

impl FromStr for PinHash {
    type Err = PinError;

    /// A stored hash: an Argon2 PHC string that [`PinHash::verify`] can check. Its output
    /// may still be damaged (a changed character): then it verifies nothing.
    fn from_str(s: &str) -> Result<PinHash, PinError> {
        checkable(s).ok_or(PinError::Malformed)?;
        Ok(PinHash(s.to_owned()))
    }
}

impl TryFrom<String> for PinHash {
    type Error = PinError;

    fn try_from(s: String) -> Result<PinHash, PinError> {
        s.parse()
    }
}

impl From<PinHash> for String {
    fn from(hash: PinHash) -> String {
        hash.0
    }
}
