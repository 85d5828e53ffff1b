//! Translations with Project Fluent: one `locales/<lang>/escaque.ftl` per language, embedded in
//! the binary, the one source of every sentence a person reads, English included. English is
//! the fallback, message by message. [`describe`] says the table's, clock's, journal's and
//! PGN's values; [`notes`] the notes of the record (the arbiter's acts, claims, the ending)
//! on screen, in the PGN and on paper; [`record`] the record's errors, the scoresheet in a
//! language and the printed sheet's words; the errors that logs and scripts print get
//! their `Display` from the English messages (`english.rs`).
//!
//! [`Tr`] is the translator the window and the headless commands use: `tr.t("id")` and
//! `tr.t_args("id", &args)`. Bundles are built once, on first use, for all five languages.
//! Unicode isolation marks are off: egui would draw them as boxes, and every argument here is
//! either a number, a name or a word in the same script.

pub mod describe;
mod english;
pub mod evening;
pub mod notes;
pub mod os;
pub mod record;
pub mod speech;

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use shakmaty::Color;

use crate::laws::{Article, Edition};

pub use crate::notation::Lang;

/// Where each language's Fluent messages are: its place in the bundles and its source.
trait Messages {
    fn index(self) -> usize;
    fn source(self) -> &'static str;
}

impl Messages for Lang {
    fn index(self) -> usize {
        self as usize
    }

    fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../locales/en/escaque.ftl"),
            Lang::Gl => include_str!("../../locales/gl/escaque.ftl"),
            Lang::Es => include_str!("../../locales/es/escaque.ftl"),
            Lang::Pt => include_str!("../../locales/pt/escaque.ftl"),
            Lang::Ca => include_str!("../../locales/ca/escaque.ftl"),
        }
    }
}

/// The Fluent source of `lang`'s messages, as embedded.
pub fn ftl(lang: Lang) -> &'static str {
    lang.source()
}

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 5] {
    static BUNDLES: OnceLock<[Bundle; 5]> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        Lang::ALL.map(|lang| {
            let id: unic_langid::LanguageIdentifier = lang.code().parse().expect("a valid language code");
            let mut bundle = Bundle::new_concurrent(vec![id]);
            bundle.set_use_isolating(false);
            // A file with a syntax error still gives every message that parsed; the test on the
            // files (tests/records/i18n.rs) refuses any error.
            let resource = match FluentResource::try_new(lang.source().to_owned()) {
                Ok(resource) => resource,
                Err((resource, _errors)) => resource,
            };
            let _ = bundle.add_resource(resource);
            bundle
        })
    })
}

/// The translator: formats messages in one language, falling back to English for a message
/// the language lacks, and cites Articles as the edition of the Laws in force numbers them
/// (2023 unless told otherwise). Cheap to copy.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tr {
    lang: Lang,
    edition: Edition,
}

/// Arguments for [`Tr::t_args`]: `args([("side", side(c)), ("count", 3.into())])`.
pub fn args<'a, const N: usize>(pairs: [(&'a str, FluentValue<'a>); N]) -> FluentArgs<'a> {
    let mut args = FluentArgs::with_capacity(N);
    for (name, value) in pairs {
        args.set(name, value);
    }
    args
}

/// A side as a selector argument: `white` or `black`.
pub fn side(c: Color) -> FluentValue<'static> {
    FluentValue::from(crate::laws::colour::word(c))
}

impl Tr {
    /// A translator into `lang`.
    pub const fn new(lang: Lang) -> Tr {
        Tr { lang, edition: Edition::Fide2023 }
    }

    /// The same translator citing Articles as `edition` numbers them (see
    /// [`Article::numbered`]): the game's edition wherever a game is described.
    ///
    /// ```
    /// use escaque::i18n::{Lang, Tr};
    /// use escaque::laws::{Article, Edition};
    /// let tr = Tr::new(Lang::En).with_edition(Edition::Fide2008);
    /// assert_eq!(tr.article(Article::WRONG_CLAIM), "Article 9.5.b");
    /// assert_eq!(Tr::new(Lang::En).article(Article::WRONG_CLAIM), "Article 9.5.3");
    /// ```
    pub const fn with_edition(self, edition: Edition) -> Tr {
        Tr { edition, ..self }
    }

    /// The edition whose numbers it cites.
    pub const fn edition(self) -> Edition {
        self.edition
    }

    /// The language it translates into.
    pub const fn lang(self) -> Lang {
        self.lang
    }

    fn format(self, id: &str, args: Option<&FluentArgs>) -> String {
        for lang in [self.lang, Lang::En] {
            let bundle = &bundles()[lang.index()];
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, args, &mut errors);
                debug_assert!(errors.is_empty(), "message {id} in {lang}: {errors:?}");
                return text.into_owned();
            }
        }
        debug_assert!(false, "no message {id}");
        id.to_owned()
    }

    /// The message `id`.
    pub fn t(self, id: &str) -> String {
        self.format(id, None)
    }

    /// The message `id` with arguments.
    pub fn t_args(self, id: &str, args: &FluentArgs) -> String {
        self.format(id, Some(args))
    }

    /// Whether this language itself (not the fallback) has the message `id`.
    pub fn has(self, id: &str) -> bool {
        bundles()[self.lang.index()].has_message(id)
    }

    /// "White" or "Black", capitalised as on its own.
    pub fn colour(self, c: Color) -> String {
        self.t_args("side-name", &args([("side", side(c))]))
    }

    /// An Article as this language cites it: "Article 9.5.3", "Artigo 9.5.3", "Artículo 9.5.3";
    /// Guidelines (III.5) and Appendices (A.3, 2014's G.5) by their own names. The number is
    /// the one of the edition this translator cites ([`Tr::with_edition`]); the laws core
    /// names every Article by its 2023 number.
    pub fn article(self, article: Article) -> String {
        let number = article.numbered(self.edition).0;
        let id = if number.starts_with('I') {
            "cite-guidelines"
        } else if number.starts_with(|c: char| c.is_ascii_uppercase()) {
            "cite-appendix"
        } else {
            "cite-article"
        };
        self.t_args(id, &args([("number", number.into())]))
    }
}
