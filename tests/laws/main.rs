//! The Laws of Chess, the clock and the table that applies them: the law tests, named after their
//! Article, the Guidelines, the dead-position analysis and the layers.
//!
//! One test binary for all these files, not one a file: each binary links the whole app, and
//! the 83 binaries of one file each were much of the test command's cold build (README, Tests).

#[path = "../common/mod.rs"]
mod common;

mod abandon;
mod adjudicate_wooden;
mod analysis;
mod arbiter_pin;
mod architecture;
mod articles_per_edition;
mod clock_increment;
mod clock_play;
mod clock_props;
mod guidelines_i;
mod guidelines_ii;
mod guidelines_iii;
mod laws_appendices_a_b;
mod laws_arbiter;
mod laws_article_3;
mod laws_article_4;
mod laws_article_5;
mod laws_article_6;
mod laws_article_7;
mod laws_article_9;
mod laws_dead_position;
mod laws_late_proof;
mod laws_wooden_editions;
mod notation;
mod table_atomic;
mod table_clock;
mod unwinnable_budget;
mod unwinnable_cli;
mod unwinnable_positions;
mod unwinnable_worker;
