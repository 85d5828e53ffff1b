//! Escaque: over-the-board chess on one screen, with a twin clock and an arbiter that knows the
//! FIDE Laws of Chess.
//!
//! The parts, from the bottom up (no part uses one above it):
//!
//! - [`durable`]: every file written so that a crash or a full disk leaves the last good
//!   version readable (atomic whole files, synced appends, locks, files kept aside).
//! - [`laws`]: the Laws as pure rules (Articles, editions, touch-move, draws, outcomes,
//!   Guidelines III); [`clock`]: Article 6, time controls and the twin clock, "now" always a
//!   parameter; [`notation`]: Appendix C in each language.
//! - [`table`]: the game at the table, one stream of [`Event`]s folded into a [`Table`]
//!   (board + clock + arbiter), with its crash-safe journal.
//! - [`record`]: Article 8, the scoresheet: PGN, seal, PDF, kept on disk crash-safely; a
//!   recorded game adjudicated.
//! - [`series`]: a match or a club evening, game after game: standings, files, PGN.
//! - [`evening`]: a club's evening across boards: Berger pairings, the crosstable with its
//!   tie-breaks, FIDE's Tournament Report File.
//! - [`platform`]: the settings file, sound, the monotonic time.
//! - [`i18n`]: every message a person reads, from the Fluent files.
//! - [`cli`]: the headless commands; [`ui`]: the window.
//!
//! The names used most are re-exported here, flat.
#![warn(missing_docs)]

#[macro_use]
mod macros;

pub mod cli;
pub mod clock;
pub mod durable;
pub mod evening;
pub mod i18n;
pub mod laws;
pub mod notation;
pub mod platform;
pub mod record;
pub mod ron_fault;
pub mod series;
pub mod table;
pub mod ui;

pub use clock::{AdjustReason, Adjustment, Clock, TimeControl, TimeControls};
pub use laws::{Article, Claim, DrawOffers, Edition, Ending, GameResult, Pending, Reason, RuleSet, Ruling, Status};
pub use table::{Event, EventKind, Notice, Proof, Refusal, Setup, SetupError, Table};
