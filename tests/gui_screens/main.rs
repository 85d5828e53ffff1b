//! The window's other screens, driven headless with egui_kittest: the setup, series, club
//! evenings, the scoresheet, and every screen fitting at both sizes.
//!
//! One test binary for these files rather than one each: every binary links the whole
//! app, so ninety of them spent the cold test build linking (see Cargo.toml's profile).

#[path = "../common/mod.rs"]
mod common;
#[path = "../common/gui.rs"]
mod gui;
#[path = "../common/fit.rs"]
mod fit;

mod gui_contrast;
mod gui_evening;
mod gui_evening_board;
mod gui_fit;
mod gui_scoresheet;
mod gui_series;
mod gui_setup;
mod gui_window;
