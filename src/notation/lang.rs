//! The languages Escaque speaks: each writes moves in its own notation (Appendix C) and has its
//! own Fluent messages ([`crate::i18n`]).

use serde::{Deserialize, Serialize};

/// A language Escaque speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    /// English: the fallback, and the language of PGN files.
    #[default]
    #[serde(rename = "en")]
    En,
    /// Galician.
    #[serde(rename = "gl")]
    Gl,
    /// Spanish.
    #[serde(rename = "es")]
    Es,
    /// Portuguese.
    #[serde(rename = "pt")]
    Pt,
    /// Catalan.
    #[serde(rename = "ca")]
    Ca,
}

impl Lang {
    /// Every language Escaque speaks, English first.
    pub const ALL: [Lang; 5] = [Lang::En, Lang::Gl, Lang::Es, Lang::Pt, Lang::Ca];

    /// The ISO 639-1 code: `en`, `gl`, `es`, `pt`, `ca`.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Gl => "gl",
            Lang::Es => "es",
            Lang::Pt => "pt",
            Lang::Ca => "ca",
        }
    }

    /// The language's name in itself, for the language selector.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Gl => "Galego",
            Lang::Es => "Español",
            Lang::Pt => "Português",
            Lang::Ca => "Català",
        }
    }

    /// The language of a code or locale name: `gl`, `gl-ES`, `gl_ES.UTF-8`, `ca-ES-valencia`,
    /// `pt-BR`, in any case.
    ///
    /// ```
    /// use escaque::notation::Lang;
    /// assert_eq!(Lang::from_code("gl_ES.UTF-8"), Some(Lang::Gl));
    /// assert_eq!(Lang::from_code("pt-BR"), Some(Lang::Pt));
    /// assert_eq!(Lang::from_code("fr-FR"), None);
    /// ```
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.trim().split(['-', '_', '.', '@']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of `locales` (most preferred first) that Escaque speaks, or English.
    pub fn from_locales<S: AsRef<str>>(locales: impl IntoIterator<Item = S>) -> Lang {
        locales.into_iter().find_map(|l| Lang::from_code(l.as_ref())).unwrap_or(Lang::En)
    }

    /// The operating system's language, if Escaque speaks it; English otherwise.
    pub fn detect() -> Lang {
        Lang::from_locales(sys_locale::get_locales())
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}
