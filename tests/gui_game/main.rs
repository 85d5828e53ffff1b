//! The window during a game, driven headless with egui_kittest: the board, the clocks, the keys,
//! the arbiter, speech and what a screen reader is given.
//!
//! One test binary for these files rather than one each: every binary links the whole
//! app, so ninety of them spent the cold test build linking (see Cargo.toml's profile).

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
