//! The FIDE Laws of Chess as a pure state machine: no interface, no files, no wall clock.
//!
//! A [`Game`] takes timestamped [`Event`]s and answers each with what happened
//! ([`Notice`]s) or a [`Refusal`] that names its [`Article`]. shakmaty supplies the moves of
//! the pieces (Article 3); this module adds everything the Laws put on top of them.

pub mod article;
pub mod event;
pub mod game;
pub mod mate;
pub mod outcome;
pub mod repetition;
pub mod rules;
pub mod touch;
pub mod unwinnable;
pub mod verdict;

pub use article::Article;
pub use event::{Claim, Event, EventKind};
pub use game::{ClaimRecord, Config, DrawOffers, Game, OfferRecord, Ply};
pub use mate::{MateAbility, MateOracle, MaterialRule};
pub use outcome::{Ending, GameResult, Reason, Status};
pub use repetition::PositionKey;
pub use rules::{Category, Edition, Limit, Millis, RuleSet};
pub use touch::{Binding, Obligation, Touched};
pub use unwinnable::{ExactOracle, Finding, FullSearch, MateWorker};
pub use verdict::{Notice, Refusal};
