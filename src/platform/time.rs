//! The app's time: milliseconds from a monotonic clock. The core never reads it; the window
//! stamps events with it. Tests use [`MockTime`] and move it by hand.

use crate::laws::Millis;

/// A time source for the app: milliseconds from a monotonic clock. The real one reads
/// [`std::time::Instant`]; tests use [`MockTime`] and move it by hand.
pub trait TimeSource: Send + Sync {
    /// Milliseconds since an origin of the source's own.
    fn now(&self) -> Millis;
}

/// The real monotonic clock, counting from its creation.
#[derive(Debug)]
pub struct SystemTime {
    origin: std::time::Instant,
}

impl Default for SystemTime {
    fn default() -> Self {
        SystemTime { origin: std::time::Instant::now() }
    }
}

impl TimeSource for SystemTime {
    fn now(&self) -> Millis {
        self.origin.elapsed().as_millis() as Millis
    }
}

/// A clock for tests: it only moves when told to.
#[derive(Debug, Default, Clone)]
pub struct MockTime(std::sync::Arc<std::sync::atomic::AtomicU64>);

impl MockTime {
    /// Moves the time on by `ms`.
    pub fn advance(&self, ms: Millis) {
        self.0.fetch_add(ms, std::sync::atomic::Ordering::SeqCst);
    }
}

impl TimeSource for MockTime {
    fn now(&self) -> Millis {
        self.0.load(std::sync::atomic::Ordering::SeqCst)
    }
}
