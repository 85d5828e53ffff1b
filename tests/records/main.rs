//! What Escaque reads and writes: PGN, journals, sealed scoresheets, live boards, club evenings,
//! the headless commands, the translations and the spoken words.
//!
//! One test binary for all these files, not one a file: each binary links the whole app, and
//! the 83 binaries of one file each were much of the test command's cold build (README, Tests).

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/gui.rs"]
mod gui;
#[allow(dead_code)] // its `main` is the build script's
#[path = "../../build.rs"]
mod build;

mod arbiter_record;
mod cli_adjudicate;
mod cli_clocks;
mod cli_generated;
mod clock_crash;
mod corpus_python_chess;
mod durable;
mod evening_board;
mod evening_crosstable;
mod evening_model;
mod evening_pairings;
mod evening_play;
mod evening_store;
mod evening_trf;
mod faults;
mod i18n;
mod i18n_letters;
mod journal;
mod journal_damage;
mod journal_fixtures;
mod live_broadcast;
mod live_pgn;
mod parsers_never_panic;
mod pgn_as_written;
mod pgn_bounds;
mod pgn_import;
mod record_archive;
mod scoresheet;
mod scoresheet_arbiter;
mod scoresheet_organiser;
mod seal_key;
mod speech;
mod speech_voice;
