//! Escaque: over-the-board chess on one screen, with a twin clock and an arbiter that knows the
//! FIDE Laws of Chess.
//!
//! The [`laws`] module is the core: a pure state machine that folds timestamped events into a
//! game. The [`clock`] module keeps time (Article 6), again with "now" always a parameter.

pub mod adjudicate;
pub mod analysis;
pub mod clock;
pub mod i18n;
pub mod journal;
pub mod laws;
pub mod notation;
pub mod record;
pub mod session;
pub mod settings;
pub mod sound;
pub mod table;
pub mod ui;
pub mod unwinnable_cli;
