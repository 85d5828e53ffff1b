//! The window's other screens, driven headless with egui_kittest: the setup, series, club
//! evenings, the scoresheet, and every screen fitting at both sizes.
//!
//! One test binary for all these files, not one a file: each binary links the whole app, and
//! the 83 binaries of one file each were much of the test command's cold build (README, Tests).

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
