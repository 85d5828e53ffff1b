//! The services of the machine the app runs on: where files are kept, the settings file, the
//! arbiter's PIN (hashed), sound, the screen kept awake during a game, the battery, whether a
//! screen reader runs, and the monotonic time the window stamps events with. Nothing of the
//! Laws lives here.

/// The app's id on the desktop: the desktop entry's and the metainfo's name, the window's
/// class (X11) and app id (Wayland), the Flatpak's id (`packaging/README.md`).
pub const APP_ID: &str = "io.github.escaque.Escaque";

pub mod awake;
pub mod battery;
pub mod live_http;
pub mod pin;
pub mod places;
pub mod reader;
pub mod save;
pub mod settings;
pub mod sound;
pub mod speech;
pub mod time;
