//! The two sides' names as files and logs write them, written once: shakmaty's [`Color`] is the
//! value everywhere else. What a person reads comes from the Fluent files.

use shakmaty::Color;

/// The word journals, settings and the headless commands use: `white`, `black`.
///
/// ```
/// use escaque::laws::colour;
/// use shakmaty::Color;
/// assert_eq!(colour::word(Color::Black), "black");
/// assert_eq!(colour::from_word("white"), Some(Color::White));
/// assert_eq!(colour::from_word("White"), None);
/// ```
pub fn word(side: Color) -> &'static str {
    side.fold_wb("white", "black")
}

/// The side a [`word`] names.
pub fn from_word(word: &str) -> Option<Color> {
    Color::ALL.into_iter().find(|&c| self::word(c) == word)
}

/// The name as English logs and PGN comments write it: `White`, `Black`.
pub fn title(side: Color) -> &'static str {
    side.fold_wb("White", "Black")
}

/// serde for a [`Color`] as its [`word`], for the files that keep one (`#[serde(with = ...)]`).
pub mod serde_word {
    use shakmaty::Color;

    /// Writes the side as `white` or `black`.
    pub fn serialize<S: serde::Serializer>(side: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(super::word(*side))
    }

    /// Reads `white` or `black`.
    pub fn deserialize<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let word: String = serde::Deserialize::deserialize(d)?;
        super::from_word(&word).ok_or_else(|| serde::de::Error::custom(format!("not a side: {word}")))
    }
}
