//! The FIDE Laws of Chess as pure rules: no interface, no files, no wall clock.
//!
//! This folder holds what the Laws say, as values and functions: the Article numbers every
//! decision cites ([`Article`]), the numbers that differ between editions ([`RuleSet`]), how a
//! game stands and ends ([`Status`], [`Ending`]), touch-move ([`touch`]), draws offered and
//! claimed ([`draw`]), repetition ([`PositionKey`]), "could this side ever mate?" ([`mate`],
//! [`unwinnable`]) and the quickplay finish of Guidelines III ([`quickplay`]). shakmaty supplies
//! the moves of the pieces (Article 3). The game that folds events into a state under these
//! rules is [`crate::table::Table`].

pub mod adjourn;
pub mod arbiter;
pub mod article;
pub mod chess960;
pub mod colour;
pub mod draw;
pub mod edition;
pub mod illegal;
pub mod mate;
pub mod outcome;
pub mod quickplay;
pub mod repetition;
pub mod rules;
pub mod status;
pub mod touch;
pub mod unwinnable;

pub use article::Article;
pub use draw::{Claim, DrawOffers};
pub use mate::{MateAbility, MateOracle, MaterialRule};
pub use edition::{Edition, UnknownEdition};
pub use outcome::{Ending, GameResult, NotAScore, Points, Reason, Score};
pub use quickplay::{Circumstances, Decision, Pending, QuickplayRefusal, Request, Ruling};
pub use repetition::PositionKey;
pub use rules::{Category, IllegalMoveRules, IncrementTiming, Limit, Millis, RuleSet};
pub use status::Status;
pub use touch::{Binding, Obligation, Touched};
pub use unwinnable::{ExactOracle, Finding, FullSearch, MateWorker};
