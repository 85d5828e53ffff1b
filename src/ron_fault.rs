//! What RON (the format of Escaque's settings, series and evening files) found wrong in a file,
//! typed, so that it is said in the reader's language and never in the RON reader's English:
//! where ([`TextAt`]) and what ([`RonFault`]). Below everything, using nothing of the crate:
//! the settings (`platform::settings`), a series (`series::store`) and an evening
//! (`evening::store`) all say their damaged files through it.

/// Where a line of text and a column in it (both from 1) are.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextAt {
    /// The line, from 1.
    pub line: usize,
    /// The column (a character's place in the line), from 1.
    pub column: usize,
}

impl TextAt {
    /// Where `text` ends: the place of the character that would follow it.
    pub fn end_of(text: &str) -> TextAt {
        let line = 1 + text.matches('\n').count();
        let column = 1 + text.rsplit('\n').next().map_or(0, |last| last.chars().count());
        TextAt { line, column }
    }
}

/// What RON found wrong, in a few kinds a person can act on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RonFault {
    /// A value of this kind was expected.
    Expected(RonValue),
    /// This mark was expected: a comma, a colon, a closing bracket or quote.
    ExpectedMark(char),
    /// The file ends before the settings do.
    EndOfFile,
    /// A character that does not belong where it is.
    UnexpectedChar(char),
    /// More text after the end of the settings.
    TrailingText,
    /// A field no setting has, as written.
    UnknownField(String),
    /// A value a setting does not take, as written.
    UnknownVariant(String),
    /// A setting that must be given and is not.
    MissingField(String),
    /// A setting given twice.
    DuplicateField(String),
    /// A value of the wrong kind for its setting, or one the setting cannot take.
    InvalidValue,
    /// A number too large or too small for its setting.
    NumberOutOfRange,
    /// A number written wrong.
    BadNumber,
    /// Anything else that is not RON.
    Syntax,
}

/// The kinds of value RON expects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RonValue {
    /// A text in double quotes.
    Text,
    /// A number.
    Number,
    /// `true` or `false`.
    Boolean,
    /// A character in single quotes.
    Character,
    /// A list in square brackets.
    List,
    /// A map in curly brackets.
    Map,
    /// A group in parentheses (a structure).
    Group,
    /// `Some(…)` or `None`.
    Option,
    /// A name.
    Name,
    /// `()`.
    Unit,
}

impl RonValue {
    /// The word its message selects on.
    pub const fn word(self) -> &'static str {
        match self {
            RonValue::Text => "text",
            RonValue::Number => "number",
            RonValue::Boolean => "boolean",
            RonValue::Character => "character",
            RonValue::List => "list",
            RonValue::Map => "map",
            RonValue::Group => "group",
            RonValue::Option => "option",
            RonValue::Name => "name",
            RonValue::Unit => "unit",
        }
    }
}

impl From<&ron::error::Error> for RonFault {
    fn from(e: &ron::error::Error) -> RonFault {
        use RonFault as F;
        use RonValue as V;
        use ron::error::Error as E;
        match e {
            E::ExpectedString | E::ExpectedByteString | E::ExpectedByteLiteral => F::Expected(V::Text),
            E::ExpectedInteger | E::ExpectedFloat => F::Expected(V::Number),
            E::ExpectedBoolean => F::Expected(V::Boolean),
            E::ExpectedChar => F::Expected(V::Character),
            E::ExpectedArray => F::Expected(V::List),
            E::ExpectedMap => F::Expected(V::Map),
            E::ExpectedStructLike | E::ExpectedNamedStructLike(_) => F::Expected(V::Group),
            E::ExpectedOption => F::Expected(V::Option),
            E::ExpectedIdentifier => F::Expected(V::Name),
            E::ExpectedUnit => F::Expected(V::Unit),
            E::ExpectedComma => F::ExpectedMark(','),
            E::ExpectedMapColon => F::ExpectedMark(':'),
            E::ExpectedArrayEnd => F::ExpectedMark(']'),
            E::ExpectedMapEnd => F::ExpectedMark('}'),
            E::ExpectedStructLikeEnd | E::ExpectedOptionEnd => F::ExpectedMark(')'),
            E::ExpectedStringEnd => F::ExpectedMark('"'),
            E::Eof => F::EndOfFile,
            E::UnexpectedChar(c) => F::UnexpectedChar(*c),
            E::TrailingCharacters => F::TrailingText,
            E::NoSuchStructField { found, .. } => F::UnknownField(found.clone()),
            E::NoSuchEnumVariant { found, .. } => F::UnknownVariant(found.clone()),
            E::MissingStructField { field, .. } => F::MissingField((*field).to_owned()),
            E::DuplicateStructField { field, .. } => F::DuplicateField((*field).to_owned()),
            // A custom error is one of the file's own values refused (a PIN that is no hash).
            E::InvalidValueForType { .. }
            | E::ExpectedDifferentLength { .. }
            | E::ExpectedDifferentStructName { .. }
            | E::ExpectedStructName(_)
            | E::Message(_) => F::InvalidValue,
            E::IntegerOutOfBounds => F::NumberOutOfRange,
            E::InvalidIntegerDigit { .. } | E::FloatUnderscore | E::UnderscoreAtBeginning => F::BadNumber,
            _ => F::Syntax,
        }
    }
}

/// Where RON stopped in a file and what it found wrong there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RonDamage {
    /// Where: the first character RON found wrong.
    pub at: TextAt,
    /// What.
    pub fault: RonFault,
}

impl RonDamage {
    /// RON's error `e` on `text`, placed at the first character RON found wrong: its span may
    /// begin with the blanks before it.
    ///
    /// ```
    /// use escaque::ron_fault::{RonDamage, RonFault, RonValue, TextAt};
    /// let text = "  maybe";
    /// let e = ron::from_str::<bool>(text).unwrap_err();
    /// let expected = RonDamage { at: TextAt { line: 1, column: 3 }, fault: RonFault::Expected(RonValue::Boolean) };
    /// assert_eq!(RonDamage::of(&e, text), expected);
    /// ```
    pub fn of(e: &ron::error::SpannedError, text: &str) -> RonDamage {
        let start = e.span.start;
        let mut at = TextAt { line: start.line.max(1), column: start.col.max(1) };
        if let Some(line) = text.split('\n').nth(at.line - 1) {
            let blanks = line.chars().skip(at.column - 1).take_while(|c| c.is_whitespace()).count();
            if at.column - 1 + blanks < line.chars().count() {
                at.column += blanks;
            }
        }
        RonDamage { at, fault: RonFault::from(&e.code) }
    }
}
