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
