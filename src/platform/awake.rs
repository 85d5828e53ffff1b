//! Awake for the whole game: while a clock runs, the screen saver, the screen's blanking and the
//! machine's suspend are held off, and let go when the clocks stop (a pause for the arbiter, the
//! end of the game) or the window closes. A laptop that locks its screen or sleeps in the middle
//! of a game would hide the clocks the players are timed by.
//!
//! [`StayAwake`] is the logic: it follows whether a clock runs, frame by frame, and takes or
//! lets go of the hold through an [`Inhibitor`]; it reads no clock of its own. [`Desktop`] is the
//! real inhibitor: on Linux the desktop's `org.freedesktop.ScreenSaver` service (session bus)
//! and systemd-logind's `org.freedesktop.login1.Manager.Inhibit` (system bus, "sleep:idle"),
//! called over D-Bus (zbus) on a thread of its own, since a call may wait for the bus. Where
//! neither service answers (no desktop session, a bare X server), the attempt fails quietly:
//! the game goes on, and the failure is said once. On other systems it is not written yet and
//! says so once (Windows' `SetThreadExecutionState` and macOS's IOPM assertions would go here).

/// Takes and lets go of the desktop's hold against the screen saver and suspend.
pub trait Inhibitor {
    /// Asks for the hold, giving the desktop `why` (some desktops show it, e.g. on logging
    /// out). `Err`: it cannot be had at all, and why. It may also fail later: see
    /// [`Inhibitor::failure`].
    fn inhibit(&mut self, why: &str) -> Result<(), String>;
    /// Lets go of the hold, if one is held.
    fn release(&mut self);
    /// A failure found since last asked (the real one learns of it on its own thread).
    fn failure(&mut self) -> Option<String> {
        None
    }
}

/// An inhibitor that holds nothing: the app without a desktop (tests, benchmarks).
#[derive(Debug, Default)]
pub struct Nothing;

impl Inhibitor for Nothing {
    fn inhibit(&mut self, _why: &str) -> Result<(), String> {
        Ok(())
    }
    fn release(&mut self) {}
}

/// Holds the screen awake while a clock runs, and only then.
pub struct StayAwake {
    inhibitor: Box<dyn Inhibitor>,
    held: bool,
    /// A failure was already said: it is said once, not at every start of the clocks.
    told: bool,
}

impl StayAwake {
    /// Nothing held yet.
    pub fn new(inhibitor: Box<dyn Inhibitor>) -> StayAwake {
        StayAwake { inhibitor, held: false, told: false }
    }

    /// Follows the clocks: `running`, whether a clock runs now. Takes the hold when a clock
    /// starts, lets it go when the clocks stop; `why` is asked only when the hold is taken.
    /// Returns a failure to say, the first time only.
    pub fn follow(&mut self, running: bool, why: impl FnOnce() -> String) -> Option<String> {
        let mut failed = None;
        if running != self.held {
            self.held = running;
            if running {
                failed = self.inhibitor.inhibit(&why()).err();
            } else {
                self.inhibitor.release();
            }
        }
        let failed = failed.or_else(|| self.inhibitor.failure())?;
        (!std::mem::replace(&mut self.told, true)).then_some(failed)
    }

    /// Whether the hold is wanted now (a clock runs).
    pub fn held(&self) -> bool {
        self.held
    }
}

impl Drop for StayAwake {
    /// The window closes: nothing is held after it.
    fn drop(&mut self) {
        if self.held {
            self.inhibitor.release();
        }
    }
}

/// What the inhibit's thread is asked to do.
enum Order {
    Take(String),
    Release,
}

/// The desktop's own inhibit services, called on a thread of their own (started the first time
/// a clock runs), so that a slow bus never holds up a frame.
#[derive(Default)]
pub struct Desktop {
    worker: Option<Worker>,
}

