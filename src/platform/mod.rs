//! The services of the machine the app runs on: the settings file, the arbiter's PIN (hashed),
//! sound, and the monotonic time the window stamps events with. Nothing of the Laws lives here.

pub mod pin;
pub mod places;
pub mod save;
pub mod settings;
pub mod sound;
pub mod time;
