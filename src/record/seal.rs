//! The seal: an Ed25519 signature over the canonical game record, made with a key created once
//! per installation, so that an organiser can tell whether a scoresheet PGN is the one the
//! players signed.
//!
//! Three tags carry it (see `docs/pgn-tags.md`):
//! - `SealKey`: the installation's public key, base64;
//! - `SealParts`: a short SHA-256 of each part of the record (tags, moves, clocks, result,
//!   signatures), so that a broken seal can say which part changed;
//! - `Seal`: the signature, base64, over [`Scoresheet::canonical`]: the PGN with every tag but
//!   `Seal` itself.

use std::fmt;
use std::path::Path;

use base64::Engine as _;
use ed25519_dalek::{Signature, Signer, SigningKey, Verifier, VerifyingKey};
use sha2::{Digest, Sha256};

use super::error::{OsError, RecordError};
use super::file;
use super::sheet::Scoresheet;

const B64: base64::engine::GeneralPurpose = base64::engine::general_purpose::STANDARD;

/// The installation's sealing key.
pub struct SealKey(SigningKey);

impl fmt::Debug for SealKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SealKey(public {})", B64.encode(self.0.verifying_key().to_bytes()))
    }
}

impl SealKey {
    /// A key from 32 secret bytes (tests, or a stored key).
    pub fn from_secret(secret: [u8; 32]) -> SealKey {
        SealKey(SigningKey::from_bytes(&secret))
    }

    /// The key stored at `path`, or a new one made from the system's randomness and stored
    /// there (readable by the user only, written crash-safely).
    ///
    /// The file holds the secret and, beside it, the public key it was made with (see
    /// [`SealKey::file_text`]): a key whose secret no longer gives that public key was changed
    /// after it was made ([`RecordError::KeyChanged`]) and seals nothing, so that a changed
    /// character never seals a record silently with another key. A file of an earlier version
    /// (the secret alone) is read as it is and rewritten, crash-safely, with its public key.
    pub fn load_or_create(path: &Path) -> Result<SealKey, RecordError> {
        match std::fs::read(path) {
            Ok(bytes) => {
                let damaged = || RecordError::KeyDamaged { path: path.to_owned() };
                // A key file is a few dozen bytes: anything longer is not one (and is not read
                // into a string of any length).
                if bytes.len() > 1024 {
                    return Err(damaged());
                }
                let text = String::from_utf8(bytes).map_err(|_| damaged())?;
                let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
                let secret_line = lines.next().ok_or_else(damaged)?;
                let secret: [u8; 32] =
                    B64.decode(secret_line).ok().and_then(|b| b.try_into().ok()).ok_or_else(damaged)?;
                let key = SealKey::from_secret(secret);
                let Some(public_line) = lines.next() else {
                    // Written by an earlier version: the public key is added beside the secret.
                    // If that cannot be written now, the key still seals, and the next use tries
                    // again.
                    let _ = file::write_private(path, key.file_text().as_bytes());
                    return Ok(key);
                };
                let stored = public_line.strip_prefix("public ").map(str::trim).ok_or_else(damaged)?;
                let expected = fingerprint(stored).ok_or_else(damaged)?;
                // Anything after the two lines is a damaged file, not another key.
                if lines.next().is_some() {
                    return Err(damaged());
                }
                if stored != key.public() {
                    return Err(RecordError::KeyChanged { path: path.to_owned(), expected, found: key.fingerprint() });
                }
                Ok(key)
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => SealKey::create(path),
            Err(e) => Err(RecordError::KeyUnreadable { path: path.to_owned(), error: OsError::from(&e) }),
        }
    }

    /// A new key made from the system's randomness and stored at `path` (readable by the user
    /// only, written crash-safely); whatever was at `path` is replaced, so the caller sees to it
    /// that nothing is (see [`super::archive::Archive::new_key_and_seal`]).
    pub fn create(path: &Path) -> Result<SealKey, RecordError> {
        let mut secret = [0u8; 32];
        getrandom::fill(&mut secret).map_err(|e| RecordError::NoRandomness { message: e.to_string() })?;
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            file::create_dir(dir)?;
        }
        let key = SealKey::from_secret(secret);
        file::write_private(path, key.file_text().as_bytes())?;
        Ok(key)
    }

    /// The key file's text: the secret (base64) on the first line, and on the second the public
    /// key it gives, which [`SealKey::load_or_create`] checks the secret against.
    ///
    /// ```
    /// use escaque::record::seal::SealKey;
    /// let key = SealKey::from_secret([7; 32]);
    /// let text = key.file_text();
    /// assert_eq!(text.lines().nth(1), Some(format!("public {}", key.public()).as_str()));
    /// ```
    pub fn file_text(&self) -> String {
        format!("{}\npublic {}\n", B64.encode(self.0.to_bytes()), self.public())
    }

