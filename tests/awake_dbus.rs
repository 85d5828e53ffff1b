//! The real inhibitor against a desktop's screen saver service: a private D-Bus session bus
//! (`dbus-daemon`, where installed) on which this test serves `org.freedesktop.ScreenSaver`,
//! writing down every call. The app's inhibitor must call `Inhibit` with the app's id and
//! reason, and `UnInhibit` with the cookie it was given, when it lets go.
#![cfg(target_os = "linux")]

use std::sync::{Arc, Mutex};

use escaque::platform::awake::{Desktop, Inhibitor};

mod common;

struct ScreenSaver {
    calls: Arc<Mutex<Vec<String>>>,
}

#[zbus::interface(name = "org.freedesktop.ScreenSaver")]
impl ScreenSaver {
    async fn inhibit(&self, application_name: &str, reason: &str) -> u32 {
        self.calls.lock().unwrap().push(format!("Inhibit({application_name}, {reason})"));
        1789
    }

    async fn un_inhibit(&self, cookie: u32) {
        self.calls.lock().unwrap().push(format!("UnInhibit({cookie})"));
    }
}

/// Ends the private bus with the test.

#[test]
fn the_screen_saver_is_inhibited_and_released_over_dbus() {
    let Some((bus, address)) = common::dbus::private_bus(&["--session"]) else { return };

    let calls = Arc::new(Mutex::new(Vec::new()));
    let service = ScreenSaver { calls: calls.clone() };
    let _server = futures_lite::future::block_on(async {
        zbus::connection::Builder::address(address.as_str())?
            .name("org.freedesktop.ScreenSaver")?
            .serve_at("/org/freedesktop/ScreenSaver", service)?
            .build()
            .await
    })
    .expect("the fake screen saver is on the bus");

    // The only test in this binary: nothing else reads the environment meanwhile.
    unsafe { std::env::set_var("DBUS_SESSION_BUS_ADDRESS", &address) };
    let mut desktop = Desktop::default();
    assert_eq!(desktop.inhibit("A chess game is in progress"), Ok(()));
    desktop.release();
    // The calls are made on the inhibit's own thread: wait for the second, however slow the
    // machine (the bound is only there so that a lost call fails instead of hanging).
    let asked = std::time::Instant::now();
    while calls.lock().unwrap().len() < 2 && asked.elapsed().as_secs() < 60 {
        std::thread::yield_now();
    }
    drop(desktop);
    assert_eq!(
        *calls.lock().unwrap(),
        ["Inhibit(io.github.escaque.Escaque, A chess game is in progress)", "UnInhibit(1789)"]
    );
    drop(bus);
}