struct Worker {
    orders: std::sync::mpsc::Sender<Order>,
    failures: std::sync::mpsc::Receiver<String>,
    /// Closed when the thread has let go of everything and ended.
    done: std::sync::mpsc::Receiver<()>,
}

impl Desktop {
    fn worker(&mut self) -> Result<&Worker, String> {
        if self.worker.is_none() {
            let (orders, inbox) = std::sync::mpsc::channel();
            let (report, failures) = std::sync::mpsc::channel();
            let (finished, done) = std::sync::mpsc::channel::<()>();
            std::thread::Builder::new()
                .name("escaque-awake".into())
                .spawn(move || {
                    serve(inbox, report);
                    drop(finished);
                })
                .map_err(|e| e.to_string())?;
            self.worker = Some(Worker { orders, failures, done });
        }
        Ok(self.worker.as_ref().expect("just made"))
    }
}

impl Inhibitor for Desktop {
    fn inhibit(&mut self, why: &str) -> Result<(), String> {
        let worker = self.worker()?;
        worker.orders.send(Order::Take(why.to_owned())).map_err(|e| e.to_string())
    }

    fn release(&mut self) {
        if let Some(worker) = &self.worker {
            let _ = worker.orders.send(Order::Release);
        }
    }

    fn failure(&mut self) -> Option<String> {
        self.worker.as_ref()?.failures.try_recv().ok()
    }
}

impl Drop for Desktop {
    /// Lets go and waits a moment for the thread to say so, so that the hold ends with the
    /// window rather than with the process (the services drop a departed client's holds anyway).
    fn drop(&mut self) {
        if let Some(Worker { orders, done, .. }) = self.worker.take() {
            let _ = orders.send(Order::Release);
            drop(orders);
            let _ = done.recv_timeout(std::time::Duration::from_secs(2));
        }
    }
}

/// The inhibit's thread: carries out orders until the window lets go of it.
fn serve(inbox: std::sync::mpsc::Receiver<Order>, report: std::sync::mpsc::Sender<String>) {
    let mut held = None;
    for order in inbox {
        match order {
            Order::Take(why) => {
                if held.is_none() {
                    let (hold, failure) = system::take(&why);
                    held = Some(hold);
                    if let Some(failure) = failure {
                        let _ = report.send(failure);
                    }
                }
            }
            Order::Release => {
                if let Some(hold) = held.take() {
                    system::release(hold);
                }
            }
        }
    }
    if let Some(hold) = held.take() {
        system::release(hold);
    }
}

#[cfg(target_os = "linux")]
mod system {
    //! `org.freedesktop.ScreenSaver.Inhibit` (the desktop: GNOME, KDE, Xfce… keep the screen on)
    //! and `org.freedesktop.login1.Manager.Inhibit` (systemd-logind: no suspend, no idle action).

    use zbus::Connection;
    use zbus::zvariant::OwnedFd;

    /// What is held: the screen saver's cookie on its connection, logind's lock (a file
    /// descriptor: closing it lets go).
    pub struct Hold {
        screensaver: Option<(Connection, u32)>,
        _logind: Option<std::os::fd::OwnedFd>,
    }

    async fn screensaver(why: &str) -> zbus::Result<(Connection, u32)> {
        let bus = Connection::session().await?;
        let reply = bus
            .call_method(
                Some("org.freedesktop.ScreenSaver"),
                "/org/freedesktop/ScreenSaver",
                Some("org.freedesktop.ScreenSaver"),
                "Inhibit",
                &(crate::platform::APP_ID, why),
            )
            .await?;
        let cookie: u32 = reply.body().deserialize()?;
        Ok((bus, cookie))
    }