    /// The public key, base64, as the `SealKey` tag holds it.
    pub fn public(&self) -> String {
        B64.encode(self.0.verifying_key().to_bytes())
    }

    /// The key's short fingerprint ([`fingerprint`]), as the setup screen and the printed
    /// sheet show it and `escaque verify --key` takes it.
    pub fn fingerprint(&self) -> String {
        fingerprint(&self.public()).expect("a key's own public key is a key")
    }
}

/// The short fingerprint of a seal key (its base64 public key): the first eight bytes of the
/// key's SHA-256, in hex, four groups of four, e.g. `3f2a 91c0 7d4e 22b8`. Short enough to note
/// on paper and compare. `None` for text that is no key.
///
/// ```
/// use escaque::record::seal::{SealKey, fingerprint};
/// let one = fingerprint(&SealKey::from_secret([7; 32]).public()).unwrap();
/// let other = fingerprint(&SealKey::from_secret([8; 32]).public()).unwrap();
/// assert_eq!((one.len(), one.split(' ').count()), (19, 4));
/// assert_ne!(one, other);
/// assert_eq!(fingerprint("not a key"), None);
/// ```
pub fn fingerprint(public: &str) -> Option<String> {
    let bytes = B64.decode(public.trim()).ok()?;
    if bytes.len() != 32 {
        return None;
    }
    let digest = Sha256::digest(&bytes);
    let groups: Vec<String> = digest[..8].chunks(2).map(|pair| format!("{:02x}{:02x}", pair[0], pair[1])).collect();
    Some(groups.join(" "))
}

/// The key a record must carry, as an organiser names it (`escaque verify --key`): the key's
/// fingerprint (16 hex digits, spaces and case as one likes) or its whole public key (base64).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RequiredKey {
    /// The fingerprint, written as [`fingerprint`] writes it.
    fingerprint: String,
}

impl RequiredKey {
    /// The key `text` names; `None` if it names none.
    ///
    /// ```
    /// use escaque::record::seal::{RequiredKey, SealKey};
    /// let key = SealKey::from_secret([7; 32]);
    /// let by_print = RequiredKey::parse(&key.fingerprint().to_uppercase().replace(' ', "")).unwrap();
    /// assert!(by_print.is(&key.public()));
    /// assert!(RequiredKey::parse(&key.public()).unwrap().is(&key.public()));
    /// assert!(!by_print.is(&SealKey::from_secret([8; 32]).public()));
    /// assert_eq!(RequiredKey::parse("12ab"), None);
    /// ```
    pub fn parse(text: &str) -> Option<RequiredKey> {
        let hex: String = text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
        if hex.len() == 16 && hex.chars().all(|c| c.is_ascii_hexdigit()) {
            let groups: Vec<&str> = (0..4).map(|i| &hex[i * 4..i * 4 + 4]).collect();
            return Some(RequiredKey { fingerprint: groups.join(" ") });
        }
        fingerprint(text).map(|fingerprint| RequiredKey { fingerprint })
    }

    /// Whether the public key `public` (base64) is this one.
    pub fn is(&self, public: &str) -> bool {
        fingerprint(public).is_some_and(|f| f == self.fingerprint)
    }

    /// The required key's fingerprint.
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }
}

fn part_hashes(sheet: &Scoresheet) -> String {
    sheet
        .parts()
        .iter()
        .map(|(name, text)| {
            let digest = Sha256::digest(text.as_bytes());
            let short: String = digest[..6].iter().map(|b| format!("{b:02x}")).collect();
            format!("{name}:{short}")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Seals the sheet: sets its three seal tags.
pub fn seal(sheet: &mut Scoresheet, key: &SealKey) {
    sheet.seal = vec![("SealKey".to_owned(), key.public()), ("SealParts".to_owned(), part_hashes(sheet))];
    let signature = key.0.sign(sheet.canonical().as_bytes());
    sheet.seal.push(("Seal".to_owned(), B64.encode(signature.to_bytes())));
}

/// What `verify` found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verification {
    /// The record is exactly what was sealed, by this key.
    Intact {
        /// The public key that sealed it, base64, from the `SealKey` tag.
        key: String,
    },
    /// The record was changed after sealing.
    Altered {
        /// The parts of the sheet that changed, when that can be told; may be empty.
        parts: Vec<&'static str>,
    },
    /// The record is as it was sealed, but by a key other than the one it must carry
    /// ([`verify_with_key`]): anyone can seal a changed record with a key of their own.
    OtherKey {
        /// The fingerprint of the key that sealed it.
        found: String,
        /// The fingerprint of the key it must carry.
        required: String,
    },
    /// There is no seal to check.
    Unsealed,
    /// The seal's own tags cannot be read.
    BadSeal(String),
}

impl fmt::Display for Verification {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verification::Intact { key } => {
                let print = fingerprint(key).unwrap_or_default();
                write!(f, "intact: the record is as it was sealed (key {key}, fingerprint {print})")
            }
            Verification::OtherKey { found, required } => write!(
                f,
                "other key: the record was sealed with the key {found}, not with the required key {required}"
            ),
            Verification::Altered { parts } if parts.is_empty() => {
                f.write_str("altered: the record was changed after it was sealed")
            }
            Verification::Altered { parts } => {
                write!(f, "altered: the record was changed after it was sealed ({} changed)", parts.join(", "))
            }
            Verification::Unsealed => f.write_str("not sealed: there is no Seal tag to check"),
            Verification::BadSeal(why) => write!(f, "altered: the seal itself cannot be read ({why})"),
        }
    }
}

