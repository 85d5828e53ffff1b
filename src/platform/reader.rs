//! Whether a screen reader is running (issue 27): the accessibility bus's
//! `org.a11y.Status.ScreenReaderEnabled` property, which Orca sets while it runs. The window's
//! own voice then says only what the reader does not (`ui::speech_ui`).
//!
//! The check is one small function behind [`ScreenReader`], injected: the desktop's asks the
//! session bus on a thread of its own, at most every few seconds, since a call may wait for
//! the bus; tests give a fixed answer.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Answers whether a screen reader is running now; cheap enough to ask every frame.
pub type ScreenReader = Arc<dyn Fn() -> bool + Send + Sync>;

/// No screen reader, ever (tests, benchmarks).
pub fn none() -> ScreenReader {
    Arc::new(|| false)
}

/// A screen reader always running (tests).
pub fn always() -> ScreenReader {
    Arc::new(|| true)
}

/// The desktop's answer, asked of the session bus every three seconds on a thread of its own
/// (`false` until first known, and where there is no accessibility bus). The thread ends with
/// the last copy of the answer.
pub fn desktop() -> ScreenReader {
    let known = Arc::new(AtomicBool::new(false));
    let watched = Arc::downgrade(&known);
    let spawned = std::thread::Builder::new().name("escaque-screen-reader".into()).spawn(move || {
        // One connection to the session bus for the app's life, made again only after a failure.
        let mut bus = Bus::default();
        while let Some(known) = watched.upgrade() {
            known.store(bus.ask().unwrap_or(false), Ordering::Relaxed);
            drop(known);
            std::thread::sleep(std::time::Duration::from_secs(3));
        }
    });
    if let Err(error) = spawned {
        eprintln!("escaque: the screen reader is not looked for: {error}");
    }
    Arc::new(move || known.load(Ordering::Relaxed))
}

/// `org.a11y.Status.ScreenReaderEnabled` of `org.a11y.Bus` on the session bus; `None` where it
/// cannot be read (no session bus, no accessibility bus, another system).
pub fn enabled() -> Option<bool> {
    Bus::default().ask()
}

/// A connection to the session bus, kept between questions and made again after a failure.
#[derive(Default)]
struct Bus {
    #[cfg(target_os = "linux")]
    connection: Option<zbus::Connection>,
}

impl Bus {
    /// Whether a screen reader runs, asked on the kept connection (made first if need be).
    #[cfg(target_os = "linux")]
    fn ask(&mut self) -> Option<bool> {
        futures_lite::future::block_on(async {
            if self.connection.is_none() {
                self.connection = zbus::Connection::session().await.ok();
            }
            let reply = self
                .connection
                .as_ref()?
                .call_method(
                    Some("org.a11y.Bus"),
                    "/org/a11y/bus",
                    Some("org.freedesktop.DBus.Properties"),
                    "Get",
                    &("org.a11y.Status", "ScreenReaderEnabled"),
                )
                .await;
            let Ok(reply) = reply else {
                // The bus went away, or never had an accessibility bus: connect anew next time.
                self.connection = None;
                return None;
            };
            let value: zbus::zvariant::OwnedValue = reply.body().deserialize().ok()?;
            bool::try_from(value).ok()
        })
    }

    /// Not known on this system.
    #[cfg(not(target_os = "linux"))]
    fn ask(&mut self) -> Option<bool> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fixed_answers_are_what_they_say() {
        assert!(!none()());
        assert!(always()());
    }
}