    async fn logind(why: &str) -> zbus::Result<std::os::fd::OwnedFd> {
        let bus = Connection::system().await?;
        let reply = bus
            .call_method(
                Some("org.freedesktop.login1"),
                "/org/freedesktop/login1",
                Some("org.freedesktop.login1.Manager"),
                "Inhibit",
                &("sleep:idle", "Escaque", why, "block"),
            )
            .await?;
        let lock: std::os::fd::OwnedFd = reply.body().deserialize::<OwnedFd>()?.into();
        // The descriptor arrives without close-on-exec: a program started meanwhile (a file
        // dialog's helper) would keep the lock after Escaque lets go. A duplicate is made with
        // close-on-exec set, and the original closed.
        lock.try_clone().map_err(|e| zbus::Error::InputOutput(std::sync::Arc::new(e)))
    }

    /// Takes what can be had; a failure (both services missing) to say.
    pub fn take(why: &str) -> (Hold, Option<String>) {
        futures_lite::future::block_on(async {
            let screensaver = screensaver(why).await;
            let logind = logind(why).await;
            let failure = match (&screensaver, &logind) {
                (Err(a), Err(b)) => Some(format!("org.freedesktop.ScreenSaver: {a}; org.freedesktop.login1: {b}")),
                _ => None,
            };
            (Hold { screensaver: screensaver.ok(), _logind: logind.ok() }, failure)
        })
    }

    pub fn release(hold: Hold) {
        if let Some((bus, cookie)) = hold.screensaver {
            // A service gone meanwhile has nothing left to hold.
            let _ = futures_lite::future::block_on(bus.call_method(
                Some("org.freedesktop.ScreenSaver"),
                "/org/freedesktop/ScreenSaver",
                Some("org.freedesktop.ScreenSaver"),
                "UnInhibit",
                &(cookie,),
            ));
        }
        // logind's lock is let go as its descriptor closes, here.
    }
}

#[cfg(not(target_os = "linux"))]
mod system {
    //! Not written yet for this system: nothing is held, and that is said once.

    pub struct Hold;

    pub fn take(_why: &str) -> (Hold, Option<String>) {
        (Hold, Some("no inhibit service is known on this system".to_owned()))
    }

    pub fn release(_hold: Hold) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// Writes down what it is asked.
    #[derive(Clone, Default)]
    struct Fake {
        log: Arc<Mutex<Vec<String>>>,
        refuse: Option<String>,
    }

    impl Inhibitor for Fake {
        fn inhibit(&mut self, why: &str) -> Result<(), String> {
            self.log.lock().unwrap().push(format!("inhibit: {why}"));
            match &self.refuse {
                Some(why) => Err(why.clone()),
                None => Ok(()),
            }
        }
        fn release(&mut self) {
            self.log.lock().unwrap().push("release".into());
        }
    }

    #[test]
    fn the_hold_follows_the_clock_and_ends_with_the_window() {
        let fake = Fake::default();
        let mut awake = StayAwake::new(Box::new(fake.clone()));
        let why = || "a game".to_owned();
        for running in [false, true, true, true, false, false, true] {
            assert_eq!(awake.follow(running, why), None);
        }
        assert!(awake.held());
        drop(awake);
        assert_eq!(*fake.log.lock().unwrap(), ["inhibit: a game", "release", "inhibit: a game", "release"]);
    }

    #[test]
    fn a_failure_is_said_once() {
        let fake = Fake { refuse: Some("no bus".into()), ..Fake::default() };
        let mut awake = StayAwake::new(Box::new(fake.clone()));
        assert_eq!(awake.follow(true, || "a game".into()).as_deref(), Some("no bus"));
        assert_eq!(awake.follow(false, || "a game".into()), None);
        assert_eq!(awake.follow(true, || "a game".into()), None, "said once");
        assert_eq!(fake.log.lock().unwrap().len(), 3, "and asked again each time the clocks start");
    }

    #[test]
    fn the_real_inhibitor_never_panics_without_a_desktop() {
        // Whatever this machine has (a desktop, a bare bus, none): the thread answers, and the
        // failure, if any, comes back as text.
        let mut desktop = Desktop::default();
        assert_eq!(desktop.inhibit("a test"), Ok(()));
        desktop.release();
        drop(desktop);
    }
}