/// The tags a seal writes (see the module's documentation).
pub use super::sheet::SEAL_TAGS;

/// Whether a record with these tags was ever sealed: it carries at least one of the seal's tags.
/// A record without any was never sealed, however it is written (annotated, with variations):
/// it is "not sealed", never "altered".
pub fn carries_a_seal(tags: &[(String, String)]) -> bool {
    tags.iter().any(|(name, _)| SEAL_TAGS.contains(&name.as_str()))
}

/// Checks a sheet's seal.
pub fn verify(sheet: &Scoresheet) -> Verification {
    let tag = |name: &str| sheet.seal.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str());
    let (Some(key), Some(seal)) = (tag("SealKey"), tag("Seal")) else {
        return if sheet.seal.is_empty() {
            Verification::Unsealed
        } else {
            Verification::BadSeal("a seal tag is missing".to_owned())
        };
    };
    let key_bytes: Option<[u8; 32]> = B64.decode(key).ok().and_then(|b| b.try_into().ok());
    let Some(verifying) = key_bytes.and_then(|b| VerifyingKey::from_bytes(&b).ok()) else {
        return Verification::BadSeal("the SealKey tag is not a public key".to_owned());
    };
    let sig_bytes: Option<[u8; 64]> = B64.decode(seal).ok().and_then(|b| b.try_into().ok());
    let Some(signature) = sig_bytes.map(|b| Signature::from_bytes(&b)) else {
        return Verification::BadSeal("the Seal tag is not a signature".to_owned());
    };
    // Tag order is layout: the tags as read, or in the order the sheet writes them.
    let in_order = sheet.with_tags_in_writing_order();
    for candidate in [sheet, &in_order] {
        if verifying.verify(candidate.canonical().as_bytes(), &signature).is_ok() {
            return Verification::Intact { key: key.to_owned() };
        }
    }
    let sheet = &in_order;
    // Which parts differ from the hashes written at sealing time (if those were left alone).
    let recorded: Vec<&str> = tag("SealParts").unwrap_or_default().split_whitespace().collect();
    let now = part_hashes(sheet);
    let parts = now
        .split_whitespace()
        .filter(|p| !recorded.contains(p))
        .filter_map(|p| sheet.parts().iter().map(|(name, _)| *name).find(|name| p.starts_with(&format!("{name}:"))))
        .collect();
    Verification::Altered { parts }
}

/// Checks a sheet's seal as [`verify`] does and, when it is intact, that the key which sealed
/// it is `required` (if one is given): a record sealed with another key is
/// [`Verification::OtherKey`], never intact.
pub fn verify_with_key(sheet: &Scoresheet, required: Option<&RequiredKey>) -> Verification {
    match (verify(sheet), required) {
        (Verification::Intact { key }, Some(required)) if !required.is(&key) => Verification::OtherKey {
            found: fingerprint(&key).unwrap_or_default(),
            required: required.fingerprint().to_owned(),
        },
        (verdict, _) => verdict,
    }
}

impl SealKey {
    /// Signs `bytes` with the installation's key: the signature, base64. For records other than
    /// the scoresheet (an adjourned game's envelope, `record::adjourned`).
    pub fn sign_bytes(&self, bytes: &[u8]) -> String {
        B64.encode(self.0.sign(bytes).to_bytes())
    }
}

/// Whether `signature` (base64) is `key`'s (base64) over `bytes`: the check of
/// [`SealKey::sign_bytes`]. Anything unreadable is `false`.
pub fn verify_bytes(key: &str, bytes: &[u8], signature: &str) -> bool {
    let Ok(key) = B64.decode(key.trim()) else { return false };
    let Ok(key) = <[u8; 32]>::try_from(key.as_slice()) else { return false };
    let Ok(key) = VerifyingKey::from_bytes(&key) else { return false };
    let Ok(signature) = B64.decode(signature.trim()) else { return false };
    let Ok(signature) = Signature::from_slice(&signature) else { return false };
    key.verify(bytes, &signature).is_ok()
}
