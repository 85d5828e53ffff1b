//! Drawing lots.

/// A number from the operating system's randomness, for drawing lots and Chess960 positions.
pub fn random_number() -> u16 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_u64(0);
    (hasher.finish() % 960) as u16
}
