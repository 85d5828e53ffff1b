//! The window during a game, driven headless with egui_kittest: the board, the clocks, the keys,
//! the arbiter, speech and what a screen reader is given.
//!
//! One test binary for all these files, not one a file: each binary links the whole app, and
//! the 83 binaries of one file each were much of the test command's cold build (README, Tests).

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/gui.rs"]
mod gui;
#[path = "../common/fit.rs"]
mod fit;

mod app;
mod gui_access;
mod gui_adjourn;
mod gui_arbiter;
mod gui_arbiter_acts;
mod gui_bounds;
mod gui_clocks;
mod gui_desk;
mod gui_hand;
mod gui_keyboard;
mod gui_speech;
mod gui_steady;
