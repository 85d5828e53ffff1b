//! Whether a screen reader runs, asked of the accessibility bus (issue 27): a private D-Bus
//! session bus (`dbus-daemon`, where installed) on which this test serves `org.a11y.Bus` with
//! the `org.a11y.Status` properties, as at-spi2-core does. The app's check must read
//! `ScreenReaderEnabled` as it stands, and answer `None` where there is no such service.
#![cfg(target_os = "linux")]

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use escaque::platform::reader;

mod common;

struct Status {
    reader: Arc<AtomicBool>,
}

#[zbus::interface(name = "org.a11y.Status")]
impl Status {
    #[zbus(property)]
    fn screen_reader_enabled(&self) -> bool {
        self.reader.load(Ordering::SeqCst)
    }

    #[zbus(property)]
    fn is_enabled(&self) -> bool {
        true
    }
}

/// A session bus without the machine's service files.
const BUS_CONFIG: &str = r#"<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"#;

/// Ends the private bus with the test.

#[test]
fn the_screen_reader_is_as_the_accessibility_bus_says() {
    // A session bus that starts no service of the machine's (at-spi2-core's bus launcher would
    // answer for org.a11y.Bus): only what this test serves is there.
    let config = std::env::temp_dir().join(format!("escaque-reader-bus-{}.conf", std::process::id()));
    std::fs::write(&config, BUS_CONFIG).unwrap();
    let config_arg = format!("--config-file={}", config.display());
    let Some((_bus, address)) = common::dbus::private_bus(&[&config_arg]) else { return };
    let _ = std::fs::remove_file(&config);

    // The only test in this binary: nothing else reads the environment meanwhile.
    unsafe { std::env::set_var("DBUS_SESSION_BUS_ADDRESS", &address) };
    assert_eq!(reader::enabled(), None, "no accessibility bus yet");

    let running = Arc::new(AtomicBool::new(false));
    let _server = futures_lite::future::block_on(async {
        zbus::connection::Builder::address(address.as_str())?
            .name("org.a11y.Bus")?
            .serve_at("/org/a11y/bus", Status { reader: running.clone() })?
            .build()
            .await
    })
    .expect("the stand-in accessibility bus is on the session bus");
    assert_eq!(reader::enabled(), Some(false));
    running.store(true, Ordering::SeqCst);
    assert_eq!(reader::enabled(), Some(true), "Orca started");
}
