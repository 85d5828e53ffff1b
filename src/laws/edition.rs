//! The editions of the Laws Escaque knows, named by the year they were adopted. Below both
//! [`super::article`] (which numbers each Article as an edition does) and [`super::rules`] (the
//! numbers that differ between editions).

use std::fmt;

/// An edition of the FIDE Laws of Chess, written as the year it was adopted (2008, 2014, 2023)
/// wherever a person or a file names it.
///
/// ```
/// use escaque::laws::Edition;
/// assert_eq!(Edition::from_year(2014), Some(Edition::Fide2014));
/// assert_eq!(Edition::from_year(2011), None);
/// assert_eq!(Edition::Fide2023.year(), 2023);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u16", into = "u16")]
pub enum Edition {
    /// In force from 1 July 2009 (the seeds' `laws-2008-*`).
    Fide2008,
    /// In force from 1 July 2014.
    Fide2014,
    /// In force from 1 January 2023: the default.
    #[default]
    Fide2023,
}

impl Edition {
    /// Every edition Escaque knows, oldest first.
    pub const ALL: [Edition; 3] = [Edition::Fide2008, Edition::Fide2014, Edition::Fide2023];

    /// The year that names the edition.
    pub const fn year(self) -> u16 {
        match self {
            Edition::Fide2008 => 2008,
            Edition::Fide2014 => 2014,
            Edition::Fide2023 => 2023,
        }
    }

    /// The edition a year names, if Escaque has it.
    pub fn from_year(year: u16) -> Option<Edition> {
        Edition::ALL.into_iter().find(|e| e.year() == year)
    }
}

/// A year that names no edition Escaque has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownEdition(pub u16);

impl fmt::Display for UnknownEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no edition of the Laws for {} (2008, 2014, 2023)", self.0)
    }
}

impl TryFrom<u16> for Edition {
    type Error = UnknownEdition;
    fn try_from(year: u16) -> Result<Edition, UnknownEdition> {
        Edition::from_year(year).ok_or(UnknownEdition(year))
    }
}

impl From<Edition> for u16 {
    fn from(edition: Edition) -> u16 {
        edition.year()
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.year())
    }
}
